//! Which blocks run in loops, for lowering decisions that trade a register
//! for repeated work.
//!
//! The loops are the natural loops of [`egret_llvmlite::loops`].
//! Lowering only asks one question: does a block lie in a loop none of
//! whose blocks calls anything? In such a loop a value kept in a register
//! stays there (no call clobbers it, no callee-saved register is needed), so
//! a constant that costs instructions is better computed once before the
//! loop than at every use inside it.

use crate::blockorder::{BlockOrder, LoweredBlock};
use crate::inst::BlockIndex;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{BinOp, Block, Function, InstData, PredTable};
use rustc_hash::FxHashMap as HashMap;

/// Whether an instruction is, or lowers to, a call (i64 division and
/// remainder call the runtime).
pub(super) fn is_call(data: &InstData, result_is_i64: bool) -> bool {
    match data {
        InstData::Call { .. } => true,
        InstData::Binary { op, .. } => {
            result_is_i64 && matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
        }
        _ => false,
    }
}

/// What lowering needs to know about a function's loops.
#[derive(Default)]
pub(super) struct LoopFacts {
    /// For each block inside a natural loop that contains no call, the
    /// lowered block where loop-invariant values of that block can be
    /// computed: one that runs once per entry into the outermost such loop
    /// (see [`preheader`]). Blocks of loops without such a place are absent.
    pub hoist_target: HashMap<Block, BlockIndex>,
    /// For the same blocks, the number of instructions in that loop.
    pub loop_size: HashMap<Block, usize>,
}

/// The loop facts of `func`, lowered in `order`; `is_i64` tells whether an
/// instruction's result is an i64.
pub(super) fn loop_facts(
    func: &Function,
    order: &BlockOrder,
    is_i64: impl Fn(egret_llvmlite::Inst) -> bool,
) -> LoopFacts {
    let dt = DomTree::compute(func);
    let li = LoopInfo::compute(func, &dt);
    let preds = func.pred_table();
    // Per loop: where its invariant values go, and its size.
    let mut places: HashMap<usize, Option<(BlockIndex, usize)>> = HashMap::default();
    let mut facts = LoopFacts::default();
    for (b, l) in largest_call_free_loops(func, &li, is_i64) {
        let place = *places.entry(l).or_insert_with(|| {
            let target = preheader(func, order, &dt, &preds, &li, l)?;
            let size = li.loops[l]
                .blocks
                .iter()
                .map(|x| func.blocks[x].insts.len())
                .sum();
            Some((target, size))
        });
        if let Some((target, size)) = place {
            facts.hoist_target.insert(b, target);
            facts.loop_size.insert(b, size);
        }
    }
    facts
}

/// For every block in a loop none of whose blocks calls anything, the
/// largest such loop around it (the first, in header order, of equal
/// size).
fn largest_call_free_loops(
    func: &Function,
    li: &LoopInfo,
    is_i64: impl Fn(egret_llvmlite::Inst) -> bool,
) -> HashMap<Block, usize> {
    let has_call = |b: Block| {
        func.blocks[b]
            .insts
            .iter()
            .any(|&i| is_call(&func.insts[i], is_i64(i)))
    };
    // Block -> (blocks in, index of) the largest call-free loop around it.
    let mut largest: HashMap<Block, (usize, usize)> = HashMap::default();
    for (l, lp) in li.loops.iter().enumerate() {
        if lp.blocks.iter().any(has_call) {
            continue;
        }
        let len = lp.blocks.iter().count();
        for x in lp.blocks.iter() {
            let entry = largest.entry(x).or_insert((0, l));
            if len > entry.0 {
                *entry = (len, l);
            }
        }
    }
    largest.into_iter().map(|(b, (_, l))| (b, l)).collect()
}

/// The lowered block that runs once each time loop `l` (headed by `h`) is
/// entered, before it and after everything that dominates it:
///
/// - with a single edge into the loop, from `p`: `p` itself when it has no
///   other successor, else the edge block splitting that (critical) edge;
/// - otherwise the immediate dominator of `h`, provided it lies in no loop
///   that `h` is not in (else it would run once per iteration of a
///   neighbouring loop, and a value computed there would live across it).
///
/// `None` when there is no such block.
fn preheader(
    func: &Function,
    order: &BlockOrder,
    dt: &DomTree,
    preds: &PredTable,
    li: &LoopInfo,
    l: usize,
) -> Option<BlockIndex> {
    let (h, body) = (li.loops[l].header, &li.loops[l].blocks);
    let entries: Vec<Block> = preds[h]
        .iter()
        .copied()
        .filter(|&p| dt.is_reachable(p) && !body.contains(p))
        .collect();
    if let [p] = entries[..] {
        let succs = func.successors(p);
        if succs.len() == 1 {
            return order.orig_index(p);
        }
        let edge = order.blocks.iter().position(
            |lb| matches!(*lb, LoweredBlock::Edge { pred, succ, .. } if pred == p && succ == h),
        );
        if let Some(i) = edge {
            return Some(BlockIndex(i as u32));
        }
    }
    let d = dt.idom(h)?;
    let in_other_loop = li
        .loops
        .iter()
        .any(|lp| lp.blocks.contains(d) && !lp.blocks.contains(h));
    if in_other_loop {
        return None;
    }
    order.orig_index(d)
}
