//! End-to-end: every corpus program, and programs from `egret-testgen`,
//! compiled at -O0 and -O2 for both byte orders and both ISA levels, linked
//! with the runtime, run on the simulator. The result and the output must
//! equal the interpreter's (same byte order) and the recorded expectations
//! (`; ret: N` header, `NAME.out`). regalloc2's checker runs on every
//! function.
//!
//! The work is spread over all cores with scoped threads; every failure is
//! collected and reported together, each naming the program and the
//! configuration.

use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::llvmlite::{Endian as IrEndian, Module};
use egret::{OptLevel, OptOptions, Options, RunOptions, Target};
use egret_cpu0::isa::{Endian, IsaLevel};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Instructions a corpus run may execute on the simulator before it is
/// taken to be stuck.
const MAX_STEPS: u64 = 2_000_000_000;

/// Generated programs checked per run of the suite; `EGRET_E2E_SEEDS=N`
/// checks seeds `0..N` instead (for long soak runs).
const GENERATED: u64 = 24;

/// One program and what it must do.
struct Program {
    name: String,
    text: String,
    args: Vec<String>,
    /// Recorded `main` result and output, for corpus programs.
    recorded: Option<(i64, Vec<u8>)>,
}

fn header<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix(';')?.trim_start();
        Some(rest.strip_prefix(key)?.strip_prefix(':')?.trim())
    })
}

fn corpus() -> Vec<Program> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("readable program");
            let name = p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let ret = header(&text, "ret")
                .and_then(|r| r.parse().ok())
                .unwrap_or_else(|| panic!("{name}.ll: no `; ret: N` header"));
            let stdout = std::fs::read(p.with_extension("out")).unwrap_or_default();
            let args = header(&text, "args")
                .map(|a| a.split_whitespace().map(String::from).collect())
                .unwrap_or_default();
            Program {
                name,
                text,
                args,
                recorded: Some((ret, stdout)),
            }
        })
        .collect()
}

fn generated() -> Vec<Program> {
    let seeds = std::env::var("EGRET_E2E_SEEDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GENERATED);
    (0..seeds)
        .map(|seed| Program {
            name: format!("testgen-seed-{seed}"),
            text: egret_testgen::generate(seed, &Default::default()),
            args: Vec::new(),
            recorded: None,
        })
        .collect()
}

fn ir_endian(e: Endian) -> IrEndian {
    match e {
        Endian::Big => IrEndian::Big,
        Endian::Little => IrEndian::Little,
    }
}

fn show(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    if s.len() > 400 {
        format!("{}…", &s[..400])
    } else {
        s.into_owned()
    }
}

/// Compiles (the mid-end, if any, already ran on `module`), links and runs
/// `p` in one configuration; compares with `want`.
fn check(
    p: &Program,
    module: &Module,
    opts: &Options,
    want: &(i64, Vec<u8>),
) -> Result<(), String> {
    let compiled = egret::compile_optimized(module, opts).map_err(|e| format!("compile: {e}"))?;
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)
        .map_err(|e| format!("link: {e}"))?;
    let mut argv = vec![format!("{}.ll", p.name)];
    argv.extend(p.args.iter().cloned());
    let run_opts = RunOptions {
        max_steps: Some(MAX_STEPS),
        ..RunOptions::new(opts.target)
    };
    let run = egret::run_executable(&exe, &argv, &run_opts).map_err(|e| match &e {
        egret::Error::Trap { output, .. } => format!("{e}; output so far: {:?}", show(output)),
        _ => e.to_string(),
    })?;
    if run.ret != want.0 || run.output != want.1 {
        return Err(format!(
            "ret {} want {}\n  output {:?}\n  want   {:?}",
            run.ret,
            want.0,
            show(&run.output),
            show(&want.1)
        ));
    }
    Ok(())
}

/// Every configuration of one program; failures as messages. The mid-end
/// is target-independent, so -O2 optimizes once and lowers four times.
fn check_program(p: &Program) -> Vec<String> {
    let tag = |cfg: &str, msg: String| format!("{} [{cfg}]: {msg}", p.name);
    let module = match egret::parse_text(&format!("{}.ll", p.name), &p.text) {
        Ok((m, _)) => m,
        Err(e) => return vec![tag("parse", e.to_string())],
    };
    let mut optimized = module.clone();
    if let Err(e) = egret::optimize(&mut optimized, &OptOptions::at(OptLevel::O2)) {
        return vec![tag("O2", e.to_string())];
    }
    let mut failures = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        let mut argv = vec![format!("{}.ll", p.name)];
        argv.extend(p.args.iter().cloned());
        let cfg = InterpConfig {
            endian: ir_endian(endian),
            args: argv,
            ..Default::default()
        };
        let want = match run_main(&module, &cfg) {
            Ok(o) => (o.ret, o.output),
            Err(e) => {
                failures.push(tag("interpreter", e.to_string()));
                continue;
            }
        };
        if let Some(recorded) = &p.recorded
            && *recorded != want
        {
            failures.push(tag(
                "interpreter",
                "differs from the recorded expectation".into(),
            ));
        }
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                let opts = Options {
                    opt,
                    target: Target { endian, isa },
                    debug_info: false,
                    check_regalloc: true,
                };
                let input = if opt == OptLevel::O0 {
                    &module
                } else {
                    &optimized
                };
                if let Err(e) = check(p, input, &opts, &want) {
                    failures.push(tag(&format!("{opt:?} {endian:?} {}", isa.name()), e));
                }
            }
        }
    }
    failures
}

/// Runs `check_program` over `programs` on every core.
fn check_all(programs: &[Program]) {
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(p) = programs.get(i) else { break };
                    let found = check_program(p);
                    failures
                        .lock()
                        .expect("no worker panics holding the lock")
                        .extend(found);
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("workers finished");
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} failing configurations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_runs_on_the_simulator_in_every_configuration() {
    let programs = corpus();
    assert!(
        programs.len() >= 80,
        "the corpus has only {} programs",
        programs.len()
    );
    check_all(&programs);
}

#[test]
fn generated_programs_run_on_the_simulator_in_every_configuration() {
    check_all(&generated());
}
