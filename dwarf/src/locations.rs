//! Code ranges and variable locations: the attributes that hold addresses
//! inside a function.
//!
//! A scope with one range gets `DW_AT_low_pc`/`DW_AT_high_pc`; a scope with
//! several gets `DW_AT_ranges`, a range list in `.debug_rnglists` (DWARF 5) or
//! `.debug_ranges` (DWARF 4). A variable in one place gets an expression
//! (`DW_AT_location` as `exprloc`); a variable that moves gets a location list
//! in `.debug_loclists` (DWARF 5) or `.debug_loc` (DWARF 4).
//!
//! Every list starts with a base-address entry at its function's start — the
//! one word in it that needs a relocation against `.text` — followed by
//! offset pairs relative to it. The same bytes then serve both versions (a
//! DWARF 4 list would otherwise be relative to the unit's `DW_AT_low_pc`) and
//! survive the linker moving `.text`. The list's offset in `.debug_info` is a
//! `DW_FORM_sec_offset` relocated against the list section, like every other
//! cross-section offset we write.

use gimli::Register;
use gimli::write::{
    AttributeValue, DwarfUnit, Expression, Location, LocationList, Range, RangeList, UnitEntryId,
};

use crate::entries::set_code_range;
use crate::input::FunctionInfo;
use crate::sections::text_address;
use crate::source::{LocExpr, LocPlace, VarLocation};

/// Sets the code range of a scope of `f`: `ranges` are function-relative,
/// sorted and disjoint (checked by validation).
pub(crate) fn set_scope_ranges(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    f: &FunctionInfo,
    ranges: &[(u32, u32)],
) {
    if let [(start, end)] = ranges {
        set_code_range(dwarf, id, f.text_offset + start, end - start);
        return;
    }
    let mut list = vec![Range::BaseAddress {
        address: text_address(f.text_offset),
    }];
    list.extend(ranges.iter().map(|&(begin, end)| Range::OffsetPair {
        begin: u64::from(begin),
        end: u64::from(end),
    }));
    let list = dwarf.unit.ranges.add(RangeList(list));
    let die = dwarf.unit.get_mut(id);
    die.set(gimli::DW_AT_ranges, AttributeValue::RangeListRef(list));
}

/// `DW_AT_location` for a variable of `f`, or nothing when it has none.
pub(crate) fn set_location(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    f: &FunctionInfo,
    location: &VarLocation,
) {
    let value = match location {
        VarLocation::None => return,
        VarLocation::Single(expr) => AttributeValue::Exprloc(expression(expr)),
        VarLocation::List(entries) => {
            let mut list = vec![Location::BaseAddress {
                address: text_address(f.text_offset),
            }];
            list.extend(entries.iter().map(|e| Location::OffsetPair {
                begin: u64::from(e.start),
                end: u64::from(e.end),
                data: expression(&e.expr),
            }));
            let list = dwarf.unit.locations.add(LocationList(list));
            AttributeValue::LocationListRef(list)
        }
    };
    dwarf.unit.get_mut(id).set(gimli::DW_AT_location, value);
}

/// `DW_AT_frame_base`: the canonical frame address, which
/// [`LocPlace::Frame`] offsets are relative to.
pub(crate) fn frame_base() -> AttributeValue {
    let mut expr = Expression::new();
    expr.op(gimli::DW_OP_call_frame_cfa);
    AttributeValue::Exprloc(expr)
}

/// The DWARF expression for a location.
pub(crate) fn expression(location: &LocExpr) -> Expression {
    let mut expr = Expression::new();
    match location {
        LocExpr::Whole(place) => push_place(&mut expr, *place),
        LocExpr::Pieces(pieces) => {
            for &(place, size) in pieces {
                if let Some(p) = place {
                    push_place(&mut expr, p);
                }
                expr.op_piece(u64::from(size));
            }
        }
    }
    expr
}

fn push_place(expr: &mut Expression, place: LocPlace) {
    match place {
        LocPlace::Register(reg) => expr.op_reg(Register(reg)),
        LocPlace::Frame(offset) => expr.op_fbreg(i64::from(offset)),
        LocPlace::RegisterOffset(reg, offset) => expr.op_breg(Register(reg), i64::from(offset)),
        LocPlace::Constant(value) => {
            expr.op_consts(value);
            expr.op(gimli::DW_OP_stack_value);
        }
    }
}
