//! `egret run --backtrace-on-trap`: a program that traps three calls deep
//! prints every frame, innermost first, with its function and source line,
//! at -O0 and -O2 (and from `-g -S` output, assembled with its DWARF);
//! without `-g` it says there is no frame information.
//! Either way the exit status is the trap's (1).

use std::path::Path;
use std::process::{Command, Output};

const PROGRAM: &str = "tests/backtrace/deep.ll";

fn egret(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the egret binary runs")
}

/// The `#N ... in FUNCTION+0x.. at FILE:LINE:COL` lines: (function, line).
fn frames(stderr: &str) -> Vec<(String, Option<u32>)> {
    stderr
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix('#'))
        .map(|l| {
            let after_in = l.split_once(" in ").map_or("", |(_, r)| r);
            let (function, location) = match after_in.split_once(" at ") {
                Some((f, loc)) => (f, Some(loc)),
                None => (after_in, None),
            };
            let name = function.split('+').next().unwrap_or("").to_string();
            let line = location.and_then(|loc| loc.split(':').nth(1)?.parse().ok());
            (name, line)
        })
        .collect()
}

#[test]
fn a_trap_three_calls_deep_names_every_frame_in_order() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // main calls f(1): f(1) -> g(0) -> h(-1) -> f(0), which loads.
    let want = [("f", 9), ("h", 27), ("g", 20), ("f", 13), ("main", 34)];
    let dir = tempfile::tempdir().expect("temp dir");
    for (opt, via_assembly) in [("-O0", false), ("-O2", false), ("-O2", true)] {
        let out = if via_assembly {
            // `-g -S`, then `egret run` assembles it with its DWARF.
            let s = dir.path().join("deep.s").to_string_lossy().into_owned();
            let asm = egret(root, &["compile", opt, "-g", "-S", PROGRAM, "-o", &s]);
            assert!(asm.status.success(), "{asm:?}");
            egret(root, &["run", "--backtrace-on-trap", &s])
        } else {
            egret(root, &["run", opt, "--backtrace-on-trap", PROGRAM])
        };
        let opt = if via_assembly { "-O2 -g -S" } else { opt };
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{opt}: the trap's status\n{stderr}"
        );
        assert!(stderr.contains("outside memory"), "{opt}: {stderr}");
        assert!(
            stderr.contains("backtrace (innermost first):"),
            "{opt}: {stderr}"
        );
        let got = frames(&stderr);
        let named: Vec<(&str, Option<u32>)> = got
            .iter()
            .map(|(f, l)| (f.as_str(), *l))
            .take(want.len())
            .collect();
        let expected: Vec<(&str, Option<u32>)> = want.iter().map(|&(f, l)| (f, Some(l))).collect();
        assert_eq!(named, expected, "{opt}:\n{stderr}");
        // `main` is the outermost frame: the start code enters it by a
        // jump, with the halt address as its return address.
        assert_eq!(got.len(), want.len(), "{opt}:\n{stderr}");
    }
}

#[test]
fn without_debug_information_there_is_no_backtrace_but_the_same_status() {
    let dir = tempfile::tempdir().expect("temp dir");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(PROGRAM);
    let source = source.to_string_lossy();
    let compiled = egret(
        dir.path(),
        &["compile", "-O2", "-c", &source, "-o", "deep.o"],
    );
    assert!(compiled.status.success(), "{compiled:?}");
    let out = egret(dir.path(), &["run", "--backtrace-on-trap", "deep.o"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("outside memory"), "{stderr}");
    assert!(
        stderr.contains(
            "no backtrace: the program has no frame information (.debug_frame); compile it with -g"
        ),
        "{stderr}"
    );
    assert!(frames(&stderr).is_empty(), "{stderr}");
}

#[test]
fn a_trap_in_a_function_without_a_frame_unwinds_through_lr() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = egret(
        root,
        &[
            "run",
            "-O0",
            "--backtrace-on-trap",
            "tests/backtrace/leaf.ll",
        ],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let got = frames(&stderr);
    let named: Vec<(&str, Option<u32>)> = got.iter().map(|(f, l)| (f.as_str(), *l)).collect();
    assert_eq!(
        named[..2],
        [("leaf", Some(4)), ("main", Some(10))],
        "{stderr}"
    );
    assert_eq!(got.len(), 2, "main is the outermost frame:\n{stderr}");
}
