package cmdline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func TestPrint(t *testing.T) {
	err := fmt.Errorf("open store: %w", Errorf("run 'corral record' first", "no baseline in %s: %w", "corral.db", fs.ErrNotExist))
	var b bytes.Buffer
	Print(&b, "corral", "error", err)
	want := "corral: error: open store: no baseline in corral.db: file does not exist\ncorral: hint: run 'corral record' first\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("the wrapped error is lost")
	}
	b.Reset()
	Print(&b, "corral-fs", "", errors.New("interrupted"))
	if b.String() != "corral-fs: interrupted\n" {
		t.Errorf("got %q", b.String())
	}
}

// TestUnknownFlagNearest (issue 57.9): a mistyped flag gets a "did you
// mean" as a mistyped command does: --cmdd is --cmd, --includ --include;
// a flag like none gets the help alone.
func TestUnknownFlagNearest(t *testing.T) {
	for _, c := range []struct{ flag, want string }{
		{"--cmdd", "did you mean --cmd? see 'corral check --help'"},
		{"--includ", "did you mean --include? see 'corral check --help'"},
		{"--json-file", "did you mean --json? see 'corral check --help'"},
		{"--zzzzzz", "see 'corral check --help'"},
	} {
		var out, errs bytes.Buffer
		root := Root("corral", []string{"check", c.flag, "x"}, Stdio{Out: &out, Err: &errs})
		check := &cobra.Command{Use: "check", RunE: func(*cobra.Command, []string) error { return nil }}
		check.Flags().String("cmd", "", "")
		check.Flags().StringArray("include", nil, "")
		check.Flags().String("json", "", "")
		root.AddCommand(check)
		err := Execute(context.Background(), root)
		var e *Error
		if !errors.As(err, &e) || e.Hint != c.want {
			t.Errorf("%s: %v, hint %q, want %q", c.flag, err, e.Hint, c.want)
		}
	}
}

func TestNearest(t *testing.T) {
	paths := func(yield func(string) bool) {
		for _, p := range []string{"lib/util.c", "main.c", "lib/other.c"} {
			if !yield(p) {
				return
			}
		}
	}
	for name, want := range map[string]string{"src/lib/util.c": "lib/util.c", "lib/utl.c": "lib/util.c", "mian.c": "main.c", "zzz/qqq/xyzzy.go": ""} {
		if got := Nearest(name, paths); got != want {
			t.Errorf("Nearest(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestFlagValueNotAFlag: a flag that takes a value, given apart from it,
// does not take the command's next flag as its value: 'corral report
// --json --quiet' wrote the report to a file named "--quiet" and printed
// all of it. --json=--quiet, a value after "--json", "-" and a value that
// is no flag of the command still work.
func TestFlagValueNotAFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the error's start; "" for none
	}{
		{[]string{"report", "--json", "--quiet"}, "--json takes a value, and the word after it, --quiet, is a flag of 'corral report'"},
		{[]string{"report", "--json", "-q"}, "--json takes a value, and the word after it, -q, is a flag of 'corral report'"},
		{[]string{"report", "-b", "--json", "x"}, "--baseline takes a value, and the word after it, --json, is a flag"},
		{[]string{"report", "--json", "--color=never"}, "--json takes a value, and the word after it, --color=never, is a flag"},
		{[]string{"report", "--json", "--help"}, "--json takes a value, and the word after it, --help, is a flag of 'corral report'"},
		{[]string{"report", "--json", "-h"}, "--json takes a value, and the word after it, -h, is a flag"},
		{[]string{"report", "--json", "--bogus"}, "--json takes a value, and the word after it, --bogus, is a flag's form"},
		{[]string{"report", "--json", "--"}, "--json takes a value, and the word after it, --, is a flag's form"},
		{[]string{"report", "-qb", "--json"}, "--baseline takes a value, and the word after it, --json, is a flag"},
		{[]string{"report", "-qb", "x.db"}, ""},
		{[]string{"report", "-bq", "--json", "r.json"}, ""},
		{[]string{"report", "--json=--quiet"}, ""},
		{[]string{"report", "--json", "-"}, ""},
		{[]string{"report", "--json", "-x.json"}, ""},
		{[]string{"report", "--json", "out.json", "--quiet"}, ""},
		{[]string{"report", "-q", "--json", "r.json"}, ""},
		{[]string{"report", "--", "--json", "--quiet"}, ""},
	} {
		var out, errs bytes.Buffer
		root := Root("corral", c.args, Stdio{Out: &out, Err: &errs})
		root.PersistentFlags().String("color", "auto", "")
		var json string
		report := &cobra.Command{Use: "report", RunE: func(*cobra.Command, []string) error { return nil }}
		report.Flags().StringVar(&json, "json", "", "write the JSON report to FILE ('-' for stdout)")
		report.Flags().StringP("baseline", "b", "corral.db", "the baseline store")
		report.Flags().BoolP("quiet", "q", false, "")
		root.AddCommand(report)
		err := Execute(context.Background(), root)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.args, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !strings.HasPrefix(e.Err.Error(), c.want) || !errors.Is(err, ErrUsage) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
			continue
		}
		if json != "" {
			t.Errorf("%q: --json took %q", c.args, json)
		}
	}
}
