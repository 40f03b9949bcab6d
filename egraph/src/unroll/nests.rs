//! Full unrolling of a counted loop around inner loops.
//!
//! An outer loop of a few trips whose inner loop starts from (or is bounded
//! by) the outer induction variable — `for (i = 1; i < 8; i++) for (j = i
//! - 1; j >= 0 && …; j--)` — gains little from unrolling alone, but each
//! copy's inner loop then starts from a constant and is counted in turn.
//! So a loop with inner loops is fully unrolled when every inner loop is
//! innermost and tests one of its header parameters against a constant,
//! that parameter entering the inner loop as a function of the outer
//! induction variable and constants ([`inner_loops_become_counted`]; an
//! inner loop counted already is unrolled first, on its own). The
//! copies are made in the body's reverse postorder ([`body_order`]), which
//! puts every definition before its uses even with the inner cycles; the
//! next round of [`super::run`] finds the inner loops' starts by folding
//! the copies' arithmetic on constants ([`constant_of`]).

use crate::eopt::eval::{eval_bin, eval_cast};
use egret_llvmlite::loops::{Loop, LoopInfo};
use egret_llvmlite::{Block, Function, InstData, PredTable, TypeStore, Value, ValueDef};

/// How deep [`constant_of`] and [`known_given`] look through operands.
const MAX_DEPTH: u32 = 8;

/// How many values [`constant_of`] may visit for one question.
const MAX_VISITS: u32 = 64;

/// The blocks of `lp` in reverse postorder from its header, not following
/// the back edges to the header (every block after its dominators).
pub(super) fn body_order(f: &Function, lp: &Loop) -> Vec<Block> {
    let h = lp.header;
    let mut visited = cranelift_entity::EntitySet::<Block>::new();
    let mut post = Vec::new();
    let mut stack = vec![(h, f.succ_iter(h))];
    visited.insert(h);
    while let Some(top) = stack.last_mut() {
        if let Some(s) = top.1.next() {
            if s != h && lp.blocks.contains(s) && !visited.contains(s) {
                visited.insert(s);
                stack.push((s, f.succ_iter(s)));
            }
        } else {
            post.push(top.0);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Whether every loop inside loop `l` is innermost and will be counted
/// once `iv` (the induction variable of `l`) is a constant.
pub(super) fn inner_loops_become_counted(
    f: &Function,
    li: &LoopInfo,
    preds: &PredTable,
    l: usize,
    iv: Value,
) -> bool {
    let inner: Vec<&Loop> = li.loops.iter().filter(|m| m.parent == Some(l)).collect();
    if li
        .loops
        .iter()
        .any(|m| m.parent.is_some_and(|p| li.loops[p].parent == Some(l)))
    {
        return false;
    }
    !inner.is_empty() && inner.iter().all(|m| tests_a_known_start(f, preds, m, iv))
}

/// Whether a branch of `m` compares a header parameter of `m` (plus a
/// constant) with a constant, and that parameter enters `m` as a function
/// of constants and `iv` that uses `iv`.
fn tests_a_known_start(f: &Function, preds: &PredTable, m: &Loop, iv: Value) -> bool {
    let h = m.header;
    let tested = |x: Value| -> Option<usize> {
        let base = match f.value_def(x) {
            ValueDef::Param(..) => x,
            _ => super::offset_of(f, x)?.0,
        };
        match f.value_def(base) {
            ValueDef::Param(b, idx) if b == h => Some(idx as usize),
            _ => None,
        }
    };
    m.blocks.iter().any(|b| {
        let Some(t) = f.terminator(b) else {
            return false;
        };
        let InstData::Branch { cond, .. } = &f.insts[t] else {
            return false;
        };
        let ValueDef::Inst(ci) = f.value_def(*cond) else {
            return false;
        };
        let InstData::Icmp { args, .. } = f.insts[ci] else {
            return false;
        };
        let idx = match (f.const_value(args[0]), f.const_value(args[1])) {
            (None, Some(_)) => tested(args[0]),
            (Some(_), None) => tested(args[1]),
            _ => None,
        };
        idx.is_some_and(|idx| enters_known(f, preds, m, idx, iv))
    })
}

/// Whether every edge into `m`'s header from outside passes, for its
/// `idx`th parameter, a function of constants and `iv` that uses `iv`
/// (an inner loop that starts from a constant is counted already: it is
/// unrolled on its own, and its parent may become innermost).
fn enters_known(f: &Function, preds: &PredTable, m: &Loop, idx: usize, iv: Value) -> bool {
    let h = m.header;
    preds[h]
        .iter()
        .filter(|&&p| !m.blocks.contains(p))
        .all(|&p| {
            f.terminator(p).is_some_and(|t| {
                f.insts[t].targets_iter().filter(|c| c.block == h).all(|c| {
                    c.args
                        .get(idx)
                        .is_some_and(|&a| known_given(f, a, iv, 0) == Some(true))
                })
            })
        })
}

/// Whether `v` is computed from constants and `iv` by pure arithmetic:
/// `Some(true)` if it uses `iv`, `Some(false)` if it is a function of
/// constants alone, `None` otherwise.
fn known_given(f: &Function, v: Value, iv: Value, depth: u32) -> Option<bool> {
    if v == iv {
        return Some(true);
    }
    if f.const_value(v).is_some() {
        return Some(false);
    }
    if depth >= MAX_DEPTH {
        return None;
    }
    let ValueDef::Inst(i) = f.value_def(v) else {
        return None;
    };
    match &f.insts[i] {
        InstData::Binary { args, .. } => {
            let a = known_given(f, args[0], iv, depth + 1)?;
            let b = known_given(f, args[1], iv, depth + 1)?;
            Some(a || b)
        }
        InstData::Cast { arg, .. } => known_given(f, *arg, iv, depth + 1),
        _ => None,
    }
}

/// The constant `v` always is: a constant, pure arithmetic on constants,
/// or a block parameter every edge passes the same constant for. Looks at
/// most [`MAX_DEPTH`] deep and [`MAX_VISITS`] values in all.
pub(super) fn constant_of(
    f: &Function,
    types: &TypeStore,
    preds: &PredTable,
    v: Value,
) -> Option<u64> {
    let mut visits = 0;
    fold(f, types, preds, v, 0, &mut visits)
}

/// [`constant_of`], `depth` levels down, having visited `visits` values.
fn fold(
    f: &Function,
    types: &TypeStore,
    preds: &PredTable,
    v: Value,
    depth: u32,
    visits: &mut u32,
) -> Option<u64> {
    if let Some(c) = f.const_value(v) {
        return Some(c);
    }
    *visits += 1;
    if depth >= MAX_DEPTH || *visits > MAX_VISITS {
        return None;
    }
    let mut sub = |w: Value| fold(f, types, preds, w, depth + 1, visits);
    match f.value_def(v) {
        ValueDef::Inst(i) => match &f.insts[i] {
            InstData::Binary { op, args, .. } => {
                let bits = types.int_bits(f.value_type(v))?;
                let (a, b) = (sub(args[0])?, sub(args[1])?);
                eval_bin(*op, bits, a, b)
            }
            InstData::Cast { op, arg, .. } => {
                let from = types.int_bits(f.value_type(*arg))?;
                let to = types.int_bits(f.value_type(v))?;
                Some(eval_cast(*op, from, to, sub(*arg)?))
            }
            _ => None,
        },
        ValueDef::Param(b, idx) => {
            let mut known = None;
            for &p in &preds[b] {
                let t = f.terminator(p)?;
                for c in f.insts[t].targets_iter().filter(|c| c.block == b) {
                    let k = sub(*c.args.get(idx as usize)?)?;
                    if known.is_some_and(|x| x != k) {
                        return None;
                    }
                    known = Some(k);
                }
            }
            known
        }
        _ => None,
    }
}
