//! The verifier refuses broken machine code: a branch to a missing label,
//! two instructions in a slot, a label between a transfer and its slot,
//! unbalanced frame markers, and a new read of an undefined register; and
//! [`run_passes`] reports the refusal as an error naming the step.

use super::{live_at_entry, verify};
use crate::mach::model::{CfiOp, Fixup, Label, MachFunction, MachInst, MachItem, Role};
use crate::mach::pipeline::{MACHINE, MachPass, PassHooks, run_passes};
use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_llvmlite::SrcLoc;

fn op(o: Opcode, ra: Reg, rb: Reg, rc: Reg, imm: i32, role: Role) -> MachItem {
    MachItem::Inst(MachInst::new(
        Inst::new(o, ra, rb, rc, imm),
        SrcLoc::default(),
        role,
    ))
}

fn branch(to: Label) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(Opcode::Bne, Reg::A0, Reg::ZERO, Reg::ZERO, 0),
        fixup: Fixup::Branch(to),
        loc: SrcLoc::default(),
        role: Role::Body,
        origin: crate::mach::model::NO_ORIGIN,
        volatile: false,
    })
}

fn slot() -> MachItem {
    op(
        Opcode::Nop,
        Reg::ZERO,
        Reg::ZERO,
        Reg::ZERO,
        0,
        Role::DelaySlot,
    )
}

fn ret() -> Vec<MachItem> {
    vec![
        op(Opcode::Jr, Reg::LR, Reg::ZERO, Reg::ZERO, 0, Role::Body),
        slot(),
    ]
}

/// `L0: bne $a0, $zero, L1; nop; addiu $v0, $zero, 1; L1: ret; nop`,
/// returning `$v0` only.
fn well_formed() -> MachFunction {
    let mut f = MachFunction::new("f", 2);
    f.result_regs = vec![Reg::V0];
    f.items = vec![
        MachItem::Label(0),
        op(Opcode::Addiu, Reg::V0, Reg::ZERO, Reg::ZERO, 0, Role::Body),
        branch(1),
        slot(),
        op(Opcode::Addiu, Reg::V0, Reg::ZERO, Reg::ZERO, 1, Role::Body),
        MachItem::Label(1),
    ];
    f.items.extend(ret());
    f
}

/// What the verifier says about `f` as a pass's result, the code before the
/// pass being [`well_formed`].
fn verdict(f: &MachFunction) -> Result<u32, String> {
    verify(f, live_at_entry(&well_formed()))
}

fn refused(f: &MachFunction, words: &str) {
    match verdict(f) {
        Ok(_) => panic!("accepted: {f:#?}"),
        Err(e) => assert!(e.contains(words), "`{e}` does not say `{words}`"),
    }
}

#[test]
fn well_formed_code_is_accepted() {
    assert!(verdict(&well_formed()).is_ok());
}

#[test]
fn a_branch_to_a_missing_label_is_refused() {
    let mut f = well_formed();
    f.items[2] = branch(7);
    refused(&f, "label 7, which is not defined");
}

#[test]
fn a_label_defined_twice_is_refused() {
    let mut f = well_formed();
    f.items.insert(4, MachItem::Label(1));
    refused(&f, "defined 2 times");
}

#[test]
fn a_jump_table_entry_to_a_missing_label_is_refused() {
    let mut f = well_formed();
    f.jump_tables = vec![vec![1, 9]];
    refused(&f, "jump table 0 names label 9");
}

#[test]
fn two_instructions_in_a_slot_are_refused() {
    // A filler moved an instruction into the slot but kept the `nop`.
    let mut f = well_formed();
    f.items.insert(
        3,
        op(Opcode::Addiu, Reg::V1, Reg::ZERO, Reg::ZERO, 5, Role::Body),
    );
    refused(&f, "a slot holds two instructions");
}

#[test]
fn a_label_between_a_transfer_and_its_slot_is_refused() {
    let mut f = well_formed();
    f.items.insert(3, MachItem::Label(5));
    refused(
        &f,
        "label 5 sits between the transfer at item 2 and its delay slot",
    );
}

#[test]
fn a_transfer_in_a_slot_and_a_missing_slot_are_refused() {
    let mut f = well_formed();
    f.items[3] = branch(1);
    refused(&f, "holds a transfer");
    let mut g = well_formed();
    g.items.pop();
    refused(&g, "has no delay slot");
}

#[test]
fn unbalanced_frame_markers_are_refused() {
    let mut f = well_formed();
    f.items.insert(5, MachItem::Cfi(CfiOp::RestoreState));
    refused(&f, "has no RememberState before it");
    let mut g = well_formed();
    g.items.insert(4, MachItem::Cfi(CfiOp::RememberState));
    refused(&g, "1 RememberState without a RestoreState");
    let mut h = well_formed();
    h.items.insert(4, MachItem::Cfi(CfiOp::RememberState));
    h.items.insert(6, MachItem::Cfi(CfiOp::RestoreState));
    assert!(verdict(&h).is_ok());
}

#[test]
fn a_new_read_of_an_undefined_register_is_refused() {
    // `$v1` is no argument, no callee-saved register and not returned.
    let mut f = well_formed();
    f.items[1] = op(Opcode::Addu, Reg::V0, Reg::V1, Reg::ZERO, 0, Role::Body);
    refused(&f, "reads $3 before any write");
    // LO before any `mult`/`div`.
    let mut g = well_formed();
    g.items[1] = op(Opcode::Mflo, Reg::V0, Reg::ZERO, Reg::ZERO, 0, Role::Body);
    refused(&g, "reads LO before any write");
    // Arguments are defined at the entry.
    let mut h = well_formed();
    h.items[1] = op(Opcode::Addu, Reg::V0, Reg::A1, Reg::ZERO, 0, Role::Body);
    assert!(verdict(&h).is_ok());
}

#[test]
fn a_refusal_is_an_error_naming_the_step_not_a_panic() {
    let mut f = well_formed();
    f.items[2] = branch(7);
    let hooks = PassHooks {
        verify: true,
        ..PassHooks::default()
    };
    let e = run_passes(&mut f, &[MachPass::DeadCode], &hooks).expect_err("refused");
    assert_eq!(e.pass, MACHINE);
    assert!(
        e.to_string()
            .starts_with("internal error: the machine verifier refused the code after `machine`")
    );
    let mut g = well_formed();
    let report = run_passes(&mut g, &MachPass::ALL, &hooks).expect("accepted");
    assert!(report.runs.is_empty() && report.listings.is_empty());
}
