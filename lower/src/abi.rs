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
//!
//! **The module-local convention.** O32 passes only two words in registers,
//! so a call with more (any i64 after the first argument) stores words to
//! the stack for the callee to load back. A direct call to a function
//! defined in the same module ([`uses_local_convention`]) passes words 2, 3
//! and 4 in the caller-saved temporaries `$7`, `$8` and `$t9` instead
//! ([`AbiSignature::local`]); everything else is as in O32 (word numbering,
//! i64 alignment, later words on the stack, results). Such a function keeps
//! the O32 entry at its symbol for every other caller (other objects,
//! function pointers, the JIT): a *prelude* there loads those words from
//! their O32 stack slots ([`AbiSignature::local_prelude`]) and falls
//! through into the local entry right after it, which local calls target
//! (`jsub f+4n`).

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

    /// The module-local convention: [`AbiSignature::new`] with argument
    /// words 2 to 4 in [`LOCAL_ARG_REGS`] rather than on the stack.
    pub fn local(params: &[VTy], ret: Option<VTy>, endian: Endian) -> AbiSignature {
        let mut sig = AbiSignature::new(params, ret, endian);
        for w in sig.params.iter_mut().flat_map(|p| p.words.iter_mut()) {
            if let WordLoc::Stack(offset) = *w
                && let Some(&r) = LOCAL_ARG_REGS.get((offset / 4) as usize - 2)
            {
                *w = WordLoc::Reg(r);
            }
        }
        sig
    }

    /// For a signature in the module-local convention, the loads of the
    /// O32 entry's prelude: (register, incoming stack offset) of every word
    /// passed in one of [`LOCAL_ARG_REGS`], in word order.
    pub fn local_prelude(&self) -> Vec<(Reg, u32)> {
        let mut loads = Vec::new();
        for w in self.params.iter().flat_map(|p| &p.words) {
            if let WordLoc::Reg(r) = *w
                && let Some(k) = LOCAL_ARG_REGS.iter().position(|&x| x == r)
            {
                loads.push((r, 4 * (k as u32 + 2)));
            }
        }
        loads.sort_by_key(|&(_, offset)| offset);
        loads
    }
}

/// The registers of argument words 2, 3 and 4 in the module-local
/// convention: caller-saved temporaries that no O32 call reads (`$t9`
/// holds the target only of indirect calls, which always use O32).
pub const LOCAL_ARG_REGS: [Reg; 3] = [Reg::T0, Reg::T1, Reg::T9];

/// Whether direct calls from the same module to a function with parameter
/// classes `params` use the module-local convention: it is defined in the
/// module, not variadic, not `main` (which the start code calls), and
/// passes words on the stack under O32.
pub fn uses_local_convention(name: &str, params: &[VTy], defined: bool, variadic: bool) -> bool {
    defined
        && !variadic
        && name != "main"
        && AbiSignature::new(params, None, Endian::Big)
            .params
            .iter()
            .flat_map(|p| &p.words)
            .any(|w| matches!(w, WordLoc::Stack(_)))
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
    fn the_local_convention_passes_words_2_to_4_in_temporaries() {
        // ack(i64 m, i64 n): n's words go in $7/$8 (memory order, as on the
        // stack), loaded by the prelude from 8 and 12.
        let sig = AbiSignature::local(&[VTy::I64, VTy::I64], Some(VTy::I64), Endian::Big);
        assert_eq!(
            sig.params[1].words,
            [WordLoc::Reg(Reg::T1), WordLoc::Reg(Reg::T0)]
        );
        assert_eq!(sig.local_prelude(), [(Reg::T0, 8), (Reg::T1, 12)]);
        // An i32 then an i64: $a1 stays unused, the i64 takes $7/$8; a
        // sixth word stays on the stack.
        let sig = AbiSignature::local(
            &[VTy::I32, VTy::I64, VTy::I32, VTy::I32],
            None,
            Endian::Little,
        );
        assert_eq!(
            sig.params[1].words,
            [WordLoc::Reg(Reg::T0), WordLoc::Reg(Reg::T1)]
        );
        assert_eq!(sig.params[2].words, [WordLoc::Reg(Reg::T9)]);
        assert_eq!(sig.params[3].words, [WordLoc::Stack(20)]);
        assert_eq!(sig.local_prelude().len(), 3);
        assert!(uses_local_convention(
            "f",
            &[VTy::I64, VTy::I32],
            true,
            false
        ));
        assert!(!uses_local_convention(
            "f",
            &[VTy::I32, VTy::I32],
            true,
            false
        ));
        assert!(!uses_local_convention(
            "f",
            &[VTy::I64, VTy::I32],
            false,
            false
        ));
        assert!(!uses_local_convention(
            "f",
            &[VTy::I64, VTy::I32],
            true,
            true
        ));
        assert!(!uses_local_convention(
            "main",
            &[VTy::I64, VTy::I32],
            true,
            false
        ));
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
