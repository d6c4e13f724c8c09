; ModuleID = 'zlib/inftrees.c'
source_filename = "zlib/inftrees.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflate_copyright = dso_local local_unnamed_addr constant [47 x i8] c" inflate 1.3.2 Copyright 1995-2026 Mark Adler \00", align 16
@inflate_table.lbase = internal unnamed_addr constant [31 x i16] [i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 13, i16 15, i16 17, i16 19, i16 23, i16 27, i16 31, i16 35, i16 43, i16 51, i16 59, i16 67, i16 83, i16 99, i16 115, i16 131, i16 163, i16 195, i16 227, i16 258, i16 0, i16 0], align 16
@inflate_table.lext = internal unnamed_addr constant [31 x i16] [i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 17, i16 17, i16 18, i16 18, i16 18, i16 18, i16 19, i16 19, i16 19, i16 19, i16 20, i16 20, i16 20, i16 20, i16 21, i16 21, i16 21, i16 21, i16 16, i16 199, i16 75], align 16
@inflate_table.dbase = internal unnamed_addr constant [32 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 7, i16 9, i16 13, i16 17, i16 25, i16 33, i16 49, i16 65, i16 97, i16 129, i16 193, i16 257, i16 385, i16 513, i16 769, i16 1025, i16 1537, i16 2049, i16 3073, i16 4097, i16 6145, i16 8193, i16 12289, i16 16385, i16 24577, i16 0, i16 0], align 16
@inflate_table.dext = internal unnamed_addr constant [32 x i16] [i16 16, i16 16, i16 16, i16 16, i16 17, i16 17, i16 18, i16 18, i16 19, i16 19, i16 20, i16 20, i16 21, i16 21, i16 22, i16 22, i16 23, i16 23, i16 24, i16 24, i16 25, i16 25, i16 26, i16 26, i16 27, i16 27, i16 28, i16 28, i16 29, i16 29, i16 64, i16 64], align 16
@lenfix = internal constant [512 x %struct.code] [%struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 192 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 160 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 224 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 144 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 208 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 176 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 240 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 200 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 168 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 232 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 152 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 216 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 184 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 248 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 196 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 164 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 228 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 148 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 212 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 180 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 244 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 204 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 172 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 236 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 156 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 220 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 188 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 252 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 194 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 162 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 226 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 146 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 210 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 178 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 242 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 202 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 170 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 234 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 154 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 218 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 186 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 250 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 198 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 166 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 230 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 150 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 214 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 182 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 246 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 206 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 174 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 238 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 158 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 222 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 190 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 254 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 80 }, %struct.code { i8 0, i8 8, i16 16 }, %struct.code { i8 20, i8 8, i16 115 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 112 }, %struct.code { i8 0, i8 8, i16 48 }, %struct.code { i8 0, i8 9, i16 193 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 96 }, %struct.code { i8 0, i8 8, i16 32 }, %struct.code { i8 0, i8 9, i16 161 }, %struct.code { i8 0, i8 8, i16 0 }, %struct.code { i8 0, i8 8, i16 128 }, %struct.code { i8 0, i8 8, i16 64 }, %struct.code { i8 0, i8 9, i16 225 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 88 }, %struct.code { i8 0, i8 8, i16 24 }, %struct.code { i8 0, i8 9, i16 145 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 120 }, %struct.code { i8 0, i8 8, i16 56 }, %struct.code { i8 0, i8 9, i16 209 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 104 }, %struct.code { i8 0, i8 8, i16 40 }, %struct.code { i8 0, i8 9, i16 177 }, %struct.code { i8 0, i8 8, i16 8 }, %struct.code { i8 0, i8 8, i16 136 }, %struct.code { i8 0, i8 8, i16 72 }, %struct.code { i8 0, i8 9, i16 241 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 84 }, %struct.code { i8 0, i8 8, i16 20 }, %struct.code { i8 21, i8 8, i16 227 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 116 }, %struct.code { i8 0, i8 8, i16 52 }, %struct.code { i8 0, i8 9, i16 201 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 100 }, %struct.code { i8 0, i8 8, i16 36 }, %struct.code { i8 0, i8 9, i16 169 }, %struct.code { i8 0, i8 8, i16 4 }, %struct.code { i8 0, i8 8, i16 132 }, %struct.code { i8 0, i8 8, i16 68 }, %struct.code { i8 0, i8 9, i16 233 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 92 }, %struct.code { i8 0, i8 8, i16 28 }, %struct.code { i8 0, i8 9, i16 153 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 124 }, %struct.code { i8 0, i8 8, i16 60 }, %struct.code { i8 0, i8 9, i16 217 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 108 }, %struct.code { i8 0, i8 8, i16 44 }, %struct.code { i8 0, i8 9, i16 185 }, %struct.code { i8 0, i8 8, i16 12 }, %struct.code { i8 0, i8 8, i16 140 }, %struct.code { i8 0, i8 8, i16 76 }, %struct.code { i8 0, i8 9, i16 249 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 82 }, %struct.code { i8 0, i8 8, i16 18 }, %struct.code { i8 21, i8 8, i16 163 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 114 }, %struct.code { i8 0, i8 8, i16 50 }, %struct.code { i8 0, i8 9, i16 197 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 98 }, %struct.code { i8 0, i8 8, i16 34 }, %struct.code { i8 0, i8 9, i16 165 }, %struct.code { i8 0, i8 8, i16 2 }, %struct.code { i8 0, i8 8, i16 130 }, %struct.code { i8 0, i8 8, i16 66 }, %struct.code { i8 0, i8 9, i16 229 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 90 }, %struct.code { i8 0, i8 8, i16 26 }, %struct.code { i8 0, i8 9, i16 149 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 122 }, %struct.code { i8 0, i8 8, i16 58 }, %struct.code { i8 0, i8 9, i16 213 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 106 }, %struct.code { i8 0, i8 8, i16 42 }, %struct.code { i8 0, i8 9, i16 181 }, %struct.code { i8 0, i8 8, i16 10 }, %struct.code { i8 0, i8 8, i16 138 }, %struct.code { i8 0, i8 8, i16 74 }, %struct.code { i8 0, i8 9, i16 245 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 86 }, %struct.code { i8 0, i8 8, i16 22 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 118 }, %struct.code { i8 0, i8 8, i16 54 }, %struct.code { i8 0, i8 9, i16 205 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 102 }, %struct.code { i8 0, i8 8, i16 38 }, %struct.code { i8 0, i8 9, i16 173 }, %struct.code { i8 0, i8 8, i16 6 }, %struct.code { i8 0, i8 8, i16 134 }, %struct.code { i8 0, i8 8, i16 70 }, %struct.code { i8 0, i8 9, i16 237 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 94 }, %struct.code { i8 0, i8 8, i16 30 }, %struct.code { i8 0, i8 9, i16 157 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 126 }, %struct.code { i8 0, i8 8, i16 62 }, %struct.code { i8 0, i8 9, i16 221 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 110 }, %struct.code { i8 0, i8 8, i16 46 }, %struct.code { i8 0, i8 9, i16 189 }, %struct.code { i8 0, i8 8, i16 14 }, %struct.code { i8 0, i8 8, i16 142 }, %struct.code { i8 0, i8 8, i16 78 }, %struct.code { i8 0, i8 9, i16 253 }, %struct.code { i8 96, i8 7, i16 0 }, %struct.code { i8 0, i8 8, i16 81 }, %struct.code { i8 0, i8 8, i16 17 }, %struct.code { i8 21, i8 8, i16 131 }, %struct.code { i8 18, i8 7, i16 31 }, %struct.code { i8 0, i8 8, i16 113 }, %struct.code { i8 0, i8 8, i16 49 }, %struct.code { i8 0, i8 9, i16 195 }, %struct.code { i8 16, i8 7, i16 10 }, %struct.code { i8 0, i8 8, i16 97 }, %struct.code { i8 0, i8 8, i16 33 }, %struct.code { i8 0, i8 9, i16 163 }, %struct.code { i8 0, i8 8, i16 1 }, %struct.code { i8 0, i8 8, i16 129 }, %struct.code { i8 0, i8 8, i16 65 }, %struct.code { i8 0, i8 9, i16 227 }, %struct.code { i8 16, i8 7, i16 6 }, %struct.code { i8 0, i8 8, i16 89 }, %struct.code { i8 0, i8 8, i16 25 }, %struct.code { i8 0, i8 9, i16 147 }, %struct.code { i8 19, i8 7, i16 59 }, %struct.code { i8 0, i8 8, i16 121 }, %struct.code { i8 0, i8 8, i16 57 }, %struct.code { i8 0, i8 9, i16 211 }, %struct.code { i8 17, i8 7, i16 17 }, %struct.code { i8 0, i8 8, i16 105 }, %struct.code { i8 0, i8 8, i16 41 }, %struct.code { i8 0, i8 9, i16 179 }, %struct.code { i8 0, i8 8, i16 9 }, %struct.code { i8 0, i8 8, i16 137 }, %struct.code { i8 0, i8 8, i16 73 }, %struct.code { i8 0, i8 9, i16 243 }, %struct.code { i8 16, i8 7, i16 4 }, %struct.code { i8 0, i8 8, i16 85 }, %struct.code { i8 0, i8 8, i16 21 }, %struct.code { i8 16, i8 8, i16 258 }, %struct.code { i8 19, i8 7, i16 43 }, %struct.code { i8 0, i8 8, i16 117 }, %struct.code { i8 0, i8 8, i16 53 }, %struct.code { i8 0, i8 9, i16 203 }, %struct.code { i8 17, i8 7, i16 13 }, %struct.code { i8 0, i8 8, i16 101 }, %struct.code { i8 0, i8 8, i16 37 }, %struct.code { i8 0, i8 9, i16 171 }, %struct.code { i8 0, i8 8, i16 5 }, %struct.code { i8 0, i8 8, i16 133 }, %struct.code { i8 0, i8 8, i16 69 }, %struct.code { i8 0, i8 9, i16 235 }, %struct.code { i8 16, i8 7, i16 8 }, %struct.code { i8 0, i8 8, i16 93 }, %struct.code { i8 0, i8 8, i16 29 }, %struct.code { i8 0, i8 9, i16 155 }, %struct.code { i8 20, i8 7, i16 83 }, %struct.code { i8 0, i8 8, i16 125 }, %struct.code { i8 0, i8 8, i16 61 }, %struct.code { i8 0, i8 9, i16 219 }, %struct.code { i8 18, i8 7, i16 23 }, %struct.code { i8 0, i8 8, i16 109 }, %struct.code { i8 0, i8 8, i16 45 }, %struct.code { i8 0, i8 9, i16 187 }, %struct.code { i8 0, i8 8, i16 13 }, %struct.code { i8 0, i8 8, i16 141 }, %struct.code { i8 0, i8 8, i16 77 }, %struct.code { i8 0, i8 9, i16 251 }, %struct.code { i8 16, i8 7, i16 3 }, %struct.code { i8 0, i8 8, i16 83 }, %struct.code { i8 0, i8 8, i16 19 }, %struct.code { i8 21, i8 8, i16 195 }, %struct.code { i8 19, i8 7, i16 35 }, %struct.code { i8 0, i8 8, i16 115 }, %struct.code { i8 0, i8 8, i16 51 }, %struct.code { i8 0, i8 9, i16 199 }, %struct.code { i8 17, i8 7, i16 11 }, %struct.code { i8 0, i8 8, i16 99 }, %struct.code { i8 0, i8 8, i16 35 }, %struct.code { i8 0, i8 9, i16 167 }, %struct.code { i8 0, i8 8, i16 3 }, %struct.code { i8 0, i8 8, i16 131 }, %struct.code { i8 0, i8 8, i16 67 }, %struct.code { i8 0, i8 9, i16 231 }, %struct.code { i8 16, i8 7, i16 7 }, %struct.code { i8 0, i8 8, i16 91 }, %struct.code { i8 0, i8 8, i16 27 }, %struct.code { i8 0, i8 9, i16 151 }, %struct.code { i8 20, i8 7, i16 67 }, %struct.code { i8 0, i8 8, i16 123 }, %struct.code { i8 0, i8 8, i16 59 }, %struct.code { i8 0, i8 9, i16 215 }, %struct.code { i8 18, i8 7, i16 19 }, %struct.code { i8 0, i8 8, i16 107 }, %struct.code { i8 0, i8 8, i16 43 }, %struct.code { i8 0, i8 9, i16 183 }, %struct.code { i8 0, i8 8, i16 11 }, %struct.code { i8 0, i8 8, i16 139 }, %struct.code { i8 0, i8 8, i16 75 }, %struct.code { i8 0, i8 9, i16 247 }, %struct.code { i8 16, i8 7, i16 5 }, %struct.code { i8 0, i8 8, i16 87 }, %struct.code { i8 0, i8 8, i16 23 }, %struct.code { i8 64, i8 8, i16 0 }, %struct.code { i8 19, i8 7, i16 51 }, %struct.code { i8 0, i8 8, i16 119 }, %struct.code { i8 0, i8 8, i16 55 }, %struct.code { i8 0, i8 9, i16 207 }, %struct.code { i8 17, i8 7, i16 15 }, %struct.code { i8 0, i8 8, i16 103 }, %struct.code { i8 0, i8 8, i16 39 }, %struct.code { i8 0, i8 9, i16 175 }, %struct.code { i8 0, i8 8, i16 7 }, %struct.code { i8 0, i8 8, i16 135 }, %struct.code { i8 0, i8 8, i16 71 }, %struct.code { i8 0, i8 9, i16 239 }, %struct.code { i8 16, i8 7, i16 9 }, %struct.code { i8 0, i8 8, i16 95 }, %struct.code { i8 0, i8 8, i16 31 }, %struct.code { i8 0, i8 9, i16 159 }, %struct.code { i8 20, i8 7, i16 99 }, %struct.code { i8 0, i8 8, i16 127 }, %struct.code { i8 0, i8 8, i16 63 }, %struct.code { i8 0, i8 9, i16 223 }, %struct.code { i8 18, i8 7, i16 27 }, %struct.code { i8 0, i8 8, i16 111 }, %struct.code { i8 0, i8 8, i16 47 }, %struct.code { i8 0, i8 9, i16 191 }, %struct.code { i8 0, i8 8, i16 15 }, %struct.code { i8 0, i8 8, i16 143 }, %struct.code { i8 0, i8 8, i16 79 }, %struct.code { i8 0, i8 9, i16 255 }], align 16
@distfix = internal constant [32 x %struct.code] [%struct.code { i8 16, i8 5, i16 1 }, %struct.code { i8 23, i8 5, i16 257 }, %struct.code { i8 19, i8 5, i16 17 }, %struct.code { i8 27, i8 5, i16 4097 }, %struct.code { i8 17, i8 5, i16 5 }, %struct.code { i8 25, i8 5, i16 1025 }, %struct.code { i8 21, i8 5, i16 65 }, %struct.code { i8 29, i8 5, i16 16385 }, %struct.code { i8 16, i8 5, i16 3 }, %struct.code { i8 24, i8 5, i16 513 }, %struct.code { i8 20, i8 5, i16 33 }, %struct.code { i8 28, i8 5, i16 8193 }, %struct.code { i8 18, i8 5, i16 9 }, %struct.code { i8 26, i8 5, i16 2049 }, %struct.code { i8 22, i8 5, i16 129 }, %struct.code { i8 64, i8 5, i16 0 }, %struct.code { i8 16, i8 5, i16 2 }, %struct.code { i8 23, i8 5, i16 385 }, %struct.code { i8 19, i8 5, i16 25 }, %struct.code { i8 27, i8 5, i16 6145 }, %struct.code { i8 17, i8 5, i16 7 }, %struct.code { i8 25, i8 5, i16 1537 }, %struct.code { i8 21, i8 5, i16 97 }, %struct.code { i8 29, i8 5, i16 24577 }, %struct.code { i8 16, i8 5, i16 4 }, %struct.code { i8 24, i8 5, i16 769 }, %struct.code { i8 20, i8 5, i16 49 }, %struct.code { i8 28, i8 5, i16 12289 }, %struct.code { i8 18, i8 5, i16 13 }, %struct.code { i8 26, i8 5, i16 3073 }, %struct.code { i8 22, i8 5, i16 193 }, %struct.code { i8 64, i8 5, i16 0 }], align 16
@switch.table.inflate_table = private unnamed_addr constant [3 x ptr] [ptr null, ptr @inflate_table.lbase, ptr @inflate_table.dbase], align 8
@switch.table.inflate_table.1 = private unnamed_addr constant [3 x ptr] [ptr null, ptr @inflate_table.lext, ptr @inflate_table.dext], align 8
@switch.table.inflate_table.2 = private unnamed_addr constant [3 x i32] [i32 20, i32 257, i32 0], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -1, 2) i32 @inflate_table(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = alloca [16 x i16], align 16
  %8 = alloca [16 x i16], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, i8 0, i64 32, i1 false), !tbaa !5
  %9 = icmp eq i32 %2, 0
  br i1 %9, label %22, label %10

10:                                               ; preds = %6
  %11 = zext i32 %2 to i64
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi i64 [ 0, %10 ], [ %20, %12 ]
  %14 = getelementptr inbounds i16, ptr %1, i64 %13
  %15 = load i16, ptr %14, align 2, !tbaa !5
  %16 = zext i16 %15 to i64
  %17 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %16
  %18 = load i16, ptr %17, align 2, !tbaa !5
  %19 = add i16 %18, 1
  store i16 %19, ptr %17, align 2, !tbaa !5
  %20 = add nuw nsw i64 %13, 1
  %21 = icmp eq i64 %20, %11
  br i1 %21, label %22, label %12, !llvm.loop !9

22:                                               ; preds = %12, %6
  %23 = load i32, ptr %4, align 4, !tbaa !12
  %24 = getelementptr inbounds i8, ptr %7, i64 30
  %25 = load i16, ptr %24, align 2, !tbaa !5
  %26 = icmp eq i16 %25, 0
  br i1 %26, label %32, label %36

27:                                               ; preds = %32
  %28 = zext i32 %34 to i64
  %29 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %28
  %30 = load i16, ptr %29, align 2, !tbaa !5
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %32, label %36, !llvm.loop !14

32:                                               ; preds = %22, %27
  %33 = phi i32 [ %34, %27 ], [ 15, %22 ]
  %34 = add nsw i32 %33, -1
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %27, !llvm.loop !14

36:                                               ; preds = %32, %27, %22
  %37 = phi i32 [ 15, %22 ], [ 0, %32 ], [ %34, %27 ]
  %38 = phi i1 [ false, %22 ], [ %35, %27 ], [ %35, %32 ]
  %39 = tail call i32 @llvm.umin.i32(i32 %23, i32 %37)
  br i1 %38, label %44, label %40

40:                                               ; preds = %36
  %41 = icmp ugt i32 %37, 1
  br i1 %41, label %42, label %63

42:                                               ; preds = %40
  %43 = zext i32 %37 to i64
  br label %53

44:                                               ; preds = %36
  %45 = load ptr, ptr %3, align 8, !tbaa !15
  %46 = getelementptr inbounds i8, ptr %45, i64 4
  store ptr %46, ptr %3, align 8, !tbaa !15
  store i8 64, ptr %45, align 2, !tbaa !17
  %47 = getelementptr inbounds i8, ptr %45, i64 1
  store i8 1, ptr %47, align 1, !tbaa !17
  %48 = getelementptr inbounds i8, ptr %45, i64 2
  store i16 0, ptr %48, align 2, !tbaa !5
  %49 = load ptr, ptr %3, align 8, !tbaa !15
  %50 = getelementptr inbounds i8, ptr %49, i64 4
  store ptr %50, ptr %3, align 8, !tbaa !15
  store i8 64, ptr %49, align 2, !tbaa !17
  %51 = getelementptr inbounds i8, ptr %49, i64 1
  store i8 1, ptr %51, align 1, !tbaa !17
  %52 = getelementptr inbounds i8, ptr %49, i64 2
  store i16 0, ptr %52, align 2, !tbaa !5
  br label %282

53:                                               ; preds = %42, %58
  %54 = phi i64 [ 1, %42 ], [ %59, %58 ]
  %55 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %54
  %56 = load i16, ptr %55, align 2, !tbaa !5
  %57 = icmp eq i16 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %53
  %59 = add nuw nsw i64 %54, 1
  %60 = icmp eq i64 %59, %43
  br i1 %60, label %63, label %53, !llvm.loop !18

61:                                               ; preds = %53
  %62 = trunc nuw nsw i64 %54 to i32
  br label %63

63:                                               ; preds = %61, %58, %40
  %64 = phi i32 [ 1, %40 ], [ %62, %61 ], [ %37, %58 ]
  %65 = tail call i32 @llvm.umax.i32(i32 %39, i32 %64)
  br label %69

66:                                               ; preds = %69
  %67 = add nuw nsw i64 %70, 1
  %68 = icmp eq i64 %67, 16
  br i1 %68, label %78, label %69, !llvm.loop !19

69:                                               ; preds = %63, %66
  %70 = phi i64 [ 1, %63 ], [ %67, %66 ]
  %71 = phi i32 [ 1, %63 ], [ %76, %66 ]
  %72 = shl i32 %71, 1
  %73 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %70
  %74 = load i16, ptr %73, align 2, !tbaa !5
  %75 = zext i16 %74 to i32
  %76 = sub nsw i32 %72, %75
  %77 = icmp slt i32 %76, 0
  br i1 %77, label %284, label %66

78:                                               ; preds = %66
  %79 = icmp eq i32 %76, 0
  br i1 %79, label %84, label %80

80:                                               ; preds = %78
  %81 = icmp eq i32 %0, 0
  %82 = icmp ne i32 %37, 1
  %83 = or i1 %81, %82
  br i1 %83, label %284, label %84

84:                                               ; preds = %80, %78
  %85 = getelementptr inbounds i8, ptr %8, i64 2
  store i16 0, ptr %85, align 2, !tbaa !5
  br label %90

86:                                               ; preds = %90
  %87 = icmp eq i32 %2, 0
  br i1 %87, label %115, label %88

88:                                               ; preds = %86
  %89 = zext i32 %2 to i64
  br label %99

90:                                               ; preds = %84, %90
  %91 = phi i16 [ 0, %84 ], [ %95, %90 ]
  %92 = phi i64 [ 1, %84 ], [ %96, %90 ]
  %93 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %92
  %94 = load i16, ptr %93, align 2, !tbaa !5
  %95 = add i16 %94, %91
  %96 = add nuw nsw i64 %92, 1
  %97 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %96
  store i16 %95, ptr %97, align 2, !tbaa !5
  %98 = icmp eq i64 %96, 15
  br i1 %98, label %86, label %90, !llvm.loop !20

99:                                               ; preds = %88, %112
  %100 = phi i64 [ 0, %88 ], [ %113, %112 ]
  %101 = getelementptr inbounds i16, ptr %1, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !5
  %103 = icmp eq i16 %102, 0
  br i1 %103, label %112, label %104

104:                                              ; preds = %99
  %105 = trunc i64 %100 to i16
  %106 = zext i16 %102 to i64
  %107 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %106
  %108 = load i16, ptr %107, align 2, !tbaa !5
  %109 = add i16 %108, 1
  store i16 %109, ptr %107, align 2, !tbaa !5
  %110 = zext i16 %108 to i64
  %111 = getelementptr inbounds i16, ptr %5, i64 %110
  store i16 %105, ptr %111, align 2, !tbaa !5
  br label %112

112:                                              ; preds = %99, %104
  %113 = add nuw nsw i64 %100, 1
  %114 = icmp eq i64 %113, %89
  br i1 %114, label %115, label %99, !llvm.loop !21

115:                                              ; preds = %112, %86
  %116 = icmp ult i32 %0, 3
  br i1 %116, label %117, label %127

117:                                              ; preds = %115
  %118 = zext nneg i32 %0 to i64
  %119 = getelementptr inbounds [3 x ptr], ptr @switch.table.inflate_table, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8
  %121 = zext nneg i32 %0 to i64
  %122 = getelementptr inbounds [3 x ptr], ptr @switch.table.inflate_table.1, i64 0, i64 %121
  %123 = load ptr, ptr %122, align 8
  %124 = zext nneg i32 %0 to i64
  %125 = getelementptr inbounds [3 x i32], ptr @switch.table.inflate_table.2, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4
  br label %127

127:                                              ; preds = %117, %115
  %128 = phi ptr [ null, %115 ], [ %120, %117 ]
  %129 = phi ptr [ null, %115 ], [ %123, %117 ]
  %130 = phi i32 [ 0, %115 ], [ %126, %117 ]
  %131 = shl nuw i32 1, %65
  %132 = add i32 %131, -1
  %133 = icmp eq i32 %0, 1
  %134 = icmp ugt i32 %65, 9
  %135 = select i1 %133, i1 %134, i1 false
  br i1 %135, label %284, label %136

136:                                              ; preds = %127
  %137 = icmp eq i32 %0, 2
  %138 = select i1 %137, i1 %134, i1 false
  br i1 %138, label %284, label %139

139:                                              ; preds = %136
  %140 = load ptr, ptr %3, align 8, !tbaa !15
  %141 = trunc i32 %65 to i8
  br label %142

142:                                              ; preds = %259, %139
  %143 = phi i32 [ %219, %259 ], [ %64, %139 ]
  %144 = phi i32 [ %202, %259 ], [ 0, %139 ]
  %145 = phi i32 [ %251, %259 ], [ %65, %139 ]
  %146 = phi i32 [ %227, %259 ], [ 0, %139 ]
  %147 = phi i32 [ %253, %259 ], [ %131, %139 ]
  %148 = phi i32 [ %201, %259 ], [ 0, %139 ]
  %149 = phi i32 [ %222, %259 ], [ -1, %139 ]
  %150 = phi ptr [ %229, %259 ], [ %140, %139 ]
  %151 = shl nuw i32 1, %145
  br label %152

152:                                              ; preds = %224, %142
  %153 = phi i32 [ %143, %142 ], [ %219, %224 ]
  %154 = phi i32 [ %144, %142 ], [ %202, %224 ]
  %155 = phi i32 [ %148, %142 ], [ %201, %224 ]
  %156 = sub i32 %153, %146
  %157 = trunc i32 %156 to i8
  %158 = zext i32 %154 to i64
  %159 = getelementptr inbounds i16, ptr %5, i64 %158
  %160 = load i16, ptr %159, align 2, !tbaa !5
  %161 = zext i16 %160 to i32
  %162 = add nuw nsw i32 %161, 1
  %163 = icmp ult i32 %162, %130
  br i1 %163, label %174, label %164

164:                                              ; preds = %152
  %165 = icmp ugt i32 %130, %161
  br i1 %165, label %174, label %166

166:                                              ; preds = %164
  %167 = sub nsw i32 %161, %130
  %168 = zext i32 %167 to i64
  %169 = getelementptr inbounds i16, ptr %129, i64 %168
  %170 = load i16, ptr %169, align 2, !tbaa !5
  %171 = trunc i16 %170 to i8
  %172 = getelementptr inbounds i16, ptr %128, i64 %168
  %173 = load i16, ptr %172, align 2, !tbaa !5
  br label %174

174:                                              ; preds = %164, %152, %166
  %175 = phi i16 [ %173, %166 ], [ %160, %152 ], [ 0, %164 ]
  %176 = phi i8 [ %171, %166 ], [ 0, %152 ], [ 96, %164 ]
  %177 = shl nsw i32 -1, %156
  %178 = lshr i32 %155, %146
  br label %179

179:                                              ; preds = %179, %174
  %180 = phi i32 [ %151, %174 ], [ %181, %179 ]
  %181 = add i32 %180, %177
  %182 = add i32 %181, %178
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds %struct.code, ptr %150, i64 %183
  store i8 %176, ptr %184, align 2, !tbaa !17
  %185 = getelementptr inbounds i8, ptr %184, i64 1
  store i8 %157, ptr %185, align 1, !tbaa !17
  %186 = getelementptr inbounds i8, ptr %184, i64 2
  store i16 %175, ptr %186, align 2, !tbaa !5
  %187 = icmp eq i32 %181, 0
  br i1 %187, label %188, label %179, !llvm.loop !22

188:                                              ; preds = %179
  %189 = add i32 %153, -1
  %190 = shl nuw i32 1, %189
  br label %191

191:                                              ; preds = %191, %188
  %192 = phi i32 [ %190, %188 ], [ %195, %191 ]
  %193 = and i32 %192, %155
  %194 = icmp eq i32 %193, 0
  %195 = lshr i32 %192, 1
  br i1 %194, label %196, label %191, !llvm.loop !23

196:                                              ; preds = %191
  %197 = icmp eq i32 %192, 0
  %198 = add i32 %192, -1
  %199 = and i32 %198, %155
  %200 = add i32 %199, %192
  %201 = select i1 %197, i32 0, i32 %200
  %202 = add i32 %154, 1
  %203 = zext i32 %153 to i64
  %204 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %203
  %205 = load i16, ptr %204, align 2, !tbaa !5
  %206 = add i16 %205, -1
  store i16 %206, ptr %204, align 2, !tbaa !5
  %207 = icmp eq i16 %206, 0
  br i1 %207, label %208, label %218

208:                                              ; preds = %196
  %209 = icmp eq i32 %153, %37
  br i1 %209, label %271, label %210

210:                                              ; preds = %208
  %211 = zext i32 %202 to i64
  %212 = getelementptr inbounds i16, ptr %5, i64 %211
  %213 = load i16, ptr %212, align 2, !tbaa !5
  %214 = zext i16 %213 to i64
  %215 = getelementptr inbounds i16, ptr %1, i64 %214
  %216 = load i16, ptr %215, align 2, !tbaa !5
  %217 = zext i16 %216 to i32
  br label %218

218:                                              ; preds = %210, %196
  %219 = phi i32 [ %217, %210 ], [ %153, %196 ]
  %220 = icmp ugt i32 %219, %65
  br i1 %220, label %221, label %224

221:                                              ; preds = %218
  %222 = and i32 %201, %132
  %223 = icmp eq i32 %222, %149
  br i1 %223, label %224, label %225

224:                                              ; preds = %221, %218
  br label %152, !llvm.loop !24

225:                                              ; preds = %221
  %226 = icmp eq i32 %146, 0
  %227 = select i1 %226, i32 %65, i32 %146
  %228 = zext i32 %151 to i64
  %229 = getelementptr inbounds %struct.code, ptr %150, i64 %228
  %230 = sub i32 %219, %227
  %231 = icmp ult i32 %219, %37
  br i1 %231, label %232, label %250

232:                                              ; preds = %225
  %233 = shl nuw i32 1, %230
  %234 = sub i32 %37, %227
  br label %235

235:                                              ; preds = %232, %245
  %236 = phi i32 [ %248, %245 ], [ %219, %232 ]
  %237 = phi i32 [ %247, %245 ], [ %233, %232 ]
  %238 = phi i32 [ %246, %245 ], [ %230, %232 ]
  %239 = zext i32 %236 to i64
  %240 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %239
  %241 = load i16, ptr %240, align 2, !tbaa !5
  %242 = zext i16 %241 to i32
  %243 = sub nsw i32 %237, %242
  %244 = icmp slt i32 %243, 1
  br i1 %244, label %250, label %245

245:                                              ; preds = %235
  %246 = add i32 %238, 1
  %247 = shl nuw i32 %243, 1
  %248 = add i32 %246, %227
  %249 = icmp ult i32 %248, %37
  br i1 %249, label %235, label %250, !llvm.loop !25

250:                                              ; preds = %245, %235, %225
  %251 = phi i32 [ %230, %225 ], [ %234, %245 ], [ %238, %235 ]
  %252 = shl nuw i32 1, %251
  %253 = add i32 %252, %147
  %254 = icmp ugt i32 %253, 852
  %255 = select i1 %133, i1 %254, i1 false
  %256 = icmp ugt i32 %253, 592
  %257 = select i1 %137, i1 %256, i1 false
  %258 = select i1 %255, i1 true, i1 %257
  br i1 %258, label %284, label %259

259:                                              ; preds = %250
  %260 = trunc i32 %251 to i8
  %261 = load ptr, ptr %3, align 8, !tbaa !15
  %262 = zext i32 %222 to i64
  %263 = getelementptr inbounds %struct.code, ptr %261, i64 %262
  store i8 %260, ptr %263, align 2, !tbaa !26
  %264 = getelementptr inbounds %struct.code, ptr %261, i64 %262, i32 1
  store i8 %141, ptr %264, align 1, !tbaa !28
  %265 = ptrtoint ptr %229 to i64
  %266 = ptrtoint ptr %261 to i64
  %267 = sub i64 %265, %266
  %268 = lshr exact i64 %267, 2
  %269 = trunc i64 %268 to i16
  %270 = getelementptr inbounds %struct.code, ptr %261, i64 %262, i32 2
  store i16 %269, ptr %270, align 2, !tbaa !29
  br label %142, !llvm.loop !24

271:                                              ; preds = %208
  %272 = icmp eq i32 %201, 0
  br i1 %272, label %278, label %273

273:                                              ; preds = %271
  %274 = zext i32 %201 to i64
  %275 = getelementptr inbounds %struct.code, ptr %150, i64 %274
  store i8 64, ptr %275, align 2, !tbaa !17
  %276 = getelementptr inbounds i8, ptr %275, i64 1
  store i8 %157, ptr %276, align 1, !tbaa !17
  %277 = getelementptr inbounds i8, ptr %275, i64 2
  store i16 0, ptr %277, align 2, !tbaa !5
  br label %278

278:                                              ; preds = %273, %271
  %279 = load ptr, ptr %3, align 8, !tbaa !15
  %280 = zext i32 %147 to i64
  %281 = getelementptr inbounds %struct.code, ptr %279, i64 %280
  store ptr %281, ptr %3, align 8, !tbaa !15
  br label %282

282:                                              ; preds = %44, %278
  %283 = phi i32 [ %65, %278 ], [ 1, %44 ]
  store i32 %283, ptr %4, align 4, !tbaa !12
  br label %284

284:                                              ; preds = %69, %250, %282, %127, %136, %80
  %285 = phi i32 [ -1, %80 ], [ 1, %136 ], [ 1, %127 ], [ 0, %282 ], [ 1, %250 ], [ -1, %69 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5
  ret i32 %285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @inflate_fixed(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr @lenfix, ptr %2, align 8, !tbaa !30
  %3 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 9, ptr %3, align 8, !tbaa !33
  %4 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr @distfix, ptr %4, align 8, !tbaa !34
  %5 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 5, ptr %5, align 4, !tbaa !35
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !10, !11}
!26 = !{!27, !7, i64 0}
!27 = !{!"", !7, i64 0, !7, i64 1, !6, i64 2}
!28 = !{!27, !7, i64 1}
!29 = !{!27, !6, i64 2}
!30 = !{!31, !16, i64 104}
!31 = !{!"inflate_state", !16, i64 0, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !32, i64 32, !32, i64 40, !16, i64 48, !13, i64 56, !13, i64 60, !13, i64 64, !13, i64 68, !16, i64 72, !32, i64 80, !13, i64 88, !13, i64 92, !13, i64 96, !13, i64 100, !16, i64 104, !16, i64 112, !13, i64 120, !13, i64 124, !13, i64 128, !13, i64 132, !13, i64 136, !13, i64 140, !16, i64 144, !7, i64 152, !7, i64 792, !7, i64 1368, !13, i64 7144, !13, i64 7148, !13, i64 7152}
!32 = !{!"long", !7, i64 0}
!33 = !{!31, !13, i64 120}
!34 = !{!31, !16, i64 112}
!35 = !{!31, !13, i64 124}
