//! Front-end throughput: parse + resolve + verify in MB/s, and the IR
//! interpreter in IR instructions per second.
//!
//! The parse benchmarks read every program of the corpus (`tests/programs/`)
//! and the front end's own programs (`llvmlite/tests/programs/`) and run the
//! whole front end over them (`egret_llvmlite::parse`, which verifies); divan's
//! byte counter turns the time into throughput. [`generated_module`] is the
//! 5 MB module of issue 25 (random well-formed programs from `egret-testgen`,
//! many functions each). The interpreter benchmark runs a fixed compute-bound
//! program (nested loops with loads, stores, calls and branches) and counts
//! executed IR instructions.
//!
//! ```text
//! cargo bench --bench parse                  # divan: every benchmark
//! cargo bench --bench parse -- median        # corpus median MB/s and the 5 MB module
//! valgrind --tool=callgrind target/release/deps/parse-<hash> work corpus|generated
//! valgrind --tool=callgrind target/release/deps/parse-<hash> setup corpus|generated
//! ```
//!
//! `work` parses its input once after building it; `setup` only builds it.
//! The difference of the two runs' `Collected` instruction counts is the
//! front end's work, which `work` divides by the bytes parsed.

use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::parse;
use egret_testgen::{GenConfig, generate};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with("--"))
        .collect();
    match words.as_slice() {
        ["median", ..] => report_median(),
        ["work", input] => work(input, true),
        ["setup", input] => work(input, false),
        _ => divan::main(),
    }
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

/// The size [`generated_module`] reaches.
const GENERATED_BYTES: usize = 5_000_000;

/// A module of at least [`GENERATED_BYTES`]: generated programs (globals,
/// functions with loops, diamonds, phis, memory and calls, and a `main`),
/// each one's names given a prefix of its own so that they can share one
/// module. Deterministic: the same text on every run.
fn generated_module() -> String {
    let cfg = GenConfig {
        functions: 40,
        ..GenConfig::default()
    };
    let mut out = String::with_capacity(GENERATED_BYTES + GENERATED_BYTES / 8);
    let mut seed = 1u64;
    while out.len() < GENERATED_BYTES {
        let text = generate(seed, &cfg);
        out.push_str(&text.replace('@', &format!("@p{seed}_")));
        seed = seed.wrapping_add(1);
    }
    out
}

/// Parses and verifies `text`, which must be well formed.
fn parse_ok(name: &str, text: &str) {
    let parsed = parse(name, text);
    assert!(parsed.is_ok(), "{name} does not verify");
    black_box(parsed.ok());
}

/// The whole corpus, parsed and verified once per iteration.
#[divan::bench(sample_count = 20)]
fn parse_and_verify_corpus(bencher: Bencher) {
    let progs = programs();
    let bytes: usize = progs.iter().map(|(_, t)| t.len()).sum();
    bencher.counter(BytesCount::new(bytes)).bench(|| {
        for (name, text) in &progs {
            parse_ok(name, text);
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

/// The 5 MB generated module ([`generated_module`]).
#[divan::bench(sample_count = 10)]
fn parse_and_verify_generated(bencher: Bencher) {
    let text = generated_module();
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| parse_ok("generated.ll", &text));
}

/// The best of `runs` timings of parsing `text`, as MB/s (10^6 bytes).
fn best_throughput(name: &str, text: &str, runs: usize) -> f64 {
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let start = Instant::now();
        parse_ok(name, text);
        best = best.min(start.elapsed());
    }
    text.len() as f64 / best.as_secs_f64().max(1e-9) / 1e6
}

/// Prints the median over the corpus programs of each one's throughput (the
/// best of enough runs to cover about 20 ms), and the 5 MB module's.
fn report_median() {
    let mut rates: Vec<(f64, String)> = programs()
        .iter()
        .map(|(name, text)| {
            let runs = (20_000_000 / text.len().max(1)).clamp(5, 2000);
            (best_throughput(name, text, runs), name.clone())
        })
        .collect();
    rates.sort_by(|a, b| a.0.total_cmp(&b.0));
    let Some((median, median_name)) = rates.get(rates.len() / 2) else {
        return;
    };
    println!("corpus: {} programs", rates.len());
    if let (Some(lo), Some(hi)) = (rates.first(), rates.last()) {
        println!("  slowest {:8.1} MB/s  {}", lo.0, lo.1);
        println!("  fastest {:8.1} MB/s  {}", hi.0, hi.1);
    }
    println!("  median  {median:8.1} MB/s  {median_name}");
    let text = generated_module();
    let rate = best_throughput("generated.ll", &text, 10);
    println!("generated module: {} bytes, {rate:.1} MB/s", text.len());
}

/// The input of the callgrind modes: the corpus or the generated module.
fn work(input: &str, measure: bool) {
    let texts = match input {
        "corpus" => programs(),
        "generated" => vec![("generated.ll".to_string(), generated_module())],
        other => panic!("unknown input `{other}` (corpus or generated)"),
    };
    let bytes: usize = texts.iter().map(|(_, t)| t.len()).sum();
    if measure {
        for (name, text) in &texts {
            parse_ok(name, text);
        }
    }
    println!("{input}: {bytes} bytes");
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
