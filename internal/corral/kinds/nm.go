package kinds

import (
	"slices"
	"strings"
)

// Symbol tables as nm lists them ("0000000000000140 t COVER_strict_cmp",
// "                 U memcpy"): a line is one symbol, its value (an
// address, which shifts whenever code before it changes), its type
// letter and its name. The value is cut; a line is read as its name and
// its type. Lines of two names are never one line changed, and a line
// come or gone is a symbol come or gone, whatever its name.

// readelf -s lists them as a table ("    4: 0000000000000000    69 FUNC
// LOCAL  DEFAULT    1 COVER_cmp8"): its index, which every symbol come
// or gone renumbers, and the value are cut too; the line is read as the
// name, then its type, binding, visibility, section index and size.

// readelf -r lists relocations as a table ("000000000000057a
// 0000003200000004 R_X86_64_PLT32 00000000000001e0 COVER_sum - 4"): the
// offset, which shifts whenever code before it changes, the info word
// (the symbol's index, which every symbol come or gone renumbers, and
// the type) and the symbol's value are cut; the line is read as the
// symbol, the relocation's type and the addend.

// ctags writes a tags file, a line a tag ("BIT_readBits\tzstd_v02.c\t/^MEM_STATIC
// size_t BIT_readBits(…);$/;"\tp\ttyperef:typename:size_t\tfile:"): its
// name, its file, the pattern that finds its line (the source line
// itself, or its number), then its kind and fields. The file and the
// pattern are cut, and the fields' values (a type's name): the line is
// read as the name, the kind and the fields' keys.

// readelf -S lists an object's sections ("  [ 1] .text PROGBITS
// 0000000000000000 000040 0005d3 00  AX  0   0 16"): the index, which a
// section come renumbers, its address, offset and size are cut; the
// line is read as the name, then its type, flags, link, info and
// alignment. Emacs' TAGS (ctags -e) holds a line a tag, "pattern\x7fname
// \x01line,offset": the pattern and the position are cut.

// gcc's -fstack-usage writes a .su file, a line a function
// ("zstd_compress.c:6436:8:ZSTD_compress2\t96\tstatic"): where it
// stands (file, line and column), its name, the bytes of stack it takes
// and how ("static", "dynamic", "dynamic,bounded"). Where it stands is
// cut (a line added above moves every function below); the line is read
// as the name, then how, then the bytes.

// gcc's -fcallgraph-info writes a call graph in VCG ("node: { title:
// "cover.c:COVER_map" label: "COVER_map\ncover.c:12:1" }", "edge: {
// sourcename: "f" targetname: "memcpy" label: "cover.c:30:5" }"): a node
// is a function (a static one's title led by its file's name), an edge a
// call. Where the function or the call stands is cut; a node is read as
// its title, what its label says past that (the stack it takes, with
// -fcallgraph-info=su) and its shape, an edge as its two ends, joined
// into one name: an edge is one call, come or gone, never an edge
// changed into another.

// nmColumns cuts an nm line to its name and type letter, its value left
// out, and a line of readelf's table to its name and its other columns
// (see readelfSymbol).
func nmColumns(l string) (string, bool) {
	if name, typ, ok := nmSymbol(l); ok {
		return name + " " + typ, true
	}
	if name, cols, ok := readelfSymbol(l); ok {
		return name + " " + cols, true
	}
	if name, cols, ok := nmSysv(l); ok {
		return name + " " + cols, true
	}
	if name, cols, ok := readelfReloc(l); ok {
		return name + " " + cols, true
	}
	if name, cols, ok := ctagsTag(l); ok {
		return name + " " + cols, true
	}
	if name, cols, ok := readelfSection(l); ok {
		return name + " " + cols, true
	}
	if name, ok := etagsTag(l); ok {
		return name, true
	}
	if name, cols, ok := stackUsage(l); ok {
		return name + " " + cols, true
	}
	if name, cols, ok := vcgLine(l); ok {
		return strings.TrimSpace(name + " " + cols), true
	}
	return l, true
}

// stackUsage reads a line of a .su file (see above): where the function
// stands, its name, its bytes and how. It returns the name, and how with
// the bytes.
func stackUsage(l string) (name, cols string, ok bool) {
	f := strings.Split(l, "\t")
	if len(f) != 3 || f[1] == "" || !allDigits(f[1]) || !stackQualifier(f[2]) {
		return "", "", false
	}
	// file:line:column:name, the first ":N:N:" ending the file's name (a
	// Windows path holds a colon of its own, a C++ name colons after).
	for k := 1; k < len(f[0]); k++ {
		if f[0][k] != ':' {
			continue
		}
		rest := f[0][k+1:]
		line, rest, ok1 := strings.Cut(rest, ":")
		col, fn, ok2 := strings.Cut(rest, ":")
		if ok1 && ok2 && line != "" && col != "" && allDigits(line) && allDigits(col) && fn != "" {
			return fn, f[2] + " " + f[1], true
		}
	}
	return "", "", false
}

// stackQualifier reports whether s says how a function takes its stack
// in a .su file.
func stackQualifier(s string) bool {
	switch s {
	case "static", "dynamic", "dynamic,bounded":
		return true
	}
	return false
}

// vcgLine reads a node's or an edge's line of a VCG call graph (see
// above). It returns a node's title (a static function's without its
// file's name) and its shape, or an edge's two ends joined ("f.memcpy")
// and nothing more.
func vcgLine(l string) (name, cols string, ok bool) {
	t := strings.TrimSpace(l)
	switch {
	case strings.HasPrefix(t, "node: {") && strings.HasSuffix(t, "}"):
		title, ok := vcgField(t, "title")
		if !ok {
			return "", "", false
		}
		label, _ := vcgField(t, "label")
		shape, _ := vcgField(t, "shape")
		return vcgName(title), strings.TrimSpace(vcgFacts(label) + " " + shape), true
	case strings.HasPrefix(t, "edge: {") && strings.HasSuffix(t, "}"):
		src, ok1 := vcgField(t, "sourcename")
		dst, ok2 := vcgField(t, "targetname")
		if !ok1 || !ok2 {
			return "", "", false
		}
		return vcgName(src) + "." + vcgName(dst), "", true
	}
	return "", "", false
}

// vcgFacts is what a node's label says past its name and where it stands
// ("main\ncover.c:12:1\n16 bytes (static)\n0 dynamic objects" with
// -fcallgraph-info=su,da): the stack it takes and what it allocates.
func vcgFacts(label string) string {
	parts := strings.Split(label, `\n`)
	if len(parts) < 3 {
		return ""
	}
	return strings.Join(parts[2:], " ")
}

// vcgField returns the value of a VCG line's field: a quoted string, or
// a word ("shape : ellipse"). A key inside another field's quoted value
// is none.
func vcgField(t, key string) (string, bool) {
	for i := 0; i < len(t); i++ {
		if t[i] == '"' {
			end := strings.IndexByte(t[i+1:], '"')
			if end < 0 {
				return "", false
			}
			i += end + 1
			continue
		}
		if !strings.HasPrefix(t[i:], key) || i > 0 && t[i-1] != ' ' && t[i-1] != '{' {
			continue
		}
		rest := strings.TrimLeft(t[i+len(key):], " ")
		if !strings.HasPrefix(rest, ":") {
			continue
		}
		rest = strings.TrimLeft(rest[1:], " ")
		if strings.HasPrefix(rest, `"`) {
			end := strings.IndexByte(rest[1:], '"')
			if end < 0 {
				return "", false
			}
			return rest[1 : 1+end], true
		}
		end := strings.IndexAny(rest, " }")
		if end < 0 {
			end = len(rest)
		}
		return rest[:end], true
	}
	return "", false
}

// vcgName is a call graph's name of a function without the file a static
// function's title leads with ("cover.c:COVER_map").
func vcgName(s string) string {
	if i := strings.IndexByte(s, ':'); i > 0 && i+1 < len(s) && strings.Contains(s[:i], ".") {
		return s[i+1:]
	}
	return s
}

// readelfSection reads a line of readelf -S's table: "[ N]", the name,
// the type, the address, offset and size in hex, the entry size, the
// flags (none, or letters), the link, info and alignment. It returns
// the name and the type, flags, link, info and alignment.
func readelfSection(l string) (name, cols string, ok bool) {
	t := strings.TrimLeft(l, " ")
	if !strings.HasPrefix(t, "[") {
		return "", "", false
	}
	idx, rest, found := strings.Cut(t[1:], "]")
	if !found || strings.TrimSpace(idx) == "" || strings.Trim(strings.TrimSpace(idx), "0123456789") != "" {
		return "", "", false
	}
	f := strings.Fields(rest)
	if len(f) == 8 {
		f = append([]string{""}, f...) // the null section: no name
	}
	if len(f) == 9 {
		f = slices.Insert(f, 6, "") // no flags
	}
	if len(f) != 10 {
		return "", "", false
	}
	for _, h := range f[2:5] {
		if !hexBytesWord(h) {
			return "", "", false
		}
	}
	kept := []string{f[1]}
	for _, c := range f[6:] {
		if c != "" {
			kept = append(kept, c)
		}
	}
	return f[0], strings.Join(kept, " "), true
}

// etagsTag reads a line of Emacs' TAGS: the tag's pattern, a DEL, its
// name, a ^A, its line and offset ("#define HUF_isError \x7fHUF_isError
// \x01 41,1690"), the control characters raw or as a diff escapes them.
// It returns the name.
func etagsTag(l string) (string, bool) {
	for _, m := range [][2]string{{"\x7f", "\x01"}, {`\x7f`, `\x01`}} {
		_, rest, ok := strings.Cut(l, m[0])
		if !ok {
			continue
		}
		name, pos, ok := strings.Cut(rest, m[1])
		if line, offset, comma := strings.Cut(pos, ","); ok && name != "" && comma && line != "" && allDigits(line) && allDigits(offset) {
			return name, true
		}
	}
	return "", false
}

// ctagsTag reads a line of a tags file in ctags' extended format: the
// name, the file, the pattern or line number ending in ';"', then the
// kind and the fields. It returns the name and the kind with the
// fields' keys.
func ctagsTag(l string) (name, cols string, ok bool) {
	f := strings.Split(l, "\t")
	if len(f) < 4 || f[0] == "" || strings.HasPrefix(f[0], "!_TAG_") || f[1] == "" {
		return "", "", false
	}
	// The pattern may hold tabs of its line: it ends at the field that
	// ends in ';"'.
	end := 2
	for end < len(f) && !strings.HasSuffix(f[end], `/;"`) && !strings.HasSuffix(f[end], `?;"`) && !(end == 2 && allDigits(strings.TrimSuffix(f[end], `;"`))) {
		end++
	}
	if end >= len(f)-1 || !strings.HasPrefix(f[2], "/") && !strings.HasPrefix(f[2], "?") && strings.Trim(f[2], "0123456789;\"") != "" {
		return "", "", false
	}
	keys := []string{f[end+1]}
	for _, x := range f[end+2:] {
		k, _, _ := strings.Cut(x, ":")
		keys = append(keys, k)
	}
	return f[0], strings.Join(keys, " "), true
}

// readelfReloc reads a line of readelf -r's table: an offset and an info
// word of hex digits, the type (R_…), then the symbol's value and its
// name with the addend ("COVER_sum - 4", ".text + 200"), or the addend
// alone. It returns the symbol ("" for none) and the type and addend.
func readelfReloc(l string) (name, cols string, ok bool) {
	f := strings.Fields(l)
	if len(f) < 4 || !hexBytesWord(f[0]) || !hexBytesWord(f[1]) || len(f[0]) < 8 || len(f[1]) < 8 || !strings.HasPrefix(f[2], "R_") {
		return "", "", false
	}
	rest := f[3:]
	if len(rest) == 1 {
		return "", f[2] + " " + rest[0], true // no symbol: the addend alone
	}
	if !hexBytesWord(rest[0]) || len(rest) < 2 {
		return "", "", false
	}
	rest = rest[1:]
	if n := len(rest); n >= 3 && (rest[n-2] == "+" || rest[n-2] == "-") {
		return strings.Join(rest[:n-2], " "), f[2] + " " + rest[n-2] + " " + rest[n-1], true
	}
	return strings.Join(rest, " "), f[2], true
}

// readelfSymbol reads a line of readelf -s's table: "NUM:", a value of 8
// or 16 hex digits, the size, type, binding, visibility and section
// index, and the name (none for the null symbol). It returns the name
// and the other columns but the index and value, one space apart.
func readelfSymbol(l string) (name, cols string, ok bool) {
	f := strings.Fields(l)
	if len(f) > 8 && f[6] == "[<localentry>:" {
		f = append(f[:6:6], f[8:]...) // PowerPC's "DEFAULT [<localentry>: 8]"
	}
	if len(f) < 7 || len(f) > 9 || !strings.HasSuffix(f[0], ":") || strings.Trim(f[0], "0123456789") != ":" ||
		len(f[1]) != 8 && len(f[1]) != 16 || !hexBytesWord(f[1]) || !elfWords[f[3]] || !elfWords[f[4]] || !elfWords[f[5]] {
		return "", "", false
	}
	if len(f) > 7 {
		name = strings.Join(f[7:], " ") // a version's "(2)" after it
	}
	return name, strings.Join([]string{f[3], f[4], f[5], f[6], f[2]}, " "), true
}

// elfWords are readelf's symbol types, bindings and visibilities.
var elfWords = set("NOTYPE OBJECT FUNC SECTION FILE COMMON TLS GNU_IFUNC IFUNC LOOS HIOS LOPROC HIPROC LOCAL GLOBAL WEAK UNIQUE DEFAULT INTERNAL HIDDEN PROTECTED")

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

// nmSysv reads a line of nm's System V format (nm --format=sysv, GNU's
// and LLVM's): "name|value|class|type|size|line|section", the name,
// value and size padded with spaces. A symbol is its name, its class
// (nm's letter), its type and its section: its value and size move and
// grow wherever code before it or in it changed.
func nmSysv(l string) (name, cols string, ok bool) {
	f := strings.Split(l, "|")
	if len(f) != 7 {
		return "", "", false
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	name, class := f[0], f[2]
	if name == "" || strings.ContainsAny(name, " \t") || len(class) != 1 || !nmType(class[0]) ||
		f[1] != "" && !hexBytesWord(f[1]) || f[4] != "" && !hexBytesWord(f[4]) {
		return "", "", false
	}
	cols = class
	if f[3] != "" {
		cols += " " + f[3]
	}
	if f[6] != "" {
		cols += " " + f[6]
	}
	return name, cols, true
}

// nmType reports whether c is one of nm's symbol type letters.
func nmType(c byte) bool { return strings.IndexByte("AaBbCDdGgiINnpRrSsTtUuVvWw-?", c) >= 0 }

// nmLine reports whether a line is a symbol of nm's list or readelf's
// table.
func nmLine(l string) bool {
	if _, _, ok := nmSymbol(l); ok {
		return true
	}
	if _, _, ok := stackUsage(l); ok {
		return true
	}
	if _, _, ok := vcgLine(l); ok {
		return true
	}
	if _, _, ok := readelfSymbol(l); ok {
		return true
	}
	if _, _, ok := nmSysv(l); ok {
		return true
	}
	if _, _, ok := readelfReloc(l); ok {
		return true
	}
	if _, _, ok := ctagsTag(l); ok {
		return true
	}
	if _, _, ok := readelfSection(l); ok {
		return true
	}
	_, ok := etagsTag(l)
	return ok
}

// readelfHead reports whether a line is a head of readelf's tables: a
// section's title ("Relocation section '.rela.text' at offset 0x360
// contains 4 entries:", "Symbol table '.symtab' contains 23 entries:")
// or its columns' titles. It marks the format, and is no symbol.
func readelfHead(l string) bool {
	t := strings.TrimSpace(l)
	return strings.HasPrefix(t, "Relocation section '") || strings.HasPrefix(t, "Symbol table '") ||
		strings.HasPrefix(t, "Offset ") && strings.Contains(t, " Info ") && strings.Contains(t, " Type ") ||
		strings.HasPrefix(t, "Num:") && strings.Contains(t, " Value ") || strings.HasPrefix(t, "!_TAG_") ||
		strings.HasPrefix(t, "[Nr] Name ") || strings.HasPrefix(t, "Section Headers:") || strings.HasPrefix(t, "There are ") && strings.Contains(t, " section headers") ||
		strings.HasPrefix(t, "Name ") && strings.Contains(t, " Value ") && strings.Contains(t, " Class ") || strings.HasPrefix(t, "Symbols from ")
}

// nmWords are nm's type letters, readelf's words, ctags' kinds and
// fields' keys, a .su file's ways and a call graph's shapes, kept in
// shapes.
var nmWords = set("A a B b C D d G g i I N n p R r S s T t U u V v W w UND ABS COM " +
	"PROGBITS NOBITS RELA REL SYMTAB STRTAB NULL NOTE GROUP INIT_ARRAY FINI_ARRAY X86_64_UNWIND " +
	"c e f h l m x typeref file signature class struct union enum scope access inherits line language roles end " +
	"NOTYPE OBJECT FUNC SECTION FILE COMMON TLS GNU_IFUNC LOCAL GLOBAL WEAK UNIQUE DEFAULT INTERNAL HIDDEN PROTECTED " +
	"static dynamic bounded ellipse box")
