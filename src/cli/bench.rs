//! `egret bench`: the code-quality comparison users run.
//!
//! For every program and optimization level: compile time (mid-end and
//! backend, the runtime library already built), executed instructions, both
//! cycle measures (the simulator's pipeline model and `cpu0.v`'s clocks) and
//! the program's own `.text` bytes (runtime excluded). The compile time is
//! the minimum over `--repeat` compiles (default 3), so that ratios of
//! compile times are stable figures rather than one noisy sample; the
//! compiles are deterministic, so the object of any of them is the one run.
//! Each run's result and
//! output are checked against the IR interpreter before they are reported; a
//! program that disagrees is listed as wrong, left out of the ratios, and
//! makes the command exit with status 1. Per program, each level is compared
//! with the first one given; the last lines give geometric means.
//!
//! Programs may carry a `; args: ...` header comment with their arguments,
//! as the corpus does.

use super::error::{CliError, CliResult};
use super::flags::{parse_opt_level, parse_target};
use super::inputs::read_ir;
use super::output::{print_stderr, print_stdout, write_output};
use super::stats::RunStats;
use super::target::Mcpu;
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, Options, RunOptions, Target};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Output format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchFormat {
    /// Aligned columns.
    Table,
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object.
    Json,
}

/// `egret bench FILES...`.
#[derive(clap::Args)]
pub struct BenchArgs {
    /// The `.ll` programs.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Optimization levels to compare, e.g. `O0,O2` (the first is the baseline).
    #[arg(long, value_delimiter = ',', default_value = "O0,O2", value_parser = parse_level_name)]
    pub opt: Vec<OptLevel>,
    /// `cpu0`, `cpu0el` or a full triple (default: each module's own byte
    /// order, else `cpu0`; one that contradicts a module is an error).
    #[arg(long, value_name = "TRIPLE", value_parser = parse_target)]
    pub target: Option<Endian>,
    /// ISA level.
    #[arg(long = "mcpu", value_enum, default_value = "cpu032II")]
    pub mcpu: Mcpu,
    /// Output format.
    #[arg(long, value_enum, default_value = "table")]
    pub format: BenchFormat,
    /// Write the report to this file instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Stop a program after N instructions (0: no limit).
    #[arg(long, value_name = "N", default_value_t = egret::DEFAULT_RUN_MAX_STEPS)]
    pub max_steps: u64,
    /// Compile each program this many times per level and report the
    /// fastest compile (the minimum is the least noisy estimate of the
    /// compiler's own cost).
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

/// One program at one level.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Measure {
    compile_us: u64,
    run: RunStats,
}

/// One program at one level: its figures, or why there are none.
type Outcome = Result<Measure, String>;

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

fn level_name(l: OptLevel) -> &'static str {
    match l {
        OptLevel::O0 => "O0",
        OptLevel::O1 => "O1",
        OptLevel::O2 => "O2",
        OptLevel::Os => "Os",
        OptLevel::Oz => "Oz",
    }
}

/// Measures one program at every level.
fn measure_program(path: &Path, a: &BenchArgs, target: Target) -> Vec<Outcome> {
    let fail = |e: String| vec![Err(e); a.opt.len()];
    let text = match read_ir(path) {
        Ok(t) => t,
        Err(e) => return fail(e.to_string()),
    };
    let name = path.display().to_string();
    let module = match egret::parse_text(&name, &text) {
        Ok((m, _)) => m,
        Err(e) => return fail(e.to_string()),
    };
    let target = match egret::endian_for_module(&name, &module, a.target) {
        Ok(endian) => Target { endian, ..target },
        Err(e) => return fail(e.to_string()),
    };
    let mut argv = vec![name.clone()];
    argv.extend(header_args(&text));
    let endian = match target.endian {
        Endian::Big => egret::llvmlite::Endian::Big,
        Endian::Little => egret::llvmlite::Endian::Little,
    };
    let cfg = InterpConfig {
        endian,
        args: argv.clone(),
        ..Default::default()
    };
    let want = match run_main(&module, &cfg) {
        Ok(o) => (o.ret, o.output),
        Err(e) => return fail(format!("the interpreter fails: {e}")),
    };
    a.opt
        .iter()
        .map(|&opt| measure_level(&module, opt, target, &argv, &want, a))
        .collect()
}

fn measure_level(
    module: &egret::llvmlite::Module,
    opt: OptLevel,
    target: Target,
    argv: &[String],
    want: &(i64, Vec<u8>),
    a: &BenchArgs,
) -> Outcome {
    let opts = Options {
        opt,
        target,
        check_regalloc: false,
        ..Options::default()
    };
    let compile_timed = || -> Result<_, String> {
        let start = Instant::now();
        let c = egret::compile(module, &opts).map_err(|e| e.to_string())?;
        Ok((c, start.elapsed().as_micros() as u64))
    };
    let (compiled, mut compile_us) = compile_timed()?;
    for _ in 1..a.repeat {
        compile_us = compile_us.min(compile_timed()?.1);
    }
    let text_bytes = compiled
        .object
        .section_by_name(".text")
        .map_or(0, |s| compiled.object.sections[s].size);
    let exe = egret::link_with_runtime(&[compiled.object], target).map_err(|e| e.to_string())?;
    let run_opts = RunOptions {
        max_steps: super::target::step_limit(a.max_steps),
        ..RunOptions::new(target)
    };
    let run = egret::run_executable(&exe, argv, &run_opts).map_err(|e| e.to_string())?;
    if (run.ret, &run.output) != (want.0, &want.1) {
        return Err(format!(
            "wrong result: ret {} (interpreter {}), output {} bytes (interpreter {})",
            run.ret,
            want.0,
            run.output.len(),
            want.1.len()
        ));
    }
    Ok(Measure {
        compile_us,
        run: RunStats::new(&run.counters, text_bytes),
    })
}

/// `egret bench`.
pub fn bench_cmd(a: &BenchArgs) -> CliResult {
    let target = Target {
        endian: a.target.unwrap_or(Endian::Big),
        isa: match a.mcpu {
            Mcpu::Cpu032I => IsaLevel::Cpu032I,
            Mcpu::Cpu032II => IsaLevel::Cpu032II,
        },
    };
    if a.opt.is_empty() {
        return Err(CliError::new("error: --opt names no optimization level"));
    }
    egret::runtime_members(target).map_err(|e| CliError::new(format!("error: {e}")))?;
    let measure_all = || -> Vec<(String, Vec<Outcome>)> {
        a.files
            .iter()
            .map(|p| (p.display().to_string(), measure_program(p, a, target)))
            .collect()
    };
    let rows = match a.threads {
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(thread_count(n)?)
            .build()
            .map_err(|e| CliError::new(format!("error: cannot start {n} threads: {e}")))?
            .install(measure_all),
        None => measure_all(),
    };
    let report = match a.format {
        BenchFormat::Table => table(&rows, &a.opt),
        BenchFormat::Csv => csv(&rows, &a.opt),
        BenchFormat::Json => json(&rows, &a.opt),
    };
    match &a.output {
        Some(path) => write_output(path, report.as_bytes())?,
        None => print_stdout(report.as_bytes())?,
    }
    let failed = rows.iter().any(|(_, outs)| outs.iter().any(Result::is_err));
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
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

/// `later / first` for each compared quantity, when both runs succeeded.
fn ratios(base: &Outcome, other: &Outcome) -> Option<[f64; 4]> {
    let (b, o) = (base.as_ref().ok()?, other.as_ref().ok()?);
    let r = |x: u64, y: u64| if y == 0 { 1.0 } else { x as f64 / y as f64 };
    Some([
        r(o.run.insts, b.run.insts),
        r(o.run.cycles, b.run.cycles),
        r(o.run.text_bytes, b.run.text_bytes),
        r(o.compile_us.max(1), b.compile_us.max(1)),
    ])
}

/// Geometric mean of each ratio over the programs where both levels ran.
fn geomeans(rows: &[(String, Vec<Outcome>)], level: usize) -> Option<[f64; 4]> {
    let all: Vec<[f64; 4]> = rows
        .iter()
        .filter_map(|(_, o)| ratios(&o[0], &o[level]))
        .collect();
    if all.is_empty() {
        return None;
    }
    let mut g = [0.0; 4];
    for (i, slot) in g.iter_mut().enumerate() {
        *slot = (all.iter().map(|r| r[i].ln()).sum::<f64>() / all.len() as f64).exp();
    }
    Some(g)
}

const QUANTITIES: [&str; 4] = ["insts", "cycles", "text", "compile"];

fn table(rows: &[(String, Vec<Outcome>)], levels: &[OptLevel]) -> String {
    let mut s = String::new();
    let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(7).max(7);
    let _ = writeln!(
        s,
        "{:width$}  opt  {:>10} {:>12} {:>12} {:>12} {:>7}  vs {}: insts cycles text",
        "program",
        "compile_us",
        "insts",
        "cycles",
        "clocks",
        "text",
        level_name(levels[0])
    );
    for (name, outs) in rows {
        for (i, (out, level)) in outs.iter().zip(levels).enumerate() {
            let _ = match out {
                Ok(m) => write!(
                    s,
                    "{name:width$}  {:3}  {:>10} {:>12} {:>12} {:>12} {:>7}",
                    level_name(*level),
                    m.compile_us,
                    m.run.insts,
                    m.run.cycles,
                    m.run.clocks,
                    m.run.text_bytes
                ),
                Err(e) => write!(s, "{name:width$}  {:3}  FAILED: {e}", level_name(*level)),
            };
            if let (true, Some(r)) = (i > 0, ratios(&outs[0], out)) {
                let _ = write!(s, "  {:.3} {:.3} {:.3}", r[0], r[1], r[2]);
            }
            let _ = writeln!(s);
        }
    }
    for (i, level) in levels.iter().enumerate().skip(1) {
        if let Some(g) = geomeans(rows, i) {
            let _ = writeln!(
                s,
                "geomean {}/{}: insts {:.3}  cycles {:.3}  text {:.3}  compile time {:.3}",
                level_name(*level),
                level_name(levels[0]),
                g[0],
                g[1],
                g[2],
                g[3]
            );
        }
    }
    s
}

fn csv(rows: &[(String, Vec<Outcome>)], levels: &[OptLevel]) -> String {
    let mut s = String::from(
        "program,opt,ok,compile_us,insts,cycles,clocks,text_bytes,insts_ratio,cycles_ratio,text_ratio\n",
    );
    for (name, outs) in rows {
        for (out, level) in outs.iter().zip(levels) {
            let r = ratios(&outs[0], out);
            let rs = |k: usize| r.map_or(String::new(), |r| format!("{:.4}", r[k]));
            let _ = match out {
                Ok(m) => writeln!(
                    s,
                    "{name},{},true,{},{},{},{},{},{},{},{}",
                    level_name(*level),
                    m.compile_us,
                    m.run.insts,
                    m.run.cycles,
                    m.run.clocks,
                    m.run.text_bytes,
                    rs(0),
                    rs(1),
                    rs(2)
                ),
                Err(_) => writeln!(s, "{name},{},false,,,,,,,,", level_name(*level)),
            };
        }
    }
    s
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json(rows: &[(String, Vec<Outcome>)], levels: &[OptLevel]) -> String {
    let mut items = Vec::new();
    for (name, outs) in rows {
        for (out, level) in outs.iter().zip(levels) {
            let head = format!(
                "\"program\": {}, \"opt\": \"{}\"",
                json_string(name),
                level_name(*level)
            );
            items.push(match out {
                Ok(m) => format!(
                    "{{{head}, \"ok\": true, \"compile_us\": {}, {}}}",
                    m.compile_us,
                    m.run.json_fields()
                ),
                Err(e) => format!("{{{head}, \"ok\": false, \"error\": {}}}", json_string(e)),
            });
        }
    }
    let mut means = Vec::new();
    for (i, level) in levels.iter().enumerate().skip(1) {
        if let Some(g) = geomeans(rows, i) {
            let fields: Vec<String> = QUANTITIES
                .iter()
                .zip(g)
                .map(|(q, v)| format!("\"{q}\": {v:.4}"))
                .collect();
            means.push(format!(
                "\"{}/{}\": {{{}}}",
                level_name(*level),
                level_name(levels[0]),
                fields.join(", ")
            ));
        }
    }
    format!(
        "{{\"results\": [\n  {}\n], \"geomean\": {{{}}}}}\n",
        items.join(",\n  "),
        means.join(", ")
    )
}
