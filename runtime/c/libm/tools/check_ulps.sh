#!/bin/sh
# Builds runtime/c/libm's transcendental functions for the host (x86-64,
# SSE2 double arithmetic: IEEE binary64 like egret's soft-float, no
# contraction) under my_* names and runs check_ulps.c on them.
# Usage: sh runtime/c/libm/tools/check_ulps.sh [inputs per function]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
src="$here/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
renames=""
for f in sin cos tan asin acos atan atan2 exp log log10 pow; do
    renames="$renames -D$f=my_$f -D${f}f=my_${f}f"
done
# shellcheck disable=SC2086
for c in trig rem_pio2 invtrig exp log pow; do
    gcc -c -O2 -fno-builtin -ffp-contract=off -msse2 -mfpmath=sse -I "$src" $renames \
        "$src/$c.c" -o "$out/$c.o"
done
gcc -O2 -D_GNU_SOURCE "$here/check_ulps.c" "$out"/*.o -lm -o "$out/check_ulps"
"$out/check_ulps" "${1:-1000000}"
