//! Integers wider than 64 bits expanded into 32-bit words (the `wide`
//! legalizer job), against the interpreter on the original module (which
//! computes at the full width), and the interpreter itself against `lli`.
//!
//! For each width, one function builds two `iN` operands from 64-bit limb
//! arguments and applies every operation the job expands: the bitwise and
//! additive operations and `mul`, shifts by several constants and by a
//! variable amount, all ten `icmp` predicates, `trunc`/`zext`/`sext` to
//! and from narrow and other wide widths, `select`, `freeze`, a
//! loop-carried value (a block parameter), and memory: a store and load
//! through an aligned slot and through a byte buffer at an odd offset
//! whose bytes are read back one by one (which shows the byte order).
//! Every result is folded into an `i64` hash. Run over operand matrices
//! in both byte orders; the legalized module must verify, be legal and
//! agree with the original.

// Only the runner and the scratch directory are used here.
#[allow(dead_code)]
mod lli_support;

use egret_llvmlite::interp::{InterpConfig, call, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Endian, Module, parse, printer, verify};
use lli_support::{ScratchDir, run_lli};
use std::fmt::Write as _;

/// The widths tested.
const WIDTHS: [u32; 8] = [65, 72, 96, 104, 127, 128, 160, 256];

/// Limb arguments per operand (enough for the widest width).
const LIMBS: usize = 4;

/// Emits `%{name} = ...` lines building an `i{n}` from the limb arguments
/// `%{p}0 ...`.
fn build_operand(s: &mut String, name: &str, p: &str, n: u32) {
    let _ = writeln!(s, "  %{name}.0 = zext i64 %{p}0 to i{n}");
    let mut acc = format!("{name}.0");
    for j in 1..LIMBS as u32 {
        if 64 * j >= n {
            break;
        }
        let _ = writeln!(s, "  %{name}.z{j} = zext i64 %{p}{j} to i{n}");
        let _ = writeln!(s, "  %{name}.s{j} = shl i{n} %{name}.z{j}, {}", 64 * j);
        let _ = writeln!(s, "  %{name}.{j} = or i{n} %{acc}, %{name}.s{j}");
        acc = format!("{name}.{j}");
    }
    let _ = writeln!(s, "  %{name} = or i{n} %{acc}, 0");
}

/// Emits the folding of the `i{bits}` value `%v` into the hash `%h{k}`,
/// giving `%h{k+1}`; returns `k + 1`.
fn fold(s: &mut String, v: &str, bits: u32, k: usize) -> usize {
    let mut k = k;
    for j in 0..bits.div_ceil(64) {
        let piece = if bits > 64 {
            let _ = writeln!(s, "  %f{k}.s = lshr i{bits} %{v}, {}", 64 * j);
            let _ = writeln!(s, "  %f{k}.t = trunc i{bits} %f{k}.s to i64");
            format!("f{k}.t")
        } else if bits < 64 {
            let _ = writeln!(s, "  %f{k}.t = zext i{bits} %{v} to i64");
            format!("f{k}.t")
        } else {
            v.to_string()
        };
        let _ = writeln!(s, "  %f{k}.m = mul i64 %h{k}, 1000003");
        let _ = writeln!(s, "  %h{} = xor i64 %f{k}.m, %{piece}", k + 1);
        k += 1;
    }
    k
}

/// The test function `@f` for width `n`: `i64 @f(a0..a3, b0..b3)`.
fn program(n: u32) -> String {
    let mut s = String::new();
    let params: Vec<String> = ["a", "b"]
        .iter()
        .flat_map(|p| (0..LIMBS).map(move |j| format!("i64 %{p}{j}")))
        .collect();
    let _ = writeln!(s, "define i64 @f({}) {{\nentry:", params.join(", "));
    build_operand(&mut s, "x", "a", n);
    build_operand(&mut s, "y", "b", n);
    let mut results: Vec<(String, u32)> = Vec::new();
    for op in ["add", "sub", "mul", "and", "or", "xor"] {
        let _ = writeln!(s, "  %{op} = {op} i{n} %x, %y");
        results.push((op.into(), n));
    }
    let pow = 1u32 << (31 - n.leading_zeros());
    let _ = writeln!(s, "  %amt = and i{n} %y, {}", pow - 1);
    let mut amounts = vec![0, 1, 7, 31, 32, 33, 63, 64, 65, n - 33, n - 32, n - 1];
    amounts.sort();
    amounts.dedup();
    amounts.retain(|&k| k < n);
    for op in ["shl", "lshr", "ashr"] {
        for &k in &amounts {
            let _ = writeln!(s, "  %{op}{k} = {op} i{n} %x, {k}");
            results.push((format!("{op}{k}"), n));
        }
        let _ = writeln!(s, "  %{op}v = {op} i{n} %x, %amt");
        results.push((format!("{op}v"), n));
    }
    for cc in [
        "eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge",
    ] {
        let _ = writeln!(s, "  %c{cc} = icmp {cc} i{n} %x, %y");
        let _ = writeln!(s, "  %cx{cc} = icmp {cc} i{n} %x, %x");
        results.push((format!("c{cc}"), 1));
        results.push((format!("cx{cc}"), 1));
    }
    let mut narrower = vec![1, 8, 31, 32, 33, 64, 65, n - 1];
    narrower.sort();
    narrower.dedup();
    for t in narrower {
        if t < n {
            let _ = writeln!(s, "  %tr{t} = trunc i{n} %mul to i{t}");
            results.push((format!("tr{t}"), t));
        }
    }
    let wider = n + 37;
    let _ = writeln!(s, "  %zw = zext i{n} %sub to i{wider}");
    let _ = writeln!(s, "  %sw = sext i{n} %sub to i{wider}");
    results.push(("zw".into(), wider));
    results.push(("sw".into(), wider));
    for (t, src) in [(1u32, "%cslt"), (17, "%a0t17"), (32, "%a0t32"), (64, "%a0")] {
        if t < 64 {
            let _ = writeln!(s, "  %a0t{t} = trunc i64 %a0 to i{t}");
        }
        let _ = writeln!(s, "  %zx{t} = zext i{t} {src} to i{n}");
        let _ = writeln!(s, "  %sx{t} = sext i{t} {src} to i{n}");
        results.push((format!("zx{t}"), n));
        results.push((format!("sx{t}"), n));
    }
    let _ = writeln!(s, "  %sel = select i1 %cult, i{n} %mul, i{n} %xor");
    let _ = writeln!(s, "  %frz = freeze i{n} %sel");
    results.push(("frz".into(), n));
    // Memory: an aligned slot, and a byte buffer at offset 3.
    let bytes = n.div_ceil(8);
    let _ = writeln!(s, "  %slot = alloca i{n}");
    let _ = writeln!(s, "  store i{n} %add, ptr %slot");
    let _ = writeln!(s, "  %back = load i{n}, ptr %slot");
    results.push(("back".into(), n));
    let _ = writeln!(s, "  %buf = alloca [40 x i8], align 4");
    let _ = writeln!(s, "  %odd = getelementptr i8, ptr %buf, i32 3");
    let _ = writeln!(s, "  store i{n} %mul, ptr %odd, align 1");
    let _ = writeln!(s, "  %oddback = load i{n}, ptr %odd, align 1");
    results.push(("oddback".into(), n));
    for j in [0, 1, bytes / 2, bytes - 1] {
        let _ = writeln!(s, "  %bp{j} = getelementptr i8, ptr %odd, i32 {j}");
        let _ = writeln!(s, "  %by{j} = load i8, ptr %bp{j}");
        results.push((format!("by{j}"), 8));
    }
    // A loop-carried wide value.
    let _ = writeln!(s, "  br label %loop\nloop:");
    let _ = writeln!(s, "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]");
    let _ = writeln!(s, "  %acc = phi i{n} [ %x, %entry ], [ %acc1, %loop ]");
    let _ = writeln!(s, "  %accm = mul i{n} %acc, %y");
    let _ = writeln!(s, "  %acc1 = add i{n} %accm, %zx17");
    let _ = writeln!(s, "  %i1 = add i32 %i, 1");
    let _ = writeln!(s, "  %more = icmp ult i32 %i1, 3");
    let _ = writeln!(s, "  br i1 %more, label %loop, label %done\ndone:");
    results.push(("acc1".into(), n));
    let _ = writeln!(s, "  %h0 = add i64 0, 0");
    let mut k = 0;
    for (v, bits) in &results {
        k = fold(&mut s, v, *bits, k);
    }
    let _ = writeln!(s, "  ret i64 %h{k}\n}}");
    s
}

/// The integer intrinsics at width `n` egret defines on wide integers,
/// as `(result, call text, result width)`.
fn intrinsic_calls(n: u32) -> Vec<(String, String, u32)> {
    let mut v = Vec::new();
    for f in [
        "umin", "umax", "smin", "smax", "uadd.sat", "usub.sat", "sadd.sat", "ssub.sat",
    ] {
        let name = f.replace('.', "_");
        v.push((
            name,
            format!("call i{n} @llvm.{f}.i{n}(i{n} %x, i{n} %y)"),
            n,
        ));
    }
    v.push((
        "abs".into(),
        format!("call i{n} @llvm.abs.i{n}(i{n} %x, i1 false)"),
        n,
    ));
    v.push((
        "ctpop".into(),
        format!("call i{n} @llvm.ctpop.i{n}(i{n} %x)"),
        n,
    ));
    v.push((
        "ctlz".into(),
        format!("call i{n} @llvm.ctlz.i{n}(i{n} %x, i1 false)"),
        n,
    ));
    v.push((
        "cttz".into(),
        format!("call i{n} @llvm.cttz.i{n}(i{n} %x, i1 false)"),
        n,
    ));
    v.push((
        "brev".into(),
        format!("call i{n} @llvm.bitreverse.i{n}(i{n} %x)"),
        n,
    ));
    if n.is_multiple_of(16) {
        v.push((
            "bswap".into(),
            format!("call i{n} @llvm.bswap.i{n}(i{n} %x)"),
            n,
        ));
    }
    // (lli-19 cannot compile variable funnel shifts beyond 128 bits: they
    // need a remainder, a library routine it does not have.)
    let funnels: &[&str] = if n <= 128 { &["fshl", "fshr"] } else { &[] };
    for f in funnels {
        v.push((
            f.to_string(),
            format!("call i{n} @llvm.{f}.i{n}(i{n} %x, i{n} %y, i{n} %amt)"),
            n,
        ));
    }
    v.push((
        "scmp".into(),
        format!("call i8 @llvm.scmp.i8.i{n}(i{n} %x, i{n} %y)"),
        8,
    ));
    v.push((
        "ucmp".into(),
        format!("call i8 @llvm.ucmp.i8.i{n}(i{n} %x, i{n} %y)"),
        8,
    ));
    v
}

/// `@g`: every intrinsic of [`intrinsic_calls`] and the `with.overflow`
/// family on two operands, hashed.
fn intrinsic_program(n: u32) -> String {
    let mut s = String::new();
    let params: Vec<String> = ["a", "b"]
        .iter()
        .flat_map(|p| (0..LIMBS).map(move |j| format!("i64 %{p}{j}")))
        .collect();
    let _ = writeln!(
        s,
        "define i64 @g({}) {{
entry:",
        params.join(", ")
    );
    build_operand(&mut s, "x", "a", n);
    build_operand(&mut s, "y", "b", n);
    let pow = 1u32 << (31 - n.leading_zeros());
    let _ = writeln!(s, "  %amt = and i{n} %y, {}", pow - 1);
    let mut results: Vec<(String, u32)> = Vec::new();
    for (r, call, bits) in intrinsic_calls(n) {
        let _ = writeln!(s, "  %{r} = {call}");
        results.push((r, bits));
    }
    // (lli-19 cannot compile the multiplications beyond 128 bits: no
    // library routine.)
    let mul: &[&str] = if n <= 128 { &["smul", "umul"] } else { &[] };
    for &f in ["sadd", "uadd", "ssub", "usub"].iter().chain(mul) {
        let _ = writeln!(
            s,
            "  %{f}o = call {{ i{n}, i1 }} @llvm.{f}.with.overflow.i{n}(i{n} %x, i{n} %y)"
        );
        let _ = writeln!(s, "  %{f}v = extractvalue {{ i{n}, i1 }} %{f}o, 0");
        let _ = writeln!(s, "  %{f}f = extractvalue {{ i{n}, i1 }} %{f}o, 1");
        results.push((format!("{f}v"), n));
        results.push((format!("{f}f"), 1));
    }
    let _ = writeln!(s, "  %h0 = add i64 0, 0");
    let mut k = 0;
    for (v, bits) in &results {
        k = fold(&mut s, v, *bits, k);
    }
    let _ = writeln!(
        s,
        "  ret i64 %h{k}
}}"
    );
    s
}

/// Operand limbs: small, large, signed extremes and patterns.
fn operands(n: u32) -> Vec<[u64; LIMBS]> {
    let top = (n - 1) / 64;
    let sign = 1u64 << ((n - 1) % 64);
    let mut min = [0u64; LIMBS];
    min[top as usize] = sign;
    let mut max = [u64::MAX; LIMBS];
    max[top as usize] = sign - 1;
    vec![
        [0; LIMBS],
        [1, 0, 0, 0],
        [u64::MAX; LIMBS],
        min,
        max,
        [0xffff_ffff, 0, 0, 0],
        [0, 1, 0, 0],
        [
            0x1234_5678_9abc_def0,
            0x0fed_cba9_8765_4321,
            0xdead_beef_f00d_cafe,
            5,
        ],
        [5, 0x8000_0000_0000_0000, 0x7fff_ffff, u64::MAX],
        [
            0xa5a5_a5a5_a5a5_a5a5,
            0x5a5a_5a5a_5a5a_5a5a,
            0x0123_4567_89ab_cdef,
            42,
        ],
    ]
}

fn args(a: &[u64; LIMBS], b: &[u64; LIMBS]) -> Vec<u64> {
    a.iter().chain(b).copied().collect()
}

/// Checks that `func` of `before` and of its legalized copy `after` return
/// the same for every pair of [`operands`] of width `n`.
fn assert_same_results(before: &Module, after: &Module, func: &str, n: u32, endian: Endian) {
    let cfg = InterpConfig {
        endian,
        ..Default::default()
    };
    let ops = operands(n);
    for a in &ops {
        for b in &ops {
            let want = call(before, func, &args(a, b), &cfg)
                .unwrap_or_else(|e| panic!("i{n} original: {e}"))
                .ret;
            let got = call(after, func, &args(a, b), &cfg)
                .unwrap_or_else(|e| panic!("i{n} legalized: {e}"))
                .ret;
            assert_eq!(got, want, "i{n} {func}({a:x?}, {b:x?}) {endian:?}");
        }
    }
}

#[test]
fn expanded_wide_integers_compute_what_the_wide_integers_compute() {
    for n in WIDTHS {
        let src = program(n);
        let (before, _) = parse("t.ll", &src).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
        for endian in [Endian::Big, Endian::Little] {
            let mut after = before.clone();
            let opts = LegalizeOptions {
                big_endian: endian == Endian::Big,
            };
            let report = legalize(&mut after, &opts).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
            assert!(report.wide_expanded > 0, "i{n}: nothing expanded");
            let errors = verify(&after);
            assert!(
                errors.is_empty(),
                "i{n}: {}\n{}",
                errors[0],
                printer::print_module(&after)
            );
            let illegal = check_legal(&after);
            assert!(illegal.is_empty(), "i{n}: {}", illegal[0]);
            assert_same_results(&before, &after, "f", n, endian);
        }
    }
}

/// A `main` that prints `@f`'s hash for a sample of operands, and one
/// line per division (which the legalizer refuses but the interpreter
/// defines) of the two operands.
fn lli_program(n: u32) -> String {
    let mut s = program(n);
    s.push_str(&intrinsic_program(n));
    s.push_str("declare i32 @printf(ptr, ...)\n");
    s.push_str("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\n");
    let _ = writeln!(s, "define i64 @div(i64 %a0, i64 %a1, i64 %b0, i64 %b1) {{");
    let _ = writeln!(
        s,
        "  %az0 = zext i64 %a0 to i{n}\n  %az1 = zext i64 %a1 to i{n}"
    );
    let _ = writeln!(s, "  %as1 = shl i{n} %az1, 60\n  %x = or i{n} %az0, %as1");
    let _ = writeln!(
        s,
        "  %bz0 = zext i64 %b0 to i{n}\n  %bz1 = zext i64 %b1 to i{n}"
    );
    let _ = writeln!(s, "  %bs1 = shl i{n} %bz1, 40\n  %y0 = or i{n} %bz0, %bs1");
    let _ = writeln!(s, "  %y = or i{n} %y0, 1");
    let _ = writeln!(s, "  %h0 = add i64 0, 0");
    let mut k = 0;
    for op in ["udiv", "sdiv", "urem", "srem"] {
        let _ = writeln!(s, "  %{op} = {op} i{n} %x, %y");
        k = fold(&mut s, op, n, k);
    }
    let _ = writeln!(s, "  ret i64 %h{k}\n}}");
    s.push_str("define i32 @main() {\n");
    let ops = operands(n);
    for (i, a) in ops.iter().enumerate() {
        let b = &ops[(i * 3 + 1) % ops.len()];
        let list: Vec<String> = args(a, b)
            .iter()
            .map(|v| format!("i64 {}", *v as i64))
            .collect();
        let _ = writeln!(s, "  %r{i} = call i64 @f({})", list.join(", "));
        let _ = writeln!(s, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r{i})");
        let _ = writeln!(s, "  %g{i} = call i64 @g({})", list.join(", "));
        let _ = writeln!(s, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %g{i})");
        let _ = writeln!(
            s,
            "  %d{i} = call i64 @div(i64 {}, i64 {}, i64 {}, i64 {})",
            a[0] as i64, a[1] as i64, b[0] as i64, b[1] as i64
        );
        let _ = writeln!(s, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %d{i})");
    }
    s.push_str("  ret i32 0\n}\n");
    s
}

#[test]
fn the_interpreter_agrees_with_lli_on_wide_integers() {
    let Some(lli) = which("lli-19") else {
        eprintln!("lli-19 not found: skipped");
        return;
    };
    let dir = ScratchDir::new("wide");
    for n in WIDTHS {
        let src = lli_program(n);
        let (m, _) = parse("w.ll", &src).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
        let cfg = InterpConfig {
            endian: Endian::Little,
            ..Default::default()
        };
        let ours = run_main(&m, &cfg).unwrap_or_else(|e| panic!("i{n}: {e}"));
        let file = dir.path().join(format!("w{n}.ll"));
        std::fs::write(&file, &src).expect("scratch file");
        let theirs = run_lli(&lli, &file, &[]).unwrap_or_else(|e| panic!("i{n}: {e}"));
        assert_eq!(
            String::from_utf8_lossy(&ours.output),
            String::from_utf8_lossy(&theirs.stdout),
            "i{n}: {}",
            String::from_utf8_lossy(&theirs.stderr)
        );
    }
}

fn which(name: &str) -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

#[test]
fn wide_intrinsics_legalized_compute_what_they_compute() {
    for n in WIDTHS {
        let src = intrinsic_program(n);
        let (before, _) = parse("g.ll", &src).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
        for endian in [Endian::Big, Endian::Little] {
            let mut after = before.clone();
            let opts = LegalizeOptions {
                big_endian: endian == Endian::Big,
            };
            legalize(&mut after, &opts).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
            let errors = verify(&after);
            assert!(errors.is_empty(), "i{n}: {}", errors[0]);
            let illegal = check_legal(&after);
            assert!(illegal.is_empty(), "i{n}: {}", illegal[0]);
            assert_same_results(&before, &after, "g", n, endian);
        }
    }
}

/// The first legalizer error for `src` as `line:col message`.
fn legalize_error(src: &str) -> String {
    let (mut m, _) = parse("r.ll", src).unwrap_or_else(|d| panic!("{}", d[0]));
    match legalize(&mut m, &LegalizeOptions::default()) {
        Ok(_) => panic!("legalized:\n{src}"),
        Err(d) => format!("{}:{} {}", d[0].loc.line, d[0].loc.col, d[0].message),
    }
}

#[test]
fn what_the_wide_job_cannot_expand_is_a_positioned_error() {
    let div = "define i64 @f(i64 %a) {\n  %x = zext i64 %a to i128\n  %q = udiv i128 %x, 3\n  %t = trunc i128 %q to i64\n  ret i64 %t\n}\n";
    let e = legalize_error(div);
    assert!(
        e.starts_with("3:3 ") && e.contains("`udiv`") && e.contains("not supported"),
        "{e}"
    );
    let param = "define i128 @f(i128 %a) {\n  ret i128 %a\n}\n";
    let e = legalize_error(param);
    assert!(
        e.contains("`@f`") && e.contains("wider than 64 bits"),
        "{e}"
    );
}

#[test]
fn a_switch_on_a_wide_integer_is_a_positioned_error() {
    let switch = "define i32 @f(i64 %a) {\nentry:\n  %x = zext i64 %a to i72\n  switch i72 %x, label %d [ i72 1, label %o ]\no:\n  ret i32 1\nd:\n  ret i32 0\n}\n";
    let Err(d) = parse("s.ll", switch) else {
        panic!("accepted a wide switch")
    };
    assert_eq!(d[0].loc.line, 4, "{}", d[0].message);
    assert!(d[0].message.contains("`switch`"), "{}", d[0].message);
}

#[test]
fn wide_types_and_constants_parse_print_and_are_bounded() {
    let src = "define i64 @f() {\n  %x = add i104 -158456325028384559999012044801, 340282366920938463463374607431768211455\n  %t = trunc i104 %x to i64\n  ret i64 %t\n}\n";
    let (m, _) = parse("p.ll", src).unwrap_or_else(|d| panic!("{}", d[0]));
    let text = printer::print_module(&m);
    assert!(text.contains("-158456325028384559999012044801"), "{text}");
    // 2^128 - 1 truncated to 104 bits is -1.
    assert!(text.contains(", -1"), "{text}");
    let (again, _) = parse("q.ll", &text).unwrap_or_else(|d| panic!("{}\n{text}", d[0]));
    let cfg = InterpConfig::default();
    let want = call(&m, "f", &[], &cfg).expect("runs").ret;
    assert_eq!(call(&again, "f", &[], &cfg).expect("runs").ret, want);
    for (bad, what) in [
        ("@g = global i1025 0\n", "1024"),
        ("@g = global i128 5\n", "not supported"),
        (
            "define i8 @f() {\n  %x = add i8 123456789012345678901234567890, 1\n  ret i8 %x\n}\n",
            "too large",
        ),
    ] {
        let Err(d) = parse("b.ll", bad) else {
            panic!("accepted: {bad}")
        };
        assert!(
            d[0].message.contains(what) && d[0].loc.line > 0,
            "{bad}: {}",
            d[0].message
        );
    }
}
