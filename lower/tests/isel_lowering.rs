//! Focused tests of instruction-selection rules: each compiles a small
//! function (no mid-end), checks the instructions it was lowered to, and runs
//! it on the simulator on both ISA levels and byte orders against results
//! computed here.

mod common;

use common::{TARGETS, parse};
use egret_cpu0::isa::Endian;
use egret_cpu0::link::{LinkOptions, link};
use egret_cpu0::sim::{Machine, SimConfig};
use egret_lower::{CompileOptions, Target, asm::module_to_asm, compile_module};

const II_BE: Target = TARGETS[0];

fn options(target: Target) -> CompileOptions {
    CompileOptions {
        target,
        check_regalloc: true,
        post_regalloc: Vec::new(),
        pass_hooks: Default::default(),
        local_calls: false,
        allocate_lr: false,
        inline_putchar: false,
        regalloc: Default::default(),
    }
}

/// The instruction lines of `func` in the `-S` output for `target`
/// (mnemonic and operands, one space apart).
fn asm_of(ir: &str, func: &str, target: Target) -> Vec<String> {
    let module = parse(ir);
    let compiled = compile_module(&module, &options(target)).unwrap_or_else(|e| panic!("{}", e[0]));
    let text = module_to_asm(&module, &compiled, target);
    let mut lines = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line == format!("{func}:") {
            inside = true;
        } else if inside && line.starts_with("\t.size") {
            break;
        } else if inside && line.starts_with('\t') && !line.starts_with("\t.") {
            lines.push(line.trim().replace('\t', " "));
        }
    }
    lines
}

fn mnemonics(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect()
}

fn count(lines: &[String], mnemonic: &str) -> usize {
    lines
        .iter()
        .filter(|l| l.split(' ').next() == Some(mnemonic))
        .count()
}

/// Compiles `ir` for `target`, links it (`main` must exist; it is not run)
/// and calls `func` with argument words `args`: `($v0, $v1)` and the
/// number of instructions executed.
fn run(ir: &str, target: Target, func: &str, args: &[u32]) -> ((u32, u32), u64) {
    let module = parse(ir);
    let compiled = compile_module(&module, &options(target)).unwrap_or_else(|e| panic!("{}", e[0]));
    let exe = link(&[compiled.object], &LinkOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let config = SimConfig {
        level: target.isa,
        endian: target.endian,
        strict: true,
        max_steps: Some(10_000_000),
    };
    let mut machine = Machine::from_executable(&exe, config).unwrap_or_else(|e| panic!("{e:?}"));
    let addr = exe
        .symbols
        .address(func)
        .unwrap_or_else(|| panic!("no symbol {func}"));
    let r = machine
        .call(addr, args)
        .unwrap_or_else(|t| panic!("{func}{args:?} on {target:?}: {t:?}"));
    ((r.v0, r.v1), r.counters.insts)
}

/// An i64 argument as two words in memory order.
fn i64_words(x: u64, target: Target) -> [u32; 2] {
    let (hi, lo) = ((x >> 32) as u32, x as u32);
    match target.endian {
        Endian::Big => [hi, lo],
        Endian::Little => [lo, hi],
    }
}

/// An i64 result from `($v0, $v1)` in memory order.
fn i64_result((v0, v1): (u32, u32), target: Target) -> u64 {
    let (hi, lo) = match target.endian {
        Endian::Big => (v0, v1),
        Endian::Little => (v1, v0),
    };
    (u64::from(hi) << 32) | u64::from(lo)
}

const I64_SAMPLES: [u64; 8] = [
    0,
    1,
    7,
    0x7FFF,
    0xFFFF_FFFF,
    0x1_0000_0000,
    0x8000_0000_0000_0000,
    0xFFFF_FFFF_FFFF_FFFF,
];

#[test]
fn i64_mul_by_constant_with_zero_high_word_has_no_zero_cross_product() {
    let ir = "define i64 @f(i64 %a) {\n  %r = mul i64 %a, 12345678\n  ret i64 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert!(
        !lines
            .iter()
            .any(|l| l.contains("$zero") && l.starts_with("mul ")),
        "{lines:?}"
    );
    assert_eq!(count(&lines, "mul"), 1, "{lines:?}");
    for target in TARGETS {
        for a in I64_SAMPLES {
            let (r, _) = run(ir, target, "f", &i64_words(a, target));
            assert_eq!(
                i64_result(r, target),
                a.wrapping_mul(12345678),
                "{a:#x} {target:?}"
            );
        }
    }
}

#[test]
fn i64_mul_of_zero_extended_operands_is_one_multu() {
    let ir = "define i64 @f(i32 %a, i32 %b) {\n  %x = zext i32 %a to i64\n  %y = zext i32 %b to i64\n  \
              %r = mul i64 %x, %y\n  ret i64 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "mul"), 0, "{lines:?}");
    assert_eq!(count(&lines, "multu"), 1, "{lines:?}");
    for target in TARGETS {
        let (r, _) = run(ir, target, "f", &[0xFFFF_FFFF, 0xFFFF_FFFE]);
        assert_eq!(i64_result(r, target), 0xFFFF_FFFFu64 * 0xFFFF_FFFE);
    }
}

#[test]
fn i64_unsigned_compares_with_zero_high_words_skip_the_high_compare() {
    // A constant with a zero high word: the low compare and a `movn`.
    let ir = "define i1 @below(i64 %a) {\n  %r = icmp ult i64 %a, 1000\n  ret i1 %r\n}\n\
              define i1 @below_big(i64 %a, i64 %b) {\n  %m = and i64 %b, 4294967295\n  \
              %r = icmp ult i64 %a, %m\n  ret i1 %r\n}\n\
              define i1 @both_zext(i32 %a, i32 %b) {\n  %x = zext i32 %a to i64\n  \
              %y = zext i32 %b to i64\n  %r = icmp slt i64 %x, %y\n  ret i1 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let below = asm_of(ir, "below", II_BE);
    assert_eq!(count(&below, "movz"), 0, "{below:?}");
    assert_eq!(count(&below, "movn"), 1, "{below:?}");
    let both = asm_of(ir, "both_zext", II_BE);
    assert_eq!(count(&both, "sltu") + count(&both, "slt"), 1, "{both:?}");
    assert_eq!(count(&both, "movz") + count(&both, "movn"), 0, "{both:?}");
    for target in TARGETS {
        for a in I64_SAMPLES {
            let (r, _) = run(ir, target, "below", &i64_words(a, target));
            assert_eq!(r.0, u32::from(a < 1000), "below {a:#x} {target:?}");
            for b in I64_SAMPLES {
                let mut args = i64_words(a, target).to_vec();
                args.extend(i64_words(b, target));
                let (r, _) = run(ir, target, "below_big", &args);
                assert_eq!(
                    r.0,
                    u32::from(a < (b & 0xFFFF_FFFF)),
                    "{a:#x} {b:#x} {target:?}"
                );
                let (r, _) = run(ir, target, "both_zext", &[a as u32, b as u32]);
                assert_eq!(r.0, u32::from((a as u32) < (b as u32)), "{a:#x} {b:#x}");
            }
        }
    }
}

#[test]
fn i64_equality_with_a_constant_uses_word_immediates() {
    let ir = "define i1 @f(i64 %a) {\n  %r = icmp eq i64 %a, 1\n  ret i1 %r\n}\n\
              define i1 @g(i64 %a) {\n  %r = icmp ne i64 %a, -4294967296\n  ret i1 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let f = asm_of(ir, "f", II_BE);
    assert_eq!(
        mnemonics(&f),
        ["xori", "or", "sltiu", "ret", "nop"],
        "{f:?}"
    );
    assert!(f[0].ends_with(", 1"), "{f:?}");
    for target in TARGETS {
        for a in I64_SAMPLES.iter().chain(&[0xFFFF_FFFF_0000_0000]) {
            let (r, _) = run(ir, target, "f", &i64_words(*a, target));
            assert_eq!(r.0, u32::from(*a == 1), "{a:#x} {target:?}");
            let (r, _) = run(ir, target, "g", &i64_words(*a, target));
            assert_eq!(
                r.0,
                u32::from(*a != 0xFFFF_FFFF_0000_0000),
                "{a:#x} {target:?}"
            );
        }
    }
}

#[test]
fn byte_load_wanted_zero_extended_is_lbu_without_andi() {
    // The crc32 pattern: the byte is tested against 0 and zero-extended.
    let ir = "define i32 @f(i8* %p) {\nentry:\n  %c = load i8, i8* %p\n  %end = icmp eq i8 %c, 0\n  \
              br i1 %end, label %done, label %more\nmore:\n  %z = zext i8 %c to i32\n  ret i32 %z\n\
              done:\n  ret i32 -1\n}\n\
              @bytes = global [2 x i8] c\"\\00\\F0\"\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "lbu"), 1, "{lines:?}");
    assert_eq!(count(&lines, "lb"), 0, "{lines:?}");
    assert_eq!(count(&lines, "andi"), 0, "{lines:?}");
    for target in TARGETS {
        let module = parse(ir);
        let compiled =
            compile_module(&module, &options(target)).unwrap_or_else(|e| panic!("{}", e[0]));
        let exe =
            link(&[compiled.object], &LinkOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        let bytes = exe.symbols.address("bytes").expect("bytes");
        let (r, _) = run(ir, target, "f", &[bytes]);
        assert_eq!(r.0, u32::MAX, "{target:?}");
        let (r, _) = run(ir, target, "f", &[bytes + 1]);
        assert_eq!(r.0, 0xF0, "{target:?}");
    }
}

#[test]
fn sign_extended_byte_compares_equal_without_extension() {
    // Loaded with `lb` (its other user sign-extends it): the equality with
    // a constant compares the sign-extended register with the constant
    // sign-extended, no `andi`.
    let ir = "define i32 @f(i8* %p) {\n  %c = load i8, i8* %p\n  %s = sext i8 %c to i32\n  \
              %e = icmp eq i8 %c, -16\n  %z = zext i1 %e to i32\n  %r = add i32 %s, %z\n  \
              ret i32 %r\n}\n\
              @bytes = global [2 x i8] c\"\\F0\\10\"\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "lb"), 1, "{lines:?}");
    assert_eq!(count(&lines, "andi") + count(&lines, "shl"), 0, "{lines:?}");
    for target in TARGETS {
        let module = parse(ir);
        let compiled =
            compile_module(&module, &options(target)).unwrap_or_else(|e| panic!("{}", e[0]));
        let exe =
            link(&[compiled.object], &LinkOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        let bytes = exe.symbols.address("bytes").expect("bytes");
        let (r, _) = run(ir, target, "f", &[bytes]);
        assert_eq!(r.0 as i32, -16 + 1, "{target:?}");
        let (r, _) = run(ir, target, "f", &[bytes + 1]);
        assert_eq!(r.0, 0x10, "{target:?}");
    }
}

#[test]
fn compares_with_zero_and_known_booleans() {
    let ir = "define i1 @eqz(i32 %a) {\n  %r = icmp eq i32 %a, 0\n  ret i1 %r\n}\n\
              define i1 @sign(i32 %a) {\n  %s = lshr i32 %a, 31\n  %r = icmp ne i32 %s, 0\n  \
              ret i1 %r\n}\n\
              define i1 @odd_is_zero(i32 %a) {\n  %s = and i32 %a, 1\n  %r = icmp eq i32 %s, 0\n  \
              ret i1 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    assert_eq!(asm_of(ir, "eqz", II_BE)[0], "sltiu $2, $4, 1");
    assert_eq!(asm_of(ir, "sign", II_BE)[0], "shr $2, $4, 31");
    assert_eq!(count(&asm_of(ir, "sign", II_BE), "sltu"), 0);
    let odd = asm_of(ir, "odd_is_zero", II_BE);
    assert_eq!(mnemonics(&odd), ["andi", "xori", "ret", "nop"], "{odd:?}");
    for target in TARGETS {
        for a in [0u32, 1, 2, 0x7FFF_FFFF, 0x8000_0000, u32::MAX] {
            assert_eq!(run(ir, target, "eqz", &[a]).0.0, u32::from(a == 0));
            assert_eq!(run(ir, target, "sign", &[a]).0.0, a >> 31);
            assert_eq!(
                run(ir, target, "odd_is_zero", &[a]).0.0,
                u32::from(a & 1 == 0)
            );
        }
    }
}

#[test]
fn select_ties_the_value_that_dies() {
    // `a` dies at the select, `b` lives on: `movz` into a's register needs
    // no copy.
    let ir = "define i32 @f(i32 %c, i32 %x, i32 %b) {\n  %a = add i32 %x, 5\n  \
              %c1 = trunc i32 %c to i1\n  %s = select i1 %c1, i32 %a, i32 %b\n  \
              %r = add i32 %s, %b\n  ret i32 %r\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "movz"), 1, "{lines:?}");
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("addu") && l.contains("$zero")),
        "{lines:?}"
    );
    for target in TARGETS {
        for c in [0u32, 1] {
            let (r, _) = run(ir, target, "f", &[c, 10, 100]);
            let s = if c == 1 { 15 } else { 100 };
            assert_eq!(r.0, s + 100, "{c} {target:?}");
        }
    }
}

#[test]
fn symbol_address_is_shared_within_a_block() {
    let ir = "@g = global i64 0\n\
              define void @f() {\n  %n = load i64, i64* @g\n  %n1 = add i64 %n, 1\n  \
              store i64 %n1, i64* @g\n  ret void\n}\n\
              define i64 @main() {\n  call void @f()\n  call void @f()\n  \
              %r = load i64, i64* @g\n  ret i64 %r\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "lui"), 1, "{lines:?}");
    for target in TARGETS {
        let (r, _) = run(ir, target, "main", &[]);
        assert_eq!(i64_result(r, target), 2, "{target:?}");
    }
}

#[test]
fn loop_constants_are_not_computed_in_a_neighbouring_loop() {
    // The second loop is call-free and needs a two-instruction constant; the
    // block before it ends the first loop (which calls), so the constant
    // goes on the edge between the loops, not into every iteration of the
    // first loop.
    let ir = "define i32 @id(i32 %x) {\n  ret i32 %x\n}\n\
              define i32 @f(i32 %n) {\nentry:\n  br label %first\n\
              first:\n  %i = phi i32 [ 0, %entry ], [ %i1, %first ]\n  %c = call i32 @id(i32 %i)\n  \
              %i1 = add i32 %i, 1\n  %more = icmp slt i32 %i1, %n\n  br i1 %more, label %first, label %second\n\
              second:\n  %j = phi i32 [ 0, %first ], [ %j1, %second ]\n  \
              %h = phi i32 [ %c, %first ], [ %h1, %second ]\n  %h1 = xor i32 %h, 305419896\n  \
              %j1 = add i32 %j, 1\n  %again = icmp slt i32 %j1, %n\n  br i1 %again, label %second, label %out\n\
              out:\n  ret i32 %h1\n}\n\
              define i32 @main() {\n  ret i32 0\n}\n";
    let lines = asm_of(ir, "f", II_BE);
    assert_eq!(count(&lines, "lui"), 1, "{lines:?}");
    // The first loop runs from its label to the branch back to it, and
    // contains the call but not the constant.
    let module = parse(ir);
    let compiled = compile_module(&module, &options(II_BE)).unwrap_or_else(|e| panic!("{}", e[0]));
    let text = module_to_asm(&module, &compiled, II_BE);
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "f:")
        .take_while(|l| !l.starts_with("\t.size"))
        .collect();
    let call = body
        .iter()
        .position(|l| l.contains("jsub"))
        .expect("a call");
    let label = body[..call]
        .iter()
        .rev()
        .find(|l| l.ends_with(':'))
        .expect("a label")
        .trim_end_matches(':');
    let back = call
        + body[call..]
            .iter()
            .position(|l| l.contains(label))
            .expect("a branch back");
    let start = body.iter().position(|l| l.starts_with(label)).unwrap_or(0);
    assert!(
        !body[start..back].iter().any(|l| l.contains("lui")),
        "{body:#?}"
    );
    for target in TARGETS {
        let expect = |n: u32| (n - 1) ^ if n % 2 == 1 { 305419896 } else { 0 };
        for n in [1, 2, 10, 11] {
            let (r, _) = run(ir, target, "f", &[n]);
            assert_eq!(r.0, expect(n), "{n} {target:?}");
        }
    }
}

/// Rotates as the legalizer expands `llvm.fshl`/`llvm.fshr` with equal
/// operands and as C writes them: `@rotl7`, `@rotl5` (operands of `or`
/// swapped), `@rotlv`, `@rotlv32` (`32 - n`) and `@rotrv`.
const ROTATES: &str = "
define i32 @rotl7(i32 %x) {
  %a = shl i32 %x, 7
  %b = lshr i32 %x, 25
  %r = or i32 %a, %b
  ret i32 %r
}
define i32 @rotl5(i32 %x) {
  %a = shl i32 %x, 5
  %b = lshr i32 %x, 27
  %r = or i32 %b, %a
  ret i32 %r
}
define i32 @rotlv(i32 %x, i32 %n) {
  %m = and i32 %n, 31
  %a = shl i32 %x, %m
  %neg = sub i32 0, %m
  %k = and i32 %neg, 31
  %b = lshr i32 %x, %k
  %r = or i32 %a, %b
  ret i32 %r
}
define i32 @rotlv32(i32 %x, i32 %n) {
  %a = shl i32 %x, %n
  %k = sub i32 32, %n
  %b = lshr i32 %x, %k
  %r = or i32 %b, %a
  ret i32 %r
}
define i32 @rotrv(i32 %x, i32 %n) {
  %m = and i32 %n, 31
  %a = lshr i32 %x, %m
  %neg = sub i32 0, %m
  %k = and i32 %neg, 31
  %b = shl i32 %x, %k
  %r = or i32 %a, %b
  ret i32 %r
}
define i32 @not_a_rotate(i32 %x) {
  %a = shl i32 %x, 3
  %b = lshr i32 %x, 28
  %r = or i32 %a, %b
  ret i32 %r
}
define i32 @main() {
  ret i32 0
}
";

#[test]
fn rotate_patterns_become_one_rotate_instruction() {
    for (func, rotate) in [
        ("rotl7", "rol"),
        ("rotl5", "rol"),
        ("rotlv", "rolv"),
        ("rotlv32", "rolv"),
        ("rotrv", "rorv"),
    ] {
        let lines = asm_of(ROTATES, func, II_BE);
        assert_eq!(count(&lines, rotate), 1, "{func}: {lines:?}");
        for gone in ["or", "shl", "shr", "shlv", "shrv", "subu"] {
            assert_eq!(count(&lines, gone), 0, "{func}: {lines:?}");
        }
    }
    let lines = asm_of(ROTATES, "not_a_rotate", II_BE);
    assert_eq!(count(&lines, "or"), 1, "{lines:?}");
    assert_eq!(count(&lines, "rol"), 0, "{lines:?}");
}

#[test]
fn rotates_compute_rotations_on_every_target() {
    let xs = [0u32, 1, 0x8000_0001, 0x1234_5678, 0xFFFF_FFFF, 0xDEAD_BEEF];
    for target in TARGETS {
        for x in xs {
            let r = |f: &str, args: &[u32]| run(ROTATES, target, f, args).0.0;
            assert_eq!(r("rotl7", &[x]), x.rotate_left(7), "{target:?}");
            assert_eq!(r("rotl5", &[x]), x.rotate_left(5), "{target:?}");
            assert_eq!(r("not_a_rotate", &[x]), (x << 3) | (x >> 28), "{target:?}");
            for n in [0u32, 1, 5, 16, 31, 32, 33, 63, 0xFFFF_FFE1] {
                let k = n & 31;
                assert_eq!(r("rotlv", &[x, n]), x.rotate_left(k), "rotlv {x:#x} {n}");
                assert_eq!(r("rotrv", &[x, n]), x.rotate_right(k), "rotrv {x:#x} {n}");
                // A shift by 32 or more is poison: only 1..31 are defined
                // (and 0, where `lshr` by 32 gives 0 on Cpu0 and `x | 0`).
                if n < 32 {
                    assert_eq!(
                        r("rotlv32", &[x, n]),
                        x.rotate_left(n),
                        "rotlv32 {x:#x} {n}"
                    );
                }
            }
        }
    }
}
