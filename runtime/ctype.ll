; egret runtime: <ctype.h> in the C locale (docs/runtime.md).
;
; The tables are glibc's, so that C compiled against glibc's headers works:
; those headers turn isalpha(c) into `(*__ctype_b_loc())[c] & 1024` and
; toupper(c) into `(*__ctype_toupper_loc())[c]`, indexed from -128 (so a
; signed char works) to 255. The class bits are those of glibc's headers
; on the build host (x86): upper 0x100, lower 0x200, alpha 0x400, digit
; 0x800, xdigit 0x1000, space 0x2000, print 0x4000, graph 0x8000, blank
; 0x1, cntrl 0x2, punct 0x4, alnum 0x8. The functions return the same
; values as glibc's (isalpha('a') is 1024, not 1). Bytes 128..255 belong
; to no class; toupper/tolower map -128..-2 to c + 256 and leave EOF (-1)
; and every other value alone.

@__egret_ctype_b_table = constant [384 x i16] [
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 8195, i16 8194, i16 8194, i16 8194, i16 8194, i16 2, i16 2,
  i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2,
  i16 24577, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156,
  i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 55304, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156,
  i16 49156, i16 54536, i16 54536, i16 54536, i16 54536, i16 54536, i16 54536, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440,
  i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 50440, i16 49156, i16 49156, i16 49156, i16 49156, i16 49156,
  i16 49156, i16 54792, i16 54792, i16 54792, i16 54792, i16 54792, i16 54792, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696,
  i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 50696, i16 49156, i16 49156, i16 49156, i16 49156, i16 2,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0,
  i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0
]

@__egret_ctype_toupper_table = constant [384 x i32] [
  i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143,
  i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159,
  i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175,
  i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191,
  i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207,
  i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223,
  i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239,
  i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 -1,
  i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15,
  i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31,
  i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47,
  i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63,
  i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79,
  i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95,
  i32 96, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79,
  i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 123, i32 124, i32 125, i32 126, i32 127,
  i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143,
  i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159,
  i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175,
  i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191,
  i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207,
  i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223,
  i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239,
  i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255
]

@__egret_ctype_tolower_table = constant [384 x i32] [
  i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143,
  i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159,
  i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175,
  i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191,
  i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207,
  i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223,
  i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239,
  i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 -1,
  i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15,
  i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31,
  i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47,
  i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63,
  i32 64, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111,
  i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 91, i32 92, i32 93, i32 94, i32 95,
  i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111,
  i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127,
  i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143,
  i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159,
  i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175,
  i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191,
  i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207,
  i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223,
  i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239,
  i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254, i32 255
]

; The pointers __ctype_*_loc return the address of: each table's entry 0.
@__egret_ctype_b = global i16* null
@__egret_ctype_toupper = global i32* null
@__egret_ctype_tolower = global i32* null

; const unsigned short **__ctype_b_loc(void).
define i16** @__ctype_b_loc() {
entry:
  %p = getelementptr [384 x i16], [384 x i16]* @__egret_ctype_b_table, i32 0, i32 128
  store i16* %p, i16** @__egret_ctype_b
  ret i16** @__egret_ctype_b
}

; const int **__ctype_toupper_loc(void).
define i32** @__ctype_toupper_loc() {
entry:
  %p = getelementptr [384 x i32], [384 x i32]* @__egret_ctype_toupper_table, i32 0, i32 128
  store i32* %p, i32** @__egret_ctype_toupper
  ret i32** @__egret_ctype_toupper
}

; const int **__ctype_tolower_loc(void).
define i32** @__ctype_tolower_loc() {
entry:
  %p = getelementptr [384 x i32], [384 x i32]* @__egret_ctype_tolower_table, i32 0, i32 128
  store i32* %p, i32** @__egret_ctype_tolower
  ret i32** @__egret_ctype_tolower
}

; The class bits of c that are in mask (0 outside -128..255).
define i32 @__egret_ctype_bits(i32 %c, i32 %mask) {
entry:
  %i = add i32 %c, 128
  %in = icmp ult i32 %i, 384
  br i1 %in, label %look, label %none
look:
  %p = getelementptr [384 x i16], [384 x i16]* @__egret_ctype_b_table, i32 0, i32 %i
  %b = load i16, i16* %p
  %w = zext i16 %b to i32
  %r = and i32 %w, %mask
  ret i32 %r
none:
  ret i32 0
}

; int isalnum(int c): nonzero (0x8) if c is a letter or digit.
define i32 @isalnum(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 8)
  ret i32 %r
}

; int isalpha(int c): nonzero (0x400) if c is a letter.
define i32 @isalpha(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 1024)
  ret i32 %r
}

; int isdigit(int c): nonzero (0x800) if c is a decimal digit.
define i32 @isdigit(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 2048)
  ret i32 %r
}

; int islower(int c): nonzero (0x200) if c is a lower-case letter.
define i32 @islower(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 512)
  ret i32 %r
}

; int isupper(int c): nonzero (0x100) if c is an upper-case letter.
define i32 @isupper(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 256)
  ret i32 %r
}

; int isprint(int c): nonzero (0x4000) if c is printable, space included.
define i32 @isprint(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 16384)
  ret i32 %r
}

; int isspace(int c): nonzero (0x2000) if c is white space: space, \t \n \v \f \r.
define i32 @isspace(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 8192)
  ret i32 %r
}

; int isxdigit(int c): nonzero (0x1000) if c is a hexadecimal digit.
define i32 @isxdigit(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 4096)
  ret i32 %r
}

; int ispunct(int c): nonzero (0x4) if c is printable, not a space, letter or digit.
define i32 @ispunct(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 4)
  ret i32 %r
}

; int iscntrl(int c): nonzero (0x2) if c is a control character (0..31, 127).
define i32 @iscntrl(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 2)
  ret i32 %r
}

; int isgraph(int c): nonzero (0x8000) if c is printable, space excluded.
define i32 @isgraph(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 32768)
  ret i32 %r
}

; int isblank(int c): nonzero (0x1) if c is space or tab.
define i32 @isblank(i32 %c) {
entry:
  %r = call i32 @__egret_ctype_bits(i32 %c, i32 1)
  ret i32 %r
}

; int toupper(int c): the upper-case letter for a lower-case one; other values as the table says.
define i32 @toupper(i32 %c) {
entry:
  %i = add i32 %c, 128
  %in = icmp ult i32 %i, 384
  br i1 %in, label %look, label %same
look:
  %p = getelementptr [384 x i32], [384 x i32]* @__egret_ctype_toupper_table, i32 0, i32 %i
  %v = load i32, i32* %p
  ret i32 %v
same:
  ret i32 %c
}

; int tolower(int c): the lower-case letter for an upper-case one; other values as the table says.
define i32 @tolower(i32 %c) {
entry:
  %i = add i32 %c, 128
  %in = icmp ult i32 %i, 384
  br i1 %in, label %look, label %same
look:
  %p = getelementptr [384 x i32], [384 x i32]* @__egret_ctype_tolower_table, i32 0, i32 %i
  %v = load i32, i32* %p
  ret i32 %v
same:
  ret i32 %c
}
