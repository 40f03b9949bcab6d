//! The typed JIT API: `Jit::get_fn::<(A, ...), R>` checks the Rust types
//! against the IR signature when the handle is made (arity, every width,
//! the result type), and the untyped `Jit::call` refuses an argument that
//! does not fit its parameter instead of cutting its bits.

use egret::Error;
use egret::jit::{Jit, JitOptions};

const SRC: &str = "
define i64 @f(i64 %a, i32 %b) {
  %b64 = sext i32 %b to i64
  %r = add i64 %a, %b64
  ret i64 %r
}
define void @nothing() {
  ret void
}
define i1 @is_null(i8* %p) {
  %r = icmp eq i8* %p, null
  ret i1 %r
}
define i8 @low(i16 %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}
";

fn jit() -> Jit {
    let mut jit = Jit::new(JitOptions::default());
    jit.add_ir(SRC).expect("the module loads");
    jit
}

fn signature_error(e: Error) -> (String, String, String) {
    match e {
        Error::Signature {
            function,
            expected,
            found,
        } => (function, expected, found),
        other => panic!("not a signature error: {other}"),
    }
}

#[test]
fn a_matching_signature_calls_with_rust_types() {
    let mut jit = jit();
    let f = jit.get_fn::<(i64, i32), i64>("f").expect("matches");
    assert_eq!(
        f.call(&mut jit, (1 << 40, -1)).expect("runs"),
        (1 << 40) - 1
    );
    assert_eq!(f.signature().to_string(), "i64 (i64, i32)");
    let nothing = jit.get_fn::<(), ()>("nothing").expect("matches");
    nothing.call(&mut jit, ()).expect("runs");
    let is_null = jit.get_fn::<(u32,), bool>("is_null").expect("matches");
    assert!(is_null.call(&mut jit, (0,)).expect("runs"));
    assert!(!is_null.call(&mut jit, (0x100,)).expect("runs"));
    let low = jit.get_fn::<(i16,), i8>("low").expect("matches");
    assert_eq!(low.call(&mut jit, (0x1ff,)).expect("runs"), -1);
}

#[test]
fn a_wrong_signature_is_refused_at_lookup_naming_both() {
    let jit = jit();
    // Width of a parameter.
    let (function, expected, found) =
        signature_error(jit.get_fn::<(i64, i64), i64>("f").unwrap_err());
    assert_eq!(function, "f");
    assert_eq!(expected, "i64 (i64, i32)");
    assert_eq!(found, "i64 (i64, i64)");
    // Arity.
    let (_, _, found) = signature_error(jit.get_fn::<(i64,), i64>("f").unwrap_err());
    assert_eq!(found, "i64 (i64)");
    // Result type, and void against a value.
    let (_, _, found) = signature_error(jit.get_fn::<(i64, i32), i32>("f").unwrap_err());
    assert_eq!(found, "i32 (i64, i32)");
    let e = jit.get_fn::<(), i64>("nothing").unwrap_err();
    assert_eq!(
        e.to_string(),
        "`nothing` has type void (), but the typed handle asks for i64 ()"
    );
    // A pointer is not an i32.
    assert!(matches!(
        jit.get_fn::<(i32,), bool>("is_null"),
        Err(Error::Signature { .. })
    ));
    // A name nothing defines.
    let e = jit.get_fn::<(), ()>("missing").unwrap_err();
    assert_eq!(e, Error::UndefinedSymbol("missing".into()));
    assert_eq!(e.to_string(), "undefined symbol `missing`");
}

#[test]
fn the_untyped_call_refuses_an_argument_that_does_not_fit() {
    let mut jit = jit();
    // Before: `1 << 40` for the i32 parameter was cut to 0 without a word.
    let e = jit.call("f", &[5, 1 << 40]).unwrap_err();
    assert!(matches!(e, Error::Call(_)), "{e:?}");
    assert_eq!(
        e.to_string(),
        "`f` has type i64 (i64, i32): argument 2 is 1099511627776, which does not fit in i32"
    );
    // Values that fit, read as signed or unsigned, still pass.
    assert_eq!(jit.call("f", &[5, -1]).expect("fits"), 4);
    assert_eq!(jit.call("f", &[5, 0xFFFF_FFFF]).expect("fits"), 4);
    assert!(jit.call("is_null", &[-1]).is_err(), "a negative address");
    assert!(jit.call("low", &[0x1_0000]).is_err(), "17 bits for an i16");
}

#[test]
fn a_redefinition_with_another_signature_fails_the_old_handle() {
    let mut jit = jit();
    let f = jit.get_fn::<(i64, i32), i64>("f").expect("matches");
    jit.add_ir("define i64 @f(i64 %a) {\n  ret i64 %a\n}\n")
        .expect("redefines");
    let (_, expected, found) = signature_error(f.call(&mut jit, (1, 2)).unwrap_err());
    assert_eq!(
        (expected.as_str(), found.as_str()),
        ("i64 (i64)", "i64 (i64, i32)")
    );
    let g = jit.get_fn::<(i64,), i64>("f").expect("the new signature");
    assert_eq!(g.call(&mut jit, (9,)).expect("runs"), 9);
}
