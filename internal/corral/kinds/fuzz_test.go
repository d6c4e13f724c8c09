package kinds

import (
	"strings"
	"testing"
)

// FuzzEditsInEveryLanguage cuts a hunk of any lines into edits with each
// language's table forced on them: hostile output (a comment never
// closed, a head line of numbers only, a hex run a megabyte long) is cut
// without a panic, every edit has a shape, and lines sniffed for a
// language are read whatever they hold.
func FuzzEditsInEveryLanguage(f *testing.F) {
	for _, seed := range []string{
		"      br_if 0 (;@2;\n    (local i32",
		"(insn 1 2\n(insn:TI 9 2 10 2 (set (reg/i:SI 0 ax)\n        (const_int 1)) \"f.c\":1:2 81 {*movsi_internal}",
		"0000000000000010 T\n                 U \n0000000000000010 T two words",
		"  #1 = Utf8\n  #2 = \n   #3 = Methodref #4.#5 // ",
		"\tb.eq\t.LBB0_2\n\tldr\tx0, [sp, #8]\n\t\n\tret",
		";; Function f (f)\n;; Function \n" + strings.Repeat("ab12", 1<<10),
		"this.x = 1;\nx = 1;\n{\n}\n",
		"   9 0000 8D047F   \t\tleal\t(%rdi), %eax\n  14      1F84\n   6              \tf:\n 12 ",
		".   .   NAME-main.s esc(no) tc(1) # a.go:1:2 a.go:3:4\nbefore walk \n.   \n.   .    # :",
		"{function, f, 2, 44}.\n    {call,3,{f,12}}. % full/3\n    return.\n{'%',{x,0}}.",
		"> quoted\n> \n```\ncode\n- item\n<!-- open\n<p a=\"x\n",
		"from a.b import (x, y,\n    z)\nint a, *b, c[3];\nfrom , import",
		"D.5781 = f (D.);\ngoto <D.5785>;\n<D.:",
		"== disasm: #<ISeq:<main>@a.rb:1 (1,0)-(5,3)> (catch: FALSE)\n0000 putstring  \"x\"(  1)[Li]\n| | 0004 branchif  \n|------\n0001 leave  []\n0002 opt_case_dispatch  , \n0003 x  (  )[",
		"f:\n     ; (lines=1, args=0, vars=0, tmps=0)\n0000 T1 = ADD 0001\n0001 CV0($a) = \n0002 JMPZ\nLIVE RANGES:\n     2: 0004 - 0005 (tmp/var)\n0003  = X_Y",
		" <1><2e>: Abbrev Number: 15 (DW_TAG_base_type\n    <31>   DW_AT_name        : (indirect string, offset: \n <><>: Abbrev Number: \n    <zz>   DW_AT_",
		"000000000000057a  0000003200000004 R_X86_64_PLT32  00000000000001e0 a b - \n0000  0000 R_\nRelocation section '",
		"name\tfile\t/^pattern;\"\tp\ttyperef:\n!_TAG_\n\t\t\t;\"\n",
		" 0000 b80a2900 00c3662e 0f1f8400 00000000  ..)...f.........\n 0060 e9       \n 7d90 62feffff                             b...",
		"B\bBO\bOL\bLD\bD op‐\n   tion\n\b\b‐\n‐\n_\b",
		"[0]   - SKLDivider\n[12.0] - \n[\n[]\n 1 2 3.5 U *\n0.5 -  - retq\nIPC:  1.54\n[1]    [2]\n.5 .5 .5 x",
		"Disassembly of <unnamed function> at #xe8:\n   0    (instrument-entry 16508)   at q.scm:73:0\n1001    (jne 32)  ;; -> L66\nL1:\n  11    (jtable 3 #(96 (1)\n   2    (=? 4 5)",
		"name|0000000000000010|   T  |  FUNC|0000000000000005|     |.text\n|||||||\nx|zz|T|||| \nName  Value  Class",
		"real(kind=8) f (real(kind=8) & a)\n{\n  x = y * 64;\n}\n{\n\t$L63:\n\tbr $31,$L63\n$L:",
	} {
		f.Add(seed, seed+"\nmore")
	}
	f.Add("", strings.Repeat("\tmovl\t$1, %eax\n[\n\n-\n", 200)+"f:\n")                           // a run only added, read in part
	f.Add("0x10 3 4 0 is_stmt\n0x14 3 9 0", "0x10 5 4 0 is_stmt\n0x18 5 9 0\n-0x 1 2 .\n1 2 3 -") // rows of numbers
	f.Add("    void a() {\n        f();", "    void a() {\n        g();\n    }\n    if (x) {\n    private static int b$0(int x) {")
	f.Fuzz(func(t *testing.T, old, now string) {
		var lines []string
		lines = append(lines, "@@ -1 +1 @@")
		for _, l := range strings.Split(old, "\n") {
			if old != "" { // none: a run only added, long ones read in part
				lines = append(lines, "-"+l)
			}
		}
		for _, l := range strings.Split(now, "\n") {
			lines = append(lines, "+"+l)
		}
		sec := []Section{{What: "stdout", Lines: lines}}
		for lang := range Lang(len(tables)) {
			// Level 4: the text a class whose members are indented by
			// four (see Section.Level).
			for _, level := range []int{0, 4} {
				sec[0].Level = level
				for _, e := range (Langs{"stdout": lang}).Edits("f.c", sec) {
					if len(e.Parts) == 0 || e.Shape() == "" {
						t.Fatalf("language %d, level %d: an edit without a shape: %+v", lang, level, e)
					}
				}
			}
		}
		var sn Sniffer
		sn.Add("f.c", sec)
		_ = sn.Langs()
	})
}
