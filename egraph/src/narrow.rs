//! Narrowing of i64 loop variables to i32.
//!
//! [`run`] rewrites every i64 block parameter (other than the function's
//! arguments) whose value provably fits in 32 bits, by the range analysis
//! [`Ranges`], into an i32 parameter: predecessors pass the truncated
//! argument and the block starts by extending it back. The e-graph then
//! narrows the arithmetic on both sides (`trunc (sext(i) + 1)` is `i + 1` in
//! 32 bits), so the loop runs on one register instead of a pair.

use crate::eopt::analysis::Facts;
use crate::eopt::build::canon;
use crate::eopt::lang::is_int;
use crate::ranges::Ranges;
use egret_llvmlite::{Block, CastOp, Function, InstData, SrcLoc, Ty, TypeStore, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// Rewrites i64 block parameters that fit in 32 bits to i32. Returns
/// whether any was rewritten.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    run_with_facts(f, types).0
}

/// [`run`], also returning the facts of the block parameters afterwards
/// (computed before narrowing, so a narrowed counter keeps its bounds even
/// though its loop test now compares a widened copy).
pub fn run_with_facts(f: &mut Function, types: &TypeStore) -> (bool, HashMap<Value, Facts>) {
    crate::cfg::remove_unreachable(f);
    let r = Ranges::compute(f, types);
    let mut facts = HashMap::default();
    for &b in f.layout.iter().skip(1) {
        for &p in &f.blocks[b].params {
            if let Some(pf) = r.get(f, types, p)
                && is_int(pf.ty)
                && pf != Facts::top(pf.ty)
            {
                facts.insert(p, pf);
            }
        }
    }
    let mut narrowed = Vec::new();
    for &b in f.layout.iter().skip(1) {
        for (idx, &p) in f.blocks[b].params.iter().enumerate() {
            if canon(types, f.value_type(p)) != Ty::I64 {
                continue;
            }
            let Some(facts) = r.get(f, types, p) else {
                continue;
            };
            if facts.konst.is_some() {
                continue;
            }
            let ext = if facts.fits_s32() {
                CastOp::Sext
            } else if facts.fits_u32() {
                CastOp::Zext
            } else {
                continue;
            };
            narrowed.push((b, idx, p, ext));
        }
    }
    let mut replaced = HashMap::default();
    // (block, parameter index) of every narrowed parameter.
    let mut narrowed_at: HashMap<Block, Vec<usize>> = HashMap::default();
    for &(b, idx, p, ext) in &narrowed {
        let (p32, widened) = narrow_param(f, b, idx, p, ext);
        replaced.insert(p, widened);
        narrowed_at.entry(b).or_default().push(idx);
        if let Some(old) = facts.remove(&p) {
            let (lo, hi) = (old.smin, old.smax);
            if lo >= i32::MIN as i64 && hi <= i32::MAX as i64 {
                facts.insert(p32, Facts::range(Ty::I32, lo, hi));
            }
        }
    }
    if !narrowed.is_empty() {
        // Every use of an old parameter uses its extension, then every edge
        // into a narrowed parameter passes the truncated argument (one pass
        // over the function for all of them).
        f.replace_uses(&replaced);
        truncate_edge_args(f, types, &narrowed_at);
        f.rebuild_inst_blocks();
    }
    (!narrowed.is_empty(), facts)
}

/// Gives block `b` a 32-bit parameter in place of its `idx`th, `p`, and
/// starts the block by extending it back. Returns the new parameter and
/// the extension (which the caller substitutes for every use of `p`).
pub(crate) fn narrow_param(
    f: &mut Function,
    b: Block,
    idx: usize,
    p: Value,
    ext: CastOp,
) -> (Value, Value) {
    let loc = f.blocks[b]
        .insts
        .first()
        .map(|&i| f.locs[i])
        .unwrap_or_default();
    let p32 = f.append_block_param(b, Ty::I32);
    f.blocks[b].params.pop();
    f.blocks[b].params[idx] = p32;
    f.values[p32].def = ValueDef::Param(b, idx as u32);
    crate::cfg::retire_param(f, p);
    let widened = f.make_inst(
        InstData::Cast { op: ext, arg: p32 },
        Some(f.value_type(p)),
        loc,
    );
    let wv = f.inst_result(widened).expect("casts have results");
    f.blocks[b].insts.insert(0, widened);
    (p32, wv)
}

/// Truncates the arguments every edge passes to the narrowed parameters
/// (`narrowed[b]`: the narrowed parameter indices of block `b`).
fn truncate_edge_args(f: &mut Function, types: &TypeStore, narrowed: &HashMap<Block, Vec<usize>>) {
    for pb in f.layout.clone() {
        let Some(t) = f.terminator(pb) else { continue };
        let n_targets = f.insts[t].targets().len();
        for k in 0..n_targets {
            let block = f.insts[t].targets()[k].block;
            let Some(indices) = narrowed.get(&block) else {
                continue;
            };
            for &idx in indices {
                let Some(arg) = f.insts[t].targets()[k].args.get(idx).copied() else {
                    continue;
                };
                let narrow = truncate(f, types, pb, t, arg);
                f.insts[t].targets_mut()[k].args[idx] = narrow;
            }
        }
    }
}

/// `trunc arg to i32`, inserted before the terminator `t` of `pb` (a
/// constant is truncated directly).
fn truncate(
    f: &mut Function,
    types: &TypeStore,
    pb: Block,
    t: egret_llvmlite::Inst,
    arg: Value,
) -> Value {
    if let Some(c) = f.const_value(arg) {
        return f.iconst(types, Ty::I32, c);
    }
    if matches!(f.value_def(arg), ValueDef::Undef) {
        return f.undef(Ty::I32);
    }
    let loc: SrcLoc = f.locs[t];
    let i = f.make_inst(
        InstData::Cast {
            op: CastOp::Trunc,
            arg,
        },
        Some(Ty::I32),
        loc,
    );
    let insts = &mut f.blocks[pb].insts;
    let at = insts.len() - 1;
    insts.insert(at, i);
    f.inst_result(i).expect("casts have results")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ranges::tests::{LOOP, header_facts};
    use crate::testutil::{check_same_behaviour, run_pass};

    /// `i * i < 20000` bounds `i`; the sum of the `i` is bounded by the
    /// number of iterations that allows.
    const SQUARE: &str = "define i64 @main() {
        entry:
          br label %outer
        outer:
          %i = phi i64 [ 2, %entry ], [ %i1, %next ]
          %s = phi i64 [ 0, %entry ], [ %s1, %next ]
          %ii = mul i64 %i, %i
          %c = icmp slt i64 %ii, 20000
          br i1 %c, label %next, label %done
        next:
          %s1 = add i64 %s, %i
          %i1 = add i64 %i, 1
          br label %outer
        done:
          ret i64 %s
        }";

    #[test]
    fn a_square_bounds_its_root_and_a_counter_bounds_an_accumulator() {
        let f = header_facts(SQUARE, 1);
        assert_eq!(f[0].smin, 2);
        assert!(f[0].fits_s32() && f[0].smax >= 142, "{:?}", f[0]);
        assert!(f[1].fits_s32() && f[1].smin == 0, "{:?}", f[1]);
        let (after, before) = run_pass(SQUARE, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
    }

    /// A counter stepping down to 0, tested with `== 0` before the step,
    /// never passes 0.
    #[test]
    fn a_countdown_to_zero_stays_non_negative() {
        let src = "define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 31, %entry ], [ %i1, %loop ]
          %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
          %s1 = add i64 %s, %i
          %i1 = sub i64 %i, 1
          %last = icmp eq i64 %i, 0
          br i1 %last, label %done, label %loop
        done:
          ret i64 %s1
        }";
        let f = header_facts(src, 1);
        assert_eq!((f[0].smin, f[0].smax), (0, 31));
        assert!(f[1].fits_s32(), "{:?}", f[1]);
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
    }

    /// Two counters stepping together, bounded by an argument: neither
    /// bounds the other (each is a counter, not an accumulator).
    #[test]
    fn counters_do_not_bound_each_other() {
        let src = "define i64 @steps(i64 %n) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i3, %loop ]
          %o = phi i64 [ 0, %entry ], [ %o4, %loop ]
          %i3 = add i64 %i, 3
          %o4 = add i64 %o, 4
          %more = icmp slt i64 %i3, %n
          br i1 %more, label %loop, label %done
        done:
          ret i64 %o
        }
        define i64 @main() {
          %r = call i64 @steps(i64 30)
          ret i64 %r
        }";
        let f = header_facts(src, 1);
        assert!(f[0].konst.is_none() && f[1].konst.is_none());
        assert!(!f[1].fits_s32(), "{:?}", f[1]);
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
    }

    /// An accumulator whose bound exceeds 32 bits stays i64.
    #[test]
    fn a_large_accumulator_is_not_narrowed() {
        let src = "define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
          %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
          %s1 = add i64 %s, 100000
          %i1 = add i64 %i, 1
          %more = icmp slt i64 %i1, 100000
          br i1 %more, label %loop, label %done
        done:
          %r = lshr i64 %s1, 32
          ret i64 %r
        }";
        let f = header_facts(src, 1);
        assert!(f[0].fits_s32());
        assert!(
            !f[1].fits_s32() && f[1].smax >= 100000 * 100000,
            "{:?}",
            f[1]
        );
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
    }

    /// Runs the pass on `src`, checks the behaviour and returns the types
    /// of `main`'s loop header parameters.
    fn header_types_after(src: &str) -> Vec<Ty> {
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        check_same_behaviour(&before, &after);
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let header = body.layout[1];
        body.blocks[header]
            .params
            .iter()
            .map(|&p| body.value_type(p))
            .collect()
    }

    #[test]
    fn counters_become_i32() {
        assert_eq!(header_types_after(LOOP)[..2], [Ty::I32, Ty::I32]);
    }

    /// The escape-time loop of a fixed-point Mandelbrot set: the test
    /// `zr*zr>>16 + zi*zi>>16 > 2^18` (an `or` with the iteration limit)
    /// bounds both squares on the continuing edge, so `|zr|, |zi| <= 2^17`
    /// there and the next values stay far inside i32.
    const ESCAPE: &str = "define i64 @main() {
        entry:
          br label %loop
        loop:
          %zr = phi i64 [ 0, %entry ], [ %zr1, %step ]
          %zi = phi i64 [ 0, %entry ], [ %zi1, %step ]
          %n = phi i32 [ 0, %entry ], [ %n1, %step ]
          %rr0 = mul i64 %zr, %zr
          %rr = ashr i64 %rr0, 16
          %ii0 = mul i64 %zi, %zi
          %ii = ashr i64 %ii0, 16
          %mag = add i64 %rr, %ii
          %out = icmp sgt i64 %mag, 262144
          %done = icmp sge i32 %n, 50
          %stop = or i1 %out, %done
          br i1 %stop, label %exit, label %step
        step:
          %ri0 = mul i64 %zr, %zi
          %ri = ashr i64 %ri0, 15
          %d = sub i64 %rr, %ii
          %zr1 = add i64 %d, -70000
          %zi1 = add i64 %ri, 30000
          %n1 = add i32 %n, 1
          br label %loop
        exit:
          %nx = zext i32 %n to i64
          %r = add i64 %nx, %zr
          ret i64 %r
        }";

    #[test]
    fn a_bounded_sum_of_squares_bounds_the_roots() {
        let f = header_facts(ESCAPE, 1);
        assert!(f[0].fits_s32() && f[1].fits_s32(), "{:?}", &f[..2]);
        assert_eq!(header_types_after(ESCAPE)[..2], [Ty::I32, Ty::I32]);
    }

    #[test]
    fn a_square_that_may_wrap_bounds_nothing() {
        // Without the `or`'s first test the squares are unbounded, and so
        // is `zr`: nothing may be narrowed.
        let src = ESCAPE.replace("%stop = or i1 %out, %done", "%stop = or i1 %done, %done");
        let f = header_facts(&src, 1);
        assert!(!f[0].fits_s32(), "{:?}", f[0]);
        assert_eq!(header_types_after(&src)[0], Ty::I64);
    }
}
