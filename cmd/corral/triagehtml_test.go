package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/corral-go/corral/internal/demo/corpus"
)

// page is what TestTriageHTMLContents reads of an HTML page, in the
// order of its elements.
type page struct {
	ids   map[string]int // each id, with how many elements have it
	links []string       // the targets of the links within the page (href="#x"), in order
	at    map[string]int // where the first link to each target is, in elements
	kinds int            // where the heading of the kinds of change is; -1: none
}

// readPage parses an HTML page.
func readPage(t *testing.T, data []byte) page {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	p := page{ids: map[string]int{}, at: map[string]int{}, kinds: -1}
	n := 0
	var walk func(e *html.Node)
	walk = func(e *html.Node) {
		if e.Type == html.ElementNode {
			n++
			for _, a := range e.Attr {
				switch {
				case a.Key == "id":
					p.ids[a.Val]++
				case e.Data == "a" && a.Key == "href" && strings.HasPrefix(a.Val, "#") && a.Val != "#":
					target := a.Val[1:]
					p.links = append(p.links, target)
					if _, ok := p.at[target]; !ok {
						p.at[target] = n
					}
				}
			}
			if e.Data == "h2" && e.FirstChild != nil && strings.HasPrefix(e.FirstChild.Data, "Kinds of change") && p.kinds < 0 {
				p.kinds = n
			}
		}
		for c := e.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return p
}

// TestTriageHTMLContents: triage's --html page links every bug report
// from its top, before the check's kinds of change (before, the reports'
// table came after every kind), and every link within the page reaches
// an element, each id once.
func TestTriageHTMLContents(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeCorpus(t, filepath.Join(dir, "corpus.tar"), corpus.Config{Files: 40, Bytes: 60_000, Seed: 7, ErrorRate: 0.05, StepRate: 0.3})
	flags := []string{"--output", "{.}.c", "--exclude", "HDR_*", "corpus.tar"}
	run(t, dir, 0, append([]string{"record", "--cmd", "bcom -version 1 {}"}, flags...)...)
	run(t, dir, 1, append([]string{"check", "-q", "--cmd", "bcom -version 5 {}"}, flags...)...)
	run(t, dir, 0, "triage", "--no-reduce", "--out", "bugs", "--json", "bugs.json", "--html", "bugs.html",
		"bcom -version 1 {}", "bcom -version 2 {}", "bcom -version 3 {}", "bcom -version 4 {}", "bcom -version 5 {}")
	got := readTriaged(t, filepath.Join(dir, "bugs.json"))
	data, err := os.ReadFile(filepath.Join(dir, "bugs.html"))
	if err != nil {
		t.Fatal(err)
	}
	p := readPage(t, data)
	if len(got.Reports) < 2 || p.kinds < 0 {
		t.Fatalf("the fixture has %d reports and the page kinds at %d: not what the test is made for", len(got.Reports), p.kinds)
	}
	for _, r := range got.Reports {
		if at, ok := p.at["triage-"+r.ID]; !ok || at > p.kinds {
			t.Errorf("report %s: its first link is element %d (0: none), the kinds of change's heading %d: want it above", r.ID, at, p.kinds)
		}
	}
	for _, target := range p.links {
		if p.ids[target] == 0 {
			t.Errorf("a link to #%s reaches no element", target)
		}
	}
	for id, n := range p.ids {
		if n > 1 {
			t.Errorf("%d elements have the id %q", n, id)
		}
	}
}
