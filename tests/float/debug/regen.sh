#!/bin/sh
# Regenerates the clang IR (with -g) of floats.c for both MIPS byte orders.
set -e
cd "$(dirname "$0")"
for t in mips mipsel; do
  clang-19 --target=$t -msoft-float -O0 -g -fno-builtin -ffreestanding \
    -fdebug-prefix-map="$(pwd)"=. -S -emit-llvm -o floats.$t.ll floats.c
done
