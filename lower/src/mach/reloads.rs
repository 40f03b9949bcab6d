//! Redundant reloads and recomputations (`redundant-reloads`): deletes
//! reloads of stack words, constants, symbol addresses and `mult`/`div`
//! that registers or HI/LO already hold, and stores of a reloaded value
//! back to its word; with copy propagation in between
//! ([`remove_reloads_and_copies`]).

use super::copies::forward_copies;
use super::effects::{Effects, HI, LO, bit, effects};
use super::model::{
    CallFacts, Fixup, Label, MachFunction, MachInst, MachItem, PrivateStack, Role, is_cond_branch,
};
use egret_cpu0::isa::{Opcode, Reg, Shape};
use rustc_hash::FxHashMap as HashMap;

/// What a register is known to hold in [`remove_redundant_reloads`].
/// Symbols are borrowed from the instructions' fixups, so facts copy
/// freely.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Known<'a> {
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
struct Facts<'a> {
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
    fn clear(&mut self) {
        self.held = [None; 16];
        self.hilo = None;
        self.words.clear();
    }

    /// Keeps what survives a call that may change the registers of
    /// `kills` (an effects mask): the facts of the other registers — a
    /// constant or an address whatever the callee does; a stack word only
    /// when `kept` (given for a callee that leaves the caller's outgoing
    /// area alone) says the word stays, as do the known words.
    fn keep_after_call(&mut self, kills: u32, kept: Option<impl Fn(i32) -> bool>) {
        match &kept {
            Some(kept) => self.words.retain(|w| kept(w.0)),
            None => self.words.clear(),
        }
        for (r, h) in (0u8..).zip(self.held.iter_mut()) {
            let stays = kills & bit(Reg(r)) == 0
                && match *h {
                    Some(Known::Stack(off)) => kept.as_ref().is_some_and(|kept| kept(off)),
                    _ => true,
                };
            if !stays {
                *h = None;
            }
        }
        self.hilo = None;
    }

    /// Keeps only what `o` knows too (facts where two paths join).
    fn meet(&mut self, o: &Facts<'a>) {
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

    /// Whether every fact of `o` holds here too (`o` is weaker or equal).
    fn covers(&self, o: &Facts<'a>) -> bool {
        let held = self
            .held
            .iter()
            .zip(&o.held)
            .all(|(h, k)| k.is_none() || h == k);
        held && (o.hilo.is_none() || self.hilo == o.hilo)
            && o.words.iter().all(|w| self.words.contains(w))
    }

    fn constant(&self, r: Reg) -> Option<i32> {
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
            (Fixup::None, Opcode::Ld) if i.rb == Reg::SP && !m.volatile => Known::Stack(i.imm),
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
/// it, how many of them are plain conditional branches or `jmp`s after it
/// (back edges, mostly), whether one of them is not a plain conditional
/// branch or `jmp`, and whether it came up yet (while counting).
#[derive(Copy, Clone, Default)]
struct LabelUse {
    refs: usize,
    later: usize,
    opaque: bool,
    seen: bool,
}

/// How many times [`redundant_reloads`] scans a function at most while it
/// looks for facts that hold around its loops; without agreement by then
/// it assumes nothing where a later branch joins.
const MAX_SCANS: usize = 4;

/// Removes instructions that recompute what registers already hold, in
/// straight-line code, across branches and around loops.
///
/// Register allocation reloads a spilled value before each use, may store
/// a value it has just reloaded back to its slot, and rematerializes
/// constants and symbol addresses; lowering divides twice for a quotient
/// and a remainder. Within straight-line code (a region ends after a call,
/// a jump or a return, and at a label that a jump table or an indirect
/// branch names; a label that only conditional branches and `jmp`s name,
/// before or after it, starts with the facts all paths into it share,
/// loops' back edges included) this pass tracks
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
///
/// Where branches from later in the function join (loops), the facts at
/// the label are found by scanning again: the first scan assumes that what
/// the earlier paths into the label share also holds on the later
/// branches, each further scan keeps only what the later branches were
/// seen to bring, until the assumptions hold (a fixpoint, so the
/// deletions of that scan stand) or [`MAX_SCANS`] is reached, when one
/// more scan assumes nothing there.
fn redundant_reloads(f: &mut MachFunction) -> bool {
    let uses = label_uses(f);
    let mut assumed = HashMap::default();
    let mut remove = None;
    for _ in 0..MAX_SCANS {
        match scan(f, &uses, assumed).agreed() {
            Ok(agreed) => {
                remove = Some(agreed);
                break;
            }
            Err(revised) => assumed = revised,
        }
    }
    let remove = remove.unwrap_or_else(|| {
        let nothing = (0..)
            .zip(&uses)
            .filter(|(_, u)| u.later > 0)
            .map(|(l, _)| (l, Facts::default()))
            .collect();
        scan(f, &uses, nothing).remove
    });
    delete_marked(f, &remove)
}

/// One walk of [`redundant_reloads`] over `f`'s items, assuming the facts
/// of `assumed` on the later branches to each label (all facts for a label
/// it lacks).
fn scan<'a>(
    f: &'a MachFunction,
    uses: &'a [LabelUse],
    assumed: HashMap<Label, Facts<'a>>,
) -> ReloadScan<'a> {
    let mut scan = ReloadScan::new(f, uses, assumed);
    for (i, it) in f.items.iter().enumerate() {
        match it {
            MachItem::Label(l) => scan.label(*l),
            MachItem::Cfi(_) => {}
            MachItem::Inst(m) => scan.inst(i, m),
        }
    }
    scan
}

/// By label: how many branches name it (those naming no label at all are
/// no branch targets), and whether one of them is not a plain conditional
/// branch or `jmp` before it. A jump table's entry counts as a branch whose
/// facts are not tracked.
fn label_uses(f: &MachFunction) -> Vec<LabelUse> {
    let mut uses = vec![LabelUse::default(); f.next_label as usize];
    let mut entry = |l: Label| {
        let l = l as usize;
        if l >= uses.len() {
            uses.resize(l + 1, LabelUse::default());
        }
        l
    };
    let mut marks = Vec::new();
    for it in &f.items {
        match it {
            MachItem::Label(l) => marks.push((entry(*l), None)),
            MachItem::Inst(m) => {
                if let Some(l) = m.branch_target() {
                    marks.push((entry(l), Some(is_cond_branch(m.inst.op) || m.is_jump())));
                }
            }
            MachItem::Cfi(_) => {}
        }
    }
    for &l in f.jump_tables.iter().flatten() {
        marks.push((entry(l), Some(false)));
    }
    for (l, branch) in marks {
        let u = &mut uses[l];
        match branch {
            None => u.seen = true,
            Some(plain) => {
                u.refs += 1;
                u.opaque |= !plain;
                u.later += usize::from(u.seen);
            }
        }
    }
    uses
}

/// Deletes the items marked in `remove`; whether a deletion left a kept
/// `lui` before an instruction that did not follow it.
fn delete_marked(f: &mut MachFunction, remove: &[bool]) -> bool {
    if !remove.contains(&true) {
        return false;
    }
    let new_pair = f
        .items
        .iter()
        .zip(remove)
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

/// The transfer whose delay slot comes next in [`ReloadScan`]: its opcode,
/// the label it names, and for a call what is known of the callee
/// ([`Fixup::Call`]'s facts; O32's for `jalr`).
#[derive(Copy, Clone)]
struct PendingSlot {
    op: Opcode,
    label: Option<Label>,
    call: Option<CallFacts>,
}

/// The state of [`redundant_reloads`]' walk over the items, in order.
struct ReloadScan<'a> {
    items: &'a [MachItem],
    uses: &'a [LabelUse],
    /// Facts on the branches seen so far to each label, and how many.
    incoming: HashMap<Label, (Facts<'a>, usize)>,
    /// Whether the code before the current item can fall into it.
    falls: bool,
    private: Option<PrivateStack>,
    /// What holds before the current item.
    facts: Facts<'a>,
    /// The items to delete.
    remove: Vec<bool>,
    pending: Option<PendingSlot>,
    /// What the branches after a label are assumed to bring to it.
    assumed: HashMap<Label, Facts<'a>>,
    /// The facts used at each label that branches after it join, in order.
    used: Vec<(Label, Facts<'a>)>,
}

impl<'a> ReloadScan<'a> {
    fn new(f: &'a MachFunction, uses: &'a [LabelUse], assumed: HashMap<Label, Facts<'a>>) -> Self {
        ReloadScan {
            assumed,
            used: Vec::new(),
            items: &f.items,
            uses,
            incoming: HashMap::default(),
            falls: true,
            private: f.private_stack,
            facts: Facts::default(),
            remove: vec![false; f.items.len()],
            pending: None,
        }
    }

    /// At label `l`: the facts all paths into it share — the fall-through,
    /// the branches seen so far and what is assumed of the later ones —
    /// when every earlier branch to it was seen with its facts and none is
    /// a jump table's or an indirect one; none otherwise.
    fn label(&mut self, l: Label) {
        let LabelUse {
            refs,
            later,
            opaque,
            ..
        } = self.uses[l as usize];
        let earlier = self.incoming.remove(&l);
        let all_arrived = earlier.as_ref().map_or(0, |e| e.1) == refs - later;
        let mut shared = self.falls.then(|| std::mem::take(&mut self.facts));
        let assumed = if later > 0 {
            self.assumed.get(&l).cloned()
        } else {
            None
        };
        for k in earlier.map(|e| e.0).into_iter().chain(assumed) {
            match &mut shared {
                Some(s) => s.meet(&k),
                None => shared = Some(k),
            }
        }
        self.facts = match shared {
            Some(s) if all_arrived && !opaque => s,
            _ => Facts::default(),
        };
        if later > 0 {
            self.used.push((l, self.facts.clone()));
        }
        self.falls = true;
        self.pending = None;
    }

    /// After the walk: its deletions if what it used at each label later
    /// branches join holds on every one of them, else the assumptions for
    /// another walk (what was used, less what a later branch lacked).
    fn agreed(self) -> Result<Vec<bool>, HashMap<Label, Facts<'a>>> {
        let mut revised = self.assumed;
        let mut agreed = true;
        for (l, used) in self.used {
            let late = match self.incoming.get(&l) {
                Some((late, n)) if *n == self.uses[l as usize].later => Some(late),
                _ => None,
            };
            if late.is_some_and(|late| late.covers(&used)) {
                continue;
            }
            agreed = false;
            let mut next = used;
            match late {
                Some(late) => next.meet(late),
                None => next.clear(),
            }
            revised.insert(l, next);
        }
        if agreed {
            Ok(self.remove)
        } else {
            Err(revised)
        }
    }

    /// At instruction `m` (item `i`): deletes it if redundant, else learns
    /// what it does and where control goes after it.
    fn inst(&mut self, i: usize, m: &'a MachInst) {
        if self.remove[i] {
            // The `ori` of a removed `lui`/`ori` pair.
            return;
        }
        let slot_of = self.pending.take();
        let removable = slot_of.is_none() && m.role == Role::Body && !m.has_delay_slot();
        let result = self.facts.result(m);
        if removable && self.redundant(i, m, &result) {
            return;
        }
        // A write of the value the register holds changes nothing.
        let unchanged = matches!(&result, Some((r, k)) if self.facts.get(*r) == Some(k));
        if !unchanged {
            match effects(m) {
                None => self.facts.clear(),
                Some(e) => self.learn(m, &e, result),
            }
        }
        self.follow_flow(m, slot_of);
    }

    /// Whether `m` (item `i`, `result` what it writes) recomputes what is
    /// known, marking it (and the `ori` of a `lui`/`ori` pair) for
    /// deletion.
    fn redundant(&mut self, i: usize, m: &MachInst, result: &Option<(Reg, Known<'a>)>) -> bool {
        let facts = &self.facts;
        let ins = &m.inst;
        let same = match result {
            Some((r, k)) => facts.get(*r) == Some(k),
            None => false,
        };
        let plain_sp_store = ins.op == Opcode::St
            && ins.rb == Reg::SP
            && matches!(m.fixup, Fixup::None)
            && !m.volatile;
        let stored_back = plain_sp_store
            && (ins.ra != Reg::ZERO && facts.get(ins.ra) == Some(&Known::Stack(ins.imm))
                || facts
                    .constant(ins.ra)
                    .is_some_and(|c| facts.words.contains(&(ins.imm, c))));
        let recomputed =
            ins.op.info().shape == Shape::MulDiv && facts.hilo == Some((ins.op, ins.ra, ins.rb));
        if same || stored_back || recomputed {
            self.remove[i] = true;
            return true;
        }
        if ins.op == Opcode::Lui && self.held_address_pair(i, result) {
            self.remove[i] = true;
            self.remove[i + 1] = true;
            return true;
        }
        false
    }

    /// Whether the `lui` at item `i` and the `ori` after it (`lui r, hi;
    /// ori r, r, lo`) compute what `r` holds.
    fn held_address_pair(&mut self, i: usize, result: &Option<(Reg, Known<'a>)>) -> bool {
        let items = self.items;
        let facts = &mut self.facts;
        if let Some((r, _)) = result
            && let Some(MachItem::Inst(next)) = items.get(i + 1)
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
                return true;
            }
        }
        false
    }

    /// Updates the facts for `m`, which does `e` and leaves `result`.
    fn learn(&mut self, m: &MachInst, e: &Effects, result: Option<(Reg, Known<'a>)>) {
        let ins = &m.inst;
        if e.store {
            self.forget_stored_words(m);
        }
        let facts = &mut self.facts;
        if e.writes & bit(Reg::SP) != 0 {
            facts.clear();
        }
        let mut written = e.writes & 0xFFFF;
        while written != 0 {
            facts.held[written.trailing_zeros() as usize] = None;
            written &= written - 1;
        }
        if let Some((_, a, b)) = facts.hilo
            && (e.writes & (bit(a) | bit(b) | HI | LO) != 0)
        {
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

    /// Forgets the stack words the store `m` may overwrite: those it
    /// overlaps through `$sp`, or every word but the private ones through
    /// another base.
    fn forget_stored_words(&mut self, m: &MachInst) {
        let ins = &m.inst;
        let private = self.private;
        let is_private = |off: i32| private.is_some_and(|p| p.contains(off));
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
        let facts = &mut self.facts;
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

    /// Where control goes after `m` (in the slot of `slot_of`, if any):
    /// facts handed to branch targets, dropped after calls, jumps and
    /// returns, and whether the next item is fallen into.
    fn follow_flow(&mut self, m: &MachInst, slot_of: Option<PendingSlot>) {
        if matches!(m.fixup, Fixup::None) && m.ends_flow() && !m.has_delay_slot() {
            self.facts.clear();
        }
        if m.is_jump() && slot_of.is_none() {
            if let Some(l) = m.branch_target() {
                self.arrive(l);
            }
            self.facts.clear();
            self.falls = false;
        } else if m.ends_flow() && !m.has_delay_slot() {
            self.falls = false;
        }
        if m.has_delay_slot() && slot_of.is_none() {
            self.pending = Some(PendingSlot {
                op: m.inst.op,
                label: m.branch_target(),
                call: match &m.fixup {
                    Fixup::Call(_, _, facts) => Some(*facts),
                    _ if m.inst.op == Opcode::Jalr => Some(CallFacts::abi(false)),
                    _ => None,
                },
            });
        } else if let Some(slot) = slot_of {
            self.after_slot(slot);
        }
    }

    /// After the slot of `slot`'s transfer.
    fn after_slot(&mut self, slot: PendingSlot) {
        if is_cond_branch(slot.op) {
            // A conditional branch's target sees its slot's effects too.
            if let Some(l) = slot.label {
                self.arrive(l);
            }
            return;
        }
        // After a jump or return's slot, what follows is reached from
        // elsewhere. After a call's, what the registers the callee keeps
        // (the callee-saved ones, and for some runtime routines more) hold
        // stays known; a callee that leaves its incoming area alone keeps
        // the outgoing and private words too (the same arguments stored
        // for the next call go).
        match slot.call {
            Some(call) => {
                let private = self.private.filter(|_| call.quiet);
                let kept = private.map(|p| move |off| off < p.outgoing || p.contains(off));
                self.facts.keep_after_call(call.kills, kept);
            }
            None => self.facts.clear(),
        }
        if matches!(slot.op, Opcode::Jr | Opcode::Jmp) {
            self.falls = false;
        }
    }

    /// A branch to `l` carries the current facts there.
    fn arrive(&mut self, l: Label) {
        let facts = &self.facts;
        self.incoming
            .entry(l)
            .and_modify(|(k, n)| {
                k.meet(facts);
                *n += 1;
            })
            .or_insert_with(|| (facts.clone(), 1));
    }
}

/// [`remove_redundant_reloads`], [`propagate_copies`](crate::mach::propagate_copies), then
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

#[cfg(test)]
mod tests;
