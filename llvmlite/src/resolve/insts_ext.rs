//! Resolution of the instructions clang's IR adds to LLVMlite's: `freeze`,
//! `extractvalue`, `insertvalue`, `va_arg`, `indirectbr`, and `switch` as one
//! [`InstData::Switch`] terminator (when [`super::Resolver::keep_switch`]
//! says so; otherwise the caller expands it into compare chains).

use super::{FnCx, Pending, Resolver, err};
use crate::ast::{ConstKind, InstKind, Name, Pos, TConst};
use crate::ir::{BlockCall, Inst, InstData};
use crate::types::{Ty, TypeStore};
use std::collections::HashMap;

/// The result type of one of the instructions of this module as written,
/// and whether it is a guess after an error the verifier will report.
pub(super) fn result_type(types: &TypeStore, kind: &InstKind) -> Option<(Ty, bool)> {
    match kind {
        InstKind::Freeze { val } => Some((val.ty, false)),
        InstKind::ExtractValue { agg, indices } => match types.aggregate_member(agg.ty, indices) {
            Some(t) => Some((t, false)),
            None => Some((Ty::I64, true)),
        },
        InstKind::InsertValue { agg, .. } => Some((agg.ty, false)),
        InstKind::VaArg { ty, .. } => Some((*ty, false)),
        _ => None,
    }
}

/// The position of the pointer of an old-style `load T* %p` or
/// `getelementptr T* %p, ...` (no separate element type) whose pointer is
/// `ptr`: such an instruction has no type to work with.
pub(super) fn untyped_through_opaque(types: &TypeStore, kind: &InstKind) -> Option<Pos> {
    let ptr = match kind {
        InstKind::Load { ty: None, ptr, .. } => ptr,
        InstKind::Gep {
            elem_ty: None,
            base,
            ..
        } => base,
        _ => return None,
    };
    types.is_opaque_ptr(ptr.ty).then_some(ptr.ty_pos)
}

impl<'s> FnCx<'s> {
    /// The IR of `freeze`, `extractvalue`, `insertvalue`, `va_arg` and
    /// `indirectbr`;
    /// `None` for any other statement.
    pub(super) fn inst_ext(
        &mut self,
        r: &mut Resolver,
        kind: &InstKind,
        pending: &mut Pending,
    ) -> Option<InstData> {
        Some(match kind {
            InstKind::Freeze { val } => InstData::Freeze {
                arg: self.typed(r, val, pending),
            },
            InstKind::ExtractValue { agg, indices } => InstData::ExtractValue {
                agg: self.typed(r, agg, pending),
                indices: indices.clone(),
            },
            InstKind::InsertValue { agg, val, indices } => {
                let agg = self.typed(r, agg, pending);
                let value = self.typed(r, val, pending);
                InstData::InsertValue {
                    agg,
                    value,
                    indices: indices.clone(),
                }
            }
            InstKind::VaArg { ap, .. } => InstData::VaArg {
                ap: self.typed(r, ap, pending),
            },
            InstKind::IndirectBr { addr, dests } => InstData::IndirectBr {
                addr: self.typed(r, addr, pending),
                dests: dests
                    .iter()
                    .filter_map(|d| self.label(r, d))
                    .map(BlockCall::new)
                    .collect(),
            },
            _ => return None,
        })
    }

    /// `switch` as one terminator: the selector, the default and the cases
    /// (integer constants, distinct after masking to the selector's width).
    /// Fills in `placeholder`; operands materialised for the selector go
    /// into `pending`.
    pub(super) fn switch_inst(
        &mut self,
        r: &mut Resolver,
        placeholder: Inst,
        (val, default, cases): (&TConst, &Name, &[(TConst, Name)]),
        pending: &mut Pending,
    ) {
        if r.m.types.int_bits(val.ty).is_some_and(|b| b > 64) {
            r.diags.push(err(
                val.c.pos,
                "a `switch` on an integer wider than 64 bits is not supported",
            ));
            self.f.insts[placeholder] = InstData::Unreachable;
            return;
        }
        let cond = self.typed(r, val, pending);
        let default_b = self.label(r, default);
        let mut seen: HashMap<u64, Pos> = HashMap::new();
        let mut out = Vec::with_capacity(cases.len());
        for (c, l) in cases {
            if !matches!(c.c.kind, ConstKind::Int(_) | ConstKind::Bool(_)) {
                r.diags
                    .push(err(c.c.pos, "switch case values must be integer constants"));
                continue;
            }
            let mut none = Pending::new();
            let cv = self.operand(r, val.ty, &c.c, &mut none);
            let Some(bits) = self.f.const_value(cv) else {
                continue; // reported by `operand`
            };
            if let Some(prev) = seen.insert(bits, c.c.pos) {
                r.diags.push(
                    err(c.c.pos, "duplicate case value in switch")
                        .with_note_at(prev.loc(), "previous case is here"),
                );
                continue;
            }
            if let Some(b) = self.label(r, l) {
                out.push((bits, BlockCall::new(b)));
            }
        }
        self.f.insts[placeholder] = match default_b {
            Some(d) => InstData::Switch {
                cond,
                default: BlockCall::new(d),
                cases: out,
            },
            None => InstData::Unreachable,
        };
    }
}
