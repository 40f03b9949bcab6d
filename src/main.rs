//! The `egret` command line. Subcommands live in `cli/`; this file only parses
//! arguments and dispatches.

mod cli;

/// mimalloc: the mid-end allocates many small, short-lived objects.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// egret: an optimizing compiler backend from LLVMlite to the Cpu0 ISA.
#[derive(Parser)]
#[command(name = "egret", version, about)]
struct Cli {
    /// Stop after N errors, as clang's `-ferror-limit=N` (0: report all).
    #[arg(long = "ferror-limit", global = true, value_name = "N")]
    error_limit: Option<usize>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    // Each subcommand module adds its variants here.
    /// Parse and verify an `.ll` file.
    Check(cli::frontend::CheckArgs),
    /// Run `main` of an `.ll` file in the IR interpreter.
    Interp(cli::frontend::InterpArgs),
    /// Print the parsed module (egret syntax, or `--llvm` for LLVM 14).
    Fmt(cli::frontend::FmtArgs),
    /// Assemble a Cpu0 `.s` file into an ELF object.
    As(cli::target::AsArgs),
    /// Link objects into a Cpu0 executable (or a `cpu0.v` hex image).
    Link(cli::target::LinkArgs),
    /// Run `.ll` files (compiled and linked first), an executable, objects or
    /// assembly on the Cpu0 simulator.
    Run(cli::compile::RunCommand),
    /// Compile `.ll` files to Cpu0 objects, assembly (`-S`), an executable
    /// or optimised LLVM IR (`--emit llvm`).
    Compile(cli::compile::CompileArgs),
    /// Compare code quality across optimization levels, targets, ISA levels
    /// or with a saved run (checked against the interpreter): compile time,
    /// instructions, cycles, `.text` bytes.
    Bench(cli::bench::BenchArgs),
    /// List an object or executable: sections, symbols, relocations, code.
    Objdump(cli::target::ObjdumpArgs),
    /// Source locations (`file:line:col`) of code addresses, from DWARF.
    Addr2line(cli::debug::Addr2lineArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(cli::target::normalize_args(std::env::args_os())) {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e),
    };
    if let Some(limit) = cli.error_limit {
        cli::error::set_error_limit(limit);
    }
    let result: cli::error::CliResult = match cli.command {
        Command::Check(a) => cli::frontend::check(&a),
        Command::Interp(a) => cli::frontend::interp(&a),
        Command::Fmt(a) => cli::frontend::fmt(&a),
        Command::As(a) => cli::target::assemble_cmd(&a),
        Command::Link(a) => cli::target::link_cmd(&a),
        Command::Run(a) => cli::compile::run_cmd(&a),
        Command::Compile(a) => cli::compile::compile_cmd(&a),
        Command::Bench(a) => cli::bench::bench_cmd(&a),
        Command::Objdump(a) => cli::target::objdump_cmd(&a),
        Command::Addr2line(a) => cli::debug::addr2line_cmd(&a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            // If standard error cannot be written either, the status is all
            // that is left to say it.
            let _ = cli::output::print_stderr(&format!("{e}\n"));
            ExitCode::from(1)
        }
    }
}

/// Prints clap's message (usage errors on stderr; `--help` and `--version`
/// on stdout) and returns its status, or 1 when the message cannot be
/// written: `egret --help > /dev/full` must not claim success.
fn usage_error(e: &clap::Error) -> ExitCode {
    let code = u8::try_from(e.exit_code()).unwrap_or(2);
    let printed = e
        .print()
        .and_then(|()| std::io::Write::flush(&mut std::io::stdout()));
    match printed {
        Ok(()) => ExitCode::from(code),
        Err(io) => {
            let _ = cli::output::print_stderr(&format!("error: cannot write the message: {io}\n"));
            ExitCode::from(1)
        }
    }
}
