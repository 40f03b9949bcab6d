//! Jump threading: an edge into a block whose branch is decided on that
//! edge goes straight to the branch's target, through a copy of the block.
//!
//! A block `B` that ends in a `br` or `switch` is threaded along its
//! incoming edge `P -> B` when the edge alone decides `B`'s condition: what
//! the edge passes for `B`'s parameters, the branch `P` took (its condition
//! is true on the `then` edge, false on the `else` edge, and a `switch`'s
//! selector equals the case's value), and what follows from that (`icmp eq
//! x, K` true means `x == K`; `xor c, true` is the negation of `c`; an `and`
//! that is true has true operands, an `or` that is false has false ones),
//! together with what the edges into the blocks dominating `P` tell (an
//! edge that is its block's only way in holds wherever the block
//! dominates), up to [`CHAIN_DEPTH`] blocks up the dominator tree.
//! The condition is then evaluated through the pure instructions that
//! compute it ([`crate::eopt::eval`]). The edge gets a copy of `B`'s body
//! (its parameters replaced by the edge's arguments) that jumps to the
//! decided target; `B` keeps its other edges and goes when it has none.
//!
//! This is what a checking helper inlined many times needs: the second
//! test of one value, after the first test's failure path has merged back,
//! is decided on both incoming edges, and so are flags passed through
//! block parameters (`%found = phi [true, ..], [false, ..]`) and the
//! compares of a value a `switch` has just decided.
//!
//! **Limits.** Only blocks of at most [`MAX_COPY`] instructions without
//! calls, whose values are used only inside themselves or in blocks they
//! alone enter (which they still dominate afterwards: a copy then needs no
//! new parameters elsewhere), are copied; loop headers are never
//! threaded (threading an edge into a loop header can make the loop
//! irreducible), nor an edge whose new target is outside the block's loop
//! (a second exit from the loop costs a jump in the loop's layout where
//! the merged exit costs none) unless the block holds nothing but its
//! branch: the merge of a loop condition's `&&`, whose false edge then
//! leaves directly, and whose other test then dominates the body, so that
//! the body's reload of what it loaded is forwarded (bm_frontend -3% with
//! the memory pass after the threading round); and a function gets at
//! most a quarter of its size (plus
//! [`BASE_BUDGET`]) in copies.

use crate::cfg;
use crate::eopt::eval::{eval_bin, eval_cast, eval_icmp};
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinOp, Block, BlockCall, Function, Inst, InstData, IntCC, TypeStore, Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::VecDeque;

/// The most instructions (the terminator not counted) a block may have to
/// be copied onto an edge.
pub const MAX_COPY: usize = 6;

/// Copied instructions a function may always get, beyond a quarter of its
/// size.
pub const BASE_BUDGET: usize = 32;

/// Rounds of threading (each round sees the copies of the last).
const MAX_ROUNDS: usize = 8;

/// How many blocks up the dominator chain above an edge give it facts.
pub const CHAIN_DEPTH: usize = 64;

/// How deep the evaluation of a condition follows operands.
const EVAL_DEPTH: u32 = 8;

/// Threads the edges of `f` that decide their target's branch. Returns
/// whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    // Blocks an earlier pass cut off would count as predecessors.
    let mut changed = cfg::remove_unreachable(f);
    let mut budget = f.num_placed_insts() / 4 + BASE_BUDGET;
    for _ in 0..MAX_ROUNDS {
        if thread_round(f, types, &mut budget) == 0 {
            break;
        }
        changed = true;
        cfg::remove_unreachable(f);
    }
    if changed {
        f.rebuild_inst_blocks();
    }
    changed
}

/// One pass over the blocks, threading every decided edge the budget
/// allows; a block that gains a copy as predecessor is visited again, so
/// that a path of decided branches is threaded in one round. Returns how
/// many edges were threaded.
fn thread_round(f: &mut Function, types: &TypeStore, budget: &mut usize) -> usize {
    let Some(entry) = f.entry() else { return 0 };
    f.rebuild_inst_blocks();
    let dt = DomTree::compute(f);
    let loops = LoopInfo::compute(f, &dt);
    let original = f.predecessors();
    let mut escapes = escaping_uses(f);
    let mut cfg = RoundCfg {
        dt: &dt,
        preds: original.clone(),
        lost: SecondaryMap::new(),
    };
    let mut count = 0;
    let mut queue: VecDeque<Block> = f.layout.iter().copied().collect();
    let mut queued: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &b in &f.layout {
        queued[b] = true;
    }
    // Every visit after the first follows a threading; this bounds them.
    let mut visits = f.layout.len().saturating_mul(2);
    while let Some(b) = queue.pop_front() {
        queued[b] = false;
        visits = visits.saturating_sub(1);
        if visits == 0 {
            break;
        }
        let size = f.blocks[b].insts.len().saturating_sub(1);
        if b == entry
            || size > MAX_COPY
            || !copyable(f, b)
            || original[b].iter().any(|&p| dt.dominates(b, p))
        {
            continue;
        }
        let mut ps = cfg.preds[b].clone();
        ps.sort_unstable();
        ps.dedup();
        for p in ps {
            if size > *budget {
                return count;
            }
            let Some(target) = decided_target(f, types, &cfg, p, b) else {
                continue;
            };
            let target = past_forwarders(f, target);
            // An edge that would leave `b`'s loop stays: the loop's exits
            // are better merged in `b` than laid out apart. A `b` with
            // nothing but its branch is the exception: its copy is only a
            // jump, so the edge's branch goes out directly.
            if size > 0 && loops.depth(target.block) < loops.depth(b) {
                continue;
            }
            // `b` must still dominate the uses of its values elsewhere.
            // (Moving those values up to `b`'s dominator instead broke
            // dominance on imm_boundaries at -Oz; not done until that is
            // understood.)
            let dominated = escapes[b]
                .iter()
                .all(|&u| u != target.block && cfg.preds[u][..] == [b]);
            if !dominated {
                continue;
            }
            let Some((copy, copied)) = thread_edge(f, p, b, &target) else {
                continue;
            };
            cfg.threaded(p, b, copy, target.block);
            note_uses(f, copy, &mut escapes);
            // The block the copy enters goes next: a path of decided
            // branches is followed before the rest of the round.
            if !queued[target.block] {
                queued[target.block] = true;
                queue.push_front(target.block);
            }
            *budget -= copied;
            count += 1;
        }
    }
    count
}

/// `target`, or the block it reaches through blocks that only jump on
/// (without parameters or arguments): the copy goes there directly, so
/// that it becomes the one predecessor of a block that branches.
fn past_forwarders(f: &Function, mut target: BlockCall) -> BlockCall {
    for _ in 0..MAX_FORWARDERS {
        let blk = &f.blocks[target.block];
        if !target.args.is_empty() || !blk.params.is_empty() {
            break;
        }
        let [only] = blk.insts[..] else { break };
        match &f.insts[only] {
            InstData::Jump { dest } if dest.block != target.block => target = dest.clone(),
            _ => break,
        }
    }
    target
}

/// How many forwarding blocks [`past_forwarders`] skips at most.
const MAX_FORWARDERS: usize = 8;

/// Records the uses `block` makes of other blocks' values.
fn note_uses(f: &Function, block: Block, escapes: &mut SecondaryMap<Block, Vec<Block>>) {
    for &i in &f.blocks[block].insts {
        f.insts[i].for_each_arg(|v| {
            let def = match f.value_def(v) {
                ValueDef::Param(d, _) => Some(d),
                ValueDef::Inst(di) => f.inst_block[di].expand(),
                _ => None,
            };
            if let Some(d) = def
                && d != block
                && escapes[d].last() != Some(&block)
            {
                escapes[d].push(block);
            }
        });
    }
}

/// For each block, the other blocks that use a value it defines (a
/// parameter or a result).
fn escaping_uses(f: &Function) -> SecondaryMap<Block, Vec<Block>> {
    let mut escapes: SecondaryMap<Block, Vec<Block>> = SecondaryMap::with_capacity(f.blocks.len());
    for &u in &f.layout {
        note_uses(f, u, &mut escapes);
    }
    escapes
}

/// Whether `b` may be copied: it ends in a `br` or `switch`, and has no
/// calls (code size), stack allocations or `va_arg`s.
fn copyable(f: &Function, b: Block) -> bool {
    let Some(t) = f.terminator(b) else {
        return false;
    };
    matches!(
        f.insts[t],
        InstData::Branch { .. } | InstData::Switch { .. }
    ) && f.blocks[b].insts.iter().all(|&i| {
        !matches!(
            f.insts[i],
            InstData::Call { .. } | InstData::Alloca { .. } | InstData::VaArg { .. }
        )
    })
}

/// The control flow of a round as threading changes it: the dominator
/// tree of the round's start, and the predecessors as they are now.
struct RoundCfg<'a> {
    /// Dominators at the round's start. Threading `p -> b` through a copy
    /// to `b`'s target only takes `b` off paths (a path through the copy
    /// was a path through `b`), so every block but `b` still dominates
    /// what it dominated.
    dt: &'a DomTree,
    /// The predecessors of every block, kept current.
    preds: SecondaryMap<Block, Vec<Block>>,
    /// Blocks that lost a predecessor to a copy this round: they may no
    /// longer dominate what `dt` says.
    lost: SecondaryMap<Block, bool>,
}

impl RoundCfg<'_> {
    /// Records that the edge `p -> b` now goes through `copy` to `target`.
    fn threaded(&mut self, p: Block, b: Block, copy: Block, target: Block) {
        if let Some(k) = self.preds[b].iter().position(|&q| q == p) {
            self.preds[b].remove(k);
        }
        self.preds[copy] = vec![p];
        self.preds[target].push(copy);
        self.lost[b] = true;
    }

    /// The next block up from `cur` (a block that dominates it now), and
    /// whether the edge from it is `cur`'s only way in (then what that edge
    /// tells holds in `cur`): `cur`'s one predecessor, else its nearest
    /// dominator at the round's start that has not lost a predecessor since.
    fn up(&self, cur: Block) -> Option<(Block, bool)> {
        if let [q] = self.preds[cur][..] {
            return Some((q, true));
        }
        let mut d = self.dt.idom(cur)?;
        while self.lost[d] {
            let up = self.dt.idom(d)?;
            if up == d {
                return None;
            }
            d = up;
        }
        (d != cur).then_some((d, false))
    }
}

/// What is known on the edge `p -> b`: values with known bits, and the
/// arguments of `b`'s parameters.
struct EdgeFacts<'a> {
    block: Block,
    args: &'a [Value],
    known: Vec<(Value, u64)>,
}

/// The target `b`'s terminator takes when entered from `p`, if the edge
/// decides it (exactly one edge from `p` to `b`). The facts come from the
/// edge and from the edges into the blocks that dominate `p`: a block
/// with one predecessor is entered only by that edge, so what the edge
/// tells holds wherever the block dominates.
fn decided_target(
    f: &Function,
    types: &TypeStore,
    cfg: &RoundCfg,
    p: Block,
    b: Block,
) -> Option<BlockCall> {
    let pt = f.terminator(p)?;
    let mut edges = f.insts[pt].targets_iter().filter(|c| c.block == b);
    let edge = edges.next()?;
    if edges.next().is_some() {
        return None;
    }
    let mut facts = EdgeFacts {
        block: b,
        args: &edge.args,
        known: Vec::new(),
    };
    learn_edge(f, types, &mut facts, p, b);
    // What holds on the way into `p`, up its dominator chain.
    let mut cur = p;
    for _ in 0..CHAIN_DEPTH {
        let Some((q, edge)) = cfg.up(cur) else { break };
        if q == cur || q == b {
            break;
        }
        if edge {
            learn_edge(f, types, &mut facts, q, cur);
        }
        cur = q;
    }
    let bt = f.terminator(b)?;
    match &f.insts[bt] {
        InstData::Branch {
            cond,
            then_dest,
            else_dest,
        } => {
            let c = eval(f, types, &facts, *cond, 0)?;
            Some(if c & 1 == 1 { then_dest } else { else_dest }.clone())
        }
        InstData::Switch {
            cond,
            default,
            cases,
        } => {
            let x = eval(f, types, &facts, *cond, 0)?;
            let hit = cases.iter().find(|&&(k, _)| k == x);
            Some(hit.map_or(default, |(_, c)| c).clone())
        }
        _ => None,
    }
}

/// Records what the branch of `from` tells on its (only) edge to `to`:
/// its condition's value, or a `switch` selector's case value.
fn learn_edge(f: &Function, types: &TypeStore, facts: &mut EdgeFacts, from: Block, to: Block) {
    let Some(t) = f.terminator(from) else { return };
    let term = &f.insts[t];
    if term.targets_iter().filter(|c| c.block == to).count() != 1 {
        return;
    }
    match term {
        InstData::Branch {
            cond, then_dest, ..
        } => learn(f, types, facts, *cond, u64::from(then_dest.block == to), 0),
        InstData::Switch { cond, cases, .. } => {
            if let Some(&(k, _)) = cases.iter().find(|(_, c)| c.block == to) {
                learn(f, types, facts, *cond, k, 0);
            }
        }
        _ => {}
    }
}

/// Records that `v` has the bits `val` on the edge, and what follows.
fn learn(f: &Function, types: &TypeStore, facts: &mut EdgeFacts, v: Value, val: u64, depth: u32) {
    if depth > EVAL_DEPTH || facts.known.iter().any(|&(k, _)| k == v) {
        return;
    }
    facts.known.push((v, val));
    let ValueDef::Inst(i) = f.value_def(v) else {
        return;
    };
    match &f.insts[i] {
        InstData::Icmp { cc, args } => {
            let holds = val & 1 == 1;
            let equal = match cc {
                IntCC::Eq => holds,
                IntCC::Ne => !holds,
                _ => return,
            };
            if !equal {
                return;
            }
            let [a, b] = *args;
            if let Some(k) = f.const_value(b) {
                learn(f, types, facts, a, k, depth + 1);
            } else if let Some(k) = f.const_value(a) {
                learn(f, types, facts, b, k, depth + 1);
            }
        }
        InstData::Binary { op, args, .. } if types.int_bits(f.value_type(v)) == Some(1) => {
            let [a, b] = *args;
            match (op, val & 1) {
                (BinOp::Xor, _) if f.const_value(b) == Some(1) => {
                    learn(f, types, facts, a, val ^ 1, depth + 1)
                }
                (BinOp::And, 1) | (BinOp::Or, 0) => {
                    learn(f, types, facts, a, val, depth + 1);
                    learn(f, types, facts, b, val, depth + 1);
                }
                _ => {}
            }
        }
        _ => {}
    }
}

/// The bits of `v` on the edge, if the facts decide them.
fn eval(f: &Function, types: &TypeStore, facts: &EdgeFacts, v: Value, depth: u32) -> Option<u64> {
    if let Some(&(_, c)) = facts.known.iter().find(|&&(k, _)| k == v) {
        return Some(c);
    }
    if depth > EVAL_DEPTH {
        return None;
    }
    let bits = |v: Value| types.int_bits(f.value_type(v));
    let get = |v: Value| eval(f, types, facts, v, depth + 1);
    match f.value_def(v) {
        ValueDef::Const(c) => bits(v).map(|_| c),
        ValueDef::Param(blk, n) if blk == facts.block => get(*facts.args.get(n as usize)?),
        ValueDef::Inst(i) => match &f.insts[i] {
            InstData::Icmp { cc, args } => {
                let w = bits(args[0])?;
                Some(u64::from(eval_icmp(*cc, w, get(args[0])?, get(args[1])?)))
            }
            InstData::Binary { op, args, .. } => {
                let w = bits(v)?;
                let (a, b) = (get(args[0]), get(args[1]));
                if let Some(c) = absorbed(*op, w, a, b) {
                    return Some(c);
                }
                eval_bin(*op, w, a?, b?)
            }
            InstData::Cast { op, arg } => Some(eval_cast(*op, bits(*arg)?, bits(v)?, get(*arg)?)),
            InstData::Select { args } => {
                let c = get(args[0])?;
                get(if c & 1 == 1 { args[1] } else { args[2] })
            }
            InstData::Freeze { arg } => get(*arg),
            _ => None,
        },
        _ => None,
    }
}

/// The result of `a op b` when one known operand decides it alone (`and`
/// with zero, `or` with all ones).
fn absorbed(op: BinOp, bits: u32, a: Option<u64>, b: Option<u64>) -> Option<u64> {
    let ones = crate::eopt::eval::mask(bits);
    match op {
        BinOp::And if a == Some(0) || b == Some(0) => Some(0),
        BinOp::Or if a == Some(ones) || b == Some(ones) => Some(ones),
        _ => None,
    }
}

/// Whether `data` only computes its result (no memory access, no trap):
/// a copy that does not use the result need not keep it.
fn is_pure(data: &InstData) -> bool {
    match data {
        InstData::Binary { op, .. } => {
            !matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
        }
        InstData::Icmp { .. }
        | InstData::Fcmp { .. }
        | InstData::FBinary { .. }
        | InstData::FNeg { .. }
        | InstData::Cast { .. }
        | InstData::Select { .. }
        | InstData::Gep { .. }
        | InstData::Freeze { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. } => true,
        _ => false,
    }
}

/// Which of `insts` (a block's body without its terminator) a copy that
/// jumps on with `args` keeps: what has effects, and what that and the
/// arguments use (the condition of the branch it replaces is not used).
fn kept(f: &Function, insts: &[Inst], args: &[Value]) -> Vec<bool> {
    let mut needed: HashSet<Value> = args.iter().copied().collect();
    let mut keep = vec![false; insts.len()];
    for (k, &i) in insts.iter().enumerate().rev() {
        let used = f.inst_result(i).is_some_and(|r| needed.contains(&r));
        if used || !is_pure(&f.insts[i]) {
            keep[k] = true;
            f.insts[i].for_each_arg(|v| {
                needed.insert(v);
            });
        }
    }
    keep
}

/// Sends the edge `p -> b` to a copy of `b`'s body that jumps to `target`
/// (one of `b`'s targets, with `b`'s values as arguments); returns the copy
/// and how many instructions it keeps ([`kept`]).
fn thread_edge(f: &mut Function, p: Block, b: Block, target: &BlockCall) -> Option<(Block, usize)> {
    let pt = f.terminator(p)?;
    let edge = f.insts[pt].targets_iter().find(|c| c.block == b)?;
    let mut vmap: HashMap<Value, Value> = f.blocks[b]
        .params
        .iter()
        .copied()
        .zip(edge.args.iter().copied())
        .collect();
    let name = f.blocks[b].name.as_deref().map(str::to_string);
    let nb = f.create_block(name);
    let body = f.blocks[b].insts.clone();
    let (last, rest) = body
        .split_last()
        .map_or((None, &body[..]), |(l, r)| (Some(*l), r));
    let keep = kept(f, rest, &target.args);
    let size = keep.iter().filter(|&&k| k).count();
    for (&i, _) in rest.iter().zip(&keep).filter(|(_, k)| **k) {
        let mut data = f.insts[i].clone();
        data.map_args(|v| vmap.get(&v).copied().unwrap_or(v));
        let old = f.inst_result(i);
        let ty = old.map(|v| f.value_type(v));
        let ni = f.append_inst(nb, data, ty, f.locs[i]);
        if let (Some(ov), Some(nv)) = (old, f.inst_result(ni)) {
            if let Some(n) = f.value_names.get(&ov).cloned() {
                f.value_names.insert(nv, n);
            }
            vmap.insert(ov, nv);
        }
    }
    let dest = BlockCall {
        block: target.block,
        args: target
            .args
            .iter()
            .map(|v| vmap.get(v).copied().unwrap_or(*v))
            .collect(),
    };
    let loc = last.map(|l| f.locs[l]).unwrap_or_default();
    f.append_inst(nb, InstData::Jump { dest }, None, loc);
    for call in f.insts[pt].targets_mut() {
        if call.block == b {
            *call = BlockCall::new(nb);
        }
    }
    Some((nb, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};
    use egret_llvmlite::Module;

    /// `src` (which defines `@f(i32) -> i32`) with a `main` that sums
    /// `@f` over -3..40, so that the interpreter compares every path.
    fn with_main(src: &str) -> String {
        format!(
            "{src}
            define i32 @main() {{
            entry:
              br label %loop
            loop:
              %i = phi i32 [ -3, %entry ], [ %i1, %loop ]
              %h = phi i32 [ 7, %entry ], [ %h2, %loop ]
              %r = call i32 @f(i32 %i)
              %h1 = mul i32 %h, 31
              %h2 = add i32 %h1, %r
              %i1 = add i32 %i, 1
              %more = icmp slt i32 %i1, 40
              br i1 %more, label %loop, label %done
            done:
              ret i32 %h2
            }}"
        )
    }

    /// Threads `@f` of `src`, checks behaviour, and returns the number of
    /// conditional branches and switches `@f` has before and after
    /// (after `simplify-cfg` has merged what threading left).
    fn branches(src: &str) -> (usize, usize) {
        let src = with_main(src);
        let (after, before) = run_pass(&src, |f, m| {
            run(f, &m.types);
            crate::simplify_cfg::run(f);
            true
        });
        check_same_behaviour(&before, &after);
        (count_branches(&before), count_branches(&after))
    }

    /// Threads `@f` of `src` (and simplifies its CFG), checks that it
    /// behaves as before, and that no `i1` flag is merged into a block any
    /// more and five blocks are left: a `&&` merge block was threaded away.
    fn threads_the_flag_away(src: &str) {
        let (after, before) = run_pass(&with_main(src), |f, m| {
            run(f, &m.types);
            crate::simplify_cfg::run(f);
            true
        });
        check_same_behaviour(&before, &after);
        let fr = after.func_by_name("f").expect("@f");
        let body = after.funcs[fr].body.as_ref().expect("@f is defined");
        let flags = body
            .layout
            .iter()
            .flat_map(|&b| body.blocks[b].params.iter())
            .filter(|&&v| after.types.int_bits(body.value_type(v)) == Some(1))
            .count();
        assert_eq!(flags, 0, "the `&&` flag is still merged");
        assert_eq!(body.layout.len(), 5, "the merge block is left");
    }

    fn count_branches(m: &Module) -> usize {
        let fr = m.func_by_name("f").expect("@f");
        let body = m.funcs[fr].body.as_ref().expect("@f is defined");
        body.layout
            .iter()
            .filter(|&&b| {
                body.terminator(b).is_some_and(|t| {
                    matches!(
                        body.insts[t],
                        InstData::Branch { .. } | InstData::Switch { .. }
                    )
                })
            })
            .count()
    }

    #[test]
    fn a_second_test_of_one_value_is_decided_on_both_edges() {
        // Two inlined checks of the same condition: the merge after the
        // first check's failure path branches on it again.
        let src = "
            @count = global i32 0
            @fails = global i32 0
            define i32 @f(i32 %x) {
            entry:
              %ok = icmp sgt i32 %x, 5
              br i1 %ok, label %merge, label %bad
            bad:
              %k = load i32, i32* @fails
              %k1 = add i32 %k, 1
              store i32 %k1, i32* @fails
              br label %merge
            merge:
              %n = load i32, i32* @count
              %n1 = add i32 %n, 1
              store i32 %n1, i32* @count
              br i1 %ok, label %done, label %bad2
            bad2:
              %k2 = load i32, i32* @fails
              %k3 = add i32 %k2, 2
              store i32 %k3, i32* @fails
              br label %done
            done:
              %c = load i32, i32* @count
              %f = load i32, i32* @fails
              %r = mul i32 %f, 1000
              %s = add i32 %r, %c
              ret i32 %s
            }";
        // The merge's branch is gone: each edge went to its decided side.
        assert_eq!(branches(src), (2, 1));
    }

    #[test]
    fn a_flag_passed_as_a_parameter_decides_the_branch() {
        let src = "
            define i32 @f(i32 %x) {
            entry:
              %neg = icmp slt i32 %x, 0
              br i1 %neg, label %a, label %b
            a:
              %y = sub i32 0, %x
              br label %join
            b:
              %big = icmp ugt i32 %x, 9
              br i1 %big, label %join2, label %join
            join2:
              br label %join
            join:
              %flag = phi i1 [ true, %a ], [ false, %b ], [ true, %join2 ]
              br i1 %flag, label %yes, label %no
            yes:
              %v2 = mul i32 %x, 3
              ret i32 %v2
            no:
              ret i32 %x
            }";
        threads_the_flag_away(src);
    }

    #[test]
    fn a_switch_case_decides_a_compare_of_its_selector() {
        let src = "
            @g = global i32 0
            define i32 @f(i32 %x) {
            entry:
              switch i32 %x, label %rest [ i32 3, label %join i32 7, label %seven ]
            seven:
              %s = mul i32 %x, 5
              store i32 %s, i32* @g
              br label %join
            join:
              %is3 = icmp eq i32 %x, 3
              br i1 %is3, label %three, label %rest
            three:
              %t = add i32 %x, 1
              ret i32 %t
            rest:
              %u = add i32 %x, %x
              ret i32 %u
            }";
        // `join` is decided on both of its edges, and goes.
        assert_eq!(branches(src), (2, 1));
    }

    #[test]
    fn a_block_whose_values_are_used_elsewhere_is_not_copied() {
        let src = "
            define i32 @f(i32 %x) {
            entry:
              %neg = icmp slt i32 %x, 0
              br i1 %neg, label %join, label %b
            b:
              %q = mul i32 %x, 2
              br label %join
            join:
              %p = phi i32 [ 1, %entry ], [ %q, %b ]
              %w = add i32 %p, 5
              br i1 %neg, label %yes, label %no
            yes:
              br label %out
            no:
              br label %out
            out:
              %r = phi i32 [ 1, %yes ], [ 2, %no ]
              %s = add i32 %r, %w
              ret i32 %s
            }";
        assert_eq!(branches(src), (2, 2));
    }

    #[test]
    fn a_path_of_decided_checks_is_threaded_in_one_run() {
        // After `%x == 7` holds, each later test is decided by what the
        // entry's edge tells, several blocks up the dominator tree; `%t`
        // is used by a failure path, which `a1` alone enters.
        let src = "
            declare i32 @putchar(i32)
            define i32 @f(i32 %x) {
            entry:
              %c1 = icmp eq i32 %x, 7
              br i1 %c1, label %a1, label %bad1
            bad1:
              %u1 = call i32 @putchar(i32 65)
              br label %a1
            a1:
              %t = icmp slt i32 %x, 0
              br i1 %t, label %bad2, label %a2
            bad2:
              %z = zext i1 %t to i32
              %u2 = call i32 @putchar(i32 %z)
              br label %a2
            a2:
              %g = icmp sgt i32 %x, 3
              br i1 %g, label %a3, label %bad3
            bad3:
              %u3 = call i32 @putchar(i32 67)
              br label %a3
            a3:
              %k = add i32 %x, 1
              %e = icmp eq i32 %k, 8
              br i1 %e, label %done, label %bad4
            bad4:
              %u4 = call i32 @putchar(i32 68)
              br label %done
            done:
              ret i32 1
            }";
        let src = with_main(src);
        let (after, before) = run_pass(&src, |f, m| {
            let changed = run(f, &m.types);
            crate::simplify_cfg::run(f);
            changed
        });
        check_same_behaviour(&before, &after);
        // From the entry's `then` edge, jumps only, to the return.
        let fr = after.func_by_name("f").expect("@f");
        let body = after.funcs[fr].body.as_ref().expect("@f is defined");
        let entry = body.entry().expect("entry");
        let t = body.terminator(entry).expect("terminator");
        let InstData::Branch { then_dest, .. } = &body.insts[t] else {
            panic!("the entry still tests %x == 7");
        };
        let mut b = then_dest.block;
        for _ in 0..8 {
            let t = body.terminator(b).expect("terminator");
            match &body.insts[t] {
                InstData::Jump { dest } => b = dest.block,
                InstData::Ret { .. } => return,
                other => panic!("a test is left on the passing path: {other:?}"),
            }
        }
        panic!("no return on the passing path");
    }

    #[test]
    fn a_loop_header_is_not_threaded() {
        // The entry edge decides the header's first test; threading it
        // would enter the loop in its middle.
        let src = "
            define i32 @f(i32 %x) {
            entry:
              br label %head
            head:
              %i = phi i32 [ 0, %entry ], [ %i1, %body ]
              %go = icmp slt i32 %i, 4
              br i1 %go, label %body, label %out
            body:
              %i1 = add i32 %i, 1
              br label %head
            out:
              %r = add i32 %i, %x
              ret i32 %r
            }";
        let (after, _) = run_pass(&with_main(src), |f, m| run(f, &m.types));
        let fr = after.func_by_name("f").expect("@f");
        let body = after.funcs[fr].body.as_ref().expect("@f is defined");
        assert_eq!(body.layout.len(), 4);
    }

    #[test]
    fn a_short_circuit_exit_of_a_loop_leaves_directly() {
        // `while (j >= 0 && a[j] > t)`: the merge of the `&&` holds only
        // its branch, so the edge whose flag is false leaves the loop
        // itself and the merge's one other predecessor, the second test,
        // then dominates the body (whose reload of `a[j]` memory
        // forwarding can drop).
        let src = "
            define i32 @f(i32 %x) {
            entry:
              br label %cond
            cond:
              %j = phi i32 [ %x, %entry ], [ %j1, %body ]
              %nonneg = icmp sge i32 %j, 0
              br i1 %nonneg, label %rhs, label %merge
            rhs:
              %m = mul i32 %j, 7
              %big = icmp sgt i32 %m, 100
              br label %merge
            merge:
              %go = phi i1 [ false, %cond ], [ %big, %rhs ]
              br i1 %go, label %body, label %out
            body:
              %j1 = add i32 %j, -3
              br label %cond
            out:
              ret i32 %j
            }";
        threads_the_flag_away(src);
    }
}
