//! The operators of the IR's integer instructions: [`BinOp`] with its
//! [`BinFlags`], the [`IntCC`] comparison predicates and the [`CastOp`]
//! conversions (integer and floating point): their names, properties and
//! LLVM mnemonics. The floating-point operators live in [`crate::float`].

/// Two-operand integer operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    /// Wrapping addition.
    Add,
    /// Wrapping subtraction.
    Sub,
    /// Wrapping multiplication.
    Mul,
    /// Signed division (traps on zero in the interpreter).
    SDiv,
    /// Unsigned division.
    UDiv,
    /// Signed remainder.
    SRem,
    /// Unsigned remainder.
    URem,
    /// Shift left (count ≥ width is poison).
    Shl,
    /// Logical shift right.
    LShr,
    /// Arithmetic shift right.
    AShr,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
}

impl BinOp {
    /// All binary operations.
    pub const ALL: [BinOp; 13] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::SDiv,
        BinOp::UDiv,
        BinOp::SRem,
        BinOp::URem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];

    /// The LLVM mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }

    /// Parses an LLVM mnemonic.
    pub fn from_name(s: &str) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|op| op.name() == s)
    }

    /// Whether the operation can trap (division and remainder by zero).
    pub fn can_trap(self) -> bool {
        matches!(self, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
    }

    /// Whether `a op b == b op a`.
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
        )
    }
}

/// Flags on binary operations (`nsw`, `nuw`, `exact`): promises the producer
/// made; kept so passes may use them, never required for correctness.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct BinFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
    /// Exact division / shift.
    pub exact: bool,
}

/// Integer comparison conditions of `icmp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntCC {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `slt`.
    Slt,
    /// `sle`.
    Sle,
    /// `sgt`.
    Sgt,
    /// `sge`.
    Sge,
    /// `ult`.
    Ult,
    /// `ule`.
    Ule,
    /// `ugt`.
    Ugt,
    /// `uge`.
    Uge,
}

impl IntCC {
    /// All conditions.
    pub const ALL: [IntCC; 10] = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];

    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            IntCC::Eq => "eq",
            IntCC::Ne => "ne",
            IntCC::Slt => "slt",
            IntCC::Sle => "sle",
            IntCC::Sgt => "sgt",
            IntCC::Sge => "sge",
            IntCC::Ult => "ult",
            IntCC::Ule => "ule",
            IntCC::Ugt => "ugt",
            IntCC::Uge => "uge",
        }
    }

    /// Parses the LLVM spelling.
    pub fn from_name(s: &str) -> Option<IntCC> {
        IntCC::ALL.into_iter().find(|c| c.name() == s)
    }

    /// The condition with operands swapped: `a cc b == b cc.swap() a`.
    pub fn swap(self) -> IntCC {
        match self {
            IntCC::Eq => IntCC::Eq,
            IntCC::Ne => IntCC::Ne,
            IntCC::Slt => IntCC::Sgt,
            IntCC::Sle => IntCC::Sge,
            IntCC::Sgt => IntCC::Slt,
            IntCC::Sge => IntCC::Sle,
            IntCC::Ult => IntCC::Ugt,
            IntCC::Ule => IntCC::Uge,
            IntCC::Ugt => IntCC::Ult,
            IntCC::Uge => IntCC::Ule,
        }
    }

    /// The negated condition: `!(a cc b) == a cc.inverse() b`.
    pub fn inverse(self) -> IntCC {
        match self {
            IntCC::Eq => IntCC::Ne,
            IntCC::Ne => IntCC::Eq,
            IntCC::Slt => IntCC::Sge,
            IntCC::Sle => IntCC::Sgt,
            IntCC::Sgt => IntCC::Sle,
            IntCC::Sge => IntCC::Slt,
            IntCC::Ult => IntCC::Uge,
            IntCC::Ule => IntCC::Ugt,
            IntCC::Ugt => IntCC::Ule,
            IntCC::Uge => IntCC::Ult,
        }
    }

    /// Whether the comparison is signed.
    pub fn is_signed(self) -> bool {
        matches!(self, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge)
    }
}

/// Conversion operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastOp {
    /// Pointer to pointer of another type (no-op on bits).
    Bitcast,
    /// Zero extension to a wider integer.
    Zext,
    /// Sign extension to a wider integer.
    Sext,
    /// Truncation to a narrower integer.
    Trunc,
    /// Pointer to integer (zero-extended or truncated from 32 bits).
    PtrToInt,
    /// Integer to pointer (truncated or zero-extended to 32 bits).
    IntToPtr,
    /// Floating point to signed integer (toward zero, saturating; see
    /// [`crate::float::to_int`]).
    FpToSi,
    /// Floating point to unsigned integer (toward zero, saturating).
    FpToUi,
    /// Signed integer to floating point (round to nearest even).
    SiToFp,
    /// Unsigned integer to floating point (round to nearest even).
    UiToFp,
    /// `float` to `double` (exact).
    FpExt,
    /// `double` to `float` (round to nearest even).
    FpTrunc,
}

impl CastOp {
    /// All conversions.
    pub const ALL: [CastOp; 12] = [
        CastOp::Bitcast,
        CastOp::Zext,
        CastOp::Sext,
        CastOp::Trunc,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::FpToSi,
        CastOp::FpToUi,
        CastOp::SiToFp,
        CastOp::UiToFp,
        CastOp::FpExt,
        CastOp::FpTrunc,
    ];

    /// The LLVM mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            CastOp::Bitcast => "bitcast",
            CastOp::Zext => "zext",
            CastOp::Sext => "sext",
            CastOp::Trunc => "trunc",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::FpToSi => "fptosi",
            CastOp::FpToUi => "fptoui",
            CastOp::SiToFp => "sitofp",
            CastOp::UiToFp => "uitofp",
            CastOp::FpExt => "fpext",
            CastOp::FpTrunc => "fptrunc",
        }
    }

    /// Whether the conversion involves a floating-point operand or result
    /// other than a bit-preserving `bitcast`.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            CastOp::FpToSi
                | CastOp::FpToUi
                | CastOp::SiToFp
                | CastOp::UiToFp
                | CastOp::FpExt
                | CastOp::FpTrunc
        )
    }

    /// Parses the LLVM mnemonic.
    pub fn from_name(s: &str) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|c| c.name() == s)
    }
}
