#!/bin/bash
# Compares egret's mid-end with LLVM's on the same backend: every program is
# run as `egret -O2` and as `opt-14 -O2` followed by `egret -O0` (egret's
# backend without its mid-end), and the executed instructions are compared.
#
# usage: benches/vs_llvm_opt.sh [EGRET] [PROGRAM.ll...]
#   EGRET defaults to target/release/egret, the programs to tests/programs/*.ll.
#
# Programs whose opt output egret cannot read (LLVM intrinsics such as
# llvm.memcpy or llvm.umin, `freeze`, odd-width integers) are skipped, and so
# are programs with a `; args:` header (opt drops comments, and with them the
# command line the benchmark passes). The -O0 backend does not allocate `$lr`
# nor inline `putchar` (the -O2 backend does), which favours egret slightly.
set -euo pipefail
egret=$(realpath "${1:-target/release/egret}")
shift || true
programs=("$@")
[ ${#programs[@]} -gt 0 ] || programs=(tests/programs/*.ll)
command -v opt-14 >/dev/null || { echo "opt-14 not found (apt-get install llvm-14)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
kept=()
for p in "${programs[@]}"; do
    name=$(basename "$p")
    grep -q '^; args:' "$p" && continue
    opt-14 -O2 "$p" -S -o "$work/$name" 2>/dev/null || continue
    "$egret" check "$work/$name" >/dev/null 2>&1 || continue
    kept+=("$p")
done
# `bench` exits non-zero when a program fails (an intrinsic left undefined
# at link time, say); such programs are reported with ok=false and skipped.
"$egret" bench "${kept[@]}" --opt O2 --format csv > "$work/egret.csv" 2>/dev/null || true
(cd "$work" && "$egret" bench "${kept[@]/#*\//}" --opt O0 --format csv) > "$work/llvm.csv" 2>/dev/null || true
python3 - "$work/egret.csv" "$work/llvm.csv" <<'EOF'
import csv, math, os, sys
def load(path):
    return {os.path.basename(r['program']): r for r in csv.DictReader(open(path))}
ours, theirs = load(sys.argv[1]), load(sys.argv[2])
ratios = []
print(f"{'program':<24} {'egret -O2':>11} {'opt -O2':>11} {'ratio':>7}")
for name in sorted(ours):
    a, b = ours[name], theirs.get(name)
    if b is None or a['ok'] != 'true' or b['ok'] != 'true':
        continue
    x, y = int(a['insts']), int(b['insts'])
    ratios.append(x / y)
    print(f"{name[:-3]:<24} {x:>11} {y:>11} {x / y:>7.3f}")
g = math.exp(sum(map(math.log, ratios)) / len(ratios))
wins = sum(r < 1 for r in ratios)
print(f"{len(ratios)} programs: geomean {g:.3f}; egret -O2 executes fewer instructions on {wins}")
EOF
