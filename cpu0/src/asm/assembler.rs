//! The assembler's state machine: statements in, sections and fixups out.
//!
//! It works in one pass. Every instruction and data directive has a size known
//! when it is read (no relaxation), so labels get their offsets immediately; a
//! field that names a symbol is emitted as zero and remembered as a [`Fixup`].
//! [`Assembler::finish`] then resolves each fixup: patched in place when the
//! target is a label in the same section (branches, label differences), turned
//! into a relocation otherwise.

use super::expr::{Cursor, Expr, ParseError};
use super::lexer::{Tok, lex_line};
use super::{AsmDebugInfo, AsmError, AsmOptions, Diagnostic, is_local_label};
use crate::encode::{encode, read_word, word_to_bytes, write_word};
use crate::isa::{Inst, Opcode, Reg, Shape};
use crate::object::{
    Binding, ObjectFile, Reloc, RelocKind, Section, SectionId, SectionKind, Symbol, SymbolKind,
};
use std::collections::BTreeMap;

mod debug;
mod directives;

/// Errors beyond this many stop the assembly (the rest would mostly be noise).
const MAX_ERRORS: usize = 50;

/// Largest `.space`/alignment we accept: the whole 16 MiB address space.
const MAX_SPACE: i64 = 1 << 24;

/// How a fixup's value is computed and stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum FixKind {
    /// 16-bit PC-relative branch offset.
    Pc16,
    /// 24-bit PC-relative jump/call offset.
    Pc24,
    /// `%hi`.
    Hi16,
    /// `%lo`.
    Lo16,
    /// A whole data word.
    Abs32,
}

impl FixKind {
    fn reloc(self) -> RelocKind {
        match self {
            FixKind::Pc16 => RelocKind::Pc16,
            FixKind::Pc24 => RelocKind::Pc24,
            FixKind::Hi16 => RelocKind::Hi16,
            FixKind::Lo16 => RelocKind::Lo16,
            FixKind::Abs32 => RelocKind::Abs32,
        }
    }
}

/// A field to fill in once all labels are known.
#[derive(Clone, Debug)]
struct Fixup {
    section: SectionId,
    offset: u64,
    kind: FixKind,
    expr: Expr,
    line: u32,
    col: u32,
    /// The instruction or directive, for messages.
    what: String,
    /// A conditional branch: its target must be a label defined in this file.
    must_be_defined: bool,
}

/// An immediate operand: known now, or to be fixed up.
enum Imm {
    Const(i32),
    Fix(FixKind, Expr, u32),
}

/// What the assembler knows about a name.
#[derive(Clone, Debug, Default)]
struct SymState {
    def: Option<(SectionId, u64)>,
    def_line: u32,
    global: bool,
    /// Declared `.weak`: the symbol's binding is weak, and references to it
    /// stay relocations (another object's definition may replace it).
    weak: bool,
    kind: Option<SymbolKind>,
    size: u64,
}

/// A `.size` directive, evaluated at the end.
struct SizeDirective {
    name: String,
    expr: Expr,
    line: u32,
    col: u32,
}

/// The assembler state for one source file.
pub struct Assembler<'f> {
    file: &'f str,
    opts: AsmOptions,
    sections: Vec<Section>,
    current: Option<SectionId>,
    symbols: BTreeMap<String, SymState>,
    /// Names in order of first mention, so the symbol table is deterministic.
    symbol_order: Vec<String>,
    constants: BTreeMap<String, i64>,
    fixups: Vec<Fixup>,
    sizes: Vec<SizeDirective>,
    diags: Vec<Diagnostic>,
    dot_count: u32,
    line: u32,
    /// What `.file`, `.loc` and `.cfi_*` said.
    debug: debug::DebugState,
}

type PResult<T> = Result<T, ParseError>;

fn perr<T>(col: u32, message: impl Into<String>) -> PResult<T> {
    Err(ParseError {
        col,
        message: message.into(),
    })
}

impl<'f> Assembler<'f> {
    /// A fresh assembler.
    pub fn new(file: &'f str, opts: AsmOptions) -> Self {
        Assembler {
            file,
            opts,
            sections: Vec::new(),
            current: None,
            symbols: BTreeMap::new(),
            symbol_order: Vec::new(),
            constants: BTreeMap::new(),
            fixups: Vec::new(),
            sizes: Vec::new(),
            diags: Vec::new(),
            dot_count: 0,
            line: 0,
            debug: debug::DebugState::default(),
        }
    }

    /// Whether enough errors were seen to stop.
    pub fn too_many_errors(&self) -> bool {
        self.diags.len() >= MAX_ERRORS
    }

    fn error_at(&mut self, line: u32, col: u32, message: impl Into<String>) {
        self.diags.push(Diagnostic {
            file: self.file.to_string(),
            line,
            col,
            message: message.into(),
        });
    }

    /// Processes one source line.
    pub fn line(&mut self, line_no: u32, text: &str) {
        self.line = line_no;
        let toks = match lex_line(text) {
            Ok(t) => t,
            Err(e) => return self.error_at(line_no, e.col, e.message),
        };
        let end_col = text.chars().count() as u32 + 1;
        for stmt in toks.split(|t| t.tok == Tok::Punct(';')) {
            let uses_dot = stmt.iter().any(|t| t.tok == Tok::Ident(".".to_string()));
            let dot = if uses_dot {
                self.dot_label()
            } else {
                String::new()
            };
            let mut cur = Cursor::new(stmt, end_col);
            if let Err(e) = self.statement(&mut cur, &dot) {
                self.error_at(line_no, e.col, e.message);
            }
        }
    }

    /// Defines a fresh local label at the current location, for `.`.
    fn dot_label(&mut self) -> String {
        self.dot_count += 1;
        let name = format!(".L\u{1}dot{}", self.dot_count);
        let sec = self.section();
        let offset = self.sections[sec].size;
        self.symbols.insert(
            name.clone(),
            SymState {
                def: Some((sec, offset)),
                def_line: self.line,
                ..SymState::default()
            },
        );
        name
    }

    fn statement(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<()> {
        loop {
            let name = match (cur.peek(), cur.peek2()) {
                (Some(Tok::Ident(n)), Some(Tok::Punct(':'))) if n != "." => n.clone(),
                (Some(Tok::Dollar(n)), Some(Tok::Punct(':'))) => format!("${n}"),
                _ => break,
            };
            let col = cur.col();
            cur.next();
            cur.next();
            self.define_label(&name, col)?;
        }
        let col = cur.col();
        match cur.next() {
            None => Ok(()),
            Some(Tok::Ident(name)) if cur.peek() == Some(&Tok::Punct('=')) => {
                cur.next();
                self.set_constant(name, col, cur, dot)
            }
            Some(Tok::Ident(name)) if name.starts_with('.') => {
                self.directive(&name.to_ascii_lowercase(), col, cur, dot)
            }
            Some(Tok::Ident(name)) => self.instruction(name, col, cur, dot),
            Some(t) => perr(
                col,
                format!("expected a label, directive or instruction, found {t}"),
            ),
        }
    }

    // ----- sections and symbols -------------------------------------------------

    /// The current section, `.text` if none was selected yet.
    fn section(&mut self) -> SectionId {
        match self.current {
            Some(s) => s,
            None => {
                let s = self.switch_section(".text", SectionKind::Text);
                self.current = Some(s);
                s
            }
        }
    }

    fn switch_section(&mut self, name: &str, kind: SectionKind) -> SectionId {
        let id = match self.sections.iter().position(|s| s.name == name) {
            Some(i) => i,
            None => {
                let align = if kind == SectionKind::Text { 4 } else { 1 };
                self.sections.push(Section::new(name, kind, align));
                self.sections.len() - 1
            }
        };
        self.current = Some(id);
        id
    }

    fn sym_mut(&mut self, name: &str) -> &mut SymState {
        if !self.symbols.contains_key(name) {
            self.symbol_order.push(name.to_string());
        }
        self.symbols.entry(name.to_string()).or_default()
    }

    fn define_label(&mut self, name: &str, col: u32) -> PResult<()> {
        let sec = self.section();
        let offset = self.sections[sec].size;
        self.define_symbol(name, sec, offset, col)
    }

    fn define_symbol(&mut self, name: &str, sec: SectionId, offset: u64, col: u32) -> PResult<()> {
        if self.constants.contains_key(name) {
            return perr(col, format!("`{name}` is already a constant (.set)"));
        }
        let line = self.line;
        let st = self.sym_mut(name);
        if st.def.is_some() {
            let prev = st.def_line;
            return perr(
                col,
                format!("symbol `{name}` is already defined on line {prev}"),
            );
        }
        st.def = Some((sec, offset));
        st.def_line = line;
        Ok(())
    }

    // ----- emitting bytes -------------------------------------------------------

    fn emit_bytes(&mut self, bytes: &[u8], col: u32, what: &str) -> PResult<u64> {
        let sec = self.section();
        let s = &mut self.sections[sec];
        if s.kind == SectionKind::Bss {
            return perr(
                col,
                format!(
                    "`{what}` in {}: a bss section holds only zeros (use .space)",
                    s.name
                ),
            );
        }
        let offset = s.size;
        s.data.extend_from_slice(bytes);
        s.size += bytes.len() as u64;
        self.place_pending_row(sec, offset);
        Ok(offset)
    }

    fn emit_zeros(&mut self, n: u64, fill: u8) {
        let sec = self.section();
        let s = &mut self.sections[sec];
        if s.kind != SectionKind::Bss {
            s.data.resize(s.data.len() + n as usize, fill);
        }
        s.size += n;
    }

    fn align_to(&mut self, align: u64) {
        let sec = self.section();
        let s = &mut self.sections[sec];
        s.align = s.align.max(align);
        let pad = s.size.next_multiple_of(align) - s.size;
        self.emit_zeros(pad, 0);
    }

    fn emit_inst(
        &mut self,
        inst: Inst,
        fix: Option<(FixKind, Expr, u32)>,
        col: u32,
    ) -> PResult<()> {
        let sec = self.section();
        let size = self.sections[sec].size;
        if !size.is_multiple_of(4) {
            return perr(
                col,
                format!("instruction at offset {size} is not 4-byte aligned (add `.align 2`)"),
            );
        }
        let word = encode(&inst);
        let what = inst.op.mnemonic();
        let offset = self.emit_bytes(&word_to_bytes(word, self.opts.endian), col, what)?;
        if let Some((kind, expr, fcol)) = fix {
            let conditional = matches!(inst.op.info().shape, Shape::Branch | Shape::CondJump);
            self.fixups.push(Fixup {
                section: sec,
                offset,
                kind,
                expr,
                line: self.line,
                col: fcol,
                what: what.to_string(),
                must_be_defined: conditional,
            });
        }
        Ok(())
    }

    // ----- operands -------------------------------------------------------------

    fn expr(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<Expr> {
        let d = dot.to_string();
        cur.expr(&self.constants, &mut || d.clone())
    }

    fn const_expr(&mut self, cur: &mut Cursor<'_>, dot: &str, what: &str) -> PResult<i64> {
        let col = cur.col();
        let e = self.expr(cur, dot)?;
        match e.as_constant() {
            Some(v) => Ok(v),
            None => perr(
                col,
                format!("{what} must be a constant, found a symbol expression"),
            ),
        }
    }

    fn reg(cur: &mut Cursor<'_>) -> PResult<Reg> {
        if let Some(Tok::Dollar(name)) = cur.peek()
            && let Some(r) = Reg::parse(name)
        {
            cur.next();
            return Ok(r);
        }
        Err(cur.expected("a register"))
    }

    fn c0_reg(cur: &mut Cursor<'_>) -> PResult<Reg> {
        if let Some(Tok::Dollar(name)) = cur.peek() {
            let index = match name.to_ascii_lowercase().as_str() {
                "pc" => Some(0),
                "epc" => Some(1),
                n => n.parse::<u8>().ok().filter(|i| *i < 16),
            };
            if let Some(i) = index {
                cur.next();
                return Ok(Reg(i));
            }
        }
        Err(cur.expected("a coprocessor-0 register (`$pc`, `$epc`)"))
    }

    fn sw(cur: &mut Cursor<'_>) -> PResult<()> {
        match Self::reg(cur) {
            Ok(Reg::SW) => Ok(()),
            _ => Err(ParseError {
                col: cur.col(),
                message: "expected `$sw`".to_string(),
            }),
        }
    }

    /// A 16-bit immediate: `%hi(e)`, `%lo(e)`, or a constant in range.
    fn imm16(&mut self, cur: &mut Cursor<'_>, dot: &str, signed: bool) -> PResult<Imm> {
        let col = cur.col();
        if let Some(Tok::Percent(op)) = cur.peek() {
            let kind = match op.to_ascii_lowercase().as_str() {
                "hi" => FixKind::Hi16,
                "lo" => FixKind::Lo16,
                _ => {
                    return perr(
                        col,
                        format!("unsupported operator `%{op}` (expected %hi or %lo)"),
                    );
                }
            };
            cur.next();
            cur.expect('(')?;
            let inner = cur.col();
            let e = self.expr(cur, dot)?;
            cur.expect(')')?;
            return Ok(match e.as_constant() {
                Some(v) if kind == FixKind::Hi16 => Imm::Const(((v >> 16) & 0xFFFF) as i32),
                Some(v) => Imm::Const((v & 0xFFFF) as i32),
                None => Imm::Fix(kind, e, inner),
            });
        }
        let e = self.expr(cur, dot)?;
        let Some(v) = e.as_constant() else {
            return perr(col, "a symbol in a 16-bit immediate needs %hi() or %lo()");
        };
        let (lo, hi) = if signed {
            (-0x8000, 0x7FFF)
        } else {
            (0, 0xFFFF)
        };
        if v < lo || v > hi {
            let kind = if signed { "a signed" } else { "an unsigned" };
            return perr(
                col,
                format!("immediate {v} out of range for {kind} 16-bit field ({lo}..{hi})"),
            );
        }
        Ok(Imm::Const(v as i32))
    }

    /// A branch or jump target: a symbol expression or a raw offset.
    fn target(&mut self, cur: &mut Cursor<'_>, dot: &str, kind: FixKind) -> PResult<Imm> {
        let col = cur.col();
        let e = self.expr(cur, dot)?;
        let Some(v) = e.as_constant() else {
            return Ok(Imm::Fix(kind, e, col));
        };
        let bits = if kind == FixKind::Pc16 { 16 } else { 24 };
        if !fits_signed(v, bits) {
            return perr(
                col,
                format!("offset {v} does not fit a signed {bits}-bit field"),
            );
        }
        Ok(Imm::Const(v as i32))
    }

    /// `offset($base)`, `($base)` or `%lo(sym)($base)`.
    fn mem(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<(Imm, Reg)> {
        let bare_base = cur.peek() == Some(&Tok::Punct('('))
            && matches!(cur.peek2(), Some(Tok::Dollar(n)) if Reg::parse(n).is_some());
        let offset = if bare_base {
            Imm::Const(0)
        } else {
            self.imm16(cur, dot, true)?
        };
        cur.expect('(')?;
        let base = Self::reg(cur)?;
        cur.expect(')')?;
        Ok((offset, base))
    }

    fn shift_amount(&mut self, cur: &mut Cursor<'_>, dot: &str) -> PResult<i32> {
        let col = cur.col();
        let v = self.const_expr(cur, dot, "a shift amount")?;
        if !(0..32).contains(&v) {
            return perr(col, format!("shift amount {v} out of range 0..31"));
        }
        Ok(v as i32)
    }

    // ----- instructions ---------------------------------------------------------

    fn instruction(
        &mut self,
        mnemonic: &str,
        col: u32,
        cur: &mut Cursor<'_>,
        dot: &str,
    ) -> PResult<()> {
        let lower = mnemonic.to_ascii_lowercase();
        if lower == "move" {
            let d = Self::reg(cur)?;
            cur.expect(',')?;
            let s = Self::reg(cur)?;
            cur.expect_end()?;
            return self.emit_inst(Inst::new(Opcode::Addu, d, s, Reg::ZERO, 0), None, col);
        }
        let Some(op) = Opcode::from_mnemonic(&lower) else {
            return perr(col, format!("unknown instruction `{mnemonic}`"));
        };
        if !op.available_at(self.opts.level) {
            return perr(
                col,
                format!(
                    "`{lower}` needs -mcpu {} (selected {})",
                    op.info().level.name(),
                    self.opts.level.name()
                ),
            );
        }
        let (inst, imm) = self.operands(op, cur, dot)?;
        cur.expect_end()?;
        match imm {
            Imm::Const(v) => self.emit_inst(Inst { imm: v, ..inst }, None, col),
            Imm::Fix(kind, e, fcol) => self.emit_inst(inst, Some((kind, e, fcol)), col),
        }
    }

    /// Parses `op`'s operands per its shape. The immediate comes back separately
    /// because it may need a fixup.
    fn operands(&mut self, op: Opcode, cur: &mut Cursor<'_>, dot: &str) -> PResult<(Inst, Imm)> {
        let z = Reg::ZERO;
        let inst = |ra, rb, rc| Inst::new(op, ra, rb, rc, 0);
        let none = Imm::Const(0);
        Ok(match op.info().shape {
            Shape::None => (inst(z, z, z), none),
            Shape::RRR | Shape::RRRTied => {
                let (a, b, c) = Self::three_regs(cur)?;
                (inst(a, b, c), none)
            }
            Shape::RR | Shape::MulDiv => {
                let a = Self::reg(cur)?;
                cur.expect(',')?;
                (inst(a, Self::reg(cur)?, z), none)
            }
            Shape::Shift => {
                let (a, b) = Self::two_regs_comma(cur)?;
                (inst(a, b, z), Imm::Const(self.shift_amount(cur, dot)?))
            }
            Shape::RRSimm | Shape::RRUimm => {
                let (a, b) = Self::two_regs_comma(cur)?;
                let signed = op.info().shape == Shape::RRSimm;
                (inst(a, b, z), self.imm16(cur, dot, signed)?)
            }
            Shape::Lui => {
                let a = Self::reg(cur)?;
                cur.expect(',')?;
                (inst(a, z, z), self.imm16(cur, dot, false)?)
            }
            Shape::Load | Shape::Store => {
                let a = Self::reg(cur)?;
                cur.expect(',')?;
                let (off, base) = self.mem(cur, dot)?;
                (inst(a, base, z), off)
            }
            Shape::Cmp => {
                Self::sw(cur)?;
                cur.expect(',')?;
                let b = Self::reg(cur)?;
                cur.expect(',')?;
                (inst(Reg::SW, b, Self::reg(cur)?), none)
            }
            Shape::CondJump => {
                if matches!(cur.peek(), Some(Tok::Dollar(n)) if Reg::parse(n) == Some(Reg::SW)) {
                    cur.next();
                    cur.expect(',')?;
                }
                (inst(z, z, z), self.target(cur, dot, FixKind::Pc24)?)
            }
            Shape::Jump => (inst(z, z, z), self.target(cur, dot, FixKind::Pc24)?),
            Shape::Branch => {
                let (a, b) = Self::two_regs_comma(cur)?;
                (inst(a, b, z), self.target(cur, dot, FixKind::Pc16)?)
            }
            Shape::Jalr => {
                let first = Self::reg(cur)?;
                if cur.eat(',') {
                    (inst(first, Self::reg(cur)?, z), none)
                } else {
                    (inst(Reg::LR, first, z), none)
                }
            }
            Shape::Jr | Shape::MoveFromHiLo | Shape::MoveToHiLo => {
                (inst(Self::reg(cur)?, z, z), none)
            }
            Shape::Mfc0 => {
                let a = Self::reg(cur)?;
                cur.expect(',')?;
                (inst(a, Self::c0_reg(cur)?, z), none)
            }
            Shape::Mtc0 => {
                let a = Self::c0_reg(cur)?;
                cur.expect(',')?;
                (inst(a, Self::reg(cur)?, z), none)
            }
            Shape::C0Mov => {
                let a = Self::c0_reg(cur)?;
                cur.expect(',')?;
                (inst(a, Self::c0_reg(cur)?, z), none)
            }
        })
    }

    fn three_regs(cur: &mut Cursor<'_>) -> PResult<(Reg, Reg, Reg)> {
        let (a, b) = Self::two_regs_comma(cur)?;
        Ok((a, b, Self::reg(cur)?))
    }

    /// `$a, $b,` — two registers, each followed by a comma.
    fn two_regs_comma(cur: &mut Cursor<'_>) -> PResult<(Reg, Reg)> {
        let a = Self::reg(cur)?;
        cur.expect(',')?;
        let b = Self::reg(cur)?;
        cur.expect(',')?;
        Ok((a, b))
    }

    // ----- the end --------------------------------------------------------------

    /// Resolves fixups and sizes and builds the object, with the debug
    /// information the debug directives describe.
    pub fn finish(mut self) -> Result<(ObjectFile, Option<AsmDebugInfo>), AsmError> {
        self.apply_sizes();
        let debug = self.debug_info();
        let mut obj = ObjectFile::new(self.opts.endian);
        obj.sections = std::mem::take(&mut self.sections);
        self.add_symbols(&mut obj);
        for f in std::mem::take(&mut self.fixups) {
            if let Err(message) = self.resolve_fixup(&mut obj, &f) {
                self.error_at(f.line, f.col, message);
            }
        }
        for s in &mut obj.sections {
            s.relocs.sort_by_key(|r| r.offset);
        }
        if self.diags.is_empty() {
            Ok((obj, debug))
        } else {
            self.diags.sort_by_key(|d| (d.line, d.col));
            Err(AsmError {
                diagnostics: self.diags,
            })
        }
    }

    fn apply_sizes(&mut self) {
        for sd in std::mem::take(&mut self.sizes) {
            match self.resolve(&sd.expr) {
                Ok(Resolved::Const(v)) if v >= 0 => {
                    self.sym_mut(&sd.name).size = v as u64;
                }
                Ok(_) => self.error_at(sd.line, sd.col, "the size must be a non-negative constant"),
                Err(m) => self.error_at(sd.line, sd.col, m),
            }
        }
    }

    /// Adds every named, non-local symbol to `obj`, in order of first mention.
    fn add_symbols(&self, obj: &mut ObjectFile) {
        for name in &self.symbol_order {
            let st = &self.symbols[name];
            if is_local_label(name) {
                continue;
            }
            let binding = if st.weak {
                Binding::Weak
            } else if st.global || st.def.is_none() {
                Binding::Global
            } else {
                Binding::Local
            };
            obj.add_symbol(Symbol {
                name: name.clone(),
                section: st.def.map(|(s, _)| s),
                value: st.def.map_or(0, |(_, o)| o),
                size: st.size,
                kind: st.kind.unwrap_or(SymbolKind::NoType),
                binding,
            });
        }
    }

    /// Evaluates `e`, cancelling label differences within one section.
    fn resolve(&self, e: &Expr) -> Result<Resolved, String> {
        let mut plus = e.plus.clone();
        let mut constant = e.constant;
        for m in &e.minus {
            let Some((msec, moff)) = self.symbols.get(m).and_then(|s| s.def) else {
                return Err(format!(
                    "cannot subtract `{m}`: it is not defined in this file"
                ));
            };
            let partner = plus.iter().position(|p| {
                self.symbols
                    .get(p)
                    .and_then(|s| s.def)
                    .is_some_and(|(s, _)| s == msec)
            });
            let Some(i) = partner else {
                return Err(format!(
                    "cannot subtract `{m}`: no label of its section to subtract it from"
                ));
            };
            let (_, poff) = self.symbols[&plus.remove(i)]
                .def
                .expect("partner was chosen for having a definition");
            constant = constant.wrapping_add(poff as i64 - moff as i64);
        }
        match plus.len() {
            0 => Ok(Resolved::Const(constant)),
            1 => Ok(Resolved::Sym(plus.remove(0), constant)),
            _ => Err("cannot add two symbols".to_string()),
        }
    }

    fn resolve_fixup(&self, obj: &mut ObjectFile, f: &Fixup) -> Result<(), String> {
        let (name, addend) = match self.resolve(&f.expr)? {
            Resolved::Const(v) => return self.patch_constant(obj, f, v),
            Resolved::Sym(name, addend) => (name, addend),
        };
        let state = self.symbols.get(&name);
        let declared_global = state.is_some_and(|s| s.global);
        // A section's own name stands for its start (as `objdump` prints
        // relocations against section symbols), unless a symbol has that name.
        let section_start = || {
            obj.section_by_name(&name)
                .filter(|_| state.is_none())
                .map(|s| (s, 0))
        };
        let weak = state.is_some_and(|s| s.weak);
        let def = state
            .and_then(|s| s.def)
            .filter(|_| !weak)
            .or_else(section_start);
        let anonymous = is_local_label(&name) || (state.is_none() && def.is_some());
        let pc_relative = matches!(f.kind, FixKind::Pc16 | FixKind::Pc24);
        match def {
            Some((sec, off)) if pc_relative && sec == f.section => {
                let value = off as i64 + addend - (f.offset as i64 + 4);
                self.patch_constant(obj, f, value)
            }
            None if is_local_label(&name)
                || (pc_relative && f.must_be_defined && !declared_global && !weak) =>
            {
                Err(format!("undefined label `{name}`"))
            }
            Some((sec, off)) if anonymous => {
                let symbol = obj.section_symbol(sec);
                push_reloc(obj, f, symbol, addend + off as i64);
                Ok(())
            }
            _ => {
                let symbol = obj.symbol_ref(&name);
                push_reloc(obj, f, symbol, addend);
                Ok(())
            }
        }
    }

    /// Stores a value known at assembly time into the fixup's field.
    fn patch_constant(&self, obj: &mut ObjectFile, f: &Fixup, v: i64) -> Result<(), String> {
        let (mask, field) = match f.kind {
            FixKind::Pc16 if !fits_signed(v, 16) => {
                return Err(format!(
                    "`{}` target is {v} bytes away, outside the signed 16-bit range",
                    f.what
                ));
            }
            FixKind::Pc24 if !fits_signed(v, 24) => {
                return Err(format!(
                    "`{}` target is {v} bytes away, outside the signed 24-bit range",
                    f.what
                ));
            }
            FixKind::Pc16 | FixKind::Lo16 => (0xFFFF, v as u32 & 0xFFFF),
            FixKind::Hi16 => (0xFFFF, (v >> 16) as u32 & 0xFFFF),
            FixKind::Pc24 => (0xFF_FFFF, v as u32 & 0xFF_FFFF),
            FixKind::Abs32 if !(-(1i64 << 31)..(1i64 << 32)).contains(&v) => {
                return Err(format!("value {v} does not fit in 32 bits"));
            }
            FixKind::Abs32 => (0xFFFF_FFFF, v as u32),
        };
        let endian = obj.endian;
        let data = &mut obj.sections[f.section].data;
        let offset = f.offset as usize;
        let word = read_word(data, offset, endian).expect("fixups point inside their section");
        write_word(data, offset, (word & !mask) | field, endian);
        Ok(())
    }
}

/// A resolved expression.
enum Resolved {
    Const(i64),
    Sym(String, i64),
}

fn push_reloc(obj: &mut ObjectFile, f: &Fixup, symbol: usize, addend: i64) {
    obj.sections[f.section].relocs.push(Reloc {
        offset: f.offset,
        symbol,
        kind: f.kind.reloc(),
        addend,
    });
}

/// Steps the cursor back over a token consumed by a failed match, so the error
/// message names it. (Only called right after a `next()`.)
fn cur_back(cur: &mut Cursor<'_>) {
    cur.back();
}

/// Whether `v` fits a signed field of `bits` bits.
pub fn fits_signed(v: i64, bits: u32) -> bool {
    let half = 1i64 << (bits - 1);
    (-half..half).contains(&v)
}
