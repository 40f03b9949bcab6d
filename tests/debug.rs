//! Debug information end to end: every corpus program compiled with `-g` at
//! -O0 and -O2, linked with the runtime (whose objects carry no DWARF), and
//! checked from every side:
//!
//! - `-g` changes no code: the loaded image is byte-identical without it;
//! - `llvm-dwarfdump --verify` accepts every object and executable, and its
//!   `--debug-line` rows name the `.ll` file and real instruction lines
//!   (skipped, with a note, when `llvm-dwarfdump` is not installed);
//! - our gimli-based reader maps every instruction address of the program's
//!   own functions to a line of an instruction of that function (or of a
//!   function inlined into it), or to its `define` line for the prologue and
//!   epilogue; no instruction has an unknown line, at -O2 either;
//! - the `.debug_frame` rules unwind correctly at every instruction a run
//!   reaches: stepping the simulator through the program with a shadow
//!   stack of calls, the CFA is the caller's `$sp` at the call, the return
//!   address is the caller's, and the callee-saved registers recover the
//!   caller's values;
//! - the tools: `objdump --source`, `addr2line`, traps and `--trace` naming
//!   `file:line:col`, through the library and through the `egret` binary
//!   ([`tools_name_file_line_and_column`]).
//!
//! The -O2 builds run the post-allocation passes planned for -O2
//! (`egret::lower::mach::POST_REGALLOC_O2`: loop tests copied into latches,
//! delay slots filled), so all of the above holds with instructions moved
//! into delay slots; every build's result and output are also checked
//! against the IR interpreter.
//!
//! The corpus builds are made once (in parallel) and shared by the tests.

use egret::cpu0::elf::{write_executable, write_object};
use egret::cpu0::encode::decode;
use egret::cpu0::exec::Executable;
use egret::cpu0::isa::{Endian, IsaLevel, Opcode, Reg};
use egret::cpu0::object::SectionKind;
use egret::cpu0::sim::{Machine, SimConfig};
use egret::debug::DebugInfo;
use egret::llvmlite::{Callee, FuncRef, InstData, Module};
use egret::{CompiledModule, OptLevel, OptOptions, Options, RunOptions, Target};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

#[allow(dead_code)]
mod common;

// ===== the corpus, built once ======================================================

/// One corpus program.
struct Program {
    /// File stem, e.g. `fib_rec`.
    name: String,
    /// The path the compiler is given (relative to the crate root, which is
    /// the tests' working directory), so DWARF names `tests/programs/x.ll`.
    path: String,
    text: String,
    args: Vec<String>,
}

/// One program compiled in one configuration.
struct Build {
    program: usize,
    config: Config,
    /// The module as parsed (the source of truth for instruction lines).
    module: Module,
    /// Compiled with `-g`.
    compiled: CompiledModule,
    /// Linked with the runtime.
    exe: Executable,
    /// What differs from the build without `-g`, if anything.
    code_difference: Option<String>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Config {
    opt: OptLevel,
    endian: Endian,
    isa: IsaLevel,
}

/// -O0 and -O2 in the default target, and -O2 in the other byte order and
/// ISA level (the DWARF byte order follows the target).
const CONFIGS: [Config; 3] = [
    Config {
        opt: OptLevel::O0,
        endian: Endian::Big,
        isa: IsaLevel::Cpu032II,
    },
    Config {
        opt: OptLevel::O2,
        endian: Endian::Big,
        isa: IsaLevel::Cpu032II,
    },
    Config {
        opt: OptLevel::O2,
        endian: Endian::Little,
        isa: IsaLevel::Cpu032I,
    },
];

impl Config {
    /// The passes after register allocation: the -O2 ones at -O2.
    fn post_regalloc(self) -> Vec<egret::lower::MachPass> {
        match self.opt {
            OptLevel::O2 => egret::lower::mach::POST_REGALLOC_O2.to_vec(),
            level => egret::post_regalloc_passes(level),
        }
    }

    /// Compiles `module` (already optimized) as `egret::compile_optimized`
    /// does, with [`Config::post_regalloc`].
    fn compile(self, module: &Module, debug_info: bool) -> Result<CompiledModule, egret::Error> {
        let opts = self.options(debug_info);
        let backend = egret::lower::compile::CompileOptions {
            post_regalloc: self.post_regalloc(),
            ..egret::backend_options(&opts)
        };
        // As the driver does: legalized for this byte order first.
        let mut module = module.clone();
        egret::legalize(&mut module, opts.target)?;
        let mut compiled =
            egret::lower::compile_module(&module, &backend).map_err(egret::Error::Compile)?;
        if debug_info {
            egret::debug::attach_debug_info(&module, &mut compiled, &opts)?;
        }
        Ok(compiled)
    }

    fn options(self, debug_info: bool) -> Options {
        Options {
            opt: self.opt,
            target: Target {
                endian: self.endian,
                isa: self.isa,
            },
            debug_info,
            debug_paths: Default::default(),
            check_regalloc: false,
        }
    }

    fn tag(self) -> String {
        format!("{:?} {:?} {}", self.opt, self.endian, self.isa.name())
    }
}

fn corpus() -> &'static [Program] {
    static CORPUS: OnceLock<Vec<Program>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        common::corpus_files(Path::new("tests/programs"))
            .into_iter()
            .map(|f| Program {
                name: f.name,
                path: f.path.display().to_string(),
                text: f.text,
                args: f.args,
            })
            .collect()
    })
}

/// Every corpus program in every configuration (built on first use).
fn builds() -> &'static [Build] {
    static BUILDS: OnceLock<Vec<Build>> = OnceLock::new();
    BUILDS.get_or_init(|| {
        let programs: Vec<usize> = (0..corpus().len()).collect();
        let per_program = common::parallel_map(&programs, |&i| build_program(i));
        per_program.into_iter().flatten().collect()
    })
}

/// Parses once, optimizes once, then compiles each configuration with and
/// without `-g` and links.
fn build_program(index: usize) -> Vec<Build> {
    let p = &corpus()[index];
    let (module, _) = egret::parse_text(&p.path, &p.text).expect("corpus programs parse");
    let mut optimized = module.clone();
    egret::optimize(&mut optimized, &OptOptions::at(OptLevel::O2))
        .unwrap_or_else(|e| panic!("{}: -O2: {e}", p.name));
    CONFIGS
        .iter()
        .map(|&config| {
            let input = if config.opt == OptLevel::O0 {
                &module
            } else {
                &optimized
            };
            let fail = |what: &str, e: egret::Error| -> ! {
                panic!("{} [{}]: {what}: {e}", p.name, config.tag())
            };
            let compiled = config
                .compile(input, true)
                .unwrap_or_else(|e| fail("compile -g", e));
            let plain = config
                .compile(input, false)
                .unwrap_or_else(|e| fail("compile", e));
            let target = config.options(true).target;
            let exe = egret::link_with_runtime(std::slice::from_ref(&compiled.object), target)
                .unwrap_or_else(|e| fail("link -g", e));
            let plain_exe = egret::link_with_runtime(std::slice::from_ref(&plain.object), target)
                .unwrap_or_else(|e| fail("link", e));
            let code_difference = code_difference(&compiled, &plain, &exe, &plain_exe);
            Build {
                program: index,
                config,
                module: module.clone(),
                compiled,
                exe,
                code_difference,
            }
        })
        .collect()
}

impl Build {
    fn program(&self) -> &'static Program {
        &corpus()[self.program]
    }

    fn tag(&self) -> String {
        format!("{} [{}]", self.program().name, self.config.tag())
    }

    fn debug_info(&self) -> DebugInfo {
        DebugInfo::from_executable(&self.exe)
            .unwrap_or_else(|e| panic!("{}: {e}", self.tag()))
            .unwrap_or_else(|| panic!("{}: the executable has no DWARF", self.tag()))
    }

    fn argv(&self) -> Vec<String> {
        let p = self.program();
        let mut argv = vec![p.path.clone()];
        argv.extend(p.args.iter().cloned());
        argv
    }
}

// ===== -g changes no code ==========================================================

/// Compares everything but debug sections: `.text` of the objects, and every
/// loaded section and symbol of the executables.
fn code_difference(
    with: &CompiledModule,
    without: &CompiledModule,
    exe: &Executable,
    plain_exe: &Executable,
) -> Option<String> {
    let text = |c: &CompiledModule| {
        c.object
            .section_by_name(".text")
            .map(|s| c.object.sections[s].data.clone())
    };
    if text(with) != text(without) {
        return Some("the object's .text differs".into());
    }
    let loaded = |e: &Executable| {
        e.loadable()
            .map(|s| (s.name.clone(), s.addr, s.size, s.data.clone()))
            .collect::<Vec<_>>()
    };
    if loaded(exe) != loaded(plain_exe) {
        return Some("the executable's loaded sections differ".into());
    }
    if exe.symbols != plain_exe.symbols {
        return Some("the executable's symbols differ".into());
    }
    let debug = |o: &egret::cpu0::object::ObjectFile| {
        o.sections
            .iter()
            .filter(|s| s.kind != SectionKind::Debug)
            .count()
    };
    (debug(&with.object) != debug(&without.object))
        .then(|| "-g added a section that is not a debug section".into())
}

#[test]
fn debug_info_does_not_change_the_code() {
    let mut failures = Vec::new();
    for b in builds() {
        if let Some(d) = &b.code_difference {
            failures.push(format!("{}: {d}", b.tag()));
        }
        let debug_sections = b.exe.sections.iter().filter(|s| !s.is_alloc()).count();
        if debug_sections < 7 {
            failures.push(format!("{}: only {debug_sections} debug sections", b.tag()));
        }
    }
    eprintln!(
        "{} builds: .text and every loaded section identical with and without -g",
        builds().len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_build_gives_the_interpreters_result() {
    let failures: Vec<String> = common::parallel_map(builds(), |b| {
        let endian = match b.config.endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        };
        let cfg = egret::llvmlite::interp::InterpConfig {
            endian,
            args: b.argv(),
            ..Default::default()
        };
        let want = egret::llvmlite::interp::run_main(&b.module, &cfg)
            .map(|o| (o.ret, o.output))
            .map_err(|e| format!("{}: interpreter: {e}", b.tag()))?;
        let opts = RunOptions {
            max_steps: Some(2_000_000_000),
            ..RunOptions::new(b.config.options(true).target)
        };
        let run = egret::run_executable(&b.exe, &b.argv(), &opts)
            .map_err(|e| format!("{}: {e}", b.tag()))?;
        if (run.ret, &run.output) != (want.0, &want.1) {
            return Err(format!(
                "{}: ret {} output {} bytes, the interpreter {} and {} bytes",
                b.tag(),
                run.ret,
                run.output.len(),
                want.0,
                want.1.len()
            ));
        }
        Ok(())
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    eprintln!(
        "{} builds run to the interpreter's result and output",
        builds().len() - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Generated programs (`egret-testgen`) the post-allocation passes are
/// also checked on.
const GENERATED: u64 = 48;

/// The post-allocation passes keep every program's result and output and
/// never make it execute more instructions (a filled slot replaces a
/// `nop`; a copied loop test replaces a `jmp` to it and at worst adds a
/// `jmp` that `finish` removes or branches over). The corpus and generated
/// programs, -O2, in both -O2 configurations (so both ISA levels: `slt`/
/// `beq` and `cmp`/`$sw`). Prints the totals.
#[test]
fn post_allocation_passes_keep_results_and_save_instructions() {
    let mut programs: Vec<Program> = corpus()
        .iter()
        .map(|p| Program {
            name: p.name.clone(),
            path: p.path.clone(),
            text: p.text.clone(),
            args: p.args.clone(),
        })
        .collect();
    programs.extend((0..GENERATED).map(|seed| Program {
        name: format!("testgen-seed-{seed}"),
        path: format!("testgen-seed-{seed}.ll"),
        text: egret_testgen::generate(seed, &Default::default()),
        args: Vec::new(),
    }));
    let results = common::parallel_map(&programs, |p| {
        let (module, _) = egret::parse_text(&p.path, &p.text).expect("programs parse");
        let mut optimized = module.clone();
        egret::optimize(&mut optimized, &OptOptions::at(OptLevel::O2)).expect("optimizes");
        let mut argv = vec![p.path.clone()];
        argv.extend(p.args.iter().cloned());
        let mut out = Vec::new();
        for config in CONFIGS.iter().filter(|c| c.opt == OptLevel::O2) {
            let target = config.options(false).target;
            let run = |c: Config| {
                let compiled = c.compile(&optimized, false).expect("compiles");
                let exe = egret::link_with_runtime(&[compiled.object], target).expect("links");
                let opts = RunOptions {
                    max_steps: Some(2_000_000_000),
                    ..RunOptions::new(target)
                };
                match egret::run_executable(&exe, &argv, &opts) {
                    Ok(r) => (r.counters.insts, Ok((r.ret, r.output))),
                    Err(e) => (0, Err(e.to_string())),
                }
            };
            // The -O2 module with the -O0 machine passes (none), and with
            // the -O2 ones.
            let (a, result_a) = run(Config {
                opt: OptLevel::O0,
                ..*config
            });
            let (b, result_b) = run(*config);
            let tag = format!("{} [{}]", p.name, config.tag());
            out.push((tag, a, b, result_a.is_ok() && result_a == result_b));
        }
        out
    });
    let (mut before, mut after, mut log, mut n) = (0u64, 0u64, 0f64, 0);
    let mut failures = Vec::new();
    for (tag, a, b, same) in results.into_iter().flatten() {
        if !same {
            failures.push(format!("{tag}: the passes change the result"));
        } else if b > a {
            failures.push(format!(
                "{tag}: {b} instructions with the passes, {a} without"
            ));
        } else {
            before += a;
            after += b;
            log += (b as f64 / a as f64).ln();
            n += 1;
        }
    }
    eprintln!(
        "post-allocation passes at -O2: {before} -> {after} instructions executed over {n} \
         runs ({:.3}x total, {:.3}x geometric mean)",
        after as f64 / before.max(1) as f64,
        (log / n.max(1) as f64).exp()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ===== which lines hold instructions ===============================================

/// What the source says about one defined function.
#[derive(Default)]
struct FunctionLines {
    /// The `define` line.
    define: u32,
    /// Lines holding one of its instructions.
    insts: BTreeSet<u32>,
    /// Functions it calls directly (the ones -O2 may inline).
    callees: BTreeSet<String>,
}

/// Every defined function of `module` (as parsed), by name.
fn function_lines(module: &Module) -> BTreeMap<String, FunctionLines> {
    let mut all = BTreeMap::new();
    for (_, f) in module.funcs.iter() {
        let Some(body) = &f.body else { continue };
        let mut lines = FunctionLines {
            define: f.loc.line,
            ..FunctionLines::default()
        };
        for &block in &body.layout {
            for &inst in &body.blocks[block].insts {
                lines.insts.insert(body.locs[inst].line);
                if let InstData::Call {
                    callee: Callee::Direct(callee),
                    ..
                } = &body.insts[inst]
                {
                    lines.callees.insert(name_of(module, *callee));
                }
            }
        }
        all.insert(f.name.clone(), lines);
    }
    all
}

fn name_of(module: &Module, f: FuncRef) -> String {
    module.funcs[f].name.clone()
}

/// The lines an instruction of `name` may carry: its own instruction lines
/// and its `define` line (prologue, epilogue); with `inlining`, also the
/// instruction lines of every function it calls, transitively.
fn allowed_lines(
    all: &BTreeMap<String, FunctionLines>,
    name: &str,
    inlining: bool,
) -> BTreeSet<u32> {
    let Some(own) = all.get(name) else {
        return BTreeSet::new();
    };
    let mut lines: BTreeSet<u32> = own.insts.iter().copied().collect();
    lines.insert(own.define);
    if !inlining {
        return lines;
    }
    let mut seen = BTreeSet::from([name.to_string()]);
    let mut work: Vec<&String> = own.callees.iter().collect();
    while let Some(callee) = work.pop() {
        if !seen.insert(callee.clone()) {
            continue;
        }
        if let Some(c) = all.get(callee) {
            lines.extend(c.insts.iter().copied());
            work.extend(c.callees.iter());
        }
    }
    lines
}

/// Every line of the file that holds an instruction or a `define`.
fn instruction_lines_of_file(all: &BTreeMap<String, FunctionLines>) -> BTreeSet<u32> {
    all.values()
        .flat_map(|f| f.insts.iter().copied().chain([f.define]))
        .collect()
}

// ===== our reader: every instruction maps to a line of its function ================

/// Checks the line table of one build; returns failures and the number of
/// instruction words checked.
fn check_line_table(b: &Build) -> (Vec<String>, usize) {
    let info = b.debug_info();
    let table = info.lines();
    let lines = function_lines(&b.module);
    let inlining = b.config.opt != OptLevel::O0;
    let mut failures = Vec::new();
    let mut fail = |m: String| failures.push(format!("{}: {m}", b.tag()));
    let compiled: BTreeSet<&str> = b
        .compiled
        .functions
        .iter()
        .map(|f| f.compiled.name.as_str())
        .collect();
    let ranges = table.functions();
    if ranges.len() != compiled.len() {
        fail(format!(
            "{} subprograms for {} compiled functions",
            ranges.len(),
            compiled.len()
        ));
    }
    let mut words = 0;
    for range in ranges {
        let name = range.name.as_str();
        // A copy the optimiser made (`fib.n32`, which takes narrowed
        // arguments) has its original's lines.
        let source = match name.split_once(".n32") {
            Some((original, _)) if inlining && !lines.contains_key(name) => original,
            _ => name,
        };
        let Some(own) = lines.get(source) else {
            fail(format!(
                "subprogram `{name}` is not a function of the source"
            ));
            continue;
        };
        if range.decl_line != own.define {
            fail(format!(
                "`{name}`: decl_line {} but `define` is on line {}",
                range.decl_line, own.define
            ));
        }
        let symbol = b.exe.symbols.iter().find(|s| s.name == name);
        if symbol.is_none_or(|s| (s.addr, s.addr + s.size) != (range.low, range.high)) {
            fail(format!(
                "`{name}`: subprogram {:#x}..{:#x} does not match its symbol {symbol:?}",
                range.low, range.high
            ));
        }
        let allowed = allowed_lines(&lines, source, inlining);
        for addr in (range.low..range.high).step_by(4) {
            words += 1;
            if let Err(m) = check_row(b, &info, addr, name, &allowed) {
                fail(m);
            }
        }
    }
    (failures, words)
}

fn check_row(
    b: &Build,
    info: &DebugInfo,
    addr: u32,
    function: &str,
    allowed: &BTreeSet<u32>,
) -> Result<(), String> {
    let table = info.lines();
    let row = table
        .row_at(addr)
        .ok_or_else(|| format!("{addr:#x} in `{function}` has no line row"))?;
    let file = &table.files()[row.file].path;
    if *file != b.program().path {
        return Err(format!("{addr:#x} in `{function}` names file {file}"));
    }
    if row.line == 0 {
        return Err(format!("{addr:#x} in `{function}` has no source line"));
    }
    if !allowed.contains(&row.line) {
        return Err(format!(
            "{addr:#x} in `{function}` maps to line {}, which holds no instruction of it",
            row.line
        ));
    }
    let at = table.function_at(addr).map(|f| f.name.as_str());
    if at != Some(function) {
        return Err(format!(
            "{addr:#x} is in `{function}` but DWARF says {at:?}"
        ));
    }
    Ok(())
}

#[test]
fn every_instruction_maps_to_a_line_of_its_function() {
    let results = common::parallel_map(builds(), check_line_table);
    let words: usize = results.iter().map(|(_, w)| w).sum();
    let failures: Vec<String> = results.into_iter().flat_map(|(f, _)| f).collect();
    eprintln!(
        "{} builds, {words} instruction words mapped to source lines, {} failures",
        builds().len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ===== llvm-dwarfdump ==============================================================

/// `llvm-dwarfdump` (or `llvm-dwarfdump-14`), if installed.
fn dwarfdump() -> Option<&'static str> {
    static TOOL: OnceLock<Option<&'static str>> = OnceLock::new();
    *TOOL.get_or_init(|| {
        ["llvm-dwarfdump-14", "llvm-dwarfdump"]
            .into_iter()
            .find(|tool| Command::new(tool).arg("--version").output().is_ok())
    })
}

fn run_dwarfdump(tool: &str, args: &[&str], file: &Path) -> (bool, String, String) {
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .expect("llvm-dwarfdump runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// One row llvm-dwarfdump prints: `(address, line, file index, end_sequence)`.
type PrintedRow = (u32, u32, u32, bool);

/// Every row llvm-dwarfdump prints, and the file names by index.
fn printed_rows(text: &str) -> (Vec<PrintedRow>, BTreeMap<u32, String>) {
    let mut files = BTreeMap::new();
    let mut pending_file = None;
    let mut rows = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("file_names[") {
            pending_file = rest.split(']').next().and_then(|n| n.trim().parse().ok());
        } else if let (Some(index), Some(name)) = (pending_file, trimmed.strip_prefix("name: ")) {
            files.insert(index, name.trim_matches('"').to_string());
            pending_file = None;
        } else if trimmed.starts_with("0x") {
            let words: Vec<&str> = trimmed.split_whitespace().collect();
            if words.len() < 6 {
                continue;
            }
            let address =
                u32::from_str_radix(words[0].trim_start_matches("0x"), 16).expect("hex address");
            let line = words[1].parse().expect("line number");
            let file = words[3].parse().expect("file number");
            rows.push((address, line, file, words.contains(&"end_sequence")));
        }
    }
    (rows, files)
}

/// Verifies the object and the executable of one build and checks the rows
/// llvm-dwarfdump prints; returns failures and the number of rows.
fn check_with_dwarfdump(tool: &str, dir: &Path, b: &Build) -> (Vec<String>, usize) {
    let stem = format!(
        "{}-{:?}-{:?}",
        b.program().name,
        b.config.opt,
        b.config.endian
    );
    let object = dir.join(format!("{stem}.o"));
    let exe = dir.join(format!("{stem}.elf"));
    std::fs::write(
        &object,
        write_object(&b.compiled.object).expect("object writes"),
    )
    .expect("temp dir is writable");
    std::fs::write(&exe, write_executable(&b.exe).expect("executable writes"))
        .expect("temp dir is writable");
    let mut failures = Vec::new();
    for file in [&object, &exe] {
        let (ok, out, err) = run_dwarfdump(tool, &["--verify"], file);
        if !ok || !out.contains("No errors.") {
            failures.push(format!(
                "{}: --verify {}:\n{out}{err}",
                b.tag(),
                file.display()
            ));
        }
    }
    let (ok, out, err) = run_dwarfdump(tool, &["--debug-line"], &exe);
    if !ok {
        failures.push(format!("{}: --debug-line failed: {err}", b.tag()));
    }
    let (rows, files) = printed_rows(&out);
    let all = function_lines(&b.module);
    let real = instruction_lines_of_file(&all);
    let ours = b.debug_info().lines().rows().len();
    if rows.len() != ours {
        failures.push(format!(
            "{}: llvm-dwarfdump prints {} rows, our reader reads {ours}",
            b.tag(),
            rows.len()
        ));
    }
    for &(address, line, file, _) in &rows {
        let name = files.get(&file).map_or("?", String::as_str);
        if name != b.program().path || !real.contains(&line) {
            failures.push(format!(
                "{}: row {address:#x} is {name}:{line}, not an instruction line of {}",
                b.tag(),
                b.program().path
            ));
        }
    }
    (failures, rows.len())
}

#[test]
fn llvm_dwarfdump_verifies_every_program() {
    let Some(tool) = dwarfdump() else {
        eprintln!("llvm-dwarfdump not found; skipping (CI installs llvm-14)");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let results = common::parallel_map(builds(), |b| check_with_dwarfdump(tool, dir.path(), b));
    let rows: usize = results.iter().map(|(_, n)| n).sum();
    let failures: Vec<String> = results.into_iter().flat_map(|(f, _)| f).collect();
    eprintln!(
        "{tool} --verify: {} objects and {} executables ({} programs x {} configurations), \
         {rows} --debug-line rows checked, {} failures",
        builds().len(),
        builds().len(),
        corpus().len(),
        CONFIGS.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ===== call-frame information: unwinding at every instruction =====================

/// Instructions one run may step before the test stops it (most programs
/// finish well before; by then every reachable instruction has been seen).
const UNWIND_STEP_LIMIT: u64 = 10_000_000;

/// Visits of one address that are checked (the first ones: different call
/// depths and loop iterations, without checking hot loops a million times).
const CHECKS_PER_ADDRESS: u32 = 4;

/// The callee-saved registers (`$s0`, `$s1`, `$fp`): their caller values
/// must be recoverable anywhere in a function.
const CALLEE_SAVED: [u16; 3] = [9, 10, 12];

/// A call in progress, recorded when the callee is entered.
struct ShadowFrame {
    /// Where the callee returns to (the call + 8: after its delay slot).
    return_address: u32,
    /// `$sp` at entry: the CFA.
    cfa: u32,
    /// Every register at entry (the caller's values).
    registers: [u32; 16],
}

/// What one unwinding run found.
#[derive(Default)]
struct UnwindReport {
    failures: Vec<String>,
    /// Instruction words in functions with a frame (an FDE whose CFA moves).
    framed_words: usize,
    /// Of those, how many the run reached.
    reached: usize,
    /// Unwinds checked.
    checks: usize,
    /// Whether the program ran to its end within the step limit.
    finished: bool,
}

fn registers(m: &Machine) -> [u32; 16] {
    std::array::from_fn(|r| m.reg(Reg(r as u8)))
}

fn is_call(m: &Machine, pc: u32) -> bool {
    m.read_u32(pc)
        .ok()
        .and_then(|w| decode(w).ok())
        .is_some_and(|i| matches!(i.op, Opcode::Jsub | Opcode::Jalr))
}

/// Steps `b`'s program to the end (or the step limit), tracking calls and
/// returns on a shadow stack, and unwinds with the CFI at each instruction
/// of the program's own functions.
fn check_unwinding(b: &Build) -> UnwindReport {
    let info = b.debug_info();
    let config = SimConfig {
        level: b.config.isa,
        endian: b.exe.endian,
        strict: false,
        max_steps: None,
    };
    let mut m = Machine::from_executable(&b.exe, config).expect("loads");
    m.set_args(&b.exe, &b.argv()).expect("argv fits");
    let mut report = UnwindReport::default();
    let mut visits: BTreeMap<u32, u32> = BTreeMap::new();
    let mut stack: Vec<ShadowFrame> = Vec::new();
    let mut entering: Option<u32> = None;
    for _ in 0..UNWIND_STEP_LIMIT {
        let pc = m.pc();
        let count = visits.entry(pc).or_default();
        *count += 1;
        if *count <= CHECKS_PER_ADDRESS
            && let Some(frame) = stack.last()
            && let Err(m) = check_frame(&info, &m, frame)
        {
            report.failures.push(format!("{}: {m}", b.tag()));
        }
        let call = is_call(&m, pc);
        match m.step() {
            Ok(false) => {}
            Ok(true) => {
                report.finished = true;
                break;
            }
            Err(trap) => {
                report.failures.push(format!("{}: {trap}", b.tag()));
                break;
            }
        }
        // After a call's delay slot the callee is entered: push its frame.
        if let Some(return_address) = entering.take() {
            stack.push(ShadowFrame {
                return_address,
                cfa: m.reg(Reg::SP),
                registers: registers(&m),
            });
        }
        if call {
            entering = Some(pc + 8);
        }
        let (now, sp) = (m.pc(), m.reg(Reg::SP));
        while stack
            .last()
            .is_some_and(|f| f.return_address == now && f.cfa == sp)
        {
            stack.pop();
        }
    }
    count_coverage(b, &info, &visits, &mut report);
    report
}

/// Unwinds at the machine's PC and compares with the shadow frame. Addresses
/// no FDE covers (the runtime, the start code) are skipped.
fn check_frame(info: &DebugInfo, m: &Machine, frame: &ShadowFrame) -> Result<(), String> {
    let pc = m.pc();
    if info.frames().rules_at(pc).ok().flatten().is_none() {
        return Ok(());
    }
    let unwound = info
        .frames()
        .unwind(
            pc,
            |r| (r < 16).then(|| m.reg(Reg(r as u8))),
            |a| m.read_u32(a).ok(),
        )
        .map_err(|e| format!("{pc:#x}: {e}"))?;
    let function = info
        .lines()
        .function_at(pc)
        .map_or("?", |f| f.name.as_str());
    let at = format!("{pc:#x} in `{function}`");
    if unwound.cfa != frame.cfa {
        return Err(format!(
            "{at}: CFA {:#x}, but the caller's $sp was {:#x}",
            unwound.cfa, frame.cfa
        ));
    }
    if unwound.return_address != frame.return_address {
        return Err(format!(
            "{at}: return address {:#x}, but the call returns to {:#x}",
            unwound.return_address, frame.return_address
        ));
    }
    for r in CALLEE_SAVED {
        let value = unwound
            .registers
            .get(&r)
            .copied()
            .unwrap_or_else(|| m.reg(Reg(r as u8)));
        let want = frame.registers[r as usize];
        if value != want {
            return Err(format!(
                "{at}: register {r} unwinds to {value:#x}, but the caller had {want:#x}"
            ));
        }
    }
    Ok(())
}

/// Counts the instruction words of functions with a frame and how many the
/// run reached.
fn count_coverage(
    b: &Build,
    info: &DebugInfo,
    visits: &BTreeMap<u32, u32>,
    report: &mut UnwindReport,
) {
    report.checks = visits
        .iter()
        .filter(|(pc, _)| info.lines().function_at(**pc).is_some())
        .map(|(_, n)| (*n).min(CHECKS_PER_ADDRESS) as usize)
        .sum();
    for f in &b.compiled.functions {
        if f.compiled.frame.size == 0 {
            continue;
        }
        let start = b
            .exe
            .symbols
            .iter()
            .find(|s| s.name == f.compiled.name)
            .map_or(0, |s| s.addr);
        let words = f.compiled.code.bytes.len() as u32 / 4;
        report.framed_words += words as usize;
        report.reached += (0..words)
            .filter(|w| visits.contains_key(&(start + 4 * w)))
            .count();
    }
}

#[test]
fn call_frame_information_unwinds_at_every_instruction() {
    let reports = common::parallel_map(builds(), check_unwinding);
    let framed: usize = reports.iter().map(|r| r.framed_words).sum();
    let reached: usize = reports.iter().map(|r| r.reached).sum();
    let checks: usize = reports.iter().map(|r| r.checks).sum();
    let finished = reports.iter().filter(|r| r.finished).count();
    for (b, r) in builds().iter().zip(&reports) {
        if !r.finished {
            eprintln!("{}: stopped at the step limit", b.tag());
        }
    }
    let failures: Vec<String> = reports.into_iter().flat_map(|r| r.failures).collect();
    eprintln!(
        "{} runs ({finished} to the end, the others stopped after {UNWIND_STEP_LIMIT} \
         steps): {checks} unwinds checked; {reached} of {framed} instruction words \
         of functions with a frame reached ({:.1}%); {} failures",
        builds().len(),
        100.0 * reached as f64 / framed.max(1) as f64,
        failures.len()
    );
    // Self-checking programs never run their failure paths, so about 40% of
    // the code is out of reach (more since -O2's jump threading copies the
    // blocks on those paths: 59.6% were reached when it landed, and 55.3%
    // once tiny check helpers were inlined everywhere and threading followed
    // dominating facts, which copies those paths once per check; 51.5% once
    // the inliner charged a copy only what it adds beyond its call, which
    // inlines the checks of imm_boundaries' huge `main` too); what runs
    // must still be half of it.
    assert!(
        framed > 0 && reached * 100 >= framed * 50,
        "too little coverage"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(50)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

// ===== the tools ===================================================================

/// A program that traps on line 6 (a load outside memory).
const TRAPPING: &str = "; tools\n\
define i64 @main() {\n\
entry:\n  \
%p = inttoptr i64 4278190080 to i64*\n  \
%q = getelementptr i64, i64* %p, i64 1000000\n  \
%v = load i64, i64* %q\n  \
ret i64 %v\n\
}\n";

fn egret_binary(dir: &Path, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_egret"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the egret binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Traps, `egret run`, `--trace`, `addr2line` and `objdump --source` name
/// the `.ll` file, line and column, at -O0 and -O2.
#[test]
fn tools_name_file_line_and_column() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("trap.ll"), TRAPPING).expect("temp dir is writable");
    // Lines holding an instruction of @main, and the `define` line.
    let lines = [2, 4, 5, 6, 7];
    for (opt, flag) in [(OptLevel::O0, "-O0"), (OptLevel::O2, "-O2")] {
        // The library: the trap's location names the load.
        let opts = Options {
            opt,
            debug_info: true,
            ..Options::default()
        };
        let (_, compiled) = egret::compile_text("trap.ll", TRAPPING, &opts).expect("compiles");
        let exe = egret::link_with_runtime(&[compiled.object], opts.target).expect("links");
        match egret::run_executable(
            &exe,
            &["trap.ll".to_string()],
            &RunOptions::new(opts.target),
        ) {
            Err(egret::Error::Trap { location, .. }) => {
                assert!(location.contains("trap.ll:6:3"), "{flag}: {location}")
            }
            other => panic!("{flag}: expected a trap, got {other:?}"),
        }
        // The binary: `run` reports the trap with the source line.
        let (ok, _, err) = egret_binary(dir.path(), &["run", "trap.ll", "-g", flag]);
        assert!(!ok, "{flag}: the trap is an error");
        assert!(
            err.contains("trap.ll:6:3: error: trap")
                && err.contains("6 |   %v = load i64, i64* %q"),
            "{flag}: {err}"
        );
        let (ok, _, err) = egret_binary(
            dir.path(),
            &[
                "compile", "trap.ll", "-g", flag, "--emit", "exe", "-o", "trap.elf",
            ],
        );
        assert!(ok, "{flag}: {err}");
        // `--trace` names the line of every instruction of @main it runs,
        // the trapping load included.
        let (_, _, trace) = egret_binary(dir.path(), &["run", "trap.elf", "--trace"]);
        let traced: Vec<&str> = trace
            .lines()
            .filter_map(|l| l.split("# trap.ll:").nth(1))
            .collect();
        assert!(traced.contains(&"6:3"), "{flag}: {trace}");
        for t in &traced {
            let line: u32 = t
                .split(':')
                .next()
                .and_then(|l| l.parse().ok())
                .unwrap_or(0);
            assert!(lines.contains(&line), "{flag}: traced line {t}");
        }
        // `addr2line -f` over every instruction of @main.
        let bytes = std::fs::read(dir.path().join("trap.elf")).expect("written");
        let egret::cpu0::elf::ElfFile::Executable(elf) =
            egret::cpu0::elf::read_elf(&bytes).expect("reads")
        else {
            panic!("{flag}: trap.elf is not an executable");
        };
        let main = elf.symbols.get("main").expect("main is defined").clone();
        let addresses: Vec<String> = (0..main.size / 4)
            .map(|w| format!("{:#x}", main.addr + 4 * w))
            .collect();
        let mut args = vec!["addr2line", "-f", "trap.elf"];
        args.extend(addresses.iter().map(String::as_str));
        let (ok, out, err) = egret_binary(dir.path(), &args);
        assert!(ok, "{flag}: {err}");
        let answers: Vec<&str> = out.lines().collect();
        assert_eq!(answers.len(), 2 * addresses.len(), "{flag}: {out}");
        for pair in answers.chunks(2) {
            assert_eq!(pair[0], "main", "{flag}: {out}");
            let line: u32 = pair[1]
                .strip_prefix("trap.ll:")
                .and_then(|r| r.split(':').next())
                .and_then(|l| l.parse().ok())
                .unwrap_or(0);
            assert!(lines.contains(&line), "{flag}: {}", pair[1]);
        }
        assert!(answers.contains(&"trap.ll:6:3"), "{flag}: {out}");
        // `objdump --source` interleaves the source lines.
        let (ok, listing, err) = egret_binary(dir.path(), &["objdump", "--source", "trap.elf"]);
        assert!(ok, "{flag}: {err}");
        assert!(
            listing.contains("# trap.ll:6:3: %v = load i64, i64* %q"),
            "{flag}: {listing}"
        );
    }
}
