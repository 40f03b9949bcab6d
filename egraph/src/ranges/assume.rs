//! What a branch establishes in the blocks it guards: `a cc b` where the
//! branch on `icmp cc a, b` goes, for every block it dominates.

use super::mono::Mono;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{BinOp, Block, Function, InstData, IntCC, TypeStore, Value, ValueDef};

/// Assumptions kept per block.
pub(super) const MAX_ASSUMPTIONS: usize = 16;

/// A fact assumed in a block: `a cc b`.
#[derive(Copy, Clone, Debug)]
pub(super) struct Assume {
    pub(super) cc: IntCC,
    pub(super) a: Value,
    pub(super) b: Value,
    /// For each side that is a [`Mono`] function of a value: that value
    /// and the function (found once, when the assumption is made).
    pub(super) roots: [Option<(Value, Mono)>; 2],
}

impl Assume {
    /// The sides that are a [`Mono`] function of `x`: (side, function).
    pub(super) fn monos_of(&self, x: Value) -> impl Iterator<Item = (Value, Mono)> + '_ {
        [self.a, self.b]
            .into_iter()
            .zip(self.roots)
            .filter_map(move |(side, r)| r.filter(|r| r.0 == x && side != x).map(|r| (side, r.1)))
    }
}

/// The assumption a branch establishes on its `k`th edge.
pub(super) fn edge_assumptions(
    f: &Function,
    types: &TypeStore,
    data: &InstData,
    k: usize,
) -> Vec<Assume> {
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
pub(super) fn condition_assumptions(
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
pub(super) fn assumptions(
    f: &Function,
    types: &TypeStore,
    dt: &DomTree,
) -> SecondaryMap<Block, Vec<Assume>> {
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
