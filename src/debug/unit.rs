//! The compile unit of a module with clang's debug metadata: its language,
//! compilation directory and files, and the per-function facts of
//! `!DISubprogram` (source name, declaration, result type, abstract origins
//! of inlined copies).
//!
//! Files: DWARF file 0 is the compile unit's `!DIFile`. Every other file a
//! row or a declaration names follows, once per path. A file's path is its
//! `filename` when that is absolute or its `directory` is the unit's,
//! else `directory/filename`; then `-fdebug-prefix-map` applies.

use super::paths::DebugPaths;
use super::types::TypeTable;
use egret_dwarf::{
    AbstractRef, AbstractSubprogram, AbstractVariable, AbstractVariableRef, Decl, TypeRef,
};
use egret_llvmlite::{MdId, MdValue, Metadata, Module};
use std::collections::HashMap;

/// The unit's DWARF file names, one per path.
pub struct FileTable<'m> {
    paths: &'m DebugPaths,
    /// The unit's directory as the metadata names it (before the map).
    raw_dir: String,
    /// DWARF file names (mapped); 0 is the unit's file.
    pub names: Vec<String>,
    index: HashMap<String, usize>,
}

impl FileTable<'_> {
    /// The DWARF file of `filename` in `directory`, added if new.
    pub fn file(&mut self, filename: &str, directory: &str) -> usize {
        let joined =
            if filename.starts_with('/') || directory.is_empty() || directory == self.raw_dir {
                filename.to_string()
            } else {
                format!("{}/{filename}", directory.trim_end_matches('/'))
            };
        let mut path = self.paths.remap(&joined).replace('\0', "?");
        if path.is_empty() {
            path = super::UNNAMED_SOURCE.to_string();
        }
        if let Some(&i) = self.index.get(&path) {
            return i;
        }
        self.names.push(path.clone());
        self.index.insert(path, self.names.len() - 1);
        self.names.len() - 1
    }

    /// The DWARF file of a `!DIFile` node.
    pub fn file_node(&mut self, md: &Metadata, file: MdId) -> usize {
        self.file(
            md.str(file, "filename").unwrap_or(""),
            md.str(file, "directory").unwrap_or(""),
        )
    }

    /// Where node `id` (a type, subprogram or variable) is declared: its
    /// `file` (the unit's when absent) and `line` (none when 0).
    pub fn decl(&mut self, md: &Metadata, id: MdId) -> Option<Decl> {
        let line = u32::try_from(md.int(id, "line")?).ok().filter(|&l| l > 0)?;
        let file = match md.node(id, "file") {
            Some(f) => self.file_node(md, f),
            None => 0,
        };
        Some(Decl { file, line })
    }
}

/// The unit being described: files, types and abstract subprograms.
pub struct Unit<'m> {
    /// The module's metadata.
    pub md: &'m Metadata,
    /// The compile unit node.
    pub cu: MdId,
    /// `DW_AT_comp_dir` (mapped).
    pub comp_dir: String,
    /// The files.
    pub files: FileTable<'m>,
    /// For each of `Module::files`, its DWARF file.
    pub module_files: Vec<usize>,
    /// The types.
    pub types: TypeTable<'m>,
    /// Inlined functions' abstract entries.
    pub abstracts: Vec<AbstractSubprogram>,
    abstract_index: HashMap<MdId, AbstractRef>,
    abstract_variables: HashMap<MdId, AbstractVariableRef>,
}

impl<'m> Unit<'m> {
    /// The unit of `module`'s first `!llvm.dbg.cu`; `None` without one, or
    /// when the module's locations are still its `.ll` positions (nobody
    /// ran [`egret_llvmlite::adopt_debug_locations`], which clears the
    /// parsed attachments): then the `.ll` file is the honest source.
    pub fn new(module: &'m Module, paths: &'m DebugPaths) -> Option<Unit<'m>> {
        let md = &module.metadata;
        let cu = *md.named("llvm.dbg.cu").first()?;
        let adopted = module
            .funcs
            .values()
            .filter_map(|f| f.body.as_ref())
            .all(|b| b.dbg_attachments.is_empty());
        if !adopted {
            return None;
        }
        let cu_file = md.node(cu, "file");
        let raw_dir = cu_file
            .and_then(|f| md.str(f, "directory"))
            .unwrap_or("")
            .to_string();
        let mut files = FileTable {
            paths,
            raw_dir: raw_dir.clone(),
            names: Vec::new(),
            index: HashMap::new(),
        };
        files.file(
            cu_file.and_then(|f| md.str(f, "filename")).unwrap_or(""),
            &raw_dir,
        );
        // The `.ll` file itself (file 0 of the module) is named by nothing
        // once locations are adopted; it maps to the unit's file.
        let module_files = module
            .files
            .iter()
            .enumerate()
            .map(|(i, f)| {
                if i == 0 {
                    0
                } else {
                    files.file(&f.name, &f.dir)
                }
            })
            .collect();
        Some(Unit {
            md,
            cu,
            comp_dir: paths.comp_dir(Some(&raw_dir)).replace('\0', "?"),
            files,
            module_files,
            types: TypeTable::new(md),
            abstracts: Vec::new(),
            abstract_index: HashMap::new(),
            abstract_variables: HashMap::new(),
        })
    }

    /// `DW_AT_language` of the unit.
    pub fn language(&self) -> Option<u16> {
        language_code(self.md.ident(self.cu, "language")?)
    }

    /// Where node `id` is declared.
    pub fn decl(&mut self, id: MdId) -> Option<Decl> {
        self.files.decl(self.md, id)
    }

    /// The type field `key` of `id` names, described.
    pub fn type_field(&mut self, id: MdId, key: &str) -> Option<TypeRef> {
        let ty = self.md.node(id, key)?;
        self.type_of(ty)
    }

    /// The entry of type node `ty`.
    pub fn type_of(&mut self, ty: MdId) -> Option<TypeRef> {
        let Unit {
            md, files, types, ..
        } = self;
        types.type_of(ty, &mut |id| files.decl(md, id))
    }

    /// The return type of subprogram `sp` (`types[0]` of its
    /// `!DISubroutineType`).
    pub fn result_type(&mut self, sp: MdId) -> Option<TypeRef> {
        let md = self.md;
        let sig = md.node(sp, "type")?;
        let types = md.tuple(md.node(sig, "types")?)?;
        match types.first()? {
            MdValue::Node(t) => self.type_of(*t),
            _ => None,
        }
    }

    /// The abstract entry of subprogram `sp`, if one was added.
    pub fn abstract_ref(&self, sp: MdId) -> Option<AbstractRef> {
        self.abstract_index.get(&sp).copied()
    }

    /// The abstract variable of `!DILocalVariable` `var`, added if new,
    /// when the subprogram it belongs to has an abstract entry.
    pub fn abstract_variable(&mut self, var: MdId) -> Option<AbstractVariableRef> {
        if let Some(&r) = self.abstract_variables.get(&var) {
            return Some(r);
        }
        let md = self.md;
        let sp = md.enclosing_subprogram(md.node(var, "scope")?)?;
        let subprogram = self.abstract_ref(sp)?;
        let entry = AbstractVariable {
            name: md.str(var, "name").unwrap_or("").to_string(),
            arg: argument_number(md, var),
            ty: self.type_field(var, "type"),
            decl: self.decl(var),
        };
        let variables = &mut self.abstracts[subprogram].variables;
        variables.push(entry);
        let r = AbstractVariableRef {
            subprogram,
            variable: variables.len() - 1,
        };
        self.abstract_variables.insert(var, r);
        Some(r)
    }

    /// The abstract entry of subprogram `sp`, added if new, with the
    /// variables it retains (`retainedNodes`), as clang lists them.
    pub fn abstract_subprogram(&mut self, sp: MdId) -> AbstractRef {
        if let Some(&r) = self.abstract_index.get(&sp) {
            return r;
        }
        let md = self.md;
        let name = md.str(sp, "name").unwrap_or("").to_string();
        let linkage_name = md
            .str(sp, "linkageName")
            .filter(|l| !l.is_empty() && *l != name)
            .map(str::to_string);
        let entry = AbstractSubprogram {
            name,
            linkage_name,
            decl: self.decl(sp),
            external: !md.flags(sp, "spFlags").contains(&"DISPFlagLocalToUnit"),
            result: self.result_type(sp),
            variables: Vec::new(),
        };
        self.abstracts.push(entry);
        let r = self.abstracts.len() - 1;
        self.abstract_index.insert(sp, r);
        for var in retained_variables(md, sp) {
            self.abstract_variable(var);
        }
        r
    }
}

/// The parameter number of `!DILocalVariable` `var` (`arg`, from 1);
/// `None` for a local.
pub fn argument_number(md: &Metadata, var: MdId) -> Option<u32> {
    md.int(var, "arg")
        .and_then(|a| u32::try_from(a).ok())
        .filter(|&a| a > 0)
}

/// The `!DILocalVariable`s subprogram `sp` retains (`retainedNodes`).
pub fn retained_variables(md: &Metadata, sp: MdId) -> Vec<MdId> {
    md.node(sp, "retainedNodes")
        .and_then(|r| md.tuple(r))
        .unwrap_or(&[])
        .iter()
        .filter_map(|v| match v {
            MdValue::Node(n) if md.kind(*n) == Some("DILocalVariable") => Some(*n),
            _ => None,
        })
        .collect()
}

/// The `DW_LANG_*` code of a language keyword of `!DICompileUnit`.
pub fn language_code(name: &str) -> Option<u16> {
    Some(match name {
        "DW_LANG_C89" => 0x01,
        "DW_LANG_C" => 0x02,
        "DW_LANG_C_plus_plus" => 0x04,
        "DW_LANG_C99" => 0x0c,
        "DW_LANG_C_plus_plus_11" => 0x1a,
        "DW_LANG_C11" => 0x1d,
        "DW_LANG_C_plus_plus_14" => 0x21,
        "DW_LANG_C17" => 0x2c,
        _ => return None,
    })
}
