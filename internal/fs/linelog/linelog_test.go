package linelog

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRotateByLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fs.log")
	l, err := Open(path, 10, 2)
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewJSONHandler(l, nil))
	for i := range 35 {
		log.Info("request", "n", i)
	}
	l.Close()
	count := func(p string) int {
		b, err := os.ReadFile(p)
		if err != nil {
			return -1
		}
		return strings.Count(string(b), "\n")
	}
	// 35 lines: .2 got lines 10-19, .1 lines 20-29, the current file 30-34;
	// lines 0-9 were dropped with the third rotation.
	for _, tc := range []struct {
		file string
		want int
	}{{path, 5}, {path + ".1", 10}, {path + ".2", 10}, {path + ".3", -1}} {
		if got := count(tc.file); got != tc.want {
			t.Errorf("%s: %d lines, want %d", filepath.Base(tc.file), got, tc.want)
		}
	}
	b, _ := os.ReadFile(path + ".1")
	if !strings.Contains(string(b), fmt.Sprintf(`"n":%d`, 20)) {
		t.Errorf("fs.log.1 does not start at line 20: %s", b[:80])
	}
}

// TestReopenCountsExistingLines reopens a log holding 8 lines with a limit
// of 10: the third new line starts a new file.
func TestReopenCountsExistingLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fs.log")
	os.WriteFile(path, []byte(strings.Repeat("old\n", 8)), 0o644)
	l, err := Open(path, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		l.Write([]byte("new\n"))
	}
	l.Close()
	cur, _ := os.ReadFile(path)
	old, _ := os.ReadFile(path + ".1")
	if string(cur) != "new\n" || strings.Count(string(old), "\n") != 10 {
		t.Errorf("current %q, rotated %d lines; want 1 new line and 10", cur, strings.Count(string(old), "\n"))
	}
}
