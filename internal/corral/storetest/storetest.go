// Package storetest is the conformance suite of corral's baseline stores:
// every implementation of [corral.Store] must pass [Run], so that a second
// store (another database, a remote one) can be checked against what
// record, check and accept rely on. Merging shard stores is the SQLite
// store's own, tested in package store.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// Open opens (creating if need be) the store at path; the suite closes it.
type Open func(tb testing.TB, path string) corral.Store

// Run runs every test of the suite against the stores open makes: for
// each method of [corral.Store] and [corral.Writer], a subtest for each
// sentence of its contract a store could get wrong, then scenarios that
// go through several methods.
func Run(t *testing.T, open Open) {
	for _, g := range suite() {
		t.Run(g.name, func(t *testing.T) {
			for _, tc := range g.tests {
				t.Run(tc.name, func(t *testing.T) { tc.test(t, open) })
			}
		})
	}
}

// group is the tests of one method, or the scenarios.
type group struct {
	name  string
	tests []test
}

type test struct {
	name string
	test func(*testing.T, Open)
}

func suite() []group {
	return slices.Concat(baselineSuite(), runSuite(), writerSuite())
}

// baselineSuite is the contract of what a store says of its baseline.
func baselineSuite() []group {
	return []group{
		{"Baseline", []test{
			{"every path's result, an empty map with none", testBaseline},
		}},
		{"BaselineAt", []test{
			{"0 with no baseline, grows with each change", testBaselineAtSeq},
			{"the map is Baseline's", testBaselineAtMap},
			{"the map and the number are of one state", testBaselineAtOneState},
		}},
		{"BaselineShard", []test{
			{"assign sees every path and its CPU time, costliest first when byCost", testShardAssign},
			{"only the paths assign kept come back, whole", testShardKept},
			{"the baseline's identity and size", testShardIdentity},
		}},
		{"ChangedSince", []test{
			{"unknown for a run that noted no point", testChangesUnknown},
			{"nil when nothing changed the baseline", testChangesNone},
			{"the first change another run made", testChangedFirst},
			{"an accept of another check is a change", testChangedAccept},
			{"the run's own accept is none", testChangedNotOwn},
		}},
		{"AnyChangeSince", []test{
			{"the run's own accept is a change", testAnyChangeOwn},
		}},
		{"HasBaseline", []test{
			{"whether the baseline holds a file", testHasBaseline},
		}},
		{"BaselineRules", []test{
			{"the rules of a record", testBaselineRules},
			{"the rules of the runs that make up the baseline", testBaselineRulesOfRuns},
		}},
		{"BaselineConfig", []test{
			{"the record's, or none", testBaselineConfig},
		}},
	}
}

// runSuite is the contract of runs, their results and the store itself.
func runSuite() []group {
	return []group{
		{"Results", []test{
			{"every result of the run, whole", testResultsWhole},
			{"empty for a run with none or no such run", testResultsNone},
		}},
		{"Compare", []test{
			{"each result beside the baseline's", testCompareBeside},
			{"baseline-only paths only with withBaseline", testCompareWithoutBaseline},
			{"an error of fn stops it and is returned", testCompareStops},
		}},
		{"PinBaseline", []test{
			{"compares with the baseline as pinned, after a promotion", testPinStays},
			{"closed, it reads nothing; Close twice is no error", testPinClosed},
			{"Compare says which paths AddSources named", testPinSources},
		}},
		{"Runs", []test{
			{"every run, newest first", testRunsNewestFirst},
		}},
		{"LastRun", []test{
			{"the newest finished run of the command", testLastRun},
			{"ErrNoRun when none is finished", testLastRunNone},
		}},
		{"LastInterrupted", []test{
			{"the newest interrupted run of the command", testLastInterrupted},
		}},
		{"Path and Files", []test{
			{"Path names the store", testPath},
			{"Files hold every file the store made", testFiles},
		}},
		{"ResumeRun", []test{
			{"keeps the run's results", testResumeKeeps},
			{"the resumed run reads the baseline anew", testResumeReadsAnew},
		}},
		{"Promote", []test{
			{"makes the paths the baseline and drops drop", testPromotePaths},
			{"a config other than \"\" is the baseline's", testPromoteConfig},
			{"refuses a stale run with a StaleError", testPromoteStale},
			{"the run's own accepts do not make it stale", testPromoteOwn},
		}},
		{"ReadBlob", []test{
			{"cut at limit", testReadBlobLimit},
			{"content never stored is an error", testBlobNeverStored},
		}},
		{"CopyBlob", []test{
			{"writes a blob whole", testCopyBlob},
		}},
		{"RunKinds and SaveRunKinds", []test{
			{"nothing kept for a run never saved", testKindsNone},
			{"what was saved comes back whole", testKindsSaved},
			{"a save replaces the one before", testKindsReplaced},
			{"kinds written in pieces come back whole", testKindsFromPieces},
		}},
		{"Close", []test{
			{"a run not finished stays running", testCloseLeavesRunning},
		}},
		{"context", []test{
			{"every method returns the error of an ended ctx", testContextEnded},
		}},
	}
}

// writerSuite is the contract of a run's Writer, and whole scenarios.
func writerSuite() []group {
	return []group{
		{"Writer.RunID", []test{
			{"fixed when the run began", testRunIDFixed},
		}},
		{"Writer.PutBytes", []test{
			{"once per content", testPutBytesOnce},
		}},
		{"Writer.PutFile", []test{
			{"the file's content, once per content", testPutFile},
		}},
		{"Writer.Flush", []test{
			{"what was queued is seen by readers before the run ends", testFlushShows},
		}},
		{"Writer.SetConfig", []test{
			{"stored when Finish ends the run", configAtEnd(func(w corral.Writer) error { return w.Finish("{}", nil) })},
			{"stored when Refuse ends the run", configAtEnd(func(w corral.Writer) error { return w.Refuse("{}") })},
			{"not stored when Interrupt ends the run", configKept(corral.Writer.Interrupt, `{"at":"start"}`)},
			{"not stored when Abort ends the run", configKept(corral.Writer.Abort, `{"at":"start"}`)},
			{"what a whole promotion makes the baseline's", testSetConfigPromoted},
		}},
		{"Writer.Finish", []test{
			{"without a promotion the baseline stays", testFinishAlone},
			{"a whole promotion is the baseline", testFinishWhole},
			{"a partial promotion changes its paths and drops Drop", testFinishPartial},
		}},
		{"Writer.Refuse", []test{
			{"marks the run refused with its results; the baseline stays", ending(result.Refused, true,
				func(w corral.Writer) error { return w.Refuse("{}") })},
			{"the summary is the run's", testRefuseSummary},
		}},
		{"Writer.Interrupt", []test{
			{"marks the run interrupted with its results; the baseline stays", ending(result.Interrupted, true, corral.Writer.Interrupt)},
		}},
		{"Writer.Abort", []test{
			{"marks the run failed; the baseline stays", ending(result.Aborted, false, corral.Writer.Abort)},
		}},
		{"scenarios", []test{
			{"record, promote and read", testRecordPromoteAndRead},
			{"an empty store", testEmpty},
			{"interrupt and resume", testInterruptAndResume},
		}},
	}
}

// fresh opens a new store; the test closes it.
func fresh(tb testing.TB, open Open) corral.Store {
	tb.Helper()
	return openAt(tb, open, filepath.Join(tb.TempDir(), "corral.db"))
}

// openAt opens the store at path; the test closes it.
func openAt(tb testing.TB, open Open, path string) corral.Store {
	tb.Helper()
	s := open(tb, path)
	tb.Cleanup(func() { s.Close() })
	return s
}

func must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// begin begins a run of command that noted no baseline it read.
func begin(tb testing.TB, s corral.Store, command result.Command) corral.Writer {
	tb.Helper()
	w, err := s.BeginRun(context.Background(), result.RunInfo{Command: command, Cmd: "bcom {}", Source: "src.tar"}, 4)
	if err != nil {
		tb.Fatal(err)
	}
	return w
}

// reading describes a run of command that read the baseline as of its
// change seq.
func reading(command result.Command, seq int64) result.RunInfo {
	return result.RunInfo{Command: command, Cmd: "bcom {}", Source: "src.tar", BaselineSeq: seq, NotedBaseline: true}
}

// start begins a run with info and adds a result for each path.
func start(tb testing.TB, s corral.Store, info result.RunInfo, paths ...string) corral.Writer {
	tb.Helper()
	w, err := s.BeginRun(context.Background(), info, 4)
	must(tb, err)
	for _, p := range paths {
		add(tb, w, result.Result{Path: p, Status: result.Ran})
	}
	return w
}

// add adds r, its stdout and stderr its path.
func add(tb testing.TB, w corral.Writer, r result.Result) {
	tb.Helper()
	r.Stdout = put(tb, w, []byte(r.Path))
	r.Stderr = r.Stdout
	must(tb, w.AddResult(r))
}

// record runs a record of paths, which becomes the whole baseline.
func record(tb testing.TB, s corral.Store, paths ...string) int64 {
	tb.Helper()
	w := start(tb, s, reading(result.Record, seqOf(tb, s)), paths...)
	must(tb, w.Finish("{}", &result.Promotion{Whole: true}))
	return w.RunID()
}

// check runs a check of paths that read the baseline as it is.
func check(tb testing.TB, s corral.Store, paths ...string) int64 {
	tb.Helper()
	w := start(tb, s, reading(result.Check, seqOf(tb, s)), paths...)
	must(tb, w.Finish("{}", nil))
	return w.RunID()
}

// seqOf returns the baseline's last change.
func seqOf(tb testing.TB, s corral.Store) int64 {
	tb.Helper()
	_, seq, err := s.BaselineAt(context.Background())
	must(tb, err)
	return seq
}

// baselineRuns returns the run of each baseline path's result.
func baselineRuns(tb testing.TB, s corral.Store) map[string]int64 {
	tb.Helper()
	base, err := s.Baseline(context.Background())
	must(tb, err)
	return runsOf(base)
}

// runsOf returns the run of each result.
func runsOf(m map[string]result.Result) map[string]int64 {
	out := make(map[string]int64, len(m))
	for p, r := range m {
		out[p] = r.RunID
	}
	return out
}

// runOf returns run id as Runs lists it.
func runOf(tb testing.TB, s corral.Store, id int64) result.Run {
	tb.Helper()
	runs, err := s.Runs(context.Background())
	must(tb, err)
	for _, r := range runs {
		if r.ID == id {
			return r
		}
	}
	tb.Fatalf("Runs %+v lack run %d", runs, id)
	return result.Run{}
}

func put(tb testing.TB, w corral.Writer, b []byte) result.Ref {
	tb.Helper()
	ref, err := w.PutBytes(context.Background(), b)
	if err != nil {
		tb.Fatal(err)
	}
	return ref
}

func testRecordPromoteAndRead(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	big := bytes.Repeat([]byte("0123456789abcdef"), store.ChunkSize/8+3) // three chunks
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	f.Write(big)
	bigRef, err := w.PutFile(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	small, empty := put(t, w, []byte("hello\n")), put(t, w, nil)
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: bigRef, Stderr: empty,
		Outputs: []result.Output{{Name: "a.c", Hash: small.Hash.String(), Size: small.Size}, {Name: "a.h", Missing: true}}})
	w.AddResult(result.Result{Path: "b.bas", Status: result.Ran, ExitCode: 1, Stdout: small, Stderr: small})
	if err := w.Finish(`{"total":2}`, &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}

	base, err := s.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(base) != 2 || base["b.bas"].ExitCode != 1 || len(base["a.bas"].Outputs) != 2 || !base["a.bas"].Outputs[1].Missing {
		t.Fatalf("baseline: got %+v", base)
	}
	got, cut, err := s.ReadBlob(ctx, base["a.bas"].Stdout.Hash, 1<<30)
	if err != nil || cut || !bytes.Equal(got, big) {
		t.Fatalf("ReadBlob: got %d bytes (cut %v), %v; want %d bytes", len(got), cut, err, len(big))
	}
	got, cut, _ = s.ReadBlob(ctx, bigRef.Hash, 10)
	if !cut || string(got) != "0123456789" {
		t.Errorf("ReadBlob with a limit: got %.20q… (%d bytes, cut %v)", got, len(got), cut)
	}

	// A check run that is never finished leaves the baseline alone.
	w2 := begin(t, s, result.Check)
	w2.AddResult(result.Result{Path: "a.bas", Status: result.Timeout})
	if err := w2.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LastRun(ctx, result.Check); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("an aborted run counts as the last check: %v", err)
	}

	w3 := begin(t, s, result.Check)
	w3.AddResult(result.Result{Path: "a.bas", Status: result.Ran, ExitCode: 7, Stdout: small, Stderr: small})
	if err := w3.Finish(`{}`, nil); err != nil {
		t.Fatal(err)
	}
	last, err := s.LastRun(ctx, result.Check)
	if err != nil || last.ID != w3.RunID() {
		t.Fatalf("LastRun: got %+v, %v", last, err)
	}
	if res, err := s.Results(ctx, last.ID); err != nil || len(res) != 1 || res["a.bas"].ExitCode != 7 {
		t.Errorf("Results of the check: got %+v, %v", res, err)
	}
	if err := s.Promote(ctx, last.ID, []string{"a.bas"}, []string{"b.bas"}, ""); err != nil {
		t.Fatal(err)
	}
	base, _ = s.Baseline(ctx)
	if len(base) != 1 || base["a.bas"].ExitCode != 7 {
		t.Errorf("baseline after promote: got %+v", base)
	}
}

func testEmpty(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	if _, err := s.LastRun(ctx, result.Check); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("LastRun on an empty store: got %v, want ErrNoRun", err)
	}
	if _, err := s.LastInterrupted(ctx, result.Record); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("LastInterrupted on an empty store: got %v, want ErrNoRun", err)
	}
	if base, err := s.Baseline(ctx); err != nil || len(base) != 0 {
		t.Errorf("Baseline of an empty store: got %d results, %v", len(base), err)
	}
	if runs, err := s.Runs(ctx); err != nil || len(runs) != 0 {
		t.Errorf("Runs of an empty store: got %v, %v", runs, err)
	}
	if files := s.Files(); s.Path() != "" && !slices.Contains(files, s.Path()) {
		t.Errorf("Files %q leave out the store's own path %q: a directory source holding the store would compile it", files, s.Path())
	}
	if _, err := s.ResumeRun(ctx, result.Run{ID: 42, State: result.Interrupted}, result.RunInfo{}, 4); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("ResumeRun of no run: got %v, want ErrNoRun", err)
	}
}

func testInterruptAndResume(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	ref := put(t, w, []byte("a\n"))
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Interrupt(); err != nil {
		t.Fatal(err)
	}
	if base, _ := s.Baseline(ctx); len(base) != 0 {
		t.Fatalf("an interrupted record changed the baseline: %d results", len(base))
	}
	run, err := s.LastInterrupted(ctx, result.Record)
	if err != nil || run.ID != w.RunID() || run.State != result.Interrupted || run.Cmd != "bcom {}" {
		t.Fatalf("LastInterrupted: got %+v, %v", run, err)
	}
	w2, err := s.ResumeRun(ctx, run, result.RunInfo{Config: `{"process":"me"}`}, 4)
	if err != nil {
		t.Fatal(err)
	}
	// A second resume of the run as it was read loses: the first took it.
	if _, err := s.ResumeRun(ctx, run, result.RunInfo{Config: `{"process":"you"}`}, 4); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("a second ResumeRun of one interrupted run: got %v, want ErrNoRun", err)
	}
	w2.AddResult(result.Result{Path: "b.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w2.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	if base, _ := s.Baseline(ctx); len(base) != 2 {
		t.Errorf("baseline after the resumed record: %d results, want 2", len(base))
	}
	if _, err := s.LastInterrupted(ctx, result.Record); !errors.Is(err, result.ErrNoRun) {
		t.Errorf("a finished run is still interrupted: %v", err)
	}
	runs, err := s.Runs(ctx)
	if err != nil || len(runs) != 1 || runs[0].State != result.Done {
		t.Errorf("Runs: got %+v, %v; want one done run", runs, err)
	}
}

func testBaselineRules(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w, err := s.BeginRun(ctx, result.RunInfo{Command: result.Record, Cmd: "bcom {}", Normalize: "x=y"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	ref := put(t, w, nil)
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	if rules, err := s.BaselineRules(ctx); err != nil || len(rules) != 1 || rules[0] != "x=y" {
		t.Errorf("BaselineRules: got %q, %v; want [x=y]", rules, err)
	}
}

func testCopyBlob(t *testing.T, open Open) {
	ctx := context.Background()
	s := fresh(t, open)
	w := begin(t, s, result.Record)
	want := bytes.Repeat([]byte("line\n"), store.ChunkSize/4)
	ref := put(t, w, want)
	if put(t, w, want) != ref {
		t.Error("the same content stored twice has two refs")
	}
	w.AddResult(result.Result{Path: "a.bas", Status: result.Ran, Stdout: ref, Stderr: ref})
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := s.CopyBlob(ctx, ref.Hash, &buf); err != nil || !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("CopyBlob: got %d bytes, %v; want %d", buf.Len(), err, len(want))
	}
}
