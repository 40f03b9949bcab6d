//! The runtime routines soft float calls whose result depends on their
//! arguments alone: their names (compiler-rt's and libm's), their types
//! after legalization, and their semantics on bit patterns
//! ([`Routine::eval`], through [`crate::float`], bit for bit what the
//! runtime computes). The mid-end uses this table to treat calls of them
//! as pure and to fold calls with constant arguments.

use super::bits_type;
use crate::float::{self, FloatBinOp, FloatCC, FloatKind};
use crate::types::Ty;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A comparison routine of compiler-rt (`__eqsf2`, ..., `__unorddf2`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CmpRoutine {
    /// `__eq*2`: 0 iff equal and ordered, else 1 (unordered: 1).
    Eq,
    /// `__ne*2`: as `__eq*2`.
    Ne,
    /// `__lt*2`: negative iff ordered less (-1 less, 0 equal, 1 greater or
    /// unordered).
    Lt,
    /// `__le*2`: as `__lt*2`.
    Le,
    /// `__gt*2`: positive iff ordered greater (-1 less or unordered, 0
    /// equal, 1 greater).
    Gt,
    /// `__ge*2`: as `__gt*2`.
    Ge,
    /// `__unord*2`: 1 iff either operand is a NaN, else 0.
    Unord,
}

impl CmpRoutine {
    const ALL: [CmpRoutine; 7] = [
        CmpRoutine::Eq,
        CmpRoutine::Ne,
        CmpRoutine::Lt,
        CmpRoutine::Le,
        CmpRoutine::Gt,
        CmpRoutine::Ge,
        CmpRoutine::Unord,
    ];

    fn stem(self) -> &'static str {
        match self {
            CmpRoutine::Eq => "eq",
            CmpRoutine::Ne => "ne",
            CmpRoutine::Lt => "lt",
            CmpRoutine::Le => "le",
            CmpRoutine::Gt => "gt",
            CmpRoutine::Ge => "ge",
            CmpRoutine::Unord => "unord",
        }
    }
}

/// A correctly rounded (or exact) libm function the legalizer calls for
/// an intrinsic, or a program calls by name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LibmFn {
    /// `sqrt`.
    Sqrt,
    /// `fma`: `a * b + c` with one rounding.
    Fma,
    /// `floor`.
    Floor,
    /// `ceil`.
    Ceil,
    /// `trunc`.
    Trunc,
    /// `round`: to nearest, ties away from zero.
    Round,
    /// `roundeven`: to nearest, ties to even.
    RoundEven,
    /// `rint`: to nearest even (the only rounding mode).
    Rint,
    /// `nearbyint`: as `rint`.
    NearbyInt,
    /// `fmin`: a NaN operand gives the other one; -0 < +0.
    Fmin,
    /// `fmax`.
    Fmax,
    /// `fabs`.
    Fabs,
    /// `copysign`.
    Copysign,
    /// `lrint`: to `long` (`i32`).
    Lrint,
    /// `llrint`: to `long long` (`i64`).
    Llrint,
    /// `lround`: to `long` (`i32`), ties away from zero.
    Lround,
    /// `llround`: to `long long` (`i64`).
    Llround,
}

impl LibmFn {
    const ALL: [LibmFn; 17] = [
        LibmFn::Sqrt,
        LibmFn::Fma,
        LibmFn::Floor,
        LibmFn::Ceil,
        LibmFn::Trunc,
        LibmFn::Round,
        LibmFn::RoundEven,
        LibmFn::Rint,
        LibmFn::NearbyInt,
        LibmFn::Fmin,
        LibmFn::Fmax,
        LibmFn::Fabs,
        LibmFn::Copysign,
        LibmFn::Lrint,
        LibmFn::Llrint,
        LibmFn::Lround,
        LibmFn::Llround,
    ];

    /// The C name of the `double` version.
    pub fn name(self) -> &'static str {
        match self {
            LibmFn::Sqrt => "sqrt",
            LibmFn::Fma => "fma",
            LibmFn::Floor => "floor",
            LibmFn::Ceil => "ceil",
            LibmFn::Trunc => "trunc",
            LibmFn::Round => "round",
            LibmFn::RoundEven => "roundeven",
            LibmFn::Rint => "rint",
            LibmFn::NearbyInt => "nearbyint",
            LibmFn::Fmin => "fmin",
            LibmFn::Fmax => "fmax",
            LibmFn::Fabs => "fabs",
            LibmFn::Copysign => "copysign",
            LibmFn::Lrint => "lrint",
            LibmFn::Llrint => "llrint",
            LibmFn::Lround => "lround",
            LibmFn::Llround => "llround",
        }
    }

    /// The libm function an intrinsic family (`llvm.sqrt`) calls; for the
    /// `lrint` families, the one returning `i32` when `to_64` is false.
    pub fn of_family(family: &str, to_64: bool) -> Option<LibmFn> {
        Some(match family {
            "llvm.sqrt" => LibmFn::Sqrt,
            "llvm.fma" => LibmFn::Fma,
            "llvm.floor" => LibmFn::Floor,
            "llvm.ceil" => LibmFn::Ceil,
            "llvm.trunc" => LibmFn::Trunc,
            "llvm.round" => LibmFn::Round,
            "llvm.roundeven" => LibmFn::RoundEven,
            "llvm.rint" => LibmFn::Rint,
            "llvm.nearbyint" => LibmFn::NearbyInt,
            "llvm.minnum" => LibmFn::Fmin,
            "llvm.maxnum" => LibmFn::Fmax,
            "llvm.lrint" | "llvm.llrint" if to_64 => LibmFn::Llrint,
            "llvm.lrint" | "llvm.llrint" => LibmFn::Lrint,
            "llvm.lround" | "llvm.llround" if to_64 => LibmFn::Llround,
            "llvm.lround" | "llvm.llround" => LibmFn::Lround,
            _ => return None,
        })
    }

    /// The number of float operands.
    fn arity(self) -> usize {
        match self {
            LibmFn::Fma => 3,
            LibmFn::Fmin | LibmFn::Fmax | LibmFn::Copysign => 2,
            _ => 1,
        }
    }

    /// The integer result type, for the functions that return one.
    fn int_result(self) -> Option<Ty> {
        match self {
            LibmFn::Lrint | LibmFn::Lround => Some(Ty::I32),
            LibmFn::Llrint | LibmFn::Llround => Some(Ty::I64),
            _ => None,
        }
    }
}

/// A routine soft float calls (or a program calls by name) whose result
/// depends only on its arguments.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Routine {
    /// `__addsf3` ... `__divdf3`; `fmodf`/`fmod` for `FRem`.
    Arith(FloatKind, FloatBinOp),
    /// `__negsf2`/`__negdf2`.
    Neg(FloatKind),
    /// A comparison: `__eqsf2` ... `__unorddf2`.
    Compare(FloatKind, CmpRoutine),
    /// `__fix[uns]{sf,df}{si,di}`: to an integer of `bits` (32 or 64)
    /// bits, toward zero, saturating (DESIGN23).
    ToInt {
        /// The source.
        from: FloatKind,
        /// 32 or 64.
        bits: u32,
        /// `fptosi` rather than `fptoui`.
        signed: bool,
    },
    /// `__float[un]{si,di}{sf,df}`: from an integer of `bits` (32 or 64)
    /// bits, rounded to nearest even.
    FromInt {
        /// The result.
        to: FloatKind,
        /// 32 or 64.
        bits: u32,
        /// `sitofp` rather than `uitofp`.
        signed: bool,
    },
    /// `__extendsfdf2`.
    Extend,
    /// `__truncdfsf2`.
    Truncate,
    /// A libm function (`sqrt`, `sqrtf`, ...).
    Libm(FloatKind, LibmFn),
}

const KINDS: [FloatKind; 2] = [FloatKind::F32, FloatKind::F64];
const ARITH: [FloatBinOp; 5] = [
    FloatBinOp::FAdd,
    FloatBinOp::FSub,
    FloatBinOp::FMul,
    FloatBinOp::FDiv,
    FloatBinOp::FRem,
];

impl Routine {
    /// Every routine.
    pub fn all() -> Vec<Routine> {
        let mut out = vec![Routine::Extend, Routine::Truncate];
        for k in KINDS {
            out.extend(ARITH.iter().map(|&op| Routine::Arith(k, op)));
            out.push(Routine::Neg(k));
            out.extend(CmpRoutine::ALL.iter().map(|&c| Routine::Compare(k, c)));
            out.extend(LibmFn::ALL.iter().map(|&l| Routine::Libm(k, l)));
            for bits in [32, 64] {
                for signed in [true, false] {
                    out.push(Routine::ToInt {
                        from: k,
                        bits,
                        signed,
                    });
                    out.push(Routine::FromInt {
                        to: k,
                        bits,
                        signed,
                    });
                }
            }
        }
        out
    }

    /// The routine named `name`, if it is one.
    ///
    /// ```
    /// # use egret_llvmlite::legalize::Routine;
    /// # use egret_llvmlite::float::{FloatBinOp, FloatKind};
    /// assert_eq!(
    ///     Routine::from_name("__adddf3"),
    ///     Some(Routine::Arith(FloatKind::F64, FloatBinOp::FAdd))
    /// );
    /// assert_eq!(Routine::from_name("sqrtf").map(|r| r.name()).as_deref(), Some("sqrtf"));
    /// assert_eq!(Routine::from_name("printf"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Routine> {
        static TABLE: OnceLock<HashMap<String, Routine>> = OnceLock::new();
        let table =
            TABLE.get_or_init(|| Routine::all().into_iter().map(|r| (r.name(), r)).collect());
        table.get(name).copied()
    }

    /// Its name.
    pub fn name(self) -> String {
        let mode = |k: FloatKind| match k {
            FloatKind::F32 => "sf",
            FloatKind::F64 => "df",
        };
        let int = |bits: u32| if bits == 32 { "si" } else { "di" };
        match self {
            Routine::Arith(k, FloatBinOp::FRem) => libm_name(k, "fmod"),
            Routine::Arith(k, op) => {
                let stem = match op {
                    FloatBinOp::FAdd => "add",
                    FloatBinOp::FSub => "sub",
                    FloatBinOp::FMul => "mul",
                    _ => "div",
                };
                format!("__{stem}{}3", mode(k))
            }
            Routine::Neg(k) => format!("__neg{}2", mode(k)),
            Routine::Compare(k, c) => format!("__{}{}2", c.stem(), mode(k)),
            Routine::ToInt { from, bits, signed } => {
                let uns = if signed { "" } else { "uns" };
                format!("__fix{uns}{}{}", mode(from), int(bits))
            }
            Routine::FromInt { to, bits, signed } => {
                let un = if signed { "" } else { "un" };
                format!("__float{un}{}{}", int(bits), mode(to))
            }
            Routine::Extend => "__extendsfdf2".to_string(),
            Routine::Truncate => "__truncdfsf2".to_string(),
            Routine::Libm(k, l) => libm_name(k, l.name()),
        }
    }

    /// Its type after legalization: result and parameters (floats as their
    /// bit integers).
    pub fn signature(self) -> (Ty, Vec<Ty>) {
        match self {
            Routine::Arith(k, _) => (bits_type(k), vec![bits_type(k); 2]),
            Routine::Neg(k) => (bits_type(k), vec![bits_type(k)]),
            Routine::Compare(k, _) => (Ty::I32, vec![bits_type(k); 2]),
            Routine::ToInt { from, bits, .. } => (int_type(bits), vec![bits_type(from)]),
            Routine::FromInt { to, bits, .. } => (bits_type(to), vec![int_type(bits)]),
            Routine::Extend => (Ty::I64, vec![Ty::I32]),
            Routine::Truncate => (Ty::I32, vec![Ty::I64]),
            Routine::Libm(k, l) => {
                let ret = l.int_result().unwrap_or(bits_type(k));
                (ret, vec![bits_type(k); l.arity()])
            }
        }
    }
}

/// The name of libm function `stem` for `kind` (`sqrtf` for `float`).
fn libm_name(kind: FloatKind, stem: &str) -> String {
    match kind {
        FloatKind::F32 => format!("{stem}f"),
        FloatKind::F64 => stem.to_string(),
    }
}

/// `i32` or `i64`.
fn int_type(bits: u32) -> Ty {
    if bits == 32 { Ty::I32 } else { Ty::I64 }
}

impl Routine {
    /// The result of the routine on the argument bits `args` (floats as
    /// their bits, integers zero-extended), exactly as the runtime computes
    /// it, for the routines the mid-end folds (all but the libm functions
    /// other than `fabs` and `copysign`: [`Routine::compute`] runs those);
    /// `None` for the others or too few arguments. Comparison results are
    /// `i32`s zero-extended (-1 is `0xFFFF_FFFF`).
    ///
    /// ```
    /// # use egret_llvmlite::legalize::Routine;
    /// let add = Routine::from_name("__addsf3").expect("a routine");
    /// assert_eq!(add.eval(&[0x3F80_0000, 0x3F80_0000]), Some(0x4000_0000));
    /// let lt = Routine::from_name("__ltdf2").expect("a routine");
    /// assert_eq!(lt.eval(&[0, 1]), Some(0xFFFF_FFFF));
    /// ```
    pub fn eval(self, args: &[u64]) -> Option<u64> {
        match self {
            Routine::Libm(_, LibmFn::Fabs | LibmFn::Copysign) => self.compute(args),
            Routine::Libm(..) => None,
            _ => self.compute(args),
        }
    }

    /// The result of any routine on the argument bits `args` (as for
    /// [`Routine::eval`]; extra high bits of a float argument are ignored),
    /// bit for bit what the runtime computes; `None` only when there are
    /// too few arguments. The interpreter runs routine calls through this.
    ///
    /// ```
    /// # use egret_llvmlite::legalize::Routine;
    /// let sqrt = Routine::from_name("sqrtf").expect("a routine");
    /// assert_eq!(sqrt.compute(&[0x4080_0000]), Some(0x4000_0000));
    /// assert_eq!(sqrt.eval(&[0x4080_0000]), None, "not folded");
    /// ```
    pub fn compute(self, args: &[u64]) -> Option<u64> {
        let a = *args.first()?;
        let b = || args.get(1).copied();
        Some(match self {
            Routine::Arith(k, op) => float::binary(k, op, a, b()?),
            Routine::Neg(k) => float::neg(k, a),
            Routine::Compare(k, c) => u64::from(compare(k, c, a, b()?) as u32),
            Routine::ToInt { from, bits, signed } => float::to_int(from, a, bits, signed),
            Routine::FromInt { to, bits, signed } => float::from_int(to, a, bits, signed),
            Routine::Extend => float::extend(a),
            Routine::Truncate => float::truncate(a),
            Routine::Libm(k, l) => {
                let m = k.mask();
                let c = args.get(2).copied();
                l.compute(k, a & m, || b().map(|b| b & m), || c.map(|c| c & m))?
            }
        })
    }
}

impl LibmFn {
    /// `self` in format `k` on `a` (and, for two or three operands, what
    /// `b` and `c` give), masked to the format.
    fn compute(
        self,
        k: FloatKind,
        a: u64,
        b: impl Fn() -> Option<u64>,
        c: impl Fn() -> Option<u64>,
    ) -> Option<u64> {
        Some(match self {
            LibmFn::Sqrt => float::sqrt(k, a),
            LibmFn::Fma => float::fma(k, a, b()?, c()?),
            LibmFn::Floor => float::floor(k, a),
            LibmFn::Ceil => float::ceil(k, a),
            LibmFn::Trunc => float::trunc(k, a),
            LibmFn::Round => float::round(k, a),
            LibmFn::RoundEven | LibmFn::Rint | LibmFn::NearbyInt => float::roundeven(k, a),
            LibmFn::Fmin => float::minnum(k, a, b()?),
            LibmFn::Fmax => float::maxnum(k, a, b()?),
            LibmFn::Fabs => float::fabs(k, a),
            LibmFn::Copysign => float::copysign(k, a, b()?),
            // `long` is 32 bits on Cpu0 (O32).
            LibmFn::Lrint => float::to_int(k, float::roundeven(k, a), 32, true),
            LibmFn::Llrint => float::to_int(k, float::roundeven(k, a), 64, true),
            LibmFn::Lround => float::to_int(k, float::round(k, a), 32, true),
            LibmFn::Llround => float::to_int(k, float::round(k, a), 64, true),
        })
    }
}

/// What the comparison routine `c` returns for `a` and `b` (compiler-rt:
/// -1 less, 0 equal, 1 greater; unordered 1, except -1 for `__ge`/`__gt`;
/// `__unord` 1 iff unordered).
fn compare(kind: FloatKind, c: CmpRoutine, a: u64, b: u64) -> i32 {
    let unordered = float::compare(kind, FloatCC::Uno, a, b);
    if c == CmpRoutine::Unord {
        return i32::from(unordered);
    }
    if unordered {
        return if matches!(c, CmpRoutine::Gt | CmpRoutine::Ge) {
            -1
        } else {
            1
        };
    }
    if float::compare(kind, FloatCC::Olt, a, b) {
        -1
    } else if float::compare(kind, FloatCC::Oeq, a, b) {
        0
    } else {
        1
    }
}
