//! The embedder's view of simulated memory: an allocator for a region the
//! linker never uses, and typed reads and writes in the machine's byte order.
//!
//! [`Memory`] borrows the machine and the heap together, so the same API
//! serves the embedder between calls ([`crate::jit::Jit::memory`]) and a
//! host function in the middle of one (its first argument). Addresses are
//! plain `u32` guest addresses, the values compiled code holds in pointer
//! registers; pass one to compiled code as an `i64` argument.
//!
//! The heap is a first-fit free list over `[HEAP_BASE, HEAP_END)` with
//! neighbouring free blocks merged on [`Memory::free`]. Blocks are 8-byte
//! aligned (an `i64` fits anywhere) and zeroed when handed out, so results
//! do not depend on what a freed block held. It is shared with host
//! functions through an `Arc<Mutex<_>>` because they live inside the
//! machine and must be `Send`; nothing else contends for the lock.

use crate::Error;
use egret_cpu0::isa::Endian;
use egret_cpu0::link::MEMORY_SIZE;
use egret_cpu0::sim::Machine;
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Allocation granule and minimum alignment.
const GRANULE: u32 = 8;
/// Longest string [`Memory::read_cstr`] reads before giving up.
const MAX_CSTR: u32 = 1 << 20;

/// A first-fit allocator over an address range.
#[derive(Debug)]
pub(crate) struct Heap {
    /// Free blocks: start → length.
    free: BTreeMap<u32, u32>,
    /// Live blocks: start → length.
    used: BTreeMap<u32, u32>,
}

impl Heap {
    /// A heap owning `[base, end)` (both multiples of 8).
    pub(crate) fn new(base: u32, end: u32) -> Heap {
        Heap {
            free: BTreeMap::from([(base, end - base)]),
            used: BTreeMap::new(),
        }
    }

    /// Reserves `size` bytes aligned to `align` (a power of two, at least
    /// 8); `None` if no free block is large enough.
    fn alloc(&mut self, size: u32, align: u32) -> Option<(u32, u32)> {
        let size = size.max(1).checked_next_multiple_of(GRANULE)?;
        let align = align.max(GRANULE);
        let (start, len, at) = self.free.iter().find_map(|(&start, &len)| {
            let at = start.checked_next_multiple_of(align)?;
            (at as u64 + size as u64 <= start as u64 + len as u64).then_some((start, len, at))
        })?;
        self.free.remove(&start);
        if at > start {
            self.free.insert(start, at - start);
        }
        let end = at + size;
        if end < start + len {
            self.free.insert(end, start + len - end);
        }
        self.used.insert(at, size);
        Some((at, size))
    }

    /// Returns the block at `addr` to the free list; `false` if no live
    /// block starts there.
    fn release(&mut self, addr: u32) -> bool {
        let Some(size) = self.used.remove(&addr) else {
            return false;
        };
        let (mut start, mut len) = (addr, size);
        if let Some(next) = self.free.remove(&(start + len)) {
            len += next;
        }
        if let Some((&prev, &prev_len)) = self.free.range(..start).next_back()
            && prev + prev_len == start
        {
            self.free.remove(&prev);
            start = prev;
            len += prev_len;
        }
        self.free.insert(start, len);
        true
    }

    /// Bytes handed out and not freed.
    fn live_bytes(&self) -> u64 {
        self.used.values().map(|&n| n as u64).sum()
    }
}

fn lock(heap: &Mutex<Heap>) -> MutexGuard<'_, Heap> {
    // A panic while the lock was held (in an embedder's host function) cannot
    // leave the maps half-updated: every update above completes or returns.
    heap.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Simulated memory as the embedder reads, writes and allocates it.
///
/// ```
/// use egret::jit::{Jit, JitOptions};
///
/// let mut jit = Jit::new(JitOptions::default());
/// jit.add_ir("define i64 @second(i64* %p) {\n  %q = getelementptr i64, i64* %p, i64 1\n  %v = load i64, i64* %q\n  ret i64 %v\n}\n")?;
/// let mut mem = jit.memory();
/// let p = mem.alloc(16)?;
/// mem.write_i64(p + 8, -5)?;
/// assert_eq!(jit.call("second", &[p as i64])?, -5);
/// # Ok::<(), egret::Error>(())
/// ```
pub struct Memory<'a> {
    machine: &'a mut Machine,
    heap: &'a Mutex<Heap>,
}

fn out_of_bounds(what: &str, addr: u32, len: u64) -> Error {
    Error::Memory(format!(
        "cannot {what} {len} byte(s) at {addr:#x}: outside the {} MiB of simulated memory",
        MEMORY_SIZE >> 20
    ))
}

impl<'a> Memory<'a> {
    pub(crate) fn new(machine: &'a mut Machine, heap: &'a Mutex<Heap>) -> Memory<'a> {
        Memory { machine, heap }
    }

    /// The machine's byte order (every multi-byte access below uses it).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// assert_eq!(jit.memory().endian(), Endian::Big);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn endian(&self) -> Endian {
        self.machine.config().endian
    }

    // ----- allocation -------------------------------------------------------------

    /// Allocates `size` zeroed bytes, 8-byte aligned, and returns their
    /// address.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(16)?;
    /// assert_eq!(p % 8, 0);
    /// assert_eq!(mem.read_u32(p)?, 0);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc(&mut self, size: u32) -> Result<u32, Error> {
        self.alloc_aligned(size, GRANULE)
    }

    /// Allocates `size` zeroed bytes aligned to `align` (a power of two).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_aligned(64, 64)?;
    /// assert_eq!(p % 64, 0);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc_aligned(&mut self, size: u32, align: u32) -> Result<u32, Error> {
        if !align.is_power_of_two() {
            return Err(Error::Memory(format!(
                "alignment {align} is not a power of two"
            )));
        }
        let Some((addr, len)) = lock(self.heap).alloc(size, align) else {
            return Err(Error::Memory(format!(
                "out of memory: no free block of {size} bytes in the JIT heap"
            )));
        };
        self.fill_zero(addr, len)?;
        Ok(addr)
    }

    /// Allocates a copy of `bytes` and returns its address.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_bytes(b"abc")?;
    /// assert_eq!(mem.read_bytes(p, 3)?, b"abc");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc_bytes(&mut self, bytes: &[u8]) -> Result<u32, Error> {
        let len = u32::try_from(bytes.len())
            .map_err(|_| Error::Memory(format!("{} bytes do not fit in memory", bytes.len())))?;
        let addr = self.alloc(len)?;
        self.write_bytes(addr, bytes)?;
        Ok(addr)
    }

    /// Allocates `s` as a NUL-terminated string (an `i8*` for compiled code).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_cstr("hi")?;
    /// assert_eq!(mem.read_cstr(p)?, "hi");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn alloc_cstr(&mut self, s: &str) -> Result<u32, Error> {
        let mut bytes = Vec::with_capacity(s.len() + 1);
        bytes.extend_from_slice(s.as_bytes());
        bytes.push(0);
        self.alloc_bytes(&bytes)
    }

    /// Frees a block from [`Memory::alloc`] (an error for any other address,
    /// including a block freed already).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(8)?;
    /// mem.free(p)?;
    /// assert!(mem.free(p).is_err(), "freed twice");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn free(&mut self, addr: u32) -> Result<(), Error> {
        if lock(self.heap).release(addr) {
            Ok(())
        } else {
            Err(Error::Memory(format!(
                "{addr:#x} is not the start of a live JIT heap block"
            )))
        }
    }

    /// Bytes currently allocated from the JIT heap (rounded up to 8 per block).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let before = mem.allocated_bytes();
    /// let p = mem.alloc(24)?;
    /// assert!(mem.allocated_bytes() >= before + 24);
    /// mem.free(p)?;
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn allocated_bytes(&self) -> u64 {
        lock(self.heap).live_bytes()
    }

    fn fill_zero(&mut self, addr: u32, len: u32) -> Result<(), Error> {
        const CHUNK: u32 = 4096;
        let zeros = [0u8; CHUNK as usize];
        let mut done = 0;
        while done < len {
            let n = CHUNK.min(len - done);
            self.write_bytes(addr + done, &zeros[..n as usize])?;
            done += n;
        }
        Ok(())
    }

    // ----- bytes ------------------------------------------------------------------

    /// Reads `len` bytes at `addr`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_bytes(&[1, 2, 3])?;
    /// assert_eq!(mem.read_bytes(p + 1, 2)?, [2, 3]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, Error> {
        Reader(self.machine).read_bytes(addr, len)
    }

    /// Writes `bytes` at `addr` (code they overwrite is re-decoded).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(4)?;
    /// mem.write_bytes(p, &[9, 8])?;
    /// assert_eq!(mem.read_u8(p + 1)?, 8);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Error> {
        self.machine
            .write_bytes(addr, bytes)
            .map_err(|_| out_of_bounds("write", addr, bytes.len() as u64))
    }

    /// Reads a NUL-terminated string at `addr` (invalid UTF-8 is replaced).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_bytes(b"ok\0junk")?;
    /// assert_eq!(mem.read_cstr(p)?, "ok");
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_cstr(&self, addr: u32) -> Result<String, Error> {
        Reader(self.machine).read_cstr(addr)
    }

    // ----- typed access -------------------------------------------------------------

    /// Reads a byte.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_bytes(&[0xAB])?;
    /// assert_eq!(mem.read_u8(p)?, 0xAB);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_u8(&self, addr: u32) -> Result<u8, Error> {
        Ok(Reader(self.machine).array::<1>(addr)?[0])
    }

    /// Writes a byte.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(1)?;
    /// mem.write_u8(p, 7)?;
    /// assert_eq!(mem.read_u8(p)?, 7);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_u8(&mut self, addr: u32, v: u8) -> Result<(), Error> {
        self.write_bytes(addr, &[v])
    }

    /// Reads a 32-bit word.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc_bytes(&[0x12, 0x34, 0x56, 0x78])?;
    /// assert_eq!(mem.read_u32(p)?, 0x1234_5678); // big-endian
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_u32(&self, addr: u32) -> Result<u32, Error> {
        Reader(self.machine).u32(addr)
    }

    /// Writes a 32-bit word.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(4)?;
    /// mem.write_u32(p, 0xDEAD_BEEF)?;
    /// assert_eq!(mem.read_bytes(p, 1)?, [0xDE]);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_u32(&mut self, addr: u32, v: u32) -> Result<(), Error> {
        let b = match self.endian() {
            Endian::Big => v.to_be_bytes(),
            Endian::Little => v.to_le_bytes(),
        };
        self.write_bytes(addr, &b)
    }

    /// Reads an `i32`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(4)?;
    /// mem.write_u32(p, u32::MAX)?;
    /// assert_eq!(mem.read_i32(p)?, -1);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_i32(&self, addr: u32) -> Result<i32, Error> {
        self.read_u32(addr).map(|v| v as i32)
    }

    /// Writes an `i32`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(4)?;
    /// mem.write_i32(p, -2)?;
    /// assert_eq!(mem.read_u32(p)?, 0xFFFF_FFFE);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_i32(&mut self, addr: u32, v: i32) -> Result<(), Error> {
        self.write_u32(addr, v as u32)
    }

    /// Reads an `i64` (8 bytes in the machine's byte order, as compiled code
    /// stores it).
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let g = jit.symbol_address("g")?;
    /// assert_eq!(jit.memory().read_i64(g)?, 5);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn read_i64(&self, addr: u32) -> Result<i64, Error> {
        Reader(self.machine).i64(addr)
    }

    /// Writes an `i64`.
    ///
    /// ```
    /// # use egret::jit::*;
    /// # let mut jit = Jit::new(JitOptions::default());
    /// # jit.add_ir("@g = global i64 5\ndefine i64 @add(i64 %a, i32 %b) {\n  %w = sext i32 %b to i64\n  %r = add i64 %a, %w\n  ret i64 %r\n}\n")?;
    /// let mut mem = jit.memory();
    /// let p = mem.alloc(8)?;
    /// mem.write_i64(p, -1 << 40)?;
    /// assert_eq!(mem.read_i64(p)?, -1 << 40);
    /// # Ok::<(), egret::Error>(())
    /// ```
    pub fn write_i64(&mut self, addr: u32, v: i64) -> Result<(), Error> {
        let b = match self.endian() {
            Endian::Big => v.to_be_bytes(),
            Endian::Little => v.to_le_bytes(),
        };
        self.write_bytes(addr, &b)
    }
}

/// Reads through a shared borrow of the machine, for [`Memory`] and for the
/// JIT's `&self` accessors.
pub(crate) struct Reader<'a>(pub(crate) &'a Machine);

impl Reader<'_> {
    pub(crate) fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, Error> {
        self.0
            .read_bytes(addr, len)
            .map_err(|_| out_of_bounds("read", addr, len as u64))
    }

    pub(crate) fn read_cstr(&self, addr: u32) -> Result<String, Error> {
        let max = MAX_CSTR.min(MEMORY_SIZE.saturating_sub(addr));
        if max == 0 {
            return Err(out_of_bounds("read", addr, 1));
        }
        let bytes = self
            .0
            .read_cstr(addr, max)
            .map_err(|_| out_of_bounds("read", addr, 1))?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }

    fn array<const N: usize>(&self, addr: u32) -> Result<[u8; N], Error> {
        let bytes = self
            .0
            .read_bytes(addr, N as u32)
            .map_err(|_| out_of_bounds("read", addr, N as u64))?;
        let mut out = [0u8; N];
        out.copy_from_slice(&bytes);
        Ok(out)
    }

    pub(crate) fn u32(&self, addr: u32) -> Result<u32, Error> {
        let b = self.array::<4>(addr)?;
        Ok(match self.0.config().endian {
            Endian::Big => u32::from_be_bytes(b),
            Endian::Little => u32::from_le_bytes(b),
        })
    }

    pub(crate) fn i64(&self, addr: u32) -> Result<i64, Error> {
        let b = self.array::<8>(addr)?;
        Ok(match self.0.config().endian {
            Endian::Big => i64::from_be_bytes(b),
            Endian::Little => i64::from_le_bytes(b),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_fit_reuses_and_merges_freed_blocks() {
        let mut h = Heap::new(0x1000, 0x1100);
        let (a, la) = h.alloc(10, 8).unwrap();
        let (b, _) = h.alloc(8, 8).unwrap();
        let (c, _) = h.alloc(0, 8).unwrap();
        assert_eq!((a, la, b, c), (0x1000, 16, 0x1010, 0x1018));
        assert!(h.release(a) && h.release(b));
        assert!(!h.release(b), "double free");
        // a and b merged: 24 bytes fit where they were.
        assert_eq!(h.alloc(24, 8).unwrap().0, 0x1000);
        assert!(h.release(c) && h.release(0x1000));
        assert_eq!(h.free.len(), 1, "{:?}", h.free);
        assert_eq!(h.alloc(0x100, 8).unwrap().0, 0x1000);
        assert!(h.alloc(8, 8).is_none());
    }

    #[test]
    fn aligned_blocks_keep_the_padding_free() {
        let mut h = Heap::new(0x1008, 0x2000);
        let (a, _) = h.alloc(8, 64).unwrap();
        assert_eq!(a, 0x1040);
        assert_eq!(h.alloc(8, 8).unwrap().0, 0x1008);
        assert_eq!(h.live_bytes(), 16);
    }
}
