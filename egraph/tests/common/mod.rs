//! Shared helpers of the integration tests: parse, optimise, verify, run in
//! the interpreter in both byte orders, compare.

#![allow(dead_code)]

use egret_egraph::{OptLevel, OptOptions, OptReport, optimize};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::{Endian, Module, parse, printer, verify};
use std::path::{Path, PathBuf};

/// The corpus directory (`tests/programs` of the workspace).
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/programs")
}

/// The `.ll` files of the corpus, sorted.
pub fn corpus_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    files
}

/// The `; args:` header of a corpus program, as `argv` (with a program name).
pub fn args_of(text: &str) -> Vec<String> {
    let mut args = vec!["prog".to_string()];
    for line in text.lines().take_while(|l| l.starts_with(';')) {
        if let Some(rest) = line.strip_prefix("; args:") {
            args.extend(rest.split_whitespace().map(str::to_string));
        }
    }
    args
}

/// Parses `text`, panicking with the diagnostics when it is invalid.
pub fn parse_text(name: &str, text: &str) -> Module {
    match parse(name, text) {
        Ok((m, _)) => m,
        Err(d) => panic!(
            "{name} does not parse: {}",
            d.iter()
                .map(|d| d.render(name, text))
                .collect::<Vec<_>>()
                .join("\n")
        ),
    }
}

/// Optimises a copy of `m` at `level` with verification on.
pub fn optimized(m: &Module, level: OptLevel) -> (Module, OptReport) {
    let mut out = m.clone();
    let opts = OptOptions {
        verify: true,
        ..OptOptions::at(level)
    };
    let report = optimize(&mut out, &opts).unwrap_or_else(|e| panic!("{e}"));
    let diags = verify(&out);
    assert!(
        diags.is_empty(),
        "optimised IR does not verify: {:?}\n{}",
        diags.iter().map(|d| d.render_in(&out)).collect::<Vec<_>>(),
        printer::print_module(&out)
    );
    (out, report)
}

/// The outcome of running `main`: return value and output, or the error.
pub type Run = Result<(i64, Vec<u8>, u64), String>;

/// Runs `main` in the given byte order.
pub fn run(m: &Module, endian: Endian, args: &[String]) -> Run {
    let cfg = InterpConfig {
        endian,
        args: args.to_vec(),
        step_limit: 200_000_000,
        ..InterpConfig::default()
    };
    run_main(m, &cfg)
        .map(|o| (o.ret, o.output, o.steps))
        .map_err(|e| e.to_string())
}

/// Checks that `after` behaves like `before` in both byte orders. Returns
/// the instructions executed (big-endian) before and after, or `None` when
/// the original program itself fails (then nothing is compared).
pub fn same_behaviour(
    name: &str,
    before: &Module,
    after: &Module,
    args: &[String],
) -> Option<(u64, u64)> {
    let mut steps = None;
    for endian in [Endian::Big, Endian::Little] {
        let a = run(before, endian, args);
        let Ok((ret_a, out_a, steps_a)) = a else {
            return None;
        };
        match run(after, endian, args) {
            Ok((ret_b, out_b, steps_b)) => {
                assert_eq!(
                    (ret_a, String::from_utf8_lossy(&out_a)),
                    (ret_b, String::from_utf8_lossy(&out_b)),
                    "{name} ({endian:?}) behaves differently after optimisation:\n{}",
                    printer::print_module(after)
                );
                if endian == Endian::Big {
                    steps = Some((steps_a, steps_b));
                }
            }
            Err(e) => panic!(
                "{name} ({endian:?}) fails after optimisation: {e}\n{}",
                printer::print_module(after)
            ),
        }
    }
    steps
}
