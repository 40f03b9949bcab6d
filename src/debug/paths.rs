//! Reproducible paths in DWARF: `-fdebug-prefix-map=OLD=NEW` and the
//! compilation directory.
//!
//! A build directory recorded in an object makes the same input give
//! different bytes in different directories, which defeats build caches
//! (sccache, Bazel's remote cache). egret therefore records:
//!
//! - as `DW_AT_comp_dir`: the directory given with
//!   `-fdebug-compilation-dir=DIR` if any; else the directory clang recorded
//!   in the compile unit's `!DIFile` when the module has debug metadata (the
//!   input's own content: clang wrote its working directory there, and
//!   clang's own `-fdebug-prefix-map`/`-fdebug-compilation-dir` control it);
//!   else `.`. egret never records its own working directory.
//! - file names as the module names them (for a `.ll` file, the path given
//!   on the command line), so a relative path stays relative.
//!
//! Both then go through the prefix map with clang's (19) semantics: the
//! *last* `OLD=NEW` whose `OLD` is a plain string prefix of the path
//! replaces that prefix by `NEW` (no check for a component boundary, as
//! `llvm::sys::path::replace_path_prefix`; `-fdebug-prefix-map=/a=/x` maps
//! `/ab` to `/xb`, as clang does).

/// The path rewriting `-g` applies ([`crate::Options::debug_paths`]).
/// `Default`: no map, comp_dir chosen as the module says (see the module
/// documentation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugPaths {
    /// `(OLD, NEW)` pairs in command-line order; the last matching one wins.
    pub prefix_map: Vec<(String, String)>,
    /// `-fdebug-compilation-dir=DIR`: the comp_dir to record, before the map.
    pub comp_dir: Option<String>,
}

impl DebugPaths {
    /// `path` with the prefix of the last matching map entry replaced.
    pub fn remap(&self, path: &str) -> String {
        self.prefix_map
            .iter()
            .rev()
            .find_map(|(old, new)| {
                path.strip_prefix(old.as_str())
                    .map(|rest| format!("{new}{rest}"))
            })
            .unwrap_or_else(|| path.to_string())
    }

    /// The `DW_AT_comp_dir` to record when the module's metadata names
    /// `module_dir` (the compile unit's directory) or nothing.
    pub fn comp_dir(&self, module_dir: Option<&str>) -> String {
        let dir = self
            .comp_dir
            .as_deref()
            .or(module_dir.filter(|d| !d.is_empty()))
            .unwrap_or(".");
        self.remap(dir)
    }
}

/// Parses one `-fdebug-prefix-map` value, `OLD=NEW` (split at the first
/// `=`, so `NEW` may contain `=`; either side may be empty, as in clang).
pub fn parse_prefix_map(text: &str) -> Result<(String, String), String> {
    text.split_once('=')
        .map(|(old, new)| (old.to_string(), new.to_string()))
        .ok_or_else(|| format!("invalid argument '{text}' to -fdebug-prefix-map; expected OLD=NEW"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(pairs: &[(&str, &str)]) -> DebugPaths {
        DebugPaths {
            prefix_map: pairs
                .iter()
                .map(|&(a, b)| (a.to_string(), b.to_string()))
                .collect(),
            comp_dir: None,
        }
    }

    #[test]
    fn the_last_matching_entry_wins_as_in_clang_19() {
        // clang-19 -fdebug-prefix-map=/tmp/pm=/X -fdebug-prefix-map=/tmp/pm/a=/Y
        // records /Y/b for /tmp/pm/a/b; the other order gives /X/a/b.
        let m = map(&[("/tmp/pm", "/X"), ("/tmp/pm/a", "/Y")]);
        assert_eq!(m.remap("/tmp/pm/a/b"), "/Y/b");
        let m = map(&[("/tmp/pm/a", "/Y"), ("/tmp/pm", "/X")]);
        assert_eq!(m.remap("/tmp/pm/a/b"), "/X/a/b");
    }

    #[test]
    fn prefixes_are_plain_string_prefixes() {
        let m = map(&[("/tmp/pm/a", "/Y")]);
        assert_eq!(m.remap("/tmp/pm/ab"), "/Yb");
        assert_eq!(m.remap("/other/a"), "/other/a");
        assert_eq!(m.remap("t.c"), "t.c");
        assert_eq!(map(&[("/tmp/pm/a/b", "")]).remap("/tmp/pm/a/b/t.c"), "/t.c");
    }

    #[test]
    fn comp_dir_is_dot_unless_the_module_or_a_flag_names_one() {
        let none = DebugPaths::default();
        assert_eq!(none.comp_dir(None), ".");
        assert_eq!(none.comp_dir(Some("")), ".");
        assert_eq!(none.comp_dir(Some("/build/x")), "/build/x");
        let m = map(&[("/build", "/src")]);
        assert_eq!(m.comp_dir(Some("/build/x")), "/src/x");
        let flag = DebugPaths {
            comp_dir: Some("/build/y".into()),
            ..m
        };
        assert_eq!(flag.comp_dir(Some("/build/x")), "/src/y");
    }

    #[test]
    fn prefix_map_values_split_at_the_first_equals_sign() {
        assert_eq!(
            parse_prefix_map("/a=/b=c"),
            Ok(("/a".to_string(), "/b=c".to_string()))
        );
        assert_eq!(
            parse_prefix_map("/a="),
            Ok(("/a".to_string(), String::new()))
        );
        assert!(parse_prefix_map("/a").is_err());
    }
}
