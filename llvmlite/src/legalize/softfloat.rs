//! Soft float: every `float` value becomes an `i32` holding its IEEE-754
//! binary32 bits and every `double` an `i64` holding its binary64 bits;
//! every operation on them becomes integer code or a call of a runtime
//! routine (DESIGN23, compiler-rt's names and O32 soft-float convention).
//!
//! The job runs on the whole module before the other jobs (after
//! `indirect`), so that nothing after it (the other jobs, the mid-end,
//! lowering) ever sees a floating type:
//! 1. every type is mapped deeply (`float` -> `i32`, `double` -> `i64`,
//!    inside structs, arrays, vectors, typed pointers, function types and
//!    named types' bodies): the signatures of functions (so float
//!    parameters and results are passed exactly as `i32`/`i64` ones: one
//!    word, or an aligned register pair or 8-aligned stack slot), globals,
//!    the values of every body (constants keep their bits), `alloca`,
//!    `getelementptr` and call types. Loads, stores, `select`, phis,
//!    `ret` and calls (varargs too: a `double` vararg is an 8-aligned
//!    `i64`) need nothing more;
//! 2. each operation is rewritten: `fadd`..`fdiv` call `__addsf3`..
//!    `__divdf3`, `frem` calls `fmodf`/`fmod`; `fneg`, `llvm.fabs` and
//!    `llvm.copysign` are sign-bit operations; `fcmp` calls the comparison
//!    routines and tests their result as LLVM does for soft float;
//!    conversions call `__fix*`/`__float*`/`__extendsfdf2`/`__truncdfsf2`
//!    (integers narrower than 32 bits go through `i32`, up to 64 bits
//!    through `i64`); `llvm.fmuladd` is a multiply then an add (two
//!    roundings, as clang's MIPS code); `llvm.minimum`/`maximum`,
//!    `llvm.is.fpclass` and `llvm.canonicalize` are integer code; the
//!    other float intrinsics call the libm function of the same C name
//!    (`sqrt`, `fma`, `floor`, `fmin`, `lrint`, ... and the `f` variants);
//!    a bitcast between a float and its integer disappears. Vector
//!    operations are done lane by lane (the `vectors` job then scalarizes
//!    the lanes).
//!
//! The routines are declared as they are first needed; a function of the
//! module with the same name must have the routine's type. Routines that
//! compute a result from their arguments alone are listed in [`Routine`],
//! with their semantics ([`Routine::eval`], through [`crate::float`]): the
//! mid-end treats calls of them as pure and folds constant ones.

use super::{Emitter, LegalizeReport, Rewrite, rewrite_function};
use crate::diag::Diagnostic;
use crate::float::{FloatBinOp, FloatCC, FloatKind};
use crate::ir::*;
use crate::types::{Ty, TyData, TypeStore};
use cranelift_entity::EntityRef;
use std::collections::HashMap;

mod intrinsics;
mod routines;

pub use routines::{CmpRoutine, LibmFn, Routine};

/// The integer type holding the bits of a float of `kind`.
pub(crate) fn bits_type(kind: FloatKind) -> Ty {
    match kind {
        FloatKind::F32 => Ty::I32,
        FloatKind::F64 => Ty::I64,
    }
}

/// The float kind whose bits an integer of `bits` bits holds.
fn kind_of_width(bits: u32) -> Option<FloatKind> {
    match bits {
        32 => Some(FloatKind::F32),
        64 => Some(FloatKind::F64),
        _ => None,
    }
}

/// Whether any type of the store is `float` or `double` (nothing to do
/// otherwise; after the job the types are still interned, but no value
/// and no operation uses them).
fn has_float_types(types: &TypeStore) -> bool {
    (0..types.len()).any(|i| matches!(types.get(Ty::new(i)), TyData::Float | TyData::Double))
}

/// The deep mapping of types: floats to their bit integers.
#[derive(Default)]
struct TypeMap {
    memo: HashMap<Ty, Ty>,
}

impl TypeMap {
    /// `t` with every `float` an `i32` and every `double` an `i64`. Named
    /// types map to themselves (their bodies are mapped in place).
    fn map(&mut self, types: &mut TypeStore, t: Ty) -> Ty {
        if let Some(&m) = self.memo.get(&t) {
            return m;
        }
        let mapped = match types.get(t).clone() {
            TyData::Float => Ty::I32,
            TyData::Double => Ty::I64,
            TyData::Ptr(p) => {
                let q = self.map(types, p);
                if q == p { t } else { types.ptr(q) }
            }
            TyData::Struct(fs) => {
                let m: Vec<Ty> = fs.iter().map(|&f| self.map(types, f)).collect();
                if m == fs { t } else { types.struct_(m) }
            }
            TyData::PackedStruct(fs) => {
                let m: Vec<Ty> = fs.iter().map(|&f| self.map(types, f)).collect();
                if m == fs { t } else { types.packed_struct(m) }
            }
            TyData::Array(n, e) => {
                let m = self.map(types, e);
                if m == e { t } else { types.array(n, m) }
            }
            TyData::Vector(n, e) => {
                let m = self.map(types, e);
                if m == e { t } else { types.vector(n, m) }
            }
            TyData::Func {
                ret,
                params,
                varargs,
            } => {
                let r = self.map(types, ret);
                let ps: Vec<Ty> = params.iter().map(|&p| self.map(types, p)).collect();
                if r == ret && ps == params {
                    t
                } else {
                    types.func(r, ps, varargs)
                }
            }
            _ => t,
        };
        self.memo.insert(t, mapped);
        mapped
    }
}

/// Rewrites every float of `module` into integers (see the module doc).
pub(crate) fn legalize_module(
    module: &mut Module,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    if !has_float_types(&module.types) {
        return Ok(());
    }
    let mut map = TypeMap::default();
    if retype_module(module, &mut map) {
        report.floats_lowered += 1;
    }
    let funcs: Vec<FuncRef> = module.funcs.keys().collect();
    let mut errors = Vec::new();
    for f in funcs {
        if module.funcs[f].body.is_none() {
            continue;
        }
        if retype_body(module, f, &mut map) {
            report.floats_lowered += 1;
        }
        match lower_function(module, f) {
            Ok(n) => report.floats_lowered += n,
            Err(mut e) => errors.append(&mut e),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Maps the named types' bodies, the globals' and aliases' types and the
/// signatures of every function but the intrinsics (whose float calls the
/// job replaces). Returns whether anything changed.
fn retype_module(module: &mut Module, map: &mut TypeMap) -> bool {
    let Module {
        types,
        globals,
        funcs,
        aliases,
        ..
    } = module;
    let mut changed = false;
    let named: Vec<(Ty, Option<Ty>)> = types.named_types().map(|(t, n)| (t, n.body)).collect();
    for (t, body) in named {
        if let Some(b) = body {
            let m = map.map(types, b);
            if m != b {
                types.define_named(t, m);
                changed = true;
            }
        }
    }
    for g in globals.values_mut() {
        let m = map.map(types, g.ty);
        changed |= m != g.ty;
        g.ty = m;
    }
    for a in aliases.iter_mut() {
        let m = map.map(types, a.ty);
        changed |= m != a.ty;
        a.ty = m;
    }
    for fd in funcs.values_mut() {
        if crate::intrinsics::is_intrinsic_name(&fd.name) {
            continue;
        }
        let fn_ty = map.map(types, fd.fn_ty);
        if fn_ty == fd.fn_ty {
            continue;
        }
        changed = true;
        fd.fn_ty = fn_ty;
        fd.sig.ret = map.map(types, fd.sig.ret);
        for p in &mut fd.sig.params {
            *p = map.map(types, *p);
        }
        for pa in &mut fd.param_attrs {
            pa.sret = pa.sret.map(|t| map.map(types, t));
            pa.byval = pa.byval.map(|t| map.map(types, t));
        }
    }
    changed
}

/// Maps the types of function `f`'s values (a float `zeroinitializer`
/// becomes the integer constant 0) and of its `alloca`, `getelementptr`
/// and call instructions. Returns whether anything changed.
fn retype_body(module: &mut Module, f: FuncRef, map: &mut TypeMap) -> bool {
    let Module { types, funcs, .. } = module;
    let Some(body) = funcs[f].body.as_mut() else {
        return false;
    };
    let mut changed = false;
    for vd in body.values.values_mut() {
        let m = map.map(types, vd.ty);
        if m != vd.ty {
            changed = true;
            if vd.def == ValueDef::Zero && types.is_int(m) {
                vd.def = ValueDef::Const(0);
            }
        }
    }
    for data in body.insts.values_mut() {
        let t = match data {
            InstData::Alloca { ty, .. } => ty,
            InstData::Gep { elem_ty, .. } => elem_ty,
            InstData::Call { fn_ty, .. } => fn_ty,
            _ => continue,
        };
        let m = map.map(types, *t);
        changed |= m != *t;
        *t = m;
    }
    if changed {
        // The types themselves change here; constants that became equal
        // (a float and an integer of the same bits) are merged.
        body.retype_values(|t| map.map(types, t));
    }
    changed
}

/// The routines declared while one function is rewritten: the module's
/// functions of their names, and the declarations still to add (they get
/// the next function references, in order).
struct Decls {
    /// The number of functions of the module before this function.
    base: usize,
    /// Known routines by name: function and type.
    known: HashMap<String, (FuncRef, Ty)>,
    /// Declarations to add after the rewrite.
    new: Vec<(String, Signature)>,
}

impl Decls {
    fn new(module: &Module) -> Decls {
        Decls {
            base: module.funcs.len(),
            known: HashMap::new(),
            new: Vec::new(),
        }
    }

    /// The function `name` with result `ret` and parameters `params`: the
    /// module's own if it has one of that type, else a new declaration.
    fn get(
        &mut self,
        em: &mut Emitter,
        module: &Module,
        name: &str,
        (ret, params): (Ty, Vec<Ty>),
    ) -> Result<(FuncRef, Ty), Diagnostic> {
        let want = em.types.func(ret, params.clone(), false);
        if let Some(&(r, t)) = self.known.get(name) {
            return Ok((r, t));
        }
        let found = match module.func_by_name(name) {
            Some(r) => {
                let have = module.funcs[r].fn_ty;
                if have != want {
                    return Err(Diagnostic::error(
                        em.loc,
                        format!(
                            "`@{name}` has type `{}`, but soft float calls it as `{}`",
                            em.types.display(have),
                            em.types.display(want)
                        ),
                    ));
                }
                (r, want)
            }
            None => {
                let r = FuncRef::new(self.base + self.new.len());
                let sig = Signature {
                    ret,
                    params,
                    varargs: false,
                };
                self.new.push((name.to_string(), sig));
                (r, want)
            }
        };
        self.known.insert(name.to_string(), found);
        Ok(found)
    }

    /// Adds the new declarations to `module`.
    fn declare(self, module: &mut Module) {
        for (name, sig) in self.new {
            let r = module.declare_func(&name, sig, SrcLoc::default());
            debug_assert_eq!(r.index() + 1, module.funcs.len());
        }
    }
}

/// Rewrites the float operations of function `f` (whose types are already
/// mapped). Returns how many instructions were replaced.
fn lower_function(module: &mut Module, f: FuncRef) -> Result<usize, Vec<Diagnostic>> {
    let mut decls = Decls::new(module);
    let result = rewrite_function(module, f, |em, module, inst, data| {
        let mut cx = Lower {
            em,
            module,
            decls: &mut decls,
        };
        cx.rewrite(inst, data)
    });
    decls.declare(module);
    result
}

/// The rewrite of one instruction.
struct Lower<'e, 'a, 'm> {
    em: &'e mut Emitter<'a>,
    module: &'m Module,
    decls: &'e mut Decls,
}

/// The sign bit of a float of `kind`, in its bits.
fn sign_bit(kind: FloatKind) -> u64 {
    match kind {
        FloatKind::F32 => 1 << 31,
        FloatKind::F64 => 1 << 63,
    }
}

impl Lower<'_, '_, '_> {
    fn rewrite(&mut self, inst: Inst, data: &InstData) -> Result<Rewrite, Diagnostic> {
        let result_ty = self.em.f.inst_result(inst).map(|r| self.em.ty(r));
        let v = match data {
            InstData::FBinary { op, args, .. } => {
                let ty = result_ty.unwrap_or(Ty::I32);
                self.lanewise(ty, args, |cx, a| {
                    let kind = cx.kind(a[0])?;
                    cx.arith(kind, *op, a[0], a[1])
                })?
            }
            InstData::FNeg { arg, .. } => {
                let ty = result_ty.unwrap_or(Ty::I32);
                self.lanewise(ty, &[*arg], |cx, a| {
                    let kind = cx.kind(a[0])?;
                    Ok(cx.em.bin_k(BinOp::Xor, a[0], sign_bit(kind)))
                })?
            }
            InstData::Fcmp { cc, args, .. } => {
                let ty = result_ty.unwrap_or(Ty::I1);
                self.lanewise(ty, args, |cx, a| {
                    let kind = cx.kind(a[0])?;
                    cx.fcmp(kind, *cc, a[0], a[1])
                })?
            }
            InstData::Cast { op, arg } => match self.cast(*op, *arg, result_ty)? {
                Some(v) => v,
                None => return Ok(Rewrite::Keep),
            },
            InstData::Call { callee, args, .. } => {
                let Callee::Direct(g) = callee else {
                    return Ok(Rewrite::Keep);
                };
                let name = self.module.funcs[*g].name.as_str();
                let Some(family) = float_intrinsic_family(name) else {
                    return Ok(Rewrite::Keep);
                };
                let ty = result_ty.unwrap_or(Ty::I32);
                self.intrinsic(family, name, args, ty)?
            }
            _ => return Ok(Rewrite::Keep),
        };
        Ok(Rewrite::Replace(Some(v)))
    }

    /// The float kind whose bits the (mapped) scalar value `v` holds.
    fn kind(&self, v: Value) -> Result<FloatKind, Diagnostic> {
        kind_of_width(self.em.bits(v)).ok_or_else(|| {
            Diagnostic::error(
                self.em.loc,
                format!(
                    "internal: a float operand of type `{}`",
                    self.em.types.display(self.em.ty(v))
                ),
            )
        })
    }

    /// `scalar` applied to the arguments, lane by lane when the first
    /// argument is a vector (scalar arguments go to every lane); the result
    /// has type `ty`.
    fn lanewise(
        &mut self,
        ty: Ty,
        args: &[Value],
        mut scalar: impl FnMut(&mut Self, &[Value]) -> Result<Value, Diagnostic>,
    ) -> Result<Value, Diagnostic> {
        let Some((n, _)) = args
            .first()
            .and_then(|&a| self.em.types.vector_parts(self.em.ty(a)))
        else {
            return scalar(self, args);
        };
        let lane_ty = self.em.types.scalar_of(ty);
        let mut acc = self.em.f.undef(ty);
        for k in 0..n {
            let idx = self.em.iconst(Ty::I32, u64::from(k));
            let mut lane_args = Vec::with_capacity(args.len());
            for &a in args {
                let at = self.em.ty(a);
                if let Some((_, e)) = self.em.types.vector_parts(at) {
                    let data = InstData::ExtractElement { vec: a, idx };
                    let x = self.em.inst(data, Some(e)).unwrap_or(a);
                    lane_args.push(x);
                } else {
                    lane_args.push(a);
                }
            }
            let value = scalar(self, &lane_args)?;
            let value = if self.em.ty(value) == lane_ty {
                value
            } else {
                self.em.zext_or_trunc(value, lane_ty)
            };
            let data = InstData::InsertElement {
                vec: acc,
                value,
                idx,
            };
            acc = self.em.inst(data, Some(ty)).unwrap_or(acc);
        }
        Ok(acc)
    }

    /// A call of `routine` with `args`; its result.
    fn call(&mut self, routine: Routine, args: &[Value]) -> Result<Value, Diagnostic> {
        self.call_named(&routine.name(), routine.signature(), args)
    }

    /// A call of the function `name` of type `sig` with `args`.
    fn call_named(
        &mut self,
        name: &str,
        sig: (Ty, Vec<Ty>),
        args: &[Value],
    ) -> Result<Value, Diagnostic> {
        let (r, fn_ty) = self.decls.get(self.em, self.module, name, sig)?;
        self.em
            .call(r, fn_ty, args.to_vec())
            .ok_or_else(|| Diagnostic::error(self.em.loc, "internal: a routine without a result"))
    }

    /// `a op b`.
    fn arith(
        &mut self,
        kind: FloatKind,
        op: FloatBinOp,
        a: Value,
        b: Value,
    ) -> Result<Value, Diagnostic> {
        self.call(Routine::Arith(kind, op), &[a, b])
    }

    /// `routine(a, b) cc 0` for a comparison routine.
    fn test(
        &mut self,
        kind: FloatKind,
        routine: CmpRoutine,
        cc: IntCC,
        (a, b): (Value, Value),
    ) -> Result<Value, Diagnostic> {
        let r = self.call(Routine::Compare(kind, routine), &[a, b])?;
        Ok(self.em.icmp_k(cc, r, 0))
    }

    /// `fcmp cc a, b` as LLVM lowers it for soft float.
    fn fcmp(
        &mut self,
        kind: FloatKind,
        cc: FloatCC,
        a: Value,
        b: Value,
    ) -> Result<Value, Diagnostic> {
        use CmpRoutine as R;
        let ab = (a, b);
        let (routine, icc) = match cc {
            FloatCC::False => return Ok(self.em.iconst(Ty::I1, 0)),
            FloatCC::True => return Ok(self.em.iconst(Ty::I1, 1)),
            FloatCC::Ueq => {
                let eq = self.test(kind, R::Eq, IntCC::Eq, ab)?;
                let uno = self.test(kind, R::Unord, IntCC::Ne, ab)?;
                return Ok(self.em.bin(BinOp::Or, eq, uno));
            }
            FloatCC::One => {
                let ne = self.test(kind, R::Eq, IntCC::Ne, ab)?;
                let ord = self.test(kind, R::Unord, IntCC::Eq, ab)?;
                return Ok(self.em.bin(BinOp::And, ne, ord));
            }
            FloatCC::Oeq => (R::Eq, IntCC::Eq),
            FloatCC::Une => (R::Ne, IntCC::Ne),
            FloatCC::Olt => (R::Lt, IntCC::Slt),
            FloatCC::Ole => (R::Le, IntCC::Sle),
            FloatCC::Ogt => (R::Gt, IntCC::Sgt),
            FloatCC::Oge => (R::Ge, IntCC::Sge),
            FloatCC::Uno => (R::Unord, IntCC::Ne),
            FloatCC::Ord => (R::Unord, IntCC::Eq),
            FloatCC::Ult => (R::Ge, IntCC::Slt),
            FloatCC::Ule => (R::Gt, IntCC::Sle),
            FloatCC::Ugt => (R::Le, IntCC::Sgt),
            FloatCC::Uge => (R::Lt, IntCC::Sge),
        };
        self.test(kind, routine, icc, ab)
    }

    /// A conversion involving floats (`None`: not one, keep it).
    fn cast(
        &mut self,
        op: CastOp,
        arg: Value,
        result_ty: Option<Ty>,
    ) -> Result<Option<Value>, Diagnostic> {
        let Some(ty) = result_ty else {
            return Ok(None);
        };
        let v = match op {
            // A float <-> integer bitcast: the bits are the value already.
            CastOp::Bitcast if self.em.ty(arg) == ty => arg,
            CastOp::FpToSi | CastOp::FpToUi => {
                let signed = op == CastOp::FpToSi;
                self.lanewise(ty, &[arg], |cx, a| {
                    let lane_ty = cx.em.types.scalar_of(ty);
                    cx.float_to_int(a[0], lane_ty, signed)
                })?
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let signed = op == CastOp::SiToFp;
                self.lanewise(ty, &[arg], |cx, a| {
                    let lane_ty = cx.em.types.scalar_of(ty);
                    cx.int_to_float(a[0], lane_ty, signed)
                })?
            }
            CastOp::FpExt => self.lanewise(ty, &[arg], |cx, a| cx.call(Routine::Extend, a))?,
            CastOp::FpTrunc => self.lanewise(ty, &[arg], |cx, a| cx.call(Routine::Truncate, a))?,
            _ => return Ok(None),
        };
        Ok(Some(v))
    }

    /// The width (32 or 64) conversions to and from an `n`-bit integer go
    /// through.
    fn via_width(&self, n: u32) -> Result<u32, Diagnostic> {
        match n {
            1..=32 => Ok(32),
            33..=64 => Ok(64),
            _ => Err(Diagnostic::error(
                self.em.loc,
                format!(
                    "conversions between floats and `i{n}` (wider than 64 bits) are not supported"
                ),
            )),
        }
    }

    /// `fptosi`/`fptoui` of the float bits `a` to the integer type `to`.
    fn float_to_int(&mut self, a: Value, to: Ty, signed: bool) -> Result<Value, Diagnostic> {
        let from = self.kind(a)?;
        let n = self.em.types.int_bits(to).unwrap_or(64);
        let bits = self.via_width(n)?;
        let r = self.call(Routine::ToInt { from, bits, signed }, &[a])?;
        Ok(self.em.zext_or_trunc(r, to))
    }

    /// `sitofp`/`uitofp` of the integer `a` to the float bits type `to`.
    fn int_to_float(&mut self, a: Value, to: Ty, signed: bool) -> Result<Value, Diagnostic> {
        let to_kind = self.kind_of_type(to)?;
        let n = self.em.bits(a);
        let bits = self.via_width(n)?;
        let wide = Ty::int(bits).unwrap_or(Ty::I64);
        let x = if n == bits {
            a
        } else if signed {
            self.em.cast(CastOp::Sext, a, wide)
        } else {
            self.em.cast(CastOp::Zext, a, wide)
        };
        let routine = Routine::FromInt {
            to: to_kind,
            bits,
            signed,
        };
        self.call(routine, &[x])
    }

    /// The float kind whose bits a value of (mapped scalar) type `t` holds.
    fn kind_of_type(&self, t: Ty) -> Result<FloatKind, Diagnostic> {
        self.em
            .types
            .int_bits(t)
            .and_then(kind_of_width)
            .ok_or_else(|| Diagnostic::error(self.em.loc, "internal: not a float type"))
    }
}

/// The family (`llvm.sqrt`) of the float intrinsic `name`, if it is one
/// the job expands.
fn float_intrinsic_family(name: &str) -> Option<&'static str> {
    let family = crate::intrinsics::lookup(name)?.family;
    FLOAT_INTRINSICS.contains(&family).then_some(family)
}

/// The float intrinsic families, by name.
const FLOAT_INTRINSICS: &[&str] = &[
    "llvm.fabs",
    "llvm.copysign",
    "llvm.sqrt",
    "llvm.fma",
    "llvm.fmuladd",
    "llvm.minnum",
    "llvm.maxnum",
    "llvm.minimum",
    "llvm.maximum",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.round",
    "llvm.roundeven",
    "llvm.rint",
    "llvm.nearbyint",
    "llvm.lrint",
    "llvm.llrint",
    "llvm.lround",
    "llvm.llround",
    "llvm.is.fpclass",
    "llvm.canonicalize",
];

#[cfg(test)]
mod tests;
