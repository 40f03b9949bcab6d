//! The floating-point functions the interpreter runs natively: the
//! compiler-rt soft-float routines (`__adddf3`, `__fixsfsi`, ...), so that a
//! module the soft-float legalizer has rewritten still interprets, and the
//! C math library (`sqrt`, `sin`, ... and their `f` variants).
//!
//! Arguments and results are bit patterns (a `float` in the low 32 bits), as
//! in the IR. The routines and the correctly rounded libm functions are the
//! legalizer's routine table (`Routine`: names, types and semantics in one
//! home), computed through [`crate::float`], so they agree bit for bit with the
//! interpreter's own float instructions and with the Cpu0 runtime; the
//! transcendental functions call the host's libm (glibc), which is what a
//! native build of the same C program uses.

use super::memory::{Fault, Memory};
use crate::float::{self, FloatKind};
use crate::legalize::Routine;
use std::borrow::Cow;

use FloatKind::{F32, F64};

/// The libm functions the interpreter knows beyond the soft-float
/// [`Routine`]s (which have their names, types and semantics there), each
/// in a `double` and a `float` variant: those that write through a pointer
/// and the transcendental ones, which the host computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Lib {
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

/// The functions of [`Lib`]: the `double` name, the `float` name, the
/// function.
const LIBM: &[(&str, &str, Lib)] = &[
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

/// A floating-point function the interpreter implements natively.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MathFn {
    /// A soft-float routine or correctly rounded libm function of the
    /// legalizer's table, run through [`Routine::compute`].
    Routine(Routine),
    /// Another libm function, in this format.
    Lib(FloatKind, Lib),
}

impl MathFn {
    /// The function called `name`, if the interpreter knows it.
    pub fn from_name(name: &str) -> Option<MathFn> {
        if let Some(r) = Routine::from_name(name) {
            return Some(MathFn::Routine(r));
        }
        LIBM.iter().find_map(|&(d, f, lib)| match name {
            _ if name == d => Some(MathFn::Lib(F64, lib)),
            _ if name == f => Some(MathFn::Lib(F32, lib)),
            _ => None,
        })
    }

    /// Its C name.
    pub fn name(self) -> Cow<'static, str> {
        match self {
            MathFn::Routine(r) => Cow::Owned(r.name()),
            MathFn::Lib(k, lib) => {
                let names = LIBM.iter().find(|e| e.2 == lib);
                let (d, f) = names.map_or(("?", "?"), |e| (e.0, e.1));
                Cow::Borrowed(if k == F64 { d } else { f })
            }
        }
    }

    /// How many arguments it takes.
    pub fn arity(self) -> usize {
        match self {
            MathFn::Routine(r) => r.signature().1.len(),
            MathFn::Lib(_, lib) => match lib {
                Lib::Ldexp | Lib::Frexp | Lib::Modf | Lib::Atan2 | Lib::Pow => 2,
                _ => 1,
            },
        }
    }

    /// Runs the function on `args` (bit patterns; at least
    /// [`MathFn::arity`] of them); `mem` serves the pointer arguments of
    /// `frexp` and `modf`.
    pub fn call(self, args: &[u64], mem: &mut Memory) -> Result<u64, Fault> {
        match self {
            MathFn::Routine(r) => r
                .compute(args)
                .ok_or_else(|| Fault(format!("`{}` needs {} arguments", r.name(), self.arity()))),
            MathFn::Lib(k, lib) => libm(k, lib, args, mem),
        }
    }
}

/// Runs the libm function `lib` in format `k`.
fn libm(k: FloatKind, lib: Lib, args: &[u64], mem: &mut Memory) -> Result<u64, Fault> {
    let a = |i: usize| args.get(i).copied().unwrap_or(0) & k.mask();
    let x = a(0);
    Ok(match lib {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::legalize::LibmFn;

    #[test]
    fn every_routine_is_a_native_of_its_name_and_arity() {
        for r in Routine::all() {
            let name = r.name();
            let m = MathFn::from_name(&name);
            assert_eq!(m, Some(MathFn::Routine(r)), "{name}");
            let m = m.expect("checked");
            assert_eq!(m.name(), name);
            assert_eq!(m.arity(), r.signature().1.len(), "{name}");
        }
        for &(d, f, lib) in LIBM {
            assert_eq!(Routine::from_name(d), None, "{d} has one home");
            assert_eq!(MathFn::from_name(d), Some(MathFn::Lib(F64, lib)));
            assert_eq!(MathFn::from_name(f), Some(MathFn::Lib(F32, lib)));
            assert_eq!(MathFn::Lib(F32, lib).name(), f);
        }
        assert_eq!(MathFn::from_name("printf"), None);
    }

    #[test]
    fn routines_run_through_the_routine_table() {
        let mut mem = Memory::new(4096, crate::Endian::Big);
        let run = |r: Routine, args: &[u64], mem: &mut Memory| {
            MathFn::Routine(r).call(args, mem).expect("runs")
        };
        // sqrtf(4) = 2; lrint(2.5) = 2 (ties to even); fmod(7, 4) = 3.
        let sqrtf = Routine::Libm(F32, LibmFn::Sqrt);
        assert_eq!(run(sqrtf, &[0x4080_0000], &mut mem), 0x4000_0000);
        let lrint = Routine::Libm(F64, LibmFn::Lrint);
        assert_eq!(run(lrint, &[2.5f64.to_bits()], &mut mem), 2);
        let fmod = Routine::from_name("fmod").expect("a routine");
        let (seven, four) = (7f64.to_bits(), 4f64.to_bits());
        assert_eq!(run(fmod, &[seven, four], &mut mem), 3f64.to_bits());
        // High bits above a float's 32 are ignored by the libm functions.
        let fabsf = Routine::Libm(F32, LibmFn::Fabs);
        assert_eq!(run(fabsf, &[0xFFFF_FFFF_BF80_0000], &mut mem), 0x3F80_0000);
        let short = MathFn::Routine(Routine::Libm(F64, LibmFn::Fma)).call(&[0, 0], &mut mem);
        assert!(short.is_err(), "too few arguments is an error, not a panic");
    }
}
