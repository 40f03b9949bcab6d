//! The vectors and signature jobs against the interpreter.
//!
//! A generator (a fixed-seed linear congruential sequence, so the set is
//! the same on every run) writes functions that start from two `i64`
//! arguments and apply a random chain of vector operations: element-wise
//! arithmetic (shift amounts masked into range), `icmp` and vector
//! `select`, `insertelement` with a variable index, `extractelement`,
//! `shufflevector`, `zext`/`sext`/`trunc`, `bitcast` between vector
//! shapes, a store of one shape and a load of another, and reductions,
//! hashing what they compute into the `i64` result. Each function is run
//! in the interpreter before and after legalization, in both byte orders
//! and over several argument pairs; the legalized module must verify, be
//! legal and give the same results. A second set passes and returns
//! structs, arrays and vectors through direct and indirect calls.

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Endian, Module, parse, printer, verify};

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

/// One generated function: its text.
struct Gen {
    rng: Rng,
    lines: Vec<String>,
    /// Vector values: (name, length, element bits).
    pool: Vec<(String, u32, u32)>,
    /// Scalar i64 values to hash.
    hashed: Vec<String>,
    /// Declarations of the reductions called.
    decls: Vec<String>,
    next: usize,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%t{}", self.next)
    }
    fn emit(&mut self, line: String) {
        self.lines.push(format!("  {line}"));
    }
    fn ty(n: u32, w: u32) -> String {
        format!("<{n} x i{w}>")
    }
    fn pick(&mut self) -> (String, u32, u32) {
        let k = self.pool.len() - 1 - self.rng.below(self.pool.len().min(4));
        self.pool[k].clone()
    }
    /// A value of the same type as `(n, w)`: from the pool or a constant.
    fn partner(&mut self, n: u32, w: u32) -> String {
        let same: Vec<String> = self
            .pool
            .iter()
            .filter(|p| p.1 == n && p.2 == w)
            .map(|p| p.0.clone())
            .collect();
        if self.rng.below(3) > 0 && !same.is_empty() {
            let k = self.rng.below(same.len());
            return same[k].clone();
        }
        let elems: Vec<String> = (0..n)
            .map(|_| format!("i{w} {}", self.rng.next() as i64 % 300 - 150))
            .collect();
        format!("<{}>", elems.join(", "))
    }
    fn hash_scalar(&mut self, v: &str, w: u32) {
        let h = self.fresh();
        if w == 64 {
            self.emit(format!("{h} = add i64 {v}, 0"));
        } else {
            self.emit(format!("{h} = zext i{w} {v} to i64"));
        }
        self.hashed.push(h);
    }
    /// Emits one random vector operation on a recent value. Its result
    /// joins the pool, except a reduction's, which is hashed.
    fn step(&mut self) {
        let (v, n, w) = self.pick();
        let t = Self::ty(n, w);
        let r = self.fresh();
        let shape = match self.rng.below(9) {
            0 => self.arithmetic(&r, &v, n, w, &t),
            1 => self.shift(&r, &v, n, w, &t),
            2 => self.compare_select(&r, &v, n, w, &t),
            3 => self.insert_element(&r, &v, n, w, &t),
            4 => self.shuffle(&r, &v, n, w, &t),
            5 => self.resize(&r, &v, n, w, &t),
            6 | 7 => self.reinterpret(&r, &v, n, w, &t),
            _ => self.reduce(&r, &v, n, w, &t),
        };
        if let Some((n2, w2)) = shape {
            self.pool.push((r, n2, w2));
        }
    }
    /// `r = op v, p` for a wrapping or bitwise `op`.
    fn arithmetic(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let ops = ["add", "sub", "mul", "and", "or", "xor"];
        let op = ops[self.rng.below(ops.len())];
        let p = self.partner(n, w);
        self.emit(format!("{r} = {op} {t} {v}, {p}"));
        Some((n, w))
    }
    /// A shift by amounts masked below the width.
    fn shift(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let ops = ["shl", "lshr", "ashr"];
        let op = ops[self.rng.below(3)];
        let p = self.partner(n, w);
        let m = self.fresh();
        self.emit(format!("{m} = and {t} {p}, splat (i{w} {})", w - 1));
        self.emit(format!("{r} = {op} {t} {v}, {m}"));
        Some((n, w))
    }
    /// `r = select (icmp cc v, p), v, p`.
    fn compare_select(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let ccs = ["eq", "ne", "slt", "ult", "sge", "ugt"];
        let cc = ccs[self.rng.below(ccs.len())];
        let p = self.partner(n, w);
        let c = self.fresh();
        self.emit(format!("{c} = icmp {cc} {t} {v}, {p}"));
        self.emit(format!("{r} = select <{n} x i1> {c}, {t} {v}, {t} {p}"));
        Some((n, w))
    }
    /// `%b` (truncated) inserted at the variable index `%i mod n`.
    fn insert_element(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let i = self.fresh();
        let x = self.fresh();
        self.emit(format!("{i} = and i32 %i, {}", n - 1));
        if w == 64 {
            self.emit(format!("{x} = add i64 %b, 0"));
        } else {
            self.emit(format!("{x} = trunc i64 %b to i{w}"));
        }
        self.emit(format!("{r} = insertelement {t} {v}, i{w} {x}, i32 {i}"));
        Some((n, w))
    }
    /// A `shufflevector` of `v` and a partner to 2, 4 or 8 elements.
    fn shuffle(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let p = self.partner(n, w);
        let m = [2u32, 4, 8][self.rng.below(3)];
        let mask: Vec<String> = (0..m)
            .map(|_| match self.rng.below(8) {
                0 => "i32 poison".to_string(),
                _ => format!("i32 {}", self.rng.below(2 * n as usize)),
            })
            .collect();
        // Poison elements must not reach the hash: replace them.
        let mask: Vec<String> = mask
            .into_iter()
            .map(|s| {
                if s.ends_with("poison") {
                    "i32 0".into()
                } else {
                    s
                }
            })
            .collect();
        self.emit(format!(
            "{r} = shufflevector {t} {v}, {t} {p}, <{m} x i32> <{}>",
            mask.join(", ")
        ));
        Some((m, w))
    }
    /// `trunc`, `zext` or `sext` to another element width.
    fn resize(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let ws = [8u32, 16, 32, 64];
        let w2 = ws[self.rng.below(4)];
        if w2 == w {
            return None;
        }
        let op = if w2 < w {
            "trunc"
        } else if self.rng.below(2) == 0 {
            "zext"
        } else {
            "sext"
        };
        self.emit(format!("{r} = {op} {t} {v} to {}", Self::ty(n, w2)));
        Some((n, w2))
    }
    /// The same bits as another vector shape: `bitcast`, or a store and a
    /// load through memory.
    fn reinterpret(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let total = n * w;
        let shapes: Vec<(u32, u32)> = [8u32, 16, 32, 64]
            .iter()
            .filter(|&&w2| total.is_multiple_of(w2) && total / w2 <= 64 && w2 != w)
            .map(|&w2| (total / w2, w2))
            .collect();
        if shapes.is_empty() {
            return None;
        }
        let (n2, w2) = shapes[self.rng.below(shapes.len())];
        let t2 = Self::ty(n2, w2);
        if self.rng.below(2) == 0 {
            self.emit(format!("{r} = bitcast {t} {v} to {t2}"));
        } else {
            let p = self.fresh();
            self.emit(format!("{p} = alloca {t}"));
            self.emit(format!("store {t} {v}, ptr {p}"));
            self.emit(format!("{r} = load {t2}, ptr {p}"));
        }
        Some((n2, w2))
    }
    /// A `llvm.vector.reduce.*` call, hashed (a scalar joins no pool).
    fn reduce(&mut self, r: &str, v: &str, n: u32, w: u32, t: &str) -> Option<(u32, u32)> {
        let ops = [
            "add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin",
        ];
        let op = ops[self.rng.below(ops.len())];
        self.emit(format!(
            "{r} = call i{w} @llvm.vector.reduce.{op}.v{n}i{w}({t} {v})"
        ));
        self.decls.push(format!(
            "declare i{w} @llvm.vector.reduce.{op}.v{n}i{w}({t})"
        ));
        self.hash_scalar(r, w);
        None
    }
}

/// Generated function number `seed`: `i64 @f(i64 %a, i64 %b)`.
fn program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
        lines: Vec::new(),
        pool: Vec::new(),
        hashed: Vec::new(),
        decls: Vec::new(),
        next: 0,
    };
    g.emit("%i = trunc i64 %b to i32".into());
    g.emit("%v0 = insertelement <2 x i64> undef, i64 %a, i32 0".into());
    g.emit("%v1 = insertelement <2 x i64> %v0, i64 %b, i32 1".into());
    g.pool.push(("%v1".into(), 2, 64));
    for _ in 0..14 {
        g.step();
    }
    // Hash the last vectors element by element (one index variable).
    let tail: Vec<(String, u32, u32)> = g.pool.iter().rev().take(3).cloned().collect();
    for (v, n, w) in tail {
        for k in 0..n {
            let e = g.fresh();
            g.emit(format!("{e} = extractelement <{n} x i{w}> {v}, i32 {k}"));
            g.hash_scalar(&e, w);
        }
        let j = g.fresh();
        let e = g.fresh();
        g.emit(format!("{j} = and i32 %i, {}", n - 1));
        g.emit(format!("{e} = extractelement <{n} x i{w}> {v}, i32 {j}"));
        g.hash_scalar(&e, w);
    }
    let mut acc = "0".to_string();
    for h in g.hashed.clone() {
        let m = g.fresh();
        let x = g.fresh();
        g.emit(format!("{m} = mul i64 {acc}, 1000003"));
        g.emit(format!("{x} = xor i64 {m}, {h}"));
        acc = x;
    }
    g.decls.sort();
    g.decls.dedup();
    format!(
        "{}\ndefine i64 @f(i64 %a, i64 %b) {{\n{}\n  ret i64 {acc}\n}}\n",
        g.decls.join("\n"),
        g.lines.join("\n")
    )
}

const ARGS: [(u64, u64); 4] = [
    (0, 0),
    (0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210),
    (u64::MAX, 5),
    (0x8000_0000_0000_0001, 0x7FFF_0000_FFFF_0003),
];

fn module(src: &str) -> Module {
    match parse("g.ll", src) {
        Ok((m, _)) => m,
        Err(d) => panic!("{}\n{src}", d[0]),
    }
}

/// Runs `f` on the argument pairs before and after legalization in both
/// byte orders; the legalized module must verify and be legal.
fn agree(src: &str, what: &str) {
    let m = module(src);
    for endian in [Endian::Big, Endian::Little] {
        let mut l = m.clone();
        let opts = LegalizeOptions {
            big_endian: endian == Endian::Big,
        };
        if let Err(d) = legalize(&mut l, &opts) {
            panic!("{what}: legalize: {}\n{src}", d[0]);
        }
        let errors = verify(&l);
        assert!(
            errors.is_empty(),
            "{what}: {}\n{}",
            errors[0],
            printer::print_module(&l)
        );
        let illegal = check_legal(&l);
        assert!(illegal.is_empty(), "{what}: {}", illegal[0]);
        let cfg = InterpConfig {
            endian,
            ..InterpConfig::default()
        };
        for (a, b) in ARGS {
            let want = call(&m, "f", &[a, b], &cfg).map(|o| o.ret);
            let got = call(&l, "f", &[a, b], &cfg).map(|o| o.ret);
            assert_eq!(got, want, "{what} {endian:?} ({a:#x}, {b:#x})\n{src}");
        }
    }
}

#[test]
fn generated_vector_programs_keep_their_results() {
    for seed in 0..60 {
        agree(&program(seed), &format!("program {seed}"));
    }
}

#[test]
fn legalizing_twice_changes_nothing() {
    let mut m = module(&program(7));
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    let once = printer::print_module(&m);
    let report = legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    assert!(report.is_empty(), "{report:?}");
    assert_eq!(printer::print_module(&m), once);
}

/// Structs, arrays and vectors as parameters and results, through direct
/// and indirect calls, a call of a function defined later, and a
/// result used on two paths.
const SIGNATURES: &str = "
%pair = type { i32, i64 }
%mix = type { i8, [2 x i16], <2 x i32> }


define %pair @mk(i32 %a, i64 %b) {
  %p0 = insertvalue %pair undef, i32 %a, 0
  %p1 = insertvalue %pair %p0, i64 %b, 1
  ret %pair %p1
}

define %pair @combine(%pair %p, [2 x i32] %arr) {
  %a = extractvalue %pair %p, 0
  %b = extractvalue %pair %p, 1
  %x = extractvalue [2 x i32] %arr, 0
  %y = extractvalue [2 x i32] %arr, 1
  %s = add i32 %a, %x
  %yy = sext i32 %y to i64
  %t = mul i64 %b, %yy
  %c = icmp sgt i32 %s, 0
  br i1 %c, label %pos, label %neg
pos:
  %r1 = call %pair @mk(i32 %s, i64 %t)
  ret %pair %r1
neg:
  %r2 = call %pair @later(%pair %p, i32 %s)
  ret %pair %r2
}

define %pair @later(%pair %p, i32 %k) {
  %p2 = insertvalue %pair %p, i32 %k, 0
  ret %pair %p2
}

define <4 x i16> @vswap(<4 x i16> %v, %mix %m) {
  %s = shufflevector <4 x i16> %v, <4 x i16> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %arr = extractvalue %mix %m, 1
  %e = extractvalue [2 x i16] %arr, 1
  %w = insertelement <4 x i16> %s, i16 %e, i32 0
  ret <4 x i16> %w
}

define i64 @f(i64 %a, i64 %b) {
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %fp = select i1 true, ptr @combine, ptr null
  %p0 = insertvalue %pair undef, i32 %a32, 0
  %p = insertvalue %pair %p0, i64 %b, 1
  %arr0 = insertvalue [2 x i32] undef, i32 %b32, 0
  %arr = insertvalue [2 x i32] %arr0, i32 3, 1
  %r = call %pair %fp(%pair %p, [2 x i32] %arr)
  %r0 = extractvalue %pair %r, 0
  %r1 = extractvalue %pair %r, 1
  %v = bitcast i64 %a to <4 x i16>
  %m0 = insertvalue %mix zeroinitializer, i16 777, 1, 1
  %w = call <4 x i16> @vswap(<4 x i16> %v, %mix %m0)
  %wi = bitcast <4 x i16> %w to i64
  %r0w = zext i32 %r0 to i64
  %h0 = mul i64 %r1, 1000003
  %h1 = xor i64 %h0, %r0w
  %h2 = mul i64 %h1, 1000003
  %h = xor i64 %h2, %wi
  ret i64 %h
}
";

#[test]
fn aggregate_and_vector_signatures_keep_their_results() {
    agree(SIGNATURES, "signatures");
    // The convention: leaves in order, an aggregate result through a
    // hidden first pointer.
    let mut m = module(SIGNATURES);
    legalize(&mut m, &LegalizeOptions::default()).expect("legalizes");
    let text = printer::print_module(&m);
    assert!(
        text.contains("define void @combine(ptr sret(%pair) %0, i32 %1, i64 %2, i32 %3, i32 %4)")
            || text.contains("@combine(ptr sret"),
        "{text}"
    );
    let vswap = m.funcs.values().find(|f| f.name == "vswap").expect("vswap");
    assert_eq!(vswap.sig.params.len(), 1 + 4 + 1 + 2 + 2, "{text}");
}
