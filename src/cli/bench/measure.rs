//! Compiling, running and checking every program in every configuration,
//! with a progress bar on stderr for runs that take longer than a second.
//!
//! A program is parsed and run in the IR interpreter once; then, per
//! configuration, compiled `--repeat` times (the compiles are deterministic,
//! so the object of any of them is the one run), linked with the runtime and
//! run on the simulator, and its result and output compared with the
//! interpreter's.

use crate::cli::error::CliError;
use crate::cli::output::print_stderr;
use crate::cli::stats::RunStats;
use crate::cli::target::{Mcpu, step_limit};
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, Options, RunOptions, Target};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One configuration: a target (`None`: each module's own byte order), an
/// ISA level and an optimization level.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConfigSpec {
    /// `--target`, if given.
    pub target: Option<Endian>,
    /// `--mcpu`.
    pub mcpu: Mcpu,
    /// `--opt`.
    pub opt: OptLevel,
}

impl ConfigSpec {
    /// The target for code generation, before a module's own byte order is
    /// taken into account.
    pub fn base_target(&self) -> Target {
        Target {
            endian: self.target.unwrap_or(Endian::Big),
            isa: match self.mcpu {
                Mcpu::Cpu032I => IsaLevel::Cpu032I,
                Mcpu::Cpu032II => IsaLevel::Cpu032II,
            },
        }
    }

    /// `--target` as spelled in reports (`None`: each module's own).
    pub fn target_name(&self) -> Option<&'static str> {
        self.target.map(endian_name)
    }

    /// `--mcpu` as spelled on the command line.
    pub fn mcpu_name(&self) -> &'static str {
        match self.mcpu {
            Mcpu::Cpu032I => "cpu032I",
            Mcpu::Cpu032II => "cpu032II",
        }
    }

    /// `--opt` as spelled on the command line.
    pub fn opt_name(&self) -> &'static str {
        match self.opt {
            OptLevel::O0 => "O0",
            OptLevel::O1 => "O1",
            OptLevel::O2 => "O2",
            OptLevel::Os => "Os",
            OptLevel::Oz => "Oz",
        }
    }

    /// Every dimension, e.g. `cpu0el/cpu032II/O2` (`auto` for no target).
    pub fn full_name(&self) -> String {
        format!(
            "{}/{}/{}",
            self.target_name().unwrap_or("auto"),
            self.mcpu_name(),
            self.opt_name()
        )
    }
}

/// The target name of a byte order.
pub fn endian_name(e: Endian) -> &'static str {
    match e {
        Endian::Big => "cpu0",
        Endian::Little => "cpu0el",
    }
}

/// The options of a run other than its configurations.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Compiles per program and configuration.
    pub repeat: u32,
    /// The step limit (0: none).
    pub max_steps: u64,
    /// `--threads`, if given.
    pub threads: Option<u32>,
}

/// Median, minimum and maximum of repeated measurements.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Timing {
    /// The middle sample (the mean of the two middle ones for an even count).
    pub median: u64,
    /// The fastest sample.
    pub min: u64,
    /// The slowest sample.
    pub max: u64,
}

impl Timing {
    /// The summary of `samples` (at least one).
    pub fn of(samples: &mut [u64]) -> Timing {
        samples.sort_unstable();
        let n = samples.len();
        let median = match n {
            0 => 0,
            _ if n % 2 == 1 => samples[n / 2],
            _ => samples[n / 2 - 1].midpoint(samples[n / 2]),
        };
        Timing {
            median,
            min: samples.first().copied().unwrap_or(0),
            max: samples.last().copied().unwrap_or(0),
        }
    }
}

/// One program in one configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measure {
    /// Compile time in microseconds over `--repeat` compiles.
    pub compile_us: Timing,
    /// What the run measured.
    pub run: RunStats,
}

/// One program in one configuration: the target it was compiled for (when
/// known) and its figures, or why there are none.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The byte order used.
    pub endian: Option<Endian>,
    /// The figures or the error.
    pub result: Result<Measure, String>,
}

/// Every program (as named on the command line) with one outcome per
/// configuration.
pub type Measured = Vec<(String, Vec<Outcome>)>;

/// Measures every program in every configuration, on `--threads` threads.
pub fn measure_all(
    files: &[PathBuf],
    a: &Settings,
    specs: &[ConfigSpec],
) -> Result<Measured, CliError> {
    let progress = Progress::new((files.len() * specs.len()) as u64);
    let work = || -> Measured {
        files
            .iter()
            .map(|p| {
                let outs = measure_program(p, a, specs, &progress);
                (p.display().to_string(), outs)
            })
            .collect()
    };
    let measured = match a.threads {
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(thread_count(n)?)
            .build()
            .map_err(|e| CliError::new(format!("error: cannot start {n} threads: {e}")))?
            .install(work),
        None => work(),
    };
    progress.finish();
    Ok(measured)
}

/// `--threads n`, capped at the number of CPUs (with a note on stderr):
/// threads beyond them only contend, and 20,000 of them once pushed a
/// machine's load past 700.
fn thread_count(requested: u32) -> Result<usize, CliError> {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let requested = usize::try_from(requested).unwrap_or(usize::MAX);
    if requested <= cpus {
        return Ok(requested);
    }
    print_stderr(&format!(
        "note: --threads {requested} capped at {cpus}, the number of CPUs\n"
    ))?;
    Ok(cpus)
}

/// The progress bar: drawn on stderr once the run has taken a second, and
/// only when stderr is a terminal.
struct Progress {
    bar: ProgressBar,
    start: Instant,
    terminal: bool,
}

impl Progress {
    fn new(total: u64) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        if let Ok(style) = ProgressStyle::with_template("{elapsed:>3} [{bar:30}] {pos}/{len} {msg}")
        {
            bar.set_style(style.progress_chars("=> "));
        }
        Progress {
            bar,
            start: Instant::now(),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// Notes that `what` is being measured; shows the bar when it is due.
    fn working_on(&self, what: String) {
        if self.terminal && self.bar.is_hidden() && self.start.elapsed() >= Duration::from_secs(1) {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.bar.enable_steady_tick(Duration::from_millis(200));
        }
        self.bar.set_message(what);
    }

    fn step(&self) {
        self.bar.inc(1);
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

fn header_args(text: &str) -> Vec<String> {
    text.lines()
        .find_map(|l| {
            l.trim_start()
                .strip_prefix(';')?
                .trim_start()
                .strip_prefix("args:")
        })
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

/// A parsed program, the byte order it is compiled for, its arguments and
/// what the interpreter says it does.
struct Program {
    name: String,
    endian: Endian,
    module: egret::llvmlite::Module,
    argv: Vec<String>,
    want: (i64, Vec<u8>),
}

/// Parses `path` and runs it in the interpreter for the byte order `endian`.
fn prepare(path: &Path, requested: Option<Endian>) -> Result<Program, String> {
    let text = crate::cli::inputs::read_ir(path).map_err(|e| e.to_string())?;
    let name = path.display().to_string();
    let (module, _) = egret::parse_text(&name, &text).map_err(|e| e.to_string())?;
    let endian = egret::endian_for_module(&name, &module, requested).map_err(|e| e.to_string())?;
    let mut argv = vec![name.clone()];
    argv.extend(header_args(&text));
    let cfg = InterpConfig {
        endian: match endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        },
        args: argv.clone(),
        ..Default::default()
    };
    let out = run_main(&module, &cfg).map_err(|e| format!("the interpreter fails: {e}"))?;
    let want = (out.ret, out.output);
    Ok(Program {
        name,
        endian,
        module,
        argv,
        want,
    })
}

/// Measures one program in every configuration. The program is prepared
/// once per requested byte order (the interpreter's result depends on it).
fn measure_program(
    path: &Path,
    a: &Settings,
    specs: &[ConfigSpec],
    progress: &Progress,
) -> Vec<Outcome> {
    // Per requested byte order, the program prepared for it.
    let mut prepared: Vec<(Option<Endian>, Result<Program, String>)> = Vec::new();
    let mut outcomes = Vec::new();
    for spec in specs {
        progress.working_on(format!("{} {}", path.display(), spec.full_name()));
        let index = match prepared.iter().position(|(t, _)| *t == spec.target) {
            Some(i) => i,
            None => {
                prepared.push((spec.target, prepare(path, spec.target)));
                prepared.len() - 1
            }
        };
        outcomes.push(match &prepared[index].1 {
            Ok(program) => Outcome {
                endian: Some(program.endian),
                result: measure_config(program, spec, a),
            },
            Err(e) => Outcome {
                endian: spec.target,
                result: Err(e.clone()),
            },
        });
        progress.step();
    }
    outcomes
}

/// Compiles, links, runs and checks `p` in one configuration.
fn measure_config(p: &Program, spec: &ConfigSpec, a: &Settings) -> Result<Measure, String> {
    let target = Target {
        endian: p.endian,
        ..spec.base_target()
    };
    let opts = Options {
        opt: spec.opt,
        target,
        check_regalloc: false,
        ..Options::default()
    };
    let compile_timed = || -> Result<_, String> {
        let start = Instant::now();
        let c = egret::compile(&p.module, &opts).map_err(|e| e.to_string())?;
        Ok((c, start.elapsed().as_micros() as u64))
    };
    let (compiled, first_us) = compile_timed()?;
    let mut samples = vec![first_us];
    for _ in 1..a.repeat {
        samples.push(compile_timed()?.1);
    }
    let text_bytes = compiled
        .object
        .section_by_name(".text")
        .map_or(0, |s| compiled.object.sections[s].size);
    let exe = egret::link_with_runtime(&[compiled.object], target).map_err(|e| e.to_string())?;
    let run_opts = RunOptions {
        max_steps: step_limit(a.max_steps),
        ..RunOptions::new(target)
    };
    let run = egret::run_executable(&exe, &p.argv, &run_opts).map_err(|e| e.to_string())?;
    if (run.ret, &run.output) != (p.want.0, &p.want.1) {
        return Err(format!(
            "wrong result for {}: ret {} (interpreter {}), output {} bytes (interpreter {})",
            p.name,
            run.ret,
            p.want.0,
            run.output.len(),
            p.want.1.len()
        ));
    }
    Ok(Measure {
        compile_us: Timing::of(&mut samples),
        run: RunStats::new(&run.counters, text_bytes),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_is_median_min_max() {
        assert_eq!(
            Timing::of(&mut [30, 10, 20]),
            Timing {
                median: 20,
                min: 10,
                max: 30
            }
        );
        assert_eq!(
            Timing::of(&mut [40, 10, 20, 30]),
            Timing {
                median: 25,
                min: 10,
                max: 40
            }
        );
        assert_eq!(Timing::of(&mut [7]).median, 7);
    }

    #[test]
    fn header_args_are_read_from_the_comment() {
        assert_eq!(header_args("; args: 3 4\ndefine"), vec!["3", "4"]);
        assert!(header_args("define").is_empty());
    }
}
