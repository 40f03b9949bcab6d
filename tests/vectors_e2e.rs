//! Vectors and aggregate signatures end to end.
//!
//! `tests/vectors/*.ll` are hand-written IR (no target lines, so each runs
//! in both byte orders): vector operations and struct/array/vector
//! parameters and results through direct and indirect calls. Each is
//! compiled by egret at -O0 and -O2 for both byte orders and ISA levels,
//! linked with the runtime and run on the simulator; output and result
//! must equal the interpreter's on the original IR in the same byte
//! order. When `lli-19` is installed (required under `CI` or
//! `EGRET_REQUIRE_LLI`), its output on the host (little-endian) must equal
//! the interpreter's little-endian output.

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

#[allow(dead_code)]
mod common;

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors");
    let files = common::program_paths(&dir);
    assert!(files.len() >= 2, "the IR is missing");
    files
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

/// Compiles, links and runs `text` in one configuration: `main`'s result
/// and the output, or the error rendered.
fn run_egret(name: &str, text: &str, opts: &Options) -> Result<(i64, Vec<u8>), String> {
    common::compile_link_run(name, text, opts, None)
        .map(|run| (run.ret, run.output))
        .map_err(|e| e.to_string())
}

#[test]
fn compiled_code_agrees_with_the_interpreter() {
    let mut failures = Vec::new();
    for path in files() {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).expect("readable");
        for endian in [Endian::Big, Endian::Little] {
            let want = reference(&name, &text, endian);
            for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                for opt in [OptLevel::O0, OptLevel::O2] {
                    let opts = Options {
                        opt,
                        target: Target { endian, isa },
                        debug_info: false,
                        debug_paths: Default::default(),
                        check_regalloc: true,
                    };
                    match run_egret(&name, &text, &opts) {
                        Ok(got) if got.1 == want.1 && got.0 & 0xFF == want.0 & 0xFF => {}
                        Ok(got) => failures.push(format!(
                            "{name} [{opt:?} {endian:?} {}]: {:?} want {:?}",
                            isa.name(),
                            String::from_utf8_lossy(&got.1),
                            String::from_utf8_lossy(&want.1)
                        )),
                        Err(e) => failures.push(format!("{name} [{opt:?} {endian:?}]: {e}")),
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn lli_agrees_with_the_interpreter_little_endian() {
    let Some(lli) = common::lli19_unless_skipped() else {
        return;
    };
    for path in files() {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).expect("readable");
        let want = reference(&name, &text, Endian::Little);
        let out = Command::new(&lli).arg(&path).output().expect("lli runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&want.1),
            "{name}"
        );
        assert_eq!(
            i64::from(out.status.code().unwrap_or(-1)),
            want.0 & 0xFF,
            "{name}"
        );
    }
}
