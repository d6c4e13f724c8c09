	.text
	.file	"debug.c"
	.hidden	g_debuglevel                    # @g_debuglevel
	.type	g_debuglevel,@object
	.section	.bss.g_debuglevel,"",@
	.globl	g_debuglevel
	.p2align	2, 0x0
g_debuglevel:
	.int32	0                               # 0x0
	.size	g_debuglevel, 4

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
	.section	.bss.g_debuglevel,"",@
	.section	.custom_section.target_features,"",@
	.int8	5
	.int8	43
	.int8	11
	.ascii	"bulk-memory"
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
	.section	.bss.g_debuglevel,"",@
