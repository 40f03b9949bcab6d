//! End to end on the simulator: the O32 pieces the backend implements for
//! the IR clang emits (issue 19) — variadic definitions with
//! `llvm.va_start`, dynamic `alloca` with `llvm.stacksave`/`stackrestore`,
//! and `llvm.trap`/`llvm.debugtrap`.
//!
//! Every program runs at -O0 and -O2 in both byte orders; results are
//! compared with values this file computes independently (the variadic
//! callees walk O32's argument words, which `lli` on the 64-bit host
//! cannot run, so the expected hashes are computed here in Rust).

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::{OptLevel, Options, RunOptions, Target};

#[allow(dead_code)]
mod common;

use common::{compile_link_run, test_options};

/// Instructions a run may take before it counts as stuck.
const MAX_STEPS: u64 = 200_000_000;

/// Compiles `text` at `opt` for `endian`, links it with the runtime and
/// runs it: `main`'s result and the output, or the error rendered.
fn run(name: &str, text: &str, opt: OptLevel, endian: Endian) -> Result<(i64, String), String> {
    let opts = test_options(opt, endian);
    let out = compile_link_run(name, text, &opts, Some(MAX_STEPS)).map_err(|e| match &e {
        egret::Error::Trap { output, .. } => {
            format!("{e}; output: {:?}", String::from_utf8_lossy(output))
        }
        _ => e.to_string(),
    })?;
    Ok((out.ret, String::from_utf8_lossy(&out.output).into_owned()))
}

/// Runs `text` in every configuration; each must give `want`.
fn check_everywhere(name: &str, text: &str, want: &(i64, String)) {
    let mut failures = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::O0, OptLevel::O2] {
            match run(name, text, opt, endian) {
                Ok(got) if got == *want => {}
                Ok(got) => failures.push(format!(
                    "{opt:?} {endian:?}: got ret {} output {:?}, want ret {} output {:?}",
                    got.0, got.1, want.0, want.1
                )),
                Err(e) => failures.push(format!("{opt:?} {endian:?}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{name}:\n{}", failures.join("\n"));
}

/// `void @puthex(i64)`: 16 hex digits and a newline through `putchar`.
const PUTHEX: &str = r#"
declare i32 @putchar(i32)

define void @puthex(i64 %v) {
entry:
  br label %loop
loop:
  %i = phi i32 [60, %entry], [%i1, %loop]
  %sh = zext i32 %i to i64
  %d = lshr i64 %v, %sh
  %d4 = and i64 %d, 15
  %d32 = trunc i64 %d4 to i32
  %lt = icmp ult i32 %d32, 10
  %a = add i32 %d32, 48
  %b = add i32 %d32, 87
  %c = select i1 %lt, i32 %a, i32 %b
  %u = call i32 @putchar(i32 %c)
  %i1 = sub i32 %i, 4
  %more = icmp sge i32 %i1, 0
  br i1 %more, label %loop, label %done
done:
  %n = call i32 @putchar(i32 10)
  ret void
}
"#;

/// One variadic callee shape: its named parameters as IR types, and
/// whether the kinds string (`i8*`) comes first among them.
struct Callee {
    name: &'static str,
    /// Named parameters after or around `i8* %kinds`: `(type, is_kinds)`.
    named: &'static [(&'static str, bool)],
}

/// The callees: named words 1 (`kinds`), 2 (`kinds, i32`), 4 (`kinds`,
/// then an i64 that skips `$a1`), 3 (an i64 in `$a0/$a1`, then `kinds` on
/// the stack) and 3 (`kinds, i32, i32`, the third on the stack).
const CALLEES: &[Callee] = &[
    Callee {
        name: "va_k",
        named: &[("i8*", true)],
    },
    Callee {
        name: "va_ki",
        named: &[("i8*", true), ("i32", false)],
    },
    Callee {
        name: "va_kl",
        named: &[("i8*", true), ("i64", false)],
    },
    Callee {
        name: "va_lk",
        named: &[("i64", false), ("i8*", true)],
    },
    Callee {
        name: "va_kii",
        named: &[("i8*", true), ("i32", false), ("i32", false)],
    },
];

/// The variadic argument lists, as kinds: `i` an i32, `l` an i64.
const KINDS: &[&str] = &[
    "", "i", "l", "ii", "il", "li", "iil", "lii", "ll", "iiii", "ili", "iiiiii", "lll", "iliii",
];

/// A variadic callee in the style clang emits for mips (the IR walks
/// `va_list`, an `i8*`, itself: i32 words advance by 4, an i64 first
/// rounds the pointer up to 8). It folds every argument into a hash:
/// `h = h * 1000003 + sext(v)`, starting from the named numbers.
fn callee_ir(c: &Callee) -> String {
    let mut params = Vec::new();
    let mut seed = vec!["  %s0 = add i64 0, 7".to_string()];
    for (k, (ty, is_kinds)) in c.named.iter().enumerate() {
        if *is_kinds {
            params.push(format!("{ty} %kinds"));
            seed.push(format!("  %s{} = add i64 %s{k}, 0", k + 1));
            continue;
        }
        params.push(format!("{ty} %n{k}"));
        let wide = if *ty == "i64" {
            format!("%n{k}")
        } else {
            seed.push(format!("  %w{k} = sext {ty} %n{k} to i64"));
            format!("%w{k}")
        };
        seed.push(format!("  %m{k} = mul i64 %s{k}, 1000003"));
        seed.push(format!("  %s{} = add i64 %m{k}, {wide}", k + 1));
    }
    let h0 = format!("%s{}", c.named.len());
    format!(
        r#"
define i64 @{name}({params}, ...) {{
entry:
  %ap = alloca i8*, align 4
  %ap8 = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %ap8)
{seed}
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %next]
  %h = phi i64 [{h0}, %entry], [%h2, %next]
  %kp = getelementptr i8, i8* %kinds, i32 %i
  %k = load i8, i8* %kp
  %end = icmp eq i8 %k, 0
  br i1 %end, label %done, label %body
body:
  %cur = load i8*, i8** %ap
  %isl = icmp eq i8 %k, 108
  br i1 %isl, label %long, label %int
int:
  %ni = getelementptr i8, i8* %cur, i32 4
  store i8* %ni, i8** %ap
  %pi = bitcast i8* %cur to i32*
  %vi = load i32, i32* %pi
  %vi64 = sext i32 %vi to i64
  br label %next
long:
  %c = ptrtoint i8* %cur to i32
  %c7 = add i32 %c, 7
  %ca = and i32 %c7, -8
  %al = inttoptr i32 %ca to i8*
  %nl = getelementptr i8, i8* %al, i32 8
  store i8* %nl, i8** %ap
  %pl = bitcast i8* %al to i64*
  %vl = load i64, i64* %pl
  br label %next
next:
  %v = phi i64 [%vi64, %int], [%vl, %long]
  %hm = mul i64 %h, 1000003
  %h2 = add i64 %hm, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  ret i64 %h
}}
"#,
        name = c.name,
        params = params.join(", "),
        seed = seed.join("\n"),
    )
}

/// The value of the `n`th argument of kind `kind` (distinct, signed,
/// i64s with both halves non-trivial).
fn arg_value(kind: u8, n: usize) -> i64 {
    let n = n as i64;
    match kind {
        b'i' => (-1i64).pow(n as u32) * (n * 7919 + 3),
        _ => (n + 1) * 0x1_0000_0001 - 0x7654_3210 * (n % 3),
    }
}

/// The hash a callee computes (see [`callee_ir`]).
fn expected_hash(named: &[i64], args: &[i64]) -> i64 {
    let mut h: i64 = 7;
    for &v in named.iter().chain(args) {
        h = h.wrapping_mul(1_000_003).wrapping_add(v);
    }
    h
}

/// `main` calling every callee with every argument list (the last callee
/// also through a function pointer), printing each hash; and the output
/// it must print.
fn variadic_program() -> (String, String) {
    let mut text = String::from(PUTHEX);
    text.push_str("declare void @llvm.va_start(i8*)\n");
    let mut globals = String::new();
    let mut body = String::new();
    let mut want = String::new();
    let mut tmp = 0;
    for (ki, kinds) in KINDS.iter().enumerate() {
        let len = kinds.len() + 1;
        globals.push_str(&format!(
            "@kinds{ki} = constant [{len} x i8] c\"{kinds}\\00\"\n"
        ));
    }
    for c in CALLEES {
        text.push_str(&callee_ir(c));
        for (ki, kinds) in KINDS.iter().enumerate() {
            let len = kinds.len() + 1;
            let mut named_args = Vec::new();
            let mut named_vals = Vec::new();
            for (k, (ty, is_kinds)) in c.named.iter().enumerate() {
                if *is_kinds {
                    named_args.push(format!(
                        "i8* getelementptr ([{len} x i8], [{len} x i8]* @kinds{ki}, i32 0, i32 0)"
                    ));
                } else {
                    let v = if *ty == "i64" {
                        -0x1234_5678_9abc + k as i64
                    } else {
                        -(1000 + k as i64)
                    };
                    named_args.push(format!("{ty} {v}"));
                    named_vals.push(v);
                }
            }
            let mut var_args = Vec::new();
            let mut var_vals = Vec::new();
            for (n, kind) in kinds.bytes().enumerate() {
                let v = arg_value(kind, n + ki);
                let ty = if kind == b'i' { "i32" } else { "i64" };
                var_args.push(format!("{ty} {v}"));
                var_vals.push(v);
            }
            let fn_ty = format!(
                "i64 ({}, ...)",
                c.named
                    .iter()
                    .map(|(t, _)| *t)
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            let all = named_args
                .iter()
                .chain(&var_args)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            body.push_str(&format!(
                "  %r{tmp} = call {fn_ty} @{}({all})\n  call void @puthex(i64 %r{tmp})\n",
                c.name
            ));
            want.push_str(&format!("{:016x}\n", expected_hash(&named_vals, &var_vals)));
            tmp += 1;
        }
    }
    // An indirect call of the last callee.
    let last = CALLEES.last().expect("callees");
    let fn_ty = format!(
        "i64 ({}, ...)",
        last.named
            .iter()
            .map(|(t, _)| *t)
            .collect::<Vec<_>>()
            .join(", ")
    );
    body.push_str(&format!(
        "  %fp = load {fn_ty}*, {fn_ty}** @fnptr\n  %ri = call {fn_ty} %fp(i8* getelementptr ([4 x i8], [4 x i8]* @kinds10, i32 0, i32 0), i32 5, i32 6, i32 -1, i64 -2, i32 3)\n  call void @puthex(i64 %ri)\n"
    ));
    globals.push_str(&format!("@fnptr = global {fn_ty}* @{}\n", last.name));
    want.push_str(&format!("{:016x}\n", expected_hash(&[5, 6], &[-1, -2, 3])));
    text.push_str(&globals);
    text.push_str(&format!("define i32 @main() {{\n{body}  ret i32 0\n}}\n"));
    (text, want)
}

#[test]
fn variadic_callees_read_every_argument_word() {
    let (text, want) = variadic_program();
    check_everywhere("variadic.ll", &text, &(0, want));
}

/// A VLA in a loop, as clang emits it: `llvm.stacksave` before the
/// `alloca` of a run-time size, `llvm.stackrestore` at the end of the
/// iteration. 3000 iterations of up to 12 KB each would need 18 MB of
/// stack if the stack grew; restored, it needs 12 KB.
const VLA_LOOP: &str = r#"
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)

define i32 @vla(i32 %n) {
entry:
  %keep = alloca i32
  store i32 11, i32* %keep
  br label %loop
loop:
  %i = phi i32 [1, %entry], [%i1, %fill_done]
  %s = phi i32 [0, %entry], [%s2, %fill_done]
  %sp = call i8* @llvm.stacksave()
  %a = alloca i32, i32 %i
  br label %fill
fill:
  %j = phi i32 [0, %loop], [%j1, %fill]
  %p = getelementptr i32, i32* %a, i32 %j
  %v = mul i32 %j, 3
  store i32 %v, i32* %p
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %i
  br i1 %more, label %fill, label %fill_done
fill_done:
  %lastp = getelementptr i32, i32* %a, i32 %j
  %last = load i32, i32* %lastp
  %half = sdiv i32 %i, 2
  %midp = getelementptr i32, i32* %a, i32 %half
  %mid = load i32, i32* %midp
  %s1 = add i32 %s, %last
  %s2 = add i32 %s1, %mid
  call void @llvm.stackrestore(i8* %sp)
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, %n
  br i1 %again, label %loop, label %done
done:
  %k = load i32, i32* %keep
  %r = add i32 %s2, %k
  ret i32 %r
}

define i32 @main() {
  %r = call i32 @vla(i32 3000)
  %small = call i32 @vla(i32 10)
  %ok = icmp eq i32 %small, 179
  %z = zext i1 %ok to i32
  %t = and i32 %r, 1023
  %u = shl i32 %t, 1
  %w = or i32 %u, %z
  ret i32 %w
}
"#;

/// What `vla(n)` of [`VLA_LOOP`] returns.
fn vla_result(n: i32) -> i32 {
    let mut s: i32 = 0;
    for i in 1..n {
        s = s.wrapping_add(3 * (i - 1)).wrapping_add(3 * (i / 2));
    }
    s.wrapping_add(11)
}

#[test]
fn stacksave_and_stackrestore_keep_a_vla_loop_from_growing_the_stack() {
    assert_eq!(vla_result(10), 179);
    let want = (((vla_result(3000) & 1023) << 1) | 1) as i64;
    check_everywhere("vla_loop.ll", VLA_LOOP, &(want, String::new()));
    // Without the restore the same loop overflows the stack: the test
    // above is sensitive to it.
    let leaky = VLA_LOOP.replace("  call void @llvm.stackrestore(i8* %sp)\n", "");
    let err = run("leaky.ll", &leaky, OptLevel::O0, Endian::Big).expect_err("the stack overflows");
    assert!(err.contains("stack"), "{err}");
}

/// `llvm.trap` and `llvm.debugtrap` call `abort`. Here the module defines
/// its own `abort`, which prints and returns; the `unreachable` after the
/// call then stops the machine with the trap word.
const TRAPS: &str = r#"
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare i32 @putchar(i32)

define void @abort() {
  %a = call i32 @putchar(i32 65)
  %n = call i32 @putchar(i32 10)
  ret void
}

define i32 @check(i32 %x) {
entry:
  %bad = icmp sgt i32 %x, 5
  br i1 %bad, label %trap, label %ok
trap:
  %odd = and i32 %x, 1
  %dbg = icmp eq i32 %odd, 1
  br i1 %dbg, label %debug, label %plain
debug:
  call void @llvm.debugtrap()
  unreachable
plain:
  call void @llvm.trap()
  unreachable
ok:
  %r = mul i32 %x, 2
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @check(i32 2)
  %b = call i32 @putchar(i32 79)
  %c = call i32 @putchar(i32 10)
  %d = call i32 @check(i32 MAGIC)
  ret i32 %d
}
"#;

#[test]
fn trap_and_debugtrap_call_abort() {
    for (magic, what) in [("6", "trap"), ("7", "debugtrap")] {
        let text = TRAPS.replace("MAGIC", magic);
        for endian in [Endian::Big, Endian::Little] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                let err = run("traps.ll", &text, opt, endian).expect_err("the program traps");
                assert!(
                    err.contains("illegal instruction 0xffffffff") && err.contains("\"O\\nA\\n\""),
                    "{what} {opt:?} {endian:?}: {err}"
                );
            }
        }
    }
    // Without a definition in the module, `abort` is the runtime's.
    let opts = Options::default();
    let text = "declare void @llvm.trap()\ndefine i32 @main() {\n  call void @llvm.trap()\n  unreachable\n}\n";
    let (_, compiled) = egret::compile_text("t.ll", text, &opts).expect("compiles");
    let abort = compiled
        .object
        .symbols
        .iter()
        .find(|s| s.name == "abort")
        .expect("a reference to abort");
    assert!(
        abort.section.is_none(),
        "abort stays undefined in the object"
    );
}

/// `text` parsed, with the `target triple` a C front end would give it
/// (set here directly: the parser does not record it yet).
fn parse_with_triple(name: &str, text: &str, triple: Option<&str>) -> egret::llvmlite::Module {
    let (mut module, _) = egret::parse_text(name, text).expect("parses");
    module.target.triple = triple.map(str::to_string);
    module.target.big_endian = triple.map(|t| !t.starts_with("mipsel"));
    module
}

const PRINTS: &str = r#"
@fmt = constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(i8*, ...)
define i32 @main() {
  %f = getelementptr [5 x i8], [5 x i8]* @fmt, i32 0, i32 0
  %n = call i32 (i8*, ...) @printf(i8* %f, i64 -5000000000)
  ret i32 0
}
"#;

#[test]
fn llvmlite_printf_calls_the_lp64_formatter() {
    let symbols = |triple: Option<&str>| -> Vec<String> {
        let module = parse_with_triple("p.ll", PRINTS, triple);
        let compiled = egret::compile(&module, &Options::default()).expect("compiles");
        let object = compiled.object;
        object
            .symbols
            .iter()
            .filter(|s| s.section.is_none() && !s.name.is_empty())
            .map(|s| s.name.clone())
            .collect()
    };
    // LLVMlite flavour (no triple, no datalayout): the 64-bit `%ld`.
    assert_eq!(symbols(None), ["__egret_printf_lp64"]);
    // C flavour: the C library's own `printf`.
    assert_eq!(symbols(Some("mips-unknown-linux-gnu")), ["printf"]);
    // And the LLVMlite program still prints its i64.
    for opt in [OptLevel::O0, OptLevel::O2] {
        let got = run("p.ll", PRINTS, opt, Endian::Little).expect("runs");
        assert_eq!(got, (0, "-5000000000\n".to_string()));
    }
}

#[test]
fn the_module_chooses_the_byte_order_and_a_contradicting_target_is_an_error() {
    let text = "define i32 @main() {\n  ret i32 3\n}\n";
    let be = parse_with_triple("be.ll", text, Some("mips-unknown-linux-gnu"));
    let le = parse_with_triple("le.ll", text, Some("mipsel-unknown-linux-gnu"));
    let plain = parse_with_triple("plain.ll", text, None);
    assert_eq!(
        egret::endian_for_module("le.ll", &le, None),
        Ok(Endian::Little)
    );
    assert_eq!(
        egret::endian_for_module("le.ll", &le, Some(Endian::Little)),
        Ok(Endian::Little)
    );
    assert_eq!(
        egret::endian_for_module("be.ll", &be, None),
        Ok(Endian::Big)
    );
    assert_eq!(
        egret::endian_for_module("plain.ll", &plain, Some(Endian::Little)),
        Ok(Endian::Little)
    );
    assert_eq!(
        egret::endian_for_module("be.ll", &be, Some(Endian::Little))
            .unwrap_err()
            .to_string(),
        "be.ll: error: --target cpu0el contradicts the module's target triple \"mips-unknown-linux-gnu\""
    );
    // The library compiles a module for its own byte order; linking and
    // running follow the object.
    let compiled = egret::compile(&le, &Options::default()).expect("compiles");
    assert_eq!(compiled.object.endian, Endian::Little);
    let exe = egret::link_with_runtime(&[compiled.object], Target::default()).expect("links");
    assert_eq!(exe.endian, Endian::Little);
    let run = egret::run_executable(&exe, &["le.ll".into()], &RunOptions::new(Target::default()))
        .expect("runs");
    assert_eq!(run.ret, 3);
    // The JIT's memory has one byte order.
    let mut jit = egret::jit::Jit::new(egret::jit::JitOptions::default());
    let err = jit.add_module(le).unwrap_err().to_string();
    assert!(
        err.contains("contradicts the module's target triple"),
        "{err}"
    );
}

/// Compiles `module` at `opt` for `endian` with assembly `asm` linked in,
/// runs it: `main`'s result.
fn run_with_asm(module: &egret::llvmlite::Module, asm: &str, opt: OptLevel, endian: Endian) -> i64 {
    let opts = test_options(opt, endian);
    let target = opts.target;
    let compiled = egret::compile(module, &opts).expect("compiles");
    let asm_opts = egret::cpu0::asm::AsmOptions {
        endian,
        level: IsaLevel::Cpu032II,
    };
    let helper = egret::cpu0::asm::assemble(asm, "raw.s", &asm_opts).expect("assembles");
    let exe = egret::link_with_runtime(&[compiled.object, helper], target).expect("links");
    egret::run_executable(&exe, &["m.ll".into()], &RunOptions::new(target))
        .expect("runs")
        .ret
}

/// `raw` returns its first argument register as it arrives.
const RAW: &str = ".text\n.globl raw\nraw:\n\taddu\t$2, $4, $zero\n\tret\t$lr\n\tnop\n";

const EXT_CALLS: &str = r#"
declare i32 @raw(i8)
define i32 @main(i32 %argc) {
  %w = add i32 %argc, 508
  %b = trunc i32 %w to i8
  %r = call i32 @raw(i8 %b)
  %k = call i32 @raw(i8 -3)
  %s = add i32 %r, %k
  ret i32 %s
}
"#;

#[test]
fn callers_extend_signext_and_zeroext_arguments() {
    use egret::llvmlite::{Ext, ParamAttrs};
    // argc is 1: %b holds 0x1FD in its register, i8 -3.
    for (ext, want) in [(Some(Ext::Sign), -6), (Some(Ext::Zero), 506)] {
        let (mut module, _) = egret::parse_text("m.ll", EXT_CALLS).expect("parses");
        let raw = module
            .funcs
            .iter()
            .find(|(_, f)| f.name == "raw")
            .map(|(r, _)| r)
            .expect("raw");
        module.funcs[raw].param_attrs = vec![ParamAttrs {
            ext,
            ..ParamAttrs::default()
        }];
        for endian in [Endian::Big, Endian::Little] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                let got = run_with_asm(&module, RAW, opt, endian);
                assert_eq!(got, want, "{ext:?} {opt:?} {endian:?}");
            }
        }
    }
}

const EXT_RESULTS: &str = r#"
define i8 @narrow(i32 %x) {
  %t = trunc i32 %x to i8
  ret i8 %t
}
define void @fill(i32* %p) {
  store i32 7, i32* %p
  ret void
}
define i32 @main(i32 %argc) {
  %w = add i32 %argc, 508
  %f = bitcast i8 (i32)* @narrow to i32 (i32)*
  %r = call i32 %f(i32 %w)
  %slot = alloca i32
  %g = bitcast void (i32*)* @fill to i32* (i32*)*
  %back = call i32* %g(i32* %slot)
  %same = icmp eq i32* %back, %slot
  %v = load i32, i32* %slot
  %ok = select i1 %same, i32 %v, i32 1000
  %s = add i32 %r, %ok
  ret i32 %s
}
"#;

#[test]
fn callees_extend_results_and_return_the_sret_pointer() {
    use egret::llvmlite::{Ext, ParamAttrs};
    for (ext, want) in [(Ext::Sign, -3 + 7), (Ext::Zero, 253 + 7)] {
        let (mut module, _) = egret::parse_text("m.ll", EXT_RESULTS).expect("parses");
        let named = |m: &egret::llvmlite::Module, n: &str| {
            m.funcs
                .iter()
                .find(|(_, f)| f.name == n)
                .map(|(r, _)| r)
                .expect("defined")
        };
        let (narrow, fill) = (named(&module, "narrow"), named(&module, "fill"));
        module.funcs[narrow].ret_ext = Some(ext);
        let i32_ty = module.types.int(32);
        module.funcs[fill].param_attrs = vec![ParamAttrs {
            sret: Some(i32_ty),
            ..ParamAttrs::default()
        }];
        for endian in [Endian::Big, Endian::Little] {
            for opt in [OptLevel::O0, OptLevel::O2] {
                let got = run_with_asm(&module, "", opt, endian);
                assert_eq!(got, want, "{ext:?} {opt:?} {endian:?}");
            }
        }
    }
}

/// The function or global `name` of `module`, for patching what the
/// parser does not record yet (linkages, aliases, sections).
fn func_ref(m: &egret::llvmlite::Module, name: &str) -> egret::llvmlite::FuncRef {
    m.funcs
        .iter()
        .find(|(_, f)| f.name == name)
        .map(|(r, _)| r)
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn global_ref(m: &egret::llvmlite::Module, name: &str) -> egret::llvmlite::GlobalRef {
    m.globals
        .iter()
        .find(|(_, g)| g.name == name)
        .map(|(r, _)| r)
        .unwrap_or_else(|| panic!("no global {name}"))
}

/// Weak, common and extern_weak symbols, an alias, a section and an
/// alignment, and constructors/destructors, in the module that `main`
/// lives in.
const LINKAGES: &str = r#"
declare i32 @putchar(i32)
@value = global i32 1
@common = global i32 0
@maybe = external global i32
@placed = global i32 9
@order = global i32 0
@llvm.global_ctors = global [3 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @ctor_late, i8* null }, { i32, void ()*, i8* } { i32 200, void ()* @ctor_early, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @ctor_last, i8* null }]
@llvm.global_dtors = global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 300, void ()* @dtor_a, i8* null }, { i32, void ()*, i8* } { i32 65535, void ()* @dtor_b, i8* null }]

define i32 @pick() {
  ret i32 1
}

define void @step(i32 %digit) {
  %o = load i32, i32* @order
  %o10 = mul i32 %o, 10
  %n = add i32 %o10, %digit
  store i32 %n, i32* @order
  ret void
}
define void @ctor_early() {
  call void @step(i32 1)
  ret void
}
define void @ctor_late() {
  call void @step(i32 2)
  ret void
}
define void @ctor_last() {
  call void @step(i32 3)
  ret void
}
define void @dtor_a() {
  %c = call i32 @putchar(i32 97)
  ret void
}
define void @dtor_b() {
  %c = call i32 @putchar(i32 98)
  ret void
}

define i32 @main() {
  %v = load i32, i32* @value
  %p = call i32 @pick()
  %c = load i32, i32* @common
  %null = icmp eq i32* @maybe, null
  %n = zext i1 %null to i32
  %o = load i32, i32* @order
  %r1 = mul i32 %v, 10
  %r2 = add i32 %r1, %p
  %r3 = mul i32 %r2, 10
  %r4 = add i32 %r3, %c
  %r5 = mul i32 %r4, 10
  %r6 = add i32 %r5, %n
  %r7 = mul i32 %r6, 1000
  %r8 = add i32 %r7, %o
  %m = call i32 @putchar(i32 109)
  ret i32 %r8
}
"#;

/// Strong definitions of what [`LINKAGES`] defines weakly, and a reader of
/// its alias.
const STRONG: &str = r#"
@value = global i32 2
@common = global i32 5
@value_alias = external global i32
define i32 @pick() {
  ret i32 2
}
define i32 @through_alias() {
  %v = load i32, i32* @value_alias
  ret i32 %v
}
"#;

fn linkages_module() -> egret::llvmlite::Module {
    use egret::llvmlite::{AliasData, ConstInit, Linkage};
    let (mut m, _) = egret::parse_text("linkages.ll", LINKAGES).expect("parses");
    let value = global_ref(&m, "value");
    m.globals[value].linkage = Linkage::Weak;
    let common = global_ref(&m, "common");
    m.globals[common].linkage = Linkage::Common;
    let maybe = global_ref(&m, "maybe");
    m.globals[maybe].linkage = Linkage::ExternWeak;
    let placed = global_ref(&m, "placed");
    m.globals[placed].section = Some(".mydata".into());
    m.globals[placed].align = Some(64);
    for name in ["llvm.global_ctors", "llvm.global_dtors"] {
        let g = global_ref(&m, name);
        m.globals[g].linkage = Linkage::Appending;
    }
    let pick = func_ref(&m, "pick");
    m.funcs[pick].linkage = Linkage::Weak;
    let ty = m.globals[value].ty;
    m.aliases.push(AliasData {
        name: "value_alias".into(),
        ty,
        target: ConstInit::GlobalAddr(value, 0),
        linkage: Linkage::External,
        loc: Default::default(),
    });
    m
}

#[test]
fn linkages_aliases_sections_and_structors_link_and_run() {
    let weak = linkages_module();
    let (strong, _) = egret::parse_text("strong.ll", STRONG).expect("parses");
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::O0, OptLevel::O2] {
            let target = Target {
                endian,
                isa: IsaLevel::Cpu032II,
            };
            let opts = Options {
                opt,
                target,
                debug_info: false,
                debug_paths: Default::default(),
                check_regalloc: true,
            };
            // (The backend alone: the mid-end's inliner does not know yet
            // that a weak definition may be replaced.)
            let a = egret::compile_optimized(&weak, &opts)
                .expect("compiles")
                .object;
            let b = egret::compile_optimized(&strong, &opts)
                .expect("compiles")
                .object;
            let run = |objects: &[egret::cpu0::object::ObjectFile]| {
                let exe = egret::link_with_runtime(objects, target).expect("links");
                let placed = exe.symbols.address("placed").expect("placed");
                assert_eq!(placed % 64, 0, "align 64");
                // The alias names the weak module's own storage (as in
                // ELF), which is `value` when nothing replaces it.
                if objects.len() == 1 {
                    assert_eq!(
                        exe.symbols.address("value_alias"),
                        exe.symbols.address("value"),
                        "the alias is the value's address"
                    );
                }
                let out = egret::run_executable(&exe, &["l.ll".into()], &RunOptions::new(target))
                    .expect("runs");
                (out.ret, String::from_utf8_lossy(&out.output).into_owned())
            };
            let cfg = format!("{opt:?} {endian:?}");
            // Alone: the weak definitions, common zero, maybe null; the
            // constructors by priority (200, then the two 65535 in order);
            // the destructors after main, last to first.
            assert_eq!(
                run(std::slice::from_ref(&a)),
                (1_101_123, "mba".into()),
                "{cfg}"
            );
            // With strong definitions: they win, also for the weak
            // module's own uses (its call of `pick` is not bound early).
            assert_eq!(
                run(&[a.clone(), b.clone()]),
                (2_251_123, "mba".into()),
                "{cfg}"
            );
            assert_eq!(run(&[b, a]), (2_251_123, "mba".into()), "{cfg}");
        }
    }
    // The object itself: weak bindings, the section, the arrays.
    let obj = egret::compile(&weak, &Options::default())
        .expect("compiles")
        .object;
    use egret::cpu0::object::Binding;
    let binding = |n: &str| {
        obj.symbols
            .iter()
            .find(|s| s.name == n)
            .map(|s| (s.binding, s.section.is_some()))
    };
    assert_eq!(binding("value"), Some((Binding::Weak, true)));
    assert_eq!(binding("common"), Some((Binding::Weak, true)));
    assert_eq!(binding("pick"), Some((Binding::Weak, true)));
    assert_eq!(binding("maybe"), Some((Binding::Weak, false)));
    assert_eq!(binding("value_alias"), Some((Binding::Global, true)));
    let names: Vec<&str> = obj.sections.iter().map(|s| s.name.as_str()).collect();
    for s in [
        ".mydata",
        ".init_array",
        ".init_array.00200",
        ".fini_array",
        ".fini_array.00300",
    ] {
        assert!(names.contains(&s), "{s} in {names:?}");
    }
}
