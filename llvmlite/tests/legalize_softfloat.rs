//! The soft-float job against the interpreter.
//!
//! The interpreter runs float IR natively (`float.rs`) and also knows the
//! runtime routines the job calls (`__adddf3`, `__ltsf2`, `fmod`, ...) as
//! natives, so a module must compute the same before and after
//! legalization. Checked here: the float corpus of the workspace
//! (`tests/float/*.ll`), and functions a generator (a fixed-seed linear
//! congruential sequence, the same set on every run) writes from random
//! chains of float arithmetic, comparisons, selects, conversions at odd
//! and even widths, bitcasts and intrinsics on edge-value arguments. Each
//! legalized module must verify, be legal (`check_legal`), contain no
//! float type, and come back unchanged from a second legalization.

use egret_llvmlite::interp::{InterpConfig, call, run_main};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize, needs_legalizing};
use egret_llvmlite::{Endian, Module, parse, printer, verify};
use std::path::Path;

/// Parses `text`, legalizes a copy for big-endian Cpu0 and checks the copy
/// is valid, legal, and a fixed point of legalization.
fn legalized(name: &str, text: &str) -> (Module, Module) {
    legalized_for(name, text, true)
}

/// [`legalized`] for the byte order `big_endian` (legalization is byte-order
/// specific: odd-width and under-aligned memory goes in pieces).
fn legalized_for(name: &str, text: &str, big_endian: bool) -> (Module, Module) {
    let (m, _) = parse(name, text).unwrap_or_else(|d| {
        let msgs: Vec<String> = d.iter().map(|x| x.render(name, text)).collect();
        panic!("{name}: {}", msgs.join("\n"))
    });
    let mut l = m.clone();
    legalize(&mut l, &LegalizeOptions { big_endian }).unwrap_or_else(|d| {
        let msgs: Vec<String> = d.iter().map(|x| x.render_in(&m)).collect();
        panic!("{name}: {}", msgs.join("\n"))
    });
    let printed = printer::print_module(&l);
    let bad = verify(&l);
    assert!(
        bad.is_empty(),
        "{name}: {:?}\n{printed}",
        bad.iter().map(|d| d.render_in(&l)).collect::<Vec<_>>()
    );
    let illegal = check_legal(&l);
    assert!(
        illegal.is_empty(),
        "{name}: {:?}",
        illegal.iter().map(|d| d.render_in(&l)).collect::<Vec<_>>()
    );
    assert!(!needs_legalizing(&l), "{name}");
    for (_, f) in l.funcs.iter() {
        if let Some(body) = &f.body {
            for v in body.values.values() {
                let t = l.types.display(v.ty).to_string();
                assert!(
                    !t.contains("float") && !t.contains("double"),
                    "{name}: a value of type {t} in @{}",
                    f.name
                );
            }
        }
    }
    let mut again = l.clone();
    let report = legalize(&mut again, &LegalizeOptions { big_endian }).expect("legal");
    assert!(
        report.is_empty(),
        "{name}: legalizing twice changed {report:?}"
    );
    (m, l)
}

#[test]
fn the_float_corpus_computes_the_same_after_legalization() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/float");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/float exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 7);
    for path in paths {
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).expect("readable");
        for endian in [Endian::Big, Endian::Little] {
            let (m, l) = legalized_for(&name, &text, endian == Endian::Big);
            let cfg = InterpConfig {
                endian,
                ..InterpConfig::default()
            };
            let a = run_main(&m, &cfg).unwrap_or_else(|e| panic!("{name}: {e}"));
            let b = run_main(&l, &cfg).unwrap_or_else(|e| panic!("{name} legalized: {e}"));
            assert_eq!(a.ret, b.ret, "{name}");
            assert!(
                a.output == b.output,
                "{name} {endian:?}: the output differs"
            );
        }
    }
}

/// A small deterministic random sequence.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Writes one function `i64 @f(i64, i64)` of random float operations.
struct Gen {
    rng: Rng,
    lines: Vec<String>,
    /// Values: (name, is double).
    pool: Vec<(String, bool)>,
    next: usize,
}

const INT_WIDTHS: [u32; 8] = [1, 7, 8, 16, 24, 32, 40, 64];

const BINARY: [&str; 5] = ["fadd", "fsub", "fmul", "fdiv", "frem"];

const PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

const UNARY_INTRINSICS: [&str; 11] = [
    "fabs",
    "sqrt",
    "floor",
    "ceil",
    "trunc",
    "round",
    "roundeven",
    "rint",
    "nearbyint",
    "canonicalize",
    "fabs",
];

const BINARY_INTRINSICS: [&str; 5] = ["copysign", "minnum", "maxnum", "minimum", "maximum"];

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }

    fn emit(&mut self, line: String) {
        self.lines.push(format!("  {line}"));
    }

    fn ty(double: bool) -> &'static str {
        if double { "double" } else { "float" }
    }

    fn suffix(double: bool) -> &'static str {
        if double { "f64" } else { "f32" }
    }

    /// A recent value of the kind `double`, converting one if none.
    fn pick(&mut self, double: bool) -> String {
        let same: Vec<String> = self
            .pool
            .iter()
            .rev()
            .filter(|p| p.1 == double)
            .take(4)
            .map(|p| p.0.clone())
            .collect();
        if !same.is_empty() {
            return same[self.rng.below(same.len())].clone();
        }
        let from = self.pick_any();
        let r = self.fresh();
        let op = if double {
            "fpext float"
        } else {
            "fptrunc double"
        };
        self.emit(format!("{r} = {op} {} to {}", from.0, Self::ty(double)));
        self.pool.push((r.clone(), double));
        r
    }

    fn pick_any(&mut self) -> (String, bool) {
        let k = self.pool.len() - 1 - self.rng.below(self.pool.len().min(4));
        self.pool[k].clone()
    }

    fn step(&mut self) {
        let double = self.rng.below(2) == 0;
        let t = Self::ty(double);
        let s = Self::suffix(double);
        let r = self.fresh();
        match self.rng.below(9) {
            0 | 1 => {
                let op = BINARY[self.rng.below(BINARY.len())];
                let (a, b) = (self.pick(double), self.pick(double));
                self.emit(format!("{r} = {op} {t} {a}, {b}"));
            }
            2 => {
                let a = self.pick(double);
                self.emit(format!("{r} = fneg {t} {a}"));
            }
            3 => {
                let cc = PREDICATES[self.rng.below(PREDICATES.len())];
                let (a, b) = (self.pick(double), self.pick(double));
                let c = self.fresh();
                self.emit(format!("{c} = fcmp {cc} {t} {a}, {b}"));
                self.emit(format!("{r} = select i1 {c}, {t} {a}, {t} {b}"));
            }
            4 => {
                // Through an integer and back.
                let w = INT_WIDTHS[self.rng.below(INT_WIDTHS.len())];
                let signed = self.rng.below(2) == 0;
                let a = self.pick(!double);
                let i = self.fresh();
                let (to, from) = if signed {
                    ("fptosi", "sitofp")
                } else {
                    ("fptoui", "uitofp")
                };
                self.emit(format!("{i} = {to} {} {a} to i{w}", Self::ty(!double)));
                self.emit(format!("{r} = {from} i{w} {i} to {t}"));
            }
            5 => {
                let f = UNARY_INTRINSICS[self.rng.below(UNARY_INTRINSICS.len())];
                let a = self.pick(double);
                self.emit(format!("{r} = call {t} @llvm.{f}.{s}({t} {a})"));
            }
            6 => {
                let f = BINARY_INTRINSICS[self.rng.below(BINARY_INTRINSICS.len())];
                let (a, b) = (self.pick(double), self.pick(double));
                self.emit(format!("{r} = call {t} @llvm.{f}.{s}({t} {a}, {t} {b})"));
            }
            7 => {
                let f = if self.rng.below(2) == 0 {
                    "fmuladd"
                } else {
                    "fma"
                };
                let (a, b, c) = (self.pick(double), self.pick(double), self.pick(double));
                self.emit(format!(
                    "{r} = call {t} @llvm.{f}.{s}({t} {a}, {t} {b}, {t} {c})"
                ));
            }
            _ => {
                let mask = self.rng.below(1024);
                let a = self.pick(double);
                let c = self.fresh();
                self.emit(format!(
                    "{c} = call i1 @llvm.is.fpclass.{s}({t} {a}, i32 {mask})"
                ));
                self.emit(format!("{r} = uitofp i1 {c} to {t}"));
            }
        }
        self.pool.push((r, double));
    }

    /// The function: `%x` and `%y` as doubles and floats, `n` steps, and
    /// the bits of the last values xor-ed into the result.
    fn function(&mut self, n: usize) -> String {
        self.lines.clear();
        self.pool.clear();
        self.emit("%xd = bitcast i64 %x to double".into());
        self.emit("%yd = bitcast i64 %y to double".into());
        self.emit("%x32 = trunc i64 %x to i32".into());
        self.emit("%xf = bitcast i32 %x32 to float".into());
        self.emit("%yh = lshr i64 %y, 32".into());
        self.emit("%y32 = trunc i64 %yh to i32".into());
        self.emit("%yf = bitcast i32 %y32 to float".into());
        for (v, d) in [("%xd", true), ("%yd", true), ("%xf", false), ("%yf", false)] {
            self.pool.push((v.into(), d));
        }
        for _ in 0..n {
            self.step();
        }
        let mut acc = "0".to_string();
        let tail: Vec<(String, bool)> = self.pool.iter().rev().take(6).cloned().collect();
        for (v, double) in tail {
            let b = self.fresh();
            let wide = self.fresh();
            let x = self.fresh();
            if double {
                self.emit(format!("{b} = bitcast double {v} to i64"));
                self.emit(format!("{wide} = add i64 {b}, 0"));
            } else {
                self.emit(format!("{b} = bitcast float {v} to i32"));
                self.emit(format!("{wide} = zext i32 {b} to i64"));
            }
            self.emit(format!("{x} = xor i64 {acc}, {wide}"));
            acc = x;
        }
        self.emit(format!("ret i64 {acc}"));
        format!(
            "define i64 @f(i64 %x, i64 %y) {{\n{}\n}}\n",
            self.lines.join("\n")
        )
    }
}

/// The declarations of every intrinsic the generator calls.
fn declarations() -> String {
    let mut out = String::new();
    for (t, s) in [("double", "f64"), ("float", "f32")] {
        for f in UNARY_INTRINSICS.iter().take(10) {
            out += &format!("declare {t} @llvm.{f}.{s}({t})\n");
        }
        for f in BINARY_INTRINSICS {
            out += &format!("declare {t} @llvm.{f}.{s}({t}, {t})\n");
        }
        out += &format!("declare {t} @llvm.fmuladd.{s}({t}, {t}, {t})\n");
        out += &format!("declare {t} @llvm.fma.{s}({t}, {t}, {t})\n");
        out += &format!("declare i1 @llvm.is.fpclass.{s}({t}, i32)\n");
    }
    out
}

/// Argument bits: signed zeros, ones, thirds, huge, tiny, subnormal,
/// infinities, NaNs (double bits; the float arguments are their halves).
const ARGS: [u64; 12] = [
    0,
    0x8000_0000_0000_0000,
    0x3FF0_0000_3F80_0000,
    0xBFD5_5555_5555_5555,
    0x7FEF_FFFF_FFFF_FFFF,
    0x0000_0000_0000_0001,
    0x0010_0000_0080_0000,
    0x7FF0_0000_7F80_0000,
    0xFFF0_0000_FF80_0000,
    0x7FF8_0000_7FC0_0000,
    0xFFF4_0000_0000_0001,
    0x4059_0000_42C8_0000,
];

#[test]
fn generated_float_functions_compute_the_same_after_legalization() {
    let mut g = Gen {
        rng: Rng(0x5EED_F10A7),
        lines: Vec::new(),
        pool: Vec::new(),
        next: 0,
    };
    let decls = declarations();
    for k in 0..150 {
        let text = format!("{decls}{}", g.function(12));
        let name = format!("gen{k}.ll");
        let (m, l) = legalized(&name, &text);
        let cfg = InterpConfig::default();
        for (i, &x) in ARGS.iter().enumerate() {
            let y = ARGS[(i * 5 + k) % ARGS.len()];
            let a = call(&m, "f", &[x, y], &cfg).unwrap_or_else(|e| panic!("{e}"));
            let b = call(&l, "f", &[x, y], &cfg).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(a.ret, b.ret, "{name} on ({x:#x}, {y:#x}):\n{text}");
        }
    }
}
