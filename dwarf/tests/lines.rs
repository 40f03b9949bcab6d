//! Write → read round trips of the line table, the unit and its subprograms,
//! and `.debug_aranges`, for DWARF 4 and 5 in both byte orders, linked
//! (relocated) and as an object (unrelocated, `.text`-relative).

mod common;

use common::*;
use egret_dwarf::*;
use gimli::{EndianSlice, RunTimeEndian};

fn gimli_endian(endian: Endian) -> RunTimeEndian {
    match endian {
        Endian::Big => RunTimeEndian::Big,
        Endian::Little => RunTimeEndian::Little,
    }
}

fn write(version: DwarfVersion, endian: Endian) -> (DebugInput, DebugSections) {
    let input = sample_input(version, endian);
    let sections = write_debug_sections(&input).expect("fixture is valid");
    (input, sections)
}

fn linked(version: DwarfVersion, endian: Endian) -> (DebugInput, DebugSections) {
    let (input, mut sections) = write(version, endian);
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    (input, sections)
}

fn parse(sections: &DebugSections) -> LineTable {
    LineTable::parse(sections.endian, |name| sections.data(name)).expect("parses")
}

/// The rows the table must hold for `input` with `.text` at `base`.
fn expected_rows(input: &DebugInput, base: u32) -> Vec<(u32, String, u32, u32, [bool; 4])> {
    let mut functions: Vec<&FunctionInfo> = input.functions.iter().collect();
    functions.sort_by_key(|f| f.text_offset);
    let mut rows = Vec::new();
    for f in functions {
        let start = base + f.text_offset;
        for r in &f.rows {
            let flags = [r.is_stmt, r.prologue_end, r.epilogue_begin, false];
            rows.push((
                start + r.offset,
                input.files[r.file].clone(),
                r.line,
                r.column,
                flags,
            ));
        }
        let last = f.rows.last().expect("fixture functions have rows");
        let end_flags = [last.is_stmt, false, false, true];
        let file = input.files[last.file].clone();
        rows.push((start + f.size, file, last.line, last.column, end_flags));
    }
    rows
}

fn actual_rows(table: &LineTable) -> Vec<(u32, String, u32, u32, [bool; 4])> {
    table
        .rows()
        .iter()
        .map(|r| {
            let flags = [r.is_stmt, r.prologue_end, r.epilogue_begin, r.end_sequence];
            let file = table.files()[r.file].path.clone();
            (r.address, file, r.line, r.column, flags)
        })
        .collect()
}

#[test]
fn every_row_comes_back_in_every_configuration() {
    for (version, endian) in configurations() {
        for base in [0, TEXT_ADDRESS] {
            let (input, mut sections) = write(version, endian);
            if base != 0 {
                sections.relocate(base).expect("relocates");
            }
            let table = parse(&sections);
            assert_eq!(
                actual_rows(&table),
                expected_rows(&input, base),
                "{version:?} {endian:?} base {base:#x}"
            );
            let end_rows = table.rows().iter().filter(|r| r.end_sequence).count();
            assert_eq!(end_rows, input.functions.len(), "one sequence per function");
        }
    }
}

#[test]
fn files_carry_the_comp_dir() {
    let (_, sections) = linked(DwarfVersion::V5, Endian::Big);
    let table = parse(&sections);
    let paths: Vec<String> = table.files().iter().map(SourceFile::full_path).collect();
    assert_eq!(paths, ["/work/src/prog.ll", "/work/src/lib/lib.c"]);
    let (_, sections) = linked(DwarfVersion::V4, Endian::Little);
    let table = parse(&sections);
    let paths: Vec<String> = table.files().iter().map(SourceFile::full_path).collect();
    assert_eq!(paths, ["/work/src/prog.ll", "/work/src/lib/lib.c"]);
}

#[test]
fn addr2line_answers_for_every_address() {
    for (version, endian) in configurations() {
        let (input, sections) = linked(version, endian);
        let table = parse(&sections);
        for address in TEXT_ADDRESS - 8..TEXT_ADDRESS + TEXT_SIZE + 8 {
            let expected = input.functions.iter().find_map(|f| {
                let offset = address.checked_sub(TEXT_ADDRESS + f.text_offset)?;
                if offset >= f.size {
                    return None;
                }
                let row = f.rows.iter().rev().find(|r| r.offset <= offset)?;
                Some(Location {
                    file: input.files[row.file].clone(),
                    line: row.line,
                    column: row.column,
                    function: Some(f.name.clone()),
                })
            });
            assert_eq!(table.addr2line(address), expected, "address {address:#x}");
        }
        // The 4-byte gap between `leaf` and `fib` belongs to no function.
        assert_eq!(table.addr2line(TEXT_ADDRESS + 60), None);
        assert_eq!(table.function_at(TEXT_ADDRESS + 60), None);
    }
}

#[test]
fn subprograms_come_back_with_their_ranges() {
    for (version, endian) in configurations() {
        let (input, sections) = linked(version, endian);
        let table = parse(&sections);
        let mut expected: Vec<FunctionRange> = input
            .functions
            .iter()
            .map(|f| FunctionRange {
                name: f.name.clone(),
                low: TEXT_ADDRESS + f.text_offset,
                high: TEXT_ADDRESS + f.text_offset + f.size,
                decl_file: Some(f.decl_file),
                decl_line: f.decl_line,
            })
            .collect();
        expected.sort_by_key(|f| f.low);
        assert_eq!(
            table.functions(),
            expected.as_slice(),
            "{version:?} {endian:?}"
        );
    }
}

/// Reads the compile unit's root and subprogram attributes with gimli.
#[test]
fn unit_attributes_are_what_the_brief_lists() {
    for (version, endian) in configurations() {
        let (input, sections) = linked(version, endian);
        let dwarf = gimli::Dwarf::load(|id| {
            Ok::<_, gimli::Error>(EndianSlice::new(
                sections.data(id.name()),
                gimli_endian(endian),
            ))
        })
        .expect("loads");
        let header = dwarf.units().next().expect("parses").expect("one unit");
        assert_eq!(
            header.version(),
            if version == DwarfVersion::V5 { 5 } else { 4 }
        );
        let unit = dwarf.unit(header).expect("unit");
        let string = |v| {
            let s = dwarf.attr_string(&unit, v).expect("string");
            String::from_utf8(s.slice().to_vec()).expect("utf8")
        };
        let mut entries = unit.entries();
        let root = entries.next_dfs().expect("parses").expect("root").clone();
        assert_eq!(root.tag(), gimli::DW_TAG_compile_unit);
        let attr = |die: &gimli::DebuggingInformationEntry<_>, at| {
            die.attr_value(at).unwrap_or_else(|| panic!("{at} missing"))
        };
        assert_eq!(string(attr(&root, gimli::DW_AT_name)), "prog.ll");
        assert_eq!(string(attr(&root, gimli::DW_AT_comp_dir)), "/work/src");
        assert_eq!(string(attr(&root, gimli::DW_AT_producer)), "egret test");
        let low = dwarf
            .attr_address(&unit, attr(&root, gimli::DW_AT_low_pc))
            .expect("addr");
        assert_eq!(low, Some(u64::from(TEXT_ADDRESS)));
        assert_eq!(
            attr(&root, gimli::DW_AT_high_pc).udata_value(),
            Some(u64::from(TEXT_SIZE))
        );
        assert!(root.attr_value(gimli::DW_AT_stmt_list).is_some());

        let mut externals = Vec::new();
        while let Some(die) = entries.next_dfs().expect("parses") {
            assert_eq!(die.tag(), gimli::DW_TAG_subprogram);
            let name = string(attr(die, gimli::DW_AT_name));
            externals.push((name, die.attr_value(gimli::DW_AT_external).is_some()));
        }
        let mut expected: Vec<(String, bool)> = input
            .functions
            .iter()
            .map(|f| (f.name.clone(), f.external))
            .collect();
        expected.sort_by_key(|(name, _)| name.clone());
        externals.sort();
        assert_eq!(externals, expected);
    }
}

#[test]
fn aranges_parse_back_with_gimli() {
    for (version, endian) in configurations() {
        let (input, sections) = linked(version, endian);
        let aranges =
            gimli::DebugAranges::new(sections.data(".debug_aranges"), gimli_endian(endian));
        let mut headers = aranges.headers();
        let header = headers.next().expect("parses").expect("one set");
        assert_eq!(header.debug_info_offset().0, 0);
        assert_eq!(header.encoding().address_size, 4);
        let mut ranges = Vec::new();
        let mut entries = header.entries();
        while let Some(entry) = entries.next().expect("parses") {
            ranges.push((entry.address(), entry.length()));
        }
        let mut expected: Vec<(u64, u64)> = input
            .functions
            .iter()
            .map(|f| (u64::from(TEXT_ADDRESS + f.text_offset), u64::from(f.size)))
            .collect();
        expected.sort();
        assert_eq!(ranges, expected, "{version:?} {endian:?}");
        assert!(headers.next().expect("parses").is_none());
    }
}

#[test]
fn relocations_hold_their_addends_in_place() {
    for (version, endian) in configurations() {
        let (_, sections) = write(version, endian);
        let mut targets = std::collections::BTreeSet::new();
        for s in &sections.sections {
            for r in &s.relocs {
                assert_eq!(r.size, 4);
                let word: [u8; 4] = s.data[r.offset as usize..][..4]
                    .try_into()
                    .expect("4 bytes");
                let value = match endian {
                    Endian::Big => u32::from_be_bytes(word),
                    Endian::Little => u32::from_le_bytes(word),
                };
                assert_eq!(i64::from(value), r.addend, "{}+{:#x}", s.name, r.offset);
                targets.insert((s.name, r.target));
            }
        }
        use RelocTarget::*;
        let mut expected = vec![
            (".debug_info", Section(".debug_abbrev")),
            (".debug_info", Section(".debug_str")),
            (".debug_info", Section(".debug_line")),
            (".debug_info", Text),
            (".debug_line", Text),
            (".debug_aranges", Section(".debug_info")),
            (".debug_aranges", Text),
            (".debug_frame", Section(".debug_frame")),
            (".debug_frame", Text),
        ];
        if version == DwarfVersion::V5 {
            expected.push((".debug_line", Section(".debug_line_str")));
        }
        let expected: std::collections::BTreeSet<_> = expected.into_iter().collect();
        assert_eq!(targets, expected, "{version:?}");
    }
}

#[test]
fn sections_are_listed_in_order() {
    let names = |version| {
        let (_, s) = write(version, Endian::Big);
        s.sections.iter().map(|s| s.name).collect::<Vec<_>>()
    };
    assert_eq!(
        names(DwarfVersion::V5),
        [
            ".debug_abbrev",
            ".debug_info",
            ".debug_str",
            ".debug_line_str",
            ".debug_line",
            ".debug_aranges",
            ".debug_frame"
        ]
    );
    assert!(!names(DwarfVersion::V4).contains(&".debug_line_str"));
}

#[test]
fn output_is_deterministic_and_independent_of_function_order() {
    let (input, first) = write(DwarfVersion::V5, Endian::Big);
    let again = write_debug_sections(&input).expect("valid");
    assert_eq!(first, again);
    let mut reversed = input.clone();
    reversed.functions.reverse();
    assert_eq!(write_debug_sections(&reversed).expect("valid"), first);
}

#[test]
fn a_unit_without_functions_still_reads() {
    let mut input = sample_input(DwarfVersion::V5, Endian::Big);
    input.functions.clear();
    let mut sections = write_debug_sections(&input).expect("valid");
    assert!(sections.get(".debug_frame").is_none(), "no FDE, no CIE");
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    let table = parse(&sections);
    assert!(table.rows().is_empty());
    assert!(table.functions().is_empty());
    assert_eq!(table.addr2line(TEXT_ADDRESS), None);
}

#[test]
fn a_function_without_rows_has_a_range_but_no_lines() {
    let mut input = sample_input(DwarfVersion::V4, Endian::Little);
    input.functions.retain(|f| f.name == "leaf");
    input.functions[0].rows.clear();
    let mut sections = write_debug_sections(&input).expect("valid");
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    let table = parse(&sections);
    assert!(table.rows().is_empty());
    let f = table
        .function_at(TEXT_ADDRESS + 48)
        .expect("leaf has a range");
    assert_eq!(f.name, "leaf");
    assert_eq!(table.addr2line(TEXT_ADDRESS + 48), None);
}

#[test]
fn invalid_input_is_an_error_not_a_panic() {
    let mut input = sample_input(DwarfVersion::V5, Endian::Big);
    input.functions[0].rows.reverse();
    let err = write_debug_sections(&input).expect_err("rows out of order");
    assert!(matches!(err, Error::InvalidInput(_)), "{err}");
    assert!(err.to_string().contains("function `fib`"), "{err}");
}

#[test]
fn garbage_sections_are_an_error_not_a_panic() {
    let junk: Vec<u8> = (0..200u32).map(|i| (i * 37 + 11) as u8).collect();
    for name in [".debug_info", ".debug_line", ".debug_abbrev"] {
        let (_, mut sections) = linked(DwarfVersion::V5, Endian::Big);
        let s = sections
            .sections
            .iter_mut()
            .find(|s| s.name == name)
            .expect("written");
        let keep = s.data.len().min(junk.len());
        s.data[4..keep].copy_from_slice(&junk[4..keep]);
        // Either an error or some table; what matters is that nothing panics.
        let _ = LineTable::parse(sections.endian, |n| sections.data(n));
    }
    // Truncated sections.
    let (_, sections) = linked(DwarfVersion::V4, Endian::Little);
    for cut in [0, 3, 11, 30] {
        let result = LineTable::parse(sections.endian, |n| {
            let d = sections.data(n);
            &d[..cut.min(d.len())]
        });
        if let Ok(table) = result {
            assert!(table.rows().len() <= 40);
        }
    }
}
