//! Widening: a bound that keeps growing jumps to the next threshold (a
//! constant the function compares with), so the fixpoint ends quickly.

use super::mono::Mono;
use crate::eopt::analysis::Facts;
use cranelift_entity::SecondaryMap;
use egret_llvmlite::dom::DomTree;
use egret_llvmlite::{Block, Function, InstData, PredTable, TypeStore, Value, ValueDef, sext};
use rustc_hash::FxHashMap as HashMap;

/// Widenings to the next threshold before a bound that still grows goes to
/// the type's limit (with many constants in a function, stepping through
/// all of them would take a round each): for a parameter compared with
/// constants itself, through those constants...
const THRESHOLD_STEPS: u32 = 16;
/// ...and for any other, through every constant of the function: a bound
/// that passes four of them is rarely caught by the fifth (an accumulator
/// of nested loops, say), and each step is a round of the whole fixpoint.
const GLOBAL_THRESHOLD_STEPS: u32 = 4;

/// Changes of a parameter's facts after which its joins are widened.
const WIDEN_AFTER: u32 = 3;

/// The joins of the block parameters in the fixpoint of
/// [`Ranges::compute_with_args`](super::Ranges::compute_with_args), widened
/// where the iteration would otherwise take long.
pub(super) struct Widening {
    thresholds: Thresholds,
    /// Every cycle of the CFG enters a block through an edge that goes
    /// back in reverse postorder: widening the parameters of those blocks
    /// alone ends the iteration, and the others keep their exact joins.
    entered_backwards: SecondaryMap<Block, bool>,
    /// How many times the facts of each parameter changed.
    changes: SecondaryMap<Value, u32>,
}

impl Widening {
    pub(super) fn new(f: &Function, types: &TypeStore, dt: &DomTree, preds: &PredTable) -> Self {
        let mut entered_backwards: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &b in dt.rpo() {
            entered_backwards[b] = preds[b].iter().any(|&pb| dt.is_retreating(pb, b));
        }
        Widening {
            thresholds: Thresholds::new(f, types),
            entered_backwards,
            changes: SecondaryMap::new(),
        }
    }

    /// The next facts of parameter `p` of block `b`, which had `old` and
    /// now receives `new` (a change): their join, widened through the
    /// thresholds once `p` has changed more than [`WIDEN_AFTER`] times in a
    /// block entered backwards, and to the type's limits after that many
    /// more steps. `accumulates` says whether `p` is an accumulator.
    pub(super) fn join(
        &mut self,
        b: Block,
        p: Value,
        old: &Facts,
        new: &Facts,
        accumulates: bool,
    ) -> Facts {
        self.changes[p] += 1;
        let joined = old.join(new);
        if !self.entered_backwards[b] {
            joined
        } else if self.changes[p] > WIDEN_AFTER {
            let (list, steps) = self.thresholds.of(p, accumulates);
            if self.changes[p] > WIDEN_AFTER + steps {
                widen(old, &joined, &[])
            } else {
                widen(old, &joined, list)
            }
        } else {
            joined
        }
    }
}

/// Widening thresholds: the constants compared with, and one either side.
/// A block parameter compared with constants, directly or through a
/// [`Mono`] function of it (`i + 1 < n`, `sext i < n`), widens through
/// those alone; any other value uses every constant of the function. A
/// function that compares many constants (a large one after inlining)
/// would otherwise step each loop counter through all of them, a round
/// of the whole fixpoint per step.
pub(crate) struct Thresholds {
    all: Vec<i64>,
    own: HashMap<Value, Vec<i64>>,
}

impl Thresholds {
    pub(crate) fn new(f: &Function, types: &TypeStore) -> Thresholds {
        let mut all = Vec::new();
        let mut own: HashMap<Value, Vec<i64>> = HashMap::default();
        for (_, i) in crate::cfg::placed_insts(f) {
            let InstData::Icmp { args, .. } = &f.insts[i] else {
                continue;
            };
            for (k, &a) in args.iter().enumerate() {
                let (Some(c), Some(bits)) = (f.const_value(a), types.int_bits(f.value_type(a)))
                else {
                    continue;
                };
                let v = sext(c, bits);
                let near = [v.saturating_sub(1), v, v.saturating_add(1)];
                all.extend(near);
                // The other side, and what it is a monotone function of
                // (a few steps: `sext (i + 1)`).
                let mut side = args[1 - k];
                for _ in 0..3 {
                    if matches!(f.value_def(side), ValueDef::Param(..)) {
                        own.entry(side).or_default().extend(near);
                        break;
                    }
                    match Mono::root(f, types, side) {
                        Some((x, _)) => side = x,
                        None => break,
                    }
                }
            }
        }
        for list in std::iter::once(&mut all).chain(own.values_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Thresholds { all, own }
    }

    /// Every constant the function compares with, and one either side.
    pub(crate) fn all(&self) -> &[i64] {
        &self.all
    }

    /// The thresholds `p` widens through. An accumulator not compared
    /// with constants itself widens to its type's limits at once: its own
    /// bound ([`Ranges::accumulated`](super::Ranges::accumulated)) then
    /// caps it, where stepping through the function's constants would take
    /// a round each.
    fn of(&self, p: Value, accumulates: bool) -> (&[i64], u32) {
        match self.own.get(&p) {
            Some(own) => (own, THRESHOLD_STEPS),
            None if accumulates => (&[], 0),
            None => (&self.all, GLOBAL_THRESHOLD_STEPS),
        }
    }
}

/// Widens the bounds of `facts` that grew since `old` to the enclosing
/// thresholds, else to the limits of i32 for a wider value still within
/// them (what narrowing asks: a bound that settles below a million, far
/// from any constant of the function, is found to fit), else to the
/// type's limits.
pub(crate) fn widen(old: &Facts, facts: &Facts, thresholds: &[i64]) -> Facts {
    let top = Facts::top(facts.ty);
    // (Only for a bound still far inside i32: one that already grew past
    // 2^24 rarely stops short of the limits, and each step is a round.)
    let wide = top.smax > i32::MAX as i64;
    let (small_hi, small_lo) = (facts.smax < 1 << 24, facts.smin > -(1 << 24));
    let hi = if facts.smax > old.smax {
        thresholds
            .iter()
            .copied()
            .find(|&x| x >= facts.smax && x <= top.smax)
            .unwrap_or(if wide && small_hi {
                i32::MAX as i64
            } else {
                top.smax
            })
    } else {
        facts.smax
    };
    let lo = if facts.smin < old.smin {
        thresholds
            .iter()
            .rev()
            .copied()
            .find(|&x| x <= facts.smin && x >= top.smin)
            .unwrap_or(if wide && small_lo {
                i32::MIN as i64
            } else {
                top.smin
            })
    } else {
        facts.smin
    };
    Facts::range(facts.ty, lo, hi)
}
