//! Shared by the `interp_*` tests: running a `.ll` text in the interpreter
//! (both byte orders) and comparing its output with `lli-19`'s.
//!
//! `lli-19` is found as `EGRET_LLI19` or on `PATH`. Without it the
//! comparison is skipped with a note, except under `CI` or
//! `EGRET_REQUIRE_LLI`, where a missing `lli-19` fails the test.

#![allow(dead_code)] // each test file uses a different part

#[path = "../lli_support/mod.rs"]
mod lli_support;

use egret_llvmlite::interp::{InterpConfig, Outcome, run_main};
use egret_llvmlite::{Endian, Module, parse};
use lli_support::{ScratchDir, output_diff, run_lli};
use std::path::PathBuf;
use std::sync::Arc;

/// `EGRET_LLI19`, else `lli-19` from `PATH`.
pub fn find_lli19() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("EGRET_LLI19") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join("lli-19"))
        .find(|c| c.is_file())
}

/// `lli-19`, or `None` after a note; panics where CI requires it.
pub fn lli19_or_skip(what: &str) -> Option<PathBuf> {
    let lli = find_lli19();
    if lli.is_none() {
        let required = ["CI", "EGRET_REQUIRE_LLI"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty() && x != "0"));
        assert!(
            !required,
            "lli-19 is not on PATH, but CI / EGRET_REQUIRE_LLI requires the comparison ({what})"
        );
        eprintln!("note: lli-19 is not on PATH; {what} is not compared with LLVM");
    }
    lli
}

/// Runs `src` in the interpreter in byte order `endian`.
pub fn interp_run(name: &str, src: &str, endian: Endian) -> Outcome {
    interp_run_linked(name, src, endian, &[])
}

/// Runs `src` linked with `libraries` in byte order `endian`.
pub fn interp_run_linked(
    name: &str,
    src: &str,
    endian: Endian,
    libraries: &[Arc<Module>],
) -> Outcome {
    let (m, _) = parse(name, src).unwrap_or_else(|d| panic!("{name}: {}", d[0].render(name, src)));
    let cfg = InterpConfig {
        endian,
        libraries: libraries.to_vec(),
        ..InterpConfig::default()
    };
    run_main(&m, &cfg).unwrap_or_else(|e| panic!("{name}: {}", e.render(&m)))
}

/// Runs `src` in the interpreter (both byte orders must agree) and returns
/// its output.
pub fn interp_output(name: &str, src: &str) -> Vec<u8> {
    interp_output_linked(name, src, &[])
}

/// As [`interp_output`], linked with `libraries`.
pub fn interp_output_linked(name: &str, src: &str, libraries: &[Arc<Module>]) -> Vec<u8> {
    let big = interp_run_linked(name, src, Endian::Big, libraries).output;
    let little = interp_run_linked(name, src, Endian::Little, libraries).output;
    assert_eq!(big, little, "{name}: the byte order changed the output");
    big
}

/// The interpreter's output of `src` equals `lli-19`'s (when available).
pub fn same_as_lli(name: &str, src: &str) {
    same_as_lli_linked(name, src, &[]);
}

/// As [`same_as_lli`], the interpreter linking `libraries` (`lli` uses the
/// host's C library).
pub fn same_as_lli_linked(name: &str, src: &str, libraries: &[Arc<Module>]) {
    let ours = interp_output_linked(name, src, libraries);
    let Some(lli) = lli19_or_skip(name) else {
        return;
    };
    let mut dir = ScratchDir::new(&format!("interp-intrinsics-{name}"));
    let file = dir.path().join(format!("{name}.ll"));
    std::fs::write(&file, src).expect("the scratch file is writable");
    let run = run_lli(&lli, &file, &[]).unwrap_or_else(|e| panic!("{name}: {e}"));
    if run.status != Some(0) || run.stdout != ours {
        dir.keep();
        panic!(
            "{name}: lli-19 (status {:?}, stderr {}) and the interpreter differ on {}:\n{}",
            run.status,
            String::from_utf8_lossy(&run.stderr),
            file.display(),
            output_diff(&run.stdout, &ours)
        );
    }
}
