//! `select` simplification: known conditions, equal arms, selects that are
//! really casts or boolean logic, negated conditions, and selects that
//! repeat their own comparison. Also the identities of `smin`/`smax`/
//! `umin`/`umax` and `abs`, in the forms the legalizer expands them to
//! (`select (icmp cc a b), a, b` and `(x ^ s) - s` with `s = x >>s (N-1)`):
//! a bound that cannot change the value (`umax(x, 0)`, `smax(x, MIN)`,
//! ... after the comparison's canonical form), the same operation applied
//! twice with the same operand, and `abs(abs(x))`. Constant operands fold
//! by the analysis.

use super::{Builder, Group, INTS, inst};
use crate::eopt::eval::mask;
use crate::eopt::lang::{ty_name, width};
use egret_llvmlite::{IntCC, Ty};

/// Adds the select table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Select);
    for t in INTS {
        let n = |s: &str| format!("{s}:{}", ty_name(t));
        let table: &[(&str, &str, &str)] = &[
            ("select-true", "(select:$t 1:i1 ?a ?b)", "?a"),
            ("select-false", "(select:$t 0:i1 ?a ?b)", "?b"),
            ("select-same", "(select:$t ?c ?a ?a)", "?a"),
            (
                "select-not",
                "(select:$t (xor:i1 ?c 1:i1) ?a ?b)",
                "(select:$t ?c ?b ?a)",
            ),
            ("select-eq-arms", "(select:$t (eq:$t ?a ?b) ?a ?b)", "?b"),
            ("select-ne-arms", "(select:$t (ne:$t ?a ?b) ?a ?b)", "?a"),
            (
                "select-eq-arms-rev",
                "(select:$t (eq:$t ?a ?b) ?b ?a)",
                "?a",
            ),
            (
                "select-ne-arms-rev",
                "(select:$t (ne:$t ?a ?b) ?b ?a)",
                "?b",
            ),
            (
                "select-same-cond-t",
                "(select:$t ?c (select:$t ?c ?a ?b) ?d)",
                "(select:$t ?c ?a ?d)",
            ),
            (
                "select-same-cond-f",
                "(select:$t ?c ?a (select:$t ?c ?b ?d))",
                "(select:$t ?c ?a ?d)",
            ),
        ];
        for (name, l, r) in table {
            b.pat(n(name), &inst(l, t), &inst(r, t));
        }
        if t != Ty::I1 {
            min_max(b, t);
            abs(b, t);
        }
        if t == Ty::I1 {
            let logic: &[(&str, &str, &str)] = &[
                ("select-bool-id", "(select:i1 ?c 1:i1 0:i1)", "?c"),
                (
                    "select-bool-not",
                    "(select:i1 ?c 0:i1 1:i1)",
                    "(xor:i1 ?c 1:i1)",
                ),
                (
                    "select-bool-and",
                    "(select:i1 ?c ?a 0:i1)",
                    "(and:i1 ?c ?a)",
                ),
                ("select-bool-or", "(select:i1 ?c 1:i1 ?b)", "(or:i1 ?c ?b)"),
                (
                    "select-bool-or-not",
                    "(select:i1 ?c ?a 1:i1)",
                    "(or:i1 (xor:i1 ?c 1:i1) ?a)",
                ),
                (
                    "select-bool-and-not",
                    "(select:i1 ?c 0:i1 ?b)",
                    "(and:i1 (xor:i1 ?c 1:i1) ?b)",
                ),
            ];
            for (name, l, r) in logic {
                b.pat(*name, l, r);
            }
        } else {
            let casts: &[(&str, &str, &str)] = &[
                ("select-zext", "(select:$t ?c 1:$t 0:$t)", "(zext:$t ?c)"),
                (
                    "select-zext-not",
                    "(select:$t ?c 0:$t 1:$t)",
                    "(zext:$t (xor:i1 ?c 1:i1))",
                ),
                ("select-sext", "(select:$t ?c -1:$t 0:$t)", "(sext:$t ?c)"),
            ];
            for (name, l, r) in casts {
                b.pat(n(name), &inst(l, t), &inst(r, t));
            }
        }
    }
}

/// `min`/`max` identities at type `t` (wider than `i1`).
fn min_max(b: &mut Builder, t: Ty) {
    let w = width(t);
    let (umax, smin) = (mask(w), 1u64 << (w - 1));
    let smax = smin - 1;
    let n = |s: &str| format!("{s}:{}", ty_name(t));
    // `select (cc x K) x C` is `x` when the condition is false only at
    // `x == C` (and `select (cc x K) C x` when it is true only there): the
    // bound never changes the value. The comparisons are in their canonical
    // forms (`sgt x MIN` is `sge x MIN+1`, `ugt x 0` is `uge x 1`).
    let bounds: [(&str, IntCC, u64, u64, bool); 8] = [
        ("smin-max", IntCC::Slt, smax, smax, true),
        ("smax-min", IntCC::Sge, smin + 1, smin, true),
        ("umin-max", IntCC::Ult, umax, umax, true),
        ("umax-zero", IntCC::Uge, 1, 0, true),
        ("smax-min-rev", IntCC::Slt, smin + 1, smin, false),
        ("smin-max-rev", IntCC::Sge, smax, smax, false),
        ("umax-zero-rev", IntCC::Ult, 1, 0, false),
        ("umin-max-rev", IntCC::Uge, umax, umax, false),
    ];
    for (name, cc, k, c, x_first) in bounds {
        let (cc, k, c) = (cc.name(), k & umax, c & umax);
        let arms = if x_first {
            format!("?x {c}:$t")
        } else {
            format!("{c}:$t ?x")
        };
        let l = format!("(select:$t ({cc}:$t ?x {k}:$t) {arms})");
        b.pat(n(name), &inst(&l, t), "?x");
    }
    // op(op(a, b), b) = op(a, b) for `op(a, b) = select (cc a b) a b`, any
    // condition: if the inner one chose `b`, both arms of the outer are `b`.
    for cc in [IntCC::Slt, IntCC::Sgt, IntCC::Ult, IntCC::Ugt] {
        let m = format!("(select:$t ({}:$t ?a ?b) ?a ?b)", cc.name());
        let l = format!("(select:$t ({}:$t {m} ?b) {m} ?b)", cc.name());
        b.pat(
            n(&format!("minmax-twice:{}", cc.name())),
            &inst(&l, t),
            &inst(&m, t),
        );
    }
}

/// `abs(abs(x)) = abs(x)` (also for the smallest value, which is its own
/// absolute value) at type `t` (wider than `i1`).
fn abs(b: &mut Builder, t: Ty) {
    let top = width(t) - 1;
    let abs_of =
        |x: &str| format!("(sub:$t (xor:$t {x} (ashr:$t {x} {top}:$t)) (ashr:$t {x} {top}:$t))");
    let inner = abs_of("?x");
    let l = abs_of(&inner);
    b.pat(
        format!("abs-abs:{}", ty_name(t)),
        &inst(&l, t),
        &inst(&inner, t),
    );
}
