#!/usr/bin/env python3
"""Compare egret -O2 with LLVM on executed instructions, program by program.

Every program is compiled four ways and more: by egret -O2 for Cpu0 (run on
egret's simulator), and by LLVM's `opt -O2 | llc -O2` of each requested version
for MIPS32 (big- and little-endian, `-mcpu=mips32`) and RV32IM. The LLVM builds
are linked by `ld.lld` with a start stub and a small C library
(benches/llvm/start.S, benches/llvm/rt.c, built by that version's clang) and run
in Unicorn, which counts executed instructions with a block hook (a MIPS block
ends after its branch's delay slot, so delay slots count, as on Cpu0). Every
run's output and exit status are checked against `lli`; a run that disagrees
is reported, not counted.

The report gives, per program, egret's instructions and pipeline-model cycles,
each LLVM build's instructions, the best LLVM build, and egret's ratio to it;
the last rows give the geomean of egret's ratio to each build and to the best.

    pip install unicorn          # the emulator (Python package)
    apt-get install llvm-19 clang-19 lld-19 llvm-14 clang-14
    cargo build --release
    benches/llvm_compare.py tests/programs/*.ll

The instructions of each side's C library (printf, malloc, 64-bit division)
count, as they do in a real program. LLVMlite programs that declare
`malloc(i64)` or `calloc(i64, i64)` call `malloc64`/`calloc64` in the LLVM
builds, because C's `size_t` is 32 bits on these targets, and LLVMlite
programs (no target triple) call a `printf` whose `%ld` reads 64 bits, as
egret gives them.
"""

import argparse
import concurrent.futures
import csv
import hashlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RT_DIR = os.path.join(HERE, "llvm")
LLI_RUNTIME = os.path.join(HERE, "..", "tests", "lli", "runtime.ll")

# The emulated machine, as benches/llvm/rt.c sees it: the output's length
# and the exit status, the output, the address whose arrival ends the run,
# the stack and the text.
OUT_LEN = 0x000F0000
OUT_STATUS = 0x000F0004
OUT_DATA = 0x00100000
OUT_CAPACITY = 1 << 20
STOP_ADDRESS = 0x000F0100
STACK_TOP = 0x7FFF0000
STACK_SIZE = 4 << 20
TEXT_BASE = 0x00400000

TARGETS = {
    "mips": {
        "triple": "mips-unknown-elf",
        "layout": "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64",
        "llc": ["-mcpu=mips32", "-mattr=+noabicalls"],
        "cc": ["-mcpu=mips32", "-mno-abicalls", "-fno-pic", "-G0", "-fomit-frame-pointer"],
    },
    "mipsel": {
        "triple": "mipsel-unknown-elf",
        "layout": "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64",
        "llc": ["-mcpu=mips32", "-mattr=+noabicalls"],
        "cc": ["-mcpu=mips32", "-mno-abicalls", "-fno-pic", "-G0", "-fomit-frame-pointer"],
    },
    "riscv32": {
        "triple": "riscv32-unknown-elf",
        "layout": "e-m:e-p:32:32-i64:64-n32-S128",
        "llc": ["-mattr=+m"],
        "cc": ["-march=rv32im", "-mabi=ilp32"],
    },
}


class Failure(Exception):
    """A build or run that did not give a result, with the reason."""


def run_tool(argv, stdin=None, timeout=600):
    """Runs a tool; its stdout, or Failure with its stderr."""
    try:
        done = subprocess.run(argv, input=stdin, capture_output=True, timeout=timeout)
    except FileNotFoundError:
        raise Failure(f"{argv[0]} not found")
    except subprocess.TimeoutExpired:
        raise Failure(f"{os.path.basename(argv[0])} timed out")
    if done.returncode != 0:
        first = done.stderr.decode(errors="replace").strip().splitlines()[:1]
        raise Failure(f"{os.path.basename(argv[0])} failed: {' '.join(first)}")
    return done.stdout


def program_args(path):
    """argv[1..] from the program's `; args:` header."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith("; args:"):
                return line[len("; args:"):].split()
            if line.strip() and not line.startswith(";"):
                break
    return []


def reference(path, args, lli):
    """lli's output and exit status: the result every build must give. The
    `ll_*` functions of LLVMlite come from tests/lli/runtime.ll."""
    extra = [f"-extra-module={LLI_RUNTIME}"] if os.path.exists(LLI_RUNTIME) else []
    try:
        done = subprocess.run([lli, *extra, path, *args], capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise Failure("lli timed out")
    return done.stdout, done.returncode & 0xFF


def run_egret(egret, path, args):
    """egret -O2 on its simulator: output, status, instructions, cycles."""
    argv = [egret, "run", "-O2", "--stats", path, "--", *args]
    done = subprocess.run(argv, capture_output=True, timeout=1200)
    lines = done.stderr.decode(errors="replace").strip().splitlines()
    try:
        stats = json.loads(lines[-1])
    except (IndexError, ValueError):
        raise Failure(f"egret failed: {lines[0] if lines else done.returncode}")
    return done.stdout, stats["ret"] & 0xFF, stats["insts"], stats["cycles"]


# ---------------------------------------------------------------- LLVM builds


def llvm_input(path, target):
    """The program's IR for `target`: its layout and triple set, C's
    allocation functions for LLVMlite's 64-bit-size ones."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if not re.search(r"^target triple", text, flags=re.M):  # LLVMlite: C long is 64 bits
        text = re.sub(r"@printf\b", "@printf_lp64", text)
    text = re.sub(r"^target (datalayout|triple) = .*$", "", text, flags=re.M)
    if re.search(r"@malloc\(i64\)", text):
        text = text.replace("@malloc(", "@malloc64(")
    if re.search(r"@calloc\(i64, i64\)", text):
        text = text.replace("@calloc(", "@calloc64(")
    text = main_returning_i32(text)
    t = TARGETS[target]
    return f'target datalayout = "{t["layout"]}"\ntarget triple = "{t["triple"]}"\n{text}'


def main_returning_i32(text):
    """The program with a C `int main(int, char **)`: the start stub passes
    argc and argv in the first two argument registers and the first result
    register to the exit port. A `main` of another shape (LLVMlite's
    `i64 @main(i64, i8**)`, say: its i64 argc takes a register pair, and on
    big-endian MIPS the first result register holds the high word) is
    renamed and called from a wrapper that converts as `lli` does."""
    m = re.search(r"^define (?:\w+ )*(i\d+) @main\(([^)]*)\)", text, flags=re.M)
    if not m:
        return text
    ty = m.group(1)
    params = [p.strip() for p in m.group(2).split(",") if p.strip()]
    types = [" ".join(p.split()[:-1]) if p.split()[-1].startswith("%") else p for p in params]
    if ty == "i32" and types in ([], ["i32", "i8**"], ["i32", "ptr"]):
        return text
    body, forwarded = [], []
    for i, t in enumerate(types):
        if t == "i32" or not re.fullmatch(r"i\d+", t):
            forwarded.append(f"{t} {'%argc' if i == 0 else '%argv'}")
        else:
            body.append(f"  %p{i} = {'sext' if int(t[1:]) > 32 else 'trunc'} i32 %argc to {t}")
            forwarded.append(f"{t} %p{i}")
    text = re.sub(r"@main\b", "@__bench_main", text)
    body.append(f"  %r = call {ty} @__bench_main({', '.join(forwarded)})")
    if ty == "i32":
        body.append("  ret i32 %r")
    else:
        body.append(f"  %s = {'trunc' if int(ty[1:]) > 32 else 'sext'} {ty} %r to i32")
        body.append("  ret i32 %s")
    return text + "\ndefine i32 @main(i32 %argc, i8** %argv) {\n" + "\n".join(body) + "\n}\n"


def runtime_objects(version, target, workdir):
    """The start stub and C library for one LLVM version and target."""
    t = TARGETS[target]
    out = []
    for src in ("start.S", "rt.c"):
        obj = os.path.join(workdir, f"{src}.{version}.{target}.o")
        if not os.path.exists(obj):
            cc = [f"clang-{version}", f"--target={t['triple']}", *t["cc"]]
            flags = ["-O2", "-ffreestanding", "-fno-builtin", "-nostdlib", "-c"]
            run_tool([*cc, *flags, os.path.join(RT_DIR, src), "-o", obj + ".tmp"])
            os.replace(obj + ".tmp", obj)
        out.append(obj)
    return out


def build_llvm(path, version, target, workdir, lld):
    """`opt -O2 | llc -O2`, linked: the executable's path."""
    stem = os.path.join(workdir, f"{os.path.basename(path)}.{version}.{target}")
    ir = llvm_input(path, target).encode()
    bitcode = run_tool([f"opt-{version}", "-O2", "-", "-o", "-"], stdin=ir)
    llc = [f"llc-{version}", "-O2", "-relocation-model=static", "-filetype=obj"]
    obj = run_tool([*llc, *TARGETS[target]["llc"], "-", "-o", "-"], stdin=bitcode)
    with open(stem + ".o", "wb") as f:
        f.write(obj)
    start, rt = runtime_objects(version, target, workdir)
    exe = stem + ".elf"
    run_tool([lld, "-static", "-e", "_start", f"-Ttext=0x{TEXT_BASE:x}", start, stem + ".o", rt, "-o", exe])
    return exe


def load_segments(exe):
    """Byte order, machine, entry and PT_LOAD segments of an ELF32 file."""
    with open(exe, "rb") as f:
        image = f.read()
    if image[:4] != b"\x7fELF" or image[4] != 1:
        raise Failure("not an ELF32 file")
    order = "<" if image[5] == 1 else ">"
    machine, = struct.unpack_from(order + "H", image, 18)
    entry, phoff = struct.unpack_from(order + "II", image, 24)
    phentsize, phnum = struct.unpack_from(order + "HH", image, 42)
    segments = []
    for i in range(phnum):
        kind, off, vaddr, _, filesz, memsz = struct.unpack_from(order + "IIIIII", image, phoff + i * phentsize)
        if kind == 1 and memsz:
            segments.append((vaddr, image[off:off + filesz], memsz))
    return order, machine, entry, segments


def map_pages(uc, ranges):
    """Maps the pages that cover each (start, end) range, each page once."""
    pages = set()
    for start, end in ranges:
        pages.update(range(start >> 12, (end + 0xFFF) >> 12))
    run = None
    for page in sorted(pages) + [None]:
        if run and page == run[1]:
            run[1] += 1
            continue
        if run:
            uc.mem_map(run[0] << 12, (run[1] - run[0]) << 12)
        run = [page, page + 1] if page is not None else None


def emulate(exe, args, budget_seconds, per_instruction=False):
    """Runs an executable in Unicorn: output, status, executed instructions.
    Counts a block's instructions when it starts (a MIPS block ends after its
    branch's delay slot), or with `per_instruction` each one as it runs:
    slower, but Unicorn's MIPS crashes on some very long blocks with a
    block hook."""
    import unicorn
    from unicorn import mips_const, riscv_const

    order, machine, entry, segments = load_segments(exe)
    if machine == 8:  # EM_MIPS
        mode = unicorn.UC_MODE_MIPS32 + (unicorn.UC_MODE_BIG_ENDIAN if order == ">" else unicorn.UC_MODE_LITTLE_ENDIAN)
        uc = unicorn.Uc(unicorn.UC_ARCH_MIPS, mode)
        sp, a0, a1, pc = (mips_const.UC_MIPS_REG_SP, mips_const.UC_MIPS_REG_A0, mips_const.UC_MIPS_REG_A1,
                          mips_const.UC_MIPS_REG_PC)
    elif machine == 243:  # EM_RISCV
        uc = unicorn.Uc(unicorn.UC_ARCH_RISCV, unicorn.UC_MODE_RISCV32)
        sp, a0, a1, pc = (riscv_const.UC_RISCV_REG_SP, riscv_const.UC_RISCV_REG_A0, riscv_const.UC_RISCV_REG_A1,
                          riscv_const.UC_RISCV_REG_PC)
    else:
        raise Failure(f"unsupported ELF machine {machine}")
    map_pages(uc, [(v, v + m) for v, _, m in segments]
              + [(OUT_LEN, STOP_ADDRESS + 4), (OUT_DATA, OUT_DATA + OUT_CAPACITY), (STACK_TOP - STACK_SIZE, STACK_TOP)])
    for vaddr, data, _ in segments:
        uc.mem_write(vaddr, data)
    state = {"insts": 0}

    def on_block(_uc, _address, size, _data):
        state["insts"] += size // 4

    def on_instruction(_uc, _address, _size, _data):
        state["insts"] += 1

    if per_instruction:
        uc.hook_add(unicorn.UC_HOOK_CODE, on_instruction)
    else:
        uc.hook_add(unicorn.UC_HOOK_BLOCK, on_block)
    uc.reg_write(sp, place_argv(uc, order, [os.path.basename(exe), *args], state))
    uc.reg_write(a0, 1 + len(args))
    uc.reg_write(a1, state["argv"])
    try:
        uc.emu_start(entry, STOP_ADDRESS, timeout=int(budget_seconds * 1e6))
    except unicorn.UcError as e:
        raise Failure(f"emulation fault: {e} at 0x{uc.reg_read(pc):x}")
    if uc.reg_read(pc) != STOP_ADDRESS:
        raise Failure(f"stopped at 0x{uc.reg_read(pc):x} before exiting (time budget, or a trap)")
    length, status = struct.unpack(order + "II", uc.mem_read(OUT_LEN, 8))
    if length > OUT_CAPACITY:
        raise Failure(f"more than {OUT_CAPACITY} bytes of output")
    return bytes(uc.mem_read(OUT_DATA, length)), status & 0xFF, state["insts"]


def emulate_isolated(exe, args, budget_seconds):
    """`emulate` in a child process, so that a crash of the emulator itself
    is one failed run rather than the end of the report; after a crash,
    once more counting instruction by instruction."""
    for mode in ("--emulate", "--emulate-per-instruction"):
        argv = [sys.executable, os.path.abspath(__file__), mode, exe, str(budget_seconds), *args]
        try:
            done = subprocess.run(argv, capture_output=True, timeout=budget_seconds + 60)
        except subprocess.TimeoutExpired:
            raise Failure("emulation timed out")
        try:
            result = json.loads(done.stdout)
            break
        except ValueError:
            crash = done.returncode
    else:
        raise Failure(f"the emulator crashed (status {crash})")
    if "error" in result:
        raise Failure(result["error"])
    return bytes.fromhex(result["out"]), result["status"], result["insts"]


def emulate_main(argv, per_instruction):
    """The child side of `emulate_isolated`: one run, its result as JSON."""
    exe, budget, args = argv[0], float(argv[1]), argv[2:]
    try:
        out, status, insts = emulate(exe, args, budget, per_instruction)
        print(json.dumps({"out": out.hex(), "status": status, "insts": insts}))
    except Failure as e:
        print(json.dumps({"error": str(e)}))


def place_argv(uc, order, argv, state):
    """Writes argv's strings and pointer array below the stack top; the
    stack pointer to start with (16-byte aligned, below them)."""
    top = STACK_TOP - 16
    pointers = []
    for arg in argv:
        data = arg.encode() + b"\0"
        top -= len(data)
        uc.mem_write(top, data)
        pointers.append(top)
    top &= ~15
    table = struct.pack(f"{order}{len(pointers) + 1}I", *pointers, 0)
    top -= len(table)
    top &= ~15
    uc.mem_write(top, table)
    state["argv"] = top
    return (top - 64) & ~15


# ----------------------------------------------------------------- the report


def measure(job):
    """All builds of one program: {config: insts or error text}, plus egret's."""
    path, configs, opts = job
    args = program_args(path)
    row = {"program": os.path.basename(path)[:-3] if path.endswith(".ll") else os.path.basename(path)}
    try:
        want = reference(path, args, opts["lli"])
    except Failure as e:
        row["error"] = f"lli: {e}"
        return row
    try:
        out, status, insts, cycles = run_egret(opts["egret"], path, args)
        if (out, status) != want:
            raise Failure(f"output differs from lli (status {status}, want {want[1]})")
        row["egret"], row["egret_cycles"] = insts, cycles
    except Failure as e:
        row["egret"] = f"error: {e}"
    digest = content_digest([path, os.path.join(RT_DIR, "rt.c"), os.path.join(RT_DIR, "start.S")])
    for version, target in configs:
        key = f"llvm{version}-{target}"
        cached = opts["cache"].get(f"{digest}:{key}")
        if cached is not None:
            row[key] = cached
            continue
        try:
            exe = build_llvm(path, version, target, opts["workdir"], opts["lld"])
            out, status, insts = emulate_isolated(exe, args, opts["budget"])
            if (out, status) != want:
                raise Failure(f"output differs from lli (status {status}, want {want[1]})")
            row[key] = insts
        except Failure as e:
            row[key] = f"error: {e}"
        if isinstance(row[key], int):
            row.setdefault("_new", {})[f"{digest}:{key}"] = row[key]
    return row


def content_digest(paths):
    """The cache key of LLVM's counts for a program: its bytes and those of
    the C library and start stub it is linked with."""
    h = hashlib.sha256()
    for p in paths:
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def geomean(values):
    values = list(values)
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def summarise(rows, keys):
    """Adds best/ratio columns; the geomean row over programs every build ran."""
    for row in rows:
        counts = {k: row[k] for k in keys if isinstance(row.get(k), int)}
        if counts:
            row["best"] = min(counts.values())
            row["best_of"] = min(counts, key=counts.get)
        if isinstance(row.get("egret"), int) and "best" in row:
            row["ratio"] = row["egret"] / row["best"]
    complete = [r for r in rows if "ratio" in r and all(isinstance(r.get(k), int) for k in keys)]
    summary = {"program": f"geomean ({len(complete)} programs)"}
    for k in keys:
        summary[k] = geomean(r["egret"] / r[k] for r in complete)
    summary["ratio"] = geomean(r["ratio"] for r in complete)
    summary["above_1"] = sum(r["ratio"] > 1.0 for r in complete)
    return summary


def print_report(rows, keys, summary, fmt):
    cols = ["program", "egret", "egret_cycles", *keys, "best", "best_of", "ratio"]
    if fmt == "csv":
        w = csv.writer(sys.stdout)
        w.writerow(cols)
        for r in rows:
            w.writerow([r.get(c, r.get("error", "")) if c != "ratio" else f"{r['ratio']:.3f}" if "ratio" in r else "" for c in cols])
        w.writerow([summary["program"], "", "", *(f"{summary[k]:.3f}" for k in keys), "", "", f"{summary['ratio']:.3f}"])
        return
    def cell(r, c):
        v = r.get(c, "")
        if c == "ratio" and v != "":
            return f"{v:.3f}"
        if isinstance(v, str) and v.startswith("error"):
            return "error"
        return f"{v:,}" if isinstance(v, int) else str(v)
    table = [cols] + [[cell(r, c) for c in cols] for r in rows]
    table.append([summary["program"], "", "", *(f"{summary[k]:.3f}" for k in keys), "", "", f"{summary['ratio']:.3f}"])
    if fmt == "markdown":
        print("| " + " | ".join(cols) + " |")
        print("|" + "---|" * len(cols))
        for line in table[1:]:
            print("| " + " | ".join(line) + " |")
    else:
        widths = [max(len(line[i]) for line in table) for i in range(len(cols))]
        for line in table:
            print("  ".join(x.rjust(w) if i else x.ljust(w) for i, (x, w) in enumerate(zip(line, widths))))
    print(f"\negret -O2 / best LLVM: geomean {summary['ratio']:.3f}; programs above 1.0: {summary['above_1']}")
    for r in rows:
        for c in cols:
            if isinstance(r.get(c), str) and r[c].startswith("error"):
                print(f"{r['program']}: {c}: {r[c]}", file=sys.stderr)
        if "error" in r:
            print(f"{r['program']}: {r['error']}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="+", help="LLVMlite or clang .ll files")
    ap.add_argument("--egret", default=os.path.join(HERE, "..", "target", "release", "egret"))
    ap.add_argument("--llvm", default="14,19", help="LLVM versions (default 14,19)")
    ap.add_argument("--targets", default="mips,mipsel,riscv32", help="of: " + ", ".join(TARGETS))
    ap.add_argument("--lli", default="lli-19", help="the reference interpreter")
    ap.add_argument("--lld", default=shutil.which("ld.lld") or "ld.lld-19")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--format", choices=["table", "csv", "markdown"], default="table")
    ap.add_argument("--cache", help="JSON file keeping LLVM's counts between runs (keyed by program and runtime)")
    ap.add_argument("--budget", type=float, default=300.0, help="emulation seconds per run")
    opts = ap.parse_args()
    try:
        import unicorn  # noqa: F401
    except ImportError:
        sys.exit("llvm_compare: the Python package `unicorn` is missing (pip install unicorn)")
    targets = opts.targets.split(",")
    for t in targets:
        if t not in TARGETS:
            sys.exit(f"llvm_compare: unknown target `{t}` (expected one of {', '.join(TARGETS)})")
    configs = [(v, t) for v in opts.llvm.split(",") for t in targets]
    keys = [f"llvm{v}-{t}" for v, t in configs]
    cache = json.load(open(opts.cache)) if opts.cache and os.path.exists(opts.cache) else {}
    with tempfile.TemporaryDirectory(prefix="llvm_compare.") as workdir:
        shared = {"egret": os.path.abspath(opts.egret), "lli": opts.lli, "lld": opts.lld,
                  "workdir": workdir, "cache": cache, "budget": opts.budget}
        for v, t in configs:  # build each runtime once, before the workers race for it
            try:
                runtime_objects(v, t, workdir)
            except Failure as e:
                sys.exit(f"llvm_compare: building the runtime for llvm-{v} {t}: {e}")
        jobs = [(p, configs, shared) for p in opts.programs]
        with concurrent.futures.ProcessPoolExecutor(max_workers=opts.jobs) as pool:
            rows = list(pool.map(measure, jobs))
    if opts.cache:
        for r in rows:
            cache.update(r.pop("_new", {}))
        with open(opts.cache + ".tmp", "w") as f:
            json.dump(cache, f, indent=0, sort_keys=True)
        os.replace(opts.cache + ".tmp", opts.cache)
    summary = summarise(rows, keys)
    print_report(rows, keys, summary, opts.format)


if __name__ == "__main__":
    if sys.argv[1:2] in (["--emulate"], ["--emulate-per-instruction"]):
        emulate_main(sys.argv[2:], sys.argv[1] == "--emulate-per-instruction")
    else:
        main()
