//! printf's floating-point conversions (`%f %F %e %E %g %G %a %A`) three
//! ways, against the host glibc's `snprintf` for the same value and spec:
//! the interpreter (llvmlite/src/interp/format.rs) and the runtime
//! compiled by egret (runtime/c/fpformat/, reached through printf.ll) on
//! the simulator, for both byte orders and both ISA levels.
//!
//! Thousands of (value, spec) pairs: edge values (zeros, the extreme
//! normals and subnormals, ties such as 0.125 at `%.2f` and 2.5 at `%.0f`,
//! 1e23, neighbours of powers of ten, infinities and NaNs of both signs)
//! in every conversion, and random doubles of every exponent range with
//! random flags, widths and precisions (some huge). The values travel as
//! i64 bit patterns through variadic calls — after soft-float legalization
//! a double vararg is exactly that — through printf, fprintf, snprintf
//! (with small buffers) and sprintf, and `*` widths and precisions move
//! the double to other argument words. One program run formats every case.

use egret::OptLevel;
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::{Options, Target};
use std::ffi::{c_char, c_int};
use std::fmt::Write as _;

#[allow(dead_code)]
mod common;

unsafe extern "C" {
    fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
}

/// A small deterministic generator (xorshift64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One conversion to test: egret's format (may hold `l`/`L`), the host's
/// (without them), the value's bits and the `*` arguments if any.
#[derive(Clone)]
struct Case {
    fmt: String,
    host_fmt: String,
    bits: u64,
    stars: Option<(i32, i32)>,
}

/// What glibc prints for `case` (bytes and count).
fn glibc(case: &Case) -> Vec<u8> {
    let mut buf = vec![0u8; 1 << 16];
    let fmt = format!("{}\0", case.host_fmt);
    let value = f64::from_bits(case.bits);
    let f = fmt.as_ptr() as *const c_char;
    let out = buf.as_mut_ptr() as *mut c_char;
    // SAFETY: a NUL-terminated format whose conversions match the
    // arguments passed (two ints for `*.*`, then one double), and a
    // buffer of the size given.
    let n = unsafe {
        match case.stars {
            Some((w, p)) => snprintf(out, buf.len(), f, w as c_int, p as c_int, value),
            None => snprintf(out, buf.len(), f, value),
        }
    };
    buf.truncate(usize::try_from(n).expect("glibc formats"));
    buf
}

const CONVS: &[u8] = b"fFeEgGaA";

/// A random spec's text for `conv`: flags, width, precision (sometimes
/// huge), and a length modifier; with `stars`, `*.*` instead of numbers.
fn random_spec(rng: &mut Rng, conv: u8, stars: bool) -> (String, String) {
    let mut flags = String::new();
    for f in ["-", "+", " ", "#", "0"] {
        if rng.below(4) == 0 {
            flags.push_str(f);
        }
    }
    let mut wp = String::new();
    if stars {
        wp.push_str("*.*");
    } else {
        if rng.below(3) == 0 {
            let _ = write!(wp, "{}", 1 + rng.below(40));
        }
        match rng.below(6) {
            0 => {}
            1 => wp.push('.'),
            2 | 3 => {
                let _ = write!(wp, ".{}", rng.below(18));
            }
            4 => {
                let _ = write!(wp, ".{}", rng.below(70));
            }
            _ => {
                let _ = write!(wp, ".{}", rng.below(400));
            }
        }
    }
    let length = ["", "", "", "l", "L"][rng.below(5) as usize];
    let c = conv as char;
    (
        format!("%{flags}{wp}{length}{c}"),
        format!("%{flags}{wp}{c}"),
    )
}

/// A random double: any bits, subnormals, moderate exponents, short
/// fractions (ties), and the specials.
fn random_bits(rng: &mut Rng) -> u64 {
    let b = rng.next();
    match rng.below(10) {
        0 => b & 0x800f_ffff_ffff_ffff,
        1 => (b & 0x800f_ffff_ffff_ffff) | ((1023 - 30 + rng.below(60)) << 52),
        2 => (b & (1 << 63)) | ((1023 - 30 + rng.below(60)) << 52) | (rng.below(4) << 50),
        3 => {
            let n = rng.below(2_000_000) as f64 - 1_000_000.0;
            (n / (1u64 << rng.below(12)) as f64).to_bits()
        }
        4 => {
            let special = [0x7ff0_0000_0000_0000, 0x7ff8_0000_0000_0000, 0];
            special[rng.below(3) as usize] | (b & (1 << 63))
        }
        _ => b,
    }
}

/// Values where formatting goes wrong first.
fn edge_values() -> Vec<u64> {
    let mut v: Vec<f64> = vec![
        0.0,
        -0.0,
        f64::MAX,
        -f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(0x000f_ffff_ffff_ffff),
        0.125,
        0.375,
        2.5,
        -2.5,
        0.5,
        1.5,
        9.5,
        1e23,
        0.1,
        1.0 / 3.0,
        std::f64::consts::PI,
        9007199254740993.0,
        18446744073709551616.0,
        123456789012345678.0,
        0.05,
        99999.5,
        999999.5,
        9.9999995,
        1e-300,
        5e-324,
        1.0,
        100.0,
    ];
    for k in -20..=25 {
        let p = format!("1e{k}").parse::<f64>().expect("a number");
        v.push(p);
        v.push(f64::from_bits(p.to_bits() - 1));
        v.push(f64::from_bits(p.to_bits() + 1));
    }
    let mut bits: Vec<u64> = v.iter().map(|x| x.to_bits()).collect();
    bits.extend([
        0x7ff0_0000_0000_0000,
        0xfff0_0000_0000_0000,
        0x7ff8_0000_0000_0000,
        0xfff8_0000_0000_0000,
        0x7ff0_0000_0000_0001,
        0x3ff8_0000_0000_0000, // 1.5: `%.0a` ties
        0x3ff0_8000_0000_0000, // 0x1.08p+0: `%.1a` ties to even
        0x3ff1_8000_0000_0000, // 0x1.18p+0
        0x3fff_ffff_ffff_ffff,
    ]);
    bits
}

/// The cases of the direct printf loop: every edge value in every
/// conversion with a few fixed specs, then random ones.
fn printf_cases(rng: &mut Rng, random: usize) -> Vec<Case> {
    let specs = [
        "", ".0", ".1", ".2", ".3", ".17", ".40", ".60", "#", "+012.4", "-20", " .5",
    ];
    let mut cases = Vec::new();
    for (i, &bits) in edge_values().iter().enumerate() {
        for &conv in CONVS {
            for s in [specs[i % specs.len()], specs[(i * 7 + 3) % specs.len()]] {
                let fmt = format!("%{s}{}", conv as char);
                cases.push(Case {
                    fmt: fmt.clone(),
                    host_fmt: fmt,
                    bits,
                    stars: None,
                });
            }
        }
    }
    for _ in 0..random {
        cases.push(random_case(rng, false));
    }
    cases
}

fn random_case(rng: &mut Rng, stars: bool) -> Case {
    let conv = CONVS[rng.below(CONVS.len() as u64) as usize];
    let (fmt, host_fmt) = random_spec(rng, conv, stars);
    let stars = stars.then(|| {
        let w = rng.below(50) as i32 - 20;
        let p = rng.below(30) as i32 - 5;
        (w, p)
    });
    Case {
        fmt,
        host_fmt,
        bits: random_bits(rng),
        stars,
    }
}

/// Every case's format, `[` and `]` around it and a newline after, one
/// after another (NUL-separated) as an IR string constant.
fn format_blob(name: &str, cases: &[Case]) -> String {
    let mut lit = String::new();
    let mut n = 0;
    for c in cases {
        for b in format!("[{}]\n", c.fmt).bytes().chain([0]) {
            n += 1;
            if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
                lit.push(b as char);
            } else {
                let _ = write!(lit, "\\{b:02X}");
            }
        }
    }
    format!("@{name} = constant [{n} x i8] c\"{lit}\"\n")
}

/// An IR array constant of `ty` values.
fn array(name: &str, ty: &str, values: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = values.map(|v| format!("{ty} {v}")).collect();
    format!(
        "@{name} = constant [{} x {ty}] [{}]\n",
        items.len(),
        items.join(", ")
    )
}

/// One loop over the `n` cases of loop `name` (its formats in `@name.f`
/// of `blob_len` bytes, values in `@name.v`): `body` formats one, with `$`
/// standing for `%name.`: `$i` the index, `$fmt` the format, `$val` the
/// value, `$r` for its result. The loop is entered from `%name.pre` and
/// leaves to `%next.pre`.
fn case_loop(name: &str, n: usize, blob_len: usize, body: &str, next: &str) -> String {
    let text = format!(
        "  br label %{name}
{name}:
  $i = phi i32 [ 0, %{name}.pre ], [ $i1, %{name} ]
  $fmt = phi i8* [ getelementptr ([{blob_len} x i8], [{blob_len} x i8]* @{name}.f, i32 0, i32 0), %{name}.pre ], [ $fmt1, %{name} ]
  $vp = getelementptr [{n} x i64], [{n} x i64]* @{name}.v, i32 0, i32 $i
  $val = load i64, i64* $vp
{body}  $len = call i32 @strlen(i8* $fmt)
  $len1 = add i32 $len, 1
  $fmt1 = getelementptr i8, i8* $fmt, i32 $len1
  $i1 = add i32 $i, 1
  $more = icmp ult i32 $i1, {n}
  br i1 $more, label %{name}, label %{next}.pre
{next}.pre:
"
    );
    text.replace('$', &format!("%{name}."))
}

/// Loop bodies. `N` is the loop's case count.
const PRINTF_BODY: &str = "  $r = call i32 (i8*, ...) @printf(i8* $fmt, i64 $val)
";
const STARS_BODY: &str = "  $wp = getelementptr [N x i32], [N x i32]* @b.w, i32 0, i32 $i
  $w = load i32, i32* $wp
  $qp = getelementptr [N x i32], [N x i32]* @b.q, i32 0, i32 $i
  $q = load i32, i32* $qp
  $r = call i32 (i8*, ...) @printf(i8* $fmt, i32 $w, i32 $q, i64 $val)
";
const FPRINTF_BODY: &str = "  $r = call i32 (i8*, i8*, ...) @fprintf(i8* null, i8* $fmt, i64 $val)
";
/// printf("#%d\n", r) after a printing call.
const COUNT: &str = "  $cf = getelementptr [5 x i8], [5 x i8]* @count, i32 0, i32 0
  $cr = call i32 (i8*, ...) @printf(i8* $cf, i32 $r)
";
/// snprintf into a buffer of `@d.n[i]` bytes, then printf("%s|%d\n",
/// buffer (nothing when the size is 0), result).
const SNPRINTF_BODY: &str = "  $np = getelementptr [N x i32], [N x i32]* @d.n, i32 0, i32 $i
  $n = load i32, i32* $np
  $bp = getelementptr [64 x i8], [64 x i8]* @buf, i32 0, i32 0
  $r = call i32 (i8*, i32, i8*, ...) @snprintf(i8* $bp, i32 $n, i8* $fmt, i64 $val)
  $zero = icmp eq i32 $n, 0
  $empty = getelementptr [1 x i8], [1 x i8]* @empty, i32 0, i32 0
  $shown = select i1 $zero, i8* $empty, i8* $bp
  $kf = getelementptr [7 x i8], [7 x i8]* @kept, i32 0, i32 0
  $kr = call i32 (i8*, ...) @printf(i8* $kf, i8* $shown, i32 $r)
";

/// The test program (C flavour with `endian`'s triple, or LLVMlite's
/// without one: its printf is `__egret_printf_lp64`) and the output
/// glibc's formatting of its cases gives.
fn program(rng: &mut Rng, random: usize, endian: Endian, c_flavour: bool) -> (String, Vec<u8>) {
    let a = printf_cases(rng, random);
    let b: Vec<Case> = (0..random / 4).map(|_| random_case(rng, true)).collect();
    let c: Vec<Case> = (0..random / 8).map(|_| random_case(rng, false)).collect();
    let d: Vec<Case> = (0..random / 8).map(|_| random_case(rng, false)).collect();
    let sizes: Vec<i32> = (0..d.len()).map(|_| rng.below(24) as i32).collect();
    let mut want = Vec::new();
    for case in a.iter().chain(&b).chain(&c) {
        let text = [b"[".as_slice(), &glibc(case), b"]\n"].concat();
        want.extend_from_slice(&text);
        want.extend_from_slice(format!("#{}\n", text.len()).as_bytes());
    }
    for (case, &size) in d.iter().zip(&sizes) {
        let text = [b"[".as_slice(), &glibc(case), b"]\n"].concat();
        let kept = text.len().min((size as usize).saturating_sub(1));
        want.extend_from_slice(&text[..kept]);
        want.extend_from_slice(format!("|{}\n", text.len()).as_bytes());
    }
    let triple = match endian {
        Endian::Big => "mips-unknown-linux-gnu",
        Endian::Little => "mipsel-unknown-linux-gnu",
    };
    let mut ir = if c_flavour {
        format!("target triple = \"{triple}\"\n")
    } else {
        String::new()
    };
    for (name, cases) in [("a", &a), ("b", &b), ("c", &c), ("d", &d)] {
        ir.push_str(&format_blob(&format!("{name}.f"), cases));
        let vals = cases.iter().map(|k| format!("{}", k.bits as i64));
        ir.push_str(&array(&format!("{name}.v"), "i64", vals));
    }
    let star = |pick: fn((i32, i32)) -> i32| {
        b.iter()
            .map(move |k| pick(k.stars.expect("a `*` case")).to_string())
    };
    ir.push_str(&array("b.w", "i32", star(|s| s.0)));
    ir.push_str(&array("b.q", "i32", star(|s| s.1)));
    ir.push_str(&array("d.n", "i32", sizes.iter().map(|s| s.to_string())));
    ir.push_str(
        "@count = constant [5 x i8] c\"#%d\\0A\\00\"
@kept = constant [7 x i8] c\"%s|%d\\0A\\00\"
@empty = constant [1 x i8] c\"\\00\"
@buf = global [64 x i8] zeroinitializer
declare i32 @printf(i8*, ...)
declare i32 @fprintf(i8*, i8*, ...)
declare i32 @snprintf(i8*, i32, i8*, ...)
declare i32 @strlen(i8*)
define i32 @main() {
a.pre:
",
    );
    let loops = [
        ("a", &a, format!("{PRINTF_BODY}{COUNT}"), "b"),
        ("b", &b, format!("{STARS_BODY}{COUNT}"), "c"),
        ("c", &c, format!("{FPRINTF_BODY}{COUNT}"), "d"),
        ("d", &d, SNPRINTF_BODY.to_string(), "end"),
    ];
    for (name, cases, body, next) in loops {
        let body = body.replace('N', &cases.len().to_string());
        ir.push_str(&case_loop(name, cases.len(), cases_len(cases), &body, next));
    }
    ir.push_str("  ret i32 0\n}\n");
    (ir, want)
}

/// The bytes of a loop's format blob.
fn cases_len(cases: &[Case]) -> usize {
    cases.iter().map(|c| c.fmt.len() + 4).sum()
}

/// The first difference between `got` and `want`, shown with its line.
fn first_difference(got: &[u8], want: &[u8]) -> String {
    let at = got
        .iter()
        .zip(want)
        .position(|(g, w)| g != w)
        .unwrap_or(got.len().min(want.len()));
    let line_start = want[..at.min(want.len())]
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |i| i + 1);
    let show = |b: &[u8]| {
        String::from_utf8_lossy(&b[line_start.min(b.len())..(at + 80).min(b.len())]).into_owned()
    };
    format!("at byte {at}:\n got: {}\nwant: {}", show(got), show(want))
}

fn interp_output(text: &str, endian: Endian) -> Vec<u8> {
    let (m, _) =
        egret::llvmlite::parse("printf_float.ll", text).unwrap_or_else(|d| panic!("{}", d[0]));
    let cfg = InterpConfig {
        endian: match endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        },
        ..Default::default()
    };
    run_main(&m, &cfg).unwrap_or_else(|e| panic!("{e}")).output
}

#[test]
fn float_conversions_match_glibc_in_the_interpreter_and_on_the_simulator() {
    // (byte order, ISA level, optimization, C flavour)
    let configs: Vec<(Endian, IsaLevel, OptLevel, bool)> = vec![
        (Endian::Big, IsaLevel::Cpu032II, OptLevel::O2, true),
        (Endian::Little, IsaLevel::Cpu032II, OptLevel::O0, true),
        (Endian::Big, IsaLevel::Cpu032I, OptLevel::O0, true),
        (Endian::Little, IsaLevel::Cpu032I, OptLevel::O2, true),
        (Endian::Little, IsaLevel::Cpu032II, OptLevel::O2, false),
    ];
    let results = common::parallel_map(&configs, |&(endian, isa, opt, c)| {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (text, want) = program(&mut rng, 1600, endian, c);
        let mut failures = Vec::new();
        let interp = interp_output(&text, endian);
        if interp != want {
            failures.push(format!(
                "interpreter ({endian:?}): {}",
                first_difference(&interp, &want)
            ));
        }
        let opts = Options {
            opt,
            target: Target { endian, isa },
            debug_info: false,
            debug_paths: Default::default(),
            check_regalloc: false,
        };
        match common::compile_link_run("printf_float.ll", &text, &opts, None) {
            Ok(run) if run.output == want => {}
            Ok(run) => failures.push(format!(
                "simulator ({endian:?} {isa:?} {opt:?}, C flavour {c}): {}",
                first_difference(&run.output, &want)
            )),
            Err(e) => failures.push(format!("simulator ({endian:?} {isa:?}): {e}")),
        }
        failures
    });
    let failures: Vec<String> = results.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `runtime/fpformat.ll` is what `sh runtime/c/regen.sh fpformat` makes of
/// `runtime/c/fpformat/*.c` (when clang-19 and llvm-link-19 are
/// installed; the script runs on a copy, so the tree is not touched).
#[test]
fn fpformat_ll_is_regenerated_from_its_c_source() {
    let have = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have("clang-19") || !have("llvm-link-19") {
        eprintln!("clang-19 or llvm-link-19 missing: not checking runtime/fpformat.ll");
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = tempfile::tempdir().expect("a temporary directory");
    let c_dir = copy.path().join("runtime/c/fpformat");
    std::fs::create_dir_all(&c_dir).expect("the copy's folders");
    std::fs::copy(
        root.join("runtime/c/regen.sh"),
        copy.path().join("runtime/c/regen.sh"),
    )
    .expect("regen.sh copied");
    for entry in std::fs::read_dir(root.join("runtime/c/fpformat")).expect("the C sources") {
        let path = entry.expect("a C source").path();
        let name = path.file_name().expect("a file name");
        std::fs::copy(&path, c_dir.join(name)).expect("a C source copied");
    }
    let run = std::process::Command::new("sh")
        .arg(copy.path().join("runtime/c/regen.sh"))
        .arg("fpformat")
        .output()
        .expect("sh runs");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let made = std::fs::read_to_string(copy.path().join("runtime/fpformat.ll")).expect("made");
    let checked_in = std::fs::read_to_string(root.join("runtime/fpformat.ll")).expect("in tree");
    assert!(
        made == checked_in,
        "runtime/fpformat.ll is stale: run `sh runtime/c/regen.sh fpformat`"
    );
}

/// Real `double` IR end to end: arithmetic on doubles (soft-float
/// routines after legalization), then printf of the results as double
/// varargs, in the interpreter and on the simulator (both byte orders, -O0
/// and -O2), against glibc's text for the same values.
#[test]
fn double_varargs_print_as_glibc_prints_them() {
    let fmt = "%f %.3e %g %a %.0f [%10.4f] [%-12g] %+.17g\n";
    let ir = format!(
        "target triple = \"TRIPLE\"
@f = constant [{n} x i8] c\"{text}\\00\"
declare i32 @printf(i8*, ...)
define i32 @main() {{
  %a = fdiv double 1.0, 3.0
  %b = fmul double %a, 1.0e10
  %c = fadd double %b, 0.5
  %d = fsub double 0.0, %c
  %p = getelementptr [{n} x i8], [{n} x i8]* @f, i32 0, i32 0
  %r = call i32 (i8*, ...) @printf(i8* %p, double %a, double %b, double %c, double %a, double 2.5, double -0.0, double %d, double %a)
  ret i32 0
}}
",
        n = fmt.len() + 1,
        text = fmt.replace('\n', "\\0A")
    );
    let a = 1.0f64 / 3.0;
    let b = a * 1.0e10;
    let c = b + 0.5;
    let d = 0.0 - c;
    let mut buf = vec![0u8; 512];
    let cfmt = format!("{fmt}\0");
    // SAFETY: a NUL-terminated format with eight double conversions, eight
    // doubles passed, and a buffer of the size given.
    let n = unsafe {
        snprintf(
            buf.as_mut_ptr() as *mut c_char,
            buf.len(),
            cfmt.as_ptr() as *const c_char,
            a,
            b,
            c,
            a,
            2.5f64,
            -0.0f64,
            d,
            a,
        )
    };
    buf.truncate(usize::try_from(n).expect("glibc formats"));
    for endian in [Endian::Big, Endian::Little] {
        let triple = match endian {
            Endian::Big => "mips-unknown-linux-gnu",
            Endian::Little => "mipsel-unknown-linux-gnu",
        };
        let text = ir.replace("TRIPLE", triple);
        let interp = interp_output(&text, endian);
        assert_eq!(
            String::from_utf8_lossy(&interp),
            String::from_utf8_lossy(&buf)
        );
        for opt in [OptLevel::O0, OptLevel::O2] {
            let opts = common::test_options(opt, endian);
            let run = common::compile_link_run("double_printf.ll", &text, &opts, None)
                .unwrap_or_else(|e| panic!("{endian:?} {opt:?}: {e}"));
            assert_eq!(
                String::from_utf8_lossy(&run.output),
                String::from_utf8_lossy(&buf),
                "{endian:?} {opt:?}"
            );
        }
    }
}
