//! The source variables lowering describes to the register allocator and
//! the constant bindings it keeps for itself (`crate::lower` builds them
//! from `dbg.value` records; `crate::mach::label_ranges` places them in the
//! final code).

use egret_llvmlite::{MdId, SrcLoc};

/// A source variable a label stands for: its `DILocalVariable` and, for a
/// copy inlined into this function, the call it was inlined at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DebugVar {
    /// The `DILocalVariable`.
    pub var: MdId,
    /// The call site of the inlined copy, `None` for the function's own.
    pub inlined_at: Option<SrcLoc>,
}

/// A constant binding: `[from, to)` in VCode instructions, the label and
/// the value.
pub type ConstLabel = (u32, u32, u32, i64);
