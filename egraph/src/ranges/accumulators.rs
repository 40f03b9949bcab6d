//! Loop parameters that add something on every back edge: the counters of
//! the same loop bound how often, and so the sum.

use super::mono::Mono;
use crate::eopt::build::canon;
use crate::eopt::lang::is_int;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinOp, Block, Function, InstData, PredTable, TypeStore, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// A loop-header parameter that every back edge passes as itself plus
/// some amount (`sum = phi [0], [sum + x]`), with the counters of the same
/// loop that bound how often the back edges are taken.
pub(super) struct Accumulator {
    /// (predecessor, argument) of the edges from outside the loop.
    pub(super) inits: Vec<(Block, Value)>,
    /// (back-edge predecessor, the amount added).
    pub(super) deltas: Vec<(Block, Value)>,
    /// Parameters of the header that every back edge steps by a constant:
    /// (parameter, step).
    pub(super) counters: Vec<(Value, i64)>,
}

/// The accumulators of the loops of `f`, by parameter.
pub(super) fn accumulators(
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
