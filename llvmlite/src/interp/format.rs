//! The `printf` family's formatter, reading its arguments from memory as the
//! compiled runtime does.
//!
//! A variadic call lays its arguments out as O32 does (`compile::VaLayout`),
//! so the formatter walks a `va_list` pointer: an `int`-sized argument is
//! the next 4-byte word, a 64-bit one the next 8-aligned pair of words. This
//! makes `printf` and `vprintf` one path and keeps the interpreter's
//! behaviour on mismatched arguments identical to compiled code's.
//!
//! Supported: C's integer conversions `d i u x X o c s p %` with the flags
//! `- + space # 0`, a width and a precision (digits or `*`), and the length
//! modifiers `hh h l ll z j t q`. `l` is 64 bits in LLVMlite-flavour
//! modules (written for LP64 hosts) and 32 in C modules (ILP32), as
//! `TargetInfo::long_bits()` decides. `%p` prints like glibc: `0x` and lower-case
//! hex, `(nil)` for null.

use super::memory::{Fault, Memory};
use crate::intops::{sext, zext};

/// A `va_list`: the address of the next argument word.
pub struct VaCursor {
    /// Address of the next unread argument word.
    pub addr: u32,
}

impl VaCursor {
    /// The next 4-byte argument.
    pub fn word(&mut self, mem: &mut Memory) -> Result<u64, Fault> {
        let v = mem.load(self.addr, 4)?;
        self.addr = self.addr.wrapping_add(4);
        Ok(v)
    }

    /// The next 8-byte argument (8-aligned, as O32 passes it).
    pub fn dword(&mut self, mem: &mut Memory) -> Result<u64, Fault> {
        self.addr = self.addr.wrapping_add(7) & !7;
        let v = mem.load(self.addr, 8)?;
        self.addr = self.addr.wrapping_add(8);
        Ok(v)
    }

    /// The next argument of `bytes` (4 or 8) bytes.
    fn take(&mut self, mem: &mut Memory, bytes: u32) -> Result<u64, String> {
        let r = if bytes == 8 {
            self.dword(mem)
        } else {
            self.word(mem)
        };
        r.map_err(|f| format!("reading a variadic argument: {}", f.0))
    }
}

/// One parsed conversion specification.
#[derive(Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    /// Width in bits the value is converted to (`hh`: 8, `h`: 16, ...).
    bits: u32,
    /// Bytes the argument takes in the argument area.
    arg_bytes: u32,
}

/// Formats `fmt` with the arguments at `ap`, appending to `out`.
/// `long_is_64` chooses what `l` means.
pub fn format(
    fmt: &[u8],
    ap: &mut VaCursor,
    mem: &mut Memory,
    long_is_64: bool,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let start = i;
        let mut spec = Spec::default();
        i = parse_flags(fmt, i, &mut spec);
        i = parse_width_precision(fmt, i, &mut spec, ap, mem)?;
        i = parse_length(fmt, i, &mut spec, long_is_64);
        let Some(&conv) = fmt.get(i) else {
            return Err("`printf`: the format ends inside a conversion".into());
        };
        i += 1;
        let text = || String::from_utf8_lossy(&fmt[start - 1..i]).into_owned();
        match conv {
            b'%' => out.push(b'%'),
            b'd' | b'i' => {
                let v = sext(ap.take(mem, spec.arg_bytes)?, spec.bits);
                let sign = if v < 0 {
                    "-"
                } else if spec.plus {
                    "+"
                } else if spec.space {
                    " "
                } else {
                    ""
                };
                let digits = v.unsigned_abs().to_string();
                integer(out, &spec, sign, "", &digits);
            }
            b'u' | b'x' | b'X' | b'o' => {
                let v = zext(ap.take(mem, spec.arg_bytes)?, spec.bits);
                let mut digits = match conv {
                    b'u' => v.to_string(),
                    b'x' => format!("{v:x}"),
                    b'X' => format!("{v:X}"),
                    _ => format!("{v:o}"),
                };
                let prefix = match conv {
                    b'x' if spec.alt && v != 0 => "0x",
                    b'X' if spec.alt && v != 0 => "0X",
                    _ => "",
                };
                if conv == b'o' && spec.alt {
                    // `#o` makes the first digit a 0, with the least precision.
                    if v == 0 {
                        spec.precision = spec.precision.map(|p| p.max(1));
                    } else if spec.precision.is_none_or(|p| p <= digits.len()) {
                        digits.insert(0, '0');
                    }
                }
                integer(out, &spec, "", prefix, &digits);
            }
            b'c' => {
                let v = ap.take(mem, 4)? as u8;
                pad(out, &spec, &[v]);
            }
            b's' => {
                let p = ap.take(mem, 4)? as u32;
                let mut s = mem
                    .read_c_string(p)
                    .map_err(|f| format!("`printf` `%s`: {}", f.0))?;
                if let Some(n) = spec.precision {
                    s.truncate(n);
                }
                pad(out, &spec, &s);
            }
            b'p' => {
                let p = ap.take(mem, 4)? as u32;
                if p == 0 {
                    pad(out, &spec, b"(nil)");
                } else {
                    integer(out, &spec, "", "0x", &format!("{p:x}"));
                }
            }
            _ => return Err(format!("`printf`: unsupported conversion `{}`", text())),
        }
    }
    Ok(())
}

fn parse_flags(fmt: &[u8], mut i: usize, spec: &mut Spec) -> usize {
    while let Some(&f) = fmt.get(i) {
        match f {
            b'-' => spec.left = true,
            b'+' => spec.plus = true,
            b' ' => spec.space = true,
            b'#' => spec.alt = true,
            b'0' => spec.zero = true,
            _ => break,
        }
        i += 1;
    }
    i
}

/// Reads decimal digits at `i`; returns the number (saturating) and the
/// index after them.
fn digits(fmt: &[u8], mut i: usize) -> (usize, usize) {
    let mut n = 0usize;
    while let Some(d) = fmt.get(i).filter(|d| d.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add((d - b'0') as usize);
        i += 1;
    }
    (n, i)
}

/// Width and precision; `*` takes an `int` argument (a negative width means
/// `-` and its magnitude, a negative precision none).
fn parse_width_precision(
    fmt: &[u8],
    mut i: usize,
    spec: &mut Spec,
    ap: &mut VaCursor,
    mem: &mut Memory,
) -> Result<usize, String> {
    if fmt.get(i) == Some(&b'*') {
        let w = sext(ap.take(mem, 4)?, 32);
        spec.left |= w < 0;
        spec.width = w.unsigned_abs() as usize;
        i += 1;
    } else {
        (spec.width, i) = digits(fmt, i);
    }
    if fmt.get(i) == Some(&b'.') {
        i += 1;
        if fmt.get(i) == Some(&b'*') {
            let p = sext(ap.take(mem, 4)?, 32);
            spec.precision = (p >= 0).then_some(p as usize);
            i += 1;
        } else {
            let (p, j) = digits(fmt, i);
            spec.precision = Some(p);
            i = j;
        }
    }
    // Bound what a format can make us allocate.
    spec.width = spec.width.min(1 << 20);
    spec.precision = spec.precision.map(|p| p.min(1 << 20));
    Ok(i)
}

fn parse_length(fmt: &[u8], mut i: usize, spec: &mut Spec, long_is_64: bool) -> usize {
    let long = if long_is_64 { 64 } else { 32 };
    let (bits, len) = match (fmt.get(i), fmt.get(i + 1)) {
        (Some(b'h'), Some(b'h')) => (8, 2),
        (Some(b'h'), _) => (16, 1),
        (Some(b'l'), Some(b'l')) => (64, 2),
        (Some(b'l'), _) => (long, 1),
        (Some(b'j' | b'q' | b'L'), _) => (64, 1),
        (Some(b'z' | b't'), _) => (32, 1),
        _ => (32, 0),
    };
    i += len;
    spec.bits = bits;
    spec.arg_bytes = if bits == 64 { 8 } else { 4 };
    i
}

/// An integer conversion: `sign`, `prefix` and `digits` with the precision's
/// leading zeros, padded to the width (zeros after the sign and prefix with
/// `0` and no precision).
fn integer(out: &mut Vec<u8>, spec: &Spec, sign: &str, prefix: &str, digits: &str) {
    let digits = if spec.precision == Some(0) && digits == "0" {
        ""
    } else {
        digits
    };
    let zeros = spec.precision.map_or(0, |p| p.saturating_sub(digits.len()));
    let body = sign.len() + prefix.len() + zeros + digits.len();
    let fill = spec.width.saturating_sub(body);
    let zero_pad = spec.zero && !spec.left && spec.precision.is_none();
    if !spec.left && !zero_pad {
        out.resize(out.len() + fill, b' ');
    }
    out.extend_from_slice(sign.as_bytes());
    out.extend_from_slice(prefix.as_bytes());
    if zero_pad {
        out.resize(out.len() + fill, b'0');
    }
    out.resize(out.len() + zeros, b'0');
    out.extend_from_slice(digits.as_bytes());
    if spec.left {
        out.resize(out.len() + fill, b' ');
    }
}

/// `s` padded with spaces to the width, on the left unless `-`.
fn pad(out: &mut Vec<u8>, spec: &Spec, s: &[u8]) {
    let fill = spec.width.saturating_sub(s.len());
    if !spec.left {
        out.resize(out.len() + fill, b' ');
    }
    out.extend_from_slice(s);
    if spec.left {
        out.resize(out.len() + fill, b' ');
    }
}
