; ModuleID = 'zlib/inffast.c'
source_filename = "zlib/inffast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.code = type { i8, i8, i16 }

@.str = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
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
  %13 = ptrtoint ptr %12 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  %15 = load i32, ptr %14, align 8, !tbaa !15
  %16 = sub i32 %1, %15
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 0, %17
  %19 = getelementptr inbounds i8, ptr %12, i64 %18
  %20 = add i32 %15, -257
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %12, i64 %21
  %23 = getelementptr inbounds i8, ptr %4, i64 60
  %24 = load i32, ptr %23, align 4, !tbaa !16
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = load i32, ptr %25, align 8, !tbaa !18
  %27 = getelementptr inbounds i8, ptr %4, i64 68
  %28 = load i32, ptr %27, align 4, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %4, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !20
  %31 = ptrtoint ptr %30 to i64
  %32 = getelementptr inbounds i8, ptr %4, i64 80
  %33 = load i64, ptr %32, align 8, !tbaa !21
  %34 = getelementptr inbounds i8, ptr %4, i64 88
  %35 = load i32, ptr %34, align 8, !tbaa !22
  %36 = getelementptr inbounds i8, ptr %4, i64 104
  %37 = load ptr, ptr %36, align 8, !tbaa !23
  %38 = getelementptr inbounds i8, ptr %4, i64 112
  %39 = load ptr, ptr %38, align 8, !tbaa !24
  %40 = getelementptr inbounds i8, ptr %4, i64 120
  %41 = load i32, ptr %40, align 8, !tbaa !25
  %42 = shl nsw i32 -1, %41
  %43 = xor i32 %42, -1
  %44 = getelementptr inbounds i8, ptr %4, i64 124
  %45 = load i32, ptr %44, align 4, !tbaa !26
  %46 = shl nsw i32 -1, %45
  %47 = xor i32 %46, -1
  %48 = zext nneg i32 %43 to i64
  %49 = zext nneg i32 %47 to i64
  %50 = ptrtoint ptr %19 to i64
  %51 = getelementptr inbounds i8, ptr %4, i64 7144
  %52 = icmp eq i32 %28, 0
  %53 = add i32 %28, %24
  %54 = trunc i64 %13 to i32
  %55 = add i32 %15, %54
  %56 = xor i32 %1, -1
  %57 = add i32 %55, %56
  %58 = zext i32 %28 to i64
  %59 = trunc i64 %13 to i32
  %60 = add i32 %15, %59
  %61 = xor i32 %28, -1
  %62 = add i32 %60, %61
  %63 = sub i32 %62, %1
  %64 = trunc i64 %13 to i32
  %65 = add i32 %15, %64
  %66 = xor i32 %1, -1
  %67 = add i32 %65, %66
  %68 = icmp ult i32 %28, 16
  %69 = and i64 %58, 4294967280
  %70 = trunc nuw i64 %69 to i32
  %71 = sub i32 %28, %70
  %72 = getelementptr i8, ptr %30, i64 %69
  %73 = icmp eq i64 %69, %58
  br label %74

74:                                               ; preds = %547, %2
  %75 = phi i32 [ %35, %2 ], [ %548, %547 ]
  %76 = phi i64 [ %33, %2 ], [ %549, %547 ]
  %77 = phi ptr [ %12, %2 ], [ %550, %547 ]
  %78 = phi ptr [ %5, %2 ], [ %551, %547 ]
  %79 = icmp ult i32 %75, 15
  br i1 %79, label %80, label %95

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %78, i64 1
  %82 = load i8, ptr %78, align 1, !tbaa !27
  %83 = zext i8 %82 to i64
  %84 = zext nneg i32 %75 to i64
  %85 = shl nuw nsw i64 %83, %84
  %86 = add i64 %85, %76
  %87 = add nuw nsw i32 %75, 8
  %88 = getelementptr inbounds i8, ptr %78, i64 2
  %89 = load i8, ptr %81, align 1, !tbaa !27
  %90 = zext i8 %89 to i64
  %91 = zext nneg i32 %87 to i64
  %92 = shl nuw nsw i64 %90, %91
  %93 = add i64 %86, %92
  %94 = or disjoint i32 %75, 16
  br label %95

95:                                               ; preds = %80, %74
  %96 = phi i32 [ %94, %80 ], [ %75, %74 ]
  %97 = phi i64 [ %93, %80 ], [ %76, %74 ]
  %98 = phi ptr [ %88, %80 ], [ %78, %74 ]
  %99 = and i64 %97, %48
  %100 = getelementptr inbounds %struct.code, ptr %37, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 1
  %102 = load i8, ptr %101, align 1, !tbaa !28
  %103 = zext i8 %102 to i32
  %104 = zext nneg i8 %102 to i64
  %105 = lshr i64 %97, %104
  %106 = sub i32 %96, %103
  %107 = load i8, ptr %100, align 2, !tbaa !31
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %117

109:                                              ; preds = %526, %95
  %110 = phi ptr [ %100, %95 ], [ %535, %526 ]
  %111 = phi i64 [ %105, %95 ], [ %540, %526 ]
  %112 = phi i32 [ %106, %95 ], [ %541, %526 ]
  %113 = getelementptr inbounds i8, ptr %110, i64 2
  %114 = load i16, ptr %113, align 2, !tbaa !32
  %115 = trunc i16 %114 to i8
  %116 = getelementptr inbounds i8, ptr %77, i64 1
  store i8 %115, ptr %77, align 1, !tbaa !27
  br label %547

117:                                              ; preds = %95, %526
  %118 = phi i8 [ %542, %526 ], [ %107, %95 ]
  %119 = phi i32 [ %541, %526 ], [ %106, %95 ]
  %120 = phi i64 [ %540, %526 ], [ %105, %95 ]
  %121 = phi ptr [ %535, %526 ], [ %100, %95 ]
  %122 = zext i8 %118 to i32
  %123 = and i32 %122, 16
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %523, label %125

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %121, i64 2
  %127 = load i16, ptr %126, align 2, !tbaa !32
  %128 = zext i16 %127 to i32
  %129 = and i32 %122, 15
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %153, label %131

131:                                              ; preds = %125
  %132 = icmp ult i32 %119, %129
  br i1 %132, label %133, label %141

133:                                              ; preds = %131
  %134 = getelementptr inbounds i8, ptr %98, i64 1
  %135 = load i8, ptr %98, align 1, !tbaa !27
  %136 = zext i8 %135 to i64
  %137 = zext nneg i32 %119 to i64
  %138 = shl nuw nsw i64 %136, %137
  %139 = add i64 %138, %120
  %140 = add nuw nsw i32 %119, 8
  br label %141

141:                                              ; preds = %133, %131
  %142 = phi i32 [ %140, %133 ], [ %119, %131 ]
  %143 = phi i64 [ %139, %133 ], [ %120, %131 ]
  %144 = phi ptr [ %134, %133 ], [ %98, %131 ]
  %145 = trunc i64 %143 to i32
  %146 = shl nsw i32 -1, %129
  %147 = xor i32 %146, -1
  %148 = and i32 %145, %147
  %149 = add nuw nsw i32 %148, %128
  %150 = zext nneg i32 %129 to i64
  %151 = lshr i64 %143, %150
  %152 = sub i32 %142, %129
  br label %153

153:                                              ; preds = %141, %125
  %154 = phi i32 [ %152, %141 ], [ %119, %125 ]
  %155 = phi i64 [ %151, %141 ], [ %120, %125 ]
  %156 = phi ptr [ %144, %141 ], [ %98, %125 ]
  %157 = phi i32 [ %149, %141 ], [ %128, %125 ]
  %158 = icmp ult i32 %154, 15
  br i1 %158, label %159, label %174

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %156, i64 1
  %161 = load i8, ptr %156, align 1, !tbaa !27
  %162 = zext i8 %161 to i64
  %163 = zext nneg i32 %154 to i64
  %164 = shl nuw nsw i64 %162, %163
  %165 = add i64 %164, %155
  %166 = add nuw nsw i32 %154, 8
  %167 = getelementptr inbounds i8, ptr %156, i64 2
  %168 = load i8, ptr %160, align 1, !tbaa !27
  %169 = zext i8 %168 to i64
  %170 = zext nneg i32 %166 to i64
  %171 = shl nuw nsw i64 %169, %170
  %172 = add i64 %165, %171
  %173 = or disjoint i32 %154, 16
  br label %174

174:                                              ; preds = %159, %153
  %175 = phi i32 [ %173, %159 ], [ %154, %153 ]
  %176 = phi i64 [ %172, %159 ], [ %155, %153 ]
  %177 = phi ptr [ %167, %159 ], [ %156, %153 ]
  %178 = and i64 %176, %49
  %179 = getelementptr inbounds %struct.code, ptr %39, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 1
  %181 = load i8, ptr %180, align 1, !tbaa !28
  %182 = zext i8 %181 to i32
  %183 = zext nneg i8 %181 to i64
  %184 = lshr i64 %176, %183
  %185 = sub i32 %175, %182
  %186 = load i8, ptr %179, align 2, !tbaa !31
  %187 = zext i8 %186 to i32
  %188 = and i32 %187, 16
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %496, label %190

190:                                              ; preds = %503, %174
  %191 = phi ptr [ %179, %174 ], [ %512, %503 ]
  %192 = phi i64 [ %184, %174 ], [ %517, %503 ]
  %193 = phi i32 [ %185, %174 ], [ %518, %503 ]
  %194 = phi i32 [ %187, %174 ], [ %520, %503 ]
  %195 = getelementptr inbounds i8, ptr %191, i64 2
  %196 = load i16, ptr %195, align 2, !tbaa !32
  %197 = zext i16 %196 to i32
  %198 = and i32 %194, 15
  %199 = icmp ult i32 %193, %198
  br i1 %199, label %200, label %217

200:                                              ; preds = %190
  %201 = getelementptr inbounds i8, ptr %177, i64 1
  %202 = load i8, ptr %177, align 1, !tbaa !27
  %203 = zext i8 %202 to i64
  %204 = zext nneg i32 %193 to i64
  %205 = shl nuw nsw i64 %203, %204
  %206 = add i64 %205, %192
  %207 = add nuw nsw i32 %193, 8
  %208 = icmp ult i32 %207, %198
  br i1 %208, label %209, label %217

209:                                              ; preds = %200
  %210 = getelementptr inbounds i8, ptr %177, i64 2
  %211 = load i8, ptr %201, align 1, !tbaa !27
  %212 = zext i8 %211 to i64
  %213 = zext nneg i32 %207 to i64
  %214 = shl nuw nsw i64 %212, %213
  %215 = add i64 %214, %206
  %216 = add nuw nsw i32 %193, 16
  br label %217

217:                                              ; preds = %200, %209, %190
  %218 = phi i32 [ %216, %209 ], [ %207, %200 ], [ %193, %190 ]
  %219 = phi i64 [ %215, %209 ], [ %206, %200 ], [ %192, %190 ]
  %220 = phi ptr [ %210, %209 ], [ %201, %200 ], [ %177, %190 ]
  %221 = trunc i64 %219 to i32
  %222 = shl nsw i32 -1, %198
  %223 = xor i32 %222, -1
  %224 = and i32 %221, %223
  %225 = add nuw nsw i32 %224, %197
  %226 = zext nneg i32 %198 to i64
  %227 = lshr i64 %219, %226
  %228 = sub i32 %218, %198
  %229 = ptrtoint ptr %77 to i64
  %230 = sub i64 %229, %50
  %231 = trunc i64 %230 to i32
  %232 = icmp ugt i32 %225, %231
  br i1 %232, label %233, label %467

233:                                              ; preds = %217
  %234 = sub nsw i32 %225, %231
  %235 = icmp ugt i32 %234, %26
  br i1 %235, label %236, label %239

236:                                              ; preds = %233
  %237 = load i32, ptr %51, align 8, !tbaa !33
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %239, label %555

239:                                              ; preds = %236, %233
  br i1 %52, label %240, label %291

240:                                              ; preds = %239
  %241 = sub i32 %24, %234
  %242 = zext i32 %241 to i64
  %243 = getelementptr i8, ptr %30, i64 %242
  %244 = icmp ult i32 %234, %157
  br i1 %244, label %245, label %434

245:                                              ; preds = %240
  %246 = add i32 %57, %224
  %247 = add i32 %246, %197
  %248 = trunc i64 %229 to i32
  %249 = sub i32 %247, %248
  %250 = zext i32 %249 to i64
  %251 = add nuw nsw i64 %250, 1
  %252 = icmp ult i32 %249, 15
  br i1 %252, label %272, label %253

253:                                              ; preds = %245
  %254 = add i64 %31, %242
  %255 = sub i64 %229, %254
  %256 = icmp ult i64 %255, 32
  br i1 %256, label %272, label %257

257:                                              ; preds = %253
  %258 = and i64 %251, 8589934576
  %259 = getelementptr i8, ptr %77, i64 %258
  %260 = trunc i64 %258 to i32
  %261 = sub i32 %234, %260
  %262 = getelementptr i8, ptr %243, i64 %258
  br label %263

263:                                              ; preds = %263, %257
  %264 = phi i64 [ 0, %257 ], [ %268, %263 ]
  %265 = getelementptr i8, ptr %77, i64 %264
  %266 = getelementptr i8, ptr %243, i64 %264
  %267 = load <16 x i8>, ptr %266, align 1, !tbaa !27
  store <16 x i8> %267, ptr %265, align 1, !tbaa !27
  %268 = add nuw i64 %264, 16
  %269 = icmp eq i64 %268, %258
  br i1 %269, label %270, label %263, !llvm.loop !34

270:                                              ; preds = %263
  %271 = icmp eq i64 %251, %258
  br i1 %271, label %285, label %272

272:                                              ; preds = %270, %253, %245
  %273 = phi ptr [ %77, %253 ], [ %77, %245 ], [ %259, %270 ]
  %274 = phi i32 [ %234, %253 ], [ %234, %245 ], [ %261, %270 ]
  %275 = phi ptr [ %243, %253 ], [ %243, %245 ], [ %262, %270 ]
  br label %276

276:                                              ; preds = %272, %276
  %277 = phi ptr [ %282, %276 ], [ %273, %272 ]
  %278 = phi i32 [ %283, %276 ], [ %274, %272 ]
  %279 = phi ptr [ %280, %276 ], [ %275, %272 ]
  %280 = getelementptr inbounds i8, ptr %279, i64 1
  %281 = load i8, ptr %279, align 1, !tbaa !27
  %282 = getelementptr inbounds i8, ptr %277, i64 1
  store i8 %281, ptr %277, align 1, !tbaa !27
  %283 = add i32 %278, -1
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %285, label %276, !llvm.loop !39

285:                                              ; preds = %276, %270
  %286 = phi ptr [ %259, %270 ], [ %282, %276 ]
  %287 = sub nsw i32 %157, %234
  %288 = zext nneg i32 %225 to i64
  %289 = sub nsw i64 0, %288
  %290 = getelementptr inbounds i8, ptr %286, i64 %289
  br label %434

291:                                              ; preds = %239
  %292 = icmp ult i32 %28, %234
  br i1 %292, label %293, label %383

293:                                              ; preds = %291
  %294 = sub i32 %53, %234
  %295 = zext i32 %294 to i64
  %296 = getelementptr i8, ptr %30, i64 %295
  %297 = sub i32 %234, %28
  %298 = icmp ult i32 %297, %157
  br i1 %298, label %299, label %434

299:                                              ; preds = %293
  %300 = add i32 %63, %224
  %301 = add i32 %300, %197
  %302 = trunc i64 %229 to i32
  %303 = sub i32 %301, %302
  %304 = zext i32 %303 to i64
  %305 = add nuw nsw i64 %304, 1
  %306 = icmp ult i32 %303, 15
  br i1 %306, label %327, label %307

307:                                              ; preds = %299
  %308 = add i64 %31, %295
  %309 = sub i64 %229, %308
  %310 = icmp ult i64 %309, 32
  br i1 %310, label %327, label %311

311:                                              ; preds = %307
  %312 = and i64 %305, 8589934576
  %313 = getelementptr i8, ptr %77, i64 %312
  %314 = trunc i64 %312 to i32
  %315 = sub i32 %297, %314
  %316 = getelementptr i8, ptr %296, i64 %312
  br label %317

317:                                              ; preds = %317, %311
  %318 = phi i64 [ 0, %311 ], [ %322, %317 ]
  %319 = getelementptr i8, ptr %77, i64 %318
  %320 = getelementptr i8, ptr %296, i64 %318
  %321 = load <16 x i8>, ptr %320, align 1, !tbaa !27
  store <16 x i8> %321, ptr %319, align 1, !tbaa !27
  %322 = add nuw i64 %318, 16
  %323 = icmp eq i64 %322, %312
  br i1 %323, label %324, label %317, !llvm.loop !40

324:                                              ; preds = %317
  %325 = icmp eq i64 %305, %312
  %326 = add nsw i64 %312, -1
  br i1 %325, label %343, label %327

327:                                              ; preds = %324, %307, %299
  %328 = phi i64 [ 0, %307 ], [ 0, %299 ], [ %312, %324 ]
  %329 = phi ptr [ %77, %307 ], [ %77, %299 ], [ %313, %324 ]
  %330 = phi i32 [ %297, %307 ], [ %297, %299 ], [ %315, %324 ]
  %331 = phi ptr [ %296, %307 ], [ %296, %299 ], [ %316, %324 ]
  br label %332

332:                                              ; preds = %327, %332
  %333 = phi i64 [ %342, %332 ], [ %328, %327 ]
  %334 = phi ptr [ %339, %332 ], [ %329, %327 ]
  %335 = phi i32 [ %340, %332 ], [ %330, %327 ]
  %336 = phi ptr [ %337, %332 ], [ %331, %327 ]
  %337 = getelementptr inbounds i8, ptr %336, i64 1
  %338 = load i8, ptr %336, align 1, !tbaa !27
  %339 = getelementptr i8, ptr %334, i64 1
  store i8 %338, ptr %334, align 1, !tbaa !27
  %340 = add i32 %335, -1
  %341 = icmp eq i32 %340, 0
  %342 = add i64 %333, 1
  br i1 %341, label %343, label %332, !llvm.loop !41

343:                                              ; preds = %332, %324
  %344 = phi i64 [ %326, %324 ], [ %333, %332 ]
  %345 = phi ptr [ %313, %324 ], [ %339, %332 ]
  %346 = sub nsw i32 %157, %297
  %347 = icmp ult i32 %28, %346
  br i1 %347, label %348, label %434

348:                                              ; preds = %343
  br i1 %68, label %364, label %349

349:                                              ; preds = %348
  %350 = sub i64 %229, %31
  %351 = add i64 %350, 1
  %352 = add i64 %344, %351
  %353 = icmp ult i64 %352, 32
  br i1 %353, label %364, label %354

354:                                              ; preds = %349
  %355 = getelementptr i8, ptr %345, i64 %69
  br label %356

356:                                              ; preds = %356, %354
  %357 = phi i64 [ 0, %354 ], [ %361, %356 ]
  %358 = getelementptr i8, ptr %345, i64 %357
  %359 = getelementptr i8, ptr %30, i64 %357
  %360 = load <16 x i8>, ptr %359, align 1, !tbaa !27
  store <16 x i8> %360, ptr %358, align 1, !tbaa !27
  %361 = add nuw i64 %357, 16
  %362 = icmp eq i64 %361, %69
  br i1 %362, label %363, label %356, !llvm.loop !42

363:                                              ; preds = %356
  br i1 %73, label %377, label %364

364:                                              ; preds = %363, %349, %348
  %365 = phi ptr [ %345, %349 ], [ %345, %348 ], [ %355, %363 ]
  %366 = phi i32 [ %28, %349 ], [ %28, %348 ], [ %71, %363 ]
  %367 = phi ptr [ %30, %349 ], [ %30, %348 ], [ %72, %363 ]
  br label %368

368:                                              ; preds = %364, %368
  %369 = phi ptr [ %374, %368 ], [ %365, %364 ]
  %370 = phi i32 [ %375, %368 ], [ %366, %364 ]
  %371 = phi ptr [ %372, %368 ], [ %367, %364 ]
  %372 = getelementptr inbounds i8, ptr %371, i64 1
  %373 = load i8, ptr %371, align 1, !tbaa !27
  %374 = getelementptr inbounds i8, ptr %369, i64 1
  store i8 %373, ptr %369, align 1, !tbaa !27
  %375 = add i32 %370, -1
  %376 = icmp eq i32 %375, 0
  br i1 %376, label %377, label %368, !llvm.loop !43

377:                                              ; preds = %368, %363
  %378 = phi ptr [ %355, %363 ], [ %374, %368 ]
  %379 = sub i32 %346, %28
  %380 = zext nneg i32 %225 to i64
  %381 = sub nsw i64 0, %380
  %382 = getelementptr inbounds i8, ptr %378, i64 %381
  br label %434

383:                                              ; preds = %291
  %384 = sub i32 %28, %234
  %385 = zext i32 %384 to i64
  %386 = getelementptr i8, ptr %30, i64 %385
  %387 = icmp ult i32 %234, %157
  br i1 %387, label %388, label %434

388:                                              ; preds = %383
  %389 = add i32 %67, %224
  %390 = add i32 %389, %197
  %391 = trunc i64 %229 to i32
  %392 = sub i32 %390, %391
  %393 = zext i32 %392 to i64
  %394 = add nuw nsw i64 %393, 1
  %395 = icmp ult i32 %392, 15
  br i1 %395, label %415, label %396

396:                                              ; preds = %388
  %397 = add i64 %31, %385
  %398 = sub i64 %229, %397
  %399 = icmp ult i64 %398, 32
  br i1 %399, label %415, label %400

400:                                              ; preds = %396
  %401 = and i64 %394, 8589934576
  %402 = getelementptr i8, ptr %77, i64 %401
  %403 = trunc i64 %401 to i32
  %404 = sub i32 %234, %403
  %405 = getelementptr i8, ptr %386, i64 %401
  br label %406

406:                                              ; preds = %406, %400
  %407 = phi i64 [ 0, %400 ], [ %411, %406 ]
  %408 = getelementptr i8, ptr %77, i64 %407
  %409 = getelementptr i8, ptr %386, i64 %407
  %410 = load <16 x i8>, ptr %409, align 1, !tbaa !27
  store <16 x i8> %410, ptr %408, align 1, !tbaa !27
  %411 = add nuw i64 %407, 16
  %412 = icmp eq i64 %411, %401
  br i1 %412, label %413, label %406, !llvm.loop !44

413:                                              ; preds = %406
  %414 = icmp eq i64 %394, %401
  br i1 %414, label %428, label %415

415:                                              ; preds = %413, %396, %388
  %416 = phi ptr [ %77, %396 ], [ %77, %388 ], [ %402, %413 ]
  %417 = phi i32 [ %234, %396 ], [ %234, %388 ], [ %404, %413 ]
  %418 = phi ptr [ %386, %396 ], [ %386, %388 ], [ %405, %413 ]
  br label %419

419:                                              ; preds = %415, %419
  %420 = phi ptr [ %425, %419 ], [ %416, %415 ]
  %421 = phi i32 [ %426, %419 ], [ %417, %415 ]
  %422 = phi ptr [ %423, %419 ], [ %418, %415 ]
  %423 = getelementptr inbounds i8, ptr %422, i64 1
  %424 = load i8, ptr %422, align 1, !tbaa !27
  %425 = getelementptr inbounds i8, ptr %420, i64 1
  store i8 %424, ptr %420, align 1, !tbaa !27
  %426 = add i32 %421, -1
  %427 = icmp eq i32 %426, 0
  br i1 %427, label %428, label %419, !llvm.loop !45

428:                                              ; preds = %419, %413
  %429 = phi ptr [ %402, %413 ], [ %425, %419 ]
  %430 = sub nsw i32 %157, %234
  %431 = zext nneg i32 %225 to i64
  %432 = sub nsw i64 0, %431
  %433 = getelementptr inbounds i8, ptr %429, i64 %432
  br label %434

434:                                              ; preds = %343, %377, %293, %428, %383, %240, %285
  %435 = phi ptr [ %286, %285 ], [ %77, %240 ], [ %378, %377 ], [ %345, %343 ], [ %77, %293 ], [ %429, %428 ], [ %77, %383 ]
  %436 = phi i32 [ %287, %285 ], [ %157, %240 ], [ %379, %377 ], [ %346, %343 ], [ %157, %293 ], [ %430, %428 ], [ %157, %383 ]
  %437 = phi ptr [ %290, %285 ], [ %243, %240 ], [ %382, %377 ], [ %30, %343 ], [ %296, %293 ], [ %433, %428 ], [ %386, %383 ]
  %438 = icmp ugt i32 %436, 2
  br i1 %438, label %439, label %454

439:                                              ; preds = %434, %439
  %440 = phi ptr [ %449, %439 ], [ %437, %434 ]
  %441 = phi i32 [ %452, %439 ], [ %436, %434 ]
  %442 = phi ptr [ %451, %439 ], [ %435, %434 ]
  %443 = getelementptr inbounds i8, ptr %440, i64 1
  %444 = load i8, ptr %440, align 1, !tbaa !27
  %445 = getelementptr inbounds i8, ptr %442, i64 1
  store i8 %444, ptr %442, align 1, !tbaa !27
  %446 = getelementptr inbounds i8, ptr %440, i64 2
  %447 = load i8, ptr %443, align 1, !tbaa !27
  %448 = getelementptr inbounds i8, ptr %442, i64 2
  store i8 %447, ptr %445, align 1, !tbaa !27
  %449 = getelementptr inbounds i8, ptr %440, i64 3
  %450 = load i8, ptr %446, align 1, !tbaa !27
  %451 = getelementptr inbounds i8, ptr %442, i64 3
  store i8 %450, ptr %448, align 1, !tbaa !27
  %452 = add i32 %441, -3
  %453 = icmp ugt i32 %452, 2
  br i1 %453, label %439, label %454, !llvm.loop !46

454:                                              ; preds = %439, %434
  %455 = phi ptr [ %435, %434 ], [ %451, %439 ]
  %456 = phi i32 [ %436, %434 ], [ %452, %439 ]
  %457 = phi ptr [ %437, %434 ], [ %449, %439 ]
  %458 = icmp eq i32 %456, 0
  br i1 %458, label %547, label %459

459:                                              ; preds = %454
  %460 = load i8, ptr %457, align 1, !tbaa !27
  %461 = getelementptr inbounds i8, ptr %455, i64 1
  store i8 %460, ptr %455, align 1, !tbaa !27
  %462 = icmp eq i32 %456, 2
  br i1 %462, label %463, label %547

463:                                              ; preds = %459
  %464 = getelementptr inbounds i8, ptr %457, i64 1
  %465 = load i8, ptr %464, align 1, !tbaa !27
  %466 = getelementptr inbounds i8, ptr %455, i64 2
  store i8 %465, ptr %461, align 1, !tbaa !27
  br label %547

467:                                              ; preds = %217
  %468 = zext nneg i32 %225 to i64
  %469 = sub nsw i64 0, %468
  %470 = getelementptr inbounds i8, ptr %77, i64 %469
  br label %471

471:                                              ; preds = %471, %467
  %472 = phi ptr [ %77, %467 ], [ %483, %471 ]
  %473 = phi i32 [ %157, %467 ], [ %484, %471 ]
  %474 = phi ptr [ %470, %467 ], [ %481, %471 ]
  %475 = getelementptr inbounds i8, ptr %474, i64 1
  %476 = load i8, ptr %474, align 1, !tbaa !27
  %477 = getelementptr inbounds i8, ptr %472, i64 1
  store i8 %476, ptr %472, align 1, !tbaa !27
  %478 = getelementptr inbounds i8, ptr %474, i64 2
  %479 = load i8, ptr %475, align 1, !tbaa !27
  %480 = getelementptr inbounds i8, ptr %472, i64 2
  store i8 %479, ptr %477, align 1, !tbaa !27
  %481 = getelementptr inbounds i8, ptr %474, i64 3
  %482 = load i8, ptr %478, align 1, !tbaa !27
  %483 = getelementptr inbounds i8, ptr %472, i64 3
  store i8 %482, ptr %480, align 1, !tbaa !27
  %484 = add i32 %473, -3
  %485 = icmp ugt i32 %484, 2
  br i1 %485, label %471, label %486, !llvm.loop !47

486:                                              ; preds = %471
  %487 = icmp eq i32 %484, 0
  br i1 %487, label %547, label %488

488:                                              ; preds = %486
  %489 = load i8, ptr %481, align 1, !tbaa !27
  %490 = getelementptr inbounds i8, ptr %472, i64 4
  store i8 %489, ptr %483, align 1, !tbaa !27
  %491 = icmp eq i32 %484, 2
  br i1 %491, label %492, label %547

492:                                              ; preds = %488
  %493 = getelementptr inbounds i8, ptr %474, i64 4
  %494 = load i8, ptr %493, align 1, !tbaa !27
  %495 = getelementptr inbounds i8, ptr %472, i64 5
  store i8 %494, ptr %490, align 1, !tbaa !27
  br label %547

496:                                              ; preds = %174, %503
  %497 = phi i32 [ %520, %503 ], [ %187, %174 ]
  %498 = phi i32 [ %518, %503 ], [ %185, %174 ]
  %499 = phi i64 [ %517, %503 ], [ %184, %174 ]
  %500 = phi ptr [ %512, %503 ], [ %179, %174 ]
  %501 = and i32 %497, 64
  %502 = icmp eq i32 %501, 0
  br i1 %502, label %503, label %555

503:                                              ; preds = %496
  %504 = getelementptr inbounds i8, ptr %500, i64 2
  %505 = load i16, ptr %504, align 2, !tbaa !32
  %506 = zext i16 %505 to i64
  %507 = getelementptr inbounds %struct.code, ptr %39, i64 %506
  %508 = shl nsw i32 -1, %497
  %509 = xor i32 %508, -1
  %510 = zext nneg i32 %509 to i64
  %511 = and i64 %499, %510
  %512 = getelementptr inbounds %struct.code, ptr %507, i64 %511
  %513 = getelementptr inbounds i8, ptr %512, i64 1
  %514 = load i8, ptr %513, align 1, !tbaa !28
  %515 = zext i8 %514 to i32
  %516 = zext nneg i8 %514 to i64
  %517 = lshr i64 %499, %516
  %518 = sub i32 %498, %515
  %519 = load i8, ptr %512, align 2, !tbaa !31
  %520 = zext i8 %519 to i32
  %521 = and i32 %520, 16
  %522 = icmp eq i32 %521, 0
  br i1 %522, label %496, label %190

523:                                              ; preds = %117
  %524 = and i32 %122, 64
  %525 = icmp eq i32 %524, 0
  br i1 %525, label %526, label %544

526:                                              ; preds = %523
  %527 = getelementptr inbounds i8, ptr %121, i64 2
  %528 = load i16, ptr %527, align 2, !tbaa !32
  %529 = zext i16 %528 to i64
  %530 = getelementptr inbounds %struct.code, ptr %37, i64 %529
  %531 = shl nsw i32 -1, %122
  %532 = xor i32 %531, -1
  %533 = zext nneg i32 %532 to i64
  %534 = and i64 %120, %533
  %535 = getelementptr inbounds %struct.code, ptr %530, i64 %534
  %536 = getelementptr inbounds i8, ptr %535, i64 1
  %537 = load i8, ptr %536, align 1, !tbaa !28
  %538 = zext i8 %537 to i32
  %539 = zext nneg i8 %537 to i64
  %540 = lshr i64 %120, %539
  %541 = sub i32 %119, %538
  %542 = load i8, ptr %535, align 2, !tbaa !31
  %543 = icmp eq i8 %542, 0
  br i1 %543, label %109, label %117

544:                                              ; preds = %523
  %545 = and i32 %122, 32
  %546 = icmp eq i32 %545, 0
  br i1 %546, label %555, label %561

547:                                              ; preds = %109, %486, %492, %488, %454, %463, %459
  %548 = phi i32 [ %112, %109 ], [ %228, %463 ], [ %228, %459 ], [ %228, %454 ], [ %228, %492 ], [ %228, %488 ], [ %228, %486 ]
  %549 = phi i64 [ %111, %109 ], [ %227, %463 ], [ %227, %459 ], [ %227, %454 ], [ %227, %492 ], [ %227, %488 ], [ %227, %486 ]
  %550 = phi ptr [ %116, %109 ], [ %466, %463 ], [ %461, %459 ], [ %455, %454 ], [ %495, %492 ], [ %490, %488 ], [ %483, %486 ]
  %551 = phi ptr [ %98, %109 ], [ %220, %463 ], [ %220, %459 ], [ %220, %454 ], [ %220, %492 ], [ %220, %488 ], [ %220, %486 ]
  %552 = icmp ult ptr %551, %10
  %553 = icmp ult ptr %550, %22
  %554 = select i1 %552, i1 %553, i1 false
  br i1 %554, label %74, label %567, !llvm.loop !48

555:                                              ; preds = %236, %496, %544
  %556 = phi ptr [ @.str.2, %544 ], [ @.str.1, %496 ], [ @.str, %236 ]
  %557 = phi i32 [ %119, %544 ], [ %498, %496 ], [ %228, %236 ]
  %558 = phi i64 [ %120, %544 ], [ %499, %496 ], [ %227, %236 ]
  %559 = phi ptr [ %98, %544 ], [ %177, %496 ], [ %220, %236 ]
  %560 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %556, ptr %560, align 8, !tbaa !49
  br label %561

561:                                              ; preds = %555, %544
  %562 = phi i32 [ 16191, %544 ], [ 16209, %555 ]
  %563 = phi i32 [ %119, %544 ], [ %557, %555 ]
  %564 = phi i64 [ %120, %544 ], [ %558, %555 ]
  %565 = phi ptr [ %98, %544 ], [ %559, %555 ]
  %566 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %562, ptr %566, align 8, !tbaa !50
  br label %567

567:                                              ; preds = %547, %561
  %568 = phi i32 [ %563, %561 ], [ %548, %547 ]
  %569 = phi i64 [ %564, %561 ], [ %549, %547 ]
  %570 = phi ptr [ %77, %561 ], [ %550, %547 ]
  %571 = phi ptr [ %565, %561 ], [ %551, %547 ]
  %572 = lshr i32 %568, 3
  %573 = zext nneg i32 %572 to i64
  %574 = sub nsw i64 0, %573
  %575 = getelementptr inbounds i8, ptr %571, i64 %574
  store ptr %575, ptr %0, align 8, !tbaa !12
  store ptr %570, ptr %11, align 8, !tbaa !14
  %576 = ptrtoint ptr %10 to i64
  %577 = ptrtoint ptr %575 to i64
  %578 = sub i64 %576, %577
  %579 = trunc i64 %578 to i32
  %580 = add i32 %579, 5
  store i32 %580, ptr %6, align 8, !tbaa !13
  %581 = ptrtoint ptr %22 to i64
  %582 = ptrtoint ptr %570 to i64
  %583 = sub i64 %581, %582
  %584 = and i32 %568, 7
  %585 = shl nsw i32 -1, %584
  %586 = xor i32 %585, -1
  %587 = zext nneg i32 %586 to i64
  %588 = and i64 %569, %587
  %589 = trunc i64 %583 to i32
  %590 = add i32 %589, 257
  store i32 %590, ptr %14, align 8, !tbaa !15
  store i64 %588, ptr %32, align 8, !tbaa !21
  store i32 %584, ptr %34, align 8, !tbaa !22
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!34 = distinct !{!34, !35, !36, !37, !38}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!"llvm.loop.unroll.runtime.disable"}
!39 = distinct !{!39, !35, !36, !37}
!40 = distinct !{!40, !35, !36, !37, !38}
!41 = distinct !{!41, !35, !36, !37}
!42 = distinct !{!42, !35, !36, !37, !38}
!43 = distinct !{!43, !35, !36, !37}
!44 = distinct !{!44, !35, !36, !37, !38}
!45 = distinct !{!45, !35, !36, !37}
!46 = distinct !{!46, !35, !36}
!47 = distinct !{!47, !35, !36}
!48 = distinct !{!48, !35, !36}
!49 = !{!6, !7, i64 48}
!50 = !{!17, !10, i64 8}
