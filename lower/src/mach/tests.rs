//! Unit tests of the machine-code model, finishing and the passes.

use super::copies::*;
use super::delay_slots::*;
use super::delay_slots_across::*;
use super::effects::*;
use super::liveness::*;
use super::loop_tests::*;
use super::model::*;
use super::reloads::*;
use super::shrink_wrap::*;
use egret_cpu0::encode::encode;
use egret_cpu0::isa::{Endian, Inst, IsaLevel, OPCODES, Opcode, Reg, Shape};
use egret_llvmlite::SrcLoc;

fn inst(op: Opcode, fixup: Fixup, role: Role) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(op, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        fixup,
        loc: SrcLoc::default(),
        role,
    })
}

fn ops(f: &MachFunction) -> Vec<Opcode> {
    f.items
        .iter()
        .filter_map(|i| match i {
            MachItem::Inst(m) => Some(m.inst.op),
            _ => None,
        })
        .collect()
}

#[test]
fn jump_blocks_are_threaded_and_fallthrough_jumps_removed() {
    // block0: beq L1 / nop / jmp L2 ; L1: jmp L3 ; L2: ret ; L3: ret
    let mut f = MachFunction::new("f", 4);
    f.items = vec![
        MachItem::Label(0),
        inst(Opcode::Beq, Fixup::Branch(1), Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        inst(Opcode::Jmp, Fixup::Branch(2), Role::Body),
        MachItem::Label(1),
        inst(Opcode::Jmp, Fixup::Branch(3), Role::Body),
        MachItem::Label(2),
        inst(Opcode::Jr, Fixup::None, Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        MachItem::Label(3),
        inst(Opcode::Jr, Fixup::None, Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
    ];
    let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    // L1 disappears (beq goes to L3); `jmp L2` before L2 is dropped.
    assert_eq!(
        ops(&f),
        [
            Opcode::Beq,
            Opcode::Nop,
            Opcode::Jr,
            Opcode::Nop,
            Opcode::Jr,
            Opcode::Nop
        ]
    );
    // beq at 0 → L3 at 16: offset 16 - 4 = 12.
    let beq = Inst::new(Opcode::Beq, Reg::ZERO, Reg::ZERO, Reg::ZERO, 12);
    assert_eq!(&code.bytes[0..4], &encode(&beq).to_be_bytes());
}

#[test]
fn branch_over_a_jump_is_inverted() {
    // beq L1 / nop / jmp L2 ; L1: ret ; L2: ret  →  bne L2 / nop ; L1 ...
    let mut f = MachFunction::new("f", 3);
    f.items = vec![
        MachItem::Label(0),
        inst(Opcode::Jlt, Fixup::Branch(1), Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        inst(Opcode::Jmp, Fixup::Branch(2), Role::Body),
        MachItem::Label(1),
        inst(Opcode::Jr, Fixup::None, Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        MachItem::Label(2),
        inst(Opcode::Jr, Fixup::None, Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
    ];
    f.finish(Endian::Little, IsaLevel::Cpu032I).unwrap();
    assert_eq!(
        ops(&f),
        [
            Opcode::Jge,
            Opcode::Nop,
            Opcode::Jr,
            Opcode::Nop,
            Opcode::Jr,
            Opcode::Nop
        ]
    );
}

#[test]
fn distant_branches_are_relaxed() {
    let mut f = MachFunction::new("f", 2);
    f.items = vec![
        MachItem::Label(0),
        inst(Opcode::Beq, Fixup::Branch(1), Role::Body),
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
    ];
    for _ in 0..9000 {
        f.items.push(inst(Opcode::Nop, Fixup::None, Role::Body));
    }
    f.items.push(MachItem::Label(1));
    f.items.push(inst(Opcode::Jr, Fixup::None, Role::Body));
    f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    assert_eq!(&ops(&f)[..3], [Opcode::Bne, Opcode::Nop, Opcode::Jmp]);
}

fn op(o: Opcode, ra: u8, rb: u8, rc: u8, imm: i32, role: Role) -> MachItem {
    MachItem::Inst(MachInst::new(
        Inst::new(o, Reg(ra), Reg(rb), Reg(rc), imm),
        SrcLoc::default(),
        role,
    ))
}

fn branch(o: Opcode, ra: u8, rb: u8, to: Label) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(o, Reg(ra), Reg(rb), Reg::ZERO, 0),
        fixup: Fixup::Branch(to),
        loc: SrcLoc::default(),
        role: Role::Body,
    })
}

fn call(sym: &str) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(Opcode::Jsub, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        fixup: Fixup::Call(sym.to_string(), 0, false),
        loc: SrcLoc::default(),
        role: Role::Body,
    })
}

fn slot() -> MachItem {
    inst(Opcode::Nop, Fixup::None, Role::DelaySlot)
}

fn ret() -> MachItem {
    op(Opcode::Jr, 14, 0, 0, 0, Role::Body)
}

fn filled(items: Vec<MachItem>) -> Vec<Opcode> {
    let mut f = MachFunction::new("f", 4);
    f.items = items;
    fill_delay_slots(&mut f);
    ops(&f)
}

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

#[test]
fn loop_tests_are_copied_into_latches() {
    use Opcode::*;
    // L1: beq $2, $zero, L3 / nop ; L2: addiu $2, $2, -1 / jmp L1 ; L3: ret
    let mut f = MachFunction::new("f", 4);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 2, 0, 0, 10, Role::Body),
        MachItem::Label(1),
        branch(Beq, 2, 0, 3),
        slot(),
        MachItem::Label(2),
        op(Addiu, 2, 2, 0, -1, Role::Body),
        branch(Jmp, 0, 0, 1),
        MachItem::Label(3),
        ret(),
        slot(),
    ];
    duplicate_loop_tests(&mut f);
    fill_delay_slots(&mut f);
    f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    // The latch ends with the inverted test back to the body (its slot
    // keeps the nop: the decrement defines $2, which `bne` reads).
    assert_eq!(
        ops(&f),
        [Addiu, Beq, Nop, Addiu, Bne, Nop, Jr, Nop],
        "{:?}",
        f.items
    );
    let back = f.items.iter().find_map(|it| match it {
        MachItem::Inst(m) if m.inst.op == Bne => m.branch_target(),
        _ => None,
    });
    assert_eq!(back, Some(2));
    // Not worth it (the latch is followed by neither successor) or not
    // a test block: left alone.
    let mut g = MachFunction::new("g", 5);
    g.items = vec![
        MachItem::Label(0),
        branch(Jmp, 0, 0, 2),
        MachItem::Label(1),
        op(Addiu, 2, 2, 0, -1, Role::Body),
        branch(Jmp, 0, 0, 2),
        MachItem::Label(4),
        ret(),
        slot(),
        MachItem::Label(2),
        branch(Beq, 2, 0, 3),
        slot(),
        MachItem::Label(3),
        ret(),
        slot(),
    ];
    let before = g.items.clone();
    duplicate_loop_tests(&mut g);
    assert_eq!(g.items, before);
}

#[test]
fn wrong_level_instructions_are_refused() {
    let mut f = MachFunction::new("f", 1);
    f.items = vec![
        MachItem::Label(0),
        inst(Opcode::Slt, Fixup::None, Role::Body),
    ];
    assert!(f.finish(Endian::Big, IsaLevel::Cpu032I).is_err());
}

fn insts_of(f: &MachFunction) -> Vec<MachInst> {
    f.items
        .iter()
        .filter_map(|i| match i {
            MachItem::Inst(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn across(items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 8);
    f.items = items;
    fill_slots_from_successors(&mut f);
    f
}

/// [`effects`] as a match over the operand shape: an independent check of
/// the instruction table's register effects and of [`OP_EFFECTS`] built
/// from them (`cmp` writes `$sw` whatever its `ra` field says).
fn effects_by_shape(mi: &MachInst) -> Option<Effects> {
    if matches!(mi.fixup, Fixup::RawWord(_)) {
        return None;
    }
    let i = &mi.inst;
    let (a, b, c) = (bit(i.ra), bit(i.rb), bit(i.rc));
    let (reads, writes) = match i.op.info().shape {
        Shape::None => (0, 0),
        Shape::RRR => (b | c, a),
        Shape::RRRTied => (a | b | c, a),
        Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load => (b, a),
        Shape::Lui => (0, a),
        Shape::Store | Shape::Branch => (a | b, 0),
        Shape::Cmp => (b | c, bit(Reg::SW)),
        Shape::CondJump => (bit(Reg::SW), 0),
        Shape::Jump => match i.op {
            Opcode::Jsub | Opcode::Bal => (0, bit(Reg::LR)),
            _ => (0, 0),
        },
        Shape::Jalr => (b, a),
        Shape::Jr => (a, 0),
        Shape::MulDiv => (a | b, HI | LO),
        Shape::MoveFromHiLo => (if i.op == Opcode::Mfhi { HI } else { LO }, a),
        Shape::MoveToHiLo => (a, if i.op == Opcode::Mthi { HI } else { LO }),
        Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => return None,
    };
    let zero = bit(Reg::ZERO);
    Some(Effects {
        reads: reads & !zero,
        writes: writes & !zero,
        load: i.op.info().shape == Shape::Load,
        store: i.op.info().shape == Shape::Store,
    })
}

#[test]
fn effects_table_agrees_with_the_shapes() {
    for row in OPCODES {
        for (ra, rb, rc) in [(0, 0, 0), (2, 3, 4), (13, 0, 15), (14, 9, 0), (5, 5, 5)] {
            for fixup in [Fixup::None, Fixup::RawWord(0)] {
                let m = MachInst {
                    inst: Inst::new(row.opcode, Reg(ra), Reg(rb), Reg(rc), 0),
                    fixup,
                    loc: SrcLoc::default(),
                    role: Role::Body,
                };
                assert_eq!(effects(&m), effects_by_shape(&m), "{}", row.mnemonic);
            }
        }
    }
}

#[test]
fn liveness_follows_slots_calls_and_returns() {
    use Opcode::*;
    let mut f = MachFunction::new("f", 2);
    f.result_regs = vec![Reg::V0];
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 4, 9, 0, 1, Role::Body),
        call("g"),
        op(Addu, 5, 7, 0, 0, Role::Body),
        op(Addu, 2, 2, 8, 0, Role::Body),
        ret(),
        slot(),
    ];
    let live = f.liveness();
    // Before the return's slot: the result, $sp, $lr, callee-saved.
    let at_ret = RET_READS | bit(Reg::V0);
    assert_eq!(live[5], at_ret);
    // `addu $2, $2, $8` reads $2 (the call's result) and $8.
    assert_eq!(live[4], at_ret | bit(Reg::T1));
    // The call's slot (`addu $5, $7, $0`) writes an argument the callee
    // reads; $7 and $8 are clobbered by the call, so not live across it.
    // A direct call (`jsub`) does not read `$t9`.
    assert_eq!(
        live[3],
        (at_ret & !CALL_KILLS) | CALL_READS & !bit(Reg::A1) & !bit(Reg::T9) | bit(Reg::T0)
    );
    // `jsub` writes $lr; `addiu $4, $9, 1` reads $s0.
    assert_eq!(live[1] & bit(Reg::LR), 0);
    assert_ne!(live[1] & bit(Reg::S0), 0);
    assert_eq!(live[1] & bit(Reg::A0), 0);
}

#[test]
fn reloads_run_again_when_a_deletion_joins_a_lui_and_its_ori() {
    use Opcode::*;
    let addr = |o: Opcode, fixup: Fixup| {
        MachItem::Inst(MachInst {
            inst: Inst::new(o, Reg(2), Reg(if o == Ori { 2 } else { 0 }), Reg::ZERO, 0),
            fixup,
            loc: SrcLoc::default(),
            role: Role::Body,
        })
    };
    let hi = || addr(Lui, Fixup::Hi16("g".into(), 0));
    let lo = || addr(Ori, Fixup::Lo16("g".into(), 0));
    // $2 = &g; $3 = 8($sp); then `lui $2` of g again, a reload of what
    // $3 holds, and the `ori`: only once the reload is gone does the
    // `lui`/`ori` pair show itself as recomputing what $2 holds.
    let mut f = MachFunction::new("f", 1);
    f.items = vec![
        MachItem::Label(0),
        hi(),
        lo(),
        op(Ld, 3, 13, 0, 8, Role::Body),
        hi(),
        op(Ld, 3, 13, 0, 8, Role::Body),
        lo(),
        ret(),
        slot(),
    ];
    let mut twice = f.clone();
    remove_redundant_reloads(&mut twice);
    propagate_copies(&mut twice);
    remove_redundant_reloads(&mut twice);
    remove_reloads_and_copies(&mut f);
    assert_eq!(f.items, twice.items);
    assert_eq!(f.items.len(), 6);
}

/// Liveness the plain way: every item swept backward until nothing
/// changes.
fn liveness_by_sweeps(f: &MachFunction) -> Vec<u32> {
    let labels = f.label_indices();
    let ret_reads = f.ret_reads();
    let mut live = vec![0u32; f.items.len()];
    loop {
        let mut changed = false;
        for i in (0..f.items.len()).rev() {
            let slot_of = match f.items[i] {
                MachItem::Inst(_) => f.slot_of(i, 0),
                _ => None,
            };
            let before = f.transfer(i, slot_of, &labels, ret_reads).apply(&live, i);
            if before != live[i] {
                live[i] = before;
                changed = true;
            }
        }
        if !changed {
            return live;
        }
    }
}

#[test]
fn liveness_settles_nested_loops_like_plain_sweeps() {
    use Opcode::*;
    // L0: $2 = 10 ; L1: $3 = $2 + $4 ; L2: $5 = $5 + $3 / $2-- /
    // bne $2, $0, L2 ; $8 = $7 / bne $8, $0, L1 ; L3: $2 = $5 / ret
    let mut f = MachFunction::new("f", 4);
    f.result_regs = vec![Reg::V0];
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 2, 0, 0, 10, Role::Body),
        MachItem::Label(1),
        op(Addu, 3, 2, 4, 0, Role::Body),
        MachItem::Label(2),
        op(Addu, 5, 5, 3, 0, Role::Body),
        op(Addiu, 2, 2, 0, -1, Role::Body),
        branch(Bne, 2, 0, 2),
        slot(),
        op(Addu, 8, 0, 7, 0, Role::Body),
        branch(Bne, 8, 0, 1),
        op(Addu, 7, 0, 9, 0, Role::Body),
        MachItem::Label(3),
        op(Addu, 2, 0, 5, 0, Role::Body),
        ret(),
        slot(),
    ];
    let live = f.liveness();
    assert_eq!(live, liveness_by_sweeps(&f));
    // $4 and $5 stay live around both loops; $9 feeds the outer one.
    for r in [4, 5, 9] {
        assert_ne!(live[1] & bit(Reg(r)), 0, "${r}");
    }
    assert_eq!(live[1] & bit(Reg(3)), 0);
}

#[test]
fn slots_are_filled_from_the_fall_through() {
    use Opcode::*;
    // beq $5, $0, L2 / nop ; L1: addiu $2, $0, 7 / ... ; L2: addiu $2, $0, 1
    let f = across(vec![
        MachItem::Label(0),
        op(Addu, 5, 3, 4, 0, Role::Body),
        branch(Beq, 5, 0, 2),
        slot(),
        MachItem::Label(1),
        op(Addiu, 2, 0, 0, 7, Role::Body),
        op(Addu, 2, 2, 5, 0, Role::Body),
        ret(),
        slot(),
        MachItem::Label(2),
        op(Addiu, 2, 0, 0, 1, Role::Body),
        ret(),
        slot(),
    ]);
    // $2 is dead at L2 (written first): the first instruction of L1,
    // which nothing else reaches, moves into the slot.
    assert_eq!(ops(&f), [Addu, Beq, Addiu, Addu, Jr, Nop, Addiu, Jr, Nop]);
    assert_eq!(insts_of(&f)[2].inst.imm, 7);
    assert_eq!(f.items[4], MachItem::Label(1));
}

#[test]
fn slots_stay_empty_when_a_successor_needs_the_register() {
    use Opcode::*;
    let items = vec![
        MachItem::Label(0),
        op(Addu, 5, 3, 4, 0, Role::Body),
        branch(Beq, 5, 0, 2),
        slot(),
        MachItem::Label(1),
        op(Addiu, 3, 0, 0, 7, Role::Body),
        op(Addu, 2, 3, 5, 0, Role::Body),
        ret(),
        slot(),
        MachItem::Label(2),
        op(Addu, 3, 3, 5, 0, Role::Body),
        op(Addu, 2, 3, 0, 0, Role::Body),
        ret(),
        slot(),
    ];
    // L1 writes $3, which L2 reads; L2 writes $3, which L1 does not read
    // before writing, so the target's first instruction is copied.
    let f = across(items.clone());
    assert_eq!(
        ops(&f),
        [Addu, Beq, Addu, Addiu, Addu, Jr, Nop, Addu, Addu, Jr, Nop]
    );
    let new = f.items.iter().find_map(|it| match it {
        MachItem::Inst(m) if m.inst.op == Beq => m.branch_target(),
        _ => None,
    });
    assert_eq!(new, Some(8));
    let at = f.items.iter().position(|it| *it == MachItem::Label(8));
    assert_eq!(
        at.map(|i| &f.items[i - 1]),
        Some(&op(Addu, 3, 3, 5, 0, Role::Body))
    );
    // Both successors read $3 before writing it: nothing moves.
    let mut tight = items.clone();
    tight[5] = op(Addiu, 3, 3, 0, 7, Role::Body);
    let f = across(tight);
    assert_eq!(ops(&f)[..3], [Addu, Beq, Nop]);
    // Loads other than from the stack could fault on the other path;
    // stores never move.
    for x in [
        op(Ld, 7, 4, 0, 0, Role::Body),
        op(St, 7, 13, 0, 0, Role::Body),
    ] {
        let mut risky = items.clone();
        risky[5] = x.clone();
        risky[10] = x;
        let f = across(risky);
        assert_eq!(ops(&f)[2], Nop, "{:?}", f.items);
    }
    let mut stack_load = items.clone();
    stack_load[5] = op(Ld, 7, 13, 0, 4, Role::Body);
    assert_eq!(ops(&across(stack_load))[2], Ld);
}

/// A branch to the epilogue takes its first reload into the slot, past
/// the frame marker that starts the epilogue, as a body instruction.
#[test]
fn an_epilogue_reload_fills_a_slot_across_a_frame_marker() {
    use Opcode::*;
    // L0: beq $4, $zero, L2 / nop ; L1: addu $2, $4, $4 / addiu $9,
    // $zero, 3 / ret ; L2: (RememberState) ld $9, 0($sp) / ret. L1's
    // first instruction writes the result L2 returns, so it cannot
    // move; $9 is dead at L1 (written before its `ret` reads it).
    let f = across(vec![
        MachItem::Label(0),
        branch(Beq, 4, 0, 2),
        slot(),
        MachItem::Label(1),
        op(Addu, 2, 4, 4, 0, Role::Body),
        op(Addiu, 9, 0, 0, 3, Role::Body),
        ret(),
        slot(),
        MachItem::Label(2),
        MachItem::Cfi(CfiOp::RememberState),
        op(Ld, 9, 13, 0, 0, Role::Epilogue),
        ret(),
        slot(),
    ]);
    assert_eq!(ops(&f), [Beq, Ld, Addu, Addiu, Jr, Nop, Ld, Jr, Nop]);
    assert_eq!(insts_of(&f)[1].role, Role::Body);
    assert_eq!(insts_of(&f)[6].role, Role::Epilogue);
}

#[test]
fn a_fall_through_with_other_predecessors_keeps_its_instruction() {
    use Opcode::*;
    // L1 is also the target of the `jmp` in L2: its first instruction
    // cannot move; the target's can be copied instead.
    let f = across(vec![
        MachItem::Label(0),
        branch(Beq, 4, 0, 2),
        slot(),
        MachItem::Label(1),
        op(Addiu, 2, 0, 0, 7, Role::Body),
        ret(),
        slot(),
        MachItem::Label(2),
        op(Addiu, 5, 0, 0, 1, Role::Body),
        branch(Jmp, 0, 0, 1),
    ]);
    assert_eq!(ops(&f), [Beq, Addiu, Addiu, Jr, Nop, Addiu, Jmp]);
    assert_eq!(insts_of(&f)[1].inst.imm, 1);
}

/// A loop's guard copies the exit's first instruction into its slot
/// and branches past it; the exit is then only fallen into, so the
/// latch takes that instruction into its own slot.
#[test]
fn a_guard_and_a_latch_share_the_exit_instruction() {
    use Opcode::*;
    // L0: beq $4, $0, L2 ; L1: addiu $5, $5, 1 / bne $5, $6, L1 ;
    // L2: addiu $3, $0, 7 / addu $2, $3, $5 / ret
    let f = across(vec![
        MachItem::Label(0),
        branch(Beq, 4, 0, 2),
        slot(),
        MachItem::Label(1),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        branch(Bne, 5, 6, 1),
        slot(),
        MachItem::Label(2),
        op(Addiu, 3, 0, 0, 7, Role::Body),
        op(Addu, 2, 3, 5, 0, Role::Body),
        ret(),
        slot(),
    ]);
    assert_eq!(
        ops(&f),
        [Beq, Addiu, Addiu, Bne, Addiu, Addu, Jr, Nop],
        "{:?}",
        f.items
    );
    // The guard lands right after where the instruction was.
    let to = insts_of(&f)[0].branch_target().expect("a branch");
    let at = f.items.iter().position(|it| *it == MachItem::Label(to));
    assert_eq!(
        at.map(|i| &f.items[i + 1]),
        Some(&op(Addu, 2, 3, 5, 0, Role::Body))
    );
}

#[test]
fn loop_back_edges_take_the_loop_head_into_their_slot() {
    use Opcode::*;
    // L1: addu $4, $2, $2 / addu $3, $3, $4 / addiu $2, $2, -1
    //     bne $2, $zero, L1 / nop ; L2: addu $2, $0, $3 / ret
    let mut f = MachFunction::new("f", 3);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 2, 0, 0, 10, Role::Body),
        MachItem::Label(1),
        op(Addu, 4, 2, 2, 0, Role::Body),
        op(Addu, 3, 3, 4, 0, Role::Body),
        op(Addiu, 2, 2, 0, -1, Role::Body),
        branch(Bne, 2, 0, 1),
        slot(),
        MachItem::Label(2),
        op(Addu, 2, 0, 3, 0, Role::Body),
        ret(),
        slot(),
    ];
    fill_slots_from_successors(&mut f);
    assert_eq!(
        f.items[2..9],
        [
            MachItem::Label(1),
            op(Addu, 4, 2, 2, 0, Role::Body),
            MachItem::Label(3),
            op(Addu, 3, 3, 4, 0, Role::Body),
            op(Addiu, 2, 2, 0, -1, Role::Body),
            branch(Bne, 2, 0, 3),
            op(Addu, 4, 2, 2, 0, Role::Body),
        ]
    );
    let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    // bne at 16 → label 3 at 8: offset 8 - 20 = -12.
    let bne = Inst::new(Bne, Reg(2), Reg::ZERO, Reg::ZERO, -12);
    assert_eq!(&code.bytes[16..20], &encode(&bne).to_be_bytes());
}

/// `f(n) = n == 0 ? 1 : g(n) + n`, as emission lays it out: a frame
/// saving $lr and $s0, the entry copying `n` to $s0.
fn early_return() -> MachFunction {
    use Opcode::*;
    let mut f = MachFunction::new("f", 3);
    f.result_regs = vec![Reg::V0];
    let epilogue = |f: &mut MachFunction| {
        f.items.extend([
            MachItem::Cfi(CfiOp::RememberState),
            op(Ld, 9, 13, 0, 0, Role::Epilogue),
            op(Ld, 14, 13, 0, 4, Role::Epilogue),
            op(Addiu, 13, 13, 0, 8, Role::Epilogue),
            MachItem::Cfi(CfiOp::DefCfaOffset(0)),
            op(Jr, 14, 0, 0, 0, Role::Epilogue),
            slot(),
            MachItem::Cfi(CfiOp::RestoreState),
        ])
    };
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 13, 13, 0, -8, Role::Prologue),
        MachItem::Cfi(CfiOp::DefCfaOffset(8)),
        op(St, 14, 13, 0, 4, Role::Prologue),
        MachItem::Cfi(CfiOp::Offset {
            reg: 14,
            cfa_offset: -4,
        }),
        op(St, 9, 13, 0, 0, Role::Prologue),
        MachItem::Cfi(CfiOp::Offset {
            reg: 9,
            cfa_offset: -8,
        }),
        op(Addu, 9, 0, 4, 0, Role::Body),
        op(Ld, 5, 13, 0, 8, Role::Body),
        branch(Beq, 4, 0, 2),
        slot(),
        branch(Jmp, 0, 0, 1),
        MachItem::Label(1),
        call("g"),
        slot(),
        op(Addu, 2, 2, 9, 0, Role::Body),
    ];
    epilogue(&mut f);
    f.items
        .extend([MachItem::Label(2), op(Addiu, 2, 5, 0, 1, Role::Body)]);
    epilogue(&mut f);
    f
}

#[test]
fn early_returns_run_without_the_frame() {
    use Opcode::*;
    let mut f = early_return();
    shrink_wrap(&mut f);
    let body = |o, ra, rb, rc, imm| op(o, ra, rb, rc, imm, Role::Body);
    // The incoming argument at 8($sp) is at 0($sp) before the prologue;
    // the copy to $s0 sinks below it; the fast path is laid out last.
    assert_eq!(
        f.items[..4],
        [
            MachItem::Label(0),
            body(Ld, 5, 13, 0, 0),
            branch(Beq, 4, 0, 3),
            slot(),
        ]
    );
    assert_eq!(f.items[4], MachItem::Cfi(CfiOp::RememberState));
    assert_eq!(f.items[5], op(Addiu, 13, 13, 0, -8, Role::Prologue));
    let sunk = f.items.iter().position(|it| *it == body(Addu, 9, 0, 4, 0));
    assert_eq!(sunk, Some(11));
    assert_eq!(f.items[12], MachItem::Label(1));
    let n = f.items.len();
    assert_eq!(
        f.items[n - 5..],
        [
            MachItem::Cfi(CfiOp::RestoreState),
            MachItem::Label(3),
            body(Addiu, 2, 5, 0, 1),
            body(Jr, 14, 0, 0, 0),
            slot(),
        ]
    );
    // The old return block had no other predecessor: it is gone, but
    // its frame markers stay (balanced).
    assert!(!f.items.contains(&MachItem::Label(2)));
    let depth = f.items.iter().try_fold(0i32, |d, it| match it {
        MachItem::Cfi(CfiOp::RememberState) => Some(d + 1),
        MachItem::Cfi(CfiOp::RestoreState) => (d > 0).then(|| d - 1),
        _ => Some(d),
    });
    assert_eq!(depth, Some(0));
    let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
    // Frame facts start at the prologue, after the branch and its slot.
    assert_eq!(code.cfi[0], (12, CfiOp::RememberState));
    assert_eq!(code.cfi[1], (16, CfiOp::DefCfaOffset(8)));
}

#[test]
fn frames_stay_when_the_fast_path_needs_them() {
    use Opcode::*;
    let k = early_return().items.len() - 9;
    let unchanged = |f: MachFunction| {
        let mut expected = f.clone();
        expected.simplify_control_flow();
        let mut f = f;
        shrink_wrap(&mut f);
        assert_eq!(f.items, expected.items);
        assert_eq!(ops(&f)[0], Addiu);
    };
    // The fast path reads $s0, which the entry writes.
    let mut f = early_return();
    f.items[k] = op(Addiu, 2, 9, 0, 1, Role::Body);
    unchanged(f);
    // The fast path reads a spill slot.
    let mut f = early_return();
    f.items[k] = op(Ld, 2, 13, 0, 4, Role::Body);
    unchanged(f);
    // The fast path calls.
    let mut f = early_return();
    f.items.insert(k, call("h"));
    f.items.insert(k + 1, slot());
    unchanged(f);
    // A frame pointer: left alone.
    let mut f = early_return();
    f.items.insert(7, MachItem::Cfi(CfiOp::DefCfaRegister(12)));
    unchanged(f);
}

/// block0: `jr $at` through table [1, 2, 1]; L1: `jmp L3`; L2 and L3
/// return; L4 is reached by nothing.
fn jump_table_function() -> MachFunction {
    use Opcode::*;
    let mut f = MachFunction::new("f", 5);
    f.items = vec![
        MachItem::Label(0),
        MachItem::Inst(MachInst {
            inst: Inst::new(Jr, Reg::AT, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::JumpTable(0),
            loc: SrcLoc::default(),
            role: Role::Body,
        }),
        slot(),
        MachItem::Label(1),
        branch(Jmp, 0, 0, 3),
        MachItem::Label(2),
        op(Addiu, 2, 0, 0, 2, Role::Body),
        ret(),
        slot(),
        MachItem::Label(3),
        op(Addiu, 2, 0, 0, 3, Role::Body),
        ret(),
        slot(),
        MachItem::Label(4),
        op(Addiu, 2, 0, 0, 4, Role::Body),
        ret(),
        slot(),
    ];
    f.jump_tables = vec![vec![1, 2, 1]];
    f
}

#[test]
fn jump_table_targets_stay_reachable_and_are_threaded() {
    let mut f = jump_table_function();
    f.remove_unreachable();
    let labels: Vec<Label> = f
        .items
        .iter()
        .filter_map(|it| match it {
            MachItem::Label(l) => Some(*l),
            _ => None,
        })
        .collect();
    assert_eq!(labels, [0, 1, 2, 3], "only the block no entry names goes");
    // Threading sends the entries of the jump-only block to its target
    // and deletes the block; the table's words are the blocks' offsets.
    let code = f.finish(Endian::Big, IsaLevel::Cpu032II).expect("finishes");
    assert_eq!(f.jump_tables, [vec![3, 2, 3]]);
    // jr, nop | L2: addiu, ret, nop | L3: addiu, ret, nop
    assert_eq!(code.jump_tables, [vec![20, 8, 20]]);
    assert_eq!(code.bytes.len(), 8 * 4);
}

#[test]
fn jump_table_entries_count_as_branches() {
    let f = jump_table_function();
    let counts = f.branch_counts();
    assert_eq!(&counts[..4], [0, 2, 1, 1]);
    // The liveness after an indirect jump is everything.
    let live = f.liveness();
    assert_eq!(live[2] & bit(Reg::AT), bit(Reg::AT));
}

#[test]
fn unreachable_blocks_go_but_their_markers_stay() {
    use Opcode::*;
    let mut f = MachFunction::new("f", 4);
    f.items = vec![
        MachItem::Label(0),
        branch(Beq, 4, 0, 2),
        slot(),
        ret(),
        slot(),
        MachItem::Label(1),
        op(Addiu, 2, 0, 0, 1, Role::Body),
        MachItem::Cfi(CfiOp::RestoreState),
        MachItem::Label(2),
        ret(),
        slot(),
    ];
    f.remove_unreachable();
    assert_eq!(
        f.items,
        [
            MachItem::Label(0),
            branch(Beq, 4, 0, 2),
            slot(),
            ret(),
            slot(),
            MachItem::Cfi(CfiOp::RestoreState),
            MachItem::Label(2),
            ret(),
            slot(),
        ]
    );
}
