//! The `egret` binary on bad input, as a user sees it: every malformed `.ll`
//! file of `tests/malformed/` through `egret check` (exit 1, a clang-style
//! `file:line:col: error:` header at the recorded position, the source line
//! and a caret), run-time errors of `egret interp`, and bad assembly, bad
//! ELF files and runaway programs through `egret as`, `link`, `run` and
//! `objdump` (a clear `error:` and a non-zero exit, never a panic). The good
//! paths these commands share with the bad ones are checked alongside: exit
//! statuses, the `--stats` JSON line, `--trace`, `--emit hex`, target triples,
//! and `objdump` output that reassembles to the same bytes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn egret(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("egret runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// No panic, and the exit status is `code`.
fn assert_status(o: &Output, code: i32, what: &str) {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "{what}: panicked:\n{err}");
    assert_eq!(o.status.code(), Some(code), "{what}: exit status\n{err}");
}

/// Fails cleanly: exit status 1, an `error:` message, no panic.
fn assert_clean_error(o: &Output, what: &str) -> String {
    assert_status(o, 1, what);
    let err = stderr(o);
    assert!(err.contains("error:"), "{what}: no error message:\n{err}");
    err
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The last line on stderr parsed as a flat JSON object of integers/strings.
fn stats(o: &Output) -> Vec<(String, String)> {
    let err = stderr(o);
    let last = err.lines().last().unwrap_or("");
    let body = last
        .strip_prefix('{')
        .and_then(|l| l.strip_suffix('}'))
        .unwrap_or_else(|| panic!("last stderr line is not a JSON object: {last:?}"));
    body.split(", ")
        .map(|kv| {
            let (k, v) = kv.split_once(": ").expect("key: value");
            (k.trim_matches('"').to_string(), v.to_string())
        })
        .collect()
}

fn stat(o: &Output, key: &str) -> String {
    stats(o)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
        .unwrap_or_else(|| panic!("no {key:?} in {:?}", stats(o)))
}

#[test]
fn check_reports_each_malformed_file_at_its_position() {
    let dir = root().join("tests/malformed");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/malformed")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "{} malformed files", files.len());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let header = text
            .lines()
            .next()
            .unwrap()
            .strip_prefix("; error: ")
            .unwrap();
        let (pos, message) = header.split_at(header.find(": ").unwrap());
        let (line, col) = pos.split_once(':').unwrap();
        let out = egret(&["check", &name], &dir);
        let err = assert_clean_error(&out, &name);
        let want = format!("{name}:{line}:{col}: error: {}", &message[2..]);
        let first_error = err
            .lines()
            .find(|l| l.contains(": error: "))
            .unwrap_or_default();
        assert_eq!(first_error, want, "{name}");
        let source_line = text
            .lines()
            .nth(line.parse::<usize>().unwrap() - 1)
            .unwrap();
        // The first error's snippet: the source line, then a caret under
        // column `col`.
        let snippet: Vec<&str> = err
            .lines()
            .skip_while(|l| *l != want)
            .take_while(|l| *l == want || !l.contains(": error: "))
            .collect();
        let shown = snippet
            .iter()
            .find(|l| l.ends_with(source_line.trim_end()) && l.contains('|'))
            .unwrap_or_else(|| panic!("{name}: no source line\n{err}"));
        let gutter = shown.len() - source_line.trim_end().len();
        let caret = snippet
            .iter()
            .find(|l| l.trim_start_matches([' ', '|']).starts_with('^'))
            .unwrap_or_else(|| panic!("{name}: no caret\n{err}"));
        let caret_col = caret.find('^').unwrap() - gutter + 1;
        assert_eq!(caret_col.to_string(), col, "{name}: caret column\n{err}");
    }
}

#[test]
fn check_reports_every_error_and_warns_about_implicit_declarations() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("two.ll"),
        "define i64 @main() {\n  %x = add i64 %y, 1\n  %z = call i64 @ext(i64 %x)\n  ret i32 %z\n}\n",
    )
    .unwrap();
    let out = egret(&["check", "two.ll"], dir.path());
    let err = assert_clean_error(&out, "two.ll");
    assert!(
        err.contains("two.ll:2:16: error: unknown value `%y`"),
        "{err}"
    );
    assert!(
        err.contains("two.ll:3:17: warning: call to undeclared function `@ext`"),
        "{err}"
    );
    // `ret i32 %z` (an i64 `%z`): one error at `%z`, no cascade about the
    // `undef` that replaced it.
    assert!(
        err.contains("two.ll:4:11: error: `%z` has type `i64`, but `i32` is expected here"),
        "{err}"
    );
    assert!(!err.contains("`undef`"), "{err}");
    assert!(err.contains("2 errors generated."), "{err}");

    let ok = egret(&["check", "fac.ll"], &root().join("examples"));
    assert_status(&ok, 0, "check fac.ll");
    assert!(ok.stderr.is_empty(), "{}", stderr(&ok));
}

#[test]
fn check_and_interp_refuse_unreadable_input() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bin.ll"), [0xFF, 0xFE, 0, 1, 2]).unwrap();
    std::fs::write(
        dir.path().join("nomain.ll"),
        "define void @f() {\n  ret void\n}\n",
    )
    .unwrap();
    for args in [
        &["check", "missing.ll"][..],
        &["check", "bin.ll"],
        &["interp", "bin.ll"],
        &["interp", "nomain.ll"],
        &["check", "."],
    ] {
        assert_clean_error(&egret(args, dir.path()), &args.join(" "));
    }
}

#[test]
fn interp_exit_status_stats_and_runtime_errors() {
    let ex = root().join("examples");
    let out = egret(&["interp", "fac.ll", "--stats"], &ex);
    assert_status(&out, 720 & 0xff, "interp fac.ll");
    assert_eq!(stat(&out, "ret"), "720");
    assert!(stat(&out, "steps").parse::<u64>().unwrap() > 30);
    for t in ["cpu0el", "cpu0el-unknown-none-elf", "cpu0-unknown-none"] {
        let out = egret(&["interp", "fac.ll", "--target", t], &ex);
        assert_status(&out, 208, t);
    }
    // A usage error: clap's status 2 and a message listing the targets.
    let bad = egret(&["interp", "fac.ll", "--target", "mips"], &ex);
    assert_status(&bad, 2, "mips");
    assert!(
        stderr(&bad).contains("cpu0el-unknown-none-elf"),
        "{}",
        stderr(&bad)
    );

    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("rt.ll"),
        "define i64 @main(i64 %argc, i8** %argv) {\n  %p = getelementptr i8*, i8** %argv, i64 %argc\n  %s = load i8*, i8** %p\n  %c = load i8, i8* %s\n  ret i64 -2\n}\n",
    )
    .unwrap();
    let err = assert_clean_error(&egret(&["interp", "rt.ll"], d), "null load");
    assert!(
        err.starts_with("rt.ll:4:3: error: in `@main`: null pointer load"),
        "{err}"
    );
    std::fs::write(
        d.join("loop.ll"),
        "define i64 @main() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n",
    )
    .unwrap();
    let err = assert_clean_error(
        &egret(&["interp", "loop.ll", "--max-steps", "500"], d),
        "loop",
    );
    assert!(err.contains("step limit of 500"), "{err}");
    std::fs::write(
        d.join("shift.ll"),
        "define i64 @main(i64 %argc, i8** %argv) {\n  %n = mul i64 %argc, 64\n  %r = shl i64 1, %n\n  ret i64 %r\n}\n",
    )
    .unwrap();
    let err = assert_clean_error(&egret(&["interp", "shift.ll"], d), "shift");
    assert!(err.starts_with("shift.ll:3:3: error:"), "{err}");
    assert!(err.contains("poison"), "{err}");
    // A full i64 result: the exit status is its low byte.
    std::fs::write(
        d.join("neg.ll"),
        "define i64 @main() {\n  ret i64 -4294967041\n}\n",
    )
    .unwrap();
    let out = egret(&["interp", "neg.ll", "--stats"], d);
    assert_status(&out, 0xFF, "neg");
    assert_eq!(stat(&out, "ret"), "-4294967041");
}

/// Prints "H", loads 300 from `.data` through %hi/%lo, calls `far` in
/// another object (10 added in the call's delay slot, 1 in `far`'s return
/// slot) and returns 311.
const GOOD_ASM: &str = "\t.text\n\t.globl\tmain\nmain:\n\taddiu\t$sp, $sp, -8\n\tst\t$lr, 4($sp)\n\tlui\t$3, 65280\n\taddiu\t$4, $zero, 72\n\tsb\t$4, 0($3)\n\tlui\t$4, %hi(val)\n\tld\t$2, %lo(val)($4)\n\tjsub\tfar\n\taddiu\t$2, $2, 10\n\tld\t$lr, 4($sp)\n\tret\t$lr\n\taddiu\t$sp, $sp, 8\n\t.data\nval:\t.word\t300\n";
const FAR_ASM: &str = "\t.text\n\t.globl\tfar\nfar:\n\tret\t$lr\n\taddiu\t$2, $2, 1\n";

/// `err` shows the source line `want`'s header names, then a caret line,
/// and ends with the error count, as the IR's diagnostics do.
fn assert_source_and_caret(err: &str, text: &str, want: &str, file: &str) {
    let line: usize = want
        .split(':')
        .nth(1)
        .and_then(|n| n.parse().ok())
        .expect("line");
    let source = text.lines().nth(line - 1).expect("source line").trim();
    let lines: Vec<&str> = err.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(&format!("{line} | ")) && l.trim_end().ends_with(source))
        .unwrap_or_else(|| panic!("{file}: no source line `{source}` in\n{err}"));
    let caret = lines.get(at + 1).copied().unwrap_or_default();
    assert!(
        caret.trim_start().starts_with('|') && caret.trim_end().ends_with('^'),
        "{file}: {err}"
    );
    assert!(
        err.trim_end().ends_with("1 error generated."),
        "{file}: {err}"
    );
}

#[test]
fn assembler_errors_name_file_line_column_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let cases = [
        (
            "mnemonic.s",
            "main:\n\tfrob $2, $3\n",
            "mnemonic.s:2:2: error: unknown instruction `frob`",
        ),
        (
            "register.s",
            "\taddiu $2, $16, 1\n",
            "register.s:1:12: error: expected a register",
        ),
        (
            "imm.s",
            "\taddiu $2, $3, 40000\n",
            "imm.s:1:16: error: immediate 40000 out of range",
        ),
        (
            "label.s",
            "\tbeq $2, $3, nowhere\n\tnop\n",
            "label.s:1:14: error: undefined label `nowhere`",
        ),
        (
            "level.s",
            "\n\tslt $2, $3, $4\n",
            "level.s:2:2: error: `slt` needs -mcpu cpu032II",
        ),
    ];
    for (file, text, want) in cases {
        std::fs::write(d.join(file), text).unwrap();
        let args: Vec<&str> = if file == "level.s" {
            vec!["as", file, "-o", "out.o", "-mcpu", "cpu032I"]
        } else {
            vec!["as", file, "-o", "out.o"]
        };
        let err = assert_clean_error(&egret(&args, d), file);
        assert!(err.starts_with(want), "{file}: {err}");
        assert_source_and_caret(&err, text, want, file);
        assert!(!d.join("out.o").exists(), "{file}: an object was written");
    }
    // Garbage bytes and an empty file.
    std::fs::write(d.join("junk.s"), [0x80, 0x81, 0xFF, b'\n']).unwrap();
    assert_clean_error(&egret(&["as", "junk.s", "-o", "out.o"], d), "junk.s");
    std::fs::write(d.join("empty.s"), "").unwrap();
    assert_status(&egret(&["as", "empty.s", "-o", "empty.o"], d), 0, "empty.s");
}

#[test]
fn bad_and_foreign_elf_files_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("main.s"), GOOD_ASM).unwrap();
    std::fs::write(d.join("far.s"), FAR_ASM).unwrap();
    assert_status(&egret(&["as", "main.s", "-o", "main.o"], d), 0, "as");
    let obj = std::fs::read(d.join("main.o")).unwrap();
    let mut elf64 = obj.clone();
    elf64[4] = 2; // ELFCLASS64
    let mut machine = obj.clone();
    machine[18] = 0; // e_machine (big-endian) 999 -> 0x00e7
    machine[19] = 3;
    let files: Vec<(&str, Vec<u8>)> = vec![
        ("trunc.o", obj[..obj.len() / 3].to_vec()),
        ("magic.o", obj[..10].to_vec()),
        ("elf64.o", elf64),
        ("machine.o", machine),
        ("text.o", b"not an elf file".to_vec()),
    ];
    for (name, bytes) in &files {
        std::fs::write(d.join(name), bytes).unwrap();
        for cmd in [
            vec!["objdump", name],
            vec!["link", name, "-o", "x.elf"],
            vec!["run", name],
        ] {
            let err = assert_clean_error(&egret(&cmd, d), &cmd.join(" "));
            assert!(err.contains(name), "{cmd:?}: the file is not named\n{err}");
        }
    }
    assert!(!d.join("x.elf").exists());
    // Undefined and duplicate symbols at link time, by name.
    let err = assert_clean_error(&egret(&["link", "main.o", "-o", "x.elf"], d), "undefined");
    assert!(err.contains("undefined symbol `far`"), "{err}");
    let err = assert_clean_error(
        &egret(&["link", "main.s", "main.s", "far.s", "-o", "x.elf"], d),
        "duplicate",
    );
    assert!(err.contains("duplicate symbol `main`"), "{err}");
    // A big-endian object with a little-endian target.
    let err = assert_clean_error(
        &egret(&["run", "main.o", "--target", "cpu0el"], d),
        "endian",
    );
    assert!(err.contains("little-endian"), "{err}");
}

#[test]
fn simulator_traps_are_clean_errors_with_stats() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let program = |name: &str, body: &str| {
        std::fs::write(
            d.join(name),
            format!("\t.text\n\t.globl\tmain\nmain:\n{body}"),
        )
        .unwrap();
    };
    program("spin.s", "\taddiu\t$2, $2, 1\n\tjmp\tmain\n");
    program(
        "oob.s",
        "\tlui\t$3, 8192\n\tld\t$2, 0($3)\n\tret\t$lr\n\tnop\n",
    );
    program("ill.s", "\t.word\t0x10000000\n\tret\t$lr\n\tnop\n");
    program(
        "mis.s",
        "\tst\t$zero, -8($sp)\n\tst\t$zero, -4($sp)\n\taddiu\t$3, $sp, -6\n\tld\t$2, 0($3)\n\tret\t$lr\n\tnop\n",
    );
    program("slt.s", "\tslt\t$2, $3, $4\n\tret\t$lr\n\tnop\n");
    assert_status(&egret(&["as", "slt.s", "-o", "slt.o"], d), 0, "as slt.s");
    for (args, kind) in [
        (
            &["run", "spin.s", "--max-steps", "1000", "--stats"][..],
            "StepLimit",
        ),
        (&["run", "oob.s", "--stats"], "OutOfBounds"),
        (&["run", "ill.s", "--stats"], "IllegalInstruction"),
        (&["run", "mis.s", "--strict", "--stats"], "Misaligned"),
        (
            &["run", "slt.o", "-mcpu", "cpu032I", "--stats"],
            "WrongLevel",
        ),
    ] {
        let out = egret(args, d);
        let err = assert_clean_error(&out, &args.join(" "));
        assert!(err.contains("trap at 0x"), "{err}");
        assert_eq!(stat(&out, "trap"), format!("\"{kind}\""), "{args:?}");
        assert!(stats(&out).iter().any(|(k, _)| k == "insts"));
    }
    assert_eq!(
        stat(
            &egret(&["run", "spin.s", "--max-steps", "1000", "--stats"], d),
            "insts"
        ),
        "1000"
    );
    // Without --strict the misaligned load is allowed, as in cpu0.v.
    assert_status(&egret(&["run", "mis.s"], d), 0, "mis.s");
}

#[test]
fn run_link_hex_and_objdump_through_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("main.s"), GOOD_ASM).unwrap();
    std::fs::write(d.join("far.s"), FAR_ASM).unwrap();
    for target in ["cpu0", "cpu0el-unknown-none-elf"] {
        for f in ["main", "far"] {
            let (src, obj) = (format!("{f}.s"), format!("{f}.o"));
            assert_status(
                &egret(&["as", &src, "-o", &obj, "--target", target], d),
                0,
                &src,
            );
        }
        assert_status(
            &egret(&["link", "main.o", "far.o", "-o", "prog.elf"], d),
            0,
            "link",
        );
        // 311 & 0xff = 55: the jsub slot and `far`'s return slot both ran.
        let out = egret(&["run", "prog.elf", "--stats"], d);
        assert_status(&out, 55, "run");
        assert_eq!(out.stdout, b"H");
        let keys: Vec<String> = stats(&out).into_iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["ret", "insts", "cycles", "clocks", "text_bytes"]);
        assert_eq!(stat(&out, "ret"), "311");
        let insts: u64 = stat(&out, "insts").parse().unwrap();
        assert_eq!(stat(&out, "clocks"), (5 * insts).to_string());
        assert!(stat(&out, "cycles").parse::<u64>().unwrap() >= insts + 4);
        // --trace: one line per executed instruction, before the stats line.
        let traced = egret(&["run", "prog.elf", "--trace", "--stats"], d);
        assert_status(&traced, 55, "trace");
        let lines = stderr(&traced).lines().count() as u64;
        assert_eq!(lines, insts + 1, "{}", stderr(&traced));
        assert!(stderr(&traced).contains("jsub"));
        // --emit hex: cpu0.v's memory image, with the byte-order note.
        assert_status(
            &egret(
                &["link", "main.o", "far.o", "-o", "prog.hex", "--emit", "hex"],
                d,
            ),
            0,
            "hex",
        );
        let hex = std::fs::read_to_string(d.join("prog.hex")).unwrap();
        let config = if target == "cpu0" {
            "must hold 0"
        } else {
            "must hold 1"
        };
        assert!(hex.lines().next().unwrap().contains(config), "{hex}");
        let first = if target == "cpu0" {
            "36 00 00 0c"
        } else {
            "0c 00 00 36"
        };
        assert!(
            hex.contains(&format!("/* 00000000 */ {first} /* jmp 12 */")),
            "{hex}"
        );
        // objdump output reassembles to the very same object file.
        for f in ["main", "far"] {
            let (obj, lst, again) = (format!("{f}.o"), format!("{f}.lst"), format!("{f}2.o"));
            assert_status(&egret(&["objdump", &obj, "-o", &lst], d), 0, "objdump");
            let args = ["as", lst.as_str(), "-o", again.as_str(), "--target", target];
            assert_status(&egret(&args, d), 0, "reassemble");
            assert_eq!(
                std::fs::read(d.join(&obj)).unwrap(),
                std::fs::read(d.join(&again)).unwrap(),
                "{f}: objdump | as gives different bytes"
            );
        }
        assert_status(
            &egret(&["objdump", "prog.elf", "-o", "prog.lst"], d),
            0,
            "objdump exe",
        );
        let listing = std::fs::read_to_string(d.join("prog.lst")).unwrap();
        assert!(listing.contains("jsub\tfar"), "{listing}");
    }
}

/// `check` rejects what `compile` cannot compile: it legalizes a copy of
/// the module, so a construct only the legalizer refuses (an integer
/// division wider than 64 bits) is an error at its position in both, and a
/// module that compiles passes both.
#[test]
fn check_rejects_what_compile_cannot_compile() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bad = dir.path().join("wide_div.ll");
    std::fs::write(
        &bad,
        "define i64 @f(i64 %a) {\n  %x = zext i64 %a to i128\n  %q = udiv i128 %x, 3\n  %t = trunc i128 %q to i64\n  ret i64 %t\n}\n",
    )
    .expect("write");
    for sub in ["check", "compile"] {
        let args: &[&str] = match sub {
            "check" => &[sub, "wide_div.ll"],
            _ => &[sub, "wide_div.ll", "-o", "wide_div.o"],
        };
        let o = egret(args, dir.path());
        let err = assert_clean_error(&o, sub);
        assert!(err.contains("wide_div.ll:3:3"), "{sub}: {err}");
        assert!(
            !dir.path().join("wide_div.o").exists(),
            "{sub} left an object"
        );
    }
    let good = dir.path().join("wide_add.ll");
    std::fs::write(
        &good,
        "define i64 @f(i64 %a) {\n  %x = zext i64 %a to i128\n  %q = add i128 %x, 3\n  %t = trunc i128 %q to i64\n  ret i64 %t\n}\n",
    )
    .expect("write");
    for sub in ["check", "compile"] {
        let args: &[&str] = match sub {
            "check" => &[sub, "wide_add.ll"],
            _ => &[sub, "wide_add.ll", "-o", "wide_add.o"],
        };
        let o = egret(args, dir.path());
        assert_status(&o, 0, sub);
    }
}
