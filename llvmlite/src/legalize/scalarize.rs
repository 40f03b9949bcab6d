//! The machinery shared by the jobs that split values into scalar
//! *leaves*: [`aggregates`](super::aggregates) (structs and arrays) and
//! [`vectors`](super::vectors). A split value becomes its scalar members in
//! order, depth first (a vector's elements in index order); the job records
//! them in a [`Scalarizer`] as it visits instructions in reverse postorder,
//! so an operand's leaves are known before its uses.
//!
//! What is the same for every split type lives here: leaf types and their
//! memory offsets, block parameters split into one parameter per leaf,
//! `undef`/`zeroinitializer` constants as leaves, and the instructions
//! that only move values: `freeze`, `select` on a scalar condition, loads
//! and stores (leaf by leaf, each at its layout offset) and branch
//! arguments.

use super::{Emitter, Rewrite};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// Which types a job splits.
pub(super) type Splits = fn(&TypeStore, Ty) -> bool;

/// The scalar leaves of type `t` with their byte offsets.
fn leaves_of_type(types: &TypeStore, t: Ty, base: u64, out: &mut Vec<(Ty, u64)>) {
    let r = types.resolve(t);
    match types.kind(r) {
        TyData::Struct(fs) | TyData::PackedStruct(fs) => {
            for (i, &ft) in fs.iter().enumerate() {
                let off = layout::field_offset(types, r, i).unwrap_or(0);
                leaves_of_type(types, ft, base + off, out);
            }
        }
        TyData::Array(n, e) => {
            let stride = layout::size_of(types, *e);
            for k in 0..*n {
                leaves_of_type(types, *e, base + k * stride, out);
            }
        }
        TyData::Vector(n, e) => {
            // Whole-byte elements only reach memory (the verifier says so).
            let bits = layout::vector_elem_bits(types, *e);
            for k in 0..u64::from(*n) {
                out.push((*e, base + k * bits / 8));
            }
        }
        _ => out.push((t, base)),
    }
}

/// The leaf types of `t` with their byte offsets.
pub(super) fn leaf_types(types: &TypeStore, t: Ty) -> Vec<(Ty, u64)> {
    let mut out = Vec::new();
    leaves_of_type(types, t, 0, &mut out);
    out
}

/// The blocks of function `f` in reverse postorder.
pub(super) fn reverse_postorder(module: &Module, f: FuncRef) -> Vec<Block> {
    match module.funcs[f].body.as_ref() {
        Some(body) => match body.entry() {
            Some(e) => crate::dom::reverse_postorder(body, e),
            None => Vec::new(),
        },
        None => Vec::new(),
    }
}

/// Replaces every block parameter of a split type (not the entry block's:
/// those are function arguments, an error here) by one parameter per
/// leaf; returns the leaves.
pub(super) fn split_block_params(
    module: &mut Module,
    f: FuncRef,
    splits: Splits,
) -> Result<HashMap<Value, Vec<Value>>, Vec<Diagnostic>> {
    let Module { types, funcs, .. } = module;
    let fd = &mut funcs[f];
    let Some(body) = fd.body.as_mut() else {
        return Ok(HashMap::new());
    };
    let mut leaves = HashMap::new();
    let entry = body.entry();
    for b in body.layout.clone() {
        let old = body.blocks[b].params.clone();
        if !old.iter().any(|&p| splits(types, body.value_type(p))) {
            continue;
        }
        if Some(b) == entry {
            return Err(vec![Diagnostic::error(
                fd.loc,
                format!(
                    "in `@{}`: arguments of type `{}` are not supported here",
                    fd.name,
                    old.iter()
                        .map(|&p| body.value_type(p))
                        .find(|&t| splits(types, t))
                        .map(|t| types.display(t).to_string())
                        .unwrap_or_default()
                ),
            )]);
        }
        let mut new = Vec::new();
        for p in old {
            let t = body.value_type(p);
            if !splits(types, t) {
                body.values[p].def = ValueDef::Param(b, new.len() as u32);
                new.push(p);
                continue;
            }
            let mut parts = Vec::new();
            for (lt, _) in leaf_types(types, t) {
                let v = body.values.push(ValueData {
                    ty: lt,
                    def: ValueDef::Param(b, new.len() as u32),
                });
                new.push(v);
                parts.push(v);
            }
            leaves.insert(p, parts);
            // The old parameter is gone; it must not claim a position.
            body.values[p].def = ValueDef::Undef;
        }
        body.blocks[b].params = new;
    }
    Ok(leaves)
}

/// The leaves recorded so far of the values of one function, and which
/// types are split.
pub(super) struct Scalarizer {
    /// The leaves of every split value met so far.
    pub map: HashMap<Value, Vec<Value>>,
    /// The types the job splits.
    pub splits: Splits,
}

impl Scalarizer {
    /// Whether `v` has a split type.
    pub fn is_split(&self, em: &Emitter, v: Value) -> bool {
        (self.splits)(em.types, em.ty(v))
    }

    /// The leaves of the split value `v`: recorded, or built for an
    /// `undef`/zero constant.
    pub fn leaves(&self, em: &mut Emitter, v: Value) -> Option<Vec<Value>> {
        if let Some(l) = self.map.get(&v) {
            return Some(l.clone());
        }
        let def = em.f.value_def(v);
        if !matches!(def, ValueDef::Undef | ValueDef::Zero) {
            return None;
        }
        let tys = leaf_types(em.types, em.ty(v));
        Some(
            tys.into_iter()
                .map(|(t, _)| match def {
                    ValueDef::Undef => em.f.undef(t),
                    _ if em.types.is_ptr(t) => em.f.null(t),
                    _ => em.iconst(t, 0),
                })
                .collect(),
        )
    }

    /// [`Self::leaves`], or the error for an operand not yet split.
    pub fn get(&self, em: &mut Emitter, v: Value) -> Result<Vec<Value>, Diagnostic> {
        self.leaves(em, v)
            .ok_or_else(|| Diagnostic::error(em.loc, "split operand defined after its use"))
    }

    /// Records the leaves of the result of the instruction being replaced.
    pub fn define(&mut self, v: Option<Value>, leaves: Vec<Value>) -> Rewrite {
        if let Some(v) = v {
            self.map.insert(v, leaves);
        }
        Rewrite::Replace(None)
    }

    /// The rewrite of an instruction that only moves split values
    /// (`freeze`, `select` on a scalar condition, load, store, branch
    /// arguments); `None` when `data` is not one of those on a split type.
    pub fn rewrite_moves(
        &mut self,
        em: &mut Emitter,
        inst: Inst,
        data: &InstData,
    ) -> Option<Result<Rewrite, Diagnostic>> {
        let result = em.f.inst_result(inst).filter(|&r| self.is_split(em, r));
        Some(match data {
            InstData::Freeze { arg } if result.is_some() => {
                self.get(em, *arg).map(|l| self.define(result, l))
            }
            InstData::Select { args: [c, a, b] } if result.is_some() && !self.is_split(em, *c) => {
                self.select(em, *c, *a, *b).map(|l| self.define(result, l))
            }
            InstData::Load { ptr, .. } if result.is_some() => {
                let r = result.unwrap_or_else(|| unreachable!());
                let tys = leaf_types(em.types, em.ty(r));
                let l = tys
                    .into_iter()
                    .map(|(t, off)| {
                        let p = em.addr(*ptr, off as i64, t);
                        em.load(t, p)
                    })
                    .collect();
                Ok(self.define(result, l))
            }
            InstData::Store { value, ptr, .. } if self.is_split(em, *value) => self
                .store(em, *value, *ptr)
                .map(|()| Rewrite::Replace(None)),
            _ if data.is_terminator() => self.branch_args(em, data),
            _ => return None,
        })
    }

    fn select(
        &self,
        em: &mut Emitter,
        c: Value,
        a: Value,
        b: Value,
    ) -> Result<Vec<Value>, Diagnostic> {
        let (la, lb) = (self.get(em, a)?, self.get(em, b)?);
        Ok(la
            .into_iter()
            .zip(lb)
            .map(|(x, y)| em.select(c, x, y))
            .collect())
    }

    fn store(&self, em: &mut Emitter, value: Value, ptr: Value) -> Result<(), Diagnostic> {
        let tys = leaf_types(em.types, em.ty(value));
        let l = self.get(em, value)?;
        for ((t, off), v) in tys.into_iter().zip(l) {
            let p = em.addr(ptr, off as i64, t);
            em.store(v, p);
        }
        Ok(())
    }

    /// A terminator passing split values to block parameters passes their
    /// leaves instead.
    fn branch_args(&self, em: &mut Emitter, data: &InstData) -> Result<Rewrite, Diagnostic> {
        let mut new = data.clone();
        let mut changed = false;
        for bc in new.targets_mut() {
            if !bc.args.iter().any(|&a| self.is_split(em, a)) {
                continue;
            }
            changed = true;
            let mut args = Vec::new();
            for &a in &bc.args {
                if self.is_split(em, a) {
                    args.extend(self.get(em, a)?);
                } else {
                    args.push(a);
                }
            }
            bc.args = args;
        }
        if !changed {
            return Ok(Rewrite::Keep);
        }
        em.inst(new, None);
        Ok(Rewrite::Replace(None))
    }
}
