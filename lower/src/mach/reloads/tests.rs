//! Unit tests of redundant reloads (more in `lower/tests/postra_redundancy.rs`).

use crate::mach::copies::propagate_copies;
use crate::mach::effects::bit;
use crate::mach::model::{Fixup, MachFunction, MachInst, MachItem, Role};
use crate::mach::reloads::{remove_redundant_reloads, remove_reloads_and_copies};
use crate::mach::testutil::{branch, call, call_killing, op, ret, slot};
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

/// `$10` holds the word at 32($sp) before an inner loop (label 1, the
/// target of a branch after it) whose body is `body`, and is stored back
/// after it: the opcodes left once redundant reloads ran.
fn store_back_after_loop(body: Vec<MachItem>) -> Vec<Opcode> {
    use Opcode::*;
    let mut f = MachFunction::new("f", 2);
    f.items = vec![MachItem::Label(0), op(Ld, 10, 13, 0, 32, Role::Body)];
    f.items.push(MachItem::Label(1));
    f.items.extend(body);
    f.items.extend([
        op(Addiu, 3, 3, 0, -1, Role::Body),
        branch(Bne, 3, 0, 1),
        slot(),
        op(St, 10, 13, 0, 32, Role::Body),
        ret(),
        slot(),
    ]);
    remove_redundant_reloads(&mut f);
    crate::mach::testutil::ops(&f)
}

/// What a register holds around a loop is known after it: the facts at a
/// loop header (a label a later branch names) are those every path into
/// it, the back edge included, brings. A store of the reloaded value back
/// to its word after the loop goes.
#[test]
fn a_store_back_after_a_loop_that_keeps_the_register_goes() {
    use Opcode::*;
    let body = vec![op(Addiu, 4, 4, 0, 1, Role::Body)];
    assert_eq!(
        store_back_after_loop(body),
        [Ld, Addiu, Addiu, Bne, Nop, Jr, Nop]
    );
}

/// The same, but the loop changes the register, or the word, or may
/// change it by a store through another pointer: the store stays.
#[test]
fn a_store_back_after_a_loop_that_changes_the_value_stays() {
    use Opcode::*;
    for change in [
        op(Addiu, 10, 10, 0, 1, Role::Body),
        op(St, 5, 13, 0, 32, Role::Body),
        op(Ld, 10, 13, 0, 36, Role::Body),
        op(St, 5, 6, 0, 0, Role::Body),
    ] {
        let stores_in_loop = usize::from(matches!(&change, MachItem::Inst(m) if m.inst.op == St));
        let ops = store_back_after_loop(vec![change]);
        assert_eq!(ops.iter().filter(|&&o| o == St).count(), stores_in_loop + 1);
    }
}

/// A reload at a loop header whose register holds the word on entry and
/// on the back edge goes, and so does the store back at the latch.
#[test]
fn a_reload_at_a_loop_header_held_on_every_edge_goes() {
    use Opcode::*;
    let mut f = MachFunction::new("f", 2);
    f.items = vec![
        MachItem::Label(0),
        op(Ld, 10, 13, 0, 32, Role::Body),
        MachItem::Label(1),
        op(Ld, 10, 13, 0, 32, Role::Body),
        op(Addu, 4, 4, 10, 0, Role::Body),
        op(St, 10, 13, 0, 32, Role::Body),
        branch(Bne, 4, 0, 1),
        slot(),
        ret(),
        slot(),
    ];
    remove_redundant_reloads(&mut f);
    assert_eq!(
        crate::mach::testutil::ops(&f),
        [Ld, Addu, Bne, Nop, Jr, Nop]
    );
}
