//! Registers as lowering and regalloc2 see them.
//!
//! A [`Reg`] is a regalloc2 [`VReg`]. As in Cranelift, the first
//! [`PINNED_VREGS`] indices stand for the sixteen physical Cpu0 registers, so
//! one type names both a virtual register (before allocation) and a physical one
//! (`$zero` as an operand, and every register after allocation). Lowering only
//! ever uses the physical registers regalloc2 may not allocate (`$zero`, and
//! `$sp` inside pseudo-instructions); allocatable registers appear through
//! fixed-register constraints on virtual registers.
//!
//! The register classes follow ARCHITECTURE.md "Target decisions" 2 and 3 and
//! CPU0.md §1: `$zero $at $sp $lr $sw` are never allocated (`$at` is the
//! scratch register for regalloc2's cyclic moves and for long offsets in
//! emission); `$gp` is an ordinary caller-saved register; `$s0 $s1 $fp` are
//! callee-saved, and `$fp` is left out when the function needs a frame pointer.

use egret_cpu0::isa::Reg as PhysReg;
use regalloc2::{MachineEnv, PReg, PRegSet, RegClass, VReg};
use std::fmt;

/// Number of vreg indices reserved for the physical registers.
pub const PINNED_VREGS: usize = 16;

/// A register: virtual (index ≥ [`PINNED_VREGS`]) or physical.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(VReg);

impl Reg {
    /// The physical register `r`.
    pub fn phys(r: PhysReg) -> Reg {
        Reg(VReg::new(r.index(), RegClass::Int))
    }

    /// The virtual register with regalloc2 index `index` (≥ [`PINNED_VREGS`]).
    pub fn virt(index: usize) -> Reg {
        debug_assert!(index >= PINNED_VREGS);
        Reg(VReg::new(index, RegClass::Int))
    }

    /// `$zero`.
    pub fn zero() -> Reg {
        Reg::phys(PhysReg::ZERO)
    }

    /// The regalloc2 vreg.
    pub fn vreg(self) -> VReg {
        self.0
    }

    /// The physical register this is, if it is one.
    pub fn to_phys(self) -> Option<PhysReg> {
        (self.0.vreg() < PINNED_VREGS).then(|| PhysReg(self.0.vreg() as u8))
    }

    /// Whether this is a virtual register.
    pub fn is_virtual(self) -> bool {
        self.to_phys().is_none()
    }
}

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_phys() {
            Some(p) => write!(f, "{p}"),
            None => write!(f, "%v{}", self.0.vreg()),
        }
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A register an instruction writes (a separate type, as in Cranelift, so a
/// def cannot be passed where a use is expected by accident).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct WritableReg(Reg);

impl WritableReg {
    /// Marks `r` as written.
    pub fn from_reg(r: Reg) -> WritableReg {
        WritableReg(r)
    }

    /// The register.
    pub fn to_reg(self) -> Reg {
        self.0
    }

    /// Mutable access for operand rewriting.
    pub fn reg_mut(&mut self) -> &mut Reg {
        &mut self.0
    }
}

/// The registers holding one IR value: one register for widths up to 32 bits,
/// a (low, high) pair for i64.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ValueRegs {
    regs: [Reg; 2],
    len: u8,
}

impl ValueRegs {
    /// One register.
    pub fn one(r: Reg) -> ValueRegs {
        ValueRegs {
            regs: [r, r],
            len: 1,
        }
    }

    /// An i64 pair.
    pub fn two(lo: Reg, hi: Reg) -> ValueRegs {
        ValueRegs {
            regs: [lo, hi],
            len: 2,
        }
    }

    /// The registers, low word first.
    pub fn regs(&self) -> &[Reg] {
        &self.regs[..self.len as usize]
    }

    /// The only register, or the low word of a pair.
    pub fn lo(&self) -> Reg {
        self.regs[0]
    }

    /// The high word of a pair (the only register for a single).
    pub fn hi(&self) -> Reg {
        self.regs[self.len as usize - 1]
    }

    /// Whether this is an i64 pair.
    pub fn is_pair(&self) -> bool {
        self.len == 2
    }
}

/// The regalloc2 physical register for a Cpu0 register.
pub fn preg(r: PhysReg) -> PReg {
    PReg::new(r.index(), RegClass::Int)
}

/// The Cpu0 register for a regalloc2 physical register.
pub fn phys_of(p: PReg) -> PhysReg {
    PhysReg(p.hw_enc() as u8)
}

/// Caller-saved allocatable registers, in the order regalloc2 prefers them.
pub const CALLER_SAVED: [PhysReg; 8] = [
    PhysReg::V0,
    PhysReg::V1,
    PhysReg::A0,
    PhysReg::A1,
    PhysReg::T0,
    PhysReg::T1,
    PhysReg::T9,
    PhysReg::GP,
];

/// Callee-saved registers in the order lbd saves them below `$lr`
/// (CPU0.md §3.3: LR, FP, S1, S0).
pub const CALLEE_SAVED: [PhysReg; 4] = [PhysReg::LR, PhysReg::FP, PhysReg::S1, PhysReg::S0];

/// The registers every call clobbers: the caller-saved ones and `$lr`,
/// which `jsub`/`jalr` overwrite with the return address.
pub fn caller_saved_set() -> PRegSet {
    let mut set = PRegSet::empty();
    for r in CALLER_SAVED {
        set.add(preg(r));
    }
    set.add(preg(PhysReg::LR));
    set
}

/// Which registers a function may allocate beyond the fixed set.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct RegChoice {
    /// The function needs a frame pointer, so `$fp` is not allocatable.
    pub needs_fp: bool,
    /// `$lr` is allocatable (an optimization: off at -O0, where the return
    /// address stays in `$lr` for the whole of a leaf function).
    pub allocate_lr: bool,
    /// The function makes calls, so it saves `$lr` anyway and, when
    /// `$lr` is allocatable, uses it as one more call-clobbered temporary.
    pub makes_calls: bool,
}

/// The allocation environment: the caller-saved registers first, then
/// `$s0`, `$s1` and `$fp` (unless the function needs a frame pointer),
/// which cost a save and a restore once used. `$lr`, when allocatable, is
/// free in a function that calls (it saves `$lr` anyway; calls clobber
/// it) and the last choice in a leaf, where using it costs the same save
/// and restore as `$s0`.
pub fn machine_env(choice: RegChoice) -> MachineEnv {
    let mut preferred = PRegSet::empty();
    for r in CALLER_SAVED {
        preferred.add(preg(r));
    }
    let mut non_preferred = PRegSet::empty();
    non_preferred.add(preg(PhysReg::S0));
    non_preferred.add(preg(PhysReg::S1));
    if !choice.needs_fp {
        non_preferred.add(preg(PhysReg::FP));
    }
    if choice.allocate_lr {
        if choice.makes_calls {
            preferred.add(preg(PhysReg::LR));
        } else {
            non_preferred.add(preg(PhysReg::LR));
        }
    }
    MachineEnv {
        preferred_regs_by_class: [preferred, PRegSet::empty(), PRegSet::empty()],
        non_preferred_regs_by_class: [non_preferred, PRegSet::empty(), PRegSet::empty()],
        // No dedicated scratch: `$at` belongs to emission, which needs it
        // for offsets beyond 16 bits — including those of the spill slots a
        // stack-to-stack move goes through. regalloc2 finds a free register
        // for move cycles (or borrows one through a spill slot).
        scratch_by_class: [None, None, None],
        fixed_stack_slots: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn physical_and_virtual_registers_are_distinct() {
        assert_eq!(Reg::zero().to_phys(), Some(PhysReg::ZERO));
        assert!(Reg::virt(PINNED_VREGS).is_virtual());
        assert_eq!(Reg::phys(PhysReg::SP).to_phys(), Some(PhysReg::SP));
    }

    #[test]
    fn reserved_registers_are_never_allocatable() {
        for bits in 0..8u8 {
            let choice = RegChoice {
                needs_fp: bits & 1 != 0,
                allocate_lr: bits & 2 != 0,
                makes_calls: bits & 4 != 0,
            };
            let env = machine_env(choice);
            let all = {
                let mut s = env.preferred_regs_by_class[0];
                s.union_from(env.non_preferred_regs_by_class[0]);
                s
            };
            for r in [PhysReg::ZERO, PhysReg::AT, PhysReg::SP, PhysReg::SW] {
                assert!(!all.contains(preg(r)), "{r} allocatable");
            }
            assert_eq!(all.contains(preg(PhysReg::FP)), !choice.needs_fp);
            assert_eq!(all.contains(preg(PhysReg::LR)), choice.allocate_lr);
            // `$lr` costs a save only in a leaf.
            assert_eq!(
                env.preferred_regs_by_class[0].contains(preg(PhysReg::LR)),
                choice.allocate_lr && choice.makes_calls
            );
            assert!(all.contains(preg(PhysReg::GP)));
        }
    }

    #[test]
    fn value_regs_pairs() {
        let a = Reg::virt(20);
        let b = Reg::virt(21);
        let p = ValueRegs::two(a, b);
        assert_eq!((p.lo(), p.hi()), (a, b));
        assert!(p.is_pair());
        assert_eq!(ValueRegs::one(a).regs(), &[a]);
    }
}
