//! Remainders from their quotients: i64 division and remainder pairs (-O2).
//!
//! An i64 `udiv`/`sdiv`/`urem`/`srem` by a variable is a call into the
//! runtime (`__udivdi3` and friends), about a hundred executed
//! instructions. Code that wants both `x / d` and `x % d` — digit loops,
//! bignum steps, hash buckets — makes two such calls on the same operands.
//! When the quotient dominates the remainder, this pass rewrites the
//! remainder as `x - (x / d) * d` (an i64 multiply, three `mul`s and some
//! adds), so one call does the work of two, as LLVM's DivRemPairs does for
//! targets without a combined divide-and-remainder. The identity holds
//! for the signed pair too (`srem` truncates as `sdiv` does), and a
//! division by zero, which the rewrite no longer performs twice, is
//! undefined either way. When the remainder comes first and dominates the
//! quotient, a quotient is computed just before it and replaces the later
//! division. Quotients and remainders in sibling branches are left alone:
//! hoisting one above their common dominator would compute it on paths
//! that did not. i32 pairs are left to the lowering, whose `divu` yields
//! both at once.
//!
//! The pass runs after the last e-graph round (which has merged equal
//! divisions) and before `divconst`, so a pair by a constant expands into
//! one multiply-high instead of two.

use crate::cfg::placed_insts;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinFlags, BinOp, Block, Function, Inst, InstData, Ty, Value};
use rustc_hash::FxHashMap as HashMap;

/// Operations on the same operands above this many are left alone (the
/// search for a dominating partner is quadratic in them).
const MAX_GROUP: usize = 16;

/// Rewrites the i64 remainders of `f` whose quotient is computed too.
/// Returns whether anything changed.
pub fn run(f: &mut Function) -> bool {
    let groups = pairable_groups(f);
    if groups.is_empty() {
        return false;
    }
    let dt = DomTree::compute(f);
    let mut changed = false;
    for group in groups {
        changed |= pair_group(f, &dt, &group);
    }
    changed
}

/// The divisions and remainders of one signedness on the same operands, in
/// layout order.
struct Group {
    signed: bool,
    x: Value,
    d: Value,
    divs: Vec<Inst>,
    rems: Vec<Inst>,
}

/// The groups of i64 divisions by the same operands that hold at least one
/// quotient and one remainder.
fn pairable_groups(f: &Function) -> Vec<Group> {
    let mut index: HashMap<(bool, Value, Value), usize> = HashMap::default();
    let mut groups: Vec<Group> = Vec::new();
    for (_, inst) in placed_insts(f) {
        let InstData::Binary { op, args, .. } = f.insts[inst] else {
            continue;
        };
        let (signed, is_rem) = match op {
            BinOp::UDiv => (false, false),
            BinOp::URem => (false, true),
            BinOp::SDiv => (true, false),
            BinOp::SRem => (true, true),
            _ => continue,
        };
        let [x, d] = args;
        if f.value_type(x) != Ty::I64 {
            continue;
        }
        let slot = *index.entry((signed, x, d)).or_insert_with(|| {
            groups.push(Group {
                signed,
                x,
                d,
                divs: Vec::new(),
                rems: Vec::new(),
            });
            groups.len() - 1
        });
        let g = &mut groups[slot];
        if is_rem {
            g.rems.push(inst);
        } else {
            g.divs.push(inst);
        }
    }
    groups.retain(|g| {
        !g.divs.is_empty() && !g.rems.is_empty() && g.divs.len() + g.rems.len() <= MAX_GROUP
    });
    groups
}

/// Rewrites the remainders of `group` that a quotient dominates, or that
/// dominate one; returns whether any was.
fn pair_group(f: &mut Function, dt: &DomTree, group: &Group) -> bool {
    let mut divs = group.divs.clone();
    let mut changed = false;
    for &rem in &group.rems {
        let quotient = match divs.iter().find(|&&q| inst_dominates(f, dt, q, rem)) {
            Some(&q) => f.inst_result(q).expect("a division has a result"),
            None => {
                let later: Vec<Inst> = divs
                    .iter()
                    .copied()
                    .filter(|&q| inst_dominates(f, dt, rem, q))
                    .collect();
                if later.is_empty() {
                    continue;
                }
                let q = hoist_quotient(f, group, rem, &later);
                divs.retain(|d| !later.contains(d));
                divs.push(q);
                f.inst_result(q).expect("a division has a result")
            }
        };
        rewrite_remainder(f, group, rem, quotient);
        changed = true;
    }
    changed
}

/// Places a new quotient of `group` just before `rem` and makes it replace
/// the divisions `later`, which `rem` dominates; returns the new division.
fn hoist_quotient(f: &mut Function, group: &Group, rem: Inst, later: &[Inst]) -> Inst {
    let op = if group.signed {
        BinOp::SDiv
    } else {
        BinOp::UDiv
    };
    let q = insert_before(f, rem, binary(op, group.x, group.d));
    let new = f.inst_result(q).expect("a division has a result");
    let mut map = HashMap::default();
    for &old in later {
        map.insert(f.inst_result(old).expect("a division has a result"), new);
        let b = block_of(f, old);
        f.blocks[b].insts.retain(|&i| i != old);
    }
    f.replace_uses(&map);
    q
}

/// Turns `rem` into `x - quotient * d`, keeping its result value.
fn rewrite_remainder(f: &mut Function, group: &Group, rem: Inst, quotient: Value) {
    let product = insert_before(f, rem, binary(BinOp::Mul, quotient, group.d));
    let product = f.inst_result(product).expect("a multiply has a result");
    f.insts[rem] = binary(BinOp::Sub, group.x, product);
}

/// Creates the i64 instruction `data` at `at`'s source location and places
/// it just before `at`.
fn insert_before(f: &mut Function, at: Inst, data: InstData) -> Inst {
    let b = block_of(f, at);
    let inst = f.make_inst(data, Some(Ty::I64), f.locs[at]);
    let pos = position(f, b, at);
    f.insert_inst(b, pos, inst);
    inst
}

/// Whether `a`'s result is available at `b`: `a` comes first in the same
/// block, or its block strictly dominates `b`'s.
fn inst_dominates(f: &Function, dt: &DomTree, a: Inst, b: Inst) -> bool {
    let (ba, bb) = (block_of(f, a), block_of(f, b));
    if ba == bb {
        position(f, ba, a) < position(f, bb, b)
    } else {
        dt.strictly_dominates(ba, bb)
    }
}

/// The block `inst` is placed in.
fn block_of(f: &Function, inst: Inst) -> Block {
    f.inst_block[inst].expand().expect("a placed instruction")
}

/// The index of `inst` in `b`'s instructions.
fn position(f: &Function, b: Block, inst: Inst) -> usize {
    f.blocks[b]
        .insts
        .iter()
        .position(|&i| i == inst)
        .expect("the instruction is in its block")
}

fn binary(op: BinOp, a: Value, b: Value) -> InstData {
    InstData::Binary {
        op,
        args: [a, b],
        flags: BinFlags::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{run_pass, run_pass_printed};

    fn printed_after(src: &str) -> String {
        let (after, _) = run_pass(src, |f, _| run(f));
        egret_llvmlite::printer::print_module(&after)
    }

    /// A quotient then a remainder on the same operands: the remainder
    /// becomes a multiply and a subtraction.
    #[test]
    fn remainder_after_quotient_reuses_it() {
        let src = "define i64 @f(i64 %x, i64 %d) {\nentry:\n  %q = udiv i64 %x, %d\n  %r = urem i64 %x, %d\n  %s = xor i64 %q, %r\n  ret i64 %s\n}\n";
        let out = printed_after(src);
        assert!(!out.contains("urem"), "{out}");
        assert_eq!(out.matches("udiv i64").count(), 1, "{out}");
        assert_eq!(out.matches("mul i64").count(), 1, "{out}");
    }

    /// The remainder first, in a block dominating the quotient's: one
    /// quotient, computed before the remainder, serves both.
    #[test]
    fn remainder_before_quotient_moves_the_quotient_up() {
        let src = "define i64 @f(i64 %x, i64 %d, i1 %c) {\nentry:\n  %r = srem i64 %x, %d\n  br i1 %c, label %a, label %b\na:\n  %q = sdiv i64 %x, %d\n  %s = xor i64 %q, %r\n  ret i64 %s\nb:\n  ret i64 %r\n}\n";
        let out = printed_after(src);
        assert!(!out.contains("srem"), "{out}");
        assert_eq!(out.matches("sdiv i64").count(), 1, "{out}");
        let entry = out.split("a:").next().unwrap_or_default();
        assert!(entry.contains("sdiv i64"), "{out}");
    }

    /// Sibling branches, other operands and i32 pairs stay as they are.
    #[test]
    fn unpaired_operations_are_left_alone() {
        let src = "define i64 @f(i64 %x, i64 %d, i1 %c, i32 %a, i32 %b) {\nentry:\n  %w = udiv i32 %a, %b\n  %v = urem i32 %a, %b\n  %u = udiv i64 %d, %x\n  br i1 %c, label %l, label %r\nl:\n  %q = udiv i64 %x, %d\n  ret i64 %q\nr:\n  %m = urem i64 %x, %d\n  ret i64 %m\n}\n";
        let (after, before) = run_pass(src, |f, _| run(f));
        let printed = egret_llvmlite::printer::print_module;
        assert_eq!(printed(&after), printed(&before));
    }

    /// Every sign and order against the interpreter, on operands from a
    /// global array so nothing folds (zero divisors excluded).
    #[test]
    fn pairs_behave_like_the_divisions() {
        let xs = [
            0i64,
            1,
            -1,
            7,
            -7,
            1 << 40,
            i64::MAX,
            i64::MIN + 1,
            -81985529216486895,
        ];
        let ds = [3i64, -3, 1, -1, 1 << 33, -(1 << 35) - 5, 641, i64::MAX];
        let all: Vec<i64> = xs.iter().chain(ds.iter()).copied().collect();
        let list: Vec<String> = all.iter().map(|v| format!("i64 {v}")).collect();
        let ty = format!("[{} x i64]", all.len());
        let mut src = format!(
            "@vs = global {ty} [{}]\n@acc = global i64 0\n",
            list.join(", ")
        );
        src.push_str("define i64 @main() {\nentry:\n");
        let load = |name: &str, i: usize| {
            format!(
                "  %p{name} = getelementptr {ty}, {ty}* @vs, i64 0, i64 {i}\n  %{name} = load i64, i64* %p{name}\n"
            )
        };
        let mut n = 0;
        for (xi, _) in xs.iter().enumerate() {
            src.push_str(&load(&format!("x{xi}"), xi));
            for (di, _) in ds.iter().enumerate() {
                let d = format!("d{xi}_{di}");
                src.push_str(&load(&d, xs.len() + di));
                for (a, b) in [
                    ("udiv", "urem"),
                    ("urem", "udiv"),
                    ("sdiv", "srem"),
                    ("srem", "sdiv"),
                ] {
                    src.push_str(&format!(
                        "  %a{n} = {a} i64 %x{xi}, %{d}\n  %b{n} = {b} i64 %x{xi}, %{d}\n  %c{n} = load i64, i64* @acc\n  %e{n} = mul i64 %c{n}, 31\n  %f{n} = xor i64 %e{n}, %a{n}\n  %g{n} = mul i64 %f{n}, 7\n  %h{n} = xor i64 %g{n}, %b{n}\n  store i64 %h{n}, i64* @acc\n"
                    ));
                    n += 1;
                }
            }
        }
        src.push_str("  %res = load i64, i64* @acc\n  ret i64 %res\n}\n");
        let out = run_pass_printed(&src, |f, _| run(f));
        assert!(!out.contains("urem") && !out.contains("srem"), "{out}");
    }
}
