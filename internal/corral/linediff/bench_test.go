package linediff_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// BenchmarkAssembly diffs two texts like a compiler's assembly before and
// after an optimization change: 20,000 lines drawn from 300 instruction
// shapes, a fifth of them changed, which costs the search many steps (a
// real gcc -O1 -> -O2 diff of zstd is of this kind).
func BenchmarkAssembly(b *testing.B) {
	x, y := assembly()
	for _, near := range []int{0, 512} {
		b.Run(fmt.Sprintf("near=%d", near), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				linediff.LinesNear(x, y, near)
			}
		})
	}
}

// assembly is the two texts of BenchmarkAssembly.
func assembly() ([]byte, []byte) {
	r := rand.New(rand.NewPCG(3, 4))
	var x, y bytes.Buffer
	for range 20_000 {
		l := fmt.Sprintf("\tmov%d\t%%r%d, %d(%%rsp)\n", r.IntN(30), r.IntN(10), 8*r.IntN(4))
		x.WriteString(l)
		switch r.IntN(10) {
		case 0:
		case 1:
			fmt.Fprintf(&y, "\tlea%d\t%%r%d\n", r.IntN(30), r.IntN(10))
		default:
			y.WriteString(l)
		}
	}
	return x.Bytes(), y.Bytes()
}
