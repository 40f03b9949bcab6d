//! End-to-end tests of the target crate: every hand-written program in
//! `tests/programs/` goes through the whole tool chain — assemble, write and
//! read the ELF object, list it with `objdump` and reassemble the listing, link
//! (with the files named by `link-with`), write and read the ELF executable,
//! and run it on the simulator — in both byte orders, at each ISA level the
//! program lists, and in both normal and strict mode.
//!
//! Expectations live in the program's header comments:
//!
//! - `# expect-output: TEXT` (`\n` for newlines), or `expect-output-be/-le`;
//! - `# expect-ret: N` (or `expect-ret-be/-le`): `main`'s result, read as the
//!   executable's hint symbols say (i64 with `__egret_main_ret64`, else i32);
//! - `# levels: cpu032I cpu032II` (default: both);
//! - `# link-with: other.s ...`;
//! - `# library`: not a program, only linked into others.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::disasm::objdump_object;
use egret_cpu0::elf::{read_executable, read_object, write_executable, write_object};
use egret_cpu0::isa::{Endian, IsaLevel, Reg};
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::object::ObjectFile;
use egret_cpu0::sim::{Machine, SimConfig};
use std::path::{Path, PathBuf};

/// A program's header directives.
#[derive(Default)]
struct Spec {
    output: [Option<Vec<u8>>; 2],
    ret: [Option<i64>; 2],
    levels: Vec<IsaLevel>,
    link_with: Vec<String>,
    library: bool,
}

fn unescape(text: &str) -> Vec<u8> {
    text.replace("\\n", "\n").into_bytes()
}

fn parse_spec(source: &str) -> Spec {
    let mut spec = Spec::default();
    for line in source
        .lines()
        .take_while(|l| l.starts_with('#') || l.trim().is_empty())
    {
        let Some((key, value)) = line.trim_start_matches('#').trim().split_once(':') else {
            if line.trim_start_matches('#').trim() == "library" {
                spec.library = true;
            }
            continue;
        };
        let value = value.trim();
        match key {
            "expect-output" => spec.output = [Some(unescape(value)), Some(unescape(value))],
            "expect-output-be" => spec.output[0] = Some(unescape(value)),
            "expect-output-le" => spec.output[1] = Some(unescape(value)),
            "expect-ret" => {
                let v = value.parse().expect("expect-ret is a number");
                spec.ret = [Some(v), Some(v)];
            }
            "expect-ret-be" => spec.ret[0] = Some(value.parse().expect("a number")),
            "expect-ret-le" => spec.ret[1] = Some(value.parse().expect("a number")),
            "levels" => {
                spec.levels = value
                    .split_whitespace()
                    .map(|l| IsaLevel::parse(l).expect("a valid level"))
                    .collect()
            }
            "link-with" => spec.link_with = value.split_whitespace().map(str::to_string).collect(),
            _ => {}
        }
    }
    if spec.levels.is_empty() {
        spec.levels = vec![IsaLevel::Cpu032I, IsaLevel::Cpu032II];
    }
    spec
}

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

/// Assembles `file`, then sends the object through ELF and through an
/// `objdump` listing, checking both give back the same bytes.
fn object_for(file: &Path, opts: &AsmOptions) -> ObjectFile {
    let name = file.display().to_string();
    let source = std::fs::read_to_string(file).expect("program is readable");
    let obj = assemble(&source, &name, opts).unwrap_or_else(|e| panic!("{e}"));
    let bytes = write_object(&obj).unwrap_or_else(|e| panic!("{name}: {e}"));
    let back = read_object(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
    let listing = objdump_object(&back, &name);
    let again = assemble(&listing, "listing.s", opts)
        .unwrap_or_else(|e| panic!("{name} listing: {e}\n{listing}"));
    assert_eq!(
        write_object(&again).unwrap_or_else(|e| panic!("{name} listing: {e}")),
        bytes,
        "{name}: the objdump listing reassembles to a different ELF file"
    );
    for (a, b) in again.sections.iter().zip(&back.sections) {
        assert_eq!(
            (&a.name, &a.data, a.size),
            (&b.name, &b.data, b.size),
            "{name}: listing reassembles differently"
        );
        assert_eq!(
            a.relocs.len(),
            b.relocs.len(),
            "{name}: listing loses relocations"
        );
    }
    back
}

fn run_program(main: &Path, spec: &Spec, endian: Endian, level: IsaLevel, strict: bool) {
    let opts = AsmOptions { endian, level };
    let mut files = vec![main.to_path_buf()];
    files.extend(spec.link_with.iter().map(|f| programs_dir().join(f)));
    let objects: Vec<ObjectFile> = files.iter().map(|f| object_for(f, &opts)).collect();
    let names = files.iter().map(|f| f.display().to_string()).collect();
    let exe = link(
        &objects,
        &LinkOptions {
            object_names: names,
            ..LinkOptions::default()
        },
    )
    .unwrap_or_else(|e| panic!("{}: {e}", main.display()));
    let exe = read_executable(&write_executable(&exe).expect("writes")).expect("reads back");
    assert!(!exe.to_hex().is_empty());
    let config = SimConfig {
        level,
        strict,
        max_steps: Some(10_000_000),
        ..SimConfig::default()
    };
    let mut m = Machine::from_executable(&exe, config).expect("loads");
    let what = format!(
        "{} ({endian:?}, {}, strict {strict})",
        main.display(),
        level.name()
    );
    m.run()
        .unwrap_or_else(|t| panic!("{what}: {t} in {}", Machine::describe_address(&exe, t.pc)));
    let e = usize::from(endian == Endian::Little);
    if let Some(out) = &spec.output[e] {
        assert_eq!(
            String::from_utf8_lossy(m.output()),
            String::from_utf8_lossy(out),
            "{what}: output"
        );
    }
    if let Some(ret) = spec.ret[e] {
        let got = if exe.main_returns_i64() == Some(true) {
            m.result_i64()
        } else {
            m.result_i32()
        };
        assert_eq!(got, ret, "{what}: return value");
    }
    let c = m.counters();
    assert_eq!(c.clocks, 5 * c.insts);
    assert!(c.cycles >= c.insts + 4, "{what}: pipeline cycles");
    if !strict {
        // The `--emit hex` image, loaded as cpu0.v loads it, runs the same.
        let mut h = hex_machine(&exe.to_hex(), SimConfig { endian, ..config });
        h.run()
            .unwrap_or_else(|t| panic!("{what}, from the hex image: {t}"));
        assert_eq!(h.output(), m.output(), "{what}: hex image output");
        assert_eq!(
            (h.reg(Reg::V0), h.reg(Reg::V1), h.counters().insts),
            (m.reg(Reg::V0), m.reg(Reg::V1), c.insts),
            "{what}: hex image result"
        );
    }
}

/// Reads a `$readmemh` memory image as `cpu0.v` does (CPU0.md §5.1): `/* */`
/// and `//` comments, one hex byte per token from address 0, `@hex` address
/// records; every other byte of memory preset to 0xFF.
fn read_memh(text: &str) -> Vec<u8> {
    let mut clean = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        clean.push_str(&rest[..i]);
        clean.push(' ');
        let end = rest[i..].find("*/").expect("comment is closed");
        rest = &rest[i + end + 2..];
    }
    clean.push_str(rest);
    let mut mem = Vec::new();
    let mut at = 0usize;
    for line in clean.lines() {
        let line = line.split("//").next().unwrap_or("");
        for tok in line.split_whitespace() {
            if let Some(addr) = tok.strip_prefix('@') {
                at = usize::from_str_radix(addr, 16).expect("hex address");
                continue;
            }
            assert_eq!(tok.len(), 2, "one byte per token: {tok:?}");
            let byte = u8::from_str_radix(tok, 16).expect("hex byte");
            if mem.len() <= at {
                mem.resize(at + 1, 0xFF);
            }
            mem[at] = byte;
            at += 1;
        }
    }
    mem
}

/// A machine whose memory is `hex` loaded over 1 MiB of 0xFF bytes.
fn hex_machine(hex: &str, config: SimConfig) -> Machine {
    let image = read_memh(hex);
    let order = match config.endian {
        Endian::Big => "big-endian; cpu0.config must hold 0",
        Endian::Little => "little-endian; cpu0.config must hold 1",
    };
    assert!(hex.lines().next().is_some_and(|l| l.contains(order)));
    let mut m = Machine::new(config);
    m.load_segment(0, &vec![0xFF; 1 << 20], false)
        .expect("fits");
    m.load_segment(0, &image, true).expect("the image fits");
    m
}

#[test]
fn readmemh_reader_follows_cpu0_v() {
    let mem = read_memh("/* x */ 01 0a // c\n@4 ff /* y\n z */ 7f\n");
    assert_eq!(mem, [0x01, 0x0A, 0xFF, 0xFF, 0xFF, 0x7F]);
}

#[test]
fn hand_written_programs_give_their_expected_results() {
    let mut entries: Vec<_> = std::fs::read_dir(programs_dir())
        .expect("programs directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    entries.sort();
    let mut ran = 0;
    for path in entries {
        let spec = parse_spec(&std::fs::read_to_string(&path).expect("readable"));
        if spec.library {
            continue;
        }
        assert!(
            spec.output[0].is_some() || spec.ret[0].is_some(),
            "{}: no expectations",
            path.display()
        );
        for endian in [Endian::Big, Endian::Little] {
            for &level in &spec.levels {
                for strict in [false, true] {
                    run_program(&path, &spec, endian, level, strict);
                    ran += 1;
                }
            }
        }
    }
    assert!(ran >= 40, "only {ran} runs");
}

#[test]
fn cpu032ii_programs_trap_on_a_cpu032i_machine() {
    let path = programs_dir().join("sort.s");
    let spec = parse_spec(&std::fs::read_to_string(&path).unwrap());
    let opts = AsmOptions {
        endian: Endian::Big,
        level: IsaLevel::Cpu032II,
    };
    let mut objects = vec![object_for(&path, &opts)];
    objects.extend(
        spec.link_with
            .iter()
            .map(|f| object_for(&programs_dir().join(f), &opts)),
    );
    let exe = link(&objects, &LinkOptions::default()).unwrap();
    let config = SimConfig {
        level: IsaLevel::Cpu032I,
        ..SimConfig::default()
    };
    let mut m = Machine::from_executable(&exe, config).unwrap();
    let trap = m.run().unwrap_err();
    assert_eq!(trap.kind, egret_cpu0::sim::TrapKind::WrongLevel);
    assert!(
        trap.message.contains("`slt` is not a cpu032I instruction"),
        "{trap}"
    );
    assert!(Machine::describe_address(&exe, trap.pc).starts_with("sort+"));
}
