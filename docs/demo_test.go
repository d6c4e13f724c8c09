package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDemo runs make demo's script on a small corpus (without its cvise
// step) and reads what it prints as a newcomer would: each check's report
// once, followed by its own wall time, never before it.
func TestDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds corral and runs the demo")
	}
	dir := t.TempDir()
	cmd := exec.Command("bash", "../scripts/demo.sh")
	cmd.Env = append(os.Environ(), "FILES=200", "SIZE=2M", "REDUCE=skip", "NO_COLOR=1",
		"BIN="+filepath.Join(dir, "bin"), "OUT="+filepath.Join(dir, "out"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("demo: %v\n%s", err, out)
	}
	sections := strings.Split(string(out), "\n== ")
	find := func(prefix string) string {
		for _, s := range sections {
			if strings.HasPrefix(s, prefix) {
				return s
			}
		}
		t.Fatalf("no section %q in the demo's output:\n%s", prefix, out)
		return ""
	}
	for _, name := range []string{"corral check --cmd 'bcom -variant 2 {}'", "corral check --cmd 'bcom -variant 3 {}'"} {
		s := find(name)
		if n := len(regexp.MustCompile(`(?m)^check: `).FindAllString(s, -1)); n != 1 {
			t.Errorf("%s: the summary is printed %d times, want once:\n%s", name, n, s)
		}
		if n := strings.Count(s, "\nnext: "); n != 1 {
			t.Errorf("%s: the next: line is printed %d times, want once:\n%s", name, n, s)
		}
		wall := strings.Index(s, "(wall ")
		if wall < 0 || wall < strings.Index(s, "\ncheck: ") {
			t.Errorf("%s: the wall time comes before the report it belongs to:\n%s", name, s)
		}
	}
	if s := find("corral check --cmd 'bcom -variant 3 {}'"); strings.Contains(s, "\n@@ ") && strings.Count(s, "\n@@ ") > 4 {
		t.Errorf("variant 3 prints every diff, not its kinds:\n%s", s)
	}
	// The triage, without cvise: a report per kind, each with the
	// version that made it, compiled and complete.
	s := find("corral triage ")
	if !strings.Contains(s, "\n  v5  bcom -version 5 {}\n") {
		t.Errorf("the triage's legend does not name v5:\n%s", s)
	}
	if n := len(regexp.MustCompile(`(?m)^k[0-9a-f]{7} +[0-9]+ .* v[2-5] +v[1-4] +[0-9]+ lines? +compiled$`).FindAllString(s, -1)); n < 2 || strings.Contains(s, "incomplete") {
		t.Errorf("the triage made %d complete reports, want one per kind:\n%s", n, s)
	}
}
