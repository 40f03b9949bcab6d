//! Keeping `dbg.value` records ([`Function::dbg_records`]) true across the
//! passes, which know nothing of them.
//!
//! A record says "from this point on, the variable is this value". A pass
//! may delete the instruction the record follows, or the value's
//! definition, or rewrite uses of one value to another
//! ([`Function::replace_uses`] maps records too; the e-graph maps them to
//! the value elaboration made for the same class). Around every pass,
//! [`Snapshot::take`] notes each record's block order and [`settle`] then:
//!
//! - splits a record whose instruction left its block: the variable is
//!   unknown from the nearest instruction before it that is still there
//!   (or the block's start) and is the value from the nearest one after it
//!   (none if only the terminator is left), so that no code in between —
//!   new code a pass put there — shows a value the source does not have
//!   there yet, or any more;
//! - drops the value (the variable is then unknown from that point, which
//!   ends its previous location) when it is no longer defined in the
//!   function or its type changed (a pass that narrowed it in place);
//! - drops records whose block is gone.
//!
//! Records are not uses: no pass keeps a value alive for one, so code is
//! the same with and without them.

use egret_llvmlite::{Block, Function, Inst, Ty, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The instruction order of the blocks holding records and the type of
/// each record's value, before a pass.
#[derive(Default)]
pub struct Snapshot {
    orders: HashMap<Block, Vec<Inst>>,
    types: Vec<Option<Ty>>,
}

impl Snapshot {
    /// Notes what [`settle`] needs of `f` (nothing without records).
    pub fn take(f: &Function) -> Snapshot {
        let mut s = Snapshot::default();
        for r in &f.dbg_records {
            s.orders.entry(r.block).or_insert_with(|| {
                f.blocks
                    .get(r.block)
                    .map_or(Vec::new(), |b| b.insts.clone())
            });
            s.types.push(r.value.map(|v| f.value_type(v)));
        }
        s
    }
}

/// Brings `f`'s records in line with what the pass since `before` did.
pub fn settle(f: &mut Function, before: Snapshot) {
    if f.dbg_records.is_empty() {
        return;
    }
    let mut placed: HashMap<Inst, Block> = HashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            placed.insert(i, b);
        }
    }
    let params: HashSet<Value> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].params.iter().copied())
        .collect();
    let live_blocks: HashSet<Block> = f.layout.iter().copied().collect();
    let records = std::mem::take(&mut f.dbg_records);
    let mut out = Vec::with_capacity(records.len());
    for (k, mut r) in records.into_iter().enumerate() {
        if !live_blocks.contains(&r.block) {
            continue;
        }
        let defined = r.value.is_some_and(|v| match f.value_def(v) {
            ValueDef::Inst(i) => placed.contains_key(&i),
            ValueDef::Param(..) => params.contains(&v),
            _ => true,
        });
        let same_type = r.value.map(|v| f.value_type(v)) == before.types.get(k).copied().flatten();
        if !(defined && same_type) {
            r.value = None;
        }
        let Some(after) = r.after.filter(|a| placed.get(a) != Some(&r.block)) else {
            out.push(r);
            continue;
        };
        let order = before.orders.get(&r.block).map_or(&[][..], |o| &o[..]);
        let (prev, next) = neighbours(order, after, r.block, &placed);
        let terminator = f.blocks[r.block].insts.last().copied();
        let mut unknown = r.clone();
        unknown.value = None;
        unknown.after = prev;
        out.push(unknown);
        if let Some(next) = next.filter(|&n| Some(n) != terminator) {
            r.after = Some(next);
            out.push(r);
        }
    }
    f.dbg_records = out;
}

/// The nearest instructions before and after `after` in `order` that are
/// still in block `b` (`None` before: the block's start).
fn neighbours(
    order: &[Inst],
    after: Inst,
    b: Block,
    placed: &HashMap<Inst, Block>,
) -> (Option<Inst>, Option<Inst>) {
    let Some(at) = order.iter().position(|&i| i == after) else {
        return (None, None);
    };
    let here = |i: &&Inst| placed.get(*i) == Some(&b);
    let prev = order[..at].iter().rev().find(here).copied();
    let next = order[at + 1..].iter().find(here).copied();
    (prev, next)
}
