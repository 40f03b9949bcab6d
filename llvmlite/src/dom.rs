//! Dominator trees (Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
//! Algorithm", 2001).
//!
//! The verifier needs dominance to check that every use of a value is
//! dominated by its definition; the mid-end needs it for mem2reg and
//! elaboration. The iterative algorithm over reverse postorder is short and, on
//! the CFGs compilers see, as fast as Lengauer–Tarjan. After computing
//! immediate dominators we number the tree in pre- and postorder, so a
//! dominance query is two comparisons instead of a walk up the tree.
//!
//! Unreachable blocks have no dominator and dominate nothing; queries about
//! them return `false`.

use crate::ir::{Block, Function};
use cranelift_entity::SecondaryMap;
use cranelift_entity::packed_option::PackedOption;

/// The dominator tree of a function's CFG.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    rpo: Vec<Block>,
    rpo_index: SecondaryMap<Block, u32>,
    idom: SecondaryMap<Block, PackedOption<Block>>,
    pre: SecondaryMap<Block, u32>,
    post: SecondaryMap<Block, u32>,
}

const UNREACHED: u32 = u32::MAX;

impl DomTree {
    /// Computes the dominator tree of `f` (entry: `f.layout[0]`). Branch
    /// targets must be blocks of `f` (the verifier checks this first).
    pub fn compute(f: &Function) -> DomTree {
        let mut d = DomTree {
            rpo_index: SecondaryMap::with_default(UNREACHED),
            pre: SecondaryMap::with_default(UNREACHED),
            post: SecondaryMap::with_default(UNREACHED),
            ..DomTree::default()
        };
        let Some(entry) = f.entry() else { return d };
        d.rpo = reverse_postorder(f, entry);
        for (i, &b) in d.rpo.iter().enumerate() {
            d.rpo_index[b] = i as u32;
        }
        d.compute_idoms(f, entry);
        d.number_tree(entry);
        d
    }

    fn compute_idoms(&mut self, f: &Function, entry: Block) {
        let preds = f.predecessors();
        self.idom[entry] = entry.into();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in self.rpo.iter().skip(1) {
                let mut new_idom: Option<Block> = None;
                for &p in &preds[b] {
                    if self.idom[p].is_none() {
                        continue; // unreachable or not processed yet
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => self.intersect(p, cur),
                    });
                }
                if let Some(n) = new_idom
                    && self.idom[b].expand() != Some(n)
                {
                    self.idom[b] = n.into();
                    changed = true;
                }
            }
        }
    }

    fn intersect(&self, mut a: Block, mut b: Block) -> Block {
        while a != b {
            while self.rpo_index[a] > self.rpo_index[b] {
                a = self.idom[a]
                    .expand()
                    .expect("processed blocks have an idom");
            }
            while self.rpo_index[b] > self.rpo_index[a] {
                b = self.idom[b]
                    .expand()
                    .expect("processed blocks have an idom");
            }
        }
        a
    }

    fn number_tree(&mut self, entry: Block) {
        let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in self.rpo.iter().skip(1) {
            if let Some(p) = self.idom[b].expand() {
                children[p].push(b);
            }
        }
        let mut counter = 0u32;
        // Iterative DFS: (block, next child index).
        let mut stack = vec![(entry, 0usize)];
        self.pre[entry] = counter;
        counter += 1;
        while let Some((b, i)) = stack.pop() {
            if let Some(&c) = children[b].get(i) {
                stack.push((b, i + 1));
                self.pre[c] = counter;
                counter += 1;
                stack.push((c, 0));
            } else {
                self.post[b] = counter;
                counter += 1;
            }
        }
    }

    /// Reachable blocks in reverse postorder (entry first).
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b] != UNREACHED
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable
    /// blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        match self.idom[b].expand() {
            Some(d) if d != b => Some(d),
            _ => None,
        }
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }

    /// Whether `a` dominates `b` and `a != b`.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }
}

/// Blocks reachable from `entry` in reverse postorder (iterative DFS, so deep
/// CFGs cannot overflow the stack).
pub fn reverse_postorder(f: &Function, entry: Block) -> Vec<Block> {
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::with_capacity(f.layout.len());
    let mut stack: Vec<(Block, Vec<Block>, usize)> = Vec::new();
    visited[entry] = true;
    stack.push((entry, f.successors(entry), 0));
    while let Some(top) = stack.last_mut() {
        let (b, succs, i) = (top.0, &top.1, top.2);
        if let Some(&s) = succs.get(i) {
            top.2 += 1;
            if !visited[s] {
                visited[s] = true;
                let ss = f.successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BlockCall, InstData, SrcLoc};
    use crate::types::{Ty, TypeStore};

    /// entry -> a, b; a -> c; b -> c; c -> a (loop); d unreachable -> c.
    fn diamond_with_loop() -> (Function, [Block; 5]) {
        let types = TypeStore::new();
        let mut f = Function::new();
        let [e, a, b, c, d] = [(); 5].map(|_| f.create_block(None));
        let t = f.iconst(&types, Ty::I1, 1);
        let br = |x: Block, y: Block| InstData::Branch {
            cond: t,
            then_dest: BlockCall::new(x),
            else_dest: BlockCall::new(y),
        };
        let jump = |x: Block| InstData::Jump {
            dest: BlockCall::new(x),
        };
        f.append_inst(e, br(a, b), None, SrcLoc::default());
        f.append_inst(a, jump(c), None, SrcLoc::default());
        f.append_inst(b, jump(c), None, SrcLoc::default());
        f.append_inst(c, br(a, c), None, SrcLoc::default());
        f.append_inst(d, jump(c), None, SrcLoc::default());
        (f, [e, a, b, c, d])
    }

    #[test]
    fn idoms_and_queries() {
        let (f, [e, a, b, c, d]) = diamond_with_loop();
        let dt = DomTree::compute(&f);
        assert_eq!(dt.idom(e), None);
        assert_eq!(dt.idom(a), Some(e));
        assert_eq!(dt.idom(b), Some(e));
        assert_eq!(dt.idom(c), Some(e));
        assert!(dt.dominates(e, c));
        assert!(dt.dominates(c, c));
        assert!(!dt.strictly_dominates(c, c));
        assert!(!dt.dominates(a, c));
        assert!(!dt.is_reachable(d));
        assert!(!dt.dominates(d, c));
        assert_eq!(dt.rpo()[0], e);
        assert_eq!(dt.rpo().len(), 4);
    }
}
