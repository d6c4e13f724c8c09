package kinds

import "strings"

// The Go compiler's IR trees (go tool compile -W): a function's nodes
// before and after its walk, one a line, each as deep as the ".   " that
// lead it, its source position last:
//
//	before walk main
//	.   AS Def tc(1) # w.go:6:4
//	.   .   NAME-main.s esc(no) Class:PAUTO Offset:0 OnStack Used int tc(1) # w.go:6:2
//
// The dots are the tree's drawing, read as indentation (so that a
// function is a unit), and the position is cut: it names where the node
// came from, which shifts whenever code before it changes or a body is
// inlined no more.

// goTreeColumns cuts a line of the trees to its node, as deep as it was.
func goTreeColumns(l string) (string, bool) {
	depth := 0
	for strings.HasPrefix(l[depth*4:], ".   ") {
		depth++
	}
	if depth == 0 {
		return l, true
	}
	node := l[depth*4:]
	if i := strings.LastIndex(node, " # "); i >= 0 && position(node[i+3:]) {
		node = node[:i]
	}
	return strings.Repeat("    ", depth) + node, true
}

// position reports whether s is a source position, FILE:LINE:COL ("w.go:6:4",
// "+cmp.go:191:10", the file's name abstracted), or the positions of an
// inlined node, each where it was inlined ("sieve.go:17:8 sieve.go:6:11").
func position(s string) bool {
	f := strings.Fields(s)
	for _, p := range f {
		file, col, ok := strings.Cut(p, ":")
		if !ok || file == "" || strings.Trim(col, "0123456789:") != "" {
			return false
		}
	}
	return len(f) > 0
}

// goTreeLine reports whether a line is one of the trees': a node under
// its drawing, or a function's head.
func goTreeLine(l string) bool {
	if strings.HasPrefix(l, "before walk ") || strings.HasPrefix(l, "after walk ") {
		return true
	}
	return strings.HasPrefix(l, ".   ") && len(l) > 4 && l[4] != ' '
}
