package kinds

import "strings"

// familyOf names what an edit changes, for its family: the first kept
// word of its changed tokens (a mnemonic by its stem, a directive, a
// keyword), else the class of its first operand.
func familyOf(lang Lang, del, ins []Token) string {
	if lang == Diag {
		// A message is of the warning or remark its flag names.
		for _, side := range [][]Token{del, ins} {
			if f := diagFlag(side); f != "" {
				return strings.Trim(f, "[] ")
			}
		}
	}
	for _, side := range [][]Token{del, ins} {
		for _, t := range side {
			if t.Class == Word {
				if !tables[lang].mnemonicFirst {
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

// sized are the x86 mnemonics written with a size suffix (b, w, l, q):
// movl and movq are one family, mov.
var sized = set("mov add sub and or xor cmp test lea push pop inc dec neg not imul mul idiv div shl shr sal sar rol ror adc sbb xchg bt movabs cvtsi2sd cvtsi2ss")

// stem is a word's family: an instruction without its size suffix
// ("movl", "movq" → "mov"), a conditional jump, move or set by its kind
// ("jne" → "j<cc>"), a .cfi directive as ".cfi_*", a JVM invoke*
// ("invokevirtual") as call, or the word.
func stem(w string) string {
	lw := strings.ToLower(w)
	switch {
	case strings.HasPrefix(lw, ".cfi_"):
		return ".cfi_*"
	case lw == "jmp" || lw == "call" || lw == "ret":
		return lw
	case strings.HasPrefix(lw, "invoke"):
		return "call"
	case lw == "jmpq" || lw == "callq" || lw == "retq":
		return lw[:len(lw)-1]
	case len(lw) >= 2 && lw[0] == 'j' && len(lw) <= 4:
		return "j<cc>"
	case strings.HasPrefix(lw, "cmov"):
		return "cmov<cc>"
	case strings.HasPrefix(lw, "set") && len(lw) <= 6:
		return "set<cc>"
	case strings.HasPrefix(lw, "movz") || strings.HasPrefix(lw, "movs") && len(lw) == 6:
		return "movz/movs"
	}
	if n := len(lw); n > 2 && strings.ContainsRune("bwlq", rune(lw[n-1])) && sized[lw[:n-1]] {
		return lw[:n-1]
	}
	return lw
}
