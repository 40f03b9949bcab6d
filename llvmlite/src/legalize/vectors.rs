//! Scalarizing fixed vectors: every `<N x T>` value becomes its `N`
//! elements (the leaves of [`super::scalarize`], shared with the aggregates
//! job). Element-wise `add`..`xor`, `icmp`, `select` and casts become one
//! scalar instruction per element; `extractelement`/`insertelement` with a
//! constant index pick or replace a leaf, with a variable index a chain of
//! compares and selects; `shufflevector` picks leaves (`undef` for poison
//! elements); the `llvm.vector.reduce.*` calls become a chain of the
//! combining operation over the elements; loads and stores go leaf by leaf
//! at each element's offset. A `bitcast` to or from a vector reassembles
//! the bits with shifts, masks and ors in LLVM's order (element 0 in the
//! least significant bits on little-endian targets, in the most significant
//! ones on big-endian targets).
//!
//! Vector arguments and returns have been flattened by the signature job
//! before this one runs.

use super::scalarize::{Scalarizer, Splits, reverse_postorder, split_block_params};
use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, rewrite_function_in};
use crate::diag::Diagnostic;
use crate::intrinsics::ReduceStep;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};

/// What this job splits in a function that has a vector: vectors and
/// every aggregate (so that a vector member of an aggregate has its
/// elements as leaves when it is extracted; the aggregates themselves are
/// scalarized as the aggregates job would, by its own code).
fn splits(types: &TypeStore, t: Ty) -> bool {
    types.is_vector(t) || types.is_aggregate(types.resolve(t))
}

/// Whether `t` is a vector or an aggregate with a vector member at any depth.
fn holds_vector(types: &TypeStore, t: Ty) -> bool {
    match types.kind(t) {
        TyData::Vector(..) => true,
        TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.iter().any(|&f| holds_vector(types, f)),
        TyData::Array(_, e) => holds_vector(types, *e),
        _ => false,
    }
}

/// Whether function `f` has a vector value (or an aggregate holding one).
fn needs_work(module: &Module, f: &Function) -> bool {
    f.values.values().any(|v| holds_vector(&module.types, v.ty))
}

/// Scalarizes the vectors of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
    big_endian: bool,
) -> Result<(), Vec<Diagnostic>> {
    let Some(body) = &module.funcs[f].body else {
        return Ok(());
    };
    if !needs_work(module, body) {
        return Ok(());
    }
    let splits: Splits = splits;
    let mut sc = Scalarizer {
        map: split_block_params(module, f, splits)?,
        splits,
    };
    let order = reverse_postorder(module, f);
    let n = rewrite_function_in(module, f, Some(order), |em, module, inst, data| {
        rewrite(em, module, inst, data, &mut sc, big_endian)
    })?;
    report.vectors_scalarized += n;
    Ok(())
}

/// Rewrites one instruction.
fn rewrite(
    em: &mut Emitter,
    module: &Module,
    inst: Inst,
    data: &InstData,
    sc: &mut Scalarizer,
    big_endian: bool,
) -> Result<Rewrite, Diagnostic> {
    let result = em.f.inst_result(inst);
    let vec_result = result.filter(|&r| sc.is_split(em, r));
    match data {
        InstData::Binary { op, args, flags } if vec_result.is_some() => {
            let (a, b) = (sc.get(em, args[0])?, sc.get(em, args[1])?);
            let l = a
                .into_iter()
                .zip(b)
                .map(|(x, y)| {
                    let ty = em.ty(x);
                    let data = InstData::Binary {
                        op: *op,
                        args: [x, y],
                        flags: *flags,
                    };
                    em.inst(data, Some(ty)).unwrap_or(x)
                })
                .collect();
            Ok(sc.define(vec_result, l))
        }
        InstData::Icmp { cc, args } if sc.is_split(em, args[0]) => {
            let (a, b) = (sc.get(em, args[0])?, sc.get(em, args[1])?);
            let l = a
                .into_iter()
                .zip(b)
                .map(|(x, y)| em.icmp(*cc, x, y))
                .collect();
            Ok(sc.define(vec_result, l))
        }
        InstData::Select { args: [c, a, b] } if sc.is_split(em, *c) => {
            let (lc, la, lb) = (sc.get(em, *c)?, sc.get(em, *a)?, sc.get(em, *b)?);
            let l = lc
                .into_iter()
                .zip(la.into_iter().zip(lb))
                .map(|(k, (x, y))| em.select(k, x, y))
                .collect();
            Ok(sc.define(vec_result, l))
        }
        InstData::Cast { op, arg } if vec_result.is_some() || sc.is_split(em, *arg) => {
            cast(em, sc, *op, *arg, result, big_endian)
        }
        InstData::ExtractElement { vec, idx } => {
            let l = sc.get(em, *vec)?;
            Ok(Rewrite::Replace(Some(pick(em, &l, *idx))))
        }
        InstData::InsertElement { vec, value, idx } => {
            let mut l = sc.get(em, *vec)?;
            match em.f.const_value(*idx) {
                Some(k) => {
                    if let Some(slot) = usize::try_from(k).ok().and_then(|k| l.get_mut(k)) {
                        *slot = *value;
                    }
                }
                None => {
                    for (k, slot) in l.iter_mut().enumerate() {
                        let hit = em.icmp_k(IntCC::Eq, *idx, k as u64);
                        *slot = em.select(hit, *value, *slot);
                    }
                }
            }
            Ok(sc.define(result, l))
        }
        InstData::ShuffleVector { args, mask } => {
            let (a, b) = (sc.get(em, args[0])?, sc.get(em, args[1])?);
            let both: Vec<Value> = a.into_iter().chain(b).collect();
            let elem = em.ty(both[0]);
            let l = mask
                .iter()
                .map(
                    |&k| match usize::try_from(k).ok().and_then(|k| both.get(k)) {
                        Some(&v) => v,
                        None => em.f.undef(elem),
                    },
                )
                .collect();
            Ok(sc.define(result, l))
        }
        InstData::Call { args, .. } => {
            let kind = called_intrinsic(module, data);
            let step = kind.and_then(|k| k.reduce_step());
            if let (Some(step), [v]) = (step, &args[..]) {
                let l = sc.get(em, *v)?;
                return Ok(Rewrite::Replace(Some(reduce(em, step, &l))));
            }
            if let Some(kind) = kind.filter(|k| k.is_elementwise())
                && let Some(r) = vec_result
            {
                let l = elementwise(em, sc, kind, args, r)?;
                return Ok(sc.define(Some(r), l));
            }
            super::aggregates::rewrite(em, module, inst, data, sc)
        }
        _ => super::aggregates::rewrite(em, module, inst, data, sc),
    }
}

/// Element `idx` of the leaves `l`: the leaf for a constant index (`undef`
/// out of range), else a chain of selects.
fn pick(em: &mut Emitter, l: &[Value], idx: Value) -> Value {
    let elem = em.ty(l[0]);
    if let Some(k) = em.f.const_value(idx) {
        return match usize::try_from(k).ok().and_then(|k| l.get(k)) {
            Some(&v) => v,
            None => em.f.undef(elem),
        };
    }
    let mut r = l[0];
    for (k, &v) in l.iter().enumerate().skip(1) {
        let hit = em.icmp_k(IntCC::Eq, idx, k as u64);
        r = em.select(hit, v, r);
    }
    r
}

/// An element-wise intrinsic on vectors: the scalar intrinsic's expansion
/// once per element (scalar operands, such as `abs`'s flag, are shared).
fn elementwise(
    em: &mut Emitter,
    sc: &Scalarizer,
    kind: crate::intrinsics::IntrinsicKind,
    args: &[Value],
    r: Value,
) -> Result<Vec<Value>, Diagnostic> {
    let elem = em.types.scalar_of(em.ty(r));
    let n = em
        .types
        .vector_parts(em.ty(r))
        .map_or(1, |(n, _)| n as usize);
    let mut lanes = Vec::new();
    for &a in args {
        lanes.push(if sc.is_split(em, a) {
            sc.get(em, a)?
        } else {
            vec![a; n]
        });
    }
    (0..n)
        .map(|k| {
            let lane: Vec<Value> = lanes.iter().map(|l| l[k]).collect();
            super::intrinsics::expand(em, kind, &lane, elem)?
                .ok_or_else(|| Diagnostic::error(em.loc, "intrinsic without a result"))
        })
        .collect()
}

/// The reduction of the leaves `l` with `step`, in element order.
fn reduce(em: &mut Emitter, step: ReduceStep, l: &[Value]) -> Value {
    let mut acc = l[0];
    for &e in &l[1..] {
        acc = match step {
            ReduceStep::Bin(op) => em.bin(op, acc, e),
            ReduceStep::Keep(cc) => {
                let keep = em.icmp(cc, acc, e);
                em.select(keep, acc, e)
            }
        };
    }
    acc
}

/// A cast with a vector operand or result.
fn cast(
    em: &mut Emitter,
    sc: &mut Scalarizer,
    op: CastOp,
    arg: Value,
    result: Option<Value>,
    big_endian: bool,
) -> Result<Rewrite, Diagnostic> {
    let Some(r) = result else {
        return Ok(Rewrite::Keep);
    };
    let to = em.ty(r);
    let to_elem = em.types.scalar_of(to);
    let src = if sc.is_split(em, arg) {
        sc.get(em, arg)?
    } else {
        vec![arg]
    };
    let elementwise = op != CastOp::Bitcast || em.types.is_ptr(to_elem);
    let l = if elementwise {
        src.into_iter().map(|x| em.cast(op, x, to_elem)).collect()
    } else {
        let n_to = em.types.vector_parts(to).map_or(1, |(n, _)| n);
        repack(em, &src, n_to, to_elem, big_endian)
    };
    if sc.is_split(em, r) {
        Ok(sc.define(Some(r), l))
    } else {
        Ok(Rewrite::Replace(l.first().copied()))
    }
}

/// The bit position of element `k` of `n` elements of `bits` bits in the
/// integer image of a vector (LLVM's `bitcast` order).
fn position(n: u32, bits: u64, k: u32, big_endian: bool) -> u64 {
    let slot = if big_endian { n - 1 - k } else { k };
    u64::from(slot) * bits
}

/// The `n_to` elements of type `to` whose integer image is that of the
/// integer elements `src`.
fn repack(em: &mut Emitter, src: &[Value], n_to: u32, to: Ty, big_endian: bool) -> Vec<Value> {
    let n_from = src.len() as u32;
    let from_bits = u64::from(em.bits(src[0]));
    let to_bits = u64::from(em.types.int_bits(to).unwrap_or(32));
    (0..n_to)
        .map(|d| {
            let pd = position(n_to, to_bits, d, big_endian);
            let mut acc: Option<Value> = None;
            for (s, &x) in src.iter().enumerate() {
                let ps = position(n_from, from_bits, s as u32, big_endian);
                let (lo, hi) = (pd.max(ps), (pd + to_bits).min(ps + from_bits));
                if lo >= hi {
                    continue;
                }
                let piece = bit_piece(em, x, lo - ps, hi - lo, to);
                let piece = if lo > pd {
                    em.bin_k(BinOp::Shl, piece, lo - pd)
                } else {
                    piece
                };
                acc = Some(match acc {
                    Some(a) => em.bin(BinOp::Or, a, piece),
                    None => piece,
                });
            }
            acc.unwrap_or_else(|| em.iconst(to, 0))
        })
        .collect()
}

/// Bits `at .. at + len` of the integer `x`, as the low bits of type `to`.
fn bit_piece(em: &mut Emitter, x: Value, at: u64, len: u64, to: Ty) -> Value {
    let x_bits = u64::from(em.bits(x));
    let shifted = if at > 0 {
        em.bin_k(BinOp::LShr, x, at)
    } else {
        x
    };
    let v = em.zext_or_trunc(shifted, to);
    let to_bits = u64::from(em.types.int_bits(to).unwrap_or(64));
    if len < to_bits && at + len < x_bits {
        em.bin_k(BinOp::And, v, (1u64 << len) - 1)
    } else {
        v
    }
}
