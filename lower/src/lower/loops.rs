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

use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinOp, Block, Function, InstData};
use std::collections::{HashMap, HashSet};

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
    /// block where loop-invariant values of that block can be computed: the
    /// immediate dominator of the outermost such loop's header, which runs
    /// once per entry into the loop.
    pub hoist_target: HashMap<Block, Block>,
    /// For the same blocks, the number of instructions in that loop.
    pub loop_size: HashMap<Block, usize>,
}

/// The loop facts of `func`; `is_i64` tells whether an instruction's result
/// is an i64.
pub(super) fn loop_facts(
    func: &Function,
    is_i64: impl Fn(egret_llvmlite::Inst) -> bool,
) -> LoopFacts {
    let dt = DomTree::compute(func);
    let preds = func.predecessors();
    let has_call = |b: Block| {
        func.blocks[b]
            .insts
            .iter()
            .any(|&i| is_call(&func.insts[i], is_i64(i)))
    };
    // Each loop header with the sources of its back edges, in RPO.
    let mut latches: Vec<(Block, Vec<Block>)> = Vec::new();
    for &h in dt.rpo() {
        let back: Vec<Block> = preds[h]
            .iter()
            .copied()
            .filter(|&b| dt.is_reachable(b) && dt.dominates(h, b))
            .collect();
        if !back.is_empty() {
            latches.push((h, back));
        }
    }
    // Block -> (blocks in, header of, instructions in) the largest
    // call-free loop around it.
    let mut outermost: HashMap<Block, (usize, Block, usize)> = HashMap::new();
    for (h, back) in latches {
        let mut body: HashSet<Block> = HashSet::from([h]);
        let mut work = back;
        while let Some(x) = work.pop() {
            if body.insert(x) {
                work.extend(preds[x].iter().copied().filter(|&p| dt.is_reachable(p)));
            }
        }
        if body.iter().any(|&x| has_call(x)) {
            continue;
        }
        let size: usize = body.iter().map(|&x| func.blocks[x].insts.len()).sum();
        for &x in &body {
            let entry = outermost.entry(x).or_insert((0, h, 0));
            if body.len() > entry.0 {
                *entry = (body.len(), h, size);
            }
        }
    }
    let loop_size = outermost.iter().map(|(&b, &(_, _, n))| (b, n)).collect();
    let hoist_target = outermost
        .into_iter()
        .filter_map(|(b, (_, h, _))| Some((b, dt.idom(h)?)))
        .collect();
    LoopFacts {
        hoist_target,
        loop_size,
    }
}
