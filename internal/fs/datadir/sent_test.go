package datadir

import "testing"

// TestSentMarksBounded: past maxSent marks every file counts as sent (its
// spare is emptied: safe), and the marks are dropped; below, only a marked
// file does, until it is unmarked.
func TestSentMarksBounded(t *testing.T) {
	defer func(n int64) { maxSent = n }(maxSent)
	maxSent = 3
	var s sentFiles
	a, b := fileKey{1, 10}, fileKey{1, 11}
	s.mark(a)
	s.mark(a)
	if !s.marked(a) || s.marked(b) || s.n.Load() != 1 {
		t.Fatalf("one mark: a %v, b %v, %d kept", s.marked(a), s.marked(b), s.n.Load())
	}
	s.unmark(a)
	if s.marked(a) || s.n.Load() != 0 {
		t.Fatalf("unmarked a: %v, %d kept", s.marked(a), s.n.Load())
	}
	for ino := range uint64(4) {
		s.mark(fileKey{2, ino})
	}
	if !s.marked(fileKey{9, 99}) {
		t.Fatal("past maxSent marks a file never sent does not count as sent")
	}
	n := 0
	s.m.Range(func(any, any) bool { n++; return true })
	if n != 0 {
		t.Errorf("%d marks kept past the bound, want them dropped", n)
	}
}
