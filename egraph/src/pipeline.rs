//! The pass pipeline behind [`optimize`]: which passes run at which level,
//! in which order, with verification, `--print-after` dumps and statistics.
//!
//! Passes run over the whole module in schedule order, so each pass sees
//! every function in the state the previous pass left it — inlining sees
//! callees already promoted to SSA, and a dump after a pass shows the whole
//! module at that point.
//!
//! **Parallel structure.** The schedule is cut into *phases*: maximal runs
//! of per-function passes (simplify-cfg, mem2reg, memopt, tailrec, the
//! e-graph round with its narrowing, loopeval, unroll, loop-exit-tests,
//! pointer-induction, dce) between the module-level
//! steps — inlining, which reads callee bodies and so runs alone on the
//! whole module, a requested dump and, when verifying, the verifier after
//! each pass. A phase takes every body out of the module and hands the functions
//! to `rayon` (`par_iter_mut`); each worker runs the phase's passes in order
//! on its one function, against the read-only rest of the module (types,
//! signatures, whether a callee is defined — an empty body stands in for
//! each function meanwhile). All per-function state — statistics, whether
//! the function changed since its last e-graph round, the block-parameter
//! facts carried between e-graph rounds — lives with the function; the
//! e-graph rule tables are built once and only read. A module with one
//! function, or whose functions are small together
//! ([`PARALLEL_MIN_INSTS`]), is processed on the calling thread.
//!
//! **Pointers.** Before the first pass every pointer value of the module
//! becomes `ptr` ([`crate::opaque`]): the passes never see a pointee type,
//! and a typed-pointer module optimises exactly as its opaque twin.
//!
//! **Determinism.** A per-function pass reads only its own body and parts
//! of the module no phase changes, so a function's result does not depend
//! on which thread ran it, when, or what the others were doing; no pass has
//! a wall-clock limit. Bodies go back into the module, and statistics,
//! dumps and errors are collected, in module order (a verification failure
//! reported is the first function, in module order, that fails after the
//! earliest failing pass — as when passes ran one function at a time).
//! Only the measured times vary between runs. In debug builds (and whenever
//! [`OptOptions::verify`] is set) the IR is verified after every pass; a
//! failure is an internal error naming the pass.

use crate::eopt::analysis::Facts;
use crate::eopt::{self, EoptLimits, EoptStats};
use crate::unroll::{self, UnrollLimits, UnrollStats};
use crate::{
    alloc_calls, condition_facts, dce, debug_records, divconst, divrem_pairs, if_conversion,
    inline, jump_threading, loop_exit_tests, loopeval, mem2reg, memopt, narrow, narrow_arguments,
    opaque, pointer_induction, ranges, routine_calls, simplify_cfg, sink_to_use, sroa,
    switch_formation, tailrec, unfold_selects,
};
use egret_llvmlite::verify::verify_function;
use egret_llvmlite::{FuncRef, Function, Module, Ty, Value, printer};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};
use std::time::{Duration, Instant};

/// How hard to optimise.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum OptLevel {
    /// No optimisation: [`optimize`] returns the module unchanged.
    O0,
    /// SSA construction, memory forwarding, one e-graph round, cleanup.
    O1,
    /// Everything: also inlining, tail recursion to loops, loop-counter
    /// narrowing, unrolling of counted loops and a second e-graph round.
    #[default]
    O2,
    /// -O2's passes with budgets for size (`-Os`): inlining may grow the
    /// module by half at most, and only loops whose full unrolling stays
    /// small are unrolled (no partial unrolling). See [`OptLimits::at`].
    Os,
    /// -O2's passes with budgets for the smallest code (`-Oz`): inlining
    /// only of callees small enough that the module does not grow, and no
    /// unrolling.
    Oz,
}

/// Limits that keep optimisation time proportionate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptLimits {
    /// Limits of each e-graph run.
    pub egraph: EoptLimits,
    /// Rewrite iterations of the e-graph rounds after the first (at most
    /// `egraph.iterations`). The first round has done most rewriting;
    /// later rounds pick up what the passes in between exposed. One gives
    /// the corpus the same executed instructions as two (0.01% fewer) for
    /// 3-10% less -O2 compile time.
    pub later_round_iterations: usize,
    /// Largest callee (in instructions) that is inlined.
    pub inline_callee_insts: usize,
    /// Inlining stops growing a caller beyond this many instructions.
    pub inline_caller_insts: usize,
    /// Inlining stops when the module reaches this percentage of its
    /// original size (executed instructions against code size: on the
    /// corpus 400 gives the fewest instructions, 150 about -O0's size).
    pub inline_growth_percent: usize,
    /// Budgets of loop unrolling (-O2): full unrolling of small
    /// constant-trip-count loops, partial unrolling of small bodies.
    pub unroll: UnrollLimits,
}

impl Default for OptLimits {
    fn default() -> Self {
        OptLimits {
            egraph: EoptLimits::default(),
            later_round_iterations: 1,
            inline_callee_insts: 40,
            inline_caller_insts: 3_000,
            inline_growth_percent: 400,
            unroll: UnrollLimits::default(),
        }
    }
}

/// Options of [`optimize`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptOptions {
    /// The level.
    pub level: OptLevel,
    /// Dump the module after this pass (a name from [`pass_names`]) or after
    /// every pass (`"all"`).
    pub print_after: Option<String>,
    /// Collect per-function statistics (the e-graph statistics are always
    /// collected; this adds per-pass instruction counts and timings).
    pub stats: bool,
    /// Limits.
    pub limits: OptLimits,
    /// Verify the IR after every pass (default: in debug builds).
    pub verify: bool,
}

impl Default for OptOptions {
    fn default() -> Self {
        OptOptions {
            level: OptLevel::O2,
            print_after: None,
            stats: false,
            limits: OptLimits::default(),
            verify: cfg!(debug_assertions),
        }
    }
}

impl OptOptions {
    /// Default options at `level`, with the limits of [`OptLimits::at`].
    pub fn at(level: OptLevel) -> Self {
        OptOptions {
            level,
            limits: OptLimits::at(level),
            ..OptOptions::default()
        }
    }
}

impl OptLimits {
    /// The limits of `level`: the defaults, except that `-Os` and `-Oz`
    /// trade executed instructions for `.text` size in the inlining and
    /// unrolling budgets.
    pub fn at(level: OptLevel) -> OptLimits {
        let default = OptLimits::default();
        match level {
            OptLevel::O0 | OptLevel::O1 | OptLevel::O2 => default,
            OptLevel::Os => OptLimits {
                inline_growth_percent: 150,
                unroll: UnrollLimits {
                    full_max_size: 24,
                    partial_factor: 1,
                    growth: 24,
                    ..default.unroll
                },
                ..default
            },
            OptLevel::Oz => OptLimits {
                inline_callee_insts: 8,
                inline_growth_percent: 100,
                unroll: UnrollLimits {
                    full_max_trips: 0,
                    full_max_size: 0,
                    partial_factor: 1,
                    growth: 0,
                    ..default.unroll
                },
                ..default
            },
        }
    }
}

/// One pass run on one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStat {
    /// The pass.
    pub pass: &'static str,
    /// Whether it changed the function.
    pub changed: bool,
    /// Instructions after it.
    pub insts_after: usize,
    /// Time it took.
    pub time: Duration,
}

/// Statistics of one e-graph run (see [`EoptStats`]).
pub type EGraphStats = EoptStats;

/// What the optimiser did to one function.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FunctionReport {
    /// The function's name.
    pub name: String,
    /// Instructions before optimisation.
    pub insts_before: usize,
    /// Instructions after.
    pub insts_after: usize,
    /// Every pass run on it, in order.
    pub passes: Vec<PassStat>,
    /// Every e-graph run on it, in order.
    pub egraph: Vec<EGraphStats>,
    /// Loops unrolled in it.
    pub unroll: UnrollStats,
}

/// The module as text after a pass (for `--print-after`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDump {
    /// The pass.
    pub pass: &'static str,
    /// Its position in the pipeline (1-based).
    pub index: usize,
    /// The module, printed.
    pub text: String,
}

/// The result of [`optimize`].
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OptReport {
    /// Per defined function, in module order.
    pub functions: Vec<FunctionReport>,
    /// Dumps requested by [`OptOptions::print_after`], in pipeline order.
    pub dumps: Vec<PassDump>,
    /// Calls inlined.
    pub inlined_calls: usize,
    /// Functions given a copy that takes i64 arguments as i32
    /// ([`crate::narrow_arguments`]).
    pub narrowed_copies: usize,
    /// Total time of the mid-end.
    pub time: Duration,
}

/// An internal error of the optimiser (or an invalid option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptError {
    /// A pass produced IR that does not verify: a bug in the pass.
    Invalid {
        /// The pass.
        pass: &'static str,
        /// The function.
        function: String,
        /// The verifier's messages.
        messages: Vec<String>,
    },
    /// `print_after` names no pass.
    UnknownPass(String),
}

impl fmt::Display for OptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptError::Invalid {
                pass,
                function,
                messages,
            } => write!(
                f,
                "internal error: the `{pass}` pass produced invalid IR in `@{function}`: {}",
                messages.join("; ")
            ),
            OptError::UnknownPass(p) => write!(
                f,
                "unknown pass `{p}` (expected `all` or one of: {})",
                pass_names().join(", ")
            ),
        }
    }
}

impl std::error::Error for OptError {}

/// The passes of the pipeline.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pass {
    SimplifyCfg,
    Sroa,
    Mem2Reg,
    MemOpt,
    Inline,
    NarrowArguments,
    TailRec,
    EGraph,
    LoopEval,
    Unroll,
    LoopExitTests,
    PointerInduction,
    SwitchFormation,
    IfConversion,
    UnfoldSelects,
    DivRemPairs,
    DivConst,
    JumpThreading,
    ConditionFacts,
    Dce,
    SinkToUse,
    AllocCalls,
}

impl Pass {
    const ALL: [Pass; 22] = [
        Pass::SimplifyCfg,
        Pass::Sroa,
        Pass::Mem2Reg,
        Pass::MemOpt,
        Pass::Inline,
        Pass::NarrowArguments,
        Pass::TailRec,
        Pass::EGraph,
        Pass::LoopEval,
        Pass::Unroll,
        Pass::LoopExitTests,
        Pass::PointerInduction,
        Pass::SwitchFormation,
        Pass::IfConversion,
        Pass::UnfoldSelects,
        Pass::DivRemPairs,
        Pass::DivConst,
        Pass::JumpThreading,
        Pass::ConditionFacts,
        Pass::Dce,
        Pass::SinkToUse,
        Pass::AllocCalls,
    ];

    /// Whether the pass works on the whole module rather than on one
    /// function at a time.
    fn is_module_level(self) -> bool {
        matches!(
            self,
            Pass::Inline | Pass::NarrowArguments | Pass::AllocCalls
        )
    }

    fn name(self) -> &'static str {
        match self {
            Pass::SimplifyCfg => "simplify-cfg",
            Pass::Sroa => "sroa",
            Pass::Mem2Reg => "mem2reg",
            Pass::MemOpt => "memopt",
            Pass::Inline => "inline",
            Pass::NarrowArguments => "narrow-arguments",
            Pass::TailRec => "tailrec",
            Pass::EGraph => "egraph",
            Pass::LoopEval => "loopeval",
            Pass::Unroll => "unroll",
            Pass::LoopExitTests => "loop-exit-tests",
            Pass::PointerInduction => "pointer-induction",
            Pass::SwitchFormation => "switch-formation",
            Pass::IfConversion => "if-conversion",
            Pass::UnfoldSelects => "unfold-selects",
            Pass::DivRemPairs => "divrem-pairs",
            Pass::DivConst => "divconst",
            Pass::JumpThreading => "jump-threading",
            Pass::ConditionFacts => "condition-facts",
            Pass::Dce => "dce",
            Pass::SinkToUse => "sink-to-use",
            Pass::AllocCalls => "alloc-calls",
        }
    }

    /// The pass's former names, which `print_after` still accepts.
    fn former_names(self) -> &'static [&'static str] {
        match self {
            Pass::NarrowArguments => &["ipnarrow"],
            Pass::LoopExitTests => &["latch"],
            Pass::PointerInduction => &["ptriv"],
            _ => &[],
        }
    }

    /// Whether `name` is the pass's name or one of its former names.
    fn is_named(self, name: &str) -> bool {
        self.name() == name || self.former_names().contains(&name)
    }
}

/// The names of the passes, which `print_after` accepts (besides `all`
/// and the former names `ipnarrow`, `latch` and `ptriv`).
pub fn pass_names() -> Vec<&'static str> {
    Pass::ALL.iter().map(|p| p.name()).collect()
}

/// Whether `print_after` accepts `name`: `all`, a pass name or a former
/// name of a pass.
pub fn accepts_pass_name(name: &str) -> bool {
    name == "all" || Pass::ALL.iter().any(|p| p.is_named(name))
}

fn schedule(level: OptLevel) -> Vec<Pass> {
    use Pass::*;
    match level {
        OptLevel::O0 => vec![],
        OptLevel::O1 => vec![
            SimplifyCfg,
            Sroa,
            Mem2Reg,
            MemOpt,
            IfConversion,
            EGraph,
            LoopExitTests,
            SwitchFormation,
            SimplifyCfg,
            Dce,
            AllocCalls,
        ],
        OptLevel::O2 | OptLevel::Os | OptLevel::Oz => vec![
            SimplifyCfg,
            Sroa,
            Mem2Reg,
            MemOpt,
            Dce,
            Inline,
            NarrowArguments,
            TailRec,
            // Again, within what is left of the same growth budget: a
            // function whose self-calls became a loop is no longer
            // recursive, and the first round's copies may now fold.
            Inline,
            SimplifyCfg,
            // Inlining turns the callee's pointer arguments into the
            // caller's locals.
            Sroa,
            MemOpt,
            EGraph,
            // After the first round has folded what the loops start from.
            LoopEval,
            // After the first round has put the loops in canonical form;
            // the second round folds the copies' induction variables.
            Unroll,
            // After the first round has made equal conditions one value;
            // before the rounds that fold and merge what it copied.
            JumpThreading,
            SimplifyCfg,
            // Again: threading has sent a `&&` loop condition's early exit
            // straight out of the loop, which makes it a counted loop with
            // an early exit.
            Unroll,
            // On the paths threading laid out, before the round that
            // folds what the decided values compute.
            ConditionFacts,
            // Before the e-graph round that simplifies the selects.
            IfConversion,
            MemOpt,
            EGraph,
            // Threading made a short-circuit test dominate the loop body
            // it guards; the round has merged their equal addresses, so a
            // reload of what the test loaded is now forwarded.
            MemOpt,
            // Forwarding emptied the arms that reloaded what the branch
            // compared (`a > m[c] ? a : m[c]`): they are selects now; the
            // round that follows simplifies them.
            IfConversion,
            // Unrolling and the rounds after it made array indices
            // constant; a round follows only where pieces were promoted.
            Sroa,
            EGraph,
            // After the last e-graph round, which has merged equal
            // divisions before they grow; pairs first, so that a pair by a
            // constant expands one quotient.
            DivRemPairs,
            DivConst,
            // After the last e-graph round, which would undo them.
            LoopExitTests,
            PointerInduction,
            // After the last pass that reasons about branch conditions.
            SwitchFormation,
            // After the last e-graph round, which would make its branches
            // selects again, and divconst, whose expansions it weighs.
            UnfoldSelects,
            SimplifyCfg,
            Dce,
            // No pass after it places instructions again.
            SinkToUse,
            // Last: the stores it relies on are final.
            AllocCalls,
        ],
    }
}

/// Optimises every defined function of `m` at `opts.level`.
///
/// Returns per-function statistics and the requested dumps; printing them
/// is the caller's business. An error means a pass broke the IR (a bug);
/// the module is then left in an unspecified but verified-up-to-that-pass
/// state and should not be compiled further.
pub fn optimize(m: &mut Module, opts: &OptOptions) -> Result<OptReport, OptError> {
    if let Some(p) = &opts.print_after
        && p != "all"
        && !Pass::ALL.iter().any(|pass| pass.is_named(p))
    {
        return Err(OptError::UnknownPass(p.clone()));
    }
    let start = Instant::now();
    // -O0 runs no pass and leaves the module as written, pointer types
    // included (the schedule is empty, so `ptr` is never read).
    let ptr = if opts.level > OptLevel::O0 {
        make_opaque(m)
    } else {
        Ty::VOID
    };
    let mut states: Vec<FuncState> = m
        .funcs
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(r, _)| FuncState::new(m, r))
        .collect();
    let mut report = OptReport::default();
    let dump_after = |pass: Pass| {
        opts.print_after
            .as_deref()
            .is_some_and(|p| p == "all" || pass.is_named(p))
    };
    let sched = schedule(opts.level);
    let mut inline_budget: Option<usize> = None;
    let mut next = 0;
    while next < sched.len() {
        let first = next;
        if sched[first].is_module_level() {
            let t = Instant::now();
            let changed = if sched[first] == Pass::Inline {
                // Every run grows the module towards one budget, set by its
                // size before the first.
                let budget = *inline_budget.get_or_insert_with(|| {
                    inline::module_budget(inline::module_size(m), opts.limits.inline_growth_percent)
                });
                let records: Vec<_> = m
                    .funcs
                    .values()
                    .map(|f| f.body.as_ref().map(debug_records::Snapshot::take))
                    .collect();
                let n = inline::run(
                    m,
                    opts.limits.inline_callee_insts,
                    opts.limits.inline_caller_insts,
                    budget,
                );
                for (f, snapshot) in m.funcs.values_mut().zip(records) {
                    if let (Some(body), Some(snapshot)) = (f.body.as_mut(), snapshot) {
                        debug_records::settle(body, snapshot, false);
                    }
                }
                report.inlined_calls += n;
                n > 0
            } else if sched[first] == Pass::AllocCalls {
                alloc_calls::run(m)
            } else {
                let copies = narrow_arguments::run(m);
                report.narrowed_copies += copies.len();
                states.extend(copies.iter().map(|&c| FuncState::new(m, c)));
                !copies.is_empty()
            };
            let share = t.elapsed() / states.len().max(1) as u32;
            for s in &mut states {
                s.dirty |= changed;
                s.memopt_found_nothing = false;
                if opts.stats {
                    s.report.passes.push(PassStat {
                        pass: sched[first].name(),
                        changed,
                        insts_after: insts(m, s.func),
                        time: share,
                    });
                }
            }
            next += 1;
        } else {
            // A phase: the longest run of per-function passes that no
            // module-level step (inlining, narrowed copies, a dump,
            // verification) interrupts.
            while next < sched.len() && !sched[next].is_module_level() {
                next += 1;
                if opts.verify || dump_after(sched[next - 1]) {
                    break;
                }
            }
            run_phase(m, &mut states, &sched[first..next], ptr, opts);
        }
        let last = sched[next - 1];
        if opts.verify {
            verify_all(m, &states, last)?;
        }
        if dump_after(last) {
            report.dumps.push(PassDump {
                pass: last.name(),
                index: next,
                text: printer::print_module(m),
            });
        }
    }
    for s in states {
        let mut fr = s.report;
        fr.insts_after = insts(m, s.func);
        report.functions.push(fr);
    }
    report.time = start.elapsed();
    Ok(report)
}

/// Makes the pointers of every defined function opaque ([`opaque`]), so
/// that no pass sees a pointee type; returns the opaque pointer type.
fn make_opaque(m: &mut Module) -> Ty {
    let ptr = m.types.opaque_ptr();
    for fd in m.funcs.values_mut() {
        if let Some(body) = fd.body.as_mut() {
            opaque::run(body, &m.types, ptr);
        }
    }
    ptr
}

/// The mid-end's state of one defined function between passes.
struct FuncState {
    /// The function.
    func: FuncRef,
    /// Its body while a phase works on it (out of the module); an empty
    /// body otherwise.
    body: Function,
    /// What has been done to it so far.
    report: FunctionReport,
    /// Whether it may have changed since its last e-graph round: another
    /// round over a function nothing has changed would find nothing new.
    dirty: bool,
    /// Whether the body is as the last `memopt` left it, and that run
    /// changed nothing: `memopt` would find nothing again (it is a function
    /// of the body, and it edits only what it reports), so it is skipped.
    /// Any pass that runs on the body (an e-graph round included, whatever
    /// it reports) or a module-level step clears it.
    memopt_found_nothing: bool,
    /// Facts about block parameters found by earlier e-graph rounds. A
    /// parameter keeps its meaning across the passes in between (they
    /// preserve the value of every SSA value they keep), so the facts stay
    /// true and are intersected with the new ones.
    facts: HashMap<Value, Facts>,
    /// What the runs of `unroll` so far have left of the function's growth
    /// budget (`None` before the first run, which sets the budget for the
    /// whole function: [`unroll::growth_budget`]).
    unroll_budget_left: Option<usize>,
}

/// The limits of a later `unroll` of a function: full unrolling only (a
/// loop the first run unrolled partially would be unrolled again).
fn later_unroll_limits(first: &UnrollLimits) -> UnrollLimits {
    UnrollLimits {
        partial_factor: 1,
        ..first.clone()
    }
}

/// The fewest instructions, over all the functions of a phase, for which
/// the phase runs them in parallel. Handing work to the thread pool and
/// waiting for it costs tens of microseconds, more than a whole phase over
/// a few small functions.
const PARALLEL_MIN_INSTS: usize = 256;

/// Runs `passes`, in order, on every function: the bodies are taken out of
/// `m` (an empty body stands in for each, so functions still read as
/// defined to passes that look at callees) and processed in parallel, each
/// by one worker that sees only its own body and the read-only rest of the
/// module; then they are put back. A single function is processed on the
/// calling thread.
fn run_phase(
    m: &mut Module,
    states: &mut [FuncState],
    passes: &[Pass],
    ptr: Ty,
    opts: &OptOptions,
) {
    for s in states.iter_mut() {
        s.body = m.funcs[s.func]
            .body
            .as_mut()
            .map(std::mem::take)
            .expect("defined functions have bodies");
    }
    let module: &Module = m;
    let work = |s: &mut FuncState| {
        for &pass in passes {
            s.run_pass(pass, module, ptr, opts);
        }
    };
    let total: usize = states.iter().map(|s| s.body.num_placed_insts()).sum();
    if states.len() > 1 && total >= PARALLEL_MIN_INSTS {
        states.par_iter_mut().for_each(work);
    } else {
        states.iter_mut().for_each(work);
    }
    for s in states.iter_mut() {
        m.funcs[s.func].body = Some(std::mem::take(&mut s.body));
    }
}

impl FuncState {
    /// The state of defined function `func` before any pass.
    fn new(m: &Module, func: FuncRef) -> FuncState {
        FuncState {
            func,
            body: Function::default(),
            report: FunctionReport {
                name: m.funcs[func].name.clone(),
                insts_before: insts(m, func),
                ..FunctionReport::default()
            },
            dirty: true,
            memopt_found_nothing: false,
            facts: HashMap::default(),
            unroll_budget_left: None,
        }
    }

    /// Runs `pass` on the body (taken out of `m`) and records it.
    /// `ptr` is the module's opaque pointer type.
    fn run_pass(&mut self, pass: Pass, m: &Module, ptr: Ty, opts: &OptOptions) {
        // An `optnone` function stays as written, as LLVM's passes leave it.
        let skipped = m.funcs[self.func].fn_attrs.optnone;
        if skipped
            || (pass == Pass::EGraph && !self.dirty)
            || (pass == Pass::MemOpt && self.memopt_found_nothing)
        {
            self.record(pass, false, Duration::ZERO, opts);
            return;
        }
        // Reading the clock costs more than a small pass; only statistics
        // need the times.
        let t = opts.stats.then(Instant::now);
        let records = debug_records::Snapshot::take(&self.body);
        let body = &mut self.body;
        let changed = match pass {
            Pass::SimplifyCfg => simplify_cfg::run(body),
            Pass::Sroa => sroa::run(body, &m.types),
            Pass::Mem2Reg => mem2reg::run(body, &m.types),
            Pass::MemOpt => memopt::run(body, m),
            Pass::TailRec => tailrec::run(body, self.func, m),
            Pass::Dce => dce::run(body, &m.types),
            Pass::SinkToUse => sink_to_use::run(body, &m.types),
            Pass::LoopExitTests => loop_exit_tests::run(body, &m.types),
            Pass::PointerInduction => pointer_induction::run(body, &m.types),
            Pass::SwitchFormation => switch_formation::run(body, &m.types),
            Pass::IfConversion => if_conversion::run(body, &m.types),
            // The branch is larger than the select.
            Pass::UnfoldSelects if opts.level >= OptLevel::Os => false,
            Pass::UnfoldSelects => unfold_selects::run(body, &m.types),
            Pass::DivRemPairs => divrem_pairs::run(body),
            // A call is smaller than the expansion.
            Pass::DivConst if opts.level >= OptLevel::Os => false,
            Pass::DivConst => divconst::run(body, &m.types),
            Pass::LoopEval => loopeval::run(body, &m.types),
            Pass::JumpThreading => jump_threading::run(body, &m.types),
            Pass::ConditionFacts => condition_facts::run(body, &m.types),
            Pass::Unroll => {
                let first = &opts.limits.unroll;
                let (limits, budget) = match self.unroll_budget_left {
                    Some(left) => (later_unroll_limits(first), left),
                    None => (first.clone(), unroll::growth_budget(body, first)),
                };
                let stats = unroll::run_within(body, &m.types, &limits, budget);
                self.unroll_budget_left = Some(budget.saturating_sub(stats.added_size));
                self.report.unroll.full += stats.full;
                self.report.unroll.partial += stats.partial;
                self.report.unroll.added_size += stats.added_size;
                stats.changed()
            }
            Pass::EGraph => {
                // Narrowing needs the ranges before it rewrites the loop; the
                // e-graph gets those ranges, sharpened by what earlier rounds
                // knew about the same parameters.
                let (narrowed, mut facts) = if opts.level >= OptLevel::O2 {
                    narrow::run_with_facts(body, &m.types)
                } else {
                    (false, ranges::param_facts(body, &m.types))
                };
                for (v, old) in &self.facts {
                    if let Some(new) = facts.get_mut(v) {
                        let met = new.meet(old);
                        if new.ty == old.ty && !met.is_contradiction() {
                            *new = met;
                        }
                    } else if body.blocks.iter().any(|(_, bd)| bd.params.contains(v)) {
                        facts.insert(*v, old.clone());
                    }
                }
                let mut limits = opts.limits.egraph.clone();
                if !self.report.egraph.is_empty() {
                    limits.iterations = limits.iterations.min(opts.limits.later_round_iterations);
                }
                let routines_before = routine_calls::run(body, m);
                let stats = eopt::run(body, &m.types, ptr, &limits, &facts);
                let routines_after = routine_calls::run(body, m);
                self.facts = facts;
                let changed = narrowed
                    || routines_before
                    || routines_after
                    || stats.pure_out != stats.pure_in
                    || stats.folded_branches > 0;
                // A division narrowed by this round may now have a constant
                // divisor the next round can fold.
                self.dirty = stats.narrowed_divisions > 0;
                self.report.egraph.push(stats);
                changed
            }
            Pass::Inline | Pass::NarrowArguments | Pass::AllocCalls => {
                unreachable!("a module-level pass")
            }
        };
        // (Only unrolling and jump threading copy code. The other passes'
        // new blocks hold new code, code moved from a block that was split,
        // or none — elaboration's and loops' preheaders, tailrec's entry —
        // so what holds where control enters them still holds in them.)
        let copies_code = matches!(pass, Pass::Unroll | Pass::JumpThreading);
        debug_records::settle(&mut self.body, records, copies_code);
        if changed && pass != Pass::EGraph {
            self.dirty = true;
        }
        self.memopt_found_nothing = pass == Pass::MemOpt && !changed;
        self.record(
            pass,
            changed,
            t.map_or(Duration::ZERO, |t| t.elapsed()),
            opts,
        );
    }

    fn record(&mut self, pass: Pass, changed: bool, time: Duration, opts: &OptOptions) {
        if opts.stats {
            self.report.passes.push(PassStat {
                pass: pass.name(),
                changed,
                insts_after: self.body.num_placed_insts(),
                time,
            });
        }
    }
}

fn insts(m: &Module, f: FuncRef) -> usize {
    m.funcs[f].body.as_ref().map_or(0, |b| b.num_placed_insts())
}

/// Verifies every function after `pass` (in parallel: verification only
/// reads the module); the error is the first failure in module order.
fn verify_all(m: &Module, states: &[FuncState], pass: Pass) -> Result<(), OptError> {
    let errors: Vec<Result<(), OptError>> =
        states.par_iter().map(|s| check(m, s.func, pass)).collect();
    errors.into_iter().collect()
}

fn check(m: &Module, f: FuncRef, pass: Pass) -> Result<(), OptError> {
    let diags = verify_function(m, f);
    if diags.is_empty() {
        return Ok(());
    }
    Err(OptError::Invalid {
        pass: pass.name(),
        function: m.funcs[f].name.clone(),
        messages: diags.iter().map(|d| d.render_in(m)).collect(),
    })
}

impl OptReport {
    /// Rules that fired, summed over all functions, most frequent first.
    pub fn rule_totals(&self) -> Vec<(String, usize)> {
        let mut totals: BTreeMap<String, usize> = BTreeMap::new();
        for f in &self.functions {
            for e in &f.egraph {
                for (r, n) in &e.rules {
                    *totals.entry(r.clone()).or_default() += n;
                }
            }
        }
        let mut v: Vec<(String, usize)> = totals.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }

    /// The `--opt-stats` text: per function the instruction counts, each
    /// e-graph run (size, iterations, stop reason, most frequent rules) and,
    /// when collected, time per pass.
    pub fn render_stats(&self) -> String {
        let mut s = String::new();
        for f in &self.functions {
            let _ = writeln!(
                s,
                "@{}: {} -> {} instructions",
                f.name, f.insts_before, f.insts_after
            );
            for (i, e) in f.egraph.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "  egraph #{}: {} nodes, {} classes, {} iterations ({}), {} rule searches, {} pure in -> {} out, {} hoisted, {} branches folded",
                    i + 1,
                    e.nodes,
                    e.classes,
                    e.iterations,
                    e.stop_reason,
                    e.searches,
                    e.pure_in,
                    e.pure_out,
                    e.hoisted,
                    e.folded_branches
                );
                if let Some(why) = &e.kept_original {
                    let _ = writeln!(s, "    kept the original: {why}");
                }
                let mut rules: Vec<(&String, &usize)> = e.rules.iter().collect();
                rules.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
                for (r, n) in rules.iter().take(8) {
                    let _ = writeln!(s, "    {n:>6} {r}");
                }
            }
            let u = &f.unroll;
            if u.changed() {
                let _ = writeln!(
                    s,
                    "  unroll: {} loops fully, {} partially, ~{} Cpu0 instructions added",
                    u.full, u.partial, u.added_size
                );
            }
            for p in &f.passes {
                let _ = writeln!(
                    s,
                    "  {:<17} {:>6} insts {:>9.3} ms{}",
                    p.pass,
                    p.insts_after,
                    p.time.as_secs_f64() * 1e3,
                    if p.changed { "" } else { "  (no change)" }
                );
            }
        }
        let _ = writeln!(
            s,
            "total: {} calls inlined, {} narrowed copies, {:.3} ms",
            self.inlined_calls,
            self.narrowed_copies,
            self.time.as_secs_f64() * 1e3
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pass names the crate docs list for `level` (`-O1` or `-O2`): the
    /// backquoted words of the item `- -O1:` and its continuation lines.
    fn documented(level: &str) -> Vec<String> {
        let start = format!("//! - {level}:");
        let mut lines = include_str!("lib.rs")
            .lines()
            .skip_while(|l| !l.starts_with(&start));
        let mut text = lines.next().expect("the level is documented").to_string();
        text.extend(lines.take_while(|l| l.starts_with("//!   ")));
        text.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn the_crate_docs_list_the_passes_that_run() {
        for (level, name) in [(OptLevel::O1, "-O1"), (OptLevel::O2, "-O2")] {
            let run: Vec<&str> = schedule(level).iter().map(|p| p.name()).collect();
            assert_eq!(documented(name), run, "{name}");
        }
    }
}
