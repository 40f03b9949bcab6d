//! Constant expressions and aggregate constants.
//!
//! In instruction operands, integer arithmetic, `icmp`, `select`,
//! `extractvalue` and aggregate literals are materialised as ordinary
//! instructions placed before the use (for a phi operand: at the end of the
//! predecessor), and folded to a constant when every operand is an integer
//! constant (an operation that would trap, such as a division by zero, is
//! left to run). `zeroinitializer` of an aggregate is [`ValueDef::Zero`].
//!
//! In global initializers everything must fold to bytes and relocations:
//! integers, symbol addresses plus offsets (also as `ptrtoint` integers of
//! pointer width), differences of two addresses in the same symbol; anything
//! else is a positioned error.

use super::{ConstAddr, FnCx, Pending, Resolver, err};
use crate::ast::{Const, ConstKind, TConst};
use crate::diag::Diagnostic;
use crate::intops::{self, sext, zext};
use crate::ir::{
    BinOp, Block, CastOp, ConstInit, FuncRef, GlobalRef, InstData, IntCC, Value, ValueDef,
};
use crate::types::{Ty, TyData};

/// Folds `a op b` on zero-extended `bits`-wide constants; `None` when the
/// operation would trap or is poison (division by zero, signed overflow of
/// division, shift by the width or more).
pub(super) fn fold_binary(op: BinOp, bits: u32, a: u64, b: u64) -> Option<u64> {
    intops::binop(op, bits, a, b).ok()
}

/// Folds an integer cast of the constant `a` (`from` bits) to `to` bits.
fn fold_int_cast(op: CastOp, from: u32, to: u32, a: u64) -> Option<u64> {
    match op {
        CastOp::Zext | CastOp::Trunc | CastOp::Bitcast | CastOp::Sext => {
            Some(intops::cast(op, from, to, a))
        }
        _ if op.is_float() => Some(intops::cast(op, from, to, a)),
        _ => None,
    }
}

/// The width of an integer type, or of a floating-point type's bits (32 or
/// 64): what a folded cast converts from or to.
fn scalar_bits(types: &crate::types::TypeStore, t: Ty) -> Option<u32> {
    types
        .int_bits(t)
        .or_else(|| types.float_kind(t).map(crate::float::FloatKind::bits))
}

impl<'s> FnCx<'s> {
    /// The address of an alias of a global plus `off` bytes: a
    /// `getelementptr i8` materialised before the use.
    pub(super) fn offset_alias(
        &mut self,
        r: &mut Resolver,
        g: GlobalRef,
        off: i64,
        c: &Const,
        pending: &mut Pending,
    ) -> Value {
        let gty = r.m.globals[g].ty;
        let pty = super::ptr_for(&mut r.m.types, r.opaque, gty);
        let base = self.f.global_addr(g, pty);
        let i8p = super::ptr_for(&mut r.m.types, r.opaque, Ty::I8);
        let base = if i8p == pty {
            base
        } else {
            let data = InstData::Cast {
                op: CastOp::Bitcast,
                arg: base,
            };
            self.materialise(data, i8p, c.pos, pending)
        };
        let idx = self.f.iconst(&r.m.types, Ty::I32, off as u64);
        let data = InstData::Gep {
            elem_ty: Ty::I8,
            base,
            indices: vec![idx],
            inbounds: true,
        };
        let v = self.materialise(data, i8p, c.pos, pending);
        if i8p == pty {
            v
        } else {
            let data = InstData::Cast {
                op: CastOp::Bitcast,
                arg: v,
            };
            self.materialise(data, pty, c.pos, pending)
        }
    }

    /// An operand that is a constant expression of this module or an
    /// aggregate constant; `None` if `c` is neither.
    pub(super) fn constexpr_operand(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        c: &Const,
        pending: &mut Pending,
    ) -> Option<Result<Value, Option<Diagnostic>>> {
        let v = match &c.kind {
            ConstKind::Binary { op, lhs, rhs } => {
                let a = self.typed(r, lhs, pending);
                let b = self.typed(r, rhs, pending);
                let bits = r.m.types.int_bits(lhs.ty).unwrap_or(64);
                match (self.f.const_value(a), self.f.const_value(b)) {
                    (Some(x), Some(y)) if fold_binary(*op, bits, x, y).is_some() => {
                        let folded = fold_binary(*op, bits, x, y).unwrap_or(0);
                        self.f.iconst(&r.m.types, lhs.ty, folded)
                    }
                    _ => {
                        let data = InstData::Binary {
                            op: *op,
                            args: [a, b],
                            flags: Default::default(),
                        };
                        self.materialise(data, lhs.ty, c.pos, pending)
                    }
                }
            }
            ConstKind::Icmp { cc, lhs, rhs } => {
                let a = self.typed(r, lhs, pending);
                let b = self.typed(r, rhs, pending);
                let bits = r.m.types.int_bits(lhs.ty).unwrap_or(32);
                match (self.f.const_value(a), self.f.const_value(b)) {
                    (Some(x), Some(y)) => {
                        let t = cc.eval(bits, x, y);
                        self.f.iconst(&r.m.types, Ty::I1, t as u64)
                    }
                    _ => {
                        let data = InstData::Icmp {
                            cc: *cc,
                            args: [a, b],
                        };
                        self.materialise(data, Ty::I1, c.pos, pending)
                    }
                }
            }
            ConstKind::Select { cond, a, b } => {
                let cv = self.typed(r, cond, pending);
                let av = self.typed(r, a, pending);
                let bv = self.typed(r, b, pending);
                match self.f.const_value(cv) {
                    Some(k) => {
                        if k & 1 == 1 {
                            av
                        } else {
                            bv
                        }
                    }
                    None => {
                        let data = InstData::Select { args: [cv, av, bv] };
                        self.materialise(data, a.ty, c.pos, pending)
                    }
                }
            }
            ConstKind::ExtractValue { agg, indices } => {
                let av = self.typed(r, agg, pending);
                let Some(member) = r.m.types.aggregate_member(agg.ty, indices) else {
                    return Some(Err(Some(err(
                        c.pos,
                        format!(
                            "`extractvalue` index path is out of range for `{}`",
                            r.ty_str(agg.ty)
                        ),
                    ))));
                };
                let data = InstData::ExtractValue {
                    agg: av,
                    indices: indices.to_vec(),
                };
                self.materialise(data, member, c.pos, pending)
            }
            ConstKind::Array(_) | ConstKind::Struct(_) | ConstKind::Str(_) => {
                return Some(self.aggregate_operand(r, ty, c, pending));
            }
            _ => return None,
        };
        Some(self.check_type(r, v, ty, c, || "the constant expression".into()))
    }

    /// An aggregate literal used as an operand: `insertvalue`s of each
    /// member into `undef`, placed before the use.
    fn aggregate_operand(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        c: &Const,
        pending: &mut Pending,
    ) -> Result<Value, Option<Diagnostic>> {
        let members: Vec<Ty> = match r.m.types.kind(ty) {
            TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.clone(),
            TyData::Array(n, e) => vec![*e; (*n).min(1 << 16) as usize],
            _ => {
                let msg = format!(
                    "aggregate constant used where `{}` is expected",
                    r.ty_str(ty)
                );
                return Err(Some(err(c.pos, msg)));
            }
        };
        let items: Vec<(Ty, Const)> = match &c.kind {
            ConstKind::Str(bytes) => bytes
                .iter()
                .map(|&b| {
                    let kind = ConstKind::Int(crate::ast::IntLit::new(i128::from(b)));
                    (Ty::I8, Const { kind, pos: c.pos })
                })
                .collect(),
            ConstKind::Array(items) | ConstKind::Struct(items) => {
                items.iter().map(|tc| (tc.ty, tc.c.clone())).collect()
            }
            _ => Vec::new(),
        };
        if items.len() != members.len() {
            let msg = format!(
                "aggregate constant has {} members but `{}` has {}",
                items.len(),
                r.ty_str(ty),
                members.len()
            );
            return Err(Some(err(c.pos, msg)));
        }
        let mut agg = self.f.undef(ty);
        for (k, ((item_ty, item), member)) in items.iter().zip(&members).enumerate() {
            if !r.m.types.equiv(*item_ty, *member) {
                let msg = format!(
                    "member {k} has type `{}`, but `{}` is expected",
                    r.ty_str(*item_ty),
                    r.ty_str(*member)
                );
                return Err(Some(err(item.pos, msg)));
            }
            let value = self.operand(r, *member, item, pending);
            let data = InstData::InsertValue {
                agg,
                value,
                indices: vec![k as u32],
            };
            agg = self.materialise(data, ty, c.pos, pending);
        }
        Ok(agg)
    }

    /// Folds an integer cast of an integer constant (`trunc`, `zext`, `sext`)
    /// and `ptrtoint null`/`inttoptr 0`, or `None` to materialise it.
    pub(super) fn fold_cast(
        &mut self,
        r: &Resolver,
        op: CastOp,
        arg: Value,
        to: Ty,
    ) -> Option<Value> {
        let types = &r.m.types;
        let from = types.int_bits(self.f.value_type(arg));
        match (op, self.f.value_def(arg), from, types.int_bits(to)) {
            (_, ValueDef::Const(a), Some(fb), Some(tb)) => {
                let v = fold_int_cast(op, fb, tb, a)?;
                Some(self.f.iconst(types, to, v))
            }
            (CastOp::PtrToInt, ValueDef::Null, _, Some(_)) => Some(self.f.iconst(types, to, 0)),
            (CastOp::IntToPtr, ValueDef::Const(0), _, None) => Some(self.f.null(to)),
            _ => None,
        }
    }
}

/// A constant of a global initializer, folded.
#[derive(Copy, Clone, Debug, PartialEq)]
enum CVal {
    /// Integer bits (zero-extended).
    Int(u64),
    /// A symbol's address plus a byte offset (as a pointer or as the integer
    /// `ptrtoint` made of it).
    Addr(ConstAddr),
    /// The difference of two block addresses of one function (an `i32`).
    BlockDiff(FuncRef, Block, Block),
}

impl Resolver<'_> {
    /// Folds an initializer that is a constant expression (or an address used
    /// as an integer) for a slot of type `ty`.
    pub(super) fn fold_init(&mut self, ty: Ty, c: &Const) -> Result<ConstInit, Diagnostic> {
        let tc = TConst {
            ty,
            ty_pos: c.pos,
            c: c.clone(),
        };
        let v = self.eval(&tc)?;
        self.to_init(ty, v, c)
    }

    fn to_init(&self, ty: Ty, v: CVal, c: &Const) -> Result<ConstInit, Diagnostic> {
        let is_ptr = self.m.types.is_ptr(ty);
        let bits = self.m.types.int_bits(ty);
        Ok(match v {
            CVal::Int(0) if is_ptr => ConstInit::Null,
            CVal::Int(n) => ConstInit::Int(zext(n, bits.unwrap_or(32))),
            CVal::Addr(_) if !(is_ptr || bits == Some(32)) => {
                return Err(err(
                    c.pos,
                    format!(
                        "an address cannot initialize `{}` (only a pointer or an i32)",
                        self.ty_str(ty)
                    ),
                ));
            }
            CVal::Addr(ConstAddr::Global(g, off)) => ConstInit::GlobalAddr(g, off),
            CVal::Addr(ConstAddr::Func(f)) => ConstInit::FuncAddr(f),
            CVal::Addr(ConstAddr::Block(f, b)) => ConstInit::BlockAddr(f, b),
            CVal::Addr(ConstAddr::Null) => ConstInit::Null,
            CVal::BlockDiff(..) if bits != Some(32) => {
                return Err(err(
                    c.pos,
                    format!(
                        "a difference of block addresses must be an i32, not `{}`",
                        self.ty_str(ty)
                    ),
                ));
            }
            CVal::BlockDiff(f, a, b) => ConstInit::BlockAddrDiff(f, a, b),
        })
    }

    fn cannot_fold(&self, c: &Const) -> Diagnostic {
        err(
            c.pos,
            "this constant expression cannot be folded to bytes and relocations",
        )
    }

    /// Evaluates a constant of an initializer.
    fn eval(&mut self, tc: &TConst) -> Result<CVal, Diagnostic> {
        let c = &tc.c;
        let bits = self.m.types.int_bits(tc.ty);
        let int = |n: u64| CVal::Int(zext(n, bits.unwrap_or(64)));
        match &c.kind {
            ConstKind::Int(n) => Ok(int(n.get() as u64)),
            ConstKind::Float(text) => Ok(CVal::Int(super::operands::float_const(
                &self.m.types,
                tc.ty,
                text,
                c.pos,
            )?)),
            ConstKind::Bool(b) => Ok(CVal::Int(*b as u64)),
            ConstKind::Null | ConstKind::Zero | ConstKind::Undef => Ok(CVal::Int(0)),
            ConstKind::Cast { op, val, .. } => self.eval_cast(*op, val, tc),
            ConstKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                let w = self.m.types.int_bits(lhs.ty).unwrap_or(32);
                self.eval_binary(*op, w, a, b)
                    .ok_or_else(|| self.cannot_fold(c))
            }
            ConstKind::Icmp { cc, lhs, rhs } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                let w = self.m.types.int_bits(lhs.ty).unwrap_or(32);
                eval_icmp(*cc, w, a, b)
                    .map(|t| CVal::Int(t as u64))
                    .ok_or_else(|| self.cannot_fold(c))
            }
            ConstKind::Select { cond, a, b } => match self.eval(cond)? {
                CVal::Int(k) => self.eval(if k & 1 == 1 { a } else { b }),
                CVal::Addr(_) | CVal::BlockDiff(..) => Err(self.cannot_fold(c)),
            },
            ConstKind::Global(_) | ConstKind::Gep { .. } | ConstKind::BlockAddress { .. } => {
                Ok(CVal::Addr(self.const_addr(tc)?))
            }
            _ => Err(self.cannot_fold(c)),
        }
    }

    fn eval_cast(&mut self, op: CastOp, val: &TConst, tc: &TConst) -> Result<CVal, Diagnostic> {
        let to_bits = scalar_bits(&self.m.types, tc.ty);
        let from_bits = scalar_bits(&self.m.types, val.ty);
        if op == CastOp::Bitcast && self.m.types.is_ptr(tc.ty) {
            return Ok(CVal::Addr(self.const_addr(tc)?));
        }
        match (self.eval(val)?, op) {
            (CVal::Int(n), CastOp::PtrToInt | CastOp::IntToPtr) => Ok(CVal::Int(n)),
            (CVal::Int(n), _) => match (from_bits, to_bits) {
                (Some(f), Some(t)) => fold_int_cast(op, f, t, n)
                    .map(CVal::Int)
                    .ok_or_else(|| self.cannot_fold(&tc.c)),
                _ => Err(self.cannot_fold(&tc.c)),
            },
            // An address keeps its relocation while it stays pointer-sized.
            (a @ CVal::Addr(_), CastOp::PtrToInt | CastOp::IntToPtr | CastOp::Bitcast) => Ok(a),
            (a @ CVal::Addr(_), CastOp::Trunc | CastOp::Zext) if to_bits.unwrap_or(0) >= 32 => {
                Ok(a)
            }
            _ => Err(self.cannot_fold(&tc.c)),
        }
    }

    fn eval_binary(&self, op: BinOp, w: u32, a: CVal, b: CVal) -> Option<CVal> {
        use ConstAddr::{Func, Global};
        match (a, b) {
            (CVal::Int(x), CVal::Int(y)) => fold_binary(op, w, x, y).map(CVal::Int),
            (CVal::Addr(Global(g, off)), CVal::Int(y)) => match op {
                BinOp::Add => Some(addr(g, off.wrapping_add(sext(y, w)))),
                BinOp::Sub => Some(addr(g, off.wrapping_sub(sext(y, w)))),
                _ => None,
            },
            (CVal::Int(x), CVal::Addr(Global(g, off))) if op == BinOp::Add => {
                Some(addr(g, off.wrapping_add(sext(x, w))))
            }
            (CVal::Addr(Global(g, x)), CVal::Addr(Global(h, y))) if op == BinOp::Sub && g == h => {
                Some(CVal::Int(zext(x.wrapping_sub(y) as u64, w)))
            }
            (CVal::Addr(Func(f)), CVal::Addr(Func(h))) if op == BinOp::Sub && f == h => {
                Some(CVal::Int(0))
            }
            (CVal::Addr(ConstAddr::Block(f, a)), CVal::Addr(ConstAddr::Block(h, b)))
                if op == BinOp::Sub && f == h && w == 32 =>
            {
                Some(CVal::BlockDiff(f, a, b))
            }
            _ => None,
        }
    }
}

fn addr(g: GlobalRef, off: i64) -> CVal {
    CVal::Addr(ConstAddr::Global(g, off))
}

/// `icmp` of two folded constants, when it is decided: integers, or two
/// addresses in the same symbol, or an address against null (a defined
/// symbol is never at address 0).
fn eval_icmp(cc: IntCC, w: u32, a: CVal, b: CVal) -> Option<bool> {
    use ConstAddr::Global;
    match (a, b) {
        (CVal::Int(x), CVal::Int(y)) => Some(cc.eval(w, x, y)),
        (CVal::Addr(Global(g, x)), CVal::Addr(Global(h, y))) if g == h => {
            Some(cc.eval(64, x as u64, y as u64))
        }
        (CVal::Addr(_), CVal::Int(0)) | (CVal::Int(0), CVal::Addr(_)) => match cc {
            IntCC::Eq => Some(false),
            IntCC::Ne => Some(true),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_leaves_traps_alone() {
        assert_eq!(fold_binary(BinOp::Add, 8, 200, 100), Some(44));
        assert_eq!(fold_binary(BinOp::SDiv, 8, 0xF6, 3), Some(0xFD)); // -10 / 3 = -3
        assert_eq!(fold_binary(BinOp::UDiv, 32, 1, 0), None);
        assert_eq!(fold_binary(BinOp::SDiv, 8, 0x80, 0xFF), None);
        assert_eq!(fold_binary(BinOp::Shl, 16, 1, 16), None);
        assert_eq!(fold_binary(BinOp::AShr, 4, 0b1000, 2), Some(0b1110));
        assert_eq!(fold_int_cast(CastOp::Sext, 4, 8, 0b1000), Some(0xF8));
    }
}
