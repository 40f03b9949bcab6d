; error: 7:3: phi nodes must come first in their block
define i64 @main() {
entry:
  br label %b
b:
  %y = add i64 1, 1
  %x = phi i64 [ 0, %entry ]
  ret i64 %x
}
