//! Attribute lists: linkage, visibility, parameter and function attributes,
//! calling conventions, `#N` groups.
//!
//! LLVM keeps adding attribute words (clang 19 prints `dead_on_unwind`,
//! `writable`, `initializes((0, 4))`, `range(i32 0, 8)`, ...), so any word
//! that cannot start a type or a value is accepted as an attribute, with a
//! parenthesised argument if one follows. The few that matter to egret are
//! recorded: the linkage words, `signext`/`zeroext`/`inreg`/`sret(T)`/
//! `byval(T)` ([`ParamAttrs`]), `align N` and `thread_local`.

use super::{PResult, Parser};
use crate::ir::{Ext, Linkage, ParamAttrs};
use crate::lexer::TokKind;

/// The attributes read by [`Parser::attributes`].
#[derive(Clone, Debug, Default)]
pub(crate) struct Attrs<'s> {
    /// The ABI attributes of a parameter or return value.
    pub param: ParamAttrs,
    /// The linkage words, folded ([`Linkage::External`] if none).
    pub linkage: Linkage,
    /// `available_externally`: the definition is to be dropped.
    pub available_externally: bool,
    /// `thread_local` or `thread_local(model)`.
    pub thread_local: bool,
    /// `align N`.
    pub align: Option<u32>,
    /// The attributes not recorded above nor a calling convention, each as
    /// written (`noundef`, `align 4`, `#0`, `dso_local`), for
    /// [`crate::ir::AttrText`]: slices of the source, copied only by the
    /// callers that keep them (a call's argument attributes are dropped).
    pub words: Vec<&'s str>,
}

/// Words after a function's parameter list that end its attributes: the
/// clauses LLVM writes after them (section, comdat, alignment, GC,
/// prefix data, personality).
const AFTER_FUNCTION_ATTRIBUTES: &[&str] = &[
    "section",
    "partition",
    "comdat",
    "align",
    "gc",
    "prefix",
    "prologue",
    "personality",
];

/// Whether attribute word `w` is recorded in [`Attrs`]' own fields or is a
/// calling convention (egret's calls do not carry one), so that it is not
/// kept as text.
fn recorded_elsewhere(w: &str) -> bool {
    matches!(
        w,
        "signext"
            | "zeroext"
            | "inreg"
            | "sret"
            | "byval"
            | "thread_local"
            | "private"
            | "internal"
            | "weak"
            | "weak_odr"
            | "linkonce"
            | "linkonce_odr"
            | "common"
            | "extern_weak"
            | "appending"
            | "available_externally"
            | "external"
    ) || w.ends_with("cc")
}

/// Words that start a type: they end an attribute list.
const TYPE_WORDS: &[&str] = &[
    "void",
    "ptr",
    "half",
    "bfloat",
    "float",
    "double",
    "fp128",
    "x86_fp80",
    "ppc_fp128",
    "label",
    "metadata",
    "token",
    "x86_amx",
    "x86_mmx",
    "opaque",
    "target",
];

/// Words that start a value or constant expression: they end an attribute
/// list (in call arguments the value follows the attributes).
const VALUE_WORDS: &[&str] = &[
    "true",
    "false",
    "null",
    "undef",
    "poison",
    "zeroinitializer",
    "none",
    "getelementptr",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "asm",
    "splat",
    "icmp",
    "select",
    "extractvalue",
    "insertvalue",
    "global",
    "constant",
    "alias",
    "ifunc",
    "to",
    "x",
];

/// Whether `w` is an integer type name (`i1` ... `i128`, any digits).
fn is_int_type_word(w: &str) -> bool {
    w.strip_prefix('i')
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
}

/// Whether the word `w` ends an attribute list (it starts a type, a value or
/// a construct after the attributes; a hexadecimal float constant such as
/// `0x3FF0000000000000` is a value).
pub(super) fn ends_attributes(w: &str) -> bool {
    is_int_type_word(w)
        || w.starts_with("0x")
        || TYPE_WORDS.contains(&w)
        || VALUE_WORDS.contains(&w)
        || crate::ir::CastOp::from_name(w).is_some()
        || crate::ir::BinOp::from_name(w).is_some()
}

impl<'s> Parser<'s, '_> {
    /// Reads attribute words and `#N` groups up to the next type, value,
    /// name or punctuation.
    pub(super) fn attributes(&mut self) -> PResult<Attrs<'s>> {
        let mut a = Attrs::default();
        loop {
            let t = self.tok();
            match t.kind {
                TokKind::AttrGroup => {
                    self.bump();
                    a.words.push(self.text(t));
                }
                TokKind::Word if !ends_attributes(self.text(t)) => {
                    self.bump();
                    let w = self.text(t);
                    self.attribute(w, &mut a)?;
                    if !recorded_elsewhere(w) {
                        let end = self.toks[self.i - 1].end as usize;
                        a.words.push(&self.src[t.start as usize..end]);
                    }
                }
                _ => return Ok(a),
            }
        }
    }

    /// Function attributes after a call's arguments (`#3`, `nounwind`): only
    /// on the call's own line, where the next statement cannot start.
    pub(super) fn attributes_on_line(&mut self, line: u32) -> PResult<()> {
        let mut ignored = Attrs::default();
        loop {
            let t = self.tok();
            if t.line != line {
                return Ok(());
            }
            match t.kind {
                TokKind::AttrGroup => {
                    self.bump();
                }
                TokKind::Word if !ends_attributes(self.text(t)) => {
                    self.bump();
                    let w = self.text(t);
                    self.attribute(w, &mut ignored)?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// `attributes #N = { ... }`, kept as written.
    pub(super) fn attribute_group(&mut self) -> PResult<()> {
        self.bump(); // attributes
        let group = self.expect(TokKind::AttrGroup, "an attribute group `#N`")?;
        self.expect(TokKind::Eq, "`=`")?;
        let open = self.tok();
        self.skip_balanced(TokKind::LBrace, TokKind::RBrace)?;
        let end = self.toks[self.i - 1].end as usize;
        let body = self.src[open.start as usize..end].to_string();
        self.ast
            .attr_groups
            .push((self.text(group).to_string(), body));
        Ok(())
    }

    /// The function attributes among the tokens from `from` up to the
    /// current one (read past already, between a function's `)` and its
    /// body or the end of its declaration), each as written: words with
    /// their parenthesised argument, `#N` groups and `"key"="value"`
    /// pairs, up to the first clause that is not an attribute
    /// ([`AFTER_FUNCTION_ATTRIBUTES`], metadata).
    pub(super) fn function_attribute_words(&self, from: usize) -> Vec<String> {
        let mut words = Vec::new();
        let mut k = from;
        while k < self.i {
            let t = self.toks[k];
            let text = self.text(t);
            let last = match t.kind {
                TokKind::AttrGroup => k,
                TokKind::Word if AFTER_FUNCTION_ATTRIBUTES.contains(&text) => break,
                TokKind::Word => self.argument_end(k),
                TokKind::Str
                    if self.toks.get(k + 1).is_some_and(|e| e.kind == TokKind::Eq)
                        && k + 2 < self.i =>
                {
                    k + 2
                }
                TokKind::Str => k,
                _ => break,
            };
            if !recorded_elsewhere(text) {
                let end = self.toks[last].end as usize;
                words.push(self.src[t.start as usize..end].to_string());
            }
            k = last + 1;
        }
        words
    }

    /// The last token of the attribute word at `k`: its parenthesised
    /// argument's `)` when one follows (before the current token), else
    /// the word itself.
    fn argument_end(&self, k: usize) -> usize {
        if self
            .toks
            .get(k + 1)
            .is_none_or(|t| t.kind != TokKind::LParen)
        {
            return k;
        }
        let mut depth = 0u32;
        for j in k + 1..self.i {
            match self.toks[j].kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return j;
                    }
                }
                _ => {}
            }
        }
        k
    }

    /// One attribute word `w` (already consumed) and its argument.
    fn attribute(&mut self, w: &str, a: &mut Attrs<'s>) -> PResult<()> {
        match w {
            "signext" => a.param.ext = Some(Ext::Sign),
            "zeroext" => a.param.ext = Some(Ext::Zero),
            "inreg" => a.param.inreg = true,
            "thread_local" => a.thread_local = true,
            "private" | "internal" => a.linkage = Linkage::Internal,
            "weak" | "weak_odr" | "linkonce" | "linkonce_odr" => a.linkage = Linkage::Weak,
            "common" => a.linkage = Linkage::Common,
            "extern_weak" => a.linkage = Linkage::ExternWeak,
            "appending" => a.linkage = Linkage::Appending,
            "available_externally" => a.available_externally = true,
            _ => {}
        }
        if self.at(TokKind::LParen) {
            return match w {
                "sret" | "byval" => {
                    self.bump();
                    let ty = self.ty()?;
                    self.expect(TokKind::RParen, "`)`")?;
                    if w == "sret" {
                        a.param.sret = Some(ty);
                    } else {
                        a.param.byval = Some(ty);
                    }
                    Ok(())
                }
                _ => self.skip_balanced(TokKind::LParen, TokKind::RParen),
            };
        }
        if matches!(w, "align" | "alignstack" | "cc" | "addrspace") {
            let n = self.expect(TokKind::Int, "an integer")?;
            if w == "align" {
                a.align = self.text(n).parse().ok();
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_values_end_attribute_lists() {
        for w in [
            "i32",
            "i7",
            "ptr",
            "void",
            "null",
            "true",
            "bitcast",
            "getelementptr",
            "add",
            "0x3FF0000000000000",
            "0xK4000C000000000000000",
        ] {
            assert!(ends_attributes(w), "{w}");
        }
        for w in [
            "noundef",
            "dead_on_unwind",
            "writable",
            "signext",
            "nonnull",
            "range",
        ] {
            assert!(!ends_attributes(w), "{w}");
        }
    }
}
