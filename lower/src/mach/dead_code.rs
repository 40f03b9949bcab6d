//! Dead code (`dead-code`): deletes plain computations whose results are
//! dead.

use super::cfg::is_slot;
use super::effects::{ALL_REGS, bit, effects};
use super::model::{Fixup, MachFunction, MachItem, Role};
use egret_cpu0::isa::{Opcode, Reg, Shape};

/// Deletes instructions whose only effect is writing registers that are
/// dead afterwards: the half of an i64 result nothing reads (the `mflo` of
/// a product whose low word is unused), a value whose last use a copy or
/// reload removal took away. Only plain computations go — ALU operations,
/// immediates, `mfhi`/`mflo`, compares into `$sw` and reloads through
/// `$sp` — never a store, another load (which might fault), a
/// `mult`/`div`, a transfer or its slot, or a frame instruction. Repeats
/// while something goes (a deleted instruction may have been the last
/// reader of another).
pub fn remove_dead_code(f: &mut MachFunction) {
    for _ in 0..4 {
        // Liveness is only worked out when some candidate's result may be
        // dead.
        if !(0..f.items.len()).any(|i| dead_code_candidate(&f.items[i]) && !f.read_soon(i)) {
            return;
        }
        let live = f.liveness();
        let mut remove = vec![false; f.items.len()];
        let mut any = false;
        for (i, it) in f.items.iter().enumerate() {
            if !dead_code_candidate(it) {
                continue;
            }
            let MachItem::Inst(m) = it else { continue };
            let Some(e) = effects(m) else { continue };
            let after = live.get(i + 1).copied().unwrap_or(ALL_REGS);
            if e.writes & (after | bit(Reg::SP)) == 0 && !is_slot(&f.items, i) {
                remove[i] = true;
                any = true;
            }
        }
        if !any {
            return;
        }
        let mut k = 0;
        f.items.retain(|_| {
            k += 1;
            !remove[k - 1]
        });
    }
}

/// Whether `it` is an instruction [`remove_dead_code`] deletes if the
/// registers it writes are dead after it: a plain computation of the
/// body that writes something.
fn dead_code_candidate(it: &MachItem) -> bool {
    let MachItem::Inst(m) = it else { return false };
    let Some(e) = effects(m) else { return false };
    let plain = matches!(
        m.inst.op.info().shape,
        Shape::RRR
            | Shape::RRRTied
            | Shape::RR
            | Shape::Shift
            | Shape::RRSimm
            | Shape::RRUimm
            | Shape::Lui
            | Shape::Cmp
            | Shape::MoveFromHiLo
    ) || (e.load && m.inst.rb == Reg::SP && !e.volatile);
    plain
        && m.role == Role::Body
        && matches!(m.fixup, Fixup::None)
        && !m.has_delay_slot()
        && !m.ends_flow()
        && !e.store
        && e.writes != 0
}

/// How far [`MachFunction::read_soon`] looks.
const READ_SOON_WINDOW: usize = 16;

impl MachFunction {
    /// Whether some register instruction `i` writes is surely live after
    /// it (or is `$sp`): straight-line code within `READ_SOON_WINDOW`
    /// items reads it before writing it. `false` when that cannot be told
    /// so simply.
    fn read_soon(&self, i: usize) -> bool {
        let MachItem::Inst(m) = &self.items[i] else {
            return false;
        };
        let Some(e) = effects(m) else { return false };
        if e.writes & bit(Reg::SP) != 0 {
            return true;
        }
        // Through labels, markers and instructions that pass on what is
        // live after them (no transfer, not in a slot: the first transfer
        // ends the walk), a register read is live all the way back.
        let mut open = e.writes;
        for it in self.items.iter().skip(i + 1).take(READ_SOON_WINDOW) {
            let MachItem::Inst(n) = it else { continue };
            let Some(ne) = effects(n) else { return true };
            if ne.reads & open != 0 {
                return true;
            }
            if n.has_delay_slot() || n.ends_flow() || n.inst.op == Opcode::Bal {
                return false;
            }
            open &= !ne.writes;
            if open == 0 {
                return false;
            }
        }
        false
    }
}
