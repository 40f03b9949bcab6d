//! Compiles the ISLE rule files in `isle/` into Rust with `cranelift-isle`.
//!
//! The generated file (`$OUT_DIR/isle_cpu0.rs`) is `include!`d by
//! `src/isle.rs`. As in Cranelift's own build, large match arms are split into
//! closures in debug builds so the generated functions keep small stack frames.
//! An ISLE error is printed with its `file:line:col` and fails the build.

use std::path::PathBuf;

const ISLE_FILES: [&str; 3] = ["prelude.isle", "inst.isle", "lower.isle"];

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let isle_dir = manifest.join("..").join("isle");
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    let inputs: Vec<PathBuf> = ISLE_FILES.iter().map(|f| isle_dir.join(f)).collect();
    for input in &inputs {
        println!("cargo:rerun-if-changed={}", input.display());
    }
    println!("cargo:rerun-if-changed=build.rs");

    let options = cranelift_isle::codegen::CodegenOptions {
        exclude_global_allow_pragmas: true,
        split_match_arms: std::env::var("PROFILE").is_ok_and(|p| p == "debug"),
        match_arm_split_threshold: Some(4),
        prefixes: vec![cranelift_isle::codegen::Prefix {
            prefix: isle_dir.display().to_string(),
            name: "isle".to_string(),
        }],
        ..Default::default()
    };

    match cranelift_isle::compile::from_files(&inputs, &options) {
        Ok(code) => {
            let path = out_dir.join("isle_cpu0.rs");
            if let Err(e) = std::fs::write(&path, code) {
                eprintln!("error: cannot write {}: {e}", path.display());
                std::process::exit(1);
            }
        }
        Err(errors) => {
            eprintln!("ISLE compilation failed:\n{errors}");
            std::process::exit(1);
        }
    }
}
