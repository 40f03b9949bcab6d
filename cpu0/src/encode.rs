//! Instruction words: [`Inst`] to `u32` and back, and words to bytes in either
//! byte order.
//!
//! Both directions are driven by the [`Format`] and [`Shape`] of the opcode's
//! table row (`isa.rs`), so there is no per-instruction code here. Decoding comes
//! in two strengths:
//!
//! - [`decode`] is *canonical*: it accepts a word only if re-encoding the result
//!   gives the same word (every field the shape does not use is zero, shift
//!   amounts are 0..31, `cmp` names `$sw`). The disassembler uses it, so anything
//!   it prints as an instruction reassembles to the same bytes; other words are
//!   shown as data.
//! - [`decode_fields`] is *what the hardware sees*: it extracts every field the
//!   way `cpu0.v` does and ignores the rest. The simulator's predecoder uses it.

use crate::isa::{Endian, Format, Inst, IsaLevel, Opcode, Reg, Shape};
use std::fmt;

/// Why a word is not a canonical instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// No instruction has this opcode byte.
    UnknownOpcode(u8),
    /// The opcode exists but the word sets fields its shape does not use (or a
    /// shift amount above 31), so it would not re-encode to the same word.
    NonCanonical(Opcode),
    /// The opcode exists only at a higher ISA level than the one selected.
    WrongLevel(Opcode, IsaLevel),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::UnknownOpcode(code) => write!(f, "unknown opcode 0x{code:02x}"),
            DecodeError::NonCanonical(op) => write!(
                f,
                "`{}` word sets fields its format does not use",
                op.mnemonic()
            ),
            DecodeError::WrongLevel(op, level) => write!(
                f,
                "`{}` needs -mcpu {} (selected {})",
                op.mnemonic(),
                op.info().level.name(),
                level.name()
            ),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Sign-extends the low `bits` bits of `value`.
pub fn sign_extend(value: u32, bits: u32) -> i32 {
    let shift = 32 - bits;
    ((value << shift) as i32) >> shift
}

/// Whether the 16-bit immediate of an L-format shape is zero-extended (as the
/// assembler and printer read it). `sltiu` is *not* in this set: the compiler's
/// reading is signed (CPU0.md §2.4); the simulator zero-extends it separately.
fn imm16_is_unsigned(shape: Shape) -> bool {
    matches!(shape, Shape::RRUimm | Shape::Lui)
}

/// Encodes an instruction as a 32-bit word. Fields are masked to their widths;
/// use [`check_fields`] first if the instruction comes from untrusted input.
pub fn encode(inst: &Inst) -> u32 {
    let info = inst.op.info();
    let op = (info.code as u32) << 24;
    let ra = ((inst.ra.0 & 15) as u32) << 20;
    let rb = ((inst.rb.0 & 15) as u32) << 16;
    let rc = ((inst.rc.0 & 15) as u32) << 12;
    let imm = inst.imm as u32;
    match info.format {
        Format::A => op | ra | rb | rc | (imm & 0xFFF),
        Format::L => op | ra | rb | (imm & 0xFFFF),
        Format::J => op | (imm & 0xFF_FFFF),
    }
}

/// Checks that every field of `inst` fits its shape: registers below 16, fields
/// the shape does not use zero, the immediate within the range the shape allows.
/// `encode` followed by `decode` returns the same instruction exactly when this
/// succeeds.
pub fn check_fields(inst: &Inst) -> Result<(), String> {
    let word = encode(inst);
    if inst.ra.0 > 15 || inst.rb.0 > 15 || inst.rc.0 > 15 {
        return Err("register number above 15".to_string());
    }
    match decode(word) {
        Ok(back) if back == *inst => Ok(()),
        _ => Err(format!(
            "`{}` operands out of range for its format",
            inst.op.mnemonic()
        )),
    }
}

/// The canonical decoding of `word` (see the module doc).
pub fn decode(word: u32) -> Result<Inst, DecodeError> {
    let code = (word >> 24) as u8;
    let op = Opcode::from_code(code).ok_or(DecodeError::UnknownOpcode(code))?;
    let inst = decode_fields(word, op);
    if encode(&inst) != word || !unused_fields_zero(&inst) {
        return Err(DecodeError::NonCanonical(op));
    }
    Ok(inst)
}

/// [`decode`], also rejecting opcodes above `level`.
pub fn decode_at(word: u32, level: IsaLevel) -> Result<Inst, DecodeError> {
    let inst = decode(word)?;
    if !inst.op.available_at(level) {
        return Err(DecodeError::WrongLevel(inst.op, level));
    }
    Ok(inst)
}

/// Extracts the fields of `word` as `op`'s format and shape define them, without
/// any validity check. Immediates are extended per shape (`sltiu` signed); shift
/// amounts keep all 12 bits so that a non-canonical amount is visible.
pub fn decode_fields(word: u32, op: Opcode) -> Inst {
    let info = op.info();
    let reg = |shift: u32| Reg(((word >> shift) & 15) as u8);
    let (ra, rb, rc) = match info.format {
        Format::A => (reg(20), reg(16), reg(12)),
        Format::L => (reg(20), reg(16), Reg::ZERO),
        Format::J => (Reg::ZERO, Reg::ZERO, Reg::ZERO),
    };
    let imm = match info.format {
        Format::A => (word & 0xFFF) as i32,
        Format::L if imm16_is_unsigned(info.shape) => (word & 0xFFFF) as i32,
        Format::L => sign_extend(word, 16),
        Format::J => sign_extend(word, 24),
    };
    Inst {
        op,
        ra,
        rb,
        rc,
        imm,
    }
}

/// Whether every field that `inst`'s shape does not print is zero (and the
/// shift amount is a 5-bit value, `cmp` names `$sw`).
fn unused_fields_zero(inst: &Inst) -> bool {
    let (ra, rb, rc, imm) = (inst.ra.0, inst.rb.0, inst.rc.0, inst.imm);
    match inst.op.info().shape {
        Shape::None => ra == 0 && rb == 0 && rc == 0 && imm == 0,
        Shape::RRR | Shape::RRRTied => imm == 0,
        Shape::RR | Shape::MulDiv | Shape::Jalr | Shape::Mfc0 | Shape::Mtc0 | Shape::C0Mov => {
            rc == 0 && imm == 0
        }
        Shape::Shift => rc == 0 && (0..32).contains(&imm),
        Shape::RRSimm | Shape::RRUimm | Shape::Load | Shape::Store | Shape::Branch => true,
        Shape::Lui => rb == 0,
        Shape::Cmp => ra == 15 && imm == 0,
        Shape::CondJump | Shape::Jump => true,
        Shape::Jr => rb == 0 && imm == 0,
        Shape::MoveFromHiLo | Shape::MoveToHiLo => rb == 0 && rc == 0 && imm == 0,
    }
}

/// The four bytes of `word` in memory order.
pub fn word_to_bytes(word: u32, endian: Endian) -> [u8; 4] {
    match endian {
        Endian::Big => word.to_be_bytes(),
        Endian::Little => word.to_le_bytes(),
    }
}

/// The word stored in memory order in `bytes`.
pub fn bytes_to_word(bytes: [u8; 4], endian: Endian) -> u32 {
    match endian {
        Endian::Big => u32::from_be_bytes(bytes),
        Endian::Little => u32::from_le_bytes(bytes),
    }
}

/// Reads the word at `offset` of `data` in `endian` order, if in bounds.
pub fn read_word(data: &[u8], offset: usize, endian: Endian) -> Option<u32> {
    let bytes = data.get(offset..offset.checked_add(4)?)?;
    Some(bytes_to_word(bytes.try_into().ok()?, endian))
}

/// Writes `word` at `offset` of `data` in `endian` order; false if out of bounds.
pub fn write_word(data: &mut [u8], offset: usize, word: u32, endian: Endian) -> bool {
    match offset
        .checked_add(4)
        .and_then(|end| data.get_mut(offset..end))
    {
        Some(slot) => {
            slot.copy_from_slice(&word_to_bytes(word, endian));
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::OPCODES;

    fn inst(op: Opcode, ra: u8, rb: u8, rc: u8, imm: i32) -> Inst {
        Inst::new(op, Reg(ra), Reg(rb), Reg(rc), imm)
    }

    /// The worked examples of CPU0.md §2.6.
    #[test]
    fn encodes_the_reference_examples() {
        let cases = [
            (inst(Opcode::Addiu, 13, 13, 0, -8), 0x09DD_FFF8),
            (inst(Opcode::Addiu, 13, 13, 0, -56), 0x09DD_FFC8),
            (inst(Opcode::St, 14, 13, 0, 4), 0x02ED_0004),
            (inst(Opcode::Ld, 14, 13, 0, 4), 0x01ED_0004),
            (inst(Opcode::Jr, 14, 0, 0, 0), 0x3CE0_0000),
            (inst(Opcode::Jr, 3, 0, 0, 0), 0x3C30_0000),
            (inst(Opcode::Jalr, 14, 6, 0, 0), 0x39E6_0000),
            (inst(Opcode::Addu, 12, 13, 0, 0), 0x11CD_0000),
            (inst(Opcode::Cmp, 15, 4, 3, 0), 0x2AF4_3000),
            (inst(Opcode::Shl, 3, 3, 0, 8), 0x1E33_0008),
            (inst(Opcode::Lui, 13, 0, 0, 255), 0x0FD0_00FF),
            (inst(Opcode::Beq, 2, 0, 0, 8), 0x3720_0008),
            (inst(Opcode::Jmp, 0, 0, 0, -4), 0x36FF_FFFC),
            (inst(Opcode::Jsub, 0, 0, 0, -12), 0x3BFF_FFF4),
            (inst(Opcode::Div, 2, 3, 0, 0), 0x4323_0000),
            (inst(Opcode::Mflo, 2, 0, 0, 0), 0x4720_0000),
        ];
        for (i, word) in cases {
            assert_eq!(encode(&i), word, "{i:?}");
            assert_eq!(decode(word), Ok(i), "{word:08x}");
        }
        assert_eq!(
            word_to_bytes(0x09DD_FFC8, Endian::Little),
            [0xC8, 0xFF, 0xDD, 0x09]
        );
    }

    #[test]
    fn every_opcode_round_trips_at_its_extremes() {
        for row in OPCODES {
            for (ra, rb, rc) in [(0, 0, 0), (15, 15, 15), (1, 2, 3)] {
                for imm in [0, 1, -1, 31, 0x7FFF, -0x8000, 0xFFFF, 0x7F_FFFF, -0x80_0000] {
                    let word = encode(&inst(row.opcode, ra, rb, rc, imm));
                    if let Ok(back) = decode(word) {
                        assert_eq!(encode(&back), word);
                        assert!(check_fields(&back).is_ok());
                    }
                }
            }
        }
    }

    #[test]
    fn rejects_non_canonical_and_unknown_words() {
        assert_eq!(decode(0x1000_0000), Err(DecodeError::UnknownOpcode(0x10)));
        assert_eq!(
            decode(0x0000_0001),
            Err(DecodeError::NonCanonical(Opcode::Nop))
        );
        assert_eq!(
            decode(0x1E33_0020),
            Err(DecodeError::NonCanonical(Opcode::Shl))
        );
        assert_eq!(
            decode(0x2A04_3000),
            Err(DecodeError::NonCanonical(Opcode::Cmp))
        );
        assert!(check_fields(&inst(Opcode::Shl, 1, 1, 0, 32)).is_err());
        assert!(check_fields(&inst(Opcode::Addiu, 1, 1, 0, 0x8000)).is_err());
        assert!(check_fields(&inst(Opcode::Ori, 1, 1, 0, -1)).is_err());
        assert_eq!(
            decode_at(0x2812_3000, IsaLevel::Cpu032I),
            Err(DecodeError::WrongLevel(Opcode::Slt, IsaLevel::Cpu032I))
        );
    }
}
