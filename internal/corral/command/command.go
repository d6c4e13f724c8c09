// Package command turns a --cmd template and a file path into the argv of
// one job, with GNU parallel's replacement strings:
//
//	{}    the path, relative to the work dir     src/a.bas
//	{.}   the path without its extension         src/a
//	{/}   the base name                          a.bas
//	{//}  the directory                          src
//	{/.}  the base name without its extension    a
//
// A template that is one simple command (words, quotes, no expansions) is run
// directly, split as a POSIX shell would split it, with no shell started.
// Anything else — pipes, redirections, ';', '&&', $VAR, globs — runs under
// /bin/sh -c. In that case every replacement is quoted for the context it
// stands in (bare, inside "…" or inside '…'), so a hostile file name such as
// `$(rm -rf ~).bas` is only ever a word, never code.
package command

import (
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// placeholder matches the replacement strings.
var placeholder = regexp.MustCompile(`\{(//|/\.|/|\.)?\}`)

// Expand replaces the replacement strings in s with the parts of p, unquoted.
// It is used for --output templates and for directly executed words.
func Expand(s, p string) string {
	// A scan rather than placeholder.ReplaceAllStringFunc: this runs for
	// every word and output of every job (docs/performance.md).
	i := strings.IndexByte(s, '{')
	if i < 0 {
		return s
	}
	var b strings.Builder
	for ; i >= 0; i = strings.IndexByte(s, '{') {
		b.WriteString(s[:i])
		s = s[i:]
		m := replacementAt(s)
		if m == "" {
			b.WriteByte('{')
			s = s[1:]
			continue
		}
		b.WriteString(part(m, p))
		s = s[len(m):]
	}
	b.WriteString(s)
	return b.String()
}

// replacementAt returns the replacement string s starts with, or "".
func replacementAt(s string) string {
	for _, m := range [...]string{"{}", "{.}", "{/}", "{//}", "{/.}"} {
		if strings.HasPrefix(s, m) {
			return m
		}
	}
	return ""
}

// part returns the part of p that the replacement string m stands for.
func part(m, p string) string {
	switch m {
	case "{}":
		return p
	case "{.}":
		return strings.TrimSuffix(p, path.Ext(p))
	case "{/}":
		return path.Base(p)
	case "{//}":
		return path.Dir(p)
	case "{/.}":
		b := path.Base(p)
		return strings.TrimSuffix(b, path.Ext(b))
	}
	panic("command: unknown replacement string " + m)
}

// argPart is part for the start of a word of a command line: a value that
// begins with '-' is spelled ./-… so that a program never reads a file name
// as an option. All values are paths relative to the work dir (the
// directory jobs run in), so ./ names the same file.
func argPart(m, p string) string {
	v := part(m, p)
	if strings.HasPrefix(v, "-") {
		return "./" + v
	}
	return v
}

// expandArg is Expand for a word of a command line: argPart for a
// replacement string that begins the word.
func expandArg(w, p string) string {
	if m := replacementAt(w); m != "" {
		return argPart(m, p) + Expand(w[len(m):], p)
	}
	return Expand(w, p)
}

// Template is a parsed --cmd template. It is safe for concurrent use.
type Template struct {
	raw    string
	words  []string // direct execution: words with replacement strings
	script []segment
	append bool // no replacement string: the path is appended
	// viaShell: a shell runs the command (a shell template, or sh -c),
	// so exit status 127 or 126 means it could not find or run a program.
	viaShell bool
	programs []string          // what Programs returns
	named    []string          // what Named returns
	runs     []string          // what Runs returns
	written  map[string]string // what Written returns for a program made absolute
}

// segment is a piece of a shell script: literal text, or a replacement
// string to be quoted for its context.
type segment struct {
	text string // literal text, or the replacement string
	ctx  quoting
	repl bool
	// start: the replacement begins a word of the command line.
	start bool
}

type quoting int

const (
	bare quoting = iota
	double
	single
)

// Parse parses a --cmd template whose relative programs are left as they
// are; see [ParseIn].
func Parse(tmpl string) (*Template, error) { return ParseIn(tmpl, "") }

// ParseIn parses a --cmd template. A relative program path such as ./mycc
// is made absolute against dir (the directory the user ran corral in),
// wherever it is the program of a command: directly, in a shell template,
// behind env or timeout, or in a nested sh -c script.
func ParseIn(tmpl, dir string) (*Template, error) {
	if strings.TrimSpace(tmpl) == "" {
		return nil, fmt.Errorf("empty command template")
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangPOSIX)).Parse(strings.NewReader(tmpl), "")
	if err != nil {
		return nil, fmt.Errorf("parse command template %q: %w", tmpl, err)
	}
	if err := outerParams(f); err != nil {
		return nil, fmt.Errorf("command template %q: %w", tmpl, err)
	}
	t := &Template{raw: tmpl, append: !placeholder.MatchString(tmpl)}
	r := &rewriter{dir: dir, programs: map[string]bool{}, files: map[string]bool{}, nestedRuns: map[string]bool{}, written: map[string]string{}}
	if err := r.nested(f, 0); err != nil {
		return nil, fmt.Errorf("command template %q: %w", tmpl, err)
	}
	t.programs = slices.Sorted(maps.Keys(r.programs))
	t.named = slices.Sorted(maps.Keys(r.files))
	for p := range r.programs {
		r.nestedRuns[p] = true
	}
	t.runs = slices.Sorted(maps.Keys(r.nestedRuns))
	t.written = r.written
	t.viaShell = startsShell(f)
	if words, ok := simpleWords(f); ok {
		t.words = words
		return t, nil
	}
	t.viaShell = true
	t.script, err = shellSegments(f)
	if err != nil {
		return nil, fmt.Errorf("command template %q: %w", tmpl, err)
	}
	return t, nil
}

// Programs returns the programs the template runs that must exist on this
// machine: every literal command name, in the template and in the shell
// scripts nested in it, that is not a shell builtin, a function the script
// defines or a replacement string, with relative paths made absolute.
func (t *Template) Programs() []string { return t.programs }

// Named returns the absolute paths the template's commands (in the
// template and in the shell scripts nested in it) give as operands, such
// as the script in 'sh /ci/wrap.sh {}' or a plugin: what may be a file the
// compiler is made of. Relative names are left out: a job runs in the
// work dir, where they are files of the source. Most are no file at all;
// the caller looks.
func (t *Template) Named() []string { return t.named }

// Runs returns every program the template runs that can be named: those
// of Programs, and those of shell scripts nested without a replacement
// string (sh -c 'mycc "$1"' sh {}), which Programs leaves unchecked.
func (t *Template) Runs() []string { return t.runs }

// Written returns the word the template writes for program, one of Runs:
// a relative path such as ./mycc as written, before ParseIn made it
// absolute against the directory corral ran in; any other program as it
// is. The same template names the same program by it from any directory.
func (t *Template) Written(program string) string {
	if w, ok := t.written[program]; ok {
		return w
	}
	return program
}

// ViaShell reports whether a shell starts the job's programs: a shell
// template, or a command such as sh -c '…'. Such a shell exits 127 when it
// cannot find a program and 126 when it cannot run one.
func (t *Template) ViaShell() bool { return t.viaShell }

// Shell reports whether the template runs under /bin/sh -c.
func (t *Template) Shell() bool { return t.words == nil }

// String returns the template as given.
func (t *Template) String() string { return t.raw }

// Argv returns the command line for the file at p.
func (t *Template) Argv(p string) []string {
	if t.words != nil {
		argv := make([]string, len(t.words), len(t.words)+1)
		for i, w := range t.words {
			argv[i] = expandArg(w, p)
		}
		if t.append {
			argv = append(argv, argPart("{}", p))
		}
		return argv
	}
	var b strings.Builder
	for _, s := range t.script {
		if !s.repl {
			b.WriteString(s.text)
			continue
		}
		v := part(s.text, p)
		if s.start {
			v = argPart(s.text, p)
		}
		b.WriteString(quote(v, s.ctx))
	}
	if t.append {
		b.WriteString(" ")
		b.WriteString(quote(argPart("{}", p), bare))
	}
	return []string{"/bin/sh", "-c", b.String()}
}

// ShellQuote makes v one word of a POSIX shell script, quoted only when it
// needs to be.
func ShellQuote(v string) string { return quote(v, bare) }

// quote makes v a literal in the given context of a POSIX shell script.
func quote(v string, ctx quoting) string {
	switch ctx {
	case single:
		return strings.ReplaceAll(v, `'`, `'\''`)
	case double:
		r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`")
		return r.Replace(v)
	}
	if v != "" && strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+@%:,") == "" {
		return v
	}
	return "'" + strings.ReplaceAll(v, `'`, `'\''`) + "'"
}
