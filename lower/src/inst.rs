//! The Rust-declared pieces of VCode instructions: width classes, ALU
//! operations, addressing modes, branch conditions, call and jump-table
//! descriptions.
//!
//! [`MInst`](crate::generated::MInst) itself is declared in `isle/inst.isle`
//! (ISLE generates the enum into [`crate::generated`]); its fields use these
//! types. This module imports neither the generated code nor the lowering, so
//! both the ISLE side (`generated`, `isle`, `lower`) and the Rust side
//! (`minst`, `vcode`, `emit`, `mach`) can import it without an import loop.

use crate::reg::{Reg, WritableReg};
use egret_cpu0::isa::{Opcode, Reg as PhysReg};
use egret_llvmlite::{BinOp, CastOp, FuncRef, GlobalRef, IntCC, Value};
use regalloc2::PRegSet;
use std::fmt;

/// The width class of an IR value (pointers are `I32`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VTy {
    /// `i1`: always 0 or 1 in its register.
    I1,
    /// `i8`: the upper 24 bits of its register are unspecified.
    I8,
    /// `i16`: the upper 16 bits of its register are unspecified.
    I16,
    /// `i32` and pointers.
    I32,
    /// `i64`: a (low, high) register pair.
    I64,
}

impl VTy {
    /// The width class of an integer of `bits` bits (pointers: 32).
    pub fn from_bits(bits: u32) -> VTy {
        match bits {
            1 => VTy::I1,
            2..=8 => VTy::I8,
            9..=16 => VTy::I16,
            17..=32 => VTy::I32,
            _ => VTy::I64,
        }
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            VTy::I1 => 1,
            VTy::I8 => 8,
            VTy::I16 => 16,
            VTy::I32 => 32,
            VTy::I64 => 64,
        }
    }

    /// Number of 32-bit registers a value of this class occupies.
    pub fn words(self) -> usize {
        if self == VTy::I64 { 2 } else { 1 }
    }
}

/// An IR instruction as the ISLE rules match it (see `isle/prelude.isle`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// A two-operand integer operation.
    Binary {
        /// The operation.
        op: BinOp,
        /// Left operand.
        a: Value,
        /// Right operand.
        b: Value,
    },
    /// `icmp`.
    Icmp {
        /// The condition.
        cc: IntCC,
        /// Left operand.
        a: Value,
        /// Right operand.
        b: Value,
    },
    /// `select c, a, b`.
    Select {
        /// Condition.
        c: Value,
        /// Value when true.
        a: Value,
        /// Value when false.
        b: Value,
    },
    /// A conversion.
    Cast {
        /// The conversion.
        op: CastOp,
        /// The operand.
        a: Value,
    },
    /// `load`.
    Load {
        /// The address.
        ptr: Value,
    },
    /// `store`.
    Store {
        /// The stored value.
        value: Value,
        /// The address.
        ptr: Value,
    },
    /// `alloca` (lowered in Rust).
    Alloca,
    /// `getelementptr` (lowered in Rust).
    Gep,
    /// `call` (lowered in Rust).
    Call,
    /// `br label`.
    Jump,
    /// `br i1`.
    Branch {
        /// The condition.
        cond: Value,
    },
    /// `ret void`.
    Ret,
    /// `ret ty v`.
    RetValue {
        /// The returned value.
        value: Value,
    },
    /// `unreachable`.
    Unreachable,
}

/// A condition read from `$sw` after `cmp`/`cmpu` (cpu032I): N is bit 0,
/// Z is bit 1 (CPU0.md §1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FlagCond {
    /// N: less than.
    Lt,
    /// !N: at least.
    Ge,
    /// Z: equal.
    Eq,
    /// !Z: different.
    Ne,
}

/// The runtime routines that lowering calls itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Libcall {
    /// `i64 __divdi3(i64, i64)`: signed division.
    Divdi3,
    /// `i64 __udivdi3(i64, i64)`: unsigned division.
    Udivdi3,
    /// `i64 __moddi3(i64, i64)`: signed remainder.
    Moddi3,
    /// `i64 __umoddi3(i64, i64)`: unsigned remainder.
    Umoddi3,
    /// `i8* memcpy(i8* dst, i8* src, i32 n)`, for `llvm.memcpy.*`.
    Memcpy,
    /// `i8* memmove(i8* dst, i8* src, i32 n)`, for `llvm.memmove.*`.
    Memmove,
    /// `i8* memset(i8* dst, i32 c, i32 n)`, for `llvm.memset.*`.
    Memset,
    /// `void abort(void)`, for `llvm.trap` and `llvm.debugtrap`: the
    /// runtime's `abort` stops the simulator with a message.
    Abort,
}

impl Libcall {
    /// The symbol name.
    pub fn name(self) -> &'static str {
        match self {
            Libcall::Divdi3 => "__divdi3",
            Libcall::Udivdi3 => "__udivdi3",
            Libcall::Moddi3 => "__moddi3",
            Libcall::Umoddi3 => "__umoddi3",
            Libcall::Memcpy => "memcpy",
            Libcall::Memmove => "memmove",
            Libcall::Memset => "memset",
            Libcall::Abort => "abort",
        }
    }
}

/// A symbol an instruction refers to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// A global variable of the module.
    Global(GlobalRef),
    /// A function of the module (defined or declared).
    Func(FuncRef),
    /// A runtime routine.
    Libcall(Libcall),
    /// Jump table number `k` of the function being compiled (a local
    /// symbol in `.rodata`, [`crate::mach::jump_table_symbol`]).
    JumpTable(u32),
}

/// A fixed-size `alloca`'s place in the frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackSlot(pub u32);

/// A block of VCode, by index (the order blocks are emitted in).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockIndex(pub u32);

impl BlockIndex {
    /// The index as a `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A memory address: what a load or store reads or writes. Frame-relative
/// forms are resolved to `$sp`/`$fp` offsets once the frame is laid out.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AMode {
    /// `offset(base)`.
    Reg {
        /// Base register.
        base: Reg,
        /// Byte offset.
        offset: i32,
    },
    /// A fixed-size `alloca` plus a byte offset.
    Slot {
        /// The slot.
        slot: StackSlot,
        /// Byte offset within it.
        offset: i32,
    },
    /// A fixed-size `alloca` plus a byte offset plus a register: an element
    /// of a local array at a variable index. Emission adds the frame base
    /// and `index` into `$at` and folds the slot's offset into the access
    /// (`addu $at, $sp, index` + `ld rd, offset($at)`), so the slot's
    /// address never needs a register of its own.
    SlotIndexed {
        /// The slot.
        slot: StackSlot,
        /// Byte offset within it (besides `index`).
        offset: i32,
        /// The variable part of the offset, in bytes.
        index: Reg,
    },
    /// The outgoing-argument area: `offset($sp)` (offset ≥ 8 for stack words).
    Outgoing {
        /// Byte offset from `$sp`.
        offset: i32,
    },
    /// An incoming stack argument: offset from `$sp` at entry.
    Incoming {
        /// Byte offset from the caller's `$sp` (8 for the third word).
        offset: i32,
    },
}

impl AMode {
    /// The same address plus `delta` bytes.
    pub fn offset_by(self, delta: i32) -> AMode {
        match self {
            AMode::Reg { base, offset } => AMode::Reg {
                base,
                offset: offset.wrapping_add(delta),
            },
            AMode::Slot { slot, offset } => AMode::Slot {
                slot,
                offset: offset.wrapping_add(delta),
            },
            AMode::SlotIndexed {
                slot,
                offset,
                index,
            } => AMode::SlotIndexed {
                slot,
                offset: offset.wrapping_add(delta),
                index,
            },
            AMode::Outgoing { offset } => AMode::Outgoing {
                offset: offset.wrapping_add(delta),
            },
            AMode::Incoming { offset } => AMode::Incoming {
                offset: offset.wrapping_add(delta),
            },
        }
    }
}

impl fmt::Display for AMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AMode::Reg { base, offset } => write!(f, "{offset}({base})"),
            AMode::Slot { slot, offset } => write!(f, "slot{}+{offset}", slot.0),
            AMode::SlotIndexed {
                slot,
                offset,
                index,
            } => write!(f, "slot{}+{offset}+{index}", slot.0),
            AMode::Outgoing { offset } => write!(f, "out+{offset}"),
            AMode::Incoming { offset } => write!(f, "in+{offset}"),
        }
    }
}

/// The condition of a two-way branch.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BranchCond {
    /// `beq`/`bne rs, rt` (cpu032II).
    Reg {
        /// `Beq` or `Bne`.
        op: Opcode,
        /// First register.
        rs: Reg,
        /// Second register.
        rt: Reg,
    },
    /// `cmp`/`cmpu $sw, rs, rt` then one of `jeq..jge` (cpu032I).
    Flags {
        /// `Cmp` or `Cmpu`.
        cmp: Opcode,
        /// `Jeq`..`Jge`.
        jump: Opcode,
        /// First register.
        rs: Reg,
        /// Second register.
        rt: Reg,
    },
}

/// The branch opcode taken when `op`'s condition is false.
pub fn invert_branch(op: Opcode) -> Opcode {
    match op {
        Opcode::Beq => Opcode::Bne,
        Opcode::Bne => Opcode::Beq,
        Opcode::Jeq => Opcode::Jne,
        Opcode::Jne => Opcode::Jeq,
        Opcode::Jlt => Opcode::Jge,
        Opcode::Jge => Opcode::Jlt,
        Opcode::Jgt => Opcode::Jle,
        Opcode::Jle => Opcode::Jgt,
        other => other,
    }
}

/// Where a call goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallDest {
    /// `jsub sym+offset`: the offset is that of the callee's module-local
    /// entry (`crate::abi`), 0 for its symbol.
    Direct(Symbol, i64),
    /// `jalr $t9`, the address in this register (constrained to `$t9`).
    Indirect(Reg),
}

/// Everything about one call instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallInfo {
    /// The callee.
    pub dest: CallDest,
    /// Argument words passed in registers, each fixed to `$a0`/`$a1`.
    pub uses: Vec<(Reg, PhysReg)>,
    /// Returned words, each fixed to `$v0`/`$v1`.
    pub defs: Vec<(WritableReg, PhysReg)>,
    /// Registers the call destroys (caller-saved minus `defs`, or fewer
    /// for a runtime routine: `crate::runtime_clobbers`).
    pub clobbers: PRegSet,
    /// Everything the call may change, `defs`, `$at`, `$sw` and HI/LO
    /// included (a `crate::runtime_clobbers` mask), for the post-RA passes.
    pub kills: u32,
}

/// A call description in an `MInst` (boxed so the enum stays small).
pub type BoxCallInfo = Box<CallInfo>;

/// Registers defined by the `Args` pseudo-instruction: each argument word that
/// arrives in a register.
pub type BoxArgDefs = Box<Vec<(WritableReg, PhysReg)>>;

/// Registers read by `Ret`: each returned word in `$v0`/`$v1`.
pub type BoxRetUses = Box<Vec<(Reg, PhysReg)>>;

/// A jump table of a `switch` (the `JumpTable` pseudo-instruction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JumpTableInfo {
    /// The table's number in its function (its symbol, [`Symbol::JumpTable`]).
    pub id: u32,
    /// The successor for each index `0..entries.len()`.
    pub entries: Vec<BlockIndex>,
    /// Where indices `>= entries.len()` go; `None` when none can occur
    /// (the `switch`'s default is `unreachable`), so no range check.
    pub default: Option<BlockIndex>,
    /// Whether the range check uses `sltiu` + `beq` (cpu032II) rather than
    /// `cmpu` + `jge`.
    pub slt: bool,
}

/// A jump table in an `MInst` (boxed so the enum stays small).
pub type BoxJumpTable = Box<JumpTableInfo>;
