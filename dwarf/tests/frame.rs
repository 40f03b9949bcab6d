//! `.debug_frame` round trips and one-step unwinding of synthetic frames.
//!
//! The fixture functions are "executed" on a tiny model (stack pointer,
//! frame pointer, link register, memory) along every path through them; at
//! each instruction the CFI read back from the written section must lead from
//! the model's current registers to the caller's stack pointer, return
//! address and saved registers.

mod common;

use std::collections::BTreeMap;

use common::*;
use egret_dwarf::*;

const CALLER_SP: u32 = 0x00FF_0000;
const RETURN_ADDRESS: u32 = 0x1234;
const CALLER_FP: u32 = 0x7777_0000;
const CALLER_S0: u32 = 0x5555;

fn frame_table(version: DwarfVersion, endian: Endian, relocated: bool) -> FrameTable {
    let input = sample_input(version, endian);
    let mut sections = write_debug_sections(&input).expect("valid fixture");
    if relocated {
        sections.relocate(TEXT_ADDRESS).expect("relocates");
    }
    FrameTable::parse(endian, sections.data(".debug_frame")).expect("parses")
}

fn caller_state() -> Machine {
    let mut regs = [0u32; 16];
    regs[SP as usize] = CALLER_SP;
    regs[LR as usize] = RETURN_ADDRESS;
    regs[FP as usize] = CALLER_FP;
    regs[S0 as usize] = CALLER_S0;
    Machine {
        regs,
        memory: BTreeMap::new(),
    }
}

#[test]
fn one_fde_per_function() {
    for (version, endian) in configurations() {
        let table = frame_table(version, endian, true);
        assert_eq!(table.len(), 3);
        for f in fixtures() {
            let start = TEXT_ADDRESS + f.info.text_offset;
            assert!(table.rules_at(start).expect("reads").is_some());
            let end = start + f.info.size;
            let after = table.rules_at(end).expect("reads");
            let next_starts_there = fixtures()
                .iter()
                .any(|g| g.info.text_offset == f.info.text_offset + f.info.size);
            assert_eq!(after.is_some(), next_starts_there, "{} end", f.info.name);
        }
        assert_eq!(
            table.rules_at(TEXT_ADDRESS + 60).expect("reads"),
            None,
            "gap"
        );
    }
}

/// The CFI read back at each code offset equals the rules obtained by
/// replaying the input's operations by hand.
#[test]
fn cfi_round_trips() {
    for (version, endian) in configurations() {
        let table = frame_table(version, endian, true);
        for f in fixtures() {
            for offset in (0..f.info.size).step_by(4) {
                let rules = table
                    .rules_at(TEXT_ADDRESS + f.info.text_offset + offset)
                    .expect("reads")
                    .expect("covered");
                assert_eq!(
                    rules,
                    replay(&f.info.frame.cfi, offset),
                    "{} +{offset}",
                    f.info.name
                );
            }
        }
    }
}

/// The rule set in force at `offset`, computed directly from the operations.
fn replay(cfi: &[(u32, CfiOp)], offset: u32) -> FrameRules {
    let mut cfa = (SP, 0i64);
    let mut registers: BTreeMap<u16, RegisterRule> = BTreeMap::new();
    let mut stack = Vec::new();
    for &(at, op) in cfi.iter().filter(|(at, _)| *at <= offset) {
        let _ = at;
        match op {
            CfiOp::DefCfa { reg, offset } => cfa = (reg, i64::from(offset)),
            CfiOp::DefCfaOffset(o) => cfa.1 = i64::from(o),
            CfiOp::DefCfaRegister(r) => cfa.0 = r,
            CfiOp::Offset { reg, cfa_offset } => {
                registers.insert(reg, RegisterRule::AtCfaOffset(i64::from(cfa_offset)));
            }
            CfiOp::Register { reg, in_reg } => {
                registers.insert(reg, RegisterRule::InRegister(in_reg));
            }
            CfiOp::Restore(r) => {
                registers.remove(&r);
            }
            CfiOp::SameValue(r) => {
                registers.insert(r, RegisterRule::SameValue);
            }
            CfiOp::RememberState => stack.push((cfa, registers.clone())),
            CfiOp::RestoreState => (cfa, registers) = stack.pop().expect("balanced"),
        }
    }
    FrameRules {
        cfa_register: cfa.0,
        cfa_offset: cfa.1,
        return_address_register: LR,
        registers: registers.into_iter().collect(),
    }
}

/// The brief's prologue, checked offset by offset: `addiu $sp,$sp,-24`,
/// `st $lr,20($sp)`, `st $fp,16($sp)` at offsets 0, 4, 8.
#[test]
fn main_prologue_rules_by_offset() {
    let table = frame_table(DwarfVersion::V5, Endian::Big, true);
    let at = |offset: u32| {
        table
            .rules_at(TEXT_ADDRESS + offset)
            .expect("reads")
            .expect("covered")
    };
    let r0 = at(0);
    assert_eq!((r0.cfa_register, r0.cfa_offset), (SP, 0));
    assert!(
        r0.registers.is_empty(),
        "$lr still holds the return address"
    );
    let r4 = at(4);
    assert_eq!((r4.cfa_register, r4.cfa_offset), (SP, 24));
    assert!(r4.registers.is_empty());
    let r8 = at(8);
    assert_eq!((r8.cfa_register, r8.cfa_offset), (SP, 24));
    assert_eq!(r8.registers, [(LR, RegisterRule::AtCfaOffset(-4))]);
    let r12 = at(12);
    assert_eq!(
        r12.registers,
        [
            (FP, RegisterRule::AtCfaOffset(-8)),
            (LR, RegisterRule::AtCfaOffset(-4))
        ]
    );
    let r16 = at(16);
    assert_eq!((r16.cfa_register, r16.cfa_offset), (FP, 24));
}

/// Runs every path of every fixture on the model and unwinds before each
/// instruction.
#[test]
fn unwinding_finds_the_caller_at_every_instruction() {
    for (version, endian) in configurations() {
        let table = frame_table(version, endian, true);
        let mut checked = 0;
        for f in fixtures() {
            for path in &f.paths {
                let mut machine = caller_state();
                for &offset in path {
                    let pc = TEXT_ADDRESS + f.info.text_offset + offset;
                    let frame = table
                        .unwind(
                            pc,
                            |r| machine.regs.get(usize::from(r)).copied(),
                            |a| machine.memory.get(&a).copied(),
                        )
                        .unwrap_or_else(|e| panic!("{} +{offset}: {e}", f.info.name));
                    let what = format!("{} +{offset} ({version:?} {endian:?})", f.info.name);
                    assert_eq!(frame.cfa, CALLER_SP, "{what}: CFA");
                    assert_eq!(
                        frame.return_address, RETURN_ADDRESS,
                        "{what}: return address"
                    );
                    assert_callee_saved(&frame, &machine, &what);
                    machine.step(f.code[(offset / 4) as usize]);
                    checked += 1;
                }
                assert_eq!(
                    machine.regs,
                    caller_state().regs,
                    "{}: registers restored",
                    f.info.name
                );
            }
        }
        assert_eq!(checked, 12 + 3 + 10 + 11);
    }
}

/// `$fp` and `$s0` in the caller are either recovered by a rule or still in
/// their register (no rule means "same value").
fn assert_callee_saved(frame: &UnwoundFrame, machine: &Machine, what: &str) {
    for (reg, caller) in [(FP, CALLER_FP), (S0, CALLER_S0)] {
        let value = frame
            .registers
            .get(&reg)
            .copied()
            .unwrap_or(machine.regs[reg as usize]);
        assert_eq!(value, caller, "{what}: register {reg}");
    }
}

#[test]
fn unrelocated_frames_use_text_relative_addresses() {
    let table = frame_table(DwarfVersion::V4, Endian::Little, false);
    assert!(
        table.rules_at(0).expect("reads").is_some(),
        "main at .text+0"
    );
    let rules = table.rules_at(64 + 8).expect("reads").expect("fib");
    assert_eq!(rules.cfa_offset, 16);
}

#[test]
fn unwinding_reports_what_it_cannot_read() {
    let table = frame_table(DwarfVersion::V5, Endian::Big, true);
    let err = table
        .unwind(TEXT_ADDRESS + 60, |_| Some(0), |_| Some(0))
        .expect_err("gap");
    assert!(err.to_string().contains("no FDE covers 0x13c"), "{err}");
    let err = table
        .unwind(
            TEXT_ADDRESS + 12,
            |r| (r == SP).then_some(CALLER_SP - 24),
            |_| None,
        )
        .expect_err("memory unreadable");
    assert!(
        err.to_string()
            .contains("cannot read the saved register 12 at 0xfefff8"),
        "{err}"
    );
    let err = table
        .unwind(
            TEXT_ADDRESS + 16,
            |r| (r == SP).then_some(CALLER_SP - 24),
            |_| Some(0),
        )
        .expect_err("$fp unknown");
    assert!(err.to_string().contains("register 12 is unknown"), "{err}");
}

#[test]
fn register_and_same_value_rules() {
    let mut input = sample_input(DwarfVersion::V5, Endian::Big);
    input.functions.retain(|f| f.name == "leaf");
    input.functions[0].frame.cfi = vec![
        (4, CfiOp::Register { reg: LR, in_reg: 7 }),
        (4, CfiOp::SameValue(S0)),
        (8, CfiOp::DefCfa { reg: FP, offset: 8 }),
    ];
    let mut sections = write_debug_sections(&input).expect("valid");
    sections.relocate(0).expect("relocates");
    let table = FrameTable::parse(Endian::Big, sections.data(".debug_frame")).expect("parses");
    let regs = |r: u16| {
        Some(match r {
            7 => 0xAAAA,
            FP => 0x100,
            LR => 0xBBBB,
            _ => u32::from(r),
        })
    };
    let frame = table.unwind(48 + 4, regs, |_| None).expect("unwinds");
    assert_eq!(frame.return_address, 0xAAAA);
    assert_eq!(frame.registers.get(&S0), Some(&u32::from(S0)));
    let frame = table.unwind(48 + 8, regs, |_| None).expect("unwinds");
    assert_eq!(frame.cfa, 0x108);
    let frame = table.unwind(48, regs, |_| None).expect("unwinds");
    assert_eq!(frame.return_address, 0xBBBB, "leaf: $lr untouched");
}

#[test]
fn garbage_frame_sections_do_not_panic() {
    let input = sample_input(DwarfVersion::V5, Endian::Big);
    let sections = write_debug_sections(&input).expect("valid");
    let data = sections.data(".debug_frame");
    for cut in 0..data.len() {
        if let Ok(table) = FrameTable::parse(Endian::Big, &data[..cut]) {
            for pc in (0..TEXT_SIZE).step_by(4) {
                let _ = table.unwind(pc, |_| Some(0x1000), |_| Some(0));
            }
        }
    }
    let mut flipped = data.to_vec();
    for i in 0..flipped.len() {
        flipped[i] ^= 0x5A;
        if let Ok(table) = FrameTable::parse(Endian::Big, &flipped) {
            for pc in (0..TEXT_SIZE).step_by(4) {
                let _ = table.unwind(pc, |_| Some(0x1000), |_| Some(0));
            }
        }
        flipped[i] ^= 0x5A;
    }
}
