//! Floating point end to end: soft float through the whole pipeline.
//!
//! `tests/float/*.ll` are hand-written IR (no target lines, so each runs in
//! both byte orders): arithmetic on edge values, every `fcmp` predicate,
//! conversions at every integer width, the float intrinsics, floats in
//! memory and SSA, calls and varargs with floats, and the NaN and
//! saturation rules egret defines where LLVM leaves poison. Each is
//! compiled by egret at -O0 and -O2 for both byte orders and both ISA
//! levels, linked with the runtime (whose soft-float routines do the
//! arithmetic) and run on the simulator; output and result must equal the
//! interpreter's on the original IR, which computes natively through
//! `float.rs`. When `lli-19` is installed (required under `CI` or
//! `EGRET_REQUIRE_LLI`), its output on the host must equal the
//! interpreter's little-endian output, except for files marked
//! `; lli: no` (results x86 computes differently where LLVM leaves them
//! undefined).

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

#[allow(dead_code)]
mod common;

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/float");
    let files = common::program_paths(&dir);
    assert!(files.len() >= 7, "the IR is missing");
    files
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// The interpreter's output and result on the original IR.
fn reference(name: &str, text: &str, endian: Endian) -> (i64, Vec<u8>) {
    let (m, _) = egret::parse_text(name, text).unwrap_or_else(|e| panic!("{e}"));
    let cfg = InterpConfig {
        endian: match endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        },
        ..Default::default()
    };
    let out = run_main(&m, &cfg).unwrap_or_else(|e| panic!("{name}: {e}"));
    (out.ret, out.output)
}

/// The configurations every file is compiled in.
fn configurations() -> Vec<Options> {
    let mut out = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                out.push(Options {
                    opt,
                    target: Target { endian, isa },
                    debug_info: false,
                    debug_paths: Default::default(),
                    check_regalloc: true,
                });
            }
        }
    }
    out
}

/// The first line where two outputs differ, for the failure message.
fn first_difference(got: &[u8], want: &[u8]) -> String {
    let (g, w) = (String::from_utf8_lossy(got), String::from_utf8_lossy(want));
    for (k, (a, b)) in g.lines().zip(w.lines()).enumerate() {
        if a != b {
            return format!("line {}: got `{a}`, want `{b}`", k + 1);
        }
    }
    format!("{} lines, want {}", g.lines().count(), w.lines().count())
}

#[test]
fn compiled_code_agrees_with_the_interpreter() {
    let jobs: Vec<(PathBuf, Options)> = files()
        .into_iter()
        .flat_map(|p| configurations().into_iter().map(move |o| (p.clone(), o)))
        .collect();
    let failures: Vec<String> = common::parallel_map(&jobs, |(path, opts)| {
        let name = file_name(path);
        let text = std::fs::read_to_string(path).expect("readable");
        let want = reference(&name, &text, opts.target.endian);
        let label = format!(
            "{name} [{:?} {:?} {}]",
            opts.opt,
            opts.target.endian,
            opts.target.isa.name()
        );
        match common::compile_link_run(&name, &text, opts, None) {
            Ok(run) if run.output == want.1 && run.ret & 0xFF == want.0 & 0xFF => None,
            Ok(run) => Some(format!(
                "{label}: {} (result {} want {})",
                first_difference(&run.output, &want.1),
                run.ret,
                want.0
            )),
            Err(e) => Some(format!("{label}: {e}")),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn lli_agrees_with_the_interpreter_little_endian() {
    let Some(lli) = common::lli19_unless_skipped() else {
        return;
    };
    let mut compared = 0;
    for path in files() {
        let name = file_name(&path);
        let text = std::fs::read_to_string(&path).expect("readable");
        if common::header(&text, "lli") == Some("no") {
            continue;
        }
        let want = reference(&name, &text, Endian::Little);
        let out = Command::new(&lli).arg(&path).output().expect("lli runs");
        let loose = lines_lli_may_differ_on(&text);
        let (got, want_out) = (
            without_lines(&out.stdout, &loose),
            without_lines(&want.1, &loose),
        );
        assert!(
            got == want_out,
            "{name}: {}",
            first_difference(&got, &want_out)
        );
        assert_eq!(
            i64::from(out.status.code().unwrap_or(-1)),
            want.0 & 0xFF,
            "{name}"
        );
        compared += 1;
    }
    assert!(compared >= 5, "only {compared} files compared with lli");
}

/// What a register of clang's MIPS code holds, as far as the ABI check
/// follows it.
#[derive(Clone, Debug, PartialEq)]
enum Held {
    /// Incoming argument word `k` (`$a0`..`$a3`, then `16($sp)`...).
    ArgWord(u32),
    /// The high half of the address of a symbol.
    Hi(String),
    /// The address of a symbol.
    Addr(String),
    /// Word `offset / 4` of a global, loaded.
    Loaded(String, u32),
    /// The stack pointer minus this many bytes of frame.
    Frame(u32),
}

/// The argument word each word of each global gets (`(global, offset)`
/// -> word) and what `$v0`/`$v1` hold at the return, per function of
/// clang's MIPS assembly `asm`: a tiny interpreter of the straight-line
/// code clang emits for abi.c (`lui`, `addiu`, `move`, `lw`, `sw`).
type Stores = std::collections::BTreeMap<(String, u32), u32>;

fn follow_mips(asm: &str, function: &str) -> (Stores, Vec<Option<Held>>) {
    use std::collections::HashMap;
    let mut regs: HashMap<String, Held> = HashMap::new();
    for k in 0..4 {
        regs.insert(format!("${}", 4 + k), Held::ArgWord(k));
    }
    regs.insert("$sp".into(), Held::Frame(0));
    let mut stores = Stores::new();
    let mut inside = false;
    for line in asm.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line == format!("{function}:") {
            inside = true;
            continue;
        }
        if !inside || line.is_empty() || line.starts_with('.') {
            continue;
        }
        let (op, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let ops: Vec<String> = rest.split(',').map(|s| s.trim().to_string()).collect();
        // `N($r)` or `%lo(sym)($r)`: the base register and the offset.
        let mem = |s: &str| -> (String, String) {
            let (off, base) = s.rsplit_once('(').unwrap_or((s, ""));
            (off.to_string(), base.trim_end_matches(')').to_string())
        };
        match op {
            "jr" => break,
            "lui" => {
                let sym = ops[1].trim_start_matches("%hi(").trim_end_matches(')');
                regs.insert(ops[0].clone(), Held::Hi(sym.to_string()));
            }
            "move" => {
                if let Some(v) = regs.get(&ops[1]).cloned() {
                    regs.insert(ops[0].clone(), v);
                }
            }
            "addiu" => {
                let v = match (regs.get(&ops[1]), ops[2].strip_prefix("%lo(")) {
                    (Some(Held::Hi(s)), Some(_)) => Some(Held::Addr(s.clone())),
                    (Some(Held::Frame(f)), None) => {
                        let k: i64 = ops[2].parse().expect("a frame size");
                        Some(Held::Frame((i64::from(*f) - k) as u32))
                    }
                    _ => None,
                };
                match v {
                    Some(v) => regs.insert(ops[0].clone(), v),
                    None => regs.remove(&ops[0]),
                };
            }
            "lw" => {
                let (off, base) = mem(&ops[1]);
                let v = match regs.get(&base) {
                    // A load from below the incoming argument area is a
                    // local, not an argument word.
                    Some(Held::Frame(f)) => off
                        .parse::<u32>()
                        .expect("an offset")
                        .checked_sub(*f)
                        .filter(|&at| at >= 16)
                        .map(|at| Held::ArgWord(at / 4)),
                    Some(Held::Hi(s)) if off.starts_with("%lo(") => {
                        Some(Held::Loaded(s.clone(), 0))
                    }
                    Some(Held::Addr(s)) => Some(Held::Loaded(s.clone(), off.parse().expect("n"))),
                    _ => None,
                };
                match v {
                    Some(v) => regs.insert(ops[0].clone(), v),
                    None => regs.remove(&ops[0]),
                };
            }
            "sw" => {
                let (off, base) = mem(&ops[1]);
                let at = match regs.get(&base) {
                    Some(Held::Hi(s)) if off.starts_with("%lo(") => Some((s.clone(), 0)),
                    Some(Held::Addr(s)) => Some((s.clone(), off.parse().expect("n"))),
                    _ => None,
                };
                if let (Some(at), Some(Held::ArgWord(k))) = (at, regs.get(&ops[0])) {
                    stores.insert(at, *k);
                }
            }
            _ => {}
        }
    }
    let ret = ["$2", "$3"].iter().map(|r| regs.get(*r).cloned()).collect();
    (stores, ret)
}

/// The argument word of `loc` (egret numbers them as O32 does: `$a0` is
/// word 0, `4k($sp)` word k).
fn egret_word(loc: egret::lower::abi::WordLoc) -> u32 {
    use egret::cpu0::isa::Reg;
    match loc {
        egret::lower::abi::WordLoc::Reg(r) if r == Reg::A1 => 1,
        egret::lower::abi::WordLoc::Reg(_) => 0,
        egret::lower::abi::WordLoc::Stack(offset) => offset / 4,
    }
}

#[test]
fn float_arguments_take_the_words_clang_gives_them() {
    use egret::lower::abi::{AbiSignature, WordLoc};
    use egret::lower::inst::VTy;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/float/abi");
    let clang = Command::new("clang-19").arg("--version").output();
    if clang.is_err() {
        eprintln!("note: clang-19 is not installed; the ABI comparison is skipped");
        return;
    }
    for (triple, endian) in [("mips", Endian::Big), ("mipsel", Endian::Little)] {
        let out = Command::new("clang-19")
            .args([&format!("--target={triple}"), "-msoft-float", "-O2"])
            .args(["-fno-builtin", "-ffreestanding", "-S", "-o", "-"])
            .arg(dir.join("abi.c"))
            .output()
            .expect("clang-19 runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let asm = String::from_utf8_lossy(&out.stdout);
        // egret's placement: the legalized signature of clang's own IR.
        let ir_path = dir.join(format!("abi.{triple}.ll"));
        let text = std::fs::read_to_string(&ir_path).expect("readable");
        let (mut m, _) = egret::parse_text("abi.ll", &text).unwrap_or_else(|e| panic!("{e}"));
        egret::legalize(
            &mut m,
            Target {
                endian,
                ..Target::default()
            },
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let vty = |t| match m.types.int_bits(t) {
            Some(64) => VTy::I64,
            _ => VTy::I32,
        };
        let sink = &m.funcs[m.func_by_name("sink").expect("sink")];
        let params: Vec<VTy> = sink.sig.params.iter().map(|&t| vty(t)).collect();
        let abi = AbiSignature::new(&params, None, endian);
        let (stores, _) = follow_mips(&asm, "sink");
        let globals = ["g_a", "g_b", "g_c", "g_d", "g_e", "g_f", "g_g", "g_h"];
        for (k, g) in globals.iter().enumerate() {
            let words = &abi.params[k].words;
            for (m_word, offset) in [0u32, 4].iter().enumerate().take(words.len()) {
                // Memory-order word `m_word` of the global is the high
                // word first on big-endian.
                let low_first = match (endian, words.len()) {
                    (_, 1) => 0,
                    (Endian::Big, _) => 1 - m_word,
                    (Endian::Little, _) => m_word,
                };
                let clang_word = stores.get(&(g.to_string(), *offset));
                assert_eq!(
                    clang_word,
                    Some(&egret_word(words[low_first])),
                    "{triple}: word at {g}+{offset}"
                );
            }
        }
        // Results: $v0 (and $v1) hold the global's words in memory order.
        for (f, g, n) in [("ret_d", "g_b", 2), ("ret_f", "g_c", 1)] {
            let (_, ret) = follow_mips(&asm, f);
            let fd = &m.funcs[m.func_by_name(f).expect("defined")];
            let abi = AbiSignature::new(&[], Some(vty(fd.sig.ret)), endian);
            let words = abi.ret.expect("a result").words;
            assert_eq!(words.len(), n, "{triple} {f}");
            for (m_word, held) in ret.iter().take(n).enumerate() {
                assert_eq!(
                    held,
                    &Some(Held::Loaded(g.to_string(), 4 * m_word as u32)),
                    "{triple} {f}: clang's result word {m_word}"
                );
                let low_first = match (endian, n) {
                    (_, 1) => 0,
                    (Endian::Big, _) => 1 - m_word,
                    (Endian::Little, _) => m_word,
                };
                let want = if m_word == 0 {
                    egret::cpu0::isa::Reg::V0
                } else {
                    egret::cpu0::isa::Reg::V1
                };
                assert_eq!(words[low_first], WordLoc::Reg(want), "{triple} {f}");
            }
        }
    }
}

#[test]
fn clang_code_and_egret_code_call_each_other_with_floats() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/float/abi");
    let caller = std::fs::read_to_string(dir.join("caller.ll")).expect("readable");
    let mut failures = Vec::new();
    for (triple, endian) in [("mips", Endian::Big), ("mipsel", Endian::Little)] {
        let c_ir = std::fs::read_to_string(dir.join(format!("abi.{triple}.ll"))).expect("readable");
        for opt in [OptLevel::O0, OptLevel::O2] {
            let opts = Options {
                opt,
                ..common::test_options(opt, endian)
            };
            let (_, a) =
                egret::compile_text("abi.ll", &c_ir, &opts).unwrap_or_else(|e| panic!("{e}"));
            let (_, b) =
                egret::compile_text("caller.ll", &caller, &opts).unwrap_or_else(|e| panic!("{e}"));
            let exe = egret::link_with_runtime(&[b.object, a.object], opts.target)
                .unwrap_or_else(|e| panic!("{e}"));
            let run = egret::run_executable(
                &exe,
                &["caller".to_string()],
                &egret::RunOptions::new(opts.target),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let out = String::from_utf8_lossy(&run.output).into_owned();
            let lines: Vec<&str> = out.lines().collect();
            if lines.len() != 11 || lines.iter().any(|l| !l.starts_with("ok ")) {
                failures.push(format!("{triple} {opt:?}:\n{out}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

const JIT_SRC: &str = "
define double @mix(float %a, i32 %b, double %c, float %d, i64 %e) {
  %a.d = fpext float %a to double
  %b.d = sitofp i32 %b to double
  %d.d = fpext float %d to double
  %e.d = sitofp i64 %e to double
  %x = fmul double %a.d, %b.d
  %y = fdiv double %x, %c
  %z = fsub double %y, %d.d
  %r = fadd double %z, %e.d
  ret double %r
}
define float @half(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}
define double @inf() {
  ret double 0x7FF0000000000000
}
";

#[test]
fn the_jit_passes_and_returns_floats() {
    use egret::jit::{Jit, JitOptions};
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::O0, OptLevel::O2] {
            let mut jit = Jit::new(JitOptions {
                opt,
                target: Target {
                    endian,
                    ..Target::default()
                },
                ..JitOptions::default()
            });
            jit.add_ir(JIT_SRC).unwrap_or_else(|e| panic!("{e}"));
            let mix = jit
                .get_fn::<(f32, i32, f64, f32, i64), f64>("mix")
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                mix.signature().to_string(),
                "double (float, i32, double, float, i64)"
            );
            let (a, b, c, d, e) = (1.5f32, -3, 0.1f64, 0.25f32, 1i64 << 40);
            let want = (f64::from(a) * f64::from(b)) / c - f64::from(d) + e as f64;
            let got = mix
                .call(&mut jit, (a, b, c, d, e))
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(got.to_bits(), want.to_bits(), "{endian:?} {opt:?}");
            let half = jit
                .get_fn::<(f32,), f32>("half")
                .unwrap_or_else(|e| panic!("{e}"));
            for x in [3.0f32, -0.0, 1e-45, f32::INFINITY, f32::MAX] {
                let got = half.call(&mut jit, (x,)).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(got.to_bits(), (x * 0.5).to_bits(), "half({x})");
            }
            let inf = jit
                .get_fn::<(), f64>("inf")
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(inf.call(&mut jit, ()).ok(), Some(f64::INFINITY));
            // The untyped path carries the bits.
            let bits = jit.call("half", &[i64::from(8.0f32.to_bits())]);
            assert_eq!(bits.ok(), Some(i64::from(4.0f32.to_bits())));
            // f64 where the IR has float is refused at lookup.
            let wrong = jit
                .get_fn::<(f64,), f32>("half")
                .err()
                .map(|e| e.to_string());
            assert_eq!(
                wrong.as_deref(),
                Some("`half` has type float (float), but the typed handle asks for float (double)")
            );
        }
    }
}

/// A versioned LLVM tool, if installed.
fn tool(name: &str) -> Option<&str> {
    Command::new(name)
        .arg("--version")
        .output()
        .ok()
        .map(|_| name)
}

#[test]
fn dwarf_describes_float_and_double() {
    use egret::cpu0::elf::write_object;
    let Some(dwarfdump) = tool("llvm-dwarfdump-19") else {
        eprintln!("note: llvm-dwarfdump-19 is not installed; the DWARF check is skipped");
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/float/debug");
    let tmp = tempfile::tempdir().expect("temp dir");
    for (triple, endian) in [("mips", Endian::Big), ("mipsel", Endian::Little)] {
        let path = dir.join(format!("floats.{triple}.ll"));
        let text = std::fs::read_to_string(&path).expect("readable");
        // At -O2 the program folds to constants and its variables go.
        for opt in [OptLevel::O0] {
            let opts = Options {
                debug_info: true,
                ..common::test_options(opt, endian)
            };
            let (_, compiled) =
                egret::compile_text("floats.ll", &text, &opts).unwrap_or_else(|e| panic!("{e}"));
            let obj = tmp.path().join(format!("floats.{triple}.{opt:?}.o"));
            std::fs::write(&obj, write_object(&compiled.object).expect("writes")).expect("written");
            let verify = Command::new(dwarfdump)
                .arg("--verify")
                .arg(&obj)
                .output()
                .expect("runs");
            let report = String::from_utf8_lossy(&verify.stdout);
            assert!(report.contains("No errors."), "{triple} {opt:?}:\n{report}");
            let info = Command::new(dwarfdump)
                .arg("--debug-info")
                .arg(&obj)
                .output()
                .expect("runs");
            let info = String::from_utf8_lossy(&info.stdout);
            for (name, size) in [("float", "4"), ("double", "8")] {
                let entry = base_type_entry(&info, name)
                    .unwrap_or_else(|| panic!("{triple} {opt:?}: no base type `{name}`:\n{info}"));
                assert!(entry.contains("DW_ATE_float"), "{name}: {entry}");
                assert!(
                    entry.contains(&format!("DW_AT_byte_size\t({size})")),
                    "{name}: {entry}"
                );
            }
            // The variables of those types are described with them.
            for var in ["\"f\"", "\"d\"", "\"x\"", "\"k\""] {
                assert!(info.contains(var), "{triple} {opt:?}: no variable {var}");
            }
        }
    }
}

/// The text of the `DW_TAG_base_type` entry named `name` in a dump.
fn base_type_entry(dump: &str, name: &str) -> Option<String> {
    dump.split("\n\n")
        .filter(|e| e.contains("DW_TAG_base_type"))
        .find(|e| e.contains(&format!("DW_AT_name\t(\"{name}\")")))
        .map(str::to_string)
}

#[test]
fn egret_bench_runs_float_programs() {
    // `egret bench` checks every run against the interpreter and exits 1
    // when a program fails.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/float");
    let out = Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(["bench", "--repeat", "1", "--opt", "O0,O2"])
        .arg(dir.join("calls.ll"))
        .arg(dir.join("memory.ll"))
        .output()
        .expect("egret runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("calls") && table.contains("memory"),
        "{table}"
    );
}

/// The output lines (1-based) a file's `; lli-lines-differ: N M ...` header
/// names: results LLVM leaves open where egret picks one (`minnum` of -0
/// and +0 may give either zero), so lli need not print what the
/// interpreter prints there. The header says why.
fn lines_lli_may_differ_on(text: &str) -> Vec<usize> {
    common::header(text, "lli-lines-differ")
        .map(|list| {
            list.split_whitespace()
                .map_while(|w| w.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

/// `out` without the 1-based lines in `skip`.
fn without_lines(out: &[u8], skip: &[usize]) -> Vec<u8> {
    let mut kept = Vec::new();
    for (i, line) in out.split_inclusive(|&b| b == b'\n').enumerate() {
        if !skip.contains(&(i + 1)) {
            kept.extend_from_slice(line);
        }
    }
    kept
}
