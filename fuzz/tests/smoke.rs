//! The fuzzing harness as tests: a short fixed-seed pass over every target
//! (run in CI with the other tests) and the long campaign (`--ignored`).
//! The saved reproducers are `regressions.rs`.
//!
//! The short pass must stay well under two minutes in the test profile;
//! `EGRET_FUZZ_COUNT=N` changes the inputs per target of both passes.

use egret_fuzz::campaign::{Counts, Settings, group_findings, run_target};
use egret_fuzz::case::make_case;
use egret_fuzz::corpus::Corpus;
use egret_fuzz::targets::Target;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Inputs per target of the short pass.
const SMOKE_COUNT: u64 = 300;
/// Inputs per target of the long campaign.
const LONG_COUNT: u64 = 100_000;

fn count(default: u64) -> u64 {
    std::env::var("EGRET_FUZZ_COUNT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Runs `count` inputs of every target from `seed`; fails listing every
/// distinct failure.
fn campaign(seed: u64, count: u64) {
    let corpus = Corpus::shared().expect("the repository's corpus");
    let settings = Settings {
        seed,
        start: 0,
        count,
        timeout: Duration::from_secs(120),
        out: None,
        minimize: false,
        stop_on_hang: false,
    };
    let mut failures = Vec::new();
    let mut total = Counts::default();
    for target in Target::ALL {
        let (counts, findings) = run_target(corpus, target, &settings, &mut |_| {});
        eprintln!("{target}: {counts}");
        assert_eq!(counts.run, count, "{target}");
        assert!(
            counts.accepted > 0,
            "{target}: no input got all the way through: {counts}"
        );
        total.merge(&counts);
        failures.extend(findings);
    }
    eprintln!("total: {total}");
    assert!(
        failures.is_empty(),
        "{} failing input(s) (rerun one with `cargo run --release -p egret-fuzz -- \
         --target T --seed {seed} --start I --count 1`):\n{}",
        failures.len(),
        group_findings(&failures)
    );
}

#[test]
fn a_seed_gives_the_same_inputs() {
    let corpus = Corpus::shared().expect("the repository's corpus");
    for target in Target::ALL {
        for index in [0, 1, 17, 1_000_003] {
            let a = make_case(corpus, target, 42, index);
            assert_eq!(a, make_case(corpus, target, 42, index), "{target} {index}");
        }
        let differ = (0..20)
            .filter(|&i| make_case(corpus, target, 42, i) != make_case(corpus, target, 43, i))
            .count();
        assert!(
            differ >= 15,
            "{target}: seeds 42 and 43 share {} of 20 inputs",
            20 - differ
        );
    }
}

#[test]
fn fuzz_smoke_fixed_seed() {
    campaign(0x5eed, count(SMOKE_COUNT));
}

/// The long campaign: `cargo test --release -p egret-fuzz -- --ignored
/// fuzz_long`. It runs the `egret-fuzz` binary, whose supervisor records an
/// abort as a crash of one input and goes on; reproducers go to
/// `target/fuzz-long/`.
#[test]
#[ignore = "long campaign; run with --release -- --ignored"]
fn fuzz_long() {
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-long");
    let status = Command::new(env!("CARGO_BIN_EXE_egret-fuzz"))
        .args(["--target", "all", "--seed", "1", "--count"])
        .arg(count(LONG_COUNT).to_string())
        .arg("--out")
        .arg(&out)
        .status()
        .expect("egret-fuzz runs");
    assert!(
        status.success(),
        "the campaign found failures (see above and {})",
        out.display()
    );
}
