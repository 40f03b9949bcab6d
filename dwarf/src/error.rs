//! The one error type of this crate.
//!
//! Every failure says which stage refused (checking the writer's input,
//! writing, relocating, reading, unwinding) and carries a message that names the
//! offending function, row, section or address, so a CLI can print it as is.
//! gimli's own errors are folded into the message rather than exposed, which
//! keeps gimli's version out of this crate's API.

use std::fmt;

/// Why writing, relocating, reading or unwinding DWARF failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The writer's input breaks a rule (offsets out of order, unknown file
    /// index, ...). The message names the function and what was expected.
    InvalidInput(String),
    /// gimli could not encode the sections.
    Write(String),
    /// A relocation could not be applied (unknown target, out of range).
    Relocation(String),
    /// The sections being read are malformed or use something we do not read.
    Read(String),
    /// Unwinding failed: no rule for the address, or a register or memory
    /// word the rules need could not be read.
    Unwind(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidInput(m) => write!(f, "invalid debug-info input: {m}"),
            Error::Write(m) => write!(f, "cannot write DWARF: {m}"),
            Error::Relocation(m) => write!(f, "cannot relocate DWARF: {m}"),
            Error::Read(m) => write!(f, "cannot read DWARF: {m}"),
            Error::Unwind(m) => write!(f, "cannot unwind: {m}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<gimli::write::Error> for Error {
    fn from(e: gimli::write::Error) -> Self {
        Error::Write(e.to_string())
    }
}

/// Wraps a gimli read error with what was being read.
pub(crate) fn read_error(what: &str, e: gimli::Error) -> Error {
    Error::Read(format!("{what}: {e}"))
}
