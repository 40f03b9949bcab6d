//! The `egret` command line: one module per group of subcommands.
//!
//! Each subcommand module exposes an `Args` struct (clap derive) and a `run`
//! function returning the process exit code or a [`CliError`]. Shared helpers
//! live here: the error type every subcommand reports through and the input
//! readers; `output` writes files as `cc -o` does and checks every write to
//! standard output and standard error; `inputs` recognises files of the
//! wrong kind (an `.ll` file given to `link`, an object given to `compile`).

pub mod bench;
pub mod compile;
pub mod debug;
pub mod frontend;
pub mod inputs;
pub mod output;
pub mod target;

pub use output::{print_stderr, print_stdout, write_output};

use std::fmt;
use std::path::Path;
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

/// Reads a file, naming it in the error.
pub fn read_input(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path)
        .map_err(|e| CliError::new(format!("error: cannot read {}: {e}", path.display())))
}

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
