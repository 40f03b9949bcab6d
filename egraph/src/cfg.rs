//! Small CFG and SSA utilities shared by the passes: reachability, use
//! counts, dominator-tree children and frontiers, removing block parameters.
//!
//! The IR keeps each block's instructions in a plain `Vec` and the block order
//! in `Function::layout`, so passes restructure a function by rebuilding those
//! vectors; these helpers keep the bookkeeping that goes with that (parameter
//! numbering in `ValueDef::Param`, branch arguments, `inst_block`) in one place.

use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{Block, Function, Inst, InstData, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// The blocks reachable from the entry.
///
/// Every pass that may leave a block unreachable calls this (through
/// [`remove_unreachable`]), so the search reads a jump's or a branch's
/// targets straight from the terminator; other terminators go through
/// [`InstData::targets_iter`]. The successors are those of
/// [`Function::succ_iter`].
pub fn reachable(f: &Function) -> EntitySet<Block> {
    let mut seen = EntitySet::with_capacity(f.blocks.len());
    let Some(entry) = f.entry() else { return seen };
    let mut stack = Vec::with_capacity(f.layout.len());
    stack.push(entry);
    seen.insert(entry);
    while let Some(b) = stack.pop() {
        let mut visit = |s: Block| {
            if seen.insert(s) {
                stack.push(s);
            }
        };
        match f.blocks[b].insts.last().map(|&i| &f.insts[i]) {
            Some(InstData::Jump { dest }) => visit(dest.block),
            Some(InstData::Branch {
                then_dest,
                else_dest,
                ..
            }) => {
                visit(then_dest.block);
                visit(else_dest.block);
            }
            // (A block whose last instruction is no terminator has no
            // successors: such an instruction has no targets.)
            Some(data) => data.targets_iter().for_each(|c| visit(c.block)),
            None => {}
        }
    }
    seen
}

/// Removes unreachable blocks from the layout. Returns whether any was removed.
pub fn remove_unreachable(f: &mut Function) -> bool {
    let live = reachable(f);
    let before = f.layout.len();
    f.layout.retain(|&b| live.contains(b));
    let changed = f.layout.len() != before;
    if changed {
        f.rebuild_inst_blocks();
    }
    changed
}

/// How many times each value is used by instructions in the layout
/// (branch arguments included).
pub fn use_counts(f: &Function) -> SecondaryMap<Value, u32> {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    uses.resize(f.values.len());
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| uses[v] += 1);
        }
    }
    uses
}

/// The children of every block in the dominator tree, in reverse postorder
/// (so walks over the tree are deterministic).
pub fn dom_children(dt: &DomTree) -> SecondaryMap<Block, Vec<Block>> {
    let mut kids: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in dt.rpo() {
        if let Some(p) = dt.idom(b) {
            kids[p].push(b);
        }
    }
    kids
}

/// Dominance frontiers (Cytron et al.; the Cooper–Harvey–Kennedy formulation):
/// the blocks where a definition in `b` stops dominating.
pub fn dominance_frontiers(f: &Function, dt: &DomTree) -> SecondaryMap<Block, Vec<Block>> {
    let preds = f.pred_table();
    let mut df: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in dt.rpo() {
        let ps: Vec<Block> = preds[b]
            .iter()
            .copied()
            .filter(|&p| dt.is_reachable(p))
            .collect();
        if ps.len() < 2 {
            continue;
        }
        let Some(idom) = dt.idom(b) else { continue };
        for p in ps {
            let mut runner = p;
            while runner != idom {
                if !df[runner].contains(&b) {
                    df[runner].push(b);
                }
                match dt.idom(runner) {
                    Some(up) => runner = up,
                    None => break,
                }
            }
        }
    }
    df
}

/// Keeps the parameters of `block` for which `keep` is true and drops the
/// matching arguments of every branch to it. Renumbers the kept parameters'
/// `ValueDef::Param` indices. The dropped parameters must be unused.
pub fn remove_block_params(f: &mut Function, block: Block, keep: &[bool]) {
    debug_assert_eq!(keep.len(), f.blocks[block].params.len());
    if keep.iter().all(|&k| k) {
        return;
    }
    remove_params_of(f, &std::iter::once((block, keep.to_vec())).collect());
}

/// [`remove_block_params`] for many blocks at once, in one pass over the
/// branches (`keep` has an entry for each block that loses parameters).
pub fn remove_params_of(f: &mut Function, keep: &HashMap<Block, Vec<bool>>) {
    if keep.is_empty() {
        return;
    }
    for (&block, k) in keep {
        let params = std::mem::take(&mut f.blocks[block].params);
        let mut kept = Vec::new();
        for (p, &stay) in params.into_iter().zip(k) {
            if stay {
                f.values[p].def = ValueDef::Param(block, kept.len() as u32);
                kept.push(p);
            } else {
                retire_param(f, p);
            }
        }
        f.blocks[block].params = kept;
    }
    for bi in 0..f.layout.len() {
        let Some(t) = f.terminator(f.layout[bi]) else {
            continue;
        };
        for call in f.insts[t].targets_mut() {
            if let Some(k) = keep.get(&call.block) {
                let mut i = 0;
                call.args.retain(|_| {
                    let stay = k.get(i).copied().unwrap_or(true);
                    i += 1;
                    stay
                });
            }
        }
    }
}

/// Marks a value that was a block parameter and no longer is (the verifier
/// requires every value's definition to be consistent; a retired parameter
/// becomes an unused `undef`).
pub fn retire_param(f: &mut Function, p: Value) {
    f.values[p].def = ValueDef::Undef;
}

/// The values `block` defines: its parameters, then its instruction results.
pub fn values_defined_in(f: &Function, block: Block) -> Vec<Value> {
    let mut vs: Vec<Value> = f.blocks[block].params.clone();
    for &i in &f.blocks[block].insts {
        if let Some(v) = f.inst_result(i) {
            vs.push(v);
        }
    }
    vs
}

/// Resolves a value through a replacement map (transitively).
pub fn resolve(map: &HashMap<Value, Value>, mut v: Value) -> Value {
    let mut n = 0;
    while let Some(&w) = map.get(&v) {
        v = w;
        n += 1;
        if n > map.len() {
            break;
        }
    }
    v
}

/// The instructions of the layout in order, with their blocks.
pub fn placed_insts(f: &Function) -> Vec<(Block, Inst)> {
    let mut out = Vec::with_capacity(f.num_placed_insts());
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            out.push((b, i));
        }
    }
    out
}

/// Whether `data` is a pure instruction the optimiser may move, duplicate
/// or delete freely: no memory access, no control flow, no possible trap.
pub fn is_pure(data: &InstData) -> bool {
    !data.has_side_effects()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::parse_fn;

    #[test]
    fn unreachable_blocks_are_removed() {
        let (m, f) = parse_fn(
            "define i64 @f(i64 %x) {
             entry:
               ret i64 %x
             dead:
               br label %dead2
             dead2:
               ret i64 0
             }",
        );
        let mut body = m.funcs[f].body.clone().expect("defined");
        assert!(remove_unreachable(&mut body));
        assert_eq!(body.layout.len(), 1);
        assert!(!remove_unreachable(&mut body));
    }

    /// The search [`reachable`] did before it read jumps and branches
    /// straight from the terminator: the definition it must agree with.
    fn reachable_through_succ_iter(f: &Function) -> Vec<Block> {
        let mut seen = EntitySet::with_capacity(f.blocks.len());
        let mut stack: Vec<Block> = f.entry().into_iter().collect();
        stack.iter().for_each(|&e| {
            seen.insert(e);
        });
        while let Some(b) = stack.pop() {
            for s in f.succ_iter(b) {
                if seen.insert(s) {
                    stack.push(s);
                }
            }
        }
        f.blocks.keys().filter(|&b| seen.contains(b)).collect()
    }

    /// Random CFGs with every kind of terminator (jumps, branches with two
    /// targets or one twice, switches, indirect branches, returns,
    /// `unreachable`), blocks without a terminator and without any
    /// instruction, and every block in turn as the entry.
    #[test]
    fn reachable_finds_what_a_search_through_succ_iter_finds() {
        use egret_llvmlite::{BlockCall, SrcLoc, Ty, TypeStore};
        let types = TypeStore::new();
        // A linear congruential generator: the same CFGs on every run.
        fn pick(state: &mut u64, m: usize) -> usize {
            *state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*state >> 33) as usize % m
        }
        let mut state = 1u64;
        for round in 0..200 {
            let n = 2 + round % 12;
            let mut f = Function::new();
            let blocks: Vec<Block> = (0..n).map(|_| f.create_block(None)).collect();
            let c = f.iconst(&types, Ty::I1, 1);
            let x = f.iconst(&types, Ty::I32, 7);
            let to = |state: &mut u64| BlockCall::new(blocks[pick(state, n)]);
            for &b in &blocks {
                let data = match pick(&mut state, 9) {
                    0 => InstData::Ret { value: None },
                    1 | 2 => InstData::Jump {
                        dest: to(&mut state),
                    },
                    3 | 4 => InstData::Branch {
                        cond: c,
                        then_dest: to(&mut state),
                        else_dest: to(&mut state),
                    },
                    5 => {
                        let cases = pick(&mut state, 4) as u64;
                        InstData::Switch {
                            cond: x,
                            default: to(&mut state),
                            cases: (0..cases).map(|k| (k, to(&mut state))).collect(),
                        }
                    }
                    6 => {
                        let dests = pick(&mut state, 3);
                        InstData::IndirectBr {
                            addr: x,
                            dests: (0..dests).map(|_| to(&mut state)).collect(),
                        }
                    }
                    7 => InstData::Unreachable,
                    // No terminator: a block ending in a value, or empty.
                    _ => {
                        if pick(&mut state, 2) == 0 {
                            let data = InstData::Freeze { arg: x };
                            f.append_inst(b, data, Some(Ty::I32), SrcLoc::default());
                        }
                        continue;
                    }
                };
                f.append_inst(b, data, None, SrcLoc::default());
            }
            for k in 0..n {
                f.layout.rotate_left(1);
                let got: Vec<Block> = reachable(&f).iter().collect();
                assert_eq!(
                    got,
                    reachable_through_succ_iter(&f),
                    "round {round}, entry {k}"
                );
            }
        }
    }

    #[test]
    fn frontiers_of_a_diamond() {
        let (m, f) = parse_fn(
            "define i64 @f(i1 %c) {
             entry:
               br i1 %c, label %a, label %b
             a:
               br label %j
             b:
               br label %j
             j:
               ret i64 0
             }",
        );
        let body = m.funcs[f].body.as_ref().expect("defined");
        let dt = DomTree::compute(body);
        let df = dominance_frontiers(body, &dt);
        let [_, a, b, j] = [0, 1, 2, 3].map(|i| body.layout[i]);
        assert_eq!(df[a], vec![j]);
        assert_eq!(df[b], vec![j]);
        assert!(df[j].is_empty());
    }
}
