//! Integers wider than 64 bits (`i65` ... `i1024`): the width limit, their
//! constants and their exact arithmetic.
//!
//! A wide value is held as little-endian 64-bit limbs (`limbs(bits)` of
//! them), zero-extended above its width, the same convention as narrow
//! values in one `u64`. The IR keeps wide constants in this form
//! ([`crate::ir::Function::wide_iconst`]); the interpreter computes on it
//! with [`binop`], [`icmp`] and [`resize`], through `num-bigint`. Clang
//! writes such integers for bitfield structs (`load i104`, `lshr i104`).

use crate::ir::{BinOp, IntCC};
use num_bigint::{BigInt, BigUint, Sign};

/// The widest integer type egret accepts, in bits.
pub const MAX_INT_BITS: u32 = 1024;

/// Number of 64-bit limbs of an integer of `bits` bits.
pub fn limbs(bits: u32) -> usize {
    bits.div_ceil(64).max(1) as usize
}

/// `l` (little-endian limbs) as an unsigned big integer.
pub fn to_unsigned(l: &[u64]) -> BigUint {
    let digits: Vec<u32> = l
        .iter()
        .flat_map(|&w| [w as u32, (w >> 32) as u32])
        .collect();
    BigUint::new(digits)
}

/// `l`, an integer of `bits` bits, read as two's complement.
pub fn to_signed(l: &[u64], bits: u32) -> BigInt {
    let u = BigInt::from(to_unsigned(l));
    if bit(l, bits - 1) {
        u - (BigInt::from(1u8) << bits)
    } else {
        u
    }
}

/// Whether bit `k` of `l` is set.
pub fn bit(l: &[u64], k: u32) -> bool {
    l.get((k / 64) as usize)
        .is_some_and(|w| (w >> (k % 64)) & 1 == 1)
}

/// `v` modulo `2^bits`, as `limbs(bits)` limbs.
pub fn from_unsigned(v: &BigUint, bits: u32) -> Vec<u64> {
    let mut out = v.to_u64_digits();
    out.resize(limbs(bits), 0);
    mask(&mut out, bits);
    out
}

/// `v` modulo `2^bits` (two's complement), as `limbs(bits)` limbs.
pub fn from_signed(v: &BigInt, bits: u32) -> Vec<u64> {
    let m = BigInt::from(1u8) << bits;
    let r = ((v % &m) + &m) % &m;
    from_unsigned(r.magnitude(), bits)
}

/// Clears the bits of `l` at and above `bits`.
pub fn mask(l: &mut [u64], bits: u32) {
    for (k, w) in l.iter_mut().enumerate() {
        let lo = k as u32 * 64;
        if lo >= bits {
            *w = 0;
        } else if bits - lo < 64 {
            *w &= (1u64 << (bits - lo)) - 1;
        }
    }
}

/// A decimal literal (optionally negative), if it is one.
pub fn parse_decimal(text: &str) -> Option<BigInt> {
    text.parse::<BigInt>().ok()
}

/// The signed decimal text of `l`, an integer of `bits` bits (how LLVM
/// prints integer constants).
pub fn to_decimal(l: &[u64], bits: u32) -> String {
    to_signed(l, bits).to_string()
}

/// `l` (an integer of `from` bits) zero- or sign-extended or truncated to
/// `to` bits, as `limbs(to)` limbs.
pub fn resize(l: &[u64], from: u32, to: u32, signed: bool) -> Vec<u64> {
    let mut out: Vec<u64> = l.iter().copied().take(limbs(to)).collect();
    out.resize(limbs(to), 0);
    if signed && to > from && bit(l, from - 1) {
        for k in from..to {
            out[(k / 64) as usize] |= 1u64 << (k % 64);
        }
    }
    mask(&mut out, to);
    out
}

/// `op a, b` at `bits` bits: the result, or why it is undefined (division
/// by zero, signed overflow of a division; a shift by at least the width
/// when `checked`, which is poison; unchecked it gives 0).
pub fn binop(
    op: BinOp,
    bits: u32,
    a: &[u64],
    b: &[u64],
    checked: bool,
) -> Result<Vec<u64>, String> {
    let (ua, ub) = (to_unsigned(a), to_unsigned(b));
    let zero = BigUint::from(0u8);
    let v = match op {
        BinOp::Add => ua + ub,
        BinOp::Sub => (ua + (BigUint::from(1u8) << bits)) - ub,
        BinOp::Mul => ua * ub,
        BinOp::And => ua & ub,
        BinOp::Or => ua | ub,
        BinOp::Xor => ua ^ ub,
        BinOp::UDiv | BinOp::URem if ub == zero => {
            return Err(format!("division by zero (`{}`)", op.name()));
        }
        BinOp::UDiv => ua / ub,
        BinOp::URem => ua % ub,
        BinOp::SDiv | BinOp::SRem => return signed_division(op, bits, a, b),
        BinOp::Shl | BinOp::LShr | BinOp::AShr => return shift(op, bits, a, &ub, checked),
    };
    Ok(from_unsigned(&v, bits))
}

fn signed_division(op: BinOp, bits: u32, a: &[u64], b: &[u64]) -> Result<Vec<u64>, String> {
    let (sa, sb) = (to_signed(a, bits), to_signed(b, bits));
    if sb.sign() == Sign::NoSign {
        return Err(format!("division by zero (`{}`)", op.name()));
    }
    let min = -(BigInt::from(1u8) << (bits - 1));
    if sb == BigInt::from(-1) && sa == min {
        return Err(format!(
            "signed division overflow: `{}` of the minimum i{bits} by -1",
            op.name()
        ));
    }
    // `BigInt`'s `/` and `%` truncate toward zero, as LLVM's do.
    let v = if op == BinOp::SDiv { sa / sb } else { sa % sb };
    Ok(from_signed(&v, bits))
}

fn shift(
    op: BinOp,
    bits: u32,
    a: &[u64],
    amount: &BigUint,
    checked: bool,
) -> Result<Vec<u64>, String> {
    let k = match amount.to_u64_digits().as_slice() {
        [] => 0,
        [k] if *k < u64::from(bits) => *k as u32,
        _ => {
            if checked {
                return Err(format!(
                    "shift amount {amount} is not less than the width {bits} (`{}` gives poison)",
                    op.name()
                ));
            }
            return Ok(vec![0; limbs(bits)]);
        }
    };
    Ok(match op {
        BinOp::Shl => from_unsigned(&(to_unsigned(a) << k), bits),
        BinOp::LShr => from_unsigned(&(to_unsigned(a) >> k), bits),
        // `BigInt`'s `>>` rounds toward negative infinity: an arithmetic shift.
        _ => from_signed(&(to_signed(a, bits) >> k), bits),
    })
}

/// `icmp cc a, b` at `bits` bits.
pub fn icmp(cc: IntCC, bits: u32, a: &[u64], b: &[u64]) -> bool {
    use std::cmp::Ordering;
    let ord = match cc {
        IntCC::Eq | IntCC::Ne | IntCC::Ult | IntCC::Ule | IntCC::Ugt | IntCC::Uge => {
            to_unsigned(a).cmp(&to_unsigned(b))
        }
        _ => to_signed(a, bits).cmp(&to_signed(b, bits)),
    };
    match cc {
        IntCC::Eq => ord == Ordering::Equal,
        IntCC::Ne => ord != Ordering::Equal,
        IntCC::Ult | IntCC::Slt => ord == Ordering::Less,
        IntCC::Ule | IntCC::Sle => ord != Ordering::Greater,
        IntCC::Ugt | IntCC::Sgt => ord == Ordering::Greater,
        IntCC::Uge | IntCC::Sge => ord != Ordering::Less,
    }
}

/// The integer intrinsic `kind` on operands of `bits` bits (`args`, each
/// `limbs(bits)` limbs; a flag operand such as `abs`'s is ignored, as the
/// narrow interpreter does): the result (of `bits` bits; `rbits` for the
/// three-way compares), and for the `with.overflow` family the overflow
/// bit. `None` for the kinds that are not integer operations.
pub fn intrinsic(
    kind: crate::intrinsics::IntrinsicKind,
    bits: u32,
    rbits: u32,
    args: &[&[u64]],
) -> Option<(Vec<u64>, Option<bool>)> {
    use crate::intrinsics::IntrinsicKind::*;
    let a = args.first()?;
    let b = args.get(1).copied().unwrap_or(&[]);
    let (sa, sb) = (to_signed(a, bits), to_signed(b, bits));
    let (ua, ub) = (BigInt::from(to_unsigned(a)), BigInt::from(to_unsigned(b)));
    let one = BigInt::from(1u8);
    let (smin, smax) = (-(&one << (bits - 1)), (&one << (bits - 1)) - 1);
    let umax = (&one << bits) - 1;
    let clamp = |v: BigInt, lo: &BigInt, hi: &BigInt| v.clamp(lo.clone(), hi.clone());
    let v: BigInt = match kind {
        UMin => ua.min(ub),
        UMax => ua.max(ub),
        SMin => sa.min(sb),
        SMax => sa.max(sb),
        Abs => sa.magnitude().clone().into(),
        Ctpop => (0..bits).filter(|&k| bit(a, k)).count().into(),
        Ctlz => (0..bits).rev().take_while(|&k| !bit(a, k)).count().into(),
        Cttz => (0..bits).take_while(|&k| !bit(a, k)).count().into(),
        Bswap => {
            let bytes = bits / 8;
            let mut out = vec![0u64; limbs(bits)];
            for k in 0..bytes {
                let byte = (a[(k / 8) as usize] >> (8 * (k % 8))) & 0xff;
                let to = bytes - 1 - k;
                out[(to / 8) as usize] |= byte << (8 * (to % 8));
            }
            return Some((out, None));
        }
        Bitreverse => {
            let mut out = vec![0u64; limbs(bits)];
            for k in (0..bits).filter(|&k| bit(a, k)) {
                let to = bits - 1 - k;
                out[(to / 64) as usize] |= 1 << (to % 64);
            }
            return Some((out, None));
        }
        Fshl | Fshr => {
            let sh = to_unsigned(args.get(2)?) % bits;
            let sh = sh.to_u64_digits().first().copied().unwrap_or(0) as u32;
            let joined = (to_unsigned(a) << bits) | to_unsigned(b);
            let v = if kind == Fshl {
                (joined << sh) >> bits
            } else {
                joined >> sh
            };
            return Some((from_unsigned(&v, bits), None));
        }
        SAddSat => clamp(sa + sb, &smin, &smax),
        SSubSat => clamp(sa - sb, &smin, &smax),
        UAddSat => clamp(ua + ub, &BigInt::from(0u8), &umax),
        USubSat => clamp(ua - ub, &BigInt::from(0u8), &umax),
        SCmp | UCmp => {
            let ord = if kind == SCmp {
                sa.cmp(&sb)
            } else {
                ua.cmp(&ub)
            };
            let v = BigInt::from(ord as i8);
            return Some((from_signed(&v, rbits), None));
        }
        SAddWithOverflow | SSubWithOverflow | SMulWithOverflow => {
            let exact = match kind {
                SAddWithOverflow => sa + sb,
                SSubWithOverflow => sa - sb,
                _ => sa * sb,
            };
            let overflow = exact < smin || exact > smax;
            return Some((from_signed(&exact, bits), Some(overflow)));
        }
        UAddWithOverflow | USubWithOverflow | UMulWithOverflow => {
            let exact = match kind {
                UAddWithOverflow => ua + ub,
                USubWithOverflow => ua - ub,
                _ => ua * ub,
            };
            let overflow = exact.sign() == Sign::Minus || exact > umax;
            return Some((from_signed(&exact, bits), Some(overflow)));
        }
        Identity => to_unsigned(a).into(),
        _ => return None,
    };
    let rb = if matches!(kind, Ctpop | Ctlz | Cttz | UMin | UMax | SMin | SMax | Abs) {
        bits
    } else {
        rbits
    };
    Some((from_signed(&v, rb), None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_and_resize() {
        let v = parse_decimal("-158456325028384559999012044801").unwrap_or_default();
        let l = from_signed(&v, 104);
        assert_eq!(to_decimal(&l, 104), "-158456325028384559999012044801");
        assert_eq!(resize(&[u64::MAX], 64, 72, true), vec![u64::MAX, 0xff]);
        assert_eq!(resize(&[u64::MAX], 64, 72, false), vec![u64::MAX, 0]);
        assert_eq!(resize(&[5, 0xff], 72, 8, false), vec![5]);
    }

    #[test]
    fn arithmetic_at_72_bits() {
        let max = vec![u64::MAX, 0xff];
        assert_eq!(binop(BinOp::Add, 72, &max, &[1, 0], true), Ok(vec![0, 0]));
        assert_eq!(
            binop(BinOp::Sub, 72, &[0, 0], &[1, 0], true),
            Ok(max.clone())
        );
        assert_eq!(
            binop(BinOp::AShr, 72, &max, &[71, 0], true),
            Ok(max.clone())
        );
        assert_eq!(binop(BinOp::LShr, 72, &max, &[71, 0], true), Ok(vec![1, 0]));
        assert_eq!(binop(BinOp::SDiv, 72, &max, &max, true), Ok(vec![1, 0]));
        assert!(binop(BinOp::Shl, 72, &max, &[72, 0], true).is_err());
        assert!(icmp(IntCC::Slt, 72, &max, &[0, 0]));
        assert!(!icmp(IntCC::Ult, 72, &max, &[0, 0]));
    }

    #[test]
    fn intrinsics_at_72_bits() {
        use crate::intrinsics::IntrinsicKind::*;
        let max: &[u64] = &[u64::MAX, 0xff];
        let one: &[u64] = &[1, 0];
        let r = |k, args: &[&[u64]]| intrinsic(k, 72, 72, args);
        assert_eq!(r(Ctpop, &[max]), Some((vec![72, 0], None)));
        assert_eq!(r(Ctlz, &[one]), Some((vec![71, 0], None)));
        assert_eq!(r(Cttz, &[&[0, 0x80]]), Some((vec![71, 0], None)));
        assert_eq!(r(Bswap, &[one]), Some((vec![0, 1], None)));
        assert_eq!(r(Bitreverse, &[one]), Some((vec![0, 0x80], None)));
        assert_eq!(r(Abs, &[max]), Some((vec![1, 0], None)));
        assert_eq!(r(SMin, &[max, one]), Some((max.to_vec(), None)));
        assert_eq!(
            r(UAddWithOverflow, &[max, one]),
            Some((vec![0, 0], Some(true)))
        );
        assert_eq!(
            r(SAddWithOverflow, &[max, one]),
            Some((vec![0, 0], Some(false)))
        );
        assert_eq!(r(Fshl, &[one, max, &[8, 0]]), Some((vec![0x1ff, 0], None)));
        assert_eq!(r(USubSat, &[one, max]), Some((vec![0, 0], None)));
    }
}
