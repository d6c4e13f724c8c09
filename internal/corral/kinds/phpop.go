package kinds

import "strings"

// PHP's opcodes as opcache dumps them (opcache.opt_debug_level), a
// function at a time:
//
//	OS_Guess::__construct:
//	     ; (lines=21, args=1, vars=1, tmps=2)
//	     ; (after optimizer)
//	0000 CV0($uname) = RECV_INIT 1 null
//	0001 T2 = TYPE_CHECK (null) CV0($uname)
//	0002 JMPZ T2 0005
//	LIVE RANGES:
//	     2: 0004 - 0005 (tmp/var)
//
// Each line leads with its offset at the left margin, and a jump names
// its target by offset (0005): both shift wherever an opcode before them
// came or went. Temporaries (T2, V3) and compiled variables (CV0) are
// numbered in each function, and a variable more kept numbers the
// temporaries after it anew: they are read as registers. A line is read
// as its opcode, result and operands; the live ranges of temporaries say
// where values live, and are read as comments.

// phpOpColumns cuts a line of PHP's opcodes to its opcode (see above),
// its result last ("T2 = TYPE_CHECK (null) CV0($uname)" is read as
// "TYPE_CHECK (null) CV0($uname) => T2": the opcode first, as in the
// other listings); other lines are text.
func phpOpColumns(l string) (string, bool) {
	if result, op, ok := phpOpInsn(l); ok {
		if result != "" {
			return "\t" + op + " => " + result, true
		}
		return "\t" + op, true
	}
	t := strings.TrimSpace(l)
	return l, t != "LIVE RANGES:" && !phpLiveRange(t)
}

// phpOpLine reports whether a line has the marks of PHP's opcodes.
func phpOpLine(l string) bool {
	_, _, ok := phpOpInsn(l)
	return ok
}

// phpOpMore reports whether a line is one of the other lines of PHP's
// opcodes: a function's head ("OS_Guess::__construct:"), its comments,
// its live ranges.
func phpOpMore(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, ";") || t == "LIVE RANGES:" || phpLiveRange(t) ||
		strings.HasSuffix(t, ":") && !strings.Contains(t, " ")
}

// phpOpInsn returns a line of PHP's opcodes without its offset and its
// jump targets, its result apart: an offset (four digits, or more with no
// leading zero: opcache writes %04u, and a 16-digit address is another
// listing's), a space, then a result ("T2 = ", "CV0($uname) = ") or an
// opcode, upper case ("JMPZ", "RETURN"), alone or before a space. A year
// and a word in capitals ("1999 TO 2000") is text: an opcode holds an
// underscore or is one of those that do not, and "TO" is none.
func phpOpInsn(l string) (result, op string, ok bool) {
	i := offsetDigits(l)
	if i == 0 || i+1 >= len(l) || l[i] != ' ' {
		return "", "", false
	}
	rest := l[i+1:]
	if r, o, found := strings.Cut(rest, " = "); found && phpRegister(strings.SplitN(r, "(", 2)[0]) {
		result, rest = r, o
	}
	name, _, _ := strings.Cut(rest, " ")
	if !phpOpcode(name) {
		return "", "", false
	}
	f := strings.Fields(rest)
	out := f[:0]
	for _, w := range f {
		if n := strings.TrimSuffix(w, ","); len(n) >= 4 && allDigits(n) {
			continue // a jump's target, or a jump table's ("\"AIX\": 0037,")
		}
		out = append(out, w)
	}
	return result, strings.Join(out, " "), true
}

// offsetDigits returns how many digits lead l when they are an offset as
// YARV and opcache write one: four, or more with no leading zero; else 0.
func offsetDigits(l string) int {
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	if i < 4 || i > 4 && l[0] == '0' {
		return 0
	}
	return i
}

// phpOpcode reports whether a word is one of PHP's opcodes: capitals,
// digits and underscores, with an underscore, or one of the opcodes
// without one.
func phpOpcode(w string) bool {
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return strings.Contains(w, "_") || phpBareOps[w]
}

// phpBareOps are PHP's opcodes without an underscore.
var phpBareOps = set("NOP ADD SUB MUL DIV MOD SL SR CONCAT POW ASSIGN JMP JMPZ JMPNZ JMPZNZ CASE FREE ECHO RETURN THROW CATCH " +
	"NEW CLONE EXIT INCLUDE_OR_EVAL YIELD COUNT MATCH BOOL STRLEN DEFINED QM_ASSIGN DECLARE_CONST TICKS SEND_VAL COALESCE SPACESHIP")

// phpRegister reports whether a word is a temporary or a compiled
// variable: T2, V3, CV0.
func phpRegister(w string) bool {
	switch {
	case strings.HasPrefix(w, "CV"):
		w = w[2:]
	case strings.HasPrefix(w, "T"), strings.HasPrefix(w, "V"):
		w = w[1:]
	default:
		return false
	}
	return w != "" && allDigits(w)
}

// phpLiveRange reports whether a line is an entry of a function's live
// ranges: "2: 0004 - 0005 (tmp/var)".
func phpLiveRange(t string) bool {
	n, rest, ok := strings.Cut(t, ": ")
	return ok && allDigits(n) && strings.Contains(rest, " - ") && strings.HasSuffix(rest, ")")
}
