package bisect

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/words"
)

// Options say what to bisect over.
type Options struct {
	// Compilers are --cmd templates, oldest first: the compilers between
	// the baseline's and the last check's.
	Compilers []string
	// Count and Compiler, when Compiler is not nil, stand for Compilers:
	// Compiler(i) makes compiler i (0 ≤ i < Count) when a step first asks
	// for it (a build of a commit) and returns its --cmd template; Names
	// names them for the report.
	Count    int
	Compiler func(ctx context.Context, i int) (string, error)
	Names    []string
	Jobs     int
	Dir      string // where a relative program in a template is found
	// Probes bounds the files of each kind run at each step (its example
	// first).
	Probes int
	// Sample is how many files the last check found the same are run
	// beside them at each step: a compiler between the two that changed
	// them, in a way a later one undid, is named (Bisected.Undone).
	Sample int
	// OnRun is told of each compiler run: its index, of how many, its
	// name (see Names) and how many files it runs.
	OnRun func(compiler, of int, name string, files int)
	// LastCheck, when not nil, is the last check, read and classified,
	// which Run then only reads (a triage reads it once for its bisect
	// and its reductions).
	LastCheck *accept.LastCheck
	// Counter, when not nil, is the ladder of an integer the compilers
	// are (see Counter.Use): each kind is named by what its step was.
	Counter *Counter
	// given: the compilers are a list the user gave, not made (a ladder,
	// a counter, commits); only such a list can be given newest first.
	given bool
	// Reuse takes what a bisect of the same check over the same
	// compilers found, when the store keeps one (see Key), instead of
	// running it again. Every bisect keeps what it found.
	Reuse bool
}

// Store keeps what bisects found, by the check and what they bisected
// over (a *store.Store does): a triage reuses a bisect that 'corral
// bisect' just ran, and 'corral report' groups the check's kinds by the
// compiler that made them.
type Store interface {
	SaveBisect(ctx context.Context, checkRun int64, key string, data []byte) error
	Bisect(ctx context.Context, checkRun int64, key string) (data []byte, ok bool, err error)
	LastBisect(ctx context.Context, checkRun int64) (data []byte, ok bool, err error)
}

// Version names what a bisect finds: one kept by another version (before
// 2, causes no kind stands for were not looked for) is not reused.
const Version = 2

// Key names what a bisect of a check bisects over: the bisect's version,
// its compilers (each template, or for commits their names), the probes
// and sample it runs, and the check's kinds, which a bisect made by
// another algorithm would not name alike.
func Key(opts Options, ks []report.Kind) string {
	h := sha256.New()
	names := opts.Compilers
	if len(names) == 0 {
		names = opts.Names
	}
	fmt.Fprintf(h, "v%d %q %d %d\n", Version, names, opts.Probes, opts.Sample)
	if opts.Counter != nil {
		fmt.Fprintf(h, "%q\n", opts.Counter.Template)
	}
	for _, k := range ks {
		fmt.Fprintf(h, "%s %q\n", k.ID, k.Files.Strings())
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// maxBisectShapes bounds the shapes of a kind that a bisect follows one
// by one, the largest: the rest follow the kind's lead.
const maxBisectShapes = 8

// kindParts cuts each kind into parts to bisect, one per shape (see
// followsLead), each probed on the kind's example and its next files:
// shapes that always come together in the check's files can still come
// from two compilers, and then the kind is two. partOf gives each part's
// kind.
func kindParts(ks []report.Kind, probes int) (parts []KindFound, partOf []int) {
	for n, k := range ks {
		files := []string{k.Example}
		for f := range k.Files.All() {
			if len(files) < probes && f != k.Example {
				files = append(files, f)
			}
		}
		for i, sh := range k.Shapes {
			if followsLead(i, sh) {
				continue
			}
			part := KindFound{Kind: k, Of: k.ID, First: -1, LastWithout: -1, Probed: files}
			part.Shapes = []kinds.Shape{sh}
			parts, partOf = append(parts, part), append(partOf, n)
		}
	}
	return parts, partOf
}

// followsLead reports whether a kind's i-th shape is not bisected but
// follows its lead: a side effect, or a shape past maxBisectShapes.
func followsLead(i int, sh kinds.Shape) bool {
	return i > 0 && (sh.Side || i >= maxBisectShapes)
}

// regroup joins the shapes of each kind that the same compilers made
// back into one kind: the one with its lead shape keeps the kind's ID,
// the others are named for their own lead. A shape that the last
// compiler's probes did not show follows its kind's lead.
func regroup(ks []report.Kind, parts []KindFound, partOf []int) []KindFound {
	var out []KindFound
	for n, k := range ks {
		var lead *KindFound
		groups := map[[2]int]int{} // first, last without → index in out
		for j := range parts {
			if partOf[j] != n {
				continue
			}
			p := parts[j]
			if lead == nil {
				lead = &p
			}
			key := [2]int{p.First, p.LastWithout}
			if p.First < 0 && p.LastWithout < 0 && lead != &p {
				key = [2]int{lead.First, lead.LastWithout}
			}
			if i, ok := groups[key]; ok {
				out[i].Shapes = append(out[i].Shapes, p.Shapes...)
				continue
			}
			groups[key] = len(out)
			g := p
			g.Kind = k
			g.First, g.LastWithout = key[0], key[1]
			g.Shapes = slices.Clone(p.Shapes)
			if len(groups) > 1 { // a cause of its own among the kind's shapes
				sh := p.Shapes[0]
				g.ID, g.Edit, g.Count, g.Changed = kinds.ID(sh.What, sh.Sig), sh.Sig, sh.Files, []string{sh.What}
			}
			out = append(out, g)
		}
		if lead == nil {
			continue
		}
		// The side effects, and the shapes past the ones bisected, stay
		// with the lead's group.
		if i, ok := groups[[2]int{lead.First, lead.LastWithout}]; ok {
			for j, sh := range k.Shapes {
				if followsLead(j, sh) {
					out[i].Shapes = append(out[i].Shapes, sh)
				}
			}
		}
	}
	return out
}

// KindFound is where a bisect found one kind of change.
type KindFound struct {
	report.Kind
	// Of is the check's kind it is, or was split off (see regroup,
	// splitLate): what a report of the check names.
	Of string
	// First is the index of the first compiler that shows the kind, and
	// LastWithout of the last before it that does not: -1 when none
	// does, or when even the first compiler shows it.
	First, LastWithout int
	Probed             []string // the files run to tell
	// Unshown is, for a kind the last compiler did not show, what that
	// compiler did to its probed files.
	Unshown *Unshown
	// Hidden: a step of a ladder that changes the compiler's output
	// although no kind of the check is first shown by it (see
	// bisector.hidden); the kind is the edits it brings, not the check's.
	Hidden bool `json:"hidden,omitempty"`
	// Alone, for a bisect over a ladder of options (see FlagLadder), is
	// whether the baseline's command with the first compiler's option
	// alone shows the kind in its example: true confirms the option as
	// its cause; nil when it could not be checked (the rest of a level,
	// a kind no step made).
	Alone *bool
}

// Unshown is what the last compiler did to the probed files of a kind
// that the check showed and it did not: the data to tell why.
type Unshown struct {
	Same   int // left as in the baseline: the check's change did not come back
	Other  int // changed, but in none of the kind's shapes
	Failed int // not run to an end: a timeout, an error, not run
}

// Bisected is the outcome of a bisect.
type Bisected struct {
	CheckRun  int64
	Compilers []string
	Kinds     []KindFound
	Runs      map[int]int64 // compiler index → the run that probed it
	// OneCause says of each compiler whether it differs from the one
	// before by one cause: one option of a ladder (not the rest of a
	// level), one step of a counter. nil for a list or commits, which may
	// each bring many changes.
	OneCause []bool
	// Hidden are the causes no kind of the check stands for: steps of a
	// ladder that change the output, whose edits the check's kinds hold
	// as another's side effects or facets (see bisector.hidden).
	Hidden []KindFound `json:"hidden,omitempty"`
	// HiddenSkipped counts the options of a ladder that made no kind and
	// were not run for a cause of their own: more than MaxHiddenSteps.
	HiddenSkipped int `json:"hidden_skipped,omitempty"`
	// AloneRuns are the runs that checked a ladder's options alone (see
	// KindFound.Alone).
	AloneRuns []int64
	// NameRuns are the runs that read what a counter's steps were.
	NameRuns []int64
	// Families names the check's families by ID.
	Families map[string]string
	// Sampled are the same files run beside the kinds' files, and Undone
	// names, by compiler index, those of them it did not leave the same.
	Sampled []string
	Undone  map[int][]string
	// Ladder holds the compilers' --cmd templates when corral built
	// them from the baseline's command to the check's, an option at a
	// time (see FlagLadder); Compilers then name each by its option.
	Ladder []string
	// CheckCmd is the last check's --cmd, and LastIsCheck says whether
	// the last compiler is it, as written, when the compilers were given
	// as --cmd templates; nil for commits, each built anew.
	CheckCmd    string
	LastIsCheck *bool
	// Summary tells the kinds by compiler and by family.
	Summary Summary
	// Reused: read back from the store, found by an earlier bisect of
	// the same check over the same compilers (see Options.Reuse).
	Reused bool `json:"-"`
}

// Run finds, for each kind of change of the last check, the first
// compiler of opts.Compilers that shows it and the last one before it that
// does not. It runs a few files of each kind (opts.Probes, the kind's
// example first) under a compiler at a time, compares them with the
// baseline and cuts them into edits, as a check does; a kind is shown when
// one of its files shows one of its shapes (see kinds.Shows). The kinds are
// bisected side by side: at each step every kind still open asks for the
// compiler halfway through its range, and each compiler asked for runs
// once, on the files of all the kinds that asked: about log2(n) runs in
// all for n compilers, each stored as a run of its own ("bisect"), which
// 'corral report --run N' shows. A kind that the last compiler does not
// show, or the first already does, is said as such; of one the last does
// not show, Unshown says what that compiler did to its probed files. The
// Summary tells the kinds by compiler and by family.
func Run(ctx context.Context, st corral.Store, opts Options) (*Bisected, error) {
	ladder, err := compilers(ctx, st, &opts)
	if err != nil {
		return nil, err
	}
	b, err := newBisector(ctx, st, opts)
	if err != nil {
		return nil, err
	}
	keep, _ := st.(Store)
	key := Key(opts, b.lc.Report.Kinds)
	if opts.Reuse && keep != nil {
		if found := stored(ctx, keep, b.lc.Run.ID, key); found != nil {
			// What runs is never read back: a triage reduces with the
			// ladder made now (the key holds it), not the one kept.
			found.Ladder = nil
			if ladder != nil {
				found.Ladder = ladder.Cmds
			}
			return found, nil
		}
	}
	parts, partOf := kindParts(b.lc.Report.Kinds, max(opts.Probes, 1))
	b.out.Kinds = parts
	if err := b.search(ctx); err != nil {
		return nil, b.stopped(ctx, err)
	}
	out := b.out
	out.Kinds = regroup(b.lc.Report.Kinds, out.Kinds, partOf)
	if err := b.after(ctx, ladder); err != nil {
		return nil, b.stopped(ctx, err)
	}
	out.CheckCmd = b.lc.Config.Cmd
	if ladder != nil {
		out.Ladder = ladder.Cmds
		out.OneCause = make([]bool, len(ladder.Cmds))
		for i, a := range ladder.Alone {
			out.OneCause[i] = a != ""
		}
	}
	if opts.Counter != nil {
		out.OneCause = make([]bool, opts.Count)
		for i := 1; i < opts.Count; i++ {
			out.OneCause[i] = true
		}
	}
	if opts.Compilers != nil {
		is := opts.Compilers[opts.Count-1] == out.CheckCmd
		out.LastIsCheck = &is
	}
	// By the compiler that made them; the kinds no compiler made last.
	rank := func(k KindFound) int {
		if k.First < 0 {
			return opts.Count
		}
		return k.First
	}
	sort.SliceStable(out.Kinds, func(a, b int) bool { return rank(out.Kinds[a]) < rank(out.Kinds[b]) })
	out.Summary = summarize(out, opts.Count)
	if keep != nil {
		// A store that cannot be written only means the next triage
		// bisects again.
		if data, err := json.Marshal(out); err == nil {
			_ = keep.SaveBisect(ctx, out.CheckRun, key, data)
		}
	}
	return out, nil
}

// compilers completes opts with the compilers to bisect over: those
// listed (checked to start), or with none listed nor made, the ladder of
// options from the baseline's command to the check's, which it returns.
func compilers(ctx context.Context, st corral.Store, opts *Options) (*Ladder, error) {
	if opts.Compiler != nil {
		if opts.Count < 2 {
			return nil, tooFew(opts.Count)
		}
		return nil, nil
	}
	var ladder *Ladder
	if len(opts.Compilers) == 0 {
		var err error
		if ladder, err = checkLadder(ctx, st, opts); err != nil {
			return nil, err
		}
		opts.Compilers, opts.Names = ladder.Cmds, slices.Clone(ladder.Steps)
		opts.Names[0] = ladder.Cmds[0] + " (the baseline's)"
	} else {
		opts.Names, opts.given = opts.Compilers, true
	}
	cmds := opts.Compilers
	opts.Count = len(cmds)
	opts.Compiler = func(_ context.Context, i int) (string, error) { return cmds[i], nil }
	if opts.Count < 2 {
		return nil, tooFew(opts.Count)
	}
	return ladder, startable(*opts)
}

// tooFew is the error of a list of n compilers, fewer than two.
func tooFew(n int) error {
	return problemf(TooFew, "bisect needs two compilers or more, got %d", n)
}

// after completes the kinds the search placed: a kind two compilers made
// is split, a counter's steps are named, a ladder's options are tried
// alone, and of each kind the last compiler does not show, what it did.
func (b *bisector) after(ctx context.Context, ladder *Ladder) error {
	out := b.out
	var err error
	if out.Kinds, err = b.splitLate(ctx, out.Kinds); err != nil {
		return err
	}
	if b.opts.Counter != nil {
		if err := b.nameSteps(ctx, out.Kinds); err != nil {
			return err
		}
	}
	if ladder != nil {
		if err := b.confirm(ctx, ladder, out.Kinds); err != nil {
			return err
		}
		if out.Hidden, err = b.hidden(ctx, ladder, out.Kinds); err != nil {
			return err
		}
	}
	for i := range out.Kinds {
		if out.Kinds[i].First < 0 {
			out.Kinds[i].Unshown = b.unshown(&out.Kinds[i])
		}
	}
	return nil
}

// stopped is the error of a bisect that err stopped: interrupted when ctx
// ended.
func (b *bisector) stopped(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return b.interrupted()
	}
	return err
}

// stored is what a bisect of check run checkRun over key found, as kept;
// nil when there is none, or it cannot be read.
func stored(ctx context.Context, keep Store, checkRun int64, key string) *Bisected {
	data, ok, err := keep.Bisect(ctx, checkRun, key)
	if err != nil || !ok {
		return nil
	}
	b := decode(data, checkRun)
	if b != nil {
		b.Reused = true
	}
	return b
}

// decode reads a kept bisect of check run checkRun back; nil for one
// that cannot be read, is another check's, or is not whole.
func decode(data []byte, checkRun int64) *Bisected {
	var b Bisected
	if json.Unmarshal(data, &b) != nil || b.CheckRun != checkRun || !b.whole() {
		return nil
	}
	return &b
}

// whole reports whether a kept bisect is one Run could have made: every
// kind's compilers within its list, each hidden cause's a step of it and
// the one before. A row edited or damaged since is not
// read back.
func (b *Bisected) whole() bool {
	n := len(b.Compilers)
	if n < 2 {
		return false
	}
	for _, k := range b.Kinds {
		if k.First < -1 || k.First >= n || k.LastWithout < -1 || k.LastWithout >= n {
			return false
		}
	}
	// A hidden cause is a step and the one before it, always both.
	for _, k := range b.Hidden {
		if k.First < 1 || k.First >= n || k.LastWithout != k.First-1 {
			return false
		}
	}
	return true
}

// Last is what the newest bisect of check run checkRun found, as kept;
// nil when there is none, st keeps none, or it cannot be read (a damaged
// one is as if none: a report shows the check without its causes).
func Last(ctx context.Context, st corral.Store, checkRun int64) *Bisected {
	keep, ok := st.(Store)
	if !ok {
		return nil
	}
	data, ok, err := keep.LastBisect(ctx, checkRun)
	if err != nil || !ok {
		return nil
	}
	return decode(data, checkRun)
}

// confirm runs, for each step of the ladder that made kinds, the
// baseline's command with that step's option alone on the examples of
// its kinds (one run a step), and sets each kind's Alone.
func (b *bisector) confirm(ctx context.Context, l *Ladder, ks []KindFound) error {
	steps := map[int][]int{} // step → its kinds
	for j, k := range ks {
		if k.First > 0 && l.Alone[k.First] != "" {
			steps[k.First] = append(steps[k.First], j)
		}
	}
	for _, i := range slices.Sorted(maps.Keys(steps)) {
		only := map[string]bool{}
		for _, j := range steps[i] {
			only[ks[j].Example] = true
		}
		b.at, b.doing = i, " alone"
		if b.opts.OnRun != nil {
			b.opts.OnRun(i, b.opts.Count, b.opts.Names[i]+" alone", len(only))
		}
		rep, err := b.checkCmd(ctx, l.Alone[i], only, false)
		if err != nil {
			return b.probeError(i, err)
		}
		b.out.AloneRuns = append(b.out.AloneRuns, rep.RunID)
		for _, j := range steps[i] {
			shown := false
			if f := fileOf(rep, ks[j].Example); f != nil && f.Status == report.Changed {
				edits, err := b.diffs.Edits(ctx, f)
				if err != nil {
					return err
				}
				shown = kinds.Shows(edits, ks[j].Shapes)
			}
			ks[j].Alone = &shown
		}
	}
	return nil
}

// fileOf is the file of rep at path; nil when it has none.
func fileOf(rep *report.Report, path string) *report.File {
	for i := range rep.Files {
		if rep.Files[i].Path == path {
			return &rep.Files[i]
		}
	}
	return nil
}

// checkLadder builds the compilers from the baseline's command to the
// last check's (see FlagLadder), reading the last check into
// opts.LastCheck when it is not there yet.
func checkLadder(ctx context.Context, st corral.Store, opts *Options) (*Ladder, error) {
	if opts.LastCheck == nil {
		lc, err := accept.ReadLastCheck(ctx, st, accept.Kinds)
		if err != nil {
			return nil, err
		}
		opts.LastCheck = lc
	}
	lc := opts.LastCheck
	if lc.Config == nil || lc.Base == nil {
		return nil, problemf(NoLadder, "check run %d or its baseline is from before corral kept a run's settings: it cannot build the compilers from their commands", lc.Run.ID)
	}
	return FlagLadder(ctx, lc.Base.Cmd, lc.Config.Cmd, opts.Dir)
}

// startable checks, before any compiler runs, that each compiler of the
// list parses and that its programs are there and executable: a
// mistyped compiler in the middle of the list was found only once the
// first and the last had run.
func startable(opts Options) error {
	for i, cmd := range opts.Compilers {
		if _, err := corral.ParseCmd(cmd, opts.Dir); err != nil {
			return &Error{Problem: BadCompiler, Err: fmt.Errorf("compiler %d of %d (%s): %w", i+1, len(opts.Compilers), report.Printable([]byte(cmd)), err)}
		}
	}
	return nil
}

// reversed is the error of a list that looks given newest first: its
// first compiler already shows most of the check's kinds, and its last
// fewer.
func reversed(names []string, first, last, kinds int) error {
	return &ReversedError{Names: names, First: first, Last: last, Kinds: kinds}
}

// bisector is one bisect under way.
type bisector struct {
	st    corral.Store
	opts  Options
	lc    *accept.LastCheck
	diffs *report.Differ // cuts each compiler's changes into edits as the check's were
	out   *Bisected
	// edits[i][path]: the edits of path under compiler i against the
	// baseline; nil edits for a file the same as the baseline.
	edits map[int]map[string][]kinds.Edit
	// failed[i][path]: compiler i did not run path to an end (a
	// timeout, an error): it has no edits to compare.
	failed map[int]map[string]bool
	// files[i][path]: path's file in compiler i's run, to compare one
	// step's output with another's (see hidden): a rewrite's edits may
	// read the same against the baseline where the outputs differ.
	files map[int]map[string]*report.File
	at    int    // the compiler probed last, or being probed
	doing string // what it runs for, when not a probe: " alone", " to name its step"
}

// newBisector reads the last check, its kinds, and the sample of its same
// files.
func newBisector(ctx context.Context, st corral.Store, opts Options) (*bisector, error) {
	lc := opts.LastCheck
	if lc == nil {
		var err error
		if lc, err = accept.ReadLastCheck(ctx, st, accept.Kinds); err != nil {
			return nil, err
		}
	}
	if lc.Config == nil {
		return nil, problemf(NoSettings, "check run %d is from before corral kept a run's settings", lc.Run.ID)
	}
	if len(lc.Report.Kinds) == 0 {
		return nil, problemf(NoKinds, "check run %d found no kind of change", lc.Run.ID)
	}
	out := &Bisected{CheckRun: lc.Run.ID, Compilers: opts.Names, Runs: map[int]int64{}, Undone: map[int][]string{}, Families: map[string]string{}}
	for _, f := range lc.Report.Families {
		out.Families[f.ID] = f.Name
	}
	// The sample of same files: spread over the path order.
	var same []string
	for _, f := range lc.Report.Files {
		if f.Status == report.Same {
			same = append(same, f.Path)
		}
	}
	for i := 0; i < opts.Sample && i < len(same); i++ {
		out.Sampled = append(out.Sampled, same[i*len(same)/min(opts.Sample, len(same))])
	}
	return &bisector{st: st, opts: opts, lc: lc, diffs: lc.Report.Differ(st), out: out, edits: map[int]map[string][]kinds.Edit{},
		failed: map[int]map[string]bool{}, files: map[int]map[string]*report.File{}}, nil
}

// search asks every kind of the first and the last compiler; then it
// halves each open kind's range, step by step, each compiler asked for
// running once for all the kinds that ask.
func (b *bisector) search(ctx context.Context) error {
	n := b.opts.Count
	all := make([]*KindFound, len(b.out.Kinds))
	for i := range b.out.Kinds {
		all[i] = &b.out.Kinds[i]
	}
	lo, hi := make([]int, len(all)), make([]int, len(all))
	open := make([]bool, len(all))
	for _, i := range []int{0, n - 1} {
		if err := b.probe(ctx, i, all); err != nil {
			return err
		}
	}
	if first, last, kinds := b.count(0, all), b.count(n-1, all), len(b.lc.Report.Kinds); b.opts.given && first > last && 2*first > kinds {
		return reversed(b.opts.Names, first, last, kinds)
	}
	for j, k := range all {
		switch {
		case b.shows(0, k):
			k.First = 0
		case !b.shows(n-1, k):
		default:
			lo[j], hi[j], open[j] = 0, n-1, true
		}
	}
	return b.halve(ctx, all, lo, hi, open)
}

// halve bisects each open kind of all between lo (a compiler that does
// not show it) and hi (one that does), step by step, each compiler asked
// for running once for all the kinds that ask.
func (b *bisector) halve(ctx context.Context, all []*KindFound, lo, hi []int, open []bool) error {
	for slices.Contains(open, true) {
		asked := map[int][]int{} // compiler → the kinds that ask for it
		for j := range all {
			if !open[j] {
				continue
			}
			if hi[j]-lo[j] <= 1 {
				all[j].First, all[j].LastWithout, open[j] = hi[j], lo[j], false
				continue
			}
			mid := (lo[j] + hi[j]) / 2
			asked[mid] = append(asked[mid], j)
		}
		for _, i := range slices.Sorted(maps.Keys(asked)) {
			var want []*KindFound
			for _, j := range asked[i] {
				want = append(want, all[j])
			}
			if err := b.probe(ctx, i, want); err != nil {
				return err
			}
			for _, j := range asked[i] {
				if b.shows(i, all[j]) {
					hi[j] = i
				} else {
					lo[j] = i
				}
			}
		}
	}
	return nil
}

// splitLate finds, in each kind a compiler made first, the probed files
// that do not show it under that compiler but do under the last: the same
// shapes that a later compiler made in them (a line two options add
// alike). They are bisected on their own, after that compiler, and become
// a kind of their own, named for the kind and its compiler, so that each
// cause is reduced between its own pair.
func (b *bisector) splitLate(ctx context.Context, ks []KindFound) ([]KindFound, error) {
	n := b.opts.Count
	var late []*KindFound
	var lo, hi []int
	for _, k := range ks {
		if k.First <= 0 {
			continue
		}
		var files []string
		for _, f := range k.Probed {
			if !kinds.Shows(b.edits[k.First][f], k.Shapes) && kinds.Shows(b.edits[n-1][f], k.Shapes) {
				files = append(files, f)
			}
		}
		if len(files) == 0 || len(files) == len(k.Probed) {
			continue
		}
		p := k
		p.ID = kinds.ID("split", k.ID+" after "+strconv.Itoa(k.First))
		p.Probed, p.Example, p.First, p.LastWithout = files, files[0], -1, -1
		late, lo, hi = append(late, &p), append(lo, k.First), append(hi, n-1)
	}
	if len(late) == 0 {
		return ks, nil
	}
	open := make([]bool, len(late))
	for i := range open {
		open[i] = true
	}
	if err := b.halve(ctx, late, lo, hi, open); err != nil {
		return nil, err
	}
	for _, p := range late {
		ks = append(ks, *p)
	}
	return ks, nil
}

// count is how many of the kinds of ks (parts of kinds: see kindParts)
// compiler i shows.
func (b *bisector) count(i int, ks []*KindFound) int {
	shown := map[string]bool{}
	for _, k := range ks {
		if b.shows(i, k) {
			shown[k.ID] = true
		}
	}
	return len(shown)
}

// shows reports whether compiler i shows kind k in one of its probed
// files.
func (b *bisector) shows(i int, k *KindFound) bool {
	for _, f := range k.Probed {
		if kinds.Shows(b.edits[i][f], k.Shapes) {
			return true
		}
	}
	return false
}

// unshown is what the last compiler did to the probed files of k, a kind
// it does not show.
func (b *bisector) unshown(k *KindFound) *Unshown {
	last := b.opts.Count - 1
	u := &Unshown{}
	for _, f := range k.Probed {
		edits, ran := b.edits[last][f]
		switch {
		case !ran || b.failed[last][f]:
			u.Failed++
		case edits == nil:
			u.Same++
		default:
			u.Other++
		}
	}
	return u
}

// probe runs compiler i on the sample and the probed files of the kinds
// in want that it has not run yet, and keeps their edits.
func (b *bisector) probe(ctx context.Context, i int, want []*KindFound) error {
	only := map[string]bool{}
	for _, f := range b.out.Sampled {
		if _, done := b.edits[i][f]; !done {
			only[f] = true
		}
	}
	for _, k := range want {
		for _, f := range k.Probed {
			if _, done := b.edits[i][f]; !done {
				only[f] = true
			}
		}
	}
	if len(only) == 0 {
		return nil
	}
	if b.opts.OnRun != nil {
		b.opts.OnRun(i, b.opts.Count, b.opts.Names[i], len(only))
	}
	b.at, b.doing = i, ""
	rep, err := b.check(ctx, i, only)
	if err != nil {
		return b.probeError(i, err)
	}
	b.out.Runs[i] = rep.RunID
	if b.edits[i] == nil {
		b.edits[i] = map[string][]kinds.Edit{}
	}
	for j := range rep.Files {
		f := &rep.Files[j]
		if !only[f.Path] {
			continue
		}
		if slices.Contains(b.out.Sampled, f.Path) && f.Status != report.Same {
			b.out.Undone[i] = append(b.out.Undone[i], f.Path)
		}
		var lines []kinds.Edit
		if f.Status == report.Changed {
			if lines, err = b.diffs.Edits(ctx, f); err != nil {
				return err
			}
			if lines == nil { // nil is for a file the same as the baseline
				lines = []kinds.Edit{}
			}
		} else if f.Status != report.Same {
			// Not run the same way (a timeout, a start error): no
			// edits to compare, and so no kind shown.
			lines = []kinds.Edit{}
			if b.failed[i] == nil {
				b.failed[i] = map[string]bool{}
			}
			b.failed[i][f.Path] = true
		}
		b.edits[i][f.Path] = lines
		if b.files[i] == nil {
			b.files[i] = map[string]*report.File{}
		}
		b.files[i][f.Path] = f
	}
	return nil
}

// check runs compiler i on the files only, with the last check's other
// settings, as a run of its own ("bisect").
func (b *bisector) check(ctx context.Context, i int, only map[string]bool) (*report.Report, error) {
	cmd, err := b.opts.Compiler(ctx, i)
	if err != nil {
		return nil, err
	}
	return b.checkCmd(ctx, cmd, only, false)
}

// checkCmd runs the compiler cmd on the files only, with the last
// check's other settings, as a run of its own ("bisect"); raw leaves out
// the check's --normalize rules, to read what the compiler printed.
func (b *bisector) checkCmd(ctx context.Context, cmd string, only map[string]bool, raw bool) (*report.Report, error) {
	var err error
	c := b.lc.Config
	o := corral.Options{RunSettings: corral.RunSettings{Cmd: cmd, Dir: b.opts.Dir, Jobs: max(b.opts.Jobs, 1), Source: c.Source, Outputs: c.Outputs,
		Include: c.Include, Exclude: c.Exclude, Normalize: c.Normalize}, Report: report.Settings{Textconv: c.Textconv},
		Probe:    &corral.Probe{Only: only, StoreAs: result.Bisect, NoKinds: true, EveryFile: true},
		Observer: corral.Observer{OnWarning: func(string) {}}}
	if raw {
		o.Normalize = nil
	}
	if c.Timeout != "" {
		if o.Timeout, err = time.ParseDuration(c.Timeout); err != nil {
			return nil, fmt.Errorf("the check's timeout %q: %w", c.Timeout, err)
		}
	}
	res, err := corral.Check(ctx, b.st, o)
	if err != nil {
		return nil, err
	}
	if res.Report == nil {
		return nil, errors.New(res.Nothing)
	}
	return res.Report, nil
}

// interrupted is the error of a bisect whose ctx ended. A bisect cannot
// be continued (a check's --resume continues a check, not a bisect): it
// starts over, and says so.
func (b *bisector) interrupted() error {
	return problemf(Stopped, "%w; bisect stopped at compiler %d of %d (%s) after %s, which are stored", corral.ErrInterrupted,
		b.at+1, b.opts.Count, b.opts.Names[b.at]+b.doing, words.Plural(len(b.out.Runs)+len(b.out.AloneRuns)+len(b.out.NameRuns), "run", "runs"))
}

// probeError is the error of compiler i's probe (see [ProbeError]).
func (b *bisector) probeError(i int, err error) error {
	return &ProbeError{I: i, Name: b.opts.Names[i], Err: err}
}

// Causes groups the kinds by the compiler that made them first, as
// report.Causes, in the list's order: a report shows them beside the
// check's own grouping.
// Kinds the first compiler already shows, or none does, have no cause
// here.
func (b *Bisected) Causes() *report.Causes {
	out := &report.Causes{Bisect: words.Plural(len(b.Compilers), "compiler", "compilers"), List: []report.Cause{}}
	if b.Ladder != nil {
		out.Bisect = fmt.Sprintf("a ladder of %s from the baseline's command to the check's", words.Plural(len(b.Compilers)-1, "option", "options"))
	}
	at := map[int]int{}
	files := map[int]map[string]bool{}
	for _, k := range b.Kinds {
		if k.First <= 0 {
			continue
		}
		i, ok := at[k.First]
		if !ok {
			i = len(out.List)
			at[k.First], files[k.First] = i, map[string]bool{}
			yes := true
			out.List = append(out.List, report.Cause{Compiler: b.Compilers[k.First], N: k.First + 1, Of: len(b.Compilers), Confirmed: &yes})
		}
		c := &out.List[i]
		if id := cmp.Or(k.Of, k.ID); !slices.Contains(c.Kinds, id) {
			c.Kinds = append(c.Kinds, id)
		}
		for f := range k.Files.All() {
			files[k.First][f] = true
		}
		switch {
		case k.Alone == nil:
			c.Confirmed = nil
		case c.Confirmed != nil && !*k.Alone:
			no := false
			c.Confirmed = &no
		}
	}
	for first, i := range at {
		out.List[i].Files = len(files[first])
	}
	for _, k := range b.Hidden {
		out.List = append(out.List, report.Cause{Compiler: b.Compilers[k.First], N: k.First + 1, Of: len(b.Compilers),
			Kinds: []string{}, Files: k.Count, Hidden: true})
	}
	slices.SortStableFunc(out.List, func(a, b report.Cause) int { return a.N - b.N })
	return out
}
