//! Builders of machine code shared by the unit tests of `mach`.

use crate::mach::delay_slots::fill_delay_slots;
use crate::mach::delay_slots_across::fill_slots_from_successors;
use crate::mach::model::{CallFacts, Fixup, Label, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_llvmlite::SrcLoc;

pub(super) fn inst(op: Opcode, fixup: Fixup, role: Role) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(op, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        fixup,
        loc: SrcLoc::default(),
        role,
        origin: crate::mach::model::NO_ORIGIN,
        volatile: false,
    })
}

pub(super) fn ops(f: &MachFunction) -> Vec<Opcode> {
    f.items
        .iter()
        .filter_map(|i| match i {
            MachItem::Inst(m) => Some(m.inst.op),
            _ => None,
        })
        .collect()
}

pub(super) fn op(o: Opcode, ra: u8, rb: u8, rc: u8, imm: i32, role: Role) -> MachItem {
    MachItem::Inst(MachInst::new(
        Inst::new(o, Reg(ra), Reg(rb), Reg(rc), imm),
        SrcLoc::default(),
        role,
    ))
}

pub(super) fn branch(o: Opcode, ra: u8, rb: u8, to: Label) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(o, Reg(ra), Reg(rb), Reg::ZERO, 0),
        fixup: Fixup::Branch(to),
        loc: SrcLoc::default(),
        role: Role::Body,
        origin: crate::mach::model::NO_ORIGIN,
        volatile: false,
    })
}

pub(super) fn call(sym: &str) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(Opcode::Jsub, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        fixup: Fixup::Call(sym.to_string(), 0, CallFacts::abi(false)),
        loc: SrcLoc::default(),
        role: Role::Body,
        origin: crate::mach::model::NO_ORIGIN,
        volatile: false,
    })
}

/// `jsub sym` whose callee changes only `kills` (a runtime routine's
/// declared set, `crate::runtime_clobbers`).
pub(super) fn call_killing(sym: &str, kills: u32) -> MachItem {
    let mut c = call(sym);
    if let MachItem::Inst(m) = &mut c {
        m.fixup = Fixup::Call(
            sym.to_string(),
            0,
            CallFacts {
                quiet: false,
                kills,
            },
        );
    }
    c
}

pub(super) fn slot() -> MachItem {
    inst(Opcode::Nop, Fixup::None, Role::DelaySlot)
}

pub(super) fn ret() -> MachItem {
    op(Opcode::Jr, 14, 0, 0, 0, Role::Body)
}

pub(super) fn filled(items: Vec<MachItem>) -> Vec<Opcode> {
    let mut f = MachFunction::new("f", 4);
    f.items = items;
    fill_delay_slots(&mut f);
    ops(&f)
}

pub(super) fn insts_of(f: &MachFunction) -> Vec<MachInst> {
    f.items
        .iter()
        .filter_map(|i| match i {
            MachItem::Inst(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

pub(super) fn across(items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 8);
    f.items = items;
    fill_slots_from_successors(&mut f);
    f
}

/// block0: `jr $at` through table [1, 2, 1]; L1: `jmp L3`; L2 and L3
/// return; L4 is reached by nothing.
pub(super) fn jump_table_function() -> MachFunction {
    use Opcode::*;
    let mut f = MachFunction::new("f", 5);
    f.items = vec![
        MachItem::Label(0),
        MachItem::Inst(MachInst {
            inst: Inst::new(Jr, Reg::AT, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::JumpTable(0),
            loc: SrcLoc::default(),
            role: Role::Body,
            origin: crate::mach::model::NO_ORIGIN,
            volatile: false,
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
