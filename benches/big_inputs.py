#!/usr/bin/env python3
"""Generates the big inputs issue 18's robustness figures are measured on.

    benches/big_inputs.py SHAPE N > big.ll
    /usr/bin/time -f "%e s %U user %M KB" egret compile big.ll -O2 -o big.o

Shapes (each module has a `main` that calls `@f` with argc + 5, except the
globals shapes, whose `main` does the work):
  chain N       %v_i = xor i64 %v_{i-1}, %b, N values in one block
  blocks N      N blocks, each `br label %next`
  condexit N    N blocks, each branching on `icmp eq` to one exit block
  phi N         as condexit, the exit starting with an N-edge phi
  calls N       N chained calls of a small function (inlined at -O2)
  nested N      N nested counted loops
  memory N      N load/xor/store rounds through one alloca
  globals N     N globals, each loaded, incremented and stored back
  globalsum N   N globals summed in one expression (see the stop 17 note:
                quadratic at -O1/-O2 through register pressure)
"""
import sys

MAIN = """define i32 @main(i32 %argc, i8** %argv) {
  %a = sext i32 %argc to i64
  %b = add i64 %a, 5
  %r = call i64 @f(i64 %b)
  %t = trunc i64 %r to i32
  %m = and i32 %t, 127
  ret i32 %m
}
"""


def chain(n):
    out = ["define i64 @f(i64 %b) {", "  %v0 = add i64 %b, 1"]
    out += [f"  %v{i} = xor i64 %v{i - 1}, %b" for i in range(1, n)]
    return out + [f"  ret i64 %v{n - 1}", "}"]


def blocks(n):
    out = ["define i64 @f(i64 %b) {", "b0:", "  br label %b1"]
    for i in range(1, n):
        out += [f"b{i}:", f"  br label %b{i + 1}"]
    return out + [f"b{n}:", "  ret i64 %b", "}"]


def branches_to_exit(n, with_phi):
    out = ["define i64 @f(i64 %b) {", "b0:", "  br label %b1"]
    incoming = []
    for i in range(1, n):
        out += [f"b{i}:", f"  %c{i} = icmp eq i64 %b, {i}",
                f"  br i1 %c{i}, label %exit, label %b{i + 1}"]
        incoming.append(f"[ {i * 3}, %b{i} ]")
    out += [f"b{n}:", "  br label %exit", "exit:"]
    incoming.append(f"[ %b, %b{n} ]")
    if with_phi:
        return out + ["  %p = phi i64 " + ", ".join(incoming), "  ret i64 %p", "}"]
    return out + ["  ret i64 %b", "}"]


def calls(n):
    out = ["define i64 @g(i64 %x) {", "  %y = add i64 %x, 3", "  ret i64 %y", "}",
           "define i64 @f(i64 %b) {", "  %v0 = add i64 %b, 1"]
    out += [f"  %v{i} = call i64 @g(i64 %v{i - 1})" for i in range(1, n)]
    return out + [f"  ret i64 %v{n - 1}", "}"]


def nested(n):
    out = ["define i64 @f(i64 %b) {", "entry:", "  br label %h0"]
    for i in range(n):
        prev = "entry" if i == 0 else f"h{i - 1}"
        inner = f"h{i + 1}" if i + 1 < n else "body"
        out += [f"h{i}:", f"  %i{i} = phi i64 [ 0, %{prev} ], [ %n{i}, %l{i} ]",
                f"  %c{i} = icmp slt i64 %i{i}, %b",
                f"  br i1 %c{i}, label %{inner}, label %x{i}"]
    out += ["body:", f"  br label %l{n - 1}"]
    for i in reversed(range(n)):
        out += [f"l{i}:", f"  %n{i} = add i64 %i{i}, 1", f"  br label %h{i}", f"x{i}:",
                "  ret i64 %i0" if i == 0 else f"  br label %l{i - 1}"]
    return out + ["}"]


def memory(n):
    out = ["define i64 @f(i64 %b) {", "  %p = alloca i64", "  store i64 %b, i64* %p"]
    for i in range(n):
        out += [f"  %x{i} = load i64, i64* %p", f"  %y{i} = xor i64 %x{i}, {i + 1}",
                f"  store i64 %y{i}, i64* %p"]
    return out + ["  %r = load i64, i64* %p", "  ret i64 %r", "}"]


def globals_each(n):
    out = [f"@g{i} = global i32 {i % 7}" for i in range(n)]
    out += ["define i32 @main() {", "entry:"]
    for i in range(n):
        out += [f"  %v{i} = load i32, i32* @g{i}", f"  %w{i} = add i32 %v{i}, {i % 5 + 1}",
                f"  store i32 %w{i}, i32* @g{i}"]
    return out + [f"  %r = load i32, i32* @g{n - 1}", "  ret i32 %r", "}"]


def globals_sum(n):
    out = [f"@g{i} = global i32 {i % 7}" for i in range(n)]
    out += ["define i32 @main() {", "entry:", "  %s0 = add i32 0, 0"]
    for i in range(n):
        out += [f"  %v{i} = load i32, i32* @g{i}", f"  %s{i + 1} = add i32 %s{i}, %v{i}"]
    return out + [f"  ret i32 %s{n}", "}"]


SHAPES = {
    "chain": (chain, True),
    "blocks": (blocks, True),
    "condexit": (lambda n: branches_to_exit(n, False), True),
    "phi": (lambda n: branches_to_exit(n, True), True),
    "calls": (calls, True),
    "nested": (nested, True),
    "memory": (memory, True),
    "globals": (globals_each, False),
    "globalsum": (globals_sum, False),
}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES or not sys.argv[2].isdigit():
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(SHAPES)} N")
    make, needs_main = SHAPES[sys.argv[1]]
    n = max(2, int(sys.argv[2]))
    sys.stdout.write("\n".join(make(n)) + "\n" + (MAIN if needs_main else ""))


if __name__ == "__main__":
    main()
