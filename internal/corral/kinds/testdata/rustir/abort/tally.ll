; ModuleID = 'tally.dc765ca4590171ed-cgu.0'
source_filename = "tally.dc765ca4590171ed-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"std::sys::thread_local::native::lazy::Storage<core::cell::Cell<(u64, u64)>, !>" = type { %"core::cell::UnsafeCell<core::mem::maybe_uninit::MaybeUninit<core::cell::Cell<(u64, u64)>>>", i8, [7 x i8] }
%"core::cell::UnsafeCell<core::mem::maybe_uninit::MaybeUninit<core::cell::Cell<(u64, u64)>>>" = type { %"core::mem::maybe_uninit::MaybeUninit<core::cell::Cell<(u64, u64)>>" }
%"core::mem::maybe_uninit::MaybeUninit<core::cell::Cell<(u64, u64)>>" = type { [2 x i64] }
%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

@_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP = external local_unnamed_addr global [256 x i8]
@alloc_864ae197cb54fad57f597a467723eba1 = private unnamed_addr constant [80 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/str/pattern.rs\00", align 1
@alloc_7bbc2d8d597a87c842496ab99596b1e1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_864ae197cb54fad57f597a467723eba1, [16 x i8] c"O\00\00\00\00\00\00\00\CD\01\00\007\00\00\00" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E" }>, align 8
@alloc_f62df14955f7d78bca139b0a7668683d = private unnamed_addr constant [13 x i8] c"ParseIntError", align 1
@alloc_a5d866b1768ad3f826bccdb004a1a8ae = private unnamed_addr constant [4 x i8] c"kind", align 1
@alloc_59ba7b9f7211443cd55a366616eef46a = private unnamed_addr constant [5 x i8] c"Empty", align 1
@alloc_00315c78e51d29fe6b3102a4c1ecf6ef = private unnamed_addr constant [12 x i8] c"InvalidDigit", align 1
@alloc_bd3a3f3879e0d5f64554753e977f58d4 = private unnamed_addr constant [11 x i8] c"PosOverflow", align 1
@alloc_0964bb2a4870637395c77a018495bd5c = private unnamed_addr constant [11 x i8] c"NegOverflow", align 1
@alloc_6566120a3a17f930e960a0863fcbd591 = private unnamed_addr constant [4 x i8] c"Zero", align 1
@_RNvNCNKNvNvMNtNtCsjrHSEGnQ3l9_3std4hash6randomNtBa_11RandomState3new4KEYS0s_023___RUST_STD_INTERNAL_VAL = external thread_local local_unnamed_addr global %"std::sys::thread_local::native::lazy::Storage<core::cell::Cell<(u64, u64)>, !>"
@alloc_d1084648e479974e70c9329824bf76f9 = private unnamed_addr constant [9 x i8] c"mid > len", align 1
@alloc_c2bfad408fe3776ef4805e233d5025e3 = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00", align 1
@alloc_b53546d47a17b26d83a51e48c3ff5f7a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00" }>, align 8
@alloc_f2f9ba200fb3017fda66833c01fe0293 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00" }>, align 8
@vtable.3 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00", ptr @_RNvXsc_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_13ParseIntErrorNtNtB9_3fmt5Debug3fmt }>, align 8
@alloc_00ae4b301f7fab8ac9617c03fcbd7274 = private unnamed_addr constant [43 x i8] c"called `Result::unwrap()` on an `Err` value", align 1
@alloc_b4fe20f3826f344ee0393cf1493e714e = private unnamed_addr constant [12 x i8] c"rs/tally.rs\00", align 1
@alloc_25f4874e93af7e7fcba41d9430f5fb5d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b4fe20f3826f344ee0393cf1493e714e, [16 x i8] c"\0B\00\00\00\00\00\00\00*\00\00\00\05\00\00\00" }>, align 8
@alloc_d0776666182ad032bd1011cf266e2f3a = private unnamed_addr constant [16 x i8] c"\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF", align 16
@anon.3ac41eddd58aaaf77b4a5a7a89d5f0a3.0 = private unnamed_addr constant <{ ptr, [24 x i8] }> <{ ptr @alloc_d0776666182ad032bd1011cf266e2f3a, [24 x i8] zeroinitializer }>, align 8
@alloc_4241ec48dabcfebd5e7460ef4113ae21 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b4fe20f3826f344ee0393cf1493e714e, [16 x i8] c"\0B\00\00\00\00\00\00\00\18\00\00\00\1C\00\00\00" }>, align 8
@alloc_a7d7769291fb702cd4ca6ef64f027ff9 = private unnamed_addr constant [22 x i8] c"no entry found for key", align 1
@alloc_3293d08f6fa94835743189d7e6fea1f3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b4fe20f3826f344ee0393cf1493e714e, [16 x i8] c"\0B\00\00\00\00\00\00\00\19\00\00\00\18\00\00\00" }>, align 8
@alloc_437f09282ec57d150c1d5f3b487c39e2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b4fe20f3826f344ee0393cf1493e714e, [16 x i8] c"\0B\00\00\00\00\00\00\00%\00\00\005\00\00\00" }>, align 8
@"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E" = private unnamed_addr constant [5 x i64] [i64 5, i64 12, i64 11, i64 11, i64 4], align 8
@"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_59ba7b9f7211443cd55a366616eef46a to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_00315c78e51d29fe6b3102a4c1ecf6ef to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_bd3a3f3879e0d5f64554753e977f58d4 to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_0964bb2a4870637395c77a018495bd5c to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_6566120a3a17f930e960a0863fcbd591 to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel" to i64)) to i32)], align 4

; <core::num::error::ParseIntError as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsc_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_13ParseIntErrorNtNtB9_3fmt5Debug3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_5 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5)
  store ptr %self, ptr %_5, align 8
; call <core::fmt::Formatter>::debug_struct_field1_finish
  %_0 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_f62df14955f7d78bca139b0a7668683d, i64 noundef 13, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_a5d866b1768ad3f826bccdb004a1a8ae, i64 noundef 4, ptr noundef nonnull align 1 %_5, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #29
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  ret i1 %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(72) %self) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %e.i.i = alloca [1 x i8], align 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 65
  %1 = load i8, ptr %0, align 1, !range !9, !alias.scope !10, !noundef !11
  %_2.i.i = trunc nuw i8 %1 to i1
  br i1 %_2.i.i, label %bb2, label %bb2.i.i

bb2.i.i:                                          ; preds = %start
  %_4.i.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_4.val.i.i = load ptr, ptr %_4.i.i, align 8, !alias.scope !10, !nonnull !11, !align !12, !noundef !11
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_4.val1.i.i = load i64, ptr %2, align 8, !alias.scope !10, !noundef !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %3 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 40
  %index2.i.i.i = load i64, ptr %4, align 8, !alias.scope !16, !noalias !17, !noundef !11
  %_38.not.i.i.i = icmp ugt i64 %index2.i.i.i, %_4.val1.i.i
  %.promoted.i.i.i = load i64, ptr %3, align 8, !alias.scope !16, !noalias !17
  %_4323.i.i.i = icmp ult i64 %index2.i.i.i, %.promoted.i.i.i
  %or.cond24.i.i.i = or i1 %_38.not.i.i.i, %_4323.i.i.i
  br i1 %or.cond24.i.i.i, label %bb1.i.i.i, label %bb12.lr.ph.i.i.i

bb12.lr.ph.i.i.i:                                 ; preds = %bb2.i.i
  %_11.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 48
  %5 = getelementptr inbounds nuw i8, ptr %self, i64 56
  %_48.i.i.i = load i8, ptr %5, align 8, !alias.scope !16, !noalias !17, !noundef !11
  %_13.i.i.i = zext i8 %_48.i.i.i to i64
  %6 = getelementptr i8, ptr %_11.i.i.i, i64 %_13.i.i.i
  %_51.i.i.i = getelementptr i8, ptr %6, i64 -1
  %_67.i.i.i = icmp ult i8 %_48.i.i.i, 5
  %last_byte.us.pre.i.i.i = load i8, ptr %_51.i.i.i, align 1, !alias.scope !16, !noalias !17
  br i1 %_67.i.i.i, label %bb12.us.i.i.i, label %bb12.i.i.i, !prof !19

bb12.us.i.i.i:                                    ; preds = %bb12.lr.ph.i.i.i, %bb9.us.i.i.i
  %7 = phi i64 [ %16, %bb9.us.i.i.i ], [ %.promoted.i.i.i, %bb12.lr.ph.i.i.i ]
  %new_len.us.i.i.i = sub nuw i64 %index2.i.i.i, %7
  %_46.us.i.i.i = getelementptr inbounds nuw i8, ptr %_4.val.i.i, i64 %7
  %_3.i.us.i.i.i = icmp samesign ult i64 %new_len.us.i.i.i, 16
  br i1 %_3.i.us.i.i.i, label %bb5.preheader.i.us.i.i.i, label %bb2.i.us.i.i.i

bb2.i.us.i.i.i:                                   ; preds = %bb12.us.i.i.i
; call core::slice::memchr::memchr_aligned
  %8 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.us.pre.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.us.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.us.i.i.i) #29, !noalias !20
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.us.i.i.i

bb5.preheader.i.us.i.i.i:                         ; preds = %bb12.us.i.i.i
  %_64.not.i.us.i.i.i = icmp eq i64 %new_len.us.i.i.i, 0
  br i1 %_64.not.i.us.i.i.i, label %bb4.i.us.i.i.i, label %bb7.i.us.i.i.i

bb7.i.us.i.i.i:                                   ; preds = %bb5.preheader.i.us.i.i.i, %bb9.i.us.i.i.i
  %i.sroa.0.05.i.us.i.i.i = phi i64 [ %10, %bb9.i.us.i.i.i ], [ 0, %bb5.preheader.i.us.i.i.i ]
  %9 = getelementptr inbounds nuw i8, ptr %_46.us.i.i.i, i64 %i.sroa.0.05.i.us.i.i.i
  %_9.i.us.i.i.i = load i8, ptr %9, align 1, !alias.scope !21, !noalias !20, !noundef !11
  %_8.i.us.i.i.i = icmp eq i8 %_9.i.us.i.i.i, %last_byte.us.pre.i.i.i
  br i1 %_8.i.us.i.i.i, label %bb4.i.us.i.i.i, label %bb9.i.us.i.i.i

bb9.i.us.i.i.i:                                   ; preds = %bb7.i.us.i.i.i
  %10 = add nuw nsw i64 %i.sroa.0.05.i.us.i.i.i, 1
  %exitcond.not.i.us.i.i.i = icmp eq i64 %10, %new_len.us.i.i.i
  br i1 %exitcond.not.i.us.i.i.i, label %bb4.i.us.i.i.i, label %bb7.i.us.i.i.i

bb4.i.us.i.i.i:                                   ; preds = %bb9.i.us.i.i.i, %bb7.i.us.i.i.i, %bb5.preheader.i.us.i.i.i
  %i.sroa.0.0.lcssa.i.us.i.i.i = phi i64 [ 0, %bb5.preheader.i.us.i.i.i ], [ %i.sroa.0.05.i.us.i.i.i, %bb7.i.us.i.i.i ], [ %new_len.us.i.i.i, %bb9.i.us.i.i.i ]
  %_0.sroa.0.1.i.us.i.i.i = phi i64 [ 0, %bb5.preheader.i.us.i.i.i ], [ 1, %bb7.i.us.i.i.i ], [ 0, %bb9.i.us.i.i.i ]
  %11 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.1.i.us.i.i.i, 0
  %12 = insertvalue { i64, i64 } %11, i64 %i.sroa.0.0.lcssa.i.us.i.i.i, 1
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.us.i.i.i

_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.us.i.i.i: ; preds = %bb4.i.us.i.i.i, %bb2.i.us.i.i.i
  %.merged.i.us.i.i.i = phi { i64, i64 } [ %12, %bb4.i.us.i.i.i ], [ %8, %bb2.i.us.i.i.i ]
  %13 = extractvalue { i64, i64 } %.merged.i.us.i.i.i, 0
  %14 = trunc nuw i64 %13 to i1
  br i1 %14, label %bb4.us.i.i.i, label %bb10.i.i.i

bb4.us.i.i.i:                                     ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.us.i.i.i
  %15 = extractvalue { i64, i64 } %.merged.i.us.i.i.i, 1
  %_17.us.i.i.i = add i64 %7, 1
  %16 = add i64 %_17.us.i.i.i, %15
  store i64 %16, ptr %3, align 8, !alias.scope !16, !noalias !17
  %_18.not.us.i.i.i = icmp ult i64 %16, %_13.i.i.i
  %_56.not.us.i.i.i = icmp ugt i64 %16, %_4.val1.i.i
  %or.cond.i.i.i = or i1 %_18.not.us.i.i.i, %_56.not.us.i.i.i
  br i1 %or.cond.i.i.i, label %bb9.us.i.i.i, label %bb19.us.i.i.i

bb19.us.i.i.i:                                    ; preds = %bb4.us.i.i.i
  %found_char.us.i.i.i = sub nuw i64 %16, %_13.i.i.i
  %_64.us.i.i.i = getelementptr inbounds nuw i8, ptr %_4.val.i.i, i64 %found_char.us.i.i.i
  %bcmp.us.i.i.i = tail call i32 @bcmp(ptr nonnull %_64.us.i.i.i, ptr nonnull %_11.i.i.i, i64 %_13.i.i.i), !noalias !17
  %_28.us.i.i.i = icmp eq i32 %bcmp.us.i.i.i, 0
  br i1 %_28.us.i.i.i, label %bb7.i.i, label %bb9.us.i.i.i

bb9.us.i.i.i:                                     ; preds = %bb19.us.i.i.i, %bb4.us.i.i.i
  %_43.us.i.i.i = icmp ult i64 %index2.i.i.i, %16
  br i1 %_43.us.i.i.i, label %bb1.i.i.i, label %bb12.us.i.i.i

bb12.i.i.i:                                       ; preds = %bb12.lr.ph.i.i.i, %bb9.i.i.i
  %17 = phi i64 [ %26, %bb9.i.i.i ], [ %.promoted.i.i.i, %bb12.lr.ph.i.i.i ]
  %new_len.i.i.i = sub nuw i64 %index2.i.i.i, %17
  %_46.i.i.i = getelementptr inbounds nuw i8, ptr %_4.val.i.i, i64 %17
  %_3.i.i.i.i = icmp samesign ult i64 %new_len.i.i.i, 16
  br i1 %_3.i.i.i.i, label %bb5.preheader.i.i.i.i, label %bb2.i.i.i.i

bb5.preheader.i.i.i.i:                            ; preds = %bb12.i.i.i
  %_64.not.i.i.i.i = icmp eq i64 %new_len.i.i.i, 0
  br i1 %_64.not.i.i.i.i, label %bb4.i.i.i.i, label %bb7.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb12.i.i.i
; call core::slice::memchr::memchr_aligned
  %18 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.us.pre.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.i.i.i) #29, !noalias !20
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i

bb4.i.i.i.i:                                      ; preds = %bb9.i.i.i.i, %bb7.i.i.i.i, %bb5.preheader.i.i.i.i
  %i.sroa.0.0.lcssa.i.i.i.i = phi i64 [ 0, %bb5.preheader.i.i.i.i ], [ %i.sroa.0.05.i.i.i.i, %bb7.i.i.i.i ], [ %new_len.i.i.i, %bb9.i.i.i.i ]
  %_0.sroa.0.1.i.i.i.i = phi i64 [ 0, %bb5.preheader.i.i.i.i ], [ 1, %bb7.i.i.i.i ], [ 0, %bb9.i.i.i.i ]
  %19 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.1.i.i.i.i, 0
  %20 = insertvalue { i64, i64 } %19, i64 %i.sroa.0.0.lcssa.i.i.i.i, 1
  br label %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i

bb7.i.i.i.i:                                      ; preds = %bb5.preheader.i.i.i.i, %bb9.i.i.i.i
  %i.sroa.0.05.i.i.i.i = phi i64 [ %22, %bb9.i.i.i.i ], [ 0, %bb5.preheader.i.i.i.i ]
  %21 = getelementptr inbounds nuw i8, ptr %_46.i.i.i, i64 %i.sroa.0.05.i.i.i.i
  %_9.i.i.i.i = load i8, ptr %21, align 1, !alias.scope !21, !noalias !20, !noundef !11
  %_8.i.i.i.i = icmp eq i8 %_9.i.i.i.i, %last_byte.us.pre.i.i.i
  br i1 %_8.i.i.i.i, label %bb4.i.i.i.i, label %bb9.i.i.i.i

bb9.i.i.i.i:                                      ; preds = %bb7.i.i.i.i
  %22 = add nuw nsw i64 %i.sroa.0.05.i.i.i.i, 1
  %exitcond.not.i.i.i.i = icmp eq i64 %22, %new_len.i.i.i
  br i1 %exitcond.not.i.i.i.i, label %bb4.i.i.i.i, label %bb7.i.i.i.i

_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i: ; preds = %bb4.i.i.i.i, %bb2.i.i.i.i
  %.merged.i.i.i.i = phi { i64, i64 } [ %20, %bb4.i.i.i.i ], [ %18, %bb2.i.i.i.i ]
  %23 = extractvalue { i64, i64 } %.merged.i.i.i.i, 0
  %24 = trunc nuw i64 %23 to i1
  br i1 %24, label %bb4.i.i.i, label %bb10.i.i.i

bb4.i.i.i:                                        ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i
  %25 = extractvalue { i64, i64 } %.merged.i.i.i.i, 1
  %_17.i.i.i = add i64 %17, 1
  %26 = add i64 %_17.i.i.i, %25
  store i64 %26, ptr %3, align 8, !alias.scope !16, !noalias !17
  %_18.not.i.i.i = icmp ult i64 %26, %_13.i.i.i
  %_56.not.i.i.i = icmp ugt i64 %26, %_4.val1.i.i
  %or.cond68.i.i.i = or i1 %_18.not.i.i.i, %_56.not.i.i.i
  br i1 %or.cond68.i.i.i, label %bb9.i.i.i, label %bb25.i.i.i

bb10.i.i.i:                                       ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.i.i.i, %_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr.exit.us.i.i.i
  store i64 %index2.i.i.i, ptr %3, align 8, !alias.scope !16, !noalias !17
  br label %bb1.i.i.i

bb9.i.i.i:                                        ; preds = %bb4.i.i.i
  %_43.i.i.i = icmp ult i64 %index2.i.i.i, %26
  br i1 %_43.i.i.i, label %bb1.i.i.i, label %bb12.i.i.i

bb25.i.i.i:                                       ; preds = %bb4.i.i.i
; call core::slice::index::slice_index_fail
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %_13.i.i.i, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_7bbc2d8d597a87c842496ab99596b1e1) #30, !noalias !20
  unreachable

bb7.i.i:                                          ; preds = %bb19.us.i.i.i
  %i.i.i = load i64, ptr %self, align 8, !alias.scope !10, !noundef !11
  %new_len.i.i = sub nuw i64 %found_char.us.i.i.i, %i.i.i
  store i64 %16, ptr %self, align 8, !alias.scope !10
  br label %bb5

bb1.i.i.i:                                        ; preds = %bb9.i.i.i, %bb9.us.i.i.i, %bb10.i.i.i, %bb2.i.i
  store i8 1, ptr %0, align 1, !alias.scope !24
  %27 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %28 = load i8, ptr %27, align 8, !range !9, !alias.scope !24, !noundef !11
  %_3.i.i.i = trunc nuw i8 %28 to i1
  %i.pre.i.i.i = load i64, ptr %self, align 8, !alias.scope !24
  %.phi.trans.insert.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  %i1.pre.i.i.i = load i64, ptr %.phi.trans.insert.i.i.i, align 8, !alias.scope !24
  %_4.not.i.i.i = icmp ne i64 %i1.pre.i.i.i, %i.pre.i.i.i
  %or.cond.not.i.i.i = select i1 %_3.i.i.i, i1 true, i1 %_4.not.i.i.i
  %new_len.i3.i.i = sub nuw i64 %i1.pre.i.i.i, %i.pre.i.i.i
  br i1 %or.cond.not.i.i.i, label %bb5, label %bb2

bb5:                                              ; preds = %bb1.i.i.i, %bb7.i.i
  %_0.sroa.4.1.i.i = phi i64 [ %new_len.i.i, %bb7.i.i ], [ %new_len.i3.i.i, %bb1.i.i.i ]
  %i.i.i.pn = phi i64 [ %i.i.i, %bb7.i.i ], [ %i.pre.i.i.i, %bb1.i.i.i ]
  %_0.sroa.0.1.i.i = getelementptr inbounds nuw i8, ptr %_4.val.i.i, i64 %i.i.i.pn
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %_8.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_0.sroa.0.1.i.i, i64 %_0.sroa.4.1.i.i
  %_6.i.i.i.i11.i.i.i.i = icmp samesign eq i64 %_0.sroa.4.1.i.i, 0
  br i1 %_6.i.i.i.i11.i.i.i.i, label %bb5.i.i, label %bb14.i.i.i.i.i.i.i

bb14.i.i.i.i.i.i.i:                               ; preds = %bb5, %bb5.i.i.i.i
  %29 = phi i64 [ %36, %bb5.i.i.i.i ], [ 0, %bb5 ]
  %_16.i26.i.i.i1012.i.i.i.i = phi ptr [ %subtracted.i.i.i.i.i.i, %bb5.i.i.i.i ], [ %_0.sroa.0.1.i.i, %bb5 ]
  %30 = ptrtoint ptr %_16.i26.i.i.i1012.i.i.i.i to i64
  %_16.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i.i.i, i64 1
  %x.i.i.i.i.i.i.i = load i8, ptr %_16.i26.i.i.i1012.i.i.i.i, align 1, !alias.scope !33, !noalias !34, !noundef !11
  %_7.i.i.i.i.i.i.i = icmp sgt i8 %x.i.i.i.i.i.i.i, -1
  br i1 %_7.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i.i, label %bb4.i.i.i.i.i.i.i

bb4.i.i.i.i.i.i.i:                                ; preds = %bb14.i.i.i.i.i.i.i
  %_33.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i.i.i, 31
  %init.i.i.i.i.i.i.i = zext nneg i8 %_33.i.i.i.i.i.i.i to i32
  %_6.i10.i.i.i.i.i.i.i = icmp ne ptr %_16.i.i.i.i.i.i.i.i, %_8.i.i.i.i.i
  tail call void @llvm.assume(i1 %_6.i10.i.i.i.i.i.i.i)
  %_16.i12.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i.i.i, i64 2
  %y.i.i.i.i.i.i.i = load i8, ptr %_16.i.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !34, !noundef !11
  %_36.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 6
  %_38.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i.i.i, 63
  %_37.i.i.i.i.i.i.i = zext nneg i8 %_38.i.i.i.i.i.i.i to i32
  %31 = or disjoint i32 %_36.i.i.i.i.i.i.i, %_37.i.i.i.i.i.i.i
  %_14.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i, -33
  br i1 %_14.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb14.i.i.i.i.i.i.i
  %_8.i.i.i.i.i.i.i = zext nneg i8 %x.i.i.i.i.i.i.i to i32
  br label %bb3.i.i.i.i.i

bb6.i.i.i.i.i.i.i:                                ; preds = %bb4.i.i.i.i.i.i.i
  %_6.i17.i.i.i.i.i.i.i = icmp ne ptr %_16.i12.i.i.i.i.i.i.i, %_8.i.i.i.i.i
  tail call void @llvm.assume(i1 %_6.i17.i.i.i.i.i.i.i)
  %_16.i19.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i.i.i, i64 3
  %z.i.i.i.i.i.i.i = load i8, ptr %_16.i12.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !34, !noundef !11
  %_41.i.i.i.i.i.i.i = shl nuw nsw i32 %_37.i.i.i.i.i.i.i, 6
  %_43.i.i.i.i.i.i.i = and i8 %z.i.i.i.i.i.i.i, 63
  %_42.i.i.i.i.i.i.i = zext nneg i8 %_43.i.i.i.i.i.i.i to i32
  %y_z.i.i.i.i.i.i.i = or disjoint i32 %_41.i.i.i.i.i.i.i, %_42.i.i.i.i.i.i.i
  %_21.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 12
  %32 = or disjoint i32 %y_z.i.i.i.i.i.i.i, %_21.i.i.i.i.i.i.i
  %_22.i.i.i.i.i.i.i = icmp samesign ugt i8 %x.i.i.i.i.i.i.i, -17
  br i1 %_22.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i

bb8.i.i.i.i.i.i.i:                                ; preds = %bb6.i.i.i.i.i.i.i
  %_6.i24.i.i.i.i.i.i.i = icmp ne ptr %_16.i19.i.i.i.i.i.i.i, %_8.i.i.i.i.i
  tail call void @llvm.assume(i1 %_6.i24.i.i.i.i.i.i.i)
  %_16.i26.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i26.i.i.i1012.i.i.i.i, i64 4
  %w.i.i.i.i.i.i.i = load i8, ptr %_16.i19.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !34, !noundef !11
  %_27.i.i.i.i.i.i.i = shl nuw nsw i32 %init.i.i.i.i.i.i.i, 18
  %_26.i.i.i.i.i.i.i = and i32 %_27.i.i.i.i.i.i.i, 1835008
  %_46.i.i.i.i.i.i.i = shl nuw nsw i32 %y_z.i.i.i.i.i.i.i, 6
  %_48.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i.i.i, 63
  %_47.i.i.i.i.i.i.i = zext nneg i8 %_48.i.i.i.i.i.i.i to i32
  %_28.i.i.i.i.i.i.i = or disjoint i32 %_46.i.i.i.i.i.i.i, %_47.i.i.i.i.i.i.i
  %33 = or disjoint i32 %_28.i.i.i.i.i.i.i, %_26.i.i.i.i.i.i.i
  br label %bb3.i.i.i.i.i

bb3.i.i.i.i.i:                                    ; preds = %bb8.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i
  %subtracted.i.i.i.i.i.i = phi ptr [ %_16.i19.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i ], [ %_16.i26.i.i.i.i.i.i.i, %bb8.i.i.i.i.i.i.i ], [ %_16.i12.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i ], [ %_16.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ]
  %_0.sroa.4.0.i.ph.i.i.i.i.i.i = phi i32 [ %32, %bb6.i.i.i.i.i.i.i ], [ %33, %bb8.i.i.i.i.i.i.i ], [ %31, %bb4.i.i.i.i.i.i.i ], [ %_8.i.i.i.i.i.i.i, %bb3.i.i.i.i.i.i.i ]
  %34 = icmp samesign ult i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %34)
  %35 = ptrtoint ptr %subtracted.i.i.i.i.i.i to i64
  %_10.i.i.i.i.i.i = sub i64 %35, %30
  %36 = add i64 %_10.i.i.i.i.i.i, %29
  switch i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i.i.i [
    i32 32, label %bb5.i.i.i.i
    i32 13, label %bb5.i.i.i.i
    i32 12, label %bb5.i.i.i.i
    i32 11, label %bb5.i.i.i.i
    i32 10, label %bb5.i.i.i.i
    i32 9, label %bb5.i.i.i.i
  ]

bb1.i.i.i.i.i.i.i.i:                              ; preds = %bb3.i.i.i.i.i
  %_4.i.i.i.i.i.i.i.i = icmp samesign ugt i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i.i.i, label %bb5.i.i

bb5.i.i.i.i.i.i.i.i:                              ; preds = %bb1.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i = lshr i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i.i.i, label %bb5.i.i [
    i32 0, label %bb6.i.i.i.i.i.i.i.i.i
    i32 22, label %bb4.i.i.i.i.i.i.i.i.i
    i32 32, label %bb7.i.i.i.i.i.i.i.i.i
    i32 48, label %bb2.i.i.i.i.i.i.i.i.i
  ]

bb4.i.i.i.i.i.i.i.i.i:                            ; preds = %bb5.i.i.i.i.i.i.i.i
  %37 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 5760
  %38 = zext i1 %37 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i"

bb2.i.i.i.i.i.i.i.i.i:                            ; preds = %bb5.i.i.i.i.i.i.i.i
  %39 = icmp eq i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 12288
  %40 = zext i1 %39 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i"

bb6.i.i.i.i.i.i.i.i.i:                            ; preds = %bb5.i.i.i.i.i.i.i.i
  %41 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i.i.i = zext nneg i32 %41 to i64
  %42 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i = load i8, ptr %42, align 1, !noalias !48, !noundef !11
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i"

bb7.i.i.i.i.i.i.i.i.i:                            ; preds = %bb5.i.i.i.i.i.i.i.i
  %43 = and i32 %_0.sroa.4.0.i.ph.i.i.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i.i.i = zext nneg i32 %43 to i64
  %44 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i.i.i
  %_12.i.i.i.i.i.i.i.i.i = load i8, ptr %44, align 1, !noalias !48, !noundef !11
  %_11.i.i.i.i.i.i.i.i.i = lshr i8 %_12.i.i.i.i.i.i.i.i.i, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i": ; preds = %bb7.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i, %bb2.i.i.i.i.i.i.i.i.i, %bb4.i.i.i.i.i.i.i.i.i
  %_0.sroa.0.0.i.i.i.i.i.i.i.i.i = phi i8 [ %40, %bb2.i.i.i.i.i.i.i.i.i ], [ %_6.i.i.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i.i.i.i ], [ %38, %bb4.i.i.i.i.i.i.i.i.i ], [ %_11.i.i.i.i.i.i.i.i.i, %bb7.i.i.i.i.i.i.i.i.i ]
  %45 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i.i.i to i1
  br i1 %45, label %bb5.i.i.i.i, label %bb5.i.i

bb5.i.i.i.i:                                      ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i", %bb3.i.i.i.i.i, %bb3.i.i.i.i.i, %bb3.i.i.i.i.i, %bb3.i.i.i.i.i, %bb3.i.i.i.i.i, %bb3.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i = icmp eq ptr %subtracted.i.i.i.i.i.i, %_8.i.i.i.i.i
  br i1 %_6.i.i.i.i.i.i.i.i, label %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i", label %bb14.i.i.i.i.i.i.i

bb5.i.i:                                          ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i", %bb5.i.i.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i, %bb5
  %matcher.sroa.4.049.i.i = phi ptr [ %_0.sroa.0.1.i.i, %bb5 ], [ %subtracted.i.i.i.i.i.i, %bb1.i.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i, %bb5.i.i.i.i.i.i.i.i ], [ %subtracted.i.i.i.i.i.i, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i" ]
  %matcher.sroa.14.047.i.i = phi i64 [ 0, %bb5 ], [ %36, %bb1.i.i.i.i.i.i.i.i ], [ %36, %bb5.i.i.i.i.i.i.i.i ], [ %36, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i" ]
  %i.sroa.0.0.i.i = phi i64 [ 0, %bb5 ], [ %29, %bb1.i.i.i.i.i.i.i.i ], [ %29, %bb5.i.i.i.i.i.i.i.i ], [ %29, %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i.i.i" ]
  %46 = icmp eq ptr %matcher.sroa.4.049.i.i, %_8.i.i.i.i.i
  br i1 %46, label %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i", label %bb17.i.i.i.i.i.i.i

bb17.i.i.i.i.i.i.i:                               ; preds = %bb5.i.i, %bb5.i.i11.i.i
  %_23.i25.i.i.i1213.i.i.i.i = phi ptr [ %_4.i.i.i.i.i.i, %bb5.i.i11.i.i ], [ %_8.i.i.i.i.i, %bb5.i.i ]
  %_23.i.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i.i.i, i64 -1
  %w.i.i.i.i.i4.i.i = load i8, ptr %_23.i.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !49, !noundef !11
  %_6.i.i.i.i.i.i.i = icmp sgt i8 %w.i.i.i.i.i4.i.i, -1
  br i1 %_6.i.i.i.i.i.i.i, label %bb3.i.i.i.i.i38.i.i, label %bb4.i.i.i.i.i5.i.i

bb4.i.i.i.i.i5.i.i:                               ; preds = %bb17.i.i.i.i.i.i.i
  %47 = icmp ne ptr %matcher.sroa.4.049.i.i, %_23.i.i.i.i.i.i.i.i
  tail call void @llvm.assume(i1 %47)
  %_23.i13.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i.i.i, i64 -2
  %z.i.i.i.i.i6.i.i = load i8, ptr %_23.i13.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !49, !noundef !11
  %_27.i.i.i.i.i7.i.i = and i8 %z.i.i.i.i.i6.i.i, 31
  %48 = zext nneg i8 %_27.i.i.i.i.i7.i.i to i32
  %_12.i.i.i.i.i.i.i = icmp slt i8 %z.i.i.i.i.i6.i.i, -64
  br i1 %_12.i.i.i.i.i.i.i, label %bb6.i.i.i.i.i30.i.i, label %bb13.i.i.i.i.i.i.i

bb3.i.i.i.i.i38.i.i:                              ; preds = %bb17.i.i.i.i.i.i.i
  %_8.i.i.i.i.i39.i.i = zext nneg i8 %w.i.i.i.i.i4.i.i to i32
  br label %bb3.i.i.i10.i.i

bb6.i.i.i.i.i30.i.i:                              ; preds = %bb4.i.i.i.i.i5.i.i
  %49 = icmp ne ptr %matcher.sroa.4.049.i.i, %_23.i13.i.i.i.i.i.i.i
  tail call void @llvm.assume(i1 %49)
  %_23.i19.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i.i.i, i64 -3
  %y.i.i.i.i.i31.i.i = load i8, ptr %_23.i19.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !49, !noundef !11
  %_31.i.i.i.i.i.i.i = and i8 %y.i.i.i.i.i31.i.i, 15
  %50 = zext nneg i8 %_31.i.i.i.i.i.i.i to i32
  %_16.i.i.i.i.i.i.i = icmp slt i8 %y.i.i.i.i.i31.i.i, -64
  br i1 %_16.i.i.i.i.i.i.i, label %bb8.i.i.i.i.i33.i.i, label %bb11.i.i.i.i.i.i.i

bb13.i.i.i.i.i.i.i:                               ; preds = %bb11.i.i.i.i.i.i.i, %bb4.i.i.i.i.i5.i.i
  %_4.i14.i.i.i.i.i.i = phi ptr [ %_4.i15.i.i.i.i.i.i, %bb11.i.i.i.i.i.i.i ], [ %_23.i13.i.i.i.i.i.i.i, %bb4.i.i.i.i.i5.i.i ]
  %ch.sroa.0.0.i.i.i.i.i.i.i = phi i32 [ %55, %bb11.i.i.i.i.i.i.i ], [ %48, %bb4.i.i.i.i.i5.i.i ]
  %_42.i.i.i.i.i8.i.i = shl nuw nsw i32 %ch.sroa.0.0.i.i.i.i.i.i.i, 6
  %_44.i.i.i.i.i.i.i = and i8 %w.i.i.i.i.i4.i.i, 63
  %_43.i.i.i.i.i9.i.i = zext nneg i8 %_44.i.i.i.i.i.i.i to i32
  %51 = or disjoint i32 %_42.i.i.i.i.i8.i.i, %_43.i.i.i.i.i9.i.i
  br label %bb3.i.i.i10.i.i

bb8.i.i.i.i.i33.i.i:                              ; preds = %bb6.i.i.i.i.i30.i.i
  %52 = icmp ne ptr %matcher.sroa.4.049.i.i, %_23.i19.i.i.i.i.i.i.i
  tail call void @llvm.assume(i1 %52)
  %_23.i25.i.i.i.i.i.i.i = getelementptr inbounds i8, ptr %_23.i25.i.i.i1213.i.i.i.i, i64 -4
  %x.i.i.i.i.i34.i.i = load i8, ptr %_23.i25.i.i.i.i.i.i.i, align 1, !alias.scope !33, !noalias !49, !noundef !11
  %_35.i.i.i.i.i.i.i = and i8 %x.i.i.i.i.i34.i.i, 7
  %53 = zext nneg i8 %_35.i.i.i.i.i.i.i to i32
  %_36.i.i.i.i.i35.i.i = shl nuw nsw i32 %53, 6
  %_38.i.i.i.i.i36.i.i = and i8 %y.i.i.i.i.i31.i.i, 63
  %_37.i.i.i.i.i37.i.i = zext nneg i8 %_38.i.i.i.i.i36.i.i to i32
  %54 = or disjoint i32 %_36.i.i.i.i.i35.i.i, %_37.i.i.i.i.i37.i.i
  br label %bb11.i.i.i.i.i.i.i

bb11.i.i.i.i.i.i.i:                               ; preds = %bb8.i.i.i.i.i33.i.i, %bb6.i.i.i.i.i30.i.i
  %_4.i15.i.i.i.i.i.i = phi ptr [ %_23.i25.i.i.i.i.i.i.i, %bb8.i.i.i.i.i33.i.i ], [ %_23.i19.i.i.i.i.i.i.i, %bb6.i.i.i.i.i30.i.i ]
  %ch.sroa.0.1.i.i.i.i.i.i.i = phi i32 [ %54, %bb8.i.i.i.i.i33.i.i ], [ %50, %bb6.i.i.i.i.i30.i.i ]
  %_39.i.i.i.i.i.i.i = shl nuw nsw i32 %ch.sroa.0.1.i.i.i.i.i.i.i, 6
  %_41.i.i.i.i.i32.i.i = and i8 %z.i.i.i.i.i6.i.i, 63
  %_40.i.i.i.i.i.i.i = zext nneg i8 %_41.i.i.i.i.i32.i.i to i32
  %55 = or disjoint i32 %_39.i.i.i.i.i.i.i, %_40.i.i.i.i.i.i.i
  br label %bb13.i.i.i.i.i.i.i

bb3.i.i.i10.i.i:                                  ; preds = %bb13.i.i.i.i.i.i.i, %bb3.i.i.i.i.i38.i.i
  %_4.i.i.i.i.i.i = phi ptr [ %_23.i.i.i.i.i.i.i.i, %bb3.i.i.i.i.i38.i.i ], [ %_4.i14.i.i.i.i.i.i, %bb13.i.i.i.i.i.i.i ]
  %_0.sroa.4.1.i.ph.i.i.i.i.i.i = phi i32 [ %_8.i.i.i.i.i39.i.i, %bb3.i.i.i.i.i38.i.i ], [ %51, %bb13.i.i.i.i.i.i.i ]
  %56 = icmp samesign ult i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 1114112
  tail call void @llvm.assume(i1 %56)
  switch i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i14.i.i [
    i32 32, label %bb5.i.i11.i.i
    i32 13, label %bb5.i.i11.i.i
    i32 12, label %bb5.i.i11.i.i
    i32 11, label %bb5.i.i11.i.i
    i32 10, label %bb5.i.i11.i.i
    i32 9, label %bb5.i.i11.i.i
  ]

bb1.i.i.i.i.i.i14.i.i:                            ; preds = %bb3.i.i.i10.i.i
  %_4.i.i.i.i.i.i15.i.i = icmp samesign ugt i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 127
  br i1 %_4.i.i.i.i.i.i15.i.i, label %bb5.i.i.i.i.i.i17.i.i, label %bb7.i.i6

bb5.i.i.i.i.i.i17.i.i:                            ; preds = %bb1.i.i.i.i.i.i14.i.i
  %_3.i.i.i.i.i.i.i18.i.i = lshr i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 8
  switch i32 %_3.i.i.i.i.i.i.i18.i.i, label %bb7.i.i6 [
    i32 0, label %bb6.i.i.i.i.i.i.i27.i.i
    i32 22, label %bb4.i.i.i.i.i.i.i26.i.i
    i32 32, label %bb7.i.i.i.i.i.i.i22.i.i
    i32 48, label %bb2.i.i.i.i.i.i.i19.i.i
  ]

bb4.i.i.i.i.i.i.i26.i.i:                          ; preds = %bb5.i.i.i.i.i.i17.i.i
  %57 = icmp eq i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 5760
  %58 = zext i1 %57 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i"

bb2.i.i.i.i.i.i.i19.i.i:                          ; preds = %bb5.i.i.i.i.i.i17.i.i
  %59 = icmp eq i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 12288
  %60 = zext i1 %59 to i8
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i"

bb6.i.i.i.i.i.i.i27.i.i:                          ; preds = %bb5.i.i.i.i.i.i17.i.i
  %61 = and i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 255
  %_8.i.i.i.i.i.i.i28.i.i = zext nneg i32 %61 to i64
  %62 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_8.i.i.i.i.i.i.i28.i.i
  %_6.i.i.i.i.i.i.i29.i.i = load i8, ptr %62, align 1, !noalias !63, !noundef !11
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i"

bb7.i.i.i.i.i.i.i22.i.i:                          ; preds = %bb5.i.i.i.i.i.i17.i.i
  %63 = and i32 %_0.sroa.4.1.i.ph.i.i.i.i.i.i, 255
  %_14.i.i.i.i.i.i.i23.i.i = zext nneg i32 %63 to i64
  %64 = getelementptr inbounds nuw i8, ptr @_RNvNtNtNtCsgEmfK2I1SDS_4core7unicode12unicode_data11white_space14WHITESPACE_MAP, i64 %_14.i.i.i.i.i.i.i23.i.i
  %_12.i.i.i.i.i.i.i24.i.i = load i8, ptr %64, align 1, !noalias !63, !noundef !11
  %_11.i.i.i.i.i.i.i25.i.i = lshr i8 %_12.i.i.i.i.i.i.i24.i.i, 1
  br label %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i"

"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i": ; preds = %bb7.i.i.i.i.i.i.i22.i.i, %bb6.i.i.i.i.i.i.i27.i.i, %bb2.i.i.i.i.i.i.i19.i.i, %bb4.i.i.i.i.i.i.i26.i.i
  %_0.sroa.0.0.i.i.i.i.i.i.i21.i.i = phi i8 [ %60, %bb2.i.i.i.i.i.i.i19.i.i ], [ %_6.i.i.i.i.i.i.i29.i.i, %bb6.i.i.i.i.i.i.i27.i.i ], [ %58, %bb4.i.i.i.i.i.i.i26.i.i ], [ %_11.i.i.i.i.i.i.i25.i.i, %bb7.i.i.i.i.i.i.i22.i.i ]
  %65 = trunc i8 %_0.sroa.0.0.i.i.i.i.i.i.i21.i.i to i1
  br i1 %65, label %bb5.i.i11.i.i, label %bb7.i.i6

bb5.i.i11.i.i:                                    ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i", %bb3.i.i.i10.i.i, %bb3.i.i.i10.i.i, %bb3.i.i.i10.i.i, %bb3.i.i.i10.i.i, %bb3.i.i.i10.i.i, %bb3.i.i.i10.i.i
  %66 = icmp eq ptr %matcher.sroa.4.049.i.i, %_4.i.i.i.i.i.i
  br i1 %66, label %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i", label %bb17.i.i.i.i.i.i.i

bb7.i.i6:                                         ; preds = %"_ZN53_$LT$F$u20$as$u20$core..str..pattern..MultiCharEq$GT$7matches17h84a0b2c1b62d4318E.exit.i.i.i20.i.i", %bb5.i.i.i.i.i.i17.i.i, %bb1.i.i.i.i.i.i14.i.i
  %67 = ptrtoint ptr %_23.i25.i.i.i1213.i.i.i.i to i64
  %68 = ptrtoint ptr %matcher.sroa.4.049.i.i to i64
  %69 = sub i64 %matcher.sroa.14.047.i.i, %68
  %_15.i6.i.i.i.i = add i64 %69, %67
  br label %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i"

"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i": ; preds = %bb5.i.i.i.i, %bb5.i.i11.i.i, %bb7.i.i6, %bb5.i.i
  %i.sroa.0.061.i.i = phi i64 [ %i.sroa.0.0.i.i, %bb7.i.i6 ], [ %i.sroa.0.0.i.i, %bb5.i.i ], [ %i.sroa.0.0.i.i, %bb5.i.i11.i.i ], [ 0, %bb5.i.i.i.i ]
  %j.sroa.0.1.i.i = phi i64 [ %_15.i6.i.i.i.i, %bb7.i.i6 ], [ %matcher.sroa.14.047.i.i, %bb5.i.i ], [ %matcher.sroa.14.047.i.i, %bb5.i.i11.i.i ], [ 0, %bb5.i.i.i.i ]
  %new_len.i.i3 = sub nuw i64 %j.sroa.0.1.i.i, %i.sroa.0.061.i.i
  %data.i.i4 = getelementptr inbounds nuw i8, ptr %_0.sroa.0.1.i.i, i64 %i.sroa.0.061.i.i
  switch i64 %new_len.i.i3, label %bb9thread-pre-split.i.i [
    i64 0, label %bb2.i.i5
    i64 1, label %bb7.i3.i
  ]

bb7.i3.i:                                         ; preds = %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i"
  %70 = load i8, ptr %data.i.i4, align 1, !alias.scope !64, !noundef !11
  switch i8 %70, label %bb9.i.i [
    i8 43, label %bb2.i.i5
    i8 45, label %bb2.i.i5
  ]

bb9thread-pre-split.i.i:                          ; preds = %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i"
  %.pr.i.i = load i8, ptr %data.i.i4, align 1, !alias.scope !64
  br label %bb9.i.i

bb9.i.i:                                          ; preds = %bb9thread-pre-split.i.i, %bb7.i3.i
  %71 = phi i8 [ %.pr.i.i, %bb9thread-pre-split.i.i ], [ %70, %bb7.i3.i ]
  %cond.i.i = icmp eq i8 %71, 43
  %rest.1.i.i = sext i1 %cond.i.i to i64
  %src.sroa.15.0.i.i = add nsw i64 %new_len.i.i3, %rest.1.i.i
  %src.sroa.0.0.idx.i.i = zext i1 %cond.i.i to i64
  %src.sroa.0.0.i.i = getelementptr inbounds nuw i8, ptr %data.i.i4, i64 %src.sroa.0.0.idx.i.i
  %_10.i.i = icmp samesign ult i64 %src.sroa.15.0.i.i, 9
  br i1 %_10.i.i, label %bb15.preheader.i.i, label %bb22.i.i

bb15.preheader.i.i:                               ; preds = %bb9.i.i
  %_13.not56.i.i = icmp eq i64 %src.sroa.15.0.i.i, 0
  br i1 %_13.not56.i.i, label %bb25.i.i, label %bb16.i.i

bb22.i.i:                                         ; preds = %bb9.i.i, %bb40.i.i
  %result.sroa.0.0.i.i = phi i32 [ %_60.0.i.i, %bb40.i.i ], [ 0, %bb9.i.i ]
  %src.sroa.15.1.i.i = phi i64 [ %rest.12.i.i, %bb40.i.i ], [ %src.sroa.15.0.i.i, %bb9.i.i ]
  %src.sroa.0.1.i.i = phi ptr [ %rest.01.i.i, %bb40.i.i ], [ %src.sroa.0.0.i.i, %bb9.i.i ]
  %_28.not.i.i = icmp eq i64 %src.sroa.15.1.i.i, 0
  br i1 %_28.not.i.i, label %bb25.i.i, label %bb23.i.i

bb25.i.i:                                         ; preds = %bb22.i.i, %bb20.i.i, %bb15.preheader.i.i
  %result.sroa.0.1.i.i = phi i32 [ %81, %bb20.i.i ], [ 0, %bb15.preheader.i.i ], [ %result.sroa.0.0.i.i, %bb22.i.i ]
  %72 = zext i32 %result.sroa.0.1.i.i to i64
  %73 = shl nuw i64 %72, 32
  br label %_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i

bb23.i.i:                                         ; preds = %bb22.i.i
  %rest.01.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.1.i.i, i64 1
  %rest.12.i.i = add nsw i64 %src.sroa.15.1.i.i, -1
  %74 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %result.sroa.0.0.i.i, i32 10)
  %_57.0.i.i = extractvalue { i32, i1 } %74, 0
  %_57.1.i.i = extractvalue { i32, i1 } %74, 1
  %75 = load i8, ptr %src.sroa.0.1.i.i, align 1, !alias.scope !64, !noundef !11
  br i1 %_57.1.i.i, label %bb31.i.i, label %bb33.i.i, !prof !67

bb33.i.i:                                         ; preds = %bb23.i.i
  %76 = zext i8 %75 to i32
  %77 = add nsw i32 %76, -48
  %_14.i.i.i = icmp ult i32 %77, 10
  br i1 %_14.i.i.i, label %bb40.i.i, label %bb2.i.i5

bb31.i.i:                                         ; preds = %bb23.i.i
  %78 = add i8 %75, -48
  %_14.i45.i.i = icmp ult i8 %78, 10
  %spec.select.i.i = select i1 %_14.i45.i.i, i64 513, i64 257
  br label %_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i

bb40.i.i:                                         ; preds = %bb33.i.i
  %_60.0.i.i = add i32 %77, %_57.0.i.i
  %_60.1.i.i = icmp ult i32 %_60.0.i.i, %_57.0.i.i
  br i1 %_60.1.i.i, label %bb2.i.i5, label %bb22.i.i, !prof !67

bb16.i.i:                                         ; preds = %bb15.preheader.i.i, %bb20.i.i
  %src.sroa.0.259.i.i = phi ptr [ %rest.04.i.i, %bb20.i.i ], [ %src.sroa.0.0.i.i, %bb15.preheader.i.i ]
  %src.sroa.15.258.i.i = phi i64 [ %rest.15.i.i, %bb20.i.i ], [ %src.sroa.15.0.i.i, %bb15.preheader.i.i ]
  %result.sroa.0.257.i.i = phi i32 [ %81, %bb20.i.i ], [ 0, %bb15.preheader.i.i ]
  %_19.i.i = load i8, ptr %src.sroa.0.259.i.i, align 1, !alias.scope !64, !noundef !11
  %_18.i.i = zext i8 %_19.i.i to i32
  %79 = add nsw i32 %_18.i.i, -48
  %_14.i47.i.i = icmp ult i32 %79, 10
  br i1 %_14.i47.i.i, label %bb20.i.i, label %bb2.i.i5

bb20.i.i:                                         ; preds = %bb16.i.i
  %80 = mul i32 %result.sroa.0.257.i.i, 10
  %rest.15.i.i = add nsw i64 %src.sroa.15.258.i.i, -1
  %rest.04.i.i = getelementptr inbounds nuw i8, ptr %src.sroa.0.259.i.i, i64 1
  %81 = add i32 %79, %80
  %_13.not.i.i = icmp eq i64 %rest.15.i.i, 0
  br i1 %_13.not.i.i, label %bb25.i.i, label %bb16.i.i

_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i: ; preds = %bb31.i.i, %bb25.i.i
  %_0.sroa.8.0.insert.insert.i.i = phi i64 [ %spec.select.i.i, %bb31.i.i ], [ %73, %bb25.i.i ]
  %82 = trunc i64 %_0.sroa.8.0.insert.insert.i.i to i1
  br i1 %82, label %bb2.i.i5, label %"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E.exit", !prof !68

bb2.i.i5:                                         ; preds = %bb40.i.i, %bb33.i.i, %bb16.i.i, %_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i, %bb7.i3.i, %bb7.i3.i, %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i"
  %_0.sroa.8.0.insert.insert.i2.i = phi i64 [ %_0.sroa.8.0.insert.insert.i.i, %_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i ], [ 257, %bb7.i3.i ], [ 257, %bb16.i.i ], [ 257, %bb7.i3.i ], [ 1, %"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE.exit.i" ], [ 257, %bb33.i.i ], [ 513, %bb40.i.i ]
  %.sroa.4.0.extract.shift.i.i = lshr i64 %_0.sroa.8.0.insert.insert.i2.i, 8
  %.sroa.4.0.extract.trunc.i.i = trunc i64 %.sroa.4.0.extract.shift.i.i to i8
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i.i), !noalias !27
  store i8 %.sroa.4.0.extract.trunc.i.i, ptr %e.i.i, align 1, !noalias !27
; call core::result::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_00ae4b301f7fab8ac9617c03fcbd7274, i64 noundef 43, ptr noundef nonnull align 1 %e.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_437f09282ec57d150c1d5f3b487c39e2) #30
  unreachable

"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E.exit": ; preds = %_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix.exit.i
  %.sroa.6.0.extract.shift.i.i = lshr i64 %_0.sroa.8.0.insert.insert.i.i, 32
  %.sroa.6.0.extract.trunc.i.i = trunc nuw i64 %.sroa.6.0.extract.shift.i.i to i32
  br label %bb2

bb2:                                              ; preds = %bb1.i.i.i, %start, %"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E.exit"
  %_0.sroa.3.0 = phi i32 [ %.sroa.6.0.extract.trunc.i.i, %"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E.exit" ], [ undef, %start ], [ undef, %bb1.i.i.i ]
  %_0.sroa.0.0 = phi i32 [ 1, %"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E.exit" ], [ 0, %start ], [ 0, %bb1.i.i.i ]
  %83 = insertvalue { i32, i32 } poison, i32 %_0.sroa.0.0, 0
  %84 = insertvalue { i32, i32 } %83, i32 %_0.sroa.3.0, 1
  ret { i32, i32 } %84
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !11, !align !12, !noundef !11
  %_3.val = load i8, ptr %_3, align 1, !range !69, !noundef !11
  %0 = zext nneg i8 %_3.val to i64
  %switch.gep = getelementptr inbounds nuw i64, ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E", i64 %0
  %switch.load = load i64, ptr %switch.gep, align 8
  %1 = zext nneg i8 %_3.val to i64
  %reltable.shift = shl i64 %1, 2
  %reltable.intrinsic = call ptr @llvm.load.relative.i64(ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.76.rel", i64 %reltable.shift)
; call <core::fmt::Formatter>::write_str
  %_0.i = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %reltable.intrinsic, i64 noundef %switch.load) #29
  ret i1 %_0.i
}

; core::hash::BuildHasher::hash_one
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %self.0.val, i64 %self.8.val, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %0) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %_8.i.i.i.i = alloca [1 x i8], align 1
  %hasher = alloca [72 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %hasher)
  %1 = xor i64 %self.0.val, 8317987319222330741
  %2 = xor i64 %self.8.val, 7237128888997146477
  %3 = xor i64 %self.0.val, 7816392313619706465
  %4 = xor i64 %self.8.val, 8387220255154660723
  store i64 %1, ptr %hasher, align 8, !alias.scope !70
  %_2.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 8
  store i64 %3, ptr %_2.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !70
  %_2.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 16
  store i64 %2, ptr %_2.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !70
  %_2.sroa.6.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 24
  store i64 %4, ptr %_2.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !70
  %_2.sroa.7.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 32
  store i64 %self.0.val, ptr %_2.sroa.7.0._0.sroa_idx.i, align 8, !alias.scope !70
  %_2.sroa.8.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 40
  store i64 %self.8.val, ptr %_2.sroa.8.0._0.sroa_idx.i, align 8, !alias.scope !70
  %_2.sroa.9.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_2.sroa.9.0._0.sroa_idx.i, i8 0, i64 24, i1 false), !alias.scope !70
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %_4.val.i = load ptr, ptr %5, align 8, !noalias !73, !nonnull !11, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %_4.val1.i = load i64, ptr %6, align 8, !noalias !73, !noundef !11
; call <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
  call fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %hasher, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_4.val.i, i64 noundef %_4.val1.i) #31
  call void @llvm.lifetime.start.p0(ptr nonnull %_8.i.i.i.i), !noalias !76
  store i8 -1, ptr %_8.i.i.i.i, align 1, !noalias !76
; call <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
  call fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %hasher, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8.i.i.i.i, i64 noundef 1) #31, !noalias !85
  call void @llvm.lifetime.end.p0(ptr nonnull %_8.i.i.i.i), !noalias !76
  %state.sroa.0.0.copyload.i.i = load i64, ptr %hasher, align 8, !alias.scope !86
  %state.sroa.10.0.copyload.i.i = load i64, ptr %_2.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !86
  %state.sroa.17.0.copyload.i.i = load i64, ptr %_2.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !86
  %state.sroa.22.0.copyload.i.i = load i64, ptr %_2.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !86
  %_7.i.i = load i64, ptr %_2.sroa.9.0._0.sroa_idx.i, align 8, !alias.scope !86, !noundef !11
  %_5.i.i = shl i64 %_7.i.i, 56
  %7 = getelementptr inbounds nuw i8, ptr %hasher, i64 56
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !86, !noundef !11
  %b.i.i = or i64 %_5.i.i, %_8.i.i
  %8 = xor i64 %b.i.i, %state.sroa.22.0.copyload.i.i
  %_2.i.i.i = add i64 %state.sroa.17.0.copyload.i.i, %state.sroa.0.0.copyload.i.i
  %_5.i.i.i = add i64 %8, %state.sroa.10.0.copyload.i.i
  %9 = tail call noundef i64 @llvm.fshl.i64(i64 %state.sroa.17.0.copyload.i.i, i64 %state.sroa.17.0.copyload.i.i, i64 13)
  %10 = xor i64 %9, %_2.i.i.i
  %11 = tail call noundef i64 @llvm.fshl.i64(i64 %8, i64 %8, i64 16)
  %12 = xor i64 %11, %_5.i.i.i
  %13 = tail call noundef i64 @llvm.fshl.i64(i64 %_2.i.i.i, i64 %_2.i.i.i, i64 32)
  %_16.i.i.i = add i64 %_5.i.i.i, %10
  %_19.i.i.i = add i64 %12, %13
  %14 = tail call noundef i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 17)
  %15 = xor i64 %_16.i.i.i, %14
  %16 = tail call noundef i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 21)
  %17 = xor i64 %16, %_19.i.i.i
  %18 = tail call noundef i64 @llvm.fshl.i64(i64 %_16.i.i.i, i64 %_16.i.i.i, i64 32)
  %19 = xor i64 %_19.i.i.i, %b.i.i
  %20 = xor i64 %18, 255
  %_2.i3.i.i = add i64 %19, %15
  %_5.i6.i.i = add i64 %17, %20
  %21 = tail call noundef i64 @llvm.fshl.i64(i64 %15, i64 %15, i64 13)
  %22 = xor i64 %_2.i3.i.i, %21
  %23 = tail call noundef i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 16)
  %24 = xor i64 %23, %_5.i6.i.i
  %25 = tail call noundef i64 @llvm.fshl.i64(i64 %_2.i3.i.i, i64 %_2.i3.i.i, i64 32)
  %_16.i7.i.i = add i64 %22, %_5.i6.i.i
  %_19.i8.i.i = add i64 %24, %25
  %26 = tail call noundef i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 17)
  %27 = xor i64 %_16.i7.i.i, %26
  %28 = tail call noundef i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 21)
  %29 = xor i64 %28, %_19.i8.i.i
  %30 = tail call noundef i64 @llvm.fshl.i64(i64 %_16.i7.i.i, i64 %_16.i7.i.i, i64 32)
  %_30.i.i.i = add i64 %27, %_19.i8.i.i
  %_33.i.i.i = add i64 %29, %30
  %31 = tail call noundef i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 13)
  %32 = xor i64 %31, %_30.i.i.i
  %33 = tail call noundef i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 16)
  %34 = xor i64 %33, %_33.i.i.i
  %35 = tail call noundef i64 @llvm.fshl.i64(i64 %_30.i.i.i, i64 %_30.i.i.i, i64 32)
  %_44.i.i.i = add i64 %32, %_33.i.i.i
  %_47.i.i.i = add i64 %34, %35
  %36 = tail call noundef i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 17)
  %37 = xor i64 %36, %_44.i.i.i
  %38 = tail call noundef i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 21)
  %39 = xor i64 %38, %_47.i.i.i
  %40 = tail call noundef i64 @llvm.fshl.i64(i64 %_44.i.i.i, i64 %_44.i.i.i, i64 32)
  %_58.i.i.i = add i64 %37, %_47.i.i.i
  %_61.i.i.i = add i64 %39, %40
  %41 = tail call noundef i64 @llvm.fshl.i64(i64 %37, i64 %37, i64 13)
  %42 = xor i64 %41, %_58.i.i.i
  %43 = tail call noundef i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 16)
  %44 = xor i64 %43, %_61.i.i.i
  %_72.i.i.i = add i64 %42, %_61.i.i.i
  %45 = tail call noundef i64 @llvm.fshl.i64(i64 %42, i64 %42, i64 17)
  %46 = tail call noundef i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 21)
  %47 = tail call noundef i64 @llvm.fshl.i64(i64 %_72.i.i.i, i64 %_72.i.i.i, i64 32)
  %48 = xor i64 %46, %45
  %49 = xor i64 %48, %47
  %_0.i.i = xor i64 %49, %_72.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %hasher)
  ret i64 %_0.i.i
}

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 36028797018963968) %n) unnamed_addr #3 {
start:
  %_6 = icmp samesign ugt i64 %n, 7
  br i1 %_6, label %bb1, label %bb6

bb1:                                              ; preds = %start
  %n84 = lshr i64 %n, 3
  %count = shl nuw nsw i64 %n84, 2
  %_10 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %0, i64 %count
  %count1 = mul nuw nsw i64 %n84, 7
  %_13 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %0, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84) #29
  %_16 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84) #29
  %_20 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84) #29
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !96)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !99)
  %6 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 24
  %_7.i.i = load i64, ptr %6, align 8, !alias.scope !101, !noalias !102, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 24
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !102, !noalias !101, !noundef !11
  %8 = icmp eq i64 %_7.i.i, %_8.i.i
  %9 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %8, label %bb3.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i:                                          ; preds = %bb6
  %10 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 8
  %_9.i.i.i = load ptr, ptr %10, align 8, !alias.scope !102, !noalias !101, !nonnull !11, !noundef !11
  %11 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 16
  %12 = load i64, ptr %11, align 8, !alias.scope !102, !noalias !101, !noundef !11
  %13 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 8
  %_13.i.i.i = load ptr, ptr %13, align 8, !alias.scope !101, !noalias !102, !nonnull !11, !noundef !11
  %14 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 16
  %_12.i.i.i = load i64, ptr %14, align 8, !alias.scope !101, !noalias !102, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %12, i64 %_12.i.i.i)
  %15 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !103
  %16 = sext i32 %15 to i64
  %17 = icmp eq i32 %15, 0
  %_14.i.i.i = sub i64 %12, %_12.i.i.i
  %spec.select.i.i.i = select i1 %17, i64 %_14.i.i.i, i64 %16
  %18 = icmp slt i64 %spec.select.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb6, %bb3.i.i
  %_0.sroa.0.0.i.i = phi i1 [ %18, %bb3.i.i ], [ %9, %bb6 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !104)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !107)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !112)
  %19 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 24
  %_7.i.i5 = load i64, ptr %19, align 8, !alias.scope !114, !noalias !115, !noundef !11
  %20 = icmp eq i64 %_7.i.i5, %_8.i.i
  %21 = icmp ult i64 %_7.i.i5, %_8.i.i
  br i1 %20, label %bb3.i.i8, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15"

bb3.i.i8:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %22 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 8
  %_9.i.i.i9 = load ptr, ptr %22, align 8, !alias.scope !115, !noalias !114, !nonnull !11, !noundef !11
  %23 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 16
  %24 = load i64, ptr %23, align 8, !alias.scope !115, !noalias !114, !noundef !11
  %25 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 8
  %_13.i.i.i10 = load ptr, ptr %25, align 8, !alias.scope !114, !noalias !115, !nonnull !11, !noundef !11
  %26 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16
  %_12.i.i.i11 = load i64, ptr %26, align 8, !alias.scope !114, !noalias !115, !noundef !11
  %spec.store.select.i.i.i12 = tail call i64 @llvm.umin.i64(i64 %24, i64 %_12.i.i.i11)
  %27 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i9, ptr nonnull %_13.i.i.i10, i64 %spec.store.select.i.i.i12), !noalias !116
  %28 = sext i32 %27 to i64
  %29 = icmp eq i32 %27, 0
  %_14.i.i.i13 = sub i64 %24, %_12.i.i.i11
  %spec.select.i.i.i14 = select i1 %29, i64 %_14.i.i.i13, i64 %28
  %30 = icmp slt i64 %spec.select.i.i.i14, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb3.i.i8
  %_0.sroa.0.0.i.i7 = phi i1 [ %30, %bb3.i.i8 ], [ %21, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ]
  %31 = xor i1 %_0.sroa.0.0.i.i, %_0.sroa.0.0.i.i7
  br i1 %31, label %_ZN4core5slice4sort6shared5pivot7median317hebcb688ea959a6f1E.exit, label %bb3.i

bb3.i:                                            ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15"
  tail call void @llvm.experimental.noalias.scope.decl(metadata !117)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !120)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !122)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !125)
  %32 = icmp eq i64 %_7.i.i5, %_7.i.i
  %33 = icmp ult i64 %_7.i.i5, %_7.i.i
  br i1 %32, label %bb3.i.i19, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26"

bb3.i.i19:                                        ; preds = %bb3.i
  %34 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 8
  %_9.i.i.i20 = load ptr, ptr %34, align 8, !alias.scope !127, !noalias !128, !nonnull !11, !noundef !11
  %35 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 16
  %36 = load i64, ptr %35, align 8, !alias.scope !127, !noalias !128, !noundef !11
  %37 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 8
  %_13.i.i.i21 = load ptr, ptr %37, align 8, !alias.scope !128, !noalias !127, !nonnull !11, !noundef !11
  %38 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16
  %_12.i.i.i22 = load i64, ptr %38, align 8, !alias.scope !128, !noalias !127, !noundef !11
  %spec.store.select.i.i.i23 = tail call i64 @llvm.umin.i64(i64 %36, i64 %_12.i.i.i22)
  %39 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i20, ptr nonnull %_13.i.i.i21, i64 %spec.store.select.i.i.i23), !noalias !129
  %40 = sext i32 %39 to i64
  %41 = icmp eq i32 %39, 0
  %_14.i.i.i24 = sub i64 %36, %_12.i.i.i22
  %spec.select.i.i.i25 = select i1 %41, i64 %_14.i.i.i24, i64 %40
  %42 = icmp slt i64 %spec.select.i.i.i25, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26": ; preds = %bb3.i, %bb3.i.i19
  %_0.sroa.0.0.i.i18 = phi i1 [ %42, %bb3.i.i19 ], [ %33, %bb3.i ]
  %_12.i = xor i1 %_0.sroa.0.0.i.i, %_0.sroa.0.0.i.i18
  %c.b.i = select i1 %_12.i, ptr %c.sroa.0.0, ptr %b.sroa.0.0
  br label %_ZN4core5slice4sort6shared5pivot7median317hebcb688ea959a6f1E.exit

_ZN4core5slice4sort6shared5pivot7median317hebcb688ea959a6f1E.exit: ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26"
  %_0.sroa.0.0.i = phi ptr [ %a.sroa.0.0, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15" ], [ %c.b.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26" ]
  ret ptr %_0.sroa.0.0.i
}

; core::slice::sort::shared::smallsort::sort4_stable
; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) initializes((0, 128)) %dst) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !133)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !135)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !138)
  %0 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  %_7.i.i = load i64, ptr %0, align 8, !alias.scope !140, !noalias !141, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %v_base, i64 56
  %_8.i.i = load i64, ptr %1, align 8, !alias.scope !141, !noalias !140, !noundef !11
  %2 = icmp eq i64 %_7.i.i, %_8.i.i
  %3 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %2, label %bb3.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i:                                          ; preds = %start
  %4 = getelementptr inbounds nuw i8, ptr %v_base, i64 40
  %_9.i.i.i = load ptr, ptr %4, align 8, !alias.scope !141, !noalias !140, !nonnull !11, !noundef !11
  %5 = getelementptr inbounds nuw i8, ptr %v_base, i64 48
  %6 = load i64, ptr %5, align 8, !alias.scope !141, !noalias !140, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %v_base, i64 8
  %_13.i.i.i = load ptr, ptr %7, align 8, !alias.scope !140, !noalias !141, !nonnull !11, !noundef !11
  %8 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  %_12.i.i.i = load i64, ptr %8, align 8, !alias.scope !140, !noalias !141, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %6, i64 %_12.i.i.i)
  %9 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !142
  %10 = sext i32 %9 to i64
  %11 = icmp eq i32 %9, 0
  %_14.i.i.i = sub i64 %6, %_12.i.i.i
  %spec.select.i.i.i = select i1 %11, i64 %_14.i.i.i, i64 %10
  %12 = icmp slt i64 %spec.select.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %start, %bb3.i.i
  %_0.sroa.0.0.i.i = phi i1 [ %12, %bb3.i.i ], [ %3, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !143)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !146)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !148)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !151)
  %13 = getelementptr inbounds nuw i8, ptr %v_base, i64 88
  %_7.i.i7 = load i64, ptr %13, align 8, !alias.scope !153, !noalias !154, !noundef !11
  %14 = getelementptr inbounds nuw i8, ptr %v_base, i64 120
  %_8.i.i8 = load i64, ptr %14, align 8, !alias.scope !154, !noalias !153, !noundef !11
  %15 = icmp eq i64 %_7.i.i7, %_8.i.i8
  %16 = icmp ult i64 %_7.i.i7, %_8.i.i8
  br i1 %15, label %bb3.i.i10, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17"

bb3.i.i10:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %17 = getelementptr inbounds nuw i8, ptr %v_base, i64 104
  %_9.i.i.i11 = load ptr, ptr %17, align 8, !alias.scope !154, !noalias !153, !nonnull !11, !noundef !11
  %18 = getelementptr inbounds nuw i8, ptr %v_base, i64 112
  %19 = load i64, ptr %18, align 8, !alias.scope !154, !noalias !153, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %v_base, i64 72
  %_13.i.i.i12 = load ptr, ptr %20, align 8, !alias.scope !153, !noalias !154, !nonnull !11, !noundef !11
  %21 = getelementptr inbounds nuw i8, ptr %v_base, i64 80
  %_12.i.i.i13 = load i64, ptr %21, align 8, !alias.scope !153, !noalias !154, !noundef !11
  %spec.store.select.i.i.i14 = tail call i64 @llvm.umin.i64(i64 %19, i64 %_12.i.i.i13)
  %22 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i11, ptr nonnull %_13.i.i.i12, i64 %spec.store.select.i.i.i14), !noalias !155
  %23 = sext i32 %22 to i64
  %24 = icmp eq i32 %22, 0
  %_14.i.i.i15 = sub i64 %19, %_12.i.i.i13
  %spec.select.i.i.i16 = select i1 %24, i64 %_14.i.i.i15, i64 %23
  %25 = icmp slt i64 %spec.select.i.i.i16, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb3.i.i10
  %_0.sroa.0.0.i.i9 = phi i1 [ %25, %bb3.i.i10 ], [ %16, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ]
  %count = zext i1 %_0.sroa.0.0.i.i to i64
  %a = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v_base, i64 %count
  %_19 = xor i1 %_0.sroa.0.0.i.i, true
  %count1 = zext i1 %_19 to i64
  %b = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v_base, i64 %count1
  %count2 = select i1 %_0.sroa.0.0.i.i9, i64 3, i64 2
  %c = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v_base, i64 %count2
  %count3 = select i1 %_0.sroa.0.0.i.i9, i64 2, i64 3
  %d = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v_base, i64 %count3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !156)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !159)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !161)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !164)
  %26 = getelementptr inbounds nuw i8, ptr %a, i64 24
  %_7.i.i18 = load i64, ptr %26, align 8, !alias.scope !166, !noalias !167, !noundef !11
  %27 = getelementptr inbounds nuw i8, ptr %c, i64 24
  %_8.i.i19 = load i64, ptr %27, align 8, !alias.scope !167, !noalias !166, !noundef !11
  %28 = icmp eq i64 %_7.i.i18, %_8.i.i19
  %29 = icmp ult i64 %_7.i.i18, %_8.i.i19
  br i1 %28, label %bb3.i.i21, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"

bb3.i.i21:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17"
  %30 = getelementptr inbounds nuw i8, ptr %c, i64 8
  %_9.i.i.i22 = load ptr, ptr %30, align 8, !alias.scope !167, !noalias !166, !nonnull !11, !noundef !11
  %31 = getelementptr inbounds nuw i8, ptr %c, i64 16
  %32 = load i64, ptr %31, align 8, !alias.scope !167, !noalias !166, !noundef !11
  %33 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %_13.i.i.i23 = load ptr, ptr %33, align 8, !alias.scope !166, !noalias !167, !nonnull !11, !noundef !11
  %34 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %_12.i.i.i24 = load i64, ptr %34, align 8, !alias.scope !166, !noalias !167, !noundef !11
  %spec.store.select.i.i.i25 = tail call i64 @llvm.umin.i64(i64 %32, i64 %_12.i.i.i24)
  %35 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i22, ptr nonnull %_13.i.i.i23, i64 %spec.store.select.i.i.i25), !noalias !168
  %36 = sext i32 %35 to i64
  %37 = icmp eq i32 %35, 0
  %_14.i.i.i26 = sub i64 %32, %_12.i.i.i24
  %spec.select.i.i.i27 = select i1 %37, i64 %_14.i.i.i26, i64 %36
  %38 = icmp slt i64 %spec.select.i.i.i27, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17", %bb3.i.i21
  %_0.sroa.0.0.i.i20 = phi i1 [ %38, %bb3.i.i21 ], [ %29, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17" ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !169)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !172)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !174)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !177)
  %39 = getelementptr inbounds nuw i8, ptr %b, i64 24
  %_7.i.i29 = load i64, ptr %39, align 8, !alias.scope !179, !noalias !180, !noundef !11
  %40 = getelementptr inbounds nuw i8, ptr %d, i64 24
  %_8.i.i30 = load i64, ptr %40, align 8, !alias.scope !180, !noalias !179, !noundef !11
  %41 = icmp eq i64 %_7.i.i29, %_8.i.i30
  %42 = icmp ult i64 %_7.i.i29, %_8.i.i30
  br i1 %41, label %bb3.i.i32, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39"

bb3.i.i32:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"
  %43 = getelementptr inbounds nuw i8, ptr %d, i64 8
  %_9.i.i.i33 = load ptr, ptr %43, align 8, !alias.scope !180, !noalias !179, !nonnull !11, !noundef !11
  %44 = getelementptr inbounds nuw i8, ptr %d, i64 16
  %45 = load i64, ptr %44, align 8, !alias.scope !180, !noalias !179, !noundef !11
  %46 = getelementptr inbounds nuw i8, ptr %b, i64 8
  %_13.i.i.i34 = load ptr, ptr %46, align 8, !alias.scope !179, !noalias !180, !nonnull !11, !noundef !11
  %47 = getelementptr inbounds nuw i8, ptr %b, i64 16
  %_12.i.i.i35 = load i64, ptr %47, align 8, !alias.scope !179, !noalias !180, !noundef !11
  %spec.store.select.i.i.i36 = tail call i64 @llvm.umin.i64(i64 %45, i64 %_12.i.i.i35)
  %48 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i33, ptr nonnull %_13.i.i.i34, i64 %spec.store.select.i.i.i36), !noalias !181
  %49 = sext i32 %48 to i64
  %50 = icmp eq i32 %48, 0
  %_14.i.i.i37 = sub i64 %45, %_12.i.i.i35
  %spec.select.i.i.i38 = select i1 %50, i64 %_14.i.i.i37, i64 %49
  %51 = icmp slt i64 %spec.select.i.i.i38, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28", %bb3.i.i32
  %_0.sroa.0.0.i.i31 = phi i1 [ %51, %bb3.i.i32 ], [ %42, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28" ]
  %52 = select i1 %_0.sroa.0.0.i.i31, ptr %c, ptr %b, !unpredictable !11
  %53 = select i1 %_0.sroa.0.0.i.i20, ptr %a, ptr %52, !unpredictable !11
  %54 = select i1 %_0.sroa.0.0.i.i20, ptr %b, ptr %c, !unpredictable !11
  %55 = select i1 %_0.sroa.0.0.i.i31, ptr %d, ptr %54, !unpredictable !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !182)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !185)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !187)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !190)
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 24
  %_7.i.i40 = load i64, ptr %56, align 8, !alias.scope !192, !noalias !193, !noundef !11
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %_8.i.i41 = load i64, ptr %57, align 8, !alias.scope !193, !noalias !192, !noundef !11
  %58 = icmp eq i64 %_7.i.i40, %_8.i.i41
  %59 = icmp ult i64 %_7.i.i40, %_8.i.i41
  br i1 %58, label %bb3.i.i43, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit50"

bb3.i.i43:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39"
  %60 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %_9.i.i.i44 = load ptr, ptr %60, align 8, !alias.scope !193, !noalias !192, !nonnull !11, !noundef !11
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %62 = load i64, ptr %61, align 8, !alias.scope !193, !noalias !192, !noundef !11
  %63 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %_13.i.i.i45 = load ptr, ptr %63, align 8, !alias.scope !192, !noalias !193, !nonnull !11, !noundef !11
  %64 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %_12.i.i.i46 = load i64, ptr %64, align 8, !alias.scope !192, !noalias !193, !noundef !11
  %spec.store.select.i.i.i47 = tail call i64 @llvm.umin.i64(i64 %62, i64 %_12.i.i.i46)
  %65 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i44, ptr nonnull %_13.i.i.i45, i64 %spec.store.select.i.i.i47), !noalias !194
  %66 = sext i32 %65 to i64
  %67 = icmp eq i32 %65, 0
  %_14.i.i.i48 = sub i64 %62, %_12.i.i.i46
  %spec.select.i.i.i49 = select i1 %67, i64 %_14.i.i.i48, i64 %66
  %68 = icmp slt i64 %spec.select.i.i.i49, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit50"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit50": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39", %bb3.i.i43
  %_0.sroa.0.0.i.i42 = phi i1 [ %68, %bb3.i.i43 ], [ %59, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39" ]
  %69 = select i1 %_0.sroa.0.0.i.i31, ptr %b, ptr %d, !unpredictable !11
  %70 = select i1 %_0.sroa.0.0.i.i20, ptr %c, ptr %a, !unpredictable !11
  %71 = select i1 %_0.sroa.0.0.i.i42, ptr %55, ptr %53, !unpredictable !11
  %72 = select i1 %_0.sroa.0.0.i.i42, ptr %53, ptr %55, !unpredictable !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst, ptr noundef nonnull align 8 dereferenceable(32) %70, i64 32, i1 false)
  %dst4 = getelementptr inbounds nuw i8, ptr %dst, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst4, ptr noundef nonnull align 8 dereferenceable(32) %71, i64 32, i1 false)
  %dst5 = getelementptr inbounds nuw i8, ptr %dst, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst5, ptr noundef nonnull align 8 dereferenceable(32) %72, i64 32, i1 false)
  %dst6 = getelementptr inbounds nuw i8, ptr %dst, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst6, ptr noundef nonnull align 8 dereferenceable(32) %69, i64 32, i1 false)
  ret void
}

; core::slice::sort::shared::smallsort::insertion_sort_shift_left
; Function Attrs: nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h5f898613064c725bE(ptr noalias noundef nonnull align 8 captures(address) %v.0, i64 noundef range(i64 2, 21) %v.1) unnamed_addr #5 personality ptr @rust_eh_personality {
bb5.preheader:
  %v_end.idx = shl nuw nsw i64 %v.1, 5
  %v_end = getelementptr inbounds nuw i8, ptr %v.0, i64 %v_end.idx
  %tail.sroa.0.01 = getelementptr inbounds nuw i8, ptr %v.0, i64 32
  br label %bb5

bb7:                                              ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit
  ret void

bb5:                                              ; preds = %bb5.preheader, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit
  %tail.sroa.0.04 = phi ptr [ %tail.sroa.0.0, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit ], [ %tail.sroa.0.01, %bb5.preheader ]
  %v.0.pn3 = phi ptr [ %tail.sroa.0.04, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit ], [ %v.0, %bb5.preheader ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !195)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !198)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !200)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !203)
  %0 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 24
  %_7.i.i.i = load i64, ptr %0, align 8, !alias.scope !205, !noalias !206, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 56
  %_8.i.i.i = load i64, ptr %1, align 8, !alias.scope !206, !noalias !205, !noundef !11
  %2 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  br i1 %2, label %bb3.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

bb3.i.i.i:                                        ; preds = %bb5
  %3 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 40
  %_9.i.i.i.i = load ptr, ptr %3, align 8, !alias.scope !206, !noalias !205, !nonnull !11, !noundef !11
  %4 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 48
  %5 = load i64, ptr %4, align 8, !alias.scope !206, !noalias !205, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 8
  %_13.i.i.i.i = load ptr, ptr %6, align 8, !alias.scope !205, !noalias !206, !nonnull !11, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 16
  %_12.i.i.i.i = load i64, ptr %7, align 8, !alias.scope !205, !noalias !206, !noundef !11
  %spec.store.select.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %5, i64 %_12.i.i.i.i)
  %8 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i, ptr nonnull %_13.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !207
  %9 = sext i32 %8 to i64
  %10 = icmp eq i32 %8, 0
  %_14.i.i.i.i = sub i64 %5, %_12.i.i.i.i
  %spec.select.i.i.i.i = select i1 %10, i64 %_14.i.i.i.i, i64 %9
  %11 = icmp slt i64 %spec.select.i.i.i.i, 0
  br i1 %11, label %bb2.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i": ; preds = %bb5
  %12 = icmp ult i64 %_7.i.i.i, %_8.i.i.i
  br i1 %12, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i", label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"
  %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 40
  %value.sroa.4.0.copyload.pre.i = load ptr, ptr %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i, align 8
  %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 48
  %value.sroa.5.0.copyload.pre.i = load i64, ptr %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i, align 8
  br label %bb2.i

bb2.i:                                            ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i", %bb3.i.i.i
  %value.sroa.5.0.copyload.i = phi i64 [ %value.sroa.5.0.copyload.pre.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i" ], [ %5, %bb3.i.i.i ]
  %value.sroa.4.0.copyload.i = phi ptr [ %value.sroa.4.0.copyload.pre.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i" ], [ %_9.i.i.i.i, %bb3.i.i.i ]
  %value.sroa.0.0.copyload.i = load i64, ptr %tail.sroa.0.04, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %tail.sroa.0.04, ptr noundef nonnull align 8 dereferenceable(32) %v.0.pn3, i64 32, i1 false)
  %_181.i = icmp eq ptr %v.0.pn3, %v.0
  br i1 %_181.i, label %bb10.i, label %bb6.i

bb6.i:                                            ; preds = %bb2.i, %bb4.backedge.i
  %sift.sroa.0.02.i = phi ptr [ %13, %bb4.backedge.i ], [ %v.0.pn3, %bb2.i ]
  %13 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i, i64 -32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !208)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !211)
  %14 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i, i64 -8
  %_7.i.i1.i = load i64, ptr %14, align 8, !alias.scope !214, !noalias !215, !noundef !11
  %15 = icmp eq i64 %_7.i.i1.i, %_8.i.i.i
  br i1 %15, label %bb3.i.i4.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i"

bb3.i.i4.i:                                       ; preds = %bb6.i
  %16 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i, i64 -24
  %_13.i.i.i6.i = load ptr, ptr %16, align 8, !alias.scope !214, !noalias !215, !nonnull !11, !noundef !11
  %17 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i, i64 -16
  %_12.i.i.i7.i = load i64, ptr %17, align 8, !alias.scope !214, !noalias !215, !noundef !11
  %spec.store.select.i.i.i8.i = tail call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i, i64 %_12.i.i.i7.i)
  %18 = tail call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i, ptr nonnull %_13.i.i.i6.i, i64 %spec.store.select.i.i.i8.i), !noalias !218
  %19 = sext i32 %18 to i64
  %20 = icmp eq i32 %18, 0
  %_14.i.i.i9.i = sub i64 %value.sroa.5.0.copyload.i, %_12.i.i.i7.i
  %spec.select.i.i.i10.i = select i1 %20, i64 %_14.i.i.i9.i, i64 %19
  %21 = icmp slt i64 %spec.select.i.i.i10.i, 0
  br i1 %21, label %bb4.backedge.i, label %bb10.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i": ; preds = %bb6.i
  %22 = icmp ult i64 %_7.i.i1.i, %_8.i.i.i
  br i1 %22, label %bb4.backedge.i, label %bb10.i

bb4.backedge.i:                                   ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i", %bb3.i.i4.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.02.i, ptr noundef nonnull align 8 dereferenceable(32) %13, i64 32, i1 false)
  %_18.i = icmp eq ptr %13, %v.0
  br i1 %_18.i, label %bb10.i, label %bb6.i

bb10.i:                                           ; preds = %bb4.backedge.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i", %bb3.i.i4.i, %bb2.i
  %sift.sroa.0.0.lcssa.i = phi ptr [ %v.0, %bb2.i ], [ %v.0, %bb4.backedge.i ], [ %sift.sroa.0.02.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i" ], [ %sift.sroa.0.02.i, %bb3.i.i4.i ]
  store i64 %value.sroa.0.0.copyload.i, ptr %sift.sroa.0.0.lcssa.i, align 8, !noalias !219
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 8
  store ptr %value.sroa.4.0.copyload.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !219
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 16
  store i64 %value.sroa.5.0.copyload.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !219
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 24
  store i64 %_8.i.i.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !219
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit

_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit: ; preds = %bb3.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i", %bb10.i
  %tail.sroa.0.0 = getelementptr inbounds nuw i8, ptr %tail.sroa.0.04, i64 32
  %_10.not = icmp eq ptr %tail.sroa.0.0, %v_end
  br i1 %_10.not, label %bb7, label %bb5
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @_ZN4core5slice4sort6stable14driftsort_main17h1f7701b59afb6713E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 288230376151711744) %v.1, ptr noalias noundef readnone align 8 captures(none) dereferenceable(8) %is_less) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %stack_buf = alloca [4096 x i8], align 8
  %_94 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_94
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 250000)
  %..i5 = tail call noundef i64 @llvm.umax.i64(i64 %..i, i64 %v1)
  %..i6 = tail call noundef i64 @llvm.umax.i64(i64 %..i5, i64 48)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_buf)
  %_14 = icmp ugt i64 %..i5, 128
  br i1 %_14, label %bb4, label %bb10.critedge

bb4:                                              ; preds = %start
  %_33.0.i.i.i = shl i64 %..i6, 5
  %_33.1.i.i.i = icmp ugt i64 %v1, 576460752303423487
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !224

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !225
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #29, !noalias !225
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #32, !noalias !230
  unreachable

"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %eager_sort = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  tail call fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %0, i64 noundef %..i6, i1 noundef zeroext %eager_sort, ptr noalias noundef align 8 dereferenceable(8) %is_less) #29
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #29, !noalias !231
  br label %bb10

bb10.critedge:                                    ; preds = %start
  %eager_sort.c = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf, i64 noundef 128, i1 noundef zeroext %eager_sort.c, ptr noalias noundef align 8 dereferenceable(8) %is_less) #29
  br label %bb10

bb10:                                             ; preds = %bb10.critedge, %"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_buf)
  ret void
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 288230376151711744) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i1 noundef zeroext %eager_sort, ptr noalias noundef nonnull readnone align 8 captures(none) dereferenceable(8) %is_less) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %desired_depth_storage = alloca [66 x i8], align 1
  %run_storage = alloca [528 x i8], align 8
  %_6 = icmp samesign ult i64 %v.1, 2
  br i1 %_6, label %bb23, label %bb2

bb2:                                              ; preds = %start
  %d = udiv i64 4611686018427387904, %v.1
  %r = urem i64 4611686018427387904, %v.1
  %_72.not = icmp ne i64 %r, 0
  %0 = zext i1 %_72.not to i64
  %scale_factor.sroa.0.0 = add nuw nsw i64 %d, %0
  %_9 = icmp samesign ult i64 %v.1, 4097
  br i1 %_9, label %bb3, label %bb4

bb4:                                              ; preds = %bb2
; call core::slice::sort::stable::drift::sqrt_approx
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1) #29
  br label %bb5

bb3:                                              ; preds = %bb2
  %_1134 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_1134
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v1, i64 64)
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %min_good_run_len.sroa.0.0 = phi i64 [ %..i, %bb3 ], [ %1, %bb4 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %run_storage)
  call void @llvm.lifetime.start.p0(ptr nonnull %desired_depth_storage)
  br label %bb6

bb6:                                              ; preds = %bb19, %bb5
  %prev_run.sroa.0.0 = phi i64 [ 1, %bb5 ], [ %next_run.sroa.0.0, %bb19 ]
  %scan_idx.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %91, %bb19 ]
  %stack_len.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %90, %bb19 ]
  %_22 = icmp ult i64 %scan_idx.sroa.0.0, %v.1
  br i1 %_22, label %bb30, label %bb10

bb10:                                             ; preds = %bb6, %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit
  %desired_depth.sroa.0.0 = phi i8 [ %48, %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit ], [ 0, %bb6 ]
  %next_run.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i37, %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit ], [ 1, %bb6 ]
  %_37104 = icmp ugt i64 %stack_len.sroa.0.0, 1
  br i1 %_37104, label %bb12.lr.ph, label %bb17

bb12.lr.ph:                                       ; preds = %bb10
  %v_end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  br label %bb12

bb30:                                             ; preds = %bb6
  %new_len = sub nuw nsw i64 %v.1, %scan_idx.sroa.0.0
  %_81 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  %_7.not.i = icmp ult i64 %new_len, %min_good_run_len.sroa.0.0
  br i1 %_7.not.i, label %bb7.i38, label %bb1.i

bb7.i38:                                          ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, %bb30
  br i1 %eager_sort, label %bb16.i42, label %bb11.i39

bb1.i:                                            ; preds = %bb30
  %_4.i.i = icmp samesign ult i64 %new_len, 2
  br i1 %_4.i.i, label %bb5.i35, label %bb2.i.i

bb2.i.i:                                          ; preds = %bb1.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !234)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !237)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239), !noalias !242
  tail call void @llvm.experimental.noalias.scope.decl(metadata !246), !noalias !242
  %2 = getelementptr inbounds nuw i8, ptr %_81, i64 24
  %_7.i.i71 = load i64, ptr %2, align 8, !alias.scope !248, !noalias !249, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %_81, i64 56
  %_8.i.i72 = load i64, ptr %3, align 8, !alias.scope !250, !noalias !251, !noundef !11
  %4 = icmp eq i64 %_7.i.i71, %_8.i.i72
  br i1 %4, label %bb3.i.i74, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit81"

bb3.i.i74:                                        ; preds = %bb2.i.i
  %5 = getelementptr inbounds nuw i8, ptr %_81, i64 40
  %_9.i.i.i75 = load ptr, ptr %5, align 8, !alias.scope !250, !noalias !251, !nonnull !11, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %_81, i64 48
  %7 = load i64, ptr %6, align 8, !alias.scope !250, !noalias !251, !noundef !11
  %8 = getelementptr inbounds nuw i8, ptr %_81, i64 8
  %_13.i.i.i76 = load ptr, ptr %8, align 8, !alias.scope !248, !noalias !249, !nonnull !11, !noundef !11
  %9 = getelementptr inbounds nuw i8, ptr %_81, i64 16
  %_12.i.i.i77 = load i64, ptr %9, align 8, !alias.scope !248, !noalias !249, !noundef !11
  %spec.store.select.i.i.i78 = tail call i64 @llvm.umin.i64(i64 %7, i64 %_12.i.i.i77)
  %10 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i75, ptr nonnull %_13.i.i.i76, i64 %spec.store.select.i.i.i78), !noalias !252
  %11 = sext i32 %10 to i64
  %12 = icmp eq i32 %10, 0
  %_14.i.i.i79 = sub i64 %7, %_12.i.i.i77
  %spec.select.i.i.i80 = select i1 %12, i64 %_14.i.i.i79, i64 %11
  %13 = icmp slt i64 %spec.select.i.i.i80, 0
  br i1 %13, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb4.i.i.preheader:                                ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit81", %bb3.i.i74
  %_10.i.i99.not = icmp eq i64 %new_len, 2
  br i1 %_10.i.i99.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb5.i.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit81": ; preds = %bb2.i.i
  %14 = icmp ult i64 %_7.i.i71, %_8.i.i72
  br i1 %14, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb11.i.i.preheader:                               ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit81", %bb3.i.i74
  %_19.i.i95.not = icmp eq i64 %new_len, 2
  br i1 %_19.i.i95.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb12.i.i

bb12.i.i:                                         ; preds = %bb11.i.i.preheader, %bb15.i.i
  %_7.i.i60 = phi i64 [ %_8.i.i61, %bb15.i.i ], [ %_8.i.i72, %bb11.i.i.preheader ]
  %run_len.sroa.0.0.i.i96 = phi i64 [ %27, %bb15.i.i ], [ 2, %bb11.i.i.preheader ]
  %_40.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %run_len.sroa.0.0.i.i96
  %index1.i.i = add nsw i64 %run_len.sroa.0.0.i.i96, -1
  %_45.i.i = icmp ult i64 %index1.i.i, %new_len
  tail call void @llvm.assume(i1 %_45.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !253)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258), !noalias !242
  tail call void @llvm.experimental.noalias.scope.decl(metadata !261), !noalias !242
  %15 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 24
  %_8.i.i61 = load i64, ptr %15, align 8, !alias.scope !263, !noalias !264, !noundef !11
  %16 = icmp eq i64 %_7.i.i60, %_8.i.i61
  br i1 %16, label %bb3.i.i63, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70"

bb3.i.i63:                                        ; preds = %bb12.i.i
  %_43.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %index1.i.i
  %17 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 8
  %_9.i.i.i64 = load ptr, ptr %17, align 8, !alias.scope !263, !noalias !264, !nonnull !11, !noundef !11
  %18 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 16
  %19 = load i64, ptr %18, align 8, !alias.scope !263, !noalias !264, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %_43.i.i, i64 8
  %_13.i.i.i65 = load ptr, ptr %20, align 8, !alias.scope !265, !noalias !266, !nonnull !11, !noundef !11
  %21 = getelementptr inbounds nuw i8, ptr %_43.i.i, i64 16
  %_12.i.i.i66 = load i64, ptr %21, align 8, !alias.scope !265, !noalias !266, !noundef !11
  %spec.store.select.i.i.i67 = tail call i64 @llvm.umin.i64(i64 %19, i64 %_12.i.i.i66)
  %22 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i64, ptr nonnull %_13.i.i.i65, i64 %spec.store.select.i.i.i67), !noalias !267
  %23 = sext i32 %22 to i64
  %24 = icmp eq i32 %22, 0
  %_14.i.i.i68 = sub i64 %19, %_12.i.i.i66
  %spec.select.i.i.i69 = select i1 %24, i64 %_14.i.i.i68, i64 %23
  %25 = icmp slt i64 %spec.select.i.i.i69, 0
  br i1 %25, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb15.i.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70": ; preds = %bb12.i.i
  %26 = icmp ult i64 %_7.i.i60, %_8.i.i61
  br i1 %26, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb15.i.i

bb15.i.i:                                         ; preds = %bb3.i.i63, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70"
  %27 = add nuw i64 %run_len.sroa.0.0.i.i96, 1
  %exitcond.not = icmp eq i64 %27, %new_len
  br i1 %exitcond.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb12.i.i

bb5.i.i:                                          ; preds = %bb4.i.i.preheader, %bb7.i.i
  %_7.i.i57 = phi i64 [ %_8.i.i, %bb7.i.i ], [ %_8.i.i72, %bb4.i.i.preheader ]
  %run_len.sroa.0.1.i.i100 = phi i64 [ %40, %bb7.i.i ], [ 2, %bb4.i.i.preheader ]
  %_34.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %run_len.sroa.0.1.i.i100
  %index3.i.i = add nsw i64 %run_len.sroa.0.1.i.i100, -1
  %_39.i.i = icmp ult i64 %index3.i.i, %new_len
  tail call void @llvm.assume(i1 %_39.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !268)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !271)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !273), !noalias !242
  tail call void @llvm.experimental.noalias.scope.decl(metadata !276), !noalias !242
  %28 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 24
  %_8.i.i = load i64, ptr %28, align 8, !alias.scope !278, !noalias !279, !noundef !11
  %29 = icmp eq i64 %_7.i.i57, %_8.i.i
  br i1 %29, label %bb3.i.i59, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i59:                                        ; preds = %bb5.i.i
  %_37.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %index3.i.i
  %30 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 8
  %_9.i.i.i = load ptr, ptr %30, align 8, !alias.scope !278, !noalias !279, !nonnull !11, !noundef !11
  %31 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 16
  %32 = load i64, ptr %31, align 8, !alias.scope !278, !noalias !279, !noundef !11
  %33 = getelementptr inbounds nuw i8, ptr %_37.i.i, i64 8
  %_13.i.i.i = load ptr, ptr %33, align 8, !alias.scope !280, !noalias !281, !nonnull !11, !noundef !11
  %34 = getelementptr inbounds nuw i8, ptr %_37.i.i, i64 16
  %_12.i.i.i = load i64, ptr %34, align 8, !alias.scope !280, !noalias !281, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %32, i64 %_12.i.i.i)
  %35 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !282
  %36 = sext i32 %35 to i64
  %37 = icmp eq i32 %35, 0
  %_14.i.i.i = sub i64 %32, %_12.i.i.i
  %spec.select.i.i.i = select i1 %37, i64 %_14.i.i.i, i64 %36
  %38 = icmp slt i64 %spec.select.i.i.i, 0
  br i1 %38, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb5.i.i
  %39 = icmp ult i64 %_7.i.i57, %_8.i.i
  br i1 %39, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i

bb7.i.i:                                          ; preds = %bb3.i.i59, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %40 = add nuw i64 %run_len.sroa.0.1.i.i100, 1
  %exitcond115.not = icmp eq i64 %40, %new_len
  br i1 %exitcond115.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i: ; preds = %bb15.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70", %bb3.i.i63, %bb7.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb3.i.i59, %bb11.i.i.preheader, %bb4.i.i.preheader
  %_0.sroa.3.0.i.i = phi i1 [ true, %bb4.i.i.preheader ], [ false, %bb11.i.i.preheader ], [ true, %bb7.i.i ], [ true, %bb3.i.i59 ], [ true, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ], [ false, %bb3.i.i63 ], [ false, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70" ], [ false, %bb15.i.i ]
  %_0.sroa.0.0.i.i = phi i64 [ 2, %bb4.i.i.preheader ], [ 2, %bb11.i.i.preheader ], [ %new_len, %bb7.i.i ], [ %run_len.sroa.0.1.i.i100, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ], [ %run_len.sroa.0.1.i.i100, %bb3.i.i59 ], [ %new_len, %bb15.i.i ], [ %run_len.sroa.0.0.i.i96, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit70" ], [ %run_len.sroa.0.0.i.i96, %bb3.i.i63 ]
  %_12.i = icmp ule i64 %_0.sroa.0.0.i.i, %new_len
  tail call void @llvm.assume(i1 %_12.i)
  %_13.not.i = icmp ult i64 %_0.sroa.0.0.i.i, %min_good_run_len.sroa.0.0
  br i1 %_13.not.i, label %bb7.i38, label %bb3.i

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i
  br i1 %_0.sroa.3.0.i.i, label %bb14.i, label %bb5.i35

bb11.i39:                                         ; preds = %bb7.i38
  %..i56 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 288230376151711744) %new_len, i64 %min_good_run_len.sroa.0.0)
  %_36.i40 = shl nuw nsw i64 %..i56, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb16.i42:                                         ; preds = %bb7.i38
  %..i55 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 288230376151711744) %new_len, i64 32)
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_81, i64 noundef %..i55, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #33
  %_35.i43 = shl nuw nsw i64 %..i55, 1
  %_34.i44 = or disjoint i64 %_35.i43, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb5.i35:                                          ; preds = %bb6.i.i, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i8992 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ %_0.sroa.0.0.i.i, %bb6.i.i ]
  %_27.i36 = shl nuw nsw i64 %_0.sroa.0.0.i.i8992, 1
  %_26.i = or disjoint i64 %_27.i36, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !283), !noalias !242
  tail call void @llvm.experimental.noalias.scope.decl(metadata !286), !noalias !242
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i35, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %bb14.i
  %end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %_0.sroa.0.0.i.i
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i, %bb5.preheader.i.i
  %i.sroa.0.018.i.i = phi i64 [ %46, %bb6.i.i ], [ 0, %bb5.preheader.i.i ]
  %41 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr { %"alloc::string::String", i64 }, ptr %end.i, i64 %41
  %42 = load <2 x i64>, ptr %x.i.i, align 8, !alias.scope !288, !noalias !294
  %43 = load <2 x i64>, ptr %y.i.i, align 8, !alias.scope !295, !noalias !298
  store <2 x i64> %43, ptr %x.i.i, align 8, !alias.scope !288, !noalias !294
  store <2 x i64> %42, ptr %y.i.i, align 8, !alias.scope !295, !noalias !298
  %_11.2.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.i.i, i64 16
  %_13.2.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %y.i.i, i64 16
  %44 = load <2 x i64>, ptr %_11.2.i.i.i.i.i.i, align 8, !alias.scope !299, !noalias !294
  %45 = load <2 x i64>, ptr %_13.2.i.i.i.i.i.i, align 8, !alias.scope !302, !noalias !298
  store <2 x i64> %45, ptr %_11.2.i.i.i.i.i.i, align 8, !alias.scope !299, !noalias !294
  store <2 x i64> %44, ptr %_13.2.i.i.i.i.i.i, align 8, !alias.scope !302, !noalias !298
  %46 = add nuw nsw i64 %i.sroa.0.018.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %46, %half_len1.i
  br i1 %exitcond.not.i.i, label %bb5.i35, label %bb6.i.i

_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit: ; preds = %bb11.i39, %bb16.i42, %bb5.i35
  %_0.sroa.0.0.i37 = phi i64 [ %_26.i, %bb5.i35 ], [ %_34.i44, %bb16.i42 ], [ %_36.i40, %bb11.i39 ]
  %_31 = lshr i64 %prev_run.sroa.0.0, 1
  %_35 = lshr i64 %_0.sroa.0.0.i37, 1
  %factor = shl nuw nsw i64 %scan_idx.sroa.0.0, 1
  %x = sub nsw i64 %factor, %_31
  %y = add nuw nsw i64 %_35, %factor
  %_89 = mul i64 %x, %scale_factor.sroa.0.0
  %_90 = mul i64 %y, %scale_factor.sroa.0.0
  %self3 = xor i64 %_90, %_89
  %47 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %48 = trunc nuw nsw i64 %47 to i8
  br label %bb10

bb12:                                             ; preds = %bb12.lr.ph, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit
  %stack_len.sroa.0.1106 = phi i64 [ %stack_len.sroa.0.0, %bb12.lr.ph ], [ %count, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %prev_run.sroa.0.1105 = phi i64 [ %prev_run.sroa.0.0, %bb12.lr.ph ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %count = add i64 %stack_len.sroa.0.1106, -1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1, !noundef !11
  %_39.not = icmp ult i8 %_40, %desired_depth.sroa.0.0
  br i1 %_39.not, label %bb17, label %bb13

bb17:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit, %bb12, %bb10
  %prev_run.sroa.0.1.lcssa = phi i64 [ %prev_run.sroa.0.0, %bb10 ], [ %prev_run.sroa.0.1105, %bb12 ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %stack_len.sroa.0.1.lcssa = phi i64 [ %stack_len.sroa.0.0, %bb10 ], [ %stack_len.sroa.0.1106, %bb12 ], [ 1, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %stack_len.sroa.0.1.lcssa
  store i64 %prev_run.sroa.0.1.lcssa, ptr %_59, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %stack_len.sroa.0.1.lcssa
  store i8 %desired_depth.sroa.0.0, ptr %_61, align 1
  br i1 %_22, label %bb19, label %bb18

bb13:                                             ; preds = %bb12
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count
  %left9 = load i64, ptr %_46, align 8, !noundef !11
  %_50 = lshr i64 %left9, 1
  %_51 = lshr i64 %prev_run.sroa.0.1105, 1
  %merged_len = add nuw i64 %_50, %_51
  %merge_start_idx = sub i64 %scan_idx.sroa.0.0, %merged_len
  %_96 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %merge_start_idx
  %can_fit_in_scratch.i = icmp samesign ugt i64 %merged_len, %scratch.1
  %_18.i = and i64 %prev_run.sroa.0.1105, 1
  %.not4.i = icmp eq i64 %_18.i, 0
  %49 = or i64 %left9, %prev_run.sroa.0.1105
  %50 = and i64 %49, 1
  %51 = icmp ne i64 %50, 0
  %or.cond2.i = or i1 %can_fit_in_scratch.i, %51
  br i1 %or.cond2.i, label %bb5.i, label %bb13.i

bb5.i:                                            ; preds = %bb13
  %_17.i = and i64 %left9, 1
  %.not.i = icmp eq i64 %_17.i, 0
  br i1 %.not.i, label %bb15.i, label %bb8.i

bb13.i:                                           ; preds = %bb13
  %_36.i = shl nuw nsw i64 %merged_len, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit

bb8.i:                                            ; preds = %bb15.i, %bb5.i
  br i1 %.not4.i, label %bb20.i, label %bb11.i

bb15.i:                                           ; preds = %bb5.i
  %self.i = or i64 %_50, 1
  %52 = tail call range(i64 6, 64) i64 @llvm.ctlz.i64(i64 %self.i, i1 true)
  %53 = trunc nuw nsw i64 %52 to i32
  %log.i = shl nuw nsw i32 %53, 1
  %limit.i = xor i32 %log.i, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 288230376151711744) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #33
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !305)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !308)
  %54 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %54
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %..i.i = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %..i.i
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit, label %bb5.i45

bb5.i45:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %55 = shl nuw nsw i64 %..i.i, 5
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %55, i1 false), !alias.scope !310
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %55
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %_213.i.i = phi ptr [ %_21.i.i48, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_21.i, %bb5.i45 ]
  %_181.i.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %v_mid.i, %bb5.i45 ]
  %out.sroa.0.0.i.i = phi ptr [ %58, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %v_end.i, %bb5.i45 ]
  %56 = getelementptr inbounds i8, ptr %_181.i.i, i64 -32
  %57 = getelementptr inbounds i8, ptr %_213.i.i, i64 -32
  %58 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !316)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !319)
  %59 = getelementptr inbounds i8, ptr %_181.i.i, i64 -8
  %_7.i.i.i.i = load i64, ptr %59, align 8, !alias.scope !321, !noalias !322, !noundef !11
  %60 = getelementptr inbounds i8, ptr %_213.i.i, i64 -8
  %_8.i.i.i.i = load i64, ptr %60, align 8, !alias.scope !325, !noalias !326, !noundef !11
  %61 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %62 = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  br i1 %61, label %bb3.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

bb3.i.i.i.i:                                      ; preds = %bb1.i.i
  %63 = getelementptr inbounds i8, ptr %_213.i.i, i64 -24
  %_9.i.i.i.i.i = load ptr, ptr %63, align 8, !alias.scope !325, !noalias !326, !nonnull !11, !noundef !11
  %64 = getelementptr inbounds i8, ptr %_213.i.i, i64 -16
  %65 = load i64, ptr %64, align 8, !alias.scope !325, !noalias !326, !noundef !11
  %66 = getelementptr inbounds i8, ptr %_181.i.i, i64 -24
  %_13.i.i.i.i.i = load ptr, ptr %66, align 8, !alias.scope !321, !noalias !322, !nonnull !11, !noundef !11
  %67 = getelementptr inbounds i8, ptr %_181.i.i, i64 -16
  %_12.i.i.i.i.i = load i64, ptr %67, align 8, !alias.scope !321, !noalias !322, !noundef !11
  %spec.store.select.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %65, i64 %_12.i.i.i.i.i)
  %68 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i, ptr nonnull %_13.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i), !noalias !327
  %69 = sext i32 %68 to i64
  %70 = icmp eq i32 %68, 0
  %_14.i.i.i.i.i = sub i64 %65, %_12.i.i.i.i.i
  %spec.select.i.i.i.i.i = select i1 %70, i64 %_14.i.i.i.i.i, i64 %69
  %71 = icmp slt i64 %spec.select.i.i.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i": ; preds = %bb3.i.i.i.i, %bb1.i.i
  %_0.sroa.0.0.i.i.i.i = phi i1 [ %71, %bb3.i.i.i.i ], [ %62, %bb1.i.i ]
  %..i11.i = select i1 %_0.sroa.0.0.i.i.i.i, ptr %56, ptr %57
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %58, ptr noundef nonnull align 8 dereferenceable(32) %..i11.i, i64 32, i1 false), !alias.scope !310, !noalias !328
  %_20.i.i = xor i1 %_0.sroa.0.0.i.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %56, i64 %count.i.i
  %count4.i.i = zext i1 %_0.sroa.0.0.i.i.i.i to i64
  %_21.i.i48 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %57, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i48, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i47, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i"
  %_257.i.i = phi ptr [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ], [ %_96, %bb5.i45 ]
  %right.sroa.0.06.i.i = phi ptr [ %_23.i19.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ], [ %v_mid.i, %bb5.i45 ]
  %_815.i.i = phi ptr [ %_20.i18.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ], [ %scratch.0, %bb5.i45 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !329)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !332)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !334)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !337)
  %72 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 24
  %_7.i.i.i13.i = load i64, ptr %72, align 8, !alias.scope !339, !noalias !340, !noundef !11
  %73 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 24
  %_8.i.i.i14.i = load i64, ptr %73, align 8, !alias.scope !343, !noalias !344, !noundef !11
  %74 = icmp eq i64 %_7.i.i.i13.i, %_8.i.i.i14.i
  %75 = icmp ult i64 %_7.i.i.i13.i, %_8.i.i.i14.i
  br i1 %74, label %bb3.i.i.i21.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i"

bb3.i.i.i21.i:                                    ; preds = %bb3.i.i
  %76 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 8
  %_9.i.i.i.i22.i = load ptr, ptr %76, align 8, !alias.scope !343, !noalias !344, !nonnull !11, !noundef !11
  %77 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 16
  %78 = load i64, ptr %77, align 8, !alias.scope !343, !noalias !344, !noundef !11
  %79 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 8
  %_13.i.i.i.i23.i = load ptr, ptr %79, align 8, !alias.scope !339, !noalias !340, !nonnull !11, !noundef !11
  %80 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 16
  %_12.i.i.i.i24.i = load i64, ptr %80, align 8, !alias.scope !339, !noalias !340, !noundef !11
  %spec.store.select.i.i.i.i25.i = tail call i64 @llvm.umin.i64(i64 %78, i64 %_12.i.i.i.i24.i)
  %81 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i22.i, ptr nonnull %_13.i.i.i.i23.i, i64 %spec.store.select.i.i.i.i25.i), !noalias !345
  %82 = sext i32 %81 to i64
  %83 = icmp eq i32 %81, 0
  %_14.i.i.i.i26.i = sub i64 %78, %_12.i.i.i.i24.i
  %spec.select.i.i.i.i27.i = select i1 %83, i64 %_14.i.i.i.i26.i, i64 %82
  %84 = icmp slt i64 %spec.select.i.i.i.i27.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i": ; preds = %bb3.i.i.i21.i, %bb3.i.i
  %_0.sroa.0.0.i.i.i16.i = phi i1 [ %84, %bb3.i.i.i21.i ], [ %75, %bb3.i.i ]
  %consume_left.i.i = xor i1 %_0.sroa.0.0.i.i.i16.i, true
  %src.sroa.0.0.i.i = select i1 %_0.sroa.0.0.i.i.i16.i, ptr %right.sroa.0.06.i.i, ptr %_815.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_257.i.i, ptr noundef nonnull align 8 dereferenceable(32) %src.sroa.0.0.i.i, i64 32, i1 false), !alias.scope !310, !noalias !346
  %count.i17.i = zext i1 %consume_left.i.i to i64
  %_20.i18.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_815.i.i, i64 %count.i17.i
  %count2.i.i = zext i1 %_0.sroa.0.0.i.i.i16.i to i64
  %_23.i19.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %right.sroa.0.06.i.i, i64 %count2.i.i
  %_25.i.i = getelementptr inbounds nuw i8, ptr %_257.i.i, i64 32
  %_7.i.i = icmp ne ptr %_20.i18.i, %_21.i
  %_10.i.i46 = icmp ne ptr %_23.i19.i, %v_end.i
  %or.cond.i20.i = select i1 %_7.i.i, i1 %_10.i.i46, i1 false
  br i1 %or.cond.i20.i, label %bb3.i.i, label %bb16.i47

bb16.i47:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %merge_state.sroa.11.1.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ]
  %merge_state.sroa.6.0.i = phi ptr [ %_21.i.i48, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_21.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ]
  %merge_state.sroa.0.1.i = phi ptr [ %scratch.0, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_20.i18.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i15.i" ]
  %85 = ptrtoint ptr %merge_state.sroa.6.0.i to i64
  %86 = ptrtoint ptr %merge_state.sroa.0.1.i to i64
  %87 = sub nuw i64 %85, %86
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.11.1.i, ptr align 8 %merge_state.sroa.0.1.i, i64 %87, i1 false), !alias.scope !310, !noalias !347
  br label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit

_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit: ; preds = %bb11.i, %bb2.i, %bb16.i47
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_96, i64 %_50
  %self.i49 = or i64 %_51, 1
  %88 = tail call range(i64 6, 64) i64 @llvm.ctlz.i64(i64 %self.i49, i1 true)
  %89 = trunc nuw nsw i64 %88 to i32
  %log.i50 = shl nuw nsw i32 %89, 1
  %limit.i51 = xor i32 %log.i50, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 288230376151711744) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i51, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #33
  br label %bb11.i

_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit: ; preds = %bb13.i, %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit
  %_0.sroa.0.0.i = phi i64 [ %_34.i, %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit ], [ %_36.i, %bb13.i ]
  %_37 = icmp ugt i64 %count, 1
  br i1 %_37, label %bb12, label %bb17

bb19:                                             ; preds = %bb17
  %90 = add i64 %stack_len.sroa.0.1.lcssa, 1
  %_65 = lshr i64 %next_run.sroa.0.0, 1
  %91 = add nuw i64 %_65, %scan_idx.sroa.0.0
  br label %bb6

bb18:                                             ; preds = %bb17
  %_97 = and i64 %prev_run.sroa.0.1.lcssa, 1
  %.not = icmp eq i64 %_97, 0
  br i1 %.not, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  %self.i52 = or i64 %v.1, 1
  %92 = tail call range(i64 6, 64) i64 @llvm.ctlz.i64(i64 %self.i52, i1 true)
  %93 = trunc nuw nsw i64 %92 to i32
  %log.i53 = shl nuw nsw i32 %93, 1
  %limit.i54 = xor i32 %log.i53, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 288230376151711744) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i54, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #33
  br label %bb22

bb22:                                             ; preds = %bb18, %bb21
  call void @llvm.lifetime.end.p0(ptr nonnull %desired_depth_storage)
  call void @llvm.lifetime.end.p0(ptr nonnull %run_storage)
  br label %bb23

bb23:                                             ; preds = %start, %bb22
  ret void
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 288230376151711744) %1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %2, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(32) %3, ptr noalias noundef readnone align 8 captures(none) dereferenceable(8) %is_less) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %pivot_copy = alloca [32 x i8], align 8
  %_8119125 = icmp samesign ult i64 %1, 33
  br i1 %_8119125, label %bb3, label %bb5.lr.ph

bb5.lr.ph:                                        ; preds = %start, %bb28
  %v.sroa.0.0.ph129 = phi ptr [ %_55, %bb28 ], [ %0, %start ]
  %v.sroa.16.0.ph128 = phi i64 [ %_63.i67, %bb28 ], [ %1, %start ]
  %limit.sroa.0.0.ph127 = phi i32 [ %95, %bb28 ], [ %2, %start ]
  %left_ancestor_pivot.sroa.0.0.ph126 = phi ptr [ null, %bb28 ], [ %3, %start ]
  %4 = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 24
  %5 = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 16
  %7 = ptrtoint ptr %v.sroa.0.0.ph129 to i64
  %.not = icmp eq ptr %left_ancestor_pivot.sroa.0.0.ph126, null
  %8 = getelementptr inbounds nuw i8, ptr %left_ancestor_pivot.sroa.0.0.ph126, i64 24
  %9 = getelementptr inbounds nuw i8, ptr %left_ancestor_pivot.sroa.0.0.ph126, i64 8
  %10 = getelementptr inbounds nuw i8, ptr %left_ancestor_pivot.sroa.0.0.ph126, i64 16
  br label %bb5

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit"
  %v.sroa.16.0121 = phi i64 [ %v.sroa.16.0.ph128, %bb5.lr.ph ], [ %state.sroa.11.1.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ]
  %limit.sroa.0.0120 = phi i32 [ %limit.sroa.0.0.ph127, %bb5.lr.ph ], [ %95, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ]
  %11 = icmp eq i32 %limit.sroa.0.0120, 0
  br i1 %11, label %bb6, label %bb7

bb3:                                              ; preds = %bb28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit", %start
  %v.sroa.0.0.ph.lcssa118 = phi ptr [ %v.sroa.0.0.ph129, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ], [ %0, %start ], [ %_55, %bb28 ]
  %v.sroa.16.0.lcssa = phi i64 [ %state.sroa.11.1.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ], [ %1, %start ], [ %_63.i67, %bb28 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !352)
  %_5.i = icmp samesign ult i64 %v.sroa.16.0.lcssa, 2
  br i1 %_5.i, label %bb22, label %bb2.i

bb2.i:                                            ; preds = %bb3
  %_8.i = add nuw nsw i64 %v.sroa.16.0.lcssa, 16
  %_6.i = icmp samesign ult i64 %scratch.1, %_8.i
  br i1 %_6.i, label %bb3.i, label %bb4.i

bb4.i:                                            ; preds = %bb2.i
  %len_div_29.i = lshr i64 %v.sroa.16.0.lcssa, 1
  %_22.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 7
  %_27.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %len_div_29.i
  %_28.i = getelementptr { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %len_div_29.i
  br i1 %_22.i, label %bb10.i, label %bb33.i

bb3.i:                                            ; preds = %bb2.i
  call void @llvm.trap()
  unreachable

bb10.i:                                           ; preds = %bb4.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa118, ptr noundef nonnull align 8 %scratch.0) #29
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef %_27.i, ptr noundef %_28.i) #29
  br label %bb15.i

bb33.i:                                           ; preds = %bb4.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %scratch.0, ptr noundef nonnull align 8 dereferenceable(32) %v.sroa.0.0.ph.lcssa118, i64 32, i1 false), !alias.scope !355
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_28.i, ptr noundef nonnull align 8 dereferenceable(32) %_27.i, i64 32, i1 false), !alias.scope !355
  br label %bb15.i

bb15.i:                                           ; preds = %bb33.i, %bb10.i
  %presorted_len.sroa.0.0.i = phi i64 [ 4, %bb10.i ], [ 1, %bb33.i ]
  %12 = sub nsw i64 %v.sroa.16.0.lcssa, %len_div_29.i
  %_745.i = icmp samesign ult i64 %presorted_len.sroa.0.0.i, %len_div_29.i
  br i1 %_745.i, label %bb38.i, label %bb16.loopexit.i

bb16.loopexit.i:                                  ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i, %bb15.i
  %_745.1.i = icmp ult i64 %presorted_len.sroa.0.0.i, %12
  br i1 %_745.1.i, label %bb38.1.i, label %bb16.loopexit.1.i

bb38.1.i:                                         ; preds = %bb16.loopexit.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i
  %iter1.sroa.0.06.1.i = phi i64 [ %_78.1.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i ], [ %presorted_len.sroa.0.0.i, %bb16.loopexit.i ]
  %_78.1.i = add nuw i64 %iter1.sroa.0.06.1.i, 1
  %_49.1.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_27.i, i64 %iter1.sroa.0.06.1.i
  %dst5.idx.1.i = shl nuw nsw i64 %iter1.sroa.0.06.1.i, 5
  %dst5.1.i = getelementptr inbounds nuw i8, ptr %_28.i, i64 %dst5.idx.1.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst5.1.i, ptr noundef nonnull align 8 dereferenceable(32) %_49.1.i, i64 32, i1 false), !alias.scope !355
  %13 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !357)
  call void @llvm.experimental.noalias.scope.decl(metadata !360)
  call void @llvm.experimental.noalias.scope.decl(metadata !362)
  call void @llvm.experimental.noalias.scope.decl(metadata !365)
  %14 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -8
  %_7.i.i.i10.1.i = load i64, ptr %14, align 8, !alias.scope !367, !noalias !368, !noundef !11
  %15 = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 24
  %_8.i.i.i11.1.i = load i64, ptr %15, align 8, !alias.scope !369, !noalias !370, !noundef !11
  %16 = icmp eq i64 %_7.i.i.i10.1.i, %_8.i.i.i11.1.i
  br i1 %16, label %bb3.i.i.i13.1.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.1.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.1.i": ; preds = %bb38.1.i
  %17 = icmp ult i64 %_7.i.i.i10.1.i, %_8.i.i.i11.1.i
  br i1 %17, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i", label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.1.i"
  %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.1.i = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 8
  %value.sroa.4.0.copyload.pre.i.1.i = load ptr, ptr %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.1.i, align 8, !alias.scope !371, !noalias !352
  %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.1.i = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 16
  %value.sroa.5.0.copyload.pre.i.1.i = load i64, ptr %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.1.i, align 8, !alias.scope !371, !noalias !352
  br label %bb2.i.1.i

bb3.i.i.i13.1.i:                                  ; preds = %bb38.1.i
  %18 = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 8
  %_9.i.i.i.i14.1.i = load ptr, ptr %18, align 8, !alias.scope !369, !noalias !370, !nonnull !11, !noundef !11
  %19 = getelementptr inbounds nuw i8, ptr %dst5.1.i, i64 16
  %20 = load i64, ptr %19, align 8, !alias.scope !369, !noalias !370, !noundef !11
  %21 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -24
  %_13.i.i.i.i15.1.i = load ptr, ptr %21, align 8, !alias.scope !367, !noalias !368, !nonnull !11, !noundef !11
  %22 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -16
  %_12.i.i.i.i16.1.i = load i64, ptr %22, align 8, !alias.scope !367, !noalias !368, !noundef !11
  %spec.store.select.i.i.i.i17.1.i = call i64 @llvm.umin.i64(i64 %20, i64 %_12.i.i.i.i16.1.i)
  %23 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i14.1.i, ptr nonnull %_13.i.i.i.i15.1.i, i64 %spec.store.select.i.i.i.i17.1.i), !noalias !372
  %24 = sext i32 %23 to i64
  %25 = icmp eq i32 %23, 0
  %_14.i.i.i.i18.1.i = sub i64 %20, %_12.i.i.i.i16.1.i
  %spec.select.i.i.i.i19.1.i = select i1 %25, i64 %_14.i.i.i.i18.1.i, i64 %24
  %26 = icmp slt i64 %spec.select.i.i.i.i19.1.i, 0
  br i1 %26, label %bb2.i.1.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i

bb2.i.1.i:                                        ; preds = %bb3.i.i.i13.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i"
  %value.sroa.5.0.copyload.i.1.i = phi i64 [ %value.sroa.5.0.copyload.pre.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i" ], [ %20, %bb3.i.i.i13.1.i ]
  %value.sroa.4.0.copyload.i.1.i = phi ptr [ %value.sroa.4.0.copyload.pre.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i" ], [ %_9.i.i.i.i14.1.i, %bb3.i.i.i13.1.i ]
  %value.sroa.0.0.copyload.i.1.i = load i64, ptr %dst5.1.i, align 8, !alias.scope !371, !noalias !352
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst5.1.i, ptr noundef nonnull align 8 dereferenceable(32) %13, i64 32, i1 false), !alias.scope !371, !noalias !352
  %_181.i.1.i = icmp eq i64 %iter1.sroa.0.06.1.i, 1
  br i1 %_181.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb6.i.1.i:                                        ; preds = %bb2.i.1.i, %bb4.backedge.i.1.i
  %sift.sroa.0.02.i.1.i = phi ptr [ %27, %bb4.backedge.i.1.i ], [ %13, %bb2.i.1.i ]
  %27 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.1.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !373)
  call void @llvm.experimental.noalias.scope.decl(metadata !376)
  %28 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.1.i, i64 -8
  %_7.i.i1.i.1.i = load i64, ptr %28, align 8, !alias.scope !379, !noalias !380, !noundef !11
  %29 = icmp eq i64 %_7.i.i1.i.1.i, %_8.i.i.i11.1.i
  br i1 %29, label %bb3.i.i4.i.1.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.1.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.1.i": ; preds = %bb6.i.1.i
  %30 = icmp ult i64 %_7.i.i1.i.1.i, %_8.i.i.i11.1.i
  br i1 %30, label %bb4.backedge.i.1.i, label %bb10.i.1.i

bb3.i.i4.i.1.i:                                   ; preds = %bb6.i.1.i
  %31 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.1.i, i64 -24
  %_13.i.i.i6.i.1.i = load ptr, ptr %31, align 8, !alias.scope !379, !noalias !380, !nonnull !11, !noundef !11
  %32 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.1.i, i64 -16
  %_12.i.i.i7.i.1.i = load i64, ptr %32, align 8, !alias.scope !379, !noalias !380, !noundef !11
  %spec.store.select.i.i.i8.i.1.i = call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i.1.i, i64 %_12.i.i.i7.i.1.i)
  %33 = call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i.1.i, ptr nonnull %_13.i.i.i6.i.1.i, i64 %spec.store.select.i.i.i8.i.1.i), !noalias !383
  %34 = sext i32 %33 to i64
  %35 = icmp eq i32 %33, 0
  %_14.i.i.i9.i.1.i = sub i64 %value.sroa.5.0.copyload.i.1.i, %_12.i.i.i7.i.1.i
  %spec.select.i.i.i10.i.1.i = select i1 %35, i64 %_14.i.i.i9.i.1.i, i64 %34
  %36 = icmp slt i64 %spec.select.i.i.i10.i.1.i, 0
  br i1 %36, label %bb4.backedge.i.1.i, label %bb10.i.1.i

bb4.backedge.i.1.i:                               ; preds = %bb3.i.i4.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.1.i"
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.02.i.1.i, ptr noundef nonnull align 8 dereferenceable(32) %27, i64 32, i1 false), !alias.scope !371, !noalias !352
  %_18.i.1.i = icmp eq ptr %27, %_28.i
  br i1 %_18.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb10.i.1.i:                                       ; preds = %bb4.backedge.i.1.i, %bb3.i.i4.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.1.i", %bb2.i.1.i
  %sift.sroa.0.0.lcssa.i.1.i = phi ptr [ %13, %bb2.i.1.i ], [ %sift.sroa.0.02.i.1.i, %bb3.i.i4.i.1.i ], [ %sift.sroa.0.02.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.1.i" ], [ %_28.i, %bb4.backedge.i.1.i ]
  store i64 %value.sroa.0.0.copyload.i.1.i, ptr %sift.sroa.0.0.lcssa.i.1.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 8
  store ptr %value.sroa.4.0.copyload.i.1.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 16
  store i64 %value.sroa.5.0.copyload.i.1.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 24
  store i64 %_8.i.i.i11.1.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !371, !noalias !384
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i: ; preds = %bb10.i.1.i, %bb3.i.i.i13.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.1.i"
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %12
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.1.i, %bb16.loopexit.i
  call void @llvm.experimental.noalias.scope.decl(metadata !389)
  %count1.i.i = add nsw i64 %v.sroa.16.0.lcssa, -1
  %37 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %count1.i.i
  %38 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %count1.i.i
  %39 = getelementptr i8, ptr %_28.i, i64 -32
  br label %bb15.i.i

bb16.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i"
  %40 = getelementptr i8, ptr %69, i64 32
  %41 = getelementptr i8, ptr %68, i64 32
  %_43.i.i = and i64 %v.sroa.16.0.lcssa, 1
  %_22.i.i = icmp eq i64 %_43.i.i, 0
  br i1 %_22.i.i, label %bb9.i.i, label %bb5.i.i

bb15.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i", %bb16.loopexit.1.i
  %dst.sroa.0.08.i.i = phi ptr [ %_16.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %v.sroa.0.0.ph.lcssa118, %bb16.loopexit.1.i ]
  %iter.sroa.0.07.i.i = phi i64 [ %_39.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ 0, %bb16.loopexit.1.i ]
  %left.sroa.0.06.i.i = phi ptr [ %_14.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %scratch.0, %bb16.loopexit.1.i ]
  %right.sroa.0.05.i.i = phi ptr [ %_12.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %_28.i, %bb16.loopexit.1.i ]
  %left_rev.sroa.0.04.i.i = phi ptr [ %69, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %39, %bb16.loopexit.1.i ]
  %right_rev.sroa.0.03.i.i = phi ptr [ %68, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %38, %bb16.loopexit.1.i ]
  %dst_rev.sroa.0.02.i.i = phi ptr [ %70, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i" ], [ %37, %bb16.loopexit.1.i ]
  %_39.i.i = add nuw nsw i64 %iter.sroa.0.07.i.i, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !392)
  call void @llvm.experimental.noalias.scope.decl(metadata !395)
  call void @llvm.experimental.noalias.scope.decl(metadata !397)
  call void @llvm.experimental.noalias.scope.decl(metadata !400)
  %42 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 24
  %_7.i.i.i.i = load i64, ptr %42, align 8, !alias.scope !402, !noalias !403, !noundef !11
  %43 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 24
  %_8.i.i.i.i = load i64, ptr %43, align 8, !alias.scope !404, !noalias !405, !noundef !11
  %44 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %45 = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  br i1 %44, label %bb3.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

bb3.i.i.i.i:                                      ; preds = %bb15.i.i
  %46 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 8
  %_9.i.i.i.i.i = load ptr, ptr %46, align 8, !alias.scope !404, !noalias !405, !nonnull !11, !noundef !11
  %47 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 16
  %48 = load i64, ptr %47, align 8, !alias.scope !404, !noalias !405, !noundef !11
  %49 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 8
  %_13.i.i.i.i.i = load ptr, ptr %49, align 8, !alias.scope !402, !noalias !403, !nonnull !11, !noundef !11
  %50 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 16
  %_12.i.i.i.i.i = load i64, ptr %50, align 8, !alias.scope !402, !noalias !403, !noundef !11
  %spec.store.select.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %48, i64 %_12.i.i.i.i.i)
  %51 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i, ptr nonnull %_13.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i), !noalias !406
  %52 = sext i32 %51 to i64
  %53 = icmp eq i32 %51, 0
  %_14.i.i.i.i.i = sub i64 %48, %_12.i.i.i.i.i
  %spec.select.i.i.i.i.i = select i1 %53, i64 %_14.i.i.i.i.i, i64 %52
  %54 = icmp slt i64 %spec.select.i.i.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i": ; preds = %bb3.i.i.i.i, %bb15.i.i
  %_0.sroa.0.0.i.i.i.i = phi i1 [ %54, %bb3.i.i.i.i ], [ %45, %bb15.i.i ]
  %..i17.i.i = select i1 %_0.sroa.0.0.i.i.i.i, ptr %right.sroa.0.05.i.i, ptr %left.sroa.0.06.i.i
  %is_l.i18.i.i = xor i1 %_0.sroa.0.0.i.i.i.i, true
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.sroa.0.08.i.i, ptr noundef nonnull align 8 dereferenceable(32) %..i17.i.i, i64 32, i1 false), !alias.scope !355, !noalias !407
  %count.i.i.i = zext i1 %_0.sroa.0.0.i.i.i.i to i64
  %_12.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %right.sroa.0.05.i.i, i64 %count.i.i.i
  %count2.i.i.i = zext i1 %is_l.i18.i.i to i64
  %_14.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %left.sroa.0.06.i.i, i64 %count2.i.i.i
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.08.i.i, i64 32
  call void @llvm.experimental.noalias.scope.decl(metadata !411)
  call void @llvm.experimental.noalias.scope.decl(metadata !414)
  call void @llvm.experimental.noalias.scope.decl(metadata !416)
  call void @llvm.experimental.noalias.scope.decl(metadata !419)
  %55 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 24
  %_7.i.i19.i.i = load i64, ptr %55, align 8, !alias.scope !421, !noalias !422, !noundef !11
  %56 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 24
  %_8.i.i20.i.i = load i64, ptr %56, align 8, !alias.scope !423, !noalias !424, !noundef !11
  %57 = icmp eq i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  %58 = icmp ult i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  br i1 %57, label %bb3.i.i22.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i"

bb3.i.i22.i.i:                                    ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %59 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 8
  %_9.i.i.i23.i.i = load ptr, ptr %59, align 8, !alias.scope !423, !noalias !424, !nonnull !11, !noundef !11
  %60 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 16
  %61 = load i64, ptr %60, align 8, !alias.scope !423, !noalias !424, !noundef !11
  %62 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 8
  %_13.i.i.i24.i.i = load ptr, ptr %62, align 8, !alias.scope !421, !noalias !422, !nonnull !11, !noundef !11
  %63 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 16
  %_12.i.i.i25.i.i = load i64, ptr %63, align 8, !alias.scope !421, !noalias !422, !noundef !11
  %spec.store.select.i.i.i26.i.i = call i64 @llvm.umin.i64(i64 %61, i64 %_12.i.i.i25.i.i)
  %64 = call i32 @memcmp(ptr nonnull %_9.i.i.i23.i.i, ptr nonnull %_13.i.i.i24.i.i, i64 %spec.store.select.i.i.i26.i.i), !noalias !425
  %65 = sext i32 %64 to i64
  %66 = icmp eq i32 %64, 0
  %_14.i.i.i27.i.i = sub i64 %61, %_12.i.i.i25.i.i
  %spec.select.i.i.i28.i.i = select i1 %66, i64 %_14.i.i.i27.i.i, i64 %65
  %67 = icmp slt i64 %spec.select.i.i.i28.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i": ; preds = %bb3.i.i22.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %_0.sroa.0.0.i.i21.i.i = phi i1 [ %67, %bb3.i.i22.i.i ], [ %58, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ]
  %..i.i.i = select i1 %_0.sroa.0.0.i.i21.i.i, ptr %left_rev.sroa.0.04.i.i, ptr %right_rev.sroa.0.03.i.i
  %is_l.i.i.i = xor i1 %_0.sroa.0.0.i.i21.i.i, true
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst_rev.sroa.0.02.i.i, ptr noundef nonnull align 8 dereferenceable(32) %..i.i.i, i64 32, i1 false), !alias.scope !355, !noalias !426
  %count.neg.i.i.i = sext i1 %is_l.i.i.i to i64
  %68 = getelementptr { %"alloc::string::String", i64 }, ptr %right_rev.sroa.0.03.i.i, i64 %count.neg.i.i.i
  %count3.neg.i.i.i = sext i1 %_0.sroa.0.0.i.i21.i.i to i64
  %69 = getelementptr { %"alloc::string::String", i64 }, ptr %left_rev.sroa.0.04.i.i, i64 %count3.neg.i.i.i
  %70 = getelementptr inbounds i8, ptr %dst_rev.sroa.0.02.i.i, i64 -32
  %exitcond.not.i.i = icmp eq i64 %_39.i.i, %len_div_29.i
  br i1 %exitcond.not.i.i, label %bb16.i.i, label %bb15.i.i

bb5.i.i:                                          ; preds = %bb16.i.i
  %left_nonempty.i.i = icmp ult ptr %_14.i.i.i, %40
  %left.sroa.0.0.right.sroa.0.0.i.i = select i1 %left_nonempty.i.i, ptr %_14.i.i.i, ptr %_12.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_16.i.i.i, ptr noundef nonnull align 8 dereferenceable(32) %left.sroa.0.0.right.sroa.0.0.i.i, i64 32, i1 false), !alias.scope !355
  %count2.i.i = zext i1 %left_nonempty.i.i to i64
  %_26.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_14.i.i.i, i64 %count2.i.i
  %_30.i.i = xor i1 %left_nonempty.i.i, true
  %count3.i.i = zext i1 %_30.i.i to i64
  %_28.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_12.i.i.i, i64 %count3.i.i
  br label %bb9.i.i

bb9.i.i:                                          ; preds = %bb5.i.i, %bb16.i.i
  %right.sroa.0.1.i.i = phi ptr [ %_12.i.i.i, %bb16.i.i ], [ %_28.i.i, %bb5.i.i ]
  %left.sroa.0.1.i.i = phi ptr [ %_14.i.i.i, %bb16.i.i ], [ %_26.i.i, %bb5.i.i ]
  %_31.i.i = icmp ne ptr %left.sroa.0.1.i.i, %40
  %_32.i.i = icmp ne ptr %right.sroa.0.1.i.i, %41
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !430
  br i1 %or.cond.i.i, label %bb13.i.i, label %bb22, !prof !430

bb13.i.i:                                         ; preds = %bb9.i.i
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #30, !noalias !431
  unreachable

bb38.i:                                           ; preds = %bb15.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i
  %iter1.sroa.0.06.i = phi i64 [ %_78.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_78.i = add nuw i64 %iter1.sroa.0.06.i, 1
  %_49.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %iter1.sroa.0.06.i
  %dst5.idx.i = shl nuw nsw i64 %iter1.sroa.0.06.i, 5
  %dst5.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %dst5.idx.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst5.i, ptr noundef nonnull align 8 dereferenceable(32) %_49.i, i64 32, i1 false), !alias.scope !355
  %71 = getelementptr inbounds i8, ptr %dst5.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !432)
  call void @llvm.experimental.noalias.scope.decl(metadata !434)
  call void @llvm.experimental.noalias.scope.decl(metadata !436)
  call void @llvm.experimental.noalias.scope.decl(metadata !438)
  %72 = getelementptr inbounds i8, ptr %dst5.i, i64 -8
  %_7.i.i.i10.i = load i64, ptr %72, align 8, !alias.scope !440, !noalias !441, !noundef !11
  %73 = getelementptr inbounds nuw i8, ptr %dst5.i, i64 24
  %_8.i.i.i11.i = load i64, ptr %73, align 8, !alias.scope !442, !noalias !443, !noundef !11
  %74 = icmp eq i64 %_7.i.i.i10.i, %_8.i.i.i11.i
  br i1 %74, label %bb3.i.i.i13.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.i"

bb3.i.i.i13.i:                                    ; preds = %bb38.i
  %75 = getelementptr inbounds nuw i8, ptr %dst5.i, i64 8
  %_9.i.i.i.i14.i = load ptr, ptr %75, align 8, !alias.scope !442, !noalias !443, !nonnull !11, !noundef !11
  %76 = getelementptr inbounds nuw i8, ptr %dst5.i, i64 16
  %77 = load i64, ptr %76, align 8, !alias.scope !442, !noalias !443, !noundef !11
  %78 = getelementptr inbounds i8, ptr %dst5.i, i64 -24
  %_13.i.i.i.i15.i = load ptr, ptr %78, align 8, !alias.scope !440, !noalias !441, !nonnull !11, !noundef !11
  %79 = getelementptr inbounds i8, ptr %dst5.i, i64 -16
  %_12.i.i.i.i16.i = load i64, ptr %79, align 8, !alias.scope !440, !noalias !441, !noundef !11
  %spec.store.select.i.i.i.i17.i = call i64 @llvm.umin.i64(i64 %77, i64 %_12.i.i.i.i16.i)
  %80 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i14.i, ptr nonnull %_13.i.i.i.i15.i, i64 %spec.store.select.i.i.i.i17.i), !noalias !444
  %81 = sext i32 %80 to i64
  %82 = icmp eq i32 %80, 0
  %_14.i.i.i.i18.i = sub i64 %77, %_12.i.i.i.i16.i
  %spec.select.i.i.i.i19.i = select i1 %82, i64 %_14.i.i.i.i18.i, i64 %81
  %83 = icmp slt i64 %spec.select.i.i.i.i19.i, 0
  br i1 %83, label %bb2.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.i": ; preds = %bb38.i
  %84 = icmp ult i64 %_7.i.i.i10.i, %_8.i.i.i11.i
  br i1 %84, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i", label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.i"
  %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %dst5.i, i64 8
  %value.sroa.4.0.copyload.pre.i.i = load ptr, ptr %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.i, align 8, !alias.scope !371, !noalias !352
  %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %dst5.i, i64 16
  %value.sroa.5.0.copyload.pre.i.i = load i64, ptr %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.i, align 8, !alias.scope !371, !noalias !352
  br label %bb2.i.i

bb2.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i", %bb3.i.i.i13.i
  %value.sroa.5.0.copyload.i.i = phi i64 [ %value.sroa.5.0.copyload.pre.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i" ], [ %77, %bb3.i.i.i13.i ]
  %value.sroa.4.0.copyload.i.i = phi ptr [ %value.sroa.4.0.copyload.pre.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i" ], [ %_9.i.i.i.i14.i, %bb3.i.i.i13.i ]
  %value.sroa.0.0.copyload.i.i = load i64, ptr %dst5.i, align 8, !alias.scope !371, !noalias !352
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst5.i, ptr noundef nonnull align 8 dereferenceable(32) %71, i64 32, i1 false), !alias.scope !371, !noalias !352
  %_181.i.i = icmp eq i64 %iter1.sroa.0.06.i, 1
  br i1 %_181.i.i, label %bb10.i.i, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb2.i.i, %bb4.backedge.i.i
  %sift.sroa.0.02.i.i = phi ptr [ %85, %bb4.backedge.i.i ], [ %71, %bb2.i.i ]
  %85 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !445)
  call void @llvm.experimental.noalias.scope.decl(metadata !447)
  %86 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.i, i64 -8
  %_7.i.i1.i.i = load i64, ptr %86, align 8, !alias.scope !449, !noalias !380, !noundef !11
  %87 = icmp eq i64 %_7.i.i1.i.i, %_8.i.i.i11.i
  br i1 %87, label %bb3.i.i4.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.i"

bb3.i.i4.i.i:                                     ; preds = %bb6.i.i
  %88 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.i, i64 -24
  %_13.i.i.i6.i.i = load ptr, ptr %88, align 8, !alias.scope !449, !noalias !380, !nonnull !11, !noundef !11
  %89 = getelementptr inbounds i8, ptr %sift.sroa.0.02.i.i, i64 -16
  %_12.i.i.i7.i.i = load i64, ptr %89, align 8, !alias.scope !449, !noalias !380, !noundef !11
  %spec.store.select.i.i.i8.i.i = call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i.i, i64 %_12.i.i.i7.i.i)
  %90 = call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i.i, ptr nonnull %_13.i.i.i6.i.i, i64 %spec.store.select.i.i.i8.i.i), !noalias !450
  %91 = sext i32 %90 to i64
  %92 = icmp eq i32 %90, 0
  %_14.i.i.i9.i.i = sub i64 %value.sroa.5.0.copyload.i.i, %_12.i.i.i7.i.i
  %spec.select.i.i.i10.i.i = select i1 %92, i64 %_14.i.i.i9.i.i, i64 %91
  %93 = icmp slt i64 %spec.select.i.i.i10.i.i, 0
  br i1 %93, label %bb4.backedge.i.i, label %bb10.i.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.i": ; preds = %bb6.i.i
  %94 = icmp ult i64 %_7.i.i1.i.i, %_8.i.i.i11.i
  br i1 %94, label %bb4.backedge.i.i, label %bb10.i.i

bb4.backedge.i.i:                                 ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.i", %bb3.i.i4.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.02.i.i, ptr noundef nonnull align 8 dereferenceable(32) %85, i64 32, i1 false), !alias.scope !371, !noalias !352
  %_18.i.i = icmp eq ptr %85, %scratch.0
  br i1 %_18.i.i, label %bb10.i.i, label %bb6.i.i

bb10.i.i:                                         ; preds = %bb4.backedge.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.i", %bb3.i.i4.i.i, %bb2.i.i
  %sift.sroa.0.0.lcssa.i.i = phi ptr [ %71, %bb2.i.i ], [ %sift.sroa.0.02.i.i, %bb3.i.i4.i.i ], [ %sift.sroa.0.02.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit11.i.i" ], [ %scratch.0, %bb4.backedge.i.i ]
  store i64 %value.sroa.0.0.copyload.i.i, ptr %sift.sroa.0.0.lcssa.i.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 8
  store ptr %value.sroa.4.0.copyload.i.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 16
  store i64 %value.sroa.5.0.copyload.i.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !371, !noalias !384
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 24
  store i64 %_8.i.i.i11.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !371, !noalias !384
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit.i: ; preds = %bb10.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i12.i", %bb3.i.i.i13.i
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph129, i64 noundef %v.sroa.16.0121, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true, ptr noalias noundef align 8 dereferenceable(8) %is_less) #29
  br label %bb22

bb7:                                              ; preds = %bb5
  %95 = add i32 %limit.sroa.0.0120, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !451)
  %len_div_84.i = lshr i64 %v.sroa.16.0121, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 7
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 224
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0121, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph129, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i) #29
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !454)
  call void @llvm.experimental.noalias.scope.decl(metadata !457)
  call void @llvm.experimental.noalias.scope.decl(metadata !459)
  call void @llvm.experimental.noalias.scope.decl(metadata !462)
  %96 = getelementptr inbounds nuw i8, ptr %b.i, i64 24
  %_7.i.i.i = load i64, ptr %96, align 8, !alias.scope !464, !noalias !465, !noundef !11
  %_8.i.i.i = load i64, ptr %4, align 8, !alias.scope !466, !noalias !467, !noundef !11
  %97 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  %98 = icmp ult i64 %_7.i.i.i, %_8.i.i.i
  br i1 %97, label %bb3.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

bb3.i.i.i:                                        ; preds = %bb3.i24
  %_9.i.i.i.i = load ptr, ptr %5, align 8, !alias.scope !466, !noalias !467, !nonnull !11, !noundef !11
  %99 = load i64, ptr %6, align 8, !alias.scope !466, !noalias !467, !noundef !11
  %100 = getelementptr inbounds nuw i8, ptr %b.i, i64 8
  %_13.i.i.i.i = load ptr, ptr %100, align 8, !alias.scope !464, !noalias !465, !nonnull !11, !noundef !11
  %101 = getelementptr inbounds nuw i8, ptr %b.i, i64 16
  %_12.i.i.i.i = load i64, ptr %101, align 8, !alias.scope !464, !noalias !465, !noundef !11
  %spec.store.select.i.i.i.i = call i64 @llvm.umin.i64(i64 %99, i64 %_12.i.i.i.i)
  %102 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i, ptr nonnull %_13.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !468
  %103 = sext i32 %102 to i64
  %104 = icmp eq i32 %102, 0
  %_14.i.i.i.i = sub i64 %99, %_12.i.i.i.i
  %spec.select.i.i.i.i = select i1 %104, i64 %_14.i.i.i.i, i64 %103
  %105 = icmp slt i64 %spec.select.i.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i": ; preds = %bb3.i.i.i, %bb3.i24
  %_0.sroa.0.0.i.i.i = phi i1 [ %105, %bb3.i.i.i ], [ %98, %bb3.i24 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !469)
  call void @llvm.experimental.noalias.scope.decl(metadata !472)
  call void @llvm.experimental.noalias.scope.decl(metadata !474)
  call void @llvm.experimental.noalias.scope.decl(metadata !477)
  %106 = getelementptr inbounds nuw i8, ptr %c.i, i64 24
  %_7.i.i5.i = load i64, ptr %106, align 8, !alias.scope !479, !noalias !480, !noundef !11
  %107 = icmp eq i64 %_7.i.i5.i, %_8.i.i.i
  %108 = icmp ult i64 %_7.i.i5.i, %_8.i.i.i
  br i1 %107, label %bb3.i.i8.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"

bb3.i.i8.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"
  %_9.i.i.i9.i = load ptr, ptr %5, align 8, !alias.scope !481, !noalias !482, !nonnull !11, !noundef !11
  %109 = load i64, ptr %6, align 8, !alias.scope !481, !noalias !482, !noundef !11
  %110 = getelementptr inbounds nuw i8, ptr %c.i, i64 8
  %_13.i.i.i10.i = load ptr, ptr %110, align 8, !alias.scope !479, !noalias !480, !nonnull !11, !noundef !11
  %111 = getelementptr inbounds nuw i8, ptr %c.i, i64 16
  %_12.i.i.i11.i = load i64, ptr %111, align 8, !alias.scope !479, !noalias !480, !noundef !11
  %spec.store.select.i.i.i12.i = call i64 @llvm.umin.i64(i64 %109, i64 %_12.i.i.i11.i)
  %112 = call i32 @memcmp(ptr nonnull %_9.i.i.i9.i, ptr nonnull %_13.i.i.i10.i, i64 %spec.store.select.i.i.i12.i), !noalias !483
  %113 = sext i32 %112 to i64
  %114 = icmp eq i32 %112, 0
  %_14.i.i.i13.i = sub i64 %109, %_12.i.i.i11.i
  %spec.select.i.i.i14.i = select i1 %114, i64 %_14.i.i.i13.i, i64 %113
  %115 = icmp slt i64 %spec.select.i.i.i14.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i": ; preds = %bb3.i.i8.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"
  %_0.sroa.0.0.i.i7.i = phi i1 [ %115, %bb3.i.i8.i ], [ %108, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i" ]
  %116 = xor i1 %_0.sroa.0.0.i.i.i, %_0.sroa.0.0.i.i7.i
  br i1 %116, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"
  call void @llvm.experimental.noalias.scope.decl(metadata !484)
  call void @llvm.experimental.noalias.scope.decl(metadata !487)
  call void @llvm.experimental.noalias.scope.decl(metadata !489)
  call void @llvm.experimental.noalias.scope.decl(metadata !492)
  %117 = icmp eq i64 %_7.i.i5.i, %_7.i.i.i
  %118 = icmp ult i64 %_7.i.i5.i, %_7.i.i.i
  br i1 %117, label %bb3.i.i19.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i"

bb3.i.i19.i:                                      ; preds = %bb3.i.i
  %119 = getelementptr inbounds nuw i8, ptr %b.i, i64 8
  %_9.i.i.i20.i = load ptr, ptr %119, align 8, !alias.scope !494, !noalias !495, !nonnull !11, !noundef !11
  %120 = getelementptr inbounds nuw i8, ptr %b.i, i64 16
  %121 = load i64, ptr %120, align 8, !alias.scope !494, !noalias !495, !noundef !11
  %122 = getelementptr inbounds nuw i8, ptr %c.i, i64 8
  %_13.i.i.i21.i = load ptr, ptr %122, align 8, !alias.scope !496, !noalias !497, !nonnull !11, !noundef !11
  %123 = getelementptr inbounds nuw i8, ptr %c.i, i64 16
  %_12.i.i.i22.i = load i64, ptr %123, align 8, !alias.scope !496, !noalias !497, !noundef !11
  %spec.store.select.i.i.i23.i = call i64 @llvm.umin.i64(i64 %121, i64 %_12.i.i.i22.i)
  %124 = call i32 @memcmp(ptr nonnull %_9.i.i.i20.i, ptr nonnull %_13.i.i.i21.i, i64 %spec.store.select.i.i.i23.i), !noalias !498
  %125 = sext i32 %124 to i64
  %126 = icmp eq i32 %124, 0
  %_14.i.i.i24.i = sub i64 %121, %_12.i.i.i22.i
  %spec.select.i.i.i25.i = select i1 %126, i64 %_14.i.i.i24.i, i64 %125
  %127 = icmp slt i64 %spec.select.i.i.i25.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i": ; preds = %bb3.i.i19.i, %bb3.i.i
  %_0.sroa.0.0.i.i18.i = phi i1 [ %127, %bb3.i.i19.i ], [ %118, %bb3.i.i ]
  %_12.i.i = xor i1 %_0.sroa.0.0.i.i.i, %_0.sroa.0.0.i.i18.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  br label %bb10

bb22:                                             ; preds = %bb3.thread, %bb9.i.i, %bb3, %bb6
  ret void

bb10:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i", %bb5.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %self.i, %bb5.i ], [ %v.sroa.0.0.ph129, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i" ], [ %c.b.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i" ]
  %128 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %129 = sub nuw i64 %128, %7
  %index.sroa.0.0.i = lshr exact i64 %129, 5
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.16.0121
  call void @llvm.assume(i1 %cond.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %pivot_copy)
  %self = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %129
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %pivot_copy, ptr noundef nonnull align 8 dereferenceable(32) %self, i64 32, i1 false)
  br i1 %.not, label %bb14, label %bb12

bb12:                                             ; preds = %bb10
  call void @llvm.experimental.noalias.scope.decl(metadata !499)
  call void @llvm.experimental.noalias.scope.decl(metadata !502)
  call void @llvm.experimental.noalias.scope.decl(metadata !504)
  call void @llvm.experimental.noalias.scope.decl(metadata !507)
  %130 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_7.i.i = load i64, ptr %130, align 8, !alias.scope !509, !noalias !510, !noundef !11
  %_8.i.i = load i64, ptr %8, align 8, !alias.scope !510, !noalias !509, !noundef !11
  %131 = icmp eq i64 %_7.i.i, %_8.i.i
  br i1 %131, label %bb3.i.i25, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i25:                                        ; preds = %bb12
  %_9.i.i.i = load ptr, ptr %9, align 8, !alias.scope !510, !noalias !509, !nonnull !11, !noundef !11
  %132 = load i64, ptr %10, align 8, !alias.scope !510, !noalias !509, !noundef !11
  %133 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_13.i.i.i = load ptr, ptr %133, align 8, !alias.scope !509, !noalias !510, !nonnull !11, !noundef !11
  %134 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_12.i.i.i26 = load i64, ptr %134, align 8, !alias.scope !509, !noalias !510, !noundef !11
  %spec.store.select.i.i.i = call i64 @llvm.umin.i64(i64 %132, i64 %_12.i.i.i26)
  %135 = call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !511
  %136 = sext i32 %135 to i64
  %137 = icmp eq i32 %135, 0
  %_14.i.i.i27 = sub i64 %132, %_12.i.i.i26
  %spec.select.i.i.i = select i1 %137, i64 %_14.i.i.i27, i64 %136
  %138 = icmp slt i64 %spec.select.i.i.i, 0
  br i1 %138, label %bb14, label %bb17

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb12
  %139 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %139, label %bb14, label %bb17

bb14:                                             ; preds = %bb3.i.i25, %bb10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !512)
  call void @llvm.experimental.noalias.scope.decl(metadata !515)
  %_8.i28.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i28.not, label %bb28.i, label %bb30.i, !prof !430

bb30.i:                                           ; preds = %bb14
  %_83.i = getelementptr { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %140 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %141 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %142 = getelementptr inbounds nuw i8, ptr %self, i64 16
  br label %bb3.i29

bb28.i:                                           ; preds = %bb14
  call void @llvm.trap()
  unreachable

bb3.i29:                                          ; preds = %bb23.i, %bb30.i
  %state.sroa.11.0.i = phi i64 [ 0, %bb30.i ], [ %state.sroa.11.1.lcssa.i, %bb23.i ]
  %state.sroa.5.0.i = phi ptr [ %v.sroa.0.0.ph129, %bb30.i ], [ %_9.i13.i, %bb23.i ]
  %state.sroa.19.0.i = phi ptr [ %_83.i, %bb30.i ], [ %155, %bb23.i ]
  %pivot_pos.sroa.0.0.i = phi i64 [ %index.sroa.0.0.i, %bb30.i ], [ %v.sroa.16.0121, %bb23.i ]
  %loop_end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i
  %_476.i = icmp ult ptr %state.sroa.5.0.i, %loop_end.i
  br i1 %_476.i, label %bb18.i, label %bb21.i

bb21.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33", %bb3.i29
  %state.sroa.11.1.lcssa.i = phi i64 [ %state.sroa.11.0.i, %bb3.i29 ], [ %154, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %state.sroa.5.1.lcssa.i = phi ptr [ %state.sroa.5.0.i, %bb3.i29 ], [ %_9.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %state.sroa.19.1.lcssa.i = phi ptr [ %state.sroa.19.0.i, %bb3.i29 ], [ %153, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %_55.i = icmp eq i64 %pivot_pos.sroa.0.0.i, %v.sroa.16.0121
  br i1 %_55.i, label %bb22.i, label %bb23.i

bb18.i:                                           ; preds = %bb3.i29, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"
  %state.sroa.19.19.i = phi ptr [ %153, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.19.0.i, %bb3.i29 ]
  %state.sroa.5.18.i = phi ptr [ %_9.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.5.0.i, %bb3.i29 ]
  %state.sroa.11.17.i = phi i64 [ %154, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.11.0.i, %bb3.i29 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !517)
  call void @llvm.experimental.noalias.scope.decl(metadata !520)
  call void @llvm.experimental.noalias.scope.decl(metadata !522)
  call void @llvm.experimental.noalias.scope.decl(metadata !525)
  %_7.i.i.i31 = load i64, ptr %140, align 8, !alias.scope !527, !noalias !528, !noundef !11
  %143 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 24
  %_8.i.i.i32 = load i64, ptr %143, align 8, !alias.scope !529, !noalias !530, !noundef !11
  %144 = icmp eq i64 %_7.i.i.i31, %_8.i.i.i32
  %145 = icmp ult i64 %_7.i.i.i31, %_8.i.i.i32
  br i1 %144, label %bb3.i.i.i36, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"

bb3.i.i.i36:                                      ; preds = %bb18.i
  %146 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 8
  %_9.i.i.i.i37 = load ptr, ptr %146, align 8, !alias.scope !529, !noalias !530, !nonnull !11, !noundef !11
  %147 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 16
  %148 = load i64, ptr %147, align 8, !alias.scope !529, !noalias !530, !noundef !11
  %_13.i.i.i.i38 = load ptr, ptr %141, align 8, !alias.scope !527, !noalias !528, !nonnull !11, !noundef !11
  %_12.i.i.i.i39 = load i64, ptr %142, align 8, !alias.scope !527, !noalias !528, !noundef !11
  %spec.store.select.i.i.i.i40 = call i64 @llvm.umin.i64(i64 %148, i64 %_12.i.i.i.i39)
  %149 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i37, ptr nonnull %_13.i.i.i.i38, i64 %spec.store.select.i.i.i.i40), !noalias !531
  %150 = sext i32 %149 to i64
  %151 = icmp eq i32 %149, 0
  %_14.i.i.i.i41 = sub i64 %148, %_12.i.i.i.i39
  %spec.select.i.i.i.i42 = select i1 %151, i64 %_14.i.i.i.i41, i64 %150
  %152 = icmp slt i64 %spec.select.i.i.i.i42, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33": ; preds = %bb3.i.i.i36, %bb18.i
  %_0.sroa.0.0.i.i.i34 = phi i1 [ %152, %bb3.i.i.i36 ], [ %145, %bb18.i ]
  %153 = getelementptr inbounds i8, ptr %state.sroa.19.19.i, i64 -32
  %dst_base.sroa.0.0.i.i = select i1 %_0.sroa.0.0.i.i.i34, ptr %scratch.0, ptr %153
  %dst.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.11.17.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.i, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.18.i, i64 32, i1 false), !alias.scope !532, !noalias !533
  %_8.i.i35 = zext i1 %_0.sroa.0.0.i.i.i34 to i64
  %154 = add i64 %state.sroa.11.17.i, %_8.i.i35
  %_9.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 32
  %_47.i = icmp ult ptr %_9.i.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %155 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i, i64 -32
  %dst.i11.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %155, i64 %state.sroa.11.1.lcssa.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i11.i, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.1.lcssa.i, i64 32, i1 false), !alias.scope !532, !noalias !536
  %_9.i13.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i, i64 32
  br label %bb3.i29

bb22.i:                                           ; preds = %bb21.i
  %156 = shl i64 %state.sroa.11.1.lcssa.i, 5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %156, i1 false), !alias.scope !532
  %_63.i = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  %_9212.not.i = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  br i1 %_9212.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %157 = getelementptr { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
  %.neg = add i64 %state.sroa.11.1.lcssa.i, 1
  %xtraiter = and i64 %_63.i, 1
  %158 = icmp eq i64 %v.sroa.16.0121, %.neg
  br i1 %158, label %bb39.i.epil.preheader, label %bb39.lr.ph.i.new

bb39.lr.ph.i.new:                                 ; preds = %bb39.lr.ph.i
  %unroll_iter = and i64 %_63.i, -2
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i, %bb39.lr.ph.i.new
  %iter.sroa.0.013.i = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %_96.i.1, %bb39.i ]
  %niter = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %niter.next.1, %bb39.i ]
  %159 = xor i64 %iter.sroa.0.013.i, -1
  %_69.i = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %159
  %dst.i = getelementptr { %"alloc::string::String", i64 }, ptr %157, i64 %iter.sroa.0.013.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i, ptr noundef nonnull align 8 dereferenceable(32) %_69.i, i64 32, i1 false), !alias.scope !532
  %_96.i.1 = add nuw i64 %iter.sroa.0.013.i, 2
  %160 = xor i64 %iter.sroa.0.013.i, -2
  %_69.i.1 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %160
  %161 = getelementptr { %"alloc::string::String", i64 }, ptr %157, i64 %iter.sroa.0.013.i
  %dst.i.1 = getelementptr i8, ptr %161, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.1, ptr noundef nonnull align 8 dereferenceable(32) %_69.i.1, i64 32, i1 false), !alias.scope !532
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb16.loopexit.unr-lcssa, label %bb39.i

bb16.loopexit.unr-lcssa:                          ; preds = %bb39.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb16, label %bb39.i.epil.preheader

bb39.i.epil.preheader:                            ; preds = %bb16.loopexit.unr-lcssa, %bb39.lr.ph.i
  %iter.sroa.0.013.i.epil.init = phi i64 [ 0, %bb39.lr.ph.i ], [ %_96.i.1, %bb16.loopexit.unr-lcssa ]
  %lcmp.mod279 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod279)
  %162 = xor i64 %iter.sroa.0.013.i.epil.init, -1
  %_69.i.epil = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %162
  %dst.i.epil = getelementptr { %"alloc::string::String", i64 }, ptr %157, i64 %iter.sroa.0.013.i.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.epil, ptr noundef nonnull align 8 dereferenceable(32) %_69.i.epil, i64 32, i1 false), !alias.scope !532
  br label %bb16

bb16:                                             ; preds = %bb39.i.epil.preheader, %bb16.loopexit.unr-lcssa, %bb22.i
  %163 = icmp eq i64 %state.sroa.11.1.lcssa.i, 0
  br i1 %163, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.11.1.lcssa.i, %v.sroa.16.0121
  br i1 %_6.not.i, label %bb3.i43, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit", !prof !67

bb3.i43:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #30, !noalias !539
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %95, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) %pivot_copy, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #33
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.11.1.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %bb3.i.i25, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !543)
  call void @llvm.experimental.noalias.scope.decl(metadata !546)
  %_8.i44.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i44.not, label %bb28.i47, label %bb30.i48, !prof !430

bb30.i48:                                         ; preds = %bb17
  %_83.i50 = getelementptr { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %164 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %165 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %166 = getelementptr inbounds nuw i8, ptr %self, i64 16
  br label %bb3.i51

bb28.i47:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i51:                                          ; preds = %bb23.i63, %bb30.i48
  %state.sroa.11.0.i52 = phi i64 [ 0, %bb30.i48 ], [ %180, %bb23.i63 ]
  %state.sroa.5.0.i53 = phi ptr [ %v.sroa.0.0.ph129, %bb30.i48 ], [ %_9.i13.i65, %bb23.i63 ]
  %state.sroa.19.0.i54 = phi ptr [ %_83.i50, %bb30.i48 ], [ %179, %bb23.i63 ]
  %pivot_pos.sroa.0.0.i55 = phi i64 [ %index.sroa.0.0.i, %bb30.i48 ], [ %v.sroa.16.0121, %bb23.i63 ]
  %loop_end.i56 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i55
  %_476.i57 = icmp ult ptr %state.sroa.5.0.i53, %loop_end.i56
  br i1 %_476.i57, label %bb18.i76, label %bb21.i58

bb21.i58:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i", %bb3.i51
  %state.sroa.11.1.lcssa.i59 = phi i64 [ %state.sroa.11.0.i52, %bb3.i51 ], [ %178, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %state.sroa.5.1.lcssa.i60 = phi ptr [ %state.sroa.5.0.i53, %bb3.i51 ], [ %_9.i.i86, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %state.sroa.19.1.lcssa.i61 = phi ptr [ %state.sroa.19.0.i54, %bb3.i51 ], [ %177, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %_55.i62 = icmp eq i64 %pivot_pos.sroa.0.0.i55, %v.sroa.16.0121
  br i1 %_55.i62, label %bb22.i66, label %bb23.i63

bb18.i76:                                         ; preds = %bb3.i51, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"
  %state.sroa.19.19.i77 = phi ptr [ %177, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.19.0.i54, %bb3.i51 ]
  %state.sroa.5.18.i78 = phi ptr [ %_9.i.i86, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.5.0.i53, %bb3.i51 ]
  %state.sroa.11.17.i79 = phi i64 [ %178, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.11.0.i52, %bb3.i51 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !548)
  call void @llvm.experimental.noalias.scope.decl(metadata !551)
  call void @llvm.experimental.noalias.scope.decl(metadata !553)
  call void @llvm.experimental.noalias.scope.decl(metadata !556)
  call void @llvm.experimental.noalias.scope.decl(metadata !558)
  call void @llvm.experimental.noalias.scope.decl(metadata !561)
  %167 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 24
  %_7.i.i.i.i80 = load i64, ptr %167, align 8, !alias.scope !563, !noalias !564, !noundef !11
  %_8.i.i.i.i81 = load i64, ptr %164, align 8, !alias.scope !565, !noalias !566, !noundef !11
  %168 = icmp eq i64 %_7.i.i.i.i80, %_8.i.i.i.i81
  %169 = icmp ult i64 %_7.i.i.i.i80, %_8.i.i.i.i81
  br i1 %168, label %bb3.i.i.i.i88, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"

bb3.i.i.i.i88:                                    ; preds = %bb18.i76
  %_9.i.i.i.i.i89 = load ptr, ptr %165, align 8, !alias.scope !565, !noalias !566, !nonnull !11, !noundef !11
  %170 = load i64, ptr %166, align 8, !alias.scope !565, !noalias !566, !noundef !11
  %171 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 8
  %_13.i.i.i.i.i90 = load ptr, ptr %171, align 8, !alias.scope !563, !noalias !564, !nonnull !11, !noundef !11
  %172 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 16
  %_12.i.i.i.i.i91 = load i64, ptr %172, align 8, !alias.scope !563, !noalias !564, !noundef !11
  %spec.store.select.i.i.i.i.i92 = call i64 @llvm.umin.i64(i64 %170, i64 %_12.i.i.i.i.i91)
  %173 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i89, ptr nonnull %_13.i.i.i.i.i90, i64 %spec.store.select.i.i.i.i.i92), !noalias !567
  %174 = sext i32 %173 to i64
  %175 = icmp eq i32 %173, 0
  %_14.i.i.i.i.i93 = sub i64 %170, %_12.i.i.i.i.i91
  %spec.select.i.i.i.i.i94 = select i1 %175, i64 %_14.i.i.i.i.i93, i64 %174
  %176 = icmp slt i64 %spec.select.i.i.i.i.i94, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i": ; preds = %bb3.i.i.i.i88, %bb18.i76
  %_0.sroa.0.0.i.i.i.i82 = phi i1 [ %176, %bb3.i.i.i.i88 ], [ %169, %bb18.i76 ]
  %_0.i.i = xor i1 %_0.sroa.0.0.i.i.i.i82, true
  %177 = getelementptr inbounds i8, ptr %state.sroa.19.19.i77, i64 -32
  %dst_base.sroa.0.0.i.i83 = select i1 %_0.sroa.0.0.i.i.i.i82, ptr %177, ptr %scratch.0
  %dst.i.i84 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %dst_base.sroa.0.0.i.i83, i64 %state.sroa.11.17.i79
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.i84, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.18.i78, i64 32, i1 false), !alias.scope !568, !noalias !569
  %_8.i.i85 = zext i1 %_0.i.i to i64
  %178 = add i64 %state.sroa.11.17.i79, %_8.i.i85
  %_9.i.i86 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 32
  %_47.i87 = icmp ult ptr %_9.i.i86, %loop_end.i56
  br i1 %_47.i87, label %bb18.i76, label %bb21.i58

bb23.i63:                                         ; preds = %bb21.i58
  %179 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i61, i64 -32
  %dst.i11.i64 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %state.sroa.11.1.lcssa.i59
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i11.i64, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.1.lcssa.i60, i64 32, i1 false), !alias.scope !568, !noalias !572
  %180 = add i64 %state.sroa.11.1.lcssa.i59, 1
  %_9.i13.i65 = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i60, i64 32
  br label %bb3.i51

bb22.i66:                                         ; preds = %bb21.i58
  %181 = shl i64 %state.sroa.11.1.lcssa.i59, 5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %181, i1 false), !alias.scope !568
  %_63.i67 = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i59
  %_9212.not.i68 = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i59
  br i1 %_9212.not.i68, label %bb3.thread, label %bb39.lr.ph.i69

bb39.lr.ph.i69:                                   ; preds = %bb22.i66
  %182 = getelementptr { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i59
  %.neg291 = add i64 %state.sroa.11.1.lcssa.i59, 1
  %xtraiter286 = and i64 %_63.i67, 1
  %183 = icmp eq i64 %v.sroa.16.0121, %.neg291
  br i1 %183, label %bb39.i70.epil.preheader, label %bb39.lr.ph.i69.new

bb39.lr.ph.i69.new:                               ; preds = %bb39.lr.ph.i69
  %unroll_iter289 = and i64 %_63.i67, -2
  br label %bb39.i70

bb39.i70:                                         ; preds = %bb39.i70, %bb39.lr.ph.i69.new
  %iter.sroa.0.013.i71 = phi i64 [ 0, %bb39.lr.ph.i69.new ], [ %_96.i72.1, %bb39.i70 ]
  %niter290 = phi i64 [ 0, %bb39.lr.ph.i69.new ], [ %niter290.next.1, %bb39.i70 ]
  %184 = xor i64 %iter.sroa.0.013.i71, -1
  %_69.i73 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %184
  %dst.i74 = getelementptr { %"alloc::string::String", i64 }, ptr %182, i64 %iter.sroa.0.013.i71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73, i64 32, i1 false), !alias.scope !568
  %_96.i72.1 = add nuw i64 %iter.sroa.0.013.i71, 2
  %185 = xor i64 %iter.sroa.0.013.i71, -2
  %_69.i73.1 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %185
  %186 = getelementptr { %"alloc::string::String", i64 }, ptr %182, i64 %iter.sroa.0.013.i71
  %dst.i74.1 = getelementptr i8, ptr %186, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74.1, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73.1, i64 32, i1 false), !alias.scope !568
  %niter290.next.1 = add i64 %niter290, 2
  %niter290.ncmp.1 = icmp eq i64 %niter290.next.1, %unroll_iter289
  br i1 %niter290.ncmp.1, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit.unr-lcssa, label %bb39.i70

_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit.unr-lcssa: ; preds = %bb39.i70
  %lcmp.mod287.not = icmp eq i64 %xtraiter286, 0
  br i1 %lcmp.mod287.not, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit, label %bb39.i70.epil.preheader

bb39.i70.epil.preheader:                          ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit.unr-lcssa, %bb39.lr.ph.i69
  %iter.sroa.0.013.i71.epil.init = phi i64 [ 0, %bb39.lr.ph.i69 ], [ %_96.i72.1, %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit.unr-lcssa ]
  %lcmp.mod288 = icmp ne i64 %xtraiter286, 0
  call void @llvm.assume(i1 %lcmp.mod288)
  %187 = xor i64 %iter.sroa.0.013.i71.epil.init, -1
  %_69.i73.epil = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %187
  %dst.i74.epil = getelementptr { %"alloc::string::String", i64 }, ptr %182, i64 %iter.sroa.0.013.i71.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74.epil, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73.epil, i64 32, i1 false), !alias.scope !568
  br label %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit

_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit: ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit.unr-lcssa, %bb39.i70.epil.preheader
  %_48 = icmp ugt i64 %state.sroa.11.1.lcssa.i59, %v.sroa.16.0121
  br i1 %_48, label %bb27, label %bb28, !prof !67

bb3.thread:                                       ; preds = %bb22.i66
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  br label %bb22

bb28:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit
  %_55 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i59
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8119 = icmp ult i64 %_63.i67, 33
  br i1 %_8119, label %bb3, label %bb5.lr.ph

bb27:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E.exit
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.11.1.lcssa.i59, i64 noundef %v.sroa.16.0121, i64 noundef %v.sroa.16.0121, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #30
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17ha1e72ba8110352faE"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef %cap, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1) unnamed_addr #7 {
start:
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38.not = icmp ugt i64 %_33.0, %_40
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !224
  br i1 %or.cond, label %bb11, label %bb15, !prof !224

bb15:                                             ; preds = %start
  %1 = icmp eq i64 %self.0.val, 0
  br i1 %1, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = mul nuw i64 %elem_layout.1, %self.0.val
  %2 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %2)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 0, 9223372036854775805) %_33.0) #29
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i10

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i10:                                        ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0) #29
  br label %bb7

bb7:                                              ; preds = %bb4.i.i10, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %4, %bb4.i.i10 ]
  %5 = icmp eq ptr %raw_ptr.i.i.pn, null
  br i1 %5, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 %elem_layout.0, ptr %6, align 8
  br label %bb11

bb9:                                              ; preds = %bb7.thread, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %data2.i.i, %bb7.thread ], [ %raw_ptr.i.i.pn, %bb7 ]
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %raw_ptr.i.i.pn8, ptr %7, align 8
  br label %bb11

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge8 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ]
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9
  store i64 %_33.0.sink, ptr %8, align 8
  store i64 %storemerge8, ptr %_0, align 8
  ret void
}

; alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef range(i64 1, 0) %additional, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1) unnamed_addr #7 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !575)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !578, !alias.scope !575, !noundef !11
  %v16.i = shl nuw i64 %self5.i, 1
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %..i16.i = tail call noundef i64 @llvm.umax.i64(i64 %..i.i, i64 4)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !575
  %0 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  %self.val15.i = load ptr, ptr %0, align 8, !alias.scope !575
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17ha1e72ba8110352faE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self5.i, ptr %self.val15.i, i64 noundef %..i16.i, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1) #29, !noalias !575
  %_37.i = load i64, ptr %self3.i, align 8, !range !579, !noalias !575, !noundef !11
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !580, !noalias !575, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !575
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !575
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #32
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !575, !nonnull !11, !noundef !11
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !575
  store ptr %v.0.i, ptr %0, align 8, !alias.scope !575
  %4 = icmp sgt i64 %..i16.i, -1
  tail call void @llvm.assume(i1 %4)
  store i64 %..i16.i, ptr %slf, align 8, !alias.scope !575
  ret void
}

; tally::mean
; Function Attrs: nounwind nonlazybind uwtable
define noundef i32 @_ZN5tally4mean17ha72d2df419307682E(ptr noalias noundef nonnull readonly align 4 captures(none) %xs.0, i64 noundef range(i64 0, 2305843009213693952) %xs.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = icmp eq i64 %xs.1, 0
  br i1 %0, label %panic, label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %start
  %min.iters.check = icmp samesign ult i64 %xs.1, 8
  br i1 %min.iters.check, label %bb8.i.preheader6, label %vector.ph

vector.ph:                                        ; preds = %bb8.i.preheader
  %n.vec = and i64 %xs.1, 2305843009213693944
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %3, %vector.body ]
  %vec.phi4 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %1 = getelementptr inbounds nuw i32, ptr %xs.0, i64 %index
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %wide.load = load <4 x i32>, ptr %1, align 4
  %wide.load5 = load <4 x i32>, ptr %2, align 4
  %3 = add <4 x i32> %wide.load, %vec.phi
  %4 = add <4 x i32> %wide.load5, %vec.phi4
  %index.next = add nuw i64 %index, 8
  %5 = icmp eq i64 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !581

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %4, %3
  %6 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx)
  %cmp.n = icmp eq i64 %xs.1, %n.vec
  br i1 %cmp.n, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit", label %bb8.i.preheader6

bb8.i.preheader6:                                 ; preds = %bb8.i.preheader, %middle.block
  %i.sroa.0.0.i.ph = phi i64 [ 0, %bb8.i.preheader ], [ %n.vec, %middle.block ]
  %acc.sroa.0.0.i.ph = phi i32 [ 0, %bb8.i.preheader ], [ %6, %middle.block ]
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i.preheader6, %bb8.i
  %i.sroa.0.0.i = phi i64 [ %_27.i, %bb8.i ], [ %i.sroa.0.0.i.ph, %bb8.i.preheader6 ]
  %acc.sroa.0.0.i = phi i32 [ %_5.0.i.i, %bb8.i ], [ %acc.sroa.0.0.i.ph, %bb8.i.preheader6 ]
  %_45.i = getelementptr inbounds nuw i32, ptr %xs.0, i64 %i.sroa.0.0.i
  %_45.val.i = load i32, ptr %_45.i, align 4, !noundef !11
  %_5.0.i.i = add i32 %_45.val.i, %acc.sroa.0.0.i
  %_27.i = add nuw nsw i64 %i.sroa.0.0.i, 1
  %_28.i = icmp eq i64 %_27.i, %xs.1
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit", label %bb8.i, !llvm.loop !584

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit": ; preds = %bb8.i, %middle.block
  %_5.0.i.i.lcssa = phi i32 [ %6, %middle.block ], [ %_5.0.i.i, %bb8.i ]
  %_4 = trunc i64 %xs.1 to i32
  %_5 = icmp eq i32 %_4, 0
  br i1 %_5, label %panic, label %bb1

bb1:                                              ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit"
  %_0 = udiv i32 %_5.0.i.i.lcssa, %_4
  ret i32 %_0

panic:                                            ; preds = %start, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit"
; call core::panicking::panic_const::panic_const_div_by_zero
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_25f4874e93af7e7fcba41d9430f5fb5d) #30
  unreachable
}

; tally::Tally::add
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5tally5Tally3add17h636a43b680b88768E(ptr noalias noundef align 8 dereferenceable(72) %self, ptr noalias noundef nonnull readonly align 1 captures(none) %word.0, i64 noundef %word.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5)
  %_38.not.i = icmp slt i64 %word.1, 0
  br i1 %_38.not.i, label %bb9, label %bb18.i, !prof !224

bb18.i:                                           ; preds = %start
  %0 = icmp eq i64 %word.1, 0
  br i1 %0, label %bb6, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i: ; preds = %bb18.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !585
; call __rustc::__rust_alloc
  %1 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #29, !noalias !585
  %2 = icmp eq ptr %1, null
  br i1 %2, label %bb9, label %bb5

bb9:                                              ; preds = %start, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i
  %_19.sroa.4.0.ph = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_19.sroa.4.0.ph, i64 %word.1) #32
  unreachable

bb6:                                              ; preds = %bb18.i, %bb5
  %3 = phi ptr [ %1, %bb5 ], [ inttoptr (i64 1 to ptr), %bb18.i ]
  store i64 %word.1, ptr %_5, align 8
  %_9.sroa.4.0._5.sroa_idx = getelementptr inbounds nuw i8, ptr %_5, i64 8
  store ptr %3, ptr %_9.sroa.4.0._5.sroa_idx, align 8
  %_9.sroa.6.0._5.sroa_idx = getelementptr inbounds nuw i8, ptr %_5, i64 16
  store i64 %word.1, ptr %_9.sroa.6.0._5.sroa_idx, align 8
  %_29 = getelementptr inbounds nuw i8, ptr %self, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !588)
  %hash_builder.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  %hash_builder.val.i = load i64, ptr %hash_builder.i, align 8, !alias.scope !588, !noalias !591, !noundef !11
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %hash_builder.val3.i = load i64, ptr %4, align 8, !alias.scope !588, !noalias !591, !noundef !11
; call core::hash::BuildHasher::hash_one
  %hash.i = call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i, i64 %hash_builder.val3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %_5) #29, !noalias !594
  tail call void @llvm.experimental.noalias.scope.decl(metadata !595)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !598)
  %_19.i.i.i = lshr i64 %hash.i, 57
  %tag_hash.i.i.i = trunc nuw nsw i64 %_19.i.i.i to i8
  %5 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %bucket_mask.i.i.i = load i64, ptr %5, align 8, !alias.scope !601, !noalias !602, !noundef !11
  %_27.i.i.i = load ptr, ptr %_29, align 8, !alias.scope !601, !noalias !602, !nonnull !11, !noundef !11
  %6 = insertelement <16 x i8> poison, i8 %tag_hash.i.i.i, i64 0
  %7 = shufflevector <16 x i8> %6, <16 x i8> poison, <16 x i32> zeroinitializer
  %8 = inttoptr i64 %word.1 to ptr
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb20.i.i.i, %bb6
  %probe_seq.sroa.9.0.i.i.i = phi i64 [ 0, %bb6 ], [ %19, %bb20.i.i.i ]
  %hash.pn.i.i.i = phi i64 [ %hash.i, %bb6 ], [ %20, %bb20.i.i.i ]
  %probe_seq.sroa.0.0.i.i.i = and i64 %hash.pn.i.i.i, %bucket_mask.i.i.i
  %_25.i.i.i = getelementptr inbounds nuw i8, ptr %_27.i.i.i, i64 %probe_seq.sroa.0.0.i.i.i
  %dst.sroa.0.0.copyload.i19.i.i = load <16 x i8>, ptr %_25.i.i.i, align 1, !noalias !605
  %9 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, %7
  %10 = bitcast <16 x i1> %9 to i16
  %.not.i.not25.i.i = icmp eq i16 %10, 0
  br i1 %.not.i.not25.i.i, label %bb11.i.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb1.i.i.i, %bb17.i.i.i
  %iter.sroa.0.0.i26.i.i = phi i16 [ %_50.i.i.i, %bb17.i.i.i ], [ %10, %bb1.i.i.i ]
  %11 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %iter.sroa.0.0.i26.i.i, i1 true)
  %_41.i.i.i = zext nneg i16 %11 to i64
  %_13.i.i.i = add i64 %probe_seq.sroa.0.0.i.i.i, %_41.i.i.i
  %index5.i.i.i = and i64 %_13.i.i.i, %bucket_mask.i.i.i
  %_18.i.i.i = sub nsw i64 0, %index5.i.i.i
  %12 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %_27.i.i.i, i64 %_18.i.i.i
  %13 = getelementptr i8, ptr %12, i64 -16
  %.val2.i.i.i = load i64, ptr %13, align 8, !noalias !608, !noundef !11
  %_11.i.i.i.i.i.i = icmp eq i64 %.val2.i.i.i, %word.1
  br i1 %_11.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i", label %bb17.i.i.i, !prof !611

"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i": ; preds = %bb10.i.i.i
  %14 = getelementptr i8, ptr %12, i64 -24
  %.val.i.i.i = load ptr, ptr %14, align 8, !noalias !608, !nonnull !11, !noundef !11
  %bcmp.i.i.i.i.i.i.i = tail call i32 @bcmp(ptr nonnull readonly %.val.i.i.i, ptr nonnull readonly %3, i64 %word.1), !noalias !608
  %_0.i.i.i.i.i.i.i = icmp eq i32 %bcmp.i.i.i.i.i.i.i, 0
  br i1 %_0.i.i.i.i.i.i.i, label %bb2.i1, label %bb17.i.i.i, !prof !612

bb11.i.i.i:                                       ; preds = %bb17.i.i.i, %bb1.i.i.i
  %15 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, splat (i8 -1)
  %16 = bitcast <16 x i1> %15 to i16
  %17 = icmp eq i16 %16, 0
  br i1 %17, label %bb20.i.i.i, label %bb3.i, !prof !67

bb17.i.i.i:                                       ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i", %bb10.i.i.i
  %18 = add i16 %iter.sroa.0.0.i26.i.i, -1
  %_50.i.i.i = and i16 %18, %iter.sroa.0.0.i26.i.i
  %.not.i.not.i.i = icmp eq i16 %_50.i.i.i, 0
  br i1 %.not.i.not.i.i, label %bb11.i.i.i, label %bb10.i.i.i

bb20.i.i.i:                                       ; preds = %bb11.i.i.i
  %19 = add i64 %probe_seq.sroa.9.0.i.i.i, 16
  %20 = add i64 %probe_seq.sroa.0.0.i.i.i, %19
  br label %bb1.i.i.i

bb2.i1:                                           ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i"
  br i1 %0, label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit", label %bb2.i.i.i.i.i.i

bb2.i.i.i.i.i.i:                                  ; preds = %bb2.i1
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #29, !noalias !591
  br label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit"

bb3.i:                                            ; preds = %bb11.i.i.i
  %21 = getelementptr inbounds nuw i8, ptr %self, i64 40
  %_5.i.i = load i64, ptr %21, align 8, !alias.scope !613, !noalias !616, !noundef !11
  %b.i.i = icmp eq i64 %_5.i.i, 0
  br i1 %b.i.i, label %bb6.i.i, label %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit", !prof !67

bb6.i.i:                                          ; preds = %bb3.i
; call hashbrown::raw::RawTable<T,A>::reserve_rehash
  %22 = tail call { i64, i64 } @"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash17ha7a70c12e2e13729E"(ptr noalias noundef nonnull align 8 dereferenceable(48) %_29, i64 noundef 1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %hash_builder.i, i1 noundef zeroext true) #33, !noalias !591
  %self.val.i.i.pre = load ptr, ptr %_29, align 8, !alias.scope !618, !noalias !621
  %self.val3.i.i.pre = load i64, ptr %5, align 8, !alias.scope !618, !noalias !621
  br label %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit"

"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit": ; preds = %bb3.i, %bb6.i.i
  %self.val3.i.i = phi i64 [ %bucket_mask.i.i.i, %bb3.i ], [ %self.val3.i.i.pre, %bb6.i.i ]
  %self.val.i.i = phi ptr [ %_27.i.i.i, %bb3.i ], [ %self.val.i.i.pre, %bb6.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !618)
  %probe_seq.sroa.0.05.i.i.i = and i64 %self.val3.i.i, %hash.i
  %_176.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %probe_seq.sroa.0.05.i.i.i
  %dst.sroa.0.0.copyload.i47.i.i.i = load <16 x i8>, ptr %_176.i.i.i, align 1, !noalias !625
  %23 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i.i.i, zeroinitializer
  %24 = bitcast <16 x i1> %23 to i16
  %.not.i8.i.i.i = icmp eq i16 %24, 0
  br i1 %.not.i8.i.i.i, label %bb6.i.i.i, label %bb5.i.i.i, !prof !628

bb5:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr nonnull align 1 %word.0, i64 %word.1, i1 false)
  br label %bb6

bb5.i.i.i:                                        ; preds = %bb6.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit"
  %probe_seq.sroa.0.0.lcssa.i.i.i = phi i64 [ %probe_seq.sroa.0.05.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ], [ %probe_seq.sroa.0.0.i.i.i3, %bb6.i.i.i ]
  %.lcssa.i.i.i = phi i16 [ %24, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ], [ %35, %bb6.i.i.i ]
  %25 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i.i.i, i1 true)
  %_17.i.i.i.i = zext nneg i16 %25 to i64
  %_8.i.i.i.i = add i64 %probe_seq.sroa.0.0.lcssa.i.i.i, %_17.i.i.i.i
  %_7.i.i.i.i = and i64 %_8.i.i.i.i, %self.val3.i.i
  %_8.i5.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %_7.i.i.i.i
  %_12.i.i.i.i = load i8, ptr %_8.i5.i.i.i, align 1, !noalias !629, !noundef !11
  %26 = icmp sgt i8 %_12.i.i.i.i, -1
  br i1 %26, label %bb2.i.i.i.i, label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread", !prof !67

bb2.i.i.i.i:                                      ; preds = %bb5.i.i.i
  %27 = load <16 x i8>, ptr %self.val.i.i, align 16, !noalias !630
  %28 = icmp slt <16 x i8> %27, zeroinitializer
  %29 = bitcast <16 x i1> %28 to i16
  %.not.i6.i.i.i = icmp ne i16 %29, 0
  %30 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %29, i1 true)
  %_24.i.i.i.i = zext nneg i16 %30 to i64
  tail call void @llvm.assume(i1 %.not.i6.i.i.i)
  %_13.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %_24.i.i.i.i
  %old_ctrl.pre.i.i = load i8, ptr %_13.phi.trans.insert.i.i, align 1, !noalias !629
  br label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread"

bb6.i.i.i:                                        ; preds = %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit", %bb6.i.i.i
  %probe_seq.sroa.0.09.i.i.i = phi i64 [ %probe_seq.sroa.0.0.i.i.i3, %bb6.i.i.i ], [ %probe_seq.sroa.0.05.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ]
  %31 = phi i64 [ %32, %bb6.i.i.i ], [ 0, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ]
  %32 = add i64 %31, 16
  %33 = add i64 %32, %probe_seq.sroa.0.09.i.i.i
  %probe_seq.sroa.0.0.i.i.i3 = and i64 %33, %self.val3.i.i
  %_17.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %probe_seq.sroa.0.0.i.i.i3
  %dst.sroa.0.0.copyload.i4.i.i.i = load <16 x i8>, ptr %_17.i.i.i, align 1, !noalias !625
  %34 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i.i.i, zeroinitializer
  %35 = bitcast <16 x i1> %34 to i16
  %.not.i.i.i.i = icmp eq i16 %35, 0
  br i1 %.not.i.i.i.i, label %bb6.i.i.i, label %bb5.i.i.i, !prof !633

"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread": ; preds = %bb5.i.i.i, %bb2.i.i.i.i
  %old_ctrl.i.i = phi i8 [ %old_ctrl.pre.i.i, %bb2.i.i.i.i ], [ %_12.i.i.i.i, %bb5.i.i.i ]
  %index.sroa.0.0.i.i.i.i = phi i64 [ %_24.i.i.i.i, %bb2.i.i.i.i ], [ %_7.i.i.i.i, %bb5.i.i.i ]
  %_13.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %index.sroa.0.0.i.i.i.i
  %_22.i.i = add i64 %index.sroa.0.0.i.i.i.i, -16
  %_21.i.i = and i64 %_22.i.i, %self.val3.i.i
  store i8 %tag_hash.i.i.i, ptr %_13.i.i, align 1, !noalias !629
  %36 = getelementptr i8, ptr %self.val.i.i, i64 %_21.i.i
  %_29.i.i = getelementptr i8, ptr %36, i64 16
  store i8 %tag_hash.i.i.i, ptr %_29.i.i, align 1, !noalias !629
  %_42.i.i = sub nsw i64 0, %index.sroa.0.0.i.i.i.i
  %37 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %self.val.i.i, i64 %_42.i.i
  %_44.i.i = and i8 %old_ctrl.i.i, 1
  %_6.i.i = zext nneg i8 %_44.i.i to i64
  %38 = getelementptr inbounds i8, ptr %37, i64 -32
  store i64 %word.1, ptr %38, align 8, !noalias !618
  %_4.sroa.6.0..sroa_idx = getelementptr inbounds i8, ptr %37, i64 -24
  store ptr %3, ptr %_4.sroa.6.0..sroa_idx, align 8, !noalias !618
  %_4.sroa.8.0..sroa_idx = getelementptr inbounds i8, ptr %37, i64 -16
  store ptr %8, ptr %_4.sroa.8.0..sroa_idx, align 8, !noalias !618
  %_7.sroa.4.0..sroa_idx.i = getelementptr inbounds i8, ptr %37, i64 -8
  store i64 0, ptr %_7.sroa.4.0..sroa_idx.i, align 8, !noalias !634
  %39 = load <2 x i64>, ptr %21, align 8, !alias.scope !618, !noalias !621
  %40 = insertelement <2 x i64> <i64 poison, i64 -1>, i64 %_6.i.i, i64 0
  %41 = sub <2 x i64> %39, %40
  store <2 x i64> %41, ptr %21, align 8, !alias.scope !618, !noalias !621
  %_0.sroa.0.0.i70 = getelementptr inbounds i8, ptr %37, i64 -8
  br label %bb18.i6

"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit": ; preds = %bb2.i1, %bb2.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  %_0.sroa.0.0.i.phi.trans.insert = getelementptr inbounds i8, ptr %12, i64 -8
  %_6.pre = load i64, ptr %_0.sroa.0.0.i.phi.trans.insert, align 8
  %_0.sroa.0.0.i = getelementptr inbounds i8, ptr %12, i64 -8
  %42 = icmp eq i64 %_6.pre, 0
  br i1 %42, label %bb18.i6, label %bb4

bb18.i6:                                          ; preds = %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread", %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit"
  %_0.sroa.0.0.i72 = phi ptr [ %_0.sroa.0.0.i70, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread" ], [ %_0.sroa.0.0.i, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ]
  br i1 %0, label %bb16, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7: ; preds = %bb18.i6
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !635
; call __rustc::__rust_alloc
  %43 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #29, !noalias !635
  %44 = icmp eq ptr %43, null
  br i1 %44, label %bb18, label %bb15

bb18:                                             ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 1, i64 %word.1) #32
  unreachable

bb16:                                             ; preds = %bb18.i6, %bb15
  %45 = phi ptr [ %43, %bb15 ], [ inttoptr (i64 1 to ptr), %bb18.i6 ]
  %46 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %len.i = load i64, ptr %46, align 8, !alias.scope !638, !noalias !641, !noundef !11
  %self1.i = load i64, ptr %self, align 8, !range !578, !alias.scope !638, !noalias !641, !noundef !11
  %_4.i = icmp eq i64 %len.i, %self1.i
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit"

bb1.i:                                            ; preds = %bb16
; call <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
  tail call void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef nonnull align 8 dereferenceable(24) %self) #33, !noalias !641
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit"

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit": ; preds = %bb16, %bb1.i
  %47 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_14.i = load ptr, ptr %47, align 8, !alias.scope !638, !noalias !641, !nonnull !11, !noundef !11
  %end.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_14.i, i64 %len.i
  store i64 %word.1, ptr %end.i, align 8
  %_8.sroa.4.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 8
  store ptr %45, ptr %_8.sroa.4.0.end.i.sroa_idx, align 8
  %_8.sroa.5.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 16
  store i64 %word.1, ptr %_8.sroa.5.0.end.i.sroa_idx, align 8
  %48 = add i64 %len.i, 1
  store i64 %48, ptr %46, align 8, !alias.scope !638, !noalias !641
  %.pre = load i64, ptr %_0.sroa.0.0.i72, align 8
  br label %bb4

bb15:                                             ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %43, ptr nonnull align 1 %word.0, i64 %word.1, i1 false)
  br label %bb16

bb4:                                              ; preds = %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit"
  %_0.sroa.0.0.i71 = phi ptr [ %_0.sroa.0.0.i, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ], [ %_0.sroa.0.0.i72, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit" ]
  %49 = phi i64 [ %_6.pre, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ], [ %.pre, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit" ]
  %50 = add i64 %49, 1
  store i64 %50, ptr %_0.sroa.0.0.i71, align 8
  ret void
}

; tally::Tally::new
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5tally5Tally3new17h64c75309aa1ae5bcE(ptr dead_on_unwind noalias noundef writable writeonly sret([72 x i8]) align 8 captures(none) dereferenceable(72) initializes((0, 72)) %_0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_3.i.i.i.i = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr @_RNvNCNKNvNvMNtNtCsjrHSEGnQ3l9_3std4hash6randomNtBa_11RandomState3new4KEYS0s_023___RUST_STD_INTERNAL_VAL)
  %_12.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 16
  %0 = load i8, ptr %_12.i.i.i.i.i, align 8, !range !9, !noalias !643, !noundef !11
  %_4.i.i.i.i.i = trunc nuw i8 %0 to i1
  br i1 %_4.i.i.i.i.i, label %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i, label %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i", !prof !652

start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i: ; preds = %start
  %_9.i.pre.i.i = load i64, ptr %_3.i.i.i.i, align 8, !noalias !653
  %.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  %_10.i.pre.i.i = load i64, ptr %.phi.trans.insert.i.i, align 8, !noalias !653
  br label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit"

"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i": ; preds = %start
; call std::sys::random::linux::hashmap_random_keys
  %1 = tail call { i64, i64 } @_RNvNtNtNtCsjrHSEGnQ3l9_3std3sys6random5linux19hashmap_random_keys() #29, !noalias !654
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  store i64 %3, ptr %4, align 8, !noalias !654
  store i8 1, ptr %_12.i.i.i.i.i, align 8, !noalias !654
  br label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit"

"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit": ; preds = %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i"
  %_3.1.pre-phi = phi i64 [ %_10.i.pre.i.i, %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i ], [ %3, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i" ]
  %_9.i.i.i = phi i64 [ %_9.i.pre.i.i, %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i ], [ %2, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i" ]
  %_4.i.i.i = add i64 %_9.i.i.i, 1
  store i64 %_4.i.i.i, ptr %_3.i.i.i.i, align 8, !noalias !653
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) @anon.3ac41eddd58aaaf77b4a5a7a89d5f0a3.0, i64 32, i1 false)
  %_1.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 56
  store i64 %_9.i.i.i, ptr %_1.sroa.4.0..sroa_idx, align 8
  %_1.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 64
  store i64 %_3.1.pre-phi, ptr %_1.sroa.5.0..sroa_idx, align 8
  store i64 0, ptr %_0, align 8
  %_2.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %_2.sroa.4.0._0.sroa_idx, align 8
  %_2.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 0, ptr %_2.sroa.5.0._0.sroa_idx, align 8
  ret void
}

; tally::Tally::nth
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5tally5Tally3nth17ha15dad726dc049f1E(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(72) %self, i64 noundef %i) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_9 = load i64, ptr %0, align 8, !noundef !11
  %_11 = icmp ult i64 %i, %_9
  br i1 %_11, label %bb1, label %panic

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_10 = load ptr, ptr %1, align 8, !nonnull !11, !noundef !11
  %w = getelementptr inbounds nuw %"alloc::string::String", ptr %_10, i64 %i
  %2 = getelementptr inbounds nuw i8, ptr %w, i64 8
  %_16 = load ptr, ptr %2, align 8, !nonnull !11, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 16
  %_15 = load i64, ptr %3, align 8, !noundef !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !657)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !660)
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 48
  %_11.i = load i64, ptr %4, align 8, !alias.scope !657, !noalias !660, !noundef !11
  %5 = icmp eq i64 %_11.i, 0
  br i1 %5, label %bb4, label %bb2.i

bb2.i:                                            ; preds = %bb1
  %_18 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %hash_builder.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  %hash_builder.val.i = load i64, ptr %hash_builder.i, align 8, !alias.scope !657, !noalias !660, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %hash_builder.val1.i = load i64, ptr %6, align 8, !alias.scope !657, !noalias !660, !noundef !11
; call core::hash::BuildHasher::hash_one
  %hash.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i, i64 %hash_builder.val1.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %w) #29, !noalias !657
  tail call void @llvm.experimental.noalias.scope.decl(metadata !662)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !665)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !667)
  %_19.i.i.i = lshr i64 %hash.i, 57
  %tag_hash.i.i.i = trunc nuw nsw i64 %_19.i.i.i to i8
  %7 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %bucket_mask.i.i.i = load i64, ptr %7, align 8, !alias.scope !670, !noalias !671, !noundef !11
  %_27.i.i.i = load ptr, ptr %_18, align 8, !alias.scope !670, !noalias !671, !nonnull !11, !noundef !11
  %8 = insertelement <16 x i8> poison, i8 %tag_hash.i.i.i, i64 0
  %9 = shufflevector <16 x i8> %8, <16 x i8> poison, <16 x i32> zeroinitializer
  %_4.val1.i.i.i.i = load i64, ptr %3, align 8, !alias.scope !673, !noalias !674
  %_4.val.i.i.i.i = load ptr, ptr %2, align 8, !alias.scope !673, !noalias !674, !nonnull !11
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb20.i.i.i, %bb2.i
  %probe_seq.sroa.9.0.i.i.i = phi i64 [ 0, %bb2.i ], [ %20, %bb20.i.i.i ]
  %hash.pn.i.i.i = phi i64 [ %hash.i, %bb2.i ], [ %21, %bb20.i.i.i ]
  %probe_seq.sroa.0.0.i.i.i = and i64 %hash.pn.i.i.i, %bucket_mask.i.i.i
  %_25.i.i.i = getelementptr inbounds nuw i8, ptr %_27.i.i.i, i64 %probe_seq.sroa.0.0.i.i.i
  %dst.sroa.0.0.copyload.i19.i.i = load <16 x i8>, ptr %_25.i.i.i, align 1, !noalias !675
  %10 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, %9
  %11 = bitcast <16 x i1> %10 to i16
  %.not.i.not25.i.i = icmp eq i16 %11, 0
  br i1 %.not.i.not25.i.i, label %bb11.i.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb1.i.i.i, %bb17.i.i.i
  %iter.sroa.0.0.i26.i.i = phi i16 [ %_50.i.i.i, %bb17.i.i.i ], [ %11, %bb1.i.i.i ]
  %12 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %iter.sroa.0.0.i26.i.i, i1 true)
  %_41.i.i.i = zext nneg i16 %12 to i64
  %_13.i.i.i = add i64 %probe_seq.sroa.0.0.i.i.i, %_41.i.i.i
  %index5.i.i.i = and i64 %_13.i.i.i, %bucket_mask.i.i.i
  %_18.i.i.i = sub nsw i64 0, %index5.i.i.i
  %13 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %_27.i.i.i, i64 %_18.i.i.i
  %14 = getelementptr i8, ptr %13, i64 -16
  %.val2.i.i.i = load i64, ptr %14, align 8, !noalias !678, !noundef !11
  %_11.i.i.i.i.i.i.i = icmp eq i64 %_4.val1.i.i.i.i, %.val2.i.i.i
  br i1 %_11.i.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i", label %bb17.i.i.i, !prof !611

"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i": ; preds = %bb10.i.i.i
  %15 = getelementptr i8, ptr %13, i64 -24
  %.val.i.i.i = load ptr, ptr %15, align 8, !noalias !678, !nonnull !11, !noundef !11
  %bcmp.i.i.i.i.i.i.i.i = tail call i32 @bcmp(ptr nonnull readonly %_4.val.i.i.i.i, ptr nonnull readonly %.val.i.i.i, i64 %_4.val1.i.i.i.i), !noalias !678
  %_0.i.i.i.i.i.i.i.i = icmp eq i32 %bcmp.i.i.i.i.i.i.i.i, 0
  br i1 %_0.i.i.i.i.i.i.i.i, label %bb5, label %bb17.i.i.i, !prof !612

bb11.i.i.i:                                       ; preds = %bb17.i.i.i, %bb1.i.i.i
  %16 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, splat (i8 -1)
  %17 = bitcast <16 x i1> %16 to i16
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %bb20.i.i.i, label %bb4, !prof !67

bb17.i.i.i:                                       ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i", %bb10.i.i.i
  %19 = add i16 %iter.sroa.0.0.i26.i.i, -1
  %_50.i.i.i = and i16 %19, %iter.sroa.0.0.i26.i.i
  %.not.i.not.i.i = icmp eq i16 %_50.i.i.i, 0
  br i1 %.not.i.not.i.i, label %bb11.i.i.i, label %bb10.i.i.i

bb20.i.i.i:                                       ; preds = %bb11.i.i.i
  %20 = add i64 %probe_seq.sroa.9.0.i.i.i, 16
  %21 = add i64 %probe_seq.sroa.0.0.i.i.i, %20
  br label %bb1.i.i.i

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_9, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4241ec48dabcfebd5e7460ef4113ae21) #30
  unreachable

bb5:                                              ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i"
  %v.i = getelementptr inbounds i8, ptr %13, i64 -8
  %_5 = load i64, ptr %v.i, align 8, !noundef !11
  store ptr %_16, ptr %_0, align 8
  %22 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 %_15, ptr %22, align 8
  %23 = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_5, ptr %23, align 8
  ret void

bb4:                                              ; preds = %bb11.i.i.i, %bb1
; call core::option::expect_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_a7d7769291fb702cd4ca6ef64f027ff9, i64 noundef 22, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3293d08f6fa94835743189d7e6fea1f3) #30
  unreachable
}

; tally::Tally::top
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5tally5Tally3top17hcb1802dea8f33337E(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %all, ptr noalias noundef readonly align 8 captures(none) dereferenceable(72) %self, i64 noundef %k) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %is_less.i.i = alloca [8 x i8], align 8
  %_7.i.i.i.i = alloca [32 x i8], align 8
  %_3.sroa.7.i.i.i = alloca [24 x i8], align 8
  %_7.i.i = alloca [32 x i8], align 8
  %_3.sroa.7.i = alloca [24 x i8], align 8
  %vector.i = alloca [24 x i8], align 8
  %_5 = getelementptr inbounds nuw i8, ptr %self, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !681)
  %self1.i = load ptr, ptr %_5, align 8, !alias.scope !681, !noalias !684, !nonnull !11, !noundef !11
  %0 = load <16 x i8>, ptr %self1.i, align 16, !noalias !686
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 48
  %_12.i = load i64, ptr %1, align 8, !alias.scope !681, !noalias !684, !noundef !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !691)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.sroa.7.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !694
  %2 = icmp eq i64 %_12.i, 0
  br i1 %2, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread", label %bb6.i.i.i.i

bb6.i.i.i.i:                                      ; preds = %start
  %3 = icmp sgt <16 x i8> %0, splat (i8 -1)
  %4 = bitcast <16 x i1> %3 to i16
  %next_ctrl.i.i = getelementptr inbounds nuw i8, ptr %self1.i, i64 16
  %.not14.i.i.i.i.i = icmp eq i16 %4, 0
  br i1 %.not14.i.i.i.i.i, label %bb9.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"

bb9.i.i.i.i.i:                                    ; preds = %bb6.i.i.i.i, %bb9.i.i.i.i.i
  %_1716.i.i.i.i.i = phi ptr [ %_17.i.i.i.i.i, %bb9.i.i.i.i.i ], [ %next_ctrl.i.i, %bb6.i.i.i.i ]
  %5 = phi ptr [ %8, %bb9.i.i.i.i.i ], [ %self1.i, %bb6.i.i.i.i ]
  %6 = load <16 x i8>, ptr %_1716.i.i.i.i.i, align 16, !noalias !696
  %7 = icmp sgt <16 x i8> %6, splat (i8 -1)
  %8 = getelementptr inbounds i8, ptr %5, i64 -512
  %_17.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_1716.i.i.i.i.i, i64 16
  %self3.cast.i.i.i.i.i = bitcast <16 x i1> %7 to i16
  %.not.i.i.i.i.i = icmp eq i16 %self3.cast.i.i.i.i.i, 0
  br i1 %.not.i.i.i.i.i, label %bb9.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"

"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i": ; preds = %bb9.i.i.i.i.i, %bb6.i.i.i.i
  %_3.sroa.4.0 = phi ptr [ %next_ctrl.i.i, %bb6.i.i.i.i ], [ %_17.i.i.i.i.i, %bb9.i.i.i.i.i ]
  %_19.sroa.0.0.copyload.i = phi ptr [ %self1.i, %bb6.i.i.i.i ], [ %8, %bb9.i.i.i.i.i ]
  %self3.lcssa.i.i.i.i.i = phi i16 [ %4, %bb6.i.i.i.i ], [ %self3.cast.i.i.i.i.i, %bb9.i.i.i.i.i ]
  %9 = add i16 %self3.lcssa.i.i.i.i.i, -1
  %10 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %self3.lcssa.i.i.i.i.i, i1 true)
  %_25.i.i.i.i.i = zext nneg i16 %10 to i64
  %_34.i.i.i.i.i = and i16 %9, %self3.lcssa.i.i.i.i.i
  %_48.i.i.i.i.i = sub nsw i64 0, %_25.i.i.i.i.i
  %11 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %_19.sroa.0.0.copyload.i, i64 %_48.i.i.i.i.i
  %12 = add i64 %_12.i, -1
  %13 = getelementptr inbounds i8, ptr %11, i64 -32
  %_10.i.i.i.i = getelementptr inbounds i8, ptr %11, i64 -8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i), !noalias !708
  %.val.i.i = load i64, ptr %_10.i.i.i.i, align 8, !noalias !708
; call <alloc::string::String as core::clone::Clone>::clone
  call void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(32) %_7.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %13) #29, !noalias !708
  %14 = getelementptr inbounds nuw i8, ptr %_7.i.i, i64 24
  store i64 %.val.i.i, ptr %14, align 8, !alias.scope !709, !noalias !712
  %_3.sroa.0.0.copyload4.i = load i64, ptr %_7.i.i, align 8, !noalias !714
  %_3.sroa.7.0._7.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_7.i.i, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.i, ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.0._7.i.sroa_idx.i, i64 24, i1 false), !noalias !694
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i), !noalias !708
  %.not.i = icmp eq i64 %_3.sroa.0.0.copyload4.i, -9223372036854775808
  br i1 %.not.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread", label %bb3.i

bb3.i:                                            ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_12.i, i64 4)
  %_33.0.i.i.i = shl i64 %..i.i, 5
  %_33.1.i.i.i = icmp ugt i64 %_12.i, 576460752303423487
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !224

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb3.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !715
; call __rustc::__rust_alloc
  %15 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #29, !noalias !715
  %16 = icmp eq ptr %15, null
  br i1 %16, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %17 = icmp sgt i64 %..i.i, -1
  tail call void @llvm.assume(i1 %17)
  store i64 %_3.sroa.0.0.copyload4.i, ptr %15, align 8, !noalias !694
  %src.sroa.4.0._26.1.sroa_idx.i = getelementptr inbounds nuw i8, ptr %15, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %src.sroa.4.0._26.1.sroa_idx.i, ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.i, i64 24, i1 false), !noalias !694
  store i64 %..i.i, ptr %vector.i, align 8, !noalias !694
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %15, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !694
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !694
  tail call void @llvm.experimental.noalias.scope.decl(metadata !718)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !721)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.sroa.7.i.i.i)
  %18 = icmp eq i64 %12, 0
  br i1 %18, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb6.i.i.i.lr.ph.i.i.i

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb3.i
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb3.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #32, !noalias !694
  unreachable

bb6.i.i.i.lr.ph.i.i.i:                            ; preds = %bb10.i.i.i
  %19 = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 24
  %_3.sroa.7.0._7.i.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 8
  br label %bb6.i.i.i.i.i.i

bb6.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i, %bb6.i.i.i.lr.ph.i.i.i
  %_23.i.i12.i = phi ptr [ %15, %bb6.i.i.i.lr.ph.i.i.i ], [ %_23.i.i.i, %bb8.i.i.i ]
  %len.i.i.i = phi i64 [ 1, %bb6.i.i.i.lr.ph.i.i.i ], [ %new_len.i.i.i, %bb8.i.i.i ]
  %_17.i.i.i.i.lcssa15.i.i.i = phi ptr [ %_3.sroa.4.0, %bb6.i.i.i.lr.ph.i.i.i ], [ %_17.i.i.i.i.lcssa14.i.i.i, %bb8.i.i.i ]
  %_34.i.i.i.i12.i.i.i = phi i16 [ %_34.i.i.i.i.i, %bb6.i.i.i.lr.ph.i.i.i ], [ %_34.i.i.i.i.i.i.i, %bb8.i.i.i ]
  %iterator.val610.i.i.i = phi i64 [ %12, %bb6.i.i.i.lr.ph.i.i.i ], [ %27, %bb8.i.i.i ]
  %.lcssa89.i.i.i = phi ptr [ %_19.sroa.0.0.copyload.i, %bb6.i.i.i.lr.ph.i.i.i ], [ %.lcssa7.i.i.i, %bb8.i.i.i ]
  %.not14.i.i.i.i.i.i.i = icmp eq i16 %_34.i.i.i.i12.i.i.i, 0
  br i1 %.not14.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"

bb9.i.i.i.i.i.i.i:                                ; preds = %bb6.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i
  %_1716.i.i.i.i.i.i.i = phi ptr [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ], [ %_17.i.i.i.i.lcssa15.i.i.i, %bb6.i.i.i.i.i.i ]
  %20 = phi ptr [ %23, %bb9.i.i.i.i.i.i.i ], [ %.lcssa89.i.i.i, %bb6.i.i.i.i.i.i ]
  %21 = load <16 x i8>, ptr %_1716.i.i.i.i.i.i.i, align 16, !noalias !724
  %22 = icmp sgt <16 x i8> %21, splat (i8 -1)
  %23 = getelementptr inbounds i8, ptr %20, i64 -512
  %_17.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_1716.i.i.i.i.i.i.i, i64 16
  %self3.cast.i.i.i.i.i.i.i = bitcast <16 x i1> %22 to i16
  %.not.i.i.i.i.i.i.i = icmp eq i16 %self3.cast.i.i.i.i.i.i.i, 0
  br i1 %.not.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"

"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i": ; preds = %bb9.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i
  %_17.i.i.i.i.lcssa14.i.i.i = phi ptr [ %_17.i.i.i.i.lcssa15.i.i.i, %bb6.i.i.i.i.i.i ], [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ]
  %.lcssa7.i.i.i = phi ptr [ %.lcssa89.i.i.i, %bb6.i.i.i.i.i.i ], [ %23, %bb9.i.i.i.i.i.i.i ]
  %self3.lcssa.i.i.i.i.i.i.i = phi i16 [ %_34.i.i.i.i12.i.i.i, %bb6.i.i.i.i.i.i ], [ %self3.cast.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ]
  %24 = add i16 %self3.lcssa.i.i.i.i.i.i.i, -1
  %25 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %self3.lcssa.i.i.i.i.i.i.i, i1 true)
  %_25.i.i.i.i.i.i.i = zext nneg i16 %25 to i64
  %_34.i.i.i.i.i.i.i = and i16 %24, %self3.lcssa.i.i.i.i.i.i.i
  %_48.i.i.i.i.i.i.i = sub nsw i64 0, %_25.i.i.i.i.i.i.i
  %26 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %.lcssa7.i.i.i, i64 %_48.i.i.i.i.i.i.i
  %27 = add i64 %iterator.val610.i.i.i, -1
  %28 = getelementptr inbounds i8, ptr %26, i64 -32
  %_10.i.i.i.i.i.i = getelementptr inbounds i8, ptr %26, i64 -8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i.i.i), !noalias !738
  %.val.i.i.i.i = load i64, ptr %_10.i.i.i.i.i.i, align 8, !noalias !738
; call <alloc::string::String as core::clone::Clone>::clone
  call void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(32) %_7.i.i.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %28) #29, !noalias !738
  store i64 %.val.i.i.i.i, ptr %19, align 8, !alias.scope !739, !noalias !742
  %_3.sroa.0.0.copyload3.i.i.i = load i64, ptr %_7.i.i.i.i, align 8, !noalias !744
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.0._7.i.sroa_idx.i.i.i, i64 24, i1 false), !noalias !745
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i), !noalias !738
  %.not.i.i.i = icmp eq i64 %_3.sroa.0.0.copyload3.i.i.i, -9223372036854775808
  br i1 %.not.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 288230376151711744
  tail call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !578, !alias.scope !746, !noalias !747, !noundef !11
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h39414fcc8d89084dE.exit.i.i.i", label %bb8.i.i.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h39414fcc8d89084dE.exit.i.i.i": ; preds = %bb3.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) %iterator.val610.i.i.i, i64 noundef 8, i64 noundef 32) #29, !noalias !747
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !746, !noalias !747
  br label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h39414fcc8d89084dE.exit.i.i.i", %bb3.i.i.i
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h39414fcc8d89084dE.exit.i.i.i" ], [ %_23.i.i12.i, %bb3.i.i.i ]
  %dst.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_23.i.i.i, i64 %len.i.i.i
  store i64 %_3.sroa.0.0.copyload3.i.i.i, ptr %dst.i.i.i, align 8, !noalias !745
  %src.sroa.4.0.dst.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %dst.i.i.i, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %src.sroa.4.0.dst.sroa_idx.i.i.i, ptr noundef nonnull align 8 dereferenceable(24) %_3.sroa.7.i.i.i, i64 24, i1 false), !noalias !745
  %new_len.i.i.i = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !746, !noalias !747
  %29 = icmp eq i64 %27, 0
  br i1 %29, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb6.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread": ; preds = %start, %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"
  store i64 0, ptr %all, align 8, !alias.scope !691, !noalias !748
  %30 = getelementptr inbounds nuw i8, ptr %all, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %30, align 8, !alias.scope !691, !noalias !748
  %31 = getelementptr inbounds nuw i8, ptr %all, i64 16
  store i64 0, ptr %31, align 8, !alias.scope !691, !noalias !748
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !694
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %is_less.i.i), !noalias !749
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit"

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit": ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i", %bb8.i.i.i, %bb10.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.i.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %all, ptr noundef nonnull align 8 dereferenceable(24) %vector.i, i64 24, i1 false), !noalias !748
  %.phi.trans.insert = getelementptr inbounds nuw i8, ptr %all, i64 8
  %_11.pre = load ptr, ptr %.phi.trans.insert, align 8
  %.phi.trans.insert11 = getelementptr inbounds nuw i8, ptr %all, i64 16
  %_10.pre = load i64, ptr %.phi.trans.insert11, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !694
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %is_less.i.i), !noalias !749
  %b.i.i = icmp samesign ult i64 %_10.pre, 2
  br i1 %b.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit", label %bb7.i.i, !prof !752

bb7.i.i:                                          ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit"
  %b1.i.i = icmp samesign ult i64 %_10.pre, 21
  br i1 %b1.i.i, label %bb9.i.i, label %bb10.i.i, !prof !652

bb10.i.i:                                         ; preds = %bb7.i.i
; call core::slice::sort::stable::driftsort_main
  call void @_ZN4core5slice4sort6stable14driftsort_main17h1f7701b59afb6713E(ptr noalias noundef nonnull align 8 %_11.pre, i64 noundef range(i64 0, 288230376151711744) %_10.pre, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less.i.i) #33
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit"

bb9.i.i:                                          ; preds = %bb7.i.i
; call core::slice::sort::shared::smallsort::insertion_sort_shift_left
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h5f898613064c725bE(ptr noalias noundef nonnull align 8 %_11.pre, i64 noundef range(i64 0, 288230376151711744) %_10.pre) #29
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread", %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", %bb10.i.i, %bb9.i.i
  %_1122 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread" ], [ %_11.pre, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit" ], [ %_11.pre, %bb10.i.i ], [ %_11.pre, %bb9.i.i ]
  %_1021 = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread" ], [ %_10.pre, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit" ], [ %_10.pre, %bb10.i.i ], [ %_10.pre, %bb9.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %is_less.i.i), !noalias !749
  %_12 = icmp ugt i64 %k, %_1021
  br i1 %_12, label %bb4, label %bb6

bb6:                                              ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit"
  %32 = getelementptr inbounds nuw i8, ptr %all, i64 16
  %_14 = sub nuw i64 %_1021, %k
  %_17 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_1122, i64 %k
  store i64 %k, ptr %32, align 8
  %_227 = icmp eq i64 %_1021, %k
  br i1 %_227, label %bb4, label %bb8

bb8:                                              ; preds = %bb6, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit"
  %_20.sroa.0.08 = phi i64 [ %33, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit" ], [ 0, %bb6 ]
  %_21 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_17, i64 %_20.sroa.0.08
  %33 = add nuw i64 %_20.sroa.0.08, 1
  %_21.val = load i64, ptr %_21, align 8, !range !578, !noundef !11
  %34 = icmp eq i64 %_21.val, 0
  br i1 %34, label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit", label %bb2.i.i.i.i.i.i

bb2.i.i.i.i.i.i:                                  ; preds = %bb8
  %35 = getelementptr i8, ptr %_21, i64 8
  %_21.val3 = load ptr, ptr %35, align 8, !nonnull !11, !noundef !11
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_21.val3, i64 noundef %_21.val, i64 noundef range(i64 1, -9223372036854775807) 1) #29
  br label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit"

"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit": ; preds = %bb8, %bb2.i.i.i.i.i.i
  %_22 = icmp eq i64 %33, %_14
  br i1 %_22, label %bb4, label %bb8

bb4:                                              ; preds = %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit", %bb6, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E.exit"
  ret void
}

; tally::parse_all
; Function Attrs: nounwind nonlazybind uwtable
define void @_ZN5tally9parse_all17h643492837c3a7a15E(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %text.0, i64 noundef %text.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_19.i = alloca [72 x i8], align 8
  %vector.i = alloca [24 x i8], align 8
  %_2 = alloca [72 x i8], align 8
  store i64 0, ptr %_2, align 8
  %_3.sroa.4.0._2.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 8
  store i64 %text.1, ptr %_3.sroa.4.0._2.sroa_idx, align 8
  %_3.sroa.5.0._2.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 16
  store ptr %text.0, ptr %_3.sroa.5.0._2.sroa_idx, align 8
  %_3.sroa.5.sroa.4.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 24
  store i64 %text.1, ptr %_3.sroa.5.sroa.4.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 8
  %_3.sroa.5.sroa.5.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 32
  store i64 0, ptr %_3.sroa.5.sroa.5.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 8
  %_3.sroa.5.sroa.6.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 40
  store i64 %text.1, ptr %_3.sroa.5.sroa.6.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 8
  %_3.sroa.5.sroa.7.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 48
  store i32 44, ptr %_3.sroa.5.sroa.7.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 8
  %_3.sroa.5.sroa.8.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 52
  store i32 44, ptr %_3.sroa.5.sroa.8.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 4
  %_3.sroa.5.sroa.9.0._3.sroa.5.0._2.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 56
  store i8 1, ptr %_3.sroa.5.sroa.9.0._3.sroa.5.0._2.sroa_idx.sroa_idx, align 8
  %_3.sroa.6.0._2.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 64
  store i8 1, ptr %_3.sroa.6.0._2.sroa_idx, align 8
  %_3.sroa.7.0._2.sroa_idx = getelementptr inbounds nuw i8, ptr %_2, i64 65
  store i8 0, ptr %_3.sroa.7.0._2.sroa_idx, align 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !753)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !756
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %0 = call fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_2) #31, !noalias !753
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = trunc i32 %1 to i1
  br i1 %2, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, label %bb12.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !758
; call __rustc::__rust_alloc
  %3 = tail call noundef align 4 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef range(i64 1, 9) 4) #29, !noalias !758
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb3.i.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 4, i64 16) #32, !noalias !756
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %5 = extractvalue { i32, i32 } %0, 1
  store i32 %5, ptr %3, align 4, !noalias !756
  store i64 4, ptr %vector.i, align 8, !noalias !756
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %3, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !756
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !756
  call void @llvm.lifetime.start.p0(ptr nonnull %_19.i), !noalias !756
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %_19.i, ptr noundef nonnull align 8 dereferenceable(72) %_2, i64 72, i1 false), !noalias !753
  tail call void @llvm.experimental.noalias.scope.decl(metadata !761)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !764)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %6 = call fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_19.i) #31, !noalias !767
  %7 = extractvalue { i32, i32 } %6, 0
  %8 = trunc i32 %7 to i1
  br i1 %8, label %bb3.i.i.i, label %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E.exit.i"

bb3.i.i.i:                                        ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i", %bb8.i.i.i
  %_23.i.i3.i = phi ptr [ %_23.i.i.i, %bb8.i.i.i ], [ %3, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i" ]
  %len.i.i.i = phi i64 [ %new_len.i.i.i, %bb8.i.i.i ], [ 1, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i" ]
  %.pn.i.i.i = phi { i32, i32 } [ %10, %bb8.i.i.i ], [ %6, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i" ]
  %9 = extractvalue { i32, i32 } %.pn.i.i.i, 1
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 2305843009213693952
  tail call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !578, !alias.scope !768, !noalias !769, !noundef !11
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i", label %bb8.i.i.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i": ; preds = %bb3.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) 1, i64 noundef 4, i64 noundef 4) #29, !noalias !769
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !768, !noalias !769
  br label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i", %bb3.i.i.i
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i" ], [ %_23.i.i3.i, %bb3.i.i.i ]
  %dst.i.i.i = getelementptr inbounds nuw i32, ptr %_23.i.i.i, i64 %len.i.i.i
  store i32 %9, ptr %dst.i.i.i, align 4, !noalias !772
  %new_len.i.i.i = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !768, !noalias !769
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %10 = call fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_19.i) #31, !noalias !767
  %11 = extractvalue { i32, i32 } %10, 0
  %12 = trunc i32 %11 to i1
  br i1 %12, label %bb3.i.i.i, label %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E.exit.i"

"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E.exit.i": ; preds = %bb8.i.i.i, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i"
  call void @llvm.lifetime.end.p0(ptr nonnull %_19.i), !noalias !756
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_0, ptr noundef nonnull align 8 dereferenceable(24) %vector.i, i64 24, i1 false), !noalias !773
  br label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit"

bb12.i:                                           ; preds = %start
  store i64 0, ptr %_0, align 8, !alias.scope !753, !noalias !773
  %13 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr inttoptr (i64 4 to ptr), ptr %13, align 8, !alias.scope !753, !noalias !773
  %14 = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 0, ptr %14, align 8, !alias.scope !753, !noalias !773
  br label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit"

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit": ; preds = %"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E.exit.i", %bb12.i
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !756
  ret void
}

; <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
; Function Attrs: inlinehint nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(72) %self, ptr noalias noundef nonnull readonly align 1 captures(none) %msg.0, i64 noundef range(i64 0, -9223372036854775808) %msg.1) unnamed_addr #8 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 48
  %1 = load i64, ptr %0, align 8, !noundef !11
  %2 = add i64 %1, %msg.1
  store i64 %2, ptr %0, align 8
  %3 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %_5 = load i64, ptr %3, align 8, !noundef !11
  %4 = icmp eq i64 %_5, 0
  br i1 %4, label %bb7, label %bb1

bb1:                                              ; preds = %start
  %5 = sub i64 8, %_5
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %5, i64 %msg.1)
  %_5.i = icmp samesign ugt i64 %..i, 3
  br i1 %_5.i, label %bb1.i, label %bb3.i

bb1.i:                                            ; preds = %bb1
  %data.sroa.0.0.copyload.i = load i32, ptr %msg.0, align 1, !alias.scope !774
  %6 = zext i32 %data.sroa.0.0.copyload.i to i64
  br label %bb3.i

bb3.i:                                            ; preds = %bb1.i, %bb1
  %i.sroa.0.0.i = phi i64 [ 4, %bb1.i ], [ 0, %bb1 ]
  %out.sroa.0.0.i = phi i64 [ %6, %bb1.i ], [ 0, %bb1 ]
  %_17.i = or disjoint i64 %i.sroa.0.0.i, 1
  %_16.i = icmp samesign ult i64 %_17.i, %..i
  br i1 %_16.i, label %bb4.i, label %bb6.i

bb4.i:                                            ; preds = %bb3.i
  %src4.i = getelementptr i8, ptr %msg.0, i64 %i.sroa.0.0.i
  %data2.sroa.0.0.copyload.i = load i16, ptr %src4.i, align 1, !alias.scope !774
  %_20.i = zext i16 %data2.sroa.0.0.copyload.i to i64
  %_29.i = shl nuw nsw i64 %i.sroa.0.0.i, 3
  %_19.i = shl nuw nsw i64 %_20.i, %_29.i
  %7 = or i64 %_19.i, %out.sroa.0.0.i
  %8 = or disjoint i64 %i.sroa.0.0.i, 2
  br label %bb6.i

bb6.i:                                            ; preds = %bb4.i, %bb3.i
  %i.sroa.0.1.i = phi i64 [ %8, %bb4.i ], [ %i.sroa.0.0.i, %bb3.i ]
  %out.sroa.0.1.i = phi i64 [ %7, %bb4.i ], [ %out.sroa.0.0.i, %bb3.i ]
  %_31.i = icmp samesign ult i64 %i.sroa.0.1.i, %..i
  br i1 %_31.i, label %bb7.i, label %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit

bb7.i:                                            ; preds = %bb6.i
  %_51.i = getelementptr inbounds nuw i8, ptr %msg.0, i64 %i.sroa.0.1.i
  %_35.i = load i8, ptr %_51.i, align 1, !alias.scope !774, !noundef !11
  %_34.i = zext i8 %_35.i to i64
  %_38.i = shl nuw nsw i64 %i.sroa.0.1.i, 3
  %_33.i = shl nuw nsw i64 %_34.i, %_38.i
  %9 = or i64 %_33.i, %out.sroa.0.1.i
  br label %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit

_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit: ; preds = %bb6.i, %bb7.i
  %out.sroa.0.2.i = phi i64 [ %9, %bb7.i ], [ %out.sroa.0.1.i, %bb6.i ]
  %_11 = shl i64 %_5, 3
  %10 = and i64 %_11, 56
  %_7 = shl i64 %out.sroa.0.2.i, %10
  %11 = getelementptr inbounds nuw i8, ptr %self, i64 56
  %12 = load i64, ptr %11, align 8, !noundef !11
  %13 = or i64 %12, %_7
  store i64 %13, ptr %11, align 8
  %_13 = icmp ult i64 %msg.1, %5
  br i1 %_13, label %bb3, label %bb4

bb7:                                              ; preds = %start, %bb4
  %needed.sroa.0.0 = phi i64 [ 0, %start ], [ %5, %bb4 ]
  %len = sub nsw i64 %msg.1, %needed.sroa.0.0
  %left = and i64 %len, 7
  %_24 = and i64 %len, -8
  %_2245 = icmp ult i64 %needed.sroa.0.0, %_24
  br i1 %_2245, label %bb9.lr.ph, label %bb11

bb9.lr.ph:                                        ; preds = %bb7
  %self.promoted = load i64, ptr %self, align 8
  %14 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %15 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %16 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %.promoted = load i64, ptr %14, align 8
  %.promoted48 = load i64, ptr %15, align 8, !alias.scope !777
  %.promoted50 = load i64, ptr %16, align 8, !alias.scope !777
  br label %bb9

bb4:                                              ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit
  %17 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %18 = load i64, ptr %17, align 8, !noundef !11
  %19 = xor i64 %18, %13
  %self.i = load i64, ptr %self, align 8, !alias.scope !780, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %rhs.i = load i64, ptr %20, align 8, !alias.scope !780, !noundef !11
  %_2.i = add i64 %rhs.i, %self.i
  %21 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self1.i = load i64, ptr %21, align 8, !alias.scope !780, !noundef !11
  %_5.i7 = add i64 %self1.i, %19
  %22 = tail call noundef i64 @llvm.fshl.i64(i64 %rhs.i, i64 %rhs.i, i64 13)
  %23 = xor i64 %22, %_2.i
  %24 = tail call noundef i64 @llvm.fshl.i64(i64 %19, i64 %19, i64 16)
  %25 = xor i64 %_5.i7, %24
  %26 = tail call noundef i64 @llvm.fshl.i64(i64 %_2.i, i64 %_2.i, i64 32)
  %_16.i8 = add i64 %_5.i7, %23
  %_19.i9 = add i64 %25, %26
  %27 = tail call noundef i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 17)
  %28 = xor i64 %_16.i8, %27
  store i64 %28, ptr %20, align 8, !alias.scope !780
  %29 = tail call noundef i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 21)
  %30 = xor i64 %29, %_19.i9
  store i64 %30, ptr %17, align 8, !alias.scope !780
  %31 = tail call noundef i64 @llvm.fshl.i64(i64 %_16.i8, i64 %_16.i8, i64 32)
  store i64 %31, ptr %21, align 8, !alias.scope !780
  %32 = xor i64 %_19.i9, %13
  store i64 %32, ptr %self, align 8
  br label %bb7

bb3:                                              ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit
  %33 = add i64 %_5, %msg.1
  br label %bb13

bb8.bb11_crit_edge:                               ; preds = %bb9
  store i64 %52, ptr %14, align 8
  store i64 %50, ptr %15, align 8, !alias.scope !777
  store i64 %53, ptr %16, align 8, !alias.scope !777
  store i64 %54, ptr %self, align 8
  br label %bb11

bb11:                                             ; preds = %bb8.bb11_crit_edge, %bb7
  %needed.sroa.0.1.lcssa = phi i64 [ %55, %bb8.bb11_crit_edge ], [ %needed.sroa.0.0, %bb7 ]
  %_5.i10 = icmp samesign ugt i64 %left, 3
  br i1 %_5.i10, label %bb1.i33, label %bb3.i11

bb1.i33:                                          ; preds = %bb11
  %src.i = getelementptr inbounds nuw i8, ptr %msg.0, i64 %needed.sroa.0.1.lcssa
  %data.sroa.0.0.copyload.i34 = load i32, ptr %src.i, align 1, !alias.scope !783
  %34 = zext i32 %data.sroa.0.0.copyload.i34 to i64
  br label %bb3.i11

bb3.i11:                                          ; preds = %bb1.i33, %bb11
  %i.sroa.0.0.i12 = phi i64 [ 4, %bb1.i33 ], [ 0, %bb11 ]
  %out.sroa.0.0.i13 = phi i64 [ %34, %bb1.i33 ], [ 0, %bb11 ]
  %_17.i14 = or disjoint i64 %i.sroa.0.0.i12, 1
  %_16.i15 = icmp samesign ult i64 %_17.i14, %left
  br i1 %_16.i15, label %bb4.i27, label %bb6.i16

bb4.i27:                                          ; preds = %bb3.i11
  %35 = getelementptr i8, ptr %msg.0, i64 %needed.sroa.0.1.lcssa
  %src4.i28 = getelementptr i8, ptr %35, i64 %i.sroa.0.0.i12
  %data2.sroa.0.0.copyload.i29 = load i16, ptr %src4.i28, align 1, !alias.scope !783
  %_20.i30 = zext i16 %data2.sroa.0.0.copyload.i29 to i64
  %_29.i31 = shl nuw nsw i64 %i.sroa.0.0.i12, 3
  %_19.i32 = shl nuw nsw i64 %_20.i30, %_29.i31
  %36 = or i64 %_19.i32, %out.sroa.0.0.i13
  %37 = or disjoint i64 %i.sroa.0.0.i12, 2
  br label %bb6.i16

bb6.i16:                                          ; preds = %bb4.i27, %bb3.i11
  %i.sroa.0.1.i17 = phi i64 [ %37, %bb4.i27 ], [ %i.sroa.0.0.i12, %bb3.i11 ]
  %out.sroa.0.1.i18 = phi i64 [ %36, %bb4.i27 ], [ %out.sroa.0.0.i13, %bb3.i11 ]
  %_31.i19 = icmp samesign ult i64 %i.sroa.0.1.i17, %left
  br i1 %_31.i19, label %bb7.i21, label %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit35

bb7.i21:                                          ; preds = %bb6.i16
  %index.i = add i64 %i.sroa.0.1.i17, %needed.sroa.0.1.lcssa
  %_54.i = icmp ult i64 %index.i, %msg.1
  tail call void @llvm.assume(i1 %_54.i)
  %_51.i22 = getelementptr inbounds nuw i8, ptr %msg.0, i64 %index.i
  %_35.i23 = load i8, ptr %_51.i22, align 1, !alias.scope !783, !noundef !11
  %_34.i24 = zext i8 %_35.i23 to i64
  %_38.i25 = shl nuw nsw i64 %i.sroa.0.1.i17, 3
  %_33.i26 = shl nuw nsw i64 %_34.i24, %_38.i25
  %38 = or i64 %_33.i26, %out.sroa.0.1.i18
  br label %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit35

_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit35: ; preds = %bb6.i16, %bb7.i21
  %out.sroa.0.2.i20 = phi i64 [ %38, %bb7.i21 ], [ %out.sroa.0.1.i18, %bb6.i16 ]
  %39 = getelementptr inbounds nuw i8, ptr %self, i64 56
  store i64 %out.sroa.0.2.i20, ptr %39, align 8
  br label %bb13

bb9:                                              ; preds = %bb9.lr.ph, %bb9
  %40 = phi i64 [ %.promoted50, %bb9.lr.ph ], [ %53, %bb9 ]
  %41 = phi i64 [ %.promoted48, %bb9.lr.ph ], [ %50, %bb9 ]
  %42 = phi i64 [ %.promoted, %bb9.lr.ph ], [ %52, %bb9 ]
  %needed.sroa.0.147 = phi i64 [ %needed.sroa.0.0, %bb9.lr.ph ], [ %55, %bb9 ]
  %_19.i434446 = phi i64 [ %self.promoted, %bb9.lr.ph ], [ %54, %bb9 ]
  %src = getelementptr inbounds nuw i8, ptr %msg.0, i64 %needed.sroa.0.147
  %data.sroa.0.0.copyload = load i64, ptr %src, align 1
  %43 = xor i64 %42, %data.sroa.0.0.copyload
  %_2.i38 = add i64 %41, %_19.i434446
  %_5.i41 = add i64 %40, %43
  %44 = tail call noundef i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 13)
  %45 = xor i64 %44, %_2.i38
  %46 = tail call noundef i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 16)
  %47 = xor i64 %_5.i41, %46
  %48 = tail call noundef i64 @llvm.fshl.i64(i64 %_2.i38, i64 %_2.i38, i64 32)
  %_16.i42 = add i64 %_5.i41, %45
  %_19.i43 = add i64 %47, %48
  %49 = tail call noundef i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 17)
  %50 = xor i64 %_16.i42, %49
  %51 = tail call noundef i64 @llvm.fshl.i64(i64 %47, i64 %47, i64 21)
  %52 = xor i64 %51, %_19.i43
  %53 = tail call noundef i64 @llvm.fshl.i64(i64 %_16.i42, i64 %_16.i42, i64 32)
  %54 = xor i64 %_19.i43, %data.sroa.0.0.copyload
  %55 = add nuw i64 %needed.sroa.0.147, 8
  %_22 = icmp ult i64 %55, %_24
  br i1 %_22, label %bb9, label %bb8.bb11_crit_edge

bb13:                                             ; preds = %bb3, %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit35
  %storemerge = phi i64 [ %33, %bb3 ], [ %left, %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit35 ]
  store i64 %storemerge, ptr %3, align 8
  ret void
}

; hashbrown::raw::RawTable<T,A>::reserve_rehash
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define { i64, i64 } @"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash17ha7a70c12e2e13729E"(ptr noalias noundef align 8 captures(none) dereferenceable(32) %self, i64 noundef %additional, ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %0, i1 noundef zeroext %fallibility) unnamed_addr #9 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !786)
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %self1.i = load i64, ptr %1, align 8, !alias.scope !786, !noalias !789, !noundef !11
  %_21.0.i = add i64 %self1.i, %additional
  %_21.1.i = icmp ult i64 %_21.0.i, %self1.i
  br i1 %_21.1.i, label %bb9.i, label %bb11.i, !prof !67

bb11.i:                                           ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %3 = load i64, ptr %2, align 8, !alias.scope !786, !noalias !789, !noundef !11
  %_24.i = icmp ult i64 %3, 8
  %_26.i = add i64 %3, 1
  %_255.i = lshr i64 %_26.i, 3
  %4 = mul nuw i64 %_255.i, 7
  %full_capacity.sroa.0.0.i = select i1 %_24.i, i64 %3, i64 %4
  %_146.i = lshr i64 %full_capacity.sroa.0.0.i, 1
  %_13.not.i = icmp ugt i64 %_21.0.i, %_146.i
  br i1 %_13.not.i, label %bb4.i, label %bb2.i

bb9.i:                                            ; preds = %start
; call <hashbrown::raw::Fallibility>::capacity_overflow
  %5 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility) #29, !noalias !791
  %_11.0.i = extractvalue { i64, i64 } %5, 0
  %_11.1.i = extractvalue { i64, i64 } %5, 1
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb4.i:                                            ; preds = %bb11.i
  %_19.i = add nuw i64 %full_capacity.sroa.0.0.i, 1
  %..i = tail call noundef i64 @llvm.umax.i64(i64 %_19.i, i64 %_21.0.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !792)
  %_6.i.i = icmp ult i64 %..i, 15
  br i1 %_6.i.i, label %bb10.thread.i, label %bb16.i.i3

bb16.i.i3:                                        ; preds = %bb4.i
  %_33.1.i.i = icmp ugt i64 %..i, 2305843009213693951
  br i1 %_33.1.i.i, label %bb9.i4, label %bb10.i, !prof !67

bb10.thread.i:                                    ; preds = %bb4.i
  %_15.i.i = icmp samesign ult i64 %..i, 4
  %6 = and i64 %..i, 8
  %..i.i = add nuw nsw i64 %6, 8
  %buckets.sroa.0.0.i.i = select i1 %_15.i.i, i64 4, i64 %..i.i
  br label %bb11.i.i.i

bb10.i:                                           ; preds = %bb16.i.i3
  %_33.0.i.i = shl nuw i64 %..i, 3
  %adjusted_cap.i.i = udiv i64 %_33.0.i.i, 7
  %p.i.i = add nsw i64 %adjusted_cap.i.i, -1
  %7 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %p.i.i, i1 true)
  %8 = lshr i64 -1, %7
  %9 = add nuw nsw i64 %8, 1
  %_28.1.i.i.i = icmp samesign ugt i64 %8, 576460752303423486
  br i1 %_28.1.i.i.i, label %bb3.i.i, label %bb11.i.i.i, !prof !795

bb11.i.i.i:                                       ; preds = %bb10.i, %bb10.thread.i
  %_0.sroa.4.0.i.ph8.i = phi i64 [ %buckets.sroa.0.0.i.i, %bb10.thread.i ], [ %9, %bb10.i ]
  %_28.0.i.i.i = shl nuw i64 %_0.sroa.4.0.i.ph8.i, 5
  %rhs5.i.i.i = add nuw nsw i64 %_0.sroa.4.0.i.ph8.i, 16
  %_42.0.i.i.i = add i64 %rhs5.i.i.i, %_28.0.i.i.i
  %_42.1.i.i.i = icmp ult i64 %_42.0.i.i.i, %_28.0.i.i.i
  %_22.i.i.i = icmp ugt i64 %_42.0.i.i.i, 9223372036854775792
  %or.cond.i.i = or i1 %_42.1.i.i.i, %_22.i.i.i
  br i1 %or.cond.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i, !prof !224

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i: ; preds = %bb11.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #29, !noalias !796
; call __rustc::__rust_alloc
  %10 = tail call noundef align 16 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_42.0.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 16) #29, !noalias !796
  %11 = icmp eq ptr %10, null
  br i1 %11, label %bb13.i.i, label %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit

bb3.i.i:                                          ; preds = %bb11.i.i.i, %bb10.i
; call <hashbrown::raw::Fallibility>::capacity_overflow
  %12 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility) #29, !noalias !796
  br label %bb12.i

bb13.i.i:                                         ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i
; call <hashbrown::raw::Fallibility>::alloc_err
  %13 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility9alloc_err(i1 noundef zeroext %fallibility, i64 noundef 16, i64 noundef %_42.0.i.i.i) #29, !noalias !796
  br label %bb12.i

bb9.i4:                                           ; preds = %bb16.i.i3
; call <hashbrown::raw::Fallibility>::capacity_overflow
  %14 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility) #29, !noalias !801
  %_20.0.i = extractvalue { i64, i64 } %14, 0
  %_20.1.i = extractvalue { i64, i64 } %14, 1
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb12.i:                                           ; preds = %bb13.i.i, %bb3.i.i
  %.pn.i = phi { i64, i64 } [ %12, %bb3.i.i ], [ %13, %bb13.i.i ]
  %self2.sroa.12.012.i = extractvalue { i64, i64 } %.pn.i, 1
  %self2.sroa.7.013.i = extractvalue { i64, i64 } %.pn.i, 0
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit: ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i
  %_42.i.i = icmp samesign ult i64 %_0.sroa.4.0.i.ph8.i, 9
  %_26.i.i = add nsw i64 %_0.sroa.4.0.i.ph8.i, -1
  %_437.i.i = lshr i64 %_0.sroa.4.0.i.ph8.i, 3
  %15 = mul nuw nsw i64 %_437.i.i, 7
  %bucket_mask.sroa.0.0.i.i = select i1 %_42.i.i, i64 %_26.i.i, i64 %15
  %ptr.i.i = getelementptr inbounds nuw i8, ptr %10, i64 %_28.0.i.i.i
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %ptr.i.i, i8 -1, i64 %rhs5.i.i.i, i1 false), !noalias !801
  %16 = ptrtoint ptr %ptr.i.i to i64
  %ctrl.i.i = load ptr, ptr %self, align 8, !alias.scope !802, !noalias !803, !nonnull !11, !noundef !11
  %17 = icmp eq i64 %self1.i, 0
  br i1 %17, label %bb4.i.i, label %bb1.i.i.i.preheader.lr.ph

bb1.i.i.i.preheader.lr.ph:                        ; preds = %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit
  %18 = load <16 x i8>, ptr %ctrl.i.i, align 16, !noalias !805
  %19 = icmp sgt <16 x i8> %18, splat (i8 -1)
  %_66.i.i = bitcast <16 x i1> %19 to i16
  %hash_builder.val.i.i = load i64, ptr %0, align 8, !noalias !808, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %hash_builder.val1.i.i = load i64, ptr %20, align 8, !noalias !808, !noundef !11
  br label %bb1.i.i.i.preheader

bb1.i.i.i.preheader:                              ; preds = %bb1.i.i.i.preheader.lr.ph, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit
  %iter.i.i.sroa.13.042 = phi i16 [ %_66.i.i, %bb1.i.i.i.preheader.lr.ph ], [ %_32.i.i.i, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit ]
  %iter.i.i.sroa.0.041 = phi ptr [ %ctrl.i.i, %bb1.i.i.i.preheader.lr.ph ], [ %iter.i.i.sroa.0.1.lcssa, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit ]
  %iter.i.i.sroa.5.040 = phi i64 [ 0, %bb1.i.i.i.preheader.lr.ph ], [ %iter.i.i.sroa.5.1.lcssa, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit ]
  %iter.i.i.sroa.9.039 = phi i64 [ %self1.i, %bb1.i.i.i.preheader.lr.ph ], [ %26, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit ]
  %.not.i.i.i34 = icmp eq i16 %iter.i.i.sroa.13.042, 0
  br i1 %.not.i.i.i34, label %bb4.i.i.i, label %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i

bb4.i.i.i:                                        ; preds = %bb1.i.i.i.preheader, %bb4.i.i.i
  %iter.i.i.sroa.0.136 = phi ptr [ %ptr.i.i.i, %bb4.i.i.i ], [ %iter.i.i.sroa.0.041, %bb1.i.i.i.preheader ]
  %iter.i.i.sroa.5.135 = phi i64 [ %23, %bb4.i.i.i ], [ %iter.i.i.sroa.5.040, %bb1.i.i.i.preheader ]
  %ptr.i.i.i = getelementptr inbounds nuw i8, ptr %iter.i.i.sroa.0.136, i64 16
  %21 = load <16 x i8>, ptr %ptr.i.i.i, align 16, !noalias !814
  %22 = icmp sgt <16 x i8> %21, splat (i8 -1)
  %_45.i.i.i = bitcast <16 x i1> %22 to i16
  %23 = add i64 %iter.i.i.sroa.5.135, 16
  %.not.i.i.i = icmp eq i16 %_45.i.i.i, 0
  br i1 %.not.i.i.i, label %bb4.i.i.i, label %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i

_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i: ; preds = %bb4.i.i.i, %bb1.i.i.i.preheader
  %iter.i.i.sroa.5.1.lcssa = phi i64 [ %iter.i.i.sroa.5.040, %bb1.i.i.i.preheader ], [ %23, %bb4.i.i.i ]
  %iter.i.i.sroa.0.1.lcssa = phi ptr [ %iter.i.i.sroa.0.041, %bb1.i.i.i.preheader ], [ %ptr.i.i.i, %bb4.i.i.i ]
  %iter.i.i.sroa.13.1.lcssa = phi i16 [ %iter.i.i.sroa.13.042, %bb1.i.i.i.preheader ], [ %_45.i.i.i, %bb4.i.i.i ]
  %24 = add i16 %iter.i.i.sroa.13.1.lcssa, -1
  %25 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %iter.i.i.sroa.13.1.lcssa, i1 true)
  %_23.i.i.i = zext nneg i16 %25 to i64
  %_32.i.i.i = and i16 %24, %iter.i.i.sroa.13.1.lcssa
  %_5.i.i.i = add i64 %iter.i.i.sroa.5.1.lcssa, %_23.i.i.i
  %26 = add i64 %iter.i.i.sroa.9.039, -1
  %_18.i = sub nsw i64 0, %_5.i.i.i
  %27 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %ctrl.i.i, i64 %_18.i
  %28 = getelementptr inbounds i8, ptr %27, i64 -32
; call core::hash::BuildHasher::hash_one
  %_0.i.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i.i, i64 %hash_builder.val1.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %28) #29, !noalias !819
  %probe_seq.sroa.0.05.i = and i64 %_0.i.i, %_26.i.i
  %_176.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %probe_seq.sroa.0.05.i
  %dst.sroa.0.0.copyload.i47.i = load <16 x i8>, ptr %_176.i, align 1, !noalias !820
  %29 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i, zeroinitializer
  %30 = bitcast <16 x i1> %29 to i16
  %.not.i8.i = icmp eq i16 %30, 0
  br i1 %.not.i8.i, label %bb6.i, label %bb5.i, !prof !628

bb5.i:                                            ; preds = %bb6.i, %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i
  %probe_seq.sroa.0.0.lcssa.i = phi i64 [ %probe_seq.sroa.0.05.i, %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i ], [ %probe_seq.sroa.0.0.i, %bb6.i ]
  %.lcssa.i = phi i16 [ %30, %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i ], [ %41, %bb6.i ]
  %31 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i, i1 true)
  %_17.i.i = zext nneg i16 %31 to i64
  %_8.i.i = add nuw nsw i64 %probe_seq.sroa.0.0.lcssa.i, %_17.i.i
  %_7.i.i = and i64 %_8.i.i, %_26.i.i
  %_8.i5.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %_7.i.i
  %_12.i.i = load i8, ptr %_8.i5.i, align 1, !noundef !11
  %32 = icmp sgt i8 %_12.i.i, -1
  br i1 %32, label %bb2.i.i6, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit, !prof !67

bb2.i.i6:                                         ; preds = %bb5.i
  %33 = load <16 x i8>, ptr %ptr.i.i, align 16, !noalias !823
  %34 = icmp slt <16 x i8> %33, zeroinitializer
  %35 = bitcast <16 x i1> %34 to i16
  %.not.i6.i = icmp ne i16 %35, 0
  %36 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %35, i1 true)
  %_24.i.i = zext nneg i16 %36 to i64
  tail call void @llvm.assume(i1 %.not.i6.i)
  br label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit

bb6.i:                                            ; preds = %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i, %bb6.i
  %probe_seq.sroa.0.09.i = phi i64 [ %probe_seq.sroa.0.0.i, %bb6.i ], [ %probe_seq.sroa.0.05.i, %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i ]
  %37 = phi i64 [ %38, %bb6.i ], [ 0, %_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl.exit.i.i ]
  %38 = add i64 %37, 16
  %39 = add i64 %38, %probe_seq.sroa.0.09.i
  %probe_seq.sroa.0.0.i = and i64 %39, %_26.i.i
  %_17.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %probe_seq.sroa.0.0.i
  %dst.sroa.0.0.copyload.i4.i = load <16 x i8>, ptr %_17.i, align 1, !noalias !820
  %40 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i, zeroinitializer
  %41 = bitcast <16 x i1> %40 to i16
  %.not.i.i = icmp eq i16 %41, 0
  br i1 %.not.i.i, label %bb6.i, label %bb5.i, !prof !633

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit: ; preds = %bb5.i, %bb2.i.i6
  %index.sroa.0.0.i.i = phi i64 [ %_24.i.i, %bb2.i.i6 ], [ %_7.i.i, %bb5.i ]
  %_75.i.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %index.sroa.0.0.i.i
  %_79.i.i = lshr i64 %_0.i.i, 57
  %_80.i.i = trunc nuw nsw i64 %_79.i.i to i8
  %_84.i.i = add nsw i64 %index.sroa.0.0.i.i, -16
  %_83.i.i = and i64 %_84.i.i, %_26.i.i
  store i8 %_80.i.i, ptr %_75.i.i, align 1
  %42 = getelementptr i8, ptr %ptr.i.i, i64 %_83.i.i
  %_91.i.i = getelementptr i8, ptr %42, i64 16
  store i8 %_80.i.i, ptr %_91.i.i, align 1
  %_96.i.i = shl i64 %_5.i.i.i, 5
  %_98.i.i = sub nuw nsw i64 -32, %_96.i.i
  %_23.i.i = getelementptr inbounds i8, ptr %ctrl.i.i, i64 %_98.i.i
  %_102.i.i = shl i64 %index.sroa.0.0.i.i, 5
  %_104.i.i = sub nuw nsw i64 -32, %_102.i.i
  %dst.i.i = getelementptr inbounds i8, ptr %ptr.i.i, i64 %_104.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %dst.i.i, ptr noundef nonnull align 1 dereferenceable(32) %_23.i.i, i64 32, i1 false)
  %43 = icmp eq i64 %26, 0
  br i1 %43, label %bb4.i.i, label %bb1.i.i.i.preheader

bb4.i.i:                                          ; preds = %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit, %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit
  %44 = sub i64 %bucket_mask.sroa.0.0.i.i, %self1.i
  store i64 %16, ptr %self, align 8, !alias.scope !826, !noalias !829
  store i64 %_26.i.i, ptr %2, align 8, !alias.scope !831, !noalias !833
  %_11.2.i.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  store i64 %44, ptr %_11.2.i.i.i.i, align 8, !alias.scope !835, !noalias !837
  %45 = icmp eq i64 %3, 0
  br i1 %45, label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit, label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %bb4.i.i
  %46 = shl nuw i64 %_26.i, 5
  %rhs5.i.i.i.i = add i64 %3, 17
  %_42.0.i.i.i.i = add i64 %rhs5.i.i.i.i, %46
  %_42.1.i.i.i.i = icmp uge i64 %_42.0.i.i.i.i, %46
  %_22.i.i.i.i = icmp ult i64 %_42.0.i.i.i.i, 9223372036854775793
  tail call void @llvm.assume(i1 %_42.1.i.i.i.i)
  tail call void @llvm.assume(i1 %_22.i.i.i.i)
  %47 = icmp eq i64 %_42.0.i.i.i.i, 0
  br i1 %47, label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit, label %bb1.i1.i.i.i

bb1.i1.i.i.i:                                     ; preds = %bb2.i.i.i
  %_17.i.i.i = sub nsw i64 0, %46
  %ptr.i.i.i7 = getelementptr inbounds i8, ptr %ctrl.i.i, i64 %_17.i.i.i
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %ptr.i.i.i7, i64 noundef %_42.0.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 16) #29, !noalias !839
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb2.i:                                            ; preds = %bb11.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !844)
  %self.val21.i = load ptr, ptr %self, align 8, !alias.scope !844
  %_27.not4.i.i = icmp eq i64 %_26.i, 0
  br i1 %_27.not4.i.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread10.i, label %bb5.lr.ph.i.i

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread10.i: ; preds = %bb2.i
  %48 = icmp ne ptr %self.val21.i, null
  tail call void @llvm.assume(i1 %48)
  br label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit

bb5.lr.ph.i.i:                                    ; preds = %bb2.i
  %d8.i.i.i.i = lshr i64 %_26.i, 4
  %r1.i.i.i.i = and i64 %_26.i, 15
  %_19.not.i.i.i.i = icmp ne i64 %r1.i.i.i.i, 0
  %49 = zext i1 %_19.not.i.i.i.i to i64
  %yield_count.sroa.0.0.i.i.i.i = add nuw nsw i64 %d8.i.i.i.i, %49
  %50 = icmp ne ptr %self.val21.i, null
  tail call void @llvm.assume(i1 %50)
  %xtraiter = and i64 %yield_count.sroa.0.0.i.i.i.i, 1
  %51 = icmp eq i64 %yield_count.sroa.0.0.i.i.i.i, 1
  br i1 %51, label %bb5.i.i.epil.preheader, label %bb5.lr.ph.i.i.new

bb5.lr.ph.i.i.new:                                ; preds = %bb5.lr.ph.i.i
  %unroll_iter = and i64 %yield_count.sroa.0.0.i.i.i.i, 2305843009213693950
  br label %bb5.i.i

bb6.i.i.unr-lcssa:                                ; preds = %bb5.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb6.i.i, label %bb5.i.i.epil.preheader

bb5.i.i.epil.preheader:                           ; preds = %bb6.i.i.unr-lcssa, %bb5.lr.ph.i.i
  %iter.sroa.0.06.i.i.epil.init = phi i64 [ 0, %bb5.lr.ph.i.i ], [ %_29.i.i.1, %bb6.i.i.unr-lcssa ]
  %lcmp.mod62 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod62)
  %_34.i.i.epil = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %iter.sroa.0.06.i.i.epil.init
  %52 = load <16 x i8>, ptr %_34.i.i.epil, align 16, !noalias !847
  %.lobit.i.i.i.epil = ashr <16 x i8> %52, splat (i8 7)
  %53 = bitcast <16 x i8> %.lobit.i.i.i.epil to <2 x i64>
  %54 = or <2 x i64> %53, splat (i64 -9187201950435737472)
  store <2 x i64> %54, ptr %_34.i.i.epil, align 16, !noalias !850
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i.unr-lcssa, %bb5.i.i.epil.preheader
  %b.i.i = icmp ult i64 %_26.i, 16
  br i1 %b.i.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i, label %bb14.lr.ph.i, !prof !68

bb5.i.i:                                          ; preds = %bb5.i.i, %bb5.lr.ph.i.i.new
  %iter.sroa.0.06.i.i = phi i64 [ 0, %bb5.lr.ph.i.i.new ], [ %_29.i.i.1, %bb5.i.i ]
  %niter = phi i64 [ 0, %bb5.lr.ph.i.i.new ], [ %niter.next.1, %bb5.i.i ]
  %_34.i.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %iter.sroa.0.06.i.i
  %55 = load <16 x i8>, ptr %_34.i.i, align 16, !noalias !847
  %.lobit.i.i.i = ashr <16 x i8> %55, splat (i8 7)
  %56 = bitcast <16 x i8> %.lobit.i.i.i to <2 x i64>
  %57 = or <2 x i64> %56, splat (i64 -9187201950435737472)
  store <2 x i64> %57, ptr %_34.i.i, align 16, !noalias !850
  %_29.i.i.1 = add i64 %iter.sroa.0.06.i.i, 32
  %58 = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %iter.sroa.0.06.i.i
  %_34.i.i.1 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %59 = load <16 x i8>, ptr %_34.i.i.1, align 16, !noalias !847
  %.lobit.i.i.i.1 = ashr <16 x i8> %59, splat (i8 7)
  %60 = bitcast <16 x i8> %.lobit.i.i.i.1 to <2 x i64>
  %61 = or <2 x i64> %60, splat (i64 -9187201950435737472)
  store <2 x i64> %61, ptr %_34.i.i.1, align 16, !noalias !850
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb6.i.i.unr-lcssa, label %bb5.i.i

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i: ; preds = %bb6.i.i
  br label %bb14.lr.ph.i

bb14.lr.ph.i:                                     ; preds = %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i, %bb6.i.i
  %.sink.i = phi i64 [ 16, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i ], [ %_26.i, %bb6.i.i ]
  %_4.i.sink.i = phi i64 [ %_26.i, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i ], [ 16, %bb6.i.i ]
  %_53.i.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %.sink.i
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %_53.i.i, ptr nonnull align 1 %self.val21.i, i64 %_4.i.sink.i, i1 false), !noalias !844
  %hash_builder.val.i.i.i = load i64, ptr %0, align 8
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %hash_builder.val1.i.i.i = load i64, ptr %62, align 8
  br label %bb14.i

bb14.i:                                           ; preds = %bb11.i8, %bb14.lr.ph.i
  %iter.sroa.0.03.i = phi i64 [ 0, %bb14.lr.ph.i ], [ %_63.i, %bb11.i8 ]
  %_63.i = add nuw i64 %iter.sroa.0.03.i, 1
  %_66.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %iter.sroa.0.03.i
  %_70.i = load i8, ptr %_66.i, align 1, !noalias !844, !noundef !11
  %_69.not.i = icmp eq i8 %_70.i, -128
  br i1 %_69.not.i, label %bb5.i9, label %bb11.i8

bb5.i9:                                           ; preds = %bb14.i
  %_63.neg.i = xor i64 %iter.sroa.0.03.i, -1
  %_72.neg.i = shl i64 %_63.neg.i, 5
  %i_p.i = getelementptr inbounds i8, ptr %self.val21.i, i64 %_72.neg.i
  %_18.i.i = sub nsw i64 0, %iter.sroa.0.03.i
  %63 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %self.val21.i, i64 %_18.i.i
  %64 = getelementptr inbounds i8, ptr %63, i64 -32
  %_11.1.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 8
  %_11.2.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 16
  %_11.3.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 24
  br label %bb6.i10

bb6.i10:                                          ; preds = %bb20.i, %bb5.i9
; call core::hash::BuildHasher::hash_one
  %_0.i.i.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i.i.i, i64 %hash_builder.val1.i.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %64) #29, !noalias !853
  %probe_seq.sroa.0.05.i.i = and i64 %_0.i.i.i, %3
  %_176.i.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %probe_seq.sroa.0.05.i.i
  %dst.sroa.0.0.copyload.i47.i.i = load <16 x i8>, ptr %_176.i.i, align 1, !noalias !857
  %65 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i.i, zeroinitializer
  %66 = bitcast <16 x i1> %65 to i16
  %.not.i8.i.i = icmp eq i16 %66, 0
  br i1 %.not.i8.i.i, label %bb6.i24.i, label %bb5.i23.i, !prof !628

bb5.i23.i:                                        ; preds = %bb6.i24.i, %bb6.i10
  %probe_seq.sroa.0.0.lcssa.i.i = phi i64 [ %probe_seq.sroa.0.05.i.i, %bb6.i10 ], [ %probe_seq.sroa.0.0.i.i, %bb6.i24.i ]
  %.lcssa.i.i = phi i16 [ %66, %bb6.i10 ], [ %77, %bb6.i24.i ]
  %67 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i.i, i1 true)
  %_17.i.i.i11 = zext nneg i16 %67 to i64
  %_8.i.i.i = add i64 %probe_seq.sroa.0.0.lcssa.i.i, %_17.i.i.i11
  %_7.i.i.i = and i64 %_8.i.i.i, %3
  %_8.i5.i.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %_7.i.i.i
  %_12.i.i.i = load i8, ptr %_8.i5.i.i, align 1, !noalias !844, !noundef !11
  %68 = icmp sgt i8 %_12.i.i.i, -1
  br i1 %68, label %bb2.i.i.i13, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit.i, !prof !67

bb2.i.i.i13:                                      ; preds = %bb5.i23.i
  %69 = load <16 x i8>, ptr %self.val21.i, align 16, !noalias !860
  %70 = icmp slt <16 x i8> %69, zeroinitializer
  %71 = bitcast <16 x i1> %70 to i16
  %.not.i6.i.i = icmp ne i16 %71, 0
  %72 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %71, i1 true)
  %_24.i.i.i = zext nneg i16 %72 to i64
  tail call void @llvm.assume(i1 %.not.i6.i.i)
  br label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit.i

bb6.i24.i:                                        ; preds = %bb6.i10, %bb6.i24.i
  %probe_seq.sroa.0.09.i.i = phi i64 [ %probe_seq.sroa.0.0.i.i, %bb6.i24.i ], [ %probe_seq.sroa.0.05.i.i, %bb6.i10 ]
  %73 = phi i64 [ %74, %bb6.i24.i ], [ 0, %bb6.i10 ]
  %74 = add i64 %73, 16
  %75 = add i64 %74, %probe_seq.sroa.0.09.i.i
  %probe_seq.sroa.0.0.i.i = and i64 %75, %3
  %_17.i.i14 = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %probe_seq.sroa.0.0.i.i
  %dst.sroa.0.0.copyload.i4.i.i = load <16 x i8>, ptr %_17.i.i14, align 1, !noalias !857
  %76 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i.i, zeroinitializer
  %77 = bitcast <16 x i1> %76 to i16
  %.not.i.i.i15 = icmp eq i16 %77, 0
  br i1 %.not.i.i.i15, label %bb6.i24.i, label %bb5.i23.i, !prof !633

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit.i: ; preds = %bb2.i.i.i13, %bb5.i23.i
  %index.sroa.0.0.i.i.i = phi i64 [ %_24.i.i.i, %bb2.i.i.i13 ], [ %_7.i.i.i, %bb5.i23.i ]
  %_83.i = sub i64 %iter.sroa.0.03.i, %probe_seq.sroa.0.05.i.i
  %_85.i = sub i64 %index.sroa.0.0.i.i.i, %probe_seq.sroa.0.05.i.i
  %_8219.i = xor i64 %_85.i, %_83.i
  %b.unshifted.i = and i64 %_8219.i, %3
  %b.i = icmp ult i64 %b.unshifted.i, 16
  br i1 %b.i, label %bb16.i, label %bb17.i, !prof !652

bb17.i:                                           ; preds = %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit.i
  %_105.i = shl i64 %index.sroa.0.0.i.i.i, 5
  %_107.i = sub nuw nsw i64 -32, %_105.i
  %new_i_p.i = getelementptr inbounds i8, ptr %self.val21.i, i64 %_107.i
  %_110.i = getelementptr inbounds nuw i8, ptr %self.val21.i, i64 %index.sroa.0.0.i.i.i
  %prev_ctrl.i = load i8, ptr %_110.i, align 1, !noalias !844, !noundef !11
  %_114.i = lshr i64 %_0.i.i.i, 57
  %_115.i = trunc nuw nsw i64 %_114.i to i8
  %_119.i = add i64 %index.sroa.0.0.i.i.i, -16
  %_118.i = and i64 %_119.i, %3
  store i8 %_115.i, ptr %_110.i, align 1, !noalias !844
  %78 = getelementptr i8, ptr %self.val21.i, i64 %_118.i
  %_126.i = getelementptr i8, ptr %78, i64 16
  store i8 %_115.i, ptr %_126.i, align 1, !noalias !844
  %79 = icmp eq i8 %prev_ctrl.i, -1
  br i1 %79, label %bb9.i12, label %bb20.i

bb16.i:                                           ; preds = %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner17find_insert_index.exit.i
  %_88.i = lshr i64 %_0.i.i.i, 57
  %_89.i = trunc nuw nsw i64 %_88.i to i8
  %_93.i = add i64 %iter.sroa.0.03.i, -16
  %_92.i = and i64 %_93.i, %3
  store i8 %_89.i, ptr %_66.i, align 1, !noalias !844
  %80 = getelementptr i8, ptr %self.val21.i, i64 %_92.i
  %_100.i = getelementptr i8, ptr %80, i64 16
  store i8 %_89.i, ptr %_100.i, align 1, !noalias !844
  br label %bb11.i8

bb9.i12:                                          ; preds = %bb17.i
  %_132.i = add i64 %iter.sroa.0.03.i, -16
  %_131.i = and i64 %_132.i, %3
  store i8 -1, ptr %_66.i, align 1, !noalias !844
  %81 = getelementptr i8, ptr %self.val21.i, i64 %_131.i
  %_139.i = getelementptr i8, ptr %81, i64 16
  store i8 -1, ptr %_139.i, align 1, !noalias !844
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %new_i_p.i, ptr noundef nonnull align 1 dereferenceable(32) %i_p.i, i64 32, i1 false), !noalias !844
  br label %bb11.i8

bb11.i8:                                          ; preds = %bb9.i12, %bb16.i, %bb14.i
  %exitcond.not.i = icmp eq i64 %iter.sroa.0.03.i, %3
  br i1 %exitcond.not.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit, label %bb14.i

bb20.i:                                           ; preds = %bb17.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !863)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !866)
  %_3.sroa.0.0.copyload.i.i.i.i = load i64, ptr %i_p.i, align 1, !alias.scope !863, !noalias !868
  %_4.sroa.0.0.copyload.i.i.i.i = load i64, ptr %new_i_p.i, align 1, !alias.scope !866, !noalias !869
  store i64 %_4.sroa.0.0.copyload.i.i.i.i, ptr %i_p.i, align 1, !alias.scope !863, !noalias !868
  store i64 %_3.sroa.0.0.copyload.i.i.i.i, ptr %new_i_p.i, align 1, !alias.scope !866, !noalias !869
  %_13.1.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !870)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !872)
  %_3.sroa.0.0.copyload.i.1.i.i.i = load i64, ptr %_11.1.i.i.i, align 1, !alias.scope !870, !noalias !874
  %_4.sroa.0.0.copyload.i.1.i.i.i = load i64, ptr %_13.1.i.i.i, align 1, !alias.scope !872, !noalias !875
  store i64 %_4.sroa.0.0.copyload.i.1.i.i.i, ptr %_11.1.i.i.i, align 1, !alias.scope !870, !noalias !874
  store i64 %_3.sroa.0.0.copyload.i.1.i.i.i, ptr %_13.1.i.i.i, align 1, !alias.scope !872, !noalias !875
  %_13.2.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !876)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !878)
  %_3.sroa.0.0.copyload.i.2.i.i.i = load i64, ptr %_11.2.i.i.i, align 1, !alias.scope !876, !noalias !880
  %_4.sroa.0.0.copyload.i.2.i.i.i = load i64, ptr %_13.2.i.i.i, align 1, !alias.scope !878, !noalias !881
  store i64 %_4.sroa.0.0.copyload.i.2.i.i.i, ptr %_11.2.i.i.i, align 1, !alias.scope !876, !noalias !880
  store i64 %_3.sroa.0.0.copyload.i.2.i.i.i, ptr %_13.2.i.i.i, align 1, !alias.scope !878, !noalias !881
  %_13.3.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !882)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !884)
  %_3.sroa.0.0.copyload.i.3.i.i.i = load i64, ptr %_11.3.i.i.i, align 1, !alias.scope !882, !noalias !886
  %_4.sroa.0.0.copyload.i.3.i.i.i = load i64, ptr %_13.3.i.i.i, align 1, !alias.scope !884, !noalias !887
  store i64 %_4.sroa.0.0.copyload.i.3.i.i.i, ptr %_11.3.i.i.i, align 1, !alias.scope !882, !noalias !886
  store i64 %_3.sroa.0.0.copyload.i.3.i.i.i, ptr %_13.3.i.i.i, align 1, !alias.scope !884, !noalias !887
  br label %bb6.i10

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit: ; preds = %bb11.i8, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread10.i
  %82 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %83 = sub i64 %full_capacity.sroa.0.0.i, %self1.i
  store i64 %83, ptr %82, align 8, !alias.scope !844
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit: ; preds = %bb4.i.i, %bb2.i.i.i, %bb1.i1.i.i.i, %bb12.i, %bb9.i4, %bb9.i, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit
  %_0.sroa.4.0.i = phi i64 [ %_11.1.i, %bb9.i ], [ undef, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit ], [ %self2.sroa.12.012.i, %bb12.i ], [ undef, %bb1.i1.i.i.i ], [ undef, %bb4.i.i ], [ undef, %bb2.i.i.i ], [ %_20.1.i, %bb9.i4 ]
  %_0.sroa.0.0.i = phi i64 [ %_11.0.i, %bb9.i ], [ -9223372036854775807, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit ], [ %self2.sroa.7.013.i, %bb12.i ], [ -9223372036854775807, %bb1.i1.i.i.i ], [ -9223372036854775807, %bb4.i.i ], [ -9223372036854775807, %bb2.i.i.i ], [ %_20.0.i, %bb9.i4 ]
  %84 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0.i, 0
  %85 = insertvalue { i64, i64 } %84, i64 %_0.sroa.4.0.i, 1
  ret { i64, i64 } %85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #12

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #13

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #15

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #16

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #18

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #18

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #19

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #19

; core::slice::memchr::memchr_aligned
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #20

; std::sys::random::linux::hashmap_random_keys
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvNtNtNtCsjrHSEGnQ3l9_3std3sys6random5linux19hashmap_random_keys() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @memcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #21

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; <core::fmt::Formatter>::debug_struct_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; core::panicking::panic_const::panic_const_div_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #19

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #18

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #22

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #17

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef) unnamed_addr #1

; core::result::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
; Function Attrs: noinline nounwind nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #6

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #23

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

; <alloc::string::String as core::clone::Clone>::clone
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; <hashbrown::raw::Fallibility>::capacity_overflow
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext) unnamed_addr #1

; <hashbrown::raw::Fallibility>::alloc_err
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility9alloc_err(i1 noundef zeroext, i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #1

; Function Attrs: nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @bcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #24

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #27

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #28

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { inlinehint nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #18 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #21 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #22 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #23 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #24 = { nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #25 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #28 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #29 = { nounwind }
attributes #30 = { noinline noreturn nounwind }
attributes #31 = { inlinehint nounwind }
attributes #32 = { noreturn nounwind }
attributes #33 = { noinline nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h399630276063234cE: %self"}
!5 = distinct !{!5, !"_ZN90_$LT$core..str..iter..Split$LT$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h399630276063234cE"}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h63f6451674798860E: %self"}
!8 = distinct !{!8, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$4next17h63f6451674798860E"}
!9 = !{i8 0, i8 2}
!10 = !{!7, !4}
!11 = !{}
!12 = !{i64 1}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %self"}
!15 = distinct !{!15, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match"}
!16 = !{!14, !7, !4}
!17 = !{!18}
!18 = distinct !{!18, !15, !"_RNvXs_NtNtCsgEmfK2I1SDS_4core3str7patternNtB4_12CharSearcherNtB4_8Searcher10next_match: %_0"}
!19 = !{!"branch_weights", i32 4000000, i32 4001}
!20 = !{!18, !14, !7, !4}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr: %text.0"}
!23 = distinct !{!23, !"_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr6memchr"}
!24 = !{!25, !7, !4}
!25 = distinct !{!25, !26, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h1cb58da568d2d907E: %self"}
!26 = distinct !{!26, !"_ZN4core3str4iter22SplitInternal$LT$P$GT$7get_end17h1cb58da568d2d907E"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E: %s.0"}
!29 = distinct !{!29, !"_ZN5tally9parse_all28_$u7b$$u7b$closure$u7d$$u7d$17h5e2cc66c56bab581E"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE: %self.0"}
!32 = distinct !{!32, !"_ZN4core3str21_$LT$impl$u20$str$GT$12trim_matches17h83f9c90db330120cE"}
!33 = !{!31, !28}
!34 = !{!35, !37, !39, !41, !42, !44, !45, !47}
!35 = distinct !{!35, !36, !"_ZN4core3str11validations15next_code_point17hac0008ca90887606E: %bytes"}
!36 = distinct !{!36, !"_ZN4core3str11validations15next_code_point17hac0008ca90887606E"}
!37 = distinct !{!37, !38, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next: %self"}
!38 = distinct !{!38, !"_RNvXs3_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits8iterator8Iterator4next"}
!39 = distinct !{!39, !40, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h14c733e2ba6bc5b8E: %_0"}
!40 = distinct !{!40, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h14c733e2ba6bc5b8E"}
!41 = distinct !{!41, !40, !"_ZN97_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..Searcher$GT$4next17h14c733e2ba6bc5b8E: %self"}
!42 = distinct !{!42, !43, !"_ZN4core3str7pattern8Searcher11next_reject17hb18af2beb6ee5d88E: %_0"}
!43 = distinct !{!43, !"_ZN4core3str7pattern8Searcher11next_reject17hb18af2beb6ee5d88E"}
!44 = distinct !{!44, !43, !"_ZN4core3str7pattern8Searcher11next_reject17hb18af2beb6ee5d88E: %self"}
!45 = distinct !{!45, !46, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hff5f9a0ff737b0d9E: %_0"}
!46 = distinct !{!46, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hff5f9a0ff737b0d9E"}
!47 = distinct !{!47, !46, !"_ZN99_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..Searcher$GT$11next_reject17hff5f9a0ff737b0d9E: %self"}
!48 = !{!39, !41, !42, !44, !45, !47, !31, !28}
!49 = !{!50, !52, !54, !56, !57, !59, !60, !62}
!50 = distinct !{!50, !51, !"_ZN4core3str11validations23next_code_point_reverse17h2daa91c088ed0a42E: %bytes"}
!51 = distinct !{!51, !"_ZN4core3str11validations23next_code_point_reverse17h2daa91c088ed0a42E"}
!52 = distinct !{!52, !53, !"_RNvXs4_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back: %self"}
!53 = distinct !{!53, !"_RNvXs4_NtNtCsgEmfK2I1SDS_4core3str4iterNtB5_11CharIndicesNtNtNtNtB9_4iter6traits12double_ended19DoubleEndedIterator9next_back"}
!54 = distinct !{!54, !55, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h9998b1cca4d10318E: %_0"}
!55 = distinct !{!55, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h9998b1cca4d10318E"}
!56 = distinct !{!56, !55, !"_ZN104_$LT$core..str..pattern..MultiCharEqSearcher$LT$C$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$9next_back17h9998b1cca4d10318E: %self"}
!57 = distinct !{!57, !58, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17hd74ce137e67551a1E: %_0"}
!58 = distinct !{!58, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17hd74ce137e67551a1E"}
!59 = distinct !{!59, !58, !"_ZN4core3str7pattern15ReverseSearcher16next_reject_back17hd74ce137e67551a1E: %self"}
!60 = distinct !{!60, !61, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17haa75c5ae905e9069E: %_0"}
!61 = distinct !{!61, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17haa75c5ae905e9069E"}
!62 = distinct !{!62, !61, !"_ZN106_$LT$core..str..pattern..CharPredicateSearcher$LT$F$GT$$u20$as$u20$core..str..pattern..ReverseSearcher$GT$16next_reject_back17haa75c5ae905e9069E: %self"}
!63 = !{!54, !56, !57, !59, !60, !62, !31, !28}
!64 = !{!65, !28}
!65 = distinct !{!65, !66, !"_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix: argument 0"}
!66 = distinct !{!66, !"_RNvMsB_NtCsgEmfK2I1SDS_4core3numm16from_ascii_radix"}
!67 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!68 = !{!"branch_weights", !"expected", i32 0, i32 -2147483648}
!69 = !{i8 0, i8 5}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_RNvXs_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB4_11RandomStateNtNtCsgEmfK2I1SDS_4core4hash11BuildHasher12build_hasher: %_0"}
!72 = distinct !{!72, !"_RNvXs_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB4_11RandomStateNtNtCsgEmfK2I1SDS_4core4hash11BuildHasher12build_hasher"}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN4core4hash5impls52_$LT$impl$u20$core..hash..Hash$u20$for$u20$$RF$T$GT$4hash17h4278c4df80cfa0baE: %state"}
!75 = distinct !{!75, !"_ZN4core4hash5impls52_$LT$impl$u20$core..hash..Hash$u20$for$u20$$RF$T$GT$4hash17h4278c4df80cfa0baE"}
!76 = !{!77, !79, !80, !82, !83, !74}
!77 = distinct !{!77, !78, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE: %self"}
!78 = distinct !{!78, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE"}
!79 = distinct !{!79, !78, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE: %s.0"}
!80 = distinct !{!80, !81, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str: %self"}
!81 = distinct !{!81, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str"}
!82 = distinct !{!82, !81, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str: %s.0"}
!83 = distinct !{!83, !84, !"_ZN58_$LT$alloc..string..String$u20$as$u20$core..hash..Hash$GT$4hash17h588b07325b159b66E: %hasher"}
!84 = distinct !{!84, !"_ZN58_$LT$alloc..string..String$u20$as$u20$core..hash..Hash$GT$4hash17h588b07325b159b66E"}
!85 = !{!79, !82}
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$6finish17h58dc48e7eee923ddE: %self"}
!88 = distinct !{!88, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$6finish17h58dc48e7eee923ddE"}
!89 = distinct !{!89, !90, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher6finish: %self"}
!90 = distinct !{!90, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher6finish"}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!93 = distinct !{!93, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!94 = !{!95}
!95 = distinct !{!95, !93, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!98 = distinct !{!98, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!99 = !{!100}
!100 = distinct !{!100, !98, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!101 = !{!100, !95}
!102 = !{!97, !92}
!103 = !{!97, !100, !92, !95}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!106 = distinct !{!106, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!107 = !{!108}
!108 = distinct !{!108, !106, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!111 = distinct !{!111, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!112 = !{!113}
!113 = distinct !{!113, !111, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!114 = !{!113, !108}
!115 = !{!110, !105}
!116 = !{!110, !113, !105, !108}
!117 = !{!118}
!118 = distinct !{!118, !119, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!119 = distinct !{!119, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!120 = !{!121}
!121 = distinct !{!121, !119, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!124 = distinct !{!124, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!125 = !{!126}
!126 = distinct !{!126, !124, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!127 = !{!123, !118}
!128 = !{!126, !121}
!129 = !{!123, !126, !118, !121}
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!132 = distinct !{!132, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!133 = !{!134}
!134 = distinct !{!134, !132, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!137 = distinct !{!137, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!138 = !{!139}
!139 = distinct !{!139, !137, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!140 = !{!139, !134}
!141 = !{!136, !131}
!142 = !{!136, !139, !131, !134}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!145 = distinct !{!145, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!146 = !{!147}
!147 = distinct !{!147, !145, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!150 = distinct !{!150, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!151 = !{!152}
!152 = distinct !{!152, !150, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!153 = !{!152, !147}
!154 = !{!149, !144}
!155 = !{!149, !152, !144, !147}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!158 = distinct !{!158, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!159 = !{!160}
!160 = distinct !{!160, !158, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!163 = distinct !{!163, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!164 = !{!165}
!165 = distinct !{!165, !163, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!166 = !{!165, !160}
!167 = !{!162, !157}
!168 = !{!162, !165, !157, !160}
!169 = !{!170}
!170 = distinct !{!170, !171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!171 = distinct !{!171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!172 = !{!173}
!173 = distinct !{!173, !171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!176 = distinct !{!176, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!177 = !{!178}
!178 = distinct !{!178, !176, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!179 = !{!178, !173}
!180 = !{!175, !170}
!181 = !{!175, !178, !170, !173}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!184 = distinct !{!184, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!185 = !{!186}
!186 = distinct !{!186, !184, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!189 = distinct !{!189, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!190 = !{!191}
!191 = distinct !{!191, !189, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!192 = !{!191, !186}
!193 = !{!188, !183}
!194 = !{!188, !191, !183, !186}
!195 = !{!196}
!196 = distinct !{!196, !197, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!197 = distinct !{!197, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!198 = !{!199}
!199 = distinct !{!199, !197, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!202 = distinct !{!202, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!203 = !{!204}
!204 = distinct !{!204, !202, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!205 = !{!204, !199}
!206 = !{!201, !196}
!207 = !{!201, !204, !196, !199}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!210 = distinct !{!210, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!213 = distinct !{!213, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!214 = !{!212, !209}
!215 = !{!216, !217}
!216 = distinct !{!216, !213, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!217 = distinct !{!217, !210, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!218 = !{!216, !212, !217, !209}
!219 = !{!220, !222}
!220 = distinct !{!220, !221, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE: %self"}
!221 = distinct !{!221, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE"}
!222 = distinct !{!222, !223, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE: %_1"}
!223 = distinct !{!223, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE"}
!224 = !{!"branch_weights", i32 2002, i32 2000}
!225 = !{!226, !228}
!226 = distinct !{!226, !227, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!227 = distinct !{!227, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!228 = distinct !{!228, !229, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17he64009bb44a54b90E: %_0"}
!229 = distinct !{!229, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17he64009bb44a54b90E"}
!230 = !{!228}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E: %_1"}
!233 = distinct !{!233, !"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!236 = distinct !{!236, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!237 = !{!238}
!238 = distinct !{!238, !236, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!241 = distinct !{!241, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!242 = !{!243, !245}
!243 = distinct !{!243, !244, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E: %scratch.0"}
!244 = distinct !{!244, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E"}
!245 = distinct !{!245, !244, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E: %is_less"}
!246 = !{!247}
!247 = distinct !{!247, !241, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!248 = !{!247, !238}
!249 = !{!240, !235, !243, !245}
!250 = !{!240, !235}
!251 = !{!247, !238, !243, !245}
!252 = !{!240, !247, !235, !238, !243, !245}
!253 = !{!254}
!254 = distinct !{!254, !255, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!255 = distinct !{!255, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!256 = !{!257}
!257 = distinct !{!257, !255, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!260 = distinct !{!260, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!261 = !{!262}
!262 = distinct !{!262, !260, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!263 = !{!259, !254}
!264 = !{!262, !257, !243, !245}
!265 = !{!262, !257}
!266 = !{!259, !254, !243, !245}
!267 = !{!259, !262, !254, !257, !243, !245}
!268 = !{!269}
!269 = distinct !{!269, !270, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!270 = distinct !{!270, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!271 = !{!272}
!272 = distinct !{!272, !270, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!275 = distinct !{!275, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!276 = !{!277}
!277 = distinct !{!277, !275, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!278 = !{!274, !269}
!279 = !{!277, !272, !243, !245}
!280 = !{!277, !272}
!281 = !{!274, !269, !243, !245}
!282 = !{!274, !277, !269, !272, !243, !245}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE: %a.0"}
!285 = distinct !{!285, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE"}
!286 = !{!287}
!287 = distinct !{!287, !285, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE: %b.0"}
!288 = !{!289, !284, !291, !293}
!289 = distinct !{!289, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!290 = distinct !{!290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!291 = distinct !{!291, !292, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h23e18118fcf1687dE: %self.0"}
!292 = distinct !{!292, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h23e18118fcf1687dE"}
!293 = distinct !{!293, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!294 = !{!287, !243, !245}
!295 = !{!296, !287, !291, !297}
!296 = distinct !{!296, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!297 = distinct !{!297, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!298 = !{!284, !243, !245}
!299 = !{!300, !284, !291, !301}
!300 = distinct !{!300, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It3"}
!301 = distinct !{!301, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!302 = !{!303, !287, !291, !304}
!303 = distinct !{!303, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It3"}
!304 = distinct !{!304, !290, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E: %v.0"}
!307 = distinct !{!307, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E"}
!308 = !{!309}
!309 = distinct !{!309, !307, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E: %scratch.0"}
!310 = !{!306, !309}
!311 = !{!312}
!312 = distinct !{!312, !313, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!313 = distinct !{!313, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!314 = !{!315}
!315 = distinct !{!315, !313, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!318 = distinct !{!318, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!319 = !{!320}
!320 = distinct !{!320, !318, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!321 = !{!320, !315, !306}
!322 = !{!317, !312, !323, !309}
!323 = distinct !{!323, !324, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h8053da2bd8bd1634E: %self"}
!324 = distinct !{!324, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h8053da2bd8bd1634E"}
!325 = !{!317, !312, !309}
!326 = !{!320, !315, !323, !306}
!327 = !{!317, !320, !312, !315, !323, !306, !309}
!328 = !{!323}
!329 = !{!330}
!330 = distinct !{!330, !331, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!331 = distinct !{!331, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!332 = !{!333}
!333 = distinct !{!333, !331, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!334 = !{!335}
!335 = distinct !{!335, !336, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!336 = distinct !{!336, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!337 = !{!338}
!338 = distinct !{!338, !336, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!339 = !{!338, !333, !309}
!340 = !{!335, !330, !341, !306}
!341 = distinct !{!341, !342, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h05c265bdceb1ba49E: %self"}
!342 = distinct !{!342, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h05c265bdceb1ba49E"}
!343 = !{!335, !330, !306}
!344 = !{!338, !333, !341, !309}
!345 = !{!335, !338, !330, !333, !341, !306, !309}
!346 = !{!341}
!347 = !{!348, !350}
!348 = distinct !{!348, !349, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h39dcf737ed6c34c4E: %self"}
!349 = distinct !{!349, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h39dcf737ed6c34c4E"}
!350 = distinct !{!350, !351, !"_ZN4core3ptr108drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hcaa034039f1137b3E: %_1"}
!351 = distinct !{!351, !"_ZN4core3ptr108drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hcaa034039f1137b3E"}
!352 = !{!353}
!353 = distinct !{!353, !354, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E: %v.0"}
!354 = distinct !{!354, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E"}
!355 = !{!353, !356}
!356 = distinct !{!356, !354, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E: %scratch.0"}
!357 = !{!358}
!358 = distinct !{!358, !359, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a:It1"}
!359 = distinct !{!359, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!360 = !{!361}
!361 = distinct !{!361, !359, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b:It1"}
!362 = !{!363}
!363 = distinct !{!363, !364, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0:It1"}
!364 = distinct !{!364, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!365 = !{!366}
!366 = distinct !{!366, !364, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1:It1"}
!367 = !{!366, !361, !356}
!368 = !{!363, !358, !353}
!369 = !{!363, !358, !356}
!370 = !{!366, !361, !353}
!371 = !{!356}
!372 = !{!363, !366, !358, !361, !353}
!373 = !{!374}
!374 = distinct !{!374, !375, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b:It1"}
!375 = distinct !{!375, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1:It1"}
!378 = distinct !{!378, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!379 = !{!377, !374, !356}
!380 = !{!381, !382, !353}
!381 = distinct !{!381, !378, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!382 = distinct !{!382, !375, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!383 = !{!381, !377, !382, !374, !353}
!384 = !{!385, !387, !353}
!385 = distinct !{!385, !386, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE: %self"}
!386 = distinct !{!386, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE"}
!387 = distinct !{!387, !388, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE: %_1"}
!388 = distinct !{!388, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE"}
!389 = !{!390}
!390 = distinct !{!390, !391, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h63dae8b11f41a10eE: %v.0"}
!391 = distinct !{!391, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h63dae8b11f41a10eE"}
!392 = !{!393}
!393 = distinct !{!393, !394, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!394 = distinct !{!394, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!395 = !{!396}
!396 = distinct !{!396, !394, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!397 = !{!398}
!398 = distinct !{!398, !399, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!399 = distinct !{!399, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!400 = !{!401}
!401 = distinct !{!401, !399, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!402 = !{!401, !396, !390, !356}
!403 = !{!398, !393, !353}
!404 = !{!398, !393, !390, !356}
!405 = !{!401, !396, !353}
!406 = !{!398, !401, !393, !396, !390, !353}
!407 = !{!408, !410}
!408 = distinct !{!408, !409, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E: %_0"}
!409 = distinct !{!409, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E"}
!410 = distinct !{!410, !409, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E: %is_less"}
!411 = !{!412}
!412 = distinct !{!412, !413, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!413 = distinct !{!413, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!414 = !{!415}
!415 = distinct !{!415, !413, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!416 = !{!417}
!417 = distinct !{!417, !418, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!418 = distinct !{!418, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!419 = !{!420}
!420 = distinct !{!420, !418, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!421 = !{!420, !415, !390, !356}
!422 = !{!417, !412, !353}
!423 = !{!417, !412, !390, !356}
!424 = !{!420, !415, !353}
!425 = !{!417, !420, !412, !415, !390, !353}
!426 = !{!427, !429}
!427 = distinct !{!427, !428, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE: %_0"}
!428 = distinct !{!428, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE"}
!429 = distinct !{!429, !428, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE: %is_less"}
!430 = !{!"branch_weights", i32 4001, i32 4000000}
!431 = !{!390, !353}
!432 = !{!433}
!433 = distinct !{!433, !359, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!434 = !{!435}
!435 = distinct !{!435, !359, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!436 = !{!437}
!437 = distinct !{!437, !364, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!438 = !{!439}
!439 = distinct !{!439, !364, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!440 = !{!439, !435, !356}
!441 = !{!437, !433, !353}
!442 = !{!437, !433, !356}
!443 = !{!439, !435, !353}
!444 = !{!437, !439, !433, !435, !353}
!445 = !{!446}
!446 = distinct !{!446, !375, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!447 = !{!448}
!448 = distinct !{!448, !378, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!449 = !{!448, !446, !356}
!450 = !{!381, !448, !382, !446, !353}
!451 = !{!452}
!452 = distinct !{!452, !453, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h3c1d2f28569e550dE: %v.0"}
!453 = distinct !{!453, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h3c1d2f28569e550dE"}
!454 = !{!455}
!455 = distinct !{!455, !456, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!456 = distinct !{!456, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!457 = !{!458}
!458 = distinct !{!458, !456, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!459 = !{!460}
!460 = distinct !{!460, !461, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!461 = distinct !{!461, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!462 = !{!463}
!463 = distinct !{!463, !461, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!464 = !{!463, !458, !452}
!465 = !{!460, !455}
!466 = !{!460, !455, !452}
!467 = !{!463, !458}
!468 = !{!460, !463, !455, !458, !452}
!469 = !{!470}
!470 = distinct !{!470, !471, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!471 = distinct !{!471, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!472 = !{!473}
!473 = distinct !{!473, !471, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!474 = !{!475}
!475 = distinct !{!475, !476, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!476 = distinct !{!476, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!477 = !{!478}
!478 = distinct !{!478, !476, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!479 = !{!478, !473, !452}
!480 = !{!475, !470}
!481 = !{!475, !470, !452}
!482 = !{!478, !473}
!483 = !{!475, !478, !470, !473, !452}
!484 = !{!485}
!485 = distinct !{!485, !486, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!486 = distinct !{!486, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!487 = !{!488}
!488 = distinct !{!488, !486, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!489 = !{!490}
!490 = distinct !{!490, !491, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!491 = distinct !{!491, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!492 = !{!493}
!493 = distinct !{!493, !491, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!494 = !{!490, !485, !452}
!495 = !{!493, !488}
!496 = !{!493, !488, !452}
!497 = !{!490, !485}
!498 = !{!490, !493, !485, !488, !452}
!499 = !{!500}
!500 = distinct !{!500, !501, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!501 = distinct !{!501, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!502 = !{!503}
!503 = distinct !{!503, !501, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!504 = !{!505}
!505 = distinct !{!505, !506, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!506 = distinct !{!506, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!507 = !{!508}
!508 = distinct !{!508, !506, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!509 = !{!508, !503}
!510 = !{!505, !500}
!511 = !{!505, !508, !500, !503}
!512 = !{!513}
!513 = distinct !{!513, !514, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E: %v.0"}
!514 = distinct !{!514, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E"}
!515 = !{!516}
!516 = distinct !{!516, !514, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E: %scratch.0"}
!517 = !{!518}
!518 = distinct !{!518, !519, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!519 = distinct !{!519, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!520 = !{!521}
!521 = distinct !{!521, !519, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!522 = !{!523}
!523 = distinct !{!523, !524, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!524 = distinct !{!524, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!525 = !{!526}
!526 = distinct !{!526, !524, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!527 = !{!526, !521, !513}
!528 = !{!523, !518, !516}
!529 = !{!523, !518, !513}
!530 = !{!526, !521, !516}
!531 = !{!523, !526, !518, !521, !513, !516}
!532 = !{!513, !516}
!533 = !{!534}
!534 = distinct !{!534, !535, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!535 = distinct !{!535, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!536 = !{!537}
!537 = distinct !{!537, !538, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!538 = distinct !{!538, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!539 = !{!540, !542}
!540 = distinct !{!540, !541, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE: %pair"}
!541 = distinct !{!541, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE"}
!542 = distinct !{!542, !541, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE: %self.0"}
!543 = !{!544}
!544 = distinct !{!544, !545, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E: %v.0"}
!545 = distinct !{!545, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E"}
!546 = !{!547}
!547 = distinct !{!547, !545, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E: %scratch.0"}
!548 = !{!549}
!549 = distinct !{!549, !550, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE: %a"}
!550 = distinct !{!550, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE"}
!551 = !{!552}
!552 = distinct !{!552, !550, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE: %b"}
!553 = !{!554}
!554 = distinct !{!554, !555, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!555 = distinct !{!555, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!556 = !{!557}
!557 = distinct !{!557, !555, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!558 = !{!559}
!559 = distinct !{!559, !560, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!560 = distinct !{!560, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!561 = !{!562}
!562 = distinct !{!562, !560, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!563 = !{!562, !557, !549, !544}
!564 = !{!559, !554, !552, !547}
!565 = !{!559, !554, !552, !544}
!566 = !{!562, !557, !549, !547}
!567 = !{!559, !562, !554, !557, !549, !552, !544, !547}
!568 = !{!544, !547}
!569 = !{!570}
!570 = distinct !{!570, !571, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!571 = distinct !{!571, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!572 = !{!573}
!573 = distinct !{!573, !574, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!574 = distinct !{!574, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!575 = !{!576}
!576 = distinct !{!576, !577, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hbdeb76ea648f3e07E: %self"}
!577 = distinct !{!577, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hbdeb76ea648f3e07E"}
!578 = !{i64 0, i64 -9223372036854775808}
!579 = !{i64 0, i64 2}
!580 = !{i64 0, i64 -9223372036854775807}
!581 = distinct !{!581, !582, !583}
!582 = !{!"llvm.loop.isvectorized", i32 1}
!583 = !{!"llvm.loop.unroll.runtime.disable"}
!584 = distinct !{!584, !583, !582}
!585 = !{!586}
!586 = distinct !{!586, !587, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!587 = distinct !{!587, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!588 = !{!589}
!589 = distinct !{!589, !590, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %self"}
!590 = distinct !{!590, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE"}
!591 = !{!592, !593}
!592 = distinct !{!592, !590, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %_0"}
!593 = distinct !{!593, !590, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %key"}
!594 = !{!592, !589}
!595 = !{!596}
!596 = distinct !{!596, !597, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE: %self"}
!597 = distinct !{!597, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE"}
!598 = !{!599}
!599 = distinct !{!599, !600, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %self"}
!600 = distinct !{!600, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner"}
!601 = !{!599, !596, !589}
!602 = !{!603, !604, !592, !593}
!603 = distinct !{!603, !600, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %eq.1"}
!604 = distinct !{!604, !597, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE: argument 1"}
!605 = !{!606, !599, !603, !596, !604, !592, !589, !593}
!606 = distinct !{!606, !607, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!607 = distinct !{!607, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!608 = !{!609, !599, !603, !596, !604, !592, !589, !593}
!609 = distinct !{!609, !610, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE: %_1"}
!610 = distinct !{!610, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE"}
!611 = !{!"branch_weights", i32 2146410443, i32 1073205}
!612 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!613 = !{!614, !589}
!614 = distinct !{!614, !615, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E: %self"}
!615 = distinct !{!615, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E"}
!616 = !{!617, !592, !593}
!617 = distinct !{!617, !615, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E: %hasher"}
!618 = !{!619}
!619 = distinct !{!619, !620, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE: %self"}
!620 = distinct !{!620, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE"}
!621 = !{!622, !623}
!622 = distinct !{!622, !620, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE: %value"}
!623 = distinct !{!623, !624, !"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E: %self"}
!624 = distinct !{!624, !"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E"}
!625 = !{!626, !619, !622, !623}
!626 = distinct !{!626, !627, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!627 = distinct !{!627, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!628 = !{!"branch_weights", i32 1, i32 1999}
!629 = !{!619, !622, !623}
!630 = !{!631, !619, !622, !623}
!631 = distinct !{!631, !632, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!632 = distinct !{!632, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!633 = !{!"branch_weights", i32 0, i32 1}
!634 = !{!619, !623}
!635 = !{!636}
!636 = distinct !{!636, !637, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!637 = distinct !{!637, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!638 = !{!639}
!639 = distinct !{!639, !640, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE: %self"}
!640 = distinct !{!640, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE"}
!641 = !{!642}
!642 = distinct !{!642, !640, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE: %value"}
!643 = !{!644, !646, !648, !650}
!644 = distinct !{!644, !645, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17he1a46292645eaf39E: %i"}
!645 = distinct !{!645, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17he1a46292645eaf39E"}
!646 = distinct !{!646, !647, !"_ZN3std4hash6random11RandomState3new4KEYS29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hbd8fdf09885cc90eE: %__rust_std_internal_init"}
!647 = distinct !{!647, !"_ZN3std4hash6random11RandomState3new4KEYS29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hbd8fdf09885cc90eE"}
!648 = distinct !{!648, !649, !"_ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE: argument 0"}
!649 = distinct !{!649, !"_ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE"}
!650 = distinct !{!650, !651, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17h8421318fa67d3d3aE: %_0"}
!651 = distinct !{!651, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17h8421318fa67d3d3aE"}
!652 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!653 = !{!650}
!654 = !{!655, !650}
!655 = distinct !{!655, !656, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE: argument 0"}
!656 = distinct !{!656, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE"}
!657 = !{!658}
!658 = distinct !{!658, !659, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E: %self"}
!659 = distinct !{!659, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E"}
!660 = !{!661}
!661 = distinct !{!661, !659, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E: %k"}
!662 = !{!663}
!663 = distinct !{!663, !664, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E: %self"}
!664 = distinct !{!664, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E"}
!665 = !{!666}
!666 = distinct !{!666, !664, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E: argument 1"}
!667 = !{!668}
!668 = distinct !{!668, !669, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %self"}
!669 = distinct !{!669, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner"}
!670 = !{!668, !663, !658}
!671 = !{!672, !666, !661}
!672 = distinct !{!672, !669, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %eq.1"}
!673 = !{!666, !661}
!674 = !{!663, !658}
!675 = !{!676, !668, !672, !663, !666, !658, !661}
!676 = distinct !{!676, !677, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!677 = distinct !{!677, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!678 = !{!679, !668, !672, !663, !666, !658, !661}
!679 = distinct !{!679, !680, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E: %_1"}
!680 = distinct !{!680, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E"}
!681 = !{!682}
!682 = distinct !{!682, !683, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E: %self"}
!683 = distinct !{!683, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E"}
!684 = !{!685}
!685 = distinct !{!685, !683, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E: %_0"}
!686 = !{!687, !689, !685, !682}
!687 = distinct !{!687, !688, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!688 = distinct !{!688, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!689 = distinct !{!689, !690, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h48cececda006a348E: %_0"}
!690 = distinct !{!690, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h48cececda006a348E"}
!691 = !{!692}
!692 = distinct !{!692, !693, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E: %_0"}
!693 = distinct !{!693, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E"}
!694 = !{!692, !695}
!695 = distinct !{!695, !693, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E: %iterator"}
!696 = !{!697, !699, !701, !703, !705, !707, !692, !695}
!697 = distinct !{!697, !698, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!698 = distinct !{!698, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!699 = distinct !{!699, !700, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE: %self"}
!700 = distinct !{!700, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE"}
!701 = distinct !{!701, !702, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE: %self"}
!702 = distinct !{!702, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE"}
!703 = distinct !{!703, !704, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E: %self"}
!704 = distinct !{!704, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E"}
!705 = distinct !{!705, !706, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %_0"}
!706 = distinct !{!706, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E"}
!707 = distinct !{!707, !706, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %self"}
!708 = !{!705, !707, !692, !695}
!709 = !{!710}
!710 = distinct !{!710, !711, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_0"}
!711 = distinct !{!711, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E"}
!712 = !{!713, !705, !707, !692, !695}
!713 = distinct !{!713, !711, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_2.0"}
!714 = !{!707, !692, !695}
!715 = !{!716, !692, !695}
!716 = distinct !{!716, !717, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!717 = distinct !{!717, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!718 = !{!719}
!719 = distinct !{!719, !720, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E: %self"}
!720 = distinct !{!720, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E"}
!721 = !{!722}
!722 = distinct !{!722, !723, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E: %self"}
!723 = distinct !{!723, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E"}
!724 = !{!725, !727, !729, !731, !733, !735, !722, !736, !719, !737, !692, !695}
!725 = distinct !{!725, !726, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!726 = distinct !{!726, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!727 = distinct !{!727, !728, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE: %self"}
!728 = distinct !{!728, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE"}
!729 = distinct !{!729, !730, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE: %self"}
!730 = distinct !{!730, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE"}
!731 = distinct !{!731, !732, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E: %self"}
!732 = distinct !{!732, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E"}
!733 = distinct !{!733, !734, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %_0"}
!734 = distinct !{!734, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E"}
!735 = distinct !{!735, !734, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %self"}
!736 = distinct !{!736, !723, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E: %iterator"}
!737 = distinct !{!737, !720, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E: %iter"}
!738 = !{!733, !735, !722, !736, !719, !737, !692, !695}
!739 = !{!740}
!740 = distinct !{!740, !741, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_0"}
!741 = distinct !{!741, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E"}
!742 = !{!743, !733, !735, !722, !736, !719, !737, !692, !695}
!743 = distinct !{!743, !741, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_2.0"}
!744 = !{!735, !722, !736, !719, !737, !692, !695}
!745 = !{!722, !736, !719, !737, !692, !695}
!746 = !{!722, !719}
!747 = !{!736, !737, !692, !695}
!748 = !{!695}
!749 = !{!750}
!750 = distinct !{!750, !751, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E: %self.0"}
!751 = distinct !{!751, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E"}
!752 = !{!"branch_weights", !"expected", i32 2141685976, i32 5797672}
!753 = !{!754}
!754 = distinct !{!754, !755, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E: %_0"}
!755 = distinct !{!755, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E"}
!756 = !{!754, !757}
!757 = distinct !{!757, !755, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E: %iterator"}
!758 = !{!759, !754, !757}
!759 = distinct !{!759, !760, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!760 = distinct !{!760, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!761 = !{!762}
!762 = distinct !{!762, !763, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E: %self"}
!763 = distinct !{!763, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E"}
!764 = !{!765}
!765 = distinct !{!765, !766, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E: %self"}
!766 = distinct !{!766, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E"}
!767 = !{!765, !762, !754, !757}
!768 = !{!765, !762}
!769 = !{!770, !771, !754, !757}
!770 = distinct !{!770, !766, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E: %iterator"}
!771 = distinct !{!771, !763, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E: %iter"}
!772 = !{!765, !770, !762, !771, !754, !757}
!773 = !{!757}
!774 = !{!775}
!775 = distinct !{!775, !776, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le: %buf.0"}
!776 = distinct !{!776, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le"}
!777 = !{!778}
!778 = distinct !{!778, !779, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds: %state"}
!779 = distinct !{!779, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds"}
!780 = !{!781}
!781 = distinct !{!781, !782, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds: %state"}
!782 = distinct !{!782, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds"}
!783 = !{!784}
!784 = distinct !{!784, !785, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le: %buf.0"}
!785 = distinct !{!785, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le"}
!786 = !{!787}
!787 = distinct !{!787, !788, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E: %self"}
!788 = distinct !{!788, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E"}
!789 = !{!790}
!790 = distinct !{!790, !788, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E: %alloc"}
!791 = !{!787, !790}
!792 = !{!793}
!793 = distinct !{!793, !794, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE: %self"}
!794 = distinct !{!794, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE"}
!795 = !{!"branch_weights", !"expected", i32 2146946, i32 2145336702}
!796 = !{!797, !799}
!797 = distinct !{!797, !798, !"_ZN9hashbrown3raw13RawTableInner17new_uninitialized17h70596927cd64568bE: %_0"}
!798 = distinct !{!798, !"_ZN9hashbrown3raw13RawTableInner17new_uninitialized17h70596927cd64568bE"}
!799 = distinct !{!799, !800, !"_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E: %_0"}
!800 = distinct !{!800, !"_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E"}
!801 = !{!799}
!802 = !{!793, !787}
!803 = !{!804, !790}
!804 = distinct !{!804, !794, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE: %alloc"}
!805 = !{!806, !793, !787}
!806 = distinct !{!806, !807, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!807 = distinct !{!807, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!808 = !{!809, !811, !813}
!809 = distinct !{!809, !810, !"_ZN9hashbrown3map11make_hasher28_$u7b$$u7b$closure$u7d$$u7d$17h5e66553e07a21b88E: %val"}
!810 = distinct !{!810, !"_ZN9hashbrown3map11make_hasher28_$u7b$$u7b$closure$u7d$$u7d$17h5e66553e07a21b88E"}
!811 = distinct !{!811, !812, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %_1"}
!812 = distinct !{!812, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE"}
!813 = distinct !{!813, !812, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %table"}
!814 = !{!815, !817}
!815 = distinct !{!815, !816, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!816 = distinct !{!816, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!817 = distinct !{!817, !818, !"_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl: %self"}
!818 = distinct !{!818, !"_RNvMsv_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_18FullBucketsIndices9next_impl"}
!819 = !{!811, !813}
!820 = !{!821}
!821 = distinct !{!821, !822, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!822 = distinct !{!822, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!823 = !{!824}
!824 = distinct !{!824, !825, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!825 = distinct !{!825, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!826 = !{!827}
!827 = distinct !{!827, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!828 = distinct !{!828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!829 = !{!830}
!830 = distinct !{!830, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!831 = !{!832}
!832 = distinct !{!832, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!833 = !{!834}
!834 = distinct !{!834, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!835 = !{!836}
!836 = distinct !{!836, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!837 = !{!838}
!838 = distinct !{!838, !828, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!839 = !{!840, !842}
!840 = distinct !{!840, !841, !"_ZN88_$LT$hashbrown..scopeguard..ScopeGuard$LT$T$C$F$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6520240233d5f6d4E: %self"}
!841 = distinct !{!841, !"_ZN88_$LT$hashbrown..scopeguard..ScopeGuard$LT$T$C$F$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6520240233d5f6d4E"}
!842 = distinct !{!842, !843, !"_ZN4core3ptr196drop_in_place$LT$hashbrown..scopeguard..ScopeGuard$LT$hashbrown..raw..RawTableInner$C$hashbrown..raw..RawTableInner..prepare_resize$LT$alloc..alloc..Global$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17h571b72a19f5fc1c4E: %_1"}
!843 = distinct !{!843, !"_ZN4core3ptr196drop_in_place$LT$hashbrown..scopeguard..ScopeGuard$LT$hashbrown..raw..RawTableInner$C$hashbrown..raw..RawTableInner..prepare_resize$LT$alloc..alloc..Global$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17h571b72a19f5fc1c4E"}
!844 = !{!845}
!845 = distinct !{!845, !846, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place: %self"}
!846 = distinct !{!846, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place"}
!847 = !{!848, !845}
!848 = distinct !{!848, !849, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!849 = distinct !{!849, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!850 = !{!851, !845}
!851 = distinct !{!851, !852, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_store_si128: %a"}
!852 = distinct !{!852, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_store_si128"}
!853 = !{!854, !856, !845}
!854 = distinct !{!854, !855, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %_1"}
!855 = distinct !{!855, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE"}
!856 = distinct !{!856, !855, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %table"}
!857 = !{!858, !845}
!858 = distinct !{!858, !859, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!859 = distinct !{!859, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!860 = !{!861, !845}
!861 = distinct !{!861, !862, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!862 = distinct !{!862, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!863 = !{!864}
!864 = distinct !{!864, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!865 = distinct !{!865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!866 = !{!867}
!867 = distinct !{!867, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!868 = !{!867, !845}
!869 = !{!864, !845}
!870 = !{!871}
!871 = distinct !{!871, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!872 = !{!873}
!873 = distinct !{!873, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!874 = !{!873, !845}
!875 = !{!871, !845}
!876 = !{!877}
!877 = distinct !{!877, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!878 = !{!879}
!879 = distinct !{!879, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!880 = !{!879, !845}
!881 = !{!877, !845}
!882 = !{!883}
!883 = distinct !{!883, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It3"}
!884 = !{!885}
!885 = distinct !{!885, !865, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It3"}
!886 = !{!885, !845}
!887 = !{!883, !845}
