	.text
	.file	"zbuff_common.c"
	.functype	ZBUFF_isError (i32) -> (i32)
	.functype	ZBUFF_getErrorName (i32) -> (i32)
	.functype	ERR_getErrorString (i32) -> (i32)
	.section	.text.ZBUFF_isError,"",@
	.globl	ZBUFF_isError                   # -- Begin function ZBUFF_isError
	.type	ZBUFF_isError,@function
ZBUFF_isError:                          # @ZBUFF_isError
	.functype	ZBUFF_isError (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	-120
	i32.gt_u
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZBUFF_getErrorName,"",@
	.globl	ZBUFF_getErrorName              # -- Begin function ZBUFF_getErrorName
	.type	ZBUFF_getErrorName,@function
ZBUFF_getErrorName:                     # @ZBUFF_getErrorName
	.functype	ZBUFF_getErrorName (i32) -> (i32)
# %bb.0:
	i32.const	0
	i32.const	0
	local.get	0
	i32.sub 
	local.get	0
	i32.const	-119
	i32.lt_u
	i32.select
	call	ERR_getErrorString
                                        # fallthrough-return
	end_function
                                        # -- End function
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
	.section	.text.ZBUFF_getErrorName,"",@
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
	.section	.text.ZBUFF_getErrorName,"",@
