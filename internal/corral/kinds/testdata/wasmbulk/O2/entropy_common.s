	.text
	.file	"entropy_common.c"
	.functype	memcpy (i32, i32, i32) -> (i32)
	.functype	memset (i32, i32, i32) -> (i32)
	.globaltype	__stack_pointer, i32
	.functype	FSE_versionNumber () -> (i32)
	.functype	FSE_isError (i32) -> (i32)
	.functype	FSE_getErrorName (i32) -> (i32)
	.functype	HUF_isError (i32) -> (i32)
	.functype	HUF_getErrorName (i32) -> (i32)
	.functype	FSE_readNCount_bmi2 (i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	FSE_readNCount (i32, i32, i32, i32, i32) -> (i32)
	.functype	HUF_readStats (i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HUF_readStats_wksp (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	ERR_getErrorString (i32) -> (i32)
	.functype	FSE_decompress_wksp_bmi2 (i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.section	.text.FSE_versionNumber,"",@
	.hidden	FSE_versionNumber               # -- Begin function FSE_versionNumber
	.globl	FSE_versionNumber
	.type	FSE_versionNumber,@function
FSE_versionNumber:                      # @FSE_versionNumber
	.functype	FSE_versionNumber () -> (i32)
# %bb.0:
	i32.const	900
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.FSE_isError,"",@
	.hidden	FSE_isError                     # -- Begin function FSE_isError
	.globl	FSE_isError
	.type	FSE_isError,@function
FSE_isError:                            # @FSE_isError
	.functype	FSE_isError (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	-120
	i32.gt_u
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.FSE_getErrorName,"",@
	.hidden	FSE_getErrorName                # -- Begin function FSE_getErrorName
	.globl	FSE_getErrorName
	.type	FSE_getErrorName,@function
FSE_getErrorName:                       # @FSE_getErrorName
	.functype	FSE_getErrorName (i32) -> (i32)
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
	.section	.text.HUF_isError,"",@
	.hidden	HUF_isError                     # -- Begin function HUF_isError
	.globl	HUF_isError
	.type	HUF_isError,@function
HUF_isError:                            # @HUF_isError
	.functype	HUF_isError (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	-120
	i32.gt_u
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HUF_getErrorName,"",@
	.hidden	HUF_getErrorName                # -- Begin function HUF_getErrorName
	.globl	HUF_getErrorName
	.type	HUF_getErrorName,@function
HUF_getErrorName:                       # @HUF_getErrorName
	.functype	HUF_getErrorName (i32) -> (i32)
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
	.section	.text.FSE_readNCount_bmi2,"",@
	.hidden	FSE_readNCount_bmi2             # -- Begin function FSE_readNCount_bmi2
	.globl	FSE_readNCount_bmi2
	.type	FSE_readNCount_bmi2,@function
FSE_readNCount_bmi2:                    # @FSE_readNCount_bmi2
	.functype	FSE_readNCount_bmi2 (i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
# %bb.0:
	global.get	__stack_pointer
	i32.const	16
	i32.sub 
	local.tee	6
	global.set	__stack_pointer
	block   	
	block   	
	local.get	4
	i32.const	7
	i32.gt_u
	br_if   	0                               # 0: down to label1
# %bb.1:
	local.get	6
	i64.const	0
	i64.store	8
	local.get	6
	i32.const	8
	i32.add 
	local.get	3
	local.get	4
	call	memcpy
	drop
	i32.const	-20
	local.get	0
	local.get	1
	local.get	2
	local.get	6
	i32.const	8
	i32.add 
	i32.const	8
	local.get	4
	call	FSE_readNCount_bmi2
	local.tee	0
	local.get	0
	local.get	4
	i32.gt_u
	i32.select
	local.get	0
	local.get	0
	i32.const	-119
	i32.lt_u
	i32.select
	local.set	7
	br      	1                               # 1: down to label0
.LBB5_2:
	end_block                               # label1:
	local.get	0
	i32.const	0
	local.get	1
	i32.load	0
	i32.const	1
	i32.add 
	local.tee	8
	i32.const	1
	i32.shl 
	call	memset
	local.set	9
	block   	
	local.get	3
	i32.load	0:p2align=0
	local.tee	7
	i32.const	15
	i32.and 
	local.tee	0
	i32.const	10
	i32.le_u
	br_if   	0                               # 0: down to label2
# %bb.3:
	i32.const	-44
	local.set	7
	br      	1                               # 1: down to label0
.LBB5_4:
	end_block                               # label2:
	local.get	2
	local.get	0
	i32.const	5
	i32.add 
	i32.store	0
	local.get	3
	local.get	4
	i32.add 
	local.tee	4
	i32.const	-4
	i32.add 
	local.set	10
	local.get	4
	i32.const	-7
	i32.add 
	local.set	11
	local.get	0
	i32.const	6
	i32.add 
	local.set	12
	i32.const	4
	local.set	2
	local.get	7
	i32.const	4
	i32.shr_u
	local.set	7
	i32.const	32
	local.get	0
	i32.shl 
	local.tee	13
	i32.const	1
	i32.or  
	local.set	14
	i32.const	0
	local.set	0
	i32.const	1
	local.set	15
	local.get	3
	local.set	4
.LBB5_5:                                # =>This Loop Header: Depth=1
                                        #     Child Loop BB5_7 Depth 2
	block   	
	loop    	                                # label4:
	block   	
	local.get	15
	i32.const	1
	i32.and 
	br_if   	0                               # 0: down to label5
# %bb.6:                                #   in Loop: Header=BB5_5 Depth=1
	block   	
	local.get	7
	i32.const	-1
	i32.xor 
	i32.const	-2147483648
	i32.or  
	i32.ctz 
	local.tee	15
	i32.const	24
	i32.lt_u
	br_if   	0                               # 0: down to label6
.LBB5_7:                                #   Parent Loop BB5_5 Depth=1
                                        # =>  This Inner Loop Header: Depth=2
	loop    	                                # label7:
	block   	
	block   	
	local.get	4
	local.get	11
	i32.gt_u
	br_if   	0                               # 0: down to label9
# %bb.8:                                #   in Loop: Header=BB5_7 Depth=2
	local.get	4
	i32.const	3
	i32.add 
	local.set	4
	br      	1                               # 1: down to label8
.LBB5_9:                                #   in Loop: Header=BB5_7 Depth=2
	end_block                               # label9:
	local.get	4
	local.get	11
	i32.sub 
	i32.const	3
	i32.shl 
	local.get	2
	i32.add 
	i32.const	31
	i32.and 
	local.set	2
	local.get	10
	local.set	4
.LBB5_10:                               #   in Loop: Header=BB5_7 Depth=2
	end_block                               # label8:
	local.get	0
	i32.const	36
	i32.add 
	local.set	0
	local.get	4
	i32.load	0:p2align=0
	local.get	2
	i32.shr_u
	local.tee	7
	i32.const	-1
	i32.xor 
	i32.const	-2147483648
	i32.or  
	i32.ctz 
	local.tee	15
	i32.const	23
	i32.gt_u
	br_if   	0                               # 0: up to label7
.LBB5_11:                               #   in Loop: Header=BB5_5 Depth=1
	end_loop
	end_block                               # label6:
	local.get	2
	local.get	15
	i32.const	30
	i32.and 
	local.tee	16
	i32.add 
	i32.const	2
	i32.add 
	local.set	2
	local.get	15
	i32.const	1
	i32.shr_u
	i32.const	3
	i32.mul 
	local.get	0
	i32.add 
	local.get	7
	local.get	16
	i32.shr_u
	i32.const	3
	i32.and 
	i32.add 
	local.tee	0
	local.get	8
	i32.ge_u
	br_if   	2                               # 2: down to label3
# %bb.12:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	2
	i32.const	3
	i32.shr_u
	local.set	7
	block   	
	block   	
	block   	
	local.get	4
	local.get	11
	i32.le_u
	br_if   	0                               # 0: down to label12
# %bb.13:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	4
	local.get	7
	i32.add 
	local.get	10
	i32.gt_u
	br_if   	1                               # 1: down to label11
.LBB5_14:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label12:
	local.get	2
	i32.const	7
	i32.and 
	local.set	2
	local.get	4
	local.get	7
	i32.add 
	local.set	4
	br      	1                               # 1: down to label10
.LBB5_15:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label11:
	local.get	4
	local.get	10
	i32.sub 
	i32.const	3
	i32.shl 
	local.get	2
	i32.add 
	i32.const	31
	i32.and 
	local.set	2
	local.get	10
	local.set	4
.LBB5_16:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label10:
	local.get	4
	i32.load	0:p2align=0
	local.get	2
	i32.shr_u
	local.set	7
.LBB5_17:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label5:
	block   	
	block   	
	local.get	7
	local.get	13
	i32.const	-1
	i32.add 
	i32.and 
	local.tee	15
	local.get	13
	i32.const	1
	i32.shl 
	i32.const	-1
	i32.add 
	local.tee	16
	local.get	14
	i32.sub 
	local.tee	17
	i32.ge_u
	br_if   	0                               # 0: down to label14
# %bb.18:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	12
	i32.const	-1
	i32.add 
	local.set	16
	br      	1                               # 1: down to label13
.LBB5_19:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label14:
	local.get	7
	local.get	16
	i32.and 
	local.tee	7
	i32.const	0
	local.get	17
	local.get	7
	local.get	13
	i32.lt_s
	i32.select
	i32.sub 
	local.set	15
	local.get	12
	local.set	16
.LBB5_20:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label13:
	local.get	9
	local.get	0
	i32.const	1
	i32.shl 
	i32.add 
	local.get	15
	i32.const	-1
	i32.add 
	local.tee	7
	i32.store16	0
	local.get	0
	i32.const	1
	i32.add 
	local.set	0
	local.get	16
	local.get	2
	i32.add 
	local.set	2
	block   	
	i32.const	1
	local.get	15
	i32.sub 
	local.get	7
	local.get	15
	i32.const	0
	i32.gt_s
	i32.select
	local.get	14
	i32.add 
	local.tee	14
	local.get	13
	i32.ge_s
	br_if   	0                               # 0: down to label15
# %bb.21:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	14
	i32.const	2
	i32.lt_s
	br_if   	2                               # 2: down to label3
# %bb.22:                               #   in Loop: Header=BB5_5 Depth=1
	i32.const	32
	local.get	14
	i32.clz 
	local.tee	15
	i32.sub 
	local.set	12
	i32.const	1
	local.get	15
	i32.const	31
	i32.xor 
	i32.shl 
	local.set	13
.LBB5_23:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label15:
	local.get	0
	local.get	8
	i32.ge_u
	br_if   	1                               # 1: down to label3
# %bb.24:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	2
	i32.const	3
	i32.shr_s
	local.set	15
	block   	
	block   	
	block   	
	local.get	4
	local.get	11
	i32.le_u
	br_if   	0                               # 0: down to label18
# %bb.25:                               #   in Loop: Header=BB5_5 Depth=1
	local.get	4
	local.get	15
	i32.add 
	local.get	10
	i32.gt_u
	br_if   	1                               # 1: down to label17
.LBB5_26:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label18:
	local.get	2
	i32.const	7
	i32.and 
	local.set	2
	local.get	4
	local.get	15
	i32.add 
	local.set	4
	br      	1                               # 1: down to label16
.LBB5_27:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label17:
	local.get	2
	local.get	4
	local.get	10
	i32.sub 
	i32.const	3
	i32.shl 
	i32.add 
	i32.const	31
	i32.and 
	local.set	2
	local.get	10
	local.set	4
.LBB5_28:                               #   in Loop: Header=BB5_5 Depth=1
	end_block                               # label16:
	local.get	7
	i32.const	0
	i32.ne  
	local.set	15
	local.get	4
	i32.load	0:p2align=0
	local.get	2
	i32.shr_u
	local.set	7
	br      	0                               # 0: up to label4
.LBB5_29:
	end_loop
	end_block                               # label3:
	i32.const	-20
	local.set	7
	local.get	14
	i32.const	1
	i32.ne  
	br_if   	0                               # 0: down to label0
# %bb.30:
	block   	
	local.get	0
	local.get	8
	i32.le_u
	br_if   	0                               # 0: down to label19
# %bb.31:
	i32.const	-48
	local.set	7
	br      	1                               # 1: down to label0
.LBB5_32:
	end_block                               # label19:
	local.get	2
	i32.const	32
	i32.gt_s
	br_if   	0                               # 0: down to label0
# %bb.33:
	local.get	1
	local.get	0
	i32.const	-1
	i32.add 
	i32.store	0
	local.get	4
	local.get	2
	i32.const	7
	i32.add 
	i32.const	3
	i32.shr_s
	i32.add 
	local.get	3
	i32.sub 
	local.set	7
.LBB5_34:
	end_block                               # label0:
	local.get	6
	i32.const	16
	i32.add 
	global.set	__stack_pointer
	local.get	7
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.FSE_readNCount,"",@
	.hidden	FSE_readNCount                  # -- Begin function FSE_readNCount
	.globl	FSE_readNCount
	.type	FSE_readNCount,@function
FSE_readNCount:                         # @FSE_readNCount
	.functype	FSE_readNCount (i32, i32, i32, i32, i32) -> (i32)
# %bb.0:
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	local.get	4
	local.get	4
	call	FSE_readNCount_bmi2
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HUF_readStats,"",@
	.hidden	HUF_readStats                   # -- Begin function HUF_readStats
	.globl	HUF_readStats
	.type	HUF_readStats,@function
HUF_readStats:                          # @HUF_readStats
	.functype	HUF_readStats (i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32
# %bb.0:
	global.get	__stack_pointer
	i32.const	880
	i32.sub 
	local.tee	7
	global.set	__stack_pointer
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	local.get	4
	local.get	5
	local.get	6
	local.get	7
	i32.const	876
	local.get	7
	call	HUF_readStats_wksp
	local.set	6
	local.get	7
	i32.const	880
	i32.add 
	global.set	__stack_pointer
	local.get	6
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HUF_readStats_wksp,"",@
	.hidden	HUF_readStats_wksp              # -- Begin function HUF_readStats_wksp
	.globl	HUF_readStats_wksp
	.type	HUF_readStats_wksp,@function
HUF_readStats_wksp:                     # @HUF_readStats_wksp
	.functype	HUF_readStats_wksp (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32
# %bb.0:
	i32.const	-72
	local.set	10
	block   	
	block   	
	local.get	6
	i32.eqz
	br_if   	0                               # 0: down to label21
# %bb.1:
	local.get	5
	i32.load8_s	0
	local.tee	11
	i32.const	255
	i32.and 
	local.set	12
	block   	
	block   	
	local.get	11
	i32.const	-1
	i32.gt_s
	br_if   	0                               # 0: down to label23
# %bb.2:
	local.get	12
	i32.const	-126
	i32.add 
	i32.const	1
	i32.shr_u
	local.tee	13
	local.get	6
	i32.ge_u
	br_if   	2                               # 2: down to label21
# %bb.3:
	i32.const	-20
	local.set	10
	local.get	12
	i32.const	-127
	i32.add 
	local.tee	8
	local.get	1
	i32.ge_u
	br_if   	2                               # 2: down to label21
# %bb.4:
	local.get	8
	i32.eqz
	br_if   	3                               # 3: down to label20
# %bb.5:
	i32.const	0
	local.set	11
	block   	
	local.get	12
	i32.const	-128
	i32.add 
	local.tee	1
	i32.const	2
	i32.lt_u
	br_if   	0                               # 0: down to label24
# %bb.6:
	local.get	5
	i32.const	2
	i32.add 
	local.set	6
	local.get	1
	i32.const	254
	i32.and 
	i32.const	2
	i32.add 
	i32.const	252
	i32.and 
	local.set	7
	i32.const	0
	local.set	11
.LBB8_7:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label25:
	local.get	0
	local.get	11
	i32.add 
	local.tee	1
	local.get	6
	i32.const	-1
	i32.add 
	local.tee	10
	i32.load8_u	0
	i32.const	4
	i32.shr_u
	i32.store8	0
	local.get	1
	i32.const	1
	i32.add 
	local.get	10
	i32.load8_u	0
	i32.const	15
	i32.and 
	i32.store8	0
	local.get	1
	i32.const	2
	i32.add 
	local.get	6
	i32.load8_u	0
	i32.const	4
	i32.shr_u
	i32.store8	0
	local.get	1
	i32.const	3
	i32.add 
	local.get	6
	i32.load8_u	0
	i32.const	15
	i32.and 
	i32.store8	0
	local.get	6
	i32.const	2
	i32.add 
	local.set	6
	local.get	7
	local.get	11
	i32.const	4
	i32.add 
	local.tee	11
	i32.ne  
	br_if   	0                               # 0: up to label25
.LBB8_8:
	end_loop
	end_block                               # label24:
	block   	
	local.get	12
	i32.const	2
	i32.and 
	br_if   	0                               # 0: down to label26
# %bb.9:
	local.get	0
	local.get	11
	i32.add 
	local.tee	6
	local.get	5
	i32.const	1
	i32.add 
	local.get	11
	i32.const	1
	i32.shr_u
	i32.add 
	local.tee	1
	i32.load8_u	0
	i32.const	4
	i32.shr_u
	i32.store8	0
	local.get	6
	i32.const	1
	i32.add 
	local.get	1
	i32.load8_u	0
	i32.const	15
	i32.and 
	i32.store8	0
.LBB8_10:
	end_block                               # label26:
	local.get	13
	local.set	12
	br      	1                               # 1: down to label22
.LBB8_11:
	end_block                               # label23:
	local.get	12
	local.get	6
	i32.ge_u
	br_if   	1                               # 1: down to label21
# %bb.12:
	local.get	0
	local.get	1
	i32.const	-1
	i32.add 
	local.get	5
	i32.const	1
	i32.add 
	local.get	12
	i32.const	6
	local.get	7
	local.get	8
	i32.const	0
	call	FSE_decompress_wksp_bmi2
	local.tee	8
	local.set	10
	local.get	8
	i32.const	-119
	i32.ge_u
	br_if   	1                               # 1: down to label21
.LBB8_13:
	end_block                               # label22:
	local.get	2
	i64.const	0
	i64.store	0:p2align=2
	i32.const	0
	local.set	1
	local.get	2
	i32.const	48
	i32.add 
	i32.const	0
	i32.store	0
	local.get	2
	i32.const	40
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	32
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	24
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	16
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	8
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	i32.const	-20
	local.set	10
	local.get	8
	i32.eqz
	br_if   	0                               # 0: down to label21
# %bb.14:
	local.get	0
	local.set	6
	local.get	8
	local.set	5
.LBB8_15:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label27:
	local.get	6
	i32.load8_u	0
	local.tee	11
	i32.const	12
	i32.gt_u
	br_if   	1                               # 1: down to label21
# %bb.16:                               #   in Loop: Header=BB8_15 Depth=1
	local.get	2
	local.get	11
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	11
	local.get	11
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	i32.const	1
	local.get	6
	i32.load8_u	0
	i32.shl 
	i32.const	1
	i32.shr_s
	local.get	1
	i32.add 
	local.set	1
	local.get	6
	i32.const	1
	i32.add 
	local.set	6
	local.get	5
	i32.const	-1
	i32.add 
	local.tee	5
	br_if   	0                               # 0: up to label27
# %bb.17:
	end_loop
	local.get	1
	i32.const	-4096
	i32.add 
	i32.const	-4095
	i32.lt_u
	br_if   	0                               # 0: down to label21
# %bb.18:
	local.get	4
	i32.const	32
	local.get	1
	i32.clz 
	i32.sub 
	local.tee	6
	i32.store	0
	i32.const	-2147483648
	i32.const	1
	local.get	6
	i32.shl 
	local.get	1
	i32.sub 
	local.tee	6
	i32.clz 
	local.tee	1
	i32.shr_u
	local.get	6
	i32.ne  
	br_if   	0                               # 0: down to label21
# %bb.19:
	local.get	0
	local.get	8
	i32.add 
	i32.const	32
	local.get	1
	i32.sub 
	local.tee	6
	i32.store8	0
	local.get	2
	local.get	6
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	6
	local.get	6
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	i32.load	4
	local.tee	6
	i32.const	2
	i32.lt_u
	br_if   	0                               # 0: down to label21
# %bb.20:
	local.get	6
	i32.const	1
	i32.and 
	br_if   	0                               # 0: down to label21
# %bb.21:
	local.get	3
	local.get	8
	i32.const	1
	i32.add 
	i32.store	0
	local.get	12
	i32.const	1
	i32.add 
	local.set	10
.LBB8_22:
	end_block                               # label21:
	local.get	10
	return
.LBB8_23:
	end_block                               # label20:
	local.get	2
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	48
	i32.add 
	i32.const	0
	i32.store	0
	local.get	2
	i32.const	40
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	32
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	24
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	16
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	local.get	2
	i32.const	8
	i32.add 
	i64.const	0
	i64.store	0:p2align=2
	i32.const	-20
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
	.section	.text.HUF_readStats_wksp,"",@
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
	.section	.text.HUF_readStats_wksp,"",@
