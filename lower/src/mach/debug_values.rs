//! Where variables are in the final code: regalloc2's `debug_locations`
//! (a labelled value is in an allocation over a range of VCode program
//! points) carried through the passes that move, copy and delete machine
//! instructions, and then kept while they stay true.
//!
//! Every emitted instruction carries its [`MachInst::origin`] and emission
//! knows the VCode instruction it is code of. An instruction of the final
//! code reads its variables at that VCode instruction's program point — but
//! only where that is still true after the passes: a variable is said to be
//! in register `r` at an instruction only when the instructions that may
//! have written `r` last before it (over every path; "none since the
//! function's entry" counts as one, the entry value) are the same emitted
//! instructions in the final code as in the code as emitted (so `r` holds
//! what regalloc2 meant), and none of them is part of the same VCode
//! instruction's code (whose first instruction is where the program point
//! is); a spill slot of a `$sp` frame likewise. Anything else — a register
//! written by a pass's new or moved instruction, paths a pass added or
//! removed, the instructions of the prologue — is not confirmed there.
//!
//! From the places so confirmed, [`carry`] keeps each value where it is
//! past regalloc2's range (where the value is dead) until its place is
//! written or the variable is rebound, and follows its copies, as LLVM's
//! LiveDebugValues does: a location may be missing, never wrong.

mod carry;
mod flow;

use super::model::{MachFunction, MachInst, MachItem};
use crate::debug_vars::{EntryLabel, FixedLabel};
pub use carry::Definitions;
pub use carry::VarPlace;
use carry::{Bindings, Carry, Confirmed, Gen, extend};
use flow::{LIVE_IN, Slots, Writers, scan_writers};
use regalloc2::{Allocation, ProgPoint};
use std::collections::BTreeMap;

/// Where a labelled variable is in final code: `(start, end, place)`
/// byte ranges within the function, sorted and disjoint.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LabelRanges {
    /// The label (`crate::lower::LoweredFunction::debug_vars` index).
    pub label: u32,
    /// The ranges and the place over each.
    pub ranges: Vec<(u32, u32, VarPlace)>,
}

/// What [`label_ranges`] reads about the code as emitted.
pub struct DebugFacts<'a> {
    /// The code as emitted, before the passes.
    pub emitted: &'a MachFunction,
    /// The VCode instruction of each origin (`crate::emit::EmittedFunction`).
    pub origins: &'a [Option<u32>],
    /// regalloc2's `debug_locations`.
    pub locations: &'a [(u32, ProgPoint, ProgPoint, Allocation)],
    /// Bindings to constants and incoming slots: `(from, to, label,
    /// place)` over VCode instructions.
    pub fixed: &'a [FixedLabel],
    /// Labels bound from the function's start to a parameter arriving in
    /// a register, which is where it is until written.
    pub entry: &'a [EntryLabel],
    /// The ranges lowering asked regalloc2 to describe
    /// (`crate::vcode::VCode::debug_labels`): over `[from, to)` the label
    /// is the value of the virtual register.
    pub requested: &'a [(regalloc2::VReg, regalloc2::Inst, regalloc2::Inst, u32)],
    /// The offset of `$sp` from the canonical frame address in the body
    /// (minus the frame size), for values in spill slots.
    pub sp_cfa_offset: i32,
    /// Where the labelled virtual registers are defined (where their
    /// values change).
    pub definitions: &'a Definitions,
}

/// The locations of each label in the final code `finished` (every
/// instruction one word): where regalloc2 places it and the module doc's
/// checks confirm it, and where `carry` keeps it.
pub fn label_ranges(facts: &DebugFacts, finished: &MachFunction) -> Vec<LabelRanges> {
    if facts.locations.is_empty() && facts.fixed.is_empty() && facts.entry.is_empty() {
        return Vec::new();
    }
    // (Both codes must agree on where the slots are.)
    let slots = if facts.emitted.private_stack == finished.private_stack {
        Slots::of(facts.emitted)
    } else {
        Slots::default()
    };
    let mut before: Vec<Option<Writers>> = vec![None; facts.origins.len()];
    scan_writers(facts.emitted, slots, |_, mi, w| {
        if let Some(slot) = before.get_mut(mi.origin as usize) {
            *slot = Some(w.clone());
        }
    });
    let mut out: BTreeMap<u32, Vec<(u32, u32, VarPlace)>> = BTreeMap::new();
    let count = finished
        .items
        .iter()
        .filter(|i| matches!(i, MachItem::Inst(_)))
        .count();
    let mut labels: Vec<u32> = facts.locations.iter().map(|l| l.0).collect();
    labels.dedup();
    let checks = Checks {
        facts,
        slots,
        before: &before,
        labels: &labels,
    };
    let gaps = gap_neighbours(finished, facts.origins);
    let mut confirmed: Vec<Option<Confirmed>> = vec![None; count];
    scan_writers(finished, slots, |k, mi, w| {
        let offset = (k as u32).saturating_mul(4);
        let gap = gaps.get(k).copied().unwrap_or_default();
        let c = checks.confirm(mi, w, offset, gap, &mut out);
        if let Some(slot) = confirmed.get_mut(k) {
            *slot = Some(c);
        }
    });
    carry::set_next(finished, facts.origins, &mut confirmed);
    let bindings = Bindings::new(facts.requested, facts.definitions);
    let place = |state: usize| place_of(facts, slots, state);
    let carry = Carry {
        confirmed: &confirmed,
        bindings: &bindings,
        slots,
        place: &place,
        entry: facts.entry,
    };
    carry.run(finished, &mut out);
    out.into_iter()
        .map(|(label, ranges)| LabelRanges { label, ranges })
        .collect()
}

/// The place of a [`Writers`] index: a register, or a followed spill
/// slot's word from the canonical frame address.
fn place_of(facts: &DebugFacts, slots: Slots, state: usize) -> Option<VarPlace> {
    if state < 16 {
        return Some(VarPlace::Register(state as u8));
    }
    let k = state - 16;
    let at = i64::from(facts.sp_cfa_offset) + i64::from(slots.start) + 4 * k as i64;
    i32::try_from(at).ok().map(VarPlace::Frame)
}

/// What confirming a place needs: the facts, the slots followed, the last
/// writers before each instruction of the code as emitted (by origin) and
/// the labels regalloc2 places.
struct Checks<'a> {
    facts: &'a DebugFacts<'a>,
    slots: Slots,
    before: &'a [Option<Writers>],
    labels: &'a [u32],
}

impl Checks<'_> {
    /// What instruction `mi` of the final code (at byte `offset`, with `w`
    /// its registers' and slots' last writers) confirms: the constants and
    /// incoming slots bound there (added to `out`) and the places regalloc2 gives there that still
    /// hold the value (the same last writers as in the code as emitted, none
    /// of them code of the same VCode instruction).
    fn confirm(
        &self,
        mi: &MachInst,
        w: &Writers,
        offset: u32,
        gap: Gap,
        out: &mut BTreeMap<u32, Vec<(u32, u32, VarPlace)>>,
    ) -> Confirmed {
        let Checks {
            facts,
            slots,
            before,
            labels,
        } = *self;
        let origins = facts.origins;
        let Some(&Some(vi)) = origins.get(mi.origin as usize) else {
            fixed_in_gap(facts.fixed, gap, offset, out);
            return Confirmed::default();
        };
        for &(from, to, label, place) in facts.fixed {
            if from <= vi && vi < to {
                extend(out.entry(label).or_default(), offset, place);
            }
        }
        let mut gens = Vec::new();
        if let Some(Some(original)) = before.get(mi.origin as usize) {
            // (A slot's entry contents are nobody's value.)
            let holds = |r: usize| {
                w.get(r).is_some_and(|now| Some(now) == original.get(r))
                    && w[r].iter().all(|&writer| {
                        (writer == LIVE_IN && r < 16)
                            || origins.get(writer as usize).is_some_and(|&o| o != Some(vi))
                    })
            };
            let point = ProgPoint::before(regalloc2::Inst::new(vi as usize));
            for &label in labels {
                let state = match place_at(facts.locations, label, point) {
                    Some(Held::Register(r)) => usize::from(r),
                    Some(Held::Slot(k)) if k < slots.count => 16 + k,
                    _ => continue,
                };
                if let Some(place) = place_of(facts, slots, state).filter(|_| holds(state)) {
                    gens.push(Gen {
                        label,
                        state,
                        place,
                    });
                }
            }
        }
        Confirmed {
            vi: Some(vi),
            gens,
            next_vi: None,
            slot: false,
        }
    }
}

/// For an instruction of the final code with no VCode instruction, the
/// VCode instructions of the nearest instructions before and after it
/// that have one (`None` before: it is in the prologue).
#[derive(Clone, Copy, Default)]
struct Gap {
    before: Option<u32>,
    after: Option<u32>,
}

/// The [`Gap`] of every instruction of `finished` (meaningful only for
/// those with no VCode instruction).
fn gap_neighbours(finished: &MachFunction, origins: &[Option<u32>]) -> Vec<Gap> {
    let vis: Vec<Option<u32>> = finished
        .items
        .iter()
        .filter_map(|item| match item {
            MachItem::Inst(mi) => Some(origins.get(mi.origin as usize).copied().flatten()),
            _ => None,
        })
        .collect();
    let mut gaps = vec![Gap::default(); vis.len()];
    let mut before = None;
    for (gap, &vi) in gaps.iter_mut().zip(&vis) {
        gap.before = before;
        before = vi.or(before);
    }
    let mut after = None;
    for (gap, &vi) in gaps.iter_mut().zip(&vis).rev() {
        gap.after = after;
        after = vi.or(after);
    }
    gaps
}

/// The fixed bindings (constants, incoming slots) at an instruction with
/// no VCode instruction (prologue and epilogue code, a move regalloc2 or a
/// pass put there, a filled delay slot's `nop`), at byte `offset`: those
/// that hold over every VCode instruction from the nearest one before it
/// to the nearest one after it (in that order, so code a pass moved
/// between them is not covered), which includes the point it stands at;
/// and in the prologue, an incoming slot bound at or before the first
/// VCode instruction (the slot is the caller's, its contents those of the
/// function's entry; a constant is left out there, as the variable may not
/// be assigned yet).
fn fixed_in_gap(
    fixed: &[FixedLabel],
    gap: Gap,
    offset: u32,
    out: &mut BTreeMap<u32, Vec<(u32, u32, VarPlace)>>,
) {
    let Some(after) = gap.after else {
        return;
    };
    for &(from, to, label, place) in fixed {
        let starts = match gap.before {
            Some(before) => before <= after && from <= before,
            None => from <= after && matches!(place, VarPlace::Frame(_)),
        };
        if starts && after < to {
            extend(out.entry(label).or_default(), offset, place);
        }
    }
}

/// Where regalloc2 says a label is.
enum Held {
    /// A general register other than `$zero`.
    Register(u8),
    /// A spill slot.
    Slot(usize),
}

/// Where regalloc2 says `label` is at `point`.
fn place_at(
    locations: &[(u32, ProgPoint, ProgPoint, Allocation)],
    label: u32,
    point: ProgPoint,
) -> Option<Held> {
    // Sorted by label, then start: the last range of `label` starting at or
    // before `point`.
    let k = locations.partition_point(|l| (l.0, l.1) <= (label, point));
    let &(l, from, to, alloc) = locations.get(k.checked_sub(1)?)?;
    if l != label || !(from <= point && point < to) {
        return None;
    }
    if let Some(slot) = alloc.as_stack() {
        return Some(Held::Slot(slot.index()));
    }
    let r = alloc.as_reg()?.hw_enc();
    (r < 16 && r != 0).then_some(Held::Register(r as u8))
}

#[cfg(test)]
mod tests;
