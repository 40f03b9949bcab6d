//! `egret-fuzz`: the fuzzing campaign's command line.
//!
//! By default the binary supervises: for each target it starts itself as
//! a worker process (`--worker`), which runs the inputs and reports each on
//! its standard output. When the worker dies in the middle of an input (an
//! abort such as a stack overflow cannot be caught in-process), the
//! supervisor records a crash for that input, writes its reproducer (inputs
//! are a function of seed and index, so it can make it again) and starts a
//! new worker at the next input. A worker also stops after a hang, because
//! the hung thread cannot be stopped. `--in-process` runs everything in one
//! process instead (an abort then ends the campaign).

use clap::Parser;
use egret_fuzz::campaign::{Counts, Event, Finding, Settings, group_findings, run_target};
use egret_fuzz::case::{Case, make_case};
use egret_fuzz::corpus::Corpus;
use egret_fuzz::runner::{Failure, Outcome, run_case};
use egret_fuzz::targets::Target;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Deterministic fuzzing of egret's stages: a fixed seed gives the same
/// inputs. Prints a summary line per target and exits non-zero if any
/// input panicked, hung, crashed, showed a mismatch or needed more than
/// 1 GiB of memory.
#[derive(Parser, Debug)]
#[command(name = "egret-fuzz", version)]
struct Args {
    /// Targets, comma-separated: parse, interp, compile, asm, object,
    /// exec, jit, or all.
    #[arg(long, default_value = "all")]
    target: String,
    /// The campaign's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Inputs per target.
    #[arg(long, default_value_t = 1000)]
    count: u64,
    /// Index of the first input (to resume or to rerun one input with
    /// `--count 1`).
    #[arg(long, default_value_t = 0)]
    start: u64,
    /// Directory for reproducers (`DIR/<target>/...`).
    #[arg(long, default_value = "fuzz-out")]
    out: PathBuf,
    /// Seconds an input may take before it counts as a hang.
    #[arg(long, default_value_t = 30.0)]
    timeout: f64,
    /// Write failing inputs as they are, without shrinking panics.
    #[arg(long)]
    no_minimize: bool,
    /// Run in this process, without a supervising worker (an abort ends
    /// the campaign).
    #[arg(long)]
    in_process: bool,
    /// Run reproducer files (or directories of them) instead of a
    /// campaign; a file's target is the name of its directory.
    #[arg(long, num_args = 1.., value_name = "PATH")]
    replay: Vec<PathBuf>,
    /// Print every input's outcome (with `--in-process`).
    #[arg(long, short)]
    verbose: bool,
    /// Internal: be a worker process for one target.
    #[arg(long, hide = true)]
    worker: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match real_main(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("egret-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs what `args` ask for; `Ok(false)` when something failed.
fn real_main(args: &Args) -> Result<bool, String> {
    let targets = parse_targets(&args.target)?;
    if !args.timeout.is_finite() || args.timeout <= 0.0 {
        return Err(format!("--timeout must be positive, got {}", args.timeout));
    }
    let settings = Settings {
        seed: args.seed,
        start: args.start,
        count: args.count,
        timeout: Duration::from_secs_f64(args.timeout),
        out: Some(args.out.clone()),
        minimize: !args.no_minimize,
        stop_on_hang: args.worker,
    };
    if !args.replay.is_empty() {
        return replay(&args.replay, settings.timeout);
    }
    let corpus = Corpus::shared()?;
    if args.worker {
        return worker(corpus, targets[0], &settings);
    }
    let begun = Instant::now();
    let mut results = Vec::new();
    for &target in &targets {
        let (counts, findings) = if args.in_process {
            let verbose = args.verbose;
            run_target(corpus, target, &settings, &mut |event| {
                if let (true, Event::Done(i, outcome)) = (verbose, event) {
                    println!("{target} {i}: {}", describe(outcome));
                }
            })
        } else {
            supervise(corpus, target, &settings)?
        };
        println!("{target}: {counts}");
        results.push((target, counts, findings));
    }
    Ok(summarize(&results, begun.elapsed()))
}

/// One line about an outcome.
fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Accepted => "accepted".to_string(),
        Outcome::Rejected(e) => format!("rejected: {e}"),
        Outcome::Failed(f) => f.detail(),
    }
}

fn parse_targets(list: &str) -> Result<Vec<Target>, String> {
    if list == "all" {
        return Ok(Target::ALL.to_vec());
    }
    list.split(',')
        .map(|name| {
            Target::from_name(name.trim()).ok_or_else(|| {
                let known: Vec<&str> = Target::ALL.iter().map(|t| t.name()).collect();
                format!("unknown target `{name}` (known: {}, all)", known.join(", "))
            })
        })
        .collect()
}

/// Prints the findings and the summary line; whether all was well.
fn summarize(results: &[(Target, Counts, Vec<Finding>)], elapsed: Duration) -> bool {
    let findings: Vec<Finding> = results.iter().flat_map(|r| r.2.clone()).collect();
    if !findings.is_empty() {
        println!("failures:\n{}", group_findings(&findings));
    }
    let mut total = Counts::default();
    let mut parts = Vec::new();
    for (target, counts, _) in results {
        total.merge(counts);
        parts.push(format!(
            "{target} {}/{}/{}/{}/{}/{}/{}/{}",
            counts.run,
            counts.accepted,
            counts.rejected,
            counts.panics,
            counts.hangs,
            counts.mismatches,
            counts.crashes,
            counts.memory
        ));
    }
    println!(
        "summary (run/accepted/rejected/panics/hangs/mismatches/crashes/memory): {} | total: {} in {:.1} s",
        parts.join(", "),
        total,
        elapsed.as_secs_f64()
    );
    total.failures() == 0
}

// ----- worker and supervisor --------------------------------------------------------

/// The worker: runs the inputs and reports each on stdout, one line each.
fn worker(corpus: &Corpus, target: Target, settings: &Settings) -> Result<bool, String> {
    let stdout = std::io::stdout();
    let mut write_failed = false;
    let mut emit = |line: String| {
        let mut out = stdout.lock();
        write_failed |= writeln!(out, "{line}").and_then(|()| out.flush()).is_err();
    };
    run_target(corpus, target, settings, &mut |event| match event {
        Event::Start(i) => emit(format!("start\t{i}")),
        Event::Done(i, outcome) => emit(format!("done\t{i}\t{}", outcome.kind())),
        Event::Found(f) => emit(format!(
            "found\t{}\t{}\t{}\t{}\t{}",
            f.index,
            f.kind,
            f.signature.replace(['\t', '\n'], " "),
            f.detail,
            f.file
                .as_ref()
                .map_or("-".into(), |p| p.display().to_string())
        )),
    });
    if write_failed {
        return Err("cannot write to the supervisor".into());
    }
    Ok(true)
}

/// How often the supervisor prints the counts so far (on stderr).
const PROGRESS_EVERY: Duration = Duration::from_secs(60);

/// What the supervisor learnt from one worker.
#[derive(Default)]
struct WorkerReport {
    counts: Counts,
    findings: Vec<Finding>,
    /// Started and not done.
    running: Option<u64>,
    last_done: Option<u64>,
}

impl WorkerReport {
    fn line(&mut self, target: Target, line: &str) {
        let f: Vec<&str> = line.split('\t').collect();
        let index = f.get(1).and_then(|i| i.parse::<u64>().ok());
        match (f[0], index) {
            ("start", Some(i)) => self.running = Some(i),
            ("done", Some(i)) => {
                self.counts.add(f.get(2).copied().unwrap_or("crash"));
                self.running = None;
                self.last_done = Some(i);
            }
            ("found", Some(i)) if f.len() >= 6 => self.findings.push(Finding {
                target,
                index: i,
                kind: f[2].to_string(),
                signature: f[3].to_string(),
                detail: f[4].to_string(),
                file: (f[5] != "-").then(|| PathBuf::from(f[5])),
            }),
            _ => {}
        }
    }
}

/// Runs one target's inputs in worker processes, restarting after a
/// crash or a hang.
fn supervise(
    corpus: &Corpus,
    target: Target,
    settings: &Settings,
) -> Result<(Counts, Vec<Finding>), String> {
    let begun = Instant::now();
    let end = settings.start.saturating_add(settings.count);
    let mut next = settings.start;
    let mut counts = Counts::default();
    let mut findings = Vec::new();
    while next < end {
        let (report, status, stderr_tail) =
            run_worker(target, settings, next, end - next, &counts)?;
        counts.merge(&report.counts);
        findings.extend(report.findings);
        if let Some(i) = report.running {
            let how = crash_description(&status, &stderr_tail);
            let case = make_case(corpus, target, settings.seed, i);
            let seen = findings.iter().filter(|f| f.kind == "crash").count();
            let write = seen < egret_fuzz::campaign::REPRODUCERS_PER_SIGNATURE;
            findings.push(record_crash(settings, &case, i, &how, write));
            counts.add("crash");
            next = i + 1;
        } else if let Some(i) = report.last_done.filter(|&i| i + 1 < end) {
            // It stopped after a hang (its hung thread cannot be stopped).
            next = i + 1;
        } else if !status.success() && report.last_done.is_none() {
            return Err(format!("worker failed: {}", stderr_tail.join("\n")));
        } else {
            next = end;
        }
    }
    counts.elapsed = begun.elapsed();
    Ok((counts, findings))
}

/// Starts a worker for inputs `start..start + count`; its report, exit
/// status and the last lines it wrote to stderr.
fn run_worker(
    target: Target,
    settings: &Settings,
    start: u64,
    count: u64,
    so_far: &Counts,
) -> Result<(WorkerReport, std::process::ExitStatus, Vec<String>), String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find myself: {e}"))?;
    let mut cmd = Command::new(exe);
    cmd.args(["--worker", "--target", target.name()])
        .args(["--seed", &settings.seed.to_string()])
        .args(["--start", &start.to_string(), "--count", &count.to_string()])
        .args(["--timeout", &settings.timeout.as_secs_f64().to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(out) = &settings.out {
        cmd.arg("--out").arg(out);
    }
    if !settings.minimize {
        cmd.arg("--no-minimize");
    }
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot start a worker: {e}"))?;
    let tail = Arc::new(Mutex::new(Vec::<String>::new()));
    let stderr = child.stderr.take();
    let tail_writer = Arc::clone(&tail);
    let reader = std::thread::spawn(move || {
        for line in stderr.into_iter().flat_map(|s| BufReader::new(s).lines()) {
            let Ok(line) = line else { break };
            if let Ok(mut t) = tail_writer.lock() {
                t.push(line);
                let excess = t.len().saturating_sub(20);
                t.drain(..excess);
            }
        }
    });
    let mut report = WorkerReport::default();
    let mut last_progress = Instant::now();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            report.line(target, &line);
            if last_progress.elapsed() >= PROGRESS_EVERY {
                last_progress = Instant::now();
                let mut now = so_far.clone();
                now.merge(&report.counts);
                eprintln!("{target}: progress: {now}");
            }
        }
    }
    let status = child.wait().map_err(|e| format!("worker: {e}"))?;
    let _ = reader.join();
    let tail = tail.lock().map(|t| t.clone()).unwrap_or_default();
    Ok((report, status, tail))
}

/// How a worker died: its exit status and what it said last.
fn crash_description(status: &std::process::ExitStatus, stderr_tail: &[String]) -> String {
    #[cfg(unix)]
    let how = {
        use std::os::unix::process::ExitStatusExt;
        match status.signal() {
            Some(sig) => format!("killed by signal {sig}"),
            None => status.to_string(),
        }
    };
    #[cfg(not(unix))]
    let how = status.to_string();
    let said = stderr_tail
        .iter()
        .rev()
        .find(|l| !l.trim().is_empty())
        .map_or(String::new(), |l| format!(": {}", l.trim()));
    format!("{how}{said}")
}

/// Records an input that killed its worker, and writes its reproducer if
/// `write` (crashes all look alike from outside, so only the first few of
/// a target are written).
fn record_crash(settings: &Settings, case: &Case, index: u64, how: &str, write: bool) -> Finding {
    let failure = Failure::Crash(how.to_string());
    let file = settings.out.as_ref().filter(|_| write).and_then(|dir| {
        let tag = format!("s{}-i{index}-crash", settings.seed);
        egret_fuzz::campaign::write_reproducer(dir, case, &tag).ok()
    });
    Finding {
        target: case.target,
        index,
        kind: failure.kind().to_string(),
        signature: failure.signature(),
        detail: failure.detail(),
        file,
    }
}

// ----- replay --------------------------------------------------------------------

/// Runs reproducer files; whether none of them failed.
fn replay(paths: &[PathBuf], timeout: Duration) -> Result<bool, String> {
    let mut files = Vec::new();
    for p in paths {
        collect_files(p, &mut files)?;
    }
    let mut ok = true;
    for file in files {
        let target = target_of(&file)?;
        let case =
            Case::from_file(target, &file).map_err(|e| format!("{}: {e}", file.display()))?;
        let outcome = run_case(&case, timeout);
        ok &= !matches!(outcome, Outcome::Failed(_));
        println!("{}: {}", file.display(), describe(&outcome));
    }
    Ok(ok)
}

fn collect_files(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for e in entries {
            collect_files(&e, out)?;
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// The target a reproducer belongs to: the name of its directory.
fn target_of(file: &Path) -> Result<Target, String> {
    file.parent()
        .and_then(Path::file_name)
        .and_then(|d| Target::from_name(&d.to_string_lossy()))
        .ok_or_else(|| {
            format!(
                "{}: put it in a directory named after its target (parse, interp, ...)",
                file.display()
            )
        })
}
