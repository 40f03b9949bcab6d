//! The float intrinsics as soft-float code: sign-bit operations
//! (`fabs`, `copysign`), `fmuladd` as a multiply then an add, integer code
//! for `minimum`/`maximum`, `is.fpclass` and `canonicalize`, and a libm
//! call for the others.

use super::{LibmFn, Lower, Routine, sign_bit};
use crate::diag::Diagnostic;
use crate::float::{FloatBinOp, FloatKind};
use crate::ir::*;
use crate::types::Ty;

/// The bits of +infinity.
fn inf_bits(kind: FloatKind) -> u64 {
    match kind {
        FloatKind::F32 => 0x7F80_0000,
        FloatKind::F64 => 0x7FF0_0000_0000_0000,
    }
}

/// The quiet bit of a NaN.
fn quiet_bit(kind: FloatKind) -> u64 {
    match kind {
        FloatKind::F32 => 0x0040_0000,
        FloatKind::F64 => 0x0008_0000_0000_0000,
    }
}

/// The bits of the smallest positive normal number.
fn min_normal_bits(kind: FloatKind) -> u64 {
    match kind {
        FloatKind::F32 => 0x0080_0000,
        FloatKind::F64 => 0x0010_0000_0000_0000,
    }
}

impl Lower<'_, '_, '_> {
    /// A call of the float intrinsic of family `family` (its full name
    /// `name`) with `args`, whose result has the (mapped) type `ty`.
    pub(super) fn intrinsic(
        &mut self,
        family: &str,
        name: &str,
        args: &[Value],
        ty: Ty,
    ) -> Result<Value, Diagnostic> {
        let want = match family {
            "llvm.fma" | "llvm.fmuladd" => 3,
            "llvm.copysign" | "llvm.minnum" | "llvm.maxnum" | "llvm.minimum" | "llvm.maximum"
            | "llvm.is.fpclass" => 2,
            _ => 1,
        };
        if args.len() != want {
            return Err(Diagnostic::error(
                self.em.loc,
                format!("`@{name}` takes {want} arguments"),
            ));
        }
        match family {
            "llvm.fabs" => self.lanewise(ty, args, |cx, a| {
                let k = cx.kind(a[0])?;
                Ok(cx.em.bin_k(BinOp::And, a[0], !sign_bit(k)))
            }),
            "llvm.copysign" => self.lanewise(ty, args, |cx, a| {
                let k = cx.kind(a[0])?;
                Ok(cx.copysign(k, a[0], a[1]))
            }),
            "llvm.fmuladd" => self.lanewise(ty, args, |cx, a| {
                let k = cx.kind(a[0])?;
                let m = cx.arith(k, FloatBinOp::FMul, a[0], a[1])?;
                cx.arith(k, FloatBinOp::FAdd, m, a[2])
            }),
            "llvm.minimum" | "llvm.maximum" => {
                let max = family == "llvm.maximum";
                self.lanewise(ty, args, |cx, a| {
                    let k = cx.kind(a[0])?;
                    Ok(cx.minimum(k, max, a[0], a[1]))
                })
            }
            "llvm.is.fpclass" => {
                let mask = self.em.f.const_value(args[1]).ok_or_else(|| {
                    Diagnostic::error(self.em.loc, "`llvm.is.fpclass` needs a constant test mask")
                })?;
                self.lanewise(ty, &args[..1], |cx, a| {
                    let k = cx.kind(a[0])?;
                    Ok(cx.is_fpclass(k, a[0], mask))
                })
            }
            "llvm.canonicalize" => self.lanewise(ty, args, |cx, a| {
                let k = cx.kind(a[0])?;
                Ok(cx.canonicalize(k, a[0]))
            }),
            _ => self.libm(family, name, args, ty),
        }
    }

    /// A call of the libm function for `family`.
    fn libm(
        &mut self,
        family: &str,
        name: &str,
        args: &[Value],
        ty: Ty,
    ) -> Result<Value, Diagnostic> {
        let lane_ty = self.em.types.scalar_of(ty);
        let to_64 = self.em.types.int_bits(lane_ty).is_some_and(|b| b > 32);
        let f = LibmFn::of_family(family, to_64)
            .ok_or_else(|| Diagnostic::error(self.em.loc, format!("`@{name}` is not supported")))?;
        self.lanewise(ty, args, |cx, a| {
            let k = cx.kind(a[0])?;
            let r = cx.call(Routine::Libm(k, f), a)?;
            Ok(cx.em.zext_or_trunc(r, lane_ty))
        })
    }

    /// The magnitude of `a` with the sign of `b`.
    fn copysign(&mut self, k: FloatKind, a: Value, b: Value) -> Value {
        let mag = self.em.bin_k(BinOp::And, a, !sign_bit(k));
        let sign = self.em.bin_k(BinOp::And, b, sign_bit(k));
        self.em.bin(BinOp::Or, mag, sign)
    }

    /// `|x|`, the bits without the sign.
    fn abs(&mut self, k: FloatKind, x: Value) -> Value {
        self.em.bin_k(BinOp::And, x, !sign_bit(k))
    }

    /// Whether `x` is a NaN.
    fn is_nan(&mut self, k: FloatKind, x: Value) -> Value {
        let abs = self.abs(k, x);
        self.em.icmp_k(IntCC::Ugt, abs, inf_bits(k))
    }

    /// `x` with the quiet bit set when it is a NaN.
    fn canonicalize(&mut self, k: FloatKind, x: Value) -> Value {
        let nan = self.is_nan(k, x);
        let quiet = self.em.bin_k(BinOp::Or, x, quiet_bit(k));
        self.em.select(nan, quiet, x)
    }

    /// `x` as a signed integer ordered as the floats are (non-NaN; -0
    /// below +0): negative floats get their magnitude bits flipped.
    fn order_key(&mut self, x: Value) -> Value {
        let w = self.em.bits(x);
        let sign = self.em.bin_k(BinOp::AShr, x, u64::from(w - 1));
        let flip = self.em.bin_k(BinOp::LShr, sign, 1);
        self.em.bin(BinOp::Xor, x, flip)
    }

    /// `llvm.minimum`/`llvm.maximum`: a NaN operand gives that NaN quieted
    /// (the first one if both are), else the smaller (larger) operand with
    /// -0 below +0.
    fn minimum(&mut self, k: FloatKind, max: bool, a: Value, b: Value) -> Value {
        let (ka, kb) = (self.order_key(a), self.order_key(b));
        let cc = if max { IntCC::Sgt } else { IntCC::Slt };
        let a_wins = self.em.icmp(cc, ka, kb);
        let pick = self.em.select(a_wins, a, b);
        let b_nan = self.is_nan(k, b);
        let qb = self.em.bin_k(BinOp::Or, b, quiet_bit(k));
        let with_b = self.em.select(b_nan, qb, pick);
        let a_nan = self.is_nan(k, a);
        let qa = self.em.bin_k(BinOp::Or, a, quiet_bit(k));
        self.em.select(a_nan, qa, with_b)
    }

    /// `llvm.is.fpclass(x, mask)`: whether `x` is in one of the classes of
    /// `mask` (bit 0 signalling NaN, 1 quiet NaN, 2..5 negative infinity,
    /// normal, subnormal, zero, 6..9 positive zero, subnormal, normal,
    /// infinity).
    fn is_fpclass(&mut self, k: FloatKind, x: Value, mask: u64) -> Value {
        let abs = self.abs(k, x);
        let neg = self.em.icmp_k(IntCC::Slt, x, 0);
        let pos = self.em.icmp_k(IntCC::Sge, x, 0);
        let (inf, quiet, min_normal) = (inf_bits(k), quiet_bit(k), min_normal_bits(k));
        let mut acc = self.em.iconst(Ty::I1, 0);
        if mask & 0b11 != 0 {
            // NaNs: above infinity; quiet ones from infinity | quiet up.
            let nan = match mask & 0b11 {
                0b01 => {
                    let above = self.em.icmp_k(IntCC::Ugt, abs, inf);
                    let below_q = self.em.icmp_k(IntCC::Ult, abs, inf | quiet);
                    self.em.bin(BinOp::And, above, below_q)
                }
                0b10 => self.em.icmp_k(IntCC::Uge, abs, inf | quiet),
                _ => self.em.icmp_k(IntCC::Ugt, abs, inf),
            };
            acc = self.em.bin(BinOp::Or, acc, nan);
        }
        // (negative bit, positive bit, magnitude test) per class.
        let classes: [(u32, u32); 4] = [(2, 9), (3, 8), (4, 7), (5, 6)];
        for (class, (nb, pb)) in classes.into_iter().enumerate() {
            let (want_neg, want_pos) = (mask >> nb & 1 != 0, mask >> pb & 1 != 0);
            if !want_neg && !want_pos {
                continue;
            }
            let is_class = match class {
                0 => self.em.icmp_k(IntCC::Eq, abs, inf),
                1 => {
                    let off = self.em.bin_k(BinOp::Sub, abs, min_normal);
                    self.em.icmp_k(IntCC::Ult, off, inf - min_normal)
                }
                2 => {
                    let off = self.em.bin_k(BinOp::Sub, abs, 1);
                    self.em.icmp_k(IntCC::Ult, off, min_normal - 1)
                }
                _ => self.em.icmp_k(IntCC::Eq, abs, 0),
            };
            let signed = match (want_neg, want_pos) {
                (true, true) => is_class,
                (true, false) => self.em.bin(BinOp::And, is_class, neg),
                _ => self.em.bin(BinOp::And, is_class, pos),
            };
            acc = self.em.bin(BinOp::Or, acc, signed);
        }
        acc
    }
}
