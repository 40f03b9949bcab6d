//! The calling convention: lbd's O32 (CPU0.md §3, ARCHITECTURE decision 2).
//!
//! Arguments are laid out as a sequence of 32-bit *words* in an argument
//! area: word 0 is `$a0`, word 1 is `$a1`, word k ≥ 2 is the stack at
//! `4k($sp)` in the caller (so the third word is at `8($sp)`, above the
//! 8-byte home area of `$a0/$a1`). An i64 starts at an even word, which is
//! both the "odd register skip" (an i64 never starts in `$a1`) and the 8-byte
//! alignment of i64 stack slots, and its words are in *memory order*: the high
//! word first on big-endian `cpu0`, the low word first on `cpu0el`. Return
//! values go in `$v0` (and `$v1` for i64, again in memory order). Variadic
//! arguments are passed exactly like fixed ones.
//!
//! [`AbiSignature`] describes where every word of every parameter and of the
//! return value lives. Lowering uses it for calls, function entry and
//! returns; JIT embedders use it to marshal arguments into a simulated call.

use crate::inst::VTy;
use egret_cpu0::isa::{Endian, Reg};

/// Where one 32-bit word of an argument or result lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WordLoc {
    /// In a register (`$a0`/`$a1` for arguments, `$v0`/`$v1` for results).
    Reg(Reg),
    /// On the stack at this byte offset from `$sp` at the call (≥ 8).
    Stack(u32),
}

/// One parameter or the return value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiValue {
    /// Its width class.
    pub ty: VTy,
    /// Where its words live, **low word first** (for an i64 the low word may
    /// be the second in memory order).
    pub words: Vec<WordLoc>,
}

/// Where a call's arguments and result live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiSignature {
    /// One entry per argument, in order.
    pub params: Vec<AbiValue>,
    /// The result, unless the function returns `void`.
    pub ret: Option<AbiValue>,
    /// Bytes of outgoing-argument area a call needs: the 8-byte home area
    /// plus the stack words, rounded up to 8.
    pub stack_bytes: u32,
}

impl AbiSignature {
    /// Lays out arguments of classes `params` and a result of class `ret`
    /// (`None` for `void`) for byte order `endian`.
    pub fn new(params: &[VTy], ret: Option<VTy>, endian: Endian) -> AbiSignature {
        let mut next_word = 0u32;
        let mut out = Vec::with_capacity(params.len());
        for &ty in params {
            if ty == VTy::I64 {
                next_word = (next_word + 1) & !1;
                let first = arg_word(next_word);
                let second = arg_word(next_word + 1);
                next_word += 2;
                out.push(AbiValue {
                    ty,
                    words: low_first(first, second, endian),
                });
            } else {
                out.push(AbiValue {
                    ty,
                    words: vec![arg_word(next_word)],
                });
                next_word += 1;
            }
        }
        let ret = ret.map(|ty| AbiValue {
            ty,
            words: if ty == VTy::I64 {
                low_first(WordLoc::Reg(Reg::V0), WordLoc::Reg(Reg::V1), endian)
            } else {
                vec![WordLoc::Reg(Reg::V0)]
            },
        });
        let stack_bytes = (4 * next_word.max(2)).next_multiple_of(8);
        AbiSignature {
            params: out,
            ret,
            stack_bytes,
        }
    }
}

/// The parameter classes of the runtime routines that programs may declare
/// with narrower integer parameters than the runtime contract gives them
/// (docs/runtime.md: `malloc` and `calloc` "also `i32`"). A call to such a
/// *declaration* widens its integer arguments to these classes
/// (zero-extended: they are sizes), so one runtime routine serves every
/// declaration, as the interpreter's conversion by declared type does.
pub fn runtime_contract_params(name: &str) -> Option<&'static [VTy]> {
    match name {
        "malloc" => Some(&[VTy::I64]),
        "calloc" | "ll_malloc" => Some(&[VTy::I64, VTy::I64]),
        _ => None,
    }
}

/// The location of argument word `k`.
fn arg_word(k: u32) -> WordLoc {
    match k {
        0 => WordLoc::Reg(Reg::A0),
        1 => WordLoc::Reg(Reg::A1),
        _ => WordLoc::Stack(4 * k),
    }
}

/// An i64's two word locations in memory order, reordered low word first.
fn low_first(first: WordLoc, second: WordLoc, endian: Endian) -> Vec<WordLoc> {
    match endian {
        Endian::Big => vec![second, first],
        Endian::Little => vec![first, second],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_words_in_registers_then_the_stack() {
        let sig = AbiSignature::new(&[VTy::I32, VTy::I32, VTy::I32], Some(VTy::I32), Endian::Big);
        assert_eq!(sig.params[0].words, [WordLoc::Reg(Reg::A0)]);
        assert_eq!(sig.params[1].words, [WordLoc::Reg(Reg::A1)]);
        assert_eq!(sig.params[2].words, [WordLoc::Stack(8)]);
        assert_eq!(sig.ret.unwrap().words, [WordLoc::Reg(Reg::V0)]);
        assert_eq!(sig.stack_bytes, 16);
    }

    #[test]
    fn i64_skips_a1_and_is_in_memory_order() {
        // lbd's `__lshrdi3(18LL, n)` on cpu0: $4 = high, $5 = low, n at 8($sp).
        let sig = AbiSignature::new(&[VTy::I64, VTy::I32], Some(VTy::I64), Endian::Big);
        assert_eq!(
            sig.params[0].words,
            [WordLoc::Reg(Reg::A1), WordLoc::Reg(Reg::A0)]
        );
        assert_eq!(sig.params[1].words, [WordLoc::Stack(8)]);
        assert_eq!(
            sig.ret.as_ref().unwrap().words,
            [WordLoc::Reg(Reg::V1), WordLoc::Reg(Reg::V0)]
        );
        // An i32 then an i64: $a1 is skipped, the i64 is 8-byte aligned.
        let sig = AbiSignature::new(&[VTy::I32, VTy::I64], None, Endian::Little);
        assert_eq!(sig.params[1].words, [WordLoc::Stack(8), WordLoc::Stack(12)]);
        assert_eq!(sig.stack_bytes, 16);
    }

    #[test]
    fn six_i64_arguments() {
        // lbd's ch9_1_longlong: six i64 arguments, all but the first on the stack.
        let sig = AbiSignature::new(&[VTy::I64; 6], Some(VTy::I64), Endian::Big);
        assert_eq!(
            sig.params[5].words,
            [WordLoc::Stack(44), WordLoc::Stack(40)]
        );
        assert_eq!(sig.stack_bytes, 48);
    }
}
