//! Diagnostics: errors and warnings with a source position, rendered the way
//! rustc and clang render them.
//!
//! Every stage of the front end (lexer, parser, resolver, verifier) reports
//! through one type, [`Diagnostic`], so callers get a single list in source
//! order and can render it once. A diagnostic carries a [`SrcLoc`] (1-based line
//! and byte column) and the length of the token it is about, so the renderer can
//! underline it. Rendering uses `codespan-reporting`'s renderer with a
//! clang-style first line (`file:line:col: error: message`) followed by the
//! source line and a caret, which both humans and editors (which jump to
//! `file:line:col`) understand.

use crate::ir::{Module, SrcLoc};
use codespan_reporting::diagnostic::{LabelStyle, Severity as CsSeverity};
use codespan_reporting::term::termcolor::{Ansi, NoColor, WriteColor};
use codespan_reporting::term::{Chars, Config, Renderer, WriteStyle};
use std::fmt;

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but something is probably wrong.
    Warning,
}

impl Severity {
    fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// Extra information attached to a diagnostic, optionally at its own location
/// (e.g. "previous definition is here").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The note's text.
    pub message: String,
    /// Where it points, if anywhere (`line == 0` for nowhere).
    pub loc: SrcLoc,
}

/// An error or warning about the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong, in one line.
    pub message: String,
    /// Where (unknown for IR built without source, e.g. by the builder API).
    pub loc: SrcLoc,
    /// Number of bytes to underline at `loc` (at least one caret is drawn).
    pub len: u32,
    /// Further explanations.
    pub notes: Vec<Note>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: SrcLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            loc,
            len: 1,
            notes: Vec::new(),
        }
    }

    /// A warning at `loc`.
    pub fn warning(loc: SrcLoc, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(loc, message)
        }
    }

    /// Sets the underline length.
    pub fn with_len(mut self, len: u32) -> Self {
        self.len = len.max(1);
        self
    }

    /// Adds a note without a location.
    pub fn with_note(mut self, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            message: message.into(),
            loc: SrcLoc::default(),
        });
        self
    }

    /// Adds a note pointing at `loc`.
    pub fn with_note_at(mut self, loc: SrcLoc, message: impl Into<String>) -> Self {
        self.notes.push(Note {
            message: message.into(),
            loc,
        });
        self
    }

    /// Whether this is an error (rather than a warning).
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders the diagnostic as plain text against the source it refers to:
    /// `file:line:col: error: message`, the source line, a caret, then notes.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        self.render_styled(file_name, source, false)
    }

    /// Renders against the first source file of `module` (its name and text).
    pub fn render_in(&self, module: &Module) -> String {
        let (name, text) = module
            .files
            .first()
            .map(|f| (f.name.as_str(), f.text.as_deref().unwrap_or("")))
            .unwrap_or(("<unknown>", ""));
        self.render(name, text)
    }

    /// Renders, with ANSI colours when `color` is set (for a terminal).
    pub fn render_styled(&self, file_name: &str, source: &str, color: bool) -> String {
        if color {
            let mut w = Ansi::new(Vec::new());
            self.write_to(&mut w, file_name, source);
            String::from_utf8_lossy(&w.into_inner()).into_owned()
        } else {
            let mut w = NoColor::new(Vec::new());
            self.write_to(&mut w, file_name, source);
            String::from_utf8_lossy(&w.into_inner()).into_owned()
        }
    }

    fn write_to<W: WriteColor>(&self, w: &mut W, file_name: &str, source: &str) {
        // Writing into a Vec cannot fail; a rendering error would only lose text.
        let _ = render_one(
            w,
            file_name,
            source,
            cs_severity(self.severity),
            &self.message,
            self.loc,
            self.len,
        );
        for note in &self.notes {
            let _ = render_one(
                w,
                file_name,
                source,
                CsSeverity::Note,
                &note.message,
                note.loc,
                1,
            );
        }
    }
}

fn cs_severity(s: Severity) -> CsSeverity {
    match s {
        Severity::Error => CsSeverity::Error,
        Severity::Warning => CsSeverity::Warning,
    }
}

/// Renders one header line (`file:line:col: error: message`) and, when the
/// location is known and inside `source`, the source line with a caret under
/// the reported token.
fn render_one(
    w: &mut dyn WriteStyle,
    file_name: &str,
    source: &str,
    severity: CsSeverity,
    message: &str,
    loc: SrcLoc,
    len: u32,
) -> Result<(), codespan_reporting::files::Error> {
    let config = Config {
        chars: Chars::ascii(),
        ..Config::default()
    };
    if loc.is_known() {
        write!(w, "{file_name}:{}:{}: ", loc.line, loc.col)?;
    }
    let mut r = Renderer::new(w, &config);
    r.render_header(None, severity, None, message)?;
    if !loc.is_known() {
        return Ok(());
    }
    let Some(line_text) = source.lines().nth(loc.line as usize - 1) else {
        return Ok(());
    };
    let start = (loc.col.max(1) as usize - 1).min(line_text.len());
    let end = (start + len.max(1) as usize)
        .min(line_text.len())
        .max(start + 1);
    let pad = loc.line.to_string().len();
    r.render_snippet_empty(pad, severity, 0, &[])?;
    r.render_snippet_source(
        pad,
        loc.line as usize,
        line_text,
        severity,
        &[(LabelStyle::Primary, start..end, "")],
        0,
        &[],
    )?;
    Ok(())
}

/// Prints `line:col: error: message` (no file name, no snippet).
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loc.is_known() {
            write!(f, "{}: ", self.loc)?;
        }
        write!(f, "{}: {}", self.severity.name(), self.message)?;
        for n in &self.notes {
            if n.loc.is_known() {
                write!(f, "\n{}: note: {}", n.loc, n.message)?;
            } else {
                write!(f, "\nnote: {}", n.message)?;
            }
        }
        Ok(())
    }
}

/// A list of diagnostics together with the source they refer to; its
/// `Display` renders each one in full, followed by an error count.
pub struct Report<'a> {
    /// The diagnostics, in the order to print them.
    pub diagnostics: &'a [Diagnostic],
    /// The file name to print.
    pub file_name: &'a str,
    /// The source text.
    pub source: &'a str,
    /// Whether to use ANSI colours.
    pub color: bool,
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.diagnostics {
            f.write_str(&d.render_styled(self.file_name, self.source, self.color))?;
        }
        let errors = self.diagnostics.iter().filter(|d| d.is_error()).count();
        if errors > 0 {
            let s = if errors == 1 { "" } else { "s" };
            writeln!(f, "{errors} error{s} generated.")?;
        }
        Ok(())
    }
}

/// Sorts diagnostics by position (stable, so equal positions keep their order).
pub fn sort_by_position(diags: &mut [Diagnostic]) {
    diags.sort_by_key(|d| (d.loc.file, d.loc.line, d.loc.col));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_clang_style_with_caret() {
        let src = "define i64 @f() {\n  %x = add i64 %y, 1\n  ret i64 %x\n}\n";
        let d = Diagnostic::error(SrcLoc::new(2, 16), "unknown value `%y`")
            .with_len(2)
            .with_note("values must be defined before use");
        let text = d.render("t.ll", src);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "t.ll:2:16: error: unknown value `%y`");
        assert!(lines[2].ends_with("  %x = add i64 %y, 1"), "{text}");
        let caret_col = lines[3].find('^').unwrap();
        let src_col = lines[2].find("%y").unwrap();
        assert_eq!(caret_col, src_col, "{text}");
        assert!(lines[3].contains("^^"), "{text}");
        assert!(
            text.contains("note: values must be defined before use"),
            "{text}"
        );
    }

    #[test]
    fn unknown_location_renders_header_only() {
        let d = Diagnostic::warning(SrcLoc::default(), "no location");
        assert_eq!(d.render("t.ll", ""), "warning: no location\n");
        assert_eq!(d.to_string(), "warning: no location");
    }

    #[test]
    fn location_past_end_of_source_does_not_panic() {
        let d = Diagnostic::error(SrcLoc::new(40, 200), "far away").with_len(1000);
        let text = d.render("t.ll", "one line");
        assert!(text.starts_with("t.ll:40:200: error: far away"));
        let d = Diagnostic::error(SrcLoc::new(1, 200), "past end of line");
        assert!(d.render("t.ll", "short").contains("short"));
    }

    #[test]
    fn report_counts_errors() {
        let ds = [
            Diagnostic::error(SrcLoc::new(1, 1), "a"),
            Diagnostic::warning(SrcLoc::new(1, 2), "b"),
        ];
        let r = Report {
            diagnostics: &ds,
            file_name: "x.ll",
            source: "abc",
            color: false,
        };
        let s = r.to_string();
        assert!(s.contains("x.ll:1:1: error: a"));
        assert!(s.contains("x.ll:1:2: warning: b"));
        assert!(s.ends_with("1 error generated.\n"));
    }
}
