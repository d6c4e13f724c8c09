package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var reviewWebPNG = flag.String("review-web-png", "", "write a screenshot of the review page to `FILE` (docs/review-web.png)")

// webSession is 'corral review --web', its URL read from its output.
type webSession struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	out  chan string // the rest of its output, once it ended
	done chan error
}

var pageURL = regexp.MustCompile(`http://127\.0\.0\.1:[0-9]+/[0-9a-f]{32}/`)

func startWebReview(t *testing.T, dir string) *webSession {
	t.Helper()
	cmd := exec.Command("corral", "review", "--web")
	cmd.Dir = dir
	r, w := io.Pipe()
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &webSession{t: t, cmd: cmd, out: make(chan string, 1), done: make(chan error, 1)}
	go func() { err := cmd.Wait(); w.Close(); s.done <- err }()
	t.Cleanup(func() { cmd.Process.Kill() })
	lines := bufio.NewScanner(r)
	var first string
	if lines.Scan() {
		first = lines.Text()
	}
	go func() {
		var rest strings.Builder
		for lines.Scan() {
			rest.WriteString(lines.Text() + "\n")
		}
		s.out <- rest.String()
	}()
	if s.url = pageURL.FindString(first); s.url == "" || !strings.HasPrefix(first, "review: open ") {
		t.Fatalf("review --web said %q, not the page's URL", first)
	}
	return s
}

// exit waits for review --web to end and returns its exit status and the
// rest of its output.
func (s *webSession) exit() (int, string) {
	s.t.Helper()
	select {
	case err := <-s.done:
		out := <-s.out
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode(), out
		}
		if err != nil {
			s.t.Fatal(err)
		}
		return 0, out
	case <-time.After(60 * time.Second):
		s.t.Fatal("review --web did not end")
		return -1, ""
	}
}

// browser starts headless Chromium, driven through the DevTools protocol.
func browser(t *testing.T) context.Context {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (make test installs it: make chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true), chromedp.WindowSize(1280, 720))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelTime(); cancel(); cancelAlloc() })
	return ctx
}

// waitText waits until the element sel shows text.
func waitText(t *testing.T, ctx context.Context, sel, text string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && e.textContent.includes(%q); })()`, sel, text)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js)); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("the page never showed %q in %s: %v; it shows:\n%s", text, sel, err, got)
	}
}

func keys(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatal(err)
	}
}

// TestReviewWeb drives 'corral review --web' in headless Chromium with
// real keys and clicks: accept the family numbers, open the family one
// and walk its kinds, keep it, then Apply and confirm; check then finds
// the accepted files same and the others still changed. A file named as
// HTML shows as text.
func TestReviewWeb(t *testing.T) {
	t.Parallel()
	ctx := browser(t)
	dir, ids := familyFixture(t)
	hostile := "<img src=x onerror=window.pwned=1>.txt"
	if err := os.WriteFile(filepath.Join(dir, "src", hostile), []byte("alpha\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, dir, 1, "check", "src")
	s := startWebReview(t, dir)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, ".item.cur", "family numbers, kind "+ids["~ # → #"])
	keys(t, ctx, "a")
	waitText(t, ctx, ".item.accept", "family numbers")
	waitText(t, ctx, ".item.cur", "family one: 2 kinds, 4 files")
	waitText(t, ctx, "#diff tr.change td.new", "alpha ONE") // its example, side by side
	keys(t, ctx, "o")
	waitText(t, ctx, "#list", "kind "+ids["~ one → uno"])
	keys(t, ctx, kb.ArrowDown)
	waitText(t, ctx, ".item.cur", "kind "+ids["~ one → ONE"])
	if *reviewWebPNG != "" {
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil || os.WriteFile(*reviewWebPNG, png, 0o644) != nil {
			t.Fatalf("screenshot: %v", err)
		}
	}
	keys(t, ctx, "k")
	waitText(t, ctx, ".item.cur", "family one")
	keys(t, ctx, "r")
	waitText(t, ctx, ".item.keep", "family one")
	waitText(t, ctx, ".item.cur", "1 new file")
	waitText(t, ctx, "#info", hostile)
	if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelectorAll("img").length === 0 && window.pwned === undefined`)); err != nil || !ok {
		t.Fatalf("a file named %q made HTML of itself (%v)", hostile, err)
	}
	waitIs(t, ctx, "#status", "accept 2 files, keep 5 files as in the baseline (2 rejected, 1 not decided, 2 held back, 2 by a rejected kind)")
	waitIs(t, ctx, "#decided", "kinds: 1 accepted, 2 rejected, 0 not decided")
	if err := chromedp.Do(ctx, chromedp.Click("#apply")); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Accept 2 filesc.txtd.txt", "a.txt  (rejected)", hostile + "  (not decided)",
		"e.txt  (also " + ids["~ one → ONE"] + ")", "g.txt  (also " + ids["~ one → uno"] + ")", ids["~ one → ONE"] + "  (1 file, rejected)"} {
		waitText(t, ctx, "#plan", want)
	}
	if err := chromedp.Do(ctx, chromedp.Click("#yes")); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#done", "review: 2 files now take the results of check run 3, 0 removed from the baseline")
	if code, out := s.exit(); code != 0 || !strings.Contains(out, "review: 2 files now take the results of check run 3") {
		t.Fatalf("review --web: exit %d, want 0; it said:\n%s", code, out)
	}
	if out := run(t, dir, 1, "check", "--diffs", "0", "src"); !strings.Contains(out, "check: 2 same, 4 changed, 1 new") {
		t.Errorf("after the review, check says:\n%s", out)
	}
}

// TestReviewWebRefuses: nothing answers without the token, with another
// Host (DNS rebinding) or a POST that is not JSON or comes from another
// origin, the decisions kept too; a decision of no kind or file of the
// check, or of neither accept nor keep, is refused; Ctrl-C ends the
// review with exit 130 and nothing applied.
func TestReviewWebRefuses(t *testing.T) {
	t.Parallel()
	dir := reviewFixture(t)
	s := startWebReview(t, dir)
	root := s.url[:strings.Index(s.url[len("http://"):], "/")+len("http://")]
	host := root[len("http://"):]
	bad := []byte(s.url)
	bad[len(bad)-2] ^= 1 // another token, one bit off
	for _, c := range []struct {
		name, method, url, host, ctype, origin string
		want                                   int
	}{
		{"the page", "GET", s.url, "", "", "", 200},
		{"the page as localhost", "GET", s.url, strings.Replace(host, "127.0.0.1", "localhost", 1), "", "", 200},
		{"no token", "GET", root + "/", "", "", "", 403},
		{"no token, the report", "GET", root + "/api/report", "", "", "", 403},
		{"a wrong token", "GET", string(bad), "", "", "", 403},
		{"another Host", "GET", s.url + "api/report", "attacker.example:" + host[strings.Index(host, ":")+1:], "", "", 403},
		{"a POST without the token", "POST", root + "/api/apply", "", "application/json", "", 403},
		{"a POST of a form", "POST", s.url + "api/apply", "", "application/x-www-form-urlencoded", "", 415},
		{"a POST from another origin", "POST", s.url + "api/decide", "", "application/json", "http://attacker.example", 403},
		{"a POST", "POST", s.url + "api/decide", "", "application/json", "", 200},
		{"no token, the decisions", "GET", root + "/api/decisions", "", "", "", 403},
		{"another Host, the decisions", "GET", s.url + "api/decisions", "attacker.example:" + host[strings.Index(host, ":")+1:], "", "", 403},
		{"a decision of a form", "POST", s.url + "api/decide", "", "text/plain", "", 415},
		{"a decision without the token", "POST", root + "/api/decide", "", "application/json", "", 403},
		{"the decisions", "GET", s.url + "api/decisions", "", "", "", 200},
	} {
		req, _ := http.NewRequest(c.method, c.url, strings.NewReader(`{"decisions":{}}`))
		if c.host != "" {
			req.Host = c.host
		}
		if c.ctype != "" {
			req.Header.Set("Content-Type", c.ctype)
		}
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("%s: %d, want %d", c.name, resp.StatusCode, c.want)
		}
	}
	for _, c := range []struct{ body, want string }{
		{`{"decisions":{"kinds":{"k0000000":"accept"}}}`, "corral: error: the check has no kind k0000000"},
		{`{"decisions":{"files":{"nothing.sh":"keep"}}}`, "corral: error: the check has no file nothing.sh to review"},
		{`{"decisions":{"files":{"d.sh":"maybe"}}}`, "corral: error: maybe is no decision"},
		{`{"decisions":{},"apply":true}`, `corral: error: what the page sent cannot be read: json: unknown field \"apply\"`},
	} {
		if code, body := post(t, s.url+"api/decide", c.body); code != 400 || !strings.Contains(body, c.want) || !strings.Contains(body, `\ncorral: hint: reload the page`) {
			t.Errorf("a decision %s: %d %s, want 400, %q and the hint to reload", c.body, code, body, c.want)
		}
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	if code, out := s.exit(); code != 130 || !strings.Contains(out, "corral: interrupted: the baseline is unchanged") {
		t.Fatalf("Ctrl-C: exit %d, want 130; it said:\n%s", code, out)
	}
	if out := run(t, dir, 1, "check", "--diffs", "0", "src"); !strings.Contains(out, "check: 0 same, 3 changed, 1 new") {
		t.Errorf("after Ctrl-C, check says:\n%s", out)
	}
	// Only over the baseline the check read: a record since refuses the
	// apply, says why, and the review goes on.
	s = startWebReview(t, dir)
	run(t, dir, 0, "record", "src")
	if code, body := post(t, s.url+"api/decide", `{"decisions":{"files":{"d.sh":"accept"}}}`); code != 200 || !strings.Contains(body, `"rev":1`) {
		t.Fatalf("a decision: %d %s, want 200 and revision 1", code, body)
	}
	code, body := post(t, s.url+"api/apply", `{"rev":1}`)
	if want := `corral: error: check run 3 compared with the baseline as it was before record run 4 changed it`; code != 409 || !strings.Contains(body, want) || !strings.Contains(body, `\ncorral: hint: `) {
		t.Errorf("an apply over a baseline changed since: %d %s, want 409, %q and a hint", code, body, want)
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	if code, _ := s.exit(); code != 130 {
		t.Errorf("Ctrl-C after a refused apply: exit %d, want 130", code)
	}
}

// overlapFixture records five files, then checks two families of change
// in which every file of the family "one" (one → ONE in a and b, one →
// uno in c) also shows the family "numbers" (1 → 2 in all five). It
// returns the kinds' IDs by edit.
func overlapFixture(t *testing.T) (dir string, ids map[string]string) {
	t.Helper()
	dir, rep, _ := wordsFixture(t, []string{"a", "b", "c", "d", "e"},
		map[string][2]string{"a": {"ONE", "2"}, "b": {"ONE", "2"}, "c": {"uno", "2"}, "d": {"one", "2"}, "e": {"one", "2"}})
	ids = rep.ids()
	if len(ids) != 3 || len(rep.Families) != 2 || rep.Families[0].Name != "numbers" || len(rep.Families[1].Kinds) != 2 || len(rep.Families[1].Files) != 3 {
		t.Fatalf("the fixture's kinds are not those the test is made for: %+v", rep)
	}
	return dir, ids
}

// waitIs waits until the element sel's text is want, whole.
func waitIs(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && e.textContent === %q; })()`, sel, want)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("header").innerText`))
		t.Fatalf("%s never said %q: %v; the header says:\n%s", sel, want, err, got)
	}
}

// TestReviewWebCounts: the bar above counts what was decided of the
// kinds, a family's decision as all its kinds, accepted and rejected
// alike, and the files decided by themselves; and it says a rejection
// even where every file of the family rejected also shows a kind
// accepted, so that its files are held back rather than rejected
// (before, the bar said "0 rejected" after r on that family).
func TestReviewWebCounts(t *testing.T) {
	t.Parallel()
	ctx := browser(t)
	dir, ids := overlapFixture(t)
	s := startWebReview(t, dir)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, ".item.cur", "family numbers")
	keys(t, ctx, "a") // the family numbers, of one kind
	waitText(t, ctx, ".item.accept", "family numbers")
	waitText(t, ctx, ".item.cur", "family one")
	keys(t, ctx, "r") // the family one: its two kinds
	waitText(t, ctx, ".item.keep", "family one")
	waitIs(t, ctx, "#decided", "kinds: 1 accepted, 2 rejected, 0 not decided")
	waitIs(t, ctx, "#status", "accept 2 files, keep 3 files as in the baseline (3 held back, 3 by a rejected kind)")
	keys(t, ctx, "a") // the family one again, accepted
	waitIs(t, ctx, "#decided", "kinds: 3 accepted, 0 rejected, 0 not decided")
	waitIs(t, ctx, "#status", "accept 5 files, keep 0 files as in the baseline")
	keys(t, ctx, "o")
	keys(t, ctx, kb.ArrowDown)
	waitText(t, ctx, ".item.cur", "kind "+ids["~ one → ONE"])
	keys(t, ctx, "r") // one kind of it
	waitIs(t, ctx, "#decided", "kinds: 2 accepted, 1 rejected, 0 not decided")
	waitIs(t, ctx, "#status", "accept 3 files, keep 2 files as in the baseline (2 held back, 2 by a rejected kind)")
	keys(t, ctx, kb.ArrowUp)
	keys(t, ctx, "o") // kind one → ONE, opened on its files
	keys(t, ctx, kb.ArrowDown)
	waitText(t, ctx, ".item.cur", "changed a.txt")
	keys(t, ctx, "a") // a.txt by itself, whole
	waitIs(t, ctx, "#decided", "kinds: 2 accepted, 1 rejected, 0 not decided; files by themselves: 1 accepted, 0 rejected")
	waitIs(t, ctx, "#status", "accept 4 files, keep 1 file as in the baseline (1 held back, 1 by a rejected kind)")
}

// TestReviewWebReload: the server keeps the decisions until they are
// applied or the review ends, so a reload shows them again, and a second
// tab sees and adds to the same ones. An Apply confirmed in one tab is
// refused when the other changed the decisions since, and applies, once,
// what the confirmation listed.
func TestReviewWebReload(t *testing.T) {
	t.Parallel()
	ctx := browser(t)
	dir, ids := familyFixture(t)
	s := startWebReview(t, dir)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, ".item.cur", "family numbers")
	keys(t, ctx, "a") // the family numbers
	keys(t, ctx, "r") // the family one
	waitIs(t, ctx, "#decided", "kinds: 1 accepted, 2 rejected, 0 not decided")
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, ".item.accept", "family numbers")
	waitText(t, ctx, ".item.keep", "family one")
	waitIs(t, ctx, "#decided", "kinds: 1 accepted, 2 rejected, 0 not decided")
	waitIs(t, ctx, "#status", "accept 2 files, keep 4 files as in the baseline (2 rejected, 2 held back, 2 by a rejected kind)")

	// A second tab: the same decisions; it accepts the kind one → uno.
	tab, cancel := chromedp.NewContext(ctx)
	defer cancel()
	if err := chromedp.Do(tab, chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	waitText(t, tab, ".item.keep", "family one")
	keys(t, tab, "j")
	keys(t, tab, "o")
	keys(t, tab, kb.ArrowDown)
	keys(t, tab, kb.ArrowDown)
	waitText(t, tab, ".item.cur", "kind "+ids["~ one → uno"])
	if err := chromedp.Do(ctx, chromedp.Click("#apply")); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#plan", "Accept 2 filesc.txtd.txt")
	keys(t, tab, "a")
	waitIs(t, tab, "#decided", "kinds: 2 accepted, 1 rejected, 0 not decided")
	// The first tab's confirmation listed the decisions before that one.
	if err := chromedp.Do(ctx, chromedp.Click("#yes")); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#error", "corral: error: the decisions changed since Apply… listed them")
	if err := chromedp.Do(ctx, chromedp.Click("#apply")); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#plan", "Accept 3 filesc.txtd.txtg.txt")
	if err := chromedp.Do(ctx, chromedp.Click("#yes")); err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#done", "review: 3 files now take the results of check run 2")
	if code, out := s.exit(); code != 0 || !strings.Contains(out, "review: 3 files now take the results of check run 2") {
		t.Fatalf("review --web: exit %d, want 0; it said:\n%s", code, out)
	}
	if out := run(t, dir, 1, "check", "--diffs", "0", "src"); !strings.Contains(out, "check: 3 same, 3 changed") {
		t.Errorf("after the review, check says:\n%s", out)
	}
}

// post posts body as JSON to url and returns the answer's status and body.
func post(t *testing.T, url, body string) (int, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// TestReviewWebAppliesOnce: Apply in several tabs at once applies the
// decisions once; the others are refused (or find the review ended).
func TestReviewWebAppliesOnce(t *testing.T) {
	t.Parallel()
	dir := reviewFixture(t)
	s := startWebReview(t, dir)
	if code, body := post(t, s.url+"api/decide", `{"decisions":{"files":{"d.sh":"accept"}}}`); code != 200 {
		t.Fatalf("a decision: %d %s", code, body)
	}
	answers := make(chan string, 4)
	for range cap(answers) {
		go func() {
			resp, err := http.Post(s.url+"api/apply", "application/json", strings.NewReader(`{"rev":1}`))
			if err != nil {
				answers <- "ended" // the review ended before this one reached it
				return
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			answers <- fmt.Sprintf("%d %s", resp.StatusCode, body)
		}()
	}
	applied := 0
	for range cap(answers) {
		switch a := <-answers; {
		case strings.HasPrefix(a, "200 "):
			applied++
		case a != "ended" && !strings.Contains(a, "409 {\"error\":\"corral: error: the decisions were applied already"):
			t.Errorf("an apply in another tab: %s", a)
		}
	}
	if applied != 1 {
		t.Errorf("%d applies answered 200, want 1", applied)
	}
	if code, out := s.exit(); code != 0 || !strings.Contains(out, "review: 1 file now takes the results of check run 2") {
		t.Fatalf("review --web: exit %d, want 0; it said:\n%s", code, out)
	}
}
