//! The seed inputs mutations start from, read from the repository and
//! built once per process.
//!
//! - `tests/programs/*.ll`: valid programs (with their `; args:` headers);
//! - `tests/malformed/*.ll`: programs the front end must reject;
//! - `runtime/*.s`, plus the assembly the compiler prints for a few corpus
//!   programs: assembler input;
//! - ELF objects and executables compiled from the smallest corpus programs
//!   (every machine, -O0 and -O2, with and without DWARF) and from the
//!   runtime's assembly.
//!
//! Everything is sorted and built the same way every time, so a seed gives
//! the same inputs on every run.

use crate::case::Machine;
use egret::cpu0::asm::{AsmOptions, assemble};
use egret::cpu0::elf::{write_executable, write_object};
use egret::{OptLevel, Options};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// How many of the smallest corpus programs are compiled into objects and
/// executables.
const COMPILED_PROGRAMS: usize = 16;

/// One `.ll` file.
#[derive(Clone, Debug)]
pub struct Program {
    /// The file stem.
    pub name: String,
    /// Its text.
    pub text: String,
}

/// All seed inputs.
#[derive(Clone, Debug, Default)]
pub struct Corpus {
    /// Valid programs.
    pub programs: Vec<Program>,
    /// Programs the front end rejects.
    pub malformed: Vec<Program>,
    /// Assembly sources.
    pub assembly: Vec<String>,
    /// ELF relocatable objects.
    pub objects: Vec<Vec<u8>>,
    /// ELF executables.
    pub executables: Vec<Vec<u8>>,
}

/// The repository root this crate was built in.
pub fn default_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

impl Corpus {
    /// The corpus of the repository this crate was built in, loaded once.
    pub fn shared() -> Result<&'static Corpus, String> {
        static SHARED: OnceLock<Result<Corpus, String>> = OnceLock::new();
        SHARED
            .get_or_init(|| Corpus::load(&default_root()))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Reads and builds the corpus of the repository at `root`.
    pub fn load(root: &Path) -> Result<Corpus, String> {
        let programs = read_dir_sorted(&root.join("tests/programs"), "ll")?;
        let malformed = read_dir_sorted(&root.join("tests/malformed"), "ll")?;
        let mut assembly: Vec<String> = read_dir_sorted(&root.join("runtime"), "s")?
            .into_iter()
            .map(|p| p.text)
            .collect();
        if programs.is_empty() {
            return Err(format!("no programs in {}/tests/programs", root.display()));
        }
        let mut corpus = Corpus {
            programs,
            malformed,
            ..Corpus::default()
        };
        let mut smallest: Vec<&Program> = corpus.programs.iter().collect();
        smallest.sort_by_key(|p| (p.text.len(), p.name.clone()));
        smallest.truncate(COMPILED_PROGRAMS);
        let mut objects = Vec::new();
        let mut executables = Vec::new();
        for (i, p) in smallest.iter().enumerate() {
            let built = build_program(p, i)?;
            assembly.push(built.assembly);
            objects.push(built.object);
            executables.push(built.executable);
        }
        for (i, source) in assembly.clone().iter().enumerate() {
            let machine = Machine::rotating(i as u64);
            let opts = AsmOptions {
                endian: machine.endian,
                level: machine.isa,
            };
            // The compiler's assembly of cpu032II code may not assemble
            // for cpu032I; only what assembles is a seed object.
            if let Ok(obj) = assemble(source, "seed.s", &opts)
                && let Ok(bytes) = write_object(&obj)
            {
                objects.push(bytes);
            }
        }
        corpus.assembly = assembly;
        corpus.objects = objects;
        corpus.executables = executables;
        Ok(corpus)
    }
}

/// What one corpus program is compiled into.
struct Built {
    assembly: String,
    object: Vec<u8>,
    executable: Vec<u8>,
}

/// Compiles program `p` (the `i`-th seed) for a machine, level and DWARF
/// setting chosen by `i`.
fn build_program(p: &Program, i: usize) -> Result<Built, String> {
    let machine = Machine::rotating(i as u64);
    let opts = Options {
        opt: if i.is_multiple_of(2) {
            OptLevel::O0
        } else {
            OptLevel::O2
        },
        target: machine.target(),
        debug_info: i.is_multiple_of(3),
        debug_paths: Default::default(),
        check_regalloc: false,
    };
    let fail = |what: &str, e: String| format!("corpus {}: {what}: {e}", p.name);
    let (module, compiled) = egret::compile_text(&format!("{}.ll", p.name), &p.text, &opts)
        .map_err(|e| fail("compile", e.to_string()))?;
    let assembly = egret::lower::asm::module_to_asm(&module, &compiled, opts.target);
    let object = write_object(&compiled.object).map_err(|e| fail("write", e.to_string()))?;
    let exe = egret::link_with_runtime(&[compiled.object], opts.target)
        .map_err(|e| fail("link", e.to_string()))?;
    let executable = write_executable(&exe).map_err(|e| fail("write", e.to_string()))?;
    Ok(Built {
        assembly,
        object,
        executable,
    })
}

/// The files with extension `ext` in `dir`, sorted by name.
fn read_dir_sorted(dir: &Path, ext: &str) -> Result<Vec<Program>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let name = path
                .file_stem()
                .map_or(String::new(), |s| s.to_string_lossy().into_owned());
            Ok(Program { name, text })
        })
        .collect()
}
