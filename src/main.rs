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
    /// Compile an `.ll` file to a Cpu0 object, assembly (`-S`) or executable.
    Compile(cli::compile::CompileArgs),
    /// Compare code quality across optimization levels (checked against the
    /// interpreter): compile time, instructions, cycles, `.text` bytes.
    Bench(cli::bench::BenchArgs),
    /// List an object or executable: sections, symbols, relocations, code.
    Objdump(cli::target::ObjdumpArgs),
    /// Source locations (`file:line:col`) of code addresses, from DWARF.
    Addr2line(cli::debug::Addr2lineArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse_from(cli::target::normalize_args(std::env::args_os()));
    let result: cli::CliResult = match cli.command {
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
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
