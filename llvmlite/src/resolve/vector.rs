//! Resolution of the vector syntax: the result types and IR of
//! `extractelement`, `insertelement` and `shufflevector`, vector literals
//! and `splat` used as operands (a chain of `insertelement`s into `undef`,
//! as aggregate literals become `insertvalue`s) and in global initializers
//! (an element list, laid out like an array).

use super::{FnCx, Pending, Resolver, err};
use crate::ast::{Const, ConstKind, InstKind, TConst};
use crate::ir::{ConstInit, InstData, Value};
use crate::types::{Ty, TypeStore};

/// The result type of a vector instruction as written, and whether it is a
/// guess after an error the verifier reports; `None` for other statements.
pub(super) fn result_type(types: &mut TypeStore, kind: &InstKind) -> Option<(Ty, bool)> {
    match kind {
        InstKind::ExtractElement { vec, .. } => Some(match types.vector_parts(vec.ty) {
            Some((_, e)) => (e, false),
            None => (Ty::I64, true),
        }),
        InstKind::InsertElement { vec, .. } => Some((vec.ty, false)),
        InstKind::ShuffleVector { a, mask, .. } => Some(
            match (types.vector_parts(a.ty), types.vector_parts(mask.ty)) {
                (Some((_, e)), Some((m, _))) => (types.vector(m, e), false),
                _ => (a.ty, true),
            },
        ),
        _ => None,
    }
}

/// The element list of a vector literal or `splat` of `n` elements.
fn literal_items<'s>(c: &Const<'s>, n: u32) -> Vec<TConst<'s>> {
    match &c.kind {
        ConstKind::Vector(items) => items.clone(),
        ConstKind::Splat(v) => vec![(**v).clone(); n as usize],
        _ => Vec::new(),
    }
}

impl Resolver<'_> {
    /// A vector literal or `splat` in a global initializer of type
    /// `<n x e>`.
    pub(super) fn vector_init(
        &mut self,
        n: u32,
        e: Ty,
        c: &Const,
    ) -> Result<ConstInit, crate::diag::Diagnostic> {
        let items = literal_items(c, n);
        if items.len() != n as usize {
            return Err(err(
                c.pos,
                format!(
                    "vector literal has {} elements but its type has {n}",
                    items.len()
                ),
            ));
        }
        let mut out = Vec::with_capacity(items.len());
        for it in &items {
            self.expect_ty_equiv(it.ty, e, it.ty_pos)?;
            out.push(self.init(e, &it.c));
        }
        Ok(ConstInit::Array(out))
    }
}

impl<'s> FnCx<'s> {
    /// A vector literal or `splat` used as an operand of type `ty`:
    /// `insertelement`s of each element into `undef`, placed before the use.
    pub(super) fn vector_operand(
        &mut self,
        r: &mut Resolver,
        ty: Ty,
        c: &Const,
        pending: &mut Pending,
    ) -> Result<Value, Option<crate::diag::Diagnostic>> {
        let Some((n, e)) = r.m.types.vector_parts(ty) else {
            let msg = format!("vector constant used where `{}` is expected", r.ty_str(ty));
            return Err(Some(err(c.pos, msg)));
        };
        let items = literal_items(c, n);
        if items.len() != n as usize {
            let msg = format!(
                "vector literal has {} elements but `{}` has {n}",
                items.len(),
                r.ty_str(ty)
            );
            return Err(Some(err(c.pos, msg)));
        }
        let mut vec = self.f.undef(ty);
        for (k, item) in items.iter().enumerate() {
            if !r.m.types.equiv(item.ty, e) {
                let msg = format!(
                    "element {k} has type `{}`, but `{}` is expected",
                    r.ty_str(item.ty),
                    r.ty_str(e)
                );
                return Err(Some(err(item.c.pos, msg)));
            }
            if matches!(item.c.kind, ConstKind::Undef) {
                continue;
            }
            let value = self.operand(r, e, &item.c, pending);
            let idx = self.f.iconst(&r.m.types, Ty::I32, k as u64);
            let data = InstData::InsertElement { vec, value, idx };
            vec = self.materialise(data, ty, c.pos, pending);
        }
        Ok(vec)
    }

    /// The IR of a vector instruction; `None` for any other statement.
    pub(super) fn vector_inst(
        &mut self,
        r: &mut Resolver,
        kind: &InstKind,
        pending: &mut Pending,
    ) -> Option<InstData> {
        Some(match kind {
            InstKind::ExtractElement { vec, idx } => InstData::ExtractElement {
                vec: self.typed(r, vec, pending),
                idx: self.typed(r, idx, pending),
            },
            InstKind::InsertElement { vec, val, idx } => InstData::InsertElement {
                vec: self.typed(r, vec, pending),
                value: self.typed(r, val, pending),
                idx: self.typed(r, idx, pending),
            },
            InstKind::ShuffleVector { a, b, mask } => {
                let args = [self.typed(r, a, pending), self.typed(r, b, pending)];
                let mask = shuffle_mask(r, mask)?;
                InstData::ShuffleVector { args, mask }
            }
            _ => return None,
        })
    }
}

/// The constant mask of a `shufflevector` (`-1` for undefined elements);
/// reports and returns `None` when it is not a constant `<M x i32>`.
fn shuffle_mask(r: &mut Resolver, mask: &TConst) -> Option<Vec<i32>> {
    let Some((m, e)) =
        r.m.types
            .vector_parts(mask.ty)
            .filter(|(_, e)| *e == Ty::I32)
    else {
        let msg = format!(
            "a shuffle mask must be `<M x i32>`, not `{}`",
            r.ty_str(mask.ty)
        );
        r.diags.push(err(mask.ty_pos, msg));
        return None;
    };
    let _ = e;
    let items: Vec<Const> = match &mask.c.kind {
        ConstKind::Zero => return Some(vec![0; m as usize]),
        ConstKind::Undef => return Some(vec![-1; m as usize]),
        ConstKind::Vector(_) | ConstKind::Splat(_) => {
            literal_items(&mask.c, m).into_iter().map(|t| t.c).collect()
        }
        _ => Vec::new(),
    };
    let mut out = Vec::with_capacity(items.len());
    for c in &items {
        match c.kind {
            ConstKind::Undef => out.push(-1),
            ConstKind::Int(n) if (0..i128::from(i32::MAX)).contains(&n.get()) => {
                out.push(n.get() as i32)
            }
            _ => {
                r.diags.push(err(
                    c.pos,
                    "shuffle mask elements must be constants or `poison`",
                ));
                return None;
            }
        }
    }
    if out.len() != m as usize {
        r.diags
            .push(err(mask.c.pos, "a shuffle mask must be a constant vector"));
        return None;
    }
    Some(out)
}
