//! The machine verifier: the invariants every post-allocation pass must
//! keep, checked after each one (always in debug builds, and when
//! [`crate::mach::PassHooks::verify`] asks).
//!
//! It checks that
//! - every label a branch or a jump table names is defined exactly once;
//! - every delayed transfer is followed by its slot: one instruction that
//!   is no transfer itself, with no label in between (nothing jumps into a
//!   slot; frame markers may sit there), and every delay-slot `nop`
//!   ([`Role::DelaySlot`]) is in a slot — one left elsewhere means a slot
//!   got a second instruction;
//! - the frame markers `RememberState`/`RestoreState` pair up: in layout
//!   order no restore comes without an open remember, and none stays open
//!   at the end;
//! - the pass introduced no read of a register that no path defines. Sound
//!   and cheap: the registers live at the function's entry after the pass
//!   (physical-register liveness) must be live there before it, or be
//!   defined on entry by the ABI ([`ENTRY_DEFINED`]: `$sp`, `$lr`, the
//!   callee-saved registers, the argument registers of both conventions
//!   and `$t9`). A read the pass adds on a path from the entry that
//!   reaches it before any write shows up as a new live-in register.

use super::cfg::is_slot;
use super::effects::{ALL_REGS, HI, LO};
use super::liveness::{CALL_READS, RET_READS};
use super::model::{CfiOp, Fixup, Label, MachFunction, MachItem, Role};
use egret_cpu0::isa::{Opcode, Reg};

/// Registers that hold a defined value when a function is entered: what a
/// call passes ([`CALL_READS`]: `$a0`, `$a1`, `$sp`, `$t9`; `$7` and `$8`
/// under the module-local convention) and what a return must give back
/// ([`RET_READS`]: `$sp`, `$lr` and the callee-saved registers).
const ENTRY_DEFINED: u32 = CALL_READS | RET_READS | (1 << Reg::T0.0) | (1 << Reg::T1.0);

/// The registers live at the entry of `f` (none for an empty function): the
/// input of [`verify`]'s check that a pass adds no undefined read.
pub fn live_at_entry(f: &MachFunction) -> u32 {
    f.liveness().first().copied().unwrap_or(0)
}

/// Checks `f` after a pass, given the registers live at its entry before
/// the pass (`live_before`, from [`live_at_entry`]); returns those live at
/// its entry now, or what is wrong.
pub fn verify(f: &MachFunction, live_before: u32) -> Result<u32, String> {
    check_labels(f)?;
    check_slots(f)?;
    check_frame_markers(f)?;
    let live_after = live_at_entry(f);
    let added = live_after & !(live_before | ENTRY_DEFINED);
    if added != 0 {
        return Err(format!(
            "the code reads {} before any write on some path from the entry",
            register_names(added)
        ));
    }
    Ok(live_after)
}

/// Every label a branch, a jump table or a `jr` through a table names is
/// defined exactly once.
fn check_labels(f: &MachFunction) -> Result<(), String> {
    let mut defined: Vec<u32> = Vec::new();
    for it in &f.items {
        if let MachItem::Label(l) = *it {
            let l = l as usize;
            if l >= defined.len() {
                defined.resize(l + 1, 0);
            }
            defined[l] += 1;
        }
    }
    let check = |l: Label, what: &str| match defined.get(l as usize).copied().unwrap_or(0) {
        1 => Ok(()),
        0 => Err(format!("{what} names label {l}, which is not defined")),
        n => Err(format!(
            "{what} names label {l}, which is defined {n} times"
        )),
    };
    for (i, it) in f.items.iter().enumerate() {
        let MachItem::Inst(m) = it else { continue };
        match m.fixup {
            Fixup::Branch(l) => check(l, &format!("the branch at item {i}"))?,
            Fixup::JumpTable(k) if k as usize >= f.jump_tables.len() => {
                return Err(format!("the `jr` at item {i} uses missing jump table {k}"));
            }
            _ => {}
        }
    }
    for (k, table) in f.jump_tables.iter().enumerate() {
        for &l in table {
            check(l, &format!("jump table {k}"))?;
        }
    }
    Ok(())
}

/// Every delayed transfer is followed by exactly one slot instruction with
/// no label in between, and every delay-slot `nop` is in a slot.
fn check_slots(f: &MachFunction) -> Result<(), String> {
    // The transfer whose slot comes next.
    let mut pending: Option<usize> = None;
    for (i, it) in f.items.iter().enumerate() {
        let m = match (it, pending) {
            (MachItem::Label(l), Some(t)) => {
                return Err(format!(
                    "label {l} sits between the transfer at item {t} and its delay slot"
                ));
            }
            (MachItem::Inst(m), _) => m,
            _ => continue,
        };
        if let Some(t) = pending.take() {
            let transfer = m.has_delay_slot() || m.ends_flow() || m.branch_target().is_some();
            if transfer {
                return Err(format!(
                    "the delay slot of the transfer at item {t} holds a transfer (item {i})"
                ));
            }
            continue;
        }
        if m.has_delay_slot() {
            pending = Some(i);
        } else if m.role == Role::DelaySlot && m.inst.op == Opcode::Nop && !is_slot(&f.items, i) {
            return Err(format!(
                "the delay-slot `nop` at item {i} is in no slot: a slot holds two instructions"
            ));
        }
    }
    match pending {
        Some(t) => Err(format!("the transfer at item {t} has no delay slot")),
        None => Ok(()),
    }
}

/// `RememberState` and `RestoreState` pair up in layout order.
fn check_frame_markers(f: &MachFunction) -> Result<(), String> {
    let mut open = 0usize;
    for (i, it) in f.items.iter().enumerate() {
        match it {
            MachItem::Cfi(CfiOp::RememberState) => open += 1,
            MachItem::Cfi(CfiOp::RestoreState) if open == 0 => {
                return Err(format!(
                    "the RestoreState at item {i} has no RememberState before it"
                ));
            }
            MachItem::Cfi(CfiOp::RestoreState) => open -= 1,
            _ => {}
        }
    }
    if open > 0 {
        return Err(format!("{open} RememberState without a RestoreState"));
    }
    Ok(())
}

#[cfg(test)]
mod tests;

/// The registers of a liveness set, by name (`$v0, $lo`).
fn register_names(set: u32) -> String {
    let mut names = Vec::new();
    for r in 0..16u8 {
        if set & ALL_REGS & (1 << r) != 0 {
            names.push(Reg(r).name().to_string());
        }
    }
    if set & HI != 0 {
        names.push("HI".to_string());
    }
    if set & LO != 0 {
        names.push("LO".to_string());
    }
    names.join(", ")
}
