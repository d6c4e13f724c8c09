package cli_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/cli"
	"github.com/corral-go/corral/internal/corral/corraltest"
)

// aside is the directory of the "aside" scheme's stores (see
// TestEveryCommandOpensAStoreByItsDSN); the scheme is registered once.
var aside string

func init() {
	at := func(loc string) string { return filepath.Join(aside, loc) }
	backend.Register("aside", backend.Backend{
		Open:         func(ctx context.Context, loc string) (corral.Store, error) { return backend.Open(ctx, at(loc)) },
		OpenReadOnly: func(ctx context.Context, loc string) (corral.Store, error) { return backend.OpenReadOnly(ctx, at(loc)) },
		Remove:       func(loc string) error { return backend.Remove(at(loc)) },
	})
}

// TestEveryCommandOpensAStoreByItsDSN: a store of a registered scheme
// other than SQLite's path ("aside:x.db", SQLite stores kept in another
// directory) is the store of every command that reads or changes a
// baseline, not only record's and check's: nothing is made at the path
// "aside:x.db", a mistyped DSN makes no store, and the commands only
// SQLite's stores have (verify, prune, export, merge) say so and what
// to do.
func TestEveryCommandOpensAStoreByItsDSN(t *testing.T) {
	ctx := context.Background()
	aside = t.TempDir()
	t.Chdir(t.TempDir())
	src := corraltest.Corpus(t, corraltest.Names(4)...)
	cc := corraltest.Compiler(t)
	run := func(args ...string) (string, error) {
		var out, errs bytes.Buffer
		err := cli.Run(ctx, append(args, "-b", "aside:x.db"), cmdline.Stdio{In: strings.NewReader(""), Out: &out, Err: &errs})
		return out.String() + errs.String(), err
	}
	common := []string{"--cmd", cc + " {}", "--output", "{.}.o", "--exclude", "HDR_*", "--jobs", "2"}
	if out, err := run(append([]string{"record"}, append(common, src)...)...); err != nil {
		t.Fatalf("record: %v\n%s", err, out)
	}
	t.Setenv("CHANGE", "src/f01.c")
	if out, err := run(append([]string{"check"}, append(common, src)...)...); !errors.Is(err, cli.ErrDifferences) {
		t.Fatalf("check: %v, want differences\n%s", err, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"runs"}, "check"},
		{[]string{"report"}, "src/f01.c"},
		{[]string{"show", "src/f01.c"}, "changed by the new compiler"},
		{[]string{"accept", "src/f01.c"}, "1 file now takes the results of check run 2"},
		{[]string{"show", "src/f01.c"}, "baseline (run 2)"}, // the check's results are the baseline's now
	} {
		out, err := run(c.args...)
		if err != nil && !errors.Is(err, cli.ErrDifferences) {
			t.Errorf("%s: %v\n%s", c.args, err, out)
		}
		if !strings.Contains(out, c.want) {
			t.Errorf("%s: no %q in\n%s", c.args, c.want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(aside, "x.db")); err != nil {
		t.Errorf("no store in the scheme's directory: %v", err)
	}
	if _, err := os.Stat("aside:x.db"); !os.IsNotExist(err) {
		t.Errorf("a store was made at the path aside:x.db: %v", err)
	}
	// A mistyped DSN of a command that may change its store makes none.
	var out, errs bytes.Buffer
	err := cli.Run(ctx, []string{"accept", "-b", "aside:typo.db"}, cmdline.Stdio{In: strings.NewReader(""), Out: &out, Err: &errs})
	if err == nil || !strings.Contains(err.Error(), "no store at aside:typo.db") {
		t.Errorf("accept -b aside:typo.db: %v, want no store\n%s%s", err, out.String(), errs.String())
	}
	if _, err := os.Stat(filepath.Join(aside, "typo.db")); !os.IsNotExist(err) {
		t.Errorf("accept of a mistyped DSN made a store: %v", err)
	}
	for _, args := range [][]string{{"verify"}, {"prune"}, {"export", "out"}, {"merge", "aside:m.db", "shard.db"}, {"merge", "m.db", "aside:x.db"}} {
		if args[0] == "merge" {
			var out, errs bytes.Buffer
			err := cli.Run(ctx, args, cmdline.Stdio{In: strings.NewReader(""), Out: &out, Err: &errs})
			if err == nil || !strings.Contains(err.Error(), "SQLite stores only") {
				t.Errorf("%s: %v, want it to say it works on SQLite stores only\n%s%s", args, err, out.String(), errs.String())
			}
			continue
		}
		out, err := run(args...)
		if err == nil || !strings.Contains(err.Error(), "SQLite stores only") {
			t.Errorf("%s on aside:x.db: %v, want it to say it works on SQLite stores only\n%s", args, err, out)
		}
	}
}
