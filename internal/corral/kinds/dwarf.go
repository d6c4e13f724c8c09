package kinds

import "strings"

// DWARF's debugging entries as readelf --debug-dump=info shows them: a
// head line for each entry, " <1><2e>: Abbrev Number: 15
// (DW_TAG_base_type)", its depth in the tree and its offset in the
// section, then a line for each attribute, "    <31>   DW_AT_name        :
// (indirect string, offset: 0x249): long int", its offset, its name, its
// form and value. Offsets shift on every line after any entry that grew
// or shrank, the abbreviation's number is the table's, not the entry's,
// and a string's offset is where the string table put it: all of them
// are columns, cut. What is left is the tag, or the attribute, its form
// ("indirect line string") and its value; a reference to another entry
// ("<0x46>") is an offset too, and read as a number.

// dwarfColumns cuts a line of readelf's dump of .debug_info to its tag,
// or to its attribute, form and value.
func dwarfColumns(l string) (string, bool) {
	if rest, ok := dwarfHead(l); ok {
		return rest, true
	}
	if rest, ok := dwarfAttr(l); ok {
		return rest, true
	}
	return l, true
}

// dwarfHead reads an entry's head line: " <D><OFF>: Abbrev Number: N
// (DW_TAG_…)", or "Abbrev Number: 0" for the end of its children. It
// returns the tag, or "end" for the end of the children.
func dwarfHead(l string) (string, bool) {
	t := strings.TrimLeft(l, " ")
	depth, ok := dwarfOffset(t)
	if !ok || len(depth) == len(t) {
		return "", false
	}
	off, ok := dwarfOffset(t[len(depth):])
	if !ok {
		return "", false
	}
	rest, found := strings.CutPrefix(t[len(depth)+len(off):], ": Abbrev Number: ")
	if !found {
		return "", false
	}
	if _, tag, found := strings.Cut(rest, " ("); found {
		return strings.TrimSuffix(tag, ")"), true
	}
	return "end", true
}

// dwarfAttr reads an attribute's line: "    <OFF>   DW_AT_name : VALUE",
// a string's "(indirect string, offset: 0x249): " cut to its form.
func dwarfAttr(l string) (string, bool) {
	t := strings.TrimLeft(l, " ")
	off, ok := dwarfOffset(t)
	if !ok {
		return "", false
	}
	rest := strings.TrimLeft(t[len(off):], " \t")
	if !strings.HasPrefix(rest, "DW_AT_") {
		return "", false
	}
	name, value, _ := strings.Cut(rest, ":")
	value = strings.TrimSpace(value)
	if form, s, ok := strings.Cut(value, ", offset: "); ok && strings.HasPrefix(form, "(") {
		if _, str, ok := strings.Cut(s, "): "); ok {
			value = form + ") " + str
		}
	}
	return strings.TrimSpace(name) + " : " + value, true
}

// dwarfOffset returns the "<HEX>" that t starts with.
func dwarfOffset(t string) (string, bool) {
	if len(t) < 3 || t[0] != '<' {
		return "", false
	}
	end := strings.IndexByte(t, '>')
	if end < 2 || !hexBytesWord(t[1:end]) {
		return "", false
	}
	return t[:end+1], true
}

// dwarfLine reports whether a line is an entry's head or an attribute of
// readelf's dump of .debug_info.
func dwarfLine(l string) bool {
	if _, ok := dwarfHead(l); ok {
		return true
	}
	_, ok := dwarfAttr(l)
	return ok
}

// dwarfWord reports whether a word of a DWARF dump is kept in shapes:
// tags, attributes, forms and readelf's words for values (DW_TAG_…,
// DW_AT_…, DW_OP_…, "indirect", "string", "signed"), not names.
func dwarfWord(t string) bool {
	return strings.HasPrefix(t, "DW_") || dwarfWords[t]
}

// dwarfWords are the words readelf writes around values.
var dwarfWords = set("indirect line string strx offset end signed unsigned float boolean char location list " +
	"sequence of bytes block exprloc sec_offset implicit const true false")
