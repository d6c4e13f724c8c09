package kinds

import (
	"path"
	"slices"
	"strings"
	"unicode/utf8"
)

// Class is what a token is: kept as it is in a kind's shape (punctuation,
// words that carry meaning) or abstracted (operands).
type Class uint8

const (
	Punct    Class = iota // punctuation and operators: kept
	Word                  // a mnemonic, directive, keyword, predeclared name or plain word: kept
	Ident                 // an identifier or symbol: abstracted as $1, $2…
	Number                // a number or immediate: #
	Register              // a register or an IR value (%rax, %12, x0): %1, %2…
	Label                 // a compiler's local label (.L23, .LFB4): .L#
	String                // a string or character literal: "…"
	Comment               // a comment: «comment»
)

// Token is one token of a line.
type Token struct {
	Text  string
	Class Class
	gen   bool // a name a compiler made, numbered even in a concrete shape
}

// Lang is the kind of text a section holds, which decides how its tokens
// are classed.
type Lang uint8

const (
	Prose    Lang = iota // anything else: words kept unless they look generated
	Asm                  // GNU as and LLVM-style assembly: # and // comments
	IR                   // LLVM IR: ; comments, %values, @globals
	CLike                // C, C++, Go, Java, Rust, JavaScript: // and /* */ comments
	Hash                 // Python, shell, YAML: # comments
	GoAsm                // the Go compiler's -S listing: offsets, source lines, hex dumps
	PyDis                // CPython's dis listing: line numbers, offsets, opcodes
	ObjDump              // objdump -d: addresses, the code's bytes, AT&T or Intel mnemonics
	JavaP                // javap -c: the JVM's bytecode, offsets and constants named in comments
	Gimple               // GCC's GIMPLE tree dumps: SSA names, basic blocks, ;; comments
	Diag                 // compilers' diagnostics: "f.c:3:9: warning: …", the source they show
	ClangAST             // clang's -ast-dump: a node a line under the tree's drawing
	Wat                  // WebAssembly's text format: a module's parts, an instruction a line
	RTL                  // GCC's RTL dumps: an insn a head line and its operands below
	NM                   // symbol tables as nm lists them: a symbol a line
	AsList               // the GNU assembler's listings: line numbers, offsets, the code's bytes
	Markdown             // Markdown: prose wrapped anywhere, links, lists, fences
	Markup               // HTML and XML: text and tags wrapped anywhere
	GoTree               // the Go compiler's IR trees (-W): a node a line under its drawing
	Beam                 // BEAM assembly (erlc -S): Erlang terms, an instruction a line
	Yarv                 // Ruby's YARV listing (ruby --dump=insns): offsets, instructions, source lines
	PhpOp                // PHP's opcodes as opcache dumps them: offsets, temporaries, jump targets
	Dwarf                // DWARF's debugging entries as readelf --debug-dump=info shows them: offsets, tags, attributes
	Typeset              // text nroff (groff -T utf8, man) sets for a terminal: justified, hyphenated, overstruck
	MCA                  // llvm-mca's report: a CPU model's resources, tables of numbers in columns before each instruction
	Guile                // Guile's bytecode as guild disassemble lists it: offsets, instructions in parentheses, ;; comments, source positions
)

// table is what the tokenizer and the edits know of a language: a new
// language is a table, a line in langOf's votes and test data.
type table struct {
	// machine: one instruction or directive a line (assembly, IR,
	// listings): lines are paired, not streamed, and code rewritten is
	// one edit.
	machine bool
	// mnemonicFirst: a line's first word is its mnemonic or directive,
	// after labels and prefixes.
	mnemonicFirst bool
	// symbols: names may hold '.' and '$', and start with '.', '%' or
	// '@'; a '\'' is not a quote.
	symbols bool
	// registers: a bare word that is a register.
	registers func(string) bool
	// keywords: the words kept in shapes (others are names).
	keywords map[string]bool
	// comment reports whether a comment starts at l[i].
	comment func(l string, i int) bool
	// columns cuts what a line carries that is no part of its text (a
	// listing's offset and source line); ok is false for a line that is
	// all such columns (a hex dump of the code's bytes), which is read as
	// a comment.
	columns func(l string) (text string, ok bool)
	// prose: quotes are marks, not literals, and lines break wherever
	// the text was wrapped (see markdown.go).
	prose bool
	// gutter: the columns lead every line (a listing's line numbers), so
	// a line's level of indentation is read after them.
	gutter bool
	// sideWords are the mnemonics and directives that describe the code
	// around them rather than ask for anything (see sideDirective).
	sideWords map[string]bool
	// codeFacts are the words of a symbol's head that the code below it
	// decides (see headFacts), and in LLVM IR of an attribute group's.
	codeFacts map[string]bool
	// symbolTable: a line is one symbol, led by its name (nm): lines of
	// two names are never one line changed, and a line come or gone is a
	// symbol come or gone.
	symbolTable bool
}

// tables holds each language's table.
var tables = [...]table{
	Prose: {comment: cComment},
	Asm: {machine: true, mnemonicFirst: true, symbols: true, registers: register, sideWords: sideDirectives,
		comment: asmComment},
	IR: {machine: true, symbols: true, keywords: irWords, codeFacts: irInferred,
		comment: func(l string, i int) bool { return l[i] == ';' }},
	CLike: {keywords: cWords, comment: cComment},
	Hash:  {keywords: pyWords, comment: hashComment},
	GoAsm: {machine: true, mnemonicFirst: true, symbols: true, registers: goRegister, sideWords: goSideWords,
		comment: cComment, columns: goColumns, codeFacts: set("nosplit leaf")},
	PyDis: {machine: true, mnemonicFirst: true, registers: func(string) bool { return false }, sideWords: set("CACHE EXTENDED_ARG"),
		comment: func(string, int) bool { return false }, columns: pyDisColumns},
	ObjDump: {machine: true, mnemonicFirst: true, symbols: true, registers: register, sideWords: sideDirectives,
		comment: asmComment, columns: objdumpColumns},
	JavaP: {machine: true, mnemonicFirst: true, symbols: true, registers: func(string) bool { return false },
		comment: cComment, columns: javapColumns},
	Gimple:   {machine: true, symbols: true, keywords: gimpleWords, sideWords: set("Removing"), comment: gimpleComment},
	Diag:     {machine: true, comment: func(string, int) bool { return false }, columns: diagColumns},
	ClangAST: {machine: true, comment: func(string, int) bool { return false }, columns: astColumns},
	Wat: {machine: true, mnemonicFirst: true, symbols: true, registers: func(string) bool { return false },
		keywords: watWords, sideWords: set("local"), comment: watComment, columns: watColumns},
	NM: {machine: true, symbols: true, keywords: nmWords, symbolTable: true,
		comment: func(string, int) bool { return false }, columns: nmColumns},
	RTL: {machine: true, mnemonicFirst: true, symbols: true, registers: register, sideWords: set("note barrier code_label"),
		comment: func(l string, i int) bool { return l[i] == ';' }, columns: rtlColumns},
	AsList: {machine: true, mnemonicFirst: true, symbols: true, registers: register, sideWords: sideDirectives,
		comment: asmComment, columns: asListColumns, gutter: true},
	Markdown: {comment: mdComment, prose: true},
	Markup:   {comment: mdComment, prose: true},
	GoTree: {machine: true, mnemonicFirst: true, registers: func(string) bool { return false },
		comment: func(string, int) bool { return false }, columns: goTreeColumns, gutter: true},
	Beam: {machine: true, comment: beamComment},
	Yarv: {machine: true, mnemonicFirst: true, registers: func(string) bool { return false },
		comment: func(string, int) bool { return false }, columns: yarvColumns, gutter: true},
	PhpOp: {machine: true, mnemonicFirst: true, registers: phpRegister,
		comment: func(l string, i int) bool { return l[i] == ';' }, columns: phpOpColumns, gutter: true},
	Dwarf:   {machine: true, comment: func(string, int) bool { return false }, columns: dwarfColumns, gutter: true},
	Typeset: {comment: func(string, int) bool { return false }, prose: true, columns: typesetColumns},
	MCA: {machine: true, mnemonicFirst: true, symbols: true, registers: register, sideWords: sideDirectives,
		comment: asmComment, columns: mcaColumns},
	Guile: {machine: true, mnemonicFirst: true, symbols: true, registers: func(string) bool { return false },
		comment: func(l string, i int) bool { return l[i] == ';' && i+1 < len(l) && l[i+1] == ';' }, columns: guileColumns},
}

// hashComment reports whether a comment starts at l[i] in Python, shell,
// Perl or YAML: a '#', but not the last index's sigil of shell and Perl
// ("$#", "${#name}", "$#{$list}").
func hashComment(l string, i int) bool {
	if l[i] != '#' {
		return false
	}
	return i == 0 || l[i-1] != '$' && (l[i-1] != '{' || i < 2 || l[i-2] != '$')
}

// objdumpColumns cuts an objdump -d line: "  e0:\t41 57 \tpush %r15" is
// its instruction, the address and the code's bytes left out; a line of
// bytes alone (the rest of a long instruction's) is all columns. Symbol
// heads ("0000000000000000 <adler32_z>:") and section heads are text.
func objdumpColumns(l string) (string, bool) {
	if hexDumpLine(l) {
		return l, false // objdump -s: a section's bytes, all columns
	}
	rest, ok := objdumpInsn(l)
	if !ok {
		// A symbol's head is its label, as assembly writes it.
		if addr, sym, found := strings.Cut(l, " <"); found && strings.HasSuffix(sym, ">:") && hexBytesWord(addr) {
			return strings.TrimSuffix(sym, ">:") + ":", true
		}
		return l, true
	}
	if bytes, insn, tab := strings.Cut(rest, "\t"); tab && (hexBytes(bytes) || strings.TrimSpace(bytes) == "") {
		return "\t" + insn, true
	} else if hexBytes(rest) {
		return l, false
	}
	return "\t" + rest, true
}

// hexDumpLine reports whether l is a line of objdump -s's dump of a
// section: " 0040 00000c00 000c48c7 87b46a00 00000000  ......H...j.....",
// an offset, up to four words of up to 8 hex digits (the last may be
// short), then the bytes as text. Every word shifts after any byte come
// or gone: the line says what the code is, not what changed in it.
func hexDumpLine(l string) bool {
	if xxdLine(l) {
		return true
	}
	if len(l) < 10 || l[0] != ' ' {
		return false
	}
	addr, rest, ok := strings.Cut(l[1:], " ")
	if !ok || len(addr) < 4 || !hexBytesWord(addr) {
		return false
	}
	words, gap, nbytes := 0, 0, 0
	for words < 4 && rest != "" && hexDigit(rest[0]) {
		n := 0
		for n < len(rest) && n < 8 && hexDigit(rest[n]) {
			n++
		}
		if n%2 != 0 || n < len(rest) && rest[n] != ' ' {
			return false
		}
		words, nbytes = words+1, nbytes+n/2
		after := strings.TrimLeft(rest[n:], " ")
		gap = len(rest) - n - len(after)
		rest = after
		if n < 8 || gap > 1 {
			break // a short last word, or the text's two spaces after the last
		}
	}
	// The text is the bytes: no more characters than the words hold, at
	// the column after four full words (padded when the last is short).
	return words > 0 && gap > 1 && rest != "" && textColumn(l, len(l)-len(rest), 1+len(addr)+1+35+2, nbytes)
}

// textColumn reports whether a dump's text, found at byte at of l, is
// its bytes shown at column col: it starts there (its first bytes may be
// spaces) and is no longer than the nbytes its words hold.
func textColumn(l string, at, col, nbytes int) bool {
	return at >= col && col < len(l) && strings.TrimSpace(l[col:at]) == "" && len(strings.TrimRight(l[col:], " ")) <= nbytes
}

// xxdLine reports whether l is a line of xxd's dump: "00000010: 89fb
// 4883 ec08 83f9 0174 4d48 85f6 7448  ..H......tMH..tH", an offset and a
// colon, up to eight groups of up to four hex digits, then the bytes as
// text after two spaces.
func xxdLine(l string) bool {
	addr, rest, ok := strings.Cut(l, ": ")
	if !ok || len(addr) < 8 || !hexBytesWord(addr) {
		return false
	}
	hex, text, ok := strings.Cut(rest, "  ")
	if !ok || len(text) == 0 {
		return false
	}
	groups := strings.Fields(hex)
	if len(groups) == 0 || len(groups) > 8 {
		return false
	}
	nbytes := 0
	for _, g := range groups {
		if len(g) > 4 || len(g)%2 != 0 || !hexBytesWord(g) {
			return false
		}
		nbytes += len(g) / 2
	}
	// The text is the bytes, at the column after eight full groups
	// (padded when the last are short).
	text = strings.TrimLeft(text, " ")
	return text != "" && textColumn(l, len(l)-len(text), len(addr)+2+39+2, nbytes)
}

// objdumpInsn returns what follows an objdump -d line's address column:
// GNU's ("  e0:\t") or LLVM's, whose address a space follows and whose
// code's bytes a tab ("      e0: 41 57    \tpushq\t%r15"); false for a
// line that has none.
func objdumpInsn(l string) (string, bool) {
	i := 0
	for i < len(l) && l[i] == ' ' {
		i++
	}
	j := i
	for j < len(l) && hexDigit(l[j]) {
		j++
	}
	if j == i || j+1 >= len(l) || l[j] != ':' {
		return "", false
	}
	switch rest := l[j+2:]; l[j+1] {
	case '\t':
		return rest, true
	case ' ':
		// LLVM's: the bytes, then a tab; or with --no-show-raw-insn none,
		// the address right-aligned in 8 columns and a mnemonic after
		// the tab (a program's "  1: \tPASS" is not one).
		bytes, insn, tab := strings.Cut(rest, "\t")
		if tab && (hexBytes(bytes) || strings.TrimSpace(bytes) == "" && j >= 8 && insn != "" && insn[0] >= 'a' && insn[0] <= 'z') {
			return rest, true
		}
	}
	return "", false
}

// nameClass is a name's class before classify reads it: a digest is a
// number, whether or not a digit leads it (see digest).
func nameClass(name string) Class {
	if digest(name) {
		return Number
	}
	return Ident
}

// minDigest is the fewest hex digits of a digest (see digest).
const minDigest = 16

// digest reports whether a word is a content hash or an address written
// in hex, minDigest digits at least and a digit among them: a class
// file's SHA-256, a build ID, a commit. It changes with any content, and
// its first character says nothing ("8d7a…" lexes as a number,
// "ead3…" as a name).
func digest(s string) bool {
	if len(s) < minDigest || !hexBytesWord(s) {
		return false
	}
	return strings.ContainsAny(s, "0123456789")
}

// hexBytesWord reports whether s is a word of hex digits: an address.
func hexBytesWord(s string) bool {
	for i := range len(s) {
		if !hexDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// hexBytes reports whether s is the code's bytes as objdump shows them:
// pairs of hex digits, each followed by a space (x86), or 16- and 32-bit
// words (MIPS "7c0410a4", Thumb "f000 f800").
func hexBytes(s string) bool {
	f := strings.Fields(s)
	words := false
	for _, b := range f {
		if len(b) != 2 && len(b) != 4 && len(b) != 8 || !allHex(b) {
			return false
		}
		words = words || len(b) > 2
	}
	// Words are padded with a space before the tab, where a mnemonic of
	// hex letters alone (--no-show-raw-insn: "\tfadd\td0, d0, d1") is
	// not.
	return len(f) > 0 && (!words || strings.HasSuffix(s, " "))
}

// pyDisColumns cuts a dis listing's line: "  3          14 LOAD_CONST  0
// (0)" and "        >>   24 POP_TOP" are their opcodes and arguments, the
// source line, the jump target's mark and the offset left out.
func pyDisColumns(l string) (string, bool) {
	if rest, ok := pyDisInsn(l); ok {
		return "\t" + rest, true
	}
	// An exception table's entry ("  4 to 14 -> 16 [0] lasti") says where
	// the code's ranges are: it is read as a comment, as a hex dump is.
	f := strings.Fields(l)
	return l, !(len(f) >= 4 && f[1] == "to" && f[3] == "->" && allDigits(f[0]))
}

// pyDisInsn returns the opcode and arguments of a dis listing's line.
func pyDisInsn(l string) (string, bool) {
	i := 0
	skip := func() {
		for i < len(l) && l[i] == ' ' {
			i++
		}
	}
	digits := func() int {
		j := i
		for i < len(l) && l[i] >= '0' && l[i] <= '9' {
			i++
		}
		return i - j
	}
	skip()
	if digits() == 0 && !strings.HasPrefix(l[i:], ">>") {
		return "", false
	}
	skip()
	if strings.HasPrefix(l[i:], ">>") {
		i += 2
		skip()
	}
	if digits() == 0 {
		i = 0 // the line number was the offset: "  3" then "14"
		skip()
		if strings.HasPrefix(l[i:], ">>") {
			i += 2
			skip()
		}
		if digits() == 0 {
			return "", false
		}
	}
	if i >= len(l) || l[i] != ' ' {
		return "", false
	}
	skip()
	j := i
	for j < len(l) && (l[j] >= 'A' && l[j] <= 'Z' || l[j] == '_') {
		j++
	}
	if j-i < 3 || j < len(l) && l[j] != ' ' {
		return "", false
	}
	return l[i:], true
}

// asmComment: "#" starts a comment (GNU as on x86), unless it is an
// immediate's mark (AArch64's "#24", "#-8", "#:lo12:x"); so do "//" and
// "/*" (AArch64, clang) and ";".
func asmComment(l string, i int) bool {
	switch l[i] {
	case '#':
		return i+1 >= len(l) || !strings.ContainsRune("0123456789-+:", rune(l[i+1]))
	case '@':
		// ARM's: "@ %bb.0:", "@ -- End function"; a space or the line's
		// start before it and a space or the line's end after it, where
		// x86's relocations and types ("foo@PLT", ",@function") have none.
		// Inline assembly's bounds, "@APP" and "@NO_APP", are ARM's too.
		return (i == 0 || l[i-1] == ' ' || l[i-1] == '\t') &&
			(i+1 >= len(l) || l[i+1] == ' ' || l[i+1] == '\t' || strings.TrimSpace(l[i:]) == "@APP" || strings.TrimSpace(l[i:]) == "@NO_APP")
	}
	return cComment(l, i) || l[i] == ';'
}

func cComment(l string, i int) bool {
	return l[i] == '/' && i+1 < len(l) && (l[i+1] == '/' || l[i+1] == '*')
}

// starContinued reports whether a line of C-like code is the middle or
// the end of a block comment as JSDoc, Javadoc, Doxygen and the kernel
// write them: " * text", " *", " */". A line is lexed alone, so a
// comment's lines after its "/*" are otherwise read as code.
func starContinued(l string) bool {
	t := strings.TrimRight(strings.TrimLeft(l, " \t"), " \t")
	if t == "" || t[0] != '*' {
		return false
	}
	if strings.HasPrefix(t, "**") {
		t = t[1:] // "**" opens a line of a banner, or a double pointer: as "*"
	}
	// "*", "*/", "* text" (a JSDoc example's code too); not "*p = 0;" nor
	// "**out = c;". A product continued on a line of its own ("    *
	// sizeof (int));", GNU's style) reads as a comment too: a line does
	// not tell them apart.
	return len(t) == 1 || t[1] == '/' || t[1] == ' ' || t[1] == '\t'
}

// goColumns cuts a Go listing's line: "\t0x0012 00018 (f.go:10)\tMOVQ\tAX,
// CX" is the instruction; "\t0x0000 49 3b 66 10 …  I;f." is the code's
// bytes.
//
// By hand: the regular expressions took a sixth of a listing's kinds.
//
// go tool objdump's line, "  f.go:17\t0x388f\t\teb93\t\tJMP
// main.M.gowrap1(SB)\t[1:5]R_CALL:main.f<1>", is its instruction and its
// relocation's kind and target (the bytes it patches left out), after a
// tab: a position (an inlined callee's file when it was inlined), an
// offset and the code's bytes, which move whenever code before them
// does, are no more the line than a listing's are.
func goColumns(l string) (string, bool) {
	if end, ok := goInsnEnd(l); ok {
		return l[end:], true
	}
	if insn, reloc, ok := goObjdumpInsn(l); ok {
		if reloc == "" {
			return "\t" + insn, true
		}
		return "\t" + insn + " " + reloc, true
	}
	return l, !goHex(l)
}

// goObjdumpInsn cuts a line of go tool objdump's into its instruction and
// its relocation, the bytes it patches ("[1:5]") left out; ok is false
// for any other line.
func goObjdumpInsn(l string) (insn, reloc string, ok bool) {
	// Two spaces lead the line (one where a diff's mark took the first).
	rest := strings.TrimPrefix(l, " ")
	if rest = strings.TrimPrefix(rest, " "); len(rest) == len(l) {
		return "", "", false
	}
	pos, rest, found := strings.Cut(rest, "\t")
	if c := strings.LastIndexByte(pos, ':'); !found || c < 1 || c == len(pos)-1 || !allDigits(pos[c+1:]) || strings.ContainsAny(pos, " ") {
		return "", "", false
	}
	rest = strings.TrimLeft(rest, "\t")
	off, rest, found := strings.Cut(rest, "\t")
	if !found || len(off) < 3 || !strings.HasPrefix(off, "0x") || !allHex(off[2:]) {
		return "", "", false
	}
	rest = strings.TrimLeft(rest, "\t")
	code, rest, found := strings.Cut(rest, "\t")
	if !found || !allHex(code) {
		return "", "", false
	}
	insn, reloc, _ = strings.Cut(strings.TrimLeft(rest, "\t"), "\t")
	insn, reloc = strings.TrimSpace(insn), strings.TrimSpace(reloc)
	if reloc != "" && reloc[0] == '[' {
		if k := strings.IndexByte(reloc, ']'); k > 0 {
			reloc = reloc[k+1:]
		}
	}
	return insn, reloc, insn != ""
}

// allHex reports whether s is lower-case hex digits, one at least.
func allHex(s string) bool {
	for i := range len(s) {
		if !hexDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// goOffset returns the end of a listing line's "\t0x0012" offset, or -1.
func goOffset(l string) int {
	if !strings.HasPrefix(l, "\t0x") {
		return -1
	}
	i := 3
	for i < len(l) && (l[i] >= '0' && l[i] <= '9' || l[i] >= 'a' && l[i] <= 'f') {
		i++
	}
	if i-3 < 4 {
		return -1
	}
	return i
}

// numberEnd returns where the number that starts at l[i] ends: its word
// characters, a decimal point between digits (in languages whose lines
// do not start with a mnemonic, and llvm-mca's tables), and a signed
// exponent (see exponentEnd).
func numberEnd(lang Lang, l string, i int, paths [][2]int) int {
	j := i + 1
	for j < len(l) && (word(l[j]) || l[j] == '.' && (!tables[lang].mnemonicFirst || lang == MCA) && j+1 < len(l) && l[j+1] >= '0' && l[j+1] <= '9') {
		if pathCommand(l, j, paths) {
			return j // "509.13C562.94": a number, then the next command's
		}
		j++
	}
	return exponentEnd(l, i, j)
}

// svgPaths returns where the values of a line's SVG path data stand
// (d="…", each from after its quote to its closing quote), in markup.
func svgPaths(lang Lang, l string) [][2]int {
	if lang != Markup || !strings.Contains(l, `d="`) {
		return nil
	}
	var out [][2]int
	for i := 0; ; {
		k := strings.Index(l[i:], `d="`)
		if k < 0 {
			return out
		}
		at, start := i+k, i+k+len(`d="`)
		if at > 0 && l[at-1] != ' ' && l[at-1] != '\t' {
			i = start // another attribute's name ending in d (id="…")
			continue
		}
		end := strings.IndexByte(l[start:], '"')
		if end < 0 {
			return append(out, [2]int{start, len(l)})
		}
		out = append(out, [2]int{start, start + end})
		i = start + end + 1
	}
}

// pathCommand reports whether l[i] is an SVG path's command glued to the
// number after it, inside a path's data (see svgPaths:
// d="M545,-509.13C562.94,…"): the letter and the number are two tokens,
// so that a path laid out anew changes numbers, not names. Elsewhere in
// markup (a hash, "main.3a5c8b1d.js"; a time, "15T10:30"; a tag, "<h2";
// a colour, "#1e5c8a") nothing is split.
func pathCommand(l string, i int, paths [][2]int) bool {
	if len(paths) == 0 || i+1 >= len(l) || !strings.ContainsRune("MmLlHhVvCcSsQqTtAa", rune(l[i])) {
		return false
	}
	in := false
	for _, p := range paths {
		if i >= p[0] && i < p[1] {
			in = true
			break
		}
	}
	c := l[i+1]
	return in && (c >= '0' && c <= '9' || (c == '-' || c == '.') && i+2 < len(l) && l[i+2] >= '0' && l[i+2] <= '9')
}

// exponentEnd returns where a decimal number l[i:j] ends when its
// exponent has a sign ("2.4672e-17", "1.5E+10": one number, as "1e5" is),
// else j. A hexadecimal number ("0x1e-5") is not one.
func exponentEnd(l string, i, j int) int {
	if j+2 > len(l) || l[j] != '-' && l[j] != '+' || l[j+1] < '0' || l[j+1] > '9' {
		return j
	}
	e := l[j-1]
	if e != 'e' && e != 'E' || j-1 == i {
		return j
	}
	for k := i; k < j-1; k++ {
		if c := l[k]; (c < '0' || c > '9') && c != '.' {
			return j // a hex number, or digits and letters
		}
	}
	k := j + 1
	for k < len(l) && l[k] >= '0' && l[k] <= '9' {
		k++
	}
	if k < len(l) && word(l[k]) {
		return j // "1e-5x" is no number
	}
	return k
}

// leadingNumber returns where a line's leading spaces end (i) and the
// digits after them (j): a listing's line number or offset ("   83: ").
func leadingNumber(l string) (i, j int) {
	for i < len(l) && l[i] == ' ' {
		i++
	}
	j = i
	for j < len(l) && l[j] >= '0' && l[j] <= '9' {
		j++
	}
	return i, j
}

// goInsnEnd returns where an instruction line's columns end: after
// "\t0x0012 00018 (f.go:10)".
func goInsnEnd(l string) (int, bool) {
	i := goOffset(l)
	if i < 0 || i >= len(l) || l[i] != ' ' {
		return 0, false
	}
	j := i + 1
	for j < len(l) && l[j] >= '0' && l[j] <= '9' {
		j++
	}
	if j-i-1 < 5 || !strings.HasPrefix(l[j:], " (") {
		return 0, false
	}
	k := strings.IndexByte(l[j:], ')')
	if k < 0 {
		return 0, false
	}
	return j + k + 1, true
}

// goHex reports whether a listing line is a hex dump: "\t0x0000 49 3b …".
func goHex(l string) bool {
	i := goOffset(l)
	return i >= 0 && i+3 <= len(l) && l[i] == ' ' && hexDigit(l[i+1]) && hexDigit(l[i+2]) && (i+3 == len(l) || l[i+3] == ' ')
}

func hexDigit(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' }

// goKindAt returns where a listing's symbol head names its kind (" STEXT
// ", " SRODATA"), or -1.
func goKindAt(l string) int {
	for i := 0; i+2 < len(l); i++ {
		if l[i] != ' ' || l[i+1] != 'S' {
			continue
		}
		j := i + 2
		for j < len(l) && l[j] >= 'A' && l[j] <= 'Z' {
			j++
		}
		if j > i+2 && (j == len(l) || l[j] == ' ') {
			return i
		}
	}
	return -1
}

// goRegister reports whether a word is a register of the Go assembler
// (amd64 and arm64) or one of its pseudo-registers.
func goRegister(t string) bool {
	if goRegs[t] {
		return true
	}
	for _, p := range []string{"R", "X", "Y", "Z", "K", "F", "V"} {
		if rest, ok := strings.CutPrefix(t, p); ok && allDigits(rest) && len(rest) <= 2 {
			return true
		}
	}
	return false
}

var goRegs = set("AX BX CX DX SI DI BP SP SB FP PC g ZR RSP LR")

// goSideWords describe the code: stack maps, liveness and relocations.
var goSideWords = set("PCDATA FUNCDATA rel NOP")

// extLang is the language an output's name says ("output:{.}.s"), or
// false for a stream or a name that says none.
func extLang(what string) (Lang, bool) {
	name, ok := strings.CutPrefix(what, "output:")
	if !ok {
		return Prose, false
	}
	switch strings.ToLower(path.Ext(name)) {
	case ".s", ".asm":
		return Asm, true
	case ".ll":
		return IR, true
	case ".wat", ".wast":
		return Wat, true
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".go", ".java", ".js", ".ts", ".jsx", ".tsx", ".mjs", ".cjs", ".rs", ".cs", ".swift", ".kt", ".m", ".scala", ".dart", ".zig":
		return CLike, true
	case ".py", ".sh", ".rb", ".pl", ".yaml", ".yml", ".toml", ".cmake", ".r":
		return Hash, true
	case ".md", ".markdown":
		return Markdown, true
	case ".html", ".htm", ".xhtml", ".xml", ".svg":
		return Markup, true
	}
	return Prose, false
}

// langOf guesses the language of a section from the name of its output
// or, for a stream, from its own lines (see Sniffer for a whole run's).
func langOf(what string, lines []string) Lang {
	l, ok := extLang(what)
	if ok && l != Asm {
		return l
	}
	var v votes
	v.add(lines)
	return v.langFor(l, ok)
}

// langFor is the language of a section whose name says ext (ok: it says
// one): assembly by its name is a Go listing when its lines say so.
func (v *votes) langFor(ext Lang, ok bool) Lang {
	switch got := v.lang(); {
	case !ok:
		return got
	case ext == Asm && got == GoAsm:
		return GoAsm
	}
	return ext
}

// votes counts the lines that look like each language.
type votes struct {
	asm, ir, c, py, goasm, pydis, objdump, javap, gimple, diag, ast, wat, rtl, nm, aslist, md, mdMarks, markup, gotree, beam, yarv, phpop, dwarf, typeset, mca, guile, n int
	// sections counts rows of a table of sections (see sectionRow),
	// which vote for text: a linker's map lists its sections by name,
	// and one with no address alone on its line reads as a directive.
	sections int
	// arrows counts diagnostics' positions under their messages
	// ("--> path:3:5"), frame the lines that may be their frames' (see
	// frameLine): those vote for nothing where arrows are.
	arrows, frame int
}

// add counts the marks of each language in a diff's lines: assembly's
// directives, labels, tab-indented mnemonics and %registers; IR's "%x = "
// and "define"; C-like code's braces, semicolons, ":=" and keywords that
// start a line; Python's "def" and trailing colons. Comments, which every
// language has, are left out.
func (v *votes) add(lines []string) {
	seen := 0
	fenced := false // in Markdown's fenced code, which votes for its own language
	for _, l := range lines {
		if len(l) == 0 || strings.HasPrefix(l, "@@ ") || strings.HasPrefix(l, "--- ") || strings.HasPrefix(l, "+++ ") {
			continue
		}
		if l[0] == '+' || l[0] == '-' || l[0] == ' ' {
			l = l[1:]
		}
		if fence(l) {
			fenced = !fenced
		} else if fenced {
			continue
		}
		if n := v.marked(l); n != nil {
			v.n++
			*n++
			if n == &v.md && markdownMark(l) {
				v.mdMarks++
			}
			continue
		}
		if diagContext(l) {
			continue // a gutter's line: a diagnostic's or a table's, no vote
		}
		if frameLine(l) {
			v.frame++
			v.n++
			continue
		}
		if seen++; seen > 400 {
			break
		}
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || t[0] == ';' || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "*") {
			continue
		}
		v.n++
		switch {
		case strings.HasPrefix(t, "define ") || strings.HasPrefix(t, "declare ") || strings.HasPrefix(t, "%") && strings.Contains(t, " = "):
			v.ir++
		case sectionRow(t):
			v.sections++
		case t[0] == '.' && len(t) > 1 && (t[1] >= 'a' && t[1] <= 'z' || t[1] == 'L') && !strings.HasSuffix(t, ";"),
			strings.HasPrefix(l, "\t") && strings.Contains(t, "%") && !strings.ContainsAny(t, ";{}\""),
			strings.HasSuffix(t, ":") && !strings.ContainsAny(t, " \t()"), tabbedInsn(l), ptxInsn(l):
			v.asm++
		case strings.HasSuffix(t, ";") || strings.HasSuffix(t, "{") || strings.HasPrefix(t, "}") || strings.Contains(t, ":=") ||
			strings.HasSuffix(t, "},") || strings.HasSuffix(t, "})") || strings.Contains(t, "}{") ||
			strings.Contains(t, "; ") || strings.Contains(t, "->") || startsWithAny(t, "func ", "package ", "return", "if (", "} else", "case ", "var ", "type ", "struct "):
			v.c++
		case startsWithAny(t, "def ", "class ", "import ", "from ", "elif ", "self.") || strings.HasSuffix(t, ":") && strings.Contains(t, " "):
			v.py++
		}
	}
}

// sectionRow reports whether a line that starts as a directive would is a
// row of a table of sections: a section's name, then its address and
// size, hexadecimal numbers apart by spaces (GNU ld's map: ".text
// 0x00000000000010c0 0x2b51 x.o"). A directive's operands are apart by
// commas (".size f, 24", ".p2align 4,,10"), and the few it writes apart
// by spaces are decimal (".loc 1 12 3").
func sectionRow(t string) bool {
	n := 0
	for f := range strings.FieldsSeq(t) {
		if n > 0 && n < 3 && !(strings.HasPrefix(f, "0x") && isNumberField(f)) {
			return false
		}
		if n++; n == 3 {
			return true
		}
	}
	return false
}

// marked returns the count of the language whose own marks a line has
// (in the order asked: a Go listing's before objdump's and javap's, a
// diagnostic's last), or nil for a line that none claims.
func (v *votes) marked(l string) *int {
	switch {
	case goListingLine(l):
		return &v.goasm
	case objdumpLine(l):
		return &v.objdump
	case javapLine(l):
		return &v.javap
	case yarvLine(l):
		return &v.yarv
	case guileLine(l):
		return &v.guile
	case phpOpLine(l):
		return &v.phpop
	case dwarfLine(l):
		return &v.dwarf
	case typesetLine(l):
		return &v.typeset
	case gimpleLine(l):
		return &v.gimple
	case pyDisLine(l):
		return &v.pydis
	case astLine(l):
		return &v.ast
	case watLine(l):
		return &v.wat
	case rtlLine(l):
		return &v.rtl
	case nmLine(l) || readelfHead(l):
		return &v.nm
	case asListLine(l):
		return &v.aslist
	case mcaLine(l):
		return &v.mca
	case goTreeLine(l):
		return &v.gotree
	case beamLine(l):
		return &v.beam
	case diagLine(l):
		return &v.diag
	case arrowLine(l):
		v.arrows++
		return &v.diag
	case markdownLine(l):
		return &v.md
	case markupLine(l):
		return &v.markup
	}
	return nil
}

// tabbedInsn reports whether a line is an instruction as compilers write
// assembly for any machine: a tab, a lower-case mnemonic (dots and
// underscores allowed: b.eq, i32.const, end_block), then the line's end
// or a tab and its operands ("\tldr\tx0, [sp, #8]", "\taddi\ta0, a0,
// 1"). AArch64, RISC-V and WebAssembly write no "%" before a register;
// code that people write does not put a tab after its first word.
func tabbedInsn(l string) bool {
	if len(l) < 2 || l[0] != '\t' || l[1] < 'a' || l[1] > 'z' {
		return false
	}
	for i := 2; i < len(l); i++ {
		switch c := l[i]; {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '.', c == '_':
		case c == '\t':
			return i+1 < len(l) && !strings.ContainsAny(l[i+1:], ";{}\"")
		default:
			return false
		}
	}
	return !cWords[l[1:]] && !pyWords[l[1:]] // "\treturn", "\tbreak": code indented by a tab
}

// ptxInsn reports whether a line is an instruction of NVIDIA's PTX, as
// LLVM writes it: a tab, a guard maybe ("@%p3 ", "@!%p1 "), a mnemonic
// of dotted parts (ld.param.u64), spaces and a tab, its operands, and a
// ";" ("\tld.u8 \t%r85, [%rd48+12];"); or a mnemonic and ";" alone
// ("\tret;", not C's "\treturn;"). Its ";" ends a statement, where the
// votes read a line ending in one as C.
func ptxInsn(l string) bool {
	rest, ok := strings.CutPrefix(l, "\t")
	if !ok || !strings.HasSuffix(rest, ";") {
		return false
	}
	if guard, after, ok := strings.Cut(rest, " "); ok && (strings.HasPrefix(guard, "@%") || strings.HasPrefix(guard, "@!%")) {
		rest = after
	}
	i := 0
	for i < len(rest) && (rest[i] >= 'a' && rest[i] <= 'z' || i > 0 && (rest[i] >= '0' && rest[i] <= '9' || rest[i] == '.' || rest[i] == '_')) {
		i++
	}
	if i == 0 {
		return false
	}
	if rest[i:] == ";" {
		return ptxBare[rest[:i]] // not C's "\treturn;", Pascal's "\tend;"
	}
	j := i
	for j < len(rest) && rest[j] == ' ' {
		j++
	}
	// Operands, with a register or a label, and no string, assignment or
	// brace (style(9) C: "\tint\tpct = used % total;").
	return j < len(rest) && rest[j] == '\t' && strings.ContainsAny(rest[j:], "%$") && !strings.ContainsAny(rest[j:], "\"={")
}

// ptxBare are PTX's instructions written without operands.
var ptxBare = set("ret exit trap brkpt membar.gl membar.cta bar.sync")

// goListingLine, objdumpLine and pyDisLine report whether a line has the
// marks of a Go listing, objdump -d or CPython's dis.
func goListingLine(l string) bool {
	if _, ok := goInsnEnd(l); ok || goHex(l) {
		return true
	}
	_, _, ok := goObjdumpInsn(l)
	return ok
}
func objdumpLine(l string) bool { _, ok := objdumpInsn(l); return ok || hexDumpLine(l) }
func pyDisLine(l string) bool {
	_, ok := pyDisInsn(l)
	return ok || strings.HasPrefix(l, "Disassembly of ")
}

func startsWithAny(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// lang is the language with the most marks, if a fifth of the lines
// have them and twice as many as any other's; else prose.
func (v *votes) lang() Lang {
	best, second, lang := 0, 0, Prose
	md := v.md
	if v.mdMarks == 0 {
		md = 0 // lists and tables alone: a program's output as often
	}
	for _, x := range []struct {
		n int
		l Lang
	}{{v.asm, Asm}, {v.ir, IR}, {v.c, CLike}, {v.py, Hash}, {v.goasm, GoAsm}, {v.pydis, PyDis}, {v.objdump, ObjDump}, {v.javap, JavaP}, {v.gimple, Gimple}, {v.diag, Diag}, {v.ast, ClangAST}, {v.wat, Wat}, {v.rtl, RTL}, {v.nm, NM}, {v.aslist, AsList}, {md, Markdown}, {v.markup, Markup}, {v.gotree, GoTree}, {v.beam, Beam}, {v.yarv, Yarv}, {v.phpop, PhpOp}, {v.dwarf, Dwarf}, {v.typeset, Typeset}, {v.mca, MCA}, {v.guile, Guile}, {v.sections, Prose}} {
		switch {
		case x.n > best:
			best, second, lang = x.n, best, x.l
		case x.n > second:
			second = x.n
		}
	}
	n := v.n
	if v.arrows > 0 {
		n -= v.frame // the frames' suggestions, helps and notes: their messages'
	}
	if 5*best < n || best < 2*second {
		// Set text marks few of its lines (an option's bold name, a
		// word broken at a line's end), and nothing else marks it.
		if lang == Typeset && best >= 3 && 20*best >= n && best >= 2*second {
			return Typeset
		}
		return Prose
	}
	return lang
}

// Sniffer decides the language of each section of a run once, from the
// lines of many files, so that every file's edits of one section are
// cut alike: one file's few changed lines may look like prose, or like C
// where assembly quotes its source in comments.
type Sniffer struct {
	votes map[string]*votes // by section, its path abstracted
}

// Add counts the marks of a file's sections.
func (s *Sniffer) Add(file string, sections []Section) {
	if s.votes == nil {
		s.votes = map[string]*votes{}
	}
	for _, sec := range sections {
		what := abstractWhat(file, sec.What)
		if l, ok := extLang(what); ok && l != Asm {
			continue
		}
		v := s.votes[what]
		if v == nil {
			v = &votes{}
			s.votes[what] = v
		}
		if v.n < 4000 {
			v.add(sec.Lines)
		}
	}
}

// Langs is the language of each section of a run, by its name with the
// path abstracted ("stdout", "output:{.}.s"); a section it lacks is told
// by the name of its output, else by its own lines.
type Langs map[string]Lang

// Langs returns the languages the lines added so far say.
func (s *Sniffer) Langs() Langs {
	out := Langs{}
	for what, v := range s.votes {
		l, ok := extLang(what)
		out[what] = v.langFor(l, ok)
	}
	return out
}

// of is a section's language.
func (l Langs) of(what string, lines []string) Lang {
	if lang, ok := l[what]; ok {
		return lang
	}
	return langOf(what, lines)
}

// lex cuts a line into classed tokens, spaces left out. Words are
// [A-Za-z_][A-Za-z0-9_]* (in assembly also with . $ and a leading %),
// numbers start with a digit, strings and comments run to their end or
// the line's, and any other character is a token of its own. By hand: a
// regular expression took a fifth of a 3,000-file report's time.
func lex(lang Lang, l string) []Token {
	tab := &tables[lang]
	if tab.columns != nil {
		cut, ok := tab.columns(l)
		if !ok {
			return []Token{{Text: strings.TrimSpace(l), Class: Comment}}
		}
		l = cut
	}
	if lang == CLike && starContinued(l) {
		return []Token{{Text: strings.TrimSpace(l), Class: Comment}}
	} else if lang == CLike {
		l = unContinued(l)
	}
	var buf [lexBuf]Token
	out := buf[:0] // see lexBuf
	header := lang == GoAsm && l != "" && l[0] != '\t' && l[0] != ' '
	if header {
		out, l = goSymbol(out, l)
	}
	first := !header // the line's first word: a mnemonic in assembly
	paths := svgPaths(lang, l)
	for i := 0; i < len(l); {
		c := l[i]
		j := i + 1
		class := Punct
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == '\v':
			i = j
			continue
		case (c == '"' || c == '`' || c == '\'' && !tab.symbols && quoteEnds(l, i, lang)) && !tab.prose:
			j = stringEnd(l, i)
			class = String
		case tab.comment(l, i):
			j = commentEnd(l, i)
			class = Comment
		case c >= '0' && c <= '9':
			j, class = numberEnd(lang, l, i, paths), Number
		case !tab.symbols && dumpedLabel(l, i):
			j, class = labelEnd(l, i), Label
		case pathCommand(l, i, paths):
			// An SVG path's command, its number after it: the path's data,
			// laid out anew, is numbers and commands alike.
			class = Number
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || tab.symbols && (c == '.' || c == '%' || c == '@') && j < len(l) && symStart(l[j]),
			lang == Wat && c == '$' && j < len(l) && symStart(l[j]),
			tab.mnemonicFirst && c == '$' && j+1 < len(l) && l[j] == 'L' && (l[j+1] >= '0' && l[j+1] <= '9' || l[j+1] == '_'), // gcc's local labels for Alpha and MIPS, $L63; LLVM's for PTX, $L__BB1_14
			lang == IR && (c == '%' || c == '@') && j < len(l) && l[j] == '.':
			// An IR value's name may start with a dot (%.pre, %.promoted4).
			j = nameEnd(lang, l, i, j)
			class = nameClass(l[i:j])
			if prefixed(lang, l, i, j) {
				j, class = stringEnd(l, j), String
			}
		case c == '{' && nameMark(l, i) > 0: // the file's name abstracted: a name, not braces "export {};" shares
			j = i + nameMark(l, i)
			out, first, i = append(out, Token{Text: l[i:j], Class: Ident}), false, j
			continue
		case c >= utf8.RuneSelf:
			_, n := utf8.DecodeRuneInString(l[i:])
			j = i + n
		}
		t := Token{Text: l[i:j], Class: class}
		if t.Class == Ident {
			t.Class = classify(lang, l, t.Text, j, first)
			if header && len(out) > 0 && t.Class == Ident && !strings.ContainsAny(t.Text, ".:/·$") {
				t.Class = Word
			}
			t.gen = t.Class == Ident && generated(lang, t.Text)
			// A label's definition ("loop:") and a prefix (rep, lock,
			// notrack) come before the mnemonic.
			if !(tab.mnemonicFirst && (labelDef(l, j) || prefix[t.Text])) {
				first = false
			}
		}
		out = append(out, t)
		i = j
	}
	return slices.Clip(slices.Clone(out))
}

// lexBuf is how many tokens lex cuts into a buffer on the stack before it
// moves to the heap (more than nearly every line holds); they are copied
// out at the length they came to, so a line's tokens cost one allocation
// of their size (sized by a guess and grown as they came, they were a
// third of lexing).
const lexBuf = 64

// nameMark is the length of the mark of the file's name abstracted
// (see abstract) that starts at l[i], "{.}", "{/}" or "{/.}", or 0 where
// none does: "{}" is code's too, and "{.}" between braces a template's
// ("{{.}}"), while a name between braces is code's ("{{/.}}" of
// "{{transformer}}").
func nameMark(l string, i int) int {
	for _, m := range [...]string{"{/.}", "{.}", "{/}"} {
		if !strings.HasPrefix(l[i:], m) {
			continue
		}
		if m == "{.}" && i > 0 && l[i-1] == '{' && i+len(m) < len(l) && l[i+len(m)] == '}' {
			return 0
		}
		return len(m)
	}
	return 0
}

// prefixed reports whether the name l[i:j] prefixes a string that
// starts at l[j]. A string's prefix is the string's: f"{a}_{b}" is one
// literal, as `${a}_${b}` is (Python's f, r, b; C's L, u8, R); its mark
// keeps the prefix (f"…"). Not a shell variable's name ($f"x"), nor a
// letter before an apostrophe in prose (see quotedAfterPrefix).
func prefixed(lang Lang, l string, i, j int) bool {
	return stringPrefix(lang, l[i:j]) && (i == 0 || l[i-1] != '$') && j < len(l) &&
		(l[j] == '"' || l[j] == '\'' && quotedAfterPrefix(l, j, lang))
}

// goSymbol cuts the symbol that heads a Go listing's block at the line's
// start (its name, then its kind, STEXT, and attributes, dupok size=8):
// the symbol is all before its kind, spaces and all (go.shape.struct {
// … }). It returns out with the symbol's token and the rest of the line.
func goSymbol(out []Token, l string) ([]Token, string) {
	at := goKindAt(l)
	if at <= 0 {
		return out, l
	}
	sym := l[:at]
	t := Token{Text: sym, Class: Ident, gen: generated(GoAsm, sym)}
	if hashed(sym) {
		t.Class = Label
	}
	return append(out, t), l[at:]
}

func symStart(c byte) bool { return word(c) }

// unContinued is a line of C-like code without the backslash that ends
// it (a macro's): it joins the line to the next, which is where lines
// break, not what they say.
func unContinued(l string) string {
	if t := strings.TrimRight(l, " \t"); strings.HasSuffix(t, "\\") {
		return t[:len(t)-1]
	}
	return l
}

// nameEnd returns where the name that starts at l[i] and goes on at l[j]
// ends: in assembly and IR, names hold '.' and '$' too; an IR value's or
// global's, dashes between them ([%@][-a-zA-Z$._][-a-zA-Z$._0-9]*, the
// Language Reference's identifiers: %lpad.split-lp); in a Go listing, the
// '·' of a package's symbol and the ':' of "type:main.T" as well.
func nameEnd(lang Lang, l string, i, j int) int {
	symbols := tables[lang].symbols
	for j < len(l) {
		switch {
		// A dollar sign inside a name is one of its letters in
		// JavaScript (Babel's temporaries, _initOpts$errors) and in C
		// with GCC's extension. One that leads stays a mark of its own:
		// GNAT's expanded code marks calls so ($ada__tags__check_tsd),
		// and a name read whole there split its checks suppressed into
		// two kinds.
		case word(l[j]) || (symbols || lang == CLike) && l[j] == '$' || symbols && l[j] == '.':
			j++
		case lang == IR && l[j] == '-' && j+1 < len(l) && (word(l[j+1]) || l[j+1] == '.' || l[j+1] == '$') && (l[i] == '%' || l[i] == '@' || i == 0 && irLabelDef(l)):
			j++
		case lang == GoAsm && strings.HasPrefix(l[j:], "·"):
			// A symbol named by its content's hash, in base64.
			j += len("·")
			for j < len(l) && (word(l[j]) || l[j] == '+' || l[j] == '/' || l[j] == '=') {
				j++
			}
		case lang == GoAsm && l[j] == ':' && j+1 < len(l) && word(l[j+1]):
			j++
		default:
			return j
		}
	}
	return j
}

// irLabelDef reports whether an IR line defines a basic block's label
// ("do.end174.loopexit.unr-lcssa:", "8:"): its first word, dashes and
// all, ends in a colon. The label's name is the one its uses write as
// %do.end174.loopexit.unr-lcssa, one name.
func irLabelDef(l string) bool {
	i := 0
	for i < len(l) && (word(l[i]) || l[i] == '.' || l[i] == '$' || l[i] == '-') {
		i++
	}
	return i > 0 && i < len(l) && l[i] == ':'
}

// quoteEnds reports whether the ' at l[i] starts a literal that ends on
// the line: a C character or a Python string, not an apostrophe in prose.
func quoteEnds(l string, i int, lang Lang) bool {
	if lang == Prose {
		return i == 0 || !word(l[i-1])
	}
	return strings.IndexByte(l[i+1:], '\'') >= 0
}

// stringEnd returns the end of the literal that starts at l[i], after its
// closing quote (backslash escapes skipped) or at the end of the line.
func stringEnd(l string, i int) int {
	q := l[i]
	for j := i + 1; j < len(l); j++ {
		switch {
		case l[j] == '\\' && q != '`':
			j++
		case l[j] == q:
			return j + 1
		}
	}
	return len(l)
}

// stringPrefix reports whether a name may be a string literal's prefix
// in source code: Python's f, r, b, u and their pairs (rb, fr), C and
// C++'s L, u, U, u8, R (LR, u8R): at most three of those letters.
func stringPrefix(lang Lang, name string) bool {
	if tables[lang].machine || tables[lang].prose || len(name) > 3 {
		return false
	}
	for i := range len(name) {
		if !strings.ContainsRune("fFrRbBuUL8", rune(name[i])) {
			return false
		}
	}
	return name[0] != '8'
}

// quotedAfterPrefix reports whether the apostrophe at l[k], after a
// string prefix, opens a string: one closes it later on the line, and in
// prose no word character follows that one (f'{x}', not L'utilisateur
// n'existe, whose apostrophes are a language's).
func quotedAfterPrefix(l string, k int, lang Lang) bool {
	end := strings.IndexByte(l[k+1:], '\'')
	if end < 0 {
		return false
	}
	after := k + 1 + end + 1
	return lang != Prose || after == len(l) || !word(l[after])
}

// commentEnd returns where the comment at l[i] ends: after "*/" for a
// block comment closed on the line, else at the line's end.
func commentEnd(l string, i int) int {
	if strings.HasPrefix(l[i:], "/*") {
		if k := strings.Index(l[i+2:], "*/"); k >= 0 {
			return i + 2 + k + 2
		}
	}
	if strings.HasPrefix(l[i:], "<!--") {
		if k := strings.Index(l[i+4:], "-->"); k >= 0 {
			return i + 4 + k + 3
		}
	}
	if strings.HasPrefix(l[i:], "(;") {
		if k := strings.Index(l[i+2:], ";)"); k >= 0 {
			return i + 2 + k + 2
		}
	}
	return len(l)
}

// classify classes a word token: kept (a mnemonic, directive, keyword or
// plain word) or an operand.
func classify(lang Lang, l, t string, end int, first bool) Class {
	tab := &tables[lang]
	switch {
	case tab.mnemonicFirst:
		switch {
		case t[0] == '%':
			return Register
		case localLabel(t) || lang == GoAsm && hashed(t):
			return Label
		case t[0] == '@':
			return Word // @function, @progbits
		case first && !labelDef(l, end):
			return Word // the mnemonic or directive
		case !first && tab.registers(t):
			return Register
		case tab.keywords[t], lang == RTL && rtlWord(l, t, end):
			return Word // a type's name in WebAssembly ("i32"), an RTL code
		}
		return Ident
	case lang == IR:
		switch {
		case t[0] == '%':
			return Register
		case t[0] == '@':
			return Ident
		case irWords[t] || strings.HasPrefix(t, "i") && allDigits(t[1:]):
			return Word
		case end > len(t) && l[end-len(t)-1] == '!':
			// A metadata kind (!dbg, !tbaa, !kcfi_type) or a named
			// node's name: the language's, not the program's.
			return Word
		}
		return Ident
	case lang == Gimple && !tab.keywords[t] && gimpleSSA(t):
		return Register
	case lang == Diag:
		if diagName(l, t, end) {
			return Ident
		}
		return Word
	case lang == ClangAST:
		if astKind(t) || astWords[t] || cWords[t] {
			return Word
		}
		return Ident
	case lang == NM && first:
		return Ident // a table's line leads with its symbol's name, whatever it is
	case lang == NM && strings.HasPrefix(t, "R_"):
		return Word // a relocation's type (R_X86_64_PLT32)
	case lang == Dwarf:
		if dwarfWord(t) {
			return Word
		}
		return Ident
	case tab.keywords != nil:
		if tab.keywords[t] && !(lang == CLike && nameByPlace(l, end-len(t), end)) {
			return Word
		}
		return Ident
	}
	if strings.ContainsAny(t, "_0123456789") {
		return Ident // a generated name in prose: f2_step, v_I, L310
	}
	return Word
}

// nameByPlace reports whether the keyword of C-like code at l[i:end] is
// a name where it stands: a member after a dot ("opts.error", "x.type")
// or a variable assigned ("error = opts.error,"). C-like code's keywords
// are those of every language written so (Go's "error" and "len",
// JavaScript's "type" as a variable), and a name in one language read as
// another's keyword was kept concrete in a shape where every other name
// became a hole. The keywords a language writes after a dot (see
// dotWords) and C++'s "operator=" stay keywords.
func nameByPlace(l string, i, end int) bool {
	t := l[i:end]
	j := i - 1
	for j >= 0 && (l[j] == ' ' || l[j] == '\t') {
		j--
	}
	if j >= 0 && l[j] == '.' && (j == 0 || l[j-1] != '.') {
		return !dotWords[t]
	}
	k := end
	for k < len(l) && (l[k] == ' ' || l[k] == '\t') {
		k++
	}
	return k < len(l) && l[k] == '=' && (k+1 == len(l) || l[k+1] != '=' && l[k+1] != '>') && t != "operator"
}

// dotWords are keywords that C-like languages write after a dot: Rust's
// x.await, Java's String.class, Outer.this, Outer.super.f() and
// outer.new Inner(), C++'s obj.template f<T>().
var dotWords = set("await class this super new template")

// hashed reports whether a Go listing's symbol is named by a hash of its
// content (gclocals·yr4yLQlPnRVKirpHM7hJfw==): it changes whenever its
// content does, as a local label's number does.
func hashed(t string) bool {
	_, h, ok := strings.Cut(t, "·")
	return ok && len(h) >= 16
}

// localLabel reports whether t is an assembler's local label: .L23,
// .LFB4, .LC0, .Ltmp3, $L63 (gcc's for Alpha and MIPS) and $L__BB1_14
// (LLVM's for PTX).
func localLabel(t string) bool {
	return len(t) > 2 && t[0] == '.' && t[1] == 'L' && (word(t[2]) || t[2] == '.') ||
		len(t) > 2 && t[0] == '$' && t[1] == 'L' && allDigits(t[2:]) ||
		len(t) > 4 && strings.HasPrefix(t, "$L__")
}

// dumpedLabel reports whether an assembler's local label starts at l[i]
// in a language that does not read names with dots (.LC3, .Ltmp3,
// .L.str.1 in llvm-readobj's or readelf's symbols, a linker map, a
// debugger's dump): a dot and an L that start a word, and a digit in the
// label. Renumbered, it is a side effect in any language.
func dumpedLabel(l string, i int) bool {
	if l[i] != '.' || i > 0 && (word(l[i-1]) || strings.IndexByte("./$@-", l[i-1]) >= 0) {
		return false
	}
	// A compiler's label ends in its number (.LBB0_2, .Ltmp3, .L.str.1),
	// and is no member set or path: not C's designated initializer
	// (.L1d = 32, .L2 = 32), a CSS class (.L2-nav), a file (.L1cache).
	// A label and an offset is one (.LCPI5_1-0x4, llvm-objdump's
	// relocations).
	end := labelEnd(l, i)
	if !localLabel(l[i:end]) || l[end-1] < '0' || l[end-1] > '9' || end < len(l) && l[end] == '-' && !(end+1 < len(l) && l[end+1] >= '0' && l[end+1] <= '9') {
		return false
	}
	k := end
	for k < len(l) && (l[k] == ' ' || l[k] == '\t') {
		k++
	}
	return k == len(l) || l[k] != '=' || k+1 < len(l) && l[k+1] == '='
}

// labelEnd returns where a label that starts at l[i] ends: word
// characters and dots.
func labelEnd(l string, i int) int {
	j := i + 1
	for j < len(l) && (word(l[j]) || l[j] == '.') {
		j++
	}
	if l[j-1] == '.' && j-1 > i+2 {
		j-- // a sentence's full stop
	}
	return j
}

// labelDef reports whether the word ending at l[end] is defined as a label
// ("name:").
func labelDef(l string, end int) bool {
	return end < len(l) && l[end] == ':'
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// register reports whether a bare word is a register of x86-64 (Intel
// syntax), AArch64 or RISC-V.
func register(t string) bool {
	if x86Regs[t] {
		return true
	}
	// r8-r15 with suffixes, xmm/ymm/zmm/k, x0-x30, w0-w30, v/q/d/s/h/b0-31, a0-a7, t0-t6, s0-s11
	for _, p := range []string{"xmm", "ymm", "zmm", "r", "x", "w", "v", "q", "d", "s", "h", "b", "a", "t", "k"} {
		if rest, ok := strings.CutPrefix(t, p); ok {
			rest = strings.TrimRight(rest, "dwb")
			if allDigits(rest) && len(rest) <= 2 {
				return true
			}
		}
	}
	return false
}

var x86Regs = set("rax rbx rcx rdx rsi rdi rbp rsp rip eax ebx ecx edx esi edi ebp esp eip ax bx cx dx si di bp sp al bl cl dl ah bh ch dh sil dil bpl spl xzr wzr lr fp zero ra gp tp pc")

// prefix holds the x86 prefixes written before a mnemonic.
var prefix = set("rep repz repnz repe repne lock notrack bnd data16 cs ds es ss fs gs")

// cWords are the keywords and predeclared names of C, C++, Go, Java, Rust
// and JavaScript, and the preprocessor's directives: kept in shapes, so
// "interface{} → any" keeps its words.
var cWords = set(`auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while _Bool bool true false NULL nullptr
class namespace template typename public private protected virtual override final new delete this throw try catch operator friend using constexpr noexcept decltype static_cast dynamic_cast reinterpret_cast const_cast
func package import type interface map chan go defer select range fallthrough var any error string byte rune int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 complex64 complex128 nil iota make len cap append copy panic recover print println
fn let mut impl trait pub use mod crate self Self super where match loop as ref dyn move unsafe async await yield usize isize u8 u16 u32 u64 i8 i16 i32 i64 f32 f64 str Some None Ok Err Box Vec String Option Result
function let var export instanceof typeof undefined extends implements abstract boolean native synchronized transient throws
include define undef ifdef ifndef elif endif pragma line error warning size_t ssize_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t uintptr_t intptr_t ptrdiff_t`)

// pyWords are Python's keywords and builtins, and the shell's.
var pyWords = set(`False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield self cls
print len range str int float bool list dict set tuple object type isinstance super open enumerate zip map filter sorted min max sum any all repr
then fi do done esac case function local export echo`)

// irWords are LLVM IR's keywords: every instruction of the Language
// Reference's "Instruction Reference" (terminators, unary, binary,
// bitwise, vector, aggregate, memory, conversion and other operations),
// their flags, the words of types, linkage and constants, and the
// attributes of functions and parameters ("Function Attributes",
// "Parameter Attributes"): an attribute added to a group is one word
// added, whatever stands beside it.
var irWords = set(`define declare call ret br switch indirectbr invoke callbr resume catchswitch catchret cleanupret unreachable
fneg add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor
extractelement insertelement shufflevector extractvalue insertvalue
alloca load store fence cmpxchg atomicrmw getelementptr inbounds
trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast
icmp fcmp phi select freeze va_arg landingpad catchpad cleanuppad cleanup catch filter unwind
nsw nuw exact disjoint nneg samesign volatile atomic
label to align ptr void float double half nonnull noundef dso_local local_unnamed_addr unnamed_addr private internal global constant
tail musttail notail eq ne sgt sge slt sle ugt uge ult ule true false null undef poison x attributes metadata
alignstack allockind allocsize alwaysinline builtin cold convergent disable_sanitizer_instrumentation fn_ret_thunk_extern hot inlinehint
jumptable memory minsize naked nobuiltin nocallback noduplicate nofree noimplicitfloat noinline nomerge nonlazybind noprofile noredzone
noreturn norecurse nosanitize_bounds nosanitize_coverage nosync nounwind null_pointer_is_valid optforfuzzing optnone optsize
returns_twice safestack sanitize_address sanitize_hwaddress sanitize_memory sanitize_memtag sanitize_thread shadowcallstack
speculative_load_hardening speculatable ssp sspreq sspstrong strictfp uwtable mustprogress willreturn nocf_check vscale_range
none read write readwrite argmem inaccessiblemem
zeroext signext noext inreg byval byref preallocated inalloca sret elementtype noalias nocapture captures nest returned
dereferenceable dereferenceable_or_null swiftself swiftasync swifterror immarg nofpclass allocalign allocptr readnone readonly
writeonly writable initializes dead_on_unwind range`)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// Known reports whether l is a language this corral has a table for: a
// stored run's languages come from any corral, or an edit.
func (l Lang) Known() bool { return int(l) < len(tables) }

// irInferred are the attributes of LLVM IR that its optimizer infers from
// a function's code (the FunctionAttrs and Attributor passes: whether it
// frees, recurses, returns, what memory it touches, whether its
// pointer arguments escape or are only read), on a define's line or in
// an attribute group (attributes #N = { … }): code changed for any cause
// changes them, as it changes an assembly function's .cfi directives.
// Attributes that a flag asks for (sspstrong, "frame-pointer",
// nonlazybind, uwtable) are not among them, nor nounwind, which rustc's
// panic=abort sets on every function, nor cold and noreturn, which the
// source and profiles set too.
var irInferred = set("nofree norecurse nosync willreturn mustprogress memory argmem inaccessiblemem read write readwrite none " +
	"readnone readonly writeonly argmemonly inaccessiblememonly inaccessiblemem_or_argmemonly speculatable nocallback nocapture")
