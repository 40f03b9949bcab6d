//! `egret bench`: the code-quality comparison users run.
//!
//! For every program and configuration — each combination of the
//! `--target`, `--mcpu` and `--opt` lists — it measures the compile time
//! (mid-end and backend, the runtime library already built; median, minimum
//! and maximum over `--repeat` compiles), executed instructions, both cycle
//! measures (the simulator's pipeline model and `cpu0.v`'s clocks) and the
//! program's own `.text` bytes (runtime excluded). Each run's result and
//! output are checked against the IR interpreter before they are reported; a
//! program that disagrees is listed as failed with the reason, left out of
//! the ratios, and makes the command exit with status 1.
//!
//! Every configuration is compared with a reference: the first configuration
//! by default, or with `--baseline FILE.json` the same configuration in a
//! run saved earlier by `--save` (typically from another build of egret).
//! Ratios are `this / reference` (below 1 is better) per program, with their
//! geometric means; programs found on one side only are listed.
//!
//! The jobs live in submodules: `measure` compiles and runs, `report` holds
//! the serialisable run (the `--format json` and `--save` document,
//! `docs/bench-schema.json`) and computes ratios, `baseline` loads and
//! matches a saved run, `text` renders the table and markdown, `csv_out` the
//! CSV, and `plot` the `--plot` SVG. Programs may carry a `; args: ...`
//! header comment with their arguments, as the corpus does.

mod baseline;
mod csv_out;
mod measure;
mod plot;
mod report;
mod text;

use super::error::{CliError, CliResult};
use super::flags::{parse_opt_level, parse_target};
use super::output::{print_stdout, write_output};
use super::target::Mcpu;
use egret::OptLevel;
use egret::cpu0::isa::Endian;
use measure::ConfigSpec;
use std::path::PathBuf;
use std::process::ExitCode;

/// Output format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchFormat {
    /// Aligned columns.
    Table,
    /// Comma-separated values with a header line (RFC 4180 quoting), one
    /// row per program and configuration, then the geomean rows.
    Csv,
    /// One JSON document (the schema is docs/bench-schema.json).
    Json,
    /// A markdown (GitHub) table, then the geomeans.
    Markdown,
}

/// `egret bench FILES...`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// The `.ll` programs.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Optimization levels to compare, e.g. `O0,O2` (without a baseline the
    /// first configuration is the reference).
    #[arg(long, value_delimiter = ',', default_value = "O0,O2", value_parser = parse_level_name)]
    pub opt: Vec<OptLevel>,
    /// Targets to compare: `cpu0`, `cpu0el` or full triples, comma-separated
    /// (default: each module's own byte order, else `cpu0`; one that
    /// contradicts a module fails that program).
    #[arg(long, value_name = "TRIPLE,...", value_delimiter = ',', value_parser = parse_target)]
    pub target: Vec<Endian>,
    /// ISA levels to compare, e.g. `cpu032I,cpu032II`.
    #[arg(
        long = "mcpu",
        value_enum,
        value_delimiter = ',',
        default_value = "cpu032II"
    )]
    pub mcpu: Vec<Mcpu>,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: BenchFormat,
    /// Write the report to this file instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Also save this run as JSON (the `--format json` document), for a
    /// later `--baseline`.
    #[arg(long, value_name = "FILE.json")]
    pub save: Option<PathBuf>,
    /// Compare with a run saved by `--save` (e.g. by another build of
    /// egret): each configuration against the same one in the baseline, or
    /// against its only configuration if it has one.
    #[arg(long, value_name = "FILE.json")]
    pub baseline: Option<PathBuf>,
    /// Draw the per-program ratios (instructions, cycles, `.text` bytes)
    /// against the reference as an SVG chart.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Stop a program after N instructions (0: no limit).
    #[arg(long, value_name = "N", default_value_t = egret::DEFAULT_RUN_MAX_STEPS)]
    pub max_steps: u64,
    /// Compile each program this many times per configuration; the report
    /// shows the median, minimum and maximum compile time, and ratios use
    /// the minimum (the least noisy estimate of the compiler's own cost).
    #[arg(long, value_name = "N", default_value = "3", value_parser = clap::value_parser!(u32).range(1..))]
    pub repeat: u32,
    /// Compile with this many threads (default: rayon's, one per core; at
    /// most the number of CPUs, as more only adds contention).
    /// `--threads 1` compiles each function in turn on one thread, which
    /// makes the compiler's work repeatable under `valgrind --tool=callgrind`
    /// (no idle worker spinning inside a compile).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: Option<u32>,
}

fn parse_level_name(s: &str) -> Result<OptLevel, String> {
    parse_opt_level(s.trim_start_matches(['O', 'o', '-']))
}

/// The configurations to measure: every target × ISA level × optimization
/// level, in the order given (the first is the default reference).
fn configurations(a: &BenchArgs) -> Result<Vec<ConfigSpec>, CliError> {
    if a.opt.is_empty() {
        return Err(CliError::new("error: --opt names no optimization level"));
    }
    let targets: Vec<Option<Endian>> = if a.target.is_empty() {
        vec![None]
    } else {
        a.target.iter().copied().map(Some).collect()
    };
    let mut specs = Vec::new();
    for &target in &targets {
        for &mcpu in &a.mcpu {
            for &opt in &a.opt {
                let spec = ConfigSpec { target, mcpu, opt };
                if specs.contains(&spec) {
                    return Err(CliError::new(format!(
                        "error: configuration {} is named twice",
                        spec.full_name()
                    )));
                }
                specs.push(spec);
            }
        }
    }
    Ok(specs)
}

/// `egret bench`.
pub fn bench_cmd(a: &BenchArgs) -> CliResult {
    let specs = configurations(a)?;
    if a.plot.is_some() && specs.len() < 2 && a.baseline.is_none() {
        return Err(CliError::new(
            "error: --plot needs a comparison: two configurations or --baseline",
        ));
    }
    let base = a.baseline.as_deref().map(baseline::load).transpose()?;
    let matched = base
        .as_ref()
        .map(|b| baseline::match_configs(b, &specs))
        .transpose()?;
    for spec in &specs {
        egret::runtime_members(spec.base_target())
            .map_err(|e| CliError::new(format!("error: {e}")))?;
    }
    let settings = measure::Settings {
        repeat: a.repeat,
        max_steps: a.max_steps,
        threads: a.threads,
    };
    let measured = measure::measure_all(&a.files, &settings, &specs)?;
    let compared = base.as_ref().zip(matched.as_deref());
    let mut run = report::build(&settings, &specs, &measured, compared);
    run.baseline = compared.map(|(b, m)| baseline::info(b, m, &run.configurations, &run.results));
    let rendered = match a.format {
        BenchFormat::Table => text::table(&run),
        BenchFormat::Markdown => text::markdown(&run),
        BenchFormat::Csv => csv_out::render(&run)?,
        BenchFormat::Json => report::to_json(&run)?,
    };
    if let Some(path) = &a.save {
        write_output(path, report::to_json(&run)?.as_bytes())?;
    }
    if let Some(path) = &a.plot {
        write_output(path, plot::render(&run)?.as_bytes())?;
    }
    match &a.output {
        Some(path) => write_output(path, rendered.as_bytes())?,
        None => print_stdout(rendered.as_bytes())?,
    }
    let failed = run.results.iter().any(|r| !r.ok);
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
