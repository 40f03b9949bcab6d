//! The machine's memory: [`MEMORY_SIZE`] bytes that read [`UNLOADED_BYTE`]
//! until something is written, set up lazily.
//!
//! Filling 16 MiB with 0xFF when a machine is made costs about a
//! millisecond, mostly in page faults, and a JIT embedder pays it for every
//! [`super::Machine`]. So the bytes live in an anonymous memory mapping,
//! which the operating system hands out as zero pages and backs with real
//! pages only on first touch, and each byte is stored *complemented*: a
//! zero in the mapping is an 0xFF byte of the machine. Making a machine is
//! then one `mmap`; a program pays only for the pages it uses. Every access
//! goes through this type, which complements on the way in and out (one
//! `not` per access, no branch, so the simulator's hot path is unchanged).

use super::UNLOADED_BYTE;
use crate::link::MEMORY_SIZE;
use memmap2::MmapMut;
use std::ops::Range;

// The complemented encoding relies on fresh memory reading as zero.
const _: () = assert!(!UNLOADED_BYTE == 0);

/// [`MEMORY_SIZE`] bytes of machine memory, stored complemented.
pub(crate) struct Ram {
    /// `!byte` for every byte of the machine's memory.
    inverted: MmapMut,
}

impl Ram {
    /// Memory of [`MEMORY_SIZE`] bytes, every one [`UNLOADED_BYTE`]; no page
    /// is touched.
    pub(crate) fn new() -> Ram {
        let len = MEMORY_SIZE as usize;
        match MmapMut::map_anon(len) {
            Ok(inverted) => Ram { inverted },
            // As when a heap allocation of the same size fails.
            Err(_) => std::alloc::handle_alloc_error(
                std::alloc::Layout::from_size_align(len, 1).expect("16 MiB is a valid layout"),
            ),
        }
    }

    /// The size in bytes ([`MEMORY_SIZE`]).
    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.inverted.len()
    }

    /// The `N` bytes at `at`, or `None` if they are not all inside memory.
    #[inline(always)]
    pub(crate) fn get<const N: usize>(&self, at: usize) -> Option<[u8; N]> {
        let stored: [u8; N] = self.inverted.get(at..at.checked_add(N)?)?.try_into().ok()?;
        Some(stored.map(|b| !b))
    }

    /// Writes `bytes` at `at`; `false` (and nothing written) if they do not
    /// all fit inside memory.
    #[inline(always)]
    pub(crate) fn set<const N: usize>(&mut self, at: usize, bytes: [u8; N]) -> bool {
        let Some(slot) = at
            .checked_add(N)
            .and_then(|end| self.inverted.get_mut(at..end))
        else {
            return false;
        };
        slot.copy_from_slice(&bytes.map(|b| !b));
        true
    }

    /// The byte at `at` (inside memory: callers check).
    pub(crate) fn byte(&self, at: usize) -> u8 {
        !self.inverted[at]
    }

    /// A copy of the bytes in `range` (inside memory: callers check).
    pub(crate) fn read(&self, range: Range<usize>) -> Vec<u8> {
        self.inverted[range].iter().map(|b| !b).collect()
    }

    /// Copies `data` to `at` (inside memory: callers check).
    pub(crate) fn write(&mut self, at: usize, data: &[u8]) {
        let slot = &mut self.inverted[at..at + data.len()];
        for (s, d) in slot.iter_mut().zip(data) {
            *s = !d;
        }
    }

    /// Sets every byte of `range` to `byte` (inside memory: callers check).
    pub(crate) fn fill(&mut self, range: Range<usize>, byte: u8) {
        self.inverted[range].fill(!byte);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_memory_reads_as_unloaded_everywhere() {
        let ram = Ram::new();
        assert_eq!(ram.len(), MEMORY_SIZE as usize);
        assert_eq!(ram.byte(0), UNLOADED_BYTE);
        assert_eq!(ram.byte(MEMORY_SIZE as usize - 1), UNLOADED_BYTE);
        assert_eq!(ram.get::<4>(0x1000), Some([UNLOADED_BYTE; 4]));
        assert_eq!(ram.get::<4>(MEMORY_SIZE as usize - 2), None);
        assert_eq!(ram.get::<2>(usize::MAX), None);
    }

    #[test]
    fn writes_read_back_unchanged() {
        let mut ram = Ram::new();
        assert!(ram.set(8, [0x00, 0xFF, 0x12, 0x80]));
        assert_eq!(ram.get::<4>(8), Some([0x00, 0xFF, 0x12, 0x80]));
        assert!(!ram.set(MEMORY_SIZE as usize - 1, [1, 2]));
        assert_eq!(ram.byte(MEMORY_SIZE as usize - 1), UNLOADED_BYTE);
        ram.write(100, b"abc");
        assert_eq!(
            ram.read(99..104),
            [UNLOADED_BYTE, b'a', b'b', b'c', UNLOADED_BYTE]
        );
        ram.fill(101..103, 0);
        assert_eq!(ram.read(100..103), [b'a', 0, 0]);
    }
}
