//! The syntax tree the parser produces and the resolver consumes.
//!
//! It is deliberately thin: types are already interned [`Ty`] handles (named
//! types may still lack a body), and everything else stays as names with
//! positions. Keeping name resolution out of the parser is what lets a program
//! refer to values, blocks, globals, functions and types before they are
//! defined, in any order, and lets the resolver report every unknown name with
//! its exact position.
//!
//! The tree borrows the source text (`'s`): names and literals are slices of
//! it (only a quoted name with escapes owns its decoded text), so reading a
//! program allocates nothing per name or operand.

use crate::ir::{
    BinFlags, BinOp, CastOp, Ext, FastMath, FloatBinOp, FloatCC, IntCC, Linkage, ParamAttrs, SrcLoc,
};
use crate::metadata::{DbgKind, MdId, Metadata};
use crate::types::Ty;
use std::borrow::Cow;

/// A source position in file 0 with a length (for underlining).
///
/// Twelve bytes, not a [`SrcLoc`] (whose file and scope are always 0 here)
/// and a length: every operand, name and statement of the syntax tree
/// carries one or two, and the tree's size is what a large module pays for
/// in memory traffic.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pos {
    line: u32,
    col: u32,
    pub len: u32,
}

impl Pos {
    /// The position `loc` (in file 0, without a scope), `len` bytes long.
    pub fn new(loc: SrcLoc, len: u32) -> Pos {
        Pos {
            line: loc.line,
            col: loc.col,
            len,
        }
    }

    /// Where the position starts.
    pub fn loc(&self) -> SrcLoc {
        SrcLoc::new(self.line, self.col)
    }
}

/// A name as written (without sigil) and where.
#[derive(Clone, Debug)]
pub(crate) struct Name<'s> {
    pub text: Cow<'s, str>,
    pub pos: Pos,
}

/// A whole `.ll` file.
#[derive(Debug, Default)]
pub(crate) struct AstModule<'s> {
    pub type_defs: Vec<TypeDef<'s>>,
    pub globals: Vec<AstGlobal<'s>>,
    pub funcs: Vec<AstFunc<'s>>,
    pub aliases: Vec<AstAlias<'s>>,
    /// `target triple = "..."` and its position.
    pub triple: Option<(String, Pos)>,
    /// `target datalayout = "..."` and its position.
    pub datalayout: Option<(String, Pos)>,
    /// The first use of every named type, to report names that are never defined.
    pub type_uses: Vec<(Ty, Pos)>,
    /// Whether the text uses the opaque pointer type `ptr` anywhere.
    pub opaque_pointers: bool,
    /// Every metadata node and the named metadata.
    pub metadata: Metadata,
    /// `attributes #N = { ... }` as written.
    pub attr_groups: Vec<(String, String)>,
}

/// `%name = type T` (or `type opaque`, with `body == None`).
#[derive(Debug)]
pub(crate) struct TypeDef<'s> {
    pub name: Name<'s>,
    pub ty: Ty,
    pub body: Option<Ty>,
}

/// `@name = global|constant T init`.
#[derive(Debug)]
pub(crate) struct AstGlobal<'s> {
    pub name: Name<'s>,
    pub ty: Ty,
    pub init: Option<Const<'s>>,
    pub constant: bool,
    pub linkage: Linkage,
    pub attrs: GlobalAttrs,
}

/// `@name = [linkage] alias T, ptr aliasee`.
#[derive(Debug)]
pub(crate) struct AstAlias<'s> {
    pub name: Name<'s>,
    pub ty: Ty,
    pub aliasee: TConst<'s>,
    pub linkage: Linkage,
}

/// The storage attributes of a global written after its initializer or
/// before `global` (`section`, `align`, `thread_local`).
#[derive(Clone, Debug, Default)]
pub(crate) struct GlobalAttrs {
    pub section: Option<String>,
    pub align: Option<u32>,
    pub thread_local: bool,
    /// `!dbg !N` attachments.
    pub dbg: Vec<MdId>,
}

/// A function definition or declaration.
#[derive(Debug)]
pub(crate) struct AstFunc<'s> {
    pub name: Name<'s>,
    pub ret: Ty,
    pub ret_pos: Pos,
    pub params: Vec<AstParam<'s>>,
    pub varargs: bool,
    pub body: Option<Vec<AstBlock<'s>>>,
    pub linkage: Linkage,
    /// `signext`/`zeroext` on the return type.
    pub ret_ext: Option<Ext>,
    /// The other attributes as written (`fn_ty` is set by `resolve`).
    pub attr_text: crate::ir::FuncAttrText,
    /// `!dbg !N` on the definition (a `DISubprogram`).
    pub subprogram: Option<MdId>,
    /// The `llvm.dbg.*` calls and `#dbg_*` records of the body.
    pub dbg_records: Vec<AstDbgRecord<'s>>,
}

/// A `#dbg_value(...)`-like record or `llvm.dbg.*` call.
#[derive(Debug)]
pub(crate) struct AstDbgRecord<'s> {
    pub kind: DbgKind,
    /// The value operand; `None` for metadata (`!{}`, `!DIArgList`) or
    /// `undef`/`poison`.
    pub value: Option<TConst<'s>>,
    pub var: MdId,
    pub expr: MdId,
    /// The record's `DILocation`.
    pub dbg: Option<MdId>,
    /// Where the record starts.
    pub pos: Pos,
    /// The index of the AST block it is in.
    pub block: usize,
    /// The number of instructions of that block before it.
    pub insts_before: usize,
    /// A `#dbg_assign`'s `DIAssignID`, address and address expression.
    pub assign: Option<(MdId, Option<TConst<'s>>, MdId)>,
}

/// A formal parameter.
#[derive(Debug)]
pub(crate) struct AstParam<'s> {
    pub ty: Ty,
    pub ty_pos: Pos,
    pub name: Option<Name<'s>>,
    /// `signext`/`zeroext`/`inreg`/`sret(T)`/`byval(T)`.
    pub attrs: ParamAttrs,
    /// The other attributes as written (`noundef`, `nonnull`, ...).
    pub attr_words: Vec<String>,
}

/// A labelled (or unlabelled entry) block.
#[derive(Debug)]
pub(crate) struct AstBlock<'s> {
    pub label: Option<Name<'s>>,
    pub insts: Vec<AstInst<'s>>,
    /// Where the block starts (its label, or its first instruction).
    pub pos: Pos,
}

/// A constant or operand.
#[derive(Clone, Debug)]
pub(crate) struct Const<'s> {
    pub kind: ConstKind<'s>,
    pub pos: Pos,
}

/// An `i128` stored as two 64-bit halves: 8-byte aligned where `i128` is
/// 16-byte aligned, which would pad every operand of the syntax tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct IntLit {
    lo: u64,
    hi: i64,
}

impl IntLit {
    /// The literal `n`.
    pub fn new(n: i128) -> IntLit {
        IntLit {
            lo: n as u64,
            hi: (n >> 64) as i64,
        }
    }

    /// The literal's value.
    pub fn get(self) -> i128 {
        (i128::from(self.hi) << 64) | i128::from(self.lo)
    }
}

/// A constant or operand preceded by its type.
#[derive(Clone, Debug)]
pub(crate) struct TConst<'s> {
    pub ty: Ty,
    pub ty_pos: Pos,
    pub c: Const<'s>,
}

/// What an operand or constant is.
#[derive(Clone, Debug)]
pub(crate) enum ConstKind<'s> {
    /// A decimal integer (wide enough for any `i64` written signed or unsigned).
    Int(IntLit),
    /// A decimal integer beyond the range of [`ConstKind::Int`] (for the
    /// integer types wider than 64 bits).
    Wide(Box<num_bigint::BigInt>),
    /// A floating-point literal as written (decimal or `0x` hexadecimal);
    /// its type gives it a value ([`crate::float::parse_const`]).
    Float(&'s str),
    /// `true` / `false`.
    Bool(bool),
    Null,
    /// `undef` or `poison`.
    Undef,
    /// `zeroinitializer`.
    Zero,
    /// `@name`.
    Global(Cow<'s, str>),
    /// `%name` (only in instructions).
    Local(Cow<'s, str>),
    /// `c"..."`.
    Str(Vec<u8>),
    /// `[ T v, ... ]`.
    Array(Vec<TConst<'s>>),
    /// `{ T v, ... }`.
    Struct(Vec<TConst<'s>>),
    /// `< T v, ... >`: a vector literal.
    Vector(Vec<TConst<'s>>),
    /// `splat (T v)`: a vector whose every element is `v`.
    Splat(Box<TConst<'s>>),
    /// `getelementptr [inbounds] (T, T* base, idx...)`.
    Gep {
        inbounds: bool,
        elem_ty: Ty,
        base: Box<TConst<'s>>,
        /// Boxed, not a `Vec`: the largest variant sets every operand's size.
        indices: Box<[TConst<'s>]>,
    },
    /// `bitcast|ptrtoint|inttoptr|... (T v to T2)`.
    Cast {
        op: CastOp,
        val: Box<TConst<'s>>,
        to: Ty,
    },
    /// `add|sub|mul|... (T a, T b)` (flags dropped).
    Binary {
        op: BinOp,
        lhs: Box<TConst<'s>>,
        rhs: Box<TConst<'s>>,
    },
    /// `icmp cc (T a, T b)`.
    Icmp {
        cc: IntCC,
        lhs: Box<TConst<'s>>,
        rhs: Box<TConst<'s>>,
    },
    /// `select (i1 c, T a, T b)`.
    Select {
        cond: Box<TConst<'s>>,
        a: Box<TConst<'s>>,
        b: Box<TConst<'s>>,
    },
    /// `extractvalue (T agg, i0, ...)`.
    ExtractValue {
        agg: Box<TConst<'s>>,
        indices: Box<[u32]>,
    },
    /// `blockaddress(@func, %label)`.
    BlockAddress {
        func: Box<Name<'s>>,
        label: Box<Name<'s>>,
    },
}

/// One instruction statement.
#[derive(Debug)]
pub(crate) struct AstInst<'s> {
    /// `%name =`, if present.
    pub result: Option<Name<'s>>,
    pub kind: InstKind<'s>,
    /// The start of the statement (the result name, or the opcode).
    pub pos: Pos,
    /// `align N` after a load, store or alloca.
    pub align: Option<u32>,
    /// The `!dbg` attachment (a `DILocation`).
    pub dbg: Option<MdId>,
    /// The `!DIAssignID` attachment (assignment tracking).
    pub assign: Option<MdId>,
}

/// An instruction's operation and operands.
#[derive(Debug)]
pub(crate) enum InstKind<'s> {
    Binary {
        op: BinOp,
        flags: BinFlags,
        ty: Ty,
        lhs: Const<'s>,
        rhs: Const<'s>,
    },
    Icmp {
        cc: IntCC,
        ty: Ty,
        lhs: Const<'s>,
        rhs: Const<'s>,
    },
    FBinary {
        op: FloatBinOp,
        fmf: FastMath,
        ty: Ty,
        lhs: Const<'s>,
        rhs: Const<'s>,
    },
    FNeg {
        fmf: FastMath,
        val: TConst<'s>,
    },
    Fcmp {
        cc: FloatCC,
        fmf: FastMath,
        ty: Ty,
        lhs: Const<'s>,
        rhs: Const<'s>,
    },
    Select {
        cond: Box<TConst<'s>>,
        a: Box<TConst<'s>>,
        b: Box<TConst<'s>>,
    },
    Cast {
        op: CastOp,
        val: TConst<'s>,
        to: Ty,
    },
    Alloca {
        ty: Ty,
        count: Option<TConst<'s>>,
        align: Option<u32>,
    },
    /// `load T, T* p` (`ty == Some(T)`) or `load T* p` (`ty == None`).
    Load {
        ty: Option<Ty>,
        ptr: TConst<'s>,
        volatile: bool,
    },
    Store {
        val: TConst<'s>,
        ptr: TConst<'s>,
        volatile: bool,
    },
    /// `elem_ty == None` for the old form `getelementptr T* p, ...`.
    Gep {
        inbounds: bool,
        elem_ty: Option<Ty>,
        base: TConst<'s>,
        indices: Vec<TConst<'s>>,
    },
    /// `call T callee(args)`: `ty` is the written type, a return type or a full
    /// function type.
    Call {
        ty: Ty,
        ty_pos: Pos,
        callee: Const<'s>,
        args: Vec<TConst<'s>>,
        /// The first argument marked `byval` at the call site (an error
        /// through an indirect call).
        byval: Option<Pos>,
    },
    Phi {
        ty: Ty,
        incoming: Vec<(Const<'s>, Name<'s>)>,
    },
    Jump {
        dest: Name<'s>,
    },
    Branch {
        cond: TConst<'s>,
        then_dest: Name<'s>,
        else_dest: Name<'s>,
    },
    Switch {
        val: TConst<'s>,
        default: Name<'s>,
        cases: Vec<(TConst<'s>, Name<'s>)>,
    },
    /// `ret void` is `val == None`.
    Ret {
        val: Option<TConst<'s>>,
    },
    Unreachable,
    Freeze {
        val: TConst<'s>,
    },
    ExtractValue {
        agg: TConst<'s>,
        indices: Vec<u32>,
    },
    InsertValue {
        agg: Box<TConst<'s>>,
        val: Box<TConst<'s>>,
        indices: Vec<u32>,
    },
    /// `va_arg ptr %ap, T`.
    VaArg {
        ap: TConst<'s>,
        ty: Ty,
    },
    /// `indirectbr ptr %addr, [label %a, ...]`.
    IndirectBr {
        addr: TConst<'s>,
        dests: Vec<Name<'s>>,
    },
    /// `extractelement <N x T> v, iK idx`.
    ExtractElement {
        vec: TConst<'s>,
        idx: TConst<'s>,
    },
    /// `insertelement <N x T> v, T val, iK idx`.
    InsertElement {
        vec: Box<TConst<'s>>,
        val: Box<TConst<'s>>,
        idx: Box<TConst<'s>>,
    },
    /// `shufflevector <N x T> a, <N x T> b, <M x i32> mask`.
    ShuffleVector {
        a: Box<TConst<'s>>,
        b: Box<TConst<'s>>,
        mask: Box<TConst<'s>>,
    },
}

impl InstKind<'_> {
    /// Whether the statement ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Jump { .. }
                | InstKind::Branch { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Ret { .. }
                | InstKind::Unreachable
        )
    }
}

impl AstModule<'_> {
    /// Renames every metadata node the syntax tree refers to: node `k` as
    /// parsed becomes `remap[k]`.
    pub fn renumber_metadata(&mut self, remap: &[MdId]) {
        use cranelift_entity::EntityRef;
        let re = |id: &mut MdId| *id = remap[id.index()];
        for g in &mut self.globals {
            g.attrs.dbg.iter_mut().for_each(re);
        }
        for f in &mut self.funcs {
            f.subprogram.iter_mut().for_each(re);
            for r in &mut f.dbg_records {
                re(&mut r.var);
                re(&mut r.expr);
                r.dbg.iter_mut().for_each(re);
                if let Some((id, _, address_expr)) = r.assign.as_mut() {
                    re(id);
                    re(address_expr);
                }
            }
            for b in f.body.iter_mut().flatten() {
                for i in &mut b.insts {
                    i.dbg.iter_mut().for_each(re);
                    i.assign.iter_mut().for_each(re);
                }
            }
        }
    }
}
