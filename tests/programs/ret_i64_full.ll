; ret_i64_full: main returns an i64 whose eight bytes all differ; the full value must be reported, not just the low byte
; ret: 1311768467463790320
define i64 @pack(i64 %hi, i64 %lo) {
  %h = shl i64 %hi, 32
  %r = or i64 %h, %lo
  ret i64 %r
}

define i64 @main() {
  ; 0x12345678 and 0x9ABCDEF0: the low word has its sign bit set
  %r = call i64 @pack(i64 305419896, i64 2596069104)
  ret i64 %r
}
