	.text
	.file	"hist.c"
	.globaltype	__stack_pointer, i32
	.functype	HIST_isError (i32) -> (i32)
	.functype	HIST_count_simple (i32, i32, i32, i32) -> (i32)
	.functype	HIST_countFast_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HIST_count_parallel_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HIST_count_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	HIST_countFast (i32, i32, i32, i32) -> (i32)
	.functype	HIST_count (i32, i32, i32, i32) -> (i32)
	.section	.text.HIST_isError,"",@
	.hidden	HIST_isError                    # -- Begin function HIST_isError
	.globl	HIST_isError
	.type	HIST_isError,@function
HIST_isError:                           # @HIST_isError
	.functype	HIST_isError (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.const	-120
	i32.gt_u
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_count_simple,"",@
	.hidden	HIST_count_simple               # -- Begin function HIST_count_simple
	.globl	HIST_count_simple
	.type	HIST_count_simple,@function
HIST_count_simple:                      # @HIST_count_simple
	.functype	HIST_count_simple (i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32, i32, i32, i32
# %bb.0:
	local.get	0
	i32.const	0
	local.get	1
	i32.load	0
	local.tee	4
	i32.const	2
	i32.shl 
	i32.const	4
	i32.add 
	memory.fill	0
	block   	
	local.get	3
	i32.eqz
	br_if   	0                               # 0: down to label0
# %bb.1:
	block   	
	local.get	3
	i32.const	1
	i32.lt_s
	br_if   	0                               # 0: down to label1
# %bb.2:
	local.get	2
	local.get	3
	i32.add 
	local.set	5
.LBB1_3:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label2:
	local.get	0
	local.get	2
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	3
	local.get	3
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	i32.const	1
	i32.add 
	local.tee	2
	local.get	5
	i32.lt_u
	br_if   	0                               # 0: up to label2
.LBB1_4:
	end_loop
	end_block                               # label1:
	local.get	0
	local.get	4
	i32.const	2
	i32.shl 
	i32.add 
	local.set	2
	i32.const	0
	local.set	5
.LBB1_5:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label3:
	local.get	5
	i32.const	1
	i32.add 
	local.set	5
	local.get	2
	i32.load	0
	local.set	3
	local.get	2
	i32.const	-4
	i32.add 
	local.set	2
	local.get	3
	i32.eqz
	br_if   	0                               # 0: up to label3
# %bb.6:
	end_loop
	local.get	1
	local.get	4
	local.get	5
	i32.sub 
	local.tee	2
	i32.const	1
	i32.add 
	local.tee	3
	i32.store	0
	local.get	2
	i32.const	2
	i32.add 
	local.tee	2
	i32.const	3
	i32.and 
	local.set	6
	block   	
	block   	
	local.get	3
	i32.const	3
	i32.ge_u
	br_if   	0                               # 0: down to label5
# %bb.7:
	i32.const	0
	local.set	1
	i32.const	0
	local.set	2
	br      	1                               # 1: down to label4
.LBB1_8:
	end_block                               # label5:
	local.get	2
	i32.const	-4
	i32.and 
	local.set	7
	i32.const	0
	local.set	1
	local.get	0
	local.set	3
	i32.const	0
	local.set	2
.LBB1_9:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label6:
	local.get	3
	i32.const	12
	i32.add 
	i32.load	0
	local.tee	8
	local.get	3
	i32.const	8
	i32.add 
	i32.load	0
	local.tee	9
	local.get	3
	i32.const	4
	i32.add 
	i32.load	0
	local.tee	10
	local.get	3
	i32.load	0
	local.tee	11
	local.get	2
	local.get	11
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	10
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	9
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	8
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	3
	i32.const	16
	i32.add 
	local.set	3
	local.get	7
	local.get	1
	i32.const	4
	i32.add 
	local.tee	1
	i32.ne  
	br_if   	0                               # 0: up to label6
.LBB1_10:
	end_loop
	end_block                               # label4:
	block   	
	local.get	6
	i32.eqz
	br_if   	0                               # 0: down to label7
# %bb.11:
	local.get	0
	local.get	1
	i32.const	2
	i32.shl 
	i32.add 
	local.set	3
	local.get	4
	local.get	5
	i32.const	-1
	i32.add 
	i32.sub 
	i32.const	1
	i32.add 
	i32.const	3
	i32.and 
	local.set	5
.LBB1_12:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label8:
	local.get	3
	i32.load	0
	local.tee	1
	local.get	2
	local.get	1
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	3
	i32.const	4
	i32.add 
	local.set	3
	local.get	5
	i32.const	-1
	i32.add 
	local.tee	5
	br_if   	0                               # 0: up to label8
.LBB1_13:
	end_loop
	end_block                               # label7:
	local.get	2
	return
.LBB1_14:
	end_block                               # label0:
	local.get	1
	i32.const	0
	i32.store	0
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_countFast_wksp,"",@
	.hidden	HIST_countFast_wksp             # -- Begin function HIST_countFast_wksp
	.globl	HIST_countFast_wksp
	.type	HIST_countFast_wksp,@function
HIST_countFast_wksp:                    # @HIST_countFast_wksp
	.functype	HIST_countFast_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32
# %bb.0:
	block   	
	block   	
	block   	
	local.get	3
	i32.const	1499
	i32.gt_u
	br_if   	0                               # 0: down to label11
# %bb.1:
	local.get	0
	i32.const	0
	local.get	1
	i32.load	0
	local.tee	5
	i32.const	2
	i32.shl 
	i32.const	4
	i32.add 
	memory.fill	0
	local.get	3
	i32.eqz
	br_if   	2                               # 2: down to label9
# %bb.2:
	local.get	2
	local.get	3
	i32.add 
	local.set	4
.LBB2_3:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label12:
	local.get	0
	local.get	2
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	3
	local.get	3
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	i32.const	1
	i32.add 
	local.tee	2
	local.get	4
	i32.lt_u
	br_if   	0                               # 0: up to label12
# %bb.4:
	end_loop
	local.get	5
	i32.const	1
	i32.add 
	local.set	3
	local.get	0
	local.get	5
	i32.const	2
	i32.shl 
	i32.add 
	local.set	2
.LBB2_5:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label13:
	local.get	3
	i32.const	-1
	i32.add 
	local.set	3
	local.get	2
	i32.load	0
	local.set	4
	local.get	2
	i32.const	-4
	i32.add 
	local.set	2
	local.get	4
	i32.eqz
	br_if   	0                               # 0: up to label13
# %bb.6:
	end_loop
	local.get	1
	local.get	3
	i32.store	0
	local.get	3
	i32.const	1
	i32.add 
	local.tee	6
	i32.const	3
	i32.and 
	local.set	7
	block   	
	block   	
	local.get	3
	i32.const	3
	i32.ge_u
	br_if   	0                               # 0: down to label15
# %bb.7:
	i32.const	0
	local.set	1
	i32.const	0
	local.set	2
	br      	1                               # 1: down to label14
.LBB2_8:
	end_block                               # label15:
	local.get	6
	i32.const	-4
	i32.and 
	local.set	8
	i32.const	0
	local.set	1
	local.get	0
	local.set	3
	i32.const	0
	local.set	2
.LBB2_9:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label16:
	local.get	3
	i32.const	12
	i32.add 
	i32.load	0
	local.tee	4
	local.get	3
	i32.const	8
	i32.add 
	i32.load	0
	local.tee	5
	local.get	3
	i32.const	4
	i32.add 
	i32.load	0
	local.tee	9
	local.get	3
	i32.load	0
	local.tee	10
	local.get	2
	local.get	10
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	9
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	5
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	4
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	3
	i32.const	16
	i32.add 
	local.set	3
	local.get	8
	local.get	1
	i32.const	4
	i32.add 
	local.tee	1
	i32.ne  
	br_if   	0                               # 0: up to label16
.LBB2_10:
	end_loop
	end_block                               # label14:
	local.get	7
	i32.eqz
	br_if   	1                               # 1: down to label10
# %bb.11:
	local.get	6
	i32.const	3
	i32.and 
	local.set	4
	local.get	0
	local.get	1
	i32.const	2
	i32.shl 
	i32.add 
	local.set	3
.LBB2_12:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label17:
	local.get	3
	i32.load	0
	local.tee	0
	local.get	2
	local.get	0
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	3
	i32.const	4
	i32.add 
	local.set	3
	local.get	4
	i32.const	-1
	i32.add 
	local.tee	4
	br_if   	0                               # 0: up to label17
	br      	2                               # 2: down to label10
.LBB2_13:
	end_loop
	end_block                               # label11:
	block   	
	local.get	4
	i32.const	3
	i32.and 
	i32.eqz
	br_if   	0                               # 0: down to label18
# %bb.14:
	i32.const	-1
	return
.LBB2_15:
	end_block                               # label18:
	block   	
	local.get	5
	i32.const	4096
	i32.ge_u
	br_if   	0                               # 0: down to label19
# %bb.16:
	i32.const	-66
	return
.LBB2_17:
	end_block                               # label19:
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	i32.const	0
	local.get	4
	call	HIST_count_parallel_wksp
	local.set	2
.LBB2_18:
	end_block                               # label10:
	local.get	2
	return
.LBB2_19:
	end_block                               # label9:
	local.get	1
	i32.const	0
	i32.store	0
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_count_parallel_wksp,"",@
	.type	HIST_count_parallel_wksp,@function # -- Begin function HIST_count_parallel_wksp
HIST_count_parallel_wksp:               # @HIST_count_parallel_wksp
	.functype	HIST_count_parallel_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
# %bb.0:
	local.get	1
	i32.load	0
	i32.const	2
	i32.shl 
	i32.const	4
	i32.add 
	local.set	6
	block   	
	local.get	3
	br_if   	0                               # 0: down to label20
# %bb.1:
	local.get	0
	i32.const	0
	local.get	6
	memory.fill	0
	local.get	1
	i32.const	0
	i32.store	0
	i32.const	0
	return
.LBB3_2:
	end_block                               # label20:
	local.get	2
	local.get	3
	i32.add 
	local.set	7
	i32.const	0
	local.set	8
	local.get	5
	i32.const	0
	i32.const	4096
	memory.fill	0
	block   	
	block   	
	local.get	3
	i32.const	20
	i32.ge_s
	br_if   	0                               # 0: down to label22
# %bb.3:
	local.get	2
	local.set	9
	br      	1                               # 1: down to label21
.LBB3_4:
	end_block                               # label22:
	local.get	5
	i32.const	3072
	i32.add 
	local.set	10
	local.get	5
	i32.const	2048
	i32.add 
	local.set	11
	local.get	5
	i32.const	1024
	i32.add 
	local.set	12
	local.get	7
	i32.const	-15
	i32.add 
	local.set	13
	local.get	2
	i32.load	0:p2align=0
	local.set	3
.LBB3_5:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label23:
	local.get	2
	local.get	8
	i32.add 
	local.tee	9
	i32.const	4
	i32.add 
	i32.load	0:p2align=0
	local.set	14
	local.get	5
	local.get	3
	i32.const	255
	i32.and 
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	12
	local.get	3
	i32.const	6
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	11
	local.get	3
	i32.const	14
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	10
	local.get	3
	i32.const	22
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	3
	local.get	3
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	9
	i32.const	8
	i32.add 
	i32.load	0:p2align=0
	local.set	3
	local.get	5
	local.get	14
	i32.const	255
	i32.and 
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	12
	local.get	14
	i32.const	6
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	11
	local.get	14
	i32.const	14
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	10
	local.get	14
	i32.const	22
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	9
	i32.const	12
	i32.add 
	i32.load	0:p2align=0
	local.set	14
	local.get	5
	local.get	3
	i32.const	255
	i32.and 
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	12
	local.get	3
	i32.const	6
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	11
	local.get	3
	i32.const	14
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	15
	local.get	15
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	10
	local.get	3
	i32.const	22
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	3
	local.get	3
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	9
	i32.const	16
	i32.add 
	i32.load	0:p2align=0
	local.set	3
	local.get	5
	local.get	14
	i32.const	255
	i32.and 
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	9
	local.get	9
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	12
	local.get	14
	i32.const	6
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	9
	local.get	9
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	11
	local.get	14
	i32.const	14
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	9
	local.get	9
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	10
	local.get	14
	i32.const	22
	i32.shr_u
	i32.const	1020
	i32.and 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	local.get	8
	i32.const	16
	i32.add 
	local.tee	8
	i32.add 
	local.tee	9
	i32.const	4
	i32.add 
	local.get	13
	i32.lt_u
	br_if   	0                               # 0: up to label23
.LBB3_6:
	end_loop
	end_block                               # label21:
	block   	
	local.get	9
	local.get	7
	i32.ge_u
	br_if   	0                               # 0: down to label24
# %bb.7:
	local.get	9
	local.set	3
	block   	
	local.get	7
	local.get	9
	i32.sub 
	local.tee	11
	i32.const	3
	i32.and 
	local.tee	14
	i32.eqz
	br_if   	0                               # 0: down to label25
# %bb.8:
	local.get	9
	local.set	3
.LBB3_9:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label26:
	local.get	5
	local.get	3
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	10
	local.get	10
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	3
	i32.const	1
	i32.add 
	local.set	3
	local.get	14
	i32.const	-1
	i32.add 
	local.tee	14
	br_if   	0                               # 0: up to label26
.LBB3_10:
	end_loop
	end_block                               # label25:
	local.get	9
	local.get	7
	i32.sub 
	i32.const	-4
	i32.gt_u
	br_if   	0                               # 0: down to label24
# %bb.11:
	local.get	9
	local.get	11
	i32.add 
	local.set	10
.LBB3_12:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label27:
	local.get	5
	local.get	3
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	5
	local.get	3
	i32.const	1
	i32.add 
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	5
	local.get	3
	i32.const	2
	i32.add 
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	5
	local.get	3
	i32.const	3
	i32.add 
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	14
	local.get	14
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	3
	i32.const	4
	i32.add 
	local.tee	3
	local.get	10
	i32.ne  
	br_if   	0                               # 0: up to label27
.LBB3_13:
	end_loop
	end_block                               # label24:
	i32.const	0
	local.set	10
	i32.const	0
	local.set	14
.LBB3_14:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label28:
	local.get	5
	local.get	10
	i32.add 
	local.tee	3
	local.get	3
	i32.const	2048
	i32.add 
	i32.load	0
	local.get	3
	i32.const	1024
	i32.add 
	i32.load	0
	i32.add 
	local.get	3
	i32.const	3072
	i32.add 
	i32.load	0
	i32.add 
	local.get	3
	i32.load	0
	i32.add 
	local.tee	3
	i32.store	0
	local.get	3
	local.get	14
	local.get	3
	local.get	14
	i32.gt_u
	i32.select
	local.set	14
	local.get	10
	i32.const	4
	i32.add 
	local.tee	10
	i32.const	1024
	i32.ne  
	br_if   	0                               # 0: up to label28
# %bb.15:
	end_loop
	local.get	5
	i32.const	1020
	i32.add 
	local.set	3
	i32.const	256
	local.set	10
.LBB3_16:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label29:
	local.get	10
	i32.const	-1
	i32.add 
	local.set	10
	local.get	3
	i32.load	0
	local.set	11
	local.get	3
	i32.const	-4
	i32.add 
	local.set	3
	local.get	11
	i32.eqz
	br_if   	0                               # 0: up to label29
# %bb.17:
	end_loop
	block   	
	block   	
	local.get	4
	i32.eqz
	br_if   	0                               # 0: down to label31
# %bb.18:
	i32.const	-48
	local.set	3
	local.get	10
	local.get	1
	i32.load	0
	i32.gt_u
	br_if   	1                               # 1: down to label30
.LBB3_19:
	end_block                               # label31:
	local.get	1
	local.get	10
	i32.store	0
	local.get	0
	local.get	5
	local.get	6
	memory.copy	0, 0
	local.get	14
	local.set	3
.LBB3_20:
	end_block                               # label30:
	local.get	3
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_count_wksp,"",@
	.hidden	HIST_count_wksp                 # -- Begin function HIST_count_wksp
	.globl	HIST_count_wksp
	.type	HIST_count_wksp,@function
HIST_count_wksp:                        # @HIST_count_wksp
	.functype	HIST_count_wksp (i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32
# %bb.0:
	block   	
	local.get	4
	i32.const	3
	i32.and 
	i32.eqz
	br_if   	0                               # 0: down to label32
# %bb.1:
	i32.const	-1
	return
.LBB4_2:
	end_block                               # label32:
	block   	
	local.get	5
	i32.const	4096
	i32.ge_u
	br_if   	0                               # 0: down to label33
# %bb.3:
	i32.const	-66
	return
.LBB4_4:
	end_block                               # label33:
	block   	
	local.get	1
	i32.load	0
	i32.const	254
	i32.gt_u
	br_if   	0                               # 0: down to label34
# %bb.5:
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	i32.const	1
	local.get	4
	call	HIST_count_parallel_wksp
	return
.LBB4_6:
	end_block                               # label34:
	local.get	1
	i32.const	255
	i32.store	0
	block   	
	local.get	3
	i32.const	1499
	i32.gt_u
	br_if   	0                               # 0: down to label35
# %bb.7:
	local.get	0
	i32.const	0
	i32.const	1024
	memory.fill	0
	block   	
	local.get	3
	i32.eqz
	br_if   	0                               # 0: down to label36
# %bb.8:
	local.get	2
	local.get	3
	i32.add 
	local.set	5
.LBB4_9:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label37:
	local.get	0
	local.get	2
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	4
	local.get	4
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	i32.const	1
	i32.add 
	local.tee	2
	local.get	5
	i32.lt_u
	br_if   	0                               # 0: up to label37
# %bb.10:
	end_loop
	local.get	0
	i32.const	1020
	i32.add 
	local.set	2
	i32.const	254
	local.set	4
.LBB4_11:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label38:
	local.get	4
	i32.const	-1
	i32.add 
	local.set	4
	local.get	2
	i32.load	0
	local.set	5
	local.get	2
	i32.const	-4
	i32.add 
	local.set	2
	local.get	5
	i32.eqz
	br_if   	0                               # 0: up to label38
# %bb.12:
	end_loop
	local.get	1
	local.get	4
	i32.const	2
	i32.add 
	i32.store	0
	local.get	4
	i32.const	3
	i32.add 
	local.tee	6
	i32.const	3
	i32.and 
	local.set	7
	i32.const	0
	local.set	1
	i32.const	0
	local.set	2
	block   	
	i32.const	0
	local.get	4
	i32.sub 
	i32.const	3
	i32.lt_u
	br_if   	0                               # 0: down to label39
# %bb.13:
	local.get	6
	i32.const	-4
	i32.and 
	local.set	8
	i32.const	0
	local.set	1
	local.get	0
	local.set	4
	i32.const	0
	local.set	2
.LBB4_14:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label40:
	local.get	4
	i32.const	12
	i32.add 
	i32.load	0
	local.tee	5
	local.get	4
	i32.const	8
	i32.add 
	i32.load	0
	local.tee	3
	local.get	4
	i32.const	4
	i32.add 
	i32.load	0
	local.tee	9
	local.get	4
	i32.load	0
	local.tee	10
	local.get	2
	local.get	10
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	9
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	3
	local.get	2
	i32.gt_u
	i32.select
	local.tee	2
	local.get	5
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	4
	i32.const	16
	i32.add 
	local.set	4
	local.get	8
	local.get	1
	i32.const	4
	i32.add 
	local.tee	1
	i32.ne  
	br_if   	0                               # 0: up to label40
.LBB4_15:
	end_loop
	end_block                               # label39:
	block   	
	local.get	7
	i32.eqz
	br_if   	0                               # 0: down to label41
# %bb.16:
	local.get	6
	i32.const	3
	i32.and 
	local.set	5
	local.get	0
	local.get	1
	i32.const	2
	i32.shl 
	i32.add 
	local.set	4
.LBB4_17:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label42:
	local.get	4
	i32.load	0
	local.tee	0
	local.get	2
	local.get	0
	local.get	2
	i32.gt_u
	i32.select
	local.set	2
	local.get	4
	i32.const	4
	i32.add 
	local.set	4
	local.get	5
	i32.const	-1
	i32.add 
	local.tee	5
	br_if   	0                               # 0: up to label42
.LBB4_18:
	end_loop
	end_block                               # label41:
	local.get	2
	return
.LBB4_19:
	end_block                               # label36:
	local.get	1
	i32.const	0
	i32.store	0
	i32.const	0
	return
.LBB4_20:
	end_block                               # label35:
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	i32.const	0
	local.get	4
	call	HIST_count_parallel_wksp
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_countFast,"",@
	.hidden	HIST_countFast                  # -- Begin function HIST_countFast
	.globl	HIST_countFast
	.type	HIST_countFast,@function
HIST_countFast:                         # @HIST_countFast
	.functype	HIST_countFast (i32, i32, i32, i32) -> (i32)
	.local  	i32, i32, i32, i32, i32, i32, i32, i32
# %bb.0:
	global.get	__stack_pointer
	i32.const	4096
	i32.sub 
	local.tee	4
	global.set	__stack_pointer
	block   	
	block   	
	local.get	3
	i32.const	1499
	i32.gt_u
	br_if   	0                               # 0: down to label44
# %bb.1:
	i32.const	0
	local.set	5
	local.get	0
	i32.const	0
	local.get	1
	i32.load	0
	local.tee	6
	i32.const	2
	i32.shl 
	i32.const	4
	i32.add 
	memory.fill	0
	block   	
	local.get	3
	i32.eqz
	br_if   	0                               # 0: down to label45
# %bb.2:
	local.get	2
	local.get	3
	i32.add 
	local.set	3
.LBB5_3:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label46:
	local.get	0
	local.get	2
	i32.load8_u	0
	i32.const	2
	i32.shl 
	i32.add 
	local.tee	5
	local.get	5
	i32.load	0
	i32.const	1
	i32.add 
	i32.store	0
	local.get	2
	i32.const	1
	i32.add 
	local.tee	2
	local.get	3
	i32.lt_u
	br_if   	0                               # 0: up to label46
# %bb.4:
	end_loop
	local.get	6
	i32.const	1
	i32.add 
	local.set	2
	local.get	0
	local.get	6
	i32.const	2
	i32.shl 
	i32.add 
	local.set	5
.LBB5_5:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label47:
	local.get	2
	i32.const	-1
	i32.add 
	local.set	2
	local.get	5
	i32.load	0
	local.set	3
	local.get	5
	i32.const	-4
	i32.add 
	local.set	5
	local.get	3
	i32.eqz
	br_if   	0                               # 0: up to label47
# %bb.6:
	end_loop
	local.get	1
	local.get	2
	i32.store	0
	local.get	2
	i32.const	1
	i32.add 
	local.tee	7
	i32.const	3
	i32.and 
	local.set	8
	block   	
	block   	
	local.get	2
	i32.const	3
	i32.ge_u
	br_if   	0                               # 0: down to label49
# %bb.7:
	i32.const	0
	local.set	1
	i32.const	0
	local.set	5
	br      	1                               # 1: down to label48
.LBB5_8:
	end_block                               # label49:
	local.get	7
	i32.const	-4
	i32.and 
	local.set	9
	i32.const	0
	local.set	1
	local.get	0
	local.set	2
	i32.const	0
	local.set	5
.LBB5_9:                                # =>This Inner Loop Header: Depth=1
	loop    	                                # label50:
	local.get	2
	i32.const	12
	i32.add 
	i32.load	0
	local.tee	3
	local.get	2
	i32.const	8
	i32.add 
	i32.load	0
	local.tee	6
	local.get	2
	i32.const	4
	i32.add 
	i32.load	0
	local.tee	10
	local.get	2
	i32.load	0
	local.tee	11
	local.get	5
	local.get	11
	local.get	5
	i32.gt_u
	i32.select
	local.tee	5
	local.get	10
	local.get	5
	i32.gt_u
	i32.select
	local.tee	5
	local.get	6
	local.get	5
	i32.gt_u
	i32.select
	local.tee	5
	local.get	3
	local.get	5
	i32.gt_u
	i32.select
	local.set	5
	local.get	2
	i32.const	16
	i32.add 
	local.set	2
	local.get	9
	local.get	1
	i32.const	4
	i32.add 
	local.tee	1
	i32.ne  
	br_if   	0                               # 0: up to label50
.LBB5_10:
	end_loop
	end_block                               # label48:
	local.get	8
	i32.eqz
	br_if   	2                               # 2: down to label43
# %bb.11:
	local.get	7
	i32.const	3
	i32.and 
	local.set	3
	local.get	0
	local.get	1
	i32.const	2
	i32.shl 
	i32.add 
	local.set	2
.LBB5_12:                               # =>This Inner Loop Header: Depth=1
	loop    	                                # label51:
	local.get	2
	i32.load	0
	local.tee	0
	local.get	5
	local.get	0
	local.get	5
	i32.gt_u
	i32.select
	local.set	5
	local.get	2
	i32.const	4
	i32.add 
	local.set	2
	local.get	3
	i32.const	-1
	i32.add 
	local.tee	3
	br_if   	0                               # 0: up to label51
	br      	3                               # 3: down to label43
.LBB5_13:
	end_loop
	end_block                               # label45:
	local.get	1
	i32.const	0
	i32.store	0
	br      	1                               # 1: down to label43
.LBB5_14:
	end_block                               # label44:
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	i32.const	0
	local.get	4
	call	HIST_count_parallel_wksp
	local.set	5
.LBB5_15:
	end_block                               # label43:
	local.get	4
	i32.const	4096
	i32.add 
	global.set	__stack_pointer
	local.get	5
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.HIST_count,"",@
	.hidden	HIST_count                      # -- Begin function HIST_count
	.globl	HIST_count
	.type	HIST_count,@function
HIST_count:                             # @HIST_count
	.functype	HIST_count (i32, i32, i32, i32) -> (i32)
	.local  	i32
# %bb.0:
	global.get	__stack_pointer
	i32.const	4096
	i32.sub 
	local.tee	4
	global.set	__stack_pointer
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	local.get	4
	i32.const	4096
	call	HIST_count_wksp
	local.set	3
	local.get	4
	i32.const	4096
	i32.add 
	global.set	__stack_pointer
	local.get	3
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
	.section	.text.HIST_count,"",@
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
	.section	.text.HIST_count,"",@
