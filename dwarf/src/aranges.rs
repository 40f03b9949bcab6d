//! `.debug_aranges`, written by hand because gimli's writer has no support
//! for it.
//!
//! The section maps address ranges to the compile unit that describes them, so
//! a consumer can find the unit for an address without scanning `.debug_info`.
//! Layout (DWARF 5 §6.1.2, version 2 for every DWARF version): a header —
//! `unit_length: u32`, `version: u16 = 2`, `debug_info_offset: u32` (relocated
//! against `.debug_info`), `address_size: u8 = 4`, `segment_selector_size: u8 =
//! 0` — padded so the tuples start at a multiple of twice the address size,
//! then one `(address, length)` pair per function (address relocated against
//! `.text`) and a `(0, 0)` terminator. We emit one tuple per function rather
//! than one for the whole unit so that gaps (padding, code without debug info)
//! are not claimed.

use gimli::SectionId;
use gimli::write::Writer;

use crate::error::Error;
use crate::input::{DebugInput, FunctionInfo};
use crate::sections::{SectionWriter, text_address};

const ADDRESS_SIZE: u8 = 4;
/// Header size up to and including `segment_selector_size`.
const HEADER_SIZE: usize = 4 + 2 + 4 + 1 + 1;

/// Writes the aranges of the unit at offset 0 of `.debug_info`, covering
/// `functions` (already in address order).
pub(crate) fn write_debug_aranges(
    input: &DebugInput,
    functions: &[&FunctionInfo],
) -> Result<SectionWriter, Error> {
    let mut w = SectionWriter::new(input.endian);
    w.write_u32(0)?; // unit_length, patched below
    w.write_u16(2)?;
    w.write_offset(0, SectionId::DebugInfo, 4)?;
    w.write_u8(ADDRESS_SIZE)?;
    w.write_u8(0)?;
    let tuple_align = 2 * usize::from(ADDRESS_SIZE);
    let padding = HEADER_SIZE.next_multiple_of(tuple_align) - HEADER_SIZE;
    w.write(&vec![0; padding])?;
    for f in functions {
        w.write_address(text_address(f.text_offset), ADDRESS_SIZE)?;
        w.write_udata(u64::from(f.size), ADDRESS_SIZE)?;
    }
    w.write_udata(0, ADDRESS_SIZE)?;
    w.write_udata(0, ADDRESS_SIZE)?;
    let unit_length = w.len() - 4;
    w.write_udata_at(0, unit_length as u64, 4)?;
    Ok(w)
}
