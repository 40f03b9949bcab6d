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

/// What an intrinsic does (how the interpreter, the legalizer and the back
/// end run it). `iN` below is any integer type the call is overloaded on;
/// `ptr` any pointer type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntrinsicKind {
    /// `llvm.memcpy.*`: `void (ptr dst, ptr src, iN len, i1 volatile)` copies
    /// `len` bytes (the regions must not overlap; egret allows it anyway).
    MemCopy,
    /// `llvm.memmove.*`: as `MemCopy`, overlap allowed.
    MemMove,
    /// `llvm.memset.*`: `void (ptr dst, i8 value, iN len, i1 volatile)`.
    MemSet,
    /// No effect and no result: `llvm.lifetime.start/end`, `llvm.assume`,
    /// `llvm.prefetch`, `llvm.sideeffect`, `llvm.donothing`,
    /// `llvm.experimental.noalias.scope.decl`, `llvm.invariant.end`.
    NoOp,
    /// Returns its first argument unchanged: `llvm.expect(.with.probability)`,
    /// `llvm.ssa.copy`, `llvm.launder.invariant.group`,
    /// `llvm.strip.invariant.group`, `llvm.threadlocal.address` (thread-local
    /// storage is ordinary storage on the single-threaded target),
    /// `llvm.invariant.start` returns an opaque pointer (its second argument).
    Identity,
    /// `llvm.trap`: stops the program (the simulator reports a trap).
    Trap,
    /// `llvm.debugtrap`: as `Trap` (there is no debugger to return to).
    DebugTrap,
    /// `iN (iN, iN)` unsigned minimum.
    UMin,
    /// `iN (iN, iN)` unsigned maximum.
    UMax,
    /// `iN (iN, iN)` signed minimum.
    SMin,
    /// `iN (iN, iN)` signed maximum.
    SMax,
    /// `iN (iN x, i1 int_min_is_poison)` absolute value.
    Abs,
    /// `iN (iN)` population count.
    Ctpop,
    /// `iN (iN x, i1 zero_is_poison)` count leading zeros.
    Ctlz,
    /// `iN (iN x, i1 zero_is_poison)` count trailing zeros.
    Cttz,
    /// `iN (iN)` byte swap (N a multiple of 16).
    Bswap,
    /// `iN (iN)` bit reversal.
    Bitreverse,
    /// `iN (iN a, iN b, iN s)` funnel shift left: high half of `(a:b) << (s mod N)`.
    Fshl,
    /// `iN (iN a, iN b, iN s)` funnel shift right: low half of `(a:b) >> (s mod N)`.
    Fshr,
    /// `{iN, i1} (iN, iN)` signed add with overflow bit.
    SAddWithOverflow,
    /// `{iN, i1} (iN, iN)` unsigned add with carry bit.
    UAddWithOverflow,
    /// `{iN, i1} (iN, iN)` signed subtract with overflow bit.
    SSubWithOverflow,
    /// `{iN, i1} (iN, iN)` unsigned subtract with borrow bit.
    USubWithOverflow,
    /// `{iN, i1} (iN, iN)` signed multiply with overflow bit.
    SMulWithOverflow,
    /// `{iN, i1} (iN, iN)` unsigned multiply with overflow bit.
    UMulWithOverflow,
    /// `iN (iN, iN)` signed saturating add.
    SAddSat,
    /// `iN (iN, iN)` unsigned saturating add.
    UAddSat,
    /// `iN (iN, iN)` signed saturating subtract.
    SSubSat,
    /// `iN (iN, iN)` unsigned saturating subtract.
    USubSat,
    /// `iM (iN, iN)` three-way signed compare: -1, 0 or 1 (LLVM 19).
    SCmp,
    /// `iM (iN, iN)` three-way unsigned compare: -1, 0 or 1 (LLVM 19).
    UCmp,
    /// `ptr ()`: the current stack pointer.
    StackSave,
    /// `void (ptr)`: resets the stack pointer to a `StackSave` result.
    StackRestore,
    /// `void (ptr ap)`: stores the address of the first variadic argument
    /// word at `ap` (O32: `va_list` is a pointer into the argument words).
    VaStart,
    /// `void (ptr ap)`: nothing on O32.
    VaEnd,
    /// `void (ptr dst, ptr src)`: copies the `va_list` pointer.
    VaCopy,
    /// `iN (ptr, i1 min, i1 nullunknown, i1 dynamic)`: the object size when
    /// known at compile time, else `-1` (or `0` when `min`).
    ObjectSize,
    /// `i1 (T)`: true only for a compile-time constant argument.
    IsConstant,
    /// `ptr (ptr p, iN mask)`: `p` with its address bits and-ed with `mask`.
    PtrMask,
    /// `iN (<k x iN>)`: the wrapping sum of the elements.
    ReduceAdd,
    /// `iN (<k x iN>)`: the wrapping product of the elements.
    ReduceMul,
    /// `iN (<k x iN>)`: the bitwise and of the elements.
    ReduceAnd,
    /// `iN (<k x iN>)`: the bitwise or of the elements.
    ReduceOr,
    /// `iN (<k x iN>)`: the bitwise xor of the elements.
    ReduceXor,
    /// `iN (<k x iN>)`: the signed maximum of the elements.
    ReduceSMax,
    /// `iN (<k x iN>)`: the signed minimum of the elements.
    ReduceSMin,
    /// `iN (<k x iN>)`: the unsigned maximum of the elements.
    ReduceUMax,
    /// `iN (<k x iN>)`: the unsigned minimum of the elements.
    ReduceUMin,
    /// `fN (fN)`: the absolute value (the sign bit cleared).
    FAbs,
    /// `fN (fN a, fN b)`: `a` with the sign of `b`.
    CopySign,
    /// `fN (fN)`: the square root, correctly rounded.
    Sqrt,
    /// `fN (fN a, fN b, fN c)`: `a * b + c` rounded once.
    Fma,
    /// `fN (fN a, fN b, fN c)`: `a * b + c` rounded twice (a multiply then
    /// an add, as clang's own MIPS code computes it).
    FMulAdd,
    /// `fN (fN, fN)`: C's `fmin` (a NaN operand yields the other one).
    MinNum,
    /// `fN (fN, fN)`: C's `fmax`.
    MaxNum,
    /// `fN (fN, fN)`: the minimum, NaN-propagating, `-0 < +0`.
    Minimum,
    /// `fN (fN, fN)`: the maximum, NaN-propagating, `-0 < +0`.
    Maximum,
    /// `fN (fN)`: rounds toward -inf.
    Floor,
    /// `fN (fN)`: rounds toward +inf.
    Ceil,
    /// `fN (fN)`: rounds toward zero.
    Trunc,
    /// `fN (fN)`: rounds to nearest, halfway cases away from zero.
    Round,
    /// `fN (fN)`: rounds to nearest, halfway cases to even.
    RoundEven,
    /// `fN (fN)`: C's `rint` (to nearest even, egret's only rounding mode).
    Rint,
    /// `fN (fN)`: C's `nearbyint` (as `Rint`).
    NearbyInt,
    /// `iM (fN)`: C's `lrint` (to nearest even, then to the integer type,
    /// saturating as `fptosi`).
    LRint,
    /// `iM (fN)`: C's `llrint`.
    LLRint,
    /// `iM (fN)`: C's `lround` (halfway cases away from zero).
    LRound,
    /// `iM (fN)`: C's `llround`.
    LLRound,
    /// `i1 (fN x, i32 test)`: whether `x` is in a class `test` selects.
    IsFpClass,
    /// `fN (fN)`: a NaN quieted, anything else unchanged.
    Canonicalize,
}

/// How a `llvm.vector.reduce.*` intrinsic combines two elements.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReduceStep {
    /// A binary operation (`add`, `mul`, `and`, `or`, `xor`).
    Bin(crate::ir::BinOp),
    /// Keep the element that compares true against the other (`a cc b ? a
    /// : b`): `sgt` for `smax`, `slt` for `smin`, `ugt`, `ult`.
    Keep(crate::ir::IntCC),
}

impl IntrinsicKind {
    /// Whether the kind works on floating-point operands (overloaded on
    /// `float` and `double`).
    pub fn is_float(self) -> bool {
        use IntrinsicKind::*;
        matches!(
            self,
            FAbs | CopySign
                | Sqrt
                | Fma
                | FMulAdd
                | MinNum
                | MaxNum
                | Minimum
                | Maximum
                | Floor
                | Ceil
                | Trunc
                | Round
                | RoundEven
                | Rint
                | NearbyInt
                | LRint
                | LLRint
                | LRound
                | LLRound
                | IsFpClass
                | Canonicalize
        )
    }

    /// Whether the kind is a pure integer function LLVM also overloads on
    /// integer vectors, applying it element by element (`llvm.smax.v4i32`).
    pub fn is_elementwise(self) -> bool {
        use IntrinsicKind::*;
        matches!(
            self,
            UMin | UMax
                | SMin
                | SMax
                | Abs
                | Ctpop
                | Ctlz
                | Cttz
                | Bswap
                | Bitreverse
                | Fshl
                | Fshr
                | SAddSat
                | UAddSat
                | SSubSat
                | USubSat
        )
    }

    /// The combining step of a vector reduction; `None` for other kinds.
    pub fn reduce_step(self) -> Option<ReduceStep> {
        use crate::ir::{BinOp, IntCC};
        use IntrinsicKind::*;
        Some(match self {
            ReduceAdd => ReduceStep::Bin(BinOp::Add),
            ReduceMul => ReduceStep::Bin(BinOp::Mul),
            ReduceAnd => ReduceStep::Bin(BinOp::And),
            ReduceOr => ReduceStep::Bin(BinOp::Or),
            ReduceXor => ReduceStep::Bin(BinOp::Xor),
            ReduceSMax => ReduceStep::Keep(IntCC::Sgt),
            ReduceSMin => ReduceStep::Keep(IntCC::Slt),
            ReduceUMax => ReduceStep::Keep(IntCC::Ugt),
            ReduceUMin => ReduceStep::Keep(IntCC::Ult),
            _ => return None,
        })
    }
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

macro_rules! intrinsics {
    ($($family:literal => $kind:ident, $sig:literal;)*) => {
        /// Every intrinsic family egret implements.
        pub const INTRINSICS: &[Intrinsic] = &[
            $(Intrinsic { family: $family, kind: IntrinsicKind::$kind, signature: $sig },)*
        ];
    };
}

intrinsics! {
    "llvm.memcpy" => MemCopy, "void (ptr, ptr, iN, i1)";
    "llvm.memcpy.inline" => MemCopy, "void (ptr, ptr, iN, i1)";
    "llvm.memmove" => MemMove, "void (ptr, ptr, iN, i1)";
    "llvm.memset" => MemSet, "void (ptr, i8, iN, i1)";
    "llvm.memset.inline" => MemSet, "void (ptr, i8, iN, i1)";
    "llvm.lifetime.start" => NoOp, "void (i64, ptr)";
    "llvm.lifetime.end" => NoOp, "void (i64, ptr)";
    "llvm.assume" => NoOp, "void (i1)";
    "llvm.prefetch" => NoOp, "void (ptr, i32, i32, i32)";
    "llvm.sideeffect" => NoOp, "void ()";
    "llvm.donothing" => NoOp, "void ()";
    "llvm.experimental.noalias.scope.decl" => NoOp, "void (metadata)";
    "llvm.invariant.end" => NoOp, "void (ptr, i64, ptr)";
    "llvm.invariant.start" => Identity, "ptr (i64, ptr)";
    "llvm.expect" => Identity, "iN (iN, iN)";
    "llvm.expect.with.probability" => Identity, "iN (iN, iN, double)";
    "llvm.ssa.copy" => Identity, "T (T)";
    "llvm.launder.invariant.group" => Identity, "ptr (ptr)";
    "llvm.strip.invariant.group" => Identity, "ptr (ptr)";
    "llvm.threadlocal.address" => Identity, "ptr (ptr)";
    "llvm.trap" => Trap, "void ()";
    "llvm.debugtrap" => DebugTrap, "void ()";
    "llvm.umin" => UMin, "iN (iN, iN)";
    "llvm.umax" => UMax, "iN (iN, iN)";
    "llvm.smin" => SMin, "iN (iN, iN)";
    "llvm.smax" => SMax, "iN (iN, iN)";
    "llvm.abs" => Abs, "iN (iN, i1)";
    "llvm.ctpop" => Ctpop, "iN (iN)";
    "llvm.ctlz" => Ctlz, "iN (iN, i1)";
    "llvm.cttz" => Cttz, "iN (iN, i1)";
    "llvm.bswap" => Bswap, "iN (iN)";
    "llvm.bitreverse" => Bitreverse, "iN (iN)";
    "llvm.fshl" => Fshl, "iN (iN, iN, iN)";
    "llvm.fshr" => Fshr, "iN (iN, iN, iN)";
    "llvm.sadd.with.overflow" => SAddWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.uadd.with.overflow" => UAddWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.ssub.with.overflow" => SSubWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.usub.with.overflow" => USubWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.smul.with.overflow" => SMulWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.umul.with.overflow" => UMulWithOverflow, "{iN, i1} (iN, iN)";
    "llvm.sadd.sat" => SAddSat, "iN (iN, iN)";
    "llvm.uadd.sat" => UAddSat, "iN (iN, iN)";
    "llvm.ssub.sat" => SSubSat, "iN (iN, iN)";
    "llvm.usub.sat" => USubSat, "iN (iN, iN)";
    "llvm.scmp" => SCmp, "iM (iN, iN)";
    "llvm.ucmp" => UCmp, "iM (iN, iN)";
    "llvm.stacksave" => StackSave, "ptr ()";
    "llvm.stackrestore" => StackRestore, "void (ptr)";
    "llvm.va_start" => VaStart, "void (ptr)";
    "llvm.va_end" => VaEnd, "void (ptr)";
    "llvm.va_copy" => VaCopy, "void (ptr, ptr)";
    "llvm.objectsize" => ObjectSize, "iN (ptr, i1, i1, i1)";
    "llvm.is.constant" => IsConstant, "i1 (T)";
    "llvm.ptrmask" => PtrMask, "ptr (ptr, iN)";
    "llvm.vector.reduce.add" => ReduceAdd, "iN (<k x iN>)";
    "llvm.vector.reduce.mul" => ReduceMul, "iN (<k x iN>)";
    "llvm.vector.reduce.and" => ReduceAnd, "iN (<k x iN>)";
    "llvm.vector.reduce.or" => ReduceOr, "iN (<k x iN>)";
    "llvm.vector.reduce.xor" => ReduceXor, "iN (<k x iN>)";
    "llvm.vector.reduce.smax" => ReduceSMax, "iN (<k x iN>)";
    "llvm.vector.reduce.smin" => ReduceSMin, "iN (<k x iN>)";
    "llvm.vector.reduce.umax" => ReduceUMax, "iN (<k x iN>)";
    "llvm.vector.reduce.umin" => ReduceUMin, "iN (<k x iN>)";
    "llvm.fabs" => FAbs, "fN (fN)";
    "llvm.copysign" => CopySign, "fN (fN, fN)";
    "llvm.sqrt" => Sqrt, "fN (fN)";
    "llvm.fma" => Fma, "fN (fN, fN, fN)";
    "llvm.fmuladd" => FMulAdd, "fN (fN, fN, fN)";
    "llvm.minnum" => MinNum, "fN (fN, fN)";
    "llvm.maxnum" => MaxNum, "fN (fN, fN)";
    "llvm.minimum" => Minimum, "fN (fN, fN)";
    "llvm.maximum" => Maximum, "fN (fN, fN)";
    "llvm.floor" => Floor, "fN (fN)";
    "llvm.ceil" => Ceil, "fN (fN)";
    "llvm.trunc" => Trunc, "fN (fN)";
    "llvm.round" => Round, "fN (fN)";
    "llvm.roundeven" => RoundEven, "fN (fN)";
    "llvm.rint" => Rint, "fN (fN)";
    "llvm.nearbyint" => NearbyInt, "fN (fN)";
    "llvm.lrint" => LRint, "iM (fN)";
    "llvm.llrint" => LLRint, "iM (fN)";
    "llvm.lround" => LRound, "iM (fN)";
    "llvm.llround" => LLRound, "iM (fN)";
    "llvm.is.fpclass" => IsFpClass, "i1 (fN, i32)";
    "llvm.canonicalize" => Canonicalize, "fN (fN)";
}

/// Whether `name` (without `@`) is in LLVM's reserved intrinsic namespace.
pub fn is_intrinsic_name(name: &str) -> bool {
    name.starts_with("llvm.")
}

/// The family `name` belongs to, if egret implements it: the family name
/// itself or followed by `.` and type suffixes.
pub fn lookup(name: &str) -> Option<&'static Intrinsic> {
    INTRINSICS
        .iter()
        .filter(|i| {
            name.strip_prefix(i.family)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        })
        .max_by_key(|i| i.family.len())
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
            "unknown intrinsic `@{name}`: not one of the {} `llvm.*` families egret \
             implements (docs/intrinsics.md lists them)",
            INTRINSICS.len()
        ));
    };
    if signature_fits(types, intrinsic, fn_ty) {
        return None;
    }
    Some(format!(
        "intrinsic `@{name}` has type `{}`; expected `{}`",
        types.display(fn_ty),
        intrinsic.signature
    ))
}

/// Whether `fn_ty` has the shape its family's `signature` describes. The
/// signature is read as a pattern: `void`, `ptr` (any pointer), `iK` for a
/// fixed width, `iN` (one integer type, the same everywhere it appears),
/// `iM` (any integer), `fN` (`float` or `double`, the same everywhere it
/// appears), `T`, `double` and `metadata` (anything),
/// `{iN, i1}` and `<k x iN>` (a vector of `iN` of any length). The memory intrinsics accept extra trailing integer
/// arguments (LLVM ≤ 6 had an `i32` alignment there).
fn signature_fits(types: &TypeStore, intrinsic: &Intrinsic, fn_ty: Ty) -> bool {
    let TyData::Func {
        ret,
        params,
        varargs: false,
    } = types.kind(fn_ty)
    else {
        return false;
    };
    let Some((want_ret, want_params)) = intrinsic.signature.split_once(" (") else {
        return false;
    };
    let want_params: Vec<&str> = want_params
        .trim_end_matches(')')
        .split(", ")
        .filter(|p| !p.is_empty())
        .collect();
    let memory = matches!(
        intrinsic.kind,
        IntrinsicKind::MemCopy | IntrinsicKind::MemMove | IntrinsicKind::MemSet
    );
    let arity_ok = if memory {
        params.len() >= want_params.len()
            && params[want_params.len()..].iter().all(|&t| types.is_int(t))
    } else {
        params.len() == want_params.len()
    };
    let mut n = None;
    // An element-wise family overloaded on vectors: `iN` is `<k x iN>`
    // everywhere it appears.
    let want_ret = if intrinsic.kind.is_elementwise() && types.is_vector(*ret) {
        "<k x iN>"
    } else {
        want_ret
    };
    let on_vectors = want_ret == "<k x iN>";
    arity_ok
        && shape_fits(types, want_ret, *ret, &mut n)
        && want_params.iter().zip(params).all(|(w, &t)| {
            let w = if on_vectors && *w == "iN" {
                "<k x iN>"
            } else {
                w
            };
            shape_fits(types, w, t, &mut n)
        })
}

/// Whether `t` matches one pattern of a signature; `n` is the type `iN`
/// stands for once it has been seen.
fn shape_fits(types: &TypeStore, want: &str, t: Ty, n: &mut Option<Ty>) -> bool {
    match want {
        "void" => t == Ty::VOID,
        "ptr" => types.is_ptr(t),
        "T" | "double" | "metadata" => true,
        "iM" => types.is_int(t),
        "iN" => {
            let r = types.resolve(t);
            types.is_int(r) && *n.get_or_insert(r) == r
        }
        "fN" => {
            let r = types.resolve(t);
            types.is_float(r) && *n.get_or_insert(r) == r
        }
        "<k x iN>" => types
            .vector_parts(t)
            .is_some_and(|(_, e)| shape_fits(types, "iN", e, n)),
        "{iN, i1}" => match types.kind(t) {
            TyData::Struct(fields) if fields.len() == 2 => {
                shape_fits(types, "iN", fields[0], n) && types.int_bits(fields[1]) == Some(1)
            }
            _ => false,
        },
        fixed => fixed
            .strip_prefix('i')
            .and_then(|b| b.parse::<u32>().ok())
            .is_some_and(|b| types.int_bits(t) == Some(b)),
    }
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
        assert_eq!(
            lookup("llvm.memcpy.inline.p0.p0.i32").map(|i| i.family),
            Some("llvm.memcpy.inline")
        );
        assert_eq!(
            lookup("llvm.umin.i32").map(|i| i.kind),
            Some(IntrinsicKind::UMin)
        );
        assert!(lookup("memcpy").is_none());
    }

    #[test]
    fn docs_list_every_family() {
        let docs = include_str!("../../docs/intrinsics.md");
        for i in INTRINSICS {
            assert!(
                docs.contains(&format!("| `{}.*` |", i.family)),
                "{}",
                i.family
            );
        }
        let rows = docs.lines().filter(|l| l.starts_with("| `llvm.")).count();
        assert_eq!(rows, INTRINSICS.len());
    }

    #[test]
    fn unknown_intrinsics_are_named_with_a_pointer_to_the_list() {
        let mut types = TypeStore::new();
        let f = types.func(Ty::I32, vec![Ty::I32, Ty::I32], false);
        let msg = check_declaration(&types, "llvm.frobnicate.i32", f).expect("rejected");
        assert!(
            msg.starts_with("unknown intrinsic `@llvm.frobnicate.i32`: not one of the "),
            "{msg}"
        );
        assert!(check_declaration(&types, "llvm.umin.i32", f).is_none());
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
        assert!(msg.contains("expected `void (ptr, ptr, iN, i1)`"), "{msg}");
        let mixed = types.func(Ty::I32, vec![Ty::I32, Ty::I64], false);
        assert!(check_declaration(&types, "llvm.smax.i32", mixed).is_some());
        let pair = types.struct_(vec![Ty::I32, Ty::I1]);
        let ov = types.func(pair, vec![Ty::I32, Ty::I32], false);
        assert!(check_declaration(&types, "llvm.sadd.with.overflow.i32", ov).is_none());
    }

    #[test]
    fn the_verifier_rejects_calls_of_unknown_intrinsics_where_they_are() {
        let src = "define i32 @main() {\n  %r = call i32 @llvm.foo.i32(i32 3)\n  ret i32 %r\n}\n";
        let errors = crate::parse("t.ll", src).expect_err("unknown intrinsic");
        let e = errors.iter().find(|d| d.is_error()).expect("an error");
        assert!(
            e.to_string().starts_with(
                "2:3: error: in `@main`: unknown intrinsic `@llvm.foo.i32`: not one of"
            ),
            "{e}"
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
