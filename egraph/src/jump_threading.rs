//! Jump threading: an edge into a block whose branch is decided on that
//! edge goes straight to the branch's target, through a copy of the block.
//!
//! A block `B` that ends in a `br` or `switch` is threaded along its
//! incoming edge `P -> B` when the edge alone decides `B`'s condition: what
//! the edge passes for `B`'s parameters, the branch `P` took (its condition
//! is true on the `then` edge, false on the `else` edge, and a `switch`'s
//! selector equals the case's value), and what follows from that (`icmp eq
//! x, K` true means `x == K`; `xor c, true` is the negation of `c`; an `and`
//! that is true has true operands, an `or` that is false has false ones).
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
//! calls, whose values are used only inside themselves (a copy then needs
//! no new parameters elsewhere), are copied; loop headers are never
//! threaded (threading an edge into a loop header can make the loop
//! irreducible), nor an edge whose new target is outside the block's loop
//! (a second exit from the loop costs a jump in the loop's layout where
//! the merged exit costs none), and a function gets at most a quarter of its size (plus
//! [`BASE_BUDGET`]) in copies.

use crate::cfg;
use crate::eopt::eval::{eval_bin, eval_cast, eval_icmp};
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinOp, Block, BlockCall, Function, InstData, IntCC, TypeStore, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

/// The most instructions (the terminator not counted) a block may have to
/// be copied onto an edge.
pub const MAX_COPY: usize = 6;

/// Copied instructions a function may always get, beyond a quarter of its
/// size.
pub const BASE_BUDGET: usize = 32;

/// Rounds of threading (each round sees the copies of the last).
const MAX_ROUNDS: usize = 8;

/// How many single-predecessor edges above an edge give it facts.
const CHAIN_DEPTH: usize = 4;

/// How deep the evaluation of a condition follows operands.
const EVAL_DEPTH: u32 = 8;

/// Threads the edges of `f` that decide their target's branch. Returns
/// whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let mut budget = f.num_placed_insts() / 4 + BASE_BUDGET;
    let mut changed = false;
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
/// allows; returns how many edges were threaded.
fn thread_round(f: &mut Function, types: &TypeStore, budget: &mut usize) -> usize {
    let Some(entry) = f.entry() else { return 0 };
    f.rebuild_inst_blocks();
    let dt = DomTree::compute(f);
    let loops = LoopInfo::compute(f, &dt);
    let preds = f.predecessors();
    let escapes = escaping_blocks(f);
    let mut gained: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut count = 0;
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        let size = f.blocks[b].insts.len().saturating_sub(1);
        if b == entry
            || escapes[b]
            || size > MAX_COPY
            || !copyable(f, b)
            || preds[b].iter().any(|&p| dt.dominates(b, p))
        {
            continue;
        }
        let mut ps = preds[b].clone();
        ps.sort_unstable();
        ps.dedup();
        for p in ps {
            if size > *budget {
                return count;
            }
            let Some(target) = decided_target(f, types, &preds, &gained, p, b) else {
                continue;
            };
            // An edge that would leave `b`'s loop stays: the loop's exits
            // are better merged in `b` than laid out apart.
            if loops.depth(target.block) < loops.depth(b) {
                continue;
            }
            thread_edge(f, p, b, &target);
            gained[target.block] = true;
            *budget -= size;
            count += 1;
        }
    }
    count
}

/// For each block, whether a value it defines (a parameter or a result)
/// is used in another block.
fn escaping_blocks(f: &Function) -> SecondaryMap<Block, bool> {
    let mut escapes: SecondaryMap<Block, bool> = SecondaryMap::with_capacity(f.blocks.len());
    for &u in &f.layout {
        for &i in &f.blocks[u].insts {
            f.insts[i].for_each_arg(|v| {
                let def = match f.value_def(v) {
                    ValueDef::Param(d, _) => Some(d),
                    ValueDef::Inst(di) => f.inst_block[di].expand(),
                    _ => None,
                };
                if let Some(d) = def
                    && d != u
                {
                    escapes[d] = true;
                }
            });
        }
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

/// What is known on the edge `p -> b`: values with known bits, and the
/// arguments of `b`'s parameters.
struct EdgeFacts<'a> {
    block: Block,
    args: &'a [Value],
    known: Vec<(Value, u64)>,
}

/// The target `b`'s terminator takes when entered from `p`, if the edge
/// decides it (exactly one edge from `p` to `b`). The facts come from the
/// edge and from the edges of the single-predecessor chain above `p`.
fn decided_target(
    f: &Function,
    types: &TypeStore,
    preds: &SecondaryMap<Block, Vec<Block>>,
    gained: &SecondaryMap<Block, bool>,
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
    // What holds on the way into `p`, along single-predecessor edges.
    let mut cur = p;
    for _ in 0..CHAIN_DEPTH {
        // A block that got a copy as predecessor this round has more
        // predecessors than `preds` says.
        if gained[cur] {
            break;
        }
        let [q] = preds[cur][..] else { break };
        if q == cur || q == b {
            break;
        }
        learn_edge(f, types, &mut facts, q, cur);
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

/// Sends the edge `p -> b` to a copy of `b`'s body that jumps to `target`
/// (one of `b`'s targets, with `b`'s values as arguments).
fn thread_edge(f: &mut Function, p: Block, b: Block, target: &BlockCall) {
    let Some(pt) = f.terminator(p) else { return };
    let Some(edge) = f.insts[pt].targets_iter().find(|c| c.block == b) else {
        return;
    };
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
    for &i in rest {
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
        assert_eq!(branches(src), (3, 2));
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
}
