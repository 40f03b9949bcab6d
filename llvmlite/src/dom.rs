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
//!
//! The mid-end recomputes the tree after most passes, so its construction
//! walks each block's successors once: the depth-first search that orders
//! the blocks records the edges it follows, and the predecessor lists the
//! algorithm needs are built from that record rather than from a second
//! and third walk of every terminator.
//!
//! Most passes leave the CFG as they found it, so the next pass would
//! compute the same tree again. Each thread keeps the last tree it
//! computed with a key of the CFG it describes (the number of blocks, the
//! entry, and every block's successors in order); [`DomTree::compute`]
//! builds the key of the function it is given, one walk of the
//! terminators, and returns a copy of the kept tree when the keys are
//! equal. The tree is a function of exactly what the key records, so the
//! copy is the tree the algorithm would compute, whichever pass edited the
//! CFG in between and however.

use crate::ir::{Block, BlockCall, Function, InstData, Succs};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, SecondaryMap};
use std::cell::RefCell;

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

thread_local! {
    /// The tree this thread computed last, with the key of its CFG.
    static LAST_TREE: RefCell<LastTree> = RefCell::new(LastTree::default());
}

/// The last tree computed on a thread ([`DomTree::compute`]).
#[derive(Default)]
struct LastTree {
    /// The [`cfg_key`] of the function `tree` was computed for.
    key: Vec<u32>,
    /// The key of the function being asked about (kept to reuse its
    /// memory).
    scratch: Vec<u32>,
    tree: Option<DomTree>,
}

/// Writes into `key` everything of `f` its dominator tree depends on: the
/// number of blocks (which sizes the tree's tables), the entry, and for
/// every block, in index order, its number of successors and the
/// successors in the order the search follows them.
///
/// The successors are those of [`Function::succ_iter`], read straight from
/// the terminator: a jump or a branch, nearly every block's, is written
/// without the general iterator (the key is built on every call, hit or
/// miss, so it must cost much less than the tree).
pub(crate) fn cfg_key(f: &Function, key: &mut Vec<u32>) {
    let index = |c: &BlockCall| c.block.index() as u32;
    key.clear();
    key.reserve(2 + 3 * f.blocks.len());
    key.push(f.blocks.len() as u32);
    key.push(f.entry().map_or(UNREACHED, |e| e.index() as u32));
    for block in f.blocks.values() {
        let terminator = block
            .insts
            .last()
            .map(|&i| &f.insts[i])
            .filter(|data| data.is_terminator());
        match terminator {
            None => key.push(0),
            Some(InstData::Jump { dest }) => key.extend([1, index(dest)]),
            Some(InstData::Branch {
                then_dest,
                else_dest,
                ..
            }) => key.extend([2, index(then_dest), index(else_dest)]),
            Some(data) => {
                let count_at = key.len();
                key.push(0);
                key.extend(data.targets_iter().map(index));
                key[count_at] = (key.len() - count_at - 1) as u32;
            }
        }
    }
}

impl DomTree {
    /// Computes the dominator tree of `f` (entry: `f.layout[0]`). Branch
    /// targets must be blocks of `f` (the verifier checks this first).
    ///
    /// When the CFG is the one of the last call on this thread, the tree
    /// is that call's, copied (see the module documentation).
    pub fn compute(f: &Function) -> DomTree {
        LAST_TREE.with(|last| {
            let Ok(mut last) = last.try_borrow_mut() else {
                return DomTree::compute_afresh(f);
            };
            let last = &mut *last;
            cfg_key(f, &mut last.scratch);
            if let Some(tree) = &last.tree
                && last.scratch == last.key
            {
                return tree.clone();
            }
            let tree = DomTree::compute_afresh(f);
            std::mem::swap(&mut last.key, &mut last.scratch);
            last.tree = Some(tree.clone());
            tree
        })
    }

    /// [`DomTree::compute`] without looking at the last tree.
    fn compute_afresh(f: &Function) -> DomTree {
        let mut d = DomTree {
            rpo_index: SecondaryMap::with_default(UNREACHED),
            pre: SecondaryMap::with_default(UNREACHED),
            post: SecondaryMap::with_default(UNREACHED),
            ..DomTree::default()
        };
        let Some(entry) = f.entry() else { return d };
        let n = f.blocks.len();
        d.rpo_index.resize(n);
        d.idom.resize(n);
        d.pre.resize(n);
        d.post.resize(n);
        let mut edges = Vec::with_capacity(2 * f.layout.len());
        d.rpo = depth_first_order(f, entry, |from, to| edges.push((from, to)));
        for (i, &b) in d.rpo.iter().enumerate() {
            d.rpo_index[b] = i as u32;
        }
        // The algorithm runs on reverse postorder numbers in plain arrays.
        let idom = d.compute_idoms(&edges);
        for (i, &b) in d.rpo.iter().enumerate() {
            d.idom[b] = d.rpo[idom[i] as usize].into();
        }
        d.number_tree(&idom);
        d
    }

    /// The immediate dominator of every reachable block, as reverse
    /// postorder numbers (the entry, number 0, is its own), given every
    /// edge out of a reachable block.
    fn compute_idoms(&self, edges: &[(Block, Block)]) -> Vec<u32> {
        let n = self.rpo.len();
        // Predecessors, in the order the search followed the edges, as
        // runs of one flat array: `preds[start[i] .. start[i + 1]]` for the
        // block numbered i. (The order only changes how many rounds the
        // iteration takes, not the tree it converges to.)
        let mut start = vec![0u32; n + 1];
        for &(_, s) in edges {
            start[self.rpo_index[s] as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut preds = vec![0u32; edges.len()];
        for &(p, s) in edges {
            let at = &mut fill[self.rpo_index[s] as usize];
            preds[*at as usize] = self.rpo_index[p];
            *at += 1;
        }
        let mut idom = vec![UNREACHED; n];
        idom[0] = 0;
        // `seen[x] == visit` when the predecessor walks of the block being
        // processed (the `visit`-th) have already climbed through x.
        let mut seen = vec![0u64; n];
        let mut visit = 0u64;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                visit += 1;
                let mut new_idom = UNREACHED;
                for &p in &preds[start[b] as usize..start[b + 1] as usize] {
                    if idom[p as usize] == UNREACHED {
                        continue; // not processed yet
                    }
                    new_idom = if new_idom == UNREACHED {
                        p
                    } else {
                        intersect(&idom, &mut seen, visit, p, new_idom)
                    };
                }
                if new_idom != UNREACHED && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        idom
    }

    /// Numbers the tree in pre- and postorder (children in reverse
    /// postorder), given the immediate dominators as reverse postorder
    /// numbers.
    fn number_tree(&mut self, idom: &[u32]) {
        // The children of each block as runs of one flat array:
        // `kids[start[i] .. start[i + 1]]` for the block numbered i.
        let n = self.rpo.len();
        let mut start = vec![0u32; n + 1];
        for &p in &idom[1..] {
            start[p as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut kids = vec![0u32; start[n] as usize];
        for (b, &p) in idom.iter().enumerate().skip(1) {
            let at = &mut fill[p as usize];
            kids[*at as usize] = b as u32;
            *at += 1;
        }
        let mut counter = 0u32;
        // Iterative DFS: (block, next child index).
        let mut stack = vec![(0u32, 0u32)];
        self.pre[self.rpo[0]] = counter;
        counter += 1;
        while let Some((b, i)) = stack.pop() {
            let (lo, hi) = (start[b as usize], start[b as usize + 1]);
            if lo + i < hi {
                let c = kids[(lo + i) as usize];
                stack.push((b, i + 1));
                self.pre[self.rpo[c as usize]] = counter;
                counter += 1;
                stack.push((c, 0));
            } else {
                self.post[self.rpo[b as usize]] = counter;
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

    /// Whether the edge `from -> to` goes back in reverse postorder (every
    /// cycle of the CFG has such an edge; in a reducible CFG they are the
    /// loops' back edges). `false` when `from` is unreachable.
    pub fn is_retreating(&self, from: Block, to: Block) -> bool {
        self.is_reachable(from) && self.rpo_index[from] >= self.rpo_index[to]
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable
    /// blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        match self.idom[b].expand() {
            Some(d) if d != b => Some(d),
            _ => None,
        }
    }

    /// Appends to `key` what identifies this tree among the trees
    /// [`DomTree::compute`] builds: the reachable blocks in reverse
    /// postorder and the immediate dominator of each (the numbering the
    /// queries read is a function of these).
    pub(crate) fn write_key(&self, key: &mut Vec<u32>) {
        key.push(self.rpo.len() as u32);
        for &b in &self.rpo {
            key.push(b.index() as u32);
            key.push(
                self.idom[b]
                    .expand()
                    .map_or(UNREACHED, |d| d.index() as u32),
            );
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

/// The nearest common ancestor of `p` and `finger` in the tree under
/// construction (`idom`, as reverse postorder numbers: a parent's number is
/// below its child's), climbing from `p` and marking what it passes with
/// `visit`. Reaching a node an earlier walk for the same block marked means
/// `finger` (at or above where that walk ended) is already an ancestor of
/// `p`, so the walk stops there: the walks of one block together climb each
/// node at most once, and a block with N predecessors costs O(N) rather than
/// O(N × depth).
fn intersect(idom: &[u32], seen: &mut [u64], visit: u64, p: u32, finger: u32) -> u32 {
    let (mut a, mut b) = (p, finger);
    while a != b {
        while a > b {
            if seen[a as usize] == visit {
                return finger;
            }
            seen[a as usize] = visit;
            crate::work::add(1);
            a = idom[a as usize];
        }
        while b > a {
            crate::work::add(1);
            b = idom[b as usize];
        }
    }
    seen[a as usize] = visit;
    a
}

/// Blocks reachable from `entry` in reverse postorder (iterative DFS, so deep
/// CFGs cannot overflow the stack).
pub fn reverse_postorder(f: &Function, entry: Block) -> Vec<Block> {
    depth_first_order(f, entry, |_, _| {})
}

/// [`reverse_postorder`], calling `edge(from, to)` for every edge out of
/// a reachable block (each once, duplicates included, in the order the
/// search follows them).
fn depth_first_order(f: &Function, entry: Block, mut edge: impl FnMut(Block, Block)) -> Vec<Block> {
    let mut visited = vec![false; f.blocks.len()];
    let mut post = Vec::with_capacity(f.layout.len());
    let mut stack: Vec<(Block, Succs<'_>)> = Vec::with_capacity(f.layout.len());
    visited[entry.index()] = true;
    stack.push((entry, f.succ_iter(entry)));
    while let Some(top) = stack.last_mut() {
        if let Some(s) = top.1.next() {
            edge(top.0, s);
            if !visited[s.index()] {
                visited[s.index()] = true;
                stack.push((s, f.succ_iter(s)));
            }
        } else {
            post.push(top.0);
            stack.pop();
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BlockCall, InstData, SrcLoc, Value};
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

    /// A loop makes `may_have_cycles` true; the same graph without its back
    /// edges (every edge forward in the layout) makes it false.
    #[test]
    fn cycles_are_seen_from_the_layout() {
        let (f, _) = diamond_with_loop();
        assert!(f.may_have_cycles());
        let types = TypeStore::new();
        let mut g = Function::new();
        let [e, a, b, c] = [(); 4].map(|_| g.create_block(None));
        let t = g.iconst(&types, Ty::I1, 1);
        let jump = |x: Block| InstData::Jump {
            dest: BlockCall::new(x),
        };
        let br = InstData::Branch {
            cond: t,
            then_dest: BlockCall::new(a),
            else_dest: BlockCall::new(b),
        };
        g.append_inst(e, br, None, SrcLoc::default());
        g.append_inst(a, jump(c), None, SrcLoc::default());
        g.append_inst(b, jump(c), None, SrcLoc::default());
        g.append_inst(c, InstData::Unreachable, None, SrcLoc::default());
        assert!(!g.may_have_cycles());
        // A block branching to itself is a cycle.
        g.blocks[c].insts.clear();
        g.append_inst(c, jump(c), None, SrcLoc::default());
        assert!(g.may_have_cycles());
    }

    /// Blocks reachable from `from` without passing through `avoid`.
    fn reachable_avoiding(f: &Function, from: Block, avoid: Option<Block>) -> Vec<bool> {
        let mut seen = vec![false; f.blocks.len()];
        if Some(from) == avoid {
            return seen;
        }
        let mut work = vec![from];
        seen[from.index()] = true;
        while let Some(b) = work.pop() {
            for s in f.succ_iter(b) {
                if Some(s) != avoid && !seen[s.index()] {
                    seen[s.index()] = true;
                    work.push(s);
                }
            }
        }
        seen
    }

    /// A function of `n` blocks whose terminators a small generator picks
    /// (jumps, branches, branches with both edges to one block, returns),
    /// so there are loops, irreducible cycles and unreachable blocks.
    fn generated_cfg(n: usize, seed: u64) -> Function {
        let types = TypeStore::new();
        let mut f = Function::new();
        let blocks: Vec<Block> = (0..n).map(|_| f.create_block(None)).collect();
        let t = f.iconst(&types, Ty::I1, 1);
        let mut state = seed;
        let mut next = |m: usize| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as usize % m
        };
        for &b in &blocks {
            let data = match next(6) {
                0 => InstData::Ret { value: None },
                1 | 2 => InstData::Jump {
                    dest: BlockCall::new(blocks[next(n)]),
                },
                3 => {
                    let x = blocks[next(n)];
                    InstData::Branch {
                        cond: t,
                        then_dest: BlockCall::new(x),
                        else_dest: BlockCall::new(x),
                    }
                }
                _ => InstData::Branch {
                    cond: t,
                    then_dest: BlockCall::new(blocks[next(n)]),
                    else_dest: BlockCall::new(blocks[next(n)]),
                },
            };
            f.append_inst(b, data, None, SrcLoc::default());
        }
        f
    }

    /// Dominance by its definition: `a` dominates `b` when every path from
    /// the entry to `b` passes through `a`, i.e. `b` is reachable but not
    /// once `a` is taken out. The tree agrees on every pair of blocks of
    /// many generated CFGs, whatever order the search meets the edges in.
    #[test]
    fn dominance_agrees_with_its_definition_on_generated_cfgs() {
        for seed in 0..200u64 {
            let f = generated_cfg(2 + (seed as usize % 12), seed);
            assert_agrees_with_definition(&f, &format!("seed {seed}"));
        }
    }

    /// Checks the tree [`DomTree::compute`] gives for `f` against the
    /// definition of dominance, for every pair of blocks, and its order
    /// against [`reverse_postorder`].
    fn assert_agrees_with_definition(f: &Function, what: &str) {
        let dt = DomTree::compute(f);
        let entry = f.layout[0];
        let reachable = reachable_avoiding(f, entry, None);
        for &a in &f.layout {
            let without_a = reachable_avoiding(f, entry, Some(a));
            for &b in &f.layout {
                let expected = reachable[a.index()]
                    && reachable[b.index()]
                    && (a == b || !without_a[b.index()]);
                assert_eq!(dt.dominates(a, b), expected, "{what}: {a} dom {b}");
            }
            assert_eq!(dt.is_reachable(a), reachable[a.index()], "{what}");
        }
        let order = reverse_postorder(f, entry);
        assert_eq!(dt.rpo(), &order[..], "{what}");
    }

    /// The tree kept from the last call is never returned for a CFG that
    /// has changed since, whatever the edit: a retargeted edge (in place,
    /// or as a new terminator), an edge swapped with its twin, a new entry,
    /// a new block.
    #[test]
    fn an_edited_cfg_gets_its_own_tree() {
        for seed in 0..100u64 {
            let mut f = generated_cfg(3 + (seed as usize % 10), seed);
            assert_agrees_with_definition(&f, &format!("seed {seed}"));
            let blocks: Vec<Block> = f.layout.clone();
            for (k, &b) in blocks.iter().enumerate() {
                let to = blocks[(k * 7 + seed as usize) % blocks.len()];
                let Some(t) = f.terminator(b) else { continue };
                match &mut f.insts[t] {
                    InstData::Jump { dest } => *dest = BlockCall::new(to),
                    InstData::Branch {
                        then_dest,
                        else_dest,
                        ..
                    } => std::mem::swap(then_dest, else_dest),
                    _ => {
                        f.blocks[b].insts.clear();
                        let jump = InstData::Jump {
                            dest: BlockCall::new(to),
                        };
                        f.append_inst(b, jump, None, SrcLoc::default());
                    }
                }
                assert_agrees_with_definition(&f, &format!("seed {seed}, edit {k}"));
            }
            f.layout.swap(0, 1);
            assert_agrees_with_definition(&f, &format!("seed {seed}, new entry"));
            let new = f.create_block(None);
            f.append_inst(new, InstData::Ret { value: None }, None, SrcLoc::default());
            assert_agrees_with_definition(&f, &format!("seed {seed}, new block"));
        }
    }

    /// A [`generated_cfg`] of 3 to 12 blocks in which, by `(block + seed) %
    /// kinds`, a block's terminator becomes a `switch` (0), an `indirectbr`
    /// (1) or `unreachable` (2, when `kinds` exceeds 2), and is kept
    /// otherwise. Also returns the `i32` constant they test.
    fn cfg_with_switches(types: &TypeStore, seed: u64, kinds: usize) -> (Function, Value) {
        let mut f = generated_cfg(3 + (seed as usize % 10), seed);
        let blocks: Vec<Block> = f.layout.clone();
        let x = f.iconst(types, Ty::I32, 7);
        for (k, &b) in blocks.iter().enumerate() {
            let to = |j: usize| BlockCall::new(blocks[(k + j) % blocks.len()]);
            let data = match (k + seed as usize) % kinds {
                0 => InstData::Switch {
                    cond: x,
                    default: to(1),
                    cases: (0..k as u64 % 4).map(|c| (c, to(2 + c as usize))).collect(),
                },
                1 => InstData::IndirectBr {
                    addr: x,
                    dests: (0..k % 3).map(|j| to(j + 3)).collect(),
                },
                2 => InstData::Unreachable,
                _ => continue,
            };
            f.blocks[b].insts.clear();
            f.append_inst(b, data, None, SrcLoc::default());
        }
        (f, x)
    }

    /// The key read straight from the terminators is the key of the
    /// definition: the number of blocks, the entry, and every block's
    /// successors as [`Function::succ_iter`] lists them, for every kind of
    /// terminator (switches and indirect branches included), for blocks
    /// without one, and for a last instruction that is no terminator.
    #[test]
    fn the_cfg_key_lists_what_succ_iter_lists() {
        let types = TypeStore::new();
        for seed in 0..100u64 {
            let (mut f, x) = cfg_with_switches(&types, seed, 5);
            // A block with no instruction, and one ending in a constant.
            f.create_block(None);
            let last = f.create_block(None);
            let freeze = InstData::Freeze { arg: x };
            f.append_inst(last, freeze, Some(Ty::I32), SrcLoc::default());
            let mut want = vec![f.blocks.len() as u32, f.layout[0].index() as u32];
            for b in f.blocks.keys() {
                let succs: Vec<u32> = f.succ_iter(b).map(|s| s.index() as u32).collect();
                want.push(succs.len() as u32);
                want.extend(succs);
            }
            let mut key = Vec::new();
            cfg_key(&f, &mut key);
            assert_eq!(key, want, "seed {seed}");
        }
    }

    /// [`Function::pred_table`] lists, for every block, what
    /// [`Function::predecessors`] (the definition) lists, in the same
    /// order, duplicates kept — with switches, indirect branches, blocks
    /// without a terminator and a block out of the layout.
    #[test]
    fn pred_table_lists_what_predecessors_lists() {
        let types = TypeStore::new();
        let mut edges = 0;
        for seed in 0..100u64 {
            let (mut f, _) = cfg_with_switches(&types, seed, 4);
            let blocks: Vec<Block> = f.layout.clone();
            f.create_block(None);
            let out = f.create_block(None);
            f.layout.pop();
            let jump = InstData::Jump {
                dest: BlockCall::new(blocks[0]),
            };
            f.append_inst(out, jump, None, SrcLoc::default());
            let (table, want) = (f.pred_table(), f.predecessors());
            for b in f.blocks.keys() {
                assert_eq!(&table[b], &want[b][..], "seed {seed} block {b}");
                edges += want[b].len();
            }
        }
        assert!(edges > 500, "{edges}");
    }

    /// A second tree of an unchanged CFG is the first one, copied: the
    /// algorithm does not run again.
    #[test]
    fn an_unchanged_cfg_is_not_searched_again() {
        let (f, _) = diamond_with_loop();
        let (first, work) = crate::work::measure(|| DomTree::compute(&f));
        assert!(work > 0, "the first tree is computed");
        let (second, work) = crate::work::measure(|| DomTree::compute(&f));
        assert_eq!(work, 0, "the second tree is the first, copied");
        assert_eq!(first.rpo(), second.rpo());
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
