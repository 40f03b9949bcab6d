//! Differential tests of generated programs that mix integer and floating
//! computation (`egret-testgen` with `GenConfig::floats`; see
//! `testgen/src/func/float.rs` for what they contain and how they avoid
//! poison). Each program runs in the interpreter (the reference, both byte
//! orders, which must agree with each other), is compiled by egret at -O0
//! and -O2 for both byte orders and both ISA levels, linked with the
//! runtime (the soft-float routines) and run on the simulator: output and
//! result must equal the interpreter's. When `lli-19` is installed
//! (required under `CI` or `EGRET_REQUIRE_LLI`), the program printed as
//! LLVM IR runs under it too and must print what the interpreter prints,
//! except the `exact N` line: that one folds the exact bits of every float
//! the program computed, including those LLVM leaves open (NaN signs and
//! payloads, `minnum`/`maxnum` of -0 and +0 or of a signalling NaN,
//! whether `fmuladd` fuses, `copysign` from a NaN), which x86 answers
//! differently from egret's documented rules. The other lines fold only
//! values LLVM defines, with NaNs made canonical.
//!
//! `float_programs_fixed_seeds` checks seeds `0..CI_SEEDS` in every test
//! run. The long run (ignored by default) checks
//! `EGRET_FLOAT_DIFF_COUNT` programs (default 300) from seed
//! `EGRET_FLOAT_DIFF_START` (default 1000) on, writing the failing seeds
//! to `EGRET_FLOAT_DIFF_FAILED` when that is set:
//!
//! ```text
//! EGRET_FLOAT_DIFF_COUNT=300 cargo test --release --test float_differential -- --ignored
//! ```
//!
//! A failing seed is reproduced with
//! `cargo run --release -p egret-testgen --example generate -- --floats SEED`.

use egret::llvmlite::Module;
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, OptOptions};
use egret_cpu0::isa::Endian;
use egret_testgen::{GenConfig, generate};
use std::path::Path;

#[allow(dead_code)]
mod common;

#[path = "../llvmlite/tests/lli_support/mod.rs"]
#[allow(dead_code)]
mod lli_support;

/// Seeds checked in every test run.
const CI_SEEDS: u64 = 12;
/// Instructions one run may execute on the simulator.
const MAX_STEPS: u64 = 400_000_000;
/// The first word of the output line `lli` need not reproduce.
const EXACT_LINE: &[u8] = b"exact ";

use common::Outcome;

/// The interpreter's outcome for `endian`.
fn interpret(module: &Module, name: &str, endian: Endian) -> Result<Outcome, String> {
    let cfg = InterpConfig {
        endian: match endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        },
        args: vec![name.to_string()],
        ..Default::default()
    };
    let out = run_main(module, &cfg).map_err(|e| format!("interpreter: {e}"))?;
    Ok((out.ret, out.output))
}

/// `module` printed as LLVM IR, run by `lli`: exit status and output.
fn run_lli(lli: &Path, module: &Module, name: &str) -> Result<(i64, Vec<u8>), String> {
    let dir = tempfile::tempdir().map_err(|e| format!("temporary directory: {e}"))?;
    let file = dir.path().join(format!("{name}.ll"));
    std::fs::write(&file, egret::llvmlite::printer::print_module_llvm(module))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let run = lli_support::run_lli(lli, &file, &[])?;
    let status = run.status.ok_or("lli was killed by a signal")?;
    Ok((i64::from(status), run.stdout))
}

/// `out` without its `exact` line.
fn without_exact(out: &[u8]) -> Vec<u8> {
    out.split_inclusive(|&b| b == b'\n')
        .filter(|line| !line.starts_with(EXACT_LINE))
        .flatten()
        .copied()
        .collect()
}

/// Every configuration of the program of `seed`; the failures.
fn check_seed(seed: u64, lli: Option<&Path>) -> Vec<String> {
    let name = format!("float-seed-{seed}");
    let tag = |cfg: &str, msg: String| format!("seed {seed} [{cfg}]: {msg}");
    let text = generate(seed, &GenConfig::with_floats());
    let module = match egret::parse_text(&format!("{name}.ll"), &text) {
        Ok((m, _)) => m,
        Err(e) => return vec![tag("parse", e.to_string())],
    };
    let mut optimized = module.clone();
    if let Err(e) = egret::optimize(&mut optimized, &OptOptions::at(OptLevel::O2)) {
        return vec![tag("optimize", e.to_string())];
    }
    let mut failures = Vec::new();
    // The big-endian outcome after the first pass, the little-endian one
    // (what lli must print) after the second.
    let mut little = None;
    for endian in [Endian::Big, Endian::Little] {
        let want = match interpret(&module, &name, endian) {
            Ok(w) => w,
            Err(e) => return vec![tag(&format!("{endian:?}"), e)],
        };
        let argv = [name.clone()];
        for opts in common::configurations(endian) {
            let input = if opts.opt == OptLevel::O0 {
                &module
            } else {
                &optimized
            };
            let cfg = format!("{:?} {endian:?} {}", opts.opt, opts.target.isa.name());
            match common::run_optimized(input, &argv, &opts, MAX_STEPS) {
                Ok(got) if got == want => {}
                Ok(got) => failures.push(tag(
                    &cfg,
                    format!(
                        "ret {} want {}; {}",
                        got.0,
                        want.0,
                        common::first_difference(&got.1, &want.1)
                    ),
                )),
                Err(e) => failures.push(tag(&cfg, e)),
            }
        }
        if let Some(big) = &little
            && *big != want
        {
            failures.push(tag("interpreter", "big and little endian differ".into()));
        }
        little = Some(want);
    }
    if let (Some(lli), Some(want)) = (lli, &little) {
        match run_lli(lli, &module, &name) {
            Ok((status, out)) => {
                let (got, expected) = (without_exact(&out), without_exact(&want.1));
                if status != want.0 & 0xFF || got != expected {
                    failures.push(tag(
                        "lli-19",
                        format!(
                            "status {status} want {}; {}",
                            want.0 & 0xFF,
                            common::first_difference(&got, &expected)
                        ),
                    ));
                }
            }
            Err(e) => failures.push(tag("lli-19", e)),
        }
    }
    failures
}

/// Checks `seeds`; returns the failure lines and the failing seeds.
fn check_seeds(seeds: &[u64]) -> (Vec<String>, Vec<u64>) {
    let lli = common::lli19_unless_skipped();
    let results = common::parallel_map(seeds, |&seed| check_seed(seed, lli.as_deref()));
    let mut failures = Vec::new();
    let mut failed = Vec::new();
    for (&seed, f) in seeds.iter().zip(results) {
        if !f.is_empty() {
            failed.push(seed);
            failures.extend(f);
        }
    }
    println!(
        "float differential: {} programs (8 compiled runs each{}), {} failing programs, {} failing runs",
        seeds.len(),
        if lli.is_some() { " and lli-19" } else { "" },
        failed.len(),
        failures.len()
    );
    (failures, failed)
}

#[test]
fn float_programs_fixed_seeds() {
    let seeds: Vec<u64> = (0..CI_SEEDS).collect();
    let (failures, _) = check_seeds(&seeds);
    assert!(
        failures.is_empty(),
        "{} failing configurations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
#[ignore = "long run: EGRET_FLOAT_DIFF_COUNT=300 cargo test --release --test float_differential -- --ignored"]
fn float_programs_long_run() {
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let count = env("EGRET_FLOAT_DIFF_COUNT", 300);
    let start = env("EGRET_FLOAT_DIFF_START", 1000);
    let seeds: Vec<u64> = (0..count).map_while(|k| start.checked_add(k)).collect();
    let (failures, failed) = check_seeds(&seeds);
    if let Some(path) = std::env::var_os("EGRET_FLOAT_DIFF_FAILED") {
        let list: Vec<String> = failed.iter().map(u64::to_string).collect();
        std::fs::write(path, list.join("\n") + "\n").expect("EGRET_FLOAT_DIFF_FAILED is writable");
    }
    assert!(
        failures.is_empty(),
        "{} failing configurations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_exact_line_is_the_only_one_left_out() {
    let out = b"r1 = 5\nexact -3\nchecksum 7\n";
    assert_eq!(without_exact(out), b"r1 = 5\nchecksum 7\n");
    assert_eq!(without_exact(b"exactly 1\n"), b"exactly 1\n");
}
