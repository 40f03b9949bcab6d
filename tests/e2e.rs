//! End-to-end: every corpus program, and programs from `egret-testgen`,
//! compiled at -O0 and -O2 for both byte orders and both ISA levels, linked
//! with the runtime, run on the simulator. The result and the output must
//! equal the interpreter's (same byte order), the recorded expectations
//! (`; ret: N` header, `NAME.out`) and — when LLVM's `lli` is installed, as
//! in CI — `lli`'s exit status and output for the same module (printed as
//! LLVM IR, run with `tests/lli/runtime.ll`). regalloc2's checker runs on
//! every function.
//!
//! The other tests here check what the compiled code of the whole corpus
//! looks like (delay slots, forbidden instructions, immediates), programs
//! that once miscompiled or crashed, and the `egret` command line itself
//! (`compile`, `run`; `bench` is tested in `cli_bench.rs`).
//!
//! The work is spread over all cores with scoped threads; every failure is
//! collected and reported together, each naming the program and the
//! configuration.

use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::llvmlite::{Endian as IrEndian, Module};
use egret::{OptLevel, OptOptions, Options, Target};
use egret_cpu0::encode::{decode_at, read_word};
use egret_cpu0::isa::{Endian, IsaLevel, Opcode};
use std::path::Path;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "../llvmlite/tests/lli_support/mod.rs"]
#[allow(dead_code)]
mod lli_support;
use lli_support::find_lli;

#[allow(dead_code)]
mod common;

/// Instructions a corpus run may execute on the simulator before it is
/// taken to be stuck.
const MAX_STEPS: u64 = 2_000_000_000;

/// Generated programs checked per run of the suite; `EGRET_E2E_SEEDS=N`
/// checks seeds `0..N` instead (for long soak runs).
const GENERATED: u64 = 24;

/// One program and what it must do.
struct Program {
    name: String,
    text: String,
    args: Vec<String>,
    /// Recorded `main` result and output, for corpus programs.
    recorded: Option<(i64, Vec<u8>)>,
}

fn corpus() -> Vec<Program> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    common::corpus_files(&dir)
        .into_iter()
        .map(|f| {
            let ret = common::header(&f.text, "ret")
                .and_then(|r| r.parse().ok())
                .unwrap_or_else(|| panic!("{}.ll: no `; ret: N` header", f.name));
            let stdout = std::fs::read(f.path.with_extension("out")).unwrap_or_default();
            Program {
                name: f.name,
                text: f.text,
                args: f.args,
                recorded: Some((ret, stdout)),
            }
        })
        .collect()
}

fn generated() -> Vec<Program> {
    let seeds = std::env::var("EGRET_E2E_SEEDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GENERATED);
    (0..seeds)
        .map(|seed| Program {
            name: format!("testgen-seed-{seed}"),
            text: egret_testgen::generate(seed, &Default::default()),
            args: Vec::new(),
            recorded: None,
        })
        .collect()
}

fn ir_endian(e: Endian) -> IrEndian {
    match e {
        Endian::Big => IrEndian::Big,
        Endian::Little => IrEndian::Little,
    }
}

/// Runs `module`, printed as LLVM IR, under `lli` with the host runtime:
/// its exit status and stdout.
fn run_lli(lli: &Path, p: &Program, module: &Module) -> Result<(i32, Vec<u8>), String> {
    let dir = tempfile::tempdir().map_err(|e| format!("temporary directory: {e}"))?;
    let file = dir.path().join(format!("{}.ll", p.name));
    std::fs::write(&file, egret::llvmlite::printer::print_module_llvm(module))
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let run = lli_support::run_lli(lli, &file, &p.args)?;
    let code = run.status.ok_or("lli was killed by a signal")?;
    Ok((code, run.stdout))
}

/// Compares a simulator run with the interpreter's result and, when `lli`
/// ran, with `lli`'s exit status (`ret & 0xff`) and output.
fn compare(
    got: &(i64, Vec<u8>),
    want: &(i64, Vec<u8>),
    lli: Option<&(i32, Vec<u8>)>,
) -> Result<(), String> {
    if *got != *want {
        return Err(format!(
            "ret {} want {} (interpreter); {}",
            got.0,
            want.0,
            common::first_difference(&got.1, &want.1)
        ));
    }
    if let Some((status, stdout)) = lli
        && ((got.0 & 0xFF) as i32 != *status || got.1 != *stdout)
    {
        return Err(format!(
            "exit status {} want {status} (lli); {}",
            got.0 & 0xFF,
            common::first_difference(&got.1, stdout)
        ));
    }
    Ok(())
}

/// Every configuration of one program; failures as messages. The mid-end
/// is target-independent, so -O2 optimizes once and lowers four times.
fn check_program(p: &Program, lli: Option<&Path>) -> Vec<String> {
    let tag = |cfg: &str, msg: String| format!("{} [{cfg}]: {msg}", p.name);
    let module = match egret::parse_text(&format!("{}.ll", p.name), &p.text) {
        Ok((m, _)) => m,
        Err(e) => return vec![tag("parse", e.to_string())],
    };
    let mut optimized = module.clone();
    if let Err(e) = egret::optimize(&mut optimized, &OptOptions::at(OptLevel::O2)) {
        return vec![tag("O2", e.to_string())];
    }
    let mut failures = Vec::new();
    let lli_result = match lli.map(|l| run_lli(l, p, &module)) {
        Some(Ok(r)) => Some(r),
        Some(Err(e)) => {
            failures.push(tag("lli", e));
            None
        }
        None => None,
    };
    for endian in [Endian::Big, Endian::Little] {
        let mut argv = vec![format!("{}.ll", p.name)];
        argv.extend(p.args.iter().cloned());
        let cfg = InterpConfig {
            endian: ir_endian(endian),
            args: argv.clone(),
            ..Default::default()
        };
        let want = match run_main(&module, &cfg) {
            Ok(o) => (o.ret, o.output),
            Err(e) => {
                failures.push(tag("interpreter", e.to_string()));
                continue;
            }
        };
        if let Some(recorded) = &p.recorded
            && *recorded != want
        {
            failures.push(tag(
                "interpreter",
                "differs from the recorded expectation".into(),
            ));
        }
        for opts in common::configurations(endian) {
            let input = if opts.opt == OptLevel::O0 {
                &module
            } else {
                &optimized
            };
            let result = common::run_optimized(input, &argv, &opts, MAX_STEPS)
                .and_then(|got| compare(&got, &want, lli_result.as_ref()));
            if let Err(e) = result {
                let isa = opts.target.isa.name();
                failures.push(tag(&format!("{:?} {endian:?} {isa}", opts.opt), e));
            }
        }
    }
    failures
}

/// Runs `check_program` over `programs` on every core.
fn check_all(programs: &[Program]) {
    let lli = find_lli();
    if lli.is_none() {
        eprintln!("note: neither lli-14 nor lli is on PATH; the comparison with lli is skipped");
    }
    let lli = lli.as_deref();
    let mut failures: Vec<String> = common::parallel_map(programs, |p| check_program(p, lli))
        .into_iter()
        .flatten()
        .collect();
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} failing configurations:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_runs_on_the_simulator_in_every_configuration() {
    let programs = corpus();
    assert!(
        programs.len() >= 80,
        "the corpus has only {} programs",
        programs.len()
    );
    check_all(&programs);
}

#[test]
fn generated_programs_run_on_the_simulator_in_every_configuration() {
    check_all(&generated());
}

/// Programs that once miscompiled or crashed the compiler, run like the
/// corpus (interpreter, `lli`, every configuration).
fn regressions() -> Vec<Program> {
    [
        ("regress_spills_in_a_large_frame", SPILLS_IN_A_LARGE_FRAME),
        (
            "regress_narrow_dynamic_alloca_count",
            NARROW_DYNAMIC_ALLOCA_COUNT,
        ),
    ]
    .into_iter()
    .map(|(name, text)| Program {
        name: name.to_string(),
        text: text.to_string(),
        args: Vec::new(),
        recorded: None,
    })
    .collect()
}

/// Thirteen values live around a loop spill, and an 80 KB array puts
/// the frame beyond 16-bit offsets: spills and stack-to-stack moves of
/// block parameters must not share `$at` with the address arithmetic
/// of large offsets.
const SPILLS_IN_A_LARGE_FRAME: &str = r#"
declare i32 @printf(i8*, ...)
@fmt = global [4 x i8] c"%d\0A\00"

define i32 @work(i32 %n) {
entry:
  %arr = alloca [20000 x i32]
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i2, %loop]
  %a = phi i32 [1, %entry], [%a2, %loop]
  %b = phi i32 [2, %entry], [%b2, %loop]
  %c = phi i32 [3, %entry], [%c2, %loop]
  %d = phi i32 [4, %entry], [%d2, %loop]
  %e = phi i32 [5, %entry], [%e2, %loop]
  %f = phi i32 [6, %entry], [%f2, %loop]
  %g = phi i32 [7, %entry], [%g2, %loop]
  %h = phi i32 [8, %entry], [%h2, %loop]
  %j = phi i32 [9, %entry], [%j2, %loop]
  %k = phi i32 [10, %entry], [%k2, %loop]
  %l = phi i32 [11, %entry], [%l2, %loop]
  %m = phi i32 [12, %entry], [%m2, %loop]
  %p = getelementptr [20000 x i32], [20000 x i32]* %arr, i32 0, i32 %i
  store i32 %a, i32* %p
  %a2 = add i32 %b, %m
  %b2 = add i32 %c, %a
  %c2 = add i32 %d, %b
  %d2 = add i32 %e, %c
  %e2 = add i32 %f, %d
  %f2 = add i32 %g, %e
  %g2 = add i32 %h, %f
  %h2 = add i32 %j, %g
  %j2 = add i32 %k, %h
  %k2 = add i32 %l, %j
  %l2 = add i32 %m, %k
  %m2 = xor i32 %a, %l
  %i2 = add i32 %i, 1
  %cc = icmp slt i32 %i2, %n
  br i1 %cc, label %loop, label %done
done:
  %q = getelementptr [20000 x i32], [20000 x i32]* %arr, i32 0, i32 19999
  store i32 %m2, i32* %q
  %x = load i32, i32* %q
  %s1 = add i32 %a2, %b2
  %s2 = add i32 %s1, %c2
  %s3 = add i32 %s2, %d2
  %s4 = add i32 %s3, %e2
  %s5 = add i32 %s4, %f2
  %s6 = add i32 %s5, %g2
  %s7 = add i32 %s6, %h2
  %s8 = add i32 %s7, %j2
  %s9 = add i32 %s8, %k2
  %s10 = add i32 %s9, %l2
  %s11 = add i32 %s10, %x
  %p0 = getelementptr [20000 x i32], [20000 x i32]* %arr, i32 0, i32 7
  %y = load i32, i32* %p0
  %s12 = add i32 %s11, %y
  ret i32 %s12
}

define i32 @main() {
  %r = call i32 @work(i32 100)
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %u = call i32 (i8*, ...) @printf(i8* %f, i32 %r)
  %t = and i32 %r, 127
  ret i32 %t
}
"#;

/// A dynamic alloca whose i8 count is computed (its register holds
/// bits above the byte): the count is unsigned, 255 elements, all
/// written. Read as a word, the count once wrapped the size to 0 and
/// the stores overwrote the saved return addresses.
const NARROW_DYNAMIC_ALLOCA_COUNT: &str = r#"
define i32 @fill(i32 %seed) {
entry:
  %wide = sub i32 %seed, 1
  %n = trunc i32 %wide to i8
  %buf = alloca i32, i8 %n
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %p = getelementptr i32, i32* %buf, i32 %i
  store i32 %i, i32* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 255
  br i1 %more, label %loop, label %sum
sum:
  %j = phi i32 [0, %loop], [%j1, %sum]
  %s = phi i32 [0, %loop], [%s1, %sum]
  %q = getelementptr i32, i32* %buf, i32 %j
  %v = load i32, i32* %q
  %s1 = add i32 %s, %v
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, 255
  br i1 %again, label %sum, label %done
done:
  ret i32 %s1
}

define i32 @main() {
  %keep = alloca i32
  store i32 7, i32* %keep
  %r = call i32 @fill(i32 0)
  %k = load i32, i32* %keep
  %t = add i32 %r, %k
  %m = urem i32 %t, 251
  ret i32 %m
}
"#;

#[test]
fn regression_programs_run_in_every_configuration() {
    check_all(&regressions());
}

/// The words of a compiled object's `.text`.
fn text_words(obj: &egret::cpu0::object::ObjectFile) -> Vec<u32> {
    let Some(s) = obj.section_by_name(".text") else {
        return Vec::new();
    };
    let data = &obj.sections[s].data;
    (0..data.len() / 4)
        .filter_map(|i| read_word(data, 4 * i, obj.endian))
        .collect()
}

/// What every instruction egret emits must satisfy (ARCHITECTURE.md
/// "Target decisions" 1, 5, 11; CPU0.md §2.5): it decodes at the target's
/// ISA level (no `slt*`/`beq`/`bne` on cpu032I); never the trapping
/// `add`/`sub`; `sltiu` only with immediates 0..0x7FFF; no load or `slt*`
/// into `$zero`; and, when `nops` is set (-O0), a `nop` in every delay slot.
fn check_code(words: &[u32], level: IsaLevel, nops: bool) -> Result<(), String> {
    let mut prev_delayed: Option<Opcode> = None;
    for (i, &w) in words.iter().enumerate() {
        let at = 4 * i;
        if w == egret::lower::emit::TRAP_WORD {
            if let Some(op) = prev_delayed {
                return Err(format!(
                    "{at:#x}: a trap word in the delay slot of `{op:?}`"
                ));
            }
            continue;
        }
        let inst = decode_at(w, level).map_err(|e| format!("{at:#x}: {w:#010x}: {e:?}"))?;
        if let Some(op) = prev_delayed
            && nops
            && inst != egret::cpu0::isa::Inst::NOP
        {
            return Err(format!(
                "{at:#x}: `{op:?}` has `{:?}` in its delay slot",
                inst.op
            ));
        }
        match inst.op {
            Opcode::Add | Opcode::Sub => return Err(format!("{at:#x}: trapping `{:?}`", inst.op)),
            Opcode::Sltiu if !(0..=0x7FFF).contains(&inst.imm) => {
                return Err(format!("{at:#x}: `sltiu` with immediate {}", inst.imm));
            }
            Opcode::Ld
            | Opcode::Lb
            | Opcode::Lbu
            | Opcode::Lh
            | Opcode::Lhu
            | Opcode::Slt
            | Opcode::Sltu
            | Opcode::Slti
            | Opcode::Sltiu
                if inst.ra == egret::cpu0::isa::Reg::ZERO =>
            {
                return Err(format!("{at:#x}: `{:?}` into $zero", inst.op));
            }
            _ => {}
        }
        prev_delayed = inst.op.has_delay_slot().then_some(inst.op);
    }
    match prev_delayed {
        Some(op) => Err(format!("`{op:?}` at the end of .text without a delay slot")),
        None => Ok(()),
    }
}

#[test]
fn compiled_code_obeys_the_target_rules() {
    let programs = corpus();
    let failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(p) = programs.get(i) else { break };
                    for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                        for endian in [Endian::Big, Endian::Little] {
                            for opt in [OptLevel::O0, OptLevel::O2] {
                                let opts = Options {
                                    opt,
                                    target: Target { endian, isa },
                                    check_regalloc: false,
                                    ..Options::default()
                                };
                                let result = egret::compile_text(&p.name, &p.text, &opts)
                                    .map_err(|e| e.to_string())
                                    .and_then(|(_, c)| {
                                        check_code(&text_words(&c.object), isa, opt == OptLevel::O0)
                                    });
                                if let Err(e) = result {
                                    failures
                                        .lock()
                                        .expect("no worker panics holding the lock")
                                        .push(format!(
                                            "{} [{opt:?} {endian:?} {}]: {e}",
                                            p.name,
                                            isa.name()
                                        ));
                                }
                            }
                        }
                    }
                }
            });
        }
    });
    // The runtime's IR members are compiled by the same backend, at -O2
    // (filled delay slots), whatever the program's level.
    for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
        let target = Target {
            endian: Endian::Big,
            isa,
        };
        let members = egret::runtime_members(target).expect("the runtime builds");
        for (i, m) in members.iter().enumerate() {
            if let Err(e) = check_code(&text_words(m), isa, false) {
                failures
                    .lock()
                    .expect("no panics")
                    .push(format!("runtime member {i} [{}]: {e}", isa.name()));
            }
        }
    }
    let failures = failures.into_inner().expect("workers finished");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Constructs the backend cannot compile are diagnostics naming their
/// line, never a crash: a global or an `alloca` larger than the machine's
/// memory (the global once made the compiler abort allocating it). At -O0
/// the line is the instruction's own; the mid-end may move the use.
#[test]
fn oversized_objects_are_diagnostics_naming_the_line() {
    let cases = [
        (
            "@g = global [1000000000 x i64] zeroinitializer\n\
             declare void @use(i64*)\n\
             define i32 @main() {\n  \
             %q = getelementptr [1000000000 x i64], [1000000000 x i64]* @g, i32 0, i32 5\n  \
             call void @use(i64* %q)\n  ret i32 0\n}\n",
            "4:3",
            ": error: in function `main`: global `@g` is 8000000000 bytes, more than the Cpu0's 16 MiB",
        ),
        (
            "define i32 @main() {\n  %p = alloca [1000000000 x i64]\n  \
             %q = getelementptr [1000000000 x i64], [1000000000 x i64]* %p, i32 0, i32 5\n  \
             call void @use(i64* %q)\n  ret i32 0\n}\n\
             declare void @use(i64*)\n",
            "2:3",
            ": error: in function `main`: `alloca` of 8000000000 bytes does not fit",
        ),
    ];
    for (text, o0_loc, message) in cases {
        for opt in [OptLevel::O0, OptLevel::O2] {
            let opts = Options {
                opt,
                ..Options::default()
            };
            let e = match egret::compile_text("big.ll", text, &opts) {
                Ok(_) => panic!("{opt:?} compiled:\n{text}"),
                Err(e) => e,
            };
            let msg = e.to_string();
            let (loc, rest) = msg.split_at(msg.find(": error").unwrap_or(0));
            let line = loc.split(':').next().and_then(|l| l.parse::<u32>().ok());
            assert!(
                matches!(e, egret::Error::Compile(_))
                    && rest.starts_with(message)
                    && line.is_some_and(|l| l > 0)
                    && (opt != OptLevel::O0 || loc == o0_loc),
                "{opt:?}: {msg}\nwant {o0_loc}{message}"
            );
        }
    }
}

/// The `egret` binary, run in `dir`.
fn egret(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the egret binary runs")
}

fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const ARGV_PROGRAM: &str = r#"declare i64 @ll_atol(i8*)
declare i32 @printf(i8*, ...)
@fmt = global [9 x i8] c"sum %ld\0A\00"

define i32 @main(i32 %argc, i8** %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [1, %entry], [%i1, %body]
  %s = phi i64 [0, %entry], [%s1, %body]
  %more = icmp slt i32 %i, %argc
  br i1 %more, label %body, label %done
body:
  %pp = getelementptr i8*, i8** %argv, i32 %i
  %p = load i8*, i8** %pp
  %v = call i64 @ll_atol(i8* %p)
  %s1 = add i64 %s, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  %f = getelementptr [9 x i8], [9 x i8]* @fmt, i32 0, i32 0
  %n = call i32 (i8*, ...) @printf(i8* %f, i64 %s)
  %r = trunc i64 %s to i32
  ret i32 %r
}
"#;

#[test]
fn cli_compile_writes_objects_assembly_and_executables() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let d = dir.path();
    std::fs::write(d.join("sum.ll"), ARGV_PROGRAM).expect("write");
    // -S: lbd-syntax assembly for the chosen level.
    let out = egret(
        d,
        &["compile", "sum.ll", "-S", "-mcpu", "cpu032I", "-o", "-"],
    );
    assert!(out.status.success(), "{}", text_of(&out.stderr));
    let asm = text_of(&out.stdout);
    assert!(
        asm.contains("main:") && asm.contains("jsub\tll_atol"),
        "{asm}"
    );
    assert!(asm.contains("cmp\t$sw") && !asm.contains("slt"), "{asm}");
    // -c (the default): an ELF object, named after the input.
    for (args, file) in [
        (&["compile", "sum.ll", "-c", "-O2"][..], "sum.o"),
        (
            &["compile", "sum.ll", "--emit", "exe", "--target", "cpu0el"][..],
            "sum.elf",
        ),
        (
            &[
                "compile",
                "sum.ll",
                "--emit=exe",
                "-o",
                "big.elf",
                "--target=cpu0-unknown-none-elf",
            ][..],
            "big.elf",
        ),
    ] {
        let out = egret(d, args);
        assert!(out.status.success(), "{args:?}: {}", text_of(&out.stderr));
        let bytes = std::fs::read(d.join(file)).expect("output written");
        assert!(bytes.starts_with(b"\x7fELF"), "{args:?}");
    }
    let obj = std::fs::read(d.join("sum.o")).expect("object");
    assert_eq!(obj[16..18], [0, 1], "ET_REL, big-endian");
    let exe = std::fs::read(d.join("sum.elf")).expect("executable");
    assert_eq!(
        (exe[5], exe[16], exe[17]),
        (1, 2, 0),
        "little-endian ET_EXEC"
    );
    // The executable runs as compiled.
    let out = egret(d, &["run", "sum.elf", "--", "5", "6"]);
    assert_eq!(text_of(&out.stdout), "sum 11\n");
    assert_eq!(out.status.code(), Some(11));
}

#[test]
fn cli_run_passes_arguments_and_reports_stats() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let d = dir.path();
    std::fs::write(d.join("sum.ll"), ARGV_PROGRAM).expect("write");
    for extra in [
        &["-O0"][..],
        &["-O2", "-mcpu", "cpu032I"][..],
        &["-O1", "--target", "cpu0el-unknown-none-elf", "-g"][..],
    ] {
        let mut args = vec!["run", "sum.ll", "--stats"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--", "40", "2", "-300"]);
        let out = egret(d, &args);
        assert_eq!(text_of(&out.stdout), "sum -258\n", "{extra:?}");
        assert_eq!(out.status.code(), Some(-258i32 & 0xFF), "{extra:?}");
        let stderr = text_of(&out.stderr);
        let stats = stderr.lines().last().unwrap_or_default();
        for key in [
            "\"ret\": -258",
            "\"insts\": ",
            "\"cycles\": ",
            "\"clocks\": ",
            "\"text_bytes\": ",
            "\"compile_us\": ",
        ] {
            assert!(
                stats.starts_with('{') && stats.contains(key),
                "{key} in {stats}"
            );
        }
    }
}

#[test]
fn cli_reports_bad_targets_and_bad_input_without_crashing() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let d = dir.path();
    std::fs::write(d.join("sum.ll"), ARGV_PROGRAM).expect("write");
    for target in [
        "mips",
        "x86_64-unknown-linux-gnu",
        "cpu0-bogus-bogus-bogus-bogus",
    ] {
        let out = egret(d, &["compile", "sum.ll", "--target", target]);
        let stderr = text_of(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{target}: {stderr}");
        assert!(
            stderr.contains("supported targets: cpu0 (big-endian), cpu0el (little-endian)"),
            "{target}: {stderr}"
        );
    }
    std::fs::write(
        d.join("bad.ll"),
        "define i32 @main() {\n  %x = add i32 1,\n  ret i32 %x\n}\n",
    )
    .expect("write");
    std::fs::write(
        d.join("huge.ll"),
        "define i32 @main() {\n  %p = alloca [900000000 x i64]\n  ret i32 0\n}\n",
    )
    .expect("write");
    std::fs::write(d.join("binary.ll"), b"\x00\xff\xfe\x01").expect("write");
    for (file, want) in [
        ("bad.ll", "bad.ll:3:3: error: "),
        (
            "huge.ll",
            "huge.ll:2:3: error: in function `main`: `alloca` of",
        ),
        ("binary.ll", "error: binary.ll is not UTF-8 text"),
        ("missing.ll", "error: cannot read missing.ll"),
    ] {
        for cmd in ["compile", "run"] {
            let out = egret(d, &[cmd, file]);
            let stderr = text_of(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{cmd} {file}: {stderr}");
            assert!(stderr.starts_with(want), "{cmd} {file}: {stderr}");
            assert!(!stderr.contains("panicked"), "{cmd} {file}: {stderr}");
        }
    }
}

/// Operand values for width `bits`: the boundaries of every immediate form
/// (`addiu`'s signed 16 bits, `andi`/`ori`/`xori`'s unsigned 16 bits,
/// `sltiu`'s 0..0x7FFF), of each word of an i64 and of each width,
/// truncated to the width, as the signed decimals the IR spells.
fn matrix_values(bits: u32, for_constants: bool) -> Vec<i64> {
    if bits == 1 {
        return vec![0, 1];
    }
    let raw: &[i64] = if for_constants {
        &[
            0,
            1,
            -1,
            2,
            3,
            64,
            4096,
            0x7FFF,
            0x8000,
            0xFFFF,
            0x10000,
            -0x8000,
            -0x8001,
            0x1234_5678,
            0x8000_0000,
            0x1_0000_0000,
            0x7FFF_0000_0001,
        ]
    } else {
        &[
            0,
            1,
            2,
            -1,
            -2,
            100,
            -100,
            0x7F,
            0x80,
            0xFF,
            0x7FFF,
            0x8000,
            0xFFFF,
            0x1_0000,
            0x7FFF_FFFF,
            0x8000_0000,
            0xFFFF_FFFF,
            0x1_0000_0000,
            i64::MAX,
            i64::MIN,
            0x0123_4567_89AB_CDEF,
            -0x0123_4567_89AB_CDEF,
        ]
    };
    let mut out = Vec::new();
    for &v in raw {
        let t = if bits == 64 {
            v
        } else {
            (v << (64 - bits)) >> (64 - bits)
        };
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// One LLVM IR program that exercises every IR operation the backend
/// lowers, for every width, with variable operands and with constants at
/// the edges of every immediate form: binary operators, compares as values
/// and fused into branches, `select`, casts, loads and stores. Each group
/// prints one line: its name and a hash of all its results.
fn op_matrix_program() -> String {
    let mut m = OpMatrix::default();
    m.value_tables();
    for w in MATRIX_WIDTHS {
        m.binary_ops(w);
        m.compares(w);
        m.selects(w);
        m.casts(w);
        m.memory(w);
    }
    m.finish()
}

const MATRIX_BINOPS: [&str; 13] = [
    "add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "shl", "lshr", "ashr", "and", "or", "xor",
];
const MATRIX_CCS: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const MATRIX_WIDTHS: [u32; 5] = [1, 8, 16, 32, 64];

/// The op-matrix program being written: each group is a function under
/// test plus a driver `@drive_NAME` that hashes its results over the value
/// tables.
#[derive(Default)]
struct OpMatrix {
    /// Globals.
    g: String,
    /// Functions.
    f: String,
    /// The drivers' names, in order.
    groups: Vec<String>,
}

/// Appends the IR that turns `r` of type `ty` into the i64 `out` for
/// hashing.
fn hash_ext(f: &mut String, ty: &str, r: &str, out: &str) {
    use std::fmt::Write as _;
    let _ = match ty {
        "i64" => writeln!(f, "  {out} = add i64 {r}, 0"),
        "i1" => writeln!(f, "  {out} = zext i1 {r} to i64"),
        _ => writeln!(f, "  {out} = sext {ty} {r} to i64"),
    };
}

/// The smallest signed value of width `w` (-1 for i1).
fn width_min(w: u32) -> i64 {
    if w == 1 { -1 } else { i64::MIN >> (64 - w) }
}

/// The constant right operands `op` on width `w` is tested with: the
/// table's constants a valid divisor or shift amount, plus shift amounts
/// around the half and full width.
fn binop_constants(op: &str, w: u32) -> Vec<i64> {
    let shift = matches!(op, "shl" | "lshr" | "ashr");
    matrix_values(w, true)
        .into_iter()
        .filter(|&k| match op {
            "udiv" | "urem" => k != 0,
            "sdiv" | "srem" => k != 0 && k != -1,
            "shl" | "lshr" | "ashr" => (k as u64) < w as u64,
            _ => true,
        })
        .chain(if shift && w > 1 {
            vec![(w / 2 - 1) as i64, (w / 2) as i64, (w - 1) as i64, 31, 33]
                .into_iter()
                .filter(|&k| k < w as i64)
                .collect()
        } else {
            Vec::new()
        })
        .collect()
}

impl OpMatrix {
    /// The value tables each driver loops over: `@vals{w}` per width.
    fn value_tables(&mut self) {
        use std::fmt::Write as _;
        for w in MATRIX_WIDTHS {
            let vals = matrix_values(w, false);
            let items: Vec<String> = vals.iter().map(|v| format!("i{w} {v}")).collect();
            let _ = writeln!(
                self.g,
                "@vals{w} = global [{} x i{w}] [{}]",
                vals.len(),
                items.join(", ")
            );
        }
    }

    /// A driver calling `@{name}(a, b)` for every pair of table values (or
    /// `@{name}(a)` for each value when `binary` is false), hashing results.
    fn driver(&mut self, name: &str, w: u32, ret: &str, binary: bool) {
        use std::fmt::Write as _;
        let f = &mut self.f;
        let n = matrix_values(w, false).len();
        let t = format!("i{w}");
        let _ = writeln!(
            f,
            "define i64 @drive_{name}() {{\nentry:\n  br label %outer\nouter:\n  \
             %i = phi i32 [0, %entry], [%i1, %outer_end]\n  \
             %h = phi i64 [0, %entry], [%h2, %outer_end]\n  \
             %pa = getelementptr [{n} x {t}], [{n} x {t}]* @vals{w}, i32 0, i32 %i\n  \
             %a = load {t}, {t}* %pa\n  br label %inner\ninner:\n  \
             %j = phi i32 [0, %outer], [%j1, %inner]\n  \
             %hi = phi i64 [%h, %outer], [%hn, %inner]\n  \
             %pb = getelementptr [{n} x {t}], [{n} x {t}]* @vals{w}, i32 0, i32 %j\n  \
             %b = load {t}, {t}* %pb"
        );
        if binary {
            let _ = writeln!(f, "  %r = call {ret} @{name}({t} %a, {t} %b)");
        } else {
            let _ = writeln!(f, "  %r = call {ret} @{name}({t} %a)");
        }
        hash_ext(f, ret, "%r", "%rx");
        let inner_n = if binary { n } else { 1 };
        let _ = writeln!(
            f,
            "  %hm = mul i64 %hi, 1000003\n  %hn = add i64 %hm, %rx\n  \
             %j1 = add i32 %j, 1\n  %jc = icmp slt i32 %j1, {inner_n}\n  \
             br i1 %jc, label %inner, label %outer_end\nouter_end:\n  \
             %h2 = add i64 %hn, 0\n  %i1 = add i32 %i, 1\n  %ic = icmp slt i32 %i1, {n}\n  \
             br i1 %ic, label %outer, label %done\ndone:\n  ret i64 %h2\n}}\n"
        );
        self.groups.push(name.to_string());
    }

    /// Every binary operator on width `w`: variable operands, then
    /// constant right operands.
    fn binary_ops(&mut self, w: u32) {
        for op in MATRIX_BINOPS {
            if w == 1 && matches!(op, "sdiv" | "srem") {
                continue; // i1's only divisor is -1, and -1 / -1 overflows
            }
            self.binop_variable(op, w);
            self.binop_constants(op, w);
        }
    }

    /// `op` on two variable operands; divisors and shift amounts made valid.
    fn binop_variable(&mut self, op: &str, w: u32) {
        use std::fmt::Write as _;
        let (t, m) = (format!("i{w}"), width_min(w));
        let f = &mut self.f;
        let name = format!("{op}_{t}_vv");
        let _ = writeln!(f, "define {t} @{name}({t} %a, {t} %b) {{");
        let rhs = match op {
            "shl" | "lshr" | "ashr" => {
                let _ = writeln!(f, "  %bv = and {t} %b, {}", if w == 1 { 0 } else { w - 1 });
                "%bv"
            }
            "udiv" | "urem" => {
                let _ = writeln!(
                    f,
                    "  %bz = icmp eq {t} %b, 0\n  %bv = select i1 %bz, {t} 1, {t} %b"
                );
                "%bv"
            }
            "sdiv" | "srem" => {
                let _ = writeln!(
                    f,
                    "  %bz = icmp eq {t} %b, 0\n  %b1 = select i1 %bz, {t} 1, {t} %b\n  \
                     %am = icmp eq {t} %a, {m}\n  %bm = icmp eq {t} %b1, -1\n  \
                     %ov = and i1 %am, %bm\n  %bv = select i1 %ov, {t} 1, {t} %b1"
                );
                "%bv"
            }
            _ => "%b",
        };
        let _ = writeln!(f, "  %r = {op} {t} %a, {rhs}\n  ret {t} %r\n}}");
        self.driver(&name, w, &t, true);
    }

    /// `op` with constant right operands, all hashed in one function.
    fn binop_constants(&mut self, op: &str, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        let f = &mut self.f;
        let name = format!("{op}_{t}_vk");
        let _ = writeln!(f, "define i64 @{name}({t} %a) {{");
        let mut acc = "0".to_string();
        for (n, k) in binop_constants(op, w).iter().enumerate() {
            let _ = writeln!(f, "  %r{n} = {op} {t} %a, {k}");
            hash_ext(f, &t, &format!("%r{n}"), &format!("%x{n}"));
            let _ = writeln!(
                f,
                "  %m{n} = mul i64 {acc}, 31\n  %s{n} = add i64 %m{n}, %x{n}"
            );
            acc = format!("%s{n}");
        }
        let _ = writeln!(f, "  ret i64 {acc}\n}}");
        self.driver(&name, w, "i64", false);
    }

    /// Compares on width `w`: as values and as branch conditions, variable
    /// and constant; at 32 bits also pointer compares.
    fn compares(&mut self, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        for cc in MATRIX_CCS {
            let name = format!("icmp_{cc}_{t}_vv");
            let _ = writeln!(
                self.f,
                "define i1 @{name}({t} %a, {t} %b) {{\n  %r = icmp {cc} {t} %a, %b\n  ret i1 %r\n}}"
            );
            self.driver(&name, w, "i1", true);
            let name = format!("br_{cc}_{t}_vv");
            let _ = writeln!(
                self.f,
                "define i32 @{name}({t} %a, {t} %b) {{\n  %c = icmp {cc} {t} %a, %b\n  \
                 br i1 %c, label %yes, label %no\nyes:\n  ret i32 1\nno:\n  ret i32 2\n}}"
            );
            self.driver(&name, w, "i32", true);
            self.compare_constants(cc, w);
        }
        // Pointers compare as addresses (signed orders would depend on the
        // pointer size, as lli's 64-bit pointers show).
        if w == 32 {
            for cc in ["eq", "ne", "ult", "ule", "ugt", "uge"] {
                let name = format!("icmp_{cc}_ptr_vv");
                let _ = writeln!(
                    self.f,
                    "define i1 @{name}(i32 %a, i32 %b) {{\n  %p = inttoptr i32 %a to i8*\n  \
                     %q = inttoptr i32 %b to i8*\n  %r = icmp {cc} i8* %p, %q\n  ret i1 %r\n}}"
                );
                self.driver(&name, w, "i1", true);
            }
        }
    }

    /// `icmp cc` against each table constant, as a value and fused into a
    /// branch, all hashed in one function.
    fn compare_constants(&mut self, cc: &str, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        let f = &mut self.f;
        let name = format!("icmp_{cc}_{t}_vk");
        let _ = writeln!(f, "define i64 @{name}({t} %a) {{\nentry:");
        let mut acc = "0".to_string();
        let mut block = "entry".to_string();
        for (n, k) in matrix_values(w, true).iter().enumerate() {
            // As a value, then fused into a branch.
            let _ = writeln!(
                f,
                "  %v{n} = icmp {cc} {t} %a, {k}\n  %x{n} = zext i1 %v{n} to i64\n  \
                 %m{n} = mul i64 {acc}, 7\n  %s{n} = add i64 %m{n}, %x{n}\n  \
                 %c{n} = icmp {cc} {t} %a, {k}\n  br i1 %c{n}, label %t{n}, label %j{n}\n\
                 t{n}:\n  br label %j{n}\nj{n}:\n  \
                 %p{n} = phi i64 [%s{n}, %{block}], [%s{n}, %t{n}]\n  \
                 %q{n} = phi i64 [3, %{block}], [5, %t{n}]\n  \
                 %a{n} = add i64 %p{n}, %q{n}"
            );
            acc = format!("%a{n}");
            block = format!("j{n}");
        }
        let _ = writeln!(f, "  ret i64 {acc}\n}}");
        self.driver(&name, w, "i64", false);
    }

    /// `select` on width `w`: on a boolean argument (movn) and on a
    /// single-use equality (movz).
    fn selects(&mut self, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        let name = format!("select_{t}_vv");
        let cond = if w == 1 {
            "%c = xor i1 %b, false"
        } else {
            &format!("%c = trunc {t} %b to i1")
        };
        let _ = writeln!(
            self.f,
            "define {t} @{name}({t} %a, {t} %b) {{\n  {cond}\n  \
             %r = select i1 %c, {t} %a, {t} %b\n  ret {t} %r\n}}"
        );
        self.driver(&name, w, &t, true);
        let name = format!("select_eq_{t}_vv");
        let _ = writeln!(
            self.f,
            "define {t} @{name}({t} %a, {t} %b) {{\n  %c = icmp eq {t} %a, %b\n  \
             %r = select i1 %c, {t} %a, {t} 1\n  ret {t} %r\n}}"
        );
        self.driver(&name, w, &t, true);
    }

    /// Casts from width `w` to every other width, and pointer casts (values
    /// that fit the 32-bit address space only, so a 64-bit host agrees).
    fn casts(&mut self, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        for to in MATRIX_WIDTHS {
            let tt = format!("i{to}");
            let ops: &[&str] = if to > w {
                &["zext", "sext"]
            } else if to < w {
                &["trunc"]
            } else {
                &[]
            };
            for op in ops {
                let name = format!("{op}_{t}_{tt}");
                let _ = writeln!(
                    self.f,
                    "define {tt} @{name}({t} %a) {{\n  %r = {op} {t} %a to {tt}\n  ret {tt} %r\n}}"
                );
                self.driver(&name, w, &tt, false);
            }
        }
        if w <= 32 && w > 1 {
            for to in [8, 16, 32, 64] {
                let name = format!("ptrcast_{t}_i{to}");
                let _ = writeln!(
                    self.f,
                    "define i{to} @{name}({t} %a) {{\n  %p = inttoptr {t} %a to i32*\n  \
                     %r = ptrtoint i32* %p to i{to}\n  ret i{to} %r\n}}"
                );
                self.driver(&name, w, &format!("i{to}"), false);
            }
        }
    }

    /// Stores and loads of width `w` through a stack slot and a global.
    fn memory(&mut self, w: u32) {
        use std::fmt::Write as _;
        let t = format!("i{w}");
        let _ = writeln!(self.g, "@cell{w} = global {t} 0");
        let name = format!("mem_{t}");
        let _ = writeln!(
            self.f,
            "define {t} @{name}({t} %a) {{\n  %s = alloca {t}\n  store {t} %a, {t}* %s\n  \
             %v = load {t}, {t}* %s\n  store {t} %v, {t}* @cell{w}\n  \
             %r = load {t}, {t}* @cell{w}\n  ret {t} %r\n}}"
        );
        self.driver(&name, w, &t, false);
    }

    /// The program: globals, functions, and `main` running every driver
    /// and printing its name and hash.
    fn finish(mut self) -> String {
        use std::fmt::Write as _;
        let g = &mut self.g;
        let _ = writeln!(
            g,
            "@fmt = global [9 x i8] c\"%s %lld\\0A\\00\"\ndeclare i32 @printf(i8*, ...)"
        );
        let mut main = String::from("define i32 @main() {\n");
        for (n, name) in self.groups.iter().enumerate() {
            let len = name.len() + 1;
            let _ = writeln!(g, "@name{n} = global [{len} x i8] c\"{name}\\00\"");
            let _ = writeln!(
                main,
                "  %h{n} = call i64 @drive_{name}()\n  \
                 %n{n} = getelementptr [{len} x i8], [{len} x i8]* @name{n}, i32 0, i32 0\n  \
                 %f{n} = getelementptr [9 x i8], [9 x i8]* @fmt, i32 0, i32 0\n  \
                 %c{n} = call i32 (i8*, ...) @printf(i8* %f{n}, i8* %n{n}, i64 %h{n})"
            );
        }
        main.push_str("  ret i32 0\n}\n");
        format!("{}\n{}\n{main}", self.g, self.f)
    }
}

#[test]
fn every_operation_at_every_width_runs_in_every_configuration() {
    let text = op_matrix_program();
    let groups = text.matches("define i64 @drive_").count();
    assert!(groups > 300, "only {groups} groups");
    check_all(&[Program {
        name: "op_matrix".into(),
        text,
        args: Vec::new(),
        recorded: None,
    }]);
}
