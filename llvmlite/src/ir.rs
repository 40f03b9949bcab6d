//! The SSA IR: modules, functions, blocks with parameters, instructions, values.
//!
//! The shape follows Cranelift: entities are `cranelift-entity` indices into
//! per-function tables, and LLVM's `phi` nodes are represented as **block
//! parameters**, with each branch passing arguments to its target. A function's
//! arguments are the parameters of its entry block.
//!
//! Operands are [`Value`]s. Besides instruction results and block parameters, a
//! value can be a constant (an integer, `null`, `undef`) or the address of a
//! global or function; such values have no position in the layout and are
//! interned per function, so the same constant used twice is the same value.
//! Integer constants are stored as their bits **zero-extended** from the type's
//! width ([`Function::iconst`] masks), so `i1 true` is `1` and `i8 -1` is `255`.
//!
//! Every instruction keeps the source location it came from ([`SrcLoc`]), which
//! flows through optimisation and lowering into the DWARF line table.
//!
//! Layout is deliberately simple: each block owns a `Vec<Inst>` ending in one
//! terminator, and [`Function::layout`] lists the blocks in order, entry first.
//! Passes that restructure a function rebuild these vectors.

use crate::types::{Ty, TypeStore};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap, entity_impl};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// A basic block.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// An instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// An SSA value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// A function of the module (defined or declared).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncRef(u32);
entity_impl!(FuncRef, "fn");

/// A global variable of the module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalRef(u32);
entity_impl!(GlobalRef, "gv");

/// A position in a source file. Lines and columns are 1-based; `line == 0`
/// means "unknown". `file` indexes [`Module::files`] (0 is the `.ll` file itself;
/// other entries can later come from `!dbg` metadata).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct SrcLoc {
    /// Index into [`Module::files`].
    pub file: u32,
    /// 1-based line, 0 if unknown.
    pub line: u32,
    /// 1-based column, 0 if unknown.
    pub col: u32,
}

impl SrcLoc {
    /// A location in file 0.
    pub fn new(line: u32, col: u32) -> Self {
        SrcLoc { file: 0, line, col }
    }

    /// Whether the location is known.
    pub fn is_known(&self) -> bool {
        self.line != 0
    }
}

impl fmt::Display for SrcLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

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

    /// Evaluates the condition on two values of `bits` width given as
    /// zero-extended bit patterns.
    pub fn eval(self, bits: u32, a: u64, b: u64) -> bool {
        let (sa, sb) = (sext(a, bits), sext(b, bits));
        let (ua, ub) = (zext(a, bits), zext(b, bits));
        match self {
            IntCC::Eq => ua == ub,
            IntCC::Ne => ua != ub,
            IntCC::Slt => sa < sb,
            IntCC::Sle => sa <= sb,
            IntCC::Sgt => sa > sb,
            IntCC::Sge => sa >= sb,
            IntCC::Ult => ua < ub,
            IntCC::Ule => ua <= ub,
            IntCC::Ugt => ua > ub,
            IntCC::Uge => ua >= ub,
        }
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
}

impl CastOp {
    /// All conversions.
    pub const ALL: [CastOp; 6] = [
        CastOp::Bitcast,
        CastOp::Zext,
        CastOp::Sext,
        CastOp::Trunc,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
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
        }
    }

    /// Parses the LLVM mnemonic.
    pub fn from_name(s: &str) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// A branch target with the arguments passed to its block parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    /// The target block.
    pub block: Block,
    /// One argument per block parameter of `block`.
    pub args: Vec<Value>,
}

impl BlockCall {
    /// A call of `block` without arguments.
    pub fn new(block: Block) -> Self {
        BlockCall {
            block,
            args: Vec::new(),
        }
    }
}

/// What a call calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A function of the module, by reference.
    Direct(FuncRef),
    /// A function pointer value.
    Indirect(Value),
}

/// An instruction. The result type, when there is a result, is the type of the
/// result value ([`Function::inst_result`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstData {
    /// `op ty a, b`.
    Binary {
        /// The operation.
        op: BinOp,
        /// Left and right operands.
        args: [Value; 2],
        /// `nsw`/`nuw`/`exact`.
        flags: BinFlags,
    },
    /// `icmp cc ty a, b` (result `i1`).
    Icmp {
        /// The condition.
        cc: IntCC,
        /// Left and right operands (integers or pointers).
        args: [Value; 2],
    },
    /// `select i1 c, ty a, ty b`: `args = [c, a, b]`.
    Select {
        /// Condition, true value, false value.
        args: [Value; 3],
    },
    /// `zext`/`sext`/`trunc`/`bitcast`/`ptrtoint`/`inttoptr`.
    Cast {
        /// The conversion.
        op: CastOp,
        /// The operand.
        arg: Value,
    },
    /// `alloca ty [, i32 count]`: a stack slot for `count` (default 1) values of
    /// `ty`; the result is a `ty*`.
    Alloca {
        /// The allocated type.
        ty: Ty,
        /// Number of elements, when given.
        count: Option<Value>,
    },
    /// `load ty, ty* p`.
    Load {
        /// The address.
        ptr: Value,
    },
    /// `store ty v, ty* p`.
    Store {
        /// The stored value.
        value: Value,
        /// The address.
        ptr: Value,
    },
    /// `getelementptr elem_ty, elem_ty* base, indices...`.
    Gep {
        /// The pointee type of `base`: the type the first index steps over.
        elem_ty: Ty,
        /// The base pointer.
        base: Value,
        /// Indices; struct indices are constants.
        indices: Vec<Value>,
        /// The `inbounds` flag (kept, not relied on).
        inbounds: bool,
    },
    /// `call ret callee(args...)`.
    Call {
        /// Direct or indirect callee.
        callee: Callee,
        /// The function type called through (not the pointer type).
        fn_ty: Ty,
        /// The arguments.
        args: Vec<Value>,
    },
    /// `br label %dest` (terminator).
    Jump {
        /// The target.
        dest: BlockCall,
    },
    /// `br i1 c, label %t, label %f` (terminator).
    Branch {
        /// The `i1` condition.
        cond: Value,
        /// Target when true.
        then_dest: BlockCall,
        /// Target when false.
        else_dest: BlockCall,
    },
    /// `ret [ty v]` (terminator).
    Ret {
        /// The returned value, absent for `ret void`.
        value: Option<Value>,
    },
    /// `unreachable` (terminator).
    Unreachable,
    /// `freeze ty v`: the result is `arg` (egret never materialises poison,
    /// and `undef` reads as 0).
    Freeze {
        /// The operand.
        arg: Value,
    },
    /// `extractvalue agg_ty agg, i0, i1, ...`: the member of a first-class
    /// aggregate the index path selects.
    ExtractValue {
        /// The aggregate value.
        agg: Value,
        /// The index path (at least one index).
        indices: Vec<u32>,
    },
    /// `insertvalue agg_ty agg, ty value, i0, i1, ...`: `agg` with the member
    /// the index path selects replaced by `value`.
    InsertValue {
        /// The aggregate value.
        agg: Value,
        /// The new member.
        value: Value,
        /// The index path (at least one index).
        indices: Vec<u32>,
    },
    /// `switch ty cond, label %default [ ty c, label %dest ... ]`
    /// (terminator). Case values are zero-extended from `cond`'s width and
    /// distinct.
    Switch {
        /// The integer selector.
        cond: Value,
        /// Where control goes when no case matches.
        default: BlockCall,
        /// The cases in source order.
        cases: Vec<(u64, BlockCall)>,
    },
    /// `va_arg ptr %ap, ty`: reads the next variadic argument of type `ty`
    /// (the result type) through the `va_list` `ap` points to, advancing it.
    VaArg {
        /// The address of the `va_list`.
        ap: Value,
    },
    /// `indirectbr ptr %addr, [label %a, ...]` (terminator): goes to the
    /// block whose `blockaddress` `addr` is, which must be one of `dests`.
    /// Not core IR: the legalizer's `indirect` job makes it a `switch`.
    IndirectBr {
        /// The block address.
        addr: Value,
        /// The possible destinations in source order.
        dests: Vec<BlockCall>,
    },
    /// `extractelement <N x T> vec, iK idx`: element `idx` of a vector
    /// (an index out of range gives poison).
    ExtractElement {
        /// The vector.
        vec: Value,
        /// The element index (any integer type, unsigned).
        idx: Value,
    },
    /// `insertelement <N x T> vec, T value, iK idx`: `vec` with element
    /// `idx` replaced (an index out of range gives poison).
    InsertElement {
        /// The vector.
        vec: Value,
        /// The new element.
        value: Value,
        /// The element index (any integer type, unsigned).
        idx: Value,
    },
    /// `shufflevector <N x T> a, <N x T> b, <M x i32> mask`: element `k` of
    /// the result is element `mask[k]` of the concatenation `a ++ b`.
    ShuffleVector {
        /// The two source vectors.
        args: [Value; 2],
        /// One index into `a ++ b` per result element; `-1` is an
        /// undefined (poison) element.
        mask: Vec<i32>,
    },
}

impl InstData {
    /// Whether this instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Jump { .. }
                | InstData::Branch { .. }
                | InstData::Switch { .. }
                | InstData::IndirectBr { .. }
                | InstData::Ret { .. }
                | InstData::Unreachable
        )
    }

    /// Whether this instruction has effects beyond its result (memory, control,
    /// calls, possible traps), so it must stay in program order.
    pub fn has_side_effects(&self) -> bool {
        match self {
            InstData::Binary { op, .. } => op.can_trap(),
            InstData::Icmp { .. } | InstData::Select { .. } | InstData::Cast { .. } => false,
            InstData::Gep { .. } => false,
            InstData::Freeze { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. } => false,
            _ => true,
        }
    }

    /// The target blocks of a terminator in branch order (duplicates kept;
    /// empty otherwise), without allocating.
    /// The target blocks of a terminator in branch order (duplicates kept;
    /// empty otherwise). Allocates only for a `switch`.
    pub fn target_blocks(&self) -> Succs {
        match self {
            InstData::Jump { dest } => Succs::two([dest.block, dest.block], 1),
            InstData::Branch {
                then_dest,
                else_dest,
                ..
            } => Succs::two([then_dest.block, else_dest.block], 2),
            InstData::Switch { default, cases, .. } => Succs::many(
                std::iter::once(default.block)
                    .chain(cases.iter().map(|(_, c)| c.block))
                    .collect(),
            ),
            InstData::IndirectBr { dests, .. } => {
                Succs::many(dests.iter().map(|c| c.block).collect())
            }
            _ => Succs::EMPTY,
        }
    }

    /// [`Self::targets`] as an iterator that does not allocate.
    pub fn targets_iter(&self) -> impl Iterator<Item = &BlockCall> {
        let (pair, cases, dests): (_, &[(u64, BlockCall)], &[BlockCall]) = match self {
            InstData::Jump { dest } => ([Some(dest), None], &[], &[]),
            InstData::Branch {
                then_dest,
                else_dest,
                ..
            } => ([Some(then_dest), Some(else_dest)], &[], &[]),
            InstData::Switch { default, cases, .. } => ([Some(default), None], cases, &[]),
            InstData::IndirectBr { dests, .. } => ([None, None], &[], dests),
            _ => ([None, None], &[], &[]),
        };
        pair.into_iter()
            .flatten()
            .chain(cases.iter().map(|(_, c)| c))
            .chain(dests)
    }

    /// The branch targets of a terminator (empty otherwise); a `switch`
    /// lists its default first, then its cases in order.
    pub fn targets(&self) -> Vec<&BlockCall> {
        self.targets_iter().collect()
    }

    /// Mutable branch targets of a terminator (empty otherwise), in the
    /// order of [`Self::targets`].
    pub fn targets_mut(&mut self) -> Vec<&mut BlockCall> {
        match self {
            InstData::Jump { dest } => vec![dest],
            InstData::Branch {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            InstData::Switch { default, cases, .. } => std::iter::once(default)
                .chain(cases.iter_mut().map(|(_, c)| c))
                .collect(),
            InstData::IndirectBr { dests, .. } => dests.iter_mut().collect(),
            _ => Vec::new(),
        }
    }

    /// Calls `f` on every value operand, including branch arguments, in order.
    pub fn for_each_arg(&self, mut f: impl FnMut(Value)) {
        match self {
            InstData::Binary { args, .. } | InstData::Icmp { args, .. } => {
                args.iter().copied().for_each(f)
            }
            InstData::Select { args } => args.iter().copied().for_each(f),
            InstData::Cast { arg, .. } => f(*arg),
            InstData::Alloca { count, .. } => count.iter().copied().for_each(f),
            InstData::Load { ptr } => f(*ptr),
            InstData::Store { value, ptr } => {
                f(*value);
                f(*ptr)
            }
            InstData::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().copied().for_each(f)
            }
            InstData::Call { callee, args, .. } => {
                if let Callee::Indirect(v) = callee {
                    f(*v);
                }
                args.iter().copied().for_each(f)
            }
            InstData::Jump { dest } => dest.args.iter().copied().for_each(f),
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                f(*cond);
                then_dest.args.iter().copied().for_each(&mut f);
                else_dest.args.iter().copied().for_each(f)
            }
            InstData::Ret { value } => value.iter().copied().for_each(f),
            InstData::Unreachable => {}
            InstData::Freeze { arg } => f(*arg),
            InstData::ExtractValue { agg, .. } => f(*agg),
            InstData::InsertValue { agg, value, .. } => {
                f(*agg);
                f(*value)
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                f(*cond);
                default.args.iter().copied().for_each(&mut f);
                for (_, c) in cases {
                    c.args.iter().copied().for_each(&mut f);
                }
            }
            InstData::VaArg { ap } => f(*ap),
            InstData::IndirectBr { addr, dests } => {
                f(*addr);
                for c in dests {
                    c.args.iter().copied().for_each(&mut f);
                }
            }
            InstData::ExtractElement { vec, idx } => {
                f(*vec);
                f(*idx)
            }
            InstData::InsertElement { vec, value, idx } => {
                f(*vec);
                f(*value);
                f(*idx)
            }
            InstData::ShuffleVector { args, .. } => args.iter().copied().for_each(f),
        }
    }

    /// Rewrites every value operand (including branch arguments) through `f`.
    pub fn map_args(&mut self, mut f: impl FnMut(Value) -> Value) {
        match self {
            InstData::Binary { args, .. } | InstData::Icmp { args, .. } => {
                args.iter_mut().for_each(|a| *a = f(*a))
            }
            InstData::Select { args } => args.iter_mut().for_each(|a| *a = f(*a)),
            InstData::Cast { arg, .. } => *arg = f(*arg),
            InstData::Alloca { count, .. } => {
                if let Some(c) = count {
                    *c = f(*c)
                }
            }
            InstData::Load { ptr } => *ptr = f(*ptr),
            InstData::Store { value, ptr } => {
                *value = f(*value);
                *ptr = f(*ptr)
            }
            InstData::Gep { base, indices, .. } => {
                *base = f(*base);
                indices.iter_mut().for_each(|a| *a = f(*a))
            }
            InstData::Call { callee, args, .. } => {
                if let Callee::Indirect(v) = callee {
                    *v = f(*v);
                }
                args.iter_mut().for_each(|a| *a = f(*a))
            }
            InstData::Jump { dest } => dest.args.iter_mut().for_each(|a| *a = f(*a)),
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            } => {
                *cond = f(*cond);
                then_dest.args.iter_mut().for_each(|a| *a = f(*a));
                else_dest.args.iter_mut().for_each(|a| *a = f(*a))
            }
            InstData::Ret { value } => {
                if let Some(v) = value {
                    *v = f(*v)
                }
            }
            InstData::Unreachable => {}
            InstData::Freeze { arg } => *arg = f(*arg),
            InstData::ExtractValue { agg, .. } => *agg = f(*agg),
            InstData::InsertValue { agg, value, .. } => {
                *agg = f(*agg);
                *value = f(*value)
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                *cond = f(*cond);
                default.args.iter_mut().for_each(|a| *a = f(*a));
                for (_, c) in cases {
                    c.args.iter_mut().for_each(|a| *a = f(*a));
                }
            }
            InstData::VaArg { ap } => *ap = f(*ap),
            InstData::IndirectBr { addr, dests } => {
                *addr = f(*addr);
                for c in dests {
                    c.args.iter_mut().for_each(|a| *a = f(*a));
                }
            }
            InstData::ExtractElement { vec, idx } => {
                *vec = f(*vec);
                *idx = f(*idx)
            }
            InstData::InsertElement { vec, value, idx } => {
                *vec = f(*vec);
                *value = f(*value);
                *idx = f(*idx)
            }
            InstData::ShuffleVector { args, .. } => args.iter_mut().for_each(|a| *a = f(*a)),
        }
    }

    /// The operands as a vector (see [`Self::for_each_arg`]).
    pub fn args(&self) -> Vec<Value> {
        let mut v = Vec::new();
        self.for_each_arg(|a| v.push(a));
        v
    }
}

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The result of an instruction.
    Inst(Inst),
    /// The `n`th parameter of a block (function arguments: the entry block's).
    Param(Block, u32),
    /// An integer constant, zero-extended from its type's width.
    Const(u64),
    /// An integer constant of a type wider than 64 bits: its limbs are
    /// entry `n` of [`Function::wide_consts`].
    Wide(u32),
    /// `null` of a pointer type.
    Null,
    /// `undef` (or `poison`) of any first-class type.
    Undef,
    /// `zeroinitializer` of any first-class type (all bits zero, including
    /// every member of an aggregate).
    Zero,
    /// The address of a global.
    Global(GlobalRef),
    /// The address of a function.
    Func(FuncRef),
    /// `blockaddress(@f, %b)`: the address of block `b` of function `f`
    /// (its tag, [`block_tags`]). Not core IR: the legalizer's `indirect`
    /// job replaces it by `inttoptr` of the tag.
    BlockAddr(FuncRef, Block),
}

impl ValueDef {
    /// Whether the value is a constant (has no position in the layout).
    pub fn is_constant(&self) -> bool {
        !matches!(self, ValueDef::Inst(_) | ValueDef::Param(..))
    }
}

/// A value's type and definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ValueData {
    /// The value's type (first class: an integer, a pointer or an aggregate).
    pub ty: Ty,
    /// Where it comes from.
    pub def: ValueDef,
}

/// A block: its parameters and its instructions, the last one a terminator.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// The label from the source, if any (the entry block usually has none);
    /// shared, like value names, so copying a function does not copy it.
    pub name: Option<Arc<str>>,
    /// Parameters (LLVM phis); for the entry block, the function arguments.
    pub params: Vec<Value>,
    /// Instructions in order.
    pub insts: Vec<Inst>,
}

/// A function body.
#[derive(Clone, Debug, Default)]
pub struct Function {
    /// Block table.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Block order; `layout[0]` is the entry block.
    pub layout: Vec<Block>,
    /// Instruction table.
    pub insts: PrimaryMap<Inst, InstData>,
    /// The result of each instruction, if it has one.
    pub results: SecondaryMap<Inst, PackedOption<Value>>,
    /// Source location of each instruction.
    pub locs: SecondaryMap<Inst, SrcLoc>,
    /// The block each instruction was placed in (set by [`Self::append_inst`]).
    pub inst_block: SecondaryMap<Inst, PackedOption<Block>>,
    /// Value table.
    pub values: PrimaryMap<Value, ValueData>,
    /// Source names of values (`%x`), for printing and diagnostics. Shared
    /// strings: copying a function (the optimiser keeps copies) does not
    /// copy its names.
    pub value_names: HashMap<Value, Arc<str>>,
    /// Interned constants (only looked up, never iterated).
    consts: rustc_hash::FxHashMap<(Ty, ValueDef), Value>,
    /// The `align N` written on loads, stores and allocas, where the
    /// source gives one. Only the legalizer reads it (it splits accesses
    /// aligned below their natural alignment into pieces and realigns
    /// over-aligned allocas) and clears it; later passes never see it.
    pub mem_align: rustc_hash::FxHashMap<Inst, u32>,
    /// The limbs of the constants of integer types wider than 64 bits
    /// (little-endian 64-bit limbs, zero-extended; see [`crate::bigint`]),
    /// indexed by [`ValueDef::Wide`].
    pub wide_consts: Vec<Vec<u64>>,
}

impl Function {
    /// An empty function body.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entry block, if the body has any block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The function arguments (the entry block's parameters).
    pub fn args(&self) -> &[Value] {
        match self.entry() {
            Some(b) => &self.blocks[b].params,
            None => &[],
        }
    }

    /// Creates a block and appends it to the layout.
    pub fn create_block(&mut self, name: Option<String>) -> Block {
        let b = self.blocks.push(BlockData {
            name: name.map(Arc::from),
            ..Default::default()
        });
        self.layout.push(b);
        b
    }

    /// Adds a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Ty) -> Value {
        let n = self.blocks[block].params.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        });
        self.blocks[block].params.push(v);
        v
    }

    /// Creates an instruction without placing it. `result_ty` gives it a result.
    pub fn make_inst(&mut self, data: InstData, result_ty: Option<Ty>, loc: SrcLoc) -> Inst {
        let inst = self.insts.push(data);
        self.locs[inst] = loc;
        if let Some(ty) = result_ty {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Inst(inst),
            });
            self.results[inst] = v.into();
        }
        inst
    }

    /// Creates an instruction and appends it to `block`.
    pub fn append_inst(
        &mut self,
        block: Block,
        data: InstData,
        result_ty: Option<Ty>,
        loc: SrcLoc,
    ) -> Inst {
        let inst = self.make_inst(data, result_ty, loc);
        self.blocks[block].insts.push(inst);
        self.inst_block[inst] = block.into();
        inst
    }

    /// The result value of `inst`, if any.
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].expand()
    }

    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Ty {
        self.values[v].ty
    }

    /// The definition of a value.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// The integer constant of `v`, zero-extended bits, if `v` is one.
    pub fn const_value(&self, v: Value) -> Option<u64> {
        match self.values[v].def {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }

    fn constant(&mut self, ty: Ty, def: ValueDef) -> Value {
        if let Some(&v) = self.consts.get(&(ty, def)) {
            return v;
        }
        let v = self.values.push(ValueData { ty, def });
        self.consts.insert((ty, def), v);
        v
    }

    /// Gives every value the type `map` makes of its type (the mid-end makes
    /// every pointer type `ptr`), then merges the constants that became
    /// equal (`null` of two pointer types): their uses go to the first one,
    /// which later lookups also find.
    pub fn retype_values(&mut self, mut map: impl FnMut(Ty) -> Ty) {
        for vd in self.values.values_mut() {
            vd.ty = map(vd.ty);
        }
        let mut consts = rustc_hash::FxHashMap::default();
        let mut merged: HashMap<Value, Value> = HashMap::new();
        for (v, vd) in self.values.iter() {
            if vd.def.is_constant() {
                let first = *consts.entry((vd.ty, vd.def)).or_insert(v);
                if first != v {
                    merged.insert(v, first);
                }
            }
        }
        self.consts = consts;
        self.replace_uses(&merged);
    }

    /// The integer constant `bits` of type `ty` (masked to the type's width,
    /// which `types` provides).
    pub fn iconst(&mut self, types: &TypeStore, ty: Ty, bits: u64) -> Value {
        let w = types.int_bits(ty).unwrap_or(64);
        if w > 64 {
            return self.wide_iconst(ty, w, &[bits]);
        }
        self.constant(ty, ValueDef::Const(zext(bits, w)))
    }

    /// The integer constant of type `ty` (wider than 64 bits, `bits` wide)
    /// with the little-endian 64-bit limbs `limbs` (masked to the width).
    pub fn wide_iconst(&mut self, ty: Ty, bits: u32, limbs: &[u64]) -> Value {
        let mut l = limbs.to_vec();
        l.resize(crate::bigint::limbs(bits), 0);
        crate::bigint::mask(&mut l, bits);
        let n = match self.wide_consts.iter().position(|c| *c == l) {
            Some(n) => n,
            None => {
                self.wide_consts.push(l);
                self.wide_consts.len() - 1
            }
        };
        self.constant(ty, ValueDef::Wide(n as u32))
    }

    /// The limbs of `v` if it is a constant of a type wider than 64 bits.
    pub fn wide_const(&self, v: Value) -> Option<&[u64]> {
        match self.values[v].def {
            ValueDef::Wide(n) => self.wide_consts.get(n as usize).map(|l| l.as_slice()),
            _ => None,
        }
    }

    /// The `null` pointer of type `ty`.
    pub fn null(&mut self, ty: Ty) -> Value {
        self.constant(ty, ValueDef::Null)
    }

    /// `undef` of type `ty`.
    pub fn undef(&mut self, ty: Ty) -> Value {
        self.constant(ty, ValueDef::Undef)
    }

    /// `zeroinitializer` of type `ty` (integers and pointers use
    /// [`Self::iconst`] and [`Self::null`] instead, so one value has one form).
    pub fn zero(&mut self, ty: Ty) -> Value {
        self.constant(ty, ValueDef::Zero)
    }

    /// The address of global `g`, of pointer type `ty`.
    pub fn global_addr(&mut self, g: GlobalRef, ty: Ty) -> Value {
        self.constant(ty, ValueDef::Global(g))
    }

    /// The address of function `f`, of pointer type `ty`.
    pub fn func_addr(&mut self, f: FuncRef, ty: Ty) -> Value {
        self.constant(ty, ValueDef::Func(f))
    }

    /// Turns the constant `v`, which nothing uses any more, into an `undef`
    /// that is no longer interned (so a later request for the same
    /// constant makes a new value).
    pub fn retire_constant(&mut self, v: Value) {
        let vd = self.values[v];
        if vd.def.is_constant() && self.consts.get(&(vd.ty, vd.def)) == Some(&v) {
            self.consts.remove(&(vd.ty, vd.def));
            self.values[v].def = ValueDef::Undef;
        }
    }

    /// `blockaddress(@f, %b)` of pointer type `ty`.
    pub fn block_addr(&mut self, f: FuncRef, b: Block, ty: Ty) -> Value {
        self.constant(ty, ValueDef::BlockAddr(f, b))
    }

    /// The terminator of `block`, if its last instruction is one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = *self.blocks[block].insts.last()?;
        self.insts[last].is_terminator().then_some(last)
    }

    /// Whether the control-flow graph may contain a cycle: some edge goes
    /// to a block at the same or an earlier position in the layout. (Without
    /// such an edge the layout is a topological order, so there is no
    /// loop; passes about loops can stop before computing dominators.)
    pub fn may_have_cycles(&self) -> bool {
        let mut position: SecondaryMap<Block, u32> = SecondaryMap::with_capacity(self.blocks.len());
        for (k, &b) in self.layout.iter().enumerate() {
            position[b] = k as u32;
        }
        self.layout
            .iter()
            .enumerate()
            .any(|(k, &b)| self.succ_iter(b).any(|s| (position[s] as usize) <= k))
    }

    /// Successor blocks of `block`, in branch order (duplicates kept).
    pub fn successors(&self, block: Block) -> Vec<Block> {
        self.succ_iter(block).collect()
    }

    /// [`Self::successors`] as an iterator that does not allocate.
    pub fn succ_iter(&self, block: Block) -> Succs {
        match self.terminator(block) {
            Some(t) => self.insts[t].target_blocks(),
            None => Succs::EMPTY,
        }
    }

    /// Predecessor lists for every block in the layout (duplicates kept when a
    /// block branches twice to the same successor).
    pub fn predecessors(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &self.layout {
            for s in self.succ_iter(b) {
                preds[s].push(b);
            }
        }
        preds
    }

    /// The same lists as [`Self::predecessors`], in the same order, stored in
    /// one flat table (two allocations instead of one per block).
    pub fn pred_table(&self) -> PredTable {
        let n = self.blocks.len();
        // start[b + 1] counts the predecessors of b, then becomes the end
        // of b's run after the prefix sum.
        let mut start = vec![0u32; n + 1];
        for &b in &self.layout {
            for s in self.succ_iter(b) {
                start[s.index() + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut list = vec![Block::from_u32(0); start[n] as usize];
        for &b in &self.layout {
            for s in self.succ_iter(b) {
                let at = &mut fill[s.index()];
                list[*at as usize] = b;
                *at += 1;
            }
        }
        PredTable { start, list }
    }

    /// Replaces every use of a value in `map` (applied transitively) by its image,
    /// in all instructions of the layout.
    pub fn replace_uses<S: std::hash::BuildHasher>(&mut self, map: &HashMap<Value, Value, S>) {
        if map.is_empty() {
            return;
        }
        let resolve = |mut v: Value| {
            let mut n = 0;
            while let Some(&w) = map.get(&v) {
                v = w;
                n += 1;
                if n > map.len() {
                    break;
                }
            }
            v
        };
        // Resolve every key once into a dense table, so that each operand
        // costs an index instead of a hash lookup.
        let mut dense: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
        dense.resize(self.values.len());
        for &k in map.keys() {
            dense[k] = resolve(k).into();
        }
        for &b in &self.layout {
            for &i in &self.blocks[b].insts {
                self.insts[i].map_args(|v| dense.get(v).and_then(|r| r.expand()).unwrap_or(v));
            }
        }
    }

    /// Re-derives [`Self::inst_block`] from the layout (after a pass moved
    /// instructions between blocks).
    pub fn rebuild_inst_blocks(&mut self) {
        self.inst_block.clear();
        self.inst_block.resize(self.insts.len());
        for &b in &self.layout {
            for &i in &self.blocks[b].insts {
                self.inst_block[i] = b.into();
            }
        }
    }

    /// The number of instructions in the layout.
    pub fn num_placed_insts(&self) -> usize {
        self.layout
            .iter()
            .map(|&b| self.blocks[b].insts.len())
            .sum()
    }
}

/// The successor blocks of a terminator ([`InstData::target_blocks`],
/// [`Function::succ_iter`]), in branch order: up to two without allocating
/// (`br`), any number for a `switch`.
#[derive(Clone, Debug)]
pub struct Succs {
    blocks: [Block; 2],
    many: Option<Arc<[Block]>>,
    len: u32,
    next: u32,
}

impl Succs {
    const EMPTY: Succs = Succs {
        blocks: [Block(0), Block(0)],
        many: None,
        len: 0,
        next: 0,
    };

    fn two(blocks: [Block; 2], len: u32) -> Succs {
        Succs {
            blocks,
            many: None,
            len,
            next: 0,
        }
    }

    fn many(blocks: Vec<Block>) -> Succs {
        Succs {
            blocks: [Block(0), Block(0)],
            len: blocks.len() as u32,
            many: Some(blocks.into()),
            next: 0,
        }
    }
}

impl Iterator for Succs {
    type Item = Block;

    fn next(&mut self) -> Option<Block> {
        if self.next < self.len {
            let i = self.next as usize;
            self.next += 1;
            Some(match &self.many {
                Some(bs) => bs[i],
                None => self.blocks[i],
            })
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.len - self.next) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Succs {}

/// Predecessor lists of every block ([`Function::pred_table`]), indexed by
/// block like the map [`Function::predecessors`] returns; a block the table
/// does not know (created after it was built) has no predecessors.
#[derive(Clone, Debug, Default)]
pub struct PredTable {
    start: Vec<u32>,
    list: Vec<Block>,
}

impl PredTable {
    /// The predecessors of `b`, in layout order (duplicates kept).
    pub fn get(&self, b: Block) -> &[Block] {
        let i = b.index();
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&lo), Some(&hi)) => &self.list[lo as usize..hi as usize],
            _ => &[],
        }
    }
}

impl std::ops::Index<Block> for PredTable {
    type Output = [Block];

    fn index(&self, b: Block) -> &[Block] {
        self.get(b)
    }
}

/// A function signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// Return type (`void` allowed).
    pub ret: Ty,
    /// Parameter types.
    pub params: Vec<Ty>,
    /// Variadic (`...`).
    pub varargs: bool,
}

/// Linkage of a module-level symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Linkage {
    /// Visible to other objects (the LLVMlite default).
    #[default]
    External,
    /// Local to the object (`internal`/`private`).
    Internal,
    /// A definition another object's strong definition overrides (`weak`,
    /// `weak_odr`, `linkonce`, `linkonce_odr`).
    Weak,
    /// A tentative definition (`common`): zero-initialised, merged by name.
    Common,
    /// A declaration that may stay undefined (`extern_weak`): its address is
    /// then 0.
    ExternWeak,
    /// `appending`: only `llvm.global_ctors` and `llvm.global_dtors`.
    Appending,
}

impl Linkage {
    /// Whether the definition may be replaced by another object's at link
    /// time (`weak`/`linkonce` and their `_odr` forms, `common`,
    /// `extern_weak`): a caller must not assume this body is the one that
    /// runs, so optimisers must not inline it, specialise calls to it or
    /// fold its results into callers.
    pub fn is_interposable(self) -> bool {
        matches!(self, Linkage::Weak | Linkage::Common | Linkage::ExternWeak)
    }
}

/// How an `i1`/`i8`/`i16` argument or result is extended to a register
/// (`signext`/`zeroext`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ext {
    /// `signext`.
    Sign,
    /// `zeroext`.
    Zero,
}

/// ABI attributes of one parameter, from a function's definition or
/// declaration.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParamAttrs {
    /// `signext`/`zeroext`.
    pub ext: Option<Ext>,
    /// `sret(T)`: the parameter points to the caller's slot for a returned `T`.
    pub sret: Option<Ty>,
    /// `byval(T)`: the caller passes a copy of the `T` the pointer points to.
    pub byval: Option<Ty>,
    /// `inreg`.
    pub inreg: bool,
}

impl ParamAttrs {
    /// Whether no attribute is set.
    pub fn is_empty(&self) -> bool {
        *self == ParamAttrs::default()
    }
}

/// What the module says about its target (`target triple`, `target
/// datalayout`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetInfo {
    /// The `target triple` string, if given.
    pub triple: Option<String>,
    /// The `target datalayout` string, if given.
    pub datalayout: Option<String>,
    /// The byte order they imply: `Some(true)` for big-endian (`mips*`,
    /// datalayout `E`), `Some(false)` for little-endian (`mipsel*`, `e`),
    /// `None` when neither says.
    pub big_endian: Option<bool>,
}

impl TargetInfo {
    /// Whether the module names its target (a triple or a data layout), as
    /// C front ends' output does; LLVMlite modules name neither.
    pub fn is_named(&self) -> bool {
        self.triple.is_some() || self.datalayout.is_some()
    }

    /// The width in bits of C's `long` in the module's data model, which is
    /// what `printf`'s `%ld` reads: 32 for ILP32 targets (a triple whose
    /// architecture is 32-bit, such as clang's `mips`/`mipsel`, or else a
    /// data layout with 32-bit pointers), 64 for LP64 ones (`x86_64`, ...)
    /// and for LLVMlite modules, which name no target and pass `i64` for
    /// `%ld`. The one home of this rule (`docs/runtime.md` explains it).
    pub fn long_bits(&self) -> u32 {
        if let Some(triple) = &self.triple {
            let arch = triple.split('-').next().unwrap_or("");
            let lp64 = arch.contains("64") || arch.starts_with("s390x");
            return if lp64 { 64 } else { 32 };
        }
        match &self.datalayout {
            Some(layout) => {
                let p32 = layout
                    .split('-')
                    .any(|spec| spec.starts_with("p:32") || spec.starts_with("p0:32"));
                if p32 { 32 } else { 64 }
            }
            None => 64,
        }
    }
}

/// A global alias `@name = alias T, ptr @target`.
#[derive(Clone, Debug)]
pub struct AliasData {
    /// Name without the `@`.
    pub name: String,
    /// The aliased value type (the `T` of `alias T, ...`).
    pub ty: Ty,
    /// What it stands for: [`ConstInit::GlobalAddr`] (a global plus a byte
    /// offset) or [`ConstInit::FuncAddr`].
    pub target: ConstInit,
    /// Linkage of the alias symbol.
    pub linkage: Linkage,
    /// Where it was defined.
    pub loc: SrcLoc,
}

/// A function: its signature and, when defined, its body.
#[derive(Clone, Debug)]
pub struct FuncData {
    /// Name without the `@`.
    pub name: String,
    /// Signature.
    pub sig: Signature,
    /// The function type `ret (params)` interned in the module's store.
    pub fn_ty: Ty,
    /// The body; `None` for a declaration.
    pub body: Option<Function>,
    /// Linkage.
    pub linkage: Linkage,
    /// Where it was defined or declared (or first called, if implicit).
    pub loc: SrcLoc,
    /// Parameter names from the source, if any (for printing).
    pub param_names: Vec<Option<String>>,
    /// ABI attributes per parameter (same length as `sig.params`).
    pub param_attrs: Vec<ParamAttrs>,
    /// `signext`/`zeroext` on the result.
    pub ret_ext: Option<Ext>,
    /// Named by `llvm.used`/`llvm.compiler.used`: keep it even if unreferenced.
    pub used: bool,
}

/// A constant initializer of a global.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstInit {
    /// An integer (zero-extended bits).
    Int(u64),
    /// A null pointer.
    Null,
    /// All zero bytes (`zeroinitializer`).
    Zero,
    /// Unspecified contents (`undef`); emitted as zeros.
    Undef,
    /// The address of a global plus a byte offset.
    GlobalAddr(GlobalRef, i64),
    /// The address of a function.
    FuncAddr(FuncRef),
    /// `blockaddress(@f, %b)` (see [`block_tags`]); the legalizer's
    /// `indirect` job replaces it by its tag.
    BlockAddr(FuncRef, Block),
    /// The `i32` difference of two block addresses of function `f`
    /// (`&&a - &&b` in C: `sub (ptrtoint (blockaddress(@f, %a)),
    /// ptrtoint (blockaddress(@f, %b)))`), their tags' difference.
    BlockAddrDiff(FuncRef, Block, Block),
    /// Bytes of a `c"..."` string (the array's whole contents).
    Bytes(Vec<u8>),
    /// Elements of an array literal.
    Array(Vec<ConstInit>),
    /// Fields of a struct literal.
    Struct(Vec<ConstInit>),
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalData {
    /// Name without the `@`.
    pub name: String,
    /// The type of the stored value; the symbol `@name` has type `ty*`.
    pub ty: Ty,
    /// The initializer; `None` for an external declaration.
    pub init: Option<ConstInit>,
    /// `constant` rather than `global` (may go in `.rodata`).
    pub constant: bool,
    /// Linkage.
    pub linkage: Linkage,
    /// Where it was defined.
    pub loc: SrcLoc,
    /// `section "name"`.
    pub section: Option<String>,
    /// `align N` (bytes), when given.
    pub align: Option<u32>,
    /// `thread_local` (ordinary storage: the target is single-threaded).
    pub thread_local: bool,
    /// Named by `llvm.used`/`llvm.compiler.used`: keep it even if unreferenced.
    pub used: bool,
}

/// A whole compilation unit.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Source files; entry 0 is the `.ll` file the module was parsed from.
    pub files: Vec<SourceFile>,
    /// Interned types.
    pub types: TypeStore,
    /// Global variables in source order.
    pub globals: PrimaryMap<GlobalRef, GlobalData>,
    /// Functions in source order (definitions and declarations).
    pub funcs: PrimaryMap<FuncRef, FuncData>,
    /// Global aliases in source order.
    pub aliases: Vec<AliasData>,
    /// `target triple` / `target datalayout`.
    pub target: TargetInfo,
}

/// A source file the module refers to.
#[derive(Clone, Debug, Default)]
pub struct SourceFile {
    /// The path as given on the command line (or a name for in-memory text).
    pub name: String,
    /// The directory the compiler ran in, for DWARF's `comp_dir`.
    pub dir: String,
    /// The text, when known (for diagnostics and `objdump --source`).
    pub text: Option<String>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Finds a function by name.
    pub fn func_by_name(&self, name: &str) -> Option<FuncRef> {
        self.funcs
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(r, _)| r)
    }

    /// Finds a global by name.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalRef> {
        self.globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(r, _)| r)
    }

    /// Adds a function declaration (no body) with the given signature.
    pub fn declare_func(&mut self, name: &str, sig: Signature, loc: SrcLoc) -> FuncRef {
        let fn_ty = self.types.func(sig.ret, sig.params.clone(), sig.varargs);
        let n = sig.params.len();
        self.funcs.push(FuncData {
            name: name.to_string(),
            sig,
            fn_ty,
            body: None,
            linkage: Linkage::External,
            loc,
            param_names: vec![None; n],
            param_attrs: vec![ParamAttrs::default(); n],
            ret_ext: None,
            used: false,
        })
    }
}

/// Sign-extends the low `bits` bits of `x` to 64 bits.
pub fn sext(x: u64, bits: u32) -> i64 {
    if bits >= 64 {
        x as i64
    } else {
        let s = 64 - bits;
        ((x << s) as i64) >> s
    }
}

/// Keeps the low `bits` bits of `x` (zero-extension).
pub fn zext(x: u64, bits: u32) -> u64 {
    if bits >= 64 {
        x
    } else {
        x & ((1u64 << bits) - 1)
    }
}

/// The tags of a module's address-taken blocks: the one home of the
/// numbering that `blockaddress` means. Every block some `blockaddress`
/// names (in a function body or a global initializer) gets a nonzero tag,
/// unique in the module: 1, 2, ... in module order (functions in order,
/// blocks in layout order), so the tags of one function are consecutive.
/// The interpreter uses the tag as the block's address; the legalizer's
/// `indirect` job replaces `blockaddress` by `inttoptr` of it.
#[derive(Clone, Debug, Default)]
pub struct BlockTags {
    tags: HashMap<(FuncRef, Block), u32>,
    blocks: Vec<(FuncRef, Block)>,
}

impl BlockTags {
    /// The tag of block `b` of function `f`, if its address is taken.
    pub fn tag(&self, f: FuncRef, b: Block) -> Option<u32> {
        self.tags.get(&(f, b)).copied()
    }

    /// The block a tag stands for.
    pub fn block(&self, tag: u64) -> Option<(FuncRef, Block)> {
        let k = usize::try_from(tag.checked_sub(1)?).ok()?;
        self.blocks.get(k).copied()
    }

    /// The `i32` bits of `tag(f, a) - tag(f, b)` (0 for an untagged block).
    pub fn diff(&self, f: FuncRef, a: Block, b: Block) -> u64 {
        let (ta, tb) = (self.tag(f, a).unwrap_or(0), self.tag(f, b).unwrap_or(0));
        u64::from(ta.wrapping_sub(tb))
    }

    /// Whether no block's address is taken.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }
}

/// Numbers the address-taken blocks of `m` (see [`BlockTags`]). A
/// `blockaddress` naming a block that is not in its function's layout
/// gets no tag (the verifier reports it).
pub fn block_tags(m: &Module) -> BlockTags {
    fn in_init(init: &ConstInit, taken: &mut std::collections::HashSet<(FuncRef, Block)>) {
        match init {
            ConstInit::BlockAddr(f, b) => {
                taken.insert((*f, *b));
            }
            ConstInit::BlockAddrDiff(f, a, b) => {
                taken.insert((*f, *a));
                taken.insert((*f, *b));
            }
            ConstInit::Array(items) | ConstInit::Struct(items) => {
                items.iter().for_each(|i| in_init(i, taken))
            }
            _ => {}
        }
    }
    let mut taken = std::collections::HashSet::new();
    for body in m.funcs.values().filter_map(|fd| fd.body.as_ref()) {
        for vd in body.values.values() {
            if let ValueDef::BlockAddr(f, b) = vd.def {
                taken.insert((f, b));
            }
        }
    }
    for init in m.globals.values().filter_map(|g| g.init.as_ref()) {
        in_init(init, &mut taken);
    }
    let mut out = BlockTags::default();
    if taken.is_empty() {
        return out;
    }
    for (fr, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for &b in &body.layout {
            if taken.contains(&(fr, b)) {
                out.blocks.push((fr, b));
                out.tags.insert((fr, b), out.blocks.len() as u32);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_helpers() {
        assert_eq!(sext(0xFF, 8), -1);
        assert_eq!(sext(0x7F, 8), 127);
        assert_eq!(zext(u64::MAX, 1), 1);
        assert_eq!(sext(1, 1), -1);
        assert_eq!(zext(0x1_0000_0001, 32), 1);
    }

    #[test]
    fn intcc_eval_and_inverse_agree() {
        for cc in IntCC::ALL {
            for (a, b) in [(0u64, 1u64), (0xFF, 1), (5, 5), (0x80, 0x7F)] {
                assert_eq!(cc.eval(8, a, b), !cc.inverse().eval(8, a, b));
                assert_eq!(cc.eval(8, a, b), cc.swap().eval(8, b, a));
            }
        }
    }

    #[test]
    fn constants_are_interned_and_masked() {
        let types = TypeStore::new();
        let mut f = Function::new();
        let a = f.iconst(&types, Ty::I8, u64::MAX);
        let b = f.iconst(&types, Ty::I8, 255);
        assert_eq!(a, b);
        assert_eq!(f.const_value(a), Some(255));
    }

    #[test]
    fn build_a_small_function() {
        let types = TypeStore::new();
        let mut f = Function::new();
        let entry = f.create_block(None);
        let x = f.append_block_param(entry, Ty::I64);
        let one = f.iconst(&types, Ty::I64, 1);
        let add = f.append_inst(
            entry,
            InstData::Binary {
                op: BinOp::Add,
                args: [x, one],
                flags: BinFlags::default(),
            },
            Some(Ty::I64),
            SrcLoc::new(2, 3),
        );
        let r = f.inst_result(add).unwrap();
        f.append_inst(
            entry,
            InstData::Ret { value: Some(r) },
            None,
            SrcLoc::new(3, 3),
        );
        assert_eq!(f.args(), &[x]);
        assert!(f.terminator(entry).is_some());
        assert_eq!(f.insts[add].args(), vec![x, one]);
    }
}
