//! Sinking loads to their first use within a block (-O2, the last pass).
//!
//! Elaboration places a pure value just before its first user among the
//! instructions that stay in program order, and those are the loads,
//! stores and calls. When store-to-load forwarding has removed the stores
//! between a run of loads and the code that reads them (a block that reads
//! a dozen array elements, mixes them and writes them back, as a hash round
//! does), every load stays at the top and every result is live across the
//! whole block: with Cpu0's twelve allocatable registers and i64 values in
//! pairs, the allocator spills what it has just loaded and reloads it at
//! the use. This pass moves each non-volatile load that no call and no
//! store that may overlap it ([`crate::alias`]) separates from its first
//! user in the block (or the terminator) down to just before it, walking
//! the block backwards so that the pure instructions that only compute
//! its address (whose users all moved) follow it down. Other pure
//! instructions stay where elaboration put them: moving them lengthens
//! loop-carried values past the definition of their next value, which
//! costs copies on the back edge.
//!
//! A move is made only when it cannot raise the register pressure at any
//! point: the result is no longer live between its old and new place,
//! and each operand that was not live there already (not a constant or a
//! frame address, not used later in the block or after it, not defined
//! outside the loop the block is in) becomes live there; the moved result
//! must need at least as many words as those operands, and no parameter
//! of the block may be among them. The operands counted are those the
//! lowering will read at the load: through the pure single-use address
//! computations it folds into it. Only blocks whose code keeps at least
//! [`HIGH_PRESSURE_WORDS`] words live somewhere are visited, and none of
//! more than [`MAX_BLOCK_INSTS`] instructions (a move shifts the block's
//! tail).

use crate::alias::{self, AliasInfo};
use cranelift_entity::EntityRef;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, Function, Inst, InstData, Ty, TypeStore, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Blocks with more instructions than this are not reordered.
pub const MAX_BLOCK_INSTS: usize = 4096;

/// Blocks whose code keeps fewer words live at once than this (Cpu0 has
/// twelve allocatable registers, thirteen with `$lr`) are left as they
/// are: the allocator has registers to spare there, and a load placed
/// early hides its latency.
pub const HIGH_PRESSURE_WORDS: u32 = 13;

/// Sinks the loads of the blocks of `f` that run out of registers to
/// their first use where that does not raise register pressure. Returns
/// whether anything moved.
///
/// The function-wide facts (uses, loops, alias classes) are computed only
/// once a block passes the cheap tests (a load that could move, and a
/// bound of its register pressure that needs no facts): most functions have no block that can run out of
/// registers, and for them the pass costs one walk over their code.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let mut facts: Option<FunctionFacts<'_>> = None;
    let mut changed = false;
    for i in 0..f.layout.len() {
        let b = f.layout[i];
        if !worth_visiting(f, b) || pressure_bound(f, types, b) < HIGH_PRESSURE_WORDS {
            continue;
        }
        let facts = facts.get_or_insert_with(|| FunctionFacts::compute(f, types));
        changed |= sink_in_block(f, facts, b);
    }
    changed
}

/// Whether block `b` is small enough and holds a load that could move.
fn worth_visiting(f: &Function, b: Block) -> bool {
    let insts = &f.blocks[b].insts;
    insts.len() > 2
        && insts.len() <= MAX_BLOCK_INSTS
        && insts.iter().any(|&i| movable(f, i) && is_load(f, i))
}

/// An upper bound of [`peak_pressure`] that needs no function-wide facts:
/// the words of every value the block defines and of every operand read
/// from elsewhere (each time it is read), as if all of them were live at
/// once. Constants and frame addresses do not count, as there.
fn pressure_bound(f: &Function, types: &TypeStore, b: Block) -> u32 {
    let mut words = 0u32;
    let mut count = |v: Value| {
        if !needs_no_register(f, v) {
            words = words.saturating_add(value_words(types, f.value_type(v)).unwrap_or(0));
        }
    };
    for &i in &f.blocks[b].insts {
        if let Some(r) = f.inst_result(i) {
            count(r);
        }
        f.insts[i].for_each_arg(|a| {
            let inside =
                matches!(f.value_def(a), ValueDef::Inst(d) if f.inst_block[d].expand() == Some(b));
            if !inside {
                count(a);
            }
        });
    }
    words
}

/// The registers (32-bit words) a value of type `ty` occupies, or `None`
/// for a type this pass does not reason about.
fn value_words(types: &TypeStore, ty: Ty) -> Option<u32> {
    match ty {
        Ty::I64 => Some(2),
        Ty::I1 | Ty::I8 | Ty::I16 | Ty::I32 => Some(1),
        _ if types.is_ptr(ty) => Some(1),
        _ => None,
    }
}

/// What the pressure test needs of the whole function: where each value is
/// used and which loop each block is in.
struct FunctionFacts<'t> {
    types: &'t TypeStore,
    /// Per value (by index), the block of its first use seen, and whether
    /// it is also used in another block; `None` for a value never used.
    use_blocks: Vec<Option<(Block, bool)>>,
    loops: LoopInfo,
    alias: AliasInfo,
}

impl<'t> FunctionFacts<'t> {
    fn compute(f: &Function, types: &'t TypeStore) -> FunctionFacts<'t> {
        let mut use_blocks: Vec<Option<(Block, bool)>> = vec![None; f.values.len()];
        for &b in &f.layout {
            for &i in &f.blocks[b].insts {
                f.insts[i].for_each_arg(|a| {
                    let e = use_blocks[a.index()].get_or_insert((b, false));
                    e.1 |= e.0 != b;
                });
            }
        }
        let dt = DomTree::compute(f);
        let loops = LoopInfo::compute(f, &dt);
        FunctionFacts {
            types,
            use_blocks,
            loops,
            alias: AliasInfo::compute(f),
        }
    }

    /// The registers (32-bit words) a value of type `ty` occupies, or
    /// `None` for a type this pass does not reason about.
    fn words(&self, ty: Ty) -> Option<u32> {
        value_words(self.types, ty)
    }

    /// Whether `v` is used in a block other than `b`.
    fn used_outside(&self, v: Value, b: Block) -> bool {
        self.use_blocks[v.index()].is_some_and(|(first, multi)| multi || first != b)
    }
}

/// Whether `inst` may move down within its block: it computes a value,
/// and is pure or a non-volatile load.
fn movable(f: &Function, inst: Inst) -> bool {
    let data = &f.insts[inst];
    f.inst_result(inst).is_some()
        && !data.is_terminator()
        && (!data.has_side_effects()
            || matches!(
                data,
                InstData::Load {
                    volatile: false,
                    ..
                }
            ))
}

/// Whether `load` may not move past `other`: a store that may write the
/// bytes it reads ([`crate::alias`]), a call, a volatile access or anything
/// else that must stay in order.
fn blocks_load(f: &Function, facts: &FunctionFacts<'_>, load: Inst, other: Inst) -> bool {
    let data = &f.insts[other];
    match (data, &f.insts[load]) {
        (
            InstData::Load {
                volatile: false, ..
            },
            _,
        ) => false,
        (
            InstData::Store {
                value,
                ptr,
                volatile: false,
            },
            InstData::Load { ptr: from, .. },
        ) => {
            let Some(read) = f.inst_result(load) else {
                return true;
            };
            let types = facts.types;
            facts.alias.may_alias(
                &alias::decompose(f, types, *from),
                size_of(types, f.value_type(read)),
                &alias::decompose(f, types, *ptr),
                size_of(types, f.value_type(*value)),
            )
        }
        _ => data.has_side_effects(),
    }
}

/// The instructions of one block being reordered, with each one's current
/// position and the users of each value within the block.
struct BlockOrder {
    block: Block,
    insts: Vec<Inst>,
    pos: HashMap<Inst, usize>,
    users: HashMap<Value, Vec<Inst>>,
}

impl BlockOrder {
    fn new(f: &Function, block: Block) -> BlockOrder {
        let insts = f.blocks[block].insts.clone();
        let pos = insts.iter().enumerate().map(|(p, &i)| (i, p)).collect();
        let mut users: HashMap<Value, Vec<Inst>> = HashMap::default();
        for &i in &insts {
            f.insts[i].for_each_arg(|a| users.entry(a).or_default().push(i));
        }
        BlockOrder {
            block,
            insts,
            pos,
            users,
        }
    }

    /// The position of the first user of `v` in the block, if any.
    fn first_use(&self, v: Value) -> Option<usize> {
        self.users.get(&v)?.iter().map(|u| self.pos[u]).min()
    }

    /// Whether `v` has a user other than `except` at position `at` or later.
    fn used_from(&self, v: Value, at: usize, except: Inst) -> bool {
        self.users
            .get(&v)
            .is_some_and(|us| us.iter().any(|&u| u != except && self.pos[&u] >= at))
    }

    /// Moves the instruction at `from` to just before the one at `to`.
    fn move_before(&mut self, from: usize, to: usize) {
        let inst = self.insts.remove(from);
        self.insts.insert(to - 1, inst);
        for p in from..to {
            self.pos.insert(self.insts[p], p);
        }
    }
}

/// Sinks the loads of block `b`, last first, and the pure instructions
/// whose users in the block all moved.
fn sink_in_block(f: &mut Function, facts: &FunctionFacts<'_>, b: Block) -> bool {
    let mut order = BlockOrder::new(f, b);
    if peak_pressure(f, facts, &order) < HIGH_PRESSURE_WORDS {
        return false;
    }
    let original = order.insts.clone();
    let mut moved: HashSet<Inst> = HashSet::default();
    for &inst in original.iter().rev() {
        if !movable(f, inst) || !(is_load(f, inst) || only_feeds(f, &order, &moved, inst)) {
            continue;
        }
        let from = order.pos[&inst];
        let Some(to) = target(f, facts, &order, inst) else {
            continue;
        };
        if to > from + 1 && lowers_pressure(f, facts, &order, inst, to) {
            order.move_before(from, to);
            moved.insert(inst);
        }
    }
    if moved.is_empty() {
        return false;
    }
    f.blocks[b].insts = order.insts;
    true
}

fn is_load(f: &Function, inst: Inst) -> bool {
    matches!(f.insts[inst], InstData::Load { .. })
}

/// Whether `inst` has users in the block and all of them have moved: an
/// address or index computation following its load down. (Elaboration
/// already placed every other pure value at its first use.)
fn only_feeds(f: &Function, order: &BlockOrder, moved: &HashSet<Inst>, inst: Inst) -> bool {
    let Some(users) = f.inst_result(inst).and_then(|r| order.users.get(&r)) else {
        return false;
    };
    users.iter().all(|u| moved.contains(u))
}

/// The position `inst` should move to the front of: its first user in the
/// block, else the terminator; `None` when a load would pass a barrier.
fn target(
    f: &Function,
    facts: &FunctionFacts<'_>,
    order: &BlockOrder,
    inst: Inst,
) -> Option<usize> {
    let result = f.inst_result(inst)?;
    let last = order.insts.len() - 1;
    let to = order.first_use(result).unwrap_or(last);
    let from = order.pos[&inst];
    if is_load(f, inst)
        && order.insts[from + 1..to]
            .iter()
            .any(|&i| blocks_load(f, facts, inst, i))
    {
        return None;
    }
    Some(to)
}

/// Whether moving `inst` to just before position `to` frees at least as
/// many registers between its old and new place as its operands newly
/// occupy there, and extends no block parameter of the block (a
/// loop-carried value kept alive past the definition of its next value
/// costs a copy on the back edge).
fn lowers_pressure(
    f: &Function,
    facts: &FunctionFacts<'_>,
    order: &BlockOrder,
    inst: Inst,
    to: usize,
) -> bool {
    let Some(freed) = f
        .inst_result(inst)
        .and_then(|r| facts.words(f.value_type(r)))
    else {
        return false;
    };
    let mut taken = 0;
    for (a, user) in effective_operands(f, order, inst) {
        if live_anyway(f, facts, order, a, user, to) {
            continue;
        }
        if matches!(f.value_def(a), ValueDef::Param(pb, _) if pb == order.block) {
            return false;
        }
        let Some(w) = facts.words(f.value_type(a)) else {
            return false;
        };
        taken += w;
    }
    taken <= freed
}

/// How deep [`effective_operands`] looks through folded computations.
const FOLD_DEPTH: usize = 3;

/// The values `inst` reads once the lowering has folded into it the pure
/// single-use computations of its operands in the block (an address
/// `base + i * 8` becomes part of the load's code, wherever the `gep`
/// stands), each with the instruction that reads it.
fn effective_operands(f: &Function, order: &BlockOrder, inst: Inst) -> Vec<(Value, Inst)> {
    let mut out: Vec<(Value, Inst)> = Vec::new();
    let mut work = vec![(inst, 0)];
    while let Some((user, depth)) = work.pop() {
        f.insts[user].for_each_arg(|a| match folded_into(f, order, a, user) {
            Some(d) if depth < FOLD_DEPTH => work.push((d, depth + 1)),
            _ if out.iter().any(|&(v, _)| v == a) => {}
            _ => out.push((a, user)),
        });
    }
    out
}

/// The pure instruction of the block defining `a`, if `user` is its only
/// reader.
fn folded_into(f: &Function, order: &BlockOrder, a: Value, user: Inst) -> Option<Inst> {
    let ValueDef::Inst(d) = f.value_def(a) else {
        return None;
    };
    let pure = !f.insts[d].has_side_effects();
    let alone = order
        .users
        .get(&a)
        .is_some_and(|us| us.iter().all(|&u| u == user));
    (pure && alone && f.inst_block[d].expand() == Some(order.block)).then_some(d)
}

/// Whether operand `a` of `inst` is live (or needs no register) at
/// position `to` of the block whatever `inst` does.
fn live_anyway(
    f: &Function,
    facts: &FunctionFacts<'_>,
    order: &BlockOrder,
    a: Value,
    inst: Inst,
    to: usize,
) -> bool {
    needs_no_register(f, a) || order.used_from(a, to, inst) || live_at_end(f, facts, order.block, a)
}

/// Whether `v` is a constant or a frame address, which the lowering
/// rematerialises at each use.
fn needs_no_register(f: &Function, v: Value) -> bool {
    match f.value_def(v) {
        ValueDef::Inst(d) => matches!(f.insts[d], InstData::Alloca { .. }),
        ValueDef::Param(..) => false,
        _ => true,
    }
}

/// Whether `v`, which block `b` defines or reads, is live at its end: used
/// in another block when `b` defines it (which `b` then dominates), defined
/// outside the innermost loop holding `b` otherwise (live all around it).
fn live_at_end(f: &Function, facts: &FunctionFacts<'_>, b: Block, v: Value) -> bool {
    let def_block = match f.value_def(v) {
        ValueDef::Inst(d) => f.inst_block[d].expand(),
        ValueDef::Param(pb, _) => Some(pb),
        _ => return false,
    };
    if def_block == Some(b) {
        return facts.used_outside(v, b);
    }
    match facts.loops.innermost[b] {
        Some(l) => def_block.is_none_or(|d| !facts.loops.loops[l].blocks.contains(d)),
        None => false,
    }
}

/// The most words of values the block's code keeps live at once, as far
/// as the block itself shows: values it defines or reads, from their
/// definition (or the block's start) to their last use in it (or its end
/// when they are live out, or defined outside its loop). Constants and
/// frame addresses, which the lowering rematerialises, do not count.
fn peak_pressure(f: &Function, facts: &FunctionFacts<'_>, order: &BlockOrder) -> u32 {
    let n = order.insts.len();
    let mut delta = vec![0i64; n + 2];
    let mut add = |v: Value, start: usize| {
        let Some(w) = facts.words(f.value_type(v)) else {
            return;
        };
        let last = order.users.get(&v).map_or(start, |us| {
            us.iter().map(|u| order.pos[u]).max().unwrap_or(start)
        });
        let end = if live_at_end(f, facts, order.block, v) {
            n
        } else {
            last
        };
        if end > start {
            delta[start] += i64::from(w);
            delta[end] -= i64::from(w);
        }
    };
    for (p, &i) in order.insts.iter().enumerate() {
        if let Some(r) = f.inst_result(i)
            && !needs_no_register(f, r)
        {
            add(r, p + 1);
        }
    }
    for &v in order.users.keys() {
        let outside = match f.value_def(v) {
            ValueDef::Inst(d) => f.inst_block[d].expand() != Some(order.block),
            _ => true,
        };
        if outside && !needs_no_register(f, v) {
            add(v, 0);
        }
    }
    let mut live = 0i64;
    let mut peak = 0i64;
    for d in delta {
        live += d;
        peak = peak.max(live);
    }
    u32::try_from(peak).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests;
