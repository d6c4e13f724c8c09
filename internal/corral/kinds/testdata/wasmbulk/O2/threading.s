	.text
	.file	"threading.c"
	.hidden	g_ZSTD_threading_useless_symbol # @g_ZSTD_threading_useless_symbol
	.type	g_ZSTD_threading_useless_symbol,@object
	.section	.bss.g_ZSTD_threading_useless_symbol,"",@
	.globl	g_ZSTD_threading_useless_symbol
	.p2align	2, 0x0
g_ZSTD_threading_useless_symbol:
	.int32	0                               # 0x0
	.size	g_ZSTD_threading_useless_symbol, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	.custom_section.producers,"",@
	.int8	1
	.int8	12
	.ascii	"processed-by"
	.int8	1
	.int8	12
	.ascii	"Debian clang"
	.int8	18
	.ascii	"19.1.7 (3~deb12u1)"
	.section	.bss.g_ZSTD_threading_useless_symbol,"",@
	.section	.custom_section.target_features,"",@
	.int8	4
	.int8	43
	.int8	10
	.ascii	"multivalue"
	.int8	43
	.int8	15
	.ascii	"mutable-globals"
	.int8	43
	.int8	15
	.ascii	"reference-types"
	.int8	43
	.int8	8
	.ascii	"sign-ext"
	.section	.bss.g_ZSTD_threading_useless_symbol,"",@
