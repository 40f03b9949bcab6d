//! Copy propagation: deletes register copies by forwarding the source to
//! the destination's reads, or by computing a dying source straight into
//! the destination. Runs inside `redundant-reloads`.

use super::cfg::{LabelIndex, is_slot};
use super::effects::{bit, effects};
use super::model::{CfiOp, Fixup, MachFunction, MachInst, MachItem, Role};
use egret_cpu0::isa::{Opcode, Reg, RegEffects, Shape};

/// The operand fields `m` reads as plain sources (never a tied
/// destination): `(ra, rb, rc)` flags from the instruction table, or `None`
/// when the instruction reads a register it also writes through the same
/// field, or touches coprocessor 0.
fn source_fields(m: &MachInst) -> Option<(bool, bool, bool)> {
    let e = m.inst.op.effects();
    let tied = e.reads_a && e.writes_a;
    let coprocessor = (e.implicit_reads | e.implicit_writes) & RegEffects::C0 != 0;
    (!tied && !coprocessor).then_some((e.reads_a, e.reads_b, e.reads_c))
}

/// Makes the instructions at `at` read `to` wherever they read `from`.
fn rename_sources(items: &mut [MachItem], at: &[usize], from: Reg, to: Reg) {
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
    if !f.items.iter().any(is_body_copy) {
        return false;
    }
    let mut state = CopyState {
        live: f.liveness(),
        labels: f.label_indices(),
        dead: vec![false; f.items.len()],
    };
    let mut changed = false;
    let mut i = 0;
    while i < f.items.len() {
        // Forwarding a source can make a later copy read what it writes
        // (`d = s; s = d` becomes `s = s`): that copy does nothing.
        if matches!(&f.items[i], MachItem::Inst(m) if is_body_copy(&f.items[i]) && m.inst.ra == m.inst.rc)
            && !is_slot(&f.items, i)
        {
            state.remove(f, i);
            state.update(f, i, i + 1);
        } else if let Some(rewrites) = f.forwardable_copy(i, &state.live) {
            let (d, s) = copy_operands(f, i);
            rename_sources(&mut f.items, &rewrites, d, s);
            state.remove(f, i);
            let hi = rewrites.iter().copied().max().map_or(i, |r| r.max(i)) + 1;
            state.update(f, i, hi);
        } else if let Some((def, rewrites)) = f.backward_copy(i, &state.live) {
            let (d, t) = copy_operands(f, i);
            compute_into(&mut f.items[def], d, t);
            rename_sources(&mut f.items, &rewrites, t, d);
            state.remove(f, i);
            state.update(f, def, i + 1);
        } else {
            i += 1;
            continue;
        }
        changed = true;
    }
    if state.dead.contains(&true) {
        let dead = state.dead;
        let mut k = 0;
        f.items.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    }
    changed
}

/// Whether `it` is a register copy of the body (`addu d, $zero, s`).
fn is_body_copy(it: &MachItem) -> bool {
    matches!(it, MachItem::Inst(m) if m.inst.op == Opcode::Addu
        && m.inst.rb == Reg::ZERO
        && matches!(m.fixup, Fixup::None)
        && m.role == Role::Body)
}

/// The destination and source of the copy at item `i`.
fn copy_operands(f: &MachFunction, i: usize) -> (Reg, Reg) {
    match &f.items[i] {
        MachItem::Inst(copy) => (copy.inst.ra, copy.inst.rc),
        _ => unreachable!("a copy is an instruction"),
    }
}

/// Makes the instruction `def` that computed `t` compute `d` instead.
/// `movn t, d, c` then `d = t` is `movz d, t, c` (and the reverse): `d`
/// keeps its value exactly when `t` would have been overwritten with it.
fn compute_into(def: &mut MachItem, d: Reg, t: Reg) {
    if let MachItem::Inst(m) = def {
        if let Opcode::Movn | Opcode::Movz = m.inst.op {
            m.inst.op = if m.inst.op == Opcode::Movn {
                Opcode::Movz
            } else {
                Opcode::Movn
            };
            m.inst.rb = t;
        }
        m.inst.ra = d;
    }
}

/// What [`forward_copies`] keeps up to date while it rewrites.
///
/// A removed copy becomes a tombstone (a CFI item, which every analysis
/// here looks through: liveness passes it on unchanged, the copy searches
/// step over it) and the tombstones go at the end: removing each copy from
/// the vector at once was quadratic. Tombstones only left at the end of
/// the items are dropped at once, so that the end of the items stays where
/// it was. Item numbers never change, and neither do the label indices.
struct CopyState {
    /// The registers live before each item.
    live: Vec<u32>,
    labels: LabelIndex,
    /// The tombstones.
    dead: Vec<bool>,
}

impl CopyState {
    /// Removes item `i`: a tombstone, or the end of the items when nothing
    /// but tombstones follows it.
    fn remove(&mut self, f: &mut MachFunction, i: usize) {
        if self.dead[i + 1..].iter().all(|&d| d) {
            let mut end = i;
            while end > 0 && self.dead[end - 1] {
                end -= 1;
            }
            f.items.truncate(end);
            self.live.truncate(end);
            self.dead.truncate(end);
        } else {
            f.items[i] = MachItem::Cfi(CfiOp::RememberState);
            self.dead[i] = true;
        }
    }

    /// Brings the liveness up to date after a change to items
    /// `first..hi`. A rewrite stays between two labels and leaves the
    /// liveness at both ends as it was, so only that stretch is recomputed
    /// (the whole function when its entry did change after all).
    fn update(&mut self, f: &MachFunction, first: usize, hi: usize) {
        let n = f.items.len();
        let (first, hi) = (first.min(n), hi.min(n));
        let is_label = |it: &MachItem| matches!(it, MachItem::Label(_));
        let lo = f.items[..first].iter().rposition(is_label).unwrap_or(0);
        let entry = self.live[lo];
        f.relive(&mut self.live, &self.labels, lo, hi, first);
        if self.live[lo] != entry {
            self.live = f.liveness();
        }
    }
}

impl MachFunction {
    /// If item `i` is a copy `addu d, $zero, t` whose source `t` dies there
    /// and was computed earlier in straight-line code by an instruction
    /// that can write `d` instead (`d` untouched in between), that
    /// instruction and the reads of `t` in between to rewrite.
    fn backward_copy(&self, i: usize, live: &[u32]) -> Option<(usize, Vec<usize>)> {
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
    fn forwardable_copy(&self, i: usize, live: &[u32]) -> Option<Vec<usize>> {
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
