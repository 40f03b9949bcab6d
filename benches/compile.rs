//! Compile throughput: `.ll` text to a relocatable object, per corpus
//! program, at -O0 (backend only) and -O2 (mid-end and backend).
//!
//! Criterion measures the whole path a user pays for — parse, verify,
//! (optimize), lower, allocate, emit, build the object — and reports it as
//! IR bytes per second. The runtime library is built once before measuring.
//! Run with `cargo bench --bench compile`; `cargo bench --bench compile --
//! O0` runs one level.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use egret::{OptLevel, Options};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Programs measured: a spread of sizes and kinds from the corpus.
const PROGRAMS: [&str; 6] = ["fac", "sieve", "bst", "bignum", "cis341_style", "arith64"];

fn program(name: &str) -> (String, String) {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(format!("{name}.ll"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (format!("{name}.ll"), text)
}

fn compile_throughput(c: &mut Criterion) {
    let _ = egret::runtime_members(egret::Target::default());
    for (level, label) in [(OptLevel::O0, "O0"), (OptLevel::O2, "O2")] {
        let mut group = c.benchmark_group(format!("compile-{label}"));
        group.measurement_time(Duration::from_secs(3));
        group.warm_up_time(Duration::from_millis(500));
        group.sample_size(20);
        for name in PROGRAMS {
            let (file, text) = program(name);
            group.throughput(Throughput::Bytes(text.len() as u64));
            let opts = Options {
                opt: level,
                check_regalloc: false,
                ..Options::default()
            };
            group.bench_with_input(BenchmarkId::from_parameter(name), &text, |b, text| {
                b.iter(|| {
                    let compiled = egret::compile_text(&file, black_box(text), &opts)
                        .expect("the corpus compiles");
                    black_box(compiled.1.object)
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, compile_throughput);
criterion_main!(benches);
