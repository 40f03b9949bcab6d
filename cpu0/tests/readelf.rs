//! GNU `readelf` must accept our objects and executables without a warning:
//! ELF32, machine 0x3e7, the data encoding of the byte order, our sections,
//! symbols and relocations. Skipped (with a note) where `readelf` is absent.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::elf::{write_executable, write_object};
use egret_cpu0::isa::Endian;
use egret_cpu0::link::{LinkOptions, link};
use std::process::Command;

const SOURCE: &str = "
    .text
    .globl main
    .type main, @function
main:
    lui $2, %hi(value)
    ori $2, $2, %lo(value)
    ld $2, 0($2)
    jsub helper
    nop
    .globl helper
    beq $2, $zero, helper
    nop
    ret $lr
    nop
    .size main, .-main
    .data
    .p2align 2
value: .word 7, main
    .bss
buffer: .space 64
";

/// `readelf -a -W` (which includes `-h -S -s -r -l`) on `bytes`: (stdout, stderr), or `None` without readelf.
fn readelf(bytes: &[u8]) -> Option<(String, String)> {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("file");
    std::fs::write(&path, bytes).expect("writable");
    let out = match Command::new("readelf")
        .args(["-a", "-W"])
        .arg(&path)
        .output()
    {
        Ok(o) => o,
        Err(_) => {
            // CI installs binutils (`.ci/run`): there, a missing readelf is a
            // broken setup, not a reason to skip.
            assert!(
                std::env::var_os("CI").is_none_or(|v| v.is_empty() || v == "0"),
                "readelf not found, but CI is set"
            );
            eprintln!("note: readelf not found; skipping");
            return None;
        }
    };
    assert!(
        out.status.success(),
        "readelf failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some((
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

fn data_line(endian: Endian) -> &'static str {
    match endian {
        Endian::Big => "2's complement, big endian",
        Endian::Little => "2's complement, little endian",
    }
}

#[test]
fn readelf_accepts_objects() {
    for endian in [Endian::Big, Endian::Little] {
        let opts = AsmOptions {
            endian,
            ..AsmOptions::default()
        };
        let obj = assemble(SOURCE, "t.s", &opts).unwrap();
        let Some((out, err)) = readelf(&write_object(&obj).unwrap()) else {
            return;
        };
        assert_eq!(err, "", "readelf warned");
        for expected in [
            "Class:                             ELF32",
            data_line(endian),
            "Type:                              REL (Relocatable file)",
            "Machine:                           <unknown>: 0x3e7",
            "Flags:                             0x0",
            ".rel.text",
            ".rel.data",
            " .bss ",
            "NOBITS",
            "FUNC    GLOBAL DEFAULT    1 main",
            "NOTYPE  GLOBAL DEFAULT  UND helper",
        ] {
            assert!(out.contains(expected), "missing {expected:?} in\n{out}");
        }
        // Relocation types 5, 6, 10, 13 (HI16, LO16, PC16, PC24) in .rel.text;
        // 2 (R_CPU0_32) in .rel.data.
        for info in ["05 ", "06 ", "0a ", "0d ", "02 "] {
            assert!(
                out.lines().any(|l| l
                    .split_whitespace()
                    .nth(1)
                    .is_some_and(|i| i.ends_with(info.trim()))),
                "{info}\n{out}"
            );
        }
    }
}

#[test]
fn readelf_accepts_executables() {
    for endian in [Endian::Big, Endian::Little] {
        let opts = AsmOptions {
            endian,
            ..AsmOptions::default()
        };
        let main = assemble(SOURCE, "t.s", &opts).unwrap();
        let helper = assemble(".globl helper\nhelper: ret $lr\nnop\n", "h.s", &opts).unwrap();
        let exe = link(&[main, helper], &LinkOptions::default()).unwrap();
        let Some((out, err)) = readelf(&write_executable(&exe).unwrap()) else {
            return;
        };
        assert_eq!(err, "", "readelf warned");
        for expected in [
            "Class:                             ELF32",
            data_line(endian),
            "Type:                              EXEC (Executable file)",
            "Machine:                           <unknown>: 0x3e7",
            "Entry point address:               0x0",
            "LOAD",
            ".startup",
            "FUNC    GLOBAL DEFAULT",
            " main",
            " _end",
            " __stack_top",
        ] {
            assert!(out.contains(expected), "missing {expected:?} in\n{out}");
        }
    }
}
