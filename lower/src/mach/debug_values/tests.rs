use super::*;
use crate::mach::effects::bit;
use crate::mach::model::NO_ORIGIN;
use crate::mach::model::{CallFacts, Fixup, Role};
use crate::mach::model::{Label, MachInst, MachItem};
use egret_cpu0::isa::Inst;
use egret_cpu0::isa::{Opcode, Reg};
use egret_llvmlite::SrcLoc;
use regalloc2::{PReg, RegClass};

fn op(o: Opcode, rd: Reg, rs: Reg, origin: u32) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(o, rd, rs, Reg::ZERO, 0),
        fixup: Fixup::None,
        loc: SrcLoc::default(),
        role: Role::Body,
        origin,
        volatile: false,
    })
}

fn in_reg(label: u32, from: usize, to: usize, r: u8) -> Loc {
    (
        label,
        ProgPoint::before(regalloc2::Inst::new(from)),
        ProgPoint::before(regalloc2::Inst::new(to)),
        Allocation::reg(PReg::new(r as usize, RegClass::Int)),
    )
}

type Loc = (u32, ProgPoint, ProgPoint, Allocation);

/// No register with a known definition: every value is followed only
/// within one requested range.
static NO_DEFINITIONS: std::sync::LazyLock<Definitions> =
    std::sync::LazyLock::new(Definitions::default);

fn code(items: Vec<MachItem>) -> MachFunction {
    let mut f = MachFunction::new("f", 1);
    f.items = items;
    f
}

fn facts<'a>(
    emitted: &'a MachFunction,
    origins: &'a [Option<u32>],
    locs: &'a [Loc],
) -> DebugFacts<'a> {
    DebugFacts {
        emitted,
        origins,
        locations: locs,
        fixed: &[],
        entry: &[],
        requested: &[],
        sp_cfa_offset: -16,
        definitions: &NO_DEFINITIONS,
    }
}

#[test]
fn a_constant_holds_over_its_instructions() {
    let origins = [Some(0), Some(1), Some(2)];
    let none = code(Vec::new());
    let mut f = facts(&none, &origins, &[]);
    let constants = [(1, 3, 7, VarPlace::Constant(-5))];
    f.fixed = &constants;
    let got = label_ranges(&f, &code(emitted()));
    let c = VarPlace::Constant(-5);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 7,
            ranges: vec![(4, 12, c)]
        }]
    );
}

/// `t0 = a0 + 0` (VCode inst 0), then two uses (insts 1, 2); the label
/// says the variable is in `t0` before insts 1 and 2.
fn emitted() -> Vec<MachItem> {
    vec![
        MachItem::Label(0),
        op(Opcode::Addu, Reg::T0, Reg::A0, 0),
        op(Opcode::Addu, Reg::V0, Reg::T0, 1),
        op(Opcode::Addu, Reg::V1, Reg::T0, 2),
    ]
}

#[test]
fn unchanged_code_keeps_the_register() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(emitted()));
    let t0 = VarPlace::Register(Reg::T0.0);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(4, 12, t0)]
        }]
    );
}

#[test]
fn a_use_moved_above_the_definition_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let mut moved = emitted();
    moved.swap(1, 2);
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(moved));
    // At offset 0 (inst 1, moved up) `t0` is not yet written; at 8
    // (inst 2) it is.
    let t0 = VarPlace::Register(Reg::T0.0);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(8, 12, t0)]
        }]
    );
}

#[test]
fn a_register_a_pass_rewrote_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let mut rewritten = emitted();
    rewritten.insert(2, op(Opcode::Addu, Reg::T0, Reg::A1, NO_ORIGIN));
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(rewritten));
    assert!(got.is_empty(), "{got:?}");
}

#[test]
fn an_entry_value_not_written_since_the_entry_keeps_the_register() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 0, 3, Reg::A0.0)];
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(emitted()));
    let a0 = VarPlace::Register(Reg::A0.0);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(0, 12, a0)]
        }]
    );
}

#[test]
fn an_entry_register_a_pass_writes_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 0, 3, Reg::A0.0)];
    let mut rewritten = emitted();
    rewritten.insert(1, op(Opcode::Addu, Reg::A0, Reg::A1, NO_ORIGIN));
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(rewritten));
    assert!(got.is_empty(), "{got:?}");
}

fn branch(o: Opcode, to: Label, origin: u32) -> MachItem {
    MachItem::Inst(MachInst {
        inst: Inst::new(o, Reg::ZERO, Reg::T1, Reg::ZERO, 0),
        fixup: Fixup::Branch(to),
        loc: SrcLoc::default(),
        role: Role::Body,
        origin,
        volatile: false,
    })
}

/// `t0 = a0` (inst 0); loop: use `t0` (inst 1), `t0 = t0 + a1` (inst
/// 2), branch back (inst 3, `nop` in its slot): at inst 1, `t0` was
/// written last by inst 0 or inst 2.
fn a_loop() -> Vec<MachItem> {
    vec![
        op(Opcode::Addu, Reg::T0, Reg::A0, 0),
        MachItem::Label(1),
        op(Opcode::Addu, Reg::V0, Reg::T0, 1),
        op(Opcode::Addu, Reg::T0, Reg::T0, 2),
        branch(Opcode::Bne, 1, 3),
        op(Opcode::Nop, Reg::ZERO, Reg::ZERO, 4),
    ]
}

#[test]
fn a_register_with_two_last_writers_on_both_codes_keeps_the_location() {
    let origins = [Some(0), Some(1), Some(2), Some(3), Some(4)];
    let locs = [in_reg(0, 1, 2, Reg::T0.0)];
    let got = label_ranges(&facts(&code(a_loop()), &origins, &locs), &code(a_loop()));
    let t0 = VarPlace::Register(Reg::T0.0);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(4, 8, t0)]
        }]
    );
}

#[test]
fn a_new_writer_on_one_path_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2), Some(3), Some(4)];
    let locs = [in_reg(0, 1, 2, Reg::T0.0)];
    let mut changed = a_loop();
    // A pass filled the branch's delay slot with a write of `t0`.
    changed[5] = op(Opcode::Addiu, Reg::T0, Reg::T0, NO_ORIGIN);
    let got = label_ranges(&facts(&code(a_loop()), &origins, &locs), &code(changed));
    assert!(got.is_empty(), "{got:?}");
}

/// `st t0, 12($sp)` (inst 0: spill slot 1 of slots at 8..16), then
/// two instructions; the label says the variable is in slot 1 there.
fn spilled() -> MachFunction {
    let mut store = op(Opcode::St, Reg::T0, Reg::SP, 0);
    if let MachItem::Inst(mi) = &mut store {
        mi.inst.imm = 12;
    }
    let mut f = code(vec![
        store,
        op(Opcode::Addu, Reg::T0, Reg::A1, 1),
        op(Opcode::Addu, Reg::V0, Reg::T0, 2),
    ]);
    f.private_stack = Some(crate::mach::PrivateStack {
        spill: (8, 16),
        incoming: 16,
        outgoing: 8,
    });
    f
}

fn in_slot(label: u32, from: usize, to: usize, slot: usize) -> Loc {
    (
        label,
        ProgPoint::before(regalloc2::Inst::new(from)),
        ProgPoint::before(regalloc2::Inst::new(to)),
        Allocation::stack(regalloc2::SpillSlot::new(slot)),
    )
}

#[test]
fn a_spilled_value_is_at_its_slot_from_the_frame_address() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_slot(0, 1, 3, 1)];
    let got = label_ranges(&facts(&spilled(), &origins, &locs), &spilled());
    // `$sp` is 16 below the CFA: slot 1 is at CFA - 16 + 8 + 4.
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(4, 12, VarPlace::Frame(-4))]
        }]
    );
}

#[test]
fn a_slot_a_pass_stored_to_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_slot(0, 1, 3, 1)];
    let mut changed = spilled();
    let mut store = op(Opcode::Sh, Reg::A1, Reg::SP, NO_ORIGIN);
    if let MachItem::Inst(mi) = &mut store {
        mi.inst.imm = 14;
    }
    changed.items.insert(1, store);
    let got = label_ranges(&facts(&spilled(), &origins, &locs), &changed);
    assert!(got.is_empty(), "{got:?}");
}

fn call(kills: u32) -> MachItem {
    let mut item = op(Opcode::Jsub, Reg::ZERO, Reg::ZERO, NO_ORIGIN);
    if let MachItem::Inst(mi) = &mut item {
        mi.fixup = Fixup::Call("__negdf2".into(), 0, CallFacts { quiet: true, kills });
    }
    item
}

#[test]
fn a_register_a_direct_call_does_not_kill_keeps_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let mut with_call = emitted();
    with_call.insert(2, call(bit(Reg::V0) | bit(Reg::V1) | bit(Reg::LR)));
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
    let t0 = VarPlace::Register(Reg::T0.0);
    assert_eq!(
        got,
        vec![LabelRanges {
            label: 0,
            ranges: vec![(8, 16, t0)]
        }]
    );
}

#[test]
fn a_register_a_direct_call_kills_loses_the_location() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let mut with_call = emitted();
    with_call.insert(2, call(crate::runtime_clobbers::ABI_CALL_KILLS));
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
    assert!(got.is_empty(), "{got:?}");
}

/// `t0 = a0` (inst 0), a last use of `t0` (inst 1: `subu`, not a copy), then `v1 = rs`
/// (inst 2); the label asks for the variable over insts 1 and 2, and
/// regalloc2 places it in `t0` before inst 1 only (dead after).
fn dead_after_use(rs: Reg) -> (Vec<MachItem>, Vec<Loc>) {
    let code = vec![
        op(Opcode::Addu, Reg::T0, Reg::A0, 0),
        op(Opcode::Subu, Reg::V0, Reg::T0, 1),
        op(Opcode::Addu, Reg::V1, rs, 2),
    ];
    (code, vec![in_reg(0, 1, 2, Reg::T0.0)])
}

fn requested(label: u32, from: usize, to: usize) -> Requested {
    (
        regalloc2::VReg::new(64, RegClass::Int),
        regalloc2::Inst::new(from),
        regalloc2::Inst::new(to),
        label,
    )
}

type Requested = (regalloc2::VReg, regalloc2::Inst, regalloc2::Inst, u32);

fn carried_ranges(items: Vec<MachItem>, locs: &[Loc], asked: &[Requested]) -> Vec<LabelRanges> {
    let origins = [Some(0), Some(1), Some(2)];
    let emitted = code(items);
    let mut f = facts(&emitted, &origins, locs);
    f.requested = asked;
    label_ranges(&f, &emitted)
}

#[test]
fn a_dead_value_stays_in_its_register_until_it_is_written() {
    let (items, locs) = dead_after_use(Reg::A1);
    let got = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
    let t0 = VarPlace::Register(Reg::T0.0);
    let want = vec![LabelRanges {
        label: 0,
        ranges: vec![(4, 12, t0)],
    }];
    assert_eq!(got, want);
}

#[test]
fn a_dead_value_is_not_carried_past_a_write_or_its_requested_range() {
    let (mut items, locs) = dead_after_use(Reg::A1);
    items.insert(2, op(Opcode::Addu, Reg::T0, Reg::A1, NO_ORIGIN));
    let written = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
    let (items, locs) = dead_after_use(Reg::A1);
    let ended = carried_ranges(items, &locs, &[requested(0, 1, 2)]);
    let (mut items, locs) = dead_after_use(Reg::A1);
    items.insert(2, MachItem::Label(5));
    let joined = carried_ranges(items, &locs, &[requested(0, 1, 3)]);
    let t0 = VarPlace::Register(Reg::T0.0);
    let want = vec![LabelRanges {
        label: 0,
        ranges: vec![(4, 8, t0)],
    }];
    assert_eq!(ended, want.clone());
    assert_eq!(joined, want);
    // (At the writing instruction itself the register still holds it.)
    assert_eq!(written[0].ranges, vec![(4, 12, t0)]);
}

#[test]
fn a_call_clobbers_caller_saved_registers() {
    let origins = [Some(0), Some(1), Some(2)];
    let locs = [in_reg(0, 1, 3, Reg::T0.0)];
    let mut with_call = emitted();
    with_call.insert(2, op(Opcode::Jsub, Reg::ZERO, Reg::ZERO, NO_ORIGIN));
    let got = label_ranges(&facts(&code(emitted()), &origins, &locs), &code(with_call));
    assert!(got.is_empty(), "{got:?}");
}

/// [`carried_ranges`] with the value's register (64) defined by VCode
/// instruction 0 (or a parameter of the block starting at `param_of`).
fn carried_with(
    items: Vec<MachItem>,
    locs: &[Loc],
    asked: &[Requested],
    param_of: Option<u32>,
) -> Vec<LabelRanges> {
    let origins = [Some(0), Some(1), Some(2), Some(3)];
    let emitted = code(items);
    let definitions = match param_of {
        None => Definitions::from_parts(&[(64, vec![0])], &[], &[(0, 2), (2, 4)]),
        Some(b) => Definitions::from_parts(&[], &[(64, b)], &[(0, 2), (2, 4)]),
    };
    let mut f = facts(&emitted, &origins, locs);
    f.requested = asked;
    f.definitions = &definitions;
    label_ranges(&f, &emitted)
}

/// `t0 = a0` (VCode inst 0), its last use (inst 1), a label (the next
/// block, insts 2 and 3), then `v1 = a1` (inst 2): the variable is asked
/// for over both blocks, regalloc2 places it before inst 1 only.
fn dead_before_a_label(keeper: Reg) -> (Vec<MachItem>, Vec<Loc>, Vec<Requested>) {
    let items = vec![
        op(Opcode::Addu, keeper, Reg::A0, 0),
        op(Opcode::Subu, Reg::V0, keeper, 1),
        MachItem::Label(5),
        op(Opcode::Addu, Reg::V1, Reg::A1, 2),
    ];
    let asked = vec![requested(0, 1, 2), requested(0, 2, 4)];
    (items, vec![in_reg(0, 1, 2, keeper.0)], asked)
}

#[test]
fn a_dead_value_stays_in_its_register_across_a_label() {
    let (items, locs, asked) = dead_before_a_label(Reg::T0);
    let got = carried_with(items, &locs, &asked, None);
    let t0 = VarPlace::Register(Reg::T0.0);
    let want = vec![LabelRanges {
        label: 0,
        ranges: vec![(4, 12, t0)],
    }];
    assert_eq!(got, want);
}

#[test]
fn a_block_parameter_ends_where_its_block_is_entered() {
    // (A parameter of the second block: entering it gives it a new value.)
    let (items, locs, asked) = dead_before_a_label(Reg::T0);
    let got = carried_with(items, &locs, &asked, Some(2));
    let t0 = VarPlace::Register(Reg::T0.0);
    let want = vec![LabelRanges {
        label: 0,
        ranges: vec![(4, 8, t0)],
    }];
    assert_eq!(got, want);
    // A parameter of the first block keeps its value in the second.
    let (items, locs, asked) = dead_before_a_label(Reg::T0);
    let got = carried_with(items, &locs, &asked, Some(0));
    assert_eq!(got[0].ranges, vec![(4, 12, t0)]);
}

#[test]
fn a_copy_holds_the_value_once_its_register_is_written() {
    // t0 = a0 (0); use t0 (1); t1 = t0 (a move); t0 = a1 (2); v1 = a1 (3).
    let items = vec![
        op(Opcode::Addu, Reg::T0, Reg::A0, 0),
        op(Opcode::Subu, Reg::V0, Reg::T0, 1),
        op(Opcode::Addu, Reg::T1, Reg::T0, NO_ORIGIN),
        op(Opcode::Addu, Reg::T0, Reg::A1, 2),
        op(Opcode::Addu, Reg::V1, Reg::A1, 3),
    ];
    // (`op` puts `$zero` in `rc`: `addu t1, t0, $zero` is a copy.)
    let locs = [in_reg(0, 1, 2, Reg::T0.0)];
    let got = carried_with(items, &locs, &[requested(0, 1, 4)], None);
    let t0 = VarPlace::Register(Reg::T0.0);
    let t1 = VarPlace::Register(Reg::T1.0);
    assert_eq!(got[0].ranges, vec![(4, 16, t0), (16, 20, t1)]);
}

#[test]
fn a_call_ends_a_dead_value_in_a_register_it_clobbers_only() {
    for (keeper, want) in [(Reg::S0, 16), (Reg::T0, 12)] {
        let (mut items, locs, _) = dead_before_a_label(keeper);
        items[2] = call(crate::runtime_clobbers::ABI_CALL_KILLS);
        let got = carried_with(items, &locs, &[requested(0, 1, 3)], None);
        let place = VarPlace::Register(keeper.0);
        assert_eq!(got[0].ranges, vec![(4, want, place)], "{keeper:?}");
    }
}
