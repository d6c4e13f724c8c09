package kinds

import "strings"

// WebAssembly's text format, as wasm2wat (wabt) writes a module and its
// objects: S-expressions for the module's parts ("(func $f (type 3)
// (param i32) (result i32)", "(type (;0;) (func (result i32)))"), and a
// function's body one instruction a line, its mnemonic first
// ("i32.const 16", "local.get 0", "br_if 1 (;@2;)", "end"). Names start
// with "$", indexes are numbers, and comments are ";; …" or "(; … ;)"
// (the index wasm2wat notes beside what it numbers).

// watWords are the words of the WebAssembly text format kept in shapes
// beside mnemonics: value types and the fields of a signature and of a
// memory argument.
var watWords = set("i32 i64 f32 f64 v128 funcref externref param result local mut offset align type func")

// watColumns cuts the "(" that opens a module's part, so that its word
// is read as an instruction's mnemonic is: "(local i32 i32)" declares
// locals as "local i32 i32)" would.
func watColumns(l string) (string, bool) {
	t := strings.TrimLeft(l, " \t")
	return strings.TrimPrefix(t, "("), true
}

// watComment reports whether a comment of the WebAssembly text format
// starts at l[i]: ";;" to the line's end, or "(;" to its ";)".
func watComment(l string, i int) bool {
	return i+1 < len(l) && (l[i] == ';' && l[i+1] == ';' || l[i] == '(' && l[i+1] == ';')
}

// watLine reports whether a line has the marks of the WebAssembly text
// format: a module's part opened ("(module", "(func $f", "(type (;0;)",
// "(import \"env\"") or an instruction, indented: one of a type or a
// space ("i32.const 16", "local.get 0", "memory.grow", "i64.store
// offset=8 align=4") or of control ("br_if 1 (;@2;)", "block ;; label =
// @1", "call $f", "end"), its operands numbers, names, memory arguments
// or a comment. Code that reads a property ("this.x", "console.log(x)")
// is not.
func watLine(l string) bool {
	t := strings.TrimLeft(l, " ")
	if len(t) == len(l) && !strings.HasPrefix(t, "(module") {
		return false // wasm2wat indents all but the module's line
	}
	for _, p := range []string{"(module", "(func $", "(func (;", "(type (;", "(import \"", "(export \"", "(global (;", "(memory (;", "(table (;", "(elem (;", "(data (;", "(data $"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	mnemonic, operands, _ := strings.Cut(t, " ")
	operand := operands == "" || operands[0] >= '0' && operands[0] <= '9' || operands[0] == '$' || operands[0] == '-' ||
		strings.HasPrefix(operands, "(;") || strings.HasPrefix(operands, ";;") || strings.HasPrefix(operands, "offset=") || strings.HasPrefix(operands, "align=")
	if space, op, ok := strings.Cut(mnemonic, "."); ok {
		return watSpaces[space] && lowerWord(op) && operand
	}
	switch {
	case !watControl[mnemonic] || !operand:
		return false
	case operands == "":
		return len(l)-len(t) >= 4 // "end" alone, in a function's body
	}
	return true
}

// watSpaces are what an instruction's mnemonic names before its dot: a
// value type, a vector shape, or the space it reads or writes.
var watSpaces = set("i32 i64 f32 f64 v128 i8x16 i16x8 i32x4 i64x2 f32x4 f64x2 local global memory table ref data elem")

// watControl are the instructions of control and their kin, whose names
// have no dot.
var watControl = set("block loop if else end br br_if br_table call call_indirect drop select unreachable nop return_call")

// lowerWord reports whether s is a word of lower-case letters, digits
// and underscores that starts with a letter: "i32", "get", "trunc_sat".
func lowerWord(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}
