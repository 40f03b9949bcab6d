//! The objects egret compiles are ordinary ELF: they link with objects from
//! `egret as` (calls and data in both directions), and `readelf -a` reads
//! every kind of file the compiler writes (objects at -O0 and -O2, with and
//! without DWARF, linked executables, runtime members) without a warning.

use egret::cpu0::asm::{AsmOptions, assemble};
use egret::cpu0::elf::{write_executable, write_object};
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::{OptLevel, Options, RunOptions, Target};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

#[allow(dead_code)]
mod common;

/// Hand-written assembly: an O32 function with a stack argument and an i64
/// result, a function that calls back into compiled code, and data.
fn asm_source(endian: Endian) -> String {
    // The i64 result (a + b + c) << 32 | c: high word first in memory order,
    // so $v0 is the high word on big-endian and the low word on little-endian.
    let (hi, lo) = match endian {
        Endian::Big => ("$2", "$3"),
        Endian::Little => ("$3", "$2"),
    };
    format!(
        "
	.text
	.globl	asm_sum3
	.type	asm_sum3,@function
# i64 asm_sum3(i32 a, i32 b, i32 c): c arrives at 8($sp).
asm_sum3:
	ld	$t9, 8($sp)
	addu	{hi}, $4, $5
	addu	{hi}, {hi}, $t9
	ret	$lr
	addu	{lo}, $zero, $t9

	.globl	asm_twice_callback
	.type	asm_twice_callback,@function
# i32 asm_twice_callback(i32 x): returns compiled_inc(compiled_inc(x)).
asm_twice_callback:
	addiu	$sp, $sp, -16
	st	$lr, 12($sp)
	jsub	compiled_inc
	nop
	addu	$4, $zero, $2
	jsub	compiled_inc
	nop
	ld	$lr, 12($sp)
	ret	$lr
	addiu	$sp, $sp, 16

	.data
	.globl	asm_table
	.p2align	2
asm_table:
	.4byte	10, 20, 30
	.4byte	compiled_global
"
    )
}

const IR: &str = r#"
@compiled_global = global i32 1000
@asm_table = external global [4 x i32]

declare i64 @asm_sum3(i32, i32, i32)
declare i32 @asm_twice_callback(i32)

define i32 @compiled_inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i64 @main() {
  %s = call i64 @asm_sum3(i32 1, i32 2, i32 3)
  %t = call i32 @asm_twice_callback(i32 40)
  %p = getelementptr [4 x i32], [4 x i32]* @asm_table, i32 0, i32 2
  %v = load i32, i32* %p
  %q = getelementptr [4 x i32], [4 x i32]* @asm_table, i32 0, i32 3
  %g = bitcast i32* %q to i32**
  %gp = load i32*, i32** %g
  %gv = load i32, i32* %gp
  %t64 = sext i32 %t to i64
  %v64 = sext i32 %v to i64
  %gv64 = sext i32 %gv to i64
  %a = add i64 %s, %t64
  %b = add i64 %a, %v64
  %c = add i64 %b, %gv64
  ret i64 %c
}
"#;

#[test]
fn compiled_objects_link_with_assembled_objects() {
    for endian in [Endian::Big, Endian::Little] {
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            let target = Target { endian, isa };
            let opts = Options {
                target,
                check_regalloc: true,
                ..Options::default()
            };
            let (module, compiled) = match egret::compile_text("mixed.ll", IR, &opts) {
                Ok(r) => r,
                Err(e) => panic!("{e}"),
            };
            drop(module);
            let asm = assemble(
                &asm_source(endian),
                "mixed.s",
                &AsmOptions { endian, level: isa },
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let exe = egret::link_with_runtime(&[compiled.object, asm], target)
                .unwrap_or_else(|e| panic!("{e}"));
            let run = egret::run_executable(&exe, &["mixed".into()], &RunOptions::new(target))
                .unwrap_or_else(|e| panic!("{e}"));
            // (6 << 32 | 3) + 42 + 30 + 1000
            assert_eq!(
                run.ret,
                (6i64 << 32) + 3 + 42 + 30 + 1000,
                "{endian:?} {isa:?}"
            );
        }
    }
}

fn readelf() -> Option<PathBuf> {
    let found = ["readelf", "llvm-readelf", "llvm-readelf-14"]
        .iter()
        .find(|t| {
            Command::new(t)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .map(PathBuf::from);
    // CI installs binutils (`.ci/run`): there a missing readelf is a broken
    // setup, not a reason to skip.
    assert!(
        found.is_some() || std::env::var_os("CI").is_none_or(|v| v.is_empty() || v == "0"),
        "readelf not found, but CI is set"
    );
    found
}

/// Runs `readelf -a -W` on `bytes` written to `file`; a problem if it fails,
/// warns, or does not show the header, sections and symbols.
fn readelf_problem(readelf: &Path, file: &Path, bytes: &[u8]) -> Option<String> {
    if let Err(e) = std::fs::write(file, bytes) {
        return Some(format!("{}: cannot write: {e}", file.display()));
    }
    let out = match Command::new(readelf).args(["-a", "-W"]).arg(file).output() {
        Ok(o) => o,
        Err(e) => return Some(format!("{}: readelf: {e}", file.display())),
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    if !out.status.success() || stderr.contains("Warning") || stderr.contains("Error") {
        return Some(format!("{name}: {stderr}"));
    }
    if !stdout.contains("Machine:") || !stdout.contains(".symtab") || !stdout.contains(".text") {
        return Some(format!("{name}: unexpected readelf output"));
    }
    None
}

/// readelf on the files one corpus program gives (see below).
fn check_program_files(
    readelf: &Path,
    dir: &Path,
    path: &Path,
    files: &AtomicUsize,
) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("readable");
    let name = path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let configs = [
        (Endian::Big, OptLevel::O0, false, false),
        (Endian::Little, OptLevel::O0, false, true),
        (Endian::Big, OptLevel::O2, true, true),
    ];
    let mut problems = Vec::new();
    for (endian, opt, debug_info, exe) in configs {
        let target = Target {
            endian,
            isa: IsaLevel::Cpu032II,
        };
        let opts = Options {
            opt,
            target,
            debug_info,
            debug_paths: Default::default(),
            check_regalloc: false,
        };
        let tag = format!(
            "{name}-{endian:?}-{opt:?}{}",
            if debug_info { "-g" } else { "" }
        );
        let (_, compiled) = egret::compile_text(&format!("{name}.ll"), &text, &opts)
            .unwrap_or_else(|e| panic!("{e}"));
        let object = write_object(&compiled.object).expect("writable object");
        files.fetch_add(1, Ordering::Relaxed);
        problems.extend(readelf_problem(
            readelf,
            &dir.join(format!("{tag}.o")),
            &object,
        ));
        if exe {
            let linked = egret::link_with_runtime(&[compiled.object], target)
                .unwrap_or_else(|e| panic!("{tag}: {e}"));
            let bytes = write_executable(&linked).expect("writable executable");
            files.fetch_add(1, Ordering::Relaxed);
            problems.extend(readelf_problem(
                readelf,
                &dir.join(format!("{tag}.elf")),
                &bytes,
            ));
        }
    }
    problems
}

/// Every kind of file the compiler writes, for every corpus program: the
/// object at -O0 in both byte orders, the object at -O2 with DWARF (`-g`),
/// and the executable linked with the runtime; plus every runtime member.
#[test]
fn readelf_reads_every_object_we_write() {
    let Some(readelf) = readelf() else {
        eprintln!("readelf not installed; skipping");
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let paths = common::program_paths(&programs);
    let problems = Mutex::new(Vec::new());
    let files = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while let Some(path) = paths.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let found = check_program_files(&readelf, dir.path(), path, &files);
                    problems.lock().expect("no panics").extend(found);
                }
            });
        }
    });
    let mut problems = problems.into_inner().expect("workers finished");
    let mut files = files.into_inner();
    for endian in [Endian::Big, Endian::Little] {
        let target = Target {
            endian,
            isa: IsaLevel::Cpu032I,
        };
        let members = egret::runtime_members(target).expect("the runtime builds");
        for (i, member) in members.iter().enumerate() {
            let bytes = write_object(member).expect("writable object");
            files += 1;
            let file = dir.path().join(format!("runtime-{i}-{endian:?}.o"));
            problems.extend(readelf_problem(&readelf, &file, &bytes));
        }
    }
    assert!(files > 5 * paths.len(), "only {files} files checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
