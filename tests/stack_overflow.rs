//! The stack, the heap and division by zero at run time (issue 18, items 2 and
//! 9): runaway recursion traps with "stack overflow" in the recursing
//! function instead of overwriting data or code; the heap allocator returns
//! null rather than grow into the stack; and `--strict` runs trap on
//! division by zero, in user code and in the runtime's i64 routines, where
//! plain runs keep the hardware's behaviour. Compiled through the library
//! API at -O0 and -O2, linked with the runtime, run on the simulator.

use egret::cpu0::sim::TrapKind;
use egret::{Error, OptLevel, Options, RunOptions, Target, compile_text, link_with_runtime};
use egret_cpu0::isa::{Endian, IsaLevel};

/// Every frame holds a local whose address the callee receives, so no
/// optimisation can turn the recursion into a loop; 2,000,000 calls need far
/// more than the 16 MiB machine has.
const DEEP: &str = "@g = global i64 55

define i64 @down(i64 %n, i64* %up) {
entry:
  %slot = alloca i64
  store i64 %n, i64* %slot
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %m = sub i64 %n, 1
  %r = call i64 @down(i64 %m, i64* %slot)
  %v = load i64, i64* %up
  %s = add i64 %r, %v
  ret i64 %s
done:
  ret i64 0
}

define i64 @main() {
entry:
  %top = alloca i64
  store i64 0, i64* %top
  %r = call i64 @down(i64 2000000, i64* %top)
  %g = load i64, i64* @g
  %s = add i64 %r, %g
  ret i64 %s
}
";

fn targets() -> [Target; 2] {
    [
        Target {
            endian: Endian::Big,
            isa: IsaLevel::Cpu032II,
        },
        Target {
            endian: Endian::Little,
            isa: IsaLevel::Cpu032I,
        },
    ]
}

/// Compiles `text` (with DWARF) and runs it with `args` as argv.
fn run(
    text: &str,
    opt: OptLevel,
    target: Target,
    strict: bool,
    args: &[&str],
) -> Result<egret::RunOutcome, Error> {
    let opts = Options {
        opt,
        target,
        debug_info: true,
        ..Options::default()
    };
    let (_, compiled) = compile_text("t.ll", text, &opts).unwrap_or_else(|e| panic!("{e}"));
    let exe = link_with_runtime(&[compiled.object], target).unwrap_or_else(|e| panic!("{e}"));
    let run_opts = RunOptions {
        max_steps: Some(200_000_000),
        strict,
        ..RunOptions::new(target)
    };
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    egret::run_executable(&exe, &args, &run_opts)
}

fn expect_trap(r: Result<egret::RunOutcome, Error>, kind: TrapKind) -> (String, String) {
    match r {
        Err(Error::Trap { trap, location, .. }) => {
            assert_eq!(trap.kind, kind, "{trap} in {location}");
            (trap.message, location)
        }
        Err(e) => panic!("expected a {kind:?} trap, got error {e}"),
        Ok(o) => panic!("expected a {kind:?} trap, got result {}", o.ret),
    }
}

#[test]
fn deep_recursion_traps_as_stack_overflow_in_the_function() {
    for opt in [OptLevel::O0, OptLevel::O2] {
        for target in targets() {
            let r = run(DEEP, opt, target, false, &["t"]);
            let (message, location) = expect_trap(r, TrapKind::StackOverflow);
            assert!(message.starts_with("stack overflow"), "{message}");
            assert!(
                location.starts_with("down"),
                "{opt:?} {target:?}: trap in {location}"
            );
            assert!(location.contains("(t.ll:"), "source line: {location}");
        }
    }
}

#[test]
fn shallow_recursion_still_runs() {
    let text = DEEP.replace("2000000", "1000");
    for opt in [OptLevel::O0, OptLevel::O2] {
        let out = run(&text, opt, Target::default(), true, &["t"])
            .unwrap_or_else(|e| panic!("{opt:?}: {e}"));
        // down(k) adds its caller's local, k + 1, for k < 1000: 2 + ... + 1000.
        assert_eq!(out.ret, 500_499 + 55, "{opt:?}");
    }
}

const MALLOC: &str = "declare i8* @malloc(i64)
declare i8* @calloc(i64, i64)
declare i8* @ll_malloc(i64, i64)

define i64 @is_null(i8* %p, i64 %bit) {
entry:
  %z = icmp eq i8* %p, null
  %b = select i1 %z, i64 %bit, i64 0
  ret i64 %b
}

define i64 @main() {
entry:
  %a = call i8* @malloc(i64 4294967304)
  %fa = call i64 @is_null(i8* %a, i64 1)
  %b = call i8* @malloc(i64 16777216)
  %fb = call i64 @is_null(i8* %b, i64 2)
  %c = call i8* @calloc(i64 2147483648, i64 4)
  %fc = call i64 @is_null(i8* %c, i64 4)
  %d = call i8* @ll_malloc(i64 4294967296, i64 0)
  %fd = call i64 @is_null(i8* %d, i64 8)
  %e = call i8* @malloc(i64 64)
  %fe = call i64 @is_null(i8* %e, i64 16)
  %s1 = or i64 %fa, %fb
  %s2 = or i64 %s1, %fc
  %s3 = or i64 %s2, %fd
  %s4 = or i64 %s3, %fe
  br label %grow
grow:
  %n = phi i64 [ 0, %entry ], [ %n1, %more ]
  %p = call i8* @malloc(i64 1048576)
  %full = icmp eq i8* %p, null
  br i1 %full, label %done, label %more
more:
  %n1 = add i64 %n, 1
  br label %grow
done:
  %k = shl i64 %n, 8
  %r = or i64 %s4, %k
  ret i64 %r
}
";

#[test]
fn malloc_returns_null_instead_of_growing_into_the_stack() {
    for opt in [OptLevel::O0, OptLevel::O2] {
        for target in targets() {
            let out = run(MALLOC, opt, target, true, &["t"])
                .unwrap_or_else(|e| panic!("{opt:?} {target:?}: {e}"));
            assert_eq!(out.ret & 0xFF, 1 | 2 | 4 | 8, "{opt:?} {target:?}");
            // About 8 MiB of heap for a small program: seven 1 MiB blocks
            // after the 64 bytes, not sixteen.
            assert_eq!(out.ret >> 8, 7, "{opt:?} {target:?}");
        }
    }
}

/// `main` divides by `argc - 1`, which is 0 when the program gets only its
/// name: in i32 (a `div`/`divu` instruction) and in i64 with a dividend of
/// 2^40 (the runtime's routines, wide path).
fn division(op: &str, ty: &str) -> String {
    let (widen, dividend, back) = if ty == "i32" {
        ("%d = trunc i64 %dm to i32", "7", "%w = sext i32 %q to i64")
    } else {
        ("%d = add i64 %dm, 0", "1099511627776", "%w = add i64 %q, 0")
    };
    format!(
        "define i64 @main(i64 %argc, i8** %argv) {{
entry:
  %dm = sub i64 %argc, 1
  {widen}
  %q = {op} {ty} {dividend}, %d
  {back}
  %r = add i64 %w, 3
  ret i64 %r
}}
"
    )
}

#[test]
fn strict_runs_trap_on_division_by_zero_plain_runs_do_not() {
    for opt in [OptLevel::O0, OptLevel::O2] {
        for target in targets() {
            for op in ["sdiv", "srem", "udiv", "urem"] {
                for ty in ["i32", "i64"] {
                    let text = division(op, ty);
                    let what = format!("{op} {ty} {opt:?} {target:?}");
                    let ok = run(&text, opt, target, true, &["t", "x"])
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                    assert!(ok.ret != 0, "{what}: divides by 1");
                    run(&text, opt, target, false, &["t"])
                        .unwrap_or_else(|e| panic!("{what}: plain run traps: {e}"));
                    let (_, location) = expect_trap(
                        run(&text, opt, target, true, &["t"]),
                        TrapKind::DivisionByZero,
                    );
                    if ty == "i32" {
                        assert!(location.starts_with("main"), "{what}: {location}");
                        assert!(location.contains("(t.ll:5:"), "{what}: {location}");
                    } else {
                        let routine = location.split('+').next().unwrap_or("");
                        assert!(
                            ["__divdi3", "__udivdi3", "__moddi3", "__umoddi3"].contains(&routine),
                            "{what}: the entry point the program called: {location}"
                        );
                    }
                }
            }
        }
    }
}
