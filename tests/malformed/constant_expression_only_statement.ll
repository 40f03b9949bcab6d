; error: 5:11: expected a value, found `fadd`
; The body's only statement fails: that error alone is reported (no
; "function body has no blocks" before it).
define i32 @main() {
  ret i32 fadd (i32 1, i32 2)
}
