package bisect

import (
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestFlagLadder: the ladder from one command to another of the same
// program, an option at a time (issue 56.1): added ones in the order the
// check gives them, a value changed, one removed; the last is the
// check's command as written.
func TestFlagLadder(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		base, check string
		steps       []string
		cmds, alone []string
	}{
		{"clang-19 -O2 -S -o - {}", "clang-19 -O2 -S -fno-inline -fno-unroll-loops -o - {}",
			[]string{"the baseline's", "+ -fno-inline", "+ -fno-unroll-loops"},
			[]string{"clang-19 -O2 -S -o - {}", "clang-19 -O2 -S -fno-inline -o - {}", "clang-19 -O2 -S -fno-inline -fno-unroll-loops -o - {}"},
			[]string{"", "clang-19 -O2 -S -fno-inline -o - {}", "clang-19 -O2 -S -fno-unroll-loops -o - {}"}},
		{"tsc --target es2019 --outDir out {}", "tsc --target es2020 --outDir out {}",
			[]string{"the baseline's", "--target es2019 → --target es2020"}, nil, nil},
		{"cc -std=c99 -fomit-frame-pointer -c {}", "cc -std=c11 -c -fcf-protection=full {}",
			[]string{"the baseline's", "-std=c99 → -std=c11", "- -fomit-frame-pointer", "+ -fcf-protection=full"},
			[]string{"cc -std=c99 -fomit-frame-pointer -c {}", "cc -std=c11 -fomit-frame-pointer -c {}", "cc -std=c11 -c {}", "cc -std=c11 -c -fcf-protection=full {}"},
			[]string{"", "cc -std=c11 -fomit-frame-pointer -c {}", "cc -std=c99 -c {}", "cc -std=c99 -fomit-frame-pointer -c -fcf-protection=full {}"}},
		// A flag that passes on a word that starts with "-" is one option
		// with it; an option moved is no step; a value of --param is told
		// by its name.
		{"clang-19 -O2 -S -o - {}", "clang-19 -O2 -mllvm -inline-threshold=-1000 -S -o - {}",
			[]string{"the baseline's", "+ -mllvm -inline-threshold=-1000"},
			nil, []string{"", "clang-19 -O2 -mllvm -inline-threshold=-1000 -S -o - {}"}},
		{"cc -O2 -std=c11 {}", "cc -std=c11 -O2 -fno-inline {}",
			[]string{"the baseline's", "+ -fno-inline"}, nil, nil},
		{"cc --param a=1 --param b=1 {}", "cc --param b=2 --param a=2 {}",
			[]string{"the baseline's", "--param a=1 → --param a=2", "--param b=1 → --param b=2"},
			[]string{"cc --param a=1 --param b=1 {}", "cc --param a=2 --param b=1 {}", "cc --param b=2 --param a=2 {}"}, nil},
	} {
		l, err := FlagLadder(ctx, c.base, c.check, t.TempDir())
		if err != nil {
			t.Fatalf("%s → %s: %v", c.base, c.check, err)
		}
		if !slices.Equal(l.Steps, c.steps) {
			t.Errorf("%s → %s: steps %q, want %q", c.base, c.check, l.Steps, c.steps)
		}
		if c.cmds != nil && !slices.Equal(l.Cmds, c.cmds) {
			t.Errorf("%s → %s: compilers %q, want %q", c.base, c.check, l.Cmds, c.cmds)
		}
		if c.alone != nil && !slices.Equal(l.Alone, c.alone) {
			t.Errorf("%s → %s: each alone %q, want %q", c.base, c.check, l.Alone, c.alone)
		}
		if l.Cmds[0] != c.base || l.Cmds[len(l.Cmds)-1] != c.check {
			t.Errorf("%s → %s: the ladder runs from %q to %q", c.base, c.check, l.Cmds[0], l.Cmds[len(l.Cmds)-1])
		}
	}
	for _, bad := range [][2]string{
		{"cc -O2 {}", "cc -O2 {}"},
		{"gcc -O2 {}", "clang -O2 {}"},
		{"cc -O2 {} | tr a b", "cc -O1 {}"},
		{"cc -O2 -fno-inline {}", "cc -fno-inline -O2 {}"},
	} {
		if _, err := FlagLadder(ctx, bad[0], bad[1], t.TempDir()); err == nil {
			t.Errorf("%s → %s: a ladder, want an error", bad[0], bad[1])
		}
	}
}

// TestLevelLadder: gcc's -O1 → -O2 is each option -O2 turns on that -O1
// does not (as gcc -Q --help=optimizers says), one at a time after -O1,
// then -O2 for the rest of the level.
func TestLevelLadder(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	l, err := FlagLadder(context.Background(), "gcc -O1 -S -o - {}", "gcc -O2 -S -o - {}", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	n := len(l.Cmds)
	if n < 10 {
		t.Fatalf("%d compilers, want one per option -O2 adds: %q", n, l.Steps)
	}
	if !slices.Contains(l.Steps, "+ -finline-small-functions") || !slices.Contains(l.Steps, "+ -fgcse") {
		t.Errorf("the steps miss options gcc 12 -O2 turns on: %q", l.Steps)
	}
	if l.Steps[n-1] != "-O1 → -O2: the rest of the level" || l.Cmds[n-1] != "gcc -O2 -S -o - {}" {
		t.Errorf("the last step is %q (%s)", l.Steps[n-1], l.Cmds[n-1])
	}
	for i, cmd := range l.Cmds[1 : n-1] {
		if !strings.HasPrefix(cmd, "gcc -O1 ") || strings.Count(cmd, " -f") != i+1 {
			t.Errorf("step %d: %s, want -O1 and %d options", i+1, cmd, i+1)
		}
		if alone := l.Alone[i+1]; alone != "gcc -O1 "+strings.TrimPrefix(l.Steps[i+1], "+ ")+" -S -o - {}" {
			t.Errorf("step %d (%s) alone: %s", i+1, l.Steps[i+1], alone)
		}
	}
	if l.Alone[n-1] != "" {
		t.Errorf("the rest of the level alone: %q, want none", l.Alone[n-1])
	}
}

// TestLevelFromNone: a level where the baseline had none is a change from
// gcc's default, -O0, at which no option turns anything on: -O0 → -O1
// first, then each option -O2 adds on -O1.
func TestLevelFromNone(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	l, err := FlagLadder(context.Background(), "gcc -S -o - {}", "gcc -O2 -S -o - {}", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	n := len(l.Steps)
	if n < 10 || l.Steps[1] != "-O0 → -O1" || l.Cmds[1] != "gcc -O1 -S -o - {}" || l.Steps[n-1] != "-O1 → -O2: the rest of the level" {
		t.Fatalf("steps %q", l.Steps)
	}
	if !strings.HasPrefix(l.Alone[2], "gcc -O1 -f") {
		t.Errorf("an option past -O1 is tried alone as %q, want on -O1", l.Alone[2])
	}
}

// TestParseCounter: a range is two integers, the end past the start, no
// wider than maxCounter, whatever their size (a span past int64 wrapped
// and made a slice of a negative length).
func TestParseCounter(t *testing.T) {
	tmpl := "cc -mllvm -opt-bisect-limit={n} {}"
	if c, err := ParseCounter(tmpl, "0..2000"); err != nil || c.From != 0 || c.To != 2000 || c.Cmd(7) != "cc -mllvm -opt-bisect-limit=7 {}" {
		t.Errorf("0..2000: %+v, %v", c, err)
	}
	for _, bad := range []string{"5..5", "9..3", "a..b", "1..2..3", "", "-5000000000000000000..5000000000000000000", "-9223372036854775808..9223372036854775807", "0..1000001"} {
		if _, err := ParseCounter(tmpl, bad); err == nil {
			t.Errorf("--range %q: no error", bad)
		}
	}
	if _, err := ParseCounter("cc {}", "0..10"); err == nil {
		t.Error("a template without {n}: no error")
	}
}
