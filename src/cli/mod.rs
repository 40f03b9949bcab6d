//! The `egret` command line: one module per group of subcommands.
//!
//! Each subcommand module exposes an `Args` struct (clap derive) and a `run`
//! function returning the process exit code or a [`error::CliError`]. Shared
//! helpers: `error` holds the error type every subcommand reports through and
//! the error limit; `flags` parses `--target` and `-O`; `output` writes files
//! as `cc -o` does and checks every write to standard output and standard
//! error; `inputs` reads files and recognises files of the wrong kind (an
//! `.ll` file given to `link`, an object given to `compile`).
//!
//! This file only declares the modules: each imports what it needs from the
//! file that defines it, so there is no import loop among them.

pub mod bench;
pub mod compile;
pub mod debug;
pub mod error;
pub mod flags;
pub mod frontend;
pub mod inputs;
pub mod output;
pub mod stats;
pub mod target;
