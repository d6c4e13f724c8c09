main.countdown STEXT nosplit size=20 args=0x8 locals=0x0 funcid=0x0 align=0x0
	0x0000 00000 (loop.go:4)	TEXT	main.countdown(SB), NOSPLIT|NOFRAME|ABIInternal, $0-8
	0x0000 00000 (loop.go:4)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x0000 00000 (loop.go:4)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x0000 00000 (loop.go:4)	FUNCDATA	$5, main.countdown.arginfo1(SB)
	0x0000 00000 (loop.go:4)	FUNCDATA	$6, main.countdown.argliveinfo(SB)
	0x0000 00000 (loop.go:4)	PCDATA	$3, $1
	0x0000 00000 (loop.go:6)	XORL	CX, CX
	0x0002 00002 (loop.go:6)	JMP	11
	0x0004 00004 (loop.go:7)	ADDQ	$-3, AX
	0x0008 00008 (loop.go:8)	INCQ	CX
	0x000b 00011 (loop.go:6)	TESTQ	AX, AX
	0x000e 00014 (loop.go:6)	JGT	4
	0x0010 00016 (loop.go:10)	MOVQ	CX, AX
	0x0013 00019 (loop.go:10)	RET
	0x0000 31 c9 eb 07 48 83 c0 fd 48 ff c1 48 85 c0 7f f4  1...H...H..H....
	0x0010 48 89 c8 c3                                      H...
main.main STEXT size=82 args=0x0 locals=0x18 funcid=0x0 align=0x0
	0x0000 00000 (loop.go:13)	TEXT	main.main(SB), ABIInternal, $24-0
	0x0000 00000 (loop.go:13)	CMPQ	SP, 16(R14)
	0x0004 00004 (loop.go:13)	PCDATA	$0, $-2
	0x0004 00004 (loop.go:13)	JLS	75
	0x0006 00006 (loop.go:13)	PCDATA	$0, $-1
	0x0006 00006 (loop.go:13)	PUSHQ	BP
	0x0007 00007 (loop.go:13)	MOVQ	SP, BP
	0x000a 00010 (loop.go:13)	SUBQ	$16, SP
	0x000e 00014 (loop.go:13)	FUNCDATA	$0, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (loop.go:13)	FUNCDATA	$1, gclocals·g5+hNtRBP6YXNjfog7aZjQ==(SB)
	0x000e 00014 (<unknown line number>)	NOP
	0x000e 00014 (loop.go:14)	MOVL	$10, AX
	0x0013 00019 (loop.go:14)	XORL	CX, CX
	0x0015 00021 (loop.go:6)	JMP	32
	0x0017 00023 (loop.go:7)	ADDQ	$-3, AX
	0x001b 00027 (loop.go:8)	INCQ	CX
	0x001e 00030 (loop.go:8)	NOP
	0x0020 00032 (loop.go:6)	TESTQ	AX, AX
	0x0023 00035 (loop.go:6)	JGT	23
	0x0025 00037 (loop.go:6)	MOVQ	CX, main.steps+8(SP)
	0x002a 00042 (loop.go:14)	PCDATA	$1, $0
	0x002a 00042 (loop.go:14)	CALL	runtime.printlock(SB)
	0x002f 00047 (loop.go:14)	MOVQ	main.steps+8(SP), AX
	0x0034 00052 (loop.go:14)	CALL	runtime.printint(SB)
	0x0039 00057 (loop.go:14)	CALL	runtime.printnl(SB)
	0x003e 00062 (loop.go:14)	NOP
	0x0040 00064 (loop.go:14)	CALL	runtime.printunlock(SB)
	0x0045 00069 (loop.go:15)	ADDQ	$16, SP
	0x0049 00073 (loop.go:15)	POPQ	BP
	0x004a 00074 (loop.go:15)	RET
	0x004b 00075 (loop.go:15)	NOP
	0x004b 00075 (loop.go:13)	PCDATA	$1, $-1
	0x004b 00075 (loop.go:13)	PCDATA	$0, $-2
	0x004b 00075 (loop.go:13)	CALL	runtime.morestack_noctxt(SB)
	0x0050 00080 (loop.go:13)	PCDATA	$0, $-1
	0x0050 00080 (loop.go:13)	JMP	0
	0x0000 49 3b 66 10 76 45 55 48 89 e5 48 83 ec 10 b8 0a  I;f.vEUH..H.....
	0x0010 00 00 00 31 c9 eb 09 48 83 c0 fd 48 ff c1 66 90  ...1...H...H..f.
	0x0020 48 85 c0 7f f2 48 89 4c 24 08 e8 00 00 00 00 48  H....H.L$......H
	0x0030 8b 44 24 08 e8 00 00 00 00 e8 00 00 00 00 66 90  .D$...........f.
	0x0040 e8 00 00 00 00 48 83 c4 10 5d c3 e8 00 00 00 00  .....H...]......
	0x0050 eb ae                                            ..
	rel 43+4 t=R_CALL runtime.printlock+0
	rel 53+4 t=R_CALL runtime.printint+0
	rel 58+4 t=R_CALL runtime.printnl+0
	rel 65+4 t=R_CALL runtime.printunlock+0
	rel 76+4 t=R_CALL runtime.morestack_noctxt+0
go:cuinfo.producer.main SDWARFCUINFO dupok size=0
	0x0000 2d 42 20 72 65 67 61 62 69                       -B regabi
go:cuinfo.packagename.main SDWARFCUINFO dupok size=0
	0x0000 6d 61 69 6e                                      main
go:info.main.countdown$abstract SDWARFABSFCN dupok size=40
	0x0000 05 6d 61 69 6e 2e 63 6f 75 6e 74 64 6f 77 6e 00  .main.countdown.
	0x0010 01 04 01 22 6e 00 00 00 00 00 00 21 73 74 65 70  ..."n......!step
	0x0020 73 00 05 00 00 00 00 00                          s.......
	rel 23+4 t=R_DWARFSECREF go:info.int+0
	rel 35+4 t=R_DWARFSECREF go:info.int+0
main..inittask SNOPTRDATA size=8
	0x0000 00 00 00 00 00 00 00 00                          ........
gclocals·g5+hNtRBP6YXNjfog7aZjQ== SRODATA dupok size=8
	0x0000 01 00 00 00 00 00 00 00                          ........
main.countdown.arginfo1 SRODATA static dupok size=3
	0x0000 00 08 ff                                         ...
main.countdown.argliveinfo SRODATA static dupok size=2
	0x0000 00 00                                            ..
