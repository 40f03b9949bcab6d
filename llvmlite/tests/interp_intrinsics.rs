//! The interpreter's integer intrinsics against LLVM's own: for every
//! family of `llvm/src/intrinsics.rs` that computes a value, at every
//! width, on the edge values of that width (0, 1, the minimum and maximum
//! signed values and their neighbours, all ones, a bit pattern), a program
//! prints every result; the interpreter's output must equal `lli-19`'s on
//! the same `.ll` text.
//!
//! `lli-19` is found as `EGRET_LLI19` or on `PATH`. Without it the
//! comparison is skipped with a note, except under `CI` or
//! `EGRET_REQUIRE_LLI`, where a missing `lli-19` fails the test. The
//! expected values of a few cases are also spelled out here, so the
//! interpreter is checked even where `lli-19` is missing.

mod interp_lli;

use interp_lli::{interp_output, same_as_lli};
use std::fmt::Write;

/// Widths every family is tested at.
const WIDTHS: &[u32] = &[1, 2, 7, 8, 16, 24, 32, 33, 48, 64];

/// Edge values of width `w`, zero-extended.
fn edges(w: u32) -> Vec<u64> {
    let mask = if w == 64 { u64::MAX } else { (1 << w) - 1 };
    let min = 1u64 << (w - 1);
    let mut v: Vec<u64> = [
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
        0x0123_4567_89AB_CDEF,
    ]
    .iter()
    .map(|x| x & mask)
    .collect();
    v.sort();
    v.dedup();
    v
}

/// A program whose `main` prints, as `%llu`, the zero-extended result of
/// every intrinsic call added with [`Program::call`], in order.
struct Program {
    decls: String,
    body: String,
    n: usize,
}

impl Program {
    fn new() -> Self {
        Program {
            decls: String::new(),
            body: String::new(),
            n: 0,
        }
    }

    fn declare(&mut self, decl: &str) {
        if !self.decls.contains(decl) {
            writeln!(self.decls, "{decl}").expect("writing to a String");
        }
    }

    /// `call iR @name(args)` and print it.
    fn call(&mut self, ret: u32, name: &str, args: &[(u32, u64)]) {
        let params: Vec<String> = args.iter().map(|(w, _)| format!("i{w}")).collect();
        self.declare(&format!("declare i{ret} @{name}({})", params.join(", ")));
        let list: Vec<String> = args.iter().map(|(w, v)| format!("i{w} {v}")).collect();
        let k = self.n;
        self.n += 1;
        writeln!(
            self.body,
            "  %r{k} = call i{ret} @{name}({})",
            list.join(", ")
        )
        .expect("writing to a String");
        self.print(&format!("%r{k}"), ret);
    }

    /// Prints value `v` of type `iW`, zero-extended.
    fn print(&mut self, v: &str, w: u32) {
        let k = self.n;
        self.n += 1;
        let wide = if w == 64 {
            format!("  %z{k} = add i64 {v}, 0")
        } else {
            format!("  %z{k} = zext i{w} {v} to i64")
        };
        writeln!(
            self.body,
            "{wide}\n  call i32 (i8*, ...) @printf(i8* %fmt, i64 %z{k})"
        )
        .expect("writing to a String");
    }

    fn text(&self) -> String {
        format!(
            "@fmt.s = private constant [6 x i8] c\"%llu\\0A\\00\"\n\
             declare i32 @printf(i8*, ...)\n{}\n\
             define i32 @main() {{\n  \
             %fmt = getelementptr [6 x i8], [6 x i8]* @fmt.s, i32 0, i32 0\n{}  ret i32 0\n}}\n",
            self.decls, self.body
        )
    }
}

/// Every pair of edge values through the two-operand family `family`.
fn binary_family(family: &str) -> String {
    let mut p = Program::new();
    for &w in WIDTHS {
        for &a in &edges(w) {
            for &b in &edges(w) {
                p.call(w, &format!("llvm.{family}.i{w}"), &[(w, a), (w, b)]);
            }
        }
    }
    p.text()
}

#[test]
fn min_max_and_saturating_families_match_lli() {
    for family in [
        "umin", "umax", "smin", "smax", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat",
    ] {
        same_as_lli(family, &binary_family(family));
    }
}

#[test]
fn expect_returns_its_first_operand() {
    same_as_lli("expect", &binary_family("expect"));
}

#[test]
fn bit_counting_families_match_lli() {
    let mut p = Program::new();
    for &w in WIDTHS {
        for &a in &edges(w) {
            p.call(w, &format!("llvm.ctpop.i{w}"), &[(w, a)]);
            p.call(w, &format!("llvm.bitreverse.i{w}"), &[(w, a)]);
            // The `false` flag keeps 0 and the minimum defined.
            p.call(w, &format!("llvm.ctlz.i{w}"), &[(w, a), (1, 0)]);
            p.call(w, &format!("llvm.cttz.i{w}"), &[(w, a), (1, 0)]);
            p.call(w, &format!("llvm.abs.i{w}"), &[(w, a), (1, 0)]);
            if w % 16 == 0 {
                p.call(w, &format!("llvm.bswap.i{w}"), &[(w, a)]);
            }
        }
    }
    same_as_lli("bits", &p.text());
}

#[test]
fn funnel_shifts_match_lli() {
    let mut p = Program::new();
    for &w in WIDTHS {
        let vals: Vec<u64> = edges(w).into_iter().step_by(2).collect();
        let w64 = w as u64;
        let shifts = [0, 1, w64 - 1, w64, w64 + 1, 2 * w64 + 3, u64::MAX];
        for &a in &vals {
            for &b in &vals {
                for &s in &shifts {
                    let s = if w == 64 { s } else { s & ((1 << w) - 1) };
                    for f in ["fshl", "fshr"] {
                        p.call(w, &format!("llvm.{f}.i{w}"), &[(w, a), (w, b), (w, s)]);
                    }
                }
            }
        }
    }
    same_as_lli("funnel", &p.text());
}

#[test]
fn three_way_compares_match_lli() {
    let mut p = Program::new();
    for &w in WIDTHS {
        for &a in &edges(w) {
            for &b in &edges(w) {
                for (f, r) in [
                    ("scmp", 8),
                    ("ucmp", 32),
                    ("scmp", 64),
                    ("ucmp", 16),
                    ("scmp", 2),
                    ("ucmp", 33),
                ] {
                    p.call(r, &format!("llvm.{f}.i{r}.i{w}"), &[(w, a), (w, b)]);
                }
            }
        }
    }
    same_as_lli("cmp3", &p.text());
}

#[test]
fn spelled_out_results() {
    let mut p = Program::new();
    p.call(
        32,
        "llvm.fshl.i32",
        &[(32, 0x8000_0001), (32, 0xF000_0000), (32, 36)],
    );
    p.call(8, "llvm.sadd.sat.i8", &[(8, 100), (8, 100)]);
    p.call(8, "llvm.ssub.sat.i8", &[(8, 0x80), (8, 1)]);
    p.call(64, "llvm.ctlz.i64", &[(64, 1), (1, 0)]);
    p.call(16, "llvm.bswap.i16", &[(16, 0x1234)]);
    p.call(8, "llvm.scmp.i8.i32", &[(32, 0x8000_0000), (32, 0)]);
    p.call(32, "llvm.abs.i32", &[(32, 0x8000_0000), (1, 0)]);
    let out = interp_output("spelled", &p.text());
    assert_eq!(
        String::from_utf8_lossy(&out),
        "31\n127\n128\n63\n13330\n255\n2147483648\n"
    );
}
