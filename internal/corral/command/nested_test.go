package command_test

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/command"
)

// hostileNames are file names that are code to a shell that reads them as
// script text.
var hostileNames = []string{"plain.bas", "with space.bas", `quo'te.bas`, `dq"uote.bas`, "$(touch pwned).bas",
	"`touch pwned`.bas", `back\slash.bas`, "a;touch pwned.bas", "-dash.bas", "new\nline.bas"}

// TestNestedShells runs templates whose file names reach a second shell's
// -c script, directly and under /bin/sh, with real shells: every name must
// arrive as one unchanged word and no name may run.
func TestNestedShells(t *testing.T) {
	templates := []string{
		`sh -c "printf '%s\n' {}"`,
		`sh -c 'printf "%s\n" "{}"'`,
		`sh -c "printf '%s\n' '{}'"`,
		`sh -ec 'printf "%s\n" {}'`,
		`sh -c -e 'printf %s\\n {}'`,
		`/bin/sh -c 'printf "%s\n" x{}' | sed 's/^x//'`,
		`env LC_ALL=C timeout -s KILL 10 nice -n 1 sh -c 'printf "%s\n" {}'`,
		`sh -c "sh -c 'printf \"%s\\n\" {}'"`,
		`sh -c 'printf "%s\n" {}' && true`,
		`sh -c 'test "$1" = extra && printf "%s\n" {}' sh extra`,
		`sh -c 'printf "%s\n" {}; printf "%s\n" {} >/dev/null'`,
	}
	if _, err := exec.LookPath("bash"); err == nil {
		templates = append(templates, `bash -c '[[ -n {} ]] && printf "%s\n" {}'`, `bash -lc "printf '%s\n' {}"`)
	}
	for _, tmpl := range templates {
		tm, err := command.Parse(tmpl)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tmpl, err)
		}
		for _, name := range hostileNames {
			want := name
			if strings.HasPrefix(name, "-") {
				want = "./" + name // a nested script's parameters are always spelled so
			}
			runPrints(t, tm.Argv(name), name, want)
		}
	}
}

// TestCodeArgumentsRefused: a replacement string in code that corral cannot
// make safe is a parse error with a hint, and the safe spellings parse.
func TestCodeArgumentsRefused(t *testing.T) {
	for _, tmpl := range []string{
		`python3 -c "print(open('{}').read())"`,
		`python3.12 -c"print('{}')"`,
		`perl -e 'print "{}"'`,
		`node --eval 'require("{}")'`,
		`ruby -w -e 'puts "{}"'`,
		`awk '{print "{}"}' data.txt`,
		`sed -n 's/a/{}/p' data.txt`,
		`sed -e 's/a/{.}/w out' data.txt`,
		`eval "cat {}"`,
		`sh -c "cat $HOME/{}"`,
		`sh -c 'cat {}' sh $EXTRA`,
		`env timeout 5 sh -c "cc $(pwd)/{}"`,
		// The outer shell's own parameters: $0 is /bin/sh for every job.
		`sh -c "cat \"$0\"" {}`,
		`cat $1 {}`,
		`bcom "${2}" {}`,
		`echo $@ $* {}`,
		`test $# -eq 0 && bcom {}`,
		`bcom $(echo $10) {}`,
	} {
		_, err := command.Parse(tmpl)
		var unsafe *command.UnsafeError
		if !errors.As(err, &unsafe) {
			t.Errorf("Parse(%q): got %v, want an UnsafeError", tmpl, err)
			continue
		}
		if unsafe.Hint == "" {
			t.Errorf("Parse(%q): no hint", tmpl)
		}
	}
	for _, tmpl := range []string{
		`python3 -c 'import sys; print(sys.argv[1])' {}`,
		`python3 tool.py {}`,
		`awk '{print}' {}`,
		`awk -f prog.awk {}`,
		`sed -e 's/a/b/' {}`,
		`sh -c 'cat "$1"' sh {}`,
		`sh -c 'cat "$0"' {}`,
		`sh script.sh {}`,
		`sh -c "cat $HOME/x" {}`,
		`bcom {}; echo "status $?"`,
		`bcom {} | awk '{print $1}'`,
	} {
		if _, err := command.Parse(tmpl); err != nil {
			t.Errorf("Parse(%q): %v", tmpl, err)
		}
	}
}

// runPrints runs argv in an empty directory and checks that it printed
// want (the name, as one word) and left the directory empty: no part of
// the name ran as code.
func runPrints(t *testing.T, argv []string, name, want string) {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Errorf("on %q: %v (argv %q)", name, err, argv)
		return
	}
	if got := strings.TrimSuffix(string(out), "\n"); got != want {
		t.Errorf("on %q: got %q, want %q (argv %q)", name, got, want, argv)
	}
	if ents, _ := os.ReadDir(dir); len(ents) > 0 {
		t.Errorf("on %q: ran code from the name, which made %s (argv %q)", name, ents[0].Name(), argv)
	}
}
