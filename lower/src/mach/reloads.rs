//! Redundant reloads and recomputations (`redundant-reloads`): deletes
//! reloads of stack words, constants, symbol addresses and `mult`/`div`
//! that registers or HI/LO already hold, and stores of a reloaded value
//! back to its word; with copy propagation in between
//! ([`remove_reloads_and_copies`]).

use super::copies::forward_copies;
use super::effects::*;
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use egret_cpu0::isa::{Opcode, Reg, Shape};
use rustc_hash::FxHashMap as HashMap;

/// What a register is known to hold in [`remove_redundant_reloads`].
/// Symbols are borrowed from the instructions' fixups, so facts copy
/// freely.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Known<'a> {
    /// The word at this offset from `$sp`.
    Stack(i32),
    /// This constant.
    Const(i32),
    /// The high half of a symbol's address (after `lui`).
    SymHi(&'a str, i64),
    /// A symbol's address (after `lui`/`ori`).
    Sym(&'a str, i64),
}

/// The facts [`remove_redundant_reloads`] tracks through straight-line code.
#[derive(Clone, Debug, Default)]
pub(super) struct Facts<'a> {
    /// What each register holds, if known.
    held: [Option<Known<'a>>; 16],
    /// The `mult`/`div` whose results HI and LO hold, with its operand
    /// registers (unwritten since).
    hilo: Option<(Opcode, Reg, Reg)>,
    /// `$sp`-relative words known to hold a constant (stored from a
    /// register that held it), so storing the same constant again goes.
    words: Vec<(i32, i32)>,
}

impl<'a> Facts<'a> {
    pub(super) fn get(&self, r: Reg) -> Option<&Known<'a>> {
        if r == Reg::ZERO {
            return Some(&Known::Const(0));
        }
        self.held[r.0 as usize & 15].as_ref()
    }

    /// Forgets everything.
    pub(super) fn clear(&mut self) {
        self.held = [None; 16];
        self.hilo = None;
        self.words.clear();
    }

    /// Keeps what survives a call that leaves the caller's outgoing area
    /// alone: the callee-saved registers' facts, unless about a word a
    /// pointer may reach (`kept` says which words stay).
    pub(super) fn keep_after_quiet_call(&mut self, kept: impl Fn(i32) -> bool) {
        self.words.retain(|w| kept(w.0));
        let mut held = [None; 16];
        for r in [Reg::S0, Reg::S1, Reg::FP] {
            let k = self.held[r.0 as usize & 15];
            held[r.0 as usize & 15] = match k {
                Some(Known::Stack(off)) if !kept(off) => None,
                k => k,
            };
        }
        self.held = held;
        self.hilo = None;
    }

    /// Keeps only what `o` knows too (facts where two paths join).
    pub(super) fn meet(&mut self, o: &Facts<'a>) {
        for (h, k) in self.held.iter_mut().zip(&o.held) {
            if h != k {
                *h = None;
            }
        }
        if self.hilo != o.hilo {
            self.hilo = None;
        }
        self.words.retain(|w| o.words.contains(w));
    }

    pub(super) fn constant(&self, r: Reg) -> Option<i32> {
        match self.get(r)? {
            Known::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// The register `m` writes and what it holds after `m`, when the pass
    /// can tell (reloads, constants, copies, symbol addresses).
    pub(super) fn result(&self, m: &'a MachInst) -> Option<(Reg, Known<'a>)> {
        let i = &m.inst;
        if i.ra == Reg::ZERO || i.ra == Reg::SP {
            return None;
        }
        let known = match (&m.fixup, i.op) {
            (Fixup::None, Opcode::Ld) if i.rb == Reg::SP => Known::Stack(i.imm),
            (Fixup::None, Opcode::Lui) => Known::Const(i.imm << 16),
            (Fixup::Hi16(sym, add), Opcode::Lui) => Known::SymHi(sym, *add),
            (Fixup::Lo16(sym, add), Opcode::Ori)
                if self.get(i.rb) == Some(&Known::SymHi(sym, *add)) =>
            {
                Known::Sym(sym, *add)
            }
            (Fixup::None, Opcode::Addiu) => Known::Const(self.constant(i.rb)?.wrapping_add(i.imm)),
            (Fixup::None, Opcode::Ori) => Known::Const(self.constant(i.rb)? | i.imm),
            (Fixup::None, Opcode::Andi) => Known::Const(self.constant(i.rb)? & i.imm),
            (Fixup::None, Opcode::Xori) => Known::Const(self.constant(i.rb)? ^ i.imm),
            (Fixup::None, Opcode::Addu | Opcode::Or) if i.rb == Reg::ZERO => *self.get(i.rc)?,
            (Fixup::None, Opcode::Addu | Opcode::Or) if i.rc == Reg::ZERO => *self.get(i.rb)?,
            _ => return None,
        };
        Some((i.ra, known))
    }
}

/// How [`remove_redundant_reloads`] sees a label: how many branches name
/// it, whether one of them is not a plain conditional branch or `jmp`
/// before it, and whether it came up yet (while counting).
#[derive(Copy, Clone, Default)]
pub(super) struct LabelUse {
    refs: usize,
    unmergeable: bool,
    seen: bool,
}

/// Removes instructions that recompute what registers already hold, in
/// straight-line code and across forward branches.
///
/// Register allocation reloads a spilled value before each use, may store
/// a value it has just reloaded back to its slot, and rematerializes
/// constants and symbol addresses; lowering divides twice for a quotient
/// and a remainder. Within straight-line code (a region ends after a call,
/// a jump or a return, and at a label that a branch names — unless every
/// branch naming it is a conditional branch or `jmp` before it: the label
/// then starts with the facts all paths into it share) this pass tracks
/// which registers hold which `$sp`-relative words, constants and symbol
/// addresses, and what HI/LO hold, and removes
/// - a reload, constant or copy into a register that holds that value;
/// - `lui`+`ori` of a value the register holds;
/// - a store of a register back into the word it holds;
/// - a `mult`/`div` whose results HI and LO already hold.
///
/// A register's fact dies when the register is written with another
/// value; a word's facts die when a store through `$sp` overlaps it or,
/// unless the word is private ([`MachFunction::private_stack`]: spill
/// slots and incoming arguments, which no pointer reaches), when any other
/// store runs. Instructions in delay slots stay (the slot needs one), as
/// does anything not [`Role::Body`].
pub fn remove_redundant_reloads(f: &mut MachFunction) {
    redundant_reloads(f);
}

/// [`remove_redundant_reloads`]; whether a deletion left a kept `lui`
/// before an instruction that did not follow it (so that running again
/// might find a `lui`/`ori` pair this run did not).
pub(super) fn redundant_reloads(f: &mut MachFunction) -> bool {
    // By label: how many branches name it (those naming no label at all
    // are no branch targets), and whether one of them is not a plain
    // conditional branch or `jmp` before it.
    let mut uses = vec![LabelUse::default(); f.next_label as usize];
    for it in &f.items {
        let (l, branch) = match it {
            MachItem::Label(l) => (*l, None),
            MachItem::Inst(m) => match m.branch_target() {
                Some(l) => (l, Some(m)),
                None => continue,
            },
            MachItem::Cfi(_) => continue,
        };
        let l = l as usize;
        if l >= uses.len() {
            uses.resize(l + 1, LabelUse::default());
        }
        let u = &mut uses[l];
        match branch {
            None => u.seen = true,
            Some(m) => {
                u.refs += 1;
                let plain = is_cond_branch(m.inst.op) || m.is_jump();
                if u.seen || !plain {
                    u.unmergeable = true;
                }
            }
        }
    }
    // A jump table's entry is a branch whose facts are not tracked.
    for &l in f.jump_tables.iter().flatten() {
        let l = l as usize;
        if l >= uses.len() {
            uses.resize(l + 1, LabelUse::default());
        }
        uses[l].refs += 1;
        uses[l].unmergeable = true;
    }
    // Facts on the branches seen so far to each label, and how many.
    let mut incoming: HashMap<Label, (Facts, usize)> = HashMap::default();
    pub(super) fn arrive<'a>(
        incoming: &mut HashMap<Label, (Facts<'a>, usize)>,
        l: Label,
        facts: &Facts<'a>,
    ) {
        incoming
            .entry(l)
            .and_modify(|(k, n)| {
                k.meet(facts);
                *n += 1;
            })
            .or_insert_with(|| (facts.clone(), 1));
    }
    // Whether the code before the current item can fall into it.
    let mut falls = true;
    let private = f.private_stack;
    let is_private = |off: i32| private.is_some_and(|p| p.contains(off));
    let mut facts = Facts::default();
    let mut remove = vec![false; f.items.len()];
    // The transfer whose slot comes next, if any, and its label.
    let mut pending: Option<(Opcode, Option<Label>, bool)> = None;
    for (i, it) in f.items.iter().enumerate() {
        let m = match it {
            MachItem::Label(l) => {
                let LabelUse {
                    refs, unmergeable, ..
                } = uses[*l as usize];
                if refs > 0 {
                    let all_seen = !unmergeable;
                    match incoming.remove(l) {
                        Some((k, n)) if all_seen && n == refs => {
                            if falls {
                                facts.meet(&k);
                            } else {
                                facts = k;
                            }
                        }
                        _ => facts.clear(),
                    }
                } else if !falls {
                    facts.clear();
                }
                falls = true;
                pending = None;
                continue;
            }
            MachItem::Cfi(_) => continue,
            MachItem::Inst(m) => m,
        };
        if remove[i] {
            // The `ori` of a removed `lui`/`ori` pair.
            continue;
        }
        let slot_of = pending.take();
        let slot_of_label = slot_of.and_then(|(_, l, _)| l);
        let quiet_call = slot_of.is_some_and(|(_, _, q)| q);
        let slot_of = slot_of.map(|(op, _, _)| op);
        let removable = slot_of.is_none() && m.role == Role::Body && !m.has_delay_slot();
        let ins = &m.inst;
        let result = facts.result(m);
        if removable {
            let same = match &result {
                Some((r, k)) => facts.get(*r) == Some(k),
                None => false,
            };
            let plain_sp_store =
                ins.op == Opcode::St && ins.rb == Reg::SP && matches!(m.fixup, Fixup::None);
            let stored_back = plain_sp_store
                && (ins.ra != Reg::ZERO && facts.get(ins.ra) == Some(&Known::Stack(ins.imm))
                    || facts
                        .constant(ins.ra)
                        .is_some_and(|c| facts.words.contains(&(ins.imm, c))));
            let recomputed = ins.op.info().shape == Shape::MulDiv
                && facts.hilo == Some((ins.op, ins.ra, ins.rb));
            if same || stored_back || recomputed {
                remove[i] = true;
                continue;
            }
            // `lui r, hi; ori r, r, lo` of what `r` holds.
            if ins.op == Opcode::Lui
                && let Some((r, _)) = &result
                && let Some(MachItem::Inst(next)) = f.items.get(i + 1)
                && next.inst.op == Opcode::Ori
                && next.inst.ra == *r
                && next.inst.rb == *r
                && next.role == Role::Body
            {
                // What `ori` computes once `r` holds what `lui` gives it.
                let held = &mut facts.held[r.0 as usize & 15];
                let before = std::mem::replace(held, result.as_ref().map(|(_, k)| *k));
                let pair = facts.result(next);
                facts.held[r.0 as usize & 15] = before;
                if let Some((_, k)) = pair
                    && facts.get(*r) == Some(&k)
                {
                    remove[i] = true;
                    remove[i + 1] = true;
                    continue;
                }
            }
        }
        // A write of the value the register holds changes nothing.
        let unchanged = matches!(&result, Some((r, k)) if facts.get(*r) == Some(k));
        if !unchanged {
            match effects(m) {
                None => facts.clear(),
                Some(e) => {
                    if e.store {
                        let width = match ins.op {
                            Opcode::Sb => 1,
                            Opcode::Sh => 2,
                            _ => 4,
                        };
                        let dies = |o: i32| {
                            if ins.rb == Reg::SP {
                                o < ins.imm + width && ins.imm < o + 4
                            } else {
                                !is_private(o)
                            }
                        };
                        for h in facts.held.iter_mut() {
                            if let Some(Known::Stack(o)) = h
                                && dies(*o)
                            {
                                *h = None;
                            }
                        }
                        if !facts.words.is_empty() {
                            facts.words.retain(|&(o, _)| !dies(o));
                        }
                    }
                    if e.writes & bit(Reg::SP) != 0 {
                        facts.clear();
                    }
                    let mut written = e.writes & 0xFFFF;
                    while written != 0 {
                        facts.held[written.trailing_zeros() as usize] = None;
                        written &= written - 1;
                    }
                    if let Some((op, a, b)) = facts.hilo
                        && (e.writes & (bit(a) | bit(b) | HI | LO) != 0)
                    {
                        let _ = op;
                        facts.hilo = None;
                    }
                    if ins.op.info().shape == Shape::MulDiv {
                        facts.hilo = Some((ins.op, ins.ra, ins.rb));
                    }
                    if let Some((r, k)) = result {
                        facts.held[r.0 as usize & 15] = Some(k);
                    }
                    if ins.op == Opcode::St
                        && ins.rb == Reg::SP
                        && matches!(m.fixup, Fixup::None)
                        && ins.ra != Reg::SP
                    {
                        if let Some(c) = facts.constant(ins.ra) {
                            facts.words.push((ins.imm, c));
                        }
                        if ins.ra != Reg::ZERO {
                            facts.held[ins.ra.0 as usize & 15] = Some(Known::Stack(ins.imm));
                        }
                    }
                }
            }
        }
        if matches!(m.fixup, Fixup::None) && m.ends_flow() && !m.has_delay_slot() {
            facts.clear();
        }
        if m.is_jump() && slot_of.is_none() {
            if let Some(l) = m.branch_target() {
                arrive(&mut incoming, l, &facts);
            }
            facts.clear();
            falls = false;
        } else if m.ends_flow() && !m.has_delay_slot() {
            falls = false;
        }
        if m.has_delay_slot() && slot_of.is_none() {
            let quiet = matches!(m.fixup, Fixup::Call(_, _, true));
            pending = Some((ins.op, m.branch_target(), quiet));
        } else if let Some(op) = slot_of
            && !is_cond_branch(op)
        {
            // After a call, jump or return's slot: the callee may clobber
            // registers, and what follows is reached from elsewhere. A
            // callee that leaves its incoming area alone keeps the
            // callee-saved registers and the outgoing and private words:
            // what those registers hold stays known (the same arguments
            // stored for the next call go).
            if quiet_call && let Some(p) = private {
                facts.keep_after_quiet_call(|off| off < p.outgoing || p.contains(off));
            } else {
                facts.clear();
            }
            if matches!(op, Opcode::Jr | Opcode::Jmp) {
                falls = false;
            }
        } else if slot_of.is_some()
            && let Some(l) = slot_of_label
        {
            // A conditional branch's target sees its slot's effects too.
            arrive(&mut incoming, l, &facts);
        }
    }
    if !remove.contains(&true) {
        return false;
    }
    let new_pair =
        f.items
            .iter()
            .zip(&remove)
            .zip(&remove[1..])
            .any(|((it, &gone), &next_gone)| {
                !gone && next_gone && matches!(it, MachItem::Inst(m) if m.inst.op == Opcode::Lui)
            });
    let mut k = 0;
    f.items.retain(|_| {
        k += 1;
        !remove[k - 1]
    });
    new_pair
}

/// [`remove_redundant_reloads`], [`propagate_copies`], then
/// [`remove_redundant_reloads`] again — unless the copies changed nothing
/// and the first run cannot have left more to find, when the second run
/// would find nothing: it sees the same facts at every instruction the
/// first kept (a deleted instruction changes no fact, and none is a
/// transfer, a slot or a label), so it decides the same, except where a
/// deletion put a kept `lui` next to a new instruction (the `lui`/`ori`
/// pair test reads the next item).
pub fn remove_reloads_and_copies(f: &mut MachFunction) {
    let more = redundant_reloads(f);
    if forward_copies(f) || more {
        redundant_reloads(f);
    }
}
