package kinds

import (
	"slices"
	"strings"
)

// Units are where an output's own units start: an assembly function at
// its symbol, an LLVM IR define, a Go listing's TEXT block, a top-level
// declaration of source code, a statement of a dump indented by depth.
// Edits that occur together in units are one kind's (see Catalog.Split):
// a file holds many functions, and a cause's rarer facets show in a
// subset of the units its main facet shows in.
//
// UnitStarts finds them in a text's lines, in any language, by layout
// alone: a unit starts at a line at the text's outermost level of
// indentation that is not blank, a comment, a local label (.L23:, as
// every assembler's local labels start), or a closing bracket, and that
// is not inside a brace block opened at that level (a C function's body,
// an IR define's blocks). Where that level has fewer than two such lines
// (a dump whose whole text is one expression), the first deeper level
// with two lines that open a construct (ending in "(", "[", "{" or ":")
// is the units' level. It returns their line numbers, from 1, ascending,
// and last the number one past the text's last line; nil where the text
// has no such line (each hunk is then a unit).
func UnitStarts(lines []string) []int {
	starts := unitStarts(lines)
	if len(starts) == 0 {
		return nil
	}
	return append(starts, len(lines)+1)
}

func unitStarts(lines []string) []int {
	if text := gutterText(lines); text != nil {
		lines = text // a listing or a tree: its units are its text's, not its columns'
	}
	if starts := gccFunctions(lines); starts != nil {
		return starts
	}
	const maxIndent = 16
	var byIndent [maxIndent + 1][]int // candidate lines by indentation
	var openers [maxIndent + 1]int
	depth := 0
	for i, l := range lines {
		ind := indentOf(l)
		t := l[ind:]
		if ind <= maxIndent && depth == 0 && unitLine(t) {
			byIndent[ind] = append(byIndent[ind], i+1)
			if ind > 0 && opens(t) {
				openers[ind]++
			}
		}
		if (ind == 0 || depth > 0) && !(depth == 0 && opensScope(t)) {
			depth = max(0, depth+braces(t))
		}
	}
	if len(byIndent[0]) >= 2 {
		return preambles(lines, byIndent[0])
	}
	for ind := 1; ind <= maxIndent; ind++ {
		if openers[ind] >= 2 {
			var out []int
			for j := 0; j <= ind; j++ {
				out = append(out, byIndent[j]...)
			}
			slices.Sort(out)
			return out
		}
	}
	return preambles(lines, byIndent[0])
}

// opensScope reports whether a trimmed line opens a C++ namespace or a
// linkage block ("namespace google {", "extern "C" {"), whose
// declarations are as much top-level units as those outside it: a file
// of code in namespaces is not one unit.
func opensScope(t string) bool {
	// Called for every line at the outermost level: most are rejected by
	// their first byte before any scan.
	if t == "" || t[0] != 'n' && t[0] != 'e' && t[0] != 'i' {
		return false
	}
	if i := strings.Index(t, "//"); i >= 0 {
		t = t[:i]
	}
	head, ok := strings.CutSuffix(strings.TrimRight(t, " \t"), "{")
	if !ok {
		return false
	}
	head = strings.TrimRight(head, " \t")
	if head == `extern "C"` || head == `extern "C++"` {
		return true // a linkage block, not a function of C linkage
	}
	head = strings.TrimPrefix(head, "inline ")
	return (head == "namespace" || strings.HasPrefix(head, "namespace ")) && !strings.ContainsAny(head, "{}(")
}

// preambles moves each unit's start back over the lines that lead into
// it: the comments before a function, an assembly function's directives
// (.globl, .type, .p2align) and the constants it uses (a local label and
// its data). It stops at a blank line, another unit's line, and what
// ends a unit (.size, .cfi_endproc, "End function", a closing brace).
func preambles(lines []string, starts []int) []int {
	prev := 0
	for i, st := range starts {
		j := st - 1 // the start's index in lines
		for j-1 >= prev && leadsIn(lines[j-1]) {
			j--
		}
		starts[i] = j + 1
		prev = st
	}
	return starts
}

// leadsIn reports whether a line may lead into the unit after it.
func leadsIn(l string) bool {
	t := strings.TrimSpace(l)
	switch {
	case t == "", strings.Contains(t, ".size"), strings.Contains(t, ".cfi_endproc"), strings.Contains(t, "End function"), strings.HasPrefix(t, "}"):
		return false
	case t[0] == '#' || t[0] == ';' || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || t[0] == '*':
		return true // a comment
	case t[0] == '.' && indentOf(l) > 0:
		return true // a directive
	}
	// A local label and its data.
	name, ok := strings.CutSuffix(strings.Fields(t)[0], ":")
	return ok && (strings.HasPrefix(name, ".L") || strings.HasPrefix(name, "$L"))
}

func indentOf(l string) int {
	i := 0
	for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
		i++
	}
	return i
}

// unitLine reports whether a trimmed line can start a unit.
func unitLine(t string) bool {
	if t == "" || strings.Trim(t, "})];,") == "" {
		return false
	}
	switch t[0] {
	case '#', ';', '*', '!':
		return t[0] == '!' && len(t) > 1 && t[1] != ' ' // IR metadata (!0 = …) is a unit each
	}
	if strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "@@") || deepInTree(t) {
		return false
	}
	f := strings.Fields(t)
	if len(f) == 0 {
		return false // white space of another kind ("\r")
	}
	// A local label: .L23:, .LBB0_3:, 12:, $L5: (not a unit).
	if name, ok := strings.CutSuffix(f[0], ":"); ok {
		if strings.HasPrefix(name, ".L") || strings.HasPrefix(name, "$L") || allDigits(name) {
			return false
		}
	}
	return true
}

// deepInTree reports whether a line is a node drawn deeper than its
// root's children ("| |-FieldDecl", "|   `-PointerType": clang's
// -ast-dump), not a row of a table ("| a | b |").
func deepInTree(t string) bool {
	if !strings.HasPrefix(t, "| ") {
		return false
	}
	d := strings.TrimLeft(t, "| ")
	return strings.HasPrefix(d, "|-") || strings.HasPrefix(d, "`-")
}

// opens reports whether a trimmed line opens a construct.
func opens(t string) bool {
	t = strings.TrimRight(t, " \t")
	return strings.HasSuffix(t, "(") || strings.HasSuffix(t, "[") || strings.HasSuffix(t, "{") || strings.HasSuffix(t, ":")
}

// braces is a line's count of "{" less "}", outside strings and comments
// as far as one line tells.
func braces(t string) int {
	// Most lines hold no brace: a search for each is cheaper than the
	// scan (braces and commentAfter were a tenth of the kinds of a
	// change of every line, docs/performance.md).
	if strings.IndexByte(t, '{') < 0 && strings.IndexByte(t, '}') < 0 {
		return 0
	}
	n := 0
	var quote byte
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '/' && i+1 < len(t) && t[i+1] == '/':
			return n
		case c == '{':
			n++
		case c == '}':
			n--
		}
	}
	return n
}

// unitOf returns the unit a line of the new text stands in: the index of
// the last unit start at or before it, from 1; 0 before the first. starts
// are UnitStarts' without the end.
func unitOf(starts []int, line int) int {
	lo, hi := 0, len(starts)
	for lo < hi {
		m := (lo + hi) / 2
		if starts[m] <= line {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// coarse reports whether unit u (see unitOf) of a text with units
// (UnitStarts, the end included) spans more than three quarters of the
// text: then edits in it occur together because the text is one unit
// (a program that is one main function), not because they do.
func coarse(units []int, u int) bool {
	start, end := 1, units[0]
	if u > 0 {
		start, end = units[u-1], units[u]
	}
	return 4*(end-start) > 3*(units[len(units)-1]-1)
}

// gccFunctions returns the lines that head GCC's dumps of each function
// (";; Function f (f, funcdef_no=0, …)", in every pass's dump: RTL,
// GIMPLE), or nil: a dump's units are its functions, whatever the layout
// of their bodies (an RTL dump's insns all start at its outermost
// level).
func gccFunctions(lines []string) []int {
	var out []int
	for i, l := range lines {
		if strings.HasPrefix(l, ";; Function ") {
			out = append(out, i+1)
		}
	}
	return out
}
