//! Predecoding: instruction words into the compact form the run loop executes.
//!
//! Each word is decoded once, when code is loaded (and again only if a store
//! overwrites it), into a [`Decoded`]: a handler number and the operand fields
//! already extracted and extended the way `cpu0.v` reads them — `sltiu`'s
//! immediate zero-extended, shift amounts cut to bits 4-0, branch offsets
//! sign-extended. Instructions whose only effect would be a write to `$zero`
//! (ALU ops, which `cpu0.v` drops) become [`Op::Nop`]; opcodes above the
//! selected ISA level become [`Op::WrongLevel`]; anything that writes `$sw` in a
//! way that might raise an interrupt goes through [`Op::SwWrite`], the slow
//! path that checks for it, so the common instructions pay nothing. Likewise
//! for the stack limit: `addiu`/`addu` into `$sp` (prologues, epilogues) become
//! [`Op::AddiuSp`]/[`Op::AdduSp`], which check the new `$sp`; any other write
//! of `$sp` except `lui` (the first half of a constant) becomes
//! [`Op::SpWrite`], a slow path that checks after the fact; and stores based
//! on `$sp` become [`Op::StSp`]/[`Op::ShSp`]/[`Op::SbSp`], which check the
//! address. Only these pay for the check.
//!
//! The two masks feed the pipeline model: `reads` is the set of registers the
//! instruction reads, `late` the register whose value arrives a cycle late
//! (load and `mul` results), for the load-use stall.

use crate::encode::sign_extend;
use crate::isa::{Format, IsaLevel, Opcode, Shape};

/// The handler a predecoded instruction runs.
#[allow(missing_docs)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Op {
    Nop,
    Ld,
    St,
    Lb,
    Lbu,
    Sb,
    Lh,
    Lhu,
    Sh,
    Addiu,
    Movz,
    Movn,
    Andi,
    Ori,
    Xori,
    Lui,
    Addu,
    Subu,
    Add,
    Sub,
    Clz,
    Clo,
    Mul,
    And,
    Or,
    Xor,
    Nor,
    Rol,
    Ror,
    Shl,
    Shr,
    Sra,
    Srav,
    Shlv,
    Shrv,
    Rolv,
    Rorv,
    Slti,
    Sltiu,
    Slt,
    Sltu,
    Cmp,
    Cmpu,
    Jeq,
    Jne,
    Jlt,
    Jgt,
    Jle,
    Jge,
    Jmp,
    Beq,
    Bne,
    Jalr,
    Bal,
    Jsub,
    Jr,
    Mult,
    Multu,
    Div,
    Divu,
    Mfhi,
    Mflo,
    Mthi,
    Mtlo,
    Mfc0,
    Mtc0,
    C0mov,
    /// Writes `$sw` (or is `add`/`sub`, which set its V/I bits): executed by the
    /// slow path, which then checks for an interrupt.
    SwWrite,
    /// `addiu $sp, $rb, imm`: checks the new `$sp` against the stack limit.
    AddiuSp,
    /// `addu $sp, $rb, $rc` (also `move $sp, $fp`): checks the new `$sp`.
    AdduSp,
    /// Any other instruction writing `$sp` (but `lui`): executed by the slow
    /// path, which then checks `$sp`.
    SpWrite,
    /// `st` based on `$sp`: checks the address against the stack limit.
    StSp,
    /// `sh` based on `$sp`.
    ShSp,
    /// `sb` based on `$sp`.
    SbSp,
    /// No instruction has this opcode.
    Illegal,
    /// The opcode exists only above the selected ISA level.
    WrongLevel,
}

/// A predecoded instruction (12 bytes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The handler.
    pub op: Op,
    /// Field ra.
    pub a: u8,
    /// Field rb.
    pub b: u8,
    /// Field rc.
    pub c: u8,
    /// Immediate as the handler uses it (extended, or shift amount, or offset).
    pub imm: u32,
    /// Registers read (bit per register), for the load-use stall.
    pub reads: u16,
    /// Register whose value is ready a cycle late (loads, `mul`), or 0.
    pub late: u16,
}

impl Decoded {
    /// A decoded no-op.
    pub const NOP: Decoded = Decoded {
        op: Op::Nop,
        a: 0,
        b: 0,
        c: 0,
        imm: 0,
        reads: 0,
        late: 0,
    };
}

fn handler(op: Opcode) -> Op {
    match op {
        Opcode::Nop => Op::Nop,
        Opcode::Ld => Op::Ld,
        Opcode::St => Op::St,
        Opcode::Lb => Op::Lb,
        Opcode::Lbu => Op::Lbu,
        Opcode::Sb => Op::Sb,
        Opcode::Lh => Op::Lh,
        Opcode::Lhu => Op::Lhu,
        Opcode::Sh => Op::Sh,
        Opcode::Addiu => Op::Addiu,
        Opcode::Movz => Op::Movz,
        Opcode::Movn => Op::Movn,
        Opcode::Andi => Op::Andi,
        Opcode::Ori => Op::Ori,
        Opcode::Xori => Op::Xori,
        Opcode::Lui => Op::Lui,
        Opcode::Addu => Op::Addu,
        Opcode::Subu => Op::Subu,
        Opcode::Add => Op::Add,
        Opcode::Sub => Op::Sub,
        Opcode::Clz => Op::Clz,
        Opcode::Clo => Op::Clo,
        Opcode::Mul => Op::Mul,
        Opcode::And => Op::And,
        Opcode::Or => Op::Or,
        Opcode::Xor => Op::Xor,
        Opcode::Nor => Op::Nor,
        Opcode::Rol => Op::Rol,
        Opcode::Ror => Op::Ror,
        Opcode::Shl => Op::Shl,
        Opcode::Shr => Op::Shr,
        Opcode::Sra => Op::Sra,
        Opcode::Srav => Op::Srav,
        Opcode::Shlv => Op::Shlv,
        Opcode::Shrv => Op::Shrv,
        Opcode::Rolv => Op::Rolv,
        Opcode::Rorv => Op::Rorv,
        Opcode::Slti => Op::Slti,
        Opcode::Sltiu => Op::Sltiu,
        Opcode::Slt => Op::Slt,
        Opcode::Sltu => Op::Sltu,
        Opcode::Cmp => Op::Cmp,
        Opcode::Cmpu => Op::Cmpu,
        Opcode::Jeq => Op::Jeq,
        Opcode::Jne => Op::Jne,
        Opcode::Jlt => Op::Jlt,
        Opcode::Jgt => Op::Jgt,
        Opcode::Jle => Op::Jle,
        Opcode::Jge => Op::Jge,
        Opcode::Jmp => Op::Jmp,
        Opcode::Beq => Op::Beq,
        Opcode::Bne => Op::Bne,
        Opcode::Jalr => Op::Jalr,
        Opcode::Bal => Op::Bal,
        Opcode::Jsub => Op::Jsub,
        Opcode::Jr => Op::Jr,
        Opcode::Mult => Op::Mult,
        Opcode::Multu => Op::Multu,
        Opcode::Div => Op::Div,
        Opcode::Divu => Op::Divu,
        Opcode::Mfhi => Op::Mfhi,
        Opcode::Mflo => Op::Mflo,
        Opcode::Mthi => Op::Mthi,
        Opcode::Mtlo => Op::Mtlo,
        Opcode::Mfc0 => Op::Mfc0,
        Opcode::Mtc0 => Op::Mtc0,
        Opcode::C0mov => Op::C0mov,
    }
}

/// Whether the shape's destination goes through `cpu0.v`'s `regSet`, which
/// ignores `$zero` (loads and `slt*` write `R[a]` directly and do not).
fn writes_via_regset(op: Opcode, shape: Shape) -> bool {
    match shape {
        Shape::RRR => !matches!(op, Opcode::Slt | Opcode::Sltu | Opcode::Add | Opcode::Sub),
        Shape::RRSimm => !matches!(op, Opcode::Slti | Opcode::Sltiu),
        Shape::RRRTied | Shape::RR | Shape::Shift | Shape::RRUimm | Shape::Lui => true,
        Shape::MoveFromHiLo | Shape::Mfc0 => true,
        _ => false,
    }
}

/// The general register the instruction writes, if any (for `$sw` detection).
fn destination(op: Opcode, shape: Shape, a: u8) -> Option<u8> {
    match shape {
        Shape::RRR | Shape::RRRTied | Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm => {
            Some(a)
        }
        Shape::Lui | Shape::Load | Shape::MoveFromHiLo | Shape::Mfc0 | Shape::Jalr => Some(a),
        Shape::Jump if op == Opcode::Bal || op == Opcode::Jsub => Some(14),
        _ => None,
    }
}

fn read_mask(shape: Shape, a: u8, b: u8, c: u8) -> u16 {
    let bit = |r: u8| 1u16 << (r & 15);
    match shape {
        Shape::RRR | Shape::Cmp => bit(b) | bit(c),
        Shape::RRRTied => bit(a) | bit(b) | bit(c),
        Shape::RR | Shape::Shift | Shape::RRSimm | Shape::RRUimm | Shape::Load | Shape::Jalr => {
            bit(b)
        }
        Shape::Store | Shape::Branch | Shape::MulDiv => bit(a) | bit(b),
        Shape::CondJump => bit(15),
        Shape::Jr | Shape::MoveToHiLo => bit(a),
        Shape::Mtc0 => bit(b),
        Shape::None
        | Shape::Lui
        | Shape::Jump
        | Shape::MoveFromHiLo
        | Shape::Mfc0
        | Shape::C0Mov => 0,
    }
}

/// Whether `cpu0.v` built for `level` executes `opcode`. This follows the
/// table's levels except for `bal`: LLVM only emits it for cpu032II, but
/// `cpu0.v`'s cpu032I build decodes it too (CPU0.md §2.3).
pub fn executes_at(opcode: Opcode, level: IsaLevel) -> bool {
    opcode.available_at(level) || opcode == Opcode::Bal
}

/// Predecodes `word` for ISA level `level`.
pub fn predecode(word: u32, level: IsaLevel) -> Decoded {
    let code = (word >> 24) as u8;
    let Some(opcode) = Opcode::from_code(code) else {
        return Decoded {
            op: Op::Illegal,
            ..Decoded::NOP
        };
    };
    let info = opcode.info();
    let a = ((word >> 20) & 15) as u8;
    let b = ((word >> 16) & 15) as u8;
    let c = ((word >> 12) & 15) as u8;
    let imm = match (info.format, info.shape) {
        (_, Shape::Shift) => word & 31,
        (Format::A, _) => 0,
        (Format::L, Shape::RRUimm | Shape::Lui) => word & 0xFFFF,
        (Format::L, _) if opcode == Opcode::Sltiu => word & 0xFFFF,
        (Format::L, _) => sign_extend(word, 16) as u32,
        (Format::J, _) => sign_extend(word, 24) as u32,
    };
    let mut d = Decoded {
        op: handler(opcode),
        a,
        b,
        c,
        imm,
        reads: read_mask(info.shape, a, b, c),
        late: match (info.shape, opcode) {
            (Shape::Load, _) | (_, Opcode::Mul) => 1 << a,
            _ => 0,
        },
    };
    if !executes_at(opcode, level) {
        d.op = Op::WrongLevel;
    } else if matches!(opcode, Opcode::Add | Opcode::Sub)
        || destination(opcode, info.shape, a) == Some(15)
    {
        d.op = Op::SwWrite;
    } else if a == 0 && writes_via_regset(opcode, info.shape) {
        d.op = Op::Nop;
    } else if let Some(op) = stack_checked(opcode, info.shape, a, b) {
        d.op = op;
    }
    d
}

/// The stack-checking handler for an instruction that writes `$sp` or stores
/// relative to it (see the module doc), if it is one.
fn stack_checked(opcode: Opcode, shape: Shape, a: u8, b: u8) -> Option<Op> {
    const SP: u8 = 13;
    match opcode {
        Opcode::St if b == SP => Some(Op::StSp),
        Opcode::Sh if b == SP => Some(Op::ShSp),
        Opcode::Sb if b == SP => Some(Op::SbSp),
        Opcode::Lui => None,
        _ if destination(opcode, shape, a) != Some(SP) => None,
        Opcode::Addiu => Some(Op::AddiuSp),
        Opcode::Addu => Some(Op::AdduSp),
        _ => Some(Op::SpWrite),
    }
}

/// The handler an [`Op::SwWrite`] or [`Op::SpWrite`] instruction really runs.
pub fn underlying(word: u32, level: IsaLevel) -> Decoded {
    let d = predecode(word, level);
    if d.op != Op::SwWrite && d.op != Op::SpWrite {
        return d;
    }
    match Opcode::from_code((word >> 24) as u8) {
        Some(opcode) => Decoded {
            op: handler(opcode),
            ..d
        },
        // Never happens: both are given to known opcodes only.
        None => Decoded {
            op: Op::Illegal,
            ..d
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::encode;
    use crate::isa::{Inst, Reg};

    fn pd(op: Opcode, a: u8, b: u8, c: u8, imm: i32) -> Decoded {
        predecode(
            encode(&Inst::new(op, Reg(a), Reg(b), Reg(c), imm)),
            IsaLevel::Cpu032II,
        )
    }

    #[test]
    fn extends_immediates_as_cpu0_v_does() {
        assert_eq!(
            pd(Opcode::Sltiu, 2, 3, 0, -1).imm,
            0xFFFF,
            "sltiu zero-extends"
        );
        assert_eq!(pd(Opcode::Slti, 2, 3, 0, -1).imm, u32::MAX);
        assert_eq!(pd(Opcode::Ori, 2, 3, 0, 0xFFFF).imm, 0xFFFF);
        assert_eq!(pd(Opcode::Jmp, 0, 0, 0, -4).imm, (-4i32) as u32);
        assert_eq!(
            predecode(0x1E33_0FE8, IsaLevel::Cpu032II).imm,
            8,
            "shift amount is bits 4-0"
        );
        assert_eq!(std::mem::size_of::<Decoded>(), 12);
    }

    #[test]
    fn classifies_special_cases() {
        assert_eq!(
            pd(Opcode::Addu, 0, 3, 4, 0).op,
            Op::Nop,
            "ALU write to $zero is dropped"
        );
        assert_eq!(
            pd(Opcode::Ld, 0, 3, 0, 0).op,
            Op::Ld,
            "loads do write $zero"
        );
        assert_eq!(pd(Opcode::Slt, 0, 3, 4, 0).op, Op::Slt);
        assert_eq!(pd(Opcode::Ori, 15, 15, 0, 0x200).op, Op::SwWrite);
        assert_eq!(pd(Opcode::Add, 2, 3, 4, 0).op, Op::SwWrite);
        assert_eq!(pd(Opcode::Cmp, 15, 3, 4, 0).op, Op::Cmp);
        assert_eq!(predecode(0x1000_0000, IsaLevel::Cpu032II).op, Op::Illegal);
        let beq = encode(&Inst::new(Opcode::Beq, Reg(2), Reg(3), Reg(0), 8));
        assert_eq!(predecode(beq, IsaLevel::Cpu032I).op, Op::WrongLevel);
        let bal = encode(&Inst::new(Opcode::Bal, Reg(0), Reg(0), Reg(0), 8));
        assert_eq!(predecode(bal, IsaLevel::Cpu032I).op, Op::Bal);
        assert_eq!(
            underlying(
                encode(&Inst::new(Opcode::Add, Reg(2), Reg(3), Reg(4), 0)),
                IsaLevel::Cpu032II
            )
            .op,
            Op::Add
        );
    }

    #[test]
    fn stack_pointer_writes_and_stores_are_checked() {
        assert_eq!(pd(Opcode::Addiu, 13, 13, 0, -8).op, Op::AddiuSp);
        assert_eq!(pd(Opcode::Addu, 13, 12, 0, 0).op, Op::AdduSp);
        assert_eq!(pd(Opcode::Subu, 13, 13, 2, 0).op, Op::SpWrite);
        assert_eq!(pd(Opcode::Ld, 13, 4, 0, 0).op, Op::SpWrite);
        assert_eq!(pd(Opcode::Ori, 13, 13, 0, 4).op, Op::SpWrite);
        assert_eq!(
            pd(Opcode::Lui, 13, 0, 0, 0xFF).op,
            Op::Lui,
            "lui starts a constant"
        );
        assert_eq!(pd(Opcode::St, 14, 13, 0, 4).op, Op::StSp);
        assert_eq!(pd(Opcode::Sb, 2, 13, 0, 4).op, Op::SbSp);
        assert_eq!(pd(Opcode::Sh, 2, 13, 0, 4).op, Op::ShSp);
        assert_eq!(
            pd(Opcode::St, 13, 2, 0, 4).op,
            Op::St,
            "storing $sp is no stack store"
        );
        assert_eq!(pd(Opcode::Addiu, 12, 13, 0, 8).op, Op::Addiu);
        let ld_sp = encode(&Inst::new(Opcode::Ld, Reg(13), Reg(4), Reg(0), 0));
        assert_eq!(underlying(ld_sp, IsaLevel::Cpu032II).op, Op::Ld);
    }
}
