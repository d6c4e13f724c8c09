package textconv_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/textconv"
)

func TestParseAndMatch(t *testing.T) {
	rules, err := textconv.Parse([]string{"*.o=od -c", "lib/**/*.a=nm"})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"src/x.o": "od -c", "x.o": "od -c", "lib/a/b/z.a": "nm", "z.a": "", "x.c": ""} {
		got := ""
		if r := rules.For(name); r != nil {
			got = r.Command
		}
		if got != want {
			t.Errorf("%s: rule %q, want %q", name, got, want)
		}
	}
	// A pipe or list to which "$1" would be appended at its end (tail
	// would read the bytes) is refused; one that names "$1" is not.
	for _, good := range []string{`*.o=objdump -d "$1" | tail -n +4`, `*.o=od -c "$@"`, `*.o=od -c`, `*.o=f() { od -c "$1"; }; f`, `*.o=od -c "$1" # dump`} {
		if _, err := textconv.Parse([]string{good}); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
	for _, bad := range []string{"objdump -d", "=cat", "*.o=", "[a=cat", "*.o=objdump -d | tail -n +4", "*.o=od -c; echo", "*.o=od -c >x", "*.o=(od -c", "*.o=od -c &", "*.o=od -c # dump"} {
		if _, err := textconv.Parse([]string{bad}); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestConvert(t *testing.T) {
	ctx := context.Background()
	// The command gets the content in a file named as the output, and
	// runs where nothing else is; a name that would pass for an option or
	// climb out is made plain.
	r := textconv.Rule{Glob: "*", Command: "echo \"$PWD\" >/dev/null; ls; printf '%s:' \"$1\"; tr a-z A-Z <"}
	out, err := r.Convert(ctx, "src/--x.o", []byte("abc"), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(out); got != "x.o\nx.o:ABC" {
		t.Errorf("got %q", got)
	}
	// A failure says how, with the first line of its stderr.
	_, err = textconv.Rule{Command: "echo 'no such format' >&2; exit 3; :"}.Convert(ctx, "a.o", nil, time.Minute)
	if err == nil || !strings.Contains(err.Error(), "exit status 3: no such format") {
		t.Errorf("failure: %v", err)
	}
	// Text past the limit is refused, not kept.
	_, err = textconv.Rule{Command: "head -c 20000000 /dev/zero; :"}.Convert(ctx, "a.o", nil, time.Minute)
	if !errors.Is(err, textconv.ErrTooLarge) {
		t.Errorf("17 MB of text: %v, want ErrTooLarge", err)
	}
}

func TestConvertEscapesStderr(t *testing.T) {
	// A tool that repeats a hostile name in its error must not put the
	// name's escape sequence on the terminal.
	r := textconv.Rule{Command: `echo "$1: file format not recognized" >&2; exit 1; :`}
	_, err := r.Convert(context.Background(), "x\x1b]2;owned\x07.o", nil, time.Minute)
	want := `exit status 1: x\x1b]2;owned\x07.o: file format not recognized`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestConverterLimit(t *testing.T) {
	// Each conversion notes how many are running, itself included, and
	// waits until the test lets it go. With a limit of 2, no count can
	// pass 2; without one, those that start while the first two wait see
	// three or more.
	dir := t.TempDir()
	for _, d := range []string{"run", "count"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("DIR", dir)
	rule := textconv.Rule{Glob: "*", Command: `touch "$DIR/run/$$"; ls "$DIR/run" | wc -l >"$DIR/count/$$"; ` +
		`until [ -e "$DIR/go" ]; do sleep 0.01; done; rm "$DIR/run/$$"; cat`}
	c := textconv.NewConverter(textconv.Rules{rule}, 2, time.Minute)
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() { _, errs[i] = c.Convert(t.Context(), &rule, "a.o", []byte("x")) })
	}
	waitFiles(t, filepath.Join(dir, "count"), 2)
	if err := os.WriteFile(filepath.Join(dir, "go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	counts, _ := os.ReadDir(filepath.Join(dir, "count"))
	for _, e := range counts {
		b, _ := os.ReadFile(filepath.Join(dir, "count", e.Name()))
		if n, _ := strconv.Atoi(strings.TrimSpace(string(b))); n > 2 {
			t.Errorf("a conversion started with %d running, want at most 2", n)
		}
	}
	if len(counts) != 6 {
		t.Errorf("%d conversions ran, want 6", len(counts))
	}
}

// waitFiles waits until dir holds n non-empty files.
func waitFiles(tb testing.TB, dir string, n int) {
	tb.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		entries, _ := os.ReadDir(dir)
		full := 0
		for _, e := range entries {
			if info, err := e.Info(); err == nil && info.Size() > 0 {
				full++
			}
		}
		if full >= n {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%s: %d files after a minute, want %d", dir, full, n)
		}
	}
}

func TestConverterGivesUp(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("DIR", dir)
	// A rule that hangs on every file: the first two conversions, which
	// run together, are killed at the timeout; the rule is not run again.
	hang := textconv.Rule{Glob: "*", Command: `echo >>"$DIR/started"; exec sleep 60; :`}
	c := textconv.NewConverter(textconv.Rules{hang}, 2, 100*time.Millisecond)
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() { _, errs[i] = c.Convert(t.Context(), &hang, "a.o", nil) })
	}
	wg.Wait()
	killed, given := 0, 0
	for _, err := range errs {
		if _, ok := errors.AsType[*textconv.TimeoutError](err); ok {
			killed++
		}
		if errors.Is(err, textconv.ErrGivenUp) {
			given++
		}
	}
	b, _ := os.ReadFile(filepath.Join(dir, "started"))
	if started := strings.Count(string(b), "\n"); killed != 2 || given != 4 || started != 2 {
		t.Errorf("%d started, %d killed, %d not run; want 2, 2, 4", started, killed, given)
	}

	// A rule that hangs on one file of many still converts the others.
	some := textconv.Rule{Glob: "*", Command: `case "$1" in hang*) exec sleep 60 ;; esac; cat "$1"`}
	c = textconv.NewConverter(textconv.Rules{some}, 1, 100*time.Millisecond)
	for _, name := range []string{"a.o", "b.o", "hang.o", "c.o"} {
		text, err := c.Convert(t.Context(), &some, name, []byte(name))
		if name == "hang.o" {
			if _, ok := errors.AsType[*textconv.TimeoutError](err); !ok {
				t.Errorf("%s: %v, want a timeout", name, err)
			}
			continue
		}
		if err != nil || string(text) != name {
			t.Errorf("%s: %q, %v", name, text, err)
		}
	}
}
