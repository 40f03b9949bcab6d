#!/bin/sh
# Regenerates the checked-in .ll files of the metadata tests (tests/c_debug/meta_*.c)
# with clang-14 and clang-19, both MIPS byte orders, -g at -O0 and -O2.
# Run from anywhere; needs clang-14 and clang-19. The output goes to
# tests/c_debug/meta_ll/<name>.<clang>.<triple>.O<n>.ll; -fdebug-prefix-map keeps
# the build directory out of the files.
set -eu
cd "$(dirname "$0")"
mkdir -p meta_ll
for c in meta_*.c; do
  name=${c%.c}
  for cc in clang-14 clang-19; do
    for triple in mipsel-unknown-linux-gnu mips-unknown-linux-gnu; do
      for opt in 0 2; do
        "$cc" --target="$triple" -g -O"$opt" -S -emit-llvm \
          -fdebug-prefix-map="$PWD"=/src -fno-ident \
          "$c" -o "meta_ll/$name.$cc.${triple%%-*}.O$opt.ll"
      done
    done
  done
done
