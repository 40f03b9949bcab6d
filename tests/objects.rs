//! The objects egret compiles are ordinary ELF: they link with objects from
//! `egret as` (calls and data in both directions), and `readelf -a` reads
//! every one of them without a warning.

use egret::cpu0::asm::{AsmOptions, assemble};
use egret::cpu0::elf::write_object;
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::{Options, RunOptions, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

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
    ["readelf", "llvm-readelf", "llvm-readelf-14"]
        .iter()
        .find(|t| {
            Command::new(t)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .map(PathBuf::from)
}

#[test]
fn readelf_reads_every_object_we_write() {
    let Some(readelf) = readelf() else {
        eprintln!("readelf not installed; skipping");
        return;
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&programs)
        .expect("tests/programs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    let mut problems = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("readable");
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        for endian in [Endian::Big, Endian::Little] {
            let opts = Options {
                target: Target {
                    endian,
                    isa: IsaLevel::Cpu032II,
                },
                check_regalloc: false,
                ..Options::default()
            };
            let (_, compiled) =
                egret::compile_text(&name, &text, &opts).unwrap_or_else(|e| panic!("{e}"));
            let file = dir.path().join(format!("{name}-{endian:?}.o"));
            std::fs::write(
                &file,
                write_object(&compiled.object).expect("writable object"),
            )
            .expect("write");
            let out = Command::new(&readelf)
                .arg("-a")
                .arg(&file)
                .output()
                .expect("readelf runs");
            let stderr = String::from_utf8_lossy(&out.stderr);
            let stdout = String::from_utf8_lossy(&out.stdout);
            if !out.status.success() || stderr.contains("Warning") || stderr.contains("Error") {
                problems.push(format!("{name} {endian:?}: {stderr}"));
            }
            if !stdout.contains("Machine:") || !stdout.contains(".symtab") {
                problems.push(format!("{name} {endian:?}: unexpected readelf output"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
