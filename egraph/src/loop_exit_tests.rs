//! Loop-exit tests on the next value of the induction variable.
//!
//! The e-graph canonicalises `icmp eq (add i, K), C` to `icmp eq i, C-K`:
//! one instruction fewer when the compare is all that reads `i + K`. At a
//! loop latch it is not: `i + K` is the value the back edge passes to the
//! header for `i`, so the rewritten test keeps the old `i` alive until the
//! branch, next to its successor. The two cannot share a register, and
//! the back edge then needs a copy — on Cpu0 an extra block with a move
//! and a jump, run every iteration.
//!
//! This pass, run after the last e-graph round, undoes that where it
//! matters. For a conditional branch on `icmp eq|ne x, C` (its only use)
//! whose target takes `y = add x, K` (defined in the same block and used
//! only by the branch) for the parameter `x`, it tests `y` against `C+K`
//! instead — the same for every `x`, since wrapping addition is a
//! bijection — and moves the `add` and the compare down to the branch, so
//! `x` dies at its last other use and `y` can take its register. A compare
//! against zero is kept unless the new one is against zero too: `beq`/`bne`
//! read `$zero` for free, another constant needs a register.

use egret_llvmlite::{
    BinOp, Block, Function, Inst, InstData, IntCC, TypeStore, Value, ValueDef, zext,
};

/// Rewrites the loop-exit tests of `f`. Returns whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let mut uses: cranelift_entity::SecondaryMap<Value, u32> =
        cranelift_entity::SecondaryMap::with_capacity(f.values.len());
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| uses[v] += 1);
        }
    }
    let mut changed = false;
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        let Some((cmp, add, c_next)) = candidate(f, types, b, &uses) else {
            continue;
        };
        let Some(y) = f.results[add].expand() else {
            continue;
        };
        let c_next = f.iconst(types, f.value_type(y), c_next);
        if let InstData::Icmp { args, .. } = &mut f.insts[cmp] {
            *args = [y, c_next];
        }
        let insts = &mut f.blocks[b].insts;
        insts.retain(|&i| i != cmp && i != add);
        let at = insts.len() - 1;
        insts.splice(at..at, [add, cmp]);
        changed = true;
    }
    for bi in 0..f.layout.len() {
        changed |= sink_passed_values(f, f.layout[bi]);
    }
    changed
}

/// In block `b`, moves the computation of each value the terminator
/// passes for a successor's parameter `x`, when `b` still uses `x` after
/// it, down to the terminator, together with the side-effect-free
/// instructions that depend on it. Gives up when an instruction with side
/// effects, or the last use of `x`, depends on it, and when a moved
/// instruction reads another value computed in `b` (or another parameter
/// of `b`): moving would keep that one alive longer instead. Returns
/// whether anything moved.
fn sink_passed_values(f: &mut Function, b: Block) -> bool {
    let Some(term) = f.terminator(b) else {
        return false;
    };
    let pairs: Vec<(Value, Value)> = f.insts[term]
        .targets_iter()
        .flat_map(|c| {
            f.blocks[c.block]
                .params
                .iter()
                .copied()
                .zip(c.args.iter().copied())
        })
        .collect();
    let reads = |f: &Function, i: Inst, v: Value| {
        let mut hit = false;
        f.insts[i].for_each_arg(|a| hit |= a == v);
        hit
    };
    let mut changed = false;
    for (x, y) in pairs {
        let Some(def) = defined_in(f, y, b) else {
            continue;
        };
        if f.insts[def].has_side_effects() {
            continue;
        }
        let insts = &f.blocks[b].insts;
        let end = insts.len() - 1;
        let Some(pos) = insts.iter().position(|&i| i == def) else {
            continue;
        };
        let Some(last_x) = (pos + 1..end).rev().find(|&k| reads(f, insts[k], x)) else {
            continue;
        };
        // Whether `a` may be read later without living longer: `x`, a
        // moved value, or one from outside `b`.
        let local = |f: &Function, a: Value, values: &[Value]| {
            a != x
                && !values.contains(&a)
                && match f.value_def(a) {
                    ValueDef::Inst(i) => f.inst_block[i].expand() == Some(b),
                    ValueDef::Param(p, _) => p == b,
                    _ => false,
                }
        };
        let mut moved = vec![def];
        let mut values = vec![y];
        let mut ok = true;
        f.insts[def].for_each_arg(|a| ok &= !local(f, a, &values));
        for (k, &i) in insts.iter().enumerate().take(end).skip(pos + 1) {
            if !ok {
                break;
            }
            let mut uses_moved = false;
            f.insts[i].for_each_arg(|a| uses_moved |= values.contains(&a));
            if !uses_moved {
                continue;
            }
            if k == last_x || f.insts[i].has_side_effects() {
                ok = false;
                break;
            }
            f.insts[i].for_each_arg(|a| ok &= !local(f, a, &values));
            moved.push(i);
            if let Some(v) = f.inst_result(i) {
                values.push(v);
            }
        }
        if !ok {
            continue;
        }
        let insts = &mut f.blocks[b].insts;
        insts.retain(|i| !moved.contains(i));
        let at = insts.len() - 1;
        insts.splice(at..at, moved);
        changed = true;
    }
    changed
}

/// The compare and the `add` of block `b`'s exit test, and the constant the
/// compare should test the `add` against, when the rewrite applies.
fn candidate(
    f: &Function,
    types: &TypeStore,
    b: Block,
    uses: &cranelift_entity::SecondaryMap<Value, u32>,
) -> Option<(Inst, Inst, u64)> {
    let term = f.terminator(b)?;
    let InstData::Branch {
        cond,
        then_dest,
        else_dest,
    } = &f.insts[term]
    else {
        return None;
    };
    let cmp = defined_in(f, *cond, b)?;
    let InstData::Icmp {
        cc: IntCC::Eq | IntCC::Ne,
        args: [x, c],
    } = f.insts[cmp]
    else {
        return None;
    };
    let c = f.const_value(c)?;
    if uses[*cond] != 1 || !matches!(f.value_def(x), ValueDef::Param(..)) {
        return None;
    }
    let bits = types.int_bits(f.value_type(x))?;
    // The value the branch passes for `x` to a target whose parameter it is.
    let y = [then_dest, else_dest].into_iter().find_map(|d| {
        let k = f.blocks[d.block].params.iter().position(|&p| p == x)?;
        d.args.get(k).copied()
    })?;
    let add = defined_in(f, y, b)?;
    let k = match f.insts[add] {
        InstData::Binary {
            op: BinOp::Add,
            args: [a, k],
            ..
        } if a == x => f.const_value(k)?,
        InstData::Binary {
            op: BinOp::Add,
            args: [k, a],
            ..
        } if a == x => f.const_value(k)?,
        InstData::Binary {
            op: BinOp::Sub,
            args: [a, k],
            ..
        } if a == x => f.const_value(k)?.wrapping_neg(),
        _ => return None,
    };
    // `y` feeds only the branch (so the `add` may sink to it).
    let mut in_term = 0;
    f.insts[term].for_each_arg(|v| in_term += u32::from(v == y));
    if uses[y] != in_term {
        return None;
    }
    let c_next = zext(c.wrapping_add(k), bits);
    (c_next == 0 || c != 0).then_some((cmp, add, c_next))
}

/// The instruction defining `v`, if it is placed in block `b`.
fn defined_in(f: &Function, v: Value, b: Block) -> Option<Inst> {
    match f.value_def(v) {
        ValueDef::Inst(i) if f.inst_block[i].expand() == Some(b) => Some(i),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil;
    use egret_llvmlite::printer;

    #[test]
    fn exit_test_moves_to_the_next_induction_value() {
        let src = "
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 31, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %c = icmp eq i32 %i, 1
  %i2 = add i32 %i, -2
  %s2 = add i32 %s, %i
  br i1 %c, label %done, label %loop
done:
  ret i32 %s2
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(
            out.contains("%s2 = add i32 %s, %i\n  %i2 = add i32 %i, -2\n  %c = icmp eq i32 %i2, -1\n  br i1 %c"),
            "{out}"
        );
    }

    /// A counter's next value and the exit test on it, computed before the
    /// body's last use of the counter, move down to the branch.
    #[test]
    fn the_next_value_of_a_counter_moves_below_its_last_use() {
        let src = "
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 50
  %m = mul i32 %i, %i
  %s2 = add i32 %s, %m
  br i1 %c, label %loop, label %done
done:
  ret i32 %s2
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(
            out.contains(
                "%m = mul i32 %i, %i\n  %s2 = add i32 %s, %m\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, 50\n  br i1 %c"
            ),
            "{out}"
        );
    }

    /// A passed value computed from another value of the block stays: moving
    /// it would keep that value alive instead (twelve products live at once
    /// in a rotation of twelve accumulators).
    #[test]
    fn a_value_computed_from_the_block_stays() {
        let src = "
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ 1, %entry ], [ %a1, %loop ]
  %b = phi i32 [ 2, %entry ], [ %b1, %loop ]
  %r = mul i32 %a, 3
  %a1 = add i32 %r, %b
  %t = mul i32 %b, 5
  %b1 = add i32 %t, %a
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 9
  br i1 %c, label %loop, label %done
done:
  %o = xor i32 %a1, %b1
  ret i32 %o
}
";
        let out = testutil::run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(
            out.contains("%r = mul i32 %a, 3\n  %a1 = add i32 %r, %b\n  %t = mul i32 %b, 5"),
            "{out}"
        );
    }

    #[test]
    fn a_compare_with_zero_stays_unless_the_new_one_is_too() {
        let src = "
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 31, %entry ], [ %i2, %loop ]
  %c = icmp eq i32 %i, 0
  %i2 = add i32 %i, -1
  br i1 %c, label %done, label %loop
done:
  ret i32 %i
}
";
        let (after, _) = testutil::run_pass(src, |f, m| run(f, &m.types));
        let out = printer::print_module(&after);
        assert!(out.contains("%c = icmp eq i32 %i, 0"), "{out}");
    }
}
