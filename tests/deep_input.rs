//! Deep input compiles at -O2 on a small native stack: long dependence
//! chains, long chains of loads and stores through one `alloca`, and long
//! chains of calls of a small function (a chain once inlined). Functions
//! are compiled on rayon's worker threads, whose stacks are 2 MiB like the
//! thread each test spawns here; before elaboration used an explicit stack,
//! -O1 and -O2 aborted with a stack overflow from a chain of ~3,100 values.
//! Each result is checked against the IR interpreter.

use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{OptLevel, Options, RunOptions, Target};
use std::fmt::Write as _;

/// The stack of a rayon worker thread.
const STACK: usize = 2 << 20;

/// `main` that calls `@f` with `argc + 5` and exits with the low 7 bits.
const MAIN: &str = "define i32 @main(i32 %argc, i8** %argv) {
  %a = sext i32 %argc to i64
  %b = add i64 %a, 5
  %r = call i64 @f(i64 %b)
  %t = trunc i64 %r to i32
  %m = and i32 %t, 127
  ret i32 %m
}
";

/// `%v_i = op i64 %v_{i-1}, %b` for `i` in `1..n`.
fn chain(n: usize, op: &str) -> String {
    let mut s = String::from("define i64 @f(i64 %b) {\n  %v0 = add i64 %b, 1\n");
    for i in 1..n {
        let _ = writeln!(s, "  %v{i} = {op} i64 %v{}, %b", i - 1);
    }
    let _ = write!(s, "  ret i64 %v{}\n}}\n{MAIN}", n - 1);
    s
}

/// `n` rounds of load, xor, store through one `alloca` (mem2reg turns
/// them into one chain).
fn memory_chain(n: usize) -> String {
    let mut s =
        String::from("define i64 @f(i64 %b) {\n  %p = alloca i64\n  store i64 %b, i64* %p\n");
    for i in 0..n {
        let _ = writeln!(
            s,
            "  %x{i} = load i64, i64* %p\n  %y{i} = xor i64 %x{i}, {}\n  store i64 %y{i}, i64* %p",
            i + 1
        );
    }
    let _ = write!(s, "  %r = load i64, i64* %p\n  ret i64 %r\n}}\n{MAIN}");
    s
}

/// `%v_i = call @g(%v_{i-1})` for `i` in `1..n`, `@g` small enough to
/// inline.
fn call_chain(n: usize) -> String {
    let mut s = String::from(
        "define i64 @g(i64 %x) {\n  %y = add i64 %x, 3\n  ret i64 %y\n}\n\
         define i64 @f(i64 %b) {\n  %v0 = add i64 %b, 1\n",
    );
    for i in 1..n {
        let _ = writeln!(s, "  %v{i} = call i64 @g(i64 %v{})", i - 1);
    }
    let _ = write!(s, "  ret i64 %v{}\n}}\n{MAIN}", n - 1);
    s
}

/// Compiles `text` at `opt` on a thread with a 2 MiB stack, runs it on the
/// simulator and compares `main`'s result with the interpreter's.
fn compiles_and_runs_on_a_small_stack(name: &str, text: String, opt: OptLevel) {
    let name = name.to_string();
    let worker = std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let opts = Options {
                opt,
                target: Target::default(),
                debug_info: false,
                debug_paths: Default::default(),
                check_regalloc: false,
            };
            let (module, compiled) =
                egret::compile_text(&name, &text, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
            let argv = vec![name.clone()];
            let want = run_main(
                &module,
                &InterpConfig {
                    args: argv.clone(),
                    ..Default::default()
                },
            )
            .unwrap_or_else(|e| panic!("{name}: interpreter: {e}"));
            let exe = egret::link_with_runtime(&[compiled.object], opts.target)
                .unwrap_or_else(|e| panic!("{name}: link: {e}"));
            let got = egret::run_executable(&exe, &argv, &RunOptions::new(opts.target))
                .unwrap_or_else(|e| panic!("{name}: run: {e}"));
            assert_eq!(got.ret, want.ret, "{name}: compiled code differs");
        })
        .expect("the thread starts");
    worker.join().expect("the compilation does not panic");
}

#[test]
fn a_100000_value_chain_compiles_at_o2() {
    compiles_and_runs_on_a_small_stack("xor.ll", chain(100_000, "xor"), OptLevel::O2);
}

#[test]
fn a_30000_value_chain_of_additions_compiles_at_o1() {
    compiles_and_runs_on_a_small_stack("add.ll", chain(30_000, "add"), OptLevel::O1);
}

#[test]
fn a_30000_round_chain_through_memory_compiles_at_o2() {
    compiles_and_runs_on_a_small_stack("mem.ll", memory_chain(30_000), OptLevel::O2);
}

#[test]
fn a_10000_call_chain_compiles_at_o2() {
    compiles_and_runs_on_a_small_stack("calls.ll", call_chain(10_000), OptLevel::O2);
}
