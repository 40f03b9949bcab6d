//! Shared by the workspace's end-to-end tests (`e2e.rs`, `debug.rs`,
//! `objects.rs`): the corpus of `tests/programs/` and the `; key: value`
//! headers its programs record their expectations in (see that folder's
//! README), a small work-sharing map that runs a check on every core, and
//! the compile-link-run steps tests of compiled programs share
//! ([`compile_link_run`], and for differential tests over every
//! configuration [`configurations`], [`run_optimized`] and
//! [`first_difference`]), and the -O2 assembly the codegen snapshot tests
//! record ([`asm_o2`]) with the compare chains switch formation reads
//! ([`compare_chain`]).

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::Module;
use egret::{OptLevel, Options, RunOptions, RunOutcome, Target};
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

/// The options tests compile with: `opt` for `endian` on cpu032II, the
/// register-allocation checker on, no DWARF.
pub fn test_options(opt: OptLevel, endian: Endian) -> Options {
    Options {
        opt,
        target: Target {
            endian,
            isa: IsaLevel::Cpu032II,
        },
        debug_info: false,
        debug_paths: Default::default(),
        check_regalloc: true,
    }
}

/// Compiles `text` (named `name`) with `opts`, links it with the runtime
/// and runs it with `argv` = `[name]` and at most `max_steps` instructions.
pub fn compile_link_run(
    name: &str,
    text: &str,
    opts: &Options,
    max_steps: Option<u64>,
) -> Result<RunOutcome, egret::Error> {
    let (_, compiled) = egret::compile_text(name, text, opts)?;
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)?;
    let run_opts = RunOptions {
        max_steps,
        ..RunOptions::new(opts.target)
    };
    egret::run_executable(&exe, &[name.to_string()], &run_opts)
}

/// `main`'s result and the program's output.
pub type Outcome = (i64, Vec<u8>);

/// The configurations a differential test checks a program in for one byte
/// order: both ISA levels, each at -O0 and -O2, with the register-allocation
/// checker on and no DWARF.
pub fn configurations(endian: Endian) -> impl Iterator<Item = Options> {
    [IsaLevel::Cpu032I, IsaLevel::Cpu032II]
        .into_iter()
        .flat_map(move |isa| {
            [OptLevel::O0, OptLevel::O2].map(|opt| Options {
                opt,
                target: Target { endian, isa },
                debug_info: false,
                debug_paths: Default::default(),
                check_regalloc: true,
            })
        })
}

/// Compiles `module` (on which the mid-end has already run at `opts.opt`),
/// links it with the runtime and runs it with `argv` and at most
/// `max_steps` instructions; a trap's message shows the output so far.
pub fn run_optimized(
    module: &Module,
    argv: &[String],
    opts: &Options,
    max_steps: u64,
) -> Result<Outcome, String> {
    let compiled = egret::compile_optimized(module, opts).map_err(|e| format!("compile: {e}"))?;
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)
        .map_err(|e| format!("link: {e}"))?;
    let run_opts = RunOptions {
        max_steps: Some(max_steps),
        ..RunOptions::new(opts.target)
    };
    let run = egret::run_executable(&exe, argv, &run_opts).map_err(|e| match &e {
        egret::Error::Trap { output, .. } => {
            let shown: String = String::from_utf8_lossy(output).chars().take(400).collect();
            format!("{e}; output so far: {shown:?}")
        }
        _ => e.to_string(),
    })?;
    Ok((run.ret, run.output))
}

/// Where two outputs first differ: the line number and both lines.
pub fn first_difference(got: &[u8], want: &[u8]) -> String {
    let (g, w) = (String::from_utf8_lossy(got), String::from_utf8_lossy(want));
    let (gl, wl): (Vec<&str>, Vec<&str>) = (g.split('\n').collect(), w.split('\n').collect());
    let n = (0..gl.len().max(wl.len()))
        .find(|&i| gl.get(i) != wl.get(i))
        .unwrap_or(0);
    format!(
        "first difference at output line {}:\n  got  {:?}\n  want {:?}",
        n + 1,
        gl.get(n).unwrap_or(&"<end>"),
        wl.get(n).unwrap_or(&"<end>")
    )
}

/// The -O2 assembly of `ir` for big-endian cpu032II (with the regalloc2
/// checker), without the header comment: what the `codegen_*` snapshot
/// tests record.
pub fn asm_o2(ir: &str) -> String {
    let opts = Options {
        opt: OptLevel::O2,
        target: Target::default(),
        debug_info: false,
        debug_paths: Default::default(),
        check_regalloc: true,
    };
    let (module, compiled) =
        egret::compile_text("case.ll", ir, &opts).unwrap_or_else(|e| panic!("{e}"));
    egret::lower::asm::module_to_asm(&module, &compiled, opts.target)
        .lines()
        .skip(1)
        .collect::<Vec<_>>()
        .join("\n")
}

/// A function testing `%op` against each of `consts` in turn, case `k`
/// giving `k * 10 + 1` through a phi, the fall-through 0.
pub fn compare_chain(consts: &[u32]) -> String {
    let mut s = String::from("define i32 @f(i32 %op) {\nentry:\n  br label %t0\n");
    for (k, c) in consts.iter().enumerate() {
        s += &format!(
            "t{k}:\n  %q{k} = icmp eq i32 %op, {c}\n  br i1 %q{k}, label %join, label %t{}\n",
            k + 1
        );
    }
    let n = consts.len();
    let incoming: Vec<String> = (0..n)
        .map(|k| format!("[ {}, %t{k} ]", k * 10 + 1))
        .collect();
    s += &format!(
        "t{n}:\n  br label %join\njoin:\n  %r = phi i32 {}, [ 0, %t{n} ]\n  ret i32 %r\n}}\n",
        incoming.join(", ")
    );
    s
}

/// `lli-19`: `EGRET_LLI19`, else `lli-19` on `PATH`. `None`, with a note on
/// stderr, when there is none and the run does not require it; panics when
/// `CI` or `EGRET_REQUIRE_LLI` requires it.
pub fn lli19_unless_skipped() -> Option<PathBuf> {
    let found = std::env::var_os("EGRET_LLI19")
        .map(PathBuf::from)
        .or_else(|| {
            let path = std::env::var_os("PATH")?;
            std::env::split_paths(&path)
                .map(|d| d.join("lli-19"))
                .find(|c| c.is_file())
        });
    if found.is_none() {
        let required = ["CI", "EGRET_REQUIRE_LLI"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty() && x != "0"));
        assert!(
            !required,
            "lli-19 is not on PATH, but CI / EGRET_REQUIRE_LLI requires it"
        );
        eprintln!("note: lli-19 is not installed; the comparison with lli is skipped");
    }
    found
}

/// Compiles `text` at each of `levels`, links it and runs it on both byte
/// orders, and asserts that `main`'s result and output are the IR
/// interpreter's (run with `name` as `argv[0]`).
pub fn assert_runs_like_the_interpreter(name: &str, text: &str, levels: &[OptLevel]) {
    use egret::llvmlite::interp::{InterpConfig, run_main};
    let (module, _) = egret::parse_text(name, text).unwrap_or_else(|e| panic!("{e}"));
    for endian in [Endian::Big, Endian::Little] {
        let cfg = InterpConfig {
            endian: match endian {
                Endian::Big => egret::llvmlite::Endian::Big,
                Endian::Little => egret::llvmlite::Endian::Little,
            },
            args: vec![name.into()],
            ..Default::default()
        };
        let want = run_main(&module, &cfg).unwrap_or_else(|e| panic!("interpreter: {e}"));
        for &level in levels {
            let opts = test_options(level, endian);
            let got = compile_link_run(name, text, &opts, None).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                (got.ret, got.output),
                (want.ret, want.output.clone()),
                "{name}: {endian:?} {level:?}"
            );
        }
    }
}

/// The instructions one `op` costs in a loop run `iterations` times: the
/// -O2 big-endian run of `program(op)` less that of `program("add")`, the
/// same loop with an `add` in its place.
pub fn insts_per_op(program: impl Fn(&str) -> String, op: &str, iterations: u64) -> u64 {
    let opts = test_options(OptLevel::O2, Endian::Big);
    let run = |text: &str| {
        compile_link_run("loop.ll", text, &opts, None)
            .unwrap_or_else(|e| panic!("{e}"))
            .counters
            .insts
    };
    (run(&program(op)) - run(&program("add"))) / iterations
}

/// The DWARF sections of a linked executable, read in its byte order (the
/// C debug-info tests walk DIE trees and line programs with gimli).
pub fn load_dwarf(
    exe: &egret::cpu0::exec::Executable,
) -> gimli::Dwarf<gimli::EndianSlice<'_, gimli::RunTimeEndian>> {
    let endian = match exe.endian {
        Endian::Big => gimli::RunTimeEndian::Big,
        Endian::Little => gimli::RunTimeEndian::Little,
    };
    gimli::Dwarf::load(|id| {
        Ok::<_, gimli::Error>(gimli::EndianSlice::new(
            exe.debug_section(id.name()).unwrap_or(&[]),
            endian,
        ))
    })
    .expect("the DWARF sections load")
}
