//! Running one input: on a worker thread, with a time limit, catching
//! panics.
//!
//! A process-wide panic hook records the message and location of every
//! panic (instead of printing it), so a panic is seen even where the code
//! under test catches it itself — the backend turns a panic into an
//! "internal compiler error" diagnostic, which is still a bug — and even
//! when it happens on a `rayon` worker. An input that has not finished
//! after the time limit is a hang; its thread cannot be stopped and is
//! left behind (the `egret-fuzz` binary ends the worker process after a
//! hang, so they do not pile up). On Linux the process's peak resident
//! memory is reset before each input and read after it: an input that
//! makes it exceed [`MAX_PEAK_RSS`] is a failure too.

use crate::case::Case;
use crate::targets::Verdict;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::sync::{Mutex, Once};
use std::time::Duration;

/// Stack of the thread each input runs on: the main thread's usual 8 MiB,
/// so that inputs see what the `egret` command line sees.
pub const STACK_SIZE: usize = 8 << 20;

/// A panic: what it said and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanicReport {
    /// The panic message.
    pub message: String,
    /// `file:line:col` of the panic.
    pub location: String,
}

/// What went wrong with an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The code under test panicked.
    Panic(PanicReport),
    /// The input did not finish within the time limit.
    Hang(Duration),
    /// Two stages disagreed.
    Mismatch(String),
    /// The process died (an abort, such as a stack overflow) while the
    /// input ran; only the supervising `egret-fuzz` process sees this.
    Crash(String),
    /// The process's peak resident memory while the input ran exceeded
    /// [`MAX_PEAK_RSS`] (bytes reached).
    Memory(u64),
}

impl Failure {
    /// The kind, as the summary counts it.
    pub fn kind(&self) -> &'static str {
        match self {
            Failure::Panic(_) => "panic",
            Failure::Hang(_) => "hang",
            Failure::Mismatch(_) => "mismatch",
            Failure::Crash(_) => "crash",
            Failure::Memory(_) => "memory",
        }
    }

    /// What identifies the bug, for grouping: the panic's location, the
    /// mismatch's description up to its first digit, or the kind.
    pub fn signature(&self) -> String {
        match self {
            Failure::Panic(p) => format!("panic at {}", p.location),
            Failure::Hang(_) => "hang".to_string(),
            Failure::Mismatch(m) => {
                let stem: String = m.chars().take_while(|c| !c.is_ascii_digit()).collect();
                format!("mismatch: {}", stem.trim())
            }
            Failure::Crash(how) => format!("crash: {how}"),
            Failure::Memory(_) => "memory".to_string(),
        }
    }

    /// A one-line description.
    pub fn detail(&self) -> String {
        let text = match self {
            Failure::Panic(p) => format!("panicked at {}: {}", p.location, p.message),
            Failure::Hang(d) => format!("did not finish in {} s", d.as_secs_f64()),
            Failure::Mismatch(m) => m.clone(),
            Failure::Crash(how) => format!("the process died: {how}"),
            Failure::Memory(bytes) => format!(
                "peak resident memory {} MiB (limit {} MiB)",
                bytes >> 20,
                MAX_PEAK_RSS >> 20
            ),
        };
        text.replace(['\n', '\t'], " ")
    }
}

/// What running an input gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// It was accepted.
    Accepted,
    /// It was rejected with a clean error.
    Rejected(String),
    /// It showed a bug.
    Failed(Failure),
}

impl Outcome {
    /// The kind, as the summary counts it.
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Rejected(_) => "rejected",
            Outcome::Failed(f) => f.kind(),
        }
    }
}

/// Peak resident memory of the process while one input runs, beyond which
/// the input is a failure: inputs are at most a few megabytes, and every
/// stage should need memory in proportion.
pub const MAX_PEAK_RSS: u64 = 1 << 30;

/// Resets the kernel's record of the process's peak resident memory
/// (Linux; elsewhere memory is not checked).
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident memory since the last reset, in bytes
/// (`VmHWM`; `None` where `/proc` does not say).
pub fn peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb << 10)
}

static PANICS: Mutex<Vec<PanicReport>> = Mutex::new(Vec::new());

/// Installs the recording panic hook (once per process). With
/// `EGRET_FUZZ_VERBOSE` set, panics are also printed as usual.
pub fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let verbose = std::env::var_os("EGRET_FUZZ_VERBOSE").is_some();
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
                (*s).to_string()
            } else if let Some(s) = info.payload().downcast_ref::<String>() {
                s.clone()
            } else {
                "<non-string panic payload>".to_string()
            };
            let location = info.location().map_or_else(
                || "<unknown>".to_string(),
                |l| format!("{}:{}:{}", l.file(), l.line(), l.column()),
            );
            if let Ok(mut panics) = PANICS.lock() {
                panics.push(PanicReport { message, location });
            }
            if verbose {
                default(info);
            }
        }));
    });
}

fn take_panics() -> Vec<PanicReport> {
    PANICS
        .lock()
        .map(|mut p| std::mem::take(&mut *p))
        .unwrap_or_default()
}

/// Runs `case` through its target on a worker thread, waiting at most
/// `timeout`.
pub fn run_case(case: &Case, timeout: Duration) -> Outcome {
    install_panic_hook();
    take_panics();
    reset_peak_rss();
    let (tx, rx) = channel();
    let owned = case.clone();
    let spawned = std::thread::Builder::new()
        .name("fuzz-case".into())
        .stack_size(STACK_SIZE)
        .spawn(move || {
            let result = catch_unwind(AssertUnwindSafe(|| owned.target.run(&owned)));
            let _ = tx.send(result.ok());
        });
    if let Err(e) = spawned {
        return Outcome::Failed(Failure::Crash(format!("cannot start a thread: {e}")));
    }
    let verdict = match rx.recv_timeout(timeout) {
        Ok(v) => v,
        Err(RecvTimeoutError::Timeout) => return Outcome::Failed(Failure::Hang(timeout)),
        Err(RecvTimeoutError::Disconnected) => None,
    };
    if let Some(first) = take_panics().into_iter().next() {
        return Outcome::Failed(Failure::Panic(first));
    }
    if let Some(peak) = peak_rss().filter(|&p| p > MAX_PEAK_RSS) {
        return Outcome::Failed(Failure::Memory(peak));
    }
    match verdict {
        Some(Verdict::Accepted) => Outcome::Accepted,
        Some(Verdict::Rejected(e)) => Outcome::Rejected(e),
        Some(Verdict::Mismatch(m)) => Outcome::Failed(Failure::Mismatch(m)),
        None => Outcome::Failed(Failure::Panic(PanicReport {
            message: "the worker thread ended without a result".into(),
            location: "<unknown>".into(),
        })),
    }
}
