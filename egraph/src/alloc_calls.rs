//! The heap allocation calls: `calloc` and `ll_malloc` of a known size
//! call `malloc`, and a `malloc` of a small constant size whose every
//! payload byte is stored on every path before anything may read the block
//! calls `__egret_malloc_raw` instead, the runtime's `malloc` without the
//! zeroing (docs/runtime.md).
//!
//! `calloc(a, b)` and `ll_malloc(a, b)` are, in the runtime, `malloc(a * b)`
//! when both factors are below 2^32 (and null otherwise, as `malloc` of a
//! size of 2^32 or more is): two calls and the product's overflow test.
//! Where one factor is the constant 1, or both are constants whose product
//! is below 2^31, the call becomes `malloc` of the product directly.
//!
//! The runtime's `malloc` zeroes every block it hands out (the contract of
//! docs/runtime.md: LLVMlite programs rely on it). A binary tree's node
//! that gets both children stored right after the allocation pays for that
//! zeroing and then overwrites it; the zeroing is a dead store. The pass
//! proves that per call (`alloc_calls/fresh.rs`): the block is the call's result `p`; the
//! bytes stored through `p` at constant offsets are tracked (one bit each,
//! so payloads of at most [`MAX_BYTES`] bytes), forward over the blocks
//! from the call, intersected where paths join. Any other use of `p` or of
//! an address derived from it — a load, a store at an unknown offset,
//! passing it to a call, storing it, returning it, a block argument, a
//! select, a cast to an integer — may read the block, so it must come where
//! every byte of the payload is known written. Calls that are not handed
//! `p` cannot read the block: nobody else has its address. Comparing `p`
//! reads nothing. The payload is the size rounded up to 8 (the runtime's
//! blocks), so that `realloc`, which zeroes only what it adds beyond the
//! block, never exposes an unwritten pad. Words that some path may read
//! before writing them (a node whose key is stored and whose children stay
//! null), at most [`MAX_ZERO_WORDS`] of them, the caller zeroes itself with
//! stores right after the call: one store a word, against `malloc`'s
//! zeroing of the whole block.
//!
//! Only merely declared routines (the runtime's) are rewritten; a module
//! that defines `malloc` or `__egret_malloc_raw` itself is left alone.

mod fresh;

pub use fresh::{MAX_BYTES, MAX_ZERO_WORDS};

use egret_llvmlite::{
    Callee, CastOp, FuncRef, Function, Inst, InstData, Module, Signature, SrcLoc, Ty, TypeStore,
    Value,
};

/// The runtime's `malloc` that leaves the block's bytes as they were.
pub const RAW_MALLOC: &str = "__egret_malloc_raw";

/// Rewrites the allocation calls of every defined function: `calloc` and
/// `ll_malloc` of a known size into `malloc`, then the `malloc` calls
/// whose blocks are written before they are read into calls of
/// [`RAW_MALLOC`] with the block's size (declared if needed). Returns
/// whether any call changed.
pub fn run(m: &mut Module) -> bool {
    let arrays = array_calls_to_malloc(m);
    let Some(malloc) = declared_malloc(m) else {
        return arrays;
    };
    let mut sites: Vec<(FuncRef, fresh::RawCall)> = Vec::new();
    for (fr, fd) in m.funcs.iter() {
        if let Some(body) = fd.body.as_ref()
            && !fd.fn_attrs.optnone
        {
            let calls = fresh::written_first(m, body, malloc);
            sites.extend(calls.into_iter().map(|c| (fr, c)));
        }
    }
    if sites.is_empty() {
        return arrays;
    }
    let Some(raw) = raw_malloc(m, malloc) else {
        return arrays;
    };
    let fn_ty = m.funcs[raw].fn_ty;
    let i32_ty = m.types.int(32);
    let i8_ty = m.types.int(8);
    let Module { funcs, types, .. } = m;
    for (fr, call) in sites {
        if let Some(body) = funcs[fr].body.as_mut() {
            let size = body.iconst(types, i32_ty, call.bytes);
            body.insts[call.inst] = InstData::Call {
                callee: Callee::Direct(raw),
                fn_ty,
                args: vec![size],
            };
            zero_words(body, types, call.inst, &call.zero_words, (i8_ty, i32_ty));
        }
    }
    true
}

/// Stores 0 to the words at `offsets` of the block `call` returns, right
/// after the call. `tys` are `i8` and `i32`.
fn zero_words(f: &mut Function, types: &mut TypeStore, call: Inst, offsets: &[u64], tys: (Ty, Ty)) {
    let Some(block) = f.inst_result(call) else {
        return;
    };
    let Some(&b) = f
        .layout
        .iter()
        .find(|&&b| f.blocks[b].insts.contains(&call))
    else {
        return;
    };
    let loc = f.locs[call];
    let ptr_ty = f.value_type(block);
    // A typed `i8*` (in tests; the pipeline's pointers are opaque) is cast
    // to `i32*` for the stores.
    let word_ptr_ty = (!types.is_opaque_ptr(ptr_ty)).then(|| types.ptr(tys.1));
    let zero = f.iconst(types, tys.1, 0);
    let mut new = Vec::new();
    let derive = |f: &mut Function, data: InstData, ty: Ty, new: &mut Vec<Inst>| {
        let i = f.make_inst(data, Some(ty), loc);
        new.push(i);
        f.inst_result(i)
    };
    for &offset in offsets {
        let mut ptr = block;
        if offset != 0 {
            let index = f.iconst(types, tys.1, offset);
            let gep = InstData::Gep {
                elem_ty: tys.0,
                base: block,
                indices: vec![index],
                inbounds: true,
            };
            let Some(p) = derive(f, gep, ptr_ty, &mut new) else {
                return;
            };
            ptr = p;
        }
        if let Some(ty) = word_ptr_ty {
            let cast = InstData::Cast {
                op: CastOp::Bitcast,
                arg: ptr,
            };
            let Some(p) = derive(f, cast, ty, &mut new) else {
                return;
            };
            ptr = p;
        }
        let store = InstData::Store {
            value: zero,
            ptr,
            volatile: false,
        };
        new.push(f.make_inst(store, None, loc));
    }
    let insts = &mut f.blocks[b].insts;
    if let Some(k) = insts.iter().position(|&i| i == call) {
        insts.splice(k + 1..k + 1, new);
    }
}

/// The size a call of `calloc` or `ll_malloc` asks for, when known.
enum ArraySize {
    /// A constant below 2^31.
    Const(u64),
    /// One factor; the other is 1.
    Factor(Value),
}

/// Turns the calls of a declared `calloc` or `ll_malloc` whose size is
/// known ([`ArraySize`]) into calls of `malloc` (declared, with the
/// factors' type, if the module has no `malloc`). Returns whether any
/// changed.
fn array_calls_to_malloc(m: &mut Module) -> bool {
    let arrays: Vec<(FuncRef, Ty, Ty)> = m
        .funcs
        .iter()
        .filter(|(_, fd)| {
            fd.body.is_none()
                && matches!(fd.name.as_str(), "calloc" | "ll_malloc")
                && fd.sig.params.len() == 2
                && !fd.sig.varargs
                && fd.sig.params[0] == fd.sig.params[1]
                && m.types.int_bits(fd.sig.params[0]).is_some()
        })
        .map(|(r, fd)| (r, fd.sig.params[0], fd.sig.ret))
        .collect();
    let Some(&(_, first_param, first_ret)) = arrays.first() else {
        return false;
    };
    let existing = m.funcs.iter().find(|(_, fd)| fd.name == "malloc");
    let (param, ret) = match existing {
        Some((r, _)) => match declared_malloc(m) {
            Some(_) => (m.funcs[r].sig.params[0], m.funcs[r].sig.ret),
            None => return false,
        },
        None => (first_param, first_ret),
    };
    let mut sites: Vec<(FuncRef, Inst, ArraySize)> = Vec::new();
    for (fr, fd) in m.funcs.iter() {
        let Some(body) = fd.body.as_ref().filter(|_| !fd.fn_attrs.optnone) else {
            continue;
        };
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                let InstData::Call {
                    callee: Callee::Direct(c),
                    args,
                    ..
                } = &body.insts[i]
                else {
                    continue;
                };
                let Some(&(_, p, r)) = arrays.iter().find(|(a, _, _)| a == c) else {
                    continue;
                };
                if p == param
                    && r == ret
                    && let Some(size) =
                        array_size(body.const_value(args[0]), body.const_value(args[1]), args)
                {
                    sites.push((fr, i, size));
                }
            }
        }
    }
    if sites.is_empty() {
        return false;
    }
    let malloc = match declared_malloc(m) {
        Some(r) => r,
        None => m.declare_func(
            "malloc",
            Signature {
                ret,
                params: vec![param],
                varargs: false,
            },
            SrcLoc::default(),
        ),
    };
    let fn_ty = m.funcs[malloc].fn_ty;
    let Module { funcs, types, .. } = m;
    for (fr, inst, size) in sites {
        let Some(body) = funcs[fr].body.as_mut() else {
            continue;
        };
        let arg = match size {
            ArraySize::Const(n) => body.iconst(types, param, n),
            ArraySize::Factor(v) => v,
        };
        body.insts[inst] = InstData::Call {
            callee: Callee::Direct(malloc),
            fn_ty,
            args: vec![arg],
        };
    }
    true
}

/// The size `calloc(a, b)` asks for, from the factors' constant values.
fn array_size(a: Option<u64>, b: Option<u64>, args: &[Value]) -> Option<ArraySize> {
    match (a, b) {
        (Some(x), Some(y)) => {
            let n = x.checked_mul(y)?;
            (x >> 32 == 0 && y >> 32 == 0 && n < 1 << 31).then_some(ArraySize::Const(n))
        }
        (Some(1), _) => Some(ArraySize::Factor(args[1])),
        (_, Some(1)) => Some(ArraySize::Factor(args[0])),
        _ => None,
    }
}

/// The module's `malloc`, when merely declared with one integer parameter.
fn declared_malloc(m: &Module) -> Option<FuncRef> {
    let (r, fd) = m.funcs.iter().find(|(_, fd)| fd.name == "malloc")?;
    let one_int = fd.sig.params.len() == 1 && m.types.int_bits(fd.sig.params[0]).is_some();
    (fd.body.is_none() && one_int && !fd.sig.varargs).then_some(r)
}

/// [`RAW_MALLOC`]'s declaration, `ptr (i32)` with `malloc`'s result type
/// (added if the module has none); `None` if the module defines a function
/// of that name or declares it differently.
fn raw_malloc(m: &mut Module, malloc: FuncRef) -> Option<FuncRef> {
    let sig = Signature {
        ret: m.funcs[malloc].sig.ret,
        params: vec![m.types.int(32)],
        varargs: false,
    };
    if let Some((r, fd)) = m.funcs.iter().find(|(_, fd)| fd.name == RAW_MALLOC) {
        return (fd.body.is_none() && fd.sig == sig).then_some(r);
    }
    Some(m.declare_func(RAW_MALLOC, sig, SrcLoc::default()))
}

#[cfg(test)]
mod tests;
