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
//! call results (other than `with.overflow`) are not handled yet and are
//! reported at their instruction.
//!
//! Instructions are visited in reverse postorder, so an operand's leaves
//! are known before its uses (block parameters get theirs first).

use super::intrinsics::signed_overflow;
use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, rewrite_function_in};
use crate::diag::Diagnostic;
use crate::intrinsics::IntrinsicKind as K;
use crate::ir::*;
use crate::layout;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// The scalar leaves of type `t` with their byte offsets.
fn leaves_of_type(types: &TypeStore, t: Ty, base: u64, out: &mut Vec<(Ty, u64)>) {
    let r = types.resolve(t);
    match types.kind(r) {
        TyData::Struct(fs) | TyData::PackedStruct(fs) => {
            for (i, &ft) in fs.iter().enumerate() {
                let off = layout::field_offset(types, r, i).unwrap_or(0);
                leaves_of_type(types, ft, base + off, out);
            }
        }
        TyData::Array(n, e) => {
            let stride = layout::size_of(types, *e);
            for k in 0..*n {
                leaves_of_type(types, *e, base + k * stride, out);
            }
        }
        _ => out.push((t, base)),
    }
}

/// The leaf types of `t`.
fn leaf_types(types: &TypeStore, t: Ty) -> Vec<(Ty, u64)> {
    let mut out = Vec::new();
    leaves_of_type(types, t, 0, &mut out);
    out
}

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
    let mut leaves = split_block_params(module, f)?;
    let order = {
        let body = module.funcs[f].body.as_ref().expect("checked above");
        match body.entry() {
            Some(e) => crate::dom::reverse_postorder(body, e),
            None => Vec::new(),
        }
    };
    let n = rewrite_function_in(module, f, Some(order), |em, module, inst, data| {
        rewrite(em, module, inst, data, &mut leaves)
    })?;
    report.aggregates_scalarized += n;
    Ok(())
}

/// Replaces every aggregate block parameter (not the entry block's: those
/// are function arguments) by one parameter per leaf; returns the leaves.
fn split_block_params(
    module: &mut Module,
    f: FuncRef,
) -> Result<HashMap<Value, Vec<Value>>, Vec<Diagnostic>> {
    let Module { types, funcs, .. } = module;
    let fd = &mut funcs[f];
    let Some(body) = fd.body.as_mut() else {
        return Ok(HashMap::new());
    };
    let mut leaves = HashMap::new();
    let entry = body.entry();
    for b in body.layout.clone() {
        let old = body.blocks[b].params.clone();
        if !old
            .iter()
            .any(|&p| types.is_aggregate(types.resolve(body.value_type(p))))
        {
            continue;
        }
        if Some(b) == entry {
            return Err(vec![Diagnostic::error(
                fd.loc,
                format!(
                    "in `@{}`: aggregate arguments are not supported yet",
                    fd.name
                ),
            )]);
        }
        let mut new = Vec::new();
        for p in old {
            let t = body.value_type(p);
            if !types.is_aggregate(types.resolve(t)) {
                body.values[p].def = ValueDef::Param(b, new.len() as u32);
                new.push(p);
                continue;
            }
            let mut parts = Vec::new();
            for (lt, _) in leaf_types(types, t) {
                let v = body.values.push(ValueData {
                    ty: lt,
                    def: ValueDef::Param(b, new.len() as u32),
                });
                new.push(v);
                parts.push(v);
            }
            leaves.insert(p, parts);
            // The old parameter is gone; it must not claim a position.
            body.values[p].def = ValueDef::Undef;
        }
        body.blocks[b].params = new;
    }
    Ok(leaves)
}

/// The leaves of the aggregate value `v`: recorded, or built for an
/// `undef`/zero constant.
fn leaves(em: &mut Emitter, map: &HashMap<Value, Vec<Value>>, v: Value) -> Option<Vec<Value>> {
    if let Some(l) = map.get(&v) {
        return Some(l.clone());
    }
    let def = em.f.value_def(v);
    if !matches!(def, ValueDef::Undef | ValueDef::Zero) {
        return None;
    }
    let tys = leaf_types(em.types, em.ty(v));
    Some(
        tys.into_iter()
            .map(|(t, _)| match def {
                ValueDef::Undef => em.f.undef(t),
                _ if em.types.is_ptr(t) => em.f.null(t),
                _ => em.iconst(t, 0),
            })
            .collect(),
    )
}

/// Whether `v` has an aggregate type.
fn is_agg(em: &Emitter, v: Value) -> bool {
    em.types.is_aggregate(em.types.resolve(em.ty(v)))
}

/// Rewrites one instruction.
fn rewrite(
    em: &mut Emitter,
    module: &Module,
    inst: Inst,
    data: &InstData,
    map: &mut HashMap<Value, Vec<Value>>,
) -> Result<Rewrite, Diagnostic> {
    let loc = em.loc;
    let missing = || Diagnostic::error(loc, "aggregate operand defined after its use");
    let result = em.f.inst_result(inst);
    let agg_result = result.filter(|&r| is_agg(em, r));
    match data {
        InstData::Freeze { arg } => {
            if let Some(r) = agg_result {
                let l = leaves(em, map, *arg).ok_or_else(missing)?;
                map.insert(r, l);
                return Ok(Rewrite::Replace(None));
            }
            Ok(Rewrite::Replace(Some(*arg)))
        }
        InstData::ExtractValue { agg, indices } => {
            let l = leaves(em, map, *agg).ok_or_else(missing)?;
            let (s, n) = leaf_range(em.types, em.ty(*agg), indices)
                .ok_or_else(|| Diagnostic::error(loc, "bad `extractvalue` index"))?;
            match agg_result {
                Some(r) => {
                    map.insert(r, l[s..s + n].to_vec());
                    Ok(Rewrite::Replace(None))
                }
                None => Ok(Rewrite::Replace(Some(l[s]))),
            }
        }
        InstData::InsertValue {
            agg,
            value,
            indices,
        } => {
            let mut l = leaves(em, map, *agg).ok_or_else(missing)?;
            let (s, n) = leaf_range(em.types, em.ty(*agg), indices)
                .ok_or_else(|| Diagnostic::error(loc, "bad `insertvalue` index"))?;
            let v = if is_agg(em, *value) {
                leaves(em, map, *value).ok_or_else(missing)?
            } else {
                vec![*value]
            };
            l.splice(s..s + n, v);
            if let Some(r) = result {
                map.insert(r, l);
            }
            Ok(Rewrite::Replace(None))
        }
        InstData::Select { args: [c, a, b] } if agg_result.is_some() => {
            let (la, lb) = (
                leaves(em, map, *a).ok_or_else(missing)?,
                leaves(em, map, *b).ok_or_else(missing)?,
            );
            let l = la
                .into_iter()
                .zip(lb)
                .map(|(x, y)| em.select(*c, x, y))
                .collect();
            map.insert(agg_result.unwrap_or_else(|| unreachable!()), l);
            Ok(Rewrite::Replace(None))
        }
        InstData::Load { ptr } if agg_result.is_some() => {
            let r = agg_result.unwrap_or_else(|| unreachable!());
            let tys = leaf_types(em.types, em.ty(r));
            let l = tys
                .into_iter()
                .map(|(t, off)| {
                    let p = em.addr(*ptr, off as i64, t);
                    em.load(t, p)
                })
                .collect();
            map.insert(r, l);
            Ok(Rewrite::Replace(None))
        }
        InstData::Store { value, ptr } if is_agg(em, *value) => {
            let tys = leaf_types(em.types, em.ty(*value));
            let l = leaves(em, map, *value).ok_or_else(missing)?;
            for ((t, off), v) in tys.into_iter().zip(l) {
                let p = em.addr(*ptr, off as i64, t);
                em.store(v, p);
            }
            Ok(Rewrite::Replace(None))
        }
        InstData::Call { args, .. } => {
            if let Some(kind) = called_intrinsic(module, data)
                && let Some(r) = agg_result
                && let [a, b] = args[..]
                && let Some(pair) = with_overflow(em, kind, a, b)
            {
                map.insert(r, pair.to_vec());
                return Ok(Rewrite::Replace(None));
            }
            if agg_result.is_some() || args.iter().any(|&a| is_agg(em, a)) {
                return Err(Diagnostic::error(
                    loc,
                    "aggregate arguments and results of calls are not supported yet",
                ));
            }
            Ok(Rewrite::Keep)
        }
        InstData::Ret { value: Some(v) } if is_agg(em, *v) => Err(Diagnostic::error(
            loc,
            "returning an aggregate is not supported yet",
        )),
        _ if data.is_terminator() => {
            let mut new = data.clone();
            let mut changed = false;
            let mut failed = false;
            for bc in new.targets_mut() {
                if !bc.args.iter().any(|&a| is_agg(em, a)) {
                    continue;
                }
                changed = true;
                let mut args = Vec::new();
                for &a in &bc.args {
                    if is_agg(em, a) {
                        match leaves(em, map, a) {
                            Some(l) => args.extend(l),
                            None => failed = true,
                        }
                    } else {
                        args.push(a);
                    }
                }
                bc.args = args;
            }
            if failed {
                return Err(missing());
            }
            if !changed {
                return Ok(Rewrite::Keep);
            }
            em.inst(new, None);
            Ok(Rewrite::Replace(None))
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
