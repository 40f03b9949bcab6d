//! Which values each fact of [`Ranges`](super::Ranges) is computed from, so
//! that a round of the fixpoint recomputes only what an input changed.

use super::assume::{Assume, edge_assumptions};
use crate::eopt::build::canon;
use crate::eopt::lang::is_int;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{Block, Function, Inst, PredTable, TypeStore, Value, ValueDef};

/// Lists of values, one per item, in one flat array.
#[derive(Default)]
pub(super) struct Inputs {
    pub(super) list: Vec<Value>,
    /// `list[start[k] .. start[k + 1]]` for item `k`.
    pub(super) start: Vec<u32>,
}

impl Inputs {
    pub(super) fn new() -> Self {
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
    pub(super) fn len(&self) -> usize {
        self.start.len() - 1
    }

    /// The values of item `k`.
    pub(super) fn get(&self, k: usize) -> &[Value] {
        &self.list[self.start[k] as usize..self.start[k + 1] as usize]
    }

    /// Adds `x` to the current item if its facts can change (an
    /// instruction result or a block parameter).
    fn push(&mut self, f: &Function, x: Value) {
        if matches!(f.value_def(x), ValueDef::Inst(_) | ValueDef::Param(..)) {
            self.list.push(x);
        }
    }

    /// Adds what [`Ranges::at`](super::Ranges::at) reads besides `x` itself in block `b`: the
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
/// ([`Ranges::inst`](super::Ranges::inst)): the operands and, for each assumption of the block
/// about an operand, the other side.
pub(super) struct InstInputs {
    /// Instruction and result.
    pub(super) items: Vec<(Inst, Value)>,
    pub(super) inputs: Inputs,
    /// `items[block_start[i] .. block_start[i + 1]]` for the `i`th block
    /// in reverse postorder.
    pub(super) block_start: Vec<u32>,
}

impl InstInputs {
    pub(super) fn new(
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
    pub(super) fn block_items(&self, i: usize) -> std::ops::Range<usize> {
        self.block_start[i] as usize..self.block_start[i + 1] as usize
    }
}

/// The parameters of the reachable blocks, in reverse postorder, with the
/// values what they receive is computed from ([`Ranges::param`](super::Ranges::param)): the
/// arguments of the edges into them, the other sides of the assumptions
/// about those in the predecessor, and the operands of the edge's branch
/// condition.
pub(super) struct ParamInputs {
    pub(super) inputs: Inputs,
    /// The first item of the `i`th block in reverse postorder.
    pub(super) block_start: Vec<u32>,
}

impl ParamInputs {
    pub(super) fn new(
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
