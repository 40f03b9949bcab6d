; error: 3:15: vector and packed struct types are not supported
define i32 @main() {
  %x = alloca <{ i32, i8 }>
}
