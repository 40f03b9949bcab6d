//! Machine code after register allocation: an editable list of real Cpu0
//! instructions, labels and call-frame markers, and its finalization into
//! bytes.
//!
//! Emission (`emit.rs`) produces a [`MachFunction`]: every item is either a
//! physical-register [`Inst`] (with a [`Fixup`] when its immediate is a label
//! or a symbol), a block [`MachItem::Label`], or a [`MachItem::Cfi`] marker
//! that describes the frame from the next instruction on. Delay slots are
//! explicit `nop`s with [`Role::DelaySlot`]. Because positions are implicit,
//! passes after register allocation — the -O2 delay-slot filler, block
//! layout — may move, delete and insert items freely; that is the hook the
//! mid-end uses ([`MachPass`]).
//!
//! The instruction right after a delayed transfer (`jeq..jge`, `beq`, `bne`,
//! `jsub`, `jalr`, `jr`) is its delay slot, whatever its role: a filled slot
//! keeps the role of the instruction moved there, so structure — not
//! [`Role::DelaySlot`] — says where slots are. No label ever separates a
//! transfer from its slot.
//!
//! The -O2 passes after register allocation ([`POST_REGALLOC_O2`]), in
//! order:
//! - [`shrink_wrap`] gives an early return at the function's entry (`if
//!   (n == 0) return x;`) a path without the frame: the prologue moves to
//!   the other successor of the entry's branch, the fast path becomes a copy
//!   ending in a bare `ret $lr`, laid out last behind a `RestoreState` that
//!   matches a `RememberState` before the moved prologue, so the frame
//!   markers describe every instruction;
//! - [`duplicate_loop_tests`] copies a small loop test into the latch that
//!   jumps to it, so the loop's hot path falls through instead of taking a
//!   `jmp` and a branch every iteration;
//! - [`remove_redundant_reloads`] deletes, in straight-line code and
//!   across forward branches, reloads of stack words, constants, symbol
//!   addresses and `mult`/`div` that registers or HI/LO already hold, and
//!   stores of a reloaded value back to its word;
//! - [`propagate_copies`] deletes register copies by forwarding the source
//!   to the destination's reads, or by computing a dying source straight
//!   into the destination (then [`remove_redundant_reloads`] runs again,
//!   unless that cannot find more: [`remove_reloads_and_copies`]);
//! - [`remove_dead_code`] deletes plain computations (ALU operations,
//!   `mfhi`/`mflo`, `$sp` reloads) whose results are dead;
//! - [`fill_delay_slots`] moves an independent instruction from before a
//!   delayed transfer into its slot;
//! - [`fill_slots_from_successors`] fills the conditional-branch slots still
//!   empty from a successor: the first instruction of the fall-through code
//!   moves into the slot, or the target's first instruction is copied there
//!   and the branch retargeted past it (preferred for loop back edges), when
//!   the instruction is harmless on the other path. That needs
//!   physical-register liveness over the machine code (`liveness`: backward
//!   dataflow through labels, branches and delay slots; calls read the
//!   argument registers and clobber the caller-saved ones, `ret` reads the
//!   result registers ([`MachFunction::result_regs`]), `$sp`, `$lr` and the
//!   callee-saved registers; `$sw`, HI and LO are registers like the others;
//!   what cannot be analysed reads everything). It then branches past
//!   fall-through blocks left holding only a `jmp`.
//!
//! New labels these passes make (after a copied instruction, before a fast
//! path) are ordinary labels to [`MachFunction::finish`]: jump threading,
//! branch inversion and relaxation treat them like block labels.
//!
//! [`MachFunction::finish`] then
//! 1. retargets branches through blocks that only jump elsewhere (edge blocks
//!    regalloc2 left empty) and removes those blocks unless code falls into
//!    them;
//! 2. removes jumps to the next instruction and inverts a conditional branch
//!    over an unconditional jump;
//! 3. lays out offsets and turns every `beq`/`bne` whose target is beyond
//!    ±32 KiB into an inverted branch over a `jmp` (iterating until stable);
//! 4. encodes, records relocations, line rows and CFI offsets.

use crate::inst::invert_branch;
use egret_cpu0::encode::{encode, word_to_bytes};
use egret_cpu0::isa::{Endian, Inst, IsaLevel, OPCODES, Opcode, Reg, Shape};
use egret_cpu0::object::RelocKind;
use egret_llvmlite::SrcLoc;
use rustc_hash::FxHashMap as HashMap;

/// A label: a block index, or a label made during finalization.
pub type Label = u32;

/// The item index of each label of a function, by label number.
struct LabelIndex(Vec<usize>);

impl LabelIndex {
    /// The index of label `l`'s item, if the function has it.
    fn get(&self, l: Label) -> Option<usize> {
        self.0.get(l as usize).copied().filter(|&k| k != usize::MAX)
    }
}

/// A set of labels, as a flag by label number.
struct LabelSet(Vec<bool>);

impl LabelSet {
    /// Whether `l` is in the set.
    fn contains(&self, l: Label) -> bool {
        self.0.get(l as usize).copied().unwrap_or(false)
    }
}

/// The byte offset of every label in the function's code, by label.
struct LabelOffsets(Vec<Option<u32>>);

impl LabelOffsets {
    fn get(&self, l: &Label) -> Option<&u32> {
        self.0.get(*l as usize)?.as_ref()
    }
}

/// How an instruction's immediate is filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fixup {
    /// The immediate is final.
    None,
    /// A PC-relative branch or jump to a label in this function.
    Branch(Label),
    /// `jsub` to a symbol plus an offset (the callee's module-local entry,
    /// `crate::abi`): an `R_CPU0_PC24` relocation. The flag: the callee is
    /// compiled from the same module and leaves its incoming argument area
    /// (the caller's outgoing area) alone, as everything egret compiles
    /// does (`remove_redundant_reloads` keeps what the area holds).
    Call(String, i64, bool),
    /// `lui`: `R_CPU0_HI16` of symbol + addend.
    Hi16(String, i64),
    /// `ori`: `R_CPU0_LO16` of symbol + addend.
    Lo16(String, i64),
    /// Not an instruction: this raw word (the trap of `unreachable`).
    RawWord(u32),
    /// The `jr` of a `switch` through jump table `k` of
    /// [`MachFunction::jump_tables`]: it goes to one of the table's labels.
    JumpTable(u32),
}

/// The local symbol of jump table `k` of function `func` (in `.rodata`).
pub fn jump_table_symbol(func: &str, k: u32) -> String {
    format!("$JT{k}.{func}")
}

/// What an instruction is for; read by passes and by the line table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Code of the function body.
    Body,
    /// Part of the prologue.
    Prologue,
    /// Part of an epilogue.
    Epilogue,
    /// A `nop` in a delay slot, which a pass may replace by useful work (the
    /// instruction moved there keeps its own role).
    DelaySlot,
}

/// A call-frame fact that holds from the next instruction on (plain data for
/// the DWARF writer; register numbers are Cpu0 = DWARF numbers).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CfiOp {
    /// CFA = current CFA register + this offset.
    DefCfaOffset(i32),
    /// CFA = this register + current offset.
    DefCfaRegister(u8),
    /// The caller's value of `reg` is saved at CFA + `cfa_offset`.
    Offset {
        /// The saved register.
        reg: u8,
        /// Where, relative to the CFA.
        cfa_offset: i32,
    },
    /// Save the current rules (before an epilogue that is not at the end).
    RememberState,
    /// Restore the rules saved by the matching `RememberState`.
    RestoreState,
}

/// One machine instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachInst {
    /// The instruction; for fixups, the immediate is filled in at the end.
    pub inst: Inst,
    /// How the immediate is completed.
    pub fixup: Fixup,
    /// The source location it came from.
    pub loc: SrcLoc,
    /// What it is for.
    pub role: Role,
}

/// An element of a function's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MachItem {
    /// A branch target (block labels are block indices).
    Label(Label),
    /// An instruction.
    Inst(MachInst),
    /// A frame fact taking effect at the next instruction.
    Cfi(CfiOp),
}

/// A function's code between register allocation and encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachFunction {
    /// The function's symbol.
    pub name: String,
    /// Code in order.
    pub items: Vec<MachItem>,
    /// Labels in use are below this; finalization allocates from here.
    pub next_label: Label,
    /// The registers holding the result when the function returns (what
    /// `ret` reads besides `$sp`, `$lr` and the callee-saved registers);
    /// [`MachFunction::new`] assumes both `$v0` and `$v1`, emission sets
    /// the signature's.
    pub result_regs: Vec<Reg>,
    /// The `$sp`-relative words no instruction reaches through another
    /// address ([`PrivateStack`]), when emission knows them; `None` makes
    /// [`remove_redundant_reloads`] assume any store may write any slot.
    pub private_stack: Option<PrivateStack>,
    /// The labels of each jump table (the `jr` with [`Fixup::JumpTable`]
    /// `k` goes to one of `jump_tables[k]`). Passes count them as branches
    /// to those labels: they stay, and threading retargets them.
    pub jump_tables: Vec<Vec<Label>>,
}

/// Stack words only `$sp`-relative accesses touch: the spill slots (never
/// address-taken) and the incoming stack arguments (IR arguments are
/// values, so their words have no address in the program).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PrivateStack {
    /// Byte offsets `[start, end)` from `$sp` of the spill slots.
    pub spill: (i32, i32),
    /// Byte offset from `$sp` where the incoming arguments start (the
    /// frame size; `i32::MAX` when a pointer may reach them).
    pub incoming: i32,
    /// Bytes of outgoing-argument area at `$sp`.
    pub outgoing: i32,
}

impl PrivateStack {
    fn contains(&self, off: i32) -> bool {
        (self.spill.0..self.spill.1).contains(&off) || off >= self.incoming
    }
}

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

/// A pass over machine code run after register allocation (e.g. delay-slot
/// filling at -O2).
pub type MachPass = fn(&mut MachFunction, &crate::Target);

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
    /// go to; the object puts it in `.rodata` as [`jump_table_symbol`],
    /// one `R_CPU0_32` word against the function's symbol per entry.
    pub jump_tables: Vec<Vec<u32>>,
}

/// An error finishing code (a jump beyond ±8 MiB, an instruction the ISA
/// level lacks — both internal limits, reported rather than miscompiled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishError(pub String);

const SHORT_BRANCH: std::ops::RangeInclusive<i64> = -0x8000..=0x7FFF;
const JUMP_RANGE: std::ops::RangeInclusive<i64> = -0x80_0000..=0x7F_FFFF;

/// Whether `op` is a conditional branch (`beq`, `bne`, `jeq..jge`).
pub fn is_cond_branch(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Beq
            | Opcode::Bne
            | Opcode::Jeq
            | Opcode::Jne
            | Opcode::Jlt
            | Opcode::Jgt
            | Opcode::Jle
            | Opcode::Jge
    )
}

impl MachInst {
    /// A body instruction with a final immediate.
    pub fn new(inst: Inst, loc: SrcLoc, role: Role) -> MachInst {
        MachInst {
            inst,
            fixup: Fixup::None,
            loc,
            role,
        }
    }

    /// The label this instruction branches to, if any.
    pub fn branch_target(&self) -> Option<Label> {
        match self.fixup {
            Fixup::Branch(l) => Some(l),
            _ => None,
        }
    }

    /// Whether this is an unconditional `jmp` to a label.
    pub fn is_jump(&self) -> bool {
        self.inst.op == Opcode::Jmp && self.branch_target().is_some()
    }

    /// Whether the next instruction is this one's delay slot.
    pub fn has_delay_slot(&self) -> bool {
        !matches!(self.fixup, Fixup::RawWord(_)) && self.inst.op.has_delay_slot()
    }

    /// Whether execution never continues with the next instruction in
    /// layout once this one (and its slot, if any) ran: `jmp`, `jr`, `bal`
    /// to a label, and the trap word.
    pub fn ends_flow(&self) -> bool {
        match self.fixup {
            Fixup::RawWord(_) => true,
            _ => matches!(self.inst.op, Opcode::Jmp | Opcode::Jr),
        }
    }
}

impl MachFunction {
    /// An empty function.
    pub fn new(name: &str, num_blocks: usize) -> MachFunction {
        MachFunction {
            name: name.to_string(),
            items: Vec::new(),
            next_label: num_blocks as Label,
            result_regs: vec![Reg::V0, Reg::V1],
            private_stack: None,
            jump_tables: Vec::new(),
        }
    }

    /// Appends an instruction.
    pub fn push(&mut self, inst: MachInst) {
        self.items.push(MachItem::Inst(inst));
    }

    /// A label no item uses yet.
    pub fn new_label(&mut self) -> Label {
        let l = self.next_label;
        self.next_label += 1;
        l
    }

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

    /// Whether control can reach item `i` from the item before it, that is,
    /// whether the code before `i` falls through into it (the function's
    /// start counts as falling in).
    pub fn falls_into(&self, i: usize) -> bool {
        let mut before = self.items[..i].iter().rev();
        let last = loop {
            match before.next() {
                None | Some(MachItem::Label(_)) => return true,
                Some(MachItem::Cfi(_)) => {}
                Some(MachItem::Inst(inst)) => break inst,
            }
        };
        if last.ends_flow() && !last.has_delay_slot() {
            return false;
        }
        // `last` may be the slot of an unconditional delayed transfer (`jr`).
        let transfer = loop {
            match before.next() {
                None | Some(MachItem::Label(_)) => return true,
                Some(MachItem::Cfi(_)) => {}
                Some(MachItem::Inst(inst)) => break inst,
            }
        };
        !(transfer.has_delay_slot() && transfer.ends_flow())
    }

    /// Retargets branches to blocks consisting of one `jmp` to its target,
    /// and deletes those blocks unless code falls into them (the entry block
    /// always stays). Markers of deleted blocks are kept: they describe the
    /// frame from the next instruction on.
    fn thread_jump_blocks(&mut self, work: &mut u64) {
        // The target of each jump-only block's `jmp`, by the block's label
        // (`NONE`: not such a block), and how many there are.
        const NONE: Label = Label::MAX;
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
        if count == 0 {
            return;
        }
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

    /// The labels that come right after item `i` (before any instruction).
    pub fn labels_after(&self, i: usize) -> Vec<Label> {
        let mut labels = Vec::new();
        for item in &self.items[i + 1..] {
            match item {
                MachItem::Label(l) => labels.push(*l),
                MachItem::Cfi(_) => {}
                MachItem::Inst(_) => break,
            }
        }
        labels
    }

    /// Whether label `l` comes right after item `i` (before any
    /// instruction); [`Self::labels_after`] without the list.
    pub fn label_after(&self, i: usize, l: Label) -> bool {
        for item in &self.items[i + 1..] {
            match item {
                MachItem::Label(k) if *k == l => return true,
                MachItem::Label(_) | MachItem::Cfi(_) => {}
                MachItem::Inst(_) => break,
            }
        }
        false
    }

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
    fn layout(&self) -> Vec<u32> {
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

    fn encode(
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

// ===== passes after register allocation =========================================

/// The passes [`MachPass`] runs at -O2, in order: shrink-wrapping first
/// (it needs the prologue and epilogues as emission made them, with empty
/// slots), then loop tests into latches, so that the copied branches' slots
/// get filled too, then the deletion of redundant reloads and
/// recomputations and of register copies (reloads again after the copies,
/// which expose some: [`remove_reloads_and_copies`]), then the deletion of
/// computations whose results are dead, then the two slot fillers (within
/// a block first, then across blocks for the slots still empty).
pub const POST_REGALLOC_O2: [MachPass; 6] = [
    shrink_wrap,
    duplicate_loop_tests,
    remove_reloads_and_copies,
    remove_dead_code,
    fill_delay_slots,
    fill_slots_from_successors,
];

/// [`remove_redundant_reloads`], [`propagate_copies`], then
/// [`remove_redundant_reloads`] again — unless the copies changed nothing
/// and the first run cannot have left more to find, when the second run
/// would find nothing: it sees the same facts at every instruction the
/// first kept (a deleted instruction changes no fact, and none is a
/// transfer, a slot or a label), so it decides the same, except where a
/// deletion put a kept `lui` next to a new instruction (the `lui`/`ori`
/// pair test reads the next item).
pub fn remove_reloads_and_copies(f: &mut MachFunction, _target: &crate::Target) {
    let more = redundant_reloads(f);
    if forward_copies(f) || more {
        redundant_reloads(f);
    }
}

/// Bit of the HI register in [`effects`] sets (after the 16 general ones).
const HI: u32 = 1 << 16;
/// Bit of the LO register.
const LO: u32 = 1 << 17;

const fn bit(r: Reg) -> u32 {
    1u32 << (r.0 & 15)
}

/// What an instruction does, for moving it: the registers it reads and
/// writes (bit sets over the 16 registers, HI and LO; `$zero` left out) and
/// whether it loads or stores. `None` for what a pass must never move:
/// coprocessor access (`mfc0 $pc` reads its own address) and non-
/// instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Effects {
    reads: u32,
    writes: u32,
    load: bool,
    store: bool,
}

/// What each opcode does to registers, read off its [`Shape`] once:
/// [`effects`] masks the operand fields' bits with these.
#[derive(Copy, Clone)]
struct OpEffects {
    /// All ones where field `ra`, `rb`, `rc` is read; zero where not.
    read_a: u32,
    read_b: u32,
    read_c: u32,
    /// All ones where field `ra` is written.
    write_a: u32,
    /// Registers read and written whatever the fields (`$sw`, `$lr`, HI, LO).
    reads: u32,
    writes: u32,
    load: bool,
    store: bool,
    /// Coprocessor access: no [`Effects`].
    opaque: bool,
}

/// All ones if `on`, else zero.
const fn all_if(on: bool) -> u32 {
    if on { !0 } else { 0 }
}

/// [`OpEffects`] of every opcode, by opcode number.
const OP_EFFECTS: [OpEffects; OPCODES.len()] = {
    let mut table = [OpEffects {
        read_a: 0,
        read_b: 0,
        read_c: 0,
        write_a: 0,
        reads: 0,
        writes: 0,
        load: false,
        store: false,
        opaque: false,
    }; OPCODES.len()];
    let mut k = 0;
    while k < OPCODES.len() {
        let row = &OPCODES[k];
        let e = &mut table[k];
        // (reads a, b, c; writes a)
        let (a, b, c, w) = match row.shape {
            Shape::None | Shape::CondJump | Shape::Jump => (false, false, false, false),
            Shape::RRR | Shape::Cmp => (false, true, true, true),
            Shape::RRRTied => (true, true, true, true),
            Shape::RR
            | Shape::Shift
            | Shape::RRSimm
            | Shape::RRUimm
            | Shape::Load
            | Shape::Jalr => (false, true, false, true),
            Shape::Lui | Shape::MoveFromHiLo => (false, false, false, true),
            Shape::Store | Shape::Branch | Shape::MulDiv => (true, true, false, false),
            Shape::Jr | Shape::MoveToHiLo => (true, false, false, false),
            Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => (false, false, false, false),
        };
        e.read_a = all_if(a);
        e.read_b = all_if(b);
        e.read_c = all_if(c);
        e.write_a = all_if(w);
        match row.shape {
            Shape::CondJump => e.reads = bit(Reg::SW),
            Shape::Jump if matches!(row.opcode, Opcode::Jsub | Opcode::Bal) => {
                e.writes = bit(Reg::LR)
            }
            Shape::MulDiv => e.writes = HI | LO,
            Shape::MoveFromHiLo => {
                e.reads = if matches!(row.opcode, Opcode::Mfhi) {
                    HI
                } else {
                    LO
                }
            }
            Shape::MoveToHiLo => {
                e.writes = if matches!(row.opcode, Opcode::Mthi) {
                    HI
                } else {
                    LO
                }
            }
            Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => e.opaque = true,
            _ => {}
        }
        e.load = matches!(row.shape, Shape::Load);
        e.store = matches!(row.shape, Shape::Store);
        k += 1;
    }
    table
};

fn effects(mi: &MachInst) -> Option<Effects> {
    if matches!(mi.fixup, Fixup::RawWord(_)) {
        return None;
    }
    let i = &mi.inst;
    let t = &OP_EFFECTS[i.op as usize];
    if t.opaque {
        return None;
    }
    let zero = bit(Reg::ZERO);
    let (a, b, c) = (bit(i.ra), bit(i.rb), bit(i.rc));
    Some(Effects {
        reads: ((a & t.read_a) | (b & t.read_b) | (c & t.read_c) | t.reads) & !zero,
        writes: ((a & t.write_a) | t.writes) & !zero,
        load: t.load,
        store: t.store,
    })
}

impl Effects {
    /// Whether the two can run in either order with the same result.
    fn commutes_with(&self, o: &Effects) -> bool {
        self.writes & (o.reads | o.writes) == 0
            && self.reads & o.writes == 0
            && !(self.store && (o.load || o.store))
            && !(self.load && o.store)
    }
}

/// How far back from a transfer [`fill_delay_slots`] looks for an
/// instruction to move into its slot.
const FILL_WINDOW: usize = 8;

/// Starts `f` with the O32 prelude of a function in the module-local
/// convention (`crate::abi`): `ld reg, offset($sp)` for each of `loads`,
/// before everything else. Local calls enter right after it, so this runs
/// after every pass that reorders code (nothing may move into or out of
/// the prelude).
pub fn prepend_prelude(f: &mut MachFunction, loads: &[(Reg, u32)], loc: SrcLoc) {
    let prelude = loads.iter().map(|&(r, offset)| {
        MachItem::Inst(MachInst {
            inst: Inst::new(Opcode::Ld, r, Reg::SP, Reg::ZERO, offset as i32),
            fixup: Fixup::None,
            loc,
            role: Role::Prologue,
        })
    });
    f.items.splice(0..0, prelude);
}

/// Fills delay slots: for every delayed transfer whose slot holds a `nop`,
/// moves into the slot an instruction from before it in the same block that
/// commutes with the transfer and with every instruction it moves past.
///
/// The slot runs right after the transfer on every path (taken or not, and
/// before a callee's first instruction), so an instruction that commutes
/// with the transfer computes the same thing there; for `jsub`/`jalr`,
/// which write `$lr` before the slot runs, that rules out instructions
/// touching `$lr`. The instruction keeps its source location and role, so
/// the line table still names its `.ll` line. Frame markers right after
/// the moved instruction (an epilogue's `addiu $sp` before `ret`) move with
/// it; no instruction moves past any other frame marker. Prologue
/// instructions, slots of earlier transfers and coprocessor access never
/// move.
pub fn fill_delay_slots(f: &mut MachFunction, _target: &crate::Target) {
    // One pass compacting the items in place: `items[..w]` is the final
    // prefix, `items[r..]` the items still to see (what lies between are
    // the dropped `nop`s). Candidates come from the final prefix (within
    // `FILL_WINDOW` of its end), so each move rotates a few items rather
    // than shifting the rest of the function.
    let items = &mut f.items;
    let n = items.len();
    let (mut w, mut r) = (0, 0);
    while r < n {
        if w != r {
            items.swap(w, r);
        }
        let is_transfer = matches!(&items[w], MachItem::Inst(t) if t.has_delay_slot());
        w += 1;
        r += 1;
        let empty_slot = matches!(
            items.get(r),
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot
        );
        if !(is_transfer && empty_slot) {
            continue;
        }
        if let Some((from, shift)) = slot_filler(&items[..w], w - 1) {
            r += 1;
            if let MachItem::Inst(m) = &mut items[from] {
                m.inst.imm -= shift;
            }
            move_into_slot(&mut items[from..w]);
        } else if let (MachItem::Inst(call), Some(MachItem::Inst(next))) =
            (&items[w - 1], items.get(r + 1))
            && runs_before_call(call, next)
        {
            // The instruction after the call goes into its slot; the nop
            // is dropped.
            items.swap(w, r + 1);
            w += 1;
            r += 2;
        }
    }
    items.truncate(w);
}

/// The effects of `m` if it is the kind of instruction a slot copied or
/// moved from elsewhere may hold: not a `nop`, not a transfer, and no
/// relocation but the halves of an absolute address.
fn slot_shaped(m: &MachInst) -> Option<Effects> {
    let e = effects(m)?;
    (m.inst.op != Opcode::Nop
        && !m.has_delay_slot()
        && !m.ends_flow()
        && matches!(m.fixup, Fixup::None | Fixup::Hi16(..) | Fixup::Lo16(..)))
    .then_some(e)
}

/// Whether `next`, the instruction after the call `call`, may run in the
/// call's slot instead, before the callee: it touches no memory (the
/// callee may), reads nothing the call changes, and writes only registers
/// the callee preserves and does not read (`addiu $s0, $s0, 1` after
/// `jsub putchar` in a loop).
fn runs_before_call(call: &MachInst, next: &MachInst) -> bool {
    if !matches!(call.inst.op, Opcode::Jsub | Opcode::Jalr) {
        return false;
    }
    let Some(e) = slot_shaped(next) else {
        return false;
    };
    next.role == Role::Body
        && !e.load
        && !e.store
        && e.reads & CALL_KILLS == 0
        && e.writes & (CALL_KILLS | call_reads(call) | bit(Reg::SP)) == 0
}

/// Whether the instruction item `i` is the delay slot of the one before.
fn is_slot(items: &[MachItem], i: usize) -> bool {
    items[..i].iter().rev().find_map(|it| match it {
        MachItem::Inst(p) => Some(p.has_delay_slot()),
        MachItem::Label(_) => Some(false),
        MachItem::Cfi(_) => None,
    }) == Some(true)
}

/// The instruction to move into the slot of the transfer at item `t`, and
/// how much its offset must drop: a load or store whose base register only
/// `addiu base, base, k` steps in between (`sw $0, 4($3); addiu $3, $3, 8;
/// bne ...` puts `sw $0, -4($3)` in the slot) moves with its offset less
/// the steps.
fn slot_filler(items: &[MachItem], t: usize) -> Option<(usize, i32)> {
    let MachItem::Inst(transfer) = &items[t] else {
        return None;
    };
    let te = effects(transfer)?;
    // What the instructions between a candidate and the transfer do.
    let mut between = Effects {
        reads: 0,
        writes: 0,
        load: false,
        store: false,
    };
    // Registers only stepped in between (by `addiu r, r, k`), and by how
    // much in all.
    let mut stepped = 0u32;
    let mut steps = [0i32; 16];
    let (mut insts_between, mut markers_between) = (0, false);
    for j in (0..t).rev() {
        let c = match &items[j] {
            MachItem::Label(_) => return None,
            MachItem::Cfi(_) => {
                markers_between = true;
                continue;
            }
            MachItem::Inst(c) => c,
        };
        // Markers may only travel with the instruction right before the
        // transfer (they describe its effect).
        if markers_between && insts_between > 0 {
            return None;
        }
        let movable = !c.has_delay_slot()
            && !c.ends_flow()
            && c.inst.op != Opcode::Nop
            && c.role != Role::Prologue
            && !matches!(c.fixup, Fixup::Branch(_))
            && !is_slot(items, j);
        if !movable {
            return None;
        }
        let ce = effects(c)?;
        if ce.commutes_with(&te) && ce.commutes_with(&between) {
            return Some((j, 0));
        }
        let base = c.inst.rb;
        if (ce.load || ce.store)
            && matches!(c.fixup, Fixup::None)
            && base != Reg::ZERO
            && stepped & bit(base) != 0
            && ce.writes & bit(base) == 0
            && !(ce.store && c.inst.ra == base)
        {
            let shift = steps[base.index()];
            let rest = Effects {
                reads: ce.reads & !bit(base),
                ..ce
            };
            let others = Effects {
                writes: between.writes & !bit(base),
                ..between
            };
            if rest.commutes_with(&te)
                && rest.commutes_with(&others)
                && i16::try_from(c.inst.imm - shift).is_ok()
            {
                return Some((j, shift));
            }
        }
        // An `addiu r, r, k` keeps `r` a stepped base; any other write
        // does not.
        if c.inst.op == Opcode::Addiu
            && c.inst.ra == c.inst.rb
            && matches!(c.fixup, Fixup::None)
            && (between.writes & bit(c.inst.ra) == 0 || stepped & bit(c.inst.ra) != 0)
        {
            stepped |= bit(c.inst.ra);
            steps[c.inst.ra.index()] += c.inst.imm;
        } else {
            stepped &= !ce.writes;
        }
        between.reads |= ce.reads;
        between.writes |= ce.writes;
        between.load |= ce.load;
        between.store |= ce.store;
        insts_between += 1;
        if markers_between || insts_between >= FILL_WINDOW {
            return None;
        }
    }
    None
}

/// Moves the instruction that starts `items` (and the frame markers between
/// it and the transfer, if it is the instruction right before it) into the
/// slot of the transfer that ends `items` (whose empty slot was dropped):
/// the instruction goes right after the transfer, the markers after it.
fn move_into_slot(items: &mut [MachItem]) {
    let t = items.len() - 1;
    let adjacent = items[1..t].iter().all(|it| matches!(it, MachItem::Cfi(_)));
    if adjacent {
        items.rotate_left(t);
    } else {
        items.rotate_left(1);
    }
}

impl MachFunction {
    /// The items of the block at `label` (whose item is at `at`, the first
    /// one with that label): from after its label to the next label
    /// (exclusive), with the index of the first one; `None` if the block
    /// has more than `limit` items.
    fn block_items(
        &self,
        at: &LabelIndex,
        label: Label,
        limit: usize,
    ) -> Option<(usize, &[MachItem])> {
        let start = at.get(label)? + 1;
        let rest = &self.items[start..];
        let len = rest
            .iter()
            .take(limit + 1)
            .position(|it| matches!(it, MachItem::Label(_)))
            .or((rest.len() <= limit).then_some(rest.len()))?;
        Some((start, &rest[..len]))
    }

    /// The index of the first item of each label.
    fn first_label_indices(&self) -> LabelIndex {
        self.label_table(true)
    }
}

/// Most instructions (besides the branch and its slot) a loop test may have
/// to be copied by [`duplicate_loop_tests`] into a latch (a `jmp` back to
/// it, run every iteration).
const MAX_TEST_INSTS: usize = 6;

/// Most instructions of a test copied into a `jmp` forward to it (a loop's
/// entry, run once per entry to the loop).
const MAX_ENTRY_TEST_INSTS: usize = 3;

/// Copies small loop tests into the latches that jump to them.
///
/// A loop whose test sits at the top (`H: test; bxx EXIT; slot` falling
/// through into the body) ends its body with `jmp H`, so every iteration
/// runs a `jmp` and a conditional branch. When the block `H` is only a
/// short test (no frame markers, at most `MAX_TEST_INSTS` (6) instructions
/// before the branch, 3 when the `jmp` comes before `H`) and the latch is followed by the branch target or by
/// `H`'s fall-through successor, the `jmp H` becomes a copy of `H` ending
/// with a `jmp` to that successor; [`MachFunction::finish`] then removes
/// the `jmp` or inverts the branch over it, so the loop's back edge is a
/// single conditional branch and the hot path falls through. The copies
/// keep their source locations; the code they replace had the same frame
/// state (no block with frame markers is copied).
pub fn duplicate_loop_tests(f: &mut MachFunction, _target: &crate::Target) {
    // Jumps through the empty edge blocks regalloc2 left must be threaded
    // first, or the latch's `jmp` would not name the test block.
    f.simplify_control_flow();
    if !f.jump_tables.is_empty() {
        // (A test block's pattern does not look through a table's `jr`.)
        return;
    }
    // Every `jmp` is judged on the code as it was: a copy only replaces a
    // `jmp`, adds no label, and never lands in a block that could be
    // copied (those hold no `jmp`), so no copy changes another's verdict.
    let labels = f.first_label_indices();
    let copies: Vec<(usize, Vec<MachItem>)> = (0..f.items.len())
        .filter_map(|i| Some((i, f.loop_test_copy(i, &labels)?)))
        .collect();
    if copies.is_empty() {
        return;
    }
    let old = std::mem::take(&mut f.items);
    let mut copies = copies.into_iter().peekable();
    for (i, item) in old.into_iter().enumerate() {
        match copies.next_if(|(at, _)| *at == i) {
            Some((_, copy)) => f.items.extend(copy),
            None => f.items.push(item),
        }
    }
}

impl MachFunction {
    /// If item `i` is a `jmp` to a short test block worth copying, the
    /// items that replace it.
    fn loop_test_copy(&self, i: usize, labels: &LabelIndex) -> Option<Vec<MachItem>> {
        let MachItem::Inst(jump) = &self.items[i] else {
            return None;
        };
        if !jump.is_jump() {
            return None;
        }
        let h = jump.branch_target()?;
        // (Longer blocks are no test to copy.)
        let (start, block) = self.block_items(labels, h, MAX_TEST_INSTS + 2)?;
        // The test: straight-line instructions, a conditional branch and
        // its slot, then the next block (which it falls into).
        let n = block.len();
        let max = if i > start {
            MAX_TEST_INSTS
        } else {
            MAX_ENTRY_TEST_INSTS
        };
        if !(2..=max + 2).contains(&n) {
            return None;
        }
        let insts: Vec<&MachInst> = block
            .iter()
            .map(|it| match it {
                MachItem::Inst(m) => Some(m),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let (branch, slot) = (insts[n - 2], insts[n - 1]);
        let exit = branch.branch_target()?;
        let straight = insts[..n - 2]
            .iter()
            .all(|m| !m.has_delay_slot() && !m.ends_flow() && !matches!(m.fixup, Fixup::Branch(_)));
        let slot_ok = !slot.has_delay_slot() && !slot.ends_flow();
        if !is_cond_branch(branch.inst.op) || !straight || !slot_ok {
            return None;
        }
        let MachItem::Label(next) = *self.items.get(start + n)? else {
            return None;
        };
        // Worth it only if the copy's exit jump disappears or the branch
        // can be inverted over it: the latch is followed by one of the
        // test's two successors. (A jump from inside the test block itself
        // is left alone.)
        // Also worth it when the branch goes back into the loop (its target
        // lies between the test and the latch): the hot path then takes the
        // copied branch and the exit `jmp` runs once.
        let after = self.labels_after(i);
        let inside = (start..start + n).contains(&i);
        let stays_in_loop =
            || i > start + n && self.items[start + n..i].contains(&MachItem::Label(exit));
        if inside
            || h == next
            || !(after.contains(&exit) || after.contains(&next) || stays_in_loop())
        {
            return None;
        }
        let mut copy: Vec<MachItem> = block.to_vec();
        copy.push(MachItem::Inst(MachInst {
            inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::Branch(next),
            loc: branch.loc,
            role: Role::Body,
        }));
        Some(copy)
    }
}

// ===== redundant reloads and recomputations =====================================

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
    fn get(&self, r: Reg) -> Option<&Known<'a>> {
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

    /// Keeps what survives a call that leaves the caller's outgoing area
    /// alone: the callee-saved registers' facts, unless about a word a
    /// pointer may reach (`kept` says which words stay).
    fn keep_after_quiet_call(&mut self, kept: impl Fn(i32) -> bool) {
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

    fn constant(&self, r: Reg) -> Option<i32> {
        match self.get(r)? {
            Known::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// The register `m` writes and what it holds after `m`, when the pass
    /// can tell (reloads, constants, copies, symbol addresses).
    fn result(&self, m: &'a MachInst) -> Option<(Reg, Known<'a>)> {
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
struct LabelUse {
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
pub fn remove_redundant_reloads(f: &mut MachFunction, _target: &crate::Target) {
    redundant_reloads(f);
}

/// [`remove_redundant_reloads`]; whether a deletion left a kept `lui`
/// before an instruction that did not follow it (so that running again
/// might find a `lui`/`ori` pair this run did not).
fn redundant_reloads(f: &mut MachFunction) -> bool {
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
    fn arrive<'a>(incoming: &mut HashMap<Label, (Facts<'a>, usize)>, l: Label, facts: &Facts<'a>) {
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

// ===== dead code =================================================================

/// Deletes instructions whose only effect is writing registers that are
/// dead afterwards: the half of an i64 result nothing reads (the `mflo` of
/// a product whose low word is unused), a value whose last use a copy or
/// reload removal took away. Only plain computations go — ALU operations,
/// immediates, `mfhi`/`mflo`, compares into `$sw` and reloads through
/// `$sp` — never a store, another load (which might fault), a
/// `mult`/`div`, a transfer or its slot, or a frame instruction. Repeats
/// while something goes (a deleted instruction may have been the last
/// reader of another).
pub fn remove_dead_code(f: &mut MachFunction, _target: &crate::Target) {
    for _ in 0..4 {
        // Liveness is only worked out when some candidate's result may be
        // dead.
        if !(0..f.items.len()).any(|i| dead_code_candidate(&f.items[i]) && !f.read_soon(i)) {
            return;
        }
        let live = f.liveness();
        let mut remove = vec![false; f.items.len()];
        let mut any = false;
        for (i, it) in f.items.iter().enumerate() {
            if !dead_code_candidate(it) {
                continue;
            }
            let MachItem::Inst(m) = it else { continue };
            let Some(e) = effects(m) else { continue };
            let after = live.get(i + 1).copied().unwrap_or(ALL_REGS);
            if e.writes & (after | bit(Reg::SP)) == 0 && !is_slot(&f.items, i) {
                remove[i] = true;
                any = true;
            }
        }
        if !any {
            return;
        }
        let mut k = 0;
        f.items.retain(|_| {
            k += 1;
            !remove[k - 1]
        });
    }
}

/// Whether `it` is an instruction [`remove_dead_code`] deletes if the
/// registers it writes are dead after it: a plain computation of the
/// body that writes something.
fn dead_code_candidate(it: &MachItem) -> bool {
    let MachItem::Inst(m) = it else { return false };
    let Some(e) = effects(m) else { return false };
    let plain = matches!(
        m.inst.op.info().shape,
        Shape::RRR
            | Shape::RRRTied
            | Shape::RR
            | Shape::Shift
            | Shape::RRSimm
            | Shape::RRUimm
            | Shape::Lui
            | Shape::Cmp
            | Shape::MoveFromHiLo
    ) || (e.load && m.inst.rb == Reg::SP);
    plain
        && m.role == Role::Body
        && matches!(m.fixup, Fixup::None)
        && !m.has_delay_slot()
        && !m.ends_flow()
        && !e.store
        && e.writes != 0
}

/// How far [`MachFunction::read_soon`] looks.
const READ_SOON_WINDOW: usize = 16;

impl MachFunction {
    /// Whether some register instruction `i` writes is surely live after
    /// it (or is `$sp`): straight-line code within `READ_SOON_WINDOW`
    /// items reads it before writing it. `false` when that cannot be told
    /// so simply.
    fn read_soon(&self, i: usize) -> bool {
        let MachItem::Inst(m) = &self.items[i] else {
            return false;
        };
        let Some(e) = effects(m) else { return false };
        if e.writes & bit(Reg::SP) != 0 {
            return true;
        }
        // Through labels, markers and instructions that pass on what is
        // live after them (no transfer, not in a slot: the first transfer
        // ends the walk), a register read is live all the way back.
        let mut open = e.writes;
        for it in self.items.iter().skip(i + 1).take(READ_SOON_WINDOW) {
            let MachItem::Inst(n) = it else { continue };
            let Some(ne) = effects(n) else { return true };
            if ne.reads & open != 0 {
                return true;
            }
            if n.has_delay_slot() || n.ends_flow() || n.inst.op == Opcode::Bal {
                return false;
            }
            open &= !ne.writes;
            if open == 0 {
                return false;
            }
        }
        false
    }
}

// ===== copy propagation =========================================================

/// The operand fields `m` reads as plain sources (never a tied
/// destination): `(ra, rb, rc)` flags, or `None` when the instruction
/// reads a register it also writes through the same field.
fn source_fields(m: &MachInst) -> Option<(bool, bool, bool)> {
    Some(match m.inst.op.info().shape {
        Shape::None | Shape::Lui | Shape::CondJump | Shape::Jump | Shape::MoveFromHiLo => {
            (false, false, false)
        }
        Shape::RRR | Shape::Cmp => (false, true, true),
        Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load | Shape::Jalr => {
            (false, true, false)
        }
        Shape::Store | Shape::Branch | Shape::MulDiv => (true, true, false),
        Shape::Jr | Shape::MoveToHiLo => (true, false, false),
        Shape::RRRTied | Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => return None,
    })
}

/// Makes the instructions at `at` read `to` wherever they read `from`.
fn rename_sources(items: &mut [MachItem], at: &[usize], from: Reg, to: Reg) {
    for &j in at {
        if let MachItem::Inst(m) = &mut items[j]
            && let Some((a, b, c)) = source_fields(m)
        {
            if a && m.inst.ra == from {
                m.inst.ra = to;
            }
            if b && m.inst.rb == from {
                m.inst.rb = to;
            }
            if c && m.inst.rc == from {
                m.inst.rc = to;
            }
        }
    }
}

/// Deletes register copies (`addu d, $zero, s`) that register
/// allocation leaves where a value merely changes registers, in
/// straight-line code:
/// - forwards `s` to the reads of `d` that follow, when `d` is dead by the
///   time `s` is overwritten or the code ends;
/// - otherwise, when `s` dies at the copy, has the instruction that
///   computed `s` write `d` instead (and the reads of `s` in between read
///   `d`), if nothing in between touches `d`; when that instruction is a
///   select choosing between `d` and `s` (`movn s, d, c`), it becomes the
///   opposite select into `d` (`movz d, s, c`).
///
/// Instructions in delay slots are never rewritten (a slot also runs on
/// the branch's other path).
pub fn propagate_copies(f: &mut MachFunction, _target: &crate::Target) {
    forward_copies(f);
}

/// [`propagate_copies`]; whether it changed anything.
fn forward_copies(f: &mut MachFunction) -> bool {
    // Without a copy there is nothing to do (and no liveness to work out).
    let is_copy = |it: &MachItem| {
        matches!(it, MachItem::Inst(m) if m.inst.op == Opcode::Addu
            && m.inst.rb == Reg::ZERO
            && matches!(m.fixup, Fixup::None)
            && m.role == Role::Body)
    };
    if !f.items.iter().any(is_copy) {
        return false;
    }
    let mut live = f.liveness();
    let labels = f.label_indices();
    // A removed copy becomes a tombstone (a CFI item, which every analysis
    // here looks through: liveness passes it on unchanged, the copy
    // searches step over it) and the tombstones go at the end: removing
    // each copy from the vector at once was quadratic. Tombstones only
    // left at the end of the items are dropped at once, so that the end of
    // the items stays where it was. Item numbers never change, and neither
    // do the label indices.
    let mut dead = vec![false; f.items.len()];
    // A rewrite stays between two labels and leaves the liveness at both
    // ends as it was, so only that stretch is recomputed (the whole
    // function when its entry did change after all). `first..hi`: the
    // items the change touched.
    let update = |f: &MachFunction, live: &mut Vec<u32>, first: usize, hi: usize| {
        let is_label = |it: &MachItem| matches!(it, MachItem::Label(_));
        let lo = f.items[..first].iter().rposition(is_label).unwrap_or(0);
        let entry = live[lo];
        f.relive(live, &labels, lo, hi, first);
        if live[lo] != entry {
            *live = f.liveness();
        }
    };
    // Removes item `i`: a tombstone, or the end of the items when nothing
    // but tombstones follows it.
    let remove = |f: &mut MachFunction, live: &mut Vec<u32>, dead: &mut Vec<bool>, i: usize| {
        if dead[i + 1..].iter().all(|&d| d) {
            let mut end = i;
            while end > 0 && dead[end - 1] {
                end -= 1;
            }
            f.items.truncate(end);
            live.truncate(end);
            dead.truncate(end);
        } else {
            f.items[i] = MachItem::Cfi(CfiOp::RememberState);
            dead[i] = true;
        }
    };
    let mut changed = false;
    let mut i = 0;
    while i < f.items.len() {
        // Forwarding a source can make a later copy read what it writes
        // (`d = s; s = d` becomes `s = s`): that copy does nothing.
        if matches!(&f.items[i], MachItem::Inst(m) if is_copy(&f.items[i]) && m.inst.ra == m.inst.rc)
            && !is_slot(&f.items, i)
        {
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            update(f, &mut live, i.min(n), (i + 1).min(n));
            continue;
        }
        if let Some(rewrites) = f.forwardable_copy(i, &live) {
            let MachItem::Inst(copy) = &f.items[i] else {
                unreachable!("a copy is an instruction")
            };
            let (d, s) = (copy.inst.ra, copy.inst.rc);
            rename_sources(&mut f.items, &rewrites, d, s);
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            let hi = rewrites.iter().copied().max().map_or(i, |r| r.max(i)) + 1;
            update(f, &mut live, i.min(n), hi.min(n));
            continue;
        }
        if let Some((def, rewrites)) = f.backward_copy(i, &live) {
            let MachItem::Inst(copy) = &f.items[i] else {
                unreachable!("a copy is an instruction")
            };
            let (d, t) = (copy.inst.ra, copy.inst.rc);
            if let MachItem::Inst(m) = &mut f.items[def] {
                // `movn t, d, c` then `d = t` is `movz d, t, c` (and the
                // reverse): `d` keeps its value exactly when `t` would
                // have been overwritten with it.
                match m.inst.op {
                    Opcode::Movn | Opcode::Movz => {
                        m.inst.op = if m.inst.op == Opcode::Movn {
                            Opcode::Movz
                        } else {
                            Opcode::Movn
                        };
                        m.inst.rb = t;
                    }
                    _ => {}
                }
                m.inst.ra = d;
            }
            rename_sources(&mut f.items, &rewrites, t, d);
            remove(f, &mut live, &mut dead, i);
            changed = true;
            let n = f.items.len();
            update(f, &mut live, def.min(n), (i + 1).min(n));
            continue;
        }
        i += 1;
    }
    if dead.contains(&true) {
        let mut k = 0;
        f.items.retain(|_| {
            k += 1;
            !dead[k - 1]
        });
    }
    changed
}

impl MachFunction {
    /// If item `i` is a copy `addu d, $zero, t` whose source `t` dies there
    /// and was computed earlier in straight-line code by an instruction
    /// that can write `d` instead (`d` untouched in between), that
    /// instruction and the reads of `t` in between to rewrite.
    fn backward_copy(&self, i: usize, live: &[u32]) -> Option<(usize, Vec<usize>)> {
        let MachItem::Inst(copy) = &self.items[i] else {
            return None;
        };
        let ins = &copy.inst;
        let is_copy =
            ins.op == Opcode::Addu && ins.rb == Reg::ZERO && matches!(copy.fixup, Fixup::None);
        let (d, t) = (ins.ra, ins.rc);
        if !is_copy
            || d == Reg::ZERO
            || d == Reg::SP
            || t == Reg::ZERO
            || t == Reg::SP
            || d == t
            || copy.role != Role::Body
            || is_slot(&self.items, i)
            || live.get(i + 1).copied().unwrap_or(u32::MAX) & bit(t) != 0
        {
            return None;
        }
        let (db, tb) = (bit(d), bit(t));
        let mut rewrites = Vec::new();
        for k in (0..i).rev() {
            let m = match &self.items[k] {
                MachItem::Cfi(_) => continue,
                MachItem::Label(_) => return None,
                MachItem::Inst(m) => m,
            };
            if m.has_delay_slot() || m.ends_flow() {
                return None;
            }
            let e = effects(m)?;
            if e.writes & tb != 0 {
                let plain_def = matches!(
                    m.inst.op.info().shape,
                    Shape::RRR
                        | Shape::RR
                        | Shape::Shift
                        | Shape::RRSimm
                        | Shape::RRUimm
                        | Shape::Load
                        | Shape::Lui
                        | Shape::MoveFromHiLo
                );
                // `movn t, d, c; ...; move d, t` (a select whose result
                // goes back to the register of one of its choices) is
                // `movz d, t, c`: the caller flips the condition.
                let tied_into_d = matches!(m.inst.op, Opcode::Movz | Opcode::Movn)
                    && m.inst.rb == d
                    && m.inst.ra == t;
                let ok = (plain_def && e.reads & db == 0 || tied_into_d)
                    && m.inst.ra == t
                    && e.writes == tb
                    && m.role == Role::Body
                    && !is_slot(&self.items, k);
                return ok.then_some((k, rewrites));
            }
            if (e.reads | e.writes) & db != 0 {
                return None;
            }
            if e.reads & tb != 0 {
                source_fields(m)?;
                rewrites.push(k);
            }
        }
        None
    }

    /// If item `i` is a copy whose destination can be replaced by its
    /// source everywhere it is read, the items to rewrite.
    fn forwardable_copy(&self, i: usize, live: &[u32]) -> Option<Vec<usize>> {
        let MachItem::Inst(copy) = &self.items[i] else {
            return None;
        };
        let ins = &copy.inst;
        let is_copy =
            ins.op == Opcode::Addu && ins.rb == Reg::ZERO && matches!(copy.fixup, Fixup::None);
        if !is_copy || ins.ra == Reg::ZERO || ins.ra == ins.rc || copy.role != Role::Body {
            return None;
        }
        if is_slot(&self.items, i) {
            return None;
        }
        let (d, s) = (ins.ra, ins.rc);
        let (db, sb) = (bit(d), bit(s));
        let mut rewrites = Vec::new();
        for j in i + 1..self.items.len() {
            let m = match &self.items[j] {
                MachItem::Cfi(_) => continue,
                MachItem::Label(_) => return (live[j] & db == 0).then_some(rewrites),
                MachItem::Inst(m) => m,
            };
            if m.has_delay_slot() || m.ends_flow() || !matches!(m.fixup, Fixup::None) {
                // The region ends here: `d` must be dead from here on.
                return (live[j] & db == 0).then_some(rewrites);
            }
            let e = effects(m)?;
            if e.reads & db != 0 {
                source_fields(m)?;
                rewrites.push(j);
            }
            if e.writes & db != 0 {
                return Some(rewrites);
            }
            if e.writes & sb != 0 {
                // `s` changes: `d` must not be needed after this.
                return (live.get(j + 1).copied().unwrap_or(u32::MAX) & db == 0)
                    .then_some(rewrites);
            }
        }
        None
    }
}

// ===== physical-register liveness ===============================================

/// Every register of an [`Effects`] set: the 16 general ones but `$zero`, HI
/// and LO.
const ALL_REGS: u32 = (0xFFFF | HI | LO) & !bit(Reg::ZERO);

/// What a return reads besides the result registers: the stack pointer, the
/// return address and the callee-saved registers, which must hold the
/// caller's values again.
const RET_READS: u32 = bit(Reg::SP) | bit(Reg::LR) | bit(Reg::FP) | bit(Reg::S0) | bit(Reg::S1);

/// What a callee reads once the call's slot has run: the argument
/// registers (`$a0`/`$a1`, and `$7`, `$8`, `$t9` under the module-local
/// convention, `crate::abi`), `$sp` (stack-passed words) and `$t9`
/// (indirect calls).
const CALL_READS: u32 = bit(Reg::A0) | bit(Reg::A1) | bit(Reg::SP) | bit(Reg::T9);

/// What the callee of `call` reads: [`CALL_READS`] for `jalr`; for a
/// direct `jsub` the same but `$t9` (no PIC: only an indirect call's target
/// is there), and `$7`, `$8` and `$t9` for one to a module-local entry (a
/// symbol plus an offset, `crate::abi`).
fn call_reads(call: &MachInst) -> u32 {
    match call.fixup {
        Fixup::Call(_, 0, _) => CALL_READS & !bit(Reg::T9),
        Fixup::Call(..) => CALL_READS | bit(Reg::T0) | bit(Reg::T1),
        _ => CALL_READS,
    }
}

/// What a call overwrites: the caller-saved registers (`crate::reg`), the
/// results, `$at`, `$lr`, the compare flags and HI/LO.
const CALL_KILLS: u32 = bit(Reg::AT)
    | bit(Reg::LR)
    | bit(Reg::V0)
    | bit(Reg::V1)
    | bit(Reg::A0)
    | bit(Reg::A1)
    | bit(Reg::T9)
    | bit(Reg::T0)
    | bit(Reg::T1)
    | bit(Reg::GP)
    | bit(Reg::SW)
    | HI
    | LO;

impl MachFunction {
    /// The labels some branch or jump names.
    fn branch_targets(&self) -> LabelSet {
        LabelSet(self.branch_counts().iter().map(|&n| n > 0).collect())
    }

    /// How many branches and jumps name each label (by label number).
    fn branch_counts(&self) -> Vec<u32> {
        let mut counts = Vec::new();
        for it in &self.items {
            if let MachItem::Inst(m) = it
                && let Some(l) = m.branch_target()
            {
                let l = l as usize;
                if l >= counts.len() {
                    counts.resize(l + 1, 0);
                }
                counts[l] += 1;
            }
        }
        for &l in self.jump_tables.iter().flatten() {
            let l = l as usize;
            if l >= counts.len() {
                counts.resize(l + 1, 0);
            }
            counts[l] += 1;
        }
        counts
    }

    /// The index of every label's item.
    fn label_indices(&self) -> LabelIndex {
        self.label_table(false)
    }

    /// The index of each label's item: its first or (`first` false) its
    /// last placement.
    fn label_table(&self, first: bool) -> LabelIndex {
        let mut at: Vec<usize> = Vec::new();
        for (i, it) in self.items.iter().enumerate() {
            if let MachItem::Label(l) = *it {
                let l = l as usize;
                if l >= at.len() {
                    at.resize(l + 1, usize::MAX);
                }
                if !first || at[l] == usize::MAX {
                    at[l] = i;
                }
            }
        }
        LabelIndex(at)
    }

    /// The physical registers live before each item, as [`Effects`] bit
    /// sets (backward dataflow to a fixed point).
    ///
    /// Control flow follows the delay slots: a transfer's successor is its
    /// slot, and the slot's successors are the transfer's — both ways of a
    /// conditional branch, the code after a call (through [`CALL_KILLS`]
    /// and [`CALL_READS`]), the caller for `ret $lr` ([`RET_READS`]). What
    /// cannot be analysed counts as reading everything: an instruction
    /// without [`effects`], an indirect jump, a branch to a label that is
    /// not there, code running off the end.
    fn liveness(&self) -> Vec<u32> {
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
    fn relive(&self, live: &mut [u32], labels: &LabelIndex, lo: usize, hi: usize, first: usize) {
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

    /// The transfer whose delay slot instruction `i` is, in straight-line
    /// code starting at `lo` (a label's index or 0): the nearest earlier
    /// instruction (past CFI markers) if it has a delay slot and is not
    /// itself in one — in a run of `k` such instructions before `i`, the
    /// farthest is in no slot, the next in its slot, and so on, so the
    /// nearest is in none when `k` is odd.
    fn slot_of(&self, i: usize, lo: usize) -> Option<usize> {
        let mut nearest = None;
        let mut k = 0usize;
        let mut j = i;
        while j > lo {
            j -= 1;
            match &self.items[j] {
                MachItem::Cfi(_) => {}
                MachItem::Label(_) => break,
                MachItem::Inst(m) if m.has_delay_slot() => {
                    nearest.get_or_insert(j);
                    k += 1;
                }
                MachItem::Inst(_) => break,
            }
        }
        if k % 2 == 1 { nearest } else { None }
    }

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
            Opcode::Jsub | Opcode::Jalr => After::Call(call_reads(tr)),
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
enum After {
    /// Those live before the next item (everything past the end).
    Next,
    /// Those live before this item (a branch target).
    Item(usize),
    /// Those live before this item or the next (a conditional branch's
    /// slot).
    ItemOrNext(usize),
    /// Those live after a call returns to the next item, and what the
    /// callee reads.
    Call(u32),
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

    fn apply(&self, live: &[u32], i: usize) -> u32 {
        let next = || live.get(i + 1).copied().unwrap_or(ALL_REGS);
        let after = match self.after {
            After::Next => next(),
            After::Item(k) => live[k],
            After::ItemOrNext(k) => live[k] | next(),
            After::Call(reads) => (next() & !CALL_KILLS) | reads,
            After::Fixed(set) => set,
        };
        (after & self.keep) | self.reads
    }
}

// ===== delay slots filled across blocks =========================================

/// Whether `m` may run in a delay slot on a path that did not execute it
/// before, where the registers in `live` are live: it is ordinary body code
/// (no transfer, frame instruction, coprocessor access or store), it writes
/// nothing live there nor `$sp`, and if it loads, it loads from the stack
/// (`$sp`-relative addresses are always in memory, other loads could fault).
fn harmless_in_slot(m: &MachInst, live: u32) -> bool {
    let Some(e) = slot_shaped(m) else {
        return false;
    };
    // An epilogue's reload of a callee-saved register qualifies like any
    // load from the frame (the register is dead on the other path, so it
    // only gets back the value its stack slot still holds).
    matches!(m.role, Role::Body | Role::Epilogue)
        && !e.store
        && (!e.load || m.inst.rb == Reg::SP)
        && e.writes & (live | bit(Reg::SP)) == 0
}

/// `item` as it goes into a delay slot: an epilogue instruction there is
/// part of the body (the line table's `epilogue_begin` stays with the
/// epilogue proper).
fn in_slot(item: &MachItem) -> MachItem {
    let mut item = item.clone();
    if let MachItem::Inst(m) = &mut item
        && m.role == Role::Epilogue
    {
        m.role = Role::Body;
    }
    item
}

/// How [`fill_slots_from_successors`] fills one slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum SlotFill {
    /// Copy the first instruction of the branch target (at this item) and
    /// branch past it.
    Target(usize),
    /// Move the first instruction of the fall-through code (at this item).
    FallThrough(usize),
}

/// Fills the slots of conditional branches that [`fill_delay_slots`] left
/// empty with the first instruction of a successor.
///
/// - From the **fall-through** code: its first instruction `X` moves into
///   the slot when no other code reaches it (no branch names a label in
///   between) and `X` is harmless on the taken path: it writes no register
///   live at the target (see `harmless_in_slot`).
/// - From the **target**: the target's first instruction `X` is copied into
///   the slot and the branch retargeted to a new label right after `X` (the
///   original stays for the other predecessors), when `X` is harmless on
///   the fall-through path.
///
/// Backward branches (loop latches: the target is the loop body) try the
/// target first, since the taken path is the hot one; forward branches try
/// the fall-through first, which does not grow the code. Liveness is
/// computed once: a fill neither adds a read on a path where the register
/// was dead (the slot reads what `X` read on one of the two paths anyway)
/// nor writes a register live on the other path, so the liveness of the
/// code around stays what it was. The copies keep their source locations;
/// `X` is never a frame instruction and no marker lies between the slot and
/// `X`'s old place, so the frame facts are unchanged.
pub fn fill_slots_from_successors(f: &mut MachFunction, _target: &crate::Target) {
    f.simplify_control_flow();
    // Only conditional branches with an empty slot are filled (without one
    // there is no liveness to work out).
    let empty_slot_after = |w: &[MachItem]| {
        matches!(w, [MachItem::Inst(b), MachItem::Inst(s)]
            if is_cond_branch(b.inst.op)
                && s.inst.op == Opcode::Nop
                && s.role == Role::DelaySlot)
    };
    if !f.items.windows(2).any(empty_slot_after) {
        f.invert_branches_over_jump_blocks();
        return;
    }
    let live = f.liveness();
    let labels = f.label_indices();
    let n = f.items.len();
    // How many branches name each label. A branch retargeted past a copied
    // instruction no longer names its old target, so a later branch may
    // then move the first instruction of that block (a loop's guard and
    // its latch both leaving to the same exit: the guard copies the exit's
    // first instruction, the latch then takes it).
    let mut refs = f.branch_counts();
    let mut fills: Vec<(usize, SlotFill)> = Vec::new();
    for b in 0..n {
        let MachItem::Inst(branch) = &f.items[b] else {
            continue;
        };
        let Some(target) = branch.branch_target() else {
            continue;
        };
        let empty_slot = matches!(
            f.items.get(b + 1),
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop
                && s.role == Role::DelaySlot
                && matches!(s.fixup, Fixup::None)
        );
        let Some(t) = labels.get(target) else {
            continue;
        };
        if !is_cond_branch(branch.inst.op) || !empty_slot || f.label_after(b + 1, target) {
            continue;
        }
        let fall_live = live.get(b + 2).copied().unwrap_or(ALL_REGS);
        // (Frame markers at the target describe addresses, not paths: the
        // copy in the slot runs in the branch's frame state, which is the
        // target's too.)
        let from_target = || {
            let k = (t + 1..n)
                .find(|&k| !matches!(f.items[k], MachItem::Label(_) | MachItem::Cfi(_)))?;
            match &f.items[k] {
                MachItem::Inst(x) if harmless_in_slot(x, fall_live) => Some(SlotFill::Target(k)),
                _ => None,
            }
        };
        let from_fall_through = || {
            for k in b + 2..n {
                match &f.items[k] {
                    MachItem::Label(l) if refs.get(*l as usize).is_some_and(|&r| r > 0) => {
                        return None;
                    }
                    MachItem::Label(_) => {}
                    MachItem::Cfi(_) => return None,
                    MachItem::Inst(x) => {
                        return harmless_in_slot(x, live[t]).then_some(SlotFill::FallThrough(k));
                    }
                }
            }
            None
        };
        let fill = if t < b {
            from_target().or_else(from_fall_through)
        } else {
            from_fall_through().or_else(from_target)
        };
        if let Some(fill) = fill {
            if let SlotFill::Target(_) = fill {
                refs[target as usize] -= 1;
            }
            fills.push((b, fill));
        }
    }
    if fills.is_empty() {
        f.invert_branches_over_jump_blocks();
        return;
    }
    // One label after each copied instruction, shared by the branches to it.
    let mut after_copied: HashMap<usize, Label> = HashMap::default();
    let mut slot_items: HashMap<usize, MachItem> = HashMap::default();
    let mut retarget: HashMap<usize, Label> = HashMap::default();
    let mut moved: Vec<usize> = Vec::new();
    for &(b, fill) in &fills {
        match fill {
            SlotFill::Target(k) => {
                let label = match after_copied.get(&k) {
                    Some(&l) => l,
                    None => {
                        let l = f.new_label();
                        after_copied.insert(k, l);
                        l
                    }
                };
                slot_items.insert(b + 1, in_slot(&f.items[k]));
                retarget.insert(b, label);
            }
            SlotFill::FallThrough(k) => {
                slot_items.insert(b + 1, in_slot(&f.items[k]));
                moved.push(k);
            }
        }
    }
    // Which of the maps and lists above name each item (most items are in
    // none, and need no look-up).
    const MOVED: u8 = 1;
    const SLOT: u8 = 2;
    const RETARGET: u8 = 4;
    const COPIED: u8 = 8;
    let mut named = vec![0u8; n];
    for &k in &moved {
        named[k] |= MOVED;
    }
    for &k in slot_items.keys() {
        named[k] |= SLOT;
    }
    for &k in retarget.keys() {
        named[k] |= RETARGET;
    }
    for &k in after_copied.keys() {
        named[k] |= COPIED;
    }
    let old = std::mem::take(&mut f.items);
    f.items.reserve(n + after_copied.len());
    for (i, mut item) in old.into_iter().enumerate() {
        let named = named[i];
        if named == 0 {
            f.items.push(item);
            continue;
        }
        if named & MOVED != 0 {
            // (A branch retargeted past this instruction's copy now lands
            // where it was.)
            if named & COPIED != 0
                && let Some(&l) = after_copied.get(&i)
            {
                f.items.push(MachItem::Label(l));
            }
            continue;
        }
        if named & SLOT != 0
            && let Some(filled) = slot_items.remove(&i)
        {
            item = filled;
        }
        if named & RETARGET != 0
            && let (Some(&l), MachItem::Inst(m)) = (retarget.get(&i), &mut item)
        {
            m.fixup = Fixup::Branch(l);
        }
        f.items.push(item);
        if named & COPIED != 0
            && let Some(&l) = after_copied.get(&i)
        {
            f.items.push(MachItem::Label(l));
        }
    }
    // A fall-through block left with only its jump: branch past it.
    f.simplify_control_flow();
    f.invert_branches_over_jump_blocks();
}

impl MachFunction {
    /// Turns `bxx A; slot; L: jmp B; A:` into `b!xx B; slot; A:` when no
    /// branch names `L` — a block holding only a jump that the branch falls
    /// into, which [`MachFunction::simplify_control_flow`] keeps because
    /// code falls into it (its other predecessors were retargeted). The
    /// slot runs on both paths, so inverting is right whatever it holds.
    fn invert_branches_over_jump_blocks(&mut self) {
        let referenced = self.branch_targets();
        // Dropped items are marked and removed at the end (draining each
        // block as it was found made this quadratic). The look-ahead from
        // a later branch only reads items after it, which are unmarked.
        let mut dropped = vec![false; self.items.len()];
        let mut i = 0;
        while i < self.items.len() {
            if !dropped[i]
                && let Some((jump, to)) = self.branch_over_jump_block(i, &referenced)
                && let MachItem::Inst(b) = &mut self.items[i]
            {
                b.inst.op = invert_branch(b.inst.op);
                b.fixup = Fixup::Branch(to);
                dropped[i + 2..=jump].fill(true);
            }
            i += 1;
        }
        if dropped.contains(&true) {
            let mut k = 0;
            self.items.retain(|_| {
                k += 1;
                !dropped[k - 1]
            });
        }
    }

    /// If item `i` is a conditional branch over a jump-only block whose
    /// labels no branch names, the jump's index and target.
    fn branch_over_jump_block(&self, i: usize, referenced: &LabelSet) -> Option<(usize, Label)> {
        let MachItem::Inst(branch) = &self.items[i] else {
            return None;
        };
        let taken = branch.branch_target()?;
        if !is_cond_branch(branch.inst.op)
            || !matches!(self.items.get(i + 1), Some(MachItem::Inst(_)))
        {
            return None;
        }
        let mut j = i + 2;
        while let Some(MachItem::Label(l)) = self.items.get(j) {
            if referenced.contains(*l) {
                return None;
            }
            j += 1;
        }
        match self.items.get(j) {
            Some(MachItem::Inst(jump)) if jump.is_jump() && self.label_after(j, taken) => {
                Some((j, jump.branch_target()?))
            }
            _ => None,
        }
    }
}

// ===== shrink-wrapping ==========================================================

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
pub fn shrink_wrap(f: &mut MachFunction, _target: &crate::Target) {
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
        let items = &self.items;
        if items.first() != Some(&MachItem::Label(0))
            || items
                .iter()
                .any(|it| matches!(it, MachItem::Inst(m) if matches!(m.fixup, Fixup::Branch(0))))
        {
            return None;
        }
        // The prologue: its instructions and markers after the entry label.
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
        let size = size.filter(|&n| n > 0)?;
        // The entry code up to its conditional branch.
        let mut b = k;
        loop {
            match items.get(b)? {
                MachItem::Inst(m) if is_cond_branch(m.inst.op) => break,
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
        let MachItem::Inst(branch) = &items[b] else {
            return None;
        };
        let taken = branch.branch_target()?;
        let slot = match items.get(b + 1) {
            Some(MachItem::Inst(s)) if s.inst.op == Opcode::Nop && s.role == Role::DelaySlot => s,
            _ => return None,
        };
        let (not_taken, rest) = match items.get(b + 2) {
            Some(MachItem::Inst(j)) if j.is_jump() => (j.branch_target()?, b + 3),
            Some(MachItem::Label(_)) => (*self.labels_after(b + 1).first()?, b + 2),
            _ => return None,
        };
        if !matches!(items.get(rest), Some(MachItem::Label(_))) || self.falls_into(items.len()) {
            return None;
        }
        // Liveness is worked out only once a fast path qualifies.
        let mut live: Option<Vec<u32>> = None;
        let labels = self.label_indices();
        for (fast, slow, invert) in [(taken, not_taken, false), (not_taken, taken, true)] {
            if fast == slow {
                continue;
            }
            let Some((copy, ret)) = self.frameless_path(fast, size) else {
                continue;
            };
            let live = live.get_or_insert_with(|| self.liveness());
            let fast_live = live[labels.get(fast)?];
            let Some((stay, sink)) = sink_frame_code(&items[k..b], branch, size, fast_live) else {
                continue;
            };
            let fast_label = self.next_label;
            let mut br = branch.clone();
            if invert {
                br.inst.op = invert_branch(br.inst.op);
            }
            br.fixup = Fixup::Branch(fast_label);
            let jump = MachInst {
                inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
                fixup: Fixup::Branch(slow),
                loc: branch.loc,
                role: Role::Body,
            };
            let ret_slot = MachInst::new(Inst::NOP, ret.loc, Role::DelaySlot);
            let mut out = Vec::with_capacity(items.len() + copy.len() + 8);
            out.push(MachItem::Label(0));
            out.extend(stay.into_iter().map(MachItem::Inst));
            out.push(MachItem::Inst(br));
            out.push(MachItem::Inst(slot.clone()));
            out.push(MachItem::Cfi(CfiOp::RememberState));
            out.extend_from_slice(&items[1..k]);
            out.extend(sink.into_iter().map(MachItem::Inst));
            out.push(MachItem::Inst(jump));
            out.extend_from_slice(&items[rest..]);
            out.push(MachItem::Cfi(CfiOp::RestoreState));
            out.push(MachItem::Label(fast_label));
            out.extend(copy.into_iter().map(MachItem::Inst));
            out.push(MachItem::Inst(ret));
            out.push(MachItem::Inst(ret_slot));
            self.next_label += 1;
            return Some((out, invert));
        }
        None
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
    fn remove_unreachable(&mut self) {
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
mod tests {
    use super::*;

    fn inst(op: Opcode, fixup: Fixup, role: Role) -> MachItem {
        MachItem::Inst(MachInst {
            inst: Inst::new(op, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            fixup,
            loc: SrcLoc::default(),
            role,
        })
    }

    fn ops(f: &MachFunction) -> Vec<Opcode> {
        f.items
            .iter()
            .filter_map(|i| match i {
                MachItem::Inst(m) => Some(m.inst.op),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn jump_blocks_are_threaded_and_fallthrough_jumps_removed() {
        // block0: beq L1 / nop / jmp L2 ; L1: jmp L3 ; L2: ret ; L3: ret
        let mut f = MachFunction::new("f", 4);
        f.items = vec![
            MachItem::Label(0),
            inst(Opcode::Beq, Fixup::Branch(1), Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
            inst(Opcode::Jmp, Fixup::Branch(2), Role::Body),
            MachItem::Label(1),
            inst(Opcode::Jmp, Fixup::Branch(3), Role::Body),
            MachItem::Label(2),
            inst(Opcode::Jr, Fixup::None, Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
            MachItem::Label(3),
            inst(Opcode::Jr, Fixup::None, Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        ];
        let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        // L1 disappears (beq goes to L3); `jmp L2` before L2 is dropped.
        assert_eq!(
            ops(&f),
            [
                Opcode::Beq,
                Opcode::Nop,
                Opcode::Jr,
                Opcode::Nop,
                Opcode::Jr,
                Opcode::Nop
            ]
        );
        // beq at 0 → L3 at 16: offset 16 - 4 = 12.
        let beq = Inst::new(Opcode::Beq, Reg::ZERO, Reg::ZERO, Reg::ZERO, 12);
        assert_eq!(&code.bytes[0..4], &encode(&beq).to_be_bytes());
    }

    #[test]
    fn branch_over_a_jump_is_inverted() {
        // beq L1 / nop / jmp L2 ; L1: ret ; L2: ret  →  bne L2 / nop ; L1 ...
        let mut f = MachFunction::new("f", 3);
        f.items = vec![
            MachItem::Label(0),
            inst(Opcode::Jlt, Fixup::Branch(1), Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
            inst(Opcode::Jmp, Fixup::Branch(2), Role::Body),
            MachItem::Label(1),
            inst(Opcode::Jr, Fixup::None, Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
            MachItem::Label(2),
            inst(Opcode::Jr, Fixup::None, Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        ];
        f.finish(Endian::Little, IsaLevel::Cpu032I).unwrap();
        assert_eq!(
            ops(&f),
            [
                Opcode::Jge,
                Opcode::Nop,
                Opcode::Jr,
                Opcode::Nop,
                Opcode::Jr,
                Opcode::Nop
            ]
        );
    }

    #[test]
    fn distant_branches_are_relaxed() {
        let mut f = MachFunction::new("f", 2);
        f.items = vec![
            MachItem::Label(0),
            inst(Opcode::Beq, Fixup::Branch(1), Role::Body),
            inst(Opcode::Nop, Fixup::None, Role::DelaySlot),
        ];
        for _ in 0..9000 {
            f.items.push(inst(Opcode::Nop, Fixup::None, Role::Body));
        }
        f.items.push(MachItem::Label(1));
        f.items.push(inst(Opcode::Jr, Fixup::None, Role::Body));
        f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        assert_eq!(&ops(&f)[..3], [Opcode::Bne, Opcode::Nop, Opcode::Jmp]);
    }

    fn op(o: Opcode, ra: u8, rb: u8, rc: u8, imm: i32, role: Role) -> MachItem {
        MachItem::Inst(MachInst::new(
            Inst::new(o, Reg(ra), Reg(rb), Reg(rc), imm),
            SrcLoc::default(),
            role,
        ))
    }

    fn branch(o: Opcode, ra: u8, rb: u8, to: Label) -> MachItem {
        MachItem::Inst(MachInst {
            inst: Inst::new(o, Reg(ra), Reg(rb), Reg::ZERO, 0),
            fixup: Fixup::Branch(to),
            loc: SrcLoc::default(),
            role: Role::Body,
        })
    }

    fn call(sym: &str) -> MachItem {
        MachItem::Inst(MachInst {
            inst: Inst::new(Opcode::Jsub, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::Call(sym.to_string(), 0, false),
            loc: SrcLoc::default(),
            role: Role::Body,
        })
    }

    fn slot() -> MachItem {
        inst(Opcode::Nop, Fixup::None, Role::DelaySlot)
    }

    fn ret() -> MachItem {
        op(Opcode::Jr, 14, 0, 0, 0, Role::Body)
    }

    const T: crate::Target = crate::Target {
        endian: Endian::Big,
        isa: IsaLevel::Cpu032II,
    };

    fn filled(items: Vec<MachItem>) -> Vec<Opcode> {
        let mut f = MachFunction::new("f", 4);
        f.items = items;
        fill_delay_slots(&mut f, &T);
        ops(&f)
    }

    #[test]
    fn slots_get_independent_instructions() {
        use Opcode::*;
        // addu $6 is independent of `beq $5`: it moves into the slot.
        let got = filled(vec![
            MachItem::Label(0),
            op(Addu, 5, 3, 4, 0, Role::Body),
            op(Addu, 6, 3, 4, 0, Role::Body),
            branch(Beq, 5, 0, 1),
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ]);
        assert_eq!(got, [Addu, Beq, Addu, Jr, Nop]);
        // The instruction computing the branch operand stays, but one
        // before it that commutes with both moves past it.
        let got = filled(vec![
            MachItem::Label(0),
            op(Addiu, 7, 7, 0, 1, Role::Body),
            op(Addu, 5, 3, 4, 0, Role::Body),
            branch(Bne, 5, 0, 1),
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ]);
        assert_eq!(got, [Addu, Bne, Addiu, Jr, Nop]);
        // Nothing independent: the slot keeps its nop.
        let got = filled(vec![
            MachItem::Label(0),
            op(Addu, 5, 3, 4, 0, Role::Body),
            branch(Beq, 5, 0, 1),
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ]);
        assert_eq!(got, [Addu, Beq, Nop, Jr, Nop]);
        // cpu032I: a `cmp` writes $sw, which `jlt` reads.
        let got = filled(vec![
            MachItem::Label(0),
            op(Cmp, 15, 2, 3, 0, Role::Body),
            branch(Jlt, 0, 0, 1),
            slot(),
            MachItem::Label(1),
            ret(),
            slot(),
        ]);
        assert_eq!(got, [Cmp, Jlt, Nop, Jr, Nop]);
    }

    /// A load or store whose base a pointer step changes in between moves
    /// into the slot with its offset less the step; one that stores the
    /// base itself, or whose base something else writes, stays.
    #[test]
    fn stepped_bases_take_their_access_into_the_slot() {
        use Opcode::*;
        let lp = |first: MachItem| {
            let mut f = MachFunction::new("f", 2);
            f.items = vec![
                MachItem::Label(0),
                MachItem::Label(1),
                op(St, 0, 3, 0, 0, Role::Body),
                first,
                op(Addiu, 3, 3, 0, 8, Role::Body),
                branch(Bne, 3, 4, 1),
                slot(),
                ret(),
                slot(),
            ];
            fill_delay_slots(&mut f, &T);
            insts_of(&f)
        };
        // st $0, 4($3); addiu $3, $3, 8; bne $3, $4 => the store is in the
        // slot as st $0, -4($3).
        let got = lp(op(St, 0, 3, 0, 4, Role::Body));
        let shape: Vec<_> = got.iter().map(|m| (m.inst.op, m.inst.imm)).collect();
        assert_eq!(
            shape,
            [(St, 0), (Addiu, 8), (Bne, 0), (St, -4), (Jr, 0), (Nop, 0)]
        );
        // A load into a register the branch reads must stay.
        let got = lp(op(Ld, 4, 3, 0, 4, Role::Body));
        assert_eq!(got[4].inst.op, Nop);
        // Storing the base itself: the slot would store the stepped value.
        let got = lp(op(St, 3, 3, 0, 4, Role::Body));
        assert_eq!(got[4].inst.op, Nop);
        // A base that something other than a step writes in between.
        let mut f = MachFunction::new("f", 2);
        f.items = vec![
            MachItem::Label(0),
            op(St, 0, 3, 0, 4, Role::Body),
            op(Addu, 3, 5, 6, 0, Role::Body),
            op(Addiu, 3, 3, 0, 8, Role::Body),
            branch(Bne, 3, 4, 0),
            slot(),
            ret(),
            slot(),
        ];
        fill_delay_slots(&mut f, &T);
        assert_eq!(
            ops(&f),
            [St, Addu, Addiu, Bne, Nop, Jr, Nop],
            "{:?}",
            f.items
        );
    }

    #[test]
    fn calls_keep_the_link_register_and_memory_order() {
        use Opcode::*;
        // An argument set up before a call runs in its slot.
        let got = filled(vec![
            MachItem::Label(0),
            op(Addiu, 4, 0, 0, 5, Role::Body),
            call("g"),
            slot(),
        ]);
        assert_eq!(got, [Jsub, Addiu]);
        // `jsub` writes $lr before its slot runs: an instruction reading it
        // stays, and a load may not pass the store that stays.
        let got = filled(vec![
            MachItem::Label(0),
            op(Ld, 4, 5, 0, 0, Role::Body),
            op(St, 14, 13, 0, 0, Role::Body),
            call("g"),
            slot(),
        ]);
        assert_eq!(got, [Ld, St, Jsub, Nop]);
        // A load passes an instruction that does not touch memory.
        let got = filled(vec![
            MachItem::Label(0),
            op(Ld, 4, 5, 0, 0, Role::Body),
            op(Addu, 2, 14, 0, 0, Role::Body),
            call("g"),
            slot(),
        ]);
        assert_eq!(got, [Addu, Jsub, Ld]);
        // HI/LO: `mflo` may not pass the `multu` that sets LO.
        let got = filled(vec![
            MachItem::Label(0),
            op(Mflo, 2, 0, 0, 0, Role::Body),
            op(Multu, 4, 5, 0, 0, Role::Body),
            op(Mflo, 3, 0, 0, 0, Role::Body),
            call("g"),
            slot(),
        ]);
        assert_eq!(got, [Mflo, Multu, Jsub, Mflo]);
    }

    /// With nothing before a call to fill its slot, the instruction after
    /// it moves in when the call cannot tell and it survives the call.
    #[test]
    fn an_instruction_after_a_call_may_run_in_its_slot() {
        use Opcode::*;
        let after = |x: MachItem| {
            filled(vec![
                MachItem::Label(0),
                call("g"),
                slot(),
                x,
                ret(),
                slot(),
            ])
        };
        // $s0 is preserved by the callee and not read by it.
        assert_eq!(
            after(op(Addiu, 9, 9, 0, 1, Role::Body)),
            [Jsub, Addiu, Jr, Nop]
        );
        for x in [
            // reads the result the call returns
            op(Addu, 9, 2, 0, 0, Role::Body),
            // writes a register the call clobbers
            op(Addiu, 3, 9, 0, 1, Role::Body),
            // writes an argument the callee reads
            op(Addiu, 4, 9, 0, 1, Role::Body),
            // memory the callee may write
            op(Ld, 9, 13, 0, 0, Role::Body),
            op(St, 9, 13, 0, 0, Role::Body),
        ] {
            assert_eq!(after(x.clone())[1], Nop, "{x:?}");
        }
    }

    #[test]
    fn prologues_and_other_slots_stay() {
        use Opcode::*;
        let got = filled(vec![
            MachItem::Label(0),
            op(Addiu, 13, 13, 0, -8, Role::Prologue),
            MachItem::Cfi(CfiOp::DefCfaOffset(8)),
            call("g"),
            slot(),
        ]);
        assert_eq!(got, [Addiu, Jsub, Nop]);
        // The `addu` is the first call's slot: it cannot move to the second.
        let got = filled(vec![
            MachItem::Label(0),
            call("g"),
            op(Addu, 4, 2, 0, 0, Role::Body),
            call("h"),
            slot(),
        ]);
        assert_eq!(got, [Jsub, Addu, Jsub, Nop]);
    }

    #[test]
    fn an_epilogue_moves_into_the_return_slot_with_its_frame_marker() {
        use Opcode::*;
        let mut f = MachFunction::new("f", 2);
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 13, 13, 0, -8, Role::Prologue),
            MachItem::Cfi(CfiOp::DefCfaOffset(8)),
            op(St, 14, 13, 0, 4, Role::Prologue),
            MachItem::Cfi(CfiOp::Offset {
                reg: 14,
                cfa_offset: -4,
            }),
            call("g"),
            slot(),
            MachItem::Cfi(CfiOp::RememberState),
            op(Ld, 14, 13, 0, 4, Role::Epilogue),
            op(Addiu, 13, 13, 0, 8, Role::Epilogue),
            MachItem::Cfi(CfiOp::DefCfaOffset(0)),
            op(Jr, 14, 0, 0, 0, Role::Epilogue),
            slot(),
            MachItem::Cfi(CfiOp::RestoreState),
        ];
        fill_delay_slots(&mut f, &T);
        assert_eq!(ops(&f), [Addiu, St, Jsub, Nop, Ld, Jr, Addiu]);
        // `ld $lr` cannot go: `jr $lr` reads it. The marker follows the
        // `addiu`, so at `jr` the CFA is still $sp + 8.
        assert_eq!(
            f.items[f.items.len() - 3..],
            [
                op(Addiu, 13, 13, 0, 8, Role::Epilogue),
                MachItem::Cfi(CfiOp::DefCfaOffset(0)),
                MachItem::Cfi(CfiOp::RestoreState),
            ]
        );
        let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        // Markers at the end of the code describe nothing and are dropped.
        assert_eq!(
            code.cfi,
            [
                (4, CfiOp::DefCfaOffset(8)),
                (
                    8,
                    CfiOp::Offset {
                        reg: 14,
                        cfa_offset: -4
                    }
                ),
                (16, CfiOp::RememberState),
            ]
        );
    }

    #[test]
    fn loop_tests_are_copied_into_latches() {
        use Opcode::*;
        // L1: beq $2, $zero, L3 / nop ; L2: addiu $2, $2, -1 / jmp L1 ; L3: ret
        let mut f = MachFunction::new("f", 4);
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 2, 0, 0, 10, Role::Body),
            MachItem::Label(1),
            branch(Beq, 2, 0, 3),
            slot(),
            MachItem::Label(2),
            op(Addiu, 2, 2, 0, -1, Role::Body),
            branch(Jmp, 0, 0, 1),
            MachItem::Label(3),
            ret(),
            slot(),
        ];
        duplicate_loop_tests(&mut f, &T);
        fill_delay_slots(&mut f, &T);
        f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        // The latch ends with the inverted test back to the body (its slot
        // keeps the nop: the decrement defines $2, which `bne` reads).
        assert_eq!(
            ops(&f),
            [Addiu, Beq, Nop, Addiu, Bne, Nop, Jr, Nop],
            "{:?}",
            f.items
        );
        let back = f.items.iter().find_map(|it| match it {
            MachItem::Inst(m) if m.inst.op == Bne => m.branch_target(),
            _ => None,
        });
        assert_eq!(back, Some(2));
        // Not worth it (the latch is followed by neither successor) or not
        // a test block: left alone.
        let mut g = MachFunction::new("g", 5);
        g.items = vec![
            MachItem::Label(0),
            branch(Jmp, 0, 0, 2),
            MachItem::Label(1),
            op(Addiu, 2, 2, 0, -1, Role::Body),
            branch(Jmp, 0, 0, 2),
            MachItem::Label(4),
            ret(),
            slot(),
            MachItem::Label(2),
            branch(Beq, 2, 0, 3),
            slot(),
            MachItem::Label(3),
            ret(),
            slot(),
        ];
        let before = g.items.clone();
        duplicate_loop_tests(&mut g, &T);
        assert_eq!(g.items, before);
    }

    #[test]
    fn wrong_level_instructions_are_refused() {
        let mut f = MachFunction::new("f", 1);
        f.items = vec![
            MachItem::Label(0),
            inst(Opcode::Slt, Fixup::None, Role::Body),
        ];
        assert!(f.finish(Endian::Big, IsaLevel::Cpu032I).is_err());
    }

    fn insts_of(f: &MachFunction) -> Vec<MachInst> {
        f.items
            .iter()
            .filter_map(|i| match i {
                MachItem::Inst(m) => Some(m.clone()),
                _ => None,
            })
            .collect()
    }

    fn across(items: Vec<MachItem>) -> MachFunction {
        let mut f = MachFunction::new("f", 8);
        f.items = items;
        fill_slots_from_successors(&mut f, &T);
        f
    }

    /// [`effects`] as a match over the operand shape (what the table in
    /// [`OP_EFFECTS`] is built to agree with).
    fn effects_by_shape(mi: &MachInst) -> Option<Effects> {
        if matches!(mi.fixup, Fixup::RawWord(_)) {
            return None;
        }
        let i = &mi.inst;
        let (a, b, c) = (bit(i.ra), bit(i.rb), bit(i.rc));
        let (reads, writes) = match i.op.info().shape {
            Shape::None => (0, 0),
            Shape::RRR => (b | c, a),
            Shape::RRRTied => (a | b | c, a),
            Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load => (b, a),
            Shape::Lui => (0, a),
            Shape::Store | Shape::Branch => (a | b, 0),
            Shape::Cmp => (b | c, a),
            Shape::CondJump => (bit(Reg::SW), 0),
            Shape::Jump => match i.op {
                Opcode::Jsub | Opcode::Bal => (0, bit(Reg::LR)),
                _ => (0, 0),
            },
            Shape::Jalr => (b, a),
            Shape::Jr => (a, 0),
            Shape::MulDiv => (a | b, HI | LO),
            Shape::MoveFromHiLo => (if i.op == Opcode::Mfhi { HI } else { LO }, a),
            Shape::MoveToHiLo => (a, if i.op == Opcode::Mthi { HI } else { LO }),
            Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => return None,
        };
        let zero = bit(Reg::ZERO);
        Some(Effects {
            reads: reads & !zero,
            writes: writes & !zero,
            load: i.op.info().shape == Shape::Load,
            store: i.op.info().shape == Shape::Store,
        })
    }

    #[test]
    fn effects_table_agrees_with_the_shapes() {
        for row in OPCODES {
            for (ra, rb, rc) in [(0, 0, 0), (2, 3, 4), (13, 0, 15), (14, 9, 0), (5, 5, 5)] {
                for fixup in [Fixup::None, Fixup::RawWord(0)] {
                    let m = MachInst {
                        inst: Inst::new(row.opcode, Reg(ra), Reg(rb), Reg(rc), 0),
                        fixup,
                        loc: SrcLoc::default(),
                        role: Role::Body,
                    };
                    assert_eq!(effects(&m), effects_by_shape(&m), "{}", row.mnemonic);
                }
            }
        }
    }

    #[test]
    fn liveness_follows_slots_calls_and_returns() {
        use Opcode::*;
        let mut f = MachFunction::new("f", 2);
        f.result_regs = vec![Reg::V0];
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 4, 9, 0, 1, Role::Body),
            call("g"),
            op(Addu, 5, 7, 0, 0, Role::Body),
            op(Addu, 2, 2, 8, 0, Role::Body),
            ret(),
            slot(),
        ];
        let live = f.liveness();
        // Before the return's slot: the result, $sp, $lr, callee-saved.
        let at_ret = RET_READS | bit(Reg::V0);
        assert_eq!(live[5], at_ret);
        // `addu $2, $2, $8` reads $2 (the call's result) and $8.
        assert_eq!(live[4], at_ret | bit(Reg::T1));
        // The call's slot (`addu $5, $7, $0`) writes an argument the callee
        // reads; $7 and $8 are clobbered by the call, so not live across it.
        // A direct call (`jsub`) does not read `$t9`.
        assert_eq!(
            live[3],
            (at_ret & !CALL_KILLS) | CALL_READS & !bit(Reg::A1) & !bit(Reg::T9) | bit(Reg::T0)
        );
        // `jsub` writes $lr; `addiu $4, $9, 1` reads $s0.
        assert_eq!(live[1] & bit(Reg::LR), 0);
        assert_ne!(live[1] & bit(Reg::S0), 0);
        assert_eq!(live[1] & bit(Reg::A0), 0);
    }

    #[test]
    fn reloads_run_again_when_a_deletion_joins_a_lui_and_its_ori() {
        use Opcode::*;
        let addr = |o: Opcode, fixup: Fixup| {
            MachItem::Inst(MachInst {
                inst: Inst::new(o, Reg(2), Reg(if o == Ori { 2 } else { 0 }), Reg::ZERO, 0),
                fixup,
                loc: SrcLoc::default(),
                role: Role::Body,
            })
        };
        let hi = || addr(Lui, Fixup::Hi16("g".into(), 0));
        let lo = || addr(Ori, Fixup::Lo16("g".into(), 0));
        // $2 = &g; $3 = 8($sp); then `lui $2` of g again, a reload of what
        // $3 holds, and the `ori`: only once the reload is gone does the
        // `lui`/`ori` pair show itself as recomputing what $2 holds.
        let mut f = MachFunction::new("f", 1);
        f.items = vec![
            MachItem::Label(0),
            hi(),
            lo(),
            op(Ld, 3, 13, 0, 8, Role::Body),
            hi(),
            op(Ld, 3, 13, 0, 8, Role::Body),
            lo(),
            ret(),
            slot(),
        ];
        let mut twice = f.clone();
        remove_redundant_reloads(&mut twice, &T);
        propagate_copies(&mut twice, &T);
        remove_redundant_reloads(&mut twice, &T);
        remove_reloads_and_copies(&mut f, &T);
        assert_eq!(f.items, twice.items);
        assert_eq!(f.items.len(), 6);
    }

    /// Liveness the plain way: every item swept backward until nothing
    /// changes.
    fn liveness_by_sweeps(f: &MachFunction) -> Vec<u32> {
        let labels = f.label_indices();
        let ret_reads = f.ret_reads();
        let mut live = vec![0u32; f.items.len()];
        loop {
            let mut changed = false;
            for i in (0..f.items.len()).rev() {
                let slot_of = match f.items[i] {
                    MachItem::Inst(_) => f.slot_of(i, 0),
                    _ => None,
                };
                let before = f.transfer(i, slot_of, &labels, ret_reads).apply(&live, i);
                if before != live[i] {
                    live[i] = before;
                    changed = true;
                }
            }
            if !changed {
                return live;
            }
        }
    }

    #[test]
    fn liveness_settles_nested_loops_like_plain_sweeps() {
        use Opcode::*;
        // L0: $2 = 10 ; L1: $3 = $2 + $4 ; L2: $5 = $5 + $3 / $2-- /
        // bne $2, $0, L2 ; $8 = $7 / bne $8, $0, L1 ; L3: $2 = $5 / ret
        let mut f = MachFunction::new("f", 4);
        f.result_regs = vec![Reg::V0];
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 2, 0, 0, 10, Role::Body),
            MachItem::Label(1),
            op(Addu, 3, 2, 4, 0, Role::Body),
            MachItem::Label(2),
            op(Addu, 5, 5, 3, 0, Role::Body),
            op(Addiu, 2, 2, 0, -1, Role::Body),
            branch(Bne, 2, 0, 2),
            slot(),
            op(Addu, 8, 0, 7, 0, Role::Body),
            branch(Bne, 8, 0, 1),
            op(Addu, 7, 0, 9, 0, Role::Body),
            MachItem::Label(3),
            op(Addu, 2, 0, 5, 0, Role::Body),
            ret(),
            slot(),
        ];
        let live = f.liveness();
        assert_eq!(live, liveness_by_sweeps(&f));
        // $4 and $5 stay live around both loops; $9 feeds the outer one.
        for r in [4, 5, 9] {
            assert_ne!(live[1] & bit(Reg(r)), 0, "${r}");
        }
        assert_eq!(live[1] & bit(Reg(3)), 0);
    }

    #[test]
    fn slots_are_filled_from_the_fall_through() {
        use Opcode::*;
        // beq $5, $0, L2 / nop ; L1: addiu $2, $0, 7 / ... ; L2: addiu $2, $0, 1
        let f = across(vec![
            MachItem::Label(0),
            op(Addu, 5, 3, 4, 0, Role::Body),
            branch(Beq, 5, 0, 2),
            slot(),
            MachItem::Label(1),
            op(Addiu, 2, 0, 0, 7, Role::Body),
            op(Addu, 2, 2, 5, 0, Role::Body),
            ret(),
            slot(),
            MachItem::Label(2),
            op(Addiu, 2, 0, 0, 1, Role::Body),
            ret(),
            slot(),
        ]);
        // $2 is dead at L2 (written first): the first instruction of L1,
        // which nothing else reaches, moves into the slot.
        assert_eq!(ops(&f), [Addu, Beq, Addiu, Addu, Jr, Nop, Addiu, Jr, Nop]);
        assert_eq!(insts_of(&f)[2].inst.imm, 7);
        assert_eq!(f.items[4], MachItem::Label(1));
    }

    #[test]
    fn slots_stay_empty_when_a_successor_needs_the_register() {
        use Opcode::*;
        let items = vec![
            MachItem::Label(0),
            op(Addu, 5, 3, 4, 0, Role::Body),
            branch(Beq, 5, 0, 2),
            slot(),
            MachItem::Label(1),
            op(Addiu, 3, 0, 0, 7, Role::Body),
            op(Addu, 2, 3, 5, 0, Role::Body),
            ret(),
            slot(),
            MachItem::Label(2),
            op(Addu, 3, 3, 5, 0, Role::Body),
            op(Addu, 2, 3, 0, 0, Role::Body),
            ret(),
            slot(),
        ];
        // L1 writes $3, which L2 reads; L2 writes $3, which L1 does not read
        // before writing, so the target's first instruction is copied.
        let f = across(items.clone());
        assert_eq!(
            ops(&f),
            [Addu, Beq, Addu, Addiu, Addu, Jr, Nop, Addu, Addu, Jr, Nop]
        );
        let new = f.items.iter().find_map(|it| match it {
            MachItem::Inst(m) if m.inst.op == Beq => m.branch_target(),
            _ => None,
        });
        assert_eq!(new, Some(8));
        let at = f.items.iter().position(|it| *it == MachItem::Label(8));
        assert_eq!(
            at.map(|i| &f.items[i - 1]),
            Some(&op(Addu, 3, 3, 5, 0, Role::Body))
        );
        // Both successors read $3 before writing it: nothing moves.
        let mut tight = items.clone();
        tight[5] = op(Addiu, 3, 3, 0, 7, Role::Body);
        let f = across(tight);
        assert_eq!(ops(&f)[..3], [Addu, Beq, Nop]);
        // Loads other than from the stack could fault on the other path;
        // stores never move.
        for x in [
            op(Ld, 7, 4, 0, 0, Role::Body),
            op(St, 7, 13, 0, 0, Role::Body),
        ] {
            let mut risky = items.clone();
            risky[5] = x.clone();
            risky[10] = x;
            let f = across(risky);
            assert_eq!(ops(&f)[2], Nop, "{:?}", f.items);
        }
        let mut stack_load = items.clone();
        stack_load[5] = op(Ld, 7, 13, 0, 4, Role::Body);
        assert_eq!(ops(&across(stack_load))[2], Ld);
    }

    /// A branch to the epilogue takes its first reload into the slot, past
    /// the frame marker that starts the epilogue, as a body instruction.
    #[test]
    fn an_epilogue_reload_fills_a_slot_across_a_frame_marker() {
        use Opcode::*;
        // L0: beq $4, $zero, L2 / nop ; L1: addu $2, $4, $4 / addiu $9,
        // $zero, 3 / ret ; L2: (RememberState) ld $9, 0($sp) / ret. L1's
        // first instruction writes the result L2 returns, so it cannot
        // move; $9 is dead at L1 (written before its `ret` reads it).
        let f = across(vec![
            MachItem::Label(0),
            branch(Beq, 4, 0, 2),
            slot(),
            MachItem::Label(1),
            op(Addu, 2, 4, 4, 0, Role::Body),
            op(Addiu, 9, 0, 0, 3, Role::Body),
            ret(),
            slot(),
            MachItem::Label(2),
            MachItem::Cfi(CfiOp::RememberState),
            op(Ld, 9, 13, 0, 0, Role::Epilogue),
            ret(),
            slot(),
        ]);
        assert_eq!(ops(&f), [Beq, Ld, Addu, Addiu, Jr, Nop, Ld, Jr, Nop]);
        assert_eq!(insts_of(&f)[1].role, Role::Body);
        assert_eq!(insts_of(&f)[6].role, Role::Epilogue);
    }

    #[test]
    fn a_fall_through_with_other_predecessors_keeps_its_instruction() {
        use Opcode::*;
        // L1 is also the target of the `jmp` in L2: its first instruction
        // cannot move; the target's can be copied instead.
        let f = across(vec![
            MachItem::Label(0),
            branch(Beq, 4, 0, 2),
            slot(),
            MachItem::Label(1),
            op(Addiu, 2, 0, 0, 7, Role::Body),
            ret(),
            slot(),
            MachItem::Label(2),
            op(Addiu, 5, 0, 0, 1, Role::Body),
            branch(Jmp, 0, 0, 1),
        ]);
        assert_eq!(ops(&f), [Beq, Addiu, Addiu, Jr, Nop, Addiu, Jmp]);
        assert_eq!(insts_of(&f)[1].inst.imm, 1);
    }

    /// A loop's guard copies the exit's first instruction into its slot
    /// and branches past it; the exit is then only fallen into, so the
    /// latch takes that instruction into its own slot.
    #[test]
    fn a_guard_and_a_latch_share_the_exit_instruction() {
        use Opcode::*;
        // L0: beq $4, $0, L2 ; L1: addiu $5, $5, 1 / bne $5, $6, L1 ;
        // L2: addiu $3, $0, 7 / addu $2, $3, $5 / ret
        let f = across(vec![
            MachItem::Label(0),
            branch(Beq, 4, 0, 2),
            slot(),
            MachItem::Label(1),
            op(Addiu, 5, 5, 0, 1, Role::Body),
            branch(Bne, 5, 6, 1),
            slot(),
            MachItem::Label(2),
            op(Addiu, 3, 0, 0, 7, Role::Body),
            op(Addu, 2, 3, 5, 0, Role::Body),
            ret(),
            slot(),
        ]);
        assert_eq!(
            ops(&f),
            [Beq, Addiu, Addiu, Bne, Addiu, Addu, Jr, Nop],
            "{:?}",
            f.items
        );
        // The guard lands right after where the instruction was.
        let to = insts_of(&f)[0].branch_target().expect("a branch");
        let at = f.items.iter().position(|it| *it == MachItem::Label(to));
        assert_eq!(
            at.map(|i| &f.items[i + 1]),
            Some(&op(Addu, 2, 3, 5, 0, Role::Body))
        );
    }

    #[test]
    fn loop_back_edges_take_the_loop_head_into_their_slot() {
        use Opcode::*;
        // L1: addu $4, $2, $2 / addu $3, $3, $4 / addiu $2, $2, -1
        //     bne $2, $zero, L1 / nop ; L2: addu $2, $0, $3 / ret
        let mut f = MachFunction::new("f", 3);
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 2, 0, 0, 10, Role::Body),
            MachItem::Label(1),
            op(Addu, 4, 2, 2, 0, Role::Body),
            op(Addu, 3, 3, 4, 0, Role::Body),
            op(Addiu, 2, 2, 0, -1, Role::Body),
            branch(Bne, 2, 0, 1),
            slot(),
            MachItem::Label(2),
            op(Addu, 2, 0, 3, 0, Role::Body),
            ret(),
            slot(),
        ];
        fill_slots_from_successors(&mut f, &T);
        assert_eq!(
            f.items[2..9],
            [
                MachItem::Label(1),
                op(Addu, 4, 2, 2, 0, Role::Body),
                MachItem::Label(3),
                op(Addu, 3, 3, 4, 0, Role::Body),
                op(Addiu, 2, 2, 0, -1, Role::Body),
                branch(Bne, 2, 0, 3),
                op(Addu, 4, 2, 2, 0, Role::Body),
            ]
        );
        let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        // bne at 16 → label 3 at 8: offset 8 - 20 = -12.
        let bne = Inst::new(Bne, Reg(2), Reg::ZERO, Reg::ZERO, -12);
        assert_eq!(&code.bytes[16..20], &encode(&bne).to_be_bytes());
    }

    /// `f(n) = n == 0 ? 1 : g(n) + n`, as emission lays it out: a frame
    /// saving $lr and $s0, the entry copying `n` to $s0.
    fn early_return() -> MachFunction {
        use Opcode::*;
        let mut f = MachFunction::new("f", 3);
        f.result_regs = vec![Reg::V0];
        let epilogue = |f: &mut MachFunction| {
            f.items.extend([
                MachItem::Cfi(CfiOp::RememberState),
                op(Ld, 9, 13, 0, 0, Role::Epilogue),
                op(Ld, 14, 13, 0, 4, Role::Epilogue),
                op(Addiu, 13, 13, 0, 8, Role::Epilogue),
                MachItem::Cfi(CfiOp::DefCfaOffset(0)),
                op(Jr, 14, 0, 0, 0, Role::Epilogue),
                slot(),
                MachItem::Cfi(CfiOp::RestoreState),
            ])
        };
        f.items = vec![
            MachItem::Label(0),
            op(Addiu, 13, 13, 0, -8, Role::Prologue),
            MachItem::Cfi(CfiOp::DefCfaOffset(8)),
            op(St, 14, 13, 0, 4, Role::Prologue),
            MachItem::Cfi(CfiOp::Offset {
                reg: 14,
                cfa_offset: -4,
            }),
            op(St, 9, 13, 0, 0, Role::Prologue),
            MachItem::Cfi(CfiOp::Offset {
                reg: 9,
                cfa_offset: -8,
            }),
            op(Addu, 9, 0, 4, 0, Role::Body),
            op(Ld, 5, 13, 0, 8, Role::Body),
            branch(Beq, 4, 0, 2),
            slot(),
            branch(Jmp, 0, 0, 1),
            MachItem::Label(1),
            call("g"),
            slot(),
            op(Addu, 2, 2, 9, 0, Role::Body),
        ];
        epilogue(&mut f);
        f.items
            .extend([MachItem::Label(2), op(Addiu, 2, 5, 0, 1, Role::Body)]);
        epilogue(&mut f);
        f
    }

    #[test]
    fn early_returns_run_without_the_frame() {
        use Opcode::*;
        let mut f = early_return();
        shrink_wrap(&mut f, &T);
        let body = |o, ra, rb, rc, imm| op(o, ra, rb, rc, imm, Role::Body);
        // The incoming argument at 8($sp) is at 0($sp) before the prologue;
        // the copy to $s0 sinks below it; the fast path is laid out last.
        assert_eq!(
            f.items[..4],
            [
                MachItem::Label(0),
                body(Ld, 5, 13, 0, 0),
                branch(Beq, 4, 0, 3),
                slot(),
            ]
        );
        assert_eq!(f.items[4], MachItem::Cfi(CfiOp::RememberState));
        assert_eq!(f.items[5], op(Addiu, 13, 13, 0, -8, Role::Prologue));
        let sunk = f.items.iter().position(|it| *it == body(Addu, 9, 0, 4, 0));
        assert_eq!(sunk, Some(11));
        assert_eq!(f.items[12], MachItem::Label(1));
        let n = f.items.len();
        assert_eq!(
            f.items[n - 5..],
            [
                MachItem::Cfi(CfiOp::RestoreState),
                MachItem::Label(3),
                body(Addiu, 2, 5, 0, 1),
                body(Jr, 14, 0, 0, 0),
                slot(),
            ]
        );
        // The old return block had no other predecessor: it is gone, but
        // its frame markers stay (balanced).
        assert!(!f.items.contains(&MachItem::Label(2)));
        let depth = f.items.iter().try_fold(0i32, |d, it| match it {
            MachItem::Cfi(CfiOp::RememberState) => Some(d + 1),
            MachItem::Cfi(CfiOp::RestoreState) => (d > 0).then(|| d - 1),
            _ => Some(d),
        });
        assert_eq!(depth, Some(0));
        let code = f.finish(Endian::Big, IsaLevel::Cpu032II).unwrap();
        // Frame facts start at the prologue, after the branch and its slot.
        assert_eq!(code.cfi[0], (12, CfiOp::RememberState));
        assert_eq!(code.cfi[1], (16, CfiOp::DefCfaOffset(8)));
    }

    #[test]
    fn frames_stay_when_the_fast_path_needs_them() {
        use Opcode::*;
        let k = early_return().items.len() - 9;
        let unchanged = |f: MachFunction| {
            let mut expected = f.clone();
            expected.simplify_control_flow();
            let mut f = f;
            shrink_wrap(&mut f, &T);
            assert_eq!(f.items, expected.items);
            assert_eq!(ops(&f)[0], Addiu);
        };
        // The fast path reads $s0, which the entry writes.
        let mut f = early_return();
        f.items[k] = op(Addiu, 2, 9, 0, 1, Role::Body);
        unchanged(f);
        // The fast path reads a spill slot.
        let mut f = early_return();
        f.items[k] = op(Ld, 2, 13, 0, 4, Role::Body);
        unchanged(f);
        // The fast path calls.
        let mut f = early_return();
        f.items.insert(k, call("h"));
        f.items.insert(k + 1, slot());
        unchanged(f);
        // A frame pointer: left alone.
        let mut f = early_return();
        f.items.insert(7, MachItem::Cfi(CfiOp::DefCfaRegister(12)));
        unchanged(f);
    }

    /// block0: `jr $at` through table [1, 2, 1]; L1: `jmp L3`; L2 and L3
    /// return; L4 is reached by nothing.
    fn jump_table_function() -> MachFunction {
        use Opcode::*;
        let mut f = MachFunction::new("f", 5);
        f.items = vec![
            MachItem::Label(0),
            MachItem::Inst(MachInst {
                inst: Inst::new(Jr, Reg::AT, Reg::ZERO, Reg::ZERO, 0),
                fixup: Fixup::JumpTable(0),
                loc: SrcLoc::default(),
                role: Role::Body,
            }),
            slot(),
            MachItem::Label(1),
            branch(Jmp, 0, 0, 3),
            MachItem::Label(2),
            op(Addiu, 2, 0, 0, 2, Role::Body),
            ret(),
            slot(),
            MachItem::Label(3),
            op(Addiu, 2, 0, 0, 3, Role::Body),
            ret(),
            slot(),
            MachItem::Label(4),
            op(Addiu, 2, 0, 0, 4, Role::Body),
            ret(),
            slot(),
        ];
        f.jump_tables = vec![vec![1, 2, 1]];
        f
    }

    #[test]
    fn jump_table_targets_stay_reachable_and_are_threaded() {
        let mut f = jump_table_function();
        f.remove_unreachable();
        let labels: Vec<Label> = f
            .items
            .iter()
            .filter_map(|it| match it {
                MachItem::Label(l) => Some(*l),
                _ => None,
            })
            .collect();
        assert_eq!(labels, [0, 1, 2, 3], "only the block no entry names goes");
        // Threading sends the entries of the jump-only block to its target
        // and deletes the block; the table's words are the blocks' offsets.
        let code = f.finish(Endian::Big, IsaLevel::Cpu032II).expect("finishes");
        assert_eq!(f.jump_tables, [vec![3, 2, 3]]);
        // jr, nop | L2: addiu, ret, nop | L3: addiu, ret, nop
        assert_eq!(code.jump_tables, [vec![20, 8, 20]]);
        assert_eq!(code.bytes.len(), 8 * 4);
    }

    #[test]
    fn jump_table_entries_count_as_branches() {
        let f = jump_table_function();
        let counts = f.branch_counts();
        assert_eq!(&counts[..4], [0, 2, 1, 1]);
        // The liveness after an indirect jump is everything.
        let live = f.liveness();
        assert_eq!(live[2] & bit(Reg::AT), bit(Reg::AT));
    }

    #[test]
    fn unreachable_blocks_go_but_their_markers_stay() {
        use Opcode::*;
        let mut f = MachFunction::new("f", 4);
        f.items = vec![
            MachItem::Label(0),
            branch(Beq, 4, 0, 2),
            slot(),
            ret(),
            slot(),
            MachItem::Label(1),
            op(Addiu, 2, 0, 0, 1, Role::Body),
            MachItem::Cfi(CfiOp::RestoreState),
            MachItem::Label(2),
            ret(),
            slot(),
        ];
        f.remove_unreachable();
        assert_eq!(
            f.items,
            [
                MachItem::Label(0),
                branch(Beq, 4, 0, 2),
                slot(),
                ret(),
                slot(),
                MachItem::Cfi(CfiOp::RestoreState),
                MachItem::Label(2),
                ret(),
                slot(),
            ]
        );
    }
}
