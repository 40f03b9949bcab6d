//! The IR of issue 19 in the interpreter: first-class aggregates
//! (`insertvalue`/`extractvalue`, aggregates through memory, phis, `select`,
//! calls and returns, `zeroinitializer`/`undef`), `freeze`, `switch`,
//! `va_arg`, opaque pointers, packed structs, integer widths other than
//! 1/8/16/32/64, the new global features (constructors and destructors,
//! `extern_weak`, `align`) and the C flavour of `printf`. Each program's
//! output is compared with `lli-19`'s where LLVM can run it on the host.

mod interp_lli;

use egret_llvmlite::Endian;
use interp_lli::{interp_output, interp_run, same_as_lli};

/// Aggregates through every path a value can take.
const AGGREGATES: &str = r#"
%pair = type { i32, i64 }
%nest = type { i8, [2 x %pair], { i16, i1 } }
@fmt = private constant [15 x i8] c"%d %lld %d %d\0A\00"
declare i32 @printf(ptr, ...)

define %pair @mk(i32 %a, i64 %b) {
  %p0 = insertvalue %pair undef, i32 %a, 0
  %p1 = insertvalue %pair %p0, i64 %b, 1
  ret %pair %p1
}

define i64 @sum(%pair %p) {
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1
  %a64 = sext i32 %a to i64
  %s = add i64 %a64, %b
  ret i64 %s
}

define i32 @main() {
entry:
  %p = call %pair @mk(i32 7, i64 -9)
  %slot = alloca %pair
  store %pair %p, ptr %slot
  %q = load %pair, ptr %slot
  %z = select i1 true, %pair zeroinitializer, %pair %q
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi %pair [ %q, %entry ], [ %acc1, %loop ]
  %a0 = extractvalue %pair %acc, 0
  %a1 = add i32 %a0, %i
  %acc1 = insertvalue %pair %acc, i32 %a1, 0
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 5
  br i1 %done, label %out, label %loop
out:
  %x = extractvalue %pair %acc1, 0
  %y = extractvalue %pair %acc1, 1
  %zz = extractvalue %pair %z, 1
  %zi = trunc i64 %zz to i32
  %s = call i64 @sum(%pair %acc1)
  %si = trunc i64 %s to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, i64 %y, i32 %zi, i32 %si)
  %n0 = insertvalue %nest zeroinitializer, %pair %acc1, 1, 1
  %n1 = insertvalue %nest %n0, i16 -2, 2, 0
  %n2 = insertvalue %nest %n1, i8 5, 0
  %nslot = alloca %nest
  store %nest %n2, ptr %nslot
  %f = getelementptr %nest, ptr %nslot, i32 0, i32 1, i32 1, i32 1
  %fv = load i64, ptr %f
  %n3 = load %nest, ptr %nslot
  %inner = extractvalue %nest %n3, 2
  %h = extractvalue { i16, i1 } %inner, 0
  %hs = sext i16 %h to i32
  %b = extractvalue %nest %n3, 0
  %bs = sext i8 %b to i32
  %e = extractvalue %nest %n3, 1, 0, 1
  %ei = trunc i64 %e to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %hs, i64 %fv, i32 %bs, i32 %ei)
  ret i32 0
}
"#;

#[test]
fn aggregates_match_lli() {
    same_as_lli("aggregates", AGGREGATES);
    assert_eq!(
        String::from_utf8_lossy(&interp_output("aggregates", AGGREGATES)),
        "17 -9 0 8\n-2 -9 5 0\n"
    );
}

/// `freeze`, `switch` (dense, sparse, wide and narrow selectors), odd
/// widths in registers and in memory.
const SWITCH_AND_WIDTHS: &str = r#"
@fmt = private constant [9 x i8] c"%d %lld\0A\00"
@arr = global [3 x i24] [i24 1, i24 -1, i24 8388607]
@w48 = global i48 -2
declare i32 @printf(ptr, ...)

define i32 @classify(i64 %v) {
  %f = freeze i64 %v
  switch i64 %f, label %other [
    i64 0, label %zero
    i64 1, label %one
    i64 -1, label %minus
    i64 4294967296, label %big
  ]
zero:
  ret i32 10
one:
  ret i32 11
minus:
  ret i32 12
big:
  ret i32 13
other:
  ret i32 14
}

define i32 @narrow(i3 %v) {
  switch i3 %v, label %d [ i3 -1, label %seven
                           i3 3, label %three ]
seven:
  ret i32 7
three:
  ret i32 3
d:
  ret i32 0
}

define i32 @main() {
  %fmt = getelementptr [9 x i8], ptr @fmt, i32 0, i32 0
  %c0 = call i32 @classify(i64 0)
  %c1 = call i32 @classify(i64 1)
  %c2 = call i32 @classify(i64 -1)
  %c3 = call i32 @classify(i64 4294967296)
  %c4 = call i32 @classify(i64 2)
  %sum = add i32 %c0, %c1
  %sum2 = add i32 %sum, %c2
  %sum3 = add i32 %sum2, %c3
  %sum4 = add i32 %sum3, %c4
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %sum4, i64 0)
  %n7 = call i32 @narrow(i3 7)
  %n3 = call i32 @narrow(i3 3)
  %n1 = call i32 @narrow(i3 1)
  %n = add i32 %n7, %n3
  %nn = add i32 %n, %n1
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %nn, i64 0)
  %e2 = getelementptr [3 x i24], ptr @arr, i32 0, i32 2
  %a24 = load i24, ptr %e2
  %a32 = zext i24 %a24 to i32
  %e1 = getelementptr [3 x i24], ptr @arr, i32 0, i32 1
  %b24 = load i24, ptr %e1
  %b32 = sext i24 %b24 to i32
  %s24 = add i24 %a24, 2
  store i24 %s24, ptr %e1
  %c24 = load i24, ptr %e1
  %c32 = sext i24 %c24 to i32
  %w = load i48, ptr @w48
  %w64 = sext i48 %w to i64
  %wm = mul i48 %w, 140737488355327
  %wm64 = zext i48 %wm to i64
  %i33 = trunc i64 8589934591 to i33
  %j33 = ashr i33 %i33, 1
  %j64 = sext i33 %j33 to i64
  %k7 = trunc i32 100 to i7
  %k7b = sdiv i7 %k7, 3
  %k32 = sext i7 %k7b to i32
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %a32, i64 %w64)
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %b32, i64 %wm64)
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %c32, i64 %j64)
  call i32 (ptr, ...) @printf(ptr %fmt, i32 %k32, i64 0)
  ret i32 0
}
"#;

#[test]
fn switch_freeze_and_odd_widths_match_lli() {
    same_as_lli("switch_widths", SWITCH_AND_WIDTHS);
}

/// Intrinsics at odd widths and the `with.overflow` pairs.
#[test]
fn intrinsics_at_odd_widths_and_overflow_pairs_match_lli() {
    let mut body = String::new();
    let mut decls = String::new();
    let mut k = 0;
    for w in [2u32, 7, 24, 33, 48] {
        let vals = [0u64, 1, (1 << (w - 1)) - 1, 1 << (w - 1), (1u64 << w) - 1];
        for f in [
            "smax",
            "umin",
            "sadd.sat",
            "usub.sat",
            "fshl",
            "ctlz",
            "bitreverse",
        ] {
            let (args, params) = match f {
                "fshl" => (3, format!("i{w}, i{w}, i{w}")),
                "ctlz" => (1, format!("i{w}, i1")),
                "bitreverse" => (1, format!("i{w}")),
                _ => (2, format!("i{w}, i{w}")),
            };
            decls += &format!("declare i{w} @llvm.{f}.i{w}({params})\n");
            for &a in &vals {
                for &b in &vals {
                    let list = match args {
                        1 if f == "ctlz" => format!("i{w} {a}, i1 false"),
                        1 => format!("i{w} {a}"),
                        2 => format!("i{w} {a}, i{w} {b}"),
                        _ => format!("i{w} {a}, i{w} {b}, i{w} {}", a ^ b),
                    };
                    body += &format!(
                        "  %r{k} = call i{w} @llvm.{f}.i{w}({list})\n  %z{k} = zext i{w} %r{k} to i64\n  call i32 (ptr, ...) @printf(ptr @fmt, i64 %z{k})\n"
                    );
                    k += 1;
                }
            }
        }
        for f in ["sadd", "uadd", "ssub", "usub", "smul", "umul"] {
            decls += &format!("declare {{i{w}, i1}} @llvm.{f}.with.overflow.i{w}(i{w}, i{w})\n");
            for &a in &vals {
                for &b in &vals {
                    body += &format!(
                        "  %o{k} = call {{i{w}, i1}} @llvm.{f}.with.overflow.i{w}(i{w} {a}, i{w} {b})\n  \
                         %v{k} = extractvalue {{i{w}, i1}} %o{k}, 0\n  \
                         %b{k} = extractvalue {{i{w}, i1}} %o{k}, 1\n  \
                         %vz{k} = zext i{w} %v{k} to i64\n  %bz{k} = zext i1 %b{k} to i64\n  \
                         %s{k} = shl i64 %bz{k}, 60\n  %t{k} = or i64 %s{k}, %vz{k}\n  \
                         call i32 (ptr, ...) @printf(ptr @fmt, i64 %t{k})\n"
                    );
                    k += 1;
                }
            }
        }
    }
    let src = format!(
        "@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n{decls}\
         define i32 @main() {{\n{body}  ret i32 0\n}}\n"
    );
    same_as_lli("odd_width_intrinsics", &src);
}

/// Packed structs in memory and as initialisers.
const PACKED: &str = r#"
@pk = global <{ i8, i32, i16 }> <{ i8 1, i32 305419896, i16 -2 }>
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %p1 = getelementptr <{ i8, i32, i16 }>, ptr @pk, i32 0, i32 1
  %v = load i32, ptr %p1
  %p2 = getelementptr <{ i8, i32, i16 }>, ptr @pk, i32 0, i32 2
  %w = load i16, ptr %p2
  %ws = sext i16 %w to i32
  %s = alloca <{ i8, i32, i16 }>
  %all = load <{ i8, i32, i16 }>, ptr @pk
  store <{ i8, i32, i16 }> %all, ptr %s
  %b = load i8, ptr %s
  %bs = sext i8 %b to i32
  %size = getelementptr <{ i8, i32, i16 }>, ptr null, i32 1
  %sz = ptrtoint ptr %size to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %v, i32 %ws, i32 %bs)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %sz, i32 0, i32 0)
  ret i32 0
}
"#;

#[test]
fn packed_structs_have_no_padding() {
    same_as_lli("packed", PACKED);
    assert_eq!(
        String::from_utf8_lossy(&interp_output("packed", PACKED)),
        "305419896 -2 1\n7 0 0\n"
    );
}

/// Constructors run before `main` by ascending priority, destructors after
/// it by descending priority, as LangRef says and a native `gcc -m32` build
/// of `__attribute__((constructor(N)))`/`destructor(N)` does. (`lli-19`
/// runs the destructors in array order, so it is compared on the
/// constructors only.)
const STRUCTORS: &str = r#"
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [
  { i32, ptr, ptr } { i32 200, ptr @c200, ptr null },
  { i32, ptr, ptr } { i32 100, ptr @c100, ptr null },
  { i32, ptr, ptr } { i32 65535, ptr @clast, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [
  { i32, ptr, ptr } { i32 100, ptr @d100, ptr null },
  { i32, ptr, ptr } { i32 200, ptr @d200, ptr null }]
@state = global i32 0
declare i32 @putchar(i32)
define internal void @c100() {
  store i32 1, ptr @state
  call i32 @putchar(i32 97)
  ret void
}
define internal void @c200() {
  %s = load i32, ptr @state
  %t = mul i32 %s, 10
  store i32 %t, ptr @state
  call i32 @putchar(i32 98)
  ret void
}
define internal void @clast() {
  call i32 @putchar(i32 99)
  ret void
}
define internal void @d100() {
  call i32 @putchar(i32 10)
  ret void
}
define internal void @d200() {
  call i32 @putchar(i32 100)
  ret void
}
define i32 @main() {
  %s = load i32, ptr @state
  %c = add i32 %s, 38
  call i32 @putchar(i32 %c)
  ret i32 0
}
"#;

#[test]
fn constructors_and_destructors_run_around_main() {
    let one_dtor = STRUCTORS.replace(
        "[2 x { i32, ptr, ptr }] [\n  { i32, ptr, ptr } { i32 100, ptr @d100, ptr null },\n",
        "[1 x { i32, ptr, ptr }] [\n",
    );
    assert_ne!(one_dtor, STRUCTORS);
    same_as_lli("structors", &one_dtor);
    assert_eq!(interp_output("structors", STRUCTORS), b"abc0d\n");
    // `exit` runs the destructors too.
    let exiting = STRUCTORS
        .replace(
            "declare i32 @putchar(i32)",
            "declare i32 @putchar(i32)\ndeclare void @exit(i32)",
        )
        .replace(
            "  ret i32 0\n}\n",
            "  call void @exit(i32 4)\n  unreachable\n}\n",
        );
    let out = interp_run("structors_exit", &exiting, Endian::Big);
    assert_eq!((out.output.as_slice(), out.ret), (b"abc0d\n".as_slice(), 4));
}

/// An undefined `extern_weak` symbol has address 0; `align` on a global
/// is honoured.
#[test]
fn extern_weak_and_global_alignment() {
    let src = r#"
@missing = extern_weak global i32
@aligned = global i8 1, align 64
declare extern_weak void @nofunc()
define i32 @main() {
  %a = icmp eq ptr @missing, null
  %b = icmp eq ptr @nofunc, null
  %p = ptrtoint ptr @aligned to i32
  %low = and i32 %p, 63
  %c = icmp eq i32 %low, 0
  %ab = and i1 %a, %b
  %abc = and i1 %ab, %c
  %r = zext i1 %abc to i32
  ret i32 %r
}
"#;
    assert_eq!(interp_run("weak", src, Endian::Big).ret, 1);
}

/// `%ld` is 32 bits in a C module (one with a target triple or data
/// layout) and 64 bits in an LLVMlite one.
#[test]
fn printf_long_follows_the_module_flavour() {
    let body = r#"
@fmt = private constant [13 x i8] c"%ld %d|%lld\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  call i32 (ptr, ...) @printf(ptr @fmt, i32 -5, i32 6, i64 -7)
  ret i32 0
}
"#;
    let c = format!("target triple = \"mips-unknown-linux-gnu\"\n{body}");
    assert_eq!(interp_output("c_flavour", &c), b"-5 6|-7\n");
    let lp64 = body.replace("i32 -5, i32 6", "i64 -5, i32 6");
    assert_eq!(interp_output("llvmlite_flavour", &lp64), b"-5 6|-7\n");
    same_as_lli("llvmlite_flavour", &lp64);
}

/// The `va_arg` instruction reads the O32 argument area: words, 8-aligned
/// 8-byte values, narrow values from their whole word.
#[test]
fn va_arg_reads_the_o32_area() {
    let src = r#"
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
define i64 @f(i32 %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i64
  %c = va_arg ptr %ap, i8
  %d = va_arg ptr %ap, ptr
  %e = va_arg ptr %ap, i16
  call void @llvm.va_end.p0(ptr %ap)
  %a64 = sext i32 %a to i64
  %c64 = sext i8 %c to i64
  %e64 = zext i16 %e to i64
  %dv = load i64, ptr %d
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
  store i64 500, ptr %x
  %r = call i64 (i32, ...) @f(i32 0, i32 -3, i64 40000000000, i8 -2, ptr %x, i16 65535)
  ret i64 %r
}
"#;
    for endian in [Endian::Big, Endian::Little] {
        assert_eq!(
            interp_run("va_arg", src, endian).ret,
            -3 + 40_000_000_000 - 2000 + 500 + 65_535_000_000
        );
    }
}
