//! The e-graph language: the pure operations of the IR, each carrying its
//! type.
//!
//! A node is an operation ([`Op`]), a type and up to three children. The
//! type is part of the node — constant folding must wrap at the operation's
//! width, and rules are written per width — so `add:i32` and `add:i64` are
//! different operators, and a pattern such as `(add:i64 ?a ?b)` only ever
//! looks at 64-bit additions. For `icmp` the type is the *operand* type (the
//! result is always `i1`); for casts it is the result type.
//!
//! Leaves are constants, addresses of globals and functions, `null`, and
//! [`Op::Leaf`]: an opaque value the e-graph may not look into — a block
//! parameter (which breaks the cycles of loops), a function argument, or
//! the result of an instruction of the side-effect skeleton (load, call,
//! alloca, trapping division), or `undef`.
//!
//! The language is implemented by hand rather than with `define_language!`
//! so that its discriminant includes the operator and the type: egg indexes
//! e-classes by discriminant, and a finer one means a pattern searches only
//! the classes that can match.
//!
//! Text form (used by rule patterns and dumps): `add:i64`, `slt:i32`,
//! `select:i8`, `zext:i64`, `ptradd:p7`, `-1:i32` (a constant), `x3:i64`
//! (leaf 3), `g2:p9` / `f1:p4` (global / function 2 / 1), `null:p9`.
//! Pointer types print as `p` and their index in the module's type store.

use cranelift_entity::EntityRef;
use egg::{FromOp, Id, Language};
use egret_llvmlite::{BinOp, CastOp, FuncRef, GlobalRef, IntCC, Ty, sext, zext};
use std::fmt;

/// The operation of a node.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    /// An integer constant, its bits zero-extended from the type's width.
    Const(u64),
    /// An opaque value (index into the pass's leaf table).
    Leaf(u32),
    /// The address of a global.
    Global(GlobalRef),
    /// The address of a function.
    Func(FuncRef),
    /// The null pointer.
    Null,
    /// A binary operation that cannot trap (division only by a constant
    /// that is neither 0 nor, for signed division, -1).
    Bin(BinOp),
    /// A comparison; the node's type is the operands' type.
    Icmp(IntCC),
    /// `select c, a, b`.
    Select,
    /// A conversion to the node's type.
    Cast(CastOp),
    /// `base + offset` in bytes: the canonical address computation every
    /// `getelementptr` is translated to (the offset is an `i32`).
    PtrAdd,
    /// A `getelementptr` in its original shape (the analysis's
    /// `gep_shapes[k]`: element type and constant indices); the children
    /// are the base and the variable indices. Kept next to the `ptradd`
    /// form, so extraction can choose the one instruction a front end wrote
    /// when the rewritten form is no better.
    Gep(u32),
}

/// A node: operation, type, children.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node {
    /// The operation.
    pub op: Op,
    /// The result type (operand type for [`Op::Icmp`]).
    pub ty: Ty,
    args: [Id; 3],
    arity: u8,
}

impl Node {
    /// A node with the given children (at most three).
    pub fn new(op: Op, ty: Ty, children: &[Id]) -> Node {
        debug_assert!(children.len() <= 3);
        let mut args = [Id::from(0usize); 3];
        args[..children.len()].copy_from_slice(children);
        Node {
            op,
            ty,
            args,
            arity: children.len() as u8,
        }
    }

    /// A constant of type `ty` (masked to its width).
    pub fn konst(ty: Ty, bits: u64) -> Node {
        Node::new(Op::Const(zext(bits, width(ty))), ty, &[])
    }

    /// The type of the value the node computes.
    pub fn result_ty(&self) -> Ty {
        match self.op {
            Op::Icmp(_) => Ty::I1,
            _ => self.ty,
        }
    }
}

/// Whether a (canonical) type is an integer type.
pub fn is_int(ty: Ty) -> bool {
    matches!(ty, Ty::I1 | Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64)
}

/// The width in bits of a value of type `ty` (pointers are 32-bit).
pub fn width(ty: Ty) -> u32 {
    match ty {
        Ty::I1 => 1,
        Ty::I8 => 8,
        Ty::I16 => 16,
        Ty::I64 => 64,
        _ => 32,
    }
}

/// The text form of a type.
pub fn ty_name(ty: Ty) -> String {
    if is_int(ty) {
        format!("i{}", width(ty))
    } else {
        format!("p{}", ty.index())
    }
}

fn parse_ty(s: &str) -> Option<Ty> {
    if let Some(bits) = s.strip_prefix('i') {
        return Ty::int(bits.parse().ok()?);
    }
    let n: usize = s.strip_prefix('p')?.parse().ok()?;
    Some(Ty::new(n))
}

/// The operator kind and sub-operator of a discriminant (its type left out).
fn op_kind(op: Op) -> (u8, u8) {
    match op {
        Op::Const(_) => (0, 0),
        Op::Leaf(_) => (1, 0),
        Op::Global(_) => (2, 0),
        Op::Func(_) => (3, 0),
        Op::Null => (4, 0),
        Op::Bin(op) => (5, op as u8),
        Op::Icmp(cc) => (6, cc as u8),
        Op::Select => (7, 0),
        Op::Cast(c) => (8, c as u8),
        Op::PtrAdd => (9, 0),
        Op::Gep(_) => (10, 0),
    }
}

/// The discriminants present in an e-graph, kept current incrementally.
///
/// egg never removes an e-node (merging classes keeps every node of both),
/// so the set only grows: [`OpIndex::update`] looks at the nodes added
/// since its last call. Rewriting asks it which rules can match at all
/// (`Rule::can_match`), which costs a hash lookup per operator instead of a
/// search.
#[derive(Clone, Debug, Default)]
pub struct OpIndex {
    /// For each operator kind and sub-operator (`kind * 64 + sub`), the
    /// types it is present at (a handful at most).
    types: Vec<Vec<Ty>>,
    seen: usize,
}

/// The slot of an operator kind and sub-operator in [`OpIndex`].
fn kind_slot((k, s): (u8, u8)) -> usize {
    usize::from(k) * 64 + usize::from(s)
}

impl OpIndex {
    /// Adds the discriminants of the nodes added to `eg` since the last call.
    pub fn update<N: egg::Analysis<Node>>(&mut self, eg: &egg::EGraph<Node, N>) {
        let nodes = eg.nodes();
        for n in nodes.get(self.seen..).unwrap_or_default() {
            let slot = kind_slot(op_kind(n.op));
            if slot >= self.types.len() {
                self.types.resize(slot + 1, Vec::new());
            }
            let tys = &mut self.types[slot];
            if !tys.contains(&n.ty) {
                tys.push(n.ty);
            }
        }
        self.seen = nodes.len();
    }

    /// Whether a node with this discriminant is present.
    pub fn has(&self, d: &Disc) -> bool {
        self.types
            .get(kind_slot((d.0, d.1)))
            .is_some_and(|tys| tys.contains(&d.2))
    }

    /// Whether a node with this operator is present, at any type.
    pub fn has_op(&self, op: Op) -> bool {
        self.types
            .get(kind_slot(op_kind(op)))
            .is_some_and(|tys| !tys.is_empty())
    }
}

/// The discriminant: operator kind, sub-operator and type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Disc(u8, u8, Ty);

impl Language for Node {
    type Discriminant = Disc;

    fn discriminant(&self) -> Disc {
        let (k, s) = op_kind(self.op);
        Disc(k, s, self.ty)
    }

    fn matches(&self, other: &Self) -> bool {
        self.op == other.op && self.ty == other.ty && self.arity == other.arity
    }

    fn children(&self) -> &[Id] {
        &self.args[..self.arity as usize]
    }

    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.args[..self.arity as usize]
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = ty_name(self.ty);
        match self.op {
            Op::Const(c) => write!(f, "{}:{t}", sext(c, width(self.ty))),
            Op::Leaf(n) => write!(f, "x{n}:{t}"),
            Op::Global(g) => write!(f, "g{}:{t}", g.index()),
            Op::Func(g) => write!(f, "f{}:{t}", g.index()),
            Op::Null => write!(f, "null:{t}"),
            Op::Bin(op) => write!(f, "{}:{t}", op.name()),
            Op::Icmp(cc) => write!(f, "{}:{t}", cc.name()),
            Op::Select => write!(f, "select:{t}"),
            Op::Cast(c) => write!(f, "{}:{t}", c.name()),
            Op::PtrAdd => write!(f, "ptradd:{t}"),
            Op::Gep(k) => write!(f, "gep{k}:{t}"),
        }
    }
}

/// Why a node's text did not parse.
#[derive(Debug)]
pub struct ParseNodeError(pub String);

impl FromOp for Node {
    type Error = ParseNodeError;

    fn from_op(op: &str, children: Vec<Id>) -> Result<Self, Self::Error> {
        let err = || ParseNodeError(format!("bad node `{op}` with {} children", children.len()));
        let (name, ty) = op.rsplit_once(':').ok_or_else(err)?;
        let ty = parse_ty(ty).ok_or_else(err)?;
        let (op, arity) = parse_op(name, ty).ok_or_else(err)?;
        let ok = match op {
            Op::Gep(_) => (1..=3).contains(&children.len()),
            _ => children.len() == arity,
        };
        if !ok {
            return Err(err());
        }
        Ok(Node::new(op, ty, &children))
    }
}

fn parse_op(name: &str, ty: Ty) -> Option<(Op, usize)> {
    let numbered = |prefix: char| -> Option<usize> {
        let digits = name.strip_prefix(prefix)?;
        digits.bytes().all(|c| c.is_ascii_digit()).then_some(())?;
        digits.parse().ok()
    };
    if let Some(n) = numbered('x') {
        return Some((Op::Leaf(n as u32), 0));
    }
    if let Some(n) = numbered('g') {
        return Some((Op::Global(GlobalRef::new(n)), 0));
    }
    if let Some(n) = numbered('f') {
        return Some((Op::Func(FuncRef::new(n)), 0));
    }
    if let Some(n) = name.strip_prefix("gep").and_then(|d| d.parse().ok()) {
        return Some((Op::Gep(n), 1));
    }
    if let Ok(v) = name.parse::<i64>() {
        return Some((Op::Const(zext(v as u64, width(ty))), 0));
    }
    if let Ok(v) = name.parse::<u64>() {
        return Some((Op::Const(zext(v, width(ty))), 0));
    }
    let op = match name {
        "null" => (Op::Null, 0),
        "select" => (Op::Select, 3),
        "ptradd" => (Op::PtrAdd, 2),
        _ => {
            if let Some(op) = BinOp::from_name(name) {
                (Op::Bin(op), 2)
            } else if let Some(cc) = IntCC::from_name(name) {
                (Op::Icmp(cc), 2)
            } else {
                (Op::Cast(CastOp::from_name(name)?), 1)
            }
        }
    };
    Some(op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egg::RecExpr;

    #[test]
    fn text_round_trips() {
        for s in [
            "(add:i64 x0:i64 -1:i64)",
            "(slt:i32 (trunc:i32 x1:i64) 7:i32)",
            "(select:i8 x2:i1 3:i8 (zext:i8 x3:i1))",
            "(ptradd:p9 g1:p9 16:i32)",
        ] {
            let e: RecExpr<Node> = s.parse().expect("parses");
            assert_eq!(e.to_string(), s);
        }
        assert!("(add:i64 x0:i64)".parse::<RecExpr<Node>>().is_err());
    }

    #[test]
    fn constants_are_masked() {
        let e: RecExpr<Node> = "-1:i8".parse().expect("parses");
        assert_eq!(e.as_ref()[0].op, Op::Const(0xFF));
    }
}
