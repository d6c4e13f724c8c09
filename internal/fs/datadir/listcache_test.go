package datadir_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsio"
)

// TestListingReadsTheDirectoryOnce: listing 20,000 names in pages of 1,000
// reads the directory once, not once a page (20 times, 400,000 entries),
// and gives every name once, sorted; a directory that changes between
// pages is read again, and the listing goes on from its cursor with the
// change in it.
func TestListingReadsTheDirectoryOnce(t *testing.T) {
	be := fsio.NewGoPool(fsio.Config{Threads: 2})
	defer be.Close()
	root := filepath.Join(t.TempDir(), "data")
	s, err := datadir.Open(root, be, datadir.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	dir := filepath.Join(root, "big")
	os.MkdirAll(dir, 0o755)
	const n = 20_000
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%06d", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Past the directory's last change by more than listSettle and a
	// clock tick. This cannot race: what the store compares is the wall
	// clock with the directory's times, and a sleep never ends early.
	time.Sleep(100 * time.Millisecond)
	ctx := context.Background()
	list := func(addAfter int) []string {
		var got []string
		after, pages := "", 0
		for {
			p, err := s.ListPage(ctx, "big", after, 1000)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range p.Entries {
				got = append(got, filepath.Base(e.Name))
			}
			if pages++; pages == addAfter {
				os.WriteFile(filepath.Join(dir, "zzz-new"), nil, 0o644)
			}
			if p.Next == "" {
				return got
			}
			after = p.Next
		}
	}
	before := datadir.ListScans(s)
	got := list(0)
	if scans := datadir.ListScans(s) - before; scans != 1 {
		t.Errorf("a listing of %d names in pages of 1,000 read the directory %d times, want 1", n, scans)
	}
	if len(got) != n || !slices.IsSorted(got) {
		t.Fatalf("listed %d names (sorted %v), want %d", len(got), slices.IsSorted(got), n)
	}
	before = datadir.ListScans(s)
	got = list(3)
	if scans := datadir.ListScans(s) - before; scans < 2 {
		t.Errorf("a directory changed mid-listing was not read again (%d reads)", scans)
	}
	if len(got) != n+1 || got[len(got)-1] != "zzz-new" || !slices.IsSorted(got) {
		t.Errorf("the listing after a change: %d names, last %q", len(got), got[len(got)-1])
	}
}
