//! `$lr` as an allocatable register (`CompileOptions::allocate_lr`, on
//! above -O0): a leaf function under register pressure keeps a value in
//! `$lr` and saves and restores the return address around it; a function
//! that calls uses `$lr` between calls, which clobber it. Each program runs
//! on every target with and without the option: same result, fewer
//! instructions with it, and regalloc2's checker accepts every allocation.

mod common;

use common::{TARGETS, compile_with, run};
use egret_cpu0::isa::{Opcode, Reg};
use egret_lower::mach::{MachFunction, MachInst, MachItem, POST_REGALLOC_O2, Role};

/// A leaf loop with thirteen values live across its back edge: eight
/// parameters, the bound, the counter and three accumulators.
const LEAF: &str = "
define i32 @mix(i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %f, i32 %g, i32 %h, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ 1, %entry ], [ %x1, %loop ]
  %y = phi i32 [ 2, %entry ], [ %y1, %loop ]
  %z = phi i32 [ 3, %entry ], [ %z1, %loop ]
  %p = mul i32 %i, %a
  %q = xor i32 %p, %b
  %x1 = add i32 %x, %q
  %r = and i32 %x1, %c
  %s = or i32 %r, %d
  %y1 = sub i32 %y, %s
  %t = shl i32 %y1, 1
  %u = add i32 %t, %e
  %v = xor i32 %u, %f
  %w = add i32 %v, %g
  %z1 = xor i32 %z, %w
  %z2 = add i32 %z1, %h
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %o = add i32 %x1, %y1
  %o2 = add i32 %o, %z2
  ret i32 %o2
}

define i32 @main() {
entry:
  %r = call i32 @mix(i32 3, i32 5, i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 40)
  ret i32 %r
}
";

/// A caller whose loop keeps ten products of a call's result live at once,
/// besides three values that live across the call.
const CALLER: &str = "
define i32 @id(i32 %x) {
entry:
  ret i32 %x
}

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = phi i32 [ 1, %entry ], [ %x1, %loop ]
  %y = phi i32 [ 2, %entry ], [ %y1, %loop ]
  %k = call i32 @id(i32 %i)
  %a1 = mul i32 %k, 5
  %a2 = mul i32 %k, 7
  %a3 = mul i32 %k, 9
  %a4 = mul i32 %k, 11
  %a5 = mul i32 %k, 13
  %a6 = mul i32 %k, 15
  %a7 = mul i32 %k, 17
  %a8 = mul i32 %k, 19
  %a9 = mul i32 %k, 21
  %a10 = mul i32 %k, 23
  %s10 = xor i32 %a10, %x
  %s9 = add i32 %a9, %s10
  %s8 = xor i32 %a8, %s9
  %s7 = add i32 %a7, %s8
  %s6 = xor i32 %a6, %s7
  %s5 = add i32 %a5, %s6
  %s4 = xor i32 %a4, %s5
  %s3 = add i32 %a3, %s4
  %s2 = xor i32 %a2, %s3
  %s1 = add i32 %a1, %s2
  %x1 = add i32 %s1, %y
  %y1 = xor i32 %y, %s2
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 30
  br i1 %more, label %loop, label %done

done:
  %r = xor i32 %x1, %y1
  ret i32 %r
}
";

fn insts(f: &MachFunction) -> impl Iterator<Item = &MachInst> {
    f.items.iter().filter_map(|it| match it {
        MachItem::Inst(m) => Some(m),
        _ => None,
    })
}

/// Runs `ir` on every target without and with `$lr` allocatable; the
/// results must agree (and equal the interpreter's `expected`) and the
/// option must not add instructions. Returns function `name`'s code with
/// the option on the default target, and whether it saved instructions
/// there.
fn check(ir: &str, expected: i64, name: &str) -> (MachFunction, bool) {
    let mut saved = false;
    for (k, target) in TARGETS.into_iter().enumerate() {
        let (r0, n0) = run(&compile_with(ir, target, &POST_REGALLOC_O2, false), target);
        let (r1, n1) = run(&compile_with(ir, target, &POST_REGALLOC_O2, true), target);
        assert_eq!((r0, r1), (expected, expected), "{target:?}");
        assert!(
            n1 <= n0,
            "{target:?}: {n0} instructions without $lr, {n1} with"
        );
        if k == 0 {
            saved = n1 < n0;
        }
    }
    let f = compile_with(ir, TARGETS[0], &POST_REGALLOC_O2, true)
        .functions
        .into_iter()
        .find(|f| f.compiled.name == name)
        .map(|f| f.compiled.mach)
        .unwrap_or_else(|| panic!("no function {name}"));
    (f, saved)
}

fn expected(ir: &str) -> i64 {
    let module = common::parse(ir);
    let cfg = egret_llvmlite::interp::InterpConfig::default();
    egret_llvmlite::interp::run_main(&module, &cfg)
        .expect("interprets")
        .ret
}

#[test]
fn a_leaf_under_pressure_allocates_lr_and_saves_it() {
    let (f, saved) = check(LEAF, expected(LEAF), "mix");
    assert!(saved, "allocating $lr saved nothing:\n{:#?}", f.items);
    let body_writes_lr =
        insts(&f).any(|m| m.role == Role::Body && m.inst.ra == Reg::LR && m.inst.op != Opcode::Jr);
    assert!(body_writes_lr, "$lr unused:\n{:#?}", f.items);
    let saves = insts(&f).any(|m| {
        m.role == Role::Prologue
            && m.inst.op == Opcode::St
            && m.inst.ra == Reg::LR
            && m.inst.rb == Reg::SP
    });
    let restores = insts(&f).any(|m| {
        m.role == Role::Epilogue
            && m.inst.op == Opcode::Ld
            && m.inst.ra == Reg::LR
            && m.inst.rb == Reg::SP
    });
    assert!(saves && restores, "{:#?}", f.items);
}

#[test]
fn a_caller_keeps_values_in_lr_between_calls() {
    let (f, saved) = check(CALLER, expected(CALLER), "main");
    assert!(saved, "allocating $lr saved nothing:\n{:#?}", f.items);
    let body_writes_lr =
        insts(&f).any(|m| m.role == Role::Body && m.inst.ra == Reg::LR && m.inst.op != Opcode::Jr);
    assert!(body_writes_lr, "$lr unused:\n{:#?}", f.items);
}
