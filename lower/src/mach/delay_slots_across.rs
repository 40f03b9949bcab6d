//! The delay-slot filler across blocks (`delay-slots-across`): fills the
//! conditional-branch slots still empty from a successor, then branches
//! past fall-through blocks left holding only a `jmp`.

use super::cfg::{LabelIndex, LabelSet};
use super::delay_slots::slot_shaped;
use super::effects::{ALL_REGS, Effects, bit, effects};
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use crate::inst::invert_branch;
use egret_cpu0::isa::{Opcode, Reg};
use rustc_hash::FxHashMap as HashMap;

/// Whether `m` may run in a delay slot on a path that did not execute it
/// before, where the registers in `live` are live: it is ordinary body code
/// (no transfer, frame instruction, coprocessor access or store), it writes
/// nothing live there nor `$sp`, and if it loads, it loads from the stack
/// (`$sp`-relative addresses are always in memory, other loads could fault).
fn harmless_in_slot(m: &MachInst, live: u32) -> bool {
    harmless_but_for_loads(m, live).is_some_and(|e| !e.load || m.inst.rb == Reg::SP)
}

/// The effects of `m` if it is [`harmless_in_slot`] where `live` is live,
/// except that it may load from anywhere.
fn harmless_but_for_loads(m: &MachInst, live: u32) -> Option<Effects> {
    let e = slot_shaped(m)?;
    // An epilogue's reload of a callee-saved register qualifies like any
    // load from the frame (the register is dead on the other path, so it
    // only gets back the value its stack slot still holds).
    (matches!(m.role, Role::Body | Role::Epilogue)
        && !e.store
        && e.writes & (live | bit(Reg::SP)) == 0)
        .then_some(e)
}

/// `item` as it goes into a delay slot: an epilogue instruction there is
/// part of the body (the line table's `epilogue_begin` stays with the
/// epilogue proper).
fn in_slot(item: &MachItem) -> MachItem {
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
enum SlotFill {
    /// Copy the first instruction of the branch target (at this item) and
    /// branch past it.
    Target(usize),
    /// Move the first instruction of the fall-through code (at this item).
    FallThrough(usize),
}

/// Fills the slots of conditional branches that [`fill_delay_slots`](crate::mach::fill_delay_slots) left
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
    bring_fillers_to_loop_heads(f, &live);
    let fills = choose_fills(f, &live);
    if fills.is_empty() {
        f.invert_branches_over_jump_blocks();
        return;
    }
    apply_fills(f, &fills);
    // A fall-through block left with only its jump: branch past it.
    f.simplify_control_flow();
    f.invert_branches_over_jump_blocks();
}

/// How each conditional branch with an empty slot gets it filled (by the
/// branch's item), judged on the code as it is.
fn choose_fills(f: &MachFunction, live: &[u32]) -> Vec<(usize, SlotFill)> {
    let labels = f.label_indices();
    // How many branches name each label. A branch retargeted past a copied
    // instruction no longer names its old target, so a later branch may
    // then move the first instruction of that block (a loop's guard and
    // its latch both leaving to the same exit: the guard copies the exit's
    // first instruction, the latch then takes it).
    let mut refs = f.branch_counts();
    let mut fills: Vec<(usize, SlotFill)> = Vec::new();
    for b in 0..f.items.len() {
        if let Some((target, fill)) = slot_fill(f, b, live, &labels, &refs) {
            if let SlotFill::Target(_) = fill {
                refs[target as usize] -= 1;
            }
            fills.push((b, fill));
        }
    }
    fills
}

/// How many instructions at the top of a loop head
/// [`bring_fillers_to_loop_heads`] looks through for one to move up.
const HEAD_WINDOW: usize = 4;

/// For each backward conditional branch with an empty slot whose target's
/// first instruction cannot fill it, moves an instruction of the target
/// block that can (harmless on the fall-through path, and commuting with
/// every instruction before it in the block) to the top of the block,
/// where [`fill_from_target`] then copies it into the slot (a loop whose
/// latch test `bne $2, $zero, L` falls out to code needing the loop's first
/// instruction `addiu $10, $10, 1`, but not its second, `ld $t9, 8($sp)`).
///
/// Swapping instructions that commute changes no register's liveness
/// outside the stretch they span, so `live` (the registers live before
/// each item) stays right at every label and after every slot.
fn bring_fillers_to_loop_heads(f: &mut MachFunction, live: &[u32]) {
    let labels = f.label_indices();
    let mut moves: Vec<(usize, usize)> = Vec::new();
    for b in 0..f.items.len() {
        let MachItem::Inst(branch) = &f.items[b] else {
            continue;
        };
        let empty_slot = matches!(
            f.items.get(b + 1),
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop
                && s.role == Role::DelaySlot
                && matches!(s.fixup, Fixup::None)
        );
        let Some(t) = branch.branch_target().and_then(|l| labels.get(l)) else {
            continue;
        };
        if !is_cond_branch(branch.inst.op) || !empty_slot || t >= b {
            continue;
        }
        let fall_live = live.get(b + 2).copied().unwrap_or(ALL_REGS);
        if fill_from_target(f, t, b, fall_live).is_some() {
            continue;
        }
        if let Some((top, from)) = filler_in_head(f, t, fall_live)
            && !moves.iter().any(|&(other, _)| other == top)
        {
            moves.push((top, from));
        }
    }
    for (top, from) in moves {
        f.items[top..=from].rotate_right(1);
    }
}

/// In the block at label item `t`: the item of its first instruction, and
/// of the first instruction within [`HEAD_WINDOW`] that is harmless in a
/// slot where `fall_live` is live and may move up past those before it
/// (all ordinary body code, no label or frame marker in between). None if
/// the first instruction itself qualifies or none does.
fn filler_in_head(f: &MachFunction, t: usize, fall_live: u32) -> Option<(usize, usize)> {
    let mut before = Effects::default();
    let mut top = None;
    for k in t + 1..f.items.len() {
        let x = match &f.items[k] {
            MachItem::Label(_) if top.is_none() => continue,
            MachItem::Inst(x) => x,
            _ => return None,
        };
        let first = *top.get_or_insert(k);
        let e = slot_shaped(x).filter(|_| x.role == Role::Body)?;
        if harmless_in_slot(x, fall_live) && e.commutes_with(&before) {
            return (k != first).then_some((first, k));
        }
        before.reads |= e.reads;
        before.writes |= e.writes;
        before.load |= e.load;
        before.store |= e.store;
        before.volatile |= e.volatile;
        if k + 1 - first >= HEAD_WINDOW {
            return None;
        }
    }
    None
}

/// If item `b` is a conditional branch with an empty slot that a
/// successor's first instruction can fill, its target and how (`live`:
/// the registers live before each item; `refs`: branches per label).
fn slot_fill(
    f: &MachFunction,
    b: usize,
    live: &[u32],
    labels: &LabelIndex,
    refs: &[u32],
) -> Option<(Label, SlotFill)> {
    let MachItem::Inst(branch) = &f.items[b] else {
        return None;
    };
    let target = branch.branch_target()?;
    let empty_slot = matches!(
        f.items.get(b + 1),
        Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop
            && s.role == Role::DelaySlot
            && matches!(s.fixup, Fixup::None)
    );
    let t = labels.get(target)?;
    if !is_cond_branch(branch.inst.op) || !empty_slot || f.label_after(b + 1, target) {
        return None;
    }
    let fall_live = live.get(b + 2).copied().unwrap_or(ALL_REGS);
    let from_target = || fill_from_target(f, t, b, fall_live);
    let from_fall_through = || fill_from_fall_through(f, b, live[t], refs);
    let fill = if t < b {
        from_target().or_else(from_fall_through)
    } else {
        from_fall_through().or_else(from_target)
    };
    Some((target, fill?))
}

/// The target's first instruction (the target label at item `t`) for the
/// slot of the branch at item `b`, if it is harmless on the fall-through
/// path where `fall_live` is live, or a load the loop has already made
/// there (`loaded_on_every_path`), or one the fall-through path is about
/// to make (`loaded_on_the_fall_through`). (Frame markers at the target
/// describe addresses, not paths: the copy in the slot runs in the
/// branch's frame state, which is the target's too.)
fn fill_from_target(f: &MachFunction, t: usize, b: usize, fall_live: u32) -> Option<SlotFill> {
    let n = f.items.len();
    let k = (t + 1..n).find(|&k| !matches!(f.items[k], MachItem::Label(_) | MachItem::Cfi(_)))?;
    match &f.items[k] {
        MachItem::Inst(x) if harmless_in_slot(x, fall_live) => Some(SlotFill::Target(k)),
        MachItem::Inst(x)
            if harmless_but_for_loads(x, fall_live).is_some_and(|e| e.load)
                && (loaded_on_every_path(f, t, k, b) || loaded_on_the_fall_through(f, t, b)) =>
        {
            Some(SlotFill::Target(k))
        }
        _ => None,
    }
}

/// Whether the fall-through path of the forward branch at item `b` goes
/// on to make the load that is the first instruction of the branch's
/// target (the label at item `t > b`), from the same address and with
/// memory as it is at the branch, so that making it early in the slot
/// cannot fault where the program would not (`bne $2, $zero, L; nop;
/// addiu $3, $3, 1; L: ld $9, 12($5)`: the `ld` fills the slot). That
/// holds when the code after the slot runs straight into the target,
/// falling into it or jumping there without a slot, and none of it
/// stores, calls, branches, is frame code, or writes the load's base
/// register. The load is not volatile and does not write its base; that
/// its destination is dead on the fall-through path, so that the load
/// made there again restores it, the caller checks.
fn loaded_on_the_fall_through(f: &MachFunction, t: usize, b: usize) -> bool {
    let (Some(MachItem::Inst(branch)), Some(k)) = (
        f.items.get(b),
        (t + 1..f.items.len()).find(|&k| matches!(f.items[k], MachItem::Inst(_))),
    ) else {
        return false;
    };
    let MachItem::Inst(load) = &f.items[k] else {
        return false;
    };
    let base = bit(load.inst.rb);
    if t <= b || load.volatile || load.inst.ra == load.inst.rb {
        return false;
    }
    let target = branch.branch_target();
    for it in &f.items[b + 2..t] {
        match it {
            MachItem::Label(_) => {}
            MachItem::Cfi(_) => return false,
            MachItem::Inst(m) if m.is_jump() && !m.has_delay_slot() => {
                return m.branch_target() == target;
            }
            MachItem::Inst(m) => {
                let straight = slot_shaped(m).filter(|_| m.role == Role::Body);
                if straight.is_none_or(|e| e.store || e.volatile || e.writes & base != 0) {
                    return false;
                }
            }
        }
    }
    true
}

/// Whether every path to the backward branch at item `b` has executed the
/// load at item `k` (the first instruction of the loop head at label item
/// `t < k`) with the address it would load now, so that running it once
/// more in the branch's slot, on the path leaving the loop, cannot fault:
/// the same aligned address was read before, and memory once written stays
/// written (`--strict`'s check). That holds when code reaches the items
/// between `k` and `b` only through the loop head (no branch or jump table
/// from elsewhere names a label in between), none of them is a call or
/// writes the load's base register, and the load does not write its base.
fn loaded_on_every_path(f: &MachFunction, t: usize, k: usize, b: usize) -> bool {
    let MachItem::Inst(load) = &f.items[k] else {
        return false;
    };
    let base = bit(load.inst.rb);
    if t >= k || k >= b || load.volatile || load.inst.ra == load.inst.rb {
        return false;
    }
    let mut inside: Vec<Label> = Vec::new();
    for it in &f.items[k + 1..=b + 1] {
        match it {
            MachItem::Label(l) => inside.push(*l),
            MachItem::Inst(m) => {
                let writes = effects(m).map_or(ALL_REGS, |e| e.writes);
                if writes & base != 0 || matches!(m.inst.op, Opcode::Jsub | Opcode::Jalr) {
                    return false;
                }
            }
            MachItem::Cfi(_) => {}
        }
    }
    let from_tables = f.jump_tables.iter().flatten().any(|l| inside.contains(l));
    let from_outside = f.items.iter().enumerate().any(|(i, it)| {
        matches!(it, MachItem::Inst(m)
            if !(k..=b).contains(&i) && m.branch_target().is_some_and(|l| inside.contains(&l)))
    });
    !from_tables && !from_outside
}

/// The first instruction after the branch at item `b`'s slot, if no other
/// code reaches it (no branch names a label in between, per `refs`) and it
/// is harmless on the taken path where `target_live` is live.
fn fill_from_fall_through(
    f: &MachFunction,
    b: usize,
    target_live: u32,
    refs: &[u32],
) -> Option<SlotFill> {
    for k in b + 2..f.items.len() {
        match &f.items[k] {
            MachItem::Label(l) if refs.get(*l as usize).is_some_and(|&r| r > 0) => {
                return None;
            }
            MachItem::Label(_) => {}
            MachItem::Cfi(_) => return None,
            MachItem::Inst(x) => {
                return harmless_in_slot(x, target_live).then_some(SlotFill::FallThrough(k));
            }
        }
    }
    None
}

/// What [`apply_fills`] does to the items, by item.
#[derive(Default)]
struct FillPlan {
    /// One label after each copied instruction, shared by the branches to
    /// it.
    after_copied: HashMap<usize, Label>,
    /// The instruction each filled slot gets.
    slot_items: HashMap<usize, MachItem>,
    /// The branches retargeted past a copied instruction.
    retarget: HashMap<usize, Label>,
    /// The instructions moved into a slot.
    moved: Vec<usize>,
}

/// Which of a [`FillPlan`]'s maps and lists name an item (most items are
/// in none, and need no look-up).
const MOVED: u8 = 1;
const SLOT: u8 = 2;
const RETARGET: u8 = 4;
const COPIED: u8 = 8;

impl FillPlan {
    /// The plan for `fills`, with new labels from `f`.
    fn new(f: &mut MachFunction, fills: &[(usize, SlotFill)]) -> FillPlan {
        let mut plan = FillPlan::default();
        for &(b, fill) in fills {
            match fill {
                SlotFill::Target(k) => {
                    let label = match plan.after_copied.get(&k) {
                        Some(&l) => l,
                        None => {
                            let l = f.new_label();
                            plan.after_copied.insert(k, l);
                            l
                        }
                    };
                    plan.slot_items.insert(b + 1, in_slot(&f.items[k]));
                    plan.retarget.insert(b, label);
                }
                SlotFill::FallThrough(k) => {
                    plan.slot_items.insert(b + 1, in_slot(&f.items[k]));
                    plan.moved.push(k);
                }
            }
        }
        plan
    }

    /// For each of `n` items, which parts of the plan name it.
    fn named(&self, n: usize) -> Vec<u8> {
        let mut named = vec![0u8; n];
        for &k in &self.moved {
            named[k] |= MOVED;
        }
        for &k in self.slot_items.keys() {
            named[k] |= SLOT;
        }
        for &k in self.retarget.keys() {
            named[k] |= RETARGET;
        }
        for &k in self.after_copied.keys() {
            named[k] |= COPIED;
        }
        named
    }
}

/// Fills the slots as `fills` says: moved instructions leave their place,
/// copied ones get a label after them, branches to a copied instruction
/// go past it.
fn apply_fills(f: &mut MachFunction, fills: &[(usize, SlotFill)]) {
    let n = f.items.len();
    let mut plan = FillPlan::new(f, fills);
    let named = plan.named(n);
    let old = std::mem::take(&mut f.items);
    f.items.reserve(n + plan.after_copied.len());
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
                && let Some(&l) = plan.after_copied.get(&i)
            {
                f.items.push(MachItem::Label(l));
            }
            continue;
        }
        if named & SLOT != 0
            && let Some(filled) = plan.slot_items.remove(&i)
        {
            item = filled;
        }
        if named & RETARGET != 0
            && let (Some(&l), MachItem::Inst(m)) = (plan.retarget.get(&i), &mut item)
        {
            m.fixup = Fixup::Branch(l);
        }
        f.items.push(item);
        if named & COPIED != 0
            && let Some(&l) = plan.after_copied.get(&i)
        {
            f.items.push(MachItem::Label(l));
        }
    }
}

impl MachFunction {
    /// Turns `bxx A; slot; L: jmp B; A:` into `b!xx B; slot; A:` when no
    /// branch names `L` — a block holding only a jump that the branch falls
    /// into, which [`MachFunction::simplify_control_flow`] keeps because
    /// code falls into it (its other predecessors were retargeted). The
    /// slot runs on both paths, so inverting is right whatever it holds.
    fn invert_branches_over_jump_blocks(&mut self) {
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
    fn branch_over_jump_block(&self, i: usize, referenced: &LabelSet) -> Option<(usize, Label)> {
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

#[cfg(test)]
mod tests;
