//! Integer intrinsics on integers wider than 64 bits, as instructions at
//! their own width.
//!
//! Runs before the other jobs (whose expansions assume at most 64 bits),
//! so that the [`super::wide`] job later expands what this one writes:
//! min/max and `abs` as compare and select; the saturating operations and
//! the `with.overflow` family from the wrapped result and a sign test of
//! `(x ^ r) & (y ^ r)` (signed) or an unsigned compare, multiplications at
//! twice the width (the pair built with `insertvalue`, which the
//! aggregates job then takes apart); `scmp`/`ucmp` as two compares;
//! `ctpop` by the bit-slicing sums (pairs, nibbles, bytes, then fields
//! of 16, 32, ... bits); `ctlz` as the population count of the
//! complement of the value with every bit below its top bit set; `cttz`
//! as that of `(x & -x) - 1`; `bswap` byte by byte; `bitreverse` as
//! `bswap` and swaps within the bytes; funnel shifts as two shifts by
//! `s mod N` and `N - 1 - (s mod N)` (the remainder computed from 32-bit
//! words with an `i64` `urem`).

use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, rewrite_function};
use crate::diag::Diagnostic;
use crate::intrinsics::IntrinsicKind as K;
use crate::ir::*;
use crate::types::Ty;

/// Expands the intrinsic calls on integers wider than 64 bits of `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let n = rewrite_function(module, f, |em, module, inst, data| {
        let Some(kind) = called_intrinsic(module, data) else {
            return Ok(Rewrite::Keep);
        };
        let InstData::Call { args, .. } = data else {
            return Ok(Rewrite::Keep);
        };
        let Some(n) = args.first().and_then(|&a| wide(em, a)) else {
            return Ok(Rewrite::Keep);
        };
        let result_ty = em.f.inst_result(inst).map(|r| em.ty(r));
        match expand(em, kind, n, args, result_ty) {
            Some(v) => Ok(Rewrite::Replace(v)),
            None => Err(Diagnostic::error(
                em.loc,
                format!("`{kind:?}` on integers wider than 64 bits is not supported"),
            )),
        }
    })?;
    report.wide_expanded += n;
    Ok(())
}

/// The width of `v` if it is an integer wider than 64 bits.
fn wide(em: &Emitter, v: Value) -> Option<u32> {
    em.types.int_bits(em.ty(v)).filter(|&n| n > 64)
}

/// The `n`-bit constant whose every 64-bit limb is `pattern`.
fn repeat(em: &mut Emitter, ty: Ty, n: u32, pattern: u64) -> Value {
    let limbs = vec![pattern; crate::bigint::limbs(n)];
    em.f.wide_iconst(ty, n, &limbs)
}

/// The `n`-bit constant with only bit `k` set.
fn bit(em: &mut Emitter, ty: Ty, n: u32, k: u32) -> Value {
    let mut limbs = vec![0; crate::bigint::limbs(n)];
    limbs[(k / 64) as usize] = 1 << (k % 64);
    em.f.wide_iconst(ty, n, &limbs)
}

/// The expansion of one call (`None`: not an integer operation egret
/// expands); the value is the call's new result.
fn expand(
    em: &mut Emitter,
    kind: K,
    n: u32,
    args: &[Value],
    result_ty: Option<Ty>,
) -> Option<Option<Value>> {
    let x = args[0];
    let ty = em.ty(x);
    let y = args.get(1).copied();
    let zero = em.iconst(ty, 0);
    let v = match kind {
        K::Identity => x,
        K::UMin | K::UMax | K::SMin | K::SMax => {
            let cc = match kind {
                K::UMin => IntCC::Ult,
                K::UMax => IntCC::Ugt,
                K::SMin => IntCC::Slt,
                _ => IntCC::Sgt,
            };
            let y = y?;
            let c = em.icmp(cc, x, y);
            em.select(c, x, y)
        }
        K::Abs => {
            let neg = em.icmp(IntCC::Slt, x, zero);
            let minus = em.bin(BinOp::Sub, zero, x);
            em.select(neg, minus, x)
        }
        K::UAddSat | K::USubSat | K::SAddSat | K::SSubSat => saturating(em, kind, n, x, y?),
        K::SCmp | K::UCmp => {
            let rt = result_ty?;
            let (lt, gt) = if kind == K::SCmp {
                (IntCC::Slt, IntCC::Sgt)
            } else {
                (IntCC::Ult, IntCC::Ugt)
            };
            let (l, g) = (em.icmp(lt, x, y?), em.icmp(gt, x, y?));
            let (one, none, z) = (em.iconst(rt, 1), em.iconst(rt, u64::MAX), em.iconst(rt, 0));
            let t = em.select(g, one, z);
            em.select(l, none, t)
        }
        K::Ctpop => popcount(em, x, n),
        K::Ctlz => {
            let mut s = x;
            let mut k = 1;
            while k < n {
                let t = em.bin_k(BinOp::LShr, s, u64::from(k));
                s = em.bin(BinOp::Or, s, t);
                k *= 2;
            }
            let ones = repeat(em, ty, n, u64::MAX);
            let inv = em.bin(BinOp::Xor, s, ones);
            popcount(em, inv, n)
        }
        K::Cttz => {
            let minus = em.bin(BinOp::Sub, zero, x);
            let low = em.bin(BinOp::And, x, minus);
            let below = em.bin_k(BinOp::Sub, low, 1);
            popcount(em, below, n)
        }
        K::Bswap if n.is_multiple_of(8) => bswap(em, x, n),
        K::Bitreverse => bitreverse(em, x, n),
        K::Fshl | K::Fshr => funnel(em, kind == K::Fshl, n, x, y?, *args.get(2)?),
        K::UAddWithOverflow
        | K::USubWithOverflow
        | K::SAddWithOverflow
        | K::SSubWithOverflow
        | K::UMulWithOverflow
        | K::SMulWithOverflow => {
            let (r, ov) = with_overflow(em, kind, n, x, y?);
            let rt = result_ty?;
            let undef = em.f.undef(rt);
            let first = em.inst(
                InstData::InsertValue {
                    agg: undef,
                    value: r,
                    indices: vec![0],
                },
                Some(rt),
            )?;
            em.inst(
                InstData::InsertValue {
                    agg: first,
                    value: ov,
                    indices: vec![1],
                },
                Some(rt),
            )?
        }
        _ => return None,
    };
    Some(Some(v))
}

/// Whether `r = x op y` (op `add` or `sub`) overflowed as signed values.
fn signed_overflow(em: &mut Emitter, add: bool, x: Value, y: Value, r: Value) -> Value {
    let a = em.bin(BinOp::Xor, x, r);
    let b = if add {
        em.bin(BinOp::Xor, y, r)
    } else {
        em.bin(BinOp::Xor, x, y)
    };
    let both = em.bin(BinOp::And, a, b);
    let zero = em.iconst(em.ty(x), 0);
    em.icmp(IntCC::Slt, both, zero)
}

fn saturating(em: &mut Emitter, kind: K, n: u32, x: Value, y: Value) -> Value {
    let ty = em.ty(x);
    let zero = em.iconst(ty, 0);
    let add = matches!(kind, K::UAddSat | K::SAddSat);
    let r = em.bin(if add { BinOp::Add } else { BinOp::Sub }, x, y);
    match kind {
        K::UAddSat => {
            let ov = em.icmp(IntCC::Ult, r, x);
            let ones = repeat(em, ty, n, u64::MAX);
            em.select(ov, ones, r)
        }
        K::USubSat => {
            let under = em.icmp(IntCC::Ult, x, y);
            em.select(under, zero, r)
        }
        _ => {
            let ov = signed_overflow(em, add, x, y, r);
            let neg = em.icmp(IntCC::Slt, x, zero);
            let min = bit(em, ty, n, n - 1);
            let ones = repeat(em, ty, n, u64::MAX);
            let max = em.bin(BinOp::Xor, min, ones);
            let sat = em.select(neg, min, max);
            em.select(ov, sat, r)
        }
    }
}

/// The result and the overflow bit of a `with.overflow` intrinsic.
fn with_overflow(em: &mut Emitter, kind: K, n: u32, x: Value, y: Value) -> (Value, Value) {
    let ty = em.ty(x);
    match kind {
        K::UAddWithOverflow => {
            let r = em.bin(BinOp::Add, x, y);
            (r, em.icmp(IntCC::Ult, r, x))
        }
        K::USubWithOverflow => {
            let r = em.bin(BinOp::Sub, x, y);
            (r, em.icmp(IntCC::Ult, x, y))
        }
        K::SAddWithOverflow | K::SSubWithOverflow => {
            let add = kind == K::SAddWithOverflow;
            let r = em.bin(if add { BinOp::Add } else { BinOp::Sub }, x, y);
            (r, signed_overflow(em, add, x, y, r))
        }
        _ => {
            // The exact product at twice the width.
            let signed = kind == K::SMulWithOverflow;
            let ext = if signed { CastOp::Sext } else { CastOp::Zext };
            let double = em.types.int(2 * n);
            let (xx, yy) = (em.cast(ext, x, double), em.cast(ext, y, double));
            let p = em.bin(BinOp::Mul, xx, yy);
            let r = em.cast(CastOp::Trunc, p, ty);
            let back = em.cast(ext, r, double);
            (r, em.icmp(IntCC::Ne, back, p))
        }
    }
}

/// The number of set bits of the `n`-bit `x`.
fn popcount(em: &mut Emitter, x: Value, n: u32) -> Value {
    let ty = em.ty(x);
    let m1 = repeat(em, ty, n, 0x5555_5555_5555_5555);
    let m2 = repeat(em, ty, n, 0x3333_3333_3333_3333);
    let m4 = repeat(em, ty, n, 0x0f0f_0f0f_0f0f_0f0f);
    let t = em.bin_k(BinOp::LShr, x, 1);
    let t = em.bin(BinOp::And, t, m1);
    let x = em.bin(BinOp::Sub, x, t);
    let lo = em.bin(BinOp::And, x, m2);
    let t = em.bin_k(BinOp::LShr, x, 2);
    let hi = em.bin(BinOp::And, t, m2);
    let x = em.bin(BinOp::Add, lo, hi);
    let t = em.bin_k(BinOp::LShr, x, 4);
    let t = em.bin(BinOp::Add, x, t);
    let mut x = em.bin(BinOp::And, t, m4);
    // Each byte holds its count; then each field of `2s` bits becomes the
    // sum of its two halves, until one field holds the whole count.
    let mut s = 8;
    while s < n {
        let m = field_mask(em, ty, n, s);
        let lo = em.bin(BinOp::And, x, m);
        let t = em.bin_k(BinOp::LShr, x, u64::from(s));
        let hi = em.bin(BinOp::And, t, m);
        x = em.bin(BinOp::Add, lo, hi);
        s *= 2;
    }
    x
}

/// The `n`-bit constant with the low `s` bits of every `2s`-bit field set.
fn field_mask(em: &mut Emitter, ty: Ty, n: u32, s: u32) -> Value {
    let mut limbs = vec![0u64; crate::bigint::limbs(n)];
    for k in (0..n).filter(|k| k % (2 * s) < s) {
        limbs[(k / 64) as usize] |= 1 << (k % 64);
    }
    em.f.wide_iconst(ty, n, &limbs)
}

/// `x` (`n` bits, a multiple of 8) with its bytes in reverse order.
fn bswap(em: &mut Emitter, x: Value, n: u32) -> Value {
    let bytes = n / 8;
    let mut acc: Option<Value> = None;
    for k in 0..bytes {
        let t = if k > 0 {
            em.bin_k(BinOp::LShr, x, u64::from(8 * k))
        } else {
            x
        };
        let byte = em.bin_k(BinOp::And, t, 0xff);
        let to = 8 * (bytes - 1 - k);
        let placed = if to > 0 {
            em.bin_k(BinOp::Shl, byte, u64::from(to))
        } else {
            byte
        };
        acc = Some(match acc {
            Some(a) => em.bin(BinOp::Or, a, placed),
            None => placed,
        });
    }
    acc.unwrap_or(x)
}

/// `x` (`n` bits) with its bits in reverse order: at a whole number of
/// bytes, `bswap` then swaps of halves, pairs and bits within the bytes.
fn bitreverse(em: &mut Emitter, x: Value, n: u32) -> Value {
    let ty = em.ty(x);
    let whole = n.div_ceil(8) * 8;
    let wty = em.types.int(whole);
    let v = em.cast(CastOp::Zext, x, wty);
    let mut v = bswap(em, v, whole);
    for (k, pattern) in [
        (4u64, 0x0f0f_0f0f_0f0f_0f0fu64),
        (2, 0x3333_3333_3333_3333),
        (1, 0x5555_5555_5555_5555),
    ] {
        let m = repeat(em, wty, whole, pattern);
        let t = em.bin_k(BinOp::LShr, v, k);
        let lo = em.bin(BinOp::And, t, m);
        let t = em.bin(BinOp::And, v, m);
        let hi = em.bin_k(BinOp::Shl, t, k);
        v = em.bin(BinOp::Or, lo, hi);
    }
    if whole > n {
        v = em.bin_k(BinOp::LShr, v, u64::from(whole - n));
    }
    em.cast(CastOp::Trunc, v, ty)
}

/// `s mod n` for the `n`-bit `s`, as an `n`-bit value: the sum of its
/// 32-bit words times `2^(32 j) mod n` fits an `i64`, whose `urem` is legal.
fn amount_mod(em: &mut Emitter, s: Value, n: u32) -> Value {
    let ty = em.ty(s);
    if let Some(l) = em.f.wide_const(s) {
        let k = crate::bigint::to_unsigned(l) % n;
        let k = k.to_u64_digits().first().copied().unwrap_or(0);
        return em.iconst(ty, k);
    }
    if n.is_power_of_two() {
        return em.bin_k(BinOp::And, s, u64::from(n - 1));
    }
    let mut acc: Option<Value> = None;
    for j in 0..n.div_ceil(32) {
        let t = if j > 0 {
            em.bin_k(BinOp::LShr, s, u64::from(32 * j))
        } else {
            s
        };
        let w = em.cast(CastOp::Trunc, t, Ty::I32);
        let w = em.cast(CastOp::Zext, w, Ty::I64);
        let weight = (crate::bigint::to_unsigned(&[1]) << (32 * j)) % n;
        let weight = weight.to_u64_digits().first().copied().unwrap_or(0);
        let term = em.bin_k(BinOp::Mul, w, weight);
        acc = Some(match acc {
            Some(a) => em.bin(BinOp::Add, a, term),
            None => term,
        });
    }
    let sum = acc.unwrap_or_else(|| em.iconst(Ty::I64, 0));
    let r = em.bin_k(BinOp::URem, sum, u64::from(n));
    em.cast(CastOp::Zext, r, ty)
}

/// `fshl`/`fshr` of `a:b` by `s`: two shifts that never reach the width.
fn funnel(em: &mut Emitter, left: bool, n: u32, a: Value, b: Value, s: Value) -> Value {
    let k = amount_mod(em, s, n);
    let ty = em.ty(a);
    let last = em.iconst(ty, u64::from(n - 1));
    let rest = em.bin(BinOp::Sub, last, k);
    if left {
        let hi = em.bin(BinOp::Shl, a, k);
        let t = em.bin_k(BinOp::LShr, b, 1);
        let lo = em.bin(BinOp::LShr, t, rest);
        em.bin(BinOp::Or, hi, lo)
    } else {
        let lo = em.bin(BinOp::LShr, b, k);
        let t = em.bin_k(BinOp::Shl, a, 1);
        let hi = em.bin(BinOp::Shl, t, rest);
        em.bin(BinOp::Or, hi, lo)
    }
}
