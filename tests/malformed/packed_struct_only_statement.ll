; error: 3:15: vector types are not supported yet
define i32 @main() {
  %x = alloca <4 x i32>
}
