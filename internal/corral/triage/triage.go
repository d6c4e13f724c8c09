package triage

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sync"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/report"
)

// Options say what to triage and how.
type Options struct {
	// Bisect is what to bisect over, as bisect.Run takes it: the
	// compilers (or Count, Compiler and Names for a git range), Probes,
	// Sample, Dir and OnRun. Its Jobs bounds the bisect's compiles and
	// the reductions that run at once.
	Bisect bisect.Options
	// Git, when the compilers are the commits of a git range, makes each
	// report's reproduction check its two commits out and build them.
	Git *bisect.GitCompilers
	// Top bounds the reports, the largest kinds (or families) first; 0:
	// one for every kind.
	Top int
	// Families makes one report per family of kinds and compiler that
	// made it, rather than one per kind.
	Families bool
	Budget   time.Duration // bounds the whole triage; 0: none
	NoReduce bool          // compile each example with both compilers, without cvise
	// JobTimeout bounds one compile of a candidate (reduce.Options).
	JobTimeout time.Duration
	// WorkDir holds the reductions' work dirs, one per report, named by
	// its ID; they are kept.
	WorkDir       string
	Corral, Cvise string // this program and cvise, as reduce.Options names them
	// Hint gives the advice written beside a failed reduction's error in
	// its report (the words are the caller's); nil or "": none.
	Hint func(error) string
	// OnUpdate is called after the bisect and after each reduction
	// starts and ends, one call at a time, with the triage so far. It
	// must not keep t past the call.
	OnUpdate func(t *Triage)
}

// Triage is the bug reports of one triage: built by [Run], printed by
// the renderers.
type Triage struct {
	CheckRun  int64      `json:"check_run"`
	Compilers []Compiler `json:"compilers"` // oldest first
	// Bisected is false when the bisect did not finish (Stop says why):
	// the reports are then the check's kinds, neither bisected nor
	// reduced.
	Bisected bool `json:"bisected"`
	// Kinds counts the kinds the bisect found (the check's, when it did
	// not finish), of which Reports are the largest.
	Kinds   int      `json:"kinds"`
	Reports []Report `json:"reports"`
	// HiddenLeft counts the causes no kind stands for (see
	// Report.Hidden) that --top left without a report.
	HiddenLeft int    `json:"hidden_left,omitempty"`
	Budget     string `json:"budget,omitempty"` // Options.Budget, as the flag says it
	// Seconds is the wall time of the whole triage, BisectSeconds of its
	// bisect.
	Seconds       float64 `json:"seconds"`
	BisectSeconds float64 `json:"bisect_seconds"`
	// BisectReused: the bisect is one a 'corral bisect' of the same check
	// over the same compilers stored, not run again.
	BisectReused bool `json:"bisect_reused,omitempty"`
	Stop         Stop `json:"stop,omitempty"`
}

// Stop is why a triage ended before every report was complete.
type Stop string

const (
	StopBudget      Stop = "budget"      // Options.Budget ended
	StopInterrupted Stop = "interrupted" // ctx ended (Ctrl-C)
)

// Compiler is one compiler of a report.
type Compiler struct {
	// N is its place in the list, from 1; 0 for the baseline's and the
	// last check's compilers, when no pair of the list made the kind.
	N    int    `json:"n"`
	Name string `json:"name"` // the --cmd template, or the commit ("abc1234 subject")
	Cmd  string `json:"cmd"`  // the --cmd template run
	// Commit, in a triage of a git range, is the commit it was built
	// from.
	Commit string `json:"commit,omitempty"`
}

// State is how far a report's reduction went.
type State string

const (
	Pending  State = "pending"  // not reduced: under way, or the triage stopped before it started
	Reducing State = "reducing" // cvise runs
	Reduced  State = "reduced"  // cvise finished
	Stopped  State = "stopped"  // the budget or Ctrl-C stopped cvise: the best so far
	Compiled State = "compiled" // Options.NoReduce: the example compiled with both, as it is
	Failed   State = "failed"   // the reduction failed (Note says why); the best so far, if any
)

// Facet is a kind of a report past its first.
type Facet struct {
	ID    string `json:"id"`
	Edit  string `json:"edit"`
	Count int    `json:"count"`
}

// Report is the bug report of one kind of change (or family).
type Report struct {
	ID      string   `json:"id"`   // the kind's ID (a family's largest kind's)
	Edit    string   `json:"edit"` // its leading shape: "~ bmod → $1"
	Changed []string `json:"changed"`
	Family  string   `json:"family,omitempty"` // the family's name
	Kinds   []string `json:"kinds"`            // the kinds it stands for, largest first
	// Hidden: no kind of the check is this cause's, which the bisect
	// found as a step of its ladder that changes the output (its edits
	// are among other kinds' side effects or facets); Kinds then names
	// the step's own kind, made of what it changes.
	Hidden bool `json:"hidden,omitempty"`
	// Facets are its kinds past the first, each with its edit and files:
	// kinds the same option or step made, one cause.
	Facets []Facet  `json:"facets,omitempty"`
	Count  int      `json:"count"` // its files
	Files  []string `json:"files"`
	// Example is the file reduced, by path: the kind's example, or once
	// reduced the smallest of its files that shows it (a smaller start
	// is a shorter reduction).
	Example string `json:"example"`
	// First is the first compiler that shows it and LastWithout the one
	// before it, which does not; nil when there is none (no compiler of
	// the list shows it, or the first does already).
	First       *Compiler `json:"first"`
	LastWithout *Compiler `json:"last_without"`
	// Old and New are the compilers it is reduced between: LastWithout
	// and First, or else the baseline's and the last check's.
	Old   Compiler `json:"old"`
	New   Compiler `json:"new"`
	State State    `json:"state"`
	Note  string   `json:"note,omitempty"` // why it is not complete, or how its compilers were chosen
	// The example's size, and the program's: the minimal program once
	// reduced, the example until then.
	OriginalLines int    `json:"original_lines"`
	OriginalBytes int    `json:"original_bytes"`
	Lines         int    `json:"lines"`
	Bytes         int    `json:"bytes"`
	Program       string `json:"program"`
	// OldResult and NewResult are both compilers' results on the program,
	// and Diff their difference.
	OldResult *reduce.Compiled `json:"old_result"`
	NewResult *reduce.Compiled `json:"new_result"`
	Diff      []string         `json:"diff"`
	// Support is the source's files that the program names, by path
	// (see namedSupport): the reproduction compiles it among them.
	Support map[string]string `json:"support"`
	// Repro is a shell script, run in the report's directory, where
	// SourceDir holds the program and Support at their paths, that
	// compiles the program with both compilers and diffs their results.
	Repro   []string `json:"repro"`
	Seconds float64  `json:"seconds"`  // the reduction's
	WorkDir string   `json:"work_dir"` // the reduction's files (reduce's --workdir)

	kind report.Kind // the kind reduced: the largest of Kinds
}

// Complete reports whether r is as far as a triage takes it: bisected,
// and reduced (or compiled, without reduction).
func (t *Triage) Complete(r *Report) bool {
	return t.Bisected && (r.State == Reduced || r.State == Compiled)
}

// Covered counts the check's kinds the reports stand for, and the
// reports of causes no kind of the check stands for (see Report.Hidden).
func (t *Triage) Covered() (kinds, hidden int) {
	for _, r := range t.Reports {
		if r.Hidden {
			hidden++
		} else {
			kinds += len(r.Kinds)
		}
	}
	return kinds, hidden
}

// Incomplete counts the reports that are not complete.
func (t *Triage) Incomplete() int {
	n := 0
	for i := range t.Reports {
		if !t.Complete(&t.Reports[i]) {
			n++
		}
	}
	return n
}

// triager is one triage under way. mu guards t once the reductions run.
type triager struct {
	st       corral.Store
	opts     Options
	start    time.Time
	deadline time.Time         // the budget's end; zero: none
	lc       *accept.LastCheck // read once, shared read-only
	mu       sync.Mutex
	t        *Triage
	// spent: the budget stopped a reduction, or left one no time to
	// start.
	spent bool
}

// ErrNoCvise is a triage that would reduce its test cases without cvise
// on the PATH (or at --cvise).
var ErrNoCvise = errors.New("cvise is not installed")

// Run bisects the last check's kinds over opts.Bisect's compilers, takes
// the largest (opts.Top) and reduces each one's example between the last
// compiler without it and the first with it, opts.Jobs at a time, within
// opts.Budget. Ctrl-C (ctx's end) and the budget's end stop it with what
// was done: the error is nil and Triage.Stop says why; a reduction that
// failed is a report of state Failed. The error is for a triage that
// could not start or whose bisect failed.
func Run(ctx context.Context, st corral.Store, opts Options) (*Triage, error) {
	tr := &triager{st: st, opts: opts, start: time.Now(), t: &Triage{Compilers: []Compiler{}, Reports: []Report{}}}
	if opts.Budget > 0 {
		tr.deadline = tr.start.Add(opts.Budget)
		tr.t.Budget = opts.Budget.String()
	}
	if !opts.NoReduce {
		if _, err := exec.LookPath(cmp.Or(opts.Cvise, "cvise")); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoCvise, err)
		}
	}
	if err := tr.readCheck(ctx); err != nil {
		return nil, err
	}
	tr.opts.Bisect.LastCheck, tr.opts.Bisect.Reuse = tr.lc, true
	bctx, cancel := ctx, context.CancelFunc(func() {})
	if !tr.deadline.IsZero() {
		bctx, cancel = context.WithDeadline(ctx, tr.deadline)
	}
	b, err := bisect.Run(bctx, st, tr.opts.Bisect)
	cancel()
	tr.t.BisectSeconds = time.Since(tr.start).Seconds()
	if err != nil {
		return tr.bisectStopped(ctx, bctx, err)
	}
	tr.t.BisectReused = b.Reused
	if b.Ladder != nil {
		// Compilers the bisect made from the two commands: reduced
		// between as if they were given.
		tr.opts.Bisect.Compilers = b.Ladder
	}
	if len(b.Compilers) == tr.opts.Bisect.Count || b.Ladder != nil {
		// As the bisect named them: a counter's steps by what they ran.
		tr.opts.Bisect.Names = b.Compilers
	}
	if err := tr.fromBisect(ctx, b); err != nil {
		return nil, err
	}
	tr.update()
	if ctx.Err() == nil {
		tr.reduceAll(ctx)
	}
	tr.finish(ctx)
	return tr.t, nil
}

// bisectStopped is the triage of a bisect that ended with err: when
// Ctrl-C or the budget stopped it, the reports of the check's kinds, not
// bisected; else err.
func (tr *triager) bisectStopped(ctx, bctx context.Context, err error) (*Triage, error) {
	switch {
	case ctx.Err() != nil:
		tr.t.Stop = StopInterrupted
	case errors.Is(bctx.Err(), context.DeadlineExceeded):
		tr.t.Stop = StopBudget
	default:
		return nil, err
	}
	lc := tr.lc
	tr.t.CheckRun = lc.Run.ID
	tr.t.Compilers = tr.listed()
	tr.t.Kinds = len(lc.Report.Kinds)
	families := map[string]string{}
	for _, f := range lc.Report.Families {
		families[f.ID] = f.Name
	}
	var found []bisect.KindFound
	for _, k := range lc.Report.Kinds {
		found = append(found, bisect.KindFound{Kind: k, First: -1, LastWithout: -1})
	}
	why := "not bisected: the triage was interrupted during the bisect"
	if tr.t.Stop == StopBudget {
		why = "not bisected: the budget ended during the bisect"
	}
	for _, g := range tr.groups(found, nil) {
		r := newReport(g, families)
		r.State, r.Note = Pending, why
		tr.t.Reports = append(tr.t.Reports, r)
	}
	tr.finish(ctx)
	return tr.t, nil
}

// readCheck reads the last check once, for the bisect and the
// reductions to share, its kinds as the check stored them: made again in
// the bisect and in each reduction, they would cost seconds for
// thousands of files each time.
func (tr *triager) readCheck(ctx context.Context) error {
	lc, err := accept.ReadLastCheck(ctx, tr.st, accept.Kinds)
	if err != nil {
		return err
	}
	tr.lc = lc
	return nil
}

// listed is the compilers of the list, by name.
func (tr *triager) listed() []Compiler {
	names := tr.opts.Bisect.Names
	if names == nil {
		names = tr.opts.Bisect.Compilers
	}
	out := make([]Compiler, len(names))
	for i, n := range names {
		out[i] = Compiler{N: i + 1, Name: n}
		if tr.opts.Git != nil {
			out[i].Commit = tr.opts.Git.Commits[i]
		}
	}
	return out
}

// finish sets the wall time and, when the triage ended early, why, and
// tells OnUpdate.
func (tr *triager) finish(ctx context.Context) {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	t := tr.t
	t.Seconds = time.Since(tr.start).Seconds()
	if t.Stop == "" {
		switch {
		case ctx.Err() != nil:
			t.Stop = StopInterrupted
		case tr.spent:
			t.Stop = StopBudget
		}
	}
	if tr.opts.OnUpdate != nil {
		tr.opts.OnUpdate(t)
	}
}

// update tells OnUpdate of the triage so far.
func (tr *triager) update() {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	tr.t.Seconds = time.Since(tr.start).Seconds()
	if tr.opts.OnUpdate != nil {
		tr.opts.OnUpdate(tr.t)
	}
}

// maxListed bounds the compilers a triage lists whole: past it, only the
// first, the last and those its reports name (a counter's range is
// thousands of compilers).
const maxListed = 20

// Listed is the compilers to list, oldest first, and how many are left
// out (see maxListed).
func (t *Triage) Listed() ([]Compiler, int) {
	if len(t.Compilers) <= maxListed {
		return t.Compilers, 0
	}
	named := map[int]bool{1: true, len(t.Compilers): true}
	for _, r := range t.Reports {
		for _, c := range []*Compiler{r.First, r.LastWithout} {
			if c != nil {
				named[c.N] = true
			}
		}
	}
	var out []Compiler
	for _, c := range t.Compilers {
		if named[c.N] {
			out = append(out, c)
		}
	}
	return out, len(t.Compilers) - len(out)
}
