//! Unit tests of redundant reloads (more in `lower/tests/postra_redundancy.rs`).

use crate::mach::copies::propagate_copies;
use crate::mach::effects::bit;
use crate::mach::model::{Fixup, MachFunction, MachInst, MachItem, Role};
use crate::mach::reloads::{remove_redundant_reloads, remove_reloads_and_copies};
use crate::mach::testutil::{call, call_killing, op, ret, slot};
use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_llvmlite::SrcLoc;

#[test]
fn reloads_run_again_when_a_deletion_joins_a_lui_and_its_ori() {
    use Opcode::*;
    let addr = |o: Opcode, fixup: Fixup| {
        MachItem::Inst(MachInst {
            inst: Inst::new(o, Reg(2), Reg(if o == Ori { 2 } else { 0 }), Reg::ZERO, 0),
            fixup,
            loc: SrcLoc::default(),
            role: Role::Body,
            origin: crate::mach::model::NO_ORIGIN,
            volatile: false,
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

#[test]
fn a_volatile_reload_or_store_back_is_kept() {
    use Opcode::*;
    let marked = |item: MachItem, volatile: bool| {
        let MachItem::Inst(mut m) = item else {
            unreachable!("op makes an instruction")
        };
        m.volatile = volatile;
        MachItem::Inst(m)
    };
    // $3 = 8($sp), then the same word loaded again and stored back: plain,
    // the second load and the store go; volatile, both stay.
    let code = |volatile: bool| {
        let mut f = MachFunction::new("f", 1);
        f.items = vec![
            MachItem::Label(0),
            op(Ld, 3, 13, 0, 8, Role::Body),
            marked(op(Ld, 3, 13, 0, 8, Role::Body), volatile),
            marked(op(St, 3, 13, 0, 8, Role::Body), volatile),
            ret(),
            slot(),
        ];
        remove_redundant_reloads(&mut f);
        f.items.len()
    };
    assert_eq!(code(false), 4);
    assert_eq!(code(true), 6);
}

/// A constant in a register the call does not change is still known after
/// it: in `$t1` across a runtime routine that keeps `$t1` (issue 23), in
/// `$s0` across any call; in `$t0`, which the routine changes, it is not.
#[test]
fn constants_in_registers_a_call_keeps_stay_known() {
    use Opcode::*;
    let kills = bit(Reg::V0) | bit(Reg::V1) | bit(Reg::T0) | bit(Reg::LR);
    let reloads_left = |c: MachItem, r: u8| {
        let mut f = MachFunction::new("f", 1);
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, r, 0, 0, 7, Role::Body),
            c,
            slot(),
            op(Addiu, r, 0, 0, 7, Role::Body),
            op(Addu, 2, r, 0, 0, Role::Body),
            ret(),
            slot(),
        ];
        remove_redundant_reloads(&mut f);
        f.items
            .iter()
            .filter(|it| matches!(it, MachItem::Inst(m) if m.inst.op == Addiu))
            .count()
    };
    assert_eq!(reloads_left(call_killing("__eqsf2", kills), 8), 1);
    assert_eq!(reloads_left(call_killing("__eqsf2", kills), 7), 2);
    assert_eq!(reloads_left(call("g"), 8), 2);
    assert_eq!(reloads_left(call("g"), 9), 1);
}
