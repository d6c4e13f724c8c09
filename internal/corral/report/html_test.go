package report_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// htmlReport stores a baseline and a check in a real store, in which 12
// files changed in two kinds, one is new and one failed, and returns the
// check's HTML report.
func htmlReport(t *testing.T) []byte {
	t.Helper()
	ctx := context.Background()
	st := openStore(t)
	run := func(command result.Command, out func(i int) string, n int) map[string]result.Result {
		w, err := st.BeginRun(ctx, result.RunInfo{Command: command}, 8)
		if err != nil {
			t.Fatal(err)
		}
		results := map[string]result.Result{}
		for i := range n {
			ref, err := w.PutBytes(ctx, []byte(out(i)))
			if err != nil {
				t.Fatal(err)
			}
			r := result.Result{Path: fmt.Sprintf("src/f%02d.c", i), Status: result.Ran, Stdout: ref, CPU: time.Duration(i) * time.Millisecond}
			if i == 19 && command == result.Check {
				r.Status, r.Error = result.Failed, "exec: <script>alert(1)</script>: not found"
			}
			if i == 13 && command == result.Check {
				r.ExitCode = 3 // a kind of no changed line
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
	rep := report.Build(result.Check, cur, base, nil, time.Second)
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 40}}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := report.HTML(ctx, &buf, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Now()})); err != nil {
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
	var diffs, scripts int
	withDiff := map[string]bool{} // anchors of the entries that hold a diff
	var entry string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			attr := map[string]string{}
			for _, a := range n.Attr {
				attr[a.Key] = a.Val
			}
			switch {
			case n.Data == "details" && attr["class"] == "file":
				entry = attr["id"]
				count[attr["data-status"]]++
				if attr["data-kind"] != "" {
					kinds[attr["data-kind"]]++
				}
			case n.Data == "pre" && attr["class"] == "d u raw":
				diffs++
				withDiff[entry] = true
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
	if count["changed"] != 13 || count["new"] != 0 || count["error"] != 1 || count["same"] != 0 {
		t.Errorf("file entries by status: %v, want 13 changed, 1 error and no same", count)
	}
	total := 0
	for _, n := range kinds {
		total += n
	}
	if len(kinds) != 3 || total != 13 {
		t.Errorf("kinds of the entries: %v, want 3 kinds over 13 files", kinds)
	}
	if diffs != 13 {
		t.Errorf("%d diffs, want one per changed file (and no second copy side by side)", diffs)
	}
	// Every kind's example is in the page, with its diff.
	for _, m := range regexp.MustCompile(`e\.g\. <a href="#(f[0-9a-f]+)">`).FindAllSubmatch(page, -1) {
		if !withDiff[string(m[1])] {
			t.Errorf("a kind's example #%s has no diff in the page", m[1])
		}
	}
	if scripts != 1 {
		t.Errorf("%d scripts, want the one inline", scripts)
	}
	for _, want := range []string{"Kinds of change (3, largest first; a file shows every kind of its edits)", `<pre class="d raw">exit status 0 → 3</pre>`, "value_0 = 0 &#43; 1;", "end &lt;tag&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;"} {
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
	// Side by side, built by the page from the unified diffs (#sbs opens
	// it): a table per changed file, old numbers left, new right.
	cmd = exec.Command(chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--dump-dom", "file://"+page+"#sbs")
	dom, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium --dump-dom: %v", err)
	}
	// Rendered: classes, old and new line numbers, the changed words; a
	// kind's example the same way, without numbers (it has no hunk).
	for _, want := range []string{`<pre class="d"><span class="note">exit status 0 → 3</span></pre>`,
		`<pre class="d"><span class="del">-value_0 = 0;</span><span class="add">+value_0 = 0<em> + 1</em>;</span>`, `<span class="del"><i>2</i><i></i>-value_0 = 0;</span><span class="add"><i></i><i>2</i>+value_0 = 0<em> + 1</em>;</span>`,
		`<span class=""><i>3</i><i>3</i> end &lt;tag&gt;</span>`, `<span class="hunk">@@ -1,3 +1,3 @@</span>`} {
		if !strings.Contains(string(dom), want) {
			t.Errorf("the rendered page lacks %s", want)
		}
	}
	if n := strings.Count(string(dom), `<table class="side">`); n != 13 {
		t.Errorf("side by side: %d tables, want 13", n)
	}
	for _, want := range []string{`<td class="del"><i>2</i>-value_0 = 0;</td><td class="add"><i>2</i>+value_0 = 0<em> + 1</em>;</td>`, `<td class=""><i>3</i> end &lt;tag&gt;</td><td class=""><i>3</i> end &lt;tag&gt;</td>`} {
		if !strings.Contains(string(dom), want) {
			t.Errorf("side by side lacks %s", want)
		}
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

// TestHTMLCapKeepsEveryKindsExample: a change of 2,400 files in 300 kinds,
// every diff large, makes a page over the budget: the page stays under
// HTMLCap, says it was capped, lists every file, and every kind's example
// has its diff in the page (before, diffs went in path order until the
// budget ran out, and a kind could have no example).
func TestHTMLCapKeepsEveryKindsExample(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 2,400 files twice")
	}
	if raceDetector {
		// It writes 4,800 blobs through SQLite compiled to Go in one
		// goroutine, most of its time: the detector makes it 28 s of make
		// test. Kinds made on goroutines are under it in the tests
		// beside; make test runs this one without it.
		t.Skip("skipped under the race detector; make test runs it without")
	}
	ctx := context.Background()
	st := openStore(t)
	const files, kinds = 2400, 300
	word := func(k int) string { return "w" + string(rune('a'+k/26%26)) + string(rune('a'+k%26)) + "x" }
	out := func(i int, changed bool) string {
		var b strings.Builder
		// Prose, whose words are kept in a kind's shape: each kind
		// inserts its own word (a name in code would be an operand, and
		// 300 names one kind).
		for line := range 300 {
			v := fmt.Sprintf("f%d_%d", i, line)
			if changed && line%3 == 0 {
				v = word(i%kinds) + " of " + v
			}
			fmt.Fprintf(&b, "line %d holds %s with padding to make each line longer than most\n", line, v)
		}
		return b.String()
	}
	results := map[result.Command]map[string]result.Result{}
	for _, command := range []result.Command{result.Record, result.Check} {
		w, err := st.BeginRun(ctx, result.RunInfo{Command: command}, 8)
		if err != nil {
			t.Fatal(err)
		}
		results[command] = map[string]result.Result{}
		for i := range files {
			ref, err := w.PutBytes(ctx, []byte(out(i, command == result.Check)))
			if err != nil {
				t.Fatal(err)
			}
			r := result.Result{Path: fmt.Sprintf("src/m%02d/f%04d.c", i%50, i), Status: result.Ran, Stdout: ref}
			results[command][r.Path] = r
			if err := w.AddResult(r); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Finish("{}", nil); err != nil {
			t.Fatal(err)
		}
	}
	rep := report.Build(result.Check, results["check"], results["record"], nil, time.Second)
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 40}}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if len(rep.Kinds) < kinds {
		t.Fatalf("%d kinds, want at least %d", len(rep.Kinds), kinds)
	}
	var buf bytes.Buffer
	if err := report.HTML(ctx, &buf, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Now()})); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if len(page) > report.HTMLCap {
		t.Errorf("the page is %d bytes, over the cap of %d", len(page), report.HTMLCap)
	}
	if !strings.Contains(page, `id="capped"`) {
		t.Error("the page does not say it was capped")
	}
	if n := strings.Count(page, `<details class="file"`); n != files {
		t.Errorf("%d file entries, want %d", n, files)
	}
	// Each entry's diff, by anchor.
	withDiff := map[string]bool{}
	for _, m := range regexp.MustCompile(`<details class="file" id="(f[0-9a-f]+)"[^>]*>\n<summary>.*</summary>\n<pre class="d u raw">`).FindAllStringSubmatch(page, -1) {
		withDiff[m[1]] = true
	}
	examples := regexp.MustCompile(`e\.g\. <a href="#(f[0-9a-f]+)">`).FindAllStringSubmatch(page, -1)
	if len(examples) != len(rep.Kinds) {
		t.Errorf("%d kinds with an example link, want %d", len(examples), len(rep.Kinds))
	}
	for _, m := range examples {
		if !withDiff[m[1]] {
			t.Errorf("kind example #%s has no diff in the page", m[1])
		}
	}
	t.Logf("%d bytes, %d of %d diffs embedded, %d kinds", len(page), len(withDiff), files, len(rep.Kinds))
}

// TestHTMLCapWhateverTheKinds: a change of 100,000 files, each by an edit
// of its own (100,000 kinds), every file slower than in the baseline,
// makes a page within HTMLCap. The page lists the largest kinds, says how
// many it left out and where they are, lists what files fit and counts
// the rest; every kind it lists has its example's diff. It was 80 MB: every
// kind, every file and every slower file listed.
func TestHTMLCapWhateverTheKinds(t *testing.T) {
	if testing.Short() {
		t.Skip("classifies 100,000 files")
	}
	if raceDetector {
		// One goroutine classifies and renders: the detector watches
		// nothing there and makes it ten times slower (282 s). make test
		// runs this test without it.
		t.Skip("skipped under the race detector; make test runs it without")
	}
	const files = 100_000
	rep, blobs := distinct{files: files, slower: true}.report(t)
	if len(rep.Kinds) != files {
		t.Fatalf("%d kinds, want %d", len(rep.Kinds), files)
	}
	pr := &report.Printer{View: report.View{Differ: rep.Differ(blobs), DiffLines: 40}}
	var buf bytes.Buffer
	if err := report.HTML(context.Background(), &buf, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Now()})); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if len(page) > report.HTMLCap {
		t.Errorf("the page is %d bytes, over the cap of %d", len(page), report.HTMLCap)
	}
	listed := strings.Count(page, `<div class="kind" id="kind-`)
	m := regexp.MustCompile(`… and ([0-9,]+) more kinds are not listed here[^<]*<code>corral report --json FILE</code>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page does not say how many kinds it left out, and where they are")
	}
	if left, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); listed+left != files || listed == 0 {
		t.Errorf("%d kinds listed and %d said left out, want %d in all", listed, left, files)
	}
	entries := strings.Count(page, `<details class="file"`)
	m = regexp.MustCompile(`([0-9,]+) files are not listed`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page does not say how many files it left out")
	}
	if left, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); entries+left != files {
		t.Errorf("%d files listed and %d said left out, want %d in all", entries, left, files)
	}
	withDiff := map[string]bool{}
	for _, m := range regexp.MustCompile(`<details class="file" id="(f[0-9a-f]+)"[^>]*>\n<summary>.*</summary>\n<pre class="d u raw">`).FindAllStringSubmatch(page, -1) {
		withDiff[m[1]] = true
	}
	for _, m := range regexp.MustCompile(`e\.g\. <a href="#(f[0-9a-f]+)">`).FindAllStringSubmatch(page, -1) {
		if !withDiff[m[1]] {
			t.Errorf("kind example #%s has no diff in the page", m[1])
		}
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d bytes: %d kinds listed, %d file entries, %d diffs; the JSON report %d bytes", len(page), listed, entries, len(withDiff), js.Len())
}
