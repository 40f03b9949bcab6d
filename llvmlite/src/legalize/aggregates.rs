//! Scalarizing first-class aggregates, `freeze`, and the `with.overflow`
//! intrinsics whose `{iN, i1}` results are aggregates.
//!
//! Every struct or array SSA value becomes its *leaves*: the scalar
//! members in order, depth first. `insertvalue`/`extractvalue` pick and
//! replace ranges of leaves; `select`, `freeze`, loads and stores work leaf
//! by leaf (memory at each leaf's layout offset); block parameters of
//! aggregate type become one parameter per leaf and branches pass the
//! leaves; `undef`/`zeroinitializer` aggregates are leaves of `undef`/zero.
//! `freeze` of a scalar is its operand. Aggregate arguments, returns and
//! call results have been flattened by the signature job (docs/abi.md)
//! before this job runs; what is left (an aggregate passed through `...`)
//! is reported at its instruction. The vectors job calls [`rewrite`] for
//! the aggregates of the functions it scalarizes.
//!
//! Instructions are visited in reverse postorder, so an operand's leaves
//! are known before its uses (block parameters get theirs first); the
//! leaves, block parameters and the moving instructions are the shared
//! machinery of [`super::scalarize`].

use super::intrinsics::signed_overflow;
use super::scalarize::{Scalarizer, Splits, leaf_types, reverse_postorder, split_block_params};
use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, rewrite_function_in};
use crate::diag::Diagnostic;
use crate::intrinsics::IntrinsicKind as K;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};

/// The range of leaves (start, count) the index path selects in `t`.
fn leaf_range(types: &TypeStore, t: Ty, indices: &[u32]) -> Option<(usize, usize)> {
    let mut start = 0;
    let mut t = types.resolve(t);
    for &i in indices {
        let member = types.aggregate_member(t, &[i])?;
        match types.kind(t) {
            TyData::Struct(fs) | TyData::PackedStruct(fs) => {
                start += fs[..i as usize]
                    .iter()
                    .map(|&f| leaf_types(types, f).len())
                    .sum::<usize>();
            }
            TyData::Array(_, e) => start += i as usize * leaf_types(types, *e).len(),
            _ => return None,
        }
        t = types.resolve(member);
    }
    Some((start, leaf_types(types, t).len()))
}

/// Whether function `f` has anything this job rewrites.
fn needs_work(module: &Module, f: &Function) -> bool {
    let types = &module.types;
    f.layout.iter().any(|&b| {
        f.blocks[b]
            .params
            .iter()
            .any(|&p| types.is_aggregate(types.resolve(f.value_type(p))))
            || f.blocks[b].insts.iter().any(|&i| {
                let data = &f.insts[i];
                matches!(
                    data,
                    InstData::Freeze { .. }
                        | InstData::ExtractValue { .. }
                        | InstData::InsertValue { .. }
                ) || matches!(
                    called_intrinsic(module, data),
                    Some(
                        K::SAddWithOverflow
                            | K::UAddWithOverflow
                            | K::SSubWithOverflow
                            | K::USubWithOverflow
                            | K::SMulWithOverflow
                            | K::UMulWithOverflow
                    )
                ) || f
                    .inst_result(i)
                    .is_some_and(|r| types.is_aggregate(types.resolve(f.value_type(r))))
                    || matches!(data, InstData::Store { value, .. }
                        if types.is_aggregate(types.resolve(f.value_type(*value))))
            })
    })
}

/// Scalarizes the aggregates of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let Some(body) = &module.funcs[f].body else {
        return Ok(());
    };
    if !needs_work(module, body) {
        return Ok(());
    }
    let splits: Splits = |types, t| types.is_aggregate(types.resolve(t));
    let mut sc = Scalarizer {
        map: split_block_params(module, f, splits)?,
        splits,
    };
    let order = reverse_postorder(module, f);
    let n = rewrite_function_in(module, f, Some(order), |em, module, inst, data| {
        rewrite(em, module, inst, data, &mut sc)
    })?;
    report.aggregates_scalarized += n;
    Ok(())
}

/// Rewrites one instruction (the vectors job calls it for what is not
/// about vectors, in functions it scalarizes).
pub(super) fn rewrite(
    em: &mut Emitter,
    module: &Module,
    inst: Inst,
    data: &InstData,
    sc: &mut Scalarizer,
) -> Result<Rewrite, Diagnostic> {
    let loc = em.loc;
    let result = em.f.inst_result(inst);
    let agg_result = result.filter(|&r| sc.is_split(em, r));
    match data {
        InstData::Freeze { arg } if agg_result.is_none() => Ok(Rewrite::Replace(Some(*arg))),
        InstData::ExtractValue { .. } | InstData::InsertValue { .. } => {
            rewrite_member(em, sc, data, result)
        }
        InstData::Call { args, .. } => {
            if let Some(kind) = called_intrinsic(module, data)
                && let Some(r) = agg_result
                && let [a, b] = args[..]
                && let Some(pair) = with_overflow(em, kind, a, b)
            {
                return Ok(sc.define(Some(r), pair.to_vec()));
            }
            if agg_result.is_some() || args.iter().any(|&a| sc.is_split(em, a)) {
                return Err(Diagnostic::error(
                    loc,
                    "aggregate arguments and results of calls are not supported yet",
                ));
            }
            Ok(Rewrite::Keep)
        }
        InstData::Ret { value: Some(v) } if sc.is_split(em, *v) => Err(Diagnostic::error(
            loc,
            "returning an aggregate is not supported yet",
        )),
        _ => sc
            .rewrite_moves(em, inst, data)
            .unwrap_or(Ok(Rewrite::Keep)),
    }
}

/// `extractvalue` and `insertvalue` on split aggregates.
fn rewrite_member(
    em: &mut Emitter,
    sc: &mut Scalarizer,
    data: &InstData,
    result: Option<Value>,
) -> Result<Rewrite, Diagnostic> {
    let loc = em.loc;
    match data {
        InstData::ExtractValue { agg, indices } => {
            let l = sc.get(em, *agg)?;
            let part = leaf_range(em.types, em.ty(*agg), indices)
                .and_then(|(s, n)| l.get(s..s + n))
                .filter(|p| !p.is_empty())
                .ok_or_else(|| Diagnostic::error(loc, "bad `extractvalue` index"))?
                .to_vec();
            match result.filter(|&r| sc.is_split(em, r)) {
                Some(r) => Ok(sc.define(Some(r), part)),
                None => Ok(Rewrite::Replace(Some(part[0]))),
            }
        }
        InstData::InsertValue {
            agg,
            value,
            indices,
        } => {
            let mut l = sc.get(em, *agg)?;
            let (s, n) = leaf_range(em.types, em.ty(*agg), indices)
                .filter(|(s, n)| s + n <= l.len())
                .ok_or_else(|| Diagnostic::error(loc, "bad `insertvalue` index"))?;
            let v = if sc.is_split(em, *value) {
                sc.get(em, *value)?
            } else {
                vec![*value]
            };
            l.splice(s..s + n, v);
            Ok(sc.define(result, l))
        }
        _ => Ok(Rewrite::Keep),
    }
}

/// The `(result, overflow)` leaves of a `with.overflow` intrinsic, or
/// `None` for other calls.
fn with_overflow(em: &mut Emitter, kind: K, a: Value, b: Value) -> Option<[Value; 2]> {
    Some(match kind {
        K::UAddWithOverflow => {
            let r = em.bin(BinOp::Add, a, b);
            [r, em.icmp(IntCC::Ult, r, a)]
        }
        K::USubWithOverflow => {
            let r = em.bin(BinOp::Sub, a, b);
            [r, em.icmp(IntCC::Ult, a, b)]
        }
        K::SAddWithOverflow | K::SSubWithOverflow => {
            let op = if kind == K::SAddWithOverflow {
                BinOp::Add
            } else {
                BinOp::Sub
            };
            let r = em.bin(op, a, b);
            [r, signed_overflow(em, op, a, b, r)]
        }
        K::UMulWithOverflow => mul_overflow(em, false, a, b),
        K::SMulWithOverflow => mul_overflow(em, true, a, b),
        _ => return None,
    })
}

/// `a * b` and whether it overflows `N` bits: from the exact `i64` product
/// for `N <= 32`, else by dividing the wrapped product by `a` (a wrong
/// product never divides back to `b`).
fn mul_overflow(em: &mut Emitter, signed: bool, a: Value, b: Value) -> [Value; 2] {
    let n = em.bits(a);
    let ty = em.ty(a);
    if n <= 32 {
        let ext = if signed { CastOp::Sext } else { CastOp::Zext };
        let (wa, wb) = (em.cast(ext, a, Ty::I64), em.cast(ext, b, Ty::I64));
        let p = em.bin(BinOp::Mul, wa, wb);
        let r = em.cast(CastOp::Trunc, p, ty);
        let back = em.cast(ext, r, Ty::I64);
        return [r, em.icmp(IntCC::Ne, back, p)];
    }
    let r = em.bin(BinOp::Mul, a, b);
    let zero = em.iconst(ty, 0);
    let one = em.iconst(ty, 1);
    let a_zero = em.icmp(IntCC::Eq, a, zero);
    let (div, unsafe_a) = if signed {
        let minus_one = em.icmp_k(IntCC::Eq, a, u64::MAX);
        (BinOp::SDiv, em.bin(BinOp::Or, a_zero, minus_one))
    } else {
        (BinOp::UDiv, a_zero)
    };
    let d = em.select(unsafe_a, one, a);
    let q = em.bin(div, r, d);
    let wrong = em.icmp(IntCC::Ne, q, b);
    let safe = em.icmp_k(IntCC::Eq, unsafe_a, 0);
    let mut over = em.bin(BinOp::And, wrong, safe);
    if signed {
        // a = -1: overflow exactly when b is the minimum.
        let minus_one = em.icmp_k(IntCC::Eq, a, u64::MAX);
        let b_min = em.icmp_k(IntCC::Eq, b, 1u64 << (n - 1));
        let t = em.bin(BinOp::And, minus_one, b_min);
        over = em.bin(BinOp::Or, over, t);
    }
    [r, over]
}
