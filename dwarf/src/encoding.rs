//! The two choices that shape every section's bytes: the target's byte
//! order ([`Endian`]) and the DWARF version ([`DwarfVersion`]).
//!
//! A leaf module: the writing side (`input`, `sections`, `write`) and the
//! reading side (`lines`, `unwind`) import these from here, and the crate
//! root only re-exports them.

/// Byte order of the target, and so of every multi-byte field in the sections.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Endian {
    /// Most significant byte first (`cpu0`).
    Big,
    /// Least significant byte first (`cpu0el`).
    Little,
}

impl Endian {
    pub(crate) fn gimli(self) -> gimli::RunTimeEndian {
        match self {
            Endian::Big => gimli::RunTimeEndian::Big,
            Endian::Little => gimli::RunTimeEndian::Little,
        }
    }
}

/// The DWARF version of `.debug_info` and `.debug_line`.
///
/// `.debug_frame` always uses CIE version 4 (the one DWARF 4 and 5 define,
/// which records the address size) and `.debug_aranges` version 2 (the only
/// one there is).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum DwarfVersion {
    /// DWARF 4: files are numbered from 1, paths are inline strings.
    V4,
    /// DWARF 5: file 0 is the unit's primary file; paths live in `.debug_line_str`.
    #[default]
    V5,
}

impl DwarfVersion {
    pub(crate) fn number(self) -> u16 {
        match self {
            DwarfVersion::V4 => 4,
            DwarfVersion::V5 => 5,
        }
    }
}
