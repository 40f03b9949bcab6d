//! Which blocks run in loops, for lowering decisions that trade a register
//! for repeated work.
//!
//! A natural loop is found for each header `h` with back edges `b → h` (`h`
//! dominates `b`): its body is `h` plus every block that reaches one of the
//! `b` without passing `h`.
//! Lowering only asks one question: does a block lie in a loop none of
//! whose blocks calls anything? In such a loop a value kept in a register
//! stays there (no call clobbers it, no callee-saved register is needed), so
//! a constant that costs instructions is better computed once before the
//! loop than at every use inside it.

use crate::blockorder::{BlockOrder, LoweredBlock};
use crate::inst::BlockIndex;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinOp, Block, Function, InstData, PredTable};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

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
    let preds = func.pred_table();
    let has_call = |b: Block| {
        func.blocks[b]
            .insts
            .iter()
            .any(|&i| is_call(&func.insts[i], is_i64(i)))
    };
    // Every natural loop: its header and body, in RPO of the headers.
    let mut loops: Vec<(Block, HashSet<Block>)> = Vec::new();
    for &h in dt.rpo() {
        let back: Vec<Block> = preds[h]
            .iter()
            .copied()
            .filter(|&b| dt.is_reachable(b) && dt.dominates(h, b))
            .collect();
        if back.is_empty() {
            continue;
        }
        let mut body: HashSet<Block> = std::iter::once(h).collect();
        let mut work = back;
        while let Some(x) = work.pop() {
            if body.insert(x) {
                work.extend(preds[x].iter().copied().filter(|&p| dt.is_reachable(p)));
            }
        }
        loops.push((h, body));
    }
    // Block -> (blocks in, header of, instructions in) the largest
    // call-free loop around it.
    let mut outermost: HashMap<Block, (usize, Block, usize)> = HashMap::default();
    for (h, body) in &loops {
        if body.iter().any(|&x| has_call(x)) {
            continue;
        }
        let size: usize = body.iter().map(|&x| func.blocks[x].insts.len()).sum();
        for &x in body {
            let entry = outermost.entry(x).or_insert((0, *h, 0));
            if body.len() > entry.0 {
                *entry = (body.len(), *h, size);
            }
        }
    }
    let mut targets: HashMap<Block, Option<BlockIndex>> = HashMap::default();
    let mut facts = LoopFacts::default();
    for (b, (_, h, size)) in outermost {
        let target = *targets
            .entry(h)
            .or_insert_with(|| preheader(func, order, &dt, &preds, &loops, h));
        if let Some(target) = target {
            facts.hoist_target.insert(b, target);
            facts.loop_size.insert(b, size);
        }
    }
    facts
}

/// The lowered block that runs once each time the loop headed by `h` is
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
    loops: &[(Block, HashSet<Block>)],
    h: Block,
) -> Option<BlockIndex> {
    let body = &loops.iter().find(|(x, _)| *x == h)?.1;
    let entries: Vec<Block> = preds[h]
        .iter()
        .copied()
        .filter(|&p| dt.is_reachable(p) && !body.contains(&p))
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
    let in_other_loop = loops.iter().any(|(_, l)| l.contains(&d) && !l.contains(&h));
    if in_other_loop {
        return None;
    }
    order.orig_index(d)
}
