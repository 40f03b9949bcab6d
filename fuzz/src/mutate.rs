//! Mutators: text (for `.ll` and `.s`) and bytes (for ELF files).
//!
//! Text mutators come in two strengths (and never grow a text beyond
//! [`MAX_TEXT`]). [`mutate_text`] is the blunt kind
//! the parser must survive: byte flips, token splices from another file,
//! line duplication, deletion and swaps, deeply nested constructs and huge
//! numbers. [`tweak_text`] keeps most programs valid — it swaps opcodes and
//! predicates within their class and replaces integer constants with
//! boundary values — so that the interpreter, the optimiser and the backend
//! see programs that verify but compute something new (division by zero,
//! out-of-range shifts and indices included).
//!
//! Byte mutators ([`mutate_bytes`]) flip bits, store boundary values as
//! bytes and as 32-bit words of either byte order, truncate, and delete,
//! duplicate or insert chunks.

use crate::Rng;

/// Integer literals where parsers and arithmetic go wrong.
const HUGE_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "-0",
    "127",
    "128",
    "255",
    "256",
    "32767",
    "-32768",
    "65535",
    "2147483647",
    "-2147483648",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-18446744073709551617",
    "340282366920938463463374607431768211456",
    "99999999999999999999999999999999999999999999999999999999999999999999",
    "000000000000000000000000000000000000000000000000000000000000000000001",
];

/// Characters that mean something to the `.ll` and `.s` lexers.
const SPECIAL: &[u8] = b"{}[]()<>%@$#!,;:=*\"\\ \t\n-+.0123456789xcX";

/// Applies 1 to 4 blunt mutations to `text`; `donors` supply spliced
/// tokens and lines.
pub fn mutate_text(rng: &mut Rng, text: &str, donors: &[&str]) -> String {
    let mut s = text.to_string();
    for _ in 0..rng.range(1, 4) {
        let donor = if donors.is_empty() {
            text
        } else {
            *rng.pick(donors)
        };
        let before = s.len();
        let next = match rng.below(10) {
            0 => flip_bytes(rng, &s),
            1 => splice_token(rng, &s, donor),
            2 => duplicate_lines(rng, &s),
            3 => delete_lines(rng, &s),
            4 => swap_lines(rng, &s),
            5 => splice_line(rng, &s, donor),
            6 => nest_deeply(rng, &s),
            7 => replace_number(rng, &s),
            8 => tweak_text(rng, &s),
            _ => truncate_text(rng, &s),
        };
        // (Stacked duplications of deep nests reach tens of megabytes:
        // slow to run and to save, and no more interesting.)
        if next.len() <= MAX_TEXT.max(before) {
            s = next;
        }
    }
    s
}

/// The largest text a mutation may grow its input to.
pub const MAX_TEXT: usize = 1 << 20;

/// Applies 1 to 3 mutations that keep most programs valid: opcode and
/// predicate swaps within their class, constants replaced by boundary
/// values.
pub fn tweak_text(rng: &mut Rng, text: &str) -> String {
    let mut s = text.to_string();
    for _ in 0..rng.range(1, 3) {
        s = if rng.chance(50) {
            swap_opcode(rng, &s)
        } else {
            replace_number(rng, &s)
        };
    }
    s
}

fn char_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn flip_bytes(rng: &mut Rng, s: &str) -> String {
    let mut bytes = s.as_bytes().to_vec();
    if bytes.is_empty() {
        return "%".to_string();
    }
    for _ in 0..rng.range(1, 4) {
        let i = rng.below(bytes.len() as u64) as usize;
        bytes[i] = match rng.below(4) {
            0 => *rng.pick(SPECIAL),
            1 => bytes[i] ^ (1 << rng.below(7)),
            2 => rng.below(256) as u8,
            _ => b'\0',
        };
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The tokens of `s`: runs of identifier characters, and single others.
fn tokens(s: &str) -> Vec<&str> {
    let ident = |c: char| c.is_alphanumeric() || "%@$._-".contains(c);
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        if ident(c) {
            start.get_or_insert(i);
            continue;
        }
        if let Some(b) = start.take() {
            out.push(&s[b..i]);
        }
        if !c.is_whitespace() {
            out.push(&s[i..i + c.len_utf8()]);
        }
    }
    if let Some(b) = start {
        out.push(&s[b..]);
    }
    out
}

fn splice_token(rng: &mut Rng, s: &str, donor: &str) -> String {
    let toks = tokens(donor);
    if toks.is_empty() {
        return s.to_string();
    }
    let tok = *rng.pick(&toks);
    let at = char_boundary(s, rng.below(s.len() as u64 + 1) as usize);
    let sep = if rng.chance(50) { " " } else { "" };
    format!("{}{sep}{tok}{sep}{}", &s[..at], &s[at..])
}

fn lines_of(s: &str) -> Vec<&str> {
    s.split('\n').collect()
}

fn duplicate_lines(rng: &mut Rng, s: &str) -> String {
    let lines = lines_of(s);
    let i = rng.below(lines.len() as u64) as usize;
    let n = rng.range(1, 4) as usize;
    let end = (i + n).min(lines.len());
    let times = *rng.pick(&[1, 1, 2, 10, 100]);
    let mut out: Vec<&str> = lines[..end].to_vec();
    for _ in 0..times {
        out.extend_from_slice(&lines[i..end]);
    }
    out.extend_from_slice(&lines[end..]);
    out.join("\n")
}

fn delete_lines(rng: &mut Rng, s: &str) -> String {
    let mut lines = lines_of(s);
    let i = rng.below(lines.len() as u64) as usize;
    let n = (rng.range(1, 3) as usize).min(lines.len() - i);
    lines.drain(i..i + n);
    lines.join("\n")
}

fn swap_lines(rng: &mut Rng, s: &str) -> String {
    let mut lines = lines_of(s);
    let a = rng.below(lines.len() as u64) as usize;
    let b = rng.below(lines.len() as u64) as usize;
    lines.swap(a, b);
    lines.join("\n")
}

fn splice_line(rng: &mut Rng, s: &str, donor: &str) -> String {
    let from = lines_of(donor);
    let line = *rng.pick(&from);
    let mut lines = lines_of(s);
    let at = rng.below(lines.len() as u64 + 1) as usize;
    lines.insert(at, line);
    lines.join("\n")
}

fn truncate_text(rng: &mut Rng, s: &str) -> String {
    let at = char_boundary(s, rng.below(s.len() as u64 + 1) as usize);
    s[..at].to_string()
}

/// A deeply nested construct, `depth` levels deep.
fn nested(rng: &mut Rng, depth: usize) -> String {
    match rng.below(7) {
        0 => format!("{}i8{}", "[1 x ".repeat(depth), "]".repeat(depth)),
        1 => format!("i32{}", "*".repeat(depth)),
        2 => format!("{}i32{}", "{ ".repeat(depth), " }".repeat(depth)),
        3 => format!("{}i64 0{}", "(".repeat(depth), ")".repeat(depth)),
        4 => format!(
            "{}i8* null{}",
            "bitcast (".repeat(depth),
            " to i8*)".repeat(depth)
        ),
        5 => format!("{}i32 7{}", "{ ".repeat(depth), " }".repeat(depth)),
        _ => format!("{}i64 1{}", "add (i64 1, ".repeat(depth), ")".repeat(depth)),
    }
}

/// Inserts a deeply nested construct at a random token boundary, or as a
/// global's type or initializer.
fn nest_deeply(rng: &mut Rng, s: &str) -> String {
    let depth = *rng.pick(&[2, 10, 100, 1_000, 5_000, 20_000]);
    let construct = nested(rng, depth);
    if rng.chance(50) {
        let k = rng.below(1_000);
        return format!("@deep{k} = global {construct}\n{s}");
    }
    let at = char_boundary(s, rng.below(s.len() as u64 + 1) as usize);
    format!("{} {construct} {}", &s[..at], &s[at..])
}

/// The byte ranges of the decimal integer literals in `s`.
fn number_spans(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts = b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b"%@_.$".contains(&b[i - 1])));
        if !starts {
            i += 1;
            continue;
        }
        let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
        let mut end = i;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        spans.push((start, end));
        i = end;
    }
    spans
}

fn replace_number(rng: &mut Rng, s: &str) -> String {
    let spans = number_spans(s);
    if spans.is_empty() {
        return s.to_string();
    }
    let (a, b) = *rng.pick(&spans);
    let with = if rng.chance(70) {
        rng.pick(HUGE_NUMBERS).to_string()
    } else {
        (rng.next_u64() as i64 >> rng.below(64)).to_string()
    };
    format!("{}{with}{}", &s[..a], &s[b..])
}

/// Opcodes and predicates that can replace each other without changing
/// types.
const OPCODE_CLASSES: &[&[&str]] = &[
    &[
        " add ", " sub ", " mul ", " sdiv ", " udiv ", " srem ", " urem ", " shl ", " lshr ",
        " ashr ", " and ", " or ", " xor ",
    ],
    &[
        " eq ", " ne ", " slt ", " sle ", " sgt ", " sge ", " ult ", " ule ", " ugt ", " uge ",
    ],
    &[" zext ", " sext "],
    &[" nsw ", " nuw ", " exact ", " "],
];

fn swap_opcode(rng: &mut Rng, s: &str) -> String {
    let class = *rng.pick(OPCODE_CLASSES);
    let found: Vec<(usize, &str)> = class
        .iter()
        .filter(|op| op.trim() != "")
        .flat_map(|op| s.match_indices(*op))
        .collect();
    if found.is_empty() {
        return s.to_string();
    }
    let (at, old) = *rng.pick(&found);
    let new = *rng.pick(class);
    format!("{}{new}{}", &s[..at], &s[at + old.len()..])
}

/// Byte values and 32-bit words where readers go wrong.
const INTERESTING_BYTES: &[u8] = &[0, 1, 0x7f, 0x80, 0xff, 0x20, 0x40];
const INTERESTING_WORDS: &[u32] = &[
    0,
    1,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
    0xffff_fff0,
    0x0001_0000,
    0x00ff_0000,
    0x0100_0000,
    52,
    40,
    0x34,
];

/// Applies 1 to 4 byte mutations to `data`.
pub fn mutate_bytes(rng: &mut Rng, data: &[u8]) -> Vec<u8> {
    let mut d = data.to_vec();
    for _ in 0..rng.range(1, 4) {
        if d.is_empty() {
            d.push(rng.below(256) as u8);
        }
        let len = d.len() as u64;
        let i = rng.below(len) as usize;
        match rng.below(8) {
            0 => d[i] ^= 1 << rng.below(8),
            1 => d[i] = *rng.pick(INTERESTING_BYTES),
            2 => put_word(rng, &mut d, i),
            3 => d.truncate(i),
            4 => {
                let n = (rng.range(1, 64) as usize).min(d.len() - i);
                d.drain(i..i + n);
            }
            5 => {
                let n = (rng.range(1, 64) as usize).min(d.len() - i);
                let chunk = d[i..i + n].to_vec();
                let at = rng.below(len) as usize;
                d.splice(at..at, chunk);
            }
            6 => {
                let n = rng.range(1, 16);
                let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
                d.splice(i..i, bytes);
            }
            _ => d[i] = rng.below(256) as u8,
        }
    }
    d
}

/// Stores an interesting 32-bit word at the aligned offset at or below `i`,
/// in a random byte order.
fn put_word(rng: &mut Rng, d: &mut [u8], i: usize) {
    let at = i & !3;
    if at + 4 > d.len() {
        return;
    }
    let w = *rng.pick(INTERESTING_WORDS);
    let bytes = if rng.chance(50) {
        w.to_be_bytes()
    } else {
        w.to_le_bytes()
    };
    d[at..at + 4].copy_from_slice(&bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutation_is_deterministic() {
        let text = "define i32 @main() {\n  %x = add i32 1, 2\n  ret i32 %x\n}\n";
        for seed in 0..200 {
            let a = mutate_text(&mut Rng::new(seed), text, &[text]);
            let b = mutate_text(&mut Rng::new(seed), text, &[text]);
            assert_eq!(a, b);
            let x = mutate_bytes(&mut Rng::new(seed), text.as_bytes());
            assert_eq!(x, mutate_bytes(&mut Rng::new(seed), text.as_bytes()));
        }
    }

    #[test]
    fn numbers_are_found_outside_names() {
        let spans = number_spans("%x1 = add i32 -12, 7 @g2");
        let found: Vec<&str> = spans
            .iter()
            .map(|&(a, b)| &"%x1 = add i32 -12, 7 @g2"[a..b])
            .collect();
        assert_eq!(found, ["-12", "7"]);
    }

    #[test]
    fn tweaks_keep_the_shape() {
        let text = "  %x = add i32 %a, 5\n  %c = icmp slt i32 %x, 3\n";
        let mut changed = 0;
        for seed in 0..100 {
            let t = tweak_text(&mut Rng::new(seed), text);
            assert_eq!(t.lines().count(), 2, "{t}");
            changed += usize::from(t != text);
        }
        assert!(
            changed > 50,
            "only {changed} of 100 tweaks changed the text"
        );
    }

    #[test]
    fn tokens_split_at_punctuation() {
        assert_eq!(
            tokens("%a = add i32 %b, 1"),
            ["%a", "=", "add", "i32", "%b", ",", "1"]
        );
    }
}
