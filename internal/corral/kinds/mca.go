package kinds

import "strings"

// llvm-mca's report (LLVM's machine code analyzer): a summary ("Dispatch
// Width: 6"), the resources of the CPU it models ("[0] - SKLDivider"),
// and tables whose rows are numbers in columns and then the instruction
// they describe: each instruction's uops, latency, throughput and flags,
// and the pressure it puts on each resource, a column per resource.
// Another CPU model changes every number and the number of columns, not
// the instructions: the columns are cut, a row is its instruction, and a
// row of numbers alone (the pressure per iteration, the columns' heads)
// is all columns, read as a comment. What is left changed is the
// resources' names and the summary's figures.

// mcaColumns cuts a row of llvm-mca's tables to its instruction; a row of
// columns alone is read as a comment.
func mcaColumns(l string) (string, bool) {
	rest, n := mcaCut(l)
	if n == 0 {
		return l, true
	}
	return rest, rest != ""
}

// mcaCut cuts the leading columns of a row (numbers, "-", the flags "*"
// and "U", a column's head "[3]" or "[3.1]") and returns what follows
// and how many columns it cut.
func mcaCut(l string) (rest string, n int) {
	rest = l
	for {
		t := strings.TrimLeft(rest, " \t")
		end := strings.IndexAny(t, " \t")
		if end < 0 {
			end = len(t)
		}
		if end == 0 || !mcaColumn(t[:end]) {
			return t, n
		}
		rest, n = t[end:], n+1
	}
}

// mcaColumn reports whether a word is a column of llvm-mca's tables.
func mcaColumn(w string) bool {
	if w == "-" || w == "*" || w == "U" {
		return true
	}
	if len(w) > 2 && w[0] == '[' && w[len(w)-1] == ']' {
		w = w[1 : len(w)-1]
	}
	return w != "" && strings.Trim(w, "0123456789.") == "" && w[0] != '.'
}

// mcaLine reports whether a line has llvm-mca's marks: a section's
// title, a resource, or a row of three columns or more, one a fraction,
// then an instruction or nothing.
func mcaLine(l string) bool {
	t := strings.TrimSpace(l)
	switch {
	case t == "Instruction Info:" || t == "Resources:" || strings.HasPrefix(t, "Resource pressure ") && strings.HasSuffix(t, ":"),
		strings.HasPrefix(t, "Iterations:") || strings.HasPrefix(t, "Dispatch Width:") || strings.HasPrefix(t, "Block RThroughput:"):
		return true
	}
	if name, ok := mcaResource(t); ok && name != "" {
		return true // a resource: "[0]   - SKLDivider"
	}
	rest, n := mcaCut(t)
	if n < 3 || !strings.Contains(t[:len(t)-len(rest)], ".") {
		return false
	}
	return rest == "" || rest[0] >= 'a' && rest[0] <= 'z'
}

// mcaResource reads a resource of the CPU model, "[0]   - SKLDivider",
// and returns its name.
func mcaResource(t string) (string, bool) {
	head, rest, ok := strings.Cut(t, " ")
	if !ok || len(head) < 3 || head[0] != '[' || head[len(head)-1] != ']' || strings.Trim(head[1:len(head)-1], "0123456789.") != "" {
		return "", false
	}
	name, ok := strings.CutPrefix(strings.TrimLeft(rest, " "), "- ")
	return strings.TrimSpace(name), ok
}
