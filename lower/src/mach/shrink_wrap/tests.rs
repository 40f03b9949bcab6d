//! Unit tests of shrink-wrapping and unreachable-code removal.

use crate::mach::model::{CfiOp, MachFunction, MachItem, Role};
use crate::mach::shrink_wrap::shrink_wrap;
use crate::mach::testutil::{branch, call, op, ops, ret, slot};
use egret_cpu0::isa::{Endian, IsaLevel, Opcode, Reg};

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
