//! `-S` output is real assembly: assembling it with egret's own assembler
//! gives an object with the same code, data, symbols and relocations as the
//! one the compiler writes directly. Checked over the whole corpus, for
//! every target.

use egret_cpu0::asm::{AsmOptions, assemble};
use egret_cpu0::isa::{Endian, IsaLevel};
use egret_cpu0::object::{ObjectFile, SymbolKind};
use egret_lower::{CompileOptions, Target, asm::module_to_asm, compile_module};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn corpus() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/programs");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus directory exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    paths
}

/// Sections (name, bytes, size), symbols and relocations, as comparable text.
type Summary = (
    Vec<(String, Vec<u8>, u64)>,
    BTreeSet<String>,
    BTreeSet<String>,
);

/// Everything an object means, independent of symbol and section order.
fn summary(obj: &ObjectFile) -> Summary {
    let mut sections: Vec<(String, Vec<u8>, u64)> = obj
        .sections
        .iter()
        .filter(|s| s.size > 0)
        .map(|s| (s.name.clone(), s.data.clone(), s.size))
        .collect();
    sections.sort();
    let symbols = obj
        .symbols
        .iter()
        .filter(|s| s.kind != SymbolKind::Section && s.section.is_some())
        .map(|s| {
            let sec = &obj.sections[s.section.unwrap_or(0)].name;
            format!(
                "{} {sec}+{} size {} {:?} {:?}",
                s.name, s.value, s.size, s.kind, s.binding
            )
        })
        .collect();
    let relocs = obj
        .sections
        .iter()
        .flat_map(|s| {
            s.relocs.iter().map(move |r| {
                format!(
                    "{}+{} {:?} {}{:+}",
                    s.name, r.offset, r.kind, obj.symbols[r.symbol].name, r.addend
                )
            })
        })
        .collect();
    (sections, symbols, relocs)
}

#[test]
fn assembly_output_reassembles_to_the_same_object() {
    let mut failures = Vec::new();
    for path in corpus() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let (parsed, _) = egret_llvmlite::parse(&name, &text).expect("the corpus parses");
        for endian in [Endian::Big, Endian::Little] {
            // As the driver does: legalized for the byte order (odd widths,
            // misaligned accesses and intrinsics depend on it).
            let mut module = parsed.clone();
            let legalize = egret_llvmlite::legalize::LegalizeOptions {
                big_endian: endian == Endian::Big,
            };
            egret_llvmlite::legalize::legalize(&mut module, &legalize)
                .unwrap_or_else(|_| panic!("{name}: the corpus legalizes"));
            for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                let target = Target { endian, isa };
                let opts = CompileOptions {
                    target,
                    check_regalloc: false,
                    post_regalloc: Vec::new(),
                    pass_hooks: Default::default(),
                    // Both conventions: `jsub f+8` must reassemble too.
                    local_calls: isa == IsaLevel::Cpu032II,
                    allocate_lr: isa == IsaLevel::Cpu032II,
                    inline_putchar: isa == IsaLevel::Cpu032II,
                    regalloc: Default::default(),
                };
                let compiled = compile_module(&module, &opts).expect("the corpus compiles");
                let source = module_to_asm(&module, &compiled, target);
                let reassembled = match assemble(&source, &name, &AsmOptions { endian, level: isa })
                {
                    Ok(o) => o,
                    Err(e) => {
                        failures.push(format!("{name} {target:?}: {e}"));
                        continue;
                    }
                };
                let (a, b) = (summary(&compiled.object), summary(&reassembled));
                if a != b {
                    failures.push(format!("{name} {target:?}: objects differ\n{a:#?}\n{b:#?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
