//! Odd integer widths promoted to i8/i16/i32/i64, against the interpreter
//! on the original module (which computes at the odd width itself).
//!
//! For each width, one function applies every integer operation (with
//! signed and unsigned readings), conversions to and from other widths,
//! `select`, a loop-carried value, and memory: the value stored to and
//! loaded back from a slot, and stored into a byte buffer whose bytes are
//! read back one by one (which shows the byte order of the pieces). Every
//! result is folded into an `i64` hash. Run over operand matrices in both
//! byte orders; the legalized module must verify, be legal and agree.

use egret_llvmlite::interp::{InterpConfig, call};
use egret_llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret_llvmlite::{Endian, parse, printer, verify};

fn program(n: u32) -> String {
    let small = (n / 2).max(1);
    format!(
        "define i64 @f(i{n} %a, i{n} %b) {{
entry:
  %add = add i{n} %a, %b
  %sub = sub i{n} %a, %b
  %mul = mul i{n} %a, %b
  %and = and i{n} %a, %b
  %or = or i{n} %a, %b
  %xor = xor i{n} %a, %b
  %amt = urem i{n} %b, {n}
  %shl = shl i{n} %a, %amt
  %lshr = lshr i{n} %a, %amt
  %ashr = ashr i{n} %a, %amt
  %b1 = or i{n} %b, 1
  %udiv = udiv i{n} %a, %b1
  %urem = urem i{n} %a, %b1
  %pos = lshr i{n} %b1, 1
  %pos1 = or i{n} %pos, 1
  %sdiv = sdiv i{n} %a, %pos1
  %srem = srem i{n} %a, %pos1
  %slt = icmp slt i{n} %a, %b
  %ult = icmp ult i{n} %a, %b
  %sge = icmp sge i{n} %sub, %add
  %sel = select i1 %slt, i{n} %mul, i{n} %xor
  %sx = sext i{n} %a to i64
  %zx = zext i{n} %b to i64
  %tr = trunc i{n} %mul to i{small}
  %trx = sext i{small} %tr to i{n}
  %slot = alloca i{n}
  store i{n} %sub, i{n}* %slot
  %back = load i{n}, i{n}* %slot
  %buf = alloca [8 x i8]
  %bp = bitcast [8 x i8]* %buf to i{n}*
  store i{n} %mul, i{n}* %bp
  %b0p = getelementptr [8 x i8], [8 x i8]* %buf, i32 0, i32 0
  %byte0 = load i8, i8* %b0p
  %b0 = zext i8 %byte0 to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i{n} [ %a, %entry ], [ %acc1, %loop ]
  %accm = mul i{n} %acc, %b1
  %acc1 = add i{n} %accm, %trx
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 3
  br i1 %more, label %loop, label %done
done:
  %h0 = zext i{n} %add to i64
  %h1 = call i64 @mix(i64 %h0, i{n} %sub)
  %h2 = call i64 @mix(i64 %h1, i{n} %mul)
  %h3 = call i64 @mix(i64 %h2, i{n} %and)
  %h4 = call i64 @mix(i64 %h3, i{n} %or)
  %h5 = call i64 @mix(i64 %h4, i{n} %shl)
  %h6 = call i64 @mix(i64 %h5, i{n} %lshr)
  %h7 = call i64 @mix(i64 %h6, i{n} %ashr)
  %h8 = call i64 @mix(i64 %h7, i{n} %udiv)
  %h9 = call i64 @mix(i64 %h8, i{n} %urem)
  %h10 = call i64 @mix(i64 %h9, i{n} %sdiv)
  %h11 = call i64 @mix(i64 %h10, i{n} %srem)
  %h12 = call i64 @mix(i64 %h11, i{n} %sel)
  %h13 = call i64 @mix(i64 %h12, i{n} %trx)
  %h14 = call i64 @mix(i64 %h13, i{n} %back)
  %h15 = call i64 @mix(i64 %h14, i{n} %acc1)
  %h16 = call i64 @mix(i64 %h15, i{n} %xor)
  %f1 = zext i1 %slt to i64
  %f2 = zext i1 %ult to i64
  %f3 = zext i1 %sge to i64
  %g1 = shl i64 %f2, 1
  %g2 = shl i64 %f3, 2
  %g3 = or i64 %f1, %g1
  %g4 = or i64 %g3, %g2
  %h17 = xor i64 %h16, %g4
  %h18 = mul i64 %h17, 31
  %h19 = add i64 %h18, %sx
  %h20 = mul i64 %h19, 31
  %h21 = add i64 %h20, %zx
  %h22 = mul i64 %h21, 31
  %h23 = add i64 %h22, %b0
  ret i64 %h23
}}

define i64 @mix(i64 %h, i{n} %v) {{
  %z = zext i{n} %v to i64
  %m = mul i64 %h, 1000003
  %r = xor i64 %m, %z
  ret i64 %r
}}
"
    )
}

fn values(n: u32) -> Vec<u64> {
    let m = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let h = 1u64 << (n - 1);
    let mut v = vec![
        0,
        1,
        2,
        3,
        m,
        m - 1,
        h,
        h - 1,
        h + 1,
        m / 3,
        0xA5A5_A5A5_A5A5 & m,
    ];
    v.sort();
    v.dedup();
    v
}

#[test]
fn promoted_widths_compute_what_the_odd_widths_compute() {
    for n in [2u32, 3, 5, 7, 9, 12, 15, 17, 24, 31, 33, 40, 48, 56, 63] {
        let src = program(n);
        let (before, _) = parse("t.ll", &src).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
        let mut after = before.clone();
        let opts = LegalizeOptions { big_endian: true };
        legalize(&mut after, &opts).unwrap_or_else(|d| panic!("i{n}: {}", d[0]));
        let errors = verify(&after);
        assert!(
            errors.is_empty(),
            "i{n}: {}\n{}",
            errors[0],
            printer::print_module(&after)
        );
        let illegal = check_legal(&after);
        assert!(illegal.is_empty(), "i{n}: {}", illegal[0]);
        for endian in [Endian::Big, Endian::Little] {
            let mut after = before.clone();
            let opts = LegalizeOptions {
                big_endian: endian == Endian::Big,
            };
            legalize(&mut after, &opts).expect("legalizes");
            let cfg = InterpConfig {
                endian,
                ..Default::default()
            };
            for a in values(n) {
                for b in values(n) {
                    let want = call(&before, "f", &[a, b], &cfg)
                        .unwrap_or_else(|e| panic!("i{n} original: {e}"))
                        .ret;
                    let got = call(&after, "f", &[a, b], &cfg)
                        .unwrap_or_else(|e| panic!("i{n} legalized: {e}"))
                        .ret;
                    assert_eq!(got, want, "i{n} f({a:#x}, {b:#x}) {endian:?}");
                }
            }
        }
    }
}
