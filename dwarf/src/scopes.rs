//! What a function's metadata adds to its `DW_TAG_subprogram`: the source
//! name, result type, prototype flag and frame base; its parameters and
//! locals; and the tree of `DW_TAG_lexical_block` and
//! `DW_TAG_inlined_subroutine` scopes within it, each with its own variables.
//!
//! Parameters are written first, in argument order (DWARF has no argument
//! number: the order of the `DW_TAG_formal_parameter` children is the
//! signature), then the other variables in the order given. Scopes recurse;
//! validation bounds their depth.

use gimli::write::{AttributeValue, DwarfUnit, UnitEntryId};

use crate::entries::set_string;
use crate::input::FunctionInfo;
use crate::locations::{frame_base, set_location, set_scope_ranges};
use crate::source::{ScopeInfo, ScopeKind, VariableInfo};
use crate::types::{SourceDies, udata};

/// Adds `f.source` to the subprogram `id` (which already has the symbol as
/// its source name, its code range, declaration and linkage). `describe_frame` adds
/// `DW_AT_frame_base`, which units with source information always carry.
pub(crate) fn add_function_source(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    f: &FunctionInfo,
    dies: &SourceDies,
    describe_frame: bool,
) {
    let s = &f.source;
    // A copy with an abstract origin takes these from it.
    if s.abstract_origin.is_none() {
        if s.source_name.as_deref().is_some_and(|n| n != f.name) {
            set_string(dwarf, id, gimli::DW_AT_linkage_name, &f.name);
        }
        dies.set_type(dwarf, id, s.result);
        if s.prototyped {
            let die = dwarf.unit.get_mut(id);
            die.set(gimli::DW_AT_prototyped, AttributeValue::FlagPresent);
        }
    }
    let die = dwarf.unit.get_mut(id);
    if describe_frame {
        die.set(gimli::DW_AT_frame_base, frame_base());
    }
    add_variables(dwarf, id, f, &s.variables, dies);
    for scope in &s.scopes {
        add_scope(dwarf, id, f, scope, dies);
    }
}

fn add_scope(
    dwarf: &mut DwarfUnit,
    parent: UnitEntryId,
    f: &FunctionInfo,
    scope: &ScopeInfo,
    dies: &SourceDies,
) {
    let id = match scope.kind {
        ScopeKind::Lexical => dwarf.unit.add(parent, gimli::DW_TAG_lexical_block),
        ScopeKind::Inlined {
            origin,
            call,
            call_column,
        } => {
            let id = dwarf.unit.add(parent, gimli::DW_TAG_inlined_subroutine);
            let die = dwarf.unit.get_mut(id);
            let origin = AttributeValue::UnitRef(dies.abstracts[origin]);
            die.set(gimli::DW_AT_abstract_origin, origin);
            let file = AttributeValue::FileIndex(Some(dies.files[call.file]));
            die.set(gimli::DW_AT_call_file, file);
            die.set(gimli::DW_AT_call_line, udata(call.line));
            if call_column != 0 {
                die.set(gimli::DW_AT_call_column, udata(call_column));
            }
            id
        }
    };
    set_scope_ranges(dwarf, id, f, &scope.ranges);
    add_variables(dwarf, id, f, &scope.variables, dies);
    for child in &scope.children {
        add_scope(dwarf, id, f, child, dies);
    }
}

fn add_variables(
    dwarf: &mut DwarfUnit,
    parent: UnitEntryId,
    f: &FunctionInfo,
    variables: &[VariableInfo],
    dies: &SourceDies,
) {
    let mut params: Vec<&VariableInfo> = variables.iter().filter(|v| v.arg.is_some()).collect();
    params.sort_by_key(|v| v.arg);
    let locals = variables.iter().filter(|v| v.arg.is_none());
    for v in params.into_iter().chain(locals) {
        let tag = if v.arg.is_some() {
            gimli::DW_TAG_formal_parameter
        } else {
            gimli::DW_TAG_variable
        };
        let id = dwarf.unit.add(parent, tag);
        match v.abstract_origin {
            Some(origin) => {
                let abstract_die = dies.abstract_variables[origin.subprogram][origin.variable];
                let value = AttributeValue::UnitRef(abstract_die);
                dwarf
                    .unit
                    .get_mut(id)
                    .set(gimli::DW_AT_abstract_origin, value);
            }
            None => {
                set_string(dwarf, id, gimli::DW_AT_name, &v.name);
                dies.set_decl(dwarf, id, v.decl);
                dies.set_type(dwarf, id, v.ty);
            }
        }
        set_location(dwarf, id, f, &v.location);
    }
}
