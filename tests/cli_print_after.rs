//! `egret compile --print-after` and `--opt-stats` for the passes after
//! register allocation: a machine pass's name prints the machine code after
//! it (and nothing from the mid-end), `all` prints the IR after every
//! mid-end pass and the machine code as emitted and after every machine
//! pass, a mid-end name prints no machine code, an unknown name is an error
//! listing both sets, and `--opt-stats` ends with a table of the machine
//! passes.

use std::path::PathBuf;
use std::process::{Command, Output};

const MACHINE_PASSES: [&str; 8] = [
    "shrink-wrap",
    "loop-tests",
    "redundant-reloads",
    "implied-branches",
    "dead-code",
    "schedule",
    "delay-slots",
    "delay-slots-across",
];

/// Runs `egret compile examples/fac.ll -O2 <args> -o <tmp>`.
fn compile(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let input = root.join("examples/fac.ll");
    let out = dir.path().join("fac.o");
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .arg("compile")
        .arg(&input)
        .args(["-O2", "-o"])
        .arg(&out)
        .args(args)
        .output()
        .expect("egret runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The headers of the machine-code listings in `err`, in order.
fn machine_headers(err: &str) -> Vec<&str> {
    err.lines()
        .filter_map(|l| l.strip_prefix("; *** machine code after "))
        .map(|l| l.trim_end_matches(" ***"))
        .collect()
}

#[test]
fn a_machine_pass_prints_the_code_after_it() {
    let o = compile(&["--print-after", "delay-slots"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let headers = machine_headers(&err);
    assert!(!headers.is_empty(), "{err}");
    assert!(headers.iter().all(|&h| h == "delay-slots"), "{headers:?}");
    // A readable listing: the function, its labels, instructions and slots.
    assert!(err.contains("fac:") && err.contains("L0:"), "{err}");
    assert!(err.contains("\tret\t$lr"), "{err}");
    assert!(!err.contains("; *** IR after"), "{err}");
}

#[test]
fn schedule_prints_the_scheduled_code() {
    let o = compile(&["--print-after", "schedule"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let headers = machine_headers(&err);
    assert!(!headers.is_empty(), "{err}");
    assert!(headers.iter().all(|&h| h == "schedule"), "{headers:?}");
    // Before the slot fillers: slots are still empty.
    assert!(err.contains("nop\t# delay slot"), "{err}");
}

#[test]
fn all_prints_the_mid_end_and_every_machine_pass() {
    let o = compile(&["--print-after", "all"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("; *** IR after"), "{err}");
    let headers = machine_headers(&err);
    let mut wanted = vec!["machine"];
    wanted.extend(MACHINE_PASSES);
    // Every function lists the code as emitted, then after each pass.
    assert!(!headers.is_empty() && headers.len().is_multiple_of(wanted.len()));
    for chunk in headers.chunks(wanted.len()) {
        assert_eq!(chunk, wanted.as_slice());
    }
}

#[test]
fn machine_prints_the_code_before_the_first_pass() {
    let o = compile(&["--print-after", "machine"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let headers = machine_headers(&err);
    assert!(!headers.is_empty() && headers.iter().all(|&h| h == "machine"));
    // Emission leaves every slot empty.
    assert!(err.contains("nop\t# delay slot"), "{err}");
}

#[test]
fn a_mid_end_pass_prints_no_machine_code() {
    let o = compile(&["--print-after", "dce"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("; *** IR after dce"), "{err}");
    assert!(machine_headers(&err).is_empty(), "{err}");
}

#[test]
fn an_unknown_pass_is_an_error_listing_both_sets() {
    let o = compile(&["--print-after", "no-such-pass"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("error: unknown pass `no-such-pass`"), "{err}");
    assert!(
        err.contains("simplify-cfg") && err.contains("mem2reg"),
        "{err}"
    );
    for p in MACHINE_PASSES {
        assert!(err.contains(p), "{p} missing from {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn opt_stats_ends_with_the_machine_pass_table() {
    let o = compile(&["--opt-stats"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let table = err
        .split("machine passes after register allocation (")
        .nth(1)
        .unwrap_or_else(|| panic!("no table in {err}"));
    assert!(table.contains("time (us)") && table.contains("insts before"));
    let rows: Vec<Vec<&str>> = table
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().collect())
        .collect();
    let names: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    assert_eq!(names, MACHINE_PASSES);
    for r in &rows {
        // before - after = removed, and code never grows past the before
        // count of the next pass out of nowhere.
        let n = |k: usize| r[k].parse::<i64>().expect("a number");
        assert_eq!(n(2) - n(3), n(4), "{r:?}");
        assert!(n(2) > 0, "{r:?}");
    }
    // Each pass starts from the code the one before it left.
    for w in rows.windows(2) {
        assert_eq!(w[0][3], w[1][2], "{w:?}");
    }
}
