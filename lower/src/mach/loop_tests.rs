//! Loop-test duplication (`loop-tests`): a small loop test is copied into
//! the latch that jumps to it, so the loop's hot path falls through.

use super::cfg::LabelIndex;
use super::model::{Fixup, Label, MachFunction, MachInst, MachItem, Role, is_cond_branch};
use egret_cpu0::isa::{Inst, Opcode, Reg};

/// Most instructions (besides the branch and its slot) a loop test may have
/// to be copied by [`duplicate_loop_tests`] into a latch (a `jmp` back to
/// it, run every iteration).
const MAX_TEST_INSTS: usize = 6;

/// Most instructions of a test copied into a `jmp` forward to it (a loop's
/// entry, run once per entry to the loop).
const MAX_ENTRY_TEST_INSTS: usize = 3;

/// Copies small loop tests into the latches that jump to them.
///
/// A loop whose test sits at the top (`H: test; bxx EXIT; slot` falling
/// through into the body) ends its body with `jmp H`, so every iteration
/// runs a `jmp` and a conditional branch. When the block `H` is only a
/// short test (no frame markers, at most `MAX_TEST_INSTS` (6) instructions
/// before the branch, 3 when the `jmp` comes before `H`) and the latch is followed by the branch target or by
/// `H`'s fall-through successor, the `jmp H` becomes a copy of `H` ending
/// with a `jmp` to that successor; [`MachFunction::finish`] then removes
/// the `jmp` or inverts the branch over it, so the loop's back edge is a
/// single conditional branch and the hot path falls through. The copies
/// keep their source locations; the code they replace had the same frame
/// state (no block with frame markers is copied).
pub fn duplicate_loop_tests(f: &mut MachFunction) {
    // Jumps through the empty edge blocks regalloc2 left must be threaded
    // first, or the latch's `jmp` would not name the test block.
    f.simplify_control_flow();
    if !f.jump_tables.is_empty() {
        // (A test block's pattern does not look through a table's `jr`.)
        return;
    }
    // A loop with two tests in a row (`while (j > 0 && a[j - 1] > key)`)
    // ends its latch, once the first test is copied there, with a `jmp`
    // to the second. A second round copies that one too where its branch
    // then goes back to the latch itself: the loop becomes one block whose
    // back edge is that branch, and the copy's `jmp` runs only on exit.
    if copy_loop_tests(f, false) {
        copy_loop_tests(f, true);
    }
}

/// One round of [`duplicate_loop_tests`] (with `self_loops_only`, only the
/// copies whose branch goes back to the start of the latch). Returns
/// whether anything was copied.
fn copy_loop_tests(f: &mut MachFunction, self_loops_only: bool) -> bool {
    // Every `jmp` is judged on the code as it was: a copy only replaces a
    // `jmp`, adds no label, and never lands in a block that could be
    // copied (those hold no `jmp`), so no copy changes another's verdict.
    let labels = f.first_label_indices();
    let copies: Vec<(usize, Vec<MachItem>)> = (0..f.items.len())
        .filter_map(|i| Some((i, f.loop_test_copy(i, &labels, self_loops_only)?)))
        .collect();
    if copies.is_empty() {
        return false;
    }
    let old = std::mem::take(&mut f.items);
    let mut copies = copies.into_iter().peekable();
    for (i, item) in old.into_iter().enumerate() {
        match copies.next_if(|(at, _)| *at == i) {
            Some((_, copy)) => f.items.extend(copy),
            None => f.items.push(item),
        }
    }
    true
}

impl MachFunction {
    /// If item `i` is a `jmp` to a short test block worth copying, the
    /// items that replace it.
    fn loop_test_copy(
        &self,
        i: usize,
        labels: &LabelIndex,
        self_loops_only: bool,
    ) -> Option<Vec<MachItem>> {
        let MachItem::Inst(jump) = &self.items[i] else {
            return None;
        };
        if !jump.is_jump() {
            return None;
        }
        let h = jump.branch_target()?;
        // (Longer blocks are no test to copy.)
        let (start, block) = self.block_items(labels, h, MAX_TEST_INSTS + 2)?;
        // The test: straight-line instructions, a conditional branch and
        // its slot, then the next block (which it falls into).
        let n = block.len();
        let max = if i > start {
            MAX_TEST_INSTS
        } else {
            MAX_ENTRY_TEST_INSTS
        };
        if !(2..=max + 2).contains(&n) {
            return None;
        }
        let insts: Vec<&MachInst> = block
            .iter()
            .map(|it| match it {
                MachItem::Inst(m) => Some(m),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let (branch, slot) = (insts[n - 2], insts[n - 1]);
        let exit = branch.branch_target()?;
        let straight = insts[..n - 2]
            .iter()
            .all(|m| !m.has_delay_slot() && !m.ends_flow() && !matches!(m.fixup, Fixup::Branch(_)));
        let slot_ok = !slot.has_delay_slot() && !slot.ends_flow();
        if !is_cond_branch(branch.inst.op) || !straight || !slot_ok {
            return None;
        }
        let MachItem::Label(next) = *self.items.get(start + n)? else {
            return None;
        };
        // Worth it only if the copy's exit jump disappears or the branch
        // can be inverted over it: the latch is followed by one of the
        // test's two successors. (A jump from inside the test block itself
        // is left alone.)
        // Also worth it when the branch goes back into the loop (its target
        // lies between the test and the latch): the hot path then takes the
        // copied branch and the exit `jmp` runs once.
        let after = self.labels_after(i);
        let inside = (start..start + n).contains(&i);
        let stays_in_loop =
            || i > start + n && self.items[start + n..i].contains(&MachItem::Label(exit));
        if self_loops_only && (!self.latch_labels(i).contains(&exit) || self.inverted_away(i)) {
            return None;
        }
        if inside
            || h == next
            || !(after.contains(&exit) || after.contains(&next) || stays_in_loop())
        {
            return None;
        }
        let mut copy: Vec<MachItem> = block.to_vec();
        copy.push(MachItem::Inst(MachInst {
            inst: Inst::new(Opcode::Jmp, Reg::ZERO, Reg::ZERO, Reg::ZERO, 0),
            fixup: Fixup::Branch(next),
            loc: branch.loc,
            role: Role::Body,
            origin: super::model::NO_ORIGIN,
            volatile: false,
        }));
        Some(copy)
    }
}

impl MachFunction {
    /// Whether the `jmp` at item `i` follows a conditional branch (and its
    /// slot) to a label right after it: [`MachFunction::finish`] inverts the
    /// branch over it, so the `jmp` never runs.
    fn inverted_away(&self, i: usize) -> bool {
        let Some(MachItem::Inst(b)) = i.checked_sub(2).and_then(|at| self.items.get(at)) else {
            return false;
        };
        is_cond_branch(b.inst.op)
            && b.branch_target()
                .is_some_and(|t| self.labels_after(i).contains(&t))
    }

    /// The labels of the block that item `i` ends: those right before its
    /// first instruction, looking back over conditional branches (a latch
    /// that holds a copied test is still one loop body). None if another
    /// transfer (a jump, a return, a call) comes first.
    fn latch_labels(&self, i: usize) -> Vec<Label> {
        let mut labels = Vec::new();
        for item in self.items[..i].iter().rev() {
            match item {
                MachItem::Label(l) => labels.push(*l),
                MachItem::Cfi(_) => {}
                MachItem::Inst(_) if !labels.is_empty() => break,
                MachItem::Inst(m)
                    if m.ends_flow() || (m.has_delay_slot() && !is_cond_branch(m.inst.op)) =>
                {
                    break;
                }
                MachItem::Inst(_) => {}
            }
        }
        labels
    }
}

#[cfg(test)]
mod tests;
