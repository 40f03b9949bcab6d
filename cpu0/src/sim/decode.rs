//! Predecoding: instruction words into the compact form the run loop executes.
//!
//! Each word is decoded once, when code is loaded (and again only if a store
//! overwrites it), into a [`Decoded`]: a handler number and the operand fields
//! already extracted and extended the way `cpu0.v` reads them — `sltiu`'s
//! immediate zero-extended, shift amounts cut to bits 4-0, branch offsets
//! sign-extended. Instructions whose only effect would be a write to `$zero`
//! (ALU ops, which `cpu0.v` drops) become `nop`; opcodes above the
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
//! instruction reads (from the instruction table's
//! [`RegEffects`](crate::isa::RegEffects), as are the writes of `$sw` and
//! `$sp` looked for above), `late` the register whose value arrives a cycle
//! late (load and `mul` results), for the load-use stall.

use crate::encode::sign_extend;
use crate::isa::{Format, IsaLevel, Opcode, Reg, Shape, opcode_table};

macro_rules! handlers {
    ($( $variant:ident = $code:literal, $mn:literal, $fmt:ident, $shape:ident, $lvl:ident, $ds:literal; )*) => {
        /// The handler a predecoded instruction runs: one per opcode of the
        /// instruction table, named as its [`Opcode`] and generated from the
        /// table (`opcode_table`), then the checked slow paths the module
        /// doc describes. One flat enum, so the run loop dispatches with
        /// one jump.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub enum Op {
            $( #[doc = $mn] $variant, )*
            /// Writes `$sw` (or is `add`/`sub`, which set its V/I bits):
            /// executed by the slow path, which then checks for an
            /// interrupt.
            SwWrite,
            /// `addiu $sp, $rb, imm`: checks the new `$sp` against the stack
            /// limit.
            AddiuSp,
            /// `addu $sp, $rb, $rc` (also `move $sp, $fp`): checks the new
            /// `$sp`.
            AdduSp,
            /// Any other instruction writing `$sp` (but `lui`): executed by
            /// the slow path, which then checks `$sp`.
            SpWrite,
            /// `st` based on `$sp`: checks the address against the stack
            /// limit.
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

        /// The handler running `opcode` unchecked.
        fn handler(opcode: Opcode) -> Op {
            match opcode {
                $( Opcode::$variant => Op::$variant, )*
            }
        }
    };
}

opcode_table!(handlers);

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

/// The general registers `opcode` with fields `a`, `b`, `c` writes (the
/// instruction table's [`RegEffects`](crate::isa::RegEffects), HI, LO and
/// coprocessor 0 left out).
fn written(opcode: Opcode, a: u8) -> u16 {
    opcode.effects().writes(Reg(a)) as u16
}

/// Whether the instruction may raise an interrupt by what it writes to
/// `$sw`: any write of the register but `cmp`'s (which sets only N and Z),
/// and `add`/`sub`, whose overflow sets the sticky I bits (`div`'s sets
/// only V, which raises nothing).
fn may_interrupt(opcode: Opcode, a: u8) -> bool {
    let sw = 1 << Reg::SW.0;
    matches!(opcode, Opcode::Add | Opcode::Sub)
        || (written(opcode, a) & sw != 0 && opcode.info().shape != Shape::Cmp)
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
        reads: info.effects.reads(Reg(a), Reg(b), Reg(c)) as u16,
        late: if opcode.delivers_late() { 1 << a } else { 0 },
    };
    if !executes_at(opcode, level) {
        d.op = Op::WrongLevel;
    } else if may_interrupt(opcode, a) {
        d.op = Op::SwWrite;
    } else if a == 0 && writes_via_regset(opcode, info.shape) {
        d.op = Op::Nop;
    } else if let Some(op) = stack_checked(opcode, a, b) {
        d.op = op;
    }
    d
}

/// The stack-checking handler for an instruction that writes `$sp` or stores
/// relative to it (see the module doc), if it is one.
fn stack_checked(opcode: Opcode, a: u8, b: u8) -> Option<Op> {
    const SP: u8 = Reg::SP.0;
    match opcode {
        Opcode::St if b == SP => Some(Op::StSp),
        Opcode::Sh if b == SP => Some(Op::ShSp),
        Opcode::Sb if b == SP => Some(Op::SbSp),
        Opcode::Lui => None,
        _ if written(opcode, a) & (1 << SP) == 0 => None,
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

    /// The read masks come from the instruction table: `mtc0 $ra, $rb`
    /// reads general register `rb` (C0[a] = R[b]), `mfc0` none; a
    /// conditional jump reads `$sw`.
    #[test]
    fn read_masks_follow_the_instruction_table() {
        assert_eq!(pd(Opcode::Mtc0, 0, 3, 0, 0).reads, 1 << 3);
        assert_eq!(pd(Opcode::Mfc0, 3, 0, 0, 0).reads, 0);
        assert_eq!(pd(Opcode::Jeq, 0, 0, 0, 8).reads, 1 << 15);
        assert_eq!(pd(Opcode::Movz, 2, 3, 4, 0).reads, 0b11100);
        assert_eq!(pd(Opcode::Jalr, 14, 6, 0, 0).op, Op::Jalr);
        assert_eq!(pd(Opcode::Jalr, 13, 6, 0, 0).op, Op::SpWrite);
        assert_eq!(pd(Opcode::Jalr, 15, 6, 0, 0).op, Op::SwWrite);
        assert_eq!(pd(Opcode::Cmp, 13, 3, 4, 0).op, Op::Cmp);
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
