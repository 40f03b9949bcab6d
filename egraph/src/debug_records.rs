//! Keeping `dbg.value` records ([`Function::dbg_records`]) true across the
//! passes, which know nothing of them.
//!
//! A record says "from this point on, the variable is this value"; the
//! backend extends a binding into a block when all its predecessors agree
//! on it. A pass may delete the instruction a record follows, the value's
//! definition or whole blocks, copy blocks, or rewrite uses of one value to
//! another ([`Function::replace_uses`] maps records too; the e-graph maps
//! them to the value elaboration made for the same class). Around every
//! pass, [`Snapshot::take`] notes the blocks, their order and successors
//! and each record's value type, and [`settle`] then:
//!
//! - keeps a record whose instruction is still in its block; follows one
//!   whose instruction moved to another block (a merge);
//! - splits a record whose instruction is gone: the variable is unknown
//!   from the nearest instruction before it that is still in the block (or
//!   the block's start) and is the value from the nearest one after it,
//!   or from the value's definition if that comes later in the block (none
//!   if only the terminator is left), so that code a pass put in between
//!   shows neither a value the source does not have there yet nor one it
//!   no longer has;
//! - moves a record of a deleted block whose instructions went to another
//!   block (a merge) with them; for one whose instructions are all gone,
//!   makes the variable unknown at the start of each block the deleted one
//!   led to (through deleted blocks), since the binding it made no longer
//!   reaches them;
//! - when asked to (passes that copy code: a copy has no records), makes
//!   every recorded variable unknown at the start of each new block that
//!   has no records (a pass that copied a block with [`copy_records`]
//!   gave the copy the original's records, which say the same of it);
//! - drops the value (the variable is then unknown from that point, which
//!   ends its previous location) when it is no longer defined in the
//!   function or its type changed (a pass that narrowed it in place).
//!
//! Records are not uses: no pass keeps a value alive for one, so code is
//! the same with and without them.

use egret_llvmlite::{
    Block, DbgKind, DbgRecord, Function, Inst, MdId, SrcLoc, Ty, Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The blocks, their instruction order and successors, and the type of
/// each record's value, before a pass.
#[derive(Default)]
pub struct Snapshot {
    orders: HashMap<Block, Vec<Inst>>,
    succs: HashMap<Block, Vec<Block>>,
    types: Vec<Option<Ty>>,
}

impl Snapshot {
    /// Notes what [`settle`] needs of `f` (nothing without records).
    pub fn take(f: &Function) -> Snapshot {
        let mut s = Snapshot::default();
        if f.dbg_records.is_empty() {
            return s;
        }
        for &b in &f.layout {
            s.orders.insert(b, f.blocks[b].insts.clone());
            s.succs.insert(b, f.successors(b));
        }
        s.types = f
            .dbg_records
            .iter()
            .map(|r| r.value.map(|v| f.value_type(v)))
            .collect();
        s
    }
}

/// Where things are after the pass.
struct After {
    placed: HashMap<Inst, Block>,
    params: HashSet<Value>,
    blocks: HashSet<Block>,
}

impl After {
    fn of(f: &Function) -> After {
        let mut placed = HashMap::default();
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                placed.insert(i, b);
            }
        }
        After {
            placed,
            params: f
                .layout
                .iter()
                .flat_map(|&b| f.blocks[b].params.iter().copied())
                .collect(),
            blocks: f.layout.iter().copied().collect(),
        }
    }

    /// Whether `v` is still defined in the function.
    fn defines(&self, f: &Function, v: Value) -> bool {
        match f.value_def(v) {
            ValueDef::Inst(i) => self.placed.contains_key(&i),
            ValueDef::Param(..) => self.params.contains(&v),
            _ => true,
        }
    }
}

/// Brings `f`'s records in line with what the pass since `before` did;
/// `copies_code`: the pass may have copied blocks (see the module doc).
pub fn settle(f: &mut Function, before: Snapshot, copies_code: bool) {
    if f.dbg_records.is_empty() {
        return;
    }
    let now = After::of(f);
    let records = std::mem::take(&mut f.dbg_records);
    let mut out = Vec::with_capacity(records.len());
    let mut lost: Vec<(Block, MdId, SrcLoc)> = Vec::new();
    for (k, mut r) in records.into_iter().enumerate() {
        // (A record the pass made itself, past the old ones, is as it says.)
        let same_type = before
            .types
            .get(k)
            .is_none_or(|&t| r.value.map(|v| f.value_type(v)) == t);
        if !(same_type && r.value.is_some_and(|v| now.defines(f, v))) {
            r.value = None;
        }
        if let Some(&b) = r.after.and_then(|a| now.placed.get(&a)) {
            r.block = b;
            out.push(r);
            continue;
        }
        if !now.blocks.contains(&r.block) {
            match moved_start(f, &before, &now, &r) {
                Some(records) => out.extend(records),
                None => lost.push((r.block, r.var, r.loc)),
            }
            continue;
        }
        let Some(after) = r.after else {
            out.push(r);
            continue;
        };
        let order = before.orders.get(&r.block).map_or(&[][..], |o| &o[..]);
        let (prev, next) = neighbours(order, after, r.block, &now.placed);
        let mut unknown = r.clone();
        unknown.value = None;
        unknown.after = prev;
        out.push(unknown);
        if let Some(at) = binding_point(f, &r, prev, next) {
            r.after = Some(at);
            out.push(r);
        }
    }
    // A new block's records go first (nothing came before them there); a
    // lost binding's end goes after what is already at its place, whose
    // records came from before it.
    let lost_ends = unknown_at_starts(f, &before, &now, &lost);
    let mut new_starts = Vec::new();
    if copies_code {
        let vars = variables(&out);
        let described: HashSet<Block> = out.iter().map(|r| r.block).collect();
        let new = |b: &&Block| !before.orders.contains_key(b) && !described.contains(b);
        for &b in f.layout.iter().filter(new) {
            new_starts.extend(vars.iter().map(|&(var, loc)| (b, None, var, loc)));
        }
    }
    let Some(model) = out.first().cloned() else {
        return;
    };
    // (A value record: the model may be a `dbg.declare`, which ends nothing.)
    let unknown = |(block, after, var, loc): (Block, Option<Inst>, MdId, SrcLoc)| DbgRecord {
        kind: DbgKind::Value,
        value: None,
        var,
        loc,
        block,
        after,
        assign: None,
        ..model.clone()
    };
    let mut records: Vec<DbgRecord> = new_starts.into_iter().map(unknown).collect();
    records.extend(out);
    records.extend(lost_ends.into_iter().map(unknown));
    f.dbg_records = records;
}

/// Where a record whose instruction is gone binds its value again: after
/// the nearest instruction `next` after it that is still in its block, or
/// after the value's definition if that is later in the block (a record
/// never binds a value before it is computed; a pass that rebuilt the
/// block's code may have left no `next` but put the definition there).
/// `None` where only the terminator would be left, or `prev`, the nearest
/// instruction before it still there, comes after the definition and no
/// `next` is left.
fn binding_point(
    f: &Function,
    r: &DbgRecord,
    prev: Option<Inst>,
    next: Option<Inst>,
) -> Option<Inst> {
    let insts = &f.blocks[r.block].insts;
    let position = |i: Inst| insts.iter().position(|&x| x == i);
    let def = r
        .value
        .and_then(|v| match f.value_def(v) {
            ValueDef::Inst(d) => Some(d),
            _ => None,
        })
        .and_then(|d| Some((d, position(d)?)));
    let last = insts.len().checked_sub(1)?;
    let next = next
        .and_then(|n| Some((n, position(n)?)))
        .filter(|n| n.1 < last);
    let floor = prev.and_then(position);
    let at = match (next, def) {
        (Some(n), Some(d)) if d.1 > n.1 => d,
        (Some(n), _) => n,
        (None, Some(d)) if floor.is_none_or(|p| d.1 > p) => d,
        (None, _) => return None,
    };
    (at.1 < last).then_some(at.0)
}

/// Gives each block copy made by a pass the records of its original:
/// `blocks` pairs each original block with its copy, `insts` maps each
/// copied instruction to its copy and `values` each value to the copy's
/// (the identity for values the copies share). A record whose instruction
/// was not copied is left out. Call it once all the blocks of a copy are
/// made, so that `values` is complete.
pub fn copy_records(
    f: &mut Function,
    blocks: impl IntoIterator<Item = (Block, Block)>,
    insts: impl Fn(Inst) -> Option<Inst>,
    values: impl Fn(Value) -> Value,
) {
    if f.dbg_records.is_empty() {
        return;
    }
    let copies: HashMap<Block, Block> = blocks.into_iter().collect();
    let mut made = Vec::new();
    for r in &f.dbg_records {
        let Some(&to) = copies.get(&r.block) else {
            continue;
        };
        let after = match r.after {
            Some(a) => match insts(a) {
                Some(copy) => Some(copy),
                None => continue,
            },
            None => None,
        };
        made.push(DbgRecord {
            block: to,
            after,
            value: r.value.map(&values),
            ..r.clone()
        });
    }
    f.dbg_records.extend(made);
}

/// A record of a deleted block whose later instructions went to another
/// block (a merge): it goes where the first of them now is — just before
/// it if the record was at the block's start, else (as for a deleted
/// instruction) unknown before it and bound after it. `None` if none of
/// them is left.
fn moved_start(
    f: &Function,
    before: &Snapshot,
    now: &After,
    r: &DbgRecord,
) -> Option<Vec<DbgRecord>> {
    let order = before.orders.get(&r.block)?;
    let from = match r.after {
        None => 0,
        Some(a) => order.iter().position(|&i| i == a)? + 1,
    };
    let (&next, &x) = order[from..]
        .iter()
        .find_map(|i| now.placed.get_key_value(i))?;
    let insts = &f.blocks[x].insts;
    let at = insts.iter().position(|&i| i == next)?;
    let before_next = at.checked_sub(1).map(|k| insts[k]);
    let mut moved = r.clone();
    moved.block = x;
    if r.after.is_none() {
        moved.after = before_next;
        return Some(vec![moved]);
    }
    let mut unknown = moved.clone();
    unknown.value = None;
    unknown.after = before_next;
    let mut out = vec![unknown];
    if insts.last() != Some(&next) {
        moved.after = Some(next);
        out.push(moved);
    }
    Some(out)
}

/// Each variable recorded, with the location of one of its records.
fn variables(records: &[DbgRecord]) -> Vec<(MdId, SrcLoc)> {
    let mut seen = HashSet::default();
    records
        .iter()
        .filter(|r| seen.insert((r.var, r.loc.scope)))
        .map(|r| (r.var, r.loc))
        .collect()
}

/// Where a block's code starts now: the block itself if it is still
/// there, else (a merge) just before the first of its instructions still
/// placed; `None` if none is.
fn start_of(
    f: &Function,
    before: &Snapshot,
    now: &After,
    b: Block,
) -> Option<(Block, Option<Inst>)> {
    if now.blocks.contains(&b) {
        return Some((b, None));
    }
    let order = before.orders.get(&b)?;
    let (&first, &x) = order.iter().find_map(|i| now.placed.get_key_value(i))?;
    let insts = &f.blocks[x].insts;
    let at = insts.iter().position(|&i| i == first)?;
    Some((x, at.checked_sub(1).map(|k| insts[k])))
}

/// For each record of a deleted block none of whose code is left, the
/// places the deleted block led to (the start of a block still there, or
/// of a merged block's code; through other deleted blocks), where its
/// variable becomes unknown.
fn unknown_at_starts(
    f: &Function,
    before: &Snapshot,
    now: &After,
    lost: &[(Block, MdId, SrcLoc)],
) -> Vec<(Block, Option<Inst>, MdId, SrcLoc)> {
    let mut out = Vec::new();
    for &(from, var, loc) in lost {
        let mut seen: HashSet<Block> = HashSet::default();
        let mut stack = vec![from];
        while let Some(b) = stack.pop() {
            for &s in before.succs.get(&b).map_or(&[][..], |v| &v[..]) {
                if !seen.insert(s) {
                    continue;
                }
                match start_of(f, before, now, s) {
                    Some((x, after)) => out.push((x, after, var, loc)),
                    None => stack.push(s),
                }
            }
        }
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{parse_fn, with_debug_info};

    /// `a = x + 1` after a store, and a record binding `a` after it.
    const REBUILT: &str = r#"
define i32 @f(i32 %x, ptr %p) !dbg !4 {
  store i32 %x, ptr %p, !dbg !9
  %a = add i32 %x, 1, !dbg !9
    #dbg_value(i32 %a, !8, !DIExpression(), !9)
  ret i32 %a, !dbg !9
}
"#;

    #[test]
    fn a_record_whose_instruction_was_rebuilt_binds_after_the_new_definition() {
        let (mut m, fr) = parse_fn(&with_debug_info(REBUILT, "a"));
        let f = m.funcs[fr].body.as_mut().expect("a body");
        assert_eq!(f.dbg_records.len(), 1);
        let before = Snapshot::take(f);
        // What elaboration does: the add is made anew, the old one is gone
        // and its uses (and records) follow the new value.
        let b = f.layout[0];
        let (store, old) = (f.blocks[b].insts[0], f.blocks[b].insts[1]);
        let a = f.inst_result(old).expect("a value");
        let new = f.make_inst(f.insts[old].clone(), Some(f.value_type(a)), f.locs[old]);
        f.blocks[b].insts[1] = new;
        f.rebuild_inst_blocks();
        let fresh = f.inst_result(new).expect("a value");
        let map: HashMap<Value, Value> = [(a, fresh)].into_iter().collect();
        f.replace_uses(&map);
        settle(f, before, false);
        let got: Vec<(Option<Value>, Option<Inst>)> =
            f.dbg_records.iter().map(|r| (r.value, r.after)).collect();
        assert_eq!(got, vec![(None, Some(store)), (Some(fresh), Some(new))]);
    }

    /// A declaration first, then `y = 1` in a block a pass deletes.
    const DELETED: &str = r#"
define i32 @f(ptr %p) !dbg !4 {
entry:
    #dbg_declare(ptr %p, !8, !DIExpression(), !9)
  br label %b, !dbg !9
b:
    #dbg_value(i32 1, !10, !DIExpression(), !9)
  br label %c, !dbg !9
c:
  ret i32 0, !dbg !9
}
!10 = !DILocalVariable(name: "y", scope: !4, file: !1, line: 2, type: !7)
"#;

    #[test]
    fn a_deleted_blocks_binding_ends_with_a_value_record() {
        let (mut m, fr) = parse_fn(&with_debug_info(DELETED, "x"));
        let f = m.funcs[fr].body.as_mut().expect("a body");
        let before = Snapshot::take(f);
        let (entry, b, c) = (f.layout[0], f.layout[1], f.layout[2]);
        let t = f.terminator(entry).expect("a branch");
        for target in f.insts[t].targets_mut() {
            target.block = c;
        }
        f.layout.retain(|&x| x != b);
        f.rebuild_inst_blocks();
        settle(f, before, false);
        let end = f.dbg_records.iter().find(|r| r.block == c).expect("an end");
        // Lowering skips declarations: the end must be a value record.
        assert_eq!(
            (end.kind, end.value, end.after),
            (DbgKind::Value, None, None)
        );
    }

    #[test]
    fn a_copied_block_gets_the_records_of_its_original() {
        let (mut m, fr) = parse_fn(&with_debug_info(REBUILT, "a"));
        let f = m.funcs[fr].body.as_mut().expect("a body");
        let before = Snapshot::take(f);
        let b = f.layout[0];
        let copy = f.create_block(None);
        let mut insts: HashMap<Inst, Inst> = HashMap::default();
        let mut values: HashMap<Value, Value> = HashMap::default();
        for i in f.blocks[b].insts.clone() {
            let mut data = f.insts[i].clone();
            data.map_args(|v| values.get(&v).copied().unwrap_or(v));
            let ty = f.inst_result(i).map(|v| f.value_type(v));
            let ni = f.append_inst(copy, data, ty, f.locs[i]);
            insts.insert(i, ni);
            if let (Some(v), Some(nv)) = (f.inst_result(i), f.inst_result(ni)) {
                values.insert(v, nv);
            }
        }
        f.rebuild_inst_blocks();
        copy_records(
            f,
            [(b, copy)],
            |i| insts.get(&i).copied(),
            |v| values.get(&v).copied().unwrap_or(v),
        );
        settle(f, before, true);
        let a = f.inst_result(f.blocks[b].insts[1]).expect("a");
        let a2 = f.inst_result(f.blocks[copy].insts[1]).expect("its copy");
        let got: Vec<(Block, Option<Value>, Option<Inst>)> = f
            .dbg_records
            .iter()
            .map(|r| (r.block, r.value, r.after))
            .collect();
        let expected = vec![
            (b, Some(a), Some(f.blocks[b].insts[1])),
            (copy, Some(a2), Some(f.blocks[copy].insts[1])),
        ];
        assert_eq!(got, expected);
    }
}
