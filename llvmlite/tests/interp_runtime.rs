//! The interpreter's C library against the host's: `printf` with C's
//! integer formats, `sprintf`/`snprintf`, `string.h`, `ctype.h`,
//! conversions, the heap and `rand`, each printed by a program whose output
//! must equal `lli-19`'s (which calls the host C library). Formats whose
//! meaning differs between the host (LP64) and Cpu0 (`%zu`, `%p`) are
//! checked against spelled-out text instead.

mod interp_lli;

use interp_lli::{interp_output, interp_output_linked, same_as_lli, same_as_lli_linked};
use std::fmt::Write;

/// A program: string constants, declarations and `main`'s body.
#[derive(Default)]
struct Program {
    globals: String,
    body: String,
    n: usize,
}

impl Program {
    /// A fresh `i8*` to a NUL-terminated copy of `s`.
    fn string(&mut self, s: &str) -> String {
        let k = self.n;
        self.n += 1;
        let mut esc = String::new();
        for b in s.bytes() {
            if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
                esc.push(b as char);
            } else {
                write!(esc, "\\{b:02X}").expect("writing to a String");
            }
        }
        let len = s.len() + 1;
        writeln!(
            self.globals,
            "@s{k} = private constant [{len} x i8] c\"{esc}\\00\""
        )
        .expect("writing to a String");
        writeln!(
            self.body,
            "  %p{k} = getelementptr [{len} x i8], [{len} x i8]* @s{k}, i32 0, i32 0"
        )
        .expect("writing to a String");
        format!("%p{k}")
    }

    /// `printf(fmt, args...)` where `args` are typed operands (`i32 5`).
    fn printf(&mut self, fmt: &str, args: &[String]) {
        let f = self.string(fmt);
        let mut list = vec![format!("i8* {f}")];
        list.extend(args.iter().cloned());
        writeln!(
            self.body,
            "  call i32 (i8*, ...) @printf({})",
            list.join(", ")
        )
        .expect("writing to a String");
    }

    /// A raw line of `main`.
    fn line(&mut self, l: &str) {
        writeln!(self.body, "  {l}").expect("writing to a String");
    }

    fn text(&self) -> String {
        format!(
            "{}declare i32 @printf(i8*, ...)\n\
             declare i32 @sprintf(i8*, i8*, ...)\n\
             declare i32 @snprintf(i8*, i32, i8*, ...)\n\
             declare i32 @puts(i8*)\n\
             declare i64 @strlen(i8*)\n\
             declare i32 @strcmp(i8*, i8*)\n\
             declare i32 @strncmp(i8*, i8*, i64)\n\
             declare i32 @memcmp(i8*, i8*, i64)\n\
             declare i8* @strchr(i8*, i32)\n\
             declare i8* @strrchr(i8*, i32)\n\
             declare i8* @strstr(i8*, i8*)\n\
             declare i8* @memchr(i8*, i32, i64)\n\
             declare i8* @strcpy(i8*, i8*)\n\
             declare i8* @strncpy(i8*, i8*, i64)\n\
             declare i8* @strcat(i8*, i8*)\n\
             declare i32 @atoi(i8*)\n\
             declare i64 @strtol(i8*, i8**, i32)\n\
             declare i64 @strtoul(i8*, i8**, i32)\n\
             declare i32 @rand()\n\
             declare void @srand(i32)\n\
             declare i8* @malloc(i64)\n\
             declare i8* @realloc(i8*, i64)\n\
             define i32 @main() {{\n{}  ret i32 0\n}}\n",
            self.globals, self.body
        )
    }
}

fn i32_(v: i32) -> String {
    format!("i32 {v}")
}

fn i64_(v: i64) -> String {
    format!("i64 {v}")
}

#[test]
fn printf_integer_formats_match_the_host() {
    let mut p = Program::default();
    let ints = [0, 1, -1, 42, -42, 255, 65535, i32::MIN, i32::MAX, 123_456];
    let formats = [
        "%d", "%i", "%u", "%x", "%X", "%o", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%.0d",
        "%8.3d", "%-8.3x|", "%#x", "%#X", "%#o", "%#.0o", "%#08x", "%+05d", "%hd", "%hhd", "%hu",
        "%hhx", "%c", "%3c|", "%-3c|", "%.0x", "%#5o",
    ];
    for f in formats {
        for &v in &ints {
            p.printf(&format!("[{f}]\n"), &[i32_(v)]);
        }
    }
    let longs = [0, -1, i64::MIN, i64::MAX, 1 << 40, -(1 << 33)];
    for f in [
        "%ld", "%lld", "%lu", "%llx", "%lX", "%20lld", "%-20lld|", "%+lld", "%.25lld", "%#llo",
        "%jd",
    ] {
        for &v in &longs {
            p.printf(&format!("[{f}]\n"), &[i64_(v)]);
        }
    }
    for (w, prec) in [(7, 3), (-7, 3), (0, -1), (4, 0)] {
        p.printf("[%*.*d]\n", &[i32_(w), i32_(prec), i32_(5)]);
    }
    let s = p.string("hello");
    for f in ["%s", "%8s", "%-8s|", "%.2s", "%8.3s", "%-8.0s|", "%%"] {
        p.printf(&format!("[{f}]\n"), &[format!("i8* {s}")]);
    }
    p.printf(
        "%d %s %c %lld %x\n",
        &[
            i32_(-7),
            format!("i8* {s}"),
            i32_(b'Q' as i32),
            i64_(-5),
            i32_(0xBEEF),
        ],
    );
    same_as_lli("printf_formats", &p.text());
}

#[test]
fn sprintf_and_snprintf_write_and_count_like_the_host() {
    let mut p = Program::default();
    p.line("%buf = alloca [32 x i8]");
    p.line("%b = getelementptr [32 x i8], [32 x i8]* %buf, i32 0, i32 0");
    let fmt = p.string("%d-%s-%05x");
    let word = p.string("word");
    for cap in [0, 1, 5, 12, 32] {
        p.line("store i8 88, i8* %b");
        let k = p.n;
        p.n += 1;
        p.line(&format!(
            "%n{k} = call i32 (i8*, i32, i8*, ...) @snprintf(i8* %b, i32 {cap}, i8* {fmt}, i32 -12, i8* {word}, i32 255)"
        ));
        p.printf("%d [%s]\n", &[format!("i32 %n{k}"), "i8* %b".into()]);
    }
    p.line(&format!(
        "%sp = call i32 (i8*, i8*, ...) @sprintf(i8* %b, i8* {fmt}, i32 7, i8* {word}, i32 16)"
    ));
    p.printf("%d [%s]\n", &["i32 %sp".into(), "i8* %b".into()]);
    same_as_lli("sprintf", &p.text());
}

#[test]
fn string_functions_match_the_host() {
    let mut p = Program::default();
    let words = ["", "a", "abc", "abd", "ab", "hello world", "\u{7f}x"];
    let ptrs: Vec<String> = words.iter().map(|w| p.string(w)).collect();
    for (i, a) in ptrs.iter().enumerate() {
        p.line(&format!("%len{i} = call i64 @strlen(i8* {a})"));
        p.printf("len %lld\n", &[format!("i64 %len{i}")]);
        for (j, b) in ptrs.iter().enumerate() {
            // Only the sign of a comparison is specified.
            for (f, extra) in [
                ("strcmp", ""),
                ("strncmp", ", i64 2"),
                ("memcmp", ", i64 1"),
            ] {
                let args = match f {
                    "strcmp" => format!("i8* {a}, i8* {b}"),
                    _ => format!("i8* {a}, i8* {b}{extra}"),
                };
                p.line(&format!("%{f}{i}_{j} = call i32 @{f}({args})"));
                p.line(&format!("%{f}lt{i}_{j} = icmp slt i32 %{f}{i}_{j}, 0"));
                p.line(&format!("%{f}gt{i}_{j} = icmp sgt i32 %{f}{i}_{j}, 0"));
                p.line(&format!("%{f}l{i}_{j} = zext i1 %{f}lt{i}_{j} to i32"));
                p.line(&format!("%{f}g{i}_{j} = zext i1 %{f}gt{i}_{j} to i32"));
                p.printf(
                    &format!("{f} {i} {j}: %d %d\n"),
                    &[format!("i32 %{f}l{i}_{j}"), format!("i32 %{f}g{i}_{j}")],
                );
            }
        }
    }
    // Searches print the offset of what they found, or -1.
    let hay = ptrs[5].clone();
    let needle = p.string("o w");
    let searches = [
        ("strchr", format!("i8* {hay}, i32 111")),
        ("strrchr", format!("i8* {hay}, i32 111")),
        ("strchr", format!("i8* {hay}, i32 0")),
        ("strchr", format!("i8* {hay}, i32 122")),
        ("strstr", format!("i8* {hay}, i8* {needle}")),
        ("strstr", format!("i8* {hay}, i8* {}", ptrs[0])),
        ("strstr", format!("i8* {hay}, i8* {}", ptrs[2])),
        ("memchr", format!("i8* {hay}, i32 119, i64 11")),
        ("memchr", format!("i8* {hay}, i32 119, i64 6")),
    ];
    for (k, (f, args)) in searches.iter().enumerate() {
        p.line(&format!("%f{k} = call i8* @{f}({args})"));
        p.line(&format!("%fz{k} = icmp eq i8* %f{k}, null"));
        p.line(&format!("%fi{k} = ptrtoint i8* %f{k} to i64"));
        p.line(&format!("%hi{k} = ptrtoint i8* {hay} to i64"));
        p.line(&format!("%fo{k} = sub i64 %fi{k}, %hi{k}"));
        p.line(&format!("%fr{k} = select i1 %fz{k}, i64 -1, i64 %fo{k}"));
        p.printf(&format!("{f}: %lld\n"), &[format!("i64 %fr{k}")]);
    }
    p.line("%buf = alloca [32 x i8]");
    p.line("%b = getelementptr [32 x i8], [32 x i8]* %buf, i32 0, i32 0");
    let (abc, hello) = (ptrs[2].clone(), ptrs[5].clone());
    p.line(&format!("call i8* @strcpy(i8* %b, i8* {abc})"));
    p.line(&format!("call i8* @strcat(i8* %b, i8* {hello})"));
    p.printf("[%s]\n", &["i8* %b".into()]);
    p.line(&format!("call i8* @strncpy(i8* %b, i8* {abc}, i64 6)"));
    p.line("%tail = getelementptr i8, i8* %b, i32 5");
    p.line("%t = load i8, i8* %tail");
    p.printf("[%s] %d\n", &["i8* %b".into(), "i8 %t".into()]);
    p.line(&format!("call i8* @strncpy(i8* %b, i8* {hello}, i64 2)"));
    p.printf("[%s]\n", &["i8* %b".into()]);
    same_as_lli("strings", &p.text());
    // The runtime's IR versions of the same functions agree with glibc too.
    same_as_lli_linked("strings_runtime_ir", &p.text(), &runtime_libraries());
}

#[test]
fn conversions_heap_and_rand_match_the_host() {
    let mut p = Program::default();
    for (k, s) in [
        "  -42x",
        "+17",
        "0x1F",
        "017",
        "zz",
        "-0",
        "2147483647",
        "12abc",
    ]
    .iter()
    .enumerate()
    {
        let q = p.string(s);
        p.line(&format!("%a{k} = call i32 @atoi(i8* {q})"));
        p.printf("atoi %d\n", &[format!("i32 %a{k}")]);
        for base in [0, 10, 16, 36] {
            p.line(&format!("%e{k}_{base} = alloca i8*"));
            p.line(&format!(
                "%l{k}_{base} = call i64 @strtol(i8* {q}, i8** %e{k}_{base}, i32 {base})"
            ));
            p.line(&format!("%ep{k}_{base} = load i8*, i8** %e{k}_{base}"));
            p.line(&format!(
                "%ei{k}_{base} = ptrtoint i8* %ep{k}_{base} to i64"
            ));
            p.line(&format!("%qi{k}_{base} = ptrtoint i8* {q} to i64"));
            p.line(&format!(
                "%d{k}_{base} = sub i64 %ei{k}_{base}, %qi{k}_{base}"
            ));
            p.printf(
                &format!("strtol base {base}: %lld end %lld\n"),
                &[format!("i64 %l{k}_{base}"), format!("i64 %d{k}_{base}")],
            );
        }
    }
    p.line("%m = call i8* @malloc(i64 4)");
    p.line("store i8 65, i8* %m");
    p.line("%m1 = getelementptr i8, i8* %m, i32 1");
    p.line("store i8 0, i8* %m1");
    p.line("%r = call i8* @realloc(i8* %m, i64 100)");
    p.printf("realloc [%s]\n", &["i8* %r".into()]);
    p.line("call void @srand(i32 7)");
    for k in 0..5 {
        p.line(&format!("%rand{k} = call i32 @rand()"));
        p.printf("rand %d\n", &[format!("i32 %rand{k}")]);
    }
    same_as_lli("conversions", &p.text());
}

#[test]
fn size_t_and_pointer_formats_are_those_of_cpu0() {
    let mut p = Program::default();
    p.printf(
        "%zu %zd %tx %p %5p|\n",
        &[
            i32_(-1),
            i32_(-1),
            i32_(255),
            "i8* null".into(),
            "i8* null".into(),
        ],
    );
    p.line("%g = inttoptr i32 4660 to i8*");
    p.printf(
        "%p %12p| %-10p|\n",
        &["i8* %g".into(), "i8* %g".into(), "i8* %g".into()],
    );
    let out = interp_output("cpu0_formats", &p.text());
    assert_eq!(
        String::from_utf8_lossy(&out),
        "4294967295 -1 ff (nil) (nil)|\n0x1234       0x1234| 0x1234    |\n"
    );
}

#[test]
fn printf_reports_what_it_cannot_format() {
    let mut p = Program::default();
    p.printf("%k\n", &["i32 1".into()]);
    let (m, _) = egret_llvmlite::parse("bad.ll", &p.text()).expect("parses");
    let e = egret_llvmlite::interp::run_main(&m, &Default::default()).expect_err("fails");
    assert!(e.message.contains("unsupported conversion `%k`"), "{e}");
    assert!(e.loc.is_known(), "{e}");
    // Reading past the variadic arguments is an error, not garbage.
    let mut p = Program::default();
    p.printf("%d %d\n", &["i32 1".into()]);
    let (m, _) = egret_llvmlite::parse("short.ll", &p.text()).expect("parses");
    let e = egret_llvmlite::interp::run_main(&m, &Default::default()).expect_err("fails");
    assert!(e.message.contains("variadic argument"), "{e}");
}

#[test]
fn exit_ends_the_program_from_any_depth() {
    let src = r#"
@msg = private constant [4 x i8] c"bye\00"
declare i32 @puts(i8*)
declare void @exit(i32)
define void @deep(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %out, label %more
more:
  %m = sub i32 %n, 1
  call void @deep(i32 %m)
  ret void
out:
  %p = getelementptr [4 x i8], [4 x i8]* @msg, i32 0, i32 0
  call i32 @puts(i8* %p)
  call void @exit(i32 -3)
  unreachable
}
define i64 @main() {
  call void @deep(i32 100)
  ret i64 0
}
"#;
    let out = interp_lli::interp_run("exit", src, egret_llvmlite::Endian::Big);
    assert_eq!(out.output, b"bye\n");
    assert_eq!(out.ret, -3, "the status, sign-extended");
}

#[test]
fn abort_and_failed_assertions_are_errors_with_locations() {
    let src = r#"
@e = private constant [6 x i8] c"x > 0\00"
@f = private constant [4 x i8] c"t.c\00"
@g = private constant [5 x i8] c"main\00"
declare void @__assert_fail(i8*, i8*, i32, i8*)
declare void @abort()
define i32 @main(i32 %argc, i8** %argv) {
  %one = icmp eq i32 %argc, 1
  br i1 %one, label %assert, label %abort
assert:
  %pe = getelementptr [6 x i8], [6 x i8]* @e, i32 0, i32 0
  %pf = getelementptr [4 x i8], [4 x i8]* @f, i32 0, i32 0
  %pg = getelementptr [5 x i8], [5 x i8]* @g, i32 0, i32 0
  call void @__assert_fail(i8* %pe, i8* %pf, i32 12, i8* %pg)
  unreachable
abort:
  call void @abort()
  unreachable
}
"#;
    let (m, _) = egret_llvmlite::parse("t.ll", src).expect("parses");
    let run = |args: &[&str]| {
        let cfg = egret_llvmlite::interp::InterpConfig {
            args: args.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        };
        egret_llvmlite::interp::run_main(&m, &cfg).expect_err("stops")
    };
    let e = run(&["t"]);
    assert_eq!(e.output, b"t.c:12: main: Assertion `x > 0' failed.\n");
    assert!(e.to_string().starts_with("14:3: in `@main`: "), "{e}");
    let e = run(&["t", "x"]);
    assert_eq!(e.to_string(), "17:3: in `@main`: `abort` called");
}

/// A library for [`libraries_provide_what_the_program_does_not_define`]:
/// `strlen` in IR (counting with a loop, plus 1000 so the test can tell it
/// ran), a global `@stdout`, a `putchar` that must lose to the native one,
/// and a function that calls back into the program through a pointer.
const LIBRARY: &str = r#"
@stdout = global i32 77
define i64 @strlen(i8* %s) {
entry:
  br label %loop
loop:
  %n = phi i64 [ 0, %entry ], [ %n1, %loop ]
  %p = getelementptr i8, i8* %s, i64 %n
  %c = load i8, i8* %p
  %n1 = add i64 %n, 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %loop
done:
  %r = add i64 %n, 1000
  ret i64 %r
}
define i32 @putchar(i32 %c) {
  ret i32 -1
}
define i32 @apply(i32 (i32)* %f, i32 %x) {
  %r = call i32 %f(i32 %x)
  ret i32 %r
}
define i8* @broken(i8* %p) {
  %q = getelementptr i8, i8* %p, i32 4096
  %v = load i8, i8* %q
  ret i8* %p
}
"#;

const USES_LIBRARY: &str = r#"
@word = private constant [6 x i8] c"hello\00"
@stdout = external global i32
declare i64 @strlen(i8*)
declare i32 @putchar(i32)
declare i32 @apply(i32 (i32)*, i32)
declare i8* @broken(i8*)
define i32 @twice(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}
define i64 @main(i32 %argc, i8** %argv) {
  %w = getelementptr [6 x i8], [6 x i8]* @word, i32 0, i32 0
  %n = call i64 @strlen(i8* %w)
  %s = load i32, i32* @stdout
  %s64 = sext i32 %s to i64
  %c = call i32 @putchar(i32 65)
  %c64 = sext i32 %c to i64
  %a = call i32 @apply(i32 (i32)* @twice, i32 21)
  %a64 = sext i32 %a to i64
  %t1 = add i64 %n, %s64
  %t2 = mul i64 %c64, 10000
  %t3 = add i64 %t1, %t2
  %t4 = mul i64 %a64, 100000
  %t5 = add i64 %t3, %t4
  %more = icmp sgt i32 %argc, 1
  br i1 %more, label %break, label %out
break:
  call i8* @broken(i8* %w)
  br label %out
out:
  ret i64 %t5
}
"#;

#[test]
fn libraries_provide_what_the_program_does_not_define() {
    let (lib, _) = egret_llvmlite::parse("lib.ll", LIBRARY).expect("the library parses");
    let (m, _) = egret_llvmlite::parse("main.ll", USES_LIBRARY).expect("the program parses");
    let mut cfg = egret_llvmlite::interp::InterpConfig {
        libraries: vec![std::sync::Arc::new(lib)],
        args: vec!["main".into()],
        ..Default::default()
    };
    let out = egret_llvmlite::interp::run_main(&m, &cfg).unwrap_or_else(|e| panic!("{e}"));
    // strlen from the library (1005), its @stdout (77), the native putchar
    // (65, written), and the program's @twice called from the library (42).
    assert_eq!(out.ret, 1005 + 77 + 65 * 10_000 + 42 * 100_000);
    assert_eq!(out.output, b"A");
    // An error inside a library function names the library's file.
    cfg.args.push("x".into());
    let e = egret_llvmlite::interp::run_main(&m, &cfg).expect_err("out of bounds");
    assert!(e.message.contains("(at lib.ll:26:3)"), "{e}");
    assert_eq!(e.function, "broken");
}

/// The runtime's IR modules (`runtime/*.ll`), parsed as libraries.
fn runtime_libraries() -> Vec<std::sync::Arc<egret_llvmlite::Module>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p.display().to_string();
            let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{name}: {e}"));
            let (m, _) = egret_llvmlite::parse(&name, &text)
                .unwrap_or_else(|d| panic!("{}", d[0].render(&name, &text)));
            std::sync::Arc::new(m)
        })
        .collect()
}

/// What C compiled against glibc's headers calls: `isalpha(c)` as
/// `(*__ctype_b_loc())[c] & 1024`, `toupper` through
/// `__ctype_toupper_loc`, `errno` through `__errno_location`, the
/// `stdout`/`stderr` stream pointers, ILP32 `strtol`.
const GLIBC_STYLE: &str = r#"
@stdout = external global i8*
@stderr = external global i8*
@fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"
@num = private constant [13 x i8] c" -0x7fffffff\00"
@big = private constant [12 x i8] c"99999999999\00"
@msg = private constant [7 x i8] c"stream\00"
declare i16** @__ctype_b_loc()
declare i32** @__ctype_toupper_loc()
declare i32* @__errno_location()
declare i32 @printf(i8*, ...)
declare i32 @strtol(i8*, i8**, i32)
declare i32 @fputs(i8*, i8*)
declare i32 @fputc(i32, i8*)
declare i32 @puts(i8*)
declare i32 @strlen(i8*)
define i32 @main() {
entry:
  %fmt = getelementptr [16 x i8], [16 x i8]* @fmt, i32 0, i32 0
  %tab = call i16** @__ctype_b_loc()
  %t = load i16*, i16** %tab
  %up = call i32** @__ctype_toupper_loc()
  %u = load i32*, i32** %up
  br label %loop
loop:
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %e = getelementptr i16, i16* %t, i32 %c
  %bits = load i16, i16* %e
  %b32 = zext i16 %bits to i32
  %alpha = and i32 %b32, 1024
  %digit = and i32 %b32, 2048
  %space = and i32 %b32, 8192
  %ue = getelementptr i32, i32* %u, i32 %c
  %upper = load i32, i32* %ue
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %c, i32 %alpha, i32 %digit, i32 %space, i32 %upper)
  %c1 = add i32 %c, 1
  %done = icmp eq i32 %c1, 256
  br i1 %done, label %conv, label %loop
conv:
  %np = getelementptr [13 x i8], [13 x i8]* @num, i32 0, i32 0
  %n = call i32 @strtol(i8* %np, i8** null, i32 0)
  %ep = call i32* @__errno_location()
  store i32 0, i32* %ep
  %bp = getelementptr [12 x i8], [12 x i8]* @big, i32 0, i32 0
  %b = call i32 @strtol(i8* %bp, i8** null, i32 10)
  %err = load i32, i32* %ep
  %len = call i32 @strlen(i8* %bp)
  call i32 (i8*, ...) @printf(i8* %fmt, i32 %n, i32 %b, i32 %err, i32 %len, i32 0)
  %out = load i8*, i8** @stdout
  %mp = getelementptr [7 x i8], [7 x i8]* @msg, i32 0, i32 0
  call i32 @fputs(i8* %mp, i8* %out)
  call i32 @fputc(i32 10, i8* %out)
  call i32 @puts(i8* %mp)
  ret i32 0
}
"#;

#[test]
fn the_runtime_ir_runs_glibc_style_programs_like_glibc() {
    let libs = runtime_libraries();
    assert!(libs.len() >= 5, "the runtime's IR modules are missing");
    let text =
        String::from_utf8_lossy(&interp_output_linked("glibc", GLIBC_STYLE, &libs)).into_owned();
    assert!(text.contains("\n65 1024 0 0 65\n"), "{text}");
    assert!(
        text.contains("\n-2147483647 2147483647 34 11 0\nstream\nstream\n"),
        "{text}"
    );
    // glibc itself, through lli-19, where an LP64 `long` gives the same
    // results: a number that does not overflow 32 bits.
    let lp64_clean = GLIBC_STYLE.replace(r#"c"99999999999\00""#, r#"c"00000099999\00""#);
    assert_ne!(lp64_clean, GLIBC_STYLE);
    same_as_lli_linked("glibc_style", &lp64_clean, &libs);
}
