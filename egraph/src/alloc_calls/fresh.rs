//! Whether a `malloc`'s block is written before it is read (see
//! [`super`]): the bytes stored through the block's address at constant
//! offsets, one bit each, forward over the blocks from the call, the
//! intersection where paths join; any other use of the address must come
//! where every byte is written.

use crate::alias::{Base, decompose};
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::reverse_postorder;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::{Block, Callee, CastOp, FuncRef, Function, Inst, InstData, Module, Value};
use rustc_hash::FxHashMap as HashMap;

/// The largest payload (bytes, after rounding up to 8) tracked: one bit
/// per byte of a `u64`.
pub const MAX_BYTES: u64 = 64;

/// The most `malloc` calls of one function analysed (each is one data-flow
/// problem over the function).
const MAX_CALLS: usize = 16;

/// The most words of a block that the caller zeroes itself, right after
/// the call, when some path may read them before writing them (a node
/// whose key is stored and whose children stay null): each costs a store
/// at the call, against `malloc`'s zeroing of the whole block (12
/// instructions beyond the raw quick path for 8 bytes, 4 more per further
/// 8).
pub const MAX_ZERO_WORDS: usize = 4;

/// A `malloc` call that can be a raw one.
pub(super) struct RawCall {
    /// The call.
    pub inst: Inst,
    /// The block's size (rounded up to 8).
    pub bytes: u64,
    /// The offsets of the words the caller must zero right after the call.
    pub zero_words: Vec<u64>,
}

/// The calls of `malloc` in `f` whose blocks every path writes whole
/// before anything may read them, but for at most [`MAX_ZERO_WORDS`] words.
pub(super) fn written_first(m: &Module, f: &Function, malloc: FuncRef) -> Vec<RawCall> {
    let calls = malloc_calls(f, malloc);
    let Some(entry) = f.entry() else {
        return Vec::new();
    };
    if calls.is_empty() {
        return Vec::new();
    }
    let cfg = Cfg {
        order: reverse_postorder(f, entry),
        preds: f.predecessors(),
    };
    let mut raw = Vec::new();
    for call in calls {
        let written = written_before_read(m, f, &cfg, call);
        let zero_words: Vec<u64> = (0..call.bytes / 4)
            .map(|w| w * 4)
            .filter(|&o| (written >> o) & 0xF != 0xF)
            .collect();
        if zero_words.len() <= MAX_ZERO_WORDS {
            raw.push(RawCall {
                inst: call.inst,
                bytes: call.bytes,
                zero_words,
            });
        }
    }
    raw
}

/// A call of `malloc` with a constant size: where, its result, and the
/// payload's bytes (the size rounded up to 8).
#[derive(Copy, Clone)]
struct MallocCall {
    block: Block,
    inst: Inst,
    result: Value,
    bytes: u64,
}

impl MallocCall {
    /// The mask of a fully written payload.
    fn full(&self) -> u64 {
        if self.bytes >= 64 {
            u64::MAX
        } else {
            (1u64 << self.bytes) - 1
        }
    }
}

/// The first [`MAX_CALLS`] calls of `malloc` in `f` with a constant size
/// from 1 to [`MAX_BYTES`].
fn malloc_calls(f: &Function, malloc: FuncRef) -> Vec<MallocCall> {
    let mut calls = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            let InstData::Call {
                callee: Callee::Direct(c),
                args,
                ..
            } = &f.insts[i]
            else {
                continue;
            };
            let size = args.first().and_then(|&a| f.const_value(a));
            let (Some(size), Some(result)) = (size, f.inst_result(i)) else {
                continue;
            };
            if *c == malloc && (1..=MAX_BYTES).contains(&size) && calls.len() < MAX_CALLS {
                let bytes = size.next_multiple_of(8);
                calls.push(MallocCall {
                    block: b,
                    inst: i,
                    result,
                    bytes,
                });
            }
        }
    }
    calls
}

/// What an instruction does with the block.
enum Effect {
    /// Nothing: it does not touch the block's address.
    None,
    /// Stores the bytes of this mask.
    Writes(u64),
    /// May read the block, or lets its address go where it may be read.
    MayRead,
}

/// The addresses derived from the block's address (itself, and bitcasts and
/// `getelementptr`s of derived addresses), with their constant offsets
/// from the block's start (`None`: unknown).
type Derived = HashMap<Value, Option<i64>>;

/// A function's blocks in reverse postorder and their predecessors.
struct Cfg {
    order: Vec<Block>,
    preds: SecondaryMap<Block, Vec<Block>>,
}

/// The payload bytes every path from `call` writes before any instruction
/// that may read the block (all of them if nothing may).
fn written_before_read(m: &Module, f: &Function, cfg: &Cfg, call: MallocCall) -> u64 {
    let derived = derive(m, f, &cfg.order, call.result);
    // What every path has written on leaving each block: all at first (the
    // greatest fixed point of the intersection); the masks only shrink.
    let mut out: SecondaryMap<Block, u64> = SecondaryMap::with_default(u64::MAX);
    let entering = |out: &SecondaryMap<Block, u64>, b: Block| {
        if b == call.block {
            0
        } else {
            cfg.preds[b].iter().fold(u64::MAX, |acc, &p| acc & out[p])
        }
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &cfg.order {
            let (written, _) = walk(m, f, &derived, call, b, entering(&out, b));
            if written != out[b] {
                out[b] = written;
                changed = true;
            }
        }
    }
    cfg.order.iter().fold(call.full(), |acc, &b| {
        acc & walk(m, f, &derived, call, b, entering(&out, b)).1
    })
}

/// The bytes written on leaving `b`, given those written on entering it
/// (after the call, in the call's own block), and those written wherever
/// an instruction of `b` may read the block (all if none may).
fn walk(
    m: &Module,
    f: &Function,
    derived: &Derived,
    call: MallocCall,
    b: Block,
    mut written: u64,
) -> (u64, u64) {
    let insts = &f.blocks[b].insts;
    let start = if b == call.block {
        insts
            .iter()
            .position(|&i| i == call.inst)
            .map_or(0, |k| k + 1)
    } else {
        0
    };
    let mut before_reads = u64::MAX;
    for &i in &insts[start..] {
        match effect(m, f, derived, call, i) {
            Effect::None => {}
            Effect::Writes(mask) => written |= mask,
            Effect::MayRead => before_reads &= written,
        }
    }
    (written, before_reads)
}

/// The addresses derived from `block` in `f`, found in reverse postorder
/// (a derived address is defined after what it is derived from).
fn derive(m: &Module, f: &Function, order: &[Block], block: Value) -> Derived {
    let mut derived = Derived::default();
    derived.insert(block, Some(0));
    for &b in order {
        for &i in &f.blocks[b].insts {
            let from = match &f.insts[i] {
                InstData::Cast {
                    op: CastOp::Bitcast,
                    arg,
                } => *arg,
                InstData::Gep { base, .. } => *base,
                _ => continue,
            };
            if let (true, Some(result)) = (derived.contains_key(&from), f.inst_result(i)) {
                let addr = decompose(f, &m.types, result);
                let offset = addr.offset.filter(|_| addr.base == Base::Other(block));
                derived.insert(result, offset);
            }
        }
    }
    derived
}

/// What instruction `i` does with the block.
fn effect(m: &Module, f: &Function, derived: &Derived, call: MallocCall, i: Inst) -> Effect {
    let data = &f.insts[i];
    match data {
        InstData::Cast {
            op: CastOp::Bitcast,
            ..
        }
        | InstData::Gep { .. }
            if f.inst_result(i).is_some_and(|r| derived.contains_key(&r)) =>
        {
            return Effect::None;
        }
        InstData::Icmp { .. } => return Effect::None,
        InstData::Store { value, ptr, .. } if !derived.contains_key(value) => {
            return match derived.get(ptr).copied() {
                None => Effect::None,
                Some(offset) => {
                    let size = size_of(&m.types, f.value_type(*value));
                    store_mask(offset, size, call.bytes).map_or(Effect::MayRead, Effect::Writes)
                }
            };
        }
        _ => {}
    }
    let mut uses = false;
    data.for_each_arg(|v| uses |= derived.contains_key(&v));
    if uses { Effect::MayRead } else { Effect::None }
}

/// The payload bytes a store of `size` bytes at `offset` writes; `None`
/// when the offset is unknown or the store reaches outside the payload.
pub(super) fn store_mask(offset: Option<i64>, size: u64, bytes: u64) -> Option<u64> {
    let start = u64::try_from(offset?).ok()?;
    let end = start.checked_add(size)?;
    if size == 0 || end > bytes {
        return None;
    }
    let ones = if size >= 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    Some(ones << start)
}
