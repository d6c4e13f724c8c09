package report

import (
	"fmt"
	"strings"
	"testing"
)

// TestPathListWraps: paths whose ends pass the kept bits, one at a time
// and several at once (a path longer than the modulus), read back whole
// and are found.
func TestPathListWraps(t *testing.T) {
	defer func(b int) { endBits = b }(endBits)
	for _, bits := range []int{3, 5, 32} {
		endBits = bits
		var l pathList
		var want []string
		for i := range 200 {
			p := fmt.Sprintf("d%03d/%s", i, strings.Repeat("x", i%23))
			l.add(p)
			want = append(want, p)
		}
		l.seal()
		if l.len() != len(want) {
			t.Fatalf("bits %d: %d paths, want %d", bits, l.len(), len(want))
		}
		for j, p := range want {
			if got := l.at(j); got != p {
				t.Fatalf("bits %d: path %d is %q, want %q", bits, j, got, p)
			}
			if k, ok := l.find(p); !ok || k != j {
				t.Fatalf("bits %d: find(%q) = %d, %v; want %d", bits, p, k, ok, j)
			}
		}
		if _, ok := l.find("d050/zzz"); ok {
			t.Errorf("bits %d: found a path never added", bits)
		}
	}
}
