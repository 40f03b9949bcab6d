//! The integer types generated programs compute with, and how their constants
//! are written.
//!
//! Generated programs use every LLVMlite integer width. Constants are drawn
//! from a list that favours the values where implementations go wrong (0, ±1,
//! the signed extremes, powers of two, values that straddle 32 bits) and are
//! written as signed decimals, which both egret and LLVM read for any width.
//!
//! Float programs ([`crate::GenConfig::floats`]) also compute with `float`
//! and `double` ([`FloatTy`]); their constants are written in LLVM's
//! hexadecimal double form, which is exact for every value of both types.

use crate::rng::Rng;

/// An integer type of generated code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntTy {
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
}

impl IntTy {
    /// Every type, narrowest first.
    pub const ALL: [IntTy; 5] = [IntTy::I1, IntTy::I8, IntTy::I16, IntTy::I32, IntTy::I64];

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            IntTy::I1 => 1,
            IntTy::I8 => 8,
            IntTy::I16 => 16,
            IntTy::I32 => 32,
            IntTy::I64 => 64,
        }
    }

    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            IntTy::I1 => "i1",
            IntTy::I8 => "i8",
            IntTy::I16 => "i16",
            IntTy::I32 => "i32",
            IntTy::I64 => "i64",
        }
    }

    /// A random type, weighted toward the widths real code uses most (and
    /// toward i64, the width that is hardest for a 32-bit target).
    pub fn random(rng: &mut Rng) -> IntTy {
        IntTy::ALL[rng.weighted(&[1, 2, 2, 4, 6])]
    }

    /// A random type other than `i1`.
    pub fn random_wide(rng: &mut Rng) -> IntTy {
        IntTy::ALL[1 + rng.weighted(&[2, 2, 4, 6])]
    }

    /// The constant with bit pattern `bits` (truncated to the width), written
    /// as LLVM reads it.
    pub fn literal(self, bits: u64) -> String {
        match self {
            IntTy::I1 => (if bits & 1 == 1 { "true" } else { "false" }).to_string(),
            _ => sign_extend(bits, self.bits()).to_string(),
        }
    }

    /// A random constant of this type, biased toward edge values.
    pub fn random_constant(self, rng: &mut Rng) -> String {
        let w = self.bits();
        let bits = match rng.below(12) {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => 1u64 << (w - 1),
            4 => (1u64 << (w - 1)).wrapping_sub(1),
            5 => 1u64 << rng.below(u64::from(w)),
            6 => *rng.pick(&[
                0xFFFF_FFFF,
                0x1_0000_0000,
                0x7FFF_FFFF,
                0x8000_0000,
                0xFFFF,
                0x8000,
            ]),
            7 | 8 => rng.range(0, 200).wrapping_sub(100),
            _ => rng.next_u64(),
        };
        self.literal(bits)
    }
}

/// A floating-point type of generated code.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatTy {
    /// `float` (IEEE binary32).
    F32,
    /// `double` (IEEE binary64).
    F64,
}

impl FloatTy {
    /// Both types.
    pub const ALL: [FloatTy; 2] = [FloatTy::F32, FloatTy::F64];

    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            FloatTy::F32 => "float",
            FloatTy::F64 => "double",
        }
    }

    /// The suffix of overloaded intrinsics (`llvm.sqrt.f32`).
    pub fn suffix(self) -> &'static str {
        match self {
            FloatTy::F32 => "f32",
            FloatTy::F64 => "f64",
        }
    }

    /// The integer type of the same size (what `bitcast` gives).
    pub fn int(self) -> IntTy {
        match self {
            FloatTy::F32 => IntTy::I32,
            FloatTy::F64 => IntTy::I64,
        }
    }

    /// Bits of the significand stored (without the implicit bit).
    fn fraction_bits(self) -> u32 {
        match self {
            FloatTy::F32 => 23,
            FloatTy::F64 => 52,
        }
    }

    /// The exponent bias.
    fn bias(self) -> u64 {
        match self {
            FloatTy::F32 => 127,
            FloatTy::F64 => 1023,
        }
    }

    /// A random type (double a little more often: it is the harder one).
    pub fn random(rng: &mut Rng) -> FloatTy {
        FloatTy::ALL[rng.weighted(&[2, 3])]
    }

    /// The default quiet NaN's bits (positive, only the quiet bit set).
    pub fn canonical_nan(self) -> u64 {
        match self {
            FloatTy::F32 => 0x7FC0_0000,
            FloatTy::F64 => 0x7FF8_0000_0000_0000,
        }
    }

    /// The bits of the value `2^exp` (a normal number of this type).
    pub fn power_of_two(self, exp: i32) -> u64 {
        let biased = i64::from(exp) + self.bias() as i64;
        (biased as u64) << self.fraction_bits()
    }

    /// The constant with bit pattern `bits`, written as LLVM reads it: the
    /// 16 hex digits of the value as a double (exact for a float too; a
    /// float NaN keeps its sign and payload, shifted into the double's
    /// high fraction bits, which is how LLVM writes float NaNs).
    pub fn literal(self, bits: u64) -> String {
        let double = match self {
            FloatTy::F64 => bits,
            FloatTy::F32 => f32_as_f64_bits(bits as u32),
        };
        format!("0x{double:016X}")
    }

    /// Bits of a random constant of this type, biased toward the values
    /// where soft float goes wrong: zeros, ±1, halves (ties), the extremes
    /// and subnormals, infinities, quiet NaNs, integers near the
    /// conversion limits, and random values of moderate and of any size.
    /// Never a signalling NaN (LLVM and the C libraries disagree on
    /// signalling NaNs; they arise from `bitcast`s instead).
    pub fn random_constant_bits(self, rng: &mut Rng) -> u64 {
        let frac = self.fraction_bits();
        let sign = u64::from(rng.chance(40)) << (frac + self.exp_bits());
        let exp_all = ((1u64 << self.exp_bits()) - 1) << frac;
        let frac_mask = (1u64 << frac) - 1;
        let bits = match rng.below(14) {
            0 => 0,
            1 => self.power_of_two(0),
            2 => self.power_of_two(rng.range(0, 12) as i32 - 6) | rng.below(8) << (frac - 3),
            3 => exp_all - 1 - (frac_mask & rng.below(2)), // the largest finite values
            4 => rng.range(1, 3),                          // the smallest subnormals
            5 => self.power_of_two(1 - self.bias() as i32), // the smallest normal
            6 => exp_all,                                  // infinity
            7 => exp_all | 1 << (frac - 1) | (rng.next_u64() & frac_mask >> 1), // quiet NaN
            8 => {
                // At or just past a conversion limit, or just below one.
                let limit = self.power_of_two(*rng.pick(&[7, 8, 15, 16, 31, 32, 53, 63, 64]));
                if rng.chance(50) {
                    limit | (rng.below(3) << (frac - 2))
                } else {
                    limit - rng.range(1, 2)
                }
            }
            9 | 10 => {
                let exp = rng.range(0, 40) as i32 - 20;
                self.power_of_two(exp) | (rng.next_u64() & frac_mask)
            }
            _ => {
                let b = rng.next_u64() & ((1u64 << (frac + self.exp_bits())) - 1);
                let signalling = b & exp_all == exp_all && b & 1 << (frac - 1) == 0;
                if signalling { b | 1 << (frac - 1) } else { b }
            }
        };
        bits | sign
    }

    /// Bits of the exponent field.
    fn exp_bits(self) -> u32 {
        match self {
            FloatTy::F32 => 8,
            FloatTy::F64 => 11,
        }
    }

    /// A random constant of this type, as LLVM reads it.
    pub fn random_constant(self, rng: &mut Rng) -> String {
        let bits = self.random_constant_bits(rng);
        self.literal(bits)
    }
}

/// The binary64 bits of the binary32 value `bits`: exact for numbers; a NaN
/// keeps its sign and its payload in the high fraction bits.
pub fn f32_as_f64_bits(bits: u32) -> u64 {
    let nan = bits & 0x7F80_0000 == 0x7F80_0000 && bits & 0x007F_FFFF != 0;
    if nan {
        let sign = u64::from(bits >> 31) << 63;
        sign | 0x7FF0_0000_0000_0000 | u64::from(bits & 0x007F_FFFF) << 29
    } else {
        f64::from(f32::from_bits(bits)).to_bits()
    }
}

/// Sign-extends the low `bits` bits of `x`.
pub fn sign_extend(x: u64, bits: u32) -> i64 {
    if bits >= 64 {
        x as i64
    } else {
        let shift = 64 - bits;
        ((x << shift) as i64) >> shift
    }
}

/// The body and array length of an LLVM `c"..."` string literal holding
/// `text` followed by a NUL byte.
pub fn c_string(text: &str) -> (String, usize) {
    let mut body = String::new();
    for &b in text.as_bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            body.push_str(&format!("\\{b:02X}"));
        } else {
            body.push(b as char);
        }
    }
    body.push_str("\\00");
    (body, text.len() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_signed_decimals() {
        assert_eq!(IntTy::I8.literal(0xFF), "-1");
        assert_eq!(IntTy::I16.literal(0x8000), "-32768");
        assert_eq!(IntTy::I32.literal(0x1_0000_0005), "5");
        assert_eq!(IntTy::I64.literal(u64::MAX), "-1");
        assert_eq!(IntTy::I1.literal(3), "true");
        assert_eq!(IntTy::I1.literal(2), "false");
    }

    #[test]
    fn float_literals_are_exact_doubles() {
        assert_eq!(FloatTy::F64.literal(1.5f64.to_bits()), "0x3FF8000000000000");
        assert_eq!(
            FloatTy::F32.literal(u64::from(1.5f32.to_bits())),
            "0x3FF8000000000000"
        );
        assert_eq!(FloatTy::F32.literal(0x8000_0000), "0x8000000000000000");
        assert_eq!(FloatTy::F32.literal(0x7FC0_0001), "0x7FF8000020000000");
        assert_eq!(FloatTy::F32.literal(0xFF80_0000), "0xFFF0000000000000");
        assert_eq!(FloatTy::F32.literal(1), "0x36A0000000000000");
        assert_eq!(FloatTy::F64.power_of_two(-1), 0.5f64.to_bits());
        assert_eq!(
            FloatTy::F32.power_of_two(63),
            2f32.powi(63).to_bits().into()
        );
    }

    #[test]
    fn random_float_constants_are_never_signalling() {
        let mut rng = Rng::new(5);
        for ty in FloatTy::ALL {
            for _ in 0..2000 {
                let b = ty.random_constant_bits(&mut rng);
                let (nan, quiet) = match ty {
                    FloatTy::F32 => (f32::from_bits(b as u32).is_nan(), b & 1 << 22 != 0),
                    FloatTy::F64 => (f64::from_bits(b).is_nan(), b & 1 << 51 != 0),
                };
                assert!(!nan || quiet, "{b:#x} is a signalling NaN");
                assert!(ty == FloatTy::F64 || b >> 32 == 0, "{b:#x} is not a float");
            }
        }
    }

    #[test]
    fn c_strings_escape_and_count_bytes() {
        assert_eq!(c_string("a%d\n"), ("a%d\\0A\\00".to_string(), 5));
        assert_eq!(c_string("\"\\"), ("\\22\\5C\\00".to_string(), 3));
    }

    #[test]
    fn random_constants_fit_their_type() {
        let mut rng = Rng::new(3);
        for ty in IntTy::ALL {
            for _ in 0..200 {
                let c = ty.random_constant(&mut rng);
                if ty == IntTy::I1 {
                    assert!(c == "true" || c == "false");
                } else {
                    let v: i128 = c.parse().expect("a decimal");
                    let half = 1i128 << (ty.bits() - 1);
                    assert!((-half..half).contains(&v), "{c} does not fit {}", ty.name());
                }
            }
        }
    }
}
