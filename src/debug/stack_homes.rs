//! Variables that live in memory at -O1/-O2: clang's assignment tracking
//! (`#dbg_assign`) turned back into a `dbg.declare` where the mid-end kept
//! every store the records describe.
//!
//! clang -O2 describes a variable it keeps in an alloca (an array, a
//! struct, a scalar whose address escapes) with `#dbg_assign(value, !var,
//! !expr, !id, ptr addr, !addr_expr, !loc)` records, each linked by its
//! `DIAssignID` to the store (or `memset`, `memcpy`, the alloca itself)
//! that writes the assignment to memory. While every linked store is still
//! in the code, the alloca holds the variable wherever the source assigns
//! it, as at -O0: the variable is at the alloca for its whole scope (LLVM's
//! "always stack-homed" variables). A pass that deletes a linked store
//! (forwarding, dead-store elimination, promotion) breaks that: the
//! variable then keeps only its value records. [`home_assigned_variables`]
//! checks, per variable and inline context:
//!
//! - every record is a `#dbg_assign` whose address is one placed alloca
//!   plus a constant offset (constant `getelementptr`s, `DW_OP_plus_uconst`)
//!   equal to the record's fragment offset (0 without a fragment);
//! - every `DIAssignID` of those records is still attached to at least one
//!   instruction and all instructions it is attached to are still placed
//!   (copies a pass made carry none: they are extra stores of the same
//!   assignments, which keep memory right);
//! - no `dbg.value` record gives the variable a value (one that makes it
//!   unknown, as passes write where they delete code, is ignored).
//!
//! A variable that passes gets one `Declare` record at the alloca in place
//! of its records; the scope writer then places it at `DW_OP_fbreg` of
//! the alloca's slot (`scopes.rs`).

use egret_llvmlite::layout::gep_const_offset;
use egret_llvmlite::{
    DbgKind, DbgRecord, Function, Inst, InstData, MdData, MdId, MdNode, MdValue, Metadata, Module,
    SrcLoc, TypeStore, Value, ValueDef,
};
use std::collections::{HashMap, HashSet};

/// The variable of a record in its inline context.
type VarKey = (MdId, Option<SrcLoc>);

/// Where a homed variable is: its alloca, and the pieces (bits, memory
/// order) the alloca holds throughout: `None`, the whole variable.
struct Home {
    alloca: Value,
    pieces: Option<Vec<(u32, u32)>>,
    /// The expression of a record at the alloca itself (empty).
    base_expr: MdId,
    /// The variable's records that stay: those that touch a piece left
    /// out (an assignment the code never stores).
    keep: Vec<usize>,
}

/// Replaces the records of every variable of `f` that its alloca holds
/// wherever the source assigns it by `Declare` records at that alloca: one
/// for the whole variable, or one per piece (`DW_OP_LLVM_fragment`) the
/// alloca holds, beside the records of the other pieces.
pub(super) fn home_assigned_variables(module: &mut Module, f: &mut Function) {
    if !f.dbg_records.iter().any(|r| r.kind == DbgKind::Assign) {
        return;
    }
    let homes = find_homes(module, f);
    if homes.is_empty() {
        return;
    }
    // Each homed variable's records: the first becomes its declarations,
    // the others go unless kept.
    let mut replaced: HashMap<usize, Vec<DbgRecord>> = HashMap::new();
    let mut dropped: HashSet<usize> = HashSet::new();
    for (records, home) in homes {
        let model = &f.dbg_records[records[0]];
        let declare = |expr| DbgRecord {
            kind: DbgKind::Declare,
            value: Some(home.alloca),
            expr,
            assign: None,
            ..model.clone()
        };
        let declares = match &home.pieces {
            None => vec![declare(home.base_expr)],
            Some(pieces) => pieces
                .iter()
                .map(|&(offset, size)| declare(fragment_expr(&mut module.metadata, offset, size)))
                .collect(),
        };
        dropped.extend(records.iter().filter(|k| !home.keep.contains(k)));
        replaced.insert(records[0], declares);
    }
    let old = std::mem::take(&mut f.dbg_records);
    for (k, r) in old.into_iter().enumerate() {
        if let Some(declares) = replaced.remove(&k) {
            f.dbg_records.extend(declares);
        }
        if !dropped.contains(&k) {
            f.dbg_records.push(r);
        }
    }
}

/// The homed variables of `f`: each one's records (indices, in order) and
/// home.
fn find_homes(module: &Module, f: &Function) -> Vec<(Vec<usize>, Home)> {
    let placed: HashSet<Inst> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .collect();
    let (intact, broken) = assign_ids(f, &placed);
    let mut groups: HashMap<VarKey, Vec<usize>> = HashMap::new();
    let mut order: Vec<VarKey> = Vec::new();
    for (k, r) in f.dbg_records.iter().enumerate() {
        let inlined_at = module.scope(r.loc).and_then(|s| s.inlined_at);
        let key = (r.var, inlined_at);
        groups
            .entry(key)
            .or_insert_with(|| {
                order.push(key);
                Vec::new()
            })
            .push(k);
    }
    let cx = Homes {
        md: &module.metadata,
        types: &module.types,
        f,
        placed: &placed,
        intact: &intact,
        broken: &broken,
    };
    order
        .into_iter()
        .filter_map(|key| {
            let records = groups.remove(&key)?;
            let home = cx.home(&records)?;
            Some((records, home))
        })
        .collect()
}

/// The node `!DIExpression(DW_OP_LLVM_fragment, offset, size)`.
fn fragment_expr(md: &mut Metadata, offset: u32, size: u32) -> MdId {
    md.push(MdNode {
        distinct: false,
        data: MdData::Expression(vec![
            MdValue::Ident("DW_OP_LLVM_fragment".to_string()),
            MdValue::Int(i128::from(offset)),
            MdValue::Int(i128::from(size)),
        ]),
    })
}

/// The `DIAssignID`s attached to instructions that are all still placed,
/// and those attached to one a pass removed.
fn assign_ids(f: &Function, placed: &HashSet<Inst>) -> (HashSet<MdId>, HashSet<MdId>) {
    let mut broken = HashSet::new();
    let mut seen = HashSet::new();
    for (&inst, &id) in &f.assign_ids {
        seen.insert(id);
        if !placed.contains(&inst) {
            broken.insert(id);
        }
    }
    let intact = seen.difference(&broken).copied().collect();
    (intact, broken)
}

/// What deciding a variable's home reads.
struct Homes<'a> {
    md: &'a Metadata,
    types: &'a TypeStore,
    f: &'a Function,
    placed: &'a HashSet<Inst>,
    intact: &'a HashSet<MdId>,
    broken: &'a HashSet<MdId>,
}

impl Homes<'_> {
    /// The home of the variable of `records` (indices into the function's
    /// records, in order), if its alloca holds it (or some pieces of it)
    /// throughout: every store of its assignments is still there, into
    /// one alloca; an assignment no instruction stores (clang's own
    /// passes forwarded it) leaves its piece to the records.
    fn home(&self, records: &[usize]) -> Option<Home> {
        let mut alloca = None;
        let mut base_expr = None;
        let mut unstored: Vec<(u32, u32)> = Vec::new();
        let mut keep_candidates: Vec<(usize, Option<(u32, u32)>)> = Vec::new();
        for &k in records {
            let r = &self.f.dbg_records[k];
            if r.kind == DbgKind::Value && r.value.is_none() {
                keep_candidates.push((k, None));
                continue; // "unknown from here" says nothing of memory
            }
            let link = r.assign.as_ref()?;
            if r.kind != DbgKind::Assign || self.broken.contains(&link.id) {
                return None;
            }
            let ops = self.md.expression(r.expr)?;
            let fragment = fragment_bits(ops);
            keep_candidates.push((k, fragment));
            if !self.intact.contains(&link.id) {
                unstored.push(fragment?);
                continue;
            }
            let (base, offset) = self.alloca_offset(link.address?)?;
            let extra = plus_uconst(self.md.expression(link.address_expr)?)?;
            let bits = fragment.map_or(0, |(offset, _)| i128::from(offset));
            let start = i128::from(offset).checked_add(extra)?.checked_mul(8)?;
            if start != bits {
                return None;
            }
            if *alloca.get_or_insert(base) != base {
                return None;
            }
            if link.address == Some(base) && extra == 0 {
                base_expr = Some(link.address_expr);
            }
        }
        let base_expr = base_expr?;
        if unstored.is_empty() {
            return Some(Home {
                alloca: alloca?,
                pieces: None,
                base_expr,
                keep: Vec::new(),
            });
        }
        let var = self.f.dbg_records[records[0]].var;
        let size = variable_bits(self.md, var)?;
        let pieces = complement(&mut unstored, size)?;
        let overlaps = |f: Option<(u32, u32)>| {
            f.is_none_or(|(o, s)| {
                let end = o.saturating_add(s);
                unstored
                    .iter()
                    .any(|&(uo, us)| o < uo.saturating_add(us) && uo < end)
            })
        };
        let keep = keep_candidates
            .into_iter()
            .filter(|&(_, f)| overlaps(f))
            .map(|(k, _)| k)
            .collect();
        Some(Home {
            alloca: alloca?,
            pieces: Some(pieces),
            base_expr,
            keep,
        })
    }

    /// The placed alloca `address` points into and the constant byte
    /// offset from its start.
    fn alloca_offset(&self, mut address: Value) -> Option<(Value, i64)> {
        let mut offset = 0i64;
        for _ in 0..64 {
            let ValueDef::Inst(inst) = self.f.value_def(address) else {
                return None;
            };
            match &self.f.insts[inst] {
                InstData::Alloca { count: None, .. } => {
                    return self.placed.contains(&inst).then_some((address, offset));
                }
                InstData::Gep {
                    elem_ty,
                    base,
                    indices,
                    ..
                } => {
                    let steps = indices
                        .iter()
                        .map(|&i| self.signed_const(i))
                        .collect::<Option<Vec<i64>>>()?;
                    let step = gep_const_offset(self.types, *elem_ty, &steps).ok()?;
                    offset = offset.checked_add(step)?;
                    address = *base;
                }
                _ => return None,
            }
        }
        None
    }

    /// The integer constant `v`, sign-extended from its type's width.
    fn signed_const(&self, v: Value) -> Option<i64> {
        let bits = self.types.int_bits(self.f.value_type(v))?;
        let raw = self.f.const_value(v)?;
        let shift = 64u32.checked_sub(bits)?;
        Some(((raw << shift) as i64) >> shift)
    }
}

/// The byte offset an address expression adds: none, or one
/// `DW_OP_plus_uconst`.
fn plus_uconst(ops: &[MdValue]) -> Option<i128> {
    match ops {
        [] => Some(0),
        [MdValue::Ident(op), MdValue::Int(n)] if op == "DW_OP_plus_uconst" => Some(*n),
        _ => None,
    }
}

/// The piece (offset, size in bits) a value expression describes with a
/// trailing `DW_OP_LLVM_fragment`.
fn fragment_bits(ops: &[MdValue]) -> Option<(u32, u32)> {
    match ops {
        [
            ..,
            MdValue::Ident(op),
            MdValue::Int(offset),
            MdValue::Int(size),
        ] if op == "DW_OP_LLVM_fragment" => {
            Some((u32::try_from(*offset).ok()?, u32::try_from(*size).ok()?))
        }
        _ => None,
    }
}

/// The pieces of `[0, size)` bits outside `taken`, on byte boundaries
/// (`None` if some are not, or none is left).
fn complement(taken: &mut [(u32, u32)], size: u32) -> Option<Vec<(u32, u32)>> {
    taken.sort_unstable();
    let mut out = Vec::new();
    let mut at = 0u32;
    for &(offset, len) in taken.iter() {
        if offset > at {
            out.push((at, offset - at));
        }
        at = at.max(offset.checked_add(len)?);
    }
    if size > at {
        out.push((at, size - at));
    }
    let aligned = out.iter().all(|&(o, s)| o % 8 == 0 && s % 8 == 0);
    (aligned && !out.is_empty()).then_some(out)
}

/// The size in bits of variable `var`'s type, through typedefs and
/// qualifiers.
fn variable_bits(md: &Metadata, var: MdId) -> Option<u32> {
    let mut ty = md.node(var, "type")?;
    for _ in 0..64 {
        if let Some(bits) = md.int(ty, "size") {
            return u32::try_from(bits).ok().filter(|&b| b > 0);
        }
        ty = md.node(ty, "baseType")?;
    }
    None
}
