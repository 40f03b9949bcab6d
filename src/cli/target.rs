//! The target subcommands: `egret as`, `egret link`, `egret run` (for
//! executables, objects and assembly) and `egret objdump`.
//!
//! When the program carries DWARF (`-g`), a trap names its `file:line:col`
//! and shows the source line, `--trace` appends each instruction's
//! `file:line:col`, and `objdump --source` interleaves source lines with the
//! disassembly (all through `egret::debug`).
//!
//! They are thin wrappers over `egret-cpu0`: read the inputs (ELF files are
//! recognised by their magic number, LLVM IR is refused with what to do
//! instead, anything else is assembly), call the assembler, linker or
//! simulator, and write results as `cc -o` does (`cli::output`). `egret link`
//! takes symbols the objects leave undefined from the runtime library, as
//! `cc` links libc. `egret run` follows `lli`'s conventions: the program's
//! output on stdout, the exit status is `main`'s result & 0xff, and with
//! `--stats` the last line on stderr is one JSON object `{"ret": N, "insts":
//! N, "cycles": N, "clocks": N, "text_bytes": N}` (on a trap, `"trap"` and
//! `"pc"` replace `"ret"`). It stops a program after
//! [`egret::DEFAULT_RUN_MAX_STEPS`] instructions unless `--max-steps` says
//! otherwise (0: no limit).
//!
//! `main`'s result is read as `--ret` says; by default as an i64 from
//! `$v0/$v1` in memory order if the executable defines `__egret_main_ret64`,
//! else as `$v0` sign-extended (C's `int main`, and what `__egret_main_ret32`
//! states explicitly).

use super::error::{CliError, CliResult, render_diagnostics};
use super::flags::parse_target;
use super::inputs::{not_object, read_input, sniff};
use super::output::{CheckedSink, take_sink_error};
use super::output::{print_stderr, print_stdout, write_output};
use super::stats::{RunEnd, RunStats, StatsLine};
use egret::llvmlite::SrcLoc;
use egret::llvmlite::diag::Diagnostic;
use egret::{RunOptions, Target};
use egret_cpu0::asm::{AsmError, AsmOptions};
use egret_cpu0::disasm::{objdump_executable, objdump_object};
use egret_cpu0::elf::{ElfFile, read_elf, write_executable, write_object};
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::{Endian, IsaLevel};
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::object::{ObjectFile, SectionKind};
use egret_cpu0::sim::{Machine, Trap, TrapKind};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Byte order (`--target`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CpuTarget {
    /// Big-endian Cpu0.
    Cpu0,
    /// Little-endian Cpu0.
    Cpu0el,
}

impl CpuTarget {
    fn endian(self) -> Endian {
        match self {
            CpuTarget::Cpu0 => Endian::Big,
            CpuTarget::Cpu0el => Endian::Little,
        }
    }
}

/// Parses `--target`: `cpu0`, `cpu0el`, or a full triple such as
/// `cpu0el-unknown-none-elf` (the same spellings `egret compile` accepts).
pub fn parse_cpu_target(s: &str) -> Result<CpuTarget, String> {
    parse_target(s).map(|e| match e {
        Endian::Big => CpuTarget::Cpu0,
        Endian::Little => CpuTarget::Cpu0el,
    })
}

/// ISA level (`-mcpu`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mcpu {
    /// Compare into `$sw` and conditional jumps only.
    #[value(name = "cpu032I")]
    Cpu032I,
    /// Adds `slt*`, `beq`, `bne`, `bal` (the default).
    #[value(name = "cpu032II")]
    Cpu032II,
}

impl Mcpu {
    fn level(self) -> IsaLevel {
        match self {
            Mcpu::Cpu032I => IsaLevel::Cpu032I,
            Mcpu::Cpu032II => IsaLevel::Cpu032II,
        }
    }
}

/// How to read `main`'s result (`--ret`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RetWidth {
    /// `$v0`, sign-extended.
    I32,
    /// `$v0/$v1` in memory order.
    I64,
}

/// What `egret link` writes (`--emit`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// An ELF32 executable.
    Elf,
    /// `cpu0.v`'s `$readmemh` memory image.
    Hex,
}

/// `egret as FILE.s -o FILE.o`: assemble.
#[derive(clap::Args)]
pub struct AsArgs {
    /// The assembly file.
    pub file: PathBuf,
    /// Output object (default: the input with extension `.o`).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Byte order: `cpu0` (big-endian), `cpu0el` (little-endian) or a triple
    /// such as `cpu0el-unknown-none-elf`.
    #[arg(long, value_name = "TARGET", default_value = "cpu0", value_parser = parse_cpu_target)]
    pub target: CpuTarget,
    /// ISA level; instructions above it are errors.
    #[arg(long = "mcpu", value_enum, default_value = "cpu032II")]
    pub mcpu: Mcpu,
}

/// `egret link A.o B.o ... -o prog.elf`: link into an executable.
#[derive(clap::Args)]
pub struct LinkArgs {
    /// Objects (`.o`) or assembly files to link; or, with `--emit hex`, one
    /// executable to convert.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The executable to write.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// ELF executable or `cpu0.v` hex memory image.
    #[arg(long, value_enum, default_value = "elf")]
    pub emit: Emit,
    /// Do not link the runtime library. By default, as `cc` links libc,
    /// symbols the inputs leave undefined are taken from egret's runtime
    /// (`printf`, `malloc`, 64-bit division, ...), built for the inputs'
    /// byte order and `--mcpu`.
    #[arg(long)]
    pub no_runtime: bool,
    /// Byte order for assembly inputs (`cpu0`, `cpu0el` or a triple); ELF
    /// inputs must have it.
    #[arg(long, value_name = "TARGET", value_parser = parse_cpu_target)]
    pub target: Option<CpuTarget>,
    /// ISA level for assembly inputs.
    #[arg(long = "mcpu", value_enum, default_value = "cpu032II")]
    pub mcpu: Mcpu,
}

/// `egret run prog.elf|prog.o|prog.s... [-- ARGS]`: run on the simulator.
#[derive(clap::Args)]
pub struct RunArgs {
    /// An executable, or objects/assembly files to link first.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Arguments for the program (`argv[1..]`), after `--`.
    #[arg(last = true)]
    pub args: Vec<String>,
    /// Byte order (`cpu0`, `cpu0el` or a triple) for assembly inputs;
    /// checked against ELF inputs.
    #[arg(long, value_name = "TARGET", value_parser = parse_cpu_target)]
    pub target: Option<CpuTarget>,
    /// ISA level the simulator decodes (and assembly inputs use).
    #[arg(long = "mcpu", value_enum, default_value = "cpu032II")]
    pub mcpu: Mcpu,
    /// Print each executed instruction on stderr.
    #[arg(long)]
    pub trace: bool,
    /// When the program traps, print the stack of calls that led there
    /// (innermost first), unwound with `.debug_frame`, each frame with its
    /// function and source line.
    #[arg(long)]
    pub backtrace_on_trap: bool,
    /// Checked execution: trap on misaligned accesses, loads/`slt*` into
    /// `$zero`, division by zero and reads of memory never written, naming
    /// the source line (`.ll` inputs are always compiled with DWARF). Without
    /// it, division by zero gives 0, as the hardware does.
    #[arg(long)]
    pub strict: bool,
    /// Stop with an error after N instructions (0: no limit).
    #[arg(long, value_name = "N", default_value_t = egret::DEFAULT_RUN_MAX_STEPS)]
    pub max_steps: u64,
    /// Print the result and counters as JSON, the last line on stderr.
    #[arg(long)]
    pub stats: bool,
    /// How to read `main`'s result (default: from the executable's hint
    /// symbols, else i32).
    #[arg(long, value_enum)]
    pub ret: Option<RetWidth>,
}

/// `egret objdump FILE.o|FILE.elf`: sections, symbols, relocations, disassembly.
#[derive(clap::Args)]
pub struct ObjdumpArgs {
    /// The ELF file.
    pub file: PathBuf,
    /// Interleave source lines with the disassembly (needs DWARF: `-g`).
    #[arg(short = 'S', long)]
    pub source: bool,
    /// Write to this file instead of stdout.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Rewrites the spellings `llc` uses to the ones clap understands: `-mcpu X`
/// / `-mcpu=X` to `--mcpu`, and `-mtriple X` / `-mtriple=X` and `-march X` /
/// `-march=X` to `--target` (which takes `cpu0`, `cpu0el` or a triple).
/// Arguments after `--` belong to the program being run and are passed on
/// as they are.
pub fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    let mut program_args = false;
    args.into_iter()
        .map(|a| match a.to_str() {
            _ if program_args => a,
            Some("--") => {
                program_args = true;
                a
            }
            Some("-mcpu") => OsString::from("--mcpu"),
            Some("-mtriple" | "-march") => OsString::from("--target"),
            Some(s)
                if s.starts_with("-mcpu=")
                    || s.starts_with("-ferror-limit=")
                    || s.starts_with("-fdebug-prefix-map=")
                    || s.starts_with("-fdebug-compilation-dir=") =>
            {
                OsString::from(format!("-{s}"))
            }
            Some(s) if s.starts_with("-mtriple=") || s.starts_with("-march=") => {
                let (_, value) = s.split_once('=').unwrap_or((s, ""));
                OsString::from(format!("--target={value}"))
            }
            _ => a,
        })
        .collect()
}

/// The step limit `--max-steps N` asks for: `None` (no limit) for 0.
pub fn step_limit(max_steps: u64) -> Option<u64> {
    (max_steps != 0).then_some(max_steps)
}

fn endian_name(e: Endian) -> &'static str {
    match e {
        Endian::Big => "big-endian (cpu0)",
        Endian::Little => "little-endian (cpu0el)",
    }
}

fn display(path: &Path) -> String {
    path.display().to_string()
}

/// `egret as`.
pub fn assemble_cmd(a: &AsArgs) -> CliResult {
    let text = read_assembly(&a.file, read_input(&a.file)?)?;
    let opts = AsmOptions {
        endian: a.target.endian(),
        level: a.mcpu.level(),
    };
    let obj = assemble_source(&text, &a.file, &opts)?;
    let bytes = write_object(&obj)
        .map_err(|e| CliError::new(format!("error: {}: {e}", display(&a.file))))?;
    let out = a
        .output
        .clone()
        .unwrap_or_else(|| a.file.with_extension("o"));
    write_output(&out, &bytes)?;
    Ok(ExitCode::SUCCESS)
}

/// An input file: an object to link, or an executable.
enum Input {
    Object(ObjectFile),
    Executable(Executable),
}

/// Reads one input: ELF by magic number, otherwise assembly.
fn read_any(path: &Path, endian: Option<Endian>, level: IsaLevel) -> Result<Input, CliError> {
    let bytes = read_input(path)?;
    if bytes.starts_with(b"\x7fELF") {
        let file = read_elf(&bytes)
            .map_err(|e| CliError::new(format!("error: {}: {e}", display(path))))?;
        let (input, file_endian) = match file {
            ElfFile::Object(o) => {
                let e = o.endian;
                (Input::Object(o), e)
            }
            ElfFile::Executable(x) => {
                let e = x.endian;
                (Input::Executable(x), e)
            }
        };
        if let Some(want) = endian
            && want != file_endian
        {
            return Err(CliError::new(format!(
                "error: {} is {}, but --target asks for {}",
                display(path),
                endian_name(file_endian),
                endian_name(want)
            )));
        }
        return Ok(input);
    }
    let text = read_assembly(path, bytes)?;
    let opts = AsmOptions {
        endian: endian.unwrap_or_default(),
        level,
    };
    assemble_source(&text, path, &opts).map(Input::Object)
}

/// Assembles `text` (the file `path`), with the DWARF its debug directives
/// describe; errors rendered for the user.
fn assemble_source(text: &str, path: &Path, opts: &AsmOptions) -> Result<ObjectFile, CliError> {
    egret::assemble::assemble(text, &display(path), opts).map_err(|e| match e {
        egret::assemble::AssembleError::Asm(e) => asm_error(text, &e),
        egret::assemble::AssembleError::Debug(e) => CliError::new(format!("error: {e}")),
    })
}

/// The assembler's errors for the user, rendered as the IR's are: each
/// with its source line and a caret, at most `-ferror-limit` of them, then
/// the count.
fn asm_error(text: &str, e: &AsmError) -> CliError {
    let diagnostics: Vec<Diagnostic> = e
        .diagnostics
        .iter()
        .map(|d| Diagnostic::error(SrcLoc::new(d.line, d.col), d.message.clone()))
        .collect();
    let file = e.diagnostics.first().map_or("", |d| d.file.as_str());
    CliError::new(
        render_diagnostics(&diagnostics, file, text)
            .trim_end()
            .to_string(),
    )
}

/// `bytes` (read from `path`) as assembly text: LLVM IR and bitcode are
/// refused with what to do instead, as is anything that is not text.
fn read_assembly(path: &Path, bytes: Vec<u8>) -> Result<String, CliError> {
    if let Some(e) = not_object(path, sniff(path, &bytes)) {
        return Err(e);
    }
    String::from_utf8(bytes).map_err(|_| {
        CliError::new(format!(
            "error: {} is neither an ELF file nor assembly text",
            display(path)
        ))
    })
}

/// Reads and links `inputs` (or returns the one executable among them).
fn load_program(
    inputs: &[PathBuf],
    endian: Option<Endian>,
    level: IsaLevel,
) -> Result<Executable, CliError> {
    let mut objects = Vec::new();
    for path in inputs {
        match read_any(path, endian, level)? {
            Input::Object(o) => objects.push(o),
            Input::Executable(e) if inputs.len() == 1 => return Ok(e),
            Input::Executable(_) => {
                return Err(CliError::new(format!(
                    "error: {} is an executable; it cannot be linked with other inputs",
                    display(path)
                )));
            }
        }
    }
    let opts = LinkOptions {
        object_names: inputs.iter().map(|p| display(p)).collect(),
        ..LinkOptions::default()
    };
    link(&objects, &opts).map_err(|e| CliError::new(e.to_string()))
}

/// `egret link`.
pub fn link_cmd(a: &LinkArgs) -> CliResult {
    let endian = a.target.map(CpuTarget::endian);
    let mut objects = Vec::new();
    for path in &a.inputs {
        match read_any(path, endian, a.mcpu.level())? {
            Input::Object(o) => objects.push(o),
            Input::Executable(exe) if a.inputs.len() == 1 && a.emit == Emit::Hex => {
                write_output(&a.output, exe.to_hex().as_bytes())?;
                return Ok(ExitCode::SUCCESS);
            }
            Input::Executable(_) => {
                return Err(CliError::new(format!(
                    "error: {} is already an executable; run it with `egret run {0}`, or \
                     write its cpu0.v image with `egret link {0} --emit hex -o FILE`",
                    display(path)
                )));
            }
        }
    }
    let opts = LinkOptions {
        object_names: a.inputs.iter().map(|p| display(p)).collect(),
        ..LinkOptions::default()
    };
    let exe = if a.no_runtime {
        link(&objects, &opts).map_err(|e| CliError::new(e.to_string()))?
    } else {
        let target = egret::Target {
            endian: objects.first().map_or(Endian::Big, |o| o.endian),
            isa: a.mcpu.level(),
        };
        egret::link_with_runtime_opts(&objects, target, &opts)
            .map_err(|e| CliError::new(e.to_string()))?
    };
    let bytes = match a.emit {
        Emit::Elf => write_executable(&exe).map_err(|e| CliError::new(format!("error: {e}")))?,
        Emit::Hex => exe.to_hex().into_bytes(),
    };
    write_output(&a.output, &bytes)?;
    Ok(ExitCode::SUCCESS)
}

/// `egret run`.
pub fn run_cmd(a: &RunArgs) -> CliResult {
    let exe = load_program(&a.inputs, a.target.map(CpuTarget::endian), a.mcpu.level())?;
    let mut argv = vec![a.inputs.first().map(|p| display(p)).unwrap_or_default()];
    argv.extend(a.args.iter().cloned());
    run_executable(&exe, &argv, a, None)
}

/// Runs a linked program with `argv` as `egret run` does: the program's
/// output streamed to stdout, a trap described on stderr, then the
/// `--stats` line (with `"compile_us"` when given). Returns `main`'s result
/// & 0xff as the status; 1 after a trap, or when the program's output could
/// not be written (reported, not dropped silently).
pub fn run_executable(
    exe: &Executable,
    argv: &[String],
    a: &RunArgs,
    compile_us: Option<u128>,
) -> CliResult {
    let opts = RunOptions {
        target: Target {
            endian: exe.endian,
            isa: a.mcpu.level(),
        },
        max_steps: step_limit(a.max_steps),
        strict: a.strict,
    };
    let mut m = egret::load_executable(exe, argv, &opts)
        .map_err(|e| CliError::new(format!("error: {e}")))?;
    let (outcome, mut messages) = run_streaming(&mut m, exe, a.trace);
    let mut status = 1;
    let end = match &outcome {
        Ok(()) => {
            let wide = match a.ret {
                Some(w) => w == RetWidth::I64,
                None => exe.main_returns_i64().unwrap_or(false),
            };
            let ret = if wide { m.result_i64() } else { m.result_i32() };
            if messages.is_empty() {
                status = (ret & 0xFF) as u8;
            }
            RunEnd::Returned { ret }
        }
        Err(trap) => {
            messages.push_str(&trap_report(exe, trap));
            if a.backtrace_on_trap {
                let bt = egret::backtrace::backtrace(exe, &m);
                messages.push_str(&egret::backtrace::format_backtrace(&bt));
            }
            RunEnd::Trapped {
                trap: format!("{:?}", trap.kind),
                pc: u64::from(trap.pc),
            }
        }
    };
    if a.stats {
        let line = StatsLine {
            end,
            figures: RunStats::new(&m.counters(), u64::from(exe.text_bytes())),
            compile_us: compile_us.map(|us| u64::try_from(us).unwrap_or(u64::MAX)),
        };
        messages.push_str(&line.render());
        messages.push('\n');
    }
    print_stderr(&messages)?;
    Ok(ExitCode::from(status))
}

/// Runs a loaded machine to the end with the program's output streamed to
/// stdout (and, with `trace`, the trace to stderr). Returns the run's
/// result and the messages for output or trace writes that failed.
fn run_streaming(m: &mut Machine, exe: &Executable, trace: bool) -> (Result<(), Trap>, String) {
    m.set_capture_output(false);
    let sink = CheckedSink::new(std::io::BufWriter::new(std::io::stdout()));
    let output_error = sink.error_handle();
    m.set_output_sink(Some(Box::new(sink)));
    let (outcome, trace_error) = run_machine(m, exe, trace);
    m.flush();
    m.set_output_sink(None);
    let mut messages = String::new();
    if let Some(e) = take_sink_error(&output_error) {
        messages.push_str(&format!(
            "error: cannot write the program's output to standard output: {e}\n"
        ));
    }
    if let Some(e) = trace_error {
        messages.push_str(&format!("error: cannot write the trace: {e}\n"));
    }
    (outcome, messages)
}

/// The lines `egret run` prints for a trap: its description and, for the
/// step limit, how to raise it.
fn trap_report(exe: &Executable, trap: &Trap) -> String {
    let mut report = describe_trap(exe, trap);
    report.push('\n');
    if trap.kind == TrapKind::StepLimit {
        report.push_str("note: raise the limit with --max-steps N (0: no limit)\n");
    }
    report
}

/// Runs a loaded machine to the end; with `trace`, prints every instruction
/// on stderr first, with its `file:line:col` when the program has DWARF.
/// Returns the run's result and the first error writing the trace.
pub fn run_machine(
    m: &mut Machine,
    exe: &Executable,
    trace: bool,
) -> (Result<(), Trap>, Option<std::io::Error>) {
    if !trace {
        return (m.run(), None);
    }
    let info = egret::debug::DebugInfo::from_executable(exe).ok().flatten();
    let mut sink = CheckedSink::new(std::io::BufWriter::new(std::io::stderr()));
    let error = sink.error_handle();
    let outcome = egret::debug::run_traced(m, info.as_ref(), &mut sink);
    let _ = std::io::Write::flush(&mut sink);
    (outcome, take_sink_error(&error))
}

/// The message for a trap: `error: ...` naming the function, or, with
/// DWARF, `file:line:col: error: ...` followed by the source line.
pub fn describe_trap(exe: &Executable, trap: &Trap) -> String {
    egret::debug::trap_message(exe, trap, egret::debug::read_source_from_disk)
}

/// `objdump --source`: the listing with source lines interleaved, or as it
/// is (and a note on stderr) when the file has no DWARF.
fn with_source(file: &ElfFile, name: &str, listing: String) -> Result<String, CliError> {
    use egret::debug::DebugInfo;
    let (info, code) = match file {
        ElfFile::Object(o) => (
            DebugInfo::from_object(o),
            code_sections(o.sections.iter().map(|s| (s.name.as_str(), s.kind))),
        ),
        ElfFile::Executable(e) => (
            DebugInfo::from_executable(e),
            code_sections(e.sections.iter().map(|s| (s.name.as_str(), s.kind))),
        ),
    };
    let info = info.map_err(|e| CliError::new(format!("error: {name}: {e}")))?;
    let Some(info) = info else {
        print_stderr(&format!(
            "warning: {name} has no debug information (compile with -g); no source shown\n"
        ))?;
        return Ok(listing);
    };
    let code: Vec<&str> = code.iter().map(String::as_str).collect();
    Ok(egret::debug::interleave_source(
        &listing,
        &info,
        &code,
        egret::debug::read_source_from_disk,
    ))
}

fn code_sections<'a>(sections: impl Iterator<Item = (&'a str, SectionKind)>) -> Vec<String> {
    sections
        .filter(|(_, kind)| *kind == SectionKind::Text)
        .map(|(name, _)| name.to_string())
        .collect()
}

/// `egret objdump`.
pub fn objdump_cmd(a: &ObjdumpArgs) -> CliResult {
    let bytes = read_input(&a.file)?;
    let name = display(&a.file);
    let file = read_elf(&bytes).map_err(|e| CliError::new(format!("error: {name}: {e}")))?;
    let listing = match &file {
        ElfFile::Object(o) => objdump_object(o, &name),
        ElfFile::Executable(e) => objdump_executable(e, &name),
    };
    let listing = if a.source {
        with_source(&file, &name, listing)?
    } else {
        listing
    };
    match &a.output {
        Some(path) => write_output(path, listing.as_bytes())?,
        None => print_stdout(listing.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normalized(args: &[&str]) -> Vec<String> {
        normalize_args(args.iter().map(OsString::from))
            .into_iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn llc_triple_and_arch_spellings_become_target() {
        assert_eq!(
            normalized(&[
                "egret",
                "compile",
                "-mtriple=cpu0el-unknown-none-elf",
                "-march",
                "cpu0",
                "--",
                "-march=x"
            ]),
            [
                "egret",
                "compile",
                "--target=cpu0el-unknown-none-elf",
                "--target",
                "cpu0",
                "--",
                "-march=x"
            ]
        );
    }

    #[test]
    fn mcpu_spellings_are_rewritten_only_before_double_dash() {
        assert_eq!(
            normalized(&[
                "egret", "run", "p.ll", "-mcpu", "cpu032I", "--", "-mcpu", "-mcpu=x"
            ]),
            [
                "egret", "run", "p.ll", "--mcpu", "cpu032I", "--", "-mcpu", "-mcpu=x"
            ]
        );
        assert_eq!(
            normalized(&["egret", "as", "-mcpu=cpu032I", "x.s"]),
            ["egret", "as", "--mcpu=cpu032I", "x.s"]
        );
    }

    #[test]
    fn zero_steps_means_no_limit() {
        assert_eq!(step_limit(0), None);
        assert_eq!(step_limit(7), Some(7));
    }
}
