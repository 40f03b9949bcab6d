//! The source variables lowering describes to the register allocator and
//! the constant bindings it keeps for itself (`crate::lower` builds them
//! from `dbg.value` records; `crate::mach::label_ranges` places them in the
//! final code).

use egret_llvmlite::{MdId, SrcLoc};

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

/// A constant binding: `[from, to)` in VCode instructions, the label and
/// the value.
pub type ConstLabel = (u32, u32, u32, i64);
