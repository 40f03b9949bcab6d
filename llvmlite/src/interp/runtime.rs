//! The runtime functions of `docs/runtime.md`, implemented natively.
//!
//! A declared (not defined) function whose name is in the runtime contract is
//! executed here. Arguments arrive as zero-extended bits together with their
//! widths, so a function declared with a different but compatible signature
//! (`malloc` taking `i32`) still works: each argument is read at the width it
//! was passed, and the result is truncated to the width the caller expects.
//! Heap memory comes from the interpreter's bump allocator, zeroed and 8-byte
//! aligned, and is never freed, exactly as in the Cpu0 runtime.

use super::memory::{Memory, RegionKind};
use crate::intrinsics::IntrinsicKind;
use crate::ir::{sext, zext};

/// A runtime function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Native {
    /// `void ll_puts(i8*)`.
    LlPuts,
    /// `i8* ll_strcat(i8*, i8*)`.
    LlStrcat,
    /// `i8* ll_ltoa(i64)`.
    LlLtoa,
    /// `i64 ll_atol(i8*)`.
    LlAtol,
    /// `i8* ll_malloc(i64, i64)`.
    LlMalloc,
    /// `i64 ll_callback(i64 (i64, i64)*)`.
    LlCallback,
    /// `i32 printf(i8*, ...)`.
    Printf,
    /// `i32 putchar(i32)`.
    Putchar,
    /// `i32 puts(i8*)`.
    Puts,
    /// `i8* malloc(i64)`.
    Malloc,
    /// `i8* calloc(i64, i64)`.
    Calloc,
    /// `void free(i8*)`.
    Free,
    /// `llvm.memcpy.*` and `llvm.memmove.*` (clang emits them for struct and
    /// array copies): `(i8* dst, i8* src, iN len, i1 volatile)`.
    MemCopy,
    /// `llvm.memset.*`: `(i8* dst, i8 value, iN len, i1 volatile)`.
    MemSet,
}

impl Native {
    /// The runtime function called `name`, if any.
    pub fn from_name(name: &str) -> Option<Native> {
        Some(match name {
            "ll_puts" => Native::LlPuts,
            "ll_strcat" => Native::LlStrcat,
            "ll_ltoa" => Native::LlLtoa,
            "ll_atol" => Native::LlAtol,
            "ll_malloc" => Native::LlMalloc,
            "ll_callback" => Native::LlCallback,
            "printf" => Native::Printf,
            "putchar" => Native::Putchar,
            "puts" => Native::Puts,
            "malloc" => Native::Malloc,
            "calloc" => Native::Calloc,
            "free" => Native::Free,
            _ => match crate::intrinsics::lookup(name)?.kind {
                IntrinsicKind::MemCopy | IntrinsicKind::MemMove => Native::MemCopy,
                IntrinsicKind::MemSet => Native::MemSet,
                _ => return None,
            },
        })
    }

    fn name(self) -> &'static str {
        match self {
            Native::LlPuts => "ll_puts",
            Native::LlStrcat => "ll_strcat",
            Native::LlLtoa => "ll_ltoa",
            Native::LlAtol => "ll_atol",
            Native::LlMalloc => "ll_malloc",
            Native::LlCallback => "ll_callback",
            Native::Printf => "printf",
            Native::Putchar => "putchar",
            Native::Puts => "puts",
            Native::Malloc => "malloc",
            Native::Calloc => "calloc",
            Native::Free => "free",
            Native::MemCopy => "llvm.memcpy",
            Native::MemSet => "llvm.memset",
        }
    }

    fn min_args(self) -> usize {
        match self {
            Native::LlStrcat | Native::LlMalloc | Native::Calloc => 2,
            Native::MemCopy | Native::MemSet => 3,
            _ => 1,
        }
    }
}

/// What a native call produced.
pub enum NativeResult {
    /// A value (ignored for void calls).
    Value(u64),
    /// `ll_callback`: call the function at this address with `(19, 19)` and
    /// return its result to the caller.
    Callback(u32),
}

/// An argument: its bits and its width.
#[derive(Copy, Clone)]
pub struct Arg {
    /// The argument's bits, zero-extended from its width.
    pub bits: u64,
    /// The width it was passed at (pointers: 32).
    pub width: u8,
}

impl Arg {
    fn signed(self) -> i64 {
        sext(self.bits, self.width as u32)
    }

    fn unsigned(self) -> u64 {
        zext(self.bits, self.width as u32)
    }

    fn addr(self) -> u32 {
        self.bits as u32
    }
}

/// Runs native `n`. Errors are messages for the caller's location.
pub fn call_native(
    n: Native,
    args: &[Arg],
    mem: &mut Memory,
    out: &mut Vec<u8>,
) -> Result<NativeResult, String> {
    if args.len() < n.min_args() {
        return Err(format!(
            "`@{}` called with {} arguments, needs {}",
            n.name(),
            args.len(),
            n.min_args()
        ));
    }
    let fault = |f: super::memory::Fault| format!("in `@{}`: {}", n.name(), f.0);
    let value = match n {
        Native::LlPuts | Native::Puts => {
            let s = mem.read_c_string(args[0].addr()).map_err(fault)?;
            out.extend_from_slice(&s);
            out.push(b'\n');
            0
        }
        Native::LlStrcat => {
            let mut a = mem.read_c_string(args[0].addr()).map_err(fault)?;
            let b = mem.read_c_string(args[1].addr()).map_err(fault)?;
            a.extend_from_slice(&b);
            new_string(mem, &a).map_err(fault)? as u64
        }
        Native::LlLtoa => {
            new_string(mem, args[0].signed().to_string().as_bytes()).map_err(fault)? as u64
        }
        Native::LlAtol => {
            let s = mem.read_c_string(args[0].addr()).map_err(fault)?;
            atol(&s) as u64
        }
        Native::LlMalloc | Native::Calloc => {
            let size = args[0]
                .unsigned()
                .checked_mul(args[1].unsigned())
                .ok_or_else(|| format!("`@{}`: size overflows", n.name()))?;
            heap_alloc(mem, size).map_err(fault)? as u64
        }
        Native::Malloc => heap_alloc(mem, args[0].unsigned()).map_err(fault)? as u64,
        Native::Free => 0,
        Native::Putchar => {
            out.push(args[0].bits as u8);
            args[0].bits
        }
        Native::Printf => {
            let fmt = mem.read_c_string(args[0].addr()).map_err(fault)?;
            let before = out.len();
            printf(&fmt, &args[1..], mem, out)?;
            (out.len() - before) as u64
        }
        Native::LlCallback => return Ok(NativeResult::Callback(args[0].addr())),
        Native::MemCopy => {
            let len = args[2].unsigned();
            let bytes = mem.read_bytes(args[1].addr(), len).map_err(fault)?;
            mem.write_bytes(args[0].addr(), &bytes).map_err(fault)?;
            0
        }
        Native::MemSet => {
            mem.fill(args[0].addr(), args[2].unsigned(), args[1].bits as u8)
                .map_err(fault)?;
            0
        }
    };
    Ok(NativeResult::Value(value))
}

fn heap_alloc(mem: &mut Memory, size: u64) -> Result<u32, super::memory::Fault> {
    mem.alloc_static(size, 8, RegionKind::Heap)
}

fn new_string(mem: &mut Memory, s: &[u8]) -> Result<u32, super::memory::Fault> {
    let a = heap_alloc(mem, s.len() as u64 + 1)?;
    mem.write_bytes(a, s)?;
    Ok(a)
}

/// C `atol`: optional white space, an optional sign, decimal digits; wraps
/// on overflow.
pub fn atol(s: &[u8]) -> i64 {
    let mut i = 0;
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
        i += 1;
    }
    let mut neg = false;
    if i < s.len() && (s[i] == b'-' || s[i] == b'+') {
        neg = s[i] == b'-';
        i += 1;
    }
    let mut v: i64 = 0;
    while i < s.len() && s[i].is_ascii_digit() {
        v = v.wrapping_mul(10).wrapping_add((s[i] - b'0') as i64);
        i += 1;
    }
    if neg { v.wrapping_neg() } else { v }
}

/// The `printf` subset of the runtime contract: `%d %i %u %ld %lld %li %lli
/// %lu %llu %x %lx %llx %c %s %%`, no flags, widths or precisions.
pub fn printf(fmt: &[u8], args: &[Arg], mem: &mut Memory, out: &mut Vec<u8>) -> Result<(), String> {
    let mut next = 0;
    let mut take = |conv: &str| -> Result<Arg, String> {
        let a = args
            .get(next)
            .copied()
            .ok_or_else(|| format!("`@printf`: no argument for `%{conv}`"))?;
        next += 1;
        Ok(a)
    };
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let start = i;
        while i < fmt.len() && fmt[i] == b'l' {
            i += 1;
        }
        let longs = i - start;
        let Some(&conv) = fmt.get(i) else {
            return Err("`@printf`: format ends after `%`".into());
        };
        i += 1;
        let spec = String::from_utf8_lossy(&fmt[start..i]).into_owned();
        match (conv, longs) {
            (b'%', 0) => out.push(b'%'),
            (b'd' | b'i', 0) => out.extend(sext(take(&spec)?.bits, 32).to_string().bytes()),
            (b'u', 0) => out.extend(zext(take(&spec)?.bits, 32).to_string().bytes()),
            (b'x', 0) => out.extend(format!("{:x}", zext(take(&spec)?.bits, 32)).bytes()),
            (b'd' | b'i', 1 | 2) => out.extend(take(&spec)?.signed().to_string().bytes()),
            (b'u', 1 | 2) => out.extend(take(&spec)?.unsigned().to_string().bytes()),
            (b'x', 1 | 2) => out.extend(format!("{:x}", take(&spec)?.unsigned()).bytes()),
            (b'c', 0) => out.push(take(&spec)?.bits as u8),
            (b's', 0) => {
                let a = take(&spec)?;
                let s = mem
                    .read_c_string(a.addr())
                    .map_err(|f| format!("in `@printf` `%s`: {}", f.0))?;
                out.extend_from_slice(&s);
            }
            _ => return Err(format!("`@printf`: unsupported conversion `%{spec}`")),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Endian;

    fn arg(bits: u64, width: u8) -> Arg {
        Arg { bits, width }
    }

    #[test]
    fn atol_follows_c() {
        assert_eq!(atol(b"  -42xyz"), -42);
        assert_eq!(atol(b"+7"), 7);
        assert_eq!(atol(b"abc"), 0);
        assert_eq!(atol(b"9223372036854775808"), i64::MIN); // wraps
    }

    #[test]
    fn printf_conversions() {
        let mut mem = Memory::new(1 << 20, Endian::Big);
        let s = new_string(&mut mem, b"str").unwrap();
        let mut out = Vec::new();
        printf(
            b"%d %i %u %ld %lld %lu %x %lx %c %s %%|",
            &[
                arg(0xFFFF_FFFF, 32),
                arg(5, 32),
                arg(0xFFFF_FFFF, 32),
                arg(u64::MAX, 64),
                arg(1 << 40, 64),
                arg(u64::MAX, 64),
                arg(255, 32),
                arg(0xABCD_0000_0000, 64),
                arg(b'Z' as u64, 32),
                arg(s as u64, 32),
            ],
            &mut mem,
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "-1 5 4294967295 -1 1099511627776 18446744073709551615 ff abcd00000000 Z str %|"
        );
        let mut out = Vec::new();
        assert!(printf(b"%d", &[], &mut mem, &mut out).is_err());
        assert!(printf(b"%f", &[arg(1, 32)], &mut mem, &mut out).is_err());
        assert!(printf(b"%", &[], &mut mem, &mut out).is_err());
    }

    #[test]
    fn i32_argument_to_ld_is_sign_extended_from_its_width() {
        let mut mem = Memory::new(1 << 20, Endian::Big);
        let mut out = Vec::new();
        printf(b"%ld", &[arg(0xFFFF_FFFE, 32)], &mut mem, &mut out).unwrap();
        assert_eq!(out, b"-2");
    }
}
