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

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 2) i32 @inflate_table(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = alloca [16 x i16], align 16
  %8 = alloca [16 x i16], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7
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
  br label %289

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

66:                                               ; preds = %79
  %67 = add nuw nsw i64 %70, 1
  %68 = icmp eq i64 %67, 16
  br i1 %68, label %82, label %69, !llvm.loop !19

69:                                               ; preds = %63, %66
  %70 = phi i64 [ 1, %63 ], [ %67, %66 ]
  %71 = phi i32 [ 1, %63 ], [ %80, %66 ]
  %72 = shl i32 %71, 1
  %73 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %70
  %74 = load i16, ptr %73, align 2, !tbaa !5
  %75 = zext i16 %74 to i32
  %76 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %72, i32 %75), !nosanitize !20
  %77 = extractvalue { i32, i1 } %76, 1, !nosanitize !20
  br i1 %77, label %78, label %79, !nosanitize !20

78:                                               ; preds = %69, %239
  tail call void @llvm.ubsantrap(i8 21) #8, !nosanitize !20
  unreachable, !nosanitize !20

79:                                               ; preds = %69
  %80 = extractvalue { i32, i1 } %76, 0, !nosanitize !20
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %291, label %66

82:                                               ; preds = %66
  %83 = icmp eq i32 %80, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %82
  %85 = icmp eq i32 %0, 0
  %86 = icmp ne i32 %37, 1
  %87 = or i1 %85, %86
  br i1 %87, label %291, label %88

88:                                               ; preds = %84, %82
  %89 = getelementptr inbounds i8, ptr %8, i64 2
  store i16 0, ptr %89, align 2, !tbaa !5
  br label %94

90:                                               ; preds = %94
  %91 = icmp eq i32 %2, 0
  br i1 %91, label %119, label %92

92:                                               ; preds = %90
  %93 = zext i32 %2 to i64
  br label %103

94:                                               ; preds = %88, %94
  %95 = phi i16 [ 0, %88 ], [ %99, %94 ]
  %96 = phi i64 [ 1, %88 ], [ %100, %94 ]
  %97 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %96
  %98 = load i16, ptr %97, align 2, !tbaa !5
  %99 = add i16 %98, %95
  %100 = add nuw nsw i64 %96, 1
  %101 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %100
  store i16 %99, ptr %101, align 2, !tbaa !5
  %102 = icmp eq i64 %100, 15
  br i1 %102, label %90, label %94, !llvm.loop !21

103:                                              ; preds = %92, %116
  %104 = phi i64 [ 0, %92 ], [ %117, %116 ]
  %105 = getelementptr inbounds i16, ptr %1, i64 %104
  %106 = load i16, ptr %105, align 2, !tbaa !5
  %107 = icmp eq i16 %106, 0
  br i1 %107, label %116, label %108

108:                                              ; preds = %103
  %109 = trunc i64 %104 to i16
  %110 = zext i16 %106 to i64
  %111 = getelementptr inbounds [16 x i16], ptr %8, i64 0, i64 %110
  %112 = load i16, ptr %111, align 2, !tbaa !5
  %113 = add i16 %112, 1
  store i16 %113, ptr %111, align 2, !tbaa !5
  %114 = zext i16 %112 to i64
  %115 = getelementptr inbounds i16, ptr %5, i64 %114
  store i16 %109, ptr %115, align 2, !tbaa !5
  br label %116

116:                                              ; preds = %103, %108
  %117 = add nuw nsw i64 %104, 1
  %118 = icmp eq i64 %117, %93
  br i1 %118, label %119, label %103, !llvm.loop !22

119:                                              ; preds = %116, %90
  %120 = icmp ult i32 %0, 3
  br i1 %120, label %121, label %131

121:                                              ; preds = %119
  %122 = zext nneg i32 %0 to i64
  %123 = getelementptr inbounds [3 x ptr], ptr @switch.table.inflate_table, i64 0, i64 %122
  %124 = load ptr, ptr %123, align 8
  %125 = zext nneg i32 %0 to i64
  %126 = getelementptr inbounds [3 x ptr], ptr @switch.table.inflate_table.1, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8
  %128 = zext nneg i32 %0 to i64
  %129 = getelementptr inbounds [3 x i32], ptr @switch.table.inflate_table.2, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  br label %131

131:                                              ; preds = %121, %119
  %132 = phi ptr [ null, %119 ], [ %124, %121 ]
  %133 = phi ptr [ null, %119 ], [ %127, %121 ]
  %134 = phi i32 [ 0, %119 ], [ %130, %121 ]
  %135 = shl nuw i32 1, %65
  %136 = add i32 %135, -1
  %137 = icmp eq i32 %0, 1
  %138 = icmp ugt i32 %65, 9
  %139 = select i1 %137, i1 %138, i1 false
  br i1 %139, label %291, label %140

140:                                              ; preds = %131
  %141 = icmp eq i32 %0, 2
  %142 = select i1 %141, i1 %138, i1 false
  br i1 %142, label %291, label %143

143:                                              ; preds = %140
  %144 = load ptr, ptr %3, align 8, !tbaa !15
  %145 = trunc i32 %65 to i8
  br label %146

146:                                              ; preds = %266, %143
  %147 = phi i32 [ %223, %266 ], [ %64, %143 ]
  %148 = phi i32 [ %206, %266 ], [ 0, %143 ]
  %149 = phi i32 [ %258, %266 ], [ %65, %143 ]
  %150 = phi i32 [ %231, %266 ], [ 0, %143 ]
  %151 = phi i32 [ %260, %266 ], [ %135, %143 ]
  %152 = phi i32 [ %205, %266 ], [ 0, %143 ]
  %153 = phi i32 [ %226, %266 ], [ -1, %143 ]
  %154 = phi ptr [ %233, %266 ], [ %144, %143 ]
  %155 = shl nuw i32 1, %149
  br label %156

156:                                              ; preds = %228, %146
  %157 = phi i32 [ %147, %146 ], [ %223, %228 ]
  %158 = phi i32 [ %148, %146 ], [ %206, %228 ]
  %159 = phi i32 [ %152, %146 ], [ %205, %228 ]
  %160 = sub i32 %157, %150
  %161 = trunc i32 %160 to i8
  %162 = zext i32 %158 to i64
  %163 = getelementptr inbounds i16, ptr %5, i64 %162
  %164 = load i16, ptr %163, align 2, !tbaa !5
  %165 = zext i16 %164 to i32
  %166 = add nuw nsw i32 %165, 1
  %167 = icmp ult i32 %166, %134
  br i1 %167, label %178, label %168

168:                                              ; preds = %156
  %169 = icmp ugt i32 %134, %165
  br i1 %169, label %178, label %170

170:                                              ; preds = %168
  %171 = sub nsw i32 %165, %134
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds i16, ptr %133, i64 %172
  %174 = load i16, ptr %173, align 2, !tbaa !5
  %175 = trunc i16 %174 to i8
  %176 = getelementptr inbounds i16, ptr %132, i64 %172
  %177 = load i16, ptr %176, align 2, !tbaa !5
  br label %178

178:                                              ; preds = %168, %156, %170
  %179 = phi i16 [ %177, %170 ], [ %164, %156 ], [ 0, %168 ]
  %180 = phi i8 [ %175, %170 ], [ 0, %156 ], [ 96, %168 ]
  %181 = shl nsw i32 -1, %160
  %182 = lshr i32 %159, %150
  br label %183

183:                                              ; preds = %183, %178
  %184 = phi i32 [ %155, %178 ], [ %185, %183 ]
  %185 = add i32 %184, %181
  %186 = add i32 %185, %182
  %187 = zext i32 %186 to i64
  %188 = getelementptr inbounds %struct.code, ptr %154, i64 %187
  store i8 %180, ptr %188, align 2, !tbaa !17
  %189 = getelementptr inbounds i8, ptr %188, i64 1
  store i8 %161, ptr %189, align 1, !tbaa !17
  %190 = getelementptr inbounds i8, ptr %188, i64 2
  store i16 %179, ptr %190, align 2, !tbaa !5
  %191 = icmp eq i32 %185, 0
  br i1 %191, label %192, label %183, !llvm.loop !23

192:                                              ; preds = %183
  %193 = add i32 %157, -1
  %194 = shl nuw i32 1, %193
  br label %195

195:                                              ; preds = %195, %192
  %196 = phi i32 [ %194, %192 ], [ %199, %195 ]
  %197 = and i32 %196, %159
  %198 = icmp eq i32 %197, 0
  %199 = lshr i32 %196, 1
  br i1 %198, label %200, label %195, !llvm.loop !24

200:                                              ; preds = %195
  %201 = icmp eq i32 %196, 0
  %202 = add i32 %196, -1
  %203 = and i32 %202, %159
  %204 = add i32 %203, %196
  %205 = select i1 %201, i32 0, i32 %204
  %206 = add i32 %158, 1
  %207 = zext i32 %157 to i64
  %208 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %207
  %209 = load i16, ptr %208, align 2, !tbaa !5
  %210 = add i16 %209, -1
  store i16 %210, ptr %208, align 2, !tbaa !5
  %211 = icmp eq i16 %210, 0
  br i1 %211, label %212, label %222

212:                                              ; preds = %200
  %213 = icmp eq i32 %157, %37
  br i1 %213, label %278, label %214

214:                                              ; preds = %212
  %215 = zext i32 %206 to i64
  %216 = getelementptr inbounds i16, ptr %5, i64 %215
  %217 = load i16, ptr %216, align 2, !tbaa !5
  %218 = zext i16 %217 to i64
  %219 = getelementptr inbounds i16, ptr %1, i64 %218
  %220 = load i16, ptr %219, align 2, !tbaa !5
  %221 = zext i16 %220 to i32
  br label %222

222:                                              ; preds = %214, %200
  %223 = phi i32 [ %221, %214 ], [ %157, %200 ]
  %224 = icmp ugt i32 %223, %65
  br i1 %224, label %225, label %228

225:                                              ; preds = %222
  %226 = and i32 %205, %136
  %227 = icmp eq i32 %226, %153
  br i1 %227, label %228, label %229

228:                                              ; preds = %225, %222
  br label %156, !llvm.loop !25

229:                                              ; preds = %225
  %230 = icmp eq i32 %150, 0
  %231 = select i1 %230, i32 %65, i32 %150
  %232 = zext i32 %155 to i64
  %233 = getelementptr inbounds %struct.code, ptr %154, i64 %232
  %234 = sub i32 %223, %231
  %235 = icmp ult i32 %223, %37
  br i1 %235, label %236, label %257

236:                                              ; preds = %229
  %237 = shl nuw i32 1, %234
  %238 = sub i32 %37, %231
  br label %239

239:                                              ; preds = %236, %252
  %240 = phi i32 [ %255, %252 ], [ %223, %236 ]
  %241 = phi i32 [ %254, %252 ], [ %237, %236 ]
  %242 = phi i32 [ %253, %252 ], [ %234, %236 ]
  %243 = zext i32 %240 to i64
  %244 = getelementptr inbounds [16 x i16], ptr %7, i64 0, i64 %243
  %245 = load i16, ptr %244, align 2, !tbaa !5
  %246 = zext i16 %245 to i32
  %247 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %241, i32 %246), !nosanitize !20
  %248 = extractvalue { i32, i1 } %247, 0, !nosanitize !20
  %249 = extractvalue { i32, i1 } %247, 1, !nosanitize !20
  br i1 %249, label %78, label %250, !nosanitize !20

250:                                              ; preds = %239
  %251 = icmp slt i32 %248, 1
  br i1 %251, label %257, label %252

252:                                              ; preds = %250
  %253 = add i32 %242, 1
  %254 = shl nuw i32 %248, 1
  %255 = add i32 %253, %231
  %256 = icmp ult i32 %255, %37
  br i1 %256, label %239, label %257, !llvm.loop !26

257:                                              ; preds = %252, %250, %229
  %258 = phi i32 [ %234, %229 ], [ %238, %252 ], [ %242, %250 ]
  %259 = shl nuw i32 1, %258
  %260 = add i32 %259, %151
  %261 = icmp ugt i32 %260, 852
  %262 = select i1 %137, i1 %261, i1 false
  %263 = icmp ugt i32 %260, 592
  %264 = select i1 %141, i1 %263, i1 false
  %265 = select i1 %262, i1 true, i1 %264
  br i1 %265, label %291, label %266

266:                                              ; preds = %257
  %267 = trunc i32 %258 to i8
  %268 = load ptr, ptr %3, align 8, !tbaa !15
  %269 = zext i32 %226 to i64
  %270 = getelementptr inbounds %struct.code, ptr %268, i64 %269
  store i8 %267, ptr %270, align 2, !tbaa !27
  %271 = getelementptr inbounds %struct.code, ptr %268, i64 %269, i32 1
  store i8 %145, ptr %271, align 1, !tbaa !29
  %272 = ptrtoint ptr %233 to i64
  %273 = ptrtoint ptr %268 to i64
  %274 = sub i64 %272, %273
  %275 = lshr exact i64 %274, 2
  %276 = trunc i64 %275 to i16
  %277 = getelementptr inbounds %struct.code, ptr %268, i64 %269, i32 2
  store i16 %276, ptr %277, align 2, !tbaa !30
  br label %146, !llvm.loop !25

278:                                              ; preds = %212
  %279 = icmp eq i32 %205, 0
  br i1 %279, label %285, label %280

280:                                              ; preds = %278
  %281 = zext i32 %205 to i64
  %282 = getelementptr inbounds %struct.code, ptr %154, i64 %281
  store i8 64, ptr %282, align 2, !tbaa !17
  %283 = getelementptr inbounds i8, ptr %282, i64 1
  store i8 %161, ptr %283, align 1, !tbaa !17
  %284 = getelementptr inbounds i8, ptr %282, i64 2
  store i16 0, ptr %284, align 2, !tbaa !5
  br label %285

285:                                              ; preds = %280, %278
  %286 = load ptr, ptr %3, align 8, !tbaa !15
  %287 = zext i32 %151 to i64
  %288 = getelementptr inbounds %struct.code, ptr %286, i64 %287
  store ptr %288, ptr %3, align 8, !tbaa !15
  br label %289

289:                                              ; preds = %44, %285
  %290 = phi i32 [ %65, %285 ], [ 1, %44 ]
  store i32 %290, ptr %4, align 4, !tbaa !12
  br label %291

291:                                              ; preds = %79, %257, %289, %131, %140, %84
  %292 = phi i32 [ -1, %84 ], [ 1, %140 ], [ 1, %131 ], [ 0, %289 ], [ 1, %257 ], [ -1, %79 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #7
  ret i32 %292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: cold noreturn nounwind
declare void @llvm.ubsantrap(i8 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @inflate_fixed(ptr nocapture noundef writeonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  store ptr @lenfix, ptr %2, align 8, !tbaa !31
  %3 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 9, ptr %3, align 8, !tbaa !34
  %4 = getelementptr inbounds i8, ptr %0, i64 112
  store ptr @distfix, ptr %4, align 8, !tbaa !35
  %5 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 5, ptr %5, align 4, !tbaa !36
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noreturn nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

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
!20 = !{}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !10, !11}
!27 = !{!28, !7, i64 0}
!28 = !{!"", !7, i64 0, !7, i64 1, !6, i64 2}
!29 = !{!28, !7, i64 1}
!30 = !{!28, !6, i64 2}
!31 = !{!32, !16, i64 104}
!32 = !{!"inflate_state", !16, i64 0, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !33, i64 32, !33, i64 40, !16, i64 48, !13, i64 56, !13, i64 60, !13, i64 64, !13, i64 68, !16, i64 72, !33, i64 80, !13, i64 88, !13, i64 92, !13, i64 96, !13, i64 100, !16, i64 104, !16, i64 112, !13, i64 120, !13, i64 124, !13, i64 128, !13, i64 132, !13, i64 136, !13, i64 140, !16, i64 144, !7, i64 152, !7, i64 792, !7, i64 1368, !13, i64 7144, !13, i64 7148, !13, i64 7152}
!33 = !{!"long", !7, i64 0}
!34 = !{!32, !13, i64 120}
!35 = !{!32, !16, i64 112}
!36 = !{!32, !13, i64 124}
