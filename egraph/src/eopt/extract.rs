//! Extraction: the cheapest node of every e-class under the Cpu0 cost model.
//!
//! Costs are computed once per class by a fixpoint over the whole e-graph
//! (a node's cost is its own, scaled by its loop depth, plus its operands'),
//! so every root of the function — every operand of the side-effect
//! skeleton — shares one choice per class: the function is extracted as a
//! DAG, and elaboration emits each chosen class at most once per dominator
//! scope. After the first round, a class is only recomputed when the
//! choice of one of its operands changed. Ties keep the first node in the
//! class's (sorted, deterministic) order. A node is only chosen once all its
//! operands have a cost, and every operation costs at least one unit, so
//! the choice is acyclic.

use super::analysis::EG;
use super::cost::{LOOP_WEIGHT, op_cost};
use super::lang::{Node, Op};
use egg::{Id, Language};

/// Bound on extraction rounds (each is linear in the e-graph).
const MAX_ROUNDS: usize = 200;

/// The chosen node of a class.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The node (children canonical).
    pub node: Node,
    /// Its total cost, operands included.
    pub cost: u64,
    /// The loop depth it will be placed at.
    pub depth: u32,
}

/// The best node of every class.
#[derive(Debug, Default)]
pub struct Extraction {
    /// By canonical class id.
    pub best: Best,
}

/// The choices, indexed by class id (e-class ids are dense).
#[derive(Debug, Default)]
pub struct Best(Vec<Option<Choice>>);

impl Best {
    /// The choice of class `id`, if it has one.
    pub fn get(&self, id: &Id) -> Option<&Choice> {
        self.0.get(usize::from(*id))?.as_ref()
    }

    fn insert(&mut self, id: Id, choice: Choice) {
        let k = usize::from(id);
        if k >= self.0.len() {
            self.0.resize(k + 1, None);
        }
        self.0[k] = Some(choice);
    }
}

/// What the cost of a node needs besides its operands' choices, found once.
struct Prepared {
    /// Its own cost and which operands are free ([`op_cost`]).
    own: u64,
    free: [bool; 3],
    /// The loop depth of a leaf, else 0.
    depth: u32,
    /// Its operands' canonical classes.
    kids: [usize; 3],
}

impl Extraction {
    /// Extracts `eg`; `leaf_depth` gives the loop depth at which each leaf
    /// is defined.
    pub fn compute(eg: &EG, leaf_depth: &dyn Fn(u32) -> u32) -> Extraction {
        let mut ex = Extraction::default();
        let mut classes: Vec<_> = eg.classes().collect();
        classes.sort_by_key(|c| c.id);
        ex.best
            .0
            .resize(classes.last().map_or(0, |c| usize::from(c.id) + 1), None);
        // The e-graph does not change: each node's own cost and operands
        // are looked up once.
        let mut prepared: Vec<Prepared> = Vec::with_capacity(eg.total_number_of_nodes());
        let mut first: Vec<usize> = Vec::with_capacity(classes.len() + 1);
        for c in &classes {
            first.push(prepared.len());
            for n in &c.nodes {
                let (own, free) = op_cost(eg, n);
                let mut kids = [0; 3];
                for (k, &ch) in kids.iter_mut().zip(n.children()) {
                    *k = usize::from(eg.find(ch));
                }
                let depth = match n.op {
                    Op::Leaf(k) => leaf_depth(k),
                    _ => 0,
                };
                prepared.push(Prepared {
                    own,
                    free,
                    depth,
                    kids,
                });
            }
        }
        first.push(prepared.len());
        // Each round recomputes every class's best node from its operands'
        // current choices (not only improvements), because the cost of an
        // address depends on which node its offset chose; the rounds end
        // when nothing changes. A class none of whose operands' choices
        // changed since it was last computed would get the same choice
        // again, so it is skipped: every change of a choice gets a new time
        // stamp.
        let mut clock = 0u32;
        let mut changed_at = vec![0u32; ex.best.0.len()];
        let mut computed_at = vec![0u32; classes.len()];
        for round in 0..MAX_ROUNDS {
            let mut changed = false;
            for (ci, class) in classes.iter().enumerate() {
                let prep = &prepared[first[ci]..first[ci + 1]];
                if round > 0
                    && class.nodes.iter().zip(prep).all(|(n, p)| {
                        p.kids[..n.children().len()]
                            .iter()
                            .all(|&k| changed_at[k] <= computed_at[ci])
                    })
                {
                    continue;
                }
                computed_at[ci] = clock;
                let mut best: Option<Choice> = None;
                for (n, p) in class.nodes.iter().zip(prep) {
                    let Some((cost, depth)) = ex.prepared_cost(n, p) else {
                        continue;
                    };
                    if best.as_ref().is_none_or(|b| cost < b.cost) {
                        best = Some(Choice {
                            node: n.clone(),
                            cost,
                            depth,
                        });
                    }
                }
                let Some(best) = best else { continue };
                let same = ex
                    .best
                    .get(&class.id)
                    .is_some_and(|cur| cur.cost == best.cost && cur.node == best.node);
                if !same {
                    ex.best.insert(class.id, best);
                    changed = true;
                    clock += 1;
                    changed_at[usize::from(class.id)] = clock;
                }
            }
            if !changed {
                break;
            }
        }
        ex
    }

    /// [`Extraction::node_cost`] of `n`, prepared as `p`.
    fn prepared_cost(&self, n: &Node, p: &Prepared) -> Option<(u64, u32)> {
        let own = p.own;
        let best = |k: usize| self.best.0.get(k)?.as_ref();
        let mut depth = p.depth;
        let mut sum = 0u64;
        for (i, &k) in p.kids[..n.children().len()].iter().enumerate() {
            let ch = best(k)?;
            if !p.free[i] {
                sum = sum.saturating_add(ch.cost);
            }
            depth = depth.max(ch.depth);
        }
        let weight = LOOP_WEIGHT.saturating_pow(depth.min(8));
        Some((own.saturating_mul(weight).saturating_add(sum), depth))
    }

    /// The cost and placement depth of `n`, if all its operands have one.
    pub fn node_cost(
        &self,
        eg: &EG,
        n: &Node,
        leaf_depth: &dyn Fn(u32) -> u32,
    ) -> Option<(u64, u32)> {
        let (own, free) = op_cost(eg, n);
        let mut depth = match n.op {
            Op::Leaf(k) => leaf_depth(k),
            _ => 0,
        };
        let mut sum = 0u64;
        for (i, &c) in n.children().iter().enumerate() {
            let ch = self.best.get(&eg.find(c))?;
            if !free[i] {
                sum = sum.saturating_add(ch.cost);
            }
            depth = depth.max(ch.depth);
        }
        let weight = LOOP_WEIGHT.saturating_pow(depth.min(8));
        Some((own.saturating_mul(weight).saturating_add(sum), depth))
    }

    /// The nodes of class `id` that have a cost, cheapest first (the
    /// alternatives elaboration falls back on).
    pub fn ranked(&self, eg: &EG, id: Id, leaf_depth: &dyn Fn(u32) -> u32) -> Vec<Node> {
        let mut v: Vec<(u64, usize, &Node)> = eg[id]
            .nodes
            .iter()
            .enumerate()
            .filter_map(|(i, n)| self.node_cost(eg, n, leaf_depth).map(|(c, _)| (c, i, n)))
            .collect();
        v.sort_by_key(|&(c, i, _)| (c, i));
        v.into_iter().map(|(_, _, n)| n.clone()).collect()
    }
}
