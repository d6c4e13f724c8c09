	.text
	.file	"zstd_ddict.c"
	.functype	memcpy (i32, i32, i32) -> (i32)
	.tabletype	__indirect_function_table, funcref
	.functype	ZSTD_DDict_dictContent (i32) -> (i32)
	.functype	ZSTD_DDict_dictSize (i32) -> (i32)
	.functype	ZSTD_copyDDictParameters (i32, i32) -> ()
	.functype	ZSTD_createDDict_advanced (i32, i32, i32, i32, i32) -> (i32)
	.functype	ZSTD_initDDict_internal (i32, i32, i32, i32, i32) -> (i32)
	.functype	ZSTD_freeDDict (i32) -> (i32)
	.functype	ZSTD_createDDict (i32, i32) -> (i32)
	.functype	ZSTD_createDDict_byReference (i32, i32) -> (i32)
	.functype	ZSTD_initStaticDDict (i32, i32, i32, i32, i32, i32) -> (i32)
	.functype	ZSTD_estimateDDictSize (i32, i32) -> (i32)
	.functype	ZSTD_sizeof_DDict (i32) -> (i32)
	.functype	ZSTD_getDictID_fromDDict (i32) -> (i32)
	.functype	malloc (i32) -> (i32)
	.functype	ZSTD_loadDEntropy (i32, i32, i32) -> (i32)
	.functype	free (i32) -> ()
	.section	.text.ZSTD_DDict_dictContent,"",@
	.hidden	ZSTD_DDict_dictContent          # -- Begin function ZSTD_DDict_dictContent
	.globl	ZSTD_DDict_dictContent
	.type	ZSTD_DDict_dictContent,@function
ZSTD_DDict_dictContent:                 # @ZSTD_DDict_dictContent
	.functype	ZSTD_DDict_dictContent (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.load	4
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_DDict_dictSize,"",@
	.hidden	ZSTD_DDict_dictSize             # -- Begin function ZSTD_DDict_dictSize
	.globl	ZSTD_DDict_dictSize
	.type	ZSTD_DDict_dictSize,@function
ZSTD_DDict_dictSize:                    # @ZSTD_DDict_dictSize
	.functype	ZSTD_DDict_dictSize (i32) -> (i32)
# %bb.0:
	local.get	0
	i32.load	8
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_copyDDictParameters,"",@
	.hidden	ZSTD_copyDDictParameters        # -- Begin function ZSTD_copyDDictParameters
	.globl	ZSTD_copyDDictParameters
	.type	ZSTD_copyDDictParameters,@function
ZSTD_copyDDictParameters:               # @ZSTD_copyDDictParameters
	.functype	ZSTD_copyDDictParameters (i32, i32) -> ()
	.local  	i32
# %bb.0:
	local.get	0
	local.get	1
	i32.load	27304
	i32.store	30112
	local.get	0
	local.get	1
	i32.load	4
	local.tee	2
	i32.store	29876
	local.get	0
	local.get	2
	i32.store	29872
	local.get	0
	local.get	2
	local.get	1
	i32.load	8
	i32.add 
	local.tee	2
	i32.store	29880
	local.get	0
	local.get	2
	i32.store	29868
	block   	
	local.get	1
	i32.load	27308
	i32.eqz
	br_if   	0                               # 0: down to label0
# %bb.1:
	local.get	0
	i64.const	4294967297
	i64.store	29960
	local.get	0
	local.get	1
	i32.load	26664
	i32.store	26668
	local.get	0
	local.get	1
	i32.load	26668
	i32.store	26672
	local.get	0
	local.get	1
	i32.const	10276
	i32.add 
	i32.store	12
	local.get	0
	local.get	1
	i32.const	4116
	i32.add 
	i32.store	8
	local.get	0
	local.get	1
	i32.const	6172
	i32.add 
	i32.store	4
	local.get	0
	local.get	1
	i32.const	12
	i32.add 
	i32.store	0
	local.get	0
	local.get	1
	i32.load	26672
	i32.store	26676
	return
.LBB2_2:
	end_block                               # label0:
	local.get	0
	i64.const	0
	i64.store	29960
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_createDDict_advanced,"",@
	.globl	ZSTD_createDDict_advanced       # -- Begin function ZSTD_createDDict_advanced
	.type	ZSTD_createDDict_advanced,@function
ZSTD_createDDict_advanced:              # @ZSTD_createDDict_advanced
	.functype	ZSTD_createDDict_advanced (i32, i32, i32, i32, i32) -> (i32)
	.local  	i32
# %bb.0:
	block   	
	local.get	4
	i32.load	0
	local.tee	5
	i32.eqz
	local.get	4
	i32.load	4
	i32.eqz
	i32.xor 
	br_if   	0                               # 0: down to label1
# %bb.1:
	block   	
	block   	
	local.get	5
	i32.eqz
	br_if   	0                               # 0: down to label3
# %bb.2:
	local.get	4
	i32.load	8
	i32.const	27324
	local.get	5
	call_indirect	 __indirect_function_table, (i32, i32) -> (i32)
	local.set	5
	br      	1                               # 1: down to label2
.LBB3_3:
	end_block                               # label3:
	i32.const	27324
	call	malloc
	local.set	5
.LBB3_4:
	end_block                               # label2:
	local.get	5
	i32.eqz
	br_if   	0                               # 0: down to label1
# %bb.5:
	local.get	5
	local.get	4
	i64.load	0:p2align=2
	i64.store	27312:p2align=2
	local.get	5
	i32.const	27320
	i32.add 
	local.get	4
	i32.const	8
	i32.add 
	i32.load	0
	i32.store	0
	block   	
	local.get	5
	local.get	0
	local.get	1
	local.get	2
	local.get	3
	call	ZSTD_initDDict_internal
	i32.const	-119
	i32.ge_u
	br_if   	0                               # 0: down to label4
# %bb.6:
	local.get	5
	return
.LBB3_7:
	end_block                               # label4:
	local.get	5
	i32.load	27320
	local.set	3
	local.get	5
	i32.load	27316
	local.set	4
	block   	
	block   	
	block   	
	local.get	5
	i32.load	0
	local.tee	2
	i32.eqz
	br_if   	0                               # 0: down to label7
# %bb.8:
	local.get	4
	i32.eqz
	br_if   	1                               # 1: down to label6
# %bb.9:
	local.get	3
	local.get	2
	local.get	4
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	local.get	3
	local.get	5
	local.get	4
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	i32.const	0
	return
.LBB3_10:
	end_block                               # label7:
	local.get	4
	i32.eqz
	br_if   	1                               # 1: down to label5
# %bb.11:
	local.get	3
	local.get	5
	local.get	4
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	i32.const	0
	return
.LBB3_12:
	end_block                               # label6:
	local.get	2
	call	free
.LBB3_13:
	end_block                               # label5:
	local.get	5
	call	free
.LBB3_14:
	end_block                               # label1:
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_initDDict_internal,"",@
	.type	ZSTD_initDDict_internal,@function # -- Begin function ZSTD_initDDict_internal
ZSTD_initDDict_internal:                # @ZSTD_initDDict_internal
	.functype	ZSTD_initDDict_internal (i32, i32, i32, i32, i32) -> (i32)
# %bb.0:
	block   	
	block   	
	block   	
	local.get	1
	i32.eqz
	br_if   	0                               # 0: down to label10
# %bb.1:
	local.get	2
	i32.eqz
	br_if   	0                               # 0: down to label10
# %bb.2:
	local.get	3
	i32.const	1
	i32.ne  
	br_if   	1                               # 1: down to label9
.LBB4_3:
	end_block                               # label10:
	local.get	0
	local.get	1
	i32.store	4
	local.get	0
	i32.const	0
	i32.store	0
	local.get	2
	i32.const	0
	local.get	1
	i32.select
	local.set	2
	br      	1                               # 1: down to label8
.LBB4_4:
	end_block                               # label9:
	block   	
	block   	
	local.get	0
	i32.load	27312:p2align=0
	local.tee	3
	i32.eqz
	br_if   	0                               # 0: down to label12
# %bb.5:
	local.get	0
	i32.load	27320:p2align=0
	local.get	2
	local.get	3
	call_indirect	 __indirect_function_table, (i32, i32) -> (i32)
	local.set	3
	br      	1                               # 1: down to label11
.LBB4_6:
	end_block                               # label12:
	local.get	2
	call	malloc
	local.set	3
.LBB4_7:
	end_block                               # label11:
	local.get	0
	local.get	3
	i32.store	4
	local.get	0
	local.get	3
	i32.store	0
	block   	
	local.get	3
	br_if   	0                               # 0: down to label13
# %bb.8:
	i32.const	-64
	return
.LBB4_9:
	end_block                               # label13:
	local.get	3
	local.get	1
	local.get	2
	call	memcpy
	drop
.LBB4_10:
	end_block                               # label8:
	local.get	0
	i64.const	0
	i64.store	27304:p2align=2
	local.get	0
	i32.const	201326604
	i32.store	10276
	local.get	0
	local.get	2
	i32.store	8
	block   	
	local.get	4
	i32.const	1
	i32.eq  
	br_if   	0                               # 0: down to label14
# %bb.11:
	block   	
	local.get	2
	i32.const	7
	i32.gt_u
	br_if   	0                               # 0: down to label15
# %bb.12:
	local.get	4
	i32.const	2
	i32.ne  
	br_if   	1                               # 1: down to label14
# %bb.13:
	i32.const	-30
	return
.LBB4_14:
	end_block                               # label15:
	block   	
	block   	
	local.get	0
	i32.load	4
	local.tee	1
	i32.load	0:p2align=0
	i32.const	-332356553
	i32.ne  
	br_if   	0                               # 0: down to label17
# %bb.15:
	local.get	0
	local.get	1
	i32.load	4:p2align=0
	i32.store	27304
	local.get	0
	i32.const	12
	i32.add 
	local.get	1
	local.get	2
	call	ZSTD_loadDEntropy
	i32.const	-120
	i32.le_u
	br_if   	1                               # 1: down to label16
# %bb.16:
	i32.const	-30
	return
.LBB4_17:
	end_block                               # label17:
	local.get	4
	i32.const	2
	i32.eq  
	local.tee	0
	i32.eqz
	br_if   	1                               # 1: down to label14
# %bb.18:
	i32.const	-30
	i32.const	0
	local.get	0
	i32.select
	return
.LBB4_19:
	end_block                               # label16:
	local.get	0
	i32.const	1
	i32.store	27308
.LBB4_20:
	end_block                               # label14:
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_freeDDict,"",@
	.globl	ZSTD_freeDDict                  # -- Begin function ZSTD_freeDDict
	.type	ZSTD_freeDDict,@function
ZSTD_freeDDict:                         # @ZSTD_freeDDict
	.functype	ZSTD_freeDDict (i32) -> (i32)
	.local  	i32, i32, i32
# %bb.0:
	block   	
	local.get	0
	i32.eqz
	br_if   	0                               # 0: down to label18
# %bb.1:
	local.get	0
	i32.load	27320
	local.set	1
	local.get	0
	i32.load	27316
	local.set	2
	block   	
	block   	
	block   	
	local.get	0
	i32.load	0
	local.tee	3
	i32.eqz
	br_if   	0                               # 0: down to label21
# %bb.2:
	local.get	2
	i32.eqz
	br_if   	1                               # 1: down to label20
# %bb.3:
	local.get	1
	local.get	3
	local.get	2
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	local.get	1
	local.get	0
	local.get	2
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	i32.const	0
	return
.LBB5_4:
	end_block                               # label21:
	local.get	2
	i32.eqz
	br_if   	1                               # 1: down to label19
# %bb.5:
	local.get	1
	local.get	0
	local.get	2
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	i32.const	0
	return
.LBB5_6:
	end_block                               # label20:
	local.get	3
	call	free
.LBB5_7:
	end_block                               # label19:
	local.get	0
	call	free
.LBB5_8:
	end_block                               # label18:
	i32.const	0
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_createDDict,"",@
	.globl	ZSTD_createDDict                # -- Begin function ZSTD_createDDict
	.type	ZSTD_createDDict,@function
ZSTD_createDDict:                       # @ZSTD_createDDict
	.functype	ZSTD_createDDict (i32, i32) -> (i32)
	.local  	i32, i32
# %bb.0:
	block   	
	block   	
	i32.const	27324
	call	malloc
	local.tee	2
	i32.eqz
	br_if   	0                               # 0: down to label23
# %bb.1:
	local.get	2
	i32.const	0
	i32.store	27320
	local.get	2
	i64.const	0
	i64.store	27312:p2align=2
	block   	
	block   	
	block   	
	block   	
	local.get	0
	i32.eqz
	br_if   	0                               # 0: down to label27
# %bb.2:
	local.get	1
	br_if   	1                               # 1: down to label26
.LBB6_3:
	end_block                               # label27:
	local.get	2
	local.get	0
	i32.store	4
	local.get	2
	i32.const	0
	i32.store	0
	local.get	0
	br_if   	1                               # 1: down to label25
# %bb.4:
	local.get	2
	i64.const	0
	i64.store	27304:p2align=2
	local.get	2
	i32.const	201326604
	i32.store	10276
	local.get	2
	i32.const	0
	i32.store	8
	local.get	2
	return
.LBB6_5:
	end_block                               # label26:
	local.get	2
	local.get	1
	call	malloc
	local.tee	3
	i32.store	4
	local.get	2
	local.get	3
	i32.store	0
	local.get	3
	i32.eqz
	br_if   	1                               # 1: down to label24
# %bb.6:
	local.get	3
	local.get	0
	local.get	1
	call	memcpy
	local.set	0
.LBB6_7:
	end_block                               # label25:
	local.get	2
	i64.const	0
	i64.store	27304:p2align=2
	local.get	2
	i32.const	201326604
	i32.store	10276
	local.get	2
	local.get	1
	i32.store	8
	local.get	1
	i32.const	8
	i32.lt_u
	br_if   	2                               # 2: down to label22
# %bb.8:
	local.get	0
	i32.load	0:p2align=0
	i32.const	-332356553
	i32.ne  
	br_if   	2                               # 2: down to label22
# %bb.9:
	local.get	2
	local.get	0
	i32.load	4:p2align=0
	i32.store	27304
	block   	
	local.get	2
	i32.const	12
	i32.add 
	local.get	0
	local.get	1
	call	ZSTD_loadDEntropy
	i32.const	-120
	i32.gt_u
	br_if   	0                               # 0: down to label28
# %bb.10:
	local.get	2
	i32.const	1
	i32.store	27308
	local.get	2
	return
.LBB6_11:
	end_block                               # label28:
	local.get	2
	i32.load	27320
	local.set	1
	local.get	2
	i32.load	27316
	local.set	0
	block   	
	block   	
	local.get	2
	i32.load	0
	local.tee	3
	i32.eqz
	br_if   	0                               # 0: down to label30
# %bb.12:
	local.get	0
	i32.eqz
	br_if   	1                               # 1: down to label29
# %bb.13:
	local.get	1
	local.get	3
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	local.get	1
	local.get	2
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	br      	3                               # 3: down to label23
.LBB6_14:
	end_block                               # label30:
	local.get	0
	i32.eqz
	br_if   	1                               # 1: down to label24
# %bb.15:
	local.get	1
	local.get	2
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	br      	2                               # 2: down to label23
.LBB6_16:
	end_block                               # label29:
	local.get	3
	call	free
.LBB6_17:
	end_block                               # label24:
	local.get	2
	call	free
.LBB6_18:
	end_block                               # label23:
	i32.const	0
	local.set	2
.LBB6_19:
	end_block                               # label22:
	local.get	2
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_createDDict_byReference,"",@
	.globl	ZSTD_createDDict_byReference    # -- Begin function ZSTD_createDDict_byReference
	.type	ZSTD_createDDict_byReference,@function
ZSTD_createDDict_byReference:           # @ZSTD_createDDict_byReference
	.functype	ZSTD_createDDict_byReference (i32, i32) -> (i32)
	.local  	i32, i32
# %bb.0:
	block   	
	block   	
	i32.const	27324
	call	malloc
	local.tee	2
	i32.eqz
	br_if   	0                               # 0: down to label32
# %bb.1:
	local.get	2
	i32.const	0
	i32.store	27320
	local.get	2
	i64.const	0
	i64.store	27312:p2align=2
	local.get	2
	i64.const	0
	i64.store	27304:p2align=2
	local.get	2
	i32.const	201326604
	i32.store	10276
	local.get	2
	local.get	0
	i32.store	4
	local.get	2
	i32.const	0
	i32.store	0
	local.get	2
	local.get	1
	i32.const	0
	local.get	0
	i32.select
	local.tee	3
	i32.store	8
	local.get	3
	i32.const	8
	i32.lt_u
	br_if   	1                               # 1: down to label31
# %bb.2:
	local.get	0
	i32.load	0:p2align=0
	i32.const	-332356553
	i32.ne  
	br_if   	1                               # 1: down to label31
# %bb.3:
	local.get	2
	local.get	0
	i32.load	4:p2align=0
	i32.store	27304
	block   	
	local.get	2
	i32.const	12
	i32.add 
	local.get	0
	local.get	1
	call	ZSTD_loadDEntropy
	i32.const	-120
	i32.gt_u
	br_if   	0                               # 0: down to label33
# %bb.4:
	local.get	2
	i32.const	1
	i32.store	27308
	local.get	2
	return
.LBB7_5:
	end_block                               # label33:
	local.get	2
	i32.load	27320
	local.set	1
	local.get	2
	i32.load	27316
	local.set	0
	block   	
	block   	
	block   	
	local.get	2
	i32.load	0
	local.tee	3
	i32.eqz
	br_if   	0                               # 0: down to label36
# %bb.6:
	local.get	0
	i32.eqz
	br_if   	1                               # 1: down to label35
# %bb.7:
	local.get	1
	local.get	3
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	local.get	1
	local.get	2
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	br      	3                               # 3: down to label32
.LBB7_8:
	end_block                               # label36:
	local.get	0
	i32.eqz
	br_if   	1                               # 1: down to label34
# %bb.9:
	local.get	1
	local.get	2
	local.get	0
	call_indirect	 __indirect_function_table, (i32, i32) -> ()
	br      	2                               # 2: down to label32
.LBB7_10:
	end_block                               # label35:
	local.get	3
	call	free
.LBB7_11:
	end_block                               # label34:
	local.get	2
	call	free
.LBB7_12:
	end_block                               # label32:
	i32.const	0
	local.set	2
.LBB7_13:
	end_block                               # label31:
	local.get	2
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_initStaticDDict,"",@
	.globl	ZSTD_initStaticDDict            # -- Begin function ZSTD_initStaticDDict
	.type	ZSTD_initStaticDDict,@function
ZSTD_initStaticDDict:                   # @ZSTD_initStaticDDict
	.functype	ZSTD_initStaticDDict (i32, i32, i32, i32, i32, i32) -> (i32)
	.local  	i32
# %bb.0:
	i32.const	0
	local.set	6
	block   	
	local.get	0
	i32.const	7
	i32.and 
	br_if   	0                               # 0: down to label37
# %bb.1:
	i32.const	27324
	local.get	3
	i32.const	27324
	i32.add 
	local.get	4
	i32.const	1
	i32.eq  
	i32.select
	local.get	1
	i32.gt_u
	br_if   	0                               # 0: down to label37
# %bb.2:
	block   	
	block   	
	local.get	4
	i32.eqz
	br_if   	0                               # 0: down to label39
# %bb.3:
	local.get	2
	local.set	6
	br      	1                               # 1: down to label38
.LBB8_4:
	end_block                               # label39:
	local.get	0
	i32.const	27324
	i32.add 
	local.tee	6
	local.get	2
	local.get	3
	call	memcpy
	drop
.LBB8_5:
	end_block                               # label38:
	local.get	0
	i64.const	0
	i64.store	27304:p2align=2
	local.get	0
	i32.const	201326604
	i32.store	10276
	local.get	0
	local.get	6
	i32.store	4
	local.get	0
	i32.const	0
	i32.store	0
	local.get	0
	local.get	3
	i32.const	0
	local.get	6
	i32.select
	local.tee	4
	i32.store	8
	block   	
	local.get	5
	i32.const	1
	i32.eq  
	br_if   	0                               # 0: down to label40
# %bb.6:
	block   	
	local.get	4
	i32.const	7
	i32.gt_u
	br_if   	0                               # 0: down to label41
# %bb.7:
	local.get	5
	i32.const	2
	i32.ne  
	br_if   	1                               # 1: down to label40
# %bb.8:
	i32.const	0
	return
.LBB8_9:
	end_block                               # label41:
	block   	
	block   	
	local.get	6
	i32.load	0:p2align=0
	i32.const	-332356553
	i32.ne  
	br_if   	0                               # 0: down to label43
# %bb.10:
	local.get	0
	local.get	6
	i32.load	4:p2align=0
	i32.store	27304
	local.get	0
	i32.const	12
	i32.add 
	local.get	6
	local.get	3
	call	ZSTD_loadDEntropy
	i32.const	-120
	i32.le_u
	br_if   	1                               # 1: down to label42
# %bb.11:
	i32.const	0
	return
.LBB8_12:
	end_block                               # label43:
	local.get	5
	i32.const	2
	i32.ne  
	br_if   	1                               # 1: down to label40
# %bb.13:
	i32.const	0
	return
.LBB8_14:
	end_block                               # label42:
	local.get	0
	i32.const	1
	i32.store	27308
.LBB8_15:
	end_block                               # label40:
	local.get	0
	local.set	6
.LBB8_16:
	end_block                               # label37:
	local.get	6
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_estimateDDictSize,"",@
	.globl	ZSTD_estimateDDictSize          # -- Begin function ZSTD_estimateDDictSize
	.type	ZSTD_estimateDDictSize,@function
ZSTD_estimateDDictSize:                 # @ZSTD_estimateDDictSize
	.functype	ZSTD_estimateDDictSize (i32, i32) -> (i32)
# %bb.0:
	i32.const	27324
	local.get	0
	i32.const	27324
	i32.add 
	local.get	1
	i32.const	1
	i32.eq  
	i32.select
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_sizeof_DDict,"",@
	.globl	ZSTD_sizeof_DDict               # -- Begin function ZSTD_sizeof_DDict
	.type	ZSTD_sizeof_DDict,@function
ZSTD_sizeof_DDict:                      # @ZSTD_sizeof_DDict
	.functype	ZSTD_sizeof_DDict (i32) -> (i32)
# %bb.0:
	block   	
	local.get	0
	br_if   	0                               # 0: down to label44
# %bb.1:
	i32.const	0
	return
.LBB10_2:
	end_block                               # label44:
	block   	
	local.get	0
	i32.load	0
	br_if   	0                               # 0: down to label45
# %bb.3:
	i32.const	27324
	return
.LBB10_4:
	end_block                               # label45:
	local.get	0
	i32.load	8
	i32.const	27324
	i32.add 
                                        # fallthrough-return
	end_function
                                        # -- End function
	.section	.text.ZSTD_getDictID_fromDDict,"",@
	.globl	ZSTD_getDictID_fromDDict        # -- Begin function ZSTD_getDictID_fromDDict
	.type	ZSTD_getDictID_fromDDict,@function
ZSTD_getDictID_fromDDict:               # @ZSTD_getDictID_fromDDict
	.functype	ZSTD_getDictID_fromDDict (i32) -> (i32)
# %bb.0:
	block   	
	local.get	0
	br_if   	0                               # 0: down to label46
# %bb.1:
	i32.const	0
	return
.LBB11_2:
	end_block                               # label46:
	local.get	0
	i32.load	27304
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
	.section	.text.ZSTD_getDictID_fromDDict,"",@
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
	.section	.text.ZSTD_getDictID_fromDDict,"",@
