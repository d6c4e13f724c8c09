; ModuleID = 'zlib/gzclose.c'
source_filename = "zlib/gzclose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @gzclose(ptr noundef %0) local_unnamed_addr #0 !kcfi_type !6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %11, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !7
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = tail call i32 @gzclose_r(ptr noundef nonnull %0) #2
  br label %11

9:                                                ; preds = %3
  %10 = tail call i32 @gzclose_w(ptr noundef nonnull %0) #2
  br label %11

11:                                               ; preds = %7, %9, %1
  %12 = phi i32 [ -2, %1 ], [ %8, %7 ], [ %10, %9 ]
  ret i32 %12
}

declare !kcfi_type !6 i32 @gzclose_r(ptr noundef) local_unnamed_addr #1

declare !kcfi_type !6 i32 @gzclose_w(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"kcfi", i32 1}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i32 -1455302626}
!7 = !{!8, !10, i64 24}
!8 = !{!"", !9, i64 0, !10, i64 24, !10, i64 28, !13, i64 32, !10, i64 40, !10, i64 44, !13, i64 48, !13, i64 56, !10, i64 64, !10, i64 68, !10, i64 72, !10, i64 76, !14, i64 80, !10, i64 88, !10, i64 92, !10, i64 96, !10, i64 100, !10, i64 104, !14, i64 112, !10, i64 120, !13, i64 128, !15, i64 136}
!9 = !{!"gzFile_s", !10, i64 0, !13, i64 8, !14, i64 16}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!"any pointer", !11, i64 0}
!14 = !{!"long", !11, i64 0}
!15 = !{!"z_stream_s", !13, i64 0, !10, i64 8, !14, i64 16, !13, i64 24, !10, i64 32, !14, i64 40, !13, i64 48, !13, i64 56, !13, i64 64, !13, i64 72, !13, i64 80, !10, i64 88, !14, i64 96, !14, i64 104}
