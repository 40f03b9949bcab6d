//! Shared machinery of the C differential tests (`tests/c_corpus.rs`,
//! `tests/csmith.rs`): finding the tools (gcc, clang-14, clang-19, the egret
//! binary), building the native reference with `gcc -m32`, turning C into
//! IR with clang for a MIPS triple, compiling and running that IR with
//! egret, and judging the result against the reference.
//!
//! Every external program runs with a wall-clock limit and the simulator with
//! a step limit, so a miscompiled loop is a reported failure, never a hang.
//! `EGRET_BIN` names another `egret` binary to test (e.g. one built from a
//! scratch merge); by default the one cargo built for this package is used.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Wall-clock limit of one native reference run, clang call or egret compile.
pub const TOOL_TIMEOUT: Duration = Duration::from_secs(120);

/// What a finished program did: its standard output and exit status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: Vec<u8>,
    pub status: i32,
}

/// The outcome of one external command run under [`run_limited`].
pub struct Finished {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// `None` when the process was killed by a signal.
    pub code: Option<i32>,
}

/// Runs `cmd` to completion or until `limit` passes (then kills it).
pub fn run_limited(mut cmd: Command, limit: Duration) -> Result<Finished, String> {
    let shown = format!("{cmd:?}");
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {shown}: {e}"))?;
    let mut out = child.stdout.take().ok_or("no stdout pipe")?;
    let mut err = child.stderr.take().ok_or("no stderr pipe")?;
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {}s: {shown}", limit.as_secs()));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("waiting for {shown}: {e}")),
        }
    };
    Ok(Finished {
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        code: status.code(),
    })
}

/// The first non-empty line of a tool's diagnostics, for grouping failures.
pub fn first_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("(no message)")
        .chars()
        .take(400)
        .collect()
}

/// Looks for an executable by name on `PATH`, then in `/usr/lib/llvm-N/bin`
/// for versioned LLVM names (`clang-19` -> `/usr/lib/llvm-19/bin/clang`).
pub fn find_tool(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    if let Some(found) = std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
    {
        return Some(found);
    }
    let (base, version) = name.rsplit_once('-')?;
    let p = PathBuf::from(format!("/usr/lib/llvm-{version}/bin/{base}"));
    p.is_file().then_some(p)
}

/// True when missing tools must fail the test instead of skipping it: in CI
/// (`CI` set, as `.ci/run` runs) or when `EGRET_REQUIRE_CLANG` is set.
pub fn tools_required() -> bool {
    std::env::var_os("CI").is_some() || std::env::var_os("EGRET_REQUIRE_CLANG").is_some()
}

/// The egret binary under test: `EGRET_BIN`, else this package's.
pub fn egret_bin() -> PathBuf {
    std::env::var_os("EGRET_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_egret")))
}

/// Worker threads: `EGRET_C_JOBS`, else the machine's parallelism.
pub fn jobs() -> usize {
    std::env::var("EGRET_C_JOBS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1)
}

/// Builds `src` natively with `gcc -m32 -msse2 -mfpmath=sse -O0` (plus `extra` flags, and `-lm`) and runs
/// it: the expected output and status. `run_limit` bounds the run. Its
/// stderr is merged into its stdout, as the simulator writes both streams
/// to one output port.
pub fn reference(
    src: &Path,
    work: &Path,
    extra: &[&str],
    run_limit: Duration,
) -> Result<Outcome, String> {
    let exe = work.join("reference");
    let mut gcc = Command::new("gcc");
    // SSE2 arithmetic gives IEEE binary32/binary64 results (x87 would
    // round through 80 bits); `-lm` for the programs that use math.h.
    gcc.args(["-m32", "-msse2", "-mfpmath=sse", "-O0", "-w", "-o"])
        .arg(&exe)
        .arg(src)
        .args(extra)
        .arg("-lm");
    let built = run_limited(gcc, TOOL_TIMEOUT)?;
    if built.code != Some(0) {
        return Err(format!("gcc -m32: {}", first_line(&built.stderr)));
    }
    let mut run = Command::new("sh");
    run.arg("-c").arg("exec \"$0\" 2>&1").arg(&exe);
    let ran = run_limited(run, run_limit)?;
    let status = ran
        .code
        .ok_or_else(|| format!("native run killed by a signal: {}", src.display()))?;
    Ok(Outcome {
        stdout: ran.stdout,
        status,
    })
}

/// A MIPS triple clang compiles for, and the byte order egret must use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Triple {
    Mips,
    Mipsel,
}

impl Triple {
    pub const ALL: [Triple; 2] = [Triple::Mips, Triple::Mipsel];

    /// Short name used in tables and in `KNOWN_FAILURES`.
    pub fn name(self) -> &'static str {
        match self {
            Triple::Mips => "mips",
            Triple::Mipsel => "mipsel",
        }
    }

    fn clang_target(self) -> &'static str {
        match self {
            Triple::Mips => "--target=mips-linux-gnu",
            Triple::Mipsel => "--target=mipsel-linux-gnu",
        }
    }

    /// egret's `--target` of the same byte order.
    fn egret_target(self) -> &'static str {
        match self {
            Triple::Mips => "cpu0",
            Triple::Mipsel => "cpu0el",
        }
    }
}

/// Writes the IR clang `clang` (e.g. `clang-19`) makes of `src` at `opt`
/// (`O0`, `O2`, `Os`) for `triple` into `out`. The flags are a user's: no
/// `-fno-builtin`, so clang emits whatever intrinsics it likes; only the
/// stack protector is off (a glibc runtime feature egret has no use for).
pub fn clang_ir(
    clang: &Path,
    opt: &str,
    triple: Triple,
    src: &Path,
    out: &Path,
    extra: &[&str],
) -> Result<(), String> {
    let mut cmd = Command::new(clang);
    cmd.arg("-S")
        .arg("-emit-llvm")
        .arg(format!("-{opt}"))
        .arg(triple.clang_target())
        .args(["-fno-stack-protector", "-w", "-o"])
        .arg(out)
        .arg(src)
        .args(extra);
    let done = run_limited(cmd, TOOL_TIMEOUT)?;
    if done.code == Some(0) {
        Ok(())
    } else {
        Err(first_line(&done.stderr))
    }
}

/// How one configuration of one program ended.
#[derive(Clone, Debug)]
pub enum Verdict {
    Pass,
    /// clang refused the program (a problem of the test, not of egret).
    Clang(String),
    /// `egret compile` failed: the first line of its diagnostics.
    Compile(String),
    /// The program did not finish normally on the simulator (trap, step
    /// limit): the first line of the error.
    Run(String),
    /// It ran, but its output or status differ from the reference.
    Mismatch(String),
}

impl Verdict {
    pub fn is_pass(&self) -> bool {
        matches!(self, Verdict::Pass)
    }

    /// The kind of failure, as printed in reports.
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Clang(_) => "clang-error",
            Verdict::Compile(_) => "compile-error",
            Verdict::Run(_) => "run-error",
            Verdict::Mismatch(_) => "wrong-output",
        }
    }

    /// The detail line (empty for a pass).
    pub fn detail(&self) -> &str {
        match self {
            Verdict::Pass => "",
            Verdict::Clang(s) | Verdict::Compile(s) | Verdict::Run(s) | Verdict::Mismatch(s) => s,
        }
    }
}

/// What an egret compile and run measured besides the verdict.
#[derive(Clone, Debug, Default)]
pub struct Measure {
    /// Instructions the simulator executed (from `run --stats`).
    pub insts: Option<u64>,
    /// Wall time of `egret compile`.
    pub compile_time: Duration,
}

/// Compiles `ll` with `egret compile -O<level>` into an executable and runs
/// it on the simulator with at most `max_steps` instructions; compares the
/// output and `main`'s result (mod 256, as an exit status) with `expected`.
pub fn egret_check(
    ll: &Path,
    level: &str,
    triple: Triple,
    max_steps: u64,
    expected: &Outcome,
) -> (Verdict, Measure) {
    let exe = ll.with_extension(format!("{level}.elf"));
    let mut measure = Measure::default();
    let mut compile = Command::new(egret_bin());
    compile
        .arg("compile")
        .arg(format!("-{level}"))
        .args(["--emit", "exe", "--target", triple.egret_target(), "-o"])
        .arg(&exe)
        .arg(ll);
    let start = Instant::now();
    let compiled = match run_limited(compile, TOOL_TIMEOUT) {
        Ok(done) => done,
        Err(e) => return (Verdict::Compile(e), measure),
    };
    measure.compile_time = start.elapsed();
    if compiled.code != Some(0) {
        return (Verdict::Compile(first_line(&compiled.stderr)), measure);
    }
    let mut run = Command::new(egret_bin());
    run.arg("run")
        .arg("--stats")
        .arg(format!("--max-steps={max_steps}"))
        .arg(&exe);
    let ran = match run_limited(run, TOOL_TIMEOUT) {
        Ok(done) => done,
        Err(e) => return (Verdict::Run(e), measure),
    };
    let stderr = String::from_utf8_lossy(&ran.stderr);
    let Some(ret) = stats_field(&stderr, "ret") else {
        return (Verdict::Run(first_line(&ran.stderr)), measure);
    };
    measure.insts = stats_field(&stderr, "insts").and_then(|n| u64::try_from(n).ok());
    let status = i32::try_from(ret & 0xff).unwrap_or(-1);
    let verdict = if status != expected.status {
        Verdict::Mismatch(format!(
            "exit status {status}, expected {}",
            expected.status
        ))
    } else if ran.stdout != expected.stdout {
        Verdict::Mismatch(first_difference(&ran.stdout, &expected.stdout))
    } else {
        Verdict::Pass
    };
    (verdict, measure)
}

/// A field of the JSON line `egret run --stats` prints last on stderr.
fn stats_field(stderr: &str, key: &str) -> Option<i64> {
    let line = stderr.lines().rev().find(|l| l.starts_with('{'))?;
    let pat = format!("\"{key}\": ");
    let rest = &line[line.find(&pat)? + pat.len()..];
    let end = rest
        .find(|c: char| c != '-' && !c.is_ascii_digit())
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// "line N: got `...`, expected `...`" for the first differing output line.
pub fn first_difference(got: &[u8], want: &[u8]) -> String {
    let got = String::from_utf8_lossy(got);
    let want = String::from_utf8_lossy(want);
    let mut g = got.lines();
    let mut w = want.lines();
    for n in 1.. {
        match (g.next(), w.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return format!(
                    "output line {n}: got `{}`, expected `{}`",
                    a.unwrap_or("<end>"),
                    b.unwrap_or("<end>")
                );
            }
        }
    }
    unreachable!("the loop returns at the first difference")
}

/// Runs `work(item)` for every item on `jobs` threads; results in item order.
pub fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs.min(items.len()).max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = work(item);
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item was processed"))
        .collect()
}
