//! The source variables lowering describes to the register allocator, the
//! bindings to places it knows itself (constants, the incoming slots of
//! stack-passed parameters) and the parameters' entry registers
//! (`crate::lower` builds them from `dbg.value` records;
//! `crate::mach::label_ranges` places them in the final code).

use egret_cpu0::isa::Reg;
use egret_llvmlite::{MdId, SrcLoc};

/// Where a variable is over a range of code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VarPlace {
    /// In this Cpu0 register.
    Register(u8),
    /// In the stack word at this offset from the canonical frame address
    /// (a spill slot, or a stack-passed parameter's incoming slot).
    Frame(i32),
    /// Not stored, but this constant.
    Constant(i64),
}

/// A source variable (or a piece of one) a label stands for: its
/// `DILocalVariable`, for a copy inlined into this function the call it
/// was inlined at, and the bits of the variable the label holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DebugVar {
    /// The `DILocalVariable`.
    pub var: MdId,
    /// The call site of the inlined copy, `None` for the function's own.
    pub inlined_at: Option<SrcLoc>,
    /// The piece of the variable: `(offset, size)` in bits, offsets in
    /// memory order as `DW_OP_LLVM_fragment` counts them (byte-aligned);
    /// `None` for the whole variable.
    pub fragment: Option<(u32, u32)>,
}

/// A binding to a place the register allocator does not manage:
/// `[from, to)` in VCode instructions, the label and the place — a
/// [`VarPlace::Constant`], or the [`VarPlace::Frame`] incoming slot of a
/// stack-passed parameter (which the function only reads).
pub type FixedLabel = (u32, u32, u32, VarPlace);

/// A label whose binding starts where the function does, to a parameter
/// word that arrives in a register: the label, the virtual register
/// bound and the argument register (`$a0` or `$a1`), which holds the value
/// from the function's first instruction on until it is written.
pub type EntryLabel = (u32, regalloc2::VReg, Reg);
