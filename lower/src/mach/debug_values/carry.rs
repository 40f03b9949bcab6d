//! Keeping a variable's location while it is still true, as LLVM's
//! LiveDebugValues does on machine code: regalloc2 places a value only
//! while it is live, but once placed (and checked, [`Gen`]) the value
//! stays where it is until its register or slot is written, and copies of
//! it (register moves, spills, reloads) are further places of it.
//!
//! A forward "all paths agree" dataflow over the final code keeps, for
//! each label, the virtual register whose value it is bound to and the
//! places that hold that value ([`Fact`]). A fact ends where an
//! instruction writes its place (a call: the registers it kills), where
//! the label is no longer bound to that register (another record of the
//! variable starts), where the register's value changes: at any copy of
//! an instruction that defines it; for a block parameter (or a register
//! with no known definition), whose value changes on the edges into its
//! block (which passes copy and move), wherever code of another requested
//! range runs and at every label, as before LiveDebugValues-style
//! placement. Where paths meet, a fact holds when it holds on every path
//! with the same register, in the places all agree on.

use super::super::model::{Fixup, MachFunction, MachInst, MachItem};
use super::flow::{Flow, Regions, Slots, replay, solve, writes};
use crate::debug_vars::EntryLabel;
pub use crate::debug_vars::VarPlace;
use egret_cpu0::isa::{Opcode, Reg};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Where each virtual register gets its value: the VCode instructions
/// that define it, or the block it is a parameter of (its value changes on
/// the edges into that block), and the VCode instructions of each block.
/// A register not listed is followed only within one requested range of
/// straight-line code.
#[derive(Clone, Debug, Default)]
pub struct Definitions {
    defs: HashMap<u32, Vec<u32>>,
    param_of: HashMap<u32, u32>,
    /// Each block's `(first, end)` VCode instructions, by first.
    blocks: Vec<(u32, u32)>,
}

impl Definitions {
    /// The definitions of every virtual register of `f`.
    pub fn of(f: &impl regalloc2::Function) -> Definitions {
        let mut d = Definitions::default();
        for b in 0..f.num_blocks() {
            let block = regalloc2::Block::new(b);
            let insts = f.block_insns(block);
            let first = insts.first().index() as u32;
            d.blocks.push((first, first + insts.len() as u32));
            for v in f.block_params(block) {
                d.param_of.insert(v.vreg() as u32, first);
            }
            for i in insts.iter() {
                for op in f.inst_operands(i) {
                    if op.kind() == regalloc2::OperandKind::Def {
                        let v = op.vreg().vreg() as u32;
                        d.defs.entry(v).or_default().push(i.index() as u32);
                    }
                }
            }
        }
        d.defs.retain(|v, _| !d.param_of.contains_key(v));
        d.blocks.sort_unstable();
        d
    }

    /// From `(vreg, [defining instructions])`, `(vreg, first instruction
    /// of its block)` for block parameters, and the blocks' `(first,
    /// end)` instructions, for tests.
    #[cfg(test)]
    pub(super) fn from_parts(
        defs: &[(u32, Vec<u32>)],
        params: &[(u32, u32)],
        blocks: &[(u32, u32)],
    ) -> Definitions {
        Definitions {
            defs: defs.iter().cloned().collect(),
            param_of: params.iter().copied().collect(),
            blocks: blocks.to_vec(),
        }
    }

    /// The block (its first VCode instruction) of VCode instruction `vi`.
    fn block_of(&self, vi: u32) -> Option<u32> {
        self.block_span(vi).map(|b| b.0)
    }

    /// The `(first, end)` VCode instructions of `vi`'s block.
    fn block_span(&self, vi: u32) -> Option<(u32, u32)> {
        let k = self.blocks.partition_point(|b| b.0 <= vi);
        let &(first, end) = self.blocks.get(k.checked_sub(1)?)?;
        (vi < end).then_some((first, end))
    }

    /// Whether `vreg`'s value changes where the definitions say.
    fn known(&self, vreg: u32) -> bool {
        self.defs.contains_key(&vreg) || self.param_of.contains_key(&vreg)
    }
}

/// A place regalloc2 gives a label at an instruction and the checks of
/// [`super::label_ranges`] confirm.
#[derive(Copy, Clone, Debug)]
pub(super) struct Gen {
    pub(super) label: u32,
    /// The [`super::flow::Writers`] index of the place.
    pub(super) state: usize,
    pub(super) place: VarPlace,
}

/// What an instruction of the final code tells the dataflow: its VCode
/// instruction (`None`: the prologue, regalloc2's moves, code passes
/// added), the places confirmed before it, the VCode instruction of the
/// next instruction that has one where control surely goes on to it
/// (straight-line code), and whether it is in a delay slot.
#[derive(Clone, Debug, Default)]
pub(super) struct Confirmed {
    pub(super) vi: Option<u32>,
    pub(super) gens: Vec<Gen>,
    pub(super) next_vi: Option<u32>,
    pub(super) slot: bool,
}

/// The register a label's value is in, and which places hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Fact {
    vreg: u32,
    /// For a register followed only within one requested range, that range.
    range: Option<(u32, u32)>,
    /// [`super::flow::Writers`] indices, the first found first (the one
    /// described).
    places: Vec<usize>,
}

/// The facts by label, and the block (its first VCode instruction) of the
/// last instruction run that has a VCode instruction (`None` at a label:
/// any block).
#[derive(Clone, Debug, Default)]
struct State {
    facts: BTreeMap<u32, Fact>,
    block: Option<u32>,
    /// The VCode instruction of the last instruction run that has one,
    /// since the last label.
    last_vi: Option<u32>,
    /// Whether no instruction with a VCode instruction has run yet on any
    /// path here: the function's entry code (prelude, prologue), where
    /// the entry facts hold as they are.
    entry: bool,
}

/// The labels' bindings: over which VCode instructions each label is
/// which virtual register, and where those registers are defined.
pub(super) struct Bindings<'a> {
    ranges_of: HashMap<u32, Vec<(u32, u32, u32)>>,
    definitions: &'a Definitions,
}

impl<'a> Bindings<'a> {
    /// From lowering's requested ranges (`(vreg, from, to, label)`).
    pub(super) fn new(
        requested: &[(regalloc2::VReg, regalloc2::Inst, regalloc2::Inst, u32)],
        definitions: &'a Definitions,
    ) -> Bindings<'a> {
        let mut ranges_of: HashMap<u32, Vec<(u32, u32, u32)>> = HashMap::new();
        for &(v, from, to, label) in requested {
            let range = (from.index() as u32, to.index() as u32, v.vreg() as u32);
            ranges_of.entry(label).or_default().push(range);
        }
        Bindings {
            ranges_of,
            definitions,
        }
    }

    /// The register `label` is bound to before VCode instruction `vi`,
    /// and the requested range that binds it.
    pub(super) fn at(&self, label: u32, vi: u32) -> Option<(u32, (u32, u32))> {
        let rs = self.ranges_of.get(&label)?;
        let &(from, to, v) = rs.iter().find(|r| r.0 <= vi && vi < r.1)?;
        Some((v, (from, to)))
    }

    /// The fact's range for a value of `vreg` placed within `range`.
    fn range_for(&self, vreg: u32, range: (u32, u32)) -> Option<(u32, u32)> {
        (!self.definitions.known(vreg)).then_some(range)
    }

    /// Whether `fact` of `label` still holds before VCode instruction `vi`.
    fn holds(&self, label: u32, fact: &Fact, vi: u32) -> bool {
        let Some((v, range)) = self.at(label, vi) else {
            return false;
        };
        match fact.range {
            Some(r) => v == fact.vreg && r == range,
            None => {
                v == fact.vreg
                    && self
                        .definitions
                        .defs
                        .get(&v)
                        .is_none_or(|defs| !defs.contains(&vi))
            }
        }
    }
}

/// Sets each instruction's [`Confirmed::next_vi`]: walking back through
/// `f`, the VCode instruction of the last instruction seen that has one,
/// forgotten at labels and at delay slots (whose successor in layout may
/// not run next).
pub(super) fn set_next(
    f: &MachFunction,
    origins: &[Option<u32>],
    confirmed: &mut [Option<Confirmed>],
) {
    let insts: Vec<&MachInst> = f
        .items
        .iter()
        .filter_map(|i| match i {
            MachItem::Inst(mi) => Some(mi),
            _ => None,
        })
        .collect();
    let slot: Vec<bool> = (0..insts.len())
        .map(|k| k > 0 && insts[k - 1].has_delay_slot())
        .collect();
    let mut next: Option<u32> = None;
    let mut k = insts.len();
    for item in f.items.iter().rev() {
        let MachItem::Inst(mi) = item else {
            next = None;
            continue;
        };
        k -= 1;
        if let Some(Some(c)) = confirmed.get_mut(k) {
            c.next_vi = next.filter(|_| !slot[k]);
            c.slot = slot[k];
        }
        next = match origins.get(mi.origin as usize) {
            _ if slot[k] => None,
            Some(&Some(vi)) => Some(vi),
            _ => next,
        };
    }
}

/// The copy `mi` makes: `(to, from)` as [`super::flow::Writers`] indices
/// (a register move, a spill of a register to a followed slot, a reload).
fn copy_of(mi: &MachInst, slots: Slots) -> Option<(usize, usize)> {
    if !matches!(mi.fixup, Fixup::None) {
        return None;
    }
    let i = &mi.inst;
    let reg = |r: Reg| usize::from(r.0);
    match i.op {
        Opcode::Addu if i.rb == Reg::ZERO => Some((reg(i.ra), reg(i.rc))),
        Opcode::Addu if i.rc == Reg::ZERO => Some((reg(i.ra), reg(i.rb))),
        Opcode::Addiu if i.imm == 0 => Some((reg(i.ra), reg(i.rb))),
        Opcode::St => Some((16 + slots.word(mi)?, reg(i.ra))),
        Opcode::Ld => Some((reg(i.ra), 16 + slots.word(mi)?)),
        _ => None,
    }
    .filter(|&(to, from)| to != 0 && from != 0 && to != usize::from(Reg::SP.0))
}

/// Applies `mi`'s writes to `state`: written places end, and a copy's
/// destination joins its source's facts.
fn apply(state: &mut State, mi: &MachInst, slots: Slots) {
    let state = &mut state.facts;
    let copy = copy_of(mi, slots);
    let copied: Vec<(u32, Fact)> = match copy {
        Some((_, from)) => state
            .iter()
            .filter(|(_, f)| f.places.contains(&from))
            .map(|(&l, f)| (l, f.clone()))
            .collect(),
        None => Vec::new(),
    };
    let w = writes(mi);
    let written = slots.written(mi);
    let hit = |p: usize| {
        if p < 16 {
            w & (1 << p) != 0
        } else {
            written.contains(&(p - 16))
        }
    };
    for fact in state.values_mut() {
        fact.places.retain(|&p| !hit(p));
    }
    state.retain(|_, f| !f.places.is_empty());
    if let Some((to, _)) = copy {
        for (label, before) in copied {
            let fact = state.entry(label).or_insert(Fact {
                places: Vec::new(),
                ..before
            });
            if !fact.places.contains(&to) {
                fact.places.push(to);
            }
        }
    }
}

/// Meets `from` into `into`: the facts both have, with the same register
/// and range, in the places both have; entry code only if both are.
fn meet(into: &mut Option<State>, from: &State) -> bool {
    let Some(State {
        facts: s, entry, ..
    }) = into
    else {
        *into = Some(from.clone());
        return true;
    };
    let before = (s.clone(), *entry);
    *entry &= from.entry;
    s.retain(|label, fact| match from.facts.get(label) {
        Some(other) if other.vreg == fact.vreg && other.range == fact.range => {
            fact.places.retain(|p| other.places.contains(p));
            !fact.places.is_empty()
        }
        _ => false,
    });
    (s.clone(), *entry) != before
}

/// What carrying needs besides the code: the confirmed places per
/// instruction, the bindings, the slots and the place of each index.
pub(super) struct Carry<'a> {
    pub(super) confirmed: &'a [Option<Confirmed>],
    pub(super) bindings: &'a Bindings<'a>,
    pub(super) slots: Slots,
    /// The place of a [`super::flow::Writers`] index.
    pub(super) place: &'a dyn Fn(usize) -> Option<VarPlace>,
    /// Labels bound from the start to a parameter's entry register.
    pub(super) entry: &'a [EntryLabel],
}

impl Carry<'_> {
    /// The state at the function's first instruction: each entry label's
    /// value in the register it arrives in.
    fn entry_state(&self) -> State {
        let facts = self
            .entry
            .iter()
            .map(|&(label, vreg, reg)| {
                let fact = Fact {
                    vreg: vreg.vreg() as u32,
                    range: None,
                    places: vec![usize::from(reg.0)],
                };
                (label, fact)
            })
            .filter(|(_, f)| self.bindings.definitions.known(f.vreg))
            .collect();
        State {
            facts,
            entry: true,
            ..State::default()
        }
    }

    /// The facts before instruction `k` once its own checks ran: those
    /// still bound (a block's parameters change where control enters the
    /// block from elsewhere or through a label), then its confirmed places.
    fn enter(&self, k: usize, joins: &HashSet<usize>, state: &mut State) {
        let Some(c) = self.confirmed.get(k).and_then(|c| c.as_ref()) else {
            return;
        };
        if joins.contains(&k) {
            state.facts.retain(|_, f| f.range.is_none());
            state.block = None;
            state.last_vi = None;
        }
        if let Some(vi) = c.vi {
            state.entry = false;
            let block = self.bindings.definitions.block_of(vi);
            if block != state.block {
                let params = &self.bindings.definitions.param_of;
                state
                    .facts
                    .retain(|_, f| block.is_some() && params.get(&f.vreg) != block.as_ref());
            }
            state.block = block;
            state.last_vi = Some(vi);
            let state = &mut state.facts;
            state.retain(|&label, f| self.bindings.holds(label, f, vi));
            for g in &c.gens {
                let Some((vreg, range)) = self.bindings.at(g.label, vi) else {
                    continue;
                };
                let range = self.bindings.range_for(vreg, range);
                let fact = state.entry(g.label).or_insert(Fact {
                    vreg,
                    range,
                    places: Vec::new(),
                });
                if fact.vreg != vreg || fact.range != range {
                    fact.places.clear();
                    fact.vreg = vreg;
                    fact.range = range;
                }
                if !fact.places.contains(&g.state) {
                    fact.places.push(g.state);
                }
            }
        }
    }

    /// Adds each label's place before instruction `k` (at byte `4 * k`)
    /// to `out`: the confirmed one, else the first it is kept in. At an
    /// instruction without a VCode instruction (a move regalloc2 placed
    /// between two), only the facts both neighbours agree on.
    fn record(&self, k: usize, state: &State, out: &mut BTreeMap<u32, Vec<(u32, u32, VarPlace)>>) {
        let Some(c) = self.confirmed.get(k).and_then(|c| c.as_ref()) else {
            return;
        };
        let gens = &c.gens[..];
        let offset = (k as u32).saturating_mul(4);
        let between = match c.vi {
            Some(_) => None,
            None => self.between(c, state.last_vi),
        };
        for g in gens {
            extend(out.entry(g.label).or_default(), offset, g.place);
        }
        for (&label, fact) in &state.facts {
            if gens.iter().any(|g| g.label == label)
                || c.vi.is_none()
                    && !state.entry
                    && !between.is_some_and(|b| self.bound_over(label, fact, b))
            {
                continue;
            }
            if let Some(place) = fact.places.first().and_then(|&p| (self.place)(p)) {
                extend(out.entry(label).or_default(), offset, place);
            }
        }
    }

    /// For an instruction without a VCode instruction, the VCode
    /// instructions `(lo, hi)` it runs between (the last one run since
    /// the last label, or its block's start; the next one in straight-line
    /// code, or its block's end), and whether `lo` is its block's start.
    fn between(&self, c: &Confirmed, last: Option<u32>) -> Option<(u32, u32, bool)> {
        if c.slot {
            return None;
        }
        let defs = self.bindings.definitions;
        match (last, c.next_vi) {
            (Some(lo), Some(hi)) => Some((lo, hi, false)),
            (Some(lo), None) => Some((lo, defs.block_span(lo)?.1.checked_sub(1)?, false)),
            (None, Some(hi)) => Some((defs.block_of(hi)?, hi, true)),
            (None, None) => None,
        }
    }

    /// Whether one requested range binds `label` to `fact`'s register
    /// over all of `(lo, hi)` ([`Carry::between`]; from a block's start,
    /// not to a parameter of that block, which the block's entry changes).
    fn bound_over(&self, label: u32, fact: &Fact, (lo, hi, entry): (u32, u32, bool)) -> bool {
        let params = &self.bindings.definitions.param_of;
        if entry && params.get(&fact.vreg) == Some(&lo) {
            return false;
        }
        matches!(self.bindings.at(label, lo), Some((v, (from, to))) if v == fact.vreg && from <= lo && hi < to)
    }

    /// Follows every label's value through `f` and adds its places to
    /// `out`, at each instruction with a VCode instruction.
    pub(super) fn run(&self, f: &MachFunction, out: &mut BTreeMap<u32, Vec<(u32, u32, VarPlace)>>) {
        let rs = Regions::of(f);
        let joins = rs.joins();
        let step = |k: usize, mi: &MachInst, s: &mut State| {
            self.enter(k, &joins, s);
            apply(s, mi, self.slots);
        };
        let flow = Flow {
            entry: self.entry_state(),
            meet: &meet,
            step: &step,
        };
        // Once reached, a region's facts only shrink: the bound (each
        // region losing one place a round) only guards against a bug.
        let facts = self
            .confirmed
            .iter()
            .flatten()
            .map(|c| c.gens.len())
            .sum::<usize>()
            .saturating_add(self.entry.len());
        let rounds = rs
            .len()
            .saturating_mul(
                facts
                    .saturating_mul(16 + self.slots.count)
                    .saturating_add(2),
            )
            .saturating_add(2);
        let inputs =
            solve(f, &rs, &flow, rounds).unwrap_or_else(|| vec![Some(State::default()); rs.len()]);
        replay(f, &rs, &inputs, &mut |k, mi, s| {
            self.enter(k, &joins, s);
            self.record(k, s, out);
            apply(s, mi, self.slots);
        });
    }
}

/// Adds the word at `offset`, where the variable is at `place`, to `ranges`.
pub(super) fn extend(ranges: &mut Vec<(u32, u32, VarPlace)>, offset: u32, place: VarPlace) {
    match ranges.last_mut() {
        Some(last) if last.1 == offset && last.2 == place => last.1 = offset + 4,
        _ => ranges.push((offset, offset + 4, place)),
    }
}
