main.pick STEXT nosplit size=38 args=0x20 locals=0x8 funcid=0x0 align=0x0
	0x0000 00000 (bounds.go:4)	TEXT	main.pick(SB), NOSPLIT|ABIInternal, $8-32
	0x0000 00000 (bounds.go:4)	PUSHQ	BP
	0x0001 00001 (bounds.go:4)	MOVQ	SP, BP
	0x0004 00004 (bounds.go:4)	MOVQ	AX, main.xs+16(FP)
	0x0009 00009 (bounds.go:4)	FUNCDATA	$0, gclocals·wvjpxkknJ4nY1JtrArJJaw==(SB)
	0x0009 00009 (bounds.go:4)	FUNCDATA	$1, gclocals·J26BEvPExEQhJvjp9E8Whg==(SB)
	0x0009 00009 (bounds.go:4)	FUNCDATA	$5, main.pick.arginfo1(SB)
	0x0009 00009 (bounds.go:4)	FUNCDATA	$6, main.pick.argliveinfo(SB)
	0x0009 00009 (bounds.go:4)	PCDATA	$3, $1
	0x0009 00009 (bounds.go:5)	CMPQ	BX, DI
	0x000c 00012 (bounds.go:5)	JLS	30
	0x000e 00014 (bounds.go:5)	MOVQ	(AX)(DI*8), CX
	0x0012 00018 (bounds.go:5)	SHRQ	$1, DI
	0x0015 00021 (bounds.go:5)	ADDQ	(AX)(DI*8), CX
	0x0019 00025 (bounds.go:5)	MOVQ	CX, AX
	0x001c 00028 (bounds.go:5)	POPQ	BP
	0x001d 00029 (bounds.go:5)	RET
	0x001e 00030 (bounds.go:5)	PCDATA	$1, $1
	0x001e 00030 (bounds.go:5)	PCDATA	$4, $4023
	0x001e 00030 (bounds.go:5)	NOP
	0x0020 00032 (bounds.go:5)	CALL	runtime.panicBounds(SB)
	0x0025 00037 (bounds.go:5)	XCHGL	AX, AX
	0x0000 55 48 89 e5 48 89 44 24 10 48 39 fb 76 10 48 8b  UH..H.D$.H9.v.H.
	0x0010 0c f8 48 d1 ef 48 03 0c f8 48 89 c8 5d c3 66 90  ..H..H...H..].f.
	0x0020 e8 00 00 00 00 90                                ......
	rel 33+4 t=R_CALL runtime.panicBounds+0
main.main STEXT size=141 args=0x0 locals=0x58 funcid=0x0 align=0x0
	0x0000 00000 (bounds.go:8)	TEXT	main.main(SB), ABIInternal, $88-0
	0x0000 00000 (bounds.go:8)	CMPQ	SP, 16(R14)
	0x0004 00004 (bounds.go:8)	PCDATA	$0, $-2
	0x0004 00004 (bounds.go:8)	JLS	131
	0x0006 00006 (bounds.go:8)	PCDATA	$0, $-1
	0x0006 00006 (bounds.go:8)	PUSHQ	BP
	0x0007 00007 (bounds.go:8)	MOVQ	SP, BP
	0x000a 00010 (bounds.go:8)	SUBQ	$80, SP
	0x000e 00014 (bounds.go:8)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (bounds.go:8)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (bounds.go:9)	MOVQ	$3, main..autotmp_6+16(SP)
	0x0017 00023 (bounds.go:9)	MOVQ	$1, main..autotmp_6+24(SP)
	0x0020 00032 (bounds.go:9)	MOVQ	$4, main..autotmp_6+32(SP)
	0x0029 00041 (bounds.go:9)	MOVQ	$1, main..autotmp_6+40(SP)
	0x0032 00050 (bounds.go:9)	MOVQ	$5, main..autotmp_6+48(SP)
	0x003b 00059 (bounds.go:9)	MOVQ	$9, main..autotmp_6+56(SP)
	0x0044 00068 (bounds.go:9)	MOVQ	$2, main..autotmp_6+64(SP)
	0x004d 00077 (bounds.go:9)	MOVQ	$6, main..autotmp_6+72(SP)
	0x0056 00086 (bounds.go:5)	MOVQ	main..autotmp_6+40(SP), AX
	0x005b 00091 (bounds.go:5)	ADDQ	$6, AX
	0x005f 00095 (bounds.go:5)	MOVQ	AX, main.~r0+8(SP)
	0x0064 00100 (<unknown line number>)	NOP
	0x0064 00100 (bounds.go:10)	PCDATA	$1, $0
	0x0064 00100 (bounds.go:10)	CALL	runtime.printlock(SB)
	0x0069 00105 (bounds.go:10)	MOVQ	main.~r0+8(SP), AX
	0x006e 00110 (bounds.go:10)	CALL	runtime.printint(SB)
	0x0073 00115 (bounds.go:10)	CALL	runtime.printnl(SB)
	0x0078 00120 (bounds.go:10)	CALL	runtime.printunlock(SB)
	0x007d 00125 (bounds.go:11)	ADDQ	$80, SP
	0x0081 00129 (bounds.go:11)	POPQ	BP
	0x0082 00130 (bounds.go:11)	RET
	0x0083 00131 (bounds.go:11)	NOP
	0x0083 00131 (bounds.go:8)	PCDATA	$1, $-1
	0x0083 00131 (bounds.go:8)	PCDATA	$0, $-2
	0x0083 00131 (bounds.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x0088 00136 (bounds.go:8)	PCDATA	$0, $-1
	0x0088 00136 (bounds.go:8)	JMP	0
	0x0000 49 3b 66 10 76 7d 55 48 89 e5 48 83 ec 50 48 c7  I;f.v}UH..H..PH.
	0x0010 44 24 10 03 00 00 00 48 c7 44 24 18 01 00 00 00  D$.....H.D$.....
	0x0020 48 c7 44 24 20 04 00 00 00 48 c7 44 24 28 01 00  H.D$ ....H.D$(..
	0x0030 00 00 48 c7 44 24 30 05 00 00 00 48 c7 44 24 38  ..H.D$0....H.D$8
	0x0040 09 00 00 00 48 c7 44 24 40 02 00 00 00 48 c7 44  ....H.D$@....H.D
	0x0050 24 48 06 00 00 00 48 8b 44 24 28 48 83 c0 06 48  $H....H.D$(H...H
	0x0060 89 44 24 08 e8 00 00 00 00 48 8b 44 24 08 e8 00  .D$......H.D$...
	0x0070 00 00 00 e8 00 00 00 00 e8 00 00 00 00 48 83 c4  .............H..
	0x0080 50 5d c3 e8 00 00 00 00 e9 73 ff ff ff           P].......s...
	rel 101+4 t=R_CALL runtime.printlock+0
	rel 111+4 t=R_CALL runtime.printint+0
	rel 116+4 t=R_CALL runtime.printnl+0
	rel 121+4 t=R_CALL runtime.printunlock+0
	rel 132+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 72 65 67 61 62 69                                regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.pick$abstract SDWARFABSFCN dupok size=32
	0x0000 05 6d 61 69 6e 2e 70 69 63 6b 00 01 04 01 22 78  .main.pick...."x
	0x0010 73 00 00 00 00 00 00 22 69 00 00 00 00 00 00 00  s......"i.......
	rel 19+4 t=R_DWARFSECREF go:info.[]int+0
	rel 27+4 t=R_DWARFSECREF go:info.int+0
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
type:.eqfunc64 SRODATA dupok size=16
	0x0000 00 00 00 00 00 00 00 00 40 00 00 00 00 00 00 00  ........@.......
	rel 0+8 t=R_ADDR runtime.memequal_varlen+0
runtime.memequal64·f SRODATA dupok size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
	rel 0+8 t=R_ADDR runtime.memequal64+0
runtime.gcbits.0100000000000000 SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
type:.namedata.*[8]int- SRODATA dupok size=9
	0x0000 00 07 2a 5b 38 5d 69 6e 74                       ..*[8]int
type:*[8]int SRODATA dupok size=56
	0x0000 08 00 00 00 00 00 00 00 08 00 00 00 00 00 00 00  ................
	0x0010 b2 db c7 f5 28 08 08 16 00 00 00 00 00 00 00 00  ....(...........
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR runtime.memequal64·f+0
	rel 32+8 t=R_ADDR runtime.gcbits.0100000000000000+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[8]int-+0
	rel 48+8 t=R_ADDR type:[8]int+0
runtime.gcbits. SRODATA dupok size=0
type:[8]int SRODATA dupok size=72
	0x0000 40 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  @...............
	0x0010 94 b7 28 16 0a 08 08 11 00 00 00 00 00 00 00 00  ..(.............
	0x0020 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0030 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00  ................
	0x0040 08 00 00 00 00 00 00 00                          ........
	rel 24+8 t=R_ADDR type:.eqfunc64+0
	rel 32+8 t=R_ADDR runtime.gcbits.+0
	rel 40+4 t=R_ADDROFF type:.namedata.*[8]int-+0
	rel 44+4 t=RelocType(-32763) type:*[8]int+0
	rel 48+8 t=R_ADDR type:int+0
	rel 56+8 t=R_ADDR type:[]int+0
gclocals·wvjpxkknJ4nY1JtrArJJaw== SRODATA dupok size=10
	0x0000 02 00 00 00 01 00 00 00 01 00                    ..........
gclocals·J26BEvPExEQhJvjp9E8Whg== SRODATA dupok size=8
	0x0000 02 00 00 00 00 00 00 00                          ........
main.pick.arginfo1 SRODATA static dupok size=11
	0x0000 fe 00 08 08 08 10 08 fd 18 08 ff                 ...........
main.pick.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
gclocals·g5+hNtRBP6YXNjfog7aZjQ== SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
