//! The integer types generated programs compute with, and how their constants
//! are written.
//!
//! Generated programs use every LLVMlite integer width. Constants are drawn
//! from a list that favours the values where implementations go wrong (0, ±1,
//! the signed extremes, powers of two, values that straddle 32 bits) and are
//! written as signed decimals, which both egret and LLVM read for any width.

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
