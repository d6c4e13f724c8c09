; ModuleID = 'src/switch.c'
source_filename = "src/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind sspstrong willreturn memory(none) uwtable
define dso_local i32 @step(i32 noundef %op, i32 noundef %a, i32 noundef %b) local_unnamed_addr #0 {
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
    i32 8, label %sw.bb9
  ]

sw.bb:                                            ; preds = %entry
  %add = add nsw i32 %b, %a
  br label %return

sw.bb1:                                           ; preds = %entry
  %sub = sub nsw i32 %a, %b
  br label %return

sw.bb2:                                           ; preds = %entry
  %mul = mul nsw i32 %b, %a
  br label %return

sw.bb3:                                           ; preds = %entry
  %tobool.not = icmp eq i32 %b, 0
  br i1 %tobool.not, label %return, label %cond.true

cond.true:                                        ; preds = %sw.bb3
  %div = sdiv i32 %a, %b
  br label %return

sw.bb4:                                           ; preds = %entry
  %and = and i32 %b, %a
  br label %return

sw.bb5:                                           ; preds = %entry
  %or = or i32 %b, %a
  br label %return

sw.bb6:                                           ; preds = %entry
  %xor = xor i32 %b, %a
  br label %return

sw.bb7:                                           ; preds = %entry
  %and8 = and i32 %b, 31
  %shl = shl i32 %a, %and8
  br label %return

sw.bb9:                                           ; preds = %entry
  %and10 = and i32 %b, 31
  %shr = ashr i32 %a, %and10
  br label %return

return:                                           ; preds = %entry, %cond.true, %sw.bb3, %sw.bb9, %sw.bb7, %sw.bb6, %sw.bb5, %sw.bb4, %sw.bb2, %sw.bb1, %sw.bb
  %retval.0 = phi i32 [ %shr, %sw.bb9 ], [ %shl, %sw.bb7 ], [ %xor, %sw.bb6 ], [ %or, %sw.bb5 ], [ %and, %sw.bb4 ], [ %mul, %sw.bb2 ], [ %sub, %sw.bb1 ], [ %add, %sw.bb ], [ %div, %cond.true ], [ 0, %sw.bb3 ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind sspstrong memory(argmem: read) uwtable
define dso_local i32 @run(ptr nocapture noundef readonly %code, i32 noundef %n, i32 noundef %acc) local_unnamed_addr #1 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %step.exit, %entry
  %acc.addr.0.lcssa = phi i32 [ %acc, %entry ], [ %retval.0.i, %step.exit ]
  ret i32 %acc.addr.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %step.exit
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %step.exit ]
  %acc.addr.06 = phi i32 [ %acc, %for.body.preheader ], [ %retval.0.i, %step.exit ]
  %arrayidx = getelementptr inbounds i8, ptr %code, i64 %indvars.iv
  %0 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %1 = urem i8 %0, 10
  switch i8 %1, label %step.exit [
    i8 0, label %sw.bb.i
    i8 1, label %sw.bb1.i
    i8 2, label %sw.bb2.i
    i8 3, label %sw.bb3.i
    i8 4, label %sw.bb4.i
    i8 5, label %sw.bb5.i
    i8 6, label %sw.bb6.i
    i8 7, label %sw.bb7.i
    i8 8, label %sw.bb9.i
  ]

sw.bb.i:                                          ; preds = %for.body
  %2 = trunc nuw nsw i64 %indvars.iv to i32
  %add.i = add nsw i32 %acc.addr.06, %2
  br label %step.exit

sw.bb1.i:                                         ; preds = %for.body
  %3 = trunc nuw nsw i64 %indvars.iv to i32
  %sub.i = sub nsw i32 %acc.addr.06, %3
  br label %step.exit

sw.bb2.i:                                         ; preds = %for.body
  %4 = trunc nuw nsw i64 %indvars.iv to i32
  %mul.i = mul nsw i32 %acc.addr.06, %4
  br label %step.exit

sw.bb3.i:                                         ; preds = %for.body
  %tobool.not.i = icmp eq i64 %indvars.iv, 0
  br i1 %tobool.not.i, label %step.exit, label %cond.true.i

cond.true.i:                                      ; preds = %sw.bb3.i
  %5 = trunc nuw nsw i64 %indvars.iv to i32
  %div.i = sdiv i32 %acc.addr.06, %5
  br label %step.exit

sw.bb4.i:                                         ; preds = %for.body
  %6 = trunc nuw nsw i64 %indvars.iv to i32
  %and.i = and i32 %acc.addr.06, %6
  br label %step.exit

sw.bb5.i:                                         ; preds = %for.body
  %7 = trunc nuw nsw i64 %indvars.iv to i32
  %or.i = or i32 %acc.addr.06, %7
  br label %step.exit

sw.bb6.i:                                         ; preds = %for.body
  %8 = trunc nuw nsw i64 %indvars.iv to i32
  %xor.i = xor i32 %acc.addr.06, %8
  br label %step.exit

sw.bb7.i:                                         ; preds = %for.body
  %9 = trunc nuw nsw i64 %indvars.iv to i32
  %and8.i = and i32 %9, 31
  %shl.i = shl i32 %acc.addr.06, %and8.i
  br label %step.exit

sw.bb9.i:                                         ; preds = %for.body
  %10 = trunc nuw nsw i64 %indvars.iv to i32
  %and10.i = and i32 %10, 31
  %shr.i = ashr i32 %acc.addr.06, %and10.i
  br label %step.exit

step.exit:                                        ; preds = %for.body, %sw.bb.i, %sw.bb1.i, %sw.bb2.i, %sw.bb3.i, %cond.true.i, %sw.bb4.i, %sw.bb5.i, %sw.bb6.i, %sw.bb7.i, %sw.bb9.i
  %retval.0.i = phi i32 [ %shr.i, %sw.bb9.i ], [ %shl.i, %sw.bb7.i ], [ %xor.i, %sw.bb6.i ], [ %or.i, %sw.bb5.i ], [ %and.i, %sw.bb4.i ], [ %mul.i, %sw.bb2.i ], [ %sub.i, %sw.bb1.i ], [ %add.i, %sw.bb.i ], [ %div.i, %cond.true.i ], [ 0, %sw.bb3.i ], [ -1, %for.body ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !8
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
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
