; ModuleID = 'zlib/inffast.c'
source_filename = "zlib/inffast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.code = type { i8, i8, i16 }

@.str = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @inflate_fast(ptr nocapture noundef %strm, i32 noundef %start) local_unnamed_addr #0 {
entry:
  %state1 = getelementptr inbounds i8, ptr %strm, i64 56
  %0 = load ptr, ptr %state1, align 8, !tbaa !5
  %1 = load ptr, ptr %strm, align 8, !tbaa !12
  %avail_in = getelementptr inbounds i8, ptr %strm, i64 8
  %2 = load i32, ptr %avail_in, align 8, !tbaa !13
  %sub = add i32 %2, -5
  %idx.ext = zext i32 %sub to i64
  %add.ptr = getelementptr inbounds i8, ptr %1, i64 %idx.ext
  %next_out = getelementptr inbounds i8, ptr %strm, i64 24
  %3 = load ptr, ptr %next_out, align 8, !tbaa !14
  %4 = ptrtoint ptr %3 to i64
  %avail_out = getelementptr inbounds i8, ptr %strm, i64 32
  %5 = load i32, ptr %avail_out, align 8, !tbaa !15
  %sub2 = sub i32 %start, %5
  %idx.ext3 = zext i32 %sub2 to i64
  %idx.neg = sub nsw i64 0, %idx.ext3
  %add.ptr4 = getelementptr inbounds i8, ptr %3, i64 %idx.neg
  %sub6 = add i32 %5, -257
  %idx.ext7 = zext i32 %sub6 to i64
  %add.ptr8 = getelementptr inbounds i8, ptr %3, i64 %idx.ext7
  %wsize9 = getelementptr inbounds i8, ptr %0, i64 60
  %6 = load i32, ptr %wsize9, align 4, !tbaa !16
  %whave10 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load i32, ptr %whave10, align 8, !tbaa !18
  %wnext11 = getelementptr inbounds i8, ptr %0, i64 68
  %8 = load i32, ptr %wnext11, align 4, !tbaa !19
  %window12 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %window12, align 8, !tbaa !20
  %10 = ptrtoint ptr %9 to i64
  %hold13 = getelementptr inbounds i8, ptr %0, i64 80
  %11 = load i64, ptr %hold13, align 8, !tbaa !21
  %bits14 = getelementptr inbounds i8, ptr %0, i64 88
  %12 = load i32, ptr %bits14, align 8, !tbaa !22
  %lencode = getelementptr inbounds i8, ptr %0, i64 104
  %13 = load ptr, ptr %lencode, align 8, !tbaa !23
  %distcode = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load ptr, ptr %distcode, align 8, !tbaa !24
  %lenbits = getelementptr inbounds i8, ptr %0, i64 120
  %15 = load i32, ptr %lenbits, align 8, !tbaa !25
  %notmask = shl nsw i32 -1, %15
  %sub15 = xor i32 %notmask, -1
  %distbits = getelementptr inbounds i8, ptr %0, i64 124
  %16 = load i32, ptr %distbits, align 4, !tbaa !26
  %notmask567 = shl nsw i32 -1, %16
  %sub17 = xor i32 %notmask567, -1
  %conv26 = zext nneg i32 %sub15 to i64
  %conv81 = zext nneg i32 %sub17 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %add.ptr4 to i64
  %sane = getelementptr inbounds i8, ptr %0, i64 7144
  %cmp137 = icmp eq i32 %8, 0
  %add159 = add i32 %8, %6
  %17 = trunc i64 %4 to i32
  %18 = add i32 %5, %17
  %19 = xor i32 %start, -1
  %20 = add i32 %18, %19
  %21 = zext i32 %8 to i64
  %22 = trunc i64 %4 to i32
  %23 = add i32 %5, %22
  %24 = xor i32 %8, -1
  %25 = add i32 %23, %24
  %26 = sub i32 %25, %start
  %27 = trunc i64 %4 to i32
  %28 = add i32 %5, %27
  %29 = xor i32 %start, -1
  %30 = add i32 %28, %29
  %min.iters.check709 = icmp ult i32 %8, 32
  %n.vec712 = and i64 %21, 4294967264
  %.cast715 = trunc nuw i64 %n.vec712 to i32
  %ind.end716 = sub i32 %8, %.cast715
  %ind.end718 = getelementptr i8, ptr %9, i64 %n.vec712
  %cmp.n729 = icmp eq i64 %n.vec712, %21
  br label %do.body

do.body:                                          ; preds = %do.cond302, %entry
  %bits.0 = phi i32 [ %12, %entry ], [ %bits.8, %do.cond302 ]
  %hold.0 = phi i64 [ %11, %entry ], [ %hold.8, %do.cond302 ]
  %out.0 = phi ptr [ %3, %entry ], [ %out.8, %do.cond302 ]
  %in.0 = phi ptr [ %1, %entry ], [ %in.6, %do.cond302 ]
  %cmp = icmp ult i32 %bits.0, 15
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %do.body
  %incdec.ptr = getelementptr inbounds i8, ptr %in.0, i64 1
  %31 = load i8, ptr %in.0, align 1, !tbaa !27
  %conv = zext i8 %31 to i64
  %sh_prom = zext nneg i32 %bits.0 to i64
  %shl18 = shl nuw nsw i64 %conv, %sh_prom
  %add = add i64 %shl18, %hold.0
  %add19 = add nuw nsw i32 %bits.0, 8
  %incdec.ptr20 = getelementptr inbounds i8, ptr %in.0, i64 2
  %32 = load i8, ptr %incdec.ptr, align 1, !tbaa !27
  %conv21 = zext i8 %32 to i64
  %sh_prom22 = zext nneg i32 %add19 to i64
  %shl23 = shl nuw nsw i64 %conv21, %sh_prom22
  %add24 = add i64 %add, %shl23
  %add25 = or disjoint i32 %bits.0, 16
  br label %if.end

if.end:                                           ; preds = %if.then, %do.body
  %bits.1 = phi i32 [ %add25, %if.then ], [ %bits.0, %do.body ]
  %hold.1 = phi i64 [ %add24, %if.then ], [ %hold.0, %do.body ]
  %in.1 = phi ptr [ %incdec.ptr20, %if.then ], [ %in.0, %do.body ]
  %and = and i64 %hold.1, %conv26
  %add.ptr27 = getelementptr inbounds %struct.code, ptr %13, i64 %and
  %bits28592 = getelementptr inbounds i8, ptr %add.ptr27, i64 1
  %33 = load i8, ptr %bits28592, align 1, !tbaa !28
  %conv29593 = zext i8 %33 to i32
  %sh_prom30594 = zext nneg i8 %33 to i64
  %shr595 = lshr i64 %hold.1, %sh_prom30594
  %sub31596 = sub i32 %bits.1, %conv29593
  %34 = load i8, ptr %add.ptr27, align 2, !tbaa !31
  %cmp34598 = icmp eq i8 %34, 0
  br i1 %cmp34598, label %if.then36, label %if.else

if.then36:                                        ; preds = %if.then282, %if.end
  %here.0.lcssa = phi ptr [ %add.ptr27, %if.end ], [ %add.ptr291, %if.then282 ]
  %shr.lcssa = phi i64 [ %shr595, %if.end ], [ %shr, %if.then282 ]
  %sub31.lcssa = phi i32 [ %sub31596, %if.end ], [ %sub31, %if.then282 ]
  %val = getelementptr inbounds i8, ptr %here.0.lcssa, i64 2
  %35 = load i16, ptr %val, align 2, !tbaa !32
  %conv37 = trunc i16 %35 to i8
  %incdec.ptr38 = getelementptr inbounds i8, ptr %out.0, i64 1
  store i8 %conv37, ptr %out.0, align 1, !tbaa !27
  br label %do.cond302

if.else:                                          ; preds = %if.end, %if.then282
  %conv33602.in = phi i8 [ %149, %if.then282 ], [ %34, %if.end ]
  %sub31601 = phi i32 [ %sub31, %if.then282 ], [ %sub31596, %if.end ]
  %shr600 = phi i64 [ %shr, %if.then282 ], [ %shr595, %if.end ]
  %here.0599 = phi ptr [ %add.ptr291, %if.then282 ], [ %add.ptr27, %if.end ]
  %conv33602 = zext i8 %conv33602.in to i32
  %and39 = and i32 %conv33602, 16
  %tobool.not = icmp eq i32 %and39, 0
  br i1 %tobool.not, label %if.else278, label %if.then40

if.then40:                                        ; preds = %if.else
  %val41 = getelementptr inbounds i8, ptr %here.0599, i64 2
  %36 = load i16, ptr %val41, align 2, !tbaa !32
  %conv42 = zext i16 %36 to i32
  %and43 = and i32 %conv33602, 15
  %tobool44.not = icmp eq i32 %and43, 0
  br i1 %tobool44.not, label %if.end64, label %if.then45

if.then45:                                        ; preds = %if.then40
  %cmp46 = icmp ult i32 %sub31601, %and43
  br i1 %cmp46, label %if.then48, label %if.end55

if.then48:                                        ; preds = %if.then45
  %incdec.ptr49 = getelementptr inbounds i8, ptr %in.1, i64 1
  %37 = load i8, ptr %in.1, align 1, !tbaa !27
  %conv50 = zext i8 %37 to i64
  %sh_prom51 = zext nneg i32 %sub31601 to i64
  %shl52 = shl nuw nsw i64 %conv50, %sh_prom51
  %add53 = add i64 %shl52, %shr600
  %add54 = add nuw nsw i32 %sub31601, 8
  br label %if.end55

if.end55:                                         ; preds = %if.then48, %if.then45
  %bits.3 = phi i32 [ %add54, %if.then48 ], [ %sub31601, %if.then45 ]
  %hold.3 = phi i64 [ %add53, %if.then48 ], [ %shr600, %if.then45 ]
  %in.2 = phi ptr [ %incdec.ptr49, %if.then48 ], [ %in.1, %if.then45 ]
  %conv56 = trunc i64 %hold.3 to i32
  %notmask569 = shl nsw i32 -1, %and43
  %sub58 = xor i32 %notmask569, -1
  %and59 = and i32 %conv56, %sub58
  %add60 = add nuw nsw i32 %and59, %conv42
  %sh_prom61 = zext nneg i32 %and43 to i64
  %shr62 = lshr i64 %hold.3, %sh_prom61
  %sub63 = sub i32 %bits.3, %and43
  br label %if.end64

if.end64:                                         ; preds = %if.end55, %if.then40
  %bits.4 = phi i32 [ %sub63, %if.end55 ], [ %sub31601, %if.then40 ]
  %hold.4 = phi i64 [ %shr62, %if.end55 ], [ %shr600, %if.then40 ]
  %in.3 = phi ptr [ %in.2, %if.end55 ], [ %in.1, %if.then40 ]
  %len.0 = phi i32 [ %add60, %if.end55 ], [ %conv42, %if.then40 ]
  %cmp65 = icmp ult i32 %bits.4, 15
  br i1 %cmp65, label %if.then67, label %if.end80

if.then67:                                        ; preds = %if.end64
  %incdec.ptr68 = getelementptr inbounds i8, ptr %in.3, i64 1
  %38 = load i8, ptr %in.3, align 1, !tbaa !27
  %conv69 = zext i8 %38 to i64
  %sh_prom70 = zext nneg i32 %bits.4 to i64
  %shl71 = shl nuw nsw i64 %conv69, %sh_prom70
  %add72 = add i64 %shl71, %hold.4
  %add73 = add nuw nsw i32 %bits.4, 8
  %incdec.ptr74 = getelementptr inbounds i8, ptr %in.3, i64 2
  %39 = load i8, ptr %incdec.ptr68, align 1, !tbaa !27
  %conv75 = zext i8 %39 to i64
  %sh_prom76 = zext nneg i32 %add73 to i64
  %shl77 = shl nuw nsw i64 %conv75, %sh_prom76
  %add78 = add i64 %add72, %shl77
  %add79 = or disjoint i32 %bits.4, 16
  br label %if.end80

if.end80:                                         ; preds = %if.then67, %if.end64
  %bits.5 = phi i32 [ %add79, %if.then67 ], [ %bits.4, %if.end64 ]
  %hold.5 = phi i64 [ %add78, %if.then67 ], [ %hold.4, %if.end64 ]
  %in.4 = phi ptr [ %incdec.ptr74, %if.then67 ], [ %in.3, %if.end64 ]
  %and82 = and i64 %hold.5, %conv81
  %add.ptr83 = getelementptr inbounds %struct.code, ptr %14, i64 %and82
  %bits84605 = getelementptr inbounds i8, ptr %add.ptr83, i64 1
  %40 = load i8, ptr %bits84605, align 1, !tbaa !28
  %conv85606 = zext i8 %40 to i32
  %sh_prom86607 = zext nneg i8 %40 to i64
  %shr87608 = lshr i64 %hold.5, %sh_prom86607
  %sub88609 = sub i32 %bits.5, %conv85606
  %41 = load i8, ptr %add.ptr83, align 2, !tbaa !31
  %conv90610 = zext i8 %41 to i32
  %and91611 = and i32 %conv90610, 16
  %tobool92.not612 = icmp eq i32 %and91611, 0
  br i1 %tobool92.not612, label %if.else260, label %if.then93

if.then93:                                        ; preds = %if.then264, %if.end80
  %here.1.lcssa = phi ptr [ %add.ptr83, %if.end80 ], [ %add.ptr273, %if.then264 ]
  %shr87.lcssa = phi i64 [ %shr87608, %if.end80 ], [ %shr87, %if.then264 ]
  %sub88.lcssa = phi i32 [ %sub88609, %if.end80 ], [ %sub88, %if.then264 ]
  %conv90.lcssa = phi i32 [ %conv90610, %if.end80 ], [ %conv90, %if.then264 ]
  %val94 = getelementptr inbounds i8, ptr %here.1.lcssa, i64 2
  %42 = load i16, ptr %val94, align 2, !tbaa !32
  %conv95 = zext i16 %42 to i32
  %and96 = and i32 %conv90.lcssa, 15
  %cmp97 = icmp ult i32 %sub88.lcssa, %and96
  br i1 %cmp97, label %if.then99, label %if.end116

if.then99:                                        ; preds = %if.then93
  %incdec.ptr100 = getelementptr inbounds i8, ptr %in.4, i64 1
  %43 = load i8, ptr %in.4, align 1, !tbaa !27
  %conv101 = zext i8 %43 to i64
  %sh_prom102 = zext nneg i32 %sub88.lcssa to i64
  %shl103 = shl nuw nsw i64 %conv101, %sh_prom102
  %add104 = add i64 %shl103, %shr87.lcssa
  %add105 = add nuw nsw i32 %sub88.lcssa, 8
  %cmp106 = icmp ult i32 %add105, %and96
  br i1 %cmp106, label %if.then108, label %if.end116

if.then108:                                       ; preds = %if.then99
  %incdec.ptr109 = getelementptr inbounds i8, ptr %in.4, i64 2
  %44 = load i8, ptr %incdec.ptr100, align 1, !tbaa !27
  %conv110 = zext i8 %44 to i64
  %sh_prom111 = zext nneg i32 %add105 to i64
  %shl112 = shl nuw nsw i64 %conv110, %sh_prom111
  %add113 = add i64 %shl112, %add104
  %add114 = add nuw nsw i32 %sub88.lcssa, 16
  br label %if.end116

if.end116:                                        ; preds = %if.then99, %if.then108, %if.then93
  %bits.7 = phi i32 [ %add114, %if.then108 ], [ %add105, %if.then99 ], [ %sub88.lcssa, %if.then93 ]
  %hold.7 = phi i64 [ %add113, %if.then108 ], [ %add104, %if.then99 ], [ %shr87.lcssa, %if.then93 ]
  %in.5 = phi ptr [ %incdec.ptr109, %if.then108 ], [ %incdec.ptr100, %if.then99 ], [ %in.4, %if.then93 ]
  %conv117 = trunc i64 %hold.7 to i32
  %notmask571 = shl nsw i32 -1, %and96
  %sub119 = xor i32 %notmask571, -1
  %and120 = and i32 %conv117, %sub119
  %add121 = add nuw nsw i32 %and120, %conv95
  %sh_prom122 = zext nneg i32 %and96 to i64
  %shr123 = lshr i64 %hold.7, %sh_prom122
  %sub124 = sub i32 %bits.7, %and96
  %sub.ptr.lhs.cast = ptrtoint ptr %out.0 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %conv125 = trunc i64 %sub.ptr.sub to i32
  %cmp126 = icmp ugt i32 %add121, %conv125
  br i1 %cmp126, label %if.then128, label %if.else232

if.then128:                                       ; preds = %if.end116
  %sub129 = sub nsw i32 %add121, %conv125
  %cmp130 = icmp ugt i32 %sub129, %7
  br i1 %cmp130, label %if.then132, label %if.end136

if.then132:                                       ; preds = %if.then128
  %45 = load i32, ptr %sane, align 8, !tbaa !33
  %tobool133.not = icmp eq i32 %45, 0
  br i1 %tobool133.not, label %if.end136, label %do.end307.sink.split.sink.split

if.end136:                                        ; preds = %if.then132, %if.then128
  br i1 %cmp137, label %if.then139, label %if.else155

if.then139:                                       ; preds = %if.end136
  %sub140 = sub i32 %6, %sub129
  %idx.ext141 = zext i32 %sub140 to i64
  %add.ptr142 = getelementptr i8, ptr %9, i64 %idx.ext141
  %cmp143 = icmp ult i32 %sub129, %len.0
  br i1 %cmp143, label %do.body147.preheader, label %if.end211

do.body147.preheader:                             ; preds = %if.then139
  %46 = add i32 %20, %and120
  %47 = add i32 %46, %conv95
  %48 = trunc i64 %sub.ptr.lhs.cast to i32
  %49 = sub i32 %47, %48
  %50 = zext i32 %49 to i64
  %51 = add nuw nsw i64 %50, 1
  %min.iters.check = icmp ult i32 %49, 31
  br i1 %min.iters.check, label %do.body147.preheader781, label %vector.memcheck

vector.memcheck:                                  ; preds = %do.body147.preheader
  %52 = add i64 %10, %idx.ext141
  %53 = sub i64 %sub.ptr.lhs.cast, %52
  %diff.check = icmp ult i64 %53, 32
  br i1 %diff.check, label %do.body147.preheader781, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %51, 8589934560
  %ind.end = getelementptr i8, ptr %out.0, i64 %n.vec
  %.cast = trunc i64 %n.vec to i32
  %ind.end697 = sub i32 %sub129, %.cast
  %ind.end699 = getelementptr i8, ptr %add.ptr142, i64 %n.vec
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %next.gep = getelementptr i8, ptr %out.0, i64 %index
  %next.gep702 = getelementptr i8, ptr %add.ptr142, i64 %index
  %54 = getelementptr i8, ptr %next.gep702, i64 16
  %wide.load = load <16 x i8>, ptr %next.gep702, align 1, !tbaa !27
  %wide.load704 = load <16 x i8>, ptr %54, align 1, !tbaa !27
  %55 = getelementptr i8, ptr %next.gep, i64 16
  store <16 x i8> %wide.load, ptr %next.gep, align 1, !tbaa !27
  store <16 x i8> %wide.load704, ptr %55, align 1, !tbaa !27
  %index.next = add nuw i64 %index, 32
  %56 = icmp eq i64 %index.next, %n.vec
  br i1 %56, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %51, %n.vec
  br i1 %cmp.n, label %do.end, label %do.body147.preheader781

do.body147.preheader781:                          ; preds = %middle.block, %vector.memcheck, %do.body147.preheader
  %out.1.ph = phi ptr [ %out.0, %vector.memcheck ], [ %out.0, %do.body147.preheader ], [ %ind.end, %middle.block ]
  %op.0.ph = phi i32 [ %sub129, %vector.memcheck ], [ %sub129, %do.body147.preheader ], [ %ind.end697, %middle.block ]
  %from.0.ph = phi ptr [ %add.ptr142, %vector.memcheck ], [ %add.ptr142, %do.body147.preheader ], [ %ind.end699, %middle.block ]
  %57 = add i32 %op.0.ph, -1
  %xtraiter821 = and i32 %op.0.ph, 7
  %lcmp.mod822.not = icmp eq i32 %xtraiter821, 0
  br i1 %lcmp.mod822.not, label %do.body147.prol.loopexit, label %do.body147.prol

do.body147.prol:                                  ; preds = %do.body147.preheader781, %do.body147.prol
  %out.1.prol = phi ptr [ %incdec.ptr149.prol, %do.body147.prol ], [ %out.1.ph, %do.body147.preheader781 ]
  %op.0.prol = phi i32 [ %dec.prol, %do.body147.prol ], [ %op.0.ph, %do.body147.preheader781 ]
  %from.0.prol = phi ptr [ %incdec.ptr148.prol, %do.body147.prol ], [ %from.0.ph, %do.body147.preheader781 ]
  %prol.iter823 = phi i32 [ %prol.iter823.next, %do.body147.prol ], [ 0, %do.body147.preheader781 ]
  %incdec.ptr148.prol = getelementptr inbounds i8, ptr %from.0.prol, i64 1
  %58 = load i8, ptr %from.0.prol, align 1, !tbaa !27
  %incdec.ptr149.prol = getelementptr inbounds i8, ptr %out.1.prol, i64 1
  store i8 %58, ptr %out.1.prol, align 1, !tbaa !27
  %dec.prol = add i32 %op.0.prol, -1
  %prol.iter823.next = add i32 %prol.iter823, 1
  %prol.iter823.cmp.not = icmp eq i32 %prol.iter823.next, %xtraiter821
  br i1 %prol.iter823.cmp.not, label %do.body147.prol.loopexit, label %do.body147.prol, !llvm.loop !38

do.body147.prol.loopexit:                         ; preds = %do.body147.prol, %do.body147.preheader781
  %incdec.ptr149.lcssa805.unr = phi ptr [ poison, %do.body147.preheader781 ], [ %incdec.ptr149.prol, %do.body147.prol ]
  %out.1.unr = phi ptr [ %out.1.ph, %do.body147.preheader781 ], [ %incdec.ptr149.prol, %do.body147.prol ]
  %op.0.unr = phi i32 [ %op.0.ph, %do.body147.preheader781 ], [ %dec.prol, %do.body147.prol ]
  %from.0.unr = phi ptr [ %from.0.ph, %do.body147.preheader781 ], [ %incdec.ptr148.prol, %do.body147.prol ]
  %59 = icmp ult i32 %57, 7
  br i1 %59, label %do.end, label %do.body147

do.body147:                                       ; preds = %do.body147.prol.loopexit, %do.body147
  %out.1 = phi ptr [ %incdec.ptr149.7, %do.body147 ], [ %out.1.unr, %do.body147.prol.loopexit ]
  %op.0 = phi i32 [ %dec.7, %do.body147 ], [ %op.0.unr, %do.body147.prol.loopexit ]
  %from.0 = phi ptr [ %incdec.ptr148.7, %do.body147 ], [ %from.0.unr, %do.body147.prol.loopexit ]
  %incdec.ptr148 = getelementptr inbounds i8, ptr %from.0, i64 1
  %60 = load i8, ptr %from.0, align 1, !tbaa !27
  %incdec.ptr149 = getelementptr inbounds i8, ptr %out.1, i64 1
  store i8 %60, ptr %out.1, align 1, !tbaa !27
  %incdec.ptr148.1 = getelementptr inbounds i8, ptr %from.0, i64 2
  %61 = load i8, ptr %incdec.ptr148, align 1, !tbaa !27
  %incdec.ptr149.1 = getelementptr inbounds i8, ptr %out.1, i64 2
  store i8 %61, ptr %incdec.ptr149, align 1, !tbaa !27
  %incdec.ptr148.2 = getelementptr inbounds i8, ptr %from.0, i64 3
  %62 = load i8, ptr %incdec.ptr148.1, align 1, !tbaa !27
  %incdec.ptr149.2 = getelementptr inbounds i8, ptr %out.1, i64 3
  store i8 %62, ptr %incdec.ptr149.1, align 1, !tbaa !27
  %incdec.ptr148.3 = getelementptr inbounds i8, ptr %from.0, i64 4
  %63 = load i8, ptr %incdec.ptr148.2, align 1, !tbaa !27
  %incdec.ptr149.3 = getelementptr inbounds i8, ptr %out.1, i64 4
  store i8 %63, ptr %incdec.ptr149.2, align 1, !tbaa !27
  %incdec.ptr148.4 = getelementptr inbounds i8, ptr %from.0, i64 5
  %64 = load i8, ptr %incdec.ptr148.3, align 1, !tbaa !27
  %incdec.ptr149.4 = getelementptr inbounds i8, ptr %out.1, i64 5
  store i8 %64, ptr %incdec.ptr149.3, align 1, !tbaa !27
  %incdec.ptr148.5 = getelementptr inbounds i8, ptr %from.0, i64 6
  %65 = load i8, ptr %incdec.ptr148.4, align 1, !tbaa !27
  %incdec.ptr149.5 = getelementptr inbounds i8, ptr %out.1, i64 6
  store i8 %65, ptr %incdec.ptr149.4, align 1, !tbaa !27
  %incdec.ptr148.6 = getelementptr inbounds i8, ptr %from.0, i64 7
  %66 = load i8, ptr %incdec.ptr148.5, align 1, !tbaa !27
  %incdec.ptr149.6 = getelementptr inbounds i8, ptr %out.1, i64 7
  store i8 %66, ptr %incdec.ptr149.5, align 1, !tbaa !27
  %incdec.ptr148.7 = getelementptr inbounds i8, ptr %from.0, i64 8
  %67 = load i8, ptr %incdec.ptr148.6, align 1, !tbaa !27
  %incdec.ptr149.7 = getelementptr inbounds i8, ptr %out.1, i64 8
  store i8 %67, ptr %incdec.ptr149.6, align 1, !tbaa !27
  %dec.7 = add i32 %op.0, -8
  %tobool150.not.7 = icmp eq i32 %dec.7, 0
  br i1 %tobool150.not.7, label %do.end, label %do.body147, !llvm.loop !40

do.end:                                           ; preds = %do.body147.prol.loopexit, %do.body147, %middle.block
  %incdec.ptr149.lcssa = phi ptr [ %ind.end, %middle.block ], [ %incdec.ptr149.lcssa805.unr, %do.body147.prol.loopexit ], [ %incdec.ptr149.7, %do.body147 ]
  %sub146 = sub nsw i32 %len.0, %sub129
  %idx.ext151 = zext nneg i32 %add121 to i64
  %idx.neg152 = sub nsw i64 0, %idx.ext151
  %add.ptr153 = getelementptr inbounds i8, ptr %incdec.ptr149.lcssa, i64 %idx.neg152
  br label %if.end211

if.else155:                                       ; preds = %if.end136
  %cmp156 = icmp ult i32 %8, %sub129
  br i1 %cmp156, label %if.then158, label %if.else191

if.then158:                                       ; preds = %if.else155
  %sub160 = sub i32 %add159, %sub129
  %idx.ext161 = zext i32 %sub160 to i64
  %add.ptr162 = getelementptr i8, ptr %9, i64 %idx.ext161
  %sub163 = sub i32 %sub129, %8
  %cmp164 = icmp ult i32 %sub163, %len.0
  br i1 %cmp164, label %do.body168.preheader, label %if.end211

do.body168.preheader:                             ; preds = %if.then158
  %68 = add i32 %26, %and120
  %69 = add i32 %68, %conv95
  %70 = trunc i64 %sub.ptr.lhs.cast to i32
  %71 = sub i32 %69, %70
  %72 = zext i32 %71 to i64
  %73 = add nuw nsw i64 %72, 1
  %min.iters.check734 = icmp ult i32 %71, 31
  br i1 %min.iters.check734, label %do.body168.preheader783, label %vector.memcheck730

vector.memcheck730:                               ; preds = %do.body168.preheader
  %74 = add i64 %10, %idx.ext161
  %75 = sub i64 %sub.ptr.lhs.cast, %74
  %diff.check731 = icmp ult i64 %75, 32
  br i1 %diff.check731, label %do.body168.preheader783, label %vector.ph735

vector.ph735:                                     ; preds = %vector.memcheck730
  %n.vec737 = and i64 %73, 8589934560
  %ind.end739 = getelementptr i8, ptr %out.0, i64 %n.vec737
  %.cast741 = trunc i64 %n.vec737 to i32
  %ind.end742 = sub i32 %sub163, %.cast741
  %ind.end744 = getelementptr i8, ptr %add.ptr162, i64 %n.vec737
  br label %vector.body746

vector.body746:                                   ; preds = %vector.body746, %vector.ph735
  %index747 = phi i64 [ 0, %vector.ph735 ], [ %index.next754, %vector.body746 ]
  %next.gep748 = getelementptr i8, ptr %out.0, i64 %index747
  %next.gep750 = getelementptr i8, ptr %add.ptr162, i64 %index747
  %76 = getelementptr i8, ptr %next.gep750, i64 16
  %wide.load752 = load <16 x i8>, ptr %next.gep750, align 1, !tbaa !27
  %wide.load753 = load <16 x i8>, ptr %76, align 1, !tbaa !27
  %77 = getelementptr i8, ptr %next.gep748, i64 16
  store <16 x i8> %wide.load752, ptr %next.gep748, align 1, !tbaa !27
  store <16 x i8> %wide.load753, ptr %77, align 1, !tbaa !27
  %index.next754 = add nuw i64 %index747, 32
  %78 = icmp eq i64 %index.next754, %n.vec737
  br i1 %78, label %middle.block732, label %vector.body746, !llvm.loop !41

middle.block732:                                  ; preds = %vector.body746
  %cmp.n755 = icmp eq i64 %73, %n.vec737
  %ind.escape = add nsw i64 %n.vec737, -1
  br i1 %cmp.n755, label %do.end174, label %do.body168.preheader783

do.body168.preheader783:                          ; preds = %middle.block732, %vector.memcheck730, %do.body168.preheader
  %indvar.ph = phi i64 [ 0, %vector.memcheck730 ], [ 0, %do.body168.preheader ], [ %n.vec737, %middle.block732 ]
  %out.2.ph = phi ptr [ %out.0, %vector.memcheck730 ], [ %out.0, %do.body168.preheader ], [ %ind.end739, %middle.block732 ]
  %op.1.ph = phi i32 [ %sub163, %vector.memcheck730 ], [ %sub163, %do.body168.preheader ], [ %ind.end742, %middle.block732 ]
  %from.1.ph = phi ptr [ %add.ptr162, %vector.memcheck730 ], [ %add.ptr162, %do.body168.preheader ], [ %ind.end744, %middle.block732 ]
  %79 = add i32 %op.1.ph, -1
  %xtraiter815 = and i32 %op.1.ph, 3
  %lcmp.mod816.not = icmp eq i32 %xtraiter815, 0
  br i1 %lcmp.mod816.not, label %do.body168.prol.loopexit, label %do.body168.prol

do.body168.prol:                                  ; preds = %do.body168.preheader783, %do.body168.prol
  %indvar.prol = phi i64 [ %indvar.next.prol, %do.body168.prol ], [ %indvar.ph, %do.body168.preheader783 ]
  %out.2.prol = phi ptr [ %incdec.ptr170.prol, %do.body168.prol ], [ %out.2.ph, %do.body168.preheader783 ]
  %op.1.prol = phi i32 [ %dec172.prol, %do.body168.prol ], [ %op.1.ph, %do.body168.preheader783 ]
  %from.1.prol = phi ptr [ %incdec.ptr169.prol, %do.body168.prol ], [ %from.1.ph, %do.body168.preheader783 ]
  %prol.iter817 = phi i32 [ %prol.iter817.next, %do.body168.prol ], [ 0, %do.body168.preheader783 ]
  %incdec.ptr169.prol = getelementptr inbounds i8, ptr %from.1.prol, i64 1
  %80 = load i8, ptr %from.1.prol, align 1, !tbaa !27
  %incdec.ptr170.prol = getelementptr i8, ptr %out.2.prol, i64 1
  store i8 %80, ptr %out.2.prol, align 1, !tbaa !27
  %dec172.prol = add i32 %op.1.prol, -1
  %indvar.next.prol = add i64 %indvar.prol, 1
  %prol.iter817.next = add i32 %prol.iter817, 1
  %prol.iter817.cmp.not = icmp eq i32 %prol.iter817.next, %xtraiter815
  br i1 %prol.iter817.cmp.not, label %do.body168.prol.loopexit, label %do.body168.prol, !llvm.loop !42

do.body168.prol.loopexit:                         ; preds = %do.body168.prol, %do.body168.preheader783
  %indvar.lcssa803.unr = phi i64 [ poison, %do.body168.preheader783 ], [ %indvar.prol, %do.body168.prol ]
  %incdec.ptr170.lcssa802.unr = phi ptr [ poison, %do.body168.preheader783 ], [ %incdec.ptr170.prol, %do.body168.prol ]
  %indvar.unr = phi i64 [ %indvar.ph, %do.body168.preheader783 ], [ %indvar.next.prol, %do.body168.prol ]
  %out.2.unr = phi ptr [ %out.2.ph, %do.body168.preheader783 ], [ %incdec.ptr170.prol, %do.body168.prol ]
  %op.1.unr = phi i32 [ %op.1.ph, %do.body168.preheader783 ], [ %dec172.prol, %do.body168.prol ]
  %from.1.unr = phi ptr [ %from.1.ph, %do.body168.preheader783 ], [ %incdec.ptr169.prol, %do.body168.prol ]
  %81 = icmp ult i32 %79, 3
  br i1 %81, label %do.end174, label %do.body168

do.body168:                                       ; preds = %do.body168.prol.loopexit, %do.body168
  %indvar = phi i64 [ %indvar.next.3, %do.body168 ], [ %indvar.unr, %do.body168.prol.loopexit ]
  %out.2 = phi ptr [ %incdec.ptr170.3, %do.body168 ], [ %out.2.unr, %do.body168.prol.loopexit ]
  %op.1 = phi i32 [ %dec172.3, %do.body168 ], [ %op.1.unr, %do.body168.prol.loopexit ]
  %from.1 = phi ptr [ %incdec.ptr169.3, %do.body168 ], [ %from.1.unr, %do.body168.prol.loopexit ]
  %incdec.ptr169 = getelementptr inbounds i8, ptr %from.1, i64 1
  %82 = load i8, ptr %from.1, align 1, !tbaa !27
  %incdec.ptr170 = getelementptr i8, ptr %out.2, i64 1
  store i8 %82, ptr %out.2, align 1, !tbaa !27
  %incdec.ptr169.1 = getelementptr inbounds i8, ptr %from.1, i64 2
  %83 = load i8, ptr %incdec.ptr169, align 1, !tbaa !27
  %incdec.ptr170.1 = getelementptr i8, ptr %out.2, i64 2
  store i8 %83, ptr %incdec.ptr170, align 1, !tbaa !27
  %incdec.ptr169.2 = getelementptr inbounds i8, ptr %from.1, i64 3
  %84 = load i8, ptr %incdec.ptr169.1, align 1, !tbaa !27
  %incdec.ptr170.2 = getelementptr i8, ptr %out.2, i64 3
  store i8 %84, ptr %incdec.ptr170.1, align 1, !tbaa !27
  %incdec.ptr169.3 = getelementptr inbounds i8, ptr %from.1, i64 4
  %85 = load i8, ptr %incdec.ptr169.2, align 1, !tbaa !27
  %incdec.ptr170.3 = getelementptr i8, ptr %out.2, i64 4
  store i8 %85, ptr %incdec.ptr170.2, align 1, !tbaa !27
  %dec172.3 = add i32 %op.1, -4
  %tobool173.not.3 = icmp eq i32 %dec172.3, 0
  %indvar.next.3 = add i64 %indvar, 4
  br i1 %tobool173.not.3, label %do.end174.loopexit.unr-lcssa, label %do.body168, !llvm.loop !43

do.end174.loopexit.unr-lcssa:                     ; preds = %do.body168
  %indvar.next.2 = add i64 %indvar, 3
  br label %do.end174

do.end174:                                        ; preds = %do.end174.loopexit.unr-lcssa, %do.body168.prol.loopexit, %middle.block732
  %indvar.lcssa = phi i64 [ %ind.escape, %middle.block732 ], [ %indvar.lcssa803.unr, %do.body168.prol.loopexit ], [ %indvar.next.2, %do.end174.loopexit.unr-lcssa ]
  %incdec.ptr170.lcssa = phi ptr [ %ind.end739, %middle.block732 ], [ %incdec.ptr170.lcssa802.unr, %do.body168.prol.loopexit ], [ %incdec.ptr170.3, %do.end174.loopexit.unr-lcssa ]
  %sub167 = sub nsw i32 %len.0, %sub163
  %cmp175 = icmp ult i32 %8, %sub167
  br i1 %cmp175, label %do.body179.preheader, label %if.end211

do.body179.preheader:                             ; preds = %do.end174
  br i1 %min.iters.check709, label %do.body179.preheader782, label %vector.memcheck705

vector.memcheck705:                               ; preds = %do.body179.preheader
  %reass.sub = sub i64 %sub.ptr.lhs.cast, %10
  %86 = add i64 %reass.sub, 1
  %87 = add i64 %indvar.lcssa, %86
  %diff.check706 = icmp ult i64 %87, 32
  br i1 %diff.check706, label %do.body179.preheader782, label %vector.ph710

vector.ph710:                                     ; preds = %vector.memcheck705
  %ind.end713 = getelementptr i8, ptr %incdec.ptr170.lcssa, i64 %n.vec712
  br label %vector.body720

vector.body720:                                   ; preds = %vector.body720, %vector.ph710
  %index721 = phi i64 [ 0, %vector.ph710 ], [ %index.next728, %vector.body720 ]
  %next.gep722 = getelementptr i8, ptr %incdec.ptr170.lcssa, i64 %index721
  %next.gep724 = getelementptr i8, ptr %9, i64 %index721
  %88 = getelementptr i8, ptr %next.gep724, i64 16
  %wide.load726 = load <16 x i8>, ptr %next.gep724, align 1, !tbaa !27
  %wide.load727 = load <16 x i8>, ptr %88, align 1, !tbaa !27
  %89 = getelementptr i8, ptr %next.gep722, i64 16
  store <16 x i8> %wide.load726, ptr %next.gep722, align 1, !tbaa !27
  store <16 x i8> %wide.load727, ptr %89, align 1, !tbaa !27
  %index.next728 = add nuw i64 %index721, 32
  %90 = icmp eq i64 %index.next728, %n.vec712
  br i1 %90, label %middle.block707, label %vector.body720, !llvm.loop !44

middle.block707:                                  ; preds = %vector.body720
  br i1 %cmp.n729, label %do.end185, label %do.body179.preheader782

do.body179.preheader782:                          ; preds = %middle.block707, %vector.memcheck705, %do.body179.preheader
  %out.3.ph = phi ptr [ %incdec.ptr170.lcssa, %vector.memcheck705 ], [ %incdec.ptr170.lcssa, %do.body179.preheader ], [ %ind.end713, %middle.block707 ]
  %op.2.ph = phi i32 [ %8, %vector.memcheck705 ], [ %8, %do.body179.preheader ], [ %ind.end716, %middle.block707 ]
  %from.2.ph = phi ptr [ %9, %vector.memcheck705 ], [ %9, %do.body179.preheader ], [ %ind.end718, %middle.block707 ]
  %91 = add i32 %op.2.ph, -1
  %xtraiter818 = and i32 %op.2.ph, 7
  %lcmp.mod819.not = icmp eq i32 %xtraiter818, 0
  br i1 %lcmp.mod819.not, label %do.body179.prol.loopexit, label %do.body179.prol

do.body179.prol:                                  ; preds = %do.body179.preheader782, %do.body179.prol
  %out.3.prol = phi ptr [ %incdec.ptr181.prol, %do.body179.prol ], [ %out.3.ph, %do.body179.preheader782 ]
  %op.2.prol = phi i32 [ %dec183.prol, %do.body179.prol ], [ %op.2.ph, %do.body179.preheader782 ]
  %from.2.prol = phi ptr [ %incdec.ptr180.prol, %do.body179.prol ], [ %from.2.ph, %do.body179.preheader782 ]
  %prol.iter820 = phi i32 [ %prol.iter820.next, %do.body179.prol ], [ 0, %do.body179.preheader782 ]
  %incdec.ptr180.prol = getelementptr inbounds i8, ptr %from.2.prol, i64 1
  %92 = load i8, ptr %from.2.prol, align 1, !tbaa !27
  %incdec.ptr181.prol = getelementptr inbounds i8, ptr %out.3.prol, i64 1
  store i8 %92, ptr %out.3.prol, align 1, !tbaa !27
  %dec183.prol = add i32 %op.2.prol, -1
  %prol.iter820.next = add i32 %prol.iter820, 1
  %prol.iter820.cmp.not = icmp eq i32 %prol.iter820.next, %xtraiter818
  br i1 %prol.iter820.cmp.not, label %do.body179.prol.loopexit, label %do.body179.prol, !llvm.loop !45

do.body179.prol.loopexit:                         ; preds = %do.body179.prol, %do.body179.preheader782
  %incdec.ptr181.lcssa804.unr = phi ptr [ poison, %do.body179.preheader782 ], [ %incdec.ptr181.prol, %do.body179.prol ]
  %out.3.unr = phi ptr [ %out.3.ph, %do.body179.preheader782 ], [ %incdec.ptr181.prol, %do.body179.prol ]
  %op.2.unr = phi i32 [ %op.2.ph, %do.body179.preheader782 ], [ %dec183.prol, %do.body179.prol ]
  %from.2.unr = phi ptr [ %from.2.ph, %do.body179.preheader782 ], [ %incdec.ptr180.prol, %do.body179.prol ]
  %93 = icmp ult i32 %91, 7
  br i1 %93, label %do.end185, label %do.body179

do.body179:                                       ; preds = %do.body179.prol.loopexit, %do.body179
  %out.3 = phi ptr [ %incdec.ptr181.7, %do.body179 ], [ %out.3.unr, %do.body179.prol.loopexit ]
  %op.2 = phi i32 [ %dec183.7, %do.body179 ], [ %op.2.unr, %do.body179.prol.loopexit ]
  %from.2 = phi ptr [ %incdec.ptr180.7, %do.body179 ], [ %from.2.unr, %do.body179.prol.loopexit ]
  %incdec.ptr180 = getelementptr inbounds i8, ptr %from.2, i64 1
  %94 = load i8, ptr %from.2, align 1, !tbaa !27
  %incdec.ptr181 = getelementptr inbounds i8, ptr %out.3, i64 1
  store i8 %94, ptr %out.3, align 1, !tbaa !27
  %incdec.ptr180.1 = getelementptr inbounds i8, ptr %from.2, i64 2
  %95 = load i8, ptr %incdec.ptr180, align 1, !tbaa !27
  %incdec.ptr181.1 = getelementptr inbounds i8, ptr %out.3, i64 2
  store i8 %95, ptr %incdec.ptr181, align 1, !tbaa !27
  %incdec.ptr180.2 = getelementptr inbounds i8, ptr %from.2, i64 3
  %96 = load i8, ptr %incdec.ptr180.1, align 1, !tbaa !27
  %incdec.ptr181.2 = getelementptr inbounds i8, ptr %out.3, i64 3
  store i8 %96, ptr %incdec.ptr181.1, align 1, !tbaa !27
  %incdec.ptr180.3 = getelementptr inbounds i8, ptr %from.2, i64 4
  %97 = load i8, ptr %incdec.ptr180.2, align 1, !tbaa !27
  %incdec.ptr181.3 = getelementptr inbounds i8, ptr %out.3, i64 4
  store i8 %97, ptr %incdec.ptr181.2, align 1, !tbaa !27
  %incdec.ptr180.4 = getelementptr inbounds i8, ptr %from.2, i64 5
  %98 = load i8, ptr %incdec.ptr180.3, align 1, !tbaa !27
  %incdec.ptr181.4 = getelementptr inbounds i8, ptr %out.3, i64 5
  store i8 %98, ptr %incdec.ptr181.3, align 1, !tbaa !27
  %incdec.ptr180.5 = getelementptr inbounds i8, ptr %from.2, i64 6
  %99 = load i8, ptr %incdec.ptr180.4, align 1, !tbaa !27
  %incdec.ptr181.5 = getelementptr inbounds i8, ptr %out.3, i64 6
  store i8 %99, ptr %incdec.ptr181.4, align 1, !tbaa !27
  %incdec.ptr180.6 = getelementptr inbounds i8, ptr %from.2, i64 7
  %100 = load i8, ptr %incdec.ptr180.5, align 1, !tbaa !27
  %incdec.ptr181.6 = getelementptr inbounds i8, ptr %out.3, i64 7
  store i8 %100, ptr %incdec.ptr181.5, align 1, !tbaa !27
  %incdec.ptr180.7 = getelementptr inbounds i8, ptr %from.2, i64 8
  %101 = load i8, ptr %incdec.ptr180.6, align 1, !tbaa !27
  %incdec.ptr181.7 = getelementptr inbounds i8, ptr %out.3, i64 8
  store i8 %101, ptr %incdec.ptr181.6, align 1, !tbaa !27
  %dec183.7 = add i32 %op.2, -8
  %tobool184.not.7 = icmp eq i32 %dec183.7, 0
  br i1 %tobool184.not.7, label %do.end185, label %do.body179, !llvm.loop !46

do.end185:                                        ; preds = %do.body179.prol.loopexit, %do.body179, %middle.block707
  %incdec.ptr181.lcssa = phi ptr [ %ind.end713, %middle.block707 ], [ %incdec.ptr181.lcssa804.unr, %do.body179.prol.loopexit ], [ %incdec.ptr181.7, %do.body179 ]
  %sub178 = sub i32 %sub167, %8
  %idx.ext186 = zext nneg i32 %add121 to i64
  %idx.neg187 = sub nsw i64 0, %idx.ext186
  %add.ptr188 = getelementptr inbounds i8, ptr %incdec.ptr181.lcssa, i64 %idx.neg187
  br label %if.end211

if.else191:                                       ; preds = %if.else155
  %sub192 = sub i32 %8, %sub129
  %idx.ext193 = zext i32 %sub192 to i64
  %add.ptr194 = getelementptr i8, ptr %9, i64 %idx.ext193
  %cmp195 = icmp ult i32 %sub129, %len.0
  br i1 %cmp195, label %do.body199.preheader, label %if.end211

do.body199.preheader:                             ; preds = %if.else191
  %102 = add i32 %30, %and120
  %103 = add i32 %102, %conv95
  %104 = trunc i64 %sub.ptr.lhs.cast to i32
  %105 = sub i32 %103, %104
  %106 = zext i32 %105 to i64
  %107 = add nuw nsw i64 %106, 1
  %min.iters.check760 = icmp ult i32 %105, 31
  br i1 %min.iters.check760, label %do.body199.preheader784, label %vector.memcheck756

vector.memcheck756:                               ; preds = %do.body199.preheader
  %108 = add i64 %10, %idx.ext193
  %109 = sub i64 %sub.ptr.lhs.cast, %108
  %diff.check757 = icmp ult i64 %109, 32
  br i1 %diff.check757, label %do.body199.preheader784, label %vector.ph761

vector.ph761:                                     ; preds = %vector.memcheck756
  %n.vec763 = and i64 %107, 8589934560
  %ind.end764 = getelementptr i8, ptr %out.0, i64 %n.vec763
  %.cast766 = trunc i64 %n.vec763 to i32
  %ind.end767 = sub i32 %sub129, %.cast766
  %ind.end769 = getelementptr i8, ptr %add.ptr194, i64 %n.vec763
  br label %vector.body771

vector.body771:                                   ; preds = %vector.body771, %vector.ph761
  %index772 = phi i64 [ 0, %vector.ph761 ], [ %index.next779, %vector.body771 ]
  %next.gep773 = getelementptr i8, ptr %out.0, i64 %index772
  %next.gep775 = getelementptr i8, ptr %add.ptr194, i64 %index772
  %110 = getelementptr i8, ptr %next.gep775, i64 16
  %wide.load777 = load <16 x i8>, ptr %next.gep775, align 1, !tbaa !27
  %wide.load778 = load <16 x i8>, ptr %110, align 1, !tbaa !27
  %111 = getelementptr i8, ptr %next.gep773, i64 16
  store <16 x i8> %wide.load777, ptr %next.gep773, align 1, !tbaa !27
  store <16 x i8> %wide.load778, ptr %111, align 1, !tbaa !27
  %index.next779 = add nuw i64 %index772, 32
  %112 = icmp eq i64 %index.next779, %n.vec763
  br i1 %112, label %middle.block758, label %vector.body771, !llvm.loop !47

middle.block758:                                  ; preds = %vector.body771
  %cmp.n780 = icmp eq i64 %107, %n.vec763
  br i1 %cmp.n780, label %do.end205, label %do.body199.preheader784

do.body199.preheader784:                          ; preds = %middle.block758, %vector.memcheck756, %do.body199.preheader
  %out.4.ph = phi ptr [ %out.0, %vector.memcheck756 ], [ %out.0, %do.body199.preheader ], [ %ind.end764, %middle.block758 ]
  %op.3.ph = phi i32 [ %sub129, %vector.memcheck756 ], [ %sub129, %do.body199.preheader ], [ %ind.end767, %middle.block758 ]
  %from.3.ph = phi ptr [ %add.ptr194, %vector.memcheck756 ], [ %add.ptr194, %do.body199.preheader ], [ %ind.end769, %middle.block758 ]
  %113 = add i32 %op.3.ph, -1
  %xtraiter = and i32 %op.3.ph, 7
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %do.body199.prol.loopexit, label %do.body199.prol

do.body199.prol:                                  ; preds = %do.body199.preheader784, %do.body199.prol
  %out.4.prol = phi ptr [ %incdec.ptr201.prol, %do.body199.prol ], [ %out.4.ph, %do.body199.preheader784 ]
  %op.3.prol = phi i32 [ %dec203.prol, %do.body199.prol ], [ %op.3.ph, %do.body199.preheader784 ]
  %from.3.prol = phi ptr [ %incdec.ptr200.prol, %do.body199.prol ], [ %from.3.ph, %do.body199.preheader784 ]
  %prol.iter = phi i32 [ %prol.iter.next, %do.body199.prol ], [ 0, %do.body199.preheader784 ]
  %incdec.ptr200.prol = getelementptr inbounds i8, ptr %from.3.prol, i64 1
  %114 = load i8, ptr %from.3.prol, align 1, !tbaa !27
  %incdec.ptr201.prol = getelementptr inbounds i8, ptr %out.4.prol, i64 1
  store i8 %114, ptr %out.4.prol, align 1, !tbaa !27
  %dec203.prol = add i32 %op.3.prol, -1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %do.body199.prol.loopexit, label %do.body199.prol, !llvm.loop !48

do.body199.prol.loopexit:                         ; preds = %do.body199.prol, %do.body199.preheader784
  %incdec.ptr201.lcssa801.unr = phi ptr [ poison, %do.body199.preheader784 ], [ %incdec.ptr201.prol, %do.body199.prol ]
  %out.4.unr = phi ptr [ %out.4.ph, %do.body199.preheader784 ], [ %incdec.ptr201.prol, %do.body199.prol ]
  %op.3.unr = phi i32 [ %op.3.ph, %do.body199.preheader784 ], [ %dec203.prol, %do.body199.prol ]
  %from.3.unr = phi ptr [ %from.3.ph, %do.body199.preheader784 ], [ %incdec.ptr200.prol, %do.body199.prol ]
  %115 = icmp ult i32 %113, 7
  br i1 %115, label %do.end205, label %do.body199

do.body199:                                       ; preds = %do.body199.prol.loopexit, %do.body199
  %out.4 = phi ptr [ %incdec.ptr201.7, %do.body199 ], [ %out.4.unr, %do.body199.prol.loopexit ]
  %op.3 = phi i32 [ %dec203.7, %do.body199 ], [ %op.3.unr, %do.body199.prol.loopexit ]
  %from.3 = phi ptr [ %incdec.ptr200.7, %do.body199 ], [ %from.3.unr, %do.body199.prol.loopexit ]
  %incdec.ptr200 = getelementptr inbounds i8, ptr %from.3, i64 1
  %116 = load i8, ptr %from.3, align 1, !tbaa !27
  %incdec.ptr201 = getelementptr inbounds i8, ptr %out.4, i64 1
  store i8 %116, ptr %out.4, align 1, !tbaa !27
  %incdec.ptr200.1 = getelementptr inbounds i8, ptr %from.3, i64 2
  %117 = load i8, ptr %incdec.ptr200, align 1, !tbaa !27
  %incdec.ptr201.1 = getelementptr inbounds i8, ptr %out.4, i64 2
  store i8 %117, ptr %incdec.ptr201, align 1, !tbaa !27
  %incdec.ptr200.2 = getelementptr inbounds i8, ptr %from.3, i64 3
  %118 = load i8, ptr %incdec.ptr200.1, align 1, !tbaa !27
  %incdec.ptr201.2 = getelementptr inbounds i8, ptr %out.4, i64 3
  store i8 %118, ptr %incdec.ptr201.1, align 1, !tbaa !27
  %incdec.ptr200.3 = getelementptr inbounds i8, ptr %from.3, i64 4
  %119 = load i8, ptr %incdec.ptr200.2, align 1, !tbaa !27
  %incdec.ptr201.3 = getelementptr inbounds i8, ptr %out.4, i64 4
  store i8 %119, ptr %incdec.ptr201.2, align 1, !tbaa !27
  %incdec.ptr200.4 = getelementptr inbounds i8, ptr %from.3, i64 5
  %120 = load i8, ptr %incdec.ptr200.3, align 1, !tbaa !27
  %incdec.ptr201.4 = getelementptr inbounds i8, ptr %out.4, i64 5
  store i8 %120, ptr %incdec.ptr201.3, align 1, !tbaa !27
  %incdec.ptr200.5 = getelementptr inbounds i8, ptr %from.3, i64 6
  %121 = load i8, ptr %incdec.ptr200.4, align 1, !tbaa !27
  %incdec.ptr201.5 = getelementptr inbounds i8, ptr %out.4, i64 6
  store i8 %121, ptr %incdec.ptr201.4, align 1, !tbaa !27
  %incdec.ptr200.6 = getelementptr inbounds i8, ptr %from.3, i64 7
  %122 = load i8, ptr %incdec.ptr200.5, align 1, !tbaa !27
  %incdec.ptr201.6 = getelementptr inbounds i8, ptr %out.4, i64 7
  store i8 %122, ptr %incdec.ptr201.5, align 1, !tbaa !27
  %incdec.ptr200.7 = getelementptr inbounds i8, ptr %from.3, i64 8
  %123 = load i8, ptr %incdec.ptr200.6, align 1, !tbaa !27
  %incdec.ptr201.7 = getelementptr inbounds i8, ptr %out.4, i64 8
  store i8 %123, ptr %incdec.ptr201.6, align 1, !tbaa !27
  %dec203.7 = add i32 %op.3, -8
  %tobool204.not.7 = icmp eq i32 %dec203.7, 0
  br i1 %tobool204.not.7, label %do.end205, label %do.body199, !llvm.loop !49

do.end205:                                        ; preds = %do.body199.prol.loopexit, %do.body199, %middle.block758
  %incdec.ptr201.lcssa = phi ptr [ %ind.end764, %middle.block758 ], [ %incdec.ptr201.lcssa801.unr, %do.body199.prol.loopexit ], [ %incdec.ptr201.7, %do.body199 ]
  %sub198 = sub nsw i32 %len.0, %sub129
  %idx.ext206 = zext nneg i32 %add121 to i64
  %idx.neg207 = sub nsw i64 0, %idx.ext206
  %add.ptr208 = getelementptr inbounds i8, ptr %incdec.ptr201.lcssa, i64 %idx.neg207
  br label %if.end211

if.end211:                                        ; preds = %do.end174, %do.end185, %if.then158, %do.end205, %if.else191, %if.then139, %do.end
  %out.5 = phi ptr [ %incdec.ptr149.lcssa, %do.end ], [ %out.0, %if.then139 ], [ %incdec.ptr181.lcssa, %do.end185 ], [ %incdec.ptr170.lcssa, %do.end174 ], [ %out.0, %if.then158 ], [ %incdec.ptr201.lcssa, %do.end205 ], [ %out.0, %if.else191 ]
  %len.1 = phi i32 [ %sub146, %do.end ], [ %len.0, %if.then139 ], [ %sub178, %do.end185 ], [ %sub167, %do.end174 ], [ %len.0, %if.then158 ], [ %sub198, %do.end205 ], [ %len.0, %if.else191 ]
  %from.4 = phi ptr [ %add.ptr153, %do.end ], [ %add.ptr142, %if.then139 ], [ %add.ptr188, %do.end185 ], [ %9, %do.end174 ], [ %add.ptr162, %if.then158 ], [ %add.ptr208, %do.end205 ], [ %add.ptr194, %if.else191 ]
  %cmp212621 = icmp ugt i32 %len.1, 2
  br i1 %cmp212621, label %while.body.preheader, label %while.end

while.body.preheader:                             ; preds = %if.end211
  %124 = add i32 %len.1, -3
  %125 = udiv i32 %124, 3
  %126 = and i32 %125, 1
  %lcmp.mod825.not.not = icmp eq i32 %126, 0
  br i1 %lcmp.mod825.not.not, label %while.body.prol, label %while.body.prol.loopexit

while.body.prol:                                  ; preds = %while.body.preheader
  %incdec.ptr214.prol = getelementptr inbounds i8, ptr %from.4, i64 1
  %127 = load i8, ptr %from.4, align 1, !tbaa !27
  %incdec.ptr215.prol = getelementptr inbounds i8, ptr %out.5, i64 1
  store i8 %127, ptr %out.5, align 1, !tbaa !27
  %incdec.ptr216.prol = getelementptr inbounds i8, ptr %from.4, i64 2
  %128 = load i8, ptr %incdec.ptr214.prol, align 1, !tbaa !27
  %incdec.ptr217.prol = getelementptr inbounds i8, ptr %out.5, i64 2
  store i8 %128, ptr %incdec.ptr215.prol, align 1, !tbaa !27
  %incdec.ptr218.prol = getelementptr inbounds i8, ptr %from.4, i64 3
  %129 = load i8, ptr %incdec.ptr216.prol, align 1, !tbaa !27
  %incdec.ptr219.prol = getelementptr inbounds i8, ptr %out.5, i64 3
  store i8 %129, ptr %incdec.ptr217.prol, align 1, !tbaa !27
  %sub220.prol = add i32 %len.1, -3
  br label %while.body.prol.loopexit

while.body.prol.loopexit:                         ; preds = %while.body.prol, %while.body.preheader
  %from.5624.unr = phi ptr [ %from.4, %while.body.preheader ], [ %incdec.ptr218.prol, %while.body.prol ]
  %len.2623.unr = phi i32 [ %len.1, %while.body.preheader ], [ %sub220.prol, %while.body.prol ]
  %out.6622.unr = phi ptr [ %out.5, %while.body.preheader ], [ %incdec.ptr219.prol, %while.body.prol ]
  %incdec.ptr218.lcssa.unr = phi ptr [ poison, %while.body.preheader ], [ %incdec.ptr218.prol, %while.body.prol ]
  %incdec.ptr219.lcssa.unr = phi ptr [ poison, %while.body.preheader ], [ %incdec.ptr219.prol, %while.body.prol ]
  %sub220.lcssa.unr = phi i32 [ poison, %while.body.preheader ], [ %sub220.prol, %while.body.prol ]
  %130 = icmp ult i32 %124, 3
  br i1 %130, label %while.end, label %while.body

while.body:                                       ; preds = %while.body.prol.loopexit, %while.body
  %from.5624 = phi ptr [ %incdec.ptr218.1, %while.body ], [ %from.5624.unr, %while.body.prol.loopexit ]
  %len.2623 = phi i32 [ %sub220.1, %while.body ], [ %len.2623.unr, %while.body.prol.loopexit ]
  %out.6622 = phi ptr [ %incdec.ptr219.1, %while.body ], [ %out.6622.unr, %while.body.prol.loopexit ]
  %incdec.ptr214 = getelementptr inbounds i8, ptr %from.5624, i64 1
  %131 = load i8, ptr %from.5624, align 1, !tbaa !27
  %incdec.ptr215 = getelementptr inbounds i8, ptr %out.6622, i64 1
  store i8 %131, ptr %out.6622, align 1, !tbaa !27
  %incdec.ptr216 = getelementptr inbounds i8, ptr %from.5624, i64 2
  %132 = load i8, ptr %incdec.ptr214, align 1, !tbaa !27
  %incdec.ptr217 = getelementptr inbounds i8, ptr %out.6622, i64 2
  store i8 %132, ptr %incdec.ptr215, align 1, !tbaa !27
  %incdec.ptr218 = getelementptr inbounds i8, ptr %from.5624, i64 3
  %133 = load i8, ptr %incdec.ptr216, align 1, !tbaa !27
  %incdec.ptr219 = getelementptr inbounds i8, ptr %out.6622, i64 3
  store i8 %133, ptr %incdec.ptr217, align 1, !tbaa !27
  %incdec.ptr214.1 = getelementptr inbounds i8, ptr %from.5624, i64 4
  %134 = load i8, ptr %incdec.ptr218, align 1, !tbaa !27
  %incdec.ptr215.1 = getelementptr inbounds i8, ptr %out.6622, i64 4
  store i8 %134, ptr %incdec.ptr219, align 1, !tbaa !27
  %incdec.ptr216.1 = getelementptr inbounds i8, ptr %from.5624, i64 5
  %135 = load i8, ptr %incdec.ptr214.1, align 1, !tbaa !27
  %incdec.ptr217.1 = getelementptr inbounds i8, ptr %out.6622, i64 5
  store i8 %135, ptr %incdec.ptr215.1, align 1, !tbaa !27
  %incdec.ptr218.1 = getelementptr inbounds i8, ptr %from.5624, i64 6
  %136 = load i8, ptr %incdec.ptr216.1, align 1, !tbaa !27
  %incdec.ptr219.1 = getelementptr inbounds i8, ptr %out.6622, i64 6
  store i8 %136, ptr %incdec.ptr217.1, align 1, !tbaa !27
  %sub220.1 = add i32 %len.2623, -6
  %cmp212.1 = icmp ugt i32 %sub220.1, 2
  br i1 %cmp212.1, label %while.body, label %while.end, !llvm.loop !50

while.end:                                        ; preds = %while.body.prol.loopexit, %while.body, %if.end211
  %out.6.lcssa = phi ptr [ %out.5, %if.end211 ], [ %incdec.ptr219.lcssa.unr, %while.body.prol.loopexit ], [ %incdec.ptr219.1, %while.body ]
  %len.2.lcssa = phi i32 [ %len.1, %if.end211 ], [ %sub220.lcssa.unr, %while.body.prol.loopexit ], [ %sub220.1, %while.body ]
  %from.5.lcssa = phi ptr [ %from.4, %if.end211 ], [ %incdec.ptr218.lcssa.unr, %while.body.prol.loopexit ], [ %incdec.ptr218.1, %while.body ]
  %tobool221.not = icmp eq i32 %len.2.lcssa, 0
  br i1 %tobool221.not, label %do.cond302, label %if.then222

if.then222:                                       ; preds = %while.end
  %137 = load i8, ptr %from.5.lcssa, align 1, !tbaa !27
  %incdec.ptr224 = getelementptr inbounds i8, ptr %out.6.lcssa, i64 1
  store i8 %137, ptr %out.6.lcssa, align 1, !tbaa !27
  %cmp225 = icmp eq i32 %len.2.lcssa, 2
  br i1 %cmp225, label %if.then227, label %do.cond302

if.then227:                                       ; preds = %if.then222
  %incdec.ptr223 = getelementptr inbounds i8, ptr %from.5.lcssa, i64 1
  %138 = load i8, ptr %incdec.ptr223, align 1, !tbaa !27
  %incdec.ptr229 = getelementptr inbounds i8, ptr %out.6.lcssa, i64 2
  store i8 %138, ptr %incdec.ptr224, align 1, !tbaa !27
  br label %do.cond302

if.else232:                                       ; preds = %if.end116
  %idx.ext233 = zext nneg i32 %add121 to i64
  %idx.neg234 = sub nsw i64 0, %idx.ext233
  %add.ptr235 = getelementptr inbounds i8, ptr %out.0, i64 %idx.neg234
  br label %do.body236

do.body236:                                       ; preds = %do.body236, %if.else232
  %out.7 = phi ptr [ %out.0, %if.else232 ], [ %incdec.ptr242, %do.body236 ]
  %len.3 = phi i32 [ %len.0, %if.else232 ], [ %sub243, %do.body236 ]
  %from.6 = phi ptr [ %add.ptr235, %if.else232 ], [ %incdec.ptr241, %do.body236 ]
  %incdec.ptr237 = getelementptr inbounds i8, ptr %from.6, i64 1
  %139 = load i8, ptr %from.6, align 1, !tbaa !27
  %incdec.ptr238 = getelementptr inbounds i8, ptr %out.7, i64 1
  store i8 %139, ptr %out.7, align 1, !tbaa !27
  %incdec.ptr239 = getelementptr inbounds i8, ptr %from.6, i64 2
  %140 = load i8, ptr %incdec.ptr237, align 1, !tbaa !27
  %incdec.ptr240 = getelementptr inbounds i8, ptr %out.7, i64 2
  store i8 %140, ptr %incdec.ptr238, align 1, !tbaa !27
  %incdec.ptr241 = getelementptr inbounds i8, ptr %from.6, i64 3
  %141 = load i8, ptr %incdec.ptr239, align 1, !tbaa !27
  %incdec.ptr242 = getelementptr inbounds i8, ptr %out.7, i64 3
  store i8 %141, ptr %incdec.ptr240, align 1, !tbaa !27
  %sub243 = add i32 %len.3, -3
  %cmp245 = icmp ugt i32 %sub243, 2
  br i1 %cmp245, label %do.body236, label %do.end247, !llvm.loop !51

do.end247:                                        ; preds = %do.body236
  %tobool248.not = icmp eq i32 %sub243, 0
  br i1 %tobool248.not, label %do.cond302, label %if.then249

if.then249:                                       ; preds = %do.end247
  %142 = load i8, ptr %incdec.ptr241, align 1, !tbaa !27
  %incdec.ptr251 = getelementptr inbounds i8, ptr %out.7, i64 4
  store i8 %142, ptr %incdec.ptr242, align 1, !tbaa !27
  %cmp252 = icmp eq i32 %sub243, 2
  br i1 %cmp252, label %if.then254, label %do.cond302

if.then254:                                       ; preds = %if.then249
  %incdec.ptr250 = getelementptr inbounds i8, ptr %from.6, i64 4
  %143 = load i8, ptr %incdec.ptr250, align 1, !tbaa !27
  %incdec.ptr256 = getelementptr inbounds i8, ptr %out.7, i64 5
  store i8 %143, ptr %incdec.ptr251, align 1, !tbaa !27
  br label %do.cond302

if.else260:                                       ; preds = %if.end80, %if.then264
  %conv90616 = phi i32 [ %conv90, %if.then264 ], [ %conv90610, %if.end80 ]
  %sub88615 = phi i32 [ %sub88, %if.then264 ], [ %sub88609, %if.end80 ]
  %shr87614 = phi i64 [ %shr87, %if.then264 ], [ %shr87608, %if.end80 ]
  %here.1613 = phi ptr [ %add.ptr273, %if.then264 ], [ %add.ptr83, %if.end80 ]
  %and261 = and i32 %conv90616, 64
  %cmp262 = icmp eq i32 %and261, 0
  br i1 %cmp262, label %if.then264, label %do.end307.sink.split.sink.split

if.then264:                                       ; preds = %if.else260
  %val265 = getelementptr inbounds i8, ptr %here.1613, i64 2
  %144 = load i16, ptr %val265, align 2, !tbaa !32
  %idx.ext267 = zext i16 %144 to i64
  %add.ptr268 = getelementptr inbounds %struct.code, ptr %14, i64 %idx.ext267
  %notmask570 = shl nsw i32 -1, %conv90616
  %sub270 = xor i32 %notmask570, -1
  %conv271 = zext nneg i32 %sub270 to i64
  %and272 = and i64 %shr87614, %conv271
  %add.ptr273 = getelementptr inbounds %struct.code, ptr %add.ptr268, i64 %and272
  %bits84 = getelementptr inbounds i8, ptr %add.ptr273, i64 1
  %145 = load i8, ptr %bits84, align 1, !tbaa !28
  %conv85 = zext i8 %145 to i32
  %sh_prom86 = zext nneg i8 %145 to i64
  %shr87 = lshr i64 %shr87614, %sh_prom86
  %sub88 = sub i32 %sub88615, %conv85
  %146 = load i8, ptr %add.ptr273, align 2, !tbaa !31
  %conv90 = zext i8 %146 to i32
  %and91 = and i32 %conv90, 16
  %tobool92.not = icmp eq i32 %and91, 0
  br i1 %tobool92.not, label %if.else260, label %if.then93

if.else278:                                       ; preds = %if.else
  %and279 = and i32 %conv33602, 64
  %cmp280 = icmp eq i32 %and279, 0
  br i1 %cmp280, label %if.then282, label %if.else292

if.then282:                                       ; preds = %if.else278
  %val283 = getelementptr inbounds i8, ptr %here.0599, i64 2
  %147 = load i16, ptr %val283, align 2, !tbaa !32
  %idx.ext285 = zext i16 %147 to i64
  %add.ptr286 = getelementptr inbounds %struct.code, ptr %13, i64 %idx.ext285
  %notmask568 = shl nsw i32 -1, %conv33602
  %sub288 = xor i32 %notmask568, -1
  %conv289 = zext nneg i32 %sub288 to i64
  %and290 = and i64 %shr600, %conv289
  %add.ptr291 = getelementptr inbounds %struct.code, ptr %add.ptr286, i64 %and290
  %bits28 = getelementptr inbounds i8, ptr %add.ptr291, i64 1
  %148 = load i8, ptr %bits28, align 1, !tbaa !28
  %conv29 = zext i8 %148 to i32
  %sh_prom30 = zext nneg i8 %148 to i64
  %shr = lshr i64 %shr600, %sh_prom30
  %sub31 = sub i32 %sub31601, %conv29
  %149 = load i8, ptr %add.ptr291, align 2, !tbaa !31
  %cmp34 = icmp eq i8 %149, 0
  br i1 %cmp34, label %if.then36, label %if.else

if.else292:                                       ; preds = %if.else278
  %and293 = and i32 %conv33602, 32
  %tobool294.not = icmp eq i32 %and293, 0
  br i1 %tobool294.not, label %do.end307.sink.split.sink.split, label %do.end307.sink.split

do.cond302:                                       ; preds = %if.then36, %do.end247, %if.then254, %if.then249, %while.end, %if.then227, %if.then222
  %bits.8 = phi i32 [ %sub31.lcssa, %if.then36 ], [ %sub124, %if.then227 ], [ %sub124, %if.then222 ], [ %sub124, %while.end ], [ %sub124, %if.then254 ], [ %sub124, %if.then249 ], [ %sub124, %do.end247 ]
  %hold.8 = phi i64 [ %shr.lcssa, %if.then36 ], [ %shr123, %if.then227 ], [ %shr123, %if.then222 ], [ %shr123, %while.end ], [ %shr123, %if.then254 ], [ %shr123, %if.then249 ], [ %shr123, %do.end247 ]
  %out.8 = phi ptr [ %incdec.ptr38, %if.then36 ], [ %incdec.ptr229, %if.then227 ], [ %incdec.ptr224, %if.then222 ], [ %out.6.lcssa, %while.end ], [ %incdec.ptr256, %if.then254 ], [ %incdec.ptr251, %if.then249 ], [ %incdec.ptr242, %do.end247 ]
  %in.6 = phi ptr [ %in.1, %if.then36 ], [ %in.5, %if.then227 ], [ %in.5, %if.then222 ], [ %in.5, %while.end ], [ %in.5, %if.then254 ], [ %in.5, %if.then249 ], [ %in.5, %do.end247 ]
  %cmp303 = icmp ult ptr %in.6, %add.ptr
  %cmp305 = icmp ult ptr %out.8, %add.ptr8
  %150 = select i1 %cmp303, i1 %cmp305, i1 false
  br i1 %150, label %do.body, label %do.end307, !llvm.loop !52

do.end307.sink.split.sink.split:                  ; preds = %if.then132, %if.else260, %if.else292
  %.str.sink = phi ptr [ @.str.2, %if.else292 ], [ @.str.1, %if.else260 ], [ @.str, %if.then132 ]
  %bits.9.ph.ph = phi i32 [ %sub31601, %if.else292 ], [ %sub88615, %if.else260 ], [ %sub124, %if.then132 ]
  %hold.9.ph.ph = phi i64 [ %shr600, %if.else292 ], [ %shr87614, %if.else260 ], [ %shr123, %if.then132 ]
  %in.7.ph.ph = phi ptr [ %in.1, %if.else292 ], [ %in.4, %if.else260 ], [ %in.5, %if.then132 ]
  %msg = getelementptr inbounds i8, ptr %strm, i64 48
  store ptr %.str.sink, ptr %msg, align 8, !tbaa !53
  br label %do.end307.sink.split

do.end307.sink.split:                             ; preds = %do.end307.sink.split.sink.split, %if.else292
  %.sink = phi i32 [ 16191, %if.else292 ], [ 16209, %do.end307.sink.split.sink.split ]
  %bits.9.ph = phi i32 [ %sub31601, %if.else292 ], [ %bits.9.ph.ph, %do.end307.sink.split.sink.split ]
  %hold.9.ph = phi i64 [ %shr600, %if.else292 ], [ %hold.9.ph.ph, %do.end307.sink.split.sink.split ]
  %in.7.ph = phi ptr [ %in.1, %if.else292 ], [ %in.7.ph.ph, %do.end307.sink.split.sink.split ]
  %mode299 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %.sink, ptr %mode299, align 8, !tbaa !54
  br label %do.end307

do.end307:                                        ; preds = %do.cond302, %do.end307.sink.split
  %bits.9 = phi i32 [ %bits.9.ph, %do.end307.sink.split ], [ %bits.8, %do.cond302 ]
  %hold.9 = phi i64 [ %hold.9.ph, %do.end307.sink.split ], [ %hold.8, %do.cond302 ]
  %out.9 = phi ptr [ %out.0, %do.end307.sink.split ], [ %out.8, %do.cond302 ]
  %in.7 = phi ptr [ %in.7.ph, %do.end307.sink.split ], [ %in.6, %do.cond302 ]
  %shr308 = lshr i32 %bits.9, 3
  %idx.ext309 = zext nneg i32 %shr308 to i64
  %idx.neg310 = sub nsw i64 0, %idx.ext309
  %add.ptr311 = getelementptr inbounds i8, ptr %in.7, i64 %idx.neg310
  store ptr %add.ptr311, ptr %strm, align 8, !tbaa !12
  store ptr %out.9, ptr %next_out, align 8, !tbaa !14
  %sub.ptr.lhs.cast322 = ptrtoint ptr %add.ptr to i64
  %sub.ptr.rhs.cast323 = ptrtoint ptr %add.ptr311 to i64
  %sub.ptr.sub324 = sub i64 %sub.ptr.lhs.cast322, %sub.ptr.rhs.cast323
  %151 = trunc i64 %sub.ptr.sub324 to i32
  %conv330 = add i32 %151, 5
  store i32 %conv330, ptr %avail_in, align 8, !tbaa !13
  %sub.ptr.lhs.cast335 = ptrtoint ptr %add.ptr8 to i64
  %sub.ptr.rhs.cast336 = ptrtoint ptr %out.9 to i64
  %sub.ptr.sub337 = sub i64 %sub.ptr.lhs.cast335, %sub.ptr.rhs.cast336
  %sub313 = and i32 %bits.9, 7
  %notmask572 = shl nsw i32 -1, %sub313
  %sub315 = xor i32 %notmask572, -1
  %conv316 = zext nneg i32 %sub315 to i64
  %and317 = and i64 %hold.9, %conv316
  %152 = trunc i64 %sub.ptr.sub337 to i32
  %conv346 = add i32 %152, 257
  store i32 %conv346, ptr %avail_out, align 8, !tbaa !15
  store i64 %and317, ptr %hold13, align 8, !tbaa !21
  store i32 %sub313, ptr %bits14, align 8, !tbaa !22
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
!34 = distinct !{!34, !35, !36, !37}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = !{!"llvm.loop.unroll.runtime.disable"}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !35, !36}
!41 = distinct !{!41, !35, !36, !37}
!42 = distinct !{!42, !39}
!43 = distinct !{!43, !35, !36}
!44 = distinct !{!44, !35, !36, !37}
!45 = distinct !{!45, !39}
!46 = distinct !{!46, !35, !36}
!47 = distinct !{!47, !35, !36, !37}
!48 = distinct !{!48, !39}
!49 = distinct !{!49, !35, !36}
!50 = distinct !{!50, !35}
!51 = distinct !{!51, !35}
!52 = distinct !{!52, !35}
!53 = !{!6, !7, i64 48}
!54 = !{!17, !10, i64 8}
