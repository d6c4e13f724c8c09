// Package report is a run's report: first its model, then its renderers.
//
// # The model
//
// [Build] (or [Stream], for runs too large to hold) compares a run's
// results with the baseline: each file's status. [Report.MarkRegressions]
// marks the files that got slower or grew, and [Report.Classify] gives the
// changes their kinds and families, reading the diffs through a [Differ]
// that the report keeps. The library (package corral) builds the whole
// model of a record or check, and merge, accept, bisect and reduce
// classify the reports they read; the renderers below compute nothing of
// the model but the slowest files, which a streamed report reads again.
//
// # The renderers
//
// Each file a report is written as is a [Format] in [Formats]: its flag
// and its renderer (JSON, whose shape is part of corral's interface: keys
// may be added, never renamed; JUnit; the HTML page), which reads the
// model and the diffs a [View] gives, through the Differ over the blobs
// the caller gave. The terminal's [Printer] renders the same model with
// its View. None of them computes what the model holds.
package report

import (
	"bufio"
	"bytes"
	"cmp"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/result"
)

// Statuses of a file in a report.
const (
	Same    = "same"
	Changed = "changed"
	New     = "new"
	Missing = "missing"
	Timeout = "timeout"
	Error   = "error"
)

// Report is the outcome of a record or check.
type Report struct {
	Command result.Command `json:"command"`
	Summary Summary        `json:"summary"`
	// Files are every file of the report in path order; in a streamed
	// report (see [Stream]) only those the human report shows: all but
	// the same files and a record's new files that exited 0, with the
	// regressed files once MarkRegressions has run, and of the changed
	// files only the first 10,000 whose exit status stayed and the first
	// 10,000 whose exit status changed (see [Report.Cut]). The JSON,
	// JUnit and HTML reports always hold every file.
	Files []File `json:"files"`
	Kinds []Kind `json:"kinds"` // kinds of change, largest first (see Classify)
	// Families group the kinds by what they change, largest first.
	Families []Family `json:"families"`
	// Causes group the kinds by the compiler that made them, as the
	// newest bisect of the check found; nil before one.
	Causes *Causes `json:"causes,omitempty"`
	// KindsVersion is the version of the algorithm that made the kinds
	// (see kinds.Version); KindsNote says when it is not this corral's.
	KindsVersion int    `json:"kinds_version,omitempty"`
	KindsNote    string `json:"kinds_note,omitempty"`
	// KindsSeconds is the wall time spent finding the kinds of change,
	// or reading them back from the store.
	KindsSeconds float64 `json:"kinds_seconds,omitempty"`
	// Langs is the language of each section the kinds were cut in: a
	// bisect or a reduce cuts its edits alike.
	Langs kinds.Langs `json:"-"`
	// Textconv are the run's --textconv rules: how its diffs show
	// binary outputs (see package textconv).
	Textconv []string `json:"textconv,omitempty"`
	// Timeout is the run's --timeout (0 for none), which bounds each
	// --textconv conversion too (see textconv.Converter).
	Timeout time.Duration `json:"-"`
	RunID   int64         `json:"run_id"`
	Jobs    int           `json:"jobs"`
	Pinned  bool          `json:"pinned"` // --pin: each job ran on one CPU
	Shard   string        `json:"shard"`  // "all", or K/N
	// MissingShards names the shards a partial merge lacked (merge --partial).
	MissingShards []string `json:"missing_shards,omitempty"`
	// StoppedAt is the --max-failures a check stopped at, with
	// Summary.NotChecked files not run; 0 when it ran every file.
	StoppedAt int `json:"stopped_at,omitempty"`
	// Compared says what the run compared, for the reports' headers.
	Compared *Compared `json:"compared,omitempty"`

	pairs Pairs // a streamed report's files; nil when Files holds them all
	// cpu and baseCPU sum the files' CPU times for the Summary: exact
	// integers, so that the total does not depend on the order of the sum.
	cpu, baseCPU time.Duration
	compared     int // files that ran now and in the baseline
	nonzero      int // files that ran and exited non-zero or by a signal (see count)
	// A streamed report's regressions are marked with marked, and top
	// holds its slowest files (see slowest).
	marked *Thresholds
	top    []File
	// differ read the kinds' diffs (see Classify); the renderers read
	// them through it again.
	differ *Differ
	// kindsStored: the kinds were read back from a store (see Classify).
	kindsStored bool
	fit         *kindsFit // see KindsFit; made again with the kinds
	// A streamed report keeps at most changedKept changed files in Files
	// (see keep); changed holds every changed file's path, in path order,
	// and the kinds of each are in kindsOf (see changedKinds): what the
	// kinds and the writers need of the files left out, not a File each.
	changed                  pathList
	kindsOf                  changedKinds
	keptChanged, keptCrashed int
	crashedCut               int // changed files whose exit status changed, not kept
}

// Differ returns the Differ that read r's diffs for its kinds (see
// [Report.Classify]): st is only used to make one for a report not
// classified yet, and the first Differ stays the report's.
func (r *Report) Differ(st Blobs) *Differ {
	if r.differ == nil {
		r.differ = NewDiffer(st, r)
	}
	return r.differ
}

// Compared is what a run compared: its command and the baseline's, its
// source and store, and when it started.
type Compared struct {
	Cmd         string    `json:"cmd"`
	BaselineCmd string    `json:"baseline_cmd,omitempty"` // "" for a record, or a store from before corral kept it
	Source      string    `json:"source"`
	Store       string    `json:"store"`
	Started     time.Time `json:"started"`
	// CompilerChanged says how the compiler behind the same --cmd
	// changed since the baseline, a file each ("/usr/bin/cc differs");
	// none when it did not, or when the baseline does not know it.
	CompilerChanged []string `json:"compiler_changed,omitempty"`
}

// Summary counts the files by status.
type Summary struct {
	Total       int     `json:"total"`
	Same        int     `json:"same"`
	Changed     int     `json:"changed"`
	New         int     `json:"new"`
	Missing     int     `json:"missing"`
	Timeout     int     `json:"timeout"`
	Error       int     `json:"error"`
	WallSeconds float64 `json:"wall_seconds"`
	// Kept counts the baseline files a record of a selection (--include,
	// --exclude, a shard) did not run and kept as they were.
	Kept int `json:"kept,omitempty"`
	// CPUSeconds is the user+system CPU time of all jobs; BaselineCPU
	// Seconds that of the same files in the baseline (those it has).
	CPUSeconds         float64 `json:"cpu_seconds"`
	BaselineCPUSeconds float64 `json:"baseline_cpu_seconds"`
	// Slower and Grown count the files whose CPU time or peak memory grew
	// past the thresholds (see [Report.MarkRegressions]).
	Slower int `json:"slower"`
	Grown  int `json:"grown"`
	// NotChecked counts the baseline files of the shards a partial merge
	// lacked: neither same nor changed, just not known.
	NotChecked int `json:"not_checked,omitempty"`
	// Refused says why a record was refused (no job could start, every
	// job failed the same way): its run is kept, and the baseline is
	// unchanged.
	Refused string `json:"refused,omitempty"`
}

// File is one file's line in the report.
type File struct {
	Path string `json:"path"`
	// PathBytes is the exact name, base64, when it is not valid UTF-8:
	// JSON strings are Unicode, so Path then shows U+FFFD for each bad
	// byte and two files could share it.
	PathBytes        []byte   `json:"path_bytes,omitempty"`
	Status           string   `json:"status"`
	ExitCode         *int     `json:"exit_code"`
	BaselineExitCode *int     `json:"baseline_exit_code"`
	Changed          []string `json:"changed"`
	Signal           string   `json:"signal,omitempty"`
	Error            string   `json:"error,omitempty"`
	DurationMS       int64    `json:"duration_ms"`
	CPUMS            int64    `json:"cpu_ms"`
	MaxRSSKB         int64    `json:"max_rss_kb"`
	BaselineCPUMS    *int64   `json:"baseline_cpu_ms"`
	BaselineMaxRSSKB *int64   `json:"baseline_max_rss_kb"`
	// MaxRSSAtMost and BaselineMaxRSSAtMost say the peak memory beside
	// them bounds the job's from above: no higher than corral's own,
	// which Linux counts into the jobs it starts (result.RSSAtMost).
	MaxRSSAtMost         bool `json:"max_rss_at_most,omitempty"`
	BaselineMaxRSSAtMost bool `json:"baseline_max_rss_at_most,omitempty"`
	// Kinds are the IDs of a changed file's kinds of change, largest
	// kind first: one per cause its edits show.
	Kinds []string `json:"kinds,omitempty"`
	// Regressed names what grew past the thresholds: "cpu", "memory".
	Regressed []string `json:"regressed,omitempty"`
	// Notes say what of a changed file's diff could not be shown as
	// asked: "a.o: --textconv '*.o=objdump -d' failed: …", its diff then
	// of the bytes. They come with the kinds (see Report.Classify) and
	// are no kind of change.
	Notes []string `json:"notes,omitempty"`

	cur, base *result.Result // for diffs; nil when absent
}

// Build compares results with the baseline. Every result is a file of the
// report. A baseline path with no result is missing when inSource says it is
// not in the source at all; files of the source that were not selected for
// this run are left out. A nil inSource reports no missing files beyond the
// results whose status is already [result.Missing].
func Build(command result.Command, results, baseline map[string]result.Result, inSource func(string) bool, wall time.Duration) *Report {
	r := &Report{Command: command, Files: make([]File, 0, len(results)), Kinds: []Kind{}, Families: []Family{}}
	for _, cur := range results {
		var base *result.Result
		if b, ok := baseline[cur.Path]; ok {
			base = &b
		}
		r.addCPU(&cur, base)
		r.Files = append(r.Files, newFile(&cur, base))
	}
	if inSource != nil {
		for path, base := range baseline {
			if _, ok := results[path]; !ok && !inSource(path) {
				r.Files = append(r.Files, File{Path: path, PathBytes: exactBytes(path), Status: Missing, BaselineExitCode: ptr(base.ExitCode),
					Changed: []string{}, base: &base})
			}
		}
	}
	slices.SortFunc(r.Files, func(a, b File) int { return cmp.Compare(a.Path, b.Path) })
	for i := range r.Files {
		r.count(&r.Files[i])
	}
	r.total(wall)
	return r
}

// MapPairs are the pairs of results held in maps, in path order (see
// [Pairs]): a record or check walks the maps it holds anyway, and its
// report keeps in Files only the files a reader is shown, so that a run
// of 100,000 files does not hold a File for each (they were over half of
// a record's heap). A baseline path with no result is a missing file
// when inSource says it is not in the source at all (see [Build]). The
// maps must not change while the pairs are in use.
func MapPairs(results, baseline map[string]result.Result, inSource func(string) bool) Pairs {
	paths := make([]string, 0, len(results))
	for path := range results {
		paths = append(paths, path)
	}
	if inSource != nil {
		for path := range baseline {
			if _, ok := results[path]; !ok && !inSource(path) {
				paths = append(paths, path)
			}
		}
	}
	slices.Sort(paths)
	return func(fn func(cur, base *result.Result) error) error {
		// One cur and one base for all: fn keeps copies of what it keeps
		// (see Pairs), and a copy of every result, made while the
		// collector marked, kept 50 MB more alive at 100,000 files.
		var cur, b result.Result
		for _, path := range paths {
			var ran bool
			if cur, ran = results[path]; !ran {
				cur = result.Result{Path: path, Status: result.Missing, ExitCode: -1}
			}
			var base *result.Result
			var ok bool
			if b, ok = baseline[path]; ok {
				base = &b
			}
			if err := fn(&cur, base); err != nil {
				return err
			}
		}
		return nil
	}
}

// Pairs calls fn with a run's results in path order, each with its
// baseline result (nil when it has none); a nil cur is a baseline path the
// run lacks. It can be called again and gives the same pairs: see
// [corral.Store]'s Compare. The results are fn's only for the call: it
// copies what it keeps (see File.own).
type Pairs func(fn func(cur, base *result.Result) error) error

// Stream builds the report of a run too large to hold, such as a merge of
// a million results: it reads pairs once for the summary, the regressions
// past th and the slowest files, and keeps in Files only the files a
// reader is shown (see [Report.Files]); the JSON, JUnit and HTML writers
// read pairs again, so memory is bounded by those files, not by the run.
// Baseline paths the run lacks are left out, as by Build with a nil
// inSource.
func Stream(command result.Command, pairs Pairs, wall time.Duration, th Thresholds) (*Report, error) {
	return stream(command, pairs, wall, th, false)
}

// stream is Stream, keeping every file in Files when every is set: the
// report is then one whose Files hold them all.
func stream(command result.Command, pairs Pairs, wall time.Duration, th Thresholds, every bool) (*Report, error) {
	r := &Report{Command: command, Files: []File{}, Kinds: []Kind{}, Families: []Family{}, pairs: pairs, marked: &th}
	err := pairs(func(cur, base *result.Result) error {
		if cur == nil {
			return nil
		}
		if cur.Status != result.Missing {
			r.addCPU(cur, base) // as Build: the CPU of files run, now and then
		}
		f := newFile(cur, base)
		r.count(&f)
		r.mark(&f, th)
		if f.Status == Changed && !every {
			r.changed.add(f.Path)
		}
		if every || r.keep(&f) {
			f.own()
			r.Files = append(r.Files, f)
		}
		r.top = keepTop(r.top, &f, slowestKept)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("build the report: %w", err)
	}
	if every {
		r.pairs = nil // Files hold them all
	}
	r.changed.seal()
	r.total(wall)
	return r, nil
}

// Streamed reports whether the report reads its pairs again (see
// [Stream]): then what they read from must stay open while it is used.
// A report whose Files hold every file does not.
func (r *Report) Streamed() bool { return r.pairs != nil }

// slowestKept is how many of its slowest files a streamed report keeps, so
// that naming them takes no second pass.
const slowestKept = 100

// count counts a file of the report in its summary, and among the files
// that exited non-zero (the record's summary line says how many, same
// ones too, which a streamed report does not keep).
func (r *Report) count(f *File) {
	r.Summary.count(f.Status)
	if f.ExitCode != nil && *f.ExitCode != 0 && f.Status != Timeout && f.Status != Error {
		r.nonzero++
	}
}

// own gives a file kept past a Pairs call its own copies of its results.
func (f *File) own() {
	if f.cur != nil {
		c := *f.cur
		f.cur = &c
	}
	if f.base != nil {
		b := *f.base
		f.base = &b
	}
}

// newFile is the report's line for a result and its baseline result (nil
// when the baseline lacks the path).
func newFile(cur, base *result.Result) File {
	f := File{Path: cur.Path, PathBytes: exactBytes(cur.Path), ExitCode: ptr(cur.ExitCode), Signal: cur.Signal, Error: cur.Error,
		DurationMS: cur.Duration.Milliseconds(), cur: cur, Changed: []string{}}
	if cur.Status == result.Missing {
		f.ExitCode, f.cur = nil, nil
	}
	f.CPUMS, f.MaxRSSKB, f.MaxRSSAtMost = cur.CPU.Milliseconds(), cur.MaxRSS>>10, cur.RSSAtMost
	var b result.Result
	if base != nil {
		b, f.base = *base, base
		f.BaselineExitCode = ptr(base.ExitCode)
		if cur.Status != result.Missing { // as Build: a missing file's line is its exit status
			f.BaselineCPUMS, f.BaselineMaxRSSKB = ptr64(base.CPU.Milliseconds()), ptr64(base.MaxRSS>>10)
			f.BaselineMaxRSSAtMost = base.RSSAtMost
		}
	}
	f.Status, f.Changed = compare(*cur, b, base != nil)
	return f
}

// shown reports whether a streamed report keeps f in Files: what the human
// report, the kinds and the regressions show. A same file, or a new file of
// a record that exited 0, is only written to the JSON, JUnit and HTML
// reports, read again from the store.
func (r *Report) shown(f *File) bool {
	switch {
	case len(f.Regressed) > 0:
		return true
	case f.Status == Same:
		return false
	case f.Status == New && r.Command == result.Record:
		return f.ExitCode != nil && *f.ExitCode != 0
	}
	return true
}

// changedKept is how many changed files a streamed report keeps in Files
// (see keep), of those whose exit status stayed and of those whose exit
// status changed apart: what the terminal and the HTML report show of
// them, not what a check of a million changed files holds.
var changedKept = 10000

// keep reports whether a streamed report keeps f in Files (see shown),
// and counts the changed files kept: at most changedKept of each
// statusRank, the first in path order.
func (r *Report) keep(f *File) bool {
	if !r.shown(f) {
		return false
	}
	if f.Status != Changed || len(f.Regressed) > 0 {
		return true
	}
	if statusRank(f) == 0 {
		if r.keptCrashed >= changedKept {
			r.crashedCut++
			return false
		}
		r.keptCrashed++
		return true
	}
	if r.keptChanged >= changedKept {
		return false
	}
	r.keptChanged++
	return true
}

// Cut is how many changed files a streamed report left out of Files (see
// changedKept): the JSON, JUnit and HTML writers read them again.
//
// It counts from what the report read, not from its Summary, which a
// stored run's report takes from the run (see stored.Report).
func (r *Report) Cut() int {
	if r.pairs == nil {
		return 0
	}
	return r.changed.len() - r.keptChangedFiles()
}

// keptChangedFiles counts the changed files in Files.
func (r *Report) keptChangedFiles() int {
	n := 0
	for i := range r.Files {
		if r.Files[i].Status == Changed {
			n++
		}
	}
	return n
}

// changedCount counts the report's changed files, kept or not.
func (r *Report) changedCount() int {
	if r.pairs == nil {
		return r.keptChangedFiles()
	}
	return r.changed.len()
}

// each calls fn with every file of the report in path order: Files, or for
// a streamed report every result read again, with the File kept in Files
// (its kind and regressions marked) where there is one, and the kinds and
// notes of a changed file left out.
func (r *Report) each(fn func(*File) error) error {
	return r.eachFile(func(f *File, _, _ int) error { return fn(f) })
}

// eachFile is each, giving fn too the place j of a changed file among the
// changed files in path order (-1 for another file) and the index of f in
// Files (-1 for one not kept there).
func (r *Report) eachFile(fn func(f *File, j, kept int) error) error {
	j := 0
	at := func(f *File) int {
		if f.Status != Changed {
			return -1
		}
		j++
		return j - 1
	}
	if r.pairs == nil {
		for i := range r.Files {
			if err := fn(&r.Files[i], at(&r.Files[i]), i); err != nil {
				return err
			}
		}
		return nil
	}
	kept := 0
	return r.pairs(func(cur, base *result.Result) error {
		if cur == nil {
			return nil
		}
		if kept < len(r.Files) && r.Files[kept].Path == cur.Path {
			kept++
			return fn(&r.Files[kept-1], at(&r.Files[kept-1]), kept-1)
		}
		f := newFile(cur, base)
		j := at(&f)
		if j >= 0 {
			f.Kinds, f.Notes = r.kindsOf.ids(r, j), r.kindsOf.notes[f.Path]
		}
		return fn(&f, j, -1)
	})
}

// addCPU adds a file's CPU time, and its baseline's, to the totals.
func (r *Report) addCPU(cur, base *result.Result) {
	r.cpu += cur.CPU
	if base != nil {
		r.baseCPU += base.CPU
		r.compared++
	}
}

// total sets the Summary's times.
func (r *Report) total(wall time.Duration) {
	r.Summary.WallSeconds = float64(wall.Milliseconds()) / 1000
	r.Summary.CPUSeconds, r.Summary.BaselineCPUSeconds = r.cpu.Seconds(), r.baseCPU.Seconds()
}

// count counts a file of the given status.
func (s *Summary) count(status string) {
	s.Total++
	switch status {
	case Same:
		s.Same++
	case Changed:
		s.Changed++
	case New:
		s.New++
	case Missing:
		s.Missing++
	case Timeout:
		s.Timeout++
	case Error:
		s.Error++
	}
}

func ptr(v int) *int { return &v }

func ptr64(v int64) *int64 { return &v }

// exactBytes is a File's PathBytes: nil for a valid UTF-8 path.
func exactBytes(path string) []byte {
	if utf8.ValidString(path) {
		return nil
	}
	return []byte(path)
}

// Status is a result's status against its baseline result (inBaseline
// false when there is none), as the report will give it.
func Status(cur, base result.Result, inBaseline bool) string {
	status, _ := compare(cur, base, inBaseline)
	return status
}

// compare gives a file its status and, when changed, what changed.
func compare(cur, base result.Result, inBaseline bool) (string, []string) {
	switch {
	case cur.Status == result.Missing:
		return Missing, []string{}
	case cur.Status == result.Timeout:
		return Timeout, []string{}
	case cur.Status == result.Failed:
		return Error, []string{}
	case !inBaseline:
		return New, []string{}
	}
	changed := []string{}
	if cur.Status != base.Status {
		changed = append(changed, "status")
	}
	if cur.ExitCode != base.ExitCode || cur.Signal != base.Signal {
		changed = append(changed, "exit_code")
	}
	// stderr before stdout: when a compiler that worked now crashes, its
	// message is what its user must read first, not a diff of the
	// output it no longer prints.
	if cur.Stderr.Hash != base.Stderr.Hash {
		changed = append(changed, "stderr")
	}
	if cur.Stdout.Hash != base.Stdout.Hash {
		changed = append(changed, "stdout")
	}
	var outChanged []string
	outs := outputMap(base.Outputs)
	for name, o := range outputMap(cur.Outputs) {
		if b, ok := outs[name]; !ok || b != o {
			outChanged = append(outChanged, "output:"+name)
		}
		delete(outs, name)
	}
	for name := range outs {
		outChanged = append(outChanged, "output:"+name)
	}
	slices.Sort(outChanged)
	changed = append(changed, outChanged...)
	if len(changed) == 0 {
		return Same, changed
	}
	return Changed, changed
}

func outputMap(outs []result.Output) map[string]result.Output {
	m := make(map[string]result.Output, len(outs))
	for _, o := range outs {
		m[o.Name] = o
	}
	return m
}

// WriteJSON writes the report as indented JSON, one file at a time: the
// same bytes as encoding the whole Report, without holding the files of a
// streamed one.
func (r *Report) WriteJSON(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	head, err := json.MarshalIndent(struct {
		Version int            `json:"version"`
		Command result.Command `json:"command"`
		Summary Summary        `json:"summary"`
	}{JSONVersion, r.Command, r.Summary}, "", "  ")
	if err != nil {
		return err
	}
	bw.Write(bytes.TrimSuffix(head, []byte("\n}")))
	bw.WriteString(",\n  \"files\": [")
	n := 0
	err = r.each(func(f *File) error {
		b, err := json.MarshalIndent(f, "    ", "  ")
		if err != nil {
			return err
		}
		if n++; n > 1 {
			bw.WriteByte(',')
		}
		bw.WriteString("\n    ")
		_, err = bw.Write(b)
		return err
	})
	if err != nil {
		return fmt.Errorf("write the JSON report: %w", err)
	}
	if n > 0 {
		bw.WriteString("\n  ")
	}
	bw.WriteString("],")
	if err := r.writeJSONTail(bw); err != nil {
		return fmt.Errorf("write the JSON report: %w", err)
	}
	return bw.Flush()
}

// writeJSONTail writes what follows the files in the JSON report: the
// kinds and families, then the run's fields, the same bytes as
// json.MarshalIndent of them all, but a kind's or a family's files a path
// at a time. Those lists hold every changed file, and their encoding
// whole, indented and with the buffers it grew in, was the largest thing
// a check of 300,000 changed files held when asked for --json: 22 MB of
// its peak (docs/performance.md).
func (r *Report) writeJSONTail(bw *bufio.Writer) error {
	jw := jsonListWriter{bw: bw, indented: true}
	jw.kindsAndFamilies(r.Kinds, r.Families)
	if jw.err != nil {
		return jw.err
	}
	rest, err := json.MarshalIndent(struct {
		KindsVersion  int       `json:"kinds_version,omitempty"`
		KindsNote     string    `json:"kinds_note,omitempty"`
		KindsSeconds  float64   `json:"kinds_seconds,omitempty"`
		RunID         int64     `json:"run_id"`
		Jobs          int       `json:"jobs"`
		Pinned        bool      `json:"pinned"`
		Shard         string    `json:"shard"`
		MissingShards []string  `json:"missing_shards,omitempty"`
		Textconv      []string  `json:"textconv,omitempty"`
		StoppedAt     int       `json:"stopped_at,omitempty"`
		Compared      *Compared `json:"compared,omitempty"`
		Causes        *Causes   `json:"causes,omitempty"`
	}{r.KindsVersion, r.KindsNote, r.KindsSeconds, r.RunID, r.Jobs, r.Pinned, r.Shard, r.MissingShards, r.Textconv, r.StoppedAt, r.Compared, r.Causes}, "", "  ")
	if err != nil {
		return err
	}
	bw.WriteByte(',')
	bw.Write(rest[1:]) // without its "{": run_id and the fields after it are never left out
	bw.WriteByte('\n')
	return nil
}

// jsonListWriter writes the kinds and families of the JSON report
// (indented, see writeJSONTail) and of the stored kinds (compact, see
// writeStoredKinds); the first error is kept in err, the buffered
// writer's in bw.
type jsonListWriter struct {
	bw       *bufio.Writer
	quoted   []byte // a path as a JSON string
	err      error
	indented bool // as json.MarshalIndent with no prefix and two spaces, not as json.Marshal
}

// kindsAndFamilies writes the fields "kinds" and "families" of an
// object, each kind and family whole but its files, those a path at a
// time.
func (jw *jsonListWriter) kindsAndFamilies(ks []Kind, fs []Family) {
	jw.key("kinds", "  ")
	jw.list(len(ks), ks == nil, "  ", func(i int) {
		k := &ks[i]
		// The fields of its own shadow the kind's; empty, they are left
		// out, and the kind's files and count follow.
		jw.withFiles(struct {
			*Kind
			Files    []string `json:"files,omitempty"`
			Explains int      `json:"explains,omitempty"`
		}{Kind: k}, k.Files, k.Explains)
	})
	jw.bw.WriteByte(',')
	jw.key("families", "  ")
	jw.list(len(fs), fs == nil, "  ", func(i int) {
		f := &fs[i]
		jw.withFiles(struct {
			*Family
			Files    []string `json:"files,omitempty"`
			Explains int      `json:"explains,omitempty"`
		}{Family: f}, f.Files, f.Explains)
	})
}

// key writes a field's name and its colon, on a line of its own at
// indent when indented.
func (jw *jsonListWriter) key(name, indent string) {
	if jw.indented {
		jw.bw.WriteString("\n" + indent + `"` + name + `": `)
		return
	}
	jw.bw.WriteString(`"` + name + `":`)
}

// list writes a JSON array of n items at indent, each by item: "null"
// for a nil list, "[]" for an empty one.
func (jw *jsonListWriter) list(n int, null bool, indent string, item func(i int)) {
	switch {
	case null:
		jw.bw.WriteString("null")
		return
	case n == 0:
		jw.bw.WriteString("[]")
		return
	}
	jw.bw.WriteByte('[')
	sep := ""
	if jw.indented {
		sep = "\n" + indent + "  "
	}
	for i := range n {
		if i > 0 {
			jw.bw.WriteByte(',')
		}
		jw.bw.WriteString(sep)
		item(i)
	}
	if jw.indented {
		jw.bw.WriteString("\n" + indent)
	}
	jw.bw.WriteByte(']')
}

// withFiles writes v, an item of the kinds or the families (an object
// without its files and explains, the last two fields of each), then
// those, the files a path at a time.
func (jw *jsonListWriter) withFiles(v any, files Paths, explains int) {
	const in = "    " // an item's indent; its fields are two spaces deeper
	var b []byte
	var err error
	if jw.indented {
		b, err = json.MarshalIndent(v, in, "  ")
	} else {
		b, err = json.Marshal(v)
	}
	if err == nil && !bytes.HasSuffix(b, []byte("}")) {
		err = fmt.Errorf("encoding %.40q is no object", b)
	}
	if err != nil {
		jw.err = cmp.Or(jw.err, err)
		return
	}
	b = b[:len(b)-1]
	if jw.indented {
		b = bytes.TrimSuffix(b, []byte("\n"+in))
	}
	jw.bw.Write(b)
	if len(b) > 1 {
		jw.bw.WriteByte(',')
	}
	jw.key("files", in+"  ")
	jw.list(files.Len(), files.IsNil(), in+"  ", func(i int) {
		jw.quoted = appendMarshalledString(jw.quoted[:0], files.At(i))
		jw.bw.Write(jw.quoted)
	})
	jw.bw.WriteByte(',')
	jw.key("explains", in+"  ")
	jw.bw.WriteString(strconv.Itoa(explains))
	if jw.indented {
		jw.bw.WriteString("\n" + in)
	}
	jw.bw.WriteByte('}')
}

// appendMarshalledString appends s to b as json.Marshal encodes a string:
// the bytes under 0x20, '"' and '\\' escaped, and as HTML would have
// them, '<', '>' and '&' as \u003c, \u003e and \u0026; U+2028 and
// U+2029 as \u2028 and \u2029; and each byte that is not UTF-8 as
// \ufffd. Written here rather than by json.Marshal, whose argument, an
// interface, cost each path an allocation of its own (16 bytes, 3.2 MB
// for 200,000 paths twice), or by an Encoder given the path's address,
// whose pooled buffers the race detector's sync.Pool drops at random: 26
// MB for the same paths under -race (TestStoredKindsWrittenInPieces).
// TestMarshalledStrings and FuzzMarshalledString hold it to json.Marshal.
func appendMarshalledString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// JSONVersion is the version of the JSON report's format, its "version"
// field: it grows when a field changes meaning or goes away, not when one
// is added. [JSONSchema] describes it.
const JSONVersion = 2

// JSONSchema is the JSON Schema (draft 2020-12) of the JSON report,
// report.schema.json beside this file.
//
//go:embed report.schema.json
var JSONSchema []byte

// Differences reports whether any file is not the same.
func (r *Report) Differences() bool {
	return r.Summary.Total != r.Summary.Same
}

// Paths returns the paths of the files in Files whose status is one of
// statuses: in a streamed report, of any status but same.
func (r *Report) Paths(statuses ...string) []string {
	var out []string
	for _, f := range r.Files {
		if slices.Contains(statuses, f.Status) {
			out = append(out, f.Path)
		}
	}
	return out
}

// Between is path's file as one run that left it as now compares with
// another that left it as before, both runs over the same baseline (a
// bisect's steps): its status, what changed, and (see Differ.Edits) the
// edits the step from before to now made. ok is false when either run
// left no result of it.
func Between(before, now *File) (f File, ok bool) {
	if before.cur == nil || now.cur == nil {
		return File{}, false
	}
	return newFile(now.cur, before.cur), true
}

// Bytes is the size of what the run left of the file: its stdout and
// declared outputs (0 for a file without a result). A smaller output is
// most often a smaller source, quicker to compile and to reduce.
func (f *File) Bytes() int64 {
	if f.cur == nil {
		return 0
	}
	n := f.cur.Stdout.Size
	for _, o := range f.cur.Outputs {
		n += o.Size
	}
	return n
}
