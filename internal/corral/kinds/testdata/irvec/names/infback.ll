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
define dso_local range(i32 -6, 1) i32 @inflateBackInit_(ptr noundef %strm, i32 noundef %windowBits, ptr noundef %window, ptr noundef readonly %version, i32 noundef %stream_size) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %version, null
  br i1 %cmp, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %0 = load i8, ptr %version, align 1, !tbaa !5
  %cmp2 = icmp ne i8 %0, 49
  %cmp5 = icmp ne i32 %stream_size, 112
  %or.cond = or i1 %cmp5, %cmp2
  br i1 %or.cond, label %cleanup, label %if.end

if.end:                                           ; preds = %lor.lhs.false
  %cmp7 = icmp eq ptr %strm, null
  %cmp10 = icmp eq ptr %window, null
  %or.cond38 = or i1 %cmp7, %cmp10
  %1 = add i32 %windowBits, -16
  %2 = icmp ult i32 %1, -8
  %or.cond40 = or i1 %2, %or.cond38
  br i1 %or.cond40, label %cleanup, label %if.end19

if.end19:                                         ; preds = %if.end
  %msg = getelementptr inbounds i8, ptr %strm, i64 48
  store ptr null, ptr %msg, align 8, !tbaa !8
  %zalloc = getelementptr inbounds i8, ptr %strm, i64 64
  %3 = load ptr, ptr %zalloc, align 8, !tbaa !13
  %cmp20 = icmp eq ptr %3, null
  br i1 %cmp20, label %if.then22, label %if.end24

if.then22:                                        ; preds = %if.end19
  store ptr @zcalloc, ptr %zalloc, align 8, !tbaa !13
  %opaque = getelementptr inbounds i8, ptr %strm, i64 80
  store ptr null, ptr %opaque, align 8, !tbaa !14
  br label %if.end24

if.end24:                                         ; preds = %if.then22, %if.end19
  %4 = phi ptr [ @zcalloc, %if.then22 ], [ %3, %if.end19 ]
  %zfree = getelementptr inbounds i8, ptr %strm, i64 72
  %5 = load ptr, ptr %zfree, align 8, !tbaa !15
  %cmp25 = icmp eq ptr %5, null
  br i1 %cmp25, label %if.then27, label %if.end29

if.then27:                                        ; preds = %if.end24
  store ptr @zcfree, ptr %zfree, align 8, !tbaa !15
  br label %if.end29

if.end29:                                         ; preds = %if.then27, %if.end24
  %opaque31 = getelementptr inbounds i8, ptr %strm, i64 80
  %6 = load ptr, ptr %opaque31, align 8, !tbaa !14
  %call = tail call ptr %4(ptr noundef %6, i32 noundef 1, i32 noundef 7160) #5
  %cmp32 = icmp eq ptr %call, null
  br i1 %cmp32, label %cleanup, label %if.end35

if.end35:                                         ; preds = %if.end29
  %state36 = getelementptr inbounds i8, ptr %strm, i64 56
  store ptr %call, ptr %state36, align 8, !tbaa !16
  %dmax = getelementptr inbounds i8, ptr %call, i64 28
  store i32 32768, ptr %dmax, align 4, !tbaa !17
  %wbits = getelementptr inbounds i8, ptr %call, i64 56
  store i32 %windowBits, ptr %wbits, align 8, !tbaa !19
  %shl = shl nuw nsw i32 1, %windowBits
  %wsize = getelementptr inbounds i8, ptr %call, i64 60
  store i32 %shl, ptr %wsize, align 4, !tbaa !20
  %window37 = getelementptr inbounds i8, ptr %call, i64 72
  store ptr %window, ptr %window37, align 8, !tbaa !21
  %wnext = getelementptr inbounds i8, ptr %call, i64 68
  store i32 0, ptr %wnext, align 4, !tbaa !22
  %whave = getelementptr inbounds i8, ptr %call, i64 64
  store i32 0, ptr %whave, align 8, !tbaa !23
  %sane = getelementptr inbounds i8, ptr %call, i64 7144
  store i32 1, ptr %sane, align 8, !tbaa !24
  br label %cleanup

cleanup:                                          ; preds = %if.end29, %if.end, %entry, %lor.lhs.false, %if.end35
  %retval.0 = phi i32 [ 0, %if.end35 ], [ -6, %lor.lhs.false ], [ -6, %entry ], [ -2, %if.end ], [ -4, %if.end29 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #2

declare void @zcfree(ptr noundef, ptr noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @inflateBack(ptr noundef %strm, ptr nocapture noundef readonly %in, ptr noundef %in_desc, ptr nocapture noundef readonly %out, ptr noundef %out_desc) local_unnamed_addr #0 {
entry:
  %next = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %next) #5
  %cmp = icmp eq ptr %strm, null
  br i1 %cmp, label %cleanup, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %state1 = getelementptr inbounds i8, ptr %strm, i64 56
  %0 = load ptr, ptr %state1, align 8, !tbaa !16
  %cmp2 = icmp eq ptr %0, null
  br i1 %cmp2, label %cleanup, label %if.end

if.end:                                           ; preds = %lor.lhs.false
  %msg = getelementptr inbounds i8, ptr %strm, i64 48
  store ptr null, ptr %msg, align 8, !tbaa !8
  %mode = getelementptr inbounds i8, ptr %0, i64 8
  store i32 16191, ptr %mode, align 8, !tbaa !25
  %last4 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %last4, align 4, !tbaa !26
  %whave = getelementptr inbounds i8, ptr %0, i64 64
  store i32 0, ptr %whave, align 8, !tbaa !23
  %1 = load ptr, ptr %strm, align 8, !tbaa !27
  store ptr %1, ptr %next, align 8, !tbaa !28
  %cmp5.not = icmp eq ptr %1, null
  br i1 %cmp5.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %if.end
  %avail_in = getelementptr inbounds i8, ptr %strm, i64 8
  %2 = load i32, ptr %avail_in, align 8, !tbaa !29
  br label %cond.end

cond.end:                                         ; preds = %if.end, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ 0, %if.end ]
  %window = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %window, align 8, !tbaa !21
  %wsize = getelementptr inbounds i8, ptr %0, i64 60
  %4 = load i32, ptr %wsize, align 4, !tbaa !20
  %nlen = getelementptr inbounds i8, ptr %0, i64 132
  %ndist = getelementptr inbounds i8, ptr %0, i64 136
  %ncode = getelementptr inbounds i8, ptr %0, i64 128
  %have220 = getelementptr inbounds i8, ptr %0, i64 140
  %lens = getelementptr inbounds i8, ptr %0, i64 152
  %codes = getelementptr inbounds i8, ptr %0, i64 1368
  %next282 = getelementptr inbounds i8, ptr %0, i64 144
  %lencode = getelementptr inbounds i8, ptr %0, i64 104
  %lenbits = getelementptr inbounds i8, ptr %0, i64 120
  %work = getelementptr inbounds i8, ptr %0, i64 792
  %arrayidx571 = getelementptr inbounds i8, ptr %0, i64 664
  %distcode = getelementptr inbounds i8, ptr %0, i64 112
  %distbits = getelementptr inbounds i8, ptr %0, i64 124
  %length770 = getelementptr inbounds i8, ptr %0, i64 92
  %extra = getelementptr inbounds i8, ptr %0, i64 100
  %offset = getelementptr inbounds i8, ptr %0, i64 96
  %next_out = getelementptr inbounds i8, ptr %strm, i64 24
  %avail_out = getelementptr inbounds i8, ptr %strm, i64 32
  %avail_in624 = getelementptr inbounds i8, ptr %strm, i64 8
  %hold625 = getelementptr inbounds i8, ptr %0, i64 80
  %bits626 = getelementptr inbounds i8, ptr %0, i64 88
  br label %for.cond

for.cond:                                         ; preds = %sw.epilog1116, %cond.end
  %5 = phi i32 [ 16191, %cond.end ], [ %.pre, %sw.epilog1116 ]
  %put.0 = phi ptr [ %3, %cond.end ], [ %put.7, %sw.epilog1116 ]
  %have.0 = phi i32 [ %cond, %cond.end ], [ %have.41, %sw.epilog1116 ]
  %left.0 = phi i32 [ %4, %cond.end ], [ %left.6, %sw.epilog1116 ]
  %hold.0 = phi i64 [ 0, %cond.end ], [ %hold.25, %sw.epilog1116 ]
  %bits.0 = phi i32 [ 0, %cond.end ], [ %bits.25, %sw.epilog1116 ]
  switch i32 %5, label %inf_leave [
    i32 16191, label %sw.bb
    i32 16193, label %do.body54
    i32 16196, label %while.cond156.preheader
    i32 16200, label %sw.bb616
    i32 16208, label %inf_leave.loopexit2170
    i32 16209, label %inf_leave.loopexit2256
  ]

while.cond156.preheader:                          ; preds = %for.cond
  %cmp1571795 = icmp ult i32 %bits.0, 14
  br i1 %cmp1571795, label %do.body161.preheader, label %do.end184

do.body161.preheader:                             ; preds = %while.cond156.preheader
  %6 = zext nneg i32 %bits.0 to i64
  br label %do.body161

sw.bb:                                            ; preds = %for.cond
  %7 = load i32, ptr %last4, align 4, !tbaa !26
  %tobool.not = icmp eq i32 %7, 0
  br i1 %tobool.not, label %while.cond.preheader, label %do.body

while.cond.preheader:                             ; preds = %sw.bb
  %cmp131985 = icmp ult i32 %bits.0, 3
  br i1 %cmp131985, label %do.body15.lr.ph, label %do.end29

do.body15.lr.ph:                                  ; preds = %while.cond.preheader
  %add25 = or disjoint i32 %bits.0, 8
  %cmp16 = icmp eq i32 %have.0, 0
  br i1 %cmp16, label %if.then17, label %do.end23

do.body:                                          ; preds = %sw.bb
  %and = and i32 %bits.0, 7
  %sh_prom = zext nneg i32 %and to i64
  %shr = lshr i64 %hold.0, %sh_prom
  %sub = and i32 %bits.0, -8
  store i32 16208, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.then17:                                        ; preds = %do.body15.lr.ph
  %call = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp18 = icmp eq i32 %call, 0
  br i1 %cmp18, label %if.then19, label %do.end23

if.then19:                                        ; preds = %if.then17
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end23:                                         ; preds = %if.then17, %do.body15.lr.ph
  %have.2 = phi i32 [ %call, %if.then17 ], [ %have.0, %do.body15.lr.ph ]
  %dec = add i32 %have.2, -1
  %8 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr = getelementptr inbounds i8, ptr %8, i64 1
  store ptr %incdec.ptr, ptr %next, align 8, !tbaa !28
  %9 = load i8, ptr %8, align 1, !tbaa !5
  %conv = zext i8 %9 to i64
  %sh_prom24 = zext nneg i32 %bits.0 to i64
  %shl = shl nuw nsw i64 %conv, %sh_prom24
  %add = add i64 %shl, %hold.0
  br label %do.end29

do.end29:                                         ; preds = %do.end23, %while.cond.preheader
  %have.1.lcssa = phi i32 [ %dec, %do.end23 ], [ %have.0, %while.cond.preheader ]
  %hold.1.lcssa = phi i64 [ %add, %do.end23 ], [ %hold.0, %while.cond.preheader ]
  %bits.1.lcssa = phi i32 [ %add25, %do.end23 ], [ %bits.0, %while.cond.preheader ]
  %conv30 = trunc i64 %hold.1.lcssa to i32
  %and31 = and i32 %conv30, 1
  store i32 %and31, ptr %last4, align 4, !tbaa !26
  %10 = lshr i32 %conv30, 1
  %and39 = and i32 %10, 3
  switch i32 %and39, label %default.unreachable2108 [
    i32 0, label %do.body48
    i32 1, label %sw.bb42
    i32 2, label %sw.bb44
    i32 3, label %sw.default
  ]

sw.bb42:                                          ; preds = %do.end29
  call void @inflate_fixed(ptr noundef nonnull %0) #5
  br label %do.body48

sw.bb44:                                          ; preds = %do.end29
  br label %do.body48

default.unreachable2108:                          ; preds = %do.end29
  unreachable

sw.default:                                       ; preds = %do.end29
  store ptr @.str.1, ptr %msg, align 8, !tbaa !8
  br label %do.body48

do.body48:                                        ; preds = %do.end29, %sw.bb42, %sw.bb44, %sw.default
  %.sink = phi i32 [ 16200, %sw.bb42 ], [ 16196, %sw.bb44 ], [ 16209, %sw.default ], [ 16193, %do.end29 ]
  store i32 %.sink, ptr %mode, align 8, !tbaa !25
  %shr49 = lshr i64 %hold.1.lcssa, 3
  %sub50 = add i32 %bits.1.lcssa, -3
  br label %sw.epilog1116

do.body54:                                        ; preds = %for.cond
  %and55 = and i32 %bits.0, 7
  %sh_prom56 = zext nneg i32 %and55 to i64
  %shr57 = lshr i64 %hold.0, %sh_prom56
  %sub59 = and i32 %bits.0, -8
  %cmp641970 = icmp ult i32 %bits.0, 32
  br i1 %cmp641970, label %do.body68.preheader, label %do.end91

do.body68.preheader:                              ; preds = %do.body54
  %11 = and i32 %bits.0, 24
  %12 = zext nneg i32 %11 to i64
  br label %do.body68

do.body68:                                        ; preds = %do.body68.preheader, %do.end79
  %indvars.iv2082 = phi i64 [ %12, %do.body68.preheader ], [ %indvars.iv.next2083, %do.end79 ]
  %hold.21972 = phi i64 [ %shr57, %do.body68.preheader ], [ %add85, %do.end79 ]
  %have.31971 = phi i32 [ %have.0, %do.body68.preheader ], [ %dec80, %do.end79 ]
  %cmp69 = icmp eq i32 %have.31971, 0
  br i1 %cmp69, label %if.then71, label %do.end79

if.then71:                                        ; preds = %do.body68
  %call72 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp73 = icmp eq i32 %call72, 0
  br i1 %cmp73, label %if.then75, label %do.end79

if.then75:                                        ; preds = %if.then71
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end79:                                         ; preds = %if.then71, %do.body68
  %have.4 = phi i32 [ %call72, %if.then71 ], [ %have.31971, %do.body68 ]
  %dec80 = add i32 %have.4, -1
  %13 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr81 = getelementptr inbounds i8, ptr %13, i64 1
  store ptr %incdec.ptr81, ptr %next, align 8, !tbaa !28
  %14 = load i8, ptr %13, align 1, !tbaa !5
  %conv82 = zext i8 %14 to i64
  %shl84 = shl nuw nsw i64 %conv82, %indvars.iv2082
  %add85 = add i64 %shl84, %hold.21972
  %indvars.iv.next2083 = add nuw nsw i64 %indvars.iv2082, 8
  %cmp64 = icmp ult i64 %indvars.iv2082, 24
  br i1 %cmp64, label %do.body68, label %do.end91.loopexit, !llvm.loop !30

do.end91.loopexit:                                ; preds = %do.end79
  %15 = trunc nuw i64 %indvars.iv.next2083 to i32
  br label %do.end91

do.end91:                                         ; preds = %do.end91.loopexit, %do.body54
  %have.3.lcssa = phi i32 [ %have.0, %do.body54 ], [ %dec80, %do.end91.loopexit ]
  %hold.2.lcssa = phi i64 [ %shr57, %do.body54 ], [ %add85, %do.end91.loopexit ]
  %bits.2.lcssa = phi i32 [ %sub59, %do.body54 ], [ %15, %do.end91.loopexit ]
  %and92 = and i64 %hold.2.lcssa, 65535
  %shr93 = lshr i64 %hold.2.lcssa, 16
  %16 = xor i64 %shr93, %and92
  %cmp94.not = icmp eq i64 %16, 65535
  br i1 %cmp94.not, label %if.end99, label %if.then96

if.then96:                                        ; preds = %do.end91
  store ptr @.str.2, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end99:                                         ; preds = %do.end91
  %conv100 = trunc i64 %hold.2.lcssa to i32
  %and101 = and i32 %conv100, 65535
  store i32 %and101, ptr %length770, align 4, !tbaa !32
  %cmp107.not1977 = icmp eq i32 %and101, 0
  br i1 %cmp107.not1977, label %while.end152, label %while.body109

while.body109:                                    ; preds = %if.end99, %do.end136
  %left.11981 = phi i32 [ %sub147, %do.end136 ], [ %left.0, %if.end99 ]
  %have.51980 = phi i32 [ %sub146, %do.end136 ], [ %have.3.lcssa, %if.end99 ]
  %put.11979 = phi ptr [ %add.ptr149, %do.end136 ], [ %put.0, %if.end99 ]
  %storemerge1978 = phi i32 [ %sub151, %do.end136 ], [ %and101, %if.end99 ]
  %cmp112 = icmp eq i32 %have.51980, 0
  br i1 %cmp112, label %if.then114, label %do.body123

if.then114:                                       ; preds = %while.body109
  %call115 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp116 = icmp eq i32 %call115, 0
  br i1 %cmp116, label %if.then118, label %do.body123

if.then118:                                       ; preds = %if.then114
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.body123:                                       ; preds = %while.body109, %if.then114
  %have.6 = phi i32 [ %call115, %if.then114 ], [ %have.51980, %while.body109 ]
  %cmp124 = icmp eq i32 %left.11981, 0
  br i1 %cmp124, label %if.then126, label %do.end136

if.then126:                                       ; preds = %do.body123
  %17 = load ptr, ptr %window, align 8, !tbaa !21
  %18 = load i32, ptr %wsize, align 4, !tbaa !20
  store i32 %18, ptr %whave, align 8, !tbaa !23
  %call130 = call i32 %out(ptr noundef %out_desc, ptr noundef %17, i32 noundef %18) #5
  %tobool131.not = icmp eq i32 %call130, 0
  br i1 %tobool131.not, label %do.end136, label %inf_leave

do.end136:                                        ; preds = %if.then126, %do.body123
  %put.2 = phi ptr [ %17, %if.then126 ], [ %put.11979, %do.body123 ]
  %left.2 = phi i32 [ %18, %if.then126 ], [ %left.11981, %do.body123 ]
  %spec.select = call i32 @llvm.umin.i32(i32 %storemerge1978, i32 %have.6)
  %copy.1 = call i32 @llvm.umin.i32(i32 %spec.select, i32 %left.2)
  %19 = load ptr, ptr %next, align 8, !tbaa !28
  %conv145 = zext i32 %copy.1 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %put.2, ptr align 1 %19, i64 %conv145, i1 false)
  %sub146 = sub i32 %have.6, %copy.1
  %20 = load ptr, ptr %next, align 8, !tbaa !28
  %add.ptr = getelementptr inbounds i8, ptr %20, i64 %conv145
  store ptr %add.ptr, ptr %next, align 8, !tbaa !28
  %sub147 = sub i32 %left.2, %copy.1
  %add.ptr149 = getelementptr inbounds i8, ptr %put.2, i64 %conv145
  %21 = load i32, ptr %length770, align 4, !tbaa !32
  %sub151 = sub i32 %21, %copy.1
  store i32 %sub151, ptr %length770, align 4, !tbaa !32
  %cmp107.not = icmp eq i32 %sub151, 0
  br i1 %cmp107.not, label %while.end152, label %while.body109, !llvm.loop !33

while.end152:                                     ; preds = %do.end136, %if.end99
  %put.1.lcssa = phi ptr [ %put.0, %if.end99 ], [ %add.ptr149, %do.end136 ]
  %have.5.lcssa = phi i32 [ %have.3.lcssa, %if.end99 ], [ %sub146, %do.end136 ]
  %left.1.lcssa = phi i32 [ %left.0, %if.end99 ], [ %sub147, %do.end136 ]
  store i32 16191, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

do.body161:                                       ; preds = %do.body161.preheader, %do.end172
  %indvars.iv = phi i64 [ %6, %do.body161.preheader ], [ %indvars.iv.next, %do.end172 ]
  %hold.31797 = phi i64 [ %hold.0, %do.body161.preheader ], [ %add178, %do.end172 ]
  %have.71796 = phi i32 [ %have.0, %do.body161.preheader ], [ %dec173, %do.end172 ]
  %cmp162 = icmp eq i32 %have.71796, 0
  br i1 %cmp162, label %if.then164, label %do.end172

if.then164:                                       ; preds = %do.body161
  %call165 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp166 = icmp eq i32 %call165, 0
  br i1 %cmp166, label %if.then168, label %do.end172

if.then168:                                       ; preds = %if.then164
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end172:                                        ; preds = %if.then164, %do.body161
  %have.8 = phi i32 [ %call165, %if.then164 ], [ %have.71796, %do.body161 ]
  %dec173 = add i32 %have.8, -1
  %22 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr174 = getelementptr inbounds i8, ptr %22, i64 1
  store ptr %incdec.ptr174, ptr %next, align 8, !tbaa !28
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %conv175 = zext i8 %23 to i64
  %shl177 = shl nuw nsw i64 %conv175, %indvars.iv
  %add178 = add i64 %shl177, %hold.31797
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 8
  %cmp157 = icmp ult i64 %indvars.iv, 6
  br i1 %cmp157, label %do.body161, label %do.end184.loopexit, !llvm.loop !34

do.end184.loopexit:                               ; preds = %do.end172
  %24 = trunc nuw nsw i64 %indvars.iv.next to i32
  br label %do.end184

do.end184:                                        ; preds = %do.end184.loopexit, %while.cond156.preheader
  %have.7.lcssa = phi i32 [ %have.0, %while.cond156.preheader ], [ %dec173, %do.end184.loopexit ]
  %hold.3.lcssa = phi i64 [ %hold.0, %while.cond156.preheader ], [ %add178, %do.end184.loopexit ]
  %bits.3.lcssa = phi i32 [ %bits.0, %while.cond156.preheader ], [ %24, %do.end184.loopexit ]
  %conv185 = trunc i64 %hold.3.lcssa to i32
  %and186 = and i32 %conv185, 31
  %add187 = add nuw nsw i32 %and186, 257
  store i32 %add187, ptr %nlen, align 4, !tbaa !35
  %25 = lshr i32 %conv185, 5
  %and194 = and i32 %25, 31
  %add195 = add nuw nsw i32 %and194, 1
  store i32 %add195, ptr %ndist, align 8, !tbaa !36
  %26 = lshr i32 %conv185, 10
  %and202 = and i32 %26, 15
  %add203 = add nuw nsw i32 %and202, 4
  store i32 %add203, ptr %ncode, align 8, !tbaa !37
  %shr205 = lshr i64 %hold.3.lcssa, 14
  %sub206 = add i32 %bits.3.lcssa, -14
  %cmp210 = icmp ugt i32 %and186, 29
  %cmp214 = icmp ugt i32 %and194, 29
  %or.cond1658 = or i1 %cmp210, %cmp214
  br i1 %or.cond1658, label %if.then216, label %while.cond228.preheader.preheader

if.then216:                                       ; preds = %do.end184
  store ptr @.str.3, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

while.cond228.preheader.preheader:                ; preds = %do.end184
  store i32 0, ptr %have220, align 4, !tbaa !38
  br label %while.cond228.preheader

while.cond269.preheader:                          ; preds = %do.end256
  %cmp2711816 = icmp ult i32 %inc, 19
  br i1 %cmp2711816, label %while.body273.preheader, label %while.end281

while.body273.preheader:                          ; preds = %while.cond269.preheader
  %27 = zext nneg i32 %inc to i64
  br label %while.body273

while.cond228.preheader:                          ; preds = %while.cond228.preheader.preheader, %do.end256
  %.pre20852104 = phi i32 [ %.pre20852105, %do.end256 ], [ %add203, %while.cond228.preheader.preheader ]
  %28 = phi i32 [ %32, %do.end256 ], [ %add203, %while.cond228.preheader.preheader ]
  %29 = phi i32 [ %inc, %do.end256 ], [ 0, %while.cond228.preheader.preheader ]
  %bits.41811 = phi i32 [ %sub265, %do.end256 ], [ %sub206, %while.cond228.preheader.preheader ]
  %hold.41810 = phi i64 [ %shr264, %do.end256 ], [ %shr205, %while.cond228.preheader.preheader ]
  %have.91809 = phi i32 [ %have.10.lcssa, %do.end256 ], [ %have.7.lcssa, %while.cond228.preheader.preheader ]
  %cmp2291801 = icmp ult i32 %bits.41811, 3
  br i1 %cmp2291801, label %do.body233.lr.ph, label %do.end256

do.body233.lr.ph:                                 ; preds = %while.cond228.preheader
  %add251 = or disjoint i32 %bits.41811, 8
  %cmp234 = icmp eq i32 %have.91809, 0
  br i1 %cmp234, label %if.then236, label %do.end244

if.then236:                                       ; preds = %do.body233.lr.ph
  %call237 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp238 = icmp eq i32 %call237, 0
  br i1 %cmp238, label %if.then240, label %if.then236.do.end244_crit_edge

if.then236.do.end244_crit_edge:                   ; preds = %if.then236
  %.pre2084.pre = load i32, ptr %have220, align 4, !tbaa !38
  %.pre2085.pre = load i32, ptr %ncode, align 8, !tbaa !37
  br label %do.end244

if.then240:                                       ; preds = %if.then236
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end244:                                        ; preds = %if.then236.do.end244_crit_edge, %do.body233.lr.ph
  %.pre2085 = phi i32 [ %.pre2085.pre, %if.then236.do.end244_crit_edge ], [ %.pre20852104, %do.body233.lr.ph ]
  %.pre2084 = phi i32 [ %.pre2084.pre, %if.then236.do.end244_crit_edge ], [ %29, %do.body233.lr.ph ]
  %have.11 = phi i32 [ %call237, %if.then236.do.end244_crit_edge ], [ %have.91809, %do.body233.lr.ph ]
  %dec245 = add i32 %have.11, -1
  %30 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr246 = getelementptr inbounds i8, ptr %30, i64 1
  store ptr %incdec.ptr246, ptr %next, align 8, !tbaa !28
  %31 = load i8, ptr %30, align 1, !tbaa !5
  %conv247 = zext i8 %31 to i64
  %sh_prom248 = zext nneg i32 %bits.41811 to i64
  %shl249 = shl nuw nsw i64 %conv247, %sh_prom248
  %add250 = add nuw nsw i64 %shl249, %hold.41810
  br label %do.end256

do.end256:                                        ; preds = %do.end244, %while.cond228.preheader
  %.pre20852105 = phi i32 [ %.pre2085, %do.end244 ], [ %.pre20852104, %while.cond228.preheader ]
  %32 = phi i32 [ %.pre2085, %do.end244 ], [ %28, %while.cond228.preheader ]
  %33 = phi i32 [ %.pre2084, %do.end244 ], [ %29, %while.cond228.preheader ]
  %have.10.lcssa = phi i32 [ %dec245, %do.end244 ], [ %have.91809, %while.cond228.preheader ]
  %hold.5.lcssa = phi i64 [ %add250, %do.end244 ], [ %hold.41810, %while.cond228.preheader ]
  %bits.5.lcssa = phi i32 [ %add251, %do.end244 ], [ %bits.41811, %while.cond228.preheader ]
  %conv257 = trunc i64 %hold.5.lcssa to i16
  %and258 = and i16 %conv257, 7
  %inc = add i32 %33, 1
  store i32 %inc, ptr %have220, align 4, !tbaa !38
  %idxprom = zext i32 %33 to i64
  %arrayidx = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %idxprom
  %34 = load i16, ptr %arrayidx, align 2, !tbaa !39
  %idxprom261 = zext i16 %34 to i64
  %arrayidx262 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom261
  store i16 %and258, ptr %arrayidx262, align 2, !tbaa !39
  %shr264 = lshr i64 %hold.5.lcssa, 3
  %sub265 = add i32 %bits.5.lcssa, -3
  %cmp224 = icmp ult i32 %inc, %32
  br i1 %cmp224, label %while.cond228.preheader, label %while.cond269.preheader, !llvm.loop !41

while.body273:                                    ; preds = %while.body273.preheader, %while.body273
  %indvars.iv2055 = phi i64 [ %27, %while.body273.preheader ], [ %indvars.iv.next2056, %while.body273 ]
  %indvars.iv.next2056 = add nuw nsw i64 %indvars.iv2055, 1
  %arrayidx278 = getelementptr inbounds [19 x i16], ptr @inflateBack.order, i64 0, i64 %indvars.iv2055
  %35 = load i16, ptr %arrayidx278, align 2, !tbaa !39
  %idxprom279 = zext i16 %35 to i64
  %arrayidx280 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom279
  store i16 0, ptr %arrayidx280, align 2, !tbaa !39
  %36 = and i64 %indvars.iv.next2056, 4294967295
  %exitcond.not = icmp eq i64 %36, 19
  br i1 %exitcond.not, label %while.cond269.while.end281_crit_edge, label %while.body273, !llvm.loop !42

while.cond269.while.end281_crit_edge:             ; preds = %while.body273
  store i32 19, ptr %have220, align 4, !tbaa !38
  br label %while.end281

while.end281:                                     ; preds = %while.cond269.while.end281_crit_edge, %while.cond269.preheader
  store ptr %codes, ptr %next282, align 8, !tbaa !43
  store ptr %codes, ptr %lencode, align 8, !tbaa !44
  store i32 7, ptr %lenbits, align 8, !tbaa !45
  %call289 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %lens, i32 noundef 19, ptr noundef nonnull %next282, ptr noundef nonnull %lenbits, ptr noundef nonnull %work) #5
  %tobool290.not = icmp eq i32 %call289, 0
  br i1 %tobool290.not, label %if.end294, label %if.then291

if.then291:                                       ; preds = %while.end281
  store ptr @.str.4, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end294:                                        ; preds = %while.end281
  store i32 0, ptr %have220, align 4, !tbaa !38
  %37 = load i32, ptr %nlen, align 4, !tbaa !35
  %38 = load i32, ptr %ndist, align 8, !tbaa !36
  %add3001864 = sub i32 0, %37
  %cmp3011865.not = icmp eq i32 %38, %add3001864
  br i1 %cmp3011865.not, label %while.end564, label %for.cond304.preheader

for.cond304.preheader:                            ; preds = %if.end294, %if.end563
  %bits.61868 = phi i32 [ %bits.12, %if.end563 ], [ %sub265, %if.end294 ]
  %hold.61867 = phi i64 [ %hold.12, %if.end563 ], [ %shr264, %if.end294 ]
  %have.121866 = phi i32 [ %have.22, %if.end563 ], [ %have.10.lcssa, %if.end294 ]
  %39 = load ptr, ptr %lencode, align 8, !tbaa !44
  %conv3061818 = trunc i64 %hold.61867 to i32
  %40 = load i32, ptr %lenbits, align 8, !tbaa !45
  %notmask1819 = shl nsw i32 -1, %40
  %sub3091820 = xor i32 %notmask1819, -1
  %and3101821 = and i32 %sub3091820, %conv3061818
  %idxprom3111822 = zext nneg i32 %and3101821 to i64
  %arrayidx3121823 = getelementptr inbounds %struct.code, ptr %39, i64 %idxprom3111822
  %here.sroa.18.0.arrayidx312.sroa_idx1824 = getelementptr inbounds i8, ptr %arrayidx3121823, i64 1
  %here.sroa.18.0.copyload1825 = load i8, ptr %here.sroa.18.0.arrayidx312.sroa_idx1824, align 1, !tbaa !5
  %conv3141828 = zext i8 %here.sroa.18.0.copyload1825 to i32
  %cmp315.not1829 = icmp ult i32 %bits.61868, %conv3141828
  br i1 %cmp315.not1829, label %do.body320.preheader, label %for.end

do.body320.preheader:                             ; preds = %for.cond304.preheader
  %41 = zext nneg i32 %bits.61868 to i64
  br label %do.body320

do.body320:                                       ; preds = %do.body320.preheader, %do.end331
  %42 = phi i32 [ %40, %do.body320.preheader ], [ %44, %do.end331 ]
  %43 = phi ptr [ %39, %do.body320.preheader ], [ %45, %do.end331 ]
  %indvars.iv2058 = phi i64 [ %41, %do.body320.preheader ], [ %indvars.iv.next2059, %do.end331 ]
  %hold.71831 = phi i64 [ %hold.61867, %do.body320.preheader ], [ %add337, %do.end331 ]
  %have.131830 = phi i32 [ %have.121866, %do.body320.preheader ], [ %dec332, %do.end331 ]
  %cmp321 = icmp eq i32 %have.131830, 0
  br i1 %cmp321, label %if.then323, label %do.end331

if.then323:                                       ; preds = %do.body320
  %call324 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp325 = icmp eq i32 %call324, 0
  br i1 %cmp325, label %if.then327, label %if.then323.do.end331_crit_edge

if.then323.do.end331_crit_edge:                   ; preds = %if.then323
  %.pre2086 = load ptr, ptr %lencode, align 8, !tbaa !44
  %.pre2087 = load i32, ptr %lenbits, align 8, !tbaa !45
  br label %do.end331

if.then327:                                       ; preds = %if.then323
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end331:                                        ; preds = %if.then323.do.end331_crit_edge, %do.body320
  %44 = phi i32 [ %.pre2087, %if.then323.do.end331_crit_edge ], [ %42, %do.body320 ]
  %45 = phi ptr [ %.pre2086, %if.then323.do.end331_crit_edge ], [ %43, %do.body320 ]
  %have.14 = phi i32 [ %call324, %if.then323.do.end331_crit_edge ], [ %have.131830, %do.body320 ]
  %dec332 = add i32 %have.14, -1
  %46 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr333 = getelementptr inbounds i8, ptr %46, i64 1
  store ptr %incdec.ptr333, ptr %next, align 8, !tbaa !28
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %conv334 = zext i8 %47 to i64
  %shl336 = shl i64 %conv334, %indvars.iv2058
  %add337 = add i64 %shl336, %hold.71831
  %indvars.iv.next2059 = add nuw nsw i64 %indvars.iv2058, 8
  %conv306 = trunc i64 %add337 to i32
  %notmask = shl nsw i32 -1, %44
  %sub309 = xor i32 %notmask, -1
  %and310 = and i32 %sub309, %conv306
  %idxprom311 = zext nneg i32 %and310 to i64
  %arrayidx312 = getelementptr inbounds %struct.code, ptr %45, i64 %idxprom311
  %here.sroa.18.0.arrayidx312.sroa_idx = getelementptr inbounds i8, ptr %arrayidx312, i64 1
  %here.sroa.18.0.copyload = load i8, ptr %here.sroa.18.0.arrayidx312.sroa_idx, align 1, !tbaa !5
  %48 = zext i8 %here.sroa.18.0.copyload to i64
  %cmp315.not = icmp ult i64 %indvars.iv.next2059, %48
  br i1 %cmp315.not, label %do.body320, label %for.end.loopexit

for.end.loopexit:                                 ; preds = %do.end331
  %conv314 = zext i8 %here.sroa.18.0.copyload to i32
  %49 = trunc nuw i64 %indvars.iv.next2059 to i32
  br label %for.end

for.end:                                          ; preds = %for.end.loopexit, %for.cond304.preheader
  %conv314.lcssa1817 = phi i32 [ %conv3141828, %for.cond304.preheader ], [ %conv314, %for.end.loopexit ]
  %have.13.lcssa = phi i32 [ %have.121866, %for.cond304.preheader ], [ %dec332, %for.end.loopexit ]
  %hold.7.lcssa = phi i64 [ %hold.61867, %for.cond304.preheader ], [ %add337, %for.end.loopexit ]
  %bits.7.lcssa = phi i32 [ %bits.61868, %for.cond304.preheader ], [ %49, %for.end.loopexit ]
  %here.sroa.18.0.copyload.lcssa = phi i8 [ %here.sroa.18.0.copyload1825, %for.cond304.preheader ], [ %here.sroa.18.0.copyload, %for.end.loopexit ]
  %arrayidx3121823.pn = phi ptr [ %arrayidx3121823, %for.cond304.preheader ], [ %arrayidx312, %for.end.loopexit ]
  %here.sroa.40.0.copyload.lcssa.in = getelementptr inbounds i8, ptr %arrayidx3121823.pn, i64 2
  %here.sroa.40.0.copyload.lcssa = load i16, ptr %here.sroa.40.0.copyload.lcssa.in, align 2, !tbaa !39
  %cmp342 = icmp ult i16 %here.sroa.40.0.copyload.lcssa, 16
  br i1 %cmp342, label %do.body345, label %if.else

do.body345:                                       ; preds = %for.end
  %sh_prom348 = zext nneg i8 %here.sroa.18.0.copyload.lcssa to i64
  %shr349 = lshr i64 %hold.7.lcssa, %sh_prom348
  %sub352 = sub i32 %bits.7.lcssa, %conv314.lcssa1817
  %50 = load i32, ptr %have220, align 4, !tbaa !38
  %inc358 = add i32 %50, 1
  store i32 %inc358, ptr %have220, align 4, !tbaa !38
  %idxprom359 = zext i32 %50 to i64
  %arrayidx360 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom359
  store i16 %here.sroa.40.0.copyload.lcssa, ptr %arrayidx360, align 2, !tbaa !39
  %.pre2088 = load i32, ptr %nlen, align 4, !tbaa !35
  %.pre2089 = load i32, ptr %ndist, align 8, !tbaa !36
  %.pre2107 = add i32 %.pre2089, %.pre2088
  br label %if.end563

if.else:                                          ; preds = %for.end
  switch i16 %here.sroa.40.0.copyload.lcssa, label %while.cond489.preheader [
    i16 16, label %while.cond367.preheader
    i16 17, label %while.cond437.preheader
  ]

while.cond437.preheader:                          ; preds = %if.else
  %add440 = add nuw nsw i32 %conv314.lcssa1817, 3
  %cmp4411840 = icmp ult i32 %bits.7.lcssa, %add440
  br i1 %cmp4411840, label %do.body445.preheader, label %do.body469

do.body445.preheader:                             ; preds = %while.cond437.preheader
  %51 = zext nneg i32 %bits.7.lcssa to i64
  %52 = zext nneg i32 %add440 to i64
  br label %do.body445

while.cond367.preheader:                          ; preds = %if.else
  %add370 = add nuw nsw i32 %conv314.lcssa1817, 2
  %cmp3711847 = icmp ult i32 %bits.7.lcssa, %add370
  br i1 %cmp3711847, label %do.body375.preheader, label %do.body399

do.body375.preheader:                             ; preds = %while.cond367.preheader
  %53 = zext nneg i32 %bits.7.lcssa to i64
  %54 = zext nneg i32 %add370 to i64
  br label %do.body375

while.cond489.preheader:                          ; preds = %if.else
  %add492 = add nuw nsw i32 %conv314.lcssa1817, 7
  %cmp4931854 = icmp ult i32 %bits.7.lcssa, %add492
  br i1 %cmp4931854, label %do.body497.preheader, label %do.body521

do.body497.preheader:                             ; preds = %while.cond489.preheader
  %55 = zext nneg i32 %bits.7.lcssa to i64
  %56 = zext nneg i32 %add492 to i64
  br label %do.body497

do.body375:                                       ; preds = %do.body375.preheader, %do.end386
  %indvars.iv2064 = phi i64 [ %53, %do.body375.preheader ], [ %indvars.iv.next2065, %do.end386 ]
  %hold.81849 = phi i64 [ %hold.7.lcssa, %do.body375.preheader ], [ %add392, %do.end386 ]
  %have.151848 = phi i32 [ %have.13.lcssa, %do.body375.preheader ], [ %dec387, %do.end386 ]
  %cmp376 = icmp eq i32 %have.151848, 0
  br i1 %cmp376, label %if.then378, label %do.end386

if.then378:                                       ; preds = %do.body375
  %call379 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp380 = icmp eq i32 %call379, 0
  br i1 %cmp380, label %if.then382, label %do.end386

if.then382:                                       ; preds = %if.then378
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end386:                                        ; preds = %if.then378, %do.body375
  %have.16 = phi i32 [ %call379, %if.then378 ], [ %have.151848, %do.body375 ]
  %dec387 = add i32 %have.16, -1
  %57 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr388 = getelementptr inbounds i8, ptr %57, i64 1
  store ptr %incdec.ptr388, ptr %next, align 8, !tbaa !28
  %58 = load i8, ptr %57, align 1, !tbaa !5
  %conv389 = zext i8 %58 to i64
  %shl391 = shl i64 %conv389, %indvars.iv2064
  %add392 = add i64 %shl391, %hold.81849
  %indvars.iv.next2065 = add nuw nsw i64 %indvars.iv2064, 8
  %cmp371 = icmp ult i64 %indvars.iv.next2065, %54
  br i1 %cmp371, label %do.body375, label %do.body399.loopexit, !llvm.loop !46

do.body399.loopexit:                              ; preds = %do.end386
  %59 = trunc nuw i64 %indvars.iv.next2065 to i32
  br label %do.body399

do.body399:                                       ; preds = %do.body399.loopexit, %while.cond367.preheader
  %have.15.lcssa = phi i32 [ %have.13.lcssa, %while.cond367.preheader ], [ %dec387, %do.body399.loopexit ]
  %hold.8.lcssa = phi i64 [ %hold.7.lcssa, %while.cond367.preheader ], [ %add392, %do.body399.loopexit ]
  %bits.8.lcssa = phi i32 [ %bits.7.lcssa, %while.cond367.preheader ], [ %59, %do.body399.loopexit ]
  %sh_prom402 = zext nneg i8 %here.sroa.18.0.copyload.lcssa to i64
  %shr403 = lshr i64 %hold.8.lcssa, %sh_prom402
  %sub406 = sub i32 %bits.8.lcssa, %conv314.lcssa1817
  %60 = load i32, ptr %have220, align 4, !tbaa !38
  %cmp410 = icmp eq i32 %60, 0
  br i1 %cmp410, label %if.then412, label %if.end415

if.then412:                                       ; preds = %do.body399
  store ptr @.str.5, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end415:                                        ; preds = %do.body399
  %sub418 = add i32 %60, -1
  %idxprom419 = zext i32 %sub418 to i64
  %arrayidx420 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom419
  %61 = load i16, ptr %arrayidx420, align 2, !tbaa !39
  %conv422 = trunc i64 %shr403 to i32
  %and423 = and i32 %conv422, 3
  %add424 = add nuw nsw i32 %and423, 3
  %shr426 = lshr i64 %shr403, 2
  %sub427 = add i32 %sub406, -2
  br label %if.end540

do.body445:                                       ; preds = %do.body445.preheader, %do.end456
  %indvars.iv2061 = phi i64 [ %51, %do.body445.preheader ], [ %indvars.iv.next2062, %do.end456 ]
  %hold.91842 = phi i64 [ %hold.7.lcssa, %do.body445.preheader ], [ %add462, %do.end456 ]
  %have.171841 = phi i32 [ %have.13.lcssa, %do.body445.preheader ], [ %dec457, %do.end456 ]
  %cmp446 = icmp eq i32 %have.171841, 0
  br i1 %cmp446, label %if.then448, label %do.end456

if.then448:                                       ; preds = %do.body445
  %call449 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp450 = icmp eq i32 %call449, 0
  br i1 %cmp450, label %if.then452, label %do.end456

if.then452:                                       ; preds = %if.then448
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end456:                                        ; preds = %if.then448, %do.body445
  %have.18 = phi i32 [ %call449, %if.then448 ], [ %have.171841, %do.body445 ]
  %dec457 = add i32 %have.18, -1
  %62 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr458 = getelementptr inbounds i8, ptr %62, i64 1
  store ptr %incdec.ptr458, ptr %next, align 8, !tbaa !28
  %63 = load i8, ptr %62, align 1, !tbaa !5
  %conv459 = zext i8 %63 to i64
  %shl461 = shl i64 %conv459, %indvars.iv2061
  %add462 = add i64 %shl461, %hold.91842
  %indvars.iv.next2062 = add nuw nsw i64 %indvars.iv2061, 8
  %cmp441 = icmp ult i64 %indvars.iv.next2062, %52
  br i1 %cmp441, label %do.body445, label %do.body469.loopexit, !llvm.loop !47

do.body469.loopexit:                              ; preds = %do.end456
  %64 = trunc nuw i64 %indvars.iv.next2062 to i32
  br label %do.body469

do.body469:                                       ; preds = %do.body469.loopexit, %while.cond437.preheader
  %have.17.lcssa = phi i32 [ %have.13.lcssa, %while.cond437.preheader ], [ %dec457, %do.body469.loopexit ]
  %hold.9.lcssa = phi i64 [ %hold.7.lcssa, %while.cond437.preheader ], [ %add462, %do.body469.loopexit ]
  %bits.9.lcssa = phi i32 [ %bits.7.lcssa, %while.cond437.preheader ], [ %64, %do.body469.loopexit ]
  %sh_prom472 = zext nneg i8 %here.sroa.18.0.copyload.lcssa to i64
  %shr473 = lshr i64 %hold.9.lcssa, %sh_prom472
  %conv479 = trunc i64 %shr473 to i32
  %and480 = and i32 %conv479, 7
  %add481 = add nuw nsw i32 %and480, 3
  %shr483 = lshr i64 %shr473, 3
  %reass.sub = sub i32 %bits.9.lcssa, %conv314.lcssa1817
  %sub484 = add i32 %reass.sub, -3
  br label %if.end540

do.body497:                                       ; preds = %do.body497.preheader, %do.end508
  %indvars.iv2067 = phi i64 [ %55, %do.body497.preheader ], [ %indvars.iv.next2068, %do.end508 ]
  %hold.101856 = phi i64 [ %hold.7.lcssa, %do.body497.preheader ], [ %add514, %do.end508 ]
  %have.191855 = phi i32 [ %have.13.lcssa, %do.body497.preheader ], [ %dec509, %do.end508 ]
  %cmp498 = icmp eq i32 %have.191855, 0
  br i1 %cmp498, label %if.then500, label %do.end508

if.then500:                                       ; preds = %do.body497
  %call501 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp502 = icmp eq i32 %call501, 0
  br i1 %cmp502, label %if.then504, label %do.end508

if.then504:                                       ; preds = %if.then500
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end508:                                        ; preds = %if.then500, %do.body497
  %have.20 = phi i32 [ %call501, %if.then500 ], [ %have.191855, %do.body497 ]
  %dec509 = add i32 %have.20, -1
  %65 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr510 = getelementptr inbounds i8, ptr %65, i64 1
  store ptr %incdec.ptr510, ptr %next, align 8, !tbaa !28
  %66 = load i8, ptr %65, align 1, !tbaa !5
  %conv511 = zext i8 %66 to i64
  %shl513 = shl i64 %conv511, %indvars.iv2067
  %add514 = add i64 %shl513, %hold.101856
  %indvars.iv.next2068 = add nuw nsw i64 %indvars.iv2067, 8
  %cmp493 = icmp ult i64 %indvars.iv.next2068, %56
  br i1 %cmp493, label %do.body497, label %do.body521.loopexit, !llvm.loop !48

do.body521.loopexit:                              ; preds = %do.end508
  %67 = trunc nuw i64 %indvars.iv.next2068 to i32
  br label %do.body521

do.body521:                                       ; preds = %do.body521.loopexit, %while.cond489.preheader
  %have.19.lcssa = phi i32 [ %have.13.lcssa, %while.cond489.preheader ], [ %dec509, %do.body521.loopexit ]
  %hold.10.lcssa = phi i64 [ %hold.7.lcssa, %while.cond489.preheader ], [ %add514, %do.body521.loopexit ]
  %bits.10.lcssa = phi i32 [ %bits.7.lcssa, %while.cond489.preheader ], [ %67, %do.body521.loopexit ]
  %sh_prom524 = zext nneg i8 %here.sroa.18.0.copyload.lcssa to i64
  %shr525 = lshr i64 %hold.10.lcssa, %sh_prom524
  %conv531 = trunc i64 %shr525 to i32
  %and532 = and i32 %conv531, 127
  %add533 = add nuw nsw i32 %and532, 11
  %shr535 = lshr i64 %shr525, 7
  %reass.sub1992 = sub i32 %bits.10.lcssa, %conv314.lcssa1817
  %sub536 = add i32 %reass.sub1992, -7
  br label %if.end540

if.end540:                                        ; preds = %do.body469, %do.body521, %if.end415
  %have.21 = phi i32 [ %have.15.lcssa, %if.end415 ], [ %have.17.lcssa, %do.body469 ], [ %have.19.lcssa, %do.body521 ]
  %hold.11 = phi i64 [ %shr426, %if.end415 ], [ %shr483, %do.body469 ], [ %shr535, %do.body521 ]
  %bits.11 = phi i32 [ %sub427, %if.end415 ], [ %sub484, %do.body469 ], [ %sub536, %do.body521 ]
  %copy.2 = phi i32 [ %add424, %if.end415 ], [ %add481, %do.body469 ], [ %add533, %do.body521 ]
  %len.0 = phi i16 [ %61, %if.end415 ], [ 0, %do.body469 ], [ 0, %do.body521 ]
  %68 = load i32, ptr %have220, align 4, !tbaa !38
  %add542 = add i32 %68, %copy.2
  %69 = load i32, ptr %nlen, align 4, !tbaa !35
  %70 = load i32, ptr %ndist, align 8, !tbaa !36
  %add545 = add i32 %70, %69
  %cmp546 = icmp ugt i32 %add542, %add545
  br i1 %cmp546, label %if.then548, label %while.body555.preheader

while.body555.preheader:                          ; preds = %if.end540
  %min.iters.check2239 = icmp ult i32 %copy.2, 16
  %71 = sub nsw i32 0, %copy.2
  %72 = icmp ugt i32 %68, %71
  %or.cond2252 = select i1 %min.iters.check2239, i1 true, i1 %72
  br i1 %or.cond2252, label %while.body555.preheader2254, label %vector.ph2240

while.body555.preheader2254:                      ; preds = %middle.block2237, %while.body555.preheader
  %copy.31863.ph = phi i32 [ %copy.2, %while.body555.preheader ], [ %ind.end2243, %middle.block2237 ]
  %inc55918611862.ph = phi i32 [ %68, %while.body555.preheader ], [ %ind.end2245, %middle.block2237 ]
  %73 = add nsw i32 %copy.31863.ph, -1
  %xtraiter = and i32 %copy.31863.ph, 3
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %while.body555.prol.loopexit, label %while.body555.prol

while.body555.prol:                               ; preds = %while.body555.preheader2254, %while.body555.prol
  %copy.31863.prol = phi i32 [ %dec553.prol, %while.body555.prol ], [ %copy.31863.ph, %while.body555.preheader2254 ]
  %inc55918611862.prol = phi i32 [ %inc559.prol, %while.body555.prol ], [ %inc55918611862.ph, %while.body555.preheader2254 ]
  %prol.iter = phi i32 [ %prol.iter.next, %while.body555.prol ], [ 0, %while.body555.preheader2254 ]
  %dec553.prol = add nsw i32 %copy.31863.prol, -1
  %inc559.prol = add i32 %inc55918611862.prol, 1
  %idxprom560.prol = zext i32 %inc55918611862.prol to i64
  %arrayidx561.prol = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom560.prol
  store i16 %len.0, ptr %arrayidx561.prol, align 2, !tbaa !39
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %while.body555.prol.loopexit, label %while.body555.prol, !llvm.loop !49

while.body555.prol.loopexit:                      ; preds = %while.body555.prol, %while.body555.preheader2254
  %inc559.lcssa2258.unr = phi i32 [ poison, %while.body555.preheader2254 ], [ %inc559.prol, %while.body555.prol ]
  %copy.31863.unr = phi i32 [ %copy.31863.ph, %while.body555.preheader2254 ], [ %dec553.prol, %while.body555.prol ]
  %inc55918611862.unr = phi i32 [ %inc55918611862.ph, %while.body555.preheader2254 ], [ %inc559.prol, %while.body555.prol ]
  %74 = icmp ult i32 %73, 3
  br i1 %74, label %if.end563.loopexit, label %while.body555

vector.ph2240:                                    ; preds = %while.body555.preheader
  %n.vec2242 = and i32 %copy.2, -16
  %ind.end2243 = and i32 %copy.2, 15
  %ind.end2245 = add i32 %68, %n.vec2242
  %broadcast.splatinsert = insertelement <8 x i16> poison, i16 %len.0, i64 0
  %broadcast.splat = shufflevector <8 x i16> %broadcast.splatinsert, <8 x i16> poison, <8 x i32> zeroinitializer
  %75 = zext i32 %68 to i64
  %76 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  store <8 x i16> %broadcast.splat, ptr %76, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %77, align 2, !tbaa !39
  %78 = icmp eq i32 %n.vec2242, 16
  br i1 %78, label %middle.block2237, label %vector.body2247.1, !llvm.loop !51

vector.body2247.1:                                ; preds = %vector.ph2240
  %offset.idx.1 = add i32 %68, 16
  %79 = zext i32 %offset.idx.1 to i64
  %80 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %79
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  store <8 x i16> %broadcast.splat, ptr %80, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %81, align 2, !tbaa !39
  %82 = icmp eq i32 %n.vec2242, 32
  br i1 %82, label %middle.block2237, label %vector.body2247.2, !llvm.loop !51

vector.body2247.2:                                ; preds = %vector.body2247.1
  %offset.idx.2 = add i32 %68, 32
  %83 = zext i32 %offset.idx.2 to i64
  %84 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %83
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  store <8 x i16> %broadcast.splat, ptr %84, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %85, align 2, !tbaa !39
  %86 = icmp eq i32 %n.vec2242, 48
  br i1 %86, label %middle.block2237, label %vector.body2247.3, !llvm.loop !51

vector.body2247.3:                                ; preds = %vector.body2247.2
  %offset.idx.3 = add i32 %68, 48
  %87 = zext i32 %offset.idx.3 to i64
  %88 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %87
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  store <8 x i16> %broadcast.splat, ptr %88, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %89, align 2, !tbaa !39
  %90 = icmp eq i32 %n.vec2242, 64
  br i1 %90, label %middle.block2237, label %vector.body2247.4, !llvm.loop !51

vector.body2247.4:                                ; preds = %vector.body2247.3
  %offset.idx.4 = add i32 %68, 64
  %91 = zext i32 %offset.idx.4 to i64
  %92 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  store <8 x i16> %broadcast.splat, ptr %92, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %93, align 2, !tbaa !39
  %94 = icmp eq i32 %n.vec2242, 80
  br i1 %94, label %middle.block2237, label %vector.body2247.5, !llvm.loop !51

vector.body2247.5:                                ; preds = %vector.body2247.4
  %offset.idx.5 = add i32 %68, 80
  %95 = zext i32 %offset.idx.5 to i64
  %96 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %95
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  store <8 x i16> %broadcast.splat, ptr %96, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %97, align 2, !tbaa !39
  %98 = icmp eq i32 %n.vec2242, 96
  br i1 %98, label %middle.block2237, label %vector.body2247.6, !llvm.loop !51

vector.body2247.6:                                ; preds = %vector.body2247.5
  %offset.idx.6 = add i32 %68, 96
  %99 = zext i32 %offset.idx.6 to i64
  %100 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store <8 x i16> %broadcast.splat, ptr %100, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %101, align 2, !tbaa !39
  %102 = icmp eq i32 %n.vec2242, 112
  br i1 %102, label %middle.block2237, label %vector.body2247.7, !llvm.loop !51

vector.body2247.7:                                ; preds = %vector.body2247.6
  %offset.idx.7 = add i32 %68, 112
  %103 = zext i32 %offset.idx.7 to i64
  %104 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  store <8 x i16> %broadcast.splat, ptr %104, align 2, !tbaa !39
  store <8 x i16> %broadcast.splat, ptr %105, align 2, !tbaa !39
  br label %middle.block2237

middle.block2237:                                 ; preds = %vector.body2247.7, %vector.body2247.6, %vector.body2247.5, %vector.body2247.4, %vector.body2247.3, %vector.body2247.2, %vector.body2247.1, %vector.ph2240
  %cmp.n2250 = icmp eq i32 %copy.2, %n.vec2242
  br i1 %cmp.n2250, label %if.end563.loopexit, label %while.body555.preheader2254

if.then548:                                       ; preds = %if.end540
  store ptr @.str.5, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

while.body555:                                    ; preds = %while.body555.prol.loopexit, %while.body555
  %copy.31863 = phi i32 [ %dec553.3, %while.body555 ], [ %copy.31863.unr, %while.body555.prol.loopexit ]
  %inc55918611862 = phi i32 [ %inc559.3, %while.body555 ], [ %inc55918611862.unr, %while.body555.prol.loopexit ]
  %inc559 = add i32 %inc55918611862, 1
  %idxprom560 = zext i32 %inc55918611862 to i64
  %arrayidx561 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom560
  store i16 %len.0, ptr %arrayidx561, align 2, !tbaa !39
  %inc559.1 = add i32 %inc55918611862, 2
  %idxprom560.1 = zext i32 %inc559 to i64
  %arrayidx561.1 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom560.1
  store i16 %len.0, ptr %arrayidx561.1, align 2, !tbaa !39
  %inc559.2 = add i32 %inc55918611862, 3
  %idxprom560.2 = zext i32 %inc559.1 to i64
  %arrayidx561.2 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom560.2
  store i16 %len.0, ptr %arrayidx561.2, align 2, !tbaa !39
  %dec553.3 = add nsw i32 %copy.31863, -4
  %inc559.3 = add i32 %inc55918611862, 4
  %idxprom560.3 = zext i32 %inc559.2 to i64
  %arrayidx561.3 = getelementptr inbounds [320 x i16], ptr %lens, i64 0, i64 %idxprom560.3
  store i16 %len.0, ptr %arrayidx561.3, align 2, !tbaa !39
  %tobool554.not.3 = icmp eq i32 %dec553.3, 0
  br i1 %tobool554.not.3, label %if.end563.loopexit, label %while.body555, !llvm.loop !54

if.end563.loopexit:                               ; preds = %while.body555.prol.loopexit, %while.body555, %middle.block2237
  %inc559.lcssa = phi i32 [ %ind.end2245, %middle.block2237 ], [ %inc559.lcssa2258.unr, %while.body555.prol.loopexit ], [ %inc559.3, %while.body555 ]
  store i32 %inc559.lcssa, ptr %have220, align 4, !tbaa !38
  br label %if.end563

if.end563:                                        ; preds = %if.end563.loopexit, %do.body345
  %add300.pre-phi = phi i32 [ %add545, %if.end563.loopexit ], [ %.pre2107, %do.body345 ]
  %106 = phi i32 [ %69, %if.end563.loopexit ], [ %.pre2088, %do.body345 ]
  %107 = phi i32 [ %inc559.lcssa, %if.end563.loopexit ], [ %inc358, %do.body345 ]
  %have.22 = phi i32 [ %have.21, %if.end563.loopexit ], [ %have.13.lcssa, %do.body345 ]
  %hold.12 = phi i64 [ %hold.11, %if.end563.loopexit ], [ %shr349, %do.body345 ]
  %bits.12 = phi i32 [ %bits.11, %if.end563.loopexit ], [ %sub352, %do.body345 ]
  %cmp301 = icmp ult i32 %107, %add300.pre-phi
  br i1 %cmp301, label %for.cond304.preheader, label %while.end564, !llvm.loop !55

while.end564:                                     ; preds = %if.end563, %if.end294
  %108 = phi i32 [ %37, %if.end294 ], [ %106, %if.end563 ]
  %have.12.lcssa = phi i32 [ %have.10.lcssa, %if.end294 ], [ %have.22, %if.end563 ]
  %hold.6.lcssa = phi i64 [ %shr264, %if.end294 ], [ %hold.12, %if.end563 ]
  %bits.6.lcssa = phi i32 [ %sub265, %if.end294 ], [ %bits.12, %if.end563 ]
  %.pr1653 = load i32, ptr %mode, align 8, !tbaa !25
  %cmp566 = icmp eq i32 %.pr1653, 16209
  br i1 %cmp566, label %sw.epilog1116, label %if.end569

if.end569:                                        ; preds = %while.end564
  %109 = load i16, ptr %arrayidx571, align 8, !tbaa !39
  %cmp573 = icmp eq i16 %109, 0
  br i1 %cmp573, label %if.then575, label %if.end578

if.then575:                                       ; preds = %if.end569
  store ptr @.str.6, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end578:                                        ; preds = %if.end569
  store ptr %codes, ptr %next282, align 8, !tbaa !43
  store ptr %codes, ptr %lencode, align 8, !tbaa !44
  store i32 9, ptr %lenbits, align 8, !tbaa !45
  %call592 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %lens, i32 noundef %108, ptr noundef nonnull %next282, ptr noundef nonnull %lenbits, ptr noundef nonnull %work) #5
  %tobool593.not = icmp eq i32 %call592, 0
  br i1 %tobool593.not, label %if.end597, label %if.then594

if.then594:                                       ; preds = %if.end578
  store ptr @.str.7, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end597:                                        ; preds = %if.end578
  %110 = load ptr, ptr %next282, align 8, !tbaa !43
  store ptr %110, ptr %distcode, align 8, !tbaa !56
  store i32 6, ptr %distbits, align 4, !tbaa !57
  %111 = load i32, ptr %nlen, align 4, !tbaa !35
  %idx.ext602 = zext i32 %111 to i64
  %add.ptr603 = getelementptr inbounds i16, ptr %lens, i64 %idx.ext602
  %112 = load i32, ptr %ndist, align 8, !tbaa !36
  %call609 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %add.ptr603, i32 noundef %112, ptr noundef nonnull %next282, ptr noundef nonnull %distbits, ptr noundef nonnull %work) #5
  %tobool610.not = icmp eq i32 %call609, 0
  br i1 %tobool610.not, label %if.end614, label %if.then611

if.then611:                                       ; preds = %if.end597
  store ptr @.str.8, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end614:                                        ; preds = %if.end597
  store i32 16200, ptr %mode, align 8, !tbaa !25
  br label %sw.bb616

sw.bb616:                                         ; preds = %for.cond, %if.end614
  %have.24 = phi i32 [ %have.0, %for.cond ], [ %have.12.lcssa, %if.end614 ]
  %hold.14 = phi i64 [ %hold.0, %for.cond ], [ %hold.6.lcssa, %if.end614 ]
  %bits.14 = phi i32 [ %bits.0, %for.cond ], [ %bits.6.lcssa, %if.end614 ]
  %cmp617 = icmp ugt i32 %have.24, 5
  %cmp619 = icmp ugt i32 %left.0, 257
  %or.cond = select i1 %cmp617, i1 %cmp619, i1 false
  br i1 %or.cond, label %do.body622, label %for.cond649.preheader

for.cond649.preheader:                            ; preds = %sw.bb616
  %113 = load ptr, ptr %lencode, align 8, !tbaa !44
  %conv6511872 = trunc i64 %hold.14 to i32
  %114 = load i32, ptr %lenbits, align 8, !tbaa !45
  %notmask16461873 = shl nsw i32 -1, %114
  %sub6541874 = xor i32 %notmask16461873, -1
  %and6551875 = and i32 %sub6541874, %conv6511872
  %idxprom6561876 = zext nneg i32 %and6551875 to i64
  %arrayidx6571877 = getelementptr inbounds %struct.code, ptr %113, i64 %idxprom6561876
  %here.sroa.18.0.arrayidx657.sroa_idx1878 = getelementptr inbounds i8, ptr %arrayidx6571877, i64 1
  %here.sroa.18.0.copyload11791879 = load i8, ptr %here.sroa.18.0.arrayidx657.sroa_idx1878, align 1, !tbaa !5
  %conv6591882 = zext i8 %here.sroa.18.0.copyload11791879 to i32
  %cmp660.not1883 = icmp ult i32 %bits.14, %conv6591882
  br i1 %cmp660.not1883, label %do.body665.preheader, label %for.end686

do.body665.preheader:                             ; preds = %for.cond649.preheader
  %115 = zext nneg i32 %bits.14 to i64
  br label %do.body665

do.body622:                                       ; preds = %sw.bb616
  store ptr %put.0, ptr %next_out, align 8, !tbaa !58
  store i32 %left.0, ptr %avail_out, align 8, !tbaa !59
  %116 = load ptr, ptr %next, align 8, !tbaa !28
  store ptr %116, ptr %strm, align 8, !tbaa !27
  store i32 %have.24, ptr %avail_in624, align 8, !tbaa !29
  store i64 %hold.14, ptr %hold625, align 8, !tbaa !60
  store i32 %bits.14, ptr %bits626, align 8, !tbaa !61
  %117 = load i32, ptr %whave, align 8, !tbaa !23
  %118 = load i32, ptr %wsize, align 4, !tbaa !20
  %cmp631 = icmp ult i32 %117, %118
  br i1 %cmp631, label %if.then633, label %if.end637

if.then633:                                       ; preds = %do.body622
  %sub635 = sub i32 %118, %left.0
  store i32 %sub635, ptr %whave, align 8, !tbaa !23
  br label %if.end637

if.end637:                                        ; preds = %if.then633, %do.body622
  call void @inflate_fast(ptr noundef nonnull %strm, i32 noundef %118) #5
  %119 = load ptr, ptr %next_out, align 8, !tbaa !58
  %120 = load i32, ptr %avail_out, align 8, !tbaa !59
  %121 = load ptr, ptr %strm, align 8, !tbaa !27
  store ptr %121, ptr %next, align 8, !tbaa !28
  %122 = load i32, ptr %avail_in624, align 8, !tbaa !29
  %123 = load i64, ptr %hold625, align 8, !tbaa !60
  %124 = load i32, ptr %bits626, align 8, !tbaa !61
  br label %sw.epilog1116

do.body665:                                       ; preds = %do.body665.preheader, %do.end676
  %125 = phi i32 [ %114, %do.body665.preheader ], [ %127, %do.end676 ]
  %126 = phi ptr [ %113, %do.body665.preheader ], [ %128, %do.end676 ]
  %indvars.iv2070 = phi i64 [ %115, %do.body665.preheader ], [ %indvars.iv.next2071, %do.end676 ]
  %hold.151885 = phi i64 [ %hold.14, %do.body665.preheader ], [ %add682, %do.end676 ]
  %have.251884 = phi i32 [ %have.24, %do.body665.preheader ], [ %dec677, %do.end676 ]
  %cmp666 = icmp eq i32 %have.251884, 0
  br i1 %cmp666, label %if.then668, label %do.end676

if.then668:                                       ; preds = %do.body665
  %call669 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp670 = icmp eq i32 %call669, 0
  br i1 %cmp670, label %if.then672, label %if.then668.do.end676_crit_edge

if.then668.do.end676_crit_edge:                   ; preds = %if.then668
  %.pre2090 = load ptr, ptr %lencode, align 8, !tbaa !44
  %.pre2091 = load i32, ptr %lenbits, align 8, !tbaa !45
  br label %do.end676

if.then672:                                       ; preds = %if.then668
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end676:                                        ; preds = %if.then668.do.end676_crit_edge, %do.body665
  %127 = phi i32 [ %.pre2091, %if.then668.do.end676_crit_edge ], [ %125, %do.body665 ]
  %128 = phi ptr [ %.pre2090, %if.then668.do.end676_crit_edge ], [ %126, %do.body665 ]
  %have.26 = phi i32 [ %call669, %if.then668.do.end676_crit_edge ], [ %have.251884, %do.body665 ]
  %dec677 = add i32 %have.26, -1
  %129 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr678 = getelementptr inbounds i8, ptr %129, i64 1
  store ptr %incdec.ptr678, ptr %next, align 8, !tbaa !28
  %130 = load i8, ptr %129, align 1, !tbaa !5
  %conv679 = zext i8 %130 to i64
  %shl681 = shl i64 %conv679, %indvars.iv2070
  %add682 = add i64 %shl681, %hold.151885
  %indvars.iv.next2071 = add nuw nsw i64 %indvars.iv2070, 8
  %conv651 = trunc i64 %add682 to i32
  %notmask1646 = shl nsw i32 -1, %127
  %sub654 = xor i32 %notmask1646, -1
  %and655 = and i32 %sub654, %conv651
  %idxprom656 = zext nneg i32 %and655 to i64
  %arrayidx657 = getelementptr inbounds %struct.code, ptr %128, i64 %idxprom656
  %here.sroa.18.0.arrayidx657.sroa_idx = getelementptr inbounds i8, ptr %arrayidx657, i64 1
  %here.sroa.18.0.copyload1179 = load i8, ptr %here.sroa.18.0.arrayidx657.sroa_idx, align 1, !tbaa !5
  %131 = zext i8 %here.sroa.18.0.copyload1179 to i64
  %cmp660.not = icmp ult i64 %indvars.iv.next2071, %131
  br i1 %cmp660.not, label %do.body665, label %for.end686.loopexit

for.end686.loopexit:                              ; preds = %do.end676
  %conv659 = zext i8 %here.sroa.18.0.copyload1179 to i32
  %132 = trunc nuw i64 %indvars.iv.next2071 to i32
  br label %for.end686

for.end686:                                       ; preds = %for.end686.loopexit, %for.cond649.preheader
  %133 = phi ptr [ %113, %for.cond649.preheader ], [ %128, %for.end686.loopexit ]
  %have.25.lcssa = phi i32 [ %have.24, %for.cond649.preheader ], [ %dec677, %for.end686.loopexit ]
  %hold.15.lcssa = phi i64 [ %hold.14, %for.cond649.preheader ], [ %add682, %for.end686.loopexit ]
  %bits.15.lcssa = phi i32 [ %bits.14, %for.cond649.preheader ], [ %132, %for.end686.loopexit ]
  %arrayidx657.lcssa = phi ptr [ %arrayidx6571877, %for.cond649.preheader ], [ %arrayidx657, %for.end686.loopexit ]
  %here.sroa.18.0.copyload1179.lcssa = phi i8 [ %here.sroa.18.0.copyload11791879, %for.cond649.preheader ], [ %here.sroa.18.0.copyload1179, %for.end686.loopexit ]
  %conv659.lcssa = phi i32 [ %conv6591882, %for.cond649.preheader ], [ %conv659, %for.end686.loopexit ]
  %here.sroa.40.0.copyload1202.lcssa.in = getelementptr inbounds i8, ptr %arrayidx657.lcssa, i64 2
  %here.sroa.40.0.copyload1202.lcssa = load i16, ptr %here.sroa.40.0.copyload1202.lcssa.in, align 2, !tbaa !39
  %here.sroa.0.0.copyload1175 = load i8, ptr %arrayidx657.lcssa, align 2, !tbaa !5
  %134 = add i8 %here.sroa.0.0.copyload1175, -1
  %or.cond1652 = icmp ult i8 %134, 15
  br i1 %or.cond1652, label %for.cond696.preheader, label %do.body758

for.cond696.preheader:                            ; preds = %for.end686
  %conv687 = zext nneg i8 %here.sroa.0.0.copyload1175 to i32
  %conv699 = zext i16 %here.sroa.40.0.copyload1202.lcssa to i32
  %add705 = add nuw nsw i32 %conv659.lcssa, %conv687
  %notmask1647 = shl nsw i32 -1, %add705
  %sub707 = xor i32 %notmask1647, -1
  %conv7001894 = trunc i64 %hold.15.lcssa to i32
  %and7081895 = and i32 %conv7001894, %sub707
  %shr7111896 = lshr i32 %and7081895, %conv659.lcssa
  %add7121897 = add nuw i32 %shr7111896, %conv699
  %idxprom7131898 = zext i32 %add7121897 to i64
  %arrayidx7141899 = getelementptr inbounds %struct.code, ptr %133, i64 %idxprom7131898
  %here.sroa.18.0.arrayidx714.sroa_idx1900 = getelementptr inbounds i8, ptr %arrayidx7141899, i64 1
  %here.sroa.18.0.copyload11801901 = load i8, ptr %here.sroa.18.0.arrayidx714.sroa_idx1900, align 1, !tbaa !5
  %conv7181902 = zext i8 %here.sroa.18.0.copyload11801901 to i32
  %add7191903 = add nuw nsw i32 %conv659.lcssa, %conv7181902
  %cmp720.not1904 = icmp ugt i32 %add7191903, %bits.15.lcssa
  br i1 %cmp720.not1904, label %do.body725.preheader, label %do.body747

do.body725.preheader:                             ; preds = %for.cond696.preheader
  %135 = zext nneg i32 %bits.15.lcssa to i64
  br label %do.body725

do.body725:                                       ; preds = %do.body725.preheader, %do.end736
  %136 = phi ptr [ %133, %do.body725.preheader ], [ %137, %do.end736 ]
  %indvars.iv2073 = phi i64 [ %135, %do.body725.preheader ], [ %indvars.iv.next2074, %do.end736 ]
  %hold.161906 = phi i64 [ %hold.15.lcssa, %do.body725.preheader ], [ %add742, %do.end736 ]
  %have.271905 = phi i32 [ %have.25.lcssa, %do.body725.preheader ], [ %dec737, %do.end736 ]
  %cmp726 = icmp eq i32 %have.271905, 0
  br i1 %cmp726, label %if.then728, label %do.end736

if.then728:                                       ; preds = %do.body725
  %call729 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp730 = icmp eq i32 %call729, 0
  br i1 %cmp730, label %if.then732, label %if.then728.do.end736_crit_edge

if.then728.do.end736_crit_edge:                   ; preds = %if.then728
  %.pre2092 = load ptr, ptr %lencode, align 8, !tbaa !44
  br label %do.end736

if.then732:                                       ; preds = %if.then728
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end736:                                        ; preds = %if.then728.do.end736_crit_edge, %do.body725
  %137 = phi ptr [ %.pre2092, %if.then728.do.end736_crit_edge ], [ %136, %do.body725 ]
  %have.28 = phi i32 [ %call729, %if.then728.do.end736_crit_edge ], [ %have.271905, %do.body725 ]
  %dec737 = add i32 %have.28, -1
  %138 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr738 = getelementptr inbounds i8, ptr %138, i64 1
  store ptr %incdec.ptr738, ptr %next, align 8, !tbaa !28
  %139 = load i8, ptr %138, align 1, !tbaa !5
  %conv739 = zext i8 %139 to i64
  %shl741 = shl i64 %conv739, %indvars.iv2073
  %add742 = add i64 %shl741, %hold.161906
  %indvars.iv.next2074 = add nuw nsw i64 %indvars.iv2073, 8
  %conv700 = trunc i64 %add742 to i32
  %and708 = and i32 %conv700, %sub707
  %shr711 = lshr i32 %and708, %conv659.lcssa
  %add712 = add nuw i32 %shr711, %conv699
  %idxprom713 = zext i32 %add712 to i64
  %arrayidx714 = getelementptr inbounds %struct.code, ptr %137, i64 %idxprom713
  %here.sroa.18.0.arrayidx714.sroa_idx = getelementptr inbounds i8, ptr %arrayidx714, i64 1
  %here.sroa.18.0.copyload1180 = load i8, ptr %here.sroa.18.0.arrayidx714.sroa_idx, align 1, !tbaa !5
  %conv718 = zext i8 %here.sroa.18.0.copyload1180 to i32
  %add719 = add nuw nsw i32 %conv659.lcssa, %conv718
  %140 = zext nneg i32 %add719 to i64
  %cmp720.not = icmp ult i64 %indvars.iv.next2074, %140
  br i1 %cmp720.not, label %do.body725, label %do.body747.loopexit

do.body747.loopexit:                              ; preds = %do.end736
  %141 = trunc nuw i64 %indvars.iv.next2074 to i32
  br label %do.body747

do.body747:                                       ; preds = %do.body747.loopexit, %for.cond696.preheader
  %have.27.lcssa = phi i32 [ %have.25.lcssa, %for.cond696.preheader ], [ %dec737, %do.body747.loopexit ]
  %hold.16.lcssa = phi i64 [ %hold.15.lcssa, %for.cond696.preheader ], [ %add742, %do.body747.loopexit ]
  %bits.16.lcssa = phi i32 [ %bits.15.lcssa, %for.cond696.preheader ], [ %141, %do.body747.loopexit ]
  %arrayidx714.lcssa = phi ptr [ %arrayidx7141899, %for.cond696.preheader ], [ %arrayidx714, %do.body747.loopexit ]
  %here.sroa.18.0.copyload1180.lcssa = phi i8 [ %here.sroa.18.0.copyload11801901, %for.cond696.preheader ], [ %here.sroa.18.0.copyload1180, %do.body747.loopexit ]
  %here.sroa.40.0.arrayidx714.sroa_idx = getelementptr inbounds i8, ptr %arrayidx714.lcssa, i64 2
  %here.sroa.40.0.copyload1203 = load i16, ptr %here.sroa.40.0.arrayidx714.sroa_idx, align 2, !tbaa !39
  %here.sroa.0.0.copyload1176 = load i8, ptr %arrayidx714.lcssa, align 2, !tbaa !5
  %sh_prom750 = zext nneg i8 %here.sroa.18.0.copyload1179.lcssa to i64
  %shr751 = lshr i64 %hold.16.lcssa, %sh_prom750
  %sub754 = sub i32 %bits.16.lcssa, %conv659.lcssa
  br label %do.body758

do.body758:                                       ; preds = %for.end686, %do.body747
  %have.29 = phi i32 [ %have.27.lcssa, %do.body747 ], [ %have.25.lcssa, %for.end686 ]
  %hold.17 = phi i64 [ %shr751, %do.body747 ], [ %hold.15.lcssa, %for.end686 ]
  %bits.17 = phi i32 [ %sub754, %do.body747 ], [ %bits.15.lcssa, %for.end686 ]
  %here.sroa.40.0 = phi i16 [ %here.sroa.40.0.copyload1203, %do.body747 ], [ %here.sroa.40.0.copyload1202.lcssa, %for.end686 ]
  %here.sroa.18.0 = phi i8 [ %here.sroa.18.0.copyload1180.lcssa, %do.body747 ], [ %here.sroa.18.0.copyload1179.lcssa, %for.end686 ]
  %here.sroa.0.0 = phi i8 [ %here.sroa.0.0.copyload1176, %do.body747 ], [ %here.sroa.0.0.copyload1175, %for.end686 ]
  %conv760 = zext i8 %here.sroa.18.0 to i32
  %sh_prom761 = zext nneg i8 %here.sroa.18.0 to i64
  %shr762 = lshr i64 %hold.17, %sh_prom761
  %sub765 = sub i32 %bits.17, %conv760
  %conv769 = zext i16 %here.sroa.40.0 to i32
  store i32 %conv769, ptr %length770, align 4, !tbaa !32
  %conv772 = zext i8 %here.sroa.0.0 to i32
  %cmp773 = icmp eq i8 %here.sroa.0.0, 0
  br i1 %cmp773, label %do.body776, label %if.end795

do.body776:                                       ; preds = %do.body758
  %cmp777 = icmp eq i32 %left.0, 0
  br i1 %cmp777, label %if.then779, label %do.end789

if.then779:                                       ; preds = %do.body776
  %142 = load ptr, ptr %window, align 8, !tbaa !21
  %143 = load i32, ptr %wsize, align 4, !tbaa !20
  store i32 %143, ptr %whave, align 8, !tbaa !23
  %call783 = call i32 %out(ptr noundef %out_desc, ptr noundef %142, i32 noundef %143) #5
  %tobool784.not = icmp eq i32 %call783, 0
  br i1 %tobool784.not, label %if.then779.do.end789_crit_edge, label %inf_leave

if.then779.do.end789_crit_edge:                   ; preds = %if.then779
  %.pre2102 = load i32, ptr %length770, align 4, !tbaa !32
  br label %do.end789

do.end789:                                        ; preds = %if.then779.do.end789_crit_edge, %do.body776
  %144 = phi i32 [ %.pre2102, %if.then779.do.end789_crit_edge ], [ %conv769, %do.body776 ]
  %put.3 = phi ptr [ %142, %if.then779.do.end789_crit_edge ], [ %put.0, %do.body776 ]
  %left.3 = phi i32 [ %143, %if.then779.do.end789_crit_edge ], [ %left.0, %do.body776 ]
  %conv791 = trunc i32 %144 to i8
  %incdec.ptr792 = getelementptr inbounds i8, ptr %put.3, i64 1
  store i8 %conv791, ptr %put.3, align 1, !tbaa !5
  %dec793 = add i32 %left.3, -1
  store i32 16200, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end795:                                        ; preds = %do.body758
  %and798 = and i32 %conv772, 32
  %tobool799.not = icmp eq i32 %and798, 0
  br i1 %tobool799.not, label %if.end802, label %if.then800

if.then800:                                       ; preds = %if.end795
  store i32 16191, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end802:                                        ; preds = %if.end795
  %and805 = and i32 %conv772, 64
  %tobool806.not = icmp eq i32 %and805, 0
  br i1 %tobool806.not, label %if.end810, label %if.then807

if.then807:                                       ; preds = %if.end802
  store ptr @.str.9, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end810:                                        ; preds = %if.end802
  %and813 = and i32 %conv772, 15
  store i32 %and813, ptr %extra, align 4, !tbaa !62
  %cmp815.not = icmp eq i32 %and813, 0
  br i1 %cmp815.not, label %if.end864, label %while.cond819.preheader

while.cond819.preheader:                          ; preds = %if.end810
  %cmp8211913 = icmp ult i32 %sub765, %and813
  br i1 %cmp8211913, label %do.body825, label %do.end848

do.body825:                                       ; preds = %while.cond819.preheader, %do.end836
  %145 = phi i32 [ %146, %do.end836 ], [ %and813, %while.cond819.preheader ]
  %bits.181916 = phi i32 [ %add843, %do.end836 ], [ %sub765, %while.cond819.preheader ]
  %hold.181915 = phi i64 [ %add842, %do.end836 ], [ %shr762, %while.cond819.preheader ]
  %have.301914 = phi i32 [ %dec837, %do.end836 ], [ %have.29, %while.cond819.preheader ]
  %cmp826 = icmp eq i32 %have.301914, 0
  br i1 %cmp826, label %if.then828, label %do.end836

if.then828:                                       ; preds = %do.body825
  %call829 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp830 = icmp eq i32 %call829, 0
  br i1 %cmp830, label %if.then832, label %if.then828.do.end836_crit_edge

if.then828.do.end836_crit_edge:                   ; preds = %if.then828
  %.pre2093 = load i32, ptr %extra, align 4, !tbaa !62
  br label %do.end836

if.then832:                                       ; preds = %if.then828
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end836:                                        ; preds = %if.then828.do.end836_crit_edge, %do.body825
  %146 = phi i32 [ %.pre2093, %if.then828.do.end836_crit_edge ], [ %145, %do.body825 ]
  %have.31 = phi i32 [ %call829, %if.then828.do.end836_crit_edge ], [ %have.301914, %do.body825 ]
  %dec837 = add i32 %have.31, -1
  %147 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr838 = getelementptr inbounds i8, ptr %147, i64 1
  store ptr %incdec.ptr838, ptr %next, align 8, !tbaa !28
  %148 = load i8, ptr %147, align 1, !tbaa !5
  %conv839 = zext i8 %148 to i64
  %sh_prom840 = zext nneg i32 %bits.181916 to i64
  %shl841 = shl i64 %conv839, %sh_prom840
  %add842 = add i64 %shl841, %hold.181915
  %add843 = add i32 %bits.181916, 8
  %cmp821 = icmp ult i32 %add843, %146
  br i1 %cmp821, label %do.body825, label %do.end848.loopexit, !llvm.loop !63

do.end848.loopexit:                               ; preds = %do.end836
  %.pre2094 = load i32, ptr %length770, align 4, !tbaa !32
  br label %do.end848

do.end848:                                        ; preds = %do.end848.loopexit, %while.cond819.preheader
  %149 = phi i32 [ %conv769, %while.cond819.preheader ], [ %.pre2094, %do.end848.loopexit ]
  %have.30.lcssa = phi i32 [ %have.29, %while.cond819.preheader ], [ %dec837, %do.end848.loopexit ]
  %hold.18.lcssa = phi i64 [ %shr762, %while.cond819.preheader ], [ %add842, %do.end848.loopexit ]
  %bits.18.lcssa = phi i32 [ %sub765, %while.cond819.preheader ], [ %add843, %do.end848.loopexit ]
  %.lcssa1718 = phi i32 [ %and813, %while.cond819.preheader ], [ %146, %do.end848.loopexit ]
  %conv849 = trunc i64 %hold.18.lcssa to i32
  %notmask1648 = shl nsw i32 -1, %.lcssa1718
  %sub852 = xor i32 %notmask1648, -1
  %and853 = and i32 %sub852, %conv849
  %add855 = add i32 %149, %and853
  store i32 %add855, ptr %length770, align 4, !tbaa !32
  %sh_prom858 = zext nneg i32 %.lcssa1718 to i64
  %shr859 = lshr i64 %hold.18.lcssa, %sh_prom858
  %sub861 = sub i32 %bits.18.lcssa, %.lcssa1718
  br label %if.end864

if.end864:                                        ; preds = %do.end848, %if.end810
  %have.32 = phi i32 [ %have.30.lcssa, %do.end848 ], [ %have.29, %if.end810 ]
  %hold.19 = phi i64 [ %shr859, %do.end848 ], [ %shr762, %if.end810 ]
  %bits.19 = phi i32 [ %sub861, %do.end848 ], [ %sub765, %if.end810 ]
  %150 = load ptr, ptr %distcode, align 8, !tbaa !56
  %conv8671921 = trunc i64 %hold.19 to i32
  %151 = load i32, ptr %distbits, align 4, !tbaa !57
  %notmask16491922 = shl nsw i32 -1, %151
  %sub8701923 = xor i32 %notmask16491922, -1
  %and8711924 = and i32 %sub8701923, %conv8671921
  %idxprom8721925 = zext nneg i32 %and8711924 to i64
  %arrayidx8731926 = getelementptr inbounds %struct.code, ptr %150, i64 %idxprom8721925
  %here.sroa.18.0.arrayidx873.sroa_idx1927 = getelementptr inbounds i8, ptr %arrayidx8731926, i64 1
  %here.sroa.18.0.copyload11811928 = load i8, ptr %here.sroa.18.0.arrayidx873.sroa_idx1927, align 1, !tbaa !5
  %conv8751931 = zext i8 %here.sroa.18.0.copyload11811928 to i32
  %cmp876.not1932 = icmp ult i32 %bits.19, %conv8751931
  br i1 %cmp876.not1932, label %do.body881.preheader, label %for.end902

do.body881.preheader:                             ; preds = %if.end864
  %152 = zext nneg i32 %bits.19 to i64
  br label %do.body881

do.body881:                                       ; preds = %do.body881.preheader, %do.end892
  %153 = phi i32 [ %151, %do.body881.preheader ], [ %155, %do.end892 ]
  %154 = phi ptr [ %150, %do.body881.preheader ], [ %156, %do.end892 ]
  %indvars.iv2076 = phi i64 [ %152, %do.body881.preheader ], [ %indvars.iv.next2077, %do.end892 ]
  %hold.201934 = phi i64 [ %hold.19, %do.body881.preheader ], [ %add898, %do.end892 ]
  %have.331933 = phi i32 [ %have.32, %do.body881.preheader ], [ %dec893, %do.end892 ]
  %cmp882 = icmp eq i32 %have.331933, 0
  br i1 %cmp882, label %if.then884, label %do.end892

if.then884:                                       ; preds = %do.body881
  %call885 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp886 = icmp eq i32 %call885, 0
  br i1 %cmp886, label %if.then888, label %if.then884.do.end892_crit_edge

if.then884.do.end892_crit_edge:                   ; preds = %if.then884
  %.pre2095 = load ptr, ptr %distcode, align 8, !tbaa !56
  %.pre2096 = load i32, ptr %distbits, align 4, !tbaa !57
  br label %do.end892

if.then888:                                       ; preds = %if.then884
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end892:                                        ; preds = %if.then884.do.end892_crit_edge, %do.body881
  %155 = phi i32 [ %.pre2096, %if.then884.do.end892_crit_edge ], [ %153, %do.body881 ]
  %156 = phi ptr [ %.pre2095, %if.then884.do.end892_crit_edge ], [ %154, %do.body881 ]
  %have.34 = phi i32 [ %call885, %if.then884.do.end892_crit_edge ], [ %have.331933, %do.body881 ]
  %dec893 = add i32 %have.34, -1
  %157 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr894 = getelementptr inbounds i8, ptr %157, i64 1
  store ptr %incdec.ptr894, ptr %next, align 8, !tbaa !28
  %158 = load i8, ptr %157, align 1, !tbaa !5
  %conv895 = zext i8 %158 to i64
  %shl897 = shl i64 %conv895, %indvars.iv2076
  %add898 = add i64 %shl897, %hold.201934
  %indvars.iv.next2077 = add nuw nsw i64 %indvars.iv2076, 8
  %conv867 = trunc i64 %add898 to i32
  %notmask1649 = shl nsw i32 -1, %155
  %sub870 = xor i32 %notmask1649, -1
  %and871 = and i32 %sub870, %conv867
  %idxprom872 = zext nneg i32 %and871 to i64
  %arrayidx873 = getelementptr inbounds %struct.code, ptr %156, i64 %idxprom872
  %here.sroa.18.0.arrayidx873.sroa_idx = getelementptr inbounds i8, ptr %arrayidx873, i64 1
  %here.sroa.18.0.copyload1181 = load i8, ptr %here.sroa.18.0.arrayidx873.sroa_idx, align 1, !tbaa !5
  %159 = zext i8 %here.sroa.18.0.copyload1181 to i64
  %cmp876.not = icmp ult i64 %indvars.iv.next2077, %159
  br i1 %cmp876.not, label %do.body881, label %for.end902.loopexit

for.end902.loopexit:                              ; preds = %do.end892
  %conv875 = zext i8 %here.sroa.18.0.copyload1181 to i32
  %160 = trunc nuw i64 %indvars.iv.next2077 to i32
  br label %for.end902

for.end902:                                       ; preds = %for.end902.loopexit, %if.end864
  %161 = phi ptr [ %150, %if.end864 ], [ %156, %for.end902.loopexit ]
  %have.33.lcssa = phi i32 [ %have.32, %if.end864 ], [ %dec893, %for.end902.loopexit ]
  %hold.20.lcssa = phi i64 [ %hold.19, %if.end864 ], [ %add898, %for.end902.loopexit ]
  %bits.20.lcssa = phi i32 [ %bits.19, %if.end864 ], [ %160, %for.end902.loopexit ]
  %arrayidx873.lcssa = phi ptr [ %arrayidx8731926, %if.end864 ], [ %arrayidx873, %for.end902.loopexit ]
  %here.sroa.18.0.copyload1181.lcssa = phi i8 [ %here.sroa.18.0.copyload11811928, %if.end864 ], [ %here.sroa.18.0.copyload1181, %for.end902.loopexit ]
  %conv875.lcssa = phi i32 [ %conv8751931, %if.end864 ], [ %conv875, %for.end902.loopexit ]
  %here.sroa.40.0.copyload1204.lcssa.in = getelementptr inbounds i8, ptr %arrayidx873.lcssa, i64 2
  %here.sroa.40.0.copyload1204.lcssa = load i16, ptr %here.sroa.40.0.copyload1204.lcssa.in, align 2, !tbaa !39
  %here.sroa.0.0.copyload1177 = load i8, ptr %arrayidx873.lcssa, align 2, !tbaa !5
  %cmp906 = icmp ult i8 %here.sroa.0.0.copyload1177, 16
  br i1 %cmp906, label %for.cond909.preheader, label %do.body971

for.cond909.preheader:                            ; preds = %for.end902
  %conv904 = zext nneg i8 %here.sroa.0.0.copyload1177 to i32
  %conv912 = zext i16 %here.sroa.40.0.copyload1204.lcssa to i32
  %add918 = add nuw nsw i32 %conv875.lcssa, %conv904
  %notmask1650 = shl nsw i32 -1, %add918
  %sub920 = xor i32 %notmask1650, -1
  %conv9131943 = trunc i64 %hold.20.lcssa to i32
  %and9211944 = and i32 %conv9131943, %sub920
  %shr9241945 = lshr i32 %and9211944, %conv875.lcssa
  %add9251946 = add nuw i32 %shr9241945, %conv912
  %idxprom9261947 = zext i32 %add9251946 to i64
  %arrayidx9271948 = getelementptr inbounds %struct.code, ptr %161, i64 %idxprom9261947
  %here.sroa.18.0.arrayidx927.sroa_idx1949 = getelementptr inbounds i8, ptr %arrayidx9271948, i64 1
  %here.sroa.18.0.copyload11821950 = load i8, ptr %here.sroa.18.0.arrayidx927.sroa_idx1949, align 1, !tbaa !5
  %conv9311951 = zext i8 %here.sroa.18.0.copyload11821950 to i32
  %add9321952 = add nuw nsw i32 %conv875.lcssa, %conv9311951
  %cmp933.not1953 = icmp ugt i32 %add9321952, %bits.20.lcssa
  br i1 %cmp933.not1953, label %do.body938.preheader, label %do.body960

do.body938.preheader:                             ; preds = %for.cond909.preheader
  %162 = zext nneg i32 %bits.20.lcssa to i64
  br label %do.body938

do.body938:                                       ; preds = %do.body938.preheader, %do.end949
  %163 = phi ptr [ %161, %do.body938.preheader ], [ %164, %do.end949 ]
  %indvars.iv2079 = phi i64 [ %162, %do.body938.preheader ], [ %indvars.iv.next2080, %do.end949 ]
  %hold.211955 = phi i64 [ %hold.20.lcssa, %do.body938.preheader ], [ %add955, %do.end949 ]
  %have.351954 = phi i32 [ %have.33.lcssa, %do.body938.preheader ], [ %dec950, %do.end949 ]
  %cmp939 = icmp eq i32 %have.351954, 0
  br i1 %cmp939, label %if.then941, label %do.end949

if.then941:                                       ; preds = %do.body938
  %call942 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp943 = icmp eq i32 %call942, 0
  br i1 %cmp943, label %if.then945, label %if.then941.do.end949_crit_edge

if.then941.do.end949_crit_edge:                   ; preds = %if.then941
  %.pre2097 = load ptr, ptr %distcode, align 8, !tbaa !56
  br label %do.end949

if.then945:                                       ; preds = %if.then941
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end949:                                        ; preds = %if.then941.do.end949_crit_edge, %do.body938
  %164 = phi ptr [ %.pre2097, %if.then941.do.end949_crit_edge ], [ %163, %do.body938 ]
  %have.36 = phi i32 [ %call942, %if.then941.do.end949_crit_edge ], [ %have.351954, %do.body938 ]
  %dec950 = add i32 %have.36, -1
  %165 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr951 = getelementptr inbounds i8, ptr %165, i64 1
  store ptr %incdec.ptr951, ptr %next, align 8, !tbaa !28
  %166 = load i8, ptr %165, align 1, !tbaa !5
  %conv952 = zext i8 %166 to i64
  %shl954 = shl i64 %conv952, %indvars.iv2079
  %add955 = add i64 %shl954, %hold.211955
  %indvars.iv.next2080 = add nuw nsw i64 %indvars.iv2079, 8
  %conv913 = trunc i64 %add955 to i32
  %and921 = and i32 %conv913, %sub920
  %shr924 = lshr i32 %and921, %conv875.lcssa
  %add925 = add nuw i32 %shr924, %conv912
  %idxprom926 = zext i32 %add925 to i64
  %arrayidx927 = getelementptr inbounds %struct.code, ptr %164, i64 %idxprom926
  %here.sroa.18.0.arrayidx927.sroa_idx = getelementptr inbounds i8, ptr %arrayidx927, i64 1
  %here.sroa.18.0.copyload1182 = load i8, ptr %here.sroa.18.0.arrayidx927.sroa_idx, align 1, !tbaa !5
  %conv931 = zext i8 %here.sroa.18.0.copyload1182 to i32
  %add932 = add nuw nsw i32 %conv875.lcssa, %conv931
  %167 = zext nneg i32 %add932 to i64
  %cmp933.not = icmp ult i64 %indvars.iv.next2080, %167
  br i1 %cmp933.not, label %do.body938, label %do.body960.loopexit

do.body960.loopexit:                              ; preds = %do.end949
  %168 = trunc nuw i64 %indvars.iv.next2080 to i32
  br label %do.body960

do.body960:                                       ; preds = %do.body960.loopexit, %for.cond909.preheader
  %have.35.lcssa = phi i32 [ %have.33.lcssa, %for.cond909.preheader ], [ %dec950, %do.body960.loopexit ]
  %hold.21.lcssa = phi i64 [ %hold.20.lcssa, %for.cond909.preheader ], [ %add955, %do.body960.loopexit ]
  %bits.21.lcssa = phi i32 [ %bits.20.lcssa, %for.cond909.preheader ], [ %168, %do.body960.loopexit ]
  %arrayidx927.lcssa = phi ptr [ %arrayidx9271948, %for.cond909.preheader ], [ %arrayidx927, %do.body960.loopexit ]
  %here.sroa.18.0.copyload1182.lcssa = phi i8 [ %here.sroa.18.0.copyload11821950, %for.cond909.preheader ], [ %here.sroa.18.0.copyload1182, %do.body960.loopexit ]
  %here.sroa.40.0.arrayidx927.sroa_idx = getelementptr inbounds i8, ptr %arrayidx927.lcssa, i64 2
  %here.sroa.40.0.copyload1205 = load i16, ptr %here.sroa.40.0.arrayidx927.sroa_idx, align 2, !tbaa !39
  %here.sroa.0.0.copyload1178 = load i8, ptr %arrayidx927.lcssa, align 2, !tbaa !5
  %sh_prom963 = zext nneg i8 %here.sroa.18.0.copyload1181.lcssa to i64
  %shr964 = lshr i64 %hold.21.lcssa, %sh_prom963
  %sub967 = sub i32 %bits.21.lcssa, %conv875.lcssa
  br label %do.body971

do.body971:                                       ; preds = %for.end902, %do.body960
  %have.37 = phi i32 [ %have.35.lcssa, %do.body960 ], [ %have.33.lcssa, %for.end902 ]
  %hold.22 = phi i64 [ %shr964, %do.body960 ], [ %hold.20.lcssa, %for.end902 ]
  %bits.22 = phi i32 [ %sub967, %do.body960 ], [ %bits.20.lcssa, %for.end902 ]
  %here.sroa.40.1 = phi i16 [ %here.sroa.40.0.copyload1205, %do.body960 ], [ %here.sroa.40.0.copyload1204.lcssa, %for.end902 ]
  %here.sroa.18.1 = phi i8 [ %here.sroa.18.0.copyload1182.lcssa, %do.body960 ], [ %here.sroa.18.0.copyload1181.lcssa, %for.end902 ]
  %here.sroa.0.1 = phi i8 [ %here.sroa.0.0.copyload1178, %do.body960 ], [ %here.sroa.0.0.copyload1177, %for.end902 ]
  %conv973 = zext i8 %here.sroa.18.1 to i32
  %sh_prom974 = zext nneg i8 %here.sroa.18.1 to i64
  %shr975 = lshr i64 %hold.22, %sh_prom974
  %sub978 = sub i32 %bits.22, %conv973
  %conv982 = zext i8 %here.sroa.0.1 to i32
  %and983 = and i32 %conv982, 64
  %tobool984.not = icmp eq i32 %and983, 0
  br i1 %tobool984.not, label %if.end988, label %if.then985

if.then985:                                       ; preds = %do.body971
  store ptr @.str.10, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

if.end988:                                        ; preds = %do.body971
  %conv990 = zext i16 %here.sroa.40.1 to i32
  store i32 %conv990, ptr %offset, align 8, !tbaa !64
  %and993 = and i32 %conv982, 15
  store i32 %and993, ptr %extra, align 4, !tbaa !62
  %cmp996.not = icmp eq i32 %and993, 0
  br i1 %cmp996.not, label %if.end1045, label %while.cond1000.preheader

while.cond1000.preheader:                         ; preds = %if.end988
  %cmp10021962 = icmp ult i32 %sub978, %and993
  br i1 %cmp10021962, label %do.body1006, label %do.end1029

do.body1006:                                      ; preds = %while.cond1000.preheader, %do.end1017
  %169 = phi i32 [ %170, %do.end1017 ], [ %and993, %while.cond1000.preheader ]
  %bits.231965 = phi i32 [ %add1024, %do.end1017 ], [ %sub978, %while.cond1000.preheader ]
  %hold.231964 = phi i64 [ %add1023, %do.end1017 ], [ %shr975, %while.cond1000.preheader ]
  %have.381963 = phi i32 [ %dec1018, %do.end1017 ], [ %have.37, %while.cond1000.preheader ]
  %cmp1007 = icmp eq i32 %have.381963, 0
  br i1 %cmp1007, label %if.then1009, label %do.end1017

if.then1009:                                      ; preds = %do.body1006
  %call1010 = call i32 %in(ptr noundef %in_desc, ptr noundef nonnull %next) #5
  %cmp1011 = icmp eq i32 %call1010, 0
  br i1 %cmp1011, label %if.then1013, label %if.then1009.do.end1017_crit_edge

if.then1009.do.end1017_crit_edge:                 ; preds = %if.then1009
  %.pre2098 = load i32, ptr %extra, align 4, !tbaa !62
  br label %do.end1017

if.then1013:                                      ; preds = %if.then1009
  store ptr null, ptr %next, align 8, !tbaa !28
  br label %inf_leave

do.end1017:                                       ; preds = %if.then1009.do.end1017_crit_edge, %do.body1006
  %170 = phi i32 [ %.pre2098, %if.then1009.do.end1017_crit_edge ], [ %169, %do.body1006 ]
  %have.39 = phi i32 [ %call1010, %if.then1009.do.end1017_crit_edge ], [ %have.381963, %do.body1006 ]
  %dec1018 = add i32 %have.39, -1
  %171 = load ptr, ptr %next, align 8, !tbaa !28
  %incdec.ptr1019 = getelementptr inbounds i8, ptr %171, i64 1
  store ptr %incdec.ptr1019, ptr %next, align 8, !tbaa !28
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %conv1020 = zext i8 %172 to i64
  %sh_prom1021 = zext nneg i32 %bits.231965 to i64
  %shl1022 = shl i64 %conv1020, %sh_prom1021
  %add1023 = add i64 %shl1022, %hold.231964
  %add1024 = add i32 %bits.231965, 8
  %cmp1002 = icmp ult i32 %add1024, %170
  br i1 %cmp1002, label %do.body1006, label %do.end1029.loopexit, !llvm.loop !65

do.end1029.loopexit:                              ; preds = %do.end1017
  %.pre2099 = load i32, ptr %offset, align 8, !tbaa !64
  br label %do.end1029

do.end1029:                                       ; preds = %do.end1029.loopexit, %while.cond1000.preheader
  %173 = phi i32 [ %conv990, %while.cond1000.preheader ], [ %.pre2099, %do.end1029.loopexit ]
  %have.38.lcssa = phi i32 [ %have.37, %while.cond1000.preheader ], [ %dec1018, %do.end1029.loopexit ]
  %hold.23.lcssa = phi i64 [ %shr975, %while.cond1000.preheader ], [ %add1023, %do.end1029.loopexit ]
  %bits.23.lcssa = phi i32 [ %sub978, %while.cond1000.preheader ], [ %add1024, %do.end1029.loopexit ]
  %.lcssa1736 = phi i32 [ %and993, %while.cond1000.preheader ], [ %170, %do.end1029.loopexit ]
  %conv1030 = trunc i64 %hold.23.lcssa to i32
  %notmask1651 = shl nsw i32 -1, %.lcssa1736
  %sub1033 = xor i32 %notmask1651, -1
  %and1034 = and i32 %sub1033, %conv1030
  %add1036 = add i32 %173, %and1034
  store i32 %add1036, ptr %offset, align 8, !tbaa !64
  %sh_prom1039 = zext nneg i32 %.lcssa1736 to i64
  %shr1040 = lshr i64 %hold.23.lcssa, %sh_prom1039
  %sub1042 = sub i32 %bits.23.lcssa, %.lcssa1736
  br label %if.end1045

if.end1045:                                       ; preds = %do.end1029, %if.end988
  %174 = phi i32 [ %add1036, %do.end1029 ], [ %conv990, %if.end988 ]
  %have.40 = phi i32 [ %have.38.lcssa, %do.end1029 ], [ %have.37, %if.end988 ]
  %hold.24 = phi i64 [ %shr1040, %do.end1029 ], [ %shr975, %if.end988 ]
  %bits.24 = phi i32 [ %sub1042, %do.end1029 ], [ %sub978, %if.end988 ]
  %175 = load i32, ptr %wsize, align 4, !tbaa !20
  %176 = load i32, ptr %whave, align 8, !tbaa !23
  %cmp1050 = icmp ult i32 %176, %175
  %cond1055 = select i1 %cmp1050, i32 %left.0, i32 0
  %sub1056 = sub i32 %175, %cond1055
  %cmp1057 = icmp ugt i32 %174, %sub1056
  br i1 %cmp1057, label %if.then1059, label %do.body1063

if.then1059:                                      ; preds = %if.end1045
  store ptr @.str.11, ptr %msg, align 8, !tbaa !8
  store i32 16209, ptr %mode, align 8, !tbaa !25
  br label %sw.epilog1116

do.body1063:                                      ; preds = %if.end1045, %do.cond1108
  %put.4 = phi ptr [ %incdec.ptr1103.lcssa, %do.cond1108 ], [ %put.0, %if.end1045 ]
  %left.4 = phi i32 [ %sub1100, %do.cond1108 ], [ %left.0, %if.end1045 ]
  %cmp1065 = icmp eq i32 %left.4, 0
  %.pre2101 = load i32, ptr %wsize, align 4, !tbaa !20
  br i1 %cmp1065, label %if.then1067, label %do.end1077

if.then1067:                                      ; preds = %do.body1063
  %177 = load ptr, ptr %window, align 8, !tbaa !21
  store i32 %.pre2101, ptr %whave, align 8, !tbaa !23
  %call1071 = call i32 %out(ptr noundef %out_desc, ptr noundef %177, i32 noundef %.pre2101) #5
  %tobool1072.not = icmp eq i32 %call1071, 0
  br i1 %tobool1072.not, label %if.then1067.do.end1077_crit_edge, label %inf_leave

if.then1067.do.end1077_crit_edge:                 ; preds = %if.then1067
  %.pre2100 = load i32, ptr %wsize, align 4, !tbaa !20
  br label %do.end1077

do.end1077:                                       ; preds = %if.then1067.do.end1077_crit_edge, %do.body1063
  %178 = phi i32 [ %.pre2100, %if.then1067.do.end1077_crit_edge ], [ %.pre2101, %do.body1063 ]
  %put.5 = phi ptr [ %177, %if.then1067.do.end1077_crit_edge ], [ %put.4, %do.body1063 ]
  %left.5 = phi i32 [ %.pre2101, %if.then1067.do.end1077_crit_edge ], [ %left.4, %do.body1063 ]
  %179 = load i32, ptr %offset, align 8, !tbaa !64
  %sub1080 = sub i32 %178, %179
  %cmp1081 = icmp ult i32 %sub1080, %left.5
  %idx.ext1084 = zext i32 %sub1080 to i64
  %idx.ext1089 = zext i32 %179 to i64
  %idx.neg = sub nsw i64 0, %idx.ext1089
  %sub1086 = select i1 %cmp1081, i32 %sub1080, i32 0
  %copy.4 = sub i32 %left.5, %sub1086
  %idx.ext1084.pn = select i1 %cmp1081, i64 %idx.ext1084, i64 %idx.neg
  %from.0 = getelementptr i8, ptr %put.5, i64 %idx.ext1084.pn
  %180 = load i32, ptr %length770, align 4, !tbaa !32
  %copy.5 = call i32 @llvm.umin.i32(i32 %copy.4, i32 %180)
  %sub1099 = sub i32 %180, %copy.5
  store i32 %sub1099, ptr %length770, align 4, !tbaa !32
  %181 = add i32 %copy.5, -1
  %182 = zext i32 %181 to i64
  %183 = add nuw nsw i64 %182, 1
  %min.iters.check = icmp ult i32 %181, 31
  %184 = add nsw i64 %idx.ext1084.pn, 31
  %diff.check = icmp ult i64 %184, 32
  %or.cond2253 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond2253, label %do.body1101.preheader, label %vector.ph

vector.ph:                                        ; preds = %do.end1077
  %n.vec = and i64 %183, 8589934560
  %ind.end = getelementptr i8, ptr %put.5, i64 %n.vec
  %.cast = trunc i64 %n.vec to i32
  %ind.end2229 = sub i32 %copy.5, %.cast
  %ind.end2231 = getelementptr i8, ptr %from.0, i64 %n.vec
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %next.gep = getelementptr i8, ptr %put.5, i64 %index
  %next.gep2234 = getelementptr i8, ptr %from.0, i64 %index
  %185 = getelementptr i8, ptr %next.gep2234, i64 16
  %wide.load = load <16 x i8>, ptr %next.gep2234, align 1, !tbaa !5
  %wide.load2236 = load <16 x i8>, ptr %185, align 1, !tbaa !5
  %186 = getelementptr i8, ptr %next.gep, i64 16
  store <16 x i8> %wide.load, ptr %next.gep, align 1, !tbaa !5
  store <16 x i8> %wide.load2236, ptr %186, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %187 = icmp eq i64 %index.next, %n.vec
  br i1 %187, label %middle.block, label %vector.body, !llvm.loop !66

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %183, %n.vec
  br i1 %cmp.n, label %do.cond1108, label %do.body1101.preheader

do.body1101.preheader:                            ; preds = %middle.block, %do.end1077
  %put.6.ph = phi ptr [ %put.5, %do.end1077 ], [ %ind.end, %middle.block ]
  %copy.6.ph = phi i32 [ %copy.5, %do.end1077 ], [ %ind.end2229, %middle.block ]
  %from.1.ph = phi ptr [ %from.0, %do.end1077 ], [ %ind.end2231, %middle.block ]
  %188 = add i32 %copy.6.ph, -1
  %xtraiter2317 = and i32 %copy.6.ph, 7
  %lcmp.mod2318.not = icmp eq i32 %xtraiter2317, 0
  br i1 %lcmp.mod2318.not, label %do.body1101.prol.loopexit, label %do.body1101.prol

do.body1101.prol:                                 ; preds = %do.body1101.preheader, %do.body1101.prol
  %put.6.prol = phi ptr [ %incdec.ptr1103.prol, %do.body1101.prol ], [ %put.6.ph, %do.body1101.preheader ]
  %copy.6.prol = phi i32 [ %dec1105.prol, %do.body1101.prol ], [ %copy.6.ph, %do.body1101.preheader ]
  %from.1.prol = phi ptr [ %incdec.ptr1102.prol, %do.body1101.prol ], [ %from.1.ph, %do.body1101.preheader ]
  %prol.iter2319 = phi i32 [ %prol.iter2319.next, %do.body1101.prol ], [ 0, %do.body1101.preheader ]
  %incdec.ptr1102.prol = getelementptr inbounds i8, ptr %from.1.prol, i64 1
  %189 = load i8, ptr %from.1.prol, align 1, !tbaa !5
  %incdec.ptr1103.prol = getelementptr inbounds i8, ptr %put.6.prol, i64 1
  store i8 %189, ptr %put.6.prol, align 1, !tbaa !5
  %dec1105.prol = add i32 %copy.6.prol, -1
  %prol.iter2319.next = add i32 %prol.iter2319, 1
  %prol.iter2319.cmp.not = icmp eq i32 %prol.iter2319.next, %xtraiter2317
  br i1 %prol.iter2319.cmp.not, label %do.body1101.prol.loopexit, label %do.body1101.prol, !llvm.loop !67

do.body1101.prol.loopexit:                        ; preds = %do.body1101.prol, %do.body1101.preheader
  %incdec.ptr1103.lcssa2271.unr = phi ptr [ poison, %do.body1101.preheader ], [ %incdec.ptr1103.prol, %do.body1101.prol ]
  %put.6.unr = phi ptr [ %put.6.ph, %do.body1101.preheader ], [ %incdec.ptr1103.prol, %do.body1101.prol ]
  %copy.6.unr = phi i32 [ %copy.6.ph, %do.body1101.preheader ], [ %dec1105.prol, %do.body1101.prol ]
  %from.1.unr = phi ptr [ %from.1.ph, %do.body1101.preheader ], [ %incdec.ptr1102.prol, %do.body1101.prol ]
  %190 = icmp ult i32 %188, 7
  br i1 %190, label %do.cond1108, label %do.body1101

do.body1101:                                      ; preds = %do.body1101.prol.loopexit, %do.body1101
  %put.6 = phi ptr [ %incdec.ptr1103.7, %do.body1101 ], [ %put.6.unr, %do.body1101.prol.loopexit ]
  %copy.6 = phi i32 [ %dec1105.7, %do.body1101 ], [ %copy.6.unr, %do.body1101.prol.loopexit ]
  %from.1 = phi ptr [ %incdec.ptr1102.7, %do.body1101 ], [ %from.1.unr, %do.body1101.prol.loopexit ]
  %incdec.ptr1102 = getelementptr inbounds i8, ptr %from.1, i64 1
  %191 = load i8, ptr %from.1, align 1, !tbaa !5
  %incdec.ptr1103 = getelementptr inbounds i8, ptr %put.6, i64 1
  store i8 %191, ptr %put.6, align 1, !tbaa !5
  %incdec.ptr1102.1 = getelementptr inbounds i8, ptr %from.1, i64 2
  %192 = load i8, ptr %incdec.ptr1102, align 1, !tbaa !5
  %incdec.ptr1103.1 = getelementptr inbounds i8, ptr %put.6, i64 2
  store i8 %192, ptr %incdec.ptr1103, align 1, !tbaa !5
  %incdec.ptr1102.2 = getelementptr inbounds i8, ptr %from.1, i64 3
  %193 = load i8, ptr %incdec.ptr1102.1, align 1, !tbaa !5
  %incdec.ptr1103.2 = getelementptr inbounds i8, ptr %put.6, i64 3
  store i8 %193, ptr %incdec.ptr1103.1, align 1, !tbaa !5
  %incdec.ptr1102.3 = getelementptr inbounds i8, ptr %from.1, i64 4
  %194 = load i8, ptr %incdec.ptr1102.2, align 1, !tbaa !5
  %incdec.ptr1103.3 = getelementptr inbounds i8, ptr %put.6, i64 4
  store i8 %194, ptr %incdec.ptr1103.2, align 1, !tbaa !5
  %incdec.ptr1102.4 = getelementptr inbounds i8, ptr %from.1, i64 5
  %195 = load i8, ptr %incdec.ptr1102.3, align 1, !tbaa !5
  %incdec.ptr1103.4 = getelementptr inbounds i8, ptr %put.6, i64 5
  store i8 %195, ptr %incdec.ptr1103.3, align 1, !tbaa !5
  %incdec.ptr1102.5 = getelementptr inbounds i8, ptr %from.1, i64 6
  %196 = load i8, ptr %incdec.ptr1102.4, align 1, !tbaa !5
  %incdec.ptr1103.5 = getelementptr inbounds i8, ptr %put.6, i64 6
  store i8 %196, ptr %incdec.ptr1103.4, align 1, !tbaa !5
  %incdec.ptr1102.6 = getelementptr inbounds i8, ptr %from.1, i64 7
  %197 = load i8, ptr %incdec.ptr1102.5, align 1, !tbaa !5
  %incdec.ptr1103.6 = getelementptr inbounds i8, ptr %put.6, i64 7
  store i8 %197, ptr %incdec.ptr1103.5, align 1, !tbaa !5
  %incdec.ptr1102.7 = getelementptr inbounds i8, ptr %from.1, i64 8
  %198 = load i8, ptr %incdec.ptr1102.6, align 1, !tbaa !5
  %incdec.ptr1103.7 = getelementptr inbounds i8, ptr %put.6, i64 8
  store i8 %198, ptr %incdec.ptr1103.6, align 1, !tbaa !5
  %dec1105.7 = add i32 %copy.6, -8
  %tobool1106.not.7 = icmp eq i32 %dec1105.7, 0
  br i1 %tobool1106.not.7, label %do.cond1108, label %do.body1101, !llvm.loop !68

do.cond1108:                                      ; preds = %do.body1101.prol.loopexit, %do.body1101, %middle.block
  %incdec.ptr1103.lcssa = phi ptr [ %ind.end, %middle.block ], [ %incdec.ptr1103.lcssa2271.unr, %do.body1101.prol.loopexit ], [ %incdec.ptr1103.7, %do.body1101 ]
  %sub1100 = sub i32 %left.5, %copy.5
  %199 = load i32, ptr %length770, align 4, !tbaa !32
  %cmp1110.not = icmp eq i32 %199, 0
  br i1 %cmp1110.not, label %sw.epilog1116, label %do.body1063, !llvm.loop !69

sw.epilog1116:                                    ; preds = %do.cond1108, %if.then412, %if.then548, %while.end564, %if.then1059, %if.then985, %if.then807, %if.then800, %do.end789, %if.end637, %if.then611, %if.then594, %if.then575, %if.then291, %if.then216, %while.end152, %if.then96, %do.body48, %do.body
  %put.7 = phi ptr [ %119, %if.end637 ], [ %incdec.ptr792, %do.end789 ], [ %put.0, %if.then800 ], [ %put.0, %if.then807 ], [ %put.0, %if.then985 ], [ %put.0, %if.then1059 ], [ %put.0, %if.then216 ], [ %put.0, %if.then291 ], [ %put.0, %while.end564 ], [ %put.0, %if.then575 ], [ %put.0, %if.then594 ], [ %put.0, %if.then611 ], [ %put.0, %if.then96 ], [ %put.1.lcssa, %while.end152 ], [ %put.0, %do.body ], [ %put.0, %do.body48 ], [ %put.0, %if.then548 ], [ %put.0, %if.then412 ], [ %incdec.ptr1103.lcssa, %do.cond1108 ]
  %have.41 = phi i32 [ %122, %if.end637 ], [ %have.29, %do.end789 ], [ %have.29, %if.then800 ], [ %have.29, %if.then807 ], [ %have.37, %if.then985 ], [ %have.40, %if.then1059 ], [ %have.7.lcssa, %if.then216 ], [ %have.10.lcssa, %if.then291 ], [ %have.12.lcssa, %while.end564 ], [ %have.12.lcssa, %if.then575 ], [ %have.12.lcssa, %if.then594 ], [ %have.12.lcssa, %if.then611 ], [ %have.3.lcssa, %if.then96 ], [ %have.5.lcssa, %while.end152 ], [ %have.0, %do.body ], [ %have.1.lcssa, %do.body48 ], [ %have.21, %if.then548 ], [ %have.15.lcssa, %if.then412 ], [ %have.40, %do.cond1108 ]
  %left.6 = phi i32 [ %120, %if.end637 ], [ %dec793, %do.end789 ], [ %left.0, %if.then800 ], [ %left.0, %if.then807 ], [ %left.0, %if.then985 ], [ %left.0, %if.then1059 ], [ %left.0, %if.then216 ], [ %left.0, %if.then291 ], [ %left.0, %while.end564 ], [ %left.0, %if.then575 ], [ %left.0, %if.then594 ], [ %left.0, %if.then611 ], [ %left.0, %if.then96 ], [ %left.1.lcssa, %while.end152 ], [ %left.0, %do.body ], [ %left.0, %do.body48 ], [ %left.0, %if.then548 ], [ %left.0, %if.then412 ], [ %sub1100, %do.cond1108 ]
  %hold.25 = phi i64 [ %123, %if.end637 ], [ %shr762, %do.end789 ], [ %shr762, %if.then800 ], [ %shr762, %if.then807 ], [ %shr975, %if.then985 ], [ %hold.24, %if.then1059 ], [ %shr205, %if.then216 ], [ %shr264, %if.then291 ], [ %hold.6.lcssa, %while.end564 ], [ %hold.6.lcssa, %if.then575 ], [ %hold.6.lcssa, %if.then594 ], [ %hold.6.lcssa, %if.then611 ], [ %hold.2.lcssa, %if.then96 ], [ 0, %while.end152 ], [ %shr, %do.body ], [ %shr49, %do.body48 ], [ %hold.11, %if.then548 ], [ %shr403, %if.then412 ], [ %hold.24, %do.cond1108 ]
  %bits.25 = phi i32 [ %124, %if.end637 ], [ %sub765, %do.end789 ], [ %sub765, %if.then800 ], [ %sub765, %if.then807 ], [ %sub978, %if.then985 ], [ %bits.24, %if.then1059 ], [ %sub206, %if.then216 ], [ %sub265, %if.then291 ], [ %bits.6.lcssa, %while.end564 ], [ %bits.6.lcssa, %if.then575 ], [ %bits.6.lcssa, %if.then594 ], [ %bits.6.lcssa, %if.then611 ], [ %bits.2.lcssa, %if.then96 ], [ 0, %while.end152 ], [ %sub, %do.body ], [ %sub50, %do.body48 ], [ %bits.11, %if.then548 ], [ %sub406, %if.then412 ], [ %bits.24, %do.cond1108 ]
  %.pre = load i32, ptr %mode, align 8, !tbaa !25
  br label %for.cond

inf_leave.loopexit2170:                           ; preds = %for.cond
  br label %inf_leave

inf_leave.loopexit2256:                           ; preds = %for.cond
  br label %inf_leave

inf_leave:                                        ; preds = %if.then779, %if.then1067, %if.then126, %for.cond, %inf_leave.loopexit2256, %inf_leave.loopexit2170, %if.then1013, %if.then945, %if.then888, %if.then832, %if.then732, %if.then672, %if.then504, %if.then452, %if.then382, %if.then327, %if.then240, %if.then168, %if.then118, %if.then75, %if.then19
  %have.42 = phi i32 [ 0, %if.then832 ], [ 0, %if.then1013 ], [ 0, %if.then945 ], [ 0, %if.then888 ], [ 0, %if.then732 ], [ 0, %if.then672 ], [ 0, %if.then168 ], [ 0, %if.then240 ], [ 0, %if.then382 ], [ 0, %if.then452 ], [ 0, %if.then504 ], [ 0, %if.then327 ], [ 0, %if.then75 ], [ 0, %if.then118 ], [ 0, %if.then19 ], [ %have.0, %inf_leave.loopexit2170 ], [ %have.0, %for.cond ], [ %have.6, %if.then126 ], [ %have.40, %if.then1067 ], [ %have.29, %if.then779 ], [ %have.0, %inf_leave.loopexit2256 ]
  %left.7 = phi i32 [ %left.0, %if.then832 ], [ %left.0, %if.then1013 ], [ %left.0, %if.then945 ], [ %left.0, %if.then888 ], [ %left.0, %if.then732 ], [ %left.0, %if.then672 ], [ %left.0, %if.then168 ], [ %left.0, %if.then240 ], [ %left.0, %if.then382 ], [ %left.0, %if.then452 ], [ %left.0, %if.then504 ], [ %left.0, %if.then327 ], [ %left.0, %if.then75 ], [ %left.11981, %if.then118 ], [ %left.0, %if.then19 ], [ %left.0, %inf_leave.loopexit2170 ], [ %left.0, %for.cond ], [ %18, %if.then126 ], [ %.pre2101, %if.then1067 ], [ %143, %if.then779 ], [ %left.0, %inf_leave.loopexit2256 ]
  %cmp1127 = phi i1 [ false, %if.then832 ], [ false, %if.then1013 ], [ false, %if.then945 ], [ false, %if.then888 ], [ false, %if.then732 ], [ false, %if.then672 ], [ false, %if.then168 ], [ false, %if.then240 ], [ false, %if.then382 ], [ false, %if.then452 ], [ false, %if.then504 ], [ false, %if.then327 ], [ false, %if.then75 ], [ false, %if.then118 ], [ false, %if.then19 ], [ true, %inf_leave.loopexit2170 ], [ false, %for.cond ], [ false, %if.then126 ], [ false, %if.then1067 ], [ false, %if.then779 ], [ false, %inf_leave.loopexit2256 ]
  %ret.0 = phi i32 [ -5, %if.then832 ], [ -5, %if.then1013 ], [ -5, %if.then945 ], [ -5, %if.then888 ], [ -5, %if.then732 ], [ -5, %if.then672 ], [ -5, %if.then168 ], [ -5, %if.then240 ], [ -5, %if.then382 ], [ -5, %if.then452 ], [ -5, %if.then504 ], [ -5, %if.then327 ], [ -5, %if.then75 ], [ -5, %if.then118 ], [ -5, %if.then19 ], [ 1, %inf_leave.loopexit2170 ], [ -2, %for.cond ], [ -5, %if.then126 ], [ -5, %if.then1067 ], [ -5, %if.then779 ], [ -3, %inf_leave.loopexit2256 ]
  %200 = load i32, ptr %wsize, align 4, !tbaa !20
  %cmp1118 = icmp ult i32 %left.7, %200
  br i1 %cmp1118, label %if.then1120, label %if.end1131

if.then1120:                                      ; preds = %inf_leave
  %201 = load ptr, ptr %window, align 8, !tbaa !21
  %sub1123 = sub i32 %200, %left.7
  %call1124 = call i32 %out(ptr noundef %out_desc, ptr noundef %201, i32 noundef %sub1123) #5
  %tobool1125 = icmp ne i32 %call1124, 0
  %or.cond1146 = and i1 %cmp1127, %tobool1125
  %spec.store.select = select i1 %or.cond1146, i32 -5, i32 %ret.0
  br label %if.end1131

if.end1131:                                       ; preds = %if.then1120, %inf_leave
  %ret.1 = phi i32 [ %spec.store.select, %if.then1120 ], [ %ret.0, %inf_leave ]
  %202 = load ptr, ptr %next, align 8, !tbaa !28
  store ptr %202, ptr %strm, align 8, !tbaa !27
  store i32 %have.42, ptr %avail_in624, align 8, !tbaa !29
  br label %cleanup

cleanup:                                          ; preds = %entry, %lor.lhs.false, %if.end1131
  %retval.0 = phi i32 [ %ret.1, %if.end1131 ], [ -2, %lor.lhs.false ], [ -2, %entry ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %next) #5
  ret i32 %retval.0
}

declare void @inflate_fixed(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateBackEnd(ptr noundef %strm) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %strm, null
  br i1 %cmp, label %return, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %state = getelementptr inbounds i8, ptr %strm, i64 56
  %0 = load ptr, ptr %state, align 8, !tbaa !16
  %cmp1 = icmp eq ptr %0, null
  br i1 %cmp1, label %return, label %lor.lhs.false2

lor.lhs.false2:                                   ; preds = %lor.lhs.false
  %zfree = getelementptr inbounds i8, ptr %strm, i64 72
  %1 = load ptr, ptr %zfree, align 8, !tbaa !15
  %cmp3 = icmp eq ptr %1, null
  br i1 %cmp3, label %return, label %if.end

if.end:                                           ; preds = %lor.lhs.false2
  %opaque = getelementptr inbounds i8, ptr %strm, i64 80
  %2 = load ptr, ptr %opaque, align 8, !tbaa !14
  tail call void %1(ptr noundef %2, ptr noundef nonnull %0) #5
  store ptr null, ptr %state, align 8, !tbaa !16
  br label %return

return:                                           ; preds = %entry, %lor.lhs.false, %lor.lhs.false2, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ -2, %lor.lhs.false2 ], [ -2, %lor.lhs.false ], [ -2, %entry ]
  ret i32 %retval.0
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
!51 = distinct !{!51, !31, !52, !53}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = distinct !{!54, !31, !52}
!55 = distinct !{!55, !31}
!56 = !{!18, !10, i64 112}
!57 = !{!18, !11, i64 124}
!58 = !{!9, !10, i64 24}
!59 = !{!9, !11, i64 32}
!60 = !{!18, !12, i64 80}
!61 = !{!18, !11, i64 88}
!62 = !{!18, !11, i64 100}
!63 = distinct !{!63, !31}
!64 = !{!18, !11, i64 96}
!65 = distinct !{!65, !31}
!66 = distinct !{!66, !31, !52, !53}
!67 = distinct !{!67, !50}
!68 = distinct !{!68, !31, !52}
!69 = distinct !{!69, !31}
