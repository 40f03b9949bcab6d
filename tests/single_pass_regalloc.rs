//! The single-pass register allocator (`RegallocAlgorithm::SinglePass`,
//! regalloc2's `Fastalloc`; the JIT's base tier under tiered compilation
//! uses it): every program of `tests/programs`, compiled with it at -O0 and
//! -O2 and with regalloc2's checker on, prints and returns what its recorded
//! expectation (`; ret:` header and `.out` file) says, in both byte orders
//! and at both ISA levels. The costs it trades (compile work against
//! executed instructions) are measured by `benches/jit_work.rs`.

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::lower::RegallocAlgorithm;
use egret::{OptLevel, OptOptions, Options, RunOptions, Target};
use std::path::Path;

#[allow(dead_code)]
mod common;

/// Instructions one run may execute.
const MAX_STEPS: u64 = 2_000_000_000;

/// The configurations each program runs in: every byte order and ISA level
/// once, each level of optimization in two of them.
const CONFIGS: [(OptLevel, Endian, IsaLevel); 4] = [
    (OptLevel::O0, Endian::Big, IsaLevel::Cpu032II),
    (OptLevel::O0, Endian::Little, IsaLevel::Cpu032I),
    (OptLevel::O2, Endian::Big, IsaLevel::Cpu032I),
    (OptLevel::O2, Endian::Little, IsaLevel::Cpu032II),
];

/// Compiles `text` with the single-pass allocator in `opts`' configuration
/// (the mid-end first at -O2, legalized as the driver does), links it with
/// the runtime and runs it with `argv`.
fn run_single_pass(
    name: &str,
    text: &str,
    argv: &[String],
    opts: &Options,
) -> Result<common::Outcome, String> {
    let (mut module, _) = egret::parse_text(name, text).map_err(|e| e.to_string())?;
    if opts.opt != OptLevel::O0 {
        egret::optimize(&mut module, &OptOptions::at(opts.opt)).map_err(|e| e.to_string())?;
    }
    egret::legalize(&mut module, opts.target).map_err(|e| e.to_string())?;
    let backend = egret::lower::CompileOptions {
        regalloc: RegallocAlgorithm::SinglePass,
        ..egret::backend_options(opts)
    };
    let compiled = egret::lower::compile_module(&module, &backend).map_err(|e| {
        e.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)
        .map_err(|e| format!("link: {e}"))?;
    let run_opts = RunOptions {
        max_steps: Some(MAX_STEPS),
        ..RunOptions::new(opts.target)
    };
    let run = egret::run_executable(&exe, argv, &run_opts).map_err(|e| format!("run: {e}"))?;
    Ok((run.ret, run.output))
}

/// Every configuration of one corpus program; the failures.
fn check(file: &common::CorpusFile) -> Vec<String> {
    let ret: i64 = common::header(&file.text, "ret")
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("{}.ll: no `; ret: N` header", file.name));
    let want = (
        ret,
        std::fs::read(file.path.with_extension("out")).unwrap_or_default(),
    );
    let mut argv = vec![format!("{}.ll", file.name)];
    argv.extend(file.args.iter().cloned());
    let mut failures = Vec::new();
    for (opt, endian, isa) in CONFIGS {
        let opts = Options {
            opt,
            target: Target { endian, isa },
            debug_info: false,
            debug_paths: Default::default(),
            check_regalloc: true,
        };
        let tag = format!("{} [{opt:?} {endian:?} {}]", file.name, isa.name());
        match run_single_pass(&argv[0], &file.text, &argv, &opts) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!(
                "{tag}: ret {} want {}; {}",
                got.0,
                want.0,
                common::first_difference(&got.1, &want.1)
            )),
            Err(e) => failures.push(format!("{tag}: {e}")),
        }
    }
    failures
}

#[test]
fn the_corpus_runs_right_with_the_single_pass_allocator() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let files = common::corpus_files(&dir);
    assert!(files.len() > 100, "the corpus is there");
    let failures: Vec<String> = common::parallel_map(&files, check)
        .into_iter()
        .flatten()
        .collect();
    assert!(
        failures.is_empty(),
        "{} failing configurations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
