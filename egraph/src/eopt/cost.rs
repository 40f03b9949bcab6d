//! The Cpu0 cost model for extraction.
//!
//! A cost unit is a quarter of an executed instruction, so a choice worth
//! less than one instruction (a constant that folds into an immediate)
//! still breaks ties. Each operation costs what the ISLE lowering rules
//! (`isle/lower.isle`) emit for it: one instruction for 32-bit ALU
//! operations, a sequence for i64 register pairs (an i64 add is four
//! instructions, a multiplication seven, a division a runtime call),
//! extension instructions where narrow values must be extended first, and
//! nothing for truncations, bitcasts and operands that become immediates.
//! A constant operand that fits the instruction's immediate is free; any
//! other constant costs its materialisation.
//!
//! An operation inside a loop runs many times, so its own cost is scaled
//! by [`LOOP_WEIGHT`] per level of loop nesting it cannot be hoisted out of
//! (the depth of its most deeply nested operand, as LICM will place it).
//! Costs saturate; the sum over a tree counts a shared operand once per use,
//! as in Cranelift — the extraction is per class, elaboration shares it.

use super::analysis::EG;
use super::lang::{Node, Op, width};
use egg::Language;
use egret_llvmlite::{BinOp, CastOp, IntCC, Ty, sext};

/// Cost multiplier per loop level.
pub const LOOP_WEIGHT: u64 = 8;

/// One instruction.
const I: u64 = 4;

/// Cost units per executed instruction ([`operation_cost`]'s scale).
pub const UNITS_PER_INSTRUCTION: u64 = I;

/// The cost of computing a node, without its operands, and which operands
/// are folded into the instruction (free) rather than computed.
pub fn op_cost(eg: &EG, n: &Node) -> (u64, [bool; 3]) {
    let kc = |i: usize| eg[n.children()[i]].data.konst;
    let mut free = [false; 3];
    let cost = match n.op {
        Op::Const(c) => const_cost(n.ty, c),
        Op::Leaf(_) => 0,
        Op::Null => 0,
        Op::Global(_) | Op::Func(_) => 2 * I,
        Op::Bin(op) if width(n.ty) == 64 => bin64_cost(op, kc(1), &mut free),
        Op::Bin(op) => bin_word_cost(op, n.ty, kc(1), &mut free),
        Op::Icmp(cc) => icmp_cost(cc, n.ty, kc(1), &mut free),
        Op::Select => select_cost(n.ty),
        Op::Cast(op) => {
            let from = eg[n.children()[0]].data.ty;
            cast_cost(op, from, n.ty)
        }
        Op::Gep(k) => gep_cost(eg, k),
        Op::PtrAdd => ptradd_cost(kc(1), &mut free),
    };
    // One unit per IR instruction, so that between forms with the same
    // machine cost the one with fewer instructions wins.
    let ir = match n.op {
        Op::Const(_) | Op::Leaf(_) | Op::Null | Op::Global(_) | Op::Func(_) => 0,
        _ => 1,
    };
    (cost + ir, free)
}

/// What lowering emits for an original `getelementptr`: per variable index
/// a scaling (a shift for a power of two, else a multiply by a constant) and
/// an add; the constant part folds into the user's immediate, so an
/// all-constant one costs nothing.
fn gep_cost(eg: &EG, k: u32) -> u64 {
    let Some(shape) = eg.analysis.gep_shapes.get(k as usize) else {
        return 100 * I;
    };
    strides_cost(&shape.strides)
}

/// Scaling and adding one variable index per stride in `strides`.
fn strides_cost(strides: &[u64]) -> u64 {
    strides
        .iter()
        .map(|&s| match s {
            1 => I,
            s if s.is_power_of_two() => 2 * I,
            _ => 3 * I,
        })
        .sum::<u64>()
}

/// `select` of two values of type `ty`: a `movn` per word.
fn select_cost(ty: Ty) -> u64 {
    if width(ty) == 64 { 2 * I } else { I }
}

/// What [`op_cost`] charges for one operation, given what it is rather
/// than as an e-graph node, for tests that hold the model against what
/// lowering emits (`tests/cost_model.rs`): `op` with node type `ty` (the
/// operands' type for [`Op::Icmp`]), first operand of type `from` (read by
/// casts), second operand the constant `k1` if it is one, and for
/// [`Op::Gep`] the strides of its variable indices. Returns the cost in
/// cost units (a quarter of an instruction), without the one unit per IR
/// instruction [`op_cost`] adds, and which operands fold into the
/// instruction (a constant operand not folded costs [`const_cost`]).
pub fn operation_cost(
    op: Op,
    ty: Ty,
    from: Ty,
    k1: Option<u64>,
    strides: &[u64],
) -> (u64, [bool; 3]) {
    let mut free = [false; 3];
    let cost = match op {
        Op::Const(c) => const_cost(ty, c),
        Op::Leaf(_) | Op::Null => 0,
        Op::Global(_) | Op::Func(_) => 2 * I,
        Op::Bin(b) if width(ty) == 64 => bin64_cost(b, k1, &mut free),
        Op::Bin(b) => bin_word_cost(b, ty, k1, &mut free),
        Op::Icmp(cc) => icmp_cost(cc, ty, k1, &mut free),
        Op::Select => select_cost(ty),
        Op::Cast(c) => cast_cost(c, from, ty),
        Op::Gep(_) => strides_cost(strides),
        Op::PtrAdd => ptradd_cost(k1, &mut free),
    };
    (cost, free)
}

/// `base + offset`: free when a constant offset folds into the immediate
/// of the loads and stores that use the address (lowering's `amode`).
fn ptradd_cost(k1: Option<u64>, free: &mut [bool; 3]) -> u64 {
    match k1 {
        Some(c) if fits_simm16(sext(c, 32)) => {
            free[1] = true;
            0
        }
        _ => I,
    }
}

fn fits_simm16(v: i64) -> bool {
    (-0x8000..=0x7FFF).contains(&v)
}

fn fits_uimm16(v: u64) -> bool {
    v <= 0xFFFF
}

/// Materialising a constant in a register.
pub fn const_cost(ty: Ty, c: u64) -> u64 {
    let word = |w: u32| {
        if w == 0 {
            0
        } else if fits_simm16(w as i32 as i64) || fits_uimm16(w as u64) {
            I
        } else {
            2 * I
        }
    };
    if width(ty) == 64 {
        word(c as u32) + word((c >> 32) as u32)
    } else {
        word(c as u32)
    }
}

/// Extending a narrow operand to a full word before an operation that reads
/// its high bits.
fn extend_cost(ty: Ty, signed: bool) -> u64 {
    match (width(ty), signed) {
        (8 | 16, false) => I,
        (8 | 16, true) => 2 * I,
        (1, true) => I,
        _ => 0,
    }
}

fn bin_word_cost(op: BinOp, ty: Ty, k1: Option<u64>, free: &mut [bool; 3]) -> u64 {
    let w = width(ty);
    let imm_s = k1.is_some_and(|c| fits_simm16(sext(c, w)));
    let imm_u = k1.is_some_and(|c| fits_uimm16(c & 0xFFFF_FFFF));
    match op {
        BinOp::Add | BinOp::Sub => {
            let imm = match op {
                BinOp::Add => imm_s,
                _ => k1.is_some_and(|c| fits_simm16(-sext(c, w))),
            };
            free[1] = imm;
            I
        }
        BinOp::Mul => {
            free[1] = k1.is_some_and(|c| (c & 0xFFFF_FFFF).is_power_of_two());
            I + 1
        }
        BinOp::And | BinOp::Or | BinOp::Xor => {
            free[1] = imm_u;
            I
        }
        // A variable amount of a narrow shift is zero-extended as well (its
        // bits above the width are unspecified).
        BinOp::Shl | BinOp::LShr | BinOp::AShr => {
            free[1] = k1.is_some();
            let value = match op {
                BinOp::LShr => extend_cost(ty, false),
                BinOp::AShr => extend_cost(ty, true),
                _ => 0,
            };
            let amount = if k1.is_some() {
                0
            } else {
                extend_cost(ty, false)
            };
            I + value + amount
        }
        BinOp::UDiv | BinOp::URem => 2 * I + 2 * extend_cost(ty, false),
        BinOp::SDiv | BinOp::SRem => 2 * I + 2 * extend_cost(ty, true),
    }
}

fn bin64_cost(op: BinOp, k1: Option<u64>, free: &mut [bool; 3]) -> u64 {
    let halves = |c: u64, f: fn(u32) -> u64| f(c as u32) + f((c >> 32) as u32);
    match op {
        // `addiu` on the low word and an immediate carry or borrow, for
        // constants of either sign.
        BinOp::Add | BinOp::Sub => match k1 {
            Some(c) if c <= 0x7FFF || c.wrapping_neg() <= 0x7FFF => {
                free[1] = true;
                3 * I
            }
            _ => 4 * I,
        },
        BinOp::And => match k1 {
            Some(c) => {
                free[1] = true;
                halves(c, |h| match h {
                    0xFFFF_FFFF => 0,
                    h if h <= 0xFFFF => I,
                    _ => 3 * I,
                })
            }
            None => 2 * I,
        },
        BinOp::Or | BinOp::Xor => match k1 {
            Some(c) => {
                free[1] = true;
                halves(c, |h| match h {
                    0 => 0,
                    h if h <= 0xFFFF => I,
                    _ => 3 * I,
                })
            }
            None => 2 * I,
        },
        BinOp::Mul => 7 * I,
        // By 32 or more, one word moves into the other (shifted unless by
        // exactly 32) and the other is `$zero`, or for `ashr` the sign.
        BinOp::Shl | BinOp::LShr | BinOp::AShr => match k1.map(|c| c & 63) {
            Some(0) => {
                free[1] = true;
                0
            }
            Some(c) if c >= 32 => {
                free[1] = true;
                let moved = if c == 32 { 0 } else { I };
                let sign = if op == BinOp::AShr { I } else { 0 };
                moved + sign
            }
            Some(_) => {
                free[1] = true;
                4 * I
            }
            None => 10 * I,
        },
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => 60 * I,
    }
}

fn icmp_cost(cc: IntCC, ty: Ty, k1: Option<u64>, free: &mut [bool; 3]) -> u64 {
    let w = width(ty);
    if w == 64 {
        return icmp64_cost(cc, k1, free);
    }
    let signed = cc.is_signed();
    let ext = 2 * extend_cost(ty, signed);
    let imm = k1.is_some_and(|c| fits_simm16(sext(c, w)));
    let small = k1.is_some_and(|c| c <= 0x7FFF);
    match cc {
        IntCC::Eq | IntCC::Ne if k1 == Some(0) => {
            free[1] = true;
            I + ext / 2
        }
        IntCC::Eq | IntCC::Ne => {
            free[1] = k1.is_some_and(|c| fits_uimm16(c & 0xFFFF_FFFF));
            2 * I + ext
        }
        IntCC::Slt if imm => {
            free[1] = true;
            I + ext / 2
        }
        IntCC::Sge if imm => {
            free[1] = true;
            2 * I + ext / 2
        }
        IntCC::Ult if small => {
            free[1] = true;
            I + ext / 2
        }
        IntCC::Slt | IntCC::Sgt | IntCC::Ult | IntCC::Ugt => I + ext,
        _ => 2 * I + ext,
    }
}

/// An i64 compare: equality is the or of the word xors; an order is
/// `slt`/`sltu` of the high words, `sltu` of the low words, `xor` and `movz`
/// (and an `xori` for the inclusive and at-least orders); against a
/// constant whose low word cannot change the outcome (0 for `<`/`>=`, all
/// ones for `>`/`<=`), a 32-bit compare of the high words.
fn icmp64_cost(cc: IntCC, k1: Option<u64>, free: &mut [bool; 3]) -> u64 {
    let one_set = matches!(cc, IntCC::Slt | IntCC::Sgt | IntCC::Ult | IntCC::Ugt);
    let invert = if one_set { 0 } else { I };
    let hi_decides = k1.is_some_and(|c| match cc {
        IntCC::Ult | IntCC::Uge | IntCC::Slt | IntCC::Sge => c as u32 == 0,
        IntCC::Ugt | IntCC::Ule | IntCC::Sgt | IntCC::Sle => c as u32 == u32::MAX,
        IntCC::Eq | IntCC::Ne => false,
    });
    match (cc, k1) {
        (IntCC::Eq | IntCC::Ne, Some(0)) => {
            free[1] = true;
            2 * I
        }
        (IntCC::Slt | IntCC::Sge, Some(0)) => {
            free[1] = true;
            I + invert
        }
        (_, Some(c)) if hi_decides => {
            free[1] = true;
            I + invert + const_cost(Ty::I32, c >> 32)
        }
        (IntCC::Eq | IntCC::Ne, _) => 4 * I,
        _ => 4 * I + invert,
    }
}

fn cast_cost(op: CastOp, from: Ty, to: Ty) -> u64 {
    let (wf, wt) = (width(from), width(to));
    match op {
        CastOp::Trunc if wt == 1 => I,
        CastOp::Trunc | CastOp::Bitcast => 0,
        // To i64 the high word is `$zero`, no instruction; one unit keeps
        // the 32-bit form of an address computation (`gep` by the word
        // itself, which pointer induction then strength-reduces) ahead of
        // the one indexing by the widened word, which costs the same.
        CastOp::Zext => extend_cost(from, false) + if wt == 64 { 1 } else { 0 },
        CastOp::Sext => {
            let low = match wf {
                1 => I,
                8 | 16 => 2 * I,
                _ => 0,
            };
            low + if wt == 64 { I } else { 0 }
        }
        CastOp::PtrToInt => match wt {
            1 => I,
            64 => 1,
            _ => 0,
        },
        CastOp::IntToPtr => extend_cost(from, false),
        // Not in legalized IR (the soft-float job makes them calls): the
        // cost of a call.
        CastOp::FpToSi
        | CastOp::FpToUi
        | CastOp::SiToFp
        | CastOp::UiToFp
        | CastOp::FpExt
        | CastOp::FpTrunc => 8 * I,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants() {
        assert_eq!(const_cost(Ty::I32, 5), I);
        assert_eq!(const_cost(Ty::I32, 0x1234_5678), 2 * I);
        assert_eq!(const_cost(Ty::I64, 5), I);
        assert_eq!(const_cost(Ty::I64, u64::MAX), 2 * I);
        assert_eq!(const_cost(Ty::I64, 0), 0);
    }

    #[test]
    fn i64_is_dearer_than_i32() {
        let mut free = [false; 3];
        assert!(
            bin64_cost(BinOp::Add, None, &mut free)
                > bin_word_cost(BinOp::Add, Ty::I32, None, &mut free)
        );
        assert!(
            bin64_cost(BinOp::Mul, None, &mut free)
                > 2 * bin64_cost(BinOp::Shl, Some(3), &mut free) - 2 * I
        );
        assert_eq!(cast_cost(CastOp::Trunc, Ty::I64, Ty::I32), 0);
        assert_eq!(cast_cost(CastOp::Sext, Ty::I32, Ty::I64), I);
    }
}
