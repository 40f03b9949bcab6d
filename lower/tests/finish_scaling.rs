//! Finishing machine code scales linearly with the function: branch
//! relaxation on many distant branches to one exit (it once relaxed one
//! branch per layout of the whole function: 40,000 blocks took 65 s) and
//! jump threading through a long chain of jump-only blocks (it once walked
//! the rest of the chain from every block). Work is counted in items
//! visited ([`FinishWork`]), never in time; 10× the input must not take
//! more than 15× the work.

use egret_cpu0::isa::{Endian, Inst, IsaLevel, Opcode, Reg};
use egret_llvmlite::SrcLoc;
use egret_lower::mach::{FinishWork, Fixup, MachFunction, MachInst, MachItem, Role};

fn inst(op: Opcode, role: Role) -> MachItem {
    MachItem::Inst(MachInst::new(
        Inst::new(op, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        SrcLoc::default(),
        role,
    ))
}

fn jump_to(op: Opcode, ra: Reg, label: u32) -> MachItem {
    MachItem::Inst(MachInst {
        fixup: Fixup::Branch(label),
        ..MachInst::new(
            Inst::new(op, ra, Reg::ZERO, Reg::ZERO, 0),
            SrcLoc::default(),
            Role::Body,
        )
    })
}

/// `n` blocks of eight instructions, each starting with `bne $a0, $zero`
/// to one exit block at the end: most branches are out of the 32 KiB range.
fn branches_to_one_exit(n: usize) -> MachFunction {
    let exit = n as u32;
    let mut f = MachFunction::new("f", n + 1);
    for b in 0..n as u32 {
        f.items.push(MachItem::Label(b));
        f.items.push(jump_to(Opcode::Bne, Reg::A0, exit));
        f.items.push(inst(Opcode::Nop, Role::DelaySlot));
        for _ in 0..6 {
            f.items.push(inst(Opcode::Nop, Role::Body));
        }
    }
    f.items.push(MachItem::Label(exit));
    f.items.push(inst(Opcode::Jr, Role::Body));
    f.items.push(inst(Opcode::Nop, Role::DelaySlot));
    f
}

/// A block with a branch to the first of `n` jump-only blocks, each
/// jumping to the next, the last to the exit.
fn jump_chain(n: usize) -> MachFunction {
    let exit = n as u32 + 1;
    let mut f = MachFunction::new("f", n + 2);
    f.items.push(MachItem::Label(0));
    f.items.push(jump_to(Opcode::Bne, Reg::A0, 1));
    f.items.push(inst(Opcode::Nop, Role::DelaySlot));
    f.items.push(jump_to(Opcode::Jmp, Reg::ZERO, exit));
    for b in 1..=n as u32 {
        f.items.push(MachItem::Label(b));
        f.items.push(jump_to(Opcode::Jmp, Reg::ZERO, b + 1));
    }
    f.items.push(MachItem::Label(exit));
    f.items.push(inst(Opcode::Jr, Role::Body));
    f.items.push(inst(Opcode::Nop, Role::DelaySlot));
    f
}

fn finish(mut f: MachFunction) -> (MachFunction, FinishWork) {
    let (_, work) = f
        .finish_counted(Endian::Big, IsaLevel::Cpu032II)
        .expect("finishes");
    (f, work)
}

fn jumps(f: &MachFunction) -> usize {
    f.items
        .iter()
        .filter(|i| matches!(i, MachItem::Inst(m) if m.inst.op == Opcode::Jmp))
        .count()
}

/// Fails if `large` (10× the input of `small`) took more than 15× the work.
fn assert_near_linear(what: &str, small: u64, large: u64) {
    assert!(small > 0, "{what}: no work counted");
    assert!(
        large <= 15 * small,
        "{what}: 10x the input took {large} steps against {small} ({:.1}x)",
        large as f64 / small as f64
    );
}

#[test]
fn relaxing_branches_to_one_exit_is_near_linear() {
    let (small_f, small) = finish(branches_to_one_exit(2_000));
    let (large_f, large) = finish(branches_to_one_exit(20_000));
    // Both sizes have branches out of range: the test measures relaxation.
    assert!(jumps(&small_f) > 500, "{} relaxed", jumps(&small_f));
    assert!(jumps(&large_f) > 15_000, "{} relaxed", jumps(&large_f));
    assert_near_linear("relaxation", small.relaxation, large.relaxation);
}

#[test]
fn relaxed_branches_all_reach_their_targets() {
    // Every branch still reaches the exit: expanded ones through a `jmp`
    // right after their slot, the others directly.
    let (f, _) = finish(branches_to_one_exit(6_000));
    let items = &f.items;
    let mut expanded = 0;
    for (i, item) in items.iter().enumerate() {
        let MachItem::Inst(m) = item else { continue };
        if m.inst.op == Opcode::Beq {
            // Inverted: skips the slot and the jump.
            assert!(matches!(&items[i + 2], MachItem::Inst(j) if j.inst.op == Opcode::Jmp));
            assert!(matches!(
                (&items[i + 3], m.fixup.clone()),
                (MachItem::Label(a), Fixup::Branch(b)) if *a == b
            ));
            expanded += 1;
        }
    }
    assert_eq!(expanded, jumps(&f));
    assert!(expanded > 0 && expanded < 6_000);
}

#[test]
fn threading_a_chain_of_jump_only_blocks_is_near_linear() {
    let (small_f, small) = finish(jump_chain(2_000));
    let (large_f, large) = finish(jump_chain(20_000));
    // The chain is gone: the branch goes straight to the exit.
    for f in [&small_f, &large_f] {
        assert!(jumps(f) <= 1, "{} jumps left", jumps(f));
    }
    assert_near_linear("threading", small.threading, large.threading);
}
