//! Unit tests of the instruction scheduler.

use crate::mach::effects::effects;
use crate::mach::model::{CfiOp, MachFunction, MachInst, MachItem, PrivateStack, Role};
use crate::mach::schedule::{Pipe, cycles, schedule, schedule_counted};
use crate::mach::testutil::{branch, insts_of, op, ops, ret, slot};
use egret_cpu0::isa::{Opcode, Reg};

/// `items` after the scheduler.
fn scheduled(items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 4);
    f.items = items;
    schedule(&mut f);
    f
}

/// The model's cycles for the instructions of `f` in layout order.
fn model_cycles(f: &MachFunction) -> u64 {
    let insts = insts_of(f);
    let order: Vec<usize> = (0..insts.len()).collect();
    cycles(&insts, &order, &[], &Pipe::default())
}

/// The instructions of `items` in order, as the model runs them.
fn body(items: &[MachItem]) -> Vec<MachInst> {
    items
        .iter()
        .filter_map(|it| match it {
            MachItem::Inst(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_model_counts_the_simulators_stalls() {
    use Opcode::*;
    let count = |items: Vec<MachItem>| {
        let insts = body(&items);
        let order: Vec<usize> = (0..insts.len()).collect();
        cycles(&insts, &order, &[], &Pipe::default())
    };
    // A load read by the next instruction: one stall; one apart: none.
    let load_use = vec![
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
    ];
    assert_eq!(count(load_use), 3);
    let apart = vec![
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
    ];
    assert_eq!(count(apart), 3);
    // `mul` delivers late too.
    let mul = vec![
        op(Mul, 2, 4, 5, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
    ];
    assert_eq!(count(mul), 3);
    // mult then mflo at once: 3 stalls; div: 31 (sim's MULT/DIV_LATENCY).
    let mult = vec![
        op(Mult, 2, 3, 0, 0, Role::Body),
        op(Mflo, 4, 0, 0, 0, Role::Body),
    ];
    assert_eq!(count(mult), 2 + 3);
    let div = vec![
        op(Divu, 2, 3, 0, 0, Role::Body),
        op(Mfhi, 4, 0, 0, 0, Role::Body),
    ];
    assert_eq!(count(div), 2 + 31);
    // `jmp` costs its squashed fetch.
    assert_eq!(count(vec![branch(Jmp, 0, 0, 1)]), 2);
}

#[test]
fn loads_move_away_from_their_first_use() {
    use Opcode::*;
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        MachItem::Label(1),
        ret(),
        slot(),
    ]);
    assert_eq!(ops(&f), [Ld, Addiu, Addu, Jr, Nop]);
    // Two loads go first, then their uses.
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Ld, 5, 6, 0, 0, Role::Body),
        op(Addu, 7, 5, 5, 0, Role::Body),
        MachItem::Label(1),
    ]);
    assert_eq!(ops(&f), [Ld, Ld, Addu, Addu]);
    assert_eq!(model_cycles(&f), 4);
}

#[test]
fn code_without_stalls_keeps_its_order() {
    use Opcode::*;
    let items = vec![
        MachItem::Label(0),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addiu, 6, 6, 0, 1, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        MachItem::Label(1),
    ];
    let f = scheduled(items.clone());
    assert_eq!(f.items, items);
    // Nothing independent to put in between: the stall stays, and so
    // does the order.
    let items = vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addu, 3, 3, 3, 0, Role::Body),
        MachItem::Label(1),
    ];
    assert_eq!(scheduled(items.clone()).items, items);
}

#[test]
fn multiplies_and_divides_get_work_in_their_shadow() {
    use Opcode::*;
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Divu, 2, 3, 0, 0, Role::Body),
        op(Mflo, 4, 0, 0, 0, Role::Body),
        op(Addu, 6, 4, 4, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        op(Addiu, 7, 7, 0, 1, Role::Body),
        MachItem::Label(1),
    ]);
    assert_eq!(ops(&f), [Divu, Addiu, Addiu, Mflo, Addu]);
    // An instruction writing HI/LO or reading a divide's operand stays
    // after (before) it.
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Mflo, 4, 0, 0, 0, Role::Body),
        op(Mult, 2, 3, 0, 0, Role::Body),
        op(Addiu, 2, 2, 0, 1, Role::Body),
        op(Mfhi, 5, 0, 0, 0, Role::Body),
        MachItem::Label(1),
    ]);
    assert_eq!(ops(&f), [Mflo, Mult, Addiu, Mfhi]);
}

#[test]
fn stores_keep_their_order_with_loads_unless_provably_disjoint() {
    use Opcode::*;
    let run = |store: MachItem, load: MachItem, private: Option<PrivateStack>| {
        let mut f = MachFunction::new("f", 4);
        f.private_stack = private;
        f.items = vec![
            MachItem::Label(0),
            store,
            load,
            op(Addu, 6, 3, 3, 0, Role::Body),
            MachItem::Label(1),
        ];
        schedule(&mut f);
        ops(&f)
    };
    // The same base, other bytes: the load goes first, hiding its latency
    // behind the store.
    let moved = [Ld, St, Addu];
    let kept = [St, Ld, Addu];
    assert_eq!(
        run(
            op(St, 2, 4, 0, 0, Role::Body),
            op(Ld, 3, 4, 0, 4, Role::Body),
            None
        ),
        moved
    );
    // Overlapping bytes (a byte store inside the word).
    assert_eq!(
        run(
            op(Sb, 2, 4, 0, 6, Role::Body),
            op(Ld, 3, 4, 0, 4, Role::Body),
            None
        ),
        [Sb, Ld, Addu]
    );
    // Another base register may point anywhere.
    assert_eq!(
        run(
            op(St, 2, 5, 0, 0, Role::Body),
            op(Ld, 3, 4, 0, 4, Role::Body),
            None
        ),
        kept
    );
    // ... but not at a private stack word (a spill slot).
    let private = Some(PrivateStack {
        spill: (16, 24),
        incoming: 64,
        outgoing: 8,
    });
    let sp = Reg::SP.0;
    assert_eq!(
        run(
            op(St, 2, 5, 0, 0, Role::Body),
            op(Ld, 3, sp, 0, 16, Role::Body),
            private
        ),
        moved
    );
    // An address-taken frame word is not private.
    assert_eq!(
        run(
            op(St, 2, 5, 0, 0, Role::Body),
            op(Ld, 3, sp, 0, 40, Role::Body),
            private
        ),
        kept
    );
    // A load through the register the store's base gets loaded into.
    let f = scheduled(vec![
        MachItem::Label(0),
        op(St, 2, 4, 0, 0, Role::Body),
        op(Ld, 4, 4, 0, 8, Role::Body),
        op(Ld, 3, 4, 0, 4, Role::Body),
        op(Addu, 6, 3, 3, 0, Role::Body),
        MachItem::Label(1),
    ]);
    assert_eq!(ops(&f), [St, Ld, Ld, Addu]);
}

#[test]
fn frame_markers_labels_and_prologues_bound_the_regions() {
    use Opcode::*;
    // The `addiu` may not cross the marker to hide the load; within its
    // region it still goes first, as the load right before the marker
    // would stall the `addu`.
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Addiu, 13, 13, 0, -8, Role::Prologue),
        op(Ld, 2, 4, 0, 0, Role::Body),
        MachItem::Cfi(CfiOp::DefCfaOffset(8)),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        MachItem::Label(1),
    ]);
    assert_eq!(ops(&f), [Addiu, Ld, Addiu, Addu]);
    assert!(matches!(f.items[3], MachItem::Cfi(_)));
    // Nothing crosses a label. Code only falls into label 1: the load
    // before it still stalls its first instruction, which moves.
    let mut items = vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        MachItem::Label(1),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addu, 5, 5, 5, 0, Role::Body),
        MachItem::Label(2),
        branch(Bne, 6, 0, 3),
        slot(),
        MachItem::Label(3),
    ];
    assert_eq!(ops(&scheduled(items.clone())), [Ld, Addu, Addu, Bne, Nop]);
    assert_eq!(
        scheduled(items.clone()).items[3..5],
        [items[4].clone(), items[3].clone()]
    );
    // A branch to label 1 may come from anywhere: nothing to gain.
    items[6] = branch(Bne, 6, 0, 1);
    assert_eq!(scheduled(items.clone()).items, items);
    // A prologue store is no region's member.
    let items = vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(St, 14, 13, 0, 4, Role::Prologue),
        op(Addu, 3, 2, 2, 0, Role::Body),
        MachItem::Label(1),
    ];
    assert_eq!(scheduled(items.clone()).items, items);
}

#[test]
fn the_slot_gets_the_instruction_that_leaves_no_stall() {
    use Opcode::*;
    // The filler alone would put the `addiu` (nearest the return) in the
    // slot and leave the load next to its use; the scheduler puts the use
    // there instead.
    let f = scheduled(vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        ret(),
        slot(),
    ]);
    assert_eq!(ops(&f), [Ld, Addiu, Jr, Addu]);
    assert_eq!(model_cycles(&f), 4);
}

#[test]
fn conditional_slots_the_block_cannot_fill_stay_for_the_successors() {
    use Opcode::*;
    // The filler within the block finds nothing for the slot of `bne` (the
    // store may not pass the load in its conservative view), so
    // `delay-slots-across` may fill it from a successor. Hiding the loads
    // would put the store last, where the filler within the block would
    // take it: the order stays.
    let items = vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(St, 3, 4, 0, 4, Role::Body),
        op(Ld, 6, 4, 0, 8, Role::Body),
        op(Addu, 7, 6, 3, 0, Role::Body),
        branch(Bne, 7, 0, 1),
        slot(),
        MachItem::Label(1),
        ret(),
        slot(),
    ];
    assert_eq!(scheduled(items.clone()).items, items);
    // Returning instead, the same block is scheduled and the store fills
    // the slot (no successor could).
    let mut items = items;
    items[6] = ret();
    let f = scheduled(items);
    assert_eq!(ops(&f)[..6], [Ld, Ld, Addu, Addu, Jr, St], "{:?}", f.items);
}

#[test]
fn the_instruction_a_call_slot_takes_stays_first() {
    use Opcode::*;
    // `addiu $9` after the call goes into its slot (the filler's call
    // case): the scheduler leaves it where the filler looks for it.
    let items = vec![
        MachItem::Label(0),
        crate::mach::testutil::call("g"),
        slot(),
        op(Addiu, 9, 9, 0, 1, Role::Body),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Addu, 3, 2, 2, 0, Role::Body),
        op(Addiu, 5, 5, 0, 1, Role::Body),
        MachItem::Label(1),
    ];
    let f = scheduled(items);
    assert_eq!(ops(&f), [Jsub, Nop, Addiu, Ld, Addiu, Addu]);
}

#[test]
fn scheduling_is_deterministic_and_keeps_every_instruction() {
    use Opcode::*;
    let items = vec![
        MachItem::Label(0),
        op(Ld, 2, 4, 0, 0, Role::Body),
        op(Ld, 3, 4, 0, 4, Role::Body),
        op(Mult, 2, 3, 0, 0, Role::Body),
        op(Mflo, 6, 0, 0, 0, Role::Body),
        op(St, 6, 4, 0, 8, Role::Body),
        op(Ld, 7, 5, 0, 0, Role::Body),
        op(Addu, 7, 7, 2, 0, Role::Body),
        op(Addiu, 8, 8, 0, 1, Role::Body),
        MachItem::Label(1),
    ];
    let a = scheduled(items.clone());
    let b = scheduled(items.clone());
    assert_eq!(a.items, b.items);
    let mut before = body(&items);
    let mut after = body(&a.items);
    assert!(
        model_cycles(&a) < {
            let order: Vec<usize> = (0..before.len()).collect();
            cycles(&before, &order, &[], &Pipe::default())
        }
    );
    let key = |m: &MachInst| format!("{:?}", m.inst);
    before.sort_by_key(key);
    after.sort_by_key(key);
    assert_eq!(before, after);
    // Every register dependence keeps its order.
    let original = body(&items);
    let position = |m: &MachInst| body(&a.items).iter().position(|n| n == m);
    for (i, x) in original.iter().enumerate() {
        for y in &original[i + 1..] {
            let (ex, ey) = (effects(x).unwrap(), effects(y).unwrap());
            let registers = ex.writes & (ey.reads | ey.writes) != 0 || ex.reads & ey.writes != 0;
            if registers {
                assert!(position(x) < position(y), "{x:?} must stay before {y:?}");
            }
        }
    }
}

#[test]
fn volatile_accesses_keep_their_order_and_plain_loads_pass_each_other() {
    use crate::mach::schedule::Dag;
    let load = |rd: u8, base: u8, volatile: bool| {
        let MachItem::Inst(mut m) = op(Opcode::Ld, rd, base, 0, 0, Role::Body) else {
            unreachable!("op makes an instruction")
        };
        m.volatile = volatile;
        m
    };
    // Two loads through different bases: plain, they may run in either
    // order; volatile, the second depends on the first.
    let plain = Dag::build(&[load(2, 4, false), load(3, 5, false)], None);
    assert!(plain.succs(0).is_empty(), "{:?}", plain.succs(0));
    let volatile = Dag::build(&[load(2, 4, true), load(3, 5, true)], None);
    assert_eq!(volatile.succs(0).len(), 1, "{:?}", volatile.succs(0));
    // One volatile and one plain load still pass each other.
    let mixed = Dag::build(&[load(2, 4, true), load(3, 5, false)], None);
    assert!(mixed.succs(0).is_empty(), "{:?}", mixed.succs(0));
}

/// `n` blocks, each a load next to its use before a return whose slot the
/// scheduler fills (the new order is one item shorter than the old), then
/// one more instruction.
fn blocks_with_filled_slots(n: u32) -> MachFunction {
    use Opcode::*;
    let mut f = MachFunction::new("f", n as usize);
    for b in 0..n {
        f.items.extend([
            MachItem::Label(b),
            op(Ld, 2, 4, 0, 0, Role::Body),
            op(Addu, 3, 2, 2, 0, Role::Body),
            op(Addiu, 5, 5, 0, 1, Role::Body),
            ret(),
            slot(),
            op(Addiu, 6, 6, 0, 1, Role::Body),
        ]);
    }
    f
}

#[test]
fn splicing_the_new_orders_in_moves_only_the_rest_of_each_block() {
    use Opcode::*;
    // Splicing once moved the rest of the function: 10x the blocks took
    // 100x the work.
    let mut work = Vec::new();
    for n in [100, 1_000] {
        let mut f = blocks_with_filled_slots(n);
        work.push(schedule_counted(&mut f));
        let block = [Ld, Addiu, Jr, Addu, Addiu];
        assert_eq!(ops(&f), block.repeat(n as usize), "{n} blocks");
    }
    assert!(work[0] > 0, "the slots are filled by splicing");
    assert!(work[1] <= 15 * work[0], "work {work:?}");
}

/// [`Dag::list_schedule`] as its definition reads: at each step, scan every
/// instruction for the ready one with the smallest (issue cycle, longer
/// path first, index). The scheduler keeps a list of the ready ones
/// instead; the picks must be the same.
fn list_schedule_by_scan(
    dag: &crate::mach::schedule::Dag,
    insts: &[MachInst],
    next: Option<&MachInst>,
    pipe: &Pipe,
    left_out: Option<usize>,
    priority: crate::mach::schedule::Priority,
) -> Vec<usize> {
    use crate::mach::schedule::Priority;
    let n = insts.len();
    let height = dag.heights(insts, next);
    let mut earliest = dag.entry_delays(pipe);
    let mut waiting = dag.preds.clone();
    let mut issued = vec![false; n];
    if let Some(k) = left_out {
        issued[k] = true;
    }
    let mut order = Vec::new();
    let mut now = 0u64;
    for _ in 0..n {
        let pick = (0..n)
            .filter(|&j| !issued[j] && waiting[j] == 0)
            .min_by_key(|&j| {
                let path = match priority {
                    Priority::CriticalPath => height[j],
                    Priority::SourceOrder => 0,
                };
                (earliest[j].max(now), std::cmp::Reverse(path), j)
            });
        let Some(j) = pick else { break };
        let at = earliest[j].max(now);
        issued[j] = true;
        order.push(j);
        now = at + 1;
        for &(k, lat) in dag.succs(j) {
            earliest[k] = earliest[k].max(at + lat);
            waiting[k] -= 1;
        }
    }
    order
}

/// A region of `n` instructions drawn from `seed`: loads, stores, ALU
/// operations, `mul`, and `mult`/`div` with `mflo`, over a few registers
/// so that they depend on each other often.
fn random_region(seed: u64, n: usize) -> Vec<MachInst> {
    use Opcode::*;
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |m: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % m
    };
    (0..n)
        .map(|_| {
            let (a, b, c) = (2 + next(6) as u8, 2 + next(6) as u8, 2 + next(6) as u8);
            let imm = 4 * next(4) as i32;
            let (o, ra, rb, rc, imm) = match next(9) {
                0 | 1 => (Ld, a, b, 0, imm),
                2 => (St, a, b, 0, imm),
                3 => (Mul, a, b, c, 0),
                4 => (Mult, 0, b, c, 0),
                5 => (Divu, 0, b, c, 0),
                6 => (Mflo, a, 0, 0, 0),
                7 => (Addiu, a, b, 0, imm),
                _ => (Addu, a, b, c, 0),
            };
            let MachItem::Inst(m) = op(o, ra, rb, rc, imm, Role::Body) else {
                unreachable!("op makes an instruction")
            };
            m
        })
        .collect()
}

#[test]
fn the_ready_list_picks_what_a_scan_of_every_instruction_picks() {
    use crate::mach::schedule::{Dag, Priority};
    let entries = [
        Pipe::default(),
        Pipe {
            now: 3,
            late: 1 << 2 | 1 << 5,
            hilo_ready: 9,
        },
    ];
    let mut compared = 0;
    for seed in 0..400u64 {
        let n = 2 + (seed % 47) as usize;
        let insts = random_region(seed, n);
        let dag = Dag::build(&insts, None);
        let next = random_region(seed ^ 0xABCD, 1);
        for pipe in &entries {
            for priority in [Priority::SourceOrder, Priority::CriticalPath] {
                // Left out: nothing, an instruction nothing depends on, and
                // one that others depend on.
                let sink = (0..n).rev().find(|&k| dag.succs(k).is_empty());
                let source = (0..n).find(|&k| !dag.succs(k).is_empty());
                for left_out in [None, sink, source] {
                    let want =
                        list_schedule_by_scan(&dag, &insts, next.first(), pipe, left_out, priority);
                    let got = dag.list_schedule(&insts, next.first(), pipe, left_out, priority);
                    assert_eq!(
                        got, want,
                        "seed {seed}, {priority:?}, left out {left_out:?}"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 400 * 2 * 2 * 3);
}

#[test]
fn each_instruction_lists_every_later_register_conflict_in_order() {
    use crate::mach::schedule::Dag;
    for seed in 0..200u64 {
        let n = 2 + (seed % 47) as usize;
        let insts = random_region(seed, n);
        let dag = Dag::build(&insts, None);
        let mut preds = vec![0; n];
        for i in 0..n {
            let later: Vec<usize> = dag.succs(i).iter().map(|&(j, _)| j).collect();
            assert!(
                later.windows(2).all(|w| w[0] < w[1]),
                "seed {seed}: {later:?}"
            );
            assert!(later.iter().all(|&j| j > i), "seed {seed}: {later:?}");
            let a = effects(&insts[i]).unwrap_or_default();
            for (j, inst) in insts.iter().enumerate().skip(i + 1) {
                let b = effects(inst).unwrap_or_default();
                if a.writes & (b.reads | b.writes) != 0 || a.reads & b.writes != 0 {
                    assert!(later.contains(&j), "seed {seed}: {i} before {j}");
                }
            }
            for &j in &later {
                preds[j] += 1;
            }
        }
        assert_eq!(preds, dag.preds, "seed {seed}");
    }
}

/// The better of both list schedules, both always built: the definition
/// `Dag::best_schedule` keeps while skipping the second one when the first
/// has no stall.
fn best_of_both_schedules(
    dag: &crate::mach::schedule::Dag,
    insts: &[MachInst],
    tail: &[&MachInst],
    pipe: &Pipe,
    left_out: Option<usize>,
) -> (u64, Vec<usize>) {
    use crate::mach::schedule::Priority;
    let mut best: Option<(u64, Vec<usize>)> = None;
    for priority in [Priority::SourceOrder, Priority::CriticalPath] {
        let order = dag.list_schedule(insts, tail.first().copied(), pipe, left_out, priority);
        let c = cycles(insts, &order, tail, pipe);
        if best.as_ref().is_none_or(|b| c < b.0) {
            best = Some((c, order));
        }
    }
    best.unwrap_or_default()
}

#[test]
fn the_best_schedule_is_the_better_of_both_list_schedules() {
    use crate::mach::schedule::Dag;
    let entries = [
        Pipe::default(),
        Pipe {
            now: 3,
            late: 1 << 2 | 1 << 5,
            hilo_ready: 9,
        },
    ];
    let (mut compared, mut stall_free) = (0, 0);
    for seed in 0..400u64 {
        let n = 2 + (seed % 47) as usize;
        let insts = random_region(seed, n);
        let dag = Dag::build(&insts, None);
        let after = random_region(seed ^ 0x5EED, 2);
        let tails: [Vec<&MachInst>; 3] = [vec![], vec![&after[0]], after.iter().collect()];
        let sink = (0..n).rev().find(|&k| dag.succs(k).is_empty());
        for pipe in &entries {
            for tail in &tails {
                for left_out in [None, sink] {
                    let want = best_of_both_schedules(&dag, &insts, tail, pipe, left_out);
                    let got = dag.best_schedule(&insts, tail, pipe, left_out);
                    assert_eq!(got, want, "seed {seed}, left out {left_out:?}");
                    stall_free += usize::from(got.0 == (got.1.len() + tail.len()) as u64);
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 400 * 2 * 3 * 2);
    // Both cases occur: schedules without a stall, and with one.
    assert!(stall_free > 0 && stall_free < compared, "{stall_free}");
}
