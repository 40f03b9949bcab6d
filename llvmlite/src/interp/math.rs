//! The floating-point functions the interpreter runs natively: the
//! compiler-rt soft-float routines (`__adddf3`, `__fixsfsi`, ...), so that a
//! module the soft-float legalizer has rewritten still interprets, and the
//! C math library (`sqrt`, `sin`, ... and their `f` variants).
//!
//! Arguments and results are bit patterns (a `float` in the low 32 bits), as
//! in the IR. The routines and the correctly rounded libm functions compute
//! through [`crate::float`], so they agree bit for bit with the
//! interpreter's own float instructions and with the Cpu0 runtime; the
//! transcendental functions call the host's libm (glibc), which is what a
//! native build of the same C program uses.

use super::memory::{Fault, Memory};
use crate::float::{self, FloatBinOp, FloatCC, FloatKind};

use FloatKind::{F32, F64};

/// What a math function does, with the format it works in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MathOp {
    /// A compiler-rt arithmetic routine.
    Binary(FloatBinOp),
    /// `__neg?f2`.
    Neg,
    /// A compiler-rt comparison (`__eq?f2`, ...): the value it gives when
    /// an operand is a NaN (1 for eq/ne/lt/le, -1 for gt/ge).
    Cmp(i32),
    /// `__unord?f2`.
    Unord,
    /// `__fix*`: to an integer of this many bits, signed or not.
    ToInt(u8, bool),
    /// `__float*`: from an integer of this many bits, signed or not.
    FromInt(u8, bool),
    /// `__extendsfdf2`.
    Extend,
    /// `__truncdfsf2`.
    Truncate,
    /// A libm function.
    Lib(Lib),
}

/// The libm functions the interpreter knows (each in a `double` and a
/// `float` variant).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Lib {
    Sqrt,
    Fabs,
    Floor,
    Ceil,
    Trunc,
    Round,
    RoundEven,
    Rint,
    NearbyInt,
    Fmod,
    Fmin,
    Fmax,
    CopySign,
    Fma,
    LRint,
    LLRint,
    LRound,
    LLRound,
    Ldexp,
    Frexp,
    Modf,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Exp,
    Log,
    Log10,
    Atan2,
    Pow,
}

/// A floating-point function the interpreter implements natively.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MathFn {
    /// Its C name.
    pub name: &'static str,
    /// The format of its floating-point operands.
    pub kind: FloatKind,
    /// What it computes.
    pub op: MathOp,
}

/// The compiler-rt routines: name, format, operation.
const ROUTINES: &[(&str, FloatKind, MathOp)] = &[
    ("__addsf3", F32, MathOp::Binary(FloatBinOp::FAdd)),
    ("__subsf3", F32, MathOp::Binary(FloatBinOp::FSub)),
    ("__mulsf3", F32, MathOp::Binary(FloatBinOp::FMul)),
    ("__divsf3", F32, MathOp::Binary(FloatBinOp::FDiv)),
    ("__adddf3", F64, MathOp::Binary(FloatBinOp::FAdd)),
    ("__subdf3", F64, MathOp::Binary(FloatBinOp::FSub)),
    ("__muldf3", F64, MathOp::Binary(FloatBinOp::FMul)),
    ("__divdf3", F64, MathOp::Binary(FloatBinOp::FDiv)),
    ("__negsf2", F32, MathOp::Neg),
    ("__negdf2", F64, MathOp::Neg),
    ("__eqsf2", F32, MathOp::Cmp(1)),
    ("__nesf2", F32, MathOp::Cmp(1)),
    ("__ltsf2", F32, MathOp::Cmp(1)),
    ("__lesf2", F32, MathOp::Cmp(1)),
    ("__gtsf2", F32, MathOp::Cmp(-1)),
    ("__gesf2", F32, MathOp::Cmp(-1)),
    ("__unordsf2", F32, MathOp::Unord),
    ("__eqdf2", F64, MathOp::Cmp(1)),
    ("__nedf2", F64, MathOp::Cmp(1)),
    ("__ltdf2", F64, MathOp::Cmp(1)),
    ("__ledf2", F64, MathOp::Cmp(1)),
    ("__gtdf2", F64, MathOp::Cmp(-1)),
    ("__gedf2", F64, MathOp::Cmp(-1)),
    ("__unorddf2", F64, MathOp::Unord),
    ("__fixsfsi", F32, MathOp::ToInt(32, true)),
    ("__fixsfdi", F32, MathOp::ToInt(64, true)),
    ("__fixdfsi", F64, MathOp::ToInt(32, true)),
    ("__fixdfdi", F64, MathOp::ToInt(64, true)),
    ("__fixunssfsi", F32, MathOp::ToInt(32, false)),
    ("__fixunssfdi", F32, MathOp::ToInt(64, false)),
    ("__fixunsdfsi", F64, MathOp::ToInt(32, false)),
    ("__fixunsdfdi", F64, MathOp::ToInt(64, false)),
    ("__floatsisf", F32, MathOp::FromInt(32, true)),
    ("__floatdisf", F32, MathOp::FromInt(64, true)),
    ("__floatsidf", F64, MathOp::FromInt(32, true)),
    ("__floatdidf", F64, MathOp::FromInt(64, true)),
    ("__floatunsisf", F32, MathOp::FromInt(32, false)),
    ("__floatundisf", F32, MathOp::FromInt(64, false)),
    ("__floatunsidf", F64, MathOp::FromInt(32, false)),
    ("__floatundidf", F64, MathOp::FromInt(64, false)),
    ("__extendsfdf2", F32, MathOp::Extend),
    ("__truncdfsf2", F64, MathOp::Truncate),
];

/// The libm functions: the `double` name, the `float` name, the function.
const LIBM: &[(&str, &str, Lib)] = &[
    ("sqrt", "sqrtf", Lib::Sqrt),
    ("fabs", "fabsf", Lib::Fabs),
    ("floor", "floorf", Lib::Floor),
    ("ceil", "ceilf", Lib::Ceil),
    ("trunc", "truncf", Lib::Trunc),
    ("round", "roundf", Lib::Round),
    ("roundeven", "roundevenf", Lib::RoundEven),
    ("rint", "rintf", Lib::Rint),
    ("nearbyint", "nearbyintf", Lib::NearbyInt),
    ("fmod", "fmodf", Lib::Fmod),
    ("fmin", "fminf", Lib::Fmin),
    ("fmax", "fmaxf", Lib::Fmax),
    ("copysign", "copysignf", Lib::CopySign),
    ("fma", "fmaf", Lib::Fma),
    ("lrint", "lrintf", Lib::LRint),
    ("llrint", "llrintf", Lib::LLRint),
    ("lround", "lroundf", Lib::LRound),
    ("llround", "llroundf", Lib::LLRound),
    ("ldexp", "ldexpf", Lib::Ldexp),
    ("frexp", "frexpf", Lib::Frexp),
    ("modf", "modff", Lib::Modf),
    ("sin", "sinf", Lib::Sin),
    ("cos", "cosf", Lib::Cos),
    ("tan", "tanf", Lib::Tan),
    ("asin", "asinf", Lib::Asin),
    ("acos", "acosf", Lib::Acos),
    ("atan", "atanf", Lib::Atan),
    ("exp", "expf", Lib::Exp),
    ("log", "logf", Lib::Log),
    ("log10", "log10f", Lib::Log10),
    ("atan2", "atan2f", Lib::Atan2),
    ("pow", "powf", Lib::Pow),
];

impl MathFn {
    /// The function called `name`, if the interpreter knows it.
    pub fn from_name(name: &str) -> Option<MathFn> {
        if let Some(&(name, kind, op)) = ROUTINES.iter().find(|r| r.0 == name) {
            return Some(MathFn { name, kind, op });
        }
        LIBM.iter().find_map(|&(d, f, lib)| {
            let kind = if name == d {
                F64
            } else if name == f {
                F32
            } else {
                return None;
            };
            Some(MathFn {
                name: if kind == F64 { d } else { f },
                kind,
                op: MathOp::Lib(lib),
            })
        })
    }

    /// How many arguments it takes.
    pub fn arity(self) -> usize {
        match self.op {
            MathOp::Binary(_) | MathOp::Cmp(_) | MathOp::Unord => 2,
            MathOp::Lib(l) => match l {
                Lib::Fma => 3,
                Lib::Fmod
                | Lib::Fmin
                | Lib::Fmax
                | Lib::CopySign
                | Lib::Ldexp
                | Lib::Frexp
                | Lib::Modf
                | Lib::Atan2
                | Lib::Pow => 2,
                _ => 1,
            },
            _ => 1,
        }
    }

    /// Runs the function on `args` (bit patterns); `mem` serves the
    /// pointer arguments of `frexp` and `modf`.
    pub fn call(self, args: &[u64], mem: &mut Memory) -> Result<u64, Fault> {
        let k = self.kind;
        let a = |i: usize| args.get(i).copied().unwrap_or(0);
        Ok(match self.op {
            MathOp::Binary(op) => float::binary(k, op, a(0), a(1)),
            MathOp::Neg => float::neg(k, a(0)),
            MathOp::Cmp(unordered) => {
                u64::from(float::cmp_routine(k, a(0), a(1), unordered) as u32)
            }
            MathOp::Unord => u64::from(float::compare(k, FloatCC::Uno, a(0), a(1))),
            MathOp::ToInt(bits, signed) => float::to_int(k, a(0), u32::from(bits), signed),
            MathOp::FromInt(bits, signed) => float::from_int(k, a(0), u32::from(bits), signed),
            MathOp::Extend => float::extend(a(0)),
            MathOp::Truncate => float::truncate(a(0)),
            MathOp::Lib(lib) => return libm(k, lib, args, mem),
        })
    }
}

/// Runs the libm function `lib` in format `k`.
fn libm(k: FloatKind, lib: Lib, args: &[u64], mem: &mut Memory) -> Result<u64, Fault> {
    let a = |i: usize| args.get(i).copied().unwrap_or(0) & k.mask();
    let x = a(0);
    Ok(match lib {
        Lib::Sqrt => float::sqrt(k, x),
        Lib::Fabs => float::fabs(k, x),
        Lib::Floor => float::floor(k, x),
        Lib::Ceil => float::ceil(k, x),
        Lib::Trunc => float::trunc(k, x),
        Lib::Round => float::round(k, x),
        Lib::RoundEven | Lib::Rint | Lib::NearbyInt => float::roundeven(k, x),
        Lib::Fmod => float::binary(k, FloatBinOp::FRem, x, a(1)),
        Lib::Fmin => float::minnum(k, x, a(1)),
        Lib::Fmax => float::maxnum(k, x, a(1)),
        Lib::CopySign => float::copysign(k, x, a(1)),
        Lib::Fma => float::fma(k, x, a(1), a(2)),
        // `long` is 32 bits on Cpu0 (O32).
        Lib::LRint => float::to_int(k, float::roundeven(k, x), 32, true),
        Lib::LLRint => float::to_int(k, float::roundeven(k, x), 64, true),
        Lib::LRound => float::to_int(k, float::round(k, x), 32, true),
        Lib::LLRound => float::to_int(k, float::round(k, x), 64, true),
        Lib::Ldexp => float::ldexp(
            k,
            x,
            crate::intops::sext(args.get(1).copied().unwrap_or(0), 32),
        ),
        Lib::Frexp => {
            let (m, e) = float::frexp(k, x);
            mem.store(a(1) as u32, 4, u64::from(e as u32))?;
            m
        }
        Lib::Modf => {
            let (frac, int) = float::modf(k, x);
            mem.store(a(1) as u32, k.bits() / 8, int)?;
            frac
        }
        _ => host(k, lib, x, a(1)),
    })
}

/// A transcendental function by the host's libm.
fn host(k: FloatKind, lib: Lib, x: u64, y: u64) -> u64 {
    let (d, e) = (f64::from_bits(x), f64::from_bits(y));
    let (f, g) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
    let (r64, r32) = match lib {
        Lib::Sin => (d.sin(), f.sin()),
        Lib::Cos => (d.cos(), f.cos()),
        Lib::Tan => (d.tan(), f.tan()),
        Lib::Asin => (d.asin(), f.asin()),
        Lib::Acos => (d.acos(), f.acos()),
        Lib::Atan => (d.atan(), f.atan()),
        Lib::Exp => (d.exp(), f.exp()),
        Lib::Log => (d.ln(), f.ln()),
        Lib::Log10 => (d.log10(), f.log10()),
        Lib::Atan2 => (d.atan2(e), f.atan2(g)),
        Lib::Pow => (d.powf(e), f.powf(g)),
        _ => (f64::NAN, f32::NAN),
    };
    match k {
        F64 => r64.to_bits(),
        F32 => u64::from(r32.to_bits()),
    }
}
