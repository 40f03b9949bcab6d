//! The target subcommands: `egret as`, `egret link`, `egret run` (for
//! executables, objects and assembly) and `egret objdump`.
//!
//! When the program carries DWARF (`-g`), a trap names its `file:line:col`
//! and shows the source line, `--trace` appends each instruction's
//! `file:line:col`, and `objdump --source` interleaves source lines with the
//! disassembly (all through `egret::debug`).
//!
//! They are thin wrappers over `egret-cpu0`: read the inputs (ELF files are
//! recognised by their magic number, anything else is assembly), call the
//! assembler, linker or simulator, and write results atomically. `egret run`
//! follows `lli`'s conventions: the program's output on stdout, the exit status
//! is `main`'s result & 0xff, and with `--stats` the last line on stderr is one
//! JSON object `{"ret": N, "insts": N, "cycles": N, "clocks": N,
//! "text_bytes": N}` (on a trap, `"trap"` and `"pc"` replace `"ret"`).
//!
//! `main`'s result is read as `--ret` says; by default as an i64 from
//! `$v0/$v1` in memory order if the executable defines `__egret_main_ret64`,
//! else as `$v0` sign-extended (C's `int main`, and what `__egret_main_ret32`
//! states explicitly).

use super::{CliError, CliResult, read_input, read_text, write_output};
use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::disasm::{objdump_executable, objdump_object};
use egret_cpu0::elf::{ElfFile, read_elf, write_executable, write_object};
use egret_cpu0::exec::Executable;
use egret_cpu0::isa::{Endian, IsaLevel};
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::object::{ObjectFile, SectionKind};
use egret_cpu0::sim::{Machine, SimConfig, Trap};
use std::ffi::OsString;
use std::io::Write;
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
    super::compile::parse_target(s).map(|e| match e {
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
    /// Objects (`.o`) or assembly files to link.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The executable to write.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// ELF executable or `cpu0.v` hex memory image.
    #[arg(long, value_enum, default_value = "elf")]
    pub emit: Emit,
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
    /// Trap on misaligned accesses and loads/`slt*` into `$zero`.
    #[arg(long)]
    pub strict: bool,
    /// Stop with a trap after this many instructions.
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
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

/// Rewrites `-mcpu X` / `-mcpu=X` (the spelling `llc` uses) to `--mcpu`, which
/// clap understands.
pub fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    args.into_iter()
        .map(|a| match a.to_str() {
            Some("-mcpu") => OsString::from("--mcpu"),
            Some(s) if s.starts_with("-mcpu=") => OsString::from(format!("-{s}")),
            _ => a,
        })
        .collect()
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
    let text = read_text(&a.file)?;
    let opts = AsmOptions {
        endian: a.target.endian(),
        level: a.mcpu.level(),
    };
    let obj =
        assemble(&text, &display(&a.file), &opts).map_err(|e| CliError::new(e.to_string()))?;
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
    let text = String::from_utf8(bytes).map_err(|_| {
        CliError::new(format!(
            "error: {} is neither an ELF file nor assembly text",
            display(path)
        ))
    })?;
    let opts = AsmOptions {
        endian: endian.unwrap_or_default(),
        level,
    };
    assemble(&text, &display(path), &opts)
        .map(Input::Object)
        .map_err(|e| CliError::new(e.to_string()))
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
            Input::Executable(_) => {
                return Err(CliError::new(format!(
                    "error: {} is already an executable",
                    display(path)
                )));
            }
        }
    }
    let opts = LinkOptions {
        object_names: a.inputs.iter().map(|p| display(p)).collect(),
        ..LinkOptions::default()
    };
    let exe = link(&objects, &opts).map_err(|e| CliError::new(e.to_string()))?;
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
    let mut argv = vec![display(&a.inputs[0])];
    argv.extend(a.args.iter().cloned());
    run_executable(&exe, &argv, a)
}

/// Runs a linked program with `argv` as `egret run` does (for other
/// subcommands that produce an executable first). Prints output, the trap if
/// any, and the `--stats` line; returns `main`'s result & 0xff as the status.
pub fn run_executable(exe: &Executable, argv: &[String], a: &RunArgs) -> CliResult {
    let config = SimConfig {
        level: a.mcpu.level(),
        endian: exe.endian,
        strict: a.strict,
        max_steps: a.max_steps,
    };
    let mut m =
        Machine::from_executable(exe, config).map_err(|e| CliError::new(format!("error: {e}")))?;
    m.set_args(exe, argv)
        .map_err(|e| CliError::new(format!("error: {e}")))?;
    m.set_capture_output(false);
    m.set_output_sink(Some(Box::new(std::io::BufWriter::new(std::io::stdout()))));
    let outcome = run_machine(&mut m, exe, a.trace);
    m.flush();
    let counters = m.counters();
    let text_bytes = exe.text_bytes();
    let wide = match a.ret {
        Some(w) => w == RetWidth::I64,
        None => exe.main_returns_i64().unwrap_or(false),
    };
    match outcome {
        Ok(()) => {
            let ret = if wide { m.result_i64() } else { m.result_i32() };
            if a.stats {
                eprintln!(
                    "{{\"ret\": {ret}, \"insts\": {}, \"cycles\": {}, \"clocks\": {}, \"text_bytes\": {text_bytes}}}",
                    counters.insts, counters.cycles, counters.clocks
                );
            }
            Ok(ExitCode::from((ret & 0xFF) as u8))
        }
        Err(trap) => {
            let _ = std::io::stdout().flush();
            eprintln!("{}", describe_trap(exe, &trap));
            if a.stats {
                eprintln!(
                    "{{\"trap\": \"{:?}\", \"pc\": {}, \"insts\": {}, \"cycles\": {}, \"clocks\": {}, \"text_bytes\": {text_bytes}}}",
                    trap.kind, trap.pc, counters.insts, counters.cycles, counters.clocks
                );
            }
            Ok(ExitCode::from(1))
        }
    }
}

/// Runs a loaded machine to the end; with `trace`, prints every instruction
/// on stderr first, with its `file:line:col` when the program has DWARF.
pub fn run_machine(m: &mut Machine, exe: &Executable, trace: bool) -> Result<(), Trap> {
    if !trace {
        return m.run();
    }
    let info = egret::debug::DebugInfo::from_executable(exe).ok().flatten();
    let mut sink = std::io::BufWriter::new(std::io::stderr());
    egret::debug::run_traced(m, info.as_ref(), &mut sink)
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
        eprintln!("warning: {name} has no debug information (compile with -g); no source shown");
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
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(listing.as_bytes())
                .and_then(|()| out.flush())
                .map_err(|e| CliError::new(format!("error: cannot write output: {e}")))?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
