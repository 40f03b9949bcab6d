//! Concrete evaluation of the pure operations, on bit patterns.
//!
//! Values are `u64` bit patterns zero-extended from their width, as in the
//! IR and the interpreter. `None` means poison or a trap: a shift by at
//! least the width, division by zero, or signed overflow of division. The
//! meaning of each operation is `egret_llvmlite::intops`, which the
//! interpreter uses too; this module adapts it for the e-graph, and serves
//! constant folding in the analysis, the rules that compute new constants,
//! and the soundness tests that evaluate both sides of every rewrite on
//! random inputs — so they cannot disagree with each other or with the
//! interpreter.

use egret_llvmlite::intops::{self, zext};
use egret_llvmlite::{BinOp, CastOp, IntCC};

/// The all-ones mask of a width.
pub fn mask(bits: u32) -> u64 {
    intops::mask(bits)
}

/// `a op b` at `bits` width, or `None` for poison and traps
/// ([`intops::binop`] on the operands' low `bits` bits).
pub fn eval_bin(op: BinOp, bits: u32, a: u64, b: u64) -> Option<u64> {
    intops::binop(op, bits, zext(a, bits), zext(b, bits)).ok()
}

/// `a cc b` at `bits` width.
pub fn eval_icmp(cc: IntCC, bits: u32, a: u64, b: u64) -> bool {
    cc.eval(bits, a, b)
}

/// A conversion from `from` bits to `to` bits (pointers are 32-bit words).
pub fn eval_cast(op: CastOp, from: u32, to: u32, a: u64) -> u64 {
    intops::cast(op, from, to, zext(a, from))
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
