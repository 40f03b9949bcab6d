//! Control flow over machine code: where labels are ([`LabelIndex`]),
//! which labels branches name ([`LabelSet`], branch counts), which code
//! falls into which, the labels right after an item, and which instruction
//! is the delay slot of a transfer.

use super::model::{Label, MachFunction, MachItem};

/// The item index of each label of a function, by label number.
pub(super) struct LabelIndex(Vec<usize>);

impl LabelIndex {
    /// The index of label `l`'s item, if the function has it.
    pub(super) fn get(&self, l: Label) -> Option<usize> {
        self.0.get(l as usize).copied().filter(|&k| k != usize::MAX)
    }
}

/// A set of labels, as a flag by label number.
pub(super) struct LabelSet(Vec<bool>);

impl LabelSet {
    /// Whether `l` is in the set.
    pub(super) fn contains(&self, l: Label) -> bool {
        self.0.get(l as usize).copied().unwrap_or(false)
    }
}

impl MachFunction {
    /// Whether control can reach item `i` from the item before it, that is,
    /// whether the code before `i` falls through into it (the function's
    /// start counts as falling in).
    pub fn falls_into(&self, i: usize) -> bool {
        let mut before = self.items[..i].iter().rev();
        let last = loop {
            match before.next() {
                None | Some(MachItem::Label(_)) => return true,
                Some(MachItem::Cfi(_)) => {}
                Some(MachItem::Inst(inst)) => break inst,
            }
        };
        if last.ends_flow() && !last.has_delay_slot() {
            return false;
        }
        // `last` may be the slot of an unconditional delayed transfer (`jr`).
        let transfer = loop {
            match before.next() {
                None | Some(MachItem::Label(_)) => return true,
                Some(MachItem::Cfi(_)) => {}
                Some(MachItem::Inst(inst)) => break inst,
            }
        };
        !(transfer.has_delay_slot() && transfer.ends_flow())
    }
}

impl MachFunction {
    /// The labels that come right after item `i` (before any instruction).
    pub fn labels_after(&self, i: usize) -> Vec<Label> {
        let mut labels = Vec::new();
        for item in &self.items[i + 1..] {
            match item {
                MachItem::Label(l) => labels.push(*l),
                MachItem::Cfi(_) => {}
                MachItem::Inst(_) => break,
            }
        }
        labels
    }

    /// Whether label `l` comes right after item `i` (before any
    /// instruction); [`Self::labels_after`] without the list.
    pub fn label_after(&self, i: usize, l: Label) -> bool {
        for item in &self.items[i + 1..] {
            match item {
                MachItem::Label(k) if *k == l => return true,
                MachItem::Label(_) | MachItem::Cfi(_) => {}
                MachItem::Inst(_) => break,
            }
        }
        false
    }
}

impl MachFunction {
    /// The items of the block at `label` (whose item is at `at`, the first
    /// one with that label): from after its label to the next label
    /// (exclusive), with the index of the first one; `None` if the block
    /// has more than `limit` items.
    pub(super) fn block_items(
        &self,
        at: &LabelIndex,
        label: Label,
        limit: usize,
    ) -> Option<(usize, &[MachItem])> {
        let start = at.get(label)? + 1;
        let rest = &self.items[start..];
        let len = rest
            .iter()
            .take(limit + 1)
            .position(|it| matches!(it, MachItem::Label(_)))
            .or((rest.len() <= limit).then_some(rest.len()))?;
        Some((start, &rest[..len]))
    }

    /// The index of the first item of each label.
    pub(super) fn first_label_indices(&self) -> LabelIndex {
        self.label_table(true)
    }
}

impl MachFunction {
    /// The labels some branch or jump names.
    pub(super) fn branch_targets(&self) -> LabelSet {
        LabelSet(self.branch_counts().iter().map(|&n| n > 0).collect())
    }

    /// How many branches and jumps name each label (by label number).
    pub(super) fn branch_counts(&self) -> Vec<u32> {
        let mut counts = Vec::new();
        for it in &self.items {
            if let MachItem::Inst(m) = it
                && let Some(l) = m.branch_target()
            {
                let l = l as usize;
                if l >= counts.len() {
                    counts.resize(l + 1, 0);
                }
                counts[l] += 1;
            }
        }
        for &l in self.jump_tables.iter().flatten() {
            let l = l as usize;
            if l >= counts.len() {
                counts.resize(l + 1, 0);
            }
            counts[l] += 1;
        }
        counts
    }

    /// The index of every label's item.
    pub(super) fn label_indices(&self) -> LabelIndex {
        self.label_table(false)
    }

    /// The index of each label's item: its first or (`first` false) its
    /// last placement.
    pub(super) fn label_table(&self, first: bool) -> LabelIndex {
        let mut at: Vec<usize> = Vec::new();
        for (i, it) in self.items.iter().enumerate() {
            if let MachItem::Label(l) = *it {
                let l = l as usize;
                if l >= at.len() {
                    at.resize(l + 1, usize::MAX);
                }
                if !first || at[l] == usize::MAX {
                    at[l] = i;
                }
            }
        }
        LabelIndex(at)
    }
}

impl MachFunction {
    /// The transfer whose delay slot instruction `i` is, in straight-line
    /// code starting at `lo` (a label's index or 0): the nearest earlier
    /// instruction (past CFI markers) if it has a delay slot and is not
    /// itself in one — in a run of `k` such instructions before `i`, the
    /// farthest is in no slot, the next in its slot, and so on, so the
    /// nearest is in none when `k` is odd.
    pub(super) fn slot_of(&self, i: usize, lo: usize) -> Option<usize> {
        let mut nearest = None;
        let mut k = 0usize;
        let mut j = i;
        while j > lo {
            j -= 1;
            match &self.items[j] {
                MachItem::Cfi(_) => {}
                MachItem::Label(_) => break,
                MachItem::Inst(m) if m.has_delay_slot() => {
                    nearest.get_or_insert(j);
                    k += 1;
                }
                MachItem::Inst(_) => break,
            }
        }
        if k % 2 == 1 { nearest } else { None }
    }
}

/// Whether the instruction item `i` is the delay slot of the one before.
pub(super) fn is_slot(items: &[MachItem], i: usize) -> bool {
    items[..i].iter().rev().find_map(|it| match it {
        MachItem::Inst(p) => Some(p.has_delay_slot()),
        MachItem::Label(_) => Some(false),
        MachItem::Cfi(_) => None,
    }) == Some(true)
}
