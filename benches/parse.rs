//! Front-end throughput: parse + resolve + verify in MB/s, and the IR
//! interpreter in IR instructions per second.
//!
//! The parse benchmarks read every program of the corpus (`tests/programs/`)
//! and the front end's own programs (`llvmlite/tests/programs/`) and run the
//! whole front end over them (`egret_llvmlite::parse`, which verifies); divan's
//! byte counter turns the time into throughput. The interpreter benchmark runs
//! a fixed compute-bound program (nested loops with loads, stores, calls and
//! branches) and counts executed IR instructions. Run with
//! `cargo bench --bench parse`.

use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::parse;
use std::hint::black_box;
use std::path::Path;

fn main() {
    divan::main();
}

/// Every `.ll` file in the two program directories: (name, text).
fn programs() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["tests/programs", "llvmlite/tests/programs"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        paths.sort();
        for p in paths {
            if let Ok(text) = std::fs::read_to_string(&p) {
                out.push((p.display().to_string(), text));
            }
        }
    }
    out
}

/// The whole corpus, parsed and verified once per iteration.
#[divan::bench(sample_count = 20)]
fn parse_and_verify_corpus(bencher: Bencher) {
    let progs = programs();
    let bytes: usize = progs.iter().map(|(_, t)| t.len()).sum();
    bencher.counter(BytesCount::new(bytes)).bench(|| {
        for (name, text) in &progs {
            let parsed = parse(name, text);
            assert!(parsed.is_ok(), "{name} does not verify");
            black_box(parsed.ok());
        }
    });
}

/// The largest single program (long functions, many constants).
#[divan::bench(sample_count = 20)]
fn parse_and_verify_largest(bencher: Bencher) {
    let progs = programs();
    let Some((name, text)) = progs.into_iter().max_by_key(|(_, t)| t.len()) else {
        return;
    };
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| black_box(parse(&name, &text).ok()));
}

/// Nested loops over a global array with a call in the inner loop: a mix of
/// arithmetic, comparisons, GEPs, loads, stores, calls and block arguments.
const HOT_LOOP: &str = r#"
@data = global [256 x i64] zeroinitializer

define i64 @mix(i64 %a, i64 %b) {
  %x = xor i64 %a, %b
  %m = mul i64 %x, 2654435761
  %s = lshr i64 %m, 7
  ret i64 %s
}

define i64 @main() {
entry:
  br label %outer
outer:
  %round = phi i64 [ 0, %entry ], [ %round1, %outer.next ]
  %acc = phi i64 [ 1, %entry ], [ %acc2, %outer.next ]
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %i1, %inner ]
  %a = phi i64 [ %acc, %outer ], [ %a2, %inner ]
  %slot = getelementptr [256 x i64], [256 x i64]* @data, i64 0, i64 %i
  %old = load i64, i64* %slot
  %v = call i64 @mix(i64 %a, i64 %old)
  %a2 = add i64 %v, %i
  store i64 %a2, i64* %slot
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 256
  br i1 %more, label %inner, label %outer.next
outer.next:
  %acc2 = and i64 %a2, 65535
  %round1 = add i64 %round, 1
  %again = icmp slt i64 %round1, 2000
  br i1 %again, label %outer, label %exit
exit:
  ret i64 %acc2
}
"#;

/// IR instructions per second of the interpreter on [`HOT_LOOP`].
#[divan::bench(sample_count = 10)]
fn interpret_hot_loop(bencher: Bencher) {
    let (m, _) = parse("hot_loop.ll", HOT_LOOP).expect("the benchmark program verifies");
    let cfg = InterpConfig::default();
    let steps = run_main(&m, &cfg)
        .expect("the benchmark program runs")
        .steps;
    bencher
        .counter(ItemsCount::new(steps))
        .bench(|| black_box(run_main(&m, &cfg).ok()));
}
