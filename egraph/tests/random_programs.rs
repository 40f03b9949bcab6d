//! Differential test on random programs from `egret-testgen`: every
//! generated program, optimised at -O2 (and a share at -O1), verifies and
//! behaves exactly like the original in the interpreter, in both byte
//! orders. 320 seeds run by default; the ignored `random_programs_long`
//! runs thousands with larger programs.

mod common;

use common::*;
use egret_egraph::OptLevel;
use egret_testgen::{GenConfig, generate};

fn check_seeds(seeds: std::ops::Range<u64>, cfg: &GenConfig) -> (u64, u64) {
    let (mut before, mut after) = (0, 0);
    for seed in seeds {
        let text = generate(seed, cfg);
        let name = format!("seed{seed}.ll");
        let m = parse_text(&name, &text);
        let level = if seed % 5 == 4 {
            OptLevel::O1
        } else {
            OptLevel::O2
        };
        let (opt, _) = optimized(&m, level);
        let args = vec!["prog".to_string()];
        match same_behaviour(&name, &m, &opt, &args) {
            Some((b, a)) => {
                before += b;
                after += a;
            }
            None => panic!("generated program {name} fails in the interpreter:\n{text}"),
        }
    }
    (before, after)
}

#[test]
fn random_programs_behave_like_the_original() {
    let (b, a) = check_seeds(0..320, &GenConfig::default());
    println!("320 random programs: {b} -> {a} IR instructions executed");
}

#[test]
#[ignore = "long: thousands of larger random programs (run with --ignored)"]
fn random_programs_long() {
    let cfg = GenConfig {
        functions: 8,
        block_statements: 20,
        max_depth: 4,
        ..GenConfig::default()
    };
    let (b, a) = check_seeds(1000..4000, &cfg);
    println!("3000 larger random programs: {b} -> {a} IR instructions executed");
}

/// Random programs call their functions from `main` with constants, so
/// inlining specialises copies and `loopeval` runs loops at compile time:
/// the programs that exercise it still behave like the original.
#[test]
fn loops_run_at_compile_time_keep_random_programs_correct() {
    let mut evaluated = 0;
    for seed in 500..800 {
        let text = generate(seed, &GenConfig::default());
        let name = format!("seed{seed}.ll");
        let m = parse_text(&name, &text);
        let mut opt = m.clone();
        let opts = egret_egraph::OptOptions {
            verify: true,
            stats: true,
            ..egret_egraph::OptOptions::at(OptLevel::O2)
        };
        let report = egret_egraph::optimize(&mut opt, &opts).unwrap_or_else(|e| panic!("{e}"));
        let changed = report
            .functions
            .iter()
            .flat_map(|f| &f.passes)
            .any(|p| p.pass == "loopeval" && p.changed);
        if !changed {
            continue;
        }
        evaluated += 1;
        let args = vec!["prog".to_string()];
        assert!(
            same_behaviour(&name, &m, &opt, &args).is_some(),
            "generated program {name} fails after loopeval:\n{text}"
        );
    }
    println!("{evaluated} of 300 programs had a loop run at compile time");
    assert!(
        evaluated >= 8,
        "only {evaluated} of 300 programs had a loop run"
    );
}
