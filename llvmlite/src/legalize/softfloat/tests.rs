//! The routine table: names, types and folding semantics.

use super::{CmpRoutine, LibmFn, Routine};
use crate::float::{FloatBinOp, FloatKind};
use crate::types::Ty;

#[test]
fn every_routine_has_its_compiler_rt_or_libm_name_once() {
    let all = Routine::all();
    let names: std::collections::BTreeSet<String> = all.iter().map(|r| r.name()).collect();
    assert_eq!(names.len(), all.len(), "names are unique");
    for name in [
        "__addsf3",
        "__subdf3",
        "__mulsf3",
        "__divdf3",
        "__negsf2",
        "__negdf2",
        "__eqsf2",
        "__nedf2",
        "__ltsf2",
        "__ledf2",
        "__gtsf2",
        "__gedf2",
        "__unordsf2",
        "__unorddf2",
        "__fixsfsi",
        "__fixsfdi",
        "__fixdfsi",
        "__fixdfdi",
        "__fixunssfsi",
        "__fixunssfdi",
        "__fixunsdfsi",
        "__fixunsdfdi",
        "__floatsisf",
        "__floatdisf",
        "__floatsidf",
        "__floatdidf",
        "__floatunsisf",
        "__floatundisf",
        "__floatunsidf",
        "__floatundidf",
        "__extendsfdf2",
        "__truncdfsf2",
        "fmod",
        "fmodf",
        "sqrt",
        "sqrtf",
        "fma",
        "fmaf",
        "roundeven",
        "lrintf",
        "llround",
    ] {
        let r = Routine::from_name(name).unwrap_or_else(|| panic!("{name} is missing"));
        assert_eq!(r.name(), name);
    }
    assert_eq!(Routine::from_name("__adddf4"), None);
    assert_eq!(
        Routine::from_name("sin"),
        None,
        "not correctly rounded: never folded"
    );
}

#[test]
fn routine_types_are_the_bits_types() {
    let sig = |n: &str| Routine::from_name(n).map(|r| r.signature());
    assert_eq!(sig("__adddf3"), Some((Ty::I64, vec![Ty::I64, Ty::I64])));
    assert_eq!(sig("__ltsf2"), Some((Ty::I32, vec![Ty::I32, Ty::I32])));
    assert_eq!(sig("__fixunsdfdi"), Some((Ty::I64, vec![Ty::I64])));
    assert_eq!(sig("__floatsidf"), Some((Ty::I64, vec![Ty::I32])));
    assert_eq!(sig("__truncdfsf2"), Some((Ty::I32, vec![Ty::I64])));
    assert_eq!(sig("fmaf"), Some((Ty::I32, vec![Ty::I32; 3])));
    assert_eq!(sig("llrint"), Some((Ty::I64, vec![Ty::I64])));
    assert_eq!(sig("lroundf"), Some((Ty::I32, vec![Ty::I32])));
}

#[test]
fn comparisons_fold_to_compiler_rt_results() {
    let one = 0x3FF0_0000_0000_0000;
    let two = 0x4000_0000_0000_0000;
    let nan = 0x7FF8_0000_0000_0000;
    let minus_one = 0xFFFF_FFFF;
    let cmp = |c, a, b| Routine::Compare(FloatKind::F64, c).eval(&[a, b]);
    assert_eq!(cmp(CmpRoutine::Lt, one, two), Some(minus_one));
    assert_eq!(cmp(CmpRoutine::Le, two, two), Some(0));
    assert_eq!(cmp(CmpRoutine::Eq, two, one), Some(1));
    assert_eq!(cmp(CmpRoutine::Eq, nan, one), Some(1));
    assert_eq!(cmp(CmpRoutine::Gt, nan, one), Some(minus_one));
    assert_eq!(cmp(CmpRoutine::Ge, one, nan), Some(minus_one));
    assert_eq!(cmp(CmpRoutine::Unord, one, nan), Some(1));
    assert_eq!(cmp(CmpRoutine::Unord, one, two), Some(0));
    // -0 == +0.
    assert_eq!(cmp(CmpRoutine::Ne, 0x8000_0000_0000_0000, 0), Some(0));
}

#[test]
fn arithmetic_and_conversions_fold_through_float_rs() {
    let add = Routine::Arith(FloatKind::F64, FloatBinOp::FAdd);
    // 0.1 + 0.2, rounded to nearest even.
    assert_eq!(
        add.eval(&[0x3FB9_9999_9999_999A, 0x3FC9_9999_9999_999A]),
        Some(0x3FD3_3333_3333_3334)
    );
    // x + -0 is x, but -0 + +0 is +0: no identity is assumed.
    assert_eq!(add.eval(&[0x8000_0000_0000_0000, 0]), Some(0));
    let fix = Routine::ToInt {
        from: FloatKind::F32,
        bits: 32,
        signed: true,
    };
    assert_eq!(
        fix.eval(&[0x4F00_0000]),
        Some(0x7FFF_FFFF),
        "2^31 saturates"
    );
    let float = Routine::FromInt {
        to: FloatKind::F32,
        bits: 32,
        signed: false,
    };
    assert_eq!(
        float.eval(&[0xFFFF_FFFF]),
        Some(0x4F80_0000),
        "rounds up to 2^32"
    );
    assert_eq!(
        Routine::Libm(FloatKind::F32, LibmFn::Fabs).eval(&[0xFFC0_0001]),
        Some(0x7FC0_0001)
    );
    assert_eq!(Routine::Truncate.eval(&[]), None, "no argument, no folding");
}

/// A module whose `i64 @f(i64 %x, i64 %y)` reads its arguments as doubles
/// (and their low halves as floats) and runs them through arithmetic,
/// every comparison predicate, selects, conversions and negation, built
/// instruction by instruction (independent of the parser).
fn float_module() -> crate::ir::Module {
    use crate::builder::ModuleBuilder;
    use crate::float::{FastMath, FloatCC};
    use crate::ir::{BinOp, CastOp, InstData, SrcLoc, Value};
    let mut mb = ModuleBuilder::new("sf.ll");
    let f = mb.define_function("f", &[Ty::I64, Ty::I64], Ty::I64);
    drop(mb.function_builder(f));
    let mut m = mb.finish_unverified();
    let (dbl, flt) = (m.types.double(), m.types.float());
    let body = m.funcs[f].body.as_mut().expect("defined");
    let b = body.entry().expect("an entry block");
    let (x, y) = (body.args()[0], body.args()[1]);
    let mut push = |data: InstData, ty: Ty| -> Value {
        let i = body.append_inst(b, data, Some(ty), SrcLoc::default());
        body.inst_result(i).expect("typed")
    };
    let fmf = FastMath::NONE;
    let cast = |op, arg| InstData::Cast { op, arg };
    let fbin = |op, a, b| InstData::FBinary {
        op,
        args: [a, b],
        fmf,
    };
    let int = |op, a, b| InstData::Binary {
        op,
        args: [a, b],
        flags: Default::default(),
    };
    let xd = push(cast(CastOp::Bitcast, x), dbl);
    let yd = push(cast(CastOp::Bitcast, y), dbl);
    let x32 = push(cast(CastOp::Trunc, x), Ty::I32);
    let xf = push(cast(CastOp::Bitcast, x32), flt);
    let mut acc = push(fbin(FloatBinOp::FAdd, xd, yd), dbl);
    for op in [
        FloatBinOp::FMul,
        FloatBinOp::FSub,
        FloatBinOp::FDiv,
        FloatBinOp::FRem,
    ] {
        let r = push(fbin(op, acc, xd), dbl);
        acc = push(fbin(FloatBinOp::FAdd, r, yd), dbl);
    }
    let mut mask = push(cast(CastOp::Zext, x32), Ty::I64);
    for cc in FloatCC::ALL {
        let fcmp = InstData::Fcmp {
            cc,
            args: [acc, xd],
            fmf,
        };
        let c = push(fcmp, Ty::I1);
        let z = push(cast(CastOp::Zext, c), Ty::I64);
        let sum = push(int(BinOp::Add, mask, mask), Ty::I64);
        mask = push(int(BinOp::Or, sum, z), Ty::I64);
    }
    let n = push(InstData::FNeg { arg: acc, fmf }, dbl);
    let t = push(cast(CastOp::FpTrunc, n), flt);
    let tf = push(fbin(FloatBinOp::FMul, t, xf), flt);
    let e = push(cast(CastOp::FpExt, tf), dbl);
    let i = push(cast(CastOp::FpToSi, e), Ty::I16);
    let u = push(cast(CastOp::FpToUi, xf), Ty::I64);
    let back = push(cast(CastOp::SiToFp, i), dbl);
    let ub = push(cast(CastOp::UiToFp, u), flt);
    let ubd = push(cast(CastOp::FpExt, ub), dbl);
    let s = push(fbin(FloatBinOp::FAdd, back, ubd), dbl);
    let bits = push(cast(CastOp::Bitcast, s), Ty::I64);
    let r = push(int(BinOp::Xor, bits, mask), Ty::I64);
    body.append_inst(b, InstData::Ret { value: Some(r) }, None, SrcLoc::default());
    m
}

#[test]
fn a_float_function_computes_the_same_after_legalization() {
    use crate::interp::{InterpConfig, call};
    use crate::legalize::{LegalizeOptions, check_legal, legalize};
    let m = float_module();
    assert!(crate::verify(&m).is_empty(), "{:?}", crate::verify(&m));
    assert!(!check_legal(&m).is_empty());
    let mut l = m.clone();
    legalize(&mut l, &LegalizeOptions::default()).expect("legalizes");
    let printed = crate::printer::print_module(&l);
    assert!(crate::verify(&l).is_empty(), "{printed}");
    assert!(check_legal(&l).is_empty(), "{printed}");
    for fd in l.funcs.values() {
        let floats = fd
            .body
            .iter()
            .flat_map(|b| b.values.values())
            .any(|v| l.types.is_float_or_vector(v.ty));
        assert!(!floats, "{printed}");
    }
    for name in [
        "@__adddf3",
        "@fmod",
        "@__ltdf2",
        "@__truncdfsf2",
        "@__fixdfsi",
        "@__floatundisf",
    ] {
        assert!(printed.contains(name), "{name} is not called:\n{printed}");
    }
    let args: [u64; 6] = [
        0,
        0x8000_0000_0000_0000,
        0x3FF0_0000_3F80_0000,
        0x7FF0_0000_0000_0000,
        0x7FF8_0000_7FC0_0001,
        0xC123_4567_89AB_CDEF,
    ];
    let cfg = InterpConfig::default();
    for &x in &args {
        for &y in &args {
            let a = call(&m, "f", &[x, y], &cfg).expect("runs");
            let b = call(&l, "f", &[x, y], &cfg).expect("runs legalized");
            assert_eq!(a.ret, b.ret, "f({x:#x}, {y:#x})\n{printed}");
        }
    }
    let mut again = l.clone();
    let report = legalize(&mut again, &LegalizeOptions::default()).expect("legal");
    assert!(report.is_empty(), "{report:?}");
}
