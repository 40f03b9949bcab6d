//! Turns a [`DebugInput`] into DWARF sections with gimli's write API.
//!
//! One compile unit per object: its root DIE names the primary file and covers
//! the functions' span of `.text`; each function becomes a `DW_TAG_subprogram`
//! and one line-table sequence (ending in its own `end_sequence`, so a gap
//! between functions never inherits a line) and one FDE. Functions are written
//! in address order whatever order the caller gave them in, which keeps the
//! output deterministic and the aranges sorted.
//!
//! What a front end's metadata adds (types, abstract subprograms, variables,
//! lexical and inlined scopes) is written by [`crate::types`],
//! [`crate::scopes`] and [`crate::locations`]; with an empty
//! [`SourceInfo`] and [`FunctionSource`] nothing of it appears and the output
//! is byte for byte what a `.ll` unit always got.
//!
//! Every code address is `Address::Symbol` against `.text` ([`text_address`]),
//! a global variable's address one against its own symbol; gimli reports a
//! relocation for each and [`SectionWriter::finish`] stores the addend in place.
//! gimli does not write `.debug_aranges`, so [`crate::aranges`] does.

use gimli::write::{
    AttributeValue, DwarfUnit, FileId, LineProgram, LineString, Sections, UnitEntryId,
};
use gimli::{Encoding, Format, LineEncoding};

use crate::entries::{set_code_range, set_string};
use crate::error::Error;
use crate::input::{DebugInput, FunctionInfo};
use crate::scopes::add_function_source;
use crate::sections::{DebugSections, SectionWriter, text_address};
use crate::source::{FunctionSource, SourceInfo};
use crate::types::{add_globals, add_source_info};
use crate::{aranges, cfi};

/// Writes the DWARF sections describing `input`.
///
/// The result lists the non-empty sections among `.debug_abbrev`,
/// `.debug_info`, `.debug_str`, `.debug_line_str` (DWARF 5 only),
/// `.debug_line`, the range and location lists of source scopes and variables
/// (`.debug_rnglists` and `.debug_loclists` for DWARF 5, `.debug_ranges` and
/// `.debug_loc` for DWARF 4), `.debug_aranges` and `.debug_frame`, in that
/// order, with their relocations. Fails with [`Error::InvalidInput`] if `input` breaks a rule
/// checked by [`DebugInput::validate`].
pub fn write_debug_sections(input: &DebugInput) -> Result<DebugSections, Error> {
    input.validate()?;
    let functions = in_address_order(input);

    let mut unit = build_unit(input, &functions);
    let mut gimli_sections = Sections::new(SectionWriter::new(input.endian));
    unit.write(&mut gimli_sections)?;

    let frame = cfi::write_debug_frame(input, &functions)?;
    let aranges = aranges::write_debug_aranges(input, &functions)?;

    let s = gimli_sections;
    let parts = [
        (".debug_abbrev", s.debug_abbrev.0),
        (".debug_info", s.debug_info.0),
        (".debug_str", s.debug_str.0),
        (".debug_line_str", s.debug_line_str.0),
        (".debug_line", s.debug_line.0),
        (".debug_rnglists", s.debug_rnglists.0),
        (".debug_ranges", s.debug_ranges.0),
        (".debug_loclists", s.debug_loclists.0),
        (".debug_loc", s.debug_loc.0),
        (".debug_aranges", aranges),
        (".debug_frame", frame),
    ];
    let mut sections = Vec::new();
    for (name, writer) in parts {
        if !writer.is_empty() {
            sections.push(writer.finish(name, input.endian)?);
        }
    }
    Ok(DebugSections {
        endian: input.endian,
        sections,
        symbols: input
            .source
            .globals
            .iter()
            .map(|g| g.symbol.clone().unwrap_or_default())
            .collect(),
    })
}

fn in_address_order(input: &DebugInput) -> Vec<&FunctionInfo> {
    let mut functions: Vec<&FunctionInfo> = input.functions.iter().collect();
    functions.sort_by_key(|f| f.text_offset);
    functions
}

/// The encoding of `.debug_info` and `.debug_line`: 32-bit DWARF, 4-byte addresses.
fn encoding(input: &DebugInput) -> Encoding {
    Encoding {
        format: Format::Dwarf32,
        version: input.version.number(),
        address_size: 4,
    }
}

fn build_unit(input: &DebugInput, functions: &[&FunctionInfo]) -> DwarfUnit {
    let mut dwarf = DwarfUnit::new(encoding(input));
    let file_ids = build_line_program(&mut dwarf, input);
    for f in functions {
        add_line_sequence(&mut dwarf.unit.line_program, f, &file_ids);
    }

    let root = dwarf.unit.root();
    set_string(&mut dwarf, root, gimli::DW_AT_producer, &input.producer);
    set_string(&mut dwarf, root, gimli::DW_AT_name, &input.files[0]);
    set_string(&mut dwarf, root, gimli::DW_AT_comp_dir, &input.comp_dir);
    if let (Some(first), Some(last)) = (functions.first(), functions.last()) {
        let low = first.text_offset;
        let high = last.text_offset + last.size;
        set_code_range(&mut dwarf, root, low, high - low);
    }
    // DW_AT_stmt_list is added by gimli because the line program is in use.
    let describes_source = describes_source(input);
    let dies = add_source_info(&mut dwarf, &input.source, file_ids);
    add_globals(&mut dwarf, &input.source.globals, &dies);
    for f in functions {
        let id = match f.source.abstract_origin {
            Some(origin) => add_concrete_subprogram(&mut dwarf, root, f, dies.abstracts[origin]),
            None => add_subprogram(&mut dwarf, root, f, &dies.files),
        };
        add_function_source(&mut dwarf, id, f, &dies, describes_source);
    }
    dwarf
}

/// Whether the unit carries anything from a front end's debug metadata; if
/// not, it is written exactly as for `.ll` input (no frame bases).
fn describes_source(input: &DebugInput) -> bool {
    input.source != SourceInfo::default()
        || input
            .functions
            .iter()
            .any(|f| f.source != FunctionSource::default())
}

/// Creates the line program and returns the gimli file id of each input file.
fn build_line_program(dwarf: &mut DwarfUnit, input: &DebugInput) -> Vec<FileId> {
    let encoding = dwarf.unit.encoding();
    let line_encoding = LineEncoding {
        minimum_instruction_length: input.code_align,
        ..LineEncoding::default()
    };
    let strings = &mut dwarf.line_strings;
    let comp_dir = LineString::new(input.comp_dir.as_bytes(), encoding, strings);
    let primary = LineString::new(input.files[0].as_bytes(), encoding, strings);
    let mut program = LineProgram::new(encoding, line_encoding, comp_dir, None, primary, None);
    let dir = program.default_directory();
    // For DWARF 5 the primary file already is file 0 and add_file returns it;
    // for DWARF 4 this makes it file 1. Paths are relative to comp_dir.
    let ids = input
        .files
        .iter()
        .map(|f| program.add_file(LineString::new(f.as_bytes(), encoding, strings), dir, None))
        .collect();
    dwarf.unit.line_program = program;
    ids
}

/// One sequence per function, so each ends with its own `end_sequence` row.
fn add_line_sequence(program: &mut LineProgram, f: &FunctionInfo, file_ids: &[FileId]) {
    if f.rows.is_empty() {
        return;
    }
    program.begin_sequence(Some(text_address(f.text_offset)));
    for r in &f.rows {
        let row = program.row();
        row.address_offset = u64::from(r.offset);
        row.file = file_ids[r.file];
        row.line = u64::from(r.line);
        row.column = u64::from(r.column);
        row.is_statement = r.is_stmt;
        row.prologue_end = r.prologue_end;
        row.epilogue_begin = r.epilogue_begin;
        program.generate_row();
    }
    program.end_sequence(u64::from(f.size));
}

/// The out-of-line copy of a function that also has inlined copies: its
/// code range and the abstract entry `origin` that names and declares it.
fn add_concrete_subprogram(
    dwarf: &mut DwarfUnit,
    root: UnitEntryId,
    f: &FunctionInfo,
    origin: UnitEntryId,
) -> UnitEntryId {
    let id = dwarf.unit.add(root, gimli::DW_TAG_subprogram);
    set_code_range(dwarf, id, f.text_offset, f.size);
    let die = dwarf.unit.get_mut(id);
    die.set(
        gimli::DW_AT_abstract_origin,
        AttributeValue::UnitRef(origin),
    );
    id
}

/// The subprogram of `f` with its name (the source name if the metadata
/// gives one), code range, declaration and linkage.
fn add_subprogram(
    dwarf: &mut DwarfUnit,
    root: UnitEntryId,
    f: &FunctionInfo,
    file_ids: &[FileId],
) -> UnitEntryId {
    let id = dwarf.unit.add(root, gimli::DW_TAG_subprogram);
    let name = f.source.source_name.as_deref().unwrap_or(&f.name);
    set_string(dwarf, id, gimli::DW_AT_name, name);
    set_code_range(dwarf, id, f.text_offset, f.size);
    let die = dwarf.unit.get_mut(id);
    die.set(
        gimli::DW_AT_decl_file,
        AttributeValue::FileIndex(Some(file_ids[f.decl_file])),
    );
    die.set(
        gimli::DW_AT_decl_line,
        AttributeValue::Udata(u64::from(f.decl_line)),
    );
    if f.external {
        die.set(gimli::DW_AT_external, AttributeValue::FlagPresent);
    }
    id
}
