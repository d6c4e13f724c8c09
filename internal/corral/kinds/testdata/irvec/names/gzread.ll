; ModuleID = 'zlib/gzread.c'
source_filename = "zlib/gzread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"request does not fit in an int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"out of room to push characters\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"unexpected end of file\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"internal error: inflate stream corrupt\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"compressed data error\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"state corrupt\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @gzread(ptr noundef %file, ptr noundef %buf, i32 noundef %len) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 7247
  br i1 %cmp1.not, label %if.end3, label %cleanup

if.end3:                                          ; preds = %if.end
  %err = getelementptr inbounds i8, ptr %file, i64 120
  %1 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %1, label %land.lhs.true7 [
    i32 0, label %if.end9
    i32 -5, label %if.end9
  ]

land.lhs.true7:                                   ; preds = %if.end3
  %again = getelementptr inbounds i8, ptr %file, i64 76
  %2 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %cleanup, label %if.end9

if.end9:                                          ; preds = %if.end3, %if.end3, %land.lhs.true7
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %cmp10 = icmp slt i32 %len, 0
  br i1 %cmp10, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end9
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef -2, ptr noundef nonnull @.str) #12
  br label %cleanup

if.end12:                                         ; preds = %if.end9
  %conv = zext nneg i32 %len to i64
  %call = tail call fastcc i64 @gz_read(ptr noundef nonnull %file, ptr noundef %buf, i64 noundef %conv)
  %conv13 = trunc i64 %call to i32
  %cmp14 = icmp eq i32 %conv13, 0
  br i1 %cmp14, label %if.then16, label %cleanup

if.then16:                                        ; preds = %if.end12
  %3 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %3, label %cleanup [
    i32 0, label %if.end25
    i32 -5, label %if.end25
  ]

if.end25:                                         ; preds = %if.then16, %if.then16
  %again26 = getelementptr inbounds i8, ptr %file, i64 76
  %4 = load i32, ptr %again26, align 4, !tbaa !15
  %tobool27.not = icmp eq i32 %4, 0
  br i1 %tobool27.not, label %cleanup, label %if.then28

if.then28:                                        ; preds = %if.end25
  %call29 = tail call ptr @__errno_location() #13
  %5 = load i32, ptr %call29, align 4, !tbaa !16
  %call30 = tail call ptr @strerror(i32 noundef %5) #12
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef -1, ptr noundef %call30) #12
  br label %cleanup

cleanup:                                          ; preds = %if.end12, %if.end25, %if.then16, %land.lhs.true7, %if.end, %entry, %if.then28, %if.then11
  %retval.0 = phi i32 [ -1, %if.then11 ], [ -1, %if.then28 ], [ -1, %entry ], [ -1, %if.end ], [ -1, %land.lhs.true7 ], [ -1, %if.then16 ], [ 0, %if.end25 ], [ %conv13, %if.end12 ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_read(ptr noundef %state, ptr noundef %buf, i64 noundef %len) unnamed_addr #0 {
entry:
  %cmp = icmp eq i64 %len, 0
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %skip = getelementptr inbounds i8, ptr %state, i64 112
  %0 = load i64, ptr %skip, align 8, !tbaa !17
  %tobool.not = icmp eq i64 %0, 0
  br i1 %tobool.not, label %if.end3, label %land.lhs.true

land.lhs.true:                                    ; preds = %if.end
  %avail_in.i = getelementptr inbounds i8, ptr %state, i64 144
  %next.i = getelementptr inbounds i8, ptr %state, i64 8
  %pos.i = getelementptr inbounds i8, ptr %state, i64 16
  %eof.i = getelementptr inbounds i8, ptr %state, i64 88
  br label %do.body.i

do.body.i:                                        ; preds = %do.cond.i, %land.lhs.true
  %1 = phi i64 [ %7, %do.cond.i ], [ %0, %land.lhs.true ]
  %2 = load i32, ptr %state, align 8, !tbaa !18
  %tobool.not.i = icmp eq i32 %2, 0
  br i1 %tobool.not.i, label %if.else.i, label %if.then.i

if.then.i:                                        ; preds = %do.body.i
  %conv.i = zext i32 %2 to i64
  %cmp.i = icmp slt i64 %1, %conv.i
  %conv5.i = trunc i64 %1 to i32
  %cond.i = select i1 %cmp.i, i32 %conv5.i, i32 %2
  %sub.i = sub i32 %2, %cond.i
  store i32 %sub.i, ptr %state, align 8, !tbaa !18
  %3 = load ptr, ptr %next.i, align 8, !tbaa !19
  %idx.ext.i = zext i32 %cond.i to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %3, i64 %idx.ext.i
  store ptr %add.ptr.i, ptr %next.i, align 8, !tbaa !19
  %4 = load i64, ptr %pos.i, align 8, !tbaa !20
  %add.i = add nsw i64 %4, %idx.ext.i
  store i64 %add.i, ptr %pos.i, align 8, !tbaa !20
  %sub15.i = sub nsw i64 %1, %idx.ext.i
  store i64 %sub15.i, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

if.else.i:                                        ; preds = %do.body.i
  %5 = load i32, ptr %eof.i, align 8, !tbaa !21
  %tobool16.not.i = icmp eq i32 %5, 0
  br i1 %tobool16.not.i, label %if.else20.i, label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %if.else.i
  %6 = load i32, ptr %avail_in.i, align 8, !tbaa !22
  %cmp17.i = icmp eq i32 %6, 0
  br i1 %cmp17.i, label %if.end3, label %if.else20.i

if.else20.i:                                      ; preds = %land.lhs.true.i, %if.else.i
  %call.i = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %state)
  %cmp21.i = icmp eq i32 %call.i, -1
  br i1 %cmp21.i, label %cleanup, label %if.else20.do.cond_crit_edge.i

if.else20.do.cond_crit_edge.i:                    ; preds = %if.else20.i
  %.pre.i = load i64, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

do.cond.i:                                        ; preds = %if.else20.do.cond_crit_edge.i, %if.then.i
  %7 = phi i64 [ %.pre.i, %if.else20.do.cond_crit_edge.i ], [ %sub15.i, %if.then.i ]
  %tobool27.not.i = icmp eq i64 %7, 0
  br i1 %tobool27.not.i, label %if.end3, label %do.body.i, !llvm.loop !23

if.end3:                                          ; preds = %do.cond.i, %land.lhs.true.i, %if.end
  %avail_in = getelementptr inbounds i8, ptr %state, i64 144
  %next = getelementptr inbounds i8, ptr %state, i64 8
  %err25 = getelementptr inbounds i8, ptr %state, i64 120
  %eof = getelementptr inbounds i8, ptr %state, i64 88
  %how = getelementptr inbounds i8, ptr %state, i64 72
  %size = getelementptr inbounds i8, ptr %state, i64 40
  %avail_out = getelementptr inbounds i8, ptr %state, i64 168
  %next_out = getelementptr inbounds i8, ptr %state, i64 160
  %again.i = getelementptr inbounds i8, ptr %state, i64 76
  %fd.i = getelementptr inbounds i8, ptr %state, i64 28
  %pos = getelementptr inbounds i8, ptr %state, i64 16
  br label %do.body

do.body:                                          ; preds = %do.cond, %if.end3
  %buf.addr.0 = phi ptr [ %buf, %if.end3 ], [ %buf.addr.1, %do.cond ]
  %len.addr.0 = phi i64 [ %len, %if.end3 ], [ %len.addr.1, %do.cond ]
  %got.0 = phi i64 [ 0, %if.end3 ], [ %got.1, %do.cond ]
  %spec.select143 = tail call i64 @llvm.umin.i64(i64 %len.addr.0, i64 4294967295)
  %spec.select = trunc nuw i64 %spec.select143 to i32
  %8 = load i32, ptr %state, align 8, !tbaa !18
  %tobool9.not = icmp eq i32 %8, 0
  br i1 %tobool9.not, label %if.else, label %if.then10

if.then10:                                        ; preds = %do.body
  %spec.select142 = tail call i32 @llvm.umin.i32(i32 %8, i32 %spec.select)
  %9 = load ptr, ptr %next, align 8, !tbaa !19
  %conv20 = zext i32 %spec.select142 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf.addr.0, ptr align 1 %9, i64 %conv20, i1 false)
  %10 = load ptr, ptr %next, align 8, !tbaa !19
  %add.ptr = getelementptr inbounds i8, ptr %10, i64 %conv20
  store ptr %add.ptr, ptr %next, align 8, !tbaa !19
  %11 = load i32, ptr %state, align 8, !tbaa !18
  %sub = sub i32 %11, %spec.select142
  store i32 %sub, ptr %state, align 8, !tbaa !18
  %12 = load i32, ptr %err25, align 8, !tbaa !14
  %cmp26.not = icmp ne i32 %12, 0
  %spec.select122 = sext i1 %cmp26.not to i32
  br label %if.end68

if.else:                                          ; preds = %do.body
  %13 = load i32, ptr %eof, align 8, !tbaa !21
  %tobool30.not = icmp eq i32 %13, 0
  br i1 %tobool30.not, label %if.else35, label %land.lhs.true31

land.lhs.true31:                                  ; preds = %if.else
  %14 = load i32, ptr %avail_in, align 8, !tbaa !22
  %cmp32 = icmp eq i32 %14, 0
  br i1 %cmp32, label %do.end, label %if.else35

if.else35:                                        ; preds = %land.lhs.true31, %if.else
  %15 = load i32, ptr %how, align 8, !tbaa !25
  %cmp36 = icmp eq i32 %15, 0
  br i1 %cmp36, label %if.then40, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.else35
  %16 = load i32, ptr %size, align 8, !tbaa !26
  %shl = shl i32 %16, 1
  %cmp38 = icmp ugt i32 %shl, %spec.select
  br i1 %cmp38, label %if.then40, label %if.else51

if.then40:                                        ; preds = %lor.lhs.false, %if.else35
  %call41 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %state)
  %cmp42 = icmp eq i32 %call41, -1
  br i1 %cmp42, label %land.lhs.true44, label %do.cond

land.lhs.true44:                                  ; preds = %if.then40
  %17 = load i32, ptr %state, align 8, !tbaa !18
  %cmp47 = icmp eq i32 %17, 0
  %spec.select123 = sext i1 %cmp47 to i32
  br label %do.cond

if.else51:                                        ; preds = %lor.lhs.false
  %cmp53 = icmp eq i32 %15, 1
  br i1 %cmp53, label %if.then55, label %if.else57

if.then55:                                        ; preds = %if.else51
  store i32 0, ptr %again.i, align 4, !tbaa !15
  %call.i124 = tail call ptr @__errno_location() #13
  store i32 0, ptr %call.i124, align 4, !tbaa !16
  br label %do.body.i125

do.body.i125:                                     ; preds = %if.end6.i, %if.then55
  %n.1 = phi i32 [ 0, %if.then55 ], [ %add.i130, %if.end6.i ]
  %sub.i126 = sub i32 %spec.select, %n.1
  %spec.select.i = tail call i32 @llvm.umin.i32(i32 %sub.i126, i32 1073741824)
  %18 = load i32, ptr %fd.i, align 4, !tbaa !27
  %idx.ext.i127 = zext i32 %n.1 to i64
  %add.ptr.i128 = getelementptr inbounds i8, ptr %buf.addr.0, i64 %idx.ext.i127
  %conv.i129 = zext nneg i32 %spec.select.i to i64
  %call1.i = tail call i64 @read(i32 noundef %18, ptr noundef %add.ptr.i128, i64 noundef %conv.i129) #12
  %conv2.i = trunc i64 %call1.i to i32
  %cmp3.i = icmp slt i32 %conv2.i, 1
  br i1 %cmp3.i, label %do.end.i, label %if.end6.i

if.end6.i:                                        ; preds = %do.body.i125
  %add.i130 = add i32 %n.1, %conv2.i
  %cmp7.i = icmp ult i32 %add.i130, %spec.select
  br i1 %cmp7.i, label %do.body.i125, label %if.end68, !llvm.loop !28

do.end.i:                                         ; preds = %do.body.i125
  %cmp9.i = icmp slt i32 %conv2.i, 0
  br i1 %cmp9.i, label %if.then11.i, label %if.then30.i

if.then11.i:                                      ; preds = %do.end.i
  %19 = load i32, ptr %call.i124, align 4, !tbaa !16
  %cmp13.i = icmp eq i32 %19, 11
  br i1 %cmp13.i, label %if.then18.i, label %if.end24.i

if.then18.i:                                      ; preds = %if.then11.i
  store i32 1, ptr %again.i, align 4, !tbaa !15
  %cmp20.not.i = icmp eq i32 %n.1, 0
  br i1 %cmp20.not.i, label %if.then18.if.end24_crit_edge.i, label %if.end68

if.then18.if.end24_crit_edge.i:                   ; preds = %if.then18.i
  %.pre.i133 = load i32, ptr %call.i124, align 4, !tbaa !16
  br label %if.end24.i

if.end24.i:                                       ; preds = %if.then18.if.end24_crit_edge.i, %if.then11.i
  %20 = phi i32 [ %.pre.i133, %if.then18.if.end24_crit_edge.i ], [ %19, %if.then11.i ]
  %call26.i = tail call ptr @strerror(i32 noundef %20) #12
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -1, ptr noundef %call26.i) #12
  br label %if.end68

if.then30.i:                                      ; preds = %do.end.i
  store i32 1, ptr %eof, align 8, !tbaa !21
  br label %if.end68

if.else57:                                        ; preds = %if.else51
  store i32 %spec.select, ptr %avail_out, align 8, !tbaa !29
  store ptr %buf.addr.0, ptr %next_out, align 8, !tbaa !30
  %call60 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %state)
  %21 = load i32, ptr %state, align 8, !tbaa !18
  store i32 0, ptr %state, align 8, !tbaa !18
  br label %if.end68

if.end68:                                         ; preds = %if.end6.i, %if.then30.i, %if.end24.i, %if.then18.i, %if.then10, %if.else57
  %n.3 = phi i32 [ %21, %if.else57 ], [ %spec.select142, %if.then10 ], [ %n.1, %if.end24.i ], [ %n.1, %if.then18.i ], [ %n.1, %if.then30.i ], [ %add.i130, %if.end6.i ]
  %err.1 = phi i32 [ %call60, %if.else57 ], [ %spec.select122, %if.then10 ], [ -1, %if.end24.i ], [ 0, %if.then18.i ], [ 0, %if.then30.i ], [ 0, %if.end6.i ]
  %conv69 = zext i32 %n.3 to i64
  %sub70 = sub i64 %len.addr.0, %conv69
  %add.ptr72 = getelementptr inbounds i8, ptr %buf.addr.0, i64 %conv69
  %add = add i64 %got.0, %conv69
  %22 = load i64, ptr %pos, align 8, !tbaa !20
  %add76 = add nsw i64 %22, %conv69
  store i64 %add76, ptr %pos, align 8, !tbaa !20
  br label %do.cond

do.cond:                                          ; preds = %land.lhs.true44, %if.then40, %if.end68
  %buf.addr.1 = phi ptr [ %add.ptr72, %if.end68 ], [ %buf.addr.0, %if.then40 ], [ %buf.addr.0, %land.lhs.true44 ]
  %len.addr.1 = phi i64 [ %sub70, %if.end68 ], [ %len.addr.0, %if.then40 ], [ %len.addr.0, %land.lhs.true44 ]
  %got.1 = phi i64 [ %add, %if.end68 ], [ %got.0, %if.then40 ], [ %got.0, %land.lhs.true44 ]
  %err.2 = phi i32 [ %err.1, %if.end68 ], [ 0, %if.then40 ], [ %spec.select123, %land.lhs.true44 ]
  %tobool77 = icmp ne i64 %len.addr.1, 0
  %tobool78.not = icmp eq i32 %err.2, 0
  %23 = select i1 %tobool77, i1 %tobool78.not, i1 false
  br i1 %23, label %do.body, label %do.end, !llvm.loop !31

do.end:                                           ; preds = %land.lhs.true31, %do.cond
  %len.addr.2 = phi i64 [ %len.addr.1, %do.cond ], [ %len.addr.0, %land.lhs.true31 ]
  %got.2 = phi i64 [ %got.1, %do.cond ], [ %got.0, %land.lhs.true31 ]
  %tobool79.not = icmp eq i64 %len.addr.2, 0
  br i1 %tobool79.not, label %cleanup, label %land.lhs.true80

land.lhs.true80:                                  ; preds = %do.end
  %24 = load i32, ptr %eof, align 8, !tbaa !21
  %tobool82.not = icmp eq i32 %24, 0
  br i1 %tobool82.not, label %cleanup, label %if.then83

if.then83:                                        ; preds = %land.lhs.true80
  %past = getelementptr inbounds i8, ptr %state, i64 92
  store i32 1, ptr %past, align 4, !tbaa !32
  br label %cleanup

cleanup:                                          ; preds = %if.else20.i, %do.end, %land.lhs.true80, %if.then83, %entry
  %retval.0 = phi i64 [ 0, %entry ], [ %got.2, %if.then83 ], [ %got.2, %land.lhs.true80 ], [ %got.2, %do.end ], [ 0, %if.else20.i ]
  ret i64 %retval.0
}

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfread(ptr noundef %buf, i64 noundef %size, i64 noundef %nitems, ptr noundef %file) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 7247
  br i1 %cmp1.not, label %if.end3, label %cleanup

if.end3:                                          ; preds = %if.end
  %err = getelementptr inbounds i8, ptr %file, i64 120
  %1 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %1, label %land.lhs.true7 [
    i32 0, label %if.end9
    i32 -5, label %if.end9
  ]

land.lhs.true7:                                   ; preds = %if.end3
  %again = getelementptr inbounds i8, ptr %file, i64 76
  %2 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %cleanup, label %if.end9

if.end9:                                          ; preds = %if.end3, %if.end3, %land.lhs.true7
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %mul31 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %size, i64 %nitems)
  %mul.val = extractvalue { i64, i1 } %mul31, 0
  %tobool10.not = icmp eq i64 %size, 0
  br i1 %tobool10.not, label %if.end14, label %land.lhs.true11

land.lhs.true11:                                  ; preds = %if.end9
  %mul.ov = extractvalue { i64, i1 } %mul31, 1
  br i1 %mul.ov, label %if.then13, label %if.end14

if.then13:                                        ; preds = %land.lhs.true11
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef -2, ptr noundef nonnull @.str.1) #12
  br label %cleanup

if.end14:                                         ; preds = %land.lhs.true11, %if.end9
  %tobool15.not = icmp eq i64 %mul.val, 0
  br i1 %tobool15.not, label %cleanup, label %cond.true

cond.true:                                        ; preds = %if.end14
  %call = tail call fastcc i64 @gz_read(ptr noundef nonnull %file, ptr noundef %buf, i64 noundef %mul.val)
  %div16 = udiv i64 %call, %size
  br label %cleanup

cleanup:                                          ; preds = %cond.true, %if.end14, %land.lhs.true7, %if.end, %entry, %if.then13
  %retval.0 = phi i64 [ 0, %if.then13 ], [ 0, %entry ], [ 0, %if.end ], [ 0, %land.lhs.true7 ], [ %div16, %cond.true ], [ 0, %if.end14 ]
  ret i64 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc(ptr noundef %file) local_unnamed_addr #0 {
entry:
  %buf = alloca [1 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %buf) #12
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 7247
  br i1 %cmp1.not, label %if.end3, label %cleanup

if.end3:                                          ; preds = %if.end
  %err = getelementptr inbounds i8, ptr %file, i64 120
  %1 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %1, label %land.lhs.true7 [
    i32 0, label %if.end9
    i32 -5, label %if.end9
  ]

land.lhs.true7:                                   ; preds = %if.end3
  %again = getelementptr inbounds i8, ptr %file, i64 76
  %2 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %cleanup, label %if.end9

if.end9:                                          ; preds = %if.end3, %if.end3, %land.lhs.true7
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %3 = load i32, ptr %file, align 8, !tbaa !18
  %tobool10.not = icmp eq i32 %3, 0
  br i1 %tobool10.not, label %if.end16, label %if.then11

if.then11:                                        ; preds = %if.end9
  %dec = add i32 %3, -1
  store i32 %dec, ptr %file, align 8, !tbaa !18
  %pos = getelementptr inbounds i8, ptr %file, i64 16
  %4 = load i64, ptr %pos, align 8, !tbaa !20
  %inc = add nsw i64 %4, 1
  store i64 %inc, ptr %pos, align 8, !tbaa !20
  %next = getelementptr inbounds i8, ptr %file, i64 8
  %5 = load ptr, ptr %next, align 8, !tbaa !19
  %incdec.ptr = getelementptr inbounds i8, ptr %5, i64 1
  store ptr %incdec.ptr, ptr %next, align 8, !tbaa !19
  %6 = load i8, ptr %5, align 1, !tbaa !33
  %conv = zext i8 %6 to i32
  br label %cleanup

if.end16:                                         ; preds = %if.end9
  %call = call fastcc i64 @gz_read(ptr noundef nonnull %file, ptr noundef nonnull %buf, i64 noundef 1)
  %cmp17 = icmp eq i64 %call, 0
  %7 = load i8, ptr %buf, align 1
  %conv19 = zext i8 %7 to i32
  %cond = select i1 %cmp17, i32 -1, i32 %conv19
  br label %cleanup

cleanup:                                          ; preds = %land.lhs.true7, %if.end, %entry, %if.end16, %if.then11
  %retval.0 = phi i32 [ %conv, %if.then11 ], [ %cond, %if.end16 ], [ -1, %entry ], [ -1, %if.end ], [ -1, %land.lhs.true7 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %buf) #12
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc_(ptr noundef %file) local_unnamed_addr #0 {
entry:
  %buf.i = alloca [1 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %buf.i) #12
  %cmp.i = icmp eq ptr %file, null
  br i1 %cmp.i, label %gzgetc.exit, label %if.end.i

if.end.i:                                         ; preds = %entry
  %mode.i = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode.i, align 8, !tbaa !5
  %cmp1.not.i = icmp eq i32 %0, 7247
  br i1 %cmp1.not.i, label %if.end3.i, label %gzgetc.exit

if.end3.i:                                        ; preds = %if.end.i
  %err.i = getelementptr inbounds i8, ptr %file, i64 120
  %1 = load i32, ptr %err.i, align 8, !tbaa !14
  switch i32 %1, label %land.lhs.true7.i [
    i32 0, label %if.end9.i
    i32 -5, label %if.end9.i
  ]

land.lhs.true7.i:                                 ; preds = %if.end3.i
  %again.i = getelementptr inbounds i8, ptr %file, i64 76
  %2 = load i32, ptr %again.i, align 4, !tbaa !15
  %tobool.not.i = icmp eq i32 %2, 0
  br i1 %tobool.not.i, label %gzgetc.exit, label %if.end9.i

if.end9.i:                                        ; preds = %land.lhs.true7.i, %if.end3.i, %if.end3.i
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %3 = load i32, ptr %file, align 8, !tbaa !18
  %tobool10.not.i = icmp eq i32 %3, 0
  br i1 %tobool10.not.i, label %if.end16.i, label %if.then11.i

if.then11.i:                                      ; preds = %if.end9.i
  %dec.i = add i32 %3, -1
  store i32 %dec.i, ptr %file, align 8, !tbaa !18
  %pos.i = getelementptr inbounds i8, ptr %file, i64 16
  %4 = load i64, ptr %pos.i, align 8, !tbaa !20
  %inc.i = add nsw i64 %4, 1
  store i64 %inc.i, ptr %pos.i, align 8, !tbaa !20
  %next.i = getelementptr inbounds i8, ptr %file, i64 8
  %5 = load ptr, ptr %next.i, align 8, !tbaa !19
  %incdec.ptr.i = getelementptr inbounds i8, ptr %5, i64 1
  store ptr %incdec.ptr.i, ptr %next.i, align 8, !tbaa !19
  %6 = load i8, ptr %5, align 1, !tbaa !33
  %conv.i = zext i8 %6 to i32
  br label %gzgetc.exit

if.end16.i:                                       ; preds = %if.end9.i
  %call.i = call fastcc i64 @gz_read(ptr noundef nonnull %file, ptr noundef nonnull %buf.i, i64 noundef 1)
  %cmp17.i = icmp eq i64 %call.i, 0
  %7 = load i8, ptr %buf.i, align 1
  %conv19.i = zext i8 %7 to i32
  %cond.i = select i1 %cmp17.i, i32 -1, i32 %conv19.i
  br label %gzgetc.exit

gzgetc.exit:                                      ; preds = %entry, %if.end.i, %land.lhs.true7.i, %if.then11.i, %if.end16.i
  %retval.0.i = phi i32 [ %conv.i, %if.then11.i ], [ %cond.i, %if.end16.i ], [ -1, %entry ], [ -1, %if.end.i ], [ -1, %land.lhs.true7.i ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %buf.i) #12
  ret i32 %retval.0.i
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @gzungetc(i32 noundef %c, ptr noundef %file) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 7247
  br i1 %cmp1.not, label %if.end3, label %cleanup

if.end3:                                          ; preds = %if.end
  %how = getelementptr inbounds i8, ptr %file, i64 72
  %1 = load i32, ptr %how, align 8, !tbaa !25
  %cmp4 = icmp eq i32 %1, 0
  br i1 %cmp4, label %land.lhs.true, label %if.end7

land.lhs.true:                                    ; preds = %if.end3
  %2 = load i32, ptr %file, align 8, !tbaa !18
  %cmp5 = icmp eq i32 %2, 0
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %land.lhs.true
  %call = tail call fastcc i32 @gz_look(ptr noundef nonnull %file)
  br label %if.end7

if.end7:                                          ; preds = %if.then6, %land.lhs.true, %if.end3
  %err = getelementptr inbounds i8, ptr %file, i64 120
  %3 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %3, label %land.lhs.true12 [
    i32 0, label %if.end14
    i32 -5, label %if.end14
  ]

land.lhs.true12:                                  ; preds = %if.end7
  %again = getelementptr inbounds i8, ptr %file, i64 76
  %4 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %4, 0
  br i1 %tobool.not, label %cleanup, label %if.end14

if.end14:                                         ; preds = %if.end7, %if.end7, %land.lhs.true12
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %skip = getelementptr inbounds i8, ptr %file, i64 112
  %5 = load i64, ptr %skip, align 8, !tbaa !17
  %tobool15.not = icmp eq i64 %5, 0
  br i1 %tobool15.not, label %if.end20, label %land.lhs.true16

land.lhs.true16:                                  ; preds = %if.end14
  %avail_in.i = getelementptr inbounds i8, ptr %file, i64 144
  %next.i = getelementptr inbounds i8, ptr %file, i64 8
  %pos.i = getelementptr inbounds i8, ptr %file, i64 16
  %eof.i = getelementptr inbounds i8, ptr %file, i64 88
  br label %do.body.i

do.body.i:                                        ; preds = %do.cond.i, %land.lhs.true16
  %6 = phi i64 [ %12, %do.cond.i ], [ %5, %land.lhs.true16 ]
  %7 = load i32, ptr %file, align 8, !tbaa !18
  %tobool.not.i = icmp eq i32 %7, 0
  br i1 %tobool.not.i, label %if.else.i, label %if.then.i

if.then.i:                                        ; preds = %do.body.i
  %conv.i = zext i32 %7 to i64
  %cmp.i = icmp slt i64 %6, %conv.i
  %conv5.i = trunc i64 %6 to i32
  %cond.i = select i1 %cmp.i, i32 %conv5.i, i32 %7
  %sub.i = sub i32 %7, %cond.i
  store i32 %sub.i, ptr %file, align 8, !tbaa !18
  %8 = load ptr, ptr %next.i, align 8, !tbaa !19
  %idx.ext.i = zext i32 %cond.i to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %8, i64 %idx.ext.i
  store ptr %add.ptr.i, ptr %next.i, align 8, !tbaa !19
  %9 = load i64, ptr %pos.i, align 8, !tbaa !20
  %add.i = add nsw i64 %9, %idx.ext.i
  store i64 %add.i, ptr %pos.i, align 8, !tbaa !20
  %sub15.i = sub nsw i64 %6, %idx.ext.i
  store i64 %sub15.i, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

if.else.i:                                        ; preds = %do.body.i
  %10 = load i32, ptr %eof.i, align 8, !tbaa !21
  %tobool16.not.i = icmp eq i32 %10, 0
  br i1 %tobool16.not.i, label %if.else20.i, label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %if.else.i
  %11 = load i32, ptr %avail_in.i, align 8, !tbaa !22
  %cmp17.i = icmp eq i32 %11, 0
  br i1 %cmp17.i, label %gz_skip.exit, label %if.else20.i

if.else20.i:                                      ; preds = %land.lhs.true.i, %if.else.i
  %call.i = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %file)
  %cmp21.i = icmp eq i32 %call.i, -1
  br i1 %cmp21.i, label %cleanup, label %if.else20.do.cond_crit_edge.i

if.else20.do.cond_crit_edge.i:                    ; preds = %if.else20.i
  %.pre.i = load i64, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

do.cond.i:                                        ; preds = %if.else20.do.cond_crit_edge.i, %if.then.i
  %12 = phi i64 [ %.pre.i, %if.else20.do.cond_crit_edge.i ], [ %sub15.i, %if.then.i ]
  %tobool27.not.i = icmp eq i64 %12, 0
  br i1 %tobool27.not.i, label %gz_skip.exit, label %do.body.i, !llvm.loop !23

gz_skip.exit:                                     ; preds = %land.lhs.true.i, %do.cond.i
  %cmp21 = icmp slt i32 %c, 0
  br i1 %cmp21, label %cleanup, label %if.end23

if.end20:                                         ; preds = %if.end14
  %cmp21.old = icmp slt i32 %c, 0
  br i1 %cmp21.old, label %cleanup, label %if.end23

if.end23:                                         ; preds = %gz_skip.exit, %if.end20
  %13 = load i32, ptr %file, align 8, !tbaa !18
  %cmp26 = icmp eq i32 %13, 0
  br i1 %cmp26, label %if.then27, label %if.end35

if.then27:                                        ; preds = %if.end23
  store i32 1, ptr %file, align 8, !tbaa !18
  %out = getelementptr inbounds i8, ptr %file, i64 56
  %14 = load ptr, ptr %out, align 8, !tbaa !34
  %size = getelementptr inbounds i8, ptr %file, i64 40
  %15 = load i32, ptr %size, align 8, !tbaa !26
  %shl = shl i32 %15, 1
  %idx.ext = zext i32 %shl to i64
  %add.ptr = getelementptr inbounds i8, ptr %14, i64 %idx.ext
  %add.ptr30 = getelementptr inbounds i8, ptr %add.ptr, i64 -1
  %next = getelementptr inbounds i8, ptr %file, i64 8
  store ptr %add.ptr30, ptr %next, align 8, !tbaa !19
  %conv = trunc i32 %c to i8
  store i8 %conv, ptr %add.ptr30, align 1, !tbaa !33
  %pos = getelementptr inbounds i8, ptr %file, i64 16
  %16 = load i64, ptr %pos, align 8, !tbaa !20
  %dec = add nsw i64 %16, -1
  store i64 %dec, ptr %pos, align 8, !tbaa !20
  %past = getelementptr inbounds i8, ptr %file, i64 92
  store i32 0, ptr %past, align 4, !tbaa !32
  br label %cleanup

if.end35:                                         ; preds = %if.end23
  %size38 = getelementptr inbounds i8, ptr %file, i64 40
  %17 = load i32, ptr %size38, align 8, !tbaa !26
  %shl39 = shl i32 %17, 1
  %cmp40 = icmp eq i32 %13, %shl39
  br i1 %cmp40, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.end35
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef -3, ptr noundef nonnull @.str.2) #12
  br label %cleanup

if.end43:                                         ; preds = %if.end35
  %next45 = getelementptr inbounds i8, ptr %file, i64 8
  %18 = load ptr, ptr %next45, align 8, !tbaa !19
  %out46 = getelementptr inbounds i8, ptr %file, i64 56
  %19 = load ptr, ptr %out46, align 8, !tbaa !34
  %cmp47 = icmp eq ptr %18, %19
  br i1 %cmp47, label %if.then49, label %if.end66

if.then49:                                        ; preds = %if.end43
  %idx.ext53 = zext i32 %13 to i64
  %add.ptr54 = getelementptr inbounds i8, ptr %19, i64 %idx.ext53
  %idx.ext58 = zext i32 %shl39 to i64
  %add.ptr59 = getelementptr inbounds i8, ptr %19, i64 %idx.ext58
  %cmp61126 = icmp ugt ptr %add.ptr54, %18
  br i1 %cmp61126, label %while.body, label %if.end66

while.body:                                       ; preds = %if.then49, %while.body
  %dest.0128 = phi ptr [ %incdec.ptr63, %while.body ], [ %add.ptr59, %if.then49 ]
  %src.0127 = phi ptr [ %incdec.ptr, %while.body ], [ %add.ptr54, %if.then49 ]
  %incdec.ptr = getelementptr inbounds i8, ptr %src.0127, i64 -1
  %20 = load i8, ptr %incdec.ptr, align 1, !tbaa !33
  %incdec.ptr63 = getelementptr inbounds i8, ptr %dest.0128, i64 -1
  store i8 %20, ptr %incdec.ptr63, align 1, !tbaa !33
  %21 = load ptr, ptr %out46, align 8, !tbaa !34
  %cmp61 = icmp ugt ptr %incdec.ptr, %21
  br i1 %cmp61, label %while.body, label %while.end.loopexit, !llvm.loop !35

while.end.loopexit:                               ; preds = %while.body
  %.pre.pre = load i32, ptr %file, align 8, !tbaa !18
  br label %if.end66

if.end66:                                         ; preds = %if.then49, %while.end.loopexit, %if.end43
  %22 = phi ptr [ %18, %if.end43 ], [ %add.ptr59, %if.then49 ], [ %incdec.ptr63, %while.end.loopexit ]
  %23 = phi i32 [ %13, %if.end43 ], [ %13, %if.then49 ], [ %.pre.pre, %while.end.loopexit ]
  %inc = add i32 %23, 1
  store i32 %inc, ptr %file, align 8, !tbaa !18
  %incdec.ptr71 = getelementptr inbounds i8, ptr %22, i64 -1
  store ptr %incdec.ptr71, ptr %next45, align 8, !tbaa !19
  %conv72 = trunc i32 %c to i8
  store i8 %conv72, ptr %incdec.ptr71, align 1, !tbaa !33
  %pos77 = getelementptr inbounds i8, ptr %file, i64 16
  %24 = load i64, ptr %pos77, align 8, !tbaa !20
  %dec78 = add nsw i64 %24, -1
  store i64 %dec78, ptr %pos77, align 8, !tbaa !20
  %past79 = getelementptr inbounds i8, ptr %file, i64 92
  store i32 0, ptr %past79, align 4, !tbaa !32
  br label %cleanup

cleanup:                                          ; preds = %if.else20.i, %if.end20, %gz_skip.exit, %land.lhs.true12, %if.end, %entry, %if.end66, %if.then42, %if.then27
  %retval.0 = phi i32 [ %c, %if.then27 ], [ -1, %if.then42 ], [ %c, %if.end66 ], [ -1, %entry ], [ -1, %if.end ], [ -1, %land.lhs.true12 ], [ -1, %gz_skip.exit ], [ -1, %if.end20 ], [ -1, %if.else20.i ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_look(ptr noundef %state) unnamed_addr #0 {
entry:
  %strm1 = getelementptr inbounds i8, ptr %state, i64 136
  %size = getelementptr inbounds i8, ptr %state, i64 40
  %0 = load i32, ptr %size, align 8, !tbaa !26
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end30

if.then:                                          ; preds = %entry
  %want = getelementptr inbounds i8, ptr %state, i64 44
  %1 = load i32, ptr %want, align 4, !tbaa !36
  %conv = zext i32 %1 to i64
  %call = tail call noalias ptr @malloc(i64 noundef %conv) #14
  %in = getelementptr inbounds i8, ptr %state, i64 48
  store ptr %call, ptr %in, align 8, !tbaa !37
  %shl = shl i32 %1, 1
  %conv3 = zext i32 %shl to i64
  %call4 = tail call noalias ptr @malloc(i64 noundef %conv3) #14
  %out = getelementptr inbounds i8, ptr %state, i64 56
  store ptr %call4, ptr %out, align 8, !tbaa !34
  %cmp6 = icmp eq ptr %call, null
  %cmp9 = icmp eq ptr %call4, null
  %or.cond = or i1 %cmp6, %cmp9
  br i1 %or.cond, label %if.then11, label %if.end

if.then11:                                        ; preds = %if.then
  tail call void @free(ptr noundef %call4) #12
  tail call void @free(ptr noundef %call) #12
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %cleanup

if.end:                                           ; preds = %if.then
  store i32 %1, ptr %size, align 8, !tbaa !26
  %zalloc = getelementptr inbounds i8, ptr %state, i64 200
  %avail_in = getelementptr inbounds i8, ptr %state, i64 144
  store i32 0, ptr %avail_in, align 8, !tbaa !22
  store ptr null, ptr %strm1, align 8, !tbaa !38
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %zalloc, i8 0, i64 24, i1 false)
  %call22 = tail call i32 @inflateInit2_(ptr noundef nonnull %strm1, i32 noundef 31, ptr noundef nonnull @.str.7, i32 noundef 112) #12
  %cmp23.not = icmp eq i32 %call22, 0
  br i1 %cmp23.not, label %if.end30, label %if.then25

if.then25:                                        ; preds = %if.end
  %2 = load ptr, ptr %out, align 8, !tbaa !34
  tail call void @free(ptr noundef %2) #12
  %3 = load ptr, ptr %in, align 8, !tbaa !37
  tail call void @free(ptr noundef %3) #12
  store i32 0, ptr %size, align 8, !tbaa !26
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %cleanup

if.end30:                                         ; preds = %if.end, %entry
  %direct = getelementptr inbounds i8, ptr %state, i64 64
  %4 = load i32, ptr %direct, align 8, !tbaa !39
  %cmp31 = icmp eq i32 %4, -1
  br i1 %cmp31, label %if.then36, label %lor.lhs.false33

lor.lhs.false33:                                  ; preds = %if.end30
  %junk = getelementptr inbounds i8, ptr %state, i64 68
  %5 = load i32, ptr %junk, align 4, !tbaa !40
  %cmp34 = icmp eq i32 %5, 0
  br i1 %cmp34, label %if.then36, label %if.end43

if.then36:                                        ; preds = %lor.lhs.false33, %if.end30
  %call37 = tail call i32 @inflateReset(ptr noundef nonnull %strm1) #12
  %how = getelementptr inbounds i8, ptr %state, i64 72
  store i32 2, ptr %how, align 8, !tbaa !25
  %junk38 = getelementptr inbounds i8, ptr %state, i64 68
  %6 = load i32, ptr %junk38, align 4, !tbaa !40
  %cmp39 = icmp ne i32 %6, -1
  %conv40 = zext i1 %cmp39 to i32
  store i32 %conv40, ptr %junk38, align 4, !tbaa !40
  store i32 0, ptr %direct, align 8, !tbaa !39
  br label %cleanup

if.end43:                                         ; preds = %lor.lhs.false33
  %call44 = tail call fastcc i32 @gz_avail(ptr noundef nonnull %state)
  %cmp45 = icmp eq i32 %call44, -1
  br i1 %cmp45, label %cleanup, label %if.end48

if.end48:                                         ; preds = %if.end43
  %avail_in49 = getelementptr inbounds i8, ptr %state, i64 144
  %7 = load i32, ptr %avail_in49, align 8, !tbaa !41
  %cmp50 = icmp eq i32 %7, 0
  br i1 %cmp50, label %cleanup, label %lor.lhs.false52

lor.lhs.false52:                                  ; preds = %if.end48
  %again = getelementptr inbounds i8, ptr %state, i64 76
  %8 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp ne i32 %8, 0
  %cmp54 = icmp ult i32 %7, 4
  %or.cond150 = and i1 %cmp54, %tobool.not
  br i1 %or.cond150, label %cleanup, label %if.end57

if.end57:                                         ; preds = %lor.lhs.false52
  %cmp59 = icmp ugt i32 %7, 3
  %.pre = load ptr, ptr %strm1, align 8, !tbaa !42
  br i1 %cmp59, label %land.lhs.true61, label %if.end89

land.lhs.true61:                                  ; preds = %if.end57
  %9 = load i8, ptr %.pre, align 1, !tbaa !33
  %cmp64 = icmp eq i8 %9, 31
  br i1 %cmp64, label %land.lhs.true66, label %if.end89

land.lhs.true66:                                  ; preds = %land.lhs.true61
  %arrayidx68 = getelementptr inbounds i8, ptr %.pre, i64 1
  %10 = load i8, ptr %arrayidx68, align 1, !tbaa !33
  %cmp70 = icmp eq i8 %10, -117
  br i1 %cmp70, label %land.lhs.true72, label %if.end89

land.lhs.true72:                                  ; preds = %land.lhs.true66
  %arrayidx74 = getelementptr inbounds i8, ptr %.pre, i64 2
  %11 = load i8, ptr %arrayidx74, align 1, !tbaa !33
  %cmp76 = icmp eq i8 %11, 8
  br i1 %cmp76, label %land.lhs.true78, label %if.end89

land.lhs.true78:                                  ; preds = %land.lhs.true72
  %arrayidx80 = getelementptr inbounds i8, ptr %.pre, i64 3
  %12 = load i8, ptr %arrayidx80, align 1, !tbaa !33
  %cmp82 = icmp ult i8 %12, 32
  br i1 %cmp82, label %if.then84, label %if.end89

if.then84:                                        ; preds = %land.lhs.true78
  %call85 = tail call i32 @inflateReset(ptr noundef nonnull %strm1) #12
  %how86 = getelementptr inbounds i8, ptr %state, i64 72
  store i32 2, ptr %how86, align 8, !tbaa !25
  store i32 1, ptr %junk, align 4, !tbaa !40
  store i32 0, ptr %direct, align 8, !tbaa !39
  br label %cleanup

if.end89:                                         ; preds = %land.lhs.true78, %land.lhs.true72, %land.lhs.true66, %land.lhs.true61, %if.end57
  %out90 = getelementptr inbounds i8, ptr %state, i64 56
  %13 = load ptr, ptr %out90, align 8, !tbaa !34
  %next = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %13, ptr %next, align 8, !tbaa !19
  %conv95 = zext i32 %7 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %.pre, i64 %conv95, i1 false)
  %14 = load i32, ptr %avail_in49, align 8, !tbaa !41
  store i32 %14, ptr %state, align 8, !tbaa !18
  store i32 0, ptr %avail_in49, align 8, !tbaa !41
  %how99 = getelementptr inbounds i8, ptr %state, i64 72
  store i32 1, ptr %how99, align 8, !tbaa !25
  br label %cleanup

cleanup:                                          ; preds = %if.end48, %lor.lhs.false52, %if.end43, %if.end89, %if.then84, %if.then36, %if.then25, %if.then11
  %retval.0 = phi i32 [ -1, %if.then11 ], [ -1, %if.then25 ], [ 0, %if.then36 ], [ 0, %if.then84 ], [ 0, %if.end89 ], [ -1, %if.end43 ], [ 0, %lor.lhs.false52 ], [ 0, %if.end48 ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @gzgets(ptr noundef %file, ptr noundef writeonly %buf, i32 noundef %len) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  %cmp1 = icmp eq ptr %buf, null
  %or.cond = or i1 %cmp, %cmp1
  %cmp3 = icmp slt i32 %len, 1
  %or.cond71 = or i1 %or.cond, %cmp3
  br i1 %or.cond71, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp4.not = icmp eq i32 %0, 7247
  br i1 %cmp4.not, label %if.end6, label %cleanup

if.end6:                                          ; preds = %if.end
  %err = getelementptr inbounds i8, ptr %file, i64 120
  %1 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %1, label %land.lhs.true10 [
    i32 0, label %if.end12
    i32 -5, label %if.end12
  ]

land.lhs.true10:                                  ; preds = %if.end6
  %again = getelementptr inbounds i8, ptr %file, i64 76
  %2 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %cleanup, label %if.end12

if.end12:                                         ; preds = %if.end6, %if.end6, %land.lhs.true10
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %skip = getelementptr inbounds i8, ptr %file, i64 112
  %3 = load i64, ptr %skip, align 8, !tbaa !17
  %tobool13.not = icmp eq i64 %3, 0
  br i1 %tobool13.not, label %if.end17, label %land.lhs.true14

land.lhs.true14:                                  ; preds = %if.end12
  %avail_in.i = getelementptr inbounds i8, ptr %file, i64 144
  %next.i = getelementptr inbounds i8, ptr %file, i64 8
  %pos.i = getelementptr inbounds i8, ptr %file, i64 16
  %eof.i = getelementptr inbounds i8, ptr %file, i64 88
  br label %do.body.i

do.body.i:                                        ; preds = %do.cond.i, %land.lhs.true14
  %4 = phi i64 [ %10, %do.cond.i ], [ %3, %land.lhs.true14 ]
  %5 = load i32, ptr %file, align 8, !tbaa !18
  %tobool.not.i = icmp eq i32 %5, 0
  br i1 %tobool.not.i, label %if.else.i, label %if.then.i

if.then.i:                                        ; preds = %do.body.i
  %conv.i = zext i32 %5 to i64
  %cmp.i = icmp slt i64 %4, %conv.i
  %conv5.i = trunc i64 %4 to i32
  %cond.i = select i1 %cmp.i, i32 %conv5.i, i32 %5
  %sub.i = sub i32 %5, %cond.i
  store i32 %sub.i, ptr %file, align 8, !tbaa !18
  %6 = load ptr, ptr %next.i, align 8, !tbaa !19
  %idx.ext.i = zext i32 %cond.i to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %6, i64 %idx.ext.i
  store ptr %add.ptr.i, ptr %next.i, align 8, !tbaa !19
  %7 = load i64, ptr %pos.i, align 8, !tbaa !20
  %add.i = add nsw i64 %7, %idx.ext.i
  store i64 %add.i, ptr %pos.i, align 8, !tbaa !20
  %sub15.i = sub nsw i64 %4, %idx.ext.i
  store i64 %sub15.i, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

if.else.i:                                        ; preds = %do.body.i
  %8 = load i32, ptr %eof.i, align 8, !tbaa !21
  %tobool16.not.i = icmp eq i32 %8, 0
  br i1 %tobool16.not.i, label %if.else20.i, label %land.lhs.true.i

land.lhs.true.i:                                  ; preds = %if.else.i
  %9 = load i32, ptr %avail_in.i, align 8, !tbaa !22
  %cmp17.i = icmp eq i32 %9, 0
  br i1 %cmp17.i, label %if.end17, label %if.else20.i

if.else20.i:                                      ; preds = %land.lhs.true.i, %if.else.i
  %call.i = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %file)
  %cmp21.i = icmp eq i32 %call.i, -1
  br i1 %cmp21.i, label %cleanup, label %if.else20.do.cond_crit_edge.i

if.else20.do.cond_crit_edge.i:                    ; preds = %if.else20.i
  %.pre.i = load i64, ptr %skip, align 8, !tbaa !17
  br label %do.cond.i

do.cond.i:                                        ; preds = %if.else20.do.cond_crit_edge.i, %if.then.i
  %10 = phi i64 [ %.pre.i, %if.else20.do.cond_crit_edge.i ], [ %sub15.i, %if.then.i ]
  %tobool27.not.i = icmp eq i64 %10, 0
  br i1 %tobool27.not.i, label %if.end17, label %do.body.i, !llvm.loop !23

if.end17:                                         ; preds = %do.cond.i, %land.lhs.true.i, %if.end12
  %sub = add nsw i32 %len, -1
  %tobool18.not = icmp eq i32 %sub, 0
  br i1 %tobool18.not, label %cleanup, label %do.body.preheader

do.body.preheader:                                ; preds = %if.end17
  %next = getelementptr inbounds i8, ptr %file, i64 8
  %pos = getelementptr inbounds i8, ptr %file, i64 16
  %.pre = load i32, ptr %file, align 8, !tbaa !18
  br label %do.body

do.body:                                          ; preds = %do.body.preheader, %if.end30
  %11 = phi i32 [ %sub50, %if.end30 ], [ %.pre, %do.body.preheader ]
  %left.0 = phi i32 [ %sub56, %if.end30 ], [ %sub, %do.body.preheader ]
  %buf.addr.0 = phi ptr [ %add.ptr58, %if.end30 ], [ %buf, %do.body.preheader ]
  %cmp20 = icmp eq i32 %11, 0
  br i1 %cmp20, label %land.lhs.true21, label %if.end30

land.lhs.true21:                                  ; preds = %do.body
  %call22 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %file)
  %cmp23 = icmp eq i32 %call22, -1
  br i1 %cmp23, label %if.end62, label %if.end25

if.end25:                                         ; preds = %land.lhs.true21
  %.pr = load i32, ptr %file, align 8, !tbaa !18
  %cmp28 = icmp eq i32 %.pr, 0
  br i1 %cmp28, label %if.then29, label %if.end30

if.then29:                                        ; preds = %if.end25
  %past = getelementptr inbounds i8, ptr %file, i64 92
  store i32 1, ptr %past, align 4, !tbaa !32
  br label %if.end62

if.end30:                                         ; preds = %do.body, %if.end25
  %12 = phi i32 [ %.pr, %if.end25 ], [ %11, %do.body ]
  %left.0. = tail call i32 @llvm.umin.i32(i32 %12, i32 %left.0)
  %13 = load ptr, ptr %next, align 8, !tbaa !19
  %conv = zext i32 %left.0. to i64
  %call37 = tail call ptr @memchr(ptr noundef %13, i32 noundef 10, i64 noundef %conv) #15
  %cmp38.not = icmp eq ptr %call37, null
  %sub.ptr.lhs.cast = ptrtoint ptr %call37 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %13 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %conv43 = trunc i64 %sub.ptr.sub to i32
  %add = add i32 %conv43, 1
  %n.0 = select i1 %cmp38.not, i32 %left.0., i32 %add
  %conv47 = zext i32 %n.0 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %buf.addr.0, ptr align 1 %13, i64 %conv47, i1 false)
  %14 = load i32, ptr %file, align 8, !tbaa !18
  %sub50 = sub i32 %14, %n.0
  store i32 %sub50, ptr %file, align 8, !tbaa !18
  %15 = load ptr, ptr %next, align 8, !tbaa !19
  %add.ptr = getelementptr inbounds i8, ptr %15, i64 %conv47
  store ptr %add.ptr, ptr %next, align 8, !tbaa !19
  %16 = load i64, ptr %pos, align 8, !tbaa !20
  %add55 = add nsw i64 %16, %conv47
  store i64 %add55, ptr %pos, align 8, !tbaa !20
  %sub56 = sub i32 %left.0, %n.0
  %add.ptr58 = getelementptr inbounds i8, ptr %buf.addr.0, i64 %conv47
  %tobool59 = icmp ne i32 %sub56, 0
  %17 = and i1 %cmp38.not, %tobool59
  br i1 %17, label %do.body, label %if.end62, !llvm.loop !43

if.end62:                                         ; preds = %if.end30, %land.lhs.true21, %if.then29
  %buf.addr.1 = phi ptr [ %buf.addr.0, %if.then29 ], [ %add.ptr58, %if.end30 ], [ %buf.addr.0, %land.lhs.true21 ]
  %cmp63 = icmp eq ptr %buf.addr.1, %buf
  br i1 %cmp63, label %cleanup, label %if.end66

if.end66:                                         ; preds = %if.end62
  store i8 0, ptr %buf.addr.1, align 1, !tbaa !33
  br label %cleanup

cleanup:                                          ; preds = %if.else20.i, %if.end17, %if.end62, %land.lhs.true10, %if.end, %entry, %if.end66
  %retval.0 = phi ptr [ %buf, %if.end66 ], [ null, %entry ], [ null, %if.end ], [ null, %land.lhs.true10 ], [ null, %if.end62 ], [ null, %if.end17 ], [ null, %if.else20.i ]
  ret ptr %retval.0
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_fetch(ptr noundef %state) unnamed_addr #0 {
entry:
  %how = getelementptr inbounds i8, ptr %state, i64 72
  %size14 = getelementptr inbounds i8, ptr %state, i64 40
  %avail_out = getelementptr inbounds i8, ptr %state, i64 168
  %out16 = getelementptr inbounds i8, ptr %state, i64 56
  %next_out = getelementptr inbounds i8, ptr %state, i64 160
  %eof = getelementptr inbounds i8, ptr %state, i64 88
  %avail_in = getelementptr inbounds i8, ptr %state, i64 144
  br label %do.body

do.body:                                          ; preds = %do.body.backedge, %entry
  %0 = load i32, ptr %how, align 8, !tbaa !25
  switch i32 %0, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb6
    i32 2, label %sw.bb13
  ]

sw.bb:                                            ; preds = %do.body
  %call = tail call fastcc i32 @gz_look(ptr noundef nonnull %state)
  %cmp = icmp eq i32 %call, -1
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %sw.bb
  %1 = load i32, ptr %how, align 8, !tbaa !25
  %cmp3 = icmp eq i32 %1, 0
  br i1 %cmp3, label %cleanup, label %do.cond

sw.bb6:                                           ; preds = %do.body
  %2 = load ptr, ptr %out16, align 8, !tbaa !34
  %3 = load i32, ptr %size14, align 8, !tbaa !26
  %shl = shl i32 %3, 1
  %call7 = tail call fastcc i32 @gz_load(ptr noundef nonnull %state, ptr noundef %2, i32 noundef %shl, ptr noundef nonnull %state)
  %cmp8 = icmp eq i32 %call7, -1
  br i1 %cmp8, label %cleanup, label %if.end10

if.end10:                                         ; preds = %sw.bb6
  %4 = load ptr, ptr %out16, align 8, !tbaa !34
  %next = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %4, ptr %next, align 8, !tbaa !19
  br label %cleanup

sw.bb13:                                          ; preds = %do.body
  %5 = load i32, ptr %size14, align 8, !tbaa !26
  %shl15 = shl i32 %5, 1
  store i32 %shl15, ptr %avail_out, align 8, !tbaa !44
  %6 = load ptr, ptr %out16, align 8, !tbaa !34
  store ptr %6, ptr %next_out, align 8, !tbaa !45
  %call17 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %state)
  %cmp18 = icmp eq i32 %call17, -1
  br i1 %cmp18, label %cleanup, label %do.cond

sw.default:                                       ; preds = %do.body
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -2, ptr noundef nonnull @.str.8) #12
  br label %cleanup

do.cond:                                          ; preds = %if.end, %sw.bb13
  %7 = load i32, ptr %state, align 8, !tbaa !18
  %cmp23 = icmp eq i32 %7, 0
  br i1 %cmp23, label %land.rhs, label %cleanup

land.rhs:                                         ; preds = %do.cond
  %8 = load i32, ptr %eof, align 8, !tbaa !21
  %tobool.not = icmp eq i32 %8, 0
  br i1 %tobool.not, label %do.body.backedge, label %lor.rhs

lor.rhs:                                          ; preds = %land.rhs
  %9 = load i32, ptr %avail_in, align 8, !tbaa !41
  %tobool24.not = icmp eq i32 %9, 0
  br i1 %tobool24.not, label %cleanup, label %do.body.backedge

do.body.backedge:                                 ; preds = %lor.rhs, %land.rhs
  br label %do.body, !llvm.loop !46

cleanup:                                          ; preds = %lor.rhs, %do.cond, %sw.bb13, %if.end, %sw.bb, %sw.bb6, %sw.default, %if.end10
  %retval.0 = phi i32 [ -1, %sw.default ], [ 0, %if.end10 ], [ -1, %sw.bb6 ], [ 0, %lor.rhs ], [ 0, %do.cond ], [ -1, %sw.bb13 ], [ 0, %if.end ], [ -1, %sw.bb ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @gzdirect(ptr noundef %file) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1 = icmp eq i32 %0, 7247
  br i1 %cmp1, label %land.lhs.true, label %if.end6

land.lhs.true:                                    ; preds = %if.end
  %how = getelementptr inbounds i8, ptr %file, i64 72
  %1 = load i32, ptr %how, align 8, !tbaa !25
  %cmp2 = icmp eq i32 %1, 0
  br i1 %cmp2, label %land.lhs.true3, label %if.end6

land.lhs.true3:                                   ; preds = %land.lhs.true
  %2 = load i32, ptr %file, align 8, !tbaa !18
  %cmp4 = icmp eq i32 %2, 0
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %land.lhs.true3
  %call = tail call fastcc i32 @gz_look(ptr noundef nonnull %file)
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %land.lhs.true3, %land.lhs.true, %if.end
  %direct = getelementptr inbounds i8, ptr %file, i64 64
  %3 = load i32, ptr %direct, align 8, !tbaa !39
  %cmp7 = icmp eq i32 %3, 1
  %conv = zext i1 %cmp7 to i32
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end6
  %retval.0 = phi i32 [ %conv, %if.end6 ], [ 0, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @gzclose_r(ptr noundef %file) local_unnamed_addr #0 {
entry:
  %cmp = icmp eq ptr %file, null
  br i1 %cmp, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %mode = getelementptr inbounds i8, ptr %file, i64 24
  %0 = load i32, ptr %mode, align 8, !tbaa !5
  %cmp1.not = icmp eq i32 %0, 7247
  br i1 %cmp1.not, label %if.end3, label %cleanup

if.end3:                                          ; preds = %if.end
  %size = getelementptr inbounds i8, ptr %file, i64 40
  %1 = load i32, ptr %size, align 8, !tbaa !26
  %tobool.not = icmp eq i32 %1, 0
  br i1 %tobool.not, label %if.end5, label %if.then4

if.then4:                                         ; preds = %if.end3
  %strm = getelementptr inbounds i8, ptr %file, i64 136
  %call = tail call i32 @inflateEnd(ptr noundef nonnull %strm) #12
  %out = getelementptr inbounds i8, ptr %file, i64 56
  %2 = load ptr, ptr %out, align 8, !tbaa !34
  tail call void @free(ptr noundef %2) #12
  %in = getelementptr inbounds i8, ptr %file, i64 48
  %3 = load ptr, ptr %in, align 8, !tbaa !37
  tail call void @free(ptr noundef %3) #12
  br label %if.end5

if.end5:                                          ; preds = %if.then4, %if.end3
  %err6 = getelementptr inbounds i8, ptr %file, i64 120
  %4 = load i32, ptr %err6, align 8, !tbaa !14
  %cmp7 = icmp eq i32 %4, -5
  %cond = select i1 %cmp7, i32 -5, i32 0
  tail call void @gz_error(ptr noundef nonnull %file, i32 noundef 0, ptr noundef null) #12
  %path = getelementptr inbounds i8, ptr %file, i64 32
  %5 = load ptr, ptr %path, align 8, !tbaa !47
  tail call void @free(ptr noundef %5) #12
  %fd = getelementptr inbounds i8, ptr %file, i64 28
  %6 = load i32, ptr %fd, align 4, !tbaa !27
  %call8 = tail call i32 @close(i32 noundef %6) #12
  tail call void @free(ptr noundef nonnull %file) #12
  %tobool9.not = icmp eq i32 %call8, 0
  %cond10 = select i1 %tobool9.not, i32 %cond, i32 -1
  br label %cleanup

cleanup:                                          ; preds = %if.end, %entry, %if.end5
  %retval.0 = phi i32 [ %cond10, %if.end5 ], [ -2, %entry ], [ -2, %if.end ]
  ret i32 %retval.0
}

declare i32 @inflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_load(ptr noundef %state, ptr nocapture noundef %buf, i32 noundef %len, ptr nocapture noundef %have) unnamed_addr #0 {
entry:
  %again = getelementptr inbounds i8, ptr %state, i64 76
  store i32 0, ptr %again, align 4, !tbaa !15
  %call = tail call ptr @__errno_location() #13
  store i32 0, ptr %call, align 4, !tbaa !16
  store i32 0, ptr %have, align 4, !tbaa !16
  %fd = getelementptr inbounds i8, ptr %state, i64 28
  br label %do.body

do.body:                                          ; preds = %if.end6, %entry
  %0 = phi i32 [ %add, %if.end6 ], [ 0, %entry ]
  %sub = sub i32 %len, %0
  %spec.select = tail call i32 @llvm.umin.i32(i32 %sub, i32 1073741824)
  %1 = load i32, ptr %fd, align 4, !tbaa !27
  %idx.ext = zext i32 %0 to i64
  %add.ptr = getelementptr inbounds i8, ptr %buf, i64 %idx.ext
  %conv = zext nneg i32 %spec.select to i64
  %call1 = tail call i64 @read(i32 noundef %1, ptr noundef %add.ptr, i64 noundef %conv) #12
  %conv2 = trunc i64 %call1 to i32
  %cmp3 = icmp slt i32 %conv2, 1
  br i1 %cmp3, label %do.end, label %if.end6

if.end6:                                          ; preds = %do.body
  %2 = load i32, ptr %have, align 4, !tbaa !16
  %add = add i32 %2, %conv2
  store i32 %add, ptr %have, align 4, !tbaa !16
  %cmp7 = icmp ult i32 %add, %len
  br i1 %cmp7, label %do.body, label %cleanup, !llvm.loop !28

do.end:                                           ; preds = %do.body
  %cmp9 = icmp slt i32 %conv2, 0
  br i1 %cmp9, label %if.then11, label %if.then30

if.then11:                                        ; preds = %do.end
  %3 = load i32, ptr %call, align 4, !tbaa !16
  %cmp13 = icmp eq i32 %3, 11
  br i1 %cmp13, label %if.then18, label %if.end24

if.then18:                                        ; preds = %if.then11
  store i32 1, ptr %again, align 4, !tbaa !15
  %4 = load i32, ptr %have, align 4, !tbaa !16
  %cmp20.not = icmp eq i32 %4, 0
  br i1 %cmp20.not, label %if.then18.if.end24_crit_edge, label %cleanup

if.then18.if.end24_crit_edge:                     ; preds = %if.then18
  %.pre = load i32, ptr %call, align 4, !tbaa !16
  br label %if.end24

if.end24:                                         ; preds = %if.then18.if.end24_crit_edge, %if.then11
  %5 = phi i32 [ %.pre, %if.then18.if.end24_crit_edge ], [ %3, %if.then11 ]
  %call26 = tail call ptr @strerror(i32 noundef %5) #12
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -1, ptr noundef %call26) #12
  br label %cleanup

if.then30:                                        ; preds = %do.end
  %eof = getelementptr inbounds i8, ptr %state, i64 88
  store i32 1, ptr %eof, align 8, !tbaa !21
  br label %cleanup

cleanup:                                          ; preds = %if.end6, %if.then30, %if.then18, %if.end24
  %retval.0 = phi i32 [ -1, %if.end24 ], [ 0, %if.then18 ], [ 0, %if.then30 ], [ 0, %if.end6 ]
  ret i32 %retval.0
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_decomp(ptr noundef %state) unnamed_addr #0 {
entry:
  %strm1 = getelementptr inbounds i8, ptr %state, i64 136
  %avail_out = getelementptr inbounds i8, ptr %state, i64 168
  %0 = load i32, ptr %avail_out, align 8, !tbaa !44
  %avail_in = getelementptr inbounds i8, ptr %state, i64 144
  %junk = getelementptr inbounds i8, ptr %state, i64 68
  br label %do.body

do.body:                                          ; preds = %do.cond, %entry
  %ret.0 = phi i32 [ 0, %entry ], [ %call9, %do.cond ]
  %1 = load i32, ptr %avail_in, align 8, !tbaa !41
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %land.lhs.true, label %if.end8

land.lhs.true:                                    ; preds = %do.body
  %call = tail call fastcc i32 @gz_avail(ptr noundef nonnull %state)
  %cmp2 = icmp eq i32 %call, -1
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %err = getelementptr inbounds i8, ptr %state, i64 120
  %2 = load i32, ptr %err, align 8, !tbaa !14
  br label %do.end

if.end:                                           ; preds = %land.lhs.true
  %.pr = load i32, ptr %avail_in, align 8, !tbaa !41
  %cmp4 = icmp eq i32 %.pr, 0
  br i1 %cmp4, label %if.then5, label %if.end8

if.then5:                                         ; preds = %if.end
  %again = getelementptr inbounds i8, ptr %state, i64 76
  %3 = load i32, ptr %again, align 4, !tbaa !15
  %tobool.not = icmp eq i32 %3, 0
  br i1 %tobool.not, label %if.then6, label %do.end

if.then6:                                         ; preds = %if.then5
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -5, ptr noundef nonnull @.str.3) #12
  br label %do.end

if.end8:                                          ; preds = %do.body, %if.end
  %call9 = tail call i32 @inflate(ptr noundef nonnull %strm1, i32 noundef 0) #12
  %4 = load i32, ptr %avail_out, align 8, !tbaa !44
  %cmp11 = icmp ult i32 %4, %0
  br i1 %cmp11, label %if.then12, label %if.end13

if.then12:                                        ; preds = %if.end8
  store i32 0, ptr %junk, align 4, !tbaa !40
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end8
  switch i32 %call9, label %do.cond [
    i32 -2, label %if.then16
    i32 2, label %if.then16
    i32 -4, label %if.then19
    i32 -3, label %if.then22
  ]

if.then16:                                        ; preds = %if.end13, %if.end13
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -2, ptr noundef nonnull @.str.4) #12
  br label %do.end

if.then19:                                        ; preds = %if.end13
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %do.end

if.then22:                                        ; preds = %if.end13
  %5 = load i32, ptr %junk, align 4, !tbaa !40
  %cmp24 = icmp eq i32 %5, 1
  br i1 %cmp24, label %if.then25, label %if.end27

if.then25:                                        ; preds = %if.then22
  store i32 0, ptr %avail_in, align 8, !tbaa !41
  %eof = getelementptr inbounds i8, ptr %state, i64 88
  store i32 1, ptr %eof, align 8, !tbaa !21
  %how = getelementptr inbounds i8, ptr %state, i64 72
  store i32 0, ptr %how, align 8, !tbaa !25
  br label %do.end

if.end27:                                         ; preds = %if.then22
  %msg = getelementptr inbounds i8, ptr %state, i64 184
  %6 = load ptr, ptr %msg, align 8, !tbaa !48
  %cmp28 = icmp eq ptr %6, null
  %spec.select = select i1 %cmp28, ptr @.str.6, ptr %6
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -3, ptr noundef nonnull %spec.select) #12
  br label %do.end

do.cond:                                          ; preds = %if.end13
  %tobool32 = icmp ne i32 %4, 0
  %cmp33 = icmp ne i32 %call9, 1
  %7 = select i1 %tobool32, i1 %cmp33, i1 false
  br i1 %7, label %do.body, label %do.end, !llvm.loop !49

do.end:                                           ; preds = %do.cond, %if.then5, %if.then6, %if.end27, %if.then25, %if.then19, %if.then16, %if.then
  %ret.1 = phi i32 [ %2, %if.then ], [ %ret.0, %if.then5 ], [ %ret.0, %if.then6 ], [ %call9, %if.then16 ], [ -4, %if.then19 ], [ 0, %if.then25 ], [ -3, %if.end27 ], [ %call9, %do.cond ]
  %8 = load i32, ptr %avail_out, align 8, !tbaa !44
  %sub = sub i32 %0, %8
  store i32 %sub, ptr %state, align 8, !tbaa !18
  %next_out = getelementptr inbounds i8, ptr %state, i64 160
  %9 = load ptr, ptr %next_out, align 8, !tbaa !45
  %idx.ext = zext i32 %sub to i64
  %idx.neg = sub nsw i64 0, %idx.ext
  %add.ptr = getelementptr inbounds i8, ptr %9, i64 %idx.neg
  %next = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %add.ptr, ptr %next, align 8, !tbaa !19
  %cmp38 = icmp eq i32 %ret.1, 1
  br i1 %cmp38, label %if.then39, label %if.end42

if.then39:                                        ; preds = %do.end
  store i32 0, ptr %junk, align 4, !tbaa !40
  %how41 = getelementptr inbounds i8, ptr %state, i64 72
  store i32 0, ptr %how41, align 8, !tbaa !25
  br label %cleanup

if.end42:                                         ; preds = %do.end
  %cmp43.not = icmp ne i32 %ret.1, 0
  %cond44 = sext i1 %cmp43.not to i32
  br label %cleanup

cleanup:                                          ; preds = %if.end42, %if.then39
  %retval.0 = phi i32 [ 0, %if.then39 ], [ %cond44, %if.end42 ]
  ret i32 %retval.0
}

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_avail(ptr noundef %state) unnamed_addr #0 {
entry:
  %strm1 = getelementptr inbounds i8, ptr %state, i64 136
  %err = getelementptr inbounds i8, ptr %state, i64 120
  %0 = load i32, ptr %err, align 8, !tbaa !14
  switch i32 %0, label %cleanup [
    i32 0, label %if.end
    i32 -5, label %if.end
  ]

if.end:                                           ; preds = %entry, %entry
  %eof = getelementptr inbounds i8, ptr %state, i64 88
  %1 = load i32, ptr %eof, align 8, !tbaa !21
  %cmp4 = icmp eq i32 %1, 0
  br i1 %cmp4, label %if.then5, label %cleanup

if.then5:                                         ; preds = %if.end
  %avail_in = getelementptr inbounds i8, ptr %state, i64 144
  %2 = load i32, ptr %avail_in, align 8, !tbaa !41
  %tobool.not = icmp eq i32 %2, 0
  br i1 %tobool.not, label %if.end13, label %if.then6

if.then6:                                         ; preds = %if.then5
  %in = getelementptr inbounds i8, ptr %state, i64 48
  %3 = load ptr, ptr %in, align 8, !tbaa !37
  %4 = load ptr, ptr %strm1, align 8, !tbaa !42
  %cmp7.not = icmp eq ptr %4, %3
  br i1 %cmp7.not, label %if.end13, label %iter.check

iter.check:                                       ; preds = %if.then6
  %5 = ptrtoint ptr %4 to i64
  %6 = ptrtoint ptr %3 to i64
  %7 = zext i32 %2 to i64
  %min.iters.check = icmp ult i32 %2, 8
  %8 = sub i64 %6, %5
  %diff.check = icmp ult i64 %8, 32
  %or.cond = or i1 %min.iters.check, %diff.check
  br i1 %or.cond, label %do.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check58 = icmp ult i32 %2, 32
  br i1 %min.iters.check58, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %7, 4294967264
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %next.gep = getelementptr i8, ptr %3, i64 %index
  %next.gep60 = getelementptr i8, ptr %4, i64 %index
  %9 = getelementptr i8, ptr %next.gep60, i64 16
  %wide.load = load <16 x i8>, ptr %next.gep60, align 1, !tbaa !33
  %wide.load62 = load <16 x i8>, ptr %9, align 1, !tbaa !33
  %10 = getelementptr i8, ptr %next.gep, i64 16
  store <16 x i8> %wide.load, ptr %next.gep, align 1, !tbaa !33
  store <16 x i8> %wide.load62, ptr %10, align 1, !tbaa !33
  %index.next = add nuw i64 %index, 32
  %11 = icmp eq i64 %index.next, %n.vec
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !50

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %7
  br i1 %cmp.n, label %if.end13.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %.cast70 = trunc nuw i64 %n.vec to i32
  %ind.end71 = sub i32 %2, %.cast70
  %ind.end67 = getelementptr i8, ptr %4, i64 %n.vec
  %ind.end65 = getelementptr i8, ptr %3, i64 %n.vec
  %n.vec.remaining = and i64 %7, 24
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %do.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec64 = and i64 %7, 4294967288
  %ind.end = getelementptr i8, ptr %3, i64 %n.vec64
  %ind.end66 = getelementptr i8, ptr %4, i64 %n.vec64
  %.cast = trunc nuw i64 %n.vec64 to i32
  %ind.end69 = sub i32 %2, %.cast
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index73 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next77, %vec.epilog.vector.body ]
  %next.gep74 = getelementptr i8, ptr %3, i64 %index73
  %next.gep75 = getelementptr i8, ptr %4, i64 %index73
  %wide.load76 = load <8 x i8>, ptr %next.gep75, align 1, !tbaa !33
  store <8 x i8> %wide.load76, ptr %next.gep74, align 1, !tbaa !33
  %index.next77 = add nuw i64 %index73, 8
  %12 = icmp eq i64 %index.next77, %n.vec64
  br i1 %12, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !53

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n78 = icmp eq i64 %n.vec64, %7
  br i1 %cmp.n78, label %if.end13.loopexit, label %do.body.preheader

do.body.preheader:                                ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %p.0.ph = phi ptr [ %3, %iter.check ], [ %ind.end65, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  %q.0.ph = phi ptr [ %4, %iter.check ], [ %ind.end67, %vec.epilog.iter.check ], [ %ind.end66, %vec.epilog.middle.block ]
  %n.0.ph = phi i32 [ %2, %iter.check ], [ %ind.end71, %vec.epilog.iter.check ], [ %ind.end69, %vec.epilog.middle.block ]
  %13 = add i32 %n.0.ph, -1
  %xtraiter = and i32 %n.0.ph, 7
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %do.body.prol.loopexit, label %do.body.prol

do.body.prol:                                     ; preds = %do.body.preheader, %do.body.prol
  %p.0.prol = phi ptr [ %incdec.ptr10.prol, %do.body.prol ], [ %p.0.ph, %do.body.preheader ]
  %q.0.prol = phi ptr [ %incdec.ptr.prol, %do.body.prol ], [ %q.0.ph, %do.body.preheader ]
  %n.0.prol = phi i32 [ %dec.prol, %do.body.prol ], [ %n.0.ph, %do.body.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %do.body.prol ], [ 0, %do.body.preheader ]
  %incdec.ptr.prol = getelementptr inbounds i8, ptr %q.0.prol, i64 1
  %14 = load i8, ptr %q.0.prol, align 1, !tbaa !33
  %incdec.ptr10.prol = getelementptr inbounds i8, ptr %p.0.prol, i64 1
  store i8 %14, ptr %p.0.prol, align 1, !tbaa !33
  %dec.prol = add i32 %n.0.prol, -1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %do.body.prol.loopexit, label %do.body.prol, !llvm.loop !54

do.body.prol.loopexit:                            ; preds = %do.body.prol, %do.body.preheader
  %p.0.unr = phi ptr [ %p.0.ph, %do.body.preheader ], [ %incdec.ptr10.prol, %do.body.prol ]
  %q.0.unr = phi ptr [ %q.0.ph, %do.body.preheader ], [ %incdec.ptr.prol, %do.body.prol ]
  %n.0.unr = phi i32 [ %n.0.ph, %do.body.preheader ], [ %dec.prol, %do.body.prol ]
  %15 = icmp ult i32 %13, 7
  br i1 %15, label %if.end13.loopexit, label %do.body

do.body:                                          ; preds = %do.body.prol.loopexit, %do.body
  %p.0 = phi ptr [ %incdec.ptr10.7, %do.body ], [ %p.0.unr, %do.body.prol.loopexit ]
  %q.0 = phi ptr [ %incdec.ptr.7, %do.body ], [ %q.0.unr, %do.body.prol.loopexit ]
  %n.0 = phi i32 [ %dec.7, %do.body ], [ %n.0.unr, %do.body.prol.loopexit ]
  %incdec.ptr = getelementptr inbounds i8, ptr %q.0, i64 1
  %16 = load i8, ptr %q.0, align 1, !tbaa !33
  %incdec.ptr10 = getelementptr inbounds i8, ptr %p.0, i64 1
  store i8 %16, ptr %p.0, align 1, !tbaa !33
  %incdec.ptr.1 = getelementptr inbounds i8, ptr %q.0, i64 2
  %17 = load i8, ptr %incdec.ptr, align 1, !tbaa !33
  %incdec.ptr10.1 = getelementptr inbounds i8, ptr %p.0, i64 2
  store i8 %17, ptr %incdec.ptr10, align 1, !tbaa !33
  %incdec.ptr.2 = getelementptr inbounds i8, ptr %q.0, i64 3
  %18 = load i8, ptr %incdec.ptr.1, align 1, !tbaa !33
  %incdec.ptr10.2 = getelementptr inbounds i8, ptr %p.0, i64 3
  store i8 %18, ptr %incdec.ptr10.1, align 1, !tbaa !33
  %incdec.ptr.3 = getelementptr inbounds i8, ptr %q.0, i64 4
  %19 = load i8, ptr %incdec.ptr.2, align 1, !tbaa !33
  %incdec.ptr10.3 = getelementptr inbounds i8, ptr %p.0, i64 4
  store i8 %19, ptr %incdec.ptr10.2, align 1, !tbaa !33
  %incdec.ptr.4 = getelementptr inbounds i8, ptr %q.0, i64 5
  %20 = load i8, ptr %incdec.ptr.3, align 1, !tbaa !33
  %incdec.ptr10.4 = getelementptr inbounds i8, ptr %p.0, i64 5
  store i8 %20, ptr %incdec.ptr10.3, align 1, !tbaa !33
  %incdec.ptr.5 = getelementptr inbounds i8, ptr %q.0, i64 6
  %21 = load i8, ptr %incdec.ptr.4, align 1, !tbaa !33
  %incdec.ptr10.5 = getelementptr inbounds i8, ptr %p.0, i64 6
  store i8 %21, ptr %incdec.ptr10.4, align 1, !tbaa !33
  %incdec.ptr.6 = getelementptr inbounds i8, ptr %q.0, i64 7
  %22 = load i8, ptr %incdec.ptr.5, align 1, !tbaa !33
  %incdec.ptr10.6 = getelementptr inbounds i8, ptr %p.0, i64 7
  store i8 %22, ptr %incdec.ptr10.5, align 1, !tbaa !33
  %incdec.ptr.7 = getelementptr inbounds i8, ptr %q.0, i64 8
  %23 = load i8, ptr %incdec.ptr.6, align 1, !tbaa !33
  %incdec.ptr10.7 = getelementptr inbounds i8, ptr %p.0, i64 8
  store i8 %23, ptr %incdec.ptr10.6, align 1, !tbaa !33
  %dec.7 = add i32 %n.0, -8
  %tobool11.not.7 = icmp eq i32 %dec.7, 0
  br i1 %tobool11.not.7, label %if.end13.loopexit, label %do.body, !llvm.loop !56

if.end13.loopexit:                                ; preds = %do.body.prol.loopexit, %do.body, %vec.epilog.middle.block, %middle.block
  %.pre = load i32, ptr %avail_in, align 8, !tbaa !41
  br label %if.end13

if.end13:                                         ; preds = %if.end13.loopexit, %if.then6, %if.then5
  %24 = phi i32 [ %.pre, %if.end13.loopexit ], [ %2, %if.then6 ], [ 0, %if.then5 ]
  %in14 = getelementptr inbounds i8, ptr %state, i64 48
  %25 = load ptr, ptr %in14, align 8, !tbaa !37
  %idx.ext = zext i32 %24 to i64
  %add.ptr = getelementptr inbounds i8, ptr %25, i64 %idx.ext
  %size = getelementptr inbounds i8, ptr %state, i64 40
  %26 = load i32, ptr %size, align 8, !tbaa !26
  %sub = sub i32 %26, %24
  %again.i = getelementptr inbounds i8, ptr %state, i64 76
  store i32 0, ptr %again.i, align 4, !tbaa !15
  %call.i = tail call ptr @__errno_location() #13
  store i32 0, ptr %call.i, align 4, !tbaa !16
  %fd.i = getelementptr inbounds i8, ptr %state, i64 28
  br label %do.body.i

do.body.i:                                        ; preds = %if.end6.i, %if.end13
  %got.0 = phi i32 [ 0, %if.end13 ], [ %add.i, %if.end6.i ]
  %sub.i = sub i32 %sub, %got.0
  %spec.select.i = tail call i32 @llvm.umin.i32(i32 %sub.i, i32 1073741824)
  %27 = load i32, ptr %fd.i, align 4, !tbaa !27
  %idx.ext.i = zext i32 %got.0 to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %add.ptr, i64 %idx.ext.i
  %conv.i = zext nneg i32 %spec.select.i to i64
  %call1.i = tail call i64 @read(i32 noundef %27, ptr noundef %add.ptr.i, i64 noundef %conv.i) #12
  %conv2.i = trunc i64 %call1.i to i32
  %cmp3.i = icmp slt i32 %conv2.i, 1
  br i1 %cmp3.i, label %do.end.i, label %if.end6.i

if.end6.i:                                        ; preds = %do.body.i
  %add.i = add i32 %got.0, %conv2.i
  %cmp7.i = icmp ult i32 %add.i, %sub
  br i1 %cmp7.i, label %do.body.i, label %if.end19, !llvm.loop !28

do.end.i:                                         ; preds = %do.body.i
  %cmp9.i = icmp slt i32 %conv2.i, 0
  br i1 %cmp9.i, label %if.then11.i, label %if.then30.i

if.then11.i:                                      ; preds = %do.end.i
  %28 = load i32, ptr %call.i, align 4, !tbaa !16
  %cmp13.i = icmp eq i32 %28, 11
  br i1 %cmp13.i, label %if.then18.i, label %gz_load.exit

if.then18.i:                                      ; preds = %if.then11.i
  store i32 1, ptr %again.i, align 4, !tbaa !15
  %cmp20.not.i = icmp eq i32 %got.0, 0
  br i1 %cmp20.not.i, label %if.then18.if.end24_crit_edge.i, label %if.end19

if.then18.if.end24_crit_edge.i:                   ; preds = %if.then18.i
  %.pre.i = load i32, ptr %call.i, align 4, !tbaa !16
  br label %gz_load.exit

if.then30.i:                                      ; preds = %do.end.i
  store i32 1, ptr %eof, align 8, !tbaa !21
  br label %if.end19

gz_load.exit:                                     ; preds = %if.then11.i, %if.then18.if.end24_crit_edge.i
  %29 = phi i32 [ %.pre.i, %if.then18.if.end24_crit_edge.i ], [ %28, %if.then11.i ]
  %call26.i = tail call ptr @strerror(i32 noundef %29) #12
  tail call void @gz_error(ptr noundef nonnull %state, i32 noundef -1, ptr noundef %call26.i) #12
  br label %cleanup

if.end19:                                         ; preds = %if.end6.i, %if.then18.i, %if.then30.i
  %got.1.ph = phi i32 [ %got.0, %if.then30.i ], [ %got.0, %if.then18.i ], [ %add.i, %if.end6.i ]
  %30 = load i32, ptr %avail_in, align 8, !tbaa !41
  %add = add i32 %30, %got.1.ph
  store i32 %add, ptr %avail_in, align 8, !tbaa !41
  %31 = load ptr, ptr %in14, align 8, !tbaa !37
  store ptr %31, ptr %strm1, align 8, !tbaa !42
  br label %cleanup

cleanup:                                          ; preds = %gz_load.exit, %if.end, %if.end19, %entry
  %retval.0 = phi i32 [ -1, %entry ], [ -1, %gz_load.exit ], [ 0, %if.end19 ], [ 0, %if.end ]
  ret i32 %retval.0
}

declare i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @inflateReset(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 24}
!6 = !{!"", !7, i64 0, !8, i64 24, !8, i64 28, !11, i64 32, !8, i64 40, !8, i64 44, !11, i64 48, !11, i64 56, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !12, i64 80, !8, i64 88, !8, i64 92, !8, i64 96, !8, i64 100, !8, i64 104, !12, i64 112, !8, i64 120, !11, i64 128, !13, i64 136}
!7 = !{!"gzFile_s", !8, i64 0, !11, i64 8, !12, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!"z_stream_s", !11, i64 0, !8, i64 8, !12, i64 16, !11, i64 24, !8, i64 32, !12, i64 40, !11, i64 48, !11, i64 56, !11, i64 64, !11, i64 72, !11, i64 80, !8, i64 88, !12, i64 96, !12, i64 104}
!14 = !{!6, !8, i64 120}
!15 = !{!6, !8, i64 76}
!16 = !{!8, !8, i64 0}
!17 = !{!6, !12, i64 112}
!18 = !{!6, !8, i64 0}
!19 = !{!6, !11, i64 8}
!20 = !{!6, !12, i64 16}
!21 = !{!6, !8, i64 88}
!22 = !{!6, !8, i64 144}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!6, !8, i64 72}
!26 = !{!6, !8, i64 40}
!27 = !{!6, !8, i64 28}
!28 = distinct !{!28, !24}
!29 = !{!6, !8, i64 168}
!30 = !{!6, !11, i64 160}
!31 = distinct !{!31, !24}
!32 = !{!6, !8, i64 92}
!33 = !{!9, !9, i64 0}
!34 = !{!6, !11, i64 56}
!35 = distinct !{!35, !24}
!36 = !{!6, !8, i64 44}
!37 = !{!6, !11, i64 48}
!38 = !{!6, !11, i64 136}
!39 = !{!6, !8, i64 64}
!40 = !{!6, !8, i64 68}
!41 = !{!13, !8, i64 8}
!42 = !{!13, !11, i64 0}
!43 = distinct !{!43, !24}
!44 = !{!13, !8, i64 32}
!45 = !{!13, !11, i64 24}
!46 = distinct !{!46, !24}
!47 = !{!6, !11, i64 32}
!48 = !{!13, !11, i64 48}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !24, !51, !52}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = distinct !{!53, !24, !51, !52}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = distinct !{!56, !24, !51}
