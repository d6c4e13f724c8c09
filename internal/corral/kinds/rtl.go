package kinds

import (
	"regexp"
	"strings"
)

// GCC's RTL dumps (-fdump-rtl-PASS): each function under its ";;
// Function" header, an insn a head line "(insn:TI 9 2 10 2 (set (reg:SI
// 0 ax)" and its operands on the lines below, each ending in the
// source's position, the insn's code and its pattern's name
// ("\"f.c\":25:65 81 {*movsi_internal}"). The numbers a head line opens
// with are the insn's unique ID, its neighbours' and its basic block's:
// an insn added anywhere renumbers the rest, so they are cut as a
// listing's offsets are; so are the position and the code. The pattern
// names the machine instruction, and is kept.

// rtlKinds are the kinds of RTL objects a dump lists at its outermost
// level.
var rtlKinds = set("insn jump_insn call_insn debug_insn note code_label barrier jump_table_data")

// rtlHead reads an object's head line: its kind ("insn"; a mode such as
// ":TI" cut) and what follows its numbers.
func rtlHead(l string) (kind, rest string, ok bool) {
	if len(l) < 2 || l[0] != '(' {
		return "", "", false
	}
	head, rest, _ := strings.Cut(l[1:], " ")
	kind, _, _ = strings.Cut(head, ":")
	if !rtlKinds[kind] {
		return "", "", false
	}
	n := 0
	for {
		f, more, _ := strings.Cut(rest, " ")
		if f == "" || !allDigits(f) {
			break
		}
		rest, n = more, n+1
	}
	return kind, rest, n >= 2
}

// rtlLine reports whether a line is an RTL object's head.
func rtlLine(l string) bool { _, _, ok := rtlHead(l); return ok }

// rtlPosition is the source's position and the insn's code before its
// pattern's name.
var rtlPosition = regexp.MustCompile(`"[^"]*":\d+:\d+( -?\d+)?`)

// rtlColumns cuts an RTL line to what it says: a head line to its kind
// and its body, any line without the source's position and the insn's
// code.
func rtlColumns(l string) (string, bool) {
	if kind, rest, ok := rtlHead(l); ok {
		l = "\t" + kind + " " + rest
	}
	if strings.Contains(l, "\":") {
		l = rtlPosition.ReplaceAllString(l, "")
	}
	return l, true
}

// rtlWords are RTL's codes and the words of its notes, kept in shapes.
var rtlWords = set(`set use clobber parallel sequence call return simple_return pc reg mem subreg scratch const_int const_double const_vector
symbol_ref label_ref if_then_else compare plus minus mult div udiv mod umod and ior xor not neg ashift ashiftrt lshiftrt rotate rotatert
smin smax umin umax zero_extend sign_extend truncate float_extend float_truncate float fix unsigned_float unsigned_fix abs sqrt
ne eq ge gt le lt geu gtu leu ltu unordered ordered nil expr_list insn_list int_list unspec unspec_volatile asm_operands asm_input
addr_vec addr_diff_vec prefetch trap_if cond_exec strict_low_part zero_extract sign_extract vec_select vec_concat vec_duplicate vec_merge
popcount clz ctz ffs parity bswap flags uses orig`)

// rtlWord reports whether a name in RTL is kept: a code, a mode or a
// note's kind in capitals (SI, NOTE_INSN_BASIC_BLOCK, REG_DEAD), or an
// instruction pattern's name ("{*movsi_internal}").
func rtlWord(l, t string, end int) bool {
	if rtlWords[t] || allCapsName(t) {
		return true
	}
	before := strings.TrimSuffix(l[:end-len(t)], "*")
	return strings.HasSuffix(before, "{")
}

// allCapsName reports whether t is a name in capitals, digits and
// underscores, a capital first.
func allCapsName(t string) bool {
	if len(t) < 2 || t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	for i := 1; i < len(t); i++ {
		if c := t[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}
