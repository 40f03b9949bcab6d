//! The intrinsics the legalizer leaves to the backend (`llvm.va_start`,
//! `llvm.stacksave`/`llvm.stackrestore`, `llvm.trap`/`llvm.debugtrap`):
//! the code each becomes, run on every target configuration, and the error
//! for one the legalizer should have expanded.

mod common;

use common::{TARGETS, compile, parse, run};
use egret_lower::{CompileOptions, asm::module_to_asm, compile_module};

/// The instruction lines of `func` in the `-S` output of `ir` for the
/// first target.
fn asm_lines(ir: &str, func: &str) -> Vec<String> {
    let target = TARGETS[0];
    let module = parse(ir);
    let opts = CompileOptions {
        target,
        ..CompileOptions::default()
    };
    let compiled = compile_module(&module, &opts).unwrap_or_else(|e| panic!("{}", e[0]));
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

/// A variadic function with one named word reading its `k`th variadic
/// word: the first is `$a1`, stored into its home slot at entry; the
/// others arrive on the stack.
const VA_PICK: &str = r#"
declare void @llvm.va_start(i8*)

define i32 @pick(i32 %k, ...) {
entry:
  %ap = alloca i8*
  %ap8 = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  %base = load i8*, i8** %ap
  %words = bitcast i8* %base to i32*
  %p = getelementptr i32, i32* %words, i32 %k
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @main() {
  %a = call i32 (i32, ...) @pick(i32 0, i32 40, i32 2, i32 3)
  %b = call i32 (i32, ...) @pick(i32 2, i32 40, i32 2, i32 300)
  %s = add i32 %a, %b
  ret i32 %s
}
"#;

#[test]
fn va_start_stores_a1_home_and_points_at_it() {
    let lines = asm_lines(VA_PICK, "pick");
    // `$a1` goes to incoming $sp + 4 and `ap` gets that address; `$a0`
    // (the named `k`) is not stored.
    let frame: i32 = lines
        .iter()
        .find_map(|l| l.strip_prefix("addiu $sp, $sp, -"))
        .map_or(0, |n| n.parse().expect("frame size"));
    assert!(
        lines.contains(&format!("st $5, {}($sp)", frame + 4)),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.ends_with(&format!(", $sp, {}", frame + 4)) && l.starts_with("addiu")),
        "{lines:#?}"
    );
    assert!(!lines.iter().any(|l| l.starts_with("st $4")), "{lines:#?}");
    for target in TARGETS {
        let (ret, _) = run(&compile(VA_PICK, target, &[]), target);
        assert_eq!(ret, 340, "{target:?}");
    }
}

/// `llvm.stacksave` reads `$sp`, `llvm.stackrestore` writes it back, and
/// the function keeps a frame pointer.
const STACK_SAVE: &str = r#"
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)

define i32 @twice(i32 %n) {
entry:
  %sp = call i8* @llvm.stacksave()
  %a = alloca i32, i32 %n
  store i32 %n, i32* %a
  %x = load i32, i32* %a
  call void @llvm.stackrestore(i8* %sp)
  %sp2 = call i8* @llvm.stacksave()
  %same = icmp eq i8* %sp, %sp2
  %z = zext i1 %same to i32
  %r = add i32 %x, %z
  ret i32 %r
}

define i32 @main() {
  %r = call i32 @twice(i32 41)
  ret i32 %r
}
"#;

#[test]
fn stacksave_and_stackrestore_move_sp_through_a_register() {
    let lines = asm_lines(STACK_SAVE, "twice");
    // (`-S` prints `addu rd, rs, $zero` as `move rd, rs`.)
    let moves_sp = |l: &&String| l.starts_with("move $sp, $") && l.as_str() != "move $sp, $fp";
    assert_eq!(lines.iter().filter(moves_sp).count(), 1, "{lines:#?}");
    let reads_sp = |l: &&String| l.starts_with("move $") && l.ends_with(", $sp");
    assert_eq!(lines.iter().filter(reads_sp).count(), 3, "{lines:#?}");
    assert!(lines.contains(&"move $fp, $sp".to_string()), "{lines:#?}");
    for target in TARGETS {
        let (ret, _) = run(&compile(STACK_SAVE, target, &[]), target);
        assert_eq!(ret, 42, "{target:?}");
    }
}

#[test]
fn trap_is_a_call_of_abort() {
    let ir = "declare void @llvm.debugtrap()\ndefine void @f() {\n  call void @llvm.debugtrap()\n  unreachable\n}\n";
    let lines = asm_lines(ir, "f");
    assert!(lines.contains(&"jsub abort".to_string()), "{lines:#?}");
}

#[test]
fn an_intrinsic_the_legalizer_expands_is_an_error_at_its_call() {
    let ir = "declare i32 @llvm.smax.i32(i32, i32)\ndefine i32 @f(i32 %a) {\n  %m = call i32 @llvm.smax.i32(i32 %a, i32 0)\n  ret i32 %m\n}\n";
    let module = parse(ir);
    let errors = compile_module(&module, &CompileOptions::default()).expect_err("not legal");
    let message = errors[0].to_string();
    assert!(
        message.starts_with("3:3: error")
            && message.contains("not legalized for Cpu0")
            && message.contains("`@llvm.smax.i32`"),
        "{message}"
    );
}

#[test]
fn a_module_the_legalizer_has_not_seen_is_refused_not_an_internal_error() {
    let ir = "define i48 @f(i48 %a) {\n  %b = add i48 %a, 1\n  ret i48 %b\n}\n";
    let module = parse(ir);
    let errors = compile_module(&module, &CompileOptions::default()).expect_err("not legal");
    let message = errors[0].to_string();
    assert!(
        message.contains("not legalized for Cpu0") && !message.contains("internal compiler error"),
        "{message}"
    );
}
