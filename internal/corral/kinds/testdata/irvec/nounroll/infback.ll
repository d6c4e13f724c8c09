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
  br i1 %7, label %1128, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 56
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %1128, label %12

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

49:                                               ; preds = %1102, %22
  %50 = phi i32 [ 16191, %22 ], [ %1108, %1102 ]
  %51 = phi ptr [ %25, %22 ], [ %1103, %1102 ]
  %52 = phi i32 [ %23, %22 ], [ %1104, %1102 ]
  %53 = phi i32 [ %27, %22 ], [ %1105, %1102 ]
  %54 = phi i64 [ 0, %22 ], [ %1106, %1102 ]
  %55 = phi i32 [ 0, %22 ], [ %1107, %1102 ]
  switch i32 %50, label %1111 [
    i32 16191, label %60
    i32 16193, label %103
    i32 16196, label %56
    i32 16200, label %583
    i32 16208, label %1109
    i32 16209, label %1110
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
  br label %1102

73:                                               ; preds = %65
  %74 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %77

76:                                               ; preds = %73
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

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
  br label %1102

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
  br label %1111

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
  br label %1102

143:                                              ; preds = %134
  %144 = trunc i64 %136 to i32
  %145 = and i32 %144, 65535
  store i32 %145, ptr %41, align 4, !tbaa !33
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
  br label %1111

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
  br i1 %164, label %165, label %1111

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
  %177 = load i32, ptr %41, align 4, !tbaa !33
  %178 = sub i32 %177, %169
  store i32 %178, ptr %41, align 4, !tbaa !33
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %147, !llvm.loop !34

180:                                              ; preds = %165, %143
  %181 = phi ptr [ %51, %143 ], [ %176, %165 ]
  %182 = phi i32 [ %135, %143 ], [ %172, %165 ]
  %183 = phi i32 [ %53, %143 ], [ %175, %165 ]
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1102

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
  br label %1111

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
  br i1 %203, label %184, label %204, !llvm.loop !35

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
  store i32 %212, ptr %28, align 4, !tbaa !36
  %213 = lshr i32 %210, 5
  %214 = and i32 %213, 31
  %215 = add nuw nsw i32 %214, 1
  store i32 %215, ptr %29, align 8, !tbaa !37
  %216 = lshr i32 %210, 10
  %217 = and i32 %216, 15
  %218 = add nuw nsw i32 %217, 4
  store i32 %218, ptr %30, align 8, !tbaa !38
  %219 = lshr i64 %208, 14
  %220 = add i32 %209, -14
  %221 = icmp ugt i32 %211, 29
  %222 = icmp ugt i32 %214, 29
  %223 = or i1 %221, %222
  br i1 %223, label %224, label %225

224:                                              ; preds = %206
  store ptr @.str.3, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

225:                                              ; preds = %206
  store i32 0, ptr %31, align 4, !tbaa !39
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
  %245 = load i32, ptr %31, align 4, !tbaa !39
  %246 = load i32, ptr %30, align 8, !tbaa !38
  br label %248

247:                                              ; preds = %241
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

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
  store i32 %269, ptr %31, align 4, !tbaa !39
  %270 = zext i32 %263 to i64
  %271 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %270
  %272 = load i16, ptr %271, align 2, !tbaa !40
  %273 = zext i16 %272 to i64
  %274 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %273
  store i16 %268, ptr %274, align 2, !tbaa !40
  %275 = lshr i64 %265, 3
  %276 = add i32 %266, -3
  %277 = icmp ult i32 %269, %262
  br i1 %277, label %230, label %226, !llvm.loop !42

278:                                              ; preds = %228, %278
  %279 = phi i64 [ %229, %228 ], [ %280, %278 ]
  %280 = add nuw nsw i64 %279, 1
  %281 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %279
  %282 = load i16, ptr %281, align 2, !tbaa !40
  %283 = zext i16 %282 to i64
  %284 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %283
  store i16 0, ptr %284, align 2, !tbaa !40
  %285 = and i64 %280, 4294967295
  %286 = icmp eq i64 %285, 19
  br i1 %286, label %287, label %278, !llvm.loop !43

287:                                              ; preds = %278
  store i32 19, ptr %31, align 4, !tbaa !39
  br label %288

288:                                              ; preds = %287, %226
  store ptr %33, ptr %34, align 8, !tbaa !44
  store ptr %33, ptr %35, align 8, !tbaa !45
  store i32 7, ptr %36, align 8, !tbaa !46
  %289 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %32, i32 noundef 19, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %292, label %291

291:                                              ; preds = %288
  store ptr @.str.4, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

292:                                              ; preds = %288
  store i32 0, ptr %31, align 4, !tbaa !39
  %293 = load i32, ptr %28, align 4, !tbaa !36
  %294 = load i32, ptr %29, align 8, !tbaa !37
  %295 = sub i32 0, %293
  %296 = icmp eq i32 %294, %295
  br i1 %296, label %558, label %297

297:                                              ; preds = %292, %550
  %298 = phi i32 [ %556, %550 ], [ %276, %292 ]
  %299 = phi i64 [ %555, %550 ], [ %275, %292 ]
  %300 = phi i32 [ %554, %550 ], [ %264, %292 ]
  %301 = load ptr, ptr %35, align 8, !tbaa !45
  %302 = trunc i64 %299 to i32
  %303 = load i32, ptr %36, align 8, !tbaa !46
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
  %326 = load ptr, ptr %35, align 8, !tbaa !45
  %327 = load i32, ptr %36, align 8, !tbaa !46
  br label %329

328:                                              ; preds = %322
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

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
  br i1 %350, label %315, label %351, !llvm.loop !47

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
  %362 = load i16, ptr %361, align 2, !tbaa !40
  %363 = icmp ult i16 %362, 16
  br i1 %363, label %364, label %375

364:                                              ; preds = %354
  %365 = zext nneg i8 %359 to i64
  %366 = lshr i64 %357, %365
  %367 = sub i32 %358, %355
  %368 = load i32, ptr %31, align 4, !tbaa !39
  %369 = add i32 %368, 1
  store i32 %369, ptr %31, align 4, !tbaa !39
  %370 = zext i32 %368 to i64
  %371 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %370
  store i16 %362, ptr %371, align 2, !tbaa !40
  %372 = load i32, ptr %28, align 4, !tbaa !36
  %373 = load i32, ptr %29, align 8, !tbaa !37
  %374 = add i32 %373, %372
  br label %550

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
  br label %1111

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
  br i1 %413, label %394, label %414, !llvm.loop !48

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
  %423 = load i32, ptr %31, align 4, !tbaa !39
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %425, label %426

425:                                              ; preds = %416
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

426:                                              ; preds = %416
  %427 = add i32 %423, -1
  %428 = zext i32 %427 to i64
  %429 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %428
  %430 = load i16, ptr %429, align 2, !tbaa !40
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
  br label %1111

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
  br i1 %455, label %436, label %456, !llvm.loop !49

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
  br label %1111

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
  br i1 %489, label %470, label %490, !llvm.loop !50

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
  %510 = load i32, ptr %31, align 4, !tbaa !39
  %511 = add i32 %510, %508
  %512 = load i32, ptr %28, align 4, !tbaa !36
  %513 = load i32, ptr %29, align 8, !tbaa !37
  %514 = add i32 %513, %512
  %515 = icmp ugt i32 %511, %514
  br i1 %515, label %539, label %516

516:                                              ; preds = %504
  %517 = icmp ult i32 %508, 8
  %518 = sub nsw i32 0, %508
  %519 = icmp ugt i32 %510, %518
  %520 = select i1 %517, i1 true, i1 %519
  br i1 %520, label %521, label %524

521:                                              ; preds = %537, %516
  %522 = phi i32 [ %508, %516 ], [ %526, %537 ]
  %523 = phi i32 [ %510, %516 ], [ %527, %537 ]
  br label %540

524:                                              ; preds = %516
  %525 = and i32 %508, -8
  %526 = and i32 %508, 7
  %527 = add i32 %510, %525
  %528 = insertelement <8 x i16> poison, i16 %509, i64 0
  %529 = shufflevector <8 x i16> %528, <8 x i16> poison, <8 x i32> zeroinitializer
  br label %530

530:                                              ; preds = %530, %524
  %531 = phi i32 [ 0, %524 ], [ %535, %530 ]
  %532 = add i32 %510, %531
  %533 = zext i32 %532 to i64
  %534 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %533
  store <8 x i16> %529, ptr %534, align 2, !tbaa !40
  %535 = add nuw i32 %531, 8
  %536 = icmp eq i32 %535, %525
  br i1 %536, label %537, label %530, !llvm.loop !51

537:                                              ; preds = %530
  %538 = icmp eq i32 %508, %525
  br i1 %538, label %548, label %521

539:                                              ; preds = %504
  store ptr @.str.5, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

540:                                              ; preds = %521, %540
  %541 = phi i32 [ %543, %540 ], [ %522, %521 ]
  %542 = phi i32 [ %544, %540 ], [ %523, %521 ]
  %543 = add nsw i32 %541, -1
  %544 = add i32 %542, 1
  %545 = zext i32 %542 to i64
  %546 = getelementptr inbounds [320 x i16], ptr %32, i64 0, i64 %545
  store i16 %509, ptr %546, align 2, !tbaa !40
  %547 = icmp eq i32 %543, 0
  br i1 %547, label %548, label %540, !llvm.loop !54

548:                                              ; preds = %540, %537
  %549 = phi i32 [ %527, %537 ], [ %544, %540 ]
  store i32 %549, ptr %31, align 4, !tbaa !39
  br label %550

550:                                              ; preds = %548, %364
  %551 = phi i32 [ %514, %548 ], [ %374, %364 ]
  %552 = phi i32 [ %512, %548 ], [ %372, %364 ]
  %553 = phi i32 [ %549, %548 ], [ %369, %364 ]
  %554 = phi i32 [ %505, %548 ], [ %356, %364 ]
  %555 = phi i64 [ %506, %548 ], [ %366, %364 ]
  %556 = phi i32 [ %507, %548 ], [ %367, %364 ]
  %557 = icmp ult i32 %553, %551
  br i1 %557, label %297, label %558, !llvm.loop !55

558:                                              ; preds = %550, %292
  %559 = phi i32 [ %293, %292 ], [ %552, %550 ]
  %560 = phi i32 [ %264, %292 ], [ %554, %550 ]
  %561 = phi i64 [ %275, %292 ], [ %555, %550 ]
  %562 = phi i32 [ %276, %292 ], [ %556, %550 ]
  %563 = load i32, ptr %14, align 8, !tbaa !25
  %564 = icmp eq i32 %563, 16209
  br i1 %564, label %1102, label %565

565:                                              ; preds = %558
  %566 = load i16, ptr %38, align 8, !tbaa !40
  %567 = icmp eq i16 %566, 0
  br i1 %567, label %568, label %569

568:                                              ; preds = %565
  store ptr @.str.6, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

569:                                              ; preds = %565
  store ptr %33, ptr %34, align 8, !tbaa !44
  store ptr %33, ptr %35, align 8, !tbaa !45
  store i32 9, ptr %36, align 8, !tbaa !46
  %570 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %32, i32 noundef %559, ptr noundef nonnull %34, ptr noundef nonnull %36, ptr noundef nonnull %37) #5
  %571 = icmp eq i32 %570, 0
  br i1 %571, label %573, label %572

572:                                              ; preds = %569
  store ptr @.str.7, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

573:                                              ; preds = %569
  %574 = load ptr, ptr %34, align 8, !tbaa !44
  store ptr %574, ptr %39, align 8, !tbaa !56
  store i32 6, ptr %40, align 4, !tbaa !57
  %575 = load i32, ptr %28, align 4, !tbaa !36
  %576 = zext i32 %575 to i64
  %577 = getelementptr inbounds i16, ptr %32, i64 %576
  %578 = load i32, ptr %29, align 8, !tbaa !37
  %579 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %577, i32 noundef %578, ptr noundef nonnull %34, ptr noundef nonnull %40, ptr noundef nonnull %37) #5
  %580 = icmp eq i32 %579, 0
  br i1 %580, label %582, label %581

581:                                              ; preds = %573
  store ptr @.str.8, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

582:                                              ; preds = %573
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %583

583:                                              ; preds = %49, %582
  %584 = phi i32 [ %52, %49 ], [ %560, %582 ]
  %585 = phi i64 [ %54, %49 ], [ %561, %582 ]
  %586 = phi i32 [ %55, %49 ], [ %562, %582 ]
  %587 = icmp ugt i32 %584, 5
  %588 = icmp ugt i32 %53, 257
  %589 = select i1 %587, i1 %588, i1 false
  br i1 %589, label %605, label %590

590:                                              ; preds = %583
  %591 = load ptr, ptr %35, align 8, !tbaa !45
  %592 = trunc i64 %585 to i32
  %593 = load i32, ptr %36, align 8, !tbaa !46
  %594 = shl nsw i32 -1, %593
  %595 = xor i32 %594, -1
  %596 = and i32 %595, %592
  %597 = zext nneg i32 %596 to i64
  %598 = getelementptr inbounds %struct.code, ptr %591, i64 %597
  %599 = getelementptr inbounds i8, ptr %598, i64 1
  %600 = load i8, ptr %599, align 1, !tbaa !5
  %601 = zext i8 %600 to i32
  %602 = icmp ult i32 %586, %601
  br i1 %602, label %603, label %658

603:                                              ; preds = %590
  %604 = zext nneg i32 %586 to i64
  br label %619

605:                                              ; preds = %583
  store ptr %51, ptr %44, align 8, !tbaa !58
  store i32 %53, ptr %45, align 8, !tbaa !59
  %606 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %606, ptr %0, align 8, !tbaa !27
  store i32 %584, ptr %46, align 8, !tbaa !29
  store i64 %585, ptr %47, align 8, !tbaa !60
  store i32 %586, ptr %48, align 8, !tbaa !61
  %607 = load i32, ptr %16, align 8, !tbaa !23
  %608 = load i32, ptr %26, align 4, !tbaa !20
  %609 = icmp ult i32 %607, %608
  br i1 %609, label %610, label %612

610:                                              ; preds = %605
  %611 = sub i32 %608, %53
  store i32 %611, ptr %16, align 8, !tbaa !23
  br label %612

612:                                              ; preds = %610, %605
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %608) #5
  %613 = load ptr, ptr %44, align 8, !tbaa !58
  %614 = load i32, ptr %45, align 8, !tbaa !59
  %615 = load ptr, ptr %0, align 8, !tbaa !27
  store ptr %615, ptr %6, align 8, !tbaa !28
  %616 = load i32, ptr %46, align 8, !tbaa !29
  %617 = load i64, ptr %47, align 8, !tbaa !60
  %618 = load i32, ptr %48, align 8, !tbaa !61
  br label %1102

619:                                              ; preds = %603, %633
  %620 = phi i32 [ %593, %603 ], [ %634, %633 ]
  %621 = phi ptr [ %591, %603 ], [ %635, %633 ]
  %622 = phi i64 [ %604, %603 ], [ %644, %633 ]
  %623 = phi i64 [ %585, %603 ], [ %643, %633 ]
  %624 = phi i32 [ %584, %603 ], [ %637, %633 ]
  %625 = icmp eq i32 %624, 0
  br i1 %625, label %626, label %633

626:                                              ; preds = %619
  %627 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %628 = icmp eq i32 %627, 0
  br i1 %628, label %632, label %629

629:                                              ; preds = %626
  %630 = load ptr, ptr %35, align 8, !tbaa !45
  %631 = load i32, ptr %36, align 8, !tbaa !46
  br label %633

632:                                              ; preds = %626
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

633:                                              ; preds = %629, %619
  %634 = phi i32 [ %631, %629 ], [ %620, %619 ]
  %635 = phi ptr [ %630, %629 ], [ %621, %619 ]
  %636 = phi i32 [ %627, %629 ], [ %624, %619 ]
  %637 = add i32 %636, -1
  %638 = load ptr, ptr %6, align 8, !tbaa !28
  %639 = getelementptr inbounds i8, ptr %638, i64 1
  store ptr %639, ptr %6, align 8, !tbaa !28
  %640 = load i8, ptr %638, align 1, !tbaa !5
  %641 = zext i8 %640 to i64
  %642 = shl i64 %641, %622
  %643 = add i64 %642, %623
  %644 = add nuw nsw i64 %622, 8
  %645 = trunc i64 %643 to i32
  %646 = shl nsw i32 -1, %634
  %647 = xor i32 %646, -1
  %648 = and i32 %647, %645
  %649 = zext nneg i32 %648 to i64
  %650 = getelementptr inbounds %struct.code, ptr %635, i64 %649
  %651 = getelementptr inbounds i8, ptr %650, i64 1
  %652 = load i8, ptr %651, align 1, !tbaa !5
  %653 = zext i8 %652 to i64
  %654 = icmp ult i64 %644, %653
  br i1 %654, label %619, label %655, !llvm.loop !62

655:                                              ; preds = %633
  %656 = zext i8 %652 to i32
  %657 = trunc nuw i64 %644 to i32
  br label %658

658:                                              ; preds = %655, %590
  %659 = phi ptr [ %591, %590 ], [ %635, %655 ]
  %660 = phi i32 [ %584, %590 ], [ %637, %655 ]
  %661 = phi i64 [ %585, %590 ], [ %643, %655 ]
  %662 = phi i32 [ %586, %590 ], [ %657, %655 ]
  %663 = phi ptr [ %598, %590 ], [ %650, %655 ]
  %664 = phi i8 [ %600, %590 ], [ %652, %655 ]
  %665 = phi i32 [ %601, %590 ], [ %656, %655 ]
  %666 = getelementptr inbounds i8, ptr %663, i64 2
  %667 = load i16, ptr %666, align 2, !tbaa !40
  %668 = load i8, ptr %663, align 2, !tbaa !5
  %669 = add i8 %668, -1
  %670 = icmp ult i8 %669, 15
  br i1 %670, label %671, label %739

671:                                              ; preds = %658
  %672 = zext nneg i8 %668 to i32
  %673 = zext i16 %667 to i32
  %674 = add nuw nsw i32 %665, %672
  %675 = shl nsw i32 -1, %674
  %676 = xor i32 %675, -1
  %677 = trunc i64 %661 to i32
  %678 = and i32 %677, %676
  %679 = lshr i32 %678, %665
  %680 = add nuw i32 %679, %673
  %681 = zext i32 %680 to i64
  %682 = getelementptr inbounds %struct.code, ptr %659, i64 %681
  %683 = getelementptr inbounds i8, ptr %682, i64 1
  %684 = load i8, ptr %683, align 1, !tbaa !5
  %685 = zext i8 %684 to i32
  %686 = add nuw nsw i32 %665, %685
  %687 = icmp ugt i32 %686, %662
  br i1 %687, label %688, label %727

688:                                              ; preds = %671
  %689 = zext nneg i32 %662 to i64
  br label %690

690:                                              ; preds = %688, %702
  %691 = phi ptr [ %659, %688 ], [ %703, %702 ]
  %692 = phi i64 [ %689, %688 ], [ %712, %702 ]
  %693 = phi i64 [ %661, %688 ], [ %711, %702 ]
  %694 = phi i32 [ %660, %688 ], [ %705, %702 ]
  %695 = icmp eq i32 %694, 0
  br i1 %695, label %696, label %702

696:                                              ; preds = %690
  %697 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %698 = icmp eq i32 %697, 0
  br i1 %698, label %701, label %699

699:                                              ; preds = %696
  %700 = load ptr, ptr %35, align 8, !tbaa !45
  br label %702

701:                                              ; preds = %696
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

702:                                              ; preds = %699, %690
  %703 = phi ptr [ %700, %699 ], [ %691, %690 ]
  %704 = phi i32 [ %697, %699 ], [ %694, %690 ]
  %705 = add i32 %704, -1
  %706 = load ptr, ptr %6, align 8, !tbaa !28
  %707 = getelementptr inbounds i8, ptr %706, i64 1
  store ptr %707, ptr %6, align 8, !tbaa !28
  %708 = load i8, ptr %706, align 1, !tbaa !5
  %709 = zext i8 %708 to i64
  %710 = shl i64 %709, %692
  %711 = add i64 %710, %693
  %712 = add nuw nsw i64 %692, 8
  %713 = trunc i64 %711 to i32
  %714 = and i32 %713, %676
  %715 = lshr i32 %714, %665
  %716 = add nuw i32 %715, %673
  %717 = zext i32 %716 to i64
  %718 = getelementptr inbounds %struct.code, ptr %703, i64 %717
  %719 = getelementptr inbounds i8, ptr %718, i64 1
  %720 = load i8, ptr %719, align 1, !tbaa !5
  %721 = zext i8 %720 to i32
  %722 = add nuw nsw i32 %665, %721
  %723 = zext nneg i32 %722 to i64
  %724 = icmp ult i64 %712, %723
  br i1 %724, label %690, label %725, !llvm.loop !63

725:                                              ; preds = %702
  %726 = trunc nuw i64 %712 to i32
  br label %727

727:                                              ; preds = %725, %671
  %728 = phi i32 [ %660, %671 ], [ %705, %725 ]
  %729 = phi i64 [ %661, %671 ], [ %711, %725 ]
  %730 = phi i32 [ %662, %671 ], [ %726, %725 ]
  %731 = phi ptr [ %682, %671 ], [ %718, %725 ]
  %732 = phi i8 [ %684, %671 ], [ %720, %725 ]
  %733 = getelementptr inbounds i8, ptr %731, i64 2
  %734 = load i16, ptr %733, align 2, !tbaa !40
  %735 = load i8, ptr %731, align 2, !tbaa !5
  %736 = zext nneg i8 %664 to i64
  %737 = lshr i64 %729, %736
  %738 = sub i32 %730, %665
  br label %739

739:                                              ; preds = %658, %727
  %740 = phi i32 [ %728, %727 ], [ %660, %658 ]
  %741 = phi i64 [ %737, %727 ], [ %661, %658 ]
  %742 = phi i32 [ %738, %727 ], [ %662, %658 ]
  %743 = phi i16 [ %734, %727 ], [ %667, %658 ]
  %744 = phi i8 [ %732, %727 ], [ %664, %658 ]
  %745 = phi i8 [ %735, %727 ], [ %668, %658 ]
  %746 = zext i8 %744 to i32
  %747 = zext nneg i8 %744 to i64
  %748 = lshr i64 %741, %747
  %749 = sub i32 %742, %746
  %750 = zext i16 %743 to i32
  store i32 %750, ptr %41, align 4, !tbaa !33
  %751 = zext i8 %745 to i32
  %752 = icmp eq i8 %745, 0
  br i1 %752, label %753, label %769

753:                                              ; preds = %739
  %754 = icmp eq i32 %53, 0
  br i1 %754, label %755, label %762

755:                                              ; preds = %753
  %756 = load ptr, ptr %24, align 8, !tbaa !21
  %757 = load i32, ptr %26, align 4, !tbaa !20
  store i32 %757, ptr %16, align 8, !tbaa !23
  %758 = call i32 %3(ptr noundef %4, ptr noundef %756, i32 noundef %757) #5
  %759 = icmp eq i32 %758, 0
  br i1 %759, label %760, label %1111

760:                                              ; preds = %755
  %761 = load i32, ptr %41, align 4, !tbaa !33
  br label %762

762:                                              ; preds = %760, %753
  %763 = phi i32 [ %761, %760 ], [ %750, %753 ]
  %764 = phi ptr [ %756, %760 ], [ %51, %753 ]
  %765 = phi i32 [ %757, %760 ], [ %53, %753 ]
  %766 = trunc i32 %763 to i8
  %767 = getelementptr inbounds i8, ptr %764, i64 1
  store i8 %766, ptr %764, align 1, !tbaa !5
  %768 = add i32 %765, -1
  store i32 16200, ptr %14, align 8, !tbaa !25
  br label %1102

769:                                              ; preds = %739
  %770 = and i32 %751, 32
  %771 = icmp eq i32 %770, 0
  br i1 %771, label %773, label %772

772:                                              ; preds = %769
  store i32 16191, ptr %14, align 8, !tbaa !25
  br label %1102

773:                                              ; preds = %769
  %774 = and i32 %751, 64
  %775 = icmp eq i32 %774, 0
  br i1 %775, label %777, label %776

776:                                              ; preds = %773
  store ptr @.str.9, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

777:                                              ; preds = %773
  %778 = and i32 %751, 15
  store i32 %778, ptr %42, align 4, !tbaa !64
  %779 = icmp eq i32 %778, 0
  br i1 %779, label %823, label %780

780:                                              ; preds = %777
  %781 = icmp ult i32 %749, %778
  br i1 %781, label %782, label %809

782:                                              ; preds = %780, %794
  %783 = phi i32 [ %795, %794 ], [ %778, %780 ]
  %784 = phi i32 [ %805, %794 ], [ %749, %780 ]
  %785 = phi i64 [ %804, %794 ], [ %748, %780 ]
  %786 = phi i32 [ %797, %794 ], [ %740, %780 ]
  %787 = icmp eq i32 %786, 0
  br i1 %787, label %788, label %794

788:                                              ; preds = %782
  %789 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %790 = icmp eq i32 %789, 0
  br i1 %790, label %793, label %791

791:                                              ; preds = %788
  %792 = load i32, ptr %42, align 4, !tbaa !64
  br label %794

793:                                              ; preds = %788
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

794:                                              ; preds = %791, %782
  %795 = phi i32 [ %792, %791 ], [ %783, %782 ]
  %796 = phi i32 [ %789, %791 ], [ %786, %782 ]
  %797 = add i32 %796, -1
  %798 = load ptr, ptr %6, align 8, !tbaa !28
  %799 = getelementptr inbounds i8, ptr %798, i64 1
  store ptr %799, ptr %6, align 8, !tbaa !28
  %800 = load i8, ptr %798, align 1, !tbaa !5
  %801 = zext i8 %800 to i64
  %802 = zext nneg i32 %784 to i64
  %803 = shl i64 %801, %802
  %804 = add i64 %803, %785
  %805 = add i32 %784, 8
  %806 = icmp ult i32 %805, %795
  br i1 %806, label %782, label %807, !llvm.loop !65

807:                                              ; preds = %794
  %808 = load i32, ptr %41, align 4, !tbaa !33
  br label %809

809:                                              ; preds = %807, %780
  %810 = phi i32 [ %750, %780 ], [ %808, %807 ]
  %811 = phi i32 [ %740, %780 ], [ %797, %807 ]
  %812 = phi i64 [ %748, %780 ], [ %804, %807 ]
  %813 = phi i32 [ %749, %780 ], [ %805, %807 ]
  %814 = phi i32 [ %778, %780 ], [ %795, %807 ]
  %815 = trunc i64 %812 to i32
  %816 = shl nsw i32 -1, %814
  %817 = xor i32 %816, -1
  %818 = and i32 %817, %815
  %819 = add i32 %810, %818
  store i32 %819, ptr %41, align 4, !tbaa !33
  %820 = zext nneg i32 %814 to i64
  %821 = lshr i64 %812, %820
  %822 = sub i32 %813, %814
  br label %823

823:                                              ; preds = %809, %777
  %824 = phi i32 [ %811, %809 ], [ %740, %777 ]
  %825 = phi i64 [ %821, %809 ], [ %748, %777 ]
  %826 = phi i32 [ %822, %809 ], [ %749, %777 ]
  %827 = load ptr, ptr %39, align 8, !tbaa !56
  %828 = trunc i64 %825 to i32
  %829 = load i32, ptr %40, align 4, !tbaa !57
  %830 = shl nsw i32 -1, %829
  %831 = xor i32 %830, -1
  %832 = and i32 %831, %828
  %833 = zext nneg i32 %832 to i64
  %834 = getelementptr inbounds %struct.code, ptr %827, i64 %833
  %835 = getelementptr inbounds i8, ptr %834, i64 1
  %836 = load i8, ptr %835, align 1, !tbaa !5
  %837 = zext i8 %836 to i32
  %838 = icmp ult i32 %826, %837
  br i1 %838, label %839, label %880

839:                                              ; preds = %823
  %840 = zext nneg i32 %826 to i64
  br label %841

841:                                              ; preds = %839, %855
  %842 = phi i32 [ %829, %839 ], [ %856, %855 ]
  %843 = phi ptr [ %827, %839 ], [ %857, %855 ]
  %844 = phi i64 [ %840, %839 ], [ %866, %855 ]
  %845 = phi i64 [ %825, %839 ], [ %865, %855 ]
  %846 = phi i32 [ %824, %839 ], [ %859, %855 ]
  %847 = icmp eq i32 %846, 0
  br i1 %847, label %848, label %855

848:                                              ; preds = %841
  %849 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %850 = icmp eq i32 %849, 0
  br i1 %850, label %854, label %851

851:                                              ; preds = %848
  %852 = load ptr, ptr %39, align 8, !tbaa !56
  %853 = load i32, ptr %40, align 4, !tbaa !57
  br label %855

854:                                              ; preds = %848
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

855:                                              ; preds = %851, %841
  %856 = phi i32 [ %853, %851 ], [ %842, %841 ]
  %857 = phi ptr [ %852, %851 ], [ %843, %841 ]
  %858 = phi i32 [ %849, %851 ], [ %846, %841 ]
  %859 = add i32 %858, -1
  %860 = load ptr, ptr %6, align 8, !tbaa !28
  %861 = getelementptr inbounds i8, ptr %860, i64 1
  store ptr %861, ptr %6, align 8, !tbaa !28
  %862 = load i8, ptr %860, align 1, !tbaa !5
  %863 = zext i8 %862 to i64
  %864 = shl i64 %863, %844
  %865 = add i64 %864, %845
  %866 = add nuw nsw i64 %844, 8
  %867 = trunc i64 %865 to i32
  %868 = shl nsw i32 -1, %856
  %869 = xor i32 %868, -1
  %870 = and i32 %869, %867
  %871 = zext nneg i32 %870 to i64
  %872 = getelementptr inbounds %struct.code, ptr %857, i64 %871
  %873 = getelementptr inbounds i8, ptr %872, i64 1
  %874 = load i8, ptr %873, align 1, !tbaa !5
  %875 = zext i8 %874 to i64
  %876 = icmp ult i64 %866, %875
  br i1 %876, label %841, label %877, !llvm.loop !66

877:                                              ; preds = %855
  %878 = zext i8 %874 to i32
  %879 = trunc nuw i64 %866 to i32
  br label %880

880:                                              ; preds = %877, %823
  %881 = phi ptr [ %827, %823 ], [ %857, %877 ]
  %882 = phi i32 [ %824, %823 ], [ %859, %877 ]
  %883 = phi i64 [ %825, %823 ], [ %865, %877 ]
  %884 = phi i32 [ %826, %823 ], [ %879, %877 ]
  %885 = phi ptr [ %834, %823 ], [ %872, %877 ]
  %886 = phi i8 [ %836, %823 ], [ %874, %877 ]
  %887 = phi i32 [ %837, %823 ], [ %878, %877 ]
  %888 = getelementptr inbounds i8, ptr %885, i64 2
  %889 = load i16, ptr %888, align 2, !tbaa !40
  %890 = load i8, ptr %885, align 2, !tbaa !5
  %891 = icmp ult i8 %890, 16
  br i1 %891, label %892, label %960

892:                                              ; preds = %880
  %893 = zext nneg i8 %890 to i32
  %894 = zext i16 %889 to i32
  %895 = add nuw nsw i32 %887, %893
  %896 = shl nsw i32 -1, %895
  %897 = xor i32 %896, -1
  %898 = trunc i64 %883 to i32
  %899 = and i32 %898, %897
  %900 = lshr i32 %899, %887
  %901 = add nuw i32 %900, %894
  %902 = zext i32 %901 to i64
  %903 = getelementptr inbounds %struct.code, ptr %881, i64 %902
  %904 = getelementptr inbounds i8, ptr %903, i64 1
  %905 = load i8, ptr %904, align 1, !tbaa !5
  %906 = zext i8 %905 to i32
  %907 = add nuw nsw i32 %887, %906
  %908 = icmp ugt i32 %907, %884
  br i1 %908, label %909, label %948

909:                                              ; preds = %892
  %910 = zext nneg i32 %884 to i64
  br label %911

911:                                              ; preds = %909, %923
  %912 = phi ptr [ %881, %909 ], [ %924, %923 ]
  %913 = phi i64 [ %910, %909 ], [ %933, %923 ]
  %914 = phi i64 [ %883, %909 ], [ %932, %923 ]
  %915 = phi i32 [ %882, %909 ], [ %926, %923 ]
  %916 = icmp eq i32 %915, 0
  br i1 %916, label %917, label %923

917:                                              ; preds = %911
  %918 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %919 = icmp eq i32 %918, 0
  br i1 %919, label %922, label %920

920:                                              ; preds = %917
  %921 = load ptr, ptr %39, align 8, !tbaa !56
  br label %923

922:                                              ; preds = %917
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

923:                                              ; preds = %920, %911
  %924 = phi ptr [ %921, %920 ], [ %912, %911 ]
  %925 = phi i32 [ %918, %920 ], [ %915, %911 ]
  %926 = add i32 %925, -1
  %927 = load ptr, ptr %6, align 8, !tbaa !28
  %928 = getelementptr inbounds i8, ptr %927, i64 1
  store ptr %928, ptr %6, align 8, !tbaa !28
  %929 = load i8, ptr %927, align 1, !tbaa !5
  %930 = zext i8 %929 to i64
  %931 = shl i64 %930, %913
  %932 = add i64 %931, %914
  %933 = add nuw nsw i64 %913, 8
  %934 = trunc i64 %932 to i32
  %935 = and i32 %934, %897
  %936 = lshr i32 %935, %887
  %937 = add nuw i32 %936, %894
  %938 = zext i32 %937 to i64
  %939 = getelementptr inbounds %struct.code, ptr %924, i64 %938
  %940 = getelementptr inbounds i8, ptr %939, i64 1
  %941 = load i8, ptr %940, align 1, !tbaa !5
  %942 = zext i8 %941 to i32
  %943 = add nuw nsw i32 %887, %942
  %944 = zext nneg i32 %943 to i64
  %945 = icmp ult i64 %933, %944
  br i1 %945, label %911, label %946, !llvm.loop !67

946:                                              ; preds = %923
  %947 = trunc nuw i64 %933 to i32
  br label %948

948:                                              ; preds = %946, %892
  %949 = phi i32 [ %882, %892 ], [ %926, %946 ]
  %950 = phi i64 [ %883, %892 ], [ %932, %946 ]
  %951 = phi i32 [ %884, %892 ], [ %947, %946 ]
  %952 = phi ptr [ %903, %892 ], [ %939, %946 ]
  %953 = phi i8 [ %905, %892 ], [ %941, %946 ]
  %954 = getelementptr inbounds i8, ptr %952, i64 2
  %955 = load i16, ptr %954, align 2, !tbaa !40
  %956 = load i8, ptr %952, align 2, !tbaa !5
  %957 = zext nneg i8 %886 to i64
  %958 = lshr i64 %950, %957
  %959 = sub i32 %951, %887
  br label %960

960:                                              ; preds = %880, %948
  %961 = phi i32 [ %949, %948 ], [ %882, %880 ]
  %962 = phi i64 [ %958, %948 ], [ %883, %880 ]
  %963 = phi i32 [ %959, %948 ], [ %884, %880 ]
  %964 = phi i16 [ %955, %948 ], [ %889, %880 ]
  %965 = phi i8 [ %953, %948 ], [ %886, %880 ]
  %966 = phi i8 [ %956, %948 ], [ %890, %880 ]
  %967 = zext i8 %965 to i32
  %968 = zext nneg i8 %965 to i64
  %969 = lshr i64 %962, %968
  %970 = sub i32 %963, %967
  %971 = zext i8 %966 to i32
  %972 = and i32 %971, 64
  %973 = icmp eq i32 %972, 0
  br i1 %973, label %975, label %974

974:                                              ; preds = %960
  store ptr @.str.10, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

975:                                              ; preds = %960
  %976 = zext i16 %964 to i32
  store i32 %976, ptr %43, align 8, !tbaa !68
  %977 = and i32 %971, 15
  store i32 %977, ptr %42, align 4, !tbaa !64
  %978 = icmp eq i32 %977, 0
  br i1 %978, label %1022, label %979

979:                                              ; preds = %975
  %980 = icmp ult i32 %970, %977
  br i1 %980, label %981, label %1008

981:                                              ; preds = %979, %993
  %982 = phi i32 [ %994, %993 ], [ %977, %979 ]
  %983 = phi i32 [ %1004, %993 ], [ %970, %979 ]
  %984 = phi i64 [ %1003, %993 ], [ %969, %979 ]
  %985 = phi i32 [ %996, %993 ], [ %961, %979 ]
  %986 = icmp eq i32 %985, 0
  br i1 %986, label %987, label %993

987:                                              ; preds = %981
  %988 = call i32 %1(ptr noundef %2, ptr noundef nonnull %6) #5
  %989 = icmp eq i32 %988, 0
  br i1 %989, label %992, label %990

990:                                              ; preds = %987
  %991 = load i32, ptr %42, align 4, !tbaa !64
  br label %993

992:                                              ; preds = %987
  store ptr null, ptr %6, align 8, !tbaa !28
  br label %1111

993:                                              ; preds = %990, %981
  %994 = phi i32 [ %991, %990 ], [ %982, %981 ]
  %995 = phi i32 [ %988, %990 ], [ %985, %981 ]
  %996 = add i32 %995, -1
  %997 = load ptr, ptr %6, align 8, !tbaa !28
  %998 = getelementptr inbounds i8, ptr %997, i64 1
  store ptr %998, ptr %6, align 8, !tbaa !28
  %999 = load i8, ptr %997, align 1, !tbaa !5
  %1000 = zext i8 %999 to i64
  %1001 = zext nneg i32 %983 to i64
  %1002 = shl i64 %1000, %1001
  %1003 = add i64 %1002, %984
  %1004 = add i32 %983, 8
  %1005 = icmp ult i32 %1004, %994
  br i1 %1005, label %981, label %1006, !llvm.loop !69

1006:                                             ; preds = %993
  %1007 = load i32, ptr %43, align 8, !tbaa !68
  br label %1008

1008:                                             ; preds = %1006, %979
  %1009 = phi i32 [ %976, %979 ], [ %1007, %1006 ]
  %1010 = phi i32 [ %961, %979 ], [ %996, %1006 ]
  %1011 = phi i64 [ %969, %979 ], [ %1003, %1006 ]
  %1012 = phi i32 [ %970, %979 ], [ %1004, %1006 ]
  %1013 = phi i32 [ %977, %979 ], [ %994, %1006 ]
  %1014 = trunc i64 %1011 to i32
  %1015 = shl nsw i32 -1, %1013
  %1016 = xor i32 %1015, -1
  %1017 = and i32 %1016, %1014
  %1018 = add i32 %1009, %1017
  store i32 %1018, ptr %43, align 8, !tbaa !68
  %1019 = zext nneg i32 %1013 to i64
  %1020 = lshr i64 %1011, %1019
  %1021 = sub i32 %1012, %1013
  br label %1022

1022:                                             ; preds = %1008, %975
  %1023 = phi i32 [ %1018, %1008 ], [ %976, %975 ]
  %1024 = phi i32 [ %1010, %1008 ], [ %961, %975 ]
  %1025 = phi i64 [ %1020, %1008 ], [ %969, %975 ]
  %1026 = phi i32 [ %1021, %1008 ], [ %970, %975 ]
  %1027 = load i32, ptr %26, align 4, !tbaa !20
  %1028 = load i32, ptr %16, align 8, !tbaa !23
  %1029 = icmp ult i32 %1028, %1027
  %1030 = select i1 %1029, i32 %53, i32 0
  %1031 = sub i32 %1027, %1030
  %1032 = icmp ugt i32 %1023, %1031
  br i1 %1032, label %1033, label %1034

1033:                                             ; preds = %1022
  store ptr @.str.11, ptr %13, align 8, !tbaa !8
  store i32 16209, ptr %14, align 8, !tbaa !25
  br label %1102

1034:                                             ; preds = %1022, %1097
  %1035 = phi ptr [ %1098, %1097 ], [ %51, %1022 ]
  %1036 = phi i32 [ %1099, %1097 ], [ %53, %1022 ]
  %1037 = icmp eq i32 %1036, 0
  %1038 = load i32, ptr %26, align 4, !tbaa !20
  br i1 %1037, label %1039, label %1045

1039:                                             ; preds = %1034
  %1040 = load ptr, ptr %24, align 8, !tbaa !21
  store i32 %1038, ptr %16, align 8, !tbaa !23
  %1041 = call i32 %3(ptr noundef %4, ptr noundef %1040, i32 noundef %1038) #5
  %1042 = icmp eq i32 %1041, 0
  br i1 %1042, label %1043, label %1111

1043:                                             ; preds = %1039
  %1044 = load i32, ptr %26, align 4, !tbaa !20
  br label %1045

1045:                                             ; preds = %1043, %1034
  %1046 = phi i32 [ %1044, %1043 ], [ %1038, %1034 ]
  %1047 = phi ptr [ %1040, %1043 ], [ %1035, %1034 ]
  %1048 = phi i32 [ %1038, %1043 ], [ %1036, %1034 ]
  %1049 = load i32, ptr %43, align 8, !tbaa !68
  %1050 = sub i32 %1046, %1049
  %1051 = icmp ult i32 %1050, %1048
  %1052 = zext i32 %1050 to i64
  %1053 = zext i32 %1049 to i64
  %1054 = sub nsw i64 0, %1053
  %1055 = select i1 %1051, i32 %1050, i32 0
  %1056 = sub i32 %1048, %1055
  %1057 = select i1 %1051, i64 %1052, i64 %1054
  %1058 = getelementptr i8, ptr %1047, i64 %1057
  %1059 = load i32, ptr %41, align 4, !tbaa !33
  %1060 = call i32 @llvm.umin.i32(i32 %1056, i32 %1059)
  %1061 = sub i32 %1059, %1060
  store i32 %1061, ptr %41, align 4, !tbaa !33
  %1062 = add i32 %1060, -1
  %1063 = zext i32 %1062 to i64
  %1064 = add nuw nsw i64 %1063, 1
  %1065 = icmp ult i32 %1062, 15
  %1066 = add nsw i64 %1057, 31
  %1067 = icmp ult i64 %1066, 32
  %1068 = select i1 %1065, i1 true, i1 %1067
  br i1 %1068, label %1084, label %1069

1069:                                             ; preds = %1045
  %1070 = and i64 %1064, 8589934576
  %1071 = getelementptr i8, ptr %1047, i64 %1070
  %1072 = trunc i64 %1070 to i32
  %1073 = sub i32 %1060, %1072
  %1074 = getelementptr i8, ptr %1058, i64 %1070
  br label %1075

1075:                                             ; preds = %1075, %1069
  %1076 = phi i64 [ 0, %1069 ], [ %1080, %1075 ]
  %1077 = getelementptr i8, ptr %1047, i64 %1076
  %1078 = getelementptr i8, ptr %1058, i64 %1076
  %1079 = load <16 x i8>, ptr %1078, align 1, !tbaa !5
  store <16 x i8> %1079, ptr %1077, align 1, !tbaa !5
  %1080 = add nuw i64 %1076, 16
  %1081 = icmp eq i64 %1080, %1070
  br i1 %1081, label %1082, label %1075, !llvm.loop !70

1082:                                             ; preds = %1075
  %1083 = icmp eq i64 %1064, %1070
  br i1 %1083, label %1097, label %1084

1084:                                             ; preds = %1082, %1045
  %1085 = phi ptr [ %1047, %1045 ], [ %1071, %1082 ]
  %1086 = phi i32 [ %1060, %1045 ], [ %1073, %1082 ]
  %1087 = phi ptr [ %1058, %1045 ], [ %1074, %1082 ]
  br label %1088

1088:                                             ; preds = %1084, %1088
  %1089 = phi ptr [ %1094, %1088 ], [ %1085, %1084 ]
  %1090 = phi i32 [ %1095, %1088 ], [ %1086, %1084 ]
  %1091 = phi ptr [ %1092, %1088 ], [ %1087, %1084 ]
  %1092 = getelementptr inbounds i8, ptr %1091, i64 1
  %1093 = load i8, ptr %1091, align 1, !tbaa !5
  %1094 = getelementptr inbounds i8, ptr %1089, i64 1
  store i8 %1093, ptr %1089, align 1, !tbaa !5
  %1095 = add i32 %1090, -1
  %1096 = icmp eq i32 %1095, 0
  br i1 %1096, label %1097, label %1088, !llvm.loop !71

1097:                                             ; preds = %1088, %1082
  %1098 = phi ptr [ %1071, %1082 ], [ %1094, %1088 ]
  %1099 = sub i32 %1048, %1060
  %1100 = load i32, ptr %41, align 4, !tbaa !33
  %1101 = icmp eq i32 %1100, 0
  br i1 %1101, label %1102, label %1034, !llvm.loop !72

1102:                                             ; preds = %1097, %425, %539, %558, %1033, %974, %776, %772, %762, %612, %581, %572, %568, %291, %224, %180, %142, %99, %68
  %1103 = phi ptr [ %613, %612 ], [ %767, %762 ], [ %51, %772 ], [ %51, %776 ], [ %51, %974 ], [ %51, %1033 ], [ %51, %224 ], [ %51, %291 ], [ %51, %558 ], [ %51, %568 ], [ %51, %572 ], [ %51, %581 ], [ %51, %142 ], [ %181, %180 ], [ %51, %68 ], [ %51, %99 ], [ %51, %539 ], [ %51, %425 ], [ %1098, %1097 ]
  %1104 = phi i32 [ %616, %612 ], [ %740, %762 ], [ %740, %772 ], [ %740, %776 ], [ %961, %974 ], [ %1024, %1033 ], [ %207, %224 ], [ %264, %291 ], [ %560, %558 ], [ %560, %568 ], [ %560, %572 ], [ %560, %581 ], [ %135, %142 ], [ %182, %180 ], [ %52, %68 ], [ %88, %99 ], [ %505, %539 ], [ %417, %425 ], [ %1024, %1097 ]
  %1105 = phi i32 [ %614, %612 ], [ %768, %762 ], [ %53, %772 ], [ %53, %776 ], [ %53, %974 ], [ %53, %1033 ], [ %53, %224 ], [ %53, %291 ], [ %53, %558 ], [ %53, %568 ], [ %53, %572 ], [ %53, %581 ], [ %53, %142 ], [ %183, %180 ], [ %53, %68 ], [ %53, %99 ], [ %53, %539 ], [ %53, %425 ], [ %1099, %1097 ]
  %1106 = phi i64 [ %617, %612 ], [ %748, %762 ], [ %748, %772 ], [ %748, %776 ], [ %969, %974 ], [ %1025, %1033 ], [ %219, %224 ], [ %275, %291 ], [ %561, %558 ], [ %561, %568 ], [ %561, %572 ], [ %561, %581 ], [ %136, %142 ], [ 0, %180 ], [ %71, %68 ], [ %101, %99 ], [ %506, %539 ], [ %421, %425 ], [ %1025, %1097 ]
  %1107 = phi i32 [ %618, %612 ], [ %749, %762 ], [ %749, %772 ], [ %749, %776 ], [ %970, %974 ], [ %1026, %1033 ], [ %220, %224 ], [ %276, %291 ], [ %562, %558 ], [ %562, %568 ], [ %562, %572 ], [ %562, %581 ], [ %137, %142 ], [ 0, %180 ], [ %72, %68 ], [ %102, %99 ], [ %507, %539 ], [ %422, %425 ], [ %1026, %1097 ]
  %1108 = load i32, ptr %14, align 8, !tbaa !25
  br label %49, !llvm.loop !73

1109:                                             ; preds = %49
  br label %1111

1110:                                             ; preds = %49
  br label %1111

1111:                                             ; preds = %755, %1039, %160, %49, %1110, %1109, %992, %922, %854, %793, %701, %632, %478, %444, %402, %328, %247, %192, %156, %120, %76
  %1112 = phi i32 [ 0, %793 ], [ 0, %992 ], [ 0, %922 ], [ 0, %854 ], [ 0, %701 ], [ 0, %632 ], [ 0, %192 ], [ 0, %247 ], [ 0, %402 ], [ 0, %444 ], [ 0, %478 ], [ 0, %328 ], [ 0, %120 ], [ 0, %156 ], [ 0, %76 ], [ %52, %1109 ], [ %52, %49 ], [ %158, %160 ], [ %1024, %1039 ], [ %740, %755 ], [ %52, %1110 ]
  %1113 = phi i32 [ %53, %793 ], [ %53, %992 ], [ %53, %922 ], [ %53, %854 ], [ %53, %701 ], [ %53, %632 ], [ %53, %192 ], [ %53, %247 ], [ %53, %402 ], [ %53, %444 ], [ %53, %478 ], [ %53, %328 ], [ %53, %120 ], [ %148, %156 ], [ %53, %76 ], [ %53, %1109 ], [ %53, %49 ], [ %162, %160 ], [ %1038, %1039 ], [ %757, %755 ], [ %53, %1110 ]
  %1114 = phi i1 [ false, %793 ], [ false, %992 ], [ false, %922 ], [ false, %854 ], [ false, %701 ], [ false, %632 ], [ false, %192 ], [ false, %247 ], [ false, %402 ], [ false, %444 ], [ false, %478 ], [ false, %328 ], [ false, %120 ], [ false, %156 ], [ false, %76 ], [ true, %1109 ], [ false, %49 ], [ false, %160 ], [ false, %1039 ], [ false, %755 ], [ false, %1110 ]
  %1115 = phi i32 [ -5, %793 ], [ -5, %992 ], [ -5, %922 ], [ -5, %854 ], [ -5, %701 ], [ -5, %632 ], [ -5, %192 ], [ -5, %247 ], [ -5, %402 ], [ -5, %444 ], [ -5, %478 ], [ -5, %328 ], [ -5, %120 ], [ -5, %156 ], [ -5, %76 ], [ 1, %1109 ], [ -2, %49 ], [ -5, %160 ], [ -5, %1039 ], [ -5, %755 ], [ -3, %1110 ]
  %1116 = load i32, ptr %26, align 4, !tbaa !20
  %1117 = icmp ult i32 %1113, %1116
  br i1 %1117, label %1118, label %1125

1118:                                             ; preds = %1111
  %1119 = load ptr, ptr %24, align 8, !tbaa !21
  %1120 = sub i32 %1116, %1113
  %1121 = call i32 %3(ptr noundef %4, ptr noundef %1119, i32 noundef %1120) #5
  %1122 = icmp ne i32 %1121, 0
  %1123 = and i1 %1114, %1122
  %1124 = select i1 %1123, i32 -5, i32 %1115
  br label %1125

1125:                                             ; preds = %1118, %1111
  %1126 = phi i32 [ %1124, %1118 ], [ %1115, %1111 ]
  %1127 = load ptr, ptr %6, align 8, !tbaa !28
  store ptr %1127, ptr %0, align 8, !tbaa !27
  store i32 %1112, ptr %46, align 8, !tbaa !29
  br label %1128

1128:                                             ; preds = %5, %8, %1125
  %1129 = phi i32 [ %1126, %1125 ], [ -2, %8 ], [ -2, %5 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  ret i32 %1129
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
!30 = distinct !{!30, !31, !32}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !{!18, !11, i64 92}
!34 = distinct !{!34, !31, !32}
!35 = distinct !{!35, !31, !32}
!36 = !{!18, !11, i64 132}
!37 = !{!18, !11, i64 136}
!38 = !{!18, !11, i64 128}
!39 = !{!18, !11, i64 140}
!40 = !{!41, !41, i64 0}
!41 = !{!"short", !6, i64 0}
!42 = distinct !{!42, !31, !32}
!43 = distinct !{!43, !31, !32}
!44 = !{!18, !10, i64 144}
!45 = !{!18, !10, i64 104}
!46 = !{!18, !11, i64 120}
!47 = distinct !{!47, !32}
!48 = distinct !{!48, !31, !32}
!49 = distinct !{!49, !31, !32}
!50 = distinct !{!50, !31, !32}
!51 = distinct !{!51, !31, !32, !52, !53}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = distinct !{!54, !31, !32, !52}
!55 = distinct !{!55, !31, !32}
!56 = !{!18, !10, i64 112}
!57 = !{!18, !11, i64 124}
!58 = !{!9, !10, i64 24}
!59 = !{!9, !11, i64 32}
!60 = !{!18, !12, i64 80}
!61 = !{!18, !11, i64 88}
!62 = distinct !{!62, !32}
!63 = distinct !{!63, !32}
!64 = !{!18, !11, i64 100}
!65 = distinct !{!65, !31, !32}
!66 = distinct !{!66, !32}
!67 = distinct !{!67, !32}
!68 = !{!18, !11, i64 96}
!69 = distinct !{!69, !31, !32}
!70 = distinct !{!70, !31, !32, !52, !53}
!71 = distinct !{!71, !31, !32, !52}
!72 = distinct !{!72, !31, !32}
!73 = distinct !{!73, !32}
