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
use crate::ir::*;
use crate::layout::{GepIndex, GepStep, align_of, gep_steps, size_of};
use crate::types::{Ty, TyData, TypeStore};
use cranelift_entity::{EntityRef, SecondaryMap};

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
    /// `dst = c ? a : b`.
    Select { dst: u32, c: u32, a: u32, b: u32 },
    /// `dst = src` (bitcast, zext; values are kept zero-extended).
    Copy { dst: u32, src: u32 },
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
    /// `dst = base + gep.offset + Σ sext(index) * stride`.
    Gep { dst: u32, base: u32, gep: u32 },
    /// A call; see [`CallSite`].
    Call { site: u32 },
    /// Go to the edge's target.
    Jump { edge: u32 },
    /// Go to `then_edge` if `c` is true, else `else_edge`.
    Branch {
        c: u32,
        then_edge: u32,
        else_edge: u32,
    },
    /// Return `src` (or nothing).
    Ret { src: u32 },
    /// `unreachable`.
    Unreachable,
    /// An instruction the interpreter does not run yet (traps, naming it).
    NotImplemented { what: &'static str },
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

/// A precomputed call.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub target: Target,
    /// The function type called through (checked against the callee for
    /// indirect calls).
    pub fn_ty: Ty,
    pub args: Vec<u32>,
    /// Width of each argument (for natives and varargs formatting).
    pub arg_bits: Vec<u8>,
    pub dst: u32,
    /// Width of the result (0 for void).
    pub ret_bits: u8,
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
    Code(Code),
    /// A runtime function implemented by the interpreter.
    Native(Native),
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
    pub params: Vec<u32>,
    pub geps: Vec<GepInfo>,
    pub calls: Vec<CallSite>,
    pub edges: Vec<Edge>,
}

/// A compiled function.
#[derive(Clone, Debug)]
pub struct CFunc {
    pub name: String,
    pub fn_ty: Ty,
    pub param_bits: Vec<u8>,
    pub ret_bits: u8,
    pub body: Body,
}

/// Width of a simple type in bits (pointers: 32).
pub fn bits_of(types: &TypeStore, t: Ty) -> u8 {
    match types.kind(t) {
        TyData::Int(b) => *b as u8,
        TyData::Ptr(_) => 32,
        _ => 0,
    }
}

/// Compiles every function. `global_addr` and `func_addr` give the addresses
/// constants refer to.
pub fn compile_module(
    m: &Module,
    global_addr: &[u32],
    func_addr: impl Fn(FuncRef) -> u32,
) -> Vec<CFunc> {
    m.funcs
        .values()
        .map(|fd| {
            let body = match &fd.body {
                Some(f) => Body::Code(FnCompiler::new(m, f, global_addr, &func_addr).compile()),
                None => match Native::from_name(&fd.name) {
                    Some(n) => Body::Native(n),
                    None => Body::Undefined,
                },
            };
            CFunc {
                name: fd.name.clone(),
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
                body,
            }
        })
        .collect()
}

struct FnCompiler<'a, F> {
    m: &'a Module,
    f: &'a Function,
    global_addr: &'a [u32],
    func_addr: &'a F,
    code: Code,
    block_pc: SecondaryMap<Block, u32>,
    /// Edges whose target pc is patched once all blocks are placed.
    pending_edges: Vec<(u32, Block)>,
}

impl<'a, F: Fn(FuncRef) -> u32> FnCompiler<'a, F> {
    fn new(m: &'a Module, f: &'a Function, global_addr: &'a [u32], func_addr: &'a F) -> Self {
        FnCompiler {
            m,
            f,
            global_addr,
            func_addr,
            code: Code::default(),
            block_pc: SecondaryMap::new(),
            pending_edges: Vec::new(),
        }
    }

    fn types(&self) -> &'a TypeStore {
        &self.m.types
    }

    fn slot(v: Value) -> u32 {
        v.index() as u32
    }

    fn bits(&self, v: Value) -> u8 {
        bits_of(self.types(), self.f.value_type(v))
    }

    fn compile(mut self) -> Code {
        self.code.template = self
            .f
            .values
            .values()
            .map(|vd| match vd.def {
                ValueDef::Const(c) => c,
                ValueDef::Global(g) => self.global_addr[g.index()] as u64,
                ValueDef::Func(fr) => (self.func_addr)(fr) as u64,
                _ => 0,
            })
            .collect();
        self.code.params = self.f.args().iter().map(|&v| Self::slot(v)).collect();
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
        self.f.inst_result(i).map_or(NONE, Self::slot)
    }

    fn op(&mut self, i: Inst) -> Op {
        let dst = self.result(i);
        let rbits = self.f.inst_result(i).map_or(0, |r| self.bits(r));
        let s = Self::slot;
        match &self.f.insts[i] {
            InstData::Binary { op, args, .. } => Op::Bin {
                op: *op,
                bits: rbits,
                dst,
                a: s(args[0]),
                b: s(args[1]),
            },
            InstData::Icmp { cc, args } => Op::Icmp {
                cc: *cc,
                bits: self.bits(args[0]),
                dst,
                a: s(args[0]),
                b: s(args[1]),
            },
            InstData::Select { args } => Op::Select {
                dst,
                c: s(args[0]),
                a: s(args[1]),
                b: s(args[2]),
            },
            InstData::Cast { op, arg } => self.cast(*op, dst, *arg, rbits),
            InstData::Alloca { ty, count } => Op::Alloca {
                dst,
                size: size_of(self.types(), *ty).min(u32::MAX as u64) as u32,
                align: align_of(self.types(), *ty).min(1 << 16) as u32,
                count: count.map_or(NONE, s),
                count_bits: count.map_or(0, |c| self.bits(c)),
            },
            InstData::Load { ptr } => {
                let ty = self
                    .f
                    .value_type(self.f.inst_result(i).expect("verified: load has a result"));
                Op::Load {
                    dst,
                    ptr: s(*ptr),
                    size: size_of(self.types(), ty) as u8,
                    bits: rbits,
                }
            }
            InstData::Store { value, ptr } => {
                let size = size_of(self.types(), self.f.value_type(*value)) as u8;
                Op::Store {
                    src: s(*value),
                    ptr: s(*ptr),
                    size,
                }
            }
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
            } => Op::Branch {
                c: s(*cond),
                then_edge: self.edge(then_dest),
                else_edge: self.edge(else_dest),
            },
            InstData::Ret { value } => Op::Ret {
                src: value.map_or(NONE, s),
            },
            InstData::Unreachable => Op::Unreachable,
            d @ (InstData::Freeze { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::Switch { .. }
            | InstData::VaArg { .. }) => Op::NotImplemented {
                what: crate::verify::opcode_name(d),
            },
        }
    }

    fn cast(&self, op: CastOp, dst: u32, arg: Value, to: u8) -> Op {
        let src = Self::slot(arg);
        let from = self.bits(arg);
        match op {
            CastOp::Bitcast | CastOp::Zext => Op::Copy { dst, src },
            CastOp::Sext => Op::Sext { dst, src, from, to },
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr => {
                if to >= from {
                    Op::Copy { dst, src }
                } else {
                    Op::Mask { dst, src, bits: to }
                }
            }
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
                    info.terms.push((Self::slot(v), self.bits(v), stride));
                }
            }
        }
        self.code.geps.push(info);
        Op::Gep {
            dst,
            base: Self::slot(base),
            gep: self.code.geps.len() as u32 - 1,
        }
    }

    fn call(&mut self, dst: u32, ret_bits: u8, callee: Callee, fn_ty: Ty, args: &[Value]) -> Op {
        let target = match callee {
            Callee::Direct(fr) => Target::Direct(fr.index() as u32),
            Callee::Indirect(v) => Target::Indirect(Self::slot(v)),
        };
        self.code.calls.push(CallSite {
            target,
            fn_ty,
            args: args.iter().map(|&a| Self::slot(a)).collect(),
            arg_bits: args.iter().map(|&a| self.bits(a)).collect(),
            dst,
            ret_bits,
        });
        Op::Call {
            site: self.code.calls.len() as u32 - 1,
        }
    }

    fn edge(&mut self, bc: &BlockCall) -> u32 {
        let params = &self.f.blocks[bc.block].params;
        let copies: Vec<(u32, u32)> = bc
            .args
            .iter()
            .zip(params)
            .map(|(&a, &p)| (Self::slot(a), Self::slot(p)))
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
