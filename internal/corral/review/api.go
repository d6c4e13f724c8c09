package review

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"strings"

	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/quote"
)

// writeJSON answers v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// pageError is an error of the page's own making (what it sent, when),
// with the advice the page shows beside it: in the browser, the page
// is the user's interface, as the CLI is in a terminal.
type pageError struct {
	err    error
	advice string
}

func (e *pageError) Error() string { return e.err.Error() }
func (e *pageError) Unwrap() error { return e.err }

// advised returns a pageError of the message and its advice.
func advised(advice, format string, args ...any) error {
	return &pageError{err: fmt.Errorf(format, args...), advice: advice}
}

// writeError answers err as corral says it on a terminal: "corral:
// error: …", then the hint, the page's own or the one s.hint gives (the
// caller's words for the library's errors). Both are quoted: an error
// may carry a file's name.
func (s *server) writeError(w http.ResponseWriter, status int, err error) {
	var b strings.Builder
	fmt.Fprintf(&b, "corral: error: %s\n", quote.TextString(err.Error()))
	var pe *pageError
	hint := ""
	switch {
	case errors.As(err, &pe):
		hint = pe.advice
	case s.hint != nil:
		hint = s.hint(err)
	}
	if hint != "" {
		fmt.Fprintf(&b, "corral: hint: %s\n", quote.TextString(hint))
	}
	writeJSON(w, status, map[string]string{"error": b.String()})
}

// serveReport answers the report model: the check's families, kinds and
// files, and whether the families group the kinds (report.Report's
// FamiliesGroupKinds), which says what the page walks first.
func (s *server) serveReport(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, struct {
		Report             *report.Report `json:"report"`
		FamiliesGroupKinds bool           `json:"families_group_kinds"`
	}{s.rep, s.rep.FamiliesGroupKinds()})
}

// serveDiff answers a file's diff, side by side (see [SideBySide]).
func (s *server) serveDiff(w http.ResponseWriter, r *http.Request) {
	f, ok := s.byPath[r.URL.Query().Get("path")]
	if !ok {
		s.writeError(w, http.StatusNotFound, fmt.Errorf("the check has no file %s", report.Quote(r.URL.Query().Get("path"))))
		return
	}
	var lines []string
	switch f.Status {
	case report.Changed:
		s.mu.Lock() // the Differ's cache is one reader's at a time
		var err error
		lines, err = s.pr.Diff(r.Context(), f)
		s.mu.Unlock()
		if err != nil {
			s.writeError(w, http.StatusInternalServerError, err)
			return
		}
	case report.New:
		lines = []string{"a new file: the baseline has none"}
	case report.Missing:
		lines = []string{"missing: the check did not find it"}
	default:
		lines = []string{f.Status + ": never accepted"}
	}
	writeJSON(w, http.StatusOK, map[string]any{"rows": SideBySide(lines)})
}

// plan is what the decisions will do, as the page's bar says it and its
// confirmation lists it, with what was decided: of the report's kinds (a
// family's decision is its kinds') and of the files decided by
// themselves.
type plan struct {
	Accept    []string `json:"accept"`
	Rejected  []string `json:"rejected"`
	Undecided []string `json:"undecided"`
	Held      []held   `json:"held"`
	By        []by     `json:"by"`
	Kinds     tally    `json:"kinds"`
	Files     tally    `json:"files"` // none undecided: those are not counted
}

// held is a file held back, with its kinds not accepted, and whether one
// of them was rejected: then a rejection keeps it as in the baseline.
type held struct {
	Path       string   `json:"path"`
	Kinds      []string `json:"kinds"`
	ByRejected bool     `json:"by_rejected"`
}

// tally counts decisions.
type tally struct {
	Accepted  int `json:"accepted"`
	Rejected  int `json:"rejected"`
	Undecided int `json:"undecided"`
}

// add counts a decision: Accept, Keep or "" (none).
func (t *tally) add(what string) {
	switch what {
	case Accept:
		t.Accepted++
	case Keep:
		t.Rejected++
	default:
		t.Undecided++
	}
}

// by is a kind that holds files back: how many, and what was decided of
// it ("keep", or "" for nothing).
type by struct {
	Kind    string `json:"kind"`
	Files   int    `json:"files"`
	Decided string `json:"decided"`
}

func (s *server) plan(d Decisions) plan {
	o := d.Outcome(s.rep)
	// Empty lists, not null, for the page.
	p := plan{Accept: append([]string{}, o.Accept...), Rejected: append([]string{}, o.Rejected...),
		Undecided: append([]string{}, o.Undecided...), Held: []held{}, By: []by{}}
	for _, f := range o.Held {
		h := held{Path: f.Path}
		for _, k := range f.Kinds {
			if !d.Accepted(k) {
				h.Kinds = append(h.Kinds, k)
				h.ByRejected = h.ByRejected || d.Kinds[k] == Keep
			}
		}
		p.Held = append(p.Held, h)
	}
	for _, h := range o.By {
		p.By = append(p.By, by{Kind: h.Kind, Files: h.Files, Decided: d.Kinds[h.Kind]})
	}
	for _, k := range s.rep.Kinds {
		p.Kinds.add(d.Kinds[k.ID])
	}
	for _, what := range d.Files {
		p.Files.add(what)
	}
	return p
}

// state is the review's decisions as the page reads them: their
// revision, themselves, and what they do.
type state struct {
	Rev       int64     `json:"rev"`
	Decisions Decisions `json:"decisions"`
	Plan      plan      `json:"plan"`
}

// snapshot is the decisions so far; stateMu must be held.
func (s *server) snapshot() state {
	d := Decisions{Kinds: maps.Clone(s.decisions.Kinds), Files: maps.Clone(s.decisions.Files)}
	return state{Rev: s.rev, Decisions: d, Plan: s.plan(d)}
}

// serveDecisions answers the decisions so far, as a page that loads
// shows them.
func (s *server) serveDecisions(w http.ResponseWriter, _ *http.Request) {
	s.stateMu.Lock()
	st := s.snapshot()
	s.stateMu.Unlock()
	writeJSON(w, http.StatusOK, st)
}

// readJSON reads a POST's body into v, which names every field it may
// have.
func readJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return advised("reload the page", "what the page sent cannot be read: %v", err)
	}
	return nil
}

// checkChange says what in a change of the decisions the review cannot
// decide: a kind the check did not find, a file it does not review, or a
// decision other than Accept, Keep and "" (undecided).
func (s *server) checkChange(c Decisions) error {
	for id, what := range c.Kinds {
		if !s.kinds[id] {
			return advised("reload the page", "the check has no kind %s", report.Quote(id))
		}
		if what != Accept && what != Keep && what != "" {
			return advised("reload the page", "%s is no decision", report.Quote(what))
		}
	}
	for path, what := range c.Files {
		if f, ok := s.byPath[path]; !ok || !Reviewable(f) {
			return advised("reload the page", "the check has no file %s to review", report.Quote(path))
		}
		if what != Accept && what != Keep && what != "" {
			return advised("reload the page", "%s is no decision", report.Quote(what))
		}
	}
	return nil
}

// serveDecide makes the change posted to the decisions, over those of
// every page (a change decides only the kinds and files it names), and
// answers the decisions then.
func (s *server) serveDecide(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Decisions Decisions `json:"decisions"`
	}
	if err := readJSON(r, &req); err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := s.checkChange(req.Decisions); err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	s.stateMu.Lock()
	defer s.stateMu.Unlock()
	if s.applied != nil {
		s.writeError(w, http.StatusConflict, errApplied)
		return
	}
	if s.decisions.Merge(req.Decisions) {
		s.rev++
	}
	writeJSON(w, http.StatusOK, s.snapshot())
}

// serveApply applies the decisions, once, in one transaction, and ends
// the review: those of revision rev, the ones the page's confirmation
// listed; when they changed since (in another tab), it refuses.
func (s *server) serveApply(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Rev       int64 `json:"rev"`
		HeldWhole bool  `json:"held_whole"` // accept the held-back files whole too
	}
	if err := readJSON(r, &req); err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	s.stateMu.Lock()
	defer s.stateMu.Unlock()
	switch {
	case s.applied != nil:
		s.writeError(w, http.StatusConflict, errApplied)
		return
	case req.Rev != s.rev:
		s.writeError(w, http.StatusConflict, errChanged)
		return
	}
	p := s.plan(s.decisions)
	paths := p.Accept
	if req.HeldWhole {
		for _, h := range p.Held {
			paths = append(paths, h.Path)
		}
	}
	if len(paths) == 0 {
		s.writeError(w, http.StatusBadRequest, advised("accept a family, a kind or a file first", "nothing to accept"))
		return
	}
	// The same accept as the terminal review's: one transaction, refused
	// when the baseline changed since the check read it.
	a, err := accept.Paths(s.ctx, s.st, s.rep.RunID, paths)
	if err != nil {
		s.writeError(w, http.StatusConflict, err)
		return
	}
	s.applied = a
	writeJSON(w, http.StatusOK, map[string]any{"check_run": a.CheckRun, "promoted": len(a.Promoted), "dropped": len(a.Dropped)})
	close(s.done)
}
