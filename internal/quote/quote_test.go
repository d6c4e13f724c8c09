package quote_test

import (
	"testing"

	"github.com/corral-go/corral/internal/quote"
)

// The cases and the bash round trip are in report's TestQuote; this is
// the package's own check that plain names pass as they are.
func TestPlainNamesPass(t *testing.T) {
	for _, s := range []string{"a.c", "dir/with space.bas", "é.txt"} {
		if got := quote.Name(s); got != s {
			t.Errorf("Name(%q) = %q", s, got)
		}
	}
	if got := quote.Text([]byte("line\n\tx")); got != "line\n\tx" {
		t.Errorf("Text kept nothing: %q", got)
	}
}
