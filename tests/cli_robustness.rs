//! The `egret` binary where a user's environment is unusual (issue 18):
//! `-o` naming a device, a FIFO, a symlink, a directory or a file that
//! cannot be written in full; standard output or error on a full device;
//! absurd option values; arguments after `--`; files of the wrong kind;
//! flags that contradict each other; runaway programs under the default
//! step limit; and the `cpu0.v` image from `compile --emit hex`.
//!
//! Every check runs the real binary and asserts its exit status (a panic
//! is status 101, and with stderr on `/dev/full` the status is all there
//! is to see) and what it wrote or left on disk.

use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn egret_cmd(args: &[&str], dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_egret"));
    c.args(args).current_dir(dir);
    c
}

fn egret(args: &[&str], dir: &Path) -> Output {
    egret_cmd(args, dir).output().expect("egret runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Exit status `code` and no panic.
fn assert_status(o: &Output, code: i32, what: &str) {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "{what}: panicked:\n{err}");
    assert_eq!(o.status.code(), Some(code), "{what}: exit status\n{err}");
}

/// Fails with status 1 and an `error:` containing `needle`.
fn assert_error(o: &Output, needle: &str, what: &str) {
    assert_status(o, 1, what);
    let err = stderr(o);
    assert!(
        err.contains("error:") && err.contains(needle),
        "{what}: wanted {needle:?} in\n{err}"
    );
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A scratch directory holding `fac.ll` (no output) and `hello.ll` (prints
/// through the runtime's `printf`).
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(root().join("examples/fac.ll"), dir.path().join("fac.ll")).unwrap();
    fs::write(dir.path().join("hello.ll"), HELLO).unwrap();
    dir
}

const HELLO: &str = "@fmt = private constant [7 x i8] c\"hi %d\\0A\\00\"\n\
declare i32 @printf(i8*, ...)\n\
define i32 @main() {\n\
  %p = getelementptr [7 x i8], [7 x i8]* @fmt, i32 0, i32 0\n\
  %r = call i32 (i8*, ...) @printf(i8* %p, i32 42)\n\
  ret i32 3\n\
}\n";

/// Names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn output_to_dev_null_writes_into_the_device() {
    let dir = scratch();
    let d = dir.path();
    assert_status(&egret(&["compile", "fac.ll", "-o", "fac.o"], d), 0, "obj");
    for args in [
        &["compile", "fac.ll", "-o", "/dev/null"][..],
        &["compile", "fac.ll", "--emit", "exe", "-o", "/dev/null"],
        &["link", "fac.o", "-o", "/dev/null"],
        &["objdump", "fac.o", "-o", "/dev/null"],
        &["fmt", "fac.ll", "-o", "/dev/null"],
        &[
            "bench",
            "fac.ll",
            "--opt",
            "O0",
            "--repeat",
            "1",
            "-o",
            "/dev/null",
        ],
    ] {
        assert_status(&egret(args, d), 0, &args.join(" "));
        let kind = fs::symlink_metadata("/dev/null").unwrap().file_type();
        assert!(kind.is_char_device(), "{args:?} replaced /dev/null");
    }
    assert_eq!(listing(d), ["fac.ll", "fac.o", "hello.ll"]);
}

#[test]
fn output_to_a_fifo_reaches_its_reader() {
    let dir = scratch();
    let d = dir.path();
    assert_status(&egret(&["compile", "fac.ll", "-o", "want.o"], d), 0, "obj");
    let fifo = d.join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || fs::read(fifo).expect("read the fifo"))
    };
    assert_status(&egret(&["compile", "fac.ll", "-o", "pipe"], d), 0, "fifo");
    let got = reader.join().expect("reader");
    assert_eq!(got, fs::read(d.join("want.o")).unwrap());
    let kind = fs::symlink_metadata(&fifo).unwrap().file_type();
    assert!(kind.is_fifo(), "the FIFO was replaced");
    assert_eq!(listing(d), ["fac.ll", "hello.ll", "pipe", "want.o"]);
}

#[test]
fn output_through_a_symlink_replaces_its_target_and_keeps_the_link() {
    let dir = scratch();
    let d = dir.path();
    let other = tempfile::tempdir().unwrap();
    assert_status(&egret(&["compile", "fac.ll", "-o", "want.o"], d), 0, "obj");
    let target = other.path().join("real.o");
    fs::write(&target, b"old").unwrap();
    std::os::unix::fs::symlink(&target, d.join("link.o")).unwrap();
    assert_status(&egret(&["compile", "fac.ll", "-o", "link.o"], d), 0, "link");
    assert!(fs::symlink_metadata(d.join("link.o")).unwrap().is_symlink());
    assert_eq!(
        fs::read(&target).unwrap(),
        fs::read(d.join("want.o")).unwrap()
    );
    assert_eq!(listing(other.path()), ["real.o"], "a temporary was left");
    // A dangling link is written through: its target is created.
    let missing = other.path().join("new.o");
    std::os::unix::fs::symlink(&missing, d.join("dangling.o")).unwrap();
    assert_status(
        &egret(&["compile", "fac.ll", "-o", "dangling.o"], d),
        0,
        "dangling",
    );
    assert!(
        fs::symlink_metadata(d.join("dangling.o"))
            .unwrap()
            .is_symlink()
    );
    assert_eq!(
        fs::read(&missing).unwrap(),
        fs::read(d.join("want.o")).unwrap()
    );
    assert_eq!(
        listing(d),
        ["dangling.o", "fac.ll", "hello.ll", "link.o", "want.o"]
    );
}

#[test]
fn failed_output_leaves_no_temporary_and_the_old_file_intact() {
    let dir = scratch();
    let d = dir.path();
    fs::write(d.join("out.elf"), b"previous").unwrap();
    // A file-size limit of one block makes the write fail part-way, as a
    // full disk does (SIGXFSZ ignored, so write() returns EFBIG).
    let script = format!(
        "ulimit -f 1; trap '' XFSZ; exec '{}' compile hello.ll --emit exe -o out.elf",
        env!("CARGO_BIN_EXE_egret")
    );
    let out = Command::new("sh")
        .args(["-c", &script])
        .current_dir(d)
        .output()
        .expect("sh runs");
    assert_error(&out, "cannot write out.elf", "file size limit");
    assert_eq!(fs::read(d.join("out.elf")).unwrap(), b"previous");
    assert_eq!(listing(d), ["fac.ll", "hello.ll", "out.elf"]);
    // A directory, and a path in a directory that does not exist.
    fs::create_dir(d.join("sub")).unwrap();
    let out = egret(&["compile", "fac.ll", "-o", "sub"], d);
    assert_error(&out, "sub: it is a directory", "directory");
    let out = egret(&["compile", "fac.ll", "-o", "nowhere/x.o"], d);
    assert_error(&out, "cannot write nowhere/x.o", "missing directory");
    assert_eq!(listing(d), ["fac.ll", "hello.ll", "out.elf", "sub"]);
    assert!(listing(&d.join("sub")).is_empty());
}

/// Runs `args` with stdout (`which` = 1) or stderr (2) on `/dev/full`.
fn to_full(args: &[&str], d: &Path, which: u8) -> Output {
    let full = || {
        fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full exists on Linux")
    };
    let mut cmd = egret_cmd(args, d);
    if which == 1 {
        cmd.stdout(Stdio::from(full()));
    } else {
        cmd.stderr(Stdio::from(full()));
    }
    cmd.output().expect("egret runs")
}

#[test]
fn full_stdout_or_stderr_is_an_error_not_a_panic() {
    let dir = scratch();
    let d = dir.path();
    fs::write(d.join("bad.ll"), "define i64 @main() {\n  ret i32 0\n}\n").unwrap();
    fs::write(
        d.join("warn.ll"),
        "define i64 @main() {\n  %r = call i64 @ext()\n  ret i64 %r\n}\ndeclare i64 @ext()\n",
    )
    .unwrap();
    fs::write(
        d.join("implicit.ll"),
        "define i64 @main() {\n  %r = call i64 @ext()\n  ret i64 %r\n}\n",
    )
    .unwrap();
    assert_status(&egret(&["compile", "fac.ll", "-o", "fac.o"], d), 0, "obj");
    assert_status(
        &egret(&["compile", "fac.ll", "-g", "-o", "facg.o"], d),
        0,
        "-g",
    );
    // Standard output on /dev/full: the error is reported on stderr.
    for args in [
        &["bench", "fac.ll", "--opt", "O0", "--repeat", "1"][..],
        &["run", "hello.ll"],
        &["interp", "hello.ll"],
        &["fmt", "fac.ll"],
        &["objdump", "fac.o"],
        &["addr2line", "facg.o", "0"],
        &["compile", "fac.ll", "-o", "-"],
        &["--help"],
        &["run", "--help"],
    ] {
        let out = to_full(args, d, 1);
        assert_error(&out, "No space left on device", &args.join(" "));
    }
    let out = to_full(&["run", "hello.ll"], d, 1);
    assert!(
        stderr(&out).contains("cannot write the program's output"),
        "{}",
        stderr(&out)
    );
    // Standard error on /dev/full: nothing can be said, so the status
    // (1, not a panic's 101) is what tells.
    for args in [
        &["check", "bad.ll"][..],
        &["check", "implicit.ll"],
        &["run", "fac.ll", "--stats"],
        &["run", "fac.ll", "--trace"],
        &["interp", "fac.ll", "--stats"],
        &[
            "compile",
            "fac.ll",
            "--print-after",
            "all",
            "-O2",
            "-o",
            "x.o",
        ],
        &["objdump", "fac.o", "--source"],
        &["check", "--no-such-flag"],
    ] {
        let out = to_full(args, d, 2);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
    // ... while the same commands with a working stderr succeed (the usage
    // error keeps clap's status 2).
    assert_status(&egret(&["check", "warn.ll"], d), 0, "warn.ll");
    assert_status(
        &egret(&["run", "fac.ll", "--stats"], d),
        720 & 0xFF,
        "stats",
    );
    assert_status(&egret(&["check", "--no-such-flag"], d), 2, "usage");
}

#[test]
fn bench_threads_are_capped_at_the_cpus() {
    let dir = scratch();
    let cpus = std::thread::available_parallelism().unwrap().get();
    // Modest, so that a regressed binary does not load the machine.
    let bench = |threads: &str| {
        let args = [
            "bench",
            "fac.ll",
            "--opt",
            "O0",
            "--repeat",
            "1",
            "--threads",
            threads,
        ];
        egret(&args, dir.path())
    };
    let many = (cpus * 8).to_string();
    let out = bench(&many);
    assert_status(&out, 0, "bench --threads 8 x CPUs");
    let note = format!("note: --threads {many} capped at {cpus}, the number of CPUs");
    assert!(stderr(&out).contains(&note), "{}", stderr(&out));
    let out = bench(&cpus.to_string());
    assert_status(&out, 0, "bench within the CPUs");
    assert!(!stderr(&out).contains("capped"), "{}", stderr(&out));
}

#[test]
fn absurd_option_values_are_usage_errors() {
    let dir = scratch();
    let d = dir.path();
    for args in [
        &["run", "fac.ll", "--max-steps", "99999999999999999999"][..],
        &["run", "fac.ll", "--max-steps", "-1"],
        &["interp", "fac.ll", "--max-steps", "99999999999999999999"],
        &["bench", "fac.ll", "--repeat", "0"],
        &["bench", "fac.ll", "--threads", "0"],
        &["bench", "fac.ll", "--threads", "99999999999"],
        &["bench", "fac.ll", "--opt", ""],
        &["compile", "fac.ll", "-O", "9"],
        &["addr2line", "fac.ll", "0x1_0000_0000"],
    ] {
        let out = egret(args, d);
        let code = out.status.code();
        assert!(
            code == Some(1) || code == Some(2),
            "{args:?}: status {code:?}\n{}",
            stderr(&out)
        );
        assert!(!stderr(&out).contains("panicked"), "{args:?}");
    }
}

#[test]
fn arguments_after_double_dash_belong_to_the_program() {
    let dir = scratch();
    let d = dir.path();
    // Prints argv[1].
    fs::write(
        d.join("echo.ll"),
        "declare i32 @puts(i8*)\n\
         define i32 @main(i32 %argc, i8** %argv) {\n\
           %p = getelementptr i8*, i8** %argv, i32 1\n\
           %s = load i8*, i8** %p\n\
           %r = call i32 @puts(i8* %s)\n\
           ret i32 0\n\
         }\n",
    )
    .unwrap();
    for arg in ["-mcpu", "-mcpu=cpu032I", "--mcpu"] {
        let out = egret(&["run", "echo.ll", "-mcpu", "cpu032I", "--", arg], d);
        assert_status(&out, 0, arg);
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{arg}\n"));
    }
}

#[test]
fn files_of_the_wrong_kind_are_named_with_what_to_do() {
    let dir = scratch();
    let d = dir.path();
    assert_status(&egret(&["compile", "fac.ll", "-o", "fac.o"], d), 0, "obj");
    let exe = ["compile", "fac.ll", "--emit", "exe", "-o", "fac.elf"];
    assert_status(&egret(&exe, d), 0, "exe");
    fs::write(
        d.join("prog.s"),
        "\t.text\n\t.globl\tmain\nmain:\n\tret\t$lr\n\tnop\n",
    )
    .unwrap();
    fs::copy(d.join("fac.ll"), d.join("fac.txt")).unwrap();
    fs::write(d.join("x.bc"), b"BC\xC0\xDE\x35\x14\x00\x00").unwrap();
    let cases: [(&[&str], &str); 11] = [
        (
            &["link", "fac.ll", "-o", "x.elf"],
            "fac.ll is LLVM IR, not assembly or an object; compile it first: \
             `egret compile fac.ll -o fac.o`",
        ),
        (&["link", "fac.txt", "-o", "x.elf"], "fac.txt is LLVM IR"),
        (&["run", "fac.txt"], "fac.txt is LLVM IR"),
        (&["as", "fac.ll", "-o", "x.o"], "fac.ll is LLVM IR"),
        (&["link", "x.bc", "-o", "x.elf"], "x.bc is LLVM bitcode"),
        (
            &["link", "fac.elf", "-o", "x.elf"],
            "fac.elf is already an executable; run it with `egret run fac.elf`",
        ),
        (&["compile", "fac.o"], "fac.o is a Cpu0 object, not LLVM IR"),
        (
            &["check", "fac.elf"],
            "fac.elf is an ELF executable, not LLVM IR",
        ),
        (&["interp", "x.bc"], "x.bc is LLVM bitcode"),
        (
            &["compile", "prog.s"],
            "prog.s is Cpu0 assembly, not LLVM IR; assemble it with `egret as prog.s`",
        ),
        (&["bench", "prog.s"], "prog.s is Cpu0 assembly"),
    ];
    for (args, want) in cases {
        let out = egret(args, d);
        if args[0] == "bench" {
            // bench lists the failure in its report and exits 1.
            assert_status(&out, 1, "bench");
            let report = String::from_utf8_lossy(&out.stdout).into_owned();
            assert!(report.contains(want), "{report}");
            continue;
        }
        assert_error(&out, want, &args.join(" "));
        // One sentence, not a cascade of parser errors.
        assert_eq!(
            stderr(&out).matches("error:").count(),
            1,
            "{}",
            stderr(&out)
        );
    }
    assert!(!d.join("x.elf").exists() && !d.join("x.o").exists());
}

#[test]
fn contradicting_output_flags_are_refused() {
    let dir = scratch();
    let d = dir.path();
    for (args, want) in [
        (
            &["compile", "fac.ll", "-S", "--emit", "obj"][..],
            "-S and --emit obj ask for different outputs",
        ),
        (
            &["compile", "fac.ll", "-c", "-S"],
            "-S and -c ask for different outputs",
        ),
        (
            &["compile", "fac.ll", "-c", "--emit", "exe"],
            "-c and --emit exe",
        ),
        (
            &["compile", "fac.ll", "-S", "--emit", "hex"],
            "-S and --emit hex",
        ),
    ] {
        assert_error(&egret(args, d), want, &args.join(" "));
    }
    assert_eq!(listing(d), ["fac.ll", "hello.ll"], "something was written");
    // Flags that agree are fine.
    assert_status(
        &egret(&["compile", "fac.ll", "-S", "--emit", "asm"], d),
        0,
        "-S asm",
    );
    assert_status(
        &egret(&["compile", "fac.ll", "-c", "--emit", "obj"], d),
        0,
        "-c obj",
    );
    assert!(d.join("fac.s").exists() && d.join("fac.o").exists());
}

const LOOP: &str = "define i64 @main() {\nentry:\n  br label %l\nl:\n  \
                    %i = phi i64 [0, %entry], [%j, %l]\n  %j = add i64 %i, 1\n  br label %l\n}\n";

#[test]
fn run_has_a_documented_step_limit() {
    let dir = scratch();
    let d = dir.path();
    fs::write(d.join("loop.ll"), LOOP).unwrap();
    let out = egret(&["run", "loop.ll", "--max-steps", "5000", "--stats"], d);
    assert_error(&out, "step limit of 5000 instructions reached", "loop");
    assert!(stderr(&out).contains("raise the limit with --max-steps"));
    // The default, in --help (running an endless loop into it takes ~12 s).
    let help = egret(&["run", "--help"], d);
    assert_status(&help, 0, "help");
    let text = String::from_utf8_lossy(&help.stdout).into_owned();
    let want = format!("[default: {}]", egret::DEFAULT_RUN_MAX_STEPS);
    let line = text
        .lines()
        .skip_while(|l| !l.contains("--max-steps"))
        .take_while(|l| !l.trim_start().starts_with("--stats"))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        line.contains("0: no limit") && line.contains(&want),
        "{text}"
    );
    // 0 lifts the limit: a finite program still runs to its end.
    assert_status(&egret(&["run", "fac.ll", "--max-steps", "0"], d), 208, "0");
    assert_status(
        &egret(&["interp", "fac.ll", "--max-steps", "0"], d),
        208,
        "0",
    );
    // And every corpus program finishes far below the default limit.
    let out = egret(
        &["run", "miller_rabin.ll", "--stats"],
        &root().join("tests/programs"),
    );
    let err = stderr(&out);
    let insts: u64 = err
        .rsplit("\"insts\": ")
        .next()
        .and_then(|r| r.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no insts in {err}"));
    assert!(insts * 100 < egret::DEFAULT_RUN_MAX_STEPS, "{insts}");
}

#[test]
fn strict_run_names_the_source_line_of_a_trap() {
    let dir = scratch();
    let d = dir.path();
    fs::write(
        d.join("mis.ll"),
        "define i32 @main() {\n  %p = inttoptr i32 15728642 to i32*\n  %v = load i32, i32* %p\n  ret i32 %v\n}\n",
    )
    .unwrap();
    // Without --strict the misaligned load is allowed, as in cpu0.v.
    let out = egret(&["run", "mis.ll"], d);
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
    let out = egret(&["run", "mis.ll", "--strict"], d);
    assert_error(&out, "mis.ll:3:", "strict");
    assert!(
        stderr(&out).contains("load i32, i32* %p"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn compile_emit_hex_links_the_runtime_and_matches_link_emit_hex() {
    let dir = scratch();
    let d = dir.path();
    let ok = |args: &[&str]| assert_status(&egret(args, d), 0, &args.join(" "));
    ok(&["compile", "hello.ll", "--emit", "hex"]);
    ok(&["compile", "hello.ll", "--emit", "exe", "-o", "hello.elf"]);
    ok(&["link", "hello.elf", "--emit", "hex", "-o", "from_exe.hex"]);
    ok(&["compile", "hello.ll", "-c", "-o", "hello.o"]);
    ok(&["link", "hello.o", "--emit", "hex", "-o", "from_obj.hex"]);
    ok(&["link", "hello.o", "-o", "linked.elf"]);
    let hex = fs::read_to_string(d.join("hello.hex")).unwrap();
    assert!(hex.starts_with("/* egret memory image for cpu0.v"), "{hex}");
    assert!(hex.contains("/* .text */"), "{hex}");
    assert_eq!(hex, fs::read_to_string(d.join("from_exe.hex")).unwrap());
    assert_eq!(hex, fs::read_to_string(d.join("from_obj.hex")).unwrap());
    assert_eq!(
        fs::read(d.join("hello.elf")).unwrap(),
        fs::read(d.join("linked.elf")).unwrap()
    );
    // The runtime is what made it link: without it `printf` (for an
    // LLVMlite module, the runtime's 64-bit-`%ld` `__egret_printf_lp64`)
    // is missing.
    let out = egret(&["link", "hello.o", "--no-runtime", "-o", "bare.elf"], d);
    assert_error(
        &out,
        "undefined symbol `__egret_printf_lp64`",
        "--no-runtime",
    );
    let out = egret(&["run", "linked.elf"], d);
    assert_status(&out, 3, "run linked.elf");
    assert_eq!(out.stdout, b"hi 42\n");
}

/// `-ferror-limit=N` caps the errors `check` and `compile` print, as
/// clang's does (20 by default, 0 for all), and says that it stopped.
#[test]
fn error_limit_caps_the_errors_printed() {
    let dir = scratch();
    let d = dir.path();
    let mut text = String::from("define i32 @main() {\n");
    for i in 0..100 {
        text.push_str(&format!("  %x{i} = add i32 %nope{i}, 1\n"));
    }
    text.push_str("  ret i32 0\n}\n");
    std::fs::write(d.join("errs.ll"), text).unwrap();
    let count = |o: &Output| stderr(o).matches(": error: unknown value").count();
    let default = egret(&["check", "errs.ll"], d);
    assert_status(&default, 1, "check");
    assert_eq!(count(&default), 20);
    assert!(stderr(&default).contains("too many errors emitted"));
    let three = egret(&["check", "-ferror-limit=3", "errs.ll"], d);
    assert_eq!(count(&three), 3);
    let all = egret(&["check", "errs.ll", "-ferror-limit=0"], d);
    assert_eq!(count(&all), 100);
    assert!(!stderr(&all).contains("too many errors emitted"));
    let compile = egret(&["compile", "errs.ll", "-ferror-limit=5", "-o", "e.o"], d);
    assert_status(&compile, 1, "compile");
    assert_eq!(count(&compile), 5);
    assert!(!d.join("e.o").exists());
}

/// A division by zero gives the hardware's result in a plain run, and traps
/// with the source line in a `--strict` run at every level, as `interp`
/// reports it.
#[test]
fn strict_run_traps_on_division_by_zero_with_the_source_line() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(
        d.join("div.ll"),
        "define i32 @main() {\n  %z = add i32 0, 0\n  %q = sdiv i32 100, %z\n  ret i32 %q\n}\n",
    )
    .unwrap();
    assert_status(&egret(&["run", "div.ll"], d), 0, "plain run");
    for level in ["-O0", "-O2"] {
        let strict = egret(&["run", "div.ll", level, "--strict"], d);
        assert_error(&strict, "div.ll:3:3: error:", "strict run");
        assert!(stderr(&strict).contains("division by zero"));
    }
    assert_error(
        &egret(&["interp", "div.ll"], d),
        "div.ll:3:3: error:",
        "interp",
    );
}

/// A recursion deeper than the stack traps as a stack overflow in a plain
/// run, at -O0 and -O2, naming the function and its source line (`run`
/// compiles `.ll` inputs with DWARF), instead of running into the data.
#[test]
fn plain_run_names_the_line_of_a_stack_overflow() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(
        d.join("deep.ll"),
        "@g = global i64 55\n\
         define i64 @down(i64 %n) {\n\
         \x20 %z = icmp eq i64 %n, 0\n\
         \x20 br i1 %z, label %out, label %more\n\
         out:\n\
         \x20 %v = load i64, i64* @g\n\
         \x20 ret i64 %v\n\
         more:\n\
         \x20 %m = sub i64 %n, 1\n\
         \x20 %r = call i64 @down(i64 %m)\n\
         \x20 %s = xor i64 %r, %n\n\
         \x20 %t = xor i64 %s, %n\n\
         \x20 ret i64 %t\n\
         }\n\
         define i64 @main() {\n\
         \x20 %r = call i64 @down(i64 2000000)\n\
         \x20 ret i64 %r\n\
         }\n",
    )
    .unwrap();
    for level in ["-O0", "-O2"] {
        let out = egret(&["run", "deep.ll", level], d);
        assert_error(&out, "deep.ll:2:", level);
        assert!(stderr(&out).contains("stack overflow"), "{}", stderr(&out));
        assert!(stderr(&out).contains("(in down"), "{}", stderr(&out));
    }
}
