//! Conversions: chains of extensions and truncations collapse, a sign
//! extension of a value known non-negative is a zero extension, and
//! pointer casts that cancel disappear.
//!
//! Pointer types cannot be enumerated in a pattern (each is its own type),
//! so the pointer rules match nodes of any type ([`Builder::node`]).

use super::{Builder, Group, INTS, add, child, facts, inst2, nodes_where, var};
use crate::eopt::lang::{Node, Op, is_int, ty_name, width};
use egg::Language;
use egret_llvmlite::{CastOp, Ty};

/// Adds the casts table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Casts);
    let a = var("?a");
    for (i, &n) in INTS.iter().enumerate() {
        for &w in &INTS[i + 1..] {
            let name = |s: &str| format!("{s}:{}:{}", ty_name(n), ty_name(w));
            // trunc to n of (trunc to w of a) = trunc to n of a. (Nothing
            // is truncated to i64, so there is no such rule for w = i64.)
            if w != Ty::I64 {
                b.pat(
                    name("trunc-trunc"),
                    &inst2("(trunc:$n (trunc:$w ?a))", n, w),
                    &inst2("(trunc:$n ?a)", n, w),
                );
            }
            // Chains of extensions (nothing is extended to i1, so the inner
            // extension is never to n = i1).
            if n != Ty::I1 {
                b.pat(
                    name("zext-zext"),
                    &inst2("(zext:$w (zext:$n ?a))", n, w),
                    &inst2("(zext:$w ?a)", n, w),
                );
                b.pat(
                    name("sext-sext"),
                    &inst2("(sext:$w (sext:$n ?a))", n, w),
                    &inst2("(sext:$w ?a)", n, w),
                );
                b.pat(
                    name("sext-zext"),
                    &inst2("(sext:$w (zext:$n ?a))", n, w),
                    &inst2("(zext:$w ?a)", n, w),
                );
            }
            // trunc of an extension: the source itself, or a narrower
            // truncation or extension of it.
            for ext in [CastOp::Zext, CastOp::Sext] {
                let lhs = inst2(&format!("(trunc:$n ({}:$w ?a))", ext.name()), n, w);
                b.comp(
                    name(&format!("trunc-{}", ext.name())),
                    &lhs,
                    move |eg, _, s| {
                        let src = facts(eg, s, a).ty;
                        let (ws, wn) = (width(src), width(n));
                        Some(match ws.cmp(&wn) {
                            std::cmp::Ordering::Equal => s[a],
                            std::cmp::Ordering::Greater => {
                                add(eg, Op::Cast(CastOp::Trunc), n, &[s[a]])
                            }
                            std::cmp::Ordering::Less => add(eg, Op::Cast(ext), n, &[s[a]]),
                        })
                    },
                );
            }
        }
    }
    // From i16 up: an extension to i1 does not exist, and the only source
    // of an extension to i8 is an i1, which is non-negative only as the
    // constant 0 (folded by the analysis).
    for w in [Ty::I16, Ty::I32, Ty::I64] {
        // A sign extension of a value whose sign bit is zero.
        b.comp(
            format!("sext-nonneg:{}", ty_name(w)),
            &inst2("(sext:$w ?a)", w, w),
            move |eg, _, s| {
                let fa = facts(eg, s, a);
                (fa.non_negative() && fa.konst.is_none())
                    .then_some(())
                    .map(|_| add(eg, Op::Cast(CastOp::Zext), w, &[s[a]]))
            },
        );
    }
    pointer_rules(b);
}

/// `x` zero-extended or truncated to type `to`.
fn to_width(eg: &mut super::EG, x: egg::Id, to: Ty) -> egg::Id {
    match width(eg[x].data.ty).cmp(&width(to)) {
        std::cmp::Ordering::Greater => add(eg, Op::Cast(CastOp::Trunc), to, &[x]),
        std::cmp::Ordering::Less => add(eg, Op::Cast(CastOp::Zext), to, &[x]),
        std::cmp::Ordering::Equal => x,
    }
}

fn is_cast(op: CastOp) -> impl Fn(&Node) -> bool {
    move |n: &Node| n.op == Op::Cast(op)
}

fn pointer_rules(b: &mut Builder) {
    // A bitcast to the type the value already has.
    b.node("bitcast-self", Op::Cast(CastOp::Bitcast), |eg, id, s| {
        let x = child(s, 0);
        if eg[x].data.ty == eg[id].data.ty {
            vec![x]
        } else {
            vec![]
        }
    });
    // Two bitcasts are one.
    b.node("bitcast-bitcast", Op::Cast(CastOp::Bitcast), |eg, id, s| {
        let inner = nodes_where(eg, child(s, 0), is_cast(CastOp::Bitcast));
        let ty = eg[id].data.ty;
        inner
            .into_iter()
            .map(|n| add(eg, Op::Cast(CastOp::Bitcast), ty, &[n.children()[0]]))
            .collect()
    });
    // inttoptr (ptrtoint p) with no bits lost is a bitcast.
    b.node(
        "inttoptr-ptrtoint",
        Op::Cast(CastOp::IntToPtr),
        |eg, id, s| {
            let x = child(s, 0);
            if width(eg[x].data.ty) < 32 {
                return vec![];
            }
            let inner = nodes_where(eg, x, is_cast(CastOp::PtrToInt));
            let ty = eg[id].data.ty;
            inner
                .into_iter()
                .map(|n| add(eg, Op::Cast(CastOp::Bitcast), ty, &[n.children()[0]]))
                .collect()
        },
    );
    // The address 0.
    b.node("ptrtoint-null", Op::Cast(CastOp::PtrToInt), |eg, id, s| {
        if !eg[child(s, 0)].nodes.iter().any(|n| n.op == Op::Null) {
            return vec![];
        }
        let ty = eg[id].data.ty;
        vec![super::k(eg, ty, 0)]
    });
    // ptrtoint (ptradd p, off) = ptrtoint p + off, in 32 bits, then
    // converted to the result width (this is what makes the
    // `gep null, 1` size idiom a constant).
    b.node(
        "ptrtoint-ptradd",
        Op::Cast(CastOp::PtrToInt),
        |eg, id, s| {
            let adds = nodes_where(eg, child(s, 0), |n| n.op == Op::PtrAdd);
            let dst = eg[id].data.ty;
            let mut out = Vec::new();
            for n in adds {
                let (base, off) = (n.children()[0], n.children()[1]);
                let addr = add(eg, Op::Cast(CastOp::PtrToInt), Ty::I32, &[base]);
                let sum = add(
                    eg,
                    Op::Bin(egret_llvmlite::BinOp::Add),
                    Ty::I32,
                    &[addr, off],
                );
                out.push(to_width(eg, sum, dst));
            }
            out
        },
    );
    // ptrtoint (inttoptr x): x zero-extended to 32 bits, then converted to
    // the result width.
    b.node(
        "ptrtoint-inttoptr",
        Op::Cast(CastOp::PtrToInt),
        |eg, id, s| {
            let inner = nodes_where(eg, child(s, 0), is_cast(CastOp::IntToPtr));
            let dst = eg[id].data.ty;
            let mut out = Vec::new();
            for n in inner {
                let x = n.children()[0];
                if !is_int(eg[x].data.ty) {
                    continue;
                }
                let word = to_width(eg, x, Ty::I32);
                out.push(to_width(eg, word, dst));
            }
            out
        },
    );
}
