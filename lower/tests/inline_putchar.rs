//! Calls to the runtime's `putchar` lowered to its port store
//! (`CompileOptions::inline_putchar`, on above -O0). With the option the
//! code links and runs without the runtime (no call is left) and prints
//! what the runtime's `putchar` prints; the result of the call is its
//! argument, as the runtime returns it. A module that defines its own
//! `putchar` keeps calling it.

mod common;

use common::{TARGETS, parse, run_objects};
use egret_cpu0::object::ObjectFile;
use egret_lower::{CompileOptions, Target, compile_module};

const PRINTS: &str = "
declare i32 @putchar(i32)

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %c = add i32 %i, 97
  %r = call i32 @putchar(i32 %c)
  %s1 = add i32 %s, %r
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 5
  br i1 %more, label %loop, label %done
done:
  call i32 @putchar(i32 266)
  ret i32 %s1
}
";

/// Its own `putchar`, which prints each byte twice.
const OWN: &str = "
define i32 @putchar(i32 %c) {
entry:
  %b = trunc i32 %c to i8
  %p = inttoptr i32 -16777216 to i8*
  store i8 %b, i8* %p
  store i8 %b, i8* %p
  ret i32 %c
}

define i32 @main() {
entry:
  %r = call i32 @putchar(i32 120)
  ret i32 %r
}
";

fn options(target: Target, inline_putchar: bool) -> CompileOptions {
    CompileOptions {
        target,
        check_regalloc: true,
        post_regalloc: Vec::new(),
        pass_hooks: Default::default(),
        local_calls: false,
        allocate_lr: false,
        inline_putchar,
        regalloc: Default::default(),
    }
}

/// Compiles `ir` and runs it, linked with `extra`: (result, output,
/// instructions executed).
fn run(
    ir: &str,
    target: Target,
    inline_putchar: bool,
    extra: &[ObjectFile],
) -> (i64, Vec<u8>, u64) {
    let compiled = compile_module(&parse(ir), &options(target, inline_putchar))
        .unwrap_or_else(|e| panic!("{}", e[0]));
    let mut objects = vec![compiled.object];
    objects.extend_from_slice(extra);
    run_objects(&objects, target)
}

#[test]
fn putchar_calls_become_port_stores() {
    for target in TARGETS {
        let runtime = egret_lower::runtime::build_runtime(target).expect("the runtime builds");
        let (r0, out0, n0) = run(PRINTS, target, false, &runtime);
        // No runtime: a call left behind would not link.
        let (r1, out1, n1) = run(PRINTS, target, true, &[]);
        assert_eq!(out0, b"abcde\n", "{target:?}");
        assert_eq!((r1, &out1), (r0, &out0), "{target:?}");
        assert_eq!(r1, 97 + 98 + 99 + 100 + 101, "{target:?}");
        assert!(
            n1 + 5 * 4 <= n0,
            "{target:?}: {n1} with the stores, {n0} with calls"
        );
    }
}

#[test]
fn a_putchar_of_the_module_is_still_called() {
    for target in TARGETS {
        let (r, out, _) = run(OWN, target, true, &[]);
        assert_eq!((r, out.as_slice()), (120, &b"xx"[..]), "{target:?}");
    }
}
