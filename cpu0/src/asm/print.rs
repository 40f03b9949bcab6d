//! The assembly printer: one [`Inst`] as a line of lbd-syntax assembly.
//!
//! The syntax is what lbd's `Cpu0InstPrinter` writes (CPU0.md §2.4): mnemonic,
//! a tab, operands separated by `, `; registers by their lbd names (`$sp`, `$2`);
//! signed immediates in decimal, `andi/ori/xori/lui` immediates unsigned;
//! memory operands as `offset($base)`; `ret $lr` for `jr $lr` and `move` for
//! `addu $d, $s, $zero`. Everything printed here is accepted by the parser in
//! [`crate::asm`] and assembles to the same word, which the round-trip tests
//! check for every opcode.
//!
//! The one operand that may be symbolic is the immediate / target; the caller
//! says how to show it with [`ImmOperand`] (a relocation or a label it knows).

use crate::isa::{Inst, Opcode, Reg, Shape};
use std::fmt::{self, Write};

/// How to print an instruction's immediate or branch target.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ImmOperand<'a> {
    /// The number itself; branch and jump targets as the raw byte offset
    /// relative to the next instruction (`jmp -4`).
    Value,
    /// A label or symbol plus an addend, for branch and jump targets (`jsub f`).
    Target(&'a str, i64),
    /// `%hi(sym+addend)`.
    Hi(&'a str, i64),
    /// `%lo(sym+addend)`.
    Lo(&'a str, i64),
}

/// The name of coprocessor-0 register `index` as the parser reads it: `$pc`,
/// `$epc`, or `$<n>` for indices `cpu0.v` does not implement.
pub fn c0_name(index: Reg) -> String {
    match index.0 {
        0 => "$pc".to_string(),
        1 => "$epc".to_string(),
        n => format!("${n}"),
    }
}

/// `inst` in assembly syntax with its immediate printed as a number.
pub fn format_inst(inst: &Inst) -> String {
    let mut s = String::new();
    write_inst(&mut s, inst, ImmOperand::Value).expect("writing to a String cannot fail");
    s
}

/// `inst` in assembly syntax with the immediate shown as `imm` says.
pub fn format_inst_with(inst: &Inst, imm: ImmOperand<'_>) -> String {
    let mut s = String::new();
    write_inst(&mut s, inst, imm).expect("writing to a String cannot fail");
    s
}

/// Writes `inst` in assembly syntax (no trailing newline).
pub fn write_inst(out: &mut impl Write, inst: &Inst, imm: ImmOperand<'_>) -> fmt::Result {
    let (a, b, c) = (inst.ra, inst.rb, inst.rc);
    let info = inst.op.info();
    let mn = info.mnemonic;
    match info.shape {
        Shape::None => out.write_str(mn),
        Shape::RRR if inst.op == Opcode::Addu && c == Reg::ZERO => write!(out, "move\t{a}, {b}"),
        Shape::RRR | Shape::RRRTied => write!(out, "{mn}\t{a}, {b}, {c}"),
        Shape::RR | Shape::MulDiv => write!(out, "{mn}\t{a}, {b}"),
        Shape::Shift => write!(out, "{mn}\t{a}, {b}, {}", inst.imm),
        Shape::RRSimm | Shape::RRUimm => {
            write!(out, "{mn}\t{a}, {b}, ")?;
            write_imm(out, inst.imm as i64, imm)
        }
        Shape::Lui => {
            write!(out, "{mn}\t{a}, ")?;
            write_imm(out, inst.imm as i64, imm)
        }
        Shape::Load | Shape::Store => {
            write!(out, "{mn}\t{a}, ")?;
            write_imm(out, inst.imm as i64, imm)?;
            write!(out, "({b})")
        }
        Shape::Cmp => write!(out, "{mn}\t$sw, {b}, {c}"),
        Shape::CondJump => {
            write!(out, "{mn}\t$sw, ")?;
            write_imm(out, inst.imm as i64, imm)
        }
        Shape::Jump => {
            write!(out, "{mn}\t")?;
            write_imm(out, inst.imm as i64, imm)
        }
        Shape::Branch => {
            write!(out, "{mn}\t{a}, {b}, ")?;
            write_imm(out, inst.imm as i64, imm)
        }
        Shape::Jalr if a == Reg::LR => write!(out, "{mn}\t{b}"),
        Shape::Jalr => write!(out, "{mn}\t{a}, {b}"),
        Shape::Jr if a == Reg::LR => out.write_str("ret\t$lr"),
        Shape::Jr => write!(out, "{mn}\t{a}"),
        Shape::MoveFromHiLo | Shape::MoveToHiLo => write!(out, "{mn}\t{a}"),
        Shape::Mfc0 => write!(out, "{mn}\t{a}, {}", c0_name(b)),
        Shape::Mtc0 => write!(out, "{mn}\t{}, {b}", c0_name(a)),
        Shape::C0Mov => write!(out, "{mn}\t{}, {}", c0_name(a), c0_name(b)),
    }
}

/// Writes the immediate: the number, or the symbolic form the caller chose.
fn write_imm(out: &mut impl Write, value: i64, imm: ImmOperand<'_>) -> fmt::Result {
    match imm {
        ImmOperand::Value => write!(out, "{value}"),
        ImmOperand::Target(name, addend) => write_sym(out, name, addend),
        ImmOperand::Hi(name, addend) => {
            out.write_str("%hi(")?;
            write_sym(out, name, addend)?;
            out.write_char(')')
        }
        ImmOperand::Lo(name, addend) => {
            out.write_str("%lo(")?;
            write_sym(out, name, addend)?;
            out.write_char(')')
        }
    }
}

/// `name`, `name+8` or `name-8`.
pub fn write_sym(out: &mut impl Write, name: &str, addend: i64) -> fmt::Result {
    out.write_str(name)?;
    match addend {
        0 => Ok(()),
        a if a > 0 => write!(out, "+{a}"),
        a => write!(out, "{a}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(op: Opcode, ra: Reg, rb: Reg, rc: Reg, imm: i32) -> Inst {
        Inst::new(op, ra, rb, rc, imm)
    }

    #[test]
    fn prints_lbd_syntax() {
        let z = Reg::ZERO;
        let cases = [
            (
                inst(Opcode::Addiu, Reg::SP, Reg::SP, z, -8),
                "addiu\t$sp, $sp, -8",
            ),
            (inst(Opcode::St, Reg::LR, Reg::SP, z, 4), "st\t$lr, 4($sp)"),
            (inst(Opcode::Jr, Reg::LR, z, z, 0), "ret\t$lr"),
            (inst(Opcode::Jr, Reg::V1, z, z, 0), "jr\t$3"),
            (inst(Opcode::Jalr, Reg::LR, Reg::T9, z, 0), "jalr\t$t9"),
            (inst(Opcode::Addu, Reg::FP, Reg::SP, z, 0), "move\t$fp, $sp"),
            (
                inst(Opcode::Cmp, Reg::SW, Reg::A0, Reg::V1, 0),
                "cmp\t$sw, $4, $3",
            ),
            (
                inst(Opcode::Ori, Reg::V0, Reg::V0, z, 65280),
                "ori\t$2, $2, 65280",
            ),
            (inst(Opcode::Jeq, z, z, z, 16), "jeq\t$sw, 16"),
            (inst(Opcode::Mfc0, Reg::V1, z, z, 0), "mfc0\t$3, $pc"),
            (Inst::NOP, "nop"),
        ];
        for (i, text) in cases {
            assert_eq!(format_inst(&i), text);
        }
        let lui = inst(Opcode::Lui, Reg::V0, z, z, 0);
        assert_eq!(
            format_inst_with(&lui, ImmOperand::Hi("x", 4)),
            "lui\t$2, %hi(x+4)"
        );
        let ld = inst(Opcode::Ld, Reg::V0, Reg::V0, z, 0);
        assert_eq!(
            format_inst_with(&ld, ImmOperand::Lo("x", -4)),
            "ld\t$2, %lo(x-4)($2)"
        );
        let call = inst(Opcode::Jsub, z, z, z, 0);
        assert_eq!(
            format_inst_with(&call, ImmOperand::Target("f", 0)),
            "jsub\tf"
        );
    }
}
