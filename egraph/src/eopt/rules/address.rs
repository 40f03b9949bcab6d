//! Address arithmetic on the canonical `ptradd base, offset` form.
//!
//! Every `getelementptr` enters the e-graph as byte arithmetic:
//! `ptradd(base, offset:i32)`. These rules move constant offsets outward —
//! `ptradd(base, x + C)` becomes `ptradd(ptradd(base, x), C)` and nested
//! constant offsets add up — so an address ends as "something plus a
//! constant", which elaboration emits as a `getelementptr` with a constant
//! index that lowering folds into the load or store immediate. Sums of
//! variable terms split the same way (in both orders), so the part of an
//! address that does not change in a loop can be computed outside it.
//! Bitcasts of the base do not change the address and are looked through.

use super::{Builder, Group, add, child, k, nodes_where};
use crate::eopt::lang::Op;
use egg::{Id, Language};
use egret_llvmlite::{BinOp, CastOp, Ty};

/// Adds the address table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Address);
    // ptradd(b, 0) is b (as the result type).
    b.node("ptradd-zero", Op::PtrAdd, |eg, id, s| {
        if eg[child(s, 1)].data.konst != Some(0) {
            return vec![];
        }
        let (base, ty) = (child(s, 0), eg[id].data.ty);
        if eg[base].data.ty == ty {
            return vec![base];
        }
        vec![add(eg, Op::Cast(CastOp::Bitcast), ty, &[base])]
    });
    // ptradd(ptradd(b, C1), C2) => ptradd(b, C1 + C2)
    b.node("ptradd-fold", Op::PtrAdd, |eg, id, s| {
        let Some(c2) = eg[child(s, 1)].data.konst else {
            return vec![];
        };
        let ty = eg[id].data.ty;
        const_ptradds(eg, child(s, 0))
            .into_iter()
            .map(|(base, c1)| {
                let off = k(eg, Ty::I32, c1.wrapping_add(c2));
                add(eg, Op::PtrAdd, ty, &[base, off])
            })
            .collect()
    });
    // ptradd(b, x + y) => ptradd(ptradd(b, x), y), in both orders: a
    // constant part becomes the outer offset (a load/store immediate), and
    // a loop-invariant part can become an inner address hoisted out of the
    // loop (the cost model's loop weights choose).
    b.node("ptradd-split", Op::PtrAdd, |eg, id, s| {
        let (base, off) = (child(s, 0), child(s, 1));
        let ty = eg[id].data.ty;
        let mut out = Vec::new();
        for (x, y) in sums(eg, off) {
            if eg[x].data.konst.is_none() {
                let inner = add(eg, Op::PtrAdd, ty, &[base, x]);
                out.push(add(eg, Op::PtrAdd, ty, &[inner, y]));
            }
            if eg[x].data.konst.is_none() && eg[y].data.konst.is_none() {
                let inner = add(eg, Op::PtrAdd, ty, &[base, y]);
                out.push(add(eg, Op::PtrAdd, ty, &[inner, x]));
            }
        }
        out
    });
    // ptradd(ptradd(b, C), x) => ptradd(ptradd(b, x), C)
    b.node("ptradd-const-outward", Op::PtrAdd, |eg, id, s| {
        let x = child(s, 1);
        if eg[x].data.konst.is_some() {
            return vec![];
        }
        let ty = eg[id].data.ty;
        const_ptradds(eg, child(s, 0))
            .into_iter()
            .map(|(base, c)| {
                let inner = add(eg, Op::PtrAdd, ty, &[base, x]);
                let off = k(eg, Ty::I32, c);
                add(eg, Op::PtrAdd, ty, &[inner, off])
            })
            .collect()
    });
    // ptradd(bitcast b, x) => ptradd(b, x)
    b.node("ptradd-bitcast", Op::PtrAdd, |eg, id, s| {
        let casts = nodes_where(eg, child(s, 0), |n| n.op == Op::Cast(CastOp::Bitcast));
        let ty = eg[id].data.ty;
        let x = child(s, 1);
        casts
            .into_iter()
            .map(|c| add(eg, Op::PtrAdd, ty, &[c.children()[0], x]))
            .collect()
    });
}

/// The `(base, C)` of the `ptradd`s with a constant offset in class `id`.
fn const_ptradds(eg: &super::EG, id: Id) -> Vec<(Id, u64)> {
    nodes_where(eg, id, |n| {
        n.op == Op::PtrAdd && eg[n.children()[1]].data.konst.is_some()
    })
    .into_iter()
    .filter_map(|n| {
        let [b, o] = [n.children()[0], n.children()[1]];
        eg[o].data.konst.map(|c| (b, c))
    })
    .collect()
}

/// The `(x, y)` of the 32-bit additions `x + y` in class `id`, other than
/// `x + 0` (which is `x` itself).
fn sums(eg: &super::EG, id: Id) -> Vec<(Id, Id)> {
    let me = eg.find(id);
    nodes_where(eg, id, |n| {
        n.op == Op::Bin(BinOp::Add)
            && n.ty == Ty::I32
            && eg[n.children()[1]].data.konst != Some(0)
            && eg.find(n.children()[0]) != me
            && eg.find(n.children()[1]) != me
    })
    .into_iter()
    .map(|n| (n.children()[0], n.children()[1]))
    .collect()
}
