//! Equality saturation under explicit limits: the loop egg's `Runner`
//! runs, specialised to this optimiser.
//!
//! Each iteration searches every rule against the same e-graph, then
//! applies all the matches, then rebuilds (restoring congruence and
//! re-running the analysis) — egg's schedule. Two things differ from
//! `egg::Runner`, both for compile time and neither for the result's
//! dependence on the machine:
//!
//! - a rule is only searched when every operator of its left-hand side is
//!   present in the e-graph ([`Rule::can_match`], against an [`OpIndex`]
//!   updated from the nodes added since the last iteration). Most functions use a
//!   handful of the operators the ~900 rule instances name, and searching a
//!   rule that cannot match still cost a pass over its root operator's
//!   classes plus the runner's per-rule bookkeeping;
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
use super::lang::OpIndex;
use super::rules::Rule;
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
            let matches = rule.rw.search_with_limit(eg, threshold.saturating_add(1));
            let total: usize = matches.iter().map(|m| m.substs.len()).sum();
            if total > threshold {
                let ban = limits
                    .ban_length
                    .checked_shl(b.times_banned)
                    .unwrap_or(usize::MAX);
                b.times_banned += 1;
                b.banned_until = iteration.saturating_add(ban);
            } else if total > 0 {
                found.push((k, matches));
            }
        }
        // ...then apply what was found.
        let mut changed = false;
        let mut over = false;
        for (k, matches) in found {
            let n = rules[k].rw.apply(eg, &matches).len();
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
