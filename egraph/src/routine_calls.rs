//! Calls of the soft-float routines as the pure functions they are.
//!
//! The legalizer turns float arithmetic into calls of runtime routines
//! (`__adddf3`, `__ltsf2`, `__fixdfsi`, `sqrt`, ... — the table is
//! [`Routine`]). A call of a *declared* routine (a module that defines a
//! function of that name keeps its own) reads and writes no memory and
//! depends on its arguments alone, so within one function this pass:
//!
//! - folds a call whose arguments are all constants, bit-exactly as the
//!   runtime computes it ([`Routine::eval`], through `float.rs`; only the
//!   routine's own semantics, no float identities: `x + 0.0` is not `x`);
//! - replaces a call by an identical one that dominates it (CSE);
//! - hoists a call whose arguments are defined outside a loop into the
//!   loop's preheader, when its block dominates every latch (it runs on
//!   every iteration anyway; the routines cannot trap);
//! - deletes calls whose result nobody uses.
//!
//! It runs around every e-graph round (before: its constants feed the
//! e-graph's folding; after: it folds what the round made constant).
//! [`crate::alias::call_may_write`] also knows the routines (memory
//! forwarding continues across their calls).

use crate::cfg;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::legalize::Routine;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, Callee, FuncRef, Function, Inst, InstData, Module, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// A routine call by callee and arguments: equal keys compute equal values.
type CallKey = (FuncRef, Vec<Value>);

/// The routine `callee` is, if it is a declared (not defined) routine.
pub fn pure_routine(m: &Module, callee: FuncRef) -> Option<Routine> {
    let fd = m.funcs.get(callee)?;
    if fd.body.is_some() {
        return None;
    }
    Routine::from_name(&fd.name)
}

/// The routine call `data` is, with its callee.
fn routine_call(m: &Module, data: &InstData) -> Option<(FuncRef, Routine)> {
    match data {
        InstData::Call {
            callee: Callee::Direct(g),
            ..
        } => pure_routine(m, *g).map(|r| (*g, r)),
        _ => None,
    }
}

/// Folds, merges, hoists and deletes the routine calls of `f` (see the
/// module doc). Returns whether anything changed.
pub fn run(f: &mut Function, m: &Module) -> bool {
    let has_calls = cfg::placed_insts(f)
        .iter()
        .any(|&(_, i)| routine_call(m, &f.insts[i]).is_some());
    if !has_calls {
        return false;
    }
    let mut changed = fold_and_merge(f, m);
    changed |= hoist(f, m);
    changed |= delete_unused(f, m);
    changed
}

/// Folds constant calls and replaces calls by dominating identical ones,
/// in one walk in reverse postorder (so a call's folded or merged
/// arguments are already known).
fn fold_and_merge(f: &mut Function, m: &Module) -> bool {
    let dt = DomTree::compute(f);
    let mut replaced: HashMap<Value, Value> = HashMap::default();
    let mut seen: HashMap<CallKey, Vec<(Block, Value)>> = HashMap::default();
    let mut dead: Vec<Inst> = Vec::new();
    for &b in dt.rpo() {
        for i in f.blocks[b].insts.clone() {
            let Some((g, routine)) = routine_call(m, &f.insts[i]) else {
                continue;
            };
            let Some(r) = f.inst_result(i) else {
                continue;
            };
            let args: Vec<Value> = f.insts[i]
                .args()
                .into_iter()
                .map(|a| cfg::resolve(&replaced, a))
                .collect();
            if let Some(v) = fold(f, m, routine, &args, r) {
                replaced.insert(r, v);
                dead.push(i);
                continue;
            }
            let earlier = seen.entry((g, args)).or_default();
            if let Some(&(_, prev)) = earlier.iter().find(|(pb, _)| dt.dominates(*pb, b)) {
                replaced.insert(r, prev);
                dead.push(i);
            } else {
                earlier.push((b, r));
            }
        }
    }
    if dead.is_empty() {
        return false;
    }
    remove_insts(f, &dead);
    f.replace_uses(&replaced);
    true
}

/// The constant `routine(args)` of the result type of `r`, when every
/// argument is a constant the routine folds.
fn fold(f: &mut Function, m: &Module, routine: Routine, args: &[Value], r: Value) -> Option<Value> {
    let consts: Option<Vec<u64>> = args.iter().map(|&a| f.const_value(a)).collect();
    let bits = routine.eval(&consts?)?;
    let ty = f.value_type(r);
    Some(f.iconst(&m.types, ty, bits))
}

/// Removes the instructions `dead` from the layout.
fn remove_insts(f: &mut Function, dead: &[Inst]) {
    let dead: std::collections::HashSet<Inst> = dead.iter().copied().collect();
    for b in f.layout.clone() {
        f.blocks[b].insts.retain(|i| !dead.contains(i));
    }
}

/// Moves loop-invariant routine calls into preheaders, innermost loops
/// first, as long as some call moves.
fn hoist(f: &mut Function, m: &Module) -> bool {
    let mut changed = false;
    // Each round moves calls out of one more level of nesting; the depth
    // bounds the rounds.
    loop {
        let dt = DomTree::compute(f);
        let li = LoopInfo::compute(f, &dt);
        if li.loops.is_empty() {
            return changed;
        }
        let preds = f.pred_table();
        let mut moves: Vec<(Inst, Block, Block)> = Vec::new();
        let mut defined_in: SecondaryMap<Value, Option<Block>> = SecondaryMap::new();
        for (b, i) in cfg::placed_insts(f) {
            if let Some(r) = f.inst_result(i) {
                defined_in[r] = Some(b);
            }
        }
        for &b in dt.rpo() {
            let Some(l) = li.innermost[b] else {
                continue;
            };
            let lp = &li.loops[l];
            if !lp.latches.iter().all(|&t| dt.dominates(b, t)) {
                continue;
            }
            let Some(ph) = li.preheader_in(f, &preds, l) else {
                continue;
            };
            for &i in &f.blocks[b].insts {
                if routine_call(m, &f.insts[i]).is_none() {
                    continue;
                }
                let invariant = f.insts[i].args().iter().all(|&a| match f.value_def(a) {
                    ValueDef::Inst(_) => defined_in[a].is_some_and(|d| !lp.blocks.contains(d)),
                    ValueDef::Param(pb, _) => !lp.blocks.contains(pb),
                    _ => true,
                });
                if invariant {
                    moves.push((i, b, ph));
                    if let Some(r) = f.inst_result(i) {
                        defined_in[r] = Some(ph);
                    }
                }
            }
        }
        if moves.is_empty() {
            return changed;
        }
        for (i, from, to) in moves {
            f.blocks[from].insts.retain(|&x| x != i);
            let insts = &mut f.blocks[to].insts;
            let at = insts.len().saturating_sub(1);
            insts.insert(at, i);
            f.inst_block[i] = to.into();
        }
        changed = true;
    }
}

/// Deletes routine calls whose results are unused (repeatedly: a deleted
/// call may have been the only user of another).
fn delete_unused(f: &mut Function, m: &Module) -> bool {
    let mut changed = false;
    loop {
        let uses = cfg::use_counts(f);
        let dead: Vec<Inst> = cfg::placed_insts(f)
            .into_iter()
            .filter(|&(_, i)| {
                routine_call(m, &f.insts[i]).is_some()
                    && f.inst_result(i).is_none_or(|r| uses[r] == 0)
            })
            .map(|(_, i)| i)
            .collect();
        if dead.is_empty() {
            return changed;
        }
        remove_insts(f, &dead);
        changed = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{run_pass, run_pass_printed};

    /// 1.0, 2.0 and 3.0 as double bits.
    const ONE: u64 = 0x3FF0_0000_0000_0000;
    const TWO: u64 = 0x4000_0000_0000_0000;

    fn count(text: &str, needle: &str) -> usize {
        text.matches(needle).count()
    }

    #[test]
    fn constant_calls_fold_identical_ones_merge_unused_ones_go() {
        let src = format!(
            "declare i64 @__adddf3(i64, i64)
            declare i32 @__ltdf2(i64, i64)
            declare i32 @printf(ptr, ...)
            @fmt = constant [6 x i8] c\"%llx\\0A\\00\"
            define i32 @main() {{
              %x = call i64 @__adddf3(i64 {ONE}, i64 {ONE})
              %y = call i64 @__adddf3(i64 %x, i64 {ONE})
              %z = call i64 @__adddf3(i64 %x, i64 {ONE})
              %dead = call i64 @__adddf3(i64 %y, i64 %z)
              %c = call i32 @__ltdf2(i64 %y, i64 %x)
              %s = add i64 %y, %z
              call i32 (ptr, ...) @printf(ptr @fmt, i64 %s)
              ret i32 %c
            }}"
        );
        let out = run_pass_printed(&src, run);
        assert_eq!(count(&out, "call i64 @__adddf3"), 0, "{out}");
        assert_eq!(count(&out, "call i32 @__ltdf2"), 0, "{out}");
        // %y and %z are 3.0; 3.0 < 2.0 gives 1 (greater).
        assert!(
            out.contains(&format!("{}", 0x4008_0000_0000_0000u64)),
            "{out}"
        );
        assert!(out.contains("ret i32 1"), "{out}");
    }

    #[test]
    fn variable_calls_are_merged_by_dominance_only() {
        let src = "declare i64 @__muldf3(i64, i64)
            define i64 @f(i64 %a, i1 %c) {
            entry:
              %x = call i64 @__muldf3(i64 %a, i64 %a)
              br i1 %c, label %t, label %e
            t:
              %y = call i64 @__muldf3(i64 %a, i64 %a)
              %w = call i64 @__muldf3(i64 %y, i64 %a)
              br label %j
            e:
              %v = call i64 @__muldf3(i64 %x, i64 %a)
              br label %j
            j:
              %p = phi i64 [ %w, %t ], [ %v, %e ]
              %q = call i64 @__muldf3(i64 %x, i64 %a)
              %r = add i64 %p, %q
              ret i64 %r
            }";
        let (after, _) = run_pass(src, run);
        let out = egret_llvmlite::printer::print_module(&after);
        // %y merges into %x; then %w, %v and %q compute the same, but
        // none of their blocks dominates another's.
        assert_eq!(count(&out, "call i64 @__muldf3"), 4, "{out}");
    }

    /// The blocks of `f`'s body holding a call, by index in the layout.
    fn call_blocks(m: &Module) -> Vec<usize> {
        let body = m
            .funcs
            .values()
            .find_map(|f| f.body.as_ref())
            .expect("defined");
        (0..body.layout.len())
            .filter(|&k| {
                let b = body.layout[k];
                body.blocks[b]
                    .insts
                    .iter()
                    .any(|&i| matches!(body.insts[i], InstData::Call { .. }))
            })
            .collect()
    }

    #[test]
    fn invariant_calls_leave_the_loop_when_they_run_every_iteration() {
        let src = format!(
            "declare i64 @__divdf3(i64, i64)
            define i64 @f(i64 %a, i32 %n) {{
            entry:
              br label %loop
            loop:
              %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
              %acc = phi i64 [ 0, %entry ], [ %acc2, %latch ]
              %q = call i64 @__divdf3(i64 %a, i64 {TWO})
              %acc1 = add i64 %acc, %q
              %odd = and i32 %i, 1
              %c = icmp eq i32 %odd, 0
              br i1 %c, label %maybe, label %latch
            maybe:
              %r = call i64 @__divdf3(i64 {TWO}, i64 %a)
              br label %latch
            latch:
              %acc2 = phi i64 [ %acc1, %loop ], [ %r, %maybe ]
              %i1 = add i32 %i, 1
              %d = icmp eq i32 %i1, %n
              br i1 %d, label %exit, label %loop
            exit:
              ret i64 %acc2
            }}"
        );
        let (before, _) = run_pass(&src, |_, _| false);
        assert_eq!(call_blocks(&before), vec![1, 2]);
        // %q runs on every iteration and moves to the entry (the
        // preheader); %r, conditional, stays.
        let (after, _) = run_pass(&src, hoist);
        assert_eq!(
            call_blocks(&after),
            vec![0, 2],
            "{}",
            egret_llvmlite::printer::print_module(&after)
        );
    }

    #[test]
    fn a_defined_function_of_a_routine_name_is_left_alone() {
        let src = "define i64 @__adddf3(i64 %a, i64 %b) {
              ret i64 7
            }
            define i64 @f() {
              %x = call i64 @__adddf3(i64 1, i64 2)
              %y = call i64 @__adddf3(i64 1, i64 2)
              ret i64 %x
            }";
        let (after, _) = run_pass(src, run);
        let out = egret_llvmlite::printer::print_module(&after);
        assert_eq!(count(&out, "call i64 @__adddf3"), 2, "{out}");
    }
}
