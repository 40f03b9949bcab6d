//! Vectors in the interpreter. A vector value is held like an array: one
//! slot per element, zero-extended. Element-wise operations,
//! `extractelement`/`insertelement` (with any index), `shufflevector` and
//! `bitcast`s to and from vectors compile to one [`Op::Vector`] each,
//! whose [`VecOp`] the machine runs with [`run`]. Loads, stores, `select`
//! on a scalar condition, `freeze`, block arguments, calls and returns
//! need nothing new: they move a vector's slots as they move an
//! aggregate's.
//!
//! `bitcast` follows LLVM: a vector is the integer whose bits are its
//! elements in order, element 0 in the least significant bits on a
//! little-endian target and in the most significant bits on a big-endian
//! one (so a `bitcast` agrees with storing one type and loading the other).

use super::{FnCompiler, Op};
use crate::interp::intrinsic;
use crate::interp::machine::{binop, icmp};
use crate::intops;
use crate::intrinsics::IntrinsicKind;
use crate::ir::*;
use crate::types::Ty;

/// One vector operation over `n` elements; slots index the frame.
#[derive(Clone, Debug)]
pub enum VecOp {
    /// `dst[k] = a[k] op b[k]` at `bits` width.
    Bin {
        op: BinOp,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
        n: u32,
    },
    /// `dst[k] = a[k] cc b[k]`.
    Icmp {
        cc: IntCC,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
        n: u32,
    },
    /// `dst[k] = c[k] ? a[k] : b[k]`.
    Select {
        dst: u32,
        c: u32,
        a: u32,
        b: u32,
        n: u32,
    },
    /// `dst[k] = cast(src[k])` from `from` to `to` bits.
    Cast {
        op: CastOp,
        from: u8,
        to: u8,
        dst: u32,
        src: u32,
        n: u32,
    },
    /// `dst = vec[idx]` (0 when `idx` is out of range: poison).
    Extract {
        dst: u32,
        vec: u32,
        n: u32,
        idx: u32,
        idx_bits: u8,
    },
    /// `dst = vec` with `dst[idx] = value` (unchanged when out of range).
    Insert {
        dst: u32,
        vec: u32,
        n: u32,
        value: u32,
        idx: u32,
        idx_bits: u8,
    },
    /// `dst[k] = (a ++ b)[mask[k]]` (0 for `-1`: poison); `a` and `b`
    /// have `n` elements each.
    Shuffle {
        dst: u32,
        a: u32,
        b: u32,
        n: u32,
        mask: Vec<i32>,
    },
    /// An element-wise intrinsic: `dst[k] = kind(args...)` where each
    /// argument is `(slot, per element)`: element `k` of a vector operand,
    /// or the same scalar for every element.
    Intrinsic {
        kind: IntrinsicKind,
        bits: u8,
        dst: u32,
        n: u32,
        args: Vec<(u32, bool)>,
    },
    /// Reinterprets `from.0` elements of `from.1` bits as `to.0` elements
    /// of `to.1` bits (an integer is one element).
    Bitcast {
        dst: u32,
        src: u32,
        from: (u32, u8),
        to: (u32, u8),
    },
}

impl FnCompiler<'_> {
    /// The shape of `t`: (elements, element bits); a scalar is one element.
    fn shape(&self, t: Ty) -> (u32, u8) {
        let types = self.types();
        match types.vector_parts(t) {
            Some((n, e)) => (n, super::bits_of(types, e)),
            None => (1, super::bits_of(types, t)),
        }
    }

    /// Whether `v` has a vector type.
    fn is_vec(&self, v: Value) -> bool {
        self.types().is_vector(self.f.value_type(v))
    }

    /// The op of instruction `i` if it works on vectors element-wise or
    /// by element index; `None` for everything else.
    pub(super) fn vector_op(&mut self, i: Inst) -> Option<Op> {
        let dst = self.result(i);
        let r = self.f.inst_result(i);
        let (n, bits) = r.map_or((0, 0), |r| self.shape(self.f.value_type(r)));
        let v = match &self.f.insts[i] {
            InstData::Binary { op, args, .. } if self.is_vec(args[0]) => VecOp::Bin {
                op: *op,
                bits,
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
                n,
            },
            InstData::Icmp { cc, args } if self.is_vec(args[0]) => VecOp::Icmp {
                cc: *cc,
                bits: self.shape(self.f.value_type(args[0])).1,
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
                n,
            },
            InstData::Select { args } if self.is_vec(args[0]) => VecOp::Select {
                dst,
                c: self.slot(args[0]),
                a: self.slot(args[1]),
                b: self.slot(args[2]),
                n,
            },
            InstData::Cast { op, arg }
                if self.is_vec(*arg) || r.is_some_and(|r| self.is_vec(r)) =>
            {
                return Some(self.vector_cast(*op, dst, *arg, (n, bits)));
            }
            InstData::Call {
                callee: Callee::Direct(fr),
                args,
                ..
            } if r.is_some_and(|r| self.is_vec(r)) => {
                let fd = &self.m.funcs[*fr];
                let kind = crate::intrinsics::lookup(&fd.name)
                    .map(|i| i.kind)
                    .filter(|k| fd.body.is_none() && k.is_elementwise())?;
                VecOp::Intrinsic {
                    kind,
                    bits,
                    dst,
                    n,
                    args: args
                        .iter()
                        .map(|&a| (self.slot(a), self.is_vec(a)))
                        .collect(),
                }
            }
            InstData::ExtractElement { vec, idx } => VecOp::Extract {
                dst,
                vec: self.slot(*vec),
                n: self.width(*vec),
                idx: self.slot(*idx),
                idx_bits: self.bits(*idx),
            },
            InstData::InsertElement { vec, value, idx } => VecOp::Insert {
                dst,
                vec: self.slot(*vec),
                n,
                value: self.slot(*value),
                idx: self.slot(*idx),
                idx_bits: self.bits(*idx),
            },
            InstData::ShuffleVector { args, mask } => VecOp::Shuffle {
                dst,
                a: self.slot(args[0]),
                b: self.slot(args[1]),
                n: self.width(args[0]),
                mask: mask.clone(),
            },
            _ => return None,
        };
        self.code.vectors.push(v);
        Some(Op::Vector {
            info: self.code.vectors.len() as u32 - 1,
        })
    }

    /// A cast with a vector operand or result (`to`: the result's shape).
    fn vector_cast(&mut self, op: CastOp, dst: u32, arg: Value, to: (u32, u8)) -> Op {
        let src = self.slot(arg);
        let from = self.shape(self.f.value_type(arg));
        let types = self.types();
        let ptr_elems = |t: Ty| types.is_ptr(types.scalar_of(t));
        let v = if op != CastOp::Bitcast {
            VecOp::Cast {
                op,
                from: from.1,
                to: to.1,
                dst,
                src,
                n: to.0,
            }
        } else if ptr_elems(self.f.value_type(arg)) {
            return Op::Copy { dst, src, n: to.0 };
        } else {
            VecOp::Bitcast { dst, src, from, to }
        };
        self.code.vectors.push(v);
        Op::Vector {
            info: self.code.vectors.len() as u32 - 1,
        }
    }
}

fn mask(v: u64, bits: u8) -> u64 {
    zext(v, u32::from(bits))
}

/// Runs one vector operation on the frame `regs`.
pub fn run(v: &VecOp, regs: &mut [u64], big_endian: bool, checked: bool) -> Result<(), String> {
    let at = |s: u32, k: u32| (s + k) as usize;
    match v {
        VecOp::Bin {
            op,
            bits,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n {
                let r = binop(*op, *bits, regs[at(*a, k)], regs[at(*b, k)], checked)?;
                regs[at(*dst, k)] = r;
            }
        }
        VecOp::Icmp {
            cc,
            bits,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n {
                regs[at(*dst, k)] = icmp(*cc, *bits, regs[at(*a, k)], regs[at(*b, k)]) as u64;
            }
        }
        VecOp::Select { dst, c, a, b, n } => {
            for k in 0..*n {
                let from = if regs[at(*c, k)] & 1 != 0 { a } else { b };
                regs[at(*dst, k)] = regs[at(*from, k)];
            }
        }
        VecOp::Cast {
            op,
            from,
            to,
            dst,
            src,
            n,
        } => {
            for k in 0..*n {
                let x = regs[at(*src, k)];
                regs[at(*dst, k)] = intops::cast(*op, u32::from(*from), u32::from(*to), x);
            }
        }
        VecOp::Extract {
            dst,
            vec,
            n,
            idx,
            idx_bits,
        } => {
            let k = mask(regs[*idx as usize], *idx_bits);
            regs[*dst as usize] = if k < u64::from(*n) {
                regs[at(*vec, k as u32)]
            } else {
                0
            };
        }
        VecOp::Insert {
            dst,
            vec,
            n,
            value,
            idx,
            idx_bits,
        } => {
            for k in 0..*n {
                regs[at(*dst, k)] = regs[at(*vec, k)];
            }
            let k = mask(regs[*idx as usize], *idx_bits);
            if k < u64::from(*n) {
                regs[at(*dst, k as u32)] = regs[*value as usize];
            }
        }
        VecOp::Shuffle { dst, a, b, n, mask } => {
            for (k, &m) in mask.iter().enumerate() {
                let m = m as i64;
                let n = i64::from(*n);
                regs[at(*dst, k as u32)] = match m {
                    _ if m < 0 => 0,
                    _ if m < n => regs[at(*a, m as u32)],
                    _ => regs[at(*b, (m - n) as u32)],
                };
            }
        }
        VecOp::Intrinsic {
            kind,
            bits,
            dst,
            n,
            args,
        } => {
            let w = u32::from(*bits);
            for k in 0..*n {
                let vals: Vec<u64> = args
                    .iter()
                    .map(|&(s, lane)| regs[at(s, if lane { k } else { 0 })])
                    .collect();
                let v = intrinsic::scalar(*kind, w, w, &vals)
                    .ok_or_else(|| format!("internal: intrinsic {kind:?} has no evaluation"))?;
                regs[at(*dst, k)] = mask(v, *bits);
            }
        }
        VecOp::Bitcast { dst, src, from, to } => {
            let bits = pack(&regs[*src as usize..][..from.0 as usize], *from, big_endian);
            for k in 0..to.0 {
                regs[at(*dst, k)] = unpack(&bits, *to, k, big_endian);
            }
        }
    }
    Ok(())
}

/// The bit position of element `k` of `shape` in the integer image.
pub fn elem_position(shape: (u32, u8), k: u32, big_endian: bool) -> u64 {
    let slot = if big_endian { shape.0 - 1 - k } else { k };
    u64::from(slot) * u64::from(shape.1)
}

/// The integer image of `elems` (little-endian words of 64 bits).
fn pack(elems: &[u64], shape: (u32, u8), big_endian: bool) -> Vec<u64> {
    let total = u64::from(shape.0) * u64::from(shape.1);
    let mut words = vec![0u64; total.div_ceil(64) as usize + 1];
    for (k, &e) in elems.iter().enumerate() {
        let pos = elem_position(shape, k as u32, big_endian);
        let (w, s) = ((pos / 64) as usize, pos % 64);
        let e = mask(e, shape.1);
        words[w] |= e << s;
        if s > 0 && s + u64::from(shape.1) > 64 {
            words[w + 1] |= e >> (64 - s);
        }
    }
    words
}

/// Element `k` of `shape` read from an integer image.
fn unpack(words: &[u64], shape: (u32, u8), k: u32, big_endian: bool) -> u64 {
    let pos = elem_position(shape, k, big_endian);
    let (w, s) = ((pos / 64) as usize, pos % 64);
    let mut v = words[w] >> s;
    if s > 0 && s + u64::from(shape.1) > 64 {
        v |= words[w + 1] << (64 - s);
    }
    mask(v, shape.1)
}
