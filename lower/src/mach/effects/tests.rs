//! Unit tests of the effects table.

use crate::mach::effects::{Effects, HI, LO, bit, effects};
use crate::mach::model::{Fixup, MachInst, Role};
use egret_cpu0::isa::{Inst, OPCODES, Opcode, Reg, Shape};
use egret_llvmlite::SrcLoc;

/// [`effects`] as a match over the operand shape: an independent check of
/// the instruction table's register effects and of `OP_EFFECTS` built
/// from them (`cmp` writes `$sw` whatever its `ra` field says).
fn effects_by_shape(mi: &MachInst) -> Option<Effects> {
    if matches!(mi.fixup, Fixup::RawWord(_)) {
        return None;
    }
    let i = &mi.inst;
    let (a, b, c) = (bit(i.ra), bit(i.rb), bit(i.rc));
    let (reads, writes) = match i.op.info().shape {
        Shape::None => (0, 0),
        Shape::RRR => (b | c, a),
        Shape::RRRTied => (a | b | c, a),
        Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load => (b, a),
        Shape::Lui => (0, a),
        Shape::Store | Shape::Branch => (a | b, 0),
        Shape::Cmp => (b | c, bit(Reg::SW)),
        Shape::CondJump => (bit(Reg::SW), 0),
        Shape::Jump => match i.op {
            Opcode::Jsub | Opcode::Bal => (0, bit(Reg::LR)),
            _ => (0, 0),
        },
        Shape::Jalr => (b, a),
        Shape::Jr => (a, 0),
        Shape::MulDiv => (a | b, HI | LO),
        Shape::MoveFromHiLo => (if i.op == Opcode::Mfhi { HI } else { LO }, a),
        Shape::MoveToHiLo => (a, if i.op == Opcode::Mthi { HI } else { LO }),
        Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => return None,
    };
    let zero = bit(Reg::ZERO);
    Some(Effects {
        reads: reads & !zero,
        writes: writes & !zero,
        load: i.op.info().shape == Shape::Load,
        store: i.op.info().shape == Shape::Store,
        volatile: false,
    })
}

#[test]
fn effects_table_agrees_with_the_shapes() {
    for row in OPCODES {
        for (ra, rb, rc) in [(0, 0, 0), (2, 3, 4), (13, 0, 15), (14, 9, 0), (5, 5, 5)] {
            for fixup in [Fixup::None, Fixup::RawWord(0)] {
                let m = MachInst {
                    inst: Inst::new(row.opcode, Reg(ra), Reg(rb), Reg(rc), 0),
                    fixup,
                    loc: SrcLoc::default(),
                    role: Role::Body,
                    origin: crate::mach::model::NO_ORIGIN,
                    volatile: false,
                };
                assert_eq!(effects(&m), effects_by_shape(&m), "{}", row.mnemonic);
            }
        }
    }
}
