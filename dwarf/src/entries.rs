//! Attribute setters shared by every module that adds DIEs: strings go to
//! `.debug_str`, code ranges are a relocated `DW_AT_low_pc` plus a length.

use gimli::write::{AttributeValue, DwarfUnit, UnitEntryId};

use crate::sections::text_address;

/// Sets `name` of the DIE `id` to `value`, stored in `.debug_str`.
pub(crate) fn set_string(dwarf: &mut DwarfUnit, id: UnitEntryId, name: gimli::DwAt, value: &str) {
    let string = dwarf.strings.add(value.as_bytes());
    dwarf
        .unit
        .get_mut(id)
        .set(name, AttributeValue::StringRef(string));
}

/// `DW_AT_low_pc` as a relocated address, `DW_AT_high_pc` as a length (the
/// DWARF 4+ form, which needs no relocation).
pub(crate) fn set_code_range(dwarf: &mut DwarfUnit, id: UnitEntryId, offset: u32, size: u32) {
    let die = dwarf.unit.get_mut(id);
    die.set(
        gimli::DW_AT_low_pc,
        AttributeValue::Address(text_address(offset)),
    );
    die.set(gimli::DW_AT_high_pc, AttributeValue::Udata(u64::from(size)));
}
