; ModuleID = 'src/sort.c'
source_filename = "src/sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind sspstrong memory(argmem: readwrite) uwtable
define dso_local void @qsort_int(ptr nocapture noundef %v, i32 noundef %lo, i32 noundef %hi) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp slt i32 %lo, %hi
  br i1 %cmp6, label %while.body.lr.ph, label %while.end

while.body.lr.ph:                                 ; preds = %entry
  %idxprom.i = sext i32 %hi to i64
  %arrayidx.i = getelementptr inbounds i32, ptr %v, i64 %idxprom.i
  br label %while.body

while.body:                                       ; preds = %while.body.lr.ph, %part.exit
  %lo.addr.07 = phi i32 [ %lo, %while.body.lr.ph ], [ %add, %part.exit ]
  %0 = load i32, ptr %arrayidx.i, align 4, !tbaa !5
  %1 = sext i32 %lo.addr.07 to i64
  br label %for.body.i

for.body.i:                                       ; preds = %for.inc.i, %while.body
  %indvars.iv.i = phi i64 [ %1, %while.body ], [ %indvars.iv.next.i, %for.inc.i ]
  %i.027.i = phi i32 [ %lo.addr.07, %while.body ], [ %i.1.i, %for.inc.i ]
  %arrayidx2.i = getelementptr inbounds i32, ptr %v, i64 %indvars.iv.i
  %2 = load i32, ptr %arrayidx2.i, align 4, !tbaa !5
  %cmp3.i = icmp slt i32 %2, %0
  br i1 %cmp3.i, label %if.then.i, label %for.inc.i

if.then.i:                                        ; preds = %for.body.i
  %inc.i = add nsw i32 %i.027.i, 1
  %idxprom4.i = sext i32 %i.027.i to i64
  %arrayidx5.i = getelementptr inbounds i32, ptr %v, i64 %idxprom4.i
  %3 = load i32, ptr %arrayidx5.i, align 4, !tbaa !5
  store i32 %2, ptr %arrayidx5.i, align 4, !tbaa !5
  store i32 %3, ptr %arrayidx2.i, align 4, !tbaa !5
  br label %for.inc.i

for.inc.i:                                        ; preds = %if.then.i, %for.body.i
  %i.1.i = phi i32 [ %inc.i, %if.then.i ], [ %i.027.i, %for.body.i ]
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %idxprom.i
  br i1 %exitcond.not.i, label %part.exit, label %for.body.i, !llvm.loop !9

part.exit:                                        ; preds = %for.inc.i
  %idxprom9.i = sext i32 %i.1.i to i64
  %arrayidx10.i = getelementptr inbounds i32, ptr %v, i64 %idxprom9.i
  %4 = load i32, ptr %arrayidx10.i, align 4, !tbaa !5
  %5 = load i32, ptr %arrayidx.i, align 4, !tbaa !5
  store i32 %5, ptr %arrayidx10.i, align 4, !tbaa !5
  store i32 %4, ptr %arrayidx.i, align 4, !tbaa !5
  %sub = add nsw i32 %i.1.i, -1
  tail call void @qsort_int(ptr noundef %v, i32 noundef %lo.addr.07, i32 noundef %sub)
  %add = add nsw i32 %i.1.i, 1
  %cmp = icmp slt i32 %add, %hi
  br i1 %cmp, label %while.body, label %while.end, !llvm.loop !12

while.end:                                        ; preds = %part.exit, %entry
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind sspstrong memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @is_sorted(ptr nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp.not8 = icmp slt i32 %n, 2
  br i1 %cmp.not8, label %cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %0 = zext nneg i32 %n to i64
  %wide.trip.count = zext nneg i32 %n to i64
  %1 = getelementptr i8, ptr %v, i64 4
  %2 = load i32, ptr %v, align 4, !tbaa !5
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %cmp313 = icmp sgt i32 %2, %3
  br i1 %cmp313, label %cleanup, label %for.cond

for.cond:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv14 = phi i64 [ %indvars.iv.next, %for.body ], [ 1, %for.body.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv14, 1
  %exitcond = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond, label %cleanup.loopexit, label %for.body, !llvm.loop !13

for.body:                                         ; preds = %for.cond
  %4 = getelementptr i32, ptr %v, i64 %indvars.iv.next
  %arrayidx = getelementptr i8, ptr %4, i64 -4
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !5
  %6 = load i32, ptr %4, align 4, !tbaa !5
  %cmp3 = icmp sgt i32 %5, %6
  br i1 %cmp3, label %cleanup.loopexit, label %for.cond, !llvm.loop !13

cleanup.loopexit:                                 ; preds = %for.cond, %for.body
  %cmp.not.le = icmp uge i64 %indvars.iv.next, %0
  br label %cleanup

cleanup:                                          ; preds = %cleanup.loopexit, %for.body.preheader, %entry
  %cmp.not.lcssa = phi i1 [ %cmp.not8, %entry ], [ %cmp.not8, %for.body.preheader ], [ %cmp.not.le, %cleanup.loopexit ]
  %spec.select = zext i1 %cmp.not.lcssa to i32
  ret i32 %spec.select
}

attributes #0 = { nofree nosync nounwind sspstrong memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind sspstrong memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
