//! Copy propagation: deletes register copies by forwarding the source to
//! the destination's reads, or by computing a dying source straight into
//! the destination. Runs inside `redundant-reloads`.

use super::cfg::*;
use super::effects::*;
use super::model::{CfiOp, Fixup, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::isa::{Opcode, Reg, Shape};

/// The operand fields `m` reads as plain sources (never a tied
/// destination): `(ra, rb, rc)` flags, or `None` when the instruction
/// reads a register it also writes through the same field.
pub(super) fn source_fields(m: &MachInst) -> Option<(bool, bool, bool)> {
    Some(match m.inst.op.info().shape {
        Shape::None | Shape::Lui | Shape::CondJump | Shape::Jump | Shape::MoveFromHiLo => {
            (false, false, false)
        }
        Shape::RRR | Shape::Cmp => (false, true, true),
        Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load | Shape::Jalr => {
            (false, true, false)
        }
        Shape::Store | Shape::Branch | Shape::MulDiv => (true, true, false),
        Shape::Jr | Shape::MoveToHiLo => (true, false, false),
        Shape::RRRTied | Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => return None,
    })
}

/// Makes the instructions at `at` read `to` wherever they read `from`.
pub(super) fn rename_sources(items: &mut [MachItem], at: &[usize], from: Reg, to: Reg) {
    for &j in at {
        if let MachItem::Inst(m) = &mut items[j]
            && let Some((a, b, c)) = source_fields(m)
        {
            if a && m.inst.ra == from {
                m.inst.ra = to;
            }
            if b && m.inst.rb == from {
                m.inst.rb = to;
            }
            if c && m.inst.rc == from {
                m.inst.rc = to;
            }
        }
    }
}

/// Deletes register copies (`addu d, $zero, s`) that register
/// allocation leaves where a value merely changes registers, in
/// straight-line code:
/// - forwards `s` to the reads of `d` that follow, when `d` is dead by the
///   time `s` is overwritten or the code ends;
/// - otherwise, when `s` dies at the copy, has the instruction that
///   computed `s` write `d` instead (and the reads of `s` in between read
///   `d`), if nothing in between touches `d`; when that instruction is a
///   select choosing between `d` and `s` (`movn s, d, c`), it becomes the
///   opposite select into `d` (`movz d, s, c`).
///
/// Instructions in delay slots are never rewritten (a slot also runs on
/// the branch's other path).
pub fn propagate_copies(f: &mut MachFunction) {
    forward_copies(f);
}

/// [`propagate_copies`]; whether it changed anything.
pub(super) fn forward_copies(f: &mut MachFunction) -> bool {
    // Without a copy there is nothing to do (and no liveness to work out).
    let is_copy = |it: &MachItem| {
        matches!(it, MachItem::Inst(m) if m.inst.op == Opcode::Addu
            && m.inst.rb == Reg::ZERO
            && matches!(m.fixup, Fixup::None)
            && m.role == Role::Body)
    };
    if !f.items.iter().any(is_copy) {
        return false;
    }
    let mut live = f.liveness();
    let labels = f.label_indices();
    // A removed copy becomes a tombstone (a CFI item, which every analysis
    // here looks through: liveness passes it on unchanged, the copy
    // searches step over it) and the tombstones go at the end: removing
    // each copy from the vector at once was quadratic. Tombstones only
    // left at the end of the items are dropped at once, so that the end of
    // the items stays where it was. Item numbers never change, and neither
    // do the label indices.
    let mut dead = vec![false; f.items.len()];
    // A rewrite stays between two labels and leaves the liveness at both
    // ends as it was, so only that stretch is recomputed (the whole
    // function when its entry did change after all). `first..hi`: the
    // items the change touched.
    let update = |f: &MachFunction, live: &mut Vec<u32>, first: usize, hi: usize| {
        let is_label = |it: &MachItem| matches!(it, MachItem::Label(_));
        let lo = f.items[..first].iter().rposition(is_label).unwrap_or(0);
        let entry = live[lo];
        f.relive(live, &labels, lo, hi, first);
        if live[lo] != entry {
            *live = f.liveness();
        }
    };
    // Removes item `i`: a tombstone, or the end of the items when nothing
    // but tombstones follows it.
    let remove = |f: &mut MachFunction, live: &mut Vec<u32>, dead: &mut Vec<bool>, i: usize| {
        if dead[i + 1..].iter().all(|&d| d) {
            let mut end = i;
            while end > 0 && dead[end - 1] {
                end -= 1;
            }
            f.items.truncate(end);
            live.truncate(end);
            dead.truncate(end);
        } else {
            f.items[i] = MachItem::Cfi(CfiOp::RememberState);
            dead[i] = true;
        }
    };
    let mut changed = false;
    let mut i = 0;
    while i < f.items.len() {
        // Forwarding a source can make a later copy read what it writes
        // (`d = s; s = d` becomes `s = s`): that copy does nothing.
        if matches!(&f.items[i], MachItem::Inst(m) if is_copy(&f.items[i]) && m.inst.ra == m.inst.rc)
            && !is_slot(&f.items, i)
        {
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            update(f, &mut live, i.min(n), (i + 1).min(n));
            continue;
        }
        if let Some(rewrites) = f.forwardable_copy(i, &live) {
            let MachItem::Inst(copy) = &f.items[i] else {
                unreachable!("a copy is an instruction")
            };
            let (d, s) = (copy.inst.ra, copy.inst.rc);
            rename_sources(&mut f.items, &rewrites, d, s);
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            let hi = rewrites.iter().copied().max().map_or(i, |r| r.max(i)) + 1;
            update(f, &mut live, i.min(n), hi.min(n));
            continue;
        }
        if let Some((def, rewrites)) = f.backward_copy(i, &live) {
            let MachItem::Inst(copy) = &f.items[i] else {
                unreachable!("a copy is an instruction")
            };
            let (d, t) = (copy.inst.ra, copy.inst.rc);
            if let MachItem::Inst(m) = &mut f.items[def] {
                // `movn t, d, c` then `d = t` is `movz d, t, c` (and the
                // reverse): `d` keeps its value exactly when `t` would
                // have been overwritten with it.
                match m.inst.op {
                    Opcode::Movn | Opcode::Movz => {
                        m.inst.op = if m.inst.op == Opcode::Movn {
                            Opcode::Movz
                        } else {
                            Opcode::Movn
                        };
                        m.inst.rb = t;
                    }
                    _ => {}
                }
                m.inst.ra = d;
            }
            rename_sources(&mut f.items, &rewrites, t, d);
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            update(f, &mut live, def.min(n), (i + 1).min(n));
            continue;
        }
        i += 1;
    }
    if dead.contains(&true) {
        let mut k = 0;
        f.items.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    }
    changed
}

impl MachFunction {
    /// If item `i` is a copy `addu d, $zero, t` whose source `t` dies there
    /// and was computed earlier in straight-line code by an instruction
    /// that can write `d` instead (`d` untouched in between), that
    /// instruction and the reads of `t` in between to rewrite.
    pub(super) fn backward_copy(&self, i: usize, live: &[u32]) -> Option<(usize, Vec<usize>)> {
        let MachItem::Inst(copy) = &self.items[i] else {
            return None;
        };
        let ins = &copy.inst;
        let is_copy =
            ins.op == Opcode::Addu && ins.rb == Reg::ZERO && matches!(copy.fixup, Fixup::None);
        let (d, t) = (ins.ra, ins.rc);
        if !is_copy
            || d == Reg::ZERO
            || d == Reg::SP
            || t == Reg::ZERO
            || t == Reg::SP
            || d == t
            || copy.role != Role::Body
            || is_slot(&self.items, i)
            || live.get(i + 1).copied().unwrap_or(u32::MAX) & bit(t) != 0
        {
            return None;
        }
        let (db, tb) = (bit(d), bit(t));
        let mut rewrites = Vec::new();
        for k in (0..i).rev() {
            let m = match &self.items[k] {
                MachItem::Cfi(_) => continue,
                MachItem::Label(_) => return None,
                MachItem::Inst(m) => m,
            };
            if m.has_delay_slot() || m.ends_flow() {
                return None;
            }
            let e = effects(m)?;
            if e.writes & tb != 0 {
                let plain_def = matches!(
                    m.inst.op.info().shape,
                    Shape::RRR
                        | Shape::RR
                        | Shape::Shift
                        | Shape::RRSimm
                        | Shape::RRUimm
                        | Shape::Load
                        | Shape::Lui
                        | Shape::MoveFromHiLo
                );
                // `movn t, d, c; ...; move d, t` (a select whose result
                // goes back to the register of one of its choices) is
                // `movz d, t, c`: the caller flips the condition.
                let tied_into_d = matches!(m.inst.op, Opcode::Movz | Opcode::Movn)
                    && m.inst.rb == d
                    && m.inst.ra == t;
                let ok = (plain_def && e.reads & db == 0 || tied_into_d)
                    && m.inst.ra == t
                    && e.writes == tb
                    && m.role == Role::Body
                    && !is_slot(&self.items, k);
                return ok.then_some((k, rewrites));
            }
            if (e.reads | e.writes) & db != 0 {
                return None;
            }
            if e.reads & tb != 0 {
                source_fields(m)?;
                rewrites.push(k);
            }
        }
        None
    }

    /// If item `i` is a copy whose destination can be replaced by its
    /// source everywhere it is read, the items to rewrite.
    pub(super) fn forwardable_copy(&self, i: usize, live: &[u32]) -> Option<Vec<usize>> {
        let MachItem::Inst(copy) = &self.items[i] else {
            return None;
        };
        let ins = &copy.inst;
        let is_copy =
            ins.op == Opcode::Addu && ins.rb == Reg::ZERO && matches!(copy.fixup, Fixup::None);
        if !is_copy || ins.ra == Reg::ZERO || ins.ra == ins.rc || copy.role != Role::Body {
            return None;
        }
        if is_slot(&self.items, i) {
            return None;
        }
        let (d, s) = (ins.ra, ins.rc);
        let (db, sb) = (bit(d), bit(s));
        let mut rewrites = Vec::new();
        for j in i + 1..self.items.len() {
            let m = match &self.items[j] {
                MachItem::Cfi(_) => continue,
                MachItem::Label(_) => return (live[j] & db == 0).then_some(rewrites),
                MachItem::Inst(m) => m,
            };
            if m.has_delay_slot() || m.ends_flow() || !matches!(m.fixup, Fixup::None) {
                // The region ends here: `d` must be dead from here on.
                return (live[j] & db == 0).then_some(rewrites);
            }
            let e = effects(m)?;
            if e.reads & db != 0 {
                source_fields(m)?;
                rewrites.push(j);
            }
            if e.writes & db != 0 {
                return Some(rewrites);
            }
            if e.writes & sb != 0 {
                // `s` changes: `d` must not be needed after this.
                return (live.get(j + 1).copied().unwrap_or(u32::MAX) & db == 0)
                    .then_some(rewrites);
            }
        }
        None
    }
}
