package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// A hint must name only flags that the command it speaks of has: an
// interrupted bisect once told its user to add --resume, a flag of check
// that bisect lacks. These helpers hold the hints a command printed to
// the flags its --help lists, so a new hint that names a flag of another
// command is caught wherever a test makes it print.

// helpFlags lists the flags of 'corral SUB --help' (with the global
// ones), by subcommand; "" lists the subcommands.
var helpFlags sync.Map // string → map[string]bool

var (
	flagLine    = regexp.MustCompile(`^\s+(?:-\S, )?--([a-z0-9][a-z0-9-]*)\b`)
	commandLine = regexp.MustCompile(`^\s+([a-z][a-z-]*)\s`)
	// hintWord is one of what a hint's flags are read from: a quoted
	// segment, a 'corral SUB' that names the command of what follows,
	// or a --flag.
	hintWord = regexp.MustCompile(`'[^']*'|\bcorral ([a-z][a-z-]*)\b|(?:^|[\s(])--([a-z0-9][a-z0-9-]*)`)
)

// commandFlags returns the flags of corral's subcommand sub as its --help
// lists them, or with sub "" the subcommands as 'corral --help' lists them.
func commandFlags(sub string) (map[string]bool, error) {
	if m, ok := helpFlags.Load(sub); ok {
		return m.(map[string]bool), nil
	}
	args := []string{"--help"}
	if sub != "" {
		args = []string{sub, "--help"}
	}
	out, err := exec.Command("corral", args...).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("corral %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	m := map[string]bool{}
	section := ""
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasSuffix(l, ":") && !strings.HasPrefix(l, " ") {
			section = l
			continue
		}
		switch {
		case sub == "" && section == "Available Commands:":
			if c := commandLine.FindStringSubmatch(l); c != nil {
				m[c[1]] = true
			}
		case sub != "" && strings.HasSuffix(section, "Flags:"):
			if f := flagLine.FindStringSubmatch(l); f != nil {
				m[f[1]] = true
			}
		}
	}
	if len(m) == 0 {
		return nil, fmt.Errorf("corral %s lists nothing:\n%s", strings.Join(args, " "), out)
	}
	helpFlags.Store(sub, m)
	return m, nil
}

// badHintFlags returns the flags named in the "corral: hint:" lines of
// output that the command they speak of lacks: corral's sub, or the
// subcommand a 'corral SUB ...' before them names. Flags inside other
// quotes are a compiler's ('cc -O2 --foo {}') and are not corral's.
func badHintFlags(output, sub string) ([]string, error) {
	subs, err := commandFlags("")
	if err != nil {
		return nil, err
	}
	var bad []string
	for _, line := range strings.Split(output, "\n") {
		hint, ok := strings.CutPrefix(line, "corral: hint: ")
		if !ok {
			continue
		}
		bad, err = checkHint(hint, sub, subs, bad)
		if err != nil {
			return nil, err
		}
	}
	return bad, nil
}

// checkHint adds to bad the flags of one hint that its commands lack.
func checkHint(hint, sub string, subs map[string]bool, bad []string) ([]string, error) {
	check := func(cmd, flag string) error {
		flags, err := commandFlags(cmd)
		if err != nil {
			return err
		}
		if !flags[flag] {
			bad = append(bad, fmt.Sprintf("--%s (corral %s) in hint %q", flag, cmd, hint))
		}
		return nil
	}
	cmd := sub
	for _, m := range hintWord.FindAllStringSubmatch(hint, -1) {
		switch {
		case strings.HasPrefix(m[0], "'"):
			inner := strings.Trim(m[0], "'")
			c := hintWord.FindStringSubmatch(inner)
			if c == nil || c[1] == "" || !subs[c[1]] || !strings.HasPrefix(inner, "corral ") {
				continue // a compiler's command line, or a name
			}
			for _, f := range hintWord.FindAllStringSubmatch(inner, -1) {
				if f[2] != "" {
					if err := check(c[1], f[2]); err != nil {
						return nil, err
					}
				}
			}
		case m[1] != "":
			if subs[m[1]] {
				cmd = m[1]
			}
		case m[2] != "":
			if err := check(cmd, m[2]); err != nil {
				return nil, err
			}
		}
	}
	return bad, nil
}

// checkHintFlags fails t when output's hints name a flag that the command
// they speak of lacks.
func checkHintFlags(t *testing.T, output, sub string) {
	t.Helper()
	bad, err := badHintFlags(output, sub)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bad {
		t.Errorf("a hint names a flag its command lacks: %s", b)
	}
}

// hintflags SUB: the hints in the last command's stderr name only flags
// of 'corral SUB', or of the corral command they quote.
func cmdHintFlags(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: hintflags SUBCOMMAND")
	}
	stderr := ts.ReadFile("stderr")
	if !strings.Contains(stderr, "corral: hint: ") {
		ts.Fatalf("hintflags: no hint in stderr")
	}
	bad, err := badHintFlags(stderr, args[0])
	ts.Check(err)
	if len(bad) > 0 {
		ts.Fatalf("hints name flags their commands lack:\n%s", strings.Join(bad, "\n"))
	}
}

// TestHintFlags holds the checker to hints that name flags rightly and
// wrongly: without it, a checker that finds nothing would pass every
// script.
func TestHintFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		output, sub string
		bad         int
	}{
		{"corral: hint: continue with the same command and --resume", "check", 0},
		{"corral: hint: continue with the same command and --resume", "bisect", 1},
		{"corral: hint: e.g. --git DIR --range v1..main --build 'make' --cmd-at '{dir}/bin/cc {}'", "bisect", 0},
		{"corral: hint: run 'corral record' first, or pass --baseline", "bisect", 0},
		{"corral: hint: record one first, e.g. corral record --cmd 'bcom {}' SOURCE", "bisect", 0},
		{"corral: hint: record one first, e.g. corral record --nosuch 'bcom {}' SOURCE", "bisect", 1},
		{"corral: hint: run 'corral check --resume' instead", "bisect", 0},
		{"corral: hint: run 'corral bisect --resume' instead", "check", 1},
		{"corral: hint: e.g. --textconv '*.o=objdump -d --no-show-raw-insn'", "check", 0},
		{"corral: hint: free space, or point TMPDIR or --workdir at a larger disk", "bisect", 1},
		{"corral: error: --workdir is not a flag here\nno hint at all --workdir", "bisect", 0},
	} {
		bad, err := badHintFlags(c.output, c.sub)
		if err != nil {
			t.Fatal(err)
		}
		if len(bad) != c.bad {
			t.Errorf("%q for corral %s: got %d bad flags %v, want %d", c.output, c.sub, len(bad), bad, c.bad)
		}
	}
}
