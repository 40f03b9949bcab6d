//! The `egret` command line: one module per group of subcommands.
//!
//! Each subcommand module exposes an `Args` struct (clap derive) and a `run`
//! function returning the process exit code or a [`CliError`]. Shared helpers
//! live here: the error type every subcommand reports through, and
//! [`write_output`], which writes a file atomically (temporary file, then rename)
//! so that a failing command never leaves a half-written output behind.

pub mod bench;
pub mod compile;
pub mod debug;
pub mod frontend;
pub mod target;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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

/// Reads a file, naming it in the error.
pub fn read_input(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path)
        .map_err(|e| CliError::new(format!("error: cannot read {}: {e}", path.display())))
}

/// Reads a UTF-8 text file, naming it in the error.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    let bytes = read_input(path)?;
    String::from_utf8(bytes)
        .map_err(|_| CliError::new(format!("error: {} is not UTF-8 text", path.display())))
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory,
/// then a rename, so readers never see a partial file and a failure leaves any
/// previous file untouched.
///
/// The path `-` means standard output.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if path.as_os_str() == "-" {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(|e| CliError::new(format!("error: cannot write to standard output: {e}")));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".to_string());
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let fail =
        |e: std::io::Error| CliError::new(format!("error: cannot write {}: {e}", path.display()));
    std::fs::write(&tmp, bytes).map_err(fail)?;
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    Ok(())
}
