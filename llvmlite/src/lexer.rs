//! The lexer: `.ll` text to a vector of tokens with positions.
//!
//! LLVM's textual syntax is almost context free at the token level: sigils say
//! what an identifier is (`%local`, `@global`, `#attrs`, `!metadata`), and a
//! bare word followed by `:` is a block label. The lexer therefore resolves
//! labels itself and leaves keywords as [`TokKind::Word`] for the parser to
//! compare by text. Tokens do not own their text; they carry byte offsets into
//! the source plus the line and column of their first byte, so error messages
//! cost nothing until one is needed.
//!
//! The whole file is tokenised up front: the parser needs one or two tokens of
//! lookahead in places (`load T, T* p` versus `load T* p`), and a flat vector is
//! the fastest structure to walk.

use crate::diag::Diagnostic;
use crate::ir::SrcLoc;
use std::borrow::Cow;

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokKind {
    /// `%name`, `%123` or `%"quoted"`.
    LocalId,
    /// `@name`, `@123` or `@"quoted"`.
    GlobalId,
    /// `name:` at the start of a block (the text excludes the colon).
    Label,
    /// A bare word: keywords, opcodes, types (`i64`), `x` in array types.
    Word,
    /// A decimal integer, possibly negative.
    Int,
    /// A decimal floating-point literal: `-?[0-9]+(.[0-9]*)?([eE][-+]?[0-9]+)?`
    /// with a `.` or an exponent (`1.5`, `-0.0`, `1.000000e+10`, `1e10`).
    /// The hexadecimal forms (`0x3FF0000000000000`) are [`TokKind::Word`]s.
    Float,
    /// `c"..."`.
    CString,
    /// `"..."`.
    Str,
    /// `#0`.
    AttrGroup,
    /// `#dbg_value`, `#dbg_declare`, ...: a debug record (LLVM 19), whose
    /// parenthesised operands follow.
    DebugRecord,
    /// `!name`, `!0`, `!"..."`.
    MetaId,
    /// `!` directly followed by `{` or `(` (an inline metadata node).
    Bang,
    /// `=`.
    Eq,
    /// `,`.
    Comma,
    /// `*`.
    Star,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Lt,
    /// `>`.
    Gt,
    /// `...`.
    Ellipsis,
    /// `|` (only inside metadata, which is skipped).
    Pipe,
    /// End of input.
    Eof,
    /// Something that is not a token; the lexer has already reported it.
    Error,
}

/// A token: kind, byte range, and the position of its first byte.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokKind,
    pub start: u32,
    pub end: u32,
    pub line: u32,
    pub col: u32,
}

impl Token {
    /// The source position of the token.
    pub fn loc(&self) -> SrcLoc {
        SrcLoc::new(self.line, self.col)
    }

    /// Length in bytes (for underlining).
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    /// The token's text.
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        &src[self.start as usize..self.end as usize]
    }
}

/// The bytes that may appear in an unquoted LLVM identifier, as a table
/// (the lexer asks for every byte of every word and name).
static IDENT_CHARS: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_');
        c += 1;
    }
    t
};

/// Whether `c` may appear in an unquoted LLVM identifier.
pub(crate) fn is_ident_char(c: u8) -> bool {
    IDENT_CHARS[c as usize]
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    toks: Vec<Token>,
    diags: Vec<Diagnostic>,
}

/// Splits `src` into tokens (ending with one [`TokKind::Eof`]) and reports
/// malformed tokens.
pub(crate) fn tokenize(src: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let mut lx = Lexer {
        src: src.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
        toks: Vec::with_capacity(src.len() / 4),
        diags: Vec::new(),
    };
    lx.run();
    (lx.toks, lx.diags)
}

impl Lexer<'_> {
    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn col(&self, pos: usize) -> u32 {
        (pos - self.line_start + 1) as u32
    }

    fn push(&mut self, kind: TokKind, start: usize, col: u32, line: u32) {
        self.toks.push(Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            line,
            col,
        });
    }

    fn error(&mut self, start: usize, line: u32, col: u32, msg: String) {
        let len = (self.pos.max(start + 1) - start) as u32;
        self.diags
            .push(Diagnostic::error(SrcLoc::new(line, col), msg).with_len(len));
        self.push(TokKind::Error, start, col, line);
    }

    fn run(&mut self) {
        loop {
            self.skip_space_and_comments();
            let start = self.pos;
            let (line, col) = (self.line, self.col(start));
            if start >= self.src.len() {
                self.push(TokKind::Eof, start, col, line);
                return;
            }
            let c = self.src[start];
            let kind = match c {
                b'%' | b'@' => self.sigil_ident(start, line, col),
                b'#' => self.attr_group(start, line, col),
                b'!' => self.metadata(start, line, col),
                b'"' => self.quoted(start, line, col, TokKind::Str),
                b'c' if self.peek(1) == b'"' => {
                    self.pos += 1;
                    self.quoted(start, line, col, TokKind::CString)
                }
                b'-' | b'0'..=b'9' => self.number_or_word(c),
                b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                    self.pos += 3;
                    Some(TokKind::Ellipsis)
                }
                _ if is_ident_start(c) || c.is_ascii_digit() => self.word(),
                _ => self.punct(c),
            };
            match kind {
                Some(k) => self.push(k, start, col, line),
                None if self.pos == start => {
                    // Not a token: skip one character (a whole UTF-8 sequence).
                    let ch = std::str::from_utf8(&self.src[start..])
                        .ok()
                        .and_then(|s| s.chars().next())
                        .unwrap_or('?');
                    self.pos += ch.len_utf8().max(1);
                    self.error(start, line, col, format!("unexpected character `{ch}`"));
                }
                None => {}
            }
        }
    }

    fn skip_space_and_comments(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b';' => {
                    self.pos = match self.src[self.pos..].iter().position(|&c| c == b'\n') {
                        Some(n) => self.pos + n,
                        None => self.src.len(),
                    };
                }
                _ => return,
            }
        }
    }

    /// The length of the decimal floating-point literal starting here, or 0
    /// (also when an identifier character or `:` follows it: `1.5x` and
    /// `1.e:` are words or labels).
    fn float_len(&self) -> usize {
        let mut i = usize::from(self.peek(0) == b'-');
        let digits = |i: &mut usize| {
            let s = *i;
            while self.peek(*i).is_ascii_digit() {
                *i += 1;
            }
            *i - s
        };
        if digits(&mut i) == 0 {
            return 0;
        }
        let mut float = false;
        if self.peek(i) == b'.' {
            i += 1;
            digits(&mut i);
            float = true;
        }
        if matches!(self.peek(i), b'e' | b'E') {
            let mut j = i + 1;
            if matches!(self.peek(j), b'+' | b'-') {
                j += 1;
            }
            if digits(&mut j) > 0 {
                i = j;
                float = true;
            }
        }
        let next = self.peek(i);
        if !float || next == b':' || is_ident_char(next) {
            return 0;
        }
        i
    }

    /// A token starting with `-` or a digit: a float, an integer, or else
    /// a word, a label or not a token at all.
    fn number_or_word(&mut self, c: u8) -> Option<TokKind> {
        let float = self.float_len();
        if float > 0 {
            self.pos += float;
            return Some(TokKind::Float);
        }
        if self.number_ahead() {
            return self.number();
        }
        if c.is_ascii_digit() || is_ident_start(c) {
            return self.word();
        }
        self.punct(c)
    }

    /// Whether a number starts here (`-` must be followed by a digit).
    fn number_ahead(&self) -> bool {
        let first_digit = if self.peek(0) == b'-' { 1 } else { 0 };
        if !self.peek(first_digit).is_ascii_digit() {
            return false;
        }
        // `12abc` or `5:` are words/labels, not numbers.
        let mut i = first_digit;
        while self.peek(i).is_ascii_digit() {
            i += 1;
        }
        let next = self.peek(i);
        !(next == b':' || (is_ident_char(next) && !next.is_ascii_digit()))
    }

    fn number(&mut self) -> Option<TokKind> {
        if self.peek(0) == b'-' {
            self.pos += 1;
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        Some(TokKind::Int)
    }

    /// Moves past the identifier characters here.
    fn skip_ident_chars(&mut self) {
        let mut pos = self.pos;
        while pos < self.src.len() && is_ident_char(self.src[pos]) {
            pos += 1;
        }
        self.pos = pos;
    }

    fn word(&mut self) -> Option<TokKind> {
        self.skip_ident_chars();
        if self.peek(0) == b':' {
            // A label definition; the token includes the colon ([`label_name`]
            // strips it).
            self.pos += 1;
            return Some(TokKind::Label);
        }
        Some(TokKind::Word)
    }

    fn sigil_ident(&mut self, start: usize, line: u32, col: u32) -> Option<TokKind> {
        let kind = if self.src[start] == b'%' {
            TokKind::LocalId
        } else {
            TokKind::GlobalId
        };
        self.pos += 1;
        if self.peek(0) == b'"' {
            return self.quoted(start, line, col, kind);
        }
        let name_start = self.pos;
        self.skip_ident_chars();
        if self.pos == name_start {
            self.error(
                start,
                line,
                col,
                format!("expected a name after `{}`", self.src[start] as char),
            );
            return None;
        }
        Some(kind)
    }

    fn attr_group(&mut self, start: usize, line: u32, col: u32) -> Option<TokKind> {
        self.pos += 1;
        if self.src[self.pos..].starts_with(b"dbg_") {
            while is_ident_char(self.peek(0)) {
                self.pos += 1;
            }
            return Some(TokKind::DebugRecord);
        }
        let digits = self.pos;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == digits {
            self.error(start, line, col, "expected a number after `#`".into());
            return None;
        }
        Some(TokKind::AttrGroup)
    }

    fn metadata(&mut self, start: usize, line: u32, col: u32) -> Option<TokKind> {
        self.pos += 1;
        match self.peek(0) {
            b'{' | b'(' => Some(TokKind::Bang),
            b'"' => self.quoted(start, line, col, TokKind::MetaId),
            c if is_ident_char(c) || c == b'\\' => {
                while is_ident_char(self.peek(0)) || self.peek(0) == b'\\' {
                    self.pos += 1;
                }
                Some(TokKind::MetaId)
            }
            _ => Some(TokKind::Bang),
        }
    }

    /// A double-quoted string starting at `self.pos` (the opening quote);
    /// `start` is where the whole token began (before any sigil or `c`).
    fn quoted(&mut self, start: usize, line: u32, col: u32, kind: TokKind) -> Option<TokKind> {
        self.pos += 1;
        loop {
            match self.peek(0) {
                b'"' => {
                    self.pos += 1;
                    break;
                }
                0 if self.pos >= self.src.len() => {
                    self.error(start, line, col, "unterminated string".into());
                    return None;
                }
                b'\n' => {
                    self.error(start, line, col, "unterminated string".into());
                    return None;
                }
                _ => self.pos += 1,
            }
        }
        if matches!(kind, TokKind::Str) && self.peek(0) == b':' {
            self.pos += 1;
            return Some(TokKind::Label);
        }
        Some(kind)
    }

    fn punct(&mut self, c: u8) -> Option<TokKind> {
        let k = match c {
            b'=' => TokKind::Eq,
            b',' => TokKind::Comma,
            b'*' => TokKind::Star,
            b'(' => TokKind::LParen,
            b')' => TokKind::RParen,
            b'[' => TokKind::LBracket,
            b']' => TokKind::RBracket,
            b'{' => TokKind::LBrace,
            b'}' => TokKind::RBrace,
            b'<' => TokKind::Lt,
            b'>' => TokKind::Gt,
            b'|' => TokKind::Pipe,
            _ => return None,
        };
        self.pos += 1;
        Some(k)
    }
}

/// The name a label token defines (without the trailing `:`; quotes removed).
pub(crate) fn label_name<'s>(tok: &Token, src: &'s str) -> Cow<'s, str> {
    let t = tok.text(src);
    let t = t.strip_suffix(':').unwrap_or(t);
    if t.starts_with('"') {
        unescape_name(t)
    } else {
        Cow::Borrowed(t)
    }
}

/// The name of a `%x` / `@x` / `!x` token without its sigil, unquoted.
pub(crate) fn ident_name<'s>(tok: &Token, src: &'s str) -> Cow<'s, str> {
    let t = &tok.text(src)[1..];
    if t.starts_with('"') {
        unescape_name(t)
    } else {
        Cow::Borrowed(t)
    }
}

fn unescape_name(quoted: &str) -> Cow<'_, str> {
    let inner = quoted
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(quoted);
    if !inner.contains('\\') {
        return Cow::Borrowed(inner);
    }
    Cow::Owned(String::from_utf8_lossy(&unescape_bytes(inner.as_bytes())).into_owned())
}

/// Decodes LLVM string escapes: `\\` and `\xx` (two hex digits). A backslash
/// followed by anything else is kept literally, as LLVM does.
pub(crate) fn unescape_bytes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hex = |c: Option<&u8>| c.and_then(|c| (*c as char).to_digit(16));
            if let (Some(h), Some(l)) = (hex(s.get(i + 1)), hex(s.get(i + 2))) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(s[i]);
        i += 1;
    }
    out
}

/// The bytes of a `c"..."` or `"..."` token, escapes decoded.
pub(crate) fn string_bytes(tok: &Token, src: &str) -> Vec<u8> {
    let t = tok.text(src);
    let t = t.strip_prefix('c').unwrap_or(t);
    let inner = t
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(t);
    unescape_bytes(inner.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokKind> {
        let (toks, diags) = tokenize(src);
        assert!(diags.is_empty(), "{diags:?}");
        toks.iter().map(|t| t.kind).collect()
    }

    #[test]
    fn instruction_tokens() {
        use TokKind::*;
        assert_eq!(
            kinds("%1 = add i64 %n, -1 ; comment\n"),
            vec![LocalId, Eq, Word, Word, LocalId, Comma, Int, Eof]
        );
        assert_eq!(
            kinds("loop.body: br label %5\n5:"),
            vec![Label, Word, Word, LocalId, Label, Eof]
        );
        assert_eq!(
            kinds("call i32 (i8*, ...) @printf"),
            vec![
                Word, Word, LParen, Word, Star, Comma, Ellipsis, RParen, GlobalId, Eof
            ]
        );
        assert_eq!(
            kinds("@s = constant [3 x i8] c\"a\\00\", align 1, !dbg !12 #0 !{"),
            vec![
                GlobalId, Eq, Word, LBracket, Int, Word, Word, RBracket, CString, Comma, Word, Int,
                Comma, MetaId, MetaId, AttrGroup, Bang, LBrace, Eof
            ]
        );
    }

    #[test]
    fn tokens_starting_like_numbers() {
        use TokKind::*;
        assert_eq!(
            kinds("-1 1.5 -0.0 1e10 12abc 5: 1.5x -x - 7"),
            vec![
                Int, Float, Float, Float, Word, Label, Word, Word, Word, Int, Eof
            ]
        );
    }

    #[test]
    fn positions_are_one_based() {
        let (toks, _) = tokenize("a\n  %x = b");
        assert_eq!((toks[1].line, toks[1].col), (2, 3));
        assert_eq!(toks[1].text("a\n  %x = b"), "%x");
    }

    #[test]
    fn label_text_and_names() {
        let src = "for.end:\n%\"a b\" @\"q\\22\"";
        let (toks, _) = tokenize(src);
        assert_eq!(label_name(&toks[0], src), "for.end");
        assert_eq!(ident_name(&toks[1], src), "a b");
        assert_eq!(ident_name(&toks[2], src), "q\"");
    }

    #[test]
    fn string_escapes() {
        let src = r#"c"hi\0A\00\\x""#;
        let (toks, _) = tokenize(src);
        assert_eq!(string_bytes(&toks[0], src), b"hi\n\0\\x".to_vec());
    }

    #[test]
    fn bad_tokens_are_reported_not_panicked() {
        for src in [
            "\"unterminated",
            "% x",
            "# ",
            "$",
            "é",
            "c\"",
            "!",
            "-",
            "@",
        ] {
            let (toks, _) = tokenize(src);
            assert_eq!(toks.last().map(|t| t.kind), Some(TokKind::Eof), "{src}");
        }
        let (_, diags) = tokenize("  ^");
        assert_eq!(diags[0].loc, SrcLoc::new(1, 3));
    }
}
