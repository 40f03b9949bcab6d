//! Source types and abstract subprograms as DIEs of the unit's root.
//!
//! Types refer to each other freely (a struct's member points back at the
//! struct), so every type first gets its DIE with the right tag, and only then
//! are attributes and children filled in with `DW_AT_type` references to
//! DIEs that already exist. A [`TypeRef`](crate::TypeRef) `i` is the `i`-th
//! DIE made here. Abstract subprograms follow the types: each is the
//! `DW_AT_inline` origin its inlined copies name.
//!
//! Members of structs and unions carry `DW_AT_data_member_location` (a byte
//! offset), bit-fields `DW_AT_bit_size` and `DW_AT_data_bit_offset` (the
//! DWARF 4/5 form that needs no knowledge of the storage unit).

use gimli::write::{AttributeValue, DwarfUnit, FileId, UnitEntryId};

use crate::entries::set_string;
use crate::sections::symbol_address;
use crate::source::{
    AbstractSubprogram, Decl, GlobalVariable, Member, Qualifier, SourceInfo, TypeInfo,
};

/// The DIEs written for a unit's [`SourceInfo`] and the file ids declarations
/// refer to: everything functions need to point at types and origins.
pub(crate) struct SourceDies {
    /// DIE of each type, by [`TypeRef`](crate::TypeRef).
    pub types: Vec<UnitEntryId>,
    /// DIE of each abstract subprogram, by [`AbstractRef`](crate::AbstractRef).
    pub abstracts: Vec<UnitEntryId>,
    /// DIEs of each abstract subprogram's variables, by
    /// [`AbstractVariableRef`](crate::AbstractVariableRef).
    pub abstract_variables: Vec<Vec<UnitEntryId>>,
    /// gimli file id of each input file.
    pub files: Vec<FileId>,
}

impl SourceDies {
    /// `DW_AT_type` pointing at `ty`, if there is one (`None` is `void`).
    pub(crate) fn set_type(&self, dwarf: &mut DwarfUnit, id: UnitEntryId, ty: Option<usize>) {
        if let Some(t) = ty {
            let value = AttributeValue::UnitRef(self.types[t]);
            dwarf.unit.get_mut(id).set(gimli::DW_AT_type, value);
        }
    }

    /// `DW_AT_decl_file` and `DW_AT_decl_line`, if the declaration is known.
    pub(crate) fn set_decl(&self, dwarf: &mut DwarfUnit, id: UnitEntryId, decl: Option<Decl>) {
        if let Some(d) = decl {
            let die = dwarf.unit.get_mut(id);
            let file = AttributeValue::FileIndex(Some(self.files[d.file]));
            die.set(gimli::DW_AT_decl_file, file);
            die.set(gimli::DW_AT_decl_line, udata(d.line));
        }
    }
}

/// Adds the unit's language, types and abstract subprograms under the root.
pub(crate) fn add_source_info(
    dwarf: &mut DwarfUnit,
    source: &SourceInfo,
    files: Vec<FileId>,
) -> SourceDies {
    let root = dwarf.unit.root();
    if let Some(language) = source.language {
        let value = AttributeValue::Language(gimli::DwLang(language));
        dwarf.unit.get_mut(root).set(gimli::DW_AT_language, value);
    }
    let types = source
        .types
        .iter()
        .map(|t| dwarf.unit.add(root, tag(t)))
        .collect();
    let mut dies = SourceDies {
        types,
        abstracts: Vec::new(),
        abstract_variables: Vec::new(),
        files,
    };
    for (ty, &id) in source.types.iter().zip(&dies.types) {
        fill_type(dwarf, id, ty, &dies);
    }
    for a in &source.abstract_subprograms {
        let id = add_abstract_subprogram(dwarf, root, a, &dies);
        let variables = add_abstract_variables(dwarf, id, a, &dies);
        dies.abstracts.push(id);
        dies.abstract_variables.push(variables);
    }
    dies
}

fn tag(ty: &TypeInfo) -> gimli::DwTag {
    match ty {
        TypeInfo::Base { .. } => gimli::DW_TAG_base_type,
        TypeInfo::Pointer { .. } => gimli::DW_TAG_pointer_type,
        TypeInfo::Qualified { qualifier, .. } => match qualifier {
            Qualifier::Const => gimli::DW_TAG_const_type,
            Qualifier::Volatile => gimli::DW_TAG_volatile_type,
            Qualifier::Restrict => gimli::DW_TAG_restrict_type,
        },
        TypeInfo::Typedef { .. } => gimli::DW_TAG_typedef,
        TypeInfo::Composite { kind, .. } => match kind {
            crate::source::CompositeKind::Struct => gimli::DW_TAG_structure_type,
            crate::source::CompositeKind::Union => gimli::DW_TAG_union_type,
        },
        TypeInfo::Array { .. } => gimli::DW_TAG_array_type,
        TypeInfo::Enumeration { .. } => gimli::DW_TAG_enumeration_type,
        TypeInfo::Subroutine { .. } => gimli::DW_TAG_subroutine_type,
    }
}

fn fill_type(dwarf: &mut DwarfUnit, id: UnitEntryId, ty: &TypeInfo, dies: &SourceDies) {
    match ty {
        TypeInfo::Base {
            name,
            byte_size,
            encoding,
        } => {
            set_string(dwarf, id, gimli::DW_AT_name, name);
            let die = dwarf.unit.get_mut(id);
            let encoding = AttributeValue::Encoding(gimli::DwAte(*encoding));
            die.set(gimli::DW_AT_encoding, encoding);
            die.set(gimli::DW_AT_byte_size, udata(*byte_size));
        }
        TypeInfo::Pointer { pointee, byte_size } => {
            dies.set_type(dwarf, id, *pointee);
            let die = dwarf.unit.get_mut(id);
            die.set(gimli::DW_AT_byte_size, udata(*byte_size));
        }
        TypeInfo::Qualified { base, .. } => dies.set_type(dwarf, id, *base),
        TypeInfo::Typedef { name, base, decl } => {
            set_string(dwarf, id, gimli::DW_AT_name, name);
            dies.set_type(dwarf, id, *base);
            dies.set_decl(dwarf, id, *decl);
        }
        TypeInfo::Composite {
            name,
            byte_size,
            members,
            decl,
            ..
        } => fill_composite(dwarf, id, name.as_deref(), *byte_size, members, *decl, dies),
        TypeInfo::Array { element, counts } => {
            dies.set_type(dwarf, id, Some(*element));
            for count in counts {
                let sub = dwarf.unit.add(id, gimli::DW_TAG_subrange_type);
                if let Some(n) = count {
                    let value = AttributeValue::Udata(*n);
                    dwarf.unit.get_mut(sub).set(gimli::DW_AT_count, value);
                }
            }
        }
        TypeInfo::Enumeration {
            name,
            byte_size,
            base,
            enumerators,
            decl,
        } => {
            if let Some(n) = name {
                set_string(dwarf, id, gimli::DW_AT_name, n);
            }
            dies.set_type(dwarf, id, *base);
            dwarf
                .unit
                .get_mut(id)
                .set(gimli::DW_AT_byte_size, udata(*byte_size));
            dies.set_decl(dwarf, id, *decl);
            for (name, value) in enumerators {
                let e = dwarf.unit.add(id, gimli::DW_TAG_enumerator);
                set_string(dwarf, e, gimli::DW_AT_name, name);
                let value = AttributeValue::Sdata(*value);
                dwarf.unit.get_mut(e).set(gimli::DW_AT_const_value, value);
            }
        }
        TypeInfo::Subroutine {
            result,
            params,
            variadic,
        } => fill_subroutine(dwarf, id, *result, params, *variadic, dies),
    }
}

fn fill_composite(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    name: Option<&str>,
    byte_size: Option<u32>,
    members: &[Member],
    decl: Option<Decl>,
    dies: &SourceDies,
) {
    if let Some(n) = name {
        set_string(dwarf, id, gimli::DW_AT_name, n);
    }
    let die = dwarf.unit.get_mut(id);
    match byte_size {
        Some(size) => die.set(gimli::DW_AT_byte_size, udata(size)),
        None => die.set(gimli::DW_AT_declaration, AttributeValue::FlagPresent),
    }
    dies.set_decl(dwarf, id, decl);
    for m in members {
        let member = dwarf.unit.add(id, gimli::DW_TAG_member);
        if let Some(n) = &m.name {
            set_string(dwarf, member, gimli::DW_AT_name, n);
        }
        dies.set_type(dwarf, member, Some(m.ty));
        let die = dwarf.unit.get_mut(member);
        match m.bit_size {
            Some(bits) => {
                die.set(gimli::DW_AT_bit_size, udata(bits));
                let offset = AttributeValue::Udata(m.bit_offset);
                die.set(gimli::DW_AT_data_bit_offset, offset);
            }
            None => {
                let offset = AttributeValue::Udata(m.bit_offset / 8);
                die.set(gimli::DW_AT_data_member_location, offset);
            }
        }
    }
}

fn fill_subroutine(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    result: Option<usize>,
    params: &[Option<usize>],
    variadic: bool,
    dies: &SourceDies,
) {
    // C: a type with parameters (or `...`) was written with a prototype.
    if !params.is_empty() || variadic {
        let die = dwarf.unit.get_mut(id);
        die.set(gimli::DW_AT_prototyped, AttributeValue::FlagPresent);
    }
    dies.set_type(dwarf, id, result);
    for &param in params {
        let p = dwarf.unit.add(id, gimli::DW_TAG_formal_parameter);
        dies.set_type(dwarf, p, param);
    }
    if variadic {
        dwarf.unit.add(id, gimli::DW_TAG_unspecified_parameters);
    }
}

fn add_abstract_subprogram(
    dwarf: &mut DwarfUnit,
    root: UnitEntryId,
    a: &AbstractSubprogram,
    dies: &SourceDies,
) -> UnitEntryId {
    let id = dwarf.unit.add(root, gimli::DW_TAG_subprogram);
    set_string(dwarf, id, gimli::DW_AT_name, &a.name);
    if let Some(linkage) = &a.linkage_name {
        set_string(dwarf, id, gimli::DW_AT_linkage_name, linkage);
    }
    dies.set_decl(dwarf, id, a.decl);
    dies.set_type(dwarf, id, a.result);
    let die = dwarf.unit.get_mut(id);
    if a.external {
        die.set(gimli::DW_AT_external, AttributeValue::FlagPresent);
    }
    let inline = AttributeValue::Inline(gimli::DW_INL_inlined);
    die.set(gimli::DW_AT_inline, inline);
    id
}

/// The variables of abstract subprogram `a` as children of its DIE `id`
/// (parameters first, in argument order, then locals), without locations;
/// their DIEs in the order of [`AbstractSubprogram::variables`].
fn add_abstract_variables(
    dwarf: &mut DwarfUnit,
    id: UnitEntryId,
    a: &AbstractSubprogram,
    dies: &SourceDies,
) -> Vec<UnitEntryId> {
    let mut order: Vec<usize> = (0..a.variables.len()).collect();
    order.sort_by_key(|&i| a.variables[i].arg.unwrap_or(u32::MAX));
    let mut ids = vec![id; a.variables.len()];
    for i in order {
        let v = &a.variables[i];
        let tag = if v.arg.is_some() {
            gimli::DW_TAG_formal_parameter
        } else {
            gimli::DW_TAG_variable
        };
        let var = dwarf.unit.add(id, tag);
        set_string(dwarf, var, gimli::DW_AT_name, &v.name);
        dies.set_decl(dwarf, var, v.decl);
        dies.set_type(dwarf, var, v.ty);
        ids[i] = var;
    }
    ids
}

/// The unit's global variables, each located at its symbol (`DW_OP_addr`,
/// relocated against [`DebugSections::symbols`](crate::DebugSections)
/// entry `i` for the `i`-th global).
pub(crate) fn add_globals(dwarf: &mut DwarfUnit, globals: &[GlobalVariable], dies: &SourceDies) {
    let root = dwarf.unit.root();
    for (i, g) in globals.iter().enumerate() {
        let id = dwarf.unit.add(root, gimli::DW_TAG_variable);
        if let Some(name) = &g.name {
            set_string(dwarf, id, gimli::DW_AT_name, name);
        }
        dies.set_type(dwarf, id, g.ty);
        if g.external {
            let die = dwarf.unit.get_mut(id);
            die.set(gimli::DW_AT_external, AttributeValue::FlagPresent);
        }
        dies.set_decl(dwarf, id, g.decl);
        if g.symbol.is_some() {
            let mut expr = gimli::write::Expression::new();
            expr.op_addr(symbol_address(i));
            let die = dwarf.unit.get_mut(id);
            die.set(gimli::DW_AT_location, AttributeValue::Exprloc(expr));
        }
    }
}

pub(crate) fn udata(value: u32) -> AttributeValue {
    AttributeValue::Udata(u64::from(value))
}
