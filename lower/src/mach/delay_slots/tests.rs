//! Unit tests of the delay-slot filler within a block.

use crate::mach::delay_slots::fill_delay_slots;
use crate::mach::effects::bit;
use crate::mach::model::{CfiOp, MachFunction, MachItem, Role};
use crate::mach::testutil::{branch, call, call_killing, filled, insts_of, op, ops, ret, slot};
use egret_cpu0::isa::{Endian, IsaLevel, Opcode, Reg};

#[test]
fn slots_get_independent_instructions() {
    use Opcode::*;
    // addu $6 is independent of `beq $5`: it moves into the slot.
    let got = filled(vec![
        MachItem::Label(0),
        op(Addu, 5, 3, 4, 0, Role::Body),
        op(Addu, 6, 3, 4, 0, Role::Body),
        branch(Beq, 5, 0, 1),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ]);
    assert_eq!(got, [Addu, Beq, Addu, Jr, Nop]);
    // The instruction computing the branch operand stays, but one
    // before it that commutes with both moves past it.
    let got = filled(vec![
        MachItem::Label(0),
        op(Addiu, 7, 7, 0, 1, Role::Body),
        op(Addu, 5, 3, 4, 0, Role::Body),
        branch(Bne, 5, 0, 1),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ]);
    assert_eq!(got, [Addu, Bne, Addiu, Jr, Nop]);
    // Nothing independent: the slot keeps its nop.
    let got = filled(vec![
        MachItem::Label(0),
        op(Addu, 5, 3, 4, 0, Role::Body),
        branch(Beq, 5, 0, 1),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ]);
    assert_eq!(got, [Addu, Beq, Nop, Jr, Nop]);
    // cpu032I: a `cmp` writes $sw, which `jlt` reads.
    let got = filled(vec![
        MachItem::Label(0),
        op(Cmp, 15, 2, 3, 0, Role::Body),
        branch(Jlt, 0, 0, 1),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ]);
    assert_eq!(got, [Cmp, Jlt, Nop, Jr, Nop]);
}

/// A load or store whose base a pointer step changes in between moves
/// into the slot with its offset less the step; one that stores the
/// base itself, or whose base something else writes, stays.
#[test]
fn stepped_bases_take_their_access_into_the_slot() {
    use Opcode::*;
    let lp = |first: MachItem| {
        let mut f = MachFunction::new("f", 2);
        f.items = vec![
            MachItem::Label(0),
            MachItem::Label(1),
            op(St, 0, 3, 0, 0, Role::Body),
            first,
            op(Addiu, 3, 3, 0, 8, Role::Body),
            branch(Bne, 3, 4, 1),
            slot(),
            ret(),
            slot(),
        ];
        fill_delay_slots(&mut f);
        insts_of(&f)
    };
    // st $0, 4($3); addiu $3, $3, 8; bne $3, $4 => the store is in the
    // slot as st $0, -4($3).
    let got = lp(op(St, 0, 3, 0, 4, Role::Body));
    let shape: Vec<_> = got.iter().map(|m| (m.inst.op, m.inst.imm)).collect();
    assert_eq!(
        shape,
        [(St, 0), (Addiu, 8), (Bne, 0), (St, -4), (Jr, 0), (Nop, 0)]
    );
    // A load into a register the branch reads must stay.
    let got = lp(op(Ld, 4, 3, 0, 4, Role::Body));
    assert_eq!(got[4].inst.op, Nop);
    // Storing the base itself: the slot would store the stepped value.
    let got = lp(op(St, 3, 3, 0, 4, Role::Body));
    assert_eq!(got[4].inst.op, Nop);
    // A base that something other than a step writes in between.
    let mut f = MachFunction::new("f", 2);
    f.items = vec![
        MachItem::Label(0),
        op(St, 0, 3, 0, 4, Role::Body),
        op(Addu, 3, 5, 6, 0, Role::Body),
        op(Addiu, 3, 3, 0, 8, Role::Body),
        branch(Bne, 3, 4, 0),
        slot(),
        ret(),
        slot(),
    ];
    fill_delay_slots(&mut f);
    assert_eq!(
        ops(&f),
        [St, Addu, Addiu, Bne, Nop, Jr, Nop],
        "{:?}",
        f.items
    );
}

#[test]
fn calls_keep_the_link_register_and_memory_order() {
    use Opcode::*;
    // An argument set up before a call runs in its slot.
    let got = filled(vec![
        MachItem::Label(0),
        op(Addiu, 4, 0, 0, 5, Role::Body),
        call("g"),
        slot(),
    ]);
    assert_eq!(got, [Jsub, Addiu]);
    // `jsub` writes $lr before its slot runs: an instruction reading it
    // stays, and a load may not pass the store that stays.
    let got = filled(vec![
        MachItem::Label(0),
        op(Ld, 4, 5, 0, 0, Role::Body),
        op(St, 14, 13, 0, 0, Role::Body),
        call("g"),
        slot(),
    ]);
    assert_eq!(got, [Ld, St, Jsub, Nop]);
    // A load passes an instruction that does not touch memory.
    let got = filled(vec![
        MachItem::Label(0),
        op(Ld, 4, 5, 0, 0, Role::Body),
        op(Addu, 2, 14, 0, 0, Role::Body),
        call("g"),
        slot(),
    ]);
    assert_eq!(got, [Addu, Jsub, Ld]);
    // HI/LO: `mflo` may not pass the `multu` that sets LO.
    let got = filled(vec![
        MachItem::Label(0),
        op(Mflo, 2, 0, 0, 0, Role::Body),
        op(Multu, 4, 5, 0, 0, Role::Body),
        op(Mflo, 3, 0, 0, 0, Role::Body),
        call("g"),
        slot(),
    ]);
    assert_eq!(got, [Mflo, Multu, Jsub, Mflo]);
}

/// With nothing before a call to fill its slot, the instruction after
/// it moves in when the call cannot tell and it survives the call.
#[test]
fn an_instruction_after_a_call_may_run_in_its_slot() {
    use Opcode::*;
    let after = |x: MachItem| {
        filled(vec![
            MachItem::Label(0),
            call("g"),
            slot(),
            x,
            ret(),
            slot(),
        ])
    };
    // $s0 is preserved by the callee and not read by it.
    assert_eq!(
        after(op(Addiu, 9, 9, 0, 1, Role::Body)),
        [Jsub, Addiu, Jr, Nop]
    );
    for x in [
        // reads the result the call returns
        op(Addu, 9, 2, 0, 0, Role::Body),
        // writes a register the call clobbers
        op(Addiu, 3, 9, 0, 1, Role::Body),
        // writes an argument the callee reads
        op(Addiu, 4, 9, 0, 1, Role::Body),
        // memory the callee may write
        op(Ld, 9, 13, 0, 0, Role::Body),
        op(St, 9, 13, 0, 0, Role::Body),
    ] {
        assert_eq!(after(x.clone())[1], Nop, "{x:?}");
    }
}

#[test]
fn prologues_and_other_slots_stay() {
    use Opcode::*;
    let got = filled(vec![
        MachItem::Label(0),
        op(Addiu, 13, 13, 0, -8, Role::Prologue),
        MachItem::Cfi(CfiOp::DefCfaOffset(8)),
        call("g"),
        slot(),
    ]);
    assert_eq!(got, [Addiu, Jsub, Nop]);
    // The `addu` is the first call's slot: it cannot move to the second.
    let got = filled(vec![
        MachItem::Label(0),
        call("g"),
        op(Addu, 4, 2, 0, 0, Role::Body),
        call("h"),
        slot(),
    ]);
    assert_eq!(got, [Jsub, Addu, Jsub, Nop]);
}

#[test]
fn an_epilogue_moves_into_the_return_slot_with_its_frame_marker() {
    use Opcode::*;
    let mut f = MachFunction::new("f", 2);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 13, 13, 0, -8, Role::Prologue),
        MachItem::Cfi(CfiOp::DefCfaOffset(8)),
        op(St, 14, 13, 0, 4, Role::Prologue),
        MachItem::Cfi(CfiOp::Offset {
            reg: 14,
            cfa_offset: -4,
        }),
        call("g"),
        slot(),
        MachItem::Cfi(CfiOp::RememberState),
        op(Ld, 14, 13, 0, 4, Role::Epilogue),
        op(Addiu, 13, 13, 0, 8, Role::Epilogue),
        MachItem::Cfi(CfiOp::DefCfaOffset(0)),
        op(Jr, 14, 0, 0, 0, Role::Epilogue),
        slot(),
        MachItem::Cfi(CfiOp::RestoreState),
    ];
    fill_delay_slots(&mut f);
    assert_eq!(ops(&f), [Addiu, St, Jsub, Nop, Ld, Jr, Addiu]);
    // `ld $lr` cannot go: `jr $lr` reads it. The marker follows the
    // `addiu`, so at `jr` the CFA is still $sp + 8.
    assert_eq!(
        f.items[f.items.len() - 3..],
        [
            op(Addiu, 13, 13, 0, 8, Role::Epilogue),
            MachItem::Cfi(CfiOp::DefCfaOffset(0)),
            MachItem::Cfi(CfiOp::RestoreState),
        ]
    );
    let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    // Markers at the end of the code describe nothing and are dropped.
    assert_eq!(
        code.cfi,
        [
            (4, CfiOp::DefCfaOffset(8)),
            (
                8,
                CfiOp::Offset {
                    reg: 14,
                    cfa_offset: -4
                }
            ),
            (16, CfiOp::RememberState),
        ]
    );
}

/// After a call of a routine that keeps `$t1` (issue 23), an instruction
/// writing `$t1` may run in the call's slot; after any other call it may
/// not.
#[test]
fn a_narrow_call_takes_a_write_of_what_it_keeps_into_its_slot() {
    use Opcode::*;
    let kills = bit(Reg::V0) | bit(Reg::V1) | bit(Reg::T0) | bit(Reg::LR);
    let after = |c: MachItem| {
        filled(vec![
            MachItem::Label(0),
            c,
            slot(),
            op(Addiu, 8, 9, 0, 1, Role::Body),
            ret(),
            slot(),
        ])
    };
    assert_eq!(
        after(call_killing("__eqsf2", kills)),
        [Jsub, Addiu, Jr, Nop]
    );
    assert_eq!(after(call("g"))[1], Nop);
}

/// A copy whose destination the branch tests goes into the slot, and the
/// branch tests the copy's source: `addu $14, $zero, $11; bne $14, $7`
/// becomes `bne $11, $7; addu $14, $zero, $11` (a loop's next pointer that
/// register allocation copied right before the loop test).
#[test]
fn a_copy_the_branch_tests_goes_into_the_slot() {
    use Opcode::*;
    let mut f = MachFunction::new("f", 4);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 11, 14, 0, 4, Role::Body),
        op(Addu, 14, 0, 11, 0, Role::Body),
        branch(Bne, 14, 7, 0),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ];
    fill_delay_slots(&mut f);
    assert_eq!(ops(&f), [Addiu, Bne, Addu, Jr, Nop]);
    let insts = insts_of(&f);
    assert_eq!((insts[1].inst.ra, insts[1].inst.rb), (Reg(11), Reg(7)));
    assert_eq!((insts[2].inst.ra, insts[2].inst.rc), (Reg(14), Reg(11)));
    // An instruction in between that reads the copy's destination, or
    // writes its source, keeps the copy where it is.
    for between in [
        op(Addu, 5, 14, 0, 0, Role::Body),
        op(Addiu, 11, 11, 0, 1, Role::Body),
    ] {
        let mut f = MachFunction::new("f", 4);
        f.items = vec![
            MachItem::Label(0),
            op(Addu, 14, 0, 11, 0, Role::Body),
            between,
            branch(Bne, 14, 7, 0),
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ];
        fill_delay_slots(&mut f);
        let insts = insts_of(&f);
        assert_eq!(insts[0].inst.ra, Reg(14), "{insts:?}");
        assert_eq!(insts[1].inst.ra, Reg(14), "{insts:?}");
    }
}

/// A label no branch names only splits straight-line code: the search for
/// a slot's instruction goes back past it (`ld $9, 56($sp)` before the
/// label of a loop entered by falling through goes into the slot of the
/// loop's first test). A label a branch names stops it: the instruction
/// would then run on the branch's path too.
#[test]
fn slots_take_instructions_from_before_labels_only_fallen_into() {
    use Opcode::*;
    let code = |back_edge_to: u32| {
        vec![
            MachItem::Label(0),
            op(Ld, 9, 13, 0, 56, Role::Body),
            MachItem::Label(1),
            op(Slt, 2, 11, 5, 0, Role::Body),
            branch(Beq, 2, 0, 2),
            slot(),
            branch(Bne, 9, 0, back_edge_to),
            slot(),
            MachItem::Label(2),
            ret(),
            slot(),
        ]
    };
    // Label 1 is only fallen into: `ld` moves past it and `slt` into the
    // slot of `beq`.
    let mut f = MachFunction::new("f", 4);
    f.items = code(0);
    fill_delay_slots(&mut f);
    assert_eq!(ops(&f), [Slt, Beq, Ld, Bne, Nop, Jr, Nop]);
    assert_eq!(
        f.items.iter().position(|it| *it == MachItem::Label(1)),
        Some(1),
        "{:?}",
        f.items
    );
    // With `bne` naming label 1, `ld` stays before it.
    let mut f = MachFunction::new("f", 4);
    f.items = code(1);
    fill_delay_slots(&mut f);
    assert_eq!(ops(&f), [Ld, Slt, Beq, Nop, Bne, Nop, Jr, Nop]);
}
