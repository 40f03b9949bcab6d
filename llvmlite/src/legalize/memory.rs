//! `llvm.memcpy`, `llvm.memmove` and `llvm.memset`: inline loads and
//! stores for small constant lengths, calls of the C library otherwise.
//!
//! A length that is a constant of at most [`MAX_INLINE_BYTES`] bytes is
//! done with accesses of the widest width (up to a word) the alignment of
//! both addresses allows. The parser does not keep `align` attributes, so
//! the alignment is what the addresses themselves show ([`known_align`]:
//! allocas and globals through bitcasts and constant GEPs), or the old
//! explicit alignment argument of LLVM <= 6; an address of unknown
//! alignment is accessed a byte at a time (Cpu0's `--strict` mode traps on
//! misaligned words). `memmove` loads every piece before storing any, so it
//! is inlined only up to [`MAX_MOVE_PIECES`] pieces. Everything else
//! becomes a call of the runtime's `memcpy`/`memmove`/`memset`
//! (`i8* (i8*, i8*|i32, i32)`), declared when the module lacks them. The
//! inlined accesses of a call whose `isvolatile` argument is true are
//! `volatile` loads and stores.

use super::{Emitter, LegalizeReport, Rewrite, called_intrinsic, known_align, rewrite_function};
use crate::diag::Diagnostic;
use crate::intrinsics::IntrinsicKind as K;
use crate::ir::*;
use crate::types::{Ty, TyData};
use std::collections::HashMap;

/// The longest constant length inlined, in bytes.
pub const MAX_INLINE_BYTES: u64 = 64;

/// The most pieces an inlined `memmove` may have (all are loaded before
/// the first store, so each is a live register).
pub const MAX_MOVE_PIECES: usize = 8;

/// The C function standing in for a memory intrinsic.
fn libc_name(kind: K) -> &'static str {
    match kind {
        K::MemMove => "memmove",
        K::MemSet => "memset",
        _ => "memcpy",
    }
}

/// Legalizes the memory intrinsic calls of function `f`.
pub(crate) fn legalize_function(
    module: &mut Module,
    f: FuncRef,
    report: &mut LegalizeReport,
) -> Result<(), Vec<Diagnostic>> {
    let libc = declare_needed(module, f)?;
    let mut inlined = 0;
    let mut calls = 0;
    rewrite_function(module, f, |em, module, _inst, data| {
        let Some(kind @ (K::MemCopy | K::MemMove | K::MemSet)) = called_intrinsic(module, data)
        else {
            return Ok(Rewrite::Keep);
        };
        let InstData::Call { args, .. } = data else {
            return Ok(Rewrite::Keep);
        };
        let [dst, src, len, ..] = args[..] else {
            return Err(Diagnostic::error(
                em.loc,
                "memory intrinsic with too few arguments",
            ));
        };
        let plan = plan(module, em.types, em.f, kind, args);
        if let Some(pieces) = plan {
            em.volatile = is_volatile(em.f, args);
            inline(em, kind, dst, src, &pieces);
            inlined += 1;
        } else {
            let Some(&(callee, fn_ty)) = libc.get(libc_name(kind)) else {
                unreachable!("declare_needed declared every routine a call needs");
            };
            call_libc(em, callee, fn_ty, [dst, src, len]);
            calls += 1;
        }
        Ok(Rewrite::Replace(None))
    })?;
    report.memory_inlined += inlined;
    report.memory_calls += calls;
    Ok(())
}

/// The constant length of a memory intrinsic call, if it is one.
fn const_len(f: &Function, args: &[Value]) -> Option<u64> {
    f.const_value(*args.get(2)?)
}

/// Whether a memory intrinsic call's `isvolatile` argument is true: the
/// last of `(dst, src|value, len, i1 volatile)`, or of LLVM <= 6's
/// `(dst, src, len, i32 align, i1 volatile)`. Its inlined loads and stores
/// are then volatile.
fn is_volatile(f: &Function, args: &[Value]) -> bool {
    let flag = if args.len() >= 5 {
        args.get(4)
    } else {
        args.get(3)
    };
    flag.and_then(|&v| f.const_value(v))
        .is_some_and(|c| c & 1 == 1)
}

/// The pieces (offset, width in bytes) an inlined call accesses, or `None`
/// when the call should call the C function.
fn plan(
    module: &Module,
    types: &crate::types::TypeStore,
    f: &Function,
    kind: K,
    args: &[Value],
) -> Option<Vec<(u64, u64)>> {
    let len = const_len(f, args)?;
    if len > MAX_INLINE_BYTES {
        return None;
    }
    // LLVM <= 6: (dst, src, len, i32 align, i1 volatile).
    let explicit = match args {
        [_, _, _, a, _, ..] => f.const_value(*a).unwrap_or(1),
        _ => 1,
    };
    let mut align = known_align(module, types, f, args[0]);
    if kind != K::MemSet {
        align = align.min(known_align(module, types, f, args[1]));
    }
    let align = align.max(explicit.clamp(1, 8)).min(4);
    let pieces = pieces(len, align);
    (kind != K::MemMove || pieces.len() <= MAX_MOVE_PIECES).then_some(pieces)
}

/// Splits `len` bytes at an address aligned to `align` (a power of two)
/// into accesses of the widest widths possible.
pub(super) fn pieces(len: u64, align: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut off = 0;
    let mut w = align;
    while off < len {
        while off + w > len {
            w /= 2;
        }
        out.push((off, w));
        off += w;
    }
    out
}

/// The integer type of `w` bytes.
fn int_of(w: u64) -> Ty {
    match w {
        1 => Ty::I8,
        2 => Ty::I16,
        _ => Ty::I32,
    }
}

/// Emits the loads and stores of an inlined call.
fn inline(em: &mut Emitter, kind: K, dst: Value, src: Value, pieces: &[(u64, u64)]) {
    match kind {
        K::MemSet => {
            let mut splats: HashMap<u64, Value> = HashMap::new();
            for &(off, w) in pieces {
                let v = match splats.get(&w) {
                    Some(&v) => v,
                    None => {
                        let v = splat(em, src, w);
                        splats.insert(w, v);
                        v
                    }
                };
                let p = em.addr(dst, off as i64, int_of(w));
                em.store(v, p);
            }
        }
        K::MemMove => {
            let loaded: Vec<Value> = pieces
                .iter()
                .map(|&(off, w)| {
                    let p = em.addr(src, off as i64, int_of(w));
                    em.load(int_of(w), p)
                })
                .collect();
            for (&(off, w), v) in pieces.iter().zip(loaded) {
                let p = em.addr(dst, off as i64, int_of(w));
                em.store(v, p);
            }
        }
        _ => {
            for &(off, w) in pieces {
                let p = em.addr(src, off as i64, int_of(w));
                let v = em.load(int_of(w), p);
                let q = em.addr(dst, off as i64, int_of(w));
                em.store(v, q);
            }
        }
    }
}

/// The fill byte `byte` repeated over `w` bytes.
fn splat(em: &mut Emitter, byte: Value, w: u64) -> Value {
    let ty = int_of(w);
    if w == 1 {
        return em.zext_or_trunc(byte, Ty::I8);
    }
    let reps = if w == 2 { 0x0101 } else { 0x0101_0101 };
    if let Some(c) = em.f.const_value(byte) {
        return em.iconst(ty, (c & 0xFF) * reps);
    }
    let b = em.zext_or_trunc(byte, Ty::I8);
    let z = em.cast(CastOp::Zext, b, ty);
    em.bin_k(BinOp::Mul, z, reps)
}

/// A call of the C routine `callee` (`i8* (i8*, i8*|i32, i32)`) with the
/// intrinsic's first three arguments converted to its parameter types.
fn call_libc(em: &mut Emitter, callee: FuncRef, fn_ty: Ty, args: [Value; 3]) {
    let params = match em.types.kind(fn_ty) {
        TyData::Func { params, .. } => params.clone(),
        _ => Vec::new(),
    };
    let converted = args
        .iter()
        .zip(&params)
        .map(|(&a, &p)| convert(em, a, p))
        .collect();
    em.call(callee, fn_ty, converted);
}

/// `v` as a value of type `to` (both pointers, or both integers).
fn convert(em: &mut Emitter, v: Value, to: Ty) -> Value {
    if em.types.is_ptr(to) {
        em.cast(CastOp::Bitcast, v, to)
    } else {
        em.zext_or_trunc(v, to)
    }
}

/// Declares (or finds) the C routines the memory intrinsic calls of `f`
/// that will not be inlined need. A module's own function of that name
/// must have the C shape: three parameters, pointer first and last an
/// integer.
fn declare_needed(
    module: &mut Module,
    f: FuncRef,
) -> Result<HashMap<&'static str, (FuncRef, Ty)>, Vec<Diagnostic>> {
    let Some(body) = &module.funcs[f].body else {
        return Ok(HashMap::new());
    };
    let mut wanted: Vec<(&'static str, Ty, SrcLoc)> = Vec::new();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            let data = &body.insts[i];
            let Some(kind @ (K::MemCopy | K::MemMove | K::MemSet)) = called_intrinsic(module, data)
            else {
                continue;
            };
            let InstData::Call { args, .. } = data else {
                continue;
            };
            let name = libc_name(kind);
            let inlined = plan(module, &module.types, body, kind, args).is_some();
            if !inlined && !wanted.iter().any(|w| w.0 == name) {
                let ptr_ty = args.first().map_or(Ty::VOID, |&a| body.value_type(a));
                wanted.push((name, ptr_ty, body.locs[i]));
            }
        }
    }
    let mut found = HashMap::new();
    let mut errors = Vec::new();
    for (name, arg_ptr_ty, loc) in wanted {
        match libc_function(module, name, arg_ptr_ty) {
            Ok(r) => {
                found.insert(name, r);
            }
            Err(msg) => errors.push(Diagnostic::error(loc, msg)),
        }
    }
    if errors.is_empty() {
        Ok(found)
    } else {
        Err(errors)
    }
}

/// The module's function `name`, declared as `i8* name(i8*, i8*|i32, i32)`
/// (pointers in the flavour of `arg_ptr_ty`) if the module has none.
fn libc_function(module: &mut Module, name: &str, arg_ptr_ty: Ty) -> Result<(FuncRef, Ty), String> {
    if let Some(r) = module.func_by_name(name) {
        let fd = &module.funcs[r];
        let types = &module.types;
        let fits = match types.kind(fd.fn_ty) {
            TyData::Func { params, .. } => {
                params.len() == 3
                    && types.is_ptr(params[0])
                    && (types.is_ptr(params[1]) || types.is_int(params[1]))
                    && types.is_int(params[2])
            }
            _ => false,
        };
        if !fits {
            return Err(format!(
                "`@{name}` has type `{}`; a memory intrinsic needs the C `{name}` (pointer, pointer or int, size)",
                types.display(fd.fn_ty)
            ));
        }
        return Ok((r, fd.fn_ty));
    }
    let types = &mut module.types;
    let ptr = if types.is_opaque_ptr(arg_ptr_ty) {
        arg_ptr_ty
    } else {
        types.ptr(Ty::I8)
    };
    let second = if name == "memset" { Ty::I32 } else { ptr };
    let sig = Signature {
        ret: ptr,
        params: vec![ptr, second, Ty::I32],
        varargs: false,
    };
    let r = module.declare_func(name, sig, SrcLoc::default());
    Ok((r, module.funcs[r].fn_ty))
}
