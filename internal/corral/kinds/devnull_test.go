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

// TestKindsRowsHaveNamesOfTheirOwn: each change of the kinds benchmark
// is named by a variable (C_MIR="held: rustc --emit mir …") that its row
// and its corpus's fetch test; a set that named a new change C_MIR again
// replaced rustc's, and its first trial printed rustc's row under the new
// label. No name may be given twice, and each name given is run by a row.
func TestKindsRowsHaveNamesOfTheirOwn(t *testing.T) {
	b, err := os.ReadFile("../../../bench/kinds.sh")
	if err != nil {
		t.Fatal(err)
	}
	script := string(b)
	given := map[string]int{}
	name := regexp.MustCompile(`^\s*(C_[A-Z0-9]+)=`)
	for i, l := range strings.Split(script, "\n") {
		if m := name.FindStringSubmatch(l); m != nil {
			if at, ok := given[m[1]]; ok {
				t.Errorf("bench/kinds.sh:%d: %s given again (first at line %d)", i+1, m[1], at)
			}
			given[m[1]] = i + 1
		}
	}
	if len(given) < 50 {
		t.Fatalf("%d names in bench/kinds.sh: the pattern no longer reads it", len(given))
	}
	for name := range given {
		if !regexp.MustCompile(`acheck \S+ \S+ "\$` + name + `"`).MatchString(script) {
			t.Errorf("bench/kinds.sh: %s is run by no row", name)
		}
	}
}
