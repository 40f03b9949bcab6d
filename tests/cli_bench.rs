//! `egret bench` as people comparing code quality use it (issue 24): saved
//! runs and baselines, comma lists of targets, ISA and optimization levels,
//! median/min/max compile times, CSV read back by the `csv` crate, JSON
//! validated against `docs/bench-schema.json`, the markdown table, and the
//! `--plot` SVG rendered by `resvg`.
//!
//! Every check runs the real binary on a few small corpus programs, with
//! `--repeat 1` unless the repeat is what is tested, to keep the suite fast.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn egret(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_egret"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("egret runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Status 0, no panic; returns stdout.
fn ok(o: &Output, what: &str) -> String {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "{what}: {err}");
    assert_eq!(o.status.code(), Some(0), "{what}: {err}");
    text(&o.stdout)
}

fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
}

/// A scratch directory with `fac.ll`, `gcd.ll` and `argv_sum.ll` from the
/// corpus.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for f in ["fac.ll", "gcd.ll", "argv_sum.ll"] {
        fs::copy(program(f), dir.path().join(f)).expect("copy a corpus program");
    }
    dir
}

fn json_file(path: &Path) -> serde_json::Value {
    serde_json::from_str(&fs::read_to_string(path).expect("the saved run")).expect("valid JSON")
}

fn validate(doc: &serde_json::Value) {
    let schema_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/bench-schema.json");
    let schema: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(schema_path).expect("the schema"))
            .expect("schema JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let errors: Vec<String> = validator
        .iter_errors(doc)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "schema violations: {errors:#?}\n{doc:#}");
}

fn result<'a>(doc: &'a serde_json::Value, program: &str, config: &str) -> &'a serde_json::Value {
    doc["results"]
        .as_array()
        .expect("results")
        .iter()
        .find(|r| r["program"] == program && r["config"] == config)
        .unwrap_or_else(|| panic!("no {program} at {config} in {doc:#}"))
}

#[test]
fn a_run_is_compared_with_a_saved_baseline() {
    let dir = scratch();
    let d = dir.path();
    // "Build A": fac and gcd at -O1.
    let a = egret(
        d,
        &[
            "bench", "fac.ll", "gcd.ll", "--opt", "O1", "--repeat", "1", "--save", "a.json",
        ],
    );
    ok(&a, "save a");
    // "Build B": gcd and argv_sum at -O2, compared with A.
    let b = egret(
        d,
        &[
            "bench",
            "gcd.ll",
            "argv_sum.ll",
            "--opt",
            "O2",
            "--repeat",
            "1",
            "--baseline",
            "a.json",
            "--save",
            "b.json",
        ],
    );
    let table = ok(&b, "compare b with a");
    let (a, b) = (json_file(&d.join("a.json")), json_file(&d.join("b.json")));
    validate(&a);
    validate(&b);
    // gcd is on both sides: its ratios are B / A.
    let (ga, gb) = (result(&a, "gcd.ll", "O1"), result(&b, "gcd.ll", "O2"));
    let want = gb["insts"].as_f64().unwrap() / ga["insts"].as_f64().unwrap();
    assert!(
        (gb["ratios"]["insts"].as_f64().unwrap() - want).abs() < 1e-9,
        "{gb}"
    );
    let want = gb["text_bytes"].as_f64().unwrap() / ga["text_bytes"].as_f64().unwrap();
    assert!(
        (gb["ratios"]["text_bytes"].as_f64().unwrap() - want).abs() < 1e-9,
        "{gb}"
    );
    assert_eq!(gb["reference"], "baseline O1");
    // The one-sided programs are reported, not dropped.
    let base = &b["baseline"];
    assert_eq!(base["file"], "a.json");
    assert_eq!(
        base["only_in_baseline"],
        serde_json::json!([{"program": "fac.ll", "config": "O1"}])
    );
    assert_eq!(
        base["only_in_run"],
        serde_json::json!([{"program": "argv_sum.ll", "config": "O2"}])
    );
    assert!(result(&b, "argv_sum.ll", "O2")["ratios"].is_null());
    let cmp = &b["comparisons"][0];
    assert_eq!(
        (cmp["config"].as_str(), cmp["programs"].as_u64()),
        (Some("O2"), Some(1))
    );
    assert!(
        (cmp["geomean"]["insts"].as_f64().unwrap() - gb["ratios"]["insts"].as_f64().unwrap()).abs()
            < 1e-9
    );
    assert!(
        table.contains("geomean O2 vs baseline O1 (1 programs): insts "),
        "{table}"
    );
    assert!(
        table.contains("only in the baseline: fac.ll (O1)"),
        "{table}"
    );
    assert!(
        table.contains("not in the baseline: argv_sum.ll (O2)"),
        "{table}"
    );
    // The same configurations are matched one to one.
    let c = egret(
        d,
        &[
            "bench",
            "gcd.ll",
            "--opt",
            "O1",
            "--repeat",
            "1",
            "--baseline",
            "a.json",
            "--format",
            "json",
        ],
    );
    let c: serde_json::Value = serde_json::from_str(&ok(&c, "same config")).expect("JSON");
    assert_eq!(result(&c, "gcd.ll", "O1")["ratios"]["insts"], 1.0);
}

#[test]
fn unusable_baselines_are_clear_errors() {
    let dir = scratch();
    let d = dir.path();
    ok(
        &egret(
            d,
            &[
                "bench", "fac.ll", "--opt", "O0,O1", "--repeat", "1", "--save", "two.json",
            ],
        ),
        "save",
    );
    fs::write(
        d.join("broken.json"),
        "{\"schema_version\": 1,\n  \"results\": [",
    )
    .unwrap();
    fs::write(d.join("future.json"), "{\"schema_version\": 99}").unwrap();
    fs::write(d.join("other.json"), "{\"name\": \"criterion\"}").unwrap();
    fs::write(
        d.join("partial.json"),
        "{\"schema_version\": 1, \"results\": []}",
    )
    .unwrap();
    for (file, needle) in [
        ("missing.json", "cannot read baseline missing.json"),
        (
            "broken.json",
            "broken.json: not a usable baseline: invalid JSON at line 2",
        ),
        (
            "future.json",
            "future.json: not a usable baseline: schema version 99, but this egret reads version 1",
        ),
        (
            "other.json",
            "other.json: not a usable baseline: no \"schema_version\"",
        ),
        (
            "partial.json",
            "partial.json: not a usable baseline: missing field",
        ),
        (
            "two.json",
            "two.json: the baseline has no configuration auto/cpu032II/O2 (it has auto/cpu032II/O0, auto/cpu032II/O1)",
        ),
    ] {
        let o = egret(
            d,
            &[
                "bench",
                "fac.ll",
                "--opt",
                "O2",
                "--repeat",
                "1",
                "--baseline",
                file,
            ],
        );
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{file}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(needle),
            "{file}: wanted {needle:?} in {err}"
        );
        assert!(o.stdout.is_empty(), "{file}: nothing measured");
    }
}

#[test]
fn csv_is_quoted_and_carries_geomeans_and_errors() {
    let dir = scratch();
    let d = dir.path();
    fs::copy(d.join("fac.ll"), d.join("a,\"b\".ll")).unwrap();
    fs::write(d.join("bad.ll"), "define i32 @main() {\n  ret i64 0\n}\n").unwrap();
    let o = egret(
        d,
        &[
            "bench",
            "a,\"b\".ll",
            "gcd.ll",
            "bad.ll",
            "--repeat",
            "1",
            "--format",
            "csv",
        ],
    );
    // A failed program makes the status 1 but is still reported.
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let mut reader = csv::Reader::from_reader(o.stdout.as_slice());
    let header = reader.headers().expect("a header").clone();
    let col = |name: &str| {
        header
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name}"))
    };
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a CSV record")).collect();
    assert_eq!(rows.len(), 3 * 2 + 1, "{rows:?}");
    let comma = rows
        .iter()
        .find(|r| &r[col("config")] == "O2" && &r[col("program")] == "a,\"b\".ll");
    let comma = comma.expect("the file name with a comma and quotes reads back whole");
    assert_eq!(&comma[col("status")], "ok");
    assert!(comma[col("insts")].parse::<u64>().expect("insts") > 0);
    assert!(comma[col("insts_ratio")].parse::<f64>().expect("a ratio") > 0.0);
    assert_eq!(&comma[col("reference")], "O0");
    let bad: Vec<_> = rows
        .iter()
        .filter(|r| &r[col("program")] == "bad.ll")
        .collect();
    assert_eq!(bad.len(), 2);
    for r in bad {
        assert_eq!(&r[col("status")], "failed");
        assert!(r[col("error")].contains("bad.ll:2:"), "{r:?}");
        assert!(r[col("insts")].is_empty());
    }
    let geo = rows.last().expect("the geomean row");
    assert_eq!(
        (
            &geo[col("program")],
            &geo[col("status")],
            &geo[col("config")]
        ),
        ("geomean", "geomean", "O2")
    );
    assert_eq!(&geo[col("programs")], "2");
    assert!(geo[col("insts_ratio")].parse::<f64>().expect("a geomean") > 0.0);
}

#[test]
fn json_of_configuration_lists_validates_against_the_schema() {
    let dir = scratch();
    let d = dir.path();
    fs::write(d.join("bad.ll"), "define i32 @main() {\n  ret i64 0\n}\n").unwrap();
    let o = egret(
        d,
        &[
            "bench",
            "fac.ll",
            "bad.ll",
            "--target",
            "cpu0,cpu0el",
            "--mcpu",
            "cpu032I,cpu032II",
            "--opt",
            "O2",
            "--repeat",
            "3",
            "--format",
            "json",
        ],
    );
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    validate(&doc);
    assert_eq!(doc["schema_version"], 1);
    assert_eq!(doc["egret_version"], env!("CARGO_PKG_VERSION"));
    assert!(doc["egret_commit"].as_str().is_some_and(|c| !c.is_empty()));
    assert_eq!(doc["options"]["repeat"], 3);
    let labels: Vec<&str> = doc["configurations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["label"].as_str().unwrap())
        .collect();
    assert_eq!(
        labels,
        [
            "cpu0/cpu032I/O2",
            "cpu0/cpu032II/O2",
            "cpu0el/cpu032I/O2",
            "cpu0el/cpu032II/O2"
        ]
    );
    assert_eq!(doc["configurations"][2]["target"], "cpu0el");
    assert_eq!(doc["configurations"][2]["mcpu"], "cpu032I");
    for label in &labels {
        let r = result(&doc, "fac.ll", label);
        let t = &r["compile_us"];
        let (lo, mid, hi) = (
            t["min"].as_u64().unwrap(),
            t["median"].as_u64().unwrap(),
            t["max"].as_u64().unwrap(),
        );
        assert!(lo <= mid && mid <= hi, "{t}");
        assert_eq!(result(&doc, "bad.ll", label)["ok"], false);
    }
    // cpu032II has slt/beq/bne, so its code is smaller than cpu032I's.
    let code_bytes = |label: &str| {
        result(&doc, "fac.ll", label)["text_bytes"]
            .as_u64()
            .unwrap()
    };
    assert!(code_bytes("cpu0/cpu032II/O2") < code_bytes("cpu0/cpu032I/O2"));
    assert_eq!(
        result(&doc, "fac.ll", "cpu0el/cpu032I/O2")["target"],
        "cpu0el"
    );
    assert_eq!(doc["comparisons"].as_array().unwrap().len(), 3);
    assert!(
        text(&o.stderr).is_empty(),
        "no progress bar when stderr is not a terminal: {}",
        text(&o.stderr)
    );
}

#[test]
fn markdown_is_a_table_with_geomeans() {
    let dir = scratch();
    let o = egret(
        dir.path(),
        &[
            "bench", "fac.ll", "gcd.ll", "--opt", "O0,O1,O2", "--repeat", "1", "--format",
            "markdown",
        ],
    );
    let md = ok(&o, "markdown");
    let lines: Vec<&str> = md.lines().collect();
    assert!(
        lines[0].starts_with("| program | config | compile µs median | min | max | insts |"),
        "{md}"
    );
    assert!(lines[1].starts_with("|---|---|---:|"), "{md}");
    let columns = lines[0].matches('|').count();
    for row in &lines[2..8] {
        assert_eq!(row.matches('|').count(), columns, "{row}");
    }
    assert!(
        md.contains("| config | reference | programs | insts | cycles | .text | compile |"),
        "{md}"
    );
    assert!(
        md.contains("| O1 | O0 | 2 |") && md.contains("| O2 | O0 | 2 |"),
        "{md}"
    );
}

/// Counts the pixels of a rendered picture that are not the white
/// background, and those of the first series' colour.
fn rendered_pixels(svg: &str) -> (usize, usize, (u32, u32)) {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .expect("resvg parses the SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).expect("a pixmap");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    let px = pixmap.pixels();
    let inked = px
        .iter()
        .filter(|p| p.alpha() > 0 && (p.red(), p.green(), p.blue()) != (255, 255, 255))
        .count();
    let first_series = px
        .iter()
        .filter(|p| (p.red(), p.green(), p.blue()) == (0, 114, 178))
        .count();
    (inked, first_series, (size.width(), size.height()))
}

#[test]
fn the_plot_renders_bars_for_every_program() {
    let dir = scratch();
    let d = dir.path();
    let o = egret(
        d,
        &[
            "bench",
            "fac.ll",
            "gcd.ll",
            "argv_sum.ll",
            "--opt",
            "O0,O1,O2",
            "--repeat",
            "1",
            "--plot",
            "r.svg",
        ],
    );
    ok(&o, "plot");
    let svg = fs::read_to_string(d.join("r.svg")).expect("the SVG");
    for label in [
        "geomean",
        "fac",
        "gcd",
        "argv_sum",
        "executed instructions",
        ".text bytes",
        "Ratio to O0",
    ] {
        assert!(svg.contains(label), "{label} in the SVG");
    }
    let (inked, bars, (w, h)) = rendered_pixels(&svg);
    assert!(w >= 600 && h >= 200, "{w}x{h}");
    // Bars, axes and grid cover a real part of the picture, and the first
    // series' colour (O1) is drawn.
    assert!(
        inked > (w * h) as usize / 50,
        "{inked} of {w}x{h} pixels drawn"
    );
    assert!(bars > 100, "{bars} pixels of the first series");
    // A plot needs something to compare.
    let o = egret(d, &["bench", "fac.ll", "--opt", "O2", "--plot", "x.svg"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("--plot needs a comparison"),
        "{}",
        text(&o.stderr)
    );
    assert!(!d.join("x.svg").exists());
}

#[test]
fn the_table_shows_median_min_max_and_the_run_stats_line_is_json() {
    let dir = scratch();
    let d = dir.path();
    let o = egret(
        d,
        &[
            "bench", "fac.ll", "gcd.ll", "--repeat", "3", "--target", "cpu0el",
        ],
    );
    let table = ok(&o, "table");
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 1 + 2 * 2 + 1, "{table}");
    let head: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(
        &head[..6],
        ["program", "config", "compile_us", "min", "max", "insts"]
    );
    let o2: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!(o2.len(), head.len(), "{table}");
    let n = |i: usize| o2[i].parse::<u64>().expect("a number");
    assert!(
        n(3) <= n(2) && n(2) <= n(4),
        "min <= median <= max: {table}"
    );
    assert!(
        lines[5].starts_with("geomean O2 vs O0 (2 programs): insts "),
        "{table}"
    );
    // The instruction count matches `egret run --stats`, whose line is JSON.
    let run = egret(
        d,
        &["run", "fac.ll", "-O2", "--target", "cpu0el", "--stats"],
    );
    let err = text(&run.stderr);
    let stats: serde_json::Value =
        serde_json::from_str(err.lines().last().unwrap_or("")).expect("a JSON line");
    assert_eq!(stats["insts"].as_u64(), Some(n(5)), "{err} vs {table}");
    assert!(
        stats["ret"].is_i64() && stats["compile_us"].is_u64(),
        "{stats}"
    );
}
