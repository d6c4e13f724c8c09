package linediff_test

import (
	"archive/tar"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/linediff"
	"github.com/corral-go/corral/internal/demo/bcom"
	"github.com/corral-go/corral/internal/demo/corpus"
)

// apply applies a unified diff to a strictly: every hunk's old lines must
// stand at its old start, its new start must be where its lines land, and
// its counts must match. It returns the new text.
func apply(a []byte, diff []string) ([]byte, error) {
	old := strings.SplitAfter(string(a), "\n")
	if old[len(old)-1] == "" {
		old = old[:len(old)-1]
	}
	var out []string
	ai := 0
	i := 0
	for i < len(diff) && !strings.HasPrefix(diff[i], "@@ ") {
		i++
	}
	for i < len(diff) {
		h := diff[i]
		f := strings.Fields(h)
		if len(f) != 4 || f[3] != "@@" {
			return nil, fmt.Errorf("hunk header %q", h)
		}
		os, oc := rng(f[1])
		ns, nc := rng(f[2])
		start, nstart := os-1, ns-1
		if oc == 0 {
			start = os
		}
		if nc == 0 {
			nstart = ns
		}
		if start < ai || start > len(old) {
			return nil, fmt.Errorf("%s: old start %d before line %d or past the end", h, start+1, ai+1)
		}
		out = append(out, old[ai:start]...)
		ai = start
		if nstart != len(out) {
			return nil, fmt.Errorf("%s: new start %d, its lines land at %d", h, nstart+1, len(out)+1)
		}
		o, n := 0, 0
		for i++; i < len(diff) && !strings.HasPrefix(diff[i], "@@ "); i++ {
			l := diff[i]
			if l == linediff.NoNewline {
				continue
			}
			noNL := i+1 < len(diff) && diff[i+1] == linediff.NoNewline
			text := l[1:]
			if !noNL {
				text += "\n"
			}
			switch l[0] {
			case ' ', '-':
				if ai >= len(old) || old[ai] != text {
					return nil, fmt.Errorf("%s: old line %d is %q, the diff says %q", h, ai+1, strings.TrimSuffix(safe(old, ai), "\n"), l)
				}
				ai++
				o++
				if l[0] == ' ' {
					out = append(out, text)
					n++
				}
			case '+':
				out = append(out, text)
				n++
			default:
				return nil, fmt.Errorf("%s: line %q", h, l)
			}
		}
		if o != oc || n != nc {
			return nil, fmt.Errorf("%s: %d old and %d new lines", h, o, n)
		}
	}
	out = append(out, old[ai:]...)
	return []byte(strings.Join(out, "")), nil
}

func safe(v []string, i int) string {
	if i < len(v) {
		return v[i]
	}
	return "<end>"
}

func rng(s string) (start, count int) {
	s = s[1:]
	a, b, ok := strings.Cut(s, ",")
	start, _ = strconv.Atoi(a)
	count = 1
	if ok {
		count, _ = strconv.Atoi(b)
	}
	return start, count
}

// changedLines counts a diff's + and - lines.
func changedLines(diff []string) int {
	n := 0
	for _, l := range diff {
		if (strings.HasPrefix(l, "+") && !strings.HasPrefix(l, "+++ ")) || (strings.HasPrefix(l, "-") && !strings.HasPrefix(l, "--- ")) {
			n++
		}
	}
	return n
}

func check(t *testing.T, a, b []byte) []string {
	t.Helper()
	d := linediff.Lines(a, b).Unified("a", "b", nil)
	got, err := apply(a, d)
	if err != nil {
		t.Fatalf("untrue diff: %v\n%s", err, strings.Join(d, "\n"))
	}
	if !bytes.Equal(got, b) {
		t.Fatalf("applying the diff gives\n%q\nwant\n%q\ndiff:\n%s", got, b, strings.Join(d, "\n"))
	}
	return d
}

func TestSmall(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"a\nb\nc\n", "a\nB\nc\n", "--- a\n+++ b\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"", "x\n", "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n"},
		{"x\n", "", "--- a\n+++ b\n@@ -1 +0,0 @@\n-x\n"},
		{"a\nb", "a\nb\n", "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"},
		{"same\n", "same\n", ""},
	} {
		d := check(t, []byte(c.a), []byte(c.b))
		got := ""
		if len(d) > 0 {
			got = strings.Join(d, "\n") + "\n"
		}
		if got != c.want {
			t.Errorf("diff of %q and %q:\n%s\nwant\n%s", c.a, c.b, got, c.want)
		}
	}
}

// TestHeadersAsGNU holds the diff to GNU diff -u byte for byte where the
// shortest script is unique: one changed line every 20 over 2,000 lines,
// with hunks that join and hunks that don't.
func TestHeadersAsGNU(t *testing.T) {
	gnu := gnuDiff(t)
	var a, b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&a, "line %d\n", i)
		switch {
		case i%20 == 0:
			fmt.Fprintf(&b, "LINE %d\n", i)
		case i%97 == 0:
			// deleted
		case i%89 == 0:
			fmt.Fprintf(&b, "line %d\nnew %d\n", i, i)
		default:
			fmt.Fprintf(&b, "line %d\n", i)
		}
	}
	ours := strings.Join(check(t, []byte(a.String()), []byte(b.String())), "\n") + "\n"
	theirs := gnu([]byte(a.String()), []byte(b.String()))
	if ours != theirs {
		t.Fatalf("ours and GNU diff -u differ:\n%s", firstDifference(ours, theirs))
	}
}

func firstDifference(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d: ours %q, GNU %q", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines, GNU %d", len(al), len(bl))
}

// gnuDiff returns a function that runs GNU diff -u on two texts, with the
// file names a and b.
func gnuDiff(t *testing.T) func(a, b []byte) string {
	t.Helper()
	if _, err := exec.LookPath("diff"); err != nil {
		t.Skip("GNU diff not installed")
	}
	dir := t.TempDir()
	return func(a, b []byte) string {
		pa, pb := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		if err := os.WriteFile(pa, a, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(pb, b, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("diff", "-u", "--label", "a", "--label", "b", "a", "b")
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil && cmd.ProcessState.ExitCode() != 1 {
			t.Fatalf("diff: %v", err)
		}
		return string(out)
	}
}

// pairs is a real corpus of changed compiler outputs: bcom → bcom
// -variant 2 over a generated corpus of 500 programs, and gofmt → gofmt
// -s over the Go tree's packages.
func pairs(t *testing.T) [][2][]byte {
	t.Helper()
	var out [][2][]byte
	var tarball bytes.Buffer
	if _, err := corpus.Write(&tarball, corpus.Config{Files: 500, Bytes: 30 << 20, Seed: 1, ErrorRate: 0, StepRate: 0.02}); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	tr := tar.NewReader(&tarball)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		files[hdr.Name], _ = io.ReadAll(tr)
	}
	read := func(from, name string) (string, []byte, error) {
		if b, ok := files[name]; ok {
			return name, b, nil
		}
		return "", nil, os.ErrNotExist
	}
	for name, src := range files {
		if strings.HasPrefix(filepath.Base(name), "HDR_") {
			continue
		}
		c1, _, err1 := bcom.Compile(name, src, bcom.Options{Variant: 1, ReadFile: read})
		c2, _, err2 := bcom.Compile(name, src, bcom.Options{Variant: 2, ReadFile: read})
		if err1 == nil && err2 == nil && !bytes.Equal(c1, c2) {
			out = append(out, [2][]byte{c1, c2})
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d changed bcom outputs", len(out))
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(goroot))
	gofmt := filepath.Join(root, "bin", "gofmt")
	dirs, _ := filepath.Glob(filepath.Join(root, "src", "*", "*"))
	for _, dir := range dirs {
		names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, name := range names {
			plain, err1 := exec.Command(gofmt, name).Output()
			simple, err2 := exec.Command(gofmt, "-s", name).Output()
			if err1 == nil && err2 == nil && !bytes.Equal(plain, simple) {
				out = append(out, [2][]byte{plain, simple})
			}
		}
	}
	return out
}

// TestAgainstGNUDiff diffs a real corpus of changed compiler outputs: every
// diff must apply strictly, and have no more changed lines than 1.1× GNU
// diff's (go-udiff, before this package, failed both).
func TestAgainstGNUDiff(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a corpus")
	}
	gnu := gnuDiff(t)
	ps := pairs(t)
	ours, theirs := 0, 0
	for i, p := range ps {
		d := check(t, p[0], p[1])
		n, g := changedLines(d), changedLines(strings.Split(gnu(p[0], p[1]), "\n"))
		if float64(n) > 1.1*float64(g) {
			t.Errorf("pair %d: %d changed lines, GNU diff %d", i, n, g)
		}
		ours, theirs = ours+n, theirs+g
	}
	t.Logf("%d pairs: %d changed lines, GNU diff %d (%.3f×)", len(ps), ours, theirs, float64(ours)/float64(theirs))
}

// TestCostBound: two large texts that share lines everywhere but in no
// order must not stall a run; the diff stays true and says it is coarse.
func TestCostBound(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var a, b bytes.Buffer
	for range 200_000 {
		fmt.Fprintf(&a, "%d\n", r.IntN(50))
		fmt.Fprintf(&b, "%d\n", r.IntN(50))
	}
	start := time.Now()
	d := check(t, a.Bytes(), b.Bytes())
	took := time.Since(start)
	if !strings.HasPrefix(d[0], "(diff not minimal") {
		t.Errorf("first line %q, want the note that the diff is not minimal", d[0])
	}
	t.Logf("%d and %d bytes in %v", a.Len(), b.Len(), took)
	// Everywhere different: no search at all.
	a.Reset()
	b.Reset()
	for i := range 300_000 {
		fmt.Fprintf(&a, "a%d\n", i)
		fmt.Fprintf(&b, "b%d\n", i)
	}
	check(t, a.Bytes(), b.Bytes())
}

func FuzzApply(f *testing.F) {
	f.Add([]byte("a\nb\nc\n"), []byte("a\nc\nd\n"))
	f.Add([]byte("x"), []byte("x\n"))
	f.Add([]byte("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n"), []byte("1\n2\n3\nX\n5\n6\n7\n8\n9\n10\nY\n"))
	f.Add([]byte(""), []byte("\n\n"))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		// The shortest diff, and diffs near it whose searches split
		// after 1 and 2 edits: every split must leave a true diff.
		for _, near := range []int{0, 1, 2} {
			d := linediff.LinesNear(a, b, near).Unified("a", "b", nil)
			got, err := apply(a, d)
			if err != nil {
				t.Fatalf("near %d: untrue diff: %v\n%s", near, err, strings.Join(d, "\n"))
			}
			if !bytes.Equal(got, b) {
				t.Fatalf("near %d: applying gives %q, want %q", near, got, b)
			}
		}
	})
}

// TestNear: a diff bounded by near edits a search is true, near the
// shortest, and the shortest itself when no search went past the bound;
// on real assembly (gcc 12 -O2 against -fno-inline over zstd, the kinds'
// test data) and on BenchmarkAssembly's texts, where the bound bites.
func TestNear(t *testing.T) {
	pairs := [][2][]byte{}
	x, y := assembly()
	pairs = append(pairs, [2][]byte{x, y})
	dir := filepath.Join("..", "kinds", "testdata", "zstdni")
	names, err := filepath.Glob(filepath.Join(dir, "O2", "*"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no test data in %s: %v", dir, err)
	}
	for _, name := range names {
		a, err1 := os.ReadFile(name)
		b, err2 := os.ReadFile(filepath.Join(dir, "ni", filepath.Base(name)))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		pairs = append(pairs, [2][]byte{a, b})
	}
	const near = 512 // kinds.DiffNear
	shortest, got, split := 0, 0, 0
	for i, p := range pairs {
		exact, cheap := linediff.Lines(p[0], p[1]), linediff.LinesNear(p[0], p[1], near)
		d := cheap.Unified("a", "b", nil)
		if out, err := apply(p[0], d); err != nil || !bytes.Equal(out, p[1]) {
			t.Fatalf("pair %d: the near diff does not apply (%v)", i, err)
		}
		if exact.Deepest <= near != (cheap.Near == 0) {
			t.Errorf("pair %d: deepest search %d, bound %d, yet %d splits", i, exact.Deepest, near, cheap.Near)
		}
		if cheap.Near == 0 && fmt.Sprint(exact.Blocks) != fmt.Sprint(cheap.Blocks) {
			t.Errorf("pair %d: no search split, yet the diff is not the shortest", i)
		}
		n, m := changedLines(exact.Unified("a", "b", nil)), changedLines(d)
		shortest, got, split = shortest+n, got+m, split+cheap.Near
		if float64(m) > 1.25*float64(n) {
			t.Errorf("pair %d: %d changed lines, the shortest diff %d", i, m, n)
		}
	}
	if split == 0 {
		t.Fatal("no search passed the bound: the test tests nothing")
	}
	t.Logf("%d pairs, %d searches split: %d changed lines, the shortest %d (%.3f×)", len(pairs), split, got, shortest, float64(got)/float64(shortest))
}

// TestWithin holds IntsWithin to Ints: a script it gives is the one Ints
// gives, and it gives one whenever the shortest takes at most maxD edits.
// It fails before IntsWithin stops at its bound only if the bound is
// never reached: the count of refusals says it was.
func TestWithin(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	refused := 0
	for i := range 4000 {
		n, m, alphabet := r.IntN(60), r.IntN(60), 2+r.IntN(12)
		a, b := make([]int, n), make([]int, m)
		for k := range a {
			a[k] = r.IntN(alphabet)
		}
		for k := range b {
			b[k] = r.IntN(alphabet)
			if k < n && r.IntN(3) > 0 {
				b[k] = a[k] // mostly alike, often
			}
		}
		exact := linediff.Ints(a, b)
		dist := 0
		for _, blk := range exact.Blocks {
			dist += blk.A1 - blk.A0 + blk.B1 - blk.B0
		}
		maxD := r.IntN(n + m + 1)
		got, ok := linediff.IntsWithin(a, b, maxD)
		switch {
		case !ok && dist <= maxD:
			t.Fatalf("case %d: refused, yet the shortest script takes %d edits, at most %d", i, dist, maxD)
		case ok && fmt.Sprint(got.Blocks) != fmt.Sprint(exact.Blocks):
			t.Fatalf("case %d: %v, Ints gives %v", i, got.Blocks, exact.Blocks)
		case !ok:
			refused++
		}
	}
	if refused == 0 {
		t.Fatal("no diff passed its bound: the test tests nothing")
	}
	t.Logf("%d of 4000 refused", refused)
}
