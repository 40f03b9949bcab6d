//! The forward dataflows debug value placement runs over machine code: the
//! code split at its labels into regions, a fixed point over branches, jump
//! tables and fall-through (a branch's successors see its delay slot's
//! effects), and the first of them, each register's and spill slot's
//! possible last writers ([`Writers`]).

use super::super::effects::{bit, effects};
use super::super::model::{Fixup, Label, MachFunction, MachInst, MachItem};
use egret_cpu0::isa::{Opcode, Reg};
use std::collections::HashMap;

/// The writer of a register not written since the function's entry.
pub(super) const LIVE_IN: u32 = u32::MAX - 1;

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
pub(super) type Writers = Vec<Vec<u32>>;

/// The spill slots of a frame addressed from `$sp`: byte offsets `[start,
/// end)` from `$sp` ([`super::super::model::PrivateStack::spill`]: no
/// instruction reaches them through another address), of which the first
/// [`MAX_SLOTS`] words are followed.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Slots {
    pub(super) start: i32,
    pub(super) count: usize,
}

impl Slots {
    pub(super) fn of(f: &MachFunction) -> Slots {
        f.private_stack.map_or(Slots::default(), |p| Slots {
            start: p.spill.0,
            count: usize::try_from(p.spill.1.saturating_sub(p.spill.0) / 4)
                .unwrap_or(0)
                .min(MAX_SLOTS),
        })
    }

    /// The slots (indices) a store of `mi` writes: one at `$sp` + an
    /// offset that overlaps them.
    pub(super) fn written(&self, mi: &MachInst) -> std::ops::Range<usize> {
        let size = match mi.inst.op {
            Opcode::St => 4,
            Opcode::Sh => 2,
            Opcode::Sb => 1,
            _ => return 0..0,
        };
        self.overlapped(mi, size)
    }

    /// The one whole slot a word access of `mi` (`ld`/`st` at `$sp` +
    /// an offset) reaches exactly, if any.
    pub(super) fn word(&self, mi: &MachInst) -> Option<usize> {
        let r = self.overlapped(mi, 4);
        let aligned = (i64::from(mi.inst.imm) - i64::from(self.start)) % 4 == 0;
        (r.len() == 1 && aligned).then_some(r.start)
    }

    fn overlapped(&self, mi: &MachInst, size: i64) -> std::ops::Range<usize> {
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
pub(super) fn at_entry(slots: Slots) -> Writers {
    vec![vec![LIVE_IN]; 16 + slots.count]
}

/// The registers a call of an unknown callee (through a register) may
/// change: all but `$zero`, `$sp` and the callee-saved `$fp`, `$s0`, `$s1`.
const CALL_WRITES: u32 =
    0xFFFF & !(bit(Reg::ZERO) | bit(Reg::SP) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1));

/// The general registers `mi` writes (a call: everything it may change,
/// which for a direct call is what its `CallFacts` say it kills: a value
/// in a register a runtime routine keeps stays described across it).
pub(super) fn writes(mi: &MachInst) -> u32 {
    let own = effects(mi).map_or(0xFFFF, |e| e.writes & 0xFFFF);
    match (&mi.fixup, mi.inst.op) {
        (Fixup::Call(_, _, facts), _) => own | (facts.kills & 0xFFFF),
        (_, Opcode::Jsub | Opcode::Jalr | Opcode::Bal) => own | CALL_WRITES,
        _ => own,
    }
}

/// Meets `from` into `into` (`None`: no path seen yet): each register's
/// writers become the union of both (`[CONFLICT]` past [`MAX_WRITERS`]).
pub(super) fn meet_writers(into: &mut Option<Writers>, from: &Writers) -> bool {
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
pub(super) fn apply_writes(state: &mut Writers, mi: &MachInst, slots: Slots) {
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

/// A run of items from a label (or the start) to the next label, and the
/// index (among all instructions) of its first instruction.
struct Region {
    start: usize,
    end: usize,
    first: usize,
}

/// The code of a function split at its labels.
pub(super) struct Regions {
    regions: Vec<Region>,
    of_label: HashMap<Label, usize>,
}

impl Regions {
    /// `f`'s regions.
    pub(super) fn of(f: &MachFunction) -> Regions {
        let mut regions = vec![Region {
            start: 0,
            end: 0,
            first: 0,
        }];
        let mut of_label = HashMap::new();
        let mut n = 0;
        for (k, item) in f.items.iter().enumerate() {
            match item {
                MachItem::Label(l) => {
                    if let Some(r) = regions.last_mut() {
                        r.end = k;
                    }
                    regions.push(Region {
                        start: k + 1,
                        end: k + 1,
                        first: n,
                    });
                    of_label.insert(*l, regions.len() - 1);
                }
                MachItem::Inst(_) => n += 1,
                _ => {}
            }
        }
        if let Some(r) = regions.last_mut() {
            r.end = f.items.len();
        }
        Regions { regions, of_label }
    }

    /// The number of regions.
    pub(super) fn len(&self) -> usize {
        self.regions.len()
    }

    /// The index (among all instructions) of the first instruction of each
    /// region after the first: where other paths may join.
    pub(super) fn joins(&self) -> std::collections::HashSet<usize> {
        self.regions.iter().skip(1).map(|r| r.first).collect()
    }
}

/// A forward dataflow over a function's regions: the state at the entry,
/// how paths meet (`None`: no path seen yet; whether it changed), and an
/// instruction's effect (`step`, given the instruction's index among all
/// instructions and the state before it, which it turns into the state
/// after).
pub(super) struct Flow<'a, S> {
    pub(super) entry: S,
    pub(super) meet: &'a dyn Fn(&mut Option<S>, &S) -> bool,
    pub(super) step: &'a dyn Fn(usize, &MachInst, &mut S),
}

/// Solves `flow` over `f` (split into `rs`) by iterating at most `rounds`
/// times: the state at the start of each region (`None`: unreachable), or
/// `None` when it did not settle.
pub(super) fn solve<S: Clone>(
    f: &MachFunction,
    rs: &Regions,
    flow: &Flow<S>,
    rounds: usize,
) -> Option<Vec<Option<S>>> {
    let mut inputs: Vec<Option<S>> = vec![None; rs.len()];
    inputs[0] = Some(flow.entry.clone());
    for _ in 0..rounds {
        let mut changed = false;
        for k in 0..rs.len() {
            let Some(state) = inputs[k].clone() else {
                continue;
            };
            for (to, out) in region_exits(f, rs, k, state, &mut |j, mi, s| (flow.step)(j, mi, s)) {
                if let Some(slot) = inputs.get_mut(to) {
                    changed |= (flow.meet)(slot, &out);
                }
            }
        }
        if !changed {
            return Some(inputs);
        }
    }
    None
}

/// Runs every reachable region of `f` from its solved input state
/// ([`solve`]) with `step`.
pub(super) fn replay<S: Clone>(
    f: &MachFunction,
    rs: &Regions,
    inputs: &[Option<S>],
    step: &mut dyn FnMut(usize, &MachInst, &mut S),
) {
    for (k, input) in inputs.iter().enumerate() {
        if let Some(state) = input.clone() {
            region_exits(f, rs, k, state, step);
        }
    }
}

/// Calls `visit` with each reachable instruction of `f` (and its index
/// among all instructions) and the possible last writers of each register
/// and followed slot before it, over every path ([`Writers`]).
pub(super) fn scan_writers(
    f: &MachFunction,
    slots: Slots,
    mut visit: impl FnMut(usize, &MachInst, &Writers),
) {
    let rs = Regions::of(f);
    let flow = Flow {
        entry: at_entry(slots),
        meet: &meet_writers,
        step: &|_, mi, s| apply_writes(s, mi, slots),
    };
    // Each register's and slot's set at each region only grows, at most
    // `MAX_WRITERS + 1` times: the bound only guards against a bug.
    let rounds = rs
        .len()
        .saturating_mul((16 + slots.count) * (MAX_WRITERS + 1))
        .saturating_add(2);
    if let Some(inputs) = solve(f, &rs, &flow, rounds) {
        replay(f, &rs, &inputs, &mut |k, mi, s| {
            visit(k, mi, s);
            apply_writes(s, mi, slots);
        });
    }
}

/// Runs region `k` from `state`, calling `step` on each instruction, and
/// returns the states leaving it: to each branch target (after the delay
/// slot) and to the next region where control falls through.
fn region_exits<S: Clone>(
    f: &MachFunction,
    rs: &Regions,
    k: usize,
    mut state: S,
    step: &mut dyn FnMut(usize, &MachInst, &mut S),
) -> Vec<(usize, S)> {
    let r = &rs.regions[k];
    let mut exits = Vec::new();
    let mut pending: Vec<usize> = Vec::new();
    let mut slot_due = false;
    let mut ended = false;
    let insts = f.items[r.start..r.end].iter().filter_map(|i| match i {
        MachItem::Inst(mi) => Some(mi),
        _ => None,
    });
    for (j, mi) in insts.enumerate() {
        step(r.first + j, mi, &mut state);
        let was_slot = slot_due;
        slot_due = false;
        let targets = branch_targets(f, rs, mi);
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

/// The regions `mi` may branch to.
fn branch_targets(f: &MachFunction, rs: &Regions, mi: &MachInst) -> Vec<usize> {
    match mi.fixup {
        Fixup::Branch(l) => rs.of_label.get(&l).copied().into_iter().collect(),
        Fixup::JumpTable(t) => f
            .jump_tables
            .get(t as usize)
            .into_iter()
            .flatten()
            .filter_map(|l| rs.of_label.get(l).copied())
            .collect(),
        _ => Vec::new(),
    }
}
