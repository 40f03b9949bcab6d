//! The `asm`, `object` and `exec` targets: the assembler, the ELF reader
//! and writer, `objdump`, DWARF reading, the linker and the simulator.
//!
//! Objects and executables are mutated at two levels: as raw bytes (the
//! reader's input), and as structures (relocations, symbols and sections
//! of a read object; instruction words of an executable's code) written
//! back as ELF, so that the linker and the simulator get inputs that get
//! past the reader.

use super::{BINARY_SIM_STEPS, Verdict};
use crate::Rng;
use crate::case::Case;
use crate::corpus::Corpus;
use crate::mutate::{mutate_bytes, mutate_text};
use egret::cpu0::asm::{AsmOptions, assemble};
use egret::cpu0::disasm::{objdump_executable, objdump_object};
use egret::cpu0::elf::{
    ElfFile, read_elf, read_executable, read_object, write_executable, write_object,
};
use egret::cpu0::exec::Executable;
use egret::cpu0::object::{Binding, ObjectFile, RelocKind, SectionKind};
use egret::debug::DebugInfo;
use egret::{RunOptions, Target as EgretTarget};

/// Mutated assembly: a runtime source or the compiler's output for a
/// corpus program.
pub(super) fn generate_asm(corpus: &Corpus, rng: &mut Rng) -> String {
    let base = rng.pick(&corpus.assembly).clone();
    let donors: Vec<&str> = (0..2)
        .map(|_| rng.pick(&corpus.assembly).as_str())
        .collect();
    mutate_text(rng, &base, &donors)
}

/// A mutated ELF object: raw bytes, or a structurally mutated object.
pub(super) fn generate_object(corpus: &Corpus, rng: &mut Rng) -> Vec<u8> {
    let base = rng.pick(&corpus.objects);
    if rng.chance(50)
        && let Ok(mut obj) = read_object(base)
    {
        for _ in 0..rng.range(1, 3) {
            mutate_object(rng, &mut obj);
        }
        if let Ok(bytes) = write_object(&obj) {
            return bytes;
        }
    }
    mutate_bytes(rng, base)
}

/// A mutated ELF executable: raw bytes, or code words replaced.
pub(super) fn generate_exec(corpus: &Corpus, rng: &mut Rng) -> Vec<u8> {
    let base = rng.pick(&corpus.executables);
    if rng.chance(50)
        && let Ok(mut exe) = read_executable(base)
    {
        mutate_code(rng, &mut exe);
        if let Ok(bytes) = write_executable(&exe) {
            return bytes;
        }
    }
    mutate_bytes(rng, base)
}

/// A random 32-bit value, biased to boundaries.
fn random_word(rng: &mut Rng) -> u64 {
    match rng.below(4) {
        0 => rng.below(16),
        1 => rng.next_u64() & 0xffff_ffff,
        2 => 0xffff_ffff - rng.below(16),
        _ => 1 << rng.below(32),
    }
}

/// One structural change to a relocation, a symbol or a section.
fn mutate_object(rng: &mut Rng, obj: &mut ObjectFile) {
    let kinds = [
        RelocKind::Abs32,
        RelocKind::Hi16,
        RelocKind::Lo16,
        RelocKind::Pc16,
        RelocKind::Pc24,
    ];
    let n_syms = obj.symbols.len() as u64;
    let n_secs = obj.sections.len() as u64;
    if n_secs == 0 {
        return;
    }
    let s = rng.below(n_secs) as usize;
    match rng.below(8) {
        0..=2 if !obj.sections[s].relocs.is_empty() => {
            let len = obj.sections[s].relocs.len() as u64;
            let r = &mut obj.sections[s].relocs[rng.below(len) as usize];
            match rng.below(4) {
                0 => r.offset = random_word(rng),
                1 => r.addend = random_word(rng) as i64 - (1 << 31),
                2 => r.kind = *rng.pick(&kinds),
                _ => r.symbol = rng.below(n_syms + 2) as usize,
            }
        }
        3 | 4 if n_syms > 0 => {
            let sym = &mut obj.symbols[rng.below(n_syms) as usize];
            match rng.below(4) {
                0 => sym.value = random_word(rng),
                1 => sym.section = rng.chance(70).then(|| rng.below(n_secs + 1) as usize),
                2 => sym.size = random_word(rng),
                _ => {
                    sym.binding = if sym.binding == Binding::Local {
                        Binding::Global
                    } else {
                        Binding::Local
                    }
                }
            }
        }
        5 => obj.sections[s].align = 1 << rng.below(16),
        6 => {
            let sec = &mut obj.sections[s];
            if sec.kind == SectionKind::Bss {
                sec.size = random_word(rng) & 0x00ff_ffff;
            } else {
                let keep = rng.below(sec.data.len() as u64 + 1) as usize;
                sec.data.truncate(keep);
                sec.size = keep as u64;
            }
        }
        _ => {
            let data = &mut obj.sections[s].data;
            if !data.is_empty() {
                let i = rng.below(data.len() as u64) as usize;
                data[i] = rng.below(256) as u8;
            }
        }
    }
}

/// Replaces, flips or swaps a few instruction words of the code.
fn mutate_code(rng: &mut Rng, exe: &mut Executable) {
    let code: Vec<usize> = (0..exe.sections.len())
        .filter(|&i| exe.sections[i].kind == SectionKind::Text && exe.sections[i].data.len() >= 4)
        .collect();
    if code.is_empty() {
        return;
    }
    let s = *rng.pick(&code);
    let data = &mut exe.sections[s].data;
    let words = data.len() / 4;
    for _ in 0..rng.range(1, 6) {
        let at = 4 * rng.below(words as u64) as usize;
        match rng.below(3) {
            0 => data[at + rng.below(4) as usize] ^= 1 << rng.below(8),
            1 => {
                let w = (rng.next_u64() as u32).to_be_bytes();
                data[at..at + 4].copy_from_slice(&w);
            }
            _ => {
                let other = 4 * rng.below(words as u64) as usize;
                for k in 0..4 {
                    data.swap(at + k, other + k);
                }
            }
        }
    }
}

/// Reads the DWARF of a file that has some and asks it about a few
/// addresses, as `objdump --source` and trap messages do.
fn read_debug_info(info: Result<Option<DebugInfo>, egret::Error>, addrs: &[u32]) {
    if let Ok(Some(info)) = info {
        for &a in addrs {
            let _ = info.location(a);
        }
        let _ = info.lines().files().len();
    }
}

/// Runs a linked program with a step bound.
fn run_linked(exe: &Executable, target: EgretTarget) -> Verdict {
    let opts = RunOptions {
        max_steps: Some(BINARY_SIM_STEPS),
        ..RunOptions::new(target)
    };
    match egret::run_executable(exe, &["fuzz".to_string()], &opts) {
        Ok(_) => Verdict::Accepted,
        Err(e) => Verdict::rejected(e),
    }
}

/// Lists, links (with the runtime) and runs an object.
fn link_and_run(obj: ObjectFile, target: EgretTarget) -> Verdict {
    let _ = objdump_object(&obj, "fuzz.o");
    let text_len = obj
        .section_by_name(".text")
        .map_or(0, |s| obj.sections[s].data.len() as u32);
    read_debug_info(
        DebugInfo::from_object(&obj),
        &[0, 4, text_len / 2, text_len],
    );
    let target = EgretTarget {
        endian: obj.endian,
        ..target
    };
    let exe = match egret::link_with_runtime(&[obj], target) {
        Ok(exe) => exe,
        Err(e) => return Verdict::rejected(e),
    };
    if let Err(e) = write_executable(&exe) {
        return Verdict::rejected(e);
    }
    run_executable_checked(&exe, target)
}

/// Lists and runs an executable.
fn run_executable_checked(exe: &Executable, target: EgretTarget) -> Verdict {
    let _ = objdump_executable(exe, "fuzz.elf");
    let text = exe.text_range();
    read_debug_info(
        DebugInfo::from_executable(exe),
        &[text.start, text.start + 4, text.end.wrapping_sub(4)],
    );
    run_linked(
        exe,
        EgretTarget {
            endian: exe.endian,
            ..target
        },
    )
}

/// Assembles; the object's `objdump` listing must reassemble to it; writes
/// it as ELF and reads it back, then lists, links and runs it.
pub(super) fn run_asm(case: &Case) -> Verdict {
    let opts = AsmOptions {
        endian: case.machine.endian,
        level: case.machine.isa,
    };
    let obj = match assemble(&case.text(), "fuzz.s", &opts) {
        Ok(obj) => obj,
        Err(e) => return Verdict::rejected(e),
    };
    if let Some(d) = super::roundtrip::check_objdump(&obj, case.machine) {
        return Verdict::Mismatch(d);
    }
    let bytes = match write_object(&obj) {
        Ok(b) => b,
        Err(e) => return Verdict::rejected(e),
    };
    match read_object(&bytes) {
        Ok(back) => link_and_run(back, case.machine.target()),
        Err(e) => Verdict::Mismatch(format!("the assembler's object does not read back: {e}")),
    }
}

/// Reads an ELF file: an object is linked and run, an executable run.
/// The seed files are cpu032II code, so the simulator decodes cpu032II
/// (ELF files do not record the level; the byte order comes from the
/// file).
pub(super) fn run_object(case: &Case) -> Verdict {
    let target = EgretTarget {
        isa: egret::cpu0::isa::IsaLevel::Cpu032II,
        ..case.machine.target()
    };
    match read_elf(&case.data) {
        Ok(ElfFile::Object(obj)) => link_and_run(obj, target),
        Ok(ElfFile::Executable(exe)) => run_executable_checked(&exe, target),
        Err(e) => Verdict::rejected(e),
    }
}

/// The same as [`run_object`]; the inputs differ (executables).
pub(super) fn run_exec(case: &Case) -> Verdict {
    run_object(case)
}
