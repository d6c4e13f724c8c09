package kinds

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoGoCompileToDevNull: the Go compiler removes its -o file when it
// fails (cmd/compile's ErrorExit), so "go tool compile -o /dev/null" run
// as root removes /dev/null, and every program after it that opens
// /dev/null fails: the kinds benchmark's probe of which test programs
// compile did so, and a test suite running beside it failed ("open
// /dev/null: no such file or directory"). No script of the kinds
// benchmark or of this test data may ask for it.
func TestNoGoCompileToDevNull(t *testing.T) {
	scripts, err := filepath.Glob("../../../bench/kinds/*.sh")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no scripts under bench/kinds: %v", err)
	}
	scripts = append(scripts, "../../../bench/kinds.sh", "testdata/gen.sh")
	bad := regexp.MustCompile(`go tool compile\b[^\n|;]*-o /dev/null`)
	for _, s := range scripts {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range strings.Split(string(b), "\n") {
			if bad.MatchString(l) {
				t.Errorf("%s:%d: %s", s, i+1, strings.TrimSpace(l))
			}
		}
	}
}
