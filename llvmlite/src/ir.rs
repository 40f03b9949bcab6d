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

pub use crate::float::{FastMath, FloatBinOp, FloatCC, FloatKind};
use crate::types::{Ty, TypeStore};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap, entity_impl};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

mod cfg;
mod module;
mod ops;
#[cfg(test)]
mod tests;

pub use cfg::*;
pub use module::*;
pub use ops::*;
// The integer helpers' home is `intops`; here for `ir::*` users.
pub use crate::intops::{sext, zext};

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
/// the C files of `!DIFile` metadata follow once
/// [`crate::adopt_debug_locations`] has run). `scope` is 0 for "no scope"
/// (LLVMlite) or `k` for [`Module::scopes`]`[k - 1]`: the lexical scope and
/// inline chain of C code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct SrcLoc {
    /// Index into [`Module::files`].
    pub file: u32,
    /// 1-based line, 0 if unknown.
    pub line: u32,
    /// 1-based column, 0 if unknown.
    pub col: u32,
    /// 0, or `k` for the scope [`Module::scopes`]`[k - 1]`.
    pub scope: u32,
}

impl SrcLoc {
    /// A location in file 0.
    pub fn new(line: u32, col: u32) -> Self {
        SrcLoc {
            file: 0,
            line,
            col,
            scope: 0,
        }
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
    /// `fadd`/`fsub`/`fmul`/`fdiv`/`frem [fmf] ty a, b` on `float` or `double`.
    FBinary {
        /// The operation.
        op: FloatBinOp,
        /// Left and right operands.
        args: [Value; 2],
        /// Fast-math flags (kept, never relied on).
        fmf: FastMath,
    },
    /// `fneg [fmf] ty a`: `a` with its sign bit flipped.
    FNeg {
        /// The operand.
        arg: Value,
        /// Fast-math flags (kept, never relied on).
        fmf: FastMath,
    },
    /// `fcmp [fmf] cc ty a, b` (result `i1`).
    Fcmp {
        /// The predicate.
        cc: FloatCC,
        /// Left and right operands.
        args: [Value; 2],
        /// Fast-math flags (kept, never relied on).
        fmf: FastMath,
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
    /// `load [volatile] ty, ty* p`.
    Load {
        /// The address.
        ptr: Value,
        /// `volatile`: the access must happen exactly as written — never
        /// removed, merged, forwarded, promoted to a register or moved
        /// across another volatile access (see [`InstData::is_volatile`]).
        volatile: bool,
    },
    /// `store [volatile] ty v, ty* p`.
    Store {
        /// The stored value.
        value: Value,
        /// The address.
        ptr: Value,
        /// `volatile`, as for [`InstData::Load`].
        volatile: bool,
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
    #[inline]
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

    /// Whether this is a `volatile` load or store: an access to memory
    /// something outside the program may read or change (a device
    /// register, a flag set by a signal handler), which every pass keeps
    /// as written — the same number of accesses, of the same width, in the
    /// same order relative to the other volatile accesses.
    pub fn is_volatile(&self) -> bool {
        matches!(
            self,
            InstData::Load { volatile: true, .. } | InstData::Store { volatile: true, .. }
        )
    }

    /// Whether this instruction has effects beyond its result (memory, control,
    /// calls, possible traps), so it must stay in program order.
    pub fn has_side_effects(&self) -> bool {
        match self {
            InstData::Binary { op, .. } => op.can_trap(),
            InstData::Icmp { .. } | InstData::Select { .. } | InstData::Cast { .. } => false,
            InstData::FBinary { .. } | InstData::FNeg { .. } | InstData::Fcmp { .. } => false,
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
    #[inline]
    pub fn target_blocks(&self) -> Succs<'_> {
        match self {
            InstData::Jump { dest } => Succs::two([dest.block, dest.block], 1),
            InstData::Branch {
                then_dest,
                else_dest,
                ..
            } => Succs::two([then_dest.block, else_dest.block], 2),
            InstData::Switch { default, cases, .. } => Succs::switch(default.block, cases),
            InstData::IndirectBr { dests, .. } => Succs::calls(dests),
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
            InstData::Binary { args, .. }
            | InstData::Icmp { args, .. }
            | InstData::FBinary { args, .. }
            | InstData::Fcmp { args, .. } => args.iter().copied().for_each(f),
            InstData::FNeg { arg, .. } => f(*arg),
            InstData::Select { args } => args.iter().copied().for_each(f),
            InstData::Cast { arg, .. } => f(*arg),
            InstData::Alloca { count, .. } => count.iter().copied().for_each(f),
            InstData::Load { ptr, .. } => f(*ptr),
            InstData::Store { value, ptr, .. } => {
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
            InstData::Binary { args, .. }
            | InstData::Icmp { args, .. }
            | InstData::FBinary { args, .. }
            | InstData::Fcmp { args, .. } => args.iter_mut().for_each(|a| *a = f(*a)),
            InstData::FNeg { arg, .. } => *arg = f(*arg),
            InstData::Select { args } => args.iter_mut().for_each(|a| *a = f(*a)),
            InstData::Cast { arg, .. } => *arg = f(*arg),
            InstData::Alloca { count, .. } => {
                if let Some(c) = count {
                    *c = f(*c)
                }
            }
            InstData::Load { ptr, .. } => *ptr = f(*ptr),
            InstData::Store { value, ptr, .. } => {
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
    /// An integer constant, zero-extended from its type's width; for a
    /// `float` or `double` value, its IEEE bits (a `float`'s 32 bits in the
    /// low half).
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
    pub value_names: rustc_hash::FxHashMap<Value, Arc<str>>,
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
    /// The `!dbg` attachment of each instruction that has one (a
    /// `DILocation`), as parsed; [`crate::adopt_debug_locations`] turns them
    /// into [`Self::locs`] and clears this table.
    pub dbg_attachments: rustc_hash::FxHashMap<Inst, crate::metadata::MdId>,
    /// The function's `llvm.dbg.*` calls and `#dbg_*` records, in order.
    pub dbg_records: Vec<crate::metadata::DbgRecord>,
    /// The `!DIAssignID` of each instruction that has one (assignment
    /// tracking: the store a `#dbg_assign` record describes). Passes that
    /// delete an instruction leave its entry: the driver reads a tagged
    /// instruction that is no longer placed as a store the passes removed.
    /// Legalization moves the tag of a memory intrinsic it expands to the
    /// instructions with side effects it emits in its place.
    pub assign_ids: rustc_hash::FxHashMap<Inst, crate::metadata::MdId>,
}

impl Function {
    /// An empty function body.
    pub fn new() -> Self {
        Self::default()
    }

    /// The entry block, if the body has any block.
    #[inline]
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

    /// Makes room for `insts` more instructions and `values` more values, so
    /// that a builder which knows its sizes (the resolver) does not regrow
    /// the tables one instruction at a time.
    pub fn reserve(&mut self, insts: usize, values: usize) {
        self.insts.reserve(insts);
        self.values.reserve(values);
        // The per-instruction side tables grow by one entry per new
        // instruction otherwise; entries past the last instruction read
        // as the default, as any absent entry does.
        let n = self.insts.len() + insts;
        if self.locs.values().len() < n {
            self.results.resize(n);
            self.locs.resize(n);
            self.inst_block.resize(n);
        }
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

    /// Places the unplaced instruction `inst` at position `at` of `block`
    /// (0 puts it first).
    pub fn insert_inst(&mut self, block: Block, at: usize, inst: Inst) {
        self.blocks[block].insts.insert(at, inst);
        self.inst_block[inst] = block.into();
    }

    /// Creates an instruction with a result of type `ty` just before
    /// `block`'s last instruction (its terminator), at the terminator's
    /// source location, and returns the result.
    pub fn insert_before_terminator(&mut self, block: Block, data: InstData, ty: Ty) -> Value {
        let loc = self
            .terminator(block)
            .map_or(SrcLoc::default(), |t| self.locs[t]);
        let inst = self.make_inst(data, Some(ty), loc);
        let at = self.blocks[block].insts.len().saturating_sub(1);
        self.insert_inst(block, at, inst);
        self.results[inst].expand().expect("made with a result")
    }

    /// The result value of `inst`, if any.
    #[inline]
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].expand()
    }

    /// The type of a value.
    #[inline]
    pub fn value_type(&self, v: Value) -> Ty {
        self.values[v].ty
    }

    /// The definition of a value.
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// The integer constant of `v`, zero-extended bits, if `v` is one.
    #[inline]
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

    /// The floating-point constant of type `ty` (`float` or `double`) with
    /// the IEEE bits `bits` (a `float`'s in the low 32 bits).
    pub fn fconst(&mut self, ty: Ty, bits: u64) -> Value {
        self.constant(ty, ValueDef::Const(bits))
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
    #[inline]
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
    #[inline]
    pub fn succ_iter(&self, block: Block) -> Succs<'_> {
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
        // The edges in layout order, read once: (successor, predecessor).
        let mut edges: Vec<(Block, Block)> = Vec::with_capacity(2 * self.layout.len());
        // start[b + 1] counts the predecessors of b, then becomes the end
        // of b's run after the prefix sum.
        let mut start = vec![0u32; n + 1];
        for &b in &self.layout {
            for s in self.succ_iter(b) {
                start[s.index() + 1] += 1;
                edges.push((s, b));
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut list = vec![Block::from_u32(0); edges.len()];
        for (s, b) in edges {
            let at = &mut fill[s.index()];
            list[*at as usize] = b;
            *at += 1;
        }
        PredTable { start, list }
    }

    /// Replaces every use of a value in `map` (applied transitively) by its image,
    /// in all instructions of the layout and in the debug records.
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
        // A debug record follows its value like a use (it is not one:
        // nothing keeps a value alive for it).
        let map = |v: Value| dense.get(v).and_then(|r| r.expand()).unwrap_or(v);
        for r in &mut self.dbg_records {
            r.value = r.value.map(map);
            if let Some(link) = r.assign.as_mut() {
                link.address = link.address.map(map);
            }
        }
    }

    /// Moves the debug records that follow instruction `old` (being
    /// replaced by code ending in `last`, or by none at its block's start:
    /// `None`) to follow `last`, so they still take effect where the
    /// replaced value is ready.
    pub fn move_dbg_records(&mut self, old: Inst, last: Option<Inst>) {
        for r in &mut self.dbg_records {
            if r.after == Some(old) {
                r.after = last;
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
