//! From IR to e-graph: pure values become nodes, everything else stays in
//! the side-effect skeleton.
//!
//! Blocks are visited in reverse postorder (so an operand's class exists
//! before its use). A pure instruction — arithmetic that cannot trap,
//! `icmp`, `select`, casts, `getelementptr`, and divisions by a constant
//! that is neither 0 nor -1 — becomes a node whose children are its
//! operands' classes. Loads, stores, calls, `alloca`, other divisions and
//! terminators stay where they are, in program order: they are the skeleton.
//! Their results, block parameters (function arguments included) and `undef`
//! become opaque leaves, which is what breaks the cycles of loops. Constants
//! and the addresses of globals and functions are leaf nodes the rules can
//! see.
//!
//! `getelementptr` is translated to byte arithmetic in 32 bits —
//! `ptradd(base, Σ trunc/sext(index)·stride + C)` — because pointers are 32
//! bits wide: an i64 index only contributes its low word, which is where
//! narrowing starts.

use super::analysis::{EAnalysis, EG, Facts, GepShape};
use super::lang::{Node, Op, is_int};
use cranelift_entity::SecondaryMap;
use egg::Id;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::{GepIndex, GepStep, gep_steps};
use egret_llvmlite::{
    BinOp, Block, CastOp, Function, Inst, InstData, SrcLoc, Ty, TyData, TypeStore, Value, ValueDef,
    sext, zext,
};
use rustc_hash::FxHashMap as HashMap;

/// A function translated to an e-graph plus skeleton.
pub struct Built {
    /// The e-graph of pure values.
    pub eg: EG,
    /// The class of every value used or defined in the function.
    pub class_of: SecondaryMap<Value, Option<Id>>,
    /// The IR value of each leaf.
    pub leaves: Vec<Value>,
    /// The skeleton instructions of each block, in order.
    pub skeleton: SecondaryMap<Block, Vec<Inst>>,
    /// Each pure instruction's class (at build time; canonicalise with
    /// `find`), source location and block.
    pub origins: Vec<(Id, SrcLoc, Block)>,
    /// How many pure instructions went into the e-graph.
    pub pure_insts: usize,
}

/// The canonical form of a value type: integer types by width (a named
/// integer type becomes its plain form), pointer types unchanged.
pub fn canon(types: &TypeStore, ty: Ty) -> Ty {
    types.int_bits(ty).and_then(Ty::int).unwrap_or(ty)
}

/// Whether `data` becomes a node of the e-graph.
pub fn is_pure_for_egraph(f: &Function, types: &TypeStore, data: &InstData) -> bool {
    match data {
        InstData::Binary { op, args, .. } if op.can_trap() => safe_divisor(f, types, *op, *args),
        InstData::Binary { .. }
        | InstData::Icmp { .. }
        | InstData::Select { .. }
        | InstData::Cast { .. } => true,
        InstData::Gep { .. } => true,
        _ => false,
    }
}

/// Whether dividing by `d` with `op` can never trap: a constant that is not
/// 0 and, for signed division, not -1 unless the dividend is a constant
/// other than the smallest value.
pub fn safe_divisor(f: &Function, types: &TypeStore, op: BinOp, args: [Value; 2]) -> bool {
    let bits = types.int_bits(f.value_type(args[1])).unwrap_or(64);
    division_is_safe(op, bits, f.const_value(args[0]), f.const_value(args[1]))
}

/// Whether `op` (a division or remainder at `bits`) can never trap with
/// these operands, when known: the divisor is not 0, and a signed divisor
/// of -1 divides a known dividend other than the smallest value.
pub fn division_is_safe(op: BinOp, bits: u32, dividend: Option<u64>, divisor: Option<u64>) -> bool {
    let Some(d) = divisor else {
        return false;
    };
    let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
    let min = 1u64 << (bits - 1);
    d != 0 && !(signed && sext(d, bits) == -1 && dividend.is_none_or(|n| zext(n, bits) == min))
}

struct Builder<'a> {
    f: &'a Function,
    types: &'a TypeStore,
    eg: EG,
    class_of: SecondaryMap<Value, Option<Id>>,
    leaves: Vec<Value>,
    /// The start and total step of each `x + k` built so far (with the
    /// type, so a chain never crosses widths): see
    /// `fold_constant_steps`.
    steps: HashMap<Id, (Id, u64, Ty)>,
    origins: Vec<(Id, SrcLoc, Block)>,
}

/// Builds the e-graph and skeleton of `f`. `leaf_facts` gives known facts
/// about block parameters (by value).
pub fn build(
    f: &Function,
    types: &TypeStore,
    dt: &DomTree,
    param_facts: &HashMap<Value, Facts>,
) -> Built {
    let mut b = Builder {
        f,
        types,
        eg: EG::new(EAnalysis::default()),
        class_of: SecondaryMap::new(),
        leaves: Vec::new(),
        steps: HashMap::default(),
        origins: Vec::new(),
    };
    let mut skeleton: SecondaryMap<Block, Vec<Inst>> = SecondaryMap::new();
    let mut pure_insts = 0;
    for &block in dt.rpo() {
        for &p in &f.blocks[block].params {
            if let Some(facts) = param_facts.get(&p) {
                let k = b.leaves.len() as u32;
                b.eg.analysis.leaf_facts.insert(k, facts.clone());
            }
            b.leaf(p);
        }
        for &i in &f.blocks[block].insts {
            let data = &f.insts[i];
            if is_pure_for_egraph(f, types, data) || b.divides_by_safe_constant(data) {
                let r = f.inst_result(i).expect("pure instructions have results");
                let id = b.pure(data, r);
                b.class_of[r] = Some(id);
                b.origins.push((id, f.locs[i], block));
                pure_insts += 1;
            } else {
                data.for_each_arg(|v| {
                    b.class(v);
                });
                if let Some(r) = f.inst_result(i) {
                    b.leaf(r);
                }
                skeleton[block].push(i);
            }
        }
    }
    b.eg.rebuild();
    Built {
        eg: b.eg,
        class_of: b.class_of,
        leaves: b.leaves,
        skeleton,
        origins: b.origins,
        pure_insts,
    }
}

impl Builder<'_> {
    /// A division whose divisor is not an IR constant but whose class
    /// already is one (`sdiv x, (sext 7)`): it cannot trap either.
    fn divides_by_safe_constant(&mut self, data: &InstData) -> bool {
        let InstData::Binary { op, args, .. } = data else {
            return false;
        };
        if !op.can_trap() {
            return false;
        }
        let n = self.class(args[0]);
        let d = self.class(args[1]);
        let bits = super::lang::width(self.eg[d].data.ty);
        let (n, d) = (self.eg[n].data.konst, self.eg[d].data.konst);
        division_is_safe(*op, bits, n, d)
    }

    fn ty(&self, v: Value) -> Ty {
        canon(self.types, self.f.value_type(v))
    }

    fn add(&mut self, op: Op, ty: Ty, children: &[Id]) -> Id {
        self.eg.add(Node::new(op, ty, children))
    }

    /// A new opaque leaf for `v`.
    fn leaf(&mut self, v: Value) -> Id {
        let k = self.leaves.len() as u32;
        self.leaves.push(v);
        let ty = self.ty(v);
        let id = self.add(Op::Leaf(k), ty, &[]);
        self.class_of[v] = Some(id);
        id
    }

    /// The class of an operand (creating constants' classes on demand).
    fn class(&mut self, v: Value) -> Id {
        if let Some(id) = self.class_of[v] {
            return id;
        }
        let ty = self.ty(v);
        let id = match self.f.value_def(v) {
            ValueDef::Const(c) if is_int(ty) => self.eg.add(Node::konst(ty, c)),
            ValueDef::Null => self.add(Op::Null, ty, &[]),
            ValueDef::Global(g) => self.add(Op::Global(g), ty, &[]),
            ValueDef::Func(fr) => self.add(Op::Func(fr), ty, &[]),
            _ => return self.leaf(v),
        };
        self.class_of[v] = Some(id);
        id
    }

    fn pure(&mut self, data: &InstData, result: Value) -> Id {
        let ty = self.ty(result);
        match data {
            InstData::Binary { op, args, .. } => {
                let (a, b) = (self.class(args[0]), self.class(args[1]));
                let plain = self.add(Op::Bin(*op), ty, &[a, b]);
                if *op == BinOp::Add {
                    self.fold_constant_steps(plain, ty, a, b);
                }
                plain
            }
            InstData::Icmp { cc, args } => {
                let (a, b) = (self.class(args[0]), self.class(args[1]));
                let oty = self.ty(args[0]);
                self.add(Op::Icmp(*cc), oty, &[a, b])
            }
            InstData::Select { args } => {
                let ids = args.map(|a| self.class(a));
                self.add(Op::Select, ty, &ids)
            }
            InstData::Cast { op, arg } => {
                let a = self.class(*arg);
                self.add(Op::Cast(*op), ty, &[a])
            }
            InstData::Gep {
                elem_ty,
                base,
                indices,
                ..
            } => self.gep(ty, *elem_ty, *base, indices),
            _ => unreachable!("only pure instructions reach the e-graph"),
        }
    }

    /// Merges a chain of constant steps as it is built: when `plain` is
    /// `a + k2` and `a` is `x + k1` (itself merged, `steps`),
    /// `plain` is also `x + (k1 + k2)` (wrapping, so exact at any width).
    /// Blocks are built in reverse postorder, so a chain of any length (a
    /// counter bumped by every inlined copy of a checking helper) ends one
    /// step from its start, which the rules' iteration limit on large
    /// functions would not reach. Both forms stay in the class: extraction
    /// picks the cheaper.
    fn fold_constant_steps(&mut self, plain: Id, ty: Ty, a: Id, b: Id) {
        let Some(k2) = self.eg[b].data.konst else {
            return;
        };
        let root = match self.steps.get(&a) {
            Some(&(x, k1, t)) if t == ty => (x, k1.wrapping_add(k2), ty),
            _ => (a, k2, ty),
        };
        self.steps.entry(plain).or_insert(root);
        if root.0 != a {
            let k = self.eg.add(Node::konst(ty, root.1));
            let folded = self.add(Op::Bin(BinOp::Add), ty, &[root.0, k]);
            self.eg.union(plain, folded);
        }
    }

    /// Notes the types `getelementptr elem_ty, ..., indices` steps over
    /// (its element type, and the element types of the arrays it indexes)
    /// as [`super::analysis::EAnalysis::stride_types`].
    fn note_stride_types(&mut self, elem_ty: Ty, indices: &[Value]) {
        let mut t = elem_ty;
        let note = |b: &mut Self, t: Ty| {
            let size = egret_llvmlite::layout::size_of(b.types, t);
            if size > 0 && !matches!(size, 1 | 2 | 4 | 8) {
                b.eg.analysis.stride_types.entry(size).or_insert(t);
            }
        };
        note(self, t);
        for &i in indices.iter().skip(1) {
            match self.types.kind(t) {
                TyData::Struct(fields) | TyData::PackedStruct(fields) => {
                    let k = self.f.const_value(i).unwrap_or(0) as usize;
                    match fields.get(k) {
                        Some(&field) => t = field,
                        None => return,
                    }
                }
                TyData::Array(_, e) => {
                    t = *e;
                    note(self, t);
                }
                _ => return,
            }
        }
    }

    /// `ptradd(base, offset)` for a `getelementptr`.
    fn gep(&mut self, ty: Ty, elem_ty: Ty, base: Value, indices: &[Value]) -> Id {
        self.note_stride_types(elem_ty, indices);
        let b = self.class(base);
        let kinds: Vec<GepIndex> = indices
            .iter()
            .map(|&i| match self.f.const_value(i) {
                Some(c) => {
                    let bits = self.types.int_bits(self.f.value_type(i)).unwrap_or(64);
                    GepIndex::Const(sext(c, bits))
                }
                None => GepIndex::Dynamic,
            })
            .collect();
        let steps = gep_steps(self.types, elem_ty, &kinds).expect("verified GEPs have valid steps");
        let mut constant: u64 = 0;
        let mut offset: Option<Id> = None;
        let mut strides = Vec::new();
        for step in steps {
            match step {
                GepStep::Offset(o) => constant = constant.wrapping_add(o as u64),
                GepStep::Scaled { index, stride } => {
                    strides.push(stride);
                    let idx = self.index_word(indices[index]);
                    let s = self.eg.add(Node::konst(Ty::I32, stride));
                    let term = self.add(Op::Bin(BinOp::Mul), Ty::I32, &[idx, s]);
                    offset = Some(match offset {
                        None => term,
                        Some(acc) => self.add(Op::Bin(BinOp::Add), Ty::I32, &[acc, term]),
                    });
                }
            }
        }
        let k = self.eg.add(Node::konst(Ty::I32, constant));
        let off = match offset {
            None => k,
            Some(acc) => self.add(Op::Bin(BinOp::Add), Ty::I32, &[acc, k]),
        };
        let ptradd = self.add(Op::PtrAdd, ty, &[b, off]);
        // The original shape, as an alternative (at most two variable
        // indices fit a node).
        let dynamic: Vec<Value> = indices
            .iter()
            .copied()
            .filter(|&i| self.f.const_value(i).is_none())
            .collect();
        if dynamic.len() <= 2 {
            let shape = GepShape {
                elem_ty,
                indices: indices
                    .iter()
                    .map(|&i| self.f.const_value(i).map(|c| (self.f.value_type(i), c)))
                    .collect(),
                strides,
                constant: constant as i64,
            };
            let k = self.eg.analysis.gep_shapes.len() as u32;
            self.eg.analysis.gep_shapes.push(shape);
            let mut children = vec![b];
            children.extend(dynamic.iter().map(|&d| self.class(d)));
            let g = self.add(Op::Gep(k), ty, &children);
            self.eg.union(ptradd, g);
        }
        ptradd
    }

    /// A GEP index as the i32 it contributes: the low word of an i64, a
    /// sign extension of a narrower integer.
    fn index_word(&mut self, v: Value) -> Id {
        let c = self.class(v);
        let ty = self.ty(v);
        match ty {
            Ty::I32 => c,
            Ty::I64 => self.add(Op::Cast(CastOp::Trunc), Ty::I32, &[c]),
            _ => self.add(Op::Cast(CastOp::Sext), Ty::I32, &[c]),
        }
    }
}
