//! Algebraic identities, negation, and the canonical operand order.
//!
//! Canonicalisation is directional: a constant operand of a commutative
//! operation moves to the right (so every other rule only needs the
//! right-constant form, and lowering finds immediates on the right), and
//! `x - C` becomes `x + (-C)`. Masks that known bits prove redundant are
//! dropped (`and x, 0xFF` when `x` is already a byte).

use super::{Builder, Group, INTS, add, const_not_const, facts, inst, k, konst, var};
use crate::eopt::eval::mask;
use crate::eopt::lang::{Op, width};
use egret_llvmlite::BinOp;

/// Adds the algebra table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Algebra);
    for t in INTS {
        let n = |s: &str| format!("{s}:{}", crate::eopt::lang::ty_name(t));
        // Identities.
        let table: &[(&str, &str, &str)] = &[
            ("add-zero", "(add:$t ?a 0:$t)", "?a"),
            ("sub-zero", "(sub:$t ?a 0:$t)", "?a"),
            ("sub-self", "(sub:$t ?a ?a)", "0:$t"),
            ("mul-one", "(mul:$t ?a 1:$t)", "?a"),
            ("mul-minus-one", "(mul:$t ?a -1:$t)", "(sub:$t 0:$t ?a)"),
            ("and-self", "(and:$t ?a ?a)", "?a"),
            ("and-ones", "(and:$t ?a -1:$t)", "?a"),
            ("or-self", "(or:$t ?a ?a)", "?a"),
            ("or-zero", "(or:$t ?a 0:$t)", "?a"),
            ("xor-self", "(xor:$t ?a ?a)", "0:$t"),
            ("xor-zero", "(xor:$t ?a 0:$t)", "?a"),
            ("shl-zero", "(shl:$t ?a 0:$t)", "?a"),
            ("lshr-zero", "(lshr:$t ?a 0:$t)", "?a"),
            ("ashr-zero", "(ashr:$t ?a 0:$t)", "?a"),
            // Negation and cancellation.
            ("neg-neg", "(sub:$t 0:$t (sub:$t 0:$t ?a))", "?a"),
            ("add-neg", "(add:$t ?a (sub:$t 0:$t ?b))", "(sub:$t ?a ?b)"),
            ("sub-neg", "(sub:$t ?a (sub:$t 0:$t ?b))", "(add:$t ?a ?b)"),
            ("add-sub-cancel", "(add:$t (sub:$t ?a ?b) ?b)", "?a"),
            ("sub-add-cancel-r", "(sub:$t (add:$t ?a ?b) ?b)", "?a"),
            ("sub-add-cancel-l", "(sub:$t (add:$t ?a ?b) ?a)", "?b"),
            ("sub-sub-cancel", "(sub:$t ?a (sub:$t ?a ?b))", "?b"),
            ("xor-xor-cancel", "(xor:$t (xor:$t ?a ?b) ?b)", "?a"),
            ("and-or-absorb", "(and:$t ?a (or:$t ?a ?b))", "?a"),
            ("or-and-absorb", "(or:$t ?a (and:$t ?a ?b))", "?a"),
        ];
        for (name, l, r) in table {
            b.pat(n(name), &inst(l, t), &inst(r, t));
        }
        constants_right(b, t);
        let (a, c) = (var("?a"), var("?c"));
        // x - C  =>  x + (-C): one canonical form for adding a constant.
        b.comp(
            n("sub-const"),
            &inst("(sub:$t ?a ?c)", t),
            move |eg, _, s| {
                let c = konst(eg, s, c)?;
                let neg = k(eg, t, c.wrapping_neg());
                Some(add(eg, Op::Bin(BinOp::Add), t, &[s[a], neg]))
            },
        );
        // A mask keeping every bit that can be set does nothing.
        b.comp(
            n("and-redundant"),
            &inst("(and:$t ?a ?c)", t),
            move |eg, _, s| {
                let c = konst(eg, s, c)?;
                let fa = facts(eg, s, a);
                let maybe_set = !fa.zero & mask(width(t));
                (maybe_set & !c == 0 && fa.konst.is_none()).then_some(s[a])
            },
        );
        b.comp(
            n("or-redundant"),
            &inst("(or:$t ?a ?c)", t),
            move |eg, _, s| {
                let c = konst(eg, s, c)?;
                let fa = facts(eg, s, a);
                (c & !fa.one == 0 && fa.konst.is_none()).then_some(s[a])
            },
        );
        // Shifting a value left then right (or right then left) by the same
        // amount is a mask.
        b.comp(
            n("shl-lshr-mask"),
            &inst("(lshr:$t (shl:$t ?a ?c) ?c)", t),
            move |eg, _, s| {
                let sh = konst(eg, s, c).filter(|&x| x < width(t) as u64)?;
                let m = k(eg, t, mask(width(t)) >> sh);
                Some(add(eg, Op::Bin(BinOp::And), t, &[s[a], m]))
            },
        );
        b.comp(
            n("lshr-shl-mask"),
            &inst("(shl:$t (lshr:$t ?a ?c) ?c)", t),
            move |eg, _, s| {
                let sh = konst(eg, s, c).filter(|&x| x < width(t) as u64)?;
                let m = k(eg, t, (mask(width(t)) << sh) & mask(width(t)));
                Some(add(eg, Op::Bin(BinOp::And), t, &[s[a], m]))
            },
        );
    }
}

/// `C op x => x op C` for the commutative operations.
fn constants_right(b: &mut Builder, t: egret_llvmlite::Ty) {
    let (c, x) = (var("?c"), var("?x"));
    for op in ["add", "mul", "and", "or", "xor"] {
        b.pat_if(
            format!("{op}-const-right:{}", crate::eopt::lang::ty_name(t)),
            &inst(&format!("({op}:$t ?c ?x)"), t),
            &inst(&format!("({op}:$t ?x ?c)"), t),
            const_not_const(c, x),
        );
    }
}
