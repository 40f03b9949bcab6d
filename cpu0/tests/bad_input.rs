//! Bad input gets a clear error, never a panic: assembly mistakes, damaged or
//! foreign ELF files, link errors, and programs that go wrong at run time.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::elf::{ElfErrorKind, read_elf, write_executable, write_object};
use egret_cpu0::isa::{Endian, IsaLevel};
use egret_cpu0::link::{LinkErrorKind, LinkOptions, link};
use egret_cpu0::sim::{Machine, SimConfig, TrapKind};

fn asm_error(src: &str) -> String {
    assemble(src, "bad.s", &AsmOptions::default())
        .expect_err("must be rejected")
        .to_string()
}

#[test]
fn assembly_errors_name_file_line_column_expected_and_found() {
    let cases = [
        (
            "  nop\n  frobnicate $2, $3\n",
            "bad.s:2:3: error: unknown instruction `frobnicate`",
        ),
        (
            "addu $2, $3, $x9",
            "bad.s:1:14: error: expected a register, found `$x9`",
        ),
        (
            "addu $2, $3",
            "bad.s:1:12: error: expected `,`, found end of line",
        ),
        (
            "ori $2, $2, 70000",
            "bad.s:1:13: error: immediate 70000 out of range for an unsigned 16-bit field (0..65535)",
        ),
        (
            "addiu $2, $2, -40000",
            "bad.s:1:15: error: immediate -40000 out of range for a signed 16-bit field (-32768..32767)",
        ),
        (
            "jmp 0x1000000",
            "bad.s:1:5: error: offset 16777216 does not fit a signed 24-bit field",
        ),
        (
            "bne $2, $zero, $BB0_7\nnop",
            "bad.s:1:16: error: undefined label `$BB0_7`",
        ),
        (
            "beq $2, $zero, missing",
            "bad.s:1:16: error: undefined label `missing`",
        ),
        ("cmp $2, $3, $4", "bad.s:1:7: error: expected `$sw`"),
        (
            ".word \"x\"",
            "bad.s:1:7: error: expected an expression, found a string",
        ),
        (".ascii \"abc", "bad.s:1:8: error: unterminated string"),
        (
            "lui $2, %got(x)",
            "bad.s:1:9: error: unsupported operator `%got` (expected %hi or %lo)",
        ),
        (
            ".byte 300",
            "bad.s:1:7: error: value 300 does not fit in 1 byte(s)",
        ),
        (
            ".align 40",
            "bad.s:1:1: error: alignment 2^40 out of range (0..16)",
        ),
        (
            ".cpload $t9",
            "bad.s:1:1: error: directive `.cpload` is not supported",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(asm_error(src), expected, "for {src:?}");
    }
    let level = AsmOptions {
        endian: Endian::Big,
        level: IsaLevel::Cpu032I,
    };
    let err = assemble("bal f\nf: nop", "lvl.s", &level)
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "lvl.s:1:1: error: `bal` needs -mcpu cpu032II (selected cpu032I)"
    );
}

#[test]
fn the_assembler_never_panics_on_garbage() {
    // Every prefix of every line of a realistic source, and some noise.
    let source = include_str!("programs/sort.s");
    for line in source.lines() {
        for cut in 0..=line.len() {
            if line.is_char_boundary(cut) {
                let _ = assemble(&line[..cut], "cut.s", &AsmOptions::default());
            }
        }
    }
    for noise in [
        "$",
        "%",
        "'",
        "'\\",
        "\"\\x",
        "((((",
        "- - - -",
        ".section",
        ".section ,",
        "1:",
        "a = ",
        ".set",
        "ld $2, (",
        "x: x: x:",
        "\u{0}\u{7f}é",
    ] {
        let _ = assemble(noise, "noise.s", &AsmOptions::default());
    }
}

fn sample_files() -> Vec<Vec<u8>> {
    let obj = assemble(
        include_str!("programs/multi_lib.s"),
        "lib.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let main = assemble(
        ".globl main\nmain: jsub puts\nnop\nret $lr\nnop",
        "m.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let exe = link(&[main, obj.clone()], &LinkOptions::default()).unwrap();
    vec![write_object(&obj).unwrap(), write_executable(&exe).unwrap()]
}

#[test]
fn truncated_and_corrupted_elf_files_are_errors_not_panics() {
    for file in sample_files() {
        for len in 0..file.len() {
            let _ = read_elf(&file[..len]);
        }
        let truncated = read_elf(&file[..file.len() / 2]).expect_err("half a file");
        assert_eq!(truncated.kind, ElfErrorKind::Truncated, "{truncated}");
        // Flip bytes one at a time through the headers and tables (a simple,
        // deterministic stand-in for fuzzing).
        for i in (0..file.len()).step_by(3) {
            let mut bad = file.clone();
            bad[i] ^= 0xA5;
            let _ = read_elf(&bad);
        }
    }
}

#[test]
fn foreign_and_non_elf_files_are_named_as_such() {
    let file = &sample_files()[0];
    assert_eq!(read_elf(b"").unwrap_err().kind, ElfErrorKind::NotElf);
    assert_eq!(
        read_elf(b"\t.text\nnop\n").unwrap_err().message,
        "not an ELF file (bad magic number)"
    );
    let mut x86 = file.clone();
    x86[18..20].copy_from_slice(&62u16.to_be_bytes());
    let e = read_elf(&x86).unwrap_err();
    assert_eq!(
        (e.kind, e.message.as_str()),
        (
            ElfErrorKind::Foreign,
            "ELF file for machine 62, not Cpu0 (999)"
        )
    );
    let mut elf64 = file.clone();
    elf64[4] = 2;
    assert_eq!(
        read_elf(&elf64).unwrap_err().message,
        "64-bit ELF file; Cpu0 files are ELF32"
    );
    let mut core = file.clone();
    core[16..18].copy_from_slice(&4u16.to_be_bytes());
    assert_eq!(read_elf(&core).unwrap_err().kind, ElfErrorKind::Unsupported);
}

#[test]
fn link_errors_are_collected_and_named() {
    let a = assemble(
        ".globl main\nmain: jsub f\nnop\njsub g\nnop\n",
        "a.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let b = assemble(
        ".globl f\nf: ret $lr\nnop\n.globl main\nmain: nop\n",
        "b.s",
        &AsmOptions::default(),
    )
    .unwrap();
    let opts = LinkOptions {
        object_names: vec!["a.o".into(), "b.o".into()],
        ..LinkOptions::default()
    };
    let err = link(&[a, b], &opts).unwrap_err();
    let kinds: Vec<_> = err
        .diagnostics
        .iter()
        .map(|d| (d.kind, d.symbol.clone()))
        .collect();
    assert_eq!(
        kinds,
        [
            (LinkErrorKind::Undefined, Some("g".into())),
            (LinkErrorKind::Duplicate, Some("main".into()))
        ]
    );
    assert_eq!(
        err.to_string(),
        "error: undefined symbol `g`, referenced by a.o (.text+0x8)\nerror: duplicate symbol `main`: defined in a.o and in b.o"
    );
}

#[test]
fn runaway_programs_trap_cleanly() {
    let run = |src: &str, config: SimConfig| {
        let obj = assemble(
            &format!(".globl main\nmain:\n{src}"),
            "r.s",
            &AsmOptions::default(),
        )
        .unwrap();
        let exe = link(&[obj], &LinkOptions::default()).unwrap();
        let mut m = Machine::from_executable(&exe, config).unwrap();
        let trap = m.run().expect_err("must trap");
        let at = Machine::describe_address(&exe, trap.pc);
        (trap, at)
    };
    let limited = SimConfig {
        max_steps: Some(1000),
        ..SimConfig::default()
    };
    let (t, at) = run("$L: beq $zero, $zero, $L\nnop", limited);
    assert_eq!(t.kind, TrapKind::StepLimit);
    assert!(at == "main" || at == "main+0x4", "{at}");
    let (t, at) = run("addiu $2, $zero, 4\njr $2\nnop", SimConfig::default());
    assert_eq!(
        (t.kind, at.as_str()),
        (TrapKind::SelfLoop, "start code+0x4"),
        "the abort vector spins"
    );
    let (t, _) = run("lui $2, 0x7000\njr $2\nnop", SimConfig::default());
    assert_eq!((t.kind, t.pc), (TrapKind::OutOfBounds, 0x7000_0000));
    let (t, at) = run("nop\n.word 0x4a000000", SimConfig::default());
    assert_eq!(
        (t.kind, at.as_str()),
        (TrapKind::IllegalInstruction, "main+0x4")
    );
    let (t, _) = run("lui $2, 0xFF00\nld $3, 0($2)", SimConfig::default());
    assert_eq!(t.kind, TrapKind::OutOfBounds);
}

/// Damaged files that still read as ELF go on through the rest of the tool
/// chain — listing, linking, writing, the hex image, loading and running —
/// which must turn whatever they hold (relocations past the end of a section,
/// code without bytes, huge alignments, sizes or addresses) into errors or
/// traps, quickly.
#[test]
fn damaged_files_that_still_read_never_panic_later() {
    use egret_cpu0::disasm::{objdump_executable, objdump_object};
    use egret_cpu0::elf::ElfFile;
    let files = sample_files();
    let main = assemble(
        ".globl main\nmain: jsub puts\nnop\nret $lr\nnop",
        "m.s",
        &AsmOptions::default(),
    )
    .unwrap();
    // A deterministic xorshift stream of (position, value) damage.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut read_ok = 0;
    for round in 0..3000 {
        let mut bad = files[round % files.len()].clone();
        for _ in 0..1 + next() % 4 {
            let i = (next() % bad.len() as u64) as usize;
            bad[i] = next() as u8;
        }
        let Ok(file) = read_elf(&bad) else {
            continue;
        };
        read_ok += 1;
        let exe = match file {
            ElfFile::Object(o) => {
                let _ = objdump_object(&o, "bad.o");
                let _ = write_object(&o);
                match link(&[main.clone(), o], &LinkOptions::default()) {
                    Ok(exe) => exe,
                    Err(_) => continue,
                }
            }
            ElfFile::Executable(x) => x,
        };
        let _ = objdump_executable(&exe, "bad.elf");
        let _ = write_executable(&exe);
        let hex = exe.to_hex();
        // At most the 16 MiB memory, at under 8 characters a byte.
        assert!(
            hex.len() < 128 << 20,
            "round {round}: a {} byte hex image",
            hex.len()
        );
        let config = SimConfig {
            max_steps: Some(10_000),
            ..SimConfig::default()
        };
        if let Ok(mut m) = Machine::from_executable(&exe, config) {
            let _ = m.run();
        }
    }
    assert!(read_ok > 300, "only {read_ok} damaged files still read");
}
