//! Optimising the same module twice gives byte-identical IR (no hash-map
//! order, no wall-clock limit reaches the output), and the statistics match
//! too (apart from times).

mod common;

use common::*;
use egret_egraph::OptLevel;
use egret_llvmlite::printer::print_module;
use egret_testgen::{GenConfig, generate};

fn assert_deterministic(name: &str, text: &str) {
    let m = parse_text(name, text);
    for level in [OptLevel::O1, OptLevel::O2] {
        let (a, ra) = optimized(&m, level);
        let (b, rb) = optimized(&m, level);
        assert_eq!(
            print_module(&a),
            print_module(&b),
            "{name} at {level:?} is not deterministic"
        );
        let stats = |r: &egret_egraph::OptReport| -> Vec<_> {
            r.functions
                .iter()
                .map(|f| (f.name.clone(), f.insts_after, f.egraph.clone()))
                .collect()
        };
        assert_eq!(
            stats(&ra),
            stats(&rb),
            "{name}: statistics differ between runs"
        );
    }
}

#[test]
fn corpus_optimises_deterministically() {
    for path in corpus_files() {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_deterministic(&name, &text);
    }
}

#[test]
fn random_programs_optimise_deterministically() {
    for seed in 0..40 {
        let text = generate(seed, &GenConfig::default());
        assert_deterministic(&format!("seed{seed}.ll"), &text);
    }
}
