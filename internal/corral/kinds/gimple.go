package kinds

import "strings"

// GCC's GIMPLE as its tree dumps write it (-fdump-tree-optimized and the
// other passes' dumps), a function at a time:
//
//	;; Function ring_put (ring_put, funcdef_no=1, decl_uid=1996, cgraph_uid=2, symbol_order=1)
//
//	Removing basic block 9
//	int ring_put (struct ring * r, const unsigned char * p, size_t n)
//	{
//	  long unsigned int _1;
//
//	  <bb 2> [local count: 119352870]:
//	  _1 = r_18(D)->cap;
//	  if (_2 < n_20(D))
//	    goto <bb 8>; [1.04%]
//
// It is read as machine code is: a statement a line, the function's head
// its symbol. Its SSA names (_1, r_18, pretmp_36) are numbered afresh by
// any change, as registers are: they are its operands. A statement, a
// local's declaration, a PHI and a branch are its instructions; a basic
// block's head is a label; the pass's notes ("Removing basic block 9")
// describe the code; ";;" starts a comment.

// gimpleSSA reports whether a name is an SSA name: "_" and digits, or a
// variable's name, "_" and its version (r_18, pretmp_36, i_45).
func gimpleSSA(t string) bool {
	i := strings.LastIndexByte(t, '_')
	return i >= 0 && i+1 < len(t) && allDigits(t[i+1:])
}

// gimpleComment reports whether a comment starts at l[i]: ";;".
func gimpleComment(l string, i int) bool { return strings.HasPrefix(l[i:], ";;") }

// gimpleLabel reports whether a line of GIMPLE is a basic block's head,
// "<bb 4> [local count: 105119324]:", or a label of the source's
// ("<L3>:", "lab:").
func gimpleLabel(toks []Token) bool {
	n := len(toks)
	return n >= 2 && toks[n-1].Text == ":" && (toks[0].Text == "<" || n == 2)
}

// gimpleLine reports whether a line is one only a GIMPLE dump writes: a
// function's comment head, a block's head, a branch to a block, a PHI, a
// statement on a default definition ("n_20(D)") or an SSA name of no
// variable's ("_5 = …"): a variable's SSA name (i_45) reads as any C
// name with a number.
func gimpleLine(l string) bool {
	t := strings.TrimSpace(l)
	// What follows a comment's mark is no GIMPLE: gcc -fverbose-asm
	// writes SSA names in its comments ("# n_2(D), tmp87"). GIMPLE's
	// own "#" starts a PHI, at the line's start.
	if i := strings.IndexAny(t, "#/"); i > 0 && (t[i] == '#' || strings.HasPrefix(t[i:], "//")) {
		t = t[:i]
	} else if strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "#") && !strings.Contains(t, " = PHI <") {
		return false
	}
	switch {
	case strings.HasPrefix(t, ";; Function "), strings.HasPrefix(t, "<bb ") && strings.HasSuffix(t, ":"),
		strings.HasPrefix(t, "goto <bb "), strings.HasPrefix(t, "Removing basic block "),
		strings.Contains(t, " = PHI <"), defaultDef(t):
		return true
	}
	return anonSSA(t) || gimpleTemp(t)
}

// gimpleTemp reports whether a line names a temporary of GIMPLE before
// SSA (-fdump-tree-gimple): "D.5781 = …", "goto <D.5785>;", "<D.5785>:".
func gimpleTemp(t string) bool {
	for {
		i := strings.Index(t, "D.")
		if i < 0 {
			return false
		}
		if (i == 0 || !word(t[i-1])) && i+2 < len(t) && t[i+2] >= '0' && t[i+2] <= '9' {
			return true
		}
		t = t[i+2:]
	}
}

// defaultDef reports whether a line names an SSA name's default
// definition, "n_20(D)": "(D)" right after an SSA name, not a JVM
// descriptor's "(D)D" or a macro's "SQ(D)".
func defaultDef(t string) bool {
	for {
		i := strings.Index(t, "(D)")
		if i < 0 {
			return false
		}
		j := i
		for j > 0 && word(t[j-1]) {
			j--
		}
		if gimpleSSA(t[j:i]) {
			return true
		}
		t = t[i+3:]
	}
}

// anonSSA reports whether a line holds an SSA name of no variable's,
// "_" and digits as a word of its own ("_12;", "(_3)").
func anonSSA(t string) bool {
	for i := 0; i+1 < len(t); i++ {
		if t[i] != '_' || i > 0 && (word(t[i-1]) || strings.IndexByte("%@$.", t[i-1]) >= 0) {
			continue // a name's part, or IR's %_12
		}
		j := i + 1
		for j < len(t) && t[j] >= '0' && t[j] <= '9' {
			j++
		}
		if j > i+1 && (j == len(t) || !word(t[j])) {
			return true
		}
	}
	return false
}

// gimpleWords are the words of GIMPLE kept in shapes: its statements'
// words, C's types and qualifiers, and what its notes and heads say.
var gimpleWords = set(`if else goto return PHI MEM bb local count switch case default
void char short int long unsigned signed float double _Bool __int128 struct union enum const volatile restrict static
D ab tail call Removing basic block __attribute__ __builtin_unreachable`)
