package report

import (
	"fmt"

	"github.com/corral-go/corral/internal/quote"
)

// Quote shows a name safely on a terminal (see quote.Name): as it is, or
// in the $'…' form of bash and GNU ls when it holds control, invisible or
// non-UTF-8 characters.
func Quote(name string) string { return quote.Name(name) }

// Printable shows text safely on a terminal (see quote.Text): control
// characters and invalid UTF-8 as \xNN.
func Printable(b []byte) string { return quote.Text(b) }

// QuoteList quotes the first n paths and says how many more there are.
func QuoteList(paths []string, n int) []string {
	var out []string
	for _, p := range paths[:min(n, len(paths))] {
		out = append(out, Quote(p))
	}
	if len(paths) > n {
		out = append(out, fmt.Sprintf("… and %d more", len(paths)-n))
	}
	return out
}
