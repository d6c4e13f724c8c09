; ModuleID = 'zlib/infback.c'
source_filename = "zlib/infback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflateBack.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"invalid block type\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"invalid stored block lengths\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"too many length or distance symbols\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"invalid code lengths set\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"invalid bit length repeat\00", align 1
@.str.6 = private unnamed_addr constant [37 x i8] c"invalid code -- missing end-of-block\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"invalid literal/lengths set\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"invalid distances set\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateBackInit_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp eq ptr %3, null
  br i1 %6, label %47, label %7

7:                                                ; preds = %5
  %8 = load i8, ptr %3, align 1, !tbaa !5
  %9 = icmp ne i8 %8, 49
  %10 = icmp ne i32 %4, 112
  %11 = or i1 %10, %9
  br i1 %11, label %47, label %12

12:                                               ; preds = %7
  %13 = icmp eq ptr %0, null
  %14 = icmp eq ptr %2, null
  %15 = or i1 %13, %14
  %16 = add i32 %1, -16
  %17 = icmp ult i32 %16, -8
  %18 = or i1 %17, %15
  br i1 %18, label %47, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %20, align 8, !tbaa !8
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !13
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %26

24:                                               ; preds = %19
  store ptr @zcalloc, ptr %21, align 8, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %25, align 8, !tbaa !14
  br label %26

26:                                               ; preds = %24, %19
  %27 = phi ptr [ @zcalloc, %24 ], [ %22, %19 ]
  %28 = getelementptr inbounds i8, ptr %0, i64 72
  %29 = load ptr, ptr %28, align 8, !tbaa !15
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  store ptr @zcfree, ptr %28, align 8, !tbaa !15
  br label %32

32:                                               ; preds = %31, %26
  %33 = getelementptr inbounds i8, ptr %0, i64 80
  %34 = load ptr, ptr %33, align 8, !tbaa !14
  %35 = tail call ptr %27(ptr noundef %34, i32 noundef 1, i32 noundef 7160) #5
  %36 = icmp eq ptr %35, null
  br i1 %36, label %47, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %35, ptr %38, align 8, !tbaa !16
  %39 = getelementptr inbounds i8, ptr %35, i64 28
  store i32 32768, ptr %39, align 4, !tbaa !17
  %40 = getelementptr inbounds i8, ptr %35, i64 56
  store i32 %1, ptr %40, align 8, !tbaa !19
  %41 = shl nuw nsw i32 1, %1
  %42 = getelementptr inbounds i8, ptr %35, i64 60
  store i32 %41, ptr %42, align 4, !tbaa !20
  %43 = getelementptr inbounds i8, ptr %35, i64 72
  store ptr %2, ptr %43, align 8, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %35, i64 68
  store i32 0, ptr %44, align 4, !tbaa !22
  %45 = getelementptr inbounds i8, ptr %35, i64 64
  store i32 0, ptr %45, align 8, !tbaa !23
  %46 = getelementptr inbounds i8, ptr %35, i64 7144
  store i32 1, ptr %46, align 8, !tbaa !24
  br label %47

47:                                               ; preds = %32, %12, %5, %7, %37
  %48 = phi i32 [ 0, %37 ], [ -6, %7 ], [ -6, %5 ], [ -2, %12 ], [ -4, %32 ]
  ret i32 %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #2

declare void @zcfree(ptr noundef, ptr noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @inflateBack(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, ptr nocapture noundef readonly %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  %7 = icmp eq ptr %0, null
  br i1 %7, label %1147, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %1147, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %13, align 8, !tbaa !8
  %14 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 16191, ptr %14, align 8, !tbaa !25
  %15 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %15, align 4, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %10, i64 64
  store i32 0, ptr %16, align 8, !tbaa !23
  %17 = load ptr, ptr %0, align 8, !tbaa !27
  store ptr %17, ptr %6, align 8, !tbaa !28
  %18 = icmp eq ptr %17, null
  br i1 %18, label %22, label %19

19:                                               ; preds = %12
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !29
  br label %22

22:                                               ; preds = %12, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %12 ]
  %24 = getelementptr inbounds i8, ptr %10, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %10, i64 60
  %27 = load i32, ptr %26, align 4, !tbaa !20
  %28 = getelementptr inbounds i8, ptr %10, i64 132
  %29 = getelementptr inbounds i8, ptr %10, i64 136
  %30 = getelementptr inbounds i8, ptr %10, i64 128
  %31 = getelementptr inbounds i8, ptr %10, i64 140
  %32 = getelementptr inbounds i8, ptr %10, i64 152
  %33 = getelementptr inbounds i8, ptr %10, i64 1368
  %34 = getelementptr inbounds i8, ptr %10, i64 144
  %35 = getelementptr inbounds i8, ptr %10, i64 104
  %36 = getelementptr inbounds i8, ptr %10, i64 120
  %37 = getelementptr inbounds i8, ptr %10, i64 792
  %38 = getelementptr inbounds i8, ptr %10, i64 664
  %39 = getelementptr inbounds i8, ptr %10, i64 112
  %40 = getelementptr inbounds i8, ptr %10, i64 124
  %41 = getelementptr inbounds i8, ptr %10, i64 92
  %42 = getelementptr inbounds i8, ptr %10, i64 100
  %43 = getelementptr inbounds i8, ptr %10, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  %45 = getelementptr inbounds i8, ptr %0, i64 32
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  %47 = getelementptr inbounds i8, ptr %10, i64 80
  %48 = getelementptr inbounds i8, ptr %10, i64 88
  br label %49

49:                                               ; preds = %1121, %22
  %50 = phi i32 [ 16191, %22 ], [ %1127, %1121 ]
  %51 = phi ptr [ %25, %22 ], [ %1122, %1121 ]
  %52 = phi i32 [ %23, %22 ], [ %1123, %1121 ]
  %53 = phi i32 [ %27, %22 ], [ %1124, %1121 ]
  %54 = phi i64 [ 0, %22 ], [ %1125, %1121 ]
  %55 = phi i32 [ 0, %22 ], [ %1126, %1121 ]
  switch i32 %50, label %1130 [
    i32 16191, label %60
    i32 16193, label %103
    i32 16196, label %56
    i32 16200, label %587
    i32 16208, label %1128
    i32 16209, label %1129
  ]

56:                                               ; preds = %49
  %57 = icmp ult i32 %55, 14
  br i1 %57, label %58, label %206

58:                                               ; preds = %56
  %59 = zext nneg i32 %55 to i64
  br label %184

60:                                               ; preds = %49
  %61 = load i32, ptr %15, align 4, !tbaa !26
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %60
  %64 = icmp ult i32 %55, 3
  br i1 %64, label %65, label %87

65:                                               ; preds = %63
  %66 = or disjoint i32 %55, 8
  %67 = icmp eq i32 %52, 0
  br i1 %67, label %73, label %77

68:                                               ; preds = %60
  %69 = and i32 %55, 7
  %70 = zext nneg i32 %69 to i64
  %71 = lshr i64 %54, %70
  %72 = and i32 %55, -8
  store i32 16208, ptr %14, align 8, !tbaa !25
  br label %1121

73:                                               ; preds = %65
  %74 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

77:                                               ; preds = %73, %65
  %78 = phi i32 [ %74, %73 ], [ %52, %65 ]
  %79 = add i32 %78, -1
  %80 = load ptr, ptr %6, align 8, !tbaa !28
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  store ptr %81, ptr %6, align 8, !tbaa !28
  %82 = load i8, ptr %80, align 1, !tbaa !5
  %83 = zext i8 %82 to i64
  %84 = zext nneg i32 %55 to i64
  %85 = shl nuw nsw i64 %83, %84
  %86 = add i64 %85, %54
  br label %87

87:                                               ; preds = %77, %63
  %88 = phi i32 [ %79, %77 ], [ %52, %63 ]
  %89 = phi i64 [ %86, %77 ], [ %54, %63 ]
  %90 = phi i32 [ %66, %77 ], [ %55, %63 ]
  %91 = trunc i64 %89 to i32
  %92 = and i32 %91, 1
  store i32 %92, ptr %15, align 4, !tbaa !26
  %93 = lshr i32 %91, 1
  %94 = and i32 %93, 3
  switch i32 %94, label %97 [
    i32 0, label %99
    i32 1, label %95
    i32 2, label %96
    i32 3, label %98
  ]

95:                                               ; preds = %87
  call void @inflate_fixed(ptr noundef nonnull %10) #5
  br label %99

96:                                               ; preds = %87
  br label %99

97:                                               ; preds = %87
  unreachable

98:                                               ; preds = %87
  store ptr @.str.1, ptr %13, align 8, !tbaa !8
  br label %99

99:                                               ; preds = %87, %95, %96, %98
  %100 = phi i32 [ 16200, %95 ], [ 16196, %96 ], [ 16209, %98 ], [ 16193, %87 ]
  store i32 %100, ptr %14, align 8, !tbaa !25
  %101 = lshr i64 %89, 3
  %102 = add i32 %90, -3
  br label %1121

103:                                              ; preds = %49
  %104 = and i32 %55, 7
  %105 = zext nneg i32 %104 to i64
  %106 = lshr i64 %54, %105
  %107 = and i32 %55, -8
  %108 = icmp ult i32 %55, 32
  br i1 %108, label %109, label %134

109:                                              ; preds = %103
  %110 = and i32 %55, 24
  %111 = zext nneg i32 %110 to i64
  br label %112

112:                                              ; preds = %109, %121
  %113 = phi i64 [ %111, %109 ], [ %130, %121 ]
  %114 = phi i64 [ %106, %109 ], [ %129, %121 ]
  %115 = phi i32 [ %52, %109 ], [ %123, %121 ]
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %121

117:                                              ; preds = %112
  %118 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %121

120:                                              ; preds = %117
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

121:                                              ; preds = %117, %112
  %122 = phi i32 [ %118, %117 ], [ %115, %112 ]
  %123 = add i32 %122, -1
  %124 = load ptr, ptr %6, align 8, !tbaa !28
  %125 = getelementptr inbounds i8, ptr %124, i64 1
  store ptr %125, ptr %6, align 8, !tbaa !28
  %126 = load i8, ptr %124, align 1, !tbaa !5
  %127 = zext i8 %126 to i64
  %128 = shl nuw nsw i64 %127, %113
  %129 = add i64 %128, %114
  %130 = add nuw nsw i64 %113, 8
  %131 = icmp ult i64 %113, 24
  br i1 %131, label %112, label %132, !llvm.loop !30

132:                                              ; preds = %121
  %133 = trunc nuw i64 %130 to i32
  br label %134

134:                                              ; preds = %132, %103
  %135 = phi i32 [ %52, %103 ], [ %123, %132 ]
  %136 = phi i64 [ %106, %103 ], [ %129, %132 ]
  %137 = phi i32 [ %107, %103 ], [ %133, %132 ]
  %138 = and i64 %136, 65535
  %139 = lshr i64 %136, 16
  %140 = xor i64 %139, %138
  %141 = icmp eq i64 %140, 65535
  br i1 %141, label %143, label %142

142:                                              ; preds = %134
  store ptr @.str.2, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

143:                                              ; preds = %134
  %144 = trunc i64 %136 to i32
  %145 = and i32 %144, 65535
  store i32 %145, ptr %41, align 4, !tbaa !32
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %180, label %147

147:                                              ; preds = %143, %165
  %148 = phi i32 [ %175, %165 ], [ %53, %143 ]
  %149 = phi i32 [ %172, %165 ], [ %135, %143 ]
  %150 = phi ptr [ %176, %165 ], [ %51, %143 ]
  %151 = phi i32 [ %178, %165 ], [ %145, %143 ]
  %152 = icmp eq i32 %149, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %147
  %154 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %156, label %157

156:                                              ; preds = %153
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

157:                                              ; preds = %147, %153
  %158 = phi i32 [ %154, %153 ], [ %149, %147 ]
  %159 = icmp eq i32 %148, 0
  br i1 %159, label %160, label %165

160:                                              ; preds = %157
  %161 = load ptr, ptr %24, align 8, !tbaa !21
  %162 = load i32, ptr %26, align 4, !tbaa !20
  store i32 %162, ptr %16, align 8, !tbaa !23
  %163 = call i32 %3(ptr noundef %4, ptr noundef %161, i32 noundef %162) #5
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %1130

165:                                              ; preds = %160, %157
  %166 = phi ptr [ %161, %160 ], [ %150, %157 ]
  %167 = phi i32 [ %162, %160 ], [ %148, %157 ]
  %168 = call i32 @llvm.umin.i32(i32 %151, i32 %158)
  %169 = call i32 @llvm.umin.i32(i32 %168, i32 %167)
  %170 = load ptr, ptr %6, align 8, !tbaa !28
  %171 = zext i32 %169 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %166, ptr align 1 %170, i64 %171, i1 false)
  %172 = sub i32 %158, %169
  %173 = load ptr, ptr %6, align 8, !tbaa !28
  %174 = getelementptr inbounds i8, ptr %173, i64 %171
  store ptr %174, ptr %6, align 8, !tbaa !28
  %175 = sub i32 %167, %169
  %176 = getelementptr inbounds i8, ptr %166, i64 %171
  %177 = load i32, ptr %41, align 4, !tbaa !32
  %178 = sub i32 %177, %169
  store i32 %178, ptr %41, align 4, !tbaa !32
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %147, !llvm.loop !33

180:                                              ; preds = %165, %143
  %181 = phi ptr [ %51, %143 ], [ %176, %165 ]
  %182 = phi i32 [ %135, %143 ], [ %172, %165 ]
  %183 = phi i32 [ %53, %143 ], [ %175, %165 ]
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1121

184:                                              ; preds = %58, %193
  %185 = phi i64 [ %59, %58 ], [ %202, %193 ]
  %186 = phi i64 [ %54, %58 ], [ %201, %193 ]
  %187 = phi i32 [ %52, %58 ], [ %195, %193 ]
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %193

189:                                              ; preds = %184
  %190 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %193

192:                                              ; preds = %189
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

193:                                              ; preds = %189, %184
  %194 = phi i32 [ %190, %189 ], [ %187, %184 ]
  %195 = add i32 %194, -1
  %196 = load ptr, ptr %6, align 8, !tbaa !28
  %197 = getelementptr inbounds i8, ptr %196, i64 1
  store ptr %197, ptr %6, align 8, !tbaa !28
  %198 = load i8, ptr %196, align 1, !tbaa !5
  %199 = zext i8 %198 to i64
  %200 = shl nuw nsw i64 %199, %185
  %201 = add i64 %200, %186
  %202 = add nuw nsw i64 %185, 8
  %203 = icmp ult i64 %185, 6
  br i1 %203, label %184, label %204, !llvm.loop !34

204:                                              ; preds = %193
  %205 = trunc nuw nsw i64 %202 to i32
  br label %206

206:                                              ; preds = %204, %56
  %207 = phi i32 [ %52, %56 ], [ %195, %204 ]
  %208 = phi i64 [ %54, %56 ], [ %201, %204 ]
  %209 = phi i32 [ %55, %56 ], [ %205, %204 ]
  %210 = trunc i64 %208 to i32
  %211 = and i32 %210, 31
  %212 = add nuw nsw i32 %211, 257
  store i32 %212, ptr %28, align 4, !tbaa !35
  %213 = lshr i32 %210, 5
  %214 = and i32 %213, 31
  %215 = add nuw nsw i32 %214, 1
  store i32 %215, ptr %29, align 8, !tbaa !36
  %216 = lshr i32 %210, 10
  %217 = and i32 %216, 15
  %218 = add nuw nsw i32 %217, 4
  store i32 %218, ptr %30, align 8, !tbaa !37
  %219 = lshr i64 %208, 14
  %220 = add i32 %209, -14
  %221 = icmp ugt i32 %211, 29
  %222 = icmp ugt i32 %214, 29
  %223 = or i1 %221, %222
  br i1 %223, label %224, label %225

224:                                              ; preds = %206
  store ptr @.str.3, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

225:                                              ; preds = %206
  store i32 0, ptr %31, align 4, !tbaa !38
  br label %230

226:                                              ; preds = %260
  %227 = icmp ult i32 %269, 19
  br i1 %227, label %228, label %288

228:                                              ; preds = %226
  %229 = zext nneg i32 %269 to i64
  br label %278

230:                                              ; preds = %225, %260
  %231 = phi i32 [ %261, %260 ], [ %218, %225 ]
  %232 = phi i32 [ %262, %260 ], [ %218, %225 ]
  %233 = phi i32 [ %269, %260 ], [ 0, %225 ]
  %234 = phi i32 [ %276, %260 ], [ %220, %225 ]
  %235 = phi i64 [ %275, %260 ], [ %219, %225 ]
  %236 = phi i32 [ %264, %260 ], [ %207, %225 ]
  %237 = icmp ult i32 %234, 3
  br i1 %237, label %238, label %260

238:                                              ; preds = %230
  %239 = or disjoint i32 %234, 8
  %240 = icmp eq i32 %236, 0
  br i1 %240, label %241, label %248

241:                                              ; preds = %238
  %242 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %247, label %244

244:                                              ; preds = %241
  %245 = load i32, ptr %31, align 4, !tbaa !38
  %246 = load i32, ptr %30, align 8, !tbaa !37
  br label %248

247:                                              ; preds = %241
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

248:                                              ; preds = %244, %238
  %249 = phi i32 [ %246, %244 ], [ %231, %238 ]
  %250 = phi i32 [ %245, %244 ], [ %233, %238 ]
  %251 = phi i32 [ %242, %244 ], [ %236, %238 ]
  %252 = add i32 %251, -1
  %253 = load ptr, ptr %6, align 8, !tbaa !28
  %254 = getelementptr inbounds i8, ptr %253, i64 1
  store ptr %254, ptr %6, align 8, !tbaa !28
  %255 = load i8, ptr %253, align 1, !tbaa !5
  %256 = zext i8 %255 to i64
  %257 = zext nneg i32 %234 to i64
  %258 = shl nuw nsw i64 %256, %257
  %259 = add nuw nsw i64 %258, %235
  br label %260

260:                                              ; preds = %248, %230
  %261 = phi i32 [ %249, %248 ], [ %231, %230 ]
  %262 = phi i32 [ %249, %248 ], [ %232, %230 ]
  %263 = phi i32 [ %250, %248 ], [ %233, %230 ]
  %264 = phi i32 [ %252, %248 ], [ %236, %230 ]
  %265 = phi i64 [ %259, %248 ], [ %235, %230 ]
  %266 = phi i32 [ %239, %248 ], [ %234, %230 ]
  %267 = trunc i64 %265 to i16
  %268 = and i16 %267, 7
  %269 = add i32 %263, 1
  store i32 %269, ptr %31, align 4, !tbaa !38
  %270 = zext i32 %263 to i64
  %271 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %270
  %272 = load i16, ptr %271, align 2, !tbaa !39
  %273 = zext i16 %272 to i64
  %274 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %273
  store i16 %268, ptr %274, align 2, !tbaa !39
  %275 = lshr i64 %265, 3
  %276 = add i32 %266, -3
  %277 = icmp ult i32 %269, %262
  br i1 %277, label %230, label %226, !llvm.loop !41

278:                                              ; preds = %228, %278
  %279 = phi i64 [ %229, %228 ], [ %280, %278 ]
  %280 = add nuw nsw i64 %279, 1
  %281 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %279
  %282 = load i16, ptr %281, align 2, !tbaa !39
  %283 = zext i16 %282 to i64
  %284 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %283
  store i16 0, ptr %284, align 2, !tbaa !39
  %285 = and i64 %280, 4294967295
  %286 = icmp eq i64 %285, 19
  br i1 %286, label %287, label %278, !llvm.loop !42

287:                                              ; preds = %278
  store i32 19, ptr %31, align 4, !tbaa !38
  br label %288

288:                                              ; preds = %287, %226
  store ptr %33, ptr %34, align 8, !tbaa !43
  store ptr %33, ptr %35, align 8, !tbaa !44
  store i32 7, ptr %36, align 8, !tbaa !45
  %289 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %32, i32 noundef 19, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %292, label %291

291:                                              ; preds = %288
  store ptr @.str.4, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

292:                                              ; preds = %288
  store i32 0, ptr %31, align 4, !tbaa !38
  %293 = load i32, ptr %28, align 4, !tbaa !35
  %294 = load i32, ptr %29, align 8, !tbaa !36
  %295 = sub i32 0, %293
  %296 = icmp eq i32 %294, %295
  br i1 %296, label %562, label %297

297:                                              ; preds = %292, %554
  %298 = phi i32 [ %560, %554 ], [ %276, %292 ]
  %299 = phi i64 [ %559, %554 ], [ %275, %292 ]
  %300 = phi i32 [ %558, %554 ], [ %264, %292 ]
  %301 = load ptr, ptr %35, align 8, !tbaa !44
  %302 = trunc i64 %299 to i32
  %303 = load i32, ptr %36, align 8, !tbaa !45
  %304 = shl nsw i32 -1, %303
  %305 = xor i32 %304, -1
  %306 = and i32 %305, %302
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds %struct.code, ptr %301, i64 %307
  %309 = getelementptr inbounds i8, ptr %308, i64 1
  %310 = load i8, ptr %309, align 1, !tbaa !5
  %311 = zext i8 %310 to i32
  %312 = icmp ult i32 %298, %311
  br i1 %312, label %313, label %354

313:                                              ; preds = %297
  %314 = zext nneg i32 %298 to i64
  br label %315

315:                                              ; preds = %313, %329
  %316 = phi i32 [ %303, %313 ], [ %330, %329 ]
  %317 = phi ptr [ %301, %313 ], [ %331, %329 ]
  %318 = phi i64 [ %314, %313 ], [ %340, %329 ]
  %319 = phi i64 [ %299, %313 ], [ %339, %329 ]
  %320 = phi i32 [ %300, %313 ], [ %333, %329 ]
  %321 = icmp eq i32 %320, 0
  br i1 %321, label %322, label %329

322:                                              ; preds = %315
  %323 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %324 = icmp eq i32 %323, 0
  br i1 %324, label %328, label %325

325:                                              ; preds = %322
  %326 = load ptr, ptr %35, align 8, !tbaa !44
  %327 = load i32, ptr %36, align 8, !tbaa !45
  br label %329

328:                                              ; preds = %322
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

329:                                              ; preds = %325, %315
  %330 = phi i32 [ %327, %325 ], [ %316, %315 ]
  %331 = phi ptr [ %326, %325 ], [ %317, %315 ]
  %332 = phi i32 [ %323, %325 ], [ %320, %315 ]
  %333 = add i32 %332, -1
  %334 = load ptr, ptr %6, align 8, !tbaa !28
  %335 = getelementptr inbounds i8, ptr %334, i64 1
  store ptr %335, ptr %6, align 8, !tbaa !28
  %336 = load i8, ptr %334, align 1, !tbaa !5
  %337 = zext i8 %336 to i64
  %338 = shl i64 %337, %318
  %339 = add i64 %338, %319
  %340 = add nuw nsw i64 %318, 8
  %341 = trunc i64 %339 to i32
  %342 = shl nsw i32 -1, %330
  %343 = xor i32 %342, -1
  %344 = and i32 %343, %341
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr inbounds %struct.code, ptr %331, i64 %345
  %347 = getelementptr inbounds i8, ptr %346, i64 1
  %348 = load i8, ptr %347, align 1, !tbaa !5
  %349 = zext i8 %348 to i64
  %350 = icmp ult i64 %340, %349
  br i1 %350, label %315, label %351

351:                                              ; preds = %329
  %352 = zext i8 %348 to i32
  %353 = trunc nuw i64 %340 to i32
  br label %354

354:                                              ; preds = %351, %297
  %355 = phi i32 [ %311, %297 ], [ %352, %351 ]
  %356 = phi i32 [ %300, %297 ], [ %333, %351 ]
  %357 = phi i64 [ %299, %297 ], [ %339, %351 ]
  %358 = phi i32 [ %298, %297 ], [ %353, %351 ]
  %359 = phi i8 [ %310, %297 ], [ %348, %351 ]
  %360 = phi ptr [ %308, %297 ], [ %346, %351 ]
  %361 = getelementptr inbounds i8, ptr %360, i64 2
  %362 = load i16, ptr %361, align 2, !tbaa !39
  %363 = icmp ult i16 %362, 16
  br i1 %363, label %364, label %375

364:                                              ; preds = %354
  %365 = zext nneg i8 %359 to i64
  %366 = lshr i64 %357, %365
  %367 = sub i32 %358, %355
  %368 = load i32, ptr %31, align 4, !tbaa !38
  %369 = add i32 %368, 1
  store i32 %369, ptr %31, align 4, !tbaa !38
  %370 = zext i32 %368 to i64
  %371 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %370
  store i16 %362, ptr %371, align 2, !tbaa !39
  %372 = load i32, ptr %28, align 4, !tbaa !35
  %373 = load i32, ptr %29, align 8, !tbaa !36
  %374 = add i32 %373, %372
  br label %554

375:                                              ; preds = %354
  switch i16 %362, label %388 [
    i16 16, label %382
    i16 17, label %376
  ]

376:                                              ; preds = %375
  %377 = add nuw nsw i32 %355, 3
  %378 = icmp ult i32 %358, %377
  br i1 %378, label %379, label %458

379:                                              ; preds = %376
  %380 = zext nneg i32 %358 to i64
  %381 = zext nneg i32 %377 to i64
  br label %436

382:                                              ; preds = %375
  %383 = add nuw nsw i32 %355, 2
  %384 = icmp ult i32 %358, %383
  br i1 %384, label %385, label %416

385:                                              ; preds = %382
  %386 = zext nneg i32 %358 to i64
  %387 = zext nneg i32 %383 to i64
  br label %394

388:                                              ; preds = %375
  %389 = add nuw nsw i32 %355, 7
  %390 = icmp ult i32 %358, %389
  br i1 %390, label %391, label %492

391:                                              ; preds = %388
  %392 = zext nneg i32 %358 to i64
  %393 = zext nneg i32 %389 to i64
  br label %470

394:                                              ; preds = %385, %403
  %395 = phi i64 [ %386, %385 ], [ %412, %403 ]
  %396 = phi i64 [ %357, %385 ], [ %411, %403 ]
  %397 = phi i32 [ %356, %385 ], [ %405, %403 ]
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %399, label %403

399:                                              ; preds = %394
  %400 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %402, label %403

402:                                              ; preds = %399
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

403:                                              ; preds = %399, %394
  %404 = phi i32 [ %400, %399 ], [ %397, %394 ]
  %405 = add i32 %404, -1
  %406 = load ptr, ptr %6, align 8, !tbaa !28
  %407 = getelementptr inbounds i8, ptr %406, i64 1
  store ptr %407, ptr %6, align 8, !tbaa !28
  %408 = load i8, ptr %406, align 1, !tbaa !5
  %409 = zext i8 %408 to i64
  %410 = shl i64 %409, %395
  %411 = add i64 %410, %396
  %412 = add nuw nsw i64 %395, 8
  %413 = icmp ult i64 %412, %387
  br i1 %413, label %394, label %414, !llvm.loop !46

414:                                              ; preds = %403
  %415 = trunc nuw i64 %412 to i32
  br label %416

416:                                              ; preds = %414, %382
  %417 = phi i32 [ %356, %382 ], [ %405, %414 ]
  %418 = phi i64 [ %357, %382 ], [ %411, %414 ]
  %419 = phi i32 [ %358, %382 ], [ %415, %414 ]
  %420 = zext nneg i8 %359 to i64
  %421 = lshr i64 %418, %420
  %422 = sub i32 %419, %355
  %423 = load i32, ptr %31, align 4, !tbaa !38
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %425, label %426

425:                                              ; preds = %416
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

426:                                              ; preds = %416
  %427 = add i32 %423, -1
  %428 = zext i32 %427 to i64
  %429 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %428
  %430 = load i16, ptr %429, align 2, !tbaa !39
  %431 = trunc i64 %421 to i32
  %432 = and i32 %431, 3
  %433 = add nuw nsw i32 %432, 3
  %434 = lshr i64 %421, 2
  %435 = add i32 %422, -2
  br label %504

436:                                              ; preds = %379, %445
  %437 = phi i64 [ %380, %379 ], [ %454, %445 ]
  %438 = phi i64 [ %357, %379 ], [ %453, %445 ]
  %439 = phi i32 [ %356, %379 ], [ %447, %445 ]
  %440 = icmp eq i32 %439, 0
  br i1 %440, label %441, label %445

441:                                              ; preds = %436
  %442 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %443 = icmp eq i32 %442, 0
  br i1 %443, label %444, label %445

444:                                              ; preds = %441
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

445:                                              ; preds = %441, %436
  %446 = phi i32 [ %442, %441 ], [ %439, %436 ]
  %447 = add i32 %446, -1
  %448 = load ptr, ptr %6, align 8, !tbaa !28
  %449 = getelementptr inbounds i8, ptr %448, i64 1
  store ptr %449, ptr %6, align 8, !tbaa !28
  %450 = load i8, ptr %448, align 1, !tbaa !5
  %451 = zext i8 %450 to i64
  %452 = shl i64 %451, %437
  %453 = add i64 %452, %438
  %454 = add nuw nsw i64 %437, 8
  %455 = icmp ult i64 %454, %381
  br i1 %455, label %436, label %456, !llvm.loop !47

456:                                              ; preds = %445
  %457 = trunc nuw i64 %454 to i32
  br label %458

458:                                              ; preds = %456, %376
  %459 = phi i32 [ %356, %376 ], [ %447, %456 ]
  %460 = phi i64 [ %357, %376 ], [ %453, %456 ]
  %461 = phi i32 [ %358, %376 ], [ %457, %456 ]
  %462 = zext nneg i8 %359 to i64
  %463 = lshr i64 %460, %462
  %464 = trunc i64 %463 to i32
  %465 = and i32 %464, 7
  %466 = add nuw nsw i32 %465, 3
  %467 = lshr i64 %463, 3
  %468 = sub i32 %461, %355
  %469 = add i32 %468, -3
  br label %504

470:                                              ; preds = %391, %479
  %471 = phi i64 [ %392, %391 ], [ %488, %479 ]
  %472 = phi i64 [ %357, %391 ], [ %487, %479 ]
  %473 = phi i32 [ %356, %391 ], [ %481, %479 ]
  %474 = icmp eq i32 %473, 0
  br i1 %474, label %475, label %479

475:                                              ; preds = %470
  %476 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %477 = icmp eq i32 %476, 0
  br i1 %477, label %478, label %479

478:                                              ; preds = %475
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

479:                                              ; preds = %475, %470
  %480 = phi i32 [ %476, %475 ], [ %473, %470 ]
  %481 = add i32 %480, -1
  %482 = load ptr, ptr %6, align 8, !tbaa !28
  %483 = getelementptr inbounds i8, ptr %482, i64 1
  store ptr %483, ptr %6, align 8, !tbaa !28
  %484 = load i8, ptr %482, align 1, !tbaa !5
  %485 = zext i8 %484 to i64
  %486 = shl i64 %485, %471
  %487 = add i64 %486, %472
  %488 = add nuw nsw i64 %471, 8
  %489 = icmp ult i64 %488, %393
  br i1 %489, label %470, label %490, !llvm.loop !48

490:                                              ; preds = %479
  %491 = trunc nuw i64 %488 to i32
  br label %492

492:                                              ; preds = %490, %388
  %493 = phi i32 [ %356, %388 ], [ %481, %490 ]
  %494 = phi i64 [ %357, %388 ], [ %487, %490 ]
  %495 = phi i32 [ %358, %388 ], [ %491, %490 ]
  %496 = zext nneg i8 %359 to i64
  %497 = lshr i64 %494, %496
  %498 = trunc i64 %497 to i32
  %499 = and i32 %498, 127
  %500 = add nuw nsw i32 %499, 11
  %501 = lshr i64 %497, 7
  %502 = sub i32 %495, %355
  %503 = add i32 %502, -7
  br label %504

504:                                              ; preds = %458, %492, %426
  %505 = phi i32 [ %417, %426 ], [ %459, %458 ], [ %493, %492 ]
  %506 = phi i64 [ %434, %426 ], [ %467, %458 ], [ %501, %492 ]
  %507 = phi i32 [ %435, %426 ], [ %469, %458 ], [ %503, %492 ]
  %508 = phi i32 [ %433, %426 ], [ %466, %458 ], [ %500, %492 ]
  %509 = phi i16 [ %430, %426 ], [ 0, %458 ], [ 0, %492 ]
  %510 = load i32, ptr %31, align 4, !tbaa !38
  %511 = add i32 %510, %508
  %512 = load i32, ptr %28, align 4, !tbaa !35
  %513 = load i32, ptr %29, align 8, !tbaa !36
  %514 = add i32 %513, %512
  %515 = icmp ugt i32 %511, %514
  br i1 %515, label %534, label %516

516:                                              ; preds = %504
  %517 = and i32 %508, 3
  %518 = icmp eq i32 %517, 0
  br i1 %518, label %529, label %519

519:                                              ; preds = %516, %519
  %520 = phi i32 [ %523, %519 ], [ %508, %516 ]
  %521 = phi i32 [ %524, %519 ], [ %510, %516 ]
  %522 = phi i32 [ %527, %519 ], [ 0, %516 ]
  %523 = add nsw i32 %520, -1
  %524 = add i32 %521, 1
  %525 = zext i32 %521 to i64
  %526 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %525
  store i16 %509, ptr %526, align 2, !tbaa !39
  %527 = add i32 %522, 1
  %528 = icmp eq i32 %527, %517
  br i1 %528, label %529, label %519, !llvm.loop !49

529:                                              ; preds = %519, %516
  %530 = phi i32 [ poison, %516 ], [ %524, %519 ]
  %531 = phi i32 [ %508, %516 ], [ %523, %519 ]
  %532 = phi i32 [ %510, %516 ], [ %524, %519 ]
  %533 = icmp ult i32 %508, 4
  br i1 %533, label %552, label %535

534:                                              ; preds = %504
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

535:                                              ; preds = %529, %535
  %536 = phi i32 [ %547, %535 ], [ %531, %529 ]
  %537 = phi i32 [ %548, %535 ], [ %532, %529 ]
  %538 = add i32 %537, 1
  %539 = zext i32 %537 to i64
  %540 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %539
  store i16 %509, ptr %540, align 2, !tbaa !39
  %541 = add i32 %537, 2
  %542 = zext i32 %538 to i64
  %543 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %542
  store i16 %509, ptr %543, align 2, !tbaa !39
  %544 = add i32 %537, 3
  %545 = zext i32 %541 to i64
  %546 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %545
  store i16 %509, ptr %546, align 2, !tbaa !39
  %547 = add nsw i32 %536, -4
  %548 = add i32 %537, 4
  %549 = zext i32 %544 to i64
  %550 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %549
  store i16 %509, ptr %550, align 2, !tbaa !39
  %551 = icmp eq i32 %547, 0
  br i1 %551, label %552, label %535, !llvm.loop !51

552:                                              ; preds = %535, %529
  %553 = phi i32 [ %530, %529 ], [ %548, %535 ]
  store i32 %553, ptr %31, align 4, !tbaa !38
  br label %554

554:                                              ; preds = %552, %364
  %555 = phi i32 [ %514, %552 ], [ %374, %364 ]
  %556 = phi i32 [ %512, %552 ], [ %372, %364 ]
  %557 = phi i32 [ %553, %552 ], [ %369, %364 ]
  %558 = phi i32 [ %505, %552 ], [ %356, %364 ]
  %559 = phi i64 [ %506, %552 ], [ %366, %364 ]
  %560 = phi i32 [ %507, %552 ], [ %367, %364 ]
  %561 = icmp ult i32 %557, %555
  br i1 %561, label %297, label %562, !llvm.loop !52

562:                                              ; preds = %554, %292
  %563 = phi i32 [ %293, %292 ], [ %556, %554 ]
  %564 = phi i32 [ %264, %292 ], [ %558, %554 ]
  %565 = phi i64 [ %275, %292 ], [ %559, %554 ]
  %566 = phi i32 [ %276, %292 ], [ %560, %554 ]
  %567 = load i32, ptr %14, align 8, !tbaa !25
  %568 = icmp eq i32 %567, 16209
  br i1 %568, label %1121, label %569

569:                                              ; preds = %562
  %570 = load i16, ptr %38, align 8, !tbaa !39
  %571 = icmp eq i16 %570, 0
  br i1 %571, label %572, label %573

572:                                              ; preds = %569
  store ptr @.str.6, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

573:                                              ; preds = %569
  store ptr %33, ptr %34, align 8, !tbaa !43
  store ptr %33, ptr %35, align 8, !tbaa !44
  store i32 9, ptr %36, align 8, !tbaa !45
  %574 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %32, i32 noundef %563, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %575 = icmp eq i32 %574, 0
  br i1 %575, label %577, label %576

576:                                              ; preds = %573
  store ptr @.str.7, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

577:                                              ; preds = %573
  %578 = load ptr, ptr %34, align 8, !tbaa !43
  store ptr %578, ptr %39, align 8, !tbaa !53
  store i32 6, ptr %40, align 4, !tbaa !54
  %579 = load i32, ptr %28, align 4, !tbaa !35
  %580 = zext i32 %579 to i64
  %581 = getelementptr inbounds i16, ptr %32, i64 %580
  %582 = load i32, ptr %29, align 8, !tbaa !36
  %583 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %581, i32 noundef %582, ptr noundef nonnull %34, ptr noundef nonnull %40, ptr noundef nonnull %37) #5
  %584 = icmp eq i32 %583, 0
  br i1 %584, label %586, label %585

585:                                              ; preds = %577
  store ptr @.str.8, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

586:                                              ; preds = %577
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %587

587:                                              ; preds = %49, %586
  %588 = phi i32 [ %52, %49 ], [ %564, %586 ]
  %589 = phi i64 [ %54, %49 ], [ %565, %586 ]
  %590 = phi i32 [ %55, %49 ], [ %566, %586 ]
  %591 = icmp ugt i32 %588, 5
  %592 = icmp ugt i32 %53, 257
  %593 = select i1 %591, i1 %592, i1 false
  br i1 %593, label %609, label %594

594:                                              ; preds = %587
  %595 = load ptr, ptr %35, align 8, !tbaa !44
  %596 = trunc i64 %589 to i32
  %597 = load i32, ptr %36, align 8, !tbaa !45
  %598 = shl nsw i32 -1, %597
  %599 = xor i32 %598, -1
  %600 = and i32 %599, %596
  %601 = zext nneg i32 %600 to i64
  %602 = getelementptr inbounds %struct.code, ptr %595, i64 %601
  %603 = getelementptr inbounds i8, ptr %602, i64 1
  %604 = load i8, ptr %603, align 1, !tbaa !5
  %605 = zext i8 %604 to i32
  %606 = icmp ult i32 %590, %605
  br i1 %606, label %607, label %662

607:                                              ; preds = %594
  %608 = zext nneg i32 %590 to i64
  br label %623

609:                                              ; preds = %587
  store ptr %51, ptr %44, align 8, !tbaa !55
  store i32 %53, ptr %45, align 8, !tbaa !56
  %610 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %610, ptr %0, align 8, !tbaa !27
  store i32 %588, ptr %46, align 8, !tbaa !29
  store i64 %589, ptr %47, align 8, !tbaa !57
  store i32 %590, ptr %48, align 8, !tbaa !58
  %611 = load i32, ptr %16, align 8, !tbaa !23
  %612 = load i32, ptr %26, align 4, !tbaa !20
  %613 = icmp ult i32 %611, %612
  br i1 %613, label %614, label %616

614:                                              ; preds = %609
  %615 = sub i32 %612, %53
  store i32 %615, ptr %16, align 8, !tbaa !23
  br label %616

616:                                              ; preds = %614, %609
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %612) #5
  %617 = load ptr, ptr %44, align 8, !tbaa !55
  %618 = load i32, ptr %45, align 8, !tbaa !56
  %619 = load ptr, ptr %0, align 8, !tbaa !27
  store ptr %619, ptr %6, align 8, !tbaa !28
  %620 = load i32, ptr %46, align 8, !tbaa !29
  %621 = load i64, ptr %47, align 8, !tbaa !57
  %622 = load i32, ptr %48, align 8, !tbaa !58
  br label %1121

623:                                              ; preds = %607, %637
  %624 = phi i32 [ %597, %607 ], [ %638, %637 ]
  %625 = phi ptr [ %595, %607 ], [ %639, %637 ]
  %626 = phi i64 [ %608, %607 ], [ %648, %637 ]
  %627 = phi i64 [ %589, %607 ], [ %647, %637 ]
  %628 = phi i32 [ %588, %607 ], [ %641, %637 ]
  %629 = icmp eq i32 %628, 0
  br i1 %629, label %630, label %637

630:                                              ; preds = %623
  %631 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %632 = icmp eq i32 %631, 0
  br i1 %632, label %636, label %633

633:                                              ; preds = %630
  %634 = load ptr, ptr %35, align 8, !tbaa !44
  %635 = load i32, ptr %36, align 8, !tbaa !45
  br label %637

636:                                              ; preds = %630
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

637:                                              ; preds = %633, %623
  %638 = phi i32 [ %635, %633 ], [ %624, %623 ]
  %639 = phi ptr [ %634, %633 ], [ %625, %623 ]
  %640 = phi i32 [ %631, %633 ], [ %628, %623 ]
  %641 = add i32 %640, -1
  %642 = load ptr, ptr %6, align 8, !tbaa !28
  %643 = getelementptr inbounds i8, ptr %642, i64 1
  store ptr %643, ptr %6, align 8, !tbaa !28
  %644 = load i8, ptr %642, align 1, !tbaa !5
  %645 = zext i8 %644 to i64
  %646 = shl i64 %645, %626
  %647 = add i64 %646, %627
  %648 = add nuw nsw i64 %626, 8
  %649 = trunc i64 %647 to i32
  %650 = shl nsw i32 -1, %638
  %651 = xor i32 %650, -1
  %652 = and i32 %651, %649
  %653 = zext nneg i32 %652 to i64
  %654 = getelementptr inbounds %struct.code, ptr %639, i64 %653
  %655 = getelementptr inbounds i8, ptr %654, i64 1
  %656 = load i8, ptr %655, align 1, !tbaa !5
  %657 = zext i8 %656 to i64
  %658 = icmp ult i64 %648, %657
  br i1 %658, label %623, label %659

659:                                              ; preds = %637
  %660 = zext i8 %656 to i32
  %661 = trunc nuw i64 %648 to i32
  br label %662

662:                                              ; preds = %659, %594
  %663 = phi ptr [ %595, %594 ], [ %639, %659 ]
  %664 = phi i32 [ %588, %594 ], [ %641, %659 ]
  %665 = phi i64 [ %589, %594 ], [ %647, %659 ]
  %666 = phi i32 [ %590, %594 ], [ %661, %659 ]
  %667 = phi ptr [ %602, %594 ], [ %654, %659 ]
  %668 = phi i8 [ %604, %594 ], [ %656, %659 ]
  %669 = phi i32 [ %605, %594 ], [ %660, %659 ]
  %670 = getelementptr inbounds i8, ptr %667, i64 2
  %671 = load i16, ptr %670, align 2, !tbaa !39
  %672 = load i8, ptr %667, align 2, !tbaa !5
  %673 = add i8 %672, -1
  %674 = icmp ult i8 %673, 15
  br i1 %674, label %675, label %743

675:                                              ; preds = %662
  %676 = zext nneg i8 %672 to i32
  %677 = zext i16 %671 to i32
  %678 = add nuw nsw i32 %669, %676
  %679 = shl nsw i32 -1, %678
  %680 = xor i32 %679, -1
  %681 = trunc i64 %665 to i32
  %682 = and i32 %681, %680
  %683 = lshr i32 %682, %669
  %684 = add nuw i32 %683, %677
  %685 = zext i32 %684 to i64
  %686 = getelementptr inbounds %struct.code, ptr %663, i64 %685
  %687 = getelementptr inbounds i8, ptr %686, i64 1
  %688 = load i8, ptr %687, align 1, !tbaa !5
  %689 = zext i8 %688 to i32
  %690 = add nuw nsw i32 %669, %689
  %691 = icmp ugt i32 %690, %666
  br i1 %691, label %692, label %731

692:                                              ; preds = %675
  %693 = zext nneg i32 %666 to i64
  br label %694

694:                                              ; preds = %692, %706
  %695 = phi ptr [ %663, %692 ], [ %707, %706 ]
  %696 = phi i64 [ %693, %692 ], [ %716, %706 ]
  %697 = phi i64 [ %665, %692 ], [ %715, %706 ]
  %698 = phi i32 [ %664, %692 ], [ %709, %706 ]
  %699 = icmp eq i32 %698, 0
  br i1 %699, label %700, label %706

700:                                              ; preds = %694
  %701 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %702 = icmp eq i32 %701, 0
  br i1 %702, label %705, label %703

703:                                              ; preds = %700
  %704 = load ptr, ptr %35, align 8, !tbaa !44
  br label %706

705:                                              ; preds = %700
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

706:                                              ; preds = %703, %694
  %707 = phi ptr [ %704, %703 ], [ %695, %694 ]
  %708 = phi i32 [ %701, %703 ], [ %698, %694 ]
  %709 = add i32 %708, -1
  %710 = load ptr, ptr %6, align 8, !tbaa !28
  %711 = getelementptr inbounds i8, ptr %710, i64 1
  store ptr %711, ptr %6, align 8, !tbaa !28
  %712 = load i8, ptr %710, align 1, !tbaa !5
  %713 = zext i8 %712 to i64
  %714 = shl i64 %713, %696
  %715 = add i64 %714, %697
  %716 = add nuw nsw i64 %696, 8
  %717 = trunc i64 %715 to i32
  %718 = and i32 %717, %680
  %719 = lshr i32 %718, %669
  %720 = add nuw i32 %719, %677
  %721 = zext i32 %720 to i64
  %722 = getelementptr inbounds %struct.code, ptr %707, i64 %721
  %723 = getelementptr inbounds i8, ptr %722, i64 1
  %724 = load i8, ptr %723, align 1, !tbaa !5
  %725 = zext i8 %724 to i32
  %726 = add nuw nsw i32 %669, %725
  %727 = zext nneg i32 %726 to i64
  %728 = icmp ult i64 %716, %727
  br i1 %728, label %694, label %729

729:                                              ; preds = %706
  %730 = trunc nuw i64 %716 to i32
  br label %731

731:                                              ; preds = %729, %675
  %732 = phi i32 [ %664, %675 ], [ %709, %729 ]
  %733 = phi i64 [ %665, %675 ], [ %715, %729 ]
  %734 = phi i32 [ %666, %675 ], [ %730, %729 ]
  %735 = phi ptr [ %686, %675 ], [ %722, %729 ]
  %736 = phi i8 [ %688, %675 ], [ %724, %729 ]
  %737 = getelementptr inbounds i8, ptr %735, i64 2
  %738 = load i16, ptr %737, align 2, !tbaa !39
  %739 = load i8, ptr %735, align 2, !tbaa !5
  %740 = zext nneg i8 %668 to i64
  %741 = lshr i64 %733, %740
  %742 = sub i32 %734, %669
  br label %743

743:                                              ; preds = %662, %731
  %744 = phi i32 [ %732, %731 ], [ %664, %662 ]
  %745 = phi i64 [ %741, %731 ], [ %665, %662 ]
  %746 = phi i32 [ %742, %731 ], [ %666, %662 ]
  %747 = phi i16 [ %738, %731 ], [ %671, %662 ]
  %748 = phi i8 [ %736, %731 ], [ %668, %662 ]
  %749 = phi i8 [ %739, %731 ], [ %672, %662 ]
  %750 = zext i8 %748 to i32
  %751 = zext nneg i8 %748 to i64
  %752 = lshr i64 %745, %751
  %753 = sub i32 %746, %750
  %754 = zext i16 %747 to i32
  store i32 %754, ptr %41, align 4, !tbaa !32
  %755 = zext i8 %749 to i32
  %756 = icmp eq i8 %749, 0
  br i1 %756, label %757, label %773

757:                                              ; preds = %743
  %758 = icmp eq i32 %53, 0
  br i1 %758, label %759, label %766

759:                                              ; preds = %757
  %760 = load ptr, ptr %24, align 8, !tbaa !21
  %761 = load i32, ptr %26, align 4, !tbaa !20
  store i32 %761, ptr %16, align 8, !tbaa !23
  %762 = call i32 %3(ptr noundef %4, ptr noundef %760, i32 noundef %761) #5
  %763 = icmp eq i32 %762, 0
  br i1 %763, label %764, label %1130

764:                                              ; preds = %759
  %765 = load i32, ptr %41, align 4, !tbaa !32
  br label %766

766:                                              ; preds = %764, %757
  %767 = phi i32 [ %765, %764 ], [ %754, %757 ]
  %768 = phi ptr [ %760, %764 ], [ %51, %757 ]
  %769 = phi i32 [ %761, %764 ], [ %53, %757 ]
  %770 = trunc i32 %767 to i8
  %771 = getelementptr inbounds i8, ptr %768, i64 1
  store i8 %770, ptr %768, align 1, !tbaa !5
  %772 = add i32 %769, -1
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %1121

773:                                              ; preds = %743
  %774 = and i32 %755, 32
  %775 = icmp eq i32 %774, 0
  br i1 %775, label %777, label %776

776:                                              ; preds = %773
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1121

777:                                              ; preds = %773
  %778 = and i32 %755, 64
  %779 = icmp eq i32 %778, 0
  br i1 %779, label %781, label %780

780:                                              ; preds = %777
  store ptr @.str.9, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

781:                                              ; preds = %777
  %782 = and i32 %755, 15
  store i32 %782, ptr %42, align 4, !tbaa !59
  %783 = icmp eq i32 %782, 0
  br i1 %783, label %827, label %784

784:                                              ; preds = %781
  %785 = icmp ult i32 %753, %782
  br i1 %785, label %786, label %813

786:                                              ; preds = %784, %798
  %787 = phi i32 [ %799, %798 ], [ %782, %784 ]
  %788 = phi i32 [ %809, %798 ], [ %753, %784 ]
  %789 = phi i64 [ %808, %798 ], [ %752, %784 ]
  %790 = phi i32 [ %801, %798 ], [ %744, %784 ]
  %791 = icmp eq i32 %790, 0
  br i1 %791, label %792, label %798

792:                                              ; preds = %786
  %793 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %794 = icmp eq i32 %793, 0
  br i1 %794, label %797, label %795

795:                                              ; preds = %792
  %796 = load i32, ptr %42, align 4, !tbaa !59
  br label %798

797:                                              ; preds = %792
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

798:                                              ; preds = %795, %786
  %799 = phi i32 [ %796, %795 ], [ %787, %786 ]
  %800 = phi i32 [ %793, %795 ], [ %790, %786 ]
  %801 = add i32 %800, -1
  %802 = load ptr, ptr %6, align 8, !tbaa !28
  %803 = getelementptr inbounds i8, ptr %802, i64 1
  store ptr %803, ptr %6, align 8, !tbaa !28
  %804 = load i8, ptr %802, align 1, !tbaa !5
  %805 = zext i8 %804 to i64
  %806 = zext nneg i32 %788 to i64
  %807 = shl i64 %805, %806
  %808 = add i64 %807, %789
  %809 = add i32 %788, 8
  %810 = icmp ult i32 %809, %799
  br i1 %810, label %786, label %811, !llvm.loop !60

811:                                              ; preds = %798
  %812 = load i32, ptr %41, align 4, !tbaa !32
  br label %813

813:                                              ; preds = %811, %784
  %814 = phi i32 [ %754, %784 ], [ %812, %811 ]
  %815 = phi i32 [ %744, %784 ], [ %801, %811 ]
  %816 = phi i64 [ %752, %784 ], [ %808, %811 ]
  %817 = phi i32 [ %753, %784 ], [ %809, %811 ]
  %818 = phi i32 [ %782, %784 ], [ %799, %811 ]
  %819 = trunc i64 %816 to i32
  %820 = shl nsw i32 -1, %818
  %821 = xor i32 %820, -1
  %822 = and i32 %821, %819
  %823 = add i32 %814, %822
  store i32 %823, ptr %41, align 4, !tbaa !32
  %824 = zext nneg i32 %818 to i64
  %825 = lshr i64 %816, %824
  %826 = sub i32 %817, %818
  br label %827

827:                                              ; preds = %813, %781
  %828 = phi i32 [ %815, %813 ], [ %744, %781 ]
  %829 = phi i64 [ %825, %813 ], [ %752, %781 ]
  %830 = phi i32 [ %826, %813 ], [ %753, %781 ]
  %831 = load ptr, ptr %39, align 8, !tbaa !53
  %832 = trunc i64 %829 to i32
  %833 = load i32, ptr %40, align 4, !tbaa !54
  %834 = shl nsw i32 -1, %833
  %835 = xor i32 %834, -1
  %836 = and i32 %835, %832
  %837 = zext nneg i32 %836 to i64
  %838 = getelementptr inbounds %struct.code, ptr %831, i64 %837
  %839 = getelementptr inbounds i8, ptr %838, i64 1
  %840 = load i8, ptr %839, align 1, !tbaa !5
  %841 = zext i8 %840 to i32
  %842 = icmp ult i32 %830, %841
  br i1 %842, label %843, label %884

843:                                              ; preds = %827
  %844 = zext nneg i32 %830 to i64
  br label %845

845:                                              ; preds = %843, %859
  %846 = phi i32 [ %833, %843 ], [ %860, %859 ]
  %847 = phi ptr [ %831, %843 ], [ %861, %859 ]
  %848 = phi i64 [ %844, %843 ], [ %870, %859 ]
  %849 = phi i64 [ %829, %843 ], [ %869, %859 ]
  %850 = phi i32 [ %828, %843 ], [ %863, %859 ]
  %851 = icmp eq i32 %850, 0
  br i1 %851, label %852, label %859

852:                                              ; preds = %845
  %853 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %854 = icmp eq i32 %853, 0
  br i1 %854, label %858, label %855

855:                                              ; preds = %852
  %856 = load ptr, ptr %39, align 8, !tbaa !53
  %857 = load i32, ptr %40, align 4, !tbaa !54
  br label %859

858:                                              ; preds = %852
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

859:                                              ; preds = %855, %845
  %860 = phi i32 [ %857, %855 ], [ %846, %845 ]
  %861 = phi ptr [ %856, %855 ], [ %847, %845 ]
  %862 = phi i32 [ %853, %855 ], [ %850, %845 ]
  %863 = add i32 %862, -1
  %864 = load ptr, ptr %6, align 8, !tbaa !28
  %865 = getelementptr inbounds i8, ptr %864, i64 1
  store ptr %865, ptr %6, align 8, !tbaa !28
  %866 = load i8, ptr %864, align 1, !tbaa !5
  %867 = zext i8 %866 to i64
  %868 = shl i64 %867, %848
  %869 = add i64 %868, %849
  %870 = add nuw nsw i64 %848, 8
  %871 = trunc i64 %869 to i32
  %872 = shl nsw i32 -1, %860
  %873 = xor i32 %872, -1
  %874 = and i32 %873, %871
  %875 = zext nneg i32 %874 to i64
  %876 = getelementptr inbounds %struct.code, ptr %861, i64 %875
  %877 = getelementptr inbounds i8, ptr %876, i64 1
  %878 = load i8, ptr %877, align 1, !tbaa !5
  %879 = zext i8 %878 to i64
  %880 = icmp ult i64 %870, %879
  br i1 %880, label %845, label %881

881:                                              ; preds = %859
  %882 = zext i8 %878 to i32
  %883 = trunc nuw i64 %870 to i32
  br label %884

884:                                              ; preds = %881, %827
  %885 = phi ptr [ %831, %827 ], [ %861, %881 ]
  %886 = phi i32 [ %828, %827 ], [ %863, %881 ]
  %887 = phi i64 [ %829, %827 ], [ %869, %881 ]
  %888 = phi i32 [ %830, %827 ], [ %883, %881 ]
  %889 = phi ptr [ %838, %827 ], [ %876, %881 ]
  %890 = phi i8 [ %840, %827 ], [ %878, %881 ]
  %891 = phi i32 [ %841, %827 ], [ %882, %881 ]
  %892 = getelementptr inbounds i8, ptr %889, i64 2
  %893 = load i16, ptr %892, align 2, !tbaa !39
  %894 = load i8, ptr %889, align 2, !tbaa !5
  %895 = icmp ult i8 %894, 16
  br i1 %895, label %896, label %964

896:                                              ; preds = %884
  %897 = zext nneg i8 %894 to i32
  %898 = zext i16 %893 to i32
  %899 = add nuw nsw i32 %891, %897
  %900 = shl nsw i32 -1, %899
  %901 = xor i32 %900, -1
  %902 = trunc i64 %887 to i32
  %903 = and i32 %902, %901
  %904 = lshr i32 %903, %891
  %905 = add nuw i32 %904, %898
  %906 = zext i32 %905 to i64
  %907 = getelementptr inbounds %struct.code, ptr %885, i64 %906
  %908 = getelementptr inbounds i8, ptr %907, i64 1
  %909 = load i8, ptr %908, align 1, !tbaa !5
  %910 = zext i8 %909 to i32
  %911 = add nuw nsw i32 %891, %910
  %912 = icmp ugt i32 %911, %888
  br i1 %912, label %913, label %952

913:                                              ; preds = %896
  %914 = zext nneg i32 %888 to i64
  br label %915

915:                                              ; preds = %913, %927
  %916 = phi ptr [ %885, %913 ], [ %928, %927 ]
  %917 = phi i64 [ %914, %913 ], [ %937, %927 ]
  %918 = phi i64 [ %887, %913 ], [ %936, %927 ]
  %919 = phi i32 [ %886, %913 ], [ %930, %927 ]
  %920 = icmp eq i32 %919, 0
  br i1 %920, label %921, label %927

921:                                              ; preds = %915
  %922 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %923 = icmp eq i32 %922, 0
  br i1 %923, label %926, label %924

924:                                              ; preds = %921
  %925 = load ptr, ptr %39, align 8, !tbaa !53
  br label %927

926:                                              ; preds = %921
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

927:                                              ; preds = %924, %915
  %928 = phi ptr [ %925, %924 ], [ %916, %915 ]
  %929 = phi i32 [ %922, %924 ], [ %919, %915 ]
  %930 = add i32 %929, -1
  %931 = load ptr, ptr %6, align 8, !tbaa !28
  %932 = getelementptr inbounds i8, ptr %931, i64 1
  store ptr %932, ptr %6, align 8, !tbaa !28
  %933 = load i8, ptr %931, align 1, !tbaa !5
  %934 = zext i8 %933 to i64
  %935 = shl i64 %934, %917
  %936 = add i64 %935, %918
  %937 = add nuw nsw i64 %917, 8
  %938 = trunc i64 %936 to i32
  %939 = and i32 %938, %901
  %940 = lshr i32 %939, %891
  %941 = add nuw i32 %940, %898
  %942 = zext i32 %941 to i64
  %943 = getelementptr inbounds %struct.code, ptr %928, i64 %942
  %944 = getelementptr inbounds i8, ptr %943, i64 1
  %945 = load i8, ptr %944, align 1, !tbaa !5
  %946 = zext i8 %945 to i32
  %947 = add nuw nsw i32 %891, %946
  %948 = zext nneg i32 %947 to i64
  %949 = icmp ult i64 %937, %948
  br i1 %949, label %915, label %950

950:                                              ; preds = %927
  %951 = trunc nuw i64 %937 to i32
  br label %952

952:                                              ; preds = %950, %896
  %953 = phi i32 [ %886, %896 ], [ %930, %950 ]
  %954 = phi i64 [ %887, %896 ], [ %936, %950 ]
  %955 = phi i32 [ %888, %896 ], [ %951, %950 ]
  %956 = phi ptr [ %907, %896 ], [ %943, %950 ]
  %957 = phi i8 [ %909, %896 ], [ %945, %950 ]
  %958 = getelementptr inbounds i8, ptr %956, i64 2
  %959 = load i16, ptr %958, align 2, !tbaa !39
  %960 = load i8, ptr %956, align 2, !tbaa !5
  %961 = zext nneg i8 %890 to i64
  %962 = lshr i64 %954, %961
  %963 = sub i32 %955, %891
  br label %964

964:                                              ; preds = %884, %952
  %965 = phi i32 [ %953, %952 ], [ %886, %884 ]
  %966 = phi i64 [ %962, %952 ], [ %887, %884 ]
  %967 = phi i32 [ %963, %952 ], [ %888, %884 ]
  %968 = phi i16 [ %959, %952 ], [ %893, %884 ]
  %969 = phi i8 [ %957, %952 ], [ %890, %884 ]
  %970 = phi i8 [ %960, %952 ], [ %894, %884 ]
  %971 = zext i8 %969 to i32
  %972 = zext nneg i8 %969 to i64
  %973 = lshr i64 %966, %972
  %974 = sub i32 %967, %971
  %975 = zext i8 %970 to i32
  %976 = and i32 %975, 64
  %977 = icmp eq i32 %976, 0
  br i1 %977, label %979, label %978

978:                                              ; preds = %964
  store ptr @.str.10, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

979:                                              ; preds = %964
  %980 = zext i16 %968 to i32
  store i32 %980, ptr %43, align 8, !tbaa !61
  %981 = and i32 %975, 15
  store i32 %981, ptr %42, align 4, !tbaa !59
  %982 = icmp eq i32 %981, 0
  br i1 %982, label %1026, label %983

983:                                              ; preds = %979
  %984 = icmp ult i32 %974, %981
  br i1 %984, label %985, label %1012

985:                                              ; preds = %983, %997
  %986 = phi i32 [ %998, %997 ], [ %981, %983 ]
  %987 = phi i32 [ %1008, %997 ], [ %974, %983 ]
  %988 = phi i64 [ %1007, %997 ], [ %973, %983 ]
  %989 = phi i32 [ %1000, %997 ], [ %965, %983 ]
  %990 = icmp eq i32 %989, 0
  br i1 %990, label %991, label %997

991:                                              ; preds = %985
  %992 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %993 = icmp eq i32 %992, 0
  br i1 %993, label %996, label %994

994:                                              ; preds = %991
  %995 = load i32, ptr %42, align 4, !tbaa !59
  br label %997

996:                                              ; preds = %991
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1130

997:                                              ; preds = %994, %985
  %998 = phi i32 [ %995, %994 ], [ %986, %985 ]
  %999 = phi i32 [ %992, %994 ], [ %989, %985 ]
  %1000 = add i32 %999, -1
  %1001 = load ptr, ptr %6, align 8, !tbaa !28
  %1002 = getelementptr inbounds i8, ptr %1001, i64 1
  store ptr %1002, ptr %6, align 8, !tbaa !28
  %1003 = load i8, ptr %1001, align 1, !tbaa !5
  %1004 = zext i8 %1003 to i64
  %1005 = zext nneg i32 %987 to i64
  %1006 = shl i64 %1004, %1005
  %1007 = add i64 %1006, %988
  %1008 = add i32 %987, 8
  %1009 = icmp ult i32 %1008, %998
  br i1 %1009, label %985, label %1010, !llvm.loop !62

1010:                                             ; preds = %997
  %1011 = load i32, ptr %43, align 8, !tbaa !61
  br label %1012

1012:                                             ; preds = %1010, %983
  %1013 = phi i32 [ %980, %983 ], [ %1011, %1010 ]
  %1014 = phi i32 [ %965, %983 ], [ %1000, %1010 ]
  %1015 = phi i64 [ %973, %983 ], [ %1007, %1010 ]
  %1016 = phi i32 [ %974, %983 ], [ %1008, %1010 ]
  %1017 = phi i32 [ %981, %983 ], [ %998, %1010 ]
  %1018 = trunc i64 %1015 to i32
  %1019 = shl nsw i32 -1, %1017
  %1020 = xor i32 %1019, -1
  %1021 = and i32 %1020, %1018
  %1022 = add i32 %1013, %1021
  store i32 %1022, ptr %43, align 8, !tbaa !61
  %1023 = zext nneg i32 %1017 to i64
  %1024 = lshr i64 %1015, %1023
  %1025 = sub i32 %1016, %1017
  br label %1026

1026:                                             ; preds = %1012, %979
  %1027 = phi i32 [ %1022, %1012 ], [ %980, %979 ]
  %1028 = phi i32 [ %1014, %1012 ], [ %965, %979 ]
  %1029 = phi i64 [ %1024, %1012 ], [ %973, %979 ]
  %1030 = phi i32 [ %1025, %1012 ], [ %974, %979 ]
  %1031 = load i32, ptr %26, align 4, !tbaa !20
  %1032 = load i32, ptr %16, align 8, !tbaa !23
  %1033 = icmp ult i32 %1032, %1031
  %1034 = select i1 %1033, i32 %53, i32 0
  %1035 = sub i32 %1031, %1034
  %1036 = icmp ugt i32 %1027, %1035
  br i1 %1036, label %1037, label %1038

1037:                                             ; preds = %1026
  store ptr @.str.11, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1121

1038:                                             ; preds = %1026, %1116
  %1039 = phi ptr [ %1117, %1116 ], [ %51, %1026 ]
  %1040 = phi i32 [ %1118, %1116 ], [ %53, %1026 ]
  %1041 = icmp eq i32 %1040, 0
  %1042 = load i32, ptr %26, align 4, !tbaa !20
  br i1 %1041, label %1043, label %1049

1043:                                             ; preds = %1038
  %1044 = load ptr, ptr %24, align 8, !tbaa !21
  store i32 %1042, ptr %16, align 8, !tbaa !23
  %1045 = call i32 %3(ptr noundef %4, ptr noundef %1044, i32 noundef %1042) #5
  %1046 = icmp eq i32 %1045, 0
  br i1 %1046, label %1047, label %1130

1047:                                             ; preds = %1043
  %1048 = load i32, ptr %26, align 4, !tbaa !20
  br label %1049

1049:                                             ; preds = %1047, %1038
  %1050 = phi i32 [ %1048, %1047 ], [ %1042, %1038 ]
  %1051 = phi ptr [ %1044, %1047 ], [ %1039, %1038 ]
  %1052 = phi i32 [ %1042, %1047 ], [ %1040, %1038 ]
  %1053 = load i32, ptr %43, align 8, !tbaa !61
  %1054 = sub i32 %1050, %1053
  %1055 = icmp ult i32 %1054, %1052
  %1056 = zext i32 %1054 to i64
  %1057 = zext i32 %1053 to i64
  %1058 = sub nsw i64 0, %1057
  %1059 = select i1 %1055, i32 %1054, i32 0
  %1060 = sub i32 %1052, %1059
  %1061 = select i1 %1055, i64 %1056, i64 %1058
  %1062 = getelementptr i8, ptr %1051, i64 %1061
  %1063 = load i32, ptr %41, align 4, !tbaa !32
  %1064 = call i32 @llvm.umin.i32(i32 %1060, i32 %1063)
  %1065 = sub i32 %1063, %1064
  store i32 %1065, ptr %41, align 4, !tbaa !32
  %1066 = add i32 %1064, -1
  %1067 = and i32 %1064, 7
  %1068 = icmp eq i32 %1067, 0
  br i1 %1068, label %1080, label %1069

1069:                                             ; preds = %1049, %1069
  %1070 = phi ptr [ %1076, %1069 ], [ %1051, %1049 ]
  %1071 = phi i32 [ %1077, %1069 ], [ %1064, %1049 ]
  %1072 = phi ptr [ %1074, %1069 ], [ %1062, %1049 ]
  %1073 = phi i32 [ %1078, %1069 ], [ 0, %1049 ]
  %1074 = getelementptr inbounds i8, ptr %1072, i64 1
  %1075 = load i8, ptr %1072, align 1, !tbaa !5
  %1076 = getelementptr inbounds i8, ptr %1070, i64 1
  store i8 %1075, ptr %1070, align 1, !tbaa !5
  %1077 = add i32 %1071, -1
  %1078 = add i32 %1073, 1
  %1079 = icmp eq i32 %1078, %1067
  br i1 %1079, label %1080, label %1069, !llvm.loop !63

1080:                                             ; preds = %1069, %1049
  %1081 = phi ptr [ poison, %1049 ], [ %1076, %1069 ]
  %1082 = phi ptr [ %1051, %1049 ], [ %1076, %1069 ]
  %1083 = phi i32 [ %1064, %1049 ], [ %1077, %1069 ]
  %1084 = phi ptr [ %1062, %1049 ], [ %1074, %1069 ]
  %1085 = icmp ult i32 %1066, 7
  br i1 %1085, label %1116, label %1086

1086:                                             ; preds = %1080, %1086
  %1087 = phi ptr [ %1113, %1086 ], [ %1082, %1080 ]
  %1088 = phi i32 [ %1114, %1086 ], [ %1083, %1080 ]
  %1089 = phi ptr [ %1111, %1086 ], [ %1084, %1080 ]
  %1090 = getelementptr inbounds i8, ptr %1089, i64 1
  %1091 = load i8, ptr %1089, align 1, !tbaa !5
  %1092 = getelementptr inbounds i8, ptr %1087, i64 1
  store i8 %1091, ptr %1087, align 1, !tbaa !5
  %1093 = getelementptr inbounds i8, ptr %1089, i64 2
  %1094 = load i8, ptr %1090, align 1, !tbaa !5
  %1095 = getelementptr inbounds i8, ptr %1087, i64 2
  store i8 %1094, ptr %1092, align 1, !tbaa !5
  %1096 = getelementptr inbounds i8, ptr %1089, i64 3
  %1097 = load i8, ptr %1093, align 1, !tbaa !5
  %1098 = getelementptr inbounds i8, ptr %1087, i64 3
  store i8 %1097, ptr %1095, align 1, !tbaa !5
  %1099 = getelementptr inbounds i8, ptr %1089, i64 4
  %1100 = load i8, ptr %1096, align 1, !tbaa !5
  %1101 = getelementptr inbounds i8, ptr %1087, i64 4
  store i8 %1100, ptr %1098, align 1, !tbaa !5
  %1102 = getelementptr inbounds i8, ptr %1089, i64 5
  %1103 = load i8, ptr %1099, align 1, !tbaa !5
  %1104 = getelementptr inbounds i8, ptr %1087, i64 5
  store i8 %1103, ptr %1101, align 1, !tbaa !5
  %1105 = getelementptr inbounds i8, ptr %1089, i64 6
  %1106 = load i8, ptr %1102, align 1, !tbaa !5
  %1107 = getelementptr inbounds i8, ptr %1087, i64 6
  store i8 %1106, ptr %1104, align 1, !tbaa !5
  %1108 = getelementptr inbounds i8, ptr %1089, i64 7
  %1109 = load i8, ptr %1105, align 1, !tbaa !5
  %1110 = getelementptr inbounds i8, ptr %1087, i64 7
  store i8 %1109, ptr %1107, align 1, !tbaa !5
  %1111 = getelementptr inbounds i8, ptr %1089, i64 8
  %1112 = load i8, ptr %1108, align 1, !tbaa !5
  %1113 = getelementptr inbounds i8, ptr %1087, i64 8
  store i8 %1112, ptr %1110, align 1, !tbaa !5
  %1114 = add i32 %1088, -8
  %1115 = icmp eq i32 %1114, 0
  br i1 %1115, label %1116, label %1086, !llvm.loop !64

1116:                                             ; preds = %1086, %1080
  %1117 = phi ptr [ %1081, %1080 ], [ %1113, %1086 ]
  %1118 = sub i32 %1052, %1064
  %1119 = load i32, ptr %41, align 4, !tbaa !32
  %1120 = icmp eq i32 %1119, 0
  br i1 %1120, label %1121, label %1038, !llvm.loop !65

1121:                                             ; preds = %1116, %425, %534, %562, %1037, %978, %780, %776, %766, %616, %585, %576, %572, %291, %224, %180, %142, %99, %68
  %1122 = phi ptr [ %617, %616 ], [ %771, %766 ], [ %51, %776 ], [ %51, %780 ], [ %51, %978 ], [ %51, %1037 ], [ %51, %224 ], [ %51, %291 ], [ %51, %562 ], [ %51, %572 ], [ %51, %576 ], [ %51, %585 ], [ %51, %142 ], [ %181, %180 ], [ %51, %68 ], [ %51, %99 ], [ %51, %534 ], [ %51, %425 ], [ %1117, %1116 ]
  %1123 = phi i32 [ %620, %616 ], [ %744, %766 ], [ %744, %776 ], [ %744, %780 ], [ %965, %978 ], [ %1028, %1037 ], [ %207, %224 ], [ %264, %291 ], [ %564, %562 ], [ %564, %572 ], [ %564, %576 ], [ %564, %585 ], [ %135, %142 ], [ %182, %180 ], [ %52, %68 ], [ %88, %99 ], [ %505, %534 ], [ %417, %425 ], [ %1028, %1116 ]
  %1124 = phi i32 [ %618, %616 ], [ %772, %766 ], [ %53, %776 ], [ %53, %780 ], [ %53, %978 ], [ %53, %1037 ], [ %53, %224 ], [ %53, %291 ], [ %53, %562 ], [ %53, %572 ], [ %53, %576 ], [ %53, %585 ], [ %53, %142 ], [ %183, %180 ], [ %53, %68 ], [ %53, %99 ], [ %53, %534 ], [ %53, %425 ], [ %1118, %1116 ]
  %1125 = phi i64 [ %621, %616 ], [ %752, %766 ], [ %752, %776 ], [ %752, %780 ], [ %973, %978 ], [ %1029, %1037 ], [ %219, %224 ], [ %275, %291 ], [ %565, %562 ], [ %565, %572 ], [ %565, %576 ], [ %565, %585 ], [ %136, %142 ], [ 0, %180 ], [ %71, %68 ], [ %101, %99 ], [ %506, %534 ], [ %421, %425 ], [ %1029, %1116 ]
  %1126 = phi i32 [ %622, %616 ], [ %753, %766 ], [ %753, %776 ], [ %753, %780 ], [ %974, %978 ], [ %1030, %1037 ], [ %220, %224 ], [ %276, %291 ], [ %566, %562 ], [ %566, %572 ], [ %566, %576 ], [ %566, %585 ], [ %137, %142 ], [ 0, %180 ], [ %72, %68 ], [ %102, %99 ], [ %507, %534 ], [ %422, %425 ], [ %1030, %1116 ]
  %1127 = load i32, ptr %14, align 8, !tbaa !25
  br label %49

1128:                                             ; preds = %49
  br label %1130

1129:                                             ; preds = %49
  br label %1130

1130:                                             ; preds = %759, %1043, %160, %49, %1129, %1128, %996, %926, %858, %797, %705, %636, %478, %444, %402, %328, %247, %192, %156, %120, %76
  %1131 = phi i32 [ 0, %797 ], [ 0, %996 ], [ 0, %926 ], [ 0, %858 ], [ 0, %705 ], [ 0, %636 ], [ 0, %192 ], [ 0, %247 ], [ 0, %402 ], [ 0, %444 ], [ 0, %478 ], [ 0, %328 ], [ 0, %120 ], [ 0, %156 ], [ 0, %76 ], [ %52, %1128 ], [ %52, %49 ], [ %158, %160 ], [ %1028, %1043 ], [ %744, %759 ], [ %52, %1129 ]
  %1132 = phi i32 [ %53, %797 ], [ %53, %996 ], [ %53, %926 ], [ %53, %858 ], [ %53, %705 ], [ %53, %636 ], [ %53, %192 ], [ %53, %247 ], [ %53, %402 ], [ %53, %444 ], [ %53, %478 ], [ %53, %328 ], [ %53, %120 ], [ %148, %156 ], [ %53, %76 ], [ %53, %1128 ], [ %53, %49 ], [ %162, %160 ], [ %1042, %1043 ], [ %761, %759 ], [ %53, %1129 ]
  %1133 = phi i1 [ false, %797 ], [ false, %996 ], [ false, %926 ], [ false, %858 ], [ false, %705 ], [ false, %636 ], [ false, %192 ], [ false, %247 ], [ false, %402 ], [ false, %444 ], [ false, %478 ], [ false, %328 ], [ false, %120 ], [ false, %156 ], [ false, %76 ], [ true, %1128 ], [ false, %49 ], [ false, %160 ], [ false, %1043 ], [ false, %759 ], [ false, %1129 ]
  %1134 = phi i32 [ -5, %797 ], [ -5, %996 ], [ -5, %926 ], [ -5, %858 ], [ -5, %705 ], [ -5, %636 ], [ -5, %192 ], [ -5, %247 ], [ -5, %402 ], [ -5, %444 ], [ -5, %478 ], [ -5, %328 ], [ -5, %120 ], [ -5, %156 ], [ -5, %76 ], [ 1, %1128 ], [ -2, %49 ], [ -5, %160 ], [ -5, %1043 ], [ -5, %759 ], [ -3, %1129 ]
  %1135 = load i32, ptr %26, align 4, !tbaa !20
  %1136 = icmp ult i32 %1132, %1135
  br i1 %1136, label %1137, label %1144

1137:                                             ; preds = %1130
  %1138 = load ptr, ptr %24, align 8, !tbaa !21
  %1139 = sub i32 %1135, %1132
  %1140 = call i32 %3(ptr noundef %4, ptr noundef %1138, i32 noundef %1139) #5
  %1141 = icmp ne i32 %1140, 0
  %1142 = and i1 %1133, %1141
  %1143 = select i1 %1142, i32 -5, i32 %1134
  br label %1144

1144:                                             ; preds = %1137, %1130
  %1145 = phi i32 [ %1143, %1137 ], [ %1134, %1130 ]
  %1146 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %1146, ptr %0, align 8, !tbaa !27
  store i32 %1131, ptr %46, align 8, !tbaa !29
  br label %1147

1147:                                             ; preds = %5, %8, %1144
  %1148 = phi i32 [ %1145, %1144 ], [ -2, %8 ], [ -2, %5 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  ret i32 %1148
}

declare void @inflate_fixed(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateBackEnd(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = icmp eq ptr %9, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  tail call void %9(ptr noundef %13, ptr noundef nonnull %5) #5
  store ptr null, ptr %4, align 8, !tbaa !16
  br label %14

14:                                               ; preds = %1, %3, %7, %11
  %15 = phi i32 [ 0, %11 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ]
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 48}
!9 = !{!"z_stream_s", !10, i64 0, !11, i64 8, !12, i64 16, !10, i64 24, !11, i64 32, !12, i64 40, !10, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !10, i64 80, !11, i64 88, !12, i64 96, !12, i64 104}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!"long", !6, i64 0}
!13 = !{!9, !10, i64 64}
!14 = !{!9, !10, i64 80}
!15 = !{!9, !10, i64 72}
!16 = !{!9, !10, i64 56}
!17 = !{!18, !11, i64 28}
!18 = !{!"inflate_state", !10, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !12, i64 32, !12, i64 40, !10, i64 48, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !10, i64 72, !12, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !10, i64 104, !10, i64 112, !11, i64 120, !11, i64 124, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !10, i64 144, !6, i64 152, !6, i64 792, !6, i64 1368, !11, i64 7144, !11, i64 7148, !11, i64 7152}
!19 = !{!18, !11, i64 56}
!20 = !{!18, !11, i64 60}
!21 = !{!18, !10, i64 72}
!22 = !{!18, !11, i64 68}
!23 = !{!18, !11, i64 64}
!24 = !{!18, !11, i64 7144}
!25 = !{!18, !11, i64 8}
!26 = !{!18, !11, i64 12}
!27 = !{!9, !10, i64 0}
!28 = !{!10, !10, i64 0}
!29 = !{!9, !11, i64 8}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!18, !11, i64 92}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !31}
!35 = !{!18, !11, i64 132}
!36 = !{!18, !11, i64 136}
!37 = !{!18, !11, i64 128}
!38 = !{!18, !11, i64 140}
!39 = !{!40, !40, i64 0}
!40 = !{!"short", !6, i64 0}
!41 = distinct !{!41, !31}
!42 = distinct !{!42, !31}
!43 = !{!18, !10, i64 144}
!44 = !{!18, !10, i64 104}
!45 = !{!18, !11, i64 120}
!46 = distinct !{!46, !31}
!47 = distinct !{!47, !31}
!48 = distinct !{!48, !31}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = distinct !{!51, !31}
!52 = distinct !{!52, !31}
!53 = !{!18, !10, i64 112}
!54 = !{!18, !11, i64 124}
!55 = !{!9, !10, i64 24}
!56 = !{!9, !11, i64 32}
!57 = !{!18, !12, i64 80}
!58 = !{!18, !11, i64 88}
!59 = !{!18, !11, i64 100}
!60 = distinct !{!60, !31}
!61 = !{!18, !11, i64 96}
!62 = distinct !{!62, !31}
!63 = distinct !{!63, !50}
!64 = distinct !{!64, !31}
!65 = distinct !{!65, !31}
