//! Unit tests of finishing: jump threading, branch inversion, relaxation, encoding.

use crate::mach::model::{Fixup, Label, MachFunction, MachItem, Role};
use crate::mach::testutil::{inst, jump_table_function, ops};
use egret_cpu0::encode::encode;
use egret_cpu0::isa::{Endian, Inst, IsaLevel, Opcode, Reg};

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

#[test]
fn wrong_level_instructions_are_refused() {
    let mut f = MachFunction::new("f", 1);
    f.items = vec![
        MachItem::Label(0),
        inst(Opcode::Slt, Fixup::None, Role::Body),
    ];
    assert!(f.finish(Endian::Big, IsaLevel::Cpu032I).is_err());
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
