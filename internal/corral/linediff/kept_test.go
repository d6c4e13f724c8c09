package linediff

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestKeptAnySymbols holds kept's two ways to the same answer: symbols
// small enough to index a slice, and any others (large or negative
// token numbers), which go through maps.
func TestKeptAnySymbols(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 59))
	for n := range 200 {
		a, b := make([]int, 30+rng.IntN(200)), make([]int, 30+rng.IntN(200))
		for i := range a {
			a[i] = rng.IntN(40 + n)
		}
		for i := range b {
			b[i] = rng.IntN(40 + n)
		}
		ka, kb := kept(a, b)
		// The same symbols moved out of a slice's reach.
		far := func(s []int) []int {
			out := make([]int, len(s))
			for i, x := range s {
				out[i] = x*1_000_003 - 1<<40
			}
			return out
		}
		fa, fb := kept(far(a), far(b))
		if !slices.Equal(ka, fa) || !slices.Equal(kb, fb) {
			t.Fatalf("case %d: kept %v %v with small symbols, %v %v with large", n, ka, kb, fa, fb)
		}
		for _, i := range ka {
			if !slices.Contains(b, a[i]) {
				t.Fatalf("case %d: kept a[%d]=%d, which b has not", n, i, a[i])
			}
		}
	}
}
