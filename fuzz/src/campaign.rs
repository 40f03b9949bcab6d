//! A campaign: many inputs of each target, counted, with a reproducer
//! written for every failure.
//!
//! [`run_target`] makes and runs inputs `start..start + count` of one
//! target in order, reporting each to a callback (the `egret-fuzz` worker
//! streams them to its supervisor) and returning the counts and findings.
//! A failing input is minimized (panics only) and written to
//! `OUT/<target>/`; the first [`REPRODUCERS_PER_SIGNATURE`] inputs of each
//! distinct failure are kept.

use crate::case::{Case, make_case};
use crate::corpus::Corpus;
use crate::minimize::minimize;
use crate::runner::{Failure, Outcome, run_case};
use crate::targets::Target;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Reproducers written per distinct failure and target.
pub const REPRODUCERS_PER_SIGNATURE: usize = 3;

/// How a campaign runs.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The campaign's seed.
    pub seed: u64,
    /// First input index.
    pub start: u64,
    /// Inputs per target.
    pub count: u64,
    /// Time an input may take before it counts as a hang.
    pub timeout: Duration,
    /// Where reproducers go (`None`: not written).
    pub out: Option<PathBuf>,
    /// Shrink panicking inputs before writing them.
    pub minimize: bool,
    /// Stop after a hang (a hung input's thread cannot be stopped; a
    /// worker process stops so that its supervisor can start a fresh one).
    pub stop_on_hang: bool,
}

/// Outcomes counted for one target.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Inputs run.
    pub run: u64,
    /// Accepted all the way through.
    pub accepted: u64,
    /// Rejected with an error.
    pub rejected: u64,
    /// Panicked.
    pub panics: u64,
    /// Hung.
    pub hangs: u64,
    /// Showed a mismatch.
    pub mismatches: u64,
    /// Killed the process.
    pub crashes: u64,
    /// Made the process's peak memory exceed the limit.
    pub memory: u64,
    /// Time spent.
    pub elapsed: Duration,
}

impl Counts {
    /// Counts an outcome of kind `kind` (see [`Outcome::kind`]).
    pub fn add(&mut self, kind: &str) {
        self.run += 1;
        match kind {
            "accepted" => self.accepted += 1,
            "rejected" => self.rejected += 1,
            "panic" => self.panics += 1,
            "hang" => self.hangs += 1,
            "mismatch" => self.mismatches += 1,
            "memory" => self.memory += 1,
            _ => self.crashes += 1,
        }
    }

    /// Adds another run's counts.
    pub fn merge(&mut self, other: &Counts) {
        self.run += other.run;
        self.accepted += other.accepted;
        self.rejected += other.rejected;
        self.panics += other.panics;
        self.hangs += other.hangs;
        self.mismatches += other.mismatches;
        self.crashes += other.crashes;
        self.memory += other.memory;
        self.elapsed += other.elapsed;
    }

    /// Inputs that showed a bug.
    pub fn failures(&self) -> u64 {
        self.panics + self.hangs + self.mismatches + self.crashes + self.memory
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "run {}, accepted {}, rejected {}, panics {}, hangs {}, mismatches {}, crashes {}, memory {} ({:.1} s)",
            self.run,
            self.accepted,
            self.rejected,
            self.panics,
            self.hangs,
            self.mismatches,
            self.crashes,
            self.memory,
            self.elapsed.as_secs_f64()
        )
    }
}

/// One failing input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Its target.
    pub target: Target,
    /// Its index in the campaign.
    pub index: u64,
    /// `panic`, `hang`, `mismatch`, `crash` or `memory`.
    pub kind: String,
    /// What identifies the bug ([`Failure::signature`]).
    pub signature: String,
    /// A one-line description.
    pub detail: String,
    /// The reproducer written for it, if any.
    pub file: Option<PathBuf>,
}

/// What happened to one input, as the callback of [`run_target`] sees it.
#[derive(Clone, Debug)]
pub enum Event<'a> {
    /// Input `index` is about to run.
    Start(u64),
    /// Input `index` ended with this outcome.
    Done(u64, &'a Outcome),
    /// Input `index` failed.
    Found(&'a Finding),
}

/// Remembers how many reproducers each signature has, to cap them.
#[derive(Default)]
pub struct Reproducers {
    written: BTreeMap<(Target, String), usize>,
}

impl Reproducers {
    /// Records `failure` of input `index` of `case` and writes its
    /// reproducer (minimized if `settings` say so) unless the signature
    /// already has enough.
    pub fn record(
        &mut self,
        settings: &Settings,
        case: &Case,
        index: u64,
        failure: &Failure,
    ) -> Finding {
        let signature = failure.signature();
        let n = self
            .written
            .entry((case.target, signature.clone()))
            .or_default();
        *n += 1;
        let file = match &settings.out {
            Some(dir) if *n <= REPRODUCERS_PER_SIGNATURE => {
                let case = if settings.minimize {
                    minimize(case, failure, settings.timeout)
                } else {
                    case.clone()
                };
                let tag = format!("s{}-i{index}-{}", settings.seed, failure.kind());
                write_reproducer(dir, &case, &tag).ok()
            }
            _ => None,
        };
        Finding {
            target: case.target,
            index,
            kind: failure.kind().to_string(),
            signature,
            detail: failure.detail(),
            file,
        }
    }
}

/// Writes `case` to `dir/<target>/<name>`; returns the path.
pub fn write_reproducer(dir: &Path, case: &Case, tag: &str) -> std::io::Result<PathBuf> {
    let sub = dir.join(case.target.name());
    std::fs::create_dir_all(&sub)?;
    let path = sub.join(case.file_name(tag));
    std::fs::write(&path, &case.data)?;
    Ok(path)
}

/// Runs inputs `settings.start..settings.start + settings.count` of
/// `target`, telling `on_event` about each.
pub fn run_target(
    corpus: &Corpus,
    target: Target,
    settings: &Settings,
    on_event: &mut dyn FnMut(Event<'_>),
) -> (Counts, Vec<Finding>) {
    let begun = Instant::now();
    let mut counts = Counts::default();
    let mut findings = Vec::new();
    let mut reproducers = Reproducers::default();
    for index in settings.start..settings.start.saturating_add(settings.count) {
        let case = make_case(corpus, target, settings.seed, index);
        on_event(Event::Start(index));
        let outcome = run_case(&case, settings.timeout);
        let kind = outcome.kind();
        counts.add(kind);
        if let Outcome::Failed(failure) = &outcome {
            let finding = reproducers.record(settings, &case, index, failure);
            on_event(Event::Found(&finding));
            findings.push(finding);
        }
        on_event(Event::Done(index, &outcome));
        if settings.stop_on_hang && matches!(outcome, Outcome::Failed(Failure::Hang(_))) {
            break;
        }
    }
    counts.elapsed = begun.elapsed();
    (counts, findings)
}

/// The findings grouped by target and signature: how many inputs each
/// distinct failure had, one detail, and the reproducers written.
pub fn group_findings(findings: &[Finding]) -> String {
    let mut groups: BTreeMap<(Target, &str), Vec<&Finding>> = BTreeMap::new();
    for f in findings {
        groups.entry((f.target, &f.signature)).or_default().push(f);
    }
    let mut out = String::new();
    for ((target, signature), list) in groups {
        out.push_str(&format!(
            "{target}: {} input(s): {signature}\n    first: input {}: {}\n",
            list.len(),
            list[0].index,
            list[0].detail
        ));
        for f in list.iter().filter_map(|f| f.file.as_ref()) {
            out.push_str(&format!("    reproducer: {}\n", f.display()));
        }
    }
    out
}
