//! Variadic calls, `va_start`/`va_copy`/`va_end`, the stack intrinsics
//! and the remaining non-arithmetic intrinsics in the interpreter.
//!
//! Variadic arguments are laid out as O32 passes them (4-byte words from an
//! 8-aligned base, 8-byte values 8-aligned, named parameters first), so the
//! `va_arg` code clang writes for MIPS -- pointer walking, rounding with
//! `and -8` or `llvm.ptrmask` -- reads them back. `lli` cannot check this
//! (its host's `va_list` is another ABI's), so results are spelled out.

mod interp_lli;

use egret_llvmlite::interp::{InterpConfig, run_main};
use egret_llvmlite::{Endian, parse};
use interp_lli::{interp_run, same_as_lli};

/// `clang-14 --target=mips-linux-gnu -O2 -S -emit-llvm` of
///
/// ```c
/// long long sum(int n, ...) { /* alternately va_arg int and long long */ }
/// char ch(int n, ...) { /* va_arg, va_copy, va_arg on the copy */ }
/// struct S { char a; short b; };
/// int st(int n, ...) { struct S s = va_arg(ap, struct S); return s.a + s.b; }
/// int main(void) { struct S s = {1, 2};
///   return (int)sum(3, 1, 2LL, 3) + ch(1, 2, 3) + st(1, s); }
/// ```
///
/// with metadata and attribute groups removed. `st`'s struct travels as
/// the big-endian word `0x01000002`.
const CLANG14_VARARGS: &str = r#"
source_filename = "va.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"
define dso_local i64 @sum(i32 noundef signext %0, ...) local_unnamed_addr {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %7, label %5
5:                                                ; preds = %26, %1
  %6 = phi i64 [ 0, %1 ], [ %28, %26 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i64 %6
7:                                                ; preds = %1, %26
  %8 = phi i32 [ %29, %26 ], [ 0, %1 ]
  %9 = phi i64 [ %28, %26 ], [ 0, %1 ]
  %10 = and i32 %8, 1
  %11 = icmp eq i32 %10, 0
  %12 = load i8*, i8** %2, align 4
  br i1 %11, label %21, label %13
13:                                               ; preds = %7
  %14 = ptrtoint i8* %12 to i32
  %15 = add i32 %14, 7
  %16 = and i32 %15, -8
  %17 = inttoptr i32 %16 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 8
  store i8* %18, i8** %2, align 4
  %19 = inttoptr i32 %16 to i64*
  %20 = load i64, i64* %19, align 8
  br label %26
21:                                               ; preds = %7
  %22 = getelementptr inbounds i8, i8* %12, i32 4
  store i8* %22, i8** %2, align 4
  %23 = bitcast i8* %12 to i32*
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  br label %26
26:                                               ; preds = %13, %21
  %27 = phi i64 [ %20, %13 ], [ %25, %21 ]
  %28 = add nsw i64 %27, %9
  %29 = add nuw nsw i32 %8, 1
  %30 = icmp eq i32 %29, %0
  br i1 %30, label %5, label %7
}
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.va_start(i8*)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.va_end(i8*)
define dso_local signext i8 @ch(i32 signext %0, ...) local_unnamed_addr {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4)
  call void @llvm.va_start(i8* nonnull %4)
  %5 = load i8*, i8** %2, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 4
  store i8* %6, i8** %2, align 4
  %7 = bitcast i8* %5 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9)
  call void @llvm.va_copy(i8* nonnull %9, i8* nonnull %4)
  %10 = load i8*, i8** %3, align 4
  %11 = getelementptr inbounds i8, i8* %10, i32 4
  store i8* %11, i8** %3, align 4
  %12 = bitcast i8* %10 to i32*
  %13 = load i32, i32* %12, align 4
  %14 = add i32 %13, %8
  %15 = trunc i32 %14 to i8
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4)
  ret i8 %15
}
declare void @llvm.va_copy(i8*, i8*)
define dso_local i32 @st(i32 signext %0, ...) local_unnamed_addr {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 4
  store i8* %5, i8** %2, align 4
  %6 = load i8, i8* %4, align 4
  %7 = getelementptr inbounds i8, i8* %4, i32 2
  %8 = bitcast i8* %7 to i16*
  %9 = load i16, i16* %8, align 2
  %10 = sext i8 %6 to i32
  %11 = sext i16 %9 to i32
  %12 = add nsw i32 %11, %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret i32 %12
}
define dso_local i32 @main() local_unnamed_addr {
  %1 = tail call i64 (i32, ...) @sum(i32 noundef signext 3, i32 noundef signext 1, i64 noundef signext 2, i32 noundef signext 3)
  %2 = trunc i64 %1 to i32
  %3 = tail call signext i8 (i32, ...) @ch(i32 signext undef, i32 noundef signext 2, i32 noundef signext 3)
  %4 = sext i8 %3 to i32
  %5 = add nsw i32 %4, %2
  %6 = tail call i32 (i32, ...) @st(i32 signext undef, i32 inreg 16777218)
  %7 = add nsw i32 %5, %6
  ret i32 %7
}
"#;

fn run(src: &str, endian: Endian) -> Result<i64, String> {
    let (m, _) = parse("t.ll", src).map_err(|d| d[0].render("t.ll", src))?;
    let cfg = InterpConfig {
        endian,
        ..InterpConfig::default()
    };
    run_main(&m, &cfg).map(|o| o.ret).map_err(|e| e.render(&m))
}

#[test]
fn clang_va_arg_code_reads_the_o32_argument_area() {
    // 1 + 2 + 3, then 2 + 3, then 1 + 2.
    assert_eq!(run(CLANG14_VARARGS, Endian::Big), Ok(14));
}

/// `f(i64 named, ...)`: the named i64 takes words 0-1, so the variadic
/// words start at offset 8; an i32 then an i64 puts the i64 at offset 16.
const NAMED_I64: &str = r#"
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
define i64 @f(i64 %a, ...) {
  %ap = alloca i8*
  %app = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %app)
  %p = load i8*, i8** %ap
  %pi = ptrtoint i8* %p to i32
  %x.p = bitcast i8* %p to i32*
  %x = load i32, i32* %x.p
  %q = getelementptr i8, i8* %p, i32 8
  %y.p = bitcast i8* %q to i64*
  %y = load i64, i64* %y.p
  call void @llvm.va_end(i8* %app)
  %lo = and i32 %pi, 7
  %lo64 = zext i32 %lo to i64
  %x64 = sext i32 %x to i64
  %s = add i64 %x64, %y
  %t = mul i64 %lo64, 1000
  %r = add i64 %s, %t
  %r2 = add i64 %r, %a
  ret i64 %r2
}
define i64 @main() {
  %r = call i64 (i64, ...) @f(i64 100, i32 -5, i64 4294967296)
  ret i64 %r
}
"#;

#[test]
fn eight_byte_values_are_aligned_in_the_area() {
    for endian in [Endian::Big, Endian::Little] {
        // The area is 8-aligned and the variadic words start 8 bytes in.
        assert_eq!(run(NAMED_I64, endian), Ok(100 - 5 + 4_294_967_296));
    }
}

#[test]
fn va_start_without_variadic_arguments_is_an_error() {
    let src = "declare void @llvm.va_start(i8*)\n\
               define i32 @main() {\n  %ap = alloca i8*\n  %p = bitcast i8** %ap to i8*\n  \
               call void @llvm.va_start(i8* %p)\n  ret i32 0\n}\n";
    let e = run(src, Endian::Big).expect_err("no variadic arguments");
    assert!(e.contains("5:3: error: in `@main`: `llvm.va_start`"), "{e}");
}

/// A `printf` wrapper: `vprintf` and `vsnprintf` take the `va_list`.
const WRAPPER: &str = r#"
@fmt = private constant [15 x i8] c"%d|%lld|%s|%x\0A\00"
@word = private constant [3 x i8] c"ok\00"
declare void @llvm.va_start(i8*)
declare void @llvm.va_copy(i8*, i8*)
declare void @llvm.va_end(i8*)
declare i32 @vprintf(i8*, i8*)
declare i32 @vsnprintf(i8*, i32, i8*, i8*)
declare i32 @puts(i8*)
define i32 @say(i8* %f, ...) {
  %ap = alloca i8*
  %aq = alloca i8*
  %app = bitcast i8** %ap to i8*
  %aqp = bitcast i8** %aq to i8*
  call void @llvm.va_start(i8* %app)
  call void @llvm.va_copy(i8* %aqp, i8* %app)
  %a = load i8*, i8** %ap
  %n = call i32 @vprintf(i8* %f, i8* %a)
  %buf = alloca [8 x i8]
  %b = getelementptr [8 x i8], [8 x i8]* %buf, i32 0, i32 0
  %c = load i8*, i8** %aq
  %m = call i32 @vsnprintf(i8* %b, i32 8, i8* %f, i8* %c)
  call i32 @puts(i8* %b)
  call void @llvm.va_end(i8* %aqp)
  call void @llvm.va_end(i8* %app)
  %s = add i32 %n, %m
  ret i32 %s
}
define i32 @main() {
  %f = getelementptr [15 x i8], [15 x i8]* @fmt, i32 0, i32 0
  %w = getelementptr [3 x i8], [3 x i8]* @word, i32 0, i32 0
  %r = call i32 (i8*, ...) @say(i8* %f, i32 -3, i64 -4, i8* %w, i32 255)
  ret i32 %r
}
"#;

#[test]
fn v_forms_take_the_va_list_of_a_variadic_function() {
    for endian in [Endian::Big, Endian::Little] {
        let out = interp_run("wrapper", WRAPPER, endian);
        assert_eq!(
            String::from_utf8_lossy(&out.output),
            "-3|-4|ok|ff\n-3|-4|o\n"
        );
        assert_eq!(out.ret, 24); // 12 bytes printed, 12 that would have been written
    }
}

/// A loop whose every iteration makes a 64 KiB dynamic `alloca`: with
/// `stacksave`/`stackrestore` around it the 16 MiB stack is enough for
/// 10,000 iterations; the sum proves each slot was fresh and usable.
const STACK_LOOP: &str = r#"
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %sp = call i8* @llvm.stacksave()
  %buf = alloca i8, i32 65536
  %last = getelementptr i8, i8* %buf, i32 65535
  %t = trunc i32 %i to i8
  store i8 %t, i8* %last
  %v = load i8, i8* %last
  %v32 = zext i8 %v to i32
  %acc1 = add i32 %acc, %v32
  call void @llvm.stackrestore(i8* %sp)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10000
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc1
}
"#;

#[test]
fn stackrestore_frees_dynamic_allocas() {
    // Σ (i mod 256) for i < 10000.
    let want: i64 = (0..10_000).map(|i| i % 256).sum();
    assert_eq!(run(STACK_LOOP, Endian::Big), Ok(want));
    let leaky = STACK_LOOP.replace("  call void @llvm.stackrestore(i8* %sp)\n", "");
    let e = run(&leaky, Endian::Big).expect_err("the stack runs out");
    assert!(e.contains("stack overflow"), "{e}");
    same_as_lli(
        "stack_loop",
        &STACK_LOOP.replace("ret i32 %acc1", "ret i32 0"),
    );
}

#[test]
fn stackrestore_outside_the_running_function_is_an_error() {
    let src = r#"
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
define i8* @save() {
  %a = alloca i32
  %sp = call i8* @llvm.stacksave()
  ret i8* %sp
}
define i32 @main() {
  %sp = call i8* @save()
  call void @llvm.stackrestore(i8* %sp)
  ret i32 0
}
"#;
    let e = run(src, Endian::Big).expect_err("a callee's stack pointer");
    assert!(
        e.contains("11:3: error: in `@main`: `llvm.stackrestore` to"),
        "{e}"
    );
}

#[test]
fn trap_and_debugtrap_stop_with_their_location() {
    for name in ["trap", "debugtrap"] {
        let src = format!(
            "declare void @llvm.{name}()\ndefine i32 @main() {{\n  call void @llvm.{name}()\n  ret i32 0\n}}\n"
        );
        let e = run(&src, Endian::Big).expect_err("traps");
        assert!(
            e.contains(&format!("3:3: error: in `@main`: `llvm.{name}` called")),
            "{e}"
        );
    }
}

#[test]
fn objectsize_is_constant_and_ptrmask() {
    let src = r#"
@g = global [10 x i8] zeroinitializer
declare i32 @llvm.objectsize.i32.p0i8(i8*, i1, i1, i1)
declare i1 @llvm.is.constant.i32(i32)
declare i8* @llvm.ptrmask.p0i8.i32(i8*, i32)
define i32 @main(i32 %argc, i8** %argv) {
  %p = getelementptr [10 x i8], [10 x i8]* @g, i32 0, i32 3
  %max = call i32 @llvm.objectsize.i32.p0i8(i8* %p, i1 false, i1 false, i1 false)
  %min = call i32 @llvm.objectsize.i32.p0i8(i8* %p, i1 true, i1 false, i1 false)
  %c1 = call i1 @llvm.is.constant.i32(i32 7)
  %c2 = call i1 @llvm.is.constant.i32(i32 %argc)
  %m = call i8* @llvm.ptrmask.p0i8.i32(i8* %p, i32 -4)
  %pi = ptrtoint i8* %p to i32
  %mi = ptrtoint i8* %m to i32
  %d = sub i32 %pi, %mi
  %c1i = zext i1 %c1 to i32
  %c2i = zext i1 %c2 to i32
  %a = add i32 %max, %min
  %b = mul i32 %c1i, 100
  %c = mul i32 %c2i, 1000
  %e = mul i32 %d, 10
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %e
  ret i32 %s3
}
"#;
    // objectsize: -1 (max, unknown) + 0 (min); is.constant: 1 and 0; the
    // global is 8-aligned, so masking offset 3 to 4 bytes takes off 3.
    assert_eq!(run(src, Endian::Big), Ok(-1 + 100 + 30));
}
