//! The C corpus (`tests/c/*.c`, programs written for egret's tests, and the
//! reduced miscompilations in `tests/c_regressions/*.c`) through the real
//! clang: each program is built natively with `gcc -m32 -O0` for
//! the expected output and exit status, then turned into IR by clang-14 and
//! clang-19 at -O0, -O2 and -Os for `mips-linux-gnu` and `mipsel-linux-gnu`,
//! and each IR file is compiled by egret at -O0 and -O2, linked with the
//! runtime and run on the simulator. Every run must print exactly what the
//! native build printed and end with the same status.
//!
//! By default each program goes through one clang level per clang version
//! (rotating over the programs); `--ignored` runs the full matrix.
//!
//! A table of passes and failures per configuration (clang version x clang
//! level x triple x egret level) is printed. The test fails on any failure
//! not listed in `tests/c/KNOWN_FAILURES`, and on any entry of that list
//! that no longer fails (so the list stays true).
//!
//! Knobs: `EGRET_BIN` (another egret binary), `EGRET_C_FILTER` (run only
//! programs whose name contains it), `EGRET_C_JOBS` (threads),
//! `EGRET_C_LEVELS` (the clang levels of the full matrix, comma-separated
//! from O0, O1, O2, O3, Os, Oz; default O0,O2,Os: e.g.
//! `EGRET_C_LEVELS=O1,O3,Oz cargo test --release --test c_corpus --
//! --ignored --nocapture` runs the levels CI does not),
//! `EGRET_C_REPORT` (write one tab-separated line per run to that file:
//! program, clang, level, triple, egret level, verdict, detail, executed
//! instructions, compile milliseconds).

#[path = "c/harness.rs"]
mod harness;

use harness::{Measure, Outcome, Triple, Verdict};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// clang versions the corpus goes through (Debian's versioned names).
const CLANGS: [&str; 2] = ["clang-14", "clang-19"];
/// clang optimisation levels.
const CLANG_LEVELS: [&str; 3] = ["O0", "O2", "Os"];
/// Every clang level `EGRET_C_LEVELS` may choose for the full matrix.
const ALL_CLANG_LEVELS: [&str; 6] = ["O0", "O1", "O2", "O3", "Os", "Oz"];
/// egret optimisation levels.
const EGRET_LEVELS: [&str; 2] = ["O0", "O2"];
/// Instructions one corpus program may execute on the simulator.
const MAX_STEPS: u64 = 400_000_000;
/// Wall-clock limit of the native reference run.
const NATIVE_LIMIT: Duration = Duration::from_secs(20);

/// One cell of the matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Config {
    clang: &'static str,
    level: &'static str,
    triple: &'static str,
    egret: &'static str,
}

impl Config {
    fn row(&self) -> String {
        format!(
            "{:<8} -{:<3} {:<7} egret -{}",
            self.clang, self.level, self.triple, self.egret
        )
    }
}

/// One program's result in one configuration.
struct Run {
    program: String,
    config: Config,
    verdict: Verdict,
    measure: Measure,
}

/// One line of `KNOWN_FAILURES`: five fields, each a name or `*`.
struct Known {
    fields: [String; 5],
    reason: String,
    line: usize,
}

impl Known {
    fn matches(&self, program: &str, c: &Config) -> bool {
        let actual = [program, c.clang, c.level, c.triple, c.egret];
        self.fields
            .iter()
            .zip(actual)
            .all(|(f, a)| f == "*" || f == a)
    }
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c")
}

/// The corpus programs and the reduced regressions (`tests/c_regressions`,
/// each with its recorded output `NAME.out`), filtered by `EGRET_C_FILTER`.
fn programs() -> Vec<PathBuf> {
    let filter = std::env::var("EGRET_C_FILTER").unwrap_or_default();
    let regressions = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c_regressions");
    let mut files: Vec<PathBuf> = [corpus_dir(), regressions]
        .iter()
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .filter(|p| stem(p).contains(&filter))
        .collect();
    files.sort();
    files
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn known_failures() -> Vec<Known> {
    let path = corpus_dir().join("KNOWN_FAILURES");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut known = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let fields: Vec<String> = words.by_ref().take(5).map(str::to_owned).collect();
        let reason = words.collect::<Vec<_>>().join(" ");
        let Ok(fields) = <[String; 5]>::try_from(fields) else {
            panic!(
                "KNOWN_FAILURES:{}: need program clang level triple egret reason",
                i + 1
            );
        };
        assert!(
            !reason.is_empty(),
            "KNOWN_FAILURES:{}: give a reason",
            i + 1
        );
        known.push(Known {
            fields,
            reason,
            line: i + 1,
        });
    }
    known
}

/// The clang configurations program number `index` goes through: all of
/// them for the full matrix; otherwise, per clang version, one level
/// (rotating with `index`, so each level still gets a third of the
/// programs) for both triples.
fn clang_cells(full: bool, index: usize) -> Vec<(&'static str, &'static str, Triple)> {
    let levels = if full {
        full_matrix_levels()
    } else {
        CLANG_LEVELS.to_vec()
    };
    let mut cells = Vec::new();
    for (c, clang) in CLANGS.into_iter().enumerate() {
        for (l, &level) in levels.iter().enumerate() {
            if !full && (index + c) % levels.len() != l {
                continue;
            }
            for triple in Triple::ALL {
                cells.push((clang, level, triple));
            }
        }
    }
    cells
}

/// The clang levels of the full matrix: those `EGRET_C_LEVELS` names, or
/// [`CLANG_LEVELS`].
fn full_matrix_levels() -> Vec<&'static str> {
    let Ok(list) = std::env::var("EGRET_C_LEVELS") else {
        return CLANG_LEVELS.to_vec();
    };
    let wanted: Vec<&str> = list.split(',').map(str::trim).collect();
    for w in &wanted {
        assert!(
            ALL_CLANG_LEVELS.contains(w),
            "EGRET_C_LEVELS: `{w}` is not one of {ALL_CLANG_LEVELS:?}"
        );
    }
    ALL_CLANG_LEVELS
        .into_iter()
        .filter(|l| wanted.contains(l))
        .collect()
}

/// Runs one program through one clang configuration and both egret levels.
fn run_cell(
    src: &Path,
    work: &Path,
    expected: &Outcome,
    (clang, level, triple): (&'static str, &'static str, Triple),
    clang_path: &Path,
) -> Vec<Run> {
    let program = stem(src);
    let ll = work.join(format!("{program}.{clang}.{level}.{}.ll", triple.name()));
    let clang_result = harness::clang_ir(clang_path, level, triple, src, &ll, &[]);
    EGRET_LEVELS
        .iter()
        .map(|&egret| {
            let config = Config {
                clang,
                level,
                triple: triple.name(),
                egret,
            };
            let (verdict, measure) = match &clang_result {
                Err(e) => (Verdict::Clang(e.clone()), Measure::default()),
                Ok(()) => harness::egret_check(&ll, egret, triple, MAX_STEPS, expected),
            };
            Run {
                program: program.clone(),
                config,
                verdict,
                measure,
            }
        })
        .collect()
}

/// The pass/fail table per configuration.
fn table(runs: &[Run]) -> String {
    let mut cells: BTreeMap<Config, (usize, usize)> = BTreeMap::new();
    for r in runs {
        let e = cells.entry(r.config).or_default();
        if r.verdict.is_pass() {
            e.0 += 1;
        } else {
            e.1 += 1;
        }
    }
    let mut out = String::from("configuration                      passed  failed\n");
    for (c, (pass, fail)) in &cells {
        let _ = writeln!(out, "{:<34} {pass:>6}  {fail:>6}", c.row());
    }
    let total_pass: usize = cells.values().map(|c| c.0).sum();
    let _ = writeln!(
        out,
        "{:<34} {total_pass:>6}  {:>6}",
        "total",
        runs.len() - total_pass
    );
    out
}

fn write_report(runs: &[Run]) {
    let Some(path) = std::env::var_os("EGRET_C_REPORT") else {
        return;
    };
    let mut out = String::new();
    for r in runs {
        let c = r.config;
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            r.program,
            c.clang,
            c.level,
            c.triple,
            c.egret,
            r.verdict.kind(),
            r.verdict.detail().replace('\t', " "),
            r.measure.insts.map(|n| n.to_string()).unwrap_or_default(),
            r.measure.compile_time.as_millis()
        );
    }
    std::fs::write(&path, out).expect("EGRET_C_REPORT is writable");
}

/// Every program through a third of the clang levels (see [`clang_cells`]),
/// both clang versions, both triples and both egret levels: every cell of
/// the table, at a third of the full matrix's cost (which would take most
/// of CI's time budget with a debug-built simulator).
#[test]
fn c_corpus_through_clang_and_egret() {
    corpus(false);
}

/// The full matrix: every program at clang -O0, -O2 and -Os (or the levels
/// `EGRET_C_LEVELS` names).
#[test]
#[ignore = "full matrix: cargo test --release --test c_corpus -- --ignored --nocapture"]
fn c_corpus_full_matrix() {
    corpus(true);
}

fn corpus(full: bool) {
    let mut clang_paths = BTreeMap::new();
    let mut missing = Vec::new();
    for tool in ["gcc", CLANGS[0], CLANGS[1]] {
        match harness::find_tool(tool) {
            Some(p) => {
                clang_paths.insert(tool, p);
            }
            None => missing.push(tool),
        }
    }
    if !missing.is_empty() {
        assert!(
            !harness::tools_required(),
            "missing {missing:?}: .ci/run installs them"
        );
        eprintln!("c_corpus: SKIPPED, missing {missing:?} (set CI or EGRET_REQUIRE_CLANG to fail)");
        return;
    }
    let programs = programs();
    assert!(!programs.is_empty(), "no C programs matched");
    let tmp = tempfile::tempdir().expect("temporary directory");
    let jobs = harness::jobs();

    // The native references, one per program.
    let references = harness::parallel_map(&programs, jobs, |src| {
        let work = tmp.path().join(stem(src));
        std::fs::create_dir_all(&work).expect("work directory");
        harness::reference(src, &work, &[], NATIVE_LIMIT)
    });
    let mut items = Vec::new();
    for (index, (src, reference)) in programs.iter().zip(&references).enumerate() {
        let expected = reference
            .as_ref()
            .unwrap_or_else(|e| panic!("{}: reference build failed: {e}", src.display()));
        assert_eq!(
            expected.status,
            0,
            "{}: must return 0 natively",
            src.display()
        );
        for cell in clang_cells(full, index) {
            items.push((src, expected, cell));
        }
    }
    let runs: Vec<Run> = harness::parallel_map(&items, jobs, |(src, expected, cell)| {
        let work = tmp.path().join(stem(src));
        run_cell(src, &work, expected, *cell, &clang_paths[cell.0])
    })
    .into_iter()
    .flatten()
    .collect();

    write_report(&runs);
    println!("{}", table(&runs));
    judge(&runs, &known_failures());
}

/// Fails on unlisted failures and on listed ones that pass now.
fn judge(runs: &[Run], known: &[Known]) {
    let mut unexpected = Vec::new();
    let mut used = vec![false; known.len()];
    let mut ran = vec![false; known.len()];
    for r in runs {
        for (k, seen) in known.iter().zip(ran.iter_mut()) {
            *seen |= k.matches(&r.program, &r.config);
        }
    }
    for r in runs.iter().filter(|r| !r.verdict.is_pass()) {
        match known.iter().position(|k| k.matches(&r.program, &r.config)) {
            Some(i) => used[i] = true,
            None => unexpected.push(format!(
                "{} [{}]: {}: {}",
                r.program,
                r.config.row(),
                r.verdict.kind(),
                r.verdict.detail()
            )),
        }
    }
    let stale: Vec<String> = known
        .iter()
        .zip(used.iter().zip(&ran))
        .filter(|(_, (u, r))| **r && !**u)
        .map(|(k, _)| {
            format!(
                "KNOWN_FAILURES:{}: {} ({})",
                k.line,
                k.fields.join(" "),
                k.reason
            )
        })
        .collect();
    assert!(
        unexpected.is_empty() && stale.is_empty(),
        "{} unexpected failure(s):\n{}\n{} stale KNOWN_FAILURES entr(ies) (they pass now; remove them):\n{}",
        unexpected.len(),
        unexpected.join("\n"),
        stale.len(),
        stale.join("\n")
    );
}
