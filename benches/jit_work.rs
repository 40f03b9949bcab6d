//! Compile work as instruction counts, for callgrind: each scenario of the
//! issue-25 table runs once after its set-up (inputs made, runtime library
//! built, a JIT warmed up), and `<scenario>:setup` runs the set-up alone,
//! so that the difference of the `Collected` lines of
//!
//! ```text
//! cargo bench --bench jit_work --no-run
//! valgrind --tool=callgrind target/release/deps/jit_work-<hash> <scenario>
//! valgrind --tool=callgrind target/release/deps/jit_work-<hash> <scenario>:setup
//! ```
//!
//! is the instructions of exactly that work, on every thread (the compile
//! hands functions to `rayon`'s workers, so counting only inside the
//! measured function would miss them). Scenarios:
//! `jit_new`; `small_O0`, `small_O2` (text of one small function to its
//! first result, in a JIT that has run a module already); `module1000_O0`,
//! `module1000_O2`; `small_O0_single_pass` and `module1000_O0_single_pass`
//! (the same at -O0 with the single-pass register allocator); `corpus_O0`, `corpus_O2` (parse, verify and compile
//! every `tests/programs/*.ll` to an object; the issue asks that -O2 stay
//! within 3x -O0). Without an argument every scenario runs once, which is
//! what `cargo bench` does (a smoke run).

#[path = "inputs/jit.rs"]
mod inputs;

use egret::jit::{Jit, JitOptions, OptLevel, RegallocAlgorithm};
use inputs::{FAC, thousand_functions};
use std::hint::black_box;
use std::path::Path;

fn options(opt: OptLevel) -> JitOptions {
    JitOptions {
        check_regalloc: false,
        ..JitOptions::default().with_opt(opt)
    }
}

/// The options of a scenario: its level, and the single-pass register
/// allocator for the `_single_pass` ones.
fn scenario_options(label: &str) -> JitOptions {
    let single = label.contains("single_pass");
    options(level(label)).with_regalloc(single.then_some(RegallocAlgorithm::SinglePass))
}

/// A JIT that has loaded and run a module (runtime built, pages touched).
fn warm_jit(opts: JitOptions) -> Jit {
    let mut jit = Jit::new(opts);
    jit.add_ir("define i64 @warm(i64 %x) {\n  ret i64 %x\n}\n")
        .expect("compiles");
    jit.call("warm", &[1]).expect("runs");
    jit
}

#[inline(never)]
fn measured_jit_new() -> Jit {
    Jit::new(options(OptLevel::O2))
}

#[inline(never)]
fn measured_ir_to_result(jit: &mut Jit, text: &str, entry: &str, arg: i64) -> i64 {
    jit.add_ir(black_box(text)).expect("compiles");
    jit.call(entry, &[arg]).expect("runs")
}

#[inline(never)]
fn measured_corpus(programs: &[(String, String)], opt: OptLevel) -> usize {
    let opts = egret::Options {
        opt,
        check_regalloc: false,
        ..egret::Options::default()
    };
    programs
        .iter()
        .map(|(name, text)| {
            let (_, compiled) = egret::compile_text(name, black_box(text), &opts)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            compiled.functions.len()
        })
        .sum()
}

/// Every `tests/programs/*.ll`, sorted by name.
fn corpus() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/programs")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into());
            (name, std::fs::read_to_string(p).expect("readable"))
        })
        .collect()
}

fn level(label: &str) -> OptLevel {
    if label.contains("O0") {
        OptLevel::O0
    } else {
        OptLevel::O2
    }
}

/// Runs `scenario`'s set-up and, if `measure`, its work.
fn run(scenario: &str, measure: bool) {
    match scenario {
        "jit_new" => {
            if measure {
                drop(black_box(measured_jit_new()));
            }
        }
        "small_O0" | "small_O2" | "small_O0_single_pass" => {
            let mut jit = warm_jit(scenario_options(scenario));
            if measure {
                assert_eq!(measured_ir_to_result(&mut jit, FAC, "fac", 10), 3_628_800);
            }
        }
        "module1000_O0" | "module1000_O2" | "module1000_O0_single_pass" => {
            let module = thousand_functions();
            let mut jit = warm_jit(scenario_options(scenario));
            if measure {
                black_box(measured_ir_to_result(&mut jit, &module, "f999", 5));
            }
        }
        "corpus_O0" | "corpus_O2" => {
            let programs = corpus();
            let _ = egret::runtime_members(egret::Target::default());
            if measure {
                black_box(measured_corpus(&programs, level(scenario)));
            }
        }
        other => panic!("unknown scenario `{other}`"),
    }
}

const SCENARIOS: [&str; 9] = [
    "jit_new",
    "small_O0",
    "small_O0_single_pass",
    "small_O2",
    "module1000_O0",
    "module1000_O0_single_pass",
    "module1000_O2",
    "corpus_O0",
    "corpus_O2",
];

fn main() {
    // `cargo bench` passes `--bench`; anything else names a scenario.
    let chosen: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if chosen.is_empty() {
        SCENARIOS.iter().for_each(|s| run(s, true));
    }
    for s in &chosen {
        match s.strip_suffix(":setup") {
            Some(scenario) => run(scenario, false),
            None => run(s, true),
        }
    }
}
