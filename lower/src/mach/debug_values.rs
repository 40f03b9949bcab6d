//! Where variables are in the final code: regalloc2's `debug_locations`
//! (a labelled value is in an allocation over a range of VCode program
//! points) carried through the passes that move, copy and delete machine
//! instructions.
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
//! is). Anything else — a register written by a pass's new or moved
//! instruction, paths a pass added or removed, a stack slot, the
//! instructions of the prologue — gets no location: a location may be
//! missing, never wrong.

use super::effects::{bit, effects};
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem};
use egret_cpu0::isa::{Opcode, Reg};
use regalloc2::{Allocation, ProgPoint};
use std::collections::{BTreeMap, HashMap};

/// The writer of a register not written since the function's entry.
const LIVE_IN: u32 = u32::MAX - 1;

/// The only member of a writer set that grew past [`MAX_WRITERS`]: the
/// register is not described there.
const CONFLICT: u32 = u32::MAX - 2;

/// The most last writers a register may have at a point and still be
/// described (a bound on the dataflow's work, too).
const MAX_WRITERS: usize = 8;

/// The most spill slots followed (a bound on the dataflow's state).
const MAX_SLOTS: usize = 64;

/// For each of the 16 registers and then each spill slot followed, the
/// origins of the instructions that may have written it last (sorted,
/// deduplicated; [`LIVE_IN`] for "none since the entry", `[CONFLICT]` for
/// too many).
type Writers = Vec<Vec<u32>>;

/// The spill slots of a frame addressed from `$sp`: byte offsets `[start,
/// end)` from `$sp` ([`super::model::PrivateStack::spill`]: no instruction
/// reaches them through another address), of which the first
/// [`MAX_SLOTS`] words are followed.
#[derive(Copy, Clone, Debug, Default)]
struct Slots {
    start: i32,
    count: usize,
}

impl Slots {
    fn of(f: &MachFunction) -> Slots {
        f.private_stack.map_or(Slots::default(), |p| Slots {
            start: p.spill.0,
            count: usize::try_from(p.spill.1.saturating_sub(p.spill.0) / 4)
                .unwrap_or(0)
                .min(MAX_SLOTS),
        })
    }

    /// The slots (indices) a store of `mi` writes: one at `$sp` + an
    /// offset that overlaps them.
    fn written(&self, mi: &MachInst) -> std::ops::Range<usize> {
        let size = match mi.inst.op {
            Opcode::St => 4,
            Opcode::Sh => 2,
            Opcode::Sb => 1,
            _ => return 0..0,
        };
        if mi.inst.rb != Reg::SP || self.count == 0 {
            return 0..0;
        }
        let from = i64::from(mi.inst.imm) - i64::from(self.start);
        let to = from + size;
        let first = from.max(0) / 4;
        let end = ((to + 3) / 4).min(self.count as i64);
        match (usize::try_from(first), usize::try_from(end)) {
            (Ok(a), Ok(b)) if a < b => a..b,
            _ => 0..0,
        }
    }
}

/// The state at the function's entry: every register holds its entry
/// value, every slot its (unknown) entry contents.
fn at_entry(slots: Slots) -> Writers {
    vec![vec![LIVE_IN]; 16 + slots.count]
}

/// The registers a call of an unknown callee (through a register) may
/// change: all but `$zero`, `$sp` and the callee-saved `$fp`, `$s0`, `$s1`.
const CALL_WRITES: u32 =
    0xFFFF & !(bit(Reg::ZERO) | bit(Reg::SP) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1));

/// Where a variable is over a range of code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarPlace {
    /// In this Cpu0 register.
    Register(u8),
    /// In the stack word at this offset from the canonical frame address
    /// (a spill slot).
    Frame(i32),
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
    /// The ranges lowering asked regalloc2 to describe
    /// (`crate::vcode::VCode::debug_labels`): over `[from, to)` the label
    /// is the value of the virtual register.
    pub requested: &'a [(regalloc2::VReg, regalloc2::Inst, regalloc2::Inst, u32)],
    /// The offset of `$sp` from the canonical frame address in the body
    /// (minus the frame size), for values in spill slots.
    pub sp_cfa_offset: i32,
}

/// The general registers `mi` writes (a call: everything it may change,
/// which for a direct call is what its `CallFacts` say it kills: a value
/// in a register a runtime routine keeps stays described across it).
fn writes(mi: &MachInst) -> u32 {
    let own = effects(mi).map_or(0xFFFF, |e| e.writes & 0xFFFF);
    match (&mi.fixup, mi.inst.op) {
        (Fixup::Call(_, _, facts), _) => own | (facts.kills & 0xFFFF),
        (_, Opcode::Jsub | Opcode::Jalr | Opcode::Bal) => own | CALL_WRITES,
        _ => own,
    }
}

/// A run of items from a label (or the start) to the next label.
struct Region {
    start: usize,
    end: usize,
}

/// Meets `from` into `into` (`None`: no path seen yet): each register's
/// writers become the union of both (`[CONFLICT]` past [`MAX_WRITERS`]).
fn meet_into(into: &mut Option<Writers>, from: &Writers) -> bool {
    let Some(w) = into else {
        *into = Some(from.clone());
        return true;
    };
    let mut changed = false;
    for (a, b) in w.iter_mut().zip(from) {
        if a.as_slice() == [CONFLICT] || a == b {
            continue;
        }
        let mut union = a.clone();
        if b.as_slice() == [CONFLICT] {
            union = vec![CONFLICT];
        } else {
            union.extend_from_slice(b);
            union.sort_unstable();
            union.dedup();
            if union.len() > MAX_WRITERS {
                union = vec![CONFLICT];
            }
        }
        if union != *a {
            *a = union;
            changed = true;
        }
    }
    changed
}

/// Applies `mi`'s writes (registers and spill slots) to `state`.
fn apply(state: &mut Writers, mi: &MachInst, slots: Slots) {
    let w = writes(mi);
    let written = slots.written(mi);
    for (r, s) in state.iter_mut().enumerate() {
        let hit = if r < 16 {
            w & (1 << r) != 0
        } else {
            written.contains(&(r - 16))
        };
        if hit {
            s.clear();
            s.push(mi.origin);
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
/// among all instructions) and the possible last writers of each register
/// before it, over every path ([`Writers`]): a forward dataflow over
/// branches, jump tables and fall-through, where a branch's successors see
/// its delay slot's writes.
fn scan(f: &MachFunction, slots: Slots, mut visit: impl FnMut(usize, &MachInst, &Writers)) {
    let (regions, of_label) = regions(f);
    let mut inputs: Vec<Option<Writers>> = vec![None; regions.len()];
    inputs[0] = Some(at_entry(slots));
    // Each register's and slot's set at each region only grows, at most
    // `MAX_WRITERS + 1` times: the bound only guards against a bug.
    let rounds = regions
        .len()
        .saturating_mul((16 + slots.count) * (MAX_WRITERS + 1))
        .saturating_add(2);
    for _ in 0..rounds {
        let mut changed = false;
        for k in 0..regions.len() {
            let Some(state) = inputs[k].clone() else {
                continue;
            };
            let exits = region_exits(
                f,
                &regions[k],
                k,
                &of_label,
                slots,
                state,
                &mut |_, _, _| {},
            );
            for (to, out) in exits {
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
        if let Some(state) = inputs[k].clone() {
            region_exits(f, r, k, &of_label, slots, state, &mut |j, mi, w| {
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
    slots: Slots,
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
        apply(&mut state, mi, slots);
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
            exits.extend(targets.into_iter().map(|t| (t, state.clone())));
        }
        if was_slot {
            exits.extend(pending.drain(..).map(|t| (t, state.clone())));
        }
        ended |= mi.ends_flow();
    }
    exits.extend(pending.drain(..).map(|t| (t, state.clone())));
    if !ended {
        exits.push((k + 1, state));
    }
    exits
}

/// A label's register or slot carried past the end of regalloc2's range
/// for it (its value dead there, but still in place): see
/// [`label_ranges`].
struct Carried {
    /// The register, or `16 +` the slot ([`Writers`] index).
    state: usize,
    place: VarPlace,
    /// Its last writers where regalloc2 last placed the label.
    writers: Vec<u32>,
    /// The requested range (VCode instructions) it was placed in.
    range: (u32, u32),
}

/// The locations of each label in the final code `finished` (every
/// instruction one word).
///
/// Where regalloc2 places a label its place is checked as the module doc
/// says. Where it does not (the value is dead: no use is left), the place
/// it last had is kept, as LLVM's LiveDebugValues keeps a location until
/// its register is clobbered, while: the code since is straight-line (no
/// label in between), every instruction since is code of the same
/// requested range of the label (so the value's definition, which lies
/// outside every range that names it, did not run again), and nothing
/// since wrote the register or slot (the same last writers).
pub fn label_ranges(facts: &DebugFacts, finished: &MachFunction) -> Vec<LabelRanges> {
    let DebugFacts {
        emitted,
        origins,
        locations,
        constants,
        requested,
        sp_cfa_offset,
    } = *facts;
    if locations.is_empty() && constants.is_empty() {
        return Vec::new();
    }
    // (Both codes must agree on where the slots are.)
    let slots = if emitted.private_stack == finished.private_stack {
        Slots::of(emitted)
    } else {
        Slots::default()
    };
    let mut before: Vec<Option<Writers>> = vec![None; origins.len()];
    scan(emitted, slots, |_, mi, w| {
        if let Some(slot) = before.get_mut(mi.origin as usize) {
            *slot = Some(w.clone());
        }
    });
    let mut labels: Vec<u32> = locations.iter().map(|l| l.0).collect();
    labels.dedup();
    let mut ranges_of: HashMap<u32, Vec<(u32, u32)>> = HashMap::new();
    for &(_, from, to, label) in requested {
        let range = (from.index() as u32, to.index() as u32);
        ranges_of.entry(label).or_default().push(range);
    }
    let requested_at = |label: u32, vi: u32| {
        ranges_of
            .get(&label)
            .and_then(|rs| rs.iter().find(|r| r.0 <= vi && vi < r.1).copied())
    };
    let starts = region_starts(finished);
    let mut carried: HashMap<u32, Carried> = HashMap::new();
    let mut out: BTreeMap<u32, Vec<(u32, u32, VarPlace)>> = BTreeMap::new();
    scan(finished, slots, |k, mi, w| {
        if starts.contains(&k) {
            carried.clear();
        }
        let Some(&Some(vi)) = origins.get(mi.origin as usize) else {
            return;
        };
        carried.retain(|_, c| c.range.0 <= vi && vi < c.range.1);
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
        let Some(Some(original)) = before.get(mi.origin as usize) else {
            carried.clear();
            return;
        };
        // (A slot's entry contents are nobody's value.)
        let holds = |r: usize| {
            w.get(r).is_some_and(|now| Some(now) == original.get(r))
                && w[r].iter().all(|&writer| {
                    (writer == LIVE_IN && r < 16)
                        || origins.get(writer as usize).is_some_and(|&o| o != Some(vi))
                })
        };
        for &label in &labels {
            let held = place_at(locations, label, point);
            let known = match held {
                Some(Held::Register(r)) if holds(usize::from(r)) => {
                    Some((usize::from(r), VarPlace::Register(r)))
                }
                Some(Held::Slot(k)) if k < slots.count && holds(16 + k) => {
                    let at = i64::from(sp_cfa_offset) + i64::from(slots.start) + 4 * k as i64;
                    i32::try_from(at)
                        .ok()
                        .map(|at| (16 + k, VarPlace::Frame(at)))
                }
                _ => None,
            };
            let place = match (known, held) {
                (Some((state, place)), _) => {
                    match requested_at(label, vi) {
                        Some(range) => carried.insert(
                            label,
                            Carried {
                                state,
                                place,
                                writers: w[state].clone(),
                                range,
                            },
                        ),
                        None => carried.remove(&label),
                    };
                    place
                }
                (None, None) => match carried.get(&label) {
                    Some(c) if w.get(c.state) == Some(&c.writers) => c.place,
                    _ => {
                        carried.remove(&label);
                        continue;
                    }
                },
                (None, Some(_)) => {
                    carried.remove(&label);
                    continue;
                }
            };
            extend(out.entry(label).or_default(), offset, place);
        }
    });
    out.into_iter()
        .map(|(label, ranges)| LabelRanges { label, ranges })
        .collect()
}

/// The indices (among all instructions) of the instructions right after a
/// label of `f`.
fn region_starts(f: &MachFunction) -> std::collections::HashSet<usize> {
    let mut starts = std::collections::HashSet::new();
    let mut n = 0;
    for item in &f.items {
        match item {
            MachItem::Label(_) => {
                starts.insert(n);
            }
            MachItem::Inst(_) => n += 1,
            _ => {}
        }
    }
    starts
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
    use crate::mach::model::{CallFacts, Fixup, Role};
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
            requested: &[],
            sp_cfa_offset: -16,
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
    fn an_entry_value_not_written_since_the_entry_keeps_the_register() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 0, 3, Reg::A0.0)];
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(emitted()));
        let a0 = VarPlace::Register(Reg::A0.0);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(0, 12, a0)]
            }]
        );
    }

    #[test]
    fn an_entry_register_a_pass_writes_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 0, 3, Reg::A0.0)];
        let mut rewritten = emitted();
        rewritten.insert(1, op(Opcode::Addu, Reg::A0, Reg::A1, NO_ORIGIN));
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(rewritten));
        assert!(got.is_empty(), "{got:?}");
    }

    fn branch(o: Opcode, to: Label, origin: u32) -> MachItem {
        MachItem::Inst(MachInst {
            inst: Inst::new(o, Reg::ZERO, Reg::T1, Reg::ZERO, 0),
            fixup: Fixup::Branch(to),
            loc: SrcLoc::default(),
            role: Role::Body,
            origin,
            volatile: false,
        })
    }

    /// `t0 = a0` (inst 0); loop: use `t0` (inst 1), `t0 = t0 + a1` (inst
    /// 2), branch back (inst 3, `nop` in its slot): at inst 1, `t0` was
    /// written last by inst 0 or inst 2.
    fn a_loop() -> Vec<MachItem> {
        vec![
            op(Opcode::Addu, Reg::T0, Reg::A0, 0),
            MachItem::Label(1),
            op(Opcode::Addu, Reg::V0, Reg::T0, 1),
            op(Opcode::Addu, Reg::T0, Reg::T0, 2),
            branch(Opcode::Bne, 1, 3),
            op(Opcode::Nop, Reg::ZERO, Reg::ZERO, 4),
        ]
    }

    #[test]
    fn a_register_with_two_last_writers_on_both_codes_keeps_the_location() {
        let origins = [Some(0), Some(1), Some(2), Some(3), Some(4)];
        let locs = [in_reg(0, 1, 2, Reg::T0.0)];
        let got = label_ranges(&facts(&code(a_loop()), &origins, &locs), &code(a_loop()));
        let t0 = VarPlace::Register(Reg::T0.0);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(4, 8, t0)]
            }]
        );
    }

    #[test]
    fn a_new_writer_on_one_path_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2), Some(3), Some(4)];
        let locs = [in_reg(0, 1, 2, Reg::T0.0)];
        let mut changed = a_loop();
        // A pass filled the branch's delay slot with a write of `t0`.
        changed[5] = op(Opcode::Addiu, Reg::T0, Reg::T0, NO_ORIGIN);
        let got = label_ranges(&facts(&code(a_loop()), &origins, &locs), &code(changed));
        assert!(got.is_empty(), "{got:?}");
    }

    /// `st t0, 12($sp)` (inst 0: spill slot 1 of slots at 8..16), then
    /// two instructions; the label says the variable is in slot 1 there.
    fn spilled() -> MachFunction {
        let mut store = op(Opcode::St, Reg::T0, Reg::SP, 0);
        if let MachItem::Inst(mi) = &mut store {
            mi.inst.imm = 12;
        }
        let mut f = code(vec![
            store,
            op(Opcode::Addu, Reg::T0, Reg::A1, 1),
            op(Opcode::Addu, Reg::V0, Reg::T0, 2),
        ]);
        f.private_stack = Some(crate::mach::PrivateStack {
            spill: (8, 16),
            incoming: 16,
            outgoing: 8,
        });
        f
    }

    fn in_slot(label: u32, from: usize, to: usize, slot: usize) -> Loc {
        (
            label,
            ProgPoint::before(regalloc2::Inst::new(from)),
            ProgPoint::before(regalloc2::Inst::new(to)),
            Allocation::stack(regalloc2::SpillSlot::new(slot)),
        )
    }

    #[test]
    fn a_spilled_value_is_at_its_slot_from_the_frame_address() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_slot(0, 1, 3, 1)];
        let got = label_ranges(&facts(&spilled(), &origins, &locs), &spilled());
        // `$sp` is 16 below the CFA: slot 1 is at CFA - 16 + 8 + 4.
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(4, 12, VarPlace::Frame(-4))]
            }]
        );
    }

    #[test]
    fn a_slot_a_pass_stored_to_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_slot(0, 1, 3, 1)];
        let mut changed = spilled();
        let mut store = op(Opcode::Sh, Reg::A1, Reg::SP, NO_ORIGIN);
        if let MachItem::Inst(mi) = &mut store {
            mi.inst.imm = 14;
        }
        changed.items.insert(1, store);
        let got = label_ranges(&facts(&spilled(), &origins, &locs), &changed);
        assert!(got.is_empty(), "{got:?}");
    }

    fn call(kills: u32) -> MachItem {
        let mut item = op(Opcode::Jsub, Reg::ZERO, Reg::ZERO, NO_ORIGIN);
        if let MachItem::Inst(mi) = &mut item {
            mi.fixup = Fixup::Call("__negdf2".into(), 0, CallFacts { quiet: true, kills });
        }
        item
    }

    #[test]
    fn a_register_a_direct_call_does_not_kill_keeps_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let mut with_call = emitted();
        with_call.insert(2, call(bit(Reg::V0) | bit(Reg::V1) | bit(Reg::LR)));
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
        let t0 = VarPlace::Register(Reg::T0.0);
        assert_eq!(
            got,
            vec![LabelRanges {
                label: 0,
                ranges: vec![(8, 16, t0)]
            }]
        );
    }

    #[test]
    fn a_register_a_direct_call_kills_loses_the_location() {
        let origins = [Some(0), Some(1), Some(2)];
        let locs = [in_reg(0, 1, 3, Reg::T0.0)];
        let mut with_call = emitted();
        with_call.insert(2, call(crate::runtime_clobbers::ABI_CALL_KILLS));
        let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
        assert!(got.is_empty(), "{got:?}");
    }

    /// `t0 = a0` (inst 0), a last use of `t0` (inst 1), then `v1 = rs`
    /// (inst 2); the label asks for the variable over insts 1 and 2, and
    /// regalloc2 places it in `t0` before inst 1 only (dead after).
    fn dead_after_use(rs: Reg) -> (Vec<MachItem>, Vec<Loc>) {
        let code = vec![
            op(Opcode::Addu, Reg::T0, Reg::A0, 0),
            op(Opcode::Addu, Reg::V0, Reg::T0, 1),
            op(Opcode::Addu, Reg::V1, rs, 2),
        ];
        (code, vec![in_reg(0, 1, 2, Reg::T0.0)])
    }

    fn requested(label: u32, from: usize, to: usize) -> Requested {
        (
            regalloc2::VReg::new(64, RegClass::Int),
            regalloc2::Inst::new(from),
            regalloc2::Inst::new(to),
            label,
        )
    }

    type Requested = (regalloc2::VReg, regalloc2::Inst, regalloc2::Inst, u32);

    fn carried_ranges(items: Vec<MachItem>, locs: &[Loc], asked: &[Requested]) -> Vec<LabelRanges> {
        let origins = [Some(0), Some(1), Some(2)];
        let emitted = code(items);
        let mut f = facts(&emitted, &origins, locs);
        f.requested = asked;
        label_ranges(&f, &emitted)
    }

    #[test]
    fn a_dead_value_stays_in_its_register_until_it_is_written() {
        let (items, locs) = dead_after_use(Reg::A1);
        let got = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
        let t0 = VarPlace::Register(Reg::T0.0);
        let want = vec![LabelRanges {
            label: 0,
            ranges: vec![(4, 12, t0)],
        }];
        assert_eq!(got, want);
    }

    #[test]
    fn a_dead_value_is_not_carried_past_a_write_or_its_requested_range() {
        let (mut items, locs) = dead_after_use(Reg::A1);
        items.insert(2, op(Opcode::Addu, Reg::T0, Reg::A1, NO_ORIGIN));
        let written = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
        let (items, locs) = dead_after_use(Reg::A1);
        let ended = carried_ranges(items, &locs, &[requested(0, 1, 2)]);
        let (mut items, locs) = dead_after_use(Reg::A1);
        items.insert(2, MachItem::Label(5));
        let joined = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
        let t0 = VarPlace::Register(Reg::T0.0);
        let want = vec![LabelRanges {
            label: 0,
            ranges: vec![(4, 8, t0)],
        }];
        assert_eq!((written, ended), (want.clone(), want.clone()));
        assert_eq!(joined, want);
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
