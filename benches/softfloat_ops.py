#!/usr/bin/env python3
"""compiler-rt's soft-float builtins on MIPS32, instructions per operation.

The counterpart of benches/softfloat_ops.rs: each compiler-rt routine that
egret's runtime also has is compiled by clang-19 for MIPS32 (`-mcpu=mips32
-msoft-float -O2`, big-endian unless --little), linked by ld.lld-19, and
called in Unicorn on the same 1,000 random inputs per routine as the Rust
bench (the same generator and seed). The count is every instruction the
routine executes (delay slots included) minus the two of a bare `jr $ra`
and its delay slot, as the Rust bench subtracts an empty function. The
double results of add, mul and div are checked against Python's floats.

    benches/softfloat_ops.py path/to/compiler-rt/lib/builtins
    benches/softfloat_ops.py -- --ours     # egret's C, by the same LLVM

compiler-rt's sources are not part of egret; any checkout of compiler-rt
(or the PyPI package pythondata-software-compiler-rt, whose data/ folder is
one) will do. Prints a Markdown table.
"""

import argparse
import os
import struct
import subprocess
import sys
import tempfile

import unicorn
from unicorn import mips_const

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_compare import load_segments, map_pages  # noqa: E402

M64 = (1 << 64) - 1
INPUTS = 1000
SEED = 0xBE4C

# name: (source file, argument types, result type); f = float, d = double,
# i = i32, l = i64 (after legalization f is a word and d a double word).
ROUTINES = {
    "__addsf3": ("addsf3", "ff", "f"), "__subsf3": ("subsf3", "ff", "f"),
    "__mulsf3": ("mulsf3", "ff", "f"), "__divsf3": ("divsf3", "ff", "f"),
    "__negsf2": ("negsf2", "f", "f"),
    "__adddf3": ("adddf3", "dd", "d"), "__subdf3": ("subdf3", "dd", "d"),
    "__muldf3": ("muldf3", "dd", "d"), "__divdf3": ("divdf3", "dd", "d"),
    "__negdf2": ("negdf2", "d", "d"),
    "__eqsf2": ("comparesf2", "ff", "i"), "__nesf2": ("comparesf2", "ff", "i"),
    "__ltsf2": ("comparesf2", "ff", "i"), "__lesf2": ("comparesf2", "ff", "i"),
    "__gtsf2": ("comparesf2", "ff", "i"), "__gesf2": ("comparesf2", "ff", "i"),
    "__unordsf2": ("comparesf2", "ff", "i"),
    "__eqdf2": ("comparedf2", "dd", "i"), "__nedf2": ("comparedf2", "dd", "i"),
    "__ltdf2": ("comparedf2", "dd", "i"), "__ledf2": ("comparedf2", "dd", "i"),
    "__gtdf2": ("comparedf2", "dd", "i"), "__gedf2": ("comparedf2", "dd", "i"),
    "__unorddf2": ("comparedf2", "dd", "i"),
    "__fixsfsi": ("fixsfsi", "f", "i"), "__fixsfdi": ("fixsfdi", "f", "l"),
    "__fixunssfsi": ("fixunssfsi", "f", "i"), "__fixunssfdi": ("fixunssfdi", "f", "l"),
    "__fixdfsi": ("fixdfsi", "d", "i"), "__fixdfdi": ("fixdfdi", "d", "l"),
    "__fixunsdfsi": ("fixunsdfsi", "d", "i"), "__fixunsdfdi": ("fixunsdfdi", "d", "l"),
    "__floatsisf": ("floatsisf", "i", "f"), "__floatdisf": ("floatdisf", "l", "f"),
    "__floatunsisf": ("floatunsisf", "i", "f"), "__floatundisf": ("floatundisf", "l", "f"),
    "__floatsidf": ("floatsidf", "i", "d"), "__floatdidf": ("floatdidf", "l", "d"),
    "__floatunsidf": ("floatunsidf", "i", "d"), "__floatundidf": ("floatundidf", "l", "d"),
    "__extendsfdf2": ("extendsfdf2", "f", "d"), "__truncdfsf2": ("truncdfsf2", "d", "f"),
    # libm's, not in compiler-rt: measured with --ours only.
    "sqrtf": (None, "f", "f"), "sqrt": (None, "d", "d"),
    "fmaf": (None, "fff", "f"), "fma": (None, "ddd", "d"),
}


class Rng:
    """tests/softfloat_common's xorshift64*."""

    def __init__(self, seed):
        self.x = ((seed * 0x9E3779B97F4A7C15) & M64) | 1

    def next(self):
        x = self.x
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        self.x = x
        return (x * 0x2545F4914F6CDD1D) & M64

    def below(self, n):
        return self.next() % n


def random_normal(kind, rng):
    bits = rng.next()
    if kind == "f":
        return (bits & 0x807FFFFF) | ((0x7F - 20 + rng.below(40)) << 23)
    if kind == "d":
        return (bits & 0x800FFFFFFFFFFFFF) | ((0x3FF - 20 + rng.below(40)) << 52)
    return bits & 0xFFFFFFFF if kind == "i" else bits


def sources(builtins, workdir):
    """The C files to build: compiler-rt's, or with --ours egret's own
    (runtime/c/softfloat/ and the leading-zero table it takes from
    runtime/divide.ll)."""
    if builtins != "--ours":
        return [os.path.join(builtins, s + ".c")
                for s in sorted({s for s, _, _ in ROUTINES.values() if s})]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runtime", "c")
    table = os.path.join(workdir, "clz8.c")
    with open(table, "w") as f:
        counts = ", ".join(str(8 - n.bit_length()) for n in range(256))
        f.write(f"const unsigned char __egret_clz8[256] = {{{counts}}};\n")
    folder = os.path.join(root, "softfloat")
    return [table] + [os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.endswith(".c")]


def build(builtins, workdir, little):
    triple = "mipsel-unknown-elf" if little else "mips-unknown-elf"
    include = builtins if builtins != "--ours" else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "runtime", "c", "include")
    flags = [f"--target={triple}", "-mcpu=mips32", "-msoft-float", "-O2", "-mno-abicalls",
             "-fno-pic", "-G0", "-fomit-frame-pointer", "-ffreestanding", "-fno-builtin",
             "-I", include]
    objs = []
    for src in sources(builtins, workdir):
        obj = os.path.join(workdir, os.path.basename(src) + ".o")
        subprocess.run(["clang-19", *flags, "-c", "-o", obj, src], check=True)
        objs.append(obj)
    exe = os.path.join(workdir, "builtins.elf")
    subprocess.run(["ld.lld-19", "-static", "-e", "0", "-Ttext=0x10000", "--no-gc-sections",
                    "-o", exe, *objs], check=True)
    nm = subprocess.run(["llvm-nm-19", exe], check=True, capture_output=True, text=True).stdout
    symbols = {parts[2]: int(parts[0], 16) for parts in map(str.split, nm.splitlines())
               if len(parts) == 3}
    return exe, symbols


def place_args(uc, order, kinds, values, sp):
    """O32: words in $a0..$a3 then the stack; double words 8-aligned."""
    slot = 0
    words = []
    for kind, v in zip(kinds, values):
        if kind in "dl":
            slot += slot & 1
            hi, lo = v >> 32, v & 0xFFFFFFFF
            pair = (hi, lo) if order == ">" else (lo, hi)
            words += [(slot, pair[0]), (slot + 1, pair[1])]
            slot += 2
        else:
            words.append((slot, v))
            slot += 1
    regs = [mips_const.UC_MIPS_REG_A0, mips_const.UC_MIPS_REG_A1,
            mips_const.UC_MIPS_REG_A2, mips_const.UC_MIPS_REG_A3]
    for s, w in words:
        if s < 4:
            uc.reg_write(regs[s], w)
        else:
            uc.mem_write(sp + 4 * s, struct.pack(order + "I", w))


def result(uc, order, kind):
    v0 = uc.reg_read(mips_const.UC_MIPS_REG_V0)
    if kind not in "dl":
        return v0
    v1 = uc.reg_read(mips_const.UC_MIPS_REG_V1)
    return (v0 << 32 | v1) if order == ">" else (v1 << 32 | v0)


def check(name, args, got):
    ops = {"__adddf3": lambda a, b: a + b, "__muldf3": lambda a, b: a * b,
           "__divdf3": lambda a, b: a / b}
    if name in ops:
        a, b = (struct.unpack("<d", struct.pack("<Q", x))[0] for x in args)
        want, = struct.unpack("<Q", struct.pack("<d", ops[name](a, b)))
        if got != want:
            raise SystemExit(f"{name}({args[0]:#x}, {args[1]:#x}) = {got:#x}, want {want:#x}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("builtins", help="compiler-rt/lib/builtins, or --ours: egret's runtime/c/softfloat"
                    " built the same way (to tell the algorithms' cost from the compilers')")
    ap.add_argument("--little", action="store_true", help="little-endian (mipsel)")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        exe, symbols = build(opts.builtins, workdir, opts.little)
        order, _, _, segments = load_segments(exe)
    mode = unicorn.UC_MODE_MIPS32 + (unicorn.UC_MODE_BIG_ENDIAN if order == ">"
                                     else unicorn.UC_MODE_LITTLE_ENDIAN)
    uc = unicorn.Uc(unicorn.UC_ARCH_MIPS, mode)
    stack, sentinel = 0x7F0000, 0x7FF000
    map_pages(uc, [(v, v + m) for v, _, m in segments] + [(stack - 0x10000, sentinel + 0x1000)])
    for vaddr, data, _ in segments:
        uc.mem_write(vaddr, data)
    count = [0]

    def on_instruction(_uc, _address, _size, _data):
        count[0] += 1

    uc.hook_add(unicorn.UC_HOOK_CODE, on_instruction)
    who = "runtime/c/softfloat" if opts.builtins == "--ours" else "compiler-rt"
    print(f"{who}, clang-19 -O2 -mcpu=mips32 -msoft-float, {'mipsel' if opts.little else 'mips'},"
          f" {INPUTS} inputs per routine\n")
    print("| routine | instructions per operation |")
    print("|---|---:|")
    for name, (source, kinds, ret) in ROUTINES.items():
        if source is None and opts.builtins != "--ours":
            continue
        rng = Rng(SEED)
        total = 0
        for _ in range(INPUTS):
            args = [random_normal(k, rng) for k in kinds]
            place_args(uc, order, kinds, args, stack)
            uc.reg_write(mips_const.UC_MIPS_REG_SP, stack)
            uc.reg_write(mips_const.UC_MIPS_REG_RA, sentinel)
            count[0] = 0
            uc.emu_start(symbols[name], sentinel)
            total += count[0] - 2
            check(name, args, result(uc, order, ret))
        print(f"| `{name}` | {total / INPUTS:.1f} |")


if __name__ == "__main__":
    main()
