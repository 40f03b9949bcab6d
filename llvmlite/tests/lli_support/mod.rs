//! Shared by the differential tests (`corpus_lli.rs`, `testgen_lli.rs`, and
//! the workspace root's `tests/e2e.rs`):
//! finding and running LLVM's `lli` with egret's host runtime, a scratch
//! directory for printed modules, readable output diffs, and a small
//! work-sharing loop that collects every failure instead of stopping at the
//! first.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long one `lli` run may take before it counts as hung.
const LLI_TIMEOUT: Duration = Duration::from_secs(120);

/// The host implementation of the runtime (`docs/runtime.md`) for `lli`.
/// This module is shared by the `egret-llvmlite` tests and the workspace
/// root's end-to-end tests, so the path is found from either manifest.
pub fn runtime_path() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let here = manifest.join("tests/lli/runtime.ll");
    if here.is_file() {
        here
    } else {
        manifest.join("../tests/lli/runtime.ll")
    }
}

/// `EGRET_LLI`, else `lli-14` or `lli` from `PATH`.
pub fn find_lli() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("EGRET_LLI") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    ["lli-14", "lli"].iter().find_map(|name| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|candidate| candidate.is_file())
    })
}

/// What one `lli` run produced.
pub struct LliRun {
    /// Everything the program wrote to stdout.
    pub stdout: Vec<u8>,
    /// `lli`'s diagnostics, if any.
    pub stderr: Vec<u8>,
    /// The exit status (`None` if killed by a signal).
    pub status: Option<i32>,
}

/// Runs `lli` on `file` with the host runtime, killing it after a timeout.
pub fn run_lli(lli: &Path, file: &Path, args: &[String]) -> Result<LliRun, String> {
    let mut child = Command::new(lli)
        .arg(format!("-extra-module={}", runtime_path().display()))
        .arg(file)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", lli.display()))?;
    // Drain the pipes on threads so a chatty program cannot block on a full pipe.
    let mut out_pipe = child.stdout.take().ok_or("no stdout pipe")?;
    let mut err_pipe = child.stderr.take().ok_or("no stderr pipe")?;
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut out_pipe, &mut buf).map(|_| buf)
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut err_pipe, &mut buf).map(|_| buf)
    });
    let start = Instant::now();
    let status = loop {
        match child
            .try_wait()
            .map_err(|e| format!("waiting for lli: {e}"))?
        {
            Some(status) => break status,
            None if start.elapsed() > LLI_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "lli did not finish within {} s",
                    LLI_TIMEOUT.as_secs()
                ));
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    };
    let stdout = out_reader
        .join()
        .map_err(|_| "stdout reader panicked")?
        .map_err(|e| e.to_string())?;
    let stderr = err_reader
        .join()
        .map_err(|_| "stderr reader panicked")?
        .map_err(|e| e.to_string())?;
    Ok(LliRun {
        stdout,
        stderr,
        status: status.code(),
    })
}

/// A scratch directory, removed on drop unless [`ScratchDir::keep`] is called.
pub struct ScratchDir {
    path: PathBuf,
    keep: bool,
}

impl ScratchDir {
    /// A fresh directory under the system's temporary directory.
    pub fn new(tag: &str) -> ScratchDir {
        let path = std::env::temp_dir().join(format!("egret-{tag}-{}", std::process::id()));
        std::fs::create_dir_all(&path)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", path.display()));
        ScratchDir { path, keep: false }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Leaves the directory in place (for inspecting failures).
    pub fn keep(&mut self) {
        self.keep = true;
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// A readable account of how `got` differs from `want`: the sizes and the
/// first differing line with some context.
pub fn output_diff(want: &[u8], got: &[u8]) -> String {
    let want_s = String::from_utf8_lossy(want);
    let got_s = String::from_utf8_lossy(got);
    let want_lines: Vec<&str> = want_s.split('\n').collect();
    let got_lines: Vec<&str> = got_s.split('\n').collect();
    let first = (0..want_lines.len().max(got_lines.len()))
        .find(|&i| want_lines.get(i) != got_lines.get(i))
        .unwrap_or(0);
    let mut out = format!(
        "output differs ({} bytes expected, {} bytes produced), first at line {}:\n",
        want.len(),
        got.len(),
        first + 1
    );
    for i in first.saturating_sub(2)..first + 3 {
        let (w, g) = (want_lines.get(i), got_lines.get(i));
        if w.is_none() && g.is_none() {
            break;
        }
        let mark = if w == g { ' ' } else { '!' };
        out += &format!(
            "  {mark} {:>4} want: {:?}\n",
            i + 1,
            w.copied().unwrap_or("<none>")
        );
        if w != g {
            out += &format!(
                "  {mark} {:>4} got:  {:?}\n",
                i + 1,
                g.copied().unwrap_or("<none>")
            );
        }
    }
    out
}

/// Runs `work` on every item with a few threads and returns one report per
/// failed item (`"--- <name>: <message>"`), in item order.
pub fn for_each<T: Sync>(
    items: &[T],
    name: impl Fn(&T) -> String + Sync,
    work: impl Fn(&T) -> Result<(), String> + Sync,
) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let failures: Mutex<Vec<(usize, String)>> = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    if let Err(msg) = work(item) {
                        let report = format!("--- {}: {msg}", name(item));
                        failures
                            .lock()
                            .expect("no worker panics while holding the lock")
                            .push((i, report));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().expect("all workers finished");
    failures.sort_by_key(|(i, _)| *i);
    failures.into_iter().map(|(_, r)| r).collect()
}
