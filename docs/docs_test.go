// Package docs holds the project's documentation beside the README; its
// test keeps the README and docs/*.md true to the tree: every relative
// link and anchor resolves, and the Layout table of docs/layout.md names
// every package, and only paths that exist.
package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// anchor is GitHub's anchor for a heading.
func anchor(heading string) string {
	t := strings.ToLower(strings.TrimSpace(strings.TrimLeft(heading, "#")))
	t = regexp.MustCompile(`[^\p{L}\p{N}\- _]`).ReplaceAllString(t, "")
	return strings.ReplaceAll(t, " ", "-")
}

func anchors(t *testing.T, file string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	inCode := false
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "```") {
			inCode = !inCode
		}
		if !inCode && strings.HasPrefix(l, "#") {
			out[anchor(l)] = true
		}
	}
	return out
}

var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestLinks: every relative link of the README and docs/*.md names a file
// that exists, and every #anchor a heading of its file.
func TestLinks(t *testing.T) {
	files, _ := filepath.Glob("*.md")
	files = append(files, "../README.md")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(target, "#")
			file := f
			if path != "" {
				file = filepath.Join(filepath.Dir(f), path)
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s: link to %s: no such file", f, target)
					continue
				}
			}
			if frag != "" && strings.HasSuffix(file, ".md") && !anchors(t, file)[frag] {
				t.Errorf("%s: link to %s: no heading #%s in %s", f, target, frag, file)
			}
		}
	}
}

// TestLayout: the Layout table (the first table of docs/layout.md) names
// every Go package of the module, and every path it names exists.
func TestLayout(t *testing.T) {
	data, err := os.ReadFile("layout.md")
	if err != nil {
		t.Fatal(err)
	}
	var table []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "|") {
			table = append(table, l)
		} else if len(table) > 0 {
			break
		}
	}
	if len(table) == 0 {
		t.Fatal("docs/layout.md has no table")
	}
	listed := map[string]bool{}
	brace := regexp.MustCompile(`^(.*)\{(.*)\}(.*)$`)
	for _, row := range regexp.MustCompile(`(?m)^\| (.+?) \|`).FindAllStringSubmatch(strings.Join(table, "\n"), -1) {
		for _, p := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(row[1], -1) {
			if m := brace.FindStringSubmatch(p[1]); m != nil {
				for _, alt := range strings.Split(m[2], ",") {
					listed[m[1]+alt+m[3]] = true
				}
			} else {
				listed[p[1]] = true
			}
		}
	}
	for p := range listed {
		if _, err := os.Stat(filepath.Join("..", p)); err != nil {
			t.Errorf("the Layout names %s, which does not exist", p)
		}
	}
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", "github.com/corral-go/corral/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	root, _ := filepath.Abs("..")
	for _, dir := range strings.Fields(string(out)) {
		rel, _ := filepath.Rel(root, dir)
		rel = filepath.ToSlash(rel)
		if rel == "docs" || slices.Contains([]string{"."}, rel) {
			continue
		}
		if !listed[rel] {
			t.Errorf("package %s is not in the Layout table of docs/layout.md", rel)
		}
	}
}
