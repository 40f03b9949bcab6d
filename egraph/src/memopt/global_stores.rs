//! Dead stores to globals across blocks: a store to a global at a constant
//! offset is dead when, on every path from it, the same bytes are stored
//! again before anything may read them.
//!
//! This is what a counter updated by an inlined checking helper needs
//! (`@checks = @checks + 1` once per check, the failure path in between
//! calling `printf`): the loads are forwarded (the forwarding pass), and
//! every store but the last one that the function's exit sees is dead.
//!
//! A backward data-flow problem over at most [`MAX_TRACKED`] addresses (one
//! bit each): `dead_in[b]` holds the addresses that every path from `b`'s
//! entry overwrites before it may read them. It is solved from below (all
//! clear) to the least fixed point, so a path around a loop that never
//! stores again keeps its stores. Reads are loads that may overlap, volatile
//! accesses, calls of functions that may touch any memory, a runtime
//! function's pointer arguments (it reads only through those),
//! instructions with unknown memory effects, and the function's exits
//! (`ret`: the caller sees globals; `unreachable`, conservatively).

use crate::alias::{Addr, AliasInfo, Base, call_may_write, decompose};
use cranelift_entity::{EntitySet, SecondaryMap};
use egret_llvmlite::dom::reverse_postorder;
use egret_llvmlite::layout::size_of;
use egret_llvmlite::{Block, Callee, CastOp, Function, Inst, InstData, Module, Value, ValueDef};

/// The most global addresses one run tracks (bits of a `u64`).
pub const MAX_TRACKED: usize = 64;

/// The addresses tracked: global base, constant offset, size.
struct Tracked {
    addrs: Vec<(Addr, u64)>,
}

impl Tracked {
    /// The exact address `(addr, size)`'s bit, if tracked.
    fn bit(&self, addr: &Addr, size: u64) -> u64 {
        self.addrs
            .iter()
            .position(|(a, s)| a == addr && *s == size)
            .map_or(0, |k| 1 << k)
    }

    /// The bits of the tracked addresses an access of `size` bytes at
    /// `addr` may overlap (`size` `None`: any part of the object).
    fn overlapping(&self, info: &AliasInfo, addr: &Addr, size: Option<u64>) -> u64 {
        let addr = match size {
            Some(_) => *addr,
            None => Addr {
                base: addr.base,
                offset: None,
            },
        };
        let size = size.unwrap_or(1);
        let mut mask = 0;
        for (k, (a, s)) in self.addrs.iter().enumerate() {
            if info.may_alias(a, *s, &addr, size) {
                mask |= 1 << k;
            }
        }
        mask
    }
}

/// Removes the stores to globals that are overwritten on every path before
/// they may be read. Returns whether any was removed.
pub(super) fn run(f: &mut Function, m: &Module, info: &AliasInfo) -> bool {
    let Some(entry) = f.entry() else { return false };
    let tracked = collect(f, m);
    if tracked.addrs.is_empty() {
        return false;
    }
    let order = reverse_postorder(f, entry);
    let mut dead_in: SecondaryMap<Block, u64> = SecondaryMap::new();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            let out = dead_out(f, &dead_in, b);
            let mut dead = out;
            for &i in f.blocks[b].insts.iter().rev() {
                dead = transfer(f, m, info, &tracked, i, dead);
            }
            if dead != dead_in[b] {
                dead_in[b] = dead;
                changed = true;
            }
        }
    }
    let mut removed: EntitySet<Inst> = EntitySet::new();
    for &b in &order {
        let mut dead = dead_out(f, &dead_in, b);
        for &i in f.blocks[b].insts.iter().rev() {
            if let Some(bit) = store_bit(f, m, &tracked, i)
                && dead & bit != 0
            {
                removed.insert(i);
            }
            dead = transfer(f, m, info, &tracked, i, dead);
        }
    }
    if removed.is_empty() {
        return false;
    }
    for b in f.layout.clone() {
        f.blocks[b].insts.retain(|&i| !removed.contains(i));
    }
    true
}

/// The addresses dead on leaving `b`: those dead on entry to every
/// successor (none when `b` exits the function).
fn dead_out(f: &Function, dead_in: &SecondaryMap<Block, u64>, b: Block) -> u64 {
    let mut out = None;
    for s in f.succ_iter(b) {
        out = Some(out.unwrap_or(u64::MAX) & dead_in[s]);
    }
    out.unwrap_or(0)
}

/// The distinct global addresses (constant offset) `f` stores to, at most
/// [`MAX_TRACKED`].
fn collect(f: &Function, m: &Module) -> Tracked {
    let mut addrs: Vec<(Addr, u64)> = Vec::new();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let InstData::Store {
                value,
                ptr,
                volatile: false,
            } = &f.insts[i]
            {
                let addr = decompose(f, &m.types, *ptr);
                let size = size_of(&m.types, f.value_type(*value));
                let global = matches!(addr.base, Base::Global(_)) && addr.offset.is_some();
                if global && !addrs.contains(&(addr, size)) && addrs.len() < MAX_TRACKED {
                    addrs.push((addr, size));
                }
            }
        }
    }
    Tracked { addrs }
}

/// The bit of the tracked address a non-volatile store `i` writes, if any.
fn store_bit(f: &Function, m: &Module, tracked: &Tracked, i: Inst) -> Option<u64> {
    let InstData::Store {
        value,
        ptr,
        volatile: false,
    } = &f.insts[i]
    else {
        return None;
    };
    let addr = decompose(f, &m.types, *ptr);
    let bit = tracked.bit(&addr, size_of(&m.types, f.value_type(*value)));
    (bit != 0).then_some(bit)
}

/// The addresses dead before `i`, given those dead after it.
fn transfer(
    f: &Function,
    m: &Module,
    info: &AliasInfo,
    tracked: &Tracked,
    i: Inst,
    dead: u64,
) -> u64 {
    let types = &m.types;
    match &f.insts[i] {
        InstData::Store {
            volatile: false, ..
        } => dead | store_bit(f, m, tracked, i).unwrap_or(0),
        // A volatile store is observable: what it may overlap counts as read.
        InstData::Store {
            value,
            ptr,
            volatile: true,
        } => {
            let addr = decompose(f, types, *ptr);
            let size = size_of(types, f.value_type(*value));
            dead & !tracked.overlapping(info, &addr, Some(size))
        }
        InstData::Load { ptr, .. } => {
            let addr = decompose(f, types, *ptr);
            let r = f.inst_result(i).map(|r| f.value_type(r));
            let size = r.map(|ty| size_of(types, ty));
            dead & !tracked.overlapping(info, &addr, size)
        }
        InstData::Call { callee, args, .. } => {
            let target = match callee {
                Callee::Direct(g) => Some(*g),
                Callee::Indirect(_) => None,
            };
            if call_may_write(m, target) {
                return 0;
            }
            let mut dead = dead;
            for &a in args {
                if let Some(p) = pointer_arg(f, types, a) {
                    let addr = decompose(f, types, p);
                    dead &= !tracked.overlapping(info, &addr, None);
                }
            }
            dead
        }
        InstData::Binary { .. }
        | InstData::Icmp { .. }
        | InstData::FBinary { .. }
        | InstData::FNeg { .. }
        | InstData::Fcmp { .. }
        | InstData::Select { .. }
        | InstData::Cast { .. }
        | InstData::Alloca { .. }
        | InstData::Gep { .. }
        | InstData::Jump { .. }
        | InstData::Branch { .. }
        | InstData::Switch { .. }
        | InstData::Freeze { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. } => dead,
        // Exits and anything else with memory effects read everything.
        _ => 0,
    }
}

/// The pointer a call argument `a` carries: `a` itself when it is a
/// pointer, the operand of a `ptrtoint` passed as an integer; `None` for
/// other values, which carry no address.
fn pointer_arg(f: &Function, types: &egret_llvmlite::TypeStore, a: Value) -> Option<Value> {
    if types.is_ptr(f.value_type(a)) {
        return Some(a);
    }
    match f.value_def(a) {
        ValueDef::Inst(i) => match &f.insts[i] {
            InstData::Cast {
                op: CastOp::PtrToInt,
                arg,
            } => Some(*arg),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::testutil::{check_same_behaviour, run_pass};
    use egret_llvmlite::{InstData, Module};

    fn stores_in_main(m: &Module) -> usize {
        let body = m.funcs[m.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        crate::cfg::placed_insts(body)
            .iter()
            .filter(|(_, i)| matches!(body.insts[*i], InstData::Store { .. }))
            .count()
    }

    /// A counter bumped before each of two checks whose failure paths
    /// print: only the last store is seen (by `@report`'s call after it).
    const COUNTER: &str = "declare i32 @putchar(i32)
        @checks = global i64 0
        @x = global i64 5
        define void @report() {
          %n = load i64, i64* @checks
          %c = trunc i64 %n to i32
          %u = call i32 @putchar(i32 %c)
          ret void
        }
        define i64 @main() {
        entry:
          %x = load i64, i64* @x
          %n0 = load i64, i64* @checks
          %n1 = add i64 %n0, 1
          store i64 %n1, i64* @checks
          %ok1 = icmp eq i64 %x, 5
          br i1 %ok1, label %next, label %bad1
        bad1:
          %u1 = call i32 @putchar(i32 70)
          br label %next
        next:
          %n2 = add i64 %n0, 2
          store i64 %n2, i64* @checks
          %ok2 = icmp eq i64 %x, 6
          br i1 %ok2, label %done, label %bad2
        bad2:
          %u2 = call i32 @putchar(i32 71)
          br label %done
        done:
          store i64 %n2, i64* @checks
          BARRIER
          ret i64 %x
        }";

    #[test]
    fn a_store_overwritten_on_every_path_is_dead() {
        let src = COUNTER.replace("BARRIER", "");
        let (after, before) = run_pass(&src, super::super::run);
        assert_eq!(stores_in_main(&after), 1, "only the store before `ret`");
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn a_call_that_may_read_keeps_the_store_before_it() {
        // `@report` reads `@checks`: the store before the call in `done`
        // is seen; the two stores before it are still overwritten first.
        let src = COUNTER.replace("BARRIER", "call void @report()");
        let (after, before) = run_pass(&src, super::super::run);
        assert_eq!(stores_in_main(&after), 1);
        check_same_behaviour(&before, &after);
        // A load of the counter on one failure path keeps the store above.
        let src = COUNTER.replace("BARRIER", "").replace(
            "%u2 = call i32 @putchar(i32 71)",
            "%r = load volatile i64, i64* @checks",
        );
        let (after, before) = run_pass(&src, super::super::run);
        assert_eq!(stores_in_main(&after), 2);
        check_same_behaviour(&before, &after);
    }
}
