//! Full unrolling of counted loops with early exits.
//!
//! A loop like `while (j >= 0 && a[j] > t)` leaves by its counted test
//! (`j >= 0`) and by a second, data-dependent one. Fully unrolled, every
//! copy of the body keeps the early exit as a branch out; only the counted
//! test goes, as in a loop with one exit. The copies then leave from
//! different places, so a value of the loop used after it is, on each
//! exiting edge, the copy's own: such a value becomes a new parameter of
//! the exit block, and every edge passes its copy's value.
//!
//! To keep this simple, every exit must go to one block `E` that only the
//! loop enters ([`shared_exit`]): `E` then dominates every use of a loop
//! value after the loop, so each copy's value is defined on its exiting
//! edges and the new parameter replaces the value everywhere after the
//! loop.

use cranelift_entity::EntitySet;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::Loop;
use egret_llvmlite::{Block, Function, PredTable, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The one block all of `exiting`'s edges out of `lp` go to, if only the
/// loop enters it.
pub(super) fn shared_exit(
    f: &Function,
    lp: &Loop,
    preds: &PredTable,
    exiting: &[Block],
) -> Option<Block> {
    let mut exit = None;
    for &b in exiting {
        for s in f.succ_iter(b) {
            if lp.blocks.contains(s) {
                continue;
            }
            if exit.is_some_and(|e| e != s) {
                return None;
            }
            exit = Some(s);
        }
    }
    let exit = exit?;
    if !preds[exit].iter().all(|&p| lp.blocks.contains(p)) {
        return None;
    }
    // Each copy passes its own value on its exiting edges: the value must
    // be defined on every way out (not so when the use after the loop is
    // in a block the exit does not dominate, or cannot be reached).
    let dt = DomTree::compute(f);
    let defined_before_every_exit = |v: Value| {
        let def = match f.value_def(v) {
            ValueDef::Param(b, _) => Some(b),
            ValueDef::Inst(i) => f.inst_block[i].expand(),
            _ => None,
        };
        def.is_none_or(|d| !lp.blocks.contains(d) || exiting.iter().all(|&x| dt.dominates(d, x)))
    };
    let mut ok = true;
    for &b in &f.layout {
        if lp.blocks.contains(b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| ok &= defined_before_every_exit(v));
        }
    }
    ok.then_some(exit)
}

/// After the copies are made and chained: gives `exit` a parameter for
/// each value of the loop used after it, passes each copy's value on that
/// copy's edges into `exit`, and makes the uses after the loop (blocks of
/// the first `layout_len` of the layout outside `in_loop`) use the
/// parameter.
pub(super) fn pass_values_out(
    f: &mut Function,
    exit: Block,
    value_maps: &[HashMap<Value, Value>],
    block_maps: &[HashMap<Block, Block>],
    layout_len: usize,
    in_loop: &HashSet<Block>,
) {
    let used = loop_values_used_after(f, layout_len, in_loop);
    if used.is_empty() {
        return;
    }
    let mut to_param: HashMap<Value, Value> = HashMap::default();
    for &v in &used {
        let p = f.append_block_param(exit, f.value_type(v));
        to_param.insert(v, p);
    }
    for (vmap, bmap) in value_maps.iter().zip(block_maps) {
        // In the loop's block order, so that the result is deterministic.
        let mut copies: Vec<Block> = bmap.values().copied().collect();
        copies.sort_unstable();
        for b in copies {
            let Some(t) = f.terminator(b) else { continue };
            for call in f.insts[t].targets_mut() {
                if call.block == exit {
                    call.args
                        .extend(used.iter().map(|v| vmap.get(v).copied().unwrap_or(*v)));
                }
            }
        }
    }
    super::use_values_of_copy(f, &to_param, layout_len, in_loop);
}

/// The values defined in `in_loop` (results and block parameters) that
/// instructions after the loop use, in the order of their first use. A
/// debug record after the loop naming a loop value no instruction there
/// uses is made to say the value is gone (a parameter only for it would
/// change the code).
fn loop_values_used_after(
    f: &mut Function,
    layout_len: usize,
    in_loop: &HashSet<Block>,
) -> Vec<Value> {
    let defined_in_loop = |f: &Function, v: Value| match f.value_def(v) {
        ValueDef::Param(b, _) => in_loop.contains(&b),
        ValueDef::Inst(i) => f.inst_block[i]
            .expand()
            .is_some_and(|b| in_loop.contains(&b)),
        _ => false,
    };
    let after: HashSet<Block> = f.layout[..layout_len]
        .iter()
        .filter(|b| !in_loop.contains(b))
        .copied()
        .collect();
    let mut seen: EntitySet<Value> = EntitySet::new();
    let mut used = Vec::new();
    for &b in &f.layout[..layout_len] {
        if !after.contains(&b) {
            continue;
        }
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| {
                if !seen.contains(v) && defined_in_loop(f, v) {
                    seen.insert(v);
                    used.push(v);
                }
            });
        }
    }
    let gone: Vec<usize> = (0..f.dbg_records.len())
        .filter(|&k| {
            let r = &f.dbg_records[k];
            after.contains(&r.block)
                && r.value
                    .is_some_and(|v| !seen.contains(v) && defined_in_loop(f, v))
        })
        .collect();
    for k in gone {
        f.dbg_records[k].value = None;
    }
    used
}
