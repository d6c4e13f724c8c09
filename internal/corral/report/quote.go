package report

import "github.com/corral-go/corral/internal/quote"

// Quote shows a name safely on a terminal (see quote.Name): as it is, or
// in the $'…' form of bash and GNU ls when it holds control, invisible or
// non-UTF-8 characters.
func Quote(name string) string { return quote.Name(name) }

// Printable shows text safely on a terminal (see quote.Text): control
// characters and invalid UTF-8 as \xNN.
func Printable(b []byte) string { return quote.Text(b) }
