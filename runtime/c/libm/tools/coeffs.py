#!/usr/bin/env python3
"""Derives the polynomial and rational coefficients of runtime/c/libm/*.c.

Each approximation is fitted with mpmath at 120 digits: polynomials by
Chebyshev interpolation (mpmath.chebyfit, near-minimax), the asin rational
by interpolation at Chebyshev nodes (a linear system). Coefficients are then
rounded to binary64 and the approximation error of the ROUNDED coefficients
is measured on a dense grid and printed as log2 of the maximum absolute
error, so the accuracy budget of each kernel is visible.
Run: python3 runtime/c/libm/tools/coeffs.py > runtime/c/libm/coeffs.h
"""
import mpmath as mp

mp.mp.dps = 120


def as_double(c):
    return float(c)


def fit_poly(name, f, a, b, degree):
    coeffs, _ = mp.chebyfit(f, [a, b], degree + 1, error=True)
    coeffs = [as_double(c) for c in reversed(coeffs)]  # low degree first
    worst = mp.mpf(0)
    for i in range(2001):
        z = a + (b - a) * mp.mpf(i) / 2000
        p = mp.mpf(0)
        for c in reversed(coeffs):
            p = p * z + mp.mpf(c)
        worst = max(worst, abs(p - f(z)))
    print(f"/* {name}: degree {degree} on [{float(a):.6g}, {float(b):.6g}],"
          f" max abs error 2^{float(mp.log(worst, 2)):.1f} */")
    for i, c in enumerate(coeffs):
        print(f"#define {name}{i} {c!r}")
    return coeffs


def fit_rational(name, f, a, b, np_, nq):
    """P(z)/Q(z), Q(0) = 1, interpolating f at np_+nq+1 Chebyshev nodes."""
    n = np_ + nq + 1
    nodes = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (2 * k + 1) / (2 * n))
             for k in range(n)]
    rows, rhs = [], []
    for z in nodes:
        fz = f(z)
        rows.append([z**j for j in range(np_ + 1)] + [-fz * z**j for j in range(1, nq + 1)])
        rhs.append(fz)
    sol = mp.lu_solve(mp.matrix(rows), mp.matrix(rhs))
    p = [as_double(sol[j]) for j in range(np_ + 1)]
    q = [1.0] + [as_double(sol[np_ + 1 + j]) for j in range(nq)]
    worst = mp.mpf(0)
    for i in range(2001):
        z = a + (b - a) * mp.mpf(i) / 2000
        pv = sum(mp.mpf(c) * z**j for j, c in enumerate(p))
        qv = sum(mp.mpf(c) * z**j for j, c in enumerate(q))
        worst = max(worst, abs(pv / qv - f(z)))
    print(f"/* {name}: rational ({np_},{nq}) on [{float(a):.6g}, {float(b):.6g}],"
          f" max abs error 2^{float(mp.log(worst, 2)):.1f} */")
    for i, c in enumerate(p):
        print(f"#define {name}P{i} {c!r}")
    for i, c in enumerate(q[1:], 1):
        print(f"#define {name}Q{i} {c!r}")


def sqrt_fn(g):
    """g evaluated at x = sqrt(z), with the z = 0 limit taken by a tiny z."""
    def h(z):
        if z == 0:
            z = mp.mpf(10) ** -50
        return g(mp.sqrt(z))
    return h


def hexf(v):
    return float(v).hex()


def round_bits(v, bits):
    """v rounded to `bits` significant bits (so products with small
    integers are exact)."""
    e = mp.floor(mp.log(abs(v), 2))
    scale = mp.mpf(2) ** (bits - 1 - e)
    return mp.nint(v * scale) / scale


def split_constants():
    """Constants split into a head with trailing zero bits (exact products
    with small integers) and a tail holding the rest."""
    out = []

    def emit(name, v):
        out.append(f"#define {name} {hexf(v)} /* {mp.nstr(v, 20)} */")

    pio2 = mp.pi / 2
    rest = pio2
    for i in range(1, 4):
        head = round_bits(rest, 33)
        rest = rest - head
        emit(f"PIO2_{i}", head)
        emit(f"PIO2_{i}T", rest)
    emit("INVPIO2", 2 / mp.pi)
    emit("PIO2_HI", mp.mpf(float(pio2)))
    emit("PIO2_LO", pio2 - mp.mpf(float(pio2)))
    emit("PIO4_HI", mp.mpf(float(mp.pi / 4)))
    emit("PIO4_LO", mp.pi / 4 - mp.mpf(float(mp.pi / 4)))
    emit("PI_HI", mp.mpf(float(mp.pi)))
    emit("PI_LO", mp.pi - mp.mpf(float(mp.pi)))
    ln2 = mp.log(2)
    head = round_bits(ln2, 32)
    emit("LN2_HI", head)
    emit("LN2_LO", ln2 - head)
    emit("INVLN2", 1 / ln2)
    head = round_bits(1 / mp.log(10), 32)
    emit("IVLN10_HI", head)
    emit("IVLN10_LO", 1 / mp.log(10) - head)
    head = round_bits(mp.log10(2), 32)
    emit("LOG10_2_HI", head)
    emit("LOG10_2_LO", mp.log10(2) - head)
    for name, v in (("HALF", mp.mpf(1) / 2), ("ONE", 1), ("THREE_HALVES", mp.mpf(3) / 2)):
        a = mp.atan(v)
        emit(f"ATAN_{name}_HI", mp.mpf(float(a)))
        emit(f"ATAN_{name}_LO", a - mp.mpf(float(a)))
    for line in out:
        print(line)
    words = []
    with mp.workdps(500):
        v = 2 / mp.pi
        for _ in range(40):
            v *= 2**32
            w = int(mp.floor(v))
            v -= w
            words.append(w)
    print("/* 2/pi as 40 32-bit words, most significant first (Payne-Hanek). */")
    print("#define TWO_OVER_PI_WORDS \\")
    for i in range(0, 40, 4):
        sep = ", \\" if i + 4 < 40 else ""
        print("    " + ", ".join(f"0x{w:08x}u" for w in words[i:i + 4]) + sep)


def main():
    split_constants()
    pio4 = mp.pi / 4
    fit_poly("SIN_S", sqrt_fn(lambda x: (mp.sin(x) - x) / x**3), 0, pio4**2, 5)
    fit_poly("COS_C", sqrt_fn(lambda x: (mp.cos(x) - 1 + x**2 / 2) / x**4), 0, pio4**2, 5)
    fit_poly("TAN_T", sqrt_fn(lambda x: (mp.tan(x) - x) / x**3), 0, mp.mpf("0.6744")**2, 12)
    half_ln2 = mp.log(2) / 2
    fit_poly("EXP_P", sqrt_fn(lambda r: (r * (mp.exp(r) + 1) / (mp.exp(r) - 1) - 2) / r**2),
             0, half_ln2**2, 4)
    smax = (mp.sqrt(2) - 1) / (mp.sqrt(2) + 1)
    fit_poly("LOG_L", sqrt_fn(lambda s: (2 * mp.atanh(s) - 2 * s) / s**3), 0, smax**2, 6)
    fit_poly("ATAN_A", sqrt_fn(lambda t: (t - mp.atan(t)) / t**3), 0, mp.mpf(7) / 16 * mp.mpf(7) / 16, 11)
    fit_rational("ASIN_", sqrt_fn(lambda x: (mp.asin(x) - x) / x**3), 0, mp.mpf(1) / 4, 5, 4)


if __name__ == "__main__":
    main()
