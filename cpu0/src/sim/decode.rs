//! Predecoding: instruction words into the compact form the run loop executes.
//!
//! Each word is decoded once, when code is loaded (and again only if a store
//! overwrites it), into a [`Decoded`]: a handler number and the operand fields
//! already extracted and extended the way `cpu0.v` reads them — `sltiu`'s
//! immediate zero-extended, shift amounts cut to bits 4-0, branch offsets
//! sign-extended. Instructions whose only effect would be a write to `$zero`
//! (ALU ops, which `cpu0.v` drops) become `nop`; opcodes above the
//! selected ISA level become [`Check::WrongLevel`]; anything that writes `$sw` in a
//! way that might raise an interrupt goes through [`Check::SwWrite`], the slow
//! path that checks for it, so the common instructions pay nothing. Likewise
//! for the stack limit: `addiu`/`addu` into `$sp` (prologues, epilogues) become
//! [`Check::AddiuSp`]/[`Check::AdduSp`], which check the new `$sp`; any other write
//! of `$sp` except `lui` (the first half of a constant) becomes
//! [`Check::SpWrite`], a slow path that checks after the fact; and stores based
//! on `$sp` become [`Check::StSp`]/[`Check::ShSp`]/[`Check::SbSp`], which check the
//! address. Only these pay for the check.
//!
//! The two masks feed the pipeline model: `reads` is the set of registers the
//! instruction reads (from the instruction table's
//! [`RegEffects`](crate::isa::RegEffects), as are the writes of `$sw` and
//! `$sp` looked for above), `late` the register whose value arrives a cycle
//! late (load and `mul` results), for the load-use stall.

use crate::encode::sign_extend;
use crate::isa::{Format, IsaLevel, Opcode, Reg, Shape};

/// How a predecoded instruction runs: plainly (its opcode's semantics), or
/// through one of the checked slow paths the module doc describes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// The opcode's semantics, unchecked.
    Plain,
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
    /// The operation ([`Opcode::Nop`] also for an ALU write to `$zero`,
    /// which `cpu0.v` drops, and for an illegal instruction).
    pub op: Opcode,
    /// Whether it runs plainly or through a checked path.
    pub check: Check,
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
    /// One more than the register whose value is ready a cycle late (loads,
    /// `mul`), or 0 ([`Decoded::late_mask`]).
    pub late: u8,
}

impl Decoded {
    /// A decoded no-op.
    pub const NOP: Decoded = Decoded {
        op: Opcode::Nop,
        check: Check::Plain,
        a: 0,
        b: 0,
        c: 0,
        imm: 0,
        reads: 0,
        late: 0,
    };

    /// The register whose value is ready a cycle late, as a bit mask.
    #[inline(always)]
    pub fn late_mask(&self) -> u16 {
        ((1u32 << self.late) >> 1) as u16
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
            check: Check::Illegal,
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
        op: opcode,
        check: Check::Plain,
        a,
        b,
        c,
        imm,
        reads: info.effects.reads(Reg(a), Reg(b), Reg(c)) as u16,
        late: match (info.shape, opcode) {
            (Shape::Load, _) | (_, Opcode::Mul) => a + 1,
            _ => 0,
        },
    };
    if !executes_at(opcode, level) {
        d.check = Check::WrongLevel;
    } else if may_interrupt(opcode, a) {
        d.check = Check::SwWrite;
    } else if a == 0 && writes_via_regset(opcode, info.shape) {
        d.op = Opcode::Nop;
    } else if let Some(check) = stack_checked(opcode, a, b) {
        d.check = check;
    }
    d
}

/// The stack-checking handler for an instruction that writes `$sp` or stores
/// relative to it (see the module doc), if it is one.
fn stack_checked(opcode: Opcode, a: u8, b: u8) -> Option<Check> {
    const SP: u8 = Reg::SP.0;
    match opcode {
        Opcode::St if b == SP => Some(Check::StSp),
        Opcode::Sh if b == SP => Some(Check::ShSp),
        Opcode::Sb if b == SP => Some(Check::SbSp),
        Opcode::Lui => None,
        _ if written(opcode, a) & (1 << SP) == 0 => None,
        Opcode::Addiu => Some(Check::AddiuSp),
        Opcode::Addu => Some(Check::AdduSp),
        _ => Some(Check::SpWrite),
    }
}

/// What a [`Check::SwWrite`] or [`Check::SpWrite`] instruction really runs:
/// `word` decoded, run plainly.
pub fn underlying(word: u32, level: IsaLevel) -> Decoded {
    Decoded {
        check: Check::Plain,
        ..predecode(word, level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::encode;
    use crate::isa::{Inst, Reg};

    impl Decoded {
        /// How it runs and what.
        fn how(&self) -> (Check, Opcode) {
            (self.check, self.op)
        }
    }

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
            pd(Opcode::Addu, 0, 3, 4, 0).how(),
            (Check::Plain, Opcode::Nop),
            "ALU write to $zero is dropped"
        );
        assert_eq!(
            pd(Opcode::Ld, 0, 3, 0, 0).how(),
            (Check::Plain, Opcode::Ld),
            "loads do write $zero"
        );
        assert_eq!(
            pd(Opcode::Slt, 0, 3, 4, 0).how(),
            (Check::Plain, Opcode::Slt)
        );
        assert_eq!(pd(Opcode::Ori, 15, 15, 0, 0x200).check, Check::SwWrite);
        assert_eq!(pd(Opcode::Add, 2, 3, 4, 0).check, Check::SwWrite);
        assert_eq!(
            pd(Opcode::Cmp, 15, 3, 4, 0).how(),
            (Check::Plain, Opcode::Cmp)
        );
        assert_eq!(
            predecode(0x1000_0000, IsaLevel::Cpu032II).check,
            Check::Illegal
        );
        let beq = encode(&Inst::new(Opcode::Beq, Reg(2), Reg(3), Reg(0), 8));
        assert_eq!(predecode(beq, IsaLevel::Cpu032I).check, Check::WrongLevel);
        let bal = encode(&Inst::new(Opcode::Bal, Reg(0), Reg(0), Reg(0), 8));
        assert_eq!(
            predecode(bal, IsaLevel::Cpu032I).how(),
            (Check::Plain, Opcode::Bal)
        );
        assert_eq!(
            underlying(
                encode(&Inst::new(Opcode::Add, Reg(2), Reg(3), Reg(4), 0)),
                IsaLevel::Cpu032II
            )
            .how(),
            (Check::Plain, Opcode::Add)
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
        assert_eq!(
            pd(Opcode::Jalr, 14, 6, 0, 0).how(),
            (Check::Plain, Opcode::Jalr)
        );
        assert_eq!(pd(Opcode::Jalr, 13, 6, 0, 0).check, Check::SpWrite);
        assert_eq!(pd(Opcode::Jalr, 15, 6, 0, 0).check, Check::SwWrite);
        assert_eq!(
            pd(Opcode::Cmp, 13, 3, 4, 0).how(),
            (Check::Plain, Opcode::Cmp)
        );
    }

    #[test]
    fn stack_pointer_writes_and_stores_are_checked() {
        assert_eq!(pd(Opcode::Addiu, 13, 13, 0, -8).check, Check::AddiuSp);
        assert_eq!(pd(Opcode::Addu, 13, 12, 0, 0).check, Check::AdduSp);
        assert_eq!(pd(Opcode::Subu, 13, 13, 2, 0).check, Check::SpWrite);
        assert_eq!(pd(Opcode::Ld, 13, 4, 0, 0).check, Check::SpWrite);
        assert_eq!(pd(Opcode::Ori, 13, 13, 0, 4).check, Check::SpWrite);
        assert_eq!(
            pd(Opcode::Lui, 13, 0, 0, 0xFF).how(),
            (Check::Plain, Opcode::Lui),
            "lui starts a constant"
        );
        assert_eq!(pd(Opcode::St, 14, 13, 0, 4).check, Check::StSp);
        assert_eq!(pd(Opcode::Sb, 2, 13, 0, 4).check, Check::SbSp);
        assert_eq!(pd(Opcode::Sh, 2, 13, 0, 4).check, Check::ShSp);
        assert_eq!(
            pd(Opcode::St, 13, 2, 0, 4).how(),
            (Check::Plain, Opcode::St),
            "storing $sp is no stack store"
        );
        assert_eq!(
            pd(Opcode::Addiu, 12, 13, 0, 8).how(),
            (Check::Plain, Opcode::Addiu)
        );
        let ld_sp = encode(&Inst::new(Opcode::Ld, Reg(13), Reg(4), Reg(0), 0));
        assert_eq!(
            underlying(ld_sp, IsaLevel::Cpu032II).how(),
            (Check::Plain, Opcode::Ld)
        );
    }
}
