//! Loop unrolling of counted loops (-O2).
//!
//! A *counted* loop is an innermost natural loop whose number of iterations
//! is a compile-time constant:
//!
//! - one latch (the only block branching back to the header) and one exiting
//!   block, which is the header or the latch (so the exit test runs once per
//!   iteration), with a conditional branch that has one target inside the
//!   loop and one outside; no other block leaves the loop or returns;
//! - an *induction variable*: a header parameter that every entering edge
//!   sets to the same integer constant and the back edge to `iv + step` or
//!   `iv - step` for a constant `step`;
//! - an exit test `icmp cc x, C` (either operand order) where `x` is `iv`
//!   or `iv ± d` for constants `C` and `d`;
//! - a body without cycles other than through the header, calls or
//!   `alloca`s.
//!
//! The trip count is found by [`continues_before_exit`], which follows the
//! exact wrapping `w`-bit arithmetic of the IR: the first iterations are
//! evaluated one by one, and longer counts come from a closed form that only
//! answers when it is certain (no wrap before the exit in the compared
//! signedness; for `ne`, the exact modular solution). Anything else is not a
//! counted loop and is left alone.
//!
//! Two transformations use the count `N` (executions of the loop body):
//!
//! - **Full unrolling** when `N` and the unrolled size stay within
//!   [`UnrollLimits`]: the body is copied once per iteration, each copy's
//!   header parameters replaced by the previous copy's back-edge arguments,
//!   every exit test but the last turned into a jump into the next copy and
//!   the last one into a jump to the exit. The loop disappears; the
//!   following simplify-cfg merges the straight-line blocks and the second
//!   e-graph round folds the now-constant induction variable and whatever
//!   depended on it.
//! - **Partial unrolling** by a factor `k` (the largest power of two up to
//!   [`UnrollLimits::partial_factor`] that divides `N`, leaves at least two
//!   iterations and keeps the `k` copies within
//!   [`UnrollLimits::partial_max_size`]): `k` copies of the body follow
//!   each other inside the loop and only one exit test remains — the
//!   header's in the first copy for a loop tested at the top, the latch's
//!   in the last copy for one tested at the bottom. Because `k` divides `N`
//!   the removed tests could never have exited.
//!
//! In both cases uses of loop values after the loop are redirected to the
//! copy the exit now leaves from. Sizes are estimated Cpu0 instructions
//! ([`estimated_size`]), so i64 arithmetic, which lowers to sequences on
//! register pairs, counts for what it costs; each function may grow by at
//! most [`UnrollLimits::growth`] of them per outermost loop (loop nests
//! inlined into one caller keep the budget each had in its own function).
//! The pass is deterministic: loops
//! are visited in header reverse postorder and maps are only looked up,
//! never iterated into the output.

use crate::cfg;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::{Loop, LoopInfo};
use egret_llvmlite::{
    BinOp, Block, BlockCall, CastOp, Function, Inst, InstData, IntCC, PredTable, TypeStore, Value,
    ValueDef, sext, zext,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

mod nests;
mod side_exits;

/// The budgets of [`run`].
///
/// The defaults were chosen on the corpus (`egret bench tests/programs`)
/// with compile time in mind, since every function unrolling changes gets
/// a second e-graph round. Full unrolling up to 16 iterations and 256
/// estimated instructions (growth 512 per function) catches the bit loops
/// of checksums, small fixed-size array loops and the 16-tap inner loops
/// of filters. On the corpus with the `bm_` benchmarks, raising the size
/// from 128 (growth 256) saved 0.38% executed instructions and 0.40%
/// cycles in total, the geomean against the best LLVM going from 0.918 to
/// 0.915 (bm_fir -9%, bm_frontend -7%), for 4.7% more `.text`; one
/// program, branch_compare, rose 2.6%, whose unrolled loads each
/// rematerialise the array's address (`lui`/`ori`). Partial unrolling is limited to 40
/// instructions in the unrolled body: ×4 for bodies up to 10, ×2 up to 20,
/// which takes in the runtime's 32-step division loop. Against 32 this
/// saves 0.2% executed instructions (geomean) and 2.5% in total for 0.5%
/// more `.text` and 1.6% more e-graph nodes; 48 saves another 0.2% for
/// 0.8% more `.text` and 3.5% more e-graph nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnrollLimits {
    /// Largest number of iterations a loop may have to be fully unrolled.
    pub full_max_trips: u64,
    /// Largest size of a fully unrolled loop (body size times iterations),
    /// in estimated Cpu0 instructions (see [`estimated_size`]).
    pub full_max_size: usize,
    /// Largest partially unrolled body (the loop's size times the factor),
    /// in estimated Cpu0 instructions: a small body gets the largest
    /// factor, a larger one a smaller factor or none.
    pub partial_max_size: usize,
    /// Largest partial unrolling factor (a power of two; 1 disables
    /// partial unrolling).
    pub partial_factor: u64,
    /// Estimated Cpu0 instructions unrolling may add to one function, per
    /// outermost loop of the function.
    pub growth: usize,
}

impl Default for UnrollLimits {
    fn default() -> Self {
        UnrollLimits {
            full_max_trips: 16,
            full_max_size: 256,
            partial_max_size: 40,
            partial_factor: 4,
            growth: 512,
        }
    }
}

/// What [`run`] did to one function.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct UnrollStats {
    /// Loops fully unrolled.
    pub full: usize,
    /// Loops partially unrolled.
    pub partial: usize,
    /// Estimated Cpu0 instructions added (before any later clean-up).
    pub added_size: usize,
}

impl UnrollStats {
    /// Whether anything was unrolled.
    pub fn changed(&self) -> bool {
        self.full + self.partial > 0
    }
}

/// How many times the analysis is repeated: fully unrolling an inner loop
/// can make its parent innermost and unrollable in turn.
const MAX_ROUNDS: usize = 3;

/// Iterations [`continues_before_exit`] evaluates one by one before it
/// switches to the closed form.
const STEPPED_ITERATIONS: u64 = 64;

/// A loop whose trip count is known.
#[derive(Clone, Debug)]
pub struct CountedLoop {
    /// The header.
    pub header: Block,
    /// The only block branching back to the header.
    pub latch: Block,
    /// The only block leaving the loop: the header or the latch.
    pub exiting: Block,
    /// The loop's blocks in a topological order of the body (header first).
    pub blocks: Vec<Block>,
    /// Whether the exiting branch stays in the loop when its condition is
    /// true (its `then` target is inside).
    pub stays_on_true: bool,
    /// How many times the exit test decides to stay before it leaves.
    pub continues: u64,
    /// How many times the whole body runs: `continues + 1` when the latch
    /// exits, `continues` when the header does.
    pub trips: u64,
    /// Estimated Cpu0 instructions of the loop ([`estimated_size`]).
    pub size: usize,
    /// The block the loop's other exits go to, when blocks other than
    /// `exiting` leave the loop (early exits; full unrolling only).
    pub side_exit_target: Option<Block>,
    /// Whether the loop contains other loops (full unrolling only).
    pub nest: bool,
}

/// Unrolls the counted loops of `f` within `limits`, adding at most
/// [`growth_budget`] estimated instructions. Returns what it did.
pub fn run(f: &mut Function, types: &TypeStore, limits: &UnrollLimits) -> UnrollStats {
    let budget = growth_budget(f, limits);
    run_within(f, types, limits, budget)
}

/// [`run`] adding at most `budget` estimated instructions: a later run on
/// the same function gets what the earlier ones left of the budget they
/// started from (the loops they unrolled no longer count as nests).
pub fn run_within(
    f: &mut Function,
    types: &TypeStore,
    limits: &UnrollLimits,
    budget: usize,
) -> UnrollStats {
    let mut stats = UnrollStats::default();
    if !f.may_have_cycles() {
        return stats;
    }
    // Headers of loops already unrolled partially: the loop is still there
    // with a trip count that may again be a multiple of the factor.
    let mut partial_done: HashSet<Block> = HashSet::default();
    let growth = budget;
    for _ in 0..MAX_ROUNDS {
        let dt = DomTree::compute(f);
        let li = LoopInfo::compute(f, &dt);
        let mut round = false;
        // Each unrolling only adds blocks and redirects edges inside its
        // own loop, so the other innermost loops are still as the loop
        // info says; predecessors are recomputed after each unrolling.
        let mut preds: Option<PredTable> = None;
        // Loops whose blocks a nest unrolled this round copied: the loop
        // info no longer describes them; the next round sees the copies.
        let mut stale: EntitySet<Block> = EntitySet::new();
        for l in 0..li.loops.len() {
            if partial_done.contains(&li.loops[l].header) || stale.contains(li.loops[l].header) {
                continue;
            }
            let preds_now = preds.get_or_insert_with(|| f.pred_table());
            let Some(cl) = analyse(f, types, &li, l, preds_now) else {
                continue;
            };
            let budget = growth.saturating_sub(stats.added_size);
            if let Some(added) = try_full(f, &cl, limits, budget) {
                stats.full += 1;
                stats.added_size += added;
                round = true;
                preds = None;
                if cl.nest {
                    for &b in &cl.blocks {
                        stale.insert(b);
                    }
                }
            } else if let Some(added) = try_partial(f, &cl, limits, budget) {
                stats.partial += 1;
                stats.added_size += added;
                partial_done.insert(cl.header);
                round = true;
                preds = None;
            }
        }
        if !round {
            break;
        }
        cfg::remove_unreachable(f);
        f.rebuild_inst_blocks();
    }
    stats
}

/// What unrolling may add to `f`: [`UnrollLimits::growth`] per outermost
/// loop, so that loop nests inlined into one caller (a `main` that called
/// a dozen small loop functions, each called once) keep the budget each
/// had in its own function.
pub fn growth_budget(f: &Function, limits: &UnrollLimits) -> usize {
    if !f.may_have_cycles() {
        return limits.growth;
    }
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let nests = li.loops.iter().filter(|l| l.parent.is_none()).count();
    limits.growth.saturating_mul(nests.max(1))
}

/// Fully unrolls `cl` if it fits the limits; returns the instructions added.
fn try_full(
    f: &mut Function,
    cl: &CountedLoop,
    limits: &UnrollLimits,
    budget: usize,
) -> Option<usize> {
    if cl.trips == 0 || cl.trips > limits.full_max_trips {
        return None;
    }
    // One copy per run of the exit test; the last copy of a loop tested at
    // the top is only its header.
    let copies = usize::try_from(cl.continues.checked_add(1)?).ok()?;
    let total = cl.size.checked_mul(usize::try_from(cl.trips).ok()?)?;
    let added = total.saturating_sub(cl.size);
    if total > limits.full_max_size || added > budget {
        return None;
    }
    unroll(f, cl, copies, copies - 1, true);
    Some(added)
}

/// Partially unrolls `cl` if it fits the limits; returns the instructions
/// added.
fn try_partial(
    f: &mut Function,
    cl: &CountedLoop,
    limits: &UnrollLimits,
    budget: usize,
) -> Option<usize> {
    if cl.nest || cl.side_exit_target.is_some() {
        return None;
    }
    let mut k = limits.partial_factor.max(1);
    if !k.is_power_of_two() {
        k = k.next_power_of_two() / 2;
    }
    while k >= 2 {
        let added = cl.size.saturating_mul(usize::try_from(k - 1).ok()?);
        let unrolled = cl.size.saturating_mul(usize::try_from(k).ok()?);
        if cl.trips.is_multiple_of(k)
            && cl.trips / k >= 2
            && unrolled <= limits.partial_max_size
            && added <= budget
        {
            let copies = usize::try_from(k).ok()?;
            let exit_copy = if cl.exiting == cl.latch {
                copies - 1
            } else {
                0
            };
            unroll(f, cl, copies, exit_copy, false);
            return Some(added);
        }
        k /= 2;
    }
    None
}

/// Recognises loop `l` of `li` as a counted loop.
pub fn analyse(
    f: &Function,
    types: &TypeStore,
    li: &LoopInfo,
    l: usize,
    preds: &PredTable,
) -> Option<CountedLoop> {
    let lp: &Loop = &li.loops[l];
    let h = lp.header;
    let shape = loop_shape(f, types, li, l, preds)?;
    let blocks = if shape.nest {
        nests::body_order(f, lp)
    } else {
        topological_body(f, &lp.blocks, h, &shape.in_loop)?
    };
    // The header's test first, as when it was the only exit.
    let candidates = [h, shape.latch];
    let (exiting, test, continues) = candidates
        .iter()
        .filter(|&&b| shape.exiting.contains(&b))
        .find_map(|&b| {
            let (test, continues) = count_exit(f, types, lp, preds, b, shape.latch)?;
            Some((b, test, continues))
        })?;
    let side_exit_target = if shape.exiting.len() > 1 {
        if shape.nest {
            return None;
        }
        Some(side_exits::shared_exit(f, lp, preds, &shape.exiting)?)
    } else {
        None
    };
    if shape.nest && !nests::inner_loops_become_counted(f, li, preds, l, test.iv) {
        return None;
    }
    let trips = if exiting == shape.latch {
        continues.checked_add(1)?
    } else {
        continues
    };
    Some(CountedLoop {
        header: h,
        latch: shape.latch,
        exiting,
        blocks,
        stays_on_true: test.stays_on_true,
        continues,
        trips,
        size: shape.size,
        side_exit_target,
        nest: shape.nest,
    })
}

/// The exit test of `exiting` (the header or the latch) and how many times
/// it decides to stay, if it is a counted test: it compares an induction
/// variable, stepped by a constant on the back edge from a constant start,
/// with a constant, and leaves to exactly one block outside the loop.
fn count_exit(
    f: &Function,
    types: &TypeStore,
    lp: &Loop,
    preds: &PredTable,
    exiting: Block,
    latch: Block,
) -> Option<(ExitTest, u64)> {
    let h = lp.header;
    let outside = f.succ_iter(exiting).filter(|&s| !lp.blocks.contains(s));
    if outside.count() != 1 {
        return None;
    }
    let test = exit_test(f, types, lp, exiting)?;
    // The step, from the back edge.
    let back = f.insts[f.terminator(latch)?]
        .targets_iter()
        .find(|c| c.block == h)?
        .args
        .get(test.idx)
        .copied()?;
    let (base, step) = offset_of(f, back)?;
    if base != test.iv || zext(step, test.bits) == 0 {
        return None;
    }
    let init = initial_value(f, types, lp, preds, test.idx)?;
    let start = zext(init.wrapping_add(test.offset), test.bits);
    let continues = continues_before_exit(
        test.bits,
        start,
        zext(step, test.bits),
        test.stay_cc,
        test.limit,
    )?;
    Some((test, continues))
}

/// The blocks of a loop unrolling can handle, with its latch, its exits
/// and its estimated size.
struct LoopShape {
    /// The loop's blocks in layout order.
    in_loop: Vec<Block>,
    /// The only block branching back to the header.
    latch: Block,
    /// The blocks leaving the loop, each by a conditional branch.
    exiting: Vec<Block>,
    /// Estimated Cpu0 instructions ([`estimated_size`]).
    size: usize,
    /// Whether the loop contains other loops.
    nest: bool,
}

/// The shape of loop `l` of `li` if it has one latch, leaves only by
/// conditional branches and neither calls nor allocates.
fn loop_shape(
    f: &Function,
    types: &TypeStore,
    li: &LoopInfo,
    l: usize,
    preds: &PredTable,
) -> Option<LoopShape> {
    let lp: &Loop = &li.loops[l];
    let h = lp.header;
    let in_loop: Vec<Block> = f
        .layout
        .iter()
        .copied()
        .filter(|&b| lp.blocks.contains(b))
        .collect();
    let nest = in_loop.iter().any(|&b| li.innermost[b] != Some(l));
    let latches: Vec<Block> = preds[h]
        .iter()
        .copied()
        .filter(|&p| lp.blocks.contains(p))
        .collect();
    let [latch] = latches[..] else { return None };

    // Exits, calls, allocas and size.
    let mut exiting = Vec::new();
    let mut size = 0;
    for &b in &in_loop {
        let t = f.terminator(b)?;
        match &f.insts[t] {
            InstData::Jump { .. } | InstData::Branch { .. } => {}
            _ => return None,
        }
        if f.succ_iter(b).any(|s| !lp.blocks.contains(s)) {
            if !matches!(f.insts[t], InstData::Branch { .. }) {
                return None;
            }
            exiting.push(b);
        }
        for &i in &f.blocks[b].insts {
            if matches!(f.insts[i], InstData::Call { .. } | InstData::Alloca { .. }) {
                return None;
            }
        }
        size += estimated_size(f, types, &f.blocks[b].insts);
    }
    if exiting.is_empty() {
        return None;
    }
    Some(LoopShape {
        in_loop,
        latch,
        exiting,
        size,
        nest,
    })
}

/// A loop's exit test: the loop stays while `iv + offset stay_cc limit`,
/// `iv` being a parameter of the header.
struct ExitTest {
    /// Whether the exiting branch stays when its condition is true.
    stays_on_true: bool,
    /// The induction variable and its index among the header's parameters.
    iv: Value,
    idx: usize,
    /// Its width.
    bits: u32,
    /// What the test adds to it.
    offset: u64,
    /// The constant it is compared with, and how, to stay in the loop.
    limit: u64,
    stay_cc: IntCC,
}

/// The exit test of `exiting`'s branch, if it compares a header parameter
/// (plus a constant) of at most 64 bits with a constant.
fn exit_test(f: &Function, types: &TypeStore, lp: &Loop, exiting: Block) -> Option<ExitTest> {
    let h = lp.header;
    let InstData::Branch {
        cond, then_dest, ..
    } = &f.insts[f.terminator(exiting)?]
    else {
        return None;
    };
    let stays_on_true = lp.blocks.contains(then_dest.block);
    let ValueDef::Inst(ci) = f.value_def(*cond) else {
        return None;
    };
    let InstData::Icmp { cc, args } = f.insts[ci] else {
        return None;
    };
    let (x, limit, cc) = match (f.const_value(args[0]), f.const_value(args[1])) {
        (None, Some(c)) => (args[0], c, cc),
        (Some(c), None) => (args[1], c, cc.swap()),
        _ => return None,
    };
    let stay_cc = if stays_on_true { cc } else { cc.inverse() };
    let (iv, offset) = match f.value_def(x) {
        ValueDef::Param(b, _) if b == h => (x, 0),
        _ => {
            let (base, d) = offset_of(f, x)?;
            (base, d)
        }
    };
    let ValueDef::Param(pb, idx) = f.value_def(iv) else {
        return None;
    };
    if pb != h {
        return None;
    }
    let bits = types.int_bits(f.value_type(iv))?;
    if bits == 0 || bits > 64 {
        return None;
    }
    Some(ExitTest {
        stays_on_true,
        iv,
        idx: idx as usize,
        bits,
        offset,
        limit,
        stay_cc,
    })
}

/// The initial value of the header's `idx`th parameter: the same constant
/// on every edge entering the loop (folded through pure arithmetic on
/// constants, see [`nests::constant_of`]: a copy of an outer loop's body
/// starts its inner loop from an expression of the copy's constants).
fn initial_value(
    f: &Function,
    types: &TypeStore,
    lp: &Loop,
    preds: &PredTable,
    idx: usize,
) -> Option<u64> {
    let h = lp.header;
    let mut init = None;
    for &p in &preds[h] {
        if lp.blocks.contains(p) {
            continue;
        }
        for c in f.insts[f.terminator(p)?].targets_iter() {
            if c.block != h {
                continue;
            }
            let v = nests::constant_of(f, types, preds, *c.args.get(idx)?)?;
            if init.is_some_and(|i| i != v) {
                return None;
            }
            init = Some(v);
        }
    }
    init
}

/// A rough estimate of the Cpu0 instructions `insts` lower to, after the
/// ISLE rules (32-bit operations are one instruction, i64 ones a sequence
/// on register pairs, casts and bitcasts mostly free). Unrolling budgets
/// are in these units so that a loop of i64 shifts counts for what it
/// costs in code size.
pub fn estimated_size(f: &Function, types: &TypeStore, insts: &[Inst]) -> usize {
    let wide = |v: Value| types.int_bits(f.value_type(v)).is_some_and(|w| w > 32);
    let is_const = |v: Value| f.const_value(v).is_some();
    insts
        .iter()
        .map(|&i| match &f.insts[i] {
            InstData::Binary { op, args, .. } if wide(args[0]) => match op {
                BinOp::Add | BinOp::Sub => 4,
                BinOp::And | BinOp::Or | BinOp::Xor => 2,
                BinOp::Mul => 7,
                BinOp::Shl | BinOp::LShr | BinOp::AShr if is_const(args[1]) => 4,
                BinOp::Shl | BinOp::LShr | BinOp::AShr => 10,
                // A runtime call with its argument moves.
                _ => 8,
            },
            InstData::Binary { op, .. } => match op {
                BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem => 2,
                _ => 1,
            },
            InstData::Icmp { args, .. } if wide(args[0]) => 4,
            InstData::Icmp { .. } => 1,
            InstData::Select { args } if wide(args[1]) => 2,
            InstData::Select { .. } => 1,
            InstData::Cast { op, .. } => match op {
                CastOp::Bitcast | CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr => 0,
                CastOp::Zext | CastOp::Sext => 1,
                // Not in legalized IR: the soft-float job makes these calls.
                CastOp::FpToSi
                | CastOp::FpToUi
                | CastOp::SiToFp
                | CastOp::UiToFp
                | CastOp::FpExt
                | CastOp::FpTrunc => 8,
            },
            // The loaded type is the load's own (no pointee type needed).
            InstData::Load { .. } => 1 + usize::from(f.inst_result(i).is_some_and(wide)),
            InstData::Store { value, .. } => 1 + usize::from(wide(*value)),
            // Per variable index a scaling and an add; constant offsets fold
            // into the user's immediate.
            InstData::Gep { indices, .. } => 2 * indices.iter().filter(|&&v| !is_const(v)).count(),
            InstData::Alloca { .. } => 0,
            InstData::Call { args, .. } => 2 + args.len(),
            // The branch and its delay slot.
            InstData::Branch { .. } | InstData::Ret { .. } => 2,
            InstData::Jump { .. } | InstData::Unreachable => 1,
            // Not in legalized IR (the mid-end runs after the legalizer).
            InstData::Freeze { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::VaArg { .. }
            | InstData::IndirectBr { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. } => 1,
            // Not in legalized IR: the soft-float job makes these calls.
            InstData::FBinary { .. } | InstData::FNeg { .. } | InstData::Fcmp { .. } => 8,
            InstData::Switch { cases, .. } => 2 * (cases.len() + 1),
        })
        .sum()
}

/// `x` as `base + d` when `x` is an `add`/`sub` of a value and a constant
/// (`d` in wrapping 64-bit arithmetic; callers truncate).
fn offset_of(f: &Function, x: Value) -> Option<(Value, u64)> {
    let ValueDef::Inst(i) = f.value_def(x) else {
        return None;
    };
    let InstData::Binary { op, args, .. } = f.insts[i] else {
        return None;
    };
    match (op, f.const_value(args[0]), f.const_value(args[1])) {
        (BinOp::Add, None, Some(c)) => Some((args[0], c)),
        (BinOp::Add, Some(c), None) => Some((args[1], c)),
        (BinOp::Sub, None, Some(c)) => Some((args[0], c.wrapping_neg())),
        _ => None,
    }
}

/// The loop's blocks ordered so that every block comes after its
/// predecessors inside the loop, ignoring the back edge; `None` when the
/// body has another cycle.
fn topological_body(
    f: &Function,
    blocks: &EntitySet<Block>,
    header: Block,
    in_loop: &[Block],
) -> Option<Vec<Block>> {
    let mut indegree: HashMap<Block, usize> = HashMap::default();
    for &b in in_loop {
        for s in f.succ_iter(b) {
            if blocks.contains(s) && s != header {
                *indegree.entry(s).or_default() += 1;
            }
        }
    }
    if indegree.contains_key(&header) {
        return None;
    }
    let mut order = Vec::with_capacity(in_loop.len());
    let mut ready = vec![header];
    while let Some(b) = ready.pop() {
        order.push(b);
        for s in f.succ_iter(b) {
            if !blocks.contains(s) || s == header {
                continue;
            }
            let d = indegree.get_mut(&s)?;
            *d -= 1;
            if *d == 0 {
                ready.push(s);
            }
        }
    }
    (order.len() == in_loop.len()).then_some(order)
}

/// How many consecutive times `x cc limit` holds for `x = start + j * step`
/// (`j = 0, 1, …`, in wrapping `bits`-bit arithmetic; all operands are
/// zero-extended bit patterns), i.e. the first `j` for which it fails.
/// `None` when it never fails or when the answer is not certain.
pub fn continues_before_exit(
    bits: u32,
    start: u64,
    step: u64,
    cc: IntCC,
    limit: u64,
) -> Option<u64> {
    if bits == 0 || bits > 64 || zext(step, bits) == 0 {
        return None;
    }
    let value = |j: u64| zext(start.wrapping_add(step.wrapping_mul(j)), bits);
    for j in 0..=STEPPED_ITERATIONS {
        if !cc.eval(bits, value(j), limit) {
            return Some(j);
        }
    }
    let n = match cc {
        // `x == limit` holds at most once in a row for a non-zero step.
        IntCC::Eq => return None,
        IntCC::Ne => solve_linear(bits, zext(limit.wrapping_sub(start), bits), step)?,
        _ => ordered_exit(bits, start, step, cc, limit)?,
    };
    // Cheap consistency check of the closed form.
    let ok = n > STEPPED_ITERATIONS
        && !cc.eval(bits, value(n), limit)
        && cc.eval(bits, value(n - 1), limit);
    ok.then_some(n)
}

/// The smallest `j ≥ 0` with `j * step ≡ r (mod 2^bits)`, if any.
fn solve_linear(bits: u32, r: u64, step: u64) -> Option<u64> {
    let s = zext(step, bits);
    let t = s.trailing_zeros();
    if t >= bits || zext(r, t) != 0 {
        return None;
    }
    let odd = s >> t;
    // Newton's iteration for the inverse of an odd number modulo 2^64:
    // every step doubles the number of correct low bits (1 → 64).
    let mut inv: u64 = 1;
    for _ in 0..6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(inv)));
    }
    Some(zext((r >> t).wrapping_mul(inv), bits - t))
}

/// The first `j` at which an ordered comparison `x cc limit` fails while
/// `x` moves towards `limit` without wrapping in the comparison's
/// signedness (`None` if it wraps first or moves away).
fn ordered_exit(bits: u32, start: u64, step: u64, cc: IntCC, limit: u64) -> Option<u64> {
    let signed = cc.is_signed();
    let to_domain = |v: u64| -> i128 {
        if signed {
            i128::from(sext(v, bits))
        } else {
            i128::from(zext(v, bits))
        }
    };
    let (min, max): (i128, i128) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let (a, c) = (to_domain(start), to_domain(limit));
    let s = i128::from(sext(step, bits));
    let n = match cc {
        IntCC::Slt | IntCC::Ult if s > 0 => ceil_div(c - a, s),
        IntCC::Sle | IntCC::Ule if s > 0 => (c - a).div_euclid(s) + 1,
        IntCC::Sgt | IntCC::Ugt if s < 0 => ceil_div(a - c, -s),
        IntCC::Sge | IntCC::Uge if s < 0 => (a - c).div_euclid(-s) + 1,
        _ => return None,
    };
    if n < 0 {
        return None;
    }
    let last = a + n * s;
    if last < min || last > max {
        return None;
    }
    u64::try_from(n).ok()
}

/// `⌈a / b⌉` for `b > 0`.
fn ceil_div(a: i128, b: i128) -> i128 {
    -((-a).div_euclid(b))
}

/// Unrolls `cl` into `copies` copies of its body. The exit test stays only
/// in copy `exit_copy`: as a branch when `full` is false (the loop stays),
/// as a jump out of the loop when it is true (the loop goes; then
/// `exit_copy` must be the last copy). Copy 0 is the original blocks.
fn unroll(f: &mut Function, cl: &CountedLoop, copies: usize, exit_copy: usize, full: bool) {
    let layout_len = f.layout.len();
    let in_loop: HashSet<Block> = cl.blocks.iter().copied().collect();
    let (value_maps, block_maps) = copy_body(f, cl, copies);
    chain_copies(f, cl, &block_maps, exit_copy, full);
    if let Some(exit) = cl.side_exit_target {
        // Every copy may leave: uses after the loop see what each passes.
        side_exits::pass_values_out(f, exit, &value_maps, &block_maps, layout_len, &in_loop);
    } else if exit_copy > 0 {
        // Uses after the loop now see the copy the loop leaves from.
        use_values_of_copy(f, &value_maps[exit_copy], layout_len, &in_loop);
    }
    // Place the copies right after the loop's last block.
    let new_blocks: Vec<Block> = f.layout.split_off(layout_len);
    let pos = f
        .layout
        .iter()
        .rposition(|b| in_loop.contains(b))
        .map_or(f.layout.len(), |p| p + 1);
    f.layout.splice(pos..pos, new_blocks);
    if full {
        cfg::remove_unreachable(f);
    }
    f.rebuild_inst_blocks();
}

/// The value map and the block map of each copy of `cl`'s body.
type CopyMaps = (Vec<HashMap<Value, Value>>, Vec<HashMap<Block, Block>>);

/// Makes copies 1 to `copies - 1` of `cl`'s body (appended to the layout,
/// still unconnected); returns the maps of every copy (copy 0: the
/// identity). Copy `c`'s header parameters are what copy `c - 1`'s back
/// edge passes.
fn copy_body(f: &mut Function, cl: &CountedLoop, copies: usize) -> CopyMaps {
    let h = cl.header;
    let back_args: Vec<Value> = f
        .terminator(cl.latch)
        .and_then(|t| {
            f.insts[t]
                .targets()
                .into_iter()
                .find(|c| c.block == h)
                .map(|c| c.args.clone())
        })
        .unwrap_or_default();
    let mut value_maps: Vec<HashMap<Value, Value>> = vec![HashMap::default()];
    let mut block_maps: Vec<HashMap<Block, Block>> =
        vec![cl.blocks.iter().map(|&b| (b, b)).collect()];
    for c in 1..copies {
        let prev = &value_maps[c - 1];
        let mut vmap: HashMap<Value, Value> = HashMap::default();
        for (&p, &a) in f.blocks[h].params.iter().zip(&back_args) {
            vmap.insert(p, prev.get(&a).copied().unwrap_or(a));
        }
        let bmap = copy_blocks(f, cl, &mut vmap);
        value_maps.push(vmap);
        block_maps.push(bmap);
    }
    (value_maps, block_maps)
}

/// Copies the blocks of `cl` once, mapping operands through `vmap` (which
/// receives the copies' parameters and results); branches to the header
/// are left for [`chain_copies`]. Returns the block map.
fn copy_blocks(
    f: &mut Function,
    cl: &CountedLoop,
    vmap: &mut HashMap<Value, Value>,
) -> HashMap<Block, Block> {
    let h = cl.header;
    let mut bmap: HashMap<Block, Block> = HashMap::default();
    let mut imap: HashMap<Inst, Inst> = HashMap::default();
    for &b in &cl.blocks {
        let nb = f.create_block(f.blocks[b].name.as_deref().map(str::to_string));
        if b != h {
            for p in f.blocks[b].params.clone() {
                let np = f.append_block_param(nb, f.value_type(p));
                copy_name(f, p, np);
                vmap.insert(p, np);
            }
        }
        bmap.insert(b, nb);
    }
    for &b in &cl.blocks {
        let nb = bmap[&b];
        for i in f.blocks[b].insts.clone() {
            let mut data = f.insts[i].clone();
            data.map_args(|v| vmap.get(&v).copied().unwrap_or(v));
            for t in data.targets_mut() {
                if t.block != h
                    && let Some(&nt) = bmap.get(&t.block)
                {
                    t.block = nt;
                }
            }
            let old = f.inst_result(i);
            let ty = old.map(|v| f.value_type(v));
            let loc = f.locs[i];
            let ni = f.append_inst(nb, data, ty, loc);
            imap.insert(i, ni);
            if let (Some(ov), Some(nv)) = (old, f.inst_result(ni)) {
                copy_name(f, ov, nv);
                vmap.insert(ov, nv);
            }
        }
    }
    crate::debug_records::copy_records(
        f,
        bmap.iter().map(|(&b, &nb)| (b, nb)),
        |i| imap.get(&i).copied(),
        |v| vmap.get(&v).copied().unwrap_or(v),
    );
    bmap
}

/// Sends each copy's back edge to the next copy's header and keeps the
/// exit test only where it can fire (see [`unroll`]).
fn chain_copies(
    f: &mut Function,
    cl: &CountedLoop,
    block_maps: &[HashMap<Block, Block>],
    exit_copy: usize,
    full: bool,
) {
    let h = cl.header;
    let copies = block_maps.len();
    for c in 0..copies {
        let latch = block_maps[c][&cl.latch];
        if c + 1 < copies {
            let next_header = block_maps[c + 1][&h];
            if let Some(t) = f.terminator(latch) {
                for call in f.insts[t].targets_mut() {
                    if call.block == h {
                        *call = BlockCall::new(next_header);
                    }
                }
            }
        }
        if c == exit_copy && !full {
            continue;
        }
        let exiting = block_maps[c][&cl.exiting];
        let Some(t) = f.terminator(exiting) else {
            continue;
        };
        let InstData::Branch {
            then_dest,
            else_dest,
            ..
        } = &f.insts[t]
        else {
            continue;
        };
        let (stay, leave) = if cl.stays_on_true {
            (then_dest, else_dest)
        } else {
            (else_dest, then_dest)
        };
        let dest = if c == exit_copy { leave } else { stay }.clone();
        f.insts[t] = InstData::Jump { dest };
    }
}

/// Maps the operands of the blocks outside the loop (the first
/// `layout_len` of the layout, except `in_loop`) through `vmap`, the value
/// map of the copy the loop now leaves from, and the values of their debug
/// records too (a record after the loop would otherwise name the first
/// copy's value, an earlier iteration's).
fn use_values_of_copy(
    f: &mut Function,
    vmap: &HashMap<Value, Value>,
    layout_len: usize,
    in_loop: &HashSet<Block>,
) {
    // As a dense table: every operand after the loop is looked up.
    let mut map: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    map.resize(f.values.len());
    for (&k, &v) in vmap {
        map[k] = v.into();
    }
    for &b in &f.layout[..layout_len] {
        if in_loop.contains(&b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            f.insts[i].map_args(|v| map.get(v).and_then(|w| w.expand()).unwrap_or(v));
        }
    }
    let outside: HashSet<Block> = f.layout[..layout_len]
        .iter()
        .filter(|b| !in_loop.contains(b))
        .copied()
        .collect();
    for r in &mut f.dbg_records {
        if outside.contains(&r.block) {
            r.value = r
                .value
                .map(|v| map.get(v).and_then(|w| w.expand()).unwrap_or(v));
        }
    }
}

/// Gives `new` the source name of `old`, if it has one (the printer makes
/// names unique).
fn copy_name(f: &mut Function, old: Value, new: Value) {
    if let Some(n) = f.value_names.get(&old).cloned() {
        f.value_names.insert(new, n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first `j` at which the test fails, by brute force (up to `cap`).
    fn brute(bits: u32, start: u64, step: u64, cc: IntCC, limit: u64, cap: u64) -> Option<u64> {
        (0..cap).find(|&j| {
            !cc.eval(
                bits,
                zext(start.wrapping_add(step.wrapping_mul(j)), bits),
                limit,
            )
        })
    }

    #[test]
    fn trip_counts_match_brute_force_on_i8() {
        let steps = [1u64, 2, 3, 5, 7, 16, 127, 128, 129, 250, 253, 254, 255];
        let mut closed = 0;
        for cc in IntCC::ALL {
            for &step in &steps {
                for start in 0..256u64 {
                    for limit in (0..256u64).step_by(3).chain([255, 128, 127]) {
                        let got = continues_before_exit(8, start, step, cc, limit);
                        let want = brute(8, start, step, cc, limit, 1024);
                        if let Some(n) = got {
                            assert_eq!(
                                Some(n),
                                want,
                                "cc {cc:?} start {start} step {step} limit {limit}"
                            );
                            if n > STEPPED_ITERATIONS {
                                closed += 1;
                            }
                        }
                        // Uncertain answers are allowed only beyond the
                        // stepped prefix.
                        if got.is_none()
                            && let Some(w) = want
                        {
                            assert!(w > STEPPED_ITERATIONS, "{cc:?} {start} {step} {limit}");
                        }
                    }
                }
            }
        }
        assert!(
            closed > 1000,
            "the closed form was exercised {closed} times"
        );
    }

    #[test]
    fn trip_counts_are_exact_on_narrow_widths() {
        // Every start, step, limit and condition at 1..=5 bits: the stepped
        // prefix covers every cycle, so `None` means the test never fails.
        for bits in 1..=5u32 {
            let n = 1u64 << bits;
            for cc in IntCC::ALL {
                for step in 1..n {
                    for start in 0..n {
                        for limit in 0..n {
                            let got = continues_before_exit(bits, start, step, cc, limit);
                            let want = brute(bits, start, step, cc, limit, 4 * n);
                            assert_eq!(got, want, "{bits} bits {cc:?} {start} {step} {limit}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn wide_trip_counts() {
        // i32: 0..1_000_000 by 1.
        assert_eq!(
            continues_before_exit(32, 0, 1, IntCC::Slt, 1_000_000),
            Some(1_000_000)
        );
        // i64 counting down with `ne`.
        assert_eq!(
            continues_before_exit(64, 1000, u64::MAX, IntCC::Ne, 0),
            Some(1000)
        );
        // i32 `ne` with a step that never hits the limit.
        assert_eq!(continues_before_exit(32, 1, 2, IntCC::Ne, 100), None);
        // i32 `slt` that wraps before reaching the limit: 0x7fff_fff0 + 16k.
        assert_eq!(
            continues_before_exit(32, 0x7fff_ff00, 16, IntCC::Slt, 0x7fff_ffff),
            None
        );
        // ... but not when the limit is reached exactly.
        assert_eq!(
            continues_before_exit(32, 0x7fff_f000, 16, IntCC::Ult, 0x8000_0000),
            Some(256)
        );
        assert_eq!(
            continues_before_exit(32, 0, 7, IntCC::Sle, 0x7fff_fffe),
            None
        );
        // Unsigned counting up to the top.
        assert_eq!(
            continues_before_exit(64, 0, 1, IntCC::Ult, u64::MAX),
            Some(u64::MAX)
        );
    }

    /// A loop of four trips whose last `n` a record after it names.
    const RECORDED_EXIT: &str = r#"
define i32 @f() !dbg !4 {
entry:
  br label %loop, !dbg !9
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 3, !dbg !9
  %c = icmp ult i32 %i, 3, !dbg !9
  br i1 %c, label %loop, label %exit, !dbg !9
exit:
    #dbg_value(i32 %n, !8, !DIExpression(), !9)
  ret i32 %n, !dbg !9
}
"#;

    #[test]
    fn a_record_after_the_loop_names_the_value_its_instructions_use() {
        let (mut m, fr) =
            crate::testutil::parse_fn(&crate::testutil::with_debug_info(RECORDED_EXIT, "n"));
        let f = m.funcs[fr].body.as_mut().expect("a body");
        let stats = run(f, &m.types, &UnrollLimits::default());
        assert_eq!(stats.full, 1, "{stats:?}");
        let exit = f.dbg_records[0].block;
        let ret = f.terminator(exit).expect("a return");
        let mut used = Vec::new();
        f.insts[ret].map_args(|v| {
            used.push(v);
            v
        });
        assert_eq!(f.dbg_records[0].value, used.first().copied());
    }
}
