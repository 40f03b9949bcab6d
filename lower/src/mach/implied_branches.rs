//! Branches an earlier branch decides (`implied-branches`): past the
//! fall-through of `beq a, b, L` the registers `a` and `b` differ, and past
//! that of `bne a, b, L` they are equal, until code writes one of them or
//! another path joins (a label). A `beq`/`bne` of the same two registers in
//! that stretch (labels no branch names do not end it) is then always or never taken: always taken, it becomes a
//! `jmp` (which has no delay slot: its empty slot goes too); never taken, it
//! goes with its empty slot. The pattern comes from a test repeated after
//! inlining (`memcmp`'s `a[i] != b[i]` exit, then its caller's `d != 0`,
//! which the e-graph rewrites to the same comparison).

use super::effects::{ALL_REGS, bit, effects};
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::isa::{Inst, Opcode, Reg};

/// What the code at some point knows of two registers: whether they are
/// equal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Known {
    a: Reg,
    b: Reg,
    equal: bool,
}

impl Known {
    /// What the branch `m` decides of a pair of registers that `self`
    /// relates: `Some(true)` when it is always taken, `Some(false)` never.
    fn decides(&self, m: &MachInst) -> Option<bool> {
        let (x, y) = (m.inst.ra, m.inst.rb);
        let same_pair = (x, y) == (self.a, self.b) || (y, x) == (self.a, self.b);
        if !same_pair {
            return None;
        }
        match m.inst.op {
            Opcode::Beq => Some(self.equal),
            Opcode::Bne => Some(!self.equal),
            _ => None,
        }
    }

    /// What the fall-through of the register branch `m` knows.
    fn after_fall_through(m: &MachInst) -> Option<Known> {
        let equal = match m.inst.op {
            Opcode::Beq => false,
            Opcode::Bne => true,
            _ => return None,
        };
        (m.inst.ra != m.inst.rb && matches!(m.fixup, Fixup::Branch(_))).then_some(Known {
            a: m.inst.ra,
            b: m.inst.rb,
            equal,
        })
    }
}

/// Whether item `i` is an empty delay slot.
fn empty_slot(items: &[MachItem], i: usize) -> bool {
    matches!(items.get(i), Some(MachItem::Inst(s))
        if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot)
}

/// The `jmp` standing for the always-taken branch `m`.
fn jump_of(m: &MachInst) -> MachInst {
    MachInst {
        inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
        ..m.clone()
    }
}

/// What the code knows flowing into an item: nothing reaches it from the
/// item before (`None`), or it does, knowing `Some(known)` or nothing.
type Flow = Option<Option<Known>>;

/// What every edge into each label knows, by label: a walk in layout
/// order that knows nothing at labels some branch names, recording each
/// edge (the fall-through, a `jmp`, a branch taken) and keeping a fact
/// only where all of a label's edges agree on it.
fn label_facts(f: &MachFunction) -> Vec<Option<Known>> {
    let targets = f.branch_targets();
    let n = f.next_label as usize;
    // Per label: no edge seen yet (None), or what all seen edges agree on.
    let mut agreed: Vec<Option<Option<Known>>> = vec![None; n];
    let mut meet = |l: Label, k: Option<Known>| {
        if let Some(slot) = agreed.get_mut(l as usize) {
            *slot = Some(match *slot {
                None => k,
                Some(prev) => prev.filter(|p| Some(*p) == k),
            });
        }
    };
    for &l in f.jump_tables.iter().flatten() {
        meet(l, None);
    }
    let mut flow: Flow = Some(None);
    for (i, item) in f.items.iter().enumerate() {
        match item {
            MachItem::Label(l) => {
                if let Some(k) = flow {
                    meet(*l, k);
                }
                if targets.contains(*l) {
                    flow = Some(None);
                }
            }
            MachItem::Cfi(_) => {}
            MachItem::Inst(m) => {
                if let (Some(target), true) = (m.branch_target(), flow.is_some()) {
                    meet(target, taken_edge(m, flow.flatten(), f.items.get(i + 1)));
                }
                flow = flow_after(m, flow);
            }
        }
    }
    agreed.into_iter().map(Option::flatten).collect()
}

/// What the taken edge of the transfer `m` knows, given what held before
/// it (`before`) and its slot: a `jmp` keeps `before`; a `beq`/`bne` knows
/// its own outcome unless its slot writes one of the registers.
fn taken_edge(m: &MachInst, before: Option<Known>, slot: Option<&MachItem>) -> Option<Known> {
    match m.inst.op {
        Opcode::Jmp => before,
        Opcode::Beq | Opcode::Bne => Known::after_fall_through(m)
            .map(|k| Known {
                equal: !k.equal,
                ..k
            })
            .filter(|k| !writes_either(slot, k)),
        _ => None,
    }
}

/// Whether `item` writes one of the registers `k` relates.
fn writes_either(item: Option<&MachItem>, k: &Known) -> bool {
    match item {
        Some(MachItem::Inst(m)) => {
            effects(m).map_or(ALL_REGS, |e| e.writes) & (bit(k.a) | bit(k.b)) != 0
        }
        _ => false,
    }
}

/// What flows past the instruction `m` (a slot is walked as an
/// instruction of its own).
fn flow_after(m: &MachInst, flow: Flow) -> Flow {
    let known = flow?;
    if m.ends_flow() {
        return None;
    }
    if m.has_delay_slot() {
        return Some(Known::after_fall_through(m));
    }
    let writes = effects(m).map_or(ALL_REGS, |e| e.writes);
    Some(known.filter(|k| writes & (bit(k.a) | bit(k.b)) == 0))
}

/// Folds the `beq`/`bne` that an earlier branch decides (see the module
/// doc). Only branches whose slot is still empty change.
pub fn fold_implied_branches(f: &mut MachFunction) {
    if !f
        .items
        .iter()
        .any(|it| matches!(it, MachItem::Inst(m) if Known::after_fall_through(m).is_some()))
    {
        return;
    }
    let at_label = label_facts(f);
    let targets = f.branch_targets();
    let mut flow: Flow = Some(None);
    let mut out: Vec<MachItem> = Vec::with_capacity(f.items.len());
    let mut i = 0;
    while i < f.items.len() {
        let item = &f.items[i];
        let MachItem::Inst(m) = item else {
            if let MachItem::Label(l) = item
                && targets.contains(*l)
            {
                flow = Some(at_label.get(*l as usize).copied().flatten());
            }
            out.push(item.clone());
            i += 1;
            continue;
        };
        let known = flow.flatten();
        let decided = known
            .and_then(|k| k.decides(m))
            .filter(|_| empty_slot(&f.items, i + 1));
        match decided {
            Some(true) => {
                out.push(MachItem::Inst(jump_of(m)));
                flow = None;
                i += 2;
                continue;
            }
            Some(false) => {
                i += 2;
                continue;
            }
            None => {}
        }
        flow = flow_after(m, flow);
        out.push(item.clone());
        i += 1;
    }
    f.items = out;
}

#[cfg(test)]
mod tests;
