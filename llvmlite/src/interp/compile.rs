//! Translation of verified IR into the interpreter's flat code.
//!
//! Interpreting `InstData` directly would mean hashing, type lookups and
//! layout queries on every step. Instead each function is compiled once into a
//! vector of small [`Op`]s over *slots*: every IR value of a function has a slot
//! in its frame (its index), constants are pre-filled from a template, and
//! every size, offset, width and branch target is resolved ahead of time. A
//! block's parameters are slots too; a branch carries a precomputed list of
//! (source slot, destination slot) copies.

use super::runtime::Native;
use super::wide::WideOp;
use crate::intrinsics::IntrinsicKind;
use crate::ir::*;
use crate::layout::{GepIndex, GepStep, align_of, align_to, gep_steps, size_align, size_of};
use crate::types::{Ty, TyData, TypeStore};
use cranelift_entity::{EntityRef, SecondaryMap};

mod leaves;
pub(super) mod vector;

pub use leaves::{bits_of, leaf_count, leaves, wide_bits};
pub use vector::VecOp;

/// "No slot" (a void result, no count).
pub const NONE: u32 = u32::MAX;

/// One interpreter operation. Slots index the current frame.
#[derive(Clone, Debug)]
pub enum Op {
    /// `dst = op a, b` at `bits` width.
    Bin {
        op: BinOp,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = a cc b` at `bits` width (pointers: 32, unsigned).
    Icmp {
        cc: IntCC,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = op a, b` in the floating-point format `kind`.
    FBin {
        op: FloatBinOp,
        kind: FloatKind,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// `dst = -src` in format `kind`.
    FNeg { kind: FloatKind, dst: u32, src: u32 },
    /// `dst = a cc b` in format `kind`.
    Fcmp {
        cc: FloatCC,
        kind: FloatKind,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// A conversion from or to floating point (not `bitcast`):
    /// [`crate::intops::cast`] from `from` to `to` bits.
    FCast {
        op: CastOp,
        dst: u32,
        src: u32,
        from: u8,
        to: u8,
    },
    /// `dst = c ? a : b` for values of `n` slots.
    Select {
        dst: u32,
        c: u32,
        a: u32,
        b: u32,
        n: u32,
    },
    /// `dst = src` for values of `n` slots (bitcast, zext, freeze, an
    /// aggregate copied whole; values are kept zero-extended).
    Copy { dst: u32, src: u32, n: u32 },
    /// `dst = sext(src from `from` bits) masked to `to` bits`.
    Sext {
        dst: u32,
        src: u32,
        from: u8,
        to: u8,
    },
    /// `dst = src` masked to `bits` (trunc, ptrtoint, inttoptr).
    Mask { dst: u32, src: u32, bits: u8 },
    /// A stack slot of `size * count` bytes.
    Alloca {
        dst: u32,
        size: u32,
        align: u32,
        count: u32,
        count_bits: u8,
    },
    /// `dst = load size bytes at ptr`, masked to `bits`.
    Load {
        dst: u32,
        ptr: u32,
        size: u8,
        bits: u8,
    },
    /// Store the low `size` bytes of `src` at `ptr`.
    Store { src: u32, ptr: u32, size: u8 },
    /// Load an aggregate: slot `dst + k` from leaf `k` of `shapes[shape]`.
    LoadAgg { dst: u32, ptr: u32, shape: u32 },
    /// Store an aggregate: leaf `k` of `shapes[shape]` from slot `src + k`.
    StoreAgg { src: u32, ptr: u32, shape: u32 },
    /// `dst = base + gep.offset + Σ sext(index) * stride`.
    Gep { dst: u32, base: u32, gep: u32 },
    /// `dst = agg` with the `m` slots at `dst + at` replaced by `value`'s
    /// (`insertvalue`; the aggregate has `n` slots).
    Insert {
        dst: u32,
        agg: u32,
        n: u32,
        at: u32,
        value: u32,
        m: u32,
    },
    /// `switch`: the edge of `switches[table]` whose case equals `cond`.
    Switch { cond: u32, table: u32 },
    /// `indirectbr`: the edge of `switches[table]` whose case is the block
    /// tag `addr` holds; none is an error (the default is unused).
    IndirectBr { addr: u32, table: u32 },
    /// `va_arg`: read a `vaargs[info]` value through the `va_list` at `ap`.
    VaArg { dst: u32, ap: u32, info: u32 },
    /// A call; see [`CallSite`].
    Call { site: u32 },
    /// A call of an intrinsic, executed in place; see [`CallSite::intrinsic`].
    Intrinsic { site: u32 },
    /// Go to the edge's target.
    Jump { edge: u32 },
    /// Go to `then_edge` if `c` is true, else `else_edge`.
    Branch {
        c: u32,
        then_edge: u32,
        else_edge: u32,
    },
    /// Return the `n` slots from `src` (`src == NONE`: nothing).
    Ret { src: u32, n: u32 },
    /// `unreachable`.
    Unreachable,
    /// An operation on integers wider than 64 bits: `wides[site]`.
    Wide { site: u32 },
    /// A vector operation: `vectors[info]`.
    Vector { info: u32 },
}

/// A precomputed `getelementptr`.
#[derive(Clone, Debug)]
pub struct GepInfo {
    pub offset: i64,
    /// (index slot, index width, stride).
    pub terms: Vec<(u32, u8, u64)>,
}

/// What a call calls.
#[derive(Clone, Debug)]
pub enum Target {
    /// A function of the module, by index.
    Direct(u32),
    /// A function pointer in a slot.
    Indirect(u32),
}

/// One scalar piece of a value: where it lies in the value's memory image
/// and how wide it is. A scalar value is one leaf; an aggregate value is
/// its scalars in field order, each in its own slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Byte offset in the memory image.
    pub offset: u32,
    /// Bytes a load or store of it touches (the store size, `ceil(bits/8)`).
    pub size: u8,
    /// Width in bits (pointers: 32).
    pub bits: u8,
}

/// How a call through a variadic function type lays out its arguments in
/// memory, as O32 does: contiguous 4-byte words from an 8-aligned base,
/// 8-byte-aligned values at 8-aligned offsets, every argument rounded up to
/// whole words, named arguments in the first words.
#[derive(Clone, Debug, Default)]
pub struct VaLayout {
    /// Size of the argument area in bytes (a multiple of 8).
    pub size: u32,
    /// Offset of the first variadic word: what `va_start` stores.
    pub first: u32,
    /// `(slot, offset, bytes)` of every variadic leaf, relative to the
    /// caller's frame and the area.
    pub stores: Vec<(u32, u32, u8)>,
}

/// A precomputed call.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub target: Target,
    /// The function type called through (checked against the callee for
    /// indirect calls).
    pub fn_ty: Ty,
    /// The argument slots, every aggregate argument flattened into its leaves.
    pub args: Vec<u32>,
    /// Width of each argument slot (for natives and intrinsics).
    pub arg_bits: Vec<u8>,
    /// First result slot (`NONE` for void).
    pub dst: u32,
    /// Width of the result (0 for void or an aggregate).
    pub ret_bits: u8,
    /// The intrinsic this call runs (with [`Op::Intrinsic`]).
    pub intrinsic: Option<IntrinsicKind>,
    /// Whether the first argument is a constant (for `llvm.is.constant`).
    pub arg0_const: bool,
    /// The memory image of the variadic arguments, for variadic calls.
    pub va: Option<VaLayout>,
}

/// A precomputed `switch`: cases sorted by value, for a binary search.
#[derive(Clone, Debug)]
pub struct SwitchInfo {
    /// `(case value, edge)`, sorted by value.
    pub cases: Vec<(u64, u32)>,
    /// The default edge.
    pub default: u32,
}

/// A precomputed `va_arg` of type `T`: O32 rounds the `va_list` pointer up
/// to 8 for 8-aligned types, reads `T` there (a narrow scalar from its
/// whole word, which holds it extended), and advances by `T`'s size
/// rounded up to whole words.
#[derive(Clone, Debug)]
pub struct VaArgInfo {
    /// Round the pointer up to 8 first.
    pub align8: bool,
    /// Bytes the argument takes (a multiple of 4).
    pub advance: u32,
    /// The value's leaves, relative to the (rounded) pointer.
    pub leaves: Vec<Leaf>,
}

/// A precomputed branch edge: where to go and which parameter copies to make.
#[derive(Clone, Debug)]
pub struct Edge {
    pub target_pc: u32,
    /// (source slot, destination slot), performed as a parallel copy.
    pub copies: Vec<(u32, u32)>,
    /// Whether a destination is also a source, so copies need a temporary.
    pub overlapping: bool,
}

/// How a function is executed.
#[derive(Clone, Debug)]
pub enum Body {
    /// Compiled IR.
    Code(Box<Code>),
    /// A runtime function implemented by the interpreter.
    Native(Native),
    /// An intrinsic (only ever called directly, through [`Op::Intrinsic`]).
    Intrinsic,
    /// Declared but neither defined nor a runtime function.
    Undefined,
}

/// A compiled function body.
#[derive(Clone, Debug, Default)]
pub struct Code {
    pub ops: Vec<Op>,
    pub locs: Vec<SrcLoc>,
    /// Initial frame: constants in place, everything else zero.
    pub template: Vec<u64>,
    /// The parameters' slots, aggregates flattened into their leaves.
    pub params: Vec<u32>,
    /// The width of each parameter slot.
    pub param_bits: Vec<u8>,
    pub geps: Vec<GepInfo>,
    pub calls: Vec<CallSite>,
    pub edges: Vec<Edge>,
    /// Leaf lists of the aggregates loaded and stored.
    pub shapes: Vec<Vec<Leaf>>,
    pub switches: Vec<SwitchInfo>,
    pub vaargs: Vec<VaArgInfo>,
    pub wides: Vec<WideOp>,
    /// The vector operations of [`Op::Vector`].
    pub vectors: Vec<VecOp>,
}

/// A compiled function.
#[derive(Clone, Debug)]
pub struct CFunc {
    pub name: String,
    /// The module it comes from (0: the program; then the libraries).
    pub module: u32,
    pub fn_ty: Ty,
    pub param_bits: Vec<u8>,
    pub ret_bits: u8,
    /// Whether it takes variadic arguments.
    pub varargs: bool,
    pub body: Body,
}

/// An aggregate value may have at most this many scalar leaves (each takes
/// a slot in every frame of its function).
pub const MAX_LEAVES: u64 = 1 << 16;

/// Where a module's symbols went when it was linked.
pub struct Symbols<'a> {
    /// The module's index (0: the program).
    pub module: u32,
    /// The address of each of its globals.
    pub global_addr: &'a [u32],
    /// The address of each of its functions.
    pub func_addr: &'a dyn Fn(FuncRef) -> u32,
    /// The global index of the function each of its functions calls.
    pub func_index: &'a dyn Fn(FuncRef) -> u32,
}

/// Compiles every function of module `m`, linked as `syms` says. Fails on
/// an aggregate value too large to hold in slots.
pub fn compile_module(m: &Module, syms: &Symbols) -> Result<Vec<CFunc>, String> {
    let tags = block_tags(m);
    m.funcs
        .iter()
        .map(|(fr, fd)| {
            let body = match &fd.body {
                Some(f) => {
                    let cx = BlockCx { fr, tags: &tags };
                    Body::Code(Box::new(FnCompiler::new(m, f, syms, cx)?.compile()))
                }
                None if crate::intrinsics::lookup(&fd.name).is_some() => Body::Intrinsic,
                None => match Native::from_name(&fd.name) {
                    Some(n) => Body::Native(n),
                    None => Body::Undefined,
                },
            };
            Ok(CFunc {
                name: fd.name.clone(),
                module: syms.module,
                fn_ty: fd.fn_ty,
                param_bits: fd
                    .sig
                    .params
                    .iter()
                    .map(|&p| bits_of(&m.types, p))
                    .collect(),
                ret_bits: if fd.sig.ret == Ty::VOID {
                    0
                } else {
                    bits_of(&m.types, fd.sig.ret)
                },
                varargs: fd.sig.varargs,
                body,
            })
        })
        .collect()
}

/// The O32 memory image of a call's arguments of types `tys` given by the
/// leaf slots `slots` (in order); only the arguments from `named` on are
/// stored.
fn va_layout(types: &TypeStore, tys: &[Ty], slots: &[u32], named: usize) -> VaLayout {
    let mut lay = VaLayout::default();
    let mut offset = 0u64;
    let mut slot = slots.iter();
    for (k, &t) in tys.iter().enumerate() {
        let sa = size_align(types, t);
        let align = if sa.align >= 8 { 8 } else { 4 };
        offset = align_to(offset, align);
        if k == named {
            lay.first = offset as u32;
        }
        let bits = bits_of(types, t);
        let ls = if bits != 0 {
            // A scalar fills whole words: narrow values are widened.
            vec![Leaf {
                offset: 0,
                size: sa.size.max(4) as u8,
                bits,
            }]
        } else {
            leaves(types, t)
        };
        for l in ls {
            let Some(&s) = slot.next() else { break };
            if k >= named {
                lay.stores
                    .push((s, (offset + l.offset as u64) as u32, l.size));
            }
        }
        offset += align_to(sa.size, 4);
    }
    if named >= tys.len() {
        lay.first = offset as u32;
    }
    lay.size = align_to(offset, 8) as u32;
    lay
}

/// Whether `t` is, or (as an aggregate) contains, an integer wider than
/// 64 bits.
fn has_wide(types: &TypeStore, t: Ty) -> bool {
    if wide_bits(types, t).is_some() {
        return true;
    }
    if let Some((fields, _)) = types.struct_fields(t) {
        return fields.iter().any(|&f| has_wide(types, f));
    }
    match types.kind(t) {
        TyData::Array(_, e) => has_wide(types, *e),
        _ => false,
    }
}

/// Refuses the uses of integers wider than 64 bits the interpreter does
/// not define: inside aggregates in memory, as intrinsic operands,
/// variadic arguments, `va_arg` results, switch conditions, GEP indices
/// and alloca counts.
fn refuse_wide(m: &Module, f: &Function) -> Result<(), String> {
    let types = &m.types;
    let wide = |v: &Value| has_wide(types, f.value_type(*v));
    let placed = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied());
    for i in placed {
        let data = &f.insts[i];
        let what = match data {
            InstData::Load { .. } | InstData::Store { .. } => {
                let v = match data {
                    InstData::Store { value, .. } => Some(*value),
                    _ => f.inst_result(i),
                };
                v.filter(|v| {
                    let t = f.value_type(*v);
                    wide_bits(types, t).is_none() && has_wide(types, t)
                })
                .map(|_| "an aggregate holding an integer wider than 64 bits in memory")
            }
            InstData::Call { callee, args, .. } => {
                let intrinsic = matches!(callee, Callee::Direct(fr)
                    if m.funcs[*fr].body.is_none()
                        && crate::intrinsics::lookup(&m.funcs[*fr].name).is_some());
                let any = args.iter().any(wide) || f.inst_result(i).as_ref().is_some_and(wide);
                // A wide intrinsic has a wide first operand (see `wide_op`).
                let defined = intrinsic
                    && args
                        .first()
                        .is_some_and(|a| wide_bits(types, f.value_type(*a)).is_some())
                    && matches!(callee, Callee::Direct(fr)
                        if crate::intrinsics::lookup(&m.funcs[*fr].name)
                            .is_some_and(|k| super::wide::defines(k.kind)));
                let variadic = matches!(callee, Callee::Direct(fr) if m.funcs[*fr].sig.varargs);
                (any && ((intrinsic && !defined) || variadic))
                    .then_some("an intrinsic or variadic call with an integer wider than 64 bits")
            }
            InstData::Switch { cond, .. } => {
                wide(cond).then_some("a `switch` on an integer wider than 64 bits")
            }
            InstData::VaArg { .. } => f
                .inst_result(i)
                .as_ref()
                .is_some_and(wide)
                .then_some("a `va_arg` of an integer wider than 64 bits"),
            InstData::Gep { indices, .. } => indices
                .iter()
                .any(wide)
                .then_some("a `getelementptr` index wider than 64 bits"),
            InstData::Alloca { count, .. } => count
                .as_ref()
                .is_some_and(wide)
                .then_some("an `alloca` count wider than 64 bits"),
            _ => None,
        };
        if let Some(what) = what {
            let loc = f.locs[i];
            return Err(format!(
                "{}:{}: the interpreter does not support {what}",
                loc.line, loc.col
            ));
        }
    }
    Ok(())
}

/// The function being compiled and the module's block tags (the values of
/// `blockaddress`, the cases of `indirectbr`).
struct BlockCx<'a> {
    fr: FuncRef,
    tags: &'a BlockTags,
}

struct FnCompiler<'a> {
    m: &'a Module,
    f: &'a Function,
    blocks: BlockCx<'a>,
    func_index: &'a dyn Fn(FuncRef) -> u32,
    code: Code,
    /// First slot of each value.
    slots: SecondaryMap<Value, u32>,
    block_pc: SecondaryMap<Block, u32>,
    /// Edges whose target pc is patched once all blocks are placed.
    pending_edges: Vec<(u32, Block)>,
}

impl<'a> FnCompiler<'a> {
    /// Assigns every value its slots and fills the frame template with the
    /// constants (`global_addr` and `func_addr` give addresses).
    fn new(
        m: &'a Module,
        f: &'a Function,
        syms: &Symbols<'a>,
        blocks: BlockCx<'a>,
    ) -> Result<Self, String> {
        let mut slots = SecondaryMap::with_capacity(f.values.len());
        let mut template = Vec::with_capacity(f.values.len());
        for (v, vd) in f.values.iter() {
            slots[v] = template.len() as u32;
            let n = leaf_count(&m.types, vd.ty);
            if n > MAX_LEAVES {
                return Err(format!(
                    "a value of type `{}` has {n} scalars; the interpreter holds at most {MAX_LEAVES} per value",
                    m.types.display(vd.ty)
                ));
            }
            if let ValueDef::Wide(_) = vd.def {
                template.extend_from_slice(f.wide_const(v).unwrap_or(&[]));
                template.resize(slots[v] as usize + n.max(1) as usize, 0);
                continue;
            }
            let first = match vd.def {
                ValueDef::Const(c) => c,
                ValueDef::Global(g) => syms.global_addr[g.index()] as u64,
                ValueDef::Func(fr) => (syms.func_addr)(fr) as u64,
                ValueDef::BlockAddr(fr, b) => blocks.tags.tag(fr, b).unwrap_or(0) as u64,
                _ => 0,
            };
            template.push(first);
            template.resize(template.len() + n.max(1) as usize - 1, 0);
        }
        refuse_wide(m, f)?;
        Ok(FnCompiler {
            m,
            f,
            blocks,
            func_index: syms.func_index,
            code: Code {
                template,
                ..Code::default()
            },
            slots,
            block_pc: SecondaryMap::new(),
            pending_edges: Vec::new(),
        })
    }

    fn types(&self) -> &'a TypeStore {
        &self.m.types
    }

    fn slot(&self, v: Value) -> u32 {
        self.slots[v]
    }

    /// Number of slots of value `v`.
    fn width(&self, v: Value) -> u32 {
        leaf_count(self.types(), self.f.value_type(v)) as u32
    }

    /// The slots of `v`'s leaves.
    fn leaf_slots(&self, v: Value) -> std::ops::Range<u32> {
        let first = self.slot(v);
        first..first + self.width(v)
    }

    fn bits(&self, v: Value) -> u8 {
        bits_of(self.types(), self.f.value_type(v))
    }

    fn compile(mut self) -> Code {
        self.code.params = self
            .f
            .args()
            .iter()
            .flat_map(|&v| self.leaf_slots(v))
            .collect();
        self.code.param_bits = self
            .f
            .args()
            .iter()
            .flat_map(|&v| leaves(self.types(), self.f.value_type(v)))
            .map(|l| l.bits)
            .collect();
        for &b in &self.f.layout {
            self.block_pc[b] = self.code.ops.len() as u32;
            for &i in &self.f.blocks[b].insts {
                let op = self.op(i);
                self.code.ops.push(op);
                self.code.locs.push(self.f.locs[i]);
            }
        }
        for (edge, b) in std::mem::take(&mut self.pending_edges) {
            self.code.edges[edge as usize].target_pc = self.block_pc[b];
        }
        self.code
    }

    fn result(&self, i: Inst) -> u32 {
        self.f.inst_result(i).map_or(NONE, |r| self.slot(r))
    }

    fn op(&mut self, i: Inst) -> Op {
        if let Some(w) = self.wide_op(i) {
            self.code.wides.push(w);
            return Op::Wide {
                site: self.code.wides.len() as u32 - 1,
            };
        }
        if let Some(op) = self.vector_op(i) {
            return op;
        }
        let dst = self.result(i);
        let rbits = self.f.inst_result(i).map_or(0, |r| self.bits(r));
        match &self.f.insts[i] {
            InstData::Binary { op, args, .. } => Op::Bin {
                op: *op,
                bits: rbits,
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::Icmp { cc, args } => Op::Icmp {
                cc: *cc,
                bits: self.bits(args[0]),
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::FBinary { op, args, .. } => Op::FBin {
                op: *op,
                kind: self.float_kind(args[0]),
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::FNeg { arg, .. } => Op::FNeg {
                kind: self.float_kind(*arg),
                dst,
                src: self.slot(*arg),
            },
            InstData::Fcmp { cc, args, .. } => Op::Fcmp {
                cc: *cc,
                kind: self.float_kind(args[0]),
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::Select { args } => Op::Select {
                dst,
                c: self.slot(args[0]),
                a: self.slot(args[1]),
                b: self.slot(args[2]),
                n: self.width(args[1]),
            },
            InstData::Cast { op, arg } => self.cast(*op, dst, *arg, rbits),
            InstData::Alloca { ty, count } => self.alloca(dst, *ty, *count),
            InstData::Load { ptr, .. } => self.load(dst, self.result_type(i), self.slot(*ptr)),
            InstData::Store { value, ptr, .. } => self.store(
                self.slot(*value),
                self.f.value_type(*value),
                self.slot(*ptr),
            ),
            InstData::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => self.gep(dst, *elem_ty, *base, indices),
            InstData::Call {
                callee,
                fn_ty,
                args,
            } => self.call(dst, rbits, *callee, *fn_ty, args),
            InstData::Jump { dest } => Op::Jump {
                edge: self.edge(dest),
            },
            InstData::Branch {
                cond,
                then_dest,
                else_dest,
            } => self.branch(*cond, then_dest, else_dest),
            InstData::Ret { value } => self.ret(*value),
            InstData::Unreachable => Op::Unreachable,
            InstData::Freeze { arg } => Op::Copy {
                dst,
                src: self.slot(*arg),
                n: self.width(*arg),
            },
            InstData::ExtractValue { agg, indices } => self.extract_value(i, dst, *agg, indices),
            InstData::InsertValue {
                agg,
                value,
                indices,
            } => self.insert_value(dst, *agg, *value, indices),
            InstData::Switch {
                cond,
                default,
                cases,
            } => self.switch(*cond, default, cases),
            InstData::IndirectBr { addr, dests } => self.indirect_br(*addr, dests),
            InstData::VaArg { ap } => self.va_arg(dst, self.slot(*ap), self.result_type(i)),
            InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. } => unreachable!("compiled by vector_op"),
        }
    }

    /// The type of the result of `i`, which has one (verified).
    fn result_type(&self, i: Inst) -> Ty {
        let r = self.f.inst_result(i);
        self.f
            .value_type(r.expect("verified: the instruction has a result"))
    }

    fn alloca(&self, dst: u32, ty: Ty, count: Option<Value>) -> Op {
        Op::Alloca {
            dst,
            size: size_of(self.types(), ty).min(u32::MAX as u64) as u32,
            align: align_of(self.types(), ty).min(1 << 16) as u32,
            count: count.map_or(NONE, |c| self.slot(c)),
            count_bits: count.map_or(0, |c| self.bits(c)),
        }
    }

    fn branch(&mut self, cond: Value, then_dest: &BlockCall, else_dest: &BlockCall) -> Op {
        Op::Branch {
            c: self.slot(cond),
            then_edge: self.edge(then_dest),
            else_edge: self.edge(else_dest),
        }
    }

    fn ret(&self, value: Option<Value>) -> Op {
        match value {
            Some(v) => Op::Ret {
                src: self.slot(v),
                n: self.width(v),
            },
            None => Op::Ret { src: NONE, n: 0 },
        }
    }

    /// A copy of the member of `agg` at `indices` (the result of `i`).
    fn extract_value(&self, i: Inst, dst: u32, agg: Value, indices: &[u32]) -> Op {
        let (at, _) = self.member_slots(self.f.value_type(agg), indices);
        let r = self.f.inst_result(i);
        Op::Copy {
            dst,
            src: self.slot(agg) + at,
            n: self.width(r.expect("verified: extractvalue has a result")),
        }
    }

    fn insert_value(&self, dst: u32, agg: Value, value: Value, indices: &[u32]) -> Op {
        let (at, m) = self.member_slots(self.f.value_type(agg), indices);
        Op::Insert {
            dst,
            agg: self.slot(agg),
            n: self.width(agg),
            at,
            value: self.slot(value),
            m,
        }
    }

    /// The wide operation instruction `i` is, if it computes on or with an
    /// integer wider than 64 bits (moves of such values are ordinary ops).
    fn wide_op(&self, i: Inst) -> Option<WideOp> {
        let types = self.types();
        let wide = |v: Value| wide_bits(types, self.f.value_type(v));
        let dst = self.result(i);
        let result = self.f.inst_result(i);
        Some(match &self.f.insts[i] {
            InstData::Binary { op, args, .. } => WideOp::Bin {
                op: *op,
                bits: wide(args[0])?,
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::Icmp { cc, args } => WideOp::Icmp {
                cc: *cc,
                bits: wide(args[0])?,
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
            },
            InstData::Cast { op, arg } => {
                let r = result?;
                if wide(*arg).is_none() && wide(r).is_none() {
                    return None;
                }
                let width = |v: Value| types.int_bits(self.f.value_type(v)).unwrap_or(32);
                WideOp::Resize {
                    dst,
                    src: self.slot(*arg),
                    from: width(*arg),
                    to: width(r),
                    signed: *op == CastOp::Sext,
                }
            }
            InstData::Load { ptr, .. } => WideOp::Load {
                dst,
                ptr: self.slot(*ptr),
                bits: wide(result?)?,
            },
            InstData::Store { value, ptr, .. } => WideOp::Store {
                src: self.slot(*value),
                ptr: self.slot(*ptr),
                bits: wide(*value)?,
            },
            InstData::Call {
                callee: Callee::Direct(fr),
                args,
                ..
            } => {
                let fd = &self.m.funcs[*fr];
                let kind = crate::intrinsics::lookup(&fd.name)
                    .filter(|_| fd.body.is_none())?
                    .kind;
                let bits = wide(*args.first()?)?;
                let rbits =
                    result.map_or(0, |r| types.int_bits(self.f.value_type(r)).unwrap_or(bits));
                WideOp::Intrinsic {
                    kind,
                    bits,
                    rbits,
                    dst,
                    // The wide operands (not `abs`'s or `ctlz`'s flag).
                    args: args
                        .iter()
                        .filter(|&&a| wide(a).is_some())
                        .map(|&a| self.slot(a))
                        .collect(),
                }
            }
            _ => return None,
        })
    }

    /// The first slot (relative to the aggregate's) and the number of slots
    /// of the member of an aggregate of type `t` that `indices` select.
    fn member_slots(&self, mut t: Ty, indices: &[u32]) -> (u32, u32) {
        let types = self.types();
        let mut at = 0u64;
        for &k in indices {
            if let Some((fields, _)) = types.struct_fields(t) {
                let k = (k as usize).min(fields.len().saturating_sub(1));
                at += fields[..k]
                    .iter()
                    .map(|&f| leaf_count(types, f))
                    .sum::<u64>();
                t = fields[k];
            } else if let TyData::Array(_, e) = types.kind(t) {
                at += k as u64 * leaf_count(types, *e);
                t = *e;
            }
        }
        (at as u32, leaf_count(types, t) as u32)
    }

    fn switch(&mut self, cond: Value, default: &BlockCall, cases: &[(u64, BlockCall)]) -> Op {
        let default = self.edge(default);
        let mut sorted: Vec<(u64, u32)> = cases.iter().map(|(v, bc)| (*v, self.edge(bc))).collect();
        sorted.sort_by_key(|&(v, _)| v);
        self.code.switches.push(SwitchInfo {
            cases: sorted,
            default,
        });
        Op::Switch {
            cond: self.slot(cond),
            table: self.code.switches.len() as u32 - 1,
        }
    }

    /// `indirectbr` as a table from the destinations' tags to their edges
    /// (a destination whose address is never taken cannot be reached; a
    /// block listed twice keeps its first edge).
    fn indirect_br(&mut self, addr: Value, dests: &[BlockCall]) -> Op {
        let mut cases: Vec<(u64, u32)> = Vec::with_capacity(dests.len());
        for bc in dests {
            if let Some(tag) = self.blocks.tags.tag(self.blocks.fr, bc.block)
                && !cases.iter().any(|&(t, _)| t == u64::from(tag))
            {
                cases.push((u64::from(tag), self.edge(bc)));
            }
        }
        cases.sort_by_key(|&(t, _)| t);
        self.code.switches.push(SwitchInfo { cases, default: 0 });
        Op::IndirectBr {
            addr: self.slot(addr),
            table: self.code.switches.len() as u32 - 1,
        }
    }

    fn va_arg(&mut self, dst: u32, ap: u32, ty: Ty) -> Op {
        let types = self.types();
        let sa = size_align(types, ty);
        let bits = bits_of(types, ty);
        let leaves = if bits != 0 && sa.size < 4 {
            vec![Leaf {
                offset: 0,
                size: 4,
                bits,
            }]
        } else {
            leaves(types, ty)
        };
        self.code.vaargs.push(VaArgInfo {
            align8: sa.align >= 8,
            advance: align_to(sa.size, 4) as u32,
            leaves,
        });
        Op::VaArg {
            dst,
            ap,
            info: self.code.vaargs.len() as u32 - 1,
        }
    }

    /// A load of a value of type `ty` into `dst`.
    fn load(&mut self, dst: u32, ty: Ty, ptr: u32) -> Op {
        let bits = bits_of(self.types(), ty);
        if bits != 0 {
            return Op::Load {
                dst,
                ptr,
                size: bits.div_ceil(8),
                bits,
            };
        }
        self.code.shapes.push(leaves(self.types(), ty));
        Op::LoadAgg {
            dst,
            ptr,
            shape: self.code.shapes.len() as u32 - 1,
        }
    }

    /// A store of the value of type `ty` in `src`.
    fn store(&mut self, src: u32, ty: Ty, ptr: u32) -> Op {
        let bits = bits_of(self.types(), ty);
        if bits != 0 {
            return Op::Store {
                src,
                ptr,
                size: bits.div_ceil(8),
            };
        }
        self.code.shapes.push(leaves(self.types(), ty));
        Op::StoreAgg {
            src,
            ptr,
            shape: self.code.shapes.len() as u32 - 1,
        }
    }

    /// The format of the floating-point value `v` (verified to be one).
    fn float_kind(&self, v: Value) -> FloatKind {
        self.types()
            .float_kind(self.f.value_type(v))
            .unwrap_or(FloatKind::F64)
    }

    fn cast(&self, op: CastOp, dst: u32, arg: Value, to: u8) -> Op {
        let src = self.slot(arg);
        let from = self.bits(arg);
        if op.is_float() {
            return Op::FCast {
                op,
                dst,
                src,
                from,
                to,
            };
        }
        match op {
            CastOp::Bitcast | CastOp::Zext => Op::Copy { dst, src, n: 1 },
            CastOp::Sext => Op::Sext { dst, src, from, to },
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr => {
                if to >= from {
                    Op::Copy { dst, src, n: 1 }
                } else {
                    Op::Mask { dst, src, bits: to }
                }
            }
            CastOp::FpToSi
            | CastOp::FpToUi
            | CastOp::SiToFp
            | CastOp::UiToFp
            | CastOp::FpExt
            | CastOp::FpTrunc => Op::FCast {
                op,
                dst,
                src,
                from,
                to,
            },
        }
    }

    fn gep(&mut self, dst: u32, elem_ty: Ty, base: Value, indices: &[Value]) -> Op {
        let idx: Vec<GepIndex> = indices
            .iter()
            .map(|&v| match self.f.const_value(v) {
                Some(c) => GepIndex::Const(sext(c, self.bits(v) as u32)),
                None => GepIndex::Dynamic,
            })
            .collect();
        let steps = gep_steps(self.types(), elem_ty, &idx).expect("verified: GEP is well formed");
        let mut info = GepInfo {
            offset: 0,
            terms: Vec::new(),
        };
        for st in steps {
            match st {
                GepStep::Offset(o) => info.offset = info.offset.wrapping_add(o),
                GepStep::Scaled { index, stride } => {
                    let v = indices[index];
                    info.terms.push((self.slot(v), self.bits(v), stride));
                }
            }
        }
        self.code.geps.push(info);
        Op::Gep {
            dst,
            base: self.slot(base),
            gep: self.code.geps.len() as u32 - 1,
        }
    }

    fn call(&mut self, dst: u32, ret_bits: u8, callee: Callee, fn_ty: Ty, args: &[Value]) -> Op {
        let types = self.types();
        let target = match callee {
            Callee::Direct(fr) => Target::Direct((self.func_index)(fr)),
            Callee::Indirect(v) => Target::Indirect(self.slot(v)),
        };
        let intrinsic = match callee {
            Callee::Direct(fr) if self.m.funcs[fr].body.is_none() => {
                crate::intrinsics::lookup(&self.m.funcs[fr].name).map(|i| i.kind)
            }
            _ => None,
        };
        let slots: Vec<u32> = args.iter().flat_map(|&a| self.leaf_slots(a)).collect();
        let arg_bits = args
            .iter()
            .flat_map(|&a| {
                leaves(types, self.f.value_type(a))
                    .into_iter()
                    .map(|l| l.bits)
            })
            .collect();
        let va = match types.kind(fn_ty) {
            TyData::Func {
                params,
                varargs: true,
                ..
            } => {
                let tys: Vec<Ty> = args.iter().map(|&a| self.f.value_type(a)).collect();
                Some(va_layout(types, &tys, &slots, params.len()))
            }
            _ => None,
        };
        self.code.calls.push(CallSite {
            target,
            fn_ty,
            args: slots,
            arg_bits,
            dst,
            ret_bits,
            intrinsic,
            arg0_const: args
                .first()
                .is_some_and(|&a| self.f.value_def(a).is_constant()),
            va,
        });
        let site = self.code.calls.len() as u32 - 1;
        if intrinsic.is_some() {
            Op::Intrinsic { site }
        } else {
            Op::Call { site }
        }
    }

    fn edge(&mut self, bc: &BlockCall) -> u32 {
        let params = &self.f.blocks[bc.block].params;
        let copies: Vec<(u32, u32)> = bc
            .args
            .iter()
            .zip(params)
            .flat_map(|(&a, &p)| self.leaf_slots(a).zip(self.leaf_slots(p)))
            .filter(|(a, p)| a != p)
            .collect();
        let overlapping = copies
            .iter()
            .any(|(_, d)| copies.iter().any(|(s, _)| s == d));
        self.code.edges.push(Edge {
            target_pc: 0,
            copies,
            overlapping,
        });
        let e = self.code.edges.len() as u32 - 1;
        self.pending_edges.push((e, bc.block));
        e
    }
}
