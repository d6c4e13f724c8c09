package kinds

import "strings"

// Symbol tables as nm lists them ("0000000000000140 t COVER_strict_cmp",
// "                 U memcpy"): a line is one symbol, its value (an
// address, which shifts whenever code before it changes), its type
// letter and its name. The value is cut; a line is read as its name and
// its type. Lines of two names are never one line changed, and a line
// come or gone is a symbol come or gone, whatever its name.

// nmColumns cuts an nm line to its name and type letter, its value left
// out.
func nmColumns(l string) (string, bool) {
	name, typ, ok := nmSymbol(l)
	if !ok {
		return l, true
	}
	return name + " " + typ, true
}

// nmSymbol reads a line of nm's output: a value of 8 or 16 hex digits or
// as many spaces (an undefined symbol), a space, a type letter, a space,
// the name.
func nmSymbol(l string) (name, typ string, ok bool) {
	value, rest, found := strings.Cut(l, " ")
	if !found || len(value) != 8 && len(value) != 16 && value != "" {
		return "", "", false
	}
	if value == "" {
		// An undefined symbol: its value is spaces.
		rest = strings.TrimLeft(l, " ")
		if n := len(l) - len(rest); n != 9 && n != 17 {
			return "", "", false
		}
	} else if !hexBytesWord(value) {
		return "", "", false
	}
	if len(rest) < 3 || rest[1] != ' ' || !nmType(rest[0]) {
		return "", "", false
	}
	name = rest[2:]
	if name == "" || strings.ContainsAny(name, " \t") {
		return "", "", false
	}
	return name, rest[:1], true
}

// nmType reports whether c is one of nm's symbol type letters.
func nmType(c byte) bool { return strings.IndexByte("AaBbCDdGgiINnpRrSsTtUuVvWw-?", c) >= 0 }

// nmLine reports whether a line is a symbol of nm's list.
func nmLine(l string) bool { _, _, ok := nmSymbol(l); return ok }

// nmWords are nm's type letters, kept in shapes.
var nmWords = set("A a B b C D d G g i I N n p R r S s T t U u V v W w")
