main.add STEXT nosplit size=9 args=0x10 locals=0x0 funcid=0x0 align=0x0
	0x0000 00000 (add.go:4)	TEXT	main.add(SB), NOSPLIT|NOFRAME|ABIInternal, $0-16
	0x0000 00000 (add.go:4)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x0000 00000 (add.go:4)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x0000 00000 (add.go:4)	FUNCDATA	$5, main.add.arginfo1(SB)
	0x0000 00000 (add.go:4)	FUNCDATA	$6, main.add.argliveinfo(SB)
	0x0000 00000 (add.go:4)	PCDATA	$3, $1
	0x0000 00000 (add.go:5)	LEAQ	(AX)(BX*1), CX
	0x0004 00004 (add.go:5)	LEAQ	(CX)(CX*2), AX
	0x0008 00008 (add.go:5)	RET
	0x0000 48 8d 0c 18 48 8d 04 49 c3                       H...H..I.
main.main STEXT size=55 args=0x0 locals=0x10 funcid=0x0 align=0x0
	0x0000 00000 (add.go:8)	TEXT	main.main(SB), ABIInternal, $16-0
	0x0000 00000 (add.go:8)	CMPQ	SP, 16(R14)
	0x0004 00004 (add.go:8)	PCDATA	$0, $-2
	0x0004 00004 (add.go:8)	JLS	48
	0x0006 00006 (add.go:8)	PCDATA	$0, $-1
	0x0006 00006 (add.go:8)	PUSHQ	BP
	0x0007 00007 (add.go:8)	MOVQ	SP, BP
	0x000a 00010 (add.go:8)	SUBQ	$8, SP
	0x000e 00014 (add.go:8)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (add.go:8)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (<unknown line number>)	NOP
	0x000e 00014 (add.go:9)	PCDATA	$1, $0
	0x000e 00014 (add.go:9)	CALL	runtime.printlock(SB)
	0x0013 00019 (add.go:9)	MOVL	$21, AX
	0x0018 00024 (add.go:9)	CALL	runtime.printint(SB)
	0x001d 00029 (add.go:9)	NOP
	0x0020 00032 (add.go:9)	CALL	runtime.printnl(SB)
	0x0025 00037 (add.go:9)	CALL	runtime.printunlock(SB)
	0x002a 00042 (add.go:10)	ADDQ	$8, SP
	0x002e 00046 (add.go:10)	POPQ	BP
	0x002f 00047 (add.go:10)	RET
	0x0030 00048 (add.go:10)	NOP
	0x0030 00048 (add.go:8)	PCDATA	$1, $-1
	0x0030 00048 (add.go:8)	PCDATA	$0, $-2
	0x0030 00048 (add.go:8)	CALL	runtime.morestack_noctxt(SB)
	0x0035 00053 (add.go:8)	PCDATA	$0, $-1
	0x0035 00053 (add.go:8)	JMP	0
	0x0000 49 3b 66 10 76 2a 55 48 89 e5 48 83 ec 08 e8 00  I;f.v*UH..H.....
	0x0010 00 00 00 b8 15 00 00 00 e8 00 00 00 00 0f 1f 00  ................
	0x0020 e8 00 00 00 00 e8 00 00 00 00 48 83 c4 08 5d c3  ..........H...].
	0x0030 e8 00 00 00 00 eb c9                             .......
	rel 15+4 t=R_CALL runtime.printlock+0
	rel 25+4 t=R_CALL runtime.printint+0
	rel 33+4 t=R_CALL runtime.printnl+0
	rel 38+4 t=R_CALL runtime.printunlock+0
	rel 49+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 72 65 67 61 62 69                                regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.add$abstract SDWARFABSFCN dupok size=30
	0x0000 05 6d 61 69 6e 2e 61 64 64 00 01 04 01 22 61 00  .main.add...."a.
	0x0010 00 00 00 00 00 22 62 00 00 00 00 00 00 00        ....."b.......
	rel 17+4 t=R_DWARFSECREF go:info.int+0
	rel 25+4 t=R_DWARFSECREF go:info.int+0
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
gclocals·g5+hNtRBP6YXNjfog7aZjQ== SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
main.add.arginfo1 SRODATA static dupok size=5
	0x0000 00 08 08 08 ff                                   .....
main.add.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
