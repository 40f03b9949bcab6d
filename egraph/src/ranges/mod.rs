//! Value ranges across the CFG: facts (a signed range and known bits, the
//! same [`Facts`] the e-graph analysis uses) for every integer value of a
//! function, by a fixpoint over the function:
//!
//! - instructions use the e-graph's transfer functions;
//! - a block parameter joins the arguments of its incoming edges;
//! - a conditional branch on `icmp cc a, b` makes `a cc b` known in the
//!   successor it guards (when that successor has no other predecessor) and
//!   in every block that successor dominates, which bounds the counter
//!   (`assume`);
//! - a parameter that keeps changing is widened to the next threshold (the
//!   constants the function compares with, then the type's limits), so the
//!   iteration ends quickly (`widen`); if it still has not converged after
//!   a fixed number of rounds, no facts are reported at all.
//!
//! The e-graph sees block parameters as opaque leaves, so it cannot know
//! that a loop counter `i = phi [0], [i + 1]` guarded by `i < 100` stays
//! small; [`param_facts`] hands it the parameters' facts as leaf facts.
//! Three passes use [`Ranges`]: the e-graph round (through
//! [`param_facts`]), the narrowing of loop variables ([`crate::narrow`]) and
//! the narrowing of arguments ([`crate::narrow_arguments`]).
//!
//! Submodules: `assume` (what branches establish), `mono` (monotone
//! functions a bound can be carried through), `accumulators` (loop
//! parameters that sum a bounded number of terms), `inputs` (which values
//! each fact is computed from), `widen` (widening thresholds).

mod accumulators;
mod assume;
mod inputs;
mod mono;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod widen;

use crate::eopt::analysis::{Facts, bin_facts, cast_facts, icmp_facts};
use crate::eopt::build::canon;
use crate::eopt::lang::is_int;
use accumulators::{Accumulator, accumulators};
use assume::{Assume, assumptions, edge_assumptions};
use cranelift_entity::{EntityRef, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinOp, Block, Function, InstData, IntCC, Ty, TypeStore, Value, ValueDef};
use inputs::{InstInputs, ParamInputs};
use mono::{Mono, isqrt, meet_range};
use rustc_hash::FxHashMap as HashMap;
use widen::Widening;

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
/// How deep [`Ranges::descend`] follows an assumed expression.
const DESCEND_DEPTH: u32 = 4;

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
        r.index_assumptions(f, &dt);
        let preds = f.pred_table();
        let mut widening = Widening::new(f, types, &dt, &preds);
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
                            widening.join(b, p, old, &new, accumulators.contains_key(&p))
                        }
                        _ => new,
                    };
                    let new = r.bounded_by_accumulation(f, types, accumulators.get(&p), new);
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

    /// Fills [`Ranges::derived`] and [`Ranges::inside`] from the
    /// assumptions of every reachable block.
    ///
    /// A block inherits the assumptions of the blocks that dominate it, so
    /// the same side is met in many blocks; its values are listed once.
    fn index_assumptions(&mut self, f: &Function, dt: &DomTree) {
        let mut trees: HashMap<Value, Vec<Value>> = HashMap::default();
        for &b in dt.rpo() {
            let list: Vec<_> = self.assumptions[b]
                .iter()
                .enumerate()
                .flat_map(|(k, a)| {
                    [a.a, a.b]
                        .into_iter()
                        .zip(a.roots)
                        .filter_map(move |(side, root)| root.map(|(x, m)| (x, side, m, k as u32)))
                })
                .collect();
            self.derived[b] = list;
            let mut inside = Vec::new();
            for (k, a) in self.assumptions[b].iter().enumerate() {
                for side in [a.a, a.b] {
                    let tree = trees.entry(side).or_insert_with(|| {
                        let mut tree = Vec::new();
                        expression_values(f, side, DESCEND_DEPTH, &mut tree);
                        tree
                    });
                    inside.extend(tree.iter().map(|&x| (x, side, k as u32)));
                }
            }
            self.inside[b] = inside;
        }
    }

    /// `facts` of an accumulator parameter met with the bound of what it
    /// can accumulate, when that leaves something.
    fn bounded_by_accumulation(
        &self,
        f: &Function,
        types: &TypeStore,
        acc: Option<&Accumulator>,
        facts: Facts,
    ) -> Facts {
        match acc.and_then(|acc| self.accumulated(f, types, acc)) {
            Some(bound) if !facts.meet(&bound).is_contradiction() => facts.meet(&bound),
            _ => facts,
        }
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
