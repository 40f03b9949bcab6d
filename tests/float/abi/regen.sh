#!/bin/sh
# Regenerates the clang IR of abi.c for both MIPS byte orders.
set -e
cd "$(dirname "$0")"
for t in mips mipsel; do
  clang-19 --target=$t -msoft-float -O2 -fno-builtin -ffreestanding -S -emit-llvm \
    -o abi.$t.ll abi.c
done
