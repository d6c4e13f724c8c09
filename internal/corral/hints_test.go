package corral_test

import (
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
)

// TestRecordLine: the record a check needs, in the user's words and on
// one line a person can paste: a --cmd with a newline or an escape in it
// is in ANSI-C quotes, never raw in the hint.
func TestRecordLine(t *testing.T) {
	for _, c := range []struct{ cmd, source, store, want string }{
		{"cc -S -o - {}", "src", "corral.db", "corral record --cmd 'cc -S -o - {}' src"},
		{"", "", "other.db", "corral record --cmd 'COMPILER {}' SOURCE --baseline other.db"},
		{"cc \x1b[31m\n$(touch pwned) {}", "my src", "corral.db", `corral record --cmd $'cc \033[31m\n$(touch pwned) {}' 'my src'`},
	} {
		got := corral.RecordLine(c.cmd, c.source, c.store)
		if got != c.want || strings.ContainsAny(got, "\n\x1b") {
			t.Errorf("RecordLine(%q, %q, %q) = %q, want %q", c.cmd, c.source, c.store, got, c.want)
		}
	}
}
