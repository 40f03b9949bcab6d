//! Expanding intrinsic calls into core instructions.
//!
//! Every family of [`crate::intrinsics`] except the ones the back end
//! implements (`stacksave`, `stackrestore`, `va_start`, `trap`,
//! `debugtrap`) and the memory ones (see [`super::memory`]) becomes plain
//! integer code here. The forms are chosen for Cpu0: compares feed
//! `select`s, which lower to `movz`/`movn`; bit counts use the branch-free
//! SWAR sequences with masks that fit `andi` immediates when the width
//! allows; rotates come out as `(x << s) | (x >> (-s & (N - 1)))`; constant
//! shift amounts are folded. Bit operations on types narrower than 32 bits
//! are done in `i32` and truncated, `i64` ones on its two words.
//! `zero_is_poison`/`int_min_is_poison` flags are ignored: the expansions
//! give the defined result (`ctlz(0) = N`, `abs(MIN) = MIN`).

use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, rewrite_function};
use crate::diag::Diagnostic;
use crate::intrinsics::IntrinsicKind as K;
use crate::ir::*;
use crate::types::Ty;

/// Whether the back end implements `kind` itself (the call stays).
pub(crate) fn stays_a_call(kind: K) -> bool {
    matches!(
        kind,
        K::StackSave | K::StackRestore | K::VaStart | K::Trap | K::DebugTrap
    )
}

/// Whether `kind` is a memory intrinsic (handled by [`super::memory`]).
pub(crate) fn is_memory(kind: K) -> bool {
    matches!(kind, K::MemCopy | K::MemMove | K::MemSet)
}

/// Expands every non-memory intrinsic call of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let n = rewrite_function(module, f, |em, module, _inst, data| {
        let Some(kind) = called_intrinsic(module, data) else {
            return Ok(Rewrite::Keep);
        };
        if stays_a_call(kind) || is_memory(kind) {
            return Ok(Rewrite::Keep);
        }
        let InstData::Call { args, fn_ty, .. } = data else {
            return Ok(Rewrite::Keep);
        };
        let ret = match em.types.kind(*fn_ty) {
            crate::types::TyData::Func { ret, .. } => *ret,
            _ => Ty::VOID,
        };
        expand(em, kind, args, ret).map(Rewrite::Replace)
    })?;
    report.intrinsics_expanded += n;
    Ok(())
}

/// The code of one intrinsic call returning `ret`; its result value, if it
/// has one.
pub(super) fn expand(
    em: &mut Emitter,
    kind: K,
    args: &[Value],
    ret: Ty,
) -> Result<Option<Value>, Diagnostic> {
    let loc = em.loc;
    let arg = |i: usize| {
        args.get(i)
            .copied()
            .ok_or_else(|| Diagnostic::error(loc, "intrinsic call with too few arguments"))
    };
    Ok(Some(match kind {
        K::NoOp | K::VaEnd => return Ok(None),
        K::Identity => identity(em, args, ret).ok_or_else(|| {
            Diagnostic::error(loc, "identity intrinsic without an argument of its type")
        })?,
        K::UMin => min_max(em, IntCC::Ult, arg(0)?, arg(1)?),
        K::UMax => min_max(em, IntCC::Ugt, arg(0)?, arg(1)?),
        K::SMin => min_max(em, IntCC::Slt, arg(0)?, arg(1)?),
        K::SMax => min_max(em, IntCC::Sgt, arg(0)?, arg(1)?),
        K::Abs => abs(em, arg(0)?),
        K::Ctpop => ctpop(em, arg(0)?),
        K::Ctlz => ctlz(em, arg(0)?),
        K::Cttz => cttz(em, arg(0)?),
        K::Bswap => bswap(em, arg(0)?),
        K::Bitreverse => bitreverse(em, arg(0)?),
        K::Fshl => funnel(em, true, arg(0)?, arg(1)?, arg(2)?),
        K::Fshr => funnel(em, false, arg(0)?, arg(1)?, arg(2)?),
        K::UAddSat => uadd_sat(em, arg(0)?, arg(1)?),
        K::USubSat => usub_sat(em, arg(0)?, arg(1)?),
        K::SAddSat => signed_sat(em, BinOp::Add, arg(0)?, arg(1)?),
        K::SSubSat => signed_sat(em, BinOp::Sub, arg(0)?, arg(1)?),
        K::SCmp => three_way(em, true, arg(0)?, arg(1)?, ret),
        K::UCmp => three_way(em, false, arg(0)?, arg(1)?, ret),
        K::ObjectSize => object_size(em, arg(1)?, ret),
        K::IsConstant => {
            let c = is_manifest_constant(em.f.value_def(arg(0)?));
            em.iconst(Ty::I1, c as u64)
        }
        K::PtrMask => ptr_mask(em, arg(0)?, arg(1)?),
        K::VaCopy => {
            va_copy(em, arg(0)?, arg(1)?);
            return Ok(None);
        }
        K::SAddWithOverflow
        | K::UAddWithOverflow
        | K::SSubWithOverflow
        | K::USubWithOverflow
        | K::SMulWithOverflow
        | K::UMulWithOverflow => {
            return Err(Diagnostic::error(
                loc,
                "`with.overflow` intrinsics need first-class aggregates, which the legalizer does not handle yet",
            ));
        }
        K::ReduceAdd
        | K::ReduceMul
        | K::ReduceAnd
        | K::ReduceOr
        | K::ReduceXor
        | K::ReduceSMax
        | K::ReduceSMin
        | K::ReduceUMax
        | K::ReduceUMin => {
            return Err(Diagnostic::error(
                loc,
                "internal: vector reductions are expanded by the vectors job, which runs first",
            ));
        }
        K::FAbs
        | K::CopySign
        | K::Sqrt
        | K::Fma
        | K::FMulAdd
        | K::MinNum
        | K::MaxNum
        | K::Minimum
        | K::Maximum
        | K::Floor
        | K::Ceil
        | K::Trunc
        | K::Round
        | K::RoundEven
        | K::Rint
        | K::NearbyInt
        | K::LRint
        | K::LLRint
        | K::LRound
        | K::LLRound
        | K::IsFpClass
        | K::Canonicalize => {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "the floating-point intrinsic {kind:?} is not yet supported by the Cpu0 back end"
                ),
            ));
        }
        K::MemCopy
        | K::MemMove
        | K::MemSet
        | K::StackSave
        | K::StackRestore
        | K::VaStart
        | K::Trap
        | K::DebugTrap => unreachable!("kept calls are not expanded"),
    }))
}

/// `llvm.is.constant`: true for LLVM's manifest constants (integers,
/// `null`, `undef`), false for addresses of globals and functions (known
/// only at link time) and for instruction results and parameters.
fn is_manifest_constant(def: ValueDef) -> bool {
    matches!(def, ValueDef::Const(_) | ValueDef::Null | ValueDef::Undef)
}

/// The argument an identity intrinsic returns: the first of the result's
/// type (`llvm.invariant.start(size, p)` returns a pointer derived from
/// `p`), cast when a typed pointer differs.
fn identity(em: &mut Emitter, args: &[Value], ret: Ty) -> Option<Value> {
    if let Some(&v) = args.iter().find(|&&v| em.ty(v) == ret) {
        return Some(v);
    }
    let &p = args.iter().find(|&&v| em.types.is_ptr(em.ty(v)))?;
    if !em.types.is_ptr(ret) {
        return None;
    }
    Some(em.cast(CastOp::Bitcast, p, ret))
}

/// `llvm.scmp`/`llvm.ucmp`: `(a > b) - (a < b)` in the result type.
fn three_way(em: &mut Emitter, signed: bool, a: Value, b: Value, ret: Ty) -> Value {
    let (gt, lt) = if signed {
        (IntCC::Sgt, IntCC::Slt)
    } else {
        (IntCC::Ugt, IntCC::Ult)
    };
    let g = em.icmp(gt, a, b);
    let l = em.icmp(lt, a, b);
    let g = em.cast(CastOp::Zext, g, ret);
    let l = em.cast(CastOp::Zext, l, ret);
    em.bin(BinOp::Sub, g, l)
}

/// `llvm.objectsize(p, min, ...)`: unknown, so `-1`, or `0` when `min`.
fn object_size(em: &mut Emitter, min: Value, ret: Ty) -> Value {
    match em.f.const_value(min) {
        Some(m) => em.iconst(ret, if m != 0 { 0 } else { u64::MAX }),
        None => {
            let zero = em.iconst(ret, 0);
            let ones = em.iconst(ret, u64::MAX);
            em.select(min, zero, ones)
        }
    }
}

/// `llvm.ptrmask(p, mask)`: the address bits of `p` and-ed with `mask`.
fn ptr_mask(em: &mut Emitter, p: Value, mask: Value) -> Value {
    let ty = em.ty(p);
    let addr = em.cast(CastOp::PtrToInt, p, em.ty(mask));
    let masked = em.bin(BinOp::And, addr, mask);
    em.cast(CastOp::IntToPtr, masked, ty)
}

/// `a cc b ? a : b`: the minimum or maximum `cc` picks.
fn min_max(em: &mut Emitter, cc: IntCC, a: Value, b: Value) -> Value {
    let c = em.icmp(cc, a, b);
    em.select(c, a, b)
}

/// `|x|` as `(x ^ s) - s` with `s = x >> (N - 1)` (arithmetic): three
/// instructions without a compare.
fn abs(em: &mut Emitter, x: Value) -> Value {
    let n = em.bits(x);
    let s = em.bin_k(BinOp::AShr, x, u64::from(n - 1));
    let t = em.bin(BinOp::Xor, x, s);
    em.bin(BinOp::Sub, t, s)
}

/// `0x5555...`, `0x3333...`, `0x0F0F...`: the byte `b` repeated over 32 bits.
fn repeat32(b: u8) -> u64 {
    u64::from(b) * 0x0101_0101
}

/// Applies `op32` to `x` in `i32`: widened (zero-extended) when `x` is
/// narrower, on each 32-bit half when wider. `narrow` finishes the
/// widened case (given the `i32` result and `x`'s width), `halves`
/// combines the results of the low and high words for `i64`.
fn via_words(
    em: &mut Emitter,
    x: Value,
    op32: &mut dyn FnMut(&mut Emitter, Value, u32) -> Value,
    halves: &mut dyn FnMut(&mut Emitter, Value, Value, Value) -> Value,
) -> Value {
    let n = em.bits(x);
    let ty = em.ty(x);
    if n <= 32 {
        let w = em.zext_or_trunc(x, Ty::I32);
        let r = op32(em, w, n);
        return em.zext_or_trunc(r, ty);
    }
    let lo = em.cast(CastOp::Trunc, x, Ty::I32);
    let hi_wide = em.bin_k(BinOp::LShr, x, 32);
    let hi = em.cast(CastOp::Trunc, hi_wide, Ty::I32);
    halves(em, x, lo, hi)
}

/// Joins two `i32` words into `ty` (64 bits): `hi << 32 | lo`.
fn join(em: &mut Emitter, ty: Ty, lo: Value, hi: Value) -> Value {
    let lo = em.cast(CastOp::Zext, lo, ty);
    let hi = em.cast(CastOp::Zext, hi, ty);
    let hi = em.bin_k(BinOp::Shl, hi, 32);
    em.bin(BinOp::Or, hi, lo)
}

/// Population count of the `i32` `x`, whose value fits in `n` bits: the
/// SWAR sum of bit pairs, nibbles and bytes (masks cut to `n` bits, so
/// they are `andi` immediates for `n <= 16`).
fn ctpop32(em: &mut Emitter, x: Value, n: u32) -> Value {
    let mask = if n >= 32 {
        u64::from(u32::MAX)
    } else {
        (1u64 << n) - 1
    };
    let m1 = repeat32(0x55) & mask;
    let m2 = repeat32(0x33) & mask;
    let m4 = repeat32(0x0F) & mask;
    let t = em.bin_k(BinOp::LShr, x, 1);
    let t = em.bin_k(BinOp::And, t, m1);
    let x = em.bin(BinOp::Sub, x, t);
    if n <= 2 {
        return x;
    }
    let a = em.bin_k(BinOp::And, x, m2);
    let t = em.bin_k(BinOp::LShr, x, 2);
    let t = em.bin_k(BinOp::And, t, m2);
    let x = em.bin(BinOp::Add, a, t);
    if n <= 4 {
        return x;
    }
    let t = em.bin_k(BinOp::LShr, x, 4);
    let t = em.bin(BinOp::Add, x, t);
    let x = em.bin_k(BinOp::And, t, m4);
    if n <= 8 {
        return x;
    }
    if n <= 16 {
        let t = em.bin_k(BinOp::LShr, x, 8);
        let t = em.bin(BinOp::Add, x, t);
        return em.bin_k(BinOp::And, t, 0x1F);
    }
    let t = em.bin_k(BinOp::Mul, x, repeat32(0x01));
    em.bin_k(BinOp::LShr, t, 24)
}

/// `llvm.ctpop`.
fn ctpop(em: &mut Emitter, x: Value) -> Value {
    let ty = em.ty(x);
    via_words(
        em,
        x,
        &mut |em, w, n| ctpop32(em, w, n),
        &mut |em, _, lo, hi| {
            let a = ctpop32(em, lo, 32);
            let b = ctpop32(em, hi, 32);
            let s = em.bin(BinOp::Add, a, b);
            em.cast(CastOp::Zext, s, ty)
        },
    )
}

/// Ors every bit of the `i32` `x` (a value of `n` bits) into all the bits
/// below it: `x | x >> 1 | x >> 2 ...`, as many steps as `n` needs.
fn smear32(em: &mut Emitter, mut x: Value, n: u32) -> Value {
    let mut step = 1;
    while step < n {
        let t = em.bin_k(BinOp::LShr, x, u64::from(step));
        x = em.bin(BinOp::Or, x, t);
        step *= 2;
    }
    x
}

/// Leading zeros of the `i32` `x` as an `n`-bit value: `n - ctpop(smear(x))`.
fn ctlz32(em: &mut Emitter, x: Value, n: u32) -> Value {
    let s = smear32(em, x, n);
    let c = ctpop32(em, s, n);
    let k = em.iconst(Ty::I32, u64::from(n));
    em.bin(BinOp::Sub, k, c)
}

/// `llvm.ctlz`: on `i64`, the count of the high word, or 32 plus the low
/// word's when the high word is zero.
fn ctlz(em: &mut Emitter, x: Value) -> Value {
    let ty = em.ty(x);
    let n = em.bits(x);
    via_words(
        em,
        x,
        &mut |em, w, n| ctlz32(em, w, n),
        &mut |em, _, lo, hi| {
            // Only the top `n - 32` bits of `hi` are the high word's.
            let hi_zero = em.icmp_k(IntCC::Eq, hi, 0);
            let w = em.select(hi_zero, lo, hi);
            let c = ctlz32(em, w, 32);
            let extra = em.iconst(Ty::I32, 32);
            let zero = em.iconst(Ty::I32, 0);
            let add = em.select(hi_zero, extra, zero);
            let mut c = em.bin(BinOp::Add, c, add);
            if n < 64 {
                c = em.bin_k(BinOp::Sub, c, u64::from(64 - n));
            }
            em.cast(CastOp::Zext, c, ty)
        },
    )
}

/// Trailing zeros of the `i32` `x` whose value has `n` bits:
/// `ctpop(~y & (y - 1))` with `y = x | 1 << n`, which is `n` for `x = 0`.
fn cttz32(em: &mut Emitter, x: Value, n: u32) -> Value {
    let y = if n < 32 {
        em.bin_k(BinOp::Or, x, 1 << n)
    } else {
        x
    };
    let not = em.bin_k(BinOp::Xor, y, u64::from(u32::MAX));
    let dec = em.bin_k(BinOp::Sub, y, 1);
    let t = em.bin(BinOp::And, not, dec);
    ctpop32(em, t, (n + 1).min(32))
}

/// `llvm.cttz`: on `i64`, the low word's count, or 32 plus the high
/// word's when the low word is zero.
fn cttz(em: &mut Emitter, x: Value) -> Value {
    let ty = em.ty(x);
    let n = em.bits(x);
    via_words(
        em,
        x,
        &mut |em, w, n| cttz32(em, w, n),
        &mut |em, _, lo, hi| {
            let lo_zero = em.icmp_k(IntCC::Eq, lo, 0);
            let w = em.select(lo_zero, hi, lo);
            let c = cttz32(em, w, 32);
            let extra = em.iconst(Ty::I32, 32);
            let zero = em.iconst(Ty::I32, 0);
            let add = em.select(lo_zero, extra, zero);
            let mut c = em.bin(BinOp::Add, c, add);
            if n < 64 {
                // A zero `x` counts 64 whatever the width; clamp to `n`.
                let max = em.iconst(Ty::I32, u64::from(n));
                let over = em.icmp(IntCC::Ugt, c, max);
                c = em.select(over, max, c);
            }
            em.cast(CastOp::Zext, c, ty)
        },
    )
}

/// The bytes of the `i32` `x` reversed.
fn bswap32(em: &mut Emitter, x: Value) -> Value {
    let a = em.bin_k(BinOp::Shl, x, 24);
    let b = em.bin_k(BinOp::LShr, x, 24);
    let c = em.bin_k(BinOp::And, x, 0xFF00);
    let c = em.bin_k(BinOp::Shl, c, 8);
    let d = em.bin_k(BinOp::LShr, x, 8);
    let d = em.bin_k(BinOp::And, d, 0xFF00);
    let ab = em.bin(BinOp::Or, a, b);
    let cd = em.bin(BinOp::Or, c, d);
    em.bin(BinOp::Or, ab, cd)
}

/// `llvm.bswap` (`N` a multiple of 16): in `i32` for `i16` (shifted down),
/// on the two words of an `i64` swapped.
fn bswap(em: &mut Emitter, x: Value) -> Value {
    let ty = em.ty(x);
    via_words(
        em,
        x,
        &mut |em, w, n| {
            if n == 16 {
                let a = em.bin_k(BinOp::Shl, w, 8);
                let a = em.bin_k(BinOp::And, a, 0xFF00);
                let b = em.bin_k(BinOp::LShr, w, 8);
                return em.bin(BinOp::Or, a, b);
            }
            let r = bswap32(em, w);
            if n < 32 {
                em.bin_k(BinOp::LShr, r, u64::from(32 - n))
            } else {
                r
            }
        },
        &mut |em, _, lo, hi| {
            let new_hi = bswap32(em, lo);
            let new_lo = bswap32(em, hi);
            join(em, ty, new_lo, new_hi)
        },
    )
}

/// The bits of the `i32` `x` reversed: swapped pairs, nibble halves and
/// nibbles, then the bytes.
fn bitreverse32(em: &mut Emitter, mut x: Value) -> Value {
    for (shift, byte) in [(1, 0x55), (2, 0x33), (4, 0x0F)] {
        let m = repeat32(byte);
        let a = em.bin_k(BinOp::LShr, x, shift);
        let a = em.bin_k(BinOp::And, a, m);
        let b = em.bin_k(BinOp::And, x, m);
        let b = em.bin_k(BinOp::Shl, b, shift);
        x = em.bin(BinOp::Or, a, b);
    }
    bswap32(em, x)
}

/// `llvm.bitreverse`.
fn bitreverse(em: &mut Emitter, x: Value) -> Value {
    let ty = em.ty(x);
    via_words(
        em,
        x,
        &mut |em, w, n| {
            let r = bitreverse32(em, w);
            if n < 32 {
                em.bin_k(BinOp::LShr, r, u64::from(32 - n))
            } else {
                r
            }
        },
        &mut |em, _, lo, hi| {
            let new_hi = bitreverse32(em, lo);
            let new_lo = bitreverse32(em, hi);
            join(em, ty, new_lo, new_hi)
        },
    )
}

/// `llvm.fshl` (`left`) and `llvm.fshr`: the high (low) half of `a:b`
/// shifted left (right) by `s mod N`. A constant amount becomes two
/// constant shifts; `a == b` (a rotate) the rotate pattern
/// `(x << s) | (x >> (-s & (N - 1)))`; otherwise the shifted-in half is
/// pre-shifted by one so that no shift count reaches `N`.
fn funnel(em: &mut Emitter, left: bool, a: Value, b: Value, s: Value) -> Value {
    let n = u64::from(em.bits(a));
    let (first, second) = if left {
        (BinOp::Shl, BinOp::LShr)
    } else {
        (BinOp::LShr, BinOp::Shl)
    };
    // `left`: a << s | b >> (N - s); right: b >> s | a << (N - s).
    let (x, y) = if left { (a, b) } else { (b, a) };
    if let Some(k) = em.f.const_value(s) {
        let k = k % n;
        if k == 0 {
            return x;
        }
        let p = em.bin_k(first, x, k);
        let q = em.bin_k(second, y, n - k);
        return em.bin(BinOp::Or, p, q);
    }
    let s = em.bin_k(BinOp::And, s, n - 1);
    let p = em.bin(first, x, s);
    let q = if a == b {
        let zero = em.iconst(em.ty(s), 0);
        let neg = em.bin(BinOp::Sub, zero, s);
        let r = em.bin_k(BinOp::And, neg, n - 1);
        em.bin(second, y, r)
    } else {
        let r = em.bin_k(BinOp::Xor, s, n - 1);
        let y1 = em.bin_k(second, y, 1);
        em.bin(second, y1, r)
    };
    em.bin(BinOp::Or, p, q)
}

/// `llvm.uadd.sat`: `a + b`, or all ones when it wraps.
fn uadd_sat(em: &mut Emitter, a: Value, b: Value) -> Value {
    let s = em.bin(BinOp::Add, a, b);
    let wrapped = em.icmp(IntCC::Ult, s, a);
    let ones = em.iconst(em.ty(a), u64::MAX);
    em.select(wrapped, ones, s)
}

/// `llvm.usub.sat`: `a - b`, or 0 when `b > a`.
fn usub_sat(em: &mut Emitter, a: Value, b: Value) -> Value {
    let d = em.bin(BinOp::Sub, a, b);
    let below = em.icmp(IntCC::Ult, a, b);
    let zero = em.iconst(em.ty(a), 0);
    em.select(below, zero, d)
}

/// Whether `a op b` (`Add` or `Sub`) overflows as signed, given the wrapped
/// result `r`: the sign of `(r ^ a) & (r ^ b)` for add, `(a ^ b) & (a ^ r)`
/// for subtract.
pub(crate) fn signed_overflow(em: &mut Emitter, op: BinOp, a: Value, b: Value, r: Value) -> Value {
    let (x, y) = if op == BinOp::Add {
        (em.bin(BinOp::Xor, r, a), em.bin(BinOp::Xor, r, b))
    } else {
        (em.bin(BinOp::Xor, a, b), em.bin(BinOp::Xor, a, r))
    };
    let t = em.bin(BinOp::And, x, y);
    em.icmp_k(IntCC::Slt, t, 0)
}

/// `llvm.sadd.sat`/`llvm.ssub.sat`: the wrapped result, or on overflow the
/// bound on `a`'s side: `(a >> (N-1)) ^ MAX` is `MAX` for `a >= 0`, `MIN`
/// otherwise.
fn signed_sat(em: &mut Emitter, op: BinOp, a: Value, b: Value) -> Value {
    let n = em.bits(a);
    let r = em.bin(op, a, b);
    let over = signed_overflow(em, op, a, b, r);
    let sign = em.bin_k(BinOp::AShr, a, u64::from(n - 1));
    let max = (1u64 << (n - 1)) - 1;
    let bound = em.bin_k(BinOp::Xor, sign, max);
    em.select(over, bound, r)
}

/// `llvm.va_copy(dst, src)`: copies the `va_list` pointer (`*dst = *src`).
fn va_copy(em: &mut Emitter, dst: Value, src: Value) {
    let list_ty = em.ptr_to(src, Ty::I8);
    let v = em.load(list_ty, src);
    em.store(v, dst);
}
