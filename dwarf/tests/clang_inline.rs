//! The inline-frame reader on DWARF that clang writes (DWARF 5 with
//! `DW_FORM_strx`, `DW_FORM_addrx`, range lists, abstract origins), checked
//! against `llvm-addr2line-19 -i -f` at every instruction of a MIPS program
//! with nested inlining (linked by `ld.lld-19`, so the reader sees resolved
//! addresses and string offsets), in both byte orders. Skipped, with a note on
//! stderr, when clang-19, ld.lld-19 or llvm-addr2line-19 is not installed.

use std::path::Path;
use std::process::Command;

use egret_dwarf::*;
use object::{Object, ObjectSection};

const SOURCE: &str = r#"static inline __attribute__((always_inline)) int sq(int x) { return x * x; }
static inline __attribute__((always_inline)) int add3(int a) {
  return sq(a) + 3;
}
static inline __attribute__((always_inline)) int twice(int a, int b) {
  return add3(a) * add3(b);
}
int g(int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += add3(p[i]);
  return s;
}
int h(int a, int b) { return twice(a, b) + sq(b); }
"#;

/// (function, line) per frame as addr2line prints them, innermost first.
type Chain = Vec<(String, u32)>;

fn tool_runs(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

fn addr2line(object: &Path, addresses: &[u32]) -> Vec<Chain> {
    let output = Command::new("llvm-addr2line-19")
        .args(["-i", "-f", "-a", "-e"])
        .arg(object)
        .args(addresses.iter().map(|a| format!("{a:#x}")))
        .output()
        .expect("llvm-addr2line-19 runs");
    let text = String::from_utf8_lossy(&output.stdout);
    let mut chains: Vec<Chain> = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.starts_with("0x") {
            chains.push(Vec::new());
            continue;
        }
        let position = lines.next().expect("a position after each name");
        let number = position.rsplit(':').next().and_then(|l| l.parse().ok());
        let chain = chains.last_mut().expect("an address line comes first");
        chain.push((line.to_string(), number.unwrap_or(0)));
    }
    chains
}

/// Our frames in addr2line's shape: frame k's line is the call line of
/// frame k-1 (the innermost frame's own line comes from the line table).
fn ours(inline: &InlineTable, lines: &LineTable, address: u32) -> Chain {
    let frames = inline.frames_at(address);
    let mut line = lines.addr2line(address).map_or(0, |l| l.line);
    let mut chain = Vec::new();
    for f in frames {
        chain.push((f.function, line));
        line = f.call.map_or(0, |c| c.line);
    }
    chain
}

fn check(dir: &Path, triple: &str, endian: Endian) {
    let c = dir.join("inl.c");
    std::fs::write(&c, SOURCE).expect("writable");
    let object = dir.join(format!("{triple}.o"));
    let status = Command::new("clang-19")
        .arg(format!("--target={triple}"))
        .args(["-O2", "-g", "-c"])
        .arg(&c)
        .arg("-o")
        .arg(&object)
        .status()
        .expect("clang-19 runs");
    assert!(status.success());
    let program = dir.join(format!("{triple}.elf"));
    let status = Command::new("ld.lld-19")
        .args(["-e", "g", "-o"])
        .arg(&program)
        .arg(&object)
        .status()
        .expect("ld.lld-19 runs");
    assert!(status.success());
    let data = std::fs::read(&program).expect("object written");
    let file = object::File::parse(&*data).expect("an ELF object");
    let section = |name: &str| {
        file.section_by_name(name)
            .and_then(|s| s.data().ok())
            .unwrap_or(&[])
    };
    let inline = InlineTable::parse(endian, section).expect("parses");
    let lines = LineTable::parse(endian, section).expect("parses");
    let text = file.section_by_name(".text").expect(".text");
    let start = text.address() as u32;
    let addresses: Vec<u32> = (start..start + text.size() as u32).step_by(4).collect();
    let expected = addr2line(&program, &addresses);
    assert_eq!(expected.len(), addresses.len());
    let mut inlined = 0;
    for (&address, want) in addresses.iter().zip(&expected) {
        let got = ours(&inline, &lines, address);
        assert_eq!(&got, want, "{triple} at {address:#x}");
        inlined += usize::from(got.len() > 1);
    }
    assert!(
        inlined > 4,
        "{triple}: only {inlined} addresses are in inlined code"
    );
}

#[test]
fn inline_frames_match_llvm_addr2line_on_clang_objects() {
    if !["clang-19", "ld.lld-19", "llvm-addr2line-19"]
        .into_iter()
        .all(tool_runs)
    {
        eprintln!("clang-19, ld.lld-19 or llvm-addr2line-19 not found; skipping");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    check(dir.path(), "mipsel-unknown-linux-gnu", Endian::Little);
    check(dir.path(), "mips-unknown-linux-gnu", Endian::Big);
}
