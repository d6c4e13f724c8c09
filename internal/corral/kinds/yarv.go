package kinds

import "strings"

// Ruby's YARV instructions as ruby --dump=insns lists them, a method or
// block at a time:
//
//	== disasm: #<ISeq:<module:SafeYAML>@rubygems/safe_yaml.rb:9 (9,2)-(56,5)> (catch: FALSE)
//	0000 putstring                              "Symbol"                  (  11)[LiCl]
//	0018 newarray                               9                         (  10)
//	0038 opt_getinlinecache                     50, <is:0>                (  27)[Li]
//	0041 branchunless                           21
//
// An instruction's offset (0018) shifts wherever one before it changed
// length, and a branch names its target by offset; the source line and
// its events (Li a new line, Cl a call, Re a return; "[CcCr]" alone when
// the line has no position) say where in the source, not what runs. A
// line is read as its instruction and operands alone. The sequences a
// catch table holds are listed inside it, each line led by "| " for
// each level; the table's entries ("| catch type: rescue st: 0000 ed:
// 0011 ...") say where the code's ranges are, and are read as comments.

// yarvColumns cuts a YARV listing's line to its instruction (see above);
// other lines are text.
func yarvColumns(l string) (string, bool) {
	op, args, ok := yarvInsn(l, false)
	if !ok {
		in := yarvNested(l)
		return l, !strings.HasPrefix(in, "catch type:") && !strings.HasPrefix(in, "---")
	}
	switch op {
	case "jump", "branchif", "branchunless", "branchnil":
		args = "" // the target's offset
	case "opt_getinlinecache":
		_, args, _ = strings.Cut(args, ", ") // the offset past the constant's lookup
	case "opt_case_dispatch":
		if i := strings.LastIndex(args, ", "); i >= 0 {
			args = args[:i] // the else branch's offset
		}
	}
	if args == "" {
		return "\t" + op, true
	}
	return "\t" + op + " " + args, true
}

// yarvLine reports whether a line has the marks of a YARV listing: an
// instruction, or the head of an instruction sequence.
func yarvLine(l string) bool {
	_, _, ok := yarvInsn(l, true)
	return ok || strings.HasPrefix(yarvNested(l), "== disasm: #<ISeq:")
}

// yarvMore reports whether a line is one of a YARV listing's other
// lines: a sequence's table of locals, a catch table's head, entries and
// rule.
func yarvMore(l string) bool {
	if _, _, ok := yarvInsn(l, false); ok {
		return true // an instruction that does not tell the format alone
	}
	l = yarvNested(l)
	return strings.HasPrefix(l, "local table") || strings.HasPrefix(l, "[") || strings.HasPrefix(l, "== catch table") ||
		strings.HasPrefix(l, "catch type:") || strings.HasPrefix(l, "---")
}

// yarvNested cuts the "| " of each level of catch tables from a line; a
// line that ends with "|" as well is a table's row (Markdown's), kept.
func yarvNested(l string) string {
	if strings.HasSuffix(strings.TrimRight(l, " "), "|") {
		return l
	}
	for strings.HasPrefix(l, "| ") || strings.HasPrefix(l, "|-") {
		if l[1] == '-' {
			return l[1:]
		}
		l = l[2:]
	}
	return l
}

// yarvInsn returns the instruction and operands of a YARV listing's line,
// its offset and source position cut: four digits or more, a space, a
// lower-case mnemonic, then the line's end or the padding before its
// operands or position (two spaces at least: "1999 was a year" is text).
// strict, for telling the format: a word alone after the offset must be
// an instruction known to stand alone ("2048 bytes" is text); once a
// listing is known to be YARV's, any is.
func yarvInsn(l string, strict bool) (op, args string, ok bool) {
	l = yarvNested(l)
	i := offsetDigits(l)
	if i == 0 || i+1 >= len(l) || l[i] != ' ' {
		return "", "", false
	}
	rest := l[i+1:]
	j := 0
	for j < len(rest) && (rest[j] >= 'a' && rest[j] <= 'z' || rest[j] == '_' ||
		j > 0 && (rest[j] >= '0' && rest[j] <= '9' || rest[j] >= 'A' && rest[j] <= 'Z')) {
		j++ // getlocal_WC_0, putobject_INT2FIX_1_
	}
	switch {
	case j == 0:
		return "", "", false
	case j == len(rest):
		// Nothing after it: an instruction without operands, not "2048
		// bytes".
		if strict && !strings.Contains(rest, "_") && !yarvBare[rest] {
			return "", "", false
		}
	case !strings.HasPrefix(rest[j:], "  "):
		return "", "", false
	}
	return rest[:j], strings.TrimSpace(cutSourcePos(rest[j:])), true
}

// yarvBare are YARV's instructions without operands or an underscore.
var yarvBare = set("leave pop dup putnil putself nop swap concatarray intern anytostring")

// cutSourcePos cuts a YARV line's source position from its end: "(  11)"
// and the events after it, "[LiCl]", or the events alone.
func cutSourcePos(s string) string {
	t := strings.TrimRight(s, " ")
	if k := strings.LastIndexByte(t, '['); k >= 0 && strings.HasSuffix(t, "]") && yarvEvents(t[k+1:len(t)-1]) {
		t = t[:k]
		s = t
	}
	if !strings.HasSuffix(t, ")") {
		return s
	}
	k := strings.LastIndexByte(t, '(')
	if n := strings.TrimSpace(t[k+1 : len(t)-1]); k < 0 || n == "" || !allDigits(n) {
		return s
	}
	return t[:k]
}

// yarvEvents reports whether s is a YARV line's events: pairs of an upper
// and a lower case letter ("Li", "CcCr").
func yarvEvents(s string) bool {
	if s == "" || len(s)%2 != 0 {
		return false
	}
	for i := 0; i < len(s); i += 2 {
		if s[i] < 'A' || s[i] > 'Z' || s[i+1] < 'a' || s[i+1] > 'z' {
			return false
		}
	}
	return true
}
