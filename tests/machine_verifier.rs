//! The machine verifier (`egret_lower::mach::verify`) accepts the code
//! after every pass after register allocation, for every program in
//! `tests/programs/` at -O1 and -O2, both byte orders and both ISA levels:
//! labels named by branches exist once, delay slots hold one instruction
//! with no label before it, frame markers pair up, and no pass adds a read
//! of a register no path defines. In release builds the verifier only runs
//! when asked ([`PassHooks::verify`]), as here.

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::lower::mach::{MachPass, PassHooks};
use egret::{OptLevel, Options, Target};
use std::path::Path;

#[allow(dead_code)]
mod common;

/// The -O1 and -O2 configurations, named.
fn configurations() -> Vec<(String, Options)> {
    let mut configs = Vec::new();
    for (opt_name, opt) in [("O1", OptLevel::O1), ("O2", OptLevel::O2)] {
        for endian in [Endian::Big, Endian::Little] {
            for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                let opts = Options {
                    opt,
                    target: Target { endian, isa },
                    ..Options::default()
                };
                configs.push((format!("{opt_name} {endian:?} {}", isa.name()), opts));
            }
        }
    }
    configs
}

#[test]
fn every_post_allocation_pass_leaves_verified_code_on_the_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = common::corpus_files(&root.join("tests/programs"));
    assert!(files.len() > 50, "the corpus is missing");
    let configs = configurations();
    let hooks = PassHooks {
        verify: true,
        stats: true,
        ..PassHooks::default()
    };
    let failures = common::parallel_map(&files, |file| {
        let mut failures = Vec::new();
        let mut passes_run = 0;
        for (config, opts) in &configs {
            let name = format!("{}.ll", file.name);
            let result = egret::parse_text(&name, &file.text)
                .and_then(|(module, _)| egret::compile_with_hooks(&module, opts, &hooks));
            match result {
                Ok(compiled) => {
                    passes_run += compiled
                        .functions
                        .iter()
                        .map(|f| f.compiled.passes.runs.len())
                        .sum::<usize>();
                }
                Err(e) => failures.push(format!("{name} at {config}: {e}")),
            }
        }
        // Every function ran every pass under the verifier.
        if passes_run == 0 {
            failures.push(format!("{}: no pass ran", file.name));
        }
        failures
    });
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_run_records_every_pass_in_order() {
    let ir = "define i32 @main() {\n  ret i32 0\n}\n";
    let (module, _) = egret::parse_text("m.ll", ir).expect("parses");
    let opts = Options {
        opt: OptLevel::O2,
        ..Options::default()
    };
    let hooks = PassHooks {
        verify: true,
        stats: true,
        ..PassHooks::default()
    };
    let compiled = egret::compile_with_hooks(&module, &opts, &hooks).expect("compiles");
    let runs: Vec<&str> = compiled.functions[0]
        .compiled
        .passes
        .runs
        .iter()
        .map(|r| r.pass)
        .collect();
    let all: Vec<&str> = MachPass::ALL.iter().map(|p| p.name()).collect();
    assert_eq!(runs, all);
}

/// Instruction scheduling runs at -O2 (under the verifier, between
/// `dead-code` and the slot fillers) and not at -O1.
#[test]
fn scheduling_runs_at_o2_only() {
    let ir = "define i32 @f(i32* %p) {\n  %a = load i32, i32* %p\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n";
    let (module, _) = egret::parse_text("m.ll", ir).expect("parses");
    let hooks = PassHooks {
        verify: true,
        stats: true,
        ..PassHooks::default()
    };
    let runs = |opt| {
        let opts = Options {
            opt,
            ..Options::default()
        };
        let compiled = egret::compile_with_hooks(&module, &opts, &hooks).expect("compiles");
        compiled.functions[0]
            .compiled
            .passes
            .runs
            .iter()
            .map(|r| r.pass)
            .collect::<Vec<_>>()
    };
    let o2 = runs(OptLevel::O2);
    let at = o2
        .iter()
        .position(|&p| p == "schedule")
        .expect("schedule runs at -O2");
    assert_eq!(
        &o2[at - 1..=at + 1],
        ["dead-code", "schedule", "delay-slots"]
    );
    assert!(!runs(OptLevel::O1).contains(&"schedule"));
}
