//! What a call may change: the O32 set ([`ABI_CALL_KILLS`]) for any callee,
//! and the narrower sets the runtime's own routines keep to
//! ([`routine_kills`]), so that values stay in caller-saved registers
//! around a call of `__eqdf2` or `__fixdfsi` (issue 23).
//!
//! Sets are masks over the registers as [`RegEffects`] numbers them (bit
//! `n` for general register `n`, then HI and LO), which is how the post-RA
//! passes (`crate::mach`) count registers; lowering turns a set into
//! regalloc2 clobbers ([`crate::lower`]'s calls) and hands the mask on to
//! the call's `jsub` (`crate::mach::CallFacts`).
//!
//! The table is a fact about the runtime as egret builds it (runtime/, at
//! -O2, both byte orders and ISA levels): every instruction of the routine
//! and of the functions it calls or jumps to writes only registers of its
//! set, the callee-saved ones (`$s0`, `$s1`, `$fp`, `$lr`) restored before
//! it returns, as for every callee. `tests/softfloat_routines.rs`
//! (`runtime_routines_write_only_their_declared_registers`) checks that on
//! the linked runtime, so a routine (or a change to code generation) that
//! makes one write more fails there rather than miscompiling callers.
//!
//! A set applies only to a call of a *declaration* of the name (the
//! runtime's definition is linked in): a module that defines a function of
//! that name gets the O32 set for it. The names are the C library's and
//! compiler-rt's, reserved to the implementation.

use egret_cpu0::isa::{Reg, RegEffects};

const fn bits(regs: &[Reg]) -> u32 {
    let mut set = 0;
    let mut k = 0;
    while k < regs.len() {
        set |= RegEffects::bit(regs[k]);
        k += 1;
    }
    set
}

/// What any call may change: the caller-saved registers (`crate::reg`),
/// the results, `$at`, `$lr` (the return address), the compare flags
/// `$sw` and HI/LO.
pub const ABI_CALL_KILLS: u32 = bits(&[
    Reg::AT,
    Reg::LR,
    Reg::V0,
    Reg::V1,
    Reg::A0,
    Reg::A1,
    Reg::T9,
    Reg::T0,
    Reg::T1,
    Reg::GP,
    Reg::SW,
]) | RegEffects::HI
    | RegEffects::LO;

/// `__negsf2`/`__negdf2`: the result only.
const NEGATE: u32 = bits(&[Reg::V0, Reg::V1]);

/// The `float` comparisons but `__unordsf2`: `$a0`, `$a1`, `$t1` and `$gp`
/// keep their values.
const COMPARE_FLOAT: u32 = bits(&[Reg::V0, Reg::V1, Reg::T0, Reg::T9, Reg::SW]);

/// The `double` comparisons and `__unordsf2`: `$a0`, `$a1` keep theirs.
const COMPARE_DOUBLE: u32 = bits(&[
    Reg::V0,
    Reg::V1,
    Reg::T0,
    Reg::T1,
    Reg::GP,
    Reg::T9,
    Reg::SW,
]);

/// The conversions to a 32-bit integer: `$t0`, `$t1` and `$gp` keep
/// theirs.
const TO_INT32: u32 = bits(&[Reg::V0, Reg::V1, Reg::A0, Reg::A1, Reg::T9, Reg::SW]);

/// The conversions to a 64-bit integer, the exact ones to `double` and
/// from `u32` to `float`, and `__unorddf2`: `$gp` keeps its value.
const CONVERT: u32 = bits(&[
    Reg::V0,
    Reg::V1,
    Reg::A0,
    Reg::A1,
    Reg::T0,
    Reg::T1,
    Reg::T9,
    Reg::SW,
]);

/// The routines with a declared set narrower than [`ABI_CALL_KILLS`], and
/// the set (the others, arithmetic and rounding conversions among them,
/// write every allocatable register; keeping `$at` or HI/LO alone gains
/// nothing). Sets are the same for both byte orders and ISA levels (`$sw`
/// is written by the comparisons of cpu032I only).
const ROUTINES: &[(&str, u32)] = &[
    ("__negsf2", NEGATE),
    ("__negdf2", NEGATE),
    ("__eqsf2", COMPARE_FLOAT),
    ("__nesf2", COMPARE_FLOAT),
    ("__ltsf2", COMPARE_FLOAT),
    ("__lesf2", COMPARE_FLOAT),
    ("__gtsf2", COMPARE_FLOAT),
    ("__gesf2", COMPARE_FLOAT),
    ("__unordsf2", COMPARE_DOUBLE),
    ("__eqdf2", COMPARE_DOUBLE),
    ("__nedf2", COMPARE_DOUBLE),
    ("__ltdf2", COMPARE_DOUBLE),
    ("__ledf2", COMPARE_DOUBLE),
    ("__gtdf2", COMPARE_DOUBLE),
    ("__gedf2", COMPARE_DOUBLE),
    ("__unorddf2", CONVERT),
    ("__fixsfsi", TO_INT32),
    ("__fixunssfsi", TO_INT32),
    ("__fixdfsi", TO_INT32),
    ("__fixunsdfsi", TO_INT32),
    ("__fixsfdi", CONVERT),
    ("__fixunssfdi", CONVERT),
    ("__fixdfdi", CONVERT),
    ("__fixunsdfdi", CONVERT),
    ("__floatsidf", CONVERT),
    ("__floatunsidf", CONVERT),
    ("__floatunsisf", CONVERT),
    ("__floatundidf", CONVERT),
    ("__extendsfdf2", CONVERT),
];

/// The registers a call of the runtime's routine `name` may change, for
/// the routines that keep to fewer than [`ABI_CALL_KILLS`] (`$lr` always
/// among them: `jsub` writes it).
///
/// ```
/// use egret_lower::runtime_clobbers::{ABI_CALL_KILLS, routine_kills};
/// assert!(routine_kills("printf").is_none());
/// if let Some(set) = routine_kills("__eqdf2") {
///     assert_eq!(set & !ABI_CALL_KILLS, 0);
/// }
/// ```
pub fn routine_kills(name: &str) -> Option<u32> {
    ROUTINES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, set)| set | RegEffects::bit(Reg::LR))
}

/// Every routine with a declared set, and the set (what
/// [`routine_kills`] answers for it).
pub fn declared_routines() -> impl Iterator<Item = (&'static str, u32)> {
    ROUTINES
        .iter()
        .map(|&(n, set)| (n, set | RegEffects::bit(Reg::LR)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declared_sets_are_within_the_abi_set_and_hold_the_return_address() {
        for (name, set) in declared_routines() {
            assert_eq!(set & !ABI_CALL_KILLS, 0, "{name}");
            assert_ne!(set & RegEffects::bit(Reg::LR), 0, "{name}");
            assert_eq!(routine_kills(name), Some(set));
        }
    }

    #[test]
    fn names_are_listed_once() {
        let mut names: Vec<&str> = declared_routines().map(|(n, _)| n).collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
    }
}
