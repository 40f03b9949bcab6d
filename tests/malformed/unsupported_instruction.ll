; error: 4:8: instruction `atomicrmw`: atomic instructions are not supported yet
@g = global i32 0
define i64 @main() {
  %x = atomicrmw add ptr @g, i32 1 seq_cst
  ret i64 0
}
