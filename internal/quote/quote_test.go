package quote_test

import (
	"strings"
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

// TestTextString holds TextString to Text.
func TestTextString(t *testing.T) {
	for _, s := range []string{"", "plain ascii\tline", "é ü €", "\x1b[31m", "a\x7fb", "\xff\xfe", "ok \u0085 c1", "\r\n", "\u00a0nbsp"} {
		if got, want := quote.TextString(s), quote.Text([]byte(s)); got != want {
			t.Errorf("TextString(%q) = %q, Text gives %q", s, got, want)
		}
	}
}

// TestWriter: text written in pieces, cut anywhere, even inside a UTF-8
// sequence, is escaped as the whole text is.
func TestWriter(t *testing.T) {
	text := []byte("é\x1b[31mred\x00 ünïcödé \xff\xfe€ end\r\n€")
	for size := 1; size <= len(text); size++ {
		var b strings.Builder
		w := quote.NewWriter(&b)
		for i := 0; i < len(text); i += size {
			if _, err := w.Write(text[i:min(i+size, len(text))]); err != nil {
				t.Fatal(err)
			}
		}
		w.Close()
		if b.String() != quote.Text(text) {
			t.Fatalf("pieces of %d bytes: %q, want %q", size, b.String(), quote.Text(text))
		}
	}
	var b strings.Builder
	w := quote.NewWriter(&b)
	w.Write([]byte("a\xe2\x82")) // a cut sequence never completed
	w.Close()
	if b.String() != `a\xe2\x82` {
		t.Errorf("an unfinished sequence: %q", b.String())
	}
}
