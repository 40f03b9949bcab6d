; bm_hash64: 64-bit hashing kernels over a 256-entry i64 array: xorshift64 fills it, an LCG step (x*6364136223846793005 + 1442695040888963407) chains one hash, murmur's fmix64 (multiplies by 64-bit constants) another; 40 rounds checked against Python
; ret: 0
declare i32 @printf(i8*, ...)

@checks = global i64 0
@failures = global i64 0
@fmt.fail = global [31 x i8] c"FAIL %lld: got %lld want %lld\0A\00"
@fmt.done = global [28 x i8] c"%lld checks, %lld failures\0A\00"

; Counts a check; prints the mismatch and counts a failure when got != want.
define void @check(i64 %id, i64 %got, i64 %want) {
entry:
  %n = load i64, i64* @checks
  %n1 = add i64 %n, 1
  store i64 %n1, i64* @checks
  %ok = icmp eq i64 %got, %want
  br i1 %ok, label %done, label %bad

bad:
  %f = getelementptr [31 x i8], [31 x i8]* @fmt.fail, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %id, i64 %got, i64 %want)
  %k = load i64, i64* @failures
  %k1 = add i64 %k, 1
  store i64 %k1, i64* @failures
  br label %done

done:
  ret void
}

; Prints the summary line and returns the number of failures.
define i64 @report() {
entry:
  %c = load i64, i64* @checks
  %k = load i64, i64* @failures
  %f = getelementptr [28 x i8], [28 x i8]* @fmt.done, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i64 %c, i64 %k)
  ret i64 %k
}

@data = global [256 x i64] zeroinitializer
@want.lcg = global [40 x i64] [i64 1133709641842324154, i64 8358762375886034950, i64 -1328657579288283614, i64 650332546342034480, i64 -2783065925973163100, i64 -8836131580417103652, i64 4682306862969381245, i64 -9033843861281542120, i64 7955579016589099843, i64 7371384583192398890, i64 -2680347019611958872, i64 -7801911047515976448, i64 -2152821415979981926, i64 -6249021632381918030, i64 -8462088313541022450, i64 -6172874676335296956, i64 -2367217127730444643, i64 7422499685751794229, i64 -1718522276665170748, i64 -1751067283018889054, i64 263223090553360838, i64 2585345247317564386, i64 -2203710596817102840, i64 -3426639501435036981, i64 -9063078161696430209, i64 -5662203475618817654, i64 -4684086722777016698, i64 4922493729554462039, i64 -1334471929176838662, i64 8629397888377512304, i64 4926459728733785395, i64 473195572392870890, i64 -8182868544372001187, i64 -8411140798382601939, i64 -1093735682278258301, i64 -1014923524342161430, i64 -9192223924903215482, i64 7037604202377743566, i64 -3109293815688779219, i64 4072304994221163975]
@want.fmix = global [40 x i64] [i64 -8890264703409884381, i64 6359244711757989291, i64 3448100947880178128, i64 -3545715395251226440, i64 4506161116875104034, i64 240683762940224606, i64 -9130423731722418435, i64 -8913471776585146659, i64 3586030554604461994, i64 -4292544626309208107, i64 2062184701417078517, i64 1061765734756269739, i64 -1837613309405544235, i64 9129497212692335819, i64 -138699875299368518, i64 -2598453842533719417, i64 800898041263760969, i64 -7425699245662201141, i64 188751311404297248, i64 7329694913909339743, i64 -4384664780422088262, i64 -6837011239734665065, i64 8606016068914257634, i64 7792160398533681729, i64 7872785418525145339, i64 -874550629187837133, i64 8785124403215967531, i64 -2964938408671323665, i64 -5051177746141843312, i64 2787384647794397035, i64 -4979781597043656116, i64 -2851502946997209481, i64 -4458189786579006933, i64 3820067040909611808, i64 3755300881528485945, i64 663960307206990268, i64 2982094841503980424, i64 2876338376354550763, i64 -4997350459110088109, i64 -8283277144249536020]
@want.last = global [40 x i64] [i64 -1867317878822986166, i64 -5681376618892472888, i64 5623347045544905133, i64 -8674135470564250512, i64 3715102969435569264, i64 2060970214940574621, i64 -6850699676745896847, i64 5268654178798503626, i64 5637874779970251654, i64 3052552343968262144, i64 4178126583384185019, i64 -1223240547397887350, i64 -5535942402433577244, i64 -5493211796009247122, i64 -4398956018991078094, i64 5980467660992821904, i64 6971988210932415908, i64 1645293737109463476, i64 2234124365846235958, i64 5274531801256417018, i64 -1971179802891771190, i64 -5702913787672082124, i64 5394483907758416302, i64 -2128200110272356379, i64 -3815389277652428880, i64 797984584404044536, i64 -8915954440138980292, i64 1541484283009100822, i64 -5026139223032639276, i64 -542396912456257549, i64 8114072163949356338, i64 -319650591219581810, i64 103160390787759023, i64 -8205777606849316360, i64 -3814673349589788774, i64 2785991898248741776, i64 -3259939515743067031, i64 -4880656117892559147, i64 5395634935461007834, i64 -670674617807520412]

define i64 @xorshift64(i64 %x) {
entry:
  %a = shl i64 %x, 13
  %x1 = xor i64 %x, %a
  %b = lshr i64 %x1, 7
  %x2 = xor i64 %x1, %b
  %c = shl i64 %x2, 17
  %x3 = xor i64 %x2, %c
  ret i64 %x3
}

define i64 @lcg(i64 %x) {
entry:
  %m = mul i64 %x, 6364136223846793005
  %r = add i64 %m, 1442695040888963407
  ret i64 %r
}

define i64 @fmix64(i64 %k) {
entry:
  %s1 = lshr i64 %k, 33
  %k1 = xor i64 %k, %s1
  %k2 = mul i64 %k1, -49064778989728563
  %s2 = lshr i64 %k2, 33
  %k3 = xor i64 %k2, %s2
  %k4 = mul i64 %k3, -4265267296055464877
  %s3 = lshr i64 %k4, 33
  %k5 = xor i64 %k4, %s3
  ret i64 %k5
}

; Fills @data with n successive xorshift64 outputs from %x; returns the last.
define i64 @fill(i64 %x, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ %x, %entry ], [ %s1, %loop ]
  %s1 = call i64 @xorshift64(i64 %s)
  %p = getelementptr [256 x i64], [256 x i64]* @data, i32 0, i32 %i
  store i64 %s1, i64* %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %s1
}

; h = lcg(h ^ data[i]) over the array, finished with fmix64.
define i64 @hash_lcg(i64 %seed, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ %seed, %entry ], [ %h1, %loop ]
  %p = getelementptr [256 x i64], [256 x i64]* @data, i32 0, i32 %i
  %v = load i64, i64* %p
  %x = xor i64 %h, %v
  %h1 = call i64 @lcg(i64 %x)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %f = call i64 @fmix64(i64 %h1)
  ret i64 %f
}

; h = fmix64(data[i] + h) over the array.
define i64 @hash_fmix(i64 %seed, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ %seed, %entry ], [ %h1, %loop ]
  %p = getelementptr [256 x i64], [256 x i64]* @data, i32 0, i32 %i
  %v = load i64, i64* %p
  %x = add i64 %v, %h
  %h1 = call i64 @fmix64(i64 %x)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  ret i64 %h1
}

define i64 @main() {
entry:
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r1, %round ]
  %st = phi i64 [ -7046029254386353131, %entry ], [ %seed, %round ]
  %r64 = zext i32 %r to i64
  %sx = xor i64 %st, %r64
  %seed = call i64 @lcg(i64 %sx)
  %x0 = or i64 %seed, 1
  %last = call i64 @fill(i64 %x0, i32 256)
  %h1 = call i64 @hash_lcg(i64 %seed, i32 256)
  %h2 = call i64 @hash_fmix(i64 %r64, i32 256)
  %w1p = getelementptr [40 x i64], [40 x i64]* @want.lcg, i32 0, i32 %r
  %w1 = load i64, i64* %w1p
  %w2p = getelementptr [40 x i64], [40 x i64]* @want.fmix, i32 0, i32 %r
  %w2 = load i64, i64* %w2p
  %w3p = getelementptr [40 x i64], [40 x i64]* @want.last, i32 0, i32 %r
  %w3 = load i64, i64* %w3p
  %id2 = add i64 %r64, 100
  %id3 = add i64 %r64, 200
  call void @check(i64 %r64, i64 %h1, i64 %w1)
  call void @check(i64 %id2, i64 %h2, i64 %w2)
  call void @check(i64 %id3, i64 %last, i64 %w3)
  %r1 = add i32 %r, 1
  %more = icmp ult i32 %r1, 40
  br i1 %more, label %round, label %done

done:
  %res = call i64 @report()
  ret i64 %res
}
