//! The -O2 passes after register allocation on whole programs: shrink-
//! wrapping (`egret_lower::mach::shrink_wrap`) and delay slots filled from a
//! branch's successors (`egret_lower::mach::fill_slots_from_successors`).
//!
//! Each program is compiled with the earlier -O2 passes (loop tests into
//! latches, slots filled from the same block) and with all of
//! `POST_REGALLOC_O2`, linked, and run on the simulator at both ISA levels
//! and in both byte orders: the results must agree, the new passes must save
//! executed instructions, and the code must have the expected shape.

mod common;

use common::{TARGETS, compile, run};
use egret_cpu0::isa::{IsaLevel, Opcode, Reg};
use egret_lower::mach::{
    Fixup, MachFunction, MachInst, MachItem, POST_REGALLOC_O2, Role, is_cond_branch,
};
use egret_lower::{CompileOptions, MachPass, compile_module};

/// The -O2 passes before shrink-wrapping and filling across blocks.
const EARLIER: [MachPass; 2] = [MachPass::LoopTests, MachPass::DelaySlots];

/// Compiles and runs `ir` with the earlier passes and with all of them on
/// every target; checks the result is `expected` both ways, that the passes
/// save instructions at cpu032II and add none anywhere, and returns the code
/// of function `name` (default target, all passes).
fn check(ir: &str, expected: i64, name: &str) -> MachFunction {
    for target in TARGETS {
        let before = compile(ir, target, &EARLIER);
        let after = compile(ir, target, &POST_REGALLOC_O2);
        let (r0, n0) = run(&before, target);
        let (r1, n1) = run(&after, target);
        assert_eq!((r0, r1), (expected, expected), "{target:?}");
        assert!(n1 <= n0, "{target:?}: {n0} instructions before, {n1} after");
        if target.isa == IsaLevel::Cpu032II {
            assert!(n1 < n0, "{target:?}: {n0} instructions before, {n1} after");
        }
    }
    let after = compile(ir, TARGETS[0], &POST_REGALLOC_O2);
    after
        .functions
        .into_iter()
        .find(|f| f.compiled.name == name)
        .map(|f| f.compiled.mach)
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn insts(items: &[MachItem]) -> impl Iterator<Item = &MachInst> {
    items.iter().filter_map(|it| match it {
        MachItem::Inst(m) => Some(m),
        _ => None,
    })
}

fn touches_sp(m: &MachInst) -> bool {
    m.inst.ra == Reg::SP || m.inst.rb == Reg::SP || m.inst.rc == Reg::SP
}

/// The items from `label` to the first `ret` and its slot.
fn path_to_return(f: &MachFunction, label: u32) -> Vec<MachItem> {
    let start = f
        .items
        .iter()
        .position(|it| *it == MachItem::Label(label))
        .unwrap_or_else(|| panic!("label {label} is missing"));
    let end = (start..f.items.len())
        .find(|&i| matches!(&f.items[i], MachItem::Inst(m) if m.inst.op == Opcode::Jr))
        .expect("the path returns");
    f.items[start..=end + 1].to_vec()
}

const SUM: &str = "\
define i32 @sum(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %m = sub i32 %n, 1
  %r = call i32 @sum(i32 %m)
  %s = add i32 %r, %n
  ret i32 %s
done:
  ret i32 0
}

define i32 @main() {
entry:
  %a = call i32 @sum(i32 100)
  %b = call i32 @sum(i32 0)
  %c = add i32 %a, %b
  ret i32 %c
}
";

#[test]
fn the_base_case_of_a_recursion_runs_without_a_frame() {
    let f = check(SUM, 5050, "sum");
    // The entry runs no prologue before its branch; the branch goes to a
    // return path that never touches the stack and whose `ret` is no
    // epilogue's.
    let first_branch = f
        .items
        .iter()
        .position(|it| matches!(it, MachItem::Inst(m) if is_cond_branch(m.inst.op)))
        .expect("the entry branches");
    assert!(
        insts(&f.items[..first_branch]).all(|m| m.role == Role::Body && !touches_sp(m)),
        "{:#?}",
        f.items
    );
    let MachItem::Inst(branch) = &f.items[first_branch] else {
        unreachable!()
    };
    let Fixup::Branch(fast) = branch.fixup else {
        panic!("not a branch to a label")
    };
    let path = path_to_return(&f, fast);
    assert!(
        insts(&path).all(|m| !touches_sp(m) && m.role != Role::Epilogue),
        "{path:#?}"
    );
    // The other path still saves $lr.
    assert!(
        insts(&f.items)
            .any(|m| m.role == Role::Prologue && m.inst.op == Opcode::St && m.inst.ra == Reg::LR)
    );
}

/// A loop whose back edge cannot be filled from its own block: the loop
/// counter update feeds the branch; the first instruction of the loop
/// body fills the slot instead.
const LOOP: &str = "\
define i32 @squares(i32 %n) {
entry:
  %e = icmp sle i32 %n, 0
  br i1 %e, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %t = mul i32 %i, %i
  %s1 = add i32 %s, %t
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @squares(i32 30)
  ret i32 %a
}
";

#[test]
fn loop_back_edges_fill_their_slot_from_the_loop_body() {
    let f = check(LOOP, 8555, "squares");
    let empty_slots = |f: &MachFunction| {
        insts(&f.items)
            .filter(|m| m.inst.op == Opcode::Nop && m.role == Role::DelaySlot)
            .count()
    };
    let (module, _) = egret_llvmlite::parse("case.ll", LOOP).expect("parses");
    let opts = CompileOptions {
        target: TARGETS[0],
        check_regalloc: true,
        post_regalloc: EARLIER.to_vec(),
        pass_hooks: Default::default(),
        local_calls: false,
        allocate_lr: false,
        inline_putchar: false,
        regalloc: Default::default(),
    };
    let before = compile_module(&module, &opts).expect("compiles");
    let before = &before.functions[0].compiled.mach;
    assert!(
        empty_slots(&f) < empty_slots(before),
        "{:#?}\n{:#?}",
        f.items,
        before.items
    );
}
