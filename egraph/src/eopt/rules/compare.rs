//! Comparisons: canonical forms, comparisons of extended values, and the
//! boolean idioms around `icmp`.
//!
//! Canonical forms: a constant operand goes right (swapping the
//! condition), and `a <= C` / `a > C` become `a < C+1` / `a >= C+1` (the
//! forms Cpu0's `slti`/`sltiu` implement directly) unless `C` is the largest
//! value. Comparing two zero-extended values is an unsigned comparison of
//! the originals; two sign-extended values compare like the originals under
//! every condition (sign extension preserves both orders); an extended
//! value against a constant in the original range compares the original.
//! A test of the sign bit alone (`(a >>u w-1) != 0`, `(a & SIGN) == 0`) is a
//! signed comparison with zero.

use super::{Builder, EG, Group, INTS, add, const_not_const, facts, inst, k, konst, var};
use crate::eopt::eval::mask;
use crate::eopt::lang::{Op, ty_name, width};
use egg::Subst;
use egret_llvmlite::{IntCC, Ty, sext, zext};

/// The unsigned condition with the same meaning on non-negative operands.
pub fn unsigned(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Slt => IntCC::Ult,
        IntCC::Sle => IntCC::Ule,
        IntCC::Sgt => IntCC::Ugt,
        IntCC::Sge => IntCC::Uge,
        other => other,
    }
}

/// Adds the comparison table.
pub fn rules(b: &mut Builder) {
    b.group(Group::Compare);
    for t in INTS {
        for cc in IntCC::ALL {
            per_condition(b, t, cc);
        }
        booleans(b, t);
    }
}

fn per_condition(b: &mut Builder, t: Ty, cc: IntCC) {
    let w = width(t);
    let c_ = cc.name();
    let n = |s: &str| format!("{s}:{c_}:{}", ty_name(t));
    let pat = |s: &str| inst(&s.replace("$cc", c_), t);
    let (a, bb, c, x) = (var("?a"), var("?b"), var("?c"), var("?x"));
    let sw = cc.swap().name();
    b.pat_if(
        n("cmp-const-right"),
        &pat("($cc:$t ?c ?x)"),
        &pat(&format!("({sw}:$t ?x ?c)")),
        const_not_const(c, x),
    );
    let always = matches!(
        cc,
        IntCC::Eq | IntCC::Sle | IntCC::Sge | IntCC::Ule | IntCC::Uge
    );
    b.pat(
        n("cmp-self"),
        &pat("($cc:$t ?a ?a)"),
        if always { "1:i1" } else { "0:i1" },
    );
    // a <= C  =>  a < C+1, and a > C => a >= C+1.
    let stricter = match cc {
        IntCC::Sle => Some((IntCC::Slt, true)),
        IntCC::Sgt => Some((IntCC::Sge, true)),
        IntCC::Ule => Some((IntCC::Ult, false)),
        IntCC::Ugt => Some((IntCC::Uge, false)),
        _ => None,
    };
    if let Some((to, signed)) = stricter {
        b.comp(
            n("cmp-const-bump"),
            &pat("($cc:$t ?a ?c)"),
            move |eg, _, s| {
                let cv = konst(eg, s, c)?;
                let max = if signed { mask(w) >> 1 } else { mask(w) };
                if cv == max || facts(eg, s, a).konst.is_some() {
                    return None;
                }
                let next = k(eg, t, cv.wrapping_add(1));
                Some(add(eg, Op::Icmp(to), t, &[s[a], next]))
            },
        );
    }
    // Unsigned comparisons against 0 and 1 are equality tests.
    let eq_zero = match cc {
        IntCC::Ult => Some(("1", IntCC::Eq)),
        IntCC::Uge => Some(("1", IntCC::Ne)),
        IntCC::Ugt => Some(("0", IntCC::Ne)),
        IntCC::Ule => Some(("0", IntCC::Eq)),
        _ => None,
    };
    if let Some((kc, to)) = eq_zero
        && w > 1
    {
        b.pat(
            n("cmp-unsigned-zero"),
            &pat(&format!("($cc:$t ?a {kc}:$t)")),
            &pat(&format!("({}:$t ?a 0:$t)", to.name())),
        );
    }
    extended_operands(b, t, cc);
    if matches!(cc, IntCC::Eq | IntCC::Ne) && w > 1 {
        for op in ["sub", "xor"] {
            b.pat(
                n(&format!("cmp-{op}-zero")),
                &pat(&format!("($cc:$t ({op}:$t ?a ?b) 0:$t)")),
                &pat("($cc:$t ?a ?b)"),
            );
        }
        // (a >>u (w-1)) != 0  =>  a <s 0, and == 0  =>  a >=s 0: the sign
        // bit, which an i64 reads from its high word alone (`shr hi, 31`).
        let sign_cc = if cc == IntCC::Ne {
            IntCC::Slt
        } else {
            IntCC::Sge
        };
        let sign = format!("({}:$t ?a 0:$t)", sign_cc.name());
        b.pat(
            n("cmp-sign-shift"),
            &pat(&format!("($cc:$t (lshr:$t ?a {}:$t) 0:$t)", w - 1)),
            &pat(&sign),
        );
        b.pat(
            n("cmp-sign-mask"),
            &pat(&format!("($cc:$t (and:$t ?a {}:$t) 0:$t)", 1u64 << (w - 1))),
            &pat(&sign),
        );
        // a + C1 == C2  =>  a == C2 - C1.
        b.comp(
            n("cmp-add-const"),
            &pat("($cc:$t (add:$t ?a ?b) ?c)"),
            move |eg, _, s| {
                let (c1, c2) = (konst(eg, s, bb)?, konst(eg, s, c)?);
                let d = k(eg, t, c2.wrapping_sub(c1));
                Some(add(eg, Op::Icmp(cc), t, &[s[a], d]))
            },
        );
    }
}

/// Comparisons of zero- or sign-extended operands, to type `t`.
fn extended_operands(b: &mut Builder, t: Ty, cc: IntCC) {
    if width(t) == 1 {
        return;
    }
    let c_ = cc.name();
    let n = |s: &str| format!("{s}:{c_}:{}", ty_name(t));
    let pat = |s: &str| inst(&s.replace("$cc", c_), t);
    let (a, bb, c) = (var("?a"), var("?b"), var("?c"));
    let same_src = move |eg: &EG, s: &Subst| facts(eg, s, a).ty == facts(eg, s, bb).ty;
    let zcc = unsigned(cc);
    b.comp(
        n("cmp-zext-zext"),
        &pat("($cc:$t (zext:$t ?a) (zext:$t ?b))"),
        move |eg, _, s| {
            same_src(eg, s).then_some(())?;
            let src = facts(eg, s, a).ty;
            Some(add(eg, Op::Icmp(zcc), src, &[s[a], s[bb]]))
        },
    );
    b.comp(
        n("cmp-sext-sext"),
        &pat("($cc:$t (sext:$t ?a) (sext:$t ?b))"),
        move |eg, _, s| {
            same_src(eg, s).then_some(())?;
            let src = facts(eg, s, a).ty;
            Some(add(eg, Op::Icmp(cc), src, &[s[a], s[bb]]))
        },
    );
    b.comp(
        n("cmp-zext-const"),
        &pat("($cc:$t (zext:$t ?a) ?c)"),
        move |eg, _, s| {
            let cv = konst(eg, s, c)?;
            let src = facts(eg, s, a).ty;
            let ws = width(src);
            if cv > mask(ws) || facts(eg, s, a).konst.is_some() {
                return None;
            }
            let kc = k(eg, src, cv);
            Some(add(eg, Op::Icmp(zcc), src, &[s[a], kc]))
        },
    );
    let wt = width(t);
    b.comp(
        n("cmp-sext-const"),
        &pat("($cc:$t (sext:$t ?a) ?c)"),
        move |eg, _, s| {
            let cv = sext(konst(eg, s, c)?, wt);
            let src = facts(eg, s, a).ty;
            let ws = width(src);
            if sext(zext(cv as u64, ws), ws) != cv || facts(eg, s, a).konst.is_some() {
                return None;
            }
            let kc = k(eg, src, cv as u64);
            Some(add(eg, Op::Icmp(cc), src, &[s[a], kc]))
        },
    );
}

/// `i1` idioms: comparing a boolean with a constant, negated comparisons.
fn booleans(b: &mut Builder, t: Ty) {
    let tn = ty_name(t);
    if t == Ty::I1 {
        let table: &[(&str, &str, &str)] = &[
            ("bool-ne-false", "(ne:i1 ?a 0:i1)", "?a"),
            ("bool-eq-true", "(eq:i1 ?a 1:i1)", "?a"),
            ("bool-eq-false", "(eq:i1 ?a 0:i1)", "(xor:i1 ?a 1:i1)"),
            ("bool-ne-true", "(ne:i1 ?a 1:i1)", "(xor:i1 ?a 1:i1)"),
        ];
        for (name, l, r) in table {
            b.pat(*name, l, r);
        }
    }
    for cc in IntCC::ALL {
        b.pat(
            format!("not-cmp:{}:{tn}", cc.name()),
            &format!("(xor:i1 ({}:{tn} ?a ?b) 1:i1)", cc.name()),
            &format!("({}:{tn} ?a ?b)", cc.inverse().name()),
        );
    }
}
