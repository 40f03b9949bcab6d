//! Integers wider than 64 bits, by expansion into 32-bit words.
//!
//! A value of type `iN` (`N > 64`) becomes `k = ceil(N / 32)` values, its
//! *pieces*, least significant first: `k - 1` words of type `i32` and a top
//! piece of type `iM`, `M = N - 32 (k - 1)` (1 to 32 bits). The top piece
//! keeps the width exact, so the [`super::widths`] job, which runs later,
//! promotes it and takes care of the bits above `M` as it does for any odd
//! width; this job computes on whole words: a piece is zero-extended to
//! `i32` before it meets another word and truncated back at the end.
//!
//! What each operation becomes (as LLVM's type legalizer expands integers):
//! `and`/`or`/`xor`/`select`/`freeze` piece by piece; `add`/`sub` with a
//! carry (borrow) from word to word, found by an unsigned compare; `mul`
//! schoolbook on 32-bit words with `i64` products; shifts by a constant as
//! funnels of two neighbouring words (sign words beyond the top for
//! `ashr`); shifts by a variable amount as one constant-shift stage per bit
//! of the amount, chosen by `select`; `icmp eq/ne` as an `or` of `xor`s,
//! the ordered predicates word by word from the top (the top signed for
//! the signed ones); `trunc`/`zext`/`sext` between any widths; loads and
//! stores word by word at the offsets the module's byte order gives them
//! (the top piece first in big-endian memory), each access split further
//! when its address is not known to be aligned enough; block parameters
//! and constants become their pieces.
//!
//! Refused with a positioned error: division and remainder wider than 64
//! bits (LLVM calls runtime routines egret's runtime does not have), wide
//! function parameters and results, wide call arguments, and a `switch` on
//! a wide value.

use super::align::{load_in_pieces, store_in_pieces};
use super::{Emitter, LegalizeReport, Rewrite, known_align, rewrite_function_in};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// The width of `t` if it is an integer wider than 64 bits.
fn wide_bits(types: &TypeStore, t: Ty) -> Option<u32> {
    match types.kind(types.resolve(t)) {
        TyData::Int(n) if *n > 64 => Some(*n),
        _ => None,
    }
}

/// The types of the pieces of an `n`-bit integer, least significant first.
fn piece_types(types: &mut TypeStore, n: u32) -> Vec<Ty> {
    let k = n.div_ceil(32);
    let mut out = vec![Ty::I32; k as usize - 1];
    out.push(types.int(n - 32 * (k - 1)));
    out
}

/// Expands the wide integers of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
    big_endian: bool,
) -> Result<(), Vec<Diagnostic>> {
    let Some(body) = &module.funcs[f].body else {
        return Ok(());
    };
    let types = &module.types;
    if !body
        .values
        .values()
        .any(|d| wide_bits(types, d.ty).is_some())
    {
        return Ok(());
    }
    refuse_signature(module, f)?;
    let mut map = split_block_params(module, f);
    let order = {
        let body = module.funcs[f].body.as_ref().expect("checked above");
        match body.entry() {
            Some(e) => crate::dom::reverse_postorder(body, e),
            None => Vec::new(),
        }
    };
    let n = rewrite_function_in(module, f, Some(order), |em, module, inst, data| {
        let mut x = Expander {
            em,
            map: &mut map,
            big_endian,
        };
        x.rewrite(module, inst, data)
    })?;
    report.wide_expanded += n;
    Ok(())
}

/// Wide parameters and results of `f` are not supported.
fn refuse_signature(module: &Module, f: FuncRef) -> Result<(), Vec<Diagnostic>> {
    let fd = &module.funcs[f];
    let types = &module.types;
    let wide = fd
        .sig
        .params
        .iter()
        .chain(std::iter::once(&fd.sig.ret))
        .any(|&t| wide_bits(types, t).is_some());
    if wide {
        return Err(vec![Diagnostic::error(
            fd.loc,
            format!(
                "in `@{}`: parameters and results wider than 64 bits are not supported",
                fd.name
            ),
        )]);
    }
    Ok(())
}

/// Replaces every wide block parameter by its pieces; returns them. (The
/// entry block's parameters are the function's, refused before.)
fn split_block_params(module: &mut Module, f: FuncRef) -> HashMap<Value, Vec<Value>> {
    let Module { types, funcs, .. } = module;
    let mut map = HashMap::new();
    let Some(body) = funcs[f].body.as_mut() else {
        return map;
    };
    for b in body.layout.clone() {
        let old = body.blocks[b].params.clone();
        if !old
            .iter()
            .any(|&p| wide_bits(types, body.value_type(p)).is_some())
        {
            continue;
        }
        let mut new = Vec::new();
        for p in old {
            let Some(n) = wide_bits(types, body.value_type(p)) else {
                body.values[p].def = ValueDef::Param(b, new.len() as u32);
                new.push(p);
                continue;
            };
            let mut parts = Vec::new();
            for t in piece_types(types, n) {
                let v = body.values.push(ValueData {
                    ty: t,
                    def: ValueDef::Param(b, new.len() as u32),
                });
                new.push(v);
                parts.push(v);
            }
            map.insert(p, parts);
            // The old parameter is gone; it must not claim a position.
            body.values[p].def = ValueDef::Undef;
        }
        body.blocks[b].params = new;
    }
    map
}

/// The rewriting of one function: an emitter and the pieces of every wide
/// value rewritten so far.
struct Expander<'e, 'a> {
    em: &'e mut Emitter<'a>,
    map: &'e mut HashMap<Value, Vec<Value>>,
    big_endian: bool,
}

/// A wide value as whole `i32` words (the top piece zero- or
/// sign-extended), with its width.
struct Words {
    w: Vec<Value>,
    bits: u32,
}

impl Expander<'_, '_> {
    fn error(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.em.loc, msg.into())
    }

    fn wide(&self, v: Value) -> Option<u32> {
        wide_bits(self.em.types, self.em.ty(v))
    }

    /// The pieces of wide `v`: recorded, or made for a constant.
    fn pieces(&mut self, v: Value) -> Result<Vec<Value>, Diagnostic> {
        if let Some(p) = self.map.get(&v) {
            return Ok(p.clone());
        }
        let n = self.wide(v).ok_or_else(|| self.error("not a wide value"))?;
        let tys = piece_types(self.em.types, n);
        let def = self.em.f.value_def(v);
        let limbs: Option<Vec<u64>> = match def {
            ValueDef::Wide(_) => self.em.f.wide_const(v).map(|l| l.to_vec()),
            ValueDef::Zero => Some(Vec::new()),
            _ => None,
        };
        let out: Vec<Value> = match (limbs, def) {
            (Some(l), _) => tys
                .iter()
                .enumerate()
                .map(|(j, &t)| {
                    let word = l.get(j / 2).map_or(0, |x| x >> (32 * (j % 2))) & 0xffff_ffff;
                    self.em.iconst(t, word)
                })
                .collect(),
            (None, ValueDef::Undef) => tys.iter().map(|&t| self.em.f.undef(t)).collect(),
            // Only in blocks no path reaches (the walk is in reverse
            // postorder, so a reachable definition comes first).
            (None, ValueDef::Inst(_) | ValueDef::Param(..)) => {
                tys.iter().map(|&t| self.em.f.undef(t)).collect()
            }
            _ => return Err(self.error("unexpected wide constant")),
        };
        self.map.insert(v, out.clone());
        Ok(out)
    }

    /// Wide `v` as words, the top piece extended (`signed`: by its sign).
    fn words(&mut self, v: Value, signed: bool) -> Result<Words, Diagnostic> {
        let bits = self.wide(v).ok_or_else(|| self.error("not a wide value"))?;
        let mut w = self.pieces(v)?;
        let top = w.pop().ok_or_else(|| self.error("no pieces"))?;
        let op = if signed { CastOp::Sext } else { CastOp::Zext };
        w.push(self.em.cast(op, top, Ty::I32));
        Ok(Words { w, bits })
    }

    /// Words of an `n`-bit result back to pieces (the top one truncated).
    fn pieces_of_words(&mut self, mut w: Vec<Value>, n: u32) -> Vec<Value> {
        let tys = piece_types(self.em.types, n);
        w.truncate(tys.len());
        let last = tys.len() - 1;
        w[last] = self.em.cast(CastOp::Trunc, w[last], tys[last]);
        w
    }

    fn zero(&mut self) -> Value {
        self.em.iconst(Ty::I32, 0)
    }

    /// Records `pieces` as the value of instruction `inst`'s result.
    fn define(&mut self, inst: Inst, pieces: Vec<Value>) -> Rewrite {
        if let Some(r) = self.em.f.inst_result(inst) {
            self.map.insert(r, pieces);
        }
        Rewrite::Replace(None)
    }

    fn rewrite(
        &mut self,
        module: &Module,
        inst: Inst,
        data: &InstData,
    ) -> Result<Rewrite, Diagnostic> {
        let result = self.em.f.inst_result(inst);
        let wide_result = result.and_then(|r| self.wide(r));
        match data {
            InstData::Binary { op, args, .. } => {
                let Some(n) = wide_result else {
                    return Ok(Rewrite::Keep);
                };
                let p = self.binary(*op, n, args[0], args[1])?;
                Ok(self.define(inst, p))
            }
            InstData::Icmp { cc, args } => {
                if self.wide(args[0]).is_none() {
                    return Ok(Rewrite::Keep);
                }
                Ok(Rewrite::Replace(Some(self.icmp(*cc, args[0], args[1])?)))
            }
            InstData::Select { args } => {
                if wide_result.is_none() {
                    return Ok(Rewrite::Keep);
                }
                let (a, b) = (self.pieces(args[1])?, self.pieces(args[2])?);
                let p = a
                    .iter()
                    .zip(&b)
                    .map(|(&x, &y)| self.em.select(args[0], x, y))
                    .collect();
                Ok(self.define(inst, p))
            }
            InstData::Freeze { arg } => {
                if wide_result.is_none() {
                    return Ok(Rewrite::Keep);
                }
                let p = self.pieces(*arg)?;
                Ok(self.define(inst, p))
            }
            InstData::Cast { op, arg } => self.cast(inst, *op, *arg),
            InstData::Load { ptr, .. } => {
                let Some(n) = wide_result else {
                    return Ok(Rewrite::Keep);
                };
                let p = self.load(module, *ptr, n);
                Ok(self.define(inst, p))
            }
            InstData::Store { value, ptr, .. } => {
                let Some(n) = self.wide(*value) else {
                    return Ok(Rewrite::Keep);
                };
                let p = self.pieces(*value)?;
                self.store(module, &p, *ptr, n);
                Ok(Rewrite::Replace(None))
            }
            InstData::Jump { .. } | InstData::Branch { .. } | InstData::Switch { .. } => {
                self.terminator(data)
            }
            _ => {
                let mut any = wide_result.is_some();
                data.for_each_arg(|a| any |= self.wide(a).is_some());
                if any {
                    return Err(
                        self.error("this use of an integer wider than 64 bits is not supported")
                    );
                }
                Ok(Rewrite::Keep)
            }
        }
    }

    /// A branch with its wide arguments replaced by their pieces.
    fn terminator(&mut self, data: &InstData) -> Result<Rewrite, Diagnostic> {
        if let InstData::Switch { cond, .. } = data
            && self.wide(*cond).is_some()
        {
            return Err(self.error("a `switch` on an integer wider than 64 bits is not supported"));
        }
        let mut any = false;
        data.for_each_arg(|a| any |= self.wide(a).is_some());
        if !any {
            return Ok(Rewrite::Keep);
        }
        let mut new = data.clone();
        for bc in new.targets_mut() {
            let mut args = Vec::new();
            for &a in &bc.args {
                if self.wide(a).is_some() {
                    args.extend(self.pieces(a)?);
                } else {
                    args.push(a);
                }
            }
            bc.args = args;
        }
        self.em.inst(new, None);
        Ok(Rewrite::Replace(None))
    }

    fn binary(&mut self, op: BinOp, n: u32, a: Value, b: Value) -> Result<Vec<Value>, Diagnostic> {
        Ok(match op {
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let (x, y) = (self.pieces(a)?, self.pieces(b)?);
                x.iter()
                    .zip(&y)
                    .map(|(&p, &q)| self.em.bin(op, p, q))
                    .collect()
            }
            BinOp::Add | BinOp::Sub => {
                let (x, y) = (self.words(a, false)?, self.words(b, false)?);
                let w = self.add_sub(op, &x.w, &y.w);
                self.pieces_of_words(w, n)
            }
            BinOp::Mul => {
                let (x, y) = (self.words(a, false)?, self.words(b, false)?);
                let w = self.mul(&x.w, &y.w);
                self.pieces_of_words(w, n)
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr => {
                let x = self.words(a, op == BinOp::AShr)?;
                let w = match self.em.f.wide_const(b).map(|l| l.to_vec()) {
                    Some(l) => {
                        let k = if l.iter().skip(1).any(|&h| h != 0) || l[0] >= u64::from(n) {
                            // Poison: any value will do.
                            0
                        } else {
                            l[0] as u32
                        };
                        self.shift_const(op, &x, k)
                    }
                    None => {
                        let amount = self.words(b, false)?.w[0];
                        self.shift_var(op, x, amount)
                    }
                };
                self.pieces_of_words(w, n)
            }
            BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
                return Err(self.error(format!(
                    "`{}` on integers wider than 64 bits is not supported",
                    op.name()
                )));
            }
        })
    }

    /// Word-wise `add`/`sub` with the carry (borrow) passed up.
    fn add_sub(&mut self, op: BinOp, x: &[Value], y: &[Value]) -> Vec<Value> {
        let mut out = Vec::with_capacity(x.len());
        let mut carry: Option<Value> = None;
        for (j, (&a, &b)) in x.iter().zip(y).enumerate() {
            let s = self.em.bin(op, a, b);
            let last = j + 1 == x.len();
            // Out of this word before the incoming carry: a + b < a, a < b.
            let out_ab = (!last).then(|| match op {
                BinOp::Add => self.em.icmp(IntCC::Ult, s, a),
                _ => self.em.icmp(IntCC::Ult, a, b),
            });
            let (s, out_c) = match carry {
                Some(c) => {
                    let c32 = self.em.cast(CastOp::Zext, c, Ty::I32);
                    let s2 = self.em.bin(op, s, c32);
                    // The incoming carry overflows only a word of all ones
                    // (add) or zero (sub).
                    let wrapped = (!last).then(|| match op {
                        BinOp::Add => self.em.icmp(IntCC::Ult, s2, s),
                        _ => self.em.icmp(IntCC::Ult, s, c32),
                    });
                    (s2, wrapped)
                }
                None => (s, None),
            };
            carry = match (out_ab, out_c) {
                (Some(p), Some(q)) => Some(self.em.bin(BinOp::Or, p, q)),
                (p, q) => p.or(q),
            };
            out.push(s);
        }
        out
    }

    /// Schoolbook multiplication of words, keeping as many words.
    fn mul(&mut self, x: &[Value], y: &[Value]) -> Vec<Value> {
        let k = x.len();
        let mut r: Vec<Value> = (0..k).map(|_| self.zero()).collect();
        let x64: Vec<Value> = x
            .iter()
            .map(|&a| self.em.cast(CastOp::Zext, a, Ty::I64))
            .collect();
        let y64: Vec<Value> = y
            .iter()
            .map(|&b| self.em.cast(CastOp::Zext, b, Ty::I64))
            .collect();
        for i in 0..k {
            let mut carry: Option<Value> = None;
            for j in 0..k - i {
                // a_i * b_j + r + carry < 2^64: it fits an i64.
                let mut t = self.em.bin(BinOp::Mul, x64[i], y64[j]);
                if i > 0 {
                    let r64 = self.em.cast(CastOp::Zext, r[i + j], Ty::I64);
                    t = self.em.bin(BinOp::Add, t, r64);
                }
                if let Some(c) = carry {
                    let c64 = self.em.cast(CastOp::Zext, c, Ty::I64);
                    t = self.em.bin(BinOp::Add, t, c64);
                }
                r[i + j] = self.em.cast(CastOp::Trunc, t, Ty::I32);
                if i + j + 1 < k {
                    let hi = self.em.bin_k(BinOp::LShr, t, 32);
                    carry = Some(self.em.cast(CastOp::Trunc, hi, Ty::I32));
                }
            }
        }
        r
    }

    /// `x` shifted by the constant `k < x.bits`, as words.
    fn shift_const(&mut self, op: BinOp, x: &Words, k: u32) -> Vec<Value> {
        let n = x.w.len();
        let (q, r) = ((k / 32) as usize, k % 32);
        let fill = match op {
            BinOp::AShr => self.em.bin_k(BinOp::AShr, x.w[n - 1], 31),
            _ => self.zero(),
        };
        // Word `i` of the input, with the fill beyond both ends (below
        // word 0 only a left shift looks, and it wants zeros).
        let word = |i: isize, zero: Value| -> Value {
            if i < 0 {
                zero
            } else if i as usize >= n {
                fill
            } else {
                x.w[i as usize]
            }
        };
        let zero = self.zero();
        let mut out = Vec::with_capacity(n);
        for j in 0..n as isize {
            let (lo, hi) = match op {
                BinOp::Shl => (word(j - q as isize - 1, zero), word(j - q as isize, zero)),
                _ => (word(j + q as isize, zero), word(j + q as isize + 1, zero)),
            };
            let v = if r == 0 {
                if op == BinOp::Shl { hi } else { lo }
            } else {
                // The funnel of `hi:lo` shifted right by `32 - r` (left
                // shift) or by `r` (right shifts).
                let down = if op == BinOp::Shl { 32 - r } else { r };
                let l = self.em.bin_k(BinOp::LShr, lo, u64::from(down));
                let h = self.em.bin_k(BinOp::Shl, hi, u64::from(32 - down));
                self.em.bin(BinOp::Or, l, h)
            };
            out.push(v);
        }
        out
    }

    /// `x` shifted by the variable `amount` (an `i32`, the low word of the
    /// amount; a larger amount is poison): one stage per bit.
    fn shift_var(&mut self, op: BinOp, x: Words, amount: Value) -> Vec<Value> {
        let bits = x.bits;
        let mut cur = x;
        let mut stage = 0;
        while (1u32 << stage) < bits {
            let shifted = self.shift_const(op, &cur, 1 << stage);
            let bit = self.em.bin_k(BinOp::And, amount, 1 << stage);
            let set = self.em.icmp_k(IntCC::Ne, bit, 0);
            let w = cur
                .w
                .iter()
                .zip(&shifted)
                .map(|(&old, &new)| self.em.select(set, new, old))
                .collect();
            // (An arithmetic stage leaves the top word sign-extended: the
            // fill word funnels into it.)
            cur = Words { w, bits };
            stage += 1;
        }
        cur.w
    }

    fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Result<Value, Diagnostic> {
        if matches!(cc, IntCC::Eq | IntCC::Ne) {
            let (x, y) = (self.pieces(a)?, self.pieces(b)?);
            let mut acc: Option<Value> = None;
            for (&p, &q) in x.iter().zip(&y) {
                let d = self.em.bin(BinOp::Xor, p, q);
                let d = self.em.cast(CastOp::Zext, d, Ty::I32);
                acc = Some(match acc {
                    Some(s) => self.em.bin(BinOp::Or, s, d),
                    None => d,
                });
            }
            let acc = acc.ok_or_else(|| self.error("no pieces"))?;
            return Ok(self.em.icmp_k(cc, acc, 0));
        }
        let signed = matches!(cc, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        let (x, y) = (self.words(a, signed)?, self.words(b, signed)?);
        let (weak, strict) = match cc {
            IntCC::Ult | IntCC::Slt => (IntCC::Ult, IntCC::Ult),
            IntCC::Ule | IntCC::Sle => (IntCC::Ule, IntCC::Ult),
            IntCC::Ugt | IntCC::Sgt => (IntCC::Ugt, IntCC::Ugt),
            _ => (IntCC::Uge, IntCC::Ugt),
        };
        // From the lowest word up: a higher word decides unless equal.
        let mut r = self.em.icmp(weak, x.w[0], y.w[0]);
        let n = x.w.len();
        for j in 1..n {
            let here = if signed && j == n - 1 {
                match strict {
                    IntCC::Ult => IntCC::Slt,
                    _ => IntCC::Sgt,
                }
            } else {
                strict
            };
            let decided = self.em.icmp(here, x.w[j], y.w[j]);
            let eq = self.em.icmp(IntCC::Eq, x.w[j], y.w[j]);
            r = self.em.select(eq, r, decided);
        }
        Ok(r)
    }

    fn cast(&mut self, inst: Inst, op: CastOp, arg: Value) -> Result<Rewrite, Diagnostic> {
        let Some(r) = self.em.f.inst_result(inst) else {
            return Ok(Rewrite::Keep);
        };
        let (from, to) = (self.wide(arg), self.wide(r));
        if from.is_none() && to.is_none() {
            return Ok(Rewrite::Keep);
        }
        let to_ty = self.em.ty(r);
        match (from, to) {
            (Some(_), None) => {
                // To a narrow integer or a pointer: from the low words.
                let x = self.pieces(arg)?;
                let lo64 = {
                    let w0 = self.em.cast(CastOp::Zext, x[0], Ty::I64);
                    let w1 = self.em.cast(CastOp::Zext, x[1], Ty::I64);
                    let hi = self.em.bin_k(BinOp::Shl, w1, 32);
                    self.em.bin(BinOp::Or, w0, hi)
                };
                let v = if self.em.types.is_ptr(to_ty) {
                    let w = self.em.cast(CastOp::Trunc, lo64, Ty::I32);
                    self.em.cast(CastOp::IntToPtr, w, to_ty)
                } else {
                    self.em.zext_or_trunc(lo64, to_ty)
                };
                Ok(Rewrite::Replace(Some(v)))
            }
            (None, Some(n)) => {
                let signed = op == CastOp::Sext;
                let v = if self.em.types.is_ptr(self.em.ty(arg)) {
                    self.em.cast(CastOp::PtrToInt, arg, Ty::I32)
                } else {
                    arg
                };
                let v64 = if signed {
                    self.em.cast(CastOp::Sext, v, Ty::I64)
                } else {
                    self.em.zext_or_trunc(v, Ty::I64)
                };
                let w0 = self.em.cast(CastOp::Trunc, v64, Ty::I32);
                let hi = self.em.bin_k(BinOp::LShr, v64, 32);
                let w1 = self.em.cast(CastOp::Trunc, hi, Ty::I32);
                let fill = if signed {
                    self.em.bin_k(BinOp::AShr, w1, 31)
                } else {
                    self.zero()
                };
                let k = n.div_ceil(32) as usize;
                let mut w = vec![w0, w1];
                w.resize(k, fill);
                let p = self.pieces_of_words(w, n);
                Ok(self.define(inst, p))
            }
            (Some(_), Some(n)) => {
                let signed = op == CastOp::Sext;
                let x = self.words(arg, signed)?;
                let fill = if signed {
                    self.em.bin_k(BinOp::AShr, x.w[x.w.len() - 1], 31)
                } else {
                    self.zero()
                };
                let mut w = x.w;
                w.resize(n.div_ceil(32) as usize, fill);
                let p = self.pieces_of_words(w, n);
                Ok(self.define(inst, p))
            }
            (None, None) => Ok(Rewrite::Keep),
        }
    }

    /// Offset and byte count of each piece of an `n`-bit value in memory.
    fn piece_places(&self, n: u32) -> Vec<(u64, u64)> {
        let size = u64::from(n.div_ceil(8));
        let k = n.div_ceil(32) as u64;
        (0..k)
            .map(|j| {
                let bytes = if j + 1 == k { size - 4 * (k - 1) } else { 4 };
                let off = if self.big_endian {
                    size - 4 * j - bytes
                } else {
                    4 * j
                };
                (off, bytes)
            })
            .collect()
    }

    /// The alignment known for `ptr + off`.
    fn align_at(&self, module: &Module, ptr: Value, off: u64) -> u64 {
        let a = known_align(module, self.em.types, self.em.f, ptr);
        if off == 0 {
            a
        } else {
            a.min(1 << off.trailing_zeros())
        }
    }

    fn load(&mut self, module: &Module, ptr: Value, n: u32) -> Vec<Value> {
        let tys = piece_types(self.em.types, n);
        let places = self.piece_places(n);
        let mut out = Vec::with_capacity(tys.len());
        for (&t, &(off, bytes)) in tys.iter().zip(&places) {
            let align = self.align_at(module, ptr, off);
            let p = self.em.addr(ptr, off as i64, Ty::I32);
            let v = match bytes {
                1 | 2 | 4 if align >= bytes => {
                    let it = self.em.types.int(8 * bytes as u32);
                    let v = self.em.load(it, p);
                    self.em.zext_or_trunc(v, t)
                }
                _ => {
                    let v =
                        load_in_pieces(self.em, p, bytes, align.min(4), Ty::I32, self.big_endian);
                    self.em.zext_or_trunc(v, t)
                }
            };
            out.push(v);
        }
        out
    }

    fn store(&mut self, module: &Module, pieces: &[Value], ptr: Value, n: u32) {
        let places = self.piece_places(n);
        for (&v, &(off, bytes)) in pieces.iter().zip(&places) {
            let align = self.align_at(module, ptr, off);
            let p = self.em.addr(ptr, off as i64, Ty::I32);
            match bytes {
                1 | 2 | 4 if align >= bytes => {
                    let it = self.em.types.int(8 * bytes as u32);
                    let v = self.em.zext_or_trunc(v, it);
                    self.em.store(v, p);
                }
                _ => {
                    let v = self.em.zext_or_trunc(v, Ty::I32);
                    store_in_pieces(self.em, v, p, bytes, align.min(4), self.big_endian);
                }
            }
        }
    }
}
