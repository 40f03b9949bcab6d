//! Alignment: memory accesses aligned below what Cpu0 needs, and locals
//! aligned above what its frames give.
//!
//! Cpu0 loads and stores halfwords and words only at addresses that are
//! multiples of their size, while LLVM IR may say `load i32, ptr %p,
//! align 1` (members of packed structs, `memcpy`-style reinterpretation).
//! Such an access is split into pieces no wider than its alignment,
//! combined with shifts in the module's byte order, as LLVM's legalizer
//! expands misaligned accesses for strict-alignment targets. An `i64`
//! counts as two words (that is how the back end accesses it), so `align
//! 4` is enough for it.
//!
//! An `alloca` with an `align` above its type's own alignment gets a type
//! that has it (up to 8 bytes, the stack's alignment); above 8 it becomes a
//! byte array with room to round the address up. This job runs first and
//! clears the function's [`Function::mem_align`] table: no later pass sees
//! it.

use super::{Emitter, LegalizeReport, Rewrite, rewrite_function};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout;
use crate::types::Ty;

/// The stack pointer's alignment on Cpu0 (clang's O32 data layout `S64`).
const STACK_ALIGN: u64 = 8;

/// Legalizes the alignment of function `f`'s loads, stores and allocas.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
    big_endian: bool,
) -> Result<(), Vec<Diagnostic>> {
    let Some(body) = module.funcs[f].body.as_mut() else {
        return Ok(());
    };
    let aligns = std::mem::take(&mut body.mem_align);
    if aligns.is_empty() {
        return Ok(());
    }
    let n = rewrite_function(module, f, |em, _module, inst, data| {
        let Some(&a) = aligns.get(&inst) else {
            return Ok(Rewrite::Keep);
        };
        let a = u64::from(a.max(1));
        Ok(match data {
            InstData::Load { ptr, .. } => {
                let Some(r) = em.f.inst_result(inst) else {
                    return Ok(Rewrite::Keep);
                };
                let ty = em.ty(r);
                match piece_limit(em, ty, a) {
                    Some(limit) => {
                        Rewrite::Replace(Some(load_pieces(em, *ptr, ty, limit, big_endian)))
                    }
                    None => Rewrite::Keep,
                }
            }
            InstData::Store { value, ptr, .. } => {
                let ty = em.ty(*value);
                match piece_limit(em, ty, a) {
                    Some(limit) => {
                        store_pieces(em, *value, *ptr, limit, big_endian);
                        Rewrite::Replace(None)
                    }
                    None => Rewrite::Keep,
                }
            }
            InstData::Alloca { ty, count } => realign_alloca(em, inst, *ty, *count, a),
            _ => Rewrite::Keep,
        })
    })?;
    report.accesses_realigned += n;
    Ok(())
}

/// The widest piece an access of `ty` aligned to `align` may use, when it
/// must be split (`None`: the access is aligned enough, or not a scalar).
fn piece_limit(em: &Emitter, ty: Ty, align: u64) -> Option<u64> {
    let ty = em.types.resolve(ty);
    if !em.types.is_simple(ty) || em.types.int_bits(ty).is_some_and(|n| n > 64) {
        // Integers wider than 64 bits: the wide job accesses them by
        // words, split as far as their addresses' known alignment needs.
        return None;
    }
    let size = layout::store_size(em.types, ty);
    let needed = size.min(4);
    if align >= needed || size <= 1 {
        return None;
    }
    Some(align.min(needed))
}

/// The integer type an access of `ty` is assembled in: `i32` for pointers,
/// else the narrowest of `i8`/`i16`/`i32`/`i64` that holds it.
fn container(em: &mut Emitter, ty: Ty) -> Ty {
    match em.types.int_bits(ty) {
        Some(n) if n <= 8 => Ty::I8,
        Some(n) if n <= 16 => Ty::I16,
        Some(n) if n <= 32 => Ty::I32,
        Some(_) => Ty::I64,
        None => Ty::I32,
    }
}

/// The (offset, bytes) pieces of a `size`-byte access, none wider than
/// `limit`, widest first.
fn pieces(size: u64, limit: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut off = 0;
    for w in [4u64, 2, 1].into_iter().filter(|&w| w <= limit) {
        while size - off >= w {
            out.push((off, w));
            off += w;
        }
    }
    out
}

/// The integer type of `bytes` bytes.
fn int_of(bytes: u64) -> Ty {
    match bytes {
        1 => Ty::I8,
        2 => Ty::I16,
        _ => Ty::I32,
    }
}

/// The bit position of the piece at `off` (of `bytes` bytes) in a value
/// of `size` bytes stored in the given byte order.
fn piece_shift(size: u64, off: u64, bytes: u64, big_endian: bool) -> u64 {
    if big_endian {
        8 * (size - off - bytes)
    } else {
        8 * off
    }
}

/// A load of `ty` from `ptr` in pieces of at most `limit` bytes.
fn load_pieces(em: &mut Emitter, ptr: Value, ty: Ty, limit: u64, big_endian: bool) -> Value {
    let wide = container(em, ty);
    let size = layout::store_size(em.types, ty);
    let v = load_in_pieces(em, ptr, size, limit, wide, big_endian);
    if em.types.is_ptr(ty) {
        em.cast(CastOp::IntToPtr, v, ty)
    } else {
        em.zext_or_trunc(v, ty)
    }
}

/// A store of `value` at `ptr` in pieces of at most `limit` bytes.
fn store_pieces(em: &mut Emitter, value: Value, ptr: Value, limit: u64, big_endian: bool) {
    let ty = em.ty(value);
    let wide = container(em, ty);
    let size = layout::store_size(em.types, ty);
    let v = if em.types.is_ptr(ty) {
        em.cast(CastOp::PtrToInt, value, Ty::I32)
    } else {
        em.zext_or_trunc(value, wide)
    };
    store_in_pieces(em, v, ptr, size, limit, big_endian);
}

/// The `size` bytes at `ptr`, read in pieces of at most `limit` bytes and
/// combined in byte order into the integer type `wide`. The one home of
/// piecewise loads (this job's and the odd widths').
pub(super) fn load_in_pieces(
    em: &mut Emitter,
    ptr: Value,
    size: u64,
    limit: u64,
    wide: Ty,
    big_endian: bool,
) -> Value {
    let mut acc: Option<Value> = None;
    for (off, bytes) in pieces(size, limit) {
        let p = em.addr(ptr, off as i64, int_of(bytes));
        let part = em.load(int_of(bytes), p);
        let part = em.zext_or_trunc(part, wide);
        let sh = piece_shift(size, off, bytes, big_endian);
        let part = if sh > 0 {
            em.bin_k(BinOp::Shl, part, sh)
        } else {
            part
        };
        acc = Some(match acc {
            Some(a) => em.bin(BinOp::Or, a, part),
            None => part,
        });
    }
    acc.unwrap_or_else(|| em.iconst(wide, 0))
}

/// Stores the low `size` bytes of the integer `v` at `ptr`, in pieces of
/// at most `limit` bytes in byte order.
pub(super) fn store_in_pieces(
    em: &mut Emitter,
    v: Value,
    ptr: Value,
    size: u64,
    limit: u64,
    big_endian: bool,
) {
    for (off, bytes) in pieces(size, limit) {
        let sh = piece_shift(size, off, bytes, big_endian);
        let part = if sh > 0 {
            em.bin_k(BinOp::LShr, v, sh)
        } else {
            v
        };
        let part = em.zext_or_trunc(part, int_of(bytes));
        let p = em.addr(ptr, off as i64, int_of(bytes));
        em.store(part, p);
    }
}

/// An `alloca` whose written alignment exceeds its type's: up to the
/// stack's alignment, an array of a type aligned that much; beyond it, a
/// byte array with room to round its address up.
fn realign_alloca(
    em: &mut Emitter,
    inst: Inst,
    ty: Ty,
    count: Option<Value>,
    align: u64,
) -> Rewrite {
    let Some(result) = em.f.inst_result(inst) else {
        return Rewrite::Keep;
    };
    let own = layout::align_of(em.types, ty);
    let elems = match count {
        None => Some(1),
        Some(c) => em.f.const_value(c),
    };
    let (Some(elems), true) = (elems, align > own) else {
        return Rewrite::Keep;
    };
    let bytes = layout::size_of(em.types, ty).saturating_mul(elems).max(1);
    let ptr_ty = em.ty(result);
    let slot_ty = |em: &mut Emitter, arr: Ty| {
        if em.types.is_opaque_ptr(ptr_ty) {
            ptr_ty
        } else {
            em.types.ptr(arr)
        }
    };
    if align <= STACK_ALIGN {
        let unit = match align {
            2 => Ty::I16,
            4 => Ty::I32,
            _ => Ty::I64,
        };
        let arr = em.types.array(bytes.div_ceil(align), unit);
        let st = slot_ty(em, arr);
        let Some(slot) = em.inst(
            InstData::Alloca {
                ty: arr,
                count: None,
            },
            Some(st),
        ) else {
            return Rewrite::Keep;
        };
        let slot = if st == ptr_ty {
            slot
        } else {
            em.cast(CastOp::Bitcast, slot, ptr_ty)
        };
        return Rewrite::Replace(Some(slot));
    }
    let arr = em.types.array(bytes + align - 1, Ty::I8);
    let st = slot_ty(em, arr);
    let Some(raw) = em.inst(
        InstData::Alloca {
            ty: arr,
            count: None,
        },
        Some(st),
    ) else {
        return Rewrite::Keep;
    };
    let addr = em.cast(CastOp::PtrToInt, raw, Ty::I32);
    let up = em.bin_k(BinOp::Add, addr, align - 1);
    let rounded = em.bin_k(BinOp::And, up, (!(align - 1)) & 0xffff_ffff);
    Rewrite::Replace(Some(em.cast(CastOp::IntToPtr, rounded, ptr_ty)))
}
