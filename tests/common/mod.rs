//! Shared by the workspace's end-to-end tests (`e2e.rs`, `debug.rs`,
//! `objects.rs`): the corpus of `tests/programs/` and the `; key: value`
//! headers its programs record their expectations in (see that folder's
//! README), and a small work-sharing map that runs a check on every core.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The value of the `; key: value` header line in `text`, if any.
pub fn header<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix(';')?.trim_start();
        Some(rest.strip_prefix(key)?.strip_prefix(':')?.trim())
    })
}

/// The `.ll` files in `dir`, sorted by name.
pub fn program_paths(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    paths
}

/// One corpus program as read from disk.
pub struct CorpusFile {
    /// File stem, e.g. `fib_rec`.
    pub name: String,
    /// The path it was read from (as given to [`corpus_files`]).
    pub path: PathBuf,
    /// The program text.
    pub text: String,
    /// `argv[1..]` from its `; args:` header.
    pub args: Vec<String>,
}

/// Every program in `dir`, sorted by name.
pub fn corpus_files(dir: &Path) -> Vec<CorpusFile> {
    program_paths(dir)
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable program");
            let args = header(&text, "args")
                .map(|a| a.split_whitespace().map(String::from).collect())
                .unwrap_or_default();
            CorpusFile {
                name: path
                    .file_stem()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into(),
                path,
                text,
                args,
            }
        })
        .collect()
}

/// Runs `work` on every item on every core; collects the results in order.
pub fn parallel_map<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = work(item);
                    results
                        .lock()
                        .expect("no panics under the lock")
                        .push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("workers finished");
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}
