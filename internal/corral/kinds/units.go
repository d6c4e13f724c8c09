package kinds

import (
	"slices"
	"strings"
	"unicode"
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
func UnitStarts(lines []string) []int { return UnitsOf(lines).Starts }

// UnitLines are where a text's units start (Starts, as UnitStarts
// returns them), and of them those that start a member of a container
// that spans most of the text (Members, see classMembers; nil where none
// does): an edit's unit is then its member, and its outer unit the
// container (see Section.Members), and the members' indentation (Level,
// 0 where there are none).
type UnitLines struct {
	Starts, Members []int
	Level           int
}

// UnitsOf returns a text's UnitLines.
func UnitsOf(lines []string) UnitLines {
	starts := unitStarts(lines)
	if len(starts) == 0 {
		return UnitLines{}
	}
	if text := gutterText(lines); text != nil {
		lines = text // as unitStarts reads them
	}
	all, members, level := classMembers(lines, starts)
	return UnitLines{Starts: append(all, len(lines)+1), Members: members, Level: level}
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
	prev := "" // the last line at the outermost level, not blank
	for i, l := range lines {
		ind := indentOf(l)
		t := l[ind:]
		if ind == 0 && t != "" {
			head := prev
			prev = strings.TrimRight(t, " \t\r")
			if prev == "{" && depth == 0 && bodyOf(head) {
				// A brace alone opens the body of the declaration above
				// (GNU's style, gfortran's GENERIC): its unit.
				depth = 1
				continue
			}
		}
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

// bodyOf reports whether a line at the outermost level heads what a
// brace alone on the next line opens: a declaration that goes on (not a
// statement's or a block's end, a list's item, a comment, nothing).
func bodyOf(head string) bool {
	if head == "" || comment(head) || strings.HasPrefix(head, "{") {
		return false
	}
	last := head[len(head)-1]
	return last != ';' && last != '}' && last != ',' && last != ']'
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
	name, ok := strings.CutSuffix(firstField(t), ":")
	return ok && (strings.HasPrefix(name, ".L") || strings.HasPrefix(name, "$L"))
}

// firstField is strings.Fields(t)[0], or "" for a line of white space,
// without the slice of every field: unitLine reads each line of every
// diff, and Fields was a tenth of what kinds allocated.
func firstField(t string) string {
	start := -1
	for i, r := range t {
		switch {
		case unicode.IsSpace(r) && start >= 0:
			return t[start:i]
		case !unicode.IsSpace(r) && start < 0:
			start = i
		}
	}
	if start < 0 {
		return ""
	}
	return t[start:]
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
	if t[0] >= '0' && t[0] <= '9' {
		if _, _, _, ok := guileInsn(t); ok {
			return false // an instruction of a Guile listing whose offset fills its column
		}
	}
	switch t[0] {
	case '#', ';', '*', '!':
		return t[0] == '!' && len(t) > 1 && t[1] != ' ' // IR metadata (!0 = …) is a unit each
	}
	if strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "@@") || deepInTree(t) {
		return false
	}
	f := firstField(t)
	if f == "" {
		return false // white space of another kind ("\r")
	}
	// A local label: .L23:, .LBB0_3:, 12:, $L5:, Guile's L5: (not a unit).
	if name, ok := strings.CutSuffix(f, ":"); ok {
		if strings.HasPrefix(name, ".L") || strings.HasPrefix(name, "$L") || allDigits(name) || len(name) > 1 && name[0] == 'L' && allDigits(name[1:]) {
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

// classMembers splits a unit that is a container (a class, a struct, an
// interface, a module, a package: see container) and spans most of the
// text (see coarse; a package, more than half of it, see most) at its
// members: the lines one level inside it that can head one (see
// headsMember: "  constructor(opts) {", "   procedure P (X : T) is"),
// two at least. A
// module that is one class is then units as a module of functions is: a
// cause's facets meet in a method, where in the class they met in
// everything (Babel's "var _this = this", which captures this for an
// arrow function made a function, stood apart from the arrow's edit in
// the same method). A function that spans the text (a program that is one
// main) stays one unit: its statements are not units of output.
// level is the members' indentation (0 where the unit is not split).
func classMembers(lines []string, starts []int) (all, members []int, level int) {
	ends := append(slices.Clone(starts), len(lines)+1)
	for u := range starts {
		head := headLine(lines[starts[u]-1:ends[u+1]-1]) + starts[u] - 1 // its index in lines
		if head < starts[u]-1 {
			continue
		}
		// A package (GNAT's Ada) is split where it spans half of the
		// text (its spec is printed after its body); a class, a module,
		// a struct where it spans three quarters, as a function does not.
		if w := containerWord(lines[head]); w == "" || !coarse(ends, u+1) && (w != "package" || !most(ends, u+1)) {
			continue
		}
		body := lines[head+1 : ends[u+1]-1]
		// The members' level is the least indentation of a line that
		// could head one: not that of the head's own lines where it
		// wraps (GNAT's "package body a.b.\n  c is").
		level := 0
		for _, l := range body {
			if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "}") && !comment(t) && headsMember(t) { // TrimSpace cuts a CRLF's \r
				if ind := indentOf(l); ind > 0 && (level == 0 || ind < level) {
					level = ind
				}
			}
		}
		var inner []int
		for i, l := range body {
			if t := strings.TrimRight(l[min(len(l), level):], " \t\r"); level > 0 && indentOf(l) == level && headsMember(t) {
				inner = append(inner, head+2+i) // body[i] is line head+2+i
			}
		}
		// A member's comments lead into it (see preambles), down to the
		// line after the head, and no member starts where a unit does.
		inner = slices.DeleteFunc(preambles(lines, inner), func(st int) bool {
			_, found := slices.BinarySearch(starts, st)
			return st <= head+1 || found
		})
		if len(inner) < 2 {
			return starts, nil, 0
		}
		return slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(starts), inner...)))), inner, level
	}
	return starts, nil, 0
}

// headLine returns the index in unit of its head: its first line that is
// neither blank nor a comment's, -1 where none is.
func headLine(unit []string) int {
	return slices.IndexFunc(unit, func(l string) bool {
		t := strings.TrimSpace(l)
		return t != "" && !comment(t)
	})
}

// container reports whether a unit's head line declares a container of
// members: a class, a struct, an interface or a trait, an impl, a
// module, an object or a namespace, named before anything it opens,
// assigns, quotes or comments ("class A extends B {", "impl<T> Tr for A
// {", not "int run(struct ring *r) {" nor "int main(void) { // a class").
func container(head string) bool { return containerWord(head) != "" }

// containerWord is the word that makes a head line a container's (see
// container), "" where none does. A word is letters and underscores: a
// function named install_package or load_module declares no package.
func containerWord(head string) string {
	if i := strings.IndexAny(head, "(=\"'#"); i >= 0 {
		head = head[:i]
	}
	if i := strings.Index(head, "//"); i >= 0 {
		head = head[:i]
	}
	if i := strings.Index(head, "/*"); i >= 0 {
		head = head[:i]
	}
	for _, w := range strings.FieldsFunc(head, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' }) {
		if containerWords[w] {
			return w
		}
	}
	return ""
}

// comment reports whether a trimmed line of code is a comment's, or a
// block comment's line ("* …").
func comment(t string) bool {
	return t[0] == '*' || t[0] == '#' || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "//")
}

var containerWords = map[string]bool{"class": true, "struct": true, "interface": true, "trait": true, "impl": true,
	"module": true, "object": true, "namespace": true, "package": true}

// headsMember reports whether a trimmed line one level inside a container
// can head a member: a unit's line that opens a construct or declares.
func headsMember(t string) bool { return unitLine(t) && (opens(t) || declares(t)) }

// declares reports whether a trimmed line heads a declaration that goes
// on past it: a declaring word first ("procedure Put (Item : String) is",
// as GNAT prints Ada, where no bracket or colon ends the line), and no
// ";" that ends it there (a subprogram's spec).
func declares(t string) bool {
	return declWords[firstField(t)] && !strings.HasSuffix(strings.TrimRight(t, " \t"), ";")
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
func coarse(units []int, u int) bool { return spans(units, u, 3, 4) }

// most reports whether unit u spans more than half of the text: a
// container that does is most of what the text holds, beside a few
// declarations (GNAT's expanded Ada prints a package's body and then its
// spec).
func most(units []int, u int) bool { return spans(units, u, 1, 2) }

// spans reports whether unit u (see unitOf) of a text with units
// (UnitStarts, the end included) spans more than num/den of the text.
func spans(units []int, u, num, den int) bool {
	start, end := 1, units[0]
	if u > 0 {
		start, end = units[u-1], units[u]
	}
	return den*(end-start) > num*(units[len(units)-1]-1)
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
