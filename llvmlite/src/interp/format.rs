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
//! hex, `(nil)` for null. The floating-point conversions `f F e E g G a A`
//! (with any flags, width and precision; `l` and `L` accepted) read a
//! double's 64 bits and print glibc's text for them, by the exact
//! algorithm of the runtime's formatter (runtime/c/fpformat/fpformat.c).

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
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                // A double vararg is an 8-aligned pair of words (`L`: long
                // double is double on O32).
                let bits = ap.take(mem, 8)?;
                float(out, &spec, bits, conv);
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

/// A floating-point conversion (`f F e E g G a A`) of the binary64 value
/// with the given bits, as glibc prints it: the exactly rounded decimal
/// expansion of the binary value (to nearest, ties to even on the exact
/// value), glibc's hexadecimal form for `%a`, and `inf`, `-inf`, `nan`,
/// `-nan` by the sign bit. The algorithm is the runtime's
/// (runtime/c/fpformat/fpformat.c), in integers on 16-bit limbs, so that
/// the interpreter and compiled code print the same text.
fn float(out: &mut Vec<u8>, spec: &Spec, bits: u64, conv: u8) {
    let upper = conv.is_ascii_uppercase();
    let sign = if bits >> 63 != 0 {
        "-"
    } else if spec.plus {
        "+"
    } else if spec.space {
        " "
    } else {
        ""
    };
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let mut body = Vec::new();
    if biased == 0x7ff {
        let text = match (fraction != 0, upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        };
        body.extend_from_slice(text.as_bytes());
        return emit_float(out, spec, sign, "", &body, false);
    }
    let prefix = match conv.to_ascii_lowercase() {
        b'a' => {
            hex_float(&mut body, spec, biased, fraction, upper);
            if upper { "0X" } else { "0x" }
        }
        b'f' => {
            fixed(&mut body, spec, Digits::new(biased, fraction));
            ""
        }
        b'e' => {
            let p = spec.precision.unwrap_or(6) + 1;
            let (d, x, _) = Digits::new(biased, fraction).significant(p, bits << 1 == 0);
            scientific(&mut body, spec, &d, x, p, upper);
            ""
        }
        _ => {
            general(&mut body, spec, biased, fraction, bits << 1 == 0, upper);
            ""
        }
    };
    emit_float(out, spec, sign, prefix, &body, true)
}

/// Sign, prefix and body padded to the width: spaces before (after for
/// `-`), or zeros after the prefix for `0` (not for inf and nan).
fn emit_float(
    out: &mut Vec<u8>,
    spec: &Spec,
    sign: &str,
    prefix: &str,
    body: &[u8],
    zero_ok: bool,
) {
    let fill = spec
        .width
        .saturating_sub(sign.len() + prefix.len() + body.len());
    let zeros = zero_ok && spec.zero && !spec.left;
    if !spec.left && !zeros {
        out.resize(out.len() + fill, b' ');
    }
    out.extend_from_slice(sign.as_bytes());
    out.extend_from_slice(prefix.as_bytes());
    if zeros {
        out.resize(out.len() + fill, b'0');
    }
    out.extend_from_slice(body);
    if spec.left {
        out.resize(out.len() + fill, b' ');
    }
}

/// The decimal digits of a finite binary64 value, most significant first:
/// its integer part (computed whole), then its fraction, produced four
/// digits per multiplication by 10^4 of the fraction's 16-bit limbs.
struct Digits {
    /// Integer-part digits without leading zeros (none for a value below 1).
    int: Vec<u8>,
    /// Next integer digit to hand out.
    int_at: usize,
    /// The fraction, `frac / 2^(16 * frac.len())`, limbs least significant first.
    frac: Vec<u32>,
    /// Pending fraction digits (handed out from the back).
    pending: Vec<u8>,
}

impl Digits {
    /// The digits of the value with biased exponent `biased` and fraction bits `fraction`.
    fn new(biased: i32, fraction: u64) -> Digits {
        let (m, e) = if biased == 0 {
            (fraction, -1074)
        } else {
            (fraction | 1 << 52, biased - 1075)
        };
        // Split m * 2^e at a limb boundary: limbs below `frac_limbs` are the fraction.
        let (shift, frac_limbs) = if e >= 0 {
            (e as usize, 0)
        } else {
            let n = (-e as usize).div_ceil(16);
            (16 * n - (-e as usize), n)
        };
        let mut limbs = vec![0u32; shift / 16 + 5];
        let wide = (m as u128) << (shift % 16);
        for (i, limb) in limbs[shift / 16..].iter_mut().enumerate() {
            *limb = ((wide >> (16 * i)) & 0xffff) as u32;
        }
        limbs.resize(limbs.len().max(frac_limbs), 0);
        let int_limbs = limbs.split_off(frac_limbs);
        Digits {
            int: integer_digits(int_limbs),
            int_at: 0,
            frac: limbs,
            pending: Vec::new(),
        }
    }

    /// Whether every digit from here on is zero.
    fn exhausted(&self) -> bool {
        self.int[self.int_at..].iter().all(|&d| d == b'0')
            && self.pending.iter().all(|&d| d == b'0')
            && self.frac.iter().all(|&l| l == 0)
    }

    /// Whether the integer part's digits are all handed out.
    fn in_fraction(&self) -> bool {
        self.int_at >= self.int.len()
    }

    /// The next digit (`b'0'..=b'9'`).
    fn next_digit(&mut self) -> u8 {
        if let Some(&d) = self.int.get(self.int_at) {
            self.int_at += 1;
            return d;
        }
        if self.pending.is_empty() {
            let mut carry = 0u32;
            for limb in self.frac.iter_mut() {
                let v = *limb * 10000 + carry;
                *limb = v & 0xffff;
                carry = v >> 16;
            }
            for _ in 0..4 {
                self.pending.push(b'0' + (carry % 10) as u8);
                carry /= 10;
            }
        }
        self.pending.pop().unwrap_or(b'0')
    }

    /// Up to `want` more digits onto `d`, stopping when only zeros are left.
    fn take(&mut self, d: &mut Vec<u8>, want: usize) {
        for _ in 0..want {
            if self.exhausted() {
                break;
            }
            let c = self.next_digit();
            d.push(c);
        }
    }

    /// Rounds the digits `d` (followed by this source's) to nearest, ties
    /// to even; returns whether a carry left the first digit (they are then
    /// all `0`).
    fn round(&mut self, d: &mut [u8]) -> bool {
        let r = self.next_digit();
        let up = match r.cmp(&b'5') {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => {
                !self.exhausted() || d.last().is_some_and(|&l| (l - b'0') & 1 == 1)
            }
        };
        if !up {
            return false;
        }
        for c in d.iter_mut().rev() {
            if *c != b'9' {
                *c += 1;
                return false;
            }
            *c = b'0';
        }
        true
    }

    /// The integer part and `prec` fraction digits, rounded there (zeros
    /// missing at the end); returns them and the integer digits' count.
    fn fixed(mut self, prec: usize) -> (Vec<u8>, usize) {
        let mut d = Vec::new();
        while !self.in_fraction() {
            let c = self.next_digit();
            d.push(c);
        }
        if d.is_empty() {
            d.push(b'0');
        }
        let mut nint = d.len();
        self.take(&mut d, prec);
        if d.len() == nint + prec && !self.exhausted() && self.round(&mut d) {
            d.insert(0, b'1');
            nint += 1;
        }
        (d, nint)
    }

    /// The first `p` (>= 1) significant digits, rounded (zeros missing at
    /// the end), the decimal exponent of the first, and whether rounding
    /// carried into a new first digit.
    fn significant(mut self, p: usize, zero: bool) -> (Vec<u8>, i32, bool) {
        if zero {
            return (vec![b'0'], 0, false);
        }
        let mut x = self.int.len() as i32 - 1;
        if self.int.is_empty() {
            let mut c = self.next_digit();
            while c == b'0' {
                x -= 1;
                c = self.next_digit();
            }
            self.pending.push(c);
        }
        let mut d = Vec::new();
        self.take(&mut d, p);
        let carried = d.len() == p && !self.exhausted() && self.round(&mut d);
        if carried {
            d[0] = b'1';
            x += 1;
        }
        (d, x, carried)
    }
}

/// The decimal digits of the integer in 16-bit `limbs` (least significant
/// first), without leading zeros: four at a time, dividing by 10^4.
fn integer_digits(mut limbs: Vec<u32>) -> Vec<u8> {
    let mut groups = Vec::new();
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
    while !limbs.is_empty() {
        let mut r = 0u32;
        for limb in limbs.iter_mut().rev() {
            let cur = (r << 16) | *limb;
            *limb = cur / 10000;
            r = cur % 10000;
        }
        groups.push(r);
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
    }
    let mut text = Vec::new();
    for g in groups.iter().rev() {
        text.extend_from_slice(format!("{g:04}").as_bytes());
    }
    let zeros = text.iter().take_while(|&&c| c == b'0').count();
    text.split_off(zeros)
}

/// Digits `a..b` of `d` followed by zeros.
fn digits_range(body: &mut Vec<u8>, d: &[u8], a: usize, b: usize) {
    let stored = b.min(d.len());
    if a < stored {
        body.extend_from_slice(&d[a..stored]);
    }
    body.resize(body.len() + b.saturating_sub(a.max(stored)), b'0');
}

/// `e`/`E`/`p`/`P`, the exponent's sign and at least `least` digits.
fn exponent(body: &mut Vec<u8>, letter: u8, x: i32, least: usize) {
    body.push(letter);
    body.push(if x < 0 { b'-' } else { b'+' });
    body.extend_from_slice(format!("{:0least$}", x.unsigned_abs()).as_bytes());
}

/// `%f`: the integer part, a point (unless no precision and no `#`) and
/// the precision's digits.
fn fixed(body: &mut Vec<u8>, spec: &Spec, digits: Digits) {
    let prec = spec.precision.unwrap_or(6);
    let (d, nint) = digits.fixed(prec);
    body.extend_from_slice(&d[..nint]);
    if prec > 0 || spec.alt {
        body.push(b'.');
    }
    digits_range(body, &d, nint, nint + prec);
}

/// `%e`: `p` significant digits `d` (zeros missing at the end) as
/// `d.ddde+xx`.
fn scientific(body: &mut Vec<u8>, spec: &Spec, d: &[u8], x: i32, p: usize, upper: bool) {
    body.push(d[0]);
    if p > 1 || spec.alt {
        body.push(b'.');
    }
    digits_range(body, d, 1, p);
    exponent(body, if upper { b'E' } else { b'e' }, x, 2);
}

/// How many of the `p` digits `d` (zeros missing at the end) stay when
/// trailing zeros go, at least `least`.
fn strip_zeros(d: &[u8], p: usize, least: usize) -> usize {
    let mut n = p.min(d.len());
    while n > least && d[n - 1] == b'0' {
        n -= 1;
    }
    n.max(least)
}

/// `%g`: `p` significant digits in `%e`'s form when the exponent is below
/// -4 or at least `p`, else in `%f`'s; trailing zeros go unless `#`.
fn general(body: &mut Vec<u8>, spec: &Spec, biased: i32, fraction: u64, zero: bool, upper: bool) {
    let p = spec.precision.unwrap_or(6).max(1);
    let (d, x, carried) = Digits::new(biased, fraction).significant(p, zero);
    let keep_from = |least: usize| {
        if spec.alt {
            p
        } else {
            strip_zeros(&d, p, least)
        }
    };
    if x < -4 || x >= p as i32 {
        // glibc: when rounding carries `%f`'s form (exponent p - 1) into
        // `%e`'s, the digits are `%f`'s: none after the point, even for `#`.
        let keep = if carried && x == p as i32 {
            1
        } else {
            keep_from(1)
        };
        return scientific(body, spec, &d, x, keep, upper);
    }
    if x >= 0 {
        let int = x as usize + 1;
        let keep = keep_from(int);
        digits_range(body, &d, 0, int);
        if keep > int || spec.alt {
            body.push(b'.');
        }
        digits_range(body, &d, int, keep);
    } else {
        let keep = keep_from(1);
        body.extend_from_slice(b"0.");
        body.resize(body.len() + (-x - 1) as usize, b'0');
        digits_range(body, &d, 0, keep);
    }
}

/// `%a`: glibc's `1.hhhp+d` (`0.hhhp-1022` for subnormals, `0p+0` for
/// zero; the caller writes `0x`), rounded to the precision to nearest,
/// ties to even.
fn hex_float(body: &mut Vec<u8>, spec: &Spec, biased: i32, fraction: u64, upper: bool) {
    let mut nib: Vec<u8> = (0..13)
        .map(|i| ((fraction >> (48 - 4 * i)) & 15) as u8)
        .collect();
    let mut lead = u8::from(biased != 0);
    let x = match (biased, fraction) {
        (0, 0) => 0,
        (0, _) => -1022,
        _ => biased - 1023,
    };
    let p = match spec.precision {
        Some(p) => p,
        None => 13 - nib.iter().rev().take_while(|&&n| n == 0).count(),
    };
    if p < 13 {
        let last = if p > 0 { nib[p - 1] } else { lead };
        let more = nib[p + 1..].iter().any(|&n| n != 0);
        let mut up = nib[p] > 8 || (nib[p] == 8 && (more || last & 1 == 1));
        for n in nib[..p].iter_mut().rev() {
            if !up {
                break;
            }
            *n = (*n + 1) & 15;
            up = *n == 0;
        }
        lead += u8::from(up);
    }
    let hex = |n: u8| {
        let c = b"0123456789abcdef"[n as usize];
        if upper { c.to_ascii_uppercase() } else { c }
    };
    body.push(hex(lead));
    if p > 0 || spec.alt {
        body.push(b'.');
    }
    let digits: Vec<u8> = nib.iter().map(|&n| hex(n)).collect();
    digits_range(body, &digits, 0, p);
    exponent(body, if upper { b'P' } else { b'p' }, x, 1);
}

#[cfg(test)]
mod tests {
    use super::{Spec, float};
    use std::ffi::{c_char, c_int};

    unsafe extern "C" {
        fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
    }

    /// The spec of a format like `%-+ #012.5` (without the conversion).
    fn parse(text: &str) -> Spec {
        let mut spec = Spec::default();
        let mut rest = text.trim_start_matches('%');
        while let Some(c) = rest.chars().next() {
            match c {
                '-' => spec.left = true,
                '+' => spec.plus = true,
                ' ' => spec.space = true,
                '#' => spec.alt = true,
                '0' => spec.zero = true,
                _ => break,
            }
            rest = &rest[1..];
        }
        let (width, prec) = rest.split_once('.').unwrap_or((rest, ""));
        spec.width = width.parse().unwrap_or(0);
        spec.precision = rest.contains('.').then(|| prec.parse().unwrap_or(0));
        spec
    }

    /// The interpreter's text for `spec` + `conv` of the value `bits`.
    fn ours(spec: &str, conv: u8, bits: u64) -> String {
        let mut out = Vec::new();
        float(&mut out, &parse(spec), bits, conv);
        String::from_utf8(out).expect("ASCII")
    }

    /// The host glibc's text for the same.
    fn glibc(spec: &str, conv: u8, bits: u64) -> String {
        let fmt = format!("{spec}{}\0", conv as char);
        let mut buf = vec![0u8; 4096];
        // SAFETY: a NUL-terminated format with one double conversion, one
        // double passed, and a buffer of the size given.
        let n = unsafe {
            snprintf(
                buf.as_mut_ptr() as *mut c_char,
                buf.len(),
                fmt.as_ptr() as *const c_char,
                f64::from_bits(bits),
            )
        };
        buf.truncate(n as usize);
        String::from_utf8(buf).expect("ASCII")
    }

    #[test]
    fn prints_exact_decimal_expansions_rounded_to_even() {
        let cases: &[(&str, u8, f64, &str)] = &[
            ("%.2", b'f', 0.125, "0.12"),
            ("%.2", b'f', 0.375, "0.38"),
            ("%.0", b'f', 2.5, "2"),
            ("%.0", b'f', 3.5, "4"),
            ("%.0", b'f', 0.5, "0"),
            ("%.1", b'f', 0.05, "0.1"), // 0.05 is above the tie in binary
            ("%", b'f', -0.0, "-0.000000"),
            ("%.0", b'e', 1e23, "1e+23"),
            ("%.17", b'e', 1e23, "9.99999999999999916e+22"),
            ("%", b'g', 100000.0, "100000"),
            ("%", b'g', 1000000.0, "1e+06"),
            ("%#", b'g', 999999.5, "1.e+06"),
            ("%", b'g', 0.0001, "0.0001"),
            ("%", b'G', 1e-5, "1E-05"),
            ("%+08.2", b'f', 3.25159, "+0003.25"),
            ("%-8.1", b'e', 5.0, "5.0e+00 "),
            ("%", b'a', 3.0, "0x1.8p+1"),
            ("%.0", b'a', 1.5, "0x2p+0"),
            ("%", b'A', 1.0, "0X1P+0"),
            ("%", b'a', 0.0, "0x0p+0"),
            ("%020", b'a', 1.5, "0x0000000000001.8p+0"),
        ];
        for &(spec, conv, value, want) in cases {
            assert_eq!(
                ours(spec, conv, value.to_bits()),
                want,
                "{spec}{}",
                conv as char
            );
        }
        assert_eq!(ours("%", b'a', 1), "0x0.0000000000001p-1022");
        assert_eq!(ours("%", b'f', f64::MAX.to_bits()).len(), 309 + 7);
        assert_eq!(ours("%.1074", b'f', 1).len(), 1076);
    }

    #[test]
    fn prints_infinities_and_nans_by_their_sign_bit() {
        let inf = f64::INFINITY.to_bits();
        let nan = 0x7ff8_0000_0000_0000u64;
        assert_eq!(ours("%", b'f', inf), "inf");
        assert_eq!(ours("%", b'E', inf | 1 << 63), "-INF");
        assert_eq!(ours("%+", b'g', nan), "+nan");
        assert_eq!(ours("%", b'A', nan | 1 << 63), "-NAN");
        assert_eq!(ours("%08", b'f', inf), "     inf");
        assert_eq!(ours("%-6", b'e', nan), "nan   ");
    }

    /// Random values of every kind in random specs, against glibc.
    #[test]
    fn matches_the_host_glibc_on_random_values_and_specs() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut rnd = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for _ in 0..20_000 {
            let b = rnd(u64::MAX);
            let bits = match rnd(6) {
                0 => b & 0x800f_ffff_ffff_ffff,
                1 => (b & 0x800f_ffff_ffff_ffff) | ((1000 + rnd(50)) << 52),
                2 => (b & 1 << 63) | ((1000 + rnd(50)) << 52) | (rnd(8) << 49),
                _ => b,
            };
            let mut spec = String::from("%");
            for f in ["-", "+", " ", "#", "0"] {
                if rnd(4) == 0 {
                    spec.push_str(f);
                }
            }
            if rnd(2) == 0 {
                spec.push_str(&rnd(30).to_string());
            }
            match rnd(4) {
                0 => {}
                1 => spec.push_str(&format!(".{}", rnd(20))),
                2 => spec.push_str(&format!(".{}", rnd(80))),
                _ => spec.push('.'),
            }
            let conv = b"fFeEgGaA"[rnd(8) as usize];
            assert_eq!(
                ours(&spec, conv, bits),
                glibc(&spec, conv, bits),
                "{spec}{} of {bits:#018x}",
                conv as char
            );
        }
    }
}
