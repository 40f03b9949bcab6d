#!/usr/bin/env python3
"""How much of egret's executed-instruction count is the Cpu0 ISA's own cost
next to RV32IM: compares that only feed a branch, and delay-slot `nop`s.

RV32IM branches on a comparison of two registers in one instruction
(`blt`, `bgeu`, ...) and has no delay slots. Cpu0 (like MIPS32) needs an
`slt`/`sltu`/`slti`/`sltiu`/`xor`/`cmp` before a `beq`/`bne`/`jne`/... for
every test other than equality, and a branch's delay slot holds a `nop` when
nothing could be moved into it. This script runs each program at -O2 on
egret's simulator with `--trace`, and counts, per program:

- `insts`: every executed instruction (as `egret bench` counts them);
- `fusable`: executed compares whose result the very next instruction, a
  conditional branch, tests against `$zero` (or, on cpu032I, the `$sw` compare
  before a conditional jump), and that nothing else reads (the result is
  overwritten or dead at the branch in the common case; this counts the
  adjacent pair only, which is an upper bound of what RV32 saves);
- `slot_nops`: `nop`s executed in a branch's or jump's delay slot;
- `rv32_like`: `insts - fusable - slot_nops`, egret's count on an ISA that had
  RV32's compare-and-branch and no delay slots.

With an LLVM comparison CSV (`llvm_compare.py --format csv`) it adds the best
LLVM count and both ratios, so the part of each gap the ISA explains is
visible:

    benches/isa_gap.py --compare benches/results/llvm-compare-2026-11-29-round6.csv \\
        tests/programs/branch_compare.ll tests/programs/collatz.ll
"""

import argparse
import csv
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EGRET = os.path.join(HERE, "..", "target", "release", "egret")

COMPARES = {"slt", "sltu", "slti", "sltiu", "xor", "xori", "cmp", "cmpu"}
ZERO_BRANCHES = {"beq", "bne"}
SW_JUMPS = {"jeq", "jne", "jlt", "jgt", "jle", "jge"}
CONTROL = ZERO_BRANCHES | SW_JUMPS | {"jmp", "jsub", "jalr", "ret", "jr", "bal"}


def parse_trace_line(line):
    """(address, mnemonic, operands) of one `--trace` line, or None."""
    parts = line.split(None, 3)
    if len(parts) < 3 or not parts[0].endswith(":") or line.startswith("{"):
        return None
    operands = parts[3].split("#", 1)[0].strip() if len(parts) > 3 else ""
    regs = [o.strip() for o in operands.split(",")]
    return int(parts[0][:-1], 16), parts[2], regs


def is_fused_pair(compare, branch):
    """Whether `branch` tests the result `compare` just wrote."""
    _, cop, cregs = compare
    _, bop, bregs = branch
    if cop not in COMPARES or not cregs:
        return False
    dest = cregs[0]
    if bop in ZERO_BRANCHES:
        return dest in bregs[:2] and ("$zero" in bregs[:2] or cop in ("xor", "xori"))
    return bop in SW_JUMPS and dest == "$sw"


def count(program, opt):
    """Counts of one program's -O2 run (see the module doc)."""
    cmd = [EGRET, "run", program, f"-O{opt}", "--trace", "--stats"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    insts = fusable = slot_nops = 0
    prev = None
    stats = None
    for line in proc.stderr:
        cur = parse_trace_line(line)
        if cur is None:
            if line.startswith('{"ret"'):
                stats = json.loads(line)
            continue
        insts += 1
        if prev is not None:
            if is_fused_pair(prev, cur):
                fusable += 1
            if cur[1] == "nop" and prev[1] in CONTROL and cur[0] == prev[0] + 4:
                slot_nops += 1
        prev = cur
    proc.wait()  # the exit status is the program's own result
    if stats is None or stats.get("insts") != insts:
        raise RuntimeError(f"{program}: `{' '.join(cmd)}` did not finish (or its count disagrees)")
    return {"insts": insts, "fusable": fusable, "slot_nops": slot_nops,
            "rv32_like": insts - fusable - slot_nops}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="+")
    ap.add_argument("--opt", default="2", help="egret's optimisation level (default 2)")
    ap.add_argument("--compare", help="an llvm_compare.py CSV: adds the best LLVM count and ratios")
    opts = ap.parse_args()
    best = {}
    if opts.compare:
        for row in csv.DictReader(open(opts.compare)):
            if row.get("best", "").isdigit():
                best[row["program"]] = (int(row["best"]), row["best_of"])
    out = csv.writer(sys.stdout)
    out.writerow(["program", "insts", "fusable", "slot_nops", "rv32_like", "best", "best_of",
                  "ratio", "rv32_like_ratio"])
    logs, logs_like = [], []
    for program in opts.programs:
        name = os.path.splitext(os.path.basename(program))[0]
        c = count(program, opts.opt)
        row = [name, c["insts"], c["fusable"], c["slot_nops"], c["rv32_like"]]
        if name in best:
            b, of = best[name]
            ratio, like = c["insts"] / b, c["rv32_like"] / b
            logs.append(math.log(ratio))
            logs_like.append(math.log(like))
            row += [b, of, f"{ratio:.3f}", f"{like:.3f}"]
        out.writerow(row)
    if logs:
        g = lambda v: f"{math.exp(sum(v) / len(v)):.3f}"
        out.writerow([f"geomean ({len(logs)} programs)", "", "", "", "", "", "", g(logs), g(logs_like)])


if __name__ == "__main__":
    main()
