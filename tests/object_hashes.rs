//! Code generation does not change by accident: every program in
//! `tests/programs/` is compiled at -O0, -O1 and -O2, for both byte orders
//! and both ISA levels, and the SHA-256 of each ELF object is compared with
//! the one recorded in `tests/object_hashes.txt`.
//!
//! A change that is *meant* to alter code (a new optimisation, a fix in
//! lowering) updates the record on purpose:
//!
//! ```sh
//! EGRET_BLESS=1 cargo test --test object_hashes
//! git diff tests/object_hashes.txt   # review which objects changed
//! ```
//!
//! A refactoring must leave the file untouched.

use egret::cpu0::elf::write_object;
use egret::cpu0::isa::{Endian, IsaLevel};
use egret::{OptLevel, Options, Target};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::Path;

#[allow(dead_code)]
mod common;

/// The record, relative to the crate root.
const RECORD: &str = "tests/object_hashes.txt";

/// Every configuration an object is recorded for, with its name in the record.
fn configurations() -> Vec<(String, Options)> {
    let mut configs = Vec::new();
    for (opt_name, opt) in [
        ("O0", OptLevel::O0),
        ("O1", OptLevel::O1),
        ("O2", OptLevel::O2),
    ] {
        for (endian_name, endian) in [("cpu0", Endian::Big), ("cpu0el", Endian::Little)] {
            for (isa_name, isa) in [
                ("cpu032I", IsaLevel::Cpu032I),
                ("cpu032II", IsaLevel::Cpu032II),
            ] {
                let opts = Options {
                    opt,
                    target: Target { endian, isa },
                    debug_info: false,
                    debug_paths: Default::default(),
                    check_regalloc: false,
                };
                configs.push((format!("{opt_name}-{endian_name}-{isa_name}"), opts));
            }
        }
    }
    configs
}

/// `name config sha256` for every program and configuration, sorted.
fn current_hashes(root: &Path) -> BTreeMap<String, String> {
    let files = common::corpus_files(&root.join("tests/programs"));
    let configs = configurations();
    let rows = common::parallel_map(&files, |file| {
        let mut rows = Vec::new();
        for (config, opts) in &configs {
            let file_name = format!("{}.ll", file.name);
            let digest = match egret::compile_text(&file_name, &file.text, opts) {
                Ok((_, compiled)) => match write_object(&compiled.object) {
                    Ok(bytes) => hex(&Sha256::digest(&bytes)),
                    Err(e) => format!("write-error:{e}"),
                },
                Err(_) => "compile-error".to_string(),
            };
            rows.push((format!("{} {config}", file.name), digest));
        }
        rows
    });
    rows.into_iter().flatten().collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn render(hashes: &BTreeMap<String, String>) -> String {
    let mut text = String::from(
        "# SHA-256 of every tests/programs object: program configuration hash.\n\
         # Regenerate on purpose with: EGRET_BLESS=1 cargo test --test object_hashes\n",
    );
    for (key, hash) in hashes {
        text.push_str(&format!("{key} {hash}\n"));
    }
    text
}

#[test]
fn objects_match_the_recorded_hashes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let current = render(&current_hashes(root));
    let record_path = root.join(RECORD);
    if std::env::var_os("EGRET_BLESS").is_some() {
        std::fs::write(&record_path, &current).expect("the record is writable");
        return;
    }
    let recorded = std::fs::read_to_string(&record_path).unwrap_or_default();
    if recorded == current {
        return;
    }
    let recorded_lines: std::collections::BTreeSet<&str> = recorded.lines().collect();
    let changed: Vec<&str> = current
        .lines()
        .filter(|l| !recorded_lines.contains(l))
        .take(20)
        .collect();
    panic!(
        "{} objects differ from {RECORD} (first {}):\n{}\n\
         If the change is meant to alter code: EGRET_BLESS=1 cargo test --test object_hashes",
        current
            .lines()
            .filter(|l| !recorded_lines.contains(l))
            .count(),
        changed.len(),
        changed.join("\n")
    );
}
