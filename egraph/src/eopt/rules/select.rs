//! `select` simplification: known conditions, equal arms, selects that are
//! really casts or boolean logic, negated conditions, and selects that
//! repeat their own comparison.

use super::{Builder, Group, INTS, inst};
use crate::eopt::lang::ty_name;
use egret_llvmlite::Ty;

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
