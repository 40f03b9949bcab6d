; error: 6:3: in `@main`: branch to the entry block (it cannot have predecessors)
define i64 @main() {
entry:
  br label %loop
loop:
  br label %entry
}
