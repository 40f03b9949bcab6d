//! The meaning of the integer operations of widths up to 64 bits, written
//! once.
//!
//! A value of width `bits` (1 to 64) is held as a `u64` bit pattern
//! **zero-extended** from its width, as the IR stores constants and the
//! interpreter stores registers. Every function here takes operands in that
//! form and returns results in it: arithmetic wraps modulo 2^bits, signed
//! operations read the top bit of the width as the sign.
//!
//! What LLVM leaves undefined is reported, never guessed: [`binop`] returns
//! an [`Undefined`] for a division or remainder by zero (immediate undefined
//! behaviour), for `sdiv`/`srem` of the minimum value by -1 (the quotient
//! overflows: undefined behaviour), and for a shift by the width or more
//! (poison). Each user decides what that means: the interpreter traps (or,
//! unchecked, gives 0 for the shift), constant folding in the resolver and
//! the e-graph leaves the operation alone. Wider integers live in
//! [`crate::bigint`].

use crate::ir::{BinOp, CastOp, IntCC};

/// Why an integer operation has no defined result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Undefined {
    /// `udiv`, `sdiv`, `urem` or `srem` by zero.
    DivisionByZero,
    /// `sdiv` or `srem` of the minimum value of the width by -1.
    SignedOverflow,
    /// `shl`, `lshr` or `ashr` by an amount not less than the width.
    ShiftTooFar,
}

/// Sign-extends the low `bits` bits of `x` to 64 bits.
#[inline]
pub fn sext(x: u64, bits: u32) -> i64 {
    if bits >= 64 {
        x as i64
    } else {
        let s = 64 - bits;
        ((x << s) as i64) >> s
    }
}

/// Keeps the low `bits` bits of `x` (zero-extension).
#[inline]
pub fn zext(x: u64, bits: u32) -> u64 {
    if bits >= 64 {
        x
    } else {
        x & ((1u64 << bits) - 1)
    }
}

/// The all-ones value of a width.
#[inline]
pub fn mask(bits: u32) -> u64 {
    zext(u64::MAX, bits)
}

/// The minimum signed value of a width, sign-extended.
#[inline]
fn signed_min(bits: u32) -> i64 {
    sext(1u64 << (bits - 1), bits)
}

/// `a op b` at `bits` width on zero-extended operands, or why it is
/// undefined (see the module documentation).
#[inline]
pub fn binop(op: BinOp, bits: u32, a: u64, b: u64) -> Result<u64, Undefined> {
    let v = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::UDiv => a.checked_div(b).ok_or(Undefined::DivisionByZero)?,
        BinOp::URem => a.checked_rem(b).ok_or(Undefined::DivisionByZero)?,
        BinOp::SDiv => signed_div(bits, a, b)?.0 as u64,
        BinOp::SRem => signed_div(bits, a, b)?.1 as u64,
        BinOp::Shl => a << shift_amount(bits, b)?,
        BinOp::LShr => a >> shift_amount(bits, b)?,
        BinOp::AShr => (sext(a, bits) >> shift_amount(bits, b)?) as u64,
    };
    Ok(zext(v, bits))
}

/// A shift amount `b` checked against the width.
#[inline]
fn shift_amount(bits: u32, b: u64) -> Result<u32, Undefined> {
    if b < u64::from(bits) {
        Ok(b as u32)
    } else {
        Err(Undefined::ShiftTooFar)
    }
}

/// The signed quotient and remainder (truncating toward zero; the
/// remainder takes the dividend's sign) of `a / b` at `bits` width.
#[inline]
fn signed_div(bits: u32, a: u64, b: u64) -> Result<(i64, i64), Undefined> {
    if b == 0 {
        return Err(Undefined::DivisionByZero);
    }
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    if sb == -1 && sa == signed_min(bits) {
        return Err(Undefined::SignedOverflow);
    }
    Ok((sa.wrapping_div(sb), sa.wrapping_rem(sb)))
}

/// `a cc b` at `bits` width on zero-extended operands.
#[inline]
pub fn icmp(cc: IntCC, bits: u32, a: u64, b: u64) -> bool {
    match cc {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Ult => a < b,
        IntCC::Ule => a <= b,
        IntCC::Ugt => a > b,
        IntCC::Uge => a >= b,
        IntCC::Slt => sext(a, bits) < sext(b, bits),
        IntCC::Sle => sext(a, bits) <= sext(b, bits),
        IntCC::Sgt => sext(a, bits) > sext(b, bits),
        IntCC::Sge => sext(a, bits) >= sext(b, bits),
    }
}

/// The `from`-bit value `a` sign-extended to `to` bits.
#[inline]
pub fn sext_to(a: u64, from: u32, to: u32) -> u64 {
    zext(sext(a, from) as u64, to)
}

/// The conversion `op` of the `from`-bit value `a` to `to` bits. Pointers
/// are plain bit patterns (32-bit words on Cpu0), so `ptrtoint`, `inttoptr`
/// and `bitcast` change only the width, as `zext` and `trunc` do (a
/// `bitcast` between a floating-point type and an integer keeps the bits).
/// The floating-point conversions take `float` as 32 bits and `double` as
/// 64 (see [`crate::float`]).
#[inline]
pub fn cast(op: CastOp, from: u32, to: u32, a: u64) -> u64 {
    use crate::float::{self, FloatKind};
    let kind = |bits: u32| match bits {
        32 => FloatKind::F32,
        _ => FloatKind::F64,
    };
    match op {
        CastOp::Sext => sext_to(a, from, to),
        CastOp::Zext | CastOp::Trunc | CastOp::Bitcast | CastOp::PtrToInt | CastOp::IntToPtr => {
            zext(a, to)
        }
        CastOp::FpToSi => float::to_int(kind(from), a, to, true),
        CastOp::FpToUi => float::to_int(kind(from), a, to, false),
        CastOp::SiToFp => float::from_int(kind(to), a, from, true),
        CastOp::UiToFp => float::from_int(kind(to), a, from, false),
        CastOp::FpExt => float::extend(a),
        CastOp::FpTrunc => float::truncate(a),
    }
}

impl IntCC {
    /// Evaluates the condition on two values of `bits` width given as bit
    /// patterns (bits above the width are ignored); see [`icmp`].
    pub fn eval(self, bits: u32, a: u64, b: u64) -> bool {
        icmp(self, bits, zext(a, bits), zext(b, bits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_at_the_edges_of_the_widths() {
        assert_eq!(sext(1, 1), -1);
        assert_eq!(sext(0, 1), 0);
        assert_eq!(sext(0x80, 8), -128);
        assert_eq!(sext(u64::MAX, 64), -1);
        assert_eq!(zext(u64::MAX, 1), 1);
        assert_eq!(zext(u64::MAX, 64), u64::MAX);
        assert_eq!(mask(1), 1);
        assert_eq!(mask(64), u64::MAX);
        assert_eq!(sext_to(1, 1, 32), 0xFFFF_FFFF);
        assert_eq!(sext_to(0x7F, 8, 64), 0x7F);
    }

    #[test]
    fn arithmetic_wraps_at_the_width() {
        assert_eq!(binop(BinOp::Add, 1, 1, 1), Ok(0));
        assert_eq!(binop(BinOp::Sub, 1, 0, 1), Ok(1));
        assert_eq!(binop(BinOp::Add, 8, 200, 100), Ok(44));
        assert_eq!(binop(BinOp::Mul, 64, u64::MAX, 2), Ok(u64::MAX - 1));
        assert_eq!(binop(BinOp::Add, 64, u64::MAX, 1), Ok(0));
        assert_eq!(binop(BinOp::Xor, 32, 0xFFFF_FFFF, 1), Ok(0xFFFF_FFFE));
    }

    #[test]
    fn division_and_its_undefined_cases() {
        use Undefined::*;
        let min64 = 1u64 << 63;
        assert_eq!(binop(BinOp::SDiv, 64, min64, u64::MAX), Err(SignedOverflow));
        assert_eq!(binop(BinOp::SRem, 64, min64, u64::MAX), Err(SignedOverflow));
        assert_eq!(
            binop(BinOp::SDiv, 32, 0x8000_0000, 0xFFFF_FFFF),
            Err(SignedOverflow)
        );
        // i1: the minimum is -1 (true), so -1 / -1 overflows too.
        assert_eq!(binop(BinOp::SDiv, 1, 1, 1), Err(SignedOverflow));
        assert_eq!(binop(BinOp::UDiv, 1, 1, 1), Ok(1));
        for op in [BinOp::UDiv, BinOp::URem, BinOp::SDiv, BinOp::SRem] {
            assert_eq!(binop(op, 16, 7, 0), Err(DivisionByZero), "{op:?}");
        }
        assert_eq!(binop(BinOp::SDiv, 8, 0xF9, 2), Ok(0xFD)); // -7 / 2 = -3
        assert_eq!(binop(BinOp::SRem, 64, (-7i64) as u64, 2), Ok(u64::MAX)); // -1
        assert_eq!(binop(BinOp::SDiv, 64, min64, 1), Ok(min64));
        assert_eq!(binop(BinOp::UDiv, 64, u64::MAX, 2), Ok(u64::MAX >> 1));
    }

    #[test]
    fn shifts_by_the_width_or_more_are_poison() {
        for op in [BinOp::Shl, BinOp::LShr, BinOp::AShr] {
            assert_eq!(binop(op, 32, 1, 32), Err(Undefined::ShiftTooFar));
            assert_eq!(binop(op, 64, 1, 64), Err(Undefined::ShiftTooFar));
            assert_eq!(binop(op, 1, 1, 1), Err(Undefined::ShiftTooFar));
            assert_eq!(binop(op, 8, 1, u64::MAX), Err(Undefined::ShiftTooFar));
        }
        assert_eq!(binop(BinOp::Shl, 8, 0xFF, 7), Ok(0x80));
        assert_eq!(binop(BinOp::AShr, 8, 0x80, 7), Ok(0xFF));
        assert_eq!(binop(BinOp::LShr, 8, 0x80, 7), Ok(1));
        assert_eq!(binop(BinOp::AShr, 64, 1 << 63, 63), Ok(u64::MAX));
        assert_eq!(binop(BinOp::Shl, 1, 1, 0), Ok(1));
    }

    #[test]
    fn comparisons_read_the_sign_at_the_width() {
        assert!(icmp(IntCC::Slt, 1, 1, 0)); // i1 true is -1
        assert!(icmp(IntCC::Ugt, 1, 1, 0));
        assert!(icmp(IntCC::Slt, 64, 1 << 63, 0));
        assert!(icmp(IntCC::Ugt, 64, 1 << 63, 0));
        assert!(icmp(IntCC::Sge, 8, 0x7F, 0x80));
        assert!(icmp(IntCC::Ule, 8, 0x7F, 0x80));
        assert!(IntCC::Eq.eval(8, 0x1FF, 0xFF)); // bits above the width ignored
        assert!(IntCC::Slt.eval(8, 0x180, 0));
        for cc in IntCC::ALL {
            for (a, b) in [(0u64, 0u64), (1, 0), (0x80, 0x7F), (0xFF, 0xFF)] {
                assert_eq!(icmp(cc, 8, a, b), !icmp(cc.inverse(), 8, a, b), "{cc:?}");
            }
        }
    }

    #[test]
    fn casts_change_the_width() {
        assert_eq!(cast(CastOp::Sext, 8, 64, 0x80), 0xFFFF_FFFF_FFFF_FF80);
        assert_eq!(cast(CastOp::Sext, 1, 8, 1), 0xFF);
        assert_eq!(cast(CastOp::Zext, 1, 64, 1), 1);
        assert_eq!(cast(CastOp::Trunc, 64, 1, 3), 1);
        assert_eq!(cast(CastOp::Trunc, 64, 32, u64::MAX), 0xFFFF_FFFF);
        assert_eq!(cast(CastOp::PtrToInt, 32, 64, 0x1000), 0x1000);
    }
}
