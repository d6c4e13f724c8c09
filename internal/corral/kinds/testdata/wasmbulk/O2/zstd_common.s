	.text
	.file	"zstd_common.c"
	.functype	ZSTD_versionNumber () -> (i32)
	.functype	ZSTD_versionString () -> (i32)
	.functype	ZSTD_isError (i32) -> (i32)
	.functype	ZSTD_getErrorName (i32) -> (i32)
	.functype	ZSTD_getErrorCode (i32) -> (i32)
	.functype	ZSTD_getErrorString (i32) -> (i32)
	.functype	ERR_getErrorString (i32) -> (i32)
	.section	.text.ZSTD_versionNumber,"",@
	.globl	ZSTD_versionNumber              # -- Begin function ZSTD_versionNumber
	.type	ZSTD_versionNumber,@function
ZSTD_versionNumber:                     # @ZSTD_versionNumber
	.functype	ZSTD_versionNumber () -> (i32)
# %bb.0:
	i32.const	10506
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_versionString,"",@
	.globl	ZSTD_versionString              # -- Begin function ZSTD_versionString
	.type	ZSTD_versionString,@function
ZSTD_versionString:                     # @ZSTD_versionString
	.functype	ZSTD_versionString () -> (i32)
# %bb.0:
	i32.const	.L.str
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_isError,"",@
	.globl	ZSTD_isError                    # -- Begin function ZSTD_isError
	.type	ZSTD_isError,@function
ZSTD_isError:                           # @ZSTD_isError
	.functype	ZSTD_isError (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	-120
	i32.gt_u
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_getErrorName,"",@
	.globl	ZSTD_getErrorName               # -- Begin function ZSTD_getErrorName
	.type	ZSTD_getErrorName,@function
ZSTD_getErrorName:                      # @ZSTD_getErrorName
	.functype	ZSTD_getErrorName (i32) -> (i32)
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
	.section	.text.ZSTD_getErrorCode,"",@
	.globl	ZSTD_getErrorCode               # -- Begin function ZSTD_getErrorCode
	.type	ZSTD_getErrorCode,@function
ZSTD_getErrorCode:                      # @ZSTD_getErrorCode
	.functype	ZSTD_getErrorCode (i32) -> (i32)
# %bb.0:
	i32.const	0
	i32.const	0
	local.get	0
	i32.sub 
	local.get	0
	i32.const	-119
	i32.lt_u
	i32.select
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_getErrorString,"",@
	.globl	ZSTD_getErrorString             # -- Begin function ZSTD_getErrorString
	.type	ZSTD_getErrorString,@function
ZSTD_getErrorString:                    # @ZSTD_getErrorString
	.functype	ZSTD_getErrorString (i32) -> (i32)
# %bb.0:
	local.get	0
	call	ERR_getErrorString
                                        # fallthrough-return
	end_function
                                        # -- End function
	.type	.L.str,@object                  # @.str
	.section	.rodata..L.str,"S",@
.L.str:
	.asciz	"1.5.6"
	.size	.L.str, 6

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
	.section	.rodata..L.str,"S",@
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
	.section	.rodata..L.str,"S",@
