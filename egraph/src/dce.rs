//! Dead code elimination: instructions whose results nobody uses and that
//! have no effect, and block parameters that only feed each other.
//!
//! "No effect" is wider than "pure": an unused load is removed too (a load
//! that would fault is undefined behaviour, so removing it only refines the
//! program), and so is an unused `alloca`. Divisions stay unless their
//! divisor is a constant that cannot trap; calls and stores always stay.
//! Liveness is computed by marking from the effectful instructions, so
//! cycles of dead values (through block parameters) die too.

use crate::cfg;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::{Function, Inst, InstData, TypeStore, Value};

/// Removes dead instructions and dead block parameters. Returns whether
/// anything changed.
pub fn run(f: &mut Function, types: &TypeStore) -> bool {
    let live = mark_live(f, types);
    let mut changed = false;
    for bi in 0..f.layout.len() {
        let b = f.layout[bi];
        let insts = std::mem::take(&mut f.blocks[b].insts);
        let before = insts.len();
        let kept: Vec<_> = insts
            .into_iter()
            .filter(|&i| {
                let dead = removable_if_unused(f, types, &f.insts[i])
                    && f.inst_result(i).is_none_or(|r| !live[r]);
                !dead
            })
            .collect();
        changed |= kept.len() != before;
        f.blocks[b].insts = kept;
    }
    let mut keep = rustc_hash::FxHashMap::default();
    for &b in f.layout.iter().skip(1) {
        let k: Vec<bool> = f.blocks[b].params.iter().map(|&p| live[p]).collect();
        if k.iter().any(|&k| !k) {
            keep.insert(b, k);
        }
    }
    changed |= !keep.is_empty();
    cfg::remove_params_of(f, &keep);
    changed
}

/// Whether an instruction may be deleted when its result is unused.
pub fn removable_if_unused(f: &Function, types: &TypeStore, data: &InstData) -> bool {
    match data {
        InstData::Binary { op, args, .. } if op.can_trap() => {
            crate::eopt::build::safe_divisor(f, types, *op, *args)
        }
        // A volatile load is an access that must happen.
        InstData::Load { volatile, .. } => !volatile,
        InstData::Alloca { .. } => true,
        d => !d.has_side_effects(),
    }
}

/// Liveness of values: the operands of instructions that must stay are
/// live; a live instruction result makes its operands live; a live block
/// parameter makes the arguments passed to it live. A branch argument is
/// not live by itself, so cycles of values that only feed each other
/// through block parameters die.
fn mark_live(f: &Function, types: &TypeStore) -> SecondaryMap<Value, bool> {
    let mut live: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    let mut def_inst: SecondaryMap<Value, Option<Inst>> = SecondaryMap::new();
    let mut incoming: SecondaryMap<Value, Vec<Value>> = SecondaryMap::new();
    let mark = |v: Value, live: &mut SecondaryMap<Value, bool>, work: &mut Vec<Value>| {
        if !live[v] {
            live[v] = true;
            work.push(v);
        }
    };
    for (_, i) in cfg::placed_insts(f) {
        let data = &f.insts[i];
        if let Some(r) = f.inst_result(i) {
            def_inst[r] = Some(i);
        }
        for call in data.targets_iter() {
            for (p, a) in f.blocks[call.block].params.iter().zip(&call.args) {
                incoming[*p].push(*a);
            }
        }
        match data {
            InstData::Jump { .. } => {}
            InstData::Branch { cond, .. } => mark(*cond, &mut live, &mut work),
            _ if removable_if_unused(f, types, data) => {}
            _ => data.for_each_arg(|v| mark(v, &mut live, &mut work)),
        }
    }
    for &p in f.args() {
        mark(p, &mut live, &mut work);
    }
    while let Some(v) = work.pop() {
        if let Some(i) = def_inst[v] {
            let data = &f.insts[i];
            data.for_each_arg(|a| mark(a, &mut live, &mut work));
        }
        for &a in &incoming[v] {
            mark(a, &mut live, &mut work);
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{check_same_behaviour, run_pass};

    #[test]
    fn dead_values_and_parameter_cycles_go() {
        let src = "define i64 @main() {
            entry:
              %unused = mul i64 3, 4
              %l = alloca i64
              br label %loop
            loop:
              %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
              %dead = phi i64 [ 0, %entry ], [ %dead1, %loop ]
              %dead1 = add i64 %dead, 1
              %i1 = add i64 %i, 1
              %c = icmp slt i64 %i1, 5
              br i1 %c, label %loop, label %done
            done:
              ret i64 %i1
            }";
        let (after, before) = run_pass(src, |f, m| run(f, &m.types));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        assert_eq!(body.blocks[body.layout[1]].params.len(), 1);
        assert_eq!(body.blocks[body.layout[0]].insts.len(), 1);
        check_same_behaviour(&before, &after);
    }

    #[test]
    fn only_divisions_that_cannot_trap_go_unused() {
        use crate::eopt::build::division_is_safe;
        use egret_llvmlite::BinOp::{SDiv, SRem, UDiv};
        // -1 divides anything but the smallest value, which overflows.
        assert!(division_is_safe(
            SDiv,
            64,
            Some(i64::MAX as u64),
            Some(u64::MAX)
        ));
        assert!(!division_is_safe(SDiv, 64, Some(1 << 63), Some(u64::MAX)));
        assert!(!division_is_safe(SRem, 32, None, Some(0xFFFF_FFFF)));
        assert!(division_is_safe(
            SRem,
            32,
            Some(0x7FFF_FFFF),
            Some(0xFFFF_FFFF)
        ));
        assert!(!division_is_safe(
            SRem,
            32,
            Some(0x8000_0000),
            Some(0xFFFF_FFFF)
        ));
        assert!(division_is_safe(UDiv, 32, None, Some(0xFFFF_FFFF)));
        assert!(!division_is_safe(UDiv, 32, Some(5), Some(0)));
        assert!(!division_is_safe(UDiv, 32, Some(5), None));
        let src = "define i64 @main() {
              %a = sdiv i64 9223372036854775807, -1
              %b = sdiv i64 -9223372036854775808, -1
              %c = srem i32 7, -1
              ret i64 0
            }";
        let (after, _) = run_pass(src, |f, m| run(f, &m.types));
        let body = after.funcs[after.func_by_name("main").expect("main")]
            .body
            .as_ref()
            .expect("defined");
        // The overflowing one stays, with the `ret`.
        assert_eq!(body.num_placed_insts(), 2);
    }
}
