//! Shrink-wrapping (`shrink-wrap`): an early return at the function's
//! entry gets a path without the frame.

use super::effects::{bit, effects};
use super::model::{CfiOp, Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use crate::inst::invert_branch;
use egret_cpu0::isa::{Inst, Opcode, Reg, Shape};

/// Most instructions [`shrink_wrap`] copies into a frameless return path.
const MAX_FAST_PATH: usize = 16;

/// Most blocks (jumps followed) on a frameless return path.
const MAX_FAST_BLOCKS: usize = 4;

/// Registers code before the prologue (or without it) must not write: the
/// stack pointer and the callee-saved registers the prologue saves.
const FRAME_REGS: u32 = bit(Reg::SP) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1) | bit(Reg::LR);

/// `m` as it runs without the frame of `size` bytes, or `None` if it needs
/// the frame: body code that writes none of [`FRAME_REGS`] and reads `$sp`
/// only as the base of an incoming-argument address (at `size` or above),
/// which becomes that offset minus `size`.
fn without_frame(m: &MachInst, size: i32) -> Option<MachInst> {
    let plain = m.role == Role::Body
        && !m.has_delay_slot()
        && !m.ends_flow()
        && matches!(m.fixup, Fixup::None | Fixup::Hi16(..) | Fixup::Lo16(..));
    let e = effects(m)?;
    if !plain || e.writes & FRAME_REGS != 0 {
        return None;
    }
    if e.reads & bit(Reg::SP) == 0 {
        return Some(m.clone());
    }
    let i = &m.inst;
    let address = match i.op.info().shape {
        Shape::Load => true,
        Shape::Store => i.ra != Reg::SP,
        _ => i.op == Opcode::Addiu,
    };
    if !address || i.rb != Reg::SP || !matches!(m.fixup, Fixup::None) || i.imm < size {
        return None;
    }
    let mut out = m.clone();
    out.inst.imm -= size;
    Some(out)
}

/// Shrink-wrapping: a function whose entry block ends in a conditional
/// branch to a short path that returns without needing the frame gets its
/// prologue moved to the other path.
///
/// The shape (LLVM's ShrinkWrap places save and restore points in general;
/// this handles the common early return, `if (n == 0) return x;`):
///
/// ```text
/// L0: prologue; entry code; bxx A; slot; [jmp B]      (A or B: the fast path)
/// ```
///
/// becomes, for a fast path through `A`,
///
/// ```text
/// L0: entry code kept; bxx F; slot
///     [remember] prologue; entry code sunk; jmp B
///     ... the rest of the function, unchanged ...
///     [restore]
/// F:  copy of A's path without its epilogue; ret $lr; slot
/// ```
///
/// (for a fast path through `B` the branch is inverted to go to `F` and the
/// prologue continues at `A`). The fast path is at most
/// `MAX_FAST_BLOCKS` (4) straight-line blocks and `MAX_FAST_PATH` (16)
/// instructions ending in an epilogue, and none of it needs the frame: no
/// call, no write to `$sp` or a callee-saved register, `$sp` read only to
/// address incoming arguments (rebased to the frameless `$sp`). Entry code
/// that needs the frame is sunk below the prologue on the other path when
/// its results are dead on the fast path (physical-register liveness), it
/// touches memory only through `$sp` and it commutes with the entry code
/// after it; otherwise nothing changes. The original blocks stay for their
/// other predecessors; blocks no longer reached are deleted (their frame
/// markers stay, as they describe the code after them).
///
/// Frame markers stay exact: the fast path is laid out last, after a
/// `RestoreState` matching a `RememberState` placed before the prologue, so
/// it has the entry's rules (CFA = `$sp`, return address in `$lr`); every
/// other epilogue keeps its own remember/restore pair nested inside.
/// Functions with a frame pointer, a frame too large for one `addiu`, or
/// any other prologue shape are left alone.
pub fn shrink_wrap(f: &mut MachFunction) {
    f.simplify_control_flow();
    if !f.jump_tables.is_empty() {
        // (Its patterns do not look through a jump table's `jr`.)
        return;
    }
    let Some((items, inverted)) = f.shrink_wrapped() else {
        return;
    };
    let mut wrapped = f.clone();
    wrapped.items = items;
    wrapped.remove_unreachable();
    wrapped.simplify_control_flow();
    // With the fast path on the fall-through side, the prologue needs a
    // `jmp` to the other side unless that is laid out right after it; the
    // other path would then run one more instruction than before.
    if inverted && wrapped.jumps_after_prologue() {
        return;
    }
    *f = wrapped;
}

impl MachFunction {
    /// Whether the code between the first `RememberState` (before a moved
    /// prologue) and the next label has a jump.
    fn jumps_after_prologue(&self) -> bool {
        self.items
            .iter()
            .skip_while(|it| **it != MachItem::Cfi(CfiOp::RememberState))
            .take_while(|it| !matches!(it, MachItem::Label(_)))
            .any(|it| matches!(it, MachItem::Inst(m) if m.is_jump()))
    }

    /// The function's items after shrink-wrapping, if it applies, and
    /// whether the fast path is the entry branch's fall-through side.
    fn shrink_wrapped(&mut self) -> Option<(Vec<MachItem>, bool)> {
        let entry = self.entry_shape()?;
        let MachItem::Inst(branch) = &self.items[entry.branch] else {
            return None;
        };
        // Liveness is worked out only once a fast path qualifies.
        let mut live: Option<Vec<u32>> = None;
        let labels = self.label_indices();
        let (taken, not_taken) = (entry.taken, entry.not_taken);
        for (fast, slow, invert) in [(taken, not_taken, false), (not_taken, taken, true)] {
            if fast == slow {
                continue;
            }
            let Some((copy, ret)) = self.frameless_path(fast, entry.size) else {
                continue;
            };
            let live = live.get_or_insert_with(|| self.liveness());
            let fast_live = live[labels.get(fast)?];
            let code = &self.items[entry.prologue_end..entry.branch];
            let Some((stay, sink)) = sink_frame_code(code, branch, entry.size, fast_live) else {
                continue;
            };
            let fast_label = self.next_label;
            let mut br = branch.clone();
            if invert {
                br.inst.op = invert_branch(br.inst.op);
            }
            br.fixup = Fixup::Branch(fast_label);
            let paths = WrappedPaths {
                branch: br,
                stay,
                sink,
                slow,
                fast_label,
                copy,
                ret,
            };
            let out = self.wrapped_items(&entry, paths);
            self.next_label += 1;
            return Some((out, invert));
        }
        None
    }

    /// The entry block's shape, if shrink-wrapping may apply: the entry
    /// label first (no branch back to it), a prologue of instructions and
    /// `DefCfaOffset`/`Offset` markers that leaves `$at` alone, entry code
    /// up to a conditional branch with an empty slot, and the branch's two
    /// successors, the code after them starting at a label; nothing runs
    /// off the end.
    fn entry_shape(&self) -> Option<EntryShape> {
        let items = &self.items;
        if items.first() != Some(&MachItem::Label(0))
            || items
                .iter()
                .any(|it| matches!(it, MachItem::Inst(m) if matches!(m.fixup, Fixup::Branch(0))))
        {
            return None;
        }
        let (prologue_end, size) = prologue(items)?;
        let b = entry_branch(items, prologue_end)?;
        let MachItem::Inst(branch) = &items[b] else {
            return None;
        };
        let taken = branch.branch_target()?;
        match items.get(b + 1) {
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot => {}
            _ => return None,
        }
        let (not_taken, rest) = match items.get(b + 2) {
            Some(MachItem::Inst(j)) if j.is_jump() => (j.branch_target()?, b + 3),
            Some(MachItem::Label(_)) => (*self.labels_after(b + 1).first()?, b + 2),
            _ => return None,
        };
        if !matches!(items.get(rest), Some(MachItem::Label(_))) || self.falls_into(items.len()) {
            return None;
        }
        Some(EntryShape {
            prologue_end,
            size,
            branch: b,
            taken,
            not_taken,
            rest,
        })
    }

    /// The wrapped function: the entry code kept, the branch to the fast
    /// path and its slot, the prologue under a `RememberState` with the
    /// code sunk below it and a jump to the slow path, the rest of the
    /// function, then after a `RestoreState` the fast path and its return.
    fn wrapped_items(&self, entry: &EntryShape, paths: WrappedPaths) -> Vec<MachItem> {
        let items = &self.items;
        let jump = MachInst {
            inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::Branch(paths.slow),
            loc: paths.branch.loc,
            role: Role::Body,
            origin: super::model::NO_ORIGIN,
            volatile: false,
        };
        let ret_slot = MachInst::new(Inst::NOP, paths.ret.loc, Role::DelaySlot);
        let mut out = Vec::with_capacity(items.len() + paths.copy.len() + 8);
        out.push(MachItem::Label(0));
        out.extend(paths.stay.into_iter().map(MachItem::Inst));
        out.push(MachItem::Inst(paths.branch));
        out.push(items[entry.branch + 1].clone());
        out.push(MachItem::Cfi(CfiOp::RememberState));
        out.extend_from_slice(&items[1..entry.prologue_end]);
        out.extend(paths.sink.into_iter().map(MachItem::Inst));
        out.push(MachItem::Inst(jump));
        out.extend_from_slice(&items[entry.rest..]);
        out.push(MachItem::Cfi(CfiOp::RestoreState));
        out.push(MachItem::Label(paths.fast_label));
        out.extend(paths.copy.into_iter().map(MachItem::Inst));
        out.push(MachItem::Inst(paths.ret));
        out.push(MachItem::Inst(ret_slot));
        out
    }

    /// The instructions of the straight-line path from `label` to a return,
    /// as they run without the frame of `size` bytes, and the `ret` to end
    /// them with; `None` unless the path is short, needs no frame and ends
    /// in a plain epilogue.
    fn frameless_path(&self, label: Label, size: i32) -> Option<(Vec<MachInst>, MachInst)> {
        let labels = self.label_indices();
        let mut out = Vec::new();
        let mut at = labels.get(label)?;
        for _ in 0..MAX_FAST_BLOCKS {
            let mut k = at + 1;
            loop {
                match self.items.get(k)? {
                    MachItem::Label(_) => {}
                    MachItem::Cfi(CfiOp::RememberState) => {
                        return Some((out, self.plain_epilogue(k)?));
                    }
                    MachItem::Cfi(_) => return None,
                    MachItem::Inst(m) if m.is_jump() => {
                        at = labels.get(m.branch_target()?)?;
                        break;
                    }
                    MachItem::Inst(m) => {
                        out.push(without_frame(m, size)?);
                        if out.len() > MAX_FAST_PATH {
                            return None;
                        }
                    }
                }
                k += 1;
            }
        }
        None
    }

    /// If the items from `k` (a `RememberState`) are an epilogue as emission
    /// makes it (restores, `$sp` back, `ret $lr` and an empty slot), its
    /// `ret` as body code.
    fn plain_epilogue(&self, k: usize) -> Option<MachInst> {
        for j in k + 1..self.items.len() {
            match &self.items[j] {
                MachItem::Cfi(CfiOp::RememberState | CfiOp::RestoreState) => return None,
                MachItem::Cfi(_) => {}
                MachItem::Inst(m) if m.role != Role::Epilogue => return None,
                MachItem::Inst(m) if m.inst.op == Opcode::Jr => {
                    let empty_slot = matches!(
                        self.items.get(j + 1),
                        Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot
                    );
                    if m.inst.ra != Reg::LR || !empty_slot {
                        return None;
                    }
                    let mut ret = m.clone();
                    ret.role = Role::Body;
                    return Some(ret);
                }
                MachItem::Inst(m) if m.has_delay_slot() || m.ends_flow() => return None,
                MachItem::Inst(_) => {}
                MachItem::Label(_) => return None,
            }
        }
        None
    }

    /// Deletes instructions and labels no path from the entry reaches.
    /// Frame markers stay: they describe the code after them.
    pub(super) fn remove_unreachable(&mut self) {
        let n = self.items.len();
        let labels = self.label_indices();
        let mut reached = vec![false; n];
        let mut work = vec![0usize];
        while let Some(start) = work.pop() {
            let mut i = start;
            while i < n && !reached[i] {
                reached[i] = true;
                if let MachItem::Inst(m) = &self.items[i] {
                    if let Some(t) = m.branch_target().and_then(|l| labels.get(l)) {
                        work.push(t);
                    }
                    if let Fixup::JumpTable(k) = m.fixup {
                        let table = self.jump_tables.get(k as usize).into_iter().flatten();
                        work.extend(table.filter_map(|&l| labels.get(l)));
                    }
                    if m.has_delay_slot() && m.ends_flow() {
                        // `jr`: its slot runs, nothing after it.
                        let slot = (i + 1..n).find(|&s| !matches!(self.items[s], MachItem::Cfi(_)));
                        if let Some(s) = slot
                            && let MachItem::Inst(_) = self.items[s]
                        {
                            reached[s] = true;
                        }
                        break;
                    }
                    if m.ends_flow() && !m.has_delay_slot() {
                        break;
                    }
                }
                i += 1;
            }
        }
        let old = std::mem::take(&mut self.items);
        self.items = old
            .into_iter()
            .zip(reached)
            .filter(|(it, r)| *r || matches!(it, MachItem::Cfi(_)))
            .map(|(it, _)| it)
            .collect();
    }
}

/// Where the parts of the entry block are ([`MachFunction::entry_shape`]).
struct EntryShape {
    /// The item after the prologue (the first of the entry code).
    prologue_end: usize,
    /// The frame size.
    size: i32,
    /// The entry's conditional branch.
    branch: usize,
    /// Its target.
    taken: Label,
    /// Its fall-through successor.
    not_taken: Label,
    /// The first item after the entry block.
    rest: usize,
}

/// The new code around a shrink-wrapped entry.
struct WrappedPaths {
    /// The entry branch, going to the fast path.
    branch: MachInst,
    /// Entry code kept before the prologue.
    stay: Vec<MachInst>,
    /// Entry code sunk below the prologue.
    sink: Vec<MachInst>,
    /// Where the prologue's path continues.
    slow: Label,
    /// The fast path's label.
    fast_label: Label,
    /// The fast path without the frame, and its `ret`.
    copy: Vec<MachInst>,
    ret: MachInst,
}

/// The item after the prologue (its instructions and markers after the
/// entry label) and the frame size it sets up; `None` if some prologue
/// instruction writes `$at`, a marker is of another kind, or the size is
/// not positive.
fn prologue(items: &[MachItem]) -> Option<(usize, i32)> {
    let mut size = None;
    let mut k = 1;
    while let Some(it) = items.get(k) {
        match it {
            MachItem::Inst(m) if m.role == Role::Prologue => {
                if effects(m)?.writes & bit(Reg::AT) != 0 {
                    return None;
                }
            }
            MachItem::Cfi(CfiOp::DefCfaOffset(n)) if size.is_none() => size = Some(*n),
            MachItem::Cfi(CfiOp::Offset { .. }) => {}
            MachItem::Cfi(_) => return None,
            _ => break,
        }
        k += 1;
    }
    Some((k, size.filter(|&n| n > 0)?))
}

/// The entry code's conditional branch, from item `k` on: straight-line
/// body instructions up to it, or `None`.
fn entry_branch(items: &[MachItem], k: usize) -> Option<usize> {
    let mut b = k;
    loop {
        match items.get(b)? {
            MachItem::Inst(m) if is_cond_branch(m.inst.op) => return Some(b),
            MachItem::Inst(m) => {
                if m.has_delay_slot()
                    || m.ends_flow()
                    || m.role != Role::Body
                    || matches!(m.fixup, Fixup::Branch(_) | Fixup::RawWord(_))
                {
                    return None;
                }
                b += 1;
            }
            _ => return None,
        }
    }
}

/// Splits entry code (between the prologue and the branch `branch`) into
/// the part that runs before the prologue, rebased to the frameless `$sp`,
/// and the part sunk below the prologue on the other path; `None` if some
/// instruction can be neither: one needing the frame whose results are live
/// on the fast path (registers in `fast_live`), that touches memory other
/// than through `$sp`, or that does not commute with the entry code kept
/// after it.
fn sink_frame_code(
    entry: &[MachItem],
    branch: &MachInst,
    size: i32,
    fast_live: u32,
) -> Option<(Vec<MachInst>, Vec<MachInst>)> {
    let mut after = effects(branch)?;
    let (mut stay, mut sink) = (Vec::new(), Vec::new());
    for it in entry.iter().rev() {
        let MachItem::Inst(m) = it else { return None };
        let e = effects(m)?;
        if let Some(kept) = without_frame(m, size) {
            after.reads |= e.reads;
            after.writes |= e.writes;
            after.load |= e.load;
            after.store |= e.store;
            stay.push(kept);
        } else {
            let memory_ok = !(e.load || e.store) || m.inst.rb == Reg::SP;
            if e.writes & fast_live != 0 || !memory_ok || !e.commutes_with(&after) {
                return None;
            }
            sink.push(m.clone());
        }
    }
    stay.reverse();
    sink.reverse();
    Some((stay, sink))
}

#[cfg(test)]
mod tests;
