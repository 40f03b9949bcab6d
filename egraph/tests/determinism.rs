//! Optimising the same module twice gives byte-identical IR (no hash-map
//! order, no wall-clock limit reaches the output), and the statistics match
//! too (apart from times), however many threads optimise the functions.

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

/// Optimises `m` on a pool of `threads` threads, returning the IR, the
/// statistics without times and the dumps.
fn optimized_on(
    m: &egret_llvmlite::Module,
    threads: usize,
    verify: bool,
    print_after: Option<&str>,
) -> (String, Vec<String>, Vec<(usize, String)>) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let mut out = m.clone();
    let opts = egret_egraph::OptOptions {
        verify,
        stats: true,
        print_after: print_after.map(str::to_string),
        ..egret_egraph::OptOptions::at(OptLevel::O2)
    };
    let report = pool
        .install(|| egret_egraph::optimize(&mut out, &opts))
        .unwrap_or_else(|e| panic!("{e}"));
    let stats = report
        .functions
        .iter()
        .map(|f| {
            let passes: Vec<_> = f
                .passes
                .iter()
                .map(|p| (p.pass, p.changed, p.insts_after))
                .collect();
            format!(
                "{} {} {} {:?} {:?}",
                f.name, f.insts_before, f.insts_after, passes, f.egraph
            )
        })
        .collect();
    let dumps = report
        .dumps
        .into_iter()
        .map(|d| (d.index, d.text))
        .collect();
    (print_module(&out), stats, dumps)
}

/// The functions are optimised in parallel: the number of threads, and
/// whether verification splits the pipeline into one-pass phases, change
/// neither the IR nor the statistics nor the dumps.
#[test]
fn parallel_optimisation_does_not_depend_on_threads_or_phases() {
    for path in corpus_files() {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let m = parse_text(&name, &text);
        let small = text.len() < 4_000;
        let dump = small.then_some("all");
        let one = optimized_on(&m, 1, false, dump);
        let four = optimized_on(&m, 4, false, dump);
        let verified = optimized_on(&m, 4, true, dump);
        assert!(one == four, "{name}: 1 and 4 threads differ");
        assert!(one == verified, "{name}: verifying changes the result");
        if small {
            // -O2's schedule runs 36 passes (31 before `divrem-pairs`,
            // `sink-to-use` and `alloc-calls` last, a second unroll after
            // threading, a second memopt after the threading round and a
            // second if-conversion after it, `unfold-selects` after
            // `switch-formation`).
            assert_eq!(one.2.len(), 36, "{name}: a dump after every -O2 pass");
        }
    }
}
