//! Unit tests of the delay-slot filler across blocks.

use crate::mach::delay_slots_across::fill_slots_from_successors;
use crate::mach::model::{CfiOp, MachFunction, MachItem, Role};
use crate::mach::testutil::{across, branch, insts_of, op, ops, ret, slot};
use egret_cpu0::encode::encode;
use egret_cpu0::isa::{Endian, Inst, IsaLevel, Opcode, Reg};

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

/// A loop whose head loads through a base register the loop never writes
/// (a global counter's address kept in `$9`): every path to the latch has
/// made that load, so the latch's slot may make it again on the way out.
/// When the loop writes the base, calls, or is entered in the middle, the
/// load could fault on the exit path and the slot keeps its `nop`.
#[test]
fn a_load_the_loop_already_made_fills_the_latch_slot() {
    use Opcode::*;
    // L1: ld $6, 0($9) / addiu $6, $6, 1 / st $6, 0($9) / ld $2, 0($2)
    //     bne $2, $zero, L1 / nop ; L2: ret
    let looped = |middle: MachItem, entry_in_middle: bool| {
        let mut f = MachFunction::new("f", 4);
        f.items = vec![
            MachItem::Label(0),
            branch(Beq, 4, 0, if entry_in_middle { 3 } else { 1 }),
            slot(),
            MachItem::Label(1),
            op(Ld, 6, 9, 0, 0, Role::Body),
            op(Addiu, 6, 6, 0, 1, Role::Body),
            MachItem::Label(3),
            op(St, 6, 9, 0, 0, Role::Body),
            middle,
            op(Ld, 2, 2, 0, 0, Role::Body),
            branch(Bne, 2, 0, 1),
            slot(),
            MachItem::Label(2),
            ret(),
            slot(),
        ];
        fill_slots_from_successors(&mut f);
        let bne = insts_of(&f).iter().position(|m| m.inst.op == Bne);
        bne.map(|i| insts_of(&f)[i + 1].clone())
    };
    let harmless = op(Addu, 5, 5, 5, 0, Role::Body);
    let filled = looped(harmless.clone(), false).expect("a bne");
    assert_eq!(
        (filled.inst.op, filled.inst.ra, filled.inst.rb),
        (Ld, Reg(6), Reg(9))
    );
    for (middle, entry_in_middle) in [
        (op(Addiu, 9, 9, 0, 4, Role::Body), false),
        (crate::mach::testutil::call("g"), false),
        (harmless, true),
    ] {
        let slot = looped(middle.clone(), entry_in_middle).expect("a bne");
        assert_eq!(
            slot.inst.op, Nop,
            "{middle:?} entry in the middle: {entry_in_middle}"
        );
    }
}

/// A loop head whose first instruction writes what the exit code reads
/// (`addiu $10, $10, 1`) but whose second does not (`ld $6, 8($sp)`): the
/// second moves to the top, is copied into the latch's slot and the latch
/// branches past it. One that does not commute with the instructions before
/// it stays, and so does the empty slot.
#[test]
fn a_later_instruction_of_the_loop_head_fills_the_latch_slot() {
    use Opcode::*;
    let code = |second: MachItem| {
        vec![
            MachItem::Label(0),
            op(Addiu, 2, 0, 0, 0, Role::Body),
            MachItem::Label(1),
            op(Addiu, 10, 10, 0, 1, Role::Body),
            second,
            op(Slt, 2, 10, 6, 0, Role::Body),
            branch(Bne, 2, 0, 1),
            slot(),
            MachItem::Label(2),
            op(Addu, 10, 10, 2, 0, Role::Body),
            ret(),
            slot(),
        ]
    };
    let f = across(code(op(Ld, 6, 13, 0, 8, Role::Body)));
    assert_eq!(ops(&f), [Addiu, Ld, Addiu, Slt, Bne, Ld, Addu, Jr, Nop]);
    let target = f.items.iter().find_map(|it| match it {
        MachItem::Inst(m) if m.inst.op == Bne => m.branch_target(),
        _ => None,
    });
    let at = target.and_then(|l| f.items.iter().position(|it| *it == MachItem::Label(l)));
    assert_eq!(
        at.map(|i| &f.items[i - 1]),
        Some(&op(Ld, 6, 13, 0, 8, Role::Body))
    );
    // `addu $6, $10, $0` reads the `addiu` before it: nothing moves.
    let f = across(code(op(Addu, 6, 10, 0, 0, Role::Body)));
    assert_eq!(ops(&f), [Addiu, Addiu, Addu, Slt, Bne, Nop, Addu, Jr, Nop]);
}

/// A forward branch over code that runs on into the branch target, whose
/// first instruction is a load from a register base (`bne $4, $zero, L2 /
/// nop ; addiu $3, $3, 1 ; L2: ld $9, 12($5)`): the fall-through path
/// makes that load anyway, so the slot makes it early and the branch goes
/// past it. Not when the code in between stores, writes the base, reads
/// the loaded register, or may leave before reaching the load.
#[test]
fn a_load_the_fall_through_goes_on_to_make_fills_the_slot() {
    use Opcode::*;
    let over = |then: Vec<MachItem>| {
        let mut items = vec![MachItem::Label(0), branch(Bne, 4, 0, 2), slot()];
        items.push(MachItem::Label(1));
        items.extend(then);
        items.extend([
            MachItem::Label(2),
            op(Ld, 9, 5, 0, 12, Role::Body),
            op(Addu, 2, 9, 3, 0, Role::Body),
            ret(),
            slot(),
            MachItem::Label(3),
            op(Addiu, 2, 0, 0, 0, Role::Body),
            ret(),
            slot(),
        ]);
        across(items)
    };
    let count = op(Addiu, 3, 3, 0, 1, Role::Body);
    let f = over(vec![count.clone()]);
    assert_eq!(ops(&f), [Bne, Ld, Addiu, Ld, Addu, Jr, Nop, Addiu, Jr, Nop]);
    let bne = &insts_of(&f)[0];
    let past = f
        .items
        .iter()
        .position(|it| Some(it) == bne.branch_target().map(MachItem::Label).as_ref());
    assert_eq!(
        past.map(|i| &f.items[i - 1]),
        Some(&op(Ld, 9, 5, 0, 12, Role::Body))
    );
    // Jumping to the target (no slot) is running into it too.
    let f = over(vec![count.clone(), jump(2)]);
    assert_eq!(ops(&f)[..3], [Bne, Ld, Addiu]);
    for then in [
        vec![count.clone(), op(St, 3, 6, 0, 0, Role::Body)],
        vec![count.clone(), op(Addiu, 5, 5, 0, 4, Role::Body)],
        vec![op(Addu, 3, 9, 3, 0, Role::Body)],
        vec![count.clone(), branch(Beq, 3, 0, 3), slot()],
        vec![count.clone(), jump(3)],
    ] {
        let f = over(then.clone());
        assert_eq!(ops(&f)[..2], [Bne, Nop], "{then:?}");
    }
}

/// `jmp` to label `to`.
fn jump(to: u32) -> MachItem {
    crate::mach::testutil::inst(
        Opcode::Jmp,
        crate::mach::model::Fixup::Branch(to),
        Role::Body,
    )
}
