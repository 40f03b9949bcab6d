//! Round trips through text that must give back the same object: the
//! compiler's assembly (`compile -S`) assembles to the code and data of
//! the object it compiled, and an object's `objdump` listing reassembles
//! to the same sections and relocations (both promised by their modules'
//! documentation).

use crate::case::Machine;
use egret::cpu0::asm::{AsmOptions, assemble};
use egret::cpu0::disasm::objdump_object;
use egret::cpu0::object::{ObjectFile, RelocKind, SectionKind};

/// A relocation as a reader of the listing sees it: offset, kind, addend
/// and the name of its symbol (or of its section, for a section symbol).
type RelocView = (u64, &'static str, i64, String);

/// A loaded section: name, kind, size, bytes and relocations.
type SectionView = (String, SectionKind, u64, Vec<u8>, Vec<RelocView>);

/// The sections of `obj` other than debug sections, comparable across
/// objects (symbols by name rather than by index).
fn sections(obj: &ObjectFile, with_relocs: bool) -> Vec<SectionView> {
    let symbol_name = |i: usize| match obj.symbols.get(i) {
        Some(s) if s.name.is_empty() => s
            .section
            .and_then(|x| obj.sections.get(x))
            .map_or(String::new(), |x| x.name.clone()),
        Some(s) => s.name.clone(),
        None => format!("<symbol {i}>"),
    };
    obj.sections
        .iter()
        .filter(|s| s.kind != SectionKind::Debug)
        .map(|s| {
            let mut relocs: Vec<RelocView> = if with_relocs {
                s.relocs
                    .iter()
                    .map(|r| (r.offset, r.kind.name(), r.addend, symbol_name(r.symbol)))
                    .collect()
            } else {
                Vec::new()
            };
            relocs.sort();
            (s.name.clone(), s.kind, s.size, s.data.clone(), relocs)
        })
        .filter(|s| s.2 > 0)
        .collect()
}

/// The first difference between the loaded sections of two objects.
fn difference(want: &ObjectFile, got: &ObjectFile, with_relocs: bool) -> Option<String> {
    let (w, g) = (sections(want, with_relocs), sections(got, with_relocs));
    let names = |v: &[SectionView]| v.iter().map(|s| s.0.clone()).collect::<Vec<_>>();
    if names(&w) != names(&g) {
        return Some(format!("sections {:?} became {:?}", names(&w), names(&g)));
    }
    let (a, b) = w.iter().zip(&g).find(|(a, b)| a != b)?;
    let what = if a.3 != b.3 {
        let at = a.3.iter().zip(&b.3).position(|(x, y)| x != y).unwrap_or(0);
        format!("bytes differ from offset {at:#x}")
    } else if a.4 != b.4 {
        let at = a.4.iter().zip(&b.4).position(|(x, y)| x != y).unwrap_or(0);
        format!(
            "relocation {at} differs: {:?} vs {:?}",
            a.4.get(at),
            b.4.get(at)
        )
    } else {
        format!("size {} vs {}", a.2, b.2)
    };
    Some(format!("section {}: {what}", a.0))
}

fn assembled(text: &str, machine: Machine) -> Result<ObjectFile, String> {
    let opts = AsmOptions {
        endian: machine.endian,
        level: machine.isa,
    };
    assemble(text, "roundtrip.s", &opts).map_err(|e| {
        let first = e.to_string();
        first.lines().next().unwrap_or("").to_string()
    })
}

/// The compiler's assembly for `obj` must assemble to the same code and
/// data (relocations may name symbols differently, so only bytes count).
pub(super) fn check_compiler_asm(asm: &str, obj: &ObjectFile, machine: Machine) -> Option<String> {
    match assembled(asm, machine) {
        Ok(again) => difference(obj, &again, false)
            .map(|d| format!("the compiler's assembly assembles to other code: {d}")),
        Err(e) => Some(format!("the compiler's assembly does not assemble: {e}")),
    }
}

/// `objdump` of `obj` must reassemble to the same sections and
/// relocations. Objects with an instruction relocation (`%hi`, `%lo`, a
/// branch) in a data section are skipped: the listing prints data as
/// `.byte`/`.4byte` and says such a relocation "cannot be shown in data".
pub(super) fn check_objdump(obj: &ObjectFile, machine: Machine) -> Option<String> {
    let unshowable = obj.sections.iter().any(|s| {
        s.kind != SectionKind::Text && s.relocs.iter().any(|r| r.kind != RelocKind::Abs32)
    });
    if unshowable {
        return None;
    }
    let listing = objdump_object(obj, "roundtrip.o");
    let machine = Machine {
        endian: obj.endian,
        ..machine
    };
    match assembled(&listing, machine) {
        Ok(again) => difference(obj, &again, true)
            .map(|d| format!("objdump output reassembles to another object: {d}")),
        Err(e) => Some(format!("objdump output does not reassemble: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_hold_and_differences_are_seen() {
        let text =
            "@g = global i32 7\ndefine i32 @main() {\n  %x = load i32, i32* @g\n  ret i32 %x\n}\n";
        let machine = Machine::ALL[1];
        let opts = egret::Options {
            target: machine.target(),
            ..egret::Options::default()
        };
        let (module, compiled) = egret::compile_text("t.ll", text, &opts).expect("compiles");
        let asm = egret::lower::asm::module_to_asm(&module, &compiled, opts.target);
        assert_eq!(check_compiler_asm(&asm, &compiled.object, machine), None);
        assert_eq!(check_objdump(&compiled.object, machine), None);
        let mut changed = compiled.object.clone();
        let text_section = changed.section_by_name(".text").expect("code");
        changed.sections[text_section].data[0] ^= 1;
        let d = difference(&compiled.object, &changed, true).expect("a difference");
        assert!(d.starts_with("section .text: bytes differ"), "{d}");
    }
}
