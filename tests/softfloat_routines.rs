//! The soft-float runtime routines (runtime/c/softfloat/, docs/softfloat.md)
//! against the host's IEEE-754 arithmetic, bit for bit, with DESIGN23's NaN
//! rules applied to the host's results.
//!
//! The routines run on the simulator as the runtime library builds them (at
//! -O2, [`egret::runtime_members`]), on both byte orders and both ISA
//! levels. Inputs go in batches: one JIT per target holds a driver function
//! per routine that loops over an input table in the machine's memory and
//! writes a result table, so a batch of thousands of inputs is one call.
//!
//! The normal run covers every routine on edge cases (zeros, subnormals, the
//! extreme normals, infinities, quiet and signalling NaNs, ties, overflow
//! and underflow) and a few thousand random inputs per routine. The long
//! runs are `#[ignore]`d; one command runs them all:
//!
//! ```text
//! cargo test --release --test softfloat_routines -- --ignored --nocapture
//! ```
//!
//! `random_million_binary64` checks 1,000,000 random inputs per binary64
//! routine (`SOFTFLOAT_ROUTINES=__divdf3,...` restricts it to those);
//! `exhaustive_*` check `sqrtf`, every float<->int conversion whose input is
//! 32 bits, and float->double (`__extendsfdf2`) over all 2^32 inputs (`SOFTFLOAT_RANGE=lo..hi`, hex
//! or decimal, restricts them to a slice of the inputs). The number of
//! instructions per operation is `benches/softfloat_ops.rs`.

mod softfloat_common;

use softfloat_common::*;

use egret::cpu0::encode::decode_at;
use egret::cpu0::exec::Executable;
use egret::cpu0::isa::{Opcode, Reg, RegEffects, Shape};
use egret::lower::runtime_clobbers::{ABI_CALL_KILLS, declared_routines, routine_kills};

/// Every target: both byte orders, both ISA levels.
fn all_targets() -> Vec<(Endian, IsaLevel)> {
    let mut out = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            out.push((endian, isa));
        }
    }
    out
}

/// Runs `routines` on the edge cases and `random` random inputs each, on
/// every target, and fails on the first target with a mismatch.
fn check_on_all_targets(routines: &[&Routine], random: usize) {
    for (endian, isa) in all_targets() {
        let mut m = Machine::new(endian, isa);
        for r in routines {
            let mut inputs = edge_inputs(r);
            let mut rng = Rng::new(0x5EED ^ r.name.len() as u64);
            inputs.extend((0..random).map(|_| random_input(r, &mut rng)));
            m.check(r, &inputs)
                .unwrap_or_else(|e| panic!("{endian:?} {isa:?}: {e}"));
        }
    }
}

fn routines_named(names: &[&str]) -> Vec<&'static Routine> {
    names
        .iter()
        .map(|n| routine(n).unwrap_or_else(|| panic!("no routine {n}")))
        .collect()
}

#[test]
fn add_sub_mul_div_float() {
    let rs = routines_named(&["__addsf3", "__subsf3", "__mulsf3", "__divsf3", "__negsf2"]);
    check_on_all_targets(&rs, 3000);
}

#[test]
fn add_sub_mul_div_double() {
    let rs = routines_named(&["__adddf3", "__subdf3", "__muldf3", "__divdf3", "__negdf2"]);
    check_on_all_targets(&rs, 3000);
}

/// `__divdf3` estimates its two 28-bit quotient digits with a reciprocal of
/// the divisor's top word and corrects them by the new remainder: upward
/// often, downward only when the divisor's low 21 bits (which the estimate
/// ignores) are large and the digit sits just below an integer (about one
/// digit in 700 here, one in 30,000 on uniform inputs). These inputs aim
/// at both: divisors with low bits all ones (and the reciprocal's extremes,
/// top words 2^31 and 2^32 - 1), dividends anywhere or next to a multiple
/// of the divisor.
#[test]
fn divdf3_digit_corrections() {
    let div = routine("__divdf3").expect("__divdf3");
    let mut rng = Rng::new(0xD1D1);
    let one = 0x3FF0_0000_0000_0000u64;
    let inputs: Vec<[u64; 3]> = (0..20_000u64)
        .map(|i| {
            let b = match i % 4 {
                0 | 1 => (rng.next() & 0x000F_FFFF_FFE0_0000) | 0x1F_FFFF | one,
                2 => one | (rng.next() & 0xFF_FFFF),
                _ => 0x3FFF_FFFF_FFFF_FFFF ^ (rng.next() & 0xFF_FFFF),
            };
            let a = if i % 3 == 0 {
                b ^ (rng.next() & 0xFF)
            } else {
                (rng.next() & 0x000F_FFFF_FFFF_FFFF) | one
            };
            let signs = (
                rng.next() & 0x8000_0000_0000_0000,
                rng.next() & 0x8000_0000_0000_0000,
            );
            [a | signs.0, b | signs.1, 0]
        })
        .collect();
    for endian in [Endian::Big, Endian::Little] {
        let mut m = Machine::new(endian, IsaLevel::Cpu032II);
        m.check(div, &inputs)
            .unwrap_or_else(|e| panic!("{endian:?}: {e}"));
    }
}

#[test]
fn comparisons() {
    let names: Vec<&str> = ROUTINES
        .iter()
        .filter(|r| r.name.ends_with("sf2") || r.name.ends_with("df2"))
        .filter(|r| r.ret == Ty::I32 && r.args.len() == 2)
        .map(|r| r.name)
        .collect();
    assert_eq!(names.len(), 14);
    check_on_all_targets(&routines_named(&names), 1000);
}

#[test]
fn conversions() {
    let names: Vec<&str> = ROUTINES
        .iter()
        .filter(|r| {
            r.name.starts_with("__fix")
                || r.name.starts_with("__float")
                || r.name == "__extendsfdf2"
                || r.name == "__truncdfsf2"
        })
        .map(|r| r.name)
        .collect();
    assert_eq!(names.len(), 18);
    check_on_all_targets(&routines_named(&names), 2000);
}

#[test]
fn sqrt_and_fma() {
    check_on_all_targets(&routines_named(&["sqrtf", "sqrt", "fmaf", "fma"]), 3000);
}

/// A model that is wrong must be caught: the harness compares every bit.
#[test]
fn harness_reports_a_mismatch() {
    let mut m = Machine::new(Endian::Big, IsaLevel::Cpu032II);
    let wrong = Routine {
        model: |x| x[0] ^ 1,
        ..*routine("__negsf2").expect("listed")
    };
    let err = m
        .check(&wrong, &[[0x3F80_0000, 0, 0]])
        .expect_err("a wrong model must not pass");
    assert!(err.contains("__negsf2"), "{err}");
}

/// The registers a caller may see changed by a call of `name` in the
/// linked program `exe` (an [`ABI_CALL_KILLS`] mask, `$lr` included):
/// every register written by an instruction of `name`'s symbol or of a
/// function it calls or jumps to, transitively — a superset of what any
/// path writes — but the callee-saved ones, which every callee restores.
/// An error for what cannot be followed: an indirect call, a symbol
/// without a size.
fn registers_written(exe: &Executable, level: IsaLevel, name: &str) -> Result<u32, String> {
    let text = exe.section(".text").ok_or("no .text")?;
    let word_at = |addr: u32| -> Option<u32> {
        let off = addr.checked_sub(text.addr)? as usize;
        let b: [u8; 4] = text.data.get(off..off.checked_add(4)?)?.try_into().ok()?;
        Some(match exe.endian {
            Endian::Big => u32::from_be_bytes(b),
            Endian::Little => u32::from_le_bytes(b),
        })
    };
    let first = exe
        .symbols
        .get(name)
        .ok_or(format!("{name} is not linked"))?;
    let mut todo = vec![first.addr];
    let mut seen = std::collections::BTreeSet::new();
    let mut written = RegEffects::bit(Reg::LR);
    while let Some(start) = todo.pop() {
        let sym = exe
            .symbols
            .containing(start)
            .ok_or(format!("{name}: nothing at {start:#x}"))?;
        if !seen.insert(sym.addr) {
            continue;
        }
        if sym.size == 0 {
            return Err(format!("{name}: {} has no size", sym.name));
        }
        let range = sym.addr..sym.addr.saturating_add(sym.size);
        for pc in range.clone().step_by(4) {
            let word = word_at(pc).ok_or(format!("{}: {pc:#x} outside .text", sym.name))?;
            // A word that does not decode is the trap of `unreachable`.
            let Ok(inst) = decode_at(word, level) else {
                continue;
            };
            if inst.op == Opcode::Jalr {
                return Err(format!("{name}: indirect call in {}", sym.name));
            }
            written |= inst.writes();
            let relative = matches!(
                inst.op.info().shape,
                Shape::Jump | Shape::CondJump | Shape::Branch
            );
            let target = pc.wrapping_add(4).wrapping_add(inst.imm as u32);
            if relative && !range.contains(&target) {
                todo.push(target);
            }
        }
    }
    Ok(written & ABI_CALL_KILLS)
}

/// The registers of mask `set`, by name.
fn register_names(set: u32) -> String {
    let mut out: Vec<String> = (1..16u8)
        .filter(|&r| set & RegEffects::bit(Reg(r)) != 0)
        .map(|r| format!("{}", Reg(r)))
        .collect();
    if set & RegEffects::HI != 0 {
        out.push("HI".into());
    }
    if set & RegEffects::LO != 0 {
        out.push("LO".into());
    }
    out.join(" ")
}

/// A program that links every routine with a declared register set, and
/// `more`.
fn link_declared_routines(endian: Endian, isa: IsaLevel, more: &[&str]) -> Executable {
    let mut src = String::new();
    let mut refs = Vec::new();
    let names = declared_routines().map(|(n, _)| n);
    for name in names.chain(more.iter().copied()) {
        src.push_str(&format!("declare void @{name}()\n"));
        refs.push(format!("ptr @{name}"));
    }
    src.push_str(&format!(
        "@refs = global [{} x ptr] [{}]\ndefine i32 @main() {{\n  ret i32 0\n}}\n",
        refs.len(),
        refs.join(", ")
    ));
    let opts = egret::Options {
        target: egret::Target { endian, isa },
        ..Default::default()
    };
    let (_, compiled) = egret::compile_text("refs.ll", &src, &opts).expect("compiles");
    egret::link_with_runtime(&[compiled.object], opts.target).expect("links")
}

/// Issue 23: callers keep values in the registers a runtime routine does
/// not write (`egret_lower::runtime_clobbers`). Every routine with a
/// declared set, as the runtime is built for each byte order and ISA
/// level, writes nothing outside it (through the functions it calls).
#[test]
fn runtime_routines_write_only_their_declared_registers() {
    let mut failures = Vec::new();
    for (endian, isa) in all_targets() {
        let exe = link_declared_routines(endian, isa, &[]);
        for (name, declared) in declared_routines() {
            let written = registers_written(&exe, isa, name)
                .unwrap_or_else(|e| panic!("{endian:?} {isa:?}: {e}"));
            if std::env::var_os("EGRET_SHOW_CLOBBERS").is_some() {
                println!("{endian:?} {isa:?} {name}: {}", register_names(written));
            }
            if written & !declared != 0 {
                failures.push(format!(
                    "{endian:?} {isa:?} {name} writes {} beyond its declared set",
                    register_names(written & !declared)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The analysis sees the writes: `__adddf3` (whose set is O32's) writes
/// registers `__eqdf2`'s declared set leaves out, so a table claiming that
/// set for it would fail; the callee-saved registers a routine saves and
/// restores do not count.
#[test]
fn register_analysis_sees_the_writes_of_a_routine() {
    let exe = link_declared_routines(Endian::Big, IsaLevel::Cpu032II, &["__adddf3"]);
    let written = |name| registers_written(&exe, IsaLevel::Cpu032II, name).expect("analysed");
    let (cmp, add) = (written("__eqdf2"), written("__adddf3"));
    assert_ne!(cmp & RegEffects::bit(Reg::V0), 0, "{}", register_names(cmp));
    let declared = routine_kills("__eqdf2").expect("declared");
    assert_ne!(add & !declared, 0, "{}", register_names(add));
    assert_eq!(
        add & RegEffects::bit(Reg::S0),
        0,
        "callee-saved are left out"
    );
}

/// The stack accesses (`ld`/`st` through `$sp`) of a loop calling
/// `callee` on each element, at -O2, as egret's assembly lists them.
fn stack_accesses_around(callee: &str) -> usize {
    let ir = format!(
        "declare i32 @{callee}(i32, i32)
define i32 @count_below(ptr %p, i32 %n, i32 %t) {{
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %c = phi i32 [0, %entry], [%c1, %loop]
  %q = getelementptr i32, ptr %p, i32 %i
  %x = load i32, ptr %q
  %r = call i32 @{callee}(i32 %x, i32 %t)
  %lt = icmp slt i32 %r, 0
  %inc = zext i1 %lt to i32
  %c1 = add i32 %c, %inc
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %c1
}}
"
    );
    let opts = egret::Options {
        opt: egret::OptLevel::O2,
        ..Default::default()
    };
    let (module, compiled) = egret::compile_text("loop.ll", &ir, &opts).expect("compiles");
    let asm = egret::lower::asm::module_to_asm(&module, &compiled, opts.target);
    asm.lines()
        .filter(|l| l.contains("($sp)") && (l.contains("\tld\t") || l.contains("\tst\t")))
        .count()
}

/// Issue 23: values stay in registers around a call of a runtime routine
/// that keeps them. A loop carrying four values across a call of
/// `__ltsf2` touches the stack less than the same loop calling a function
/// known only by O32 (measured: 7 against 12 accesses).
#[test]
fn values_stay_in_registers_around_a_comparison() {
    let routine = stack_accesses_around("__ltsf2");
    let unknown = stack_accesses_around("lt_unknown");
    assert!(
        routine < unknown,
        "{routine} stack accesses, {unknown} with O32's set"
    );
}

/// The first `SOFTFLOAT_RANGE` (default: all 2^32) 32-bit inputs.
fn exhaustive_range() -> (u64, u64) {
    let Ok(spec) = std::env::var("SOFTFLOAT_RANGE") else {
        return (0, 1 << 32);
    };
    let parse = |s: &str| {
        let s = s.trim();
        match s.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16),
            None => s.parse(),
        }
        .unwrap_or_else(|e| panic!("SOFTFLOAT_RANGE `{spec}`: {e}"))
    };
    let (lo, hi) = spec
        .split_once("..")
        .unwrap_or_else(|| panic!("SOFTFLOAT_RANGE `{spec}`: want lo..hi"));
    (parse(lo), parse(hi).min(1 << 32))
}

fn exhaustive(names: &[&str]) {
    let (lo, hi) = exhaustive_range();
    let mut m = Machine::new(Endian::Big, IsaLevel::Cpu032II);
    for r in routines_named(names) {
        let mut start = lo;
        while start < hi {
            let end = (start + BATCH as u64).min(hi);
            let inputs: Vec<[u64; 3]> = (start..end).map(|x| [x, 0, 0]).collect();
            m.check(r, &inputs).unwrap_or_else(|e| panic!("{e}"));
            start = end;
        }
        println!("{}: {} inputs, 0 mismatches", r.name, hi - lo);
    }
}

#[test]
#[ignore = "long: all 2^32 inputs (about two hours)"]
fn exhaustive_sqrtf() {
    exhaustive(&["sqrtf"]);
}

#[test]
#[ignore = "long: all 2^32 inputs per routine"]
fn exhaustive_float_to_int() {
    exhaustive(&["__fixsfsi", "__fixunssfsi", "__fixsfdi", "__fixunssfdi"]);
}

#[test]
#[ignore = "long: all 2^32 inputs"]
fn exhaustive_float_to_double() {
    exhaustive(&["__extendsfdf2"]);
}

#[test]
#[ignore = "long: all 2^32 inputs per routine"]
fn exhaustive_int_to_float() {
    exhaustive(&[
        "__floatsisf",
        "__floatunsisf",
        "__floatsidf",
        "__floatunsidf",
    ]);
}

#[test]
#[ignore = "long: 1,000,000 random inputs per binary64 routine"]
fn random_million_binary64() {
    let mut m = Machine::new(Endian::Big, IsaLevel::Cpu032II);
    // `SOFTFLOAT_ROUTINES=__divdf3,__adddf3` restricts the run to those.
    let only = std::env::var("SOFTFLOAT_ROUTINES").ok();
    let wanted = |name: &str| {
        only.as_ref()
            .is_none_or(|o| o.split(',').any(|n| n == name))
    };
    let f64_routines = ROUTINES
        .iter()
        .filter(|r| r.is_binary64() && wanted(r.name));
    for r in f64_routines {
        let mut rng = Rng::new(0xD0B1E ^ r.name.len() as u64);
        let mut done = 0;
        while done < 1_000_000 {
            let inputs: Vec<[u64; 3]> = (0..BATCH).map(|_| random_input(r, &mut rng)).collect();
            m.check(r, &inputs).unwrap_or_else(|e| panic!("{e}"));
            done += BATCH;
        }
        println!("{}: {done} random inputs, 0 mismatches", r.name);
    }
}

/// runtime/softfloat.ll is what `sh runtime/c/regen.sh softfloat` makes of
/// runtime/c/softfloat/ (checked when clang-19 and llvm-link-19 exist): the
/// script runs on a copy of runtime/c, writing into the copy.
#[test]
fn checked_in_ir_is_regenerated_from_the_c_sources() {
    let have = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have("clang-19") || !have("llvm-link-19") {
        eprintln!("clang-19 or llvm-link-19 missing: regeneration not checked");
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = std::env::temp_dir().join(format!("egret-softfloat-regen-{}", std::process::id()));
    let copy = tmp.join("runtime");
    std::fs::create_dir_all(&copy).expect("temporary directory");
    let status = std::process::Command::new("cp")
        .arg("-r")
        .arg(root.join("runtime/c"))
        .arg(&copy)
        .status()
        .expect("cp");
    assert!(status.success());
    let out = std::process::Command::new("sh")
        .arg(copy.join("c/regen.sh"))
        .arg("softfloat")
        .output()
        .expect("sh");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fresh = std::fs::read_to_string(copy.join("softfloat.ll")).expect("regenerated");
    let checked_in =
        std::fs::read_to_string(root.join("runtime/softfloat.ll")).expect("checked in");
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        fresh == checked_in,
        "runtime/softfloat.ll is stale: run `sh runtime/c/regen.sh softfloat`"
    );
}
