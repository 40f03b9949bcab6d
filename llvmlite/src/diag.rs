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
//!
//! A [`Report`] renders a whole list the way clang does: it stops after
//! [`DEFAULT_ERROR_LIMIT`] errors (clang's `-ferror-limit`, 0 for no limit)
//! with a "too many errors emitted" line, and finds the source lines through
//! one index of line starts ([`SourceLines`]), so rendering costs time linear
//! in the source and the diagnostics shown. A line longer than
//! [`MAX_SNIPPET_BYTES`] is shown only around the caret.

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
    ///
    /// This finds the source line by scanning `source` up to it; to render
    /// many diagnostics of one file, use [`Self::render_with`] or [`Report`].
    pub fn render_styled(&self, file_name: &str, source: &str, color: bool) -> String {
        let line = |n: u32| nth_line(source, n);
        self.render_lines(file_name, &line, color)
    }

    /// Renders against a line index of the source built once for many
    /// diagnostics (time independent of the source's size).
    pub fn render_with(&self, file_name: &str, lines: &SourceLines, color: bool) -> String {
        let line = |n: u32| lines.line(n);
        self.render_lines(file_name, &line, color)
    }

    fn render_lines<'s>(&self, file_name: &str, line: &LineOf<'s>, color: bool) -> String {
        if color {
            let mut w = Ansi::new(Vec::new());
            self.write_to(&mut w, file_name, line);
            String::from_utf8_lossy(&w.into_inner()).into_owned()
        } else {
            let mut w = NoColor::new(Vec::new());
            self.write_to(&mut w, file_name, line);
            String::from_utf8_lossy(&w.into_inner()).into_owned()
        }
    }

    fn write_to<W: WriteColor>(&self, w: &mut W, file_name: &str, line: &LineOf) {
        // Writing into a Vec cannot fail; a rendering error would only lose text.
        let primary = Message {
            severity: cs_severity(self.severity),
            text: &self.message,
            loc: self.loc,
            len: self.len,
        };
        let _ = render_one(w, file_name, line, primary);
        for note in &self.notes {
            let note = Message {
                severity: CsSeverity::Note,
                text: &note.message,
                loc: note.loc,
                len: 1,
            };
            let _ = render_one(w, file_name, line, note);
        }
    }
}

fn cs_severity(s: Severity) -> CsSeverity {
    match s {
        Severity::Error => CsSeverity::Error,
        Severity::Warning => CsSeverity::Warning,
    }
}

/// Finds line `n` (1-based) of the source being rendered.
type LineOf<'s> = dyn Fn(u32) -> Option<&'s str> + 's;

/// Line `n` (1-based) of `source`, as `str::lines` splits it, found by a scan.
fn nth_line(source: &str, n: u32) -> Option<&str> {
    source.lines().nth((n as usize).checked_sub(1)?)
}

/// The start of every line of a source text, found once, so that many
/// diagnostics can be rendered against it without rescanning the text.
pub struct SourceLines<'a> {
    text: &'a str,
    /// Byte offset of the first character of each line.
    starts: Vec<usize>,
}

impl<'a> SourceLines<'a> {
    /// Indexes `text` (one pass over it).
    pub fn new(text: &'a str) -> Self {
        crate::work::add(text.len() as u64);
        let mut starts = Vec::new();
        if !text.is_empty() {
            starts.push(0);
        }
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(i, b)| b == b'\n' && i + 1 < text.len())
                .map(|(i, _)| i + 1),
        );
        SourceLines { text, starts }
    }

    /// Line `n` (1-based) without its line ending, as `str::lines` gives it.
    pub fn line(&self, n: u32) -> Option<&'a str> {
        let i = (n as usize).checked_sub(1)?;
        let start = *self.starts.get(i)?;
        let end = self.starts.get(i + 1).map_or(self.text.len(), |&s| s);
        let line = &self.text[start..end];
        Some(match line.strip_suffix('\n') {
            Some(l) => l.strip_suffix('\r').unwrap_or(l),
            None => line,
        })
    }
}

/// One header and snippet to render.
struct Message<'a> {
    severity: CsSeverity,
    text: &'a str,
    loc: SrcLoc,
    len: u32,
}

/// Longest source line shown whole in a snippet; a longer one is cut to
/// about this many bytes around the caret, with `...` marking the cuts.
pub const MAX_SNIPPET_BYTES: usize = 160;

/// The part of `line` to show for a caret over bytes `start..end`, with the
/// caret range relative to it (the whole line when it is short enough).
fn snippet_window(line: &str, start: usize, end: usize) -> (String, std::ops::Range<usize>) {
    if line.len() <= MAX_SNIPPET_BYTES {
        return (line.to_string(), start..end);
    }
    let half = MAX_SNIPPET_BYTES / 2;
    let mut lo = start.saturating_sub(half);
    while !line.is_char_boundary(lo) {
        lo -= 1;
    }
    let mut hi = (lo + MAX_SNIPPET_BYTES).min(line.len());
    while !line.is_char_boundary(hi) {
        hi += 1;
    }
    let prefix = if lo > 0 { "..." } else { "" };
    let suffix = if hi < line.len() { "..." } else { "" };
    let shown = format!("{prefix}{}{suffix}", &line[lo..hi]);
    let caret_start = prefix.len() + start - lo;
    let caret_end = (prefix.len() + end.min(hi) - lo).max(caret_start + 1);
    (shown, caret_start..caret_end)
}

/// Renders one header line (`file:line:col: error: message`) and, when the
/// location is known and its line exists, the source line with a caret under
/// the reported token.
fn render_one(
    w: &mut dyn WriteStyle,
    file_name: &str,
    line: &LineOf,
    m: Message,
) -> Result<(), codespan_reporting::files::Error> {
    let config = Config {
        chars: Chars::ascii(),
        ..Config::default()
    };
    let loc = m.loc;
    if loc.is_known() {
        write!(w, "{file_name}:{}:{}: ", loc.line, loc.col)?;
    }
    let mut r = Renderer::new(w, &config);
    r.render_header(None, m.severity, None, m.text)?;
    if !loc.is_known() {
        return Ok(());
    }
    let Some(line_text) = line(loc.line) else {
        return Ok(());
    };
    let start = (loc.col.max(1) as usize - 1).min(line_text.len());
    let end = (start + m.len.max(1) as usize)
        .min(line_text.len())
        .max(start + 1);
    let (shown, caret) = snippet_window(line_text, start, end);
    crate::work::add(shown.len() as u64);
    let pad = loc.line.to_string().len();
    r.render_snippet_empty(pad, m.severity, 0, &[])?;
    r.render_snippet_source(
        pad,
        loc.line as usize,
        &shown,
        m.severity,
        &[(LabelStyle::Primary, caret, "")],
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

/// How many errors a [`Report`] shows before it stops, as clang's default
/// `-ferror-limit=20`.
pub const DEFAULT_ERROR_LIMIT: usize = 20;

/// The line a [`Report`] prints after the last error it shows when more were
/// found (clang's wording).
pub const TOO_MANY_ERRORS: &str =
    "fatal error: too many errors emitted, stopping now [-ferror-limit=]";

/// A list of diagnostics together with the source they refer to; its
/// `Display` renders them in order, at most [`DEFAULT_ERROR_LIMIT`] errors
/// (see [`Report::render`] for another limit), followed by an error count.
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

impl Report<'_> {
    /// Renders every diagnostic up to the `error_limit`-th error (0: no
    /// limit), as clang's `-ferror-limit=N`: the diagnostics after it are not
    /// shown, and a [`TOO_MANY_ERRORS`] line says so. Then `N error(s)
    /// generated.` counting the errors shown. Linear in the source's size and
    /// the number of diagnostics shown.
    pub fn render(&self, error_limit: usize) -> String {
        let mut parts = self.render_each(error_limit);
        let shown = self
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .take(limit_or_all(error_limit))
            .count();
        if shown > 0 {
            let s = if shown == 1 { "" } else { "s" };
            parts.push(format!("{shown} error{s} generated.\n"));
        }
        parts.concat()
    }

    /// The diagnostics up to the `error_limit`-th error (0: no limit), each
    /// rendered on its own, then [`TOO_MANY_ERRORS`] (with a newline) if any
    /// were left out. For callers that keep one string per diagnostic.
    pub fn render_each(&self, error_limit: usize) -> Vec<String> {
        let limit = limit_or_all(error_limit);
        let lines = SourceLines::new(self.source);
        let mut out = Vec::new();
        let mut errors = 0;
        for d in self.diagnostics {
            if d.is_error() {
                if errors == limit {
                    out.push(format!("{TOO_MANY_ERRORS}\n"));
                    break;
                }
                errors += 1;
            }
            out.push(d.render_with(self.file_name, &lines, self.color));
        }
        out
    }
}

fn limit_or_all(error_limit: usize) -> usize {
    if error_limit == 0 {
        usize::MAX
    } else {
        error_limit
    }
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(DEFAULT_ERROR_LIMIT))
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

    #[test]
    fn a_long_line_is_shown_around_the_caret() {
        // A nesting error on a 1.6 MB line used to echo the whole line.
        let line = format!("@g = global {}i64 0", "[1 x ".repeat(320_000));
        let col = 13 + 5 * 256; // the 257th `[`
        let d = Diagnostic::error(
            SrcLoc::new(1, col as u32),
            "nesting is deeper than 256 levels",
        );
        let text = d.render("t.ll", &line);
        assert!(text.len() < 3 * MAX_SNIPPET_BYTES, "{} bytes", text.len());
        let lines: Vec<&str> = text.lines().collect();
        let shown = lines[2].split_once("| ").expect("a source line").1;
        assert!(shown.starts_with("...") && shown.ends_with("..."), "{text}");
        let caret = lines[3].find('^').expect("a caret");
        assert_eq!(&lines[2][caret..caret + 4], "[1 x", "{text}");
    }

    #[test]
    fn source_lines_split_as_str_lines_does() {
        for src in ["", "a", "a\n", "a\r\nb\r\n", "a\n\nb", "x\r", "\n\n"] {
            let idx = SourceLines::new(src);
            let want: Vec<&str> = src.lines().collect();
            let got: Vec<&str> = (1..).map_while(|n| idx.line(n)).collect();
            assert_eq!(got, want, "{src:?}");
            assert_eq!(idx.line(0), None);
        }
    }

    #[test]
    fn the_error_limit_stops_after_that_many_errors() {
        let ds: Vec<Diagnostic> = (1..=5)
            .map(|i| Diagnostic::error(SrcLoc::new(i, 1), format!("e{i}")))
            .chain([Diagnostic::warning(SrcLoc::new(6, 1), "w")])
            .collect();
        let src = "1\n2\n3\n4\n5\n6\n";
        let r = Report {
            diagnostics: &ds,
            file_name: "x.ll",
            source: src,
            color: false,
        };
        let two = r.render(2);
        assert!(
            two.contains("error: e2") && !two.contains("error: e3"),
            "{two}"
        );
        assert!(two.ends_with(&format!("{TOO_MANY_ERRORS}\n2 errors generated.\n")));
        let all = r.render(0);
        assert!(all.contains("error: e5") && all.contains("warning: w"));
        assert!(all.ends_with("5 errors generated.\n") && !all.contains(TOO_MANY_ERRORS));
        assert_eq!(r.render_each(2).len(), 3);
    }
}
