//! Finishing a [`MachFunction`]: jump threading, branch inversion,
//! long-branch relaxation and encoding into bytes, relocations, line rows
//! and frame facts ([`FinishedCode`]).

use super::model::{CfiOp, Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use crate::inst::invert_branch;
use egret_cpu0::encode::{encode, word_to_bytes};
use egret_cpu0::isa::{Endian, Inst, IsaLevel, Opcode, Reg};
use egret_cpu0::object::RelocKind;
use egret_llvmlite::SrcLoc;

/// The byte offset of every label in the function's code, by label.
struct LabelOffsets(Vec<Option<u32>>);

impl LabelOffsets {
    pub(super) fn get(&self, l: &Label) -> Option<&u32> {
        self.0.get(*l as usize)?.as_ref()
    }
}

/// Not a jump-only block, in [`MachFunction::jump_only_blocks`]' table.
const NONE: Label = Label::MAX;

/// The work of [`MachFunction::finish_counted`], in items visited, for
/// tests that check it grows linearly with the code.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FinishWork {
    /// Steps along chains of jump-only blocks.
    pub threading: u64,
    /// Items laid out, scanned and copied by branch relaxation.
    pub relaxation: u64,
}

/// For each label of a jump-only block (`forward[l]` is where its jump
/// goes, `none` if it is not such a block), the first label along its
/// chain of jumps that is not one, or `none` where the chain runs into a
/// cycle of jump-only blocks. Each label is visited once; `work` counts
/// the steps.
fn jump_chain_ends(forward: &[Label], none: Label, work: &mut u64) -> Vec<Label> {
    const UNSEEN: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let mut ends = vec![none; forward.len()];
    let mut state = vec![UNSEEN; forward.len()];
    let mut path = Vec::new();
    for start in 0..forward.len() {
        if forward[start] == none || state[start] != UNSEEN {
            continue;
        }
        let mut at = start;
        let end = loop {
            *work += 1;
            let Some(&next) = forward.get(at).filter(|&&t| t != none) else {
                break at as Label;
            };
            match state[at] {
                DONE => break ends[at],
                ON_PATH => break none,
                _ => {}
            }
            state[at] = ON_PATH;
            path.push(at);
            at = next as usize;
        };
        for p in path.drain(..) {
            ends[p] = end;
            state[p] = DONE;
        }
    }
    ends
}

/// A relocation against the function's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeReloc {
    /// Byte offset of the instruction within the function.
    pub offset: u32,
    /// The symbol.
    pub symbol: String,
    /// The relocation type.
    pub kind: RelocKind,
    /// The addend.
    pub addend: i64,
}

/// One line-table row: the instruction at `offset` came from `loc`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LineEntry {
    /// Byte offset within the function.
    pub offset: u32,
    /// Source location (line 0: none).
    pub loc: SrcLoc,
    /// The first instruction after the prologue.
    pub prologue_end: bool,
    /// The first instruction of an epilogue.
    pub epilogue_begin: bool,
}

/// Encoded machine code of one function.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FinishedCode {
    /// Instruction bytes in the target byte order.
    pub bytes: Vec<u8>,
    /// Relocations (calls, symbol addresses).
    pub relocs: Vec<CodeReloc>,
    /// One row per instruction whose location differs from the previous row.
    pub lines: Vec<LineEntry>,
    /// The source location of every instruction word, in order.
    pub locs: Vec<SrcLoc>,
    /// Frame facts with the code offset they take effect at (non-decreasing).
    pub cfi: Vec<(u32, CfiOp)>,
    /// Each jump table: the byte offsets (within the function) its entries
    /// go to; the object puts it in `.rodata` as [`jump_table_symbol`](crate::mach::jump_table_symbol),
    /// one `R_CPU0_32` word against the function's symbol per entry.
    pub jump_tables: Vec<Vec<u32>>,
}

/// An error finishing code (a jump beyond ±8 MiB, an instruction the ISA
/// level lacks — both internal limits, reported rather than miscompiled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishError(pub String);

const SHORT_BRANCH: std::ops::RangeInclusive<i64> = -0x8000..=0x7FFF;
const JUMP_RANGE: std::ops::RangeInclusive<i64> = -0x80_0000..=0x7F_FFFF;

impl MachFunction {
    /// Simplifies branches, relaxes out-of-range ones and encodes.
    pub fn finish(&mut self, endian: Endian, level: IsaLevel) -> Result<FinishedCode, FinishError> {
        Ok(self.finish_counted(endian, level)?.0)
    }

    /// [`Self::finish`], also returning the work of jump threading and
    /// branch relaxation (for tests of how it scales).
    pub fn finish_counted(
        &mut self,
        endian: Endian,
        level: IsaLevel,
    ) -> Result<(FinishedCode, FinishWork), FinishError> {
        let mut work = FinishWork::default();
        self.simplify_control_flow_counted(&mut work.threading);
        let offsets = self.relax(&mut work.relaxation)?;
        Ok((self.encode(&offsets, endian, level)?, work))
    }

    /// Threads jumps through jump-only blocks, removes jumps to the next
    /// instruction and inverts conditional branches over jumps. Idempotent,
    /// and safe at any point: passes call it after reordering blocks.
    pub fn simplify_control_flow(&mut self) {
        self.simplify_control_flow_counted(&mut 0);
    }

    /// [`Self::simplify_control_flow`], adding the steps it took to `work`.
    fn simplify_control_flow_counted(&mut self, work: &mut u64) {
        self.thread_jump_blocks(work);
        self.simplify_branches();
    }
}

impl MachFunction {
    /// The target of each jump-only block's `jmp`, by the block's label
    /// (`NONE`: not such a block), and the labels of those that code
    /// falls into; `None` if there is no such block.
    fn jump_only_blocks(&self) -> Option<(Vec<Label>, Vec<Label>)> {
        let mut forward: Vec<Label> = Vec::new();
        let mut count = 0usize;
        let mut fallen_into: Vec<Label> = Vec::new();
        for (i, item) in self.items.iter().enumerate() {
            let MachItem::Label(l) = *item else { continue };
            if l == 0 {
                continue;
            }
            if let (Some(MachItem::Inst(j)), next) = (self.items.get(i + 1), self.items.get(i + 2))
            {
                let block_ends = matches!(next, None | Some(MachItem::Label(_)));
                if let (true, Some(target)) = (j.is_jump() && block_ends, j.branch_target()) {
                    let l = l as usize;
                    if l >= forward.len() {
                        forward.resize(l + 1, NONE);
                    }
                    if forward[l] == NONE {
                        count += 1;
                    }
                    forward[l] = target;
                    if self.falls_into(i) {
                        fallen_into.push(l as Label);
                    }
                }
            }
        }
        (count > 0).then_some((forward, fallen_into))
    }

    /// Retargets branches to blocks consisting of one `jmp` to its target,
    /// and deletes those blocks unless code falls into them (the entry block
    /// always stays). Markers of deleted blocks are kept: they describe the
    /// frame from the next instruction on.
    fn thread_jump_blocks(&mut self, work: &mut u64) {
        let Some((forward, fallen_into)) = self.jump_only_blocks() else {
            return;
        };
        let get = |l: Label| forward.get(l as usize).copied().filter(|&t| t != NONE);
        let ends = jump_chain_ends(&forward, NONE, work);
        // Where a jump to `l` can go directly: the end of its chain of
        // jump-only blocks (`None` in a cycle of them, an infinite loop).
        let end = |l: Label| ends.get(l as usize).copied().filter(|&t| t != NONE);
        let mut fallen = vec![false; forward.len()];
        for &l in &fallen_into {
            fallen[l as usize] = true;
        }
        // A block in a cycle of jump-only blocks is an infinite loop: keep it.
        let removable: Vec<Label> = (0..forward.len() as Label)
            .filter(|&l| get(l).is_some() && end(l).is_some() && !fallen[l as usize])
            .collect();
        let retarget = |i: &mut MachInst| {
            if let Fixup::Branch(t) = i.fixup
                && let Some(to) = end(t)
            {
                i.fixup = Fixup::Branch(to);
            }
        };
        for t in self.jump_tables.iter_mut().flatten() {
            if let Some(to) = end(*t) {
                *t = to;
            }
        }
        if removable.is_empty() {
            for item in &mut self.items {
                if let MachItem::Inst(i) = item {
                    retarget(i);
                }
            }
            return;
        }
        let mut goes = vec![false; forward.len()];
        for &l in &removable {
            goes[l as usize] = true;
        }
        let mut skipping = false;
        self.items.retain_mut(|item| match item {
            MachItem::Label(l) => {
                skipping = goes.get(*l as usize).copied().unwrap_or(false);
                !skipping
            }
            MachItem::Inst(i) if !skipping => {
                retarget(i);
                true
            }
            MachItem::Cfi(_) => true,
            _ => false,
        });
    }
}

impl MachFunction {
    /// Drops jumps to the next instruction; turns `bxx A; slot; jmp B; A:`
    /// into `b!xx B; slot; A:`. The slot runs on both paths either way, so
    /// inverting is right whatever it holds.
    fn simplify_branches(&mut self) {
        // Deleted items are only marked, and dropped at the end: deleting
        // them from the vector one at a time made this quadratic. The
        // marks never matter to the look-ahead: it reads the items after
        // `i`, and the only one of those marked earlier is `i + 1` when
        // `i - 1` was an inverted branch — then `i` is its delay slot,
        // neither a jump nor a branch.
        let mut deleted = vec![false; self.items.len()];
        for i in 0..self.items.len() {
            let MachItem::Inst(inst) = &self.items[i] else {
                continue;
            };
            if deleted[i] {
                continue;
            }
            if inst.is_jump() && self.label_after(i, inst.branch_target().unwrap_or(u32::MAX)) {
                deleted[i] = true;
                continue;
            }
            if is_cond_branch(inst.inst.op)
                && let Some(other) = self.branch_over_jump(i)
                && let MachItem::Inst(b) = &mut self.items[i]
            {
                b.inst.op = invert_branch(b.inst.op);
                b.fixup = Fixup::Branch(other);
                deleted[i + 2] = true;
            }
        }
        if deleted.contains(&true) {
            let mut k = 0;
            self.items.retain(|_| {
                k += 1;
                !deleted[k - 1]
            });
        }
    }

    /// If item `i` is `bxx A; slot; jmp B` with `A` right after the jump,
    /// the label `B` (the branch can be inverted to go there directly).
    fn branch_over_jump(&self, i: usize) -> Option<Label> {
        let (Some(MachItem::Inst(branch)), Some(MachItem::Inst(_slot)), Some(MachItem::Inst(jump))) = (
            self.items.get(i),
            self.items.get(i + 1),
            self.items.get(i + 2),
        ) else {
            return None;
        };
        let taken = branch.branch_target()?;
        if is_cond_branch(branch.inst.op) && jump.is_jump() && self.label_after(i + 2, taken) {
            jump.branch_target()
        } else {
            None
        }
    }

    /// Byte offset of every item (labels and markers: the next instruction).
    pub(super) fn layout(&self) -> Vec<u32> {
        let mut offsets = Vec::with_capacity(self.items.len());
        let mut at = 0u32;
        for item in &self.items {
            offsets.push(at);
            if let MachItem::Inst(_) = item {
                at += 4;
            }
        }
        offsets
    }

    fn label_offsets(&self, offsets: &[u32]) -> LabelOffsets {
        let mut at = LabelOffsets(Vec::new());
        for (item, &off) in self.items.iter().zip(offsets) {
            if let MachItem::Label(l) = *item {
                let l = l as usize;
                if l >= at.0.len() {
                    at.0.resize(l + 1, None);
                }
                at.0[l] = Some(off);
            }
        }
        at
    }

    /// Expands `beq`/`bne` with distant targets until every branch fits.
    /// Each round lays the code out once and expands every short branch
    /// that is out of range in it. Expanding only adds code, so distances
    /// never shrink: a branch out of range stays out of range, and the
    /// rounds reach the same result as expanding one branch at a time,
    /// in time linear in the code per round. `work` counts the items
    /// visited.
    fn relax(&mut self, work: &mut u64) -> Result<Vec<u32>, FinishError> {
        loop {
            let offsets = self.layout();
            let labels = self.label_offsets(&offsets);
            *work += 3 * self.items.len() as u64;
            let mut far = Vec::new();
            let mut too_far = None;
            for (i, item) in self.items.iter().enumerate() {
                let MachItem::Inst(inst) = item else { continue };
                let Some(target) = inst.branch_target() else {
                    continue;
                };
                let Some(&to) = labels.get(&target) else {
                    return Err(FinishError(format!("branch to undefined label {target}")));
                };
                let distance = to as i64 - (offsets[i] as i64 + 4);
                let short = matches!(inst.inst.op, Opcode::Beq | Opcode::Bne);
                if short && !SHORT_BRANCH.contains(&distance) {
                    far.push(i);
                } else if !JUMP_RANGE.contains(&distance) && too_far.is_none() {
                    too_far = Some(distance);
                }
            }
            if far.is_empty() {
                if let Some(distance) = too_far {
                    return Err(FinishError(format!(
                        "function `{}` is too large: a jump spans {distance} bytes",
                        self.name
                    )));
                }
                return Ok(offsets);
            }
            *work += self.items.len() as u64;
            self.expand_long_branches(&far);
        }
    }

    /// Expands the branches at items `far` (ascending), each
    /// `bxx L; slot` → `b!xx skip; slot; jmp L; skip:`, in one pass.
    fn expand_long_branches(&mut self, far: &[usize]) {
        let old = std::mem::take(&mut self.items);
        self.items.reserve(old.len() + 2 * far.len());
        let mut far = far.iter().copied().peekable();
        // The jump and label to add after the slot (item `.0`).
        let mut after_slot: Option<(usize, MachInst, Label)> = None;
        for (i, mut item) in old.into_iter().enumerate() {
            let mut expanded = None;
            if far.next_if_eq(&i).is_some()
                && let MachItem::Inst(branch) = &mut item
            {
                let skip = self.new_label();
                let target = branch.branch_target().unwrap_or(skip);
                let jump = MachInst {
                    inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
                    fixup: Fixup::Branch(target),
                    loc: branch.loc,
                    role: Role::Body,
                    origin: super::model::NO_ORIGIN,
                    volatile: false,
                };
                branch.inst.op = invert_branch(branch.inst.op);
                branch.fixup = Fixup::Branch(skip);
                expanded = Some((i + 1, jump, skip));
            }
            self.items.push(item);
            if let Some((at, jump, skip)) = after_slot.take_if(|p| p.0 == i) {
                debug_assert_eq!(at, i);
                self.items.push(MachItem::Inst(jump));
                self.items.push(MachItem::Label(skip));
            }
            after_slot = expanded.or(after_slot);
        }
        if let Some((_, jump, skip)) = after_slot {
            self.items.push(MachItem::Inst(jump));
            self.items.push(MachItem::Label(skip));
        }
    }

    pub(super) fn encode(
        &self,
        offsets: &[u32],
        endian: Endian,
        level: IsaLevel,
    ) -> Result<FinishedCode, FinishError> {
        let labels = self.label_offsets(offsets);
        let mut code = FinishedCode::default();
        let mut seen_body = false;
        let mut in_epilogue = false;
        let end = offsets.last().copied().unwrap_or(0)
            + if matches!(self.items.last(), Some(MachItem::Inst(_))) {
                4
            } else {
                0
            };
        for (item, &off) in self.items.iter().zip(offsets) {
            match item {
                MachItem::Label(_) => {}
                MachItem::Cfi(op) => {
                    if off < end {
                        code.cfi.push((off, *op));
                    }
                }
                MachItem::Inst(mi) => {
                    let word = self.encode_one(mi, off, &labels, &mut code.relocs, level)?;
                    if let Fixup::JumpTable(k) = mi.fixup {
                        let k = k as usize;
                        if code.jump_tables.len() <= k {
                            code.jump_tables.resize(k + 1, Vec::new());
                        }
                        code.jump_tables[k] = self.jump_tables[k]
                            .iter()
                            .filter_map(|l| labels.get(l).copied())
                            .collect();
                    }
                    code.bytes.extend_from_slice(&word_to_bytes(word, endian));
                    code.locs.push(mi.loc);
                    let prologue_end = !seen_body && mi.role != Role::Prologue;
                    seen_body |= prologue_end;
                    let epilogue_begin = mi.role == Role::Epilogue && !in_epilogue;
                    in_epilogue = mi.role == Role::Epilogue;
                    let changed = code.lines.last().is_none_or(|l| l.loc != mi.loc);
                    if changed || prologue_end || epilogue_begin {
                        code.lines.push(LineEntry {
                            offset: off,
                            loc: mi.loc,
                            prologue_end,
                            epilogue_begin,
                        });
                    }
                }
            }
        }
        Ok(code)
    }

    fn encode_one(
        &self,
        mi: &MachInst,
        off: u32,
        labels: &LabelOffsets,
        relocs: &mut Vec<CodeReloc>,
        level: IsaLevel,
    ) -> Result<u32, FinishError> {
        let mut inst = mi.inst;
        let mut reloc = |kind, symbol: &str, addend| {
            relocs.push(CodeReloc {
                offset: off,
                symbol: symbol.to_string(),
                kind,
                addend,
            })
        };
        match &mi.fixup {
            Fixup::None => {}
            Fixup::RawWord(w) => return Ok(*w),
            Fixup::Branch(l) => {
                let to = labels
                    .get(l)
                    .ok_or_else(|| FinishError(format!("branch to undefined label {l}")))?;
                inst.imm = (*to as i64 - (off as i64 + 4)) as i32;
            }
            Fixup::Call(sym, addend, _) => {
                reloc(RelocKind::Pc24, sym, *addend);
                inst.imm = 0;
            }
            Fixup::Hi16(sym, addend) => {
                reloc(RelocKind::Hi16, sym, *addend);
                inst.imm = 0;
            }
            Fixup::Lo16(sym, addend) => {
                reloc(RelocKind::Lo16, sym, *addend);
                inst.imm = 0;
            }
            Fixup::JumpTable(k) => {
                let table = self.jump_tables.get(*k as usize);
                if table.is_none_or(|t| t.iter().any(|l| labels.get(l).is_none())) {
                    return Err(FinishError(format!("jump table {k} names a missing label")));
                }
            }
        }
        if !inst.op.available_at(level) {
            return Err(FinishError(format!(
                "internal error: `{}` emitted for {}",
                inst.op.mnemonic(),
                level.name()
            )));
        }
        Ok(encode(&inst))
    }
}

#[cfg(test)]
mod tests;
