//! Differential testing with Csmith: random C programs (fixed seeds, so a
//! failure is reproducible) are built natively with `gcc -m32 -O0` for the
//! reference checksum, turned into IR by clang-19 at -O0 and -O2 for
//! `mips-linux-gnu` and `mipsel-linux-gnu`, compiled by egret at -O0 and
//! -O2 and run on the simulator; every run must print the reference output
//! and exit with its status.
//!
//! `csmith_fixed_seeds` checks [`CI_SEEDS`] (chosen once for programs that
//! terminate quickly) in every test run. `csmith_long_run` (ignored by
//! default) checks `EGRET_CSMITH_COUNT` programs (default 1000) from seed
//! `EGRET_CSMITH_START` on (default 1): seeds whose native build does not
//! finish within [`NATIVE_LIMIT`] are skipped (Csmith may write loops that
//! run for hours) and do not count. The seeds that failed are written to
//! `EGRET_CSMITH_FAILED` when that is set, for reduction with cvise (see
//! `tests/c_regressions/README.md`). `EGRET_BIN` tests another egret binary.
//!
//! `tests/c/CSMITH_KNOWN_FAILURES` lists CI seeds expected to fail (`seed
//! reason`); like the corpus's list it must be exact: an unlisted failure
//! and a listed seed that passes both fail the test. It should be empty.

#[path = "c/harness.rs"]
mod harness;

use harness::{Outcome, Triple, Verdict};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Csmith options: small programs (few functions, shallow blocks, modest
/// expressions and arrays) so that each compiles and runs in well under a
/// second; no floating point (egret's targets have none); `main` without
/// `argc`, so the program prints only its checksum; no unions, because
/// Csmith reads union members other than the one last written, which makes
/// the checksum depend on byte order and on struct layout (i386 aligns
/// `long long` to 4 inside structs, MIPS O32 to 8), so a little-endian
/// i386 reference would not be the right answer for `mips-linux-gnu`.
const CSMITH_FLAGS: &[&str] = &[
    "--no-argc",
    "--no-float",
    "--no-unions",
    "--max-funcs",
    "4",
    "--max-block-depth",
    "3",
    "--max-expr-complexity",
    "6",
    "--max-array-len-per-dim",
    "6",
    "--concise",
];

/// Where Debian's `libcsmith-dev` puts `csmith.h` and the platform headers.
const CSMITH_INCLUDE: &str = "/usr/include/csmith";

/// Seeds checked in every test run: the 30 of seeds 1..=90 whose native
/// builds (with `CSMITH_FLAGS`) ran fastest.
const CI_SEEDS: &[u64] = &[
    1, 4, 5, 10, 11, 14, 22, 25, 28, 34, 35, 38, 39, 40, 42, 46, 47, 49, 56, 57, 58, 59, 72, 78,
    80, 81, 82, 83, 86, 88,
];

/// clang levels and egret levels of the matrix.
const CLANG_LEVELS: [&str; 2] = ["O0", "O2"];
const EGRET_LEVELS: [&str; 2] = ["O0", "O2"];
/// Instructions one program may execute on the simulator.
const MAX_STEPS: u64 = 400_000_000;
/// A native reference that runs longer than this is taken not to terminate.
const NATIVE_LIMIT: Duration = Duration::from_secs(2);

/// How one seed ended.
enum SeedResult {
    /// The native reference did not finish: the seed is not counted.
    Skipped(String),
    /// Per configuration (`clang-19 -O2 mips egret -O0`), the verdict.
    Checked(Vec<(String, Verdict)>),
}

/// The tools, or `None` (after saying why) when they are missing outside CI.
fn tools() -> Option<PathBuf> {
    let clang = harness::find_tool("clang-19");
    let csmith = harness::find_tool("csmith");
    let gcc = harness::find_tool("gcc");
    let headers = Path::new(CSMITH_INCLUDE).join("csmith.h").is_file();
    if let (Some(clang), Some(_), Some(_), true) = (clang.clone(), csmith, gcc, headers) {
        return Some(clang);
    }
    assert!(
        !harness::tools_required(),
        "csmith, libcsmith-dev, gcc-multilib and clang-19 are needed: .ci/run installs them"
    );
    eprintln!(
        "csmith: SKIPPED, csmith/libcsmith-dev/gcc/clang-19 missing (set CI or EGRET_REQUIRE_CLANG to fail)"
    );
    None
}

/// Generates, builds and checks one seed in `work`.
fn check_seed(seed: u64, clang: &Path, work: &Path) -> SeedResult {
    let dir = work.join(format!("seed{seed}"));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return SeedResult::Checked(vec![("setup".into(), Verdict::Clang(e.to_string()))]);
    }
    let src = dir.join(format!("csmith{seed}.c"));
    let mut generate = Command::new("csmith");
    // Csmith writes `platform.info` into its working directory.
    generate
        .current_dir(&dir)
        .arg("--seed")
        .arg(seed.to_string())
        .args(CSMITH_FLAGS)
        .arg("-o")
        .arg(&src);
    match harness::run_limited(generate, harness::TOOL_TIMEOUT) {
        Ok(done) if done.code == Some(0) => {}
        Ok(done) => {
            return SeedResult::Skipped(format!("csmith: {}", harness::first_line(&done.stderr)));
        }
        Err(e) => return SeedResult::Skipped(e),
    }
    let include = format!("-I{CSMITH_INCLUDE}");
    let expected: Outcome = match harness::reference(&src, &dir, &[&include], NATIVE_LIMIT) {
        Ok(o) => o,
        Err(e) => return SeedResult::Skipped(e),
    };
    let mut verdicts = Vec::new();
    for level in CLANG_LEVELS {
        for triple in Triple::ALL {
            let ll = dir.join(format!("csmith{seed}.{level}.{}.ll", triple.name()));
            let made = harness::clang_ir(clang, level, triple, &src, &ll, &[&include]);
            for egret in EGRET_LEVELS {
                let config = format!("clang-19 -{level} {} egret -{egret}", triple.name());
                let verdict = match &made {
                    Err(e) => Verdict::Clang(e.clone()),
                    Ok(()) => harness::egret_check(&ll, egret, triple, MAX_STEPS, &expected).0,
                };
                verdicts.push((config, verdict));
            }
        }
    }
    SeedResult::Checked(verdicts)
}

/// Checks `seeds`, prints a summary; returns the failure lines and the
/// number of seeds checked (not skipped).
fn run_seeds(seeds: &[u64], clang: &Path) -> (Vec<String>, Vec<u64>, usize) {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let results = harness::parallel_map(seeds, harness::jobs(), |&seed| {
        check_seed(seed, clang, tmp.path())
    });
    let mut failures = Vec::new();
    let mut failed_seeds = Vec::new();
    let mut checked = 0;
    let mut skipped = 0;
    for (&seed, result) in seeds.iter().zip(&results) {
        match result {
            SeedResult::Skipped(why) => {
                skipped += 1;
                eprintln!("seed {seed}: skipped ({why})");
            }
            SeedResult::Checked(verdicts) => {
                checked += 1;
                let mut bad = false;
                for (config, v) in verdicts.iter().filter(|(_, v)| !v.is_pass()) {
                    bad = true;
                    failures.push(format!(
                        "seed {seed} [{config}]: {}: {}",
                        v.kind(),
                        v.detail()
                    ));
                }
                if bad {
                    failed_seeds.push(seed);
                }
            }
        }
    }
    println!(
        "csmith: {checked} programs checked ({} runs each), {skipped} skipped, {} failing programs, {} failing runs",
        CLANG_LEVELS.len() * 2 * EGRET_LEVELS.len(),
        failed_seeds.len(),
        failures.len()
    );
    (failures, failed_seeds, checked)
}

/// The seeds of `tests/c/CSMITH_KNOWN_FAILURES` (`seed reason...` lines).
fn known_failures() -> Vec<u64> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c/CSMITH_KNOWN_FAILURES");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut seeds = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let seed = words.next().and_then(|w| w.parse().ok());
        let Some(seed) = seed.filter(|_| words.next().is_some()) else {
            panic!("CSMITH_KNOWN_FAILURES:{}: need `seed reason`", i + 1);
        };
        seeds.push(seed);
    }
    seeds
}

#[test]
fn csmith_fixed_seeds() {
    let Some(clang) = tools() else { return };
    let (failures, failed_seeds, checked) = run_seeds(CI_SEEDS, &clang);
    assert_eq!(
        checked,
        CI_SEEDS.len(),
        "every CI seed must have a terminating reference"
    );
    let known = known_failures();
    let unexpected: Vec<&str> = failures
        .iter()
        .filter(|f| !known.iter().any(|k| f.starts_with(&format!("seed {k} "))))
        .map(String::as_str)
        .collect();
    let stale: Vec<&u64> = known.iter().filter(|k| !failed_seeds.contains(k)).collect();
    assert!(
        unexpected.is_empty() && stale.is_empty(),
        "{} unexpected csmith failure(s):\n{}\nCSMITH_KNOWN_FAILURES seeds that pass now (remove them): {stale:?}",
        unexpected.len(),
        unexpected.join("\n")
    );
}

#[test]
#[ignore = "long run: EGRET_CSMITH_COUNT=1000 cargo test --release --test csmith -- --ignored"]
fn csmith_long_run() {
    let Some(clang) = tools() else { return };
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let want = env("EGRET_CSMITH_COUNT", 1000) as usize;
    let mut next = env("EGRET_CSMITH_START", 1);
    let (mut failures, mut failed_seeds, mut checked) = (Vec::new(), Vec::new(), 0);
    while checked < want {
        let batch: Vec<u64> = (next..next + (want - checked) as u64).collect();
        next += batch.len() as u64;
        let (f, s, c) = run_seeds(&batch, &clang);
        failures.extend(f);
        failed_seeds.extend(s);
        checked += c;
    }
    if let Some(path) = std::env::var_os("EGRET_CSMITH_FAILED") {
        let list: Vec<String> = failed_seeds.iter().map(u64::to_string).collect();
        std::fs::write(path, list.join("\n") + "\n").expect("EGRET_CSMITH_FAILED is writable");
    }
    println!(
        "csmith long run: {checked} programs, {} failing",
        failed_seeds.len()
    );
    assert!(
        failures.is_empty(),
        "{} csmith failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
