//! Embeds the git commit egret is built from as `EGRET_GIT_COMMIT`, which
//! `egret bench` writes into its JSON runs. The value depends only on the
//! checked-out commit (not on the time or the working tree's changes), and
//! is left unset when git or the repository is not there, so that the
//! program says `unknown`.

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=EGRET_GIT_COMMIT");
    if let Ok(commit) = std::env::var("EGRET_GIT_COMMIT") {
        println!("cargo:rustc-env=EGRET_GIT_COMMIT={commit}");
        return;
    }
    let Some(commit) = git(&["rev-parse", "HEAD"]) else {
        return;
    };
    // Rebuild when HEAD moves: HEAD itself, the branch it names, and the
    // packed refs (where a branch may live instead).
    let mut watched = vec!["HEAD".to_string(), "packed-refs".to_string()];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(branch);
    }
    for name in watched {
        if let Some(path) = git(&["rev-parse", "--git-path", &name])
            && Path::new(&path).exists()
        {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rustc-env=EGRET_GIT_COMMIT={commit}");
}
