package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/demo/bcom"
	"github.com/corral-go/corral/internal/demo/corpus"
)

// TestBisectFindsEachVersion bisects a check of bcom's newest version
// against a baseline of its first, over every version, and holds the
// result to bcom's own list of changes: each change's version is the first
// compiler of at least one kind, the version before it the last without;
// no kind is put anywhere else.
func TestBisectFindsEachVersion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "corpus.tar"))
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	// Many FOR ... STEP loops, so that version 2's change has files.
	if _, err := corpus.Write(bw, corpus.Config{Files: 120, Bytes: 400_000, Seed: 3, StepRate: 0.3}); err != nil {
		t.Fatal(err)
	}
	bw.Flush()
	f.Close()
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--cmd", fmt.Sprintf("bcom -version %d {}", bcom.Versions)}, flags...)...)
	args := []string{"bisect", "--json", "bisect.json"}
	for v := 1; v <= bcom.Versions; v++ {
		args = append(args, fmt.Sprintf("bcom -version %d {}", v))
	}
	out := run(t, dir, 0, args...)
	var got struct {
		Runs  map[string]int64 `json:"runs"`
		Kinds []struct {
			ID          string `json:"id"`
			Edit        string `json:"edit"`
			First       *int   `json:"first"`
			LastWithout *int   `json:"last_without"`
		} `json:"kinds"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "bisect.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	byVersion := map[int][]string{}
	for _, k := range got.Kinds {
		if k.First == nil || k.LastWithout == nil || *k.LastWithout != *k.First-1 {
			t.Errorf("kind %s (%s): first %v, last without %v; want a version and the one before it", k.ID, k.Edit, k.First, k.LastWithout)
			continue
		}
		byVersion[*k.First] = append(byVersion[*k.First], k.Edit)
	}
	for _, c := range bcom.Changes {
		if len(byVersion[c.Version]) == 0 {
			t.Errorf("no kind found first in version %d (%s)", c.Version, c.What)
		}
		delete(byVersion, c.Version)
	}
	if len(byVersion) > 0 {
		t.Errorf("kinds put in versions that made no change: %v", byVersion)
	}
	if len(got.Runs) > bcom.Versions {
		t.Errorf("%d runs for %d compilers", len(got.Runs), bcom.Versions)
	}
	t.Logf("\n%s", out)
}
