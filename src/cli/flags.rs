//! Parsers for the flags several subcommands share: `--target` and `-O`.
//!
//! `--target` accepts `cpu0`, `cpu0el` or a full triple such as
//! `cpu0el-unknown-none-elf`: the architecture name is ours, the rest is
//! validated by `target-lexicon` (which does not know Cpu0).

use egret::OptLevel;
use egret::cpu0::isa::Endian;
use std::str::FromStr;

/// Parses what follows `-O`: `0`, `1`, `2`, `3` (the same as `2`: egret
/// has no passes beyond -O2's, as `llc -O3` adds little to `-O2`), `s` or
/// `z` (-O2's passes with size budgets, [`OptLevel::Os`] and
/// [`OptLevel::Oz`]).
pub fn parse_opt_level(s: &str) -> Result<OptLevel, String> {
    match s {
        "0" => Ok(OptLevel::O0),
        "1" => Ok(OptLevel::O1),
        "2" | "3" => Ok(OptLevel::O2),
        "s" => Ok(OptLevel::Os),
        "z" => Ok(OptLevel::Oz),
        other => Err(format!(
            "unknown optimization level `{other}` (expected 0, 1, 2, 3, s or z)"
        )),
    }
}

/// Parses `--target`: `cpu0`, `cpu0el`, or `ARCH-VENDOR-OS[-ENV]` with ARCH
/// one of those two and the rest a triple `target-lexicon` accepts.
pub fn parse_target(s: &str) -> Result<Endian, String> {
    const SUPPORTED: &str = "supported targets: cpu0 (big-endian), cpu0el (little-endian), \
                             or a triple such as cpu0el-unknown-none-elf";
    let (arch, rest) = match s.split_once('-') {
        Some((a, r)) => (a, Some(r)),
        None => (s, None),
    };
    let endian = match arch {
        "cpu0" => Endian::Big,
        "cpu0el" => Endian::Little,
        other => {
            return Err(format!(
                "unknown target architecture `{other}`; {SUPPORTED}"
            ));
        }
    };
    if let Some(rest) = rest {
        target_lexicon::Triple::from_str(&format!("unknown-{rest}"))
            .map_err(|e| format!("bad target triple `{s}`: {e}; {SUPPORTED}"))?;
    }
    Ok(endian)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_and_triples() {
        assert_eq!(parse_target("cpu0"), Ok(Endian::Big));
        assert_eq!(parse_target("cpu0el"), Ok(Endian::Little));
        assert_eq!(parse_target("cpu0el-unknown-none-elf"), Ok(Endian::Little));
        assert_eq!(parse_target("cpu0-unknown-none"), Ok(Endian::Big));
        let err = parse_target("mips").unwrap_err();
        assert!(err.contains("cpu0el"), "{err}");
        assert!(parse_target("cpu0-bogus-bogus-bogus-bogus").is_err());
    }

    #[test]
    fn opt_levels() {
        assert_eq!(parse_opt_level("2"), Ok(OptLevel::O2));
        assert_eq!(parse_opt_level("3"), Ok(OptLevel::O2));
        assert_eq!(parse_opt_level("s"), Ok(OptLevel::Os));
        assert_eq!(parse_opt_level("z"), Ok(OptLevel::Oz));
        assert!(parse_opt_level("4").is_err());
    }
}
