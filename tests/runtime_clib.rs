//! The C library of `runtime/` (docs/runtime.md) on the simulator: each
//! routine called from test programs compiled by egret at -O0 and -O2, for
//! both byte orders, with the expected results of C's semantics — for
//! printf's formats, the strtol family and rand, what glibc prints for the
//! same calls (checked once with `gcc -m32` and written down here).
//!
//! The programs are C flavour (they carry a mips/mipsel `target triple`,
//! so `%ld` reads 32 bits) unless a test says otherwise.

use egret::OptLevel;
use egret::cpu0::isa::Endian;
use std::fmt::Write as _;

#[allow(dead_code)]
mod common;

use common::{compile_link_run, test_options};

/// A printf argument.
#[derive(Clone, Copy, Debug)]
enum Arg {
    I32(i32),
    I64(i64),
    /// A string, or a null pointer.
    Str(Option<&'static [u8]>),
    /// A pointer with this address.
    Ptr(u32),
}
use Arg::*;

/// A test program under construction: globals and `main`'s body.
#[derive(Default)]
struct Ir {
    globals: String,
    body: String,
    decls: String,
    next: usize,
}

impl Ir {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    /// An `i8*` to a NUL-terminated copy of `bytes`.
    fn cstr(&mut self, bytes: &[u8]) -> String {
        self.next += 1;
        let g = format!("@s{}", self.next);
        let n = bytes.len() + 1;
        let mut lit = String::new();
        for &b in bytes.iter().chain([0u8].iter()) {
            if (32..127).contains(&b) && b != b'"' && b != b'\\' {
                lit.push(b as char);
            } else {
                let _ = write!(lit, "\\{b:02X}");
            }
        }
        let _ = writeln!(self.globals, "{g} = constant [{n} x i8] c\"{lit}\"");
        let v = self.fresh("p");
        self.line(&format!(
            "{v} = getelementptr [{n} x i8], [{n} x i8]* {g}, i32 0, i32 0"
        ));
        v
    }

    fn line(&mut self, s: &str) {
        self.body.push_str("  ");
        self.body.push_str(s);
        self.body.push('\n');
    }

    fn declare(&mut self, d: &str) {
        if !self.decls.contains(d) {
            self.decls.push_str(d);
            self.decls.push('\n');
        }
    }

    /// A call of `ret name(args)` (each arg `ty value`), declared with
    /// `params`; returns the result's name (none for void).
    fn call(&mut self, ret: &str, name: &str, params: &str, args: &[&str]) -> String {
        self.declare(&format!("declare {ret} @{name}({params})"));
        let call = format!("call {ret} @{name}({})", args.join(", "));
        if ret == "void" {
            self.line(&call);
            String::new()
        } else {
            let r = self.fresh("v");
            self.line(&format!("{r} = {call}"));
            r
        }
    }

    /// A zeroed local buffer of n bytes; its `i8*`.
    fn buffer(&mut self, n: usize) -> String {
        let a = self.fresh("a");
        let p = self.fresh("p");
        self.line(&format!("{a} = alloca [{n} x i8], align 8"));
        self.line(&format!(
            "{p} = getelementptr [{n} x i8], [{n} x i8]* {a}, i32 0, i32 0"
        ));
        self.call(
            "i8*",
            "memset",
            "i8*, i32, i32",
            &[&format!("i8* {p}"), "i32 0", &format!("i32 {n}")],
        );
        p
    }

    /// `ty value` operands for printf's arguments.
    fn args(&mut self, args: &[Arg]) -> Vec<String> {
        args.iter()
            .map(|a| match *a {
                I32(v) => format!("i32 {v}"),
                I64(v) => format!("i64 {v}"),
                Str(None) => "i8* null".to_string(),
                Str(Some(s)) => format!("i8* {}", self.cstr(s)),
                Ptr(p) => {
                    let v = self.fresh("q");
                    self.line(&format!("{v} = inttoptr i32 {p} to i8*"));
                    format!("i8* {v}")
                }
            })
            .collect()
    }

    /// A call of the variadic `name(fixed..., args...)`; returns its i32.
    fn vcall(&mut self, name: &str, fixed: &[String], args: &[Arg]) -> String {
        let fixed_tys: Vec<&str> = fixed
            .iter()
            .map(|f| f.split_once(' ').map_or("i8*", |(ty, _)| ty))
            .collect();
        let fixed_tys = fixed_tys.join(", ");
        self.declare(&format!("declare i32 @{name}({fixed_tys}, ...)"));
        let mut ops: Vec<String> = fixed.to_vec();
        ops.extend(self.args(args));
        let r = self.fresh("r");
        self.line(&format!(
            "{r} = call i32 ({fixed_tys}, ...) @{name}({})",
            ops.join(", ")
        ));
        r
    }

    /// printf(fmt, args...).
    fn printf(&mut self, fmt: &[u8], args: &[Arg]) -> String {
        self.declare("declare i32 @printf(i8*, ...)");
        let f = self.cstr(fmt);
        self.vcall("printf", &[format!("i8* {f}")], args)
    }

    /// printf("%d\n", value) of an i32 SSA value.
    fn print_i32(&mut self, v: &str) {
        self.print_value(b"%d\n", v);
    }

    /// printf(fmt, value) of an i32 SSA value.
    fn print_value(&mut self, fmt: &[u8], v: &str) {
        self.declare("declare i32 @printf(i8*, ...)");
        let f = self.cstr(fmt);
        let r = self.fresh("r");
        self.line(&format!(
            "{r} = call i32 (i8*, ...) @printf(i8* {f}, i32 {v})"
        ));
    }

    /// The offset of pointer `p` from `base` (-1 for null), printed.
    fn print_offset(&mut self, p: &str, base: &str) {
        let (pi, bi, d, z, r) = (
            self.fresh("i"),
            self.fresh("i"),
            self.fresh("i"),
            self.fresh("z"),
            self.fresh("i"),
        );
        self.line(&format!("{pi} = ptrtoint i8* {p} to i32"));
        self.line(&format!("{bi} = ptrtoint i8* {base} to i32"));
        self.line(&format!("{d} = sub i32 {pi}, {bi}"));
        self.line(&format!("{z} = icmp eq i8* {p}, null"));
        self.line(&format!("{r} = select i1 {z}, i32 -1, i32 {d}"));
        self.print_i32(&r);
    }

    /// The module text, C flavour (a target triple for `endian`) or
    /// LLVMlite flavour (none).
    fn module(&self, endian: Endian, c: bool) -> String {
        let triple = match (c, endian) {
            (false, _) => "",
            (true, Endian::Big) => "target triple = \"mips-unknown-linux-gnu\"\n",
            (true, Endian::Little) => "target triple = \"mipsel-unknown-linux-gnu\"\n",
        };
        format!(
            "{triple}{}{}\ndefine i32 @main() {{\nentry:\n{}  ret i32 0\n}}\n",
            self.globals, self.decls, self.body
        )
    }
}

/// What a run did: `main`'s result and the output, or the trap's message.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Exit(i64, Vec<u8>),
    Trap(String, Vec<u8>),
}

/// Compiles `text` at `opt` for `endian` (cpu032II), links it with the
/// runtime and runs it: the outcome and the instructions executed (0 after
/// a trap).
fn run(name: &str, text: &str, endian: Endian, opt: OptLevel) -> (Outcome, u64) {
    let opts = test_options(opt, endian);
    match compile_link_run(name, text, &opts, Some(200_000_000)) {
        Ok(o) => (Outcome::Exit(o.ret, o.output), o.counters.insts),
        Err(e) => match &e {
            egret::Error::Trap { output, .. } => (Outcome::Trap(e.to_string(), output.clone()), 0),
            _ => panic!("{name}: {e}\n{text}"),
        },
    }
}

/// Every configuration: both byte orders at -O0 and -O2.
fn configurations() -> Vec<(Endian, OptLevel)> {
    let mut v = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::O0, OptLevel::O2] {
            v.push((endian, opt));
        }
    }
    v
}

fn show(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs the program `build` makes for each byte order in every
/// configuration and checks that it exits with 0 and prints `want`.
fn expect_output(name: &str, c: bool, build: impl Fn(&mut Ir), want: &[u8]) {
    let mut failures = Vec::new();
    for (endian, opt) in configurations() {
        let mut ir = Ir::default();
        build(&mut ir);
        let text = ir.module(endian, c);
        match run(name, &text, endian, opt).0 {
            Outcome::Exit(0, out) if out == want => {}
            other => failures.push(format!(
                "{name} {endian:?} {opt:?}: got {other:?}\n  as text: {}\nwant\n{}",
                match &other {
                    Outcome::Exit(_, o) | Outcome::Trap(_, o) => show(o),
                },
                show(want)
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A printf case: format, arguments, output, return value.
type PrintfCase = (&'static [u8], &'static [Arg], &'static [u8], i32);

/// printf's formats against glibc's output for the same calls (`gcc -m32`).
const PRINTF_CASES: &[PrintfCase] = &[
    (b"[%d]", &[I32(i32::MIN)], b"[-2147483648]", 13),
    (b"[%i]", &[I32(2147483647)], b"[2147483647]", 12),
    (b"[%5d]", &[I32(42)], b"[   42]", 7),
    (b"[%-5d]|", &[I32(42)], b"[42   ]|", 8),
    (b"[%05d]", &[I32(-42)], b"[-0042]", 7),
    (b"[%+d]", &[I32(5)], b"[+5]", 4),
    (b"[%+d]", &[I32(-5)], b"[-5]", 4),
    (b"[% d]", &[I32(7)], b"[ 7]", 4),
    (b"[% +d]", &[I32(7)], b"[+7]", 4),
    (b"[%.0d]", &[I32(0)], b"[]", 2),
    (b"[%5.0d]", &[I32(0)], b"[     ]", 7),
    (b"[%.3d]", &[I32(-7)], b"[-007]", 6),
    (b"[%8.3d]", &[I32(-7)], b"[    -007]", 10),
    (b"[%-8.3d]", &[I32(-7)], b"[-007    ]", 10),
    (b"[%08.3d]", &[I32(-7)], b"[    -007]", 10),
    (b"[%u]", &[I32(-1)], b"[4294967295]", 12),
    (b"[%o]", &[I32(8)], b"[10]", 4),
    (b"[%#o]", &[I32(8)], b"[010]", 5),
    (b"[%#o]", &[I32(0)], b"[0]", 3),
    (b"[%#.0o]", &[I32(0)], b"[0]", 3),
    (b"[%#5o]", &[I32(8)], b"[  010]", 7),
    (b"[%#.3o]", &[I32(8)], b"[010]", 5),
    (b"[%x]", &[I32(255)], b"[ff]", 4),
    (b"[%X]", &[I32(48879)], b"[BEEF]", 6),
    (b"[%#x]", &[I32(0)], b"[0]", 3),
    (b"[%#x]", &[I32(255)], b"[0xff]", 6),
    (b"[%#X]", &[I32(255)], b"[0XFF]", 6),
    (b"[%#010x]", &[I32(255)], b"[0x000000ff]", 12),
    (b"[%-#10x]", &[I32(255)], b"[0xff      ]", 12),
    (b"[%#.5x]", &[I32(255)], b"[0x000ff]", 9),
    (b"[%+x]", &[I32(255)], b"[ff]", 4),
    (b"[%hhd]", &[I32(300)], b"[44]", 4),
    (b"[%hhd]", &[I32(200)], b"[-56]", 5),
    (b"[%hhu]", &[I32(-1)], b"[255]", 5),
    (b"[%hd]", &[I32(70000)], b"[4464]", 6),
    (b"[%hu]", &[I32(-1)], b"[65535]", 7),
    (b"[%hx]", &[I32(-1)], b"[ffff]", 6),
    (b"[%ld]", &[I32(-7)], b"[-7]", 4),
    (b"[%lu]", &[I32(-1)], b"[4294967295]", 12),
    (b"[%lx]", &[I32(-1)], b"[ffffffff]", 10),
    (b"[%zu]", &[I32(-294967296)], b"[4000000000]", 12),
    (b"[%td]", &[I32(-3)], b"[-3]", 4),
    (b"[%lld]", &[I64(i64::MIN)], b"[-9223372036854775808]", 22),
    (
        b"[%lld]",
        &[I64(9223372036854775807)],
        b"[9223372036854775807]",
        21,
    ),
    (b"[%llu]", &[I64(-1)], b"[18446744073709551615]", 22),
    (
        b"[%llx]",
        &[I64(1311768467463790320)],
        b"[123456789abcdef0]",
        18,
    ),
    (b"[%#llo]", &[I64(-1)], b"[01777777777777777777777]", 25),
    (b"[%jd]", &[I64(-1234567890123)], b"[-1234567890123]", 16),
    (
        b"[%20lld]",
        &[I64(-1234567890123)],
        b"[      -1234567890123]",
        22,
    ),
    (
        b"[%-20lld]|",
        &[I64(1234567890123)],
        b"[1234567890123       ]|",
        23,
    ),
    (b"[%d %lld %d]", &[I32(1), I64(2), I32(3)], b"[1 2 3]", 7),
    (
        b"[%lld %d %lld]",
        &[I64(-1), I32(2), I64(-3)],
        b"[-1 2 -3]",
        9,
    ),
    (b"[%*d]", &[I32(6), I32(1)], b"[     1]", 8),
    (b"[%-*d]", &[I32(-6), I32(1)], b"[1     ]", 8),
    (b"[%*d]", &[I32(-6), I32(1)], b"[1     ]", 8),
    (b"[%.*d]", &[I32(4), I32(3)], b"[0003]", 6),
    (b"[%.*d]", &[I32(-4), I32(3)], b"[3]", 3),
    (b"[%*.*d]", &[I32(8), I32(4), I32(-3)], b"[   -0003]", 10),
    (b"[%c]", &[I32(65)], b"[A]", 3),
    (b"[%3c]", &[I32(66)], b"[  B]", 5),
    (b"[%-3c]", &[I32(67)], b"[C  ]", 5),
    (b"[%s]", &[Str(Some(b"hello"))], b"[hello]", 7),
    (b"[%.3s]", &[Str(Some(b"hello"))], b"[hel]", 5),
    (b"[%10.2s]", &[Str(Some(b"hello"))], b"[        he]", 12),
    (b"[%-10s]", &[Str(Some(b"hello"))], b"[hello     ]", 12),
    (b"[%s]", &[Str(None)], b"[(null)]", 8),
    (b"[%.3s]", &[Str(None)], b"[]", 2),
    (b"[%p]", &[Ptr(4660)], b"[0x1234]", 8),
    (b"[%10p]", &[Ptr(4660)], b"[    0x1234]", 12),
    (b"[%-10p]", &[Ptr(4660)], b"[0x1234    ]", 12),
    (b"[%p]", &[Ptr(0)], b"[(nil)]", 7),
    (b"[%%]", &[], b"[%]", 3),
    (b"[%5%]", &[], b"[%]", 3),
    (b"[%y]", &[], b"[%y]", 4),
    (b"abc%", &[], b"abc", -1),
    (b"[%d%%%d]", &[I32(1), I32(2)], b"[1%2]", 5),
    (b"no conversions", &[], b"no conversions", 14),
    (b"", &[], b"", 0),
];

#[test]
fn printf_formats_integers_as_glibc_does() {
    let mut want = Vec::new();
    for (_, _, out, n) in PRINTF_CASES {
        want.extend_from_slice(out);
        want.extend_from_slice(format!("={n}\n").as_bytes());
    }
    expect_output(
        "printf_formats",
        true,
        |ir| {
            for (fmt, args, _, _) in PRINTF_CASES {
                let n = ir.printf(fmt, args);
                ir.print_value(b"=%d\n", &n);
            }
        },
        &want,
    );
}

#[test]
fn llvmlite_flavour_printf_reads_64_bit_longs() {
    // What the backend calls for an LLVMlite module's printf: `l` is 64 bits.
    expect_output(
        "printf_lp64",
        false,
        |ir| {
            ir.declare("declare i32 @__egret_printf_lp64(i8*, ...)");
            let f = ir.cstr(b"%ld %lu %lx %d %li\n");
            let r = ir.vcall(
                "__egret_printf_lp64",
                &[format!("i8* {f}")],
                &[
                    I64(-5_000_000_000),
                    I64(-1),
                    I64(0x1_0000_0000),
                    I32(-3),
                    I64(7),
                ],
            );
            ir.print_i32(&r);
        },
        b"-5000000000 18446744073709551615 100000000 -3 7\n48\n",
    );
}

/// A `va_list` (O32: a pointer to the argument words) holding `words`, an
/// i32 or an 8-byte-aligned i64 each.
fn va_list(ir: &mut Ir, words: &[Arg]) -> String {
    let a = ir.fresh("a");
    ir.line(&format!("{a} = alloca [8 x i64]"));
    let base = ir.fresh("p");
    ir.line(&format!("{base} = bitcast [8 x i64]* {a} to i8*"));
    let mut off = 0;
    for w in words {
        let ops = ir.args(std::slice::from_ref(w));
        let (ty, val) = ops[0].split_once(' ').unwrap_or_default();
        if ty == "i64" {
            off = (off + 7) / 8 * 8;
        }
        let (at, slot) = (ir.fresh("p"), ir.fresh("p"));
        ir.line(&format!("{at} = getelementptr i8, i8* {base}, i32 {off}"));
        ir.line(&format!("{slot} = bitcast i8* {at} to {ty}*"));
        ir.line(&format!("store {ty} {val}, {ty}* {slot}"));
        off += if ty == "i64" { 8 } else { 4 };
    }
    base
}

/// The stream `@stdout` or `@stderr` points at, as clang loads it.
fn stream(ir: &mut Ir, name: &str) -> String {
    let decl = format!("@{name} = external global i8*");
    if !ir.globals.contains(&decl) {
        ir.globals.push_str(&decl);
        ir.globals.push('\n');
    }
    let s = ir.fresh("f");
    ir.line(&format!("{s} = load i8*, i8** @{name}"));
    s
}

#[test]
fn sprintf_snprintf_v_forms_and_streams() {
    expect_output(
        "stdio",
        true,
        |ir| {
            let buf = ir.buffer(32);
            let b = format!("i8* {buf}");
            // snprintf truncates, NUL-terminates and returns the full length.
            let f = ir.cstr(b"%d");
            let n = ir.vcall("snprintf", &[b.clone(), "i32 4".into(), format!("i8* {f}")], &[I32(123456)]);
            ir.print_i32(&n);
            ir.call("i32", "puts", "i8*", &[&b]);
            // Size 0 writes nothing, even through a null buffer.
            let f = ir.cstr(b"%s");
            let n = ir.vcall("snprintf", &[b.clone(), "i32 0".into(), format!("i8* {f}")], &[Str(Some(b"xyz"))]);
            ir.print_i32(&n);
            ir.call("i32", "puts", "i8*", &[&b]);
            let f = ir.cstr(b"%05d");
            let n = ir.vcall("snprintf", &["i8* null".into(), "i32 0".into(), format!("i8* {f}")], &[I32(7)]);
            ir.print_i32(&n);
            let f = ir.cstr(b"%s-%05d|%x");
            let n = ir.vcall("sprintf", &[b.clone(), format!("i8* {f}")], &[Str(Some(b"ab")), I32(42), I32(255)]);
            ir.print_i32(&n);
            ir.call("i32", "puts", "i8*", &[&b]);
            // The streams.
            let out = stream(ir, "stdout");
            let err = stream(ir, "stderr");
            let f = ir.cstr(b"out %d\n");
            let n = ir.vcall("fprintf", &[format!("i8* {out}"), format!("i8* {f}")], &[I32(1)]);
            ir.print_i32(&n);
            let f = ir.cstr(b"err %lld\n");
            ir.vcall("fprintf", &[format!("i8* {err}"), format!("i8* {f}")], &[I64(-2)]);
            let c = ir.call("i32", "fputc", "i32, i8*", &["i32 321", &format!("i8* {out}")]);
            ir.print_i32(&c);
            let c = ir.call("i32", "putc", "i32, i8*", &["i32 66", &format!("i8* {err}")]);
            ir.print_i32(&c);
            let s = ir.cstr(b"xy\n");
            let c = ir.call("i32", "fputs", "i8*, i8*", &[&format!("i8* {s}"), &format!("i8* {err}")]);
            ir.print_i32(&c);
            let s = ir.cstr(b"hello, world");
            let c = ir.call("i32", "fwrite", "i8*, i32, i32, i8*", &[&format!("i8* {s}"), "i32 2", "i32 3", &format!("i8* {out}")]);
            ir.print_i32(&c);
            let c = ir.call("i32", "fwrite", "i8*, i32, i32, i8*", &[&format!("i8* {s}"), "i32 0", "i32 3", &format!("i8* {out}")]);
            ir.print_i32(&c);
            let c = ir.call("i32", "fflush", "i8*", &[&format!("i8* {out}")]);
            ir.print_i32(&c);
            let c = ir.call("i32", "putchar", "i32", &["i32 10"]);
            ir.print_i32(&c);
            // The v* forms, with a va_list made by hand: 7, then an i64.
            let ap = va_list(ir, &[I32(7), I64(-5)]);
            let f = ir.cstr(b"%d %lld\n");
            let n = ir.call("i32", "vprintf", "i8*, i8*", &[&format!("i8* {f}"), &format!("i8* {ap}")]);
            ir.print_i32(&n);
            let ap = va_list(ir, &[Str(Some(b"key")), I32(-12)]);
            let f = ir.cstr(b"%s=%d");
            let n = ir.call("i32", "vsnprintf", "i8*, i32, i8*, i8*", &[&b, "i32 7", &format!("i8* {f}"), &format!("i8* {ap}")]);
            ir.print_i32(&n);
            ir.call("i32", "puts", "i8*", &[&b]);
            let n = ir.call("i32", "vsprintf", "i8*, i8*, i8*", &[&b, &format!("i8* {f}"), &format!("i8* {ap}")]);
            ir.print_i32(&n);
            ir.call("i32", "puts", "i8*", &[&b]);
            // %n stores the count so far: 2, then 4 through a char.
            let cells = ir.buffer(8);
            let (w, h) = (ir.fresh("n"), ir.fresh("n"));
            ir.line(&format!("{w} = bitcast i8* {cells} to i32*"));
            ir.line(&format!("{h} = getelementptr i8, i8* {cells}, i32 4"));
            let f = ir.cstr(b"ab%ncd%hhn|");
            let n = ir.fresh("r");
            let wp = ir.fresh("n");
            ir.line(&format!("{wp} = bitcast i32* {w} to i8*"));
            ir.line(&format!("{n} = call i32 (i8*, i8*, ...) @sprintf(i8* {buf}, i8* {f}, i8* {wp}, i8* {h})"));
            ir.print_i32(&n);
            let (x, y, yw) = (ir.fresh("n"), ir.fresh("n"), ir.fresh("n"));
            ir.line(&format!("{x} = load i32, i32* {w}"));
            ir.line(&format!("{y} = load i8, i8* {h}"));
            ir.line(&format!("{yw} = zext i8 {y} to i32"));
            ir.print_i32(&x);
            ir.print_i32(&yw);
            let ap = va_list(ir, &[I32(111), I32(107)]);
            let f = ir.cstr(b"%c%c\n");
            let n = ir.call("i32", "vfprintf", "i8*, i8*, i8*", &[&format!("i8* {err}"), &format!("i8* {f}"), &format!("i8* {ap}")]);
            ir.print_i32(&n);
        },
        b"6\n123\n3\n123\n5\n11\nab-00042|ff\nout 1\n6\nerr -2\nA65\nB66\nxy\n1\nhello,3\n0\n0\n\n10\n7 -5\n5\n7\nkey=-1\n7\nkey=-12\n5\n2\n4\nok\n3\n",
    );
}

#[test]
fn string_routines_follow_c() {
    expect_output(
        "strings",
        true,
        |ir| {
            let p = |s: &str| format!("i8* {s}");
            let hello = ir.cstr(b"hello, world");
            let empty = ir.cstr(b"");
            let n = ir.call("i32", "strlen", "i8*", &[&p(&hello)]);
            ir.print_i32(&n);
            let n = ir.call("i32", "strlen", "i8*", &[&p(&empty)]);
            ir.print_i32(&n);
            // strcmp/strncmp: the difference of the first differing bytes,
            // as unsigned chars.
            let abc = ir.cstr(b"abc");
            let abd = ir.cstr(b"abd");
            let ab = ir.cstr(b"ab");
            let hi = ir.cstr(b"ab\xff");
            for (a, b) in [(&abc, &abc), (&abc, &abd), (&abd, &abc), (&ab, &abc), (&abc, &ab), (&hi, &abc)] {
                let r = ir.call("i32", "strcmp", "i8*, i8*", &[&p(a), &p(b)]);
                ir.print_i32(&r);
            }
            for n in [0, 2, 3, 9] {
                let r = ir.call("i32", "strncmp", "i8*, i8*, i32", &[&p(&abc), &p(&abd), &format!("i32 {n}")]);
                ir.print_i32(&r);
            }
            // strcpy, strcat, strncpy (padding with NULs, or no NUL).
            let buf = ir.buffer(16);
            let r = ir.call("i8*", "strcpy", "i8*, i8*", &[&p(&buf), &p(&abc)]);
            ir.print_offset(&r, &buf);
            let r = ir.call("i8*", "strcat", "i8*, i8*", &[&p(&buf), &p(&abd)]);
            ir.print_offset(&r, &buf);
            ir.call("i32", "puts", "i8*", &[&p(&buf)]);
            let x = ir.cstr(b"xxxxxxxxxx");
            ir.call("i8*", "strcpy", "i8*, i8*", &[&p(&buf), &p(&x)]);
            let r = ir.call("i8*", "strncpy", "i8*, i8*, i32", &[&p(&buf), &p(&ab), "i32 5"]);
            ir.print_offset(&r, &buf);
            let f = ir.cstr(b"%d %d %d %d %d %d\n");
            let bytes: Vec<String> = (0..6)
                .map(|i| {
                    let (q, c, w) = (ir.fresh("p"), ir.fresh("c"), ir.fresh("w"));
                    ir.line(&format!("{q} = getelementptr i8, i8* {buf}, i32 {i}"));
                    ir.line(&format!("{c} = load i8, i8* {q}"));
                    ir.line(&format!("{w} = zext i8 {c} to i32"));
                    format!("i32 {w}")
                })
                .collect();
            let r = ir.fresh("r");
            ir.line(&format!("{r} = call i32 (i8*, ...) @printf(i8* {f}, {})", bytes.join(", ")));
            ir.call("i8*", "strncpy", "i8*, i8*, i32", &[&p(&buf), &p(&hello), "i32 3"]);
            ir.call("i32", "puts", "i8*", &[&p(&buf)]);
            // strchr, strrchr (the NUL counts), strstr.
            for c in [b'o', b'z', 0] {
                let r = ir.call("i8*", "strchr", "i8*, i32", &[&p(&hello), &format!("i32 {c}")]);
                ir.print_offset(&r, &hello);
                let r = ir.call("i8*", "strrchr", "i8*, i32", &[&p(&hello), &format!("i32 {c}")]);
                ir.print_offset(&r, &hello);
            }
            for needle in [&b"world"[..], b"o, w", b"", b"worlds", b"l", b"hello, world!"] {
                let nd = ir.cstr(needle);
                let r = ir.call("i8*", "strstr", "i8*, i8*", &[&p(&hello), &p(&nd)]);
                ir.print_offset(&r, &hello);
            }
            // memcmp, bcmp, memchr.
            for (a, b, n) in [(&abc, &abd, 2), (&abc, &abd, 3), (&abd, &abc, 3), (&hi, &abc, 3)] {
                let r = ir.call("i32", "memcmp", "i8*, i8*, i32", &[&p(a), &p(b), &format!("i32 {n}")]);
                ir.print_i32(&r);
                let r = ir.call("i32", "bcmp", "i8*, i8*, i32", &[&p(a), &p(b), &format!("i32 {n}")]);
                let z = ir.fresh("z");
                ir.line(&format!("{z} = icmp ne i32 {r}, 0"));
                let w = ir.fresh("w");
                ir.line(&format!("{w} = zext i1 {z} to i32"));
                ir.print_i32(&w);
            }
            for (c, n) in [(119u32, 12), (119, 7), (0, 13), (104 + 256, 1)] {
                let r = ir.call("i8*", "memchr", "i8*, i32, i32", &[&p(&hello), &format!("i32 {c}"), &format!("i32 {n}")]);
                ir.print_offset(&r, &hello);
            }
        },
        b"12\n0\n0\n-1\n1\n-99\n99\n156\n0\n0\n-1\n-1\n0\n0\nabcabd\n0\n97 98 0 0 0 120\nhel\n4\n8\n-1\n-1\n12\n12\n7\n4\n0\n-1\n2\n-1\n0\n0\n-1\n1\n1\n1\n156\n1\n7\n-1\n12\n0\n",
    );
}

/// The helpers of the memory-routine sweeps: `fill`, a byte-by-byte
/// reference for each routine (`naive_move` copies through a temporary, so
/// it is right for overlapping regions too), and `diff`, the number of
/// differing bytes.
const MEMORY_HELPERS: &str = r#"
@src = global [64 x i8] zeroinitializer, align 8
@dst = global [96 x i8] zeroinitializer, align 8
@ref = global [96 x i8] zeroinitializer, align 8
declare i8* @memcpy(i8*, i8*, i32)
declare i8* @memmove(i8*, i8*, i32)
declare i8* @memset(i8*, i32, i32)
declare i32 @memcmp(i8*, i8*, i32)
declare i32 @printf(i8*, ...)
@fmt = constant [13 x i8] c"%d %d %d %d\0A\00"

define void @fill(i8* %p, i32 %n, i32 %mul, i32 %add) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = mul i32 %i, %mul
  %v1 = add i32 %v, %add
  %b = trunc i32 %v1 to i8
  %q = getelementptr i8, i8* %p, i32 %i
  store i8 %b, i8* %q
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

define i32 @diff(i8* %a, i8* %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %e = phi i32 [ 0, %entry ], [ %e1, %loop ]
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  %x = zext i1 %ne to i32
  %e1 = add i32 %e, %x
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %e1
}

define void @naive_move(i8* %d, i8* %s, i32 %n) {
entry:
  %tmp = alloca [64 x i8]
  %t = getelementptr [64 x i8], [64 x i8]* %tmp, i32 0, i32 0
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %in
in:
  %i = phi i32 [ 0, %entry ], [ %i1, %in ]
  %ps = getelementptr i8, i8* %s, i32 %i
  %c = load i8, i8* %ps
  %pt = getelementptr i8, i8* %t, i32 %i
  store i8 %c, i8* %pt
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %in, label %out
out:
  %j = phi i32 [ 0, %in ], [ %j1, %out ]
  %qt = getelementptr i8, i8* %t, i32 %j
  %c2 = load i8, i8* %qt
  %pd = getelementptr i8, i8* %d, i32 %j
  store i8 %c2, i8* %pd
  %j1 = add i32 %j, 1
  %more2 = icmp ult i32 %j1, %n
  br i1 %more2, label %out, label %done
done:
  ret void
}

define i32 @naive_cmp(i8* %a, i8* %b, i32 %n) {
entry:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %equal, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %pa = getelementptr i8, i8* %a, i32 %i
  %pb = getelementptr i8, i8* %b, i32 %i
  %ca = load i8, i8* %pa
  %cb = load i8, i8* %pb
  %ne = icmp ne i8 %ca, %cb
  br i1 %ne, label %differ, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %equal
differ:
  %xa = zext i8 %ca to i32
  %xb = zext i8 %cb to i32
  %d = sub i32 %xa, %xb
  ret i32 %d
equal:
  ret i32 0
}

; memcpy and memset of n bytes to dst + 8 + d (from src + s): the bytes
; that differ from the reference (+1000 for a wrong result).
define i32 @check_copy(i32 %d, i32 %s, i32 %n) {
entry:
  %src = getelementptr [64 x i8], [64 x i8]* @src, i32 0, i32 0
  %dst = getelementptr [96 x i8], [96 x i8]* @dst, i32 0, i32 0
  %ref = getelementptr [96 x i8], [96 x i8]* @ref, i32 0, i32 0
  call void @fill(i8* %dst, i32 96, i32 0, i32 238)
  call void @fill(i8* %ref, i32 96, i32 0, i32 238)
  %d8 = add i32 %d, 8
  %dp = getelementptr i8, i8* %dst, i32 %d8
  %rp = getelementptr i8, i8* %ref, i32 %d8
  %sp = getelementptr i8, i8* %src, i32 %s
  %r = call i8* @memcpy(i8* %dp, i8* %sp, i32 %n)
  call void @naive_move(i8* %rp, i8* %sp, i32 %n)
  %e1 = call i32 @diff(i8* %dst, i8* %ref, i32 96)
  %bad1 = icmp ne i8* %r, %dp
  %c = xor i32 %n, 346
  %r2 = call i8* @memset(i8* %dp, i32 %c, i32 %n)
  call void @naive_set(i8* %rp, i32 %c, i32 %n)
  %e2 = call i32 @diff(i8* %dst, i8* %ref, i32 96)
  %bad2 = icmp ne i8* %r2, %dp
  %bad = or i1 %bad1, %bad2
  %pen = select i1 %bad, i32 1000, i32 0
  %e12 = add i32 %e1, %e2
  %e = add i32 %e12, %pen
  ret i32 %e
}

define void @naive_set(i8* %d, i32 %c, i32 %n) {
entry:
  %b = trunc i32 %c to i8
  %none = icmp eq i32 %n, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr i8, i8* %d, i32 %i
  store i8 %b, i8* %p
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; memmove of n bytes from dst + s to dst + d (overlapping either way).
define i32 @check_move(i32 %d, i32 %s, i32 %n) {
entry:
  %dst = getelementptr [96 x i8], [96 x i8]* @dst, i32 0, i32 0
  %ref = getelementptr [96 x i8], [96 x i8]* @ref, i32 0, i32 0
  call void @fill(i8* %dst, i32 96, i32 13, i32 1)
  call void @fill(i8* %ref, i32 96, i32 13, i32 1)
  %dp = getelementptr i8, i8* %dst, i32 %d
  %sp = getelementptr i8, i8* %dst, i32 %s
  %rd = getelementptr i8, i8* %ref, i32 %d
  %rs = getelementptr i8, i8* %ref, i32 %s
  %r = call i8* @memmove(i8* %dp, i8* %sp, i32 %n)
  call void @naive_move(i8* %rd, i8* %rs, i32 %n)
  %e = call i32 @diff(i8* %dst, i8* %ref, i32 96)
  %bad = icmp ne i8* %r, %dp
  %pen = select i1 %bad, i32 1000, i32 0
  %t = add i32 %e, %pen
  ret i32 %t
}

; memcmp of n bytes at dst + off against ref + off (byte k flipped) and
; against ref + off + 1: 1 for each result that is not the reference's.
define i32 @check_cmp(i32 %k, i32 %off, i32 %n) {
entry:
  %dst = getelementptr [96 x i8], [96 x i8]* @dst, i32 0, i32 0
  %ref = getelementptr [96 x i8], [96 x i8]* @ref, i32 0, i32 0
  call void @fill(i8* %dst, i32 96, i32 37, i32 11)
  call void @fill(i8* %ref, i32 96, i32 37, i32 11)
  %ok = add i32 %off, %k
  %pk = getelementptr i8, i8* %ref, i32 %ok
  %ck = load i8, i8* %pk
  %flip = xor i8 %ck, -128
  store i8 %flip, i8* %pk
  %a = getelementptr i8, i8* %dst, i32 %off
  %b = getelementptr i8, i8* %ref, i32 %off
  %r1 = call i32 @memcmp(i8* %a, i8* %b, i32 %n)
  %w1 = call i32 @naive_cmp(i8* %a, i8* %b, i32 %n)
  %off1 = add i32 %off, 1
  %b1 = getelementptr i8, i8* %ref, i32 %off1
  %r2 = call i32 @memcmp(i8* %a, i8* %b1, i32 %n)
  %w2 = call i32 @naive_cmp(i8* %a, i8* %b1, i32 %n)
  %x1 = icmp ne i32 %r1, %w1
  %x2 = icmp ne i32 %r2, %w2
  %y1 = zext i1 %x1 to i32
  %y2 = zext i1 %x2 to i32
  %y = add i32 %y1, %y2
  ret i32 %y
}

; Calls check(i % a, (i / a) % b, i / (a * b)) for i < count; the sum.
define i32 @sweep(i32 (i32, i32, i32)* %check, i32 %a, i32 %b, i32 %count) {
entry:
  %ab = mul i32 %a, %b
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %e = phi i32 [ 0, %entry ], [ %e1, %loop ]
  %x = urem i32 %i, %a
  %ia = udiv i32 %i, %a
  %y = urem i32 %ia, %b
  %z = udiv i32 %i, %ab
  %r = call i32 %check(i32 %x, i32 %y, i32 %z)
  %e1 = add i32 %e, %r
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %count
  br i1 %more, label %loop, label %done
done:
  ret i32 %e1
}

define i32 @main() {
entry:
  %src = getelementptr [64 x i8], [64 x i8]* @src, i32 0, i32 0
  call void @fill(i8* %src, i32 64, i32 37, i32 11)
  %e1 = call i32 @sweep(i32 (i32, i32, i32)* @check_copy, i32 4, i32 4, i32 656)
  %e2 = call i32 @sweep(i32 (i32, i32, i32)* @check_move, i32 12, i32 12, i32 5904)
  %e3 = call i32 @sweep(i32 (i32, i32, i32)* @check_cmp, i32 24, i32 4, i32 2400)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %e1, i32 %e2, i32 %e3, i32 0)
  ret i32 0
}
"#;

#[test]
fn memory_routines_match_byte_by_byte_references_at_every_alignment() {
    // memcpy/memset: every destination and source alignment, 0..=40
    // bytes; memmove: every offset pair below 12 (overlapping both ways),
    // 0..=40 bytes; memcmp: a difference at each of 24 places, 4
    // alignments, 0..=24 bytes, same and different alignment.
    let mut failures = Vec::new();
    for (endian, opt) in configurations() {
        let text = format!("target triple = \"{}\"\n{MEMORY_HELPERS}", triple(endian));
        match run("memory_sweep", &text, endian, opt).0 {
            Outcome::Exit(0, out) if out == b"0 0 0 0\n" => {}
            other => failures.push(format!("{endian:?} {opt:?}: {other:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn triple(endian: Endian) -> &'static str {
    match endian {
        Endian::Big => "mips-unknown-linux-gnu",
        Endian::Little => "mipsel-unknown-linux-gnu",
    }
}

/// The `<ctype.h>` classes of the C locale, by name, for bytes 0..=255.
fn c_class(name: &str, c: u8) -> bool {
    match name {
        "isalnum" => c.is_ascii_alphanumeric(),
        "isalpha" => c.is_ascii_alphabetic(),
        "isdigit" => c.is_ascii_digit(),
        "islower" => c.is_ascii_lowercase(),
        "isupper" => c.is_ascii_uppercase(),
        "isprint" => c.is_ascii_graphic() || c == b' ',
        "isspace" => b" \t\n\x0b\x0c\r".contains(&c),
        "isxdigit" => c.is_ascii_hexdigit(),
        "ispunct" => c.is_ascii_punctuation(),
        "iscntrl" => c.is_ascii_control(),
        "isgraph" => c.is_ascii_graphic(),
        "isblank" => c == b' ' || c == b'\t',
        _ => unreachable!("no class {name}"),
    }
}

const CTYPE_FUNCTIONS: [&str; 12] = [
    "isalnum", "isalpha", "isdigit", "islower", "isupper", "isprint", "isspace", "isxdigit",
    "ispunct", "iscntrl", "isgraph", "isblank",
];

#[test]
fn ctype_classifies_like_the_c_locale_with_glibcs_values() {
    let mut want = String::new();
    for f in CTYPE_FUNCTIONS {
        // EOF, then every byte.
        want.push('0');
        for c in 0..=255u8 {
            want.push(if c_class(f, c) { '1' } else { '0' });
        }
        want.push('\n');
    }
    // glibc's class bits (what its isalpha etc. return, and what its
    // headers' macros test in the __ctype_b_loc table).
    want.push_str("1024 2048 8192 256 512 4096 8 16384 4 2 32768 1\n");
    for delta in [-32, 32] {
        for c in -128..=255i32 {
            let v = match c {
                -1 => -1,
                -128..=-2 => c + 256,
                _ if delta < 0 && (97..=122).contains(&c) => c - 32,
                _ if delta > 0 && (65..=90).contains(&c) => c + 32,
                _ => c,
            };
            if v != c {
                let _ = write!(want, "{c}:{v} ");
            }
        }
        want.push('\n');
    }
    want.push_str("54536 0 65 -1 97 0\n");
    expect_output(
        "ctype",
        true,
        |ir| {
            ir.declare("declare i32 @putchar(i32)");
            for f in CTYPE_FUNCTIONS {
                ir.declare(&format!("declare i32 @{f}(i32)"));
                ir.line(&format!("call void @__test_line(i32 (i32)* @{f})"));
            }
            let samples = [
                ("isalpha", b'a'),
                ("isdigit", b'7'),
                ("isspace", b' '),
                ("isupper", b'Q'),
                ("islower", b'q'),
                ("isxdigit", b'f'),
                ("isalnum", b'z'),
                ("isprint", b'~'),
                ("ispunct", b'!'),
                ("iscntrl", b'\n'),
                ("isgraph", b'#'),
                ("isblank", b'\t'),
            ];
            let vals: Vec<String> = samples
                .iter()
                .map(|(f, c)| {
                    let v = ir.call("i32", f, "i32", &[&format!("i32 {c}")]);
                    format!("i32 {v}")
                })
                .collect();
            let fmt = ir.cstr(b"%d %d %d %d %d %d %d %d %d %d %d %d\n");
            let r = ir.fresh("r");
            ir.line(&format!(
                "{r} = call i32 (i8*, ...) @printf(i8* {fmt}, {})",
                vals.join(", ")
            ));
            for f in ["toupper", "tolower"] {
                ir.declare(&format!("declare i32 @{f}(i32)"));
                ir.line(&format!("call void @__test_changes(i32 (i32)* @{f})"));
            }
            // The tables as glibc's header macros read them.
            let mut vals = Vec::new();
            for (loc, ty, idx) in [
                ("__ctype_b_loc", "i16", 65),
                ("__ctype_b_loc", "i16", -1),
                ("__ctype_toupper_loc", "i32", 97),
                ("__ctype_toupper_loc", "i32", -1),
                ("__ctype_tolower_loc", "i32", 65),
                ("__ctype_b_loc", "i16", 128),
            ] {
                let t = ir.call(&format!("{ty}**"), loc, "", &[]);
                let (base, at, v, w) = (ir.fresh("t"), ir.fresh("t"), ir.fresh("t"), ir.fresh("t"));
                ir.line(&format!("{base} = load {ty}*, {ty}** {t}"));
                ir.line(&format!(
                    "{at} = getelementptr {ty}, {ty}* {base}, i32 {idx}"
                ));
                ir.line(&format!("{v} = load {ty}, {ty}* {at}"));
                if ty == "i16" {
                    ir.line(&format!("{w} = zext i16 {v} to i32"));
                } else {
                    ir.line(&format!("{w} = add i32 {v}, 0"));
                }
                vals.push(format!("i32 {w}"));
            }
            let fmt = ir.cstr(b"%d %d %d %d %d %d\n");
            let r = ir.fresh("r");
            ir.line(&format!(
                "{r} = call i32 (i8*, ...) @printf(i8* {fmt}, {})",
                vals.join(", ")
            ));
            ir.globals.push_str(CTYPE_HELPERS);
        },
        want.as_bytes(),
    );
}

/// `__test_line(f)`: f(c) != 0 as '0'/'1' for c = -1..=255, then a
/// newline. `__test_changes(f)`: "c:f(c) " for every c in -128..=255 that
/// f changes, then a newline.
const CTYPE_HELPERS: &str = r#"
@__test_pair = constant [7 x i8] c"%d:%d \00"
define void @__test_line(i32 (i32)* %f) {
entry:
  br label %loop
loop:
  %c = phi i32 [ -1, %entry ], [ %c1, %loop ]
  %v = call i32 %f(i32 %c)
  %set = icmp ne i32 %v, 0
  %ch = select i1 %set, i32 49, i32 48
  %r = call i32 @putchar(i32 %ch)
  %c1 = add i32 %c, 1
  %more = icmp slt i32 %c1, 256
  br i1 %more, label %loop, label %done
done:
  %nl = call i32 @putchar(i32 10)
  ret void
}
define void @__test_changes(i32 (i32)* %f) {
entry:
  %fmt = getelementptr [7 x i8], [7 x i8]* @__test_pair, i32 0, i32 0
  br label %loop
loop:
  %c = phi i32 [ -128, %entry ], [ %c1, %next ]
  %v = call i32 %f(i32 %c)
  %same = icmp eq i32 %v, %c
  br i1 %same, label %next, label %show
show:
  %r = call i32 (i8*, ...) @printf(i8* %fmt, i32 %c, i32 %v)
  br label %next
next:
  %c1 = add i32 %c, 1
  %more = icmp slt i32 %c1, 256
  br i1 %more, label %loop, label %done
done:
  %nl = call i32 @putchar(i32 10)
  ret void
}
"#;

/// strtol and strtoul on the same inputs: (input, base, glibc's
/// "strtol errno end strtoul errno end" line, `gcc -m32`). For a base
/// outside 0, 2..=36 glibc leaves *endp alone; this runtime stores the
/// input there (C's rule for "no conversion").
const STRTOL_CASES: &[(&[u8], i32, &str)] = &[
    (b"42", 10, "42 0 2 42 0 2"),
    (b"  -17xyz", 10, "-17 0 5 4294967279 0 5"),
    (b"+8", 0, "8 0 2 8 0 2"),
    (b"0x1fz", 0, "31 0 4 31 0 4"),
    (b"0X1F", 16, "31 0 4 31 0 4"),
    (b"0x", 16, "0 0 1 0 0 1"),
    (b"0xg", 0, "0 0 1 0 0 1"),
    (b"017", 0, "15 0 3 15 0 3"),
    (b"019", 0, "1 0 2 1 0 2"),
    (b"z", 36, "35 0 1 35 0 1"),
    (b"Zz", 36, "1295 0 2 1295 0 2"),
    (b"2147483647", 10, "2147483647 0 10 2147483647 0 10"),
    (b"2147483648", 10, "2147483647 34 10 2147483648 0 10"),
    (b"-2147483648", 10, "-2147483648 0 11 2147483648 0 11"),
    (b"-2147483649", 10, "-2147483648 34 11 2147483647 0 11"),
    (b"99999999999", 10, "2147483647 34 11 4294967295 34 11"),
    (b"4294967295", 10, "2147483647 34 10 4294967295 0 10"),
    (b"4294967296", 10, "2147483647 34 10 4294967295 34 10"),
    (b"-1", 10, "-1 0 2 4294967295 0 2"),
    (b"", 10, "0 0 0 0 0 0"),
    (b"   ", 10, "0 0 0 0 0 0"),
    (b"-", 10, "0 0 0 0 0 0"),
    (b"+x", 10, "0 0 0 0 0 0"),
    (b"101", 2, "5 0 3 5 0 3"),
    (b"777", 8, "511 0 3 511 0 3"),
    (b"12", 1, "0 22 0 0 22 0"),
    (b"12", 37, "0 22 0 0 22 0"),
    (b"\t\n 5", 10, "5 0 4 5 0 4"),
    (b"1010", 3, "30 0 4 30 0 4"),
];

#[test]
fn number_conversions_and_abs_match_glibc() {
    let mut want = String::new();
    for (_, _, line) in STRTOL_CASES {
        want.push_str(line);
        want.push('\n');
    }
    // atoi is (int)strtol(s, NULL, 10), as glibc.
    want.push_str("-123 2147483647 0 77\n5 -2147483648 9 12345678901\n");
    expect_output(
        "strtol",
        true,
        |ir| {
            let errno = ir.call("i32*", "__errno_location", "", &[]);
            let endp = ir.fresh("e");
            ir.line(&format!("{endp} = alloca i8*"));
            let fmt = ir.cstr(b"%ld %d %d %lu %d %d\n");
            for (s, base, _) in STRTOL_CASES {
                let sp = ir.cstr(s);
                let mut vals = Vec::new();
                for f in ["strtol", "strtoul"] {
                    ir.line(&format!("store i32 0, i32* {errno}"));
                    ir.line(&format!("store i8* null, i8** {endp}"));
                    let v = ir.call(
                        "i32",
                        f,
                        "i8*, i8**, i32",
                        &[
                            &format!("i8* {sp}"),
                            &format!("i8** {endp}"),
                            &format!("i32 {base}"),
                        ],
                    );
                    let (e, end, ei, si, off) = (
                        ir.fresh("x"),
                        ir.fresh("x"),
                        ir.fresh("x"),
                        ir.fresh("x"),
                        ir.fresh("x"),
                    );
                    ir.line(&format!("{e} = load i32, i32* {errno}"));
                    ir.line(&format!("{end} = load i8*, i8** {endp}"));
                    ir.line(&format!("{ei} = ptrtoint i8* {end} to i32"));
                    ir.line(&format!("{si} = ptrtoint i8* {sp} to i32"));
                    ir.line(&format!("{off} = sub i32 {ei}, {si}"));
                    vals.extend([format!("i32 {v}"), format!("i32 {e}"), format!("i32 {off}")]);
                }
                let r = ir.fresh("r");
                ir.line(&format!(
                    "{r} = call i32 (i8*, ...) @printf(i8* {fmt}, {})",
                    vals.join(", ")
                ));
            }
            let mut vals = Vec::new();
            for (f, s) in [
                ("atoi", &b"  -123x"[..]),
                ("atoi", b"99999999999"),
                ("atoi", b"abc"),
                ("atol", b"+77"),
            ] {
                let sp = ir.cstr(s);
                let v = ir.call("i32", f, "i8*", &[&format!("i8* {sp}")]);
                vals.push(format!("i32 {v}"));
            }
            let f4 = ir.cstr(b"%d %d %d %ld\n");
            let r = ir.fresh("r");
            ir.line(&format!(
                "{r} = call i32 (i8*, ...) @printf(i8* {f4}, {})",
                vals.join(", ")
            ));
            let a = ir.call("i32", "abs", "i32", &["i32 -5"]);
            let b = ir.call("i32", "abs", "i32", &["i32 -2147483648"]);
            let c = ir.call("i32", "labs", "i32", &["i32 -9"]);
            let d = ir.call("i64", "llabs", "i64", &["i64 -12345678901"]);
            let f = ir.cstr(b"%d %d %ld %lld\n");
            let r = ir.fresh("r");
            ir.line(&format!(
                "{r} = call i32 (i8*, ...) @printf(i8* {f}, i32 {a}, i32 {b}, i32 {c}, i64 {d})"
            ));
        },
        want.as_bytes(),
    );
}

#[test]
fn rand_is_glibcs_generator_and_time_is_fixed() {
    expect_output(
        "rand",
        true,
        |ir| {
            let mut vals = Vec::new();
            for _ in 0..3 {
                let r = ir.call("i32", "rand", "", &[]);
                vals.push(r);
            }
            for seed in [42, 1, 0] {
                ir.call("void", "srand", "i32", &[&format!("i32 {seed}")]);
                let r = ir.call("i32", "rand", "", &[]);
                vals.push(r);
            }
            for v in vals {
                ir.print_i32(&v);
            }
            for _ in 0..3 {
                let c = ir.call("i32", "clock", "", &[]);
                ir.print_i32(&c);
            }
            let t = ir.call("i32", "time", "i32*", &["i32* null"]);
            ir.print_i32(&t);
            let cell = ir.fresh("t");
            ir.line(&format!("{cell} = alloca i32"));
            ir.line(&format!("store i32 0, i32* {cell}"));
            ir.call("i32", "time", "i32*", &[&format!("i32* {cell}")]);
            let v = ir.fresh("t");
            ir.line(&format!("{v} = load i32, i32* {cell}"));
            ir.print_i32(&v);
        },
        b"1804289383\n846930886\n1681692777\n71876166\n1804289383\n1804289383\n0\n1000\n2000\n1767225600\n1767225600\n",
    );
}

/// The heap's program: offsets and yes/no answers, one per line (see the
/// expectations in the test).
const HEAP_PROGRAM: &str = r#"
declare i8* @malloc(i64)
declare i8* @calloc(i64, i64)
declare i8* @realloc(i8*, i32)
declare void @free(i8*)
declare i32 @__egret_free_blocks()
declare i32 @printf(i8*, ...)
declare i32 @puts(i8*)
declare i8* @strcpy(i8*, i8*)
declare i8* @memset(i8*, i32, i32)
@fmt = constant [4 x i8] c"%d\0A\00"
@text = constant [10 x i8] c"abcdefghi\00"

define void @show(i32 %v) {
entry:
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %v)
  ret void
}

define void @show_eq(i8* %a, i8* %b) {
entry:
  %e = icmp eq i8* %a, %b
  %v = zext i1 %e to i32
  call void @show(i32 %v)
  ret void
}

define void @show_gap(i8* %a, i8* %b) {
entry:
  %ai = ptrtoint i8* %a to i32
  %bi = ptrtoint i8* %b to i32
  %d = sub i32 %bi, %ai
  call void @show(i32 %d)
  ret void
}

define void @show_blocks() {
entry:
  %n = call i32 @__egret_free_blocks()
  call void @show(i32 %n)
  ret void
}

; The sum of the n bytes at p.
define i32 @sum(i8* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i8, i8* %p, i32 %i
  %c = load i8, i8* %q
  %w = zext i8 %c to i32
  %s1 = add i32 %s, %w
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

; 20000 rounds of malloc(1000), a write, free: the failures (a heap that
; never frees runs out after about 8000).
define i32 @churn() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %bad = phi i32 [ 0, %entry ], [ %bad1, %next ]
  %p = call i8* @malloc(i64 1000)
  %null = icmp eq i8* %p, null
  br i1 %null, label %failed, label %use
use:
  %last = getelementptr i8, i8* %p, i32 999
  store i8 1, i8* %last
  call void @free(i8* %p)
  br label %next
failed:
  br label %next
next:
  %f = phi i32 [ 0, %use ], [ 1, %failed ]
  %bad1 = add i32 %bad, %f
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 20000
  br i1 %more, label %loop, label %done
done:
  ret i32 %bad1
}

define i32 @main() {
entry:
  %a = call i8* @malloc(i64 24)
  %b = call i8* @malloc(i64 40)
  %c = call i8* @malloc(i64 16)
  call void @show_gap(i8* %a, i8* %b)
  call void @show_gap(i8* %b, i8* %c)
  %ai = ptrtoint i8* %a to i32
  %a7 = and i32 %ai, 7
  call void @show(i32 %a7)
  call void @free(i8* %b)
  call void @show_blocks()
  %d = call i8* @malloc(i64 32)
  call void @show_eq(i8* %d, i8* %b)
  call void @show_blocks()
  call void @free(i8* %d)
  %e = call i8* @malloc(i64 8)
  call void @show_eq(i8* %e, i8* %b)
  call void @show_blocks()
  call void @free(i8* %e)
  call void @show_blocks()
  call void @free(i8* %a)
  call void @show_blocks()
  call void @free(i8* %c)
  call void @show_blocks()
  %f = call i8* @malloc(i64 24)
  call void @show_eq(i8* %f, i8* %a)
  ; Merging on both sides.
  %g1 = call i8* @malloc(i64 16)
  %g2 = call i8* @malloc(i64 16)
  %g3 = call i8* @malloc(i64 16)
  %g4 = call i8* @malloc(i64 16)
  call void @free(i8* %g1)
  call void @free(i8* %g3)
  call void @show_blocks()
  call void @free(i8* %g2)
  call void @show_blocks()
  %h = call i8* @malloc(i64 56)
  call void @show_eq(i8* %h, i8* %g1)
  ; Reused memory comes back zeroed.
  %m = call i8* @memset(i8* %h, i32 85, i32 56)
  call void @free(i8* %h)
  %k = call i8* @calloc(i64 7, i64 8)
  call void @show_eq(i8* %k, i8* %g1)
  %ks = call i32 @sum(i8* %k, i32 56)
  call void @show(i32 %ks)
  ; realloc: from null, in place at the top, moved with its contents,
  ; shrinking in place, to size 0.
  %r = call i8* @realloc(i8* null, i32 10)
  %t = getelementptr [10 x i8], [10 x i8]* @text, i32 0, i32 0
  %cp = call i8* @strcpy(i8* %r, i8* %t)
  %r2 = call i8* @realloc(i8* %r, i32 4000)
  call void @show_eq(i8* %r2, i8* %r)
  %tail = getelementptr i8, i8* %r2, i32 10
  %ts = call i32 @sum(i8* %tail, i32 3990)
  call void @show(i32 %ts)
  %r3 = call i8* @malloc(i64 8)
  %r4 = call i8* @realloc(i8* %r2, i32 8000)
  call void @show_eq(i8* %r4, i8* %r2)
  %pr = call i32 @puts(i8* %r4)
  %r5 = call i8* @realloc(i8* %r3, i32 4)
  call void @show_eq(i8* %r5, i8* %r3)
  %r6 = call i8* @realloc(i8* %r4, i32 0)
  %z = icmp eq i8* %r6, null
  %zv = zext i1 %z to i32
  call void @show(i32 %zv)
  ; Too big: null.
  %big = call i8* @malloc(i64 2147483647)
  %bn = icmp eq i8* %big, null
  %bv = zext i1 %bn to i32
  call void @show(i32 %bv)
  %huge = call i8* @malloc(i64 4294967296)
  %hn = icmp eq i8* %huge, null
  %hv = zext i1 %hn to i32
  call void @show(i32 %hv)
  %over = call i8* @calloc(i64 65536, i64 65536)
  %on = icmp eq i8* %over, null
  %ov = zext i1 %on to i32
  call void @show(i32 %ov)
  %bad = call i32 @churn()
  call void @show(i32 %bad)
  call void @free(i8* null)
  ret i32 0
}
"#;

#[test]
fn the_heap_reuses_merges_and_gives_back_freed_blocks() {
    // a, b, c lie 24 + 8 and 40 + 8 bytes apart (8-byte headers), 8-aligned;
    // freed b is taken whole by malloc(32) (8 bytes left: too few to
    // split) and split by malloc(8); freeing e, a and c merges everything
    // and gives it back to the top, so f lands where a was; g1 + g2 + g3
    // merge into one block that h (56 = 3 * 16 + 2 headers) fills; calloc
    // zeroes reused memory; realloc grows the top block in place (new
    // bytes zero), moves a block that is not at the top, keeps a block
    // that shrinks, frees for size 0; impossible sizes get null; 20000
    // rounds of malloc(1000)/free never fail.
    let want = "32\n48\n0\n1\n1\n0\n1\n1\n1\n1\n0\n1\n2\n1\n1\n1\n0\n1\n0\n0\nabcdefghi\n1\n1\n1\n1\n1\n0\n";
    let mut failures = Vec::new();
    for (endian, opt) in configurations() {
        let text = format!("target triple = \"{}\"\n{HEAP_PROGRAM}", triple(endian));
        match run("heap", &text, endian, opt).0 {
            Outcome::Exit(0, out) if out == want.as_bytes() => {}
            other => failures.push(format!("{endian:?} {opt:?}: {other:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `main_body` (C flavour, with `decls`) in every configuration.
fn outcomes(name: &str, decls: &str, main_body: &str) -> Vec<((Endian, OptLevel), Outcome)> {
    configurations()
        .into_iter()
        .map(|(endian, opt)| {
            let text = format!(
                "target triple = \"{}\"\n{decls}\ndefine i32 @main() {{\nentry:\n{main_body}}}\n",
                triple(endian)
            );
            ((endian, opt), run(name, &text, endian, opt).0)
        })
        .collect()
}

const PROCESS_DECLS: &str = r#"
declare i32 @puts(i8*)
declare void @exit(i32)
declare void @abort()
declare void @__assert_fail(i8*, i8*, i32, i8*)
@before = constant [7 x i8] c"before\00"
@after = constant [6 x i8] c"after\00"
@expr = constant [6 x i8] c"x > 0\00"
@file = constant [4 x i8] c"t.c\00"
@func = constant [9 x i8] c"int f(x)\00"

define void @leave(i32 %status) {
entry:
  call void @exit(i32 %status)
  unreachable
}
"#;

#[test]
fn exit_ends_the_run_with_its_status_from_any_depth() {
    let body = "  %b = getelementptr [7 x i8], [7 x i8]* @before, i32 0, i32 0\n  %r = call i32 @puts(i8* %b)\n  call void @leave(i32 7)\n  %a = getelementptr [6 x i8], [6 x i8]* @after, i32 0, i32 0\n  %r2 = call i32 @puts(i8* %a)\n  ret i32 0\n";
    for (cfg, got) in outcomes("exit", PROCESS_DECLS, body) {
        assert_eq!(got, Outcome::Exit(7, b"before\n".to_vec()), "{cfg:?}");
    }
}

#[test]
fn abort_traps_in_abort() {
    let body = "  %b = getelementptr [7 x i8], [7 x i8]* @before, i32 0, i32 0\n  %r = call i32 @puts(i8* %b)\n  call void @abort()\n  ret i32 0\n";
    for (cfg, got) in outcomes("abort", PROCESS_DECLS, body) {
        match got {
            Outcome::Trap(msg, out) => {
                assert!(msg.contains("in abort"), "{cfg:?}: {msg}");
                assert_eq!(out, b"before\n", "{cfg:?}");
            }
            other => panic!("{cfg:?}: {other:?}"),
        }
    }
}

#[test]
fn a_failed_assertion_prints_glibcs_message_then_aborts() {
    let body = "  %e = getelementptr [6 x i8], [6 x i8]* @expr, i32 0, i32 0\n  %f = getelementptr [4 x i8], [4 x i8]* @file, i32 0, i32 0\n  %n = getelementptr [9 x i8], [9 x i8]* @func, i32 0, i32 0\n  call void @__assert_fail(i8* %e, i8* %f, i32 12, i8* %n)\n  ret i32 0\n";
    for (cfg, got) in outcomes("assert", PROCESS_DECLS, body) {
        match got {
            Outcome::Trap(msg, out) => {
                assert!(msg.contains("in abort"), "{cfg:?}: {msg}");
                assert_eq!(
                    show(&out),
                    "t.c:12: int f(x): Assertion `x > 0' failed.\n",
                    "{cfg:?}"
                );
            }
            other => panic!("{cfg:?}: {other:?}"),
        }
    }
}

/// Instructions one call of `routine` executes per byte for 4096 bytes
/// (the run with 4096 less the run with 0), destination at offset `d` and
/// source at offset `s` of two 8-aligned buffers (memmove: within one).
fn instructions_per_byte(routine: &str, d: u32, s: u32, endian: Endian) -> f64 {
    marginal_instructions(routine, endian, 4096, |n| {
        let call = match routine {
            "memset" => format!("call i8* @memset(i8* %d, i32 7, i32 {n})"),
            "memmove" => format!("call i8* @memmove(i8* %d, i8* %s1, i32 {n})"),
            "memcmp" => format!("call i32 @memcmp(i8* %d, i8* %s, i32 {n})"),
            _ => format!("call i8* @{routine}(i8* %d, i8* %s, i32 {n})"),
        };
        format!(
            "target triple = \"{}\"
@a = global [4112 x i8] zeroinitializer, align 8
@b = global [4112 x i8] zeroinitializer, align 8
declare i8* @memcpy(i8*, i8*, i32)
declare i8* @memmove(i8*, i8*, i32)
declare i8* @memset(i8*, i32, i32)
declare i32 @memcmp(i8*, i8*, i32)
define i32 @main() {{
entry:
  %d = getelementptr [4112 x i8], [4112 x i8]* @a, i32 0, i32 {d}
  %s = getelementptr [4112 x i8], [4112 x i8]* @b, i32 0, i32 {s}
  %s1 = getelementptr [4112 x i8], [4112 x i8]* @a, i32 0, i32 {s}
  %r = {call}
  ret i32 0
}}
",
            triple(endian)
        )
    })
}

/// Instructions per unit of work at -O2: runs `program(n)` and
/// `program(0)` (each must exit with 0) and divides the difference by `n`.
fn marginal_instructions(
    name: &str,
    endian: Endian,
    n: u32,
    program: impl Fn(u32) -> String,
) -> f64 {
    let insts = |k: u32| {
        let (outcome, insts) = run(name, &program(k), endian, OptLevel::O2);
        assert!(
            matches!(outcome, Outcome::Exit(0, _)),
            "{name}: {outcome:?}"
        );
        insts
    };
    (insts(n) - insts(0)) as f64 / f64::from(n)
}

#[test]
fn memory_routines_move_words_when_aligned() {
    // (routine, destination offset, source offset, most instructions per
    // byte): whole words when both have the same alignment, bytes when not.
    let cases = [
        ("memcpy", 0, 0, 1.0),
        ("memcpy", 1, 1, 1.0),
        ("memcpy", 0, 1, 8.0),
        ("memset", 0, 0, 0.5),
        ("memset", 3, 0, 0.5),
        ("memmove", 4, 0, 2.0),
        ("memmove", 0, 4, 1.0),
        ("memcmp", 0, 0, 2.5),
    ];
    let mut report = String::new();
    for endian in [Endian::Big, Endian::Little] {
        for (routine, d, s, most) in cases {
            let per_byte = instructions_per_byte(routine, d, s, endian);
            let _ = writeln!(
                report,
                "{endian:?} {routine} dst+{d} src+{s}: {per_byte:.3} instructions/byte"
            );
            assert!(
                per_byte <= most,
                "{report}{routine} dst+{d} src+{s}: {per_byte} > {most}"
            );
        }
    }
    eprintln!("{report}");
}

/// Instructions one iteration of a loop calling `call` `n` times executes
/// (the run with 200 iterations less the run with none, over 200): the
/// call with its arguments and the loop's own counting.
fn instructions_per_call(name: &str, decls: &str, call: &str, endian: Endian) -> f64 {
    marginal_instructions(name, endian, 200, |n| {
        format!(
            "target triple = \"{}\"
@fmt = global [4 x i8] c\"%d\\0A\\00\"
{decls}
define i32 @main() {{
entry:
  %f = getelementptr [4 x i8], [4 x i8]* @fmt, i32 0, i32 0
  %none = icmp eq i32 {n}, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  {call}
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, {n}
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}}
",
            triple(endian)
        )
    })
}

#[test]
fn malloc_and_printf_fast_paths_stay_cheap() {
    // (what, declarations, the call, most instructions per iteration, of
    // which the loop and the call's own instructions are about 6): malloc's
    // quick path for a small block while nothing is free (the size test,
    // rounding, limit test, header and two zeroed words: 24; 28 before),
    // calloc's (a 32 x 32 -> 64 multiplication, then malloc), and printf
    // with a bare %d and a newline to the port (its entry jumps straight
    // to the formatter, which writes the number itself). Measured: 30.07,
    // 49.06 and 129.79 in both byte orders.
    let cases = [
        (
            "malloc8",
            "declare i8* @malloc(i32)",
            "%p = call i8* @malloc(i32 8)",
            31.0,
        ),
        (
            "calloc",
            "declare i8* @calloc(i32, i32)",
            "%p = call i8* @calloc(i32 2, i32 4)",
            50.0,
        ),
        (
            "printf_d",
            "declare i32 @printf(i8*, ...)",
            "%r = call i32 (i8*, ...) @printf(i8* %f, i32 %i)",
            135.0,
        ),
    ];
    let mut report = String::new();
    for endian in [Endian::Big, Endian::Little] {
        for (name, decls, call, most) in cases {
            let per_call = instructions_per_call(name, decls, call, endian);
            let _ = writeln!(report, "{endian:?} {name}: {per_call:.2} instructions/call");
            assert!(per_call <= most, "{report}{name}: {per_call} > {most}");
        }
    }
}
