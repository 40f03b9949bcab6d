//! Control-flow views of a function: [`Succs`], the successors of a
//! terminator, and [`PredTable`], every block's predecessors.

use super::Block;
use cranelift_entity::EntityRef;
use std::sync::Arc;

/// The successor blocks of a terminator
/// ([`InstData::target_blocks`](super::InstData::target_blocks),
/// [`Function::succ_iter`](super::Function::succ_iter)), in branch order:
/// up to two without allocating (`br`), any number for a `switch`.
#[derive(Clone, Debug)]
pub struct Succs {
    blocks: [Block; 2],
    many: Option<Arc<[Block]>>,
    len: u32,
    next: u32,
}

impl Succs {
    pub(super) const EMPTY: Succs = Succs {
        blocks: [Block(0), Block(0)],
        many: None,
        len: 0,
        next: 0,
    };

    #[inline]
    pub(super) fn two(blocks: [Block; 2], len: u32) -> Succs {
        Succs {
            blocks,
            many: None,
            len,
            next: 0,
        }
    }

    pub(super) fn many(blocks: Vec<Block>) -> Succs {
        Succs {
            blocks: [Block(0), Block(0)],
            len: blocks.len() as u32,
            many: Some(blocks.into()),
            next: 0,
        }
    }
}

impl Iterator for Succs {
    type Item = Block;

    #[inline]
    fn next(&mut self) -> Option<Block> {
        if self.next < self.len {
            let i = self.next as usize;
            self.next += 1;
            Some(match &self.many {
                Some(bs) => bs[i],
                None => self.blocks[i],
            })
        } else {
            None
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.len - self.next) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Succs {}

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
