//! The runtime functions of `docs/runtime.md` and the C library calls of
//! issue 19, implemented natively.
//!
//! A declared (not defined) function whose name is in the runtime contract is
//! executed here. Arguments arrive as zero-extended bits together with their
//! widths, so a function declared with a different but compatible signature
//! (`malloc` taking `i32`) still works: each argument is read at the width it
//! was passed, and the result is truncated to the width the caller expects.
//! Variadic arguments are read from their O32 memory image through a
//! `va_list` cursor (`super::format`), as the compiled runtime reads them.
//! Heap memory comes from the interpreter's bump allocator, zeroed and 8-byte
//! aligned, and is never freed, exactly as in the Cpu0 runtime. `stdout` and
//! `stderr` both write to the one output.

use super::format::{VaCursor, format};
use super::math::MathFn;
use super::memory::{Fault, Memory, RegionKind};
use crate::intops::{sext, zext};

macro_rules! natives {
    ($($name:literal => $variant:ident, $min:literal, $doc:literal;)*) => {
        /// A runtime function the interpreter implements.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum Native {
            $(#[doc = $doc] $variant,)*
            /// A soft-float routine or a `libm` function (`interp/math.rs`).
            Math(MathFn),
        }

        impl Native {
            /// The runtime function called `name`, if any.
            pub fn from_name(name: &str) -> Option<Native> {
                match name {
                    $($name => Some(Native::$variant),)*
                    "putc" => Some(Native::Fputc),
                    "bcmp" => Some(Native::Memcmp),
                    "atol" => Some(Native::Atoi),
                    "labs" => Some(Native::Abs),
                    _ => MathFn::from_name(name).map(Native::Math),
                }
            }

            fn name(self) -> std::borrow::Cow<'static, str> {
                match self {
                    $(Native::$variant => $name.into(),)*
                    Native::Math(m) => m.name(),
                }
            }

            fn min_args(self) -> usize {
                match self {
                    $(Native::$variant => $min,)*
                    Native::Math(m) => m.arity(),
                }
            }
        }
    };
}

natives! {
    "ll_puts" => LlPuts, 1, "`void ll_puts(i8*)`.";
    "ll_strcat" => LlStrcat, 2, "`i8* ll_strcat(i8*, i8*)`.";
    "ll_ltoa" => LlLtoa, 1, "`i8* ll_ltoa(i64)`.";
    "ll_atol" => LlAtol, 1, "`i64 ll_atol(i8*)`.";
    "ll_malloc" => LlMalloc, 2, "`i8* ll_malloc(i64, i64)`.";
    "ll_callback" => LlCallback, 1, "`i64 ll_callback(i64 (i64, i64)*)`.";
    "printf" => Printf, 1, "`i32 printf(i8*, ...)` (`l`: the module's flavour).";
    "__egret_printf_lp64" => PrintfLp64, 1, "`printf` with a 64-bit `l`.";
    "fprintf" => Fprintf, 2, "`i32 fprintf(FILE*, i8*, ...)`.";
    "sprintf" => Sprintf, 2, "`i32 sprintf(i8*, i8*, ...)`.";
    "snprintf" => Snprintf, 3, "`i32 snprintf(i8*, size_t, i8*, ...)`.";
    "vprintf" => Vprintf, 2, "`i32 vprintf(i8*, va_list)`.";
    "vfprintf" => Vfprintf, 3, "`i32 vfprintf(FILE*, i8*, va_list)`.";
    "vsnprintf" => Vsnprintf, 4, "`i32 vsnprintf(i8*, size_t, i8*, va_list)`.";
    "vsprintf" => Vsprintf, 3, "`i32 vsprintf(i8*, i8*, va_list)`.";
    "putchar" => Putchar, 1, "`i32 putchar(i32)`.";
    "puts" => Puts, 1, "`i32 puts(i8*)`.";
    "fputs" => Fputs, 2, "`i32 fputs(i8*, FILE*)`.";
    "fputc" => Fputc, 2, "`i32 fputc(i32, FILE*)` (also `putc`).";
    "fwrite" => Fwrite, 4, "`size_t fwrite(ptr, size_t, size_t, FILE*)`.";
    "fflush" => Fflush, 1, "`i32 fflush(FILE*)`: 0.";
    "malloc" => Malloc, 1, "`i8* malloc(size_t)`, zeroed.";
    "__egret_malloc_raw" => MallocRaw, 1, "`i8* __egret_malloc_raw(i32)`: `malloc` of a block its caller writes before reading it (here filled with 0xFF, as fresh memory on Cpu0).";
    "calloc" => Calloc, 2, "`i8* calloc(size_t, size_t)`.";
    "realloc" => Realloc, 2, "`i8* realloc(i8*, size_t)`: a new block with the old contents.";
    "free" => Free, 1, "`void free(i8*)`: nothing (bump allocator).";
    "memcpy" => Memcpy, 3, "`i8* memcpy(i8*, i8*, size_t)`.";
    "memmove" => Memmove, 3, "`i8* memmove(i8*, i8*, size_t)`.";
    "memset" => Memset, 3, "`i8* memset(i8*, i32, size_t)`.";
    "memcmp" => Memcmp, 3, "`i32 memcmp(i8*, i8*, size_t)` (also `bcmp`).";
    "memchr" => Memchr, 3, "`i8* memchr(i8*, i32, size_t)`.";
    "strlen" => Strlen, 1, "`size_t strlen(i8*)`.";
    "strcmp" => Strcmp, 2, "`i32 strcmp(i8*, i8*)`.";
    "strncmp" => Strncmp, 3, "`i32 strncmp(i8*, i8*, size_t)`.";
    "strcpy" => Strcpy, 2, "`i8* strcpy(i8*, i8*)`.";
    "strncpy" => Strncpy, 3, "`i8* strncpy(i8*, i8*, size_t)`.";
    "strcat" => Strcat, 2, "`i8* strcat(i8*, i8*)`.";
    "strchr" => Strchr, 2, "`i8* strchr(i8*, i32)`.";
    "strrchr" => Strrchr, 2, "`i8* strrchr(i8*, i32)`.";
    "strstr" => Strstr, 2, "`i8* strstr(i8*, i8*)`.";
    "atoi" => Atoi, 1, "`i32 atoi(i8*)` (also `atol`).";
    "strtol" => Strtol, 3, "`long strtol(i8*, i8**, i32)`.";
    "strtoul" => Strtoul, 3, "`unsigned long strtoul(i8*, i8**, i32)`.";
    "isalnum" => IsAlnum, 1, "`ctype.h`.";
    "isalpha" => IsAlpha, 1, "`ctype.h`.";
    "isdigit" => IsDigit, 1, "`ctype.h`.";
    "islower" => IsLower, 1, "`ctype.h`.";
    "isupper" => IsUpper, 1, "`ctype.h`.";
    "isprint" => IsPrint, 1, "`ctype.h`.";
    "isspace" => IsSpace, 1, "`ctype.h`.";
    "isxdigit" => IsXdigit, 1, "`ctype.h`.";
    "ispunct" => IsPunct, 1, "`ctype.h`.";
    "iscntrl" => IsCntrl, 1, "`ctype.h`.";
    "tolower" => ToLower, 1, "`ctype.h`.";
    "toupper" => ToUpper, 1, "`ctype.h`.";
    "abs" => Abs, 1, "`i32 abs(i32)` (also `labs`).";
    "exit" => Exit, 1, "`void exit(i32)`.";
    "abort" => Abort, 0, "`void abort()`: stops with an error.";
    "__assert_fail" => AssertFail, 4, "glibc's `assert` failure: message, then an error.";
    "clock" => Clock, 0, "`clock_t clock()`: IR instructions executed so far.";
    "time" => Time, 1, "`time_t time(time_t*)`: the fixed [`FIXED_TIME`].";
    "rand" => Rand, 0, "`i32 rand()`: glibc's generator.";
    "srand" => Srand, 1, "`void srand(u32)`.";
}

/// What `time` returns (and stores): a fixed value, so that programs
/// that print or seed from the time stay deterministic -- the runtime's
/// (`runtime/stdlib.ll`): 2026-01-01 00:00:00 UTC.
pub const FIXED_TIME: u64 = 1_767_225_600;

/// What a native call produced.
pub enum NativeResult {
    /// A value (ignored for void calls).
    Value(u64),
    /// `ll_callback`: call the function at this address with `(19, 19)` and
    /// return its result to the caller.
    Callback(u32),
    /// `exit(status)`: the program ends with this status.
    Exit(u64),
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

/// What a native may touch besides its arguments.
pub struct NativeCtx<'a> {
    /// The program's memory.
    pub mem: &'a mut Memory,
    /// The program's output.
    pub out: &'a mut Vec<u8>,
    /// Address of the first variadic argument word (0: none).
    pub va: u32,
    /// Whether `printf`'s `l` is 64 bits (LLVMlite flavour).
    pub long_is_64: bool,
    /// IR instructions executed so far (for `clock`).
    pub steps: u64,
    /// The state of `rand`.
    pub rand: &'a mut GlibcRand,
}

/// Runs native `n`. Errors are messages for the caller's location.
pub fn call_native(n: Native, args: &[Arg], cx: &mut NativeCtx) -> Result<NativeResult, String> {
    if args.len() < n.min_args() {
        return Err(format!(
            "`@{}` called with {} arguments, needs {}",
            n.name(),
            args.len(),
            n.min_args()
        ));
    }
    let fault = |f: Fault| format!("in `@{}`: {}", n.name(), f.0);
    let a = |k: usize| args[k];
    let value = match n {
        Native::LlCallback => return Ok(NativeResult::Callback(a(0).addr())),
        Native::Math(m) => {
            let bits: Vec<u64> = args.iter().map(|x| x.unsigned()).collect();
            m.call(&bits, cx.mem).map_err(fault)?
        }
        Native::Exit => return Ok(NativeResult::Exit(a(0).signed() as u64)),
        Native::Abort => return Err("`abort` called".into()),
        Native::AssertFail => return assert_fail(args, cx).map_err(fault),
        Native::Printf
        | Native::PrintfLp64
        | Native::Fprintf
        | Native::Sprintf
        | Native::Snprintf
        | Native::Vprintf
        | Native::Vfprintf
        | Native::Vsnprintf
        | Native::Vsprintf => print_formatted(n, args, cx)?,
        Native::Putchar | Native::Fputc => {
            cx.out.push(a(0).bits as u8);
            a(0).bits & 0xFF
        }
        Native::LlPuts | Native::Puts | Native::Fputs => {
            let s = cx.mem.read_c_string(a(0).addr()).map_err(fault)?;
            cx.out.extend_from_slice(&s);
            if n != Native::Fputs {
                cx.out.push(b'\n');
            }
            0
        }
        Native::Fwrite => {
            let len = a(1).unsigned().wrapping_mul(a(2).unsigned());
            let bytes = cx.mem.read_bytes(a(0).addr(), len).map_err(fault)?;
            cx.out.extend_from_slice(&bytes);
            if a(1).unsigned() == 0 {
                0
            } else {
                a(2).unsigned()
            }
        }
        Native::Fflush | Native::Free => 0,
        Native::Srand => {
            *cx.rand = GlibcRand::new(a(0).bits as u32);
            0
        }
        Native::Rand => cx.rand.rand() as u64,
        Native::Clock => cx.steps,
        Native::Time => {
            if a(0).addr() != 0 {
                cx.mem.store(a(0).addr(), 4, FIXED_TIME).map_err(fault)?;
            }
            FIXED_TIME
        }
        _ => return memory_and_strings(n, args, cx).map_err(fault),
    };
    Ok(NativeResult::Value(value))
}

/// The natives that only read and write memory: the heap, `string.h`,
/// conversions, `ctype.h`, `abs`, and the `ll_*` string helpers.
fn memory_and_strings(n: Native, args: &[Arg], cx: &mut NativeCtx) -> Result<NativeResult, Fault> {
    let mem = &mut *cx.mem;
    let a = |k: usize| args[k];
    let value = match n {
        Native::LlStrcat => {
            let mut s = mem.read_c_string(a(0).addr())?;
            s.extend_from_slice(&mem.read_c_string(a(1).addr())?);
            new_string(mem, &s)? as u64
        }
        Native::LlLtoa => new_string(mem, a(0).signed().to_string().as_bytes())? as u64,
        Native::LlAtol => atol(&mem.read_c_string(a(0).addr())?) as u64,
        Native::LlMalloc | Native::Calloc => {
            let size = a(0).unsigned().checked_mul(a(1).unsigned());
            match size {
                Some(size) => heap_alloc(mem, size)? as u64,
                None => 0,
            }
        }
        Native::MallocRaw => {
            // As fresh memory on Cpu0 reads: a byte read before it is
            // written shows as 0xFF, not as malloc's zero.
            let p = heap_alloc(mem, a(0).unsigned())?;
            mem.fill(p, a(0).unsigned(), 0xFF)?;
            p as u64
        }
        Native::Malloc => heap_alloc(mem, a(0).unsigned())? as u64,
        Native::Realloc => realloc(mem, a(0).addr(), a(1).unsigned())? as u64,
        Native::Memcpy | Native::Memmove => {
            let bytes = mem.read_bytes(a(1).addr(), a(2).unsigned())?;
            mem.write_bytes(a(0).addr(), &bytes)?;
            a(0).bits
        }
        Native::Memset => {
            mem.fill(a(0).addr(), a(2).unsigned(), a(1).bits as u8)?;
            a(0).bits
        }
        Native::Memcmp => {
            let x = mem.read_bytes(a(0).addr(), a(2).unsigned())?;
            let y = mem.read_bytes(a(1).addr(), a(2).unsigned())?;
            compare(&x, &y)
        }
        Native::Memchr => {
            let s = mem.read_bytes(a(0).addr(), a(2).unsigned())?;
            let c = a(1).bits as u8;
            s.iter()
                .position(|&b| b == c)
                .map_or(0, |k| a(0).bits + k as u64)
        }
        _ => return strings(n, args, cx),
    };
    Ok(NativeResult::Value(value))
}

/// `string.h`'s string functions, conversions, `ctype.h` and `abs`.
fn strings(n: Native, args: &[Arg], cx: &mut NativeCtx) -> Result<NativeResult, Fault> {
    let mem = &mut *cx.mem;
    let a = |k: usize| args[k];
    let value = match n {
        Native::Strlen => mem.read_c_string(a(0).addr())?.len() as u64,
        Native::Strcmp => {
            let x = c_string_nul(mem, a(0).addr())?;
            let y = c_string_nul(mem, a(1).addr())?;
            compare(&x, &y)
        }
        Native::Strncmp => {
            let limit = a(2).unsigned().min(u32::MAX as u64) as usize;
            let mut x = c_string_nul(mem, a(0).addr())?;
            let mut y = c_string_nul(mem, a(1).addr())?;
            x.truncate(limit);
            y.truncate(limit);
            compare(&x, &y)
        }
        Native::Strcpy | Native::Strcat => {
            let src = c_string_nul(mem, a(1).addr())?;
            let at = if n == Native::Strcat {
                a(0).addr() + mem.read_c_string(a(0).addr())?.len() as u32
            } else {
                a(0).addr()
            };
            mem.write_bytes(at, &src)?;
            a(0).bits
        }
        Native::Strncpy => {
            let limit = a(2).unsigned().min(u32::MAX as u64) as usize;
            let mut src = mem.read_c_string(a(1).addr())?;
            src.truncate(limit);
            src.resize(limit, 0);
            mem.write_bytes(a(0).addr(), &src)?;
            a(0).bits
        }
        Native::Strchr | Native::Strrchr => {
            let s = c_string_nul(mem, a(0).addr())?;
            let c = a(1).bits as u8;
            let found = if n == Native::Strchr {
                s.iter().position(|&b| b == c)
            } else {
                s.iter().rposition(|&b| b == c)
            };
            found.map_or(0, |k| a(0).bits + k as u64)
        }
        Native::Strstr => {
            let h = mem.read_c_string(a(0).addr())?;
            let nd = mem.read_c_string(a(1).addr())?;
            let found = if nd.is_empty() {
                Some(0)
            } else {
                h.windows(nd.len()).position(|w| w == nd.as_slice())
            };
            found.map_or(0, |k| a(0).bits + k as u64)
        }
        Native::Atoi => atol(&mem.read_c_string(a(0).addr())?) as u64,
        Native::Strtol | Native::Strtoul => {
            let s = mem.read_c_string(a(0).addr())?;
            let r = strtol(&s, sext(a(2).bits, 32), n == Native::Strtol, !cx.long_is_64);
            if a(1).addr() != 0 {
                mem.store(a(1).addr(), 4, a(0).bits + r.end as u64)?;
            }
            r.value
        }
        Native::Abs => a(0).signed().unsigned_abs(),
        _ => ctype(
            n,
            a(0).bits as u8 as i32,
            sext(a(0).bits, a(0).width as u32),
        ),
    };
    Ok(NativeResult::Value(value))
}

/// `ctype.h` in the "C" locale; `c` is the argument's low byte, `full` the
/// whole argument (EOF and values outside `unsigned char` classify as
/// nothing and convert to themselves).
fn ctype(n: Native, c: i32, full: i64) -> u64 {
    if !(0..=255).contains(&full) {
        return match n {
            Native::ToLower | Native::ToUpper => full as u64,
            _ => 0,
        };
    }
    let b = c as u8;
    let yes = match n {
        Native::IsAlnum => b.is_ascii_alphanumeric(),
        Native::IsAlpha => b.is_ascii_alphabetic(),
        Native::IsDigit => b.is_ascii_digit(),
        Native::IsLower => b.is_ascii_lowercase(),
        Native::IsUpper => b.is_ascii_uppercase(),
        Native::IsPrint => (0x20..0x7F).contains(&b),
        Native::IsSpace => matches!(b, b' ' | b'\t' | b'\n' | 0x0B | 0x0C | b'\r'),
        Native::IsXdigit => b.is_ascii_hexdigit(),
        Native::IsPunct => b.is_ascii_punctuation(),
        Native::IsCntrl => b < 0x20 || b == 0x7F,
        Native::ToLower => return b.to_ascii_lowercase() as u64,
        Native::ToUpper => return b.to_ascii_uppercase() as u64,
        _ => false,
    };
    yes as u64
}

/// The NUL-terminated string at `addr`, with its NUL.
fn c_string_nul(mem: &mut Memory, addr: u32) -> Result<Vec<u8>, Fault> {
    let mut s = mem.read_c_string(addr)?;
    s.push(0);
    Ok(s)
}

/// memcmp's sign: the first differing bytes compared as unsigned.
fn compare(x: &[u8], y: &[u8]) -> u64 {
    match x.iter().zip(y).find(|(p, q)| p != q) {
        Some((p, q)) => (*p as i64 - *q as i64) as u64,
        None => 0,
    }
}

/// The `printf` family: formats from the variadic area (or the `va_list`
/// argument of the `v` forms) and writes to the output or a buffer.
fn print_formatted(n: Native, args: &[Arg], cx: &mut NativeCtx) -> Result<u64, String> {
    // (format argument, va_list argument, destination buffer, buffer size)
    let (fmt_at, va_at, buf, size): (usize, Option<usize>, Option<usize>, Option<usize>) = match n {
        Native::Printf | Native::PrintfLp64 => (0, None, None, None),
        Native::Fprintf => (1, None, None, None),
        Native::Sprintf => (1, None, Some(0), None),
        Native::Snprintf => (2, None, Some(0), Some(1)),
        Native::Vprintf => (0, Some(1), None, None),
        Native::Vfprintf => (1, Some(2), None, None),
        Native::Vsprintf => (1, Some(2), Some(0), None),
        _ => (2, Some(3), Some(0), Some(1)),
    };
    let fmt = cx
        .mem
        .read_c_string(args[fmt_at].addr())
        .map_err(|f| format!("`@{}`: the format: {}", n.name(), f.0))?;
    let mut ap = VaCursor {
        addr: va_at.map_or(cx.va, |k| args[k].addr()),
    };
    let long_is_64 = cx.long_is_64 || n == Native::PrintfLp64;
    let mut text = Vec::new();
    format(&fmt, &mut ap, cx.mem, long_is_64, &mut text)
        .map_err(|m| format!("in `@{}`: {m}", n.name()))?;
    let written = text.len() as u64;
    match buf {
        None => cx.out.extend_from_slice(&text),
        Some(b) => {
            let cap = size.map_or(u64::MAX, |k| args[k].unsigned());
            if cap > 0 {
                text.truncate(cap.saturating_sub(1).min(text.len() as u64) as usize);
                text.push(0);
                cx.mem
                    .write_bytes(args[b].addr(), &text)
                    .map_err(|f| format!("in `@{}`: {}", n.name(), f.0))?;
            }
        }
    }
    Ok(written)
}

/// glibc's `__assert_fail(expr, file, line, function)`: its message, then
/// an error.
fn assert_fail(args: &[Arg], cx: &mut NativeCtx) -> Result<NativeResult, Fault> {
    let expr = cx.mem.read_c_string(args[0].addr())?;
    let file = cx.mem.read_c_string(args[1].addr())?;
    let func = cx.mem.read_c_string(args[3].addr())?;
    let line = zext(args[2].bits, 32);
    let msg = format!(
        "{}:{line}: {}: Assertion `{}' failed.",
        String::from_utf8_lossy(&file),
        String::from_utf8_lossy(&func),
        String::from_utf8_lossy(&expr)
    );
    cx.out.extend_from_slice(msg.as_bytes());
    cx.out.push(b'\n');
    Err(Fault(format!("assertion failed: {msg}")))
}

fn heap_alloc(mem: &mut Memory, size: u64) -> Result<u32, Fault> {
    mem.alloc_static(size, 8, RegionKind::Heap)
}

/// `realloc`: a new block holding the old one's bytes (up to the new size).
fn realloc(mem: &mut Memory, old: u32, size: u64) -> Result<u32, Fault> {
    let new = heap_alloc(mem, size)?;
    if old != 0 {
        let old_size = mem.block_size(old)?;
        let bytes = mem.read_bytes(old, old_size.min(size))?;
        mem.write_bytes(new, &bytes)?;
    }
    Ok(new)
}

fn new_string(mem: &mut Memory, s: &[u8]) -> Result<u32, Fault> {
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

/// What `strtol`/`strtoul` parsed.
pub struct Parsed {
    /// The value (saturated as C says).
    pub value: u64,
    /// Index just past the digits (0 when there were none).
    pub end: usize,
}

/// C `strtol`/`strtoul` for a 32-bit `long` (`long32`) or a 64-bit one:
/// white space, a sign, `0x` for base 16 or 0, `0` for base 0; saturates
/// at the type's limits.
pub fn strtol(s: &[u8], base: i64, signed: bool, long32: bool) -> Parsed {
    let mut i = 0;
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
        i += 1;
    }
    let neg = s.get(i) == Some(&b'-');
    if matches!(s.get(i), Some(b'-' | b'+')) {
        i += 1;
    }
    let hex_prefix = s.get(i) == Some(&b'0')
        && matches!(s.get(i + 1), Some(b'x' | b'X'))
        && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit());
    let base = match base {
        0 if hex_prefix => 16,
        0 if s.get(i) == Some(&b'0') => 8,
        0 => 10,
        b if (2..=36).contains(&b) => b as u32,
        _ => return Parsed { value: 0, end: 0 },
    };
    if base == 16 && hex_prefix {
        i += 2;
    }
    let start = i;
    let mut mag: u128 = 0;
    while let Some(d) = s.get(i).and_then(|c| (*c as char).to_digit(base)) {
        mag = (mag * base as u128 + d as u128).min(1 << 70);
        i += 1;
    }
    if i == start {
        return Parsed { value: 0, end: 0 };
    }
    let bits = if long32 { 32 } else { 64 };
    let umax = (1u128 << bits) - 1;
    let value = if signed {
        let (lo, hi) = (1u128 << (bits - 1), (1u128 << (bits - 1)) - 1);
        if neg {
            zext((mag.min(lo) as u64).wrapping_neg(), bits)
        } else {
            mag.min(hi) as u64
        }
    } else if mag > umax {
        umax as u64
    } else if neg {
        zext((mag as u64).wrapping_neg(), bits)
    } else {
        mag as u64
    };
    Parsed { value, end: i }
}

/// glibc's `rand` (the `TYPE_3` additive feedback generator), so that
/// programs print what they print natively.
#[derive(Clone, Debug)]
pub struct GlibcRand {
    r: [u32; 34],
    i: usize,
}

impl Default for GlibcRand {
    fn default() -> Self {
        GlibcRand::new(1)
    }
}

impl GlibcRand {
    /// The state `srand(seed)` leaves.
    pub fn new(seed: u32) -> Self {
        let mut r = [0i64; 344];
        r[0] = if seed == 0 { 1 } else { seed as i32 as i64 };
        for k in 1..31 {
            let hi = r[k - 1] / 127_773;
            let lo = r[k - 1] % 127_773;
            let mut word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            r[k] = word;
        }
        for k in 31..34 {
            r[k] = r[k - 31];
        }
        let mut g = GlibcRand { r: [0; 34], i: 0 };
        for (k, slot) in g.r.iter_mut().enumerate() {
            *slot = r[k] as u32;
        }
        g.i = 34;
        for _ in 34..344 {
            g.step();
        }
        g
    }

    /// `r[i] = r[i-31] + r[i-3]` over a ring of the last 34 outputs.
    fn step(&mut self) -> u32 {
        let v = self.r[(self.i + 34 - 31) % 34].wrapping_add(self.r[(self.i + 34 - 3) % 34]);
        self.r[self.i % 34] = v;
        self.i += 1;
        v
    }

    /// The next `rand()` value (0..=RAND_MAX).
    pub fn rand(&mut self) -> u32 {
        self.step() >> 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atol_follows_c() {
        assert_eq!(atol(b"  -42xyz"), -42);
        assert_eq!(atol(b"+7"), 7);
        assert_eq!(atol(b"abc"), 0);
        assert_eq!(atol(b"9223372036854775808"), i64::MIN); // wraps
    }

    #[test]
    fn strtol_bases_and_limits() {
        let p = |s: &[u8], b, signed, l32| {
            let r = strtol(s, b, signed, l32);
            (r.value, r.end)
        };
        assert_eq!(p(b" 0x1fz", 0, true, true), (31, 5));
        assert_eq!(p(b"017", 0, true, true), (15, 3));
        assert_eq!(p(b"-12", 10, true, true), (0xFFFF_FFF4, 3));
        assert_eq!(p(b"99999999999", 10, true, true), (0x7FFF_FFFF, 11));
        assert_eq!(p(b"-99999999999", 10, true, true), (0x8000_0000, 12));
        assert_eq!(p(b"99999999999", 10, false, true), (0xFFFF_FFFF, 11));
        assert_eq!(p(b"-1", 10, false, true), (0xFFFF_FFFF, 2));
        assert_eq!(p(b"zz", 36, true, false), (1295, 2));
        assert_eq!(p(b"x", 10, true, true), (0, 0));
        assert_eq!(p(b"0x", 16, true, true), (0, 1));
    }

    #[test]
    fn glibc_rand_sequence() {
        // The first values of glibc's rand() after srand(1) (and without srand).
        let mut g = GlibcRand::new(1);
        let got: Vec<u32> = (0..3).map(|_| g.rand()).collect();
        assert_eq!(got, [1804289383, 846930886, 1681692777]);
    }
}
