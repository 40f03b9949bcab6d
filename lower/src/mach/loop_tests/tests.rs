//! Unit tests of loop-test duplication.

use crate::mach::delay_slots::fill_delay_slots;
use crate::mach::loop_tests::duplicate_loop_tests;
use crate::mach::model::{MachFunction, MachItem, Role};
use crate::mach::testutil::{branch, op, ops, ret, slot};
use egret_cpu0::isa::{Endian, IsaLevel, Opcode};

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
