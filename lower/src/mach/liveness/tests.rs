//! Unit tests of physical-register liveness.

use crate::mach::effects::bit;
use crate::mach::liveness::{CALL_KILLS, CALL_READS, RET_READS};
use crate::mach::model::{MachFunction, MachItem, Role};
use crate::mach::testutil::{branch, call, call_killing, jump_table_function, op, ret, slot};
use egret_cpu0::isa::{Opcode, Reg};

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
fn jump_table_entries_count_as_branches() {
    let f = jump_table_function();
    let counts = f.branch_counts();
    assert_eq!(&counts[..4], [0, 2, 1, 1]);
    // The liveness after an indirect jump is everything.
    let live = f.liveness();
    assert_eq!(live[2] & bit(Reg::AT), bit(Reg::AT));
}

/// A register the callee does not change stays live across the call; one
/// it changes does not (issue 23: `__eqsf2` keeps `$t1`).
#[test]
fn a_narrow_call_keeps_what_it_does_not_kill_live() {
    use Opcode::*;
    let kills = bit(Reg::V0) | bit(Reg::V1) | bit(Reg::T0) | bit(Reg::LR);
    let body = |c: MachItem| {
        let mut f = MachFunction::new("f", 1);
        f.result_regs = vec![Reg::V0];
        f.items = vec![
            MachItem::Label(0),
            c,
            slot(),
            op(Opcode::Addu, 2, 2, 8, 0, Role::Body),
            op(Addu, 2, 2, 7, 0, Role::Body),
            ret(),
            slot(),
        ];
        f.liveness()
    };
    let narrow = body(call_killing("__eqsf2", kills));
    assert_ne!(narrow[1] & bit(Reg::T1), 0, "$t1 survives the call");
    assert_eq!(narrow[1] & bit(Reg::T0), 0, "$t0 does not");
    let full = body(call("g"));
    assert_eq!(full[1] & bit(Reg::T1), 0);
}
