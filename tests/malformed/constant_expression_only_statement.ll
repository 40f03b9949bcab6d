; error: 5:11: expected a value, found `add`
; The body's only statement fails: that error alone is reported (no
; "function body has no blocks" before it).
define i32 @main() {
  ret i32 add (i32 1, i32 2)
}
