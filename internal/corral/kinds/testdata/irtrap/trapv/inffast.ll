; ModuleID = 'zlib/inffast.c'
source_filename = "zlib/inffast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.code = type { i8, i8, i16 }

@.str = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @inflate_fast(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = load ptr, ptr %0, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !13
  %8 = add i32 %7, -5
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %5, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load i32, ptr %13, align 8, !tbaa !15
  %15 = sub i32 %1, %14
  %16 = zext i32 %15 to i64
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, ptr %12, i64 %17
  %19 = add i32 %14, -257
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr %12, i64 %20
  %22 = getelementptr inbounds i8, ptr %4, i64 60
  %23 = load i32, ptr %22, align 4, !tbaa !16
  %24 = getelementptr inbounds i8, ptr %4, i64 64
  %25 = load i32, ptr %24, align 8, !tbaa !18
  %26 = getelementptr inbounds i8, ptr %4, i64 68
  %27 = load i32, ptr %26, align 4, !tbaa !19
  %28 = getelementptr inbounds i8, ptr %4, i64 72
  %29 = load ptr, ptr %28, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %4, i64 80
  %31 = load i64, ptr %30, align 8, !tbaa !21
  %32 = getelementptr inbounds i8, ptr %4, i64 88
  %33 = load i32, ptr %32, align 8, !tbaa !22
  %34 = getelementptr inbounds i8, ptr %4, i64 104
  %35 = load ptr, ptr %34, align 8, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %4, i64 112
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %4, i64 120
  %39 = load i32, ptr %38, align 8, !tbaa !25
  %40 = shl nsw i32 -1, %39
  %41 = xor i32 %40, -1
  %42 = getelementptr inbounds i8, ptr %4, i64 124
  %43 = load i32, ptr %42, align 4, !tbaa !26
  %44 = shl nsw i32 -1, %43
  %45 = xor i32 %44, -1
  %46 = zext nneg i32 %41 to i64
  %47 = zext nneg i32 %45 to i64
  %48 = ptrtoint ptr %18 to i64
  %49 = getelementptr inbounds i8, ptr %4, i64 7144
  %50 = icmp eq i32 %27, 0
  %51 = add i32 %27, %23
  br label %52

52:                                               ; preds = %403, %2
  %53 = phi i32 [ %33, %2 ], [ %404, %403 ]
  %54 = phi i64 [ %31, %2 ], [ %405, %403 ]
  %55 = phi ptr [ %12, %2 ], [ %406, %403 ]
  %56 = phi ptr [ %5, %2 ], [ %407, %403 ]
  %57 = icmp ult i32 %53, 15
  br i1 %57, label %58, label %73

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %56, i64 1
  %60 = load i8, ptr %56, align 1, !tbaa !27
  %61 = zext i8 %60 to i64
  %62 = zext nneg i32 %53 to i64
  %63 = shl nuw nsw i64 %61, %62
  %64 = add i64 %63, %54
  %65 = add nuw nsw i32 %53, 8
  %66 = getelementptr inbounds i8, ptr %56, i64 2
  %67 = load i8, ptr %59, align 1, !tbaa !27
  %68 = zext i8 %67 to i64
  %69 = zext nneg i32 %65 to i64
  %70 = shl nuw nsw i64 %68, %69
  %71 = add i64 %64, %70
  %72 = or disjoint i32 %53, 16
  br label %73

73:                                               ; preds = %58, %52
  %74 = phi i32 [ %72, %58 ], [ %53, %52 ]
  %75 = phi i64 [ %71, %58 ], [ %54, %52 ]
  %76 = phi ptr [ %66, %58 ], [ %56, %52 ]
  %77 = and i64 %75, %46
  %78 = getelementptr inbounds %struct.code, ptr %35, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 1
  %80 = load i8, ptr %79, align 1, !tbaa !28
  %81 = zext i8 %80 to i32
  %82 = zext nneg i8 %80 to i64
  %83 = lshr i64 %75, %82
  %84 = sub i32 %74, %81
  %85 = load i8, ptr %78, align 2, !tbaa !31
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %87, label %95

87:                                               ; preds = %382, %73
  %88 = phi ptr [ %78, %73 ], [ %391, %382 ]
  %89 = phi i64 [ %83, %73 ], [ %396, %382 ]
  %90 = phi i32 [ %84, %73 ], [ %397, %382 ]
  %91 = getelementptr inbounds i8, ptr %88, i64 2
  %92 = load i16, ptr %91, align 2, !tbaa !32
  %93 = trunc i16 %92 to i8
  %94 = getelementptr inbounds i8, ptr %55, i64 1
  store i8 %93, ptr %55, align 1, !tbaa !27
  br label %403

95:                                               ; preds = %73, %382
  %96 = phi i8 [ %398, %382 ], [ %85, %73 ]
  %97 = phi i32 [ %397, %382 ], [ %84, %73 ]
  %98 = phi i64 [ %396, %382 ], [ %83, %73 ]
  %99 = phi ptr [ %391, %382 ], [ %78, %73 ]
  %100 = zext i8 %96 to i32
  %101 = and i32 %100, 16
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %379, label %103

103:                                              ; preds = %95
  %104 = getelementptr inbounds i8, ptr %99, i64 2
  %105 = load i16, ptr %104, align 2, !tbaa !32
  %106 = zext i16 %105 to i32
  %107 = and i32 %100, 15
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %131, label %109

109:                                              ; preds = %103
  %110 = icmp ult i32 %97, %107
  br i1 %110, label %111, label %119

111:                                              ; preds = %109
  %112 = getelementptr inbounds i8, ptr %76, i64 1
  %113 = load i8, ptr %76, align 1, !tbaa !27
  %114 = zext i8 %113 to i64
  %115 = zext nneg i32 %97 to i64
  %116 = shl nuw nsw i64 %114, %115
  %117 = add i64 %116, %98
  %118 = add nuw nsw i32 %97, 8
  br label %119

119:                                              ; preds = %111, %109
  %120 = phi i32 [ %118, %111 ], [ %97, %109 ]
  %121 = phi i64 [ %117, %111 ], [ %98, %109 ]
  %122 = phi ptr [ %112, %111 ], [ %76, %109 ]
  %123 = trunc i64 %121 to i32
  %124 = shl nsw i32 -1, %107
  %125 = xor i32 %124, -1
  %126 = and i32 %123, %125
  %127 = add nuw nsw i32 %126, %106
  %128 = zext nneg i32 %107 to i64
  %129 = lshr i64 %121, %128
  %130 = sub i32 %120, %107
  br label %131

131:                                              ; preds = %119, %103
  %132 = phi i32 [ %130, %119 ], [ %97, %103 ]
  %133 = phi i64 [ %129, %119 ], [ %98, %103 ]
  %134 = phi ptr [ %122, %119 ], [ %76, %103 ]
  %135 = phi i32 [ %127, %119 ], [ %106, %103 ]
  %136 = icmp ult i32 %132, 15
  br i1 %136, label %137, label %152

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %134, i64 1
  %139 = load i8, ptr %134, align 1, !tbaa !27
  %140 = zext i8 %139 to i64
  %141 = zext nneg i32 %132 to i64
  %142 = shl nuw nsw i64 %140, %141
  %143 = add i64 %142, %133
  %144 = add nuw nsw i32 %132, 8
  %145 = getelementptr inbounds i8, ptr %134, i64 2
  %146 = load i8, ptr %138, align 1, !tbaa !27
  %147 = zext i8 %146 to i64
  %148 = zext nneg i32 %144 to i64
  %149 = shl nuw nsw i64 %147, %148
  %150 = add i64 %143, %149
  %151 = or disjoint i32 %132, 16
  br label %152

152:                                              ; preds = %137, %131
  %153 = phi i32 [ %151, %137 ], [ %132, %131 ]
  %154 = phi i64 [ %150, %137 ], [ %133, %131 ]
  %155 = phi ptr [ %145, %137 ], [ %134, %131 ]
  %156 = and i64 %154, %47
  %157 = getelementptr inbounds %struct.code, ptr %37, i64 %156
  %158 = getelementptr inbounds i8, ptr %157, i64 1
  %159 = load i8, ptr %158, align 1, !tbaa !28
  %160 = zext i8 %159 to i32
  %161 = zext nneg i8 %159 to i64
  %162 = lshr i64 %154, %161
  %163 = sub i32 %153, %160
  %164 = load i8, ptr %157, align 2, !tbaa !31
  %165 = zext i8 %164 to i32
  %166 = and i32 %165, 16
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %352, label %168

168:                                              ; preds = %359, %152
  %169 = phi ptr [ %157, %152 ], [ %368, %359 ]
  %170 = phi i64 [ %162, %152 ], [ %373, %359 ]
  %171 = phi i32 [ %163, %152 ], [ %374, %359 ]
  %172 = phi i32 [ %165, %152 ], [ %376, %359 ]
  %173 = getelementptr inbounds i8, ptr %169, i64 2
  %174 = load i16, ptr %173, align 2, !tbaa !32
  %175 = zext i16 %174 to i32
  %176 = and i32 %172, 15
  %177 = icmp ult i32 %171, %176
  br i1 %177, label %178, label %195

178:                                              ; preds = %168
  %179 = getelementptr inbounds i8, ptr %155, i64 1
  %180 = load i8, ptr %155, align 1, !tbaa !27
  %181 = zext i8 %180 to i64
  %182 = zext nneg i32 %171 to i64
  %183 = shl nuw nsw i64 %181, %182
  %184 = add i64 %183, %170
  %185 = add nuw nsw i32 %171, 8
  %186 = icmp ult i32 %185, %176
  br i1 %186, label %187, label %195

187:                                              ; preds = %178
  %188 = getelementptr inbounds i8, ptr %155, i64 2
  %189 = load i8, ptr %179, align 1, !tbaa !27
  %190 = zext i8 %189 to i64
  %191 = zext nneg i32 %185 to i64
  %192 = shl nuw nsw i64 %190, %191
  %193 = add i64 %192, %184
  %194 = add nuw nsw i32 %171, 16
  br label %195

195:                                              ; preds = %178, %187, %168
  %196 = phi i32 [ %194, %187 ], [ %185, %178 ], [ %171, %168 ]
  %197 = phi i64 [ %193, %187 ], [ %184, %178 ], [ %170, %168 ]
  %198 = phi ptr [ %188, %187 ], [ %179, %178 ], [ %155, %168 ]
  %199 = trunc i64 %197 to i32
  %200 = shl nsw i32 -1, %176
  %201 = xor i32 %200, -1
  %202 = and i32 %199, %201
  %203 = add nuw nsw i32 %202, %175
  %204 = zext nneg i32 %176 to i64
  %205 = lshr i64 %197, %204
  %206 = sub i32 %196, %176
  %207 = ptrtoint ptr %55 to i64
  %208 = sub i64 %207, %48
  %209 = trunc i64 %208 to i32
  %210 = icmp ugt i32 %203, %209
  br i1 %210, label %211, label %323

211:                                              ; preds = %195
  %212 = sub nsw i32 %203, %209
  %213 = icmp ugt i32 %212, %25
  br i1 %213, label %214, label %217

214:                                              ; preds = %211
  %215 = load i32, ptr %49, align 8, !tbaa !33
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %411

217:                                              ; preds = %214, %211
  br i1 %50, label %218, label %237

218:                                              ; preds = %217
  %219 = sub i32 %23, %212
  %220 = zext i32 %219 to i64
  %221 = getelementptr i8, ptr %29, i64 %220
  %222 = icmp ult i32 %212, %135
  br i1 %222, label %223, label %290

223:                                              ; preds = %218, %223
  %224 = phi ptr [ %229, %223 ], [ %55, %218 ]
  %225 = phi i32 [ %230, %223 ], [ %212, %218 ]
  %226 = phi ptr [ %227, %223 ], [ %221, %218 ]
  %227 = getelementptr inbounds i8, ptr %226, i64 1
  %228 = load i8, ptr %226, align 1, !tbaa !27
  %229 = getelementptr inbounds i8, ptr %224, i64 1
  store i8 %228, ptr %224, align 1, !tbaa !27
  %230 = add i32 %225, -1
  %231 = icmp eq i32 %230, 0
  br i1 %231, label %232, label %223, !llvm.loop !34

232:                                              ; preds = %223
  %233 = sub nsw i32 %135, %212
  %234 = zext nneg i32 %203 to i64
  %235 = sub nsw i64 0, %234
  %236 = getelementptr inbounds i8, ptr %229, i64 %235
  br label %290

237:                                              ; preds = %217
  %238 = icmp ult i32 %27, %212
  br i1 %238, label %239, label %271

239:                                              ; preds = %237
  %240 = sub i32 %51, %212
  %241 = zext i32 %240 to i64
  %242 = getelementptr i8, ptr %29, i64 %241
  %243 = sub i32 %212, %27
  %244 = icmp ult i32 %243, %135
  br i1 %244, label %245, label %290

245:                                              ; preds = %239, %245
  %246 = phi ptr [ %251, %245 ], [ %55, %239 ]
  %247 = phi i32 [ %252, %245 ], [ %243, %239 ]
  %248 = phi ptr [ %249, %245 ], [ %242, %239 ]
  %249 = getelementptr inbounds i8, ptr %248, i64 1
  %250 = load i8, ptr %248, align 1, !tbaa !27
  %251 = getelementptr i8, ptr %246, i64 1
  store i8 %250, ptr %246, align 1, !tbaa !27
  %252 = add i32 %247, -1
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %245, !llvm.loop !37

254:                                              ; preds = %245
  %255 = sub nsw i32 %135, %243
  %256 = icmp ult i32 %27, %255
  br i1 %256, label %257, label %290

257:                                              ; preds = %254, %257
  %258 = phi ptr [ %263, %257 ], [ %251, %254 ]
  %259 = phi i32 [ %264, %257 ], [ %27, %254 ]
  %260 = phi ptr [ %261, %257 ], [ %29, %254 ]
  %261 = getelementptr inbounds i8, ptr %260, i64 1
  %262 = load i8, ptr %260, align 1, !tbaa !27
  %263 = getelementptr inbounds i8, ptr %258, i64 1
  store i8 %262, ptr %258, align 1, !tbaa !27
  %264 = add i32 %259, -1
  %265 = icmp eq i32 %264, 0
  br i1 %265, label %266, label %257, !llvm.loop !38

266:                                              ; preds = %257
  %267 = sub i32 %255, %27
  %268 = zext nneg i32 %203 to i64
  %269 = sub nsw i64 0, %268
  %270 = getelementptr inbounds i8, ptr %263, i64 %269
  br label %290

271:                                              ; preds = %237
  %272 = sub i32 %27, %212
  %273 = zext i32 %272 to i64
  %274 = getelementptr i8, ptr %29, i64 %273
  %275 = icmp ult i32 %212, %135
  br i1 %275, label %276, label %290

276:                                              ; preds = %271, %276
  %277 = phi ptr [ %282, %276 ], [ %55, %271 ]
  %278 = phi i32 [ %283, %276 ], [ %212, %271 ]
  %279 = phi ptr [ %280, %276 ], [ %274, %271 ]
  %280 = getelementptr inbounds i8, ptr %279, i64 1
  %281 = load i8, ptr %279, align 1, !tbaa !27
  %282 = getelementptr inbounds i8, ptr %277, i64 1
  store i8 %281, ptr %277, align 1, !tbaa !27
  %283 = add i32 %278, -1
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %285, label %276, !llvm.loop !39

285:                                              ; preds = %276
  %286 = sub nsw i32 %135, %212
  %287 = zext nneg i32 %203 to i64
  %288 = sub nsw i64 0, %287
  %289 = getelementptr inbounds i8, ptr %282, i64 %288
  br label %290

290:                                              ; preds = %254, %266, %239, %285, %271, %218, %232
  %291 = phi ptr [ %229, %232 ], [ %55, %218 ], [ %263, %266 ], [ %251, %254 ], [ %55, %239 ], [ %282, %285 ], [ %55, %271 ]
  %292 = phi i32 [ %233, %232 ], [ %135, %218 ], [ %267, %266 ], [ %255, %254 ], [ %135, %239 ], [ %286, %285 ], [ %135, %271 ]
  %293 = phi ptr [ %236, %232 ], [ %221, %218 ], [ %270, %266 ], [ %29, %254 ], [ %242, %239 ], [ %289, %285 ], [ %274, %271 ]
  %294 = icmp ugt i32 %292, 2
  br i1 %294, label %295, label %310

295:                                              ; preds = %290, %295
  %296 = phi ptr [ %305, %295 ], [ %293, %290 ]
  %297 = phi i32 [ %308, %295 ], [ %292, %290 ]
  %298 = phi ptr [ %307, %295 ], [ %291, %290 ]
  %299 = getelementptr inbounds i8, ptr %296, i64 1
  %300 = load i8, ptr %296, align 1, !tbaa !27
  %301 = getelementptr inbounds i8, ptr %298, i64 1
  store i8 %300, ptr %298, align 1, !tbaa !27
  %302 = getelementptr inbounds i8, ptr %296, i64 2
  %303 = load i8, ptr %299, align 1, !tbaa !27
  %304 = getelementptr inbounds i8, ptr %298, i64 2
  store i8 %303, ptr %301, align 1, !tbaa !27
  %305 = getelementptr inbounds i8, ptr %296, i64 3
  %306 = load i8, ptr %302, align 1, !tbaa !27
  %307 = getelementptr inbounds i8, ptr %298, i64 3
  store i8 %306, ptr %304, align 1, !tbaa !27
  %308 = add i32 %297, -3
  %309 = icmp ugt i32 %308, 2
  br i1 %309, label %295, label %310, !llvm.loop !40

310:                                              ; preds = %295, %290
  %311 = phi ptr [ %291, %290 ], [ %307, %295 ]
  %312 = phi i32 [ %292, %290 ], [ %308, %295 ]
  %313 = phi ptr [ %293, %290 ], [ %305, %295 ]
  %314 = icmp eq i32 %312, 0
  br i1 %314, label %403, label %315

315:                                              ; preds = %310
  %316 = load i8, ptr %313, align 1, !tbaa !27
  %317 = getelementptr inbounds i8, ptr %311, i64 1
  store i8 %316, ptr %311, align 1, !tbaa !27
  %318 = icmp eq i32 %312, 2
  br i1 %318, label %319, label %403

319:                                              ; preds = %315
  %320 = getelementptr inbounds i8, ptr %313, i64 1
  %321 = load i8, ptr %320, align 1, !tbaa !27
  %322 = getelementptr inbounds i8, ptr %311, i64 2
  store i8 %321, ptr %317, align 1, !tbaa !27
  br label %403

323:                                              ; preds = %195
  %324 = zext nneg i32 %203 to i64
  %325 = sub nsw i64 0, %324
  %326 = getelementptr inbounds i8, ptr %55, i64 %325
  br label %327

327:                                              ; preds = %327, %323
  %328 = phi ptr [ %55, %323 ], [ %339, %327 ]
  %329 = phi i32 [ %135, %323 ], [ %340, %327 ]
  %330 = phi ptr [ %326, %323 ], [ %337, %327 ]
  %331 = getelementptr inbounds i8, ptr %330, i64 1
  %332 = load i8, ptr %330, align 1, !tbaa !27
  %333 = getelementptr inbounds i8, ptr %328, i64 1
  store i8 %332, ptr %328, align 1, !tbaa !27
  %334 = getelementptr inbounds i8, ptr %330, i64 2
  %335 = load i8, ptr %331, align 1, !tbaa !27
  %336 = getelementptr inbounds i8, ptr %328, i64 2
  store i8 %335, ptr %333, align 1, !tbaa !27
  %337 = getelementptr inbounds i8, ptr %330, i64 3
  %338 = load i8, ptr %334, align 1, !tbaa !27
  %339 = getelementptr inbounds i8, ptr %328, i64 3
  store i8 %338, ptr %336, align 1, !tbaa !27
  %340 = add i32 %329, -3
  %341 = icmp ugt i32 %340, 2
  br i1 %341, label %327, label %342, !llvm.loop !41

342:                                              ; preds = %327
  %343 = icmp eq i32 %340, 0
  br i1 %343, label %403, label %344

344:                                              ; preds = %342
  %345 = load i8, ptr %337, align 1, !tbaa !27
  %346 = getelementptr inbounds i8, ptr %328, i64 4
  store i8 %345, ptr %339, align 1, !tbaa !27
  %347 = icmp eq i32 %340, 2
  br i1 %347, label %348, label %403

348:                                              ; preds = %344
  %349 = getelementptr inbounds i8, ptr %330, i64 4
  %350 = load i8, ptr %349, align 1, !tbaa !27
  %351 = getelementptr inbounds i8, ptr %328, i64 5
  store i8 %350, ptr %346, align 1, !tbaa !27
  br label %403

352:                                              ; preds = %152, %359
  %353 = phi i32 [ %376, %359 ], [ %165, %152 ]
  %354 = phi i32 [ %374, %359 ], [ %163, %152 ]
  %355 = phi i64 [ %373, %359 ], [ %162, %152 ]
  %356 = phi ptr [ %368, %359 ], [ %157, %152 ]
  %357 = and i32 %353, 64
  %358 = icmp eq i32 %357, 0
  br i1 %358, label %359, label %411

359:                                              ; preds = %352
  %360 = getelementptr inbounds i8, ptr %356, i64 2
  %361 = load i16, ptr %360, align 2, !tbaa !32
  %362 = zext i16 %361 to i64
  %363 = getelementptr inbounds %struct.code, ptr %37, i64 %362
  %364 = shl nsw i32 -1, %353
  %365 = xor i32 %364, -1
  %366 = zext nneg i32 %365 to i64
  %367 = and i64 %355, %366
  %368 = getelementptr inbounds %struct.code, ptr %363, i64 %367
  %369 = getelementptr inbounds i8, ptr %368, i64 1
  %370 = load i8, ptr %369, align 1, !tbaa !28
  %371 = zext i8 %370 to i32
  %372 = zext nneg i8 %370 to i64
  %373 = lshr i64 %355, %372
  %374 = sub i32 %354, %371
  %375 = load i8, ptr %368, align 2, !tbaa !31
  %376 = zext i8 %375 to i32
  %377 = and i32 %376, 16
  %378 = icmp eq i32 %377, 0
  br i1 %378, label %352, label %168

379:                                              ; preds = %95
  %380 = and i32 %100, 64
  %381 = icmp eq i32 %380, 0
  br i1 %381, label %382, label %400

382:                                              ; preds = %379
  %383 = getelementptr inbounds i8, ptr %99, i64 2
  %384 = load i16, ptr %383, align 2, !tbaa !32
  %385 = zext i16 %384 to i64
  %386 = getelementptr inbounds %struct.code, ptr %35, i64 %385
  %387 = shl nsw i32 -1, %100
  %388 = xor i32 %387, -1
  %389 = zext nneg i32 %388 to i64
  %390 = and i64 %98, %389
  %391 = getelementptr inbounds %struct.code, ptr %386, i64 %390
  %392 = getelementptr inbounds i8, ptr %391, i64 1
  %393 = load i8, ptr %392, align 1, !tbaa !28
  %394 = zext i8 %393 to i32
  %395 = zext nneg i8 %393 to i64
  %396 = lshr i64 %98, %395
  %397 = sub i32 %97, %394
  %398 = load i8, ptr %391, align 2, !tbaa !31
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %87, label %95

400:                                              ; preds = %379
  %401 = and i32 %100, 32
  %402 = icmp eq i32 %401, 0
  br i1 %402, label %411, label %417

403:                                              ; preds = %87, %342, %348, %344, %310, %319, %315
  %404 = phi i32 [ %90, %87 ], [ %206, %319 ], [ %206, %315 ], [ %206, %310 ], [ %206, %348 ], [ %206, %344 ], [ %206, %342 ]
  %405 = phi i64 [ %89, %87 ], [ %205, %319 ], [ %205, %315 ], [ %205, %310 ], [ %205, %348 ], [ %205, %344 ], [ %205, %342 ]
  %406 = phi ptr [ %94, %87 ], [ %322, %319 ], [ %317, %315 ], [ %311, %310 ], [ %351, %348 ], [ %346, %344 ], [ %339, %342 ]
  %407 = phi ptr [ %76, %87 ], [ %198, %319 ], [ %198, %315 ], [ %198, %310 ], [ %198, %348 ], [ %198, %344 ], [ %198, %342 ]
  %408 = icmp ult ptr %407, %10
  %409 = icmp ult ptr %406, %21
  %410 = select i1 %408, i1 %409, i1 false
  br i1 %410, label %52, label %423, !llvm.loop !42

411:                                              ; preds = %214, %352, %400
  %412 = phi ptr [ @.str.2, %400 ], [ @.str.1, %352 ], [ @.str, %214 ]
  %413 = phi i32 [ %97, %400 ], [ %354, %352 ], [ %206, %214 ]
  %414 = phi i64 [ %98, %400 ], [ %355, %352 ], [ %205, %214 ]
  %415 = phi ptr [ %76, %400 ], [ %155, %352 ], [ %198, %214 ]
  %416 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %412, ptr %416, align 8, !tbaa !43
  br label %417

417:                                              ; preds = %411, %400
  %418 = phi i32 [ 16191, %400 ], [ 16209, %411 ]
  %419 = phi i32 [ %97, %400 ], [ %413, %411 ]
  %420 = phi i64 [ %98, %400 ], [ %414, %411 ]
  %421 = phi ptr [ %76, %400 ], [ %415, %411 ]
  %422 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %418, ptr %422, align 8, !tbaa !44
  br label %423

423:                                              ; preds = %403, %417
  %424 = phi i32 [ %419, %417 ], [ %404, %403 ]
  %425 = phi i64 [ %420, %417 ], [ %405, %403 ]
  %426 = phi ptr [ %55, %417 ], [ %406, %403 ]
  %427 = phi ptr [ %421, %417 ], [ %407, %403 ]
  %428 = lshr i32 %424, 3
  %429 = zext nneg i32 %428 to i64
  %430 = sub nsw i64 0, %429
  %431 = getelementptr inbounds i8, ptr %427, i64 %430
  store ptr %431, ptr %0, align 8, !tbaa !12
  store ptr %426, ptr %11, align 8, !tbaa !14
  %432 = icmp ult ptr %431, %10
  br i1 %432, label %433, label %440

433:                                              ; preds = %423
  %434 = ptrtoint ptr %10 to i64
  %435 = ptrtoint ptr %431 to i64
  %436 = sub i64 %434, %435
  %437 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %436, i64 5), !nosanitize !45
  %438 = extractvalue { i64, i1 } %437, 1, !nosanitize !45
  br i1 %438, label %439, label %447, !nosanitize !45

439:                                              ; preds = %452, %433
  tail call void @llvm.ubsantrap(i8 0) #3, !nosanitize !45
  unreachable, !nosanitize !45

440:                                              ; preds = %423
  %441 = ptrtoint ptr %431 to i64
  %442 = ptrtoint ptr %10 to i64
  %443 = sub i64 %441, %442
  %444 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 5, i64 %443), !nosanitize !45
  %445 = extractvalue { i64, i1 } %444, 1, !nosanitize !45
  br i1 %445, label %446, label %447, !nosanitize !45

446:                                              ; preds = %458, %440
  tail call void @llvm.ubsantrap(i8 21) #3, !nosanitize !45
  unreachable, !nosanitize !45

447:                                              ; preds = %440, %433
  %448 = phi { i64, i1 } [ %437, %433 ], [ %444, %440 ]
  %449 = extractvalue { i64, i1 } %448, 0
  %450 = trunc i64 %449 to i32
  store i32 %450, ptr %6, align 8, !tbaa !13
  %451 = icmp ult ptr %426, %21
  br i1 %451, label %452, label %458

452:                                              ; preds = %447
  %453 = ptrtoint ptr %21 to i64
  %454 = ptrtoint ptr %426 to i64
  %455 = sub i64 %453, %454
  %456 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %455, i64 257), !nosanitize !45
  %457 = extractvalue { i64, i1 } %456, 1, !nosanitize !45
  br i1 %457, label %439, label %464, !nosanitize !45

458:                                              ; preds = %447
  %459 = ptrtoint ptr %426 to i64
  %460 = ptrtoint ptr %21 to i64
  %461 = sub i64 %459, %460
  %462 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 257, i64 %461), !nosanitize !45
  %463 = extractvalue { i64, i1 } %462, 1, !nosanitize !45
  br i1 %463, label %446, label %464, !nosanitize !45

464:                                              ; preds = %458, %452
  %465 = phi { i64, i1 } [ %456, %452 ], [ %462, %458 ]
  %466 = extractvalue { i64, i1 } %465, 0
  %467 = and i32 %424, 7
  %468 = shl nsw i32 -1, %467
  %469 = xor i32 %468, -1
  %470 = zext nneg i32 %469 to i64
  %471 = and i64 %425, %470
  %472 = trunc i64 %466 to i32
  store i32 %472, ptr %13, align 8, !tbaa !15
  store i64 %471, ptr %30, align 8, !tbaa !21
  store i32 %467, ptr %32, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { cold noreturn nounwind }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 56}
!6 = !{!"z_stream_s", !7, i64 0, !10, i64 8, !11, i64 16, !7, i64 24, !10, i64 32, !11, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !10, i64 88, !11, i64 96, !11, i64 104}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!6, !10, i64 8}
!14 = !{!6, !7, i64 24}
!15 = !{!6, !10, i64 32}
!16 = !{!17, !10, i64 60}
!17 = !{!"inflate_state", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !10, i64 24, !10, i64 28, !11, i64 32, !11, i64 40, !7, i64 48, !10, i64 56, !10, i64 60, !10, i64 64, !10, i64 68, !7, i64 72, !11, i64 80, !10, i64 88, !10, i64 92, !10, i64 96, !10, i64 100, !7, i64 104, !7, i64 112, !10, i64 120, !10, i64 124, !10, i64 128, !10, i64 132, !10, i64 136, !10, i64 140, !7, i64 144, !8, i64 152, !8, i64 792, !8, i64 1368, !10, i64 7144, !10, i64 7148, !10, i64 7152}
!18 = !{!17, !10, i64 64}
!19 = !{!17, !10, i64 68}
!20 = !{!17, !7, i64 72}
!21 = !{!17, !11, i64 80}
!22 = !{!17, !10, i64 88}
!23 = !{!17, !7, i64 104}
!24 = !{!17, !7, i64 112}
!25 = !{!17, !10, i64 120}
!26 = !{!17, !10, i64 124}
!27 = !{!8, !8, i64 0}
!28 = !{!29, !8, i64 1}
!29 = !{!"", !8, i64 0, !8, i64 1, !30, i64 2}
!30 = !{!"short", !8, i64 0}
!31 = !{!29, !8, i64 0}
!32 = !{!29, !30, i64 2}
!33 = !{!17, !10, i64 7144}
!34 = distinct !{!34, !35, !36}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = distinct !{!37, !35, !36}
!38 = distinct !{!38, !35, !36}
!39 = distinct !{!39, !35, !36}
!40 = distinct !{!40, !35, !36}
!41 = distinct !{!41, !35, !36}
!42 = distinct !{!42, !35, !36}
!43 = !{!6, !7, i64 48}
!44 = !{!17, !10, i64 8}
!45 = !{}
