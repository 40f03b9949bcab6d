//! The interpreter's memory: a flat, byte-addressed 32-bit address space in
//! the target's byte order, with every allocation tracked as a region.
//!
//! The map mirrors the Cpu0 executable's: nothing below `0x100` (so null and
//! small offsets from it fault), globals from `0x100` up, the heap growing up
//! after them, and the stack growing down from `0x00FF0000`. Functions get
//! addresses outside memory (`FUNC_BASE + 4·index`), so a function pointer is a
//! plain 32-bit value that compares and converts like any pointer, but loading
//! through it faults.
//!
//! Every access must fall entirely inside one live region (a global, a heap
//! block, or a live `alloca`); anything else is an error that names what the
//! address is near. Static and heap regions only ever grow upward and stack
//! regions only downward, so both lists stay sorted by construction and a
//! lookup is a binary search; a one-entry cache makes the common case (many
//! accesses to the same object) a pair of comparisons.

use crate::layout::Endian;

/// The first address that can hold data; below it is the null page.
pub const NULL_PAGE: u32 = 0x100;
/// Where the stack starts (growing down), as on Cpu0.
pub const STACK_TOP: u32 = 0x00FF_0000;
/// Function `i` has address `FUNC_BASE + 4 * i`.
pub const FUNC_BASE: u32 = 0xF000_0000;

/// What a region holds, for error messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// A global variable.
    Global(String),
    /// A heap block from the runtime's allocator.
    Heap,
    /// A stack slot of `alloca` in the named function.
    Stack(String),
}

#[derive(Clone, Debug)]
struct Region {
    start: u32,
    end: u32,
    kind: RegionKind,
}

/// A memory access that does not fit any live region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault(pub String);

/// The address space.
pub struct Memory {
    bytes: Vec<u8>,
    endian: Endian,
    statics: Vec<Region>,
    stack: Vec<Region>,
    heap_top: u32,
    sp: u32,
    cache: (u32, u32),
}

impl Memory {
    /// The byte order of the memory.
    pub fn endian(&self) -> Endian {
        self.endian
    }

    /// An empty memory of `size` bytes (at most 4 GiB).
    pub fn new(size: u32, endian: Endian) -> Memory {
        Memory {
            bytes: vec![0; size as usize],
            endian,
            statics: Vec::new(),
            stack: Vec::new(),
            heap_top: NULL_PAGE,
            sp: STACK_TOP.min(size & !0xF),
            cache: (0, 0),
        }
    }

    /// Reserves a zeroed static or heap region of `size` bytes aligned to
    /// `align` (a power of two) and returns its address.
    pub fn alloc_static(&mut self, size: u64, align: u64, kind: RegionKind) -> Result<u32, Fault> {
        let start = (self.heap_top as u64 + align - 1) & !(align - 1);
        let end = start + size;
        if end > self.sp as u64 {
            return Err(Fault(format!(
                "out of memory: cannot allocate {size} bytes ({} bytes free)",
                (self.sp as u64).saturating_sub(start)
            )));
        }
        self.heap_top = end.max(start + 1) as u32;
        self.statics.push(Region {
            start: start as u32,
            end: end as u32,
            kind,
        });
        Ok(start as u32)
    }

    /// The stack pointer and number of stack regions, to restore on return.
    pub fn stack_mark(&self) -> (u32, usize) {
        (self.sp, self.stack.len())
    }

    /// Frees every `alloca` made since `mark`.
    pub fn release_stack(&mut self, mark: (u32, usize)) {
        if self.stack.len() > mark.1 {
            self.stack.truncate(mark.1);
            self.cache = (0, 0);
        }
        self.sp = mark.0;
    }

    /// `llvm.stackrestore`: frees every `alloca` made since the stack
    /// pointer was `sp` (a `llvm.stacksave` result of the running function,
    /// whose frame started at `frame`).
    pub fn restore_stack(&mut self, sp: u32, frame: (u32, usize)) -> Result<(), Fault> {
        if sp > frame.0 || sp < self.sp {
            return Err(Fault(format!(
                "`llvm.stackrestore` to 0x{sp:08x}, which is not a stack pointer saved in the running function (its stack is 0x{:08x}..0x{:08x})",
                self.sp, frame.0
            )));
        }
        let keep = self.stack.partition_point(|r| r.start >= sp).max(frame.1);
        self.release_stack((sp, keep));
        Ok(())
    }

    /// Allocates a zeroed stack slot (an `alloca`).
    pub fn alloc_stack(&mut self, size: u64, align: u64, func: &str) -> Result<u32, Fault> {
        let align = align.max(1);
        let below = (self.sp as u64).checked_sub(size);
        let start = below.map(|b| b & !(align - 1));
        match start {
            Some(s) if s >= self.heap_top as u64 => {
                let s = s as u32;
                self.bytes[s as usize..s as usize + size as usize].fill(0);
                // Keep a gap byte below each slot when the slot is empty, so
                // every region has a distinct address.
                self.sp = if size == 0 { s.saturating_sub(1) } else { s };
                self.stack.push(Region {
                    start: s,
                    end: s + size as u32,
                    kind: RegionKind::Stack(func.to_string()),
                });
                Ok(s)
            }
            _ => Err(Fault(format!(
                "stack overflow: cannot allocate {size} bytes in `@{func}`"
            ))),
        }
    }

    /// Checks that `[addr, addr+size)` lies in one live region; returns the
    /// start as an index into the byte array.
    #[inline]
    fn check(&mut self, addr: u32, size: u32, what: &str) -> Result<usize, Fault> {
        let end = addr as u64 + size as u64;
        if addr >= self.cache.0 && end <= self.cache.1 as u64 {
            return Ok(addr as usize);
        }
        self.check_slow(addr, size, what)
    }

    fn find(&self, addr: u32) -> Option<&Region> {
        if addr >= self.heap_top {
            // Stack regions are sorted by descending start.
            let i = self.stack.partition_point(|r| r.start > addr);
            self.stack.get(i).filter(|r| addr < r.end.max(r.start + 1))
        } else {
            let i = self.statics.partition_point(|r| r.start <= addr);
            i.checked_sub(1)
                .map(|i| &self.statics[i])
                .filter(|r| addr < r.end.max(r.start + 1))
        }
    }

    fn check_slow(&mut self, addr: u32, size: u32, what: &str) -> Result<usize, Fault> {
        let end = addr as u64 + size as u64;
        if let Some(r) = self.find(addr) {
            if end <= r.end as u64 {
                self.cache = (r.start, r.end);
                return Ok(addr as usize);
            }
            return Err(Fault(format!(
                "out-of-bounds {what} of {size} bytes at 0x{addr:08x}: {} ends at 0x{:08x}",
                describe(&r.kind, r.start, r.end),
                r.end
            )));
        }
        Err(Fault(self.describe_wild(addr, size, what)))
    }

    fn describe_wild(&self, addr: u32, size: u32, what: &str) -> String {
        if addr < NULL_PAGE {
            return format!("null pointer {what} of {size} bytes at 0x{addr:08x}");
        }
        if addr >= FUNC_BASE {
            return format!(
                "{what} of {size} bytes at 0x{addr:08x}, which is a function address, not data"
            );
        }
        let near = self
            .statics
            .iter()
            .chain(self.stack.iter())
            .filter(|r| r.end <= addr)
            .max_by_key(|r| r.end);
        match near {
            Some(r) => format!(
                "out-of-bounds {what} of {size} bytes at 0x{addr:08x}: {} bytes past the end of {}",
                addr - r.end,
                describe(&r.kind, r.start, r.end)
            ),
            None => {
                format!("{what} of {size} bytes at 0x{addr:08x}, which is not allocated memory")
            }
        }
    }

    /// Loads `size` (1, 2, 4 or 8) bytes as an unsigned integer.
    #[inline]
    pub fn load(&mut self, addr: u32, size: u32) -> Result<u64, Fault> {
        let a = self.check(addr, size, "load")?;
        let b = &self.bytes[a..a + size as usize];
        let mut buf = [0u8; 8];
        Ok(match self.endian {
            Endian::Big => {
                buf[8 - size as usize..].copy_from_slice(b);
                u64::from_be_bytes(buf)
            }
            Endian::Little => {
                buf[..size as usize].copy_from_slice(b);
                u64::from_le_bytes(buf)
            }
        })
    }

    /// Stores the low `size` (1, 2, 4 or 8) bytes of `v`.
    #[inline]
    pub fn store(&mut self, addr: u32, size: u32, v: u64) -> Result<(), Fault> {
        let a = self.check(addr, size, "store")?;
        let s = size as usize;
        match self.endian {
            Endian::Big => self.bytes[a..a + s].copy_from_slice(&v.to_be_bytes()[8 - s..]),
            Endian::Little => self.bytes[a..a + s].copy_from_slice(&v.to_le_bytes()[..s]),
        }
        Ok(())
    }

    /// Writes raw bytes (for initializers and runtime strings).
    pub fn write_bytes(&mut self, addr: u32, data: &[u8]) -> Result<(), Fault> {
        if data.is_empty() {
            return Ok(());
        }
        if data.len() > u32::MAX as usize {
            return Err(Fault(format!(
                "write of {} bytes is larger than memory",
                data.len()
            )));
        }
        let a = self.check(addr, data.len() as u32, "store")?;
        self.bytes[a..a + data.len()].copy_from_slice(data);
        Ok(())
    }

    /// Reads `len` raw bytes (they must lie in one live region).
    pub fn read_bytes(&mut self, addr: u32, len: u64) -> Result<Vec<u8>, Fault> {
        if len == 0 {
            return Ok(Vec::new());
        }
        if len > u32::MAX as u64 {
            return Err(Fault(format!("copy of {len} bytes is larger than memory")));
        }
        let a = self.check(addr, len as u32, "load")?;
        Ok(self.bytes[a..a + len as usize].to_vec())
    }

    /// Sets `len` bytes at `addr` to `byte` (they must lie in one live region).
    pub fn fill(&mut self, addr: u32, len: u64, byte: u8) -> Result<(), Fault> {
        if len == 0 {
            return Ok(());
        }
        if len > u32::MAX as u64 {
            return Err(Fault(format!("fill of {len} bytes is larger than memory")));
        }
        let a = self.check(addr, len as u32, "store")?;
        self.bytes[a..a + len as usize].fill(byte);
        Ok(())
    }

    /// The size of the heap block that starts at `addr` (for `realloc`).
    pub fn block_size(&self, addr: u32) -> Result<u64, Fault> {
        match self.find(addr) {
            Some(r) if r.start == addr && r.kind == RegionKind::Heap => {
                Ok((r.end - r.start) as u64)
            }
            _ => Err(Fault(format!(
                "`realloc` of 0x{addr:08x}, which is not the start of a heap block"
            ))),
        }
    }

    /// Reads the NUL-terminated string at `addr` (without the NUL).
    pub fn read_c_string(&mut self, addr: u32) -> Result<Vec<u8>, Fault> {
        let Some(r) = self.find(addr).cloned() else {
            return Err(Fault(self.describe_wild(addr, 1, "string read")));
        };
        let bytes = &self.bytes[addr as usize..r.end as usize];
        match bytes.iter().position(|&b| b == 0) {
            Some(n) => Ok(bytes[..n].to_vec()),
            None => Err(Fault(format!(
                "string at 0x{addr:08x} is not NUL-terminated before the end of {}",
                describe(&r.kind, r.start, r.end)
            ))),
        }
    }
}

fn describe(kind: &RegionKind, start: u32, end: u32) -> String {
    let n = end - start;
    match kind {
        RegionKind::Global(g) => format!("global `@{g}` ({n} bytes at 0x{start:08x})"),
        RegionKind::Heap => format!("a heap block ({n} bytes at 0x{start:08x})"),
        RegionKind::Stack(f) => format!("a stack slot of `@{f}` ({n} bytes at 0x{start:08x})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_order() {
        for (endian, first) in [(Endian::Big, 0x11u8), (Endian::Little, 0x44)] {
            let mut m = Memory::new(1 << 20, endian);
            let a = m.alloc_static(8, 8, RegionKind::Heap).unwrap();
            m.store(a, 4, 0x1122_3344).unwrap();
            assert_eq!(m.load(a, 1).unwrap(), first as u64);
            assert_eq!(m.load(a, 4).unwrap(), 0x1122_3344);
            m.store(a, 8, 0x0102_0304_0506_0708).unwrap();
            let hi = m.load(a, 4).unwrap();
            let expect_hi = if endian == Endian::Big {
                0x0102_0304
            } else {
                0x0506_0708
            };
            assert_eq!(hi, expect_hi);
            m.store(a + 2, 2, 0xABCD).unwrap();
            assert_eq!(m.load(a + 2, 2).unwrap(), 0xABCD);
        }
    }

    #[test]
    fn faults_are_described() {
        let mut m = Memory::new(1 << 20, Endian::Big);
        let g = m
            .alloc_static(4, 4, RegionKind::Global("g".into()))
            .unwrap();
        assert!(m.load(g, 4).is_ok());
        let e = m.load(g + 2, 4).unwrap_err();
        assert!(
            e.0.contains("out-of-bounds load") && e.0.contains("@g"),
            "{e:?}"
        );
        assert!(m.load(0, 4).unwrap_err().0.contains("null pointer"));
        assert!(
            m.load(FUNC_BASE + 8, 4)
                .unwrap_err()
                .0
                .contains("function address")
        );
        let e = m.store(g + 16, 1, 0).unwrap_err();
        assert!(e.0.contains("past the end of global `@g`"), "{e:?}");
    }

    #[test]
    fn stack_slots_are_freed() {
        let mut m = Memory::new(1 << 24, Endian::Little);
        let mark = m.stack_mark();
        let a = m.alloc_stack(8, 8, "f").unwrap();
        m.store(a, 8, 7).unwrap();
        let b = m.alloc_stack(4, 4, "f").unwrap();
        assert!(b < a);
        assert_eq!(m.load(a, 8).unwrap(), 7);
        m.release_stack(mark);
        assert!(m.load(a, 8).is_err());
        let c = m.alloc_stack(8, 8, "g").unwrap();
        assert_eq!(c, a);
        assert_eq!(m.load(c, 8).unwrap(), 0, "fresh slots are zeroed");
    }

    #[test]
    fn strings_must_end_inside_their_region() {
        let mut m = Memory::new(1 << 20, Endian::Big);
        let s = m.alloc_static(3, 1, RegionKind::Heap).unwrap();
        m.write_bytes(s, b"hi\0").unwrap();
        assert_eq!(m.read_c_string(s).unwrap(), b"hi");
        m.write_bytes(s, b"hij").unwrap();
        assert!(m.read_c_string(s).is_err());
    }

    #[test]
    fn exhausting_memory_is_an_error() {
        let mut m = Memory::new(1 << 16, Endian::Big);
        assert!(m.alloc_static(1 << 20, 8, RegionKind::Heap).is_err());
        assert!(m.alloc_stack(1 << 20, 8, "f").is_err());
    }
}
