; ModuleID = 'zlib/gzlib.c'
source_filename = "zlib/gzlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"<fd:%d>\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%s%s%s\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gz_open(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2) unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %142, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(248) ptr @malloc(i64 noundef 248) #13
  %9 = icmp eq ptr %8, null
  br i1 %9, label %142, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %8, i64 40
  store i32 0, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %8, i64 44
  store i32 8192, ptr %12, align 4, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %8, i64 120
  store i32 0, ptr %13, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %8, i64 128
  store ptr null, ptr %14, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %8, i64 24
  store i32 0, ptr %15, align 8, !tbaa !17
  %16 = getelementptr inbounds i8, ptr %8, i64 96
  store i32 -1, ptr %16, align 8, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %8, i64 100
  store i32 0, ptr %17, align 4, !tbaa !19
  %18 = getelementptr inbounds i8, ptr %8, i64 64
  store i32 0, ptr %18, align 8, !tbaa !20
  %19 = load i8, ptr %2, align 1, !tbaa !21
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %53, label %21

21:                                               ; preds = %10, %47
  %22 = phi i8 [ %51, %47 ], [ %19, %10 ]
  %23 = phi i32 [ %49, %47 ], [ 0, %10 ]
  %24 = phi i32 [ %48, %47 ], [ 0, %10 ]
  %25 = phi ptr [ %50, %47 ], [ %2, %10 ]
  %26 = add i8 %22, -48
  %27 = icmp ult i8 %26, 10
  br i1 %27, label %28, label %31

28:                                               ; preds = %21
  %29 = add nsw i8 %22, -48
  %30 = zext nneg i8 %29 to i32
  store i32 %30, ptr %16, align 8, !tbaa !18
  br label %47

31:                                               ; preds = %21
  switch i8 %22, label %47 [
    i8 114, label %32
    i8 119, label %33
    i8 97, label %34
    i8 43, label %35
    i8 84, label %46
    i8 101, label %36
    i8 120, label %38
    i8 102, label %39
    i8 104, label %40
    i8 82, label %41
    i8 70, label %42
    i8 71, label %43
    i8 78, label %44
  ]

32:                                               ; preds = %31
  store i32 7247, ptr %15, align 8, !tbaa !17
  br label %47

33:                                               ; preds = %31
  store i32 31153, ptr %15, align 8, !tbaa !17
  br label %47

34:                                               ; preds = %31
  store i32 1, ptr %15, align 8, !tbaa !17
  br label %47

35:                                               ; preds = %31
  tail call void @free(ptr noundef %8) #14
  br label %142

36:                                               ; preds = %31
  %37 = or i32 %24, 524288
  br label %47

38:                                               ; preds = %31
  br label %47

39:                                               ; preds = %31
  store i32 1, ptr %17, align 4, !tbaa !19
  br label %47

40:                                               ; preds = %31
  store i32 2, ptr %17, align 4, !tbaa !19
  br label %47

41:                                               ; preds = %31
  store i32 3, ptr %17, align 4, !tbaa !19
  br label %47

42:                                               ; preds = %31
  store i32 4, ptr %17, align 4, !tbaa !19
  br label %47

43:                                               ; preds = %31
  store i32 -1, ptr %18, align 8, !tbaa !20
  br label %47

44:                                               ; preds = %31
  %45 = or i32 %24, 2048
  br label %47

46:                                               ; preds = %31
  store i32 1, ptr %18, align 8, !tbaa !20
  br label %47

47:                                               ; preds = %32, %33, %34, %36, %38, %39, %40, %41, %42, %43, %44, %46, %31, %28
  %48 = phi i32 [ %24, %28 ], [ %24, %31 ], [ %45, %44 ], [ %24, %43 ], [ %24, %42 ], [ %24, %41 ], [ %24, %40 ], [ %24, %39 ], [ %24, %38 ], [ %37, %36 ], [ %24, %46 ], [ %24, %34 ], [ %24, %33 ], [ %24, %32 ]
  %49 = phi i32 [ %23, %28 ], [ %23, %31 ], [ %23, %44 ], [ %23, %43 ], [ %23, %42 ], [ %23, %41 ], [ %23, %40 ], [ %23, %39 ], [ 1, %38 ], [ %23, %36 ], [ %23, %46 ], [ %23, %34 ], [ %23, %33 ], [ %23, %32 ]
  %50 = getelementptr inbounds i8, ptr %25, i64 1
  %51 = load i8, ptr %50, align 1, !tbaa !21
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %53, label %21, !llvm.loop !22

53:                                               ; preds = %47, %10
  %54 = phi i32 [ 0, %10 ], [ %48, %47 ]
  %55 = phi i32 [ 0, %10 ], [ %49, %47 ]
  %56 = load i32, ptr %15, align 8, !tbaa !17
  switch i32 %56, label %62 [
    i32 0, label %57
    i32 7247, label %58
  ]

57:                                               ; preds = %53
  tail call void @free(ptr noundef %8) #14
  br label %142

58:                                               ; preds = %53
  %59 = load i32, ptr %18, align 8, !tbaa !20
  switch i32 %59, label %66 [
    i32 1, label %60
    i32 0, label %61
  ]

60:                                               ; preds = %58
  tail call void @free(ptr noundef %8) #14
  br label %142

61:                                               ; preds = %58
  store i32 1, ptr %18, align 8, !tbaa !20
  br label %66

62:                                               ; preds = %53
  %63 = load i32, ptr %18, align 8, !tbaa !20
  %64 = icmp eq i32 %63, -1
  br i1 %64, label %65, label %66

65:                                               ; preds = %62
  tail call void @free(ptr noundef %8) #14
  br label %142

66:                                               ; preds = %58, %62, %61
  %67 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #15
  %68 = add i64 %67, 1
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #13
  %70 = getelementptr inbounds i8, ptr %8, i64 32
  store ptr %69, ptr %70, align 8, !tbaa !25
  %71 = icmp eq ptr %69, null
  br i1 %71, label %72, label %73

72:                                               ; preds = %66
  tail call void @free(ptr noundef %8) #14
  br label %142

73:                                               ; preds = %66
  %74 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %69, i64 noundef %68, ptr noundef nonnull @.str.5, ptr noundef %0) #14
  %75 = icmp eq i32 %56, 7247
  br i1 %75, label %82, label %76

76:                                               ; preds = %73
  %77 = icmp eq i32 %55, 0
  %78 = select i1 %77, i32 65, i32 193
  %79 = icmp eq i32 %56, 31153
  %80 = select i1 %79, i32 512, i32 1024
  %81 = or disjoint i32 %80, %78
  br label %82

82:                                               ; preds = %73, %76
  %83 = phi i32 [ %81, %76 ], [ 0, %73 ]
  %84 = icmp eq i32 %1, -1
  br i1 %84, label %85, label %88

85:                                               ; preds = %82
  %86 = or i32 %83, %54
  %87 = tail call i32 (ptr, i32, ...) @open(ptr noundef %0, i32 noundef %86, i32 noundef 438) #14
  br label %102

88:                                               ; preds = %82
  %89 = and i32 %54, 2048
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %95, label %91

91:                                               ; preds = %88
  %92 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 3) #14
  %93 = or i32 %92, 2048
  %94 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 4, i32 noundef %93) #14
  br label %95

95:                                               ; preds = %91, %88
  %96 = and i32 %54, 524288
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %102, label %98

98:                                               ; preds = %95
  %99 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 1) #14
  %100 = or i32 %99, 524288
  %101 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 2, i32 noundef %100) #14
  br label %102

102:                                              ; preds = %95, %98, %85
  %103 = phi i32 [ %87, %85 ], [ %1, %98 ], [ %1, %95 ]
  %104 = getelementptr inbounds i8, ptr %8, i64 28
  store i32 %103, ptr %104, align 4, !tbaa !26
  %105 = icmp eq i32 %103, -1
  br i1 %105, label %106, label %107

106:                                              ; preds = %102
  tail call void @free(ptr noundef %69) #14
  tail call void @free(ptr noundef %8) #14
  br label %142

107:                                              ; preds = %102
  %108 = icmp eq i32 %56, 1
  br i1 %108, label %109, label %111

109:                                              ; preds = %107
  %110 = tail call i64 @lseek(i32 noundef %103, i64 noundef 0, i32 noundef 2) #14
  store i32 31153, ptr %15, align 8, !tbaa !17
  br label %111

111:                                              ; preds = %109, %107
  %112 = load i32, ptr %15, align 8, !tbaa !17
  %113 = icmp eq i32 %112, 7247
  br i1 %113, label %114, label %119

114:                                              ; preds = %111
  %115 = tail call i64 @lseek(i32 noundef %103, i64 noundef 0, i32 noundef 1) #14
  %116 = getelementptr inbounds i8, ptr %8, i64 80
  %117 = icmp eq i64 %115, -1
  %118 = select i1 %117, i64 0, i64 %115
  store i64 %118, ptr %116, align 8
  br label %119

119:                                              ; preds = %114, %111
  store i32 0, ptr %8, align 8, !tbaa !27
  %120 = load i32, ptr %15, align 8, !tbaa !17
  %121 = icmp eq i32 %120, 7247
  br i1 %121, label %122, label %127

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %8, i64 88
  store i32 0, ptr %123, align 8, !tbaa !28
  %124 = getelementptr inbounds i8, ptr %8, i64 92
  store i32 0, ptr %124, align 4, !tbaa !29
  %125 = getelementptr inbounds i8, ptr %8, i64 72
  store i32 0, ptr %125, align 8, !tbaa !30
  %126 = getelementptr inbounds i8, ptr %8, i64 68
  store i32 -1, ptr %126, align 4, !tbaa !31
  br label %129

127:                                              ; preds = %119
  %128 = getelementptr inbounds i8, ptr %8, i64 104
  store i32 0, ptr %128, align 8, !tbaa !32
  br label %129

129:                                              ; preds = %127, %122
  %130 = getelementptr inbounds i8, ptr %8, i64 76
  store i32 0, ptr %130, align 4, !tbaa !33
  %131 = getelementptr inbounds i8, ptr %8, i64 112
  store i64 0, ptr %131, align 8, !tbaa !34
  %132 = load ptr, ptr %14, align 8, !tbaa !16
  %133 = icmp eq ptr %132, null
  br i1 %133, label %139, label %134

134:                                              ; preds = %129
  %135 = load i32, ptr %13, align 8, !tbaa !15
  %136 = icmp eq i32 %135, -4
  br i1 %136, label %138, label %137

137:                                              ; preds = %134
  tail call void @free(ptr noundef %132) #14
  br label %138

138:                                              ; preds = %137, %134
  store ptr null, ptr %14, align 8, !tbaa !16
  br label %139

139:                                              ; preds = %129, %138
  store i32 0, ptr %13, align 8, !tbaa !15
  %140 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 0, ptr %140, align 8, !tbaa !35
  %141 = getelementptr inbounds i8, ptr %8, i64 144
  store i32 0, ptr %141, align 8, !tbaa !36
  br label %142

142:                                              ; preds = %7, %3, %139, %106, %72, %65, %60, %57, %35
  %143 = phi ptr [ null, %35 ], [ null, %57 ], [ null, %60 ], [ null, %72 ], [ null, %106 ], [ %8, %139 ], [ null, %65 ], [ null, %3 ], [ null, %7 ]
  ret ptr %143
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen64(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzdopen(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, -1
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(19) ptr @malloc(i64 noundef 19) #13
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %4
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 19, ptr noundef nonnull @.str, i32 noundef %0) #14
  %9 = tail call fastcc ptr @gz_open(ptr noundef nonnull %5, i32 noundef %0, ptr noundef %1)
  tail call void @free(ptr noundef %5) #14
  br label %10

10:                                               ; preds = %2, %4, %7
  %11 = phi ptr [ %9, %7 ], [ null, %4 ], [ null, %2 ]
  ret ptr %11
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @gzbuffer(ptr noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %16, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !17
  switch i32 %6, label %16 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i32, ptr %8, align 8, !tbaa !5
  %10 = icmp ne i32 %9, 0
  %11 = icmp slt i32 %1, 0
  %12 = or i1 %11, %10
  br i1 %12, label %16, label %13

13:                                               ; preds = %7
  %14 = tail call i32 @llvm.umax.i32(i32 %1, i32 8)
  %15 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %14, ptr %15, align 4, !tbaa !14
  br label %16

16:                                               ; preds = %7, %4, %2, %13
  %17 = phi i32 [ 0, %13 ], [ -1, %2 ], [ -1, %4 ], [ -1, %7 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 1) i32 @gzrewind(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %41, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %41

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !15
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 -5, label %10
  ]

10:                                               ; preds = %7, %7
  %11 = getelementptr inbounds i8, ptr %0, i64 28
  %12 = load i32, ptr %11, align 4, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %0, i64 80
  %14 = load i64, ptr %13, align 8, !tbaa !37
  %15 = tail call i64 @lseek(i32 noundef %12, i64 noundef %14, i32 noundef 0) #14
  %16 = icmp eq i64 %15, -1
  br i1 %16, label %41, label %17

17:                                               ; preds = %10
  store i32 0, ptr %0, align 8, !tbaa !27
  %18 = load i32, ptr %4, align 8, !tbaa !17
  %19 = icmp eq i32 %18, 7247
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %21, align 8, !tbaa !28
  %22 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %22, align 4, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %23, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %0, i64 68
  store i32 -1, ptr %24, align 4, !tbaa !31
  br label %27

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr %0, i64 104
  store i32 0, ptr %26, align 8, !tbaa !32
  br label %27

27:                                               ; preds = %25, %20
  %28 = getelementptr inbounds i8, ptr %0, i64 76
  store i32 0, ptr %28, align 4, !tbaa !33
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %29, align 8, !tbaa !34
  %30 = getelementptr inbounds i8, ptr %0, i64 128
  %31 = load ptr, ptr %30, align 8, !tbaa !16
  %32 = icmp eq ptr %31, null
  br i1 %32, label %38, label %33

33:                                               ; preds = %27
  %34 = load i32, ptr %8, align 8, !tbaa !15
  %35 = icmp eq i32 %34, -4
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  tail call void @free(ptr noundef %31) #14
  br label %37

37:                                               ; preds = %36, %33
  store ptr null, ptr %30, align 8, !tbaa !16
  br label %38

38:                                               ; preds = %27, %37
  store i32 0, ptr %8, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %39, align 8, !tbaa !35
  %40 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 0, ptr %40, align 8, !tbaa !36
  br label %41

41:                                               ; preds = %10, %3, %7, %1, %38
  %42 = phi i32 [ 0, %38 ], [ -1, %1 ], [ -1, %7 ], [ -1, %3 ], [ -1, %10 ]
  ret i32 %42
}

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %102, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !17
  switch i32 %7, label %102 [
    i32 7247, label %8
    i32 31153, label %8
  ]

8:                                                ; preds = %5, %5
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !15
  switch i32 %10, label %102 [
    i32 0, label %11
    i32 -5, label %11
  ]

11:                                               ; preds = %8, %8
  %12 = icmp ugt i32 %2, 1
  br i1 %12, label %102, label %13

13:                                               ; preds = %11
  %14 = icmp eq i32 %2, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !35
  %18 = sub nsw i64 %1, %17
  br label %30

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 92
  %21 = load i32, ptr %20, align 4, !tbaa !29
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 112
  %25 = load i64, ptr %24, align 8, !tbaa !34
  br label %26

26:                                               ; preds = %19, %23
  %27 = phi i64 [ %25, %23 ], [ 0, %19 ]
  %28 = add nsw i64 %27, %1
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %29, align 8, !tbaa !34
  br label %30

30:                                               ; preds = %26, %15
  %31 = phi i64 [ %18, %15 ], [ %28, %26 ]
  %32 = icmp eq i32 %7, 7247
  br i1 %32, label %33, label %66

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 72
  %35 = load i32, ptr %34, align 8, !tbaa !30
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %66

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !35
  %40 = add nsw i64 %39, %31
  %41 = icmp sgt i64 %40, -1
  br i1 %41, label %42, label %66

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 28
  %44 = load i32, ptr %43, align 4, !tbaa !26
  %45 = load i32, ptr %0, align 8, !tbaa !27
  %46 = zext i32 %45 to i64
  %47 = sub nsw i64 %31, %46
  %48 = tail call i64 @lseek(i32 noundef %44, i64 noundef %47, i32 noundef 1) #14
  %49 = icmp eq i64 %48, -1
  br i1 %49, label %102, label %50

50:                                               ; preds = %42
  store i32 0, ptr %0, align 8, !tbaa !27
  %51 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %51, align 8, !tbaa !28
  %52 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %52, align 4, !tbaa !29
  %53 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %53, align 8, !tbaa !34
  %54 = getelementptr inbounds i8, ptr %0, i64 128
  %55 = load ptr, ptr %54, align 8, !tbaa !16
  %56 = icmp eq ptr %55, null
  br i1 %56, label %62, label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %9, align 8, !tbaa !15
  %59 = icmp eq i32 %58, -4
  br i1 %59, label %61, label %60

60:                                               ; preds = %57
  tail call void @free(ptr noundef %55) #14
  br label %61

61:                                               ; preds = %60, %57
  store ptr null, ptr %54, align 8, !tbaa !16
  br label %62

62:                                               ; preds = %50, %61
  store i32 0, ptr %9, align 8, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 0, ptr %63, align 8, !tbaa !36
  %64 = load i64, ptr %38, align 8, !tbaa !35
  %65 = add nsw i64 %64, %31
  store i64 %65, ptr %38, align 8, !tbaa !35
  br label %102

66:                                               ; preds = %37, %33, %30
  %67 = icmp slt i64 %31, 0
  br i1 %67, label %68, label %77

68:                                               ; preds = %66
  br i1 %32, label %69, label %102

69:                                               ; preds = %68
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  %71 = load i64, ptr %70, align 8, !tbaa !35
  %72 = add nsw i64 %71, %31
  %73 = icmp slt i64 %72, 0
  br i1 %73, label %102, label %74

74:                                               ; preds = %69
  %75 = tail call i32 @gzrewind(ptr noundef %0)
  %76 = icmp eq i32 %75, -1
  br i1 %76, label %102, label %77

77:                                               ; preds = %74, %66
  %78 = phi i64 [ %72, %74 ], [ %31, %66 ]
  %79 = load i32, ptr %6, align 8, !tbaa !17
  %80 = icmp eq i32 %79, 7247
  br i1 %80, label %81, label %96

81:                                               ; preds = %77
  %82 = load i32, ptr %0, align 8, !tbaa !27
  %83 = zext i32 %82 to i64
  %84 = icmp slt i64 %78, %83
  %85 = trunc nuw i64 %78 to i32
  %86 = select i1 %84, i32 %85, i32 %82
  %87 = sub i32 %82, %86
  store i32 %87, ptr %0, align 8, !tbaa !27
  %88 = getelementptr inbounds i8, ptr %0, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !38
  %90 = zext i32 %86 to i64
  %91 = getelementptr inbounds i8, ptr %89, i64 %90
  store ptr %91, ptr %88, align 8, !tbaa !38
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load i64, ptr %92, align 8, !tbaa !35
  %94 = add nsw i64 %93, %90
  store i64 %94, ptr %92, align 8, !tbaa !35
  %95 = sub nsw i64 %78, %90
  br label %96

96:                                               ; preds = %81, %77
  %97 = phi i64 [ %95, %81 ], [ %78, %77 ]
  %98 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 %97, ptr %98, align 8, !tbaa !34
  %99 = getelementptr inbounds i8, ptr %0, i64 16
  %100 = load i64, ptr %99, align 8, !tbaa !35
  %101 = add nsw i64 %100, %97
  br label %102

102:                                              ; preds = %74, %69, %68, %42, %11, %8, %5, %3, %96, %62
  %103 = phi i64 [ %65, %62 ], [ %101, %96 ], [ -1, %3 ], [ -1, %5 ], [ -1, %8 ], [ -1, %11 ], [ -1, %42 ], [ -1, %68 ], [ -1, %69 ], [ -1, %74 ]
  ret i64 %103
}

; Function Attrs: nounwind uwtable
define dso_local void @gz_error(ptr nocapture noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 128
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !15
  %10 = icmp eq i32 %9, -4
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  tail call void @free(ptr noundef %5) #14
  br label %12

12:                                               ; preds = %11, %7
  store ptr null, ptr %4, align 8, !tbaa !16
  br label %13

13:                                               ; preds = %12, %3
  switch i32 %1, label %14 [
    i32 -5, label %19
    i32 0, label %19
  ]

14:                                               ; preds = %13
  %15 = getelementptr inbounds i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !33
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i32 0, ptr %0, align 8, !tbaa !27
  br label %19

19:                                               ; preds = %13, %13, %18, %14
  %20 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 %1, ptr %20, align 8, !tbaa !15
  %21 = icmp eq ptr %2, null
  %22 = icmp eq i32 %1, -4
  %23 = or i1 %22, %21
  br i1 %23, label %40, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  %27 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %28 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %29 = add i64 %27, 3
  %30 = add i64 %29, %28
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #13
  store ptr %31, ptr %4, align 8, !tbaa !16
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %34

33:                                               ; preds = %24
  store i32 -4, ptr %20, align 8, !tbaa !15
  br label %40

34:                                               ; preds = %24
  %35 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %36 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %37 = add i64 %35, 3
  %38 = add i64 %37, %36
  %39 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %31, i64 noundef %38, ptr noundef nonnull @.str.3, ptr noundef %26, ptr noundef nonnull @.str.4, ptr noundef %2) #14
  br label %40

40:                                               ; preds = %19, %34, %33
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2)
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell64(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !35
  %9 = getelementptr inbounds i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !29
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !34
  br label %15

15:                                               ; preds = %6, %12
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %3, %1, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !35
  %9 = getelementptr inbounds i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !29
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !34
  br label %15

15:                                               ; preds = %12, %6
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %1, %3, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset64(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !26
  %9 = tail call i64 @lseek(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !36
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %11, %14, %6, %3, %1
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !26
  %9 = tail call i64 @lseek(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !36
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %1, %3, %6, %11, %14
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @gzeof(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 92
  %9 = load i32, ptr %8, align 4, !tbaa !29
  br label %10

10:                                               ; preds = %3, %7, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %7 ], [ 0, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @gzerror(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %21, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !17
  switch i32 %6, label %21 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = icmp eq ptr %1, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !15
  store i32 %11, ptr %1, align 4, !tbaa !39
  br label %12

12:                                               ; preds = %9, %7
  %13 = getelementptr inbounds i8, ptr %0, i64 120
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = icmp eq i32 %14, -4
  br i1 %15, label %21, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 128
  %18 = load ptr, ptr %17, align 8, !tbaa !16
  %19 = icmp eq ptr %18, null
  %20 = select i1 %19, ptr @.str.2, ptr %18
  br label %21

21:                                               ; preds = %16, %12, %4, %2
  %22 = phi ptr [ null, %2 ], [ null, %4 ], [ @.str.1, %12 ], [ %20, %16 ]
  ret ptr %22
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @gzclearerr(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %21 [
    i32 7247, label %6
    i32 31153, label %9
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %7, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 0, ptr %8, align 4, !tbaa !29
  br label %9

9:                                                ; preds = %3, %6
  %10 = getelementptr inbounds i8, ptr %0, i64 128
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 120
  %15 = load i32, ptr %14, align 8, !tbaa !15
  %16 = icmp eq i32 %15, -4
  br i1 %16, label %18, label %17

17:                                               ; preds = %13
  tail call void @free(ptr noundef %11) #14
  br label %18

18:                                               ; preds = %17, %13
  store ptr null, ptr %10, align 8, !tbaa !16
  br label %19

19:                                               ; preds = %9, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 0, ptr %20, align 8, !tbaa !15
  br label %21

21:                                               ; preds = %3, %1, %19
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @gz_intmax() local_unnamed_addr #9 {
  ret i32 2147483647
}

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #10

declare i32 @fcntl(i32 noundef, i32 noundef, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 40}
!6 = !{!"", !7, i64 0, !8, i64 24, !8, i64 28, !11, i64 32, !8, i64 40, !8, i64 44, !11, i64 48, !11, i64 56, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !12, i64 80, !8, i64 88, !8, i64 92, !8, i64 96, !8, i64 100, !8, i64 104, !12, i64 112, !8, i64 120, !11, i64 128, !13, i64 136}
!7 = !{!"gzFile_s", !8, i64 0, !11, i64 8, !12, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!"z_stream_s", !11, i64 0, !8, i64 8, !12, i64 16, !11, i64 24, !8, i64 32, !12, i64 40, !11, i64 48, !11, i64 56, !11, i64 64, !11, i64 72, !11, i64 80, !8, i64 88, !12, i64 96, !12, i64 104}
!14 = !{!6, !8, i64 44}
!15 = !{!6, !8, i64 120}
!16 = !{!6, !11, i64 128}
!17 = !{!6, !8, i64 24}
!18 = !{!6, !8, i64 96}
!19 = !{!6, !8, i64 100}
!20 = !{!6, !8, i64 64}
!21 = !{!9, !9, i64 0}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!6, !11, i64 32}
!26 = !{!6, !8, i64 28}
!27 = !{!6, !8, i64 0}
!28 = !{!6, !8, i64 88}
!29 = !{!6, !8, i64 92}
!30 = !{!6, !8, i64 72}
!31 = !{!6, !8, i64 68}
!32 = !{!6, !8, i64 104}
!33 = !{!6, !8, i64 76}
!34 = !{!6, !12, i64 112}
!35 = !{!6, !12, i64 16}
!36 = !{!6, !8, i64 144}
!37 = !{!6, !12, i64 80}
!38 = !{!6, !11, i64 8}
!39 = !{!8, !8, i64 0}
