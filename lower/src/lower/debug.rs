//! Debug value labels: which virtual register holds each source variable
//! over which VCode instructions, from the function's `dbg.value` records
//! (`Function::dbg_records`), for regalloc2 to report where those registers
//! are (`Output::debug_locations`; `crate::varlocs` maps them to code).
//!
//! A record "from here on, variable `x` is value `v`" holds from its
//! position (after the instruction it follows, in that instruction's lowered
//! block) to the next record of `x` in the block or the block's end. At a
//! block's start `x` is `v` when every predecessor leaves it at `v` (a
//! forward "all paths agree" dataflow over the IR's blocks, the job LLVM's
//! LiveDebugValues does on machine code). A record with no value, a
//! constant, a complex `DIExpression` (fragments, arithmetic) or a value
//! that takes two registers ends the range without starting one: a
//! variable is described where it is known to be right, or not at all.
//!
//! Labels never change the allocation (regalloc2 reads them only when it
//! places moves), so code is the same with and without records.

use super::Lower;
use crate::debug_vars::{ConstLabel, DebugVar};
use crate::vcode::VCode;
use egret_llvmlite::{Block, DbgKind, Inst, TyData, Value, ValueDef};
use regalloc2::VReg;
use std::collections::BTreeMap;

/// What a variable is bound to: the value of a register, or a constant
/// (of at most 32 bits: wider ones would need pieces); `None` after a
/// record that cannot be described.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Bound {
    Value(Value),
    Constant(i64),
}

type Binding = Option<Bound>;

/// Bindings by variable index.
type Bindings = BTreeMap<u32, Binding>;

/// One record placed in its lowered block.
struct Placed {
    var: u32,
    pos: u32,
    value: Binding,
}

/// Sets `vcode.debug_labels` from the records of the function `lower`
/// lowered (`entry_args`: instructions put before the entry block's code)
/// and returns the variable of each label and the constant bindings.
impl Lower<'_> {
    /// [`value_labels`] of this function.
    pub(super) fn value_labels(
        &self,
        vcode: &mut VCode,
        entry_args: u32,
    ) -> (Vec<DebugVar>, Vec<ConstLabel>) {
        value_labels(self, vcode, entry_args)
    }
}

fn value_labels(
    lower: &Lower,
    vcode: &mut VCode,
    entry_args: u32,
) -> (Vec<DebugVar>, Vec<ConstLabel>) {
    let func = lower.func;
    if func.dbg_records.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let mut vars: Vec<DebugVar> = Vec::new();
    let mut index: BTreeMap<DebugVar, u32> = BTreeMap::new();
    let mut placed: BTreeMap<Block, Vec<Placed>> = BTreeMap::new();
    let md = &lower.module.metadata;
    for rec in &func.dbg_records {
        if rec.kind == DbgKind::Declare {
            continue;
        }
        let key = DebugVar {
            var: rec.var,
            inlined_at: lower.module.scope(rec.loc).and_then(|s| s.inlined_at),
        };
        let var = *index.entry(key).or_insert_with(|| {
            vars.push(key);
            vars.len() as u32 - 1
        });
        let whole = md.expression(rec.expr).is_some_and(|ops| ops.is_empty());
        let value = rec.value.filter(|_| whole).and_then(|v| bound(lower, v));
        let pos = record_position(lower, rec.block, rec.after);
        placed
            .entry(rec.block)
            .or_default()
            .push(Placed { var, pos, value });
    }
    for list in placed.values_mut() {
        list.sort_by_key(|p| p.pos);
    }
    let entry = entry_bindings(lower, &placed);
    let mut labels = Labels::default();
    for &b in &func.layout {
        let Some(l) = lower.order.orig_index(b) else {
            continue;
        };
        let l = l.0 as usize;
        let Some(positions) = vcode.positions.get(l) else {
            continue;
        };
        let shift = if l == 0 { entry_args } else { 0 };
        let at = |pos: u32| {
            let k = (pos + shift) as usize;
            positions.get(k).or(positions.last()).copied().unwrap_or(0)
        };
        let start = positions.first().copied().unwrap_or(0);
        let end = positions.last().copied().unwrap_or(0);
        let mut current: BTreeMap<u32, (u32, Binding)> = entry
            .get(&b)
            .map(|e| e.iter().map(|(&v, &x)| (v, (start, x))).collect())
            .unwrap_or_default();
        for p in placed.get(&b).map_or(&[][..], |v| &v[..]) {
            let from = at(p.pos);
            if let Some((s, x)) = current.insert(p.var, (from, p.value)) {
                labels.push(lower, x, s, from, p.var);
            }
        }
        for (var, (s, x)) in current {
            labels.push(lower, x, s, end, var);
        }
    }
    labels.regs.sort_unstable();
    vcode.debug_labels = labels.regs;
    (vars, labels.consts)
}

/// What a record's value binds its variable to, if describable.
fn bound(lower: &Lower, v: Value) -> Option<Bound> {
    let func = lower.func;
    let bits = match lower.module.types.kind(func.value_type(v)) {
        TyData::Int(bits) => *bits,
        TyData::Ptr(_) | TyData::OpaquePtr | TyData::Float => 32,
        TyData::Double => 64,
        _ => return None,
    };
    match func.value_def(v) {
        ValueDef::Inst(_) | ValueDef::Param(..) => Some(Bound::Value(v)),
        ValueDef::Const(k) if (1..=32).contains(&bits) => {
            let shift = 64 - bits;
            Some(Bound::Constant(((k << shift) as i64) >> shift))
        }
        ValueDef::Null | ValueDef::Zero if bits <= 32 => Some(Bound::Constant(0)),
        _ => None,
    }
}

/// The labels being built.
#[derive(Default)]
struct Labels {
    regs: Vec<(VReg, regalloc2::Inst, regalloc2::Inst, u32)>,
    consts: Vec<ConstLabel>,
}

impl Labels {
    /// Adds "variable `var` is `binding` over VCode instructions `[from,
    /// to)`": a label on the value's register (if it has exactly one) or a
    /// constant range.
    fn push(&mut self, lower: &Lower, binding: Binding, from: u32, to: u32, var: u32) {
        if from >= to {
            return;
        }
        let v = match binding {
            Some(Bound::Value(v)) => v,
            Some(Bound::Constant(k)) => return self.consts.push((from, to, var, k)),
            None => return,
        };
        let Some(regs) = lower.value_regs.get(&v) else {
            return;
        };
        let [r] = regs.regs() else { return };
        let r = crate::vcode::resolve(&lower.aliases, *r);
        if r.is_virtual() {
            self.regs.push((
                r.vreg(),
                regalloc2::Inst::new(from as usize),
                regalloc2::Inst::new(to as usize),
                var,
            ));
        }
    }
}

/// The position, in its lowered block's code, just after instruction
/// `after` of IR block `b` (or the block's start): the end of the code of
/// the last instruction up to `after` that has code of its own.
fn record_position(lower: &Lower, b: Block, after: Option<Inst>) -> u32 {
    let Some(after) = after else { return 0 };
    let mut pos = 0;
    for &i in &lower.func.blocks[b].insts {
        if let Some(&(_, end)) = lower.inst_ends.get(&i) {
            pos = end;
        }
        if i == after {
            break;
        }
    }
    pos
}

/// Each block's bindings at its start: those every predecessor agrees on
/// at its end (iterated to a fixed point in layout order; a predecessor
/// not yet visited does not constrain).
fn entry_bindings(
    lower: &Lower,
    placed: &BTreeMap<Block, Vec<Placed>>,
) -> BTreeMap<Block, Bindings> {
    let func = lower.func;
    let preds = func.pred_table();
    let mut exits: BTreeMap<Block, Bindings> = BTreeMap::new();
    let mut entries: BTreeMap<Block, Bindings> = BTreeMap::new();
    // Each round can only shrink bindings after the first visit; the
    // bound keeps a malformed CFG from looping.
    let limit = func.layout.len().saturating_mul(2).saturating_add(4);
    for _ in 0..limit {
        let mut changed = false;
        for (k, &b) in func.layout.iter().enumerate() {
            let entry = if k == 0 {
                Bindings::new()
            } else {
                meet(preds.get(b).iter().filter_map(|p| exits.get(p)))
            };
            let mut exit = entry.clone();
            for p in placed.get(&b).map_or(&[][..], |v| &v[..]) {
                exit.insert(p.var, p.value);
            }
            exit.retain(|_, x| x.is_some());
            if exits.get(&b) != Some(&exit) {
                exits.insert(b, exit);
                changed = true;
            }
            entries.insert(b, entry);
        }
        if !changed {
            break;
        }
    }
    entries
}

/// The bindings all of `exits` share (none if there are no exits).
fn meet<'a>(mut exits: impl Iterator<Item = &'a Bindings>) -> Bindings {
    let Some(first) = exits.next() else {
        return Bindings::new();
    };
    let mut out = first.clone();
    for e in exits {
        out.retain(|var, x| e.get(var) == Some(x));
    }
    out
}
