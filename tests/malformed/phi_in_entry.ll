; error: 4:3: the entry block cannot have phi nodes
define i64 @main() {
entry:
  %x = phi i64 [ 0, %entry ]
  ret i64 %x
}
