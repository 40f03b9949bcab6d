//! The source-level half of the writer (types, abstract subprograms,
//! variables, lexical and inlined scopes, location and range lists) checked
//! with `llvm-dwarfdump-19`: `--verify` on a relocatable object and on a
//! linked executable in every version and byte order, and `--debug-info`
//! for the tags and attributes each input item must produce. Skipped, with a
//! note on stderr, when the tool is not installed.

mod common;

use std::path::{Path, PathBuf};

use common::source::*;
use common::*;
use egret_dwarf::*;

fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("temp file is writable");
    path
}

fn text_of(output: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// The fixture as an object and as an executable (`.text` at 0x100).
fn elf_files(dir: &Path, version: DwarfVersion, endian: Endian) -> (PathBuf, PathBuf) {
    let input = source_input(version, endian);
    let mut sections = write_debug_sections(&input).expect("valid fixture");
    let tag = format!("{version:?}-{endian:?}");
    let object = elf_object(&sections, &input.functions);
    let object = write_file(dir, &format!("{tag}.o"), &object);
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    let exe = write_file(dir, &format!("{tag}.elf"), &elf_executable(&sections));
    (object, exe)
}

fn verify(path: &Path) -> Option<String> {
    let output = dwarfdump(path, &["--verify"])?;
    let text = text_of(&output);
    assert!(output.status.success(), "{}: {text}", path.display());
    assert!(text.contains("No errors."), "{}: {text}", path.display());
    Some(text)
}

#[test]
fn llvm_dwarfdump_verifies_source_units() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, endian) in configurations() {
        let (object, exe) = elf_files(dir.path(), version, endian);
        for path in [&object, &exe] {
            if verify(path).is_none() {
                eprintln!("llvm-dwarfdump not found; skipping");
                return;
            }
        }
    }
}

/// What `--debug-info` must show for the fixture, `.text` at 0x100.
const EXPECTED_INFO: &[&str] = &[
    "DW_AT_language\t(DW_LANG_C11)",
    // Types.
    "DW_TAG_base_type\n                DW_AT_name\t(\"int\")\n                DW_AT_encoding\t(DW_ATE_signed)\n                DW_AT_byte_size\t(4)",
    "DW_TAG_pointer_type\n                DW_AT_type\t(0x00000023 \"int\")",
    "DW_TAG_const_type",
    "DW_TAG_volatile_type",
    "DW_TAG_restrict_type",
    "DW_TAG_typedef\n                DW_AT_name\t(\"myint\")",
    "DW_TAG_structure_type\n                DW_AT_name\t(\"point\")\n                DW_AT_byte_size\t(16)",
    "DW_AT_name\t(\"flags\")\n                  DW_AT_type\t(0x0000002a \"unsigned char\")\n                  DW_AT_bit_size\t(3)\n                  DW_AT_data_bit_offset\t(64)",
    "DW_AT_name\t(\"next\")\n                  DW_AT_type\t(0x00000090 \"point *\")\n                  DW_AT_data_member_location\t(12)",
    "DW_TAG_union_type",
    "DW_AT_type\t(0x000000ad \"int[3][4]\")",
    "DW_AT_type\t(0x000000b7 \"unsigned char[]\")",
    "DW_TAG_enumerator\n                  DW_AT_name\t(\"NONE\")\n                  DW_AT_const_value\t(-1)",
    "DW_AT_type\t(0x000000ee \"int (*)(int, void *, ...)\")",
    "DW_AT_name\t(\"opaque\")\n                DW_AT_declaration\t(true)",
    // Abstract subprograms.
    "DW_AT_name\t(\"square\")\n                DW_AT_decl_file\t(\"/work/c/inc/util.h\")\n                DW_AT_decl_line\t(1)\n                DW_AT_type\t(0x00000023 \"int\")\n                DW_AT_inline\t(DW_INL_inlined)",
    "DW_AT_linkage_name\t(\"add_one_v2\")",
    // The concrete functions.
    "DW_AT_name\t(\"main\")\n                DW_AT_low_pc\t(0x00000100)\n                DW_AT_high_pc\t(0x00000140)",
    "DW_AT_prototyped\t(true)\n                DW_AT_frame_base\t(DW_OP_call_frame_cfa)",
    "DW_AT_name\t(\"fn\")\n                DW_AT_low_pc\t(0x00000140)",
    "DW_AT_linkage_name\t(\"static_fn\")",
    // Variables, parameters first in argument order.
    "DW_TAG_formal_parameter\n                  DW_AT_name\t(\"argc\")",
    "DW_AT_location\t(DW_OP_reg5)\n\n0x00000143:     DW_TAG_variable\n                  DW_AT_name\t(\"p\")",
    "DW_AT_location\t(DW_OP_fbreg -16)",
    "DW_AT_location\t(DW_OP_breg13 +8)",
    "DW_AT_location\t(DW_OP_consts -7, DW_OP_stack_value)",
    "DW_AT_location\t(DW_OP_reg2, DW_OP_piece 0x4, DW_OP_piece 0x4)",
    "[0x00000100, 0x00000110): DW_OP_reg2",
    "[0x00000118, 0x00000128): DW_OP_fbreg -8",
    "[0x00000128, 0x00000130): DW_OP_consts +3, DW_OP_stack_value",
    // Scopes.
    "DW_TAG_lexical_block\n                  DW_AT_low_pc\t(0x00000108)\n                  DW_AT_high_pc\t(0x00000128)",
    "DW_AT_abstract_origin\t(0x000000fb \"square\")\n                    DW_AT_call_file\t(\"/work/c/prog.c\")\n                    DW_AT_call_line\t(12)\n                    DW_AT_call_column\t(9)",
    "[0x0000010c, 0x00000114)\n                       [0x0000011c, 0x00000124))",
    "DW_AT_call_file\t(\"/work/c/inc/util.h\")\n                      DW_AT_call_line\t(3)\n                      DW_AT_call_column\t(12)\n                      DW_AT_low_pc\t(0x0000011c)\n                      DW_AT_high_pc\t(0x00000120)",
    "DW_AT_call_line\t(20)\n                  DW_AT_low_pc\t(0x0000012c)",
];

#[test]
fn llvm_dwarfdump_shows_types_scopes_and_variables() {
    let dir = tempfile::tempdir().expect("temp dir");
    for endian in [Endian::Big, Endian::Little] {
        let (_, exe) = elf_files(dir.path(), DwarfVersion::V5, endian);
        let Some(output) = dwarfdump(&exe, &["--debug-info"]) else {
            eprintln!("llvm-dwarfdump not found; skipping");
            return;
        };
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{text}");
        for needle in EXPECTED_INFO {
            assert!(
                text.contains(needle),
                "{endian:?}: missing {needle:?} in\n{text}"
            );
        }
    }
}

#[test]
fn dwarf4_uses_debug_ranges_and_debug_loc() {
    let input = source_input(DwarfVersion::V4, Endian::Little);
    let sections = write_debug_sections(&input).expect("valid");
    let names: Vec<&str> = sections.sections.iter().map(|s| s.name).collect();
    assert!(
        names.contains(&".debug_ranges") && names.contains(&".debug_loc"),
        "{names:?}"
    );
    let v5 = write_debug_sections(&source_input(DwarfVersion::V5, Endian::Little)).expect("valid");
    let names: Vec<&str> = v5.sections.iter().map(|s| s.name).collect();
    assert!(
        names.contains(&".debug_rnglists") && names.contains(&".debug_loclists"),
        "{names:?}"
    );
    // One relocation per list: its base address, against .text.
    for name in [".debug_rnglists", ".debug_loclists"] {
        let relocs = &v5.get(name).expect("written").relocs;
        assert_eq!(relocs.len(), 1, "{name}");
        assert_eq!((relocs[0].target, relocs[0].addend), (RelocTarget::Text, 0));
    }

    let dir = tempfile::tempdir().expect("temp dir");
    let (_, exe) = elf_files(dir.path(), DwarfVersion::V4, Endian::Big);
    let Some(output) = dwarfdump(&exe, &["--debug-info"]) else {
        eprintln!("llvm-dwarfdump not found; skipping");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    for needle in [
        "[0x0000010c, 0x00000114)",
        "[0x00000118, 0x00000128): DW_OP_fbreg -8",
        "DW_AT_call_line\t(12)",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
}

/// A frame as the tests compare it: function, and call file, line, column.
type Frame = (String, Option<(String, u32, u32)>);

fn frame(function: &str, call: Option<(&str, u32, u32)>) -> Frame {
    (
        function.into(),
        call.map(|(file, line, column)| (file.into(), line, column)),
    )
}

fn frames(table: &InlineTable, address: u32) -> Vec<Frame> {
    table
        .frames_at(address)
        .into_iter()
        .map(|f| {
            let call = f.call.map(|c| {
                let file = c.file.map_or(String::new(), |f| f.path);
                (file, c.line, c.column)
            });
            (f.function, call)
        })
        .collect()
}

/// The inline chains of the fixture at `base` + offset.
fn check_inline_frames(table: &InlineTable, base: u32) {
    let main = frame("main", None);
    let square = frame("square", Some(("prog.c", 12, 9)));
    let only_main = std::slice::from_ref(&main);
    assert_eq!(frames(table, base), only_main);
    assert_eq!(
        frames(table, base + 8),
        only_main,
        "lexical blocks are not frames"
    );
    assert_eq!(frames(table, base + 12), [square.clone(), main.clone()]);
    assert_eq!(frames(table, base + 16), [square.clone(), main.clone()]);
    assert_eq!(
        frames(table, base + 20),
        only_main,
        "between square's two ranges"
    );
    assert_eq!(
        frames(table, base + 28),
        [
            frame("add_one", Some(("inc/util.h", 3, 12))),
            square.clone(),
            main.clone()
        ]
    );
    assert_eq!(frames(table, base + 32), [square, main.clone()]);
    assert_eq!(
        frames(table, base + 44),
        [frame("add_one", Some(("prog.c", 20, 0))), main]
    );
    assert_eq!(frames(table, base + 64), [frame("fn", None)]);
    assert_eq!(frames(table, base + 80), []);
}

#[test]
fn inline_frames_follow_nested_and_split_scopes() {
    for (version, endian) in configurations() {
        let mut sections = write_debug_sections(&source_input(version, endian)).expect("valid");
        // Unrelocated (an object: .text-relative addresses), then linked.
        let table = InlineTable::parse(endian, |n| sections.data(n)).expect("parses");
        check_inline_frames(&table, 0);
        sections.relocate(TEXT_ADDRESS).expect("relocates");
        let table = InlineTable::parse(endian, |n| sections.data(n)).expect("parses");
        check_inline_frames(&table, TEXT_ADDRESS);
        // The line table names the innermost frame's own position.
        let lines = LineTable::parse(endian, |n| sections.data(n)).expect("parses");
        let loc = lines.addr2line(TEXT_ADDRESS + 28).expect("row");
        assert_eq!((loc.file.as_str(), loc.line), ("inc/util.h", 6));
        assert_eq!(loc.function.as_deref(), Some("main"));
    }
}

#[test]
fn units_without_inlining_have_one_frame_per_function() {
    let mut sections =
        write_debug_sections(&sample_input(DwarfVersion::V5, Endian::Big)).expect("valid");
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    let table = InlineTable::parse(Endian::Big, |n| sections.data(n)).expect("parses");
    assert_eq!(frames(&table, TEXT_ADDRESS + 64 + 8), [frame("fib", None)]);
    assert_eq!(frames(&table, TEXT_ADDRESS + 60), [], "the gap after leaf");
}

#[test]
fn empty_source_adds_nothing() {
    // The .ll fixture has no source info: no language, no frame base, no
    // lists — the sections a unit always had.
    let sections =
        write_debug_sections(&sample_input(DwarfVersion::V5, Endian::Big)).expect("valid");
    let names: Vec<&str> = sections.sections.iter().map(|s| s.name).collect();
    assert_eq!(
        names,
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
    let dir = tempfile::tempdir().expect("temp dir");
    let mut relocated = sections.clone();
    relocated.relocate(TEXT_ADDRESS).expect("relocates");
    let exe = write_file(dir.path(), "ll.elf", &elf_executable(&relocated));
    let Some(output) = dwarfdump(&exe, &["--debug-info"]) else {
        eprintln!("llvm-dwarfdump not found; skipping");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    for absent in [
        "DW_AT_language",
        "DW_AT_frame_base",
        "DW_AT_type",
        "DW_AT_linkage_name",
    ] {
        assert!(!text.contains(absent), "{absent} in\n{text}");
    }
}

/// `llvm-dwarfdump --statistics` (what issue 22's -O2 report compares)
/// counts the fixture's variables, locations and inlined copies.
#[test]
fn llvm_dwarfdump_statistics_count_variables_and_inlining() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (object, _) = elf_files(dir.path(), DwarfVersion::V5, Endian::Big);
    let Some(output) = dwarfdump(&object, &["--statistics"]) else {
        eprintln!("llvm-dwarfdump not found; skipping");
        return;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    for needle in [
        "\"#params with binary location\":3",
        "\"#local vars\":12",
        // All but `grid`, which has none.
        "\"#local vars with binary location\":11",
        "\"#inlined functions\":3",
        "\"#inlined functions with abstract origins\":3",
    ] {
        let compact = text.replace("\": ", "\":");
        assert!(compact.contains(needle), "missing {needle} in\n{text}");
    }
}

/// The digest of [`ll_fixture_stream`] as the writer at commit 45e90f3
/// produced it.
const RECORDED_DIGEST: u64 = 0xfa60_c822_199a_9eeb;

/// FNV-1a, 64 bits: a stable digest with no dependency.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Every section (name, bytes, relocations) of the `.ll` fixture in each
/// version and byte order, whole and cut down to one function without rows.
fn ll_fixture_stream() -> Vec<u8> {
    let mut stream = Vec::new();
    for (version, endian) in configurations() {
        let mut input = sample_input(version, endian);
        for round in 0..2 {
            let sections = write_debug_sections(&input).expect("valid");
            for s in &sections.sections {
                stream.extend_from_slice(s.name.as_bytes());
                stream.extend_from_slice(&s.data);
                stream.extend_from_slice(format!("{:?}", s.relocs).as_bytes());
            }
            if round == 0 {
                input.functions.truncate(1);
                input.functions[0].rows.clear();
            }
        }
    }
    stream
}

/// Input without source information is written exactly as before the
/// source-level writer existed (the digest was recorded from the writer at
/// commit 45e90f3 and checked byte for byte against it).
#[test]
fn empty_source_writes_the_recorded_bytes() {
    let stream = ll_fixture_stream();
    assert_eq!((stream.len(), fnv1a(&stream)), (15424, RECORDED_DIGEST));
}
