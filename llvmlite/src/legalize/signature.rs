//! egret's convention for aggregate and vector parameters and returns of
//! ordinary functions (docs/abi.md): a parameter of struct, array or vector
//! type is passed as its scalar leaves, in order, depth first (the leaves of
//! [`super::scalarize`]); an aggregate or vector result is returned through
//! a hidden first parameter, a pointer (`sret`) to a slot the caller
//! allocates, and the function returns `void`.
//!
//! The job rewrites every function type that has such a parameter or
//! result, so definitions, declarations, direct and indirect calls agree
//! by construction: a function pointer of type `{i32, i32} (i64)` is
//! called exactly as the function it points to is defined. In a defined
//! function the leaves arrive as new entry parameters and the aggregate is
//! rebuilt with `insertvalue`/`insertelement`, and `ret %agg` becomes a
//! store through the hidden pointer; at a call the arguments are taken
//! apart with `extractvalue`/`extractelement`, the result slot is an
//! `alloca` at the top of the entry block, and the result is loaded from
//! it. The aggregates and vectors jobs, which run next, scalarize all of
//! that. Intrinsics (`llvm.*`) keep their types; variadic arguments are
//! not flattened.

use super::scalarize::leaf_types;
use super::{Emitter, LegalizeReport, Rewrite, rewrite_function};
use crate::diag::Diagnostic;
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};
use std::collections::HashMap;

/// Whether values of type `t` are passed as their leaves.
fn splits(types: &TypeStore, t: Ty) -> bool {
    let r = types.resolve(t);
    types.is_aggregate(r) || types.is_vector(r)
}

/// A function type rewritten to egret's convention.
#[derive(Copy, Clone)]
struct Flat {
    /// The new function type.
    fn_ty: Ty,
    /// The result type returned through the hidden pointer, if any.
    sret: Option<Ty>,
}

/// The pointer type of the hidden result parameter for result type `ret`.
fn sret_ptr(types: &mut TypeStore, opaque: bool, ret: Ty) -> Ty {
    if opaque {
        types.opaque_ptr()
    } else {
        types.ptr(ret)
    }
}

/// The flattened form of the function type `fn_ty`, or `None` if it has no
/// parameter or result to flatten.
fn flatten(types: &mut TypeStore, opaque: bool, fn_ty: Ty) -> Option<Flat> {
    let TyData::Func {
        ret,
        params,
        varargs,
    } = types.kind(fn_ty).clone()
    else {
        return None;
    };
    let ret_splits = splits(types, ret);
    if !ret_splits && !params.iter().any(|&p| splits(types, p)) {
        return None;
    }
    let mut new = Vec::new();
    if ret_splits {
        new.push(sret_ptr(types, opaque, ret));
    }
    for p in params {
        if splits(types, p) {
            new.extend(leaf_types(types, p).into_iter().map(|(t, _)| t));
        } else {
            new.push(p);
        }
    }
    let new_ret = if ret_splits { Ty::VOID } else { ret };
    Some(Flat {
        fn_ty: types.func(new_ret, new, varargs),
        sret: ret_splits.then_some(ret),
    })
}

/// Rewrites every function type, definition and call of `module` to
/// egret's convention.
pub(crate) fn legalize_module(
    module: &mut Module,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let opaque = module.types.has_opaque_ptr();
    let funcs: Vec<FuncRef> = module.funcs.keys().collect();
    let mut errors = Vec::new();
    for &f in &funcs {
        if crate::intrinsics::is_intrinsic_name(&module.funcs[f].name) {
            continue;
        }
        let Some(flat) = flatten(&mut module.types, opaque, module.funcs[f].fn_ty) else {
            continue;
        };
        report.signatures_flattened += 1;
        let old_params = module.funcs[f].sig.params.clone();
        rewrite_declaration(module, f, flat, &old_params);
        if module.funcs[f].body.is_some() {
            rewrite_definition(module, f, flat, &old_params);
        }
    }
    for &f in &funcs {
        if module.funcs[f].body.is_none() {
            continue;
        }
        retype_function_addresses(module, f, opaque);
        match rewrite_calls(module, f, opaque) {
            Ok(n) => report.signatures_flattened += n,
            Err(mut e) => errors.append(&mut e),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The new signature, parameter attributes and names of function `f`.
fn rewrite_declaration(module: &mut Module, f: FuncRef, flat: Flat, old_params: &[Ty]) {
    let Module { types, funcs, .. } = module;
    let fd = &mut funcs[f];
    let mut attrs = Vec::new();
    let mut names = Vec::new();
    if let Some(r) = flat.sret {
        attrs.push(ParamAttrs {
            sret: Some(r),
            ..ParamAttrs::default()
        });
        names.push(None);
    }
    for (k, &p) in old_params.iter().enumerate() {
        let n = if splits(types, p) {
            leaf_types(types, p).len()
        } else {
            1
        };
        let attr = fd.param_attrs.get(k).cloned().unwrap_or_default();
        let name = fd.param_names.get(k).cloned().flatten();
        for _ in 0..n {
            attrs.push(if n == 1 {
                attr.clone()
            } else {
                ParamAttrs::default()
            });
            names.push(if n == 1 { name.clone() } else { None });
        }
    }
    if let TyData::Func { ret, params, .. } = types.kind(flat.fn_ty).clone() {
        fd.sig.ret = ret;
        fd.sig.params = params;
    }
    fd.fn_ty = flat.fn_ty;
    fd.param_attrs = attrs;
    fd.param_names = names;
    if flat.sret.is_some() {
        fd.ret_ext = None;
    }
}

/// The entry parameters of defined function `f` become leaves (the
/// aggregates rebuilt at the top of the entry block), and `ret %agg`
/// stores through the hidden pointer.
fn rewrite_definition(module: &mut Module, f: FuncRef, flat: Flat, old_params: &[Ty]) {
    let Module { types, funcs, .. } = module;
    let fd = &mut funcs[f];
    let loc = fd.loc;
    let Some(body) = fd.body.as_mut() else {
        return;
    };
    let Some(entry) = body.entry() else {
        return;
    };
    let old = body.blocks[entry].params.clone();
    let mut new = Vec::new();
    let mut sret_param = None;
    if let Some(r) = flat.sret {
        let t = sret_ptr(types, types.has_opaque_ptr(), r);
        let v = body.values.push(ValueData {
            ty: t,
            def: ValueDef::Param(entry, 0),
        });
        new.push(v);
        sret_param = Some(v);
    }
    let mut prologue = Vec::new();
    let mut replaced = HashMap::new();
    for (&p, &t) in old.iter().zip(old_params) {
        if !splits(types, t) {
            body.values[p].def = ValueDef::Param(entry, new.len() as u32);
            new.push(p);
            continue;
        }
        let mut leaves = Vec::new();
        for (lt, _) in leaf_types(types, t) {
            leaves.push(body.values.push(ValueData {
                ty: lt,
                def: ValueDef::Param(entry, new.len() as u32),
            }));
            new.push(*leaves.last().unwrap_or_else(|| unreachable!()));
        }
        let mut it = leaves.into_iter();
        let mut cx = Build {
            f: body,
            types,
            block: entry,
            out: &mut prologue,
            loc,
        };
        let v = cx.rebuild(t, &mut it);
        body.values[p].def = ValueDef::Undef;
        replaced.insert(p, v);
    }
    body.blocks[entry].params = new;
    body.replace_uses(&replaced);
    let insts = std::mem::take(&mut body.blocks[entry].insts);
    body.blocks[entry].insts = prologue.into_iter().chain(insts).collect();
    if let Some(sp) = sret_param {
        store_returns(body, sp);
    }
}

/// Every `ret %v` of `body` becomes `store %v, %sret` and `ret void`.
fn store_returns(body: &mut Function, sret: Value) {
    for b in body.layout.clone() {
        let Some(t) = body.terminator(b) else {
            continue;
        };
        let InstData::Ret { value: Some(v) } = body.insts[t] else {
            continue;
        };
        let loc = body.locs[t];
        let st = body.make_inst(
            InstData::Store {
                value: v,
                ptr: sret,
                volatile: false,
            },
            None,
            loc,
        );
        body.inst_block[st] = b.into();
        body.insts[t] = InstData::Ret { value: None };
        let insts = &mut body.blocks[b].insts;
        let at = insts.len() - 1;
        insts.insert(at, st);
    }
}

/// Instructions placed at one position while a signature is rewritten
/// (before the [`Emitter`] of the per-instruction rewrite exists).
struct Build<'a> {
    f: &'a mut Function,
    types: &'a mut TypeStore,
    block: Block,
    out: &'a mut Vec<Inst>,
    loc: SrcLoc,
}

impl Build<'_> {
    fn push(&mut self, data: InstData, ty: Ty) -> Value {
        let i = self.f.make_inst(data, Some(ty), self.loc);
        self.f.inst_block[i] = self.block.into();
        self.out.push(i);
        self.f
            .inst_result(i)
            .unwrap_or_else(|| unreachable!("typed"))
    }

    /// The value of type `t` whose leaves are the next ones of `leaves`.
    fn rebuild(&mut self, t: Ty, leaves: &mut impl Iterator<Item = Value>) -> Value {
        let r = self.types.resolve(t);
        let members: Vec<Ty> = match self.types.kind(r) {
            TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.clone(),
            TyData::Array(n, e) => vec![*e; *n as usize],
            TyData::Vector(n, e) => vec![*e; *n as usize],
            _ => {
                return leaves.next().unwrap_or_else(|| self.f.undef(t));
            }
        };
        let vector = self.types.is_vector(r);
        let mut acc = self.f.undef(t);
        for (k, m) in members.into_iter().enumerate() {
            let value = self.rebuild(m, leaves);
            let data = if vector {
                let idx = self.f.iconst(self.types, Ty::I32, k as u64);
                InstData::InsertElement {
                    vec: acc,
                    value,
                    idx,
                }
            } else {
                InstData::InsertValue {
                    agg: acc,
                    value,
                    indices: vec![k as u32],
                }
            };
            acc = self.push(data, t);
        }
        acc
    }
}

/// In a typed-pointer module, the addresses of functions whose type
/// changed get the new pointer type.
fn retype_function_addresses(module: &mut Module, f: FuncRef, opaque: bool) {
    if opaque {
        return;
    }
    let Module { types, funcs, .. } = module;
    let fn_tys: Vec<Ty> = funcs.values().map(|fd| fd.fn_ty).collect();
    let Some(body) = funcs[f].body.as_mut() else {
        return;
    };
    for v in body.values.values_mut() {
        if let ValueDef::Func(g) = v.def {
            v.ty = types.ptr(fn_tys[g.index()]);
        }
    }
}

use cranelift_entity::EntityRef;

/// Rewrites the calls of function `f` through a flattened function type.
fn rewrite_calls(module: &mut Module, f: FuncRef, opaque: bool) -> Result<usize, Vec<Diagnostic>> {
    let slots = result_slots(module, f, opaque);
    rewrite_function(module, f, |em, module, inst, data| {
        let InstData::Call {
            callee,
            fn_ty,
            args,
        } = data
        else {
            return Ok(Rewrite::Keep);
        };
        if let Callee::Direct(g) = callee
            && crate::intrinsics::is_intrinsic_name(&module.funcs[*g].name)
        {
            return Ok(Rewrite::Keep);
        }
        let Some(flat) = flatten(em.types, opaque, *fn_ty) else {
            return Ok(Rewrite::Keep);
        };
        call(em, inst, (*callee, flat, args), slots.get(&inst).copied())
    })
}

/// One `alloca` at the top of the entry block of `f` per call returning
/// an aggregate through a flattened type: its result slot.
fn result_slots(module: &mut Module, f: FuncRef, opaque: bool) -> HashMap<Inst, Value> {
    let Module { types, funcs, .. } = module;
    let callee_names: Vec<bool> = funcs
        .values()
        .map(|fd| crate::intrinsics::is_intrinsic_name(&fd.name))
        .collect();
    let Some(body) = funcs[f].body.as_mut() else {
        return HashMap::new();
    };
    let Some(entry) = body.entry() else {
        return HashMap::new();
    };
    let mut slots = HashMap::new();
    let mut allocas = Vec::new();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            let InstData::Call { callee, fn_ty, .. } = &body.insts[i] else {
                continue;
            };
            if matches!(callee, Callee::Direct(g) if callee_names[g.index()]) {
                continue;
            }
            let TyData::Func { ret, .. } = types.kind(*fn_ty).clone() else {
                continue;
            };
            if splits(types, ret) {
                allocas.push((i, ret));
            }
        }
    }
    let mut prologue = Vec::new();
    for (i, ret) in allocas {
        let pt = sret_ptr(types, opaque, ret);
        let a = body.make_inst(
            InstData::Alloca {
                ty: ret,
                count: None,
            },
            Some(pt),
            body.locs[i],
        );
        body.inst_block[a] = entry.into();
        prologue.push(a);
        slots.insert(
            i,
            body.inst_result(a).unwrap_or_else(|| unreachable!("typed")),
        );
    }
    let insts = std::mem::take(&mut body.blocks[entry].insts);
    body.blocks[entry].insts = prologue.into_iter().chain(insts).collect();
    slots
}

/// The call `inst` of `callee` through the flattened type `flat` with the
/// original arguments `args`; `slot` is its result slot when it returns an
/// aggregate.
fn call(
    em: &mut Emitter,
    inst: Inst,
    (callee, flat, args): (Callee, Flat, &[Value]),
    slot: Option<Value>,
) -> Result<Rewrite, Diagnostic> {
    let TyData::Func { params, .. } = em.types.kind(flat.fn_ty).clone() else {
        return Ok(Rewrite::Keep);
    };
    let mut new_args = Vec::new();
    if flat.sret.is_some() {
        let s = slot.ok_or_else(|| Diagnostic::error(em.loc, "internal: no result slot"))?;
        new_args.push(s);
    }
    for &a in args {
        // Variadic arguments beyond the named parameters stay whole.
        if new_args.len() < params.len() && splits(em.types, em.ty(a)) {
            take_apart(em, a, &mut new_args);
        } else {
            new_args.push(a);
        }
    }
    let data = InstData::Call {
        callee,
        fn_ty: flat.fn_ty,
        args: new_args,
    };
    let ret = em.f.inst_result(inst).map(|r| em.ty(r));
    match (flat.sret, slot) {
        (Some(r), Some(s)) => {
            em.inst(data, None);
            Ok(Rewrite::Replace(Some(em.load(r, s))))
        }
        _ => Ok(Rewrite::Replace(em.inst(data, ret))),
    }
}

/// Appends the leaves of the aggregate or vector `v` to `out`.
fn take_apart(em: &mut Emitter, v: Value, out: &mut Vec<Value>) {
    let t = em.ty(v);
    let r = em.types.resolve(t);
    let members: Vec<Ty> = match em.types.kind(r) {
        TyData::Struct(fs) | TyData::PackedStruct(fs) => fs.clone(),
        TyData::Array(n, e) => vec![*e; *n as usize],
        TyData::Vector(n, e) => vec![*e; *n as usize],
        _ => {
            out.push(v);
            return;
        }
    };
    let vector = em.types.is_vector(r);
    for (k, m) in members.into_iter().enumerate() {
        let data = if vector {
            let idx = em.iconst(Ty::I32, k as u64);
            InstData::ExtractElement { vec: v, idx }
        } else {
            InstData::ExtractValue {
                agg: v,
                indices: vec![k as u32],
            }
        };
        let part = em.inst(data, Some(m)).unwrap_or(v);
        take_apart(em, part, out);
    }
}
