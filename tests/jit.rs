//! The JIT embedder API end to end: incremental modules and redefinition,
//! embedder memory, host functions (stack and i64 arguments, memory access,
//! failures), the builder, statistics, errors that leave the JIT usable, and
//! every target (both byte orders, both ISA levels) at -O0 and -O2.

use egret::Error;
use egret::ir::{BinOp, ConstInit, IntCC, ModuleBuilder, Ty};
use egret::jit::{CallStats, Endian, FnSignature, IsaLevel, Jit, JitOptions, OptLevel, ValType};
use std::sync::{Arc, Mutex};

#[allow(dead_code)]
#[path = "../examples/jit.rs"]
mod example;

/// Every target at both optimization levels.
fn all_options() -> Vec<JitOptions> {
    let mut out = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                out.push(
                    JitOptions::default()
                        .with_endian(endian)
                        .with_isa(isa)
                        .with_opt(opt),
                );
            }
        }
    }
    out
}

fn jit() -> Jit {
    Jit::new(JitOptions::default())
}

const FAC: &str = "
define i64 @fac(i64 %n) {
  %small = icmp sle i64 %n, 1
  br i1 %small, label %done, label %rec
done:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call i64 @fac(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}
";

#[test]
fn the_contract_example() {
    let mut jit = Jit::new(JitOptions::default());
    jit.register_host_fn("host_twice", |args: &[i64]| args[0] * 2)
        .unwrap();
    jit.add_ir(FAC).unwrap();
    jit.add_ir(
        "declare i64 @host_twice(i64)
         declare i64 @fac(i64)
         define i64 @twice_fac(i64 %n) {
           %f = call i64 @fac(i64 %n)
           %r = call i64 @host_twice(i64 %f)
           ret i64 %r
         }",
    )
    .unwrap();
    let v: i64 = jit.call("fac", &[10]).unwrap();
    assert_eq!(v, 3_628_800);
    assert_eq!(
        jit.call("twice_fac", &[20]).unwrap(),
        2 * 2_432_902_008_176_640_000
    );
    assert_eq!(jit.options().opt, OptLevel::O2);
    assert_eq!(jit.options().target.endian, Endian::Big);
    assert_eq!(jit.options().target.isa, IsaLevel::Cpu032II);
}

// ----- 1. incremental modules -------------------------------------------------------

#[test]
fn later_modules_call_earlier_ones_and_redefinition_replaces() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        let first = jit
            .add_ir(
                "define i64 @scale(i64 %x) {
                   %r = mul i64 %x, 10
                   ret i64 %r
                 }
                 define i64 @apply(i64 %x) {
                   %r = call i64 @scale(i64 %x)
                   %s = add i64 %r, 1
                   ret i64 %s
                 }",
            )
            .unwrap();
        assert_eq!(first.name, "jit1.ll");
        assert_eq!(first.functions, ["scale", "apply"]);
        // A later module calls both (declared or implicitly declared).
        let second = jit
            .add_ir(
                "declare i64 @apply(i64)
                 define i64 @twice(i64 %x) {
                   %a = call i64 @apply(i64 %x)
                   %b = call i64 @scale(i64 %a)
                   ret i64 %b
                 }",
            )
            .unwrap();
        assert_eq!(second.warnings.len(), 1, "implicit declaration of scale");
        assert_eq!(jit.call("apply", &[4]).unwrap(), 41, "{opts:?}");
        assert_eq!(jit.call("twice", &[4]).unwrap(), 410, "{opts:?}");

        // Redefine `scale`: new calls, the earlier module's own call to it,
        // and the second module's call all reach the new definition.
        let old = jit.symbol_address("scale").unwrap();
        jit.add_ir(
            "define i64 @scale(i64 %x) {
               %r = mul i64 %x, 100
               ret i64 %r
             }",
        )
        .unwrap();
        assert_ne!(jit.symbol_address("scale").unwrap(), old);
        assert_eq!(jit.call("scale", &[4]).unwrap(), 400, "{opts:?}");
        assert_eq!(jit.call("apply", &[4]).unwrap(), 401, "{opts:?}");
        assert_eq!(jit.call("twice", &[4]).unwrap(), 40100, "{opts:?}");
        // A third definition: every older copy goes straight to it.
        jit.add_ir("define i64 @scale(i64 %x) {\n  ret i64 %x\n}\n")
            .unwrap();
        assert_eq!(jit.call("twice", &[4]).unwrap(), 5, "{opts:?}");
        assert_eq!(jit.functions().count(), 3);
    }
}

#[test]
fn code_that_inlined_a_redefined_function_keeps_its_state() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        // `small` is inlined into `step` at -O2; `step` also updates an
        // internal global through an internal helper.
        jit.add_ir(
            "@total = internal global i64 0
             define i64 @small(i64 %x) {
               %r = add i64 %x, 1
               ret i64 %r
             }
             define internal void @record(i64 %v) {
               %t = load i64, i64* @total
               %n = add i64 %t, %v
               store i64 %n, i64* @total
               ret void
             }
             define i64 @step(i64 %x) {
               %s = call i64 @small(i64 %x)
               call void @record(i64 %s)
               %t = load i64, i64* @total
               ret i64 %t
             }",
        )
        .unwrap();
        assert_eq!(jit.call("step", &[10]).unwrap(), 11, "{opts:?}");
        jit.add_ir("define i64 @small(i64 %x) {\n  %r = mul i64 %x, 100\n  ret i64 %r\n}\n")
            .unwrap();
        // The new `small`, and the same `total` (11 + 1000).
        assert_eq!(jit.call("step", &[10]).unwrap(), 1011, "{opts:?}");
        jit.add_ir("define i64 @small(i64 %x) {\n  ret i64 0\n}\n")
            .unwrap();
        assert_eq!(jit.call("step", &[10]).unwrap(), 1011, "{opts:?}");
    }
}

#[test]
fn redefining_a_recursive_function_redirects_its_old_self_calls() {
    let mut jit = Jit::new(JitOptions::default().with_opt(OptLevel::O0));
    jit.add_ir(FAC).unwrap();
    let old = jit.symbol_address("fac").unwrap();
    jit.add_ir("define i64 @fac(i64 %n) {\n  ret i64 7\n}\n")
        .unwrap();
    // Calling the old copy by address jumps to the new one.
    let sig = FnSignature {
        params: vec![ValType::I64],
        ret: Some(ValType::I64),
    };
    assert_eq!(jit.call_address(old, &sig, &[5]).unwrap().0, 7);
}

#[test]
fn globals_of_earlier_modules_are_shared() {
    let mut jit = jit();
    jit.add_ir(
        "@counter = global i64 0
         define i64 @bump(i64 %by) {
           %v = load i64, i64* @counter
           %n = add i64 %v, %by
           store i64 %n, i64* @counter
           ret i64 %n
         }",
    )
    .unwrap();
    jit.add_ir(
        "@counter = external global i64
         define i64 @peek() {
           %v = load i64, i64* @counter
           ret i64 %v
         }",
    )
    .unwrap();
    jit.call("bump", &[5]).unwrap();
    jit.call("bump", &[6]).unwrap();
    assert_eq!(jit.call("peek", &[]).unwrap(), 11);
    let at = jit.symbol_address("counter").unwrap();
    assert_eq!(jit.read_i64(at).unwrap(), 11);
    jit.write_i64(at, -100).unwrap();
    assert_eq!(jit.call("bump", &[1]).unwrap(), -99);
}

// ----- 2. memory ---------------------------------------------------------------------

const SUM_ARRAY: &str = "
define i64 @sum(i64* %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %done
body:
  %p = getelementptr i64, i64* %a, i32 %i
  %v = load i64, i64* %p
  %s1 = add i64 %s, %v
  store i64 %s1, i64* %p
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i64 %s
}
";

#[test]
fn embedder_memory_pointers_and_prefix_sums() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        jit.add_ir(SUM_ARRAY).unwrap();
        let values = [1i64, -2, 3_000_000_000, 4, i64::MIN / 2];
        let a = jit.alloc(8 * values.len() as u32).unwrap();
        assert_eq!(a % 8, 0);
        for (i, v) in values.iter().enumerate() {
            jit.write_i64(a + 8 * i as u32, *v).unwrap();
        }
        let total: i64 = values.iter().sum();
        assert_eq!(
            jit.call("sum", &[a as i64, values.len() as i64]).unwrap(),
            total,
            "{opts:?}"
        );
        // Compiled code wrote prefix sums back; the embedder reads them.
        let mut running = 0;
        for (i, v) in values.iter().enumerate() {
            running += v;
            assert_eq!(jit.read_i64(a + 8 * i as u32).unwrap(), running);
        }
        // Byte order is the machine's.
        let bytes = jit.read_bytes(a, 8).unwrap();
        let expect = match opts.target.endian {
            Endian::Big => 1i64.to_be_bytes(),
            Endian::Little => 1i64.to_le_bytes(),
        };
        assert_eq!(bytes, expect);
    }
}

/// An opaque-pointer function (as clang 15+ writes): `ptr` parameters and
/// results are pointers to the JIT's memory, like typed ones.
const OPAQUE_SUM: &str = "
define ptr @last(ptr %p, i32 %n) {
  %i = sub i32 %n, 1
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  ret ptr %q
}
define i32 @sum3(ptr %p) {
  %a = load i32, ptr %p, align 4
  %q1 = getelementptr inbounds i32, ptr %p, i32 1
  %b = load i32, ptr %q1, align 4
  %q2 = getelementptr inbounds i32, ptr %p, i32 2
  %c = load i32, ptr %q2, align 4
  %ab = add i32 %a, %b
  %s = add i32 %ab, %c
  ret i32 %s
}
";

#[test]
fn opaque_pointer_signatures_are_callable() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        jit.add_ir(OPAQUE_SUM).unwrap();
        let a = jit.alloc(12).unwrap();
        for (i, v) in [5, 7, 30].iter().enumerate() {
            jit.write_i32(a + 4 * i as u32, *v).unwrap();
        }
        assert_eq!(jit.call("sum3", &[a as i64]).unwrap(), 42, "{opts:?}");
        assert_eq!(
            jit.call("last", &[a as i64, 3]).unwrap(),
            (a + 8) as i64,
            "{opts:?}"
        );
    }
}

#[test]
fn allocation_free_and_bounds() {
    let mut jit = jit();
    let a = jit.alloc(100).unwrap();
    let b = jit.alloc_bytes(b"xyz").unwrap();
    assert!(b >= a + 100);
    jit.write_bytes(a, &[0xAA; 100]).unwrap();
    jit.free(a).unwrap();
    assert!(matches!(jit.free(a), Err(Error::Memory(_))), "double free");
    // The freed block comes back, zeroed.
    let c = jit.alloc(64).unwrap();
    assert_eq!(c, a);
    assert_eq!(jit.read_bytes(c, 64).unwrap(), vec![0; 64]);
    assert_eq!(jit.memory().allocated_bytes(), 64 + 8);
    let s = jit.alloc_cstr("héllo").unwrap();
    assert_eq!(jit.read_cstr(s).unwrap(), "héllo");
    let mut mem = jit.memory();
    mem.write_u8(s, b'H').unwrap();
    assert_eq!(mem.read_u8(s).unwrap(), b'H');
    mem.write_i32(s + 8, -7).unwrap();
    assert_eq!(mem.read_i32(s + 8).unwrap(), -7);
    assert!(mem.alloc_aligned(8, 3).is_err());
    assert_eq!(mem.alloc_aligned(8, 4096).unwrap() % 4096, 0);
    // Outside the 16 MiB: an error, never a panic.
    assert!(matches!(
        jit.read_bytes(0x00FF_FFFE, 4),
        Err(Error::Memory(_))
    ));
    assert!(matches!(
        jit.write_i64(0xFFFF_FFFC, 1),
        Err(Error::Memory(_))
    ));
    assert!(matches!(jit.read_cstr(0x0100_0000), Err(Error::Memory(_))));
    assert!(matches!(jit.alloc(u32::MAX), Err(Error::Memory(_))));
}

#[test]
fn modules_may_use_the_runtime_heap_and_output() {
    let mut jit = jit();
    jit.add_ir(
        "declare i8* @malloc(i64)
         declare i32 @printf(i8*, ...)
         @fmt = constant [9 x i8] c\"n=%lld!\\0A\\00\"
         define i64* @cell(i64 %v) {
           %p = call i8* @malloc(i64 8)
           %q = bitcast i8* %p to i64*
           store i64 %v, i64* %q
           ret i64* %q
         }
         define i64 @show(i64 %n) {
           %f = getelementptr [9 x i8], [9 x i8]* @fmt, i32 0, i32 0
           %r = call i32 (i8*, ...) @printf(i8* %f, i64 %n)
           ret i64 %n
         }",
    )
    .unwrap();
    let p = jit.call("cell", &[77]).unwrap() as u32;
    assert!(p >= egret::jit::GUEST_HEAP_BASE, "{p:#x}");
    assert_eq!(jit.read_i64(p).unwrap(), 77);
    let q = jit.call("cell", &[78]).unwrap() as u32;
    assert_ne!(p, q);
    jit.call("show", &[-12]).unwrap();
    jit.call("show", &[3]).unwrap();
    assert_eq!(jit.take_output(), b"n=-12!\nn=3!\n");
    assert!(jit.output().is_empty());
}

// ----- 3. host functions ---------------------------------------------------------------

#[test]
fn host_functions_take_stack_and_i64_arguments_on_every_target() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        let seen = Arc::new(Mutex::new(Vec::new()));
        let log = seen.clone();
        jit.register_host_fn("host_mix", move |a: &[i64]| {
            log.lock().unwrap().push(a.to_vec());
            a.iter().enumerate().map(|(i, v)| (i as i64 + 1) * v).sum()
        })
        .unwrap();
        jit.register_host_fn("host_wide", |a: &[i64]| a[0].wrapping_mul(a[1]) ^ a[2])
            .unwrap();
        // i32 then i64 (odd-register skip), then everything on the stack,
        // narrow types, a pointer and a negative i8.
        jit.add_ir(
            "declare i64 @host_mix(i32, i64, i32, i64, i8, i16, i8*, i1)
             declare i64 @host_wide(i64, i64, i64)
             define i64 @go(i64 %x) {
               %p = inttoptr i32 4096 to i8*
               %t = trunc i64 %x to i32
               %r = call i64 @host_mix(i32 %t, i64 %x, i32 -3, i64 -4000000000, i8 -5, i16 300, i8* %p, i1 true)
               %w = call i64 @host_wide(i64 %r, i64 81985529216486895, i64 %x)
               ret i64 %w
             }",
        )
        .unwrap();
        let x = 0x1_0000_0002i64;
        let got = jit.call("go", &[x]).unwrap();
        let args = [2, x, -3, -4_000_000_000, -5, 300, 4096, 1];
        let mix: i64 = args
            .iter()
            .enumerate()
            .map(|(i, v)| (i as i64 + 1) * v)
            .sum();
        assert_eq!(seen.lock().unwrap().as_slice(), [args.to_vec()], "{opts:?}");
        assert_eq!(got, mix.wrapping_mul(81985529216486895) ^ x, "{opts:?}");
        assert_eq!(jit.last_call_stats().unwrap().host_calls, 2);
        assert_eq!(
            jit.host_fns()
                .find(|(n, _)| *n == "host_wide")
                .and_then(|(_, s)| s.cloned())
                .unwrap()
                .to_string(),
            "i64 (i64, i64, i64)"
        );
    }
}

#[test]
fn host_functions_read_and_write_memory_and_allocate() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        // i8* concat(i8*, i8*): a fresh string from the JIT heap.
        jit.register_host_fn_with_memory("concat", |mem, a| {
            let s = mem.read_cstr(a[0] as u32)? + &mem.read_cstr(a[1] as u32)?;
            Ok(mem.alloc_cstr(&s)? as i64)
        })
        .unwrap();
        // void store_square(i64*, i64): *p = v * v
        jit.register_host_fn_with_memory("store_square", |mem, a| {
            mem.write_i64(a[0] as u32, a[1] * a[1])?;
            Ok(0)
        })
        .unwrap();
        jit.add_ir(
            "declare i8* @concat(i8*, i8*)
             declare void @store_square(i64*, i64)
             @a = constant [4 x i8] c\"egr\\00\"
             @b = constant [3 x i8] c\"et\\00\"
             define i8* @name() {
               %x = getelementptr [4 x i8], [4 x i8]* @a, i32 0, i32 0
               %y = getelementptr [3 x i8], [3 x i8]* @b, i32 0, i32 0
               %s = call i8* @concat(i8* %x, i8* %y)
               ret i8* %s
             }
             define i64 @square_plus_one(i64 %v) {
               %slot = alloca i64
               call void @store_square(i64* %slot, i64 %v)
               %r = load i64, i64* %slot
               %s = add i64 %r, 1
               ret i64 %s
             }",
        )
        .unwrap();
        let s = jit.call("name", &[]).unwrap() as u32;
        assert_eq!(jit.read_cstr(s).unwrap(), "egret", "{opts:?}");
        jit.free(s).unwrap();
        assert_eq!(
            jit.call("square_plus_one", &[3_000_000]).unwrap(),
            9_000_000_000_001,
            "{opts:?}"
        );
    }
}

#[test]
fn host_functions_through_function_pointers_and_from_the_embedder() {
    let mut jit = jit();
    jit.register_host_fn("neg", |a: &[i64]| -a[0]).unwrap();
    jit.add_ir(
        "declare i64 @neg(i64)
         define i64 @apply(i64 (i64)* %f, i64 %x) {
           %r = call i64 %f(i64 %x)
           ret i64 %r
         }
         define i64 (i64)* @neg_ptr() {
           ret i64 (i64)* @neg
         }",
    )
    .unwrap();
    let f = jit.call("neg_ptr", &[]).unwrap();
    assert_eq!(f as u32, jit.symbol_address("neg").unwrap());
    assert_eq!(jit.call("apply", &[f, 42]).unwrap(), -42);
    let sig = FnSignature {
        params: vec![ValType::I64],
        ret: Some(ValType::I64),
    };
    assert_eq!(jit.call_address(f as u32, &sig, &[5]).unwrap().0, -5);
    // Replacing the closure keeps the address and the declaration.
    jit.register_host_fn("neg", |a: &[i64]| -2 * a[0]).unwrap();
    assert_eq!(jit.call("apply", &[f, 42]).unwrap(), -84);
}

#[test]
fn a_host_function_can_stand_in_for_a_runtime_function() {
    let mut jit = jit();
    let out = Arc::new(Mutex::new(Vec::new()));
    let sink = out.clone();
    jit.register_host_fn("putchar", move |a: &[i64]| {
        sink.lock().unwrap().push(a[0] as u8);
        a[0]
    })
    .unwrap();
    // The runtime's ll_puts calls putchar; no module declares it yet, so
    // the host function's signature is unknown and the call traps.
    jit.add_ir(
        "declare void @ll_puts(i8*)
         @msg = constant [3 x i8] c\"hi\\00\"
         define void @hello() {
           %p = getelementptr [3 x i8], [3 x i8]* @msg, i32 0, i32 0
           call void @ll_puts(i8* %p)
           ret void
         }",
    )
    .unwrap();
    let e = jit.call("hello", &[]).unwrap_err();
    assert!(e.to_string().contains("no module declares it"), "{e}");
    // Once declared, every character goes through the closure.
    jit.add_ir("declare i32 @putchar(i32)").unwrap();
    assert_eq!(jit.call("hello", &[]).unwrap(), 0);
    assert_eq!(out.lock().unwrap().as_slice(), b"hi\n");
    assert!(jit.output().is_empty());
}

#[test]
fn host_function_misuse_is_reported() {
    let mut jit = jit();
    jit.register_host_fn("h", |a: &[i64]| a[0]).unwrap();
    // Defining it in IR.
    let e = jit
        .add_ir("define i64 @h(i64 %x) {\n  ret i64 %x\n}\n")
        .unwrap_err();
    assert!(matches!(e, Error::Host(_)), "{e}");
    assert!(e.to_string().starts_with("jit1.ll:1:"), "{e}");
    // Declarations that disagree with the first one.
    jit.add_ir(
        "declare i64 @h(i64)\ndefine i64 @f() {\n  %r = call i64 @h(i64 1)\n  ret i64 %r\n}\n",
    )
    .unwrap();
    let e = jit
        .add_ir("declare i32 @h(i32, i32)\ndefine i32 @g() {\n  %r = call i32 @h(i32 1, i32 2)\n  ret i32 %r\n}\n")
        .unwrap_err();
    assert!(
        matches!(&e, Error::Host(m) if m.contains("i64 (i64)") && m.contains("i32 (i32, i32)")),
        "{e}"
    );
    // A name compiled code defines cannot become a host function.
    assert!(matches!(
        jit.register_host_fn("f", |_: &[i64]| 0),
        Err(Error::Host(_))
    ));
    assert!(matches!(
        jit.register_host_fn("", |_: &[i64]| 0),
        Err(Error::Host(_))
    ));
    // Calling a host function by name from the embedder is not a compiled call.
    assert!(matches!(jit.call("h", &[1]), Err(Error::Call(_))));
    assert_eq!(jit.call("f", &[]).unwrap(), 1);
}

#[test]
fn a_failing_host_function_traps_with_its_caller_and_the_jit_recovers() {
    let mut jit = jit();
    jit.register_host_fn_with_memory("check", |_, a| {
        if a[0] < 0 {
            Err(Error::Host(format!("negative input {}", a[0])))
        } else {
            Ok(a[0])
        }
    })
    .unwrap();
    jit.register_host_fn("boom", |_: &[i64]| panic!("host gave up"))
        .unwrap();
    jit.add_ir(
        "declare i64 @check(i64)
declare i64 @boom(i64)
define i64 @f(i64 %x) {
  %y = add i64 %x, 1
  %r = call i64 @check(i64 %y)
  ret i64 %r
}
define i64 @g(i64 %x) {
  %r = call i64 @boom(i64 %x)
  ret i64 %r
}
",
    )
    .unwrap();
    assert_eq!(jit.call("f", &[1]).unwrap(), 2);
    let e = jit.call("f", &[-5]).unwrap_err();
    let Error::Trap { trap, location, .. } = &e else {
        panic!("{e}")
    };
    assert_eq!(trap.kind, egret::cpu0::sim::TrapKind::Host);
    assert!(trap.message.contains("negative input -4"), "{e}");
    assert!(location.contains("host function `check`"), "{e}");
    assert!(location.contains("called from f+"), "{e}");
    assert!(location.contains("(jit1.ll:5:"), "{e}");
    let e = jit.call("g", &[1]).unwrap_err();
    assert!(e.to_string().contains("host gave up"), "{e}");
    // Still usable, host functions included.
    assert_eq!(jit.call("f", &[41]).unwrap(), 42);
}

// ----- 4. builder -------------------------------------------------------------------------

#[test]
fn the_builder_makes_modules_the_jit_runs_and_prints_them_as_ir() {
    for opts in all_options() {
        let mut mb = ModuleBuilder::new("built.ll");
        let table_ty = mb.types().array(4, Ty::I64);
        let table = mb.add_global(
            "weights",
            table_ty,
            Some(ConstInit::Array(
                [3u64, 5, 7, 11]
                    .iter()
                    .map(|&v| ConstInit::Int(v))
                    .collect(),
            )),
            false,
        );
        let i64p = mb.types().ptr(Ty::I64);
        let host = mb.declare_function("host_add", &[Ty::I64, Ty::I64], Ty::I64);
        // i64 @weighted(i64 %n): sum of weights[i] * i for i < n, via the host.
        let f = mb.define_function("weighted", &[Ty::I64], Ty::I64);
        {
            let mut fb = mb.function_builder(f);
            let n = fb.arg(0);
            let header = fb.create_block(Some("loop"));
            let i = fb.append_block_param(header, Ty::I64);
            let acc = fb.append_block_param(header, Ty::I64);
            let body = fb.create_block(Some("body"));
            let exit = fb.create_block(Some("exit"));
            let zero = fb.iconst(Ty::I64, 0);
            fb.jump(header, &[zero, zero]);
            fb.switch_to_block(header);
            let more = fb.icmp(IntCC::Slt, i, n);
            fb.branch(more, body, &[], exit, &[]);
            fb.switch_to_block(body);
            let base = fb.global_addr(table);
            let slot = fb.gep(base, &[zero, i]);
            let w = fb.load(Ty::I64, slot);
            let term = fb.binary(BinOp::Mul, w, i);
            let acc2 = fb.call(host, &[acc, term]).unwrap();
            let one = fb.iconst(Ty::I64, 1);
            let i2 = fb.binary(BinOp::Add, i, one);
            fb.jump(header, &[i2, acc2]);
            fb.switch_to_block(exit);
            fb.ret(Some(acc));
        }
        let _ = i64p;
        let module = mb.finish().expect("verifies");
        let text = egret::ir::print_module(&module);
        assert!(text.contains("@weights"), "{text}");

        let mut jit = Jit::new(opts.clone());
        jit.register_host_fn("host_add", |a: &[i64]| a[0] + a[1])
            .unwrap();
        let loaded = jit.add_module(module).unwrap();
        assert_eq!(loaded.name, "built.ll");
        assert_eq!(jit.call("weighted", &[4]).unwrap(), 5 + 14 + 33, "{opts:?}");
        // The printed text is LLVMlite the JIT accepts too.
        let mut again = Jit::new(opts.clone());
        again
            .register_host_fn("host_add", |a: &[i64]| a[0] + a[1])
            .unwrap();
        again.add_ir(&text).unwrap();
        assert_eq!(again.call("weighted", &[3]).unwrap(), 19);
    }
}

#[test]
fn builder_modules_are_verified() {
    let mut mb = ModuleBuilder::new("bad.ll");
    let f = mb.define_function("f", &[Ty::I64], Ty::I32);
    {
        let mut fb = mb.function_builder(f);
        let x = fb.arg(0);
        fb.ret(Some(x)); // an i64 returned from an i32 function
    }
    let module = mb.finish_unverified();
    assert!(egret::ir::verify(&module).is_err());
    let mut jit = jit();
    let e = jit.add_module(module).unwrap_err();
    assert!(matches!(e, Error::Ir(_)), "{e}");
    assert!(e.to_string().contains("error"), "{e}");
}

// ----- errors -------------------------------------------------------------------------------

#[test]
fn bad_ir_shows_file_line_col_and_leaves_the_jit_usable() {
    let mut jit = jit();
    jit.add_ir(FAC).unwrap();
    let e = jit
        .add_ir("define i64 @g(i64 %x) {\n  %y = add i64 %x, %nope\n  ret i64 %y\n}\n")
        .unwrap_err();
    assert!(matches!(e, Error::Ir(_)), "{e}");
    let text = e.to_string();
    assert!(text.starts_with("jit2.ll:2:"), "{text}");
    let e = jit
        .add_ir_named("mine.ll", "define i64 @g(i64 %x) {\n  ret i64 %x\n")
        .unwrap_err();
    assert!(e.to_string().starts_with("mine.ll:"), "{e}");
    assert_eq!(jit.call("fac", &[5]).unwrap(), 120);
    assert!(jit.signature("g").is_none());
}

#[test]
fn an_unknown_symbol_is_a_link_error_and_nothing_is_loaded() {
    let mut jit = jit();
    let e = jit
        .add_ir(
            "declare i64 @nowhere(i64)
             define i64 @f(i64 %x) {
               %r = call i64 @nowhere(i64 %x)
               ret i64 %r
             }",
        )
        .unwrap_err();
    assert!(matches!(e, Error::Link(_)), "{e}");
    assert!(e.to_string().contains("nowhere"), "{e}");
    assert!(matches!(
        jit.call("f", &[1]),
        Err(Error::UndefinedSymbol(_))
    ));
    assert!(matches!(
        jit.symbol_address("f"),
        Err(Error::UndefinedSymbol(n)) if n == "f"
    ));
    // Once `nowhere` exists the same module links.
    jit.add_ir("define i64 @nowhere(i64 %x) {\n  %r = add i64 %x, 2\n  ret i64 %r\n}\n")
        .unwrap();
    jit.add_ir(
        "declare i64 @nowhere(i64)
         define i64 @f(i64 %x) {
           %r = call i64 @nowhere(i64 %x)
           ret i64 %r
         }",
    )
    .unwrap();
    assert_eq!(jit.call("f", &[1]).unwrap(), 3);
}

#[test]
fn calls_are_checked() {
    let mut jit = jit();
    jit.add_ir(FAC).unwrap();
    let e = jit.call("fac", &[1, 2]).unwrap_err();
    assert!(matches!(e, Error::Call(_)), "{e}");
    assert!(e.to_string().contains("i64 (i64)"), "{e}");
    assert_eq!(
        jit.call("missing", &[]).unwrap_err().to_string(),
        "undefined symbol `missing`"
    );
    assert_eq!(jit.call("fac", &[3]).unwrap(), 6);
}

#[test]
fn a_trap_names_the_source_line_and_the_next_call_works() {
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        jit.add_ir(
            "define i64 @peek(i64 %a) {
  %p = inttoptr i64 %a to i64*
  %v = load i64, i64* %p
  ret i64 %v
}
define i64 @spin(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %go = icmp ne i64 %i1, %n
  br i1 %go, label %loop, label %done
done:
  ret i64 %i1
}
",
        )
        .unwrap();
        let e = jit.call("peek", &[0x0200_0000]).unwrap_err();
        let Error::Trap { trap, location, .. } = &e else {
            panic!("{e}")
        };
        assert_eq!(trap.kind, egret::cpu0::sim::TrapKind::OutOfBounds);
        assert!(location.starts_with("peek"), "{e}");
        assert!(location.contains("(jit1.ll:3:"), "{opts:?}: {e}");
        assert!(location.contains("%v = load i64, i64* %p"), "{e}");
        assert!(e.to_string().contains("jit1.ll:3:"), "{e}");
        // The JIT is usable: memory, registers and the step counter are fine.
        let p = jit.alloc(8).unwrap();
        jit.write_i64(p, 99).unwrap();
        assert_eq!(jit.call("peek", &[p as i64]).unwrap(), 99);
        // A per-call step limit.
        jit.set_max_steps(Some(500));
        let e = jit.call("spin", &[-1]).unwrap_err();
        assert!(
            matches!(&e, Error::Trap { trap, location, .. }
                if trap.kind == egret::cpu0::sim::TrapKind::StepLimit
                && location.starts_with("spin")),
            "{e}"
        );
        assert_eq!(jit.last_call_stats().unwrap().insts, 500);
        assert_eq!(jit.call("spin", &[10]).unwrap(), 10, "{opts:?}");
    }
}

// ----- 6. statistics ------------------------------------------------------------------------

#[test]
fn statistics_per_call() {
    let mut per_level = Vec::new();
    for opt in [OptLevel::O0, OptLevel::O2] {
        let mut jit = Jit::new(JitOptions::default().with_opt(opt));
        jit.add_ir(FAC).unwrap();
        assert_eq!(jit.last_call_stats(), None);
        let (v, s10) = jit.call_with_stats("fac", &[10]).unwrap();
        assert_eq!(v, 3_628_800);
        assert_eq!(jit.last_call_stats(), Some(s10));
        let (_, s20) = jit.call_with_stats("fac", &[20]).unwrap();
        assert!(s20.insts > s10.insts, "{s10:?} {s20:?}");
        assert!(s10.cycles >= s10.insts + 4);
        assert_eq!(s10.clocks, 5 * s10.insts);
        assert_eq!(s10.host_calls, 0);
        // The same call twice costs the same: the state is reset per call.
        assert_eq!(jit.call_with_stats("fac", &[10]).unwrap().1, s10);
        per_level.push(s10);
    }
    let (o0, o2): (CallStats, CallStats) = (per_level[0], per_level[1]);
    assert!(o2.insts < o0.insts, "-O2 {o2:?} vs -O0 {o0:?}");
}

// ----- 5. parallel compilation is deterministic ----------------------------------------------

#[test]
fn parallel_compilation_matches_a_sequential_compile() {
    let mut text = String::new();
    for i in 0..40 {
        text.push_str(&format!(
            "define i64 @f{i}(i64 %x) {{\n  %a = mul i64 %x, {i}\n  %b = add i64 %a, {}\n  ret i64 %b\n}}\n",
            i * 3 + 1
        ));
    }
    let opts = egret::Options {
        check_regalloc: true,
        ..egret::Options::default()
    };
    let (module, _) = egret::parse_text("many.ll", &text).unwrap();
    let parallel = egret::compile_optimized(&module, &opts).unwrap();
    let again = egret::compile_optimized(&module, &opts).unwrap();
    let sequential = egret::lower::compile_module(
        &module,
        &egret::lower::CompileOptions {
            check_regalloc: true,
            ..egret::backend_options(&opts)
        },
    )
    .unwrap();
    assert_eq!(parallel.object, sequential.object);
    assert_eq!(parallel.object, again.object);
    let mut jit = jit();
    jit.add_ir(&text).unwrap();
    assert_eq!(jit.call("f39", &[2]).unwrap(), 2 * 39 + 39 * 3 + 1);
}

// ----- 7. the example -------------------------------------------------------------------------

#[test]
fn the_example_runtime_runs() {
    let transcript = example::run().expect("the example runs");
    assert!(transcript.contains("(fib 20) = 6765"), "{transcript}");
    assert!(
        transcript.contains("printed from compiled code: 120"),
        "{transcript}"
    );
}

#[test]
fn the_jit_can_move_between_threads() {
    fn is_send<T: Send>() {}
    is_send::<Jit>();
    let mut jit = jit();
    jit.add_ir(FAC).unwrap();
    let handle = std::thread::spawn(move || jit.call("fac", &[6]));
    assert_eq!(handle.join().unwrap().unwrap(), 720);
}

/// Runaway recursion in JIT code traps with "stack overflow" at the limit
/// between the guest heap and the stack, at every level and on every
/// target, and the JIT stays usable.
#[test]
fn runaway_recursion_traps_as_a_stack_overflow() {
    const DOWN: &str = "
define i32 @down(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %out, label %more
out:
  ret i32 0
more:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  %s = shl i32 %r, 1
  %t = xor i32 %s, %n
  ret i32 %t
}
";
    // Not an accumulation tail recursion can turn into a loop.
    let expected = |n: i32| (1..=n).fold(0i32, |r, k| r.wrapping_shl(1) ^ k);
    for options in all_options() {
        let mut jit = Jit::new(options);
        jit.add_ir(DOWN).unwrap();
        assert_eq!(
            jit.call("down", &[1000]).unwrap(),
            i64::from(expected(1000))
        );
        let e = jit.call("down", &[10_000_000]).unwrap_err();
        let Error::Trap { trap, .. } = &e else {
            panic!("{e}")
        };
        assert_eq!(trap.kind, egret::cpu0::sim::TrapKind::StackOverflow, "{e}");
        assert!(e.to_string().contains("down"), "{e}");
        assert_eq!(jit.call("down", &[10]).unwrap(), i64::from(expected(10)));
    }
}

#[test]
fn switches_become_jump_tables_in_loaded_code() {
    // Two modules with a dense switch each (jump tables in `.rodata`,
    // absolute words the incremental link relocates), at every option set.
    let cases: String = (0..12).map(|k| format!("i32 {k}, label %c{k}\n")).collect();
    let blocks: String = (0..12)
        .map(|k| format!("c{k}:\n  ret i32 {}\n", k * k + 1))
        .collect();
    let module = |name: &str| {
        format!(
            "define i32 @{name}(i32 %x) {{\nentry:\n  switch i32 %x, label %d [\n{cases}]\n{blocks}d:\n  ret i32 -1\n}}"
        )
    };
    for opts in all_options() {
        let mut jit = Jit::new(opts.clone());
        jit.add_ir(&module("first")).unwrap();
        jit.add_ir(&module("second")).unwrap();
        for x in -2i64..14 {
            let want = if (0..12).contains(&x) { x * x + 1 } else { -1 };
            for f in ["first", "second"] {
                let got = jit.call(f, &[x]).unwrap();
                assert_eq!(got as i32 as i64, want, "{f}({x}) with {opts:?}");
            }
        }
    }
}
