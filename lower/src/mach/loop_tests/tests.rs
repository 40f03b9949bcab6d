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

/// A loop with two tests in a row (`while (j > 0 && a[j - 1] > key)`):
/// the latch gets a copy of the first test and then of the second, so its
/// back edge is a branch to itself and its only `jmp` leaves the loop.
#[test]
fn two_tests_in_a_row_are_both_copied_into_the_latch() {
    use Opcode::*;
    // L4: slt $7, $zero, $3 / beq $7, $zero, L8 / nop
    // L6: addiu $7, $3, 5 / slt $9, $2, $7 / bne $9, $zero, L9 / nop
    // L8: ret ; L9: addiu $3, $3, -1 / jmp L4
    let mut f = MachFunction::new("f", 10);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 3, 0, 0, 10, Role::Body),
        MachItem::Label(4),
        op(Slt, 7, 0, 3, 0, Role::Body),
        branch(Beq, 7, 0, 8),
        slot(),
        MachItem::Label(6),
        op(Addiu, 7, 3, 0, 5, Role::Body),
        op(Slt, 9, 2, 7, 0, Role::Body),
        branch(Bne, 9, 0, 9),
        slot(),
        MachItem::Label(8),
        ret(),
        slot(),
        MachItem::Label(9),
        op(Addiu, 3, 3, 0, -1, Role::Body),
        branch(Jmp, 0, 0, 4),
    ];
    duplicate_loop_tests(&mut f);
    let latch = f
        .items
        .iter()
        .position(|it| *it == MachItem::Label(9))
        .unwrap_or(0);
    let targets: Vec<(Opcode, Option<u32>)> = f.items[latch..]
        .iter()
        .filter_map(|it| match it {
            MachItem::Inst(m) if m.branch_target().is_some() => {
                Some((m.inst.op, m.branch_target()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        targets,
        [(Beq, Some(8)), (Bne, Some(9)), (Jmp, Some(8))],
        "{:?}",
        f.items
    );
}

/// The second copy is left out when the latch's `jmp` to the second test
/// never runs: the first copy's branch leaves the loop to the block right
/// after the latch, and `finish` inverts it over the `jmp`.
#[test]
fn a_jump_that_finish_inverts_away_gets_no_second_copy() {
    use Opcode::*;
    // L4: slt $7, $zero, $3 / beq $7, $zero, L7 / nop
    // L6: addiu $7, $3, 5 / slt $9, $2, $7 / bne $9, $zero, L9 / nop
    // L8: ret ; L9: addiu $3, $3, -1 / jmp L4 ; L7: ret
    let mut f = MachFunction::new("f", 10);
    f.items = vec![
        MachItem::Label(0),
        op(Addiu, 3, 0, 0, 10, Role::Body),
        MachItem::Label(4),
        op(Slt, 7, 0, 3, 0, Role::Body),
        branch(Beq, 7, 0, 7),
        slot(),
        MachItem::Label(6),
        op(Addiu, 7, 3, 0, 5, Role::Body),
        op(Slt, 9, 2, 7, 0, Role::Body),
        branch(Bne, 9, 0, 9),
        slot(),
        MachItem::Label(8),
        ret(),
        slot(),
        MachItem::Label(9),
        op(Addiu, 3, 3, 0, -1, Role::Body),
        branch(Jmp, 0, 0, 4),
        MachItem::Label(7),
        ret(),
        slot(),
    ];
    duplicate_loop_tests(&mut f);
    let transfers: Vec<(Opcode, Option<u32>)> = f
        .items
        .iter()
        .filter_map(|it| match it {
            MachItem::Inst(m) if m.branch_target().is_some() => {
                Some((m.inst.op, m.branch_target()))
            }
            _ => None,
        })
        .collect();
    // The first test was copied into the latch (its `jmp L6` stays, for
    // `finish` to invert the branch over), the second was not.
    assert_eq!(
        transfers,
        [
            (Beq, Some(7)),
            (Bne, Some(9)),
            (Beq, Some(7)),
            (Jmp, Some(6))
        ],
        "{:?}",
        f.items
    );
}
