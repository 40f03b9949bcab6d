//! Counted loop exits as equality tests, and on the pointer when the
//! counter serves nothing else (linear-function test replacement).
//!
//! Cpu0 branches only on `beq`/`bne` of two registers: `i < n` costs an
//! `slt` and a branch every iteration, `i != n` only the branch (`i != 0`
//! reads `$zero` for free; any other constant bound takes a register,
//! which lowering fills once before a call-free loop). A loop counter `k` stepped by a constant `c` (the
//! same `k + c` passed on every back edge), tested against a loop-invariant bound `n` on a path
//! every iteration takes (`k < n`, `k + 1 <= n`, `j > 0` counting down),
//! exits at the first tested value that fails the test. When that value
//! `E` is known to be reached exactly — the start and the bound are
//! constants, or `|c| = 1` and the value ranges ([`crate::ranges`]) show
//! that the first tested value does not already lie beyond the bound —
//! the test becomes `k != E` (or `k == E` on the exit edge), with the same
//! outcome on every iteration the loop runs. When the ranges cannot place
//! the first value below a variable bound (`while (i < n)` with `n` from
//! memory, perhaps negative), `E` is whichever the test meets first, chosen
//! once before the loop: `first < n ? n : first` (a compare and a select),
//! for call-free loops that leave only through this test.
//!
//! When the counter then does nothing but count (its step and this test
//! are its only uses) and the loop steps a pointer by a constant (as
//! [`crate::pointer_induction`] leaves `&a[k]`), the test moves to the
//! pointer: `p != P0 + t*S`, where `t` is the iteration at which the
//! counter reaches `E`, `P0` the pointer's start and `S` its step, computed
//! once before the loop. The counter and its `addiu` die (DCE), saving a
//! register and an instruction per iteration. The pointer's values are
//! distinct until the exit when `t*|S|` stays below 2^32, which the ranges
//! must show.
//!
//! Runs as the last step of the pointer-induction pass, after the last
//! e-graph round (which would turn the equality tests back into the
//! forms it prefers).

use crate::eopt::analysis::Facts;
use crate::pointer_induction::common_latch_args;
use crate::ranges::Ranges;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{
    BinOp, Block, Function, Inst, InstData, IntCC, Ty, TypeStore, Value, ValueDef, sext, zext,
};

/// Rewrites the counted exit tests of the loops of `f`. Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    if !f.may_have_cycles() {
        return false;
    }
    let dt = DomTree::compute(f);
    let li = LoopInfo::compute(f, &dt);
    if li.loops.is_empty() {
        return false;
    }
    // Instructions go into preheaders and tests change in place; no edge
    // changes, so the dominators and loops stay valid.
    let preds = f.pred_table();
    let mut ranges = None;
    let mut changed = false;
    for l in 0..li.loops.len() {
        let Some(shape) = LoopShape::of(f, &li, &preds, l) else {
            continue;
        };
        let counters = counters(f, types, &shape);
        if counters.is_empty() {
            continue;
        }
        for test in exit_tests(f, &dt, &shape, &counters) {
            changed |= rewrite_test(f, types, &shape, &test, &mut ranges);
        }
    }
    changed
}

/// A loop with a preheader: where its header parameters come from.
struct LoopShape {
    header: Block,
    preheader: Block,
    latches: Vec<Block>,
    blocks: Vec<Block>,
    pre_args: Vec<Value>,
    /// What every latch passes for each header parameter, where they agree.
    latch_args: Vec<Option<Value>>,
}

impl LoopShape {
    fn of(
        f: &Function,
        li: &LoopInfo,
        preds: &egret_llvmlite::PredTable,
        l: usize,
    ) -> Option<LoopShape> {
        let lp = &li.loops[l];
        let header = lp.header;
        let preheader = li.preheader_in(f, preds, l)?;
        let latches: Vec<Block> = preds[header]
            .iter()
            .copied()
            .filter(|&b| lp.blocks.contains(b))
            .collect();
        let blocks = f
            .layout
            .iter()
            .copied()
            .filter(|&b| lp.blocks.contains(b))
            .collect();
        Some(LoopShape {
            header,
            preheader,
            blocks,
            pre_args: edge_args(f, preheader, header)?,
            latch_args: common_latch_args(f, header, &latches)?,
            latches,
        })
    }

    fn contains(&self, b: Block) -> bool {
        self.blocks.contains(&b)
    }

    /// Whether the loop makes no calls and leaves only from `exiting`.
    fn runs_to_its_test(&self, f: &Function, exiting: Block) -> bool {
        self.blocks.iter().all(|&b| {
            let calls = f.blocks[b]
                .insts
                .iter()
                .any(|&i| matches!(f.insts[i], InstData::Call { .. }));
            let leaves = f.successors(b).iter().any(|&s| !self.contains(s));
            !calls && (b == exiting || !leaves)
        })
    }

    /// Whether `v` is the same on every iteration: a constant, an
    /// argument, or defined outside the loop.
    fn invariant(&self, f: &Function, v: Value) -> bool {
        match f.value_def(v) {
            ValueDef::Inst(i) => f.inst_block[i].expand().is_some_and(|b| !self.contains(b)),
            ValueDef::Param(b, _) => !self.contains(b),
            _ => true,
        }
    }
}

/// The arguments `from`'s terminator passes to `to`, if it branches there
/// exactly once.
fn edge_args(f: &Function, from: Block, to: Block) -> Option<Vec<Value>> {
    let t = f.terminator(from)?;
    let mut calls = f.insts[t].targets_iter().filter(|c| c.block == to);
    let (Some(c), None) = (calls.next(), calls.next()) else {
        return None;
    };
    Some(c.args.clone())
}

/// A header parameter stepped by a constant on the back edge.
#[derive(Copy, Clone)]
struct Counter {
    k: Value,
    init: Value,
    next: Value,
    step: i64,
    bits: u32,
}

/// An exit test of a loop on one of its counters: the branch continues the
/// loop while `x cont bound`, `x` being `k` or `next`.
struct ExitTest {
    cmp: Inst,
    block: Block,
    counter: Counter,
    /// Whether the compare reads `next` (else `k`).
    on_next: bool,
    bound: Value,
    /// The condition, read as `x cont bound`, that keeps the loop going.
    cont: IntCC,
    /// Whether the branch's then-target stays in the loop.
    then_stays: bool,
}

/// The counters of the loop: header parameters `k` the back edge passes as
/// `k + c`, for a nonzero constant `c`, of 32 or 64 bits.
fn counters(f: &Function, types: &TypeStore, shape: &LoopShape) -> Vec<Counter> {
    let mut out = Vec::new();
    for (n, &k) in f.blocks[shape.header].params.iter().enumerate() {
        let (Some(&init), Some(&Some(next))) = (shape.pre_args.get(n), shape.latch_args.get(n))
        else {
            continue;
        };
        let Some(bits) = types
            .int_bits(f.value_type(k))
            .filter(|b| matches!(b, 32 | 64))
        else {
            continue;
        };
        let ValueDef::Inst(add) = f.value_def(next) else {
            continue;
        };
        let InstData::Binary {
            op: BinOp::Add,
            args: [a, b],
            ..
        } = f.insts[add]
        else {
            continue;
        };
        let c = match (a == k, b == k) {
            (true, false) => f.const_value(b),
            (false, true) => f.const_value(a),
            _ => None,
        };
        if let Some(c) = c.map(|c| sext(c, bits)).filter(|&c| c != 0) {
            out.push(Counter {
                k,
                init,
                next,
                step: c,
                bits,
            });
        }
    }
    out
}

/// The exit tests of the loop on its counters, in blocks every iteration
/// passes (each dominates the latch), each the only use of its compare.
fn exit_tests(
    f: &Function,
    dt: &DomTree,
    shape: &LoopShape,
    counters: &[Counter],
) -> Vec<ExitTest> {
    let uses = use_counts(f);
    let mut out = Vec::new();
    for &b in &shape.blocks {
        if !shape.latches.iter().all(|&l| dt.dominates(b, l)) {
            continue;
        }
        let Some(term) = f.terminator(b) else {
            continue;
        };
        let InstData::Branch {
            cond,
            then_dest,
            else_dest,
        } = &f.insts[term]
        else {
            continue;
        };
        let then_stays = shape.contains(then_dest.block);
        if then_stays == shape.contains(else_dest.block) || uses[*cond] != 1 {
            continue;
        }
        let ValueDef::Inst(cmp) = f.value_def(*cond) else {
            continue;
        };
        let InstData::Icmp { cc, args: [a, c] } = f.insts[cmp] else {
            continue;
        };
        if f.inst_block[cmp].expand() != Some(b) {
            continue;
        }
        let cont = if then_stays { cc } else { cc.inverse() };
        let (x, bound, cont) = if shape.invariant(f, c) {
            (a, c, cont)
        } else if shape.invariant(f, a) {
            (c, a, cont.swap())
        } else {
            continue;
        };
        let Some((counter, on_next)) = counters.iter().find_map(|c| {
            (c.k == x)
                .then_some((*c, false))
                .or((c.next == x).then_some((*c, true)))
        }) else {
            continue;
        };
        out.push(ExitTest {
            cmp,
            block: b,
            counter,
            on_next,
            bound,
            cont,
            then_stays,
        });
    }
    out
}

/// How many times each value is read (terminator arguments included).
fn use_counts(f: &Function) -> cranelift_entity::SecondaryMap<Value, u32> {
    let mut uses: cranelift_entity::SecondaryMap<Value, u32> =
        cranelift_entity::SecondaryMap::with_capacity(f.values.len());
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            f.insts[i].for_each_arg(|v| uses[v] += 1);
        }
    }
    uses
}

/// Where a counted exit leaves the loop: the counter value `E` at which the
/// test fails first, and the iteration at which it is reached.
struct ExitValue {
    /// `E` as a value of the function (the bound itself), or a constant.
    value: Result<Value, u64>,
    /// Whether the first tested value may already lie beyond the bound:
    /// `E` is then the first value or the bound, whichever the test meets
    /// first (`smax(init, n)` for `i < n` counting up), chosen once before
    /// the loop ([`clamp_exit_value`]).
    clamped: bool,
    /// Bounds of `E`, read with the test's signedness.
    lo: i128,
    hi: i128,
    /// Bounds of the first value the test reads.
    first_lo: i128,
    first_hi: i128,
}

/// A value's possible range as read signed or unsigned, from a constant
/// or from the ranges at the end of `b`.
fn interval(
    f: &Function,
    types: &TypeStore,
    ranges: &mut Option<Ranges>,
    b: Block,
    v: Value,
    bits: u32,
    signed: bool,
) -> Option<(i128, i128)> {
    if let Some(c) = f.const_value(v) {
        let x = read(c, bits, signed);
        return Some((x, x));
    }
    let facts: Facts = ranges
        .get_or_insert_with(|| Ranges::compute(f, types))
        .facts_at(f, types, b, v)?;
    if signed {
        Some((i128::from(facts.smin), i128::from(facts.smax)))
    } else {
        let (lo, hi) = facts.urange();
        Some((i128::from(lo), i128::from(hi)))
    }
}

/// `c`'s low `bits` read signed or unsigned.
fn read(c: u64, bits: u32, signed: bool) -> i128 {
    if signed {
        i128::from(sext(c, bits))
    } else {
        i128::from(zext(c, bits))
    }
}

/// The values a `bits`-wide integer read signed or unsigned can take.
fn type_range(bits: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

/// The exit value of `test`, when the loop provably reaches it exactly.
fn exit_value(
    f: &Function,
    types: &TypeStore,
    shape: &LoopShape,
    test: &ExitTest,
    ranges: &mut Option<Ranges>,
) -> Option<ExitValue> {
    let Counter {
        init, step, bits, ..
    } = test.counter;
    let up = step > 0;
    // Continue while `x < B` (counting up) or `x > B` (down): `B` is the
    // bound plus `delta`.
    let (signed, delta) = match (test.cont, up) {
        (IntCC::Slt, true) | (IntCC::Sgt, false) => (true, 0),
        (IntCC::Ult, true) | (IntCC::Ugt, false) => (false, 0),
        (IntCC::Sle, true) => (true, 1),
        (IntCC::Ule, true) => (false, 1),
        (IntCC::Sge, false) => (true, -1),
        (IntCC::Uge, false) => (false, -1),
        _ => return None,
    };
    let (tmin, tmax) = type_range(bits, signed);
    let first = i128::from(if test.on_next { step } else { 0 });
    let (ilo, ihi) = interval(f, types, ranges, shape.preheader, init, bits, signed)?;
    let (first_lo, first_hi) = (ilo + first, ihi + first);
    let (nlo, nhi) = interval(f, types, ranges, shape.preheader, test.bound, bits, signed)?;
    let (blo, bhi) = (nlo + delta, nhi + delta);
    if first_lo < tmin || first_hi > tmax || blo < tmin || bhi > tmax {
        return None;
    }
    let step = i128::from(step);
    if first_lo == first_hi && blo == bhi {
        let x0 = first_lo;
        let e = match up {
            true if x0 < blo => x0 + (blo - x0 + step - 1) / step * step,
            false if x0 > blo => x0 - (x0 - blo + (-step) - 1) / (-step) * (-step),
            _ => x0,
        };
        if e < tmin || e > tmax {
            return None;
        }
        return Some(ExitValue {
            value: Err(e as u64),
            clamped: false,
            lo: e,
            hi: e,
            first_lo,
            first_hi,
        });
    }
    // Counting by one from a first value not beyond the bound reaches it.
    let reaches = if up { first_hi <= blo } else { first_lo >= bhi };
    if step.abs() != 1 {
        return None;
    }
    if !reaches {
        return clamped_exit_value(f, shape, test, (first_lo, first_hi), (blo, bhi), delta);
    }
    let value = match (delta, blo == bhi) {
        (0, _) => Ok(test.bound),
        (_, true) => Err(blo as u64),
        _ => return None,
    };
    Some(ExitValue {
        value,
        clamped: false,
        lo: blo,
        hi: bhi,
        first_lo,
        first_hi,
    })
}

/// The exit value of a test counting by one towards a variable bound from a
/// first value that may already lie beyond it (a `while (i < n)` loop whose
/// `n` may be negative): the counter leaves at the first value or at the
/// bound, whichever the test meets first. Only for a strict test on the
/// bound itself (`delta` 0) of a 32-bit counter, and when the first value
/// is `init` or a constant, so that choosing `E` before the loop takes one
/// compare and a select. The choice costs a few instructions on every
/// entry and `E` a register: only for a loop without calls that leaves
/// only through this test (a search loop that leaves early would pay the
/// entry for a few iterations).
fn clamped_exit_value(
    f: &Function,
    shape: &LoopShape,
    test: &ExitTest,
    (first_lo, first_hi): (i128, i128),
    (blo, bhi): (i128, i128),
    delta: i128,
) -> Option<ExitValue> {
    if delta != 0
        || test.counter.bits != 32
        || (test.on_next && f.const_value(test.counter.init).is_none())
        || !shape.runs_to_its_test(f, test.block)
    {
        return None;
    }
    let (lo, hi) = if test.counter.step > 0 {
        (first_lo.max(blo), first_hi.max(bhi))
    } else {
        (first_lo.min(blo), first_hi.min(bhi))
    };
    Some(ExitValue {
        value: Ok(test.bound),
        clamped: true,
        lo,
        hi,
        first_lo,
        first_hi,
    })
}

/// Builds a clamped exit value before the loop: `first cont n ? n : first`,
/// where `first` is the first value the test reads and `cont` the condition
/// that keeps the loop going.
fn clamp_exit_value(
    f: &mut Function,
    types: &TypeStore,
    shape: &LoopShape,
    test: &ExitTest,
) -> Value {
    let c = test.counter;
    let ty = f.value_type(c.k);
    let first = match f.const_value(c.init) {
        Some(init) if test.on_next => f.iconst(types, ty, init.wrapping_add(c.step as u64)),
        _ => c.init,
    };
    let stays = InstData::Icmp {
        cc: test.cont,
        args: [first, test.bound],
    };
    let stays = f.insert_before_terminator(shape.preheader, stays, Ty::I1);
    let select = InstData::Select {
        args: [stays, test.bound, first],
    };
    f.insert_before_terminator(shape.preheader, select, ty)
}

/// Rewrites one exit test as an equality test, on a pointer when the
/// counter serves nothing else. Returns whether it changed anything.
fn rewrite_test(
    f: &mut Function,
    types: &TypeStore,
    shape: &LoopShape,
    test: &ExitTest,
    ranges: &mut Option<Ranges>,
) -> bool {
    let Some(mut exit) = exit_value(f, types, shape, test, ranges) else {
        return false;
    };
    if exit.clamped {
        exit.value = Ok(clamp_exit_value(f, types, shape, test));
    }
    let cc = if test.then_stays {
        IntCC::Ne
    } else {
        IntCC::Eq
    };
    if let Some((q, limit)) = pointer_test(f, types, shape, test, &exit) {
        f.insts[test.cmp] = InstData::Icmp {
            cc,
            args: [q, limit],
        };
        if let ValueDef::Inst(d) = f.value_def(q)
            && f.inst_block[d].expand() == Some(test.block)
        {
            let insts = &mut f.blocks[test.block].insts;
            insts.retain(|&i| i != test.cmp);
            let at = insts.len() - 1;
            insts.insert(at, test.cmp);
        }
        return true;
    }
    // Without the pointer, a constant bound other than zero takes a
    // register: lowering builds it once before a call-free loop (or next
    // to the branch, where `addiu` and `bne` cost what `slti` and `bne`
    // did), and every iteration saves the `slti`.
    let e = match exit.value {
        Ok(v) => v,
        Err(e) => f.iconst(types, f.value_type(test.counter.k), e),
    };
    let x = if test.on_next {
        test.counter.next
    } else {
        test.counter.k
    };
    f.insts[test.cmp] = InstData::Icmp { cc, args: [x, e] };
    true
}

/// A pointer parameter of the header stepped by a constant on the back
/// edge: `p`, its start, the stepped value and its element type and step.
struct PointerIv {
    p: Value,
    start: Value,
    next: Value,
    elem_ty: Ty,
    step: i64,
}

/// The pointer parameters of the loop's header stepped by constants.
fn pointer_ivs(f: &Function, types: &TypeStore, shape: &LoopShape) -> Vec<PointerIv> {
    let mut out = Vec::new();
    for (n, &p) in f.blocks[shape.header].params.iter().enumerate() {
        if !types.is_ptr(f.value_type(p)) {
            continue;
        }
        let (Some(&start), Some(&Some(next))) = (shape.pre_args.get(n), shape.latch_args.get(n))
        else {
            continue;
        };
        let ValueDef::Inst(g) = f.value_def(next) else {
            continue;
        };
        if let InstData::Gep {
            elem_ty,
            base,
            indices,
            ..
        } = &f.insts[g]
            && *base == p
            && let [s] = indices.as_slice()
            && let Some(c) = f.const_value(*s)
            && let Some(bits) = types.int_bits(f.value_type(*s))
        {
            out.push(PointerIv {
                p,
                start,
                next,
                elem_ty: *elem_ty,
                step: sext(c, bits),
            });
        }
    }
    out
}

/// The pointer to test and the limit it is tested against (computed in
/// the preheader), when the counter of `test` serves only to count and a
/// pointer of the loop steps with it without wrapping before the exit.
fn pointer_test(
    f: &mut Function,
    types: &TypeStore,
    shape: &LoopShape,
    test: &ExitTest,
    exit: &ExitValue,
) -> Option<(Value, Value)> {
    let c = test.counter;
    let uses = use_counts(f);
    let on_next = u32::from(test.on_next);
    let back_edges = u32::try_from(shape.latches.len()).unwrap_or(u32::MAX);
    if uses[c.k] != 2 - on_next || uses[c.next] != back_edges.saturating_add(on_next) {
        return None;
    }
    let step = i128::from(c.step);
    // The iteration at which the test reads `E`, at most.
    let t_max = if step > 0 {
        (exit.hi - exit.first_lo) / step
    } else {
        (exit.first_hi - exit.lo) / -step
    };
    let iv = pointer_ivs(f, types, shape).into_iter().find(|iv| {
        let span = i128::from(iv.step)
            .checked_mul(i128::from(size_of(types, iv.elem_ty)))
            .and_then(|bytes| (bytes != 0).then_some(bytes.abs()))
            .and_then(|bytes| bytes.checked_mul(t_max + 1));
        span.is_some_and(|s| s < (1i128 << 32))
    })?;
    // Test the stepped pointer where it is computed in the test's block,
    // else the pointer the iteration started with.
    let use_next = matches!(f.value_def(iv.next), ValueDef::Inst(d)
        if f.inst_block[d].expand() == Some(test.block));
    let (q, extra) = if use_next {
        (iv.next, 1i128)
    } else {
        (iv.p, 0)
    };
    let index = if exit.lo == exit.hi && exit.first_lo == exit.first_hi {
        let t = (exit.lo - exit.first_lo) / step;
        let idx = (t + extra).checked_mul(i128::from(iv.step))?;
        if !(-(1i128 << 31)..(1i128 << 31)).contains(&idx) {
            return None;
        }
        f.iconst(types, Ty::I32, idx as u64)
    } else {
        variable_index(f, types, shape, test, exit, &iv, extra)?
    };
    let limit = f.insert_before_terminator(
        shape.preheader,
        InstData::Gep {
            elem_ty: iv.elem_ty,
            base: iv.start,
            indices: vec![index],
            inbounds: false,
        },
        f.value_type(iv.p),
    );
    Some((q, limit))
}

/// The index, in elements of the pointer's step, of the limit pointer when
/// the exit value is the loop-invariant bound (a 32-bit counter stepped by
/// one): `(E - init) * c - [on_next] + extra`, times the pointer's step,
/// computed in the preheader.
fn variable_index(
    f: &mut Function,
    types: &TypeStore,
    shape: &LoopShape,
    test: &ExitTest,
    exit: &ExitValue,
    iv: &PointerIv,
    extra: i128,
) -> Option<Value> {
    let c = test.counter;
    let e = exit.value.ok()?;
    if c.bits != 32 {
        return None;
    }
    let ty = f.value_type(c.k);
    let binary = |f: &mut Function, op: BinOp, a: Value, b: Value| {
        let data = InstData::Binary {
            op,
            args: [a, b],
            flags: Default::default(),
        };
        f.insert_before_terminator(shape.preheader, data, ty)
    };
    let (hi, lo) = if c.step > 0 { (e, c.init) } else { (c.init, e) };
    // (No e-graph round follows to fold `E - 0`.)
    let mut d = match f.const_value(lo) {
        Some(0) => hi,
        _ => binary(f, BinOp::Sub, hi, lo),
    };
    let adjust = extra - i128::from(u8::from(test.on_next));
    if adjust != 0 {
        let k = f.iconst(types, ty, adjust as u64);
        d = binary(f, BinOp::Add, d, k);
    }
    if iv.step != 1 {
        let k = f.iconst(types, ty, iv.step as u64);
        d = binary(f, BinOp::Mul, d, k);
    }
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil;

    fn pass(f: &mut Function, m: &egret_llvmlite::Module) -> bool {
        run(f, &m.types)
    }

    /// A counter that only counts, next to a pointer stepped with it: the
    /// exit test moves to the pointer, against a limit computed before the
    /// loop (`&a[1] + 63 * 4`).
    #[test]
    fn the_exit_test_moves_to_the_pointer() {
        let src = "
@a = global [64 x i32] zeroinitializer
define i32 @main() {
entry:
  %p0 = getelementptr i32, ptr @a, i32 1
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %p = phi ptr [ %p0, %entry ], [ %p1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  store i32 %s, ptr %p
  %s1 = add i32 %s, 3
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 64
  %p1 = getelementptr i32, ptr %p, i32 1
  br i1 %c, label %loop, label %done
done:
  %q = getelementptr i32, ptr @a, i32 63
  %v = load i32, ptr %q
  %r = add i32 %v, %s1
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(
            out.contains("getelementptr i32, ptr %p0, i32 63\n  br label %loop"),
            "{out}"
        );
        assert!(
            out.contains("%p1 = getelementptr i32, ptr %p, i32 1\n  %c = icmp ne ptr %p1, "),
            "{out}"
        );
    }

    /// A counter counting down to zero, from a start the ranges show to be
    /// positive (the outer loop's counter, from 1), tests `j != 0`: `bne`
    /// against `$zero` instead of `slt` and a branch.
    #[test]
    fn a_down_counting_test_becomes_a_test_against_zero() {
        let src = "
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 1, %entry ], [ %i1, %after ]
  %t = phi i32 [ 0, %entry ], [ %t1, %after ]
  br label %inner
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %s = phi i32 [ %t, %outer ], [ %s1, %inner ]
  %s1 = add i32 %s, %j
  %j1 = add i32 %j, -1
  %c = icmp sgt i32 %j, 0
  br i1 %c, label %inner, label %after
after:
  %t1 = add i32 %s1, 1
  %i1 = add i32 %i, 1
  %go = icmp slt i32 %i1, 20
  br i1 %go, label %outer, label %done
done:
  ret i32 %t1
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("%c = icmp ne i32 %j, 0"), "{out}");
    }

    /// A start the ranges cannot bound stays tested with `sgt`: from a
    /// negative start, `j != 0` would never end.
    #[test]
    fn an_unbounded_start_keeps_its_test() {
        let src = "
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %j = phi i32 [ %n, %entry ], [ %j1, %loop ]
  %j1 = add i32 %j, -1
  %c = icmp sgt i32 %j1, 0
  br i1 %c, label %loop, label %done
done:
  ret i32 %j1
}
define i32 @main() {
entry:
  %r = call i32 @f(i32 -5)
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("%c = icmp sgt i32 %j1, 0"), "{out}");
    }

    /// A constant start beyond the bound exits on the first test, and so
    /// does the equality test on the exit value (the start itself); a step
    /// of three from 2 below 30 ends at 32.
    #[test]
    fn constant_counts_end_at_the_first_value_past_the_bound() {
        let src = "
@a = global [40 x i32] zeroinitializer
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 2, %entry ], [ %i1, %loop ]
  %p = phi ptr [ @a, %entry ], [ %p1, %loop ]
  store i32 5, ptr %p
  %i1 = add i32 %i, 3
  %p1 = getelementptr i32, ptr %p, i32 1
  %c = icmp slt i32 %i1, 30
  br i1 %c, label %loop, label %done
done:
  %q = getelementptr i32, ptr @a, i32 9
  %v = load i32, ptr %q
  ret i32 %v
}
";
        let out = testutil::run_pass_printed(src, pass);
        // Ten iterations: the pointer stops at &a[10].
        assert!(out.contains("getelementptr i32, ptr @a, i32 10"), "{out}");
        assert!(out.contains("%c = icmp ne ptr %p1, "), "{out}");
    }

    /// A counter that also feeds the body keeps its test, as an equality
    /// test on the constant exit value (a register before the loop)
    /// instead of `slti` every iteration; a step of three from 1 below 20
    /// ends at 22.
    #[test]
    fn a_counter_the_body_reads_tests_against_its_constant_exit_value() {
        let src = "
@g = global i32 0
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 3
  %c = icmp slt i32 %i1, 20
  br i1 %c, label %loop, label %done
done:
  store i32 %s1, ptr @g
  ret i32 %s1
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("%c = icmp ne i32 %i1, 22"), "{out}");
    }

    /// A variable bound with a start the ranges place below it: the
    /// pointer's limit is computed from the bound before the loop.
    #[test]
    fn a_variable_bound_gives_a_limit_computed_before_the_loop() {
        let src = "
@a = global [100 x i8] zeroinitializer
define i32 @fill(i32 %n) {
entry:
  %ok = icmp sgt i32 %n, 0
  br i1 %ok, label %pre, label %done
pre:
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %loop ]
  %p = phi ptr [ @a, %pre ], [ %p1, %loop ]
  store i8 7, ptr %p
  %i1 = add i32 %i, 1
  %p1 = getelementptr i8, ptr %p, i32 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}
define i32 @main() {
entry:
  %r = call i32 @fill(i32 37)
  %q = getelementptr i8, ptr @a, i32 36
  %v = load i8, ptr %q
  %w = getelementptr i8, ptr @a, i32 37
  %x = load i8, ptr %w
  %s = add i8 %v, %x
  %z = zext i8 %s to i32
  ret i32 %z
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("getelementptr i8, ptr @a, i32 %n"), "{out}");
        assert!(!out.contains("sub i32 %n, 0"), "{out}");
        assert!(out.contains("%c = icmp ne ptr %p1, "), "{out}");
    }

    /// A `while (i < n)` loop over a byte pointer whose `n` may be
    /// negative: the exit value is chosen once before the loop, `n` when
    /// it lies above the start, else the start (so the loop still runs no
    /// iteration), and the test moves to the pointer.
    #[test]
    fn a_bound_that_may_lie_below_the_start_is_clamped_before_the_loop() {
        let src = "
define i32 @sum(ptr %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %p = phi ptr [ %a, %entry ], [ %p1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %b = load i8, ptr %p
  %z = zext i8 %b to i32
  %s1 = add i32 %s, %z
  %i1 = add i32 %i, 1
  %p1 = getelementptr i8, ptr %p, i32 1
  br label %loop
done:
  ret i32 %s
}
@bytes = global [8 x i8] c\"\\01\\02\\03\\04\\05\\06\\07\\08\"
define i32 @main() {
entry:
  %x = call i32 @sum(ptr @bytes, i32 5)
  %y = call i32 @sum(ptr @bytes, i32 -3)
  %z = call i32 @sum(ptr @bytes, i32 0)
  %xy = mul i32 %x, 100
  %t = add i32 %xy, %y
  %r = add i32 %t, %z
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("icmp slt i32 0, %n"), "{out}");
        assert!(out.contains("select i1 %"), "{out}");
        assert!(out.contains("%c = icmp ne ptr %p, "), "{out}");
    }

    /// A loop that may leave early (a search) keeps its test: choosing the
    /// exit value costs every entry, and such a loop often runs a few
    /// iterations only.
    #[test]
    fn a_loop_that_may_leave_early_keeps_an_unclamped_test() {
        let src = "
define i32 @find(ptr %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %p = phi ptr [ %a, %entry ], [ %p1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %b = load i8, ptr %p
  %hit = icmp eq i8 %b, 0
  %i1 = add i32 %i, 1
  %p1 = getelementptr i8, ptr %p, i32 1
  br i1 %hit, label %done, label %loop
done:
  ret i32 %i
}
@bytes = global [4 x i8] c\"\\01\\00\\03\\04\"
define i32 @main() {
entry:
  %x = call i32 @find(ptr @bytes, i32 4)
  %y = call i32 @find(ptr @bytes, i32 -2)
  %r = sub i32 %x, %y
  ret i32 %r
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("%c = icmp slt i32 %i, %n"), "{out}");
        assert!(!out.contains("select"), "{out}");
    }

    /// A loop that calls keeps its test: the chosen exit value would have
    /// to survive the call in one of the few registers that do.
    #[test]
    fn a_loop_that_calls_keeps_an_unclamped_test() {
        let src = "
declare i32 @putchar(i32)
define void @put(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %r = call i32 @putchar(i32 46)
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret void
}
define i32 @main() {
entry:
  call void @put(i32 3)
  call void @put(i32 -1)
  ret i32 0
}
";
        let out = testutil::run_pass_printed(src, pass);
        assert!(out.contains("%c = icmp slt i32 %i, %n"), "{out}");
    }
}
