//! The instruction scheduler after register allocation (`schedule`): a list
//! scheduler over each straight-line region of a block that reorders
//! instructions to remove the stalls of the simulator's pipeline model
//! (`egret_cpu0::sim`, "Cycle model"; `/work/shared/cpu0/CPU0.md`).
//!
//! The model issues one instruction per cycle and stalls
//! - one cycle when an instruction reads the register a load or `mul`
//!   wrote in the instruction right before it ([`LATE_LATENCY`]);
//! - until HI/LO are ready when `mfhi`, `mflo`, `mthi`, `mtlo`, `mult*` or
//!   `div*` follows a `mult*` ([`MULT_LATENCY`] cycles after its issue) or
//!   a `div*` ([`DIV_LATENCY`]);
//! - one cycle on `jmp` and `bal` (nothing to schedule), and nothing on a
//!   delayed transfer: its slot covers the branch resolution.
//!
//! A region is a maximal run of movable instructions of one role (body or
//! epilogue) between labels, frame markers and everything that is not
//! moved: transfers and their slots, calls, prologue instructions, `nop`s
//! and coprocessor access. Frame setup therefore never crosses a frame
//! marker, and no instruction crosses a label or a branch. The order inside
//! a region only has to keep the dependences ([`Dag`]): a register read,
//! written or read-then-written by both (`$sw`, HI and LO are registers like
//! the others), and memory order — loads pass loads; a store stays ordered
//! with every load and store unless the two are provably disjoint
//! ([`disjoint`]: the same base register, unwritten in between, with
//! non-overlapping offsets; or a `$sp`-relative access to a private stack
//! word against an access through another base).
//!
//! Priority is the critical path: the longest latency-weighted path from an
//! instruction to the end of the region, including the stall the
//! instruction after the region (the branch reading a loaded register)
//! would take. Among the instructions ready at the current cycle the one on
//! the longest path goes first; when none is ready, the one ready soonest.
//! A second schedule that keeps the present order except to fill a stall
//! is tried too, and the one the model counts fewer cycles for is taken.
//! The new order is kept only if the model, started from the pipeline state
//! the code before the region leaves (a load in the previous instruction, a
//! pending multiply or divide) and ending with the instruction after the
//! region, counts fewer cycles for it than for the old order; ties keep the
//! old order.
//!
//! The pass runs before the delay-slot fillers, with every slot empty. A
//! reordered region that ends in a delayed transfer gets its slot filled
//! here: the cost of each of a few candidates (an instruction nothing later
//! in the region depends on that commutes with the transfer) in the slot,
//! the rest scheduled, is compared with the present order plus the slot
//! [`fill_delay_slots`](super::delay_slots::fill_delay_slots) would give
//! it. A conditional branch's slot that filler would leave empty stays
//! empty (and the new order must not let it fill it), for
//! `delay-slots-across`, which may also save a `jmp`; the first
//! instruction of a successor of a branch with an empty slot, and the one
//! the filler moves into a call's slot, stay in place.
//! Everything is deterministic: ties go to the earlier instruction.

use super::cfg::{LabelSet, is_slot};
use super::delay_slots::{runs_before_call, slot_filler, slot_shaped};
use super::effects::{Effects, HI, LO, bit, effects};
use super::model::{
    Fixup, Label, MachFunction, MachInst, MachItem, PrivateStack, Role, is_cond_branch,
};
use egret_cpu0::isa::{Opcode, Reg};
use egret_cpu0::sim::{DIV_LATENCY, MULT_LATENCY};

/// Cycles from a load or `mul` until the next reader runs without a stall:
/// a reader right after it waits one cycle.
pub(super) const LATE_LATENCY: u64 = 2;

/// The longest region scheduled at once (a longer run is cut into pieces
/// of this length), which bounds the quadratic dependence graph.
const MAX_REGION: usize = 48;

/// How many of the instructions that could go into a slot the scheduler
/// tries there (the latest ones).
const SLOT_CANDIDATES: usize = 4;

/// The general registers (the model's load-use check sees only these).
const GENERAL: u32 = 0xFFFF;

/// Reorders the instructions of each region of `f` for fewer pipeline
/// stalls (see the module doc).
///
/// The items are scheduled one block (a label and what follows it up to
/// the next label) at a time: no region, and nothing the planning looks
/// at before or after a region, crosses a label, and a replacement that
/// fills a slot is one item shorter than what it replaces, so splicing it
/// into the block moves only the rest of that block, not of the function.
pub fn schedule(f: &mut MachFunction) {
    schedule_counted(f);
}

/// [`schedule`], returning how many items splicing the new orders in moved
/// (the rest of a block after a replacement one item shorter than what it
/// replaces): the work that grows with the size of the blocks, not of the
/// function.
pub(super) fn schedule_counted(f: &mut MachFunction) -> usize {
    let mut walk = Walk {
        private: f.private_stack,
        fed: labels_feeding_slots(f),
        targets: f.branch_targets(),
        pipe: Pipe::default(),
        pin: false,
        moved: 0,
    };
    let items = std::mem::take(&mut f.items);
    let mut out = Vec::with_capacity(items.len());
    let mut block = Vec::new();
    for item in items {
        if matches!(item, MachItem::Label(_)) && !block.is_empty() {
            walk.schedule_block(&mut block);
            out.append(&mut block);
        }
        block.push(item);
    }
    walk.schedule_block(&mut block);
    out.append(&mut block);
    f.items = out;
    walk.moved
}

/// The scheduler's state as it walks the blocks of a function in layout
/// order.
struct Walk {
    /// The function's private stack words ([`disjoint`]).
    private: Option<PrivateStack>,
    /// The labels branches with an empty slot go to, sorted.
    fed: Vec<Label>,
    /// The labels some branch names.
    targets: LabelSet,
    /// The pipeline state the code so far leaves.
    pipe: Pipe,
    /// The next instruction starts a successor of a branch with an empty
    /// slot, which `delay-slots-across` may fill with it: it stays first.
    pin: bool,
    /// Items moved by splicing so far (see [`schedule_counted`]).
    moved: usize,
}

impl Walk {
    /// Schedules the regions of `items`, one block: a label (unless it is
    /// the function's first block) and the items up to the next label.
    fn schedule_block(&mut self, items: &mut Vec<MachItem>) {
        let mut i = 0;
        while i < items.len() {
            let end = if self.pin { i } else { region_end(items, i) };
            if end == i {
                self.step(items, i);
                i += 1;
                continue;
            }
            if let Some(replacement) = plan_region(items, i, end, &self.pipe, self.private) {
                // Through the slot when the plan fills it (one item longer).
                let through = if replacement.len() > end - i {
                    end + 2
                } else {
                    end
                };
                if replacement.len() < through - i {
                    self.moved += items.len() - through;
                }
                items.splice(i..through, replacement);
            }
            for it in &items[i..end] {
                if let MachItem::Inst(m) = it {
                    self.pipe.issue(m, effects(m).unwrap_or_default());
                }
            }
            i = end;
        }
    }

    /// Passes item `i` of `items`, which no region holds.
    fn step(&mut self, items: &[MachItem], i: usize) {
        match &items[i] {
            MachItem::Label(l) => {
                self.pin |= self.fed.binary_search(l).is_ok();
                // Only code falling in reaches a label no branch names:
                // the state before it holds after it.
                if self.targets.contains(*l) {
                    self.pipe = Pipe::default();
                }
            }
            MachItem::Inst(m) => {
                self.pin = is_empty_slot(m) && slot_of_cond_branch(items, i);
                self.pipe.issue(m, effects(m).unwrap_or_default());
            }
            MachItem::Cfi(_) => {}
        }
    }
}

/// Whether item `i` is the slot of a conditional branch.
fn slot_of_cond_branch(items: &[MachItem], i: usize) -> bool {
    is_slot(items, i) && matches!(&items[i - 1], MachItem::Inst(b) if is_cond_branch(b.inst.op))
}

/// The labels conditional branches with an empty slot go to: the slot
/// filler across blocks may copy their first instruction into the slot.
fn labels_feeding_slots(f: &MachFunction) -> Vec<Label> {
    let mut labels = Vec::new();
    for (i, it) in f.items.iter().enumerate() {
        if let (MachItem::Inst(b), Some(MachItem::Inst(s))) = (it, f.items.get(i + 1))
            && is_cond_branch(b.inst.op)
            && is_empty_slot(s)
            && let Some(l) = b.branch_target()
        {
            labels.push(l);
        }
    }
    labels.sort_unstable();
    labels.dedup();
    labels
}

/// Whether the scheduler may move `m` (item `i` of `items`): an ordinary
/// body or epilogue instruction, not a transfer, slot, `nop` or prologue
/// instruction, with no relocation but the halves of an address, and not
/// the instruction after a call that the slot filler moves into the call's
/// slot ([`runs_before_call`]).
fn movable(items: &[MachItem], i: usize, m: &MachInst) -> bool {
    effects(m).is_some()
        && matches!(m.role, Role::Body | Role::Epilogue)
        && matches!(m.fixup, Fixup::None | Fixup::Hi16(..) | Fixup::Lo16(..))
        && m.inst.op != Opcode::Nop
        && !m.has_delay_slot()
        && !m.ends_flow()
        && !is_slot(items, i)
        && !goes_into_call_slot(items, i, m)
}

/// Whether `m` (item `i`) follows a call's empty slot and the slot filler
/// will move it there.
fn goes_into_call_slot(items: &[MachItem], i: usize, m: &MachInst) -> bool {
    i >= 2
        && matches!(&items[i - 1], MachItem::Inst(s) if is_empty_slot(s))
        && matches!(&items[i - 2], MachItem::Inst(call) if runs_before_call(call, m))
}

/// Whether `m` is a delay-slot `nop` no pass has filled.
fn is_empty_slot(m: &MachInst) -> bool {
    m.inst.op == Opcode::Nop && m.role == Role::DelaySlot
}

/// The end (exclusive) of the region starting at item `start`: the run of
/// movable instructions of `start`'s role, at most [`MAX_REGION`] long;
/// `start` itself when that item is no movable instruction.
fn region_end(items: &[MachItem], start: usize) -> usize {
    let role = match &items[start] {
        MachItem::Inst(m) if movable(items, start, m) => m.role,
        _ => return start,
    };
    let mut end = start;
    while end < items.len() && end - start < MAX_REGION {
        match &items[end] {
            MachItem::Inst(m) if m.role == role && movable(items, end, m) => end += 1,
            _ => break,
        }
    }
    end
}

/// The instruction that runs right after item `end - 1` in layout, past
/// frame markers (none after a label: other code may jump there).
fn next_inst(items: &[MachItem], end: usize) -> Option<&MachInst> {
    items[end..].iter().find_map(|it| match it {
        MachItem::Inst(m) => Some(Some(m)),
        MachItem::Label(_) => Some(None),
        MachItem::Cfi(_) => None,
    })?
}

/// The items to put at `start` in place of the region `start..end` of
/// `items` (entered in state `pipe`), if the model counts fewer cycles for
/// them; when a delayed transfer with an empty slot ends the region, the
/// replacement runs through the slot, filled (see [`plan_with_slot`]).
fn plan_region(
    items: &[MachItem],
    start: usize,
    end: usize,
    pipe: &Pipe,
    private: Option<PrivateStack>,
) -> Option<Vec<MachItem>> {
    let region: Vec<MachInst> = items[start..end]
        .iter()
        .filter_map(|it| match it {
            MachItem::Inst(m) => Some(m.clone()),
            _ => None,
        })
        .collect();
    if region.len() < 2 {
        return None;
    }
    if let (Some(MachItem::Inst(t)), Some(MachItem::Inst(s))) = (items.get(end), items.get(end + 1))
        && t.has_delay_slot()
        && is_empty_slot(s)
    {
        return plan_with_slot(items, start, end, &region, private, pipe);
    }
    let tail: Vec<&MachInst> = next_inst(items, end).into_iter().collect();
    let identity: Vec<usize> = (0..region.len()).collect();
    let present_cycles = cycles(&region, &identity, &tail, pipe);
    if present_cycles == (region.len() + tail.len()) as u64 {
        // No stall to remove.
        return None;
    }
    let dag = Dag::build(&region, private);
    let (c, order) = dag.best_schedule(&region, &tail, pipe, None);
    // Past frame markers the slot filler may take the last instruction
    // (with the markers): it stays last.
    let keeps_last =
        !matches!(items.get(end), Some(MachItem::Cfi(_))) || order.last() == identity.last();
    let better = c < present_cycles;
    (keeps_last && better).then(|| {
        order
            .iter()
            .map(|&k| MachItem::Inst(region[k].clone()))
            .collect()
    })
}

/// The region `start..end` of `items` followed by a delayed transfer with
/// an empty slot: the best schedule of the region with one of its
/// instructions moved into the slot (one nothing later in the region
/// depends on that commutes with the transfer), as the items from `start`
/// through the slot, if the model counts fewer cycles for it than for the
/// present order with the slot the filler would give it
/// ([`slot_filler`]). A slot the filler would fill with a stepped access
/// or from before the region is left to it.
fn plan_with_slot(
    items: &[MachItem],
    start: usize,
    end: usize,
    region: &[MachInst],
    private: Option<PrivateStack>,
    pipe: &Pipe,
) -> Option<Vec<MachItem>> {
    let (MachItem::Inst(transfer), MachItem::Inst(nop)) = (&items[end], &items[end + 1]) else {
        return None;
    };
    let te = effects(transfer)?;
    let present = match slot_filler(&items[..=end], end) {
        None => None,
        Some((j, 0)) if j >= start => Some(j - start),
        Some(_) => return None,
    };
    let kept: Vec<usize> = (0..region.len()).filter(|&k| Some(k) != present).collect();
    let present_slot = present.map_or(nop, |k| &region[k]);
    let present_cycles = cycles(region, &kept, &[transfer, present_slot], pipe);
    if present_cycles == kept.len() as u64 + 2
        && (present.is_some() || is_cond_branch(transfer.inst.op))
    {
        // No stall to remove, and the slot is as full as it gets.
        return None;
    }
    let dag = Dag::build(region, private);
    let mut best: Option<(u64, Vec<usize>, Option<usize>)> = None;
    // The latest few candidates (and the filler's own choice): a bound on
    // the schedules tried.
    let candidates = (0..region.len())
        .rev()
        .filter(|&k| {
            dag.succs(k).is_empty() && slot_shaped(&region[k]).is_some_and(|e| e.commutes_with(&te))
        })
        .take(SLOT_CANDIDATES)
        .chain(present);
    // A conditional branch's slot the filler within the block leaves empty
    // is for `delay-slots-across` (which may also save a `jmp`): it stays
    // empty, for the filler too.
    let across = present.is_none() && is_cond_branch(transfer.inst.op);
    let mut options: Vec<Option<usize>> = candidates.map(Some).collect();
    options.sort_unstable();
    options.dedup();
    if across || options.is_empty() {
        options = vec![None];
    }
    for slot in options {
        let filler = slot.map_or(nop, |k| &region[k]);
        let (c, order) = dag.best_schedule(region, &[transfer, filler], pipe, slot);
        if best.as_ref().is_none_or(|b| c < b.0) {
            best = Some((c, order, slot));
        }
    }
    let (c, order, slot) = best?;
    if c >= present_cycles || (across && fills_within(items, start, region, &order, transfer)) {
        return None;
    }
    let mut out: Vec<MachItem> = order
        .iter()
        .map(|&k| MachItem::Inst(region[k].clone()))
        .collect();
    out.push(MachItem::Inst(transfer.clone()));
    out.push(MachItem::Inst(slot.map_or(nop, |k| &region[k]).clone()));
    Some(out)
}

/// Whether the slot filler within a block would fill the slot of
/// `transfer` (item `start + region.len()` of `items`) if the region before
/// it were in `order`.
fn fills_within(
    items: &[MachItem],
    start: usize,
    region: &[MachInst],
    order: &[usize],
    transfer: &MachInst,
) -> bool {
    // The filler looks a few instructions back; what it may reach before
    // the region is the same in any order of the region.
    let mut code: Vec<MachItem> = items[start.saturating_sub(16)..start].to_vec();
    code.extend(order.iter().map(|&k| MachItem::Inst(region[k].clone())));
    code.push(MachItem::Inst(transfer.clone()));
    slot_filler(&code, code.len() - 1).is_some()
}

/// The pipeline model's state between instructions: the cycle count, the
/// registers the last instruction loads late, and when HI/LO are ready.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Pipe {
    /// Cycles so far (instructions plus stalls).
    pub(super) now: u64,
    /// General registers the previous instruction delivers a cycle late.
    late: u32,
    /// The cycle at which HI/LO can be read.
    hilo_ready: u64,
}

/// Whether `op` waits for HI/LO (reads or writes them).
fn waits_for_hilo(e: &Effects) -> bool {
    (e.reads | e.writes) & (HI | LO) != 0
}

/// The cycles from `op`'s issue until HI/LO are ready, for `mult*` and
/// `div*`.
fn hilo_latency(op: Opcode) -> Option<u64> {
    match op {
        Opcode::Mult | Opcode::Multu => Some(MULT_LATENCY),
        Opcode::Div | Opcode::Divu => Some(DIV_LATENCY),
        _ => None,
    }
}

/// Whether `m`'s result (its `ra`) arrives a cycle late: loads and `mul`
/// ([`Opcode::delivers_late`]).
fn delivers_late(m: &MachInst) -> bool {
    m.inst.op.delivers_late()
}

impl Pipe {
    /// Issues `m` (doing `e`) as the simulator's model does.
    pub(super) fn issue(&mut self, m: &MachInst, e: Effects) {
        self.now += 1;
        if e.reads & self.late & GENERAL != 0 {
            self.now += 1;
        }
        if waits_for_hilo(&e) && self.hilo_ready > self.now {
            self.now = self.hilo_ready;
        }
        if let Some(latency) = hilo_latency(m.inst.op) {
            self.hilo_ready = self.now + latency;
        }
        if matches!(m.inst.op, Opcode::Jmp | Opcode::Bal) {
            self.now += 1;
        }
        self.late = if delivers_late(m) {
            bit(m.inst.ra) & GENERAL & !bit(Reg::ZERO)
        } else {
            0
        };
        if matches!(m.fixup, Fixup::Call(..)) || m.inst.op == Opcode::Jalr {
            // The callee runs in between: start afresh after it.
            self.late = 0;
            self.hilo_ready = 0;
        }
    }
}

/// The cycles the model counts for `order` of `insts` then `tail`, from
/// the state `pipe`.
pub(super) fn cycles(insts: &[MachInst], order: &[usize], tail: &[&MachInst], pipe: &Pipe) -> u64 {
    let mut p = pipe.clone();
    for m in order.iter().map(|&k| &insts[k]).chain(tail.iter().copied()) {
        p.issue(m, effects(m).unwrap_or_default());
    }
    p.now - pipe.now
}

/// The fewest cycles the model can count for `order` of `insts` then
/// `tail`, in any state and any order of them: one per instruction, and
/// one more for each `jmp` and `bal` ([`Pipe::issue`]).
fn stall_free_cycles(insts: &[MachInst], order: &[usize], tail: &[&MachInst]) -> u64 {
    order
        .iter()
        .map(|&k| &insts[k])
        .chain(tail.iter().copied())
        .map(|m| 1 + u64::from(matches!(m.inst.op, Opcode::Jmp | Opcode::Bal)))
        .sum()
}

/// Which ready instruction [`Dag::list_schedule`] issues first among those
/// that would not stall.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Priority {
    /// The one on the longest latency-weighted path to the region's end.
    CriticalPath,
    /// The earliest in the present order: instructions only move to fill
    /// a stall.
    SourceOrder,
}

/// The dependences of a region: for each instruction the earlier ones it
/// must follow and by how many cycles it should ([`latency`]).
pub(super) struct Dag {
    /// The instructions' effects.
    effects: Vec<Effects>,
    /// Every dependence, as the later instruction and the latency, grouped
    /// by the earlier one ([`Dag::succs`]): one table for the region
    /// rather than one per instruction.
    edges: Vec<(usize, u64)>,
    /// Where each instruction's dependences start in `edges` (one more
    /// entry than instructions: the end of the last).
    start: Vec<usize>,
    /// How many earlier instructions each depends on.
    preds: Vec<usize>,
}

impl Dag {
    /// The dependence graph of `insts` (see the module doc).
    pub(super) fn build(insts: &[MachInst], private: Option<PrivateStack>) -> Dag {
        let effects: Vec<Effects> = insts
            .iter()
            .map(|m| effects(m).unwrap_or_default())
            .collect();
        let n = insts.len();
        let mut edges = Vec::new();
        let mut start = Vec::with_capacity(n + 1);
        let mut preds = vec![0; n];
        let sp_fixed = effects.iter().all(|e| e.writes & bit(Reg::SP) == 0);
        let mut writes_before = vec![[0u32; 16]; n + 1];
        for (k, e) in effects.iter().enumerate() {
            let mut counts = writes_before[k];
            for (r, count) in counts.iter_mut().enumerate() {
                *count += (e.writes >> r) & 1;
            }
            writes_before[k + 1] = counts;
        }
        for i in 0..n {
            start.push(edges.len());
            for j in i + 1..n {
                let (a, b) = (&effects[i], &effects[j]);
                let registers = a.writes & (b.reads | b.writes) != 0 || a.reads & b.writes != 0;
                let volatile = a.volatile && b.volatile;
                let memory = volatile
                    || ((a.store && (b.load || b.store)) || (a.load && b.store))
                        && !disjoint(
                            insts,
                            &effects,
                            &writes_before,
                            i,
                            j,
                            private.filter(|_| sp_fixed),
                        );
                if registers || memory {
                    edges.push((j, latency(&insts[i], a, b)));
                    preds[j] += 1;
                }
            }
        }
        start.push(edges.len());
        Dag {
            effects,
            edges,
            start,
            preds,
        }
    }

    /// The earliest cycle each instruction can issue at for what the code
    /// before the region (state `pipe`) left pending: a late result it
    /// reads, HI/LO not ready. Cycles are relative to the region's first
    /// issue (cycle 0).
    fn entry_delays(&self, pipe: &Pipe) -> Vec<u64> {
        self.effects
            .iter()
            .map(|e| {
                let late = u64::from(e.reads & pipe.late & GENERAL != 0);
                let hilo = if waits_for_hilo(e) {
                    pipe.hilo_ready.saturating_sub(pipe.now + 1)
                } else {
                    0
                };
                late.max(hilo)
            })
            .collect()
    }

    /// The later instructions depending on instruction `i`, in order, with
    /// the latencies.
    pub(super) fn succs(&self, i: usize) -> &[(usize, u64)] {
        &self.edges[self.start[i]..self.start[i + 1]]
    }

    /// Each instruction's critical path: the longest latency-weighted path
    /// from it to the end of the region, ending with the latency to `next`
    /// (a late result it reads, a pending HI/LO).
    fn heights(&self, insts: &[MachInst], next: Option<&MachInst>) -> Vec<u64> {
        let n = insts.len();
        let next_reads = next.and_then(effects).map_or(0, |e| e.reads);
        let mut height = vec![0u64; n];
        for i in (0..n).rev() {
            let e = &self.effects[i];
            let mut h = if delivers_late(&insts[i]) && e.writes & next_reads & GENERAL != 0 {
                LATE_LATENCY
            } else {
                hilo_latency(insts[i].inst.op).unwrap_or(1)
            };
            for &(j, lat) in self.succs(i) {
                h = h.max(lat + height[j]);
            }
            height[i] = h;
        }
        height
    }

    /// The better of the list schedules of `insts` but `left_out` by
    /// [`Priority::SourceOrder`] and [`Priority::CriticalPath`] (the first
    /// on a tie), entered in state `pipe` and followed by `tail`, and the
    /// model's cycles for it. When the first has no stall, no order is
    /// better and the second is not built.
    pub(super) fn best_schedule(
        &self,
        insts: &[MachInst],
        tail: &[&MachInst],
        pipe: &Pipe,
        left_out: Option<usize>,
    ) -> (u64, Vec<usize>) {
        let next = tail.first().copied();
        let source = self.list_schedule(insts, next, pipe, left_out, Priority::SourceOrder);
        let source_cycles = cycles(insts, &source, tail, pipe);
        if source_cycles == stall_free_cycles(insts, &source, tail) {
            return (source_cycles, source);
        }
        let critical = self.list_schedule(insts, next, pipe, left_out, Priority::CriticalPath);
        let critical_cycles = cycles(insts, &critical, tail, pipe);
        if critical_cycles < source_cycles {
            (critical_cycles, critical)
        } else {
            (source_cycles, source)
        }
    }

    /// The list schedule of `insts` but `left_out` (an instruction nothing
    /// depends on), entered in state `pipe` and followed by `next`: at each
    /// cycle the ready instruction (all it depends on issued, its
    /// latencies passed) on the longest path goes first; if none is ready,
    /// the one ready soonest. Ties go to the earlier instruction.
    pub(super) fn list_schedule(
        &self,
        insts: &[MachInst],
        next: Option<&MachInst>,
        pipe: &Pipe,
        left_out: Option<usize>,
        priority: Priority,
    ) -> Vec<usize> {
        let n = insts.len();
        // Source order needs no critical path: every path counts as 0.
        let height = match priority {
            Priority::CriticalPath => self.heights(insts, next),
            Priority::SourceOrder => vec![0; n],
        };
        let mut earliest = self.entry_delays(pipe);
        let mut waiting = self.preds.clone();
        // The instructions whose predecessors have all issued and that
        // have not issued themselves, in no particular order: the pick's
        // key ends with the index, so it is the same in any order.
        let mut ready: Vec<usize> = (0..n)
            .filter(|&j| waiting[j] == 0 && Some(j) != left_out)
            .collect();
        let mut order = Vec::with_capacity(n);
        let mut now = 0u64;
        while let Some((at, _, j, r)) = ready
            .iter()
            .enumerate()
            .map(|(r, &j)| (earliest[j].max(now), std::cmp::Reverse(height[j]), j, r))
            .min()
        {
            ready.swap_remove(r);
            order.push(j);
            now = at + 1;
            for &(k, lat) in self.succs(j) {
                earliest[k] = earliest[k].max(at + lat);
                waiting[k] -= 1;
                if waiting[k] == 0 && Some(k) != left_out {
                    ready.push(k);
                }
            }
        }
        order
    }
}

/// The cycles the model wants between `a` (doing `ea`) and a later
/// instruction doing `eb` that depends on it: a `mult*`/`div*` before
/// anything touching HI/LO waits for its latency, a load or `mul` before a
/// reader of its result for [`LATE_LATENCY`]; anything else only follows.
fn latency(a: &MachInst, ea: &Effects, eb: &Effects) -> u64 {
    if let Some(l) = hilo_latency(a.inst.op)
        && waits_for_hilo(eb)
    {
        return l;
    }
    if delivers_late(a) && ea.writes & eb.reads & GENERAL != 0 {
        return LATE_LATENCY;
    }
    1
}

/// A memory access with a final offset: base register, offset, bytes.
fn access(m: &MachInst, e: &Effects) -> Option<(Reg, i32, i32)> {
    if !(e.load || e.store) || !matches!(m.fixup, Fixup::None) {
        return None;
    }
    let width = match m.inst.op {
        Opcode::Lb | Opcode::Lbu | Opcode::Sb => 1,
        Opcode::Lh | Opcode::Lhu | Opcode::Sh => 2,
        _ => 4,
    };
    Some((m.inst.rb, m.inst.imm, width))
}

/// Whether accesses `i < j` of `insts` (doing `effects`; `writes_before[k]`
/// counts the writes of each register before instruction `k`) provably
/// touch different bytes:
/// through the same base register, which nothing from `i` up to `j`
/// writes, at offsets whose bytes do not overlap; or one through `$sp` to
/// words of `private` (given only when `$sp` does not change in the
/// region) and the other through another base, which reaches no private
/// word.
fn disjoint(
    insts: &[MachInst],
    effects: &[Effects],
    writes_before: &[[u32; 16]],
    i: usize,
    j: usize,
    private: Option<PrivateStack>,
) -> bool {
    let (Some((ba, oa, wa)), Some((bb, ob, wb))) = (
        access(&insts[i], &effects[i]),
        access(&insts[j], &effects[j]),
    ) else {
        return false;
    };
    if ba == bb {
        let unwritten = writes_before[j][ba.index()] == writes_before[i][ba.index()];
        return unwritten && (oa + wa <= ob || ob + wb <= oa);
    }
    let private_word =
        |off: i32, width: i32| private.is_some_and(|p| (off..off + width).all(|o| p.contains(o)));
    (ba == Reg::SP && bb != Reg::ZERO && private_word(oa, wa))
        || (bb == Reg::SP && ba != Reg::ZERO && private_word(ob, wb))
}

#[cfg(test)]
mod tests;
