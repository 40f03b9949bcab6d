//! `va_arg` over the O32 argument area.
//!
//! On O32 a `va_list` is a pointer to the next argument word. `va_arg ap,
//! T` loads that pointer, rounds it up to 8 for 8-byte types (an `i64`
//! argument starts at an even word), loads the value, and stores the
//! pointer advanced by the value's size rounded up to a word. A value
//! narrower than a word was passed as a whole (promoted) word, so it is
//! read as the word and truncated, which is right in either byte order.

use super::{Emitter, LegalizeReport, Rewrite, rewrite_function};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout;
use crate::types::Ty;

/// Lowers every `va_arg` of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let n = rewrite_function(module, f, |em, _module, inst, data| {
        let InstData::VaArg { ap } = data else {
            return Ok(Rewrite::Keep);
        };
        let Some(r) = em.f.inst_result(inst) else {
            return Ok(Rewrite::Keep);
        };
        let ty = em.ty(r);
        if !em.types.is_simple(em.types.resolve(ty)) {
            return Err(Diagnostic::error(
                em.loc,
                "`va_arg` of an aggregate is not supported yet",
            ));
        }
        Ok(Rewrite::Replace(Some(va_arg(em, *ap, ty))))
    })?;
    report.va_args_lowered += n;
    Ok(())
}

/// The code of `va_arg ap, ty`; the value read.
fn va_arg(em: &mut Emitter, ap: Value, ty: Ty) -> Value {
    let list_ty = em.ptr_to(ap, Ty::I8);
    let mut cur = em.load(list_ty, ap);
    let size = layout::store_size(em.types, ty);
    if size == 8 {
        let addr = em.cast(CastOp::PtrToInt, cur, Ty::I32);
        let up = em.bin_k(BinOp::Add, addr, 7);
        let aligned = em.bin_k(BinOp::And, up, !7u64);
        cur = em.cast(CastOp::IntToPtr, aligned, list_ty);
    }
    let value = if size < 4 {
        let word = em.load(Ty::I32, cur);
        if em.types.is_ptr(ty) {
            em.cast(CastOp::IntToPtr, word, ty)
        } else {
            em.zext_or_trunc(word, ty)
        }
    } else {
        em.load(ty, cur)
    };
    let next = em.addr(cur, layout::align_to(size, 4) as i64, Ty::I8);
    let next = em.cast(CastOp::Bitcast, next, list_ty);
    em.store(next, ap);
    value
}
