//! Memory optimisation: redundant load elimination, store-to-load
//! forwarding, and dead store elimination, with the alias facts of
//! [`crate::alias`].
//!
//! A forward pass over the blocks in reverse postorder tracks which values
//! are known to be in memory at which addresses. A store makes its value
//! known at its address and forgets everything it may overwrite; a load
//! either finds its value (and disappears) or makes its result known; a
//! call forgets everything except the contents of non-escaping stack
//! objects (runtime functions known not to write user memory forget
//! nothing). A block starts with what all its predecessors agree on, once
//! they have all been processed — loop headers therefore start empty, which
//! keeps the pass a single sweep. A value computed inside a loop is not
//! forwarded to a load after it (`leave_loop`): the load runs once, but
//! the value would stay live through the rest of every iteration.
//!
//! Before forwarding, a global scalar a loop reads and writes is loaded
//! once before the loop and stored back at its exits (`loop_globals`).
//!
//! Dead stores: a store overwritten in the same block before anything may
//! read it, a store to a non-escaping stack object just before returning,
//! every store to a non-escaping stack object that is never read, and a
//! store to a global overwritten on every path before it may be read
//! (`global_stores`).
//!
//! `volatile` accesses stay: a volatile load is never forwarded to nor
//! from, a volatile store is never dead and makes nothing known.

mod global_stores;
mod loop_globals;

use crate::alias::{Addr, AliasInfo, Base, call_may_write, decompose};
use crate::cfg;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::loops::LoopInfo;
use egret_llvmlite::{Block, Callee, Function, Inst, InstData, Module, Ty, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;

/// A value known to be in memory.
#[derive(Clone, Debug, PartialEq)]
struct Known {
    ptr: Value,
    addr: Addr,
    size: u64,
    ty: Ty,
    value: Value,
}

/// Runs the memory optimisations on `f`. Returns whether anything changed.
pub fn run(f: &mut Function, m: &Module) -> bool {
    cfg::remove_unreachable(f);
    // Only loads can be removed by forwarding, only stores as dead.
    let (mut loads, mut stores) = (false, false);
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            match f.insts[i] {
                InstData::Load { .. } => loads = true,
                InstData::Store { .. } => stores = true,
                _ => {}
            }
        }
    }
    if !loads && !stores {
        return false;
    }
    let mut info = AliasInfo::compute(f);
    let promoted = loads && stores && loop_globals::run(f, m, &info);
    if promoted {
        info = AliasInfo::compute(f);
    }
    let mut changed = promoted;
    changed |= loads && forward(f, m, &info);
    changed |= stores && dead_stores(f, m, &info);
    changed |= stores && global_stores::run(f, m, &info);
    changed
}

struct Forward<'a> {
    m: &'a Module,
    info: &'a AliasInfo,
    replaced: HashMap<Value, Value>,
    /// `replaced` as a dense table, for lookups.
    replaced_dense: SecondaryMap<Value, PackedOption<Value>>,
    removed: EntitySet<Inst>,
}

fn forward(f: &mut Function, m: &Module, info: &AliasInfo) -> bool {
    let dt = DomTree::compute(f);
    let preds = f.pred_table();
    let loops = f.may_have_cycles().then(|| LoopInfo::compute(f, &dt));
    let mut out: SecondaryMap<Block, Option<Vec<Known>>> = SecondaryMap::new();
    let mut pass = Forward {
        m,
        info,
        replaced: HashMap::default(),
        replaced_dense: SecondaryMap::new(),
        removed: EntitySet::new(),
    };
    for &b in dt.rpo() {
        let mut state = entry_state(f, &dt, &preds[b], &out, b);
        if let Some(li) = &loops {
            leave_loop(f, li, &preds[b], b, &mut state);
        }
        for &i in &f.blocks[b].insts {
            pass.inst(f, i, &mut state);
        }
        out[b] = Some(state);
    }
    if pass.removed.is_empty() {
        return false;
    }
    for b in f.layout.clone() {
        f.blocks[b].insts.retain(|&i| !pass.removed.contains(i));
    }
    f.replace_uses(&pass.replaced);
    true
}

/// What is known on entry to `b`: the facts all predecessors agree on.
fn entry_state(
    f: &Function,
    dt: &DomTree,
    preds: &[Block],
    out: &SecondaryMap<Block, Option<Vec<Known>>>,
    b: Block,
) -> Vec<Known> {
    let Some((first, rest)) = preds.split_first() else {
        return Vec::new();
    };
    let Some(base) = &out[*first] else {
        return Vec::new();
    };
    if rest.is_empty() {
        // The one predecessor was processed before `b` (else `out` would
        // have nothing for it), so it is `b`'s immediate dominator: what it
        // knows is defined in it or in blocks dominating it, all of which
        // strictly dominate `b` — the filter below would keep everything.
        return base.clone();
    }
    let mut states = Vec::new();
    for p in rest {
        match &out[*p] {
            Some(s) => states.push(s),
            None => return Vec::new(),
        }
    }
    base.iter()
        .filter(|k| states.iter().all(|s| s.contains(k)))
        .filter(|k| defined_before(f, dt, k.value, b) && defined_before(f, dt, k.ptr, b))
        .cloned()
        .collect()
}

/// Whether `v` is defined in a block that dominates `b` (or is a constant).
fn defined_before(f: &Function, dt: &DomTree, v: Value, b: Block) -> bool {
    match f.value_def(v) {
        ValueDef::Inst(i) => f.inst_block[i]
            .expand()
            .is_some_and(|d| d != b && dt.dominates(d, b)),
        ValueDef::Param(d, _) => d != b && dt.dominates(d, b),
        _ => true,
    }
}

/// Forgets, on entry to `b` from a loop that does not contain it, the
/// values computed inside that loop. Forwarding one to a load in `b` saves
/// that load once per exit, but keeps the value live from its definition to
/// the end of every iteration: with a few such values (a round function's
/// state, read back after its loop) the registers run out and the loop
/// spills.
fn leave_loop(f: &Function, li: &LoopInfo, preds: &[Block], b: Block, state: &mut Vec<Known>) {
    let exits_a_loop = preds
        .iter()
        .any(|&p| li.innermost[p].is_some_and(|l| !li.loops[l].blocks.contains(b)));
    if exits_a_loop {
        state.retain(|k| !live_through_loop(f, li, k.value, b));
    }
}

/// Whether using `v` in `b` would keep it live through a loop that does not
/// contain `b`, where it is computed and not already live throughout (a
/// parameter of the loop's header, or a value its back edges pass).
fn live_through_loop(f: &Function, li: &LoopInfo, v: Value, b: Block) -> bool {
    let def = match f.value_def(v) {
        ValueDef::Inst(i) => f.inst_block[i].expand(),
        ValueDef::Param(d, _) => Some(d),
        _ => None,
    };
    let Some(def) = def else {
        return false;
    };
    // The outermost loop around `def` that does not contain `b`.
    let mut left = None;
    let mut cur = li.innermost[def];
    while let Some(l) = cur.filter(|&l| !li.loops[l].blocks.contains(b)) {
        left = Some(l);
        cur = li.loops[l].parent;
    }
    let Some(l) = left else {
        return false;
    };
    let lp = &li.loops[l];
    if matches!(f.value_def(v), ValueDef::Param(h, _) if h == lp.header) {
        return false;
    }
    !lp.latches.iter().any(|&latch| {
        f.terminator(latch).is_some_and(|t| {
            f.insts[t]
                .targets_iter()
                .any(|c| c.block == lp.header && c.args.contains(&v))
        })
    })
}

impl Forward<'_> {
    fn resolve(&self, v: Value) -> Value {
        // `cfg::resolve` on the dense table.
        let mut v = v;
        let mut n = 0;
        while let Some(w) = self.replaced_dense.get(v).and_then(|w| w.expand()) {
            v = w;
            n += 1;
            if n > self.replaced.len() {
                break;
            }
        }
        v
    }

    fn inst(&mut self, f: &Function, i: Inst, state: &mut Vec<Known>) {
        let types = &self.m.types;
        match &f.insts[i] {
            // A volatile load reads memory every time: it neither finds a
            // known value nor makes its result known.
            InstData::Load { volatile: true, .. } => {}
            InstData::Load { ptr, .. } => {
                let ptr = self.resolve(*ptr);
                let r = f.inst_result(i).expect("load has a result");
                let ty = f.value_type(r);
                let size = size_of(types, ty);
                let addr = decompose(f, types, ptr);
                let hit = state.iter().find(|k| {
                    k.size == size && types.equiv(k.ty, ty) && same_address(k, ptr, &addr)
                });
                if let Some(k) = hit {
                    self.replaced.insert(r, k.value);
                    self.replaced_dense[r] = k.value.into();
                    self.removed.insert(i);
                } else {
                    forget_oldest(state);
                    state.push(Known {
                        ptr,
                        addr,
                        size,
                        ty,
                        value: r,
                    });
                }
            }
            InstData::Store {
                value,
                ptr,
                volatile,
            } => {
                let (value, ptr) = (self.resolve(*value), self.resolve(*ptr));
                let ty = f.value_type(value);
                let size = size_of(types, ty);
                let addr = decompose(f, types, ptr);
                state.retain(|k| !self.info.may_alias(&k.addr, k.size, &addr, size));
                if *volatile {
                    // What a volatile store wrote is not known to stay.
                    return;
                }
                forget_oldest(state);
                state.push(Known {
                    ptr,
                    addr,
                    size,
                    ty,
                    value,
                });
            }
            InstData::Call { callee, .. } => {
                let target = match callee {
                    Callee::Direct(fr) => Some(*fr),
                    Callee::Indirect(_) => None,
                };
                if call_may_write(self.m, target) {
                    state.retain(|k| self.info.is_local(&k.addr));
                }
            }
            _ => {}
        }
    }
}

/// Values known in memory at one point, at most (a bound keeps huge blocks
/// linear; the oldest facts are the least likely to be used).
const MAX_KNOWN: usize = 64;

fn forget_oldest(state: &mut Vec<Known>) {
    if state.len() >= MAX_KNOWN {
        state.remove(0);
    }
}

/// Whether a known value is at the address `ptr` (decomposed as `addr`):
/// the same pointer value, or the same base at the same constant offset.
fn same_address(k: &Known, ptr: Value, addr: &Addr) -> bool {
    k.ptr == ptr || (k.addr.offset.is_some() && k.addr == *addr)
}

/// Removes stores nothing can read.
fn dead_stores(f: &mut Function, m: &Module, info: &AliasInfo) -> bool {
    let types = &m.types;
    let mut dead: EntitySet<Inst> = EntitySet::new();
    for &b in &f.layout {
        // Stores not yet read, by address.
        let mut pending: Vec<(Addr, u64, Inst)> = Vec::new();
        for &i in &f.blocks[b].insts {
            match &f.insts[i] {
                InstData::Store {
                    value,
                    ptr,
                    volatile,
                } => {
                    let addr = decompose(f, types, *ptr);
                    let size = size_of(types, f.value_type(*value));
                    if *volatile {
                        // Never dead, and it ends what it may overwrite
                        // as a read would.
                        pending.retain(|(a, s, _)| !info.may_alias(a, *s, &addr, size));
                        continue;
                    }
                    if info.is_local(&addr) && !is_read(info, &addr) {
                        dead.insert(i);
                        continue;
                    }
                    if addr.offset.is_some()
                        && let Some(pos) = pending
                            .iter()
                            .position(|(a, s, _)| *a == addr && *s == size)
                    {
                        dead.insert(pending[pos].2);
                    }
                    pending.retain(|(a, s, _)| !info.may_alias(a, *s, &addr, size));
                    if pending.len() >= MAX_KNOWN {
                        pending.remove(0);
                    }
                    pending.push((addr, size, i));
                }
                InstData::Load { ptr, .. } => {
                    let addr = decompose(f, types, *ptr);
                    let r = f.inst_result(i).expect("load has a result");
                    let size = size_of(types, f.value_type(r));
                    pending.retain(|(a, s, _)| !info.may_alias(a, *s, &addr, size));
                }
                InstData::Call { .. } => pending.retain(|(a, _, _)| info.is_local(a)),
                InstData::Ret { .. } => {
                    for (a, _, s) in &pending {
                        if info.is_local(a) {
                            dead.insert(*s);
                        }
                    }
                }
                data if data.is_terminator() => pending.clear(),
                _ => {}
            }
        }
    }
    if dead.is_empty() {
        return false;
    }
    for b in f.layout.clone() {
        f.blocks[b].insts.retain(|&i| !dead.contains(i));
    }
    true
}

fn is_read(info: &AliasInfo, a: &Addr) -> bool {
    match a.base {
        Base::Alloca(v) => info.read.contains(v),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};

    #[test]
    fn forwards_stores_and_removes_redundant_loads() {
        let src = "@g = global i64 5
            declare i32 @putchar(i32)
            define i64 @main() {
              %a = alloca [4 x i64]
              %p0 = getelementptr [4 x i64], [4 x i64]* %a, i64 0, i64 0
              %p1 = getelementptr [4 x i64], [4 x i64]* %a, i64 0, i64 1
              store i64 7, i64* %p0
              store i64 8, i64* %p1
              %x = load i64, i64* @g
              %c = call i32 @putchar(i32 65)
              %y = load i64, i64* @g
              %v0 = load i64, i64* %p0
              %v1 = load i64, i64* %p1
              %s = add i64 %v0, %v1
              %t = add i64 %x, %y
              %r = add i64 %s, %t
              ret i64 %r
            }";
        let (after, before) = run_pass(src, run);
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        let loads = cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| matches!(body.insts[*i], InstData::Load { .. }))
            .count();
        assert_eq!(loads, 1, "only the first load of @g stays");
        let stores = cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| matches!(body.insts[*i], InstData::Store { .. }))
            .count();
        assert_eq!(
            stores, 0,
            "the array is never read once its loads are forwarded"
        );
        check_same_behaviour(&before, &after);
    }

    /// The loads of `@main` in `block`, counted in the printed module.
    fn loads_in(after: &Module, block: &str) -> usize {
        let text = egret_llvmlite::printer::print_module(after);
        let start = text.find(&format!("\n{block}:")).expect("block printed");
        text[start + 1..]
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("  "))
            .filter(|l| l.contains("= load"))
            .count()
    }

    /// A loop that stores values it computes to a local array, which is
    /// read after the loop: `%a` is loop-carried in memory, `%acc` in a
    /// header parameter.
    const STATE_READ_AFTER_LOOP: &str = "define i64 @main() {
        entry:
          %v = alloca [40 x i32]
          %p0 = getelementptr [40 x i32], [40 x i32]* %v, i32 0, i32 0
          %p1 = getelementptr [40 x i32], [40 x i32]* %v, i32 0, i32 1
          store i32 3, i32* %p0
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
          %acc = phi i32 [ 1, %entry ], [ %acc1, %loop ]
          %a = load i32, i32* %p0
          %a1 = mul i32 %a, 5
          %a2 = add i32 %a1, %i
          store i32 %a2, i32* %p0
          store i32 %acc, i32* %p1
          %acc1 = xor i32 %acc, %a2
          %i1 = add i32 %i, 1
          %more = icmp slt i32 %i1, 20
          br i1 %more, label %loop, label %done
        done:
          %x = load i32, i32* %p0
          %y = load i32, i32* %p1
          %s = add i32 %x, %y
          %t = add i32 %s, %acc1
          %r = zext i32 %t to i64
          ret i64 %r
        }";

    #[test]
    fn a_value_computed_in_a_loop_is_reloaded_after_it() {
        // `%a2` would stay live through the rest of every iteration to
        // spare one load after the loop; `%acc`, a header parameter, is
        // live through the whole loop anyway and is forwarded.
        let (after, before) = run_pass(STATE_READ_AFTER_LOOP, run);
        assert_eq!(
            loads_in(&after, "done"),
            1,
            "{}",
            egret_llvmlite::printer::print_module(&after)
        );
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn unknown_calls_clobber_globals() {
        let src = "@g = global i64 5
            define void @set() {
              store i64 9, i64* @g
              ret void
            }
            define i64 @main() {
              %x = load i64, i64* @g
              call void @set()
              %y = load i64, i64* @g
              %r = add i64 %x, %y
              ret i64 %r
            }";
        let (after, before) = run_pass(src, run);
        check_same_behaviour(&before, &after);
    }
}
