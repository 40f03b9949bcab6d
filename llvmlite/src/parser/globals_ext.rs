//! Module-level syntax beyond LLVMlite's: `target triple`/`target
//! datalayout` (kept, for [`crate::ir::TargetInfo`]), global aliases, and the
//! trailing storage attributes of a global (`, section "s"`, `, align N`,
//! `, comdat`, `, partition "p"`, metadata attachments).

use super::{PResult, Parser};
use crate::ast::{AstAlias, GlobalAttrs, Name};
use crate::ir::Linkage;
use crate::lexer::{TokKind, string_bytes};

impl<'s> Parser<'s, '_> {
    /// `target triple = "..."` or `target datalayout = "..."`.
    pub(super) fn target(&mut self) -> PResult<()> {
        self.bump();
        let which = self.tok();
        if !(self.eat_word("datalayout") || self.eat_word("triple")) {
            return self.expected("`datalayout` or `triple`");
        }
        self.expect(TokKind::Eq, "`=`")?;
        let s = self.expect(TokKind::Str, "a string")?;
        let text = String::from_utf8_lossy(&string_bytes(&s, self.src)).into_owned();
        let entry = Some((text, Self::pos_of(s)));
        if self.text(which) == "triple" {
            self.ast.triple = entry;
        } else {
            self.ast.datalayout = entry;
        }
        Ok(())
    }

    /// `alias T, ptr aliasee` after `@name = [linkage]`.
    pub(super) fn alias(&mut self, name: Name<'s>, linkage: Linkage) -> PResult<()> {
        self.expect_word("alias")?;
        let ty = self.ty()?;
        self.expect(TokKind::Comma, "`,`")?;
        let aliasee = self.typed_value()?;
        self.global_trailing()?;
        self.ast.aliases.push(AstAlias {
            name,
            ty,
            aliasee,
            linkage,
        });
        Ok(())
    }

    /// The `, section "s"`, `, align N`, `, comdat[($c)]`, `, partition "p"`
    /// and `, !name !N` items after a global's initializer.
    pub(super) fn global_trailing(&mut self) -> PResult<GlobalAttrs> {
        let mut attrs = GlobalAttrs::default();
        while self.at(TokKind::Comma) {
            let next = self.peek(1);
            match next.kind {
                TokKind::MetaId => {
                    self.bump();
                    let name = self.bump();
                    let pos = Self::pos_of(self.tok());
                    let id = self.attachment_value()?;
                    if self.text(name) == "!dbg" {
                        self.md.expect_kind(
                            id,
                            &["DIGlobalVariableExpression"],
                            pos,
                            "a global's `!dbg`",
                        );
                        attrs.dbg.push(id);
                    }
                }
                TokKind::Word => {
                    self.bump();
                    let w = self.bump();
                    match self.text(w) {
                        "align" => {
                            let n = self.expect(TokKind::Int, "an alignment")?;
                            attrs.align = self.text(n).parse().ok();
                        }
                        "section" => {
                            let s = self.expect(TokKind::Str, "a section name")?;
                            let bytes = string_bytes(&s, self.src);
                            attrs.section = Some(String::from_utf8_lossy(&bytes).into_owned());
                        }
                        "comdat" if self.at(TokKind::LParen) => {
                            self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
                        }
                        "comdat" => {}
                        "partition" | "code_model" => {
                            self.expect(TokKind::Str, "a string")?;
                        }
                        _ => {
                            // `no_sanitize_address` and the like.
                            if self.at(TokKind::LParen) {
                                self.skip_balanced(TokKind::LParen, TokKind::RParen)?;
                            }
                        }
                    }
                }
                _ => return Ok(attrs),
            }
        }
        Ok(attrs)
    }
}
