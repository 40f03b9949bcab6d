//! The `egret` command line. Subcommands live in `cli/`; this file only parses
//! arguments and dispatches.

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// egret: an optimizing compiler backend from LLVMlite to the Cpu0 ISA.
#[derive(Parser)]
#[command(name = "egret", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    // Each subcommand module adds its variants here.
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: cli::CliResult = match cli.command {};
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
