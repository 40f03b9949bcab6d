#!/bin/sh
# Variable location statistics at -O2 (issue 22): for every C file of
# tests/c_debug/*.c and tests/c/*.c, clang-19's own MIPS object
# (`--target=mips -O2 -g -c`) against egret's object of clang's -O2 IR
# (`--target=mips -O2 -g -S -emit-llvm`, compiled by `egret compile -O2 -g`),
# from `llvm-dwarfdump-19 --statistics`: variables (and parameters) with a
# location / all, and the bytes of their scopes covered by a location / all.
# Usage (from the repository root, after `cargo build --release`):
#   sh tests/c_debug/o2_statistics.sh [egret binary]
set -eu
EGRET=${1:-target/release/egret}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
stats() {
    llvm-dwarfdump-19 --statistics "$1" 2>/dev/null | python3 -c '
import json, sys
d = json.load(sys.stdin)
n = d["#variables processed by location statistics"] + d["#params processed by location statistics"]
none = d.get("#variables with 0% of parent scope covered by DW_AT_location", 0) + d.get("#params with 0% of parent scope covered by DW_AT_location", 0)
print(n - none, n, d["sum_all_variables(#bytes in parent scope covered by DW_AT_location)"], d["sum_all_variables(#bytes in parent scope)"])
'
}
printf '%-28s %21s %21s\n' file "clang: vars  bytes" "egret: vars  bytes"
tc=0; tcn=0; tcb=0; tcs=0; te=0; ten=0; teb=0; tes=0
for c in tests/c_debug/*.c tests/c/*.c; do
    name=$(basename "$c" .c)
    clang-19 --target=mips-unknown-linux-gnu -O2 -g -c "$c" -o "$TMP/c.o" 2>/dev/null || continue
    clang-19 --target=mips-unknown-linux-gnu -O2 -g -S -emit-llvm "$c" -o "$TMP/e.ll" 2>/dev/null || continue
    "$EGRET" compile -O2 -g "$TMP/e.ll" -o "$TMP/e.o" 2>/dev/null || { echo "$name: egret failed"; continue; }
    set -- $(stats "$TMP/c.o"); c1=$1; c2=$2; c3=$3; c4=$4
    set -- $(stats "$TMP/e.o"); e1=$1; e2=$2; e3=$3; e4=$4
    printf '%-28s %5s/%-5s %5s/%-6s %5s/%-5s %5s/%-6s\n' "$name" "$c1" "$c2" "$c3" "$c4" "$e1" "$e2" "$e3" "$e4"
    tc=$((tc + c1)); tcn=$((tcn + c2)); tcb=$((tcb + c3)); tcs=$((tcs + c4))
    te=$((te + e1)); ten=$((ten + e2)); teb=$((teb + e3)); tes=$((tes + e4))
done
printf '%-28s %5s/%-5s %5s/%-6s %5s/%-5s %5s/%-6s\n' TOTAL "$tc" "$tcn" "$tcb" "$tcs" "$te" "$ten" "$teb" "$tes"
python3 -c "
print('clang: %.1f%% of variables with a location, %.1f%% of scope bytes covered' % (100*$tc/max($tcn,1), 100*$tcb/max($tcs,1)))
print('egret: %.1f%% of variables with a location, %.1f%% of scope bytes covered' % (100*$te/max($ten,1), 100*$teb/max($tes,1)))
"
