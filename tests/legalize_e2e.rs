//! Clang's IR through the legalizer, end to end.
//!
//! `tests/legalize/NAME.c` are small C programs (written here) that use
//! what the legalizer rewrites: `switch` (jump tables, bit tests, binary
//! search; `switch.c`), bit-count, byte-swap, rotate, min/max,
//! `abs` and saturating intrinsics, and `memcpy`/`memmove`/`memset` of
//! every size. Their IR was generated with
//! `clang-14 --target={mips,mipsel}-linux-gnu -{O0,O2,Os} -S -emit-llvm`
//! (typed pointers) and `clang-19 ... -O0` (opaque pointers; clang 19's -O2
//! output has `range(...)` return attributes the parser does not read yet)
//! and committed as `NAME.TRIPLE.clangV.OPT.ll`. `vecs.c` is compiled
//! with `-O3 -mllvm -force-vector-width={4,8}` (`OPT` = `O3w4`, `O3w8`):
//! clang does not vectorize for plain MIPS32 on its own, and forcing the
//! loop vectorizer gives the vectors, element-wise intrinsics and
//! `llvm.vector.reduce.*` calls it writes where it does vectorize. The recorded output
//! `NAME.out` and exit status (`// exit: N` on the first line of the C
//! file) come from `gcc -m32 -O2` natively; the programs print the same in
//! either byte order.
//!
//! Each `.ll` is compiled by egret at -O0 and -O2 (`switch` also at -O1;
//! compiling legalizes first)
//! for its own byte order on both ISA levels, linked with the runtime and
//! run on the simulator; output and exit status must equal the recorded
//! ones. The legalized module must verify and be legal, and the
//! interpreter must give the same result on it. When `lli-19` is installed
//! (required under `CI` or `EGRET_REQUIRE_LLI`), it runs the
//! little-endian IR on the host (target lines and CPU attributes removed)
//! and must agree too.

use egret::cpu0::isa::{Endian, IsaLevel};
use egret::llvmlite::interp::{InterpConfig, run_main};
use egret::llvmlite::legalize::{LegalizeOptions, check_legal, legalize};
use egret::{OptLevel, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

#[allow(dead_code)]
mod common;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/legalize")
}

/// What a program must do: its output and exit status.
struct Expected {
    stdout: Vec<u8>,
    status: i64,
}

fn expected(program: &str) -> Expected {
    let c = std::fs::read_to_string(dir().join(format!("{program}.c"))).expect("C source");
    let status = c
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// exit:"))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("{program}.c: no `// exit: N` first line"));
    let stdout = std::fs::read(dir().join(format!("{program}.out"))).expect("recorded output");
    Expected { stdout, status }
}

/// The program name and byte order of `NAME.TRIPLE.clangV.OPT.ll`.
fn describe(path: &Path) -> (String, Endian) {
    let stem = path.file_name().unwrap_or_default().to_string_lossy();
    let mut parts = stem.split('.');
    let name = parts.next().unwrap_or_default().to_string();
    let endian = match parts.next() {
        Some("mipsel") => Endian::Little,
        _ => Endian::Big,
    };
    (name, endian)
}

/// Compiles, links and runs `text` in one configuration: `main`'s result
/// and the output, or the error rendered.
fn run_egret(name: &str, text: &str, opts: &Options) -> Result<(i64, Vec<u8>), String> {
    common::compile_link_run(name, text, opts, None)
        .map(|run| (run.ret, run.output))
        .map_err(|e| e.to_string())
}

/// The legalized module verifies, is legal, and runs in the interpreter
/// with the recorded result.
fn check_legalized(name: &str, text: &str, endian: Endian, want: &Expected) -> Result<(), String> {
    let (mut m, _) = egret::parse_text(name, text).map_err(|e| e.to_string())?;
    let opts = LegalizeOptions {
        big_endian: endian == Endian::Big,
    };
    legalize(&mut m, &opts).map_err(|d| format!("legalize: {}", d[0]))?;
    if let Some(e) = egret::llvmlite::verify(&m).first() {
        return Err(format!("legalized module does not verify: {e}"));
    }
    if let Some(e) = check_legal(&m).first() {
        return Err(format!("legalized module is not legal: {e}"));
    }
    let cfg = InterpConfig {
        endian: match endian {
            Endian::Big => egret::llvmlite::Endian::Big,
            Endian::Little => egret::llvmlite::Endian::Little,
        },
        args: vec![name.to_string()],
        ..Default::default()
    };
    let out = run_main(&m, &cfg).map_err(|e| format!("interpreter: {e}"))?;
    if out.output != want.stdout || out.ret & 0xFF != want.status {
        return Err(format!(
            "interpreter on the legalized module: {:?} exit {}",
            String::from_utf8_lossy(&out.output),
            out.ret & 0xFF
        ));
    }
    Ok(())
}

#[test]
fn clang_programs_run_after_legalization_at_every_level() {
    let files = common::program_paths(&dir());
    assert!(files.len() >= 24, "the committed IR is missing");
    let mut failures: Vec<String> = common::parallel_map(&files, |path| {
        let (program, endian) = describe(path);
        let want = expected(&program);
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(path).expect("readable");
        let mut problems = Vec::new();
        if let Err(e) = check_legalized(&name, &text, endian, &want) {
            problems.push(format!("{name}: {e}"));
        }
        // (`switch.c` also at -O1: every mid-end pass must carry `switch`.)
        let levels: &[OptLevel] = if program == "switch" {
            &[OptLevel::O0, OptLevel::O1, OptLevel::O2]
        } else {
            &[OptLevel::O0, OptLevel::O2]
        };
        for isa in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for &opt in levels {
                let opts = Options {
                    opt,
                    target: Target { endian, isa },
                    debug_info: false,
                    debug_paths: Default::default(),
                    check_regalloc: true,
                };
                match run_egret(&name, &text, &opts) {
                    Ok((ret, out)) if out == want.stdout && ret & 0xFF == want.status => {}
                    Ok((ret, out)) => problems.push(format!(
                        "{name} [{opt:?} {}]: printed {:?} exit {} want {:?} exit {}",
                        isa.name(),
                        String::from_utf8_lossy(&out),
                        ret & 0xFF,
                        String::from_utf8_lossy(&want.stdout),
                        want.status
                    )),
                    Err(e) => problems.push(format!("{name} [{opt:?} {}]: {e}", isa.name())),
                }
            }
        }
        problems
    })
    .into_iter()
    .flatten()
    .collect();
    failures.sort();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `text` made runnable by `lli` on the host: no target triple or data
/// layout, no MIPS CPU attributes.
fn for_host(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines().filter(|l| !l.starts_with("target ")) {
        let mut line = line.to_string();
        for key in ["\"target-cpu\"=\"", "\"target-features\"=\""] {
            while let Some(start) = line.find(key) {
                let rest = &line[start + key.len()..];
                let end = rest
                    .find('"')
                    .map_or(line.len(), |e| start + key.len() + e + 1);
                line.replace_range(start..end, "");
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[test]
fn lli_agrees_with_the_recorded_results() {
    let Some(lli) = common::lli19_unless_skipped() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("temporary directory");
    let mut failures = Vec::new();
    for path in common::program_paths(&dir()) {
        let (program, endian) = describe(&path);
        if endian != Endian::Little {
            continue;
        }
        let want = expected(&program);
        let text = std::fs::read_to_string(&path).expect("readable");
        let file = scratch.path().join(path.file_name().unwrap_or_default());
        std::fs::write(&file, for_host(&text)).expect("writable");
        let out = Command::new(&lli).arg(&file).output().expect("lli runs");
        let status = out.status.code().map(i64::from);
        if out.stdout != want.stdout || status != Some(want.status) {
            failures.push(format!(
                "{}: lli printed {:?} exit {status:?}; {}",
                path.display(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Globals of odd-width integers (`i17`, `i33`) hold their value in their
/// store size, as loads read it: on big-endian Cpu0 the bytes after the
/// value are the padding (a regression: the initializer used to fill the
/// whole allocation size, so a big-endian load read the padding).
#[test]
fn odd_width_integer_globals_read_back_in_both_byte_orders() {
    let text = r#"@a = global [4 x i17] [i17 1, i17 5, i17 100, i17 -7]
@b = global [3 x i33] [i33 1, i33 5, i33 -7]
define i32 @main() {
  %p = getelementptr [4 x i17], ptr @a, i32 0, i32 2
  %x = load i17, ptr %p
  %y = sext i17 %x to i32
  %q = getelementptr [3 x i33], ptr @b, i32 0, i32 2
  %z = load i33, ptr %q
  %w = trunc i33 %z to i32
  %s = add i32 %y, %w
  ret i32 %s
}
"#;
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::O0, OptLevel::O2] {
            let opts = Options {
                opt,
                target: Target {
                    endian,
                    isa: IsaLevel::Cpu032II,
                },
                debug_info: false,
                debug_paths: Default::default(),
                check_regalloc: true,
            };
            let (ret, _) = run_egret("odd.ll", text, &opts).expect("compiles and runs");
            assert_eq!(ret, 93, "{endian:?} {opt:?}");
        }
    }
}
