package triage

import (
	"strings"
	"testing"
	"time"
)

// TestMarkdownShowsNamesAsTheyAre (issue 57.5): a file named as HTML in
// a note, a family named j<cc>, are text in index.md and ID.md: the note
// was written bare, and <cc> read as a tag, so the family showed as "j".
func TestMarkdownShowsNamesAsTheyAre(t *testing.T) {
	const evil = `<img src=x onerror=alert(1)>h.bas`
	r := Report{ID: "k0123abc", Edit: "~ jne → je", Family: "j<cc>", Kinds: []string{"k0123abc"}, Count: 1,
		Files: []string{evil}, Example: evil, State: Failed, Changed: []string{"output:{.}.s"},
		Note: evil + " does not show kind k0123abc outside the check: *both* compilers give the same result",
		Old:  Compiler{N: 1, Name: "cc -O1 {}"}, New: Compiler{N: 2, Name: "cc -O2 {}"}}
	tr := &Triage{CheckRun: 2, Compilers: []Compiler{r.Old, r.New}, Bisected: true, Kinds: 1, Reports: []Report{r}}
	info := Info{Written: time.Unix(0, 0).UTC(), Version: "test"}
	for name, md := range map[string]string{"index.md": indexMarkdown(tr, info), "k0123abc.md": reportMarkdown(tr, &tr.Reports[0], info)} {
		for _, line := range strings.Split(md, "\n") {
			// Outside code spans, no < may open a tag and no * emphasis.
			var outside strings.Builder
			in := false
			for _, part := range strings.Split(line, "`") {
				if !in {
					outside.WriteString(part)
				}
				in = !in
			}
			o := outside.String()
			if i := strings.Index(o, "<"); i >= 0 && (i == 0 || o[i-1] != '\\') {
				t.Errorf("%s: a raw < outside code: %q", name, line)
			}
			if strings.Contains(o, " *both*") {
				t.Errorf("%s: the note's words are emphasis: %q", name, line)
			}
		}
		if name == "k0123abc.md" && !strings.Contains(md, `| family | j\<cc\> |`) {
			t.Errorf("%s: the family j<cc> is not shown whole:\n%s", name, md)
		}
	}
}
