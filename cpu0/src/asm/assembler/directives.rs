//! The assembler's directives: sections, symbols and their attributes,
//! data, alignment and constants (`.text`, `.globl`, `.word`, `.align`,
//! `.set`, ...), and lbd's bookkeeping directives, accepted and ignored.
//! The debug directives (`.file`, `.loc`, `.cfi_*`) are in [`super::debug`].

use super::super::expr::{Cursor, ParseError};
use super::super::lexer::Tok;
use super::{
    Assembler, FixKind, Fixup, MAX_SPACE, PResult, SizeDirective, SymState, cur_back, perr,
};
use crate::object::{SectionKind, SymbolKind};

impl<'f> Assembler<'f> {
    pub(super) fn directive(
        &mut self,
        name: &str,
        col: u32,
        cur: &mut Cursor<'_>,
        dot: &str,
    ) -> PResult<()> {
        if let Some(result) = self.debug_directive(name, col, cur, dot) {
            return result;
        }
        match name {
            ".text" => self.section_directive(".text", SectionKind::Text, cur),
            ".data" => self.section_directive(".data", SectionKind::Data, cur),
            ".rodata" => self.section_directive(".rodata", SectionKind::ReadOnlyData, cur),
            ".bss" => self.section_directive(".bss", SectionKind::Bss, cur),
            ".section" => self.section_named(cur),
            ".globl" | ".global" => self.symbol_list(cur, |s| s.global = true),
            ".local" => self.symbol_list(cur, |s| s.global = false),
            ".weak" => self.symbol_list(cur, |s| s.weak = true),
            ".type" => self.type_directive(cur),
            ".size" => self.size_directive(cur, dot),
            ".comm" | ".lcomm" => self.comm_directive(name == ".comm", cur, dot),
            ".align" | ".p2align" => {
                let p = self.const_expr(cur, dot, "an alignment")?;
                self.skip_rest(cur);
                if !(0..=16).contains(&p) {
                    return perr(col, format!("alignment 2^{p} out of range (0..16)"));
                }
                self.align_to(1 << p);
                Ok(())
            }
            ".balign" => {
                let a = self.const_expr(cur, dot, "an alignment")?;
                self.skip_rest(cur);
                if a <= 0 || a > 1 << 16 || a & (a - 1) != 0 {
                    return perr(
                        col,
                        format!("alignment {a} is not a power of two up to 65536"),
                    );
                }
                self.align_to(a as u64);
                Ok(())
            }
            ".byte" => self.data_list(cur, dot, 1, name),
            ".half" | ".2byte" | ".short" | ".hword" => self.data_list(cur, dot, 2, name),
            ".word" | ".4byte" | ".long" | ".int" => self.data_list(cur, dot, 4, name),
            ".8byte" | ".quad" | ".dword" => self.data_list(cur, dot, 8, name),
            ".ascii" => self.strings(cur, false, name),
            ".asciz" | ".string" => self.strings(cur, true, name),
            ".space" | ".zero" | ".skip" => self.space(cur, dot, col),
            ".set" | ".equ" => self.set_directive(cur, dot),
            ".cpload" | ".cprestore" | ".gpword" | ".tbss" | ".tdata" => {
                perr(col, format!("directive `{name}` is not supported"))
            }
            _ if is_ignored_directive(name) => {
                self.skip_rest(cur);
                Ok(())
            }
            _ => perr(col, format!("unknown directive `{name}`")),
        }
    }

    fn skip_rest(&self, cur: &mut Cursor<'_>) {
        while cur.next().is_some() {}
    }

    fn section_directive(
        &mut self,
        name: &str,
        kind: SectionKind,
        cur: &mut Cursor<'_>,
    ) -> PResult<()> {
        cur.expect_end()?;
        self.switch_section(name, kind);
        Ok(())
    }

    /// `.section name [, "flags" [, @type]]`.
    fn section_named(&mut self, cur: &mut Cursor<'_>) -> PResult<()> {
        let name = match cur.next() {
            Some(Tok::Ident(n)) => n.clone(),
            Some(Tok::Str(s)) => String::from_utf8_lossy(s).into_owned(),
            _ => return Err(cur.expected("a section name")),
        };
        let mut flags = None;
        let mut nobits = false;
        if cur.eat(',') {
            match cur.next() {
                Some(Tok::Str(f)) => flags = Some(String::from_utf8_lossy(f).into_owned()),
                _ => return Err(cur.expected("a flags string")),
            }
            if cur.eat(',') {
                let t = match (cur.next(), cur.next()) {
                    (Some(Tok::Punct('@')), Some(Tok::Ident(t))) => t.clone(),
                    (Some(Tok::Percent(t)), _) => t.clone(),
                    _ => return Err(cur.expected("a section type such as @progbits")),
                };
                nobits = t == "nobits";
            }
            self.skip_rest(cur);
        }
        let kind = section_kind(&name, flags.as_deref(), nobits);
        if let Some(existing) = self.sections.iter().find(|s| s.name == name)
            && existing.kind != kind
        {
            return Err(ParseError {
                col: cur.col(),
                message: format!("section `{name}` was already opened with different flags"),
            });
        }
        self.switch_section(&name, kind);
        Ok(())
    }

    fn symbol_name(cur: &mut Cursor<'_>) -> PResult<String> {
        match cur.next() {
            Some(Tok::Ident(n)) if n != "." => Ok(n.clone()),
            Some(Tok::Dollar(n)) => Ok(format!("${n}")),
            _ => {
                cur_back(cur);
                Err(cur.expected("a symbol name"))
            }
        }
    }

    fn symbol_list(&mut self, cur: &mut Cursor<'_>, f: impl Fn(&mut SymState)) -> PResult<()> {
        loop {
            let name = Self::symbol_name(cur)?;
            f(self.sym_mut(&name));
            if !cur.eat(',') {
                return cur.expect_end();
            }
        }
    }

    /// `.type sym, @function` (also `%function`, `"function"`, `STT_FUNC`).
    fn type_directive(&mut self, cur: &mut Cursor<'_>) -> PResult<()> {
        let name = Self::symbol_name(cur)?;
        cur.expect(',')?;
        let col = cur.col();
        let t = match cur.next() {
            Some(Tok::Punct('@')) => match cur.next() {
                Some(Tok::Ident(t)) => t.clone(),
                _ => return Err(cur.expected("a symbol type")),
            },
            Some(Tok::Percent(t)) | Some(Tok::Ident(t)) => t.clone(),
            Some(Tok::Str(t)) => String::from_utf8_lossy(t).into_owned(),
            _ => return perr(col, "expected a symbol type such as @function"),
        };
        cur.expect_end()?;
        let kind = match t.as_str() {
            "function" | "STT_FUNC" => SymbolKind::Func,
            "object" | "STT_OBJECT" => SymbolKind::Object,
            "notype" | "STT_NOTYPE" => SymbolKind::NoType,
            other => return perr(col, format!("unsupported symbol type `{other}`")),
        };
        self.sym_mut(&name).kind = Some(kind);
        Ok(())
    }

    fn size_directive(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<()> {
        let name = Self::symbol_name(cur)?;
        cur.expect(',')?;
        let col = cur.col();
        let expr = self.expr(cur, dot)?;
        cur.expect_end()?;
        self.sym_mut(&name);
        self.sizes.push(SizeDirective {
            name,
            expr,
            line: self.line,
            col,
        });
        Ok(())
    }

    /// `.comm sym, size[, align]`: a global (or, for `.lcomm`, local) object in `.bss`.
    fn comm_directive(&mut self, global: bool, cur: &mut Cursor<'_>, dot: &str) -> PResult<()> {
        let col = cur.col();
        let name = Self::symbol_name(cur)?;
        cur.expect(',')?;
        let size = self.const_expr(cur, dot, "a size")?;
        let align = if cur.eat(',') {
            self.const_expr(cur, dot, "an alignment")?
        } else {
            4
        };
        cur.expect_end()?;
        if !(0..MAX_SPACE).contains(&size) || align <= 0 || align & (align - 1) != 0 {
            return perr(col, "bad size or alignment in .comm");
        }
        let saved = self.current;
        let bss = self.switch_section(".bss", SectionKind::Bss);
        self.align_to(align as u64);
        let offset = self.sections[bss].size;
        self.emit_zeros(size as u64, 0);
        self.current = saved;
        self.define_symbol(&name, bss, offset, col)?;
        let st = self.sym_mut(&name);
        st.global = st.global || global;
        st.kind = Some(SymbolKind::Object);
        st.size = size as u64;
        Ok(())
    }

    fn data_list(
        &mut self,
        cur: &mut Cursor<'_>,
        dot: &str,
        width: u32,
        what: &str,
    ) -> PResult<()> {
        loop {
            let col = cur.col();
            let e = self.expr(cur, dot)?;
            let value = match e.as_constant() {
                Some(v) => v,
                None if width == 4 => {
                    let offset = self.emit_bytes(&[0; 4], col, what)?;
                    let section = self.section();
                    self.fixups.push(Fixup {
                        section,
                        offset,
                        kind: FixKind::Abs32,
                        expr: e,
                        line: self.line,
                        col,
                        what: what.to_string(),
                        must_be_defined: false,
                    });
                    if !cur.eat(',') {
                        return cur.expect_end();
                    }
                    continue;
                }
                None => {
                    return perr(
                        col,
                        format!("`{what}` needs a constant (symbols only in 4-byte data)"),
                    );
                }
            };
            let bytes = data_bytes(value, width, self.opts.endian).ok_or_else(|| ParseError {
                col,
                message: format!("value {value} does not fit in {width} byte(s)"),
            })?;
            self.emit_bytes(&bytes, col, what)?;
            if !cur.eat(',') {
                return cur.expect_end();
            }
        }
    }

    fn strings(&mut self, cur: &mut Cursor<'_>, nul: bool, what: &str) -> PResult<()> {
        loop {
            let col = cur.col();
            let Some(Tok::Str(s)) = cur.next() else {
                cur_back(cur);
                return Err(cur.expected("a string"));
            };
            let mut bytes = s.clone();
            if nul {
                bytes.push(0);
            }
            self.emit_bytes(&bytes, col, what)?;
            if !cur.eat(',') {
                return cur.expect_end();
            }
        }
    }

    fn space(&mut self, cur: &mut Cursor<'_>, dot: &str, col: u32) -> PResult<()> {
        let n = self.const_expr(cur, dot, "a size")?;
        let fill = if cur.eat(',') {
            self.const_expr(cur, dot, "a fill byte")?
        } else {
            0
        };
        cur.expect_end()?;
        if !(0..=MAX_SPACE).contains(&n) {
            return perr(col, format!("size {n} out of range 0..{MAX_SPACE}"));
        }
        let sec = self.section();
        if fill != 0 && self.sections[sec].kind == SectionKind::Bss {
            return perr(col, "a bss section holds only zeros");
        }
        self.emit_zeros(n as u64, fill as u8);
        Ok(())
    }

    /// `.set noreorder` and friends are ignored; `.set name, expr` defines a constant.
    fn set_directive(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<()> {
        let col = cur.col();
        let Some(Tok::Ident(name)) = cur.next() else {
            cur_back(cur);
            return Err(cur.expected("a name"));
        };
        if cur.at_end() {
            return Ok(());
        }
        cur.expect(',')?;
        self.set_constant(name, col, cur, dot)
    }

    pub(super) fn set_constant(
        &mut self,
        name: &str,
        col: u32,
        cur: &mut Cursor<'_>,
        dot: &str,
    ) -> PResult<()> {
        let v = self.const_expr(cur, dot, "the value")?;
        cur.expect_end()?;
        if self.symbols.get(name).is_some_and(|s| s.def.is_some()) {
            return perr(col, format!("`{name}` is already a label"));
        }
        self.constants.insert(name.to_string(), v);
        Ok(())
    }
}

/// `value` as `width` bytes in `endian` order, if it fits (signed or unsigned).
fn data_bytes(value: i64, width: u32, endian: crate::isa::Endian) -> Option<Vec<u8>> {
    if width < 8 {
        let bits = width * 8;
        if value < -(1i64 << (bits - 1)) || value >= 1i64 << bits {
            return None;
        }
    }
    let be = (value as u64).to_be_bytes();
    let mut bytes = be[8 - width as usize..].to_vec();
    if endian == crate::isa::Endian::Little {
        bytes.reverse();
    }
    Some(bytes)
}

/// The section kind for `.section name, "flags", @type`.
fn section_kind(name: &str, flags: Option<&str>, nobits: bool) -> SectionKind {
    let prefixed = |p: &str| name == p || name.starts_with(&format!("{p}."));
    if prefixed(".text") {
        return SectionKind::Text;
    }
    if prefixed(".rodata") {
        return SectionKind::ReadOnlyData;
    }
    if prefixed(".bss") || prefixed(".sbss") {
        return SectionKind::Bss;
    }
    if prefixed(".data") || prefixed(".sdata") {
        return SectionKind::Data;
    }
    match flags {
        Some(f) if f.contains('x') => SectionKind::Text,
        Some(f) if f.contains('w') && nobits => SectionKind::Bss,
        Some(f) if f.contains('w') => SectionKind::Data,
        Some(f) if f.contains('a') => SectionKind::ReadOnlyData,
        _ => SectionKind::Debug,
    }
}

/// Directives lbd's `llc` writes that carry nothing we need.
fn is_ignored_directive(name: &str) -> bool {
    const IGNORED: &[&str] = &[
        ".ident",
        ".ent",
        ".end",
        ".frame",
        ".mask",
        ".fmask",
        ".abicalls",
        ".option",
        ".nan",
        ".module",
        ".addrsig",
        ".addrsig_sym",
        ".insn",
        ".previous",
        ".macosx_version_min",
        ".protected",
        ".hidden",
        ".internal",
    ];
    IGNORED.contains(&name)
}
