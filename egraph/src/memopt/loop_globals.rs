//! A global scalar that a loop reads and writes is kept in a register for
//! the loop's duration (LLVM's LICM store promotion).
//!
//! A counter such as `probes++` in a search loop costs a load and a store
//! per iteration that forwarding cannot remove: the loop header starts
//! knowing nothing. When a loop has a preheader, exits whose blocks only
//! the loop enters, no call, and no other access that may reach the
//! global, the global is loaded once in the preheader and stored back at
//! the start of every exit block; inside the loop its accesses go to a
//! fresh local, which [`crate::mem2reg`] then turns into SSA values. The
//! store at an exit writes the value memory would hold anyway, so the only
//! new memory write is one of the global's own value — harmless on a
//! single-threaded target, but never done to a `constant` global (it may
//! sit in read-only memory) nor to one the loop never stores to.

use crate::alias::{AliasInfo, decompose};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::loops::{Loop, LoopInfo};
use egret_llvmlite::{
    Block, Function, GlobalRef, Inst, InstData, Module, PredTable, SrcLoc, Ty, Value, ValueDef,
};

/// Promotes the globals its loops read and write; returns whether anything
/// changed.
pub(super) fn run(f: &mut Function, m: &Module, info: &AliasInfo) -> bool {
    if !f.may_have_cycles() {
        return false;
    }
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    let preds = f.pred_table();
    let mut locals = Vec::new();
    for l in 0..li.loops.len() {
        let Some(pre) = li.preheader_in(f, &preds, l) else {
            continue;
        };
        let lp = &li.loops[l];
        if !exits_are_dedicated(f, &preds, lp) {
            continue;
        }
        for (global, ty) in promotable_globals(f, m, info, lp) {
            locals.push(promote(f, lp, pre, global, ty));
        }
    }
    if locals.is_empty() {
        return false;
    }
    crate::mem2reg::run_where(f, &m.types, |_, a| locals.contains(&a));
    true
}

/// Whether every block the loop exits to is entered only from the loop.
fn exits_are_dedicated(f: &Function, preds: &PredTable, lp: &Loop) -> bool {
    lp.blocks.iter().all(|b| {
        f.succ_iter(b)
            .filter(|&s| !lp.blocks.contains(s))
            .all(|s| preds[s].iter().all(|&p| lp.blocks.contains(p)))
    })
}

/// The instructions of `lp` in block order.
fn loop_insts<'a>(f: &'a Function, lp: &'a Loop) -> impl Iterator<Item = Inst> + 'a {
    lp.blocks
        .iter()
        .flat_map(move |b| f.blocks[b].insts.iter().copied())
}

/// The non-`constant` globals `lp` stores to directly (the address is the
/// global itself), each with the one scalar type of all its accesses in
/// the loop, when no call and no other access in the loop may reach them.
fn promotable_globals(f: &Function, m: &Module, info: &AliasInfo, lp: &Loop) -> Vec<(Value, Ty)> {
    let mut stored: Vec<Value> = Vec::new();
    for i in loop_insts(f, lp) {
        match &f.insts[i] {
            InstData::Call { .. } => return Vec::new(),
            InstData::Store {
                ptr,
                volatile: false,
                ..
            } if global_of(f, *ptr).is_some_and(|g| !m.globals[g].constant)
                && !stored.contains(ptr) =>
            {
                stored.push(*ptr);
            }
            _ => {}
        }
    }
    stored
        .into_iter()
        .filter_map(|g| Some((g, only_type(f, m, info, lp, g)?)))
        .collect()
}

/// The global `v` is, if it is one.
fn global_of(f: &Function, v: Value) -> Option<GlobalRef> {
    match f.value_def(v) {
        ValueDef::Global(g) => Some(g),
        _ => None,
    }
}

/// The type of every access of `lp` to global `g` when they are all plain
/// loads and stores of one integer or pointer type at `g` itself (the type
/// `g` points to, for a typed pointer) and no other access of the loop may
/// overlap it.
fn only_type(f: &Function, m: &Module, info: &AliasInfo, lp: &Loop, g: Value) -> Option<Ty> {
    let types = &m.types;
    let mut ty: Option<Ty> = None;
    for (ptr, access_ty, volatile) in loop_accesses(f, lp) {
        if ptr != g {
            continue;
        }
        let simple = types.is_int(access_ty) || types.is_ptr(access_ty);
        if volatile || !simple || ty.is_some_and(|t| t != access_ty) {
            return None;
        }
        ty = Some(access_ty);
    }
    let ty = ty?;
    let g_ty = f.value_type(g);
    if !types.is_opaque_ptr(g_ty) && types.pointee(g_ty) != Some(ty) {
        return None;
    }
    let g_addr = decompose(f, types, g);
    let g_size = size_of(types, ty);
    let overlaps =
        loop_accesses(f, lp)
            .filter(|&(ptr, _, _)| ptr != g)
            .any(|(ptr, access_ty, _)| {
                let addr = decompose(f, types, ptr);
                info.may_alias(&g_addr, g_size, &addr, size_of(types, access_ty))
            });
    (!overlaps).then_some(ty)
}

/// The loads and stores of `lp`: address, type accessed, volatility.
fn loop_accesses<'a>(
    f: &'a Function,
    lp: &'a Loop,
) -> impl Iterator<Item = (Value, Ty, bool)> + 'a {
    loop_insts(f, lp).filter_map(|i| match &f.insts[i] {
        InstData::Load { ptr, volatile } => {
            Some((*ptr, f.value_type(f.inst_result(i)?), *volatile))
        }
        InstData::Store {
            value,
            ptr,
            volatile,
        } => Some((*ptr, f.value_type(*value), *volatile)),
        _ => None,
    })
}

/// Sends `lp`'s accesses to `g` to a new local: loaded from `g` at the end
/// of `pre`, stored back to `g` at the start of each exit block. Returns
/// the local's address.
fn promote(f: &mut Function, lp: &Loop, pre: Block, g: Value, ty: Ty) -> Value {
    let accesses: Vec<Inst> = loop_insts(f, lp).collect();
    let loc = first_access_loc(f, &accesses, g);
    let ptr_ty = f.value_type(g);
    let entry = f.layout[0];
    let alloca = f.make_inst(InstData::Alloca { ty, count: None }, Some(ptr_ty), loc);
    let local = f.inst_result(alloca).expect("an alloca has a result");
    f.insert_inst(entry, 0, alloca);
    for i in accesses {
        match &mut f.insts[i] {
            InstData::Load { ptr, .. } | InstData::Store { ptr, .. } if *ptr == g => *ptr = local,
            _ => {}
        }
    }
    let load = f.make_inst(
        InstData::Load {
            ptr: g,
            volatile: false,
        },
        Some(ty),
        loc,
    );
    let init = f.inst_result(load).expect("a load has a result");
    let store = f.make_inst(
        InstData::Store {
            value: init,
            ptr: local,
            volatile: false,
        },
        None,
        loc,
    );
    let at = f.blocks[pre].insts.len().saturating_sub(1);
    f.insert_inst(pre, at, load);
    f.insert_inst(pre, at + 1, store);
    let mut exits: Vec<Block> = Vec::new();
    for b in lp.blocks.iter() {
        for s in f.succ_iter(b) {
            if !lp.blocks.contains(s) && !exits.contains(&s) {
                exits.push(s);
            }
        }
    }
    for e in exits {
        let load = f.make_inst(
            InstData::Load {
                ptr: local,
                volatile: false,
            },
            Some(ty),
            loc,
        );
        let value = f.inst_result(load).expect("a load has a result");
        let store = f.make_inst(
            InstData::Store {
                value,
                ptr: g,
                volatile: false,
            },
            None,
            loc,
        );
        f.insert_inst(e, 0, load);
        f.insert_inst(e, 1, store);
    }
    local
}

/// The source location of the loop's first access to `g`: the loads and
/// stores the promotion adds stand for that access (line 0 only when it
/// has none).
fn first_access_loc(f: &Function, accesses: &[Inst], g: Value) -> SrcLoc {
    let is_access = |i: &&Inst| matches!(&f.insts[**i], InstData::Load { ptr, .. } | InstData::Store { ptr, .. } if *ptr == g);
    accesses
        .iter()
        .find(is_access)
        .map(|&i| f.locs[i])
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::memopt::run;
    use crate::testutil::{check_same_behaviour, run_pass};
    use egret_llvmlite::printer::print_module;

    /// A linear probe that counts its probes in `@probes`.
    const PROBE: &str = "@probes = global i32 0
        @keys = global [8 x i32] [i32 5, i32 0, i32 9, i32 4, i32 7, i32 0, i32 3, i32 1]
        define i32 @find(i32 %k) {
        entry:
          br label %probe
        probe:
          %s = phi i32 [ 0, %entry ], [ %s1, %next ]
          %p = load i32, i32* @probes
          %p1 = add i32 %p, 1
          store i32 %p1, i32* @probes
          %kp = getelementptr [8 x i32], [8 x i32]* @keys, i32 0, i32 %s
          %sk = load i32, i32* %kp
          %hit = icmp eq i32 %sk, %k
          br i1 %hit, label %found, label %next
        next:
          %s1 = add i32 %s, 1
          %more = icmp slt i32 %s1, 8
          br i1 %more, label %probe, label %absent
        found:
          ret i32 %s
        absent:
          ret i32 -1
        }
        define i64 @main() {
        entry:
          %a = call i32 @find(i32 4)
          %b = call i32 @find(i32 8)
          %c = call i32 @find(i32 1)
          %n = load i32, i32* @probes
          %ab = mul i32 %a, 100
          %abc = add i32 %ab, %b
          %x = mul i32 %abc, 100
          %y = add i32 %x, %c
          %z = mul i32 %y, 1000
          %w = add i32 %z, %n
          %r = sext i32 %w to i64
          ret i64 %r
        }";

    /// The accesses to `@probes` in block `block` of `@find`.
    fn probes_in(text: &str, block: &str) -> usize {
        let find = &text[text.find("define i32 @find").expect("@find printed")..];
        let start = find.find(&format!("\n{block}:")).expect("block printed");
        find[start + 1..]
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .filter(|l| l.contains("@probes"))
            .count()
    }

    #[test]
    fn a_global_counter_stays_in_a_register_through_its_loop() {
        let (after, before) = run_pass(PROBE, run);
        let text = print_module(&after);
        assert_eq!(probes_in(&text, "probe"), 0, "{text}");
        // Loaded before the loop, stored back at both exits.
        assert_eq!(probes_in(&text, "entry"), 1, "{text}");
        assert_eq!(probes_in(&text, "found"), 1, "{text}");
        assert_eq!(probes_in(&text, "absent"), 1, "{text}");
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn a_loop_with_a_call_or_a_store_through_a_pointer_keeps_the_global_in_memory() {
        let with_call = PROBE.replace(
            "%hit = icmp eq i32 %sk, %k",
            "call void @touch()\n          %hit = icmp eq i32 %sk, %k",
        ) + "\ndefine void @touch() {\nentry:\n  ret void\n}\n";
        let through_pointer = PROBE
            .replace(
                "define i32 @find(i32 %k)",
                "define i32 @find(i32 %k, i32* %q)",
            )
            .replace(
                "%hit = icmp eq i32 %sk, %k",
                "store i32 %s, i32* %q\n          %hit = icmp eq i32 %sk, %k",
            )
            .replace("@find(i32 4)", "@find(i32 4, i32* @probes)")
            .replace("@find(i32 8)", "@find(i32 8, i32* @probes)")
            .replace("@find(i32 1)", "@find(i32 1, i32* @probes)");
        for src in [with_call, through_pointer] {
            assert_ne!(src, PROBE);
            let (after, before) = run_pass(&src, run);
            let text = print_module(&after);
            assert_eq!(probes_in(&text, "probe"), 2, "{text}");
            check_same_behaviour(&before, &after);
        }
    }
}
