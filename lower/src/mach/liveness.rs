//! Physical-register liveness over machine code: backward dataflow through
//! labels, branches and delay slots; calls read the argument registers and
//! clobber the caller-saved ones, `ret` reads the result registers, `$sp`,
//! `$lr` and the callee-saved registers; what cannot be analysed reads
//! everything.

use super::cfg::LabelIndex;
use super::effects::{ALL_REGS, bit, effects};
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, is_cond_branch};
use crate::runtime_clobbers::ABI_CALL_KILLS;
use egret_cpu0::isa::{Opcode, Reg};

/// What a return reads besides the result registers: the stack pointer, the
/// return address and the callee-saved registers, which must hold the
/// caller's values again.
pub(super) const RET_READS: u32 =
    bit(Reg::SP) | bit(Reg::LR) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1);

/// What a callee reads once the call's slot has run: the argument
/// registers (`$a0`/`$a1`, and `$7`, `$8`, `$t9` under the module-local
/// convention, `crate::abi`), `$sp` (stack-passed words) and `$t9`
/// (indirect calls).
pub(super) const CALL_READS: u32 = bit(Reg::A0) | bit(Reg::A1) | bit(Reg::SP) | bit(Reg::T9);

/// What the callee of `call` reads: [`CALL_READS`] for `jalr`; for a
/// direct `jsub` the same but `$t9` (no PIC: only an indirect call's target
/// is there), and `$7`, `$8` and `$t9` for one to a module-local entry (a
/// symbol plus an offset, `crate::abi`).
pub(super) fn call_reads(call: &MachInst) -> u32 {
    match call.fixup {
        Fixup::Call(_, 0, _) => CALL_READS & !bit(Reg::T9),
        Fixup::Call(..) => CALL_READS | bit(Reg::T0) | bit(Reg::T1),
        _ => CALL_READS,
    }
}

/// What a call to an unknown callee overwrites: the caller-saved registers
/// (`crate::reg`), the results, `$at`, `$lr`, the compare flags and HI/LO
/// ([`ABI_CALL_KILLS`]).
pub(super) const CALL_KILLS: u32 = ABI_CALL_KILLS;

/// What the callee of `call` may overwrite: the set its `jsub` carries
/// ([`CallFacts::kills`](super::model::CallFacts), narrower for some
/// runtime routines), [`CALL_KILLS`] for `jalr`.
pub(super) fn call_kills(call: &MachInst) -> u32 {
    match &call.fixup {
        Fixup::Call(_, _, facts) => facts.kills,
        _ => CALL_KILLS,
    }
}

impl MachFunction {
    /// The physical registers live before each item, as [`Effects`] bit
    /// sets (backward dataflow to a fixed point).
    ///
    /// Control flow follows the delay slots: a transfer's successor is its
    /// slot, and the slot's successors are the transfer's — both ways of a
    /// conditional branch, the code after a call (through [`call_kills`]
    /// and [`CALL_READS`]), the caller for `ret $lr` ([`RET_READS`]). What
    /// cannot be analysed counts as reading everything: an instruction
    /// without [`effects`], an indirect jump, a branch to a label that is
    /// not there, code running off the end.
    pub(super) fn liveness(&self) -> Vec<u32> {
        let n = self.items.len();
        let labels = self.label_indices();
        let ret_reads = self.ret_reads();
        // Each item's transfer, worked out once, and the span of the items
        // from the first label a branch goes back to, to the last such
        // branch (`None`: no branch goes back).
        let mut transfers = Vec::with_capacity(n);
        let mut back: Option<(usize, usize)> = None;
        // Where the slot of the transfer just seen flows to.
        let mut pending: Option<After> = None;
        for (i, it) in self.items.iter().enumerate() {
            let t = match it {
                MachItem::Label(_) => {
                    pending = None;
                    Transfer::NEXT
                }
                MachItem::Cfi(_) => Transfer::NEXT,
                MachItem::Inst(m) => {
                    let slot = pending.take();
                    if slot.is_none() && m.has_delay_slot() {
                        pending = Some(self.slot_after(m, &labels, ret_reads));
                    }
                    inst_transfer(m, slot, &labels)
                }
            };
            if let After::Item(k) | After::ItemOrNext(k) = t.after
                && k < i
            {
                back = Some(back.map_or((k, i), |(lo, _)| (lo.min(k), i)));
            }
            transfers.push(t);
        }
        // Iterated to the least fixed point, from nothing live. One
        // backward sweep settles everything but what a branch going back
        // reaches; that span is swept until it is stable, and the items
        // before it, which only depend on items after them, once more.
        let mut live = vec![0u32; n];
        let sweep = |live: &mut [u32], range: std::ops::Range<usize>| {
            let mut changed = false;
            for i in range.rev() {
                let before = transfers[i].apply(live, i);
                if before != live[i] {
                    live[i] = before;
                    changed = true;
                }
            }
            changed
        };
        sweep(&mut live, 0..n);
        if let Some((lo, hi)) = back {
            while sweep(&mut live, lo..hi + 1) {}
            sweep(&mut live, 0..lo);
        }
        live
    }

    /// What `ret $lr` reads: [`RET_READS`] and the result registers.
    fn ret_reads(&self) -> u32 {
        self.result_regs
            .iter()
            .fold(RET_READS, |set, &r| set | bit(r))
    }

    /// Recomputes `live` for items `lo..hi` — `lo` a label's index or 0 —
    /// given the entries outside the range (`labels` from
    /// [`Self::label_indices`]), after a change to the items `first..hi` of
    /// straight-line code: one backward pass from the old values, stopping
    /// below `first` where an entry comes out unchanged.
    pub(super) fn relive(
        &self,
        live: &mut [u32],
        labels: &LabelIndex,
        lo: usize,
        hi: usize,
        first: usize,
    ) {
        let ret_reads = self.ret_reads();
        for i in (lo..hi).rev() {
            let slot_of = match self.items[i] {
                MachItem::Inst(_) => self.slot_of(i, lo),
                _ => None,
            };
            let before = self.transfer(i, slot_of, labels, ret_reads).apply(live, i);
            if before != live[i] {
                live[i] = before;
            } else if i < first {
                return;
            }
        }
    }
}

impl MachFunction {
    /// How item `i` (in the slot of transfer `slot_of`, if any) maps the
    /// registers live after it to those live before it.
    fn transfer(
        &self,
        i: usize,
        slot_of: Option<usize>,
        labels: &LabelIndex,
        ret_reads: u32,
    ) -> Transfer {
        let m = match &self.items[i] {
            MachItem::Label(_) | MachItem::Cfi(_) => return Transfer::NEXT,
            MachItem::Inst(m) => m,
        };
        let slot = slot_of.map(|t| {
            let MachItem::Inst(tr) = &self.items[t] else {
                unreachable!("slots follow instructions")
            };
            self.slot_after(tr, labels, ret_reads)
        });
        inst_transfer(m, slot, labels)
    }

    /// Where the registers live after the delay slot of transfer `tr` come
    /// from.
    fn slot_after(&self, tr: &MachInst, labels: &LabelIndex, ret_reads: u32) -> After {
        match tr.inst.op {
            op if is_cond_branch(op) => match flow_to_label(tr.branch_target(), labels) {
                After::Item(k) => After::ItemOrNext(k),
                other => other,
            },
            Opcode::Jsub | Opcode::Jalr => After::Call {
                reads: call_reads(tr),
                kills: call_kills(tr),
            },
            Opcode::Jr if tr.inst.ra == Reg::LR => After::Fixed(ret_reads),
            _ => After::Fixed(ALL_REGS),
        }
    }
}

/// Where the registers live after a transfer to label `l` come from: that
/// label's item, or everything when it is not there.
fn flow_to_label(l: Option<Label>, labels: &LabelIndex) -> After {
    match l.and_then(|l| labels.get(l)) {
        Some(k) => After::Item(k),
        None => After::Fixed(ALL_REGS),
    }
}

/// How instruction `m` maps the registers live after it to those live
/// before it; `slot`: where the registers live after it come from when it
/// is a delay slot ([`MachFunction::slot_after`]).
#[inline]
fn inst_transfer(m: &MachInst, slot: Option<After>, labels: &LabelIndex) -> Transfer {
    let Some(e) = effects(m) else {
        return Transfer {
            after: After::Fixed(0),
            keep: 0,
            reads: ALL_REGS,
        };
    };
    // Not a trap word from here on (that has no effects), so `is_jump`,
    // `ends_flow` and `has_delay_slot` only depend on the opcode and the
    // fixup's kind.
    let op = m.inst.op;
    let after = match (slot, &m.fixup) {
        (Some(after), _) => after,
        (None, Fixup::Branch(l)) if op == Opcode::Jmp => flow_to_label(Some(*l), labels),
        (None, _) if matches!(op, Opcode::Jmp | Opcode::Jr) && !op.has_delay_slot() => {
            After::Fixed(ALL_REGS)
        }
        (None, _) if op == Opcode::Bal => After::Fixed(ALL_REGS),
        (None, _) => After::Next,
    };
    Transfer {
        after,
        keep: !e.writes,
        reads: e.reads,
    }
}

/// Where the registers live after an item come from.
#[derive(Copy, Clone)]
pub(super) enum After {
    /// Those live before the next item (everything past the end).
    Next,
    /// Those live before this item (a branch target).
    Item(usize),
    /// Those live before this item or the next (a conditional branch's
    /// slot).
    ItemOrNext(usize),
    /// Those live after a call returns to the next item but what the
    /// callee may overwrite (`kills`), and what it reads.
    Call {
        /// What the callee reads.
        reads: u32,
        /// What it may overwrite.
        kills: u32,
    },
    /// These.
    Fixed(u32),
}

/// An item's effect on liveness: live before = `(after & keep) | reads`.
#[derive(Copy, Clone)]
struct Transfer {
    after: After,
    keep: u32,
    reads: u32,
}

impl Transfer {
    /// What a label or a frame marker does: nothing.
    const NEXT: Transfer = Transfer {
        after: After::Next,
        keep: !0,
        reads: 0,
    };

    pub(super) fn apply(&self, live: &[u32], i: usize) -> u32 {
        let next = || live.get(i + 1).copied().unwrap_or(ALL_REGS);
        let after = match self.after {
            After::Next => next(),
            After::Item(k) => live[k],
            After::ItemOrNext(k) => live[k] | next(),
            After::Call { reads, kills } => (next() & !kills) | reads,
            After::Fixed(set) => set,
        };
        (after & self.keep) | self.reads
    }
}

#[cfg(test)]
mod tests;
