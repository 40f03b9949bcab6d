//! Token cursor and expressions for the assembler.
//!
//! An assembler expression is a constant plus symbols added or subtracted
//! ([`Expr`]); whether it is a constant, a symbol plus addend (a relocation), or a
//! difference of two labels in one section (a constant known only at the end)
//! is decided when the assembler resolves it, because labels may be defined
//! after their use.

use super::lexer::{Spanned, Tok};
use std::collections::BTreeMap;

/// A parse error: column and message (the line is known by the caller).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based column.
    pub col: u32,
    /// What was expected and what was found.
    pub message: String,
}

/// `constant + Σ plus − Σ minus` over symbol names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Expr {
    /// Symbols added.
    pub plus: Vec<String>,
    /// Symbols subtracted.
    pub minus: Vec<String>,
    /// The constant part.
    pub constant: i64,
}

impl Expr {
    /// A constant.
    pub fn constant(c: i64) -> Expr {
        Expr {
            constant: c,
            ..Expr::default()
        }
    }

    /// The value if no symbol is involved.
    pub fn as_constant(&self) -> Option<i64> {
        (self.plus.is_empty() && self.minus.is_empty()).then_some(self.constant)
    }

    fn add(mut self, other: Expr) -> Expr {
        self.plus.extend(other.plus);
        self.minus.extend(other.minus);
        self.constant = self.constant.wrapping_add(other.constant);
        self
    }

    fn negate(self) -> Expr {
        Expr {
            plus: self.minus,
            minus: self.plus,
            constant: self.constant.wrapping_neg(),
        }
    }
}

/// A cursor over one statement's tokens.
pub struct Cursor<'t> {
    toks: &'t [Spanned],
    pos: usize,
    /// Column just past the last token, for "found end of line" errors.
    end_col: u32,
    /// How many parentheses and prefix operators the expression being
    /// parsed is inside (bounded by [`MAX_EXPR_DEPTH`]).
    depth: usize,
}

/// The deepest nesting of parentheses and prefix operators an expression
/// may have: the parser recurses once per level, and no real expression
/// comes near it.
pub const MAX_EXPR_DEPTH: usize = 256;

impl<'t> Cursor<'t> {
    /// A cursor at the first of `toks`; `end_col` is the line length + 1.
    pub fn new(toks: &'t [Spanned], end_col: u32) -> Self {
        Cursor {
            toks,
            pos: 0,
            end_col,
            depth: 0,
        }
    }

    /// The next token, not consumed.
    pub fn peek(&self) -> Option<&'t Tok> {
        self.toks.get(self.pos).map(|s| &s.tok)
    }

    /// The token after the next one, not consumed.
    pub fn peek2(&self) -> Option<&'t Tok> {
        self.toks.get(self.pos + 1).map(|s| &s.tok)
    }

    /// The column of the next token (or of the end of the line).
    pub fn col(&self) -> u32 {
        self.toks.get(self.pos).map_or(self.end_col, |s| s.col)
    }

    /// Consumes and returns the next token.
    pub fn next(&mut self) -> Option<&'t Tok> {
        let t = self.peek();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    /// Un-consumes the last token (after a `next()` whose token did not fit).
    pub fn back(&mut self) {
        self.pos = self.pos.saturating_sub(1);
    }

    /// Whether all tokens are consumed.
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// Describes the next token for "found ..." messages.
    pub fn found(&self) -> String {
        match self.peek() {
            Some(t) => t.to_string(),
            None => "end of line".to_string(),
        }
    }

    /// An error at the next token: "expected {what}, found {next}".
    pub fn expected(&self, what: &str) -> ParseError {
        ParseError {
            col: self.col(),
            message: format!("expected {what}, found {}", self.found()),
        }
    }

    /// Consumes punctuation `c` if it is next.
    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes punctuation `c` or fails with "expected `c`".
    pub fn expect(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{c}`")))
        }
    }

    /// Fails unless every token has been consumed.
    pub fn expect_end(&self) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected("end of statement"))
        }
    }

    /// Parses an expression. `constants` holds `.set`/`.equ` names; `dot` names
    /// the label that stands for the current location (`.`).
    pub fn expr(
        &mut self,
        constants: &BTreeMap<String, i64>,
        dot: &mut dyn FnMut() -> String,
    ) -> Result<Expr, ParseError> {
        let mut e = self.product(constants, dot)?;
        loop {
            if self.eat('+') {
                e = e.add(self.product(constants, dot)?);
            } else if self.eat('-') {
                e = e.add(self.product(constants, dot)?.negate());
            } else {
                return Ok(e);
            }
        }
    }

    fn product(
        &mut self,
        constants: &BTreeMap<String, i64>,
        dot: &mut dyn FnMut() -> String,
    ) -> Result<Expr, ParseError> {
        let mut e = self.term(constants, dot)?;
        loop {
            let op = match self.peek() {
                Some(Tok::Punct(c @ ('*' | '/'))) => *c,
                _ => return Ok(e),
            };
            let col = self.col();
            self.pos += 1;
            let rhs = self.term(constants, dot)?;
            let (Some(a), Some(b)) = (e.as_constant(), rhs.as_constant()) else {
                return Err(ParseError {
                    col,
                    message: format!("`{op}` needs constant operands"),
                });
            };
            let v = match op {
                '*' => a.wrapping_mul(b),
                _ if b == 0 => {
                    return Err(ParseError {
                        col,
                        message: "division by zero in expression".to_string(),
                    });
                }
                _ => a.wrapping_div(b),
            };
            e = Expr::constant(v);
        }
    }

    fn term(
        &mut self,
        constants: &BTreeMap<String, i64>,
        dot: &mut dyn FnMut() -> String,
    ) -> Result<Expr, ParseError> {
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(ParseError {
                col: self.col(),
                message: format!("expression nested more than {MAX_EXPR_DEPTH} deep"),
            });
        }
        self.depth += 1;
        let term = self.nested_term(constants, dot);
        self.depth -= 1;
        term
    }

    /// [`Cursor::term`] one level down.
    fn nested_term(
        &mut self,
        constants: &BTreeMap<String, i64>,
        dot: &mut dyn FnMut() -> String,
    ) -> Result<Expr, ParseError> {
        let col = self.col();
        match self.peek() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(Expr::constant(*n))
            }
            Some(Tok::Ident(name)) if name == "." => {
                self.pos += 1;
                Ok(symbol_expr(dot()))
            }
            Some(Tok::Ident(name)) => {
                self.pos += 1;
                Ok(match constants.get(name) {
                    Some(v) => Expr::constant(*v),
                    None => symbol_expr(name.clone()),
                })
            }
            Some(Tok::Dollar(name)) => {
                self.pos += 1;
                Ok(symbol_expr(format!("${name}")))
            }
            Some(Tok::Punct('(')) => {
                self.pos += 1;
                let e = self.expr(constants, dot)?;
                self.expect(')')?;
                Ok(e)
            }
            Some(Tok::Punct('-')) => {
                self.pos += 1;
                Ok(self.term(constants, dot)?.negate())
            }
            Some(Tok::Punct('+')) => {
                self.pos += 1;
                self.term(constants, dot)
            }
            Some(Tok::Punct('~')) => {
                self.pos += 1;
                match self.term(constants, dot)?.as_constant() {
                    Some(v) => Ok(Expr::constant(!v)),
                    None => Err(ParseError {
                        col,
                        message: "`~` needs a constant operand".to_string(),
                    }),
                }
            }
            _ => Err(self.expected("an expression")),
        }
    }
}

fn symbol_expr(name: String) -> Expr {
    Expr {
        plus: vec![name],
        ..Expr::default()
    }
}

#[cfg(test)]
mod tests {
    use super::super::lexer::lex_line;
    use super::*;

    fn parse(text: &str) -> Result<Expr, ParseError> {
        let toks = lex_line(text).unwrap();
        let mut c = Cursor::new(&toks, text.len() as u32 + 1);
        let mut consts = BTreeMap::new();
        consts.insert("N".to_string(), 10);
        c.expr(&consts, &mut || ".Ldot".to_string())
    }

    #[test]
    fn evaluates_constants_and_symbols() {
        assert_eq!(parse("2+3*4-(1)").unwrap().as_constant(), Some(13));
        assert_eq!(parse("-N/3").unwrap().as_constant(), Some(-3));
        let e = parse("end - start + 4").unwrap();
        assert_eq!(e.plus, vec!["end"]);
        assert_eq!(e.minus, vec!["start"]);
        assert_eq!(e.constant, 4);
        assert_eq!(parse(". - $f").unwrap().plus, vec![".Ldot"]);
        assert!(parse("x * 2").is_err());
        assert_eq!(
            parse("1 +").unwrap_err().message,
            "expected an expression, found end of line"
        );
    }

    #[test]
    fn nesting_is_bounded_with_an_error_not_a_stack_overflow() {
        let fits = format!("{}1{}", "(".repeat(200), ")".repeat(200));
        assert_eq!(parse(&fits).unwrap().as_constant(), Some(1));
        for deep in [
            format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000)),
            format!("{}1", "-".repeat(100_000)),
            format!("{}1", "~(".repeat(50_000)),
        ] {
            let err = std::thread::Builder::new()
                .stack_size(2 << 20)
                .spawn(move || parse(&deep).unwrap_err().message)
                .unwrap()
                .join()
                .unwrap();
            assert_eq!(err, "expression nested more than 256 deep");
        }
    }
}
