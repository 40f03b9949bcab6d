; implicit_decls: LLVMlite programs call runtime functions without declaring them; each call's types give the declaration (ll_puts, ll_ltoa, ll_strcat, ll_atol, ll_malloc, ll_callback), and the same function is called from several places consistently
; ret: -1234567890085
@greeting = global [9 x i8] c"implicit\00"
@space = global [2 x i8] c" \00"
@number = global [17 x i8] c"  -1234567890123\00"

define i64 @add(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}

define void @say(i64 %v) {
  %s = call i8* @ll_ltoa(i64 %v)
  call void @ll_puts(i8* %s)
  ret void
}

define i64 @main() {
  %g = getelementptr [9 x i8], [9 x i8]* @greeting, i64 0, i64 0
  %sp = getelementptr [2 x i8], [2 x i8]* @space, i64 0, i64 0
  %t1 = call i8* @ll_strcat(i8* %g, i8* %sp)
  %t2 = call i8* @ll_strcat(i8* %t1, i8* %g)
  call void @ll_puts(i8* %t2)
  %np = getelementptr [17 x i8], [17 x i8]* @number, i64 0, i64 0
  %n = call i64 @ll_atol(i8* %np)
  call void @say(i64 %n)
  %raw = call i8* @ll_malloc(i64 4, i64 8)
  %arr = bitcast i8* %raw to i64*
  %e3 = getelementptr i64, i64* %arr, i64 3
  store i64 %n, i64* %e3
  %e0v = load i64, i64* %arr
  %e3v = load i64, i64* %e3
  %sum = add i64 %e0v, %e3v
  call void @say(i64 %sum)
  %cb = call i64 @ll_callback(i64 (i64, i64)* @add)
  call void @say(i64 %cb)
  %r = add i64 %cb, %sum
  ret i64 %r
}
