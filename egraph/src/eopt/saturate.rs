//! Equality saturation under explicit limits: the loop egg's `Runner`
//! runs, specialised to this optimiser.
//!
//! Each iteration searches every rule against the same e-graph, then
//! applies all the matches, then rebuilds (restoring congruence and
//! re-running the analysis) — egg's schedule. Three things differ from
//! `egg::Runner`, all for compile time and none for the result's
//! dependence on the machine:
//!
//! - a rule is only searched when every operator of its left-hand side is
//!   present in the e-graph ([`Rule::can_match`], against an [`OpIndex`]
//!   updated from the nodes added since the last iteration). Most functions use a
//!   handful of the operators the ~900 rule instances name, and searching a
//!   rule that cannot match still cost a pass over its root operator's
//!   classes plus the runner's per-rule bookkeeping;
//! - rules whose left-hand sides are the same pattern up to the names of
//!   their variables ([`Rule::shape`]) are searched once per iteration: the
//!   others take those matches, renamed (a limited search finds a prefix of
//!   the same list, so the result is what their own search would find);
//! - there is no wall-clock limit and no timing at all. Rewriting stops at
//!   saturation, at the iteration limit, or when the node count passes the
//!   node limit (checked after each rule's matches are applied, like egg).
//!
//! Rules that match too often are banned for a while, as egg's
//! `BackoffScheduler` does: a rule whose matches in one iteration exceed
//! its limit (`match_limit << times_banned`) applies none of them and is
//! skipped for `ban_length << times_banned` iterations. When nothing
//! changes but rules are banned, the bans are fast-forwarded instead of
//! stopping. Everything depends only on the e-graph and the rule order, so
//! the result is deterministic.

use super::analysis::EG;
use super::lang::{Node, OpIndex};
use super::rules::Rule;
use egg::{SearchMatches, Subst, Var};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Why rewriting stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// An iteration changed nothing and no rule was banned.
    Saturated,
    /// The iteration limit was reached.
    IterationLimit,
    /// The e-graph grew past the node limit.
    NodeLimit,
}

impl Stop {
    /// The name the statistics print.
    pub fn name(self) -> &'static str {
        match self {
            Stop::Saturated => "saturated",
            Stop::IterationLimit => "iteration limit",
            Stop::NodeLimit => "node limit",
        }
    }
}

/// Limits of one saturation run.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Iterations at most.
    pub iterations: usize,
    /// Stop once the e-graph holds more e-nodes than this.
    pub nodes: usize,
    /// Initial per-rule match limit of an iteration.
    pub match_limit: usize,
    /// Initial ban length, in iterations.
    pub ban_length: usize,
}

/// What a saturation run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Iterations run.
    pub iterations: usize,
    /// Why it stopped.
    pub stop: Stop,
    /// How many times each rule changed the e-graph, by rule name.
    pub applied: BTreeMap<&'static str, usize>,
    /// Rules searched, summed over iterations (the others could not match).
    pub searched: usize,
}

/// The backoff state of one rule.
#[derive(Copy, Clone, Debug, Default)]
struct Backoff {
    times_banned: u32,
    banned_until: usize,
}

/// Rewrites `eg` with `rules` until one of `limits` stops it.
pub fn saturate(eg: &mut EG, rules: &[&'static Rule], limits: &Limits) -> Outcome {
    let mut backoff = vec![Backoff::default(); rules.len()];
    let mut applied: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut searched = 0;
    // A rebuild re-sorts every class and re-indexes every operator, so it
    // runs only when something made the e-graph dirty (a new class or a
    // union): on a clean one it would change nothing.
    if !eg.clean {
        eg.rebuild();
    }
    let mut iteration = 0;
    let mut present = OpIndex::default();
    let stop = loop {
        if iteration >= limits.iterations {
            break Stop::IterationLimit;
        }
        if eg.total_size() > limits.nodes {
            break Stop::NodeLimit;
        }
        let (nodes_before, classes_before) = (eg.total_size(), eg.number_of_classes());
        // Search every rule against the same e-graph...
        present.update(eg);
        let mut results = Vec::new();
        let mut shared = Vec::new();
        let mut found = Vec::new();
        for (k, rule) in rules.iter().enumerate() {
            let b = &mut backoff[k];
            if iteration < b.banned_until || !rule.can_match(&present) {
                continue;
            }
            searched += 1;
            let threshold = limits
                .match_limit
                .checked_shl(b.times_banned)
                .unwrap_or(usize::MAX);
            let limit = threshold.saturating_add(1);
            let (result, total) = search(eg, rules, k, limit, &mut results, &mut shared);
            if total > threshold {
                let ban = limits
                    .ban_length
                    .checked_shl(b.times_banned)
                    .unwrap_or(usize::MAX);
                b.times_banned += 1;
                b.banned_until = iteration.saturating_add(ban);
            } else if total > 0 {
                found.push((k, result));
            }
        }
        // ...then apply what was found.
        let mut changed = false;
        let mut over = false;
        for (k, result) in found {
            let n = rules[k].rw().apply(eg, &results[result]).len();
            if n > 0 {
                changed = true;
                *applied.entry(rules[k].name.as_str()).or_default() += n;
            }
            if eg.total_size() > limits.nodes {
                over = true;
                break;
            }
        }
        if !eg.clean {
            eg.rebuild();
        }
        iteration += 1;
        if over {
            break Stop::NodeLimit;
        }
        // Conditional and computed rules may add nodes without a union.
        let grew = eg.total_size() != nodes_before || eg.number_of_classes() != classes_before;
        if !changed && !grew {
            // Nothing happened: unban the banned rules (fast-forwarding to
            // the earliest ban's end) or stop.
            let Some(min_ban) = backoff
                .iter()
                .map(|b| b.banned_until)
                .filter(|&u| u > iteration)
                .min()
            else {
                break Stop::Saturated;
            };
            let delta = min_ban - iteration;
            for b in backoff.iter_mut().filter(|b| b.banned_until > iteration) {
                b.banned_until -= delta;
            }
        }
    };
    Outcome {
        iterations: iteration,
        stop,
        applied,
        searched,
    }
}

/// The matches of a rule, as [`saturate`] keeps them for an iteration.
type Matches = Vec<SearchMatches<'static, Node>>;

/// A search of this iteration whose matches rules of the same shape
/// ([`Rule::shape`]) can take.
struct Shared {
    shape: u32,
    /// The rule searched (an index into the rules).
    rule: usize,
    /// The limit it was searched with, and the matches found: all of them
    /// when fewer than the limit.
    limit: usize,
    total: usize,
    /// Where the matches are.
    result: usize,
}

/// Searches rule `k` with `limit` — or takes the matches of an earlier
/// search of this iteration with the same left-hand side — and returns
/// where its matches are in `results`, and how many there are.
///
/// A search with limit `n` finds the first `n` of the matches in a fixed
/// order, so an earlier search that found all its matches, or was limited
/// to at least `n`, holds the answer: its first `n` matches, with the
/// variables renamed position by position ([`Rule::var_order`]). When
/// nothing needs renaming or cutting, the two rules share the list.
fn search(
    eg: &EG,
    rules: &[&'static Rule],
    k: usize,
    limit: usize,
    results: &mut Vec<Matches>,
    shared: &mut Vec<Shared>,
) -> (usize, usize) {
    let rule = rules[k];
    if let Some(shape) = rule.shape
        && let Some(e) = shared
            .iter()
            .find(|e| e.shape == shape && (e.total < e.limit || limit <= e.limit))
    {
        let n = e.total.min(limit);
        let from = rules[e.rule].var_order();
        if n == e.total && from == rule.var_order() {
            return (e.result, n);
        }
        let ast = rule.rw().searcher.get_pattern_ast().map(Cow::Borrowed);
        let renamed = renamed(&results[e.result], n, from, rule.var_order(), ast);
        results.push(renamed);
        return (results.len() - 1, n);
    }
    let matches = rule.rw().search_with_limit(eg, limit);
    let total = matches.iter().map(|m| m.substs.len()).sum();
    results.push(matches);
    let result = results.len() - 1;
    if let Some(shape) = rule.shape {
        shared.push(Shared {
            shape,
            rule: k,
            limit,
            total,
            result,
        });
    }
    (result, total)
}

/// The first `n` of `matches`, each variable `from[i]` renamed `to[i]`.
fn renamed(
    matches: &[SearchMatches<'static, Node>],
    n: usize,
    from: &[Var],
    to: &[Var],
    ast: Option<Cow<'static, egg::PatternAst<Node>>>,
) -> Matches {
    let mut out = Vec::new();
    let mut left = n;
    for m in matches {
        if left == 0 {
            break;
        }
        let take = m.substs.len().min(left);
        left -= take;
        let substs = m.substs[..take]
            .iter()
            .map(|s| {
                let mut t = Subst::with_capacity(to.len());
                for (&f, &v) in from.iter().zip(to) {
                    t.insert(v, s[f]);
                }
                t
            })
            .collect();
        out.push(SearchMatches {
            eclass: m.eclass,
            substs,
            ast: ast.clone(),
        });
    }
    out
}
