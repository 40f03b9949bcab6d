//! Condition facts: what a branch decides holds in the blocks its edge
//! dominates, so uses there get the decided values.
//!
//! An edge `B -> T` that is `T`'s only way in (`T` has one predecessor)
//! tells, in every block `T` dominates: the branch's condition `c` is
//! true on the `then` edge and false on the `else` edge; `icmp eq x, K`
//! true (or `icmp ne x, K` false) means `x == K`. Uses of `c` and of `x`
//! in those blocks become the constants, and the e-graph round after this
//! pass folds what computes on them. This is GVN's equality propagation:
//! a checking helper inlined many times tests one loaded value against
//! its expected constant, and on the path where the test passed every
//! later test of the same value is decided.
//!
//! The pass walks the dominator tree once, keeping the facts of the
//! dominating edges in a scoped table; only operands change (no
//! instruction is added, moved or removed), so debug records stay as they
//! are.

use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, Function, InstData, IntCC, TypeStore, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// Replaces, in every block dominated by an edge that decides a condition,
/// the uses of the condition and of the value it compares for equality
/// with a constant. Returns whether anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let Some(entry) = f.entry() else { return false };
    let dt = DomTree::compute(f);
    let preds = f.predecessors();
    let loops = LoopInfo::compute(f, &dt);
    let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in dt.rpo() {
        if let Some(d) = dt.idom(b) {
            children[d].push(b);
        }
    }
    // Facts in force, with the values they replace: a stack of scopes.
    let mut facts: HashMap<Value, Value> = HashMap::default();
    // The facts' values that are branch conditions.
    let mut conds: HashMap<Value, ()> = HashMap::default();
    let mut changed = false;
    // (block, entering): entering pushes its edge's facts and rewrites it;
    // leaving pops what entering pushed.
    let mut stack: Vec<(Block, bool)> = vec![(entry, true)];
    let mut pushed: SecondaryMap<Block, Vec<(Value, Option<Value>)>> = SecondaryMap::new();
    while let Some((b, entering)) = stack.pop() {
        if !entering {
            for (v, old) in pushed[b].drain(..).rev() {
                match old {
                    Some(o) => facts.insert(v, o),
                    None => facts.remove(&v),
                };
            }
            continue;
        }
        if let [p] = preds[b][..] {
            for (k, (v, c)) in edge_facts(f, types, p, b).into_iter().enumerate() {
                let old = facts.insert(v, c);
                pushed[b].push((v, old));
                if k == 0 {
                    conds.insert(v, ());
                }
            }
        }
        if loops.depth(b) == 0 {
            changed |= rewrite(f, b, &facts, &conds);
        }
        stack.push((b, false));
        for &c in children[b].iter().rev() {
            stack.push((c, true));
        }
    }
    changed
}

/// Rewrites the operands of `b`'s instructions that `facts` decides. A
/// condition is replaced everywhere; a pinned value only in a computation
/// whose other operands are constants (it then folds; elsewhere the
/// constant would cost a register as the value does, and more to make).
fn rewrite(
    f: &mut Function,
    b: Block,
    facts: &HashMap<Value, Value>,
    conds: &HashMap<Value, ()>,
) -> bool {
    if facts.is_empty() {
        return false;
    }
    let mut changed = false;
    for k in 0..f.blocks[b].insts.len() {
        let i = f.blocks[b].insts[k];
        let data = &f.insts[i];
        let mut folds = is_computation(data);
        data.for_each_arg(|v| {
            folds &= f.const_value(v).is_some() || facts.contains_key(&v);
        });
        f.insts[i].map_args(|v| match facts.get(&v) {
            Some(&c) if folds || conds.contains_key(&v) => {
                changed = true;
                c
            }
            _ => v,
        });
    }
    changed
}

/// Whether `data` computes a value from its operands alone.
fn is_computation(data: &InstData) -> bool {
    matches!(
        data,
        InstData::Binary { .. }
            | InstData::Icmp { .. }
            | InstData::Cast { .. }
            | InstData::Select { .. }
            | InstData::Freeze { .. }
    )
}

/// What the edge `p -> b` (`b`'s only way in) decides: the branch's
/// condition, and the value an equality compare pins, with their constants.
fn edge_facts(f: &mut Function, types: &TypeStore, p: Block, b: Block) -> Vec<(Value, Value)> {
    let Some(t) = f.terminator(p) else {
        return Vec::new();
    };
    let InstData::Branch {
        cond,
        then_dest,
        else_dest,
    } = &f.insts[t]
    else {
        return Vec::new();
    };
    if then_dest.block == else_dest.block || f.const_value(*cond).is_some() {
        return Vec::new();
    }
    let (cond, holds) = (*cond, then_dest.block == b);
    let mut out = Vec::new();
    let pinned = match f.value_def(cond) {
        ValueDef::Inst(i) => match &f.insts[i] {
            InstData::Icmp { cc, args } => {
                let equal = match cc {
                    IntCC::Eq => holds,
                    IntCC::Ne => !holds,
                    _ => false,
                };
                let [x, y] = *args;
                match (f.const_value(x), f.const_value(y)) {
                    (None, Some(k)) if equal => Some((x, k)),
                    (Some(k), None) if equal => Some((y, k)),
                    _ => None,
                }
            }
            _ => None,
        },
        _ => None,
    };
    let bool_ty = f.value_type(cond);
    let decided = f.iconst(types, bool_ty, u64::from(holds));
    out.push((cond, decided));
    if let Some((x, k)) = pinned
        && types.int_bits(f.value_type(x)).is_some_and(|w| w <= 64)
    {
        let ty = f.value_type(x);
        let c = f.iconst(types, ty, k);
        out.push((x, c));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::run_pass_printed;

    /// `@f` tests `%x` against 7 and then computes on it where the test
    /// passed; `main` calls it on both sides of the test.
    const SRC: &str = "
        define i32 @f(i32 %x) {
        entry:
          %c = icmp eq i32 %x, 7
          br i1 %c, label %yes, label %no
        yes:
          %y = mul i32 %x, 3
          %z = zext i1 %c to i32
          %s = add i32 %y, %z
          ret i32 %s
        no:
          %d = icmp ne i32 %x, 9
          br i1 %d, label %other, label %nine
        nine:
          %w = add i32 %x, 1
          ret i32 %w
        other:
          ret i32 %x
        }
        define i32 @main() {
          %a = call i32 @f(i32 7)
          %b = call i32 @f(i32 9)
          %c = call i32 @f(i32 4)
          %s = add i32 %a, %b
          %t = add i32 %s, %c
          ret i32 %t
        }";

    #[test]
    fn an_equality_edge_pins_the_value_and_the_condition() {
        let out = run_pass_printed(SRC, |f, m| run(f, &m.types));
        assert!(out.contains("%y = mul i32 7, 3"), "{out}");
        assert!(out.contains("%z = zext i1 true to i32"), "{out}");
        // `icmp ne %x, 9` false: `%x` is 9 where it failed.
        assert!(out.contains("%w = add i32 9, 1"), "{out}");
        // Where it held, nothing is known of `%x`.
        assert!(out.contains("ret i32 %x"), "{out}");
    }

    #[test]
    fn a_merge_block_learns_nothing() {
        let src = "
            define i32 @main() {
            entry:
              %x = add i32 3, 4
              %c = icmp eq i32 %x, 7
              br i1 %c, label %yes, label %join
            yes:
              br label %join
            join:
              %y = add i32 %x, 1
              ret i32 %y
            }";
        let out = run_pass_printed(src, |f, m| run(f, &m.types));
        assert!(out.contains("%y = add i32 %x, 1"), "{out}");
    }
}
