package bcom

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
)

// Options control a compilation.
type Options struct {
	// Variant 1 is the reference compiler; 2 changes the C emitted for FOR
	// loops with a STEP; 3 makes two independent changes: variant 2's, and
	// the MOD helper renamed from bmod to mod_b everywhere. Variant N is
	// Version N.
	Variant int
	// Version is bcom's history (see [Changes]): version N makes every
	// change of the versions up to N. 0 and 1 are the reference.
	Version int
	// ReadFile reads an INCLUDEd header, given the including file's name and
	// the name in the INCLUDE statement.
	ReadFile func(from, name string) (string, []byte, error)
}

// Change is one change of bcom's history: the version that made it and
// what it does to the C emitted.
type Change struct {
	Version int
	What    string
}

// Changes is bcom's history, each version one change on top of the last:
// what a bisect over the versions must find, version by version.
var Changes = []Change{
	{2, "the loop test of FOR ... STEP emitted as a conditional expression"},
	{3, "the MOD helper renamed from bmod to mod_b"},
	{4, "the GOSUB overflow message says 'GOSUB stack full'"},
	{5, "a PRINT separator ',' emitted as fputs(\"\\t\", stdout)"},
}

// Versions is the newest version.
const Versions = 5

// has reports whether the compilation makes the change of version v.
func (c *compiler) has(v int) bool { return max(c.opt.Version, c.opt.Variant) >= v }

// Error is a compile error at a line of a file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Stats describe a compiled program.
type Stats struct {
	Lines, Statements, Subroutines, Includes int
}

const maxIncludeDepth = 16

type forLoop struct {
	variable string
	id       int
	step     bool
	file     string
	line     int
}

type jump struct {
	file   string
	line   int
	target int
}

type compiler struct {
	opt     Options
	vars    map[string]bool
	body    strings.Builder
	labels  map[int]bool
	jumps   []jump
	gosubs  int
	fors    []forLoop
	nextFor int
	temps   []string
	stats   Stats
	file    string
	line    int
	toks    []token
	pos     int
	depth   int
}

// Compile translates a program to C.
func Compile(name string, src []byte, opt Options) ([]byte, Stats, error) {
	if opt.Variant == 0 {
		opt.Variant = 1
	}
	c := &compiler{opt: opt, vars: map[string]bool{}, labels: map[int]bool{}}
	if err := c.unit(name, string(src)); err != nil {
		return nil, c.stats, err
	}
	if len(c.fors) > 0 {
		f := c.fors[len(c.fors)-1]
		return nil, c.stats, &Error{f.file, f.line, fmt.Sprintf("FOR %s without NEXT", f.variable)}
	}
	for _, j := range c.jumps {
		if !c.labels[j.target] {
			return nil, c.stats, &Error{j.file, j.line, fmt.Sprintf("jump to undefined line %d", j.target)}
		}
	}
	return c.emit(name), c.stats, nil
}

// unit compiles the lines of one file (the program or a header).
func (c *compiler) unit(name, src string) error {
	saveFile, saveLine := c.file, c.line
	defer func() { c.file, c.line = saveFile, saveLine }()
	c.file = name
	for i, text := range strings.Split(src, "\n") {
		c.line = i + 1
		toks, err := lex(text)
		if err != nil {
			return c.errorf("syntax error: %v", err)
		}
		if len(toks) == 0 {
			continue
		}
		c.toks, c.pos = toks, 0
		c.stats.Lines++
		if t := c.peek(); t.kind == tNum {
			n, _ := strconv.Atoi(t.text)
			if c.labels[n] {
				return c.errorf("line number %d defined twice", n)
			}
			c.labels[n] = true
			fmt.Fprintf(&c.body, "L%d:;\n", n)
			c.pos++
			if c.peek().kind == tEOL {
				continue
			}
		}
		if err := c.statement(); err != nil {
			return err
		}
		if t := c.peek(); t.kind != tEOL {
			return c.errorf("syntax error: unexpected %v after the statement", t)
		}
	}
	return nil
}

func (c *compiler) errorf(format string, args ...any) error {
	return &Error{File: c.file, Line: c.line, Msg: fmt.Sprintf(format, args...)}
}

func (c *compiler) peek() token {
	if c.pos < len(c.toks) {
		return c.toks[c.pos]
	}
	return token{kind: tEOL}
}

func (c *compiler) next() token {
	t := c.peek()
	if c.pos < len(c.toks) {
		c.pos++
	}
	return t
}

func (c *compiler) accept(kind tokKind, text string) bool {
	if t := c.peek(); t.kind == kind && t.text == text {
		c.pos++
		return true
	}
	return false
}

func (c *compiler) expect(kind tokKind, text string) error {
	if !c.accept(kind, text) {
		return c.errorf("syntax error: expected '%s', found %v", text, c.peek())
	}
	return nil
}

func (c *compiler) lineNumber() (int, error) {
	t := c.next()
	if t.kind != tNum {
		return 0, c.errorf("syntax error: expected a line number, found %v", t)
	}
	n, _ := strconv.Atoi(t.text)
	c.jumps = append(c.jumps, jump{c.file, c.line, n})
	return n, nil
}

func (c *compiler) variable() (string, error) {
	t := c.next()
	if t.kind != tIdent || keywords[t.text] {
		return "", c.errorf("syntax error: expected a variable, found %v", t)
	}
	c.vars[t.text] = true
	return "v_" + t.text, nil
}

var keywords = map[string]bool{
	"LET": true, "PRINT": true, "IF": true, "THEN": true, "GOTO": true, "GOSUB": true, "RETURN": true,
	"FOR": true, "TO": true, "STEP": true, "NEXT": true, "REM": true, "END": true, "INCLUDE": true,
	"AND": true, "OR": true, "MOD": true,
}

func (c *compiler) statement() error {
	c.stats.Statements++
	t := c.peek()
	if t.kind != tIdent {
		return c.errorf("syntax error: expected a statement, found %v", t)
	}
	if !keywords[t.text] {
		return c.assignment()
	}
	c.pos++
	switch t.text {
	case "REM":
		return nil
	case "LET":
		return c.assignment()
	case "PRINT":
		return c.print()
	case "IF":
		return c.ifThen()
	case "GOTO":
		n, err := c.lineNumber()
		if err != nil {
			return err
		}
		fmt.Fprintf(&c.body, "goto L%d;\n", n)
	case "GOSUB":
		n, err := c.lineNumber()
		if err != nil {
			return err
		}
		c.gosubs++
		c.stats.Subroutines++
		overflow := "GOSUB stack overflow"
		if c.has(4) {
			overflow = "GOSUB stack full"
		}
		fmt.Fprintf(&c.body, "if (sp == STACK) { fputs(\"%s:%d: %s\\n\", stderr); return 2; }\n", cString(c.file), c.line, overflow)
		fmt.Fprintf(&c.body, "gs[sp++] = %d; goto L%d; R%d:;\n", c.gosubs, n, c.gosubs)
	case "RETURN":
		fmt.Fprintf(&c.body, "if (sp == 0) { fputs(\"%s:%d: RETURN without GOSUB\\n\", stderr); return 2; }\n", cString(c.file), c.line)
		c.body.WriteString("goto dispatch;\n")
	case "END":
		c.body.WriteString("return 0;\n")
	case "FOR":
		return c.forLoop()
	case "NEXT":
		return c.nextLoop()
	case "INCLUDE":
		return c.include()
	default:
		return c.errorf("syntax error: %s cannot start a statement", t.text)
	}
	return nil
}

func (c *compiler) assignment() error {
	v, err := c.variable()
	if err != nil {
		return err
	}
	if err := c.expect(tOp, "="); err != nil {
		return err
	}
	e, err := c.expr()
	if err != nil {
		return err
	}
	fmt.Fprintf(&c.body, "%s = %s;\n", v, e)
	return nil
}

func (c *compiler) print() error {
	newline := true
	for c.peek().kind != tEOL {
		newline = true
		if t := c.peek(); t.kind == tStr {
			c.pos++
			fmt.Fprintf(&c.body, "fputs(\"%s\", stdout);\n", cString(t.text))
		} else {
			e, err := c.expr()
			if err != nil {
				return err
			}
			fmt.Fprintf(&c.body, "printf(\"%%ld\", (long)(%s));\n", e)
		}
		switch {
		case c.accept(tOp, ";"):
			newline = false
		case c.accept(tOp, ","):
			if c.has(5) {
				c.body.WriteString("fputs(\"\\t\", stdout);\n")
			} else {
				c.body.WriteString("putchar('\\t');\n")
			}
			newline = false
		case c.peek().kind != tEOL:
			return c.errorf("syntax error: expected ';' or ',' in PRINT, found %v", c.peek())
		}
	}
	if newline {
		c.body.WriteString("putchar('\\n');\n")
	}
	return nil
}

func (c *compiler) ifThen() error {
	cond, err := c.cond()
	if err != nil {
		return err
	}
	if err := c.expect(tIdent, "THEN"); err != nil {
		return err
	}
	if c.peek().kind == tNum {
		n, _ := c.lineNumber()
		fmt.Fprintf(&c.body, "if (%s) goto L%d;\n", cond, n)
		return nil
	}
	if t := c.peek(); t.kind == tIdent && (t.text == "FOR" || t.text == "NEXT" || t.text == "INCLUDE") {
		return c.errorf("syntax error: %s cannot follow THEN", t.text)
	}
	fmt.Fprintf(&c.body, "if (%s) {\n", cond)
	if err := c.statement(); err != nil {
		return err
	}
	c.body.WriteString("}\n")
	return nil
}

func (c *compiler) forLoop() error {
	v, err := c.variable()
	if err != nil {
		return err
	}
	if err := c.expect(tOp, "="); err != nil {
		return err
	}
	from, err := c.expr()
	if err != nil {
		return err
	}
	if err := c.expect(tIdent, "TO"); err != nil {
		return err
	}
	to, err := c.expr()
	if err != nil {
		return err
	}
	step, hasStep := "1", false
	if c.accept(tIdent, "STEP") {
		hasStep = true
		if step, err = c.expr(); err != nil {
			return err
		}
	}
	c.nextFor++
	id := c.nextFor
	c.temps = append(c.temps, fmt.Sprintf("f%d_to", id), fmt.Sprintf("f%d_step", id))
	c.fors = append(c.fors, forLoop{variable: v, id: id, step: hasStep, file: c.file, line: c.line})
	fmt.Fprintf(&c.body, "%s = %s; f%d_to = %s; f%d_step = %s;\n", v, from, id, to, id, step)
	switch {
	case !hasStep:
		fmt.Fprintf(&c.body, "F%d: if (%s > f%d_to) goto E%d;\n", id, v, id, id)
	case c.has(2):
		fmt.Fprintf(&c.body, "F%d: if (f%d_step >= 0 ? %s > f%d_to : %s < f%d_to) goto E%d;\n", id, id, v, id, v, id, id)
	default:
		fmt.Fprintf(&c.body, "F%d: if ((f%d_step >= 0 && %s > f%d_to) || (f%d_step < 0 && %s < f%d_to)) goto E%d;\n",
			id, id, v, id, id, v, id, id)
	}
	return nil
}

func (c *compiler) nextLoop() error {
	if len(c.fors) == 0 {
		return c.errorf("NEXT without FOR")
	}
	f := c.fors[len(c.fors)-1]
	if c.peek().kind == tIdent {
		v, err := c.variable()
		if err != nil {
			return err
		}
		if v != f.variable {
			return c.errorf("NEXT %s does not match FOR %s", strings.TrimPrefix(v, "v_"), strings.TrimPrefix(f.variable, "v_"))
		}
	}
	c.fors = c.fors[:len(c.fors)-1]
	fmt.Fprintf(&c.body, "%s += f%d_step; goto F%d; E%d:;\n", f.variable, f.id, f.id, f.id)
	return nil
}

func (c *compiler) include() error {
	t := c.next()
	if t.kind != tStr {
		return c.errorf("syntax error: INCLUDE needs a file name in quotes")
	}
	if !strings.HasPrefix(path.Base(t.text), "HDR_") {
		return c.errorf("INCLUDE %q: only HDR_ headers can be included", t.text)
	}
	if c.depth >= maxIncludeDepth {
		return c.errorf("INCLUDE %q: nested too deeply (a cycle?)", t.text)
	}
	if c.opt.ReadFile == nil {
		return c.errorf("INCLUDE %q: no include path", t.text)
	}
	name, src, err := c.opt.ReadFile(c.file, t.text)
	if err != nil {
		return c.errorf("INCLUDE %q: %v", t.text, err)
	}
	c.stats.Includes++
	c.depth++
	defer func() { c.depth-- }()
	toks, pos := c.toks, c.pos
	if err := c.unit(name, string(src)); err != nil {
		return err
	}
	c.toks, c.pos = toks, pos
	return nil
}

// modHelper is the name of the C function MOD compiles to.
func (c *compiler) modHelper() string {
	if c.has(3) {
		return "mod_b"
	}
	return "bmod"
}

// emit assembles the C translation unit.
func (c *compiler) emit(name string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "/* generated by bcom from %s; do not edit */\n", cComment(name))
	b.WriteString("#include <stdio.h>\n\n#define STACK 256\n\n")
	b.WriteString("static long bdiv(long a, long b) { return b == 0 ? 0 : a / b; }\n")
	fmt.Fprintf(&b, "static long %s(long a, long b) { return b == 0 ? 0 : a %% b; }\n\n", c.modHelper())
	b.WriteString("int main(void) {\n")
	vars := slices.Sorted(func(yield func(string) bool) {
		for v := range c.vars {
			if !yield(v) {
				return
			}
		}
	})
	for _, v := range vars {
		fmt.Fprintf(&b, "long v_%s = 0;\n", v)
	}
	for _, t := range c.temps {
		fmt.Fprintf(&b, "long %s = 0;\n", t)
	}
	fmt.Fprintf(&b, "int gs[STACK]; int sp = 0;\n(void)gs; (void)sp; (void)bdiv; (void)%s;\n", c.modHelper())
	// Only lines that are jumped to get a label: C warns about unused ones.
	used := map[string]bool{}
	for _, j := range c.jumps {
		used[fmt.Sprintf("L%d:;", j.target)] = true
	}
	for _, line := range strings.SplitAfter(c.body.String(), "\n") {
		if strings.HasPrefix(line, "L") && strings.HasSuffix(line, ":;\n") && !used[strings.TrimSuffix(line, "\n")] {
			continue
		}
		b.WriteString(line)
	}
	b.WriteString("return 0;\n")
	if c.gosubs > 0 {
		b.WriteString("dispatch:\nswitch (gs[--sp]) {\n")
		for i := 1; i <= c.gosubs; i++ {
			fmt.Fprintf(&b, "case %d: goto R%d;\n", i, i)
		}
		b.WriteString("}\nreturn 2;\n")
	} else if strings.Contains(c.body.String(), "goto dispatch;") {
		b.WriteString("dispatch:\nreturn 2;\n")
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// cString escapes s for a C string literal.
func cString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '"' || ch == '\\':
			b.WriteByte('\\')
			b.WriteByte(ch)
		case ch < 0x20 || ch >= 0x7f:
			fmt.Fprintf(&b, "\\%03o", ch)
		case ch == '?':
			b.WriteString("\\?") // no trigraphs
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}

func cComment(s string) string { return strings.ReplaceAll(s, "*/", "* /") }
