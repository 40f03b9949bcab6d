//! The corpus of `tests/programs/`, run end to end and compared three ways.
//!
//! Every program there records its expected behaviour next to it (see
//! `tests/programs/README.md`): `; ret: N` is `main`'s full return value,
//! `; args: ...` the command-line arguments, `NAME.out` the exact output.
//! Those expectations were checked against LLVM's `lli` when the program was
//! written, so they are the ground truth for the whole compiler.
//!
//! - [`interpreter_matches_recorded_results`] parses each program with our front
//!   end and runs it in our interpreter in both byte orders; return value and
//!   output must match the recorded ones.
//! - [`lli_matches_recorded_results`] prints each parsed module back as LLVM IR
//!   (`print_module_llvm`) and runs it under `lli` with the host runtime
//!   `tests/lli/runtime.ll`; its stdout and exit status (`ret & 0xff`) must
//!   match. This checks the printer, and — because the module went through our
//!   parser — that parsing kept the program's meaning. It is skipped, with a
//!   note, when neither `lli-14` nor `lli` is on `PATH` (set `EGRET_LLI` to
//!   choose a binary); CI installs `llvm-14` so it always runs there, and
//!   with `CI` or `EGRET_REQUIRE_LLI` set a missing `lli` fails the test.
//!
//! Both tests look at every program and report every failure with a diff,
//! instead of stopping at the first; when the `lli` test fails, the printed
//! modules are left in the temporary directory it names.

mod lli_support;

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::{Endian, Module, parse, printer};
use lli_support::{ScratchDir, find_lli, for_each, output_diff, run_lli};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The corpus must not shrink below this.
const MIN_PROGRAMS: usize = 80;

/// Each program must stay below this many executed IR instructions: the
/// simulator runs every program in many configurations.
const MAX_STEPS: u64 = 5_000_000;

/// A corpus program and what it must do.
struct Program {
    /// File stem, e.g. `fac`.
    name: String,
    /// The `.ll` text.
    text: String,
    /// `main`'s full return value, sign-extended from its return type.
    ret: i64,
    /// `argv[1..]`.
    args: Vec<String>,
    /// Expected output (empty when there is no `.out` file).
    stdout: Vec<u8>,
    /// Why `lli` cannot run this program, if it cannot.
    lli_skip: Option<String>,
}

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs")
}

/// The value of a `; key: value` header comment, if present.
fn header<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix(';')?.trim_start();
        let value = rest.strip_prefix(key)?.strip_prefix(':')?;
        Some(value.trim())
    })
}

/// Reads one program and its expectations; a malformed entry is an error
/// message naming the file.
fn load_program(path: &Path) -> Result<Program, String> {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .ok_or_else(|| format!("{}: no file name", path.display()))?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let ret = header(&text, "ret")
        .ok_or_else(|| format!("{name}.ll: missing `; ret: N` header"))?
        .parse::<i64>()
        .map_err(|e| format!("{name}.ll: bad `; ret:` header: {e}"))?;
    let args = header(&text, "args")
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    let lli_skip = header(&text, "lli").map(|v| v.to_string());
    let stdout = std::fs::read(path.with_extension("out")).unwrap_or_default();
    Ok(Program {
        name,
        text,
        ret,
        args,
        stdout,
        lli_skip,
    })
}

/// All programs, sorted by name; panics with every malformed entry listed.
fn load_corpus() -> Vec<Program> {
    let dir = programs_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    let (ok, bad): (Vec<_>, Vec<_>) = paths
        .iter()
        .map(|p| load_program(p))
        .partition(Result::is_ok);
    let bad: Vec<String> = bad.into_iter().filter_map(Result::err).collect();
    assert!(
        bad.is_empty(),
        "malformed corpus entries:\n{}",
        bad.join("\n")
    );
    let programs: Vec<Program> = ok.into_iter().filter_map(Result::ok).collect();
    assert!(
        programs.len() >= MIN_PROGRAMS,
        "the corpus has {} programs, fewer than {MIN_PROGRAMS}",
        programs.len()
    );
    programs
}

/// Parses and verifies a program, or renders every diagnostic.
fn parse_program(p: &Program) -> Result<Module, String> {
    let file = format!("{}.ll", p.name);
    parse(&file, &p.text)
        .map(|(m, _warnings)| m)
        .map_err(|diags| {
            let rendered: Vec<String> = diags.iter().map(|d| d.render(&file, &p.text)).collect();
            format!("does not parse:\n{}", rendered.join(""))
        })
}

fn label(p: &Program) -> String {
    format!("{}.ll", p.name)
}

/// Our interpreter, one byte order: the recorded return value and output.
/// Returns the number of IR instructions executed.
fn check_interp(p: &Program, m: &Module, endian: Endian) -> Result<u64, String> {
    let mut args = vec![label(p)];
    args.extend(p.args.iter().cloned());
    let cfg = InterpConfig {
        endian,
        args,
        ..Default::default()
    };
    let outcome = run_main(m, &cfg).map_err(|e| {
        format!(
            "interpreter ({endian:?}-endian) failed after {} steps:\n{}output so far:\n{}",
            e.steps,
            e.render(m),
            String::from_utf8_lossy(&e.output)
        )
    })?;
    let mut problems = Vec::new();
    if outcome.ret != p.ret {
        problems.push(format!(
            "ret {} (0x{:x}), want {} (0x{:x})",
            outcome.ret, outcome.ret, p.ret, p.ret
        ));
    }
    if outcome.output != p.stdout {
        problems.push(output_diff(&p.stdout, &outcome.output));
    }
    if outcome.steps > MAX_STEPS {
        problems.push(format!(
            "executed {} IR instructions, over the corpus budget of {MAX_STEPS}",
            outcome.steps
        ));
    }
    if problems.is_empty() {
        Ok(outcome.steps)
    } else {
        Err(format!(
            "interpreter ({endian:?}-endian): {}",
            problems.join("\n")
        ))
    }
}

#[test]
fn interpreter_matches_recorded_results() {
    let programs = load_corpus();
    let steps: Mutex<Vec<(u64, String)>> = Mutex::new(Vec::new());
    let failures = for_each(&programs, label, |p| {
        let m = parse_program(p)?;
        let mut errors = Vec::new();
        for endian in [Endian::Big, Endian::Little] {
            match check_interp(p, &m, endian) {
                Ok(n) => steps
                    .lock()
                    .map_err(|_| "poisoned")?
                    .push((n, p.name.clone())),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors.join("\n"))
        }
    });
    let steps = steps.into_inner().unwrap_or_default();
    if let Some((max, name)) = steps.iter().max() {
        let total: u64 = steps.iter().map(|s| s.0).sum::<u64>() / 2;
        eprintln!(
            "corpus: {total} IR instructions in all (per byte order); the longest is {name} with {max}"
        );
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus programs disagree with their recorded results:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n")
    );
}

/// Prints `m` for LLVM, runs it under `lli` and compares with the recorded results.
fn check_lli(lli: &Path, dir: &Path, p: &Program, m: &Module) -> Result<(), String> {
    let file = dir.join(label(p));
    std::fs::write(&file, printer::print_module_llvm(m))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let run = run_lli(lli, &file, &p.args)?;
    let want_status = (p.ret & 0xff) as i32;
    let mut problems = Vec::new();
    if run.status != Some(want_status) {
        problems.push(format!(
            "exit status {:?}, want {want_status} (ret {} & 0xff)\nlli stderr:\n{}",
            run.status,
            p.ret,
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    if run.stdout != p.stdout {
        problems.push(output_diff(&p.stdout, &run.stdout));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "lli on the printed module {}: {}",
            file.display(),
            problems.join("\n")
        ))
    }
}

#[test]
fn lli_matches_recorded_results() {
    let Some(lli) = find_lli() else {
        // CI installs llvm-14 (`.ci/run`), so there a missing `lli` is a
        // broken setup, not a reason to skip.
        let required = ["CI", "EGRET_REQUIRE_LLI"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty() && x != "0"));
        assert!(
            !required,
            "neither lli-14 nor lli is on PATH, but CI / EGRET_REQUIRE_LLI requires the lli comparison"
        );
        eprintln!("note: neither lli-14 nor lli is on PATH; the lli comparison is skipped");
        return;
    };
    let programs = load_corpus();
    let mut dir = ScratchDir::new("corpus-lli");
    let failures = for_each(&programs, label, |p| {
        if p.lli_skip.is_some() {
            return Ok(());
        }
        let m = parse_program(p)?;
        check_lli(&lli, dir.path(), p, &m)
    });
    if !failures.is_empty() {
        dir.keep();
    }
    assert!(
        failures.is_empty(),
        "{} of {} corpus programs disagree under {}:\n{}",
        failures.len(),
        programs.len(),
        lli.display(),
        failures.join("\n")
    );
}

/// The corpus programs written in LLVMlite-only syntax (README: "The few
/// programs in LLVMlite-only syntax"), which LLVM's own parser rejects.
const LLVMLITE_ONLY: &[&str] = &[
    "cis341_style",
    "implicit_decls",
    "numbered_locals",
    "old_load_syntax",
];

/// The recorded expectations against `lli` itself, on the files as written
/// (no egret code involved): every program LLVM 14 can parse must give its
/// recorded exit status and output, and the ones it cannot parse must be
/// exactly the LLVMlite-only programs (which the printed-module test covers).
#[test]
fn lli_on_the_original_files_matches_recorded_results() {
    let Some(lli) = find_lli() else {
        eprintln!("note: neither lli-14 nor lli is on PATH; the lli comparison is skipped");
        return;
    };
    let programs = load_corpus();
    let rejected = Mutex::new(Vec::new());
    let failures = for_each(&programs, label, |p| {
        if p.lli_skip.is_some() {
            return Ok(());
        }
        let run = run_lli(&lli, &programs_dir().join(label(p)), &p.args)?;
        let stderr = String::from_utf8_lossy(&run.stderr);
        if run.status == Some(1) && stderr.contains(": error: ") {
            rejected
                .lock()
                .map_err(|_| "poisoned")?
                .push(p.name.clone());
            return if LLVMLITE_ONLY.contains(&p.name.as_str()) {
                Ok(())
            } else {
                Err(format!("lli cannot parse it:\n{stderr}"))
            };
        }
        let want_status = (p.ret & 0xff) as i32;
        let mut problems = Vec::new();
        if run.status != Some(want_status) {
            problems.push(format!(
                "lli exit status {:?}, want {want_status}\n{stderr}",
                run.status
            ));
        }
        if run.stdout != p.stdout {
            problems.push(output_diff(&p.stdout, &run.stdout));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(problems.join("\n"))
        }
    });
    assert!(
        failures.is_empty(),
        "{} of {} corpus programs disagree under {} (original files):\n{}",
        failures.len(),
        programs.len(),
        lli.display(),
        failures.join("\n")
    );
    let mut rejected = rejected.into_inner().unwrap_or_default();
    rejected.sort();
    assert_eq!(
        rejected, LLVMLITE_ONLY,
        "the programs lli cannot parse should be exactly the LLVMlite-only ones"
    );
}

#[test]
fn every_program_describes_itself() {
    for p in load_corpus() {
        let intro = format!("; {}:", p.name);
        assert!(
            p.text.lines().next().is_some_and(|l| l.starts_with(&intro)),
            "{}.ll must start with a `{intro} what it covers` line",
            p.name
        );
        if let Some(reason) = &p.lli_skip {
            assert!(
                reason.starts_with("skip "),
                "{}.ll: `; lli:` must say `skip <reason>`",
                p.name
            );
        }
    }
}
