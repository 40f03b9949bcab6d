//! The -O2 passes after register allocation that delete work:
//! `remove_redundant_reloads` (reloads, stores back, constants, symbol
//! addresses and `mult`/`div` that registers or HI/LO already hold) and
//! `propagate_copies` (register copies whose source can stand in for the
//! destination until it dies, or whose dying source can be computed into
//! the destination directly).
//!
//! Hand-built machine code checks the exact shapes, including the cases the
//! passes must leave alone; whole programs compiled with and without the
//! passes must agree on the simulator at both ISA levels and in both byte
//! orders, with fewer instructions executed.

mod common;

use common::{TARGETS, compile, run};
use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_llvmlite::SrcLoc;
use egret_lower::mach::{
    CallFacts, Fixup, MachFunction, MachInst, MachItem, POST_REGALLOC_O2, PrivateStack, Role,
    propagate_copies, remove_dead_code, remove_redundant_reloads,
};
use egret_lower::{MachPass, Target};

const TARGET: Target = TARGETS[0];

fn mi(op: Opcode, ra: Reg, rb: Reg, rc: Reg, imm: i32) -> MachItem {
    MachItem::Inst(MachInst::new(
        Inst::new(op, ra, rb, rc, imm),
        SrcLoc::default(),
        Role::Body,
    ))
}

/// `op $a0, $zero, label` (`beq`/`bne`).
fn branch_a0_zero(op: Opcode, label: u32) -> MachItem {
    MachItem::Inst(MachInst {
        fixup: Fixup::Branch(label),
        ..MachInst::new(
            Inst::new(op, Reg::A0, Reg::ZERO, Reg::ZERO, 0),
            SrcLoc::default(),
            Role::Body,
        )
    })
}

/// A function of `labels` labels made of `items` (which place them), then
/// a return of `$v0`.
fn with_labels(labels: usize, items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", labels);
    f.result_regs = vec![Reg::V0];
    f.items = items;
    f.items.extend(ret());
    f
}

fn ret() -> Vec<MachItem> {
    vec![
        mi(Opcode::Jr, Reg::LR, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Nop, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
    ]
}

fn function(body: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 1);
    f.result_regs = vec![Reg::V0];
    f.items.push(MachItem::Label(0));
    f.items.extend(body);
    f.items.extend(ret());
    f
}

fn ops(f: &MachFunction) -> Vec<(Opcode, Reg, Reg, Reg, i32)> {
    f.items
        .iter()
        .filter_map(|it| match it {
            MachItem::Inst(m) => Some((m.inst.op, m.inst.ra, m.inst.rb, m.inst.rc, m.inst.imm)),
            _ => None,
        })
        .collect()
}

fn count(f: &MachFunction, op: Opcode) -> usize {
    ops(f).iter().filter(|o| o.0 == op).count()
}

#[test]
fn reload_of_a_held_word_goes() {
    let mut f = function(vec![
        mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
        mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
        mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
        mi(Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
        // Stored back unchanged: goes too.
        mi(Opcode::St, Reg::V1, Reg::SP, Reg::ZERO, 16),
    ]);
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 1, "{:?}", ops(&f));
    assert_eq!(count(&f, Opcode::St), 0, "{:?}", ops(&f));
}

#[test]
fn stores_that_may_alias_kill_reload_facts() {
    let body = || {
        vec![
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
            // A store through a pointer may write 16($sp) (an alloca).
            mi(Opcode::St, Reg::V0, Reg::A0, Reg::ZERO, 0),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            mi(Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
        ]
    };
    let mut f = function(body());
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 2, "{:?}", ops(&f));
    // ...unless the word is a spill slot, which no pointer reaches.
    let mut f = function(body());
    f.private_stack = Some(PrivateStack {
        spill: (16, 20),
        incoming: 32,
        outgoing: 16,
    });
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 1, "{:?}", ops(&f));
    // A store through `$sp` over the word always kills it.
    let mut f = function(vec![
        mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
        mi(Opcode::Sb, Reg::V0, Reg::SP, Reg::ZERO, 18),
        mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
        mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
    ]);
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 2, "{:?}", ops(&f));
}

#[test]
fn facts_end_at_branch_targets_and_calls_and_slots_stay() {
    let mut f = with_labels(
        2,
        vec![
            MachItem::Label(0),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            branch_a0_zero(Opcode::Beq, 1),
            // In the branch's slot: stays although redundant.
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            MachItem::Label(1),
            // After a label whose branches all come before it: what every path
            // into it knows (here both know the word), so this reload goes.
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
        ],
    );
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 2, "{:?}", ops(&f));

    // A path that does not know it keeps the reload.
    let mut f = with_labels(
        2,
        vec![
            MachItem::Label(0),
            branch_a0_zero(Opcode::Beq, 1),
            mi(Opcode::Nop, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            MachItem::Label(1),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
        ],
    );
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 2, "{:?}", ops(&f));

    // After a label a later branch names (a loop header): what every path
    // brings, the back edge included; here the loop changes `$v1`, so the
    // reload stays.
    let mut f = with_labels(
        2,
        vec![
            MachItem::Label(0),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            MachItem::Label(1),
            mi(Opcode::Ld, Reg::V1, Reg::SP, Reg::ZERO, 16),
            mi(Opcode::Addu, Reg::V0, Reg::V1, Reg::V1, 0),
            mi(Opcode::Addiu, Reg::V1, Reg::V1, Reg::ZERO, 1),
            branch_a0_zero(Opcode::Bne, 1),
            mi(Opcode::Nop, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        ],
    );
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Ld), 2, "{:?}", ops(&f));
}

/// A value kept in a spill slot across a loop nest, as register
/// allocation leaves it in bm_strsearch's search loop: reloaded at the
/// outer loop's head, untouched by the inner loop (a label a later branch
/// names) and by the branch around it, and stored back at the latch. The
/// facts at the inner loop's head are those its back edge brings too, so
/// the store back goes; the reload is needed on the first entry and stays.
#[test]
fn a_value_reloaded_and_stored_back_around_a_loop_nest_keeps_one_reload() {
    let ld = |r: Reg, off| mi(Opcode::Ld, r, Reg::SP, Reg::ZERO, off);
    let addiu = |r: Reg, imm| mi(Opcode::Addiu, r, r, Reg::ZERO, imm);
    let slot = || mi(Opcode::Nop, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0);
    let mut f = with_labels(
        5,
        vec![
            MachItem::Label(0),
            MachItem::Label(1),
            ld(Reg::T9, 32),
            ld(Reg::T0, 56),
            branch_a0_zero(Opcode::Beq, 3),
            slot(),
            MachItem::Label(2),
            addiu(Reg::T0, 1),
            addiu(Reg::A1, -1),
            MachItem::Inst(MachInst {
                fixup: Fixup::Branch(2),
                ..MachInst::new(
                    Inst::new(Opcode::Bne, Reg::A1, Reg::ZERO, Reg::ZERO, 0),
                    SrcLoc::default(),
                    Role::Body,
                )
            }),
            slot(),
            MachItem::Label(3),
            addiu(Reg::T1, 1),
            mi(Opcode::St, Reg::T9, Reg::SP, Reg::ZERO, 32),
            branch_a0_zero(Opcode::Bne, 1),
            slot(),
            MachItem::Label(4),
            mi(Opcode::Addu, Reg::V0, Reg::T9, Reg::T0, 0),
        ],
    );
    remove_redundant_reloads(&mut f);
    let listing: Vec<_> = ops(&f).iter().map(|o| o.0).collect();
    use Opcode::*;
    assert_eq!(
        listing,
        [
            Ld, Ld, Beq, Nop, Addiu, Addiu, Bne, Nop, Addiu, Bne, Nop, Addu, Jr, Nop
        ],
        "{:?}",
        ops(&f)
    );
}

#[test]
fn constants_and_symbol_addresses_held_are_not_rebuilt() {
    let sym = |op: Opcode, ra: Reg, rb: Reg, fixup: Fixup| {
        MachItem::Inst(MachInst {
            fixup,
            ..MachInst::new(
                Inst::new(op, ra, rb, Reg::ZERO, 0),
                SrcLoc::default(),
                Role::Body,
            )
        })
    };
    let mut f = function(vec![
        mi(Opcode::Addiu, Reg::T0, Reg::ZERO, Reg::ZERO, 10),
        mi(Opcode::Divu, Reg::A0, Reg::T0, Reg::ZERO, 0),
        mi(Opcode::Mflo, Reg::V0, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Addiu, Reg::T0, Reg::ZERO, Reg::ZERO, 10),
        mi(Opcode::Divu, Reg::A0, Reg::T0, Reg::ZERO, 0),
        mi(Opcode::Mfhi, Reg::V1, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
        sym(Opcode::Lui, Reg::T1, Reg::ZERO, Fixup::Hi16("g".into(), 4)),
        sym(Opcode::Ori, Reg::T1, Reg::T1, Fixup::Lo16("g".into(), 4)),
        mi(Opcode::St, Reg::V0, Reg::T1, Reg::ZERO, 0),
        sym(Opcode::Lui, Reg::T1, Reg::ZERO, Fixup::Hi16("g".into(), 4)),
        sym(Opcode::Ori, Reg::T1, Reg::T1, Fixup::Lo16("g".into(), 4)),
        mi(Opcode::St, Reg::V1, Reg::T1, Reg::ZERO, 0),
        // Another addend is another address.
        sym(Opcode::Lui, Reg::T1, Reg::ZERO, Fixup::Hi16("g".into(), 8)),
        sym(Opcode::Ori, Reg::T1, Reg::T1, Fixup::Lo16("g".into(), 8)),
        mi(Opcode::St, Reg::V1, Reg::T1, Reg::ZERO, 0),
    ]);
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Addiu), 1, "{:?}", ops(&f));
    assert_eq!(count(&f, Opcode::Divu), 1, "{:?}", ops(&f));
    assert_eq!(count(&f, Opcode::Lui), 2, "{:?}", ops(&f));
    assert_eq!(count(&f, Opcode::Ori), 2, "{:?}", ops(&f));
    assert_eq!(count(&f, Opcode::St), 3, "{:?}", ops(&f));
}

#[test]
fn division_is_not_reused_once_an_operand_changes() {
    let mut f = function(vec![
        mi(Opcode::Divu, Reg::A0, Reg::A1, Reg::ZERO, 0),
        mi(Opcode::Mflo, Reg::V0, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Addiu, Reg::A1, Reg::A1, Reg::ZERO, 1),
        mi(Opcode::Divu, Reg::A0, Reg::A1, Reg::ZERO, 0),
        mi(Opcode::Mfhi, Reg::V1, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
    ]);
    remove_redundant_reloads(&mut f);
    assert_eq!(count(&f, Opcode::Divu), 2, "{:?}", ops(&f));
}

#[test]
fn copies_forward_their_source_until_the_destination_dies() {
    // `$t0 = $a0` read twice, then `$a0` changes while `$t0` is dead.
    let mut f = function(vec![
        mi(Opcode::Addu, Reg::T0, Reg::ZERO, Reg::A0, 0),
        mi(Opcode::Addu, Reg::V0, Reg::T0, Reg::T0, 0),
        mi(Opcode::Ld, Reg::V1, Reg::T0, Reg::ZERO, 4),
        mi(Opcode::Addiu, Reg::A0, Reg::A0, Reg::ZERO, 1),
        mi(Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
    ]);
    propagate_copies(&mut f);
    assert_eq!(
        ops(&f)[..4],
        [
            (Opcode::Addu, Reg::V0, Reg::A0, Reg::A0, 0),
            (Opcode::Ld, Reg::V1, Reg::A0, Reg::ZERO, 4),
            (Opcode::Addiu, Reg::A0, Reg::A0, Reg::ZERO, 1),
            (Opcode::Addu, Reg::V0, Reg::V0, Reg::V1, 0),
        ]
    );
}

#[test]
fn a_copy_back_to_the_source_goes_with_the_copy() {
    // `$t0 = $a0; $a0 = $t0`: forwarding turns the second into `$a0 = $a0`,
    // which does nothing.
    let mut f = function(vec![
        mi(Opcode::Addu, Reg::T0, Reg::ZERO, Reg::A0, 0),
        mi(Opcode::Addu, Reg::A0, Reg::ZERO, Reg::T0, 0),
        mi(Opcode::Addu, Reg::V0, Reg::A0, Reg::A0, 0),
    ]);
    propagate_copies(&mut f);
    assert_eq!(
        ops(&f)[..1],
        [(Opcode::Addu, Reg::V0, Reg::A0, Reg::A0, 0)],
        "{:?}",
        ops(&f)
    );
    assert_eq!(count(&f, Opcode::Addu), 1, "{:?}", ops(&f));
}

#[test]
fn copies_stay_when_the_destination_outlives_the_source() {
    let cases = [
        // `$t0` is read after `$a0` changes.
        vec![
            mi(Opcode::Addu, Reg::T0, Reg::ZERO, Reg::A0, 0),
            mi(Opcode::Addiu, Reg::A0, Reg::A0, Reg::ZERO, 1),
            mi(Opcode::Addu, Reg::V0, Reg::T0, Reg::A0, 0),
        ],
        // `$v0` is the result: live at the return.
        vec![mi(Opcode::Addu, Reg::V0, Reg::ZERO, Reg::A0, 0)],
        // A tied destination reads `$t0` as the value it keeps.
        vec![
            mi(Opcode::Addu, Reg::T0, Reg::ZERO, Reg::A0, 0),
            mi(Opcode::Movz, Reg::T0, Reg::A1, Reg::A1, 0),
            mi(Opcode::Addu, Reg::V0, Reg::T0, Reg::ZERO, 0),
        ],
    ];
    for body in cases {
        let mut f = function(body);
        let before = ops(&f);
        propagate_copies(&mut f);
        assert_eq!(ops(&f), before);
    }
}

#[test]
fn a_dying_source_is_computed_into_the_destination() {
    // `$t0 = $a0 + $a1` read once, then copied into the result `$v0`
    // (live at the return, so the copy cannot be forwarded).
    let mut f = function(vec![
        mi(Opcode::Addu, Reg::T0, Reg::A0, Reg::A1, 0),
        mi(Opcode::Addu, Reg::V1, Reg::T0, Reg::T0, 0),
        mi(Opcode::Addu, Reg::V0, Reg::ZERO, Reg::T0, 0),
    ]);
    propagate_copies(&mut f);
    assert_eq!(
        ops(&f)[..2],
        [
            (Opcode::Addu, Reg::V0, Reg::A0, Reg::A1, 0),
            (Opcode::Addu, Reg::V1, Reg::V0, Reg::V0, 0),
        ]
    );
    assert_eq!(ops(&f).len(), 4);
}

#[test]
fn a_source_is_not_renamed_over_a_read_of_the_destination() {
    let cases = [
        // `$v0` is read between the definition and the copy.
        vec![
            mi(Opcode::Addu, Reg::T0, Reg::A0, Reg::A0, 0),
            mi(Opcode::Addu, Reg::V1, Reg::V0, Reg::V0, 0),
            mi(Opcode::Addu, Reg::V0, Reg::ZERO, Reg::T0, 0),
        ],
        // `$t0` stays live after the copy.
        vec![
            mi(Opcode::Addu, Reg::T0, Reg::A0, Reg::A0, 0),
            mi(Opcode::Addu, Reg::V0, Reg::ZERO, Reg::T0, 0),
            mi(Opcode::St, Reg::T0, Reg::A1, Reg::ZERO, 0),
        ],
        // A tied definition (`movz`) reads its old value.
        vec![
            mi(Opcode::Addu, Reg::T0, Reg::A0, Reg::A0, 0),
            mi(Opcode::Movz, Reg::T0, Reg::A1, Reg::A0, 0),
            mi(Opcode::Addu, Reg::V0, Reg::ZERO, Reg::T0, 0),
        ],
    ];
    for body in cases {
        let mut f = function(body);
        let before = ops(&f);
        propagate_copies(&mut f);
        assert_eq!(ops(&f), before);
    }
}

/// The -O2 passes without the two under test.
fn without_them() -> Vec<MachPass> {
    POST_REGALLOC_O2
        .iter()
        .copied()
        .filter(|&p| p != MachPass::RedundantReloads)
        .collect()
}

/// Runs `ir` with and without the passes on every target: same result,
/// fewer instructions; returns `name`'s code with all passes.
fn check(ir: &str, expected: i64, name: &str) -> MachFunction {
    let fewer = without_them();
    assert!(fewer.len() < POST_REGALLOC_O2.len());
    for target in TARGETS {
        let before = compile(ir, target, &fewer);
        let after = compile(ir, target, &POST_REGALLOC_O2);
        let (r0, n0) = run(&before, target);
        let (r1, n1) = run(&after, target);
        assert_eq!((r0, r1), (expected, expected), "{target:?}");
        assert!(n1 < n0, "{target:?}: {n0} instructions before, {n1} after");
    }
    compile(ir, TARGET, &POST_REGALLOC_O2)
        .functions
        .into_iter()
        .find(|f| f.compiled.name == name)
        .map(|f| f.compiled.mach)
        .unwrap_or_else(|| panic!("no function {name}"))
}

/// Quotient and remainder of the same operands: one `divu`.
const DIGITS: &str = "\
define i32 @digits(i32 %v) {
entry:
  br label %loop
loop:
  %m = phi i32 [ %v, %entry ], [ %q, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %q = udiv i32 %m, 10
  %r = urem i32 %m, 10
  %acc1 = add i32 %acc, %r
  %more = icmp ne i32 %q, 0
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}

define i32 @main() {
entry:
  %a = call i32 @digits(i32 987654321)
  %b = call i32 @digits(i32 7)
  %c = add i32 %a, %b
  ret i32 %c
}
";

#[test]
fn quotient_and_remainder_share_one_division() {
    let f = check(DIGITS, 45 + 7, "digits");
    // The loop test may be copied into the latch (a second `divu`), but
    // each straight-line stretch divides once.
    let ops = ops(&f);
    for run in ops.split(|o| matches!(o.0, Opcode::Beq | Opcode::Bne | Opcode::Jmp)) {
        let divs = run.iter().filter(|o| o.0 == Opcode::Divu).count();
        assert!(divs <= 1, "{ops:?}");
    }
    assert!(count(&f, Opcode::Divu) >= 1, "{ops:?}");
}

/// Doubly recursive i64 Fibonacci: the argument's words move to
/// callee-saved registers and back around the calls.
const FIB: &str = "\
define i64 @fib(i64 %n) {
entry:
  %small = icmp slt i64 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i64 %n
rec:
  %n1 = sub i64 %n, 1
  %n2 = sub i64 %n, 2
  %a = call i64 @fib(i64 %n1)
  %b = call i64 @fib(i64 %n2)
  %r = add i64 %a, %b
  ret i64 %r
}

define i32 @main() {
entry:
  %v = call i64 @fib(i64 15)
  %r = trunc i64 %v to i32
  ret i32 %r
}
";

#[test]
fn copies_around_calls_go() {
    let f = check(FIB, 610, "fib");
    assert_eq!(count(&f, Opcode::Jsub), 2);
}

#[test]
fn dead_computations_go_stores_and_live_values_stay() {
    let mut f = function(vec![
        // The low word of a product nobody reads.
        mi(Opcode::Multu, Reg::A0, Reg::A1, Reg::ZERO, 0),
        mi(Opcode::Mflo, Reg::V1, Reg::ZERO, Reg::ZERO, 0),
        mi(Opcode::Mfhi, Reg::V0, Reg::ZERO, Reg::ZERO, 0),
        // Dead only once the `addu` below it goes.
        mi(Opcode::Addiu, Reg::T0, Reg::ZERO, Reg::ZERO, 7),
        mi(Opcode::Addu, Reg::T1, Reg::T0, Reg::T0, 0),
        // A reload nobody reads, and a store (kept).
        mi(Opcode::Ld, Reg::A1, Reg::SP, Reg::ZERO, 16),
        mi(Opcode::St, Reg::A0, Reg::SP, Reg::ZERO, 20),
    ]);
    remove_dead_code(&mut f);
    let ops: Vec<Opcode> = ops(&f).iter().map(|o| o.0).collect();
    assert_eq!(
        ops,
        [
            Opcode::Multu,
            Opcode::Mfhi,
            Opcode::St,
            Opcode::Jr,
            Opcode::Nop
        ],
        "{ops:?}"
    );
}

/// `jsub name` (`quiet`: to a function of the same module, which leaves
/// its incoming argument area alone) and its slot.
fn call_to(name: &str, quiet: bool) -> Vec<MachItem> {
    vec![
        MachItem::Inst(MachInst {
            fixup: Fixup::Call(name.to_string(), 0, CallFacts::abi(quiet)),
            ..MachInst::new(
                Inst::new(Opcode::Jsub, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
                SrcLoc::default(),
                Role::Body,
            )
        }),
        mi(Opcode::Nop, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
    ]
}

#[test]
fn outgoing_arguments_stored_again_after_a_quiet_call_go() {
    // The same arguments for two calls: a callee-saved register's word and
    // a constant word stay stored across a call to a function of the
    // module; after any other call they are stored again.
    let args = || {
        vec![
            mi(Opcode::St, Reg::S0, Reg::SP, Reg::ZERO, 8),
            mi(Opcode::Addiu, Reg::V0, Reg::ZERO, Reg::ZERO, 12345),
            mi(Opcode::St, Reg::V0, Reg::SP, Reg::ZERO, 12),
            mi(Opcode::St, Reg::ZERO, Reg::SP, Reg::ZERO, 16),
        ]
    };
    let stores = |quiet: bool, private: bool| {
        let mut body = args();
        body.extend(call_to("g", quiet));
        body.extend(args());
        body.extend(call_to("g", quiet));
        let mut f = function(body);
        if private {
            f.private_stack = Some(PrivateStack {
                spill: (24, 28),
                incoming: 32,
                outgoing: 24,
            });
        }
        remove_redundant_reloads(&mut f);
        count(&f, Opcode::St)
    };
    assert_eq!(stores(true, true), 3);
    assert_eq!(stores(false, true), 6);
    // Without knowing the frame, nothing is kept across a call.
    assert_eq!(stores(true, false), 6);
}
