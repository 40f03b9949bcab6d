//! Random programs from `egret-testgen` through the whole front end.
//!
//! For 200 seeds of the default configuration and 20 of a larger one, the
//! generated program must parse and verify without a single diagnostic, run
//! to completion in our interpreter in both byte orders with identical
//! results (generated programs never depend on byte order), stay within the
//! generator's own bound on executed instructions, and — when `lli` is
//! available — print back as LLVM IR that `lli` runs to the same output and
//! exit status. A failure names the seed; reproduce it
//! with `cargo run -p egret-testgen --example generate -- SEED`.

mod lli_support;

use egret_llvmlite::interp::{InterpConfig, Outcome, run_main};
use egret_llvmlite::{Endian, Module, parse, printer};
use egret_testgen::{GenConfig, Generated, generate_program};
use lli_support::{ScratchDir, find_lli, for_each, output_diff, run_lli};
use std::path::Path;
use std::sync::Mutex;

/// How many seeds are tried.
const PROGRAMS: u64 = 200;

fn label(seed: &u64) -> String {
    format!("seed {seed}")
}

fn parse_generated(seed: u64, g: &Generated) -> Result<Module, String> {
    let file = format!("gen{seed}.ll");
    match parse(&file, &g.text) {
        Ok((m, warnings)) if warnings.is_empty() => Ok(m),
        Ok((_, diags)) | Err(diags) => {
            let rendered: Vec<String> = diags.iter().map(|d| d.render(&file, &g.text)).collect();
            Err(format!(
                "diagnostics for a generated program:\n{}",
                rendered.join("")
            ))
        }
    }
}

fn interpret(m: &Module, endian: Endian) -> Result<Outcome, String> {
    let cfg = InterpConfig {
        endian,
        args: vec!["gen.ll".into()],
        ..Default::default()
    };
    run_main(m, &cfg).map_err(|e| format!("interpreter ({endian:?}-endian): {}", e.render(m)))
}

/// Runs one seed in the interpreter; returns the big-endian outcome.
fn check_interp(seed: u64, g: &Generated, m: &Module) -> Result<Outcome, String> {
    let big = interpret(m, Endian::Big)?;
    let little = interpret(m, Endian::Little)?;
    if big != little {
        return Err(format!(
            "byte order changes the result: big ret {} / little ret {}\n{}",
            big.ret,
            little.ret,
            output_diff(&big.output, &little.output)
        ));
    }
    if big.steps > g.estimated_steps {
        return Err(format!(
            "seed {seed} executed {} instructions, above the generator's bound of {}",
            big.steps, g.estimated_steps
        ));
    }
    Ok(big)
}

fn check_lli(lli: &Path, dir: &Path, seed: u64, m: &Module, want: &Outcome) -> Result<(), String> {
    let file = dir.join(format!("gen{seed}.ll"));
    std::fs::write(&file, printer::print_module_llvm(m))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let run = run_lli(lli, &file, &[])?;
    let want_status = (want.ret & 0xff) as i32;
    let mut problems = Vec::new();
    if run.status != Some(want_status) {
        problems.push(format!(
            "lli exit status {:?}, interpreter ret {} (& 0xff = {want_status})\nlli stderr:\n{}",
            run.status,
            want.ret,
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    if run.stdout != want.output {
        problems.push(format!(
            "lli vs interpreter: {}",
            output_diff(&want.output, &run.stdout)
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{} ({})", problems.join("\n"), file.display()))
    }
}

/// Checks `seeds` under `cfg`; panics listing every failing seed.
fn check_seeds(cfg: &GenConfig, seeds: &[u64], tag: &str) {
    let lli = find_lli();
    if lli.is_none() {
        eprintln!("note: neither lli-14 nor lli is on PATH; only the interpreter is checked");
    }
    let mut dir = ScratchDir::new(tag);
    let sizes: Mutex<Vec<(usize, u64, u64)>> = Mutex::new(Vec::new());
    let failures = for_each(seeds, label, |&seed| {
        let g = generate_program(seed, cfg);
        let m = parse_generated(seed, &g)?;
        let outcome = check_interp(seed, &g, &m)?;
        let lines = g.text.lines().count();
        sizes
            .lock()
            .map_err(|_| "poisoned")?
            .push((lines, outcome.steps, g.estimated_steps));
        let text = String::from_utf8_lossy(&outcome.output);
        if !text
            .lines()
            .last()
            .is_some_and(|l| l.starts_with("checksum "))
        {
            return Err(format!(
                "the output does not end with the checksum line:\n{text}"
            ));
        }
        match &lli {
            Some(lli) => check_lli(lli, dir.path(), seed, &m, &outcome),
            None => Ok(()),
        }
    });
    if !failures.is_empty() {
        dir.keep();
    }
    report_sizes(tag, &sizes.into_inner().unwrap_or_default());
    assert!(
        failures.is_empty(),
        "{} of {} generated programs ({cfg:?}) failed:\n{}",
        failures.len(),
        seeds.len(),
        failures.join("\n")
    );
}

#[test]
fn generated_programs_parse_run_and_match_lli() {
    let seeds: Vec<u64> = (0..PROGRAMS).collect();
    check_seeds(&GenConfig::default(), &seeds, "testgen-lli");
}

/// Bigger programs: more and longer functions, deeper nesting, longer loops.
#[test]
fn large_generated_programs_match_lli() {
    let cfg = GenConfig {
        functions: 10,
        max_params: 14,
        block_statements: 16,
        max_depth: 4,
        max_trip: 20,
        globals: 8,
        function_budget: 20_000,
        main_budget: 400_000,
        floats: false,
    };
    let seeds: Vec<u64> = (1000..1020).collect();
    check_seeds(&cfg, &seeds, "testgen-lli-large");
}

/// Prints the size of the programs tried (visible with `--nocapture`).
fn report_sizes(tag: &str, sizes: &[(usize, u64, u64)]) {
    if sizes.is_empty() {
        return;
    }
    let n = sizes.len() as u64;
    let lines: u64 = sizes.iter().map(|s| s.0 as u64).sum();
    let steps: u64 = sizes.iter().map(|s| s.1).sum();
    let estimate: u64 = sizes.iter().map(|s| s.2).sum();
    let max_steps = sizes.iter().map(|s| s.1).max().unwrap_or(0);
    eprintln!(
        "{tag}: {n} programs: {} lines and {} executed instructions on average (max {max_steps}); \
         the generator's bound averages {}",
        lines / n,
        steps / n,
        estimate / n
    );
}

#[test]
fn generated_programs_are_not_trivial() {
    // Across seeds the generator must produce every construct it promises.
    let cfg = GenConfig::default();
    let all: String = (0..20).map(|s| generate_program(s, &cfg).text).collect();
    for needle in [
        " = phi ",
        "sdiv ",
        "srem ",
        "udiv ",
        "urem ",
        "shl ",
        "lshr ",
        "ashr ",
        "select ",
        "zext ",
        "sext ",
        "trunc ",
        "icmp ",
        "alloca ",
        "load ",
        "store ",
        "call ",
        "getelementptr ",
        "i1 ",
        "i8 ",
        "i16 ",
        "i32 ",
        "i64 ",
        "nuw nsw",
        "ret void",
        "@printf",
    ] {
        assert!(
            all.contains(needle),
            "no generated program contains `{needle}`"
        );
    }
}
