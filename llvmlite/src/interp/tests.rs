//! Unit tests of the interpreter's semantics: every operation at every width
//! against a reference computed with wide integers, casts, byte order,
//! layout and GEP offsets, the runtime, and every kind of error.

use super::machine::{binop, icmp};
use super::*;
use crate::parse;

const WIDTHS: [u8; 5] = [1, 8, 16, 32, 64];

fn edge_values(w: u8) -> Vec<u64> {
    let w32 = w as u32;
    let min = 1u64 << (w32 - 1);
    let mut v = vec![
        0,
        1,
        2,
        3,
        7,
        min,
        min.wrapping_sub(1),
        min + 1,
        u64::MAX,
        u64::MAX - 1,
        0x5A5A_5A5A_5A5A_5A5A,
    ];
    v.iter_mut().for_each(|x| *x = zext(*x, w32));
    v.sort();
    v.dedup();
    v
}

/// The reference semantics, computed in `i128` from the LLVM definitions.
fn reference(op: BinOp, w: u32, a: u64, b: u64) -> Option<u64> {
    let (ua, ub) = (a as i128, b as i128);
    let (sa, sb) = (sext(a, w) as i128, sext(b, w) as i128);
    let min = -(1i128 << (w - 1));
    let r: i128 = match op {
        BinOp::Add => ua + ub,
        BinOp::Sub => ua - ub,
        BinOp::Mul => ua.wrapping_mul(ub),
        BinOp::And => ua & ub,
        BinOp::Or => ua | ub,
        BinOp::Xor => ua ^ ub,
        BinOp::UDiv => ua.checked_div(ub)?,
        BinOp::URem => ua.checked_rem(ub)?,
        BinOp::SDiv | BinOp::SRem if sb == 0 || (sa == min && sb == -1) => return None,
        BinOp::SDiv => sa / sb, // i128 division truncates toward zero, like LLVM
        BinOp::SRem => sa % sb, // sign of the dividend, like LLVM
        BinOp::Shl | BinOp::LShr | BinOp::AShr if ub >= w as i128 => return None,
        BinOp::Shl => ua << ub,
        BinOp::LShr => ua >> ub,
        BinOp::AShr => sa >> ub,
    };
    Some(zext(r as u64, w))
}

#[test]
fn every_binop_at_every_width_matches_the_reference() {
    for w in WIDTHS {
        let vals = edge_values(w);
        for op in BinOp::ALL {
            for &a in &vals {
                for &b in &vals {
                    let got = binop(op, w, a, b, true).ok();
                    assert_eq!(
                        got,
                        reference(op, w as u32, a, b),
                        "{} i{w} {a:#x}, {b:#x}",
                        op.name()
                    );
                }
            }
        }
    }
}

#[test]
fn every_binop_on_all_i8_pairs() {
    for op in BinOp::ALL {
        for a in 0..256u64 {
            for b in 0..256u64 {
                assert_eq!(
                    binop(op, 8, a, b, true).ok(),
                    reference(op, 8, a, b),
                    "{} {a} {b}",
                    op.name()
                );
            }
        }
    }
}

#[test]
fn icmp_at_every_width_matches_the_reference() {
    for w in WIDTHS {
        let vals = edge_values(w);
        for cc in IntCC::ALL {
            for &a in &vals {
                for &b in &vals {
                    assert_eq!(
                        icmp(cc, w, a, b),
                        cc.eval(w as u32, a, b),
                        "{} i{w} {a:#x} {b:#x}",
                        cc.name()
                    );
                }
            }
        }
    }
}

#[test]
fn unchecked_shifts_give_zero_and_checked_ones_fail() {
    assert_eq!(binop(BinOp::Shl, 32, 1, 32, false), Ok(0));
    assert_eq!(binop(BinOp::AShr, 8, 0x80, 9, false), Ok(0));
    let e = binop(BinOp::LShr, 64, 1, 64, true).unwrap_err();
    assert!(e.contains("not less than the width 64"), "{e}");
}

// ------------------------------------------------------------- end to end

fn module(src: &str) -> Module {
    match parse("test.ll", src) {
        Ok((m, _)) => m,
        Err(ds) => panic!(
            "{}",
            ds.iter()
                .map(|d| d.render("test.ll", src))
                .collect::<String>()
        ),
    }
}

fn cfg(endian: Endian) -> InterpConfig {
    InterpConfig {
        endian,
        ..InterpConfig::default()
    }
}

fn run(src: &str) -> Result<Outcome, InterpError> {
    run_main(&module(src), &InterpConfig::default())
}

fn call_fn(src: &str, name: &str, args: &[u64]) -> Result<i64, InterpError> {
    call(&module(src), name, args, &InterpConfig::default()).map(|o| o.ret)
}

#[test]
fn arguments_and_results_are_truncated_and_sign_extended() {
    for w in [8u32, 16, 32, 64] {
        let src = format!(
            "define i{w} @f(i{w} %a, i{w} %b) {{\n  %r = add i{w} %a, %b\n  ret i{w} %r\n}}\n"
        );
        // 0x...FF + 0 as i8 is -1, sign-extended into the outcome.
        assert_eq!(call_fn(&src, "f", &[u64::MAX, 0]).unwrap(), -1, "i{w}");
        let max = (1u64 << (w - 1)) - 1;
        let wrapped = call_fn(&src, "f", &[max, 1]).unwrap();
        assert_eq!(
            wrapped,
            sext(1u64 << (w - 1), w),
            "i{w} wraps to its minimum"
        );
    }
    let src = "define i1 @f(i1 %a) {\n  %r = xor i1 %a, true\n  ret i1 %r\n}\n";
    assert_eq!(call_fn(src, "f", &[0]).unwrap(), -1);
    assert_eq!(call_fn(src, "f", &[3]).unwrap(), 0); // 3 truncates to i1 1
}

#[test]
fn casts_at_every_width() {
    let widths = [1u32, 8, 16, 32, 64];
    for &from in &widths {
        for &to in &widths {
            let op = match from.cmp(&to) {
                std::cmp::Ordering::Less => ["zext", "sext"].as_slice(),
                std::cmp::Ordering::Greater => ["trunc"].as_slice(),
                std::cmp::Ordering::Equal => continue,
            };
            for o in op {
                let src = format!(
                    "define i64 @f(i{from} %a) {{\n  %c = {o} i{from} %a to i{to}\n  %r = {} i{to} %c to i64\n  ret i64 %r\n}}\n",
                    if to == 64 { "bitcast" } else { "zext" }
                );
                for v in [0u64, 1, 0x7F, 0x80, 0xFF, 0x8000, 0xFFFF_FFFF, u64::MAX] {
                    let a = zext(v, from);
                    let expect = match *o {
                        "zext" => a,
                        "sext" => zext(sext(a, from) as u64, to),
                        _ => zext(a, to),
                    };
                    let got = call_fn(&src, "f", &[v]).unwrap() as u64;
                    assert_eq!(got, expect, "{o} i{from} {v:#x} to i{to}");
                }
            }
        }
    }
}

const BYTES_PROBE: &str = r#"
define i64 @main() {
  %p = alloca i64
  store i64 72623859790382856, i64* %p
  %b = bitcast i64* %p to i8*
  %first = load i8, i8* %b
  %h = bitcast i64* %p to i16*
  %h1 = getelementptr i16, i16* %h, i32 1
  %half = load i16, i16* %h1
  %w = bitcast i64* %p to i32*
  %word = load i32, i32* %w
  %f = zext i8 %first to i64
  %hh = zext i16 %half to i64
  %ww = zext i32 %word to i64
  %s1 = shl i64 %hh, 8
  %s2 = shl i64 %ww, 24
  %r1 = or i64 %f, %s1
  %r = or i64 %r1, %s2
  ret i64 %r
}
"#;

#[test]
fn byte_order_decides_which_bytes_come_first() {
    // 72623859790382856 = 0x0102030405060708
    let m = module(BYTES_PROBE);
    let big = run_main(&m, &cfg(Endian::Big)).unwrap().ret as u64;
    let little = run_main(&m, &cfg(Endian::Little)).unwrap().ret as u64;
    assert_eq!(big, 0x01 | (0x0304 << 8) | (0x0102_0304 << 24));
    assert_eq!(little, 0x08 | (0x0506 << 8) | (0x0506_0708 << 24));
}

#[test]
fn narrow_stores_and_loads_round_trip_at_every_width() {
    for w in [1u32, 8, 16, 32, 64] {
        let src = format!(
            "define i64 @f(i{w} %v) {{\n  %p = alloca i{w}\n  store i{w} %v, i{w}* %p\n  %l = load i{w}, i{w}* %p\n  %r = sext i{w} %l to i64\n  ret i64 %r\n}}\n"
        )
        .replace("sext i64 %l to i64", "bitcast i64 %l to i64");
        for endian in [Endian::Big, Endian::Little] {
            let m = module(&src);
            let v = 0x8000_0000_0000_0001u64;
            let got = call(&m, "f", &[v], &cfg(endian)).unwrap().ret;
            assert_eq!(got, sext(zext(v, w), w), "i{w} {endian:?}");
        }
    }
}

#[test]
fn struct_and_array_layout_and_gep_offsets() {
    // { i8, i64, i16, [3 x i32], i8* }: offsets 0, 8, 16, 20, 32; size 40.
    let src = r#"
%S = type { i8, i64, i16, [3 x i32], i8* }
@arr = global [2 x %S] zeroinitializer
define i64 @off(i64 %k) {
  %base = ptrtoint [2 x %S]* @arr to i64
  %p1 = getelementptr [2 x %S], [2 x %S]* @arr, i64 0, i64 1, i32 1
  %p3 = getelementptr [2 x %S], [2 x %S]* @arr, i64 0, i64 1, i32 3, i64 %k
  %p4 = getelementptr [2 x %S], [2 x %S]* @arr, i64 0, i64 0, i32 4
  %a1 = ptrtoint i64* %p1 to i64
  %a3 = ptrtoint i32* %p3 to i64
  %a4 = ptrtoint i8** %p4 to i64
  %d1 = sub i64 %a1, %base
  %d3 = sub i64 %a3, %base
  %d4 = sub i64 %a4, %base
  %x = mul i64 %d1, 1000000
  %y = mul i64 %d3, 1000
  %s = add i64 %x, %y
  %r = add i64 %s, %d4
  ret i64 %r
}
"#;
    // k = 2: S[1].f1 at 40+8 = 48; S[1].f3[2] at 40+20+8 = 68; S[0].f4 at 32.
    assert_eq!(call_fn(src, "off", &[2]).unwrap(), 48_000_000 + 68_000 + 32);
    // A negative dynamic index steps backwards.
    assert_eq!(
        call_fn(src, "off", &[(-5i64) as u64]).unwrap(),
        48_000_000 + 40_000 + 32
    );
}

#[test]
fn pointer_comparisons_are_unsigned() {
    let src = r#"
define i1 @f() {
  %hi = inttoptr i32 2147483648 to i8*
  %lo = inttoptr i32 1 to i8*
  %r = icmp ult i8* %hi, %lo
  ret i1 %r
}
define i1 @g() {
  %hi = inttoptr i32 2147483648 to i8*
  %lo = inttoptr i32 1 to i8*
  %r = icmp slt i8* %hi, %lo
  ret i1 %r
}
"#;
    assert_eq!(call_fn(src, "f", &[]).unwrap(), 0);
    assert_eq!(
        call_fn(src, "g", &[]).unwrap(),
        -1,
        "slt on pointers compares signed bits"
    );
}

#[test]
fn globals_are_initialised_with_relocated_pointers() {
    let src = r#"
%Node = type { i64, %Node* }
@c = global %Node { i64 3, %Node* null }
@b = global %Node { i64 2, %Node* @c }
@a = global %Node { i64 1, %Node* @b }
@msg = constant [4 x i8] c"ok!\00"
@tail = global i8* getelementptr ([4 x i8], [4 x i8]* @msg, i64 0, i64 2)
define i64 @main() {
entry:
  br label %loop
loop:
  %n = phi %Node* [ @a, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %vp = getelementptr %Node, %Node* %n, i32 0, i32 0
  %v = load i64, i64* %vp
  %acc2 = add i64 %acc, %v
  %np = getelementptr %Node, %Node* %n, i32 0, i32 1
  %next = load %Node*, %Node** %np
  %done = icmp eq %Node* %next, null
  br i1 %done, label %exit, label %loop
exit:
  %t = load i8*, i8** @tail
  %ch = load i8, i8* %t
  %c = zext i8 %ch to i64
  %r = mul i64 %acc2, 1000
  %s = add i64 %r, %c
  ret i64 %s
}
"#;
    assert_eq!(run(src).unwrap().ret, 6000 + b'!' as i64);
}

#[test]
fn recursion_function_pointers_and_callbacks() {
    let src = r#"
declare i64 @ll_callback(i64 (i64, i64)*)
define i64 @ack(i64 %m, i64 %n) {
  %m0 = icmp eq i64 %m, 0
  br i1 %m0, label %a, label %b
a:
  %r = add i64 %n, 1
  ret i64 %r
b:
  %n0 = icmp eq i64 %n, 0
  %m1 = sub i64 %m, 1
  br i1 %n0, label %c, label %d
c:
  %r2 = call i64 @ack(i64 %m1, i64 1)
  ret i64 %r2
d:
  %n1 = sub i64 %n, 1
  %inner = call i64 @ack(i64 %m, i64 %n1)
  %r3 = call i64 @ack(i64 %m1, i64 %inner)
  ret i64 %r3
}
define i64 @main() {
  %fp = bitcast i64 (i64, i64)* @ack to i64 (i64, i64)*
  %x = call i64 %fp(i64 2, i64 3)
  %y = call i64 @ll_callback(i64 (i64, i64)* @ack)
  %z = mul i64 %x, 100000
  %r = add i64 %z, %y
  ret i64 %r
}
"#;
    // ack(2, 3) = 9; ack(19, 19) would never finish, so ll_callback is checked
    // separately below with a cheap function.
    let quick = src.replace(
        "@ll_callback(i64 (i64, i64)* @ack)",
        "@ll_callback(i64 (i64, i64)* @sum)",
    ) + "define i64 @sum(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  ret i64 %s\n}\n";
    assert_eq!(run(&quick).unwrap().ret, 9 * 100000 + 38);
}

#[test]
fn argc_argv_and_output() {
    let src = r#"
declare void @ll_puts(i8*)
define i32 @main(i32 %argc, i8** %argv) {
  %p = getelementptr i8*, i8** %argv, i32 1
  %s = load i8*, i8** %p
  call void @ll_puts(i8* %s)
  %end = getelementptr i8*, i8** %argv, i32 %argc
  %null = load i8*, i8** %end
  %isnull = icmp eq i8* %null, null
  %r = select i1 %isnull, i32 %argc, i32 -1
  %neg = sub i32 0, %r
  ret i32 %neg
}
"#;
    let m = module(src);
    let c = InterpConfig {
        args: vec!["prog".into(), "hello".into(), "x".into()],
        ..InterpConfig::default()
    };
    let out = run_main(&m, &c).unwrap();
    assert_eq!(out.output, b"hello\n");
    assert_eq!(out.ret, -3, "an i32 result is sign-extended");
}

#[test]
fn allocas_are_freed_on_return() {
    let src = r#"
define i64* @leak() {
  %p = alloca i64
  store i64 5, i64* %p
  ret i64* %p
}
define i64 @main() {
  %p = call i64* @leak()
  %v = load i64, i64* %p
  ret i64 %v
}
"#;
    let e = run(src).unwrap_err();
    assert!(e.message.contains("load"), "{e}");
    assert_eq!(e.function, "main");
    assert_eq!(e.loc, SrcLoc::new(9, 3));
}

fn error_of(src: &str) -> InterpError {
    run(src).unwrap_err()
}

#[test]
fn runtime_errors_are_clean_and_located() {
    let cases: &[(&str, &str)] = &[
        ("%r = sdiv i64 1, %z", "division by zero"),
        ("%r = urem i64 1, %z", "division by zero"),
        (
            "%m = sub i64 %z, 9223372036854775807\n  %n = sub i64 %m, 1\n  %r = sdiv i64 %n, -1",
            "signed division overflow",
        ),
        ("%r = shl i64 1, 64", "shift amount 64"),
        (
            "%p = inttoptr i64 %z to i64*\n  %r = load i64, i64* %p",
            "null pointer load",
        ),
        ("%r = call i64 @nowhere()", "undefined function `@nowhere`"),
        ("unreachable", "reached `unreachable`"),
    ];
    for (body, msg) in cases {
        let src = format!(
            "declare i64 @nowhere()\ndefine i64 @main() {{\n  %z = add i64 0, 0\n  {body}\n  ret i64 0\n}}\n"
        );
        let e = error_of(&src);
        assert!(e.message.contains(msg), "{body}: {e}");
        assert_eq!(e.function, "main");
        // The failing instruction is the last line of `body` (line 3 is `%z`).
        let line = 3 + body.lines().count() as u32;
        assert_eq!(e.loc, SrcLoc::new(line, 3), "{body}: {e}");
    }
}

#[test]
fn division_overflow_at_every_width() {
    for w in [8u32, 16, 32, 64] {
        for op in ["sdiv", "srem"] {
            let src = format!(
                "define i{w} @f(i{w} %a, i{w} %b) {{\n  %r = {op} i{w} %a, %b\n  ret i{w} %r\n}}\n"
            );
            let e = call(
                &module(&src),
                "f",
                &[1 << (w - 1), u64::MAX],
                &InterpConfig::default(),
            )
            .unwrap_err();
            assert!(e.message.contains("overflow"), "{op} i{w}: {e}");
            assert_eq!(e.loc, SrcLoc::new(2, 3));
        }
    }
}

#[test]
fn out_of_bounds_and_output_so_far() {
    let src = r#"
declare i32 @putchar(i32)
@a = global [2 x i32] [i32 1, i32 2]
define i32 @main() {
  %c = call i32 @putchar(i32 65)
  %p = getelementptr [2 x i32], [2 x i32]* @a, i32 0, i32 2
  %v = load i32, i32* %p
  ret i32 %v
}
"#;
    let e = error_of(src);
    assert!(e.message.contains("out-of-bounds load of 4 bytes"), "{e}");
    assert!(e.message.contains("@a"), "{e}");
    assert_eq!(e.output, b"A");
    assert_eq!(e.loc, SrcLoc::new(7, 3));
}

#[test]
fn step_limit_and_deep_recursion() {
    let spin = "define i64 @main() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n";
    let c = InterpConfig {
        step_limit: 1000,
        ..InterpConfig::default()
    };
    let e = run_main(&module(spin), &c).unwrap_err();
    assert!(e.message.contains("step limit"), "{e}");
    assert_eq!(e.steps, 1000);
    let rec = "define i64 @f(i64 %n) {\n  %r = call i64 @f(i64 %n)\n  ret i64 %r\n}\ndefine i64 @main() {\n  %r = call i64 @f(i64 1)\n  ret i64 %r\n}\n";
    let shallow = InterpConfig {
        max_call_depth: 1000,
        ..InterpConfig::default()
    };
    let e = run_main(&module(rec), &shallow).unwrap_err();
    assert!(e.message.contains("call stack overflow"), "{e}");
    assert!(e.message.contains("more than 1000 nested calls"), "{e}");
    let small = InterpConfig {
        max_frame_memory: 1 << 20,
        ..InterpConfig::default()
    };
    let e = run_main(&module(rec), &small).unwrap_err();
    assert!(e.message.contains("call stack overflow"), "{e}");
    assert!(e.message.contains("more than 1 MiB"), "{e}");
    let big = "define i64 @f(i64 %n) {\n  %p = alloca [4096 x i64]\n  %r = call i64 @f(i64 %n)\n  ret i64 %r\n}\ndefine i64 @main() {\n  %r = call i64 @f(i64 1)\n  ret i64 %r\n}\n";
    let e = run(big).unwrap_err();
    assert!(e.message.contains("stack overflow"), "{e}");
    // Deep but finite recursion works (no host stack is used per call).
    let deep = "define i64 @f(i64 %n) {\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %a, label %b\na:\n  ret i64 0\nb:\n  %m = sub i64 %n, 1\n  %r = call i64 @f(i64 %m)\n  %s = add i64 %r, 1\n  ret i64 %s\n}\n";
    assert_eq!(call_fn(deep, "f", &[50_000]).unwrap(), 50_000);
}

#[test]
fn indirect_calls_check_their_target() {
    let src = r#"
define i64 @one() {
  ret i64 1
}
define i64 @main() {
  %bad = inttoptr i64 12 to i64 ()*
  %r = call i64 %bad()
  ret i64 %r
}
"#;
    assert!(
        error_of(src)
            .message
            .contains("not the address of a function")
    );
    let src = r#"
define i64 @two(i64 %x) {
  ret i64 %x
}
define i64 @main() {
  %f = bitcast i64 (i64)* @two to i64 ()*
  %r = call i64 %f()
  ret i64 %r
}
"#;
    assert!(error_of(src).message.contains("through type"));
}

#[test]
fn unverified_modules_are_refused() {
    let mut m = Module::new();
    let f = m.declare_func(
        "main",
        Signature {
            ret: Ty::I64,
            params: vec![],
            varargs: false,
        },
        SrcLoc::default(),
    );
    m.funcs[f].body = Some(Function::new());
    let e = run_main(&m, &InterpConfig::default()).unwrap_err();
    assert!(e.message.contains("does not verify"), "{e}");
}

#[test]
fn block_arguments_are_a_parallel_copy() {
    let src = r#"
define i64 @main() {
entry:
  br label %loop
loop:
  %a = phi i64 [ 1, %entry ], [ %b, %loop ]
  %b = phi i64 [ 2, %entry ], [ %a, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, 3
  br i1 %c, label %exit, label %loop
exit:
  %r = mul i64 %a, 10
  %s = add i64 %r, %b
  ret i64 %s
}
"#;
    // After 3 iterations starting from (1, 2), two swaps: (1, 2) -> (2, 1) -> (1, 2).
    let out = run(src).unwrap();
    assert_eq!(out.ret, 12);
    assert_eq!(out.steps, 1 + 3 * 3 + 3);
}

#[test]
fn printf_and_runtime_strings() {
    let src = r#"
@fmt = constant [16 x i8] c"%d|%ld|%s|%c%%\0A\00"
@w = constant [3 x i8] c"42\00"
declare i32 @printf(i8*, ...)
declare i8* @ll_ltoa(i64)
declare i64 @ll_atol(i8*)
declare i8* @ll_strcat(i8*, i8*)
define i32 @main() {
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i32 0, i32 0
  %wp = getelementptr [3 x i8], [3 x i8]* @w, i32 0, i32 0
  %n = call i64 @ll_atol(i8* %wp)
  %s = call i8* @ll_ltoa(i64 -7)
  %t = call i8* @ll_strcat(i8* %s, i8* %wp)
  %k = call i32 (i8*, ...) @printf(i8* %f, i32 -1, i64 %n, i8* %t, i32 33)
  ret i32 %k
}
"#;
    let out = run(src).unwrap();
    assert_eq!(String::from_utf8(out.output).unwrap(), "-1|42|-742|!%\n");
    assert_eq!(out.ret, 14);
}

/// Compiled code recurses about 1,044,000 deep in the simulator's 16 MiB;
/// the interpreter goes deeper with its default limits, on a thread whose
/// stack is far too small for one host frame per call, and a runaway
/// recursion ends in a clean error.
#[test]
fn recursion_deeper_than_compiled_code_runs_on_a_small_stack() {
    let deep = "define i64 @f(i64 %n) {\n  %z = icmp eq i64 %n, 0\n  br i1 %z, label %a, label %b\na:\n  ret i64 0\nb:\n  %m = sub i64 %n, 1\n  %r = call i64 @f(i64 %m)\n  %s = add i64 %r, 1\n  ret i64 %s\n}\n";
    let m = module(deep);
    let worker = std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(move || {
            let ok = call(&m, "f", &[1_500_000], &InterpConfig::default()).map(|o| o.ret);
            let cfg = InterpConfig {
                max_call_depth: 2_000_000,
                ..InterpConfig::default()
            };
            let too_deep = call(&m, "f", &[3_000_000], &cfg).map(|o| o.ret);
            (ok, too_deep)
        })
        .expect("thread starts");
    let (ok, too_deep) = worker.join().expect("no stack overflow");
    assert_eq!(ok, Ok(1_500_000));
    let e = too_deep.unwrap_err();
    assert!(e.message.contains("more than 2000000 nested calls"), "{e}");
}

/// A module whose `i64 @main()` body `build` writes with the raw
/// [`Function`] API (for instructions the text syntax does not reach yet).
fn built(build: impl FnOnce(&mut Function, &mut crate::types::TypeStore)) -> Module {
    let mut mb = crate::builder::ModuleBuilder::new("built.ll");
    let main = mb.define_function("main", &[], Ty::I64);
    drop(mb.function_builder(main));
    let mut m = mb.finish_unverified();
    let mut body = m.funcs[main].body.take().expect("main has a body");
    build(&mut body, &mut m.types);
    m.funcs[main].body = Some(body);
    m
}

fn run_built(m: &Module) -> i64 {
    let errors = crate::verify::verify(m);
    assert!(errors.is_empty(), "{}", errors[0]);
    run_main(m, &InterpConfig::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .ret
}

#[test]
fn aggregates_flow_through_insert_extract_phi_select_and_memory() {
    let m = built(|f, types| {
        let pair = types.struct_(vec![Ty::I32, Ty::I64]);
        let entry = f.entry().expect("an entry block");
        let exit = f.create_block(None);
        let p = f.append_block_param(exit, pair);
        let frozen = build_pair_through_memory(f, types, entry, pair);
        let dest = BlockCall {
            block: exit,
            args: vec![frozen],
        };
        append(f, entry, InstData::Jump { dest }, None);
        sum_pair_fields(f, types, exit, p);
    });
    // 7 + 1 + 2^40, through insertvalue, select, a nested store/load,
    // extractvalue of a sub-aggregate, freeze and a block parameter.
    assert_eq!(run_built(&m), 8 + (1 << 40));
}

/// Appends `d` (of result type `t`) to block `b`; returns its result.
fn append(f: &mut Function, b: Block, d: InstData, t: Option<Ty>) -> Option<Value> {
    let i = f.append_inst(b, d, t, SrcLoc::default());
    f.inst_result(i)
}

/// Appends `d`, which has a result of type `t`, to block `b`.
fn append_val(f: &mut Function, b: Block, d: InstData, t: Ty) -> Value {
    append(f, b, d, Some(t)).expect("an instruction with a result")
}

/// In `entry`: the pair `{ 7, 2^40 }` built by `insertvalue`, chosen by a
/// `select`, stored inside a `{ i8, pair, i16 }` in an `alloca`, loaded
/// back, extracted and frozen. Returns the frozen pair.
fn build_pair_through_memory(
    f: &mut Function,
    types: &mut crate::types::TypeStore,
    entry: Block,
    pair: Ty,
) -> Value {
    let nest = types.struct_(vec![Ty::I8, pair, Ty::I16]);
    let undef = f.undef(pair);
    let seven = f.iconst(types, Ty::I32, 7);
    let big = f.iconst(types, Ty::I64, 1 << 40);
    let insert = |agg, value, index| InstData::InsertValue {
        agg,
        value,
        indices: vec![index],
    };
    let p0 = append_val(f, entry, insert(undef, seven, 0), pair);
    let p1 = append_val(f, entry, insert(p0, big, 1), pair);
    let zero = f.zero(pair);
    let t = f.iconst(types, Ty::I1, 0);
    let select = InstData::Select {
        args: [t, zero, p1],
    };
    let sel = append_val(f, entry, select, pair);
    let alloca = InstData::Alloca {
        ty: nest,
        count: None,
    };
    let slot = append_val(f, entry, alloca, types.opaque_ptr());
    let n0 = f.zero(nest);
    let n1 = append_val(f, entry, insert(n0, sel, 1), nest);
    let store = InstData::Store {
        value: n1,
        ptr: slot,
        volatile: false,
    };
    append(f, entry, store, None);
    let n2 = append_val(
        f,
        entry,
        InstData::Load {
            ptr: slot,
            volatile: false,
        },
        nest,
    );
    let extract = InstData::ExtractValue {
        agg: n2,
        indices: vec![1],
    };
    let inner = append_val(f, entry, extract, pair);
    append_val(f, entry, InstData::Freeze { arg: inner }, pair)
}

/// In `exit`: returns `zext(p.0 + 1) + p.1` of the pair parameter `p`.
fn sum_pair_fields(f: &mut Function, types: &mut crate::types::TypeStore, exit: Block, p: Value) {
    let one = f.iconst(types, Ty::I32, 1);
    let field = |index| InstData::ExtractValue {
        agg: p,
        indices: vec![index],
    };
    let add = |a, b| InstData::Binary {
        op: BinOp::Add,
        args: [a, b],
        flags: Default::default(),
    };
    let a = append_val(f, exit, field(0), Ty::I32);
    let a1 = append_val(f, exit, add(a, one), Ty::I32);
    let zext = InstData::Cast {
        op: CastOp::Zext,
        arg: a1,
    };
    let a64 = append_val(f, exit, zext, Ty::I64);
    let b = append_val(f, exit, field(1), Ty::I64);
    let s = append_val(f, exit, add(a64, b), Ty::I64);
    append(f, exit, InstData::Ret { value: Some(s) }, None);
}

#[test]
fn switch_picks_the_case_or_the_default() {
    for (x, want) in [(0u64, 10), (5, 11), (u64::MAX, 12), (7, 13)] {
        let m = built(|f, types| {
            let entry = f.entry().expect("an entry block");
            let at = SrcLoc::default();
            let targets: Vec<Block> = (0..4).map(|_| f.create_block(None)).collect();
            let v = f.iconst(types, Ty::I64, x);
            let fr = f.append_inst(entry, InstData::Freeze { arg: v }, Some(Ty::I64), at);
            let cond = f.inst_result(fr).expect("a result");
            let call = |b: Block| BlockCall {
                block: b,
                args: vec![],
            };
            f.append_inst(
                entry,
                InstData::Switch {
                    cond,
                    default: call(targets[3]),
                    cases: vec![
                        (5, call(targets[1])),
                        (0, call(targets[0])),
                        (u64::MAX, call(targets[2])),
                    ],
                },
                None,
                at,
            );
            for (k, &b) in targets.iter().enumerate() {
                let r = f.iconst(types, Ty::I64, 10 + k as u64);
                f.append_inst(b, InstData::Ret { value: Some(r) }, None, at);
            }
        });
        assert_eq!(run_built(&m), want, "switch on {x}");
    }
}

#[test]
fn odd_widths_live_in_their_store_size() {
    let src = "define i64 @main() {\n  %a = alloca [2 x i24]\n  %p = getelementptr [2 x i24], [2 x i24]* %a, i32 0, i32 1\n  \
               %q = getelementptr [2 x i24], [2 x i24]* %a, i32 0, i32 0\n  \
               store i24 -1, i24* %p\n  store i24 1193046, i24* %q\n  %b = bitcast [2 x i24]* %a to i8*\n  \
               %b3 = getelementptr i8, i8* %b, i32 3\n  %pad = load i8, i8* %b3\n  %v = load i24, i24* %p\n  \
               %w = sext i24 %v to i64\n  %pz = zext i8 %pad to i64\n  %r = add i64 %w, %pz\n  ret i64 %r\n}\n";
    // -1 read back from 3 bytes; the fourth byte (padding) is untouched.
    assert_eq!(run(src).expect("runs").ret, -1);
}

#[test]
fn the_module_target_decides_byte_order_and_printf_long() {
    let src = r#"
@fmt = private constant [12 x i8] c"%ld %d|%lx\0A\00"
declare i32 @printf(i8*, ...)
define i32 @main() {
  %a = alloca i32
  store i32 1, i32* %a
  %b = bitcast i32* %a to i8*
  %first = load i8, i8* %b
  %f = getelementptr [12 x i8], [12 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 -5, i32 6, i32 -1)
  %r = zext i8 %first to i32
  ret i32 %r
}
"#;
    let mut m = module(src);
    let big = InterpConfig::default();
    let little = cfg(Endian::Little);
    // LLVMlite flavour: `%ld` reads an 8-aligned pair of words, so these
    // arguments run out before `%lx`.
    let e = run_main(&m, &big).expect_err("too few argument words");
    assert!(e.message.contains("reading a variadic argument"), "{e}");
    // C flavour (a target triple): `%ld` is 32 bits; `mipsel` is
    // little-endian whatever the configuration says.
    m.target.triple = Some("mipsel-unknown-linux-gnu".into());
    m.target.big_endian = Some(false);
    let c = run_main(&m, &big).expect("runs");
    assert_eq!(String::from_utf8_lossy(&c.output), "-5 6|ffffffff\n");
    assert_eq!(c.ret, 1);
    m.target.big_endian = Some(true);
    assert_eq!(run_main(&m, &little).expect("runs").ret, 0);
}

#[test]
fn constructors_and_destructors_run_around_main_and_exit() {
    let src = r#"
@llvm.global_ctors = appending global [3 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 200, void ()* @c200, i8* null },
  { i32, void ()*, i8* } { i32 100, void ()* @c100, i8* null },
  { i32, void ()*, i8* } { i32 65535, void ()* @clast, i8* null }]
@llvm.global_dtors = appending global [2 x { i32, void ()*, i8* }] [
  { i32, void ()*, i8* } { i32 100, void ()* @d100, i8* null },
  { i32, void ()*, i8* } { i32 200, void ()* @d200, i8* null }]
@state = global i32 0
declare i32 @putchar(i32)
declare void @exit(i32)
define void @c100() {
  store i32 1, i32* @state
  call i32 @putchar(i32 97)
  ret void
}
define void @c200() {
  %s = load i32, i32* @state
  %t = mul i32 %s, 10
  store i32 %t, i32* @state
  call i32 @putchar(i32 98)
  ret void
}
define void @clast() {
  call i32 @putchar(i32 99)
  ret void
}
define void @d100() {
  call i32 @putchar(i32 10)
  ret void
}
define void @d200() {
  call i32 @putchar(i32 100)
  ret void
}
define i32 @main(i32 %argc, i8** %argv) {
  %s = load i32, i32* @state
  %c = add i32 %s, 38
  call i32 @putchar(i32 %c)
  %e = icmp sgt i32 %argc, 1
  br i1 %e, label %quit, label %done
quit:
  call void @exit(i32 4)
  unreachable
done:
  ret i32 0
}
"#;
    let m = module(src);
    // Constructors by ascending priority (1, then ×10), main, destructors
    // by descending priority -- as lli runs them.
    let out = run_main(&m, &InterpConfig::default()).expect("runs");
    assert_eq!((out.output.as_slice(), out.ret), (b"abc0d\n".as_slice(), 0));
    let with_arg = InterpConfig {
        args: vec!["p".into(), "x".into()],
        ..InterpConfig::default()
    };
    let out = run_main(&m, &with_arg).expect("runs");
    assert_eq!((out.output.as_slice(), out.ret), (b"abc0d\n".as_slice(), 4));
}

#[test]
fn extern_weak_symbols_are_null_and_align_is_honoured() {
    let src = r#"
@missing = external global i32
@aligned = global i8 1
declare void @nofunc()
define i32 @main() {
  %a = icmp eq i32* @missing, null
  %b = icmp eq void ()* @nofunc, null
  %p = ptrtoint i8* @aligned to i32
  %low = and i32 %p, 63
  %c = icmp eq i32 %low, 0
  %ab = and i1 %a, %b
  %abc = and i1 %ab, %c
  %r = zext i1 %abc to i32
  ret i32 %r
}
"#;
    let mut m = module(src);
    assert_eq!(run_main(&m, &InterpConfig::default()).expect("runs").ret, 0);
    for g in m.globals.values_mut() {
        match g.name.as_str() {
            "missing" => g.linkage = Linkage::ExternWeak,
            _ => g.align = Some(64),
        }
    }
    for f in m.funcs.values_mut() {
        if f.name == "nofunc" {
            f.linkage = Linkage::ExternWeak;
        }
    }
    assert_eq!(run_main(&m, &InterpConfig::default()).expect("runs").ret, 1);
}

#[test]
fn va_arg_reads_the_o32_argument_area() {
    // Each `load ... %apN` below becomes `va_arg i8** %ap, T` (the parser
    // does not read `va_arg` yet): same operand, same result type.
    let src = r#"
declare void @llvm.va_start(i8*)
define i64 @f(i32 %n, ...) {
  %ap = alloca i8*
  %app = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %app)
  %ap1 = bitcast i8** %ap to i32*
  %a = load i32, i32* %ap1
  %ap2 = bitcast i8** %ap to i64*
  %b = load i64, i64* %ap2
  %ap3 = bitcast i8** %ap to i8*
  %c = load i8, i8* %ap3
  %ap4 = bitcast i8** %ap to i64**
  %d = load i64*, i64** %ap4
  %ap5 = bitcast i8** %ap to i16*
  %e = load i16, i16* %ap5
  %a64 = sext i32 %a to i64
  %c64 = sext i8 %c to i64
  %e64 = zext i16 %e to i64
  %dv = load i64, i64* %d
  %s1 = add i64 %a64, %b
  %s2 = mul i64 %c64, 1000
  %s3 = add i64 %s1, %s2
  %s4 = add i64 %s3, %dv
  %s5 = mul i64 %e64, 1000000
  %s6 = add i64 %s4, %s5
  ret i64 %s6
}
define i64 @main() {
  %x = alloca i64
  store i64 500, i64* %x
  %r = call i64 (i32, ...) @f(i32 0, i32 -3, i64 40000000000, i8 -2, i64* %x, i16 65535)
  ret i64 %r
}
"#;
    let mut m = module(src);
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_mut().expect("a body");
    let apn: Vec<Value> = body
        .value_names
        .iter()
        .filter(|(_, n)| {
            n.len() == 3 && n.starts_with("ap") && n.ends_with(|c: char| c.is_ascii_digit())
        })
        .map(|(&v, _)| v)
        .collect();
    assert_eq!(apn.len(), 5);
    for inst in body.insts.values_mut() {
        if let InstData::Load { ptr, .. } = *inst
            && apn.contains(&ptr)
        {
            *inst = InstData::VaArg { ap: ptr };
        }
    }
    let want = -3 + 40_000_000_000 - 2000 + 500 + 65_535_000_000;
    for endian in [Endian::Big, Endian::Little] {
        assert_eq!(run_main(&m, &cfg(endian)).expect("runs").ret, want);
    }
}
