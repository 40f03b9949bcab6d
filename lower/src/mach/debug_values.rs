//! Where variables are in the final code: regalloc2's `debug_locations`
//! (a labelled value is in an allocation over a range of VCode program
//! points) carried through the passes that move, copy and delete machine
//! instructions.
//!
//! Every emitted instruction carries its [`MachInst::origin`] and emission
//! knows the VCode instruction it is code of. An instruction of the final
//! code reads its variables at that VCode instruction's program point — but
//! only where that is still true after the passes: a variable is said to be
//! in register `r` at an instruction only when the last instruction writing
//! `r` before it, in its block, is the same emitted instruction in the final
//! code as in the code as emitted (so `r` holds what regalloc2 meant), and
//! is not part of the same VCode instruction's code (whose first
//! instruction is where the program point is). Anything else — a register
//! written by a pass's new or moved instruction, a value live into the block,
//! a stack slot, the instructions of regalloc2's moves and of the prologue —
//! gets no location: a location may be missing, never wrong.

use super::effects::{bit, effects};
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem};
use egret_cpu0::isa::{Opcode, Reg};
use regalloc2::{Allocation, ProgPoint};
use std::collections::{BTreeMap, HashMap};

/// The writer of a register not written since the function's entry.
const LIVE_IN: u32 = u32::MAX - 1;

/// The writer of a register that paths into a point disagree on.
const CONFLICT: u32 = u32::MAX - 2;

/// For each of the 16 registers, the origin of its last writer.
type Writers = [u32; 16];

/// The registers a call may change: all but `$zero`, `$sp` and the
/// callee-saved `$fp`, `$s0`, `$s1`.
const CALL_WRITES: u32 =
    0xFFFF & !(bit(Reg::ZERO) | bit(Reg::SP) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1));

/// Where a variable is over a range of code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarPlace {
    /// In this Cpu0 register.
    Register(u8),
    /// Not stored, but this constant.
    Constant(i64),
}

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
    /// Constant bindings: `(from, to, label, value)` over VCode instructions.
    pub constants: &'a [(u32, u32, u32, i64)],
}

/// The general registers `mi` writes (a call: everything it may change).
fn writes(mi: &MachInst) -> u32 {
    let own = effects(mi).map_or(0xFFFF, |e| e.writes & 0xFFFF);
    match mi.inst.op {
        Opcode::Jsub | Opcode::Jalr | Opcode::Bal => own | CALL_WRITES,
        _ => own,
    }
}

/// A run of items from a label (or the start) to the next label.
struct Region {
    start: usize,
    end: usize,
}

/// Meets `from` into `into` (`None`: no path seen yet): a register keeps
/// its writer where both agree, else becomes `CONFLICT`.
fn meet_into(into: &mut Option<Writers>, from: &Writers) -> bool {
    match into {
        None => {
            *into = Some(*from);
            true
        }
        Some(w) => {
            let mut changed = false;
            for (a, &b) in w.iter_mut().zip(from) {
                if *a != b && *a != CONFLICT {
                    *a = CONFLICT;
                    changed = true;
                }
            }
            changed
        }
    }
}

/// Applies `mi`'s writes to `state`.
fn apply(state: &mut Writers, mi: &MachInst) {
    let w = writes(mi);
    for (r, s) in state.iter_mut().enumerate() {
        if w & (1 << r) != 0 {
            *s = mi.origin;
        }
    }
}

/// The code of `f` split at its labels, and the region of each label.
fn regions(f: &MachFunction) -> (Vec<Region>, HashMap<Label, usize>) {
    let mut regions = vec![Region { start: 0, end: 0 }];
    let mut of_label = HashMap::new();
    for (k, item) in f.items.iter().enumerate() {
        if let MachItem::Label(l) = item {
            if let Some(r) = regions.last_mut() {
                r.end = k;
            }
            regions.push(Region {
                start: k + 1,
                end: k + 1,
            });
            of_label.insert(*l, regions.len() - 1);
        }
    }
    if let Some(r) = regions.last_mut() {
        r.end = f.items.len();
    }
    (regions, of_label)
}

/// Calls `visit` with each reachable instruction of `f` (and its index
/// among all instructions) and the last writer of each register before it
/// on every path (`CONFLICT` where paths disagree, `LIVE_IN` for the
/// function's entry values): a forward dataflow over branches, jump tables
/// and fall-through, where a branch's successors see its delay slot's
/// writes.
fn scan(f: &MachFunction, mut visit: impl FnMut(usize, &MachInst, &Writers)) {
    let (regions, of_label) = regions(f);
    let mut inputs: Vec<Option<Writers>> = vec![None; regions.len()];
    inputs[0] = Some([LIVE_IN; 16]);
    // Each register of each region changes at most twice (unseen, one
    // writer, conflict): the bound only guards against a bug.
    let rounds = regions.len().saturating_mul(34).saturating_add(2);
    for _ in 0..rounds {
        let mut changed = false;
        for k in 0..regions.len() {
            let Some(state) = inputs[k] else { continue };
            for (to, out) in region_exits(f, &regions[k], k, &of_label, state, &mut |_, _, _| {}) {
                if let Some(slot) = inputs.get_mut(to) {
                    changed |= meet_into(slot, &out);
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut index = vec![0usize; regions.len()];
    let mut n = 0;
    for (k, r) in regions.iter().enumerate() {
        index[k] = n;
        n += f.items[r.start..r.end]
            .iter()
            .filter(|i| matches!(i, MachItem::Inst(_)))
            .count();
    }
    for (k, r) in regions.iter().enumerate() {
        if let Some(state) = inputs[k] {
            region_exits(f, r, k, &of_label, state, &mut |j, mi, w| {
                visit(index[k] + j, mi, w)
            });
        }
    }
}

/// Runs region `k` from `state`, calling `visit` before each instruction,
/// and returns the states leaving it: to each branch target (after the
/// delay slot) and to the next region where control falls through.
fn region_exits(
    f: &MachFunction,
    r: &Region,
    k: usize,
    of_label: &HashMap<Label, usize>,
    mut state: Writers,
    visit: &mut dyn FnMut(usize, &MachInst, &Writers),
) -> Vec<(usize, Writers)> {
    let mut exits = Vec::new();
    let mut pending: Vec<usize> = Vec::new();
    let mut slot_due = false;
    let mut ended = false;
    let insts = f.items[r.start..r.end].iter().filter_map(|i| match i {
        MachItem::Inst(mi) => Some(mi),
        _ => None,
    });
    for (j, mi) in insts.enumerate() {
        visit(j, mi, &state);
        apply(&mut state, mi);
        let was_slot = slot_due;
        slot_due = false;
        let mut targets: Vec<usize> = Vec::new();
        match mi.fixup {
            Fixup::Branch(l) => targets.extend(of_label.get(&l).copied()),
            Fixup::JumpTable(t) => targets.extend(
                f.jump_tables
                    .get(t as usize)
                    .into_iter()
                    .flatten()
                    .filter_map(|l| of_label.get(l).copied()),
            ),
            _ => {}
        }
        if mi.has_delay_slot() && !was_slot {
            pending = targets;
            slot_due = true;
        } else {
            exits.extend(targets.into_iter().map(|t| (t, state)));
        }
        if was_slot {
            exits.extend(pending.drain(..).map(|t| (t, state)));
        }
        ended |= mi.ends_flow();
    }
    exits.extend(pending.drain(..).map(|t| (t, state)));
    if !ended {
        exits.push((k + 1, state));
    }
    exits
}

/// The locations of each label in the final code `finished` (every
/// instruction one word).
pub fn label_ranges(facts: &DebugFacts, finished: &MachFunction) -> Vec<LabelRanges> {
    let DebugFacts {
        emitted,
        origins,
        locations,
        constants,
    } = *facts;
    if locations.is_empty() && constants.is_empty() {
        return Vec::new();
    }
    let mut before: Vec<Writers> = vec![[LIVE_IN; 16]; origins.len()];
    scan(emitted, |_, mi, w| {
        if let Some(slot) = before.get_mut(mi.origin as usize) {
            *slot = *w;
        }
    });
    let mut labels: Vec<u32> = locations.iter().map(|l| l.0).collect();
    labels.dedup();
    let mut out: BTreeMap<u32, Vec<(u32, u32, VarPlace)>> = BTreeMap::new();
    scan(finished, |k, mi, w| {
        let Some(&Some(vi)) = origins.get(mi.origin as usize) else {
            return;
        };
        let offset = (k as u32).saturating_mul(4);
        for &(from, to, label, value) in constants {
            if from <= vi && vi < to {
                extend(
                    out.entry(label).or_default(),
                    offset,
                    VarPlace::Constant(value),
                );
            }
        }
        let point = ProgPoint::before(regalloc2::Inst::new(vi as usize));
        let original = &before[mi.origin as usize];
        let holds = |r: usize| {
            let writer = w[r];
            writer == original[r]
                && writer != LIVE_IN
                && writer != CONFLICT
                && origins.get(writer as usize).is_some_and(|&o| o != Some(vi))
        };
        for &label in &labels {
            let Some(r) = register_at(locations, label, point) else {
                continue;
            };
            if holds(r as usize) {
                extend(out.entry(label).or_default(), offset, VarPlace::Register(r));
            }
        }
    });
    out.into_iter()
        .map(|(label, ranges)| LabelRanges { label, ranges })
        .collect()
}

/// The register regalloc2 says `label` is in at `point`, if a register.
fn register_at(
    locations: &[(u32, ProgPoint, ProgPoint, Allocation)],
    label: u32,
    point: ProgPoint,
) -> Option<u8> {
    // Sorted by label, then start: the last range of `label` starting at or
    // before `point`.
    let k = locations.partition_point(|l| (l.0, l.1) <= (label, point));
    let &(l, from, to, alloc) = locations.get(k.checked_sub(1)?)?;
    if l != label || !(from <= point && point < to) {
        return None;
    }
    let preg = alloc.as_reg()?;
    let r = preg.hw_enc();
    (r < 16 && r != 0).then_some(r as u8)
}

/// Adds the word at `offset`, where the variable is at `place`, to `ranges`.
fn extend(ranges: &mut Vec<(u32, u32, VarPlace)>, offset: u32, place: VarPlace) {
    match ranges.last_mut() {
        Some(last) if last.1 == offset && last.2 == place => last.1 = offset + 4,
        _ => ranges.push((offset, offset + 4, place)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mach::model::NO_ORIGIN;
    use crate::mach::model::{Fixup, Role};
    use egret_cpu0::isa::Inst;
    use egret_llvmlite::SrcLoc;
    use regalloc2::{PReg, RegClass};

    fn op(o: Opcode, rd: Reg, rs: Reg, origin: u32) -> MachItem {
        MachItem::Inst(MachInst {
            inst: Inst::new(o, rd, rs, Reg::ZERO, 0),
            fixup: Fixup::None,
            loc: SrcLoc::default(),
            role: Role::Body,
            origin,
            volatile: false,
        })
    }

    fn in_reg(label: u32, from: usize, to: usize, r: u8) -> Loc {
        (
            label,
            ProgPoint::before(regalloc2::Inst::new(from)),
            ProgPoint::before(regalloc2::Inst::new(to)),
            Allocation::reg(PReg::new(r as usize, RegClass::Int)),
        )
    }

    type Loc = (u32, ProgPoint, ProgPoint, Allocation);

    fn code(items: Vec<MachItem>) -> MachFunction {
        let mut f = MachFunction::new("f", 1);
        f.items = items;
        f
    }

    fn facts<'a>(
        emitted: &'a MachFunction,
        origins: &'a [Option<u32>],
        locs: &'a [Loc],
    ) -> DebugFacts<'a> {
        DebugFacts {
            emitted,
            origins,
            locations: locs,
            constants: &[],
        }
    }

    #[test]
    fn a_constant_holds_over_its_instructions() {
        let origins = [Some(0), Some(1), Some(2)];
        let none = code(Vec::new());
        let mut f = facts(&none, &origins, &[]);
        let constants = [(1, 3, 7, -5)];
        f.constants = &constants;
        let got = label_ranges(&f, &code(emitted()));
        let c = VarPlace::Constant(-5);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 7,
                ranges: vec![(4, 12, c)]
            }]
        );
    }

    /// `t0 = a0 + 0` (VCode inst 0), then two uses (insts 1, 2); the label
    /// says the variable is in `t0` before insts 1 and 2.
    fn emitted() -> Vec<MachItem> {
        vec![
            MachItem::Label(0),
            op(Opcode::Addu, Reg::T0, Reg::A0, 0),
            op(Opcode::Addu, Reg::V0, Reg::T0, 1),
            op(Opcode::Addu, Reg::V1, Reg::T0, 2),
        ]
    }

    #[test]
    fn unchanged_code_keeps_the_register() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(emitted()));
        let t0 = VarPlace::Register(Reg::T0.0);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(4, 12, t0)]
            }]
        );
    }

    #[test]
    fn a_use_moved_above_the_definition_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let mut moved = emitted();
        moved.swap(1, 2);
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(moved));
        // At offset 0 (inst 1, moved up) `t0` is not yet written; at 8
        // (inst 2) it is.
        let t0 = VarPlace::Register(Reg::T0.0);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(8, 12, t0)]
            }]
        );
    }

    #[test]
    fn a_register_a_pass_rewrote_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let mut rewritten = emitted();
        rewritten.insert(2, op(Opcode::Addu, Reg::T0, Reg::A1, NO_ORIGIN));
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(rewritten));
        assert!(got.is_empty(), "{got:?}");
    }

    #[test]
    fn a_call_clobbers_caller_saved_registers() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let mut with_call = emitted();
        with_call.insert(2, op(Opcode::Jsub, Reg::ZERO, Reg::ZERO, NO_ORIGIN));
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
        assert!(got.is_empty(), "{got:?}");
    }
}
