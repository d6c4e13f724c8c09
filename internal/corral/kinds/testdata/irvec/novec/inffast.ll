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
  %31 = getelementptr inbounds i8, ptr %4, i64 80
  %32 = load i64, ptr %31, align 8, !tbaa !21
  %33 = getelementptr inbounds i8, ptr %4, i64 88
  %34 = load i32, ptr %33, align 8, !tbaa !22
  %35 = getelementptr inbounds i8, ptr %4, i64 104
  %36 = load ptr, ptr %35, align 8, !tbaa !23
  %37 = getelementptr inbounds i8, ptr %4, i64 112
  %38 = load ptr, ptr %37, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %4, i64 120
  %40 = load i32, ptr %39, align 8, !tbaa !25
  %41 = shl nsw i32 -1, %40
  %42 = xor i32 %41, -1
  %43 = getelementptr inbounds i8, ptr %4, i64 124
  %44 = load i32, ptr %43, align 4, !tbaa !26
  %45 = shl nsw i32 -1, %44
  %46 = xor i32 %45, -1
  %47 = zext nneg i32 %42 to i64
  %48 = zext nneg i32 %46 to i64
  %49 = ptrtoint ptr %19 to i64
  %50 = getelementptr inbounds i8, ptr %4, i64 7144
  %51 = icmp eq i32 %28, 0
  %52 = add i32 %28, %24
  %53 = trunc i64 %13 to i32
  %54 = add i32 %15, %53
  %55 = add i32 %15, %53
  %56 = add i32 %15, %53
  %57 = add i32 %28, %1
  %58 = and i32 %28, 7
  %59 = icmp eq i32 %58, 0
  %60 = icmp ult i32 %28, 8
  br label %61

61:                                               ; preds = %625, %2
  %62 = phi i32 [ %34, %2 ], [ %626, %625 ]
  %63 = phi i64 [ %32, %2 ], [ %627, %625 ]
  %64 = phi ptr [ %12, %2 ], [ %628, %625 ]
  %65 = phi ptr [ %5, %2 ], [ %629, %625 ]
  %66 = icmp ult i32 %62, 15
  br i1 %66, label %67, label %82

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, ptr %65, i64 1
  %69 = load i8, ptr %65, align 1, !tbaa !27
  %70 = zext i8 %69 to i64
  %71 = zext nneg i32 %62 to i64
  %72 = shl nuw nsw i64 %70, %71
  %73 = add i64 %72, %63
  %74 = add nuw nsw i32 %62, 8
  %75 = getelementptr inbounds i8, ptr %65, i64 2
  %76 = load i8, ptr %68, align 1, !tbaa !27
  %77 = zext i8 %76 to i64
  %78 = zext nneg i32 %74 to i64
  %79 = shl nuw nsw i64 %77, %78
  %80 = add i64 %73, %79
  %81 = or disjoint i32 %62, 16
  br label %82

82:                                               ; preds = %67, %61
  %83 = phi i32 [ %81, %67 ], [ %62, %61 ]
  %84 = phi i64 [ %80, %67 ], [ %63, %61 ]
  %85 = phi ptr [ %75, %67 ], [ %65, %61 ]
  %86 = and i64 %84, %47
  %87 = getelementptr inbounds %struct.code, ptr %36, i64 %86
  %88 = getelementptr inbounds i8, ptr %87, i64 1
  %89 = load i8, ptr %88, align 1, !tbaa !28
  %90 = zext i8 %89 to i32
  %91 = zext nneg i8 %89 to i64
  %92 = lshr i64 %84, %91
  %93 = sub i32 %83, %90
  %94 = load i8, ptr %87, align 2, !tbaa !31
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %104

96:                                               ; preds = %604, %82
  %97 = phi ptr [ %87, %82 ], [ %613, %604 ]
  %98 = phi i64 [ %92, %82 ], [ %618, %604 ]
  %99 = phi i32 [ %93, %82 ], [ %619, %604 ]
  %100 = getelementptr inbounds i8, ptr %97, i64 2
  %101 = load i16, ptr %100, align 2, !tbaa !32
  %102 = trunc i16 %101 to i8
  %103 = getelementptr inbounds i8, ptr %64, i64 1
  store i8 %102, ptr %64, align 1, !tbaa !27
  br label %625

104:                                              ; preds = %82, %604
  %105 = phi i8 [ %620, %604 ], [ %94, %82 ]
  %106 = phi i32 [ %619, %604 ], [ %93, %82 ]
  %107 = phi i64 [ %618, %604 ], [ %92, %82 ]
  %108 = phi ptr [ %613, %604 ], [ %87, %82 ]
  %109 = zext i8 %105 to i32
  %110 = and i32 %109, 16
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %601, label %112

112:                                              ; preds = %104
  %113 = getelementptr inbounds i8, ptr %108, i64 2
  %114 = load i16, ptr %113, align 2, !tbaa !32
  %115 = zext i16 %114 to i32
  %116 = and i32 %109, 15
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %140, label %118

118:                                              ; preds = %112
  %119 = icmp ult i32 %106, %116
  br i1 %119, label %120, label %128

120:                                              ; preds = %118
  %121 = getelementptr inbounds i8, ptr %85, i64 1
  %122 = load i8, ptr %85, align 1, !tbaa !27
  %123 = zext i8 %122 to i64
  %124 = zext nneg i32 %106 to i64
  %125 = shl nuw nsw i64 %123, %124
  %126 = add i64 %125, %107
  %127 = add nuw nsw i32 %106, 8
  br label %128

128:                                              ; preds = %120, %118
  %129 = phi i32 [ %127, %120 ], [ %106, %118 ]
  %130 = phi i64 [ %126, %120 ], [ %107, %118 ]
  %131 = phi ptr [ %121, %120 ], [ %85, %118 ]
  %132 = trunc i64 %130 to i32
  %133 = shl nsw i32 -1, %116
  %134 = xor i32 %133, -1
  %135 = and i32 %132, %134
  %136 = add nuw nsw i32 %135, %115
  %137 = zext nneg i32 %116 to i64
  %138 = lshr i64 %130, %137
  %139 = sub i32 %129, %116
  br label %140

140:                                              ; preds = %128, %112
  %141 = phi i32 [ %139, %128 ], [ %106, %112 ]
  %142 = phi i64 [ %138, %128 ], [ %107, %112 ]
  %143 = phi ptr [ %131, %128 ], [ %85, %112 ]
  %144 = phi i32 [ %136, %128 ], [ %115, %112 ]
  %145 = icmp ult i32 %141, 15
  br i1 %145, label %146, label %161

146:                                              ; preds = %140
  %147 = getelementptr inbounds i8, ptr %143, i64 1
  %148 = load i8, ptr %143, align 1, !tbaa !27
  %149 = zext i8 %148 to i64
  %150 = zext nneg i32 %141 to i64
  %151 = shl nuw nsw i64 %149, %150
  %152 = add i64 %151, %142
  %153 = add nuw nsw i32 %141, 8
  %154 = getelementptr inbounds i8, ptr %143, i64 2
  %155 = load i8, ptr %147, align 1, !tbaa !27
  %156 = zext i8 %155 to i64
  %157 = zext nneg i32 %153 to i64
  %158 = shl nuw nsw i64 %156, %157
  %159 = add i64 %152, %158
  %160 = or disjoint i32 %141, 16
  br label %161

161:                                              ; preds = %146, %140
  %162 = phi i32 [ %160, %146 ], [ %141, %140 ]
  %163 = phi i64 [ %159, %146 ], [ %142, %140 ]
  %164 = phi ptr [ %154, %146 ], [ %143, %140 ]
  %165 = and i64 %163, %48
  %166 = getelementptr inbounds %struct.code, ptr %38, i64 %165
  %167 = getelementptr inbounds i8, ptr %166, i64 1
  %168 = load i8, ptr %167, align 1, !tbaa !28
  %169 = zext i8 %168 to i32
  %170 = zext nneg i8 %168 to i64
  %171 = lshr i64 %163, %170
  %172 = sub i32 %162, %169
  %173 = load i8, ptr %166, align 2, !tbaa !31
  %174 = zext i8 %173 to i32
  %175 = and i32 %174, 16
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %574, label %177

177:                                              ; preds = %581, %161
  %178 = phi ptr [ %166, %161 ], [ %590, %581 ]
  %179 = phi i64 [ %171, %161 ], [ %595, %581 ]
  %180 = phi i32 [ %172, %161 ], [ %596, %581 ]
  %181 = phi i32 [ %174, %161 ], [ %598, %581 ]
  %182 = getelementptr inbounds i8, ptr %178, i64 2
  %183 = load i16, ptr %182, align 2, !tbaa !32
  %184 = zext i16 %183 to i32
  %185 = and i32 %181, 15
  %186 = icmp ult i32 %180, %185
  br i1 %186, label %187, label %204

187:                                              ; preds = %177
  %188 = getelementptr inbounds i8, ptr %164, i64 1
  %189 = load i8, ptr %164, align 1, !tbaa !27
  %190 = zext i8 %189 to i64
  %191 = zext nneg i32 %180 to i64
  %192 = shl nuw nsw i64 %190, %191
  %193 = add i64 %192, %179
  %194 = add nuw nsw i32 %180, 8
  %195 = icmp ult i32 %194, %185
  br i1 %195, label %196, label %204

196:                                              ; preds = %187
  %197 = getelementptr inbounds i8, ptr %164, i64 2
  %198 = load i8, ptr %188, align 1, !tbaa !27
  %199 = zext i8 %198 to i64
  %200 = zext nneg i32 %194 to i64
  %201 = shl nuw nsw i64 %199, %200
  %202 = add i64 %201, %193
  %203 = add nuw nsw i32 %180, 16
  br label %204

204:                                              ; preds = %187, %196, %177
  %205 = phi i32 [ %203, %196 ], [ %194, %187 ], [ %180, %177 ]
  %206 = phi i64 [ %202, %196 ], [ %193, %187 ], [ %179, %177 ]
  %207 = phi ptr [ %197, %196 ], [ %188, %187 ], [ %164, %177 ]
  %208 = trunc i64 %206 to i32
  %209 = shl nsw i32 -1, %185
  %210 = xor i32 %209, -1
  %211 = and i32 %208, %210
  %212 = add nuw nsw i32 %211, %184
  %213 = zext nneg i32 %185 to i64
  %214 = lshr i64 %206, %213
  %215 = sub i32 %205, %185
  %216 = ptrtoint ptr %64 to i64
  %217 = sub i64 %216, %49
  %218 = trunc i64 %217 to i32
  %219 = icmp ugt i32 %212, %218
  br i1 %219, label %220, label %545

220:                                              ; preds = %204
  %221 = sub nsw i32 %212, %218
  %222 = icmp ugt i32 %221, %26
  br i1 %222, label %223, label %226

223:                                              ; preds = %220
  %224 = load i32, ptr %50, align 8, !tbaa !33
  %225 = icmp eq i32 %224, 0
  br i1 %225, label %226, label %633

226:                                              ; preds = %223, %220
  br i1 %51, label %227, label %293

227:                                              ; preds = %226
  %228 = sub i32 %24, %221
  %229 = zext i32 %228 to i64
  %230 = getelementptr i8, ptr %30, i64 %229
  %231 = icmp ult i32 %221, %144
  br i1 %231, label %232, label %479

232:                                              ; preds = %227
  %233 = trunc i64 %216 to i32
  %234 = and i32 %221, 7
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %247, label %236

236:                                              ; preds = %232, %236
  %237 = phi ptr [ %243, %236 ], [ %64, %232 ]
  %238 = phi i32 [ %244, %236 ], [ %221, %232 ]
  %239 = phi ptr [ %241, %236 ], [ %230, %232 ]
  %240 = phi i32 [ %245, %236 ], [ 0, %232 ]
  %241 = getelementptr inbounds i8, ptr %239, i64 1
  %242 = load i8, ptr %239, align 1, !tbaa !27
  %243 = getelementptr inbounds i8, ptr %237, i64 1
  store i8 %242, ptr %237, align 1, !tbaa !27
  %244 = add i32 %238, -1
  %245 = add i32 %240, 1
  %246 = icmp eq i32 %245, %234
  br i1 %246, label %247, label %236, !llvm.loop !34

247:                                              ; preds = %236, %232
  %248 = phi ptr [ poison, %232 ], [ %243, %236 ]
  %249 = phi ptr [ %64, %232 ], [ %243, %236 ]
  %250 = phi i32 [ %221, %232 ], [ %244, %236 ]
  %251 = phi ptr [ %230, %232 ], [ %241, %236 ]
  %252 = add i32 %56, %211
  %253 = add i32 %252, %184
  %254 = sub i32 %1, %253
  %255 = add i32 %254, %233
  %256 = icmp ugt i32 %255, -8
  br i1 %256, label %287, label %257

257:                                              ; preds = %247, %257
  %258 = phi ptr [ %284, %257 ], [ %249, %247 ]
  %259 = phi i32 [ %285, %257 ], [ %250, %247 ]
  %260 = phi ptr [ %282, %257 ], [ %251, %247 ]
  %261 = getelementptr inbounds i8, ptr %260, i64 1
  %262 = load i8, ptr %260, align 1, !tbaa !27
  %263 = getelementptr inbounds i8, ptr %258, i64 1
  store i8 %262, ptr %258, align 1, !tbaa !27
  %264 = getelementptr inbounds i8, ptr %260, i64 2
  %265 = load i8, ptr %261, align 1, !tbaa !27
  %266 = getelementptr inbounds i8, ptr %258, i64 2
  store i8 %265, ptr %263, align 1, !tbaa !27
  %267 = getelementptr inbounds i8, ptr %260, i64 3
  %268 = load i8, ptr %264, align 1, !tbaa !27
  %269 = getelementptr inbounds i8, ptr %258, i64 3
  store i8 %268, ptr %266, align 1, !tbaa !27
  %270 = getelementptr inbounds i8, ptr %260, i64 4
  %271 = load i8, ptr %267, align 1, !tbaa !27
  %272 = getelementptr inbounds i8, ptr %258, i64 4
  store i8 %271, ptr %269, align 1, !tbaa !27
  %273 = getelementptr inbounds i8, ptr %260, i64 5
  %274 = load i8, ptr %270, align 1, !tbaa !27
  %275 = getelementptr inbounds i8, ptr %258, i64 5
  store i8 %274, ptr %272, align 1, !tbaa !27
  %276 = getelementptr inbounds i8, ptr %260, i64 6
  %277 = load i8, ptr %273, align 1, !tbaa !27
  %278 = getelementptr inbounds i8, ptr %258, i64 6
  store i8 %277, ptr %275, align 1, !tbaa !27
  %279 = getelementptr inbounds i8, ptr %260, i64 7
  %280 = load i8, ptr %276, align 1, !tbaa !27
  %281 = getelementptr inbounds i8, ptr %258, i64 7
  store i8 %280, ptr %278, align 1, !tbaa !27
  %282 = getelementptr inbounds i8, ptr %260, i64 8
  %283 = load i8, ptr %279, align 1, !tbaa !27
  %284 = getelementptr inbounds i8, ptr %258, i64 8
  store i8 %283, ptr %281, align 1, !tbaa !27
  %285 = add i32 %259, -8
  %286 = icmp eq i32 %285, 0
  br i1 %286, label %287, label %257, !llvm.loop !36

287:                                              ; preds = %257, %247
  %288 = phi ptr [ %248, %247 ], [ %284, %257 ]
  %289 = sub nsw i32 %144, %221
  %290 = zext nneg i32 %212 to i64
  %291 = sub nsw i64 0, %290
  %292 = getelementptr inbounds i8, ptr %288, i64 %291
  br label %479

293:                                              ; preds = %226
  %294 = icmp ult i32 %28, %221
  br i1 %294, label %295, label %413

295:                                              ; preds = %293
  %296 = sub i32 %52, %221
  %297 = zext i32 %296 to i64
  %298 = getelementptr i8, ptr %30, i64 %297
  %299 = sub i32 %221, %28
  %300 = icmp ult i32 %299, %144
  br i1 %300, label %301, label %479

301:                                              ; preds = %295
  %302 = trunc i64 %216 to i32
  %303 = and i32 %299, 7
  %304 = icmp eq i32 %303, 0
  br i1 %304, label %316, label %305

305:                                              ; preds = %301, %305
  %306 = phi ptr [ %312, %305 ], [ %64, %301 ]
  %307 = phi i32 [ %313, %305 ], [ %299, %301 ]
  %308 = phi ptr [ %310, %305 ], [ %298, %301 ]
  %309 = phi i32 [ %314, %305 ], [ 0, %301 ]
  %310 = getelementptr inbounds i8, ptr %308, i64 1
  %311 = load i8, ptr %308, align 1, !tbaa !27
  %312 = getelementptr i8, ptr %306, i64 1
  store i8 %311, ptr %306, align 1, !tbaa !27
  %313 = add i32 %307, -1
  %314 = add i32 %309, 1
  %315 = icmp eq i32 %314, %303
  br i1 %315, label %316, label %305, !llvm.loop !38

316:                                              ; preds = %305, %301
  %317 = phi ptr [ poison, %301 ], [ %312, %305 ]
  %318 = phi ptr [ %64, %301 ], [ %312, %305 ]
  %319 = phi i32 [ %299, %301 ], [ %313, %305 ]
  %320 = phi ptr [ %298, %301 ], [ %310, %305 ]
  %321 = add i32 %55, %211
  %322 = add i32 %321, %184
  %323 = sub i32 %57, %322
  %324 = add i32 %323, %302
  %325 = icmp ugt i32 %324, -8
  br i1 %325, label %356, label %326

326:                                              ; preds = %316, %326
  %327 = phi ptr [ %353, %326 ], [ %318, %316 ]
  %328 = phi i32 [ %354, %326 ], [ %319, %316 ]
  %329 = phi ptr [ %351, %326 ], [ %320, %316 ]
  %330 = getelementptr inbounds i8, ptr %329, i64 1
  %331 = load i8, ptr %329, align 1, !tbaa !27
  %332 = getelementptr i8, ptr %327, i64 1
  store i8 %331, ptr %327, align 1, !tbaa !27
  %333 = getelementptr inbounds i8, ptr %329, i64 2
  %334 = load i8, ptr %330, align 1, !tbaa !27
  %335 = getelementptr i8, ptr %327, i64 2
  store i8 %334, ptr %332, align 1, !tbaa !27
  %336 = getelementptr inbounds i8, ptr %329, i64 3
  %337 = load i8, ptr %333, align 1, !tbaa !27
  %338 = getelementptr i8, ptr %327, i64 3
  store i8 %337, ptr %335, align 1, !tbaa !27
  %339 = getelementptr inbounds i8, ptr %329, i64 4
  %340 = load i8, ptr %336, align 1, !tbaa !27
  %341 = getelementptr i8, ptr %327, i64 4
  store i8 %340, ptr %338, align 1, !tbaa !27
  %342 = getelementptr inbounds i8, ptr %329, i64 5
  %343 = load i8, ptr %339, align 1, !tbaa !27
  %344 = getelementptr i8, ptr %327, i64 5
  store i8 %343, ptr %341, align 1, !tbaa !27
  %345 = getelementptr inbounds i8, ptr %329, i64 6
  %346 = load i8, ptr %342, align 1, !tbaa !27
  %347 = getelementptr i8, ptr %327, i64 6
  store i8 %346, ptr %344, align 1, !tbaa !27
  %348 = getelementptr inbounds i8, ptr %329, i64 7
  %349 = load i8, ptr %345, align 1, !tbaa !27
  %350 = getelementptr i8, ptr %327, i64 7
  store i8 %349, ptr %347, align 1, !tbaa !27
  %351 = getelementptr inbounds i8, ptr %329, i64 8
  %352 = load i8, ptr %348, align 1, !tbaa !27
  %353 = getelementptr i8, ptr %327, i64 8
  store i8 %352, ptr %350, align 1, !tbaa !27
  %354 = add i32 %328, -8
  %355 = icmp eq i32 %354, 0
  br i1 %355, label %356, label %326, !llvm.loop !39

356:                                              ; preds = %326, %316
  %357 = phi ptr [ %317, %316 ], [ %353, %326 ]
  %358 = sub nsw i32 %144, %299
  %359 = icmp ult i32 %28, %358
  br i1 %359, label %360, label %479

360:                                              ; preds = %356
  br i1 %59, label %372, label %361

361:                                              ; preds = %360, %361
  %362 = phi ptr [ %368, %361 ], [ %357, %360 ]
  %363 = phi i32 [ %369, %361 ], [ %28, %360 ]
  %364 = phi ptr [ %366, %361 ], [ %30, %360 ]
  %365 = phi i32 [ %370, %361 ], [ 0, %360 ]
  %366 = getelementptr inbounds i8, ptr %364, i64 1
  %367 = load i8, ptr %364, align 1, !tbaa !27
  %368 = getelementptr inbounds i8, ptr %362, i64 1
  store i8 %367, ptr %362, align 1, !tbaa !27
  %369 = add i32 %363, -1
  %370 = add i32 %365, 1
  %371 = icmp eq i32 %370, %58
  br i1 %371, label %372, label %361, !llvm.loop !40

372:                                              ; preds = %361, %360
  %373 = phi ptr [ poison, %360 ], [ %368, %361 ]
  %374 = phi ptr [ %357, %360 ], [ %368, %361 ]
  %375 = phi i32 [ %28, %360 ], [ %369, %361 ]
  %376 = phi ptr [ %30, %360 ], [ %366, %361 ]
  br i1 %60, label %407, label %377

377:                                              ; preds = %372, %377
  %378 = phi ptr [ %404, %377 ], [ %374, %372 ]
  %379 = phi i32 [ %405, %377 ], [ %375, %372 ]
  %380 = phi ptr [ %402, %377 ], [ %376, %372 ]
  %381 = getelementptr inbounds i8, ptr %380, i64 1
  %382 = load i8, ptr %380, align 1, !tbaa !27
  %383 = getelementptr inbounds i8, ptr %378, i64 1
  store i8 %382, ptr %378, align 1, !tbaa !27
  %384 = getelementptr inbounds i8, ptr %380, i64 2
  %385 = load i8, ptr %381, align 1, !tbaa !27
  %386 = getelementptr inbounds i8, ptr %378, i64 2
  store i8 %385, ptr %383, align 1, !tbaa !27
  %387 = getelementptr inbounds i8, ptr %380, i64 3
  %388 = load i8, ptr %384, align 1, !tbaa !27
  %389 = getelementptr inbounds i8, ptr %378, i64 3
  store i8 %388, ptr %386, align 1, !tbaa !27
  %390 = getelementptr inbounds i8, ptr %380, i64 4
  %391 = load i8, ptr %387, align 1, !tbaa !27
  %392 = getelementptr inbounds i8, ptr %378, i64 4
  store i8 %391, ptr %389, align 1, !tbaa !27
  %393 = getelementptr inbounds i8, ptr %380, i64 5
  %394 = load i8, ptr %390, align 1, !tbaa !27
  %395 = getelementptr inbounds i8, ptr %378, i64 5
  store i8 %394, ptr %392, align 1, !tbaa !27
  %396 = getelementptr inbounds i8, ptr %380, i64 6
  %397 = load i8, ptr %393, align 1, !tbaa !27
  %398 = getelementptr inbounds i8, ptr %378, i64 6
  store i8 %397, ptr %395, align 1, !tbaa !27
  %399 = getelementptr inbounds i8, ptr %380, i64 7
  %400 = load i8, ptr %396, align 1, !tbaa !27
  %401 = getelementptr inbounds i8, ptr %378, i64 7
  store i8 %400, ptr %398, align 1, !tbaa !27
  %402 = getelementptr inbounds i8, ptr %380, i64 8
  %403 = load i8, ptr %399, align 1, !tbaa !27
  %404 = getelementptr inbounds i8, ptr %378, i64 8
  store i8 %403, ptr %401, align 1, !tbaa !27
  %405 = add i32 %379, -8
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %407, label %377, !llvm.loop !41

407:                                              ; preds = %377, %372
  %408 = phi ptr [ %373, %372 ], [ %404, %377 ]
  %409 = sub i32 %358, %28
  %410 = zext nneg i32 %212 to i64
  %411 = sub nsw i64 0, %410
  %412 = getelementptr inbounds i8, ptr %408, i64 %411
  br label %479

413:                                              ; preds = %293
  %414 = sub i32 %28, %221
  %415 = zext i32 %414 to i64
  %416 = getelementptr i8, ptr %30, i64 %415
  %417 = icmp ult i32 %221, %144
  br i1 %417, label %418, label %479

418:                                              ; preds = %413
  %419 = trunc i64 %216 to i32
  %420 = and i32 %221, 7
  %421 = icmp eq i32 %420, 0
  br i1 %421, label %433, label %422

422:                                              ; preds = %418, %422
  %423 = phi ptr [ %429, %422 ], [ %64, %418 ]
  %424 = phi i32 [ %430, %422 ], [ %221, %418 ]
  %425 = phi ptr [ %427, %422 ], [ %416, %418 ]
  %426 = phi i32 [ %431, %422 ], [ 0, %418 ]
  %427 = getelementptr inbounds i8, ptr %425, i64 1
  %428 = load i8, ptr %425, align 1, !tbaa !27
  %429 = getelementptr inbounds i8, ptr %423, i64 1
  store i8 %428, ptr %423, align 1, !tbaa !27
  %430 = add i32 %424, -1
  %431 = add i32 %426, 1
  %432 = icmp eq i32 %431, %420
  br i1 %432, label %433, label %422, !llvm.loop !42

433:                                              ; preds = %422, %418
  %434 = phi ptr [ poison, %418 ], [ %429, %422 ]
  %435 = phi ptr [ %64, %418 ], [ %429, %422 ]
  %436 = phi i32 [ %221, %418 ], [ %430, %422 ]
  %437 = phi ptr [ %416, %418 ], [ %427, %422 ]
  %438 = add i32 %54, %211
  %439 = add i32 %438, %184
  %440 = sub i32 %1, %439
  %441 = add i32 %440, %419
  %442 = icmp ugt i32 %441, -8
  br i1 %442, label %473, label %443

443:                                              ; preds = %433, %443
  %444 = phi ptr [ %470, %443 ], [ %435, %433 ]
  %445 = phi i32 [ %471, %443 ], [ %436, %433 ]
  %446 = phi ptr [ %468, %443 ], [ %437, %433 ]
  %447 = getelementptr inbounds i8, ptr %446, i64 1
  %448 = load i8, ptr %446, align 1, !tbaa !27
  %449 = getelementptr inbounds i8, ptr %444, i64 1
  store i8 %448, ptr %444, align 1, !tbaa !27
  %450 = getelementptr inbounds i8, ptr %446, i64 2
  %451 = load i8, ptr %447, align 1, !tbaa !27
  %452 = getelementptr inbounds i8, ptr %444, i64 2
  store i8 %451, ptr %449, align 1, !tbaa !27
  %453 = getelementptr inbounds i8, ptr %446, i64 3
  %454 = load i8, ptr %450, align 1, !tbaa !27
  %455 = getelementptr inbounds i8, ptr %444, i64 3
  store i8 %454, ptr %452, align 1, !tbaa !27
  %456 = getelementptr inbounds i8, ptr %446, i64 4
  %457 = load i8, ptr %453, align 1, !tbaa !27
  %458 = getelementptr inbounds i8, ptr %444, i64 4
  store i8 %457, ptr %455, align 1, !tbaa !27
  %459 = getelementptr inbounds i8, ptr %446, i64 5
  %460 = load i8, ptr %456, align 1, !tbaa !27
  %461 = getelementptr inbounds i8, ptr %444, i64 5
  store i8 %460, ptr %458, align 1, !tbaa !27
  %462 = getelementptr inbounds i8, ptr %446, i64 6
  %463 = load i8, ptr %459, align 1, !tbaa !27
  %464 = getelementptr inbounds i8, ptr %444, i64 6
  store i8 %463, ptr %461, align 1, !tbaa !27
  %465 = getelementptr inbounds i8, ptr %446, i64 7
  %466 = load i8, ptr %462, align 1, !tbaa !27
  %467 = getelementptr inbounds i8, ptr %444, i64 7
  store i8 %466, ptr %464, align 1, !tbaa !27
  %468 = getelementptr inbounds i8, ptr %446, i64 8
  %469 = load i8, ptr %465, align 1, !tbaa !27
  %470 = getelementptr inbounds i8, ptr %444, i64 8
  store i8 %469, ptr %467, align 1, !tbaa !27
  %471 = add i32 %445, -8
  %472 = icmp eq i32 %471, 0
  br i1 %472, label %473, label %443, !llvm.loop !43

473:                                              ; preds = %443, %433
  %474 = phi ptr [ %434, %433 ], [ %470, %443 ]
  %475 = sub nsw i32 %144, %221
  %476 = zext nneg i32 %212 to i64
  %477 = sub nsw i64 0, %476
  %478 = getelementptr inbounds i8, ptr %474, i64 %477
  br label %479

479:                                              ; preds = %356, %407, %295, %473, %413, %227, %287
  %480 = phi ptr [ %288, %287 ], [ %64, %227 ], [ %408, %407 ], [ %357, %356 ], [ %64, %295 ], [ %474, %473 ], [ %64, %413 ]
  %481 = phi i32 [ %289, %287 ], [ %144, %227 ], [ %409, %407 ], [ %358, %356 ], [ %144, %295 ], [ %475, %473 ], [ %144, %413 ]
  %482 = phi ptr [ %292, %287 ], [ %230, %227 ], [ %412, %407 ], [ %30, %356 ], [ %298, %295 ], [ %478, %473 ], [ %416, %413 ]
  %483 = icmp ugt i32 %481, 2
  br i1 %483, label %484, label %532

484:                                              ; preds = %479
  %485 = add i32 %481, -3
  %486 = udiv i32 %485, 3
  %487 = and i32 %486, 1
  %488 = icmp eq i32 %487, 0
  br i1 %488, label %489, label %500

489:                                              ; preds = %484
  %490 = getelementptr inbounds i8, ptr %482, i64 1
  %491 = load i8, ptr %482, align 1, !tbaa !27
  %492 = getelementptr inbounds i8, ptr %480, i64 1
  store i8 %491, ptr %480, align 1, !tbaa !27
  %493 = getelementptr inbounds i8, ptr %482, i64 2
  %494 = load i8, ptr %490, align 1, !tbaa !27
  %495 = getelementptr inbounds i8, ptr %480, i64 2
  store i8 %494, ptr %492, align 1, !tbaa !27
  %496 = getelementptr inbounds i8, ptr %482, i64 3
  %497 = load i8, ptr %493, align 1, !tbaa !27
  %498 = getelementptr inbounds i8, ptr %480, i64 3
  store i8 %497, ptr %495, align 1, !tbaa !27
  %499 = add i32 %481, -3
  br label %500

500:                                              ; preds = %489, %484
  %501 = phi ptr [ %482, %484 ], [ %496, %489 ]
  %502 = phi i32 [ %481, %484 ], [ %499, %489 ]
  %503 = phi ptr [ %480, %484 ], [ %498, %489 ]
  %504 = phi ptr [ poison, %484 ], [ %496, %489 ]
  %505 = phi ptr [ poison, %484 ], [ %498, %489 ]
  %506 = phi i32 [ poison, %484 ], [ %499, %489 ]
  %507 = icmp ult i32 %485, 3
  br i1 %507, label %532, label %508

508:                                              ; preds = %500, %508
  %509 = phi ptr [ %527, %508 ], [ %501, %500 ]
  %510 = phi i32 [ %530, %508 ], [ %502, %500 ]
  %511 = phi ptr [ %529, %508 ], [ %503, %500 ]
  %512 = getelementptr inbounds i8, ptr %509, i64 1
  %513 = load i8, ptr %509, align 1, !tbaa !27
  %514 = getelementptr inbounds i8, ptr %511, i64 1
  store i8 %513, ptr %511, align 1, !tbaa !27
  %515 = getelementptr inbounds i8, ptr %509, i64 2
  %516 = load i8, ptr %512, align 1, !tbaa !27
  %517 = getelementptr inbounds i8, ptr %511, i64 2
  store i8 %516, ptr %514, align 1, !tbaa !27
  %518 = getelementptr inbounds i8, ptr %509, i64 3
  %519 = load i8, ptr %515, align 1, !tbaa !27
  %520 = getelementptr inbounds i8, ptr %511, i64 3
  store i8 %519, ptr %517, align 1, !tbaa !27
  %521 = getelementptr inbounds i8, ptr %509, i64 4
  %522 = load i8, ptr %518, align 1, !tbaa !27
  %523 = getelementptr inbounds i8, ptr %511, i64 4
  store i8 %522, ptr %520, align 1, !tbaa !27
  %524 = getelementptr inbounds i8, ptr %509, i64 5
  %525 = load i8, ptr %521, align 1, !tbaa !27
  %526 = getelementptr inbounds i8, ptr %511, i64 5
  store i8 %525, ptr %523, align 1, !tbaa !27
  %527 = getelementptr inbounds i8, ptr %509, i64 6
  %528 = load i8, ptr %524, align 1, !tbaa !27
  %529 = getelementptr inbounds i8, ptr %511, i64 6
  store i8 %528, ptr %526, align 1, !tbaa !27
  %530 = add i32 %510, -6
  %531 = icmp ugt i32 %530, 2
  br i1 %531, label %508, label %532, !llvm.loop !44

532:                                              ; preds = %500, %508, %479
  %533 = phi ptr [ %480, %479 ], [ %505, %500 ], [ %529, %508 ]
  %534 = phi i32 [ %481, %479 ], [ %506, %500 ], [ %530, %508 ]
  %535 = phi ptr [ %482, %479 ], [ %504, %500 ], [ %527, %508 ]
  %536 = icmp eq i32 %534, 0
  br i1 %536, label %625, label %537

537:                                              ; preds = %532
  %538 = load i8, ptr %535, align 1, !tbaa !27
  %539 = getelementptr inbounds i8, ptr %533, i64 1
  store i8 %538, ptr %533, align 1, !tbaa !27
  %540 = icmp eq i32 %534, 2
  br i1 %540, label %541, label %625

541:                                              ; preds = %537
  %542 = getelementptr inbounds i8, ptr %535, i64 1
  %543 = load i8, ptr %542, align 1, !tbaa !27
  %544 = getelementptr inbounds i8, ptr %533, i64 2
  store i8 %543, ptr %539, align 1, !tbaa !27
  br label %625

545:                                              ; preds = %204
  %546 = zext nneg i32 %212 to i64
  %547 = sub nsw i64 0, %546
  %548 = getelementptr inbounds i8, ptr %64, i64 %547
  br label %549

549:                                              ; preds = %549, %545
  %550 = phi ptr [ %64, %545 ], [ %561, %549 ]
  %551 = phi i32 [ %144, %545 ], [ %562, %549 ]
  %552 = phi ptr [ %548, %545 ], [ %559, %549 ]
  %553 = getelementptr inbounds i8, ptr %552, i64 1
  %554 = load i8, ptr %552, align 1, !tbaa !27
  %555 = getelementptr inbounds i8, ptr %550, i64 1
  store i8 %554, ptr %550, align 1, !tbaa !27
  %556 = getelementptr inbounds i8, ptr %552, i64 2
  %557 = load i8, ptr %553, align 1, !tbaa !27
  %558 = getelementptr inbounds i8, ptr %550, i64 2
  store i8 %557, ptr %555, align 1, !tbaa !27
  %559 = getelementptr inbounds i8, ptr %552, i64 3
  %560 = load i8, ptr %556, align 1, !tbaa !27
  %561 = getelementptr inbounds i8, ptr %550, i64 3
  store i8 %560, ptr %558, align 1, !tbaa !27
  %562 = add i32 %551, -3
  %563 = icmp ugt i32 %562, 2
  br i1 %563, label %549, label %564, !llvm.loop !45

564:                                              ; preds = %549
  %565 = icmp eq i32 %562, 0
  br i1 %565, label %625, label %566

566:                                              ; preds = %564
  %567 = load i8, ptr %559, align 1, !tbaa !27
  %568 = getelementptr inbounds i8, ptr %550, i64 4
  store i8 %567, ptr %561, align 1, !tbaa !27
  %569 = icmp eq i32 %562, 2
  br i1 %569, label %570, label %625

570:                                              ; preds = %566
  %571 = getelementptr inbounds i8, ptr %552, i64 4
  %572 = load i8, ptr %571, align 1, !tbaa !27
  %573 = getelementptr inbounds i8, ptr %550, i64 5
  store i8 %572, ptr %568, align 1, !tbaa !27
  br label %625

574:                                              ; preds = %161, %581
  %575 = phi i32 [ %598, %581 ], [ %174, %161 ]
  %576 = phi i32 [ %596, %581 ], [ %172, %161 ]
  %577 = phi i64 [ %595, %581 ], [ %171, %161 ]
  %578 = phi ptr [ %590, %581 ], [ %166, %161 ]
  %579 = and i32 %575, 64
  %580 = icmp eq i32 %579, 0
  br i1 %580, label %581, label %633

581:                                              ; preds = %574
  %582 = getelementptr inbounds i8, ptr %578, i64 2
  %583 = load i16, ptr %582, align 2, !tbaa !32
  %584 = zext i16 %583 to i64
  %585 = getelementptr inbounds %struct.code, ptr %38, i64 %584
  %586 = shl nsw i32 -1, %575
  %587 = xor i32 %586, -1
  %588 = zext nneg i32 %587 to i64
  %589 = and i64 %577, %588
  %590 = getelementptr inbounds %struct.code, ptr %585, i64 %589
  %591 = getelementptr inbounds i8, ptr %590, i64 1
  %592 = load i8, ptr %591, align 1, !tbaa !28
  %593 = zext i8 %592 to i32
  %594 = zext nneg i8 %592 to i64
  %595 = lshr i64 %577, %594
  %596 = sub i32 %576, %593
  %597 = load i8, ptr %590, align 2, !tbaa !31
  %598 = zext i8 %597 to i32
  %599 = and i32 %598, 16
  %600 = icmp eq i32 %599, 0
  br i1 %600, label %574, label %177

601:                                              ; preds = %104
  %602 = and i32 %109, 64
  %603 = icmp eq i32 %602, 0
  br i1 %603, label %604, label %622

604:                                              ; preds = %601
  %605 = getelementptr inbounds i8, ptr %108, i64 2
  %606 = load i16, ptr %605, align 2, !tbaa !32
  %607 = zext i16 %606 to i64
  %608 = getelementptr inbounds %struct.code, ptr %36, i64 %607
  %609 = shl nsw i32 -1, %109
  %610 = xor i32 %609, -1
  %611 = zext nneg i32 %610 to i64
  %612 = and i64 %107, %611
  %613 = getelementptr inbounds %struct.code, ptr %608, i64 %612
  %614 = getelementptr inbounds i8, ptr %613, i64 1
  %615 = load i8, ptr %614, align 1, !tbaa !28
  %616 = zext i8 %615 to i32
  %617 = zext nneg i8 %615 to i64
  %618 = lshr i64 %107, %617
  %619 = sub i32 %106, %616
  %620 = load i8, ptr %613, align 2, !tbaa !31
  %621 = icmp eq i8 %620, 0
  br i1 %621, label %96, label %104

622:                                              ; preds = %601
  %623 = and i32 %109, 32
  %624 = icmp eq i32 %623, 0
  br i1 %624, label %633, label %639

625:                                              ; preds = %96, %564, %570, %566, %532, %541, %537
  %626 = phi i32 [ %99, %96 ], [ %215, %541 ], [ %215, %537 ], [ %215, %532 ], [ %215, %570 ], [ %215, %566 ], [ %215, %564 ]
  %627 = phi i64 [ %98, %96 ], [ %214, %541 ], [ %214, %537 ], [ %214, %532 ], [ %214, %570 ], [ %214, %566 ], [ %214, %564 ]
  %628 = phi ptr [ %103, %96 ], [ %544, %541 ], [ %539, %537 ], [ %533, %532 ], [ %573, %570 ], [ %568, %566 ], [ %561, %564 ]
  %629 = phi ptr [ %85, %96 ], [ %207, %541 ], [ %207, %537 ], [ %207, %532 ], [ %207, %570 ], [ %207, %566 ], [ %207, %564 ]
  %630 = icmp ult ptr %629, %10
  %631 = icmp ult ptr %628, %22
  %632 = select i1 %630, i1 %631, i1 false
  br i1 %632, label %61, label %645, !llvm.loop !46

633:                                              ; preds = %223, %574, %622
  %634 = phi ptr [ @.str.2, %622 ], [ @.str.1, %574 ], [ @.str, %223 ]
  %635 = phi i32 [ %106, %622 ], [ %576, %574 ], [ %215, %223 ]
  %636 = phi i64 [ %107, %622 ], [ %577, %574 ], [ %214, %223 ]
  %637 = phi ptr [ %85, %622 ], [ %164, %574 ], [ %207, %223 ]
  %638 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %634, ptr %638, align 8, !tbaa !47
  br label %639

639:                                              ; preds = %633, %622
  %640 = phi i32 [ 16191, %622 ], [ 16209, %633 ]
  %641 = phi i32 [ %106, %622 ], [ %635, %633 ]
  %642 = phi i64 [ %107, %622 ], [ %636, %633 ]
  %643 = phi ptr [ %85, %622 ], [ %637, %633 ]
  %644 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %640, ptr %644, align 8, !tbaa !48
  br label %645

645:                                              ; preds = %625, %639
  %646 = phi i32 [ %641, %639 ], [ %626, %625 ]
  %647 = phi i64 [ %642, %639 ], [ %627, %625 ]
  %648 = phi ptr [ %64, %639 ], [ %628, %625 ]
  %649 = phi ptr [ %643, %639 ], [ %629, %625 ]
  %650 = lshr i32 %646, 3
  %651 = zext nneg i32 %650 to i64
  %652 = sub nsw i64 0, %651
  %653 = getelementptr inbounds i8, ptr %649, i64 %652
  store ptr %653, ptr %0, align 8, !tbaa !12
  store ptr %648, ptr %11, align 8, !tbaa !14
  %654 = ptrtoint ptr %10 to i64
  %655 = ptrtoint ptr %653 to i64
  %656 = sub i64 %654, %655
  %657 = trunc i64 %656 to i32
  %658 = add i32 %657, 5
  store i32 %658, ptr %6, align 8, !tbaa !13
  %659 = ptrtoint ptr %22 to i64
  %660 = ptrtoint ptr %648 to i64
  %661 = sub i64 %659, %660
  %662 = and i32 %646, 7
  %663 = shl nsw i32 -1, %662
  %664 = xor i32 %663, -1
  %665 = zext nneg i32 %664 to i64
  %666 = and i64 %647, %665
  %667 = trunc i64 %661 to i32
  %668 = add i32 %667, 257
  store i32 %668, ptr %14, align 8, !tbaa !15
  store i64 %666, ptr %31, align 8, !tbaa !21
  store i32 %662, ptr %33, align 8, !tbaa !22
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
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.mustprogress"}
!38 = distinct !{!38, !35}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !35}
!41 = distinct !{!41, !37}
!42 = distinct !{!42, !35}
!43 = distinct !{!43, !37}
!44 = distinct !{!44, !37}
!45 = distinct !{!45, !37}
!46 = distinct !{!46, !37}
!47 = !{!6, !7, i64 48}
!48 = !{!17, !10, i64 8}
