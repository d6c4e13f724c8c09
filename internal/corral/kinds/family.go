package kinds

import "strings"

// familyOf names what an edit changes, for its family: the first kept
// word of its changed tokens (a mnemonic by its stem, a directive, a
// keyword), else the class of its first operand.
func familyOf(lang Lang, del, ins []Token) string {
	for _, side := range [][]Token{del, ins} {
		for _, t := range side {
			if t.Class == Word {
				if lang != Asm {
					return t.Text
				}
				return stem(t.Text)
			}
		}
	}
	for _, side := range [][]Token{del, ins} {
		for _, t := range side {
			switch t.Class {
			case Ident:
				return "names"
			case Number:
				return "numbers"
			case Register:
				return "registers"
			case Label:
				return "labels"
			case String:
				return "strings"
			case Comment:
				return "comments"
			}
		}
	}
	return "punctuation"
}

// stems are the instruction families of x86-64, AArch64 and RISC-V
// assembly, longest first where one is a prefix of another.
var stems = []string{
	".cfi_", ".section", ".p2align", ".align", ".globl", ".type", ".size", ".string", ".ascii", ".long", ".quad", ".byte", ".value", ".zero", ".text", ".data", ".ident", ".file", ".loc",
	"cmov", "movs", "movz", "mov", "lea", "push", "pop", "call", "ret", "endbr", "nop",
	"add", "sub", "imul", "mul", "idiv", "div", "inc", "dec", "neg", "not", "and", "or", "xor",
	"sh", "sa", "ro", "bt", "bs", "tzcnt", "lzcnt", "popcnt", "cmp", "test", "set", "jmp", "j", "cvt", "ucomis", "comis",
	"vp", "vmov", "v", "p", "xchg", "cwt", "cqt", "cdq", "cltq", "bswap", "prefetch", "ldr", "str", "ldp", "stp", "b.", "cb", "tb", "bl",
}

// stem is a word's family: an instruction's stem ("movl", "movq" →
// "mov…"), a directive's name, or the word.
func stem(w string) string {
	lw := strings.ToLower(w)
	for _, s := range stems {
		if strings.HasPrefix(lw, s) && (len(lw) > len(s) || s[0] == '.') {
			if s[0] == '.' && len(lw) > len(s) && s[len(s)-1] != '_' {
				continue // .texts is not .text
			}
			return s + "…"
		}
		if lw == s {
			return s
		}
	}
	return w
}
