// Package kinds names the causes of a run's changes, so that one compiler
// change seen in 2,000 files is one kind of change, not 2,000 diffs, and
// eight independent changes are eight kinds, not one kind per file. It
// holds on what real compilers emit (assembly, IR, listings, generated
// code), where every line looks alike, as on source code and prose.
//
// # Languages
//
// Each section's language (see Lang) has a table of what the tokenizer
// and the edits know of it: machine code or not, comment syntax, which
// words are registers and which are kept, columns to ignore (a Go
// listing's offsets), lines that are only bytes (its hex dump), and the
// directives that describe the code (.cfi_*, PCDATA). A token is kept
// (mnemonics, directives, keywords, punctuation) or classed as an
// operand (names, registers, numbers, local labels, strings, comments).
//
// # Units and edits
//
// Each output's own units (an assembly function, an IR define, a
// listing's symbol, a top-level declaration) are found by layout (see
// UnitStarts), and every edit knows its unit: edits that come together in
// a unit have one cause far more often than edits that come together in
// a file. Edits are cut from a line diff near the shortest (see
// DiffNear); a diff's changed lines are paired by content, each pair diffed
// token by token; lines broken elsewhere are diffed as one stream. A run
// of changed tokens is a part; a line's parts are one edit. An edit that
// only renumbers, shifts, re-aligns or re-comments, and in machine code
// any instruction changed, is a side effect.
//
// # Shapes and kinds
//
// Each part has an abstract shape (operands as $1, %1, #, .L#, "…",
// «comment») and a concrete one; a frequent concrete form is a shape of
// its own, one rule in many contexts one shape (see Part.Hole and
// Part.Skeleton), and in machine code a symbol come or gone one shape
// whatever its name, class and attributes ("± a symbol"),
// in C-like code a top-level declaration ("± a declaration"). Shapes become
// kinds, the most widespread first: a shape joins the kind of another
// part of its edits or of edits it shares hunks with most often (see
// Catalog.partners), a kind of nearly the same files, the kind whose
// units hold (nearly) all of its own (a cause's rarer facet), or the
// kind whose files hold them where chance would not put them (and a kind
// made first is folded into such a kind); side effects are facets of the kinds in their units (in
// machine code, else of their file's); what is left makes kinds, and
// every changed file is in one. Kinds are grouped in families by what
// they change, as many as there are. A kind's ID is "k" and 7 hex digits
// of its leading shape's SHA-256, stable from run to run, so that 'corral
// accept --kind' can name it.
//
// The file's own path is abstracted wherever it appears (src/a/b.bas →
// {}, src/a/b → {.}, b.bas → {/}, b → {/.}), as in the diff of a compiler
// that prints its input's name; in a diff's lines where it has 3 bytes
// at least, in a section's name however short.
package kinds

import (
	"path"
	"strings"
)

// Version names the algorithm that makes kinds: kinds stored with a run
// under another version are made again, with a note, not reinterpreted.
const Version = 103 // 103: a dash alone after a file's name is a cell of a row with no number in it (the row that ends a sequence of the decoded line table, "bitstream.h  -  0x19d5"), not a line of other text beside the rows: GNU readelf's decoded line table with -fno-inline, the rows of headers' functions gone, one edit again; a dash elsewhere ("Test 1 - ok", git's numstat "-  -  logo.png") no cell; 102: what a reading of 98 to 101 as an attacker found: a construct's lines link to its head only where they are in half the files that show them (a line alone in ten files is no part of the one function it was also in); a construct moves with its block through the memo; a head's brace alone on the next line (Allman) is its body's, a brace alone no head; each part of an edit keeps its own names, with their direction (removed or added); 101: a kind of edits joins a larger kind whose side effects name what its edits name (their first name) in nearly all of its files (the declarations of memcpy and memset gone with the calls to them); 100: in LLVM IR a name after "!" (a metadata kind, !kcfi_type, !dbg) is the language's word, not the program's name; 99: where no edit of a kind is in (nearly) all of its files, a side effect that is and names what it is (a mnemonic and a name: "call __morestack") may lead it; 98: the lines of a construct come or gone whole (a declaration, a call or a list: the lines indented under its head and its closing line) linked to its head as one edit's parts are; a file's name abstracted ({/.}, {.}, {/}) one name, not braces a line may share ("export {};" paired with a declaration that named its file); 97: a quoted line of source changed is no line moved unless its text stands on the other side (its form, numbers masked, matched any line of the same words: a stderr table's "1 | apple 1" → "1 | apple 10" read as lines moved); 96: one reading of a line that quotes the source, in compilers' diagnostics too (Babel's ">" marker, esbuild's "│" and its "╵" under the carets); 95: a line of stderr that quotes the source a message points at (a numbered gutter, Babel's ">  8 |" marker, esbuild's "│", the carets under it) one comment in any language, not only in compilers' diagnostics (Babel failing on class fields: node's error and a code frame of each file's own source); 94: in a kind of side effects alone, a comment changed (the hex dump of the flags a Go object records) sets no bar for what leads (Go -B: the bounds check's call leads, not the dump); 93: a dollar sign inside a name a letter of C-like code's names (Babel's _opts$keepAlive); a keyword of C-like code a name after a dot (opts.error; .await stays a keyword) or before an assignment (error = opts.error,); 92: an export dropped before a declaration (export function f → function f) linked by the name it declares to the edits that export that name (exports.f = f), and a kind met in one file joins the one kind of its file once linked kinds are joined (ES modules as UMD), never a changed exit status; export a keyword; an LLVM IR block label defined with dashes in its name (do.end174.loopexit.unr-lcssa:) one name, as its uses (%do.end174.loopexit.unr-lcssa) are; 91: padding said alone (*fill* 0x… 0x7) a side effect in any language; a name and its offset (free-0x4, .rodata+0x47c) a row's field of data, .LCPI5_1-0x4 a local label; beside rows that came and went, rows of data come, gone or in another's place in small hunks are that rule, and rows renumbered or moved the table laid out anew; a hunk of a table's rows keyed by numbers, its keys moved, diffed again by each row's masked form (numbers and local labels masked): rows equal but for them are the table laid out anew, one side effect, and the rows left of data (numbers and names, no code) come or go whole, one rule, "± a row of a table", never paired by position with another row (gcc's relocations with -fno-inline: ~ malloc → COVER_best_finish); a record come whole read first; a line that starts as a directive but whose next two fields are 0x numbers apart by spaces is a row of a table of sections, a vote for text (GNU ld's map); 90: a name renamed by adding the same words around it (memcpy → __asan_memcpy) one rule whatever the name, "~ ▢ → __asan_▢"; a section whose lines only moved (the lines it removes are the lines it adds) is lines moved in every hunk; records paired by who they are: a record's numbers masked, not the digits of its names (dec32table and dec64table two symbols); a record whose fields only it holds, on each side, all stand in one other record of the other side is paired with none but that one (in a whole text, not a hunk's lines); a hunk of a diff read by records pairs no record its whole text left unpaired (its head and end changed lines); columns realigned in a record the same fields; .LC3, .Ltmp3, .L.str.1 local labels in any language (ending in a number, no member set nor path), their renumbering a side effect a change anywhere in the file brings; 89: records of data (a head that ends in {, [ or (, a field "Key: value" a line, the end at the head's indentation: llvm-readobj's symbols, JSON) are diffed record by record, the diff edits are cut from too: records the same but for their numbers paired, the rest by the fields they share; a record come or gone whole, one of a list of records of its head, neither re-wrapped nor moved, is one edit, "+ Symbol { Name: … }"; 88: a hunk of rows keyed by numbers laid out anew (readelf's location lists and decoded line table: an offset, or a file's name and line, first, then what is there; an offset in brackets, [0x000000b9], a key) is one edit, "≈ rows of numbers changed", where two rows at least stand on each side, their keys moved, no word stands on one side only, and a line that is no row (one field apart) or a row of one number stands on the other side too, numbers masked; a side effect a change anywhere in its file brings where each side holds two rows at least; beside such a table, a section's edits of rows alone (one or two a hunk) are its rows, unless a row's word changed; 87: what a reading of 84 to 86 as an attacker found: a bare help or note votes for no diagnostic, a frame's lines vote for nothing only where arrows are; suggestions (also "  - import os") are a frame's only where the text is read as diagnostics; objdump's words are its code only padded before the tab (not fadd of --no-show-raw-insn); a call's numbers keep their count; 86: a finding written as a frame of the source (ruff's, rustc's: "--> x.py:3:5", a gutter, carets, a suggestion's "147 + code", help and notes) is a diagnostic, its frame context; 85: a method's call in a rule's skeleton names what it is called on by its first token's class, in a chain too ("a".concat(b).concat(c)); 84: objdump's code column in 16- and 32-bit words (MIPS, RISC-V, ARM) cut as bytes are; 83: what a reading of 79 to 82 as an attacker found: a replacement's skeleton joins its forms only where the rule moves the names it joined into a string ("…{▢}…"), other rules' forms stay apart; a string's mark keeps its prefix (u"…", f"…"); an interpolating string is shared once, for whole names between its braces and whole literals outside them; runs over 64 tokens and strings over 512 bytes no rule; PTX's bare instructions a list (ret, exit); a block's end with a comment ("} // callseq 91") a side effect, "//" no comment in a label's lead; in prose a prefix letter before an apostrophe no string; 82: a list of numbers in a whole line's shape is one of any length, "#, …" (a coverage map's branch counters); 81: a method's call in a rule's skeleton is what it is called on and the method ("…".format(…) made one string), a prefixed string quoted with ' one literal in prose too; 80: go tool objdump's lines a Go listing's, read by their instruction and relocation; NVIDIA's PTX assembly (its instructions end in ";"), $L__BB1_14 a local label; a comment's text no label's lead; only a braced string interpolates, and only whole literals; 79: a concatenation made one string (an f-string, a template literal) is one rule whatever it joined, "~ ▢ + … → "…"": a replacement in source code has a skeleton with its operands' forms left out; a string's prefix (f, r, b, L, u8) is the string's; a string holds the names it interpolates, which pair its line; 78: nm's System V format (name|value|class|type|size|line|section) a symbol table; 77: $L63 (gcc's local labels for Alpha and MIPS) a local label; 76: a list split one item a line (or joined) is one shape whatever its head (size_t, unsigned, $); 75: what a helper reading 72 to 74 as an attacker found: a number form is a rule at 4 sites a file on average, not 2; a brace alone opens a unit after a block's end or a comment; a Guile instruction of a 4-digit offset no unit, Guile read only with its own offsets' padding and lower-case names, its labels no vote; 74: Guile's bytecode listing (guild disassemble) a language of its own; a label L12: local, no unit; 73: numbers shifted in source code stay one shape, "~ # → #", whatever their concrete numbers; 72: a brace alone at the outermost level opens the body of the declaration above, no unit of its own; numbers changed alone in source code the same way in a fifth of the files, twice a file, are a rule, an edit ("~ 8 → 16"); 71: only a package is split where it spans half of the text, other containers at three quarters again; a container's word is letters and underscores (install_package is none); members of CRLF text found as of LF text; 70: a hunk whose lines are the lines it removed, blank lines apart, moves them (imports regrouped); 69: a package is a container (GNAT's Ada), and a line a declaring word heads ("procedure P (X : T) is") one of its members, at the least indentation such lines have; a container split into members where it spans more than half of the text; 68: members only where their head declares, the block memo keyed by them; rows fold only where their numbers changed on both sides, as a side effect; cold and noreturn no inferred attributes; a side effects' kind not led by a comment line; 67: a hunk of rows of numbers (a DWARF line table) is one edit, "≈ rows of numbers changed"; 66: in LLVM IR the attributes its optimizer infers from code (nofree, willreturn, memory(…)) describe it, as .cfi does; 65: a member come or gone in a module that is one class is a declaration come or gone; 64: a path's commands split only inside its d="…"; ladders only of one name for another, not past maxVariants; a .su line's file found by its ":N:N:", a VCG node's stack usage kept; quotes matched only where more than quotes; 63: an SVG path's commands and numbers two tokens, its data numbers; 62: gcc's stack usage (.su) and call graphs (VCG) read as tables of functions; 61: a name and the same name quoted are one token (paired, and kept in a stream); renames down a ladder of names (one's new name another's old, in a shared file) are one kind; 60: a line whose numbers alone changed is that line, its runs of numbers one part "~ # → #", an exponent with its sign one number; 59: 57 undone (lines moved stand as before); a container is named by its head before what it opens; 58: a module that is one class has its methods for units; 57: lines moved in source code are a side effect of the kind of their file; 56: a kind of symbols come or gone is labelled with its example's line; 55: one word inserted or deleted with punctuation around it is one rule whatever the punctuation; 54: a block only re-wrapped stays whole where lines are realigned; 53: a C++ namespace's declarations are top-level units; 52: a long run read by its lines' text, not by windows; 51: LLVM IR attributes are words; 50: llvm-mca reports read as tables; 49: long runs only removed or added read in windows; 48: a side effect's facets of one shape merged in a kind; 47: xxd dumps, readelf -S, Emacs TAGS, set text in ASCII; 46: tables of readelf -r, DWARF, ctags, objdump -s, man pages

// DiffNear bounds the edit distance of each search of the line diff that
// edits are cut from (see linediff.LinesNear): a true diff near the
// shortest, which costs a fraction of the shortest where whole functions
// were rewritten (the diff was half of a check's kinds there). The diff
// a person reads is the shortest; every diff that edits are cut from,
// for kinds, their fit, a bisection or a reduction, is this one.
const DiffNear = 512

// Abstract replaces the file's path and its parts in s ("output:src/a.c"
// of src/a.bas is "output:{.}.c"), where they stand as whole words,
// longest first.
func Abstract(file, s string) string { return abstract(file, s) }

func abstract(file, s string) string { return abstractNames(file, s, 3) }

// abstractWhat abstracts the file's path in a section's name, which is
// the name of the file's own output: however short ("output:op.s" of
// op.c is "output:{.}.s", as "output:ring.s" of ring.c is), or the
// section would be one of that file alone, and its edits no other
// file's. In a diff's lines, names shorter than 3 bytes stay: a file
// named "a" must not make every "a" a name.
func abstractWhat(file, what string) string {
	if s := abstractNames(file, what, 3); s != what {
		return s
	}
	// A name under 3 bytes, once, where it first stands as a word: the
	// output's own name ("output:s.s" of s.c is "output:{.}.s", its
	// extension left as it is).
	base := path.Base(file)
	stem := strings.TrimSuffix(base, path.Ext(base))
	noExt := strings.TrimSuffix(file, path.Ext(file))
	for _, r := range [][2]string{{file, "{}"}, {noExt, "{.}"}, {base, "{/}"}, {stem, "{/.}"}} {
		if r[0] != "" {
			if s := replaceWords(what, r[0], r[1], 1); s != what {
				return s
			}
		}
	}
	return what
}

// abstractLine is abstract for a line of lang: in machine code, a
// mnemonic that reads as the file's name is kept ("loop" in loop.c's
// WebAssembly or x86; a label "loop:" is the function's name).
func abstractLine(lang Lang, file, s string) string {
	if !tables[lang].mnemonicFirst {
		return abstract(file, s)
	}
	i := len(s) - len(strings.TrimLeft(s, " \t("))
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' {
		j++
	}
	if j == i || s[j-1] == ':' {
		return abstract(file, s)
	}
	return s[:j] + abstract(file, s[j:])
}

func abstractNames(file, s string, minLen int) string {
	base := path.Base(file)
	stem := strings.TrimSuffix(base, path.Ext(base))
	if len(stem) >= minLen && !strings.Contains(s, stem) {
		return s // every name replaced holds the stem: the common case, at no cost
	}
	noExt := strings.TrimSuffix(file, path.Ext(file))
	for _, r := range [][2]string{{file, "{}"}, {noExt, "{.}"}, {base, "{/}"}, {stem, "{/.}"}} {
		if len(r[0]) >= minLen {
			s = replaceWords(s, r[0], r[1], -1)
		}
	}
	return s
}

// replaceWords replaces old in s where it is not part of a longer word,
// the first n times (n < 0: every time).
func replaceWords(s, old, new string, n int) string {
	if !strings.Contains(s, old) {
		return s // most lines: no copy
	}
	var b strings.Builder
	prev := byte(0) // the last byte of s written, kept or replaced
	for n != 0 {
		i := strings.Index(s, old)
		if i < 0 {
			break
		}
		end := i + len(old)
		before := prev
		if i > 0 {
			before = s[i-1]
		}
		if word(before) || (end < len(s) && word(s[end])) {
			b.WriteString(s[:i+1]) // one byte on: a match may start inside this one
			prev, s = s[i], s[i+1:]
			continue
		}
		b.WriteString(s[:i])
		b.WriteString(new)
		prev, s, n = old[len(old)-1], s[end:], n-1
	}
	b.WriteString(s)
	return b.String()
}

// internID returns k's id in ids, the next one where k is new: a text's
// symbol for a line diff (linediff.Ints).
func internID(ids map[string]int, k string) int {
	id, ok := ids[k]
	if !ok {
		id = len(ids)
		ids[k] = id
	}
	return id
}

func word(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
