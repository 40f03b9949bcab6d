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
    Block, CastOp, Function, Inst, InstData, IntCC, PredTable, SrcLoc, Ty, TypeStore, Value,
    ValueDef, sext,
};
use std::collections::HashMap;

/// A fact assumed in a block: `a cc b`.
#[derive(Copy, Clone, Debug)]
struct Assume {
    cc: IntCC,
    a: Value,
    b: Value,
}

/// Facts about the integer values of a function.
pub struct Ranges {
    facts: SecondaryMap<Value, Option<Facts>>,
    assumptions: SecondaryMap<Block, Vec<Assume>>,
    converged: bool,
}

const MAX_ROUNDS: usize = 40;
/// Assumptions kept per block.
const MAX_ASSUMPTIONS: usize = 16;
const WIDEN_AFTER: u32 = 3;
/// Widenings to the next threshold before a bound that still grows goes to
/// the type's limit (with many constants in a function, stepping through
/// all of them would take a round each).
const THRESHOLD_STEPS: u32 = 16;

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
                converged: true,
            };
        }
        let dt = DomTree::compute(f);
        let mut r = Ranges {
            facts: SecondaryMap::new(),
            assumptions: assumptions(f, &dt),
            converged: false,
        };
        r.facts.resize(f.values.len());
        let thresholds = thresholds(f, types);
        let preds = f.pred_table();
        let mut changes: SecondaryMap<Value, u32> = SecondaryMap::new();
        // The facts of an instruction are a function of the facts of its
        // inputs, so one is only re-evaluated when an input changed since
        // its last evaluation (the result would be the same otherwise):
        // every change of a fact gets a new time stamp.
        // The same holds for what a parameter receives (`Ranges::param`),
        // which is kept; the widening that follows depends on the history
        // and is done every round.
        let insts = InstInputs::new(f, &dt, &r.assumptions);
        let params = ParamInputs::new(f, types, &dt, &preds, &r.assumptions);
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
                            if changes[p] > WIDEN_AFTER + THRESHOLD_STEPS {
                                widen(old, &joined, &[])
                            } else if changes[p] > WIDEN_AFTER {
                                widen(old, &joined, &thresholds)
                            } else {
                                joined
                            }
                        }
                        _ => new,
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
        Some(facts)
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
            _ => (lo, hi),
        };
        if nlo > nhi {
            return facts;
        }
        let refined = Facts::range(facts.ty, nlo as i64, nhi as i64);
        let met = facts.meet(&refined);
        if met.is_contradiction() { facts } else { met }
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
        if Some(b) == f.entry() || !is_int(ty) {
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
                if let Some(a) = edge_assumption(f, data, k) {
                    af = self.refine(f, types, af, arg, &a);
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
    /// other side of each assumption about `x`.
    fn push_assumed(&mut self, f: &Function, assumptions: &[Assume], x: Value) {
        for a in assumptions {
            if a.a == x {
                self.push(f, a.b);
            } else if a.b == x {
                self.push(f, a.a);
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
    fn new(f: &Function, dt: &DomTree, assumptions: &SecondaryMap<Block, Vec<Assume>>) -> Self {
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
                    t.inputs.push_assumed(f, &assumptions[b], x);
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
                            t.inputs.push_assumed(f, &assumptions[pb], arg);
                            if let Some(a) = edge_assumption(f, data, k) {
                                t.inputs.push(f, a.a);
                                t.inputs.push(f, a.b);
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

/// The assumption a branch establishes on its `k`th edge.
fn edge_assumption(f: &Function, data: &InstData, k: usize) -> Option<Assume> {
    let InstData::Branch {
        cond,
        then_dest,
        else_dest,
    } = data
    else {
        return None;
    };
    if then_dest.block == else_dest.block {
        return None;
    }
    let ValueDef::Inst(ci) = f.value_def(*cond) else {
        return None;
    };
    let InstData::Icmp { cc, args } = &f.insts[ci] else {
        return None;
    };
    let cc = if k == 0 { *cc } else { cc.inverse() };
    Some(Assume {
        cc,
        a: args[0],
        b: args[1],
    })
}

/// For every block, the assumptions of the branches that dominate it.
fn assumptions(f: &Function, dt: &DomTree) -> SecondaryMap<Block, Vec<Assume>> {
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
            let k = data.targets_iter().position(|c| c.block == b);
            if let Some(a) = k.and_then(|k| edge_assumption(f, data, k)) {
                list.push(a);
            }
        }
        out[b] = list;
    }
    out
}

/// Widening thresholds: the constants compared with, and one either side.
fn thresholds(f: &Function, types: &TypeStore) -> Vec<i64> {
    let mut t = Vec::new();
    for (_, i) in crate::cfg::placed_insts(f) {
        if let InstData::Icmp { args, .. } = &f.insts[i] {
            for &a in args {
                if let (Some(c), Some(bits)) = (f.const_value(a), types.int_bits(f.value_type(a))) {
                    let v = sext(c, bits);
                    t.extend([v.saturating_sub(1), v, v.saturating_add(1)]);
                }
            }
        }
    }
    t.sort_unstable();
    t.dedup();
    t
}

/// Widens the bounds of `facts` that grew since `old` to the enclosing
/// thresholds (or the type's limits).
fn widen(old: &Facts, facts: &Facts, thresholds: &[i64]) -> Facts {
    let top = Facts::top(facts.ty);
    let hi = if facts.smax > old.smax {
        thresholds
            .iter()
            .copied()
            .find(|&x| x >= facts.smax && x <= top.smax)
            .unwrap_or(top.smax)
    } else {
        facts.smax
    };
    let lo = if facts.smin < old.smin {
        thresholds
            .iter()
            .rev()
            .copied()
            .find(|&x| x <= facts.smin && x >= top.smin)
            .unwrap_or(top.smin)
    } else {
        facts.smin
    };
    Facts::range(facts.ty, lo, hi)
}

/// Facts about the block parameters of `f` that say more than their type.
pub fn param_facts(f: &Function, types: &TypeStore) -> HashMap<Value, Facts> {
    let r = Ranges::compute(f, types);
    let mut out = HashMap::new();
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
    let mut facts = HashMap::new();
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
    let mut replaced = HashMap::new();
    // (block, parameter index) of every narrowed parameter.
    let mut narrowed_at: HashMap<Block, Vec<usize>> = HashMap::new();
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
fn narrow_param(f: &mut Function, b: Block, idx: usize, p: Value, ext: CastOp) -> (Value, Value) {
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
        let s = body.blocks[body.layout[1]].params[1];
        assert!(!r.get(body, &m.types, s).expect("converged").fits_s32());
    }

    #[test]
    fn counters_become_i32() {
        let (after, before) = run_pass(LOOP, |f, m| run(f, &m.types));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let header = body.layout[1];
        assert_eq!(body.value_type(body.blocks[header].params[0]), Ty::I32);
        assert_eq!(body.value_type(body.blocks[header].params[1]), Ty::I64);
        check_same_behaviour(&before, &after);
    }
}
