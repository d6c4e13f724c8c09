	.text
	.file	"pool.c"
	.tabletype	__indirect_function_table, funcref
	.functype	POOL_create (i32, i32) -> (i32)
	.functype	POOL_create_advanced (i32, i32, i32) -> (i32)
	.functype	POOL_free (i32) -> ()
	.functype	POOL_joinJobs (i32) -> ()
	.functype	POOL_resize (i32, i32) -> (i32)
	.functype	POOL_add (i32, i32, i32) -> ()
	.functype	POOL_tryAdd (i32, i32, i32) -> (i32)
	.functype	POOL_sizeof (i32) -> (i32)
	.section	.text.POOL_create,"",@
	.hidden	POOL_create                     # -- Begin function POOL_create
	.globl	POOL_create
	.type	POOL_create,@function
POOL_create:                            # @POOL_create
	.functype	POOL_create (i32, i32) -> (i32)
# %bb.0:
	i32.const	g_poolCtx
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_create_advanced,"",@
	.hidden	POOL_create_advanced            # -- Begin function POOL_create_advanced
	.globl	POOL_create_advanced
	.type	POOL_create_advanced,@function
POOL_create_advanced:                   # @POOL_create_advanced
	.functype	POOL_create_advanced (i32, i32, i32) -> (i32)
# %bb.0:
	i32.const	g_poolCtx
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_free,"",@
	.hidden	POOL_free                       # -- Begin function POOL_free
	.globl	POOL_free
	.type	POOL_free,@function
POOL_free:                              # @POOL_free
	.functype	POOL_free (i32) -> ()
# %bb.0:
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_joinJobs,"",@
	.hidden	POOL_joinJobs                   # -- Begin function POOL_joinJobs
	.globl	POOL_joinJobs
	.type	POOL_joinJobs,@function
POOL_joinJobs:                          # @POOL_joinJobs
	.functype	POOL_joinJobs (i32) -> ()
# %bb.0:
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_resize,"",@
	.hidden	POOL_resize                     # -- Begin function POOL_resize
	.globl	POOL_resize
	.type	POOL_resize,@function
POOL_resize:                            # @POOL_resize
	.functype	POOL_resize (i32, i32) -> (i32)
# %bb.0:
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_add,"",@
	.hidden	POOL_add                        # -- Begin function POOL_add
	.globl	POOL_add
	.type	POOL_add,@function
POOL_add:                               # @POOL_add
	.functype	POOL_add (i32, i32, i32) -> ()
# %bb.0:
	local.get	2
	local.get	1
	call_indirect	 __indirect_function_table, (i32) -> ()
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_tryAdd,"",@
	.hidden	POOL_tryAdd                     # -- Begin function POOL_tryAdd
	.globl	POOL_tryAdd
	.type	POOL_tryAdd,@function
POOL_tryAdd:                            # @POOL_tryAdd
	.functype	POOL_tryAdd (i32, i32, i32) -> (i32)
# %bb.0:
	local.get	2
	local.get	1
	call_indirect	 __indirect_function_table, (i32) -> ()
	i32.const	1
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.POOL_sizeof,"",@
	.hidden	POOL_sizeof                     # -- Begin function POOL_sizeof
	.globl	POOL_sizeof
	.type	POOL_sizeof,@function
POOL_sizeof:                            # @POOL_sizeof
	.functype	POOL_sizeof (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	0
	i32.ne  
	i32.const	2
	i32.shl 
                                        # fallthrough-return
	end_function
                                        # -- End function
	.type	g_poolCtx,@object               # @g_poolCtx
	.section	.bss.g_poolCtx,"",@
	.p2align	2, 0x0
g_poolCtx:
	.skip	4
	.size	g_poolCtx, 4

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
	.section	.bss.g_poolCtx,"",@
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
	.section	.bss.g_poolCtx,"",@
