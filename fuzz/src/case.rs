//! Inputs ([`Case`]) and their reproducer files.
//!
//! A case is the bytes a target consumes (IR or assembly text, an ELF
//! file, a JIT script) plus the machine it is compiled for or run on, and,
//! for generated programs, whether the program is known to be free of
//! undefined behaviour (so that the interpreter and the simulator must
//! agree on it). A reproducer file holds the bytes exactly; the rest is in
//! its name, `<tag>.<machine>[.ubfree].<ext>` (for example
//! `s7-i1234.le-I.ubfree.ll`), so a file can be run again with nothing but
//! its path ([`Case::from_file`]).

use crate::corpus::Corpus;
use crate::targets::Target;
use egret::Target as EgretTarget;
use egret::cpu0::isa::{Endian, IsaLevel};
use std::path::Path;

/// Byte order and ISA level: the four Cpu0 machines.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Machine {
    /// Byte order.
    pub endian: Endian,
    /// ISA level.
    pub isa: IsaLevel,
}

impl Machine {
    /// The four machines, in the order inputs rotate through them.
    pub const ALL: [Machine; 4] = [
        Machine::new(Endian::Big, IsaLevel::Cpu032II),
        Machine::new(Endian::Little, IsaLevel::Cpu032I),
        Machine::new(Endian::Big, IsaLevel::Cpu032I),
        Machine::new(Endian::Little, IsaLevel::Cpu032II),
    ];

    const fn new(endian: Endian, isa: IsaLevel) -> Machine {
        Machine { endian, isa }
    }

    /// The machine input `index` uses.
    pub fn rotating(index: u64) -> Machine {
        Machine::ALL[(index % 4) as usize]
    }

    /// The compiler's name for it.
    pub fn target(self) -> EgretTarget {
        EgretTarget {
            endian: self.endian,
            isa: self.isa,
        }
    }

    /// The tag in reproducer file names: `be-II`, `le-I`, ...
    pub fn tag(self) -> &'static str {
        match (self.endian, self.isa) {
            (Endian::Big, IsaLevel::Cpu032I) => "be-I",
            (Endian::Big, IsaLevel::Cpu032II) => "be-II",
            (Endian::Little, IsaLevel::Cpu032I) => "le-I",
            (Endian::Little, IsaLevel::Cpu032II) => "le-II",
        }
    }

    /// The machine a tag names.
    pub fn from_tag(tag: &str) -> Option<Machine> {
        Machine::ALL.into_iter().find(|m| m.tag() == tag)
    }
}

/// One input of one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The target that consumes it.
    pub target: Target,
    /// The machine to compile for and run on.
    pub machine: Machine,
    /// A generated program free of undefined behaviour: the interpreter and
    /// the compiled code must agree on it.
    pub ub_free: bool,
    /// The input itself.
    pub data: Vec<u8>,
}

impl Case {
    /// The input as text (invalid UTF-8 replaced, as a reader of the file
    /// would see it through `String::from_utf8_lossy`).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.data).into_owned()
    }

    /// The reproducer file name for this case, tagged `tag`.
    pub fn file_name(&self, tag: &str) -> String {
        let ub = if self.ub_free { ".ubfree" } else { "" };
        format!(
            "{tag}.{}{ub}.{}",
            self.machine.tag(),
            self.target.extension()
        )
    }

    /// Reads a reproducer written for `target` (see the module docs for the
    /// name). A name without a machine tag means big-endian cpu032II.
    pub fn from_file(target: Target, path: &Path) -> std::io::Result<Case> {
        let data = std::fs::read(path)?;
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        let parts: Vec<&str> = name.split('.').collect();
        let machine = parts
            .iter()
            .find_map(|p| Machine::from_tag(p))
            .unwrap_or(Machine::ALL[0]);
        Ok(Case {
            target,
            machine,
            ub_free: parts.contains(&"ubfree"),
            data,
        })
    }
}

/// Input `index` of `target` in the campaign seeded with `seed`.
pub fn make_case(corpus: &Corpus, target: Target, seed: u64, index: u64) -> Case {
    let mut rng = crate::case_rng(target, seed, index);
    let machine = Machine::rotating(index);
    let (data, ub_free) = target.generate(corpus, &mut rng, machine);
    Case {
        target,
        machine,
        ub_free,
        data,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reproducer_name_gives_back_the_case() {
        let dir = std::env::temp_dir().join(format!("egret-fuzz-case-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temporary directory");
        for (i, machine) in Machine::ALL.into_iter().enumerate() {
            let case = Case {
                target: Target::Compile,
                machine,
                ub_free: i % 2 == 0,
                data: format!("; input {i}\n").into_bytes(),
            };
            let path = dir.join(case.file_name(&format!("s1-i{i}")));
            std::fs::write(&path, &case.data).expect("written");
            assert_eq!(Case::from_file(Target::Compile, &path).expect("read"), case);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn machines_rotate_through_all_four() {
        let seen: std::collections::HashSet<Machine> = (0..4).map(Machine::rotating).collect();
        assert_eq!(seen.len(), 4);
        for m in Machine::ALL {
            assert_eq!(Machine::from_tag(m.tag()), Some(m));
        }
    }
}
