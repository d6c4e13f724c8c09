package normalize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/normalize"
)

func TestApply(t *testing.T) {
	r, err := normalize.Parse([]string{
		`[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+=<time>`,
		`/tmp/corral-work-[0-9]+=<work>`,
		`a\=b=a-eq-b`,
		`(\w+)@(\w+)=${2}@${1}`,
	})
	if err != nil {
		t.Fatal(err)
	}
	in := "built 2026-11-21T14:36:09 in /tmp/corral-work-1234/x\nx a=b y\nuser@host\nno newline at the end"
	want := "built <time> in <work>/x\nx a-eq-b y\nhost@user\nno newline at the end"
	var out bytes.Buffer
	if err := r.Apply(&out, strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	if got := r.String(); strings.Count(got, "\n") != 3 {
		t.Errorf("String: got %q", got)
	}
}

func TestLongLinesInPieces(t *testing.T) {
	r, _ := normalize.Parse([]string{`x=y`})
	in := strings.Repeat("x", 3*normalize.MaxLine+5)
	var out bytes.Buffer
	if err := r.Apply(&out, strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if out.Len() != len(in) || strings.Contains(out.String(), "x") {
		t.Errorf("a long line was not rewritten whole: %d bytes", out.Len())
	}
}

func TestParseErrors(t *testing.T) {
	for _, spec := range []string{"noequals", "[=x", "x*=y"} {
		if _, err := normalize.Parse([]string{spec}); err == nil {
			t.Errorf("Parse(%q): got no error", spec)
		}
	}
}

// TestLineRules (issue 57.6): rules are line rules, as sed's: $ is a
// line's end ('\s*#.*$=' cut nothing, as $ matched only at the end of the
// whole output), ^ its start; a rule sees no newline and makes none; and
// each rule counts what it rewrote, so that a rule that matched nothing
// can be named.
func TestLineRules(t *testing.T) {
	r, err := normalize.Parse([]string{`\s*#.*$=`, `^x=y`, `never=ever`, `(?m)end$=END`})
	if err != nil {
		t.Fatal(err)
	}
	in := "a = 1  # one\nx = 2 # two\nxx end\nlast # no newline"
	want := "a = 1\ny = 2\nyx END\nlast"
	var out bytes.Buffer
	if err := r.Apply(&out, strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	if u := r.Unused(); len(u) != 1 || u[0] != "never=ever" {
		t.Errorf("unused rules %q, want [never=ever]", u)
	}
}
