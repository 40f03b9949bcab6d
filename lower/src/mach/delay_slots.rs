//! The delay-slot filler within a block (`delay-slots`): moves an
//! independent instruction from before a delayed transfer into its slot.

use super::cfg::{LabelSet, is_slot};
use super::effects::{Effects, bit, effects};
use super::liveness::{call_kills, call_reads};
use super::model::{Fixup, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::isa::{Opcode, Reg};

/// How far back from a transfer [`fill_delay_slots`] looks for an
/// instruction to move into its slot.
const FILL_WINDOW: usize = 8;

/// Fills delay slots: for every delayed transfer whose slot holds a `nop`,
/// moves into the slot an instruction from before it in the same block that
/// commutes with the transfer and with every instruction it moves past.
///
/// The slot runs right after the transfer on every path (taken or not, and
/// before a callee's first instruction), so an instruction that commutes
/// with the transfer computes the same thing there; for `jsub`/`jalr`,
/// which write `$lr` before the slot runs, that rules out instructions
/// touching `$lr`. The search goes back past labels no branch or jump
/// table names (code only falls into them, so moving an instruction from
/// before one to after it changes no path). The instruction keeps its
/// source location and role, so the line table still names its `.ll` line. Frame markers right after
/// the moved instruction (an epilogue's `addiu $sp` before `ret`) move with
/// it; no instruction moves past any other frame marker. Prologue
/// instructions, slots of earlier transfers and coprocessor access never
/// move.
pub fn fill_delay_slots(f: &mut MachFunction) {
    // One pass compacting the items in place: `items[..w]` is the final
    // prefix, `items[r..]` the items still to see (what lies between are
    // the dropped `nop`s). Candidates come from the final prefix (within
    // `FILL_WINDOW` of its end), so each move rotates a few items rather
    // than shifting the rest of the function.
    let targets = f.branch_targets();
    let items = &mut f.items;
    let n = items.len();
    let (mut w, mut r) = (0, 0);
    while r < n {
        if w != r {
            items.swap(w, r);
        }
        let is_transfer = matches!(&items[w], MachItem::Inst(t) if t.has_delay_slot());
        w += 1;
        r += 1;
        let empty_slot = matches!(
            items.get(r),
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot
        );
        if !(is_transfer && empty_slot) {
            continue;
        }
        if let Some((from, shift)) = slot_filler_past(&items[..w], w - 1, Some(&targets)) {
            r += 1;
            if let MachItem::Inst(m) = &mut items[from] {
                m.inst.imm -= shift;
            }
            move_into_slot(&mut items[from..w]);
        } else if let Some(from) = copy_read_by_branch(&items[..w], w - 1, &targets) {
            r += 1;
            read_copy_source(&mut items[from..w]);
            move_into_slot(&mut items[from..w]);
        } else if let (MachItem::Inst(call), Some(MachItem::Inst(next))) =
            (&items[w - 1], items.get(r + 1))
            && runs_before_call(call, next)
        {
            // The instruction after the call goes into its slot; the nop
            // is dropped.
            items.swap(w, r + 1);
            w += 1;
            r += 2;
        }
    }
    items.truncate(w);
}

/// The effects of `m` if it is the kind of instruction a slot copied or
/// moved from elsewhere may hold: not a `nop`, not a transfer, and no
/// relocation but the halves of an absolute address.
pub(super) fn slot_shaped(m: &MachInst) -> Option<Effects> {
    let e = effects(m)?;
    (m.inst.op != Opcode::Nop
        && !m.has_delay_slot()
        && !m.ends_flow()
        && matches!(m.fixup, Fixup::None | Fixup::Hi16(..) | Fixup::Lo16(..)))
    .then_some(e)
}

/// Whether `next`, the instruction after the call `call`, may run in the
/// call's slot instead, before the callee: it touches no memory (the
/// callee may), reads nothing the call changes, and writes only registers
/// the callee preserves and does not read (`addiu $s0, $s0, 1` after
/// `jsub putchar` in a loop).
pub(super) fn runs_before_call(call: &MachInst, next: &MachInst) -> bool {
    if !matches!(call.inst.op, Opcode::Jsub | Opcode::Jalr) {
        return false;
    }
    let Some(e) = slot_shaped(next) else {
        return false;
    };
    next.role == Role::Body
        && !e.load
        && !e.store
        && e.reads & call_kills(call) == 0
        && e.writes & (call_kills(call) | call_reads(call) | bit(Reg::SP)) == 0
}

/// The instruction to move into the slot of the transfer at item `t`, and
/// how much its offset must drop: a load or store whose base register only
/// `addiu base, base, k` steps in between (`sw $0, 4($3); addiu $3, $3, 8;
/// bne ...` puts `sw $0, -4($3)` in the slot) moves with its offset less
/// the steps. The search stops at the first label.
pub(super) fn slot_filler(items: &[MachItem], t: usize) -> Option<(usize, i32)> {
    slot_filler_past(items, t, None)
}

/// Whether the search for a slot's instruction stops at `item`: a label
/// that some branch or jump table names (`targets`; every label without
/// them).
fn blocks_search(item: &MachItem, targets: Option<&LabelSet>) -> bool {
    matches!(item, MachItem::Label(l) if targets.is_none_or(|t| t.contains(*l)))
}

/// [`slot_filler`], searching back past the labels no branch names when
/// `targets` (the labels branches and jump tables name) is given.
fn slot_filler_past(
    items: &[MachItem],
    t: usize,
    targets: Option<&LabelSet>,
) -> Option<(usize, i32)> {
    let MachItem::Inst(transfer) = &items[t] else {
        return None;
    };
    let te = effects(transfer)?;
    let mut between = Between::default();
    let (mut insts_between, mut markers_between) = (0, false);
    for j in (0..t).rev() {
        let c = match &items[j] {
            it if blocks_search(it, targets) => return None,
            MachItem::Label(_) => continue,
            MachItem::Cfi(_) => {
                markers_between = true;
                continue;
            }
            MachItem::Inst(c) => c,
        };
        // Markers may only travel with the instruction right before the
        // transfer (they describe its effect).
        if (markers_between && insts_between > 0) || !movable_into_slot(items, j, c) {
            return None;
        }
        let ce = effects(c)?;
        if ce.commutes_with(&te) && ce.commutes_with(&between.effects) {
            return Some((j, 0));
        }
        if let Some(shift) = between.stepped_access_shift(c, &ce, &te) {
            return Some((j, shift));
        }
        between.pass_over(c, &ce);
        insts_between += 1;
        if markers_between || insts_between >= FILL_WINDOW {
            return None;
        }
    }
    None
}

/// A register copy `d = s` (item `from`) whose `d` the conditional branch
/// at item `t` tests, with nothing in between writing `s` or `d` or reading
/// `d`: the branch may test `s` instead, and the copy then commutes with it
/// and goes into the slot (`addu $lr, $zero, $gp; bne $lr, $7, L; nop`
/// becomes `bne $gp, $7, L; addu $lr, $zero, $gp`, where register
/// allocation left the copy of a loop's next pointer right before its test).
/// The search goes back past labels not in `targets`.
fn copy_read_by_branch(items: &[MachItem], t: usize, targets: &LabelSet) -> Option<usize> {
    let MachItem::Inst(branch) = &items[t] else {
        return None;
    };
    if !matches!(branch.inst.op, Opcode::Beq | Opcode::Bne) {
        return None;
    }
    let mut between = Effects::default();
    for j in (0..t).rev() {
        let c = match &items[j] {
            MachItem::Inst(c) if movable_into_slot(items, j, c) => c,
            it @ MachItem::Label(_) if !blocks_search(it, Some(targets)) => continue,
            _ => return None,
        };
        let ce = effects(c)?;
        if let Some((d, s)) = body_copy(c) {
            let tested = branch.inst.ra == d || branch.inst.rb == d;
            let untouched = between.writes & (bit(s) | bit(d)) == 0 && between.reads & bit(d) == 0;
            if tested && untouched {
                return Some(j);
            }
        }
        between.reads |= ce.reads;
        between.writes |= ce.writes;
        if t - j >= FILL_WINDOW {
            return None;
        }
    }
    None
}

/// `(d, s)` when `c` is a register copy of the body (`addu d, $zero, s`)
/// between two different registers.
fn body_copy(c: &MachInst) -> Option<(Reg, Reg)> {
    (c.inst.op == Opcode::Addu
        && c.inst.rb == Reg::ZERO
        && c.inst.ra != c.inst.rc
        && c.inst.ra != Reg::ZERO
        && matches!(c.fixup, Fixup::None)
        && c.role == Role::Body)
        .then_some((c.inst.ra, c.inst.rc))
}

/// Makes the branch that ends `items` test the source of the copy that
/// starts them wherever it tests the copy's destination
/// ([`copy_read_by_branch`] found the pair).
fn read_copy_source(items: &mut [MachItem]) {
    let Some((d, s)) = items.first().and_then(|it| match it {
        MachItem::Inst(c) => body_copy(c),
        _ => None,
    }) else {
        return;
    };
    if let Some(MachItem::Inst(branch)) = items.last_mut() {
        for field in [&mut branch.inst.ra, &mut branch.inst.rb] {
            if *field == d {
                *field = s;
            }
        }
    }
}

/// Whether `c` (item `j`) is the kind of instruction [`slot_filler`] may
/// move: no transfer, `nop`, prologue instruction, branch or slot.
fn movable_into_slot(items: &[MachItem], j: usize, c: &MachInst) -> bool {
    !c.has_delay_slot()
        && !c.ends_flow()
        && c.inst.op != Opcode::Nop
        && c.role != Role::Prologue
        && !matches!(c.fixup, Fixup::Branch(_))
        && !is_slot(items, j)
}

/// What the instructions between a candidate for a slot and the transfer
/// do, for [`slot_filler`].
#[derive(Default)]
struct Between {
    /// Their effects together.
    effects: Effects,
    /// Registers only stepped in between (by `addiu r, r, k`).
    stepped: u32,
    /// By how much in all, per register.
    steps: [i32; 16],
}

impl Between {
    /// If `c` (doing `ce`) is a load or store through a base register only
    /// stepped in between that may move past them and the transfer (doing
    /// `te`) with its offset less the steps, that shift.
    fn stepped_access_shift(&self, c: &MachInst, ce: &Effects, te: &Effects) -> Option<i32> {
        let base = c.inst.rb;
        let stepped_base = (ce.load || ce.store)
            && matches!(c.fixup, Fixup::None)
            && base != Reg::ZERO
            && self.stepped & bit(base) != 0
            && ce.writes & bit(base) == 0
            && !(ce.store && c.inst.ra == base);
        if !stepped_base {
            return None;
        }
        let shift = self.steps[base.index()];
        let rest = Effects {
            reads: ce.reads & !bit(base),
            ..*ce
        };
        let others = Effects {
            writes: self.effects.writes & !bit(base),
            ..self.effects
        };
        (rest.commutes_with(te)
            && rest.commutes_with(&others)
            && i16::try_from(c.inst.imm - shift).is_ok())
        .then_some(shift)
    }

    /// Adds `c` (doing `ce`), which the search moves past. An `addiu r, r,
    /// k` keeps `r` a stepped base; any other write does not.
    fn pass_over(&mut self, c: &MachInst, ce: &Effects) {
        if c.inst.op == Opcode::Addiu
            && c.inst.ra == c.inst.rb
            && matches!(c.fixup, Fixup::None)
            && (self.effects.writes & bit(c.inst.ra) == 0 || self.stepped & bit(c.inst.ra) != 0)
        {
            self.stepped |= bit(c.inst.ra);
            self.steps[c.inst.ra.index()] += c.inst.imm;
        } else {
            self.stepped &= !ce.writes;
        }
        self.effects.reads |= ce.reads;
        self.effects.writes |= ce.writes;
        self.effects.load |= ce.load;
        self.effects.store |= ce.store;
    }
}

/// Moves the instruction that starts `items` (and the frame markers between
/// it and the transfer, if it is the instruction right before it) into the
/// slot of the transfer that ends `items` (whose empty slot was dropped):
/// the instruction goes right after the transfer, the markers after it.
fn move_into_slot(items: &mut [MachItem]) {
    let t = items.len() - 1;
    let adjacent = items[1..t].iter().all(|it| matches!(it, MachItem::Cfi(_)));
    if adjacent {
        items.rotate_left(t);
    } else {
        items.rotate_left(1);
    }
}

#[cfg(test)]
mod tests;
