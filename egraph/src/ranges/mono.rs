//! Monotone functions of a value (`x + c`, `x * c`, `x * x`, extensions):
//! a bound on the result bounds the value.

use crate::eopt::analysis::Facts;
use egret_llvmlite::{BinOp, CastOp, Function, InstData, TypeStore, Value, ValueDef, sext};

/// `facts` met with the range `lo..=hi` (clamped to the type), or `None`
/// when that leaves nothing.
pub(super) fn meet_range(facts: &Facts, lo: i128, hi: i128) -> Option<Facts> {
    let top = Facts::top(facts.ty);
    let (lo, hi) = (lo.max(top.smin as i128), hi.min(top.smax as i128));
    if lo > hi {
        return None;
    }
    let met = facts.meet(&Facts::range(facts.ty, lo as i64, hi as i64));
    (!met.is_contradiction()).then_some(met)
}

/// A value computed from another, `x`, by a function that is
/// non-decreasing in `x` wherever it does not overflow: what bounds the
/// result bounds `x` (see [`Mono::invert`]).
#[derive(Copy, Clone, Debug)]
pub(super) enum Mono {
    /// `x * x`.
    Square,
    /// `x + c` (or `x - c`).
    Add(i64),
    /// `x * c` or `x << log2 c`, `c > 0`.
    Scale(i64),
    /// `sext x`, or `zext x` where `x` is non-negative (its facts say so:
    /// the inversion checks).
    Extend { signed: bool },
}

impl Mono {
    /// The value `val` is a [`Mono`] function of, and the function, if it
    /// is one of those forms.
    pub(super) fn root(f: &Function, types: &TypeStore, val: Value) -> Option<(Value, Mono)> {
        let ValueDef::Inst(i) = f.value_def(val) else {
            return None;
        };
        let konst = |v: Value| {
            let c = f.const_value(v)?;
            Some(sext(c, types.int_bits(f.value_type(v))?))
        };
        match f.insts[i] {
            InstData::Binary {
                op, args: [x, y], ..
            } => match op {
                BinOp::Mul if x == y => Some((x, Mono::Square)),
                BinOp::Add => match (konst(x), konst(y)) {
                    (None, Some(c)) => Some((x, Mono::Add(c))),
                    (Some(c), None) => Some((y, Mono::Add(c))),
                    _ => None,
                },
                BinOp::Sub => konst(y)
                    .and_then(i64::checked_neg)
                    .filter(|_| konst(x).is_none())
                    .map(|c| (x, Mono::Add(c))),
                BinOp::Mul => match (konst(x), konst(y)) {
                    (None, Some(c)) if c > 0 => Some((x, Mono::Scale(c))),
                    (Some(c), None) if c > 0 => Some((y, Mono::Scale(c))),
                    _ => None,
                },
                BinOp::Shl => konst(y)
                    .filter(|c| (0..62).contains(c) && konst(x).is_none())
                    .map(|c| (x, Mono::Scale(1 << c))),
                _ => None,
            },
            InstData::Cast {
                op: op @ (CastOp::Sext | CastOp::Zext),
                arg,
            } => Some((
                arg,
                Mono::Extend {
                    signed: op == CastOp::Sext,
                },
            )),
            _ => None,
        }
    }

    /// `x`'s facts (`facts`) narrowed by the range `r` of the function's
    /// result, where the function cannot overflow for any `x` in `facts`.
    pub(super) fn invert(self, facts: &Facts, r: &Facts) -> Facts {
        let (lo, hi) = (facts.smin as i128, facts.smax as i128);
        let (rlo, rhi) = (r.smin as i128, r.smax as i128);
        let top = Facts::top(r.ty);
        let fits = |v: i128| v >= top.smin as i128 && v <= top.smax as i128;
        let (nlo, nhi) = match self {
            Mono::Square => {
                if lo < 0 || !fits(hi * hi) || rhi < 0 {
                    return facts.clone();
                }
                let s = isqrt(rlo.max(0) as u128);
                let ceil = if s * s < rlo.max(0) as u128 { s + 1 } else { s };
                (ceil as i128, isqrt(rhi as u128) as i128)
            }
            Mono::Add(c) => {
                let c = c as i128;
                if !fits(lo + c) || !fits(hi + c) {
                    return facts.clone();
                }
                (rlo - c, rhi - c)
            }
            Mono::Scale(c) => {
                let c = c as i128;
                if !fits(lo * c) || !fits(hi * c) {
                    return facts.clone();
                }
                (
                    rlo.div_euclid(c) + i128::from(rlo.rem_euclid(c) != 0),
                    rhi.div_euclid(c),
                )
            }
            Mono::Extend { signed } => {
                if !signed && lo < 0 {
                    return facts.clone();
                }
                (rlo, rhi)
            }
        };
        if nlo <= lo && nhi >= hi {
            return facts.clone();
        }
        meet_range(facts, nlo, nhi).unwrap_or_else(|| facts.clone())
    }
}

/// The integer square root of `n` (the largest `s` with `s * s <= n`).
pub(super) fn isqrt(n: u128) -> u128 {
    let mut s = (n as f64).sqrt() as u128;
    while s * s > n {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    s
}
