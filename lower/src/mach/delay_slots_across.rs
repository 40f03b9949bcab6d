//! The delay-slot filler across blocks (`delay-slots-across`): fills the
//! conditional-branch slots still empty from a successor, then branches
//! past fall-through blocks left holding only a `jmp`.

use super::cfg::*;
use super::delay_slots::slot_shaped;
use super::effects::*;
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use crate::inst::invert_branch;
use egret_cpu0::isa::{Opcode, Reg};
use rustc_hash::FxHashMap as HashMap;

/// Whether `m` may run in a delay slot on a path that did not execute it
/// before, where the registers in `live` are live: it is ordinary body code
/// (no transfer, frame instruction, coprocessor access or store), it writes
/// nothing live there nor `$sp`, and if it loads, it loads from the stack
/// (`$sp`-relative addresses are always in memory, other loads could fault).
pub(super) fn harmless_in_slot(m: &MachInst, live: u32) -> bool {
    let Some(e) = slot_shaped(m) else {
        return false;
    };
    // An epilogue's reload of a callee-saved register qualifies like any
    // load from the frame (the register is dead on the other path, so it
    // only gets back the value its stack slot still holds).
    matches!(m.role, Role::Body | Role::Epilogue)
        && !e.store
        && (!e.load || m.inst.rb == Reg::SP)
        && e.writes & (live | bit(Reg::SP)) == 0
}

/// `item` as it goes into a delay slot: an epilogue instruction there is
/// part of the body (the line table's `epilogue_begin` stays with the
/// epilogue proper).
pub(super) fn in_slot(item: &MachItem) -> MachItem {
    let mut item = item.clone();
    if let MachItem::Inst(m) = &mut item
        && m.role == Role::Epilogue
    {
        m.role = Role::Body;
    }
    item
}

/// How [`fill_slots_from_successors`] fills one slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum SlotFill {
    /// Copy the first instruction of the branch target (at this item) and
    /// branch past it.
    Target(usize),
    /// Move the first instruction of the fall-through code (at this item).
    FallThrough(usize),
}

/// Fills the slots of conditional branches that [`fill_delay_slots`] left
/// empty with the first instruction of a successor.
///
/// - From the **fall-through** code: its first instruction `X` moves into
///   the slot when no other code reaches it (no branch names a label in
///   between) and `X` is harmless on the taken path: it writes no register
///   live at the target (see `harmless_in_slot`).
/// - From the **target**: the target's first instruction `X` is copied into
///   the slot and the branch retargeted to a new label right after `X` (the
///   original stays for the other predecessors), when `X` is harmless on
///   the fall-through path.
///
/// Backward branches (loop latches: the target is the loop body) try the
/// target first, since the taken path is the hot one; forward branches try
/// the fall-through first, which does not grow the code. Liveness is
/// computed once: a fill neither adds a read on a path where the register
/// was dead (the slot reads what `X` read on one of the two paths anyway)
/// nor writes a register live on the other path, so the liveness of the
/// code around stays what it was. The copies keep their source locations;
/// `X` is never a frame instruction and no marker lies between the slot and
/// `X`'s old place, so the frame facts are unchanged.
pub fn fill_slots_from_successors(f: &mut MachFunction) {
    f.simplify_control_flow();
    // Only conditional branches with an empty slot are filled (without one
    // there is no liveness to work out).
    let empty_slot_after = |w: &[MachItem]| {
        matches!(w, [MachItem::Inst(b), MachItem::Inst(s)]
            if is_cond_branch(b.inst.op)
                && s.inst.op == Opcode::Nop
                && s.role == Role::DelaySlot)
    };
    if !f.items.windows(2).any(empty_slot_after) {
        f.invert_branches_over_jump_blocks();
        return;
    }
    let live = f.liveness();
    let labels = f.label_indices();
    let n = f.items.len();
    // How many branches name each label. A branch retargeted past a copied
    // instruction no longer names its old target, so a later branch may
    // then move the first instruction of that block (a loop's guard and
    // its latch both leaving to the same exit: the guard copies the exit's
    // first instruction, the latch then takes it).
    let mut refs = f.branch_counts();
    let mut fills: Vec<(usize, SlotFill)> = Vec::new();
    for b in 0..n {
        let MachItem::Inst(branch) = &f.items[b] else {
            continue;
        };
        let Some(target) = branch.branch_target() else {
            continue;
        };
        let empty_slot = matches!(
            f.items.get(b + 1),
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop
                && s.role == Role::DelaySlot
                && matches!(s.fixup, Fixup::None)
        );
        let Some(t) = labels.get(target) else {
            continue;
        };
        if !is_cond_branch(branch.inst.op) || !empty_slot || f.label_after(b + 1, target) {
            continue;
        }
        let fall_live = live.get(b + 2).copied().unwrap_or(ALL_REGS);
        // (Frame markers at the target describe addresses, not paths: the
        // copy in the slot runs in the branch's frame state, which is the
        // target's too.)
        let from_target = || {
            let k = (t + 1..n)
                .find(|&k| !matches!(f.items[k], MachItem::Label(_) | MachItem::Cfi(_)))?;
            match &f.items[k] {
                MachItem::Inst(x) if harmless_in_slot(x, fall_live) => Some(SlotFill::Target(k)),
                _ => None,
            }
        };
        let from_fall_through = || {
            for k in b + 2..n {
                match &f.items[k] {
                    MachItem::Label(l) if refs.get(*l as usize).is_some_and(|&r| r > 0) => {
                        return None;
                    }
                    MachItem::Label(_) => {}
                    MachItem::Cfi(_) => return None,
                    MachItem::Inst(x) => {
                        return harmless_in_slot(x, live[t]).then_some(SlotFill::FallThrough(k));
                    }
                }
            }
            None
        };
        let fill = if t < b {
            from_target().or_else(from_fall_through)
        } else {
            from_fall_through().or_else(from_target)
        };
        if let Some(fill) = fill {
            if let SlotFill::Target(_) = fill {
                refs[target as usize] -= 1;
            }
            fills.push((b, fill));
        }
    }
    if fills.is_empty() {
        f.invert_branches_over_jump_blocks();
        return;
    }
    // One label after each copied instruction, shared by the branches to it.
    let mut after_copied: HashMap<usize, Label> = HashMap::default();
    let mut slot_items: HashMap<usize, MachItem> = HashMap::default();
    let mut retarget: HashMap<usize, Label> = HashMap::default();
    let mut moved: Vec<usize> = Vec::new();
    for &(b, fill) in &fills {
        match fill {
            SlotFill::Target(k) => {
                let label = match after_copied.get(&k) {
                    Some(&l) => l,
                    None => {
                        let l = f.new_label();
                        after_copied.insert(k, l);
                        l
                    }
                };
                slot_items.insert(b + 1, in_slot(&f.items[k]));
                retarget.insert(b, label);
            }
            SlotFill::FallThrough(k) => {
                slot_items.insert(b + 1, in_slot(&f.items[k]));
                moved.push(k);
            }
        }
    }
    // Which of the maps and lists above name each item (most items are in
    // none, and need no look-up).
    const MOVED: u8 = 1;
    const SLOT: u8 = 2;
    const RETARGET: u8 = 4;
    const COPIED: u8 = 8;
    let mut named = vec![0u8; n];
    for &k in &moved {
        named[k] |= MOVED;
    }
    for &k in slot_items.keys() {
        named[k] |= SLOT;
    }
    for &k in retarget.keys() {
        named[k] |= RETARGET;
    }
    for &k in after_copied.keys() {
        named[k] |= COPIED;
    }
    let old = std::mem::take(&mut f.items);
    f.items.reserve(n + after_copied.len());
    for (i, mut item) in old.into_iter().enumerate() {
        let named = named[i];
        if named == 0 {
            f.items.push(item);
            continue;
        }
        if named & MOVED != 0 {
            // (A branch retargeted past this instruction's copy now lands
            // where it was.)
            if named & COPIED != 0
                && let Some(&l) = after_copied.get(&i)
            {
                f.items.push(MachItem::Label(l));
            }
            continue;
        }
        if named & SLOT != 0
            && let Some(filled) = slot_items.remove(&i)
        {
            item = filled;
        }
        if named & RETARGET != 0
            && let (Some(&l), MachItem::Inst(m)) = (retarget.get(&i), &mut item)
        {
            m.fixup = Fixup::Branch(l);
        }
        f.items.push(item);
        if named & COPIED != 0
            && let Some(&l) = after_copied.get(&i)
        {
            f.items.push(MachItem::Label(l));
        }
    }
    // A fall-through block left with only its jump: branch past it.
    f.simplify_control_flow();
    f.invert_branches_over_jump_blocks();
}

impl MachFunction {
    /// Turns `bxx A; slot; L: jmp B; A:` into `b!xx B; slot; A:` when no
    /// branch names `L` — a block holding only a jump that the branch falls
    /// into, which [`MachFunction::simplify_control_flow`] keeps because
    /// code falls into it (its other predecessors were retargeted). The
    /// slot runs on both paths, so inverting is right whatever it holds.
    pub(super) fn invert_branches_over_jump_blocks(&mut self) {
        let referenced = self.branch_targets();
        // Dropped items are marked and removed at the end (draining each
        // block as it was found made this quadratic). The look-ahead from
        // a later branch only reads items after it, which are unmarked.
        let mut dropped = vec![false; self.items.len()];
        let mut i = 0;
        while i < self.items.len() {
            if !dropped[i]
                && let Some((jump, to)) = self.branch_over_jump_block(i, &referenced)
                && let MachItem::Inst(b) = &mut self.items[i]
            {
                b.inst.op = invert_branch(b.inst.op);
                b.fixup = Fixup::Branch(to);
                dropped[i + 2..=jump].fill(true);
            }
            i += 1;
        }
        if dropped.contains(&true) {
            let mut k = 0;
            self.items.retain(|_| {
                k += 1;
                !dropped[k - 1]
            });
        }
    }

    /// If item `i` is a conditional branch over a jump-only block whose
    /// labels no branch names, the jump's index and target.
    pub(super) fn branch_over_jump_block(
        &self,
        i: usize,
        referenced: &LabelSet,
    ) -> Option<(usize, Label)> {
        let MachItem::Inst(branch) = &self.items[i] else {
            return None;
        };
        let taken = branch.branch_target()?;
        if !is_cond_branch(branch.inst.op)
            || !matches!(self.items.get(i + 1), Some(MachItem::Inst(_)))
        {
            return None;
        }
        let mut j = i + 2;
        while let Some(MachItem::Label(l)) = self.items.get(j) {
            if referenced.contains(*l) {
                return None;
            }
            j += 1;
        }
        match self.items.get(j) {
            Some(MachItem::Inst(jump)) if jump.is_jump() && self.label_after(j, taken) => {
                Some((j, jump.branch_target()?))
            }
            _ => None,
        }
    }
}
