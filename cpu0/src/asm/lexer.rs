//! The assembly lexer: one source line into tokens with 1-based columns.
//!
//! Assembly is line-oriented, so the lexer works a line at a time and the parser
//! never has to track newlines. Comments start with `#` (lbd's comment
//! character) or `//` and run to the end of the line; `;` separates statements.
//! A `$` followed by word characters is one token whose meaning — register or
//! lbd-style local label such as `$BB0_2` — the parser decides from context.

use std::fmt;

/// One token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A name: mnemonic, directive (`.word`), symbol, or `.` (the location counter).
    Ident(String),
    /// `$` and the word after it, without the `$`.
    Dollar(String),
    /// An integer or character literal.
    Num(i64),
    /// A string literal with escapes processed.
    Str(Vec<u8>),
    /// `%` and the word after it (`hi`, `lo`).
    Percent(String),
    /// Punctuation: `, ( ) + - : ; @ ~ * / =`.
    Punct(char),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "`{s}`"),
            Tok::Dollar(s) => write!(f, "`${s}`"),
            Tok::Num(n) => write!(f, "`{n}`"),
            Tok::Str(_) => f.write_str("a string"),
            Tok::Percent(s) => write!(f, "`%{s}`"),
            Tok::Punct(c) => write!(f, "`{c}`"),
        }
    }
}

/// A token and the column (1-based, in characters) where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spanned {
    /// The token.
    pub tok: Tok,
    /// Its first column.
    pub col: u32,
}

/// A lexical error: column and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Column of the offending character.
    pub col: u32,
    /// What went wrong.
    pub message: String,
}

fn is_word_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.'
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$'
}

/// Splits one line into tokens. Stops at a comment.
pub fn lex_line(line: &str) -> Result<Vec<Spanned>, LexError> {
    let chars: Vec<char> = line.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i as u32 + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c == '#' || (c == '/' && chars.get(i + 1) == Some(&'/')) {
            break;
        }
        let (tok, next) = match c {
            '"' => lex_string(&chars, i)?,
            '\'' => lex_char(&chars, i)?,
            '$' | '%' => {
                let end = word_end(&chars, i + 1);
                if end == i + 1 {
                    return Err(LexError {
                        col,
                        message: format!("expected a name after `{c}`"),
                    });
                }
                let word: String = chars[i + 1..end].iter().collect();
                let tok = if c == '$' {
                    Tok::Dollar(word)
                } else {
                    Tok::Percent(word)
                };
                (tok, end)
            }
            c if c.is_ascii_digit() => lex_number(&chars, i)?,
            c if is_word_start(c) => {
                let end = word_end(&chars, i);
                (Tok::Ident(chars[i..end].iter().collect()), end)
            }
            ',' | '(' | ')' | '+' | '-' | ':' | ';' | '@' | '~' | '*' | '/' | '=' => {
                (Tok::Punct(c), i + 1)
            }
            other => {
                return Err(LexError {
                    col,
                    message: format!("unexpected character `{other}`"),
                });
            }
        };
        toks.push(Spanned { tok, col });
        i = next;
    }
    Ok(toks)
}

fn word_end(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && is_word_char(chars[i]) {
        i += 1;
    }
    i
}

fn lex_number(chars: &[char], start: usize) -> Result<(Tok, usize), LexError> {
    let end = word_end(chars, start);
    let text: String = chars[start..end].iter().collect();
    let lower = text.to_ascii_lowercase();
    let parsed = if let Some(hex) = lower.strip_prefix("0x") {
        u64::from_str_radix(hex, 16)
    } else if let Some(bin) = lower.strip_prefix("0b") {
        u64::from_str_radix(bin, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        u64::from_str_radix(&lower[1..], 8)
    } else {
        lower.parse::<u64>()
    };
    match parsed {
        Ok(v) if v <= i64::MAX as u64 || lower.starts_with("0x") => Ok((Tok::Num(v as i64), end)),
        _ => Err(LexError {
            col: start as u32 + 1,
            message: format!("malformed number `{text}`"),
        }),
    }
}

/// Reads one possibly escaped character starting at `i`; returns the byte and the
/// index after it.
fn lex_escaped(chars: &[char], i: usize) -> Result<(u8, usize), LexError> {
    let err = |message: &str| LexError {
        col: i as u32 + 1,
        message: message.to_string(),
    };
    let c = *chars.get(i).ok_or_else(|| err("unterminated literal"))?;
    if c != '\\' {
        if !c.is_ascii() {
            return Err(err("non-ASCII character in literal (use \\x escapes)"));
        }
        return Ok((c as u8, i + 1));
    }
    let e = *chars.get(i + 1).ok_or_else(|| err("unterminated escape"))?;
    let simple = match e {
        'n' => Some(b'\n'),
        't' => Some(b'\t'),
        'r' => Some(b'\r'),
        'b' => Some(8),
        'f' => Some(12),
        'v' => Some(11),
        'a' => Some(7),
        '\\' => Some(b'\\'),
        '"' => Some(b'"'),
        '\'' => Some(b'\''),
        _ => None,
    };
    if let Some(b) = simple {
        return Ok((b, i + 2));
    }
    if e == 'x' {
        let mut j = i + 2;
        let mut v: u32 = 0;
        while j < chars.len() && chars[j].is_ascii_hexdigit() && j < i + 4 {
            v = v * 16 + chars[j].to_digit(16).expect("checked hex digit");
            j += 1;
        }
        if j == i + 2 {
            return Err(err("`\\x` needs hex digits"));
        }
        return Ok((v as u8, j));
    }
    if e.is_digit(8) {
        let mut j = i + 1;
        let mut v: u32 = 0;
        while j < chars.len() && chars[j].is_digit(8) && j < i + 4 {
            v = v * 8 + chars[j].to_digit(8).expect("checked octal digit");
            j += 1;
        }
        if v > 255 {
            return Err(err("octal escape above \\377"));
        }
        return Ok((v as u8, j));
    }
    Err(err(&format!("unknown escape `\\{e}`")))
}

fn lex_string(chars: &[char], start: usize) -> Result<(Tok, usize), LexError> {
    let mut bytes = Vec::new();
    let mut i = start + 1;
    loop {
        match chars.get(i) {
            None => {
                return Err(LexError {
                    col: start as u32 + 1,
                    message: "unterminated string".to_string(),
                });
            }
            Some('"') => return Ok((Tok::Str(bytes), i + 1)),
            Some(_) => {
                let (b, next) = lex_escaped(chars, i)?;
                bytes.push(b);
                i = next;
            }
        }
    }
}

fn lex_char(chars: &[char], start: usize) -> Result<(Tok, usize), LexError> {
    let (b, next) = lex_escaped(chars, start + 1)?;
    if chars.get(next) != Some(&'\'') {
        return Err(LexError {
            col: start as u32 + 1,
            message: "unterminated character literal".to_string(),
        });
    }
    Ok((Tok::Num(b as i64), next + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(line: &str) -> Vec<Tok> {
        lex_line(line).unwrap().into_iter().map(|s| s.tok).collect()
    }

    #[test]
    fn lexes_instructions_and_directives() {
        assert_eq!(
            toks("$BB0_2:  ld $lr, 4($sp) # reload"),
            vec![
                Tok::Dollar("BB0_2".into()),
                Tok::Punct(':'),
                Tok::Ident("ld".into()),
                Tok::Dollar("lr".into()),
                Tok::Punct(','),
                Tok::Num(4),
                Tok::Punct('('),
                Tok::Dollar("sp".into()),
                Tok::Punct(')'),
            ]
        );
        assert_eq!(
            toks(r#".ascii "a\n\x41\101" 'z' 0x10 010"#),
            vec![
                Tok::Ident(".ascii".into()),
                Tok::Str(b"a\nAA".to_vec()),
                Tok::Num(122),
                Tok::Num(16),
                Tok::Num(8),
            ]
        );
        assert_eq!(toks("lui $2, %hi(x)")[3], Tok::Percent("hi".into()));
    }

    #[test]
    fn reports_columns_of_errors() {
        assert_eq!(lex_line("  ld ?").unwrap_err().col, 6);
        assert_eq!(lex_line(" \"abc").unwrap_err().col, 2);
        assert!(lex_line("99999999999999999999").is_err());
    }
}
