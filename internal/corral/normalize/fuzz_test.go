package normalize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/normalize"
)

// FuzzRules parses arbitrary --normalize rules and applies them to
// arbitrary output. A rule that parses must apply without error or panic,
// and must parse again from what the baseline records of it (String).
// Run it for real with: go test -fuzz FuzzRules ./internal/corral/normalize
func FuzzRules(f *testing.F) {
	f.Add(`[0-9]{2}:[0-9]{2}:[0-9]{2}=<time>`, "built at 12:34:56\nok\n")
	f.Add(`/tmp/[a-z0-9]+=/tmp/X`, "/tmp/abc123/x.c:3: warning\n")
	f.Add(`a\=b=c`, "a=b\n")
	f.Add(`(\w+)@(\w+)=$2 at $1`, "user@host\n")
	f.Add(`x*=y`, "")
	f.Add(`[=]`, "\x00\xff\n")
	f.Fuzz(func(t *testing.T, spec, input string) {
		rules, err := normalize.Parse([]string{spec})
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := rules.Apply(&out, strings.NewReader(input)); err != nil {
			t.Fatalf("Apply: %v", err)
		}
		if !strings.Contains(spec, "\n") {
			again, err := normalize.Parse(strings.Split(rules.String(), "\n"))
			if err != nil || again.String() != rules.String() {
				t.Errorf("the recorded form %q parses as %v, %v", rules.String(), again, err)
			}
		}
	})
}
