//! Natural loops: which blocks form loops, their back edges, how loops
//! nest and how deeply each block is nested.
//!
//! A back edge is an edge `t → h` where `h` dominates `t` (see
//! [`crate::dom`]); its natural loop is `h` plus every block that reaches `t`
//! without passing through `h`. Loops with the same header are merged, so
//! there is one loop per header, and two loops are either disjoint or one
//! contains the other. Irreducible cycles have no back edge in this sense
//! and are simply not loops here.
//!
//! This is the one loop analysis of egret: the mid-end uses it for
//! loop-invariant code motion, unrolling and loop rewrites (the `egraph`
//! crate adds dedicated preheaders on top), lowering to decide which values
//! to compute once before a call-free loop. Everything is deterministic:
//! loops are numbered in reverse postorder of their headers and blocks are
//! kept in entity sets.
//!
//! Like the dominator tree, the loops are asked for again by pass after
//! pass on a function most passes leave as they found it. Each thread
//! keeps the last loops it found with a key of everything they depend on:
//! the CFG's key ([`crate::dom`]), the layout (the predecessor lists, and
//! so the latches, are in layout order) and the dominator tree given.
//! [`LoopInfo::compute`] returns a copy of the kept loops when the keys are
//! equal.

use crate::dom::{DomTree, cfg_key};
use crate::ir::{Block, Function, PredTable};
use cranelift_entity::{EntityRef, EntitySet, SecondaryMap};
use std::cell::RefCell;

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    /// The header: the only entry of the loop.
    pub header: Block,
    /// The blocks of the loop, header included.
    pub blocks: EntitySet<Block>,
    /// The sources of the back edges: the blocks of the loop that branch to
    /// the header, in layout order, each once.
    pub latches: Vec<Block>,
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

thread_local! {
    /// The loops this thread found last, with the key of what they were
    /// found from.
    static LAST_LOOPS: RefCell<LastLoops> = RefCell::new(LastLoops::default());
}

/// The last loops found on a thread ([`LoopInfo::compute`]).
#[derive(Default)]
struct LastLoops {
    /// The [`loops_key`] of the function and tree `info` was found for.
    key: Vec<u32>,
    /// The key of the function being asked about (kept to reuse its
    /// memory).
    scratch: Vec<u32>,
    info: Option<LoopInfo>,
}

/// Writes into `key` everything the loops of `f` found with `dt` depend
/// on: the CFG's key, the layout, and the tree.
fn loops_key(f: &Function, dt: &DomTree, key: &mut Vec<u32>) {
    cfg_key(f, key);
    key.push(f.layout.len() as u32);
    key.extend(f.layout.iter().map(|b| b.index() as u32));
    dt.write_key(key);
}

impl LoopInfo {
    /// Finds the natural loops of `f` given its dominator tree.
    ///
    /// When the function and the tree are those of the last call on this
    /// thread, the loops are that call's, copied (see the module
    /// documentation).
    pub fn compute(f: &Function, dt: &DomTree) -> LoopInfo {
        LAST_LOOPS.with(|last| {
            let Ok(mut last) = last.try_borrow_mut() else {
                return LoopInfo::compute_afresh(f, dt);
            };
            let last = &mut *last;
            loops_key(f, dt, &mut last.scratch);
            if let Some(info) = &last.info
                && last.scratch == last.key
            {
                return info.clone();
            }
            let info = LoopInfo::compute_afresh(f, dt);
            std::mem::swap(&mut last.key, &mut last.scratch);
            last.info = Some(info.clone());
            info
        })
    }

    /// [`LoopInfo::compute`] without looking at the last loops.
    fn compute_afresh(f: &Function, dt: &DomTree) -> LoopInfo {
        crate::work::add(1);
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
        let mut loops: Vec<Loop> = dt
            .rpo()
            .iter()
            .filter_map(|&h| natural_loop(dt, &preds, h))
            .collect();
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

    /// The loop whose header is `h`, if `h` heads one.
    pub fn loop_with_header(&self, h: Block) -> Option<usize> {
        self.innermost[h].filter(|&l| self.loops[l].header == h)
    }

    /// The loops directly inside loop `l`, in order.
    pub fn children(&self, l: usize) -> impl Iterator<Item = usize> + '_ {
        (l + 1..self.loops.len()).filter(move |&c| self.loops[c].parent == Some(l))
    }

    /// The preheader of loop `l`: its header's only predecessor from outside
    /// the loop, if that block's only successor is the header.
    pub fn preheader(&self, f: &Function, l: usize) -> Option<Block> {
        self.preheader_in(f, &f.pred_table(), l)
    }

    /// [`Self::preheader`] with the predecessors of `f` already computed
    /// (asking for every loop costs one pass over the CFG, not one per
    /// loop).
    pub fn preheader_in(&self, f: &Function, preds: &PredTable, l: usize) -> Option<Block> {
        let lp = &self.loops[l];
        let mut outside = preds[lp.header]
            .iter()
            .copied()
            .filter(|&p| !lp.blocks.contains(p));
        let (Some(p), None) = (outside.next(), outside.next()) else {
            return None;
        };
        let mut succs = f.succ_iter(p);
        (succs.next() == Some(lp.header) && succs.next().is_none()).then_some(p)
    }
}

/// The natural loop headed by `h`, if a back edge enters `h`: `h` and every
/// reachable block that reaches a latch without passing through `h`.
fn natural_loop(dt: &DomTree, preds: &PredTable, h: Block) -> Option<Loop> {
    let mut latches: Vec<Block> = preds[h]
        .iter()
        .copied()
        .filter(|&p| dt.dominates(h, p))
        .collect();
    if latches.is_empty() {
        return None;
    }
    let mut blocks = EntitySet::new();
    blocks.insert(h);
    let mut work = latches.clone();
    while let Some(b) = work.pop() {
        if blocks.insert(b) {
            work.extend(preds[b].iter().copied().filter(|&p| dt.is_reachable(p)));
        }
    }
    // (A block branching to the header twice is listed twice, next to
    // itself: the predecessor lists are in layout order.)
    latches.dedup();
    Some(Loop {
        header: h,
        blocks,
        latches,
        parent: None,
        depth: 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::InstData;

    /// Parses `src` and returns the body of its first function.
    fn body(src: &str) -> Function {
        let (m, _) = crate::parse("loops.ll", src).expect("valid IR");
        let f = m.funcs.values().next().expect("one function");
        f.body.clone().expect("defined")
    }

    /// Two loops nested in a third, one after the other, and code after all
    /// of them.
    const NESTED: &str = "define i64 @main(i1 %c) {
        entry:
          br label %outer
        outer:
          %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
          br label %first
        first:
          br i1 %c, label %first, label %second
        second:
          br i1 %c, label %second, label %olatch
        olatch:
          %i1 = add i64 %i, 1
          %ci = icmp slt i64 %i1, 4
          br i1 %ci, label %outer, label %done
        done:
          ret i64 %i1
        }";

    #[test]
    fn nested_loops_have_parents_depths_and_latches() {
        let f = body(NESTED);
        let dt = DomTree::compute(&f);
        let li = LoopInfo::compute(&f, &dt);
        let [entry, outer, first, second, olatch, done] = [0, 1, 2, 3, 4, 5].map(|i| f.layout[i]);
        assert_eq!(li.loops.len(), 3);
        let lo = li.loop_with_header(outer).expect("outer loop");
        let l1 = li.loop_with_header(first).expect("first inner loop");
        let l2 = li.loop_with_header(second).expect("second inner loop");
        assert_eq!(li.loop_with_header(olatch), None);
        // Outer loops come first; both inner loops are children of the outer.
        assert_eq!(lo, 0);
        assert_eq!(li.children(lo).collect::<Vec<_>>(), [l1, l2]);
        assert_eq!(li.children(l1).count(), 0);
        assert_eq!(
            (li.loops[l1].parent, li.loops[l2].parent),
            (Some(lo), Some(lo))
        );
        assert_eq!(li.loops[lo].latches, [olatch]);
        assert_eq!(li.loops[l1].latches, [first]);
        let outer_blocks: Vec<Block> = li.loops[lo].blocks.iter().collect();
        assert_eq!(outer_blocks, [outer, first, second, olatch]);
        let depths = [entry, outer, first, second, olatch, done].map(|b| li.depth(b));
        assert_eq!(depths, [0, 1, 2, 2, 1, 0]);
        assert_eq!(li.nest(second), [lo, l2]);
        assert!(li.nest(done).is_empty());
        // A loop's preheader is its only entering block, if that block
        // leads nowhere else: `first` also branches to itself.
        assert_eq!(li.preheader(&f, lo), Some(entry));
        assert_eq!(li.preheader(&f, l1), Some(outer));
        assert_eq!(li.preheader(&f, l2), None);
    }

    /// The loops of an unchanged function and tree are the last ones,
    /// copied: the search does not run again.
    #[test]
    fn unchanged_loops_are_not_searched_again() {
        let f = body(NESTED);
        let dt = DomTree::compute(&f);
        let (first, work) = crate::work::measure(|| LoopInfo::compute(&f, &dt));
        assert!(work > 0, "the first loops are searched");
        let (second, work) = crate::work::measure(|| LoopInfo::compute(&f, &dt));
        assert_eq!(work, 0, "the second loops are the first, copied");
        assert_eq!(format!("{first:?}"), format!("{second:?}"));
    }

    /// The loops kept from the last call are never returned for a function
    /// or tree that has changed since: every edit gets the loops a fresh
    /// search finds — swapped branch edges, a retargeted jump, the blocks
    /// in another layout order (latches are in layout order), and a tree
    /// of the function before the edit.
    #[test]
    fn an_edited_function_or_tree_gets_its_own_loops() {
        let check = |f: &Function, dt: &DomTree, what: &str| {
            let kept = LoopInfo::compute(f, dt);
            let fresh = LoopInfo::compute_afresh(f, dt);
            assert_eq!(format!("{kept:?}"), format!("{fresh:?}"), "{what}");
        };
        let mut f = body(NESTED);
        let blocks = f.layout.clone();
        for (k, &b) in blocks.iter().enumerate() {
            let before = DomTree::compute(&f);
            check(&f, &before, &format!("before edit {k}"));
            let Some(t) = f.terminator(b) else { continue };
            match &mut f.insts[t] {
                InstData::Branch {
                    then_dest,
                    else_dest,
                    ..
                } => std::mem::swap(then_dest, else_dest),
                InstData::Jump { dest } => dest.block = blocks[(k + 2) % blocks.len()],
                _ => {}
            }
            check(&f, &DomTree::compute(&f), &format!("edit {k}"));
            check(&f, &before, &format!("edit {k}, the tree before it"));
            // Two latches of one header in the other layout order.
            f.layout[1..].reverse();
            check(&f, &DomTree::compute(&f), &format!("edit {k}, reversed"));
            f.layout[1..].reverse();
        }
    }

    /// A block that branches to the header on both edges is one latch; a
    /// loop-free function has no loops and depth 0 everywhere.
    #[test]
    fn a_double_back_edge_is_one_latch_and_straight_code_has_no_loops() {
        let f = body(
            "define void @f(i1 %c) {
            entry:
              br label %h
            h:
              br i1 %c, label %h, label %h
            }",
        );
        let dt = DomTree::compute(&f);
        let li = LoopInfo::compute(&f, &dt);
        assert_eq!(li.loops.len(), 1);
        assert_eq!(li.loops[0].latches, [f.layout[1]]);
        let g = body(
            "define void @g(i1 %c) {
            entry:
              br i1 %c, label %a, label %b
            a:
              br label %b
            b:
              ret void
            }",
        );
        let li = LoopInfo::compute(&g, &DomTree::compute(&g));
        assert!(li.loops.is_empty());
        assert!(g.layout.iter().all(|&b| li.depth(b) == 0));
    }

    /// Two blocks that jump into each other from both sides of a branch
    /// form an irreducible cycle: neither dominates the other, so there is
    /// no back edge and no loop.
    #[test]
    fn an_irreducible_cycle_is_not_a_loop() {
        let f = body(
            "define void @f(i1 %c) {
            entry:
              br i1 %c, label %a, label %b
            a:
              br i1 %c, label %b, label %out
            b:
              br i1 %c, label %a, label %out
            out:
              ret void
            }",
        );
        let li = LoopInfo::compute(&f, &DomTree::compute(&f));
        assert!(li.loops.is_empty());
    }
}
