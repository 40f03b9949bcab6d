//! Reassociation that gathers constants, in one direction only.
//!
//! `(x op C1) op C2` folds the constants; `(x op C) op y` moves the
//! constant outward to `(x op y) op C`, where it can meet another constant
//! or become an immediate (and, for addresses, a load/store offset).
//! Multiplication and left shifts distribute over an added constant,
//! `(x + C1) * C2 = x*C2 + C1*C2`, which is what turns `a[i+1]` into
//! `a[i]` plus a constant offset. Shifts of shifts by constants combine.
//! There is no general associativity or commutativity: each rule only ever
//! moves constants outward, so the rules terminate.

use super::{Builder, EG, Group, INTS, WIDE_INTS, add, inst, k, konst, var};
use crate::eopt::analysis::Facts;
use crate::eopt::eval::eval_bin;
use crate::eopt::lang::{Node, Op, ty_name, width};
use egg::{EClass, Language, Subst};
use egret_llvmlite::{BinOp, Ty};

/// Adds the reassociation table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Reassoc);
    for t in INTS {
        let ops: &[BinOp] = if t == Ty::I1 {
            &[BinOp::And, BinOp::Or, BinOp::Xor]
        } else {
            &[BinOp::Add, BinOp::Mul, BinOp::And, BinOp::Or, BinOp::Xor]
        };
        for &op in ops {
            gather(b, t, op);
        }
    }
    for t in WIDE_INTS {
        sub_forms(b, t);
        distribute(b, t);
        shift_chains(b, t);
    }
}

fn gather(b: &mut Builder, t: Ty, op: BinOp) {
    let w = width(t);
    let on = op.name();
    let n = |s: &str| format!("{s}:{on}:{}", ty_name(t));
    let pat = |s: &str| inst(&s.replace("$op", on), t);
    let (a, bb, c, d) = (var("?a"), var("?b"), var("?c"), var("?d"));
    b.comp(
        n("fold-consts"),
        &pat("($op:$t ($op:$t ?a ?c) ?d)"),
        // Walks down the whole chain `((x op C1) op C2) op ...` at once, so
        // a long chain (a counter incremented many times) folds in one step
        // per link instead of one level per iteration.
        move |eg, _, s| {
            let (c1, c2) = (konst(eg, s, c)?, konst(eg, s, d)?);
            let mut total = eval_bin(op, w, c1, c2)?;
            let mut base = eg.find(s[a]);
            let mut class = &eg[base];
            // The classes walked through: at most 65, kept on the stack,
            // with a 256-bit filter that rules most of them out without a
            // scan.
            let mut seen = [base; 65];
            let mut filter = [0u64; 4];
            let bit = |id: egg::Id| {
                let h = (usize::from(id) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56;
                (h as usize >> 6, 1u64 << (h & 63))
            };
            let (word, mask) = bit(base);
            filter[word] |= mask;
            for n_seen in 1..65 {
                let Some((x, kv, x_class)) = const_operand(eg, class, op, t) else {
                    break;
                };
                let (word, mask) = bit(x);
                if filter[word] & mask != 0 && seen[..n_seen].contains(&x) {
                    break;
                }
                filter[word] |= mask;
                total = eval_bin(op, w, kv, total)?;
                seen[n_seen] = x;
                base = x;
                class = x_class;
            }
            let kc = k(eg, t, total);
            Some(add(eg, Op::Bin(op), t, &[base, kc]))
        },
    );
    let outward = move |eg: &mut EG, s: &Subst, x: egg::Id, y: egg::Id| {
        let inner = add(eg, Op::Bin(op), t, &[x, y]);
        Some(add(eg, Op::Bin(op), t, &[inner, s[c]]))
    };
    b.comp(
        n("const-outward-l"),
        &pat("($op:$t ($op:$t ?a ?c) ?b)"),
        move |eg, _, s| {
            if konst(eg, s, c).is_none() || konst(eg, s, bb).is_some() {
                return None;
            }
            outward(eg, s, s[a], s[bb])
        },
    );
    b.comp(
        n("const-outward-r"),
        &pat("($op:$t ?b ($op:$t ?a ?c))"),
        move |eg, _, s| {
            if konst(eg, s, c).is_none() || konst(eg, s, bb).is_some() {
                return None;
            }
            outward(eg, s, s[bb], s[a])
        },
    );
}

/// The `(x, C)` of a node `x op C` (x not a constant) in `class`, with
/// the class of `x`.
fn const_operand<'a>(
    eg: &'a EG,
    class: &EClass<Node, Facts>,
    op: BinOp,
    t: Ty,
) -> Option<(egg::Id, u64, &'a EClass<Node, Facts>)> {
    class.nodes.iter().find_map(|n| {
        if n.op != Op::Bin(op) || n.ty != t {
            return None;
        }
        let [x, y] = [n.children()[0], n.children()[1]];
        let kv = eg[y].data.konst?;
        let x_class = &eg[x];
        x_class
            .data
            .konst
            .is_none()
            .then(|| (eg.find(x), kv, x_class))
    })
}

/// Subtraction around an added constant.
fn sub_forms(b: &mut Builder, t: Ty) {
    let n = |s: &str| format!("{s}:{}", ty_name(t));
    let (a, bb, c) = (var("?a"), var("?b"), var("?c"));
    // (a + C) - b  =>  (a - b) + C
    b.comp(
        n("sub-const-outward-l"),
        &inst("(sub:$t (add:$t ?a ?c) ?b)", t),
        move |eg, _, s| {
            konst(eg, s, c)?;
            if konst(eg, s, bb).is_some() {
                return None;
            }
            let inner = add(eg, Op::Bin(BinOp::Sub), t, &[s[a], s[bb]]);
            Some(add(eg, Op::Bin(BinOp::Add), t, &[inner, s[c]]))
        },
    );
    // b - (a + C)  =>  (b - a) + (-C)
    b.comp(
        n("sub-const-outward-r"),
        &inst("(sub:$t ?b (add:$t ?a ?c))", t),
        move |eg, _, s| {
            let cv = konst(eg, s, c)?;
            if konst(eg, s, bb).is_some() {
                return None;
            }
            let inner = add(eg, Op::Bin(BinOp::Sub), t, &[s[bb], s[a]]);
            let neg = k(eg, t, cv.wrapping_neg());
            Some(add(eg, Op::Bin(BinOp::Add), t, &[inner, neg]))
        },
    );
    // C - (a + D)  =>  (C - D) - a
    b.comp(
        n("const-sub-add"),
        &inst("(sub:$t ?b (add:$t ?a ?c))", t),
        move |eg, _, s| {
            let (c1, c2) = (konst(eg, s, bb)?, konst(eg, s, c)?);
            let kc = k(eg, t, c1.wrapping_sub(c2));
            Some(add(eg, Op::Bin(BinOp::Sub), t, &[kc, s[a]]))
        },
    );
}

/// `(a + C1) * C2 => a*C2 + C1*C2` and `(a + C1) << C2 => (a << C2) + (C1 << C2)`.
fn distribute(b: &mut Builder, t: Ty) {
    let w = width(t);
    let n = |s: &str| format!("{s}:{}", ty_name(t));
    let (a, c, d) = (var("?a"), var("?c"), var("?d"));
    for op in [BinOp::Mul, BinOp::Shl] {
        let lhs = inst(&format!("({}:$t (add:$t ?a ?c) ?d)", op.name()), t);
        b.comp(
            n(&format!("{}-distribute", op.name())),
            &lhs,
            move |eg, _, s| {
                let (c1, c2) = (konst(eg, s, c)?, konst(eg, s, d)?);
                let scaled = eval_bin(op, w, c1, c2)?;
                let prod = add(eg, Op::Bin(op), t, &[s[a], s[d]]);
                let kc = k(eg, t, scaled);
                Some(add(eg, Op::Bin(BinOp::Add), t, &[prod, kc]))
            },
        );
    }
    // (a << C1) * C2  =>  a * (C2 << C1)
    b.comp(
        n("mul-shl-fold"),
        &inst("(mul:$t (shl:$t ?a ?c) ?d)", t),
        move |eg, _, s| {
            let (c1, c2) = (konst(eg, s, c)?, konst(eg, s, d)?);
            let m = eval_bin(BinOp::Shl, w, c2, c1)?;
            let kc = k(eg, t, m);
            Some(add(eg, Op::Bin(BinOp::Mul), t, &[s[a], kc]))
        },
    );
}

/// `(a sh C1) sh C2 => a sh (C1 + C2)`.
fn shift_chains(b: &mut Builder, t: Ty) {
    let w = width(t) as u64;
    let (a, c, d) = (var("?a"), var("?c"), var("?d"));
    for op in [BinOp::Shl, BinOp::LShr, BinOp::AShr] {
        let on = op.name();
        let lhs = inst(&format!("({on}:$t ({on}:$t ?a ?c) ?d)"), t);
        b.comp(
            format!("shift-chain:{on}:{}", ty_name(t)),
            &lhs,
            move |eg, _, s| {
                let (c1, c2) = (konst(eg, s, c)?, konst(eg, s, d)?);
                if c1 >= w || c2 >= w {
                    return None;
                }
                let total = c1 + c2;
                if total < w {
                    let kc = k(eg, t, total);
                    return Some(add(eg, Op::Bin(op), t, &[s[a], kc]));
                }
                match op {
                    BinOp::AShr => {
                        let kc = k(eg, t, w - 1);
                        Some(add(eg, Op::Bin(op), t, &[s[a], kc]))
                    }
                    _ => Some(k(eg, t, 0)),
                }
            },
        );
    }
}
