//! Debug information through assembly: `egret compile -g -S` writes
//! `.file`, `.loc` and `.cfi_*` directives, and `egret as` turns them back
//! into DWARF.
//!
//! - Round trip: for every corpus program, big- and little-endian, -O0 and
//!   -O2, the `-g -S` text assembled by `egret as` has the same `.text`,
//!   the same `.debug_line` (bytes, relocations and decoded rows), the same
//!   `.debug_line_str` and the same `.debug_frame` as the `-g -c` object.
//! - Files in several directories: a hand-written source with two `.file`s
//!   gives rows naming both, with their full paths.
//! - Malformed directives are `file:line:col` errors with the source line
//!   and a caret, through the `egret` binary.

#[allow(dead_code)]
mod common;

use egret::cpu0::asm::AsmOptions;
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::cpu0::object::ObjectFile;
use egret::debug::DebugInfo;
use egret::{OptLevel, Options, Target};
use std::path::Path;
use std::process::Command;

const CONFIGS: [(OptLevel, Endian); 4] = [
    (OptLevel::O0, Endian::Big),
    (OptLevel::O0, Endian::Little),
    (OptLevel::O2, Endian::Big),
    (OptLevel::O2, Endian::Little),
];

/// The sections that must come out of `egret as` exactly as `-g -c` wrote
/// them: the code, the line program with its strings, and the frame table.
const SAME_SECTIONS: [&str; 4] = [".text", ".debug_line", ".debug_line_str", ".debug_frame"];

/// A section's bytes and relocations (offset, kind, addend and the name of
/// the symbol), or `None` if the object has no such section.
type SectionImage = Option<(Vec<u8>, Vec<(u64, String, i64, String)>)>;

fn section_image(obj: &ObjectFile, name: &str) -> SectionImage {
    let s = &obj.sections[obj.section_by_name(name)?];
    let relocs = s
        .relocs
        .iter()
        .map(|r| {
            let symbol = obj
                .symbols
                .get(r.symbol)
                .map_or_else(String::new, |s| s.name.clone());
            (r.offset, format!("{:?}", r.kind), r.addend, symbol)
        })
        .collect();
    Some((s.data.clone(), relocs))
}

/// Compiles `text` with `-g` both ways and returns the differences.
fn round_trip(name: &str, text: &str, opt: OptLevel, endian: Endian) -> Vec<String> {
    let opts = Options {
        opt,
        target: Target {
            endian,
            isa: IsaLevel::Cpu032II,
        },
        debug_info: true,
        check_regalloc: false,
        debug_paths: Default::default(),
    };
    let tag = format!("{name} [{opt:?} {endian:?}]");
    let (module, compiled) = match egret::compile_text(name, text, &opts) {
        Ok(c) => c,
        Err(e) => return vec![format!("{tag}: compile: {e}")],
    };
    let asm = egret::lower::asm::module_to_asm_with_debug(
        &module,
        &compiled,
        opts.target,
        compiled.debug.as_ref(),
    );
    let asm_opts = AsmOptions {
        endian,
        level: IsaLevel::Cpu032II,
    };
    let assembled = match egret::assemble::assemble(&asm, &format!("{name}.s"), &asm_opts) {
        Ok(o) => o,
        Err(e) => return vec![format!("{tag}: egret as: {e}")],
    };
    let mut problems = Vec::new();
    for section in SAME_SECTIONS {
        let want = section_image(&compiled.object, section);
        if want.is_none() {
            problems.push(format!("{tag}: -g -c wrote no {section}"));
        } else if section_image(&assembled, section) != want {
            problems.push(format!("{tag}: {section} differs after -S + as"));
        }
    }
    let rows = |obj: &ObjectFile| {
        DebugInfo::from_object(obj)
            .ok()
            .flatten()
            .map(|i| (i.lines().rows().to_vec(), i.lines().files().to_vec()))
    };
    let (want, got) = (rows(&compiled.object), rows(&assembled));
    if want.is_none() || want != got {
        problems.push(format!(
            "{tag}: decoded line rows differ: {want:?} vs {got:?}"
        ));
    }
    problems
}

#[test]
fn g_s_assembled_has_the_line_table_and_frames_of_g_c() {
    let programs = common::corpus_files(Path::new("tests/programs"));
    assert!(programs.len() > 100, "the corpus is there");
    let jobs: Vec<(usize, usize)> = (0..programs.len())
        .flat_map(|p| (0..CONFIGS.len()).map(move |c| (p, c)))
        .collect();
    let problems: Vec<String> = common::parallel_map(&jobs, |&(p, c)| {
        let (opt, endian) = CONFIGS[c];
        let program = &programs[p];
        round_trip(
            &program.path.display().to_string(),
            &program.text,
            opt,
            endian,
        )
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        problems.is_empty(),
        "{} of {} builds differ:\n{}",
        problems.len(),
        jobs.len(),
        problems.join("\n")
    );
}

/// Two files in two directories, rows from both, and a frame description.
const TWO_FILES: &str = r#"
	.text
	.file	0 "/home/u/proj" "main.c"
	.file	1 "/home/u/proj/include" "util.h" md5 0x1234
	.file	2 "/home/u/proj" "lib/other.c"
	.cfi_sections .debug_frame
	.globl	main
	.p2align	2
	.type	main,@function
main:
	.cfi_startproc
	.loc	0 3 0
	addiu	$sp, $sp, -8
	.cfi_def_cfa_offset 8
	st	$lr, 4($sp)
	.cfi_offset $lr, -4
	.loc	1 10 5 prologue_end
	addiu	$2, $zero, 1
	.loc	1 11 7 is_stmt 0
	addiu	$2, $2, 2
	.loc	2 20 1
	addiu	$2, $2, 3
	.loc	0 4 1 epilogue_begin is_stmt 1
	ld	$lr, 4($sp)
	addiu	$sp, $sp, 8
	.cfi_def_cfa_offset 0
	ret	$lr
	nop
	.cfi_endproc
	.size	main, 36
"#;

#[test]
fn files_from_several_directories_keep_their_paths() {
    let opts = AsmOptions {
        endian: Endian::Little,
        level: IsaLevel::Cpu032II,
    };
    let obj = egret::assemble::assemble(TWO_FILES, "two.s", &opts).expect("assembles");
    let info = DebugInfo::from_object(&obj)
        .expect("readable DWARF")
        .expect("the object has DWARF");
    let files = info.lines().files();
    let paths: Vec<String> = files.iter().map(|f| f.full_path()).collect();
    for want in [
        "/home/u/proj/main.c",
        "/home/u/proj/include/util.h",
        "/home/u/proj/lib/other.c",
    ] {
        assert!(paths.iter().any(|p| p == want), "{want} in {paths:?}");
    }
    let at = |addr: u32| {
        let row = info.lines().row_at(addr).expect("a row");
        (
            files[row.file].full_path(),
            row.line,
            row.column,
            row.is_stmt,
        )
    };
    assert_eq!(at(0), ("/home/u/proj/main.c".into(), 3, 0, true));
    assert_eq!(at(8), ("/home/u/proj/include/util.h".into(), 10, 5, true));
    assert_eq!(at(12), ("/home/u/proj/include/util.h".into(), 11, 7, false));
    // `is_stmt 0` is sticky, as in LLVM's assembler.
    assert_eq!(at(16), ("/home/u/proj/lib/other.c".into(), 20, 1, false));
    assert_eq!(at(20), ("/home/u/proj/main.c".into(), 4, 1, true));
    let row = |addr: u32| *info.lines().row_at(addr).expect("a row");
    assert!(row(8).prologue_end && !row(12).prologue_end);
    assert!(row(20).epilogue_begin);
    // The frame: CFA = $sp + 8 from the third instruction on, `$lr` at CFA-4.
    let rules = info.frames().rules_at(12).expect("CFI").expect("an FDE");
    assert_eq!((rules.cfa_register, rules.cfa_offset), (13, 8));
    assert!(
        rules
            .registers
            .contains(&(14, egret_dwarf::RegisterRule::AtCfaOffset(-4)))
    );
    let after = info.frames().rules_at(28).expect("CFI").expect("an FDE");
    assert_eq!(after.cfa_offset, 0);
    verify_with_dwarfdump(&obj);
}

/// `llvm-dwarfdump --verify` accepts the object (skipped, with a note,
/// when llvm-dwarfdump-19 is not installed).
fn verify_with_dwarfdump(obj: &ObjectFile) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("two.o");
    let bytes = egret::cpu0::elf::write_object(obj).expect("an ELF object");
    std::fs::write(&path, bytes).expect("write the object");
    let Ok(out) = Command::new("llvm-dwarfdump-19")
        .arg("--verify")
        .arg(&path)
        .output()
    else {
        eprintln!("note: llvm-dwarfdump-19 is not installed; not verified");
        return;
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("No errors."),
        "llvm-dwarfdump --verify:\n{stdout}"
    );
}

fn egret_as(dir: &Path, source: &str) -> (bool, String) {
    let path = dir.join("bad.s");
    std::fs::write(&path, source).expect("write the source");
    let out = Command::new(env!("CARGO_BIN_EXE_egret"))
        .current_dir(dir)
        .args(["as", "bad.s", "-o", "bad.o"])
        .output()
        .expect("the egret binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn malformed_debug_directives_are_positioned_errors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let prefix = "\t.text\n\t.file 0 \"/d\" \"a.c\"\n\t.type f,@function\nf:\n";
    let cases: &[(&str, &str)] = &[
        ("\t.loc 3 1 0\n", "bad.s:5:7: error: `.loc` names file 3"),
        (
            "\t.loc 0 1 0 discriminator 2\n",
            "bad.s:5:13: error: the `.loc` option `discriminator` is not supported",
        ),
        (
            "\t.loc 0 1 0 frob\n",
            "bad.s:5:13: error: unknown `.loc` option `frob`",
        ),
        (
            "\t.loc 0 1 0 is_stmt 2\n",
            "bad.s:5:21: error: `is_stmt` takes 0 or 1",
        ),
        (
            "\t.loc 0 (-1)\n",
            "bad.s:5:9: error: line -1 is out of range",
        ),
        (
            "\t.cfi_startproc\n\t.cfi_offset 14, -6\n",
            "bad.s:6:18: error: offset -6 is not a multiple of 4",
        ),
        (
            "\t.cfi_startproc\n\t.cfi_offset $q, -4\n",
            "bad.s:6:14: error: unknown register `$q`",
        ),
        (
            "\t.cfi_startproc\n\t.cfi_escape 0x0\n",
            "bad.s:6:2: error: directive `.cfi_escape` is not supported",
        ),
        (
            "\t.cfi_startproc\n\tnop\n",
            "bad.s:5:2: error: `.cfi_startproc` without `.cfi_endproc`",
        ),
        (
            "\t.cfi_endproc\n",
            "bad.s:5:2: error: `.cfi_endproc` without `.cfi_startproc`",
        ),
        (
            "\t.cfi_startproc\n\t.cfi_restore_state\n\tnop\n\t.cfi_endproc\n\t.size f, 4\n",
            "bad.s:6:2: error: `.cfi_restore_state` without `.cfi_remember_state`",
        ),
        (
            "\t.cfi_sections .eh_frame\n",
            "bad.s:5:16: error: Cpu0 has no `.eh_frame`",
        ),
        (
            "\t.file 2 \"b.c\"\n",
            "bad.s:5:8: error: file 2 follows file 0: `.file 1` is missing",
        ),
        (
            "\t.file 0 \"/e\" \"b.c\"\n",
            "bad.s:5:8: error: file 0 is already `a.c`",
        ),
        (
            "\tnop\n\t.loc 0 1 0\n\tnop\n",
            "bad.s:6:2: error: `.loc` describes .text+0x4, which is in no function",
        ),
    ];
    for (body, want) in cases {
        let (ok, stderr) = egret_as(dir.path(), &format!("{prefix}{body}"));
        assert!(!ok, "{body:?} must fail");
        assert!(
            stderr.contains(want),
            "{body:?}: want {want:?}, got:\n{stderr}"
        );
        assert!(
            stderr.contains(" | ") && stderr.contains('^'),
            "{body:?}: snippet and caret:\n{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}
