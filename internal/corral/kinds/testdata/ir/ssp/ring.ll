; ModuleID = 'src/ring.c'
source_filename = "src/ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind sspstrong memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 1) i32 @ring_put(ptr nocapture noundef %r, ptr nocapture noundef readonly %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cap = getelementptr inbounds i8, ptr %r, i64 24
  %0 = load i64, ptr %cap, align 8, !tbaa !5
  %head.i = getelementptr inbounds i8, ptr %r, i64 8
  %1 = load i64, ptr %head.i, align 8, !tbaa !11
  %tail.i = getelementptr inbounds i8, ptr %r, i64 16
  %2 = load i64, ptr %tail.i, align 8, !tbaa !12
  %sub.i.neg = sub i64 %0, %1
  %sub = add i64 %sub.i.neg, %2
  %cmp = icmp ult i64 %sub, %n
  br i1 %cmp, label %return, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp116.not = icmp eq i64 %n, 0
  br i1 %cmp116.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  %3 = load i64, ptr %head.i, align 8, !tbaa !11
  %add5 = add i64 %3, %n
  store i64 %add5, ptr %head.i, align 8, !tbaa !11
  br label %return

for.body:                                         ; preds = %for.cond.preheader, %for.body
  %i.017 = phi i64 [ %inc, %for.body ], [ 0, %for.cond.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %p, i64 %i.017
  %4 = load i8, ptr %arrayidx, align 1, !tbaa !13
  %5 = load ptr, ptr %r, align 8, !tbaa !14
  %6 = load i64, ptr %head.i, align 8, !tbaa !11
  %add = add i64 %6, %i.017
  %7 = load i64, ptr %cap, align 8, !tbaa !5
  %rem = urem i64 %add, %7
  %arrayidx3 = getelementptr inbounds i8, ptr %5, i64 %rem
  store i8 %4, ptr %arrayidx3, align 1, !tbaa !13
  %inc = add nuw i64 %i.017, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15

return:                                           ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind sspstrong memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @ring_get(ptr nocapture noundef %r, ptr nocapture noundef writeonly %p, i64 noundef %n) local_unnamed_addr #1 {
entry:
  %tail = getelementptr inbounds i8, ptr %r, i64 16
  %cmp11.not = icmp eq i64 %n, 0
  br i1 %cmp11.not, label %while.end, label %land.rhs.lr.ph

land.rhs.lr.ph:                                   ; preds = %entry
  %head = getelementptr inbounds i8, ptr %r, i64 8
  %cap = getelementptr inbounds i8, ptr %r, i64 24
  br label %land.rhs

land.rhs:                                         ; preds = %land.rhs.lr.ph, %while.body
  %got.012 = phi i64 [ 0, %land.rhs.lr.ph ], [ %inc3, %while.body ]
  %0 = load i64, ptr %tail, align 8, !tbaa !12
  %1 = load i64, ptr %head, align 8, !tbaa !11
  %cmp1.not = icmp eq i64 %0, %1
  br i1 %cmp1.not, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %2 = load ptr, ptr %r, align 8, !tbaa !14
  %inc = add i64 %0, 1
  store i64 %inc, ptr %tail, align 8, !tbaa !12
  %3 = load i64, ptr %cap, align 8, !tbaa !5
  %rem = urem i64 %0, %3
  %arrayidx = getelementptr inbounds i8, ptr %2, i64 %rem
  %4 = load i8, ptr %arrayidx, align 1, !tbaa !13
  %inc3 = add nuw i64 %got.012, 1
  %arrayidx4 = getelementptr inbounds i8, ptr %p, i64 %got.012
  store i8 %4, ptr %arrayidx4, align 1, !tbaa !13
  %exitcond.not = icmp eq i64 %inc3, %n
  br i1 %exitcond.not, label %while.end, label %land.rhs, !llvm.loop !18

while.end:                                        ; preds = %land.rhs, %while.body, %entry
  %got.0.lcssa = phi i64 [ 0, %entry ], [ %got.012, %land.rhs ], [ %n, %while.body ]
  ret i64 %got.0.lcssa
}

attributes #0 = { nofree norecurse nosync nounwind sspstrong memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind sspstrong memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"ring", !7, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 16}
!13 = !{!8, !8, i64 0}
!14 = !{!6, !7, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
