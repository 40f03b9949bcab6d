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
//!
//! The float campaign ([`FLOAT`]) is the same with `csmith --float`:
//! programs that mix `float` arithmetic (Csmith's safe float operations,
//! conversions, float globals, parameters and results) with the integer
//! code, which egret runs through its soft-float routines. The reference is
//! the native `gcc -m32 -msse2 -mfpmath=sse` build, whose SSE arithmetic is
//! IEEE binary32. `csmith_float_fixed_seeds` runs [`FLOAT_CI_SEEDS`] in
//! every test run; `csmith_float_long_run` (ignored) takes
//! `EGRET_CSMITH_FLOAT_COUNT` (default 300), `EGRET_CSMITH_FLOAT_START`
//! (default 1) and `EGRET_CSMITH_FLOAT_FAILED` like the integer long run:
//!
//! ```text
//! EGRET_CSMITH_FLOAT_COUNT=300 cargo test --release --test csmith -- --ignored csmith_float_long_run
//! ```
//!
//! Seeds whose reference converts an out-of-range float to an integer
//! (undefined behaviour Csmith does not rule out; see [`FLOAT_CAST_CHECK`])
//! are skipped like those that do not terminate.
//!
//! Csmith hashes a float by its bytes in memory, which would make the
//! checksum depend on byte order; [`endian_neutral`] rewrites those hashes
//! to take the bytes least significant first on every host, so one
//! little-endian reference serves `mips-linux-gnu` too.

#[path = "c/harness.rs"]
mod harness;

use harness::{Outcome, Triple, Verdict};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Csmith options: small programs (few functions, shallow blocks, modest
/// expressions and arrays) so that each compiles and runs in well under a
/// second; no floating point (the [`FLOAT`] campaign has it); `main` without
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

/// [`CSMITH_FLAGS`] with floating point: the same small programs, with
/// `float` variables, operations and conversions mixed in.
const CSMITH_FLOAT_FLAGS: &[&str] = &[
    "--no-argc",
    "--float",
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

/// Float seeds checked in every test run: ten of seeds 1..=40 whose native
/// builds (with `CSMITH_FLOAT_FLAGS`) ran fastest.
const FLOAT_CI_SEEDS: &[u64] = &[5, 6, 12, 14, 20, 24, 26, 30, 33, 37];

/// Extra flags of the float campaign's native reference: Csmith's float
/// mode converts floats to integers without a range check in places (an
/// argument of `float` type passed to a `uint8_t` parameter), which is
/// undefined behaviour when the value does not fit, and gcc, clang and
/// egret then all answer differently. The sanitizer stops the reference
/// there with a `runtime error:` line, and such seeds are skipped. It only
/// adds checks, so the checksum of a clean program is unchanged.
const FLOAT_CAST_CHECK: [&str; 2] = [
    "-fsanitize=float-cast-overflow",
    "-fno-sanitize-recover=all",
];

/// One differential campaign: how its programs are generated and which
/// seeds and settings it uses.
struct Campaign {
    /// Name in reports.
    name: &'static str,
    /// Csmith's options.
    flags: &'static [&'static str],
    /// Whether the program's float hashes are made byte-order neutral.
    floats: bool,
    /// The file (in `tests/c/`) of CI seeds expected to fail.
    known_failures: &'static str,
    /// Prefix of the long run's environment knobs (`_COUNT`, `_START`, `_FAILED`).
    env: &'static str,
    /// Programs of the long run when `<env>_COUNT` is unset.
    default_count: u64,
}

/// The integer campaign (`--no-float`).
const INTEGER: Campaign = Campaign {
    name: "csmith",
    flags: CSMITH_FLAGS,
    floats: false,
    known_failures: "CSMITH_KNOWN_FAILURES",
    env: "EGRET_CSMITH",
    default_count: 1000,
};

/// The float campaign (`--float`).
const FLOAT: Campaign = Campaign {
    name: "csmith --float",
    flags: CSMITH_FLOAT_FLAGS,
    floats: true,
    known_failures: "CSMITH_FLOAT_KNOWN_FAILURES",
    env: "EGRET_CSMITH_FLOAT",
    default_count: 300,
};

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

/// Generates, builds and checks one seed of `campaign` in `work`.
fn check_seed(campaign: &Campaign, seed: u64, clang: &Path, work: &Path) -> SeedResult {
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
        .args(campaign.flags)
        .arg("-o")
        .arg(&src);
    match harness::run_limited(generate, harness::TOOL_TIMEOUT) {
        Ok(done) if done.code == Some(0) => {}
        Ok(done) => {
            return SeedResult::Skipped(format!("csmith: {}", harness::first_line(&done.stderr)));
        }
        Err(e) => return SeedResult::Skipped(e),
    }
    if campaign.floats
        && let Err(e) = std::fs::read_to_string(&src)
            .and_then(|text| std::fs::write(&src, endian_neutral(&text)))
    {
        return SeedResult::Skipped(format!("cannot rewrite {}: {e}", src.display()));
    }
    let include = format!("-I{CSMITH_INCLUDE}");
    let mut native = vec![include.as_str()];
    if campaign.floats {
        native.extend(FLOAT_CAST_CHECK);
    }
    let expected: Outcome = match harness::reference(&src, &dir, &native, NATIVE_LIMIT) {
        Ok(o) if o.stdout.windows(14).any(|w| w == b"runtime error:") => {
            let text = String::from_utf8_lossy(&o.stdout);
            let line = text.lines().find(|l| l.contains("runtime error:"));
            return SeedResult::Skipped(format!("undefined behaviour: {}", line.unwrap_or("")));
        }
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

/// The name of the byte-order-neutral replacement of Csmith's
/// `transparent_crc_bytes`.
const NEUTRAL_CRC: &str = "egret_crc_bytes_lsb_first";

/// `text` (a Csmith program) with every `transparent_crc_bytes` call (Csmith
/// hashes floats through it, byte by byte in memory order) replaced by a
/// function that hashes the same bytes least significant first on any
/// host, so a big-endian target computes the little-endian checksum. The
/// function is defined right after `#include "csmith.h"`, whose
/// `crc32_byte` it uses; Csmith passes it only scalars (floats), whose
/// bytes reverse as a whole.
fn endian_neutral(text: &str) -> String {
    let definition = format!(
        r#"
/* egret (tests/csmith.rs): hash scalars least significant byte first. */
static void {NEUTRAL_CRC}(void *ptr, int nbytes, char *vname, int flag)
{{
    const unsigned one = 1;
    const int little = *(const unsigned char *)&one == 1;
    const unsigned char *p = ptr;
    int i;
    for (i = 0; i < nbytes; i++)
        crc32_byte(p[little ? i : nbytes - 1 - i]);
    if (flag)
        printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
}}
"#
    );
    let mut out = String::with_capacity(text.len() + definition.len());
    for line in text.split_inclusive('\n') {
        out.push_str(
            &line
                .replace("transparent_crc_bytes (", "transparent_crc_bytes(")
                .replace("transparent_crc_bytes(", &format!("{NEUTRAL_CRC}(")),
        );
        if line.trim() == "#include \"csmith.h\"" {
            out.push_str(&definition);
        }
    }
    out
}

/// Checks `seeds` of `campaign`, prints a summary; returns the failure
/// lines, the failing seeds and the number of seeds checked (not skipped).
fn run_seeds(campaign: &Campaign, seeds: &[u64], clang: &Path) -> (Vec<String>, Vec<u64>, usize) {
    let tmp = tempfile::tempdir().expect("temporary directory");
    let results = harness::parallel_map(seeds, harness::jobs(), |&seed| {
        check_seed(campaign, seed, clang, tmp.path())
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
        "{}: {checked} programs checked ({} runs each), {skipped} skipped, {} failing programs, {} failing runs",
        campaign.name,
        CLANG_LEVELS.len() * 2 * EGRET_LEVELS.len(),
        failed_seeds.len(),
        failures.len()
    );
    (failures, failed_seeds, checked)
}

/// The seeds of `tests/c/<campaign.known_failures>` (`seed reason...` lines).
fn known_failures(campaign: &Campaign) -> Vec<u64> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/c")
        .join(campaign.known_failures);
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
            panic!("{}:{}: need `seed reason`", campaign.known_failures, i + 1);
        };
        seeds.push(seed);
    }
    seeds
}

/// Checks the CI seeds of `campaign` against its known-failure list.
fn fixed_seeds(campaign: &Campaign, ci_seeds: &[u64]) {
    let Some(clang) = tools() else { return };
    let (failures, failed_seeds, checked) = run_seeds(campaign, ci_seeds, &clang);
    assert_eq!(
        checked,
        ci_seeds.len(),
        "every CI seed must have a terminating reference"
    );
    let known = known_failures(campaign);
    let unexpected: Vec<&str> = failures
        .iter()
        .filter(|f| !known.iter().any(|k| f.starts_with(&format!("seed {k} "))))
        .map(String::as_str)
        .collect();
    let stale: Vec<&u64> = known.iter().filter(|k| !failed_seeds.contains(k)).collect();
    assert!(
        unexpected.is_empty() && stale.is_empty(),
        "{} unexpected {} failure(s):\n{}\n{} seeds that pass now (remove them): {stale:?}",
        unexpected.len(),
        campaign.name,
        unexpected.join("\n"),
        campaign.known_failures
    );
}

/// The long run of `campaign`: `<env>_COUNT` programs that terminate, from
/// seed `<env>_START` on; the failing seeds go to `<env>_FAILED` if set.
fn long_run(campaign: &Campaign) {
    let Some(clang) = tools() else { return };
    let env = |k: &str, d: u64| {
        std::env::var(format!("{}_{k}", campaign.env))
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let want = usize::try_from(env("COUNT", campaign.default_count)).unwrap_or(usize::MAX);
    let mut next = env("START", 1);
    let (mut failures, mut failed_seeds, mut checked) = (Vec::new(), Vec::new(), 0);
    while checked < want {
        let batch: Vec<u64> = (0..want - checked)
            .map_while(|k| next.checked_add(k as u64))
            .collect();
        if batch.is_empty() {
            break;
        }
        next = next.saturating_add(batch.len() as u64);
        let (f, s, c) = run_seeds(campaign, &batch, &clang);
        failures.extend(f);
        failed_seeds.extend(s);
        checked += c;
    }
    if let Some(path) = std::env::var_os(format!("{}_FAILED", campaign.env)) {
        let list: Vec<String> = failed_seeds.iter().map(u64::to_string).collect();
        std::fs::write(path, list.join("\n") + "\n").expect("the _FAILED file is writable");
    }
    println!(
        "{} long run: {checked} programs, {} failing",
        campaign.name,
        failed_seeds.len()
    );
    assert!(
        failures.is_empty(),
        "{} {} failure(s):\n{}",
        failures.len(),
        campaign.name,
        failures.join("\n")
    );
}

#[test]
fn csmith_fixed_seeds() {
    fixed_seeds(&INTEGER, CI_SEEDS);
}

#[test]
#[ignore = "long run: EGRET_CSMITH_COUNT=1000 cargo test --release --test csmith -- --ignored csmith_long_run"]
fn csmith_long_run() {
    long_run(&INTEGER);
}

#[test]
fn csmith_float_fixed_seeds() {
    fixed_seeds(&FLOAT, FLOAT_CI_SEEDS);
}

#[test]
#[ignore = "long run: EGRET_CSMITH_FLOAT_COUNT=300 cargo test --release --test csmith -- --ignored csmith_float_long_run"]
fn csmith_float_long_run() {
    long_run(&FLOAT);
}

#[test]
fn float_hashes_become_byte_order_neutral() {
    let program = "#include <math.h>\n#include \"csmith.h\"\nint main(void) {\n    transparent_crc_bytes (&g_1, sizeof(g_1), \"g_1\", 0);\n    transparent_crc_bytes(&g_2, sizeof(g_2), \"g_2\", 0);\n}\n";
    let out = endian_neutral(program);
    assert!(!out.contains("transparent_crc_bytes"), "{out}");
    assert_eq!(out.matches(&format!("{NEUTRAL_CRC}(&g_")).count(), 2);
    let defined = out.find(&format!("static void {NEUTRAL_CRC}")).unwrap_or(0);
    let include = out.find("#include \"csmith.h\"").unwrap_or(usize::MAX);
    assert!(include < defined, "defined after csmith.h: {out}");
}
