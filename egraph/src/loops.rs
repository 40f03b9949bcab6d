//! Natural loops: which blocks form loops, how deeply each block is
//! nested, and dedicated preheaders for loop-invariant code motion.
//!
//! A back edge is an edge `t → h` where `h` dominates `t`; its natural loop
//! is `h` plus every block that reaches `t` without passing through `h`.
//! Loops with the same header are merged. Irreducible cycles have no back
//! edge in this sense and are simply not loops here: they get no LICM and
//! no extra cost weight, which is safe.
//!
//! LICM hoists into a *preheader*: a block outside the loop whose only
//! successor is the header and which is the header's only predecessor from
//! outside. [`insert_preheaders`] creates one where the CFG lacks it (the
//! new block takes over the header's parameters from the entering edges).

use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{Block, BlockCall, Function, InstData, PredTable};

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The header: the only entry of the loop.
    pub header: Block,
    /// The blocks of the loop, header included.
    pub blocks: EntitySet<Block>,
    /// The innermost loop strictly containing this one.
    pub parent: Option<usize>,
    /// 1 for an outermost loop.
    pub depth: u32,
}

/// The loops of a function.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    /// Loops ordered by their header's reverse postorder, so a loop comes
    /// after every loop containing it.
    pub loops: Vec<Loop>,
    /// The innermost loop containing each block.
    pub innermost: SecondaryMap<Block, Option<usize>>,
}

impl LoopInfo {
    /// Finds the natural loops of `f` given its dominator tree.
    pub fn compute(f: &Function, dt: &DomTree) -> LoopInfo {
        // Without a back edge there is no loop (and no need for the
        // predecessor lists).
        let has_back_edge = dt
            .rpo()
            .iter()
            .any(|&t| f.succ_iter(t).any(|h| dt.dominates(h, t)));
        if !has_back_edge {
            return LoopInfo::default();
        }
        let preds = f.pred_table();
        let mut loops: Vec<Loop> = Vec::new();
        for &h in dt.rpo() {
            let latches: Vec<Block> = preds[h]
                .iter()
                .copied()
                .filter(|&p| dt.dominates(h, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut blocks = EntitySet::new();
            blocks.insert(h);
            let mut work = latches;
            while let Some(b) = work.pop() {
                if blocks.insert(b) {
                    work.extend(preds[b].iter().copied().filter(|&p| dt.is_reachable(p)));
                }
            }
            loops.push(Loop {
                header: h,
                blocks,
                parent: None,
                depth: 1,
            });
        }
        // Parents: the innermost earlier loop containing the header. Loops are
        // in header RPO order, so a containing loop always comes first.
        for i in 0..loops.len() {
            let parent = (0..i)
                .rev()
                .find(|&j| loops[j].blocks.contains(loops[i].header));
            loops[i].parent = parent;
            loops[i].depth = parent.map_or(1, |p| loops[p].depth + 1);
        }
        let mut innermost: SecondaryMap<Block, Option<usize>> = SecondaryMap::new();
        for (i, l) in loops.iter().enumerate() {
            for &b in dt.rpo() {
                if l.blocks.contains(b) {
                    innermost[b] = Some(i);
                }
            }
        }
        LoopInfo { loops, innermost }
    }

    /// How many loops contain `b` (0 outside every loop).
    pub fn depth(&self, b: Block) -> u32 {
        self.innermost[b].map_or(0, |l| self.loops[l].depth)
    }

    /// The loops containing `b`, outermost first.
    pub fn nest(&self, b: Block) -> Vec<usize> {
        let mut v = Vec::new();
        let mut cur = self.innermost[b];
        while let Some(l) = cur {
            v.push(l);
            cur = self.loops[l].parent;
        }
        v.reverse();
        v
    }

    /// The preheader of loop `l`: its header's only predecessor from outside
    /// the loop, if that block's only successor is the header.
    pub fn preheader(&self, f: &Function, l: usize) -> Option<Block> {
        self.preheader_in(f, &f.pred_table(), l)
    }

    /// [`Self::preheader`] with the predecessor lists of `f` already
    /// computed (asking for every loop costs one pass over the CFG, not one
    /// per loop).
    pub fn preheader_with(
        &self,
        f: &Function,
        preds: &SecondaryMap<Block, Vec<Block>>,
        l: usize,
    ) -> Option<Block> {
        self.preheader_among(f, &preds[self.loops[l].header], l)
    }

    /// [`Self::preheader_with`] with the predecessors in a [`PredTable`].
    pub fn preheader_in(&self, f: &Function, preds: &PredTable, l: usize) -> Option<Block> {
        self.preheader_among(f, &preds[self.loops[l].header], l)
    }

    /// The preheader of loop `l` given the predecessors of its header.
    fn preheader_among(&self, f: &Function, header_preds: &[Block], l: usize) -> Option<Block> {
        let h = self.loops[l].header;
        let mut outside = header_preds
            .iter()
            .copied()
            .filter(|&p| !self.loops[l].blocks.contains(p));
        let (Some(p), None) = (outside.next(), outside.next()) else {
            return None;
        };
        let mut succs = f.succ_iter(p);
        (succs.next() == Some(h) && succs.next().is_none()).then_some(p)
    }
}

/// Gives every loop header a dedicated preheader. Returns whether a block
/// was added.
pub fn insert_preheaders(f: &mut Function) -> bool {
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    // Giving one loop a preheader only redirects the edges into its own
    // header, so the predecessors of the other headers stay as computed.
    let preds = f.pred_table();
    let mut changed = false;
    for l in 0..li.loops.len() {
        if li.preheader_in(f, &preds, l).is_some() {
            continue;
        }
        let h = li.loops[l].header;
        let ph = f.create_block(None);
        // Place it right before the header.
        f.layout.pop();
        let pos = f
            .layout
            .iter()
            .position(|&b| b == h)
            .unwrap_or(f.layout.len());
        f.layout.insert(pos, ph);
        let params: Vec<_> = f.blocks[h]
            .params
            .iter()
            .map(|&p| f.value_type(p))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|ty| f.append_block_param(ph, ty))
            .collect();
        let loc = f.blocks[h]
            .insts
            .first()
            .map(|&i| f.locs[i])
            .unwrap_or_default();
        let mut outside: Vec<Block> = preds[h]
            .iter()
            .copied()
            .filter(|&b| !li.loops[l].blocks.contains(b))
            .collect();
        outside.sort();
        outside.dedup();
        for b in outside {
            let Some(t) = f.terminator(b) else { continue };
            for call in f.insts[t].targets_mut() {
                if call.block == h {
                    call.block = ph;
                }
            }
        }
        f.append_inst(
            ph,
            InstData::Jump {
                dest: BlockCall {
                    block: h,
                    args: params,
                },
            },
            None,
            loc,
        );
        changed = true;
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, parse_fn, run_pass};

    const NESTED: &str = "define i64 @main() {
        entry:
          br label %outer
        outer:
          %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
          br label %inner
        inner:
          %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
          %j1 = add i64 %j, 1
          %cj = icmp slt i64 %j1, 3
          br i1 %cj, label %inner, label %olatch
        olatch:
          %i1 = add i64 %i, 1
          %ci = icmp slt i64 %i1, 4
          br i1 %ci, label %outer, label %done
        done:
          ret i64 %i1
        }";

    #[test]
    fn nested_loops_have_depths() {
        let (m, f) = parse_fn(NESTED);
        let body = m.funcs[f].body.as_ref().expect("defined");
        let dt = DomTree::compute(body);
        let li = LoopInfo::compute(body, &dt);
        assert_eq!(li.loops.len(), 2);
        let [entry, outer, inner, olatch, done] = [0, 1, 2, 3, 4].map(|i| body.layout[i]);
        assert_eq!(li.depth(entry), 0);
        assert_eq!(li.depth(outer), 1);
        assert_eq!(li.depth(inner), 2);
        assert_eq!(li.depth(olatch), 1);
        assert_eq!(li.depth(done), 0);
        assert_eq!(li.nest(inner).len(), 2);
    }

    #[test]
    fn preheaders_are_inserted_where_missing() {
        let (after, before) = run_pass(NESTED, |f, _| insert_preheaders(f));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let dt = DomTree::compute(body);
        let li = LoopInfo::compute(body, &dt);
        for l in 0..li.loops.len() {
            assert!(li.preheader(body, l).is_some());
        }
        check_same_behaviour(&before, &after);
    }
}
