//! The e-class analysis: for every class, its type and what is known about
//! its value — a constant, known bits, and a signed range.
//!
//! The three facts feed each other: a constant is a fully known bit pattern
//! and a one-point range; known bits bound the range; a range that lies in
//! `[0, 2^k)` makes the top bits known zero. Together they answer the
//! question that matters most on a 32-bit machine running i64 code: does
//! this i64 value fit in 32 bits, sign- or zero-extended
//! ([`Facts::fits_s32`], [`Facts::fits_u32`])? The narrowing rules then
//! compute it in one register.
//!
//! Folding follows [`super::eval`] exactly, so a poison result (a shift by
//! at least the width) is never folded. When a class gets a constant,
//! [`Analysis::modify`] adds the constant node and prunes the class down to
//! its leaves, which is Cranelift's "subsume" for constants: nothing else in
//! the class can be better, and rules stop matching it.
//!
//! Facts are unconditional truths about a value, so two nodes in one class
//! have compatible facts and merging intersects them. A contradiction can
//! only mean a wrong rule; it is counted ([`EAnalysis::contradictions`],
//! asserted zero in tests) and the class keeps its old facts.

use super::eval::{eval_bin, eval_cast, eval_icmp, mask};
use super::lang::{Node, Op, is_int, width};
use egg::{Analysis, DidMerge, EGraph, Id, Language};
use egret_llvmlite::{BinOp, CastOp, IntCC, Ty, sext, zext};
use rustc_hash::FxHashMap as HashMap;
use std::collections::{BTreeMap, BTreeSet};

/// The e-graph type used by the optimiser.
pub type EG = EGraph<Node, EAnalysis>;

/// What is known about the value of an e-class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The value's type.
    pub ty: Ty,
    /// The value, when it is a known constant.
    pub konst: Option<u64>,
    /// Bits known to be zero (within the width).
    pub zero: u64,
    /// Bits known to be one.
    pub one: u64,
    /// Smallest possible value, read as signed at the width.
    pub smin: i64,
    /// Largest possible value, read as signed at the width.
    pub smax: i64,
}

fn smin_of(bits: u32) -> i64 {
    sext(1u64 << (bits - 1), bits)
}

fn smax_of(bits: u32) -> i64 {
    (mask(bits) >> 1) as i64
}

impl Facts {
    /// Nothing known about a value of type `ty`.
    pub fn top(ty: Ty) -> Facts {
        let w = width(ty);
        Facts {
            ty,
            konst: None,
            zero: 0,
            one: 0,
            smin: smin_of(w),
            smax: smax_of(w),
        }
    }

    /// The constant `c` of type `ty`.
    pub fn constant(ty: Ty, c: u64) -> Facts {
        let w = width(ty);
        let c = zext(c, w);
        if !is_int(ty) {
            return Facts::top(ty);
        }
        Facts {
            ty,
            konst: Some(c),
            zero: !c & mask(w),
            one: c,
            smin: sext(c, w),
            smax: sext(c, w),
        }
    }

    /// A value of type `ty` in the signed range `[lo, hi]`.
    pub fn range(ty: Ty, lo: i64, hi: i64) -> Facts {
        let mut f = Facts::top(ty);
        f.smin = lo.max(f.smin);
        f.smax = hi.min(f.smax);
        f.refine();
        f
    }

    /// A value of type `ty` with the given known bits.
    pub fn bits(ty: Ty, zero: u64, one: u64) -> Facts {
        let mut f = Facts::top(ty);
        let m = mask(width(ty));
        f.zero = zero & m;
        f.one = one & m;
        f.refine();
        f
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        width(self.ty)
    }

    /// Whether the value, read as signed, fits in 32 bits: it equals the
    /// sign extension of its low word.
    pub fn fits_s32(&self) -> bool {
        self.smin >= i32::MIN as i64 && self.smax <= i32::MAX as i64
    }

    /// Whether the value, read as unsigned, fits in 32 bits: it equals the
    /// zero extension of its low word.
    pub fn fits_u32(&self) -> bool {
        let w = self.width();
        w <= 32
            || (self.zero >> 32) == mask(w - 32)
            || (self.smin >= 0 && self.smax <= u32::MAX as i64)
    }

    /// Whether the value is known non-negative (read as signed).
    pub fn non_negative(&self) -> bool {
        self.smin >= 0
    }

    /// Smallest and largest value read as unsigned.
    pub fn urange(&self) -> (u64, u64) {
        let m = mask(self.width());
        let (mut lo, mut hi) = (self.one, !self.zero & m);
        if self.smin >= 0 {
            lo = lo.max(self.smin as u64);
            hi = hi.min(self.smax as u64);
        } else if self.smax < 0 {
            lo = lo.max(zext(self.smin as u64, self.width()));
            hi = hi.min(zext(self.smax as u64, self.width()));
        }
        (lo, hi)
    }

    /// Whether the facts contradict each other (no value satisfies them).
    pub fn is_contradiction(&self) -> bool {
        self.zero & self.one != 0 || self.smin > self.smax
    }

    /// Derives each kind of fact from the others until nothing changes.
    pub fn refine(&mut self) {
        if !is_int(self.ty) {
            *self = Facts::top(self.ty);
            return;
        }
        let w = self.width();
        let m = mask(w);
        for _ in 0..2 {
            // Range from known bits.
            let sign = 1u64 << (w - 1);
            // With the sign bit known, the unknown bits at 0 and at 1 give
            // the bounds; otherwise the sign bit set gives the lowest value
            // and clear the highest.
            let (lo, hi) = if (self.zero | self.one) & sign != 0 {
                (self.one, !self.zero & m)
            } else {
                (self.one | sign, !self.zero & m & !sign)
            };
            self.smin = self.smin.max(sext(lo, w));
            self.smax = self.smax.min(sext(hi, w));
            if self.smin > self.smax {
                return;
            }
            // Known bits from the range: leading zeros of a non-negative
            // range, leading ones of a negative one.
            if self.smin >= 0 {
                let top = 64 - (self.smax as u64).leading_zeros();
                self.zero |= m & !mask(top.max(1));
                if self.smax == 0 {
                    self.zero |= m;
                }
            } else if self.smax < 0 {
                let low = zext(self.smin as u64, w);
                let ones = (!low & m).leading_zeros().saturating_sub(64 - w);
                self.one |= m & !m.checked_shr(ones).unwrap_or(0);
            }
        }
        if self.zero | self.one == m && self.zero & self.one == 0 {
            self.konst = Some(self.one);
        } else if self.smin == self.smax {
            self.konst = Some(zext(self.smin as u64, w));
        }
        if let Some(c) = self.konst {
            self.zero = !c & m;
            self.one = c;
            self.smin = sext(c, w);
            self.smax = sext(c, w);
        }
    }

    /// Facts true of both `self` and `other` (they describe the same value).
    pub fn meet(&self, other: &Facts) -> Facts {
        let mut f = Facts {
            ty: self.ty,
            konst: self.konst.or(other.konst),
            zero: self.zero | other.zero,
            one: self.one | other.one,
            smin: self.smin.max(other.smin),
            smax: self.smax.min(other.smax),
        };
        if !f.is_contradiction() {
            f.refine();
        }
        f
    }

    /// Facts true of either `self` or `other` (a value that is one of them).
    pub fn join(&self, other: &Facts) -> Facts {
        let mut f = Facts {
            ty: self.ty,
            konst: None,
            zero: self.zero & other.zero,
            one: self.one & other.one,
            smin: self.smin.min(other.smin),
            smax: self.smax.max(other.smax),
        };
        f.refine();
        f
    }
}

/// The shape of an original `getelementptr`: its element type, and each
/// index either a constant (with its type and bits) or variable (the next
/// child of the node).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GepShape {
    /// The type the first index steps over.
    pub elem_ty: Ty,
    /// The indices: `Some((type, bits))` for a constant.
    pub indices: Vec<Option<(Ty, u64)>>,
    /// Byte stride of each variable index, in order.
    pub strides: Vec<u64>,
    /// The constant part of the offset, in bytes.
    pub constant: i64,
}

/// The analysis: facts per class, plus facts about leaves known from
/// outside the e-graph (block parameter ranges).
#[derive(Debug, Default)]
pub struct EAnalysis {
    /// Facts about leaves, by leaf index.
    pub leaf_facts: HashMap<u32, Facts>,
    /// The shapes of the original `getelementptr`s ([`Op::Gep`]).
    pub gep_shapes: Vec<GepShape>,
    /// A type the function's `getelementptr`s step over, by its size (other
    /// than 1, 2, 4 and 8, which are integer types): elaboration indexes
    /// with it to scale an index by that size inside the address, as the
    /// original did, without reading any pointee type.
    pub stride_types: BTreeMap<u64, Ty>,
    /// How many merges found contradicting facts (a wrong rule); 0 normally.
    pub contradictions: usize,
    /// The types of the nodes in the e-graph (for rules that match an
    /// operation at any type: they look only at these).
    pub node_types: BTreeSet<Ty>,
}

impl Analysis<Node> for EAnalysis {
    type Data = Facts;

    fn make(eg: &mut EG, n: &Node, _id: Id) -> Facts {
        eg.analysis.node_types.insert(n.ty);
        let f = |i: usize| eg[n.children()[i]].data.clone();
        let ty = n.result_ty();
        let mut facts = match n.op {
            Op::Const(c) => Facts::constant(ty, c),
            Op::Leaf(k) => match eg.analysis.leaf_facts.get(&k) {
                Some(lf) if lf.ty == ty => lf.clone(),
                _ => Facts::top(ty),
            },
            Op::Global(_) | Op::Func(_) | Op::Null | Op::PtrAdd | Op::Gep(_) => Facts::top(ty),
            Op::Bin(op) => bin_facts(op, ty, &f(0), &f(1)),
            Op::Icmp(cc) => icmp_facts(cc, &f(0), &f(1)),
            Op::Select => {
                let (c, a, b) = (f(0), f(1), f(2));
                match c.konst {
                    Some(1) => a,
                    Some(_) => b,
                    None => a.join(&b),
                }
            }
            Op::Cast(op) => cast_facts(op, ty, &f(0)),
        };
        facts.ty = ty;
        facts
    }

    fn merge(&mut self, to: &mut Facts, from: Facts) -> DidMerge {
        let met = to.meet(&from);
        if met.is_contradiction()
            || (to.konst.is_some() && from.konst.is_some() && to.konst != from.konst)
        {
            self.contradictions += 1;
            return DidMerge(false, true);
        }
        let changed_to = met != *to;
        let changed_from = met != from;
        *to = met;
        DidMerge(changed_to, changed_from)
    }

    fn modify(eg: &mut EG, id: Id) {
        let data = &eg[id].data;
        let Some(c) = data.konst else { return };
        let ty = data.ty;
        if !is_int(ty) {
            return;
        }
        let konst = Node::konst(ty, c);
        let has_const = eg[id].nodes.iter().any(|n| n.op == konst.op);
        if !has_const {
            let k = eg.add(konst);
            eg.union(id, k);
        }
        // Subsume: a constant class needs nothing but its constant.
        let id = eg.find(id);
        eg[id].nodes.retain(|n| matches!(n.op, Op::Const(_)));
    }
}

/// Facts of `a op b` at type `ty`.
pub fn bin_facts(op: BinOp, ty: Ty, a: &Facts, b: &Facts) -> Facts {
    let w = width(ty);
    if !is_int(ty) {
        return Facts::top(ty);
    }
    if let (Some(x), Some(y)) = (a.konst, b.konst) {
        return match eval_bin(op, w, x, y) {
            Some(r) => Facts::constant(ty, r),
            None => Facts::top(ty),
        };
    }
    let mut out = Facts::top(ty);
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul => arith_facts(op, w, a, b, &mut out),
        BinOp::And | BinOp::Or | BinOp::Xor => bitwise_facts(op, a, b, &mut out),
        BinOp::Shl | BinOp::LShr | BinOp::AShr => shift_facts(op, w, a, b, &mut out),
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => {
            division_facts(op, w, a, b, &mut out)
        }
    }
    out.refine();
    out
}

/// `lo..=hi` if it fits in `w` signed bits.
fn fitting_range(w: u32, lo: i128, hi: i128) -> Option<(i64, i64)> {
    let fits = lo >= smin_of(w) as i128 && hi <= smax_of(w) as i128;
    fits.then_some((lo as i64, hi as i64))
}

/// Narrows `out`'s range to `r`, if there is one.
fn set_range(r: Option<(i64, i64)>, out: &mut Facts) {
    if let Some((lo, hi)) = r {
        out.smin = out.smin.max(lo);
        out.smax = out.smax.min(hi);
    }
}

/// [`bin_facts`] of `add`, `sub` and `mul` (`w` bits wide) into `out`.
fn arith_facts(op: BinOp, w: u32, a: &Facts, b: &Facts, out: &mut Facts) {
    let m = mask(w);
    let (al, ah, bl, bh) = (
        a.smin as i128,
        a.smax as i128,
        b.smin as i128,
        b.smax as i128,
    );
    match op {
        BinOp::Add => {
            (out.zero, out.one) = add_known(a, b, false, m);
            set_range(fitting_range(w, al + bl, ah + bh), out);
        }
        BinOp::Sub => {
            let nb = Facts {
                zero: b.one,
                one: b.zero,
                ..b.clone()
            };
            (out.zero, out.one) = add_known(a, &nb, true, m);
            set_range(fitting_range(w, al - bh, ah - bl), out);
        }
        BinOp::Mul => {
            let tz = (a.zero.trailing_ones() + b.zero.trailing_ones()).min(w);
            out.zero = mask(tz);
            let ps = [al * bl, al * bh, ah * bl, ah * bh];
            let (lo, hi) = (ps.iter().min(), ps.iter().max());
            if let (Some(&lo), Some(&hi)) = (lo, hi) {
                set_range(fitting_range(w, lo, hi), out);
            }
        }
        _ => {}
    }
}

/// [`bin_facts`] of `and`, `or` and `xor` into `out`.
fn bitwise_facts(op: BinOp, a: &Facts, b: &Facts, out: &mut Facts) {
    match op {
        BinOp::And => {
            out.zero = a.zero | b.zero;
            out.one = a.one & b.one;
            if a.non_negative() {
                set_range(Some((0, a.smax)), out);
            }
            if b.non_negative() {
                set_range(Some((0, b.smax)), out);
            }
        }
        BinOp::Or => {
            out.zero = a.zero & b.zero;
            out.one = a.one | b.one;
        }
        BinOp::Xor => {
            out.zero = (a.zero & b.zero) | (a.one & b.one);
            out.one = (a.zero & b.one) | (a.one & b.zero);
        }
        _ => {}
    }
}

/// [`bin_facts`] of the shifts (`w` bits wide) by a constant into `out`.
fn shift_facts(op: BinOp, w: u32, a: &Facts, b: &Facts, out: &mut Facts) {
    let m = mask(w);
    let Some(k) = b.konst.filter(|&k| k < w as u64) else {
        return;
    };
    match op {
        BinOp::Shl => {
            out.zero = ((a.zero << k) | mask(k as u32)) & m;
            out.one = (a.one << k) & m;
            set_range(
                fitting_range(w, (a.smin as i128) << k, (a.smax as i128) << k),
                out,
            );
        }
        BinOp::LShr => {
            out.zero = (a.zero >> k) | (m & !(m >> k));
            out.one = a.one >> k;
            if a.non_negative() {
                set_range(Some((a.smin >> k, a.smax >> k)), out);
            }
        }
        BinOp::AShr => {
            let sh = |x: u64| zext((sext(x, w) >> k) as u64, w);
            out.zero = sh(a.zero);
            out.one = sh(a.one);
            set_range(Some((a.smin >> k, a.smax >> k)), out);
        }
        _ => {}
    }
}

/// [`bin_facts`] of the divisions and remainders (`w` bits wide) by a
/// constant into `out`.
fn division_facts(op: BinOp, w: u32, a: &Facts, b: &Facts, out: &mut Facts) {
    let (al, ah) = (a.smin as i128, a.smax as i128);
    match op {
        BinOp::UDiv | BinOp::URem => {
            if let Some(c) = b.konst.filter(|&c| c != 0) {
                let (_, umax) = a.urange();
                let hi = if op == BinOp::UDiv {
                    umax / c
                } else {
                    umax.min(c - 1)
                };
                if hi <= smax_of(w) as u64 {
                    set_range(Some((0, hi as i64)), out);
                }
            }
        }
        BinOp::SDiv => {
            if let Some(c) = b.konst.map(|c| sext(c, w)).filter(|&c| c != 0 && c != -1) {
                let (x, y) = (al / c as i128, ah / c as i128);
                set_range(fitting_range(w, x.min(y), x.max(y)), out);
            }
        }
        BinOp::SRem => {
            if let Some(c) = b.konst.map(|c| sext(c, w)).filter(|&c| c != 0 && c != -1) {
                let lim = (c as i128).abs() - 1;
                let lo = if a.non_negative() { 0 } else { -lim };
                let hi = if a.smax <= 0 { 0 } else { lim };
                set_range(fitting_range(w, lo, hi), out);
            }
        }
        _ => {}
    }
}

/// Known bits of `a + b + carry` (the carry-propagation method of LLVM's
/// `KnownBits::computeForAddCarry`).
fn add_known(a: &Facts, b: &Facts, carry: bool, m: u64) -> (u64, u64) {
    let c = carry as u64;
    let possible_zero = (!a.zero & m).wrapping_add(!b.zero & m).wrapping_add(c) & m;
    let possible_one = a.one.wrapping_add(b.one).wrapping_add(c) & m;
    let carry_known_zero = !(possible_zero ^ a.zero ^ b.zero) & m;
    let carry_known_one = (possible_one ^ a.one ^ b.one) & m;
    let known = (a.zero | a.one) & (b.zero | b.one) & (carry_known_zero | carry_known_one);
    (!possible_one & known & m, possible_zero & known)
}

/// Facts of `a cc b`.
pub fn icmp_facts(cc: IntCC, a: &Facts, b: &Facts) -> Facts {
    let w = a.width();
    if let (Some(x), Some(y)) = (a.konst, b.konst) {
        return Facts::constant(Ty::I1, eval_icmp(cc, w, x, y) as u64);
    }
    if !is_int(a.ty) {
        return Facts::top(Ty::I1);
    }
    let (ul_a, uh_a) = a.urange();
    let (ul_b, uh_b) = b.urange();
    let decided = match cc {
        IntCC::Eq | IntCC::Ne => {
            let differ = (a.one & b.zero) | (a.zero & b.one) != 0
                || a.smax < b.smin
                || b.smax < a.smin
                || uh_a < ul_b
                || uh_b < ul_a;
            differ.then_some(cc == IntCC::Ne)
        }
        IntCC::Slt => decide(a.smax < b.smin, a.smin >= b.smax),
        IntCC::Sle => decide(a.smax <= b.smin, a.smin > b.smax),
        IntCC::Sgt => decide(a.smin > b.smax, a.smax <= b.smin),
        IntCC::Sge => decide(a.smin >= b.smax, a.smax < b.smin),
        IntCC::Ult => decide(uh_a < ul_b, ul_a >= uh_b),
        IntCC::Ule => decide(uh_a <= ul_b, ul_a > uh_b),
        IntCC::Ugt => decide(ul_a > uh_b, uh_a <= ul_b),
        IntCC::Uge => decide(ul_a >= uh_b, uh_a < ul_b),
    };
    match decided {
        Some(v) => Facts::constant(Ty::I1, v as u64),
        None => Facts::top(Ty::I1),
    }
}

fn decide(always: bool, never: bool) -> Option<bool> {
    if always {
        Some(true)
    } else if never {
        Some(false)
    } else {
        None
    }
}

/// Facts of a conversion of `a` to `ty`.
pub fn cast_facts(op: CastOp, ty: Ty, a: &Facts) -> Facts {
    if !is_int(ty) {
        return Facts::top(ty);
    }
    let (from, to) = (a.width(), width(ty));
    if let Some(c) = a.konst {
        return Facts::constant(ty, eval_cast(op, from, to, c));
    }
    if !is_int(a.ty) {
        // ptrtoint: a 32-bit address, zero-extended or truncated.
        return if to > 32 {
            Facts::bits(ty, mask(to) & !mask(32), 0)
        } else {
            Facts::top(ty)
        };
    }
    let mut out = Facts::top(ty);
    let m = mask(to);
    match op {
        CastOp::Zext => {
            out.zero = (a.zero | (m & !mask(from))) & m;
            out.one = a.one;
            if a.non_negative() {
                out.smin = a.smin;
                out.smax = a.smax;
            }
        }
        CastOp::Sext => {
            let sign = 1u64 << (from - 1);
            out.zero = a.zero;
            out.one = a.one;
            if a.zero & sign != 0 {
                out.zero |= m & !mask(from);
            } else if a.one & sign != 0 {
                out.one |= m & !mask(from);
            }
            out.smin = a.smin;
            out.smax = a.smax;
        }
        CastOp::Trunc => {
            out.zero = a.zero & m;
            out.one = a.one & m;
            if a.smin >= smin_of(to) && a.smax <= smax_of(to) {
                out.smin = a.smin;
                out.smax = a.smax;
            }
        }
        CastOp::Bitcast | CastOp::PtrToInt | CastOp::IntToPtr => {
            out.zero = a.zero & m;
            out.one = a.one & m;
        }
        // Not in legalized IR (the soft-float job makes them calls); no facts.
        CastOp::FpToSi
        | CastOp::FpToUi
        | CastOp::SiToFp
        | CastOp::UiToFp
        | CastOp::FpExt
        | CastOp::FpTrunc => {}
    }
    out.refine();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_bits_refine_each_other() {
        let f = Facts::range(Ty::I64, 0, 255);
        assert_eq!(f.zero, !0xFFu64);
        assert!(f.fits_s32() && f.fits_u32());
        let g = Facts::bits(Ty::I64, 0xFFFF_FFFF_0000_0000, 0);
        assert!(g.fits_u32());
        assert!(!g.fits_s32());
        assert_eq!(g.smin, 0);
        let neg = Facts::range(Ty::I32, -4, -1);
        assert_eq!(neg.one & 0xFFFF_FFFC, 0xFFFF_FFFC);
        assert_eq!(Facts::range(Ty::I8, 3, 3).konst, Some(3));
    }

    #[test]
    fn transfer_functions() {
        let byte = cast_facts(CastOp::Zext, Ty::I64, &Facts::top(Ty::I8));
        assert_eq!((byte.smin, byte.smax), (0, 255));
        let s = cast_facts(CastOp::Sext, Ty::I64, &Facts::top(Ty::I32));
        assert!(s.fits_s32() && !s.fits_u32());
        let sum = bin_facts(BinOp::Add, Ty::I64, &byte, &byte);
        assert_eq!((sum.smin, sum.smax), (0, 510));
        let rem = bin_facts(
            BinOp::SRem,
            Ty::I64,
            &Facts::top(Ty::I64),
            &Facts::constant(Ty::I64, 10),
        );
        assert_eq!((rem.smin, rem.smax), (-9, 9));
        let and = bin_facts(
            BinOp::And,
            Ty::I64,
            &Facts::top(Ty::I64),
            &Facts::constant(Ty::I64, 0xFF0),
        );
        assert_eq!(and.zero, !0xFF0u64);
        let cmp = icmp_facts(IntCC::Ult, &byte, &Facts::constant(Ty::I64, 256));
        assert_eq!(cmp.konst, Some(1));
        let add = bin_facts(
            BinOp::Add,
            Ty::I32,
            &Facts::bits(Ty::I32, 0xF, 0),
            &Facts::constant(Ty::I32, 3),
        );
        assert_eq!(add.zero & 0xF, 0xC);
        assert_eq!(add.one & 0xF, 0x3);
    }
}
