//! Value ranges across the CFG, and narrowing of i64 loop variables.
//!
//! The e-graph sees block parameters as opaque leaves, so it cannot know
//! that a loop counter `i = phi [0], [i + 1]` guarded by `i < 100` stays
//! small. This pass computes facts (a signed range and known bits, the same
//! [`Facts`] the e-graph analysis uses) for every integer value by a
//! fixpoint over the function:
//!
//! - instructions use the e-graph's transfer functions;
//! - a block parameter joins the arguments of its incoming edges;
//! - a conditional branch on `icmp cc a, b` makes `a cc b` known in the
//!   successor it guards (when that successor has no other predecessor) and
//!   in every block that successor dominates, which bounds the counter;
//! - a parameter that keeps changing is widened to the next threshold (the
//!   constants the function compares with, then the type's limits), so the
//!   iteration ends quickly; if it still has not converged after a fixed
//!   number of rounds, no facts are reported at all.
//!
//! [`param_facts`] hands the parameters' facts to the e-graph as leaf facts.
//! [`run`] rewrites every i64 block parameter (other than the function's
//! arguments) whose value provably fits in 32 bits into an i32 parameter:
//! predecessors pass the truncated argument and the block starts by
//! extending it back. The e-graph then narrows the arithmetic on both sides
//! (`trunc (sext(i) + 1)` is `i + 1` in 32 bits), so the loop runs on one
//! register instead of a pair.

use crate::eopt::analysis::{Facts, bin_facts, cast_facts, icmp_facts};
use crate::eopt::build::canon;
use crate::eopt::lang::is_int;
use cranelift_entity::{EntityRef, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{
    BinOp, Block, CastOp, Function, Inst, InstData, IntCC, PredTable, SrcLoc, Ty, TypeStore, Value,
    ValueDef, sext,
};
use rustc_hash::FxHashMap as HashMap;

/// A fact assumed in a block: `a cc b`.
#[derive(Copy, Clone, Debug)]
struct Assume {
    cc: IntCC,
    a: Value,
    b: Value,
    /// For each side that is a [`Mono`] function of a value: that value
    /// and the function (found once, when the assumption is made).
    roots: [Option<(Value, Mono)>; 2],
}

impl Assume {
    /// The sides that are a [`Mono`] function of `x`: (side, function).
    fn monos_of(&self, x: Value) -> impl Iterator<Item = (Value, Mono)> + '_ {
        [self.a, self.b]
            .into_iter()
            .zip(self.roots)
            .filter_map(move |(side, r)| r.filter(|r| r.0 == x && side != x).map(|r| (side, r.1)))
    }
}

/// Facts about the integer values of a function.
pub struct Ranges {
    facts: SecondaryMap<Value, Option<Facts>>,
    assumptions: SecondaryMap<Block, Vec<Assume>>,
    /// Per block, the assumptions about a [`Mono`] function of a value:
    /// (that value, the function's result, the function, the assumption's
    /// index in `assumptions`), so [`Ranges::at`] scans only these.
    derived: SecondaryMap<Block, Vec<(Value, Value, Mono, u32)>>,
    /// Per block, the values inside an assumption's side that
    /// [`Ranges::descend`] can bound: (that value, the side, the
    /// assumption's index), so [`Ranges::at`] scans only these.
    inside: SecondaryMap<Block, Vec<(Value, Value, u32)>>,
    /// What is known of the function's arguments, by position (an
    /// argument past the end is unknown).
    args: Vec<Facts>,
    converged: bool,
}

const MAX_ROUNDS: usize = 40;
/// Assumptions kept per block.
const MAX_ASSUMPTIONS: usize = 16;
const WIDEN_AFTER: u32 = 3;
/// How deep [`Ranges::descend`] follows an assumed expression.
const DESCEND_DEPTH: u32 = 4;
/// Widenings to the next threshold before a bound that still grows goes to
/// the type's limit (with many constants in a function, stepping through
/// all of them would take a round each): for a parameter compared with
/// constants itself, through those constants...
const THRESHOLD_STEPS: u32 = 16;
/// ...and for any other, through every constant of the function: a bound
/// that passes four of them is rarely caught by the fifth (an accumulator
/// of nested loops, say), and each step is a round of the whole fixpoint.
const GLOBAL_THRESHOLD_STEPS: u32 = 4;

impl Ranges {
    /// Analyses `f`.
    pub fn compute(f: &Function, types: &TypeStore) -> Ranges {
        let has_params = f
            .layout
            .iter()
            .skip(1)
            .any(|&b| !f.blocks[b].params.is_empty());
        if !has_params {
            // Without block parameters there is nothing the e-graph does not
            // see for itself.
            return Ranges {
                facts: SecondaryMap::new(),
                assumptions: SecondaryMap::new(),
                derived: SecondaryMap::new(),
                inside: SecondaryMap::new(),
                args: Vec::new(),
                converged: true,
            };
        }
        Self::compute_with_args(f, types, Vec::new())
    }

    /// Analyses `f` given what is known of its arguments (`args[k]` for
    /// the `k`th; missing ones are unknown), so that
    /// [`Ranges::facts_at`] can tell what `f` passes to its callees.
    pub fn compute_with_args(f: &Function, types: &TypeStore, args: Vec<Facts>) -> Ranges {
        let dt = DomTree::compute(f);
        let mut r = Ranges {
            facts: SecondaryMap::new(),
            assumptions: assumptions(f, types, &dt),
            derived: SecondaryMap::new(),
            inside: SecondaryMap::new(),
            args,
            converged: false,
        };
        r.facts.resize(f.values.len());
        for &b in dt.rpo() {
            let list: Vec<_> = r.assumptions[b]
                .iter()
                .enumerate()
                .flat_map(|(k, a)| {
                    [a.a, a.b]
                        .into_iter()
                        .zip(a.roots)
                        .filter_map(move |(side, root)| root.map(|(x, m)| (x, side, m, k as u32)))
                })
                .collect();
            r.derived[b] = list;
            let mut inside = Vec::new();
            for (k, a) in r.assumptions[b].iter().enumerate() {
                for side in [a.a, a.b] {
                    let mut tree = Vec::new();
                    expression_values(f, side, DESCEND_DEPTH, &mut tree);
                    inside.extend(tree.into_iter().map(|x| (x, side, k as u32)));
                }
            }
            r.inside[b] = inside;
        }
        let thresholds = Thresholds::new(f, types);
        let preds = f.pred_table();
        // Every cycle of the CFG enters a block through an edge that goes
        // back in reverse postorder: widening the parameters of those
        // blocks alone ends the iteration, and the others keep their
        // exact joins.
        let mut entered_backwards: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &b in dt.rpo() {
            entered_backwards[b] = preds[b].iter().any(|&pb| dt.is_retreating(pb, b));
        }
        let mut changes: SecondaryMap<Value, u32> = SecondaryMap::new();
        // The facts of an instruction are a function of the facts of its
        // inputs, so one is only re-evaluated when an input changed since
        // its last evaluation (the result would be the same otherwise):
        // every change of a fact gets a new time stamp.
        // The same holds for what a parameter receives (`Ranges::param`),
        // which is kept; the widening that follows depends on the history
        // and is done every round.
        let accumulators = accumulators(f, types, &dt, &preds);
        let insts = InstInputs::new(f, &dt, &r.assumptions, &r.inside);
        let params = ParamInputs::new(f, types, &dt, &preds, &r.assumptions, &r.inside);
        let mut clock = 0u32;
        let mut changed_at = vec![0u32; f.values.len()];
        let mut evaluated_at = vec![0u32; insts.items.len()];
        let mut param_evaluated_at = vec![0u32; params.inputs.len()];
        let mut received: Vec<Option<Facts>> = vec![None; params.inputs.len()];
        for round in 0..MAX_ROUNDS {
            let mut changed = false;
            for (ri, &b) in dt.rpo().iter().enumerate() {
                let first_param = params.block_start[ri] as usize;
                for (pi, &p) in f.blocks[b].params.iter().enumerate() {
                    let k = first_param + pi;
                    if round == 0
                        || params
                            .inputs
                            .get(k)
                            .iter()
                            .any(|x| changed_at[x.index()] > param_evaluated_at[k])
                    {
                        param_evaluated_at[k] = clock;
                        received[k] = r.param(f, types, b, p, &preds[b]);
                    }
                    let Some(new) = received[k].clone() else {
                        continue;
                    };
                    let new = match &r.facts[p] {
                        Some(old) if *old != new => {
                            changes[p] += 1;
                            let joined = old.join(&new);
                            if !entered_backwards[b] {
                                joined
                            } else if changes[p] > WIDEN_AFTER {
                                let (list, steps) = thresholds.of(p, accumulators.contains_key(&p));
                                if changes[p] > WIDEN_AFTER + steps {
                                    widen(old, &joined, &[])
                                } else {
                                    widen(old, &joined, list)
                                }
                            } else {
                                joined
                            }
                        }
                        _ => new,
                    };
                    let new = match accumulators.get(&p) {
                        Some(acc) => match r.accumulated(f, types, acc) {
                            Some(bound) if !new.meet(&bound).is_contradiction() => new.meet(&bound),
                            _ => new,
                        },
                        None => new,
                    };
                    if r.facts[p].as_ref() != Some(&new) {
                        r.facts[p] = Some(new);
                        changed = true;
                        clock += 1;
                        changed_at[p.index()] = clock;
                    }
                }
                for k in insts.block_items(ri) {
                    let (i, v) = insts.items[k];
                    if round > 0
                        && insts
                            .inputs
                            .get(k)
                            .iter()
                            .all(|x| changed_at[x.index()] <= evaluated_at[k])
                    {
                        continue;
                    }
                    evaluated_at[k] = clock;
                    let new = r.inst(f, types, b, &f.insts[i], v);
                    if r.facts[v] != new {
                        r.facts[v] = new;
                        changed = true;
                        clock += 1;
                        changed_at[v.index()] = clock;
                    }
                }
            }
            if !changed {
                r.converged = true;
                break;
            }
        }
        r
    }

    /// The facts of `v` at its definition, if the analysis converged.
    pub fn get(&self, f: &Function, types: &TypeStore, v: Value) -> Option<Facts> {
        if !self.converged {
            return None;
        }
        self.global(f, types, v)
    }

    /// The facts of `v` where block `b` uses it (refined by the branches
    /// that lead to `b`), if the analysis converged.
    pub fn facts_at(&self, f: &Function, types: &TypeStore, b: Block, v: Value) -> Option<Facts> {
        if !self.converged {
            return None;
        }
        self.at(f, types, b, v)
    }

    fn global(&self, f: &Function, types: &TypeStore, v: Value) -> Option<Facts> {
        let ty = canon(types, f.value_type(v));
        if !is_int(ty) {
            return Some(Facts::top(ty));
        }
        match f.value_def(v) {
            ValueDef::Const(c) => Some(Facts::constant(ty, c)),
            ValueDef::Inst(_) | ValueDef::Param(..) => self.facts[v].clone(),
            _ => Some(Facts::top(ty)),
        }
    }

    /// The facts of `v` where block `b` uses it: refined by what the
    /// branches leading to `b` established.
    fn at(&self, f: &Function, types: &TypeStore, b: Block, v: Value) -> Option<Facts> {
        let mut facts = self.global(f, types, v)?;
        for a in &self.assumptions[b] {
            // (`refine` leaves facts about other values alone.)
            if a.a == v || a.b == v {
                facts = self.refine(f, types, facts, v, a);
            }
        }
        // What a bound on an expression says about a value inside it:
        // `(v * v >> 16) + q <= K` with `q >= 0` bounds `v`.
        if is_int(facts.ty) {
            for &(x, side, k) in &self.inside[b] {
                if x != v {
                    continue;
                }
                let a = &self.assumptions[b][k as usize];
                let Some(sf) = self.global(f, types, side) else {
                    continue;
                };
                let sf = self.refine(f, types, sf, side, a);
                if let Some(vf) = self.descend(f, types, side, sf, v, DESCEND_DEPTH) {
                    let met = facts.meet(&vf);
                    if !met.is_contradiction() {
                        facts = met;
                    }
                }
            }
        }
        // Then what the assumptions about a monotone function of `v` say
        // about `v` itself: `i * i < n` bounds `i` (given the bounds found
        // so far, under which the function does not overflow).
        if is_int(facts.ty) {
            for &(x, side, m, k) in &self.derived[b] {
                if x == v
                    && side != v
                    && let Some(r) = self.global(f, types, side)
                {
                    let r = self.refine(f, types, r, side, &self.assumptions[b][k as usize]);
                    facts = m.invert(&facts, &r);
                }
            }
        }
        Some(facts)
    }

    /// What `e` lying in `ef` says about `v`, a value `e` is computed from
    /// through sums, constant right shifts and squares (`depth` levels
    /// down), each step checked not to wrap for the operands' facts.
    fn descend(
        &self,
        f: &Function,
        types: &TypeStore,
        e: Value,
        ef: Facts,
        v: Value,
        depth: u32,
    ) -> Option<Facts> {
        if e == v {
            return Some(ef);
        }
        if depth == 0 {
            return None;
        }
        let ValueDef::Inst(i) = f.value_def(e) else {
            return None;
        };
        let InstData::Binary {
            op, args: [x, y], ..
        } = f.insts[i]
        else {
            return None;
        };
        let g = |w: Value| self.global(f, types, w);
        match op {
            BinOp::Add => {
                let (xf, yf) = (g(x)?, g(y)?);
                let xb = sum_term(&xf, &ef, &yf);
                if let Some(r) = self.descend(f, types, x, xb, v, depth - 1) {
                    return Some(r);
                }
                let yb = sum_term(&yf, &ef, &xf);
                self.descend(f, types, y, yb, v, depth - 1)
            }
            BinOp::AShr => {
                let k = f.const_value(y)?;
                let xf = g(x)?;
                if k >= 62 || xf.ty != ef.ty {
                    return None;
                }
                let lo = (ef.smin as i128) << k;
                let hi = ((ef.smax as i128) << k) | ((1i128 << k) - 1);
                let xb = meet_range(&xf, lo, hi)?;
                self.descend(f, types, x, xb, v, depth - 1)
            }
            BinOp::Mul if x == y => {
                let xf = g(x)?;
                // Only where the square cannot wrap does `x * x <= K`
                // bound `|x|`.
                square_facts(xf.ty, &xf)?;
                if ef.smax < 0 {
                    return None;
                }
                let r = isqrt(ef.smax as u128) as i128;
                let xb = meet_range(&xf, -r, r)?;
                self.descend(f, types, x, xb, v, depth - 1)
            }
            _ => None,
        }
    }

    fn refine(&self, f: &Function, types: &TypeStore, facts: Facts, v: Value, a: &Assume) -> Facts {
        let (cc, other) = if a.a == v {
            (a.cc, a.b)
        } else if a.b == v {
            (a.cc.swap(), a.a)
        } else {
            return facts;
        };
        let Some(o) = self.global(f, types, other) else {
            return facts;
        };
        if !is_int(facts.ty) || o.ty != facts.ty {
            return facts;
        }
        let (lo, hi) = (facts.smin as i128, facts.smax as i128);
        let (olo, ohi) = (o.smin as i128, o.smax as i128);
        let (nlo, nhi) = match cc {
            IntCC::Slt => (lo, hi.min(ohi - 1)),
            IntCC::Sle => (lo, hi.min(ohi)),
            IntCC::Sgt => (lo.max(olo + 1), hi),
            IntCC::Sge => (lo.max(olo), hi),
            IntCC::Eq => (lo.max(olo), hi.min(ohi)),
            // Unsigned bounds are signed bounds when both sides are
            // non-negative.
            IntCC::Ult if o.smin >= 0 && facts.smin >= 0 => (lo, hi.min(ohi - 1)),
            IntCC::Ule if o.smin >= 0 && facts.smin >= 0 => (lo, hi.min(ohi)),
            IntCC::Ult | IntCC::Ule if o.smin >= 0 => (0.max(lo), hi.min(ohi)),
            // A constant other side at an end of the range moves that end
            // (a counter stepping down to 0 and tested with `!= 0`).
            IntCC::Ne if olo == ohi && olo == lo => (lo + 1, hi),
            IntCC::Ne if olo == ohi && ohi == hi => (lo, hi - 1),
            _ => (lo, hi),
        };
        if nlo > nhi {
            return facts;
        }
        let refined = Facts::range(facts.ty, nlo as i64, nhi as i64);
        let met = facts.meet(&refined);
        if met.is_contradiction() { facts } else { met }
    }

    /// `facts` of `arg = x + c` narrowed by what assumption `a` says about
    /// `x` (the edge a counter's next value takes after its test, as in
    /// `i - 1` passed on where `i != 0`).
    fn refine_offset(
        &self,
        f: &Function,
        types: &TypeStore,
        pb: Block,
        facts: Facts,
        arg: Value,
        a: &Assume,
    ) -> Facts {
        let Some((x, Mono::Add(c))) = Mono::root(f, types, arg) else {
            return facts;
        };
        if x != a.a && x != a.b {
            return facts;
        }
        let Some(xf) = self.at(f, types, pb, x) else {
            return facts;
        };
        let xf = self.refine(f, types, xf, x, a);
        let top = Facts::top(facts.ty);
        let (lo, hi) = (xf.smin as i128 + c as i128, xf.smax as i128 + c as i128);
        if lo < top.smin as i128 || hi > top.smax as i128 {
            return facts;
        }
        let met = facts.meet(&Facts::range(facts.ty, lo as i64, hi as i64));
        if met.is_contradiction() { facts } else { met }
    }

    /// Bounds on an accumulator: its initial values plus at most as many
    /// increments as a counter of its loop allows back edges, or `None`
    /// while no counter is bounded.
    fn accumulated(&self, f: &Function, types: &TypeStore, acc: &Accumulator) -> Option<Facts> {
        let mut trips: Option<i128> = None;
        for &(c, step) in &acc.counters {
            let Some(cf) = &self.facts[c] else { continue };
            let top = Facts::top(cf.ty);
            let span = cf.smax as i128 - cf.smin as i128;
            let full = top.smax as i128 - top.smin as i128 + 1;
            let step = (step as i128).abs();
            // Every visit of the header sees the counter in its range, and
            // a step cannot wrap around past the values outside it, so the
            // counter moves monotonically: before the visit that takes the
            // kth back edge, the counter took k distinct values in its range
            // (k <= span / step + 1). Only earlier visits are counted, so the
            // bound holds by induction over the visits even when the
            // counter's own facts depend on the accumulator's.
            if step >= full - span {
                continue;
            }
            let k = span / step + 1;
            trips = Some(trips.map_or(k, |t| t.min(k)));
        }
        let trips = trips?;
        let mut init: Option<Facts> = None;
        for &(pb, arg) in &acc.inits {
            let af = self.at(f, types, pb, arg)?;
            init = Some(init.map_or(af.clone(), |x| x.join(&af)));
        }
        let init = init?;
        let (mut dlo, mut dhi) = (0i128, 0i128);
        for &(pb, d) in &acc.deltas {
            let df = self.at(f, types, pb, d)?;
            dlo = dlo.min(df.smin as i128);
            dhi = dhi.max(df.smax as i128);
        }
        let top = Facts::top(init.ty);
        let lo = init.smin as i128 + trips * dlo;
        let hi = init.smax as i128 + trips * dhi;
        if lo < top.smin as i128 || hi > top.smax as i128 {
            return None;
        }
        Some(Facts::range(init.ty, lo as i64, hi as i64))
    }

    fn param(
        &self,
        f: &Function,
        types: &TypeStore,
        b: Block,
        p: Value,
        preds: &[Block],
    ) -> Option<Facts> {
        let ty = canon(types, f.value_type(p));
        if Some(b) == f.entry() {
            let given = f.blocks[b].params.iter().position(|&q| q == p);
            return match given.and_then(|k| self.args.get(k)) {
                Some(a) if a.ty == ty => Some(a.clone()),
                _ => Some(Facts::top(ty)),
            };
        }
        if !is_int(ty) {
            return Some(Facts::top(ty));
        }
        let idx = f.blocks[b].params.iter().position(|&q| q == p)?;
        let mut acc: Option<Facts> = None;
        for &pb in preds {
            let Some(t) = f.terminator(pb) else { continue };
            let data = &f.insts[t];
            for (k, call) in data.targets_iter().enumerate() {
                if call.block != b {
                    continue;
                }
                let arg = call.args[idx];
                let Some(mut af) = self.at(f, types, pb, arg) else {
                    continue;
                };
                for a in edge_assumptions(f, types, data, k) {
                    af = self.refine(f, types, af, arg, &a);
                    af = self.refine_offset(f, types, pb, af, arg, &a);
                }
                acc = Some(match acc {
                    None => af,
                    Some(x) => x.join(&af),
                });
            }
        }
        acc
    }

    fn inst(
        &self,
        f: &Function,
        types: &TypeStore,
        b: Block,
        data: &InstData,
        v: Value,
    ) -> Option<Facts> {
        let ty = canon(types, f.value_type(v));
        let at = |x: Value| self.at(f, types, b, x);
        let facts = match data {
            InstData::Binary {
                op: BinOp::Mul,
                args: [x, y],
                ..
            } if is_int(ty) && x == y => {
                let xf = at(*x)?;
                square_facts(ty, &xf).unwrap_or_else(|| bin_facts(BinOp::Mul, ty, &xf, &xf))
            }
            InstData::Binary { op, args, .. } if is_int(ty) => {
                bin_facts(*op, ty, &at(args[0])?, &at(args[1])?)
            }
            InstData::Icmp { cc, args } => {
                let (x, y) = (at(args[0])?, at(args[1])?);
                if is_int(x.ty) {
                    icmp_facts(*cc, &x, &y)
                } else {
                    Facts::top(Ty::I1)
                }
            }
            InstData::Select { args } if is_int(ty) => {
                let (c, x, y) = (at(args[0])?, at(args[1])?, at(args[2])?);
                match c.konst {
                    Some(1) => x,
                    Some(_) => y,
                    None => x.join(&y),
                }
            }
            InstData::Cast { op, arg } if is_int(ty) => cast_facts(*op, ty, &at(*arg)?),
            _ => Facts::top(ty),
        };
        Some(facts)
    }
}

/// The values `e` is computed from through the steps [`Ranges::descend`]
/// follows, `depth` levels down.
fn expression_values(f: &Function, e: Value, depth: u32, out: &mut Vec<Value>) {
    if depth == 0 {
        return;
    }
    let ValueDef::Inst(i) = f.value_def(e) else {
        return;
    };
    let InstData::Binary {
        op, args: [a, b], ..
    } = f.insts[i]
    else {
        return;
    };
    let next: &[Value] = match op {
        BinOp::Add => &[a, b],
        BinOp::AShr if f.const_value(b).is_some() => &[a],
        BinOp::Mul if a == b => &[a],
        _ => &[],
    };
    for &x in next {
        if f.const_value(x).is_none() {
            out.push(x);
            expression_values(f, x, depth - 1, out);
        }
    }
}

/// `facts` met with the range `lo..=hi` (clamped to the type), or `None`
/// when that leaves nothing.
fn meet_range(facts: &Facts, lo: i128, hi: i128) -> Option<Facts> {
    let top = Facts::top(facts.ty);
    let (lo, hi) = (lo.max(top.smin as i128), hi.min(top.smax as i128));
    if lo > hi {
        return None;
    }
    let met = facts.meet(&Facts::range(facts.ty, lo as i64, hi as i64));
    (!met.is_contradiction()).then_some(met)
}

/// `v`'s facts narrowed by those of a sum `s = v + o` and of the other term
/// `o`, if the sum cannot wrap for any `v` and `o` in their ranges.
fn sum_term(v: &Facts, s: &Facts, o: &Facts) -> Facts {
    if o.ty != v.ty || s.ty != v.ty {
        return v.clone();
    }
    let top = Facts::top(v.ty);
    let (min, max) = (top.smin as i128, top.smax as i128);
    let (lo, hi) = (
        v.smin as i128 + o.smin as i128,
        v.smax as i128 + o.smax as i128,
    );
    if lo < min || hi > max {
        return v.clone();
    }
    let (nlo, nhi) = (
        s.smin as i128 - o.smax as i128,
        s.smax as i128 - o.smin as i128,
    );
    meet_range(v, nlo, nhi).unwrap_or_else(|| v.clone())
}

/// The facts of `x * x` when it cannot overflow: between the squares of
/// the ends of `x`'s range, and non-negative.
fn square_facts(ty: Ty, x: &Facts) -> Option<Facts> {
    let (lo, hi) = (x.smin as i128, x.smax as i128);
    let top = Facts::top(ty);
    let big = (lo * lo).max(hi * hi);
    if big > top.smax as i128 {
        return None;
    }
    let small = if lo <= 0 && hi >= 0 {
        0
    } else {
        (lo * lo).min(hi * hi)
    };
    Some(Facts::range(ty, small as i64, big as i64))
}

/// Lists of values, one per item, in one flat array.
#[derive(Default)]
struct Inputs {
    list: Vec<Value>,
    /// `list[start[k] .. start[k + 1]]` for item `k`.
    start: Vec<u32>,
}

impl Inputs {
    fn new() -> Self {
        Inputs {
            list: Vec::new(),
            start: vec![0],
        }
    }

    /// Ends the current item.
    fn close(&mut self) {
        self.start.push(self.list.len() as u32);
    }

    /// The number of items.
    fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// The values of item `k`.
    fn get(&self, k: usize) -> &[Value] {
        &self.list[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// Adds `x` to the current item if its facts can change (an
    /// instruction result or a block parameter).
    fn push(&mut self, f: &Function, x: Value) {
        if matches!(f.value_def(x), ValueDef::Inst(_) | ValueDef::Param(..)) {
            self.list.push(x);
        }
    }

    /// Adds what [`Ranges::at`] reads besides `x` itself in block `b`: the
    /// other side of each assumption about `x`, and both sides of each
    /// assumption about a monotone function of `x`.
    fn push_assumed(
        &mut self,
        f: &Function,
        assumptions: &[Assume],
        inside: &[(Value, Value, u32)],
        x: Value,
    ) {
        for a in assumptions {
            if a.a == x {
                self.push(f, a.b);
            } else if a.b == x {
                self.push(f, a.a);
            } else if a.monos_of(x).next().is_some() {
                self.push(f, a.a);
                self.push(f, a.b);
            }
        }
        // An expression `x` is inside (`Ranges::descend`): both sides of
        // the assumption and every value of the expression.
        for &(y, side, k) in inside {
            if y != x {
                continue;
            }
            let a = &assumptions[k as usize];
            self.push(f, a.a);
            self.push(f, a.b);
            for &(z, side2, k2) in inside {
                if side2 == side && k2 == k {
                    self.push(f, z);
                }
            }
        }
    }
}

/// The instructions with results of the reachable blocks, in reverse
/// postorder, with the values their facts are computed from
/// ([`Ranges::inst`]): the operands and, for each assumption of the block
/// about an operand, the other side.
struct InstInputs {
    /// Instruction and result.
    items: Vec<(Inst, Value)>,
    inputs: Inputs,
    /// `items[block_start[i] .. block_start[i + 1]]` for the `i`th block
    /// in reverse postorder.
    block_start: Vec<u32>,
}

impl InstInputs {
    fn new(
        f: &Function,
        dt: &DomTree,
        assumptions: &SecondaryMap<Block, Vec<Assume>>,
        inside: &SecondaryMap<Block, Vec<(Value, Value, u32)>>,
    ) -> Self {
        let mut t = InstInputs {
            items: Vec::new(),
            inputs: Inputs::new(),
            block_start: vec![0],
        };
        for &b in dt.rpo() {
            for &i in &f.blocks[b].insts {
                let Some(v) = f.inst_result(i) else { continue };
                f.insts[i].for_each_arg(|x| {
                    t.inputs.push(f, x);
                    t.inputs.push_assumed(f, &assumptions[b], &inside[b], x);
                });
                t.inputs.close();
                t.items.push((i, v));
            }
            t.block_start.push(t.items.len() as u32);
        }
        t
    }

    /// The items of the `i`th block in reverse postorder.
    fn block_items(&self, i: usize) -> std::ops::Range<usize> {
        self.block_start[i] as usize..self.block_start[i + 1] as usize
    }
}

/// The parameters of the reachable blocks, in reverse postorder, with the
/// values what they receive is computed from ([`Ranges::param`]): the
/// arguments of the edges into them, the other sides of the assumptions
/// about those in the predecessor, and the operands of the edge's branch
/// condition.
struct ParamInputs {
    inputs: Inputs,
    /// The first item of the `i`th block in reverse postorder.
    block_start: Vec<u32>,
}

impl ParamInputs {
    fn new(
        f: &Function,
        types: &TypeStore,
        dt: &DomTree,
        preds: &PredTable,
        assumptions: &SecondaryMap<Block, Vec<Assume>>,
        inside: &SecondaryMap<Block, Vec<(Value, Value, u32)>>,
    ) -> Self {
        let mut t = ParamInputs {
            inputs: Inputs::new(),
            block_start: Vec::with_capacity(dt.rpo().len()),
        };
        for &b in dt.rpo() {
            t.block_start.push(t.inputs.len() as u32);
            for (idx, &p) in f.blocks[b].params.iter().enumerate() {
                let ty = canon(types, f.value_type(p));
                if Some(b) != f.entry() && is_int(ty) {
                    for &pb in &preds[b] {
                        let Some(term) = f.terminator(pb) else {
                            continue;
                        };
                        let data = &f.insts[term];
                        for (k, call) in data.targets_iter().enumerate() {
                            if call.block != b {
                                continue;
                            }
                            let Some(&arg) = call.args.get(idx) else {
                                continue;
                            };
                            t.inputs.push(f, arg);
                            t.inputs.push_assumed(f, &assumptions[pb], &inside[pb], arg);
                            for a in edge_assumptions(f, types, data, k) {
                                t.inputs.push(f, a.a);
                                t.inputs.push(f, a.b);
                                // (`Ranges::refine_offset` reads both sides
                                // where `pb` uses them.)
                                t.inputs.push_assumed(f, &assumptions[pb], &inside[pb], a.a);
                                t.inputs.push_assumed(f, &assumptions[pb], &inside[pb], a.b);
                            }
                        }
                    }
                }
                t.inputs.close();
            }
        }
        t
    }
}

/// A value computed from another, `x`, by a function that is
/// non-decreasing in `x` wherever it does not overflow: what bounds the
/// result bounds `x` (see [`Mono::invert`]).
#[derive(Copy, Clone, Debug)]
enum Mono {
    /// `x * x`.
    Square,
    /// `x + c` (or `x - c`).
    Add(i64),
    /// `x * c` or `x << log2 c`, `c > 0`.
    Scale(i64),
    /// `sext x`, or `zext x` where `x` is non-negative (its facts say so:
    /// the inversion checks).
    Extend { signed: bool },
}

impl Mono {
    /// The value `val` is a [`Mono`] function of, and the function, if it
    /// is one of those forms.
    fn root(f: &Function, types: &TypeStore, val: Value) -> Option<(Value, Mono)> {
        let ValueDef::Inst(i) = f.value_def(val) else {
            return None;
        };
        let konst = |v: Value| {
            let c = f.const_value(v)?;
            Some(sext(c, types.int_bits(f.value_type(v))?))
        };
        match f.insts[i] {
            InstData::Binary {
                op, args: [x, y], ..
            } => match op {
                BinOp::Mul if x == y => Some((x, Mono::Square)),
                BinOp::Add => match (konst(x), konst(y)) {
                    (None, Some(c)) => Some((x, Mono::Add(c))),
                    (Some(c), None) => Some((y, Mono::Add(c))),
                    _ => None,
                },
                BinOp::Sub => konst(y)
                    .and_then(i64::checked_neg)
                    .filter(|_| konst(x).is_none())
                    .map(|c| (x, Mono::Add(c))),
                BinOp::Mul => match (konst(x), konst(y)) {
                    (None, Some(c)) if c > 0 => Some((x, Mono::Scale(c))),
                    (Some(c), None) if c > 0 => Some((y, Mono::Scale(c))),
                    _ => None,
                },
                BinOp::Shl => konst(y)
                    .filter(|c| (0..62).contains(c) && konst(x).is_none())
                    .map(|c| (x, Mono::Scale(1 << c))),
                _ => None,
            },
            InstData::Cast {
                op: op @ (CastOp::Sext | CastOp::Zext),
                arg,
            } => Some((
                arg,
                Mono::Extend {
                    signed: op == CastOp::Sext,
                },
            )),
            _ => None,
        }
    }

    /// `x`'s facts (`facts`) narrowed by the range `r` of the function's
    /// result, where the function cannot overflow for any `x` in `facts`.
    fn invert(self, facts: &Facts, r: &Facts) -> Facts {
        let (lo, hi) = (facts.smin as i128, facts.smax as i128);
        let (rlo, rhi) = (r.smin as i128, r.smax as i128);
        let top = Facts::top(r.ty);
        let fits = |v: i128| v >= top.smin as i128 && v <= top.smax as i128;
        let (nlo, nhi) = match self {
            Mono::Square => {
                if lo < 0 || !fits(hi * hi) || rhi < 0 {
                    return facts.clone();
                }
                let s = isqrt(rlo.max(0) as u128);
                let ceil = if s * s < rlo.max(0) as u128 { s + 1 } else { s };
                (ceil as i128, isqrt(rhi as u128) as i128)
            }
            Mono::Add(c) => {
                let c = c as i128;
                if !fits(lo + c) || !fits(hi + c) {
                    return facts.clone();
                }
                (rlo - c, rhi - c)
            }
            Mono::Scale(c) => {
                let c = c as i128;
                if !fits(lo * c) || !fits(hi * c) {
                    return facts.clone();
                }
                (
                    rlo.div_euclid(c) + i128::from(rlo.rem_euclid(c) != 0),
                    rhi.div_euclid(c),
                )
            }
            Mono::Extend { signed } => {
                if !signed && lo < 0 {
                    return facts.clone();
                }
                (rlo, rhi)
            }
        };
        if nlo <= lo && nhi >= hi {
            return facts.clone();
        }
        meet_range(facts, nlo, nhi).unwrap_or_else(|| facts.clone())
    }
}

/// The integer square root of `n` (the largest `s` with `s * s <= n`).
fn isqrt(n: u128) -> u128 {
    let mut s = (n as f64).sqrt() as u128;
    while s * s > n {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    s
}

/// A loop-header parameter that every back edge passes as itself plus
/// some amount (`sum = phi [0], [sum + x]`), with the counters of the same
/// loop that bound how often the back edges are taken.
struct Accumulator {
    /// (predecessor, argument) of the edges from outside the loop.
    inits: Vec<(Block, Value)>,
    /// (back-edge predecessor, the amount added).
    deltas: Vec<(Block, Value)>,
    /// Parameters of the header that every back edge steps by a constant:
    /// (parameter, step).
    counters: Vec<(Value, i64)>,
}

/// The accumulators of the loops of `f`, by parameter.
fn accumulators(
    f: &Function,
    types: &TypeStore,
    dt: &DomTree,
    preds: &PredTable,
) -> HashMap<Value, Accumulator> {
    let mut out = HashMap::default();
    for &b in dt.rpo() {
        let params = &f.blocks[b].params;
        if params.len() < 2 || !preds[b].iter().any(|&pb| dt.dominates(b, pb)) {
            continue;
        }
        // Per parameter: what each edge into `b` passes.
        let mut edges: Vec<(Block, bool, &[Value])> = Vec::new();
        for &pb in &preds[b] {
            let Some(t) = f.terminator(pb) else { continue };
            for call in f.insts[t].targets_iter() {
                if call.block == b {
                    edges.push((pb, dt.dominates(b, pb), &call.args[..]));
                }
            }
        }
        // `arg` as `p + x`: x.
        let added = |p: Value, arg: Value| -> Option<Value> {
            let ValueDef::Inst(i) = f.value_def(arg) else {
                return None;
            };
            match &f.insts[i] {
                InstData::Binary {
                    op: BinOp::Add,
                    args,
                    ..
                } if args[0] == p => Some(args[1]),
                InstData::Binary {
                    op: BinOp::Add,
                    args,
                    ..
                } if args[1] == p => Some(args[0]),
                _ => None,
            }
        };
        // `arg` as `q + s` or `q - s` for a constant s != 0: the step.
        let step_of = |q: Value, arg: Value| match Mono::root(f, types, arg) {
            Some((x, Mono::Add(s))) if x == q && s != 0 => Some(s),
            _ => None,
        };
        let mut counters = Vec::new();
        for (idx, &q) in params.iter().enumerate() {
            let mut step = None;
            let all = edges.iter().filter(|e| e.1).all(|e| {
                let s = e.2.get(idx).and_then(|&a| step_of(q, a));
                match (s, step) {
                    (Some(s), None) => {
                        step = Some(s);
                        true
                    }
                    (Some(s), Some(t)) => s == t,
                    _ => false,
                }
            });
            if all && let Some(s) = step {
                counters.push((q, s));
            }
        }
        if counters.is_empty() {
            continue;
        }
        for (idx, &p) in params.iter().enumerate() {
            if !is_int(canon(types, f.value_type(p))) {
                continue;
            }
            let mut acc = Accumulator {
                inits: Vec::new(),
                deltas: Vec::new(),
                counters: counters.iter().copied().filter(|c| c.0 != p).collect(),
            };
            let ok = edges.iter().all(|&(pb, back, args)| {
                let Some(&arg) = args.get(idx) else {
                    return false;
                };
                if !back {
                    acc.inits.push((pb, arg));
                    return true;
                }
                match added(p, arg) {
                    Some(d) => {
                        acc.deltas.push((pb, d));
                        true
                    }
                    None => false,
                }
            });
            // (A counter is bounded by its own exit test; bounding counters
            // by each other's trip counts would only go round in circles.)
            let counter = counters.iter().any(|c| c.0 == p);
            if ok && !counter && !acc.counters.is_empty() && !acc.inits.is_empty() {
                out.insert(p, acc);
            }
        }
    }
    out
}

/// The assumption a branch establishes on its `k`th edge.
fn edge_assumptions(f: &Function, types: &TypeStore, data: &InstData, k: usize) -> Vec<Assume> {
    let InstData::Branch {
        cond,
        then_dest,
        else_dest,
    } = data
    else {
        return Vec::new();
    };
    if then_dest.block == else_dest.block {
        return Vec::new();
    }
    let mut out = Vec::new();
    condition_assumptions(f, types, *cond, k == 0, 2, &mut out);
    out
}

/// What `cond` being `holds` says: `a cc b` for a comparison, and for
/// `and` that holds (or `or` that does not) what each operand says,
/// `depth` levels down.
fn condition_assumptions(
    f: &Function,
    types: &TypeStore,
    cond: Value,
    holds: bool,
    depth: u32,
    out: &mut Vec<Assume>,
) {
    let ValueDef::Inst(ci) = f.value_def(cond) else {
        return;
    };
    match &f.insts[ci] {
        InstData::Icmp { cc, args } => out.push(Assume {
            cc: if holds { *cc } else { cc.inverse() },
            a: args[0],
            b: args[1],
            roots: args.map(|side| Mono::root(f, types, side)),
        }),
        InstData::Binary {
            op: op @ (BinOp::And | BinOp::Or),
            args,
            ..
        } if depth > 0 && (*op == BinOp::And) == holds => {
            for &a in args {
                condition_assumptions(f, types, a, holds, depth - 1, out);
            }
        }
        _ => {}
    }
}

/// For every block, the assumptions of the branches that dominate it.
fn assumptions(f: &Function, types: &TypeStore, dt: &DomTree) -> SecondaryMap<Block, Vec<Assume>> {
    let preds = f.pred_table();
    let mut out: SecondaryMap<Block, Vec<Assume>> = SecondaryMap::new();
    for &b in dt.rpo() {
        let mut list = dt.idom(b).map(|p| out[p].clone()).unwrap_or_default();
        // The nearest dominating branches matter most; a bound keeps long
        // chains of guarded blocks linear.
        if list.len() >= MAX_ASSUMPTIONS {
            list.remove(0);
        }
        if let [p] = preds[b][..]
            && p != b
            && let Some(t) = f.terminator(p)
        {
            let data = &f.insts[t];
            if let Some(k) = data.targets_iter().position(|c| c.block == b) {
                for a in edge_assumptions(f, types, data, k) {
                    if list.len() >= MAX_ASSUMPTIONS {
                        list.remove(0);
                    }
                    list.push(a);
                }
            }
        }
        out[b] = list;
    }
    out
}

/// Widening thresholds: the constants compared with, and one either side.
/// A block parameter compared with constants, directly or through a
/// [`Mono`] function of it (`i + 1 < n`, `sext i < n`), widens through
/// those alone; any other value uses every constant of the function. A
/// function that compares many constants (a large one after inlining)
/// would otherwise step each loop counter through all of them, a round
/// of the whole fixpoint per step.
pub(crate) struct Thresholds {
    all: Vec<i64>,
    own: HashMap<Value, Vec<i64>>,
}

impl Thresholds {
    pub(crate) fn new(f: &Function, types: &TypeStore) -> Thresholds {
        let mut all = Vec::new();
        let mut own: HashMap<Value, Vec<i64>> = HashMap::default();
        for (_, i) in crate::cfg::placed_insts(f) {
            let InstData::Icmp { args, .. } = &f.insts[i] else {
                continue;
            };
            for (k, &a) in args.iter().enumerate() {
                let (Some(c), Some(bits)) = (f.const_value(a), types.int_bits(f.value_type(a)))
                else {
                    continue;
                };
                let v = sext(c, bits);
                let near = [v.saturating_sub(1), v, v.saturating_add(1)];
                all.extend(near);
                // The other side, and what it is a monotone function of
                // (a few steps: `sext (i + 1)`).
                let mut side = args[1 - k];
                for _ in 0..3 {
                    if matches!(f.value_def(side), ValueDef::Param(..)) {
                        own.entry(side).or_default().extend(near);
                        break;
                    }
                    match Mono::root(f, types, side) {
                        Some((x, _)) => side = x,
                        None => break,
                    }
                }
            }
        }
        for list in std::iter::once(&mut all).chain(own.values_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Thresholds { all, own }
    }

    /// Every constant the function compares with, and one either side.
    pub(crate) fn all(&self) -> &[i64] {
        &self.all
    }

    /// The thresholds `p` widens through. An accumulator not compared
    /// with constants itself widens to its type's limits at once: its own
    /// bound ([`Ranges::accumulated`]) then caps it, where stepping through
    /// the function's constants would take a round each.
    fn of(&self, p: Value, accumulates: bool) -> (&[i64], u32) {
        match self.own.get(&p) {
            Some(own) => (own, THRESHOLD_STEPS),
            None if accumulates => (&[], 0),
            None => (&self.all, GLOBAL_THRESHOLD_STEPS),
        }
    }
}

/// Widens the bounds of `facts` that grew since `old` to the enclosing
/// thresholds, else to the limits of i32 for a wider value still within
/// them (what narrowing asks: a bound that settles below a million, far
/// from any constant of the function, is found to fit), else to the
/// type's limits.
pub(crate) fn widen(old: &Facts, facts: &Facts, thresholds: &[i64]) -> Facts {
    let top = Facts::top(facts.ty);
    // (Only for a bound still far inside i32: one that already grew past
    // 2^24 rarely stops short of the limits, and each step is a round.)
    let wide = top.smax > i32::MAX as i64;
    let (small_hi, small_lo) = (facts.smax < 1 << 24, facts.smin > -(1 << 24));
    let hi = if facts.smax > old.smax {
        thresholds
            .iter()
            .copied()
            .find(|&x| x >= facts.smax && x <= top.smax)
            .unwrap_or(if wide && small_hi {
                i32::MAX as i64
            } else {
                top.smax
            })
    } else {
        facts.smax
    };
    let lo = if facts.smin < old.smin {
        thresholds
            .iter()
            .rev()
            .copied()
            .find(|&x| x <= facts.smin && x >= top.smin)
            .unwrap_or(if wide && small_lo {
                i32::MIN as i64
            } else {
                top.smin
            })
    } else {
        facts.smin
    };
    Facts::range(facts.ty, lo, hi)
}

/// Facts about the block parameters of `f` that say more than their type.
pub fn param_facts(f: &Function, types: &TypeStore) -> HashMap<Value, Facts> {
    let r = Ranges::compute(f, types);
    let mut out = HashMap::default();
    for &b in f.layout.iter().skip(1) {
        for &p in &f.blocks[b].params {
            if let Some(facts) = r.get(f, types, p)
                && is_int(facts.ty)
                && facts != Facts::top(facts.ty)
            {
                out.insert(p, facts);
            }
        }
    }
    out
}

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
    use crate::testutil::{check_same_behaviour, parse_fn, run_pass};

    const LOOP: &str = "define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %body ]
          %s = phi i64 [ 0, %entry ], [ %s1, %body ]
          %c = icmp slt i64 %i, 100
          br i1 %c, label %body, label %done
        body:
          %sq = mul i64 %i, %i
          %s1 = add i64 %s, %sq
          %i1 = add i64 %i, 1
          br label %loop
        done:
          ret i64 %s
        }";

    #[test]
    fn loop_counter_range() {
        let (m, f) = parse_fn(LOOP);
        let body = m.funcs[f].body.as_ref().expect("defined");
        let r = Ranges::compute(body, &m.types);
        let i = body.blocks[body.layout[1]].params[0];
        let facts = r.get(body, &m.types, i).expect("converged");
        assert_eq!((facts.smin, facts.smax), (0, 100));
        // The sum of at most 101 squares below 100^2 (the true sum is
        // 328350).
        let s = body.blocks[body.layout[1]].params[1];
        let sf = r.get(body, &m.types, s).expect("converged");
        assert!(sf.fits_s32() && sf.smin == 0 && sf.smax >= 328350, "{sf:?}");
    }

    /// A counter widens through the constants it is compared with, not
    /// through every constant of the function: with twenty others between
    /// its start and its bound (as after inlining many small functions),
    /// stepping through them all would end at the type's limit.
    #[test]
    fn a_counter_is_bounded_among_many_constants() {
        let mut checks = String::new();
        for k in 0..20 {
            checks.push_str(&format!(
                "  %c{k} = icmp eq i64 %x, {}\n  %x{k} = zext i1 %c{k} to i64\n",
                10 + 40 * k
            ));
        }
        let src = format!(
            "define i64 @count(i64 %x) {{
            entry:
            {checks}  br label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
              %i1 = add i64 %i, 1
              %more = icmp slt i64 %i1, 1000
              br i1 %more, label %loop, label %done
            done:
              ret i64 %i
            }}"
        );
        let f = header_facts(&src, 1);
        assert_eq!((f[0].smin, f[0].smax), (0, 999), "{:?}", f[0]);
    }

    /// The facts of the parameters of the `n`th block of the first function.
    fn header_facts(src: &str, n: usize) -> Vec<Facts> {
        let (m, f) = parse_fn(src);
        let body = m.funcs[f].body.as_ref().expect("defined");
        let r = Ranges::compute(body, &m.types);
        body.blocks[body.layout[n]]
            .params
            .iter()
            .map(|&p| r.get(body, &m.types, p).expect("converged"))
            .collect()
    }

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

    #[test]
    fn an_offset_bounds_its_operand() {
        let src = "define i64 @main() {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i1, %body ]
          %j = add i64 %i, 5
          %c = icmp slt i64 %j, 100
          br i1 %c, label %body, label %done
        body:
          %i1 = add i64 %i, 1
          br label %loop
        done:
          ret i64 %i
        }";
        let f = header_facts(src, 1);
        assert_eq!(f[0].smin, 0);
        assert!(f[0].fits_s32(), "{:?}", f[0]);
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
