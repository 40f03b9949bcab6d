//! Resolution of operands: typed constants and local names become
//! [`crate::ir::Value`]s, with their types checked against the expected one.

use super::{FnCx, Pending, Resolver, Symbol, err, gep_index, ptr_for};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout::{GepIndex, gep_type};
use crate::types::{Ty, TyData};

impl<'s> FnCx<'s> {
    // ------------------------------------------------------------- operands

    pub(super) fn typed(&mut self, r: &mut Resolver, tc: &TConst, pending: &mut Pending) -> Value {
        self.operand(r, tc.ty, &tc.c, pending)
    }

    /// Resolves an operand expected to have type `ty`. On any error, reports
    /// it and returns `undef` of `ty`.
    pub(super) fn operand(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        c: &Const,
        pending: &mut Pending,
    ) -> Value {
        match self.try_operand(r, ty, c, pending) {
            Ok(v) => v,
            Err(d) => {
                r.diags.extend(d);
                self.f.undef(ty)
            }
        }
    }

    pub(super) fn check_type(
        &self,
        r: &Resolver,
        v: Value,
        ty: Ty,
        c: &Const,
        what: impl FnOnce() -> String,
    ) -> Result<Value, Option<Diagnostic>> {
        if self.poisoned.contains(&v) {
            return Err(None);
        }
        let actual = self.f.value_type(v);
        if r.m.types.equiv(actual, ty) {
            Ok(v)
        } else {
            Err(Some(err(
                c.pos,
                format!(
                    "{} has type `{}`, but `{}` is expected here",
                    what(),
                    r.ty_str(actual),
                    r.ty_str(ty)
                ),
            )))
        }
    }

    pub(super) fn try_operand(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        c: &Const,
        pending: &mut Pending,
    ) -> Result<Value, Option<Diagnostic>> {
        // Names first: most operands are, and they need no copy of the
        // expected type's structure.
        match &c.kind {
            ConstKind::Local(name) => {
                return match self.locals.get(name) {
                    Some(&(v, _)) => self.check_type(r, v, ty, c, || format!("`%{name}`")),
                    None => Err(Some(err(c.pos, format!("unknown value `%{name}`")))),
                };
            }
            ConstKind::Global(name) => {
                let v = self.global_operand(r, name, c, pending)?;
                return self.check_type(r, v, ty, c, || format!("`@{name}`"));
            }
            _ => {}
        }
        let kind = r.m.types.kind(ty).clone();
        match (&c.kind, &kind) {
            (ConstKind::Int(n), TyData::Int(bits)) if *bits > 64 => {
                let limbs = crate::bigint::from_signed(&num_bigint::BigInt::from(n.get()), *bits);
                Ok(self.f.wide_iconst(ty, *bits, &limbs))
            }
            (ConstKind::Wide(n), TyData::Int(bits)) if *bits > 64 => {
                let limbs = r.wide_bits(n, *bits, c.pos);
                Ok(self.f.wide_iconst(ty, *bits, &limbs))
            }
            (ConstKind::Wide(_), TyData::Int(bits)) => Err(Some(err(
                c.pos,
                format!("integer constant is too large for `i{bits}`"),
            ))),
            (ConstKind::Int(n), TyData::Int(bits)) => {
                let b = r.int_bits(n.get(), *bits, c.pos).map_err(Some)?;
                Ok(self.f.iconst(&r.m.types, ty, b))
            }
            (ConstKind::Bool(b), TyData::Int(1)) => Ok(self.f.iconst(&r.m.types, ty, *b as u64)),
            (ConstKind::Float(text), TyData::Float | TyData::Double) => {
                let bits = float_const(&r.m.types, ty, text, c.pos).map_err(Some)?;
                Ok(self.f.fconst(ty, bits))
            }
            (ConstKind::Zero, TyData::Float | TyData::Double) => Ok(self.f.fconst(ty, 0)),
            (ConstKind::Null, TyData::Ptr(_) | TyData::OpaquePtr) => Ok(self.f.null(ty)),
            (ConstKind::Zero, TyData::Ptr(_) | TyData::OpaquePtr) => Ok(self.f.null(ty)),
            (ConstKind::Zero, TyData::Int(_)) => Ok(self.f.iconst(&r.m.types, ty, 0)),
            (ConstKind::Undef, _) => Ok(self.f.undef(ty)),
            (
                ConstKind::Gep {
                    inbounds,
                    elem_ty,
                    base,
                    indices,
                },
                _,
            ) => {
                let (data, res, poisoned) =
                    self.const_gep(r, *elem_ty, *inbounds, base, indices, pending);
                let v = self.materialise(data, res, c.pos, pending);
                if poisoned {
                    self.poisoned.insert(v);
                }
                self.check_type(r, v, ty, c, || "the constant expression".into())
            }
            (ConstKind::Cast { op, val, to }, _) => {
                let arg = self.typed(r, val, pending);
                let v = match self.fold_cast(r, *op, arg, *to) {
                    Some(v) => v,
                    None => self.materialise(InstData::Cast { op: *op, arg }, *to, c.pos, pending),
                };
                self.check_type(r, v, ty, c, || "the constant expression".into())
            }
            (
                ConstKind::Binary { .. }
                | ConstKind::Icmp { .. }
                | ConstKind::Select { .. }
                | ConstKind::ExtractValue { .. }
                | ConstKind::Str(_)
                | ConstKind::Array(_)
                | ConstKind::Struct(_),
                _,
            ) => self
                .constexpr_operand(r, ty, c, pending)
                .unwrap_or(Err(None)),
            (ConstKind::BlockAddress { func, label }, TyData::Ptr(_) | TyData::OpaquePtr) => {
                let (f, b) = r.block_address(func, label).map_err(Some)?;
                Ok(self.f.block_addr(f, b, ty))
            }
            (ConstKind::Vector(_) | ConstKind::Splat(_), _) => {
                self.vector_operand(r, ty, c, pending)
            }
            (ConstKind::Zero, _) if r.m.types.is_aggregate(ty) || r.m.types.is_vector(ty) => {
                Ok(self.f.zero(ty))
            }
            (
                ConstKind::BlockAddress { .. }
                | ConstKind::Float(_)
                | ConstKind::Int(_)
                | ConstKind::Wide(_)
                | ConstKind::Bool(_)
                | ConstKind::Null
                | ConstKind::Zero,
                _,
            ) => Err(Some(err(c.pos, misplaced_constant(&c.kind, &r.ty_str(ty))))),
            // Resolved before the match.
            (ConstKind::Local(_) | ConstKind::Global(_), _) => Err(None),
        }
    }

    /// The address of the global, function or offset alias `@name`.
    fn global_operand(
        &mut self,
        r: &mut Resolver,
        name: &str,
        c: &Const,
        pending: &mut Pending,
    ) -> Result<Value, Option<Diagnostic>> {
        Ok(match r.symbols.get(name).copied() {
            Some(Symbol::Global(g)) => {
                let t = ptr_for(&mut r.m.types, r.opaque, r.m.globals[g].ty);
                self.f.global_addr(g, t)
            }
            Some(Symbol::Func(f, _)) => {
                let t = ptr_for(&mut r.m.types, r.opaque, r.m.funcs[f].fn_ty);
                self.f.func_addr(f, t)
            }
            None => match r.offset_aliases.get(name).cloned() {
                Some(ConstInit::GlobalAddr(g, off)) => self.offset_alias(r, g, off, c, pending),
                _ => return Err(Some(err(c.pos, format!("unknown global `@{name}`")))),
            },
        })
    }

    /// The `getelementptr` of a constant expression, its pointer type, and
    /// whether its indices do not fit `elem_ty` (the verifier reports it).
    fn const_gep(
        &mut self,
        r: &mut Resolver,
        elem_ty: Ty,
        inbounds: bool,
        base: &TConst,
        indices: &[TConst],
        pending: &mut Pending,
    ) -> (InstData, Ty, bool) {
        let base_v = self.typed(r, base, pending);
        let idx_v: Vec<Value> = indices.iter().map(|i| self.typed(r, i, pending)).collect();
        let idx: Vec<GepIndex> = indices.iter().map(gep_index).collect();
        let (res, poisoned) = match gep_type(&r.m.types, elem_ty, &idx) {
            Ok(t) => (ptr_for(&mut r.m.types, r.opaque, t), false),
            Err(_) => (ptr_for(&mut r.m.types, r.opaque, Ty::I8), true),
        };
        let data = InstData::Gep {
            elem_ty,
            base: base_v,
            indices: idx_v,
            inbounds,
        };
        (data, res, poisoned)
    }

    pub(super) fn materialise(
        &mut self,
        data: InstData,
        ty: Ty,
        pos: Pos,
        pending: &mut Pending,
    ) -> Value {
        let inst = self.f.make_inst(data, Some(ty), pos.loc());
        pending.push(inst);
        self.f.inst_result(inst).expect("made with a result type")
    }
}

/// Why the constant `kind` cannot be an operand of type `tys`.
fn misplaced_constant(kind: &ConstKind, tys: &str) -> String {
    match kind {
        ConstKind::BlockAddress { .. } => {
            format!("`blockaddress` used where `{tys}` is expected (it is a pointer)")
        }
        ConstKind::Bool(_) => {
            format!("`true`/`false` used where `{tys}` is expected (they are `i1`)")
        }
        ConstKind::Null => format!("`null` used where `{tys}` is expected (it is a pointer)"),
        ConstKind::Zero => format!("`zeroinitializer` of type `{tys}` cannot be an operand"),
        ConstKind::Float(_) => {
            format!("floating-point constant used where `{tys}` is expected")
        }
        _ => format!("integer constant used where `{tys}` is expected"),
    }
}

/// The bits of the floating-point literal `text` as a constant of the
/// floating-point type `ty`, or a positioned error.
pub(super) fn float_const(
    types: &crate::types::TypeStore,
    ty: Ty,
    text: &str,
    pos: Pos,
) -> Result<u64, Diagnostic> {
    let Some(kind) = types.float_kind(ty) else {
        return Err(err(
            pos,
            format!(
                "floating-point constant used where `{}` is expected",
                types.display(ty)
            ),
        ));
    };
    crate::float::parse_const(kind, text).map_err(|e| {
        let msg = match e {
            crate::float::ConstError::Malformed => {
                format!("malformed floating-point constant `{text}`")
            }
            crate::float::ConstError::Unsupported(what) => {
                format!("floating-point constant `{text}`: the type `{what}` is not supported")
            }
            crate::float::ConstError::Inexact => {
                format!("floating-point constant `{text}` is not exactly representable as `float`")
            }
        };
        err(pos, msg)
    })
}
