//! The `llvm.*` intrinsic functions egret knows: one table that the verifier,
//! the interpreter and the back end consult.
//!
//! LLVM names its built-in operations `@llvm.FAMILY.SUFFIXES` (for example
//! `@llvm.memcpy.p0i8.p0i8.i64`, the suffixes naming the overloaded types).
//! Such a function has no definition anywhere: a compiler either implements
//! it or cannot compile the call. egret implements the families in
//! [`INTRINSICS`]; the verifier rejects a call to (or any use of) another
//! `llvm.*` function, so `check` fails on exactly what no later stage could
//! handle, at the call's `file:line:col`. Debug-info intrinsics
//! (`llvm.dbg.*`) never reach the IR: the parser drops their declarations and
//! calls.

use crate::types::{Ty, TyData, TypeStore};

/// What an intrinsic does (how the interpreter and the back end run it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntrinsicKind {
    /// `llvm.memcpy.*` and `llvm.memmove.*`: `(i8* dst, i8* src, iN len, ...)`
    /// copies `len` bytes (overlap allowed).
    MemCopy,
    /// `llvm.memset.*`: `(i8* dst, i8 value, iN len, ...)` fills `len` bytes.
    MemSet,
}

/// One family of intrinsics egret implements.
#[derive(Copy, Clone, Debug)]
pub struct Intrinsic {
    /// The name without suffixes, e.g. `llvm.memcpy`.
    pub family: &'static str,
    /// What it does.
    pub kind: IntrinsicKind,
    /// Its LLVM signature, for messages.
    pub signature: &'static str,
}

/// Every intrinsic family egret implements.
pub const INTRINSICS: &[Intrinsic] = &[
    Intrinsic {
        family: "llvm.memcpy",
        kind: IntrinsicKind::MemCopy,
        signature: "void (i8*, i8*, iN, i1)",
    },
    Intrinsic {
        family: "llvm.memmove",
        kind: IntrinsicKind::MemCopy,
        signature: "void (i8*, i8*, iN, i1)",
    },
    Intrinsic {
        family: "llvm.memset",
        kind: IntrinsicKind::MemSet,
        signature: "void (i8*, i8, iN, i1)",
    },
];

/// Whether `name` (without `@`) is in LLVM's reserved intrinsic namespace.
pub fn is_intrinsic_name(name: &str) -> bool {
    name.starts_with("llvm.")
}

/// The family `name` belongs to, if egret implements it: the family name
/// itself or followed by `.` and type suffixes.
pub fn lookup(name: &str) -> Option<&'static Intrinsic> {
    INTRINSICS.iter().find(|i| {
        name.strip_prefix(i.family)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    })
}

/// The supported families as a list for messages: `llvm.memcpy.*, ...`.
pub fn supported_list() -> String {
    let names: Vec<String> = INTRINSICS
        .iter()
        .map(|i| format!("{}.*", i.family))
        .collect();
    names.join(", ")
}

/// Why a use of the undefined function `name` of type `fn_ty` cannot be
/// run, if it is an intrinsic: unknown to egret, or declared with a type
/// its family does not have. `None` for other names and good declarations.
pub fn check_declaration(types: &TypeStore, name: &str, fn_ty: Ty) -> Option<String> {
    if !is_intrinsic_name(name) {
        return None;
    }
    let Some(intrinsic) = lookup(name) else {
        return Some(format!(
            "unknown intrinsic `@{name}`; egret supports: {}",
            supported_list()
        ));
    };
    if signature_fits(types, intrinsic.kind, fn_ty) {
        return None;
    }
    Some(format!(
        "intrinsic `@{name}` has type `{}`; expected `{}`",
        types.display(fn_ty),
        intrinsic.signature
    ))
}

/// Whether `fn_ty` has the shape the interpreter and the back end assume:
/// a `void` function of at least a pointer, a pointer (or `i8` for
/// `memset`) and an integer length (older LLVM adds an `i32` alignment).
fn signature_fits(types: &TypeStore, kind: IntrinsicKind, fn_ty: Ty) -> bool {
    let TyData::Func {
        ret,
        params,
        varargs: false,
    } = types.kind(fn_ty)
    else {
        return false;
    };
    let is_ptr = |t: Ty| types.pointee(t).is_some();
    let is_int = |t: Ty| types.int_bits(t).is_some();
    let second_ok = |t: Ty| match kind {
        IntrinsicKind::MemCopy => is_ptr(t),
        IntrinsicKind::MemSet => types.int_bits(t) == Some(8),
    };
    *ret == Ty::VOID
        && params.len() >= 3
        && is_ptr(params[0])
        && second_ok(params[1])
        && is_int(params[2])
        && params[3..].iter().all(|&t| is_int(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_match_with_and_without_suffixes() {
        assert_eq!(
            lookup("llvm.memcpy.p0i8.p0i8.i64").map(|i| i.kind),
            Some(IntrinsicKind::MemCopy)
        );
        assert_eq!(
            lookup("llvm.memset").map(|i| i.kind),
            Some(IntrinsicKind::MemSet)
        );
        assert!(lookup("llvm.memcpyx.i32").is_none());
        assert!(lookup("llvm.umin.i32").is_none());
        assert!(lookup("memcpy").is_none());
    }

    #[test]
    fn unknown_intrinsics_are_named_with_the_supported_list() {
        let mut types = TypeStore::new();
        let f = types.func(Ty::I32, vec![Ty::I32, Ty::I32], false);
        let msg = check_declaration(&types, "llvm.umin.i32", f).expect("rejected");
        assert_eq!(
            msg,
            "unknown intrinsic `@llvm.umin.i32`; egret supports: \
             llvm.memcpy.*, llvm.memmove.*, llvm.memset.*"
        );
        assert!(check_declaration(&types, "umin", f).is_none());
    }

    #[test]
    fn known_intrinsics_must_have_their_shape() {
        let mut types = TypeStore::new();
        let p = types.ptr(Ty::I8);
        let good = types.func(Ty::VOID, vec![p, p, Ty::I64, Ty::I1], false);
        assert!(check_declaration(&types, "llvm.memcpy.p0i8.p0i8.i64", good).is_none());
        let set = types.func(Ty::VOID, vec![p, Ty::I8, Ty::I32, Ty::I1], false);
        assert!(check_declaration(&types, "llvm.memset.p0i8.i32", set).is_none());
        let bad = types.func(Ty::I32, vec![p, p], false);
        let msg = check_declaration(&types, "llvm.memmove.x", bad).expect("rejected");
        assert!(msg.contains("expected `void (i8*, i8*, iN, i1)`"), "{msg}");
    }

    #[test]
    fn the_verifier_rejects_calls_of_unknown_intrinsics_where_they_are() {
        let src = "define i32 @main() {\n  %r = call i32 @llvm.foo.i32(i32 3)\n  ret i32 %r\n}\n";
        let errors = crate::parse("t.ll", src).expect_err("unknown intrinsic");
        let e = errors.iter().find(|d| d.is_error()).expect("an error");
        assert_eq!(
            e.to_string(),
            "2:3: error: in `@main`: unknown intrinsic `@llvm.foo.i32`; \
             egret supports: llvm.memcpy.*, llvm.memmove.*, llvm.memset.*"
        );
    }

    #[test]
    fn supported_intrinsics_verify_and_run() {
        let src = "declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)\n\
                   define i32 @main() {\n\
                   %a = alloca i32\n\
                   %p = bitcast i32* %a to i8*\n\
                   call void @llvm.memset.p0i8.i32(i8* %p, i8 1, i32 4, i1 false)\n\
                   %v = load i32, i32* %a\n\
                   ret i32 %v\n}\n";
        let (m, _) = crate::parse("t.ll", src).unwrap_or_else(|d| panic!("{}", d[0]));
        let out = crate::interp::run_main(&m, &crate::interp::InterpConfig::default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.ret, 0x0101_0101);
    }
}
