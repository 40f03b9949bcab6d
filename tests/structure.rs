//! The codebase keeps the shape a newcomer can hold (issue 20), checked on
//! every `.rs` file of the workspace:
//!
//! - no source file outside the tests is over [`MAX_FILE_LINES`] lines (a
//!   file counts as a test when it lies in a `tests/` folder or is named
//!   `tests.rs` or `*_tests.rs`; an inline `#[cfg(test)]` module counts in
//!   its file);
//! - no function anywhere is over [`MAX_FN_LINES`] lines, from its `fn`
//!   line to its closing brace;
//! - no two files of the folders in [`ACYCLIC`] import each other, directly
//!   or around a loop.
//!
//! A file *imports* another when it names an item of it: through `use`, a
//! `crate::`/`super::`/`self::` path, or a path that starts with one of its
//! child modules. A `mod` declaration is not an import, and a path is
//! resolved to the deepest *file* it reaches, so naming an item through a
//! parent's re-export is an import of the parent. Inline `#[cfg(test)]`
//! modules are left out: tests may reach anywhere.
//!
//! The scanner is lexical (comments, strings and character literals are
//! blanked first); it does not expand macros, so code that a macro or a
//! build script writes is not measured.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The most lines a non-test source file may have.
const MAX_FILE_LINES: usize = 1200;

/// The most lines a function may have.
const MAX_FN_LINES: usize = 120;

/// Module trees whose files must not import each other in a loop:
/// `(crate source root, folder inside it)`.
const ACYCLIC: [(&str, &str); 3] = [("lower/src", ""), ("dwarf/src", ""), ("src", "cli")];

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, skipping build output and hidden folders.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                if !name.starts_with('.') && name != "target" {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Whether `path` (relative to the workspace) holds tests only.
fn is_test_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.components().any(|c| c.as_os_str() == "tests")
        || name == "tests.rs"
        || name.ends_with("_tests.rs")
}

fn relative(path: &Path) -> String {
    let root = workspace_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}

// ----- lexing --------------------------------------------------------------

/// `src` with comments, string literals and character literals replaced by
/// spaces (newlines kept, so line numbers stay right).
fn blank_literals(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    while i < b.len() {
        let (literal_start, end) = match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => (i, line_comment_end(b, i)),
            b'/' if b.get(i + 1) == Some(&b'*') => (i, block_comment_end(b, i)),
            b'"' => (i, string_end(b, i + 1)),
            b'\'' => match char_literal_end(b, i) {
                Some(end) => (i, end),
                None => (usize::MAX, i + 1),
            },
            c if c.is_ascii_alphanumeric() || c == b'_' => {
                let word_end = identifier_end(b, i);
                match raw_string_end(b, &src[i..word_end], word_end) {
                    Some(end) => (word_end, end),
                    None => (usize::MAX, word_end),
                }
            }
            _ => (usize::MAX, i + 1),
        };
        if literal_start != usize::MAX {
            for c in &mut out[literal_start..end] {
                if *c != b'\n' {
                    *c = b' ';
                }
            }
        }
        i = end;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn identifier_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
        i += 1;
    }
    i
}

fn line_comment_end(b: &[u8], i: usize) -> usize {
    b[i..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(b.len(), |p| i + p)
}

fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0;
    while i + 1 < b.len() {
        match (b[i], b[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    b.len()
}

/// The end of a `"…"` literal whose body starts at `i`.
fn string_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// The end of the raw string `r#"…"#` whose hashes start at `i`, when the
/// word before it is `r` or `br`.
fn raw_string_end(b: &[u8], word: &str, i: usize) -> Option<usize> {
    if word != "r" && word != "br" {
        return None;
    }
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if b.get(i + hashes) != Some(&b'"') {
        return None;
    }
    let closing: Vec<u8> = std::iter::once(b'"')
        .chain(std::iter::repeat_n(b'#', hashes))
        .collect();
    let body = i + hashes + 1;
    let found = b[body..]
        .windows(closing.len())
        .position(|w| w == closing.as_slice());
    Some(found.map_or(b.len(), |p| body + p + closing.len()))
}

/// The end of a character literal at `i`, or `None` for a lifetime.
fn char_literal_end(b: &[u8], i: usize) -> Option<usize> {
    if b.get(i + 1) == Some(&b'\\') {
        let close = b[i + 2..].iter().position(|&c| c == b'\'')?;
        return Some(i + 2 + close + 1);
    }
    let width = std::str::from_utf8(&b[i + 1..(i + 5).min(b.len())])
        .ok()
        .or_else(|| std::str::from_utf8(&b[i + 1..(i + 2).min(b.len())]).ok())
        .and_then(|s| s.chars().next())
        .map_or(1, char::len_utf8);
    (b.get(i + 1 + width) == Some(&b'\'')).then_some(i + 2 + width)
}

/// One token of blanked source: an identifier, `::`, or a punctuation byte.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Punct(u8),
}

/// The tokens of blanked source, each with its 1-based line.
fn tokens(blanked: &str) -> Vec<(Tok, usize)> {
    let b = blanked.as_bytes();
    let (mut out, mut line, mut i) = (Vec::new(), 1, 0);
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let end = identifier_end(b, i);
            out.push((Tok::Ident(blanked[i..end].to_string()), line));
            i = end;
        } else if c == b':' && b.get(i + 1) == Some(&b':') {
            out.push((Tok::PathSep, line));
            i += 2;
        } else {
            out.push((Tok::Punct(c), line));
            i += 1;
        }
    }
    out
}

// ----- functions -----------------------------------------------------------

/// `(name, first line, lines)` of every function with a body.
fn function_lengths(toks: &[(Tok, usize)]) -> Vec<(String, usize, usize)> {
    let mut out = Vec::new();
    for (k, (tok, line)) in toks.iter().enumerate() {
        let (Tok::Ident(kw), Some((Tok::Ident(name), _))) = (tok, toks.get(k + 1)) else {
            continue;
        };
        if kw != "fn" {
            continue;
        }
        if let Some(close) = body_end(toks, k + 2) {
            out.push((name.clone(), *line, toks[close].1 - line + 1));
        }
    }
    out
}

/// The index of the `}` closing the body that follows a signature starting
/// at `k`, or `None` when the signature ends in `;`.
fn body_end(toks: &[(Tok, usize)], k: usize) -> Option<usize> {
    let open = (k..toks.len()).find(|&j| matches!(toks[j].0, Tok::Punct(b'{' | b';')))?;
    if toks[open].0 == Tok::Punct(b';') {
        return None;
    }
    let mut depth = 0usize;
    for (j, (tok, _)) in toks.iter().enumerate().skip(open) {
        match tok {
            Tok::Punct(b'{') => depth += 1,
            Tok::Punct(b'}') => {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

// ----- imports -------------------------------------------------------------

/// A module path inside one crate, e.g. `["mach", "verify"]`.
type ModPath = Vec<String>;

/// The module path of `file` under the crate source root `root`.
fn module_path(root: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(root).unwrap_or(file).with_extension("");
    let mut parts: ModPath = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// `toks` without the bodies of `#[cfg(test)] mod NAME { … }`.
fn without_test_modules(toks: &[(Tok, usize)]) -> Vec<(Tok, usize)> {
    let is = |k: usize, t: &Tok| toks.get(k).is_some_and(|(x, _)| x == t);
    let ident = |s: &str| Tok::Ident(s.to_string());
    let mut out = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let cfg_test = is(k, &Tok::Punct(b'#'))
            && is(k + 2, &ident("cfg"))
            && is(k + 4, &ident("test"))
            && is(k + 7, &ident("mod"))
            && is(k + 9, &Tok::Punct(b'{'));
        if cfg_test && let Some(close) = body_end(toks, k + 9) {
            k = close + 1;
            continue;
        }
        out.push(toks[k].clone());
        k += 1;
    }
    out
}

/// Every path a file names: `use` trees expanded, and the other
/// `a::b::c` sequences, each with its line.
fn named_paths(toks: &[(Tok, usize)]) -> Vec<(Vec<String>, usize)> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        if toks[k].0 == Tok::Ident("use".to_string()) {
            let end = (k..toks.len())
                .find(|&j| toks[j].0 == Tok::Punct(b';'))
                .unwrap_or(toks.len());
            expand_use_tree(&toks[k + 1..end], Vec::new(), toks[k].1, &mut out);
            k = end + 1;
            continue;
        }
        let preceded_by_sep = k > 0 && toks[k - 1].0 == Tok::PathSep;
        if let (Tok::Ident(first), false) = (&toks[k].0, preceded_by_sep) {
            let mut path = vec![first.clone()];
            let mut j = k + 1;
            while let (Some((Tok::PathSep, _)), Some((Tok::Ident(next), _))) =
                (toks.get(j), toks.get(j + 1))
            {
                path.push(next.clone());
                j += 2;
            }
            if path.len() > 1 {
                out.push((path, toks[k].1));
            }
            k = j;
            continue;
        }
        k += 1;
    }
    out
}

/// Expands a `use` tree (`a::{b, c::d}`) after the prefix `prefix`.
fn expand_use_tree(
    tree: &[(Tok, usize)],
    prefix: Vec<String>,
    line: usize,
    out: &mut Vec<(Vec<String>, usize)>,
) {
    let mut path = prefix;
    let mut k = 0;
    while k < tree.len() {
        match &tree[k].0 {
            Tok::Ident(id) if id == "as" => break,
            Tok::Ident(id) => path.push(id.clone()),
            Tok::Punct(b'{') => {
                let close = matching_brace(tree, k);
                for item in split_top_level(&tree[k + 1..close]) {
                    expand_use_tree(item, path.clone(), line, out);
                }
                return;
            }
            _ => {}
        }
        k += 1;
    }
    out.push((path, line));
}

fn matching_brace(toks: &[(Tok, usize)], open: usize) -> usize {
    let mut depth = 0;
    for (j, (tok, _)) in toks.iter().enumerate().skip(open) {
        match tok {
            Tok::Punct(b'{') => depth += 1,
            Tok::Punct(b'}') => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// `toks` split at the commas outside braces.
fn split_top_level(toks: &[(Tok, usize)]) -> Vec<&[(Tok, usize)]> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (j, (tok, _)) in toks.iter().enumerate() {
        match tok {
            Tok::Punct(b'{') => depth += 1,
            Tok::Punct(b'}') => depth -= 1,
            Tok::Punct(b',') if depth == 0 => {
                parts.push(&toks[start..j]);
                start = j + 1;
            }
            _ => {}
        }
    }
    parts.push(&toks[start..]);
    parts
}

/// The file module a path named in module `cur` leads to, if it starts at
/// `crate`, `super`, `self` or a child of `cur`.
fn resolve(cur: &ModPath, path: &[String], files: &BTreeSet<ModPath>) -> Option<ModPath> {
    let (mut base, mut rest) = match path.first()?.as_str() {
        "crate" => (Vec::new(), &path[1..]),
        "self" => (cur.clone(), &path[1..]),
        "super" => {
            let supers = path.iter().take_while(|s| *s == "super").count();
            (
                cur[..cur.len().checked_sub(supers)?].to_vec(),
                &path[supers..],
            )
        }
        child if files.contains(&[cur.as_slice(), &[child.to_string()]].concat()) => {
            (cur.clone(), path)
        }
        _ => return None,
    };
    while let Some(next) = rest.first() {
        let deeper = [base.as_slice(), std::slice::from_ref(next)].concat();
        if !files.contains(&deeper) {
            break;
        }
        base = deeper;
        rest = &rest[1..];
    }
    Some(base)
}

/// Import edges between the files of the crate at `root`, with the line of
/// one path behind each edge.
fn import_edges(root: &Path) -> BTreeMap<(ModPath, ModPath), usize> {
    let sources: BTreeMap<ModPath, String> = rust_files(root)
        .into_iter()
        .map(|f| {
            (
                module_path(root, &f),
                std::fs::read_to_string(&f).unwrap_or_default(),
            )
        })
        .collect();
    let files: BTreeSet<ModPath> = sources.keys().cloned().collect();
    let mut edges = BTreeMap::new();
    for (module, src) in &sources {
        let toks = without_test_modules(&tokens(&blank_literals(src)));
        for (path, line) in named_paths(&toks) {
            if let Some(target) = resolve(module, &path, &files)
                && target != *module
            {
                edges.entry((module.clone(), target)).or_insert(line);
            }
        }
    }
    edges
}

/// The strongly connected components with more than one file, among the
/// files whose module path starts with `within`.
fn import_loops(
    edges: &BTreeMap<(ModPath, ModPath), usize>,
    within: &ModPath,
) -> Vec<BTreeSet<ModPath>> {
    let inside = |m: &ModPath| m.starts_with(within);
    let nodes: BTreeSet<ModPath> = edges
        .keys()
        .flat_map(|(a, b)| [a.clone(), b.clone()])
        .filter(inside)
        .collect();
    let reach = |from: &ModPath| -> BTreeSet<ModPath> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for ((a, b), _) in edges.range((m.clone(), Vec::new())..) {
                if *a != m {
                    break;
                }
                if inside(b) && seen.insert(b.clone()) {
                    stack.push(b.clone());
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<ModPath, BTreeSet<ModPath>> =
        nodes.iter().map(|n| (n.clone(), reach(n))).collect();
    let mut loops: Vec<BTreeSet<ModPath>> = Vec::new();
    for n in &nodes {
        let component: BTreeSet<ModPath> = reachable[n]
            .iter()
            .filter(|m| reachable[*m].contains(n))
            .cloned()
            .collect();
        if component.len() > 1 && !loops.contains(&component) {
            loops.push(component);
        }
    }
    loops
}

fn show(m: &ModPath) -> String {
    if m.is_empty() {
        "<crate root>".to_string()
    } else {
        m.join("/")
    }
}

// ----- the checks ----------------------------------------------------------

#[test]
fn no_source_file_is_too_long() {
    let too_long: Vec<String> = rust_files(&workspace_root())
        .iter()
        .filter(|f| !is_test_file(f.strip_prefix(workspace_root()).unwrap_or(f)))
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).ok()?.lines().count();
            (lines > MAX_FILE_LINES).then(|| format!("{}: {lines} lines", relative(f)))
        })
        .collect();
    assert!(
        too_long.is_empty(),
        "source files over {MAX_FILE_LINES} lines:\n{}",
        too_long.join("\n")
    );
}

#[test]
fn no_function_is_too_long() {
    let mut too_long = Vec::new();
    for f in rust_files(&workspace_root()) {
        let src = std::fs::read_to_string(&f).unwrap_or_default();
        for (name, line, lines) in function_lengths(&tokens(&blank_literals(&src))) {
            if lines > MAX_FN_LINES {
                too_long.push(format!("{}:{line}: fn {name}: {lines} lines", relative(&f)));
            }
        }
    }
    assert!(
        too_long.is_empty(),
        "functions over {MAX_FN_LINES} lines:\n{}",
        too_long.join("\n")
    );
}

#[test]
fn no_import_loops() {
    let mut report = Vec::new();
    for (crate_root, folder) in ACYCLIC {
        let root = workspace_root().join(crate_root);
        let within: ModPath = folder
            .split('/')
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let edges = import_edges(&root);
        for component in import_loops(&edges, &within) {
            report.push(format!(
                "{crate_root}: files importing each other in a loop:"
            ));
            for ((a, b), line) in &edges {
                if component.contains(a) && component.contains(b) {
                    report.push(format!("  {} -> {} (line {line})", show(a), show(b)));
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

// ----- the scanner itself --------------------------------------------------

#[test]
fn scanner_blanks_literals_and_comments() {
    let src = "fn a() { let s = \"fn x() {\"; let c = '{'; let r = r#\"}\"#; } // fn y() {\n/* } */ fn b<'a>(x: &'a u8) {}";
    let fns = function_lengths(&tokens(&blank_literals(src)));
    let names: Vec<&str> = fns.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(names, ["a", "b"]);
    assert_eq!(fns[1].1, 2, "line numbers survive blanking");
}

#[test]
fn scanner_measures_function_lines() {
    let src = "fn short() {}\nfn long() {\n    if x {\n    }\n}\ntrait T { fn decl(&self); }";
    let fns = function_lengths(&tokens(&blank_literals(src)));
    assert_eq!(
        fns,
        [("short".to_string(), 1, 1), ("long".to_string(), 2, 4)]
    );
}

#[test]
fn scanner_finds_an_import_loop_and_ignores_test_modules() {
    let dir = std::env::temp_dir().join(format!("egret-structure-{}", std::process::id()));
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap_or(&dir)).expect("temp dir");
        std::fs::write(path, text).expect("temp file");
    };
    write("lib.rs", "mod a; mod b; mod c; mod d;");
    write("a.rs", "use crate::b::{X, Y as Z};");
    write("b.rs", "fn f() { crate::c::g(); }");
    write("c.rs", "use super::a::*;");
    write(
        "d.rs",
        "pub(crate) fn h() {}\n#[cfg(test)]\nmod tests { use crate::a::W; }",
    );
    let edges = import_edges(&dir);
    let loops = import_loops(&edges, &Vec::new());
    let _ = std::fs::remove_dir_all(&dir);
    let names = |m: &[&str]| {
        m.iter()
            .map(|s| vec![s.to_string()])
            .collect::<BTreeSet<ModPath>>()
    };
    assert_eq!(loops, [names(&["a", "b", "c"])]);
    assert!(
        !edges.keys().any(|(from, _)| from == &vec!["d".to_string()]),
        "test modules are left out"
    );
}
