//! Control-flow views of a function: [`Succs`], the successors of a
//! terminator, and [`PredTable`], every block's predecessors.

use super::{Block, BlockCall};
use cranelift_entity::EntityRef;

/// The successor blocks of a terminator
/// ([`InstData::target_blocks`](super::InstData::target_blocks),
/// [`Function::succ_iter`](super::Function::succ_iter)), in branch order.
/// It never allocates: a `br`'s two targets (or a `switch`'s default) are
/// held here, a `switch`'s cases and an `indirectbr`'s destinations are
/// read from the instruction.
#[derive(Clone, Debug)]
pub struct Succs<'a> {
    /// The first successors, of which `head` are used.
    blocks: [Block; 2],
    head: u32,
    /// Then a `switch`'s cases...
    cases: &'a [(u64, BlockCall)],
    /// ...or an `indirectbr`'s destinations.
    calls: &'a [BlockCall],
    /// How many have been returned.
    next: u32,
}

impl<'a> Succs<'a> {
    pub(super) const EMPTY: Succs<'static> = Succs {
        blocks: [Block(0), Block(0)],
        head: 0,
        cases: &[],
        calls: &[],
        next: 0,
    };

    /// The first `len` (at most two) of `blocks`.
    #[inline]
    pub(super) fn two(blocks: [Block; 2], len: u32) -> Succs<'a> {
        Succs {
            blocks,
            head: len,
            ..Succs::EMPTY
        }
    }

    /// A `switch`'s default, then its cases.
    #[inline]
    pub(super) fn switch(default: Block, cases: &'a [(u64, BlockCall)]) -> Succs<'a> {
        Succs {
            blocks: [default, default],
            head: 1,
            cases,
            ..Succs::EMPTY
        }
    }

    /// An `indirectbr`'s destinations.
    #[inline]
    pub(super) fn calls(calls: &'a [BlockCall]) -> Succs<'a> {
        Succs {
            calls,
            ..Succs::EMPTY
        }
    }

    /// How many successors there are in all.
    #[inline]
    fn total(&self) -> usize {
        self.head as usize + self.cases.len() + self.calls.len()
    }
}

impl Iterator for Succs<'_> {
    type Item = Block;

    #[inline]
    fn next(&mut self) -> Option<Block> {
        let i = self.next as usize;
        let block = if i < self.head as usize {
            self.blocks[i]
        } else {
            let k = i - self.head as usize;
            match self.cases.get(k) {
                Some((_, c)) => c.block,
                None => self.calls.get(k - self.cases.len())?.block,
            }
        };
        self.next += 1;
        Some(block)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.total() - self.next as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Succs<'_> {}

/// Predecessor lists of every block
/// ([`Function::pred_table`](super::Function::pred_table)), indexed by
/// block like the map [`Function::predecessors`](super::Function::predecessors)
/// returns; a block the table does not know (created after it was built)
/// has no predecessors.
#[derive(Clone, Debug, Default)]
pub struct PredTable {
    pub(super) start: Vec<u32>,
    pub(super) list: Vec<Block>,
}

impl PredTable {
    /// The predecessors of `b`, in layout order (duplicates kept).
    pub fn get(&self, b: Block) -> &[Block] {
        let i = b.index();
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&lo), Some(&hi)) => &self.list[lo as usize..hi as usize],
            _ => &[],
        }
    }
}

impl std::ops::Index<Block> for PredTable {
    type Output = [Block];

    fn index(&self, b: Block) -> &[Block] {
        self.get(b)
    }
}
