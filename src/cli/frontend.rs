//! The front-end subcommands: `egret check`, `egret interp` and `egret fmt`.
//!
//! They are thin wrappers over `egret-llvmlite`: read the file, parse and
//! verify it (diagnostics rendered on stderr, in colour when stderr is a
//! terminal), then verify, run or print. Exit statuses follow the tools people
//! compare us with: `check` exits 0 or 1 like a compiler, and `interp` exits
//! with `main`'s return value & 0xff like `lli`.

use super::error::{CliError, CliResult, render_diagnostics, stderr_has_color};
use super::flags::parse_target as parse_target_endian;
use super::inputs::{input_name, read_ir};
use super::output::{print_stderr, print_stdout, write_output};
use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::printer::{print_module, print_module_llvm};
use egret_llvmlite::{Endian, Module, parse};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `egret check FILE.ll`: parse and verify.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// The `.ll` file.
    pub file: PathBuf,
}

/// The byte order to run with.
#[derive(Copy, Clone, Debug, clap::ValueEnum)]
pub enum Target {
    /// Big-endian Cpu0.
    Cpu0,
    /// Little-endian Cpu0.
    Cpu0el,
}

/// Parses `--target` with the spellings every subcommand accepts.
fn parse_target(s: &str) -> Result<Target, String> {
    parse_target_endian(s).map(|e| match e {
        egret_cpu0::isa::Endian::Big => Target::Cpu0,
        egret_cpu0::isa::Endian::Little => Target::Cpu0el,
    })
}

/// `egret interp FILE.ll [ARGS...]`: run `main` in the IR interpreter.
#[derive(clap::Args)]
pub struct InterpArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Arguments for the program (`argv[1..]`; `argv[0]` is the file name).
    /// Negative numbers are taken as arguments; put other arguments that
    /// start with `-` after `--`.
    #[arg(allow_negative_numbers = true)]
    pub args: Vec<String>,
    /// Target byte order: `cpu0` (big-endian), `cpu0el` (little-endian) or a
    /// triple such as `cpu0el-unknown-none-elf`.
    #[arg(long, value_name = "TARGET", default_value = "cpu0", value_parser = parse_target)]
    pub target: Target,
    /// Stop after N IR instructions (default 10⁹; 0: no limit).
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// Print `{"ret": ..., "steps": ...}` as the last line on stderr.
    #[arg(long)]
    pub stats: bool,
    /// Do not report poison (shifts by at least the width give 0).
    #[arg(long)]
    pub unchecked: bool,
}

/// `egret fmt FILE.ll`: print the parsed module.
#[derive(clap::Args)]
pub struct FmtArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Print for LLVM 14 (`llvm-as`, `lli`) instead of egret's own syntax.
    #[arg(long)]
    pub llvm: bool,
    /// Write to this file instead of stdout.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Reads, parses and verifies a file; warnings go to stderr, errors become
/// the command's error.
fn load(file: &Path) -> Result<Module, CliError> {
    load_with_source(file).map(|(m, _, _)| m)
}

/// [`load`], also giving the file's display name and text (to render later
/// diagnostics against).
fn load_with_source(file: &Path) -> Result<(Module, String, String), CliError> {
    let text = read_ir(file)?;
    let name = input_name(file);
    match parse(&name, &text) {
        Ok((m, warnings)) => {
            if !warnings.is_empty() {
                print_stderr(&render_diagnostics(&warnings, &name, &text))?;
            }
            Ok((m, name, text))
        }
        Err(diags) => Err(CliError::new(
            render_diagnostics(&diags, &name, &text)
                .trim_end()
                .to_string(),
        )),
    }
}

/// Runs `egret check`: parses and verifies, then legalizes a copy of the
/// module, so that what `compile` cannot compile (an integer division wider
/// than 64 bits, say) is rejected here too, at its position.
pub fn check(args: &CheckArgs) -> CliResult {
    use egret_llvmlite::legalize::{LegalizeOptions, legalize, needs_legalizing};
    let (m, name, text) = load_with_source(&args.file)?;
    if needs_legalizing(&m) {
        let mut copy = m.clone();
        if let Err(diags) = legalize(&mut copy, &LegalizeOptions::default()) {
            return Err(CliError::new(
                render_diagnostics(&diags, &name, &text)
                    .trim_end()
                    .to_string(),
            ));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The runtime's IR modules, linked by name into interpreted programs so
/// that the C library functions the interpreter has no native for (and
/// those it runs from IR by preference) behave as in compiled code.
fn runtime_libraries() -> Result<Vec<std::sync::Arc<Module>>, CliError> {
    egret_lower::runtime::IR_SOURCES
        .iter()
        .map(|(name, text)| {
            parse(name, text)
                .map(|(m, _)| std::sync::Arc::new(m))
                .map_err(|d| CliError::new(format!("the runtime's {name}: {}", d[0])))
        })
        .collect()
}

/// Runs `egret interp`.
pub fn interp(args: &InterpArgs) -> CliResult {
    let m = load(&args.file)?;
    let mut cfg = InterpConfig {
        endian: match args.target {
            Target::Cpu0 => Endian::Big,
            Target::Cpu0el => Endian::Little,
        },
        checked: !args.unchecked,
        libraries: runtime_libraries()?,
        ..InterpConfig::default()
    };
    if let Some(n) = args.max_steps {
        cfg.step_limit = super::target::step_limit(n).unwrap_or(u64::MAX);
    }
    cfg.args = std::iter::once(args.file.display().to_string())
        .chain(args.args.iter().cloned())
        .collect();
    match run_main(&m, &cfg) {
        Ok(out) => {
            print_stdout(&out.output)?;
            if args.stats {
                let line = super::stats::InterpStatsLine {
                    ret: out.ret,
                    steps: out.steps,
                };
                print_stderr(&format!("{}\n", super::stats::to_spaced_json(&line)))?;
            }
            Ok(ExitCode::from((out.ret & 0xff) as u8))
        }
        Err(e) => {
            print_stdout(&e.output)?;
            let d = e.as_diagnostic();
            let text = m
                .files
                .first()
                .and_then(|f| f.text.clone())
                .unwrap_or_default();
            let name = args.file.display().to_string();
            Err(CliError::new(
                d.render_styled(&name, &text, stderr_has_color())
                    .trim_end()
                    .to_string(),
            ))
        }
    }
}

/// Runs `egret fmt`.
pub fn fmt(args: &FmtArgs) -> CliResult {
    let m = load(&args.file)?;
    let text = if args.llvm {
        print_module_llvm(&m)
    } else {
        print_module(&m)
    };
    match &args.output {
        Some(path) => write_output(path, text.as_bytes())?,
        None => print_stdout(text.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}
