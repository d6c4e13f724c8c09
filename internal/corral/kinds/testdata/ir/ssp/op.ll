; ModuleID = 'src/op.c'
source_filename = "src/op.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local i64 @apply(i32 noundef %op, i64 noundef %a, i64 noundef %b) local_unnamed_addr #0 {
entry:
  switch i32 %op, label %return [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
    i32 4, label %sw.bb4
    i32 5, label %sw.bb5
    i32 6, label %sw.bb6
    i32 7, label %sw.bb7
  ]

sw.bb:                                            ; preds = %entry
  %add = add nsw i64 %b, %a
  br label %return

sw.bb1:                                           ; preds = %entry
  %sub = sub nsw i64 %a, %b
  br label %return

sw.bb2:                                           ; preds = %entry
  %mul = mul nsw i64 %b, %a
  br label %return

sw.bb3:                                           ; preds = %entry
  %tobool.not = icmp eq i64 %b, 0
  br i1 %tobool.not, label %return, label %cond.true

cond.true:                                        ; preds = %sw.bb3
  %div = sdiv i64 %a, %b
  br label %return

sw.bb4:                                           ; preds = %entry
  %and = and i64 %b, %a
  br label %return

sw.bb5:                                           ; preds = %entry
  %or = or i64 %b, %a
  br label %return

sw.bb6:                                           ; preds = %entry
  %xor = xor i64 %b, %a
  br label %return

sw.bb7:                                           ; preds = %entry
  %and8 = and i64 %b, 63
  %shl = shl i64 %a, %and8
  br label %return

return:                                           ; preds = %entry, %cond.true, %sw.bb3, %sw.bb7, %sw.bb6, %sw.bb5, %sw.bb4, %sw.bb2, %sw.bb1, %sw.bb
  %retval.0 = phi i64 [ %shl, %sw.bb7 ], [ %xor, %sw.bb6 ], [ %or, %sw.bb5 ], [ %and, %sw.bb4 ], [ %mul, %sw.bb2 ], [ %sub, %sw.bb1 ], [ %add, %sw.bb ], [ %div, %cond.true ], [ 0, %sw.bb3 ], [ -1, %entry ]
  ret i64 %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind sspstrong memory(argmem: read) uwtable
define dso_local i64 @fold(ptr nocapture noundef readonly %ops, ptr nocapture noundef readonly %vals, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %0 = load i64, ptr %vals, align 8, !tbaa !5
  %cmp9 = icmp sgt i32 %n, 1
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %apply.exit, %entry
  %acc.0.lcssa = phi i64 [ %0, %entry ], [ %retval.0.i, %apply.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %apply.exit
  %indvars.iv = phi i64 [ 1, %for.body.preheader ], [ %indvars.iv.next, %apply.exit ]
  %acc.010 = phi i64 [ %0, %for.body.preheader ], [ %retval.0.i, %apply.exit ]
  %arrayidx1 = getelementptr inbounds i32, ptr %ops, i64 %indvars.iv
  %1 = load i32, ptr %arrayidx1, align 4, !tbaa !9
  %arrayidx3 = getelementptr inbounds i64, ptr %vals, i64 %indvars.iv
  %2 = load i64, ptr %arrayidx3, align 8, !tbaa !5
  switch i32 %1, label %apply.exit [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb1.i
    i32 2, label %sw.bb2.i
    i32 3, label %sw.bb3.i
    i32 4, label %sw.bb4.i
    i32 5, label %sw.bb5.i
    i32 6, label %sw.bb6.i
    i32 7, label %sw.bb7.i
  ]

sw.bb.i:                                          ; preds = %for.body
  %add.i = add nsw i64 %2, %acc.010
  br label %apply.exit

sw.bb1.i:                                         ; preds = %for.body
  %sub.i = sub nsw i64 %acc.010, %2
  br label %apply.exit

sw.bb2.i:                                         ; preds = %for.body
  %mul.i = mul nsw i64 %2, %acc.010
  br label %apply.exit

sw.bb3.i:                                         ; preds = %for.body
  %tobool.not.i = icmp eq i64 %2, 0
  br i1 %tobool.not.i, label %apply.exit, label %cond.true.i

cond.true.i:                                      ; preds = %sw.bb3.i
  %div.i = sdiv i64 %acc.010, %2
  br label %apply.exit

sw.bb4.i:                                         ; preds = %for.body
  %and.i = and i64 %2, %acc.010
  br label %apply.exit

sw.bb5.i:                                         ; preds = %for.body
  %or.i = or i64 %2, %acc.010
  br label %apply.exit

sw.bb6.i:                                         ; preds = %for.body
  %xor.i = xor i64 %2, %acc.010
  br label %apply.exit

sw.bb7.i:                                         ; preds = %for.body
  %and8.i = and i64 %2, 63
  %shl.i = shl i64 %acc.010, %and8.i
  br label %apply.exit

apply.exit:                                       ; preds = %for.body, %sw.bb.i, %sw.bb1.i, %sw.bb2.i, %sw.bb3.i, %cond.true.i, %sw.bb4.i, %sw.bb5.i, %sw.bb6.i, %sw.bb7.i
  %retval.0.i = phi i64 [ %shl.i, %sw.bb7.i ], [ %xor.i, %sw.bb6.i ], [ %or.i, %sw.bb5.i ], [ %and.i, %sw.bb4.i ], [ %mul.i, %sw.bb2.i ], [ %sub.i, %sw.bb1.i ], [ %add.i, %sw.bb.i ], [ %div.i, %cond.true.i ], [ 0, %sw.bb3.i ], [ -1, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind sspstrong willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind sspstrong memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
