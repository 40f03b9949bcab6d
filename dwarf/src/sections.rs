//! The writer's output: named section bytes plus the relocations an object
//! file must carry, and the code that resolves those relocations at link time.
//!
//! Every relocation is a 32-bit word that must hold "address of the target +
//! addend". The target is either the object's `.text` (for code addresses) or
//! another debug section (for cross-section offsets such as `DW_AT_stmt_list`
//! or a string's offset in `.debug_str`). The addend is *also* written into the
//! word, which is what Cpu0's `SHT_REL` relocations expect and what lets a
//! reader that does not relocate see `.text`-relative addresses and correct
//! offsets in a single-unit object.

use gimli::write::{Address, EndianVec, RelocateWriter, Relocation, RelocationTarget};

use crate::encoding::Endian;
use crate::error::Error;

/// The DWARF sections of one compile unit, in the order an object file lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugSections {
    /// Byte order of every section.
    pub endian: Endian,
    /// The non-empty sections (`.debug_abbrev`, `.debug_info`, `.debug_str`,
    /// `.debug_line_str` for DWARF 5, `.debug_line`, the range and location
    /// lists, `.debug_aranges`, `.debug_frame`).
    pub sections: Vec<DebugSection>,
    /// The symbol each [`RelocTarget::Symbol`] names, by its index (the
    /// global variables' storage, for their `DW_OP_addr` locations).
    pub symbols: Vec<String>,
}

/// One debug section: its bytes and the words in it that need relocating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugSection {
    /// The ELF section name, e.g. `.debug_line`.
    pub name: &'static str,
    /// The contents, with every relocation's addend already in place.
    pub data: Vec<u8>,
    /// Relocations, in increasing offset order.
    pub relocs: Vec<DebugReloc>,
}

/// "The `size`-byte word at `offset` must hold the address of `target` plus
/// `addend`." In an ELF object this is an `R_CPU0_32` REL relocation against
/// the target's section symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DebugReloc {
    /// Byte offset of the word within its section.
    pub offset: u32,
    /// Width of the word in bytes (always 4: Cpu0 addresses, 32-bit DWARF).
    pub size: u8,
    /// What the word points into.
    pub target: RelocTarget,
    /// Offset within the target; also the word's current contents.
    pub addend: i64,
}

/// What a relocated word points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RelocTarget {
    /// The object's `.text` section: the word is a code address.
    Text,
    /// Another debug section, by name (e.g. `.debug_abbrev`): the word is an
    /// offset into it. Debug sections are not loaded, so in an executable their
    /// "address" is where this object's part starts within the merged section.
    Section(&'static str),
    /// The symbol [`DebugSections::symbols`]`[i]` (a global variable's
    /// storage): the word is its address.
    Symbol(usize),
}

impl DebugSections {
    /// The section called `name`, if it was written.
    pub fn get(&self, name: &str) -> Option<&DebugSection> {
        self.sections.iter().find(|s| s.name == name)
    }

    /// The bytes of section `name`, or an empty slice if it was not written
    /// (the shape [`crate::LineTable::parse`] asks for).
    pub fn data(&self, name: &str) -> &[u8] {
        self.get(name).map_or(&[], |s| s.data.as_slice())
    }

    /// Resolves every relocation as a static link of this one unit does:
    /// `.text` at `text_address`, each debug section at address 0 (it is the
    /// only contribution to its merged section). Afterwards the sections hold
    /// absolute addresses and no relocations remain. A unit with global
    /// variables ([`RelocTarget::Symbol`]) needs their addresses: resolve it
    /// with [`DebugSection::apply_relocations`] instead (this fails).
    ///
    /// ```
    /// # use egret_dwarf::*;
    /// # fn demo(mut sections: DebugSections) -> Result<(), Error> {
    /// sections.relocate(0x100)?;
    /// assert!(sections.sections.iter().all(|s| s.relocs.is_empty()));
    /// # Ok(()) }
    /// ```
    pub fn relocate(&mut self, text_address: u32) -> Result<(), Error> {
        let endian = self.endian;
        for section in &mut self.sections {
            section.apply_relocations(endian, |target| match target {
                RelocTarget::Text => Some(text_address),
                RelocTarget::Section(_) => Some(0),
                RelocTarget::Symbol(_) => None,
            })?;
        }
        Ok(())
    }
}

impl DebugSection {
    /// Resolves this section's relocations in place: each word becomes
    /// `target_address(target) + addend`. A linker that merges several
    /// objects passes, for each object, the final address of its `.text` and
    /// the offset at which its part of each debug section starts. Returns an
    /// error (leaving the section untouched) if a target has no address or a
    /// value does not fit in 32 bits; on success the relocation list is empty.
    ///
    /// ```
    /// # use egret_dwarf::*;
    /// let mut s = DebugSection {
    ///     name: ".debug_aranges",
    ///     data: vec![0, 0, 0, 8],
    ///     relocs: vec![DebugReloc { offset: 0, size: 4, target: RelocTarget::Text, addend: 8 }],
    /// };
    /// s.apply_relocations(Endian::Big, |t| (t == RelocTarget::Text).then_some(0x100))?;
    /// assert_eq!(s.data, [0, 0, 1, 8]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn apply_relocations(
        &mut self,
        endian: Endian,
        target_address: impl Fn(RelocTarget) -> Option<u32>,
    ) -> Result<(), Error> {
        let mut values = Vec::with_capacity(self.relocs.len());
        for reloc in &self.relocs {
            values.push((reloc.offset as usize, self.resolve(reloc, &target_address)?));
        }
        for (offset, value) in values {
            let bytes = match endian {
                Endian::Big => value.to_be_bytes(),
                Endian::Little => value.to_le_bytes(),
            };
            self.data[offset..offset + 4].copy_from_slice(&bytes);
        }
        self.relocs.clear();
        Ok(())
    }

    fn resolve(
        &self,
        reloc: &DebugReloc,
        target_address: &impl Fn(RelocTarget) -> Option<u32>,
    ) -> Result<u32, Error> {
        let at = format!("{}+{:#x}", self.name, reloc.offset);
        if reloc.size != 4 || reloc.offset as usize + 4 > self.data.len() {
            return Err(Error::Relocation(format!(
                "{at}: a {}-byte word does not fit in the {}-byte section",
                reloc.size,
                self.data.len()
            )));
        }
        let base = target_address(reloc.target).ok_or_else(|| {
            Error::Relocation(format!("{at}: no address for target {:?}", reloc.target))
        })?;
        u32::try_from(i64::from(base) + reloc.addend).map_err(|_| {
            Error::Relocation(format!(
                "{at}: {base:#x} + {} does not fit in 32 bits",
                reloc.addend
            ))
        })
    }
}

/// The gimli writer for one section: bytes in the target's byte order plus the
/// relocations gimli reports. Symbol 0 stands for `.text`; symbol `1 + i`
/// for [`DebugSections::symbols`]`[i]`.
#[derive(Clone)]
pub(crate) struct SectionWriter {
    bytes: EndianVec<gimli::RunTimeEndian>,
    relocations: Vec<Relocation>,
}

/// The gimli symbol number that means "the object's `.text`".
pub(crate) const TEXT_SYMBOL: usize = 0;

impl SectionWriter {
    pub(crate) fn new(endian: Endian) -> Self {
        SectionWriter {
            bytes: EndianVec::new(endian.gimli()),
            relocations: Vec::new(),
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.bytes.slice().is_empty()
    }

    /// Converts to the public form, storing each addend in place (REL).
    pub(crate) fn finish(self, name: &'static str, endian: Endian) -> Result<DebugSection, Error> {
        let mut section = DebugSection {
            name,
            data: self.bytes.into_vec(),
            relocs: Vec::with_capacity(self.relocations.len()),
        };
        for r in self.relocations {
            let reloc = convert_relocation(name, &r)?;
            section.relocs.push(reloc);
        }
        section.relocs.sort_by_key(|r| r.offset);
        // Storing the addend is the same as relocating against address 0.
        let mut in_place = section.clone();
        in_place.apply_relocations(endian, |_| Some(0))?;
        section.data = in_place.data;
        Ok(section)
    }
}

fn convert_relocation(section: &str, r: &Relocation) -> Result<DebugReloc, Error> {
    let target = match r.target {
        RelocationTarget::Symbol(TEXT_SYMBOL) => RelocTarget::Text,
        RelocationTarget::Section(id) => RelocTarget::Section(id.name()),
        RelocationTarget::Symbol(other) => RelocTarget::Symbol(other - TEXT_SYMBOL - 1),
    };
    let offset = u32::try_from(r.offset)
        .map_err(|_| Error::Write(format!("{section} is larger than 4 GiB")))?;
    if r.size != 4 {
        return Err(Error::Write(format!(
            "{section}+{offset:#x}: {}-byte relocation; only 32-bit words are supported",
            r.size
        )));
    }
    Ok(DebugReloc {
        offset,
        size: r.size,
        target,
        addend: r.addend,
    })
}

impl RelocateWriter for SectionWriter {
    type Writer = EndianVec<gimli::RunTimeEndian>;

    fn writer(&self) -> &Self::Writer {
        &self.bytes
    }

    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.bytes
    }

    fn relocate(&mut self, relocation: Relocation) {
        self.relocations.push(relocation);
    }
}

/// The address of global symbol `i` of [`DebugSections::symbols`] (relocated).
pub(crate) fn symbol_address(i: usize) -> Address {
    Address::Symbol {
        symbol: TEXT_SYMBOL + 1 + i,
        addend: 0,
    }
}

/// The address `offset` bytes into the object's `.text` (relocated).
pub(crate) fn text_address(offset: u32) -> Address {
    Address::Symbol {
        symbol: TEXT_SYMBOL,
        addend: i64::from(offset),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section() -> DebugSection {
        DebugSection {
            name: ".debug_info",
            data: vec![0, 0, 0, 4, 0, 0, 0, 9],
            relocs: vec![
                DebugReloc {
                    offset: 0,
                    size: 4,
                    target: RelocTarget::Text,
                    addend: 4,
                },
                DebugReloc {
                    offset: 4,
                    size: 4,
                    target: RelocTarget::Section(".debug_str"),
                    addend: 9,
                },
            ],
        }
    }

    #[test]
    fn applies_text_and_section_relocations() {
        let mut s = section();
        s.apply_relocations(Endian::Big, |t| match t {
            RelocTarget::Text => Some(0x100),
            RelocTarget::Section(_) => Some(0x20),
            RelocTarget::Symbol(_) => None,
        })
        .expect("all targets resolve");
        assert_eq!(s.data, [0, 0, 1, 4, 0, 0, 0, 0x29]);
        assert!(s.relocs.is_empty());
    }

    #[test]
    fn little_endian_words() {
        let mut s = section();
        s.relocs.truncate(1);
        s.apply_relocations(Endian::Little, |_| Some(0x100))
            .expect("resolves");
        assert_eq!(&s.data[..4], &[4, 1, 0, 0]);
    }

    #[test]
    fn unresolved_target_leaves_the_section_alone() {
        let mut s = section();
        let before = s.clone();
        let err = s
            .apply_relocations(Endian::Big, |t| (t == RelocTarget::Text).then_some(0))
            .expect_err("no address for .debug_str");
        assert!(err.to_string().contains(".debug_info+0x4"), "{err}");
        assert_eq!(s, before);
    }

    #[test]
    fn out_of_range_values_and_words_are_errors() {
        let mut s = section();
        assert!(
            s.apply_relocations(Endian::Big, |_| Some(u32::MAX))
                .is_err()
        );
        let mut s = section();
        s.relocs[1].offset = 6;
        assert!(s.apply_relocations(Endian::Big, |_| Some(0)).is_err());
    }
}
