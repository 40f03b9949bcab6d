//! CFG simplification: constant branches become jumps, unreachable blocks
//! go, a block with a single predecessor that jumps to it is merged into
//! that predecessor, and branches to an empty block that only jumps on are
//! threaded to the final target.
//!
//! Each transformation is small and obviously correct on its own; the pass
//! repeats them until none applies. Block parameters make merging and
//! threading simple: merging substitutes the jump's arguments for the
//! merged block's parameters, and threading rewrites the arguments an edge
//! passes through the empty block's parameters.

use crate::cfg;
use cranelift_entity::{EntityRef, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{Block, BlockCall, Function, InstData, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// Simplifies the CFG of `f` to a fixpoint. Returns whether anything changed.
pub fn run(f: &mut Function) -> bool {
    let mut changed = false;
    loop {
        let mut round = fold_branches(f);
        round |= cfg::remove_unreachable(f);
        round |= remove_trivial_params(f);
        // Removing parameters keeps every edge, so only threading can make
        // more blocks unreachable.
        if thread_empty_blocks(f) {
            round = true;
            cfg::remove_unreachable(f);
        }
        round |= merge_blocks(f);
        if !round {
            break;
        }
        changed = true;
    }
    if changed {
        f.rebuild_inst_blocks();
    }
    changed
}

/// Turns branches whose condition is a constant, or whose two targets are
/// the same block with the same arguments, into jumps; likewise a `switch`
/// on a constant, or whose targets are all the same.
pub fn fold_branches(f: &mut Function) -> bool {
    let mut changed = false;
    for bi in 0..f.layout.len() {
        let Some(t) = f.terminator(f.layout[bi]) else {
            continue;
        };
        if let Some(dest) = decided_switch(f, &f.insts[t]) {
            f.insts[t] = InstData::Jump { dest };
            changed = true;
            continue;
        }
        let InstData::Branch {
            cond,
            then_dest,
            else_dest,
        } = &f.insts[t]
        else {
            continue;
        };
        let dest = match f.value_def(*cond) {
            ValueDef::Const(c) => Some(if c & 1 == 1 { then_dest } else { else_dest }),
            ValueDef::Undef => Some(then_dest),
            _ if then_dest == else_dest => Some(then_dest),
            _ => None,
        };
        if let Some(dest) = dest {
            let dest = dest.clone();
            f.insts[t] = InstData::Jump { dest };
            changed = true;
        }
    }
    changed
}

/// The one target of `switch` `data` when its selector is a constant (case
/// values are zero-extended from the selector's width) or every target is
/// the same block with the same arguments.
fn decided_switch(f: &Function, data: &InstData) -> Option<BlockCall> {
    let InstData::Switch {
        cond,
        default,
        cases,
    } = data
    else {
        return None;
    };
    // (Constants are stored zero-extended from their width.)
    if let ValueDef::Const(v) = f.value_def(*cond) {
        let hit = cases.iter().find(|k| k.0 == v);
        return Some(hit.map_or(default, |k| &k.1).clone());
    }
    cases
        .iter()
        .all(|k| k.1 == *default)
        .then(|| default.clone())
}

/// Replaces block parameters that always receive the same value (ignoring
/// the parameter passed back to itself) by that value.
pub fn remove_trivial_params(f: &mut Function) -> bool {
    f.rebuild_inst_blocks();
    if f.layout
        .iter()
        .skip(1)
        .all(|&b| f.blocks[b].params.is_empty())
    {
        return false;
    }
    // What every parameter receives (ignoring itself), in one pass over
    // the branches: one slot per parameter of the blocks after the entry.
    let mut first_slot: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
    first_slot.resize(f.blocks.len());
    let mut slots: Vec<Incoming> = Vec::new();
    for &b in f.layout.iter().skip(1) {
        let n = f.blocks[b].params.len();
        if n > 0 {
            first_slot[b] = slots.len() as u32;
            slots.resize(slots.len() + n, Incoming::Nothing);
        }
    }
    for &pb in &f.layout {
        let Some(t) = f.terminator(pb) else { continue };
        // (Every terminator with targets: a `switch`'s cases pass
        // arguments too.)
        for call in f.insts[t].targets_iter() {
            let first = first_slot[call.block];
            if first == u32::MAX {
                continue;
            }
            let params = &f.blocks[call.block].params;
            for (k, (&a, &p)) in call.args.iter().zip(params).enumerate() {
                if a == p {
                    continue;
                }
                let slot = &mut slots[first as usize + k];
                *slot = match *slot {
                    Incoming::Nothing => Incoming::One(a),
                    Incoming::One(v) if v == a => Incoming::One(v),
                    _ => Incoming::Many,
                };
            }
        }
    }
    // Parameters that always receive one value; the dominator tree (which
    // costs a pass over the CFG) only when there is one.
    let mut candidates = Vec::new();
    for &b in f.layout.iter().skip(1) {
        let first = first_slot[b];
        if first == u32::MAX {
            continue;
        }
        for (k, &p) in f.blocks[b].params.iter().enumerate() {
            if let Incoming::One(v) = slots[first as usize + k] {
                candidates.push((b, k, p, v));
            }
        }
    }
    if candidates.is_empty() {
        return false;
    }
    let dt = DomTree::compute(f);
    let mut map = HashMap::default();
    let mut keep: HashMap<Block, Vec<bool>> = HashMap::default();
    for (b, k, p, v) in candidates {
        if dominates_block(f, &dt, v, b) {
            map.insert(p, v);
            let n = f.blocks[b].params.len();
            keep.entry(b).or_insert_with(|| vec![true; n])[k] = false;
        }
    }
    if map.is_empty() {
        return false;
    }
    f.replace_uses(&map);
    cfg::remove_params_of(f, &keep);
    true
}

/// The arguments a block parameter receives, other than itself.
#[derive(Copy, Clone)]
enum Incoming {
    Nothing,
    One(Value),
    Many,
}

/// Whether value `v` is available on entry to block `b`.
fn dominates_block(f: &Function, dt: &DomTree, v: Value, b: Block) -> bool {
    match f.value_def(v) {
        ValueDef::Inst(i) => f.inst_block[i]
            .expand()
            .is_some_and(|d| d != b && dt.dominates(d, b)),
        ValueDef::Param(d, _) => d != b && dt.dominates(d, b),
        _ => true,
    }
}

/// Merges each block into its unique predecessor when that predecessor ends
/// with a jump to it (following chains), in one pass: the jump arguments
/// replace the merged block's parameters.
pub fn merge_blocks(f: &mut Function) -> bool {
    let entry = match f.entry() {
        Some(e) => e,
        None => return false,
    };
    // Only the number of predecessors matters.
    let mut npreds = vec![0u32; f.blocks.len()];
    for &b in &f.layout {
        for s in f.succ_iter(b) {
            npreds[s.index()] += 1;
        }
    }
    let mut merged: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut map: HashMap<Value, Value> = HashMap::default();
    let mut changed = false;
    for b in f.layout.clone() {
        if merged[b] {
            continue;
        }
        while let Some(t) = f.terminator(b) {
            let InstData::Jump { dest } = &f.insts[t] else {
                break;
            };
            let c = dest.block;
            if c == b || c == entry || merged[c] || npreds[c.index()] != 1 {
                break;
            }
            for (&p, &a) in f.blocks[c].params.iter().zip(&dest.args) {
                map.insert(p, a);
            }
            for p in std::mem::take(&mut f.blocks[c].params) {
                cfg::retire_param(f, p);
            }
            let moved = std::mem::take(&mut f.blocks[c].insts);
            let bi = &mut f.blocks[b].insts;
            bi.pop();
            bi.extend(moved);
            merged[c] = true;
            changed = true;
        }
    }
    if changed {
        f.layout.retain(|&x| !merged[x]);
        f.replace_uses(&map);
        f.rebuild_inst_blocks();
    }
    changed
}

/// Redirects edges into blocks that contain only a jump to their target.
pub fn thread_empty_blocks(f: &mut Function) -> bool {
    let mut changed = false;
    // Blocks that are only a jump elsewhere; the use counts (a pass over
    // the function) only when one of them has parameters.
    let candidates: Vec<Block> = f.layout[1..]
        .iter()
        .copied()
        .filter(|&b| only_jump(f, b).is_some())
        .collect();
    if candidates.is_empty() {
        return false;
    }
    let uses = if candidates.iter().any(|&b| !f.blocks[b].params.is_empty()) {
        cfg::use_counts(f)
    } else {
        SecondaryMap::new()
    };
    let mut forward: SecondaryMap<Block, Option<BlockCall>> = SecondaryMap::new();
    let mut any_forward = false;
    for b in candidates {
        if let Some(dest) = forwarding_target(f, b, &uses) {
            forward[b] = Some(dest);
            any_forward = true;
        }
    }
    if !any_forward {
        return false;
    }
    let ends = chain_ends(f, &forward);
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        let Some(t) = f.terminator(b) else { continue };
        if !f.insts[t].target_blocks().any(|s| forward[s].is_some()) {
            continue;
        }
        let mut data = f.insts[t].clone();
        let mut any = false;
        for call in data.targets_mut() {
            if forward[call.block].is_none() {
                continue;
            }
            if let Some(end) = &ends[call.block] {
                *call = substitute(f, call, end);
                any = true;
                continue;
            }
            // A chain into a cycle of forwarding blocks: follow it, but
            // never around the cycle.
            let mut hops = 0;
            while let Some(next) = &forward[call.block] {
                if hops > f.layout.len() || next.block == call.block {
                    break;
                }
                *call = substitute(f, call, next);
                hops += 1;
                any = true;
            }
        }
        if any {
            f.insts[t] = data;
            changed = true;
        }
    }
    changed
}

/// The jump `call` to a forwarding block makes when the block's jump
/// `next` is taken directly: `next` with the block's parameters replaced
/// by `call`'s arguments.
fn substitute(f: &Function, call: &BlockCall, next: &BlockCall) -> BlockCall {
    let params = &f.blocks[call.block].params;
    let args = if params.is_empty() {
        next.args.clone()
    } else {
        let map: HashMap<Value, Value> = params
            .iter()
            .copied()
            .zip(call.args.iter().copied())
            .collect();
        next.args.iter().map(|a| *map.get(a).unwrap_or(a)).collect()
    };
    BlockCall {
        block: next.block,
        args,
    }
}

/// For each forwarding block `b`, the jump that a jump to `b` with `b`'s
/// own parameters as arguments becomes when the whole chain of forwarding
/// blocks is followed (`None` where the chain runs into a cycle). Each
/// block is visited once, so a chain of n blocks costs n steps, not n².
/// The composition is exact because a forwarding block's parameters are
/// used nowhere but in its own jump ([`forwarding_target`]).
fn chain_ends(
    f: &Function,
    forward: &SecondaryMap<Block, Option<BlockCall>>,
) -> SecondaryMap<Block, Option<BlockCall>> {
    #[derive(Clone, Copy, Default, PartialEq)]
    enum State {
        #[default]
        Unseen,
        OnPath,
        Done,
    }
    /// Where a chain ends: at a block that does not forward, or at a
    /// forwarding block whose end is known (`None`: a cycle).
    enum Tail {
        Terminal,
        Chain(Option<BlockCall>),
    }
    let mut ends: SecondaryMap<Block, Option<BlockCall>> = SecondaryMap::new();
    let mut state: SecondaryMap<Block, State> = SecondaryMap::new();
    let mut path = Vec::new();
    for &start in &f.layout {
        if forward[start].is_none() || state[start] != State::Unseen {
            continue;
        }
        // Follow the chain until a block that is not forwarding, one
        // already done, or one on the path (a cycle).
        let mut at = start;
        let mut end = loop {
            match (&forward[at], state[at]) {
                (None, _) => break Tail::Terminal,
                (Some(_), State::Done) => break Tail::Chain(ends[at].clone()),
                (Some(_), State::OnPath) => break Tail::Chain(None),
                (Some(next), State::Unseen) => {
                    state[at] = State::OnPath;
                    path.push(at);
                    at = next.block;
                }
            }
        };
        // Back along the path: each block's jump composed with the end of
        // the chain from its target.
        while let Some(b) = path.pop() {
            let composed = match (&forward[b], end) {
                (Some(next), Tail::Terminal) => Some(next.clone()),
                (Some(next), Tail::Chain(Some(rest))) => Some(substitute(f, next, &rest)),
                _ => None,
            };
            ends[b] = composed.clone();
            state[b] = State::Done;
            end = Tail::Chain(composed);
        }
    }
    ends
}

/// If `b` is only `br label %c(args)`, and its parameters are used nowhere
/// but in those arguments, the call it forwards to.
fn forwarding_target(f: &Function, b: Block, uses: &SecondaryMap<Value, u32>) -> Option<BlockCall> {
    let dest = only_jump(f, b)?;
    for &p in &f.blocks[b].params {
        let in_jump = dest.args.iter().filter(|&&a| a == p).count() as u32;
        if uses[p] != in_jump {
            return None;
        }
    }
    Some(dest.clone())
}

/// If `b` is only `br label %c(args)` with `c != b`, that jump's target.
fn only_jump(f: &Function, b: Block) -> Option<&BlockCall> {
    let [only] = f.blocks[b].insts[..] else {
        return None;
    };
    let InstData::Jump { dest } = &f.insts[only] else {
        return None;
    };
    (dest.block != b).then_some(dest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};

    #[test]
    fn constant_branch_chain_collapses_to_one_block() {
        let src = "define i64 @main() {
            entry:
              br i1 1, label %a, label %b
            a:
              br label %c
            b:
              ret i64 2
            c:
              %x = phi i64 [ 5, %a ]
              ret i64 %x
            }";
        let (after, before) = run_pass(src, |f, _| run(f));
        let body = main_body(&after);
        assert_eq!(body.layout.len(), 1);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn a_switch_passes_arguments_to_threaded_targets() {
        // Threading puts the phi's incoming values on the switch's cases;
        // the branch alone passes 13, which must not replace the phi.
        let src = "define i32 @main() {
            entry:
              %s = add i32 2, 0
              %c = icmp ult i32 %s, 3
              br i1 %c, label %sw, label %d
            sw:
              switch i32 %s, label %d [ i32 0, label %a
                                        i32 1, label %b
                                        i32 2, label %e ]
            a:
              br label %j
            b:
              br label %j
            e:
              br label %j
            d:
              br label %j
            j:
              %x = phi i32 [ 10, %a ], [ 11, %b ], [ 12, %e ], [ 13, %d ]
              ret i32 %x
            }";
        let (after, before) = run_pass(src, |f, _| run(f));
        let body = main_body(&after);
        assert_eq!(
            body.blocks[body.layout[body.layout.len() - 1]].params.len(),
            1
        );
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn a_switch_on_a_constant_becomes_a_jump() {
        let src = "define i32 @main() {
            entry:
              switch i32 2, label %d [ i32 0, label %a
                                       i32 2, label %b ]
            a:
              ret i32 1
            b:
              ret i32 2
            d:
              ret i32 3
            }";
        let (after, before) = run_pass(src, |f, _| run(f));
        let body = main_body(&after);
        assert_eq!(body.layout.len(), 1);
        check_same_behaviour(&before, &after);
    }

    /// The body of `main` in `m`.
    fn main_body(m: &egret_llvmlite::Module) -> &Function {
        m.funcs[m.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined")
    }

    #[test]
    fn empty_blocks_are_threaded_with_their_arguments() {
        let src = "define i64 @main() {
            entry:
              %c = icmp eq i64 1, 2
              br i1 %c, label %a, label %b
            a:
              br label %j
            b:
              br label %j
            j:
              %x = phi i64 [ 1, %a ], [ 2, %b ]
              ret i64 %x
            }";
        let (after, before) = run_pass(src, |f, _| run(f));
        let body = main_body(&after);
        assert_eq!(body.layout.len(), 2);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn chains_of_forwarding_blocks_are_threaded_in_one_step() {
        // p1..p3 pass a value along through their parameters; k and l form
        // a cycle (never run) that m leads into.
        let src = "define i64 @main() {
            entry:
              %c = icmp eq i64 1, 2
              br i1 %c, label %m, label %s
            s:
              %d = icmp eq i64 3, 3
              br i1 %d, label %a, label %b
            a:
              br label %p1
            b:
              br label %p1
            p1:
              %x1 = phi i64 [ 10, %a ], [ 20, %b ]
              br label %p2
            p2:
              %x2 = phi i64 [ %x1, %p1 ]
              br label %p3
            p3:
              %x3 = phi i64 [ %x2, %p2 ]
              br label %j
            j:
              %r = phi i64 [ %x3, %p3 ]
              ret i64 %r
            m:
              br label %k
            k:
              br label %l
            l:
              br label %k
            }";
        let (after, before) = run_pass(src, |f, _| thread_empty_blocks(f));
        let f = main_body(&after);
        let name = |b: Block| f.blocks[b].name.as_deref().unwrap_or("").to_string();
        for &b in &f.layout {
            let Some(t) = f.terminator(b) else { continue };
            for to in f.insts[t].target_blocks() {
                let forwarding = only_jump(f, to).is_some();
                let cycle = ["k", "l"].contains(&name(to).as_str());
                assert!(
                    !forwarding || cycle,
                    "{} still jumps to {}",
                    name(b),
                    name(to)
                );
            }
        }
        check_same_behaviour(&before, &after);
    }
}
