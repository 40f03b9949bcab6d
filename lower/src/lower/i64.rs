//! Facts about the words of i64 register pairs that lowering uses to emit
//! less code for 64-bit arithmetic on a 32-bit target.
//!
//! An i64 value lives in a (low, high) pair of 32-bit registers. Many i64
//! values have a word that is always zero: a zero-extended word, a logical
//! right shift by 32 or more, a left shift by 32 or more, an `and` with a
//! constant one of whose words is zero, and whatever combines such values
//! word by word (`and`, `or`, `xor`, `select`, multiplies). A reader of
//! such a word reads `$zero` instead of a register (see
//! `Lower::put_value_in_regs`), so the rules of its own operation simplify:
//! an i64 add of a value whose low word is zero has no carry, a multiply by
//! it skips a partial product, an `or` with it is the other word. The
//! defining instruction then has no reader for that word and its code for
//! it dies.

use super::Lower;
use crate::inst::VTy;
use egret_llvmlite::{BinOp, CastOp, Inst, InstData, Value, ValueDef};

/// How deep [`Lower::zero_words_of`] follows operands: enough for chains
/// like `(zext a) << 32 | (zext b)`, bounded so a long chain of i64
/// operations costs linear time overall.
const MAX_DEPTH: u32 = 4;

/// Which words of an i64 value are known to be zero.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ZeroWords {
    /// The low word (bits 0..32) is zero.
    pub lo: bool,
    /// The high word (bits 32..64) is zero.
    pub hi: bool,
}

impl ZeroWords {
    const NONE: ZeroWords = ZeroWords {
        lo: false,
        hi: false,
    };

    fn of_const(c: u64) -> ZeroWords {
        ZeroWords {
            lo: c as u32 == 0,
            hi: c >> 32 == 0,
        }
    }

    /// The words zero in either (an `and`, a product's low word).
    fn either(self, other: ZeroWords) -> ZeroWords {
        ZeroWords {
            lo: self.lo || other.lo,
            hi: self.hi || other.hi,
        }
    }

    /// The words zero in both (`or`, `xor`, `select`).
    fn both(self, other: ZeroWords) -> ZeroWords {
        ZeroWords {
            lo: self.lo && other.lo,
            hi: self.hi && other.hi,
        }
    }

    /// Whether any word is known to be zero.
    pub fn any(self) -> bool {
        self.lo || self.hi
    }
}

impl Lower<'_> {
    /// The words of i64 value `v` known to be zero.
    pub(crate) fn zero_words_of(&self, v: Value) -> ZeroWords {
        self.zero_words(v, MAX_DEPTH)
    }

    fn zero_words(&self, v: Value, depth: u32) -> ZeroWords {
        if self.value_vty(v) != VTy::I64 {
            return ZeroWords::NONE;
        }
        match self.func.value_def(v) {
            ValueDef::Const(c) => ZeroWords::of_const(c),
            ValueDef::Inst(i) if depth > 0 && !self.slot_of.contains_key(&i) => {
                self.zero_words_of_inst(i, depth - 1)
            }
            _ => ZeroWords::NONE,
        }
    }

    /// The words of the i64 result of `inst` known to be zero, following
    /// operands `depth` more levels.
    fn zero_words_of_inst(&self, inst: Inst, depth: u32) -> ZeroWords {
        let of = |v: Value| self.zero_words(v, depth);
        match &self.func.insts[inst] {
            InstData::Cast {
                op: CastOp::Zext | CastOp::PtrToInt,
                arg,
            } if self.value_vty(*arg) != VTy::I64 => ZeroWords {
                lo: false,
                hi: true,
            },
            InstData::Binary { op, args, .. } => {
                let amount = self.func.const_value(args[1]).map(|k| k & 63);
                match (op, amount) {
                    (BinOp::And, _) => of(args[0]).either(of(args[1])),
                    (BinOp::Or | BinOp::Xor, _) => of(args[0]).both(of(args[1])),
                    // The low word of a product is the low word of the
                    // product of the low words.
                    (BinOp::Mul, _) => ZeroWords {
                        lo: of(args[0]).lo || of(args[1]).lo,
                        hi: false,
                    },
                    (BinOp::Shl | BinOp::LShr, Some(0)) => of(args[0]),
                    // x << k: the low word is zero from 32 on, and the high
                    // word is the low word shifted.
                    (BinOp::Shl, Some(k)) => {
                        let x = of(args[0]);
                        if k >= 32 {
                            ZeroWords { lo: true, hi: x.lo }
                        } else {
                            ZeroWords {
                                lo: x.lo,
                                hi: x.lo && x.hi,
                            }
                        }
                    }
                    (BinOp::LShr, Some(k)) => {
                        let x = of(args[0]);
                        if k >= 32 {
                            ZeroWords { lo: x.hi, hi: true }
                        } else {
                            ZeroWords {
                                lo: x.lo && x.hi,
                                hi: x.hi,
                            }
                        }
                    }
                    _ => ZeroWords::NONE,
                }
            }
            InstData::Select { args } => of(args[1]).both(of(args[2])),
            _ => ZeroWords::NONE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ZeroWords;

    #[test]
    fn constant_words() {
        assert_eq!(
            ZeroWords::of_const(0xFF),
            ZeroWords {
                lo: false,
                hi: true
            }
        );
        assert_eq!(
            ZeroWords::of_const(0x1_0000_0000),
            ZeroWords {
                lo: true,
                hi: false
            }
        );
        assert!(!ZeroWords::of_const(u64::MAX).any());
    }

    #[test]
    fn combining() {
        let lo = ZeroWords {
            lo: true,
            hi: false,
        };
        let hi = ZeroWords {
            lo: false,
            hi: true,
        };
        assert_eq!(lo.either(hi), ZeroWords { lo: true, hi: true });
        assert!(!lo.both(hi).any());
    }
}
