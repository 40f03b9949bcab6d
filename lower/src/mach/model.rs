//! The machine-code model: a function's code after register allocation as
//! an editable list of [`MachItem`]s — physical-register instructions
//! ([`MachInst`], with a [`Fixup`] when the immediate is a label or a
//! symbol), block labels and call-frame markers ([`CfiOp`]) — and the
//! facts about it every pass reads (which instruction has a delay slot,
//! which ends the flow).

use egret_cpu0::isa::{Inst, Opcode, Reg};
use egret_llvmlite::SrcLoc;

/// A label: a block index, or a label made during finalization.
pub type Label = u32;

/// How an instruction's immediate is filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fixup {
    /// The immediate is final.
    None,
    /// A PC-relative branch or jump to a label in this function.
    Branch(Label),
    /// `jsub` to a symbol plus an offset (the callee's module-local entry,
    /// `crate::abi`): an `R_CPU0_PC24` relocation; what is known of the
    /// callee.
    Call(String, i64, CallFacts),
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

/// What a direct call's callee is known to do ([`Fixup::Call`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallFacts {
    /// The callee is compiled from the same module and leaves its incoming
    /// argument area (the caller's outgoing area) alone, as everything
    /// egret compiles does (`remove_redundant_reloads` keeps what the area
    /// holds).
    pub quiet: bool,
    /// The registers the call may change, as an effects mask
    /// ([`crate::runtime_clobbers`]): O32's set, or a runtime routine's
    /// narrower one.
    pub kills: u32,
}

impl CallFacts {
    /// A callee known only by the O32 convention (`quiet` as above).
    pub fn abi(quiet: bool) -> CallFacts {
        CallFacts {
            quiet,
            kills: crate::runtime_clobbers::ABI_CALL_KILLS,
        }
    }
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
#[derive(Clone, Debug)]
pub struct MachInst {
    /// The instruction; for fixups, the immediate is filled in at the end.
    pub inst: Inst,
    /// How the immediate is completed.
    pub fixup: Fixup,
    /// The source location it came from.
    pub loc: SrcLoc,
    /// What it is for.
    pub role: Role,
    /// Which instruction of the code as emitted (before the passes) this
    /// is, for debug information to follow it through the passes (`NO_ORIGIN`:
    /// made by a pass). Not part of the instruction: equality ignores it.
    pub origin: u32,
    /// A load or store of a `volatile` IR access: the passes keep it, run
    /// it exactly once, and keep it in order with every other volatile
    /// access (the effects the passes read carry the mark).
    pub volatile: bool,
}

/// The [`MachInst::origin`] of an instruction a pass made.
pub const NO_ORIGIN: u32 = u32::MAX;

impl PartialEq for MachInst {
    fn eq(&self, o: &MachInst) -> bool {
        self.inst == o.inst
            && self.fixup == o.fixup
            && self.loc == o.loc
            && self.role == o.role
            && self.volatile == o.volatile
    }
}

impl Eq for MachInst {}

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
    /// [`remove_redundant_reloads`](crate::mach::remove_redundant_reloads) assume any store may write any slot.
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
    pub(super) fn contains(&self, off: i32) -> bool {
        (self.spill.0..self.spill.1).contains(&off) || off >= self.incoming
    }
}

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
            origin: NO_ORIGIN,
            volatile: false,
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
}

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
            origin: NO_ORIGIN,
            volatile: false,
        })
    });
    f.items.splice(0..0, prelude);
}
