//! Relocation arithmetic: what each `R_CPU0_*` type computes, which bits of the
//! word it overwrites, and how its addend is stored in place.
//!
//! The linker ([`crate::link`]) and the ELF reader and writer ([`crate::elf`])
//! share these rules so that the formulas of CPU0.md §4.2 exist once.
//!
//! **In-place addends.** Cpu0 uses `SHT_REL`, so the addend lives in the field
//! the relocation patches. For the absolute types the field holds the addend
//! itself (`R_CPU0_32`: A; `HI16`: A >> 16; `LO16`: A & 0xFFFF). For the
//! PC-relative types it holds `A - 4`, the value lbd's assembler leaves there
//! (its fixup adjustment subtracts 4 from the constant before writing it), so a
//! generic REL linker computing `S + field - P` gets the same result as our
//! `S + A - P - 4`. A `HI16` field alone cannot hold the low half of its addend;
//! the reader pairs it with the next `LO16` against the same symbol, as MIPS
//! does (see [`crate::elf`]).

use crate::object::RelocKind;

/// The bits of the word a relocation of `kind` overwrites.
pub fn field_mask(kind: RelocKind) -> u32 {
    match kind {
        RelocKind::Abs32 => 0xFFFF_FFFF,
        RelocKind::Hi16 | RelocKind::Lo16 | RelocKind::Pc16 => 0xFFFF,
        RelocKind::Pc24 => 0xFF_FFFF,
    }
}

/// `word` with the field of `kind` replaced by the low bits of `field`.
pub fn insert_field(word: u32, kind: RelocKind, field: u32) -> u32 {
    let mask = field_mask(kind);
    (word & !mask) | (field & mask)
}

/// The field of `kind` in `word`.
pub fn extract_field(word: u32, kind: RelocKind) -> u32 {
    word & field_mask(kind)
}

/// Why a relocation value does not fit its field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overflow {
    /// The value that did not fit.
    pub value: i64,
    /// The field's range, for the message.
    pub range: &'static str,
}

/// The field value for symbol address `s`, addend `a`, field address `p`
/// (CPU0.md §4.2), or why it does not fit.
pub fn compute(kind: RelocKind, s: u32, a: i64, p: u32) -> Result<u32, Overflow> {
    let target = s as i64 + a;
    match kind {
        RelocKind::Abs32 => {
            if (-(1i64 << 31)..(1i64 << 32)).contains(&target) {
                Ok(target as u32)
            } else {
                Err(Overflow {
                    value: target,
                    range: "32 bits",
                })
            }
        }
        RelocKind::Hi16 => Ok(((target as u32) >> 16) & 0xFFFF),
        RelocKind::Lo16 => Ok(target as u32 & 0xFFFF),
        RelocKind::Pc16 => pc_relative(target - p as i64 - 4, 16, "±32 KiB"),
        RelocKind::Pc24 => pc_relative(target - p as i64 - 4, 24, "±8 MiB"),
    }
}

fn pc_relative(offset: i64, bits: u32, range: &'static str) -> Result<u32, Overflow> {
    let half = 1i64 << (bits - 1);
    if (-half..half).contains(&offset) {
        Ok(offset as u32 & ((1u32 << bits) - 1))
    } else {
        Err(Overflow {
            value: offset,
            range,
        })
    }
}

/// The in-place field for addend `a`, or `None` if the field cannot hold it
/// (a PC-relative addend outside the field's range).
pub fn in_place_field(kind: RelocKind, a: i64) -> Option<u32> {
    match kind {
        RelocKind::Abs32 => Some(a as u32),
        RelocKind::Hi16 => Some(((a as u32) >> 16) & 0xFFFF),
        RelocKind::Lo16 => Some(a as u32 & 0xFFFF),
        RelocKind::Pc16 => pc_relative(a - 4, 16, "").ok(),
        RelocKind::Pc24 => pc_relative(a - 4, 24, "").ok(),
    }
}

/// The addend an in-place `field` stands for, read on its own (a `HI16` field
/// gives only the high half; the ELF reader combines it with its `LO16`).
pub fn addend_from_field(kind: RelocKind, field: u32) -> i64 {
    match kind {
        RelocKind::Abs32 => field as i32 as i64,
        RelocKind::Hi16 => ((field << 16) as i32) as i64,
        RelocKind::Lo16 => field as u16 as i16 as i64,
        RelocKind::Pc16 => field as u16 as i16 as i64 + 4,
        RelocKind::Pc24 => crate::encode::sign_extend(field, 24) as i64 + 4,
    }
}

/// Whether two addends are the same as far as a relocation of `kind` can tell
/// (`HI16`/`R_CPU0_32` see the addend modulo 2^32, `LO16` modulo 2^16).
pub fn addends_equivalent(kind: RelocKind, a: i64, b: i64) -> bool {
    match kind {
        RelocKind::Abs32 | RelocKind::Hi16 => a as u32 == b as u32,
        RelocKind::Lo16 => a as u16 == b as u16,
        RelocKind::Pc16 | RelocKind::Pc24 => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computes_cpu0_formulas() {
        assert_eq!(compute(RelocKind::Abs32, 0x1000, 8, 0), Ok(0x1008));
        assert_eq!(compute(RelocKind::Hi16, 0x0001_8000, 0x8000, 0), Ok(2));
        assert_eq!(compute(RelocKind::Lo16, 0x0001_8000, 0x8004, 0), Ok(4));
        assert_eq!(compute(RelocKind::Pc24, 0x100, 0, 0x114), Ok(0xFF_FFE8));
        assert_eq!(compute(RelocKind::Pc16, 0x200, 0, 0x100), Ok(0xFC));
        assert!(compute(RelocKind::Pc16, 0x10_0000, 0, 0x100).is_err());
        assert!(compute(RelocKind::Pc24, 0x7F00_0000, 0, 0x100).is_err());
        assert!(compute(RelocKind::Abs32, 0, -(1 << 32), 0).is_err());
    }

    #[test]
    fn in_place_addends_round_trip() {
        for (kind, a) in [
            (RelocKind::Abs32, -4),
            (RelocKind::Abs32, 0x7FFF_FFFF),
            (RelocKind::Lo16, -8),
            (RelocKind::Pc16, 0),
            (RelocKind::Pc16, -0x7FFC),
            (RelocKind::Pc24, 12),
            (RelocKind::Hi16, 0x0005_0000),
        ] {
            let field = in_place_field(kind, a).unwrap();
            assert_eq!(addend_from_field(kind, field), a, "{kind:?} {a}");
        }
        assert_eq!(
            in_place_field(RelocKind::Pc24, 0),
            Some(0xFF_FFFC),
            "lbd writes -4"
        );
        assert_eq!(in_place_field(RelocKind::Pc16, 0x8004), None);
    }
}
