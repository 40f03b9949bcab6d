//! Narrowing: computing wide values in fewer bits when the analysis proves
//! it is exact — above all i64 in one 32-bit register instead of a pair.
//!
//! Two families:
//!
//! - *Truncation distributes* over the operations whose low bits depend
//!   only on their operands' low bits (add, sub, mul, the bitwise ops,
//!   select, left shifts by less than the narrow width), for every pair of
//!   widths: `trunc(a + b) = trunc a + trunc b`. Right shifts distribute
//!   when the bits shifted in are known (zero, or copies of the sign).
//! - *An i64 that fits in 32 bits is an extension of its low word*: if the
//!   analysis proves the result of `op:i64` fits signed (unsigned) 32 bits,
//!   then it equals `sext (zext) (op:i32 (trunc a) (trunc b))`. Comparisons of
//!   two i64 that both fit compare their low words (signed conditions
//!   become unsigned for zero-extended values). Divisions by safe constants
//!   narrow the same way.
//!
//! A third, narrow case: a mask of the low bits of an i64 shifted right by
//! a variable amount that stays small enough reads the low word only.
//!
//! The cost model then prefers the 32-bit forms, so lowering sees `i32`
//! operations and the extensions only where an i64 is really needed.

use super::compare::unsigned;
use super::{Builder, EG, Group, INTS, add, facts, inst2, k, konst, var};
use crate::eopt::analysis::Facts;
use crate::eopt::eval::mask;
use crate::eopt::lang::{Op, ty_name, width};
use egg::Id;
use egret_llvmlite::{BinOp, CastOp, IntCC, Ty};

/// Adds the narrowing table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Narrow);
    for (i, &n) in INTS.iter().enumerate() {
        for &w in &INTS[i + 1..] {
            trunc_distributes(b, n, w);
        }
    }
    fits_in_word(b);
}

fn trunc_distributes(b: &mut Builder, n: Ty, w: Ty) {
    let name = |s: &str| format!("{s}:{}:{}", ty_name(n), ty_name(w));
    for op in ["add", "sub", "mul", "and", "or", "xor"] {
        b.pat(
            name(&format!("trunc-{op}")),
            &inst2(&format!("(trunc:$n ({op}:$w ?a ?b))"), n, w),
            &inst2(&format!("({op}:$n (trunc:$n ?a) (trunc:$n ?b))"), n, w),
        );
    }
    b.pat(
        name("trunc-select"),
        &inst2("(trunc:$n (select:$w ?c ?a ?b))", n, w),
        &inst2("(select:$n ?c (trunc:$n ?a) (trunc:$n ?b))", n, w),
    );
    if n == Ty::I1 {
        // A shift truncated to i1 would only narrow shifts by 0, which the
        // algebra table removes anyway.
        return;
    }
    let (a, c) = (var("?a"), var("?c"));
    let wn = width(n) as u64;
    let (bits_n, bits_w) = (width(n), width(w));
    for op in [BinOp::Shl, BinOp::LShr, BinOp::AShr] {
        let lhs = inst2(&format!("(trunc:$n ({}:$w ?a ?c))", op.name()), n, w);
        b.comp(
            name(&format!("trunc-{}", op.name())),
            &lhs,
            move |eg, _, s| {
                let sh = konst(eg, s, c).filter(|&x| x < wn)?;
                let fa = facts(eg, s, a);
                let exact = match op {
                    BinOp::Shl => true,
                    // The bits that move down from above the narrow width are zero.
                    BinOp::LShr => {
                        let above = mask(bits_w - bits_n);
                        (fa.zero >> bits_n) & above == above
                    }
                    // They are copies of the narrow value's sign bit.
                    _ => fits_signed(fa, bits_n),
                };
                if !exact {
                    return None;
                }
                let low = add(eg, Op::Cast(CastOp::Trunc), n, &[s[a]]);
                let shk = k(eg, n, sh);
                Some(add(eg, Op::Bin(op), n, &[low, shk]))
            },
        );
    }
}

fn fits_signed(f: &Facts, bits: u32) -> bool {
    let lo = -(1i64 << (bits - 1));
    let hi = (1i64 << (bits - 1)) - 1;
    f.smin >= lo && f.smax <= hi
}

/// i64 values, comparisons and divisions that fit in 32 bits.
fn fits_in_word(b: &mut Builder) {
    let (a, bb, c) = (var("?a"), var("?b"), var("?c"));
    for op in [
        "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
    ] {
        let bin = BinOp::from_name(op).expect("a binary operation");
        let lhs = format!("({op}:i64 ?a ?b)");
        b.comp(format!("narrow-{op}:i64"), &lhs, move |eg, id, s| {
            let root = eg[id].data.clone();
            let ext = extension_for(&root)?;
            let x = s[a];
            let y = s[bb];
            let narrow = match bin {
                BinOp::Shl | BinOp::LShr | BinOp::AShr => {
                    let sh = konst(eg, s, bb).filter(|&v| v < 32)?;
                    let fa = facts(eg, s, a);
                    let exact = match bin {
                        BinOp::Shl => true,
                        BinOp::LShr => fa.fits_u32(),
                        _ => fa.fits_s32(),
                    };
                    if !exact {
                        return None;
                    }
                    let lo = low_word(eg, x);
                    let shk = k(eg, Ty::I32, sh);
                    add(eg, Op::Bin(bin), Ty::I32, &[lo, shk])
                }
                _ => {
                    let (lx, ly) = (low_word(eg, x), low_word(eg, y));
                    add(eg, Op::Bin(bin), Ty::I32, &[lx, ly])
                }
            };
            Some(add(eg, Op::Cast(ext), Ty::I64, &[narrow]))
        });
    }
    b.comp(
        "narrow-select:i64",
        "(select:i64 ?c ?a ?b)",
        move |eg, id, s| {
            let ext = extension_for(&eg[id].data.clone())?;
            let (lx, ly) = (low_word(eg, s[a]), low_word(eg, s[bb]));
            let sel = add(eg, Op::Select, Ty::I32, &[s[c], lx, ly]);
            Some(add(eg, Op::Cast(ext), Ty::I64, &[sel]))
        },
    );
    // A few low bits of an i64 shifted right by a variable amount: when
    // the amount plus the mask's width stays within 32, those bits come
    // from the low word alone (`(x >> i) & 1` with `i < 32`), and the
    // shift is one instruction instead of a sequence on the pair.
    b.comp(
        "mask-lshr-low-word:i64",
        "(and:i32 (trunc:i32 (lshr:i64 ?a ?c)) ?b)",
        move |eg, _, s| {
            let m = konst(eg, s, bb)?;
            let used = 64 - m.leading_zeros() as i64;
            let sh = facts(eg, s, c);
            if sh.smin < 0 || sh.smax.saturating_add(used) > 32 {
                return None;
            }
            let (lx, lc) = (low_word(eg, s[a]), low_word(eg, s[c]));
            let shifted = add(eg, Op::Bin(BinOp::LShr), Ty::I32, &[lx, lc]);
            Some(add(eg, Op::Bin(BinOp::And), Ty::I32, &[shifted, s[bb]]))
        },
    );
    for op in [BinOp::UDiv, BinOp::URem, BinOp::SDiv, BinOp::SRem] {
        let lhs = format!("({}:i64 ?a ?b)", op.name());
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        b.comp(
            format!("narrow-{}:i64", op.name()),
            &lhs,
            move |eg, _, s| {
                let both = |f: &Facts| if signed { f.fits_s32() } else { f.fits_u32() };
                if !both(facts(eg, s, a)) || !both(facts(eg, s, bb)) {
                    return None;
                }
                // The divisor is a constant that is neither 0 nor -1 (pure
                // divisions only), so the 32-bit division cannot trap either.
                let (lx, ly) = (low_word(eg, s[a]), low_word(eg, s[bb]));
                let q = add(eg, Op::Bin(op), Ty::I32, &[lx, ly]);
                let ext = if signed { CastOp::Sext } else { CastOp::Zext };
                Some(add(eg, Op::Cast(ext), Ty::I64, &[q]))
            },
        );
    }
    for cc in IntCC::ALL {
        let lhs = format!("({}:i64 ?a ?b)", cc.name());
        b.comp(
            format!("narrow-cmp:{}:i64", cc.name()),
            &lhs,
            move |eg, _, s| {
                let (fa, fb) = (facts(eg, s, a), facts(eg, s, bb));
                let to = if fa.fits_s32() && fb.fits_s32() {
                    cc
                } else if fa.fits_u32() && fb.fits_u32() {
                    unsigned(cc)
                } else {
                    return None;
                };
                let (lx, ly) = (low_word(eg, s[a]), low_word(eg, s[bb]));
                Some(add(eg, Op::Icmp(to), Ty::I32, &[lx, ly]))
            },
        );
    }
}

/// Which extension of its low word an i64 with these facts is, if any.
fn extension_for(f: &Facts) -> Option<CastOp> {
    if f.konst.is_some() {
        None
    } else if f.fits_s32() {
        Some(CastOp::Sext)
    } else if f.fits_u32() {
        Some(CastOp::Zext)
    } else {
        None
    }
}

/// `trunc:i32 x`.
fn low_word(eg: &mut EG, x: Id) -> Id {
    add(eg, Op::Cast(CastOp::Trunc), Ty::I32, &[x])
}
