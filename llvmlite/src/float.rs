//! IEEE-754 binary32 and binary64 semantics on bit patterns: the one home of
//! what floating-point operations mean in egret.
//!
//! Values are `u64` bit patterns; a `float` keeps its 32 bits in the low half.
//! Every function rounds to nearest, ties to even, keeps subnormals, and gives
//! NaN results by compiler-rt's rules (DESIGN23): the interpreter, the mid-end's
//! constant folding and the Cpu0 runtime routines all agree bit for bit. The
//! host's `f32`/`f64` arithmetic is IEEE and is used wherever it is exact; the
//! NaN rules are then applied on top, since the host's NaN propagation is not
//! specified.

/// The two floating-point formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `float`: IEEE-754 binary32.
    F32,
    /// `double`: IEEE-754 binary64.
    F64,
}

impl FloatKind {
    /// The width in bits (32 or 64).
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }

    /// The LLVM type name.
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F32 => "float",
            FloatKind::F64 => "double",
        }
    }
}

/// The two-operand floating-point instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatBinOp {
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmul`.
    FMul,
    /// `fdiv`.
    FDiv,
    /// `frem` (C's `fmod`: the remainder of the truncated quotient, exact).
    FRem,
}

impl FloatBinOp {
    /// All operations.
    pub const ALL: [FloatBinOp; 5] = [
        FloatBinOp::FAdd,
        FloatBinOp::FSub,
        FloatBinOp::FMul,
        FloatBinOp::FDiv,
        FloatBinOp::FRem,
    ];

    /// The LLVM mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            FloatBinOp::FAdd => "fadd",
            FloatBinOp::FSub => "fsub",
            FloatBinOp::FMul => "fmul",
            FloatBinOp::FDiv => "fdiv",
            FloatBinOp::FRem => "frem",
        }
    }

    /// Parses the LLVM mnemonic.
    pub fn from_name(s: &str) -> Option<FloatBinOp> {
        FloatBinOp::ALL.into_iter().find(|op| op.name() == s)
    }

    /// Whether `a op b == b op a` bit for bit (the NaN rule picks `a`'s
    /// payload first, so no operation qualifies when both are NaN; callers
    /// that canonicalise operands must not rely on this for NaNs).
    pub fn is_commutative(self) -> bool {
        matches!(self, FloatBinOp::FAdd | FloatBinOp::FMul)
    }
}

/// The 16 predicates of `fcmp`. "Ordered" predicates are false when either
/// operand is NaN, "unordered" ones true.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatCC {
    /// `false`: always false.
    False,
    /// `oeq`: ordered and equal.
    Oeq,
    /// `ogt`: ordered and greater.
    Ogt,
    /// `oge`: ordered and greater or equal.
    Oge,
    /// `olt`: ordered and less.
    Olt,
    /// `ole`: ordered and less or equal.
    Ole,
    /// `one`: ordered and not equal.
    One,
    /// `ord`: neither operand is NaN.
    Ord,
    /// `ueq`: unordered or equal.
    Ueq,
    /// `ugt`: unordered or greater.
    Ugt,
    /// `uge`: unordered or greater or equal.
    Uge,
    /// `ult`: unordered or less.
    Ult,
    /// `ule`: unordered or less or equal.
    Ule,
    /// `une`: unordered or not equal.
    Une,
    /// `uno`: either operand is NaN.
    Uno,
    /// `true`: always true.
    True,
}

impl FloatCC {
    /// All predicates, in LLVM's order.
    pub const ALL: [FloatCC; 16] = [
        FloatCC::False,
        FloatCC::Oeq,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::One,
        FloatCC::Ord,
        FloatCC::Ueq,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Une,
        FloatCC::Uno,
        FloatCC::True,
    ];

    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            FloatCC::False => "false",
            FloatCC::Oeq => "oeq",
            FloatCC::Ogt => "ogt",
            FloatCC::Oge => "oge",
            FloatCC::Olt => "olt",
            FloatCC::Ole => "ole",
            FloatCC::One => "one",
            FloatCC::Ord => "ord",
            FloatCC::Ueq => "ueq",
            FloatCC::Ugt => "ugt",
            FloatCC::Uge => "uge",
            FloatCC::Ult => "ult",
            FloatCC::Ule => "ule",
            FloatCC::Une => "une",
            FloatCC::Uno => "uno",
            FloatCC::True => "true",
        }
    }

    /// Parses the LLVM spelling.
    pub fn from_name(s: &str) -> Option<FloatCC> {
        FloatCC::ALL.into_iter().find(|c| c.name() == s)
    }

    /// The predicate with operands swapped: `a cc b == b cc.swap() a`.
    pub fn swap(self) -> FloatCC {
        match self {
            FloatCC::Ogt => FloatCC::Olt,
            FloatCC::Oge => FloatCC::Ole,
            FloatCC::Olt => FloatCC::Ogt,
            FloatCC::Ole => FloatCC::Oge,
            FloatCC::Ugt => FloatCC::Ult,
            FloatCC::Uge => FloatCC::Ule,
            FloatCC::Ult => FloatCC::Ugt,
            FloatCC::Ule => FloatCC::Uge,
            c => c,
        }
    }

    /// The negated predicate: `!(a cc b) == a cc.inverse() b` (NaNs included).
    pub fn inverse(self) -> FloatCC {
        match self {
            FloatCC::False => FloatCC::True,
            FloatCC::Oeq => FloatCC::Une,
            FloatCC::Ogt => FloatCC::Ule,
            FloatCC::Oge => FloatCC::Ult,
            FloatCC::Olt => FloatCC::Uge,
            FloatCC::Ole => FloatCC::Ugt,
            FloatCC::One => FloatCC::Ueq,
            FloatCC::Ord => FloatCC::Uno,
            FloatCC::Ueq => FloatCC::One,
            FloatCC::Ugt => FloatCC::Ole,
            FloatCC::Uge => FloatCC::Olt,
            FloatCC::Ult => FloatCC::Oge,
            FloatCC::Ule => FloatCC::Ogt,
            FloatCC::Une => FloatCC::Oeq,
            FloatCC::Uno => FloatCC::Ord,
            FloatCC::True => FloatCC::False,
        }
    }
}

/// Fast-math flags (`nnan ninf nsz arcp contract afn reassoc`, `fast` = all).
/// Parsed, kept and printed; egret never relies on them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    /// The flags in LLVM's printing order, with their bits.
    pub const NAMES: [(&'static str, u8); 7] = [
        ("reassoc", 1 << 6),
        ("nnan", 1 << 0),
        ("ninf", 1 << 1),
        ("nsz", 1 << 2),
        ("arcp", 1 << 3),
        ("contract", 1 << 4),
        ("afn", 1 << 5),
    ];
    /// All flags (`fast`).
    pub const FAST: FastMath = FastMath(0x7f);
    /// No flags.
    pub const NONE: FastMath = FastMath(0);

    /// The bit of the flag spelled `s` (`fast` gives all bits).
    pub fn flag_bits(s: &str) -> Option<u8> {
        if s == "fast" {
            return Some(FastMath::FAST.0);
        }
        FastMath::NAMES
            .iter()
            .find(|(n, _)| *n == s)
            .map(|&(_, b)| b)
    }

    /// Whether no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The flags as LLVM prints them (`fast`, or the set flags separated by
    /// spaces), empty when none is set.
    pub fn spelling(self) -> String {
        if self == FastMath::FAST {
            return "fast".to_string();
        }
        let names: Vec<&str> = FastMath::NAMES
            .iter()
            .filter(|(_, b)| self.0 & b != 0)
            .map(|(n, _)| *n)
            .collect();
        names.join(" ")
    }
}

impl FloatKind {
    /// The sign bit.
    pub fn sign_bit(self) -> u64 {
        1 << (self.bits() - 1)
    }

    /// The number of explicit significand (fraction) bits: 23 or 52.
    pub fn frac_bits(self) -> u32 {
        match self {
            FloatKind::F32 => 23,
            FloatKind::F64 => 52,
        }
    }

    /// The bits of `+inf`.
    pub fn inf(self) -> u64 {
        match self {
            FloatKind::F32 => 0x7F80_0000,
            FloatKind::F64 => 0x7FF0_0000_0000_0000,
        }
    }

    /// The quiet bit of a NaN (the fraction's top bit).
    pub fn quiet_bit(self) -> u64 {
        1 << (self.frac_bits() - 1)
    }

    /// The default NaN invalid operations produce: positive, quiet, no
    /// payload (`0x7FC00000`, `0x7FF8000000000000`).
    pub fn default_nan(self) -> u64 {
        self.inf() | self.quiet_bit()
    }

    /// All the bits of the format (`0xFFFF_FFFF` or `u64::MAX`).
    pub fn mask(self) -> u64 {
        u64::MAX >> (64 - self.bits())
    }
}

/// Whether `a` is a NaN of format `kind`.
pub fn is_nan(kind: FloatKind, a: u64) -> bool {
    a & !kind.sign_bit() & kind.mask() > kind.inf()
}

/// Whether `a` is an infinity (of either sign).
pub fn is_inf(kind: FloatKind, a: u64) -> bool {
    a & !kind.sign_bit() & kind.mask() == kind.inf()
}

/// Whether `a` is a zero (of either sign).
pub fn is_zero(kind: FloatKind, a: u64) -> bool {
    a & !kind.sign_bit() & kind.mask() == 0
}

/// Whether the sign bit of `a` is set (also for zeros and NaNs).
pub fn is_negative(kind: FloatKind, a: u64) -> bool {
    a & kind.sign_bit() != 0
}

/// The NaN `a` with its quiet bit set (payload and sign kept).
pub fn quiet(kind: FloatKind, a: u64) -> u64 {
    a | kind.quiet_bit()
}

fn f32_of(a: u64) -> f32 {
    f32::from_bits(a as u32)
}

fn f64_of(a: u64) -> f64 {
    f64::from_bits(a)
}

/// Applies a host operation in the format `kind` to operands that are not
/// NaN; a NaN result (an invalid operation) becomes the default NaN.
fn host2(
    kind: FloatKind,
    a: u64,
    b: u64,
    f32op: fn(f32, f32) -> f32,
    f64op: fn(f64, f64) -> f64,
) -> u64 {
    let r = match kind {
        FloatKind::F32 => u64::from(f32op(f32_of(a), f32_of(b)).to_bits()),
        FloatKind::F64 => f64op(f64_of(a), f64_of(b)).to_bits(),
    };
    if is_nan(kind, r) {
        kind.default_nan()
    } else {
        r
    }
}

/// The NaN result of an operation with a NaN operand: the first NaN of
/// `ops`, quieted; `None` when no operand is a NaN.
fn propagate_nan(kind: FloatKind, ops: &[u64]) -> Option<u64> {
    ops.iter()
        .find(|&&x| is_nan(kind, x))
        .map(|&x| quiet(kind, x))
}

/// `a op b` in format `kind`, correctly rounded (nearest, ties to even);
/// NaNs by compiler-rt's rules: a NaN `a` quieted, else a NaN `b` quieted,
/// else an invalid operation gives the default NaN. `frem` is C's `fmod`
/// (exact): `a` infinite or `b` zero gives the default NaN.
pub fn binary(kind: FloatKind, op: FloatBinOp, a: u64, b: u64) -> u64 {
    let (a, b) = (a & kind.mask(), b & kind.mask());
    if let Some(n) = propagate_nan(kind, &[a, b]) {
        return n;
    }
    match op {
        FloatBinOp::FAdd => host2(kind, a, b, |x, y| x + y, |x, y| x + y),
        FloatBinOp::FSub => host2(kind, a, b, |x, y| x - y, |x, y| x - y),
        FloatBinOp::FMul => host2(kind, a, b, |x, y| x * y, |x, y| x * y),
        FloatBinOp::FDiv => host2(kind, a, b, |x, y| x / y, |x, y| x / y),
        FloatBinOp::FRem => host2(kind, a, b, |x, y| x % y, |x, y| x % y),
    }
}

/// `-a`: the sign bit flipped (a NaN's payload kept, even a signalling one).
pub fn neg(kind: FloatKind, a: u64) -> u64 {
    (a ^ kind.sign_bit()) & kind.mask()
}

/// `|a|`: the sign bit cleared.
pub fn fabs(kind: FloatKind, a: u64) -> u64 {
    a & !kind.sign_bit() & kind.mask()
}

/// `a` with the sign of `b`.
pub fn copysign(kind: FloatKind, a: u64, b: u64) -> u64 {
    fabs(kind, a) | (b & kind.sign_bit())
}

/// `fcmp cc a, b`: ordered predicates are false when either operand is a
/// NaN, unordered ones true; `-0 == +0`.
pub fn compare(kind: FloatKind, cc: FloatCC, a: u64, b: u64) -> bool {
    let (x, y) = match kind {
        FloatKind::F32 => (f64::from(f32_of(a)), f64::from(f32_of(b))),
        FloatKind::F64 => (f64_of(a), f64_of(b)),
    };
    let uno = is_nan(kind, a & kind.mask()) || is_nan(kind, b & kind.mask());
    match cc {
        FloatCC::False => false,
        FloatCC::Oeq => x == y,
        FloatCC::Ogt => x > y,
        FloatCC::Oge => x >= y,
        FloatCC::Olt => x < y,
        FloatCC::Ole => x <= y,
        // Not `x != y`, which is true for NaNs.
        #[allow(clippy::double_comparisons)]
        FloatCC::One => x < y || x > y,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || x == y,
        FloatCC::Ugt => uno || x > y,
        FloatCC::Uge => uno || x >= y,
        FloatCC::Ult => uno || x < y,
        FloatCC::Ule => uno || x <= y,
        FloatCC::Une => x != y,
        FloatCC::Uno => uno,
        FloatCC::True => true,
    }
}

/// `fptosi`/`fptoui` of `a` to an integer of `width` bits (1 to 64),
/// zero-extended: truncation toward zero, saturating to the type's range
/// (compiler-rt's `__fix*`). A NaN saturates by its sign bit (positive:
/// the maximum; negative: the minimum, 0 when unsigned); a negative value
/// converts to 0 when unsigned. Widths below 32 convert at 32 bits and
/// truncate, widths 33 to 63 convert at 64 bits and truncate.
pub fn to_int(kind: FloatKind, a: u64, width: u32, signed: bool) -> u64 {
    let a = a & kind.mask();
    let x = match kind {
        FloatKind::F32 => f64::from(f32_of(a)),
        FloatKind::F64 => f64_of(a),
    };
    let wide = if width <= 32 { 32 } else { 64 };
    let r = if is_nan(kind, a) {
        match (is_negative(kind, a), signed) {
            (false, true) => u64::MAX >> (65 - wide),
            (false, false) => u64::MAX >> (64 - wide),
            (true, true) => (1u64 << (wide - 1)).wrapping_neg(),
            (true, false) => 0,
        }
    } else {
        match (wide, signed) {
            (32, true) => x as i32 as i64 as u64,
            (32, false) => u64::from(x as u32),
            (_, true) => x as i64 as u64,
            (_, false) => x as u64,
        }
    };
    r & (u64::MAX >> (64 - width.clamp(1, 64)))
}

/// `sitofp`/`uitofp` of the `width`-bit integer `value` (zero-extended;
/// sign-extended here when `signed`), rounded to nearest even.
pub fn from_int(kind: FloatKind, value: u64, width: u32, signed: bool) -> u64 {
    let width = width.clamp(1, 64);
    let v = value & (u64::MAX >> (64 - width));
    if signed {
        let s = crate::intops::sext(v, width);
        match kind {
            FloatKind::F32 => u64::from((s as f32).to_bits()),
            FloatKind::F64 => (s as f64).to_bits(),
        }
    } else {
        match kind {
            FloatKind::F32 => u64::from((v as f32).to_bits()),
            FloatKind::F64 => (v as f64).to_bits(),
        }
    }
}

/// `fpext float to double` (exact); a NaN keeps its sign and payload (in
/// the high fraction bits) and is quieted.
pub fn extend(a: u64) -> u64 {
    let a = a & 0xFFFF_FFFF;
    if is_nan(FloatKind::F32, a) {
        let sign = (a >> 31) << 63;
        let frac = (a & 0x007F_FFFF) << 29;
        return sign | FloatKind::F64.inf() | frac | FloatKind::F64.quiet_bit();
    }
    f64::from(f32_of(a)).to_bits()
}

/// `fptrunc double to float`, rounded to nearest even; a NaN keeps its
/// sign and the high bits of its payload and is quieted.
pub fn truncate(a: u64) -> u64 {
    if is_nan(FloatKind::F64, a) {
        let sign = (a >> 63) << 31;
        let frac = (a & 0x000F_FFFF_FFFF_FFFF) >> 29;
        return sign | FloatKind::F32.inf() | frac | FloatKind::F32.quiet_bit();
    }
    u64::from((f64_of(a) as f32).to_bits())
}

/// Why a floating-point constant's text does not give a value of its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstError {
    /// Not a number in any form LLVM writes.
    Malformed,
    /// A hexadecimal form of another format (`0xK` x86_fp80, `0xL` fp128,
    /// `0xM` ppc_fp128, `0xH` half, `0xR` bfloat), named.
    Unsupported(&'static str),
    /// The value (read as a `double`) is not exactly a `float`.
    Inexact,
}

/// Reads a floating-point constant of format `kind` as LLVM writes it:
/// decimal (`1.5`, `-0.0`, `1.0e+10`, `1e10`, `1.`), or the 16-digit
/// hexadecimal bits of a `double` (`0x3FF0000000000000`), also for a
/// `float`, whose value must then convert to binary32 exactly (NaN
/// payloads included), as LLVM requires. Returns the bits at `kind`.
pub fn parse_const(kind: FloatKind, text: &str) -> Result<u64, ConstError> {
    let d = if let Some(hex) = text.strip_prefix("0x") {
        let unsupported = match hex.as_bytes().first() {
            Some(b'K') => Some("x86_fp80"),
            Some(b'L') => Some("fp128"),
            Some(b'M') => Some("ppc_fp128"),
            Some(b'H') => Some("half"),
            Some(b'R') => Some("bfloat"),
            _ => None,
        };
        if let Some(what) = unsupported {
            return Err(ConstError::Unsupported(what));
        }
        if hex.is_empty() || hex.len() > 16 || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(ConstError::Malformed);
        }
        u64::from_str_radix(hex, 16).map_err(|_| ConstError::Malformed)?
    } else {
        if !is_decimal(text) {
            return Err(ConstError::Malformed);
        }
        text.parse::<f64>()
            .map_err(|_| ConstError::Malformed)?
            .to_bits()
    };
    match kind {
        FloatKind::F64 => Ok(d),
        FloatKind::F32 => exact_f32(d).ok_or(ConstError::Inexact),
    }
}

/// Whether `text` is a decimal floating-point literal:
/// `-?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?` with a `.` or an exponent.
pub fn is_decimal(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = usize::from(b.first() == Some(&b'-'));
    let digits = |i: &mut usize| {
        let s = *i;
        while b.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        *i - s
    };
    if digits(&mut i) == 0 {
        return false;
    }
    let mut float = false;
    if b.get(i) == Some(&b'.') {
        i += 1;
        digits(&mut i);
        float = true;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
        float = true;
    }
    float && i == b.len()
}

/// The binary32 bits of the binary64 value `d` if the conversion is exact
/// (a NaN: its payload's low 29 bits are zero; signalling stays signalling).
fn exact_f32(d: u64) -> Option<u64> {
    if is_nan(FloatKind::F64, d) {
        if d & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = (d >> 63) << 31;
        return Some(sign | FloatKind::F32.inf() | ((d & 0x000F_FFFF_FFFF_FFFF) >> 29));
    }
    let x = f64::from_bits(d);
    let f = x as f32;
    (f64::from(f).to_bits() == d).then_some(u64::from(f.to_bits()))
}

/// The text of the constant `bits` of format `kind` as LLVM prints it:
/// six significant digits in `%e` form (`1.500000e+00`) when that reads
/// back as the same
/// value, else the bits of the value as a `double` in hexadecimal
/// (`0x3FB99999A0000000`; a `float`'s NaN payload moves to the high bits).
pub fn const_text(kind: FloatKind, bits: u64) -> String {
    let d = match kind {
        FloatKind::F64 => bits,
        FloatKind::F32 => widen_exact(bits),
    };
    let x = f64::from_bits(d);
    if x.is_finite() {
        let s = c_exp_format(x);
        if s.parse::<f64>().is_ok_and(|y| y == x) {
            return s;
        }
    }
    format!("0x{d:016X}")
}

/// The binary64 bits of the binary32 `bits`, NaNs included, without
/// quieting (the inverse of [`exact_f32`]).
fn widen_exact(bits: u64) -> u64 {
    let a = bits & 0xFFFF_FFFF;
    if is_nan(FloatKind::F32, a) {
        let sign = (a >> 31) << 63;
        return sign | FloatKind::F64.inf() | ((a & 0x007F_FFFF) << 29);
    }
    f64::from(f32::from_bits(a as u32)).to_bits()
}

/// `x` as LLVM's `APFloat::toString(6, 0, false)` writes it: six
/// significant digits, then a zero, `d.ddddd0e±XX`.
fn c_exp_format(x: f64) -> String {
    let s = format!("{x:.5e}");
    match s.split_once('e') {
        Some((mant, exp)) => {
            let (sign, digits) = match exp.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exp),
            };
            format!("{mant}0e{sign}{digits:0>2}")
        }
        None => s,
    }
}

/// compiler-rt's three-way comparison (`__cmpsf2` and friends): -1 if
/// `a < b`, 0 if equal (`-0 == +0`), 1 if greater, `unordered` if either
/// operand is a NaN (1 for `__eq/ne/lt/le`, -1 for `__gt/ge`).
pub fn cmp_routine(kind: FloatKind, a: u64, b: u64, unordered: i32) -> i32 {
    if compare(kind, FloatCC::Uno, a, b) {
        unordered
    } else if compare(kind, FloatCC::Olt, a, b) {
        -1
    } else if compare(kind, FloatCC::Oeq, a, b) {
        0
    } else {
        1
    }
}

/// Applies the exact host operation `f32op`/`f64op` to a non-NaN `a`; a
/// NaN is returned quieted.
fn exact1(kind: FloatKind, a: u64, f32op: fn(f32) -> f32, f64op: fn(f64) -> f64) -> u64 {
    let a = a & kind.mask();
    if is_nan(kind, a) {
        return quiet(kind, a);
    }
    match kind {
        FloatKind::F32 => u64::from(f32op(f32_of(a)).to_bits()),
        FloatKind::F64 => f64op(f64_of(a)).to_bits(),
    }
}

/// `sqrt`, correctly rounded: a NaN quieted, a negative non-zero operand
/// (`-inf` too) gives the default NaN, `sqrt(-0) = -0`.
pub fn sqrt(kind: FloatKind, a: u64) -> u64 {
    let a = a & kind.mask();
    if !is_nan(kind, a) && is_negative(kind, a) && !is_zero(kind, a) {
        return kind.default_nan();
    }
    exact1(kind, a, f32::sqrt, f64::sqrt)
}

/// `floor` (toward -inf; a NaN quieted).
pub fn floor(kind: FloatKind, a: u64) -> u64 {
    exact1(kind, a, f32::floor, f64::floor)
}

/// `ceil` (toward +inf; a NaN quieted).
pub fn ceil(kind: FloatKind, a: u64) -> u64 {
    exact1(kind, a, f32::ceil, f64::ceil)
}

/// `trunc` (toward zero; a NaN quieted).
pub fn trunc(kind: FloatKind, a: u64) -> u64 {
    exact1(kind, a, f32::trunc, f64::trunc)
}

/// `round` (to nearest, halfway cases away from zero; a NaN quieted).
pub fn round(kind: FloatKind, a: u64) -> u64 {
    exact1(kind, a, f32::round, f64::round)
}

/// `roundeven`, also `rint` and `nearbyint` in the only rounding mode egret
/// has (to nearest, halfway cases to even; a NaN quieted).
pub fn roundeven(kind: FloatKind, a: u64) -> u64 {
    exact1(kind, a, f32::round_ties_even, f64::round_ties_even)
}

/// `fma(a, b, c)`: `a * b + c` with one rounding. A NaN operand gives the
/// first NaN of `a, b, c` quieted; an invalid operation the default NaN.
pub fn fma(kind: FloatKind, a: u64, b: u64, c: u64) -> u64 {
    let (a, b, c) = (a & kind.mask(), b & kind.mask(), c & kind.mask());
    if let Some(n) = propagate_nan(kind, &[a, b, c]) {
        return n;
    }
    let r = match kind {
        FloatKind::F32 => u64::from(f32_of(a).mul_add(f32_of(b), f32_of(c)).to_bits()),
        FloatKind::F64 => f64_of(a).mul_add(f64_of(b), f64_of(c)).to_bits(),
    };
    if is_nan(kind, r) {
        kind.default_nan()
    } else {
        r
    }
}

/// Whether `a` orders before `b`, with `-0 < +0` (neither is a NaN).
fn less_signed_zero(kind: FloatKind, a: u64, b: u64) -> bool {
    if is_zero(kind, a) && is_zero(kind, b) {
        is_negative(kind, a) && !is_negative(kind, b)
    } else {
        compare(kind, FloatCC::Olt, a, b)
    }
}

/// `minnum` (C's `fmin`): a NaN operand gives the other operand (both NaN:
/// `a` quieted); `-0 < +0`.
pub fn minnum(kind: FloatKind, a: u64, b: u64) -> u64 {
    pick_num(kind, a, b, true)
}

/// `maxnum` (C's `fmax`): as [`minnum`], the larger.
pub fn maxnum(kind: FloatKind, a: u64, b: u64) -> u64 {
    pick_num(kind, a, b, false)
}

fn pick_num(kind: FloatKind, a: u64, b: u64, min: bool) -> u64 {
    let (a, b) = (a & kind.mask(), b & kind.mask());
    match (is_nan(kind, a), is_nan(kind, b)) {
        (true, true) => quiet(kind, a),
        (true, false) => b,
        (false, true) => a,
        (false, false) => {
            if less_signed_zero(kind, a, b) == min {
                a
            } else {
                b
            }
        }
    }
}

/// `llvm.minimum`: a NaN operand gives the first NaN quieted; `-0 < +0`.
pub fn minimum(kind: FloatKind, a: u64, b: u64) -> u64 {
    let (a, b) = (a & kind.mask(), b & kind.mask());
    propagate_nan(kind, &[a, b]).unwrap_or_else(|| pick_num(kind, a, b, true))
}

/// `llvm.maximum`: as [`minimum`], the larger.
pub fn maximum(kind: FloatKind, a: u64, b: u64) -> u64 {
    let (a, b) = (a & kind.mask(), b & kind.mask());
    propagate_nan(kind, &[a, b]).unwrap_or_else(|| pick_num(kind, a, b, false))
}

/// `llvm.canonicalize`: a NaN quieted, anything else unchanged
/// (subnormals are kept: egret never flushes them).
pub fn canonicalize(kind: FloatKind, a: u64) -> u64 {
    let a = a & kind.mask();
    if is_nan(kind, a) { quiet(kind, a) } else { a }
}

/// `llvm.is.fpclass(a, test)`: whether `a` is in one of the classes the
/// bits of `test` select (0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
pub fn is_fpclass(kind: FloatKind, a: u64, test: u32) -> bool {
    let a = a & kind.mask();
    let neg = is_negative(kind, a);
    let mag = a & !kind.sign_bit();
    let class = if is_nan(kind, a) {
        if a & kind.quiet_bit() != 0 { 1 } else { 0 }
    } else {
        let positive = if mag == kind.inf() {
            9
        } else if mag == 0 {
            6
        } else if mag >> kind.frac_bits() == 0 {
            7
        } else {
            8
        };
        if neg { 11 - positive } else { positive }
    };
    test & (1 << class) != 0
}

/// `ldexp(a, n)` (`scalbn`): `a * 2^n` with one rounding; a NaN quieted.
pub fn ldexp(kind: FloatKind, a: u64, n: i64) -> u64 {
    let a = a & kind.mask();
    if is_nan(kind, a) {
        return quiet(kind, a);
    }
    match kind {
        // Exact in binary64 for |n| <= 400; beyond that the binary32
        // result has overflowed or underflowed to zero either way.
        FloatKind::F32 => {
            let x = f64::from(f32_of(a)) * pow2(n.clamp(-400, 400) as i32);
            u64::from((x as f32).to_bits())
        }
        FloatKind::F64 => scalbn64(f64_of(a), n.clamp(-3000, 3000) as i32).to_bits(),
    }
}

/// `2^e` for `-1022 <= e <= 1023`.
fn pow2(e: i32) -> f64 {
    f64::from_bits(((1023 + e) as u64) << 52)
}

/// `x * 2^n` in binary64, rounded once: scaling in steps that stay normal
/// until the last multiplication, which alone may round.
fn scalbn64(mut x: f64, mut n: i32) -> f64 {
    if n > 1023 {
        x *= pow2(1023);
        n -= 1023;
        if n > 1023 {
            x *= pow2(1023);
            n = (n - 1023).min(1023);
        }
    } else if n < -1022 {
        // 2^-1022 * 2^53: keeps the intermediate result normal.
        x *= pow2(-1022) * pow2(53);
        n += 1022 - 53;
        if n < -1022 {
            x *= pow2(-1022) * pow2(53);
            n = (n + 1022 - 53).max(-1022);
        }
    }
    x * pow2(n)
}

/// `frexp(a)`: the fraction in `[0.5, 1)` with `a`'s sign and the exponent,
/// `a = fraction * 2^exponent`; zeros, infinities and NaNs (quieted) are
/// returned with exponent 0.
pub fn frexp(kind: FloatKind, a: u64) -> (u64, i32) {
    let a = a & kind.mask();
    if is_nan(kind, a) {
        return (quiet(kind, a), 0);
    }
    if is_zero(kind, a) || is_inf(kind, a) {
        return (a, 0);
    }
    let fb = kind.frac_bits();
    let bias = (1i32 << (kind.bits() - fb - 2)) - 1;
    let exp_mask = (kind.inf() >> fb) as i32;
    let (mut m, mut adjust) = (a, 0);
    if (a >> fb) as i32 & exp_mask == 0 {
        // Subnormal: scale by 2^(fb + 2) exactly to make it normal.
        m = binary(
            kind,
            FloatBinOp::FMul,
            a,
            from_int(kind, 1 << (fb + 2), 64, false),
        );
        adjust = fb as i32 + 2;
    }
    let e = (m >> fb) as i32 & exp_mask;
    let frac = (m & !(u64::from(exp_mask as u32) << fb)) | (((bias - 1) as u64) << fb);
    (frac, e - (bias - 1) - adjust)
}

/// `modf(a)`: the fractional part (with `a`'s sign) and the integral part
/// (`trunc(a)`); an infinity has fraction `±0`, a NaN gives itself quieted
/// for both.
pub fn modf(kind: FloatKind, a: u64) -> (u64, u64) {
    let a = a & kind.mask();
    if is_nan(kind, a) {
        let q = quiet(kind, a);
        return (q, q);
    }
    let int = trunc(kind, a);
    if is_inf(kind, a) {
        return (a & kind.sign_bit(), int);
    }
    // Exact: the difference of a value and its truncation.
    let frac = binary(kind, FloatBinOp::FSub, a, int);
    (copysign(kind, frac, a), int)
}

#[cfg(test)]
mod tests;
