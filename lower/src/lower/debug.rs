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
//! constant wider than 64 bits or a complex `DIExpression` (arithmetic)
//! ends the range without starting one: a variable is described where it
//! is known to be right, or not at all.
//!
//! **Pieces.** Each piece of a variable is bound separately, under its own
//! label ([`DebugVar::fragment`]): a record with `DW_OP_LLVM_fragment` (a
//! field of an aggregate SROA split) binds that piece, and a value that
//! takes two registers (`i64`, `double`) or a 64-bit constant binds two
//! 32-bit pieces, its low word at the variable's low address on a
//! little-endian target and at the high one on a big-endian target, as
//! memory holds it. A record ends the binding of every other piece of its
//! variable that overlaps one it binds, so the bound pieces of a variable
//! never overlap; the DWARF writer joins them with `DW_OP_piece`.
//!
//! **Places lowering knows.** A stack-passed parameter (the third word
//! on) is read from its incoming slot, which the function never writes
//! (unless it is variadic and a pointer may reach that area): a variable
//! bound to it is in that slot ([`FixedLabel`]), whether or not a register
//! also holds it. A variable bound, from the function's start, to a
//! parameter that arrives in `$a0`/`$a1` is in that register from the
//! first instruction on, before regalloc2 places it ([`EntryLabel`]).
//!
//! Labels never change the allocation (regalloc2 reads them only when it
//! places moves), so code is the same with and without records.

use super::Lower;
use crate::abi::WordLoc;
use crate::debug_vars::{DebugVar, EntryLabel, FixedLabel};
use crate::mach::VarPlace;
use crate::vcode::VCode;
use egret_cpu0::isa::{Endian, Reg as PhysReg};
use egret_llvmlite::{
    Block, DbgKind, DbgRecord, Inst, MdId, MdValue, SrcLoc, TyData, Value, ValueDef,
};
use regalloc2::VReg;
use std::collections::{BTreeMap, BTreeSet};

/// What a variable (piece) is bound to: the value of a register, one word
/// of a value that takes two, or a constant of at most 32 bits; `None`
/// after a record that cannot be described.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Bound {
    Value(Value),
    /// Word `k` (low word first) of a two-register value.
    Word(Value, u8),
    Constant(i64),
}

/// The bits of a variable a label stands for ([`DebugVar::fragment`]).
type Fragment = Option<(u32, u32)>;

/// A piece a record binds, and its binding.
type Part = (Fragment, Binding);

type Binding = Option<Bound>;

/// Bindings by variable index.
type Bindings = BTreeMap<u32, Binding>;

/// One record placed in its lowered block.
struct Placed {
    var: u32,
    pos: u32,
    value: Binding,
}

/// What [`value_labels`] finds besides `vcode.debug_labels`: the variable
/// of each label, the bindings to fixed places and the entry registers.
#[derive(Default)]
pub(crate) struct ValueLabels {
    pub(crate) vars: Vec<DebugVar>,
    pub(crate) fixed: Vec<FixedLabel>,
    pub(crate) entry: Vec<EntryLabel>,
}

impl Lower<'_> {
    /// [`value_labels`] of this function.
    pub(super) fn value_labels(&self, vcode: &mut VCode, entry_args: u32) -> ValueLabels {
        value_labels(self, vcode, entry_args)
    }
}

/// Sets `vcode.debug_labels` from the records of the function `lower`
/// lowered (`entry_args`: instructions put before the entry block's code)
/// and returns the rest of what it found ([`ValueLabels`]).
fn value_labels(lower: &Lower, vcode: &mut VCode, entry_args: u32) -> ValueLabels {
    let func = lower.func;
    if func.dbg_records.is_empty() {
        return ValueLabels::default();
    }
    let (vars, mut placed) = placed_records(lower);
    for list in placed.values_mut() {
        list.sort_by_key(|p| p.pos);
    }
    let entry = entry_bindings(lower, &placed);
    let mut labels = Labels::default();
    let mut entry_start = None;
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
        if l == 0 {
            entry_start = Some(at(0));
        }
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
    let entry = entry_start.map_or(Vec::new(), |s| entry_labels(lower, &labels.regs, s));
    vcode.debug_labels = labels.regs;
    ValueLabels {
        vars,
        fixed: labels.fixed,
        entry,
    }
}

/// The labels bound from `start` (where records at the entry block's
/// start bind) to a parameter word that arrives in `$a0`/`$a1`, with
/// that register.
fn entry_labels(
    lower: &Lower,
    regs: &[(VReg, regalloc2::Inst, regalloc2::Inst, u32)],
    start: u32,
) -> Vec<EntryLabel> {
    let Some(entry) = lower.func.entry() else {
        return Vec::new();
    };
    let mut arrivals: BTreeMap<VReg, PhysReg> = BTreeMap::new();
    let params = &lower.func.blocks[entry].params;
    for (p, abi) in params.iter().zip(&lower.sig.params) {
        let Some(vregs) = lower.value_regs.get(p) else {
            continue;
        };
        for (r, w) in vregs.regs().iter().zip(&abi.words) {
            let r = crate::vcode::resolve(&lower.aliases, *r);
            if let WordLoc::Reg(preg @ (PhysReg::A0 | PhysReg::A1)) = *w
                && r.is_virtual()
            {
                arrivals.insert(r.vreg(), preg);
            }
        }
    }
    regs.iter()
        .filter(|r| r.1.index() as u32 == start)
        .filter_map(|&(v, _, _, label)| Some((label, v, *arrivals.get(&v)?)))
        .collect()
}

/// Each record of the function placed in its block (in record order within
/// a position), one [`Placed`] per piece it binds or ends, and the
/// variable (piece) of each index.
fn placed_records(lower: &Lower) -> (Vec<DebugVar>, BTreeMap<Block, Vec<Placed>>) {
    let records: Vec<(&DbgRecord, Option<SrcLoc>, Vec<Part>)> = lower
        .func
        .dbg_records
        .iter()
        .filter(|rec| rec.kind != DbgKind::Declare)
        .map(|rec| {
            let inlined_at = lower.module.scope(rec.loc).and_then(|s| s.inlined_at);
            (rec, inlined_at, record_parts(lower, rec))
        })
        .collect();
    let mut pieces: BTreeMap<(MdId, Option<SrcLoc>), BTreeSet<Fragment>> = BTreeMap::new();
    for (rec, inlined_at, parts) in &records {
        let known = pieces.entry((rec.var, *inlined_at)).or_default();
        known.extend(parts.iter().map(|p| p.0));
    }
    let mut vars: Vec<DebugVar> = Vec::new();
    let mut index: BTreeMap<DebugVar, u32> = BTreeMap::new();
    let mut var_index = |var: MdId, inlined_at: Option<SrcLoc>, fragment: Fragment| {
        let key = DebugVar {
            var,
            inlined_at,
            fragment,
        };
        *index.entry(key).or_insert_with(|| {
            vars.push(key);
            vars.len() as u32 - 1
        })
    };
    let mut placed: BTreeMap<Block, Vec<Placed>> = BTreeMap::new();
    for (rec, inlined_at, parts) in &records {
        let pos = record_position(lower, rec.block, rec.after);
        let list = placed.entry(rec.block).or_default();
        for &(fragment, value) in parts {
            let var = var_index(rec.var, *inlined_at, fragment);
            list.push(Placed { var, pos, value });
        }
        let others = pieces.get(&(rec.var, *inlined_at)).into_iter().flatten();
        for &other in others {
            let ended =
                parts.iter().all(|p| p.0 != other) && parts.iter().any(|p| overlap(p.0, other));
            if ended {
                let var = var_index(rec.var, *inlined_at, other);
                list.push(Placed {
                    var,
                    pos,
                    value: None,
                });
            }
        }
    }
    (vars, placed)
}

/// Whether two pieces of a variable share a bit (the whole shares every).
fn overlap(a: Fragment, b: Fragment) -> bool {
    match (a, b) {
        (Some((a0, an)), Some((b0, bn))) => {
            let (a0, an, b0, bn) = (u64::from(a0), u64::from(an), u64::from(b0), u64::from(bn));
            a0 < b0 + bn && b0 < a0 + an
        }
        _ => true,
    }
}

/// The pieces record `rec` binds, each with its binding: its fragment (or
/// the whole variable) bound to its value, or to the two words of a
/// 64-bit value in memory order; unbound when not describable.
fn record_parts(lower: &Lower, rec: &DbgRecord) -> Vec<Part> {
    let ops = lower.module.metadata.expression(rec.expr).unwrap_or(&[]);
    let (fragment, rest) = split_fragment(ops);
    let aligned = fragment.is_none_or(|(off, size)| off % 8 == 0 && size % 8 == 0 && size > 0);
    let (bits, words) = match rec.value {
        Some(v) if rest.is_empty() && aligned => bound(lower, v),
        _ => (0, Vec::new()),
    };
    match words[..] {
        // (A piece wider than its value, such as a memset's byte over a
        // whole array, is not that value.)
        [one] if fragment.is_none_or(|f| f.1 <= bits) => vec![(fragment, Some(one))],
        [lo, hi] if fragment.is_none_or(|f| f.1 == 64) => {
            let base = fragment.map_or(0, |f| f.0);
            let (lo_at, hi_at) = match lower.target.endian {
                Endian::Little => (base, base.saturating_add(32)),
                Endian::Big => (base.saturating_add(32), base),
            };
            vec![(Some((lo_at, 32)), Some(lo)), (Some((hi_at, 32)), Some(hi))]
        }
        _ => vec![(fragment, None)],
    }
}

/// `ops` without a trailing `DW_OP_LLVM_fragment, offset, size`, and that
/// fragment.
fn split_fragment(ops: &[MdValue]) -> (Fragment, &[MdValue]) {
    if let [
        rest @ ..,
        MdValue::Ident(op),
        MdValue::Int(off),
        MdValue::Int(size),
    ] = ops
        && op == "DW_OP_LLVM_fragment"
        && let (Ok(off), Ok(size)) = (u32::try_from(*off), u32::try_from(*size))
    {
        return (Some((off, size)), rest);
    }
    (None, ops)
}

/// The bits of a record's value and what it binds its variable to, if
/// describable: one binding, or the low and high words of a 64-bit value.
fn bound(lower: &Lower, v: Value) -> (u32, Vec<Bound>) {
    let func = lower.func;
    let bits = match lower.module.types.kind(func.value_type(v)) {
        TyData::Int(bits) => *bits,
        TyData::Ptr(_) | TyData::OpaquePtr | TyData::Float => 32,
        TyData::Double => 64,
        _ => return (0, Vec::new()),
    };
    let sext32 = |k: u64| i64::from(k as u32 as i32);
    let words = match func.value_def(v) {
        ValueDef::Inst(_) | ValueDef::Param(..) if bits == 64 => {
            vec![Bound::Word(v, 0), Bound::Word(v, 1)]
        }
        ValueDef::Inst(_) | ValueDef::Param(..) => vec![Bound::Value(v)],
        ValueDef::Const(k) if (1..=32).contains(&bits) => {
            let shift = 64 - bits;
            vec![Bound::Constant(((k << shift) as i64) >> shift)]
        }
        ValueDef::Const(k) if bits == 64 => {
            vec![Bound::Constant(sext32(k)), Bound::Constant(sext32(k >> 32))]
        }
        ValueDef::Null | ValueDef::Zero if bits <= 32 => vec![Bound::Constant(0)],
        ValueDef::Zero if bits == 64 => vec![Bound::Constant(0), Bound::Constant(0)],
        _ => Vec::new(),
    };
    (bits, words)
}

/// The labels being built.
#[derive(Default)]
struct Labels {
    regs: Vec<(VReg, regalloc2::Inst, regalloc2::Inst, u32)>,
    fixed: Vec<FixedLabel>,
}

impl Labels {
    /// Adds "variable `var` is `binding` over VCode instructions `[from,
    /// to)`": a constant range, the incoming slot of a stack-passed
    /// parameter, or a label on the value's register (if it has exactly
    /// one).
    fn push(&mut self, lower: &Lower, binding: Binding, from: u32, to: u32, var: u32) {
        if from >= to {
            return;
        }
        let (v, word) = match binding {
            Some(Bound::Value(v)) => (v, None),
            Some(Bound::Word(v, k)) => (v, Some(usize::from(k))),
            Some(Bound::Constant(k)) => {
                return self.fixed.push((from, to, var, VarPlace::Constant(k)));
            }
            None => return,
        };
        if let Some(at) = incoming_slot(lower, v, word) {
            return self.fixed.push((from, to, var, VarPlace::Frame(at)));
        }
        let Some(regs) = lower.value_regs.get(&v) else {
            return;
        };
        let r = match (regs.regs(), word) {
            ([r], None) => r,
            ([lo, hi], Some(k)) => [lo, hi][k.min(1)],
            _ => return,
        };
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

/// The offset from the canonical frame address (the caller's `$sp`) of
/// word `word` of `v` (`None`: its only word) when `v` is a stack-passed
/// parameter of a function that cannot write its incoming area.
fn incoming_slot(lower: &Lower, v: Value, word: Option<usize>) -> Option<i32> {
    if lower.uses_va_start {
        return None;
    }
    let ValueDef::Param(b, n) = lower.func.value_def(v) else {
        return None;
    };
    let offsets = lower.incoming_stack_words(b, n)?;
    let k = match (offsets.len(), word) {
        (1, None) => 0,
        (2, Some(k)) => k,
        _ => return None,
    };
    i32::try_from(*offsets.get(k)?).ok()
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
