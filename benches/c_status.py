#!/usr/bin/env python3
"""Summarise an EGRET_C_REPORT file written by tests/c_corpus.rs.

Usage:
    EGRET_C_REPORT=/tmp/report.tsv cargo test --release --test c_corpus
    benches/c_status.py /tmp/report.tsv [--title TEXT] > STATUS.md

Prints markdown: passed/failed per configuration (clang x level x triple x
egret level), the failures grouped by their first error line (file names,
line numbers, symbol names and numbers blanked so that one cause is one
group), the programs failing everywhere, and -- where both ran -- the
instructions egret -O2 executes on clang -O0 IR against clang -O2 IR, and
the compile time per program.
"""

import re
import sys
from collections import Counter, defaultdict

FIELDS = ["program", "clang", "level", "triple", "egret", "verdict", "detail", "insts", "ms"]


def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == len(FIELDS):
                rows.append(dict(zip(FIELDS, parts)))
    return rows


def cause(row):
    """The first error line with the incidental parts blanked."""
    d = row["detail"]
    d = re.sub(r"^\S+\.ll:\d+:\d+: ", "", d)
    d = re.sub(r"`[^`]*`", "`_`", d)
    d = re.sub(r"\(\.text\+0x[0-9a-f]+\).*", "(...)", d)
    d = re.sub(r"got .*", "got ... expected ...", d)
    d = re.sub(r"\b\d+\b", "N", d)
    return f"{row['verdict']}: {d[:110]}"


def table(rows):
    cells = defaultdict(lambda: [0, 0])
    for r in rows:
        key = (r["clang"], r["level"], r["triple"], r["egret"])
        cells[key][0 if r["verdict"] == "pass" else 1] += 1
    out = ["| clang | level | triple | egret | passed | failed |", "|---|---|---|---|---:|---:|"]
    for key in sorted(cells):
        p, f = cells[key]
        out.append(f"| {key[0]} | -{key[1]} | {key[2]} | -{key[3]} | {p} | {f} |")
    total = sum(1 for r in rows if r["verdict"] == "pass")
    out.append(f"| **total** | | | | **{total}** | **{len(rows) - total}** |")
    return out


def causes(rows, limit=25):
    groups = Counter()
    examples = {}
    progs = defaultdict(set)
    for r in rows:
        if r["verdict"] == "pass":
            continue
        c = cause(r)
        groups[c] += 1
        progs[c].add(r["program"])
        examples.setdefault(c, f"{r['program']} ({r['clang']} -{r['level']} {r['triple']} egret -{r['egret']}): {r['detail'][:200]}")
    out = ["| runs | programs | cause | example |", "|---:|---:|---|---|"]
    for c, n in groups.most_common(limit):
        ex = examples[c].replace("|", "\\|")
        out.append(f"| {n} | {len(progs[c])} | {c.replace('|', chr(92) + '|')} | {ex} |")
    return out


def insts_compare(rows):
    """egret -O2 instructions on clang -O0 vs clang -O2 IR, where both pass."""
    by = {}
    for r in rows:
        if r["verdict"] == "pass" and r["egret"] == "O2" and r["insts"]:
            by[(r["program"], r["clang"], r["triple"], r["level"])] = int(r["insts"])
    out = ["| program | clang | triple | clang -O0 IR | clang -O2 IR | ratio |", "|---|---|---|---:|---:|---:|"]
    for (prog, clang, triple, level), n in sorted(by.items()):
        if level != "O0" or (prog, clang, triple, "O2") not in by:
            continue
        m = by[(prog, clang, triple, "O2")]
        out.append(f"| {prog} | {clang} | {triple} | {n} | {m} | {m / n:.2f} |")
    return out if len(out) > 2 else []


def compile_times(rows):
    per = defaultdict(list)
    for r in rows:
        if r["verdict"] in ("pass", "wrong-output", "run-error") and r["ms"]:
            per[r["program"]].append(int(r["ms"]))
    out = ["| program | compiles | mean ms | max ms |", "|---|---:|---:|---:|"]
    for prog in sorted(per):
        v = per[prog]
        out.append(f"| {prog} | {len(v)} | {sum(v) / len(v):.0f} | {max(v)} |")
    return out if len(out) > 2 else []


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = load(sys.argv[1])
    title = sys.argv[sys.argv.index("--title") + 1] if "--title" in sys.argv else "C corpus status"
    print(f"# {title}\n")
    print("\n".join(table(rows)))
    print("\n## Top failure causes (first error line, grouped)\n")
    print("\n".join(causes(rows)))
    by_prog = defaultdict(lambda: [0, 0])
    for r in rows:
        by_prog[r["program"]][0 if r["verdict"] == "pass" else 1] += 1
    never = sorted(p for p, (ok, _) in by_prog.items() if ok == 0)
    print(f"\n## Programs passing in no configuration ({len(never)})\n\n" + ", ".join(never))
    cmp = insts_compare(rows)
    if cmp:
        print("\n## egret -O2 executed instructions: clang -O0 IR vs clang -O2 IR\n")
        print("\n".join(cmp))
    ct = compile_times(rows)
    if ct:
        print("\n## egret compile time per program (all configurations that compiled)\n")
        print("\n".join(ct))


if __name__ == "__main__":
    main()
