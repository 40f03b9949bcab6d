//! The order in which IR blocks become VCode blocks, with critical edges split.
//!
//! regalloc2 places the moves for block parameters on CFG edges, so it needs
//! every edge to have either a single-successor source or a single-predecessor
//! target (no *critical* edges). This module computes, once per function:
//!
//! - the reachable IR blocks in reverse postorder (the entry first; unreachable
//!   blocks are dropped, they can neither run nor define values used elsewhere);
//! - an *edge block* for every critical edge, placed right after the block the
//!   edge leaves, which does nothing but jump (carrying the edge's block
//!   arguments) to the original target;
//! - for every lowered block its successors as lowered block indices.
//!
//! A `switch`'s successors are its distinct targets ([`lowered_targets`]:
//! cases with the same block and arguments share one edge), so a jump
//! table of many entries has one edge per target.
//!
//! This mirrors Cranelift's `BlockLoweringOrder`. Emission later removes the
//! edge blocks that regalloc2 left empty by retargeting branches through them.

use crate::inst::BlockIndex;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::reverse_postorder;
use egret_llvmlite::{Block, BlockCall, Function, InstData};
use std::collections::HashMap;

/// The successor edges of terminator `data` in lowering: its targets in
/// order, except that a `switch` has each distinct target (block and
/// arguments) once, its default first.
pub fn lowered_targets(data: &InstData) -> Vec<&BlockCall> {
    let mut out: Vec<&BlockCall> = Vec::new();
    match data {
        InstData::Switch { .. } => {
            for t in data.targets_iter() {
                if !out.contains(&t) {
                    out.push(t);
                }
            }
        }
        _ => out.extend(data.targets_iter()),
    }
    out
}

/// The lowered successor blocks of IR block `b` (see [`lowered_targets`]).
fn lowered_succs(func: &Function, b: Block) -> Vec<Block> {
    func.terminator(b).map_or_else(Vec::new, |t| {
        lowered_targets(&func.insts[t])
            .into_iter()
            .map(|c| c.block)
            .collect()
    })
}

/// A block of the lowered function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoweredBlock {
    /// An IR block.
    Orig(Block),
    /// The split critical edge from `pred`'s successor number `succ_index`
    /// to `succ`.
    Edge {
        /// The block the edge leaves.
        pred: Block,
        /// Which successor of `pred`'s terminator.
        succ_index: usize,
        /// The block the edge enters.
        succ: Block,
    },
}

/// The lowering order of one function.
#[derive(Clone, Debug, Default)]
pub struct BlockOrder {
    /// Lowered blocks in emission order; index 0 is the entry.
    pub blocks: Vec<LoweredBlock>,
    /// Successors of each lowered block, in terminator order.
    pub succs: Vec<Vec<BlockIndex>>,
    /// Predecessors of each lowered block (one entry per edge).
    pub preds: Vec<Vec<BlockIndex>>,
    /// The lowered index of each IR block ([`NONE`] if unreachable).
    orig_index: SecondaryMap<Block, u32>,
    /// The lowered index of the edge block on each critical successor
    /// edge of an IR block (by successor number).
    edge_index: HashMap<(Block, usize), u32>,
}

/// No lowered block.
const NONE: u32 = u32::MAX;

impl BlockOrder {
    /// Computes the order for `func`, which must have an entry block.
    pub fn new(func: &Function) -> BlockOrder {
        let rpo = func
            .entry()
            .map_or_else(Vec::new, |entry| reverse_postorder(func, entry));
        let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut pred_edges: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in &rpo {
            reachable[b] = true;
            for s in lowered_succs(func, b) {
                pred_edges[s] += 1;
            }
        }

        let mut order = BlockOrder {
            orig_index: SecondaryMap::with_default(NONE),
            ..BlockOrder::default()
        };
        for &b in &rpo {
            order.push(LoweredBlock::Orig(b));
            let succs = lowered_succs(func, b);
            if succs.len() > 1 {
                for (i, s) in succs.into_iter().enumerate() {
                    if pred_edges[s] > 1 && reachable[s] {
                        order.push(LoweredBlock::Edge {
                            pred: b,
                            succ_index: i,
                            succ: s,
                        });
                    }
                }
            }
        }
        order.link(func);
        order
    }

    /// The lowered index of the IR block `b`, if it is reachable.
    pub fn orig_index(&self, b: Block) -> Option<BlockIndex> {
        let i = self.orig_index[b];
        (i != NONE).then_some(BlockIndex(i))
    }

    fn push(&mut self, lb: LoweredBlock) {
        let index = self.blocks.len() as u32;
        match lb {
            LoweredBlock::Orig(b) => self.orig_index[b] = index,
            LoweredBlock::Edge {
                pred, succ_index, ..
            } => {
                self.edge_index.insert((pred, succ_index), index);
            }
        }
        self.blocks.push(lb);
    }

    /// Fills `succs` and `preds` once every block has its index.
    fn link(&mut self, func: &Function) {
        let reached = |order: &BlockOrder, s: Block| {
            order
                .orig_index(s)
                .expect("the successors of reachable blocks are reachable")
        };
        let succs: Vec<Vec<BlockIndex>> = self
            .blocks
            .iter()
            .map(|lb| match *lb {
                LoweredBlock::Orig(b) => lowered_succs(func, b)
                    .into_iter()
                    .enumerate()
                    .map(|(i, s)| match self.edge_index.get(&(b, i)) {
                        None => reached(self, s),
                        Some(&e) => BlockIndex(e),
                    })
                    .collect(),
                LoweredBlock::Edge { succ, .. } => vec![reached(self, succ)],
            })
            .collect();
        self.succs = succs;
        self.preds = vec![Vec::new(); self.blocks.len()];
        for (i, succs) in self.succs.iter().enumerate() {
            for s in succs {
                self.preds[s.index()].push(BlockIndex(i as u32));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egret_llvmlite::{BlockCall, InstData, SrcLoc, Ty, TypeStore};

    /// entry -> (a | b); a -> b; b -> ret. The edge entry->b is critical.
    fn diamond_with_critical_edge() -> Function {
        let types = TypeStore::new();
        let mut f = Function::new();
        let entry = f.create_block(None);
        let a = f.create_block(Some("a".into()));
        let b = f.create_block(Some("b".into()));
        let c = f.append_block_param(entry, Ty::I1);
        let loc = SrcLoc::default();
        f.append_inst(
            entry,
            InstData::Branch {
                cond: c,
                then_dest: BlockCall::new(a),
                else_dest: BlockCall::new(b),
            },
            None,
            loc,
        );
        f.append_inst(
            a,
            InstData::Jump {
                dest: BlockCall::new(b),
            },
            None,
            loc,
        );
        let zero = f.iconst(&types, Ty::I64, 0);
        f.append_inst(b, InstData::Ret { value: Some(zero) }, None, loc);
        f
    }

    #[test]
    fn critical_edges_get_a_block() {
        let f = diamond_with_critical_edge();
        let order = BlockOrder::new(&f);
        // entry, edge(entry->b), a, b
        assert_eq!(order.blocks.len(), 4);
        assert!(matches!(
            order.blocks[1],
            LoweredBlock::Edge { succ_index: 1, .. }
        ));
        let entry_succs = &order.succs[0];
        assert_eq!(entry_succs.len(), 2);
        assert_eq!(order.blocks[entry_succs[1].index()], order.blocks[1]);
        // every edge into a block with several predecessors leaves a block
        // with a single successor
        for (i, succs) in order.succs.iter().enumerate() {
            for s in succs {
                assert!(
                    succs.len() == 1 || order.preds[s.index()].len() == 1,
                    "block {i}"
                );
            }
        }
    }

    #[test]
    fn unreachable_blocks_are_dropped() {
        let mut f = diamond_with_critical_edge();
        let dead = f.create_block(Some("dead".into()));
        f.append_inst(dead, InstData::Unreachable, None, SrcLoc::default());
        let order = BlockOrder::new(&f);
        assert_eq!(order.orig_index(dead), None);
    }
}
