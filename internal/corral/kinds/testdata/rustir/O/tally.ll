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
@"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" = private unnamed_addr constant [5 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_59ba7b9f7211443cd55a366616eef46a to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_00315c78e51d29fe6b3102a4c1ecf6ef to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_bd3a3f3879e0d5f64554753e977f58d4 to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_0964bb2a4870637395c77a018495bd5c to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @alloc_6566120a3a17f930e960a0863fcbd591 to i64), i64 ptrtoint (ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel" to i64)) to i32)], align 4

; <core::num::error::ParseIntError as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsc_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_13ParseIntErrorNtNtB9_3fmt5Debug3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_5 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5)
  store ptr %self, ptr %_5, align 8
; call <core::fmt::Formatter>::debug_struct_field1_finish
  %_0 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_f62df14955f7d78bca139b0a7668683d, i64 noundef 13, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_a5d866b1768ad3f826bccdb004a1a8ae, i64 noundef 4, ptr noundef nonnull align 1 %_5, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1)
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  ret i1 %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nonlazybind uwtable
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
  %8 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.us.pre.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.us.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.us.i.i.i), !noalias !20
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
  %18 = tail call { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef %last_byte.us.pre.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_46.i.i.i, i64 noundef range(i64 0, -9223372036854775808) %new_len.i.i.i), !noalias !20
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
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef 0, i64 noundef %_13.i.i.i, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_7bbc2d8d597a87c842496ab99596b1e1) #31, !noalias !20
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
  call void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_00ae4b301f7fab8ac9617c03fcbd7274, i64 noundef 43, ptr noundef nonnull align 1 %e.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_437f09282ec57d150c1d5f3b487c39e2) #32
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
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !11, !align !12, !noundef !11
  %_3.val = load i8, ptr %_3, align 1, !range !69, !noundef !11
  %0 = zext nneg i8 %_3.val to i64
  %switch.gep = getelementptr inbounds nuw i64, ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E", i64 %0
  %switch.load = load i64, ptr %switch.gep, align 8
  %1 = zext nneg i8 %_3.val to i64
  %reltable.shift = shl i64 %1, 2
  %reltable.intrinsic = call ptr @llvm.load.relative.i64(ptr @"switch.table._ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h9ab0afaddf7d1946E.80.rel", i64 %reltable.shift)
; call <core::fmt::Formatter>::write_str
  %_0.i = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %reltable.intrinsic, i64 noundef %switch.load)
  ret i1 %_0.i
}

; core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,u64)>>
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"(ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %_1, i64 8
  %_1.val = load ptr, ptr %0, align 8, !nonnull !11, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 16
  %_1.val1 = load i64, ptr %1, align 8, !noundef !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %_710.i.i = icmp eq i64 %_1.val1, 0
  br i1 %_710.i.i, label %bb4, label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i"
  %_3.sroa.0.011.i.i = phi i64 [ %2, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i" ], [ 0, %start ]
  %_6.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_1.val, i64 %_3.sroa.0.011.i.i
  %2 = add nuw i64 %_3.sroa.0.011.i.i, 1
  %_6.val.i.i = load i64, ptr %_6.i.i, align 8, !alias.scope !70
  %3 = icmp eq i64 %_6.val.i.i, 0
  br i1 %3, label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i", label %bb2.i.i.i4.i.i.i.i.i

bb2.i.i.i4.i.i.i.i.i:                             ; preds = %bb5.i.i
  %4 = getelementptr i8, ptr %_6.i.i, i64 8
  %_6.val7.i.i = load ptr, ptr %4, align 8, !alias.scope !70, !nonnull !11, !noundef !11
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val7.i.i, i64 noundef %_6.val.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !70
  br label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i"

"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i": ; preds = %bb2.i.i.i4.i.i.i.i.i, %bb5.i.i
  %_7.i.i = icmp eq i64 %2, %_1.val1
  br i1 %_7.i.i, label %bb4, label %bb5.i.i

bb4:                                              ; preds = %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i.i", %start
  %_1.val4 = load i64, ptr %_1, align 8, !range !73, !noundef !11
  %5 = icmp eq i64 %_1.val4, 0
  br i1 %5, label %"_ZN4core3ptr86drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17ha488f63b38c0acf0E.exit8", label %bb2.i.i.i6

bb2.i.i.i6:                                       ; preds = %bb4
  %alloc_size.i.i.i.i7 = shl nuw i64 %_1.val4, 5
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_1.val, i64 noundef %alloc_size.i.i.i.i7, i64 noundef range(i64 1, -9223372036854775807) 8) #33
  br label %"_ZN4core3ptr86drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17ha488f63b38c0acf0E.exit8"

"_ZN4core3ptr86drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17ha488f63b38c0acf0E.exit8": ; preds = %bb4, %bb2.i.i.i6
  ret void
}

; core::hash::BuildHasher::hash_one
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable
define internal fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %self.0.val, i64 %self.8.val, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(24) %0) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %_8.i.i.i.i = alloca [1 x i8], align 1
  %hasher = alloca [72 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %hasher)
  %1 = xor i64 %self.0.val, 8317987319222330741
  %2 = xor i64 %self.8.val, 7237128888997146477
  %3 = xor i64 %self.0.val, 7816392313619706465
  %4 = xor i64 %self.8.val, 8387220255154660723
  store i64 %1, ptr %hasher, align 8, !alias.scope !74
  %_2.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 8
  store i64 %3, ptr %_2.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !74
  %_2.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 16
  store i64 %2, ptr %_2.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !74
  %_2.sroa.6.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 24
  store i64 %4, ptr %_2.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !74
  %_2.sroa.7.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 32
  store i64 %self.0.val, ptr %_2.sroa.7.0._0.sroa_idx.i, align 8, !alias.scope !74
  %_2.sroa.8.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 40
  store i64 %self.8.val, ptr %_2.sroa.8.0._0.sroa_idx.i, align 8, !alias.scope !74
  %_2.sroa.9.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %hasher, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_2.sroa.9.0._0.sroa_idx.i, i8 0, i64 24, i1 false), !alias.scope !74
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %_4.val.i = load ptr, ptr %5, align 8, !noalias !77, !nonnull !11, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %_4.val1.i = load i64, ptr %6, align 8, !noalias !77, !noundef !11
; call <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
  call fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %hasher, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_4.val.i, i64 noundef %_4.val1.i) #34
  call void @llvm.lifetime.start.p0(ptr nonnull %_8.i.i.i.i), !noalias !80
  store i8 -1, ptr %_8.i.i.i.i, align 1, !noalias !80
; call <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
  call fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %hasher, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8.i.i.i.i, i64 noundef 1) #34, !noalias !89
  call void @llvm.lifetime.end.p0(ptr nonnull %_8.i.i.i.i), !noalias !80
  %state.sroa.0.0.copyload.i.i = load i64, ptr %hasher, align 8, !alias.scope !90
  %state.sroa.10.0.copyload.i.i = load i64, ptr %_2.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !90
  %state.sroa.17.0.copyload.i.i = load i64, ptr %_2.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !90
  %state.sroa.22.0.copyload.i.i = load i64, ptr %_2.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !90
  %_7.i.i = load i64, ptr %_2.sroa.9.0._0.sroa_idx.i, align 8, !alias.scope !90, !noundef !11
  %_5.i.i = shl i64 %_7.i.i, 56
  %7 = getelementptr inbounds nuw i8, ptr %hasher, i64 56
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !90, !noundef !11
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
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 36028797018963968) %n) unnamed_addr #4 {
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
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84)
  %_16 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84)
  %_20 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84)
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !98)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !103)
  %6 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 24
  %_7.i.i = load i64, ptr %6, align 8, !alias.scope !105, !noalias !106, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 24
  %_8.i.i = load i64, ptr %7, align 8, !alias.scope !106, !noalias !105, !noundef !11
  %8 = icmp eq i64 %_7.i.i, %_8.i.i
  %9 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %8, label %bb3.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i:                                          ; preds = %bb6
  %10 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 8
  %_9.i.i.i = load ptr, ptr %10, align 8, !alias.scope !106, !noalias !105, !nonnull !11, !noundef !11
  %11 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 16
  %12 = load i64, ptr %11, align 8, !alias.scope !106, !noalias !105, !noundef !11
  %13 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 8
  %_13.i.i.i = load ptr, ptr %13, align 8, !alias.scope !105, !noalias !106, !nonnull !11, !noundef !11
  %14 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 16
  %_12.i.i.i = load i64, ptr %14, align 8, !alias.scope !105, !noalias !106, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %12, i64 %_12.i.i.i)
  %15 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !107
  %16 = sext i32 %15 to i64
  %17 = icmp eq i32 %15, 0
  %_14.i.i.i = sub i64 %12, %_12.i.i.i
  %spec.select.i.i.i = select i1 %17, i64 %_14.i.i.i, i64 %16
  %18 = icmp slt i64 %spec.select.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb6, %bb3.i.i
  %_0.sroa.0.0.i.i = phi i1 [ %18, %bb3.i.i ], [ %9, %bb6 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !108)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !113)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !116)
  %19 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 24
  %_7.i.i5 = load i64, ptr %19, align 8, !alias.scope !118, !noalias !119, !noundef !11
  %20 = icmp eq i64 %_7.i.i5, %_8.i.i
  %21 = icmp ult i64 %_7.i.i5, %_8.i.i
  br i1 %20, label %bb3.i.i8, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15"

bb3.i.i8:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %22 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 8
  %_9.i.i.i9 = load ptr, ptr %22, align 8, !alias.scope !119, !noalias !118, !nonnull !11, !noundef !11
  %23 = getelementptr inbounds nuw i8, ptr %a.sroa.0.0, i64 16
  %24 = load i64, ptr %23, align 8, !alias.scope !119, !noalias !118, !noundef !11
  %25 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 8
  %_13.i.i.i10 = load ptr, ptr %25, align 8, !alias.scope !118, !noalias !119, !nonnull !11, !noundef !11
  %26 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16
  %_12.i.i.i11 = load i64, ptr %26, align 8, !alias.scope !118, !noalias !119, !noundef !11
  %spec.store.select.i.i.i12 = tail call i64 @llvm.umin.i64(i64 %24, i64 %_12.i.i.i11)
  %27 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i9, ptr nonnull %_13.i.i.i10, i64 %spec.store.select.i.i.i12), !noalias !120
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !121)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !126)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129)
  %32 = icmp eq i64 %_7.i.i5, %_7.i.i
  %33 = icmp ult i64 %_7.i.i5, %_7.i.i
  br i1 %32, label %bb3.i.i19, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26"

bb3.i.i19:                                        ; preds = %bb3.i
  %34 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 8
  %_9.i.i.i20 = load ptr, ptr %34, align 8, !alias.scope !131, !noalias !132, !nonnull !11, !noundef !11
  %35 = getelementptr inbounds nuw i8, ptr %b.sroa.0.0, i64 16
  %36 = load i64, ptr %35, align 8, !alias.scope !131, !noalias !132, !noundef !11
  %37 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 8
  %_13.i.i.i21 = load ptr, ptr %37, align 8, !alias.scope !132, !noalias !131, !nonnull !11, !noundef !11
  %38 = getelementptr inbounds nuw i8, ptr %c.sroa.0.0, i64 16
  %_12.i.i.i22 = load i64, ptr %38, align 8, !alias.scope !132, !noalias !131, !noundef !11
  %spec.store.select.i.i.i23 = tail call i64 @llvm.umin.i64(i64 %36, i64 %_12.i.i.i22)
  %39 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i20, ptr nonnull %_13.i.i.i21, i64 %spec.store.select.i.i.i23), !noalias !133
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
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) initializes((0, 128)) %dst) unnamed_addr #5 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !134)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !137)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !139)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !142)
  %0 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  %_7.i.i = load i64, ptr %0, align 8, !alias.scope !144, !noalias !145, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %v_base, i64 56
  %_8.i.i = load i64, ptr %1, align 8, !alias.scope !145, !noalias !144, !noundef !11
  %2 = icmp eq i64 %_7.i.i, %_8.i.i
  %3 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %2, label %bb3.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i:                                          ; preds = %start
  %4 = getelementptr inbounds nuw i8, ptr %v_base, i64 40
  %_9.i.i.i = load ptr, ptr %4, align 8, !alias.scope !145, !noalias !144, !nonnull !11, !noundef !11
  %5 = getelementptr inbounds nuw i8, ptr %v_base, i64 48
  %6 = load i64, ptr %5, align 8, !alias.scope !145, !noalias !144, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %v_base, i64 8
  %_13.i.i.i = load ptr, ptr %7, align 8, !alias.scope !144, !noalias !145, !nonnull !11, !noundef !11
  %8 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  %_12.i.i.i = load i64, ptr %8, align 8, !alias.scope !144, !noalias !145, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %6, i64 %_12.i.i.i)
  %9 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !146
  %10 = sext i32 %9 to i64
  %11 = icmp eq i32 %9, 0
  %_14.i.i.i = sub i64 %6, %_12.i.i.i
  %spec.select.i.i.i = select i1 %11, i64 %_14.i.i.i, i64 %10
  %12 = icmp slt i64 %spec.select.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %start, %bb3.i.i
  %_0.sroa.0.0.i.i = phi i1 [ %12, %bb3.i.i ], [ %3, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !152)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !155)
  %13 = getelementptr inbounds nuw i8, ptr %v_base, i64 88
  %_7.i.i7 = load i64, ptr %13, align 8, !alias.scope !157, !noalias !158, !noundef !11
  %14 = getelementptr inbounds nuw i8, ptr %v_base, i64 120
  %_8.i.i8 = load i64, ptr %14, align 8, !alias.scope !158, !noalias !157, !noundef !11
  %15 = icmp eq i64 %_7.i.i7, %_8.i.i8
  %16 = icmp ult i64 %_7.i.i7, %_8.i.i8
  br i1 %15, label %bb3.i.i10, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17"

bb3.i.i10:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %17 = getelementptr inbounds nuw i8, ptr %v_base, i64 104
  %_9.i.i.i11 = load ptr, ptr %17, align 8, !alias.scope !158, !noalias !157, !nonnull !11, !noundef !11
  %18 = getelementptr inbounds nuw i8, ptr %v_base, i64 112
  %19 = load i64, ptr %18, align 8, !alias.scope !158, !noalias !157, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %v_base, i64 72
  %_13.i.i.i12 = load ptr, ptr %20, align 8, !alias.scope !157, !noalias !158, !nonnull !11, !noundef !11
  %21 = getelementptr inbounds nuw i8, ptr %v_base, i64 80
  %_12.i.i.i13 = load i64, ptr %21, align 8, !alias.scope !157, !noalias !158, !noundef !11
  %spec.store.select.i.i.i14 = tail call i64 @llvm.umin.i64(i64 %19, i64 %_12.i.i.i13)
  %22 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i11, ptr nonnull %_13.i.i.i12, i64 %spec.store.select.i.i.i14), !noalias !159
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !160)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !163)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !165)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !168)
  %26 = getelementptr inbounds nuw i8, ptr %a, i64 24
  %_7.i.i18 = load i64, ptr %26, align 8, !alias.scope !170, !noalias !171, !noundef !11
  %27 = getelementptr inbounds nuw i8, ptr %c, i64 24
  %_8.i.i19 = load i64, ptr %27, align 8, !alias.scope !171, !noalias !170, !noundef !11
  %28 = icmp eq i64 %_7.i.i18, %_8.i.i19
  %29 = icmp ult i64 %_7.i.i18, %_8.i.i19
  br i1 %28, label %bb3.i.i21, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"

bb3.i.i21:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17"
  %30 = getelementptr inbounds nuw i8, ptr %c, i64 8
  %_9.i.i.i22 = load ptr, ptr %30, align 8, !alias.scope !171, !noalias !170, !nonnull !11, !noundef !11
  %31 = getelementptr inbounds nuw i8, ptr %c, i64 16
  %32 = load i64, ptr %31, align 8, !alias.scope !171, !noalias !170, !noundef !11
  %33 = getelementptr inbounds nuw i8, ptr %a, i64 8
  %_13.i.i.i23 = load ptr, ptr %33, align 8, !alias.scope !170, !noalias !171, !nonnull !11, !noundef !11
  %34 = getelementptr inbounds nuw i8, ptr %a, i64 16
  %_12.i.i.i24 = load i64, ptr %34, align 8, !alias.scope !170, !noalias !171, !noundef !11
  %spec.store.select.i.i.i25 = tail call i64 @llvm.umin.i64(i64 %32, i64 %_12.i.i.i24)
  %35 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i22, ptr nonnull %_13.i.i.i23, i64 %spec.store.select.i.i.i25), !noalias !172
  %36 = sext i32 %35 to i64
  %37 = icmp eq i32 %35, 0
  %_14.i.i.i26 = sub i64 %32, %_12.i.i.i24
  %spec.select.i.i.i27 = select i1 %37, i64 %_14.i.i.i26, i64 %36
  %38 = icmp slt i64 %spec.select.i.i.i27, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17", %bb3.i.i21
  %_0.sroa.0.0.i.i20 = phi i1 [ %38, %bb3.i.i21 ], [ %29, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit17" ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !173)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !176)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181)
  %39 = getelementptr inbounds nuw i8, ptr %b, i64 24
  %_7.i.i29 = load i64, ptr %39, align 8, !alias.scope !183, !noalias !184, !noundef !11
  %40 = getelementptr inbounds nuw i8, ptr %d, i64 24
  %_8.i.i30 = load i64, ptr %40, align 8, !alias.scope !184, !noalias !183, !noundef !11
  %41 = icmp eq i64 %_7.i.i29, %_8.i.i30
  %42 = icmp ult i64 %_7.i.i29, %_8.i.i30
  br i1 %41, label %bb3.i.i32, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39"

bb3.i.i32:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit28"
  %43 = getelementptr inbounds nuw i8, ptr %d, i64 8
  %_9.i.i.i33 = load ptr, ptr %43, align 8, !alias.scope !184, !noalias !183, !nonnull !11, !noundef !11
  %44 = getelementptr inbounds nuw i8, ptr %d, i64 16
  %45 = load i64, ptr %44, align 8, !alias.scope !184, !noalias !183, !noundef !11
  %46 = getelementptr inbounds nuw i8, ptr %b, i64 8
  %_13.i.i.i34 = load ptr, ptr %46, align 8, !alias.scope !183, !noalias !184, !nonnull !11, !noundef !11
  %47 = getelementptr inbounds nuw i8, ptr %b, i64 16
  %_12.i.i.i35 = load i64, ptr %47, align 8, !alias.scope !183, !noalias !184, !noundef !11
  %spec.store.select.i.i.i36 = tail call i64 @llvm.umin.i64(i64 %45, i64 %_12.i.i.i35)
  %48 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i33, ptr nonnull %_13.i.i.i34, i64 %spec.store.select.i.i.i36), !noalias !185
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !191)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !194)
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 24
  %_7.i.i40 = load i64, ptr %56, align 8, !alias.scope !196, !noalias !197, !noundef !11
  %57 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %_8.i.i41 = load i64, ptr %57, align 8, !alias.scope !197, !noalias !196, !noundef !11
  %58 = icmp eq i64 %_7.i.i40, %_8.i.i41
  %59 = icmp ult i64 %_7.i.i40, %_8.i.i41
  br i1 %58, label %bb3.i.i43, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit50"

bb3.i.i43:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit39"
  %60 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %_9.i.i.i44 = load ptr, ptr %60, align 8, !alias.scope !197, !noalias !196, !nonnull !11, !noundef !11
  %61 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %62 = load i64, ptr %61, align 8, !alias.scope !197, !noalias !196, !noundef !11
  %63 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %_13.i.i.i45 = load ptr, ptr %63, align 8, !alias.scope !196, !noalias !197, !nonnull !11, !noundef !11
  %64 = getelementptr inbounds nuw i8, ptr %53, i64 16
  %_12.i.i.i46 = load i64, ptr %64, align 8, !alias.scope !196, !noalias !197, !noundef !11
  %spec.store.select.i.i.i47 = tail call i64 @llvm.umin.i64(i64 %62, i64 %_12.i.i.i46)
  %65 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i44, ptr nonnull %_13.i.i.i45, i64 %spec.store.select.i.i.i47), !noalias !198
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
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h5f898613064c725bE(ptr noalias noundef nonnull align 8 captures(address) %v.0, i64 noundef range(i64 2, 21) %v.1) unnamed_addr #6 personality ptr @rust_eh_personality {
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !199)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !202)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !207)
  %0 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 24
  %_7.i.i.i = load i64, ptr %0, align 8, !alias.scope !209, !noalias !210, !noundef !11
  %1 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 56
  %_8.i.i.i = load i64, ptr %1, align 8, !alias.scope !210, !noalias !209, !noundef !11
  %2 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  br i1 %2, label %bb3.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

bb3.i.i.i:                                        ; preds = %bb5
  %3 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 40
  %_9.i.i.i.i = load ptr, ptr %3, align 8, !alias.scope !210, !noalias !209, !nonnull !11, !noundef !11
  %4 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 48
  %5 = load i64, ptr %4, align 8, !alias.scope !210, !noalias !209, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 8
  %_13.i.i.i.i = load ptr, ptr %6, align 8, !alias.scope !209, !noalias !210, !nonnull !11, !noundef !11
  %7 = getelementptr inbounds nuw i8, ptr %v.0.pn3, i64 16
  %_12.i.i.i.i = load i64, ptr %7, align 8, !alias.scope !209, !noalias !210, !noundef !11
  %spec.store.select.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %5, i64 %_12.i.i.i.i)
  %8 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i, ptr nonnull %_13.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !211
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
  %_182.i = icmp eq ptr %v.0.pn3, %v.0
  br i1 %_182.i, label %bb10.i, label %bb6.i

bb6.i:                                            ; preds = %bb2.i, %bb4.backedge.i
  %sift.sroa.0.03.i = phi ptr [ %13, %bb4.backedge.i ], [ %v.0.pn3, %bb2.i ]
  %13 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i, i64 -32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !212)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !215)
  %14 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i, i64 -8
  %_7.i.i1.i = load i64, ptr %14, align 8, !alias.scope !218, !noalias !219, !noundef !11
  %15 = icmp eq i64 %_7.i.i1.i, %_8.i.i.i
  br i1 %15, label %bb3.i.i4.i, label %bb7.i

bb3.i.i4.i:                                       ; preds = %bb6.i
  %16 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i, i64 -24
  %_13.i.i.i6.i = load ptr, ptr %16, align 8, !alias.scope !218, !noalias !219, !nonnull !11, !noundef !11
  %17 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i, i64 -16
  %_12.i.i.i7.i = load i64, ptr %17, align 8, !alias.scope !218, !noalias !219, !noundef !11
  %spec.store.select.i.i.i8.i = tail call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i, i64 %_12.i.i.i7.i)
  %18 = tail call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i, ptr nonnull %_13.i.i.i6.i, i64 %spec.store.select.i.i.i8.i), !noalias !222
  %19 = sext i32 %18 to i64
  %20 = icmp eq i32 %18, 0
  %_14.i.i.i9.i = sub i64 %value.sroa.5.0.copyload.i, %_12.i.i.i7.i
  %spec.select.i.i.i10.i = select i1 %20, i64 %_14.i.i.i9.i, i64 %19
  %21 = icmp slt i64 %spec.select.i.i.i10.i, 0
  br i1 %21, label %bb4.backedge.i, label %bb10.i

bb7.i:                                            ; preds = %bb6.i
  %22 = icmp ult i64 %_7.i.i1.i, %_8.i.i.i
  br i1 %22, label %bb4.backedge.i, label %bb10.i

bb4.backedge.i:                                   ; preds = %bb7.i, %bb3.i.i4.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.03.i, ptr noundef nonnull align 8 dereferenceable(32) %13, i64 32, i1 false)
  %_18.i = icmp eq ptr %13, %v.0
  br i1 %_18.i, label %bb10.i, label %bb6.i

bb10.i:                                           ; preds = %bb4.backedge.i, %bb7.i, %bb3.i.i4.i, %bb2.i
  %sift.sroa.0.0.lcssa.i = phi ptr [ %v.0, %bb2.i ], [ %v.0, %bb4.backedge.i ], [ %sift.sroa.0.03.i, %bb7.i ], [ %sift.sroa.0.03.i, %bb3.i.i4.i ]
  store i64 %value.sroa.0.0.copyload.i, ptr %sift.sroa.0.0.lcssa.i, align 8, !noalias !223
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 8
  store ptr %value.sroa.4.0.copyload.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !223
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 16
  store i64 %value.sroa.5.0.copyload.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !223
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i, i64 24
  store i64 %_8.i.i.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i, align 8, !noalias !223
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit

_ZN4core5slice4sort6shared9smallsort11insert_tail17hd465d628a3328ab5E.exit: ; preds = %bb3.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i", %bb10.i
  %tail.sroa.0.0 = getelementptr inbounds nuw i8, ptr %tail.sroa.0.04, i64 32
  %_10.not = icmp eq ptr %tail.sroa.0.0, %v_end
  br i1 %_10.not, label %bb7, label %bb5
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN4core5slice4sort6stable14driftsort_main17h1f7701b59afb6713E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 288230376151711744) %v.1, ptr noalias noundef readnone align 8 captures(none) dereferenceable(8) %is_less) unnamed_addr #7 personality ptr @rust_eh_personality {
start:
  %heap_buf = alloca [24 x i8], align 8
  %stack_buf = alloca [4096 x i8], align 8
  %_95 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_95
  %_0.sroa.0.0.i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 250000)
  %_0.sroa.0.0.i6 = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i, i64 %v1)
  %_0.sroa.0.0.i7 = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i6, i64 48)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_buf)
  call void @llvm.lifetime.start.p0(ptr nonnull %heap_buf)
  %_14 = icmp ugt i64 %_0.sroa.0.0.i6, 128
  br i1 %_14, label %bb4, label %bb8

bb4:                                              ; preds = %start
  %_33.0.i.i.i = shl i64 %_0.sroa.0.0.i7, 5
  %_33.1.i.i.i = icmp ugt i64 %v1, 576460752303423487
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !228

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !229
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #33, !noalias !229
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %bb6

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #32
  unreachable

cleanup:                                          ; preds = %bb8
  %2 = landingpad { ptr, i32 }
          cleanup
  br i1 %_14, label %bb13, label %bb11

bb6:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  store i64 %_0.sroa.0.0.i7, ptr %heap_buf, align 8
  %_17.sroa.4.0.heap_buf.sroa_idx = getelementptr inbounds nuw i8, ptr %heap_buf, i64 8
  store ptr %0, ptr %_17.sroa.4.0.heap_buf.sroa_idx, align 8
  %_17.sroa.5.0.heap_buf.sroa_idx = getelementptr inbounds nuw i8, ptr %heap_buf, i64 16
  store i64 0, ptr %_17.sroa.5.0.heap_buf.sroa_idx, align 8
  br label %bb8

bb8:                                              ; preds = %bb6, %start
  %_10.i9 = phi ptr [ undef, %start ], [ %0, %bb6 ]
  %stack_scratch.sroa.4.0 = phi i64 [ 128, %start ], [ %_0.sroa.0.0.i7, %bb6 ]
  %stack_buf.pn = phi ptr [ %stack_buf, %start ], [ %0, %bb6 ]
  %eager_sort = icmp samesign ult i64 %v.1, 65
; invoke core::slice::sort::stable::drift::sort
  invoke fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf.pn, i64 noundef %stack_scratch.sroa.4.0, i1 noundef zeroext %eager_sort, ptr noalias noundef align 8 dereferenceable(8) %is_less)
          to label %bb9 unwind label %cleanup

bb9:                                              ; preds = %bb8
  br i1 %_14, label %"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit", label %bb10

bb10:                                             ; preds = %"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit", %bb9
  call void @llvm.lifetime.end.p0(ptr nonnull %heap_buf)
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_buf)
  ret void

"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E.exit": ; preds = %bb9
  %alloc_size.i.i.i.i7.i = shl nuw i64 %_0.sroa.0.0.i7, 5
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_10.i9, i64 noundef %alloc_size.i.i.i.i7.i, i64 noundef range(i64 1, -9223372036854775807) 8) #33, !noalias !234
  br label %bb10

bb11:                                             ; preds = %bb13, %cleanup
  resume { ptr, i32 } %2

bb13:                                             ; preds = %cleanup
; call core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,u64)>>
  call fastcc void @"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"(ptr noalias noundef align 8 dereferenceable(24) %heap_buf) #35
  br label %bb11
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nonlazybind uwtable
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
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1)
  br label %bb5

bb3:                                              ; preds = %bb2
  %_1134 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_1134
  %_0.sroa.0.0.i35 = tail call noundef i64 @llvm.umin.i64(i64 %v1, i64 64)
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %min_good_run_len.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i35, %bb3 ], [ %1, %bb4 ]
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
  %next_run.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i38, %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit ], [ 1, %bb6 ]
  %_37106 = icmp ugt i64 %stack_len.sroa.0.0, 1
  br i1 %_37106, label %bb12.lr.ph, label %bb17

bb12.lr.ph:                                       ; preds = %bb10
  %v_end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  br label %bb12

bb30:                                             ; preds = %bb6
  %new_len = sub nuw nsw i64 %v.1, %scan_idx.sroa.0.0
  %_81 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %scan_idx.sroa.0.0
  %_7.not.i = icmp ult i64 %new_len, %min_good_run_len.sroa.0.0
  br i1 %_7.not.i, label %bb7.i39, label %bb1.i

bb7.i39:                                          ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, %bb30
  br i1 %eager_sort, label %bb16.i43, label %bb11.i40

bb1.i:                                            ; preds = %bb30
  %_4.i.i = icmp samesign ult i64 %new_len, 2
  br i1 %_4.i.i, label %bb5.i36, label %bb2.i.i

bb2.i.i:                                          ; preds = %bb1.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !237)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !240)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !242), !noalias !245
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249), !noalias !245
  %2 = getelementptr inbounds nuw i8, ptr %_81, i64 24
  %_7.i.i73 = load i64, ptr %2, align 8, !alias.scope !251, !noalias !252, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %_81, i64 56
  %_8.i.i74 = load i64, ptr %3, align 8, !alias.scope !253, !noalias !254, !noundef !11
  %4 = icmp eq i64 %_7.i.i73, %_8.i.i74
  br i1 %4, label %bb3.i.i76, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit83"

bb3.i.i76:                                        ; preds = %bb2.i.i
  %5 = getelementptr inbounds nuw i8, ptr %_81, i64 40
  %_9.i.i.i77 = load ptr, ptr %5, align 8, !alias.scope !253, !noalias !254, !nonnull !11, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %_81, i64 48
  %7 = load i64, ptr %6, align 8, !alias.scope !253, !noalias !254, !noundef !11
  %8 = getelementptr inbounds nuw i8, ptr %_81, i64 8
  %_13.i.i.i78 = load ptr, ptr %8, align 8, !alias.scope !251, !noalias !252, !nonnull !11, !noundef !11
  %9 = getelementptr inbounds nuw i8, ptr %_81, i64 16
  %_12.i.i.i79 = load i64, ptr %9, align 8, !alias.scope !251, !noalias !252, !noundef !11
  %spec.store.select.i.i.i80 = tail call i64 @llvm.umin.i64(i64 %7, i64 %_12.i.i.i79)
  %10 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i77, ptr nonnull %_13.i.i.i78, i64 %spec.store.select.i.i.i80), !noalias !255
  %11 = sext i32 %10 to i64
  %12 = icmp eq i32 %10, 0
  %_14.i.i.i81 = sub i64 %7, %_12.i.i.i79
  %spec.select.i.i.i82 = select i1 %12, i64 %_14.i.i.i81, i64 %11
  %13 = icmp slt i64 %spec.select.i.i.i82, 0
  br i1 %13, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb4.i.i.preheader:                                ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit83", %bb3.i.i76
  %_10.i.i101.not = icmp eq i64 %new_len, 2
  br i1 %_10.i.i101.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb5.i.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit83": ; preds = %bb2.i.i
  %14 = icmp ult i64 %_7.i.i73, %_8.i.i74
  br i1 %14, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb11.i.i.preheader:                               ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit83", %bb3.i.i76
  %_19.i.i97.not = icmp eq i64 %new_len, 2
  br i1 %_19.i.i97.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb12.i.i

bb12.i.i:                                         ; preds = %bb11.i.i.preheader, %bb15.i.i
  %_7.i.i62 = phi i64 [ %_8.i.i63, %bb15.i.i ], [ %_8.i.i74, %bb11.i.i.preheader ]
  %run_len.sroa.0.0.i.i98 = phi i64 [ %27, %bb15.i.i ], [ 2, %bb11.i.i.preheader ]
  %_40.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %run_len.sroa.0.0.i.i98
  %index1.i.i = add nsw i64 %run_len.sroa.0.0.i.i98, -1
  %_45.i.i = icmp ult i64 %index1.i.i, %new_len
  tail call void @llvm.assume(i1 %_45.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !261), !noalias !245
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264), !noalias !245
  %15 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 24
  %_8.i.i63 = load i64, ptr %15, align 8, !alias.scope !266, !noalias !267, !noundef !11
  %16 = icmp eq i64 %_7.i.i62, %_8.i.i63
  br i1 %16, label %bb3.i.i65, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72"

bb3.i.i65:                                        ; preds = %bb12.i.i
  %_43.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %index1.i.i
  %17 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 8
  %_9.i.i.i66 = load ptr, ptr %17, align 8, !alias.scope !266, !noalias !267, !nonnull !11, !noundef !11
  %18 = getelementptr inbounds nuw i8, ptr %_40.i.i, i64 16
  %19 = load i64, ptr %18, align 8, !alias.scope !266, !noalias !267, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %_43.i.i, i64 8
  %_13.i.i.i67 = load ptr, ptr %20, align 8, !alias.scope !268, !noalias !269, !nonnull !11, !noundef !11
  %21 = getelementptr inbounds nuw i8, ptr %_43.i.i, i64 16
  %_12.i.i.i68 = load i64, ptr %21, align 8, !alias.scope !268, !noalias !269, !noundef !11
  %spec.store.select.i.i.i69 = tail call i64 @llvm.umin.i64(i64 %19, i64 %_12.i.i.i68)
  %22 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i66, ptr nonnull %_13.i.i.i67, i64 %spec.store.select.i.i.i69), !noalias !270
  %23 = sext i32 %22 to i64
  %24 = icmp eq i32 %22, 0
  %_14.i.i.i70 = sub i64 %19, %_12.i.i.i68
  %spec.select.i.i.i71 = select i1 %24, i64 %_14.i.i.i70, i64 %23
  %25 = icmp slt i64 %spec.select.i.i.i71, 0
  br i1 %25, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb15.i.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72": ; preds = %bb12.i.i
  %26 = icmp ult i64 %_7.i.i62, %_8.i.i63
  br i1 %26, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb15.i.i

bb15.i.i:                                         ; preds = %bb3.i.i65, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72"
  %27 = add nuw i64 %run_len.sroa.0.0.i.i98, 1
  %exitcond.not = icmp eq i64 %27, %new_len
  br i1 %exitcond.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb12.i.i

bb5.i.i:                                          ; preds = %bb4.i.i.preheader, %bb7.i.i
  %_7.i.i59 = phi i64 [ %_8.i.i, %bb7.i.i ], [ %_8.i.i74, %bb4.i.i.preheader ]
  %run_len.sroa.0.1.i.i102 = phi i64 [ %40, %bb7.i.i ], [ 2, %bb4.i.i.preheader ]
  %_34.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %run_len.sroa.0.1.i.i102
  %index3.i.i = add nsw i64 %run_len.sroa.0.1.i.i102, -1
  %_39.i.i = icmp ult i64 %index3.i.i, %new_len
  tail call void @llvm.assume(i1 %_39.i.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !271)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !274)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !276), !noalias !245
  tail call void @llvm.experimental.noalias.scope.decl(metadata !279), !noalias !245
  %28 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 24
  %_8.i.i = load i64, ptr %28, align 8, !alias.scope !281, !noalias !282, !noundef !11
  %29 = icmp eq i64 %_7.i.i59, %_8.i.i
  br i1 %29, label %bb3.i.i61, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i61:                                        ; preds = %bb5.i.i
  %_37.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %index3.i.i
  %30 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 8
  %_9.i.i.i = load ptr, ptr %30, align 8, !alias.scope !281, !noalias !282, !nonnull !11, !noundef !11
  %31 = getelementptr inbounds nuw i8, ptr %_34.i.i, i64 16
  %32 = load i64, ptr %31, align 8, !alias.scope !281, !noalias !282, !noundef !11
  %33 = getelementptr inbounds nuw i8, ptr %_37.i.i, i64 8
  %_13.i.i.i = load ptr, ptr %33, align 8, !alias.scope !283, !noalias !284, !nonnull !11, !noundef !11
  %34 = getelementptr inbounds nuw i8, ptr %_37.i.i, i64 16
  %_12.i.i.i = load i64, ptr %34, align 8, !alias.scope !283, !noalias !284, !noundef !11
  %spec.store.select.i.i.i = tail call i64 @llvm.umin.i64(i64 %32, i64 %_12.i.i.i)
  %35 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !285
  %36 = sext i32 %35 to i64
  %37 = icmp eq i32 %35, 0
  %_14.i.i.i = sub i64 %32, %_12.i.i.i
  %spec.select.i.i.i = select i1 %37, i64 %_14.i.i.i, i64 %36
  %38 = icmp slt i64 %spec.select.i.i.i, 0
  br i1 %38, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb5.i.i
  %39 = icmp ult i64 %_7.i.i59, %_8.i.i
  br i1 %39, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i

bb7.i.i:                                          ; preds = %bb3.i.i61, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  %40 = add nuw i64 %run_len.sroa.0.1.i.i102, 1
  %exitcond117.not = icmp eq i64 %40, %new_len
  br i1 %exitcond117.not, label %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i: ; preds = %bb15.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72", %bb3.i.i65, %bb7.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb3.i.i61, %bb11.i.i.preheader, %bb4.i.i.preheader
  %_0.sroa.3.0.i.i = phi i1 [ true, %bb4.i.i.preheader ], [ false, %bb11.i.i.preheader ], [ true, %bb7.i.i ], [ true, %bb3.i.i61 ], [ true, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ], [ false, %bb3.i.i65 ], [ false, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72" ], [ false, %bb15.i.i ]
  %_0.sroa.0.0.i.i = phi i64 [ 2, %bb4.i.i.preheader ], [ 2, %bb11.i.i.preheader ], [ %new_len, %bb7.i.i ], [ %run_len.sroa.0.1.i.i102, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit" ], [ %run_len.sroa.0.1.i.i102, %bb3.i.i61 ], [ %new_len, %bb15.i.i ], [ %run_len.sroa.0.0.i.i98, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit72" ], [ %run_len.sroa.0.0.i.i98, %bb3.i.i65 ]
  %_12.i = icmp ule i64 %_0.sroa.0.0.i.i, %new_len
  tail call void @llvm.assume(i1 %_12.i)
  %_13.not.i = icmp ult i64 %_0.sroa.0.0.i.i, %min_good_run_len.sroa.0.0
  br i1 %_13.not.i, label %bb7.i39, label %bb3.i

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h4eff0002b1839a65E.exit.i
  br i1 %_0.sroa.3.0.i.i, label %bb14.i, label %bb5.i36

bb11.i40:                                         ; preds = %bb7.i39
  %_0.sroa.0.0.i58 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 288230376151711744) %new_len, i64 %min_good_run_len.sroa.0.0)
  %_36.i41 = shl nuw nsw i64 %_0.sroa.0.0.i58, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb16.i43:                                         ; preds = %bb7.i39
  %_0.sroa.0.0.i57 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 288230376151711744) %new_len, i64 32)
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_81, i64 noundef %_0.sroa.0.0.i57, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #36
  %_35.i44 = shl nuw nsw i64 %_0.sroa.0.0.i57, 1
  %_34.i45 = or disjoint i64 %_35.i44, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb5.i36:                                          ; preds = %bb6.i.i, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i9194 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ %_0.sroa.0.0.i.i, %bb6.i.i ]
  %_27.i37 = shl nuw nsw i64 %_0.sroa.0.0.i.i9194, 1
  %_26.i = or disjoint i64 %_27.i37, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !286), !noalias !245
  tail call void @llvm.experimental.noalias.scope.decl(metadata !289), !noalias !245
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i36, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %bb14.i
  %end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %_0.sroa.0.0.i.i
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i, %bb5.preheader.i.i
  %i.sroa.0.018.i.i = phi i64 [ %46, %bb6.i.i ], [ 0, %bb5.preheader.i.i ]
  %41 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr { %"alloc::string::String", i64 }, ptr %end.i, i64 %41
  %42 = load <2 x i64>, ptr %x.i.i, align 8, !alias.scope !291, !noalias !297
  %43 = load <2 x i64>, ptr %y.i.i, align 8, !alias.scope !298, !noalias !301
  store <2 x i64> %43, ptr %x.i.i, align 8, !alias.scope !291, !noalias !297
  store <2 x i64> %42, ptr %y.i.i, align 8, !alias.scope !298, !noalias !301
  %_11.2.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %x.i.i, i64 16
  %_13.2.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %y.i.i, i64 16
  %44 = load <2 x i64>, ptr %_11.2.i.i.i.i.i.i, align 8, !alias.scope !302, !noalias !297
  %45 = load <2 x i64>, ptr %_13.2.i.i.i.i.i.i, align 8, !alias.scope !305, !noalias !301
  store <2 x i64> %45, ptr %_11.2.i.i.i.i.i.i, align 8, !alias.scope !302, !noalias !297
  store <2 x i64> %44, ptr %_13.2.i.i.i.i.i.i, align 8, !alias.scope !305, !noalias !301
  %46 = add nuw nsw i64 %i.sroa.0.018.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %46, %half_len1.i
  br i1 %exitcond.not.i.i, label %bb5.i36, label %bb6.i.i

_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E.exit: ; preds = %bb11.i40, %bb16.i43, %bb5.i36
  %_0.sroa.0.0.i38 = phi i64 [ %_26.i, %bb5.i36 ], [ %_34.i45, %bb16.i43 ], [ %_36.i41, %bb11.i40 ]
  %_31 = lshr i64 %prev_run.sroa.0.0, 1
  %_35 = lshr i64 %_0.sroa.0.0.i38, 1
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
  %stack_len.sroa.0.1108 = phi i64 [ %stack_len.sroa.0.0, %bb12.lr.ph ], [ %count, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %prev_run.sroa.0.1107 = phi i64 [ %prev_run.sroa.0.0, %bb12.lr.ph ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %count = add i64 %stack_len.sroa.0.1108, -1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1, !noundef !11
  %_39.not = icmp ult i8 %_40, %desired_depth.sroa.0.0
  br i1 %_39.not, label %bb17, label %bb13

bb17:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit, %bb12, %bb10
  %prev_run.sroa.0.1.lcssa = phi i64 [ %prev_run.sroa.0.0, %bb10 ], [ %prev_run.sroa.0.1107, %bb12 ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %stack_len.sroa.0.1.lcssa = phi i64 [ %stack_len.sroa.0.0, %bb10 ], [ %stack_len.sroa.0.1108, %bb12 ], [ 1, %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit ]
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %stack_len.sroa.0.1.lcssa
  store i64 %prev_run.sroa.0.1.lcssa, ptr %_59, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %stack_len.sroa.0.1.lcssa
  store i8 %desired_depth.sroa.0.0, ptr %_61, align 1
  br i1 %_22, label %bb19, label %bb18

bb13:                                             ; preds = %bb12
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count
  %left9 = load i64, ptr %_46, align 8, !noundef !11
  %_50 = lshr i64 %left9, 1
  %_51 = lshr i64 %prev_run.sroa.0.1107, 1
  %merged_len = add nuw i64 %_50, %_51
  %merge_start_idx = sub i64 %scan_idx.sroa.0.0, %merged_len
  %_96 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.0, i64 %merge_start_idx
  %can_fit_in_scratch.i = icmp samesign ugt i64 %merged_len, %scratch.1
  %_18.i = and i64 %prev_run.sroa.0.1107, 1
  %.not4.i = icmp eq i64 %_18.i, 0
  %49 = or i64 %left9, %prev_run.sroa.0.1107
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
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 288230376151711744) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #36
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !308)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311)
  %54 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %54
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %_0.sroa.0.0.i.i46 = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %_0.sroa.0.0.i.i46
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit, label %bb5.i47

bb5.i47:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %55 = shl nuw nsw i64 %_0.sroa.0.0.i.i46, 5
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %55, i1 false), !alias.scope !313
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %55
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i47, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %_213.i.i = phi ptr [ %_21.i.i50, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_21.i, %bb5.i47 ]
  %_181.i.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %v_mid.i, %bb5.i47 ]
  %out.sroa.0.0.i.i = phi ptr [ %58, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %v_end.i, %bb5.i47 ]
  %56 = getelementptr inbounds i8, ptr %_181.i.i, i64 -32
  %57 = getelementptr inbounds i8, ptr %_213.i.i, i64 -32
  %58 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !317)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !319)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !322)
  %59 = getelementptr inbounds i8, ptr %_181.i.i, i64 -8
  %_7.i.i.i.i = load i64, ptr %59, align 8, !alias.scope !324, !noalias !325, !noundef !11
  %60 = getelementptr inbounds i8, ptr %_213.i.i, i64 -8
  %_8.i.i.i.i = load i64, ptr %60, align 8, !alias.scope !328, !noalias !329, !noundef !11
  %61 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %62 = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  br i1 %61, label %bb3.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

bb3.i.i.i.i:                                      ; preds = %bb1.i.i
  %63 = getelementptr inbounds i8, ptr %_213.i.i, i64 -24
  %_9.i.i.i.i.i = load ptr, ptr %63, align 8, !alias.scope !328, !noalias !329, !nonnull !11, !noundef !11
  %64 = getelementptr inbounds i8, ptr %_213.i.i, i64 -16
  %65 = load i64, ptr %64, align 8, !alias.scope !328, !noalias !329, !noundef !11
  %66 = getelementptr inbounds i8, ptr %_181.i.i, i64 -24
  %_13.i.i.i.i.i = load ptr, ptr %66, align 8, !alias.scope !324, !noalias !325, !nonnull !11, !noundef !11
  %67 = getelementptr inbounds i8, ptr %_181.i.i, i64 -16
  %_12.i.i.i.i.i = load i64, ptr %67, align 8, !alias.scope !324, !noalias !325, !noundef !11
  %spec.store.select.i.i.i.i.i = tail call i64 @llvm.umin.i64(i64 %65, i64 %_12.i.i.i.i.i)
  %68 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i, ptr nonnull %_13.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i), !noalias !330
  %69 = sext i32 %68 to i64
  %70 = icmp eq i32 %68, 0
  %_14.i.i.i.i.i = sub i64 %65, %_12.i.i.i.i.i
  %spec.select.i.i.i.i.i = select i1 %70, i64 %_14.i.i.i.i.i, i64 %69
  %71 = icmp slt i64 %spec.select.i.i.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i": ; preds = %bb3.i.i.i.i, %bb1.i.i
  %_0.sroa.0.0.i.i.i.i = phi i1 [ %71, %bb3.i.i.i.i ], [ %62, %bb1.i.i ]
  %..i.i = select i1 %_0.sroa.0.0.i.i.i.i, ptr %56, ptr %57
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %58, ptr noundef nonnull align 8 dereferenceable(32) %..i.i, i64 32, i1 false), !alias.scope !313, !noalias !331
  %_20.i.i = xor i1 %_0.sroa.0.0.i.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %56, i64 %count.i.i
  %count4.i.i = zext i1 %_0.sroa.0.0.i.i.i.i to i64
  %_21.i.i50 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %57, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i50, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i49, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i47, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i"
  %_257.i.i = phi ptr [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ], [ %_96, %bb5.i47 ]
  %right.sroa.0.06.i.i = phi ptr [ %_23.i18.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ], [ %v_mid.i, %bb5.i47 ]
  %_815.i.i = phi ptr [ %_20.i17.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ], [ %scratch.0, %bb5.i47 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !332)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !335)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !337)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !340)
  %72 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 24
  %_7.i.i.i12.i = load i64, ptr %72, align 8, !alias.scope !342, !noalias !343, !noundef !11
  %73 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 24
  %_8.i.i.i13.i = load i64, ptr %73, align 8, !alias.scope !346, !noalias !347, !noundef !11
  %74 = icmp eq i64 %_7.i.i.i12.i, %_8.i.i.i13.i
  %75 = icmp ult i64 %_7.i.i.i12.i, %_8.i.i.i13.i
  br i1 %74, label %bb3.i.i.i20.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i"

bb3.i.i.i20.i:                                    ; preds = %bb3.i.i
  %76 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 8
  %_9.i.i.i.i21.i = load ptr, ptr %76, align 8, !alias.scope !346, !noalias !347, !nonnull !11, !noundef !11
  %77 = getelementptr inbounds nuw i8, ptr %right.sroa.0.06.i.i, i64 16
  %78 = load i64, ptr %77, align 8, !alias.scope !346, !noalias !347, !noundef !11
  %79 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 8
  %_13.i.i.i.i22.i = load ptr, ptr %79, align 8, !alias.scope !342, !noalias !343, !nonnull !11, !noundef !11
  %80 = getelementptr inbounds nuw i8, ptr %_815.i.i, i64 16
  %_12.i.i.i.i23.i = load i64, ptr %80, align 8, !alias.scope !342, !noalias !343, !noundef !11
  %spec.store.select.i.i.i.i24.i = tail call i64 @llvm.umin.i64(i64 %78, i64 %_12.i.i.i.i23.i)
  %81 = tail call i32 @memcmp(ptr nonnull %_9.i.i.i.i21.i, ptr nonnull %_13.i.i.i.i22.i, i64 %spec.store.select.i.i.i.i24.i), !noalias !348
  %82 = sext i32 %81 to i64
  %83 = icmp eq i32 %81, 0
  %_14.i.i.i.i25.i = sub i64 %78, %_12.i.i.i.i23.i
  %spec.select.i.i.i.i26.i = select i1 %83, i64 %_14.i.i.i.i25.i, i64 %82
  %84 = icmp slt i64 %spec.select.i.i.i.i26.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i": ; preds = %bb3.i.i.i20.i, %bb3.i.i
  %_0.sroa.0.0.i.i.i15.i = phi i1 [ %84, %bb3.i.i.i20.i ], [ %75, %bb3.i.i ]
  %consume_left.i.i = xor i1 %_0.sroa.0.0.i.i.i15.i, true
  %src.sroa.0.0.i.i = select i1 %_0.sroa.0.0.i.i.i15.i, ptr %right.sroa.0.06.i.i, ptr %_815.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_257.i.i, ptr noundef nonnull align 8 dereferenceable(32) %src.sroa.0.0.i.i, i64 32, i1 false), !alias.scope !313, !noalias !349
  %count.i16.i = zext i1 %consume_left.i.i to i64
  %_20.i17.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_815.i.i, i64 %count.i16.i
  %count2.i.i = zext i1 %_0.sroa.0.0.i.i.i15.i to i64
  %_23.i18.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %right.sroa.0.06.i.i, i64 %count2.i.i
  %_25.i.i = getelementptr inbounds nuw i8, ptr %_257.i.i, i64 32
  %_7.i.i = icmp ne ptr %_20.i17.i, %_21.i
  %_10.i.i48 = icmp ne ptr %_23.i18.i, %v_end.i
  %or.cond.i19.i = select i1 %_7.i.i, i1 %_10.i.i48, i1 false
  br i1 %or.cond.i19.i, label %bb3.i.i, label %bb16.i49

bb16.i49:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %merge_state.sroa.13.1.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ]
  %merge_state.sroa.7.0.i = phi ptr [ %_21.i.i50, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_21.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ]
  %merge_state.sroa.0.1.i = phi ptr [ %scratch.0, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i" ], [ %_20.i17.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i" ]
  %85 = ptrtoint ptr %merge_state.sroa.7.0.i to i64
  %86 = ptrtoint ptr %merge_state.sroa.0.1.i to i64
  %87 = sub nuw i64 %85, %86
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.13.1.i, ptr align 8 %merge_state.sroa.0.1.i, i64 %87, i1 false), !alias.scope !313, !noalias !350
  br label %_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit

_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E.exit: ; preds = %bb11.i, %bb2.i, %bb16.i49
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17h580a2bd665c577f8E.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_96, i64 %_50
  %self.i51 = or i64 %_51, 1
  %88 = tail call range(i64 6, 64) i64 @llvm.ctlz.i64(i64 %self.i51, i1 true)
  %89 = trunc nuw nsw i64 %88 to i32
  %log.i52 = shl nuw nsw i32 %89, 1
  %limit.i53 = xor i32 %log.i52, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 288230376151711744) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i53, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #36
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
  %self.i54 = or i64 %v.1, 1
  %92 = tail call range(i64 6, 64) i64 @llvm.ctlz.i64(i64 %self.i54, i1 true)
  %93 = trunc nuw nsw i64 %92 to i32
  %log.i55 = shl nuw nsw i32 %93, 1
  %limit.i56 = xor i32 %log.i55, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 288230376151711744) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %limit.i56, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) null, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #36
  br label %bb22

bb22:                                             ; preds = %bb18, %bb21
  call void @llvm.lifetime.end.p0(ptr nonnull %desired_depth_storage)
  call void @llvm.lifetime.end.p0(ptr nonnull %run_storage)
  br label %bb23

bb23:                                             ; preds = %start, %bb22
  ret void
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 288230376151711744) %1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 288230376151711744) %scratch.1, i32 noundef %2, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(32) %3, ptr noalias noundef readnone align 8 captures(none) dereferenceable(8) %is_less) unnamed_addr #7 personality ptr @rust_eh_personality {
start:
  %pivot_copy = alloca [32 x i8], align 8
  %_8119125 = icmp samesign ult i64 %1, 33
  br i1 %_8119125, label %bb3, label %bb5.lr.ph

bb5.lr.ph:                                        ; preds = %start, %bb28
  %v.sroa.0.0.ph129 = phi ptr [ %_55, %bb28 ], [ %0, %start ]
  %v.sroa.16.0.ph128 = phi i64 [ %_63.i67, %bb28 ], [ %1, %start ]
  %limit.sroa.0.0.ph127 = phi i32 [ %97, %bb28 ], [ %2, %start ]
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
  %limit.sroa.0.0120 = phi i32 [ %limit.sroa.0.0.ph127, %bb5.lr.ph ], [ %97, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ]
  %11 = icmp eq i32 %limit.sroa.0.0120, 0
  br i1 %11, label %bb6, label %bb7

bb3:                                              ; preds = %bb28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit", %start
  %v.sroa.0.0.ph.lcssa118 = phi ptr [ %v.sroa.0.0.ph129, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ], [ %0, %start ], [ %_55, %bb28 ]
  %v.sroa.16.0.lcssa = phi i64 [ %state.sroa.11.1.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit" ], [ %1, %start ], [ %_63.i67, %bb28 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !355)
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
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa118, ptr noundef nonnull align 8 %scratch.0)
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17hbbae6634f523f98fE(ptr noundef %_27.i, ptr noundef %_28.i)
  br label %bb15.i

bb33.i:                                           ; preds = %bb4.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %scratch.0, ptr noundef nonnull align 8 dereferenceable(32) %v.sroa.0.0.ph.lcssa118, i64 32, i1 false), !alias.scope !358
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_28.i, ptr noundef nonnull align 8 dereferenceable(32) %_27.i, i64 32, i1 false), !alias.scope !358
  br label %bb15.i

bb15.i:                                           ; preds = %bb33.i, %bb10.i
  %presorted_len.sroa.0.0.i = phi i64 [ 4, %bb10.i ], [ 1, %bb33.i ]
  %12 = sub nsw i64 %v.sroa.16.0.lcssa, %len_div_29.i
  %_745.i = icmp samesign ult i64 %presorted_len.sroa.0.0.i, %len_div_29.i
  br i1 %_745.i, label %bb38.i, label %bb16.loopexit.i

bb16.loopexit.i:                                  ; preds = %bb24.i, %bb15.i
  %_745.1.i = icmp ult i64 %presorted_len.sroa.0.0.i, %12
  br i1 %_745.1.i, label %bb38.1.i, label %bb16.loopexit.1.i

bb38.1.i:                                         ; preds = %bb16.loopexit.i, %bb24.1.i
  %iter1.sroa.0.06.1.i = phi i64 [ %_78.1.i, %bb24.1.i ], [ %presorted_len.sroa.0.0.i, %bb16.loopexit.i ]
  %_49.1.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_27.i, i64 %iter1.sroa.0.06.1.i
  %dst6.idx.1.i = shl nuw nsw i64 %iter1.sroa.0.06.1.i, 5
  %dst6.1.i = getelementptr inbounds nuw i8, ptr %_28.i, i64 %dst6.idx.1.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst6.1.i, ptr noundef nonnull align 8 dereferenceable(32) %_49.1.i, i64 32, i1 false), !alias.scope !358
  %13 = getelementptr inbounds i8, ptr %dst6.1.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !360)
  call void @llvm.experimental.noalias.scope.decl(metadata !363)
  call void @llvm.experimental.noalias.scope.decl(metadata !365)
  call void @llvm.experimental.noalias.scope.decl(metadata !368)
  %14 = getelementptr inbounds i8, ptr %dst6.1.i, i64 -8
  %_7.i.i.i12.1.i = load i64, ptr %14, align 8, !alias.scope !370, !noalias !371, !noundef !11
  %15 = getelementptr inbounds nuw i8, ptr %dst6.1.i, i64 24
  %_8.i.i.i13.1.i = load i64, ptr %15, align 8, !alias.scope !372, !noalias !373, !noundef !11
  %16 = icmp eq i64 %_7.i.i.i12.1.i, %_8.i.i.i13.1.i
  br i1 %16, label %bb3.i.i.i15.1.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.1.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.1.i": ; preds = %bb38.1.i
  %17 = icmp ult i64 %_7.i.i.i12.1.i, %_8.i.i.i13.1.i
  br i1 %17, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i", label %bb24.1.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.1.i"
  %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.1.i = getelementptr inbounds nuw i8, ptr %dst6.1.i, i64 8
  %value.sroa.4.0.copyload.pre.i.1.i = load ptr, ptr %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.1.i, align 8, !alias.scope !374, !noalias !355
  %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.1.i = getelementptr inbounds nuw i8, ptr %dst6.1.i, i64 16
  %value.sroa.5.0.copyload.pre.i.1.i = load i64, ptr %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.1.i, align 8, !alias.scope !374, !noalias !355
  br label %bb2.i.1.i

bb3.i.i.i15.1.i:                                  ; preds = %bb38.1.i
  %18 = getelementptr inbounds nuw i8, ptr %dst6.1.i, i64 8
  %_9.i.i.i.i16.1.i = load ptr, ptr %18, align 8, !alias.scope !372, !noalias !373, !nonnull !11, !noundef !11
  %19 = getelementptr inbounds nuw i8, ptr %dst6.1.i, i64 16
  %20 = load i64, ptr %19, align 8, !alias.scope !372, !noalias !373, !noundef !11
  %21 = getelementptr inbounds i8, ptr %dst6.1.i, i64 -24
  %_13.i.i.i.i17.1.i = load ptr, ptr %21, align 8, !alias.scope !370, !noalias !371, !nonnull !11, !noundef !11
  %22 = getelementptr inbounds i8, ptr %dst6.1.i, i64 -16
  %_12.i.i.i.i18.1.i = load i64, ptr %22, align 8, !alias.scope !370, !noalias !371, !noundef !11
  %spec.store.select.i.i.i.i19.1.i = call i64 @llvm.umin.i64(i64 %20, i64 %_12.i.i.i.i18.1.i)
  %23 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i16.1.i, ptr nonnull %_13.i.i.i.i17.1.i, i64 %spec.store.select.i.i.i.i19.1.i), !noalias !375
  %24 = sext i32 %23 to i64
  %25 = icmp eq i32 %23, 0
  %_14.i.i.i.i20.1.i = sub i64 %20, %_12.i.i.i.i18.1.i
  %spec.select.i.i.i.i21.1.i = select i1 %25, i64 %_14.i.i.i.i20.1.i, i64 %24
  %26 = icmp slt i64 %spec.select.i.i.i.i21.1.i, 0
  br i1 %26, label %bb2.i.1.i, label %bb24.1.i

bb2.i.1.i:                                        ; preds = %bb3.i.i.i15.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i"
  %value.sroa.5.0.copyload.i.1.i = phi i64 [ %value.sroa.5.0.copyload.pre.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i" ], [ %20, %bb3.i.i.i15.1.i ]
  %value.sroa.4.0.copyload.i.1.i = phi ptr [ %value.sroa.4.0.copyload.pre.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.1.i" ], [ %_9.i.i.i.i16.1.i, %bb3.i.i.i15.1.i ]
  %value.sroa.0.0.copyload.i.1.i = load i64, ptr %dst6.1.i, align 8, !alias.scope !374, !noalias !355
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst6.1.i, ptr noundef nonnull align 8 dereferenceable(32) %13, i64 32, i1 false), !alias.scope !374, !noalias !355
  %_182.i.1.i = icmp eq i64 %iter1.sroa.0.06.1.i, 1
  br i1 %_182.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb6.i.1.i:                                        ; preds = %bb2.i.1.i, %bb4.backedge.i.1.i
  %sift.sroa.0.03.i.1.i = phi ptr [ %27, %bb4.backedge.i.1.i ], [ %13, %bb2.i.1.i ]
  %27 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.1.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !376)
  call void @llvm.experimental.noalias.scope.decl(metadata !379)
  %28 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.1.i, i64 -8
  %_7.i.i1.i.1.i = load i64, ptr %28, align 8, !alias.scope !382, !noalias !383, !noundef !11
  %29 = icmp eq i64 %_7.i.i1.i.1.i, %_8.i.i.i13.1.i
  br i1 %29, label %bb3.i.i4.i.1.i, label %bb7.i.1.i

bb7.i.1.i:                                        ; preds = %bb6.i.1.i
  %30 = icmp ult i64 %_7.i.i1.i.1.i, %_8.i.i.i13.1.i
  br i1 %30, label %bb4.backedge.i.1.i, label %bb10.i.1.i

bb3.i.i4.i.1.i:                                   ; preds = %bb6.i.1.i
  %31 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.1.i, i64 -24
  %_13.i.i.i6.i.1.i = load ptr, ptr %31, align 8, !alias.scope !382, !noalias !383, !nonnull !11, !noundef !11
  %32 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.1.i, i64 -16
  %_12.i.i.i7.i.1.i = load i64, ptr %32, align 8, !alias.scope !382, !noalias !383, !noundef !11
  %spec.store.select.i.i.i8.i.1.i = call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i.1.i, i64 %_12.i.i.i7.i.1.i)
  %33 = call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i.1.i, ptr nonnull %_13.i.i.i6.i.1.i, i64 %spec.store.select.i.i.i8.i.1.i), !noalias !386
  %34 = sext i32 %33 to i64
  %35 = icmp eq i32 %33, 0
  %_14.i.i.i9.i.1.i = sub i64 %value.sroa.5.0.copyload.i.1.i, %_12.i.i.i7.i.1.i
  %spec.select.i.i.i10.i.1.i = select i1 %35, i64 %_14.i.i.i9.i.1.i, i64 %34
  %36 = icmp slt i64 %spec.select.i.i.i10.i.1.i, 0
  br i1 %36, label %bb4.backedge.i.1.i, label %bb10.i.1.i

bb4.backedge.i.1.i:                               ; preds = %bb3.i.i4.i.1.i, %bb7.i.1.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.03.i.1.i, ptr noundef nonnull align 8 dereferenceable(32) %27, i64 32, i1 false), !alias.scope !374, !noalias !355
  %_18.i.1.i = icmp eq ptr %27, %_28.i
  br i1 %_18.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb10.i.1.i:                                       ; preds = %bb4.backedge.i.1.i, %bb3.i.i4.i.1.i, %bb7.i.1.i, %bb2.i.1.i
  %sift.sroa.0.0.lcssa.i.1.i = phi ptr [ %13, %bb2.i.1.i ], [ %sift.sroa.0.03.i.1.i, %bb3.i.i4.i.1.i ], [ %sift.sroa.0.03.i.1.i, %bb7.i.1.i ], [ %_28.i, %bb4.backedge.i.1.i ]
  store i64 %value.sroa.0.0.copyload.i.1.i, ptr %sift.sroa.0.0.lcssa.i.1.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 8
  store ptr %value.sroa.4.0.copyload.i.1.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 16
  store i64 %value.sroa.5.0.copyload.i.1.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.1.i, i64 24
  store i64 %_8.i.i.i13.1.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.1.i, align 8, !alias.scope !374, !noalias !387
  br label %bb24.1.i

bb24.1.i:                                         ; preds = %bb10.i.1.i, %bb3.i.i.i15.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.1.i"
  %_78.1.i = add nuw i64 %iter1.sroa.0.06.1.i, 1
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %12
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %bb24.1.i, %bb16.loopexit.i
  call void @llvm.experimental.noalias.scope.decl(metadata !392)
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
  call void @llvm.experimental.noalias.scope.decl(metadata !395)
  call void @llvm.experimental.noalias.scope.decl(metadata !398)
  call void @llvm.experimental.noalias.scope.decl(metadata !400)
  call void @llvm.experimental.noalias.scope.decl(metadata !403)
  %42 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 24
  %_7.i.i.i.i = load i64, ptr %42, align 8, !alias.scope !405, !noalias !406, !noundef !11
  %43 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 24
  %_8.i.i.i.i = load i64, ptr %43, align 8, !alias.scope !407, !noalias !408, !noundef !11
  %44 = icmp eq i64 %_7.i.i.i.i, %_8.i.i.i.i
  %45 = icmp ult i64 %_7.i.i.i.i, %_8.i.i.i.i
  br i1 %44, label %bb3.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"

bb3.i.i.i.i:                                      ; preds = %bb15.i.i
  %46 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 8
  %_9.i.i.i.i.i = load ptr, ptr %46, align 8, !alias.scope !407, !noalias !408, !nonnull !11, !noundef !11
  %47 = getelementptr inbounds nuw i8, ptr %right.sroa.0.05.i.i, i64 16
  %48 = load i64, ptr %47, align 8, !alias.scope !407, !noalias !408, !noundef !11
  %49 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 8
  %_13.i.i.i.i.i = load ptr, ptr %49, align 8, !alias.scope !405, !noalias !406, !nonnull !11, !noundef !11
  %50 = getelementptr inbounds nuw i8, ptr %left.sroa.0.06.i.i, i64 16
  %_12.i.i.i.i.i = load i64, ptr %50, align 8, !alias.scope !405, !noalias !406, !noundef !11
  %spec.store.select.i.i.i.i.i = call i64 @llvm.umin.i64(i64 %48, i64 %_12.i.i.i.i.i)
  %51 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i, ptr nonnull %_13.i.i.i.i.i, i64 %spec.store.select.i.i.i.i.i), !noalias !409
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.sroa.0.08.i.i, ptr noundef nonnull align 8 dereferenceable(32) %..i17.i.i, i64 32, i1 false), !alias.scope !358, !noalias !410
  %count.i.i.i = zext i1 %_0.sroa.0.0.i.i.i.i to i64
  %_12.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %right.sroa.0.05.i.i, i64 %count.i.i.i
  %count2.i.i.i = zext i1 %is_l.i18.i.i to i64
  %_14.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %left.sroa.0.06.i.i, i64 %count2.i.i.i
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.08.i.i, i64 32
  call void @llvm.experimental.noalias.scope.decl(metadata !414)
  call void @llvm.experimental.noalias.scope.decl(metadata !417)
  call void @llvm.experimental.noalias.scope.decl(metadata !419)
  call void @llvm.experimental.noalias.scope.decl(metadata !422)
  %55 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 24
  %_7.i.i19.i.i = load i64, ptr %55, align 8, !alias.scope !424, !noalias !425, !noundef !11
  %56 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 24
  %_8.i.i20.i.i = load i64, ptr %56, align 8, !alias.scope !426, !noalias !427, !noundef !11
  %57 = icmp eq i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  %58 = icmp ult i64 %_7.i.i19.i.i, %_8.i.i20.i.i
  br i1 %57, label %bb3.i.i22.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit29.i.i"

bb3.i.i22.i.i:                                    ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i.i"
  %59 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 8
  %_9.i.i.i23.i.i = load ptr, ptr %59, align 8, !alias.scope !426, !noalias !427, !nonnull !11, !noundef !11
  %60 = getelementptr inbounds nuw i8, ptr %right_rev.sroa.0.03.i.i, i64 16
  %61 = load i64, ptr %60, align 8, !alias.scope !426, !noalias !427, !noundef !11
  %62 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 8
  %_13.i.i.i24.i.i = load ptr, ptr %62, align 8, !alias.scope !424, !noalias !425, !nonnull !11, !noundef !11
  %63 = getelementptr inbounds nuw i8, ptr %left_rev.sroa.0.04.i.i, i64 16
  %_12.i.i.i25.i.i = load i64, ptr %63, align 8, !alias.scope !424, !noalias !425, !noundef !11
  %spec.store.select.i.i.i26.i.i = call i64 @llvm.umin.i64(i64 %61, i64 %_12.i.i.i25.i.i)
  %64 = call i32 @memcmp(ptr nonnull %_9.i.i.i23.i.i, ptr nonnull %_13.i.i.i24.i.i, i64 %spec.store.select.i.i.i26.i.i), !noalias !428
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst_rev.sroa.0.02.i.i, ptr noundef nonnull align 8 dereferenceable(32) %..i.i.i, i64 32, i1 false), !alias.scope !358, !noalias !429
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %_16.i.i.i, ptr noundef nonnull align 8 dereferenceable(32) %left.sroa.0.0.right.sroa.0.0.i.i, i64 32, i1 false), !alias.scope !358
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
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !433
  br i1 %or.cond.i.i, label %bb13.i.i, label %bb22, !prof !433

bb13.i.i:                                         ; preds = %bb9.i.i
; invoke core::slice::sort::shared::smallsort::panic_on_ord_violation
  invoke void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #31
          to label %.noexc.i unwind label %cleanup2.i, !noalias !355

.noexc.i:                                         ; preds = %bb13.i.i
  unreachable

cleanup2.i:                                       ; preds = %bb13.i.i
  %71 = landingpad { ptr, i32 }
          cleanup
  %72 = shl nuw nsw i64 %v.sroa.16.0.lcssa, 5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph.lcssa118, ptr nonnull align 8 %scratch.0, i64 %72, i1 false), !alias.scope !358, !noalias !434
  resume { ptr, i32 } %71

bb38.i:                                           ; preds = %bb15.i, %bb24.i
  %iter1.sroa.0.06.i = phi i64 [ %_78.i, %bb24.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_49.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph.lcssa118, i64 %iter1.sroa.0.06.i
  %dst6.idx.i = shl nuw nsw i64 %iter1.sroa.0.06.i, 5
  %dst6.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %dst6.idx.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst6.i, ptr noundef nonnull align 8 dereferenceable(32) %_49.i, i64 32, i1 false), !alias.scope !358
  %73 = getelementptr inbounds i8, ptr %dst6.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !439)
  call void @llvm.experimental.noalias.scope.decl(metadata !441)
  call void @llvm.experimental.noalias.scope.decl(metadata !443)
  call void @llvm.experimental.noalias.scope.decl(metadata !445)
  %74 = getelementptr inbounds i8, ptr %dst6.i, i64 -8
  %_7.i.i.i12.i = load i64, ptr %74, align 8, !alias.scope !447, !noalias !448, !noundef !11
  %75 = getelementptr inbounds nuw i8, ptr %dst6.i, i64 24
  %_8.i.i.i13.i = load i64, ptr %75, align 8, !alias.scope !449, !noalias !450, !noundef !11
  %76 = icmp eq i64 %_7.i.i.i12.i, %_8.i.i.i13.i
  br i1 %76, label %bb3.i.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i"

bb3.i.i.i15.i:                                    ; preds = %bb38.i
  %77 = getelementptr inbounds nuw i8, ptr %dst6.i, i64 8
  %_9.i.i.i.i16.i = load ptr, ptr %77, align 8, !alias.scope !449, !noalias !450, !nonnull !11, !noundef !11
  %78 = getelementptr inbounds nuw i8, ptr %dst6.i, i64 16
  %79 = load i64, ptr %78, align 8, !alias.scope !449, !noalias !450, !noundef !11
  %80 = getelementptr inbounds i8, ptr %dst6.i, i64 -24
  %_13.i.i.i.i17.i = load ptr, ptr %80, align 8, !alias.scope !447, !noalias !448, !nonnull !11, !noundef !11
  %81 = getelementptr inbounds i8, ptr %dst6.i, i64 -16
  %_12.i.i.i.i18.i = load i64, ptr %81, align 8, !alias.scope !447, !noalias !448, !noundef !11
  %spec.store.select.i.i.i.i19.i = call i64 @llvm.umin.i64(i64 %79, i64 %_12.i.i.i.i18.i)
  %82 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i16.i, ptr nonnull %_13.i.i.i.i17.i, i64 %spec.store.select.i.i.i.i19.i), !noalias !451
  %83 = sext i32 %82 to i64
  %84 = icmp eq i32 %82, 0
  %_14.i.i.i.i20.i = sub i64 %79, %_12.i.i.i.i18.i
  %spec.select.i.i.i.i21.i = select i1 %84, i64 %_14.i.i.i.i20.i, i64 %83
  %85 = icmp slt i64 %spec.select.i.i.i.i21.i, 0
  br i1 %85, label %bb2.i.i, label %bb24.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i": ; preds = %bb38.i
  %86 = icmp ult i64 %_7.i.i.i12.i, %_8.i.i.i13.i
  br i1 %86, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i", label %bb24.i

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i"
  %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %dst6.i, i64 8
  %value.sroa.4.0.copyload.pre.i.i = load ptr, ptr %value.sroa.4.0.tail.sroa_idx.phi.trans.insert.i.i, align 8, !alias.scope !374, !noalias !355
  %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %dst6.i, i64 16
  %value.sroa.5.0.copyload.pre.i.i = load i64, ptr %value.sroa.5.0.tail.sroa_idx.phi.trans.insert.i.i, align 8, !alias.scope !374, !noalias !355
  br label %bb2.i.i

bb2.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i", %bb3.i.i.i15.i
  %value.sroa.5.0.copyload.i.i = phi i64 [ %value.sroa.5.0.copyload.pre.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i" ], [ %79, %bb3.i.i.i15.i ]
  %value.sroa.4.0.copyload.i.i = phi ptr [ %value.sroa.4.0.copyload.pre.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.bb2_crit_edge.i.i" ], [ %_9.i.i.i.i16.i, %bb3.i.i.i15.i ]
  %value.sroa.0.0.copyload.i.i = load i64, ptr %dst6.i, align 8, !alias.scope !374, !noalias !355
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst6.i, ptr noundef nonnull align 8 dereferenceable(32) %73, i64 32, i1 false), !alias.scope !374, !noalias !355
  %_182.i.i = icmp eq i64 %iter1.sroa.0.06.i, 1
  br i1 %_182.i.i, label %bb10.i.i, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb2.i.i, %bb4.backedge.i.i
  %sift.sroa.0.03.i.i = phi ptr [ %87, %bb4.backedge.i.i ], [ %73, %bb2.i.i ]
  %87 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.i, i64 -32
  call void @llvm.experimental.noalias.scope.decl(metadata !452)
  call void @llvm.experimental.noalias.scope.decl(metadata !454)
  %88 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.i, i64 -8
  %_7.i.i1.i.i = load i64, ptr %88, align 8, !alias.scope !456, !noalias !383, !noundef !11
  %89 = icmp eq i64 %_7.i.i1.i.i, %_8.i.i.i13.i
  br i1 %89, label %bb3.i.i4.i.i, label %bb7.i.i

bb3.i.i4.i.i:                                     ; preds = %bb6.i.i
  %90 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.i, i64 -24
  %_13.i.i.i6.i.i = load ptr, ptr %90, align 8, !alias.scope !456, !noalias !383, !nonnull !11, !noundef !11
  %91 = getelementptr inbounds i8, ptr %sift.sroa.0.03.i.i, i64 -16
  %_12.i.i.i7.i.i = load i64, ptr %91, align 8, !alias.scope !456, !noalias !383, !noundef !11
  %spec.store.select.i.i.i8.i.i = call i64 @llvm.umin.i64(i64 %value.sroa.5.0.copyload.i.i, i64 %_12.i.i.i7.i.i)
  %92 = call i32 @memcmp(ptr nonnull %value.sroa.4.0.copyload.i.i, ptr nonnull %_13.i.i.i6.i.i, i64 %spec.store.select.i.i.i8.i.i), !noalias !457
  %93 = sext i32 %92 to i64
  %94 = icmp eq i32 %92, 0
  %_14.i.i.i9.i.i = sub i64 %value.sroa.5.0.copyload.i.i, %_12.i.i.i7.i.i
  %spec.select.i.i.i10.i.i = select i1 %94, i64 %_14.i.i.i9.i.i, i64 %93
  %95 = icmp slt i64 %spec.select.i.i.i10.i.i, 0
  br i1 %95, label %bb4.backedge.i.i, label %bb10.i.i

bb7.i.i:                                          ; preds = %bb6.i.i
  %96 = icmp ult i64 %_7.i.i1.i.i, %_8.i.i.i13.i
  br i1 %96, label %bb4.backedge.i.i, label %bb10.i.i

bb4.backedge.i.i:                                 ; preds = %bb7.i.i, %bb3.i.i4.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %sift.sroa.0.03.i.i, ptr noundef nonnull align 8 dereferenceable(32) %87, i64 32, i1 false), !alias.scope !374, !noalias !355
  %_18.i.i = icmp eq ptr %87, %scratch.0
  br i1 %_18.i.i, label %bb10.i.i, label %bb6.i.i

bb10.i.i:                                         ; preds = %bb4.backedge.i.i, %bb7.i.i, %bb3.i.i4.i.i, %bb2.i.i
  %sift.sroa.0.0.lcssa.i.i = phi ptr [ %73, %bb2.i.i ], [ %sift.sroa.0.03.i.i, %bb3.i.i4.i.i ], [ %sift.sroa.0.03.i.i, %bb7.i.i ], [ %scratch.0, %bb4.backedge.i.i ]
  store i64 %value.sroa.0.0.copyload.i.i, ptr %sift.sroa.0.0.lcssa.i.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 8
  store ptr %value.sroa.4.0.copyload.i.i, ptr %tmp.sroa.4.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 16
  store i64 %value.sroa.5.0.copyload.i.i, ptr %tmp.sroa.5.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !374, !noalias !387
  %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %sift.sroa.0.0.lcssa.i.i, i64 24
  store i64 %_8.i.i.i13.i, ptr %tmp.sroa.6.0.sift.sroa.0.0.lcssa.sroa_idx.i.i, align 8, !alias.scope !374, !noalias !387
  br label %bb24.i

bb24.i:                                           ; preds = %bb10.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i14.i", %bb3.i.i.i15.i
  %_78.i = add nuw i64 %iter1.sroa.0.06.i, 1
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17hb23dc84cc551c460E(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph129, i64 noundef %v.sroa.16.0121, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true, ptr noalias noundef align 8 dereferenceable(8) %is_less)
  br label %bb22

bb7:                                              ; preds = %bb5
  %97 = add i32 %limit.sroa.0.0120, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !458)
  %len_div_84.i = lshr i64 %v.sroa.16.0121, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 7
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 224
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0121, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17h81a21669b9d41c67E(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph129, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i)
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !461)
  call void @llvm.experimental.noalias.scope.decl(metadata !464)
  call void @llvm.experimental.noalias.scope.decl(metadata !466)
  call void @llvm.experimental.noalias.scope.decl(metadata !469)
  %98 = getelementptr inbounds nuw i8, ptr %b.i, i64 24
  %_7.i.i.i = load i64, ptr %98, align 8, !alias.scope !471, !noalias !472, !noundef !11
  %_8.i.i.i = load i64, ptr %4, align 8, !alias.scope !473, !noalias !474, !noundef !11
  %99 = icmp eq i64 %_7.i.i.i, %_8.i.i.i
  %100 = icmp ult i64 %_7.i.i.i, %_8.i.i.i
  br i1 %99, label %bb3.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

bb3.i.i.i:                                        ; preds = %bb3.i24
  %_9.i.i.i.i = load ptr, ptr %5, align 8, !alias.scope !473, !noalias !474, !nonnull !11, !noundef !11
  %101 = load i64, ptr %6, align 8, !alias.scope !473, !noalias !474, !noundef !11
  %102 = getelementptr inbounds nuw i8, ptr %b.i, i64 8
  %_13.i.i.i.i = load ptr, ptr %102, align 8, !alias.scope !471, !noalias !472, !nonnull !11, !noundef !11
  %103 = getelementptr inbounds nuw i8, ptr %b.i, i64 16
  %_12.i.i.i.i = load i64, ptr %103, align 8, !alias.scope !471, !noalias !472, !noundef !11
  %spec.store.select.i.i.i.i = call i64 @llvm.umin.i64(i64 %101, i64 %_12.i.i.i.i)
  %104 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i, ptr nonnull %_13.i.i.i.i, i64 %spec.store.select.i.i.i.i), !noalias !475
  %105 = sext i32 %104 to i64
  %106 = icmp eq i32 %104, 0
  %_14.i.i.i.i = sub i64 %101, %_12.i.i.i.i
  %spec.select.i.i.i.i = select i1 %106, i64 %_14.i.i.i.i, i64 %105
  %107 = icmp slt i64 %spec.select.i.i.i.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i": ; preds = %bb3.i.i.i, %bb3.i24
  %_0.sroa.0.0.i.i.i = phi i1 [ %107, %bb3.i.i.i ], [ %100, %bb3.i24 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !476)
  call void @llvm.experimental.noalias.scope.decl(metadata !479)
  call void @llvm.experimental.noalias.scope.decl(metadata !481)
  call void @llvm.experimental.noalias.scope.decl(metadata !484)
  %108 = getelementptr inbounds nuw i8, ptr %c.i, i64 24
  %_7.i.i5.i = load i64, ptr %108, align 8, !alias.scope !486, !noalias !487, !noundef !11
  %109 = icmp eq i64 %_7.i.i5.i, %_8.i.i.i
  %110 = icmp ult i64 %_7.i.i5.i, %_8.i.i.i
  br i1 %109, label %bb3.i.i8.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"

bb3.i.i8.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"
  %_9.i.i.i9.i = load ptr, ptr %5, align 8, !alias.scope !488, !noalias !489, !nonnull !11, !noundef !11
  %111 = load i64, ptr %6, align 8, !alias.scope !488, !noalias !489, !noundef !11
  %112 = getelementptr inbounds nuw i8, ptr %c.i, i64 8
  %_13.i.i.i10.i = load ptr, ptr %112, align 8, !alias.scope !486, !noalias !487, !nonnull !11, !noundef !11
  %113 = getelementptr inbounds nuw i8, ptr %c.i, i64 16
  %_12.i.i.i11.i = load i64, ptr %113, align 8, !alias.scope !486, !noalias !487, !noundef !11
  %spec.store.select.i.i.i12.i = call i64 @llvm.umin.i64(i64 %111, i64 %_12.i.i.i11.i)
  %114 = call i32 @memcmp(ptr nonnull %_9.i.i.i9.i, ptr nonnull %_13.i.i.i10.i, i64 %spec.store.select.i.i.i12.i), !noalias !490
  %115 = sext i32 %114 to i64
  %116 = icmp eq i32 %114, 0
  %_14.i.i.i13.i = sub i64 %111, %_12.i.i.i11.i
  %spec.select.i.i.i14.i = select i1 %116, i64 %_14.i.i.i13.i, i64 %115
  %117 = icmp slt i64 %spec.select.i.i.i14.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i": ; preds = %bb3.i.i8.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i"
  %_0.sroa.0.0.i.i7.i = phi i1 [ %117, %bb3.i.i8.i ], [ %110, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i" ]
  %118 = xor i1 %_0.sroa.0.0.i.i.i, %_0.sroa.0.0.i.i7.i
  br i1 %118, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i"
  call void @llvm.experimental.noalias.scope.decl(metadata !491)
  call void @llvm.experimental.noalias.scope.decl(metadata !494)
  call void @llvm.experimental.noalias.scope.decl(metadata !496)
  call void @llvm.experimental.noalias.scope.decl(metadata !499)
  %119 = icmp eq i64 %_7.i.i5.i, %_7.i.i.i
  %120 = icmp ult i64 %_7.i.i5.i, %_7.i.i.i
  br i1 %119, label %bb3.i.i19.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i"

bb3.i.i19.i:                                      ; preds = %bb3.i.i
  %121 = getelementptr inbounds nuw i8, ptr %b.i, i64 8
  %_9.i.i.i20.i = load ptr, ptr %121, align 8, !alias.scope !501, !noalias !502, !nonnull !11, !noundef !11
  %122 = getelementptr inbounds nuw i8, ptr %b.i, i64 16
  %123 = load i64, ptr %122, align 8, !alias.scope !501, !noalias !502, !noundef !11
  %124 = getelementptr inbounds nuw i8, ptr %c.i, i64 8
  %_13.i.i.i21.i = load ptr, ptr %124, align 8, !alias.scope !503, !noalias !504, !nonnull !11, !noundef !11
  %125 = getelementptr inbounds nuw i8, ptr %c.i, i64 16
  %_12.i.i.i22.i = load i64, ptr %125, align 8, !alias.scope !503, !noalias !504, !noundef !11
  %spec.store.select.i.i.i23.i = call i64 @llvm.umin.i64(i64 %123, i64 %_12.i.i.i22.i)
  %126 = call i32 @memcmp(ptr nonnull %_9.i.i.i20.i, ptr nonnull %_13.i.i.i21.i, i64 %spec.store.select.i.i.i23.i), !noalias !505
  %127 = sext i32 %126 to i64
  %128 = icmp eq i32 %126, 0
  %_14.i.i.i24.i = sub i64 %123, %_12.i.i.i22.i
  %spec.select.i.i.i25.i = select i1 %128, i64 %_14.i.i.i24.i, i64 %127
  %129 = icmp slt i64 %spec.select.i.i.i25.i, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i": ; preds = %bb3.i.i19.i, %bb3.i.i
  %_0.sroa.0.0.i.i18.i = phi i1 [ %129, %bb3.i.i19.i ], [ %120, %bb3.i.i ]
  %_12.i.i = xor i1 %_0.sroa.0.0.i.i.i, %_0.sroa.0.0.i.i18.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  br label %bb10

bb22:                                             ; preds = %bb3.thread, %bb9.i.i, %bb3, %bb6
  ret void

bb10:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i", %bb5.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %self.i, %bb5.i ], [ %v.sroa.0.0.ph129, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit15.i" ], [ %c.b.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit26.i" ]
  %130 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %131 = sub nuw i64 %130, %7
  %index.sroa.0.0.i = lshr exact i64 %131, 5
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.16.0121
  call void @llvm.assume(i1 %cond.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %pivot_copy)
  %self = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph129, i64 %131
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %pivot_copy, ptr noundef nonnull align 8 dereferenceable(32) %self, i64 32, i1 false)
  br i1 %.not, label %bb14, label %bb12

bb12:                                             ; preds = %bb10
  call void @llvm.experimental.noalias.scope.decl(metadata !506)
  call void @llvm.experimental.noalias.scope.decl(metadata !509)
  call void @llvm.experimental.noalias.scope.decl(metadata !511)
  call void @llvm.experimental.noalias.scope.decl(metadata !514)
  %132 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_7.i.i = load i64, ptr %132, align 8, !alias.scope !516, !noalias !517, !noundef !11
  %_8.i.i = load i64, ptr %8, align 8, !alias.scope !517, !noalias !516, !noundef !11
  %133 = icmp eq i64 %_7.i.i, %_8.i.i
  br i1 %133, label %bb3.i.i25, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"

bb3.i.i25:                                        ; preds = %bb12
  %_9.i.i.i = load ptr, ptr %9, align 8, !alias.scope !517, !noalias !516, !nonnull !11, !noundef !11
  %134 = load i64, ptr %10, align 8, !alias.scope !517, !noalias !516, !noundef !11
  %135 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_13.i.i.i = load ptr, ptr %135, align 8, !alias.scope !516, !noalias !517, !nonnull !11, !noundef !11
  %136 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_12.i.i.i26 = load i64, ptr %136, align 8, !alias.scope !516, !noalias !517, !noundef !11
  %spec.store.select.i.i.i = call i64 @llvm.umin.i64(i64 %134, i64 %_12.i.i.i26)
  %137 = call i32 @memcmp(ptr nonnull %_9.i.i.i, ptr nonnull %_13.i.i.i, i64 %spec.store.select.i.i.i), !noalias !518
  %138 = sext i32 %137 to i64
  %139 = icmp eq i32 %137, 0
  %_14.i.i.i27 = sub i64 %134, %_12.i.i.i26
  %spec.select.i.i.i = select i1 %139, i64 %_14.i.i.i27, i64 %138
  %140 = icmp slt i64 %spec.select.i.i.i, 0
  br i1 %140, label %bb14, label %bb17

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit": ; preds = %bb12
  %141 = icmp ult i64 %_7.i.i, %_8.i.i
  br i1 %141, label %bb14, label %bb17

bb14:                                             ; preds = %bb3.i.i25, %bb10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !519)
  call void @llvm.experimental.noalias.scope.decl(metadata !522)
  %_8.i28.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i28.not, label %bb28.i, label %bb30.i, !prof !433

bb30.i:                                           ; preds = %bb14
  %_83.i = getelementptr { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %142 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %143 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %144 = getelementptr inbounds nuw i8, ptr %self, i64 16
  br label %bb3.i29

bb28.i:                                           ; preds = %bb14
  call void @llvm.trap()
  unreachable

bb3.i29:                                          ; preds = %bb23.i, %bb30.i
  %state.sroa.11.0.i = phi i64 [ 0, %bb30.i ], [ %state.sroa.11.1.lcssa.i, %bb23.i ]
  %state.sroa.5.0.i = phi ptr [ %v.sroa.0.0.ph129, %bb30.i ], [ %_9.i13.i, %bb23.i ]
  %state.sroa.19.0.i = phi ptr [ %_83.i, %bb30.i ], [ %157, %bb23.i ]
  %pivot_pos.sroa.0.0.i = phi i64 [ %index.sroa.0.0.i, %bb30.i ], [ %v.sroa.16.0121, %bb23.i ]
  %loop_end.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i
  %_476.i = icmp ult ptr %state.sroa.5.0.i, %loop_end.i
  br i1 %_476.i, label %bb18.i, label %bb21.i

bb21.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33", %bb3.i29
  %state.sroa.11.1.lcssa.i = phi i64 [ %state.sroa.11.0.i, %bb3.i29 ], [ %156, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %state.sroa.5.1.lcssa.i = phi ptr [ %state.sroa.5.0.i, %bb3.i29 ], [ %_9.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %state.sroa.19.1.lcssa.i = phi ptr [ %state.sroa.19.0.i, %bb3.i29 ], [ %155, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ]
  %_55.i = icmp eq i64 %pivot_pos.sroa.0.0.i, %v.sroa.16.0121
  br i1 %_55.i, label %bb22.i, label %bb23.i

bb18.i:                                           ; preds = %bb3.i29, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"
  %state.sroa.19.19.i = phi ptr [ %155, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.19.0.i, %bb3.i29 ]
  %state.sroa.5.18.i = phi ptr [ %_9.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.5.0.i, %bb3.i29 ]
  %state.sroa.11.17.i = phi i64 [ %156, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33" ], [ %state.sroa.11.0.i, %bb3.i29 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !524)
  call void @llvm.experimental.noalias.scope.decl(metadata !527)
  call void @llvm.experimental.noalias.scope.decl(metadata !529)
  call void @llvm.experimental.noalias.scope.decl(metadata !532)
  %_7.i.i.i31 = load i64, ptr %142, align 8, !alias.scope !534, !noalias !535, !noundef !11
  %145 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 24
  %_8.i.i.i32 = load i64, ptr %145, align 8, !alias.scope !536, !noalias !537, !noundef !11
  %146 = icmp eq i64 %_7.i.i.i31, %_8.i.i.i32
  %147 = icmp ult i64 %_7.i.i.i31, %_8.i.i.i32
  br i1 %146, label %bb3.i.i.i36, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"

bb3.i.i.i36:                                      ; preds = %bb18.i
  %148 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 8
  %_9.i.i.i.i37 = load ptr, ptr %148, align 8, !alias.scope !536, !noalias !537, !nonnull !11, !noundef !11
  %149 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 16
  %150 = load i64, ptr %149, align 8, !alias.scope !536, !noalias !537, !noundef !11
  %_13.i.i.i.i38 = load ptr, ptr %143, align 8, !alias.scope !534, !noalias !535, !nonnull !11, !noundef !11
  %_12.i.i.i.i39 = load i64, ptr %144, align 8, !alias.scope !534, !noalias !535, !noundef !11
  %spec.store.select.i.i.i.i40 = call i64 @llvm.umin.i64(i64 %150, i64 %_12.i.i.i.i39)
  %151 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i37, ptr nonnull %_13.i.i.i.i38, i64 %spec.store.select.i.i.i.i40), !noalias !538
  %152 = sext i32 %151 to i64
  %153 = icmp eq i32 %151, 0
  %_14.i.i.i.i41 = sub i64 %150, %_12.i.i.i.i39
  %spec.select.i.i.i.i42 = select i1 %153, i64 %_14.i.i.i.i41, i64 %152
  %154 = icmp slt i64 %spec.select.i.i.i.i42, 0
  br label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33"

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit.i33": ; preds = %bb3.i.i.i36, %bb18.i
  %_0.sroa.0.0.i.i.i34 = phi i1 [ %154, %bb3.i.i.i36 ], [ %147, %bb18.i ]
  %155 = getelementptr inbounds i8, ptr %state.sroa.19.19.i, i64 -32
  %dst_base.sroa.0.0.i.i = select i1 %_0.sroa.0.0.i.i.i34, ptr %scratch.0, ptr %155
  %dst.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.11.17.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.i, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.18.i, i64 32, i1 false), !alias.scope !539, !noalias !540
  %_8.i.i35 = zext i1 %_0.sroa.0.0.i.i.i34 to i64
  %156 = add i64 %state.sroa.11.17.i, %_8.i.i35
  %_9.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i, i64 32
  %_47.i = icmp ult ptr %_9.i.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %157 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i, i64 -32
  %dst.i11.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %157, i64 %state.sroa.11.1.lcssa.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i11.i, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.1.lcssa.i, i64 32, i1 false), !alias.scope !539, !noalias !543
  %_9.i13.i = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i, i64 32
  br label %bb3.i29

bb22.i:                                           ; preds = %bb21.i
  %158 = shl i64 %state.sroa.11.1.lcssa.i, 5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %158, i1 false), !alias.scope !539
  %_63.i = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  %_9212.not.i = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i
  br i1 %_9212.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %159 = getelementptr { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
  %.neg = add i64 %state.sroa.11.1.lcssa.i, 1
  %xtraiter = and i64 %_63.i, 1
  %160 = icmp eq i64 %v.sroa.16.0121, %.neg
  br i1 %160, label %bb39.i.epil.preheader, label %bb39.lr.ph.i.new

bb39.lr.ph.i.new:                                 ; preds = %bb39.lr.ph.i
  %unroll_iter = and i64 %_63.i, -2
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i, %bb39.lr.ph.i.new
  %iter.sroa.0.013.i = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %_96.i.1, %bb39.i ]
  %niter = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %niter.next.1, %bb39.i ]
  %161 = xor i64 %iter.sroa.0.013.i, -1
  %_69.i = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %161
  %dst.i = getelementptr { %"alloc::string::String", i64 }, ptr %159, i64 %iter.sroa.0.013.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i, ptr noundef nonnull align 8 dereferenceable(32) %_69.i, i64 32, i1 false), !alias.scope !539
  %_96.i.1 = add nuw i64 %iter.sroa.0.013.i, 2
  %162 = xor i64 %iter.sroa.0.013.i, -2
  %_69.i.1 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %162
  %163 = getelementptr { %"alloc::string::String", i64 }, ptr %159, i64 %iter.sroa.0.013.i
  %dst.i.1 = getelementptr i8, ptr %163, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.1, ptr noundef nonnull align 8 dereferenceable(32) %_69.i.1, i64 32, i1 false), !alias.scope !539
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
  %164 = xor i64 %iter.sroa.0.013.i.epil.init, -1
  %_69.i.epil = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i, i64 %164
  %dst.i.epil = getelementptr { %"alloc::string::String", i64 }, ptr %159, i64 %iter.sroa.0.013.i.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.epil, ptr noundef nonnull align 8 dereferenceable(32) %_69.i.epil, i64 32, i1 false), !alias.scope !539
  br label %bb16

bb16:                                             ; preds = %bb39.i.epil.preheader, %bb16.loopexit.unr-lcssa, %bb22.i
  %165 = icmp eq i64 %state.sroa.11.1.lcssa.i, 0
  br i1 %165, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.11.1.lcssa.i, %v.sroa.16.0121
  br i1 %_6.not.i, label %bb3.i43, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit", !prof !67

bb3.i43:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #31, !noalias !546
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call void @_ZN4core5slice4sort6stable9quicksort9quicksort17he99dcfb478f27b08E(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %97, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(32) %pivot_copy, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less) #36
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.11.1.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %bb3.i.i25, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E.exit", %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !550)
  call void @llvm.experimental.noalias.scope.decl(metadata !553)
  %_8.i44.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0121
  br i1 %_8.i44.not, label %bb28.i47, label %bb30.i48, !prof !433

bb30.i48:                                         ; preds = %bb17
  %_83.i50 = getelementptr { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %v.sroa.16.0121
  %166 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %167 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %168 = getelementptr inbounds nuw i8, ptr %self, i64 16
  br label %bb3.i51

bb28.i47:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i51:                                          ; preds = %bb23.i63, %bb30.i48
  %state.sroa.11.0.i52 = phi i64 [ 0, %bb30.i48 ], [ %182, %bb23.i63 ]
  %state.sroa.5.0.i53 = phi ptr [ %v.sroa.0.0.ph129, %bb30.i48 ], [ %_9.i13.i65, %bb23.i63 ]
  %state.sroa.19.0.i54 = phi ptr [ %_83.i50, %bb30.i48 ], [ %181, %bb23.i63 ]
  %pivot_pos.sroa.0.0.i55 = phi i64 [ %index.sroa.0.0.i, %bb30.i48 ], [ %v.sroa.16.0121, %bb23.i63 ]
  %loop_end.i56 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %pivot_pos.sroa.0.0.i55
  %_476.i57 = icmp ult ptr %state.sroa.5.0.i53, %loop_end.i56
  br i1 %_476.i57, label %bb18.i76, label %bb21.i58

bb21.i58:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i", %bb3.i51
  %state.sroa.11.1.lcssa.i59 = phi i64 [ %state.sroa.11.0.i52, %bb3.i51 ], [ %180, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %state.sroa.5.1.lcssa.i60 = phi ptr [ %state.sroa.5.0.i53, %bb3.i51 ], [ %_9.i.i86, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %state.sroa.19.1.lcssa.i61 = phi ptr [ %state.sroa.19.0.i54, %bb3.i51 ], [ %179, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ]
  %_55.i62 = icmp eq i64 %pivot_pos.sroa.0.0.i55, %v.sroa.16.0121
  br i1 %_55.i62, label %bb22.i66, label %bb23.i63

bb18.i76:                                         ; preds = %bb3.i51, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"
  %state.sroa.19.19.i77 = phi ptr [ %179, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.19.0.i54, %bb3.i51 ]
  %state.sroa.5.18.i78 = phi ptr [ %_9.i.i86, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.5.0.i53, %bb3.i51 ]
  %state.sroa.11.17.i79 = phi i64 [ %180, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i" ], [ %state.sroa.11.0.i52, %bb3.i51 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !555)
  call void @llvm.experimental.noalias.scope.decl(metadata !558)
  call void @llvm.experimental.noalias.scope.decl(metadata !560)
  call void @llvm.experimental.noalias.scope.decl(metadata !563)
  call void @llvm.experimental.noalias.scope.decl(metadata !565)
  call void @llvm.experimental.noalias.scope.decl(metadata !568)
  %169 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 24
  %_7.i.i.i.i80 = load i64, ptr %169, align 8, !alias.scope !570, !noalias !571, !noundef !11
  %_8.i.i.i.i81 = load i64, ptr %166, align 8, !alias.scope !572, !noalias !573, !noundef !11
  %170 = icmp eq i64 %_7.i.i.i.i80, %_8.i.i.i.i81
  %171 = icmp ult i64 %_7.i.i.i.i80, %_8.i.i.i.i81
  br i1 %170, label %bb3.i.i.i.i88, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"

bb3.i.i.i.i88:                                    ; preds = %bb18.i76
  %_9.i.i.i.i.i89 = load ptr, ptr %167, align 8, !alias.scope !572, !noalias !573, !nonnull !11, !noundef !11
  %172 = load i64, ptr %168, align 8, !alias.scope !572, !noalias !573, !noundef !11
  %173 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 8
  %_13.i.i.i.i.i90 = load ptr, ptr %173, align 8, !alias.scope !570, !noalias !571, !nonnull !11, !noundef !11
  %174 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 16
  %_12.i.i.i.i.i91 = load i64, ptr %174, align 8, !alias.scope !570, !noalias !571, !noundef !11
  %spec.store.select.i.i.i.i.i92 = call i64 @llvm.umin.i64(i64 %172, i64 %_12.i.i.i.i.i91)
  %175 = call i32 @memcmp(ptr nonnull %_9.i.i.i.i.i89, ptr nonnull %_13.i.i.i.i.i90, i64 %spec.store.select.i.i.i.i.i92), !noalias !574
  %176 = sext i32 %175 to i64
  %177 = icmp eq i32 %175, 0
  %_14.i.i.i.i.i93 = sub i64 %172, %_12.i.i.i.i.i91
  %spec.select.i.i.i.i.i94 = select i1 %177, i64 %_14.i.i.i.i.i93, i64 %176
  %178 = icmp slt i64 %spec.select.i.i.i.i.i94, 0
  br label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i"

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE.exit.i": ; preds = %bb3.i.i.i.i88, %bb18.i76
  %_0.sroa.0.0.i.i.i.i82 = phi i1 [ %178, %bb3.i.i.i.i88 ], [ %171, %bb18.i76 ]
  %_0.i.i = xor i1 %_0.sroa.0.0.i.i.i.i82, true
  %179 = getelementptr inbounds i8, ptr %state.sroa.19.19.i77, i64 -32
  %dst_base.sroa.0.0.i.i83 = select i1 %_0.sroa.0.0.i.i.i.i82, ptr %179, ptr %scratch.0
  %dst.i.i84 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %dst_base.sroa.0.0.i.i83, i64 %state.sroa.11.17.i79
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i.i84, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.18.i78, i64 32, i1 false), !alias.scope !575, !noalias !576
  %_8.i.i85 = zext i1 %_0.i.i to i64
  %180 = add i64 %state.sroa.11.17.i79, %_8.i.i85
  %_9.i.i86 = getelementptr inbounds nuw i8, ptr %state.sroa.5.18.i78, i64 32
  %_47.i87 = icmp ult ptr %_9.i.i86, %loop_end.i56
  br i1 %_47.i87, label %bb18.i76, label %bb21.i58

bb23.i63:                                         ; preds = %bb21.i58
  %181 = getelementptr inbounds i8, ptr %state.sroa.19.1.lcssa.i61, i64 -32
  %dst.i11.i64 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %scratch.0, i64 %state.sroa.11.1.lcssa.i59
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i11.i64, ptr noundef nonnull align 8 dereferenceable(32) %state.sroa.5.1.lcssa.i60, i64 32, i1 false), !alias.scope !575, !noalias !579
  %182 = add i64 %state.sroa.11.1.lcssa.i59, 1
  %_9.i13.i65 = getelementptr inbounds nuw i8, ptr %state.sroa.5.1.lcssa.i60, i64 32
  br label %bb3.i51

bb22.i66:                                         ; preds = %bb21.i58
  %183 = shl i64 %state.sroa.11.1.lcssa.i59, 5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph129, ptr nonnull align 8 %scratch.0, i64 %183, i1 false), !alias.scope !575
  %_63.i67 = sub i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i59
  %_9212.not.i68 = icmp eq i64 %v.sroa.16.0121, %state.sroa.11.1.lcssa.i59
  br i1 %_9212.not.i68, label %bb3.thread, label %bb39.lr.ph.i69

bb39.lr.ph.i69:                                   ; preds = %bb22.i66
  %184 = getelementptr { %"alloc::string::String", i64 }, ptr %v.sroa.0.0.ph129, i64 %state.sroa.11.1.lcssa.i59
  %.neg291 = add i64 %state.sroa.11.1.lcssa.i59, 1
  %xtraiter286 = and i64 %_63.i67, 1
  %185 = icmp eq i64 %v.sroa.16.0121, %.neg291
  br i1 %185, label %bb39.i70.epil.preheader, label %bb39.lr.ph.i69.new

bb39.lr.ph.i69.new:                               ; preds = %bb39.lr.ph.i69
  %unroll_iter289 = and i64 %_63.i67, -2
  br label %bb39.i70

bb39.i70:                                         ; preds = %bb39.i70, %bb39.lr.ph.i69.new
  %iter.sroa.0.013.i71 = phi i64 [ 0, %bb39.lr.ph.i69.new ], [ %_96.i72.1, %bb39.i70 ]
  %niter290 = phi i64 [ 0, %bb39.lr.ph.i69.new ], [ %niter290.next.1, %bb39.i70 ]
  %186 = xor i64 %iter.sroa.0.013.i71, -1
  %_69.i73 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %186
  %dst.i74 = getelementptr { %"alloc::string::String", i64 }, ptr %184, i64 %iter.sroa.0.013.i71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73, i64 32, i1 false), !alias.scope !575
  %_96.i72.1 = add nuw i64 %iter.sroa.0.013.i71, 2
  %187 = xor i64 %iter.sroa.0.013.i71, -2
  %_69.i73.1 = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %187
  %188 = getelementptr { %"alloc::string::String", i64 }, ptr %184, i64 %iter.sroa.0.013.i71
  %dst.i74.1 = getelementptr i8, ptr %188, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74.1, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73.1, i64 32, i1 false), !alias.scope !575
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
  %189 = xor i64 %iter.sroa.0.013.i71.epil.init, -1
  %_69.i73.epil = getelementptr { %"alloc::string::String", i64 }, ptr %_83.i50, i64 %189
  %dst.i74.epil = getelementptr { %"alloc::string::String", i64 }, ptr %184, i64 %iter.sroa.0.013.i71.epil.init
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %dst.i74.epil, ptr noundef nonnull align 8 dereferenceable(32) %_69.i73.epil, i64 32, i1 false), !alias.scope !575
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
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.11.1.lcssa.i59, i64 noundef %v.sroa.16.0121, i64 noundef %v.sroa.16.0121, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #31
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17ha1e72ba8110352faE"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef %cap, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1) unnamed_addr #8 {
start:
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38.not = icmp ugt i64 %_33.0, %_40
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !228
  br i1 %or.cond, label %bb11, label %bb15, !prof !228

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
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 0, 9223372036854775805) %_33.0) #33
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i10

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i10:                                        ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0) #33
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
; Function Attrs: cold nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef range(i64 1, 0) %additional, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1) unnamed_addr #9 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !582)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !73, !alias.scope !582, !noundef !11
  %v16.i = shl nuw i64 %self5.i, 1
  %_0.sroa.0.0.i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %_0.sroa.0.0.i16.i = tail call noundef i64 @llvm.umax.i64(i64 %_0.sroa.0.0.i.i, i64 4)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !582
  %0 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  %self.val15.i = load ptr, ptr %0, align 8, !alias.scope !582
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17ha1e72ba8110352faE"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self5.i, ptr %self.val15.i, i64 noundef %_0.sroa.0.0.i16.i, i64 noundef range(i64 4, 9) %elem_layout.0, i64 noundef range(i64 4, 33) %elem_layout.1), !noalias !582
  %_37.i = load i64, ptr %self3.i, align 8, !range !585, !noalias !582, !noundef !11
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !586, !noalias !582, !noundef !11
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !582
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !582
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #32
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !582, !nonnull !11, !noundef !11
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !582
  store ptr %v.0.i, ptr %0, align 8, !alias.scope !582
  %4 = icmp sgt i64 %_0.sroa.0.0.i16.i, -1
  tail call void @llvm.assume(i1 %4)
  store i64 %_0.sroa.0.0.i16.i, ptr %slf, align 8, !alias.scope !582
  ret void
}

; tally::mean
; Function Attrs: nonlazybind uwtable
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
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !587

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
  br i1 %_28.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he823d56cf757f166E.exit", label %bb8.i, !llvm.loop !590

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
  tail call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_25f4874e93af7e7fcba41d9430f5fb5d) #31
  unreachable
}

; tally::Tally::add
; Function Attrs: nonlazybind uwtable
define void @_ZN5tally5Tally3add17h636a43b680b88768E(ptr noalias noundef align 8 dereferenceable(72) %self, ptr noalias noundef nonnull readonly align 1 captures(none) %word.0, i64 noundef %word.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5)
  %_38.not.i = icmp slt i64 %word.1, 0
  br i1 %_38.not.i, label %bb9, label %bb18.i, !prof !228

bb18.i:                                           ; preds = %start
  %0 = icmp eq i64 %word.1, 0
  br i1 %0, label %bb6, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i: ; preds = %bb18.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !591
; call __rustc::__rust_alloc
  %1 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !591
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !594)
  %hash_builder.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  %hash_builder.val.i = load i64, ptr %hash_builder.i, align 8, !alias.scope !594, !noalias !597, !noundef !11
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %hash_builder.val5.i = load i64, ptr %4, align 8, !alias.scope !594, !noalias !597, !noundef !11
; call core::hash::BuildHasher::hash_one
  %hash.i = call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i, i64 %hash_builder.val5.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %_5), !noalias !600
  tail call void @llvm.experimental.noalias.scope.decl(metadata !601)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !604)
  %_19.i.i.i = lshr i64 %hash.i, 57
  %tag_hash.i.i.i = trunc nuw nsw i64 %_19.i.i.i to i8
  %5 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %bucket_mask.i.i.i = load i64, ptr %5, align 8, !alias.scope !607, !noalias !608, !noundef !11
  %_27.i.i.i = load ptr, ptr %_29, align 8, !alias.scope !607, !noalias !608, !nonnull !11, !noundef !11
  %6 = insertelement <16 x i8> poison, i8 %tag_hash.i.i.i, i64 0
  %7 = shufflevector <16 x i8> %6, <16 x i8> poison, <16 x i32> zeroinitializer
  %8 = inttoptr i64 %word.1 to ptr
  br label %bb1.i.i.i

cleanup.i:                                        ; preds = %bb6.i.i
  %9 = landingpad { ptr, i32 }
          cleanup
  br i1 %0, label %common.resume, label %common.resume.sink.split

bb1.i.i.i:                                        ; preds = %bb20.i.i.i, %bb6
  %probe_seq.sroa.9.0.i.i.i = phi i64 [ 0, %bb6 ], [ %20, %bb20.i.i.i ]
  %hash.pn.i.i.i = phi i64 [ %hash.i, %bb6 ], [ %21, %bb20.i.i.i ]
  %probe_seq.sroa.0.0.i.i.i = and i64 %hash.pn.i.i.i, %bucket_mask.i.i.i
  %_25.i.i.i = getelementptr inbounds nuw i8, ptr %_27.i.i.i, i64 %probe_seq.sroa.0.0.i.i.i
  %dst.sroa.0.0.copyload.i19.i.i = load <16 x i8>, ptr %_25.i.i.i, align 1, !noalias !611
  %10 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, %7
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
  %.val2.i.i.i = load i64, ptr %14, align 8, !noalias !614, !noundef !11
  %_11.i.i.i.i.i.i = icmp eq i64 %.val2.i.i.i, %word.1
  br i1 %_11.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i", label %bb17.i.i.i, !prof !617

"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i": ; preds = %bb10.i.i.i
  %15 = getelementptr i8, ptr %13, i64 -24
  %.val.i.i.i = load ptr, ptr %15, align 8, !noalias !614, !nonnull !11, !noundef !11
  %bcmp.i.i.i.i.i.i.i = tail call i32 @bcmp(ptr nonnull readonly %.val.i.i.i, ptr nonnull readonly %3, i64 %word.1), !noalias !614
  %_0.i.i.i.i.i.i.i = icmp eq i32 %bcmp.i.i.i.i.i.i.i, 0
  br i1 %_0.i.i.i.i.i.i.i, label %bb2.i1, label %bb17.i.i.i, !prof !618

bb11.i.i.i:                                       ; preds = %bb17.i.i.i, %bb1.i.i.i
  %16 = icmp eq <16 x i8> %dst.sroa.0.0.copyload.i19.i.i, splat (i8 -1)
  %17 = bitcast <16 x i1> %16 to i16
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %bb20.i.i.i, label %bb3.i, !prof !67

bb17.i.i.i:                                       ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i", %bb10.i.i.i
  %19 = add i16 %iter.sroa.0.0.i26.i.i, -1
  %_50.i.i.i = and i16 %19, %iter.sroa.0.0.i26.i.i
  %.not.i.not.i.i = icmp eq i16 %_50.i.i.i, 0
  br i1 %.not.i.not.i.i, label %bb11.i.i.i, label %bb10.i.i.i

bb20.i.i.i:                                       ; preds = %bb11.i.i.i
  %20 = add i64 %probe_seq.sroa.9.0.i.i.i, 16
  %21 = add i64 %probe_seq.sroa.0.0.i.i.i, %20
  br label %bb1.i.i.i

bb2.i1:                                           ; preds = %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE.exit.i.i"
  br i1 %0, label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit", label %bb2.i.i.i4.i.i6.i

bb2.i.i.i4.i.i6.i:                                ; preds = %bb2.i1
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %3, i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !597
  br label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit"

bb3.i:                                            ; preds = %bb11.i.i.i
  %22 = getelementptr inbounds nuw i8, ptr %self, i64 40
  %_5.i.i = load i64, ptr %22, align 8, !alias.scope !619, !noalias !622, !noundef !11
  %b.i.i = icmp eq i64 %_5.i.i, 0
  br i1 %b.i.i, label %bb6.i.i, label %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit", !prof !67

bb6.i.i:                                          ; preds = %bb3.i
; invoke hashbrown::raw::RawTable<T,A>::reserve_rehash
  %23 = invoke { i64, i64 } @"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash17ha7a70c12e2e13729E"(ptr noalias noundef nonnull align 8 dereferenceable(48) %_29, i64 noundef 1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %hash_builder.i, i1 noundef zeroext true)
          to label %.noexc.i unwind label %cleanup.i, !noalias !597

.noexc.i:                                         ; preds = %bb6.i.i
  %self.val.i.i.pre = load ptr, ptr %_29, align 8, !alias.scope !624, !noalias !627
  %self.val4.i.i.pre = load i64, ptr %5, align 8, !alias.scope !624, !noalias !627
  br label %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit"

common.resume.sink.split:                         ; preds = %cleanup.i, %cleanup.i14
  %.sink = phi ptr [ %46, %cleanup.i14 ], [ %3, %cleanup.i ]
  %common.resume.op.ph = phi { ptr, i32 } [ %48, %cleanup.i14 ], [ %9, %cleanup.i ]
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %.sink, i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !11
  br label %common.resume

common.resume:                                    ; preds = %common.resume.sink.split, %cleanup.i14, %cleanup.i
  %common.resume.op = phi { ptr, i32 } [ %9, %cleanup.i ], [ %48, %cleanup.i14 ], [ %common.resume.op.ph, %common.resume.sink.split ]
  resume { ptr, i32 } %common.resume.op

"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit": ; preds = %bb3.i, %.noexc.i
  %self.val4.i.i = phi i64 [ %bucket_mask.i.i.i, %bb3.i ], [ %self.val4.i.i.pre, %.noexc.i ]
  %self.val.i.i = phi ptr [ %_27.i.i.i, %bb3.i ], [ %self.val.i.i.pre, %.noexc.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !624)
  %probe_seq.sroa.0.05.i.i.i = and i64 %self.val4.i.i, %hash.i
  %_176.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %probe_seq.sroa.0.05.i.i.i
  %dst.sroa.0.0.copyload.i47.i.i.i = load <16 x i8>, ptr %_176.i.i.i, align 1, !noalias !631
  %24 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i.i.i, zeroinitializer
  %25 = bitcast <16 x i1> %24 to i16
  %.not.i8.i.i.i = icmp eq i16 %25, 0
  br i1 %.not.i8.i.i.i, label %bb6.i.i.i, label %bb5.i.i.i, !prof !634

bb5:                                              ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr nonnull align 1 %word.0, i64 %word.1, i1 false)
  br label %bb6

bb5.i.i.i:                                        ; preds = %bb6.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit"
  %probe_seq.sroa.0.0.lcssa.i.i.i = phi i64 [ %probe_seq.sroa.0.05.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ], [ %probe_seq.sroa.0.0.i.i.i3, %bb6.i.i.i ]
  %.lcssa.i.i.i = phi i16 [ %25, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ], [ %36, %bb6.i.i.i ]
  %26 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i.i.i, i1 true)
  %_17.i.i.i.i = zext nneg i16 %26 to i64
  %_8.i.i.i.i = add i64 %probe_seq.sroa.0.0.lcssa.i.i.i, %_17.i.i.i.i
  %_7.i.i.i.i = and i64 %_8.i.i.i.i, %self.val4.i.i
  %_8.i5.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %_7.i.i.i.i
  %_12.i.i.i.i = load i8, ptr %_8.i5.i.i.i, align 1, !noalias !635, !noundef !11
  %27 = icmp sgt i8 %_12.i.i.i.i, -1
  br i1 %27, label %bb2.i.i.i.i, label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread", !prof !67

bb2.i.i.i.i:                                      ; preds = %bb5.i.i.i
  %28 = load <16 x i8>, ptr %self.val.i.i, align 16, !noalias !636
  %29 = icmp slt <16 x i8> %28, zeroinitializer
  %30 = bitcast <16 x i1> %29 to i16
  %.not.i6.i.i.i = icmp ne i16 %30, 0
  %31 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %30, i1 true)
  %_24.i.i.i.i = zext nneg i16 %31 to i64
  tail call void @llvm.assume(i1 %.not.i6.i.i.i)
  %_13.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %_24.i.i.i.i
  %old_ctrl.pre.i.i = load i8, ptr %_13.phi.trans.insert.i.i, align 1, !noalias !635
  br label %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread"

bb6.i.i.i:                                        ; preds = %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit", %bb6.i.i.i
  %probe_seq.sroa.0.09.i.i.i = phi i64 [ %probe_seq.sroa.0.0.i.i.i3, %bb6.i.i.i ], [ %probe_seq.sroa.0.05.i.i.i, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ]
  %32 = phi i64 [ %33, %bb6.i.i.i ], [ 0, %"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE.exit" ]
  %33 = add i64 %32, 16
  %34 = add i64 %33, %probe_seq.sroa.0.09.i.i.i
  %probe_seq.sroa.0.0.i.i.i3 = and i64 %34, %self.val4.i.i
  %_17.i.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %probe_seq.sroa.0.0.i.i.i3
  %dst.sroa.0.0.copyload.i4.i.i.i = load <16 x i8>, ptr %_17.i.i.i, align 1, !noalias !631
  %35 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i.i.i, zeroinitializer
  %36 = bitcast <16 x i1> %35 to i16
  %.not.i.i.i.i = icmp eq i16 %36, 0
  br i1 %.not.i.i.i.i, label %bb6.i.i.i, label %bb5.i.i.i, !prof !639

"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread": ; preds = %bb5.i.i.i, %bb2.i.i.i.i
  %old_ctrl.i.i = phi i8 [ %old_ctrl.pre.i.i, %bb2.i.i.i.i ], [ %_12.i.i.i.i, %bb5.i.i.i ]
  %index.sroa.0.0.i.i.i.i = phi i64 [ %_24.i.i.i.i, %bb2.i.i.i.i ], [ %_7.i.i.i.i, %bb5.i.i.i ]
  %_13.i.i = getelementptr inbounds nuw i8, ptr %self.val.i.i, i64 %index.sroa.0.0.i.i.i.i
  %_22.i.i = add i64 %index.sroa.0.0.i.i.i.i, -16
  %_21.i.i = and i64 %_22.i.i, %self.val4.i.i
  store i8 %tag_hash.i.i.i, ptr %_13.i.i, align 1, !noalias !635
  %37 = getelementptr i8, ptr %self.val.i.i, i64 %_21.i.i
  %_29.i.i = getelementptr i8, ptr %37, i64 16
  store i8 %tag_hash.i.i.i, ptr %_29.i.i, align 1, !noalias !635
  %_42.i.i = sub nsw i64 0, %index.sroa.0.0.i.i.i.i
  %38 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %self.val.i.i, i64 %_42.i.i
  %_44.i.i = and i8 %old_ctrl.i.i, 1
  %_6.i.i = zext nneg i8 %_44.i.i to i64
  %39 = getelementptr inbounds i8, ptr %38, i64 -32
  store i64 %word.1, ptr %39, align 8, !noalias !624
  %_4.sroa.6.0..sroa_idx = getelementptr inbounds i8, ptr %38, i64 -24
  store ptr %3, ptr %_4.sroa.6.0..sroa_idx, align 8, !noalias !624
  %_4.sroa.8.0..sroa_idx = getelementptr inbounds i8, ptr %38, i64 -16
  store ptr %8, ptr %_4.sroa.8.0..sroa_idx, align 8, !noalias !624
  %_7.sroa.4.0..sroa_idx.i = getelementptr inbounds i8, ptr %38, i64 -8
  store i64 0, ptr %_7.sroa.4.0..sroa_idx.i, align 8, !noalias !640
  %40 = load <2 x i64>, ptr %22, align 8, !alias.scope !624, !noalias !627
  %41 = insertelement <2 x i64> <i64 poison, i64 -1>, i64 %_6.i.i, i64 0
  %42 = sub <2 x i64> %40, %41
  store <2 x i64> %42, ptr %22, align 8, !alias.scope !624, !noalias !627
  %_0.sroa.0.0.i72 = getelementptr inbounds i8, ptr %38, i64 -8
  br label %bb18.i6

"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit": ; preds = %bb2.i1, %bb2.i.i.i4.i.i6.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_5)
  %_0.sroa.0.0.i.phi.trans.insert = getelementptr inbounds i8, ptr %13, i64 -8
  %_6.pre = load i64, ptr %_0.sroa.0.0.i.phi.trans.insert, align 8
  %_0.sroa.0.0.i = getelementptr inbounds i8, ptr %13, i64 -8
  %43 = icmp eq i64 %_6.pre, 0
  br i1 %43, label %bb18.i6, label %bb4

bb18.i6:                                          ; preds = %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread", %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit"
  %_0.sroa.0.0.i74 = phi ptr [ %_0.sroa.0.0.i72, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit.thread" ], [ %_0.sroa.0.0.i, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ]
  br i1 %0, label %bb16, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7: ; preds = %bb18.i6
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !641
; call __rustc::__rust_alloc
  %44 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %word.1, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !641
  %45 = icmp eq ptr %44, null
  br i1 %45, label %bb18, label %bb15

bb18:                                             ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 1, i64 %word.1) #32
  unreachable

bb16:                                             ; preds = %bb18.i6, %bb15
  %46 = phi ptr [ %44, %bb15 ], [ inttoptr (i64 1 to ptr), %bb18.i6 ]
  %47 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %len.i = load i64, ptr %47, align 8, !alias.scope !644, !noalias !647, !noundef !11
  %self1.i = load i64, ptr %self, align 8, !range !73, !alias.scope !644, !noalias !647, !noundef !11
  %_4.i = icmp eq i64 %len.i, %self1.i
  br i1 %_4.i, label %bb1.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit"

bb1.i:                                            ; preds = %bb16
; invoke <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
  invoke void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef nonnull align 8 dereferenceable(24) %self)
          to label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit" unwind label %cleanup.i14, !noalias !647

cleanup.i14:                                      ; preds = %bb1.i
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = icmp eq i64 %word.1, 0
  br i1 %49, label %common.resume, label %common.resume.sink.split

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit": ; preds = %bb16, %bb1.i
  %50 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_14.i = load ptr, ptr %50, align 8, !alias.scope !644, !noalias !647, !nonnull !11, !noundef !11
  %end.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_14.i, i64 %len.i
  store i64 %word.1, ptr %end.i, align 8
  %_8.sroa.5.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 8
  store ptr %46, ptr %_8.sroa.5.0.end.i.sroa_idx, align 8
  %_8.sroa.7.0.end.i.sroa_idx = getelementptr inbounds nuw i8, ptr %end.i, i64 16
  store i64 %word.1, ptr %_8.sroa.7.0.end.i.sroa_idx, align 8
  %51 = add i64 %len.i, 1
  store i64 %51, ptr %47, align 8, !alias.scope !644, !noalias !647
  %.pre = load i64, ptr %_0.sroa.0.0.i74, align 8
  br label %bb4

bb15:                                             ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i7
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %44, ptr nonnull align 1 %word.0, i64 %word.1, i1 false)
  br label %bb16

bb4:                                              ; preds = %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit"
  %_0.sroa.0.0.i73 = phi ptr [ %_0.sroa.0.0.i, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ], [ %_0.sroa.0.0.i74, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit" ]
  %52 = phi i64 [ %_6.pre, %"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E.exit" ], [ %.pre, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE.exit" ]
  %53 = add i64 %52, 1
  store i64 %53, ptr %_0.sroa.0.0.i73, align 8
  ret void
}

; tally::Tally::new
; Function Attrs: nonlazybind uwtable
define void @_ZN5tally5Tally3new17h64c75309aa1ae5bcE(ptr dead_on_unwind noalias noundef writable writeonly sret([72 x i8]) align 8 captures(none) dereferenceable(72) initializes((0, 72)) %_0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_3.i.i.i.i = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr @_RNvNCNKNvNvMNtNtCsjrHSEGnQ3l9_3std4hash6randomNtBa_11RandomState3new4KEYS0s_023___RUST_STD_INTERNAL_VAL)
  %_12.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 16
  %0 = load i8, ptr %_12.i.i.i.i.i, align 8, !range !9, !noalias !649, !noundef !11
  %_4.i.i.i.i.i = trunc nuw i8 %0 to i1
  br i1 %_4.i.i.i.i.i, label %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i, label %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i", !prof !658

start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i: ; preds = %start
  %_9.i.pre.i.i = load i64, ptr %_3.i.i.i.i, align 8, !noalias !659
  %.phi.trans.insert.i.i = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  %_10.i.pre.i.i = load i64, ptr %.phi.trans.insert.i.i, align 8, !noalias !659
  br label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit"

"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i": ; preds = %start
; call std::sys::random::linux::hashmap_random_keys
  %1 = tail call { i64, i64 } @_RNvNtNtNtCsjrHSEGnQ3l9_3std3sys6random5linux19hashmap_random_keys(), !noalias !660
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  store i64 %3, ptr %4, align 8, !noalias !660
  store i8 1, ptr %_12.i.i.i.i.i, align 8, !noalias !660
  br label %"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit"

"_ZN3std6thread5local17LocalKey$LT$T$GT$4with17h49b4323ca650c4d1E.exit": ; preds = %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i"
  %_3.1.pre-phi = phi i64 [ %_10.i.pre.i.i, %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i ], [ %3, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i" ]
  %_9.i.i.i = phi i64 [ %_9.i.pre.i.i, %start._ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE.exit_crit_edge.i.i ], [ %2, %"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE.exit.i.i" ]
  %_4.i.i.i = add i64 %_9.i.i.i, 1
  store i64 %_4.i.i.i, ptr %_3.i.i.i.i, align 8, !noalias !659
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
; Function Attrs: nonlazybind uwtable
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !663)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !666)
  %4 = getelementptr inbounds nuw i8, ptr %self, i64 48
  %_11.i = load i64, ptr %4, align 8, !alias.scope !663, !noalias !666, !noundef !11
  %5 = icmp eq i64 %_11.i, 0
  br i1 %5, label %bb4, label %bb2.i

bb2.i:                                            ; preds = %bb1
  %_18 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %hash_builder.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  %hash_builder.val.i = load i64, ptr %hash_builder.i, align 8, !alias.scope !663, !noalias !666, !noundef !11
  %6 = getelementptr inbounds nuw i8, ptr %self, i64 64
  %hash_builder.val1.i = load i64, ptr %6, align 8, !alias.scope !663, !noalias !666, !noundef !11
; call core::hash::BuildHasher::hash_one
  %hash.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i, i64 %hash_builder.val1.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %w), !noalias !663
  tail call void @llvm.experimental.noalias.scope.decl(metadata !668)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !671)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !673)
  %_19.i.i.i = lshr i64 %hash.i, 57
  %tag_hash.i.i.i = trunc nuw nsw i64 %_19.i.i.i to i8
  %7 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %bucket_mask.i.i.i = load i64, ptr %7, align 8, !alias.scope !676, !noalias !677, !noundef !11
  %_27.i.i.i = load ptr, ptr %_18, align 8, !alias.scope !676, !noalias !677, !nonnull !11, !noundef !11
  %8 = insertelement <16 x i8> poison, i8 %tag_hash.i.i.i, i64 0
  %9 = shufflevector <16 x i8> %8, <16 x i8> poison, <16 x i32> zeroinitializer
  %_4.val1.i.i.i.i = load i64, ptr %3, align 8, !alias.scope !679, !noalias !680
  %_4.val.i.i.i.i = load ptr, ptr %2, align 8, !alias.scope !679, !noalias !680, !nonnull !11
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb20.i.i.i, %bb2.i
  %probe_seq.sroa.9.0.i.i.i = phi i64 [ 0, %bb2.i ], [ %20, %bb20.i.i.i ]
  %hash.pn.i.i.i = phi i64 [ %hash.i, %bb2.i ], [ %21, %bb20.i.i.i ]
  %probe_seq.sroa.0.0.i.i.i = and i64 %hash.pn.i.i.i, %bucket_mask.i.i.i
  %_25.i.i.i = getelementptr inbounds nuw i8, ptr %_27.i.i.i, i64 %probe_seq.sroa.0.0.i.i.i
  %dst.sroa.0.0.copyload.i19.i.i = load <16 x i8>, ptr %_25.i.i.i, align 1, !noalias !681
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
  %.val2.i.i.i = load i64, ptr %14, align 8, !noalias !684, !noundef !11
  %_11.i.i.i.i.i.i.i = icmp eq i64 %_4.val1.i.i.i.i, %.val2.i.i.i
  br i1 %_11.i.i.i.i.i.i.i, label %"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i", label %bb17.i.i.i, !prof !617

"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E.exit.i.i": ; preds = %bb10.i.i.i
  %15 = getelementptr i8, ptr %13, i64 -24
  %.val.i.i.i = load ptr, ptr %15, align 8, !noalias !684, !nonnull !11, !noundef !11
  %bcmp.i.i.i.i.i.i.i.i = tail call i32 @bcmp(ptr nonnull readonly %_4.val.i.i.i.i, ptr nonnull readonly %.val.i.i.i, i64 %_4.val1.i.i.i.i), !noalias !684
  %_0.i.i.i.i.i.i.i.i = icmp eq i32 %bcmp.i.i.i.i.i.i.i.i, 0
  br i1 %_0.i.i.i.i.i.i.i.i, label %bb5, label %bb17.i.i.i, !prof !618

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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_9, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4241ec48dabcfebd5e7460ef4113ae21) #31
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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_a7d7769291fb702cd4ca6ef64f027ff9, i64 noundef 22, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3293d08f6fa94835743189d7e6fea1f3) #31
  unreachable
}

; tally::Tally::top
; Function Attrs: nonlazybind uwtable
define void @_ZN5tally5Tally3top17hcb1802dea8f33337E(ptr dead_on_unwind noalias noundef writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(72) %self, i64 noundef %k) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %is_less.i.i = alloca [8 x i8], align 8
  %_7.i.i.i.i = alloca [32 x i8], align 8
  %_3.sroa.7.sroa.5.i.i.i = alloca [16 x i8], align 8
  %_7.i.i = alloca [32 x i8], align 8
  %_3.sroa.7.sroa.5.i = alloca [16 x i8], align 8
  %vector.i = alloca [24 x i8], align 8
  %all = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %all)
  %_6 = getelementptr inbounds nuw i8, ptr %self, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !687)
  %self1.i = load ptr, ptr %_6, align 8, !alias.scope !687, !noalias !690, !nonnull !11, !noundef !11
  %0 = load <16 x i8>, ptr %self1.i, align 16, !noalias !692
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 48
  %_12.i = load i64, ptr %1, align 8, !alias.scope !687, !noalias !690, !noundef !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !697)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.sroa.7.sroa.5.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !700
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
  %6 = load <16 x i8>, ptr %_1716.i.i.i.i.i, align 16, !noalias !702
  %7 = icmp sgt <16 x i8> %6, splat (i8 -1)
  %8 = getelementptr inbounds i8, ptr %5, i64 -512
  %_17.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_1716.i.i.i.i.i, i64 16
  %self3.cast.i.i.i.i.i = bitcast <16 x i1> %7 to i16
  %.not.i.i.i.i.i = icmp eq i16 %self3.cast.i.i.i.i.i, 0
  br i1 %.not.i.i.i.i.i, label %bb9.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"

"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i": ; preds = %bb9.i.i.i.i.i, %bb6.i.i.i.i
  %_4.sroa.4.0 = phi ptr [ %next_ctrl.i.i, %bb6.i.i.i.i ], [ %_17.i.i.i.i.i, %bb9.i.i.i.i.i ]
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
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i), !noalias !714
  %.val.i.i = load i64, ptr %_10.i.i.i.i, align 8, !noalias !714
; call <alloc::string::String as core::clone::Clone>::clone
  call void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(32) %_7.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %13), !noalias !714
  %14 = getelementptr inbounds nuw i8, ptr %_7.i.i, i64 24
  store i64 %.val.i.i, ptr %14, align 8, !alias.scope !715, !noalias !718
  %_3.sroa.0.0.copyload10.i = load i64, ptr %_7.i.i, align 8, !noalias !720
  %_3.sroa.7.0._7.i.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_7.i.i, i64 8
  %_3.sroa.7.sroa.0.0.copyload.i = load ptr, ptr %_3.sroa.7.0._7.i.sroa_idx.i, align 8, !noalias !720
  %_3.sroa.7.sroa.5.0._3.sroa.7.0._7.i.sroa_idx.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_7.i.i, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.i, ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.0._3.sroa.7.0._7.i.sroa_idx.sroa_idx.i, i64 16, i1 false), !noalias !700
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i), !noalias !714
  %.not.i = icmp eq i64 %_3.sroa.0.0.copyload10.i, -9223372036854775808
  br i1 %.not.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread", label %bb14.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread": ; preds = %start, %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"
  store i64 0, ptr %all, align 8, !alias.scope !697, !noalias !721
  %15 = getelementptr inbounds nuw i8, ptr %all, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %15, align 8, !alias.scope !697, !noalias !721
  %16 = getelementptr inbounds nuw i8, ptr %all, i64 16
  store i64 0, ptr %16, align 8, !alias.scope !697, !noalias !721
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !700
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.sroa.5.i)
  %17 = getelementptr inbounds nuw i8, ptr %all, i64 16
  call void @llvm.lifetime.start.p0(ptr nonnull %is_less.i.i), !noalias !722
  br label %bb2

cleanup2.i:                                       ; preds = %bb3.i.i
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = icmp eq i64 %_3.sroa.0.0.copyload10.i, 0
  br i1 %19, label %common.resume, label %bb2.i.i.i4.i.i.i.i

bb2.i.i.i4.i.i.i.i:                               ; preds = %cleanup2.i
  %20 = icmp ne ptr %_3.sroa.7.sroa.0.0.copyload.i, null
  tail call void @llvm.assume(i1 %20)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3.sroa.7.sroa.0.0.copyload.i, i64 noundef %_3.sroa.0.0.copyload10.i, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !700
  br label %common.resume

bb14.i:                                           ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i"
  %_0.sroa.0.0.i.i = tail call noundef i64 @llvm.umax.i64(i64 %_12.i, i64 4)
  %_33.0.i.i.i = shl i64 %_0.sroa.0.0.i.i, 5
  %_33.1.i.i.i = icmp ugt i64 %_12.i, 576460752303423487
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !228

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb14.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !725
; call __rustc::__rust_alloc
  %21 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #33, !noalias !725
  %22 = icmp eq ptr %21, null
  br i1 %22, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %23 = icmp sgt i64 %_0.sroa.0.0.i.i, -1
  tail call void @llvm.assume(i1 %23)
  store i64 %_3.sroa.0.0.copyload10.i, ptr %21, align 8, !noalias !700
  %src.sroa.4.0._26.1.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i64 8
  store ptr %_3.sroa.7.sroa.0.0.copyload.i, ptr %src.sroa.4.0._26.1.sroa_idx.i, align 8, !noalias !700
  %src.sroa.5.0._26.1.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %src.sroa.5.0._26.1.sroa_idx.i, ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.i, i64 16, i1 false), !noalias !700
  store i64 %_0.sroa.0.0.i.i, ptr %vector.i, align 8, !noalias !700
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %21, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !700
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !700
  tail call void @llvm.experimental.noalias.scope.decl(metadata !728)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !731)
  call void @llvm.lifetime.start.p0(ptr nonnull %_3.sroa.7.sroa.5.i.i.i)
  %24 = icmp eq i64 %12, 0
  br i1 %24, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb6.i.i.i.lr.ph.i.i.i

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb14.i
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb14.i ]
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #32
          to label %.noexc.i unwind label %cleanup2.i, !noalias !700

.noexc.i:                                         ; preds = %bb3.i.i
  unreachable

bb6.i.i.i.lr.ph.i.i.i:                            ; preds = %bb10.i.i.i
  %25 = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 24
  %_3.sroa.7.0._7.i.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 8
  %_3.sroa.7.sroa.5.0._3.sroa.7.0._7.i.sroa_idx.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %_7.i.i.i.i, i64 16
  br label %bb6.i.i.i.i.i.i

bb6.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i, %bb6.i.i.i.lr.ph.i.i.i
  %_23.i.i23.i = phi ptr [ %21, %bb6.i.i.i.lr.ph.i.i.i ], [ %_23.i.i.i, %bb8.i.i.i ]
  %len.i.i.i = phi i64 [ 1, %bb6.i.i.i.lr.ph.i.i.i ], [ %new_len.i.i.i, %bb8.i.i.i ]
  %_17.i.i.i.i.lcssa20.i.i.i = phi ptr [ %_4.sroa.4.0, %bb6.i.i.i.lr.ph.i.i.i ], [ %_17.i.i.i.i.lcssa19.i.i.i, %bb8.i.i.i ]
  %_34.i.i.i.i17.i.i.i = phi i16 [ %_34.i.i.i.i.i, %bb6.i.i.i.lr.ph.i.i.i ], [ %_34.i.i.i.i.i.i.i, %bb8.i.i.i ]
  %iterator.val1115.i.i.i = phi i64 [ %12, %bb6.i.i.i.lr.ph.i.i.i ], [ %33, %bb8.i.i.i ]
  %.lcssa1314.i.i.i = phi ptr [ %_19.sroa.0.0.copyload.i, %bb6.i.i.i.lr.ph.i.i.i ], [ %.lcssa12.i.i.i, %bb8.i.i.i ]
  %.not14.i.i.i.i.i.i.i = icmp eq i16 %_34.i.i.i.i17.i.i.i, 0
  br i1 %.not14.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"

bb9.i.i.i.i.i.i.i:                                ; preds = %bb6.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i
  %_1716.i.i.i.i.i.i.i = phi ptr [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ], [ %_17.i.i.i.i.lcssa20.i.i.i, %bb6.i.i.i.i.i.i ]
  %26 = phi ptr [ %29, %bb9.i.i.i.i.i.i.i ], [ %.lcssa1314.i.i.i, %bb6.i.i.i.i.i.i ]
  %27 = load <16 x i8>, ptr %_1716.i.i.i.i.i.i.i, align 16, !noalias !734
  %28 = icmp sgt <16 x i8> %27, splat (i8 -1)
  %29 = getelementptr inbounds i8, ptr %26, i64 -512
  %_17.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %_1716.i.i.i.i.i.i.i, i64 16
  %self3.cast.i.i.i.i.i.i.i = bitcast <16 x i1> %28 to i16
  %.not.i.i.i.i.i.i.i = icmp eq i16 %self3.cast.i.i.i.i.i.i.i, 0
  br i1 %.not.i.i.i.i.i.i.i, label %bb9.i.i.i.i.i.i.i, label %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"

"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i": ; preds = %bb9.i.i.i.i.i.i.i, %bb6.i.i.i.i.i.i
  %_17.i.i.i.i.lcssa19.i.i.i = phi ptr [ %_17.i.i.i.i.lcssa20.i.i.i, %bb6.i.i.i.i.i.i ], [ %_17.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ]
  %.lcssa12.i.i.i = phi ptr [ %.lcssa1314.i.i.i, %bb6.i.i.i.i.i.i ], [ %29, %bb9.i.i.i.i.i.i.i ]
  %self3.lcssa.i.i.i.i.i.i.i = phi i16 [ %_34.i.i.i.i17.i.i.i, %bb6.i.i.i.i.i.i ], [ %self3.cast.i.i.i.i.i.i.i, %bb9.i.i.i.i.i.i.i ]
  %30 = add i16 %self3.lcssa.i.i.i.i.i.i.i, -1
  %31 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %self3.lcssa.i.i.i.i.i.i.i, i1 true)
  %_25.i.i.i.i.i.i.i = zext nneg i16 %31 to i64
  %_34.i.i.i.i.i.i.i = and i16 %30, %self3.lcssa.i.i.i.i.i.i.i
  %_48.i.i.i.i.i.i.i = sub nsw i64 0, %_25.i.i.i.i.i.i.i
  %32 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %.lcssa12.i.i.i, i64 %_48.i.i.i.i.i.i.i
  %33 = add i64 %iterator.val1115.i.i.i, -1
  %34 = getelementptr inbounds i8, ptr %32, i64 -32
  %_10.i.i.i.i.i.i = getelementptr inbounds i8, ptr %32, i64 -8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i.i.i.i), !noalias !748
  %.val.i.i.i.i = load i64, ptr %_10.i.i.i.i.i.i, align 8, !noalias !748
; invoke <alloc::string::String as core::clone::Clone>::clone
  invoke void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(32) %_7.i.i.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) %34)
          to label %.noexc9.i unwind label %cleanup3.i, !noalias !700

.noexc9.i:                                        ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"
  store i64 %.val.i.i.i.i, ptr %25, align 8, !alias.scope !749, !noalias !752
  %_3.sroa.0.0.copyload7.i.i.i = load i64, ptr %_7.i.i.i.i, align 8, !noalias !754
  %_3.sroa.7.sroa.0.0.copyload.i.i.i = load ptr, ptr %_3.sroa.7.0._7.i.sroa_idx.i.i.i, align 8, !noalias !754
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.i.i.i, ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.0._3.sroa.7.0._7.i.sroa_idx.sroa_idx.i.i.i, i64 16, i1 false), !noalias !755
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i.i.i.i), !noalias !748
  %.not.i.i.i = icmp eq i64 %_3.sroa.0.0.copyload7.i.i.i, -9223372036854775808
  br i1 %.not.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %.noexc9.i
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 288230376151711744
  tail call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !73, !alias.scope !756, !noalias !757, !noundef !11
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %bb1.i.i.i.i, label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %bb1.i.i.i.bb8.i.i_crit_edge.i, %bb3.i.i.i
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %bb1.i.i.i.bb8.i.i_crit_edge.i ], [ %_23.i.i23.i, %bb3.i.i.i ]
  %dst.i.i.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_23.i.i.i, i64 %len.i.i.i
  store i64 %_3.sroa.0.0.copyload7.i.i.i, ptr %dst.i.i.i, align 8, !noalias !755
  %src.sroa.4.0.dst.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %dst.i.i.i, i64 8
  store ptr %_3.sroa.7.sroa.0.0.copyload.i.i.i, ptr %src.sroa.4.0.dst.sroa_idx.i.i.i, align 8, !noalias !755
  %src.sroa.5.0.dst.sroa_idx.i.i.i = getelementptr inbounds nuw i8, ptr %dst.i.i.i, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %src.sroa.5.0.dst.sroa_idx.i.i.i, ptr noundef nonnull align 8 dereferenceable(16) %_3.sroa.7.sroa.5.i.i.i, i64 16, i1 false), !noalias !755
  %new_len.i.i.i = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !756, !noalias !757
  %35 = icmp eq i64 %33, 0
  br i1 %35, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", label %bb6.i.i.i.i.i.i

cleanup2.i.i.i:                                   ; preds = %bb1.i.i.i.i
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = icmp eq i64 %_3.sroa.0.0.copyload7.i.i.i, 0
  br i1 %37, label %cleanup3.body.i, label %bb2.i.i.i4.i.i.i.i.i.i

bb2.i.i.i4.i.i.i.i.i.i:                           ; preds = %cleanup2.i.i.i
  %38 = icmp ne ptr %_3.sroa.7.sroa.0.0.copyload.i.i.i, null
  tail call void @llvm.assume(i1 %38)
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3.sroa.7.sroa.0.0.copyload.i.i.i, i64 noundef %_3.sroa.0.0.copyload7.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !755
  br label %cleanup3.body.i

bb1.i.i.i.i:                                      ; preds = %bb3.i.i.i
; invoke alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  invoke fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) %iterator.val1115.i.i.i, i64 noundef 8, i64 noundef 32)
          to label %bb1.i.i.i.bb8.i.i_crit_edge.i unwind label %cleanup2.i.i.i, !noalias !757

bb1.i.i.i.bb8.i.i_crit_edge.i:                    ; preds = %bb1.i.i.i.i
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !756, !noalias !757
  br label %bb8.i.i.i

cleanup3.i:                                       ; preds = %"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E.exit.i.i.i"
  %39 = landingpad { ptr, i32 }
          cleanup
  br label %cleanup3.body.i

cleanup3.body.i:                                  ; preds = %cleanup3.i, %bb2.i.i.i4.i.i.i.i.i.i, %cleanup2.i.i.i
  %eh.lpad-body.i = phi { ptr, i32 } [ %39, %cleanup3.i ], [ %36, %bb2.i.i.i4.i.i.i.i.i.i ], [ %36, %cleanup2.i.i.i ]
; call core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,u64)>>
  call fastcc void @"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"(ptr noalias noundef align 8 dereferenceable(24) %vector.i) #35, !noalias !700
  br label %common.resume

common.resume:                                    ; preds = %cleanup2.i, %bb2.i.i.i4.i.i.i.i, %cleanup3.body.i, %cleanup
  %common.resume.op = phi { ptr, i32 } [ %41, %cleanup ], [ %eh.lpad-body.i, %cleanup3.body.i ], [ %18, %cleanup2.i ], [ %18, %bb2.i.i.i4.i.i.i.i ]
  resume { ptr, i32 } %common.resume.op

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit": ; preds = %.noexc9.i, %bb8.i.i.i, %bb10.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.sroa.5.i.i.i)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %all, ptr noundef nonnull align 8 dereferenceable(24) %vector.i, i64 24, i1 false), !noalias !721
  %.phi.trans.insert = getelementptr inbounds nuw i8, ptr %all, i64 8
  %_12.pre = load ptr, ptr %.phi.trans.insert, align 8
  %.phi.trans.insert12 = getelementptr inbounds nuw i8, ptr %all, i64 16
  %_11.pre = load i64, ptr %.phi.trans.insert12, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !700
  call void @llvm.lifetime.end.p0(ptr nonnull %_3.sroa.7.sroa.5.i)
  %40 = getelementptr inbounds nuw i8, ptr %all, i64 16
  call void @llvm.lifetime.start.p0(ptr nonnull %is_less.i.i), !noalias !722
  %b.i.i = icmp samesign ult i64 %_11.pre, 2
  br i1 %b.i.i, label %bb2, label %bb7.i.i, !prof !758

bb7.i.i:                                          ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit"
  %b1.i.i = icmp samesign ult i64 %_11.pre, 21
  br i1 %b1.i.i, label %bb9.i.i, label %bb10.i.i, !prof !658

bb10.i.i:                                         ; preds = %bb7.i.i
; invoke core::slice::sort::stable::driftsort_main
  invoke void @_ZN4core5slice4sort6stable14driftsort_main17h1f7701b59afb6713E(ptr noalias noundef nonnull align 8 %_12.pre, i64 noundef range(i64 0, 288230376151711744) %_11.pre, ptr noalias noundef nonnull align 8 dereferenceable(8) %is_less.i.i)
          to label %bb2 unwind label %cleanup

bb9.i.i:                                          ; preds = %bb7.i.i
; call core::slice::sort::shared::smallsort::insertion_sort_shift_left
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17h5f898613064c725bE(ptr noalias noundef nonnull align 8 %_12.pre, i64 noundef range(i64 0, 288230376151711744) %_11.pre)
  br label %bb2

cleanup:                                          ; preds = %bb10.i.i
  %41 = landingpad { ptr, i32 }
          cleanup
; call core::ptr::drop_in_place<alloc::vec::Vec<(alloc::string::String,u64)>>
  call fastcc void @"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"(ptr noalias noundef align 8 dereferenceable(24) %all) #35
  br label %common.resume

bb2:                                              ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread", %bb9.i.i, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit", %bb10.i.i
  %42 = phi ptr [ %17, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread" ], [ %40, %bb9.i.i ], [ %40, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit" ], [ %40, %bb10.i.i ]
  %_1223 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread" ], [ %_12.pre, %bb9.i.i ], [ %_12.pre, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit" ], [ %_12.pre, %bb10.i.i ]
  %_1122 = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit.thread" ], [ %_11.pre, %bb9.i.i ], [ %_11.pre, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E.exit" ], [ %_11.pre, %bb10.i.i ]
  call void @llvm.lifetime.end.p0(ptr nonnull %is_less.i.i), !noalias !722
  %_13 = icmp ugt i64 %k, %_1122
  br i1 %_13, label %bb6, label %bb8

bb8:                                              ; preds = %bb2
  %_15 = sub nuw i64 %_1122, %k
  %_18 = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_1223, i64 %k
  store i64 %k, ptr %42, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !759)
  %_710.i = icmp eq i64 %_1122, %k
  br i1 %_710.i, label %bb6, label %bb5.i1

bb5.i1:                                           ; preds = %bb8, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i"
  %_3.sroa.0.011.i = phi i64 [ %43, %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i" ], [ 0, %bb8 ]
  %_6.i = getelementptr inbounds nuw { %"alloc::string::String", i64 }, ptr %_18, i64 %_3.sroa.0.011.i
  %43 = add nuw i64 %_3.sroa.0.011.i, 1
  %_6.val.i = load i64, ptr %_6.i, align 8, !alias.scope !759
  %44 = icmp eq i64 %_6.val.i, 0
  br i1 %44, label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i", label %bb2.i.i.i4.i.i.i.i2

bb2.i.i.i4.i.i.i.i2:                              ; preds = %bb5.i1
  %45 = getelementptr i8, ptr %_6.i, i64 8
  %_6.val7.i = load ptr, ptr %45, align 8, !alias.scope !759, !nonnull !11, !noundef !11
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_6.val7.i, i64 noundef %_6.val.i, i64 noundef range(i64 1, -9223372036854775807) 1) #33, !noalias !759
  br label %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i"

"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i": ; preds = %bb2.i.i.i4.i.i.i.i2, %bb5.i1
  %_7.i = icmp eq i64 %43, %_15
  br i1 %_7.i, label %bb6, label %bb5.i1

bb6:                                              ; preds = %"_ZN4core3ptr56drop_in_place$LT$$LP$alloc..string..String$C$u64$RP$$GT$17h76db53b62482b769E.exit.i", %bb8, %bb2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_0, ptr noundef nonnull align 8 dereferenceable(24) %all, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %all)
  ret void
}

; tally::parse_all
; Function Attrs: nonlazybind uwtable
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !762)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !765
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %0 = call fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_2), !noalias !762
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = extractvalue { i32, i32 } %0, 1
  %3 = trunc i32 %1 to i1
  br i1 %3, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, label %bb12.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !767
; call __rustc::__rust_alloc
  %4 = tail call noundef align 4 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 16, i64 noundef range(i64 1, 9) 4) #33, !noalias !767
  %5 = icmp eq ptr %4, null
  br i1 %5, label %bb3.i.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 4, i64 16) #32, !noalias !765
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  store i32 %2, ptr %4, align 4, !noalias !765
  store i64 4, ptr %vector.i, align 8, !noalias !765
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %4, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !765
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !765
  call void @llvm.lifetime.start.p0(ptr nonnull %_19.i), !noalias !765
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %_19.i, ptr noundef nonnull align 8 dereferenceable(72) %_2, i64 72, i1 false), !noalias !762
  tail call void @llvm.experimental.noalias.scope.decl(metadata !770)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !773)
; invoke <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %6 = invoke fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_19.i)
          to label %.noexc.i unwind label %cleanup3.thread.i, !noalias !765

.noexc.i:                                         ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i"
  %7 = extractvalue { i32, i32 } %6, 0
  %8 = trunc i32 %7 to i1
  br i1 %8, label %bb3.i.i.i, label %bb5.i

bb3.i.i.i:                                        ; preds = %.noexc.i, %.noexc9.i
  %_23.i.i10.i = phi ptr [ %_23.i.i.i, %.noexc9.i ], [ %4, %.noexc.i ]
  %len.i.i.i = phi i64 [ %new_len.i.i.i, %.noexc9.i ], [ 1, %.noexc.i ]
  %.pn.i.i.i = phi { i32, i32 } [ %10, %.noexc9.i ], [ %6, %.noexc.i ]
  %9 = extractvalue { i32, i32 } %.pn.i.i.i, 1
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 2305843009213693952
  tail call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !73, !alias.scope !776, !noalias !777, !noundef !11
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i", label %bb8.i.i.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i": ; preds = %bb3.i.i.i
; invoke alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  invoke fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h48cbbe6119f9f330E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) 1, i64 noundef 4, i64 noundef 4)
          to label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.bb8.i.i_crit_edge.i" unwind label %cleanup3.i, !noalias !765

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.bb8.i.i_crit_edge.i": ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i"
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !776, !noalias !777
  br label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.bb8.i.i_crit_edge.i", %bb3.i.i.i
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.bb8.i.i_crit_edge.i" ], [ %_23.i.i10.i, %bb3.i.i.i ]
  %dst.i.i.i = getelementptr inbounds nuw i32, ptr %_23.i.i.i, i64 %len.i.i.i
  store i32 %9, ptr %dst.i.i.i, align 4, !noalias !780
  %new_len.i.i.i = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !776, !noalias !777
; invoke <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %10 = invoke fastcc { i32, i32 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h0aa1138f5d8e6739E"(ptr noalias noundef nonnull align 8 dereferenceable(72) %_19.i)
          to label %.noexc9.i unwind label %cleanup3.i, !noalias !765

.noexc9.i:                                        ; preds = %bb8.i.i.i
  %11 = extractvalue { i32, i32 } %10, 0
  %12 = trunc i32 %11 to i1
  br i1 %12, label %bb3.i.i.i, label %bb5.i

bb12.i:                                           ; preds = %start
  store i64 0, ptr %_0, align 8, !alias.scope !762, !noalias !781
  %13 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr inttoptr (i64 4 to ptr), ptr %13, align 8, !alias.scope !762, !noalias !781
  %14 = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 0, ptr %14, align 8, !alias.scope !762, !noalias !781
  br label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit"

cleanup3.thread.i:                                ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h76bf53e4f6f23df6E.exit.i"
  %lpad.loopexit.split-lp.i = landingpad { ptr, i32 }
          cleanup
  br label %bb2.i.i.i4.i.i

cleanup3.i:                                       ; preds = %bb8.i.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h9cd30306dca3a700E.exit.i.i.i"
  %lpad.loopexit.i = landingpad { ptr, i32 }
          cleanup
  %vector.val.pre.i = load i64, ptr %vector.i, align 8, !noalias !765
  %15 = icmp eq i64 %vector.val.pre.i, 0
  br i1 %15, label %bb8.i, label %cleanup3.i.bb2.i.i.i4.i.i_crit_edge

cleanup3.i.bb2.i.i.i4.i.i_crit_edge:              ; preds = %cleanup3.i
  %vector.val7.i.pre = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !765
  %16 = shl nuw i64 %vector.val.pre.i, 2
  br label %bb2.i.i.i4.i.i

bb2.i.i.i4.i.i:                                   ; preds = %cleanup3.i.bb2.i.i.i4.i.i_crit_edge, %cleanup3.thread.i
  %vector.val7.i = phi ptr [ %4, %cleanup3.thread.i ], [ %vector.val7.i.pre, %cleanup3.i.bb2.i.i.i4.i.i_crit_edge ]
  %lpad.phi17.i = phi { ptr, i32 } [ %lpad.loopexit.split-lp.i, %cleanup3.thread.i ], [ %lpad.loopexit.i, %cleanup3.i.bb2.i.i.i4.i.i_crit_edge ]
  %vector.val16.i = phi i64 [ 16, %cleanup3.thread.i ], [ %16, %cleanup3.i.bb2.i.i.i4.i.i_crit_edge ]
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %vector.val7.i, i64 noundef %vector.val16.i, i64 noundef range(i64 1, -9223372036854775807) 4) #33, !noalias !765
  br label %bb8.i

bb5.i:                                            ; preds = %.noexc9.i, %.noexc.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_19.i), !noalias !765
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_0, ptr noundef nonnull align 8 dereferenceable(24) %vector.i, i64 24, i1 false), !noalias !781
  br label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit"

bb8.i:                                            ; preds = %bb2.i.i.i4.i.i, %cleanup3.i
  %lpad.phi18.i = phi { ptr, i32 } [ %lpad.phi17.i, %bb2.i.i.i4.i.i ], [ %lpad.loopexit.i, %cleanup3.i ]
  resume { ptr, i32 } %lpad.phi18.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E.exit": ; preds = %bb12.i, %bb5.i
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !765
  ret void
}

; <core::hash::sip::Hasher<S> as core::hash::Hasher>::write
; Function Attrs: inlinehint nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable
define internal fastcc void @"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$5write17hd70180bafdf51101E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(72) %self, ptr noalias noundef nonnull readonly align 1 captures(none) %msg.0, i64 noundef range(i64 0, -9223372036854775808) %msg.1) unnamed_addr #10 personality ptr @rust_eh_personality {
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
  %_0.sroa.0.0.i = tail call noundef i64 @llvm.umin.i64(i64 %5, i64 %msg.1)
  %_5.i = icmp samesign ugt i64 %_0.sroa.0.0.i, 3
  br i1 %_5.i, label %bb1.i, label %bb3.i

bb1.i:                                            ; preds = %bb1
  %data.sroa.0.0.copyload.i = load i32, ptr %msg.0, align 1, !alias.scope !782
  %6 = zext i32 %data.sroa.0.0.copyload.i to i64
  br label %bb3.i

bb3.i:                                            ; preds = %bb1.i, %bb1
  %i.sroa.0.0.i = phi i64 [ 4, %bb1.i ], [ 0, %bb1 ]
  %out.sroa.0.0.i = phi i64 [ %6, %bb1.i ], [ 0, %bb1 ]
  %_17.i = or disjoint i64 %i.sroa.0.0.i, 1
  %_16.i = icmp samesign ult i64 %_17.i, %_0.sroa.0.0.i
  br i1 %_16.i, label %bb4.i, label %bb6.i

bb4.i:                                            ; preds = %bb3.i
  %src4.i = getelementptr i8, ptr %msg.0, i64 %i.sroa.0.0.i
  %data2.sroa.0.0.copyload.i = load i16, ptr %src4.i, align 1, !alias.scope !782
  %_20.i = zext i16 %data2.sroa.0.0.copyload.i to i64
  %_29.i = shl nuw nsw i64 %i.sroa.0.0.i, 3
  %_19.i = shl nuw nsw i64 %_20.i, %_29.i
  %7 = or i64 %_19.i, %out.sroa.0.0.i
  %8 = or disjoint i64 %i.sroa.0.0.i, 2
  br label %bb6.i

bb6.i:                                            ; preds = %bb4.i, %bb3.i
  %i.sroa.0.1.i = phi i64 [ %8, %bb4.i ], [ %i.sroa.0.0.i, %bb3.i ]
  %out.sroa.0.1.i = phi i64 [ %7, %bb4.i ], [ %out.sroa.0.0.i, %bb3.i ]
  %_31.i = icmp samesign ult i64 %i.sroa.0.1.i, %_0.sroa.0.0.i
  br i1 %_31.i, label %bb7.i, label %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit

bb7.i:                                            ; preds = %bb6.i
  %_51.i = getelementptr inbounds nuw i8, ptr %msg.0, i64 %i.sroa.0.1.i
  %_35.i = load i8, ptr %_51.i, align 1, !alias.scope !782, !noundef !11
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
  %.promoted48 = load i64, ptr %15, align 8, !alias.scope !785
  %.promoted50 = load i64, ptr %16, align 8, !alias.scope !785
  br label %bb9

bb4:                                              ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit
  %17 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %18 = load i64, ptr %17, align 8, !noundef !11
  %19 = xor i64 %18, %13
  %self.i = load i64, ptr %self, align 8, !alias.scope !788, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %rhs.i = load i64, ptr %20, align 8, !alias.scope !788, !noundef !11
  %_2.i = add i64 %rhs.i, %self.i
  %21 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self1.i = load i64, ptr %21, align 8, !alias.scope !788, !noundef !11
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
  store i64 %28, ptr %20, align 8, !alias.scope !788
  %29 = tail call noundef i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 21)
  %30 = xor i64 %29, %_19.i9
  store i64 %30, ptr %17, align 8, !alias.scope !788
  %31 = tail call noundef i64 @llvm.fshl.i64(i64 %_16.i8, i64 %_16.i8, i64 32)
  store i64 %31, ptr %21, align 8, !alias.scope !788
  %32 = xor i64 %_19.i9, %13
  store i64 %32, ptr %self, align 8
  br label %bb7

bb3:                                              ; preds = %_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le.exit
  %33 = add i64 %_5, %msg.1
  br label %bb13

bb8.bb11_crit_edge:                               ; preds = %bb9
  store i64 %52, ptr %14, align 8
  store i64 %50, ptr %15, align 8, !alias.scope !785
  store i64 %53, ptr %16, align 8, !alias.scope !785
  store i64 %54, ptr %self, align 8
  br label %bb11

bb11:                                             ; preds = %bb8.bb11_crit_edge, %bb7
  %needed.sroa.0.1.lcssa = phi i64 [ %55, %bb8.bb11_crit_edge ], [ %needed.sroa.0.0, %bb7 ]
  %_5.i10 = icmp samesign ugt i64 %left, 3
  br i1 %_5.i10, label %bb1.i33, label %bb3.i11

bb1.i33:                                          ; preds = %bb11
  %src.i = getelementptr inbounds nuw i8, ptr %msg.0, i64 %needed.sroa.0.1.lcssa
  %data.sroa.0.0.copyload.i34 = load i32, ptr %src.i, align 1, !alias.scope !791
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
  %data2.sroa.0.0.copyload.i29 = load i16, ptr %src4.i28, align 1, !alias.scope !791
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
  %_35.i23 = load i8, ptr %_51.i22, align 1, !alias.scope !791, !noundef !11
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
; Function Attrs: cold noinline nonlazybind uwtable
define { i64, i64 } @"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash17ha7a70c12e2e13729E"(ptr noalias noundef align 8 captures(none) dereferenceable(32) %self, i64 noundef %additional, ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %0, i1 noundef zeroext %fallibility) unnamed_addr #11 personality ptr @rust_eh_personality {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !794)
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %self1.i = load i64, ptr %1, align 8, !alias.scope !794, !noalias !797, !noundef !11
  %_21.0.i = add i64 %self1.i, %additional
  %_21.1.i = icmp ult i64 %_21.0.i, %self1.i
  br i1 %_21.1.i, label %bb9.i, label %bb11.i, !prof !67

bb11.i:                                           ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %3 = load i64, ptr %2, align 8, !alias.scope !794, !noalias !797, !noundef !11
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
  %5 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility), !noalias !799
  %_11.0.i = extractvalue { i64, i64 } %5, 0
  %_11.1.i = extractvalue { i64, i64 } %5, 1
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb4.i:                                            ; preds = %bb11.i
  %_19.i = add nuw i64 %full_capacity.sroa.0.0.i, 1
  %_0.sroa.0.0.i2 = tail call noundef i64 @llvm.umax.i64(i64 %_19.i, i64 %_21.0.i)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !800)
  %_6.i.i = icmp ult i64 %_0.sroa.0.0.i2, 15
  br i1 %_6.i.i, label %bb10.thread.i, label %bb16.i.i4

bb16.i.i4:                                        ; preds = %bb4.i
  %_33.1.i.i = icmp ugt i64 %_0.sroa.0.0.i2, 2305843009213693951
  br i1 %_33.1.i.i, label %bb9.i6, label %bb10.i, !prof !67

bb10.thread.i:                                    ; preds = %bb4.i
  %_15.i.i = icmp samesign ult i64 %_0.sroa.0.0.i2, 4
  %6 = and i64 %_0.sroa.0.0.i2, 8
  %..i.i = add nuw nsw i64 %6, 8
  %buckets.sroa.0.0.i.i = select i1 %_15.i.i, i64 4, i64 %..i.i
  br label %bb11.i.i.i

bb10.i:                                           ; preds = %bb16.i.i4
  %_33.0.i.i = shl nuw i64 %_0.sroa.0.0.i2, 3
  %adjusted_cap.i.i = udiv i64 %_33.0.i.i, 7
  %p.i.i = add nsw i64 %adjusted_cap.i.i, -1
  %7 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %p.i.i, i1 true)
  %8 = lshr i64 -1, %7
  %9 = add nuw nsw i64 %8, 1
  %_28.1.i.i.i = icmp samesign ugt i64 %8, 576460752303423486
  br i1 %_28.1.i.i.i, label %bb3.i.i, label %bb11.i.i.i, !prof !803

bb11.i.i.i:                                       ; preds = %bb10.i, %bb10.thread.i
  %_0.sroa.4.0.i.ph8.i = phi i64 [ %buckets.sroa.0.0.i.i, %bb10.thread.i ], [ %9, %bb10.i ]
  %_28.0.i.i.i = shl nuw i64 %_0.sroa.4.0.i.ph8.i, 5
  %rhs5.i.i.i = add nuw nsw i64 %_0.sroa.4.0.i.ph8.i, 16
  %_42.0.i.i.i = add i64 %rhs5.i.i.i, %_28.0.i.i.i
  %_42.1.i.i.i = icmp ult i64 %_42.0.i.i.i, %_28.0.i.i.i
  %_22.i.i.i = icmp ugt i64 %_42.0.i.i.i, 9223372036854775792
  %or.cond.i.i = or i1 %_42.1.i.i.i, %_22.i.i.i
  br i1 %or.cond.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i, !prof !228

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i: ; preds = %bb11.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #33, !noalias !804
; call __rustc::__rust_alloc
  %10 = tail call noundef align 16 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %_42.0.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 16) #33, !noalias !804
  %11 = icmp eq ptr %10, null
  br i1 %11, label %bb13.i.i5, label %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit

bb3.i.i:                                          ; preds = %bb11.i.i.i, %bb10.i
; call <hashbrown::raw::Fallibility>::capacity_overflow
  %12 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility), !noalias !804
  br label %bb11.i.i

bb13.i.i5:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i
; call <hashbrown::raw::Fallibility>::alloc_err
  %13 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility9alloc_err(i1 noundef zeroext %fallibility, i64 noundef 16, i64 noundef %_42.0.i.i.i), !noalias !804
  br label %bb11.i.i

bb9.i6:                                           ; preds = %bb16.i.i4
; call <hashbrown::raw::Fallibility>::capacity_overflow
  %14 = tail call { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext %fallibility), !noalias !809
  br label %bb11.i.i

_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit: ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i
  %_42.i.i = icmp samesign ult i64 %_0.sroa.4.0.i.ph8.i, 9
  %_26.i.i = add nsw i64 %_0.sroa.4.0.i.ph8.i, -1
  %_437.i.i = lshr i64 %_0.sroa.4.0.i.ph8.i, 3
  %15 = mul nuw nsw i64 %_437.i.i, 7
  %bucket_mask.sroa.0.0.i.i = select i1 %_42.i.i, i64 %_26.i.i, i64 %15
  %ptr.i.i = getelementptr inbounds nuw i8, ptr %10, i64 %_28.0.i.i.i
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %ptr.i.i, i8 -1, i64 %rhs5.i.i.i, i1 false), !noalias !809
  %16 = ptrtoint ptr %ptr.i.i to i64
  %17 = icmp eq i64 %self1.i, 0
  br i1 %17, label %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit.bb4.i.i_crit_edge, label %bb1.i.i.i.preheader.lr.ph

_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit.bb4.i.i_crit_edge: ; preds = %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit
  %_3.sroa.0.0.copyload.i.i.i.i.i.pre = load i64, ptr %self, align 8, !alias.scope !810, !noalias !813
  %_3.sroa.0.0.copyload.i.i.i.i.i.pre.ptr = inttoptr i64 %_3.sroa.0.0.copyload.i.i.i.i.i.pre to ptr
  br label %bb4.i.i

bb1.i.i.i.preheader.lr.ph:                        ; preds = %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit
  %ctrl.i.i = load ptr, ptr %self, align 8, !alias.scope !815, !noalias !816, !nonnull !11, !noundef !11
  %18 = load <16 x i8>, ptr %ctrl.i.i, align 16, !noalias !818
  %19 = icmp sgt <16 x i8> %18, splat (i8 -1)
  %_66.i.i = bitcast <16 x i1> %19 to i16
  %hash_builder.val.i.i = load i64, ptr %0, align 8, !noalias !821, !noundef !11
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %hash_builder.val1.i.i = load i64, ptr %20, align 8, !noalias !821, !noundef !11
  br label %bb1.i.i.i.preheader

bb11.i.i:                                         ; preds = %bb3.i.i, %bb13.i.i5, %bb9.i6
  %.pn.i.pn = phi { i64, i64 } [ %14, %bb9.i6 ], [ %12, %bb3.i.i ], [ %13, %bb13.i.i5 ]
  %self3.i.i.sroa.7.028 = extractvalue { i64, i64 } %.pn.i.pn, 0
  %self3.i.i.sroa.12.029 = extractvalue { i64, i64 } %.pn.i.pn, 1
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb1.i.i.i.preheader:                              ; preds = %bb1.i.i.i.preheader.lr.ph, %bb18.i.i
  %iter.i.i.sroa.0.040 = phi ptr [ %ctrl.i.i, %bb1.i.i.i.preheader.lr.ph ], [ %iter.i.i.sroa.0.1.lcssa, %bb18.i.i ]
  %iter.i.i.sroa.5.039 = phi i64 [ 0, %bb1.i.i.i.preheader.lr.ph ], [ %iter.i.i.sroa.5.1.lcssa, %bb18.i.i ]
  %iter.i.i.sroa.9.038 = phi i64 [ %self1.i, %bb1.i.i.i.preheader.lr.ph ], [ %31, %bb18.i.i ]
  %iter.i.i.sroa.13.037 = phi i16 [ %_66.i.i, %bb1.i.i.i.preheader.lr.ph ], [ %_32.i.i.i, %bb18.i.i ]
  %.not.i.i.i32 = icmp eq i16 %iter.i.i.sroa.13.037, 0
  br i1 %.not.i.i.i32, label %_44.i.noexc.i.i, label %bb5.i.i

_44.i.noexc.i.i:                                  ; preds = %bb1.i.i.i.preheader, %_44.i.noexc.i.i
  %iter.i.i.sroa.0.134 = phi ptr [ %ptr.i.i.i, %_44.i.noexc.i.i ], [ %iter.i.i.sroa.0.040, %bb1.i.i.i.preheader ]
  %iter.i.i.sroa.5.133 = phi i64 [ %23, %_44.i.noexc.i.i ], [ %iter.i.i.sroa.5.039, %bb1.i.i.i.preheader ]
  %ptr.i.i.i = getelementptr inbounds nuw i8, ptr %iter.i.i.sroa.0.134, i64 16
  %21 = load <16 x i8>, ptr %ptr.i.i.i, align 16, !noalias !827
  %22 = icmp sgt <16 x i8> %21, splat (i8 -1)
  %_45.i.i.i = bitcast <16 x i1> %22 to i16
  %23 = add i64 %iter.i.i.sroa.5.133, 16
  %.not.i.i.i = icmp eq i16 %_45.i.i.i, 0
  br i1 %.not.i.i.i, label %_44.i.noexc.i.i, label %bb5.i.i

bb4.i.i:                                          ; preds = %bb18.i.i, %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit.bb4.i.i_crit_edge
  %_3.sroa.0.0.copyload.i.i.i.i.i.ptr = phi ptr [ %_3.sroa.0.0.copyload.i.i.i.i.i.pre.ptr, %_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E.exit.bb4.i.i_crit_edge ], [ %ctrl.i.i, %bb18.i.i ]
  %24 = sub i64 %bucket_mask.sroa.0.0.i.i, %self1.i
  store i64 %16, ptr %self, align 8, !alias.scope !810, !noalias !813
  store i64 %_26.i.i, ptr %2, align 8, !alias.scope !830, !noalias !832
  %_11.2.i.i.i.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  store i64 %24, ptr %_11.2.i.i.i.i, align 8, !alias.scope !834, !noalias !836
  %25 = icmp eq i64 %3, 0
  br i1 %25, label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit, label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %bb4.i.i
  %_9.i.i.i = shl i64 %3, 5
  %26 = add i64 %_9.i.i.i, 32
  %_35.0.i.i.i.i = add i64 %_9.i.i.i, 47
  %_35.1.i.i.i.i = icmp uge i64 %_35.0.i.i.i.i, %26
  tail call void @llvm.assume(i1 %_35.1.i.i.i.i)
  %ctrl_offset.i.i.i.i = and i64 %_35.0.i.i.i.i, -32
  %rhs5.i.i.i.i = add i64 %3, 17
  %_42.0.i.i.i.i = add i64 %rhs5.i.i.i.i, %ctrl_offset.i.i.i.i
  %_42.1.i.i.i.i = icmp uge i64 %_42.0.i.i.i.i, %ctrl_offset.i.i.i.i
  %_22.i.i.i.i = icmp ult i64 %_42.0.i.i.i.i, 9223372036854775793
  tail call void @llvm.assume(i1 %_42.1.i.i.i.i)
  tail call void @llvm.assume(i1 %_22.i.i.i.i)
  %27 = icmp ne ptr %_3.sroa.0.0.copyload.i.i.i.i.i.ptr, null
  tail call void @llvm.assume(i1 %27)
  %28 = icmp eq i64 %_42.0.i.i.i.i, 0
  br i1 %28, label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit, label %bb1.i1.i.i.i

bb1.i1.i.i.i:                                     ; preds = %bb2.i.i.i
  %_17.i.i.i = sub nsw i64 0, %ctrl_offset.i.i.i.i
  %ptr.i.i.i8 = getelementptr inbounds i8, ptr %_3.sroa.0.0.copyload.i.i.i.i.i.ptr, i64 %_17.i.i.i
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %ptr.i.i.i8, i64 noundef %_42.0.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 16) #33, !noalias !838
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

bb5.i.i:                                          ; preds = %_44.i.noexc.i.i, %bb1.i.i.i.preheader
  %iter.i.i.sroa.13.1.lcssa = phi i16 [ %iter.i.i.sroa.13.037, %bb1.i.i.i.preheader ], [ %_45.i.i.i, %_44.i.noexc.i.i ]
  %iter.i.i.sroa.5.1.lcssa = phi i64 [ %iter.i.i.sroa.5.039, %bb1.i.i.i.preheader ], [ %23, %_44.i.noexc.i.i ]
  %iter.i.i.sroa.0.1.lcssa = phi ptr [ %iter.i.i.sroa.0.040, %bb1.i.i.i.preheader ], [ %ptr.i.i.i, %_44.i.noexc.i.i ]
  %29 = add i16 %iter.i.i.sroa.13.1.lcssa, -1
  %30 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %iter.i.i.sroa.13.1.lcssa, i1 true)
  %_23.i.i.i = zext nneg i16 %30 to i64
  %_32.i.i.i = and i16 %29, %iter.i.i.sroa.13.1.lcssa
  %_5.i.i.i = add i64 %iter.i.i.sroa.5.1.lcssa, %_23.i.i.i
  %31 = add i64 %iter.i.i.sroa.9.038, -1
  %_18.i = sub nsw i64 0, %_5.i.i.i
  %32 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %ctrl.i.i, i64 %_18.i
  %33 = getelementptr inbounds i8, ptr %32, i64 -32
; call core::hash::BuildHasher::hash_one
  %_0.i.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i.i, i64 %hash_builder.val1.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %33), !noalias !843
  %probe_seq.sroa.0.05.i = and i64 %_0.i.i, %_26.i.i
  %_176.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %probe_seq.sroa.0.05.i
  %dst.sroa.0.0.copyload.i47.i = load <16 x i8>, ptr %_176.i, align 1, !noalias !844
  %34 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i, zeroinitializer
  %35 = bitcast <16 x i1> %34 to i16
  %.not.i8.i = icmp eq i16 %35, 0
  br i1 %.not.i8.i, label %bb6.i, label %bb5.i, !prof !634

bb5.i:                                            ; preds = %bb6.i, %bb5.i.i
  %probe_seq.sroa.0.0.lcssa.i = phi i64 [ %probe_seq.sroa.0.05.i, %bb5.i.i ], [ %probe_seq.sroa.0.0.i, %bb6.i ]
  %.lcssa.i = phi i16 [ %35, %bb5.i.i ], [ %46, %bb6.i ]
  %36 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i, i1 true)
  %_17.i.i = zext nneg i16 %36 to i64
  %_8.i.i = add nuw nsw i64 %probe_seq.sroa.0.0.lcssa.i, %_17.i.i
  %_7.i.i = and i64 %_8.i.i, %_26.i.i
  %_8.i5.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %_7.i.i
  %_12.i.i = load i8, ptr %_8.i5.i, align 1, !noundef !11
  %37 = icmp sgt i8 %_12.i.i, -1
  br i1 %37, label %bb2.i.i9, label %bb18.i.i, !prof !67

bb2.i.i9:                                         ; preds = %bb5.i
  %38 = load <16 x i8>, ptr %ptr.i.i, align 16, !noalias !847
  %39 = icmp slt <16 x i8> %38, zeroinitializer
  %40 = bitcast <16 x i1> %39 to i16
  %.not.i6.i = icmp ne i16 %40, 0
  %41 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %40, i1 true)
  %_24.i.i = zext nneg i16 %41 to i64
  tail call void @llvm.assume(i1 %.not.i6.i)
  br label %bb18.i.i

bb6.i:                                            ; preds = %bb5.i.i, %bb6.i
  %probe_seq.sroa.0.09.i = phi i64 [ %probe_seq.sroa.0.0.i, %bb6.i ], [ %probe_seq.sroa.0.05.i, %bb5.i.i ]
  %42 = phi i64 [ %43, %bb6.i ], [ 0, %bb5.i.i ]
  %43 = add i64 %42, 16
  %44 = add i64 %43, %probe_seq.sroa.0.09.i
  %probe_seq.sroa.0.0.i = and i64 %44, %_26.i.i
  %_17.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %probe_seq.sroa.0.0.i
  %dst.sroa.0.0.copyload.i4.i = load <16 x i8>, ptr %_17.i, align 1, !noalias !844
  %45 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i, zeroinitializer
  %46 = bitcast <16 x i1> %45 to i16
  %.not.i.i = icmp eq i16 %46, 0
  br i1 %.not.i.i, label %bb6.i, label %bb5.i, !prof !639

bb18.i.i:                                         ; preds = %bb2.i.i9, %bb5.i
  %index.sroa.0.0.i.i = phi i64 [ %_24.i.i, %bb2.i.i9 ], [ %_7.i.i, %bb5.i ]
  %_75.i.i = getelementptr inbounds nuw i8, ptr %ptr.i.i, i64 %index.sroa.0.0.i.i
  %_79.i.i = lshr i64 %_0.i.i, 57
  %_80.i.i = trunc nuw nsw i64 %_79.i.i to i8
  %_84.i.i = add nsw i64 %index.sroa.0.0.i.i, -16
  %_83.i.i = and i64 %_84.i.i, %_26.i.i
  store i8 %_80.i.i, ptr %_75.i.i, align 1
  %47 = getelementptr i8, ptr %ptr.i.i, i64 %_83.i.i
  %_91.i.i = getelementptr i8, ptr %47, i64 16
  store i8 %_80.i.i, ptr %_91.i.i, align 1
  %_96.i.i = shl i64 %_5.i.i.i, 5
  %_98.i.i = sub nuw nsw i64 -32, %_96.i.i
  %_23.i.i = getelementptr inbounds i8, ptr %ctrl.i.i, i64 %_98.i.i
  %_102.i.i = shl i64 %index.sroa.0.0.i.i, 5
  %_104.i.i = sub nuw nsw i64 -32, %_102.i.i
  %dst.i.i = getelementptr inbounds i8, ptr %ptr.i.i, i64 %_104.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %dst.i.i, ptr noundef nonnull align 1 dereferenceable(32) %_23.i.i, i64 32, i1 false)
  %48 = icmp eq i64 %31, 0
  br i1 %48, label %bb4.i.i, label %bb1.i.i.i.preheader

bb2.i:                                            ; preds = %bb11.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !850)
  %self.val.i = load ptr, ptr %self, align 8, !alias.scope !850
  %_27.not4.i.i = icmp eq i64 %_26.i, 0
  br i1 %_27.not4.i.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread12.i, label %bb5.lr.ph.i.i

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread12.i: ; preds = %bb2.i
  %49 = icmp ne ptr %self.val.i, null
  tail call void @llvm.assume(i1 %49)
  br label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit

bb5.lr.ph.i.i:                                    ; preds = %bb2.i
  %d8.i.i.i.i = lshr i64 %_26.i, 4
  %r1.i.i.i.i = and i64 %_26.i, 15
  %_19.not.i.i.i.i = icmp ne i64 %r1.i.i.i.i, 0
  %50 = zext i1 %_19.not.i.i.i.i to i64
  %yield_count.sroa.0.0.i.i.i.i = add nuw nsw i64 %d8.i.i.i.i, %50
  %51 = icmp ne ptr %self.val.i, null
  tail call void @llvm.assume(i1 %51)
  %xtraiter = and i64 %yield_count.sroa.0.0.i.i.i.i, 1
  %52 = icmp eq i64 %yield_count.sroa.0.0.i.i.i.i, 1
  br i1 %52, label %bb5.i.i10.epil.preheader, label %bb5.lr.ph.i.i.new

bb5.lr.ph.i.i.new:                                ; preds = %bb5.lr.ph.i.i
  %unroll_iter = and i64 %yield_count.sroa.0.0.i.i.i.i, 2305843009213693950
  br label %bb5.i.i10

bb6.i.i.unr-lcssa:                                ; preds = %bb5.i.i10
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb6.i.i, label %bb5.i.i10.epil.preheader

bb5.i.i10.epil.preheader:                         ; preds = %bb6.i.i.unr-lcssa, %bb5.lr.ph.i.i
  %iter.sroa.0.06.i.i.epil.init = phi i64 [ 0, %bb5.lr.ph.i.i ], [ %_29.i.i.1, %bb6.i.i.unr-lcssa ]
  %lcmp.mod62 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod62)
  %_34.i.i.epil = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %iter.sroa.0.06.i.i.epil.init
  %53 = load <16 x i8>, ptr %_34.i.i.epil, align 16, !noalias !853
  %.lobit.i.i.i.epil = ashr <16 x i8> %53, splat (i8 7)
  %54 = bitcast <16 x i8> %.lobit.i.i.i.epil to <2 x i64>
  %55 = or <2 x i64> %54, splat (i64 -9187201950435737472)
  store <2 x i64> %55, ptr %_34.i.i.epil, align 16, !noalias !856
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i.unr-lcssa, %bb5.i.i10.epil.preheader
  %b.i.i = icmp ult i64 %_26.i, 16
  br i1 %b.i.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i, label %bb14.lr.ph.i, !prof !68

bb5.i.i10:                                        ; preds = %bb5.i.i10, %bb5.lr.ph.i.i.new
  %iter.sroa.0.06.i.i = phi i64 [ 0, %bb5.lr.ph.i.i.new ], [ %_29.i.i.1, %bb5.i.i10 ]
  %niter = phi i64 [ 0, %bb5.lr.ph.i.i.new ], [ %niter.next.1, %bb5.i.i10 ]
  %_34.i.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %iter.sroa.0.06.i.i
  %56 = load <16 x i8>, ptr %_34.i.i, align 16, !noalias !853
  %.lobit.i.i.i = ashr <16 x i8> %56, splat (i8 7)
  %57 = bitcast <16 x i8> %.lobit.i.i.i to <2 x i64>
  %58 = or <2 x i64> %57, splat (i64 -9187201950435737472)
  store <2 x i64> %58, ptr %_34.i.i, align 16, !noalias !856
  %_29.i.i.1 = add i64 %iter.sroa.0.06.i.i, 32
  %59 = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %iter.sroa.0.06.i.i
  %_34.i.i.1 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %60 = load <16 x i8>, ptr %_34.i.i.1, align 16, !noalias !853
  %.lobit.i.i.i.1 = ashr <16 x i8> %60, splat (i8 7)
  %61 = bitcast <16 x i8> %.lobit.i.i.i.1 to <2 x i64>
  %62 = or <2 x i64> %61, splat (i64 -9187201950435737472)
  store <2 x i64> %62, ptr %_34.i.i.1, align 16, !noalias !856
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb6.i.i.unr-lcssa, label %bb5.i.i10

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i: ; preds = %bb6.i.i
  br label %bb14.lr.ph.i

bb14.lr.ph.i:                                     ; preds = %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i, %bb6.i.i
  %.sink.i = phi i64 [ 16, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i ], [ %_26.i, %bb6.i.i ]
  %_4.i.sink.i = phi i64 [ %_26.i, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.i ], [ 16, %bb6.i.i ]
  %_53.i.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %.sink.i
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %_53.i.i, ptr nonnull align 1 %self.val.i, i64 %_4.i.sink.i, i1 false), !noalias !850
  %hash_builder.val.i.i.i = load i64, ptr %0, align 8
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %hash_builder.val1.i.i.i = load i64, ptr %63, align 8
  br label %bb14.i

bb14.i:                                           ; preds = %bb11.i11, %bb14.lr.ph.i
  %iter.sroa.0.05.i = phi i64 [ 0, %bb14.lr.ph.i ], [ %_63.i, %bb11.i11 ]
  %_63.i = add nuw i64 %iter.sroa.0.05.i, 1
  %_66.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %iter.sroa.0.05.i
  %_70.i = load i8, ptr %_66.i, align 1, !noalias !850, !noundef !11
  %_69.not.i = icmp eq i8 %_70.i, -128
  br i1 %_69.not.i, label %bb5.i12, label %bb11.i11

bb5.i12:                                          ; preds = %bb14.i
  %_63.neg.i = xor i64 %iter.sroa.0.05.i, -1
  %_72.neg.i = shl i64 %_63.neg.i, 5
  %i_p.i = getelementptr inbounds i8, ptr %self.val.i, i64 %_72.neg.i
  %_18.i.i = sub nsw i64 0, %iter.sroa.0.05.i
  %64 = getelementptr inbounds { %"alloc::string::String", i64 }, ptr %self.val.i, i64 %_18.i.i
  %65 = getelementptr inbounds i8, ptr %64, i64 -32
  %_11.1.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 8
  %_11.2.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 16
  %_11.3.i.i.i = getelementptr inbounds nuw i8, ptr %i_p.i, i64 24
  br label %bb7.i

bb7.i:                                            ; preds = %bb20.i, %bb5.i12
; call core::hash::BuildHasher::hash_one
  %_0.i.i.i = tail call fastcc noundef i64 @_ZN4core4hash11BuildHasher8hash_one17h60a4c179c8bc47e0E(i64 %hash_builder.val.i.i.i, i64 %hash_builder.val1.i.i.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(32) %65), !noalias !859
  %probe_seq.sroa.0.05.i.i = and i64 %_0.i.i.i, %3
  %_176.i.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %probe_seq.sroa.0.05.i.i
  %dst.sroa.0.0.copyload.i47.i.i = load <16 x i8>, ptr %_176.i.i, align 1, !noalias !863
  %66 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i47.i.i, zeroinitializer
  %67 = bitcast <16 x i1> %66 to i16
  %.not.i8.i.i = icmp eq i16 %67, 0
  br i1 %.not.i8.i.i, label %bb6.i24.i, label %bb5.i23.i, !prof !634

bb5.i23.i:                                        ; preds = %bb6.i24.i, %bb7.i
  %probe_seq.sroa.0.0.lcssa.i.i = phi i64 [ %probe_seq.sroa.0.05.i.i, %bb7.i ], [ %probe_seq.sroa.0.0.i.i, %bb6.i24.i ]
  %.lcssa.i.i = phi i16 [ %67, %bb7.i ], [ %78, %bb6.i24.i ]
  %68 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %.lcssa.i.i, i1 true)
  %_17.i.i.i13 = zext nneg i16 %68 to i64
  %_8.i.i.i = add i64 %probe_seq.sroa.0.0.lcssa.i.i, %_17.i.i.i13
  %_7.i.i.i = and i64 %_8.i.i.i, %3
  %_8.i5.i.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %_7.i.i.i
  %_12.i.i.i = load i8, ptr %_8.i5.i.i, align 1, !noalias !850, !noundef !11
  %69 = icmp sgt i8 %_12.i.i.i, -1
  br i1 %69, label %bb2.i.i.i15, label %bb8.i, !prof !67

bb2.i.i.i15:                                      ; preds = %bb5.i23.i
  %70 = load <16 x i8>, ptr %self.val.i, align 16, !noalias !866
  %71 = icmp slt <16 x i8> %70, zeroinitializer
  %72 = bitcast <16 x i1> %71 to i16
  %.not.i6.i.i = icmp ne i16 %72, 0
  %73 = tail call range(i16 0, 17) i16 @llvm.cttz.i16(i16 %72, i1 true)
  %_24.i.i.i = zext nneg i16 %73 to i64
  tail call void @llvm.assume(i1 %.not.i6.i.i)
  br label %bb8.i

bb6.i24.i:                                        ; preds = %bb7.i, %bb6.i24.i
  %probe_seq.sroa.0.09.i.i = phi i64 [ %probe_seq.sroa.0.0.i.i, %bb6.i24.i ], [ %probe_seq.sroa.0.05.i.i, %bb7.i ]
  %74 = phi i64 [ %75, %bb6.i24.i ], [ 0, %bb7.i ]
  %75 = add i64 %74, 16
  %76 = add i64 %75, %probe_seq.sroa.0.09.i.i
  %probe_seq.sroa.0.0.i.i = and i64 %76, %3
  %_17.i.i16 = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %probe_seq.sroa.0.0.i.i
  %dst.sroa.0.0.copyload.i4.i.i = load <16 x i8>, ptr %_17.i.i16, align 1, !noalias !863
  %77 = icmp slt <16 x i8> %dst.sroa.0.0.copyload.i4.i.i, zeroinitializer
  %78 = bitcast <16 x i1> %77 to i16
  %.not.i.i.i17 = icmp eq i16 %78, 0
  br i1 %.not.i.i.i17, label %bb6.i24.i, label %bb5.i23.i, !prof !639

bb8.i:                                            ; preds = %bb2.i.i.i15, %bb5.i23.i
  %index.sroa.0.0.i.i.i = phi i64 [ %_24.i.i.i, %bb2.i.i.i15 ], [ %_7.i.i.i, %bb5.i23.i ]
  %_83.i = sub i64 %iter.sroa.0.05.i, %probe_seq.sroa.0.05.i.i
  %_85.i = sub i64 %index.sroa.0.0.i.i.i, %probe_seq.sroa.0.05.i.i
  %_8220.i = xor i64 %_85.i, %_83.i
  %b.unshifted.i = and i64 %_8220.i, %3
  %b.i = icmp ult i64 %b.unshifted.i, 16
  br i1 %b.i, label %bb16.i, label %bb17.i, !prof !658

bb17.i:                                           ; preds = %bb8.i
  %_105.i = shl i64 %index.sroa.0.0.i.i.i, 5
  %_107.i = sub nuw nsw i64 -32, %_105.i
  %new_i_p.i = getelementptr inbounds i8, ptr %self.val.i, i64 %_107.i
  %_110.i = getelementptr inbounds nuw i8, ptr %self.val.i, i64 %index.sroa.0.0.i.i.i
  %prev_ctrl.i = load i8, ptr %_110.i, align 1, !noalias !850, !noundef !11
  %_114.i = lshr i64 %_0.i.i.i, 57
  %_115.i = trunc nuw nsw i64 %_114.i to i8
  %_119.i = add i64 %index.sroa.0.0.i.i.i, -16
  %_118.i = and i64 %_119.i, %3
  store i8 %_115.i, ptr %_110.i, align 1, !noalias !850
  %79 = getelementptr i8, ptr %self.val.i, i64 %_118.i
  %_126.i = getelementptr i8, ptr %79, i64 16
  store i8 %_115.i, ptr %_126.i, align 1, !noalias !850
  %80 = icmp eq i8 %prev_ctrl.i, -1
  br i1 %80, label %bb9.i14, label %bb20.i

bb16.i:                                           ; preds = %bb8.i
  %_88.i = lshr i64 %_0.i.i.i, 57
  %_89.i = trunc nuw nsw i64 %_88.i to i8
  %_93.i = add i64 %iter.sroa.0.05.i, -16
  %_92.i = and i64 %_93.i, %3
  store i8 %_89.i, ptr %_66.i, align 1, !noalias !850
  %81 = getelementptr i8, ptr %self.val.i, i64 %_92.i
  %_100.i = getelementptr i8, ptr %81, i64 16
  store i8 %_89.i, ptr %_100.i, align 1, !noalias !850
  br label %bb11.i11

bb9.i14:                                          ; preds = %bb17.i
  %_132.i = add i64 %iter.sroa.0.05.i, -16
  %_131.i = and i64 %_132.i, %3
  store i8 -1, ptr %_66.i, align 1, !noalias !850
  %82 = getelementptr i8, ptr %self.val.i, i64 %_131.i
  %_139.i = getelementptr i8, ptr %82, i64 16
  store i8 -1, ptr %_139.i, align 1, !noalias !850
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %new_i_p.i, ptr noundef nonnull align 1 dereferenceable(32) %i_p.i, i64 32, i1 false), !noalias !850
  br label %bb11.i11

bb11.i11:                                         ; preds = %bb9.i14, %bb16.i, %bb14.i
  %exitcond.not.i = icmp eq i64 %iter.sroa.0.05.i, %3
  br i1 %exitcond.not.i, label %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit, label %bb14.i

bb20.i:                                           ; preds = %bb17.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !869)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !872)
  %_3.sroa.0.0.copyload.i.i.i.i = load i64, ptr %i_p.i, align 1, !alias.scope !869, !noalias !874
  %_4.sroa.0.0.copyload.i.i.i.i = load i64, ptr %new_i_p.i, align 1, !alias.scope !872, !noalias !875
  store i64 %_4.sroa.0.0.copyload.i.i.i.i, ptr %i_p.i, align 1, !alias.scope !869, !noalias !874
  store i64 %_3.sroa.0.0.copyload.i.i.i.i, ptr %new_i_p.i, align 1, !alias.scope !872, !noalias !875
  %_13.1.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !876)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !878)
  %_3.sroa.0.0.copyload.i.1.i.i.i = load i64, ptr %_11.1.i.i.i, align 1, !alias.scope !876, !noalias !880
  %_4.sroa.0.0.copyload.i.1.i.i.i = load i64, ptr %_13.1.i.i.i, align 1, !alias.scope !878, !noalias !881
  store i64 %_4.sroa.0.0.copyload.i.1.i.i.i, ptr %_11.1.i.i.i, align 1, !alias.scope !876, !noalias !880
  store i64 %_3.sroa.0.0.copyload.i.1.i.i.i, ptr %_13.1.i.i.i, align 1, !alias.scope !878, !noalias !881
  %_13.2.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !882)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !884)
  %_3.sroa.0.0.copyload.i.2.i.i.i = load i64, ptr %_11.2.i.i.i, align 1, !alias.scope !882, !noalias !886
  %_4.sroa.0.0.copyload.i.2.i.i.i = load i64, ptr %_13.2.i.i.i, align 1, !alias.scope !884, !noalias !887
  store i64 %_4.sroa.0.0.copyload.i.2.i.i.i, ptr %_11.2.i.i.i, align 1, !alias.scope !882, !noalias !886
  store i64 %_3.sroa.0.0.copyload.i.2.i.i.i, ptr %_13.2.i.i.i, align 1, !alias.scope !884, !noalias !887
  %_13.3.i.i.i = getelementptr inbounds nuw i8, ptr %new_i_p.i, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !888)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !890)
  %_3.sroa.0.0.copyload.i.3.i.i.i = load i64, ptr %_11.3.i.i.i, align 1, !alias.scope !888, !noalias !892
  %_4.sroa.0.0.copyload.i.3.i.i.i = load i64, ptr %_13.3.i.i.i, align 1, !alias.scope !890, !noalias !893
  store i64 %_4.sroa.0.0.copyload.i.3.i.i.i, ptr %_11.3.i.i.i, align 1, !alias.scope !888, !noalias !892
  store i64 %_3.sroa.0.0.copyload.i.3.i.i.i, ptr %_13.3.i.i.i, align 1, !alias.scope !890, !noalias !893
  br label %bb7.i

_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit: ; preds = %bb11.i11, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner23prepare_rehash_in_place.exit.thread12.i
  %83 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %84 = sub i64 %full_capacity.sroa.0.0.i, %self1.i
  store i64 %84, ptr %83, align 8, !alias.scope !850
  br label %_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit

_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E.exit: ; preds = %bb1.i1.i.i.i, %bb2.i.i.i, %bb4.i.i, %bb11.i.i, %bb9.i, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit
  %_0.sroa.4.0.i = phi i64 [ %_11.1.i, %bb9.i ], [ undef, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit ], [ %self3.i.i.sroa.12.029, %bb11.i.i ], [ undef, %bb4.i.i ], [ undef, %bb2.i.i.i ], [ undef, %bb1.i1.i.i.i ]
  %_0.sroa.0.0.i = phi i64 [ %_11.0.i, %bb9.i ], [ -9223372036854775807, %_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place.exit ], [ %self3.i.i.sroa.7.028, %bb11.i.i ], [ -9223372036854775807, %bb4.i.i ], [ -9223372036854775807, %bb2.i.i.i ], [ -9223372036854775807, %bb1.i1.i.i.i ]
  %85 = insertvalue { i64, i64 } poison, i64 %_0.sroa.0.0.i, 0
  %86 = insertvalue { i64, i64 } %85, i64 %_0.sroa.4.0.i, 1
  ret { i64, i64 } %86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #13

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #14

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #15

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #17

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #2

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #18

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #19

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #20

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #20

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #21

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #21

; core::slice::memchr::memchr_aligned
; Function Attrs: nonlazybind uwtable
declare { i64, i64 } @_RNvNtNtCsgEmfK2I1SDS_4core5slice6memchr14memchr_aligned(i8 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef range(i64 0, -9223372036854775808)) unnamed_addr #1

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #22

; std::sys::random::linux::hashmap_random_keys
; Function Attrs: nonlazybind uwtable
declare { i64, i64 } @_RNvNtNtNtCsjrHSEGnQ3l9_3std3sys6random5linux19hashmap_random_keys() unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @memcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #23

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #19

; <core::fmt::Formatter>::debug_struct_field1_finish
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter26debug_struct_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::Formatter>::write_str
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; core::panicking::panic_const::panic_const_div_by_zero
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #21

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #20

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #24

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #19

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nonlazybind uwtable
declare noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef) unnamed_addr #1

; core::result::unwrap_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #19

; <alloc::raw_vec::RawVec<alloc::string::String>>::grow_one
; Function Attrs: noinline nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #7

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #25

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #19

; <alloc::string::String as core::clone::Clone>::clone
; Function Attrs: nonlazybind uwtable
declare void @_RNvXs4_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core5clone5Clone5clone(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; <hashbrown::raw::Fallibility>::capacity_overflow
; Function Attrs: nonlazybind uwtable
declare { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility17capacity_overflow(i1 noundef zeroext) unnamed_addr #1

; <hashbrown::raw::Fallibility>::alloc_err
; Function Attrs: nonlazybind uwtable
declare { i64, i64 } @_RNvMNtCsgvbsrvnw3yD_9hashbrown3rawNtB2_11Fallibility9alloc_err(i1 noundef zeroext, i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #1

; Function Attrs: nocallback nofree nounwind nonlazybind willreturn memory(argmem: read)
declare i32 @bcmp(ptr captures(none), ptr captures(none), i64) local_unnamed_addr #26

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #27

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #28

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #29

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #30

attributes #0 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(readwrite, inaccessiblemem: write, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nofree nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nofree norecurse nounwind nonlazybind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { inlinehint nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #16 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #19 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #20 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #23 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #24 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #25 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #26 = { nocallback nofree nounwind nonlazybind willreturn memory(argmem: read) }
attributes #27 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #28 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #29 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #30 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #31 = { noinline noreturn }
attributes #32 = { noreturn }
attributes #33 = { nounwind }
attributes #34 = { inlinehint }
attributes #35 = { cold }
attributes #36 = { noinline }

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
!71 = distinct !{!71, !72, !"_ZN4core3ptr66drop_in_place$LT$$u5b$$LP$alloc..string..String$C$u64$RP$$u5d$$GT$17h7198640a4b0ef7faE: %_1.0"}
!72 = distinct !{!72, !"_ZN4core3ptr66drop_in_place$LT$$u5b$$LP$alloc..string..String$C$u64$RP$$u5d$$GT$17h7198640a4b0ef7faE"}
!73 = !{i64 0, i64 -9223372036854775808}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_RNvXs_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB4_11RandomStateNtNtCsgEmfK2I1SDS_4core4hash11BuildHasher12build_hasher: %_0"}
!76 = distinct !{!76, !"_RNvXs_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB4_11RandomStateNtNtCsgEmfK2I1SDS_4core4hash11BuildHasher12build_hasher"}
!77 = !{!78}
!78 = distinct !{!78, !79, !"_ZN4core4hash5impls52_$LT$impl$u20$core..hash..Hash$u20$for$u20$$RF$T$GT$4hash17h4278c4df80cfa0baE: %state"}
!79 = distinct !{!79, !"_ZN4core4hash5impls52_$LT$impl$u20$core..hash..Hash$u20$for$u20$$RF$T$GT$4hash17h4278c4df80cfa0baE"}
!80 = !{!81, !83, !84, !86, !87, !78}
!81 = distinct !{!81, !82, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE: %self"}
!82 = distinct !{!82, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE"}
!83 = distinct !{!83, !82, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$9write_str17h6f47983884f08bbeE: %s.0"}
!84 = distinct !{!84, !85, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str: %self"}
!85 = distinct !{!85, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str"}
!86 = distinct !{!86, !85, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher9write_str: %s.0"}
!87 = distinct !{!87, !88, !"_ZN58_$LT$alloc..string..String$u20$as$u20$core..hash..Hash$GT$4hash17h588b07325b159b66E: %hasher"}
!88 = distinct !{!88, !"_ZN58_$LT$alloc..string..String$u20$as$u20$core..hash..Hash$GT$4hash17h588b07325b159b66E"}
!89 = !{!83, !86}
!90 = !{!91, !93}
!91 = distinct !{!91, !92, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$6finish17h58dc48e7eee923ddE: %self"}
!92 = distinct !{!92, !"_ZN71_$LT$core..hash..sip..Hasher$LT$S$GT$$u20$as$u20$core..hash..Hasher$GT$6finish17h58dc48e7eee923ddE"}
!93 = distinct !{!93, !94, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher6finish: %self"}
!94 = distinct !{!94, !"_RNvXs2_NtNtCsjrHSEGnQ3l9_3std4hash6randomNtB5_13DefaultHasherNtNtCsgEmfK2I1SDS_4core4hash6Hasher6finish"}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!97 = distinct !{!97, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!98 = !{!99}
!99 = distinct !{!99, !97, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!102 = distinct !{!102, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!103 = !{!104}
!104 = distinct !{!104, !102, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!105 = !{!104, !99}
!106 = !{!101, !96}
!107 = !{!101, !104, !96, !99}
!108 = !{!109}
!109 = distinct !{!109, !110, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!110 = distinct !{!110, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!111 = !{!112}
!112 = distinct !{!112, !110, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!113 = !{!114}
!114 = distinct !{!114, !115, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!115 = distinct !{!115, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!116 = !{!117}
!117 = distinct !{!117, !115, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!118 = !{!117, !112}
!119 = !{!114, !109}
!120 = !{!114, !117, !109, !112}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!123 = distinct !{!123, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!124 = !{!125}
!125 = distinct !{!125, !123, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!128 = distinct !{!128, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!129 = !{!130}
!130 = distinct !{!130, !128, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!131 = !{!127, !122}
!132 = !{!130, !125}
!133 = !{!127, !130, !122, !125}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!136 = distinct !{!136, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!137 = !{!138}
!138 = distinct !{!138, !136, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!141 = distinct !{!141, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!142 = !{!143}
!143 = distinct !{!143, !141, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!144 = !{!143, !138}
!145 = !{!140, !135}
!146 = !{!140, !143, !135, !138}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!149 = distinct !{!149, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!150 = !{!151}
!151 = distinct !{!151, !149, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!152 = !{!153}
!153 = distinct !{!153, !154, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!154 = distinct !{!154, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!155 = !{!156}
!156 = distinct !{!156, !154, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!157 = !{!156, !151}
!158 = !{!153, !148}
!159 = !{!153, !156, !148, !151}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!162 = distinct !{!162, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!163 = !{!164}
!164 = distinct !{!164, !162, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!167 = distinct !{!167, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!168 = !{!169}
!169 = distinct !{!169, !167, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!170 = !{!169, !164}
!171 = !{!166, !161}
!172 = !{!166, !169, !161, !164}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!175 = distinct !{!175, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!176 = !{!177}
!177 = distinct !{!177, !175, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!180 = distinct !{!180, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!181 = !{!182}
!182 = distinct !{!182, !180, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!183 = !{!182, !177}
!184 = !{!179, !174}
!185 = !{!179, !182, !174, !177}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!188 = distinct !{!188, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!189 = !{!190}
!190 = distinct !{!190, !188, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!193 = distinct !{!193, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!194 = !{!195}
!195 = distinct !{!195, !193, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!196 = !{!195, !190}
!197 = !{!192, !187}
!198 = !{!192, !195, !187, !190}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!201 = distinct !{!201, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!202 = !{!203}
!203 = distinct !{!203, !201, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!206 = distinct !{!206, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!207 = !{!208}
!208 = distinct !{!208, !206, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!209 = !{!208, !203}
!210 = !{!205, !200}
!211 = !{!205, !208, !200, !203}
!212 = !{!213}
!213 = distinct !{!213, !214, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!214 = distinct !{!214, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!215 = !{!216}
!216 = distinct !{!216, !217, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!217 = distinct !{!217, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!218 = !{!216, !213}
!219 = !{!220, !221}
!220 = distinct !{!220, !217, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!221 = distinct !{!221, !214, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!222 = !{!220, !216, !221, !213}
!223 = !{!224, !226}
!224 = distinct !{!224, !225, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE: %self"}
!225 = distinct !{!225, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE"}
!226 = distinct !{!226, !227, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE: %_1"}
!227 = distinct !{!227, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE"}
!228 = !{!"branch_weights", i32 2002, i32 2000}
!229 = !{!230, !232}
!230 = distinct !{!230, !231, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!231 = distinct !{!231, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!232 = distinct !{!232, !233, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17he64009bb44a54b90E: %_0"}
!233 = distinct !{!233, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17he64009bb44a54b90E"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E: %_1"}
!236 = distinct !{!236, !"_ZN4core3ptr79drop_in_place$LT$alloc..vec..Vec$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hea227986207fb609E"}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!239 = distinct !{!239, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!240 = !{!241}
!241 = distinct !{!241, !239, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!244 = distinct !{!244, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!245 = !{!246, !248}
!246 = distinct !{!246, !247, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E: %scratch.0"}
!247 = distinct !{!247, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E"}
!248 = distinct !{!248, !247, !"_ZN4core5slice4sort6stable5drift10create_run17h0f72dd0f51ae3b44E: %is_less"}
!249 = !{!250}
!250 = distinct !{!250, !244, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!251 = !{!250, !241}
!252 = !{!243, !238, !246, !248}
!253 = !{!243, !238}
!254 = !{!250, !241, !246, !248}
!255 = !{!243, !250, !238, !241, !246, !248}
!256 = !{!257}
!257 = distinct !{!257, !258, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!258 = distinct !{!258, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!259 = !{!260}
!260 = distinct !{!260, !258, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!263 = distinct !{!263, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!264 = !{!265}
!265 = distinct !{!265, !263, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!266 = !{!262, !257}
!267 = !{!265, !260, !246, !248}
!268 = !{!265, !260}
!269 = !{!262, !257, !246, !248}
!270 = !{!262, !265, !257, !260, !246, !248}
!271 = !{!272}
!272 = distinct !{!272, !273, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!273 = distinct !{!273, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!274 = !{!275}
!275 = distinct !{!275, !273, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!278 = distinct !{!278, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!279 = !{!280}
!280 = distinct !{!280, !278, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!281 = !{!277, !272}
!282 = !{!280, !275, !246, !248}
!283 = !{!280, !275}
!284 = !{!277, !272, !246, !248}
!285 = !{!277, !280, !272, !275, !246, !248}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE: %a.0"}
!288 = distinct !{!288, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE"}
!289 = !{!290}
!290 = distinct !{!290, !288, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17ha1f6f3313f5df3edE: %b.0"}
!291 = !{!292, !287, !294, !296}
!292 = distinct !{!292, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!293 = distinct !{!293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!294 = distinct !{!294, !295, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h23e18118fcf1687dE: %self.0"}
!295 = distinct !{!295, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17h23e18118fcf1687dE"}
!296 = distinct !{!296, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!297 = !{!290, !246, !248}
!298 = !{!299, !290, !294, !300}
!299 = distinct !{!299, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!300 = distinct !{!300, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!301 = !{!287, !246, !248}
!302 = !{!303, !287, !294, !304}
!303 = distinct !{!303, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It3"}
!304 = distinct !{!304, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!305 = !{!306, !290, !294, !307}
!306 = distinct !{!306, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It3"}
!307 = distinct !{!307, !293, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E: %v.0"}
!310 = distinct !{!310, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E"}
!311 = !{!312}
!312 = distinct !{!312, !310, !"_ZN4core5slice4sort6stable5merge5merge17h06237a2c1dad7ac4E: %scratch.0"}
!313 = !{!309, !312}
!314 = !{!315}
!315 = distinct !{!315, !316, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!316 = distinct !{!316, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!317 = !{!318}
!318 = distinct !{!318, !316, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!321 = distinct !{!321, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!322 = !{!323}
!323 = distinct !{!323, !321, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!324 = !{!323, !318, !309}
!325 = !{!320, !315, !326, !312}
!326 = distinct !{!326, !327, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h8053da2bd8bd1634E: %self"}
!327 = distinct !{!327, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h8053da2bd8bd1634E"}
!328 = !{!320, !315, !312}
!329 = !{!323, !318, !326, !309}
!330 = !{!320, !323, !315, !318, !326, !309, !312}
!331 = !{!326}
!332 = !{!333}
!333 = distinct !{!333, !334, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!334 = distinct !{!334, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!335 = !{!336}
!336 = distinct !{!336, !334, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!337 = !{!338}
!338 = distinct !{!338, !339, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!339 = distinct !{!339, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!340 = !{!341}
!341 = distinct !{!341, !339, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!342 = !{!341, !336, !312}
!343 = !{!338, !333, !344, !309}
!344 = distinct !{!344, !345, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h05c265bdceb1ba49E: %self"}
!345 = distinct !{!345, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h05c265bdceb1ba49E"}
!346 = !{!338, !333, !309}
!347 = !{!341, !336, !344, !312}
!348 = !{!338, !341, !333, !336, !344, !309, !312}
!349 = !{!344}
!350 = !{!351, !353}
!351 = distinct !{!351, !352, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h39dcf737ed6c34c4E: %self"}
!352 = distinct !{!352, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h39dcf737ed6c34c4E"}
!353 = distinct !{!353, !354, !"_ZN4core3ptr108drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hcaa034039f1137b3E: %_1"}
!354 = distinct !{!354, !"_ZN4core3ptr108drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17hcaa034039f1137b3E"}
!355 = !{!356}
!356 = distinct !{!356, !357, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E: %v.0"}
!357 = distinct !{!357, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E"}
!358 = !{!356, !359}
!359 = distinct !{!359, !357, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h3683a234815c1913E: %scratch.0"}
!360 = !{!361}
!361 = distinct !{!361, !362, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a:It1"}
!362 = distinct !{!362, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!363 = !{!364}
!364 = distinct !{!364, !362, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b:It1"}
!365 = !{!366}
!366 = distinct !{!366, !367, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0:It1"}
!367 = distinct !{!367, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!368 = !{!369}
!369 = distinct !{!369, !367, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1:It1"}
!370 = !{!369, !364, !359}
!371 = !{!366, !361, !356}
!372 = !{!366, !361, !359}
!373 = !{!369, !364, !356}
!374 = !{!359}
!375 = !{!366, !369, !361, !364, !356}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b:It1"}
!378 = distinct !{!378, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!379 = !{!380}
!380 = distinct !{!380, !381, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1:It1"}
!381 = distinct !{!381, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!382 = !{!380, !377, !359}
!383 = !{!384, !385, !356}
!384 = distinct !{!384, !381, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!385 = distinct !{!385, !378, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!386 = !{!384, !380, !385, !377, !356}
!387 = !{!388, !390, !356}
!388 = distinct !{!388, !389, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE: %self"}
!389 = distinct !{!389, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE"}
!390 = distinct !{!390, !391, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE: %_1"}
!391 = distinct !{!391, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE"}
!392 = !{!393}
!393 = distinct !{!393, !394, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h63dae8b11f41a10eE: %v.0"}
!394 = distinct !{!394, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h63dae8b11f41a10eE"}
!395 = !{!396}
!396 = distinct !{!396, !397, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!397 = distinct !{!397, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!398 = !{!399}
!399 = distinct !{!399, !397, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!400 = !{!401}
!401 = distinct !{!401, !402, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!402 = distinct !{!402, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!403 = !{!404}
!404 = distinct !{!404, !402, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!405 = !{!404, !399, !393, !359}
!406 = !{!401, !396, !356}
!407 = !{!401, !396, !393, !359}
!408 = !{!404, !399, !356}
!409 = !{!401, !404, !396, !399, !393, !356}
!410 = !{!411, !413}
!411 = distinct !{!411, !412, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E: %_0"}
!412 = distinct !{!412, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E"}
!413 = distinct !{!413, !412, !"_ZN4core5slice4sort6shared9smallsort8merge_up17hcfc18a8b0e4e9d76E: %is_less"}
!414 = !{!415}
!415 = distinct !{!415, !416, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!416 = distinct !{!416, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!417 = !{!418}
!418 = distinct !{!418, !416, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!419 = !{!420}
!420 = distinct !{!420, !421, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!421 = distinct !{!421, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!422 = !{!423}
!423 = distinct !{!423, !421, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!424 = !{!423, !418, !393, !359}
!425 = !{!420, !415, !356}
!426 = !{!420, !415, !393, !359}
!427 = !{!423, !418, !356}
!428 = !{!420, !423, !415, !418, !393, !356}
!429 = !{!430, !432}
!430 = distinct !{!430, !431, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE: %_0"}
!431 = distinct !{!431, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE"}
!432 = distinct !{!432, !431, !"_ZN4core5slice4sort6shared9smallsort10merge_down17hc5c2958618a739cdE: %is_less"}
!433 = !{!"branch_weights", i32 4001, i32 4000000}
!434 = !{!435, !437}
!435 = distinct !{!435, !436, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE: %self"}
!436 = distinct !{!436, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hd264f2554beb8c4eE"}
!437 = distinct !{!437, !438, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE: %_1"}
!438 = distinct !{!438, !"_ZN4core3ptr112drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$$LP$alloc..string..String$C$u64$RP$$GT$$GT$17h385c37709cf4d26aE"}
!439 = !{!440}
!440 = distinct !{!440, !362, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!441 = !{!442}
!442 = distinct !{!442, !362, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!443 = !{!444}
!444 = distinct !{!444, !367, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!445 = !{!446}
!446 = distinct !{!446, !367, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!447 = !{!446, !442, !359}
!448 = !{!444, !440, !356}
!449 = !{!444, !440, !359}
!450 = !{!446, !442, !356}
!451 = !{!444, !446, !440, !442, !356}
!452 = !{!453}
!453 = distinct !{!453, !378, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!454 = !{!455}
!455 = distinct !{!455, !381, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!456 = !{!455, !453, !359}
!457 = !{!384, !455, !385, !453, !356}
!458 = !{!459}
!459 = distinct !{!459, !460, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h3c1d2f28569e550dE: %v.0"}
!460 = distinct !{!460, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h3c1d2f28569e550dE"}
!461 = !{!462}
!462 = distinct !{!462, !463, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!463 = distinct !{!463, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!464 = !{!465}
!465 = distinct !{!465, !463, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!466 = !{!467}
!467 = distinct !{!467, !468, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!468 = distinct !{!468, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!469 = !{!470}
!470 = distinct !{!470, !468, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!471 = !{!470, !465, !459}
!472 = !{!467, !462}
!473 = !{!467, !462, !459}
!474 = !{!470, !465}
!475 = !{!467, !470, !462, !465, !459}
!476 = !{!477}
!477 = distinct !{!477, !478, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!478 = distinct !{!478, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!479 = !{!480}
!480 = distinct !{!480, !478, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!481 = !{!482}
!482 = distinct !{!482, !483, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!483 = distinct !{!483, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!484 = !{!485}
!485 = distinct !{!485, !483, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!486 = !{!485, !480, !459}
!487 = !{!482, !477}
!488 = !{!482, !477, !459}
!489 = !{!485, !480}
!490 = !{!482, !485, !477, !480, !459}
!491 = !{!492}
!492 = distinct !{!492, !493, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!493 = distinct !{!493, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!494 = !{!495}
!495 = distinct !{!495, !493, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!496 = !{!497}
!497 = distinct !{!497, !498, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!498 = distinct !{!498, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!499 = !{!500}
!500 = distinct !{!500, !498, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!501 = !{!497, !492, !459}
!502 = !{!500, !495}
!503 = !{!500, !495, !459}
!504 = !{!497, !492}
!505 = !{!497, !500, !492, !495, !459}
!506 = !{!507}
!507 = distinct !{!507, !508, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!508 = distinct !{!508, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!509 = !{!510}
!510 = distinct !{!510, !508, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!511 = !{!512}
!512 = distinct !{!512, !513, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!513 = distinct !{!513, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!514 = !{!515}
!515 = distinct !{!515, !513, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!516 = !{!515, !510}
!517 = !{!512, !507}
!518 = !{!512, !515, !507, !510}
!519 = !{!520}
!520 = distinct !{!520, !521, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E: %v.0"}
!521 = distinct !{!521, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E"}
!522 = !{!523}
!523 = distinct !{!523, !521, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hf4181202d0522134E: %scratch.0"}
!524 = !{!525}
!525 = distinct !{!525, !526, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!526 = distinct !{!526, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!527 = !{!528}
!528 = distinct !{!528, !526, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!529 = !{!530}
!530 = distinct !{!530, !531, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!531 = distinct !{!531, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!532 = !{!533}
!533 = distinct !{!533, !531, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!534 = !{!533, !528, !520}
!535 = !{!530, !525, !523}
!536 = !{!530, !525, !520}
!537 = !{!533, !528, !523}
!538 = !{!530, !533, !525, !528, !520, !523}
!539 = !{!520, !523}
!540 = !{!541}
!541 = distinct !{!541, !542, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!542 = distinct !{!542, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!543 = !{!544}
!544 = distinct !{!544, !545, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!545 = distinct !{!545, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!546 = !{!547, !549}
!547 = distinct !{!547, !548, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE: %pair"}
!548 = distinct !{!548, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE"}
!549 = distinct !{!549, !548, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h7c16a947cf1eca0cE: %self.0"}
!550 = !{!551}
!551 = distinct !{!551, !552, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E: %v.0"}
!552 = distinct !{!552, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E"}
!553 = !{!554}
!554 = distinct !{!554, !552, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17h618331ab39e5f577E: %scratch.0"}
!555 = !{!556}
!556 = distinct !{!556, !557, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE: %a"}
!557 = distinct !{!557, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE"}
!558 = !{!559}
!559 = distinct !{!559, !557, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17ha9533432f5aba2ecE: %b"}
!560 = !{!561}
!561 = distinct !{!561, !562, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %a"}
!562 = distinct !{!562, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E"}
!563 = !{!564}
!564 = distinct !{!564, !562, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17h31dec98fe9fef428E: %b"}
!565 = !{!566}
!566 = distinct !{!566, !567, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 0"}
!567 = distinct !{!567, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE"}
!568 = !{!569}
!569 = distinct !{!569, !567, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h0fb789c6303912ecE: argument 1"}
!570 = !{!569, !564, !556, !551}
!571 = !{!566, !561, !559, !554}
!572 = !{!566, !561, !559, !551}
!573 = !{!569, !564, !556, !554}
!574 = !{!566, !569, !561, !564, !556, !559, !551, !554}
!575 = !{!551, !554}
!576 = !{!577}
!577 = distinct !{!577, !578, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!578 = distinct !{!578, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!579 = !{!580}
!580 = distinct !{!580, !581, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE: %self"}
!581 = distinct !{!581, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h2d65bac65798a4aaE"}
!582 = !{!583}
!583 = distinct !{!583, !584, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hbdeb76ea648f3e07E: %self"}
!584 = distinct !{!584, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hbdeb76ea648f3e07E"}
!585 = !{i64 0, i64 2}
!586 = !{i64 0, i64 -9223372036854775807}
!587 = distinct !{!587, !588, !589}
!588 = !{!"llvm.loop.isvectorized", i32 1}
!589 = !{!"llvm.loop.unroll.runtime.disable"}
!590 = distinct !{!590, !589, !588}
!591 = !{!592}
!592 = distinct !{!592, !593, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!593 = distinct !{!593, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!594 = !{!595}
!595 = distinct !{!595, !596, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %self"}
!596 = distinct !{!596, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE"}
!597 = !{!598, !599}
!598 = distinct !{!598, !596, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %_0"}
!599 = distinct !{!599, !596, !"_ZN9hashbrown11rustc_entry62_$LT$impl$u20$hashbrown..map..HashMap$LT$K$C$V$C$S$C$A$GT$$GT$11rustc_entry17h0aaa0e3d744c9b7aE: %key"}
!600 = !{!598, !595}
!601 = !{!602}
!602 = distinct !{!602, !603, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE: %self"}
!603 = distinct !{!603, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE"}
!604 = !{!605}
!605 = distinct !{!605, !606, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %self"}
!606 = distinct !{!606, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner"}
!607 = !{!605, !602, !595}
!608 = !{!609, !610, !598, !599}
!609 = distinct !{!609, !606, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %eq.1"}
!610 = distinct !{!610, !603, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hb19db1d74a056b9fE: argument 1"}
!611 = !{!612, !605, !609, !602, !610, !598, !595, !599}
!612 = distinct !{!612, !613, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!613 = distinct !{!613, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!614 = !{!615, !605, !609, !602, !610, !598, !595, !599}
!615 = distinct !{!615, !616, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE: %_1"}
!616 = distinct !{!616, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17hfd3349997b5f7f1eE"}
!617 = !{!"branch_weights", i32 2146410443, i32 1073205}
!618 = !{!"branch_weights", !"expected", i32 -2147483648, i32 0}
!619 = !{!620, !595}
!620 = distinct !{!620, !621, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E: %self"}
!621 = distinct !{!621, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E"}
!622 = !{!623, !598, !599}
!623 = distinct !{!623, !621, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$7reserve17hd0fd439b9e0b92d0E: %hasher"}
!624 = !{!625}
!625 = distinct !{!625, !626, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE: %self"}
!626 = distinct !{!626, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE"}
!627 = !{!628, !629}
!628 = distinct !{!628, !626, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14insert_no_grow17h1247f15bb3a4918eE: %value"}
!629 = distinct !{!629, !630, !"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E: %self"}
!630 = distinct !{!630, !"_ZN3std11collections4hash3map22Entry$LT$K$C$V$C$A$GT$9or_insert17hb7d30c250adfe205E"}
!631 = !{!632, !625, !628, !629}
!632 = distinct !{!632, !633, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!633 = distinct !{!633, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!634 = !{!"branch_weights", i32 1, i32 1999}
!635 = !{!625, !628, !629}
!636 = !{!637, !625, !628, !629}
!637 = distinct !{!637, !638, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!638 = distinct !{!638, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!639 = !{!"branch_weights", i32 0, i32 1}
!640 = !{!625, !629}
!641 = !{!642}
!642 = distinct !{!642, !643, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!643 = distinct !{!643, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!644 = !{!645}
!645 = distinct !{!645, !646, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE: %self"}
!646 = distinct !{!646, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE"}
!647 = !{!648}
!648 = distinct !{!648, !646, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h96ef968713b55d2bE: %value"}
!649 = !{!650, !652, !654, !656}
!650 = distinct !{!650, !651, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17he1a46292645eaf39E: %i"}
!651 = distinct !{!651, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$11get_or_init17he1a46292645eaf39E"}
!652 = distinct !{!652, !653, !"_ZN3std4hash6random11RandomState3new4KEYS29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hbd8fdf09885cc90eE: %__rust_std_internal_init"}
!653 = distinct !{!653, !"_ZN3std4hash6random11RandomState3new4KEYS29_$u7b$$u7b$constant$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17hbd8fdf09885cc90eE"}
!654 = distinct !{!654, !655, !"_ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE: argument 0"}
!655 = distinct !{!655, !"_ZN4core3ops8function6FnOnce9call_once17h10832d69eeed576cE"}
!656 = distinct !{!656, !657, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17h8421318fa67d3d3aE: %_0"}
!657 = distinct !{!657, !"_ZN3std6thread5local17LocalKey$LT$T$GT$8try_with17h8421318fa67d3d3aE"}
!658 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!659 = !{!656}
!660 = !{!661, !656}
!661 = distinct !{!661, !662, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE: argument 0"}
!662 = distinct !{!662, !"_ZN3std3sys12thread_local6native4lazy20Storage$LT$T$C$D$GT$16get_or_init_slow17h11097803e9713d6aE"}
!663 = !{!664}
!664 = distinct !{!664, !665, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E: %self"}
!665 = distinct !{!665, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E"}
!666 = !{!667}
!667 = distinct !{!667, !665, !"_ZN9hashbrown3map28HashMap$LT$K$C$V$C$S$C$A$GT$3get17h6f4de64b63cc8c31E: %k"}
!668 = !{!669}
!669 = distinct !{!669, !670, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E: %self"}
!670 = distinct !{!670, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E"}
!671 = !{!672}
!672 = distinct !{!672, !670, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find17hd73b662155db4a64E: argument 1"}
!673 = !{!674}
!674 = distinct !{!674, !675, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %self"}
!675 = distinct !{!675, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner"}
!676 = !{!674, !669, !664}
!677 = !{!678, !672, !667}
!678 = distinct !{!678, !675, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner10find_inner: %eq.1"}
!679 = !{!672, !667}
!680 = !{!669, !664}
!681 = !{!682, !674, !678, !669, !672, !664, !667}
!682 = distinct !{!682, !683, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!683 = distinct !{!683, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!684 = !{!685, !674, !678, !669, !672, !664, !667}
!685 = distinct !{!685, !686, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E: %_1"}
!686 = distinct !{!686, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$4find28_$u7b$$u7b$closure$u7d$$u7d$17h9fdc8d8cfed269f7E"}
!687 = !{!688}
!688 = distinct !{!688, !689, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E: %self"}
!689 = distinct !{!689, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E"}
!690 = !{!691}
!691 = distinct !{!691, !689, !"_ZN3std11collections4hash3map28HashMap$LT$K$C$V$C$S$C$A$GT$4iter17h985383b5294b2224E: %_0"}
!692 = !{!693, !695, !691, !688}
!693 = distinct !{!693, !694, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!694 = distinct !{!694, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!695 = distinct !{!695, !696, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h48cececda006a348E: %_0"}
!696 = distinct !{!696, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$3new17h48cececda006a348E"}
!697 = !{!698}
!698 = distinct !{!698, !699, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E: %_0"}
!699 = distinct !{!699, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E"}
!700 = !{!698, !701}
!701 = distinct !{!701, !699, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h21cc550efca63da6E: %iterator"}
!702 = !{!703, !705, !707, !709, !711, !713, !698, !701}
!703 = distinct !{!703, !704, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!704 = distinct !{!704, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!705 = distinct !{!705, !706, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE: %self"}
!706 = distinct !{!706, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE"}
!707 = distinct !{!707, !708, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE: %self"}
!708 = distinct !{!708, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE"}
!709 = distinct !{!709, !710, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E: %self"}
!710 = distinct !{!710, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E"}
!711 = distinct !{!711, !712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %_0"}
!712 = distinct !{!712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E"}
!713 = distinct !{!713, !712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %self"}
!714 = !{!711, !713, !698, !701}
!715 = !{!716}
!716 = distinct !{!716, !717, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_0"}
!717 = distinct !{!717, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E"}
!718 = !{!719, !711, !713, !698, !701}
!719 = distinct !{!719, !717, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_2.0"}
!720 = !{!713, !698, !701}
!721 = !{!701}
!722 = !{!723}
!723 = distinct !{!723, !724, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E: %self.0"}
!724 = distinct !{!724, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17h17889b50b985d411E"}
!725 = !{!726, !698, !701}
!726 = distinct !{!726, !727, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!727 = distinct !{!727, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!728 = !{!729}
!729 = distinct !{!729, !730, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E: %self"}
!730 = distinct !{!730, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E"}
!731 = !{!732}
!732 = distinct !{!732, !733, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E: %self"}
!733 = distinct !{!733, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E"}
!734 = !{!735, !737, !739, !741, !743, !745, !732, !746, !729, !747, !698, !701}
!735 = distinct !{!735, !736, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!736 = distinct !{!736, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!737 = distinct !{!737, !738, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE: %self"}
!738 = distinct !{!738, !"_ZN9hashbrown3raw21RawIterRange$LT$T$GT$9next_impl17h518be0d1bceac5fbE"}
!739 = distinct !{!739, !740, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE: %self"}
!740 = distinct !{!740, !"_ZN92_$LT$hashbrown..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h889a1d4626423edaE"}
!741 = distinct !{!741, !742, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E: %self"}
!742 = distinct !{!742, !"_ZN105_$LT$std..collections..hash..map..Iter$LT$K$C$V$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17ha48acb8441de6826E"}
!743 = distinct !{!743, !744, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %_0"}
!744 = distinct !{!744, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E"}
!745 = distinct !{!745, !744, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h71d1c8de3fad0498E: %self"}
!746 = distinct !{!746, !733, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17hc04f5e8821562b25E: %iterator"}
!747 = distinct !{!747, !730, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h2fff809e49b8ca51E: %iter"}
!748 = !{!743, !745, !732, !746, !729, !747, !698, !701}
!749 = !{!750}
!750 = distinct !{!750, !751, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_0"}
!751 = distinct !{!751, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E"}
!752 = !{!753, !743, !745, !732, !746, !729, !747, !698, !701}
!753 = distinct !{!753, !751, !"_ZN5tally5Tally3top28_$u7b$$u7b$closure$u7d$$u7d$17h62024b146d833118E: %_2.0"}
!754 = !{!745, !732, !746, !729, !747, !698, !701}
!755 = !{!732, !746, !729, !747, !698, !701}
!756 = !{!732, !729}
!757 = !{!746, !747, !698, !701}
!758 = !{!"branch_weights", !"expected", i32 2141685908, i32 5797740}
!759 = !{!760}
!760 = distinct !{!760, !761, !"_ZN4core3ptr66drop_in_place$LT$$u5b$$LP$alloc..string..String$C$u64$RP$$u5d$$GT$17h7198640a4b0ef7faE: %_1.0"}
!761 = distinct !{!761, !"_ZN4core3ptr66drop_in_place$LT$$u5b$$LP$alloc..string..String$C$u64$RP$$u5d$$GT$17h7198640a4b0ef7faE"}
!762 = !{!763}
!763 = distinct !{!763, !764, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E: %_0"}
!764 = distinct !{!764, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E"}
!765 = !{!763, !766}
!766 = distinct !{!766, !764, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h09f9e018f2815db8E: %iterator"}
!767 = !{!768, !763, !766}
!768 = distinct !{!768, !769, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E: %_0"}
!769 = distinct !{!769, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h1fecc80b4c230c91E"}
!770 = !{!771}
!771 = distinct !{!771, !772, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E: %self"}
!772 = distinct !{!772, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E"}
!773 = !{!774}
!774 = distinct !{!774, !775, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E: %self"}
!775 = distinct !{!775, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E"}
!776 = !{!774, !771}
!777 = !{!778, !779, !763, !766}
!778 = distinct !{!778, !775, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h3e4ac02065085ec4E: %iterator"}
!779 = distinct !{!779, !772, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3513671b746368c3E: %iter"}
!780 = !{!774, !778, !771, !779, !763, !766}
!781 = !{!766}
!782 = !{!783}
!783 = distinct !{!783, !784, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le: %buf.0"}
!784 = distinct !{!784, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le"}
!785 = !{!786}
!786 = distinct !{!786, !787, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds: %state"}
!787 = distinct !{!787, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds"}
!788 = !{!789}
!789 = distinct !{!789, !790, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds: %state"}
!790 = distinct !{!790, !"_RNvXs6_NtNtCsgEmfK2I1SDS_4core4hash3sipNtB5_11Sip13RoundsNtB5_3Sip8c_rounds"}
!791 = !{!792}
!792 = distinct !{!792, !793, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le: %buf.0"}
!793 = distinct !{!793, !"_RNvNtNtCsgEmfK2I1SDS_4core4hash3sip9u8to64_le"}
!794 = !{!795}
!795 = distinct !{!795, !796, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E: %self"}
!796 = distinct !{!796, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E"}
!797 = !{!798}
!798 = distinct !{!798, !796, !"_ZN9hashbrown3raw13RawTableInner20reserve_rehash_inner17he0f6b68c060e9030E: %alloc"}
!799 = !{!795, !798}
!800 = !{!801}
!801 = distinct !{!801, !802, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE: %self"}
!802 = distinct !{!802, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE"}
!803 = !{!"branch_weights", !"expected", i32 2146946, i32 2145336702}
!804 = !{!805, !807}
!805 = distinct !{!805, !806, !"_ZN9hashbrown3raw13RawTableInner17new_uninitialized17h70596927cd64568bE: %_0"}
!806 = distinct !{!806, !"_ZN9hashbrown3raw13RawTableInner17new_uninitialized17h70596927cd64568bE"}
!807 = distinct !{!807, !808, !"_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E: %_0"}
!808 = distinct !{!808, !"_ZN9hashbrown3raw13RawTableInner22fallible_with_capacity17h2d37e4a7cc4dc4a2E"}
!809 = !{!807}
!810 = !{!811}
!811 = distinct !{!811, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!812 = distinct !{!812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!813 = !{!814}
!814 = distinct !{!814, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!815 = !{!801, !795}
!816 = !{!817, !798}
!817 = distinct !{!817, !802, !"_ZN9hashbrown3raw13RawTableInner12resize_inner17hf1d00621b87c588aE: %alloc"}
!818 = !{!819, !801, !795}
!819 = distinct !{!819, !820, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!820 = distinct !{!820, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!821 = !{!822, !824, !826}
!822 = distinct !{!822, !823, !"_ZN9hashbrown3map11make_hasher28_$u7b$$u7b$closure$u7d$$u7d$17h5e66553e07a21b88E: %val"}
!823 = distinct !{!823, !"_ZN9hashbrown3map11make_hasher28_$u7b$$u7b$closure$u7d$$u7d$17h5e66553e07a21b88E"}
!824 = distinct !{!824, !825, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %_1"}
!825 = distinct !{!825, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE"}
!826 = distinct !{!826, !825, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %table"}
!827 = !{!828}
!828 = distinct !{!828, !829, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!829 = distinct !{!829, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!830 = !{!831}
!831 = distinct !{!831, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!832 = !{!833}
!833 = distinct !{!833, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!834 = !{!835}
!835 = distinct !{!835, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!836 = !{!837}
!837 = distinct !{!837, !812, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!838 = !{!839, !841}
!839 = distinct !{!839, !840, !"_ZN88_$LT$hashbrown..scopeguard..ScopeGuard$LT$T$C$F$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6520240233d5f6d4E: %self"}
!840 = distinct !{!840, !"_ZN88_$LT$hashbrown..scopeguard..ScopeGuard$LT$T$C$F$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h6520240233d5f6d4E"}
!841 = distinct !{!841, !842, !"_ZN4core3ptr196drop_in_place$LT$hashbrown..scopeguard..ScopeGuard$LT$hashbrown..raw..RawTableInner$C$hashbrown..raw..RawTableInner..prepare_resize$LT$alloc..alloc..Global$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17h571b72a19f5fc1c4E: %_1"}
!842 = distinct !{!842, !"_ZN4core3ptr196drop_in_place$LT$hashbrown..scopeguard..ScopeGuard$LT$hashbrown..raw..RawTableInner$C$hashbrown..raw..RawTableInner..prepare_resize$LT$alloc..alloc..Global$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$17h571b72a19f5fc1c4E"}
!843 = !{!824, !826}
!844 = !{!845}
!845 = distinct !{!845, !846, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!846 = distinct !{!846, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!847 = !{!848}
!848 = distinct !{!848, !849, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!849 = distinct !{!849, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!850 = !{!851}
!851 = distinct !{!851, !852, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place: %self"}
!852 = distinct !{!852, !"_RNvMsa_NtCsgvbsrvnw3yD_9hashbrown3rawNtB5_13RawTableInner15rehash_in_place"}
!853 = !{!854, !851}
!854 = distinct !{!854, !855, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!855 = distinct !{!855, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!856 = !{!857, !851}
!857 = distinct !{!857, !858, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_store_si128: %a"}
!858 = distinct !{!858, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_store_si128"}
!859 = !{!860, !862, !851}
!860 = distinct !{!860, !861, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %_1"}
!861 = distinct !{!861, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE"}
!862 = distinct !{!862, !861, !"_ZN9hashbrown3raw21RawTable$LT$T$C$A$GT$14reserve_rehash28_$u7b$$u7b$closure$u7d$$u7d$17h15e6f3d2d42e803bE: %table"}
!863 = !{!864, !851}
!864 = distinct !{!864, !865, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128: %_0"}
!865 = distinct !{!865, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse215__mm_loadu_si128"}
!866 = !{!867, !851}
!867 = distinct !{!867, !868, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128: %_0"}
!868 = distinct !{!868, !"_RNvNtNtNtCsgEmfK2I1SDS_4core9core_arch3x864sse214__mm_load_si128"}
!869 = !{!870}
!870 = distinct !{!870, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x"}
!871 = distinct !{!871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE"}
!872 = !{!873}
!873 = distinct !{!873, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y"}
!874 = !{!873, !851}
!875 = !{!870, !851}
!876 = !{!877}
!877 = distinct !{!877, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It1"}
!878 = !{!879}
!879 = distinct !{!879, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It1"}
!880 = !{!879, !851}
!881 = !{!877, !851}
!882 = !{!883}
!883 = distinct !{!883, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It2"}
!884 = !{!885}
!885 = distinct !{!885, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It2"}
!886 = !{!885, !851}
!887 = !{!883, !851}
!888 = !{!889}
!889 = distinct !{!889, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %x:It3"}
!890 = !{!891}
!891 = distinct !{!891, !871, !"_ZN4core3ptr10swap_chunk17h32bc62c9a88538ebE: %y:It3"}
!892 = !{!891, !851}
!893 = !{!889, !851}
