//! `egret compile` (`.ll` files to objects, assembly, an executable or
//! optimised LLVM IR) and the `.ll` path of `egret run` (compile, link with the runtime, simulate).
//!
//! Wiring only: the facade (`egret::compile`, `egret::link_with_runtime`)
//! does the work. `egret run` keeps the target engineer's behaviour for
//! executables, objects and assembly (`cli::target`); this module adds the
//! optimization flags and, when the inputs are `.ll` files, compiles them
//! first and adds `"compile_us"` to the `--stats` line.
//!
//! `--target` and `-O` are parsed by [`super::flags`].

use super::error::{CliError, CliResult, error_limit};
use super::flags::{parse_opt_level, parse_target};
use super::inputs::{input_name, is_stdin, read_ir};
use super::output::{print_stderr, write_output};
use super::target::{Mcpu, RunArgs as TargetRunArgs, run_cmd as target_run_cmd};
use egret::cpu0::elf::{write_executable, write_object};
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::debug::DebugPaths;
use egret::llvmlite::Module;
use egret::lower::mach::{MACHINE, MachPass, PassHooks, render_pass_stats};
use egret::{OptLevel, OptOptions, Options, Target};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// What `egret compile` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EmitKind {
    /// A relocatable ELF object (the default).
    Obj,
    /// lbd-syntax assembly (as `-S`).
    Asm,
    /// An executable linked with the runtime.
    Exe,
    /// `cpu0.v`'s `$readmemh` memory image of that executable.
    Hex,
    /// The IR after the mid-end at `-O`, as LLVM 19 text (opaque `ptr`)
    /// that `llvm-as-19` and `lli-19` take: egret's `opt -S`.
    Llvm,
}

/// `egret compile FILE.ll...`: compile to an object, assembly, executable
/// or optimised LLVM IR.
#[derive(clap::Args)]
pub struct CompileArgs {
    /// The `.ll` files (`-` reads standard input). Each is compiled on its
    /// own, as `clang -c` does: one output next to each input.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Optimization level: `-O0`, `-O1`, `-O2`, `-O3` (the same as `-O2`),
    /// `-Os` or `-Oz` (-O2's passes with inlining and unrolling budgets for
    /// size).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "0", value_parser = parse_opt_level)]
    pub opt: OptLevel,
    /// Write assembly (same as `--emit asm`).
    #[arg(short = 'S')]
    pub assembly: bool,
    /// Write a relocatable object (the default; accepted for `cc` compatibility).
    #[arg(short = 'c')]
    pub object: bool,
    /// What to write (`exe` and `hex` link the runtime library). `-S`,
    /// `-c` and an `--emit` that asks for something else are an error.
    #[arg(long, value_enum)]
    pub emit: Option<EmitKind>,
    /// Output file, with one input only (default: the input with `.o`,
    /// `.s`, `.elf`, `.hex` or `.opt.ll`; standard output for input from
    /// standard input).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// `cpu0` (big-endian), `cpu0el` (little-endian) or a full triple
    /// (default: the module's `target triple`/`datalayout` byte order, else
    /// `cpu0`; one that contradicts the module is an error).
    #[arg(long, value_name = "TRIPLE", value_parser = parse_target)]
    pub target: Option<Endian>,
    /// ISA level.
    #[arg(long = "mcpu", value_enum, default_value = "cpu032II")]
    pub mcpu: Mcpu,
    /// Emit DWARF debug information.
    #[arg(short = 'g')]
    pub debug: bool,
    /// `-fdebug-prefix-map=OLD=NEW`: in DWARF paths (comp_dir, file
    /// names), replace the prefix OLD by NEW. Repeatable; as in clang, the
    /// last option whose OLD matches wins.
    #[arg(long = "fdebug-prefix-map", value_name = "OLD=NEW", value_parser = parse_prefix_map_arg)]
    pub debug_prefix_map: Vec<(String, String)>,
    /// `-fdebug-compilation-dir=DIR`: the DW_AT_comp_dir to record (default:
    /// the directory in the module's debug metadata, else `.`; egret never
    /// records its own working directory).
    #[arg(long = "fdebug-compilation-dir", value_name = "DIR")]
    pub debug_compilation_dir: Option<String>,
    /// Print the IR on stderr after this mid-end pass, the machine code
    /// after this pass after register allocation, or both after every pass
    /// (`all`). Mid-end passes: simplify-cfg, sroa, mem2reg, memopt, dce, inline,
    /// narrow-arguments, tailrec, egraph, loopeval, unroll, loop-exit-tests,
    /// pointer-induction, switch-formation, if-conversion, unfold-selects, divrem-pairs, divconst, jump-threading, condition-facts, sink-to-use, alloc-calls (the former names ipnarrow, latch and ptriv are
    /// accepted too). Machine
    /// passes: machine (as emitted, before the others), shrink-wrap,
    /// loop-tests, redundant-reloads, implied-branches, dead-code, schedule,
    /// delay-slots, delay-slots-across.
    #[arg(long = "print-after", value_name = "PASS")]
    pub print_after: Option<String>,
    /// Print per-function mid-end statistics on stderr: instructions before
    /// and after, each e-graph run (nodes, classes, iterations, why it
    /// stopped, rule searches, rules that fired) and the time of every pass;
    /// then a table of the machine passes (time, instructions before and
    /// after, summed over the functions).
    #[arg(long = "opt-stats")]
    pub opt_stats: bool,
}

/// `egret run`: the target engineer's arguments plus optimization flags for
/// `.ll` inputs.
#[derive(clap::Args)]
pub struct RunCommand {
    /// Inputs, target and simulator flags.
    #[command(flatten)]
    pub base: TargetRunArgs,
    /// Optimization level for `.ll` inputs (`-O0` … `-O3`, `-Os`, `-Oz`, as
    /// for `compile`).
    #[arg(short = 'O', value_name = "LEVEL", default_value = "0", value_parser = parse_opt_level)]
    pub opt: OptLevel,
    /// Accepted for `compile`'s sake: `run` always compiles `.ll` inputs with
    /// DWARF, so that a trap names its source line.
    #[arg(short = 'g')]
    pub debug: bool,
}

/// Parses a `-fdebug-prefix-map` value (`OLD=NEW`).
fn parse_prefix_map_arg(text: &str) -> Result<(String, String), String> {
    egret::debug::paths::parse_prefix_map(text)
}

/// Parses and verifies `.ll` text, rendering at most `-ferror-limit` errors.
fn parse_ir(name: &str, text: &str) -> Result<(egret::llvmlite::Module, Vec<String>), CliError> {
    egret::parse_text_limited(name, text, error_limit()).map_err(|e| compile_error(name, text, e))
}

/// An error from `egret::compile_text` for the user: front-end
/// diagnostics are rendered already; a backend error (which carries only
/// `line:col`) is rendered the same way, with the file name, the source
/// line and a caret.
fn compile_error(name: &str, text: &str, e: egret::Error) -> CliError {
    let egret::Error::Compile(errors) = e else {
        return CliError::new(e.to_string());
    };
    let rendered: Vec<String> = errors
        .iter()
        .map(|err| {
            let message = if err.function.is_empty() {
                err.message.clone()
            } else {
                format!("in function `{}`: {}", err.function, err.message)
            };
            egret::llvmlite::Diagnostic::error(err.loc, message).render(name, text)
        })
        .collect();
    CliError::new(rendered.concat().trim_end().to_string())
}

fn isa_of(m: Mcpu) -> IsaLevel {
    match m {
        Mcpu::Cpu032I => IsaLevel::Cpu032I,
        Mcpu::Cpu032II => IsaLevel::Cpu032II,
    }
}

/// What `-S`, `-c` and `--emit` ask for together; two different answers
/// are an error rather than one silently winning.
fn emit_kind(a: &CompileArgs) -> Result<EmitKind, CliError> {
    let name = |k: EmitKind| match k {
        EmitKind::Obj => "obj",
        EmitKind::Asm => "asm",
        EmitKind::Exe => "exe",
        EmitKind::Hex => "hex",
        EmitKind::Llvm => "llvm",
    };
    let mut wanted: Vec<(String, EmitKind)> = Vec::new();
    if a.assembly {
        wanted.push(("-S".into(), EmitKind::Asm));
    }
    if a.object {
        wanted.push(("-c".into(), EmitKind::Obj));
    }
    if let Some(e) = a.emit {
        wanted.push((format!("--emit {}", name(e)), e));
    }
    match wanted.as_slice() {
        [] => Ok(EmitKind::Obj),
        [(_, first), rest @ ..] => match rest.iter().find(|(_, k)| k != first) {
            None => Ok(*first),
            Some((flag, _)) => Err(CliError::new(format!(
                "error: {} and {flag} ask for different outputs; give one of them",
                wanted[0].0
            ))),
        },
    }
}

/// `egret compile`: each input compiled on its own, as `clang -c` does.
/// An input that fails reports its error and the others still compile; the
/// status is then 1. A failed input writes nothing ([`write_output`] never
/// leaves a partial file).
pub fn compile_cmd(a: &CompileArgs) -> CliResult {
    let kind = emit_kind(a)?;
    if a.inputs.len() > 1 {
        if let Some(out) = &a.output {
            return Err(CliError::new(format!(
                "error: cannot give -o {} with {} inputs: each input gets its own output \
                 next to it; drop -o, or compile one input at a time",
                out.display(),
                a.inputs.len()
            )));
        }
        if matches!(kind, EmitKind::Exe | EmitKind::Hex) {
            return Err(CliError::new(
                "error: --emit exe and --emit hex link one module; compile the inputs with \
                 -c and link the objects with `egret link`, or run them with `egret run`",
            ));
        }
    }
    let mut failed = false;
    for input in &a.inputs {
        if let Err(e) = compile_input(a, kind, input) {
            print_stderr(&format!("{e}\n"))?;
            failed = true;
        }
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Compiles one input and writes its output ([`output_path`]).
fn compile_input(a: &CompileArgs, kind: EmitKind, input: &Path) -> Result<(), CliError> {
    let text = read_ir(input)?;
    let name = input_name(input);
    let (module, _warnings) = parse_ir(&name, &text)?;
    let target = Target {
        endian: module_target(&name, &module, a.target)?,
        isa: isa_of(a.mcpu),
    };
    let bytes = match kind {
        EmitKind::Llvm => optimized_ir(a, module, target)?,
        _ => machine_output(a, kind, (&name, &text), module, target)?,
    };
    write_output(&output_path(a, kind, input), &bytes)
}

/// Where the output for `input` goes: `-o`, else standard output for input
/// from standard input (as `llc -` does), else the input's name with the
/// output's extension (`x.ll` gives `x.o`, `x.s`, `x.elf`, `x.hex` or, for
/// `--emit llvm`, `x.opt.ll`, which leaves the input alone).
fn output_path(a: &CompileArgs, kind: EmitKind, input: &Path) -> PathBuf {
    if let Some(out) = &a.output {
        return out.clone();
    }
    if is_stdin(input) {
        return PathBuf::from("-");
    }
    input.with_extension(match kind {
        EmitKind::Asm => "s",
        EmitKind::Obj => "o",
        EmitKind::Exe => "elf",
        EmitKind::Hex => "hex",
        EmitKind::Llvm => "opt.ll",
    })
}

/// `--emit llvm`: the module after the mid-end at `-O` (legalized for
/// `target` first; at -O0 the module as parsed), printed as LLVM 19 text
/// (opaque `ptr`) that `llvm-as-19` and `lli-19` take.
fn optimized_ir(a: &CompileArgs, mut module: Module, target: Target) -> Result<Vec<u8>, CliError> {
    if a.opt != OptLevel::O0 || a.print_after.is_some() || a.opt_stats {
        egret::legalize(&mut module, target).map_err(|e| CliError::new(e.to_string()))?;
        let (mid_end_pass, _machine_pass) = route_print_after(a.print_after.as_deref())?;
        let mid_end = OptOptions {
            print_after: mid_end_pass,
            stats: a.opt_stats,
            ..OptOptions::at(a.opt)
        };
        let report = egret::optimize(&mut module, &mid_end)
            .map_err(|e| CliError::new(format!("error: {e}")))?;
        print_stderr(&mid_end_report(&report, a.opt_stats))?;
    }
    Ok(egret::llvmlite::printer::print_module_llvm_opaque(&module).into_bytes())
}

/// The `--print-after` dumps and, with `stats`, the statistics of a
/// mid-end run.
fn mid_end_report(report: &egret::OptReport, stats: bool) -> String {
    let mut err = String::new();
    for dump in &report.dumps {
        let _ = writeln!(
            err,
            "; *** IR after {} (pass {}) ***",
            dump.pass, dump.index
        );
        err.push_str(&dump.text);
    }
    if stats {
        err.push_str(&report.render_stats());
    }
    err
}

/// An object, assembly, executable or hex image of `module` (named `name`,
/// parsed from `text`), compiled for `target`.
fn machine_output(
    a: &CompileArgs,
    kind: EmitKind,
    (name, text): (&str, &str),
    module: Module,
    target: Target,
) -> Result<Vec<u8>, CliError> {
    let opts = Options {
        opt: a.opt,
        target,
        debug_info: a.debug,
        debug_paths: DebugPaths {
            prefix_map: a.debug_prefix_map.clone(),
            comp_dir: a.debug_compilation_dir.clone(),
        },
        ..Options::default()
    };
    let compiled = if a.print_after.is_some() || a.opt_stats {
        let mut optimized = module.clone();
        let (mid_end_pass, machine_pass) = route_print_after(a.print_after.as_deref())?;
        let mid_end = OptOptions {
            print_after: mid_end_pass,
            stats: a.opt_stats,
            ..OptOptions::at(a.opt)
        };
        let report = egret::optimize(&mut optimized, &mid_end)
            .map_err(|e| CliError::new(format!("error: {e}")))?;
        let mut err = mid_end_report(&report, a.opt_stats);
        let hooks = PassHooks {
            print_after: machine_pass,
            stats: a.opt_stats,
            ..PassHooks::default()
        };
        let compiled = egret::compile_optimized_with_hooks(&optimized, &opts, &hooks)
            .map_err(|e| compile_error(name, text, e))?;
        machine_report(&mut err, &compiled, a.opt_stats);
        print_stderr(&err)?;
        compiled
    } else {
        egret::compile(&module, &opts).map_err(|e| compile_error(name, text, e))?
    };
    Ok(match kind {
        EmitKind::Asm => egret::lower::asm::module_to_asm_with_debug(
            &module,
            &compiled,
            opts.target,
            compiled.debug.as_ref(),
        )
        .into_bytes(),
        EmitKind::Obj | EmitKind::Llvm => {
            write_object(&compiled.object).map_err(|e| CliError::new(format!("error: {e}")))?
        }
        EmitKind::Exe | EmitKind::Hex => {
            let exe = egret::link_with_runtime(&[compiled.object], opts.target)
                .map_err(|e| CliError::new(e.to_string()))?;
            if kind == EmitKind::Hex {
                exe.to_hex().into_bytes()
            } else {
                write_executable(&exe).map_err(|e| CliError::new(format!("error: {e}")))?
            }
        }
    })
}

/// Where `--print-after NAME` goes: `(mid-end, machine passes)`. `all`
/// goes to both; a machine pass name (or `machine`) to the machine passes
/// only; a mid-end pass name (or a former one) to the mid-end; any other
/// name is an error that lists both sets.
fn route_print_after(name: Option<&str>) -> Result<(Option<String>, Option<String>), CliError> {
    Ok(match name {
        None => (None, None),
        Some("all") => (Some("all".to_string()), Some("all".to_string())),
        Some(n) if machine_pass_names().contains(&n) => (None, Some(n.to_string())),
        Some(n) if egret::accepts_pass_name(n) => (Some(n.to_string()), None),
        Some(n) => {
            return Err(CliError::new(format!(
                "error: unknown pass `{n}` for --print-after (expected `all`, a mid-end pass: {}; \
                 or a machine pass: {})",
                egret::pass_names().join(", "),
                machine_pass_names().join(", ")
            )));
        }
    })
}

/// The `--print-after` names of the machine passes: `machine` (the code as
/// emitted) and every pass after register allocation.
fn machine_pass_names() -> Vec<&'static str> {
    let passes = MachPass::ALL.iter().map(|p| p.name());
    std::iter::once(MACHINE).chain(passes).collect()
}

/// Appends the machine-code listings of `compiled` (function by function)
/// and, with `stats`, the table of the machine passes to `err`.
fn machine_report(err: &mut String, compiled: &egret::CompiledModule, stats: bool) {
    for f in &compiled.functions {
        for l in &f.compiled.passes.listings {
            let _ = writeln!(err, "; *** machine code after {} ***", l.pass);
            err.push_str(&l.text);
        }
    }
    if stats {
        err.push_str(&render_pass_stats(
            compiled.functions.iter().map(|f| &f.compiled.passes),
        ));
    }
}

/// The byte order for `module` given the user's `--target`
/// ([`egret::endian_for_module`]): a contradiction is an error.
pub fn module_target(
    name: &str,
    module: &egret::llvmlite::Module,
    requested: Option<Endian>,
) -> Result<Endian, CliError> {
    egret::endian_for_module(name, module, requested).map_err(|e| CliError::new(e.to_string()))
}

/// Whether `egret run` compiles `p`: a `.ll` file, or `-` (IR on
/// standard input).
fn is_ll(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "ll") || is_stdin(p)
}

/// `egret run`: `.ll` inputs are compiled here, anything else goes to the
/// target engineer's runner unchanged.
pub fn run_cmd(a: &RunCommand) -> CliResult {
    let inputs = &a.base.inputs;
    if !inputs.iter().any(|p| is_ll(p)) {
        return target_run_cmd(&a.base);
    }
    if let Some(other) = inputs.iter().find(|p| !is_ll(p)) {
        return Err(CliError::new(format!(
            "error: {} is not a `.ll` file; `egret run` takes either `.ll` files or \
             executables/objects/assembly, not both",
            other.display()
        )));
    }
    let requested = a.base.target.map(|t| match t {
        super::target::CpuTarget::Cpu0 => Endian::Big,
        super::target::CpuTarget::Cpu0el => Endian::Little,
    });
    let start = Instant::now();
    let mut modules = Vec::new();
    for path in inputs {
        let text = read_ir(path)?;
        let name = input_name(path);
        let (module, _warnings) = parse_ir(&name, &text)?;
        modules.push((name, text, module));
    }
    // The first module that names a byte order decides it for the others
    // (a module contradicting it is an error, as a `--target` would be).
    let mut endian = requested;
    for (name, _, module) in &modules {
        if egret::module_endian(module).is_some() {
            endian = Some(module_target(name, module, endian)?);
        }
    }
    let opts = Options {
        opt: a.opt,
        target: Target {
            endian: endian.unwrap_or(Endian::Big),
            isa: isa_of(a.base.mcpu),
        },
        // Traps (stack overflow, step limit, `--strict`'s checks) name the
        // source line, as `interp`'s errors do; DWARF adds sections only, the
        // code is the same.
        debug_info: true,
        ..Options::default()
    };
    let mut objects = Vec::new();
    for (name, text, module) in &modules {
        let compiled = egret::compile(module, &opts).map_err(|e| compile_error(name, text, e))?;
        objects.push(compiled.object);
    }
    let exe = egret::link_with_runtime(&objects, opts.target)
        .map_err(|e| CliError::new(e.to_string()))?;
    let compile_us = start.elapsed().as_micros();
    let mut argv = vec![inputs[0].display().to_string()];
    argv.extend(a.base.args.iter().cloned());
    super::target::run_executable(&exe, &argv, &a.base, Some(compile_us))
}
