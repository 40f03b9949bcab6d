//! What kind of file the user handed over, so that a wrong kind gets one
//! clear sentence (what the file is and what to do with it) instead of the
//! errors of a parser that was never meant for it: a `.ll` file given to
//! `egret link` used to be assembled and failed with four unrelated errors.
//!
//! The kind is decided by content first (the ELF and LLVM bitcode magic
//! numbers; the first line of text that is not blank or a `;` comment),
//! then by the file name's extension (`.s`, `.ll`).

use super::error::CliError;
use std::path::Path;

/// What a file holds, as far as the CLI cares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// An ELF relocatable object.
    ElfObject,
    /// An ELF executable.
    ElfExecutable,
    /// Another or a truncated ELF file.
    ElfOther,
    /// LLVM bitcode (`llvm-as` output).
    Bitcode,
    /// Textual LLVM IR.
    LlvmIr,
    /// Cpu0 assembly.
    Assembly,
    /// Anything else (left to whichever parser the command uses).
    Unknown,
}

/// Decides what `bytes` (read from `path`) hold.
pub fn sniff(path: &Path, bytes: &[u8]) -> InputKind {
    if bytes.starts_with(b"\x7fELF") {
        return elf_kind(bytes);
    }
    if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        return InputKind::Bitcode;
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return InputKind::Unknown;
    };
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with(';'));
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    match first {
        Some(line) if starts_like_ir(line) => InputKind::LlvmIr,
        Some(line) if starts_like_assembly(line) => InputKind::Assembly,
        _ if ext == "ll" => InputKind::LlvmIr,
        _ if ext == "s" || ext == "S" => InputKind::Assembly,
        _ => InputKind::Unknown,
    }
}

/// `e_type` (bytes 16..18, in the byte order `EI_DATA` names): 1 is a
/// relocatable object.
fn elf_kind(bytes: &[u8]) -> InputKind {
    let e_type = match (bytes.get(5), bytes.get(16..18)) {
        (Some(1), Some(t)) => u16::from_le_bytes([t[0], t[1]]),
        (Some(_), Some(t)) => u16::from_be_bytes([t[0], t[1]]),
        _ => 0,
    };
    match e_type {
        1 => InputKind::ElfObject,
        2 => InputKind::ElfExecutable,
        _ => InputKind::ElfOther,
    }
}

/// Top-level IR entities: functions, declarations, globals, types,
/// metadata and the module header lines.
fn starts_like_ir(line: &str) -> bool {
    const STARTS: [&str; 9] = [
        "define ",
        "declare ",
        "target datalayout",
        "target triple",
        "source_filename",
        "attributes #",
        "@",
        "%",
        "!",
    ];
    STARTS.iter().any(|s| line.starts_with(s))
}

/// Assembler directives and the comments lbd's assembly starts with.
fn starts_like_assembly(line: &str) -> bool {
    line.starts_with('.') || line.starts_with('#')
}

/// The error for a file `path` of kind `kind` handed to a command that
/// wants LLVM IR (`check`, `interp`, `fmt`, `compile`, `run x.ll`,
/// `bench`), or `None` when `kind` may be IR.
pub fn not_ir(path: &Path, kind: InputKind) -> Option<CliError> {
    let p = path.display();
    let what = match kind {
        InputKind::ElfObject => format!(
            "is a Cpu0 object, not LLVM IR; link it with `egret link {p} -o prog.elf`, \
             or run it with `egret run {p}`"
        ),
        InputKind::ElfExecutable => format!(
            "is an ELF executable, not LLVM IR; run it with `egret run {p}`, \
             or list it with `egret objdump {p}`"
        ),
        InputKind::ElfOther => {
            format!("is an ELF file, not LLVM IR; `egret objdump {p}` shows what it holds")
        }
        InputKind::Bitcode => {
            format!("is LLVM bitcode; egret reads textual IR: convert it first with `llvm-dis {p}`")
        }
        InputKind::Assembly => format!(
            "is Cpu0 assembly, not LLVM IR; assemble it with `egret as {p}`, \
             or run it with `egret run {p}`"
        ),
        InputKind::LlvmIr | InputKind::Unknown => return None,
    };
    Some(CliError::new(format!("error: {p} {what}")))
}

/// The error for a file `path` of kind `kind` handed to a command that
/// wants objects or assembly (`link`, `run` of non-`.ll` inputs), or `None`
/// when `kind` may be one of those.
pub fn not_object(path: &Path, kind: InputKind) -> Option<CliError> {
    let p = path.display();
    let object = path.with_extension("o");
    let what = match kind {
        InputKind::LlvmIr => format!(
            "is LLVM IR, not assembly or an object; compile it first: \
             `egret compile {p} -o {}`, or pass it to `egret run` as a `.ll` file",
            object.display()
        ),
        InputKind::Bitcode => format!(
            "is LLVM bitcode; convert it with `llvm-dis {p}`, then compile the `.ll` file \
             with `egret compile`"
        ),
        _ => return None,
    };
    Some(CliError::new(format!("error: {p} {what}")))
}

/// Reads an LLVM IR file as UTF-8 text, refusing (by name, with what to do
/// instead) objects, executables, bitcode and assembly.
pub fn read_ir(path: &Path) -> Result<String, CliError> {
    let bytes = read_input(path)?;
    if let Some(e) = not_ir(path, sniff(path, &bytes)) {
        return Err(e);
    }
    String::from_utf8(bytes)
        .map_err(|_| CliError::new(format!("error: {} is not UTF-8 text", path.display())))
}

/// Whether `path` is `-`, which names standard input (as for `llc`,
/// `opt` and `clang`).
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The name diagnostics give `path`: `<stdin>` for `-`, else the path.
pub fn input_name(path: &Path) -> String {
    match is_stdin(path) {
        true => "<stdin>".to_string(),
        false => path.display().to_string(),
    }
}

/// Reads a file, or standard input for `-`, naming it in the error.
pub fn read_input(path: &Path) -> Result<Vec<u8>, CliError> {
    let read = match is_stdin(path) {
        true => {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut bytes).map(|_| bytes)
        }
        false => std::fs::read(path),
    };
    read.map_err(|e| CliError::new(format!("error: cannot read {}: {e}", input_name(path))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_by_content_then_by_name() {
        let p = Path::new;
        assert_eq!(
            sniff(p("x.txt"), b"; c\n\ndefine i64 @main() {"),
            InputKind::LlvmIr
        );
        assert_eq!(sniff(p("x.ll"), b"garbage"), InputKind::LlvmIr);
        assert_eq!(sniff(p("x.ll"), b"\t.text\nmain:\n"), InputKind::Assembly);
        assert_eq!(sniff(p("x"), b"main:\n\tret $lr\n"), InputKind::Unknown);
        assert_eq!(sniff(p("x.s"), b"main:\n\tret $lr\n"), InputKind::Assembly);
        assert_eq!(sniff(p("x.bc"), b"BC\xC0\xDE\x35"), InputKind::Bitcode);
        let mut obj = b"\x7fELF\x01\x02\x01".to_vec();
        obj.resize(20, 0);
        obj[17] = 1;
        assert_eq!(sniff(p("x.o"), &obj), InputKind::ElfObject);
        obj[17] = 2;
        assert_eq!(sniff(p("x.o"), &obj), InputKind::ElfExecutable);
        assert_eq!(sniff(p("x.o"), b"\x7fELF"), InputKind::ElfOther);
    }
}
