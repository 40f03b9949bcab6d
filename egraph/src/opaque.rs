//! The mid-end works on opaque pointers only.
//!
//! Before the first pass, [`run`] gives every pointer-typed value of a
//! function the one type `ptr`, so a typed-pointer module (LLVMlite, clang
//! ≤ 14) reaches the passes in the same form as the opaque-pointer IR of
//! clang ≥ 15: no pass can read, or be misled by, a pointee type, and the
//! same program optimises the same way whichever pointer types it was
//! written with. Bitcasts between pointers become `bitcast ptr to ptr` and
//! are removed. The types that only describe memory — the element type of a
//! `getelementptr`, the allocated type of an `alloca` — keep their layout,
//! and become `ptr` where they are themselves pointer types. Signatures
//! (function types, at definitions and calls) stay as written: a typed
//! pointer and `ptr` are equivalent there, and lowering and the ABI read
//! only that a parameter is a pointer.

use egret_llvmlite::{CastOp, Function, InstData, Ty, TypeStore};
use rustc_hash::FxHashMap as HashMap;

/// Makes the pointers of `f` opaque: every pointer-typed value and every
/// pointer element type becomes `ptr` (`types`' interned opaque pointer)
/// and bitcasts between pointers disappear. Returns whether anything
/// changed.
pub fn run(f: &mut Function, types: &TypeStore, ptr: Ty) -> bool {
    let opaque = |t: Ty| if types.is_ptr(t) { ptr } else { t };
    let mut changed = false;
    if f.values.values().any(|vd| opaque(vd.ty) != vd.ty) {
        f.retype_values(opaque);
        changed = true;
    }
    let mut copies = HashMap::default();
    for &b in &f.layout {
        for &i in &f.blocks[b].insts {
            if let InstData::Cast {
                op: CastOp::Bitcast,
                arg,
            } = f.insts[i]
                && types.is_ptr(f.value_type(arg))
                && let Some(r) = f.inst_result(i)
            {
                copies.insert(r, arg);
            }
            if let InstData::Gep { elem_ty: t, .. } | InstData::Alloca { ty: t, .. } =
                &mut f.insts[i]
                && opaque(*t) != *t
            {
                *t = ptr;
                changed = true;
            }
        }
    }
    if copies.is_empty() {
        return changed;
    }
    f.replace_uses(&copies);
    for &b in &f.layout {
        f.blocks[b].insts.retain(|&i| {
            let copy = f.results[i]
                .expand()
                .is_some_and(|r| copies.contains_key(&r));
            !copy
        });
    }
    true
}

#[cfg(test)]
mod tests {
    use crate::testutil::{assert_valid, check_same_behaviour, parse_fn};
    use egret_llvmlite::printer;

    const TYPED: &str = r#"
%pair = type { i32, i8* }
@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
define i32 @main() {
entry:
  %slot = alloca i8*
  %a = bitcast [4 x i32]* @g to i8*
  store i8* %a, i8** %slot
  %p = load i8*, i8** %slot
  %q = bitcast i8* %p to i32*
  %e = getelementptr i32, i32* %q, i32 2
  %x = load i32, i32* %e
  %n = getelementptr i8*, i8** %slot, i32 0
  %same = icmp eq i8** %n, null
  %z = zext i1 %same to i32
  %r = add i32 %x, %z
  ret i32 %r
}
"#;

    #[test]
    fn the_module_behaves_the_same_and_has_no_typed_pointer_values() {
        let (mut m, fr) = parse_fn(TYPED);
        let ptr = m.types.opaque_ptr();
        let before = m.clone();
        let mut body = m.funcs[fr].body.take().expect("defined");
        assert!(super::run(&mut body, &m.types, ptr));
        assert!(!super::run(&mut body, &m.types, ptr), "idempotent");
        for vd in body.values.values() {
            assert!(!m.types.is_ptr(vd.ty) || vd.ty == ptr);
        }
        m.funcs[fr].body = Some(body);
        assert_valid(&m);
        let text = printer::print_module(&m);
        assert!(!text.contains("bitcast"), "{text}");
        assert!(text.contains("alloca ptr"), "{text}");
        assert!(text.contains("getelementptr ptr, ptr %slot"), "{text}");
        check_same_behaviour(&before, &m);
    }
}
