//! Values across the boundary between the embedder and compiled code.
//!
//! The embedder speaks `i64`: every argument it passes and every result it
//! gets back is an `i64`, whatever the IR type. [`ValType`] says how such an
//! `i64` becomes the bits of an IR value (truncation to the type's width)
//! and back (sign extension for integers, zero extension for `i1` and
//! pointers, whose addresses are unsigned). *Where* those bits go — `$a0`,
//! `$a1`, which stack word, which half of an i64 first — is not decided
//! here: [`egret_lower::abi::AbiSignature`] is the one description of the
//! O32 convention, shared with the code generator, and the functions below
//! only copy words to and from the places it names. The same code serves
//! both directions: the embedder calling compiled code ([`arg_words`],
//! [`result_value`]) and compiled code calling a host function
//! ([`read_args`], [`write_result`]).

use egret_cpu0::isa::{Endian, Reg};
use egret_cpu0::sim::{Machine, Trap};
use egret_llvmlite::{FuncData, Module, Ty, TyData};
use egret_lower::abi::{AbiSignature, WordLoc};
use egret_lower::inst::VTy;
use std::fmt;

/// The type of a parameter or result as the embedder sees it.
///
/// ```
/// # use egret::jit::*;
/// assert_eq!(ValType::I32.to_string(), "i32");
/// assert_eq!(ValType::I8.from_bits(0x80), -128);
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValType {
    /// `i1`: passed as 0 or 1, returned zero-extended.
    I1,
    /// `i8`: truncated on the way in, sign-extended on the way out.
    I8,
    /// `i16`: truncated on the way in, sign-extended on the way out.
    I16,
    /// `i32`: truncated on the way in, sign-extended on the way out.
    I32,
    /// `i64`: two words, in memory order.
    I64,
    /// Any pointer: a 32-bit address, zero-extended on the way out.
    Ptr,
    /// `float`: its IEEE-754 binary32 bits, passed and returned like an
    /// `i32` (soft float: one word); the embedder's `i64` holds the bits
    /// zero-extended.
    F32,
    /// `double`: its IEEE-754 binary64 bits, passed and returned like an
    /// `i64` (an aligned register pair or stack slot, `$v0`/`$v1`).
    F64,
}

impl ValType {
    /// The class of IR type `ty`, or `None` for `void` and aggregates.
    ///
    /// ```
    /// # use egret::jit::*;
    /// let (m, _) = egret::parse_text("t.ll", "define i16 @f() {\n  ret i16 0\n}\n")?;
    /// let f = m.func_by_name("f").expect("defined");
    /// assert_eq!(ValType::of(&m, m.funcs[f].sig.ret), Some(ValType::I16));
    /// let sig = FnSignature::of(&m, &m.funcs[f]).expect("callable");
    /// assert_eq!(sig.to_string(), "i16 ()");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn of(module: &Module, ty: Ty) -> Option<ValType> {
        match module.types.kind(ty) {
            TyData::Int(1) => Some(ValType::I1),
            TyData::Int(2..=8) => Some(ValType::I8),
            TyData::Int(9..=16) => Some(ValType::I16),
            TyData::Int(17..=32) => Some(ValType::I32),
            TyData::Int(33..=64) => Some(ValType::I64),
            TyData::Ptr(_) | TyData::OpaquePtr => Some(ValType::Ptr),
            TyData::Float => Some(ValType::F32),
            TyData::Double => Some(ValType::F64),
            _ => None,
        }
    }

    /// The backend's width class.
    pub(crate) fn vty(self) -> VTy {
        match self {
            ValType::I1 => VTy::I1,
            ValType::I8 => VTy::I8,
            ValType::I16 => VTy::I16,
            ValType::I32 | ValType::Ptr | ValType::F32 => VTy::I32,
            ValType::I64 | ValType::F64 => VTy::I64,
        }
    }

    /// Whether `v` is a value of this type, read as signed or as unsigned
    /// (IR integers have no sign): `i32` takes `i32::MIN..=u32::MAX`, `i1`
    /// takes 0 and 1, a pointer `0..=u32::MAX`, a `float` its 32 bits
    /// (as `i32` does), a `double` any bits. [`super::Jit::call`]
    /// refuses an argument that does not fit rather than cut its bits.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert!(ValType::I32.fits(-1) && ValType::I32.fits(0xFFFF_FFFF));
    /// assert!(!ValType::I32.fits(1 << 40));
    /// assert!(!ValType::Ptr.fits(-1));
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn fits(self, v: i64) -> bool {
        let bits = match self {
            ValType::I1 => return v == 0 || v == 1,
            ValType::Ptr => return (0..=i64::from(u32::MAX)).contains(&v),
            ValType::I64 | ValType::F64 => return true,
            ValType::I8 => 8,
            ValType::I16 => 16,
            ValType::I32 | ValType::F32 => 32,
        };
        (-(1i64 << (bits - 1))..(1i64 << bits)).contains(&v)
    }

    /// The bits compiled code expects for `v` (low word first for i64).
    /// Narrow integers are sign-extended to a full word, as `signext` would,
    /// so either reading of the upper bits agrees.
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(ValType::I8.to_bits(-1), 0xFFFF_FFFF);
    /// assert_eq!(ValType::I1.to_bits(1), 1);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn to_bits(self, v: i64) -> u64 {
        match self {
            ValType::I1 => (v & 1) as u64,
            ValType::I8 => v as i8 as i32 as u32 as u64,
            ValType::I16 => v as i16 as i32 as u32 as u64,
            ValType::I32 | ValType::Ptr | ValType::F32 => v as u32 as u64,
            ValType::I64 | ValType::F64 => v as u64,
        }
    }

    /// The `i64` the embedder sees for raw bits produced by compiled code
    /// (whose upper bits above the type's width are unspecified).
    ///
    /// ```
    /// # use egret::jit::*;
    /// assert_eq!(ValType::I16.from_bits(0xFFFF), -1);
    /// assert_eq!(ValType::Ptr.from_bits(0x8000_0000), 0x8000_0000);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn from_bits(self, raw: u64) -> i64 {
        match self {
            ValType::I1 => (raw & 1) as i64,
            ValType::I8 => raw as i8 as i64,
            ValType::I16 => raw as i16 as i64,
            ValType::I32 => raw as i32 as i64,
            ValType::Ptr | ValType::F32 => raw as u32 as i64,
            ValType::I64 | ValType::F64 => raw as i64,
        }
    }

    fn name(self) -> &'static str {
        match self {
            ValType::I1 => "i1",
            ValType::I8 => "i8",
            ValType::I16 => "i16",
            ValType::I32 => "i32",
            ValType::I64 => "i64",
            ValType::Ptr => "ptr",
            ValType::F32 => "float",
            ValType::F64 => "double",
        }
    }
}

impl fmt::Display for ValType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A function's signature as the embedder sees it: `i64 (i64, ptr)`.
///
/// ```
/// # use egret::jit::*;
/// # let mut jit = Jit::new(JitOptions::default());
/// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
/// let sig = jit.signature("add").expect("compiled");
/// assert_eq!(sig.params, [ValType::I64, ValType::I32]);
/// assert_eq!(sig.to_string(), "i64 (i64, i32)");
/// # Ok::<(), egret::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FnSignature {
    /// Parameter types, in order.
    pub params: Vec<ValType>,
    /// The result type; `None` for `void` (calls then return 0).
    pub ret: Option<ValType>,
}

impl FnSignature {
    /// The signature of IR function `f` of `module`, or a message saying why
    /// the embedder cannot call it (variadic, or an aggregate parameter).
    pub fn of(module: &Module, f: &FuncData) -> Result<FnSignature, String> {
        if f.sig.varargs {
            return Err(format!("`{}` is variadic", f.name));
        }
        let params = f
            .sig
            .params
            .iter()
            .map(|&t| {
                ValType::of(module, t).ok_or_else(|| {
                    format!(
                        "`{}` has a parameter of type {}",
                        f.name,
                        module.types.display(t)
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let ret = if f.sig.ret == Ty::VOID {
            None
        } else {
            Some(ValType::of(module, f.sig.ret).ok_or_else(|| {
                format!("`{}` returns {}", f.name, module.types.display(f.sig.ret))
            })?)
        };
        Ok(FnSignature { params, ret })
    }

    /// Where each word of each argument and of the result lives (O32).
    pub(crate) fn abi(&self, endian: Endian) -> AbiSignature {
        let params: Vec<VTy> = self.params.iter().map(|t| t.vty()).collect();
        AbiSignature::new(&params, self.ret.map(ValType::vty), endian)
    }
}

impl fmt::Display for FnSignature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ret {
            Some(t) => write!(f, "{t} (")?,
            None => f.write_str("void (")?,
        }
        for (i, p) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p}")?;
        }
        f.write_str(")")
    }
}

/// Index of an argument word in the list [`Machine::call`] takes: `$a0` is
/// word 0, `$a1` word 1, the stack word at `4k($sp)` word `k`.
fn word_index(loc: WordLoc) -> usize {
    match loc {
        WordLoc::Reg(r) => r.index().saturating_sub(Reg::A0.index()),
        WordLoc::Stack(offset) => (offset / 4) as usize,
    }
}

/// The argument words for a call of a function with signature `sig`
/// (already checked to take `args.len()` arguments).
pub(crate) fn arg_words(sig: &FnSignature, abi: &AbiSignature, args: &[i64]) -> Vec<u32> {
    let mut words = vec![0u32; (abi.stack_bytes / 4).max(2) as usize];
    for ((&value, ty), loc) in args.iter().zip(&sig.params).zip(&abi.params) {
        let bits = ty.to_bits(value);
        for (k, &w) in loc.words.iter().enumerate() {
            if let Some(slot) = words.get_mut(word_index(w)) {
                *slot = (bits >> (32 * k)) as u32;
            }
        }
    }
    words
}

/// The result of a call, from `$v0`/`$v1` at return (0 for `void`).
pub(crate) fn result_value(sig: &FnSignature, abi: &AbiSignature, v0: u32, v1: u32) -> i64 {
    let (Some(ty), Some(ret)) = (sig.ret, &abi.ret) else {
        return 0;
    };
    let mut bits = 0u64;
    for (k, &w) in ret.words.iter().enumerate() {
        let word = match w {
            WordLoc::Reg(r) if r == Reg::V1 => v1,
            _ => v0,
        };
        bits |= (word as u64) << (32 * k);
    }
    ty.from_bits(bits)
}

/// A host function's arguments, read where compiled code put them: `$a0`,
/// `$a1` and the caller's outgoing-argument area at `$sp + 8 ...`.
pub(crate) fn read_args(
    m: &Machine,
    sig: &FnSignature,
    abi: &AbiSignature,
) -> Result<Vec<i64>, Trap> {
    let sp = m.reg(Reg::SP);
    let mut out = Vec::with_capacity(sig.params.len());
    for (ty, loc) in sig.params.iter().zip(&abi.params) {
        let mut bits = 0u64;
        for (k, &w) in loc.words.iter().enumerate() {
            let word = match w {
                WordLoc::Reg(r) => m.reg(r),
                WordLoc::Stack(offset) => m.read_u32(sp.wrapping_add(offset))?,
            };
            bits |= (word as u64) << (32 * k);
        }
        out.push(ty.from_bits(bits));
    }
    Ok(out)
}

/// Puts a host function's result where compiled code expects it.
pub(crate) fn write_result(m: &mut Machine, sig: &FnSignature, abi: &AbiSignature, value: i64) {
    let (Some(ty), Some(ret)) = (sig.ret, &abi.ret) else {
        return;
    };
    let bits = ty.to_bits(value);
    for (k, &w) in ret.words.iter().enumerate() {
        if let WordLoc::Reg(r) = w {
            m.set_reg(r, (bits >> (32 * k)) as u32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sig(params: &[ValType], ret: Option<ValType>) -> FnSignature {
        FnSignature {
            params: params.to_vec(),
            ret,
        }
    }

    #[test]
    fn i64_arguments_are_in_memory_order_and_skip_a1() {
        let s = sig(&[ValType::I32, ValType::I64], Some(ValType::I64));
        let big = arg_words(&s, &s.abi(Endian::Big), &[-1, 0x1122_3344_5566_7788]);
        assert_eq!(big, [0xFFFF_FFFF, 0, 0x1122_3344, 0x5566_7788]);
        let little = arg_words(&s, &s.abi(Endian::Little), &[7, 0x1122_3344_5566_7788]);
        assert_eq!(little, [7, 0, 0x5566_7788, 0x1122_3344]);
        assert_eq!(
            result_value(&s, &s.abi(Endian::Big), 0x1122_3344, 0x5566_7788),
            0x1122_3344_5566_7788
        );
        assert_eq!(
            result_value(&s, &s.abi(Endian::Little), 0x5566_7788, 0x1122_3344),
            0x1122_3344_5566_7788
        );
    }

    #[test]
    fn values_fit_a_type_read_as_signed_or_unsigned() {
        assert!(ValType::I32.fits(-1) && ValType::I32.fits(0xFFFF_FFFF));
        assert!(!ValType::I32.fits(1 << 40) && !ValType::I32.fits(-(1 << 31) - 1));
        assert!(ValType::I8.fits(-128) && ValType::I8.fits(255) && !ValType::I8.fits(256));
        assert!(ValType::I1.fits(1) && !ValType::I1.fits(2) && !ValType::I1.fits(-1));
        assert!(ValType::Ptr.fits(0xFFFF_FFFF) && !ValType::Ptr.fits(-1));
        assert!(ValType::I64.fits(i64::MIN));
    }

    #[test]
    fn narrow_values_truncate_in_and_extend_out() {
        assert_eq!(ValType::I8.to_bits(0x1FF), 0xFFFF_FFFF);
        assert_eq!(ValType::I8.from_bits(0xFFFF_FF80), -128);
        assert_eq!(ValType::I1.to_bits(3), 1);
        assert_eq!(ValType::I1.from_bits(0xFFFF_FFFF), 1);
        assert_eq!(ValType::I32.from_bits(0x8000_0000), -0x8000_0000);
        assert_eq!(ValType::Ptr.from_bits(0x8000_0000), 0x8000_0000);
        let v = sig(&[], None);
        assert_eq!(result_value(&v, &v.abi(Endian::Big), 5, 6), 0);
        assert_eq!(
            sig(&[ValType::Ptr, ValType::I64], Some(ValType::I8)).to_string(),
            "i8 (ptr, i64)"
        );
    }
}
