package command

import (
	"fmt"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// simpleWords returns the words of f when f is a single simple command whose
// words are plain literals, so that it can be executed without a shell.
func simpleWords(f *syntax.File) ([]string, bool) {
	if len(f.Stmts) != 1 {
		return nil, false
	}
	st := f.Stmts[0]
	if st.Negated || st.Background || st.Coprocess || st.Disown || len(st.Redirs) > 0 {
		return nil, false
	}
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return nil, false
	}
	words := make([]string, 0, len(call.Args))
	for _, w := range call.Args {
		lit, ok := literal(w)
		if !ok {
			return nil, false
		}
		words = append(words, lit)
	}
	return words, true
}

// unescape removes the backslashes a POSIX shell would remove from a literal,
// bare or inside double quotes.
func unescape(s string, inDouble bool) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		next := s[i+1]
		switch {
		case next == '\n':
			i++ // line continuation
		case !inDouble || strings.IndexByte("$`\"\\", next) >= 0:
			b.WriteByte(next)
			i++
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// marker delimits a replacement string in the printed script; NUL cannot
// occur in a parsed template.
const marker = "\x00"

// shellSegments prints f back as a script in which every replacement string
// is a segment that knows its quoting context.
func shellSegments(f *syntax.File) ([]segment, error) {
	var table []segment
	// starts holds the nodes whose leading replacement string begins a
	// word: the only place a name that begins with '-' could be an option.
	starts := map[syntax.Node]bool{}
	mark := func(n syntax.Node, s string, ctx quoting) string {
		return placeholder.ReplaceAllStringFunc(s, func(m string) string {
			start := starts[n] && strings.HasPrefix(s, m)
			starts[n] = false
			table = append(table, segment{text: m, ctx: ctx, repl: true, start: start})
			return marker + strconv.Itoa(len(table)-1) + marker
		})
	}
	inDouble := map[*syntax.Lit]bool{}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.DblQuoted:
			for _, p := range n.Parts {
				if lit, ok := p.(*syntax.Lit); ok {
					inDouble[lit] = true
				}
			}
		case *syntax.Word:
			if len(n.Parts) == 0 {
				break
			}
			first := n.Parts[0]
			if dq, ok := first.(*syntax.DblQuoted); ok && len(dq.Parts) > 0 {
				first = dq.Parts[0]
			}
			starts[first] = true
		}
		return true
	})
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Lit:
			if inDouble[n] {
				n.Value = mark(n, n.Value, double)
			} else {
				n.Value = mark(n, n.Value, bare)
			}
		case *syntax.SglQuoted:
			n.Value = mark(n, n.Value, single)
		}
		return true
	})
	var b strings.Builder
	if err := syntax.NewPrinter(syntax.Minify(false)).Print(&b, f); err != nil {
		return nil, fmt.Errorf("print script: %w", err)
	}
	parts := strings.Split(strings.TrimRight(b.String(), "\n"), marker)
	var segs []segment
	for i, p := range parts {
		if i%2 == 0 {
			if p != "" {
				segs = append(segs, segment{text: p})
			}
			continue
		}
		idx, err := strconv.Atoi(p)
		if err != nil || idx >= len(table) {
			return nil, fmt.Errorf("replacement string in an unsupported place")
		}
		segs = append(segs, table[idx])
	}
	return segs, nil
}

// Words returns the words of a template that is one simple command of
// plain words (what runs without a shell), and false for any other: a
// pipeline, a redirection, a variable, a script.
func Words(tmpl string) ([]string, bool) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangPOSIX)).Parse(strings.NewReader(tmpl), "")
	if err != nil {
		return nil, false
	}
	return simpleWords(f)
}

// JoinWords makes a template of words that Words gives back: each word
// bare where the shell reads it as it is (a placeholder such as {} or
// {.}.s too), else quoted.
func JoinWords(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		if w != "" && !strings.ContainsAny(w, " \t\n'\"\\$`*?[]#~&;|<>()!") {
			out[i] = w
		} else {
			out[i] = ShellQuote(w)
		}
	}
	return strings.Join(out, " ")
}
