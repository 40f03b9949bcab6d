; A trap in a leaf function that has no frame: its caller is found through
; $lr, which .debug_frame leaves as is (tests/backtrace.rs, at -O0).
define i32 @leaf(i32* %p) {
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @main() {
  %p = inttoptr i32 4278190080 to i32*
  %v = call i32 @leaf(i32* %p)
  %w = add i32 %v, 5
  ret i32 %w
}
