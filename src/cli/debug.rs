//! `egret addr2line FILE ADDR...`: the source location of code addresses,
//! read from the DWARF that `-g` puts in objects and executables.
//!
//! One output line per address, `file:line:col` (`??:0:0` when no line table
//! covers it), as `addr2line` prints them; with `-f` the function's name comes
//! on the line before. Addresses are hexadecimal, with or without `0x`
//! (`addr2line`'s convention); in an object they are offsets into its
//! `.text`. With `-i`, every inline frame gets a line (with `-f`, its
//! function first), innermost first. The lookups are `egret::debug`'s, so this file only reads the
//! file and the arguments.

use super::error::{CliError, CliResult};
use super::inputs::read_input;
use egret::cpu0::elf::{ElfFile, read_elf};
use egret::debug::{DebugInfo, addr2line, addr2line_inlined};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// `egret addr2line FILE ADDR...`.
#[derive(clap::Args)]
pub struct Addr2lineArgs {
    /// An executable or object compiled with `-g`.
    pub file: PathBuf,
    /// Code addresses, hexadecimal (`0x` optional).
    #[arg(required = true)]
    pub addresses: Vec<String>,
    /// Also print the name of the function containing each address.
    #[arg(short = 'f', long)]
    pub functions: bool,
    /// Print every inline frame at each address, innermost first: the
    /// address's own line in the inlined function, then each call it was
    /// inlined at, out to the real function (as `addr2line -i`).
    #[arg(short = 'i', long)]
    pub inlines: bool,
}

/// Parses a hexadecimal address, naming the argument on error.
pub fn parse_address(text: &str) -> Result<u32, CliError> {
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .unwrap_or(text);
    u32::from_str_radix(digits, 16).map_err(|_| {
        CliError::new(format!(
            "error: `{text}` is not an address (expected hexadecimal, e.g. 0x104)"
        ))
    })
}

/// `egret addr2line`.
pub fn addr2line_cmd(a: &Addr2lineArgs) -> CliResult {
    let name = a.file.display().to_string();
    let addresses = a
        .addresses
        .iter()
        .map(|t| parse_address(t))
        .collect::<Result<Vec<u32>, CliError>>()?;
    let bytes = read_input(&a.file)?;
    let file = read_elf(&bytes).map_err(|e| CliError::new(format!("error: {name}: {e}")))?;
    let info = match &file {
        ElfFile::Object(o) => DebugInfo::from_object(o),
        ElfFile::Executable(e) => DebugInfo::from_executable(e),
    }
    .map_err(|e| CliError::new(format!("error: {name}: {e}")))?
    .ok_or_else(|| {
        CliError::new(format!(
            "error: {name} has no debug information (compile with -g)"
        ))
    })?;
    let mut out = String::new();
    for addr in addresses {
        if a.inlines {
            for (function, location) in addr2line_inlined(Some(&info), addr) {
                if a.functions {
                    let _ = writeln!(out, "{function}");
                }
                let _ = writeln!(out, "{location}");
            }
            continue;
        }
        if a.functions {
            let function = info.lines().function_at(addr).map_or("??", |f| &f.name);
            let _ = writeln!(out, "{function}");
        }
        let _ = writeln!(out, "{}", addr2line(Some(&info), addr));
    }
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| CliError::new(format!("error: cannot write output: {e}")))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_hexadecimal() {
        assert_eq!(parse_address("0x104").ok(), Some(0x104));
        assert_eq!(parse_address("104").ok(), Some(0x104));
        assert_eq!(parse_address("0XfF").ok(), Some(0xff));
        let e = parse_address("main").expect_err("not hex");
        assert!(e.message.contains("`main` is not an address"), "{e}");
        assert!(parse_address("0x1_0000_0000").is_err());
    }
}
