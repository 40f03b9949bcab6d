//! The e-graph optimiser of one function: build, rewrite, extract,
//! elaborate.
//!
//! 1. [`crate::loops::insert_preheaders`] gives
//!    LICM somewhere to put hoisted code.
//! 2. [`build`] puts the pure values into an egg e-graph ([`lang`],
//!    [`analysis`]) and keeps the side-effect skeleton.
//! 3. [`saturate`] applies the rule tables ([`rules`]) under an iteration
//!    limit and a node limit scaled to the function — never a time limit, so
//!    the result does not depend on the machine — with the backoff
//!    scheduler banning rules that match too often.
//! 4. [`extract`] chooses the cheapest node per class ([`cost`]).
//! 5. [`elaborate`] rebuilds the function (GVN, LICM, placement at first use).
//!
//! If elaboration fails (an internal inconsistency), the function is left
//! exactly as it was and the reason is reported in the statistics.

pub mod analysis;
pub mod build;
pub mod cost;
pub mod elaborate;
pub mod eval;
pub mod extract;
pub mod lang;
pub mod rules;
pub mod saturate;

use crate::loops;
use analysis::Facts;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Function, Ty, TypeStore, Value};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Limits of the rewriting phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EoptLimits {
    /// Maximum number of rewrite iterations. Two is where the corpus
    /// stops improving: three and eight gave the same executed
    /// instructions to within 0.2% (two: 0.04% fewer than three) at a
    /// larger e-graph and a 3–8% longer -O2 compile.
    pub iterations: usize,
    /// Node budget: this many e-nodes per instruction of the function...
    pub nodes_per_inst: usize,
    /// ...plus this many...
    pub nodes_base: usize,
    /// ...but never more than this.
    pub nodes_max: usize,
    /// The backoff scheduler's initial per-rule match limit.
    pub match_limit: usize,
    /// The backoff scheduler's initial ban length (iterations).
    pub ban_length: usize,
}

impl Default for EoptLimits {
    fn default() -> Self {
        EoptLimits {
            iterations: 2,
            nodes_per_inst: 40,
            nodes_base: 2_000,
            nodes_max: 100_000,
            match_limit: 1_000,
            ban_length: 3,
        }
    }
}

impl EoptLimits {
    /// The node limit for a function of `insts` instructions.
    pub fn node_limit(&self, insts: usize) -> usize {
        (self.nodes_base + self.nodes_per_inst * insts).min(self.nodes_max)
    }
}

/// What the e-graph pass did to one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EoptStats {
    /// E-nodes when rewriting stopped.
    pub nodes: usize,
    /// E-classes when rewriting stopped.
    pub classes: usize,
    /// Rewrite iterations run.
    pub iterations: usize,
    /// Rule searches run, over all iterations (rules that cannot match
    /// are not searched).
    pub searches: usize,
    /// Why rewriting stopped (`saturated`, `iteration limit`, `node limit`).
    pub stop_reason: String,
    /// Rules that fired, with how many times, by name.
    pub rules: BTreeMap<String, usize>,
    /// Pure instructions that went into the e-graph.
    pub pure_in: usize,
    /// Pure instructions elaboration emitted.
    pub pure_out: usize,
    /// Of those, hoisted out of loops.
    pub hoisted: usize,
    /// Conditional branches turned into jumps.
    pub folded_branches: usize,
    /// 64-bit divisions done in 32 bits.
    pub narrowed_divisions: usize,
    /// Analysis contradictions (always 0 unless a rule is wrong).
    pub contradictions: usize,
    /// Set when the function was left unchanged, with the reason.
    pub kept_original: Option<String>,
}

/// The integer types of an e-graph's nodes, plus `i1` and `i32`, which
/// rewriting introduces (comparisons, narrowing, address offsets).
fn present_types(eg: &analysis::EG) -> Vec<Ty> {
    let mut present = vec![Ty::I1, Ty::I32];
    for class in eg.classes() {
        for n in &class.nodes {
            if lang::is_int(n.ty) && !present.contains(&n.ty) {
                present.push(n.ty);
            }
        }
    }
    present
}

/// The rules that can match in a function with these integer types (the
/// others are skipped: searching them costs time and finds nothing). The
/// present types are a subset of the five integer types of
/// [`lang::is_int`], so the list is built once per subset and kept.
fn rules_for(present: &[Ty]) -> &'static [&'static rules::Rule] {
    const INTS: [Ty; 5] = [Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64];
    static BY_SET: [OnceLock<Vec<&'static rules::Rule>>; 32] = [const { OnceLock::new() }; 32];
    let set = INTS
        .iter()
        .enumerate()
        .filter(|(_, t)| present.contains(t))
        .fold(0usize, |set, (k, _)| set | 1 << k);
    BY_SET[set].get_or_init(|| {
        rules::all_rules()
            .iter()
            .filter(|r| r.applies_to(present))
            .collect()
    })
}

/// Optimises `f` through the e-graph. `ptr` must be the opaque pointer
/// interned in `types`, and the pointer values of `f` should have that type
/// ([`crate::opaque`]; elaboration casts any other to it, never reading a
/// pointee); `param_facts` are known ranges of block parameters.
pub fn run(
    f: &mut Function,
    types: &TypeStore,
    ptr: Ty,
    limits: &EoptLimits,
    param_facts: &HashMap<Value, Facts>,
) -> EoptStats {
    // egg times each rebuild for its log with `quanta`, whose first use
    // calibrates the TSC for milliseconds — longer than optimising a small
    // module. Nothing here reads those times, so egg gets a mock clock.
    thread_local! {
        static NO_CLOCK: quanta::Clock = quanta::Clock::mock().0;
    }
    NO_CLOCK.with(|clock| {
        quanta::with_clock(clock, || run_timeless(f, types, ptr, limits, param_facts))
    })
}

fn run_timeless(
    f: &mut Function,
    types: &TypeStore,
    ptr: Ty,
    limits: &EoptLimits,
    param_facts: &HashMap<Value, Facts>,
) -> EoptStats {
    let original = f.clone();
    loops::insert_preheaders(f);
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let mut built = build::build(f, types, &dt, param_facts);
    let insts = f.num_placed_insts();
    let eg = std::mem::take(&mut built.eg);
    let present = present_types(&eg);
    let mut eg = eg;
    let outcome = saturate::saturate(
        &mut eg,
        rules_for(&present),
        &saturate::Limits {
            iterations: limits.iterations,
            nodes: limits.node_limit(insts),
            match_limit: limits.match_limit,
            ban_length: limits.ban_length,
        },
    );
    let mut stats = EoptStats {
        nodes: eg.total_size(),
        classes: eg.number_of_classes(),
        iterations: outcome.iterations,
        searches: outcome.searched,
        stop_reason: outcome.stop.name().to_string(),
        pure_in: built.pure_insts,
        contradictions: eg.analysis.contradictions,
        ..EoptStats::default()
    };
    for (name, n) in outcome.applied {
        *stats.rules.entry(name.to_string()).or_default() += n;
    }
    let depths: Vec<u32> = built
        .leaves
        .iter()
        .map(|&v| match f.value_def(v) {
            egret_llvmlite::ValueDef::Param(b, _) => li.depth(b),
            egret_llvmlite::ValueDef::Inst(i) => {
                f.inst_block[i].expand().map_or(0, |b| li.depth(b))
            }
            _ => 0,
        })
        .collect();
    let leaf_depth = |k: u32| depths[k as usize];
    let ex = extract::Extraction::compute(&eg, &leaf_depth);
    let built_ref = &built;
    let cx = elaborate::Context {
        types,
        ptr,
        eg: &eg,
        ex: &ex,
        built: built_ref,
        dt: &dt,
        li: &li,
        leaf_depth: &leaf_depth,
    };
    match elaborate::elaborate(f, cx) {
        Ok(es) => {
            stats.pure_out = es.emitted;
            stats.hoisted = es.hoisted;
            stats.folded_branches = es.folded_branches;
            stats.narrowed_divisions = es.narrowed_divisions;
        }
        Err(why) => {
            *f = original;
            stats.kept_original = Some(why);
        }
    }
    stats
}
