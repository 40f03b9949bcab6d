//! The integer intrinsics' semantics, exactly as LLVM's LangRef defines them,
//! at every width from 1 to 64 bits.
//!
//! Operands arrive as zero-extended bits with the width `w` of the overloaded
//! type; results are zero-extended to their width too. An intrinsic whose
//! LangRef result is poison for some inputs (`abs` of the minimum with
//! `int_min_is_poison`, `ctlz`/`cttz` of zero with `is_zero_poison`) gives
//! the value the flag-free form gives: poison may be refined to any value,
//! egret never materialises poison, and clang legitimately computes such
//! results on paths where they are unused (for example in the unselected
//! arm of a `select`), so reporting them would be a false alarm.
//!
//! The `*.with.overflow` family returns a `{iN, i1}` pair ([`Pair`]); the
//! machine writes it into two consecutive slots, the layout of every
//! two-field struct value.

use crate::intops::{sext, zext};
use crate::intrinsics::IntrinsicKind;

/// The result of a `*.with.overflow` intrinsic: the wrapped value and the
/// overflow bit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The result modulo 2^w, zero-extended.
    pub value: u64,
    /// Whether the infinitely precise result did not fit.
    pub overflow: bool,
}

/// The smallest and largest signed `w`-bit values.
fn signed_range(w: u32) -> (i128, i128) {
    let max = (1i128 << (w - 1)) - 1;
    (-max - 1, max)
}

fn s(x: u64, w: u32) -> i128 {
    sext(x, w) as i128
}

fn u(x: u64, w: u32) -> i128 {
    zext(x, w) as i128
}

fn wrap(x: i128, w: u32) -> u64 {
    zext(x as u64, w)
}

/// A `llvm.vector.reduce.*` of the `w`-bit `elems`; `None` for other
/// kinds or no elements.
pub fn reduce(kind: IntrinsicKind, w: u32, elems: &[u64]) -> Option<u64> {
    use crate::intrinsics::ReduceStep;
    let step = kind.reduce_step()?;
    let (&first, rest) = elems.split_first()?;
    Some(rest.iter().fold(zext(first, w), |acc, &e| {
        let e = zext(e, w);
        match step {
            ReduceStep::Bin(op) => super::machine::binop(op, w as u8, acc, e, false).unwrap_or(0),
            ReduceStep::Keep(cc) => {
                if cc.eval(w, acc, e) {
                    acc
                } else {
                    e
                }
            }
        }
    }))
}

/// `{s,u}{add,sub,mul}.with.overflow` at width `w`; `None` for other kinds.
pub fn with_overflow(kind: IntrinsicKind, w: u32, a: u64, b: u64) -> Option<Pair> {
    use IntrinsicKind::*;
    let (lo, hi) = signed_range(w);
    let umax = u(u64::MAX, w);
    let (exact, signed) = match kind {
        SAddWithOverflow => (s(a, w) + s(b, w), true),
        UAddWithOverflow => (u(a, w) + u(b, w), false),
        SSubWithOverflow => (s(a, w) - s(b, w), true),
        USubWithOverflow => (u(a, w) - u(b, w), false),
        SMulWithOverflow => (s(a, w) * s(b, w), true),
        UMulWithOverflow => (u(a, w) * u(b, w), false),
        _ => return None,
    };
    let overflow = if signed {
        exact < lo || exact > hi
    } else {
        exact < 0 || exact > umax
    };
    Some(Pair {
        value: wrap(exact, w),
        overflow,
    })
}

/// Every single-result integer intrinsic at operand width `w` with result
/// width `rw` (they differ only for `scmp`/`ucmp`). `args` are the call's
/// operands (flag operands included). `None` for kinds that are not pure
/// integer functions (memory, stack, varargs, traps, pairs).
pub fn scalar(kind: IntrinsicKind, w: u32, rw: u32, args: &[u64]) -> Option<u64> {
    use IntrinsicKind::*;
    let a = zext(*args.first()?, w);
    let b = args.get(1).map_or(0, |&b| zext(b, w));
    let (lo, hi) = signed_range(w);
    let umax = u(u64::MAX, w);
    let clamp = |x: i128, lo: i128, hi: i128| wrap(x.clamp(lo, hi), w);
    Some(match kind {
        UMin => a.min(b),
        UMax => a.max(b),
        SMin => wrap(s(a, w).min(s(b, w)), w),
        SMax => wrap(s(a, w).max(s(b, w)), w),
        Abs => wrap(s(a, w).abs(), w),
        Ctpop => a.count_ones() as u64,
        Ctlz => (a.leading_zeros() - (64 - w)) as u64,
        Cttz => a.trailing_zeros().min(w) as u64,
        Bswap => bswap(a, w),
        Bitreverse => a.reverse_bits() >> (64 - w),
        Fshl | Fshr => funnel(kind == Fshl, w, a, b, zext(*args.get(2)?, w)),
        SAddSat => clamp(s(a, w) + s(b, w), lo, hi),
        SSubSat => clamp(s(a, w) - s(b, w), lo, hi),
        UAddSat => clamp(u(a, w) + u(b, w), 0, umax),
        USubSat => clamp(u(a, w) - u(b, w), 0, umax),
        SCmp => three_way(s(a, w).cmp(&s(b, w)), rw),
        UCmp => three_way(a.cmp(&b), rw),
        _ => return None,
    })
}

/// Byte swap of the low `w` bits (`w` a multiple of 16; other widths are
/// rejected by the verifier, and swap whole bytes here).
fn bswap(a: u64, w: u32) -> u64 {
    let bytes = w.div_ceil(8);
    a.swap_bytes() >> (64 - 8 * bytes)
}

/// `fshl`/`fshr`: concatenate `a:b` (a high), shift left/right by
/// `sh mod w`, return the high/low half.
fn funnel(left: bool, w: u32, a: u64, b: u64, sh: u64) -> u64 {
    let k = (sh % w as u64) as u32;
    let wide = ((a as u128) << w) | b as u128;
    if left {
        zext(((wide << k) >> w) as u64, w)
    } else {
        zext((wide >> k) as u64, w)
    }
}

/// -1, 0 or 1 as an `rw`-bit value.
fn three_way(o: std::cmp::Ordering, rw: u32) -> u64 {
    zext(o as i64 as u64, rw)
}

#[cfg(test)]
mod tests {
    use super::*;
    use IntrinsicKind::*;

    #[test]
    fn examples_from_the_langref() {
        // fshl(i8 255, i8 0, i8 15) = 128; fshr(i8 255, i8 0, i8 15) = 254.
        assert_eq!(scalar(Fshl, 8, 8, &[255, 0, 15]), Some(128));
        assert_eq!(scalar(Fshr, 8, 8, &[255, 0, 15]), Some(254));
        assert_eq!(scalar(Fshl, 8, 8, &[15, 15, 11]), Some(120));
        assert_eq!(scalar(Fshr, 8, 8, &[15, 15, 11]), Some(225));
        assert_eq!(scalar(Fshl, 8, 8, &[0, 255, 8]), Some(0));
        assert_eq!(scalar(Fshr, 8, 8, &[0, 255, 8]), Some(255));
        // sadd.sat(i4 2, 6) = 7; (-4, -5) = -8; usub.sat(i4 2, 6) = 0.
        assert_eq!(scalar(SAddSat, 4, 4, &[2, 6]), Some(7));
        assert_eq!(scalar(SAddSat, 4, 4, &[0xC, 0xB]), Some(8));
        assert_eq!(scalar(UAddSat, 4, 4, &[8, 8]), Some(15));
        assert_eq!(scalar(USubSat, 4, 4, &[2, 6]), Some(0));
        assert_eq!(scalar(SSubSat, 4, 4, &[2, 0xA]), Some(7));
        assert_eq!(scalar(SSubSat, 4, 4, &[0xC, 5]), Some(8));
    }

    #[test]
    fn counts_at_odd_widths() {
        assert_eq!(scalar(Ctlz, 7, 7, &[1, 0]), Some(6));
        assert_eq!(scalar(Ctlz, 7, 7, &[0, 1]), Some(7));
        assert_eq!(scalar(Cttz, 33, 33, &[0, 1]), Some(33));
        assert_eq!(scalar(Cttz, 24, 24, &[1 << 23, 0]), Some(23));
        assert_eq!(scalar(Ctpop, 1, 1, &[1]), Some(1));
        assert_eq!(scalar(Ctlz, 1, 1, &[0, 0]), Some(1));
        assert_eq!(scalar(Bitreverse, 7, 7, &[1]), Some(0x40));
        assert_eq!(scalar(Bswap, 24, 24, &[0x112233]), Some(0x332211));
        assert_eq!(
            scalar(Bswap, 48, 48, &[0x1122_3344_5566]),
            Some(0x6655_4433_2211)
        );
    }

    #[test]
    fn minimum_values_and_three_way_compares() {
        assert_eq!(scalar(Abs, 32, 32, &[0x8000_0000, 1]), Some(0x8000_0000));
        assert_eq!(scalar(Abs, 1, 1, &[1, 0]), Some(1));
        assert_eq!(scalar(SMin, 1, 1, &[0, 1]), Some(1));
        assert_eq!(scalar(SCmp, 8, 2, &[0x80, 1]), Some(3));
        assert_eq!(scalar(UCmp, 8, 32, &[0x80, 1]), Some(1));
        assert_eq!(scalar(SCmp, 64, 8, &[5, 5]), Some(0));
    }

    #[test]
    fn overflow_flags() {
        let p = |value, overflow| Some(Pair { value, overflow });
        assert_eq!(
            with_overflow(SAddWithOverflow, 32, 0x7FFF_FFFF, 1),
            p(0x8000_0000, true)
        );
        assert_eq!(
            with_overflow(UAddWithOverflow, 32, 0xFFFF_FFFF, 1),
            p(0, true)
        );
        assert_eq!(with_overflow(USubWithOverflow, 8, 0, 1), p(0xFF, true));
        assert_eq!(with_overflow(SSubWithOverflow, 8, 0x80, 1), p(0x7F, true));
        assert_eq!(with_overflow(SMulWithOverflow, 1, 1, 1), p(1, true));
        assert_eq!(
            with_overflow(SMulWithOverflow, 64, u64::MAX, 1 << 63),
            p(1 << 63, true)
        );
        assert_eq!(
            with_overflow(UMulWithOverflow, 64, 1 << 32, 1 << 31),
            p(1 << 63, false)
        );
        assert_eq!(
            with_overflow(UMulWithOverflow, 64, 1 << 32, 1 << 32),
            p(0, true)
        );
    }
}

/// A floating-point intrinsic on operands of `w` bits (32: `float`, 64:
/// `double`), through [`crate::float`]; the result has `rw` bits (the
/// integer of `lrint` and friends). `None` for other kinds.
pub fn float(kind: IntrinsicKind, w: u32, rw: u32, args: &[u64]) -> Option<u64> {
    use crate::float::{self as fl, FloatBinOp, FloatKind};
    use IntrinsicKind::*;
    let k = if w == 32 {
        FloatKind::F32
    } else {
        FloatKind::F64
    };
    let a = *args.first()?;
    let arg = |i: usize| args.get(i).copied().unwrap_or(0);
    Some(match kind {
        FAbs => fl::fabs(k, a),
        CopySign => fl::copysign(k, a, arg(1)),
        Sqrt => fl::sqrt(k, a),
        Fma => fl::fma(k, a, arg(1), arg(2)),
        FMulAdd => {
            let p = fl::binary(k, FloatBinOp::FMul, a, arg(1));
            fl::binary(k, FloatBinOp::FAdd, p, arg(2))
        }
        MinNum => fl::minnum(k, a, arg(1)),
        MaxNum => fl::maxnum(k, a, arg(1)),
        Minimum => fl::minimum(k, a, arg(1)),
        Maximum => fl::maximum(k, a, arg(1)),
        Floor => fl::floor(k, a),
        Ceil => fl::ceil(k, a),
        Trunc => fl::trunc(k, a),
        Round => fl::round(k, a),
        RoundEven | Rint | NearbyInt => fl::roundeven(k, a),
        LRint | LLRint => fl::to_int(k, fl::roundeven(k, a), rw, true),
        LRound | LLRound => fl::to_int(k, fl::round(k, a), rw, true),
        IsFpClass => u64::from(fl::is_fpclass(k, a, arg(1) as u32)),
        Canonicalize => fl::canonicalize(k, a),
        _ => return None,
    })
}
