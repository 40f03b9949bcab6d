#!/bin/sh
# Regenerates the checked-in IR of the C programs here, so that
# tests/c_debug.rs needs no clang: NAME.clangV.LEVEL.TRIPLE.ll for
# clang-14 and clang-19, -O0 and -O2, both MIPS byte orders.
# -fdebug-compilation-dir=. keeps the build directory out of the metadata.
set -e
cd "$(dirname "$0")"
for c in *.c; do
    base=${c%.c}
    for clang in clang-14 clang-19; do
        for level in O0 O2; do
            for triple in mips mipsel; do
                $clang --target=$triple-unknown-linux-gnu -g -$level \
                    -fno-stack-protector -fdebug-compilation-dir=. \
                    -S -emit-llvm -o "$base.${clang#clang-}.$level.$triple.ll" "$c"
            done
        done
    done
done
