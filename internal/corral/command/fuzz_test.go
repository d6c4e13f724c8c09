package command_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"

	"github.com/corral-go/corral/internal/corral/command"
)

// FuzzTemplate parses arbitrary --cmd templates and expands them for
// arbitrary file names. A template that parses must expand without
// panicking, and under a shell the file name must stay data: the script
// made for a hostile name has the same commands, words, substitutions and
// expansions as the one made for a plain name.
// Run it for real with: go test -fuzz FuzzTemplate ./internal/corral/command
func FuzzTemplate(f *testing.F) {
	for _, tmpl := range []string{"bcom {}", "cc -c {} -o {.}.o", `sh -c "cat {}"`, "cat {} | grep -v x", `printf '%s\n' "x{/.}" '{//}'`, "a {} && b {}; c $HOME"} {
		for _, name := range []string{"src/a.bas", "$(touch x).c", "`id`.bas", `q'uo"te\.c`, "-rf", "new\nline.c", "d/{}.c"} {
			f.Add(tmpl, name)
		}
	}
	f.Fuzz(func(t *testing.T, tmpl, name string) {
		tm, err := command.Parse(tmpl)
		if err != nil {
			return
		}
		argv := tm.Argv(name)
		if len(argv) == 0 {
			t.Fatalf("Argv(%q) of %q is empty", name, tmpl)
		}
		if !tm.Shell() || strings.ContainsRune(name, 0) || !utf8.ValidString(name) {
			return // the checker's parser reads UTF-8 only; /bin/sh takes any bytes
		}
		got, err := shape(argv[2])
		if err != nil {
			t.Fatalf("the script for %q does not parse: %v\n%s", name, err, argv[2])
		}
		want, err := shape(tm.Argv("plain.bas")[2])
		if err != nil {
			t.Fatalf("the script for a plain name does not parse: %v", err)
		}
		if got != want {
			t.Errorf("the name %q changed the script's shape: %v, want %v\n%s", name, got, want, argv[2])
		}
	})
}

// counts is the shape of a shell script: what a file name must never add.
type counts struct{ stmts, calls, words, substs, params, ariths int }

func shape(script string) (counts, error) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangPOSIX)).Parse(strings.NewReader(script), "")
	if err != nil {
		return counts{}, err
	}
	var c counts
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Stmt:
			c.stmts++
		case *syntax.CallExpr:
			c.calls++
			c.words += len(n.Args)
		case *syntax.CmdSubst:
			c.substs++
		case *syntax.ParamExp:
			c.params++
		case *syntax.ArithmExp:
			c.ariths++
		}
		return true
	})
	return c, nil
}
