//! The legalizer's intrinsic expansions against a reference written here.
//!
//! For every expanded family and every width it applies to, a function
//! calling the intrinsic is parsed, legalized, verified and checked legal
//! ([`check_legal`]), and then run in the interpreter over a matrix of edge
//! and pseudo-random operands; each result must equal the reference
//! semantics of LLVM's language reference, computed in Rust, and the
//! interpreter's result on the original module (which runs the intrinsic
//! itself).

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Module, parse, verify};

/// The module before and after legalization.
struct Pair {
    before: Module,
    after: Module,
}

/// Parses `src`, legalizes it, and checks the result verifies and is legal.
fn legalized(src: &str) -> Pair {
    let (mut m, _) = parse("t.ll", src).unwrap_or_else(|d| panic!("{}\n{src}", d[0]));
    let before = m.clone();
    let report = legalize(&mut m, &LegalizeOptions::default())
        .unwrap_or_else(|d| panic!("legalize: {}\n{src}", d[0]));
    assert!(!report.is_empty(), "nothing was legalized in\n{src}");
    let errors = verify(&m);
    assert!(
        errors.is_empty(),
        "legalized IR does not verify: {}\n{}",
        errors[0],
        egret_llvmlite::printer::print_module(&m)
    );
    let illegal = check_legal(&m);
    assert!(illegal.is_empty(), "still illegal: {}", illegal[0]);
    // Idempotent: a second run changes nothing.
    let again = legalize(&mut m, &LegalizeOptions::default()).expect("legal input");
    assert!(again.is_empty(), "second run rewrote {again:?}");
    Pair { before, after: m }
}

fn mask(n: u32) -> u64 {
    if n == 64 { u64::MAX } else { (1 << n) - 1 }
}

fn sx(x: u64, n: u32) -> i64 {
    egret_llvmlite::sext(x, n)
}

/// Edge values and pseudo-random ones of width `n`.
fn values(n: u32) -> Vec<u64> {
    let m = mask(n);
    let half = 1u64 << (n - 1);
    let mut v = vec![0, 1, 2, 3, 5, m, m - 1, half, half - 1, half + 1, m >> 2];
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15 ^ u64::from(n);
    for _ in 0..8 {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        v.push((s >> 7) & m);
        // Values with few bits set exercise the counting intrinsics.
        v.push(1u64.wrapping_shl((s >> 58) as u32 % n) & m);
    }
    v.sort();
    v.dedup();
    v
}

/// Runs `@f` of the legalized module on `args`: the result's low `n`
/// bits, which must equal the original module's.
fn run(m: &Pair, args: &[u64], n: u32) -> u64 {
    let go = |m: &Module| {
        let out = call(m, "f", args, &InterpConfig::default())
            .unwrap_or_else(|e| panic!("interpreter: {e}"));
        (out.ret as u64) & mask(n)
    };
    let (before, after) = (go(&m.before), go(&m.after));
    assert_eq!(after, before, "legalized vs original on {args:x?}");
    after
}

/// Checks a one-operand intrinsic `name` (with extra constant operands
/// `extra`, e.g. `, i1 false`) against `reference` at width `n`.
fn check_unary(name: &str, n: u32, extra: &str, reference: impl Fn(u64) -> u64) {
    let src = format!(
        "declare i{n} @llvm.{name}.i{n}(i{n}{extra_ty})\n\
         define i{n} @f(i{n} %a) {{\n\
           %r = call i{n} @llvm.{name}.i{n}(i{n} %a{extra})\n\
           ret i{n} %r\n}}\n",
        extra_ty = if extra.is_empty() { "" } else { ", i1" },
    );
    let m = legalized(&src);
    for a in values(n) {
        let want = reference(a) & mask(n);
        assert_eq!(run(&m, &[a], n), want, "{name}.i{n}({a:#x})");
    }
}

/// Checks a two-operand intrinsic `name` returning `iN` at width `n`.
fn check_binary(name: &str, n: u32, reference: impl Fn(u64, u64) -> u64) {
    let src = format!(
        "declare i{n} @llvm.{name}.i{n}(i{n}, i{n})\n\
         define i{n} @f(i{n} %a, i{n} %b) {{\n\
           %r = call i{n} @llvm.{name}.i{n}(i{n} %a, i{n} %b)\n\
           ret i{n} %r\n}}\n"
    );
    let m = legalized(&src);
    for a in values(n) {
        for b in values(n) {
            let want = reference(a, b) & mask(n);
            assert_eq!(run(&m, &[a, b], n), want, "{name}.i{n}({a:#x}, {b:#x})");
        }
    }
}

const WIDTHS: [u32; 4] = [8, 16, 32, 64];

#[test]
fn min_max_are_compare_and_select() {
    for n in WIDTHS {
        check_binary("umin", n, |a, b| a.min(b));
        check_binary("umax", n, |a, b| a.max(b));
        check_binary("smin", n, |a, b| sx(a, n).min(sx(b, n)) as u64);
        check_binary("smax", n, |a, b| sx(a, n).max(sx(b, n)) as u64);
    }
}

#[test]
fn saturating_arithmetic_clamps() {
    for n in WIDTHS {
        let (lo, hi) = (-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1);
        check_binary("uadd.sat", n, |a, b| {
            (a as u128 + b as u128).min(mask(n) as u128) as u64
        });
        check_binary("usub.sat", n, |a, b| a.saturating_sub(b));
        check_binary("sadd.sat", n, |a, b| {
            (i128::from(sx(a, n)) + i128::from(sx(b, n))).clamp(lo, hi) as u64
        });
        check_binary("ssub.sat", n, |a, b| {
            (i128::from(sx(a, n)) - i128::from(sx(b, n))).clamp(lo, hi) as u64
        });
    }
}

#[test]
fn abs_and_bit_counts() {
    for n in WIDTHS {
        check_unary("abs", n, ", i1 false", |a| sx(a, n).unsigned_abs());
        check_unary("ctpop", n, "", |a| u64::from(a.count_ones()));
        let clz = |a: u64| {
            if a == 0 {
                u64::from(n)
            } else {
                u64::from(a.leading_zeros() - (64 - n))
            }
        };
        check_unary("ctlz", n, ", i1 false", clz);
        check_unary("ctlz", n, ", i1 true", clz);
        let ctz = |a: u64| {
            if a == 0 {
                u64::from(n)
            } else {
                u64::from(a.trailing_zeros())
            }
        };
        check_unary("cttz", n, ", i1 false", ctz);
        check_unary("bitreverse", n, "", |a| a.reverse_bits() >> (64 - n));
        if n >= 16 {
            check_unary("bswap", n, "", |a| a.swap_bytes() >> (64 - n));
        }
    }
}

/// LLVM's `fshl`: the high half of `a:b << (s mod n)`.
fn fshl(n: u32, a: u64, b: u64, s: u64) -> u64 {
    let s = (s % u64::from(n)) as u32;
    if s == 0 {
        a
    } else {
        ((a << s) | (b >> (n - s))) & mask(n)
    }
}

/// LLVM's `fshr`: the low half of `a:b >> (s mod n)`.
fn fshr(n: u32, a: u64, b: u64, s: u64) -> u64 {
    let s = (s % u64::from(n)) as u32;
    if s == 0 {
        b
    } else {
        ((b >> s) | (a << (n - s))) & mask(n)
    }
}

#[test]
fn funnel_shifts_and_rotates() {
    for n in WIDTHS {
        let amounts: Vec<u64> = (0..=u64::from(n) + 1)
            .chain([2 * u64::from(n) + 3, mask(n)])
            .collect();
        for left in [true, false] {
            let name = if left { "fshl" } else { "fshr" };
            let reference = |a, b, s| {
                if left {
                    fshl(n, a, b, s)
                } else {
                    fshr(n, a, b, s)
                }
            };
            let decl = format!("declare i{n} @llvm.{name}.i{n}(i{n}, i{n}, i{n})\n");
            // General funnel shift, variable amount.
            let general = legalized(&format!(
                "{decl}define i{n} @f(i{n} %a, i{n} %b, i{n} %s) {{\n\
                   %r = call i{n} @llvm.{name}.i{n}(i{n} %a, i{n} %b, i{n} %s)\n\
                   ret i{n} %r\n}}\n"
            ));
            // Rotate: both halves the same value.
            let rotate = legalized(&format!(
                "{decl}define i{n} @f(i{n} %a, i{n} %s) {{\n\
                   %r = call i{n} @llvm.{name}.i{n}(i{n} %a, i{n} %a, i{n} %s)\n\
                   ret i{n} %r\n}}\n"
            ));
            for a in values(n).into_iter().step_by(3) {
                for &s in &amounts {
                    let b = a.rotate_left(7) & mask(n) ^ 0x5A;
                    let b = b & mask(n);
                    assert_eq!(
                        run(&general, &[a, b, s], n),
                        reference(a, b, s),
                        "{name}.i{n}({a:#x}, {b:#x}, {s})"
                    );
                    assert_eq!(
                        run(&rotate, &[a, s], n),
                        reference(a, a, s),
                        "rotate {name}.i{n}({a:#x}, {s})"
                    );
                }
            }
            // Constant amounts fold to constant shifts.
            for k in [0, 1, u64::from(n) - 1, u64::from(n), u64::from(n) + 3] {
                let m = legalized(&format!(
                    "{decl}define i{n} @f(i{n} %a, i{n} %b) {{\n\
                       %r = call i{n} @llvm.{name}.i{n}(i{n} %a, i{n} %b, i{n} {k})\n\
                       ret i{n} %r\n}}\n"
                ));
                for a in values(n).into_iter().step_by(5) {
                    let b = !a & mask(n);
                    assert_eq!(
                        run(&m, &[a, b], n),
                        reference(a, b, k),
                        "{name}.i{n}({a:#x}, {b:#x}, {k})"
                    );
                }
            }
        }
    }
}

#[test]
fn three_way_compares_give_minus_one_zero_or_one() {
    for n in WIDTHS {
        for (name, signed) in [("scmp", true), ("ucmp", false)] {
            for m_bits in [8u32, 32] {
                let src = format!(
                    "declare i{m_bits} @llvm.{name}.i{m_bits}.i{n}(i{n}, i{n})\n\
                     define i{m_bits} @f(i{n} %a, i{n} %b) {{\n\
                       %r = call i{m_bits} @llvm.{name}.i{m_bits}.i{n}(i{n} %a, i{n} %b)\n\
                       ret i{m_bits} %r\n}}\n"
                );
                let m = legalized(&src);
                for a in values(n).into_iter().step_by(2) {
                    for b in values(n).into_iter().step_by(2) {
                        let ord = if signed {
                            sx(a, n).cmp(&sx(b, n))
                        } else {
                            a.cmp(&b)
                        };
                        let want = (ord as i64 as u64) & mask(m_bits);
                        assert_eq!(run(&m, &[a, b], m_bits), want, "{name}({a:#x}, {b:#x})");
                    }
                }
            }
        }
    }
}

#[test]
fn no_ops_identities_and_queries_disappear() {
    let m = legalized(
        "@g = global i32 7\n\
         declare void @llvm.lifetime.start.p0i8(i64, i8*)\n\
         declare void @llvm.lifetime.end.p0i8(i64, i8*)\n\
         declare void @llvm.assume(i1)\n\
         declare i32 @llvm.expect.i32(i32, i32)\n\
         declare i32 @llvm.objectsize.i32.p0i8(i8*, i1, i1, i1)\n\
         declare i1 @llvm.is.constant.i32(i32)\n\
         declare i1 @llvm.is.constant.p0i32(i32*)\n\
         declare i8* @llvm.ptrmask.p0i8.i32(i8*, i32)\n\
         define i32 @f(i32 %a) {\n\
           %s = alloca [8 x i8]\n\
           %p = getelementptr [8 x i8], [8 x i8]* %s, i32 0, i32 5\n\
           call void @llvm.lifetime.start.p0i8(i64 8, i8* %p)\n\
           %c = icmp ne i32 %a, 0\n\
           call void @llvm.assume(i1 true)\n\
           %e = call i32 @llvm.expect.i32(i32 %a, i32 1)\n\
           %max = call i32 @llvm.objectsize.i32.p0i8(i8* %p, i1 false, i1 false, i1 false)\n\
           %min = call i32 @llvm.objectsize.i32.p0i8(i8* %p, i1 true, i1 false, i1 false)\n\
           %k1 = call i1 @llvm.is.constant.i32(i32 42)\n\
           %k2 = call i1 @llvm.is.constant.i32(i32 %a)\n\
           %k3 = call i1 @llvm.is.constant.i32(i32 undef)\n\
           %q = call i8* @llvm.ptrmask.p0i8.i32(i8* %p, i32 -4)\n\
           %pi = ptrtoint i8* %p to i32\n\
           %qi = ptrtoint i8* %q to i32\n\
           %d = sub i32 %pi, %qi\n\
           call void @llvm.lifetime.end.p0i8(i64 8, i8* %p)\n\
           %z1 = zext i1 %k1 to i32\n\
           %z2 = zext i1 %k2 to i32\n\
           %z3 = zext i1 %k3 to i32\n\
           %t1 = shl i32 %z1, 8\n\
           %t2 = shl i32 %z2, 9\n\
           %t3 = shl i32 %z3, 10\n\
           %r0 = add i32 %e, %max\n\
           %r1 = add i32 %r0, %min\n\
           %r2 = add i32 %r1, %t1\n\
           %r3 = add i32 %r2, %t2\n\
           %r4 = add i32 %r3, %t3\n\
           %r5 = shl i32 %d, 16\n\
           %r = add i32 %r4, %r5\n\
           ret i32 %r\n}\n",
    );
    // expect(a) + (-1) + 0 + (1 << 8) + 0 + (1 << 10) + ((p - (p & -4)) << 16),
    // and p = frame slot + 5 with the slot 4-aligned at least? The alloca
    // of [8 x i8] is byte-aligned, so the low bits of p are whatever they
    // are: compare against the interpreter's own address arithmetic.
    let out = call(&m.after, "f", &[10], &InterpConfig::default()).expect("runs");
    let before = call(&m.before, "f", &[10], &InterpConfig::default()).expect("runs");
    assert_eq!(out.ret, before.ret);
    let low = (out.ret >> 16) & 0xFFFF;
    assert!(low < 4, "ptrmask kept low bits: {low}");
    assert_eq!(out.ret & 0xFFFF, 10 - 1 + 256 + 1024);
}

/// A global's address is known only at link time, so LLVM folds
/// `is.constant` of it to false (`Constant::isManifestConstant`; checked
/// with `opt-19 -passes=lower-constant-intrinsics` and `lli-19`).
#[test]
fn is_constant_of_a_global_address_is_false_as_in_llvm() {
    let m = legalized(
        "@g = global i32 7\n\
         declare i1 @llvm.is.constant.p0i32(i32*)\n\
         define i32 @f() {\n\
           %k = call i1 @llvm.is.constant.p0i32(i32* @g)\n\
           %z = zext i1 %k to i32\n\
           ret i32 %z\n}\n",
    );
    let out = call(&m.after, "f", &[], &InterpConfig::default()).expect("runs");
    assert_eq!(out.ret, 0);
}

#[test]
fn kept_intrinsics_stay_calls() {
    let src = "declare i8* @llvm.stacksave()\n\
               declare void @llvm.stackrestore(i8*)\n\
               declare void @llvm.trap()\n\
               define i32 @f(i32 %a) {\n\
                 %s = call i8* @llvm.stacksave()\n\
                 call void @llvm.stackrestore(i8* %s)\n\
                 %c = icmp eq i32 %a, 0\n\
                 br i1 %c, label %t, label %ok\n\
               t:\n\
                 call void @llvm.trap()\n\
                 unreachable\n\
               ok:\n\
                 ret i32 %a\n}\n";
    let (mut m, _) = parse("t.ll", src).expect("parses");
    assert!(check_legal(&m).is_empty());
    let report = legalize(&mut m, &LegalizeOptions::default()).expect("legal");
    assert!(report.is_empty());
    let printed = egret_llvmlite::printer::print_module(&m);
    assert!(printed.contains("call i8* @llvm.stacksave()"), "{printed}");
    assert!(printed.contains("call void @llvm.trap()"), "{printed}");
}

#[test]
fn check_legal_names_the_illegal_call() {
    let src = "declare i32 @llvm.umin.i32(i32, i32)\n\
               define i32 @f(i32 %a) {\n\
                 %r = call i32 @llvm.umin.i32(i32 %a, i32 4)\n\
                 ret i32 %r\n}\n";
    let (m, _) = parse("t.ll", src).expect("parses");
    let illegal = check_legal(&m);
    assert_eq!(illegal.len(), 1);
    let msg = illegal[0].to_string();
    assert!(
        msg.starts_with("3:1: error: in `@f`: a call of the intrinsic `@llvm.umin.i32`"),
        "{msg}"
    );
}
