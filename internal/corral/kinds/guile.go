package kinds

import "strings"

// Guile 3.0's bytecode as guild disassemble lists it, a procedure at a
// time:
//
//	Disassembly of <unnamed function> at #xe8:
//
//	   0    (instrument-entry 16508)                              at ice-9/q.scm:73:0
//	   2    (assert-nargs-ee/locals 1 11)   ;; 12 slots (0 args)
//	   3    (make-non-immediate 11 16347)   ;; (ice-9 q)          at ice-9/q.scm:20:0
//	  20    (je 7)                          ;; -> L1
//	L1:
//
// An instruction's offset (the first column) shifts wherever one before
// it changed length, as do the constant table's offsets among its
// operands (16347) and a procedure's address in its head (#xe8); the
// position in the source at a line's end says where, not what runs. A
// line is read as its instruction, operands and comment: the name, a
// Scheme identifier ("call-scm<-scm-scm", "static-set!"), with its other
// marks made underscores so that it is one word; a label (L1:) as a
// local one (.L1:).

// guileColumns cuts a Guile listing's line to its instruction (see
// above); a procedure's head to its name; other lines are text.
func guileColumns(l string) (string, bool) {
	if op, args, comment, ok := guileInsn(l); ok {
		text := "\t" + guileName(op)
		if args != "" {
			text += " " + args
		}
		if comment != "" {
			text += "\t;; " + comment
		}
		return text, true
	}
	if name, ok := strings.CutPrefix(l, "Disassembly of "); ok {
		if i := strings.LastIndex(name, " at #x"); i >= 0 {
			name = name[:i]
		}
		return strings.TrimSuffix(name, ":") + ":", true
	}
	if guileLabel(l) {
		return "." + l, true
	}
	return l, true
}

// guileLine reports whether a line has the marks of a Guile listing: an
// instruction, or a procedure's head. Its labels (L1:) are other
// assemblers' too, and vote for none.
func guileLine(l string) bool {
	if _, _, _, ok := guileInsn(l); ok {
		return true
	}
	return strings.HasPrefix(l, "Disassembly of ") && strings.Contains(l, " at #x")
}

// guileInsn splits a listing's instruction line into its name, its
// operands, and its comment without the source position.
func guileInsn(l string) (op, args, comment string, ok bool) {
	t := strings.TrimLeft(l, " ") // offsets right-aligned: "   0", "1234"
	if len(l)-len(t) > 8 {
		return "", "", "", false
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	// guild pads an offset to four columns and four spaces: a count and
	// one space ("uniq -c") is not an offset.
	if i == 0 || i+2 > len(t) || t[i:i+2] != "  " {
		return "", "", "", false
	}
	t = strings.TrimLeft(t[i:], " ")
	if !strings.HasPrefix(t, "(") {
		return "", "", "", false
	}
	end, depth := -1, 0
	for i := 0; i < len(t) && end < 0; i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				end = i
			}
		}
	}
	if end < 0 {
		return "", "", "", false
	}
	op, args, _ = strings.Cut(t[1:end], " ")
	if op == "" || !(op[0] >= 'a' && op[0] <= 'z' || op[0] == '=' || op[0] == '<' || op[0] == '>') { // "mov", "=?", "<?"
		return "", "", "", false
	}
	rest := strings.TrimSpace(t[end+1:])
	if c, ok := strings.CutPrefix(rest, ";;"); ok {
		rest = c
	} else if rest != "" && !strings.HasPrefix(rest, "at ") {
		return "", "", "", false
	}
	if i := strings.LastIndex(rest, " at "); i >= 0 && guilePosition(rest[i+4:]) {
		rest = rest[:i]
	} else if strings.HasPrefix(rest, "at ") && guilePosition(rest[3:]) {
		rest = ""
	}
	return op, strings.TrimSpace(args), strings.TrimSpace(rest), true
}

// guilePosition reports whether s is a position in a source file,
// "ice-9/q.scm:73:0".
func guilePosition(s string) bool {
	file, lc, ok := strings.Cut(s, ":")
	if !ok || file == "" || strings.ContainsAny(file, " ()") {
		return false
	}
	line, col, ok := strings.Cut(lc, ":")
	return ok && line != "" && col != "" && allDigits(line) && allDigits(col)
}

// guileLabel reports whether a line is a listing's label, "L12:".
func guileLabel(l string) bool {
	return len(l) > 2 && l[0] == 'L' && l[len(l)-1] == ':' && allDigits(l[1:len(l)-1])
}

// guileName makes a Scheme identifier one word: its marks (- < > ! ? / =
// * +) underscores.
func guileName(op string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			return r
		}
		return '_'
	}, op)
}
