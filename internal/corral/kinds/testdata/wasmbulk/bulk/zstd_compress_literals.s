	.text
	.file	"zstd_compress_literals.c"
	.tabletype	__indirect_function_table, funcref
	.globaltype	__stack_pointer, i32
	.functype	ZSTD_noCompressLiterals (i32, i32, i32, i32) -> (i32)
	.functype	ZSTD_compressRleLiteralsBlock (i32, i32, i32, i32) -> (i32)
	.functype	ZSTD_compressLiterals (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HUF_compress1X_repeat (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HUF_compress4X_repeat (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.section	.text.ZSTD_noCompressLiterals,"",@
	.hidden	ZSTD_noCompressLiterals         # -- Begin function ZSTD_noCompressLiterals
	.globl	ZSTD_noCompressLiterals
	.type	ZSTD_noCompressLiterals,@function
ZSTD_noCompressLiterals:                # @ZSTD_noCompressLiterals
	.functype	ZSTD_noCompressLiterals (i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32
# %bb.0:
	i32.const	-70
	local.set	4
	block   	
	i32.const	2
	i32.const	1
	local.get	3
	i32.const	31
	i32.gt_u
	i32.select
	local.get	3
	i32.const	4095
	i32.gt_u
	i32.add 
	local.tee	5
	local.get	3
	i32.add 
	local.tee	6
	local.get	1
	i32.gt_u
	br_if   	0                               # 0: down to label0
# %bb.1:
	block   	
	block   	
	block   	
	block   	
	local.get	5
	i32.const	-1
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label3
                                        # 2: down to label2
                                        # 0: down to label4
.LBB0_2:
	end_block                               # label4:
	local.get	0
	local.get	3
	i32.const	3
	i32.shl 
	i32.store8	0
	br      	2                               # 2: down to label1
.LBB0_3:
	end_block                               # label3:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	4
	i32.or  
	i32.store16	0:p2align=0
	br      	1                               # 1: down to label1
.LBB0_4:
	end_block                               # label2:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	12
	i32.or  
	i32.store	0:p2align=0
.LBB0_5:
	end_block                               # label1:
	local.get	0
	local.get	5
	i32.add 
	local.get	2
	local.get	3
	memory.copy	0, 0
	local.get	6
	local.set	4
.LBB0_6:
	end_block                               # label0:
	local.get	4
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_compressRleLiteralsBlock,"",@
	.hidden	ZSTD_compressRleLiteralsBlock   # -- Begin function ZSTD_compressRleLiteralsBlock
	.globl	ZSTD_compressRleLiteralsBlock
	.type	ZSTD_compressRleLiteralsBlock,@function
ZSTD_compressRleLiteralsBlock:          # @ZSTD_compressRleLiteralsBlock
	.functype	ZSTD_compressRleLiteralsBlock (i32, i32, i32, i32) -> (i32)
	.local  	i32
# %bb.0:
	block   	
	block   	
	block   	
	block   	
	i32.const	2
	i32.const	1
	local.get	3
	i32.const	31
	i32.gt_u
	i32.select
	local.get	3
	i32.const	4095
	i32.gt_u
	i32.add 
	local.tee	4
	i32.const	-1
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label7
                                        # 2: down to label6
                                        # 0: down to label8
.LBB1_1:
	end_block                               # label8:
	local.get	0
	local.get	3
	i32.const	3
	i32.shl 
	i32.const	1
	i32.or  
	i32.store8	0
	br      	2                               # 2: down to label5
.LBB1_2:
	end_block                               # label7:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	5
	i32.or  
	i32.store16	0:p2align=0
	br      	1                               # 1: down to label5
.LBB1_3:
	end_block                               # label6:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	13
	i32.or  
	i32.store	0:p2align=0
.LBB1_4:
	end_block                               # label5:
	local.get	0
	local.get	4
	i32.add 
	local.get	2
	i32.load8_u	0
	i32.store8	0
	local.get	4
	i32.const	1
	i32.add 
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_compressLiterals,"",@
	.hidden	ZSTD_compressLiterals           # -- Begin function ZSTD_compressLiterals
	.globl	ZSTD_compressLiterals
	.type	ZSTD_compressLiterals,@function
ZSTD_compressLiterals:                  # @ZSTD_compressLiterals
	.functype	ZSTD_compressLiterals (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32
# %bb.0:
	global.get	__stack_pointer
	i32.const	16
	i32.sub 
	local.tee	12
	global.set	__stack_pointer
	local.get	7
	local.get	6
	i32.const	1032
	memory.copy	0, 0
	block   	
	block   	
	local.get	9
	i32.eqz
	br_if   	0                               # 0: down to label10
# %bb.1:
	block   	
	i32.const	2
	i32.const	1
	local.get	3
	i32.const	31
	i32.gt_u
	i32.select
	local.get	3
	i32.const	4095
	i32.gt_u
	i32.add 
	local.tee	6
	local.get	3
	i32.add 
	local.tee	9
	local.get	1
	i32.le_u
	br_if   	0                               # 0: down to label11
# %bb.2:
	i32.const	-70
	local.set	9
	br      	2                               # 2: down to label9
.LBB2_3:
	end_block                               # label11:
	block   	
	block   	
	block   	
	block   	
	local.get	6
	i32.const	-1
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label14
                                        # 2: down to label13
                                        # 0: down to label15
.LBB2_4:
	end_block                               # label15:
	local.get	0
	local.get	3
	i32.const	3
	i32.shl 
	i32.store8	0
	br      	2                               # 2: down to label12
.LBB2_5:
	end_block                               # label14:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	4
	i32.or  
	i32.store16	0:p2align=0
	br      	1                               # 1: down to label12
.LBB2_6:
	end_block                               # label13:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	12
	i32.or  
	i32.store	0:p2align=0
.LBB2_7:
	end_block                               # label12:
	local.get	0
	local.get	6
	i32.add 
	local.get	2
	local.get	3
	memory.copy	0, 0
	br      	1                               # 1: down to label9
.LBB2_8:
	end_block                               # label10:
	block   	
	i32.const	6
	i32.const	8
	i32.const	9
	local.get	8
	i32.sub 
	local.tee	9
	i32.const	3
	local.get	9
	i32.const	3
	i32.lt_s
	i32.select
	i32.shl 
	local.get	6
	i32.load	1028
	local.tee	13
	i32.const	2
	i32.eq  
	i32.select
	local.get	3
	i32.le_u
	br_if   	0                               # 0: down to label16
# %bb.9:
	block   	
	i32.const	2
	i32.const	1
	local.get	3
	i32.const	31
	i32.gt_u
	i32.select
	local.get	3
	i32.const	4095
	i32.gt_u
	i32.add 
	local.tee	6
	local.get	3
	i32.add 
	local.tee	9
	local.get	1
	i32.le_u
	br_if   	0                               # 0: down to label17
# %bb.10:
	i32.const	-70
	local.set	9
	br      	2                               # 2: down to label9
.LBB2_11:
	end_block                               # label17:
	block   	
	block   	
	block   	
	block   	
	local.get	6
	i32.const	-1
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label20
                                        # 2: down to label19
                                        # 0: down to label21
.LBB2_12:
	end_block                               # label21:
	local.get	0
	local.get	3
	i32.const	3
	i32.shl 
	i32.store8	0
	br      	2                               # 2: down to label18
.LBB2_13:
	end_block                               # label20:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	4
	i32.or  
	i32.store16	0:p2align=0
	br      	1                               # 1: down to label18
.LBB2_14:
	end_block                               # label19:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	12
	i32.or  
	i32.store	0:p2align=0
.LBB2_15:
	end_block                               # label18:
	local.get	0
	local.get	6
	i32.add 
	local.get	2
	local.get	3
	memory.copy	0, 0
	br      	1                               # 1: down to label9
.LBB2_16:
	end_block                               # label16:
	i32.const	-70
	local.set	9
	local.get	1
	i32.const	4
	i32.const	3
	local.get	3
	i32.const	1023
	i32.gt_u
	i32.select
	local.get	3
	i32.const	16383
	i32.gt_u
	i32.add 
	local.tee	14
	i32.le_u
	br_if   	0                               # 0: down to label9
# %bb.17:
	local.get	12
	local.get	13
	i32.store	12
	block   	
	block   	
	local.get	0
	local.get	14
	i32.add 
	local.get	1
	local.get	14
	i32.sub 
	local.get	2
	local.get	3
	i32.const	255
	i32.const	11
	local.get	4
	local.get	5
	local.get	7
	local.get	12
	i32.const	12
	i32.add 
	local.get	8
	i32.const	4
	i32.lt_u
	i32.const	2
	i32.shl 
	i32.const	0
	local.get	3
	i32.const	1025
	i32.lt_u
	i32.select
	local.get	8
	i32.const	7
	i32.gt_u
	local.tee	15
	i32.const	1
	i32.shl 
	i32.or  
	local.get	10
	i32.const	0
	i32.ne  
	i32.const	3
	i32.shl 
	i32.or  
	local.get	11
	i32.const	0
	i32.ne  
	i32.or  
	i32.const	HUF_compress1X_repeat
	i32.const	HUF_compress4X_repeat
	local.get	3
	i32.const	256
	i32.lt_u
	local.get	13
	i32.const	2
	i32.eq  
	local.get	14
	i32.const	3
	i32.eq  
	i32.and 
	i32.or  
	local.tee	10
	i32.select
	call_indirect	 __indirect_function_table, (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32)
	local.tee	11
	i32.const	-1
	i32.add 
	i32.const	-121
	i32.gt_u
	br_if   	0                               # 0: down to label23
# %bb.18:
	local.get	11
	local.get	3
	local.get	3
	local.get	8
	i32.const	-1
	i32.add 
	i32.const	6
	local.get	15
	i32.select
	i32.shr_u
	i32.sub 
	i32.const	-2
	i32.add 
	i32.lt_u
	br_if   	1                               # 1: down to label22
.LBB2_19:
	end_block                               # label23:
	local.get	7
	local.get	6
	i32.const	1032
	memory.copy	0, 0
	i32.const	2
	i32.const	1
	local.get	3
	i32.const	31
	i32.gt_u
	i32.select
	local.get	3
	i32.const	4095
	i32.gt_u
	i32.add 
	local.tee	6
	local.get	3
	i32.add 
	local.tee	7
	local.get	1
	i32.gt_u
	br_if   	1                               # 1: down to label9
# %bb.20:
	block   	
	block   	
	block   	
	block   	
	local.get	6
	i32.const	-1
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label26
                                        # 2: down to label25
                                        # 0: down to label27
.LBB2_21:
	end_block                               # label27:
	local.get	0
	local.get	3
	i32.const	3
	i32.shl 
	i32.store8	0
	br      	2                               # 2: down to label24
.LBB2_22:
	end_block                               # label26:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	4
	i32.or  
	i32.store16	0:p2align=0
	br      	1                               # 1: down to label24
.LBB2_23:
	end_block                               # label25:
	local.get	0
	local.get	3
	i32.const	4
	i32.shl 
	i32.const	12
	i32.or  
	i32.store	0:p2align=0
.LBB2_24:
	end_block                               # label24:
	local.get	0
	local.get	6
	i32.add 
	local.get	2
	local.get	3
	memory.copy	0, 0
	local.get	7
	local.set	9
	br      	1                               # 1: down to label9
.LBB2_25:
	end_block                               # label22:
	local.get	12
	i32.load	12
	local.set	9
	block   	
	local.get	11
	i32.const	1
	i32.ne  
	br_if   	0                               # 0: down to label28
# %bb.26:
	block   	
	local.get	3
	i32.const	7
	i32.gt_u
	br_if   	0                               # 0: down to label29
# %bb.27:
	local.get	3
	i32.const	1
	i32.le_u
	br_if   	0                               # 0: down to label29
# %bb.28:
	local.get	2
	i32.load8_u	1
	local.get	2
	i32.load8_u	0
	local.tee	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
# %bb.29:
	local.get	3
	i32.const	2
	i32.eq  
	br_if   	0                               # 0: down to label29
# %bb.30:
	local.get	2
	i32.load8_u	2
	local.get	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
# %bb.31:
	local.get	3
	i32.const	3
	i32.eq  
	br_if   	0                               # 0: down to label29
# %bb.32:
	local.get	2
	i32.load8_u	3
	local.get	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
# %bb.33:
	local.get	3
	i32.const	4
	i32.eq  
	br_if   	0                               # 0: down to label29
# %bb.34:
	local.get	2
	i32.load8_u	4
	local.get	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
# %bb.35:
	local.get	3
	i32.const	5
	i32.eq  
	br_if   	0                               # 0: down to label29
# %bb.36:
	local.get	2
	i32.load8_u	5
	local.get	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
# %bb.37:
	local.get	3
	i32.const	6
	i32.eq  
	br_if   	0                               # 0: down to label29
# %bb.38:
	local.get	2
	i32.load8_u	6
	local.get	1
	i32.const	255
	i32.and 
	i32.ne  
	br_if   	1                               # 1: down to label28
.LBB2_39:
	end_block                               # label29:
	local.get	7
	local.get	6
	i32.const	1032
	memory.copy	0, 0
	local.get	0
	local.get	3
	local.get	2
	local.get	3
	call	ZSTD_compressRleLiteralsBlock
	local.set	9
	br      	1                               # 1: down to label9
.LBB2_40:
	end_block                               # label28:
	block   	
	local.get	9
	br_if   	0                               # 0: down to label30
# %bb.41:
	local.get	7
	i32.const	1
	i32.store	1028
.LBB2_42:
	end_block                               # label30:
	i32.const	3
	i32.const	2
	local.get	9
	i32.select
	local.set	9
	block   	
	block   	
	block   	
	block   	
	local.get	14
	i32.const	-3
	i32.add 
	br_table 	{0, 1, 2, 0}            # 1: down to label33
                                        # 2: down to label32
                                        # 0: down to label34
.LBB2_43:
	end_block                               # label34:
	local.get	0
	local.get	9
	i32.const	4
	i32.const	0
	local.get	10
	i32.select
	local.get	3
	i32.const	4
	i32.shl 
	i32.or  
	i32.or  
	i32.const	4
	i32.xor 
	local.get	11
	i32.const	14
	i32.shl 
	i32.add 
	local.tee	3
	i32.store16	0:p2align=0
	local.get	0
	local.get	3
	i32.const	16
	i32.shr_u
	i32.store8	2
	br      	2                               # 2: down to label31
.LBB2_44:
	end_block                               # label33:
	local.get	0
	local.get	11
	i32.const	18
	i32.shl 
	local.get	3
	i32.const	4
	i32.shl 
	i32.add 
	local.get	9
	i32.or  
	i32.const	8
	i32.or  
	i32.store	0:p2align=0
	br      	1                               # 1: down to label31
.LBB2_45:
	end_block                               # label32:
	local.get	0
	local.get	11
	i32.const	10
	i32.shr_u
	i32.store8	4
	local.get	0
	local.get	11
	i32.const	22
	i32.shl 
	local.get	3
	i32.const	4
	i32.shl 
	i32.add 
	local.get	9
	i32.or  
	i32.const	12
	i32.or  
	i32.store	0:p2align=0
.LBB2_46:
	end_block                               # label31:
	local.get	11
	local.get	14
	i32.add 
	local.set	9
.LBB2_47:
	end_block                               # label9:
	local.get	12
	i32.const	16
	i32.add 
	global.set	__stack_pointer
	local.get	9
                                        # fallthrough-return
	end_function
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.no_dead_strip	__indirect_function_table
	.section	.custom_section.producers,"",@
	.int8	1
	.int8	12
	.ascii	"processed-by"
	.int8	1
	.int8	12
	.ascii	"Debian clang"
	.int8	18
	.ascii	"19.1.7 (3~deb12u1)"
	.section	.text.ZSTD_compressLiterals,"",@
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
	.section	.text.ZSTD_compressLiterals,"",@
