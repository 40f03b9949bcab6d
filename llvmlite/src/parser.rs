//! The parser: tokens to a syntax tree, and the public entry points that run
//! the whole front end ([`parse`], [`parse_only`]).
//!
//! It is a hand-written recursive-descent parser over the token vector from
//! the lexer (`lexer.rs`). It accepts LLVMlite as the course programs write it and the
//! LLVM 14 spellings clang emits for the same constructs (`load T, T* p` and
//! `load T* p`, `getelementptr` with or without the explicit element type,
//! `call` with a return type or a full function type). Things that do not
//! change meaning are skipped: linkage and visibility words, parameter and
//! function attributes, attribute groups, `align`, metadata, comdats.
//!
//! Types are interned into the module's [`TypeStore`] as they are read; names
//! stay names. Resolving names to IR entities is the resolver's job
//! (`resolve.rs`), so that everything may be used before it is defined.
//!
//! Errors recover at statement granularity: after a syntax error the parser
//! skips to the next line (or the next top-level definition) and goes on, so one
//! run reports every syntax error instead of only the first.

use crate::ast::*;
use crate::diag::{Diagnostic, sort_by_position};
use crate::ir::{FuncAttrText, Module, SourceFile};
use crate::lexer::{TokKind, Token, ident_name, label_name, tokenize};
use crate::metadata::MdId;
use crate::metadata::parse::MdBuilder;
use crate::types::{Ty, TypeStore};
use attrs::Attrs;
use std::collections::HashSet;

mod attrs;
mod constexpr;
mod globals_ext;
mod insts;
mod insts_ext;
mod metadata;
mod types_ext;
mod values;
mod vector;

#[cfg(test)]
mod tests;

type PResult<T> = Result<T, ()>;

/// Stop parsing after this many errors: later ones are usually consequences.
const MAX_ERRORS: usize = 100;

/// Deepest nesting of types and constants accepted. Real programs nest a
/// handful of levels; the limit keeps the recursive parser (and every later
/// recursive walk over types) far from the end of the stack.
const MAX_NESTING: u32 = 256;

/// Parses, resolves and verifies `text`. On success returns the module and any
/// warnings; on failure, every error found (and the warnings), sorted by
/// position. `file_name` is recorded in [`Module::files`]`[0]` together with
/// the current directory and the text.
///
/// ```
/// let src = "define i64 @main() {\n  %x = add i64 %y, 1\n  ret i64 %x\n}\n";
/// let errors = egret_llvmlite::parse("t.ll", src).unwrap_err();
/// assert_eq!(errors[0].to_string(), "2:16: error: unknown value `%y`");
/// assert!(errors[0].render("t.ll", src).starts_with("t.ll:2:16: error: unknown value `%y`\n"));
///
/// let (module, warnings) = egret_llvmlite::parse("ok.ll", "define i64 @main() {\n  ret i64 7\n}\n").unwrap();
/// assert!(warnings.is_empty());
/// assert_eq!(module.funcs.len(), 1);
/// ```
pub fn parse(file_name: &str, text: &str) -> Result<(Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    parse_with_options(file_name, text, &ParseOptions::default())
}

/// Choices the front end makes while building the IR.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// Keep `switch` as one [`crate::ir::InstData::Switch`] terminator (the
    /// default: the full IR, which the interpreter runs and the legalizer
    /// lowers to a balanced search). When false the resolver expands it
    /// into a chain of `icmp eq` + `br` blocks, one per case.
    pub keep_switch: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions { keep_switch: true }
    }
}

/// [`parse`] with explicit [`ParseOptions`].
pub fn parse_with_options(
    file_name: &str,
    text: &str,
    opts: &ParseOptions,
) -> Result<(Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    let (module, mut diags) = parse_only_with_options(file_name, text, opts)?;
    diags.extend(crate::verify::verify_resolved(&module));
    sort_by_position(&mut diags);
    if diags.iter().any(|d| d.is_error()) {
        Err(diags)
    } else {
        Ok((module, diags))
    }
}

/// Parses and resolves names, without the verifier's type and dominance
/// checks. Syntax and name errors fail; the module may still be ill-typed.
pub fn parse_only(
    file_name: &str,
    text: &str,
) -> Result<(Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    parse_only_with_options(file_name, text, &ParseOptions::default())
}

/// [`parse_only`] with explicit [`ParseOptions`].
pub fn parse_only_with_options(
    file_name: &str,
    text: &str,
    opts: &ParseOptions,
) -> Result<(Module, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut module = Module::new();
    module.files.push(SourceFile {
        name: file_name.to_string(),
        dir: std::env::current_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_default(),
        text: Some(text.to_string()),
    });
    let (mut ast, mut diags) = parse_ast(text, &mut module.types);
    if diags.iter().any(|d| d.is_error()) {
        sort_by_position(&mut diags);
        return Err(diags);
    }
    let resolved = crate::resolve::resolve(&mut ast, &mut module, opts);
    diags.extend(resolved.diags);
    sort_by_position(&mut diags);
    if !resolved.types_ok {
        // Types too deep or cyclic to lay out: the verifier must not walk them.
        return Err(diags);
    }
    if diags.iter().any(|d| d.is_error()) {
        // Resolution recovers from errors (unknown names become `undef`), so
        // the verifier can still find independent problems worth reporting.
        // On a line the resolver already rejected, the verifier would only
        // see the guesses that replaced the bad operands (`ret i32 %z` with an
        // i64 `%z` in an i64 function would also be "the returned value
        // `undef`"), so its findings there are cascades and are dropped.
        let rejected: HashSet<u32> = diags
            .iter()
            .filter(|d| d.is_error() && d.loc.line != 0)
            .map(|d| d.loc.line)
            .collect();
        diags.extend(
            crate::verify::verify_resolved(&module)
                .into_iter()
                .filter(|d| !rejected.contains(&d.loc.line)),
        );
        sort_by_position(&mut diags);
        dedup_diags(&mut diags);
        return Err(diags);
    }
    Ok((module, diags))
}

fn dedup_diags(diags: &mut Vec<Diagnostic>) {
    let mut seen = HashSet::new();
    diags.retain(|d| seen.insert((d.loc, d.message.clone())));
}

/// Tokenises and parses `src` into a syntax tree, interning types into `types`.
pub(crate) fn parse_ast<'s>(
    src: &'s str,
    types: &mut TypeStore,
) -> (AstModule<'s>, Vec<Diagnostic>) {
    let (toks, diags) = tokenize(src);
    let mut p = Parser {
        src,
        toks,
        i: 0,
        types,
        diags,
        ast: AstModule::default(),
        seen_named: HashSet::new(),
        depth: 0,
        md: MdBuilder::default(),
        records: Vec::new(),
    };
    p.module();
    let (metadata, remap, md_diags) = std::mem::take(&mut p.md).finish();
    p.ast.metadata = metadata;
    p.ast.renumber_metadata(&remap);
    p.diags.extend(md_diags);
    (p.ast, p.diags)
}

struct Parser<'s, 't> {
    src: &'s str,
    toks: Vec<Token>,
    i: usize,
    types: &'t mut TypeStore,
    diags: Vec<Diagnostic>,
    ast: AstModule<'s>,
    seen_named: HashSet<Ty>,
    depth: u32,
    /// The metadata read so far.
    md: MdBuilder,
    /// The debug records of the function body being read.
    records: Vec<AstDbgRecord<'s>>,
}

impl<'s> Parser<'s, '_> {
    // ---------------------------------------------------------------- tokens

    fn tok(&self) -> Token {
        self.toks[self.i]
    }

    fn peek(&self, n: usize) -> Token {
        self.toks[(self.i + n).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.i];
        if t.kind != TokKind::Eof {
            self.i += 1;
        }
        t
    }

    fn text(&self, t: Token) -> &'s str {
        t.text(self.src)
    }

    fn at(&self, k: TokKind) -> bool {
        self.tok().kind == k
    }

    fn at_word(&self, w: &str) -> bool {
        let t = self.tok();
        t.kind == TokKind::Word && self.text(t) == w
    }

    fn eat(&mut self, k: TokKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn pos_of(t: Token) -> Pos {
        Pos::new(t.loc(), t.len().max(1))
    }

    fn describe(&self, t: Token) -> String {
        match t.kind {
            TokKind::Eof => "end of file".to_string(),
            _ => format!("`{}`", self.text(t)),
        }
    }

    fn error_at(&mut self, t: Token, msg: String) {
        if t.kind == TokKind::Error {
            return; // the lexer has reported it
        }
        self.diags
            .push(Diagnostic::error(t.loc(), msg).with_len(t.len()));
    }

    /// Reports "expected WHAT, found X" at the current token.
    fn expected<T>(&mut self, what: &str) -> PResult<T> {
        let t = self.tok();
        let msg = format!("expected {what}, found {}", self.describe(t));
        self.error_at(t, msg);
        Err(())
    }

    fn expect(&mut self, k: TokKind, what: &str) -> PResult<Token> {
        if self.at(k) {
            Ok(self.bump())
        } else {
            self.expected(what)
        }
    }

    fn expect_word(&mut self, w: &str) -> PResult<Token> {
        if self.at_word(w) {
            Ok(self.bump())
        } else {
            self.expected(&format!("`{w}`"))
        }
    }

    fn name_of(&self, t: Token) -> Name<'s> {
        Name {
            text: ident_name(&t, self.src),
            pos: Self::pos_of(t),
        }
    }

    fn too_many_errors(&self) -> bool {
        self.diags.len() >= MAX_ERRORS
    }

    // ------------------------------------------------------------ top level

    fn module(&mut self) {
        while !self.at(TokKind::Eof) && !self.too_many_errors() {
            let start = self.i;
            if self.top_level_item().is_err() {
                self.recover_top_level(start);
            }
        }
    }

    fn top_level_item(&mut self) -> PResult<()> {
        let t = self.tok();
        match t.kind {
            TokKind::Word => match self.text(t) {
                "define" => self.function(true),
                "declare" => self.function(false),
                "target" => self.target(),
                "source_filename" => {
                    self.bump();
                    self.expect(TokKind::Eq, "`=`")?;
                    self.expect(TokKind::Str, "a string")?;
                    Ok(())
                }
                "attributes" => self.attribute_group(),
                "module" => {
                    self.bump();
                    self.expect_word("asm")?;
                    self.expect(TokKind::Str, "a string")?;
                    Ok(())
                }
                w if w.starts_with('$') => {
                    self.skip_line();
                    Ok(())
                }
                _ => self.expected("a top-level definition"),
            },
            TokKind::LocalId => self.type_def(),
            TokKind::GlobalId => self.global(),
            TokKind::MetaId | TokKind::Bang => self.metadata_def(),
            _ => self.expected("a top-level definition"),
        }
    }

    /// Skips the rest of the current token's line, keeping bracket balance so a
    /// metadata node spanning lines is skipped whole.
    fn skip_line(&mut self) {
        let line = self.tok().line;
        let mut depth = 0i32;
        while !self.at(TokKind::Eof) && (self.tok().line == line || depth > 0) {
            match self.bump().kind {
                TokKind::LParen | TokKind::LBrace | TokKind::LBracket => depth += 1,
                TokKind::RParen | TokKind::RBrace | TokKind::RBracket => depth -= 1,
                _ => {}
            }
        }
    }

    /// Skips `open ... close` with nesting; the current token must be `open`.
    fn skip_balanced(&mut self, open: TokKind, close: TokKind) -> PResult<()> {
        let first = self.expect(open, "an opening bracket")?;
        let mut depth = 1;
        while depth > 0 {
            let t = self.bump();
            match t.kind {
                k if k == open => depth += 1,
                k if k == close => depth -= 1,
                TokKind::Eof => {
                    self.error_at(first, "unbalanced bracket".to_string());
                    return Err(());
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn is_top_level_start(&self, t: Token) -> bool {
        if t.col != 1 {
            return false;
        }
        match t.kind {
            TokKind::GlobalId | TokKind::LocalId | TokKind::MetaId => true,
            TokKind::Word => matches!(
                self.text(t),
                "define" | "declare" | "target" | "source_filename" | "attributes"
            ),
            _ => false,
        }
    }

    fn recover_top_level(&mut self, start: usize) {
        if self.i == start {
            self.bump();
        }
        while !self.at(TokKind::Eof) && !self.is_top_level_start(self.tok()) {
            self.bump();
        }
    }

    /// Skips linkage, visibility and attribute words (see [`attrs`]).
    fn skip_attributes(&mut self) -> PResult<()> {
        self.attributes().map(|_| ())
    }

    // ----------------------------------------------------------------- types

    fn record_type_use(&mut self, ty: Ty, t: Token) {
        if self.seen_named.insert(ty) {
            self.ast.type_uses.push((ty, Self::pos_of(t)));
        }
    }

    fn type_def(&mut self) -> PResult<()> {
        let name_tok = self.bump();
        let name = self.name_of(name_tok);
        self.expect(TokKind::Eq, "`=`")?;
        self.expect_word("type")?;
        let ty = self.types.named(&name.text);
        let body = if self.eat_word("opaque") {
            None
        } else {
            Some(self.ty()?)
        };
        self.ast.type_defs.push(TypeDef { name, ty, body });
        Ok(())
    }

    /// Counts one level of nesting, failing when it gets too deep.
    fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_NESTING {
            let t = self.tok();
            self.error_at(t, format!("nesting is deeper than {MAX_NESTING} levels"));
            return Err(());
        }
        self.depth += 1;
        Ok(())
    }

    /// Parses a type, including pointer and function-type suffixes.
    fn ty(&mut self) -> PResult<Ty> {
        self.enter()?;
        let r = self.ty_nested();
        self.depth -= 1;
        r
    }

    fn ty_nested(&mut self) -> PResult<Ty> {
        let mut t = self.base_ty()?;
        let mut suffixes = 0;
        loop {
            if matches!(self.tok().kind, TokKind::Star | TokKind::LParen) {
                suffixes += 1;
                if self.depth + suffixes > MAX_NESTING {
                    let tok = self.tok();
                    self.error_at(tok, format!("nesting is deeper than {MAX_NESTING} levels"));
                    return Err(());
                }
            }
            if self.eat(TokKind::Star) {
                t = self.types.ptr(t);
            } else if self.at(TokKind::LParen) {
                t = self.fn_ty_params(t)?;
            } else if self.at_word("addrspace") {
                self.bump();
                self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
            } else {
                return Ok(t);
            }
        }
    }

    fn fn_ty_params(&mut self, ret: Ty) -> PResult<Ty> {
        self.expect(TokKind::LParen, "`(`")?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(TokKind::RParen) {
            loop {
                if self.eat(TokKind::Ellipsis) {
                    varargs = true;
                    self.expect(TokKind::RParen, "`)` after `...`")?;
                    break;
                }
                params.push(self.ty()?);
                self.skip_attributes()?;
                if self.eat(TokKind::RParen) {
                    break;
                }
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
        }
        Ok(self.types.func(ret, params, varargs))
    }

    fn base_ty(&mut self) -> PResult<Ty> {
        let t = self.tok();
        match t.kind {
            TokKind::Word => {
                let w = self.text(t);
                if w == "void" {
                    self.bump();
                    return Ok(Ty::VOID);
                }
                if let Some(bits) = w.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) {
                    if !(1..=crate::bigint::MAX_INT_BITS).contains(&bits) {
                        let msg = format!(
                            "unsupported integer type `{w}`: integers are 1 to {} bits wide",
                            crate::bigint::MAX_INT_BITS
                        );
                        self.error_at(t, msg);
                        return Err(());
                    }
                    self.bump();
                    return Ok(self.types.int(bits));
                }
                if w == "ptr" {
                    self.bump();
                    return self.opaque_ptr_ty();
                }
                if w == "float" || w == "double" {
                    let is_float = w == "float";
                    self.bump();
                    return Ok(if is_float {
                        self.types.float()
                    } else {
                        self.types.double()
                    });
                }
                let msg = match w {
                    "half" | "bfloat" | "fp128" | "x86_fp80" | "ppc_fp128" | "label"
                    | "metadata" | "token" => format!("type `{w}` is not supported"),
                    _ => format!("expected a type, found `{w}`"),
                };
                self.error_at(t, msg);
                Err(())
            }
            TokKind::LocalId => {
                self.bump();
                let name = ident_name(&t, self.src);
                let ty = self.types.named(&name);
                self.record_type_use(ty, t);
                Ok(ty)
            }
            TokKind::LBrace => {
                self.bump();
                let mut fields = Vec::new();
                if !self.eat(TokKind::RBrace) {
                    loop {
                        fields.push(self.ty()?);
                        if self.eat(TokKind::RBrace) {
                            break;
                        }
                        self.expect(TokKind::Comma, "`,` or `}`")?;
                    }
                }
                Ok(self.types.struct_(fields))
            }
            TokKind::LBracket => {
                self.bump();
                let n_tok = self.expect(TokKind::Int, "an array length")?;
                let n = match self.text(n_tok).parse::<u64>() {
                    Ok(n) => n,
                    Err(_) => {
                        self.error_at(n_tok, "invalid array length".to_string());
                        return Err(());
                    }
                };
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect(TokKind::RBracket, "`]`")?;
                Ok(self.types.array(n, elem))
            }
            TokKind::Lt => self.packed_struct_or_vector_ty(),
            _ => self.expected("a type"),
        }
    }

    // --------------------------------------------------------------- globals

    fn global(&mut self) -> PResult<()> {
        let name_tok = self.bump();
        let name = self.name_of(name_tok);
        self.expect(TokKind::Eq, "`=`")?;
        let prefix = self.attributes()?;
        let constant = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else if self.at_word("alias") {
            return self.alias(name, prefix.linkage);
        } else if self.at_word("ifunc") {
            let t = self.tok();
            self.error_at(t, "`ifunc` is not supported".to_string());
            return Err(());
        } else {
            return self.expected("`global` or `constant`");
        };
        let ty = self.ty()?;
        let last_line = self.toks[self.i - 1].line;
        let has_init = !matches!(self.tok().kind, TokKind::Comma | TokKind::Eof)
            && self.tok().line == last_line
            && !prefix.available_externally;
        let init = if has_init { Some(self.value()?) } else { None };
        if prefix.available_externally {
            self.skip_line();
        }
        let mut attrs = self.global_trailing()?;
        attrs.thread_local = prefix.thread_local;
        self.ast.globals.push(AstGlobal {
            name,
            ty,
            init,
            constant,
            linkage: prefix.linkage,
            attrs,
        });
        Ok(())
    }

    /// Reads `, align N`, `, section "s"`, `, !dbg !N` and the like after a
    /// global or an instruction, returning the `align N` and the `!dbg`
    /// and `!DIAssignID` attachments found (other attachments are dropped).
    fn trailing_attachments(&mut self) -> PResult<Trailing> {
        let mut align = None;
        let mut dbg = None;
        let mut assign = None;
        while self.at(TokKind::Comma) {
            let next = self.peek(1);
            match next.kind {
                TokKind::MetaId => {
                    self.bump();
                    self.bump();
                    let pos = Self::pos_of(self.tok());
                    let id = self.attachment_value()?;
                    if self.text(next) == "!dbg" {
                        self.md
                            .expect_kind(id, &["DILocation"], pos, "an instruction's `!dbg`");
                        dbg = Some(id);
                    } else if self.text(next) == "!DIAssignID" {
                        assign = Some(id);
                    }
                }
                TokKind::Word
                    if matches!(
                        self.text(next),
                        "align" | "section" | "comdat" | "partition"
                    ) =>
                {
                    self.bump();
                    let w = self.bump();
                    match self.tok().kind {
                        TokKind::Int | TokKind::Str => {
                            let v = self.bump();
                            if self.text(w) == "align" {
                                align = self.text(v).parse::<u32>().ok();
                            }
                        }
                        TokKind::LParen => self.skip_balanced(TokKind::LParen, TokKind::RParen)?,
                        _ if self.text(w) == "comdat" => {}
                        _ => return self.expected("an attribute value"),
                    }
                }
                _ => break,
            }
        }
        Ok(Trailing { align, dbg, assign })
    }

    fn pos_since(&self, first: Token) -> Pos {
        let last = self.toks[self.i.saturating_sub(1)];
        let len = if last.line == first.line && last.end > first.start {
            last.end - first.start
        } else {
            first.len()
        };
        Pos::new(first.loc(), len.max(1))
    }

    // ------------------------------------------------------------- functions

    fn function(&mut self, is_define: bool) -> PResult<()> {
        self.bump(); // define / declare
        // `declare !dbg !56 i32 @printf(...)`: LLVM writes a declaration's
        // attachments first.
        let mut decl_dbg = None;
        while self.at(TokKind::MetaId) {
            let name = self.bump();
            let id = self.attachment_value()?;
            if self.text(name) == "!dbg" {
                decl_dbg = Some(id);
            }
        }
        let prefix = self.attributes()?;
        let ret_tok = self.tok();
        let ret = self.ty()?;
        let ret_pos = self.pos_since(ret_tok);
        let name_tok = self.expect(TokKind::GlobalId, "a function name `@name`")?;
        let name = self.name_of(name_tok);
        if !is_define && takes_only_metadata(&name.text) {
            // Debug-info and scope intrinsics take `metadata`; their calls
            // are dropped.
            self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
            self.skip_declare_attributes(name_tok.line);
            return Ok(());
        }
        let (params, varargs) = self.params()?;
        self.records.clear();
        let after_params = self.i;
        let (body, subprogram, func_attrs) = if is_define {
            let subprogram = self.skip_until_body()?;
            let func_attrs = self.function_attribute_words(after_params);
            (Some(self.body()?), subprogram, func_attrs)
        } else {
            let subprogram = self.skip_declare_attributes(name_tok.line).or(decl_dbg);
            (
                None,
                subprogram,
                self.function_attribute_words(after_params),
            )
        };
        // `available_externally`: the definition is only a copy for
        // inlining; egret keeps the declaration.
        let body = body.filter(|_| !prefix.available_externally);
        let param_words = params.iter().map(|p| p.attr_words.clone()).collect();
        self.ast.funcs.push(AstFunc {
            name,
            ret,
            ret_pos,
            params,
            varargs,
            body,
            linkage: prefix.linkage,
            ret_ext: prefix.param.ext,
            subprogram,
            dbg_records: std::mem::take(&mut self.records),
            attr_text: FuncAttrText {
                fn_ty: Ty::VOID,
                params: param_words,
                ret: prefix.words.iter().map(|w| w.to_string()).collect(),
                func: func_attrs,
            },
        });
        Ok(())
    }

    fn params(&mut self) -> PResult<(Vec<AstParam<'s>>, bool)> {
        self.expect(TokKind::LParen, "`(`")?;
        let mut params = Vec::new();
        let mut varargs = false;
        if self.eat(TokKind::RParen) {
            return Ok((params, varargs));
        }
        loop {
            if self.eat(TokKind::Ellipsis) {
                varargs = true;
                self.expect(TokKind::RParen, "`)` after `...`")?;
                break;
            }
            let ty_tok = self.tok();
            let ty = self.ty()?;
            let ty_pos = self.pos_since(ty_tok);
            let Attrs {
                param: attrs,
                words: attr_words,
                ..
            } = self.attributes()?;
            let name = if self.at(TokKind::LocalId) {
                let t = self.bump();
                Some(self.name_of(t))
            } else {
                None
            };
            params.push(AstParam {
                ty,
                ty_pos,
                name,
                attrs,
                attr_words: attr_words.iter().map(|w| w.to_string()).collect(),
            });
            if self.eat(TokKind::RParen) {
                break;
            }
            self.expect(TokKind::Comma, "`,` or `)`")?;
        }
        Ok((params, varargs))
    }

    /// Skips function attributes, `section`, `personality`, `!dbg` and the like
    /// between a definition's `)` and its `{`.
    /// Returns the `!dbg` attachment (the `DISubprogram`).
    fn skip_until_body(&mut self) -> PResult<Option<MdId>> {
        let mut subprogram = None;
        while !self.at(TokKind::LBrace) {
            let t = self.tok();
            if t.kind == TokKind::Eof || self.is_top_level_start(t) {
                return self.expected("`{` to start the function body");
            }
            if t.kind == TokKind::MetaId && !matches!(self.peek(1).kind, TokKind::LBrace) {
                self.bump();
                let pos = Self::pos_of(self.tok());
                let id = self.attachment_value()?;
                if self.text(t) == "!dbg" {
                    self.md
                        .expect_kind(id, &["DISubprogram"], pos, "a function's `!dbg`");
                    subprogram = Some(id);
                }
                continue;
            }
            self.bump();
        }
        Ok(subprogram)
    }

    /// Skips a declaration's attributes; returns its `!dbg` attachment.
    fn skip_declare_attributes(&mut self, line: u32) -> Option<MdId> {
        let mut dbg = None;
        while matches!(
            self.tok().kind,
            TokKind::AttrGroup | TokKind::Word | TokKind::LParen | TokKind::Int | TokKind::MetaId
        ) && self.tok().line == line
            && !self.is_top_level_start(self.tok())
        {
            if self.at(TokKind::MetaId) {
                let name = self.bump();
                let is_dbg = self.text(name) == "!dbg";
                let id = self.attachment_value().ok()?;
                if is_dbg {
                    dbg = Some(id);
                }
            } else if self.at(TokKind::LParen) {
                if self
                    .skip_balanced(TokKind::LParen, TokKind::RParen)
                    .is_err()
                {
                    return dbg;
                }
            } else {
                self.bump();
            }
        }
        dbg
    }

    fn body(&mut self) -> PResult<Vec<AstBlock<'s>>> {
        let open = self.expect(TokKind::LBrace, "`{`")?;
        let reported_before = self.diags.len();
        let mut blocks: Vec<AstBlock> = Vec::new();
        let mut cur: Option<AstBlock> = None;
        loop {
            if self.too_many_errors() {
                return Err(());
            }
            let t = self.tok();
            match t.kind {
                TokKind::RBrace => {
                    self.bump();
                    break;
                }
                TokKind::Eof => {
                    self.error_at(open, "function body is not closed by `}`".to_string());
                    return Err(());
                }
                _ if self.is_top_level_start(t) && t.kind != TokKind::LocalId => {
                    self.error_at(
                        t,
                        format!(
                            "expected `}}` to end the function, found {}",
                            self.describe(t)
                        ),
                    );
                    break;
                }
                TokKind::Label => {
                    self.bump();
                    blocks.extend(cur.take());
                    cur = Some(AstBlock {
                        label: Some(Name {
                            text: label_name(&t, self.src),
                            pos: Pos::new(t.loc(), t.len().saturating_sub(1).max(1)),
                        }),
                        insts: Vec::with_capacity(self.statements_from(self.i)),
                        pos: Self::pos_of(t),
                    });
                }
                TokKind::DebugRecord => {
                    let start = self.i;
                    let at = (blocks.len(), cur.as_ref().map_or(0, |b| b.insts.len()));
                    if self.debug_record(at).is_err() {
                        self.recover_in_body(start);
                    }
                }
                _ if self.at_debug_intrinsic_call() => {
                    let start = self.i;
                    let at = (blocks.len(), cur.as_ref().map_or(0, |b| b.insts.len()));
                    if self.debug_intrinsic_call(at).is_err() {
                        self.recover_in_body(start);
                    }
                }
                _ => {
                    let start = self.i;
                    match self.instruction() {
                        Ok(inst) => {
                            let block = cur.get_or_insert_with(|| AstBlock {
                                label: None,
                                insts: Vec::with_capacity(self.statements_from(start)),
                                pos: inst.pos,
                            });
                            let ends = inst.kind.is_terminator();
                            block.insts.push(inst);
                            if ends {
                                blocks.extend(cur.take());
                            }
                        }
                        Err(()) => self.recover_in_body(start),
                    }
                }
            }
        }
        blocks.extend(cur.take());
        if blocks.is_empty() {
            // A body whose every statement failed to parse has no blocks
            // either; the statements' errors already say what is wrong.
            if self.diags.len() == reported_before {
                self.error_at(open, "function body has no blocks".to_string());
            }
            return Err(());
        }
        Ok(blocks)
    }

    /// An upper bound on the number of statements of the block starting
    /// at token `from`: its lines up to the next label or to the `}` that
    /// closes the body. Sizing a block's vector with it spares growing
    /// it (instructions are large, and each growth copies them all).
    fn statements_from(&self, from: usize) -> usize {
        let mut lines = 0;
        let mut last_line = 0;
        for t in self.toks.get(from..).unwrap_or_default() {
            if t.line == last_line {
                continue;
            }
            if matches!(t.kind, TokKind::Label | TokKind::RBrace | TokKind::Eof) {
                break;
            }
            lines += 1;
            last_line = t.line;
        }
        lines
    }

    /// Whether the statement here is `[tail] call void @llvm.dbg.*(...)` or
    /// another intrinsic that [`takes_only_metadata`].
    fn at_debug_intrinsic_call(&self) -> bool {
        let mut k = 0;
        if self.peek(0).kind == TokKind::Word && self.text(self.peek(0)) == "tail" {
            k = 1;
        }
        let is = |n: usize, w: &str| {
            let t = self.peek(n);
            t.kind == TokKind::Word && self.text(t) == w
        };
        let callee = self.peek(k + 2);
        is(k, "call")
            && is(k + 1, "void")
            && callee.kind == TokKind::GlobalId
            && takes_only_metadata(self.text(callee).trim_start_matches('@'))
    }

    fn recover_in_body(&mut self, start: usize) {
        let line = self.toks[start].line;
        if self.i == start {
            self.bump();
        }
        while !self.at(TokKind::Eof) && self.tok().line == line && !self.at(TokKind::RBrace) {
            self.bump();
        }
    }

    // ---------------------------------------------------------- instructions

    // ---------------------------------------------------------------- values
}

fn produces_no_value(k: &InstKind) -> bool {
    matches!(k, InstKind::Store { .. }) || k.is_terminator()
}

/// Whether intrinsic `name` (without `@`) has no meaning for code: its
/// operands are metadata (`llvm.dbg.*`, which the debug-info issue reads
/// from the metadata itself, and `llvm.experimental.noalias.scope.decl`,
/// an alias-analysis hint). The parser drops such declarations and calls.
fn takes_only_metadata(name: &str) -> bool {
    name.starts_with("llvm.dbg.") || name.starts_with("llvm.experimental.noalias.scope.decl")
}

/// The attachments [`Parser::trailing_attachments`] keeps.
#[derive(Default)]
struct Trailing {
    /// `align N`.
    align: Option<u32>,
    /// `!dbg !N`.
    dbg: Option<MdId>,
    /// `!DIAssignID !N`.
    assign: Option<MdId>,
}
