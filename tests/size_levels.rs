//! `-Os` and `-Oz` (issue 24): -O2's passes with size budgets. Every corpus
//! program gives at both levels what it gives at -O2 (which the other tests
//! hold against the interpreter and `lli`), and the corpus's `.text` shrinks
//! from -O2 to -Os to -Oz while the executed instructions grow by little.

use egret::OptLevel;
use egret::cpu0::isa::Endian;
use std::path::Path;

#[allow(dead_code)]
mod common;

/// `(ret, output, executed instructions, .text bytes)` of one program.
type Measured = (i64, Vec<u8>, u64, u64);

fn measure(name: &str, text: &str, args: &[String], opt: OptLevel) -> Measured {
    let opts = common::test_options(opt, Endian::Big);
    let (_, compiled) = egret::compile_text(name, text, &opts).expect("compiles");
    let text_bytes = compiled
        .object
        .section_by_name(".text")
        .map_or(0, |s| compiled.object.sections[s].size);
    let exe = egret::link_with_runtime(&[compiled.object], opts.target).expect("links");
    let argv: Vec<String> = std::iter::once(name.to_string())
        .chain(args.iter().cloned())
        .collect();
    let run =
        egret::run_executable(&exe, &argv, &egret::RunOptions::new(opts.target)).expect("runs");
    (run.ret, run.output, run.counters.insts, text_bytes)
}

#[test]
fn size_levels_keep_results_and_shrink_text() {
    let files = common::corpus_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs"));
    let levels = [OptLevel::O2, OptLevel::Os, OptLevel::Oz];
    let per_program = common::parallel_map(&files, |f| {
        let results: Vec<Measured> = levels
            .iter()
            .map(|&l| measure(&f.name, &f.text, &f.args, l))
            .collect();
        for (level, r) in levels.iter().zip(&results).skip(1) {
            assert_eq!(
                (r.0, &r.1),
                (results[0].0, &results[0].1),
                "{} at {level:?}",
                f.name
            );
        }
        results
    });
    let total = |k: usize, field: fn(&Measured) -> u64| -> u64 {
        per_program.iter().map(|r| field(&r[k])).sum()
    };
    let (text, insts) = (|m: &Measured| m.3, |m: &Measured| m.2);
    let (o2, os, oz) = (total(0, text), total(1, text), total(2, text));
    assert!(
        os < o2 && oz < os,
        ".text bytes: -O2 {o2}, -Os {os}, -Oz {oz}"
    );
    // -Oz gives up unrolling and most inlining, so every gain of -O2's
    // inlining and unrolling widens the gap. The bound was 10% until the
    // counted-exit rewrites made -O2 cheaper: -O2 50,542,867, -Oz
    // 55,644,270 (10.1% above) when it became 12%; 15% since stop 35's
    // inlining charge and per-nest unrolling budget: -O2 48,168,416, -Oz
    // 54,018,895 (12.1% above; -Oz itself got 2.9% cheaper).
    let (i2, iz) = (total(0, insts), total(2, insts));
    assert!(
        iz * 100 <= i2 * 115,
        "executed instructions: -O2 {i2}, -Oz {iz} (more than 15% above)"
    );
}
