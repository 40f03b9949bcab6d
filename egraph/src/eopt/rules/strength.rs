//! Strength reduction of multiplication and division by constants.
//!
//! On Cpu0 a 32-bit `mul` is one instruction, the same as a shift, but an
//! i64 multiplication is seven (`multu`, `mflo`, `mfhi`, two cross `mul`s,
//! two adds) and an i64 division is a runtime call. The rules offer the
//! shift-and-add forms; the cost model picks per width. Division rules only
//! see divisions by constants that cannot trap (the others stay in the
//! skeleton), and keep the round-toward-zero semantics of signed division
//! with the usual bias for negative dividends.

use super::{Builder, Group, WIDE_INTS, add, facts, inst, k, konst, var};
use crate::eopt::eval::{log2_exact, mask};
use crate::eopt::lang::{Op, ty_name, width};
use egret_llvmlite::{BinOp, Ty, sext};

/// Adds the strength-reduction table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Strength);
    for t in WIDE_INTS {
        let w = width(t);
        let n = |s: &str| format!("{s}:{}", ty_name(t));
        let (a, c) = (var("?a"), var("?c"));
        b.comp(
            n("mul-pow2"),
            &inst("(mul:$t ?a ?c)", t),
            move |eg, _, s| {
                let sh = log2_exact(konst(eg, s, c)?, w).filter(|&x| x > 0)?;
                let sh = k(eg, t, sh as u64);
                Some(add(eg, Op::Bin(BinOp::Shl), t, &[s[a], sh]))
            },
        );
        b.comp(
            n("mul-neg-pow2"),
            &inst("(mul:$t ?a ?c)", t),
            move |eg, _, s| {
                let neg = konst(eg, s, c)?.wrapping_neg() & mask(w);
                let sh = log2_exact(neg, w).filter(|&x| x > 0 && x < w - 1)?;
                let sh = k(eg, t, sh as u64);
                let shifted = add(eg, Op::Bin(BinOp::Shl), t, &[s[a], sh]);
                let zero = k(eg, t, 0);
                Some(add(eg, Op::Bin(BinOp::Sub), t, &[zero, shifted]))
            },
        );
        b.comp(
            n("mul-two-pow2"),
            &inst("(mul:$t ?a ?c)", t),
            move |eg, _, s| {
                let cv = konst(eg, s, c)?;
                let (op, hi, lo) = two_powers(cv, w)?;
                let x = s[a];
                let left = shl_by(eg, t, x, hi);
                let right = shl_by(eg, t, x, lo);
                Some(add(eg, Op::Bin(op), t, &[left, right]))
            },
        );
        b.comp(
            n("udiv-pow2"),
            &inst("(udiv:$t ?a ?c)", t),
            move |eg, _, s| {
                let sh = log2_exact(konst(eg, s, c)?, w)?;
                let sh = k(eg, t, sh as u64);
                Some(add(eg, Op::Bin(BinOp::LShr), t, &[s[a], sh]))
            },
        );
        b.comp(
            n("urem-pow2"),
            &inst("(urem:$t ?a ?c)", t),
            move |eg, _, s| {
                let cv = konst(eg, s, c)?;
                log2_exact(cv, w)?;
                let m = k(eg, t, cv - 1);
                Some(add(eg, Op::Bin(BinOp::And), t, &[s[a], m]))
            },
        );
        b.comp(
            n("sdiv-pow2"),
            &inst("(sdiv:$t ?a ?c)", t),
            move |eg, _, s| {
                let sh = signed_pow2(konst(eg, s, c)?, w)?;
                let x = s[a];
                let shk = k(eg, t, sh as u64);
                if facts(eg, s, a).non_negative() {
                    return Some(add(eg, Op::Bin(BinOp::LShr), t, &[x, shk]));
                }
                let biased = add_bias(eg, t, x, sh);
                Some(add(eg, Op::Bin(BinOp::AShr), t, &[biased, shk]))
            },
        );
        b.comp(
            n("srem-pow2"),
            &inst("(srem:$t ?a ?c)", t),
            move |eg, _, s| {
                let cv = konst(eg, s, c)?;
                let sh = signed_pow2(cv, w)?;
                let x = s[a];
                if facts(eg, s, a).non_negative() {
                    let m = k(eg, t, cv - 1);
                    return Some(add(eg, Op::Bin(BinOp::And), t, &[x, m]));
                }
                // x - ((x + bias) & -2^k)
                let biased = add_bias(eg, t, x, sh);
                let m = k(eg, t, cv.wrapping_neg());
                let rounded = add(eg, Op::Bin(BinOp::And), t, &[biased, m]);
                Some(add(eg, Op::Bin(BinOp::Sub), t, &[x, rounded]))
            },
        );
    }
}

/// `x << sh` (just `x` for a zero shift).
fn shl_by(eg: &mut super::EG, t: Ty, x: egg::Id, sh: u32) -> egg::Id {
    if sh == 0 {
        return x;
    }
    let shk = k(eg, t, sh as u64);
    add(eg, Op::Bin(BinOp::Shl), t, &[x, shk])
}

/// `x + (2^k - 1 if x < 0 else 0)`: the bias that makes an arithmetic shift
/// round toward zero.
fn add_bias(eg: &mut super::EG, t: Ty, x: egg::Id, sh: u32) -> egg::Id {
    let w = width(t);
    let sign_sh = k(eg, t, (w - 1) as u64);
    let sign = add(eg, Op::Bin(BinOp::AShr), t, &[x, sign_sh]);
    let down = k(eg, t, (w - sh) as u64);
    let bias = add(eg, Op::Bin(BinOp::LShr), t, &[sign, down]);
    add(eg, Op::Bin(BinOp::Add), t, &[x, bias])
}

/// `c` as `2^k` with `1 <= k <= w - 2` (positive when read as signed).
fn signed_pow2(c: u64, w: u32) -> Option<u32> {
    if sext(c, w) <= 1 {
        return None;
    }
    log2_exact(c, w)
}

/// `c = 2^hi + 2^lo` (Add) or `2^hi - 2^lo` (Sub), when `c` is not itself a
/// power of two.
fn two_powers(c: u64, w: u32) -> Option<(BinOp, u32, u32)> {
    let c = c & mask(w);
    if c.count_ones() < 2 {
        return None;
    }
    if c.count_ones() == 2 {
        return Some((BinOp::Add, 63 - c.leading_zeros(), c.trailing_zeros()));
    }
    // 2^hi - 2^lo is a contiguous run of ones from lo to hi - 1.
    let lo = c.trailing_zeros();
    let run = c >> lo;
    if (run & run.wrapping_add(1)) == 0 {
        let hi = lo + run.count_ones();
        if hi < w {
            return Some((BinOp::Sub, hi, lo));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decompositions() {
        assert_eq!(two_powers(10, 32), Some((BinOp::Add, 3, 1)));
        assert_eq!(two_powers(7, 32), Some((BinOp::Sub, 3, 0)));
        assert_eq!(two_powers(0x70, 32), Some((BinOp::Sub, 7, 4)));
        assert_eq!(two_powers(8, 32), None);
        assert_eq!(two_powers(11, 32), None);
        assert_eq!(signed_pow2(8, 32), Some(3));
        assert_eq!(signed_pow2(0x8000_0000, 32), None);
        assert_eq!(signed_pow2(1, 32), None);
    }
}
