//! Simple alias facts: which object an address points into, at which
//! constant offset, and whether a stack object's address escapes.
//!
//! An address is decomposed through bitcasts and `getelementptr`s to a base:
//! an `alloca`, a global, or some other pointer value (an argument, a loaded
//! pointer, a call result). Two accesses cannot overlap when their bases are
//! different objects (two allocas, two globals, an alloca and a global),
//! when one is an `alloca` whose address never escapes and the other's base
//! is an unknown pointer (which cannot point into it), or when they have the
//! same base and disjoint constant byte ranges. Everything else may alias.
//! That is all the mid-end needs to forward stores to loads and remove
//! redundant loads in the code front ends produce.

use cranelift_entity::{EntityRef, EntitySet};
use egret_llvmlite::layout::gep_const_offset;
use egret_llvmlite::{
    CastOp, Function, GlobalRef, Inst, InstData, Module, TypeStore, Value, ValueDef,
};

/// The object an address points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// A stack object: the `alloca`'s result.
    Alloca(Value),
    /// A global variable.
    Global(GlobalRef),
    /// Any other pointer value.
    Other(Value),
}

/// An address: base object plus byte offset, when constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Addr {
    /// The object.
    pub base: Base,
    /// The byte offset from the base, if known.
    pub offset: Option<i64>,
}

/// Decomposes pointer `p` into base and constant offset.
pub fn decompose(f: &Function, types: &TypeStore, mut p: Value) -> Addr {
    let mut offset = Some(0i64);
    for _ in 0..64 {
        match f.value_def(p) {
            ValueDef::Global(g) => {
                return Addr {
                    base: Base::Global(g),
                    offset,
                };
            }
            ValueDef::Inst(i) => match &f.insts[i] {
                InstData::Cast {
                    op: CastOp::Bitcast,
                    arg,
                } => p = *arg,
                InstData::Gep {
                    elem_ty,
                    base,
                    indices,
                    ..
                } => {
                    offset = match offset {
                        Some(o) => const_indices(f, types, indices, |cs| {
                            gep_const_offset(types, *elem_ty, cs).ok()
                        })
                        .flatten()
                        .map(|d| o.wrapping_add(d)),
                        None => None,
                    };
                    p = *base;
                }
                InstData::Alloca { .. } => {
                    return Addr {
                        base: Base::Alloca(p),
                        offset,
                    };
                }
                _ => break,
            },
            _ => break,
        }
    }
    Addr {
        base: Base::Other(p),
        offset,
    }
}

/// Calls `k` on the values of `indices` when they are all integer
/// constants (sign-extended from their widths); `None` otherwise.
fn const_indices<R>(
    f: &Function,
    types: &TypeStore,
    indices: &[Value],
    k: impl FnOnce(&[i64]) -> R,
) -> Option<R> {
    let konst = |i: Value| {
        let c = f.const_value(i)?;
        let bits = types.int_bits(f.value_type(i))?;
        Some(egret_llvmlite::sext(c, bits))
    };
    let mut buf = [0i64; 8];
    if indices.len() <= buf.len() {
        for (slot, &i) in buf.iter_mut().zip(indices) {
            *slot = konst(i)?;
        }
        Some(k(&buf[..indices.len()]))
    } else {
        let cs: Option<Vec<i64>> = indices.iter().map(|&i| konst(i)).collect();
        Some(k(&cs?))
    }
}

/// Per-function facts about stack objects.
#[derive(Clone, Debug, Default)]
pub struct AliasInfo {
    /// Allocas whose address may be seen outside the function or through
    /// memory.
    pub escaped: EntitySet<Value>,
    /// Allocas that are read (loaded from) somewhere.
    pub read: EntitySet<Value>,
}

impl AliasInfo {
    /// Computes which allocas of `f` escape and which are read.
    pub fn compute(f: &Function) -> AliasInfo {
        let mut info = AliasInfo::default();
        let mut allocas = Vec::new();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                if matches!(f.insts[i], InstData::Alloca { .. }) {
                    allocas.extend(f.inst_result(i));
                }
            }
        }
        if allocas.is_empty() {
            return info;
        }
        // The users of every value, in layout order, as runs of one flat
        // array: `list[start[v] .. start[v + 1]]`.
        let n = f.values.len();
        let mut start = vec![0u32; n + 1];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                f.insts[i].for_each_arg(|v| start[v.index() + 1] += 1);
            }
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill: Vec<u32> = start[..n].to_vec();
        let mut list: Vec<Inst> = vec![Inst::from_u32(0); start[n] as usize];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                f.insts[i].for_each_arg(|v| {
                    let at = &mut fill[v.index()];
                    list[*at as usize] = i;
                    *at += 1;
                });
            }
        }
        let users = |v: Value| &list[start[v.index()] as usize..start[v.index() + 1] as usize];
        for a in allocas {
            let mut work = vec![a];
            let mut seen: EntitySet<Value> = EntitySet::new();
            seen.insert(a);
            while let Some(d) = work.pop() {
                for &u in users(d) {
                    match &f.insts[u] {
                        InstData::Load { .. } => {
                            info.read.insert(a);
                        }
                        InstData::Store { value, .. } if *value != d => {}
                        InstData::Icmp { .. } => {}
                        InstData::Gep { base, .. } if *base == d => {
                            if let Some(r) = f.inst_result(u)
                                && seen.insert(r)
                            {
                                work.push(r);
                            }
                        }
                        InstData::Cast {
                            op: CastOp::Bitcast,
                            ..
                        } => {
                            if let Some(r) = f.inst_result(u)
                                && seen.insert(r)
                            {
                                work.push(r);
                            }
                        }
                        _ => {
                            info.escaped.insert(a);
                            info.read.insert(a);
                        }
                    }
                }
            }
        }
        info
    }

    /// Whether `a` is a stack object nobody outside this function can see.
    pub fn is_local(&self, a: &Addr) -> bool {
        matches!(a.base, Base::Alloca(v) if !self.escaped.contains(v))
    }

    /// Whether an access of `sa` bytes at `a` may overlap one of `sb` bytes
    /// at `b`.
    pub fn may_alias(&self, a: &Addr, sa: u64, b: &Addr, sb: u64) -> bool {
        use Base::*;
        match (a.base, b.base) {
            (Alloca(x), Alloca(y)) if x != y => return false,
            (Global(x), Global(y)) if x != y => return false,
            (Alloca(_), Global(_)) | (Global(_), Alloca(_)) => return false,
            (Alloca(x), Other(_)) | (Other(_), Alloca(x)) => return self.escaped.contains(x),
            (Other(x), Other(y)) if x != y => return true,
            (Global(_), Other(_)) | (Other(_), Global(_)) => return true,
            _ => {}
        }
        match (a.offset, b.offset) {
            (Some(x), Some(y)) => x < y.wrapping_add(sb as i64) && y < x.wrapping_add(sa as i64),
            _ => true,
        }
    }
}

/// Whether a call to function `callee` of `m` can write memory the caller
/// can see. Only the runtime functions of `docs/runtime.md`, when merely
/// declared (so they are the runtime's), are known not to: they write only
/// the output port and fresh heap memory; and the soft-float routines
/// ([`crate::routine_calls`]), which touch no memory.
pub fn call_may_write(m: &Module, callee: Option<egret_llvmlite::FuncRef>) -> bool {
    const PURE_RUNTIME: [&str; 12] = [
        "printf",
        "putchar",
        "puts",
        "ll_puts",
        "ll_ltoa",
        "ll_strcat",
        "ll_malloc",
        "malloc",
        "__egret_malloc_raw",
        "calloc",
        "free",
        "ll_atol",
    ];
    match callee {
        Some(f) => {
            let fd = &m.funcs[f];
            let runtime = fd.body.is_none() && PURE_RUNTIME.contains(&fd.name.as_str());
            !runtime && crate::routine_calls::pure_routine(m, f).is_none()
        }
        None => true,
    }
}
