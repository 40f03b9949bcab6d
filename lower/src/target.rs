//! What every stage is told and may answer: the [`Target`] machine to
//! generate code for, and the [`LowerError`] for a construct the backend
//! cannot compile.
//!
//! A leaf module, so that the crate root only declares modules and
//! re-exports, and every stage imports these from here.

use egret_cpu0::isa::{Endian, IsaLevel};
use egret_llvmlite::SrcLoc;
use std::fmt;

/// The machine to generate code for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Target {
    /// Byte order (`cpu0` big-endian, `cpu0el` little-endian).
    pub endian: Endian,
    /// ISA level (`cpu032I` or `cpu032II`).
    pub isa: IsaLevel,
}

/// A construct the backend cannot compile, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// Source location (line 0 if unknown).
    pub loc: SrcLoc,
    /// The function being compiled (empty for a global).
    pub function: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.function.is_empty() {
            return write!(f, "{}: error: {}", self.loc, self.message);
        }
        write!(
            f,
            "{}: error: in function `{}`: {}",
            self.loc, self.function, self.message
        )
    }
}

impl std::error::Error for LowerError {}
