//! The Cpu0 target of egret: everything about the machine that does not depend
//! on the compiler.
//!
//! [`isa`] is the instruction table every other module derives from; [`object`]
//! is the in-memory relocatable object that the assembler and the compiler
//! produce and the ELF writer, linker and JIT consume.
//!
//! - [`encode`]: instruction words to and from [`isa::Inst`], both byte orders.
//! - [`asm`]: the assembler (lbd syntax) and the assembly printer.
//! - [`reloc`]: what each relocation type computes and stores in place.
//! - [`elf`]: ELF32 objects and executables, written and read.
//! - [`link`]: the static and incremental linker.
//! - [`sim`]: the simulator (cpu0.v semantics, cycle model, host calls).
//! - [`disasm`]: `objdump` listings that reassemble.
//! - [`exec`]: linked programs ([`exec::Executable`]) and the `cpu0.v` hex image.

pub mod asm;
pub mod disasm;
pub mod elf;
pub mod encode;
pub mod exec;
pub mod isa;
pub mod link;
pub mod object;
pub mod reloc;
pub mod sim;
