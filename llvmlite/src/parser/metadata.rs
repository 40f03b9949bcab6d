//! Parsing of metadata: `!N = [distinct] node` and `!name = !{...}` at top
//! level, node references and inline nodes in attachments, and the debug
//! records of a body (`#dbg_value(...)` and the `llvm.dbg.*` calls clang 18
//! and older write). Numbering, forward references and the checks that need
//! the whole file are `metadata::parse`'s job.

use super::{PResult, Parser};
use crate::ast::{AstDbgRecord, ConstKind, Pos, TConst};
use crate::lexer::{TokKind, Token, unescape_bytes};
use crate::metadata::parse::field_rule;
use crate::metadata::{DbgKind, MdData, MdId, MdNode, MdValue};

impl<'s> Parser<'s, '_> {
    /// A top-level metadata statement (the current token is `!...`).
    pub(super) fn metadata_def(&mut self) -> PResult<()> {
        let t = self.tok();
        let name = &self.text(t)[1..];
        if t.kind != TokKind::MetaId || name.starts_with('"') || name.is_empty() {
            return self.expected("a metadata definition `!N = ...` or `!name = !{...}`");
        }
        let name = name.to_string();
        self.bump();
        self.expect(TokKind::Eq, "`=`")?;
        if let Ok(num) = name.parse::<u32>() {
            let distinct = self.eat_word("distinct");
            self.md.set_current_def(Some(num));
            let node = self.md_node(distinct);
            self.md.set_current_def(None);
            if let Err(d) = self.md.define(num, node?, Self::pos_of(t)) {
                self.diags.push(d);
            }
            return Ok(());
        }
        if name.as_bytes()[0].is_ascii_digit() {
            self.error_at(t, format!("metadata number `!{name}` is too large"));
            return Err(());
        }
        // `!name = !{!0, !1}`.
        self.expect(TokKind::Bang, "`!{` after a named metadata `=`")?;
        self.expect(TokKind::LBrace, "`{`")?;
        let mut ids = Vec::new();
        while !self.eat(TokKind::RBrace) {
            if !ids.is_empty() {
                self.expect(TokKind::Comma, "`,` or `}`")?;
            }
            let r = self.tok();
            match self.md_operand()? {
                MdValue::Node(id) => ids.push(id),
                _ => {
                    self.error_at(r, "named metadata lists only nodes `!N`".to_string());
                    return Err(());
                }
            }
        }
        self.md.named(name, ids);
        Ok(())
    }

    /// A node after `!N = [distinct]`: `!{...}`, `!DIExpression(...)` or
    /// `!DIKind(field: value, ...)`.
    fn md_node(&mut self, distinct: bool) -> PResult<MdNode> {
        self.enter()?;
        let r = self.md_node_nested(distinct);
        self.depth -= 1;
        r
    }

    fn md_node_nested(&mut self, distinct: bool) -> PResult<MdNode> {
        let t = self.tok();
        let data = match t.kind {
            TokKind::Bang if self.peek(1).kind == TokKind::LBrace => {
                self.bump();
                self.bump();
                let mut items = Vec::new();
                while !self.eat(TokKind::RBrace) {
                    if !items.is_empty() {
                        self.expect(TokKind::Comma, "`,` or `}`")?;
                    }
                    items.push(self.md_operand()?);
                }
                MdData::Tuple(items)
            }
            TokKind::MetaId
                if self.peek(1).kind == TokKind::LParen
                    && self.text(t)[1..].starts_with(|c: char| c.is_ascii_alphabetic()) =>
            {
                let kind = self.text(t)[1..].to_string();
                self.bump();
                self.bump();
                if kind == "DIExpression" {
                    MdData::Expression(self.md_positional()?)
                } else {
                    MdData::Special {
                        fields: self.md_fields(&kind)?,
                        kind,
                    }
                }
            }
            _ => return self.expected("a metadata node (`!{...}` or `!DIKind(...)`)"),
        };
        Ok(MdNode { distinct, data })
    }

    /// `field: value, ...)` of a specialized node.
    fn md_fields(&mut self, kind: &str) -> PResult<Vec<(String, MdValue)>> {
        let mut fields = Vec::new();
        while !self.eat(TokKind::RParen) {
            if !fields.is_empty() {
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
            let key = match self.tok().kind {
                TokKind::Label => {
                    let k = self.bump();
                    self.text(k).trim_end_matches(':').to_string()
                }
                _ => return self.expected("a field name `name:`"),
            };
            let vt = self.tok();
            let value = self.md_field_value()?;
            if let Some(rule) = field_rule(kind, &key)
                && !rule.accepts(&value)
            {
                let msg = format!(
                    "field `{key}` of `!{kind}` must be {}, found {}",
                    rule.describe(),
                    self.describe(vt)
                );
                self.error_at(vt, msg);
                return Err(());
            }
            fields.push((key, value));
        }
        Ok(fields)
    }

    /// The positional operands of `!DIExpression(...)`, through `)`.
    fn md_positional(&mut self) -> PResult<Vec<MdValue>> {
        let mut ops = Vec::new();
        while !self.eat(TokKind::RParen) {
            if !ops.is_empty() {
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
            let t = self.tok();
            let v = match t.kind {
                TokKind::Int => MdValue::Int(self.md_int()?),
                TokKind::Word
                    if self.peek(1).kind == TokKind::Comma
                        || self.peek(1).kind == TokKind::RParen =>
                {
                    self.bump();
                    MdValue::Ident(self.text(t).to_string())
                }
                _ => self.md_operand()?,
            };
            ops.push(v);
        }
        Ok(ops)
    }

    /// A field's value: a string, integer, keyword, flags, `null` or a node.
    fn md_field_value(&mut self) -> PResult<MdValue> {
        let t = self.tok();
        match t.kind {
            TokKind::Str => {
                self.bump();
                Ok(MdValue::Str(self.md_string(t, 0)))
            }
            TokKind::Int => Ok(MdValue::Int(self.md_int()?)),
            TokKind::Word if self.text(t) == "null" => {
                self.bump();
                Ok(MdValue::Null)
            }
            // A typed constant (`extraData: i64 0`).
            TokKind::Word
                if !matches!(
                    self.peek(1).kind,
                    TokKind::Comma | TokKind::RParen | TokKind::Pipe
                ) =>
            {
                self.md_operand()
            }
            TokKind::Word => {
                self.bump();
                let first = self.text(t).to_string();
                let is_flag = first.starts_with("DIFlag") || first.starts_with("DISPFlag");
                if !is_flag && !self.at(TokKind::Pipe) {
                    return Ok(MdValue::Ident(first));
                }
                let mut flags = vec![first];
                while self.eat(TokKind::Pipe) {
                    let f = self.tok();
                    if !matches!(f.kind, TokKind::Word | TokKind::Int) {
                        return self.expected("a flag after `|`");
                    }
                    self.bump();
                    flags.push(self.text(f).to_string());
                }
                Ok(MdValue::Flags(flags))
            }
            TokKind::MetaId | TokKind::Bang => self.md_operand(),
            _ => self.expected("a metadata field value"),
        }
    }

    /// A decimal integer of a field or expression.
    fn md_int(&mut self) -> PResult<i128> {
        let t = self.bump();
        match self.text(t).parse::<i128>() {
            Ok(v) => Ok(v),
            Err(_) => {
                self.error_at(t, "metadata integer out of range".to_string());
                Err(())
            }
        }
    }

    /// The text of string token `t` without its `skip` leading sigil bytes
    /// and quotes, escapes decoded.
    fn md_string(&self, t: Token, skip: usize) -> String {
        let text = &self.text(t)[skip..];
        let inner = text
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or(text);
        String::from_utf8_lossy(&unescape_bytes(inner.as_bytes())).into_owned()
    }

    /// An operand of a tuple (or a node-valued field): `!N`, `!"s"`, an
    /// inline node, `null` or a typed constant (`i32 7`).
    fn md_operand(&mut self) -> PResult<MdValue> {
        let t = self.tok();
        match t.kind {
            TokKind::MetaId => {
                let text = &self.text(t)[1..];
                if text.starts_with('"') {
                    self.bump();
                    return Ok(MdValue::Str(self.md_string(t, 1)));
                }
                if let Ok(num) = text.parse::<u32>() {
                    self.bump();
                    return Ok(MdValue::Node(self.md.reference(num, Self::pos_of(t))));
                }
                let node = self.md_node(false)?;
                Ok(MdValue::Node(self.md.inline(node, Self::pos_of(t))))
            }
            TokKind::Bang => {
                let node = self.md_node(false)?;
                Ok(MdValue::Node(self.md.inline(node, Self::pos_of(t))))
            }
            TokKind::Word if self.text(t) == "null" => {
                self.bump();
                Ok(MdValue::Null)
            }
            _ => {
                let ty_tok = self.tok();
                self.ty()?;
                let ty =
                    self.src[ty_tok.start as usize..self.toks[self.i - 1].end as usize].to_string();
                let v = self.tok();
                self.value()?;
                let text =
                    self.src[v.start as usize..self.toks[self.i - 1].end as usize].to_string();
                Ok(MdValue::Const { ty, text })
            }
        }
    }

    /// The node an attachment names (`!N` or an inline node).
    pub(super) fn attachment_value(&mut self) -> PResult<MdId> {
        let t = self.tok();
        match self.md_operand()? {
            MdValue::Node(id) => Ok(id),
            _ => {
                self.error_at(t, "expected a metadata node".to_string());
                Err(())
            }
        }
    }

    /// `#dbg_value(v, !var, !expr, !loc)` and its kin (the current token is
    /// the `#dbg_...`); `at` is (block index, instructions before).
    pub(super) fn debug_record(&mut self, at: (usize, usize)) -> PResult<()> {
        let first = self.bump();
        let kind = match self.text(first) {
            "#dbg_value" => DbgKind::Value,
            "#dbg_declare" => DbgKind::Declare,
            "#dbg_assign" => DbgKind::Assign,
            "#dbg_label" => return self.skip_balanced(TokKind::LParen, TokKind::RParen),
            other => {
                let msg = format!("unknown debug record `{other}`");
                self.error_at(first, msg);
                return Err(());
            }
        };
        self.expect(TokKind::LParen, "`(`")?;
        let value = self.record_value()?;
        let (var, expr) = self.record_var_expr()?;
        let mut assign = None;
        if kind == DbgKind::Assign {
            self.expect(TokKind::Comma, "`,`")?;
            let id = self.attachment_value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let address = self.record_value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let address_expr = self.attachment_value()?;
            assign = Some((id, address, address_expr));
        }
        self.expect(TokKind::Comma, "`,`")?;
        let lt = Self::pos_of(self.tok());
        let loc = self.attachment_value()?;
        self.md
            .expect_kind(loc, &["DILocation"], lt, "a debug record's location");
        self.expect(TokKind::RParen, "`)`")?;
        self.push_record(kind, value, (var, expr), Some(loc), first, at);
        if let Some(last) = self.records.last_mut() {
            last.assign = assign;
        }
        Ok(())
    }

    /// `[tail] call void @llvm.dbg.*(metadata ..., ...) [#N] [, !dbg !L]`.
    pub(super) fn debug_intrinsic_call(&mut self, at: (usize, usize)) -> PResult<()> {
        let first = self.tok();
        while !self.at(TokKind::GlobalId) {
            self.bump();
        }
        let callee = self.bump();
        let kind = match self.text(callee) {
            "@llvm.dbg.value" => Some(DbgKind::Value),
            "@llvm.dbg.declare" => Some(DbgKind::Declare),
            "@llvm.dbg.assign" => Some(DbgKind::Assign),
            _ => None,
        };
        let Some(kind) = kind else {
            // `llvm.dbg.label`, `llvm.experimental.noalias.scope.decl`.
            self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
            self.skip_call_attribute_groups();
            return self.trailing_attachments().map(drop);
        };
        self.expect(TokKind::LParen, "`(`")?;
        self.expect_word("metadata")?;
        let value = self.record_value()?;
        let (var, expr) = self.record_var_expr()?;
        self.skip_balanced_rest()?;
        self.skip_call_attribute_groups();
        let dbg = self.trailing_attachments()?.dbg;
        self.push_record(kind, value, (var, expr), dbg, first, at);
        Ok(())
    }

    fn skip_call_attribute_groups(&mut self) {
        let line = self.toks[self.i - 1].line;
        while self.at(TokKind::AttrGroup) && self.tok().line == line {
            self.bump();
        }
    }

    /// Skips to the `)` closing the current argument list (inclusive).
    fn skip_balanced_rest(&mut self) -> PResult<()> {
        let mut depth = 1;
        while depth > 0 {
            let t = self.bump();
            match t.kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen => depth -= 1,
                TokKind::Eof => return self.expected("`)`"),
                _ => {}
            }
        }
        Ok(())
    }

    /// `, [metadata] !var, [metadata] !expr`.
    fn record_var_expr(&mut self) -> PResult<(MdId, MdId)> {
        let mut ids = [None; 2];
        for (k, want) in [(0, "DILocalVariable"), (1, "DIExpression")] {
            self.expect(TokKind::Comma, "`,`")?;
            self.eat_word("metadata");
            let pos = Self::pos_of(self.tok());
            let id = self.attachment_value()?;
            let kinds: &'static [&'static str] = if k == 0 {
                &["DILocalVariable"]
            } else {
                &["DIExpression"]
            };
            let what = if want == "DIExpression" {
                "a debug record's expression"
            } else {
                "a debug record's variable"
            };
            self.md.expect_kind(id, kinds, pos, what);
            ids[k] = Some(id);
        }
        match ids {
            [Some(v), Some(e)] => Ok((v, e)),
            _ => Err(()),
        }
    }

    /// The value operand of a record: `T v`, or metadata (`!{}`,
    /// `!DIArgList(...)`), which gives no value.
    fn record_value(&mut self) -> PResult<Option<TConst<'s>>> {
        let t = self.tok();
        if t.kind == TokKind::MetaId && self.text(t) == "!DIArgList" {
            // A list of values (LLVM's variadic locations): no one value.
            self.bump();
            self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
            return Ok(None);
        }
        if t.kind == TokKind::Bang && self.peek(1).kind == TokKind::LBrace {
            // `!{}`: no value (a killed location). Not kept as a node, so
            // printing and reading back adds none.
            self.bump();
            self.skip_balanced(TokKind::LBrace, TokKind::RBrace)?;
            return Ok(None);
        }
        if matches!(t.kind, TokKind::MetaId | TokKind::Bang) {
            self.md_operand()?;
            return Ok(None);
        }
        let tc = self.typed_value()?;
        Ok(match tc.c.kind {
            ConstKind::Undef => None,
            _ => Some(tc),
        })
    }

    fn push_record(
        &mut self,
        kind: DbgKind,
        value: Option<TConst<'s>>,
        (var, expr): (MdId, MdId),
        dbg: Option<MdId>,
        first: Token,
        (block, insts_before): (usize, usize),
    ) {
        self.records.push(AstDbgRecord {
            kind,
            value,
            var,
            expr,
            dbg,
            pos: Pos::new(first.loc(), first.len().max(1)),
            block,
            insts_before,
            assign: None,
        });
    }
}
