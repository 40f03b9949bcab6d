; Conversions: fptosi and fptoui from double and float to i1, i5, i8,
; i16, i17, i32, i33, i40 and i64 (values in range: out-of-range results
; are poison in LLVM; egret's saturation is in nan_rules.ll), sitofp and
; uitofp from the same widths (with values that round, ties to even),
; fpext and fptrunc (rounding, overflow to infinity, underflow to
; subnormals and zero), and bitcasts.

@in.s1 = global [8 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0xBFF0000000000000, double 0xBFFC000000000000]
@fin.s1 = global [6 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0xBFF0000000000000, float 0xBFFC000000000000]
@in.u1 = global [8 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000]
@fin.u1 = global [6 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000]
@in.s5 = global [13 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000]
@fin.s5 = global [10 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000]
@in.u5 = global [10 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000]
@fin.u5 = global [7 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000]
@in.s8 = global [17 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000]
@fin.s8 = global [13 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000]
@in.u8 = global [13 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000]
@fin.u8 = global [9 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000]
@in.s16 = global [20 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000]
@fin.s16 = global [16 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000]
@in.u16 = global [15 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000]
@fin.u16 = global [11 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000]
@in.s17 = global [21 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000, double 0x40EFFFF800000000]
@fin.s17 = global [17 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000, float 0x40EFFFF800000000]
@in.u17 = global [16 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000, double 0x40FE240800000000]
@fin.u17 = global [12 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000, float 0x40FE240800000000]
@in.s32 = global [25 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0xC160000008000000, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000]
@fin.s32 = global [19 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0xC1E0000000000000]
@in.u32 = global [18 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0x41DFFFFFFFC00000, double 0x41EFFFFFFFE00000]
@fin.u32 = global [12 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000, float 0x40FE240800000000]
@in.s33 = global [26 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0xC160000008000000, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x41EFFFFFFFE00000]
@fin.s33 = global [19 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0xC1E0000000000000]
@in.u33 = global [18 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0x41DFFFFFFFC00000, double 0x41EFFFFFFFE00000]
@fin.u33 = global [12 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000, float 0x40FE240800000000]
@in.s40 = global [27 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0xC160000008000000, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x41EFFFFFFFE00000, double 0x4202A05F20000000]
@fin.s40 = global [20 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0xC1E0000000000000, float 0x4202A05F20000000]
@in.u40 = global [19 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0x41DFFFFFFFC00000, double 0x41EFFFFFFFE00000, double 0x4202A05F20000000]
@fin.u40 = global [13 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0x4202A05F20000000]
@in.s64 = global [31 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0xBFF0000000000000, double 0x3FF8000000000000, double 0xBFFC000000000000, double 0x401F99999999999A, double 0xC020000000000000, double 0x402F000000000000, double 0x4059100000000000, double 0xC059300000000000, double 0x405FF9999999999A, double 0xC060100000000000, double 0x406FF00000000000, double 0x408F400000000000, double 0xC0E0000000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0xC160000008000000, double 0x41DFFFFFFFC00000, double 0xC1E0000000000000, double 0x41EFFFFFFFE00000, double 0x4202A05F20000000, double 0xC26D1A94A2000000, double 0x433FFFFFFFFFFFFF, double 0xC3E0000000000000, double 0x43DFEB3DD0676600]
@fin.s64 = global [21 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0xBFF0000000000000, float 0x3FF8000000000000, float 0xBFFC000000000000, float 0xC020000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0xC059300000000000, float 0xC060100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0xC0E0000000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0xC1E0000000000000, float 0x4202A05F20000000, float 0xC3E0000000000000]
@in.u64 = global [22 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FE0000000000000, double 0xBFE0000000000000, double 0x3FEFAE147AE147AE, double 0xBFEFAE147AE147AE, double 0x3FF0000000000000, double 0x3FF8000000000000, double 0x401F99999999999A, double 0x402F000000000000, double 0x4059100000000000, double 0x405FF9999999999A, double 0x406FF00000000000, double 0x408F400000000000, double 0x40EFFFF800000000, double 0x40FE240800000000, double 0x41DFFFFFFFC00000, double 0x41EFFFFFFFE00000, double 0x4202A05F20000000, double 0x433FFFFFFFFFFFFF, double 0x43DFEB3DD0676600, double 0x43EF399B1438A100]
@fin.u64 = global [13 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FE0000000000000, float 0xBFE0000000000000, float 0x3FF0000000000000, float 0x3FF8000000000000, float 0x402F000000000000, float 0x4059100000000000, float 0x406FF00000000000, float 0x408F400000000000, float 0x40EFFFF800000000, float 0x40FE240800000000, float 0x4202A05F20000000]
@ii.1 = global [2 x i1] [i1 0, i1 -1]
@ii.5 = global [8 x i5] [i5 0, i5 1, i5 3, i5 4, i5 5, i5 8, i5 -7, i5 -1]
@ii.8 = global [10 x i8] [i8 0, i8 1, i8 3, i8 5, i8 100, i8 127, i8 -128, i8 -24, i8 -7, i8 -1]
@ii.16 = global [12 x i16] [i16 0, i16 1, i16 3, i16 5, i16 100, i16 127, i16 255, i16 1000, i16 -32768, i16 -128, i16 -7, i16 -1]
@ii.17 = global [13 x i17] [i17 0, i17 1, i17 3, i17 5, i17 100, i17 127, i17 255, i17 1000, i17 65535, i17 -32768, i17 -128, i17 -7, i17 -1]
@ii.32 = global [18 x i32] [i32 0, i32 1, i32 3, i32 5, i32 100, i32 127, i32 255, i32 1000, i32 65535, i32 16777217, i32 33554435, i32 2147483647, i32 -2147483648, i32 -16777217, i32 -32768, i32 -128, i32 -7, i32 -1]
@ii.33 = global [19 x i33] [i33 0, i33 1, i33 3, i33 5, i33 100, i33 127, i33 255, i33 1000, i33 65535, i33 16777217, i33 33554435, i33 2147483647, i33 4294967295, i33 -2147483648, i33 -16777217, i33 -32768, i33 -128, i33 -7, i33 -1]
@ii.40 = global [19 x i40] [i40 0, i40 1, i40 3, i40 5, i40 100, i40 127, i40 255, i40 1000, i40 65535, i40 16777217, i40 33554435, i40 2147483647, i40 4294967295, i40 -2147483648, i40 -16777217, i40 -32768, i40 -128, i40 -7, i40 -1]
@ii.64 = global [23 x i64] [i64 0, i64 1, i64 5, i64 100, i64 127, i64 255, i64 1000, i64 65535, i64 16777217, i64 33554435, i64 2147483647, i64 4294967295, i64 9007199254740993, i64 18014398509481987, i64 9223372036854775807, i64 -9223372036854775808, i64 -9007199254740993, i64 -2147483648, i64 -16777217, i64 -32768, i64 -128, i64 -7, i64 -1]
@ext = global [10 x float] [float 0x0000000000000000, float 0x8000000000000000, float 0x3FF0000000000000, float 0x36A0000000000000, float 0x3810000000000000, float 0x47EFFFFFE0000000, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x3FB99999A0000000, float 0xBFD5555560000000]
@tr = global [21 x double] [double 0x0000000000000000, double 0x8000000000000000, double 0x3FF0000000000000, double 0x3FB999999999999A, double 0x3FD5555555555555, double 0x47EFFFFFF0000000, double 0x47EFFFFFE0000000, double 0x47F074F8C4D3CD7B, double 0x7E37E43C8800759C, double 0xFE37E43C8800759C, double 0x37A16C262777579C, double 0x366244CE242C5561, double 0x3690000000000000, double 0x3690000000000001, double 0x36A0000000000000, double 0x36A8000000000000, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x3FF0000010000000, double 0x3FF0000030000000, double 0xBFF0000010000000]
@name.s1 = constant [3 x i8] c"s1\00"
@name.u1 = constant [3 x i8] c"u1\00"
@name.s5 = constant [3 x i8] c"s5\00"
@name.u5 = constant [3 x i8] c"u5\00"
@name.s8 = constant [3 x i8] c"s8\00"
@name.u8 = constant [3 x i8] c"u8\00"
@name.s16 = constant [4 x i8] c"s16\00"
@name.u16 = constant [4 x i8] c"u16\00"
@name.s17 = constant [4 x i8] c"s17\00"
@name.u17 = constant [4 x i8] c"u17\00"
@name.s32 = constant [4 x i8] c"s32\00"
@name.u32 = constant [4 x i8] c"u32\00"
@name.s33 = constant [4 x i8] c"s33\00"
@name.u33 = constant [4 x i8] c"u33\00"
@name.s40 = constant [4 x i8] c"s40\00"
@name.u40 = constant [4 x i8] c"u40\00"
@name.s64 = constant [4 x i8] c"s64\00"
@name.u64 = constant [4 x i8] c"u64\00"
@fmt.to = constant [13 x i8] c"%s d%d %lld\0A\00"
@fmt.fto = constant [13 x i8] c"%s f%d %lld\0A\00"
@fmt.from = constant [17 x i8] c"%llx %llx %x %x\0A\00"
@fmt.ext = constant [10 x i8] c"ext %llx\0A\00"
@fmt.tr = constant [12 x i8] c"tr %x %llx\0A\00"
declare i32 @printf(ptr, ...)

define i64 @to.s1(double %x) {
  %r = fptosi double %x to i1
  %e = sext i1 %r to i64
  ret i64 %e
}
define i64 @fto.s1(float %x) {
  %r = fptosi float %x to i1
  %e = sext i1 %r to i64
  ret i64 %e
}

define i64 @to.u1(double %x) {
  %r = fptoui double %x to i1
  %e = zext i1 %r to i64
  ret i64 %e
}
define i64 @fto.u1(float %x) {
  %r = fptoui float %x to i1
  %e = zext i1 %r to i64
  ret i64 %e
}

define i64 @to.s5(double %x) {
  %r = fptosi double %x to i5
  %e = sext i5 %r to i64
  ret i64 %e
}
define i64 @fto.s5(float %x) {
  %r = fptosi float %x to i5
  %e = sext i5 %r to i64
  ret i64 %e
}

define i64 @to.u5(double %x) {
  %r = fptoui double %x to i5
  %e = zext i5 %r to i64
  ret i64 %e
}
define i64 @fto.u5(float %x) {
  %r = fptoui float %x to i5
  %e = zext i5 %r to i64
  ret i64 %e
}

define i64 @to.s8(double %x) {
  %r = fptosi double %x to i8
  %e = sext i8 %r to i64
  ret i64 %e
}
define i64 @fto.s8(float %x) {
  %r = fptosi float %x to i8
  %e = sext i8 %r to i64
  ret i64 %e
}

define i64 @to.u8(double %x) {
  %r = fptoui double %x to i8
  %e = zext i8 %r to i64
  ret i64 %e
}
define i64 @fto.u8(float %x) {
  %r = fptoui float %x to i8
  %e = zext i8 %r to i64
  ret i64 %e
}

define i64 @to.s16(double %x) {
  %r = fptosi double %x to i16
  %e = sext i16 %r to i64
  ret i64 %e
}
define i64 @fto.s16(float %x) {
  %r = fptosi float %x to i16
  %e = sext i16 %r to i64
  ret i64 %e
}

define i64 @to.u16(double %x) {
  %r = fptoui double %x to i16
  %e = zext i16 %r to i64
  ret i64 %e
}
define i64 @fto.u16(float %x) {
  %r = fptoui float %x to i16
  %e = zext i16 %r to i64
  ret i64 %e
}

define i64 @to.s17(double %x) {
  %r = fptosi double %x to i17
  %e = sext i17 %r to i64
  ret i64 %e
}
define i64 @fto.s17(float %x) {
  %r = fptosi float %x to i17
  %e = sext i17 %r to i64
  ret i64 %e
}

define i64 @to.u17(double %x) {
  %r = fptoui double %x to i17
  %e = zext i17 %r to i64
  ret i64 %e
}
define i64 @fto.u17(float %x) {
  %r = fptoui float %x to i17
  %e = zext i17 %r to i64
  ret i64 %e
}

define i64 @to.s32(double %x) {
  %r = fptosi double %x to i32
  %e = sext i32 %r to i64
  ret i64 %e
}
define i64 @fto.s32(float %x) {
  %r = fptosi float %x to i32
  %e = sext i32 %r to i64
  ret i64 %e
}

define i64 @to.u32(double %x) {
  %r = fptoui double %x to i32
  %e = zext i32 %r to i64
  ret i64 %e
}
define i64 @fto.u32(float %x) {
  %r = fptoui float %x to i32
  %e = zext i32 %r to i64
  ret i64 %e
}

define i64 @to.s33(double %x) {
  %r = fptosi double %x to i33
  %e = sext i33 %r to i64
  ret i64 %e
}
define i64 @fto.s33(float %x) {
  %r = fptosi float %x to i33
  %e = sext i33 %r to i64
  ret i64 %e
}

define i64 @to.u33(double %x) {
  %r = fptoui double %x to i33
  %e = zext i33 %r to i64
  ret i64 %e
}
define i64 @fto.u33(float %x) {
  %r = fptoui float %x to i33
  %e = zext i33 %r to i64
  ret i64 %e
}

define i64 @to.s40(double %x) {
  %r = fptosi double %x to i40
  %e = sext i40 %r to i64
  ret i64 %e
}
define i64 @fto.s40(float %x) {
  %r = fptosi float %x to i40
  %e = sext i40 %r to i64
  ret i64 %e
}

define i64 @to.u40(double %x) {
  %r = fptoui double %x to i40
  %e = zext i40 %r to i64
  ret i64 %e
}
define i64 @fto.u40(float %x) {
  %r = fptoui float %x to i40
  %e = zext i40 %r to i64
  ret i64 %e
}

define i64 @to.s64(double %x) {
  %r = fptosi double %x to i64
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @fto.s64(float %x) {
  %r = fptosi float %x to i64
  %e = add i64 %r, 0
  ret i64 %e
}

define i64 @to.u64(double %x) {
  %r = fptoui double %x to i64
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @fto.u64(float %x) {
  %r = fptoui float %x to i64
  %e = add i64 %r, 0
  ret i64 %e
}

define void @from.1(i1 %x) {
  %a = sitofp i1 %x to double
  %b = uitofp i1 %x to double
  %c = sitofp i1 %x to float
  %d = uitofp i1 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.5(i5 %x) {
  %a = sitofp i5 %x to double
  %b = uitofp i5 %x to double
  %c = sitofp i5 %x to float
  %d = uitofp i5 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.8(i8 %x) {
  %a = sitofp i8 %x to double
  %b = uitofp i8 %x to double
  %c = sitofp i8 %x to float
  %d = uitofp i8 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.16(i16 %x) {
  %a = sitofp i16 %x to double
  %b = uitofp i16 %x to double
  %c = sitofp i16 %x to float
  %d = uitofp i16 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.17(i17 %x) {
  %a = sitofp i17 %x to double
  %b = uitofp i17 %x to double
  %c = sitofp i17 %x to float
  %d = uitofp i17 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.32(i32 %x) {
  %a = sitofp i32 %x to double
  %b = uitofp i32 %x to double
  %c = sitofp i32 %x to float
  %d = uitofp i32 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.33(i33 %x) {
  %a = sitofp i33 %x to double
  %b = uitofp i33 %x to double
  %c = sitofp i33 %x to float
  %d = uitofp i33 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.40(i40 %x) {
  %a = sitofp i40 %x to double
  %b = uitofp i40 %x to double
  %c = sitofp i40 %x to float
  %d = uitofp i40 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @from.64(i64 %x) {
  %a = sitofp i64 %x to double
  %b = uitofp i64 %x to double
  %c = sitofp i64 %x to float
  %d = uitofp i64 %x to float
  %ba = bitcast double %a to i64
  %bb = bitcast double %b to i64
  %bc = bitcast float %c to i32
  %bd = bitcast float %d to i32
  call i32 (ptr, ...) @printf(ptr @fmt.from, i64 %ba, i64 %bb, i32 %bc, i32 %bd)
  ret void
}

define void @loop.s1() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [8 x double], ptr @in.s1, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s1(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s1, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 8
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [6 x float], ptr @fin.s1, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s1(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s1, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 6
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u1() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [8 x double], ptr @in.u1, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u1(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u1, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 8
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [6 x float], ptr @fin.u1, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u1(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u1, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 6
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s5() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [13 x double], ptr @in.s5, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s5(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s5, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 13
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [10 x float], ptr @fin.s5, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s5(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s5, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 10
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u5() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [10 x double], ptr @in.u5, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u5(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u5, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 10
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [7 x float], ptr @fin.u5, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u5(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u5, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 7
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s8() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [17 x double], ptr @in.s8, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s8(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s8, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 17
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [13 x float], ptr @fin.s8, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s8(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s8, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 13
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u8() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [13 x double], ptr @in.u8, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u8(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u8, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 13
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [9 x float], ptr @fin.u8, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u8(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u8, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 9
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s16() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [20 x double], ptr @in.s16, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s16(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s16, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 20
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [16 x float], ptr @fin.s16, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s16(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s16, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 16
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u16() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [15 x double], ptr @in.u16, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u16(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u16, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 15
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [11 x float], ptr @fin.u16, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u16(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u16, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 11
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s17() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [21 x double], ptr @in.s17, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s17(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s17, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 21
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [17 x float], ptr @fin.s17, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s17(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s17, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 17
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u17() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [16 x double], ptr @in.u17, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u17(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u17, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 16
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [12 x float], ptr @fin.u17, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u17(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u17, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 12
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s32() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [25 x double], ptr @in.s32, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s32(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s32, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 25
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [19 x float], ptr @fin.s32, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s32(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s32, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 19
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u32() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [18 x double], ptr @in.u32, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u32(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u32, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 18
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [12 x float], ptr @fin.u32, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u32(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u32, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 12
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s33() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [26 x double], ptr @in.s33, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s33(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s33, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 26
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [19 x float], ptr @fin.s33, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s33(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s33, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 19
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u33() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [18 x double], ptr @in.u33, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u33(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u33, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 18
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [12 x float], ptr @fin.u33, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u33(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u33, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 12
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s40() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [27 x double], ptr @in.s40, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s40(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s40, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 27
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [20 x float], ptr @fin.s40, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s40(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s40, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 20
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u40() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [19 x double], ptr @in.u40, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u40(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u40, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 19
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [13 x float], ptr @fin.u40, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u40(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u40, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 13
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.s64() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [31 x double], ptr @in.s64, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.s64(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.s64, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 31
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [21 x float], ptr @fin.s64, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.s64(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.s64, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 21
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.u64() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [22 x double], ptr @in.u64, i32 0, i32 %i
  %x = load double, ptr %p
  %r = call i64 @to.u64(double %x)
  call i32 (ptr, ...) @printf(ptr @fmt.to, ptr @name.u64, i32 %i, i64 %r)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 22
  br i1 %d, label %f, label %l
f:
  br label %fl
fl:
  %j = phi i32 [ 0, %f ], [ %j1, %fl ]
  %q = getelementptr [13 x float], ptr @fin.u64, i32 0, i32 %j
  %y = load float, ptr %q
  %s = call i64 @fto.u64(float %y)
  call i32 (ptr, ...) @printf(ptr @fmt.fto, ptr @name.u64, i32 %j, i64 %s)
  %j1 = add i32 %j, 1
  %e = icmp eq i32 %j1, 13
  br i1 %e, label %done, label %fl
done:
  ret void
}

define void @loop.from.1() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [2 x i1], ptr @ii.1, i32 0, i32 %i
  %x = load i1, ptr %p
  call void @from.1(i1 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 2
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.5() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [8 x i5], ptr @ii.5, i32 0, i32 %i
  %x = load i5, ptr %p
  call void @from.5(i5 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 8
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.8() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [10 x i8], ptr @ii.8, i32 0, i32 %i
  %x = load i8, ptr %p
  call void @from.8(i8 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 10
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.16() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [12 x i16], ptr @ii.16, i32 0, i32 %i
  %x = load i16, ptr %p
  call void @from.16(i16 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 12
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.17() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [13 x i17], ptr @ii.17, i32 0, i32 %i
  %x = load i17, ptr %p
  call void @from.17(i17 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 13
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.32() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [18 x i32], ptr @ii.32, i32 0, i32 %i
  %x = load i32, ptr %p
  call void @from.32(i32 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 18
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.33() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [19 x i33], ptr @ii.33, i32 0, i32 %i
  %x = load i33, ptr %p
  call void @from.33(i33 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 19
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.40() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [19 x i40], ptr @ii.40, i32 0, i32 %i
  %x = load i40, ptr %p
  call void @from.40(i40 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 19
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define void @loop.from.64() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr [23 x i64], ptr @ii.64, i32 0, i32 %i
  %x = load i64, ptr %p
  call void @from.64(i64 %x)
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 23
  br i1 %d, label %x.done, label %l
x.done:
  ret void
}

define i32 @main() {
entry:
  call void @loop.s1()
  call void @loop.u1()
  call void @loop.s5()
  call void @loop.u5()
  call void @loop.s8()
  call void @loop.u8()
  call void @loop.s16()
  call void @loop.u16()
  call void @loop.s17()
  call void @loop.u17()
  call void @loop.s32()
  call void @loop.u32()
  call void @loop.s33()
  call void @loop.u33()
  call void @loop.s40()
  call void @loop.u40()
  call void @loop.s64()
  call void @loop.u64()
  call void @loop.from.1()
  call void @loop.from.5()
  call void @loop.from.8()
  call void @loop.from.16()
  call void @loop.from.17()
  call void @loop.from.32()
  call void @loop.from.33()
  call void @loop.from.40()
  call void @loop.from.64()
  br label %e
e:
  %i = phi i32 [ 0, %entry ], [ %i1, %e ]
  %p = getelementptr [10 x float], ptr @ext, i32 0, i32 %i
  %x = load float, ptr %p
  %y = fpext float %x to double
  %b = bitcast double %y to i64
  call i32 (ptr, ...) @printf(ptr @fmt.ext, i64 %b)
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, 10
  br i1 %c, label %t0, label %e
t0:
  br label %t
t:
  %j = phi i32 [ 0, %t0 ], [ %j1, %t ]
  %q = getelementptr [21 x double], ptr @tr, i32 0, i32 %j
  %u = load double, ptr %q
  %v = fptrunc double %u to float
  %w = bitcast float %v to i32
  %v2 = fpext float %v to double
  %w2 = bitcast double %v2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt.tr, i32 %w, i64 %w2)
  %j1 = add i32 %j, 1
  %d = icmp eq i32 %j1, 21
  br i1 %d, label %done, label %t
done:
  ret i32 0
}
