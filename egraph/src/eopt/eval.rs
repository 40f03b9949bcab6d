//! Concrete evaluation of the pure operations, on bit patterns.
//!
//! Values are `u64` bit patterns zero-extended from their width, as in the
//! IR and the interpreter. `None` means poison or a trap: a shift by at
//! least the width, division by zero, or signed overflow of division. This
//! one definition serves constant folding in the analysis, the rules that
//! compute new constants, and the soundness tests that evaluate both sides
//! of every rewrite on random inputs — so they cannot disagree.

use egret_llvmlite::{BinOp, CastOp, IntCC, sext, zext};

/// The all-ones mask of a width.
pub fn mask(bits: u32) -> u64 {
    zext(u64::MAX, bits)
}

/// `a op b` at `bits` width, or `None` for poison and traps.
pub fn eval_bin(op: BinOp, bits: u32, a: u64, b: u64) -> Option<u64> {
    let (a, b) = (zext(a, bits), zext(b, bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => shift_amount(b, bits).map(|k| a << k)?,
        BinOp::LShr => shift_amount(b, bits).map(|k| a >> k)?,
        BinOp::AShr => shift_amount(b, bits).map(|k| (sa >> k) as u64)?,
        BinOp::UDiv => a.checked_div(b)?,
        BinOp::URem => a.checked_rem(b)?,
        BinOp::SDiv => signed_div(sa, sb, bits)?.0 as u64,
        BinOp::SRem => signed_div(sa, sb, bits)?.1 as u64,
    };
    Some(zext(r, bits))
}

fn shift_amount(b: u64, bits: u32) -> Option<u32> {
    (b < bits as u64).then_some(b as u32)
}

/// Signed quotient and remainder, `None` on division by zero or when the
/// quotient overflows the width (`MIN / -1`).
fn signed_div(a: i64, b: i64, bits: u32) -> Option<(i64, i64)> {
    if b == 0 {
        return None;
    }
    let min = sext(1u64 << (bits - 1), bits);
    if a == min && b == -1 {
        return None;
    }
    Some((a.wrapping_div(b), a.wrapping_rem(b)))
}

/// `a cc b` at `bits` width.
pub fn eval_icmp(cc: IntCC, bits: u32, a: u64, b: u64) -> bool {
    cc.eval(bits, a, b)
}

/// A conversion from `from` bits to `to` bits (pointers are 32-bit words).
pub fn eval_cast(op: CastOp, from: u32, to: u32, a: u64) -> u64 {
    let a = zext(a, from);
    match op {
        CastOp::Sext => zext(sext(a, from) as u64, to),
        CastOp::Zext | CastOp::Trunc | CastOp::Bitcast | CastOp::PtrToInt | CastOp::IntToPtr => {
            zext(a, to)
        }
    }
}

/// Whether `c` (at `bits`) is a power of two; returns the exponent.
pub fn log2_exact(c: u64, bits: u32) -> Option<u32> {
    let c = zext(c, bits);
    c.is_power_of_two().then(|| c.trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_and_traps() {
        assert_eq!(eval_bin(BinOp::Add, 8, 200, 100), Some(44));
        assert_eq!(eval_bin(BinOp::Shl, 32, 1, 32), None);
        assert_eq!(eval_bin(BinOp::AShr, 8, 0x80, 7), Some(0xFF));
        assert_eq!(eval_bin(BinOp::SDiv, 32, 0x8000_0000, 0xFFFF_FFFF), None);
        assert_eq!(eval_bin(BinOp::SRem, 64, (-7i64) as u64, 2), Some(u64::MAX));
        assert_eq!(eval_bin(BinOp::UDiv, 16, 7, 0), None);
        assert_eq!(eval_cast(CastOp::Sext, 8, 64, 0x80), 0xFFFF_FFFF_FFFF_FF80);
        assert_eq!(eval_cast(CastOp::Trunc, 64, 1, 3), 1);
        assert_eq!(log2_exact(64, 32), Some(6));
        assert_eq!(log2_exact(0, 32), None);
    }
}
