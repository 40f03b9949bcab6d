//! The sections wrapped in ELF32 files (e_machine 999) and checked with
//! `llvm-dwarfdump --verify` and `--debug-line`, as a relocatable object
//! (REL relocations against section symbols) and as an executable (relocations
//! applied, `.text` at 0x100). Skipped, with a note on stderr, when
//! `llvm-dwarfdump` is not installed.

mod common;

use std::path::Path;

use common::*;
use egret_dwarf::*;

fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
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

/// Builds both ELF flavours for one configuration; returns (object, executable).
fn elf_files(
    dir: &Path,
    version: DwarfVersion,
    endian: Endian,
) -> (std::path::PathBuf, std::path::PathBuf) {
    let input = sample_input(version, endian);
    let mut sections = write_debug_sections(&input).expect("valid fixture");
    let tag = format!("{version:?}-{endian:?}");
    let object = write_file(
        dir,
        &format!("{tag}.o"),
        &elf_object(&sections, &input.functions),
    );
    sections.relocate(TEXT_ADDRESS).expect("relocates");
    let exe = write_file(dir, &format!("{tag}.elf"), &elf_executable(&sections));
    (object, exe)
}

#[test]
fn llvm_dwarfdump_verifies_objects_and_executables() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, endian) in configurations() {
        let (object, exe) = elf_files(dir.path(), version, endian);
        for path in [&object, &exe] {
            let Some(output) = dwarfdump(path, &["--verify"]) else {
                eprintln!("llvm-dwarfdump not found; skipping");
                return;
            };
            let text = text_of(&output);
            eprintln!("--- llvm-dwarfdump --verify {} ---\n{text}", path.display());
            assert!(output.status.success(), "{}: {text}", path.display());
            assert!(text.contains("No errors."), "{}: {text}", path.display());
        }
    }
}

#[test]
fn llvm_dwarfdump_shows_files_and_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, endian) in configurations() {
        let (object, exe) = elf_files(dir.path(), version, endian);
        for (path, base) in [(&object, 0), (&exe, TEXT_ADDRESS)] {
            let Some(output) = dwarfdump(path, &["--debug-line"]) else {
                eprintln!("llvm-dwarfdump not found; skipping");
                return;
            };
            let text = text_of(&output);
            assert!(output.status.success(), "{text}");
            assert!(text.contains("\"prog.ll\""), "{text}");
            assert!(text.contains("\"lib/lib.c\""), "{text}");
            if version == DwarfVersion::V5 {
                // DWARF 4 keeps comp_dir in DW_AT_comp_dir only.
                assert!(
                    text.contains("include_directories[  0] = \"/work/src\""),
                    "{text}"
                );
            }
            check_rows(&text, base, version);
        }
    }
}

/// Every row llvm-dwarfdump prints matches the fixture: address, line,
/// column, file number and flags.
fn check_rows(text: &str, base: u32, version: DwarfVersion) {
    let printed: Vec<(u32, u32, u32, u32, String)> = text
        .lines()
        .filter(|l| l.starts_with("0x") && l.len() > 20)
        .map(|l| {
            let mut words = l.split_whitespace();
            let mut number = || words.next().expect("row column");
            let address = u32::from_str_radix(number().trim_start_matches("0x"), 16).expect("hex");
            let line = number().parse().expect("line");
            let column = number().parse().expect("column");
            let file = number().parse().expect("file");
            // ISA, discriminator (and op-index since LLVM 17) are numbers.
            let flags = words
                .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
                .collect::<Vec<_>>()
                .join(" ");
            (address, line, column, file, flags)
        })
        .collect();
    let input = sample_input(version, Endian::Big);
    let first_file = if version == DwarfVersion::V5 { 0 } else { 1 };
    let mut expected = Vec::new();
    let mut functions = input.functions.clone();
    functions.sort_by_key(|f| f.text_offset);
    for f in &functions {
        for r in &f.rows {
            let mut flags = Vec::new();
            if r.is_stmt {
                flags.push("is_stmt");
            }
            if r.prologue_end {
                flags.push("prologue_end");
            }
            if r.epilogue_begin {
                flags.push("epilogue_begin");
            }
            let address = base + f.text_offset + r.offset;
            expected.push((
                address,
                r.line,
                r.column,
                first_file + r.file as u32,
                flags.join(" "),
            ));
        }
        let last = f.rows.last().expect("rows");
        let end_flags = if last.is_stmt {
            "is_stmt end_sequence"
        } else {
            "end_sequence"
        };
        let end = base + f.text_offset + f.size;
        expected.push((
            end,
            last.line,
            last.column,
            first_file + last.file as u32,
            end_flags.into(),
        ));
    }
    assert_eq!(printed, expected, "{text}");
}

#[test]
fn llvm_dwarfdump_reads_info_and_frames() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_, exe) = elf_files(dir.path(), DwarfVersion::V5, Endian::Big);
    let Some(output) = dwarfdump(&exe, &["--debug-info", "--debug-frame", "--debug-aranges"])
    else {
        eprintln!("llvm-dwarfdump not found; skipping");
        return;
    };
    let text = text_of(&output);
    assert!(output.status.success(), "{text}");
    for needle in [
        "DW_TAG_compile_unit",
        "DW_AT_producer\t(\"egret test\")",
        "DW_AT_name\t(\"prog.ll\")",
        "DW_AT_low_pc\t(0x00000100)",
        "DW_AT_high_pc\t(0x00000180)",
        "DW_AT_name\t(\"fib\")",
        "DW_AT_decl_file\t(\"/work/src/lib/lib.c\")",
        "DW_AT_decl_line\t(29)",
        "DW_AT_external\t(true)",
        "DW_CFA_def_cfa: reg13 +0",
        "DW_CFA_offset: reg14 -4",
        "DW_CFA_remember_state",
        "DW_CFA_restore_state",
        "[0x00000100, 0x00000130)",
        "[0x00000140, 0x00000180)",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
}
