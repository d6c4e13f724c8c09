package report_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
)

// htmlReport stores a baseline and a check in a real store, in which 12
// files changed in two kinds, one is new and one failed, and returns the
// check's HTML report.
func htmlReport(t *testing.T) []byte {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "corral.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	run := func(command string, out func(i int) string, n int) map[string]store.Result {
		w, err := st.BeginRun(ctx, store.RunInfo{Command: command}, 8)
		if err != nil {
			t.Fatal(err)
		}
		results := map[string]store.Result{}
		for i := range n {
			ref, err := w.PutBytes(ctx, []byte(out(i)))
			if err != nil {
				t.Fatal(err)
			}
			r := store.Result{Path: fmt.Sprintf("src/f%02d.c", i), Status: store.Ran, Stdout: ref, CPU: time.Duration(i) * time.Millisecond}
			if i == 19 && command == "check" {
				r.Status, r.Error = store.Failed, "exec: <script>alert(1)</script>: not found"
			}
			results[r.Path] = r
			if err := w.AddResult(r); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Finish("{}", nil); err != nil {
			t.Fatal(err)
		}
		return results
	}
	base := run("record", func(i int) string { return fmt.Sprintf("line one\nvalue_%d = %d;\nend <tag>\n", i, i) }, 19)
	cur := run("check", func(i int) string {
		switch {
		case i < 8:
			return fmt.Sprintf("line one\nvalue_%d = %d + 1;\nend <tag>\n", i, i)
		case i < 12:
			return fmt.Sprintf("line one\nvalue_%d = %d;\nend <tag>\nextra\n", i, i)
		}
		return fmt.Sprintf("line one\nvalue_%d = %d;\nend <tag>\n", i, i)
	}, 20)
	rep := report.Build("check", cur, base, nil, time.Second)
	pr := &report.Printer{Store: st, DiffLines: 40}
	if err := pr.GroupKinds(ctx, rep); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := pr.WriteHTML(ctx, &buf, rep, report.HTMLInfo{Version: "test", Written: time.Now()}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestHTMLReport parses the page: one entry per file that is not the same,
// with its status, kind and diff in both layouts; the kinds; nothing
// loaded from the network; names and errors escaped.
func TestHTMLReport(t *testing.T) {
	page := htmlReport(t)
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	kinds := map[string]int{}
	var sides, scripts int
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			attr := map[string]string{}
			for _, a := range n.Attr {
				attr[a.Key] = a.Val
			}
			switch {
			case n.Data == "details" && attr["class"] == "file":
				count[attr["data-status"]]++
				if attr["data-kind"] != "" {
					kinds[attr["data-kind"]]++
				}
			case n.Data == "table" && attr["class"] == "side":
				sides++
			case n.Data == "script":
				scripts++
			}
			for _, k := range []string{"src", "href"} {
				if v := attr[k]; strings.Contains(v, "//") {
					t.Errorf("<%s %s=%q> loads from the network", n.Data, k, v)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if count["changed"] != 12 || count["new"] != 0 || count["error"] != 1 || count["same"] != 0 {
		t.Errorf("file entries by status: %v, want 12 changed, 1 error and no same", count)
	}
	total := 0
	for _, n := range kinds {
		total += n
	}
	if len(kinds) != 2 || total != 12 {
		t.Errorf("kinds of the entries: %v, want 2 kinds over 12 files", kinds)
	}
	if sides != 12 {
		t.Errorf("%d side-by-side tables, want one per changed file", sides)
	}
	if scripts != 1 {
		t.Errorf("%d scripts, want the one inline", scripts)
	}
	for _, want := range []string{"Kinds of change (2, largest first; a file shows every kind of its edits)", "value_0 = 0 &#43; 1;", "end &lt;tag&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if bytes.Contains(page, []byte("<script>alert(1)")) {
		t.Error("an error message went into the page unescaped")
	}
}

// TestHTMLInChromium renders the page in headless Chromium and checks that
// the screenshot is not blank: the page works in a real browser, from
// file://. make test installs Chromium; elsewhere the test is skipped.
func TestHTMLInChromium(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (make test installs it: apt-get install chromium)")
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	if err := os.WriteFile(page, htmlReport(t), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "shot.png")
	// A profile of its own: two Chromiums on one profile (another test
	// run, a user's browser) lock each other out.
	cmd := exec.Command(chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--window-size=1200,900", "--screenshot="+shot, "file://"+page)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	colors := map[uint32]bool{}
	ink := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colors[r>>8<<16|g>>8<<8|bl>>8] = true
			if r+g+bl < 3*0xE000 {
				ink++
			}
		}
	}
	if total := (b.Dx() / 2) * (b.Dy() / 2); len(colors) < 20 || ink < total/100 {
		t.Errorf("the screenshot looks blank: %d colours, %d of %d pixels inked", len(colors), ink, total)
	}
}
