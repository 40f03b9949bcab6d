//! regalloc2's per-thread context (`compile::allocate_registers`): a
//! function's code must not depend on which functions the same thread
//! allocated before it. A big function with hundreds of values live at
//! once (which grows the context's tables, and past a size has the
//! context replaced) is compiled first, then small functions on the same
//! thread; each small function's code is compared with the code a fresh
//! thread (a fresh context) gives it, on every target, at -O0 and with the
//! -O2 passes after allocation.

mod common;

use common::{TARGETS, parse};
use egret_llvmlite::Module;
use egret_lower::compile::FRESH_REGALLOC_CONTEXT_AFTER;
use egret_lower::mach::{MachPass, POST_REGALLOC_O2};
use egret_lower::{CompileOptions, Target, compile_function};

/// Values live at once in [`big_function`]: more than the registers, so
/// most are spilled and every allocation probe meets many conflicts.
const LIVE_VALUES: u32 = 800;

/// A function computing [`LIVE_VALUES`] products of its argument and
/// summing them in the opposite order, so all of them are live at once.
fn big_function() -> String {
    let mut ir = String::from("define i32 @big(i32 %a) {\nentry:\n");
    for k in 0..LIVE_VALUES {
        ir += &format!("  %v{k} = mul i32 %a, {}\n", k + 3);
    }
    ir += &format!("  %s{LIVE_VALUES} = add i32 %a, 1\n");
    for k in (0..LIVE_VALUES).rev() {
        ir += &format!("  %s{k} = xor i32 %s{}, %v{k}\n", k + 1);
    }
    ir += "  ret i32 %s0\n}\n";
    ir
}

/// Small functions with a loop, a call and values live across both.
const SMALL: &str = "
define i32 @fac(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %acc1, %loop ]
  %acc1 = mul i32 %acc, %i
  %i1 = add i32 %i, 1
  %more = icmp sle i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %acc1
}

define i32 @twice(i32 %x, i32 %y) {
entry:
  %a = call i32 @fac(i32 %x)
  %b = call i32 @fac(i32 %y)
  %c = add i32 %a, %x
  %d = xor i32 %c, %b
  %e = sub i32 %d, %y
  ret i32 %e
}
";

/// The options of a compile for `target` with `passes` after allocation.
fn options(target: Target, passes: &[MachPass]) -> CompileOptions {
    CompileOptions {
        target,
        post_regalloc: passes.to_vec(),
        ..CompileOptions::default()
    }
}

/// The bytes of every function of `module` but `@big`, compiled in order
/// on this thread, after `@big` when `big_first`.
fn small_code(module: &Module, opts: &CompileOptions, big_first: bool) -> Vec<(String, Vec<u8>)> {
    let mut code = Vec::new();
    for (fref, data) in module.funcs.iter() {
        let name = data.name.clone();
        if data.body.is_none() || (name == "big" && !big_first) {
            continue;
        }
        let compiled = compile_function(module, fref, opts).unwrap_or_else(|e| panic!("{e}"));
        if name == "big" {
            // Big enough to have the context replaced after it.
            assert!(compiled.stats.vcode_insts > FRESH_REGALLOC_CONTEXT_AFTER);
        } else {
            code.push((name, compiled.code.bytes));
        }
    }
    code
}

#[test]
fn code_after_a_big_function_is_the_code_a_fresh_context_gives() {
    let module = parse(&(big_function() + SMALL));
    for target in TARGETS {
        for passes in [&[][..], &POST_REGALLOC_O2[..]] {
            let opts = options(target, passes);
            let after_big = small_code(&module, &opts, true);
            let fresh = std::thread::scope(|s| {
                s.spawn(|| small_code(&module, &opts, false))
                    .join()
                    .unwrap_or_else(|_| panic!("the fresh thread panicked"))
            });
            assert_eq!(after_big.len(), 2);
            assert_eq!(after_big, fresh, "{target:?}, {} passes", passes.len());
        }
    }
}
