//! Integer widths other than 1, 8, 16, 32 and 64 bits, by promotion.
//!
//! A value of type `iN` becomes a value of the next of `i8`/`i16`/`i32`/
//! `i64` (`iW`), always holding its `N`-bit value zero-extended. Operations
//! that could set bits above `N` (add, sub, mul, shl, and the results of
//! signed division and shifts) are masked back; operations that read the
//! sign (ashr, sdiv, srem, signed compares, sext) sign-extend their
//! operands within `iW` first (`shl` then `ashr` by `W - N`). Loads and
//! stores of a type whose store size is a whole `iW` use it directly; the
//! others (3, 5, 6 or 7 bytes) are done in pieces of 4, 2 and 1 bytes in
//! the module's byte order. Function signatures and calls are promoted the
//! same way. Runs after the other jobs, so their expansions at odd widths
//! are promoted too.

use super::align::{load_in_pieces, store_in_pieces};
use super::{Emitter, LegalizeReport, Rewrite, rewrite_function};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::layout;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// The width an `N`-bit integer is promoted to, if `N` needs promoting.
fn promoted_bits(n: u32) -> Option<u32> {
    match n {
        1 | 8 | 16 | 32 | 64 => None,
        2..=7 => Some(8),
        9..=15 => Some(16),
        17..=31 => Some(32),
        _ => Some(64),
    }
}

/// `t` with every odd integer (also inside function types) promoted.
fn promote_type(types: &mut TypeStore, t: Ty) -> Ty {
    match types.kind(t).clone() {
        TyData::Int(n) => promoted_bits(n).map_or(t, |w| types.int(w)),
        TyData::Func {
            ret,
            params,
            varargs,
        } => {
            let ret = promote_type(types, ret);
            let params = params.iter().map(|&p| promote_type(types, p)).collect();
            types.func(ret, params, varargs)
        }
        _ => t,
    }
}

/// Promotes the signatures of every function of the module (declarations
/// too, so calls and definitions agree). Returns whether any changed.
pub(crate) fn promote_signatures(module: &mut Module) -> bool {
    let mut changed = false;
    let Module { types, funcs, .. } = module;
    for (_, fd) in funcs.iter_mut() {
        let fn_ty = promote_type(types, fd.fn_ty);
        if fn_ty != fd.fn_ty {
            changed = true;
            fd.fn_ty = fn_ty;
            fd.sig.ret = promote_type(types, fd.sig.ret);
            for p in &mut fd.sig.params {
                *p = promote_type(types, *p);
            }
        }
    }
    changed
}

/// Promotes the odd-width values of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
    big_endian: bool,
) -> Result<(), Vec<Diagnostic>> {
    // The original width of every value that has an odd one.
    let mut odd: HashMap<Value, u32> = HashMap::new();
    {
        let Module { types, funcs, .. } = module;
        let Some(body) = funcs[f].body.as_mut() else {
            return Ok(());
        };
        let mut fn_tys = Vec::new();
        for (v, data) in body.values.iter_mut() {
            if let TyData::Int(n) = *types.kind(data.ty)
                && let Some(w) = promoted_bits(n)
            {
                odd.insert(v, n);
                data.ty = types.int(w);
            }
        }
        for (_, data) in body.insts.iter_mut() {
            if let InstData::Call { fn_ty, .. } = data {
                fn_tys.push(*fn_ty);
                *fn_ty = promote_type(types, *fn_ty);
            }
        }
        let odd_calls = fn_tys.iter().any(|&t| promote_type(types, t) != t);
        if odd.is_empty() && !odd_calls {
            return Ok(());
        }
    }
    let n = rewrite_function(module, f, |em, _module, inst, data| {
        rewrite(em, &odd, inst, data, big_endian)
    })?;
    report.widths_promoted += n.max(1);
    Ok(())
}

/// The original width of `v` (its type's width when it was not odd).
fn width(em: &Emitter, odd: &HashMap<Value, u32>, v: Value) -> u32 {
    odd.get(&v).copied().unwrap_or_else(|| em.bits(v))
}

/// `v` (holding an `n`-bit value zero-extended) sign-extended within its
/// promoted type.
fn sext_in(em: &mut Emitter, v: Value, n: u32) -> Value {
    let w = em.bits(v);
    if n >= w {
        return v;
    }
    let s = u64::from(w - n);
    let t = em.bin_k(BinOp::Shl, v, s);
    em.bin_k(BinOp::AShr, t, s)
}

/// `v` with the bits above `n` cleared.
fn mask(em: &mut Emitter, v: Value, n: u32) -> Value {
    if n >= em.bits(v) {
        return v;
    }
    em.bin_k(BinOp::And, v, (1u64 << n) - 1)
}

/// Rewrites one instruction whose operands or result had odd widths; the
/// value types are already promoted.
fn rewrite(
    em: &mut Emitter,
    odd: &HashMap<Value, u32>,
    inst: Inst,
    data: &InstData,
    big_endian: bool,
) -> Result<Rewrite, Diagnostic> {
    let result = em.f.inst_result(inst);
    let res_odd = result.and_then(|r| odd.get(&r).copied());
    let any_odd = res_odd.is_some() || data.args().iter().any(|a| odd.contains_key(a));
    if !any_odd {
        return Ok(Rewrite::Keep);
    }
    let replaced = match data {
        InstData::Binary { op, args, .. } => {
            let n = width(em, odd, args[0]);
            let signed = matches!(op, BinOp::AShr | BinOp::SDiv | BinOp::SRem);
            let (a, b) = if signed {
                (sext_in(em, args[0], n), sext_in(em, args[1], n))
            } else {
                (args[0], args[1])
            };
            let r = em.bin(*op, a, b);
            let clean = matches!(
                op,
                BinOp::And | BinOp::Or | BinOp::Xor | BinOp::LShr | BinOp::UDiv | BinOp::URem
            );
            if clean { r } else { mask(em, r, n) }
        }
        InstData::Icmp { cc, args } if cc.is_signed() => {
            let n = width(em, odd, args[0]);
            let (a, b) = (sext_in(em, args[0], n), sext_in(em, args[1], n));
            em.icmp(*cc, a, b)
        }
        InstData::Cast { op, arg } => {
            let to_ty = em.ty(result.unwrap_or(*arg));
            let (from_n, to_n) = (width(em, odd, *arg), res_odd.unwrap_or(em.bits(*arg)));
            match op {
                CastOp::Zext => em.zext_or_trunc(*arg, to_ty),
                CastOp::Sext => {
                    let s = sext_in(em, *arg, from_n);
                    let wide = if em.bits(s) < em.types.int_bits(to_ty).unwrap_or(64) {
                        em.cast(CastOp::Sext, s, to_ty)
                    } else {
                        s
                    };
                    mask(em, wide, res_odd.unwrap_or(64))
                }
                CastOp::Trunc => {
                    let t = em.zext_or_trunc(*arg, to_ty);
                    mask(em, t, res_odd.unwrap_or(to_n))
                }
                CastOp::PtrToInt => {
                    let t = em.cast(CastOp::PtrToInt, *arg, to_ty);
                    mask(em, t, res_odd.unwrap_or(64))
                }
                _ => return Ok(Rewrite::Keep),
            }
        }
        InstData::Gep {
            elem_ty,
            base,
            indices,
            inbounds,
        } => {
            // Indices are signed.
            let indices = indices
                .iter()
                .map(|&i| match odd.get(&i) {
                    Some(&n) => sext_in(em, i, n),
                    None => i,
                })
                .collect();
            let ty = em.ty(result.unwrap_or(*base));
            let gep = InstData::Gep {
                elem_ty: *elem_ty,
                base: *base,
                indices,
                inbounds: *inbounds,
            };
            em.inst(gep, Some(ty))
                .unwrap_or_else(|| unreachable!("typed result"))
        }
        InstData::Load { ptr, .. } if res_odd.is_some() => {
            let n = res_odd.unwrap_or(64);
            load_odd(em, *ptr, n, result.map(|r| em.ty(r)), big_endian)
        }
        InstData::Store { value, ptr, .. } if odd.contains_key(value) => {
            store_odd(em, *value, *ptr, odd[value], big_endian);
            return Ok(Rewrite::Replace(None));
        }
        _ => return Ok(Rewrite::Keep),
    };
    Ok(Rewrite::Replace(Some(replaced)))
}

/// A load of an `n`-bit value: one access when its store size is the
/// promoted type's, else pieces combined in byte order.
fn load_odd(em: &mut Emitter, ptr: Value, n: u32, ty: Option<Ty>, big_endian: bool) -> Value {
    let ty = ty.unwrap_or(Ty::I64);
    let size = u64::from(n).div_ceil(8);
    let whole = layout::store_size(em.types, ty);
    if size == whole {
        let v = em.load(ty, ptr);
        return mask(em, v, n);
    }
    let v = load_in_pieces(em, ptr, size, 4, ty, big_endian);
    mask(em, v, n)
}

/// A store of an `n`-bit value (zero-extended in its promoted type).
fn store_odd(em: &mut Emitter, value: Value, ptr: Value, n: u32, big_endian: bool) {
    let size = u64::from(n).div_ceil(8);
    let whole = layout::store_size(em.types, em.ty(value));
    if size == whole {
        em.store(value, ptr);
        return;
    }
    store_in_pieces(em, value, ptr, size, 4, big_endian);
}
