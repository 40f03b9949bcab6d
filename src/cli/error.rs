//! How a subcommand fails: [`CliError`] (printed to stderr, exit status 1)
//! and the process-wide limit on how many diagnostics a command renders.

use egret::llvmlite::diag::{Diagnostic, Report};
use std::fmt;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

/// An error that ends a subcommand: printed to stderr, exit status 1.
#[derive(Debug)]
pub struct CliError {
    /// The full message (may span several lines, e.g. rendered diagnostics).
    pub message: String,
}

impl CliError {
    /// An error with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        CliError {
            message: message.into(),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError::new(e.to_string())
    }
}

/// Result of a subcommand.
pub type CliResult = Result<ExitCode, CliError>;

/// The most errors a command renders (`-ferror-limit=N`, 0 for all).
static ERROR_LIMIT: AtomicUsize = AtomicUsize::new(egret::llvmlite::diag::DEFAULT_ERROR_LIMIT);

/// Sets the error limit for the rest of the process (`-ferror-limit=N`).
pub fn set_error_limit(limit: usize) {
    ERROR_LIMIT.store(limit, Ordering::Relaxed);
}

/// The most errors a command renders (0: all of them).
pub fn error_limit() -> usize {
    ERROR_LIMIT.load(Ordering::Relaxed)
}

/// Whether diagnostics on stderr get colours (it is a terminal).
pub fn stderr_has_color() -> bool {
    std::io::stderr().is_terminal()
}

/// `diags` against `text` (named `name`) as clang renders them: each with
/// its source line and a caret, at most [`error_limit`] errors, then the
/// count.
pub fn render_diagnostics(diags: &[Diagnostic], name: &str, text: &str) -> String {
    Report {
        diagnostics: diags,
        file_name: name,
        source: text,
        color: stderr_has_color(),
    }
    .render(error_limit())
}
