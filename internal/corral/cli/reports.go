package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
	"github.com/corral-go/corral/internal/quote"
)

// reports are where a run's reports go, opened before the run so that a
// path that cannot be written fails at once, not after an hour of jobs.
// Files are written under a temporary name beside their path and renamed
// over it when complete: a reader never sees half a report, and a failed
// run leaves an earlier report as it was.
type reports struct {
	// files are the report files asked for, none for a report going to
	// stdout.
	files   []*pendingFile
	flags   *reportFlags
	started time.Time // a live run's start; zero for a stored run's report
}

// openReports checks the report flags and creates the report files.
func openReports(f *reportFlags) (*reports, error) {
	th := f.thresholds
	switch {
	case f.diffLines < 0:
		return nil, hinted("", "--diff-lines must not be negative")
	case f.diffs < 0:
		return nil, hinted("--diffs 0 shows no diff, only the kinds of change", "--diffs must not be negative")
	case th.CPURatio < 1 || th.RSSRatio < 1:
		return nil, hinted("e.g. --slower 2 reports a file that takes twice its baseline's CPU time", "--slower and --grown are ratios of at least 1, got %g and %g", th.CPURatio, th.RSSRatio)
	case th.CPUMin < 0 || th.RSSMin < 0:
		return nil, hinted("e.g. --slower-by 1s --grown-by 64M", "--slower-by and --grown-by must not be negative")
	}
	stdout := "" // the flag of the report that goes to stdout
	for _, fm := range report.Formats {
		switch {
		case f.file(fm.Flag) != "-":
		case !fm.Stdout:
			return nil, hinted("name a file, e.g. --"+fm.Flag+" "+fm.Example, "--%s cannot go to stdout", fm.Flag)
		case stdout != "":
			return nil, hinted("write one of them to a file", "--%s and --%s cannot both go to stdout", stdout, fm.Flag)
		default:
			stdout = fm.Flag
		}
	}
	r := &reports{flags: f}
	for _, fm := range report.Formats {
		if err := r.open(f.file(fm.Flag), "--"+fm.Flag); err != nil {
			r.discard()
			return nil, err
		}
	}
	return r, nil
}

// open creates the temporary file of a report that flag names path.
func (r *reports) open(path, flag string) error {
	p, err := newPending(path, flag)
	if p != nil {
		r.files = append(r.files, p)
	}
	return err
}

// pending is the report file that flag ("json": --json) named; nil when
// none.
func (r *reports) pending(flag string) *pendingFile {
	for _, p := range r.files {
		if p.flag == "--"+flag {
			return p
		}
	}
	return nil
}

// paths returns the report files, which are never part of a source.
func (r *reports) paths() []string {
	var out []string
	for _, p := range r.files {
		out = append(out, p.path, p.f.Name())
	}
	return out
}

// discard removes the temporary files; the reports keep what they held.
func (r *reports) discard() {
	for _, p := range r.files {
		p.discard()
	}
}

// wall sets a live run's wall time to now, for the terminal's summary
// line: it waited for the kinds and the reports written before it. The
// JSON report's wall_seconds is the run's, as stored (and as 'corral
// report' gives it again).
func (r *reports) wall(rep *report.Report) {
	if !r.started.IsZero() {
		rep.Summary.WallSeconds = float64(time.Since(r.started).Milliseconds()) / 1000
	}
}

// write writes the JSON and JUnit reports first (they are what CI keeps),
// then the human report, to stderr when a report goes to stdout. A
// human report cut short by a closed stdout (| head) is not an error. A
// damaged blob met on the way is reported with its file, and after the
// whole report is written it is an error.
func (r *reports) write(ctx context.Context, rep *report.Report, blobs report.Blobs, stdio cmdline.Stdio) error {
	defer r.discard()
	human := stdio.Out
	for _, fm := range report.Formats {
		if r.flags.file(fm.Flag) == "-" {
			human = stdio.Err
		}
	}
	differ := rep.Differ(blobs)
	differ.KeepLines = r.flags.diffLines
	pr := &report.Printer{View: report.View{Differ: differ, DiffLines: r.flags.diffLines, DiffBytes: int(r.flags.diffBytes),
		Page: report.HTMLInfo{Version: cmdline.Version(), Written: time.Now()}},
		W: human, Color: cmdline.Color(human), ListLimit: 20, Diffs: r.flags.diffs, Quiet: r.flags.quiet, Slowest: r.flags.slowest}
	if rep.Command == "check" {
		pr.Next = nextStep(rep, r.flags)
	}
	for _, fm := range report.Formats {
		write := func(w io.Writer) error { return fm.Render(ctx, w, rep, &pr.View) }
		if r.flags.file(fm.Flag) == "-" {
			if err := write(stdio.Out); err != nil && !brokenPipe(err) {
				return err
			}
		} else if p := r.pending(fm.Flag); p != nil {
			if err := p.commit(write); err != nil {
				return err
			}
		}
	}
	r.wall(rep)
	if err := pr.Print(ctx, rep); err != nil && !brokenPipe(err) {
		return err
	}
	if n := differ.Damaged(); n > 0 {
		return hinted("run 'corral verify --repair', then record or check again: the next run stores the content again",
			"%d stored %s damaged; the report shows where", n, map[bool]string{true: "blob is", false: "blobs are"}[n == 1])
	}
	return nil
}

// brokenPipe reports whether err is a write to a closed pipe (| head).
func brokenPipe(err error) bool { return errors.Is(err, syscall.EPIPE) }

// pendingFile is a report being written under a temporary name.
type pendingFile struct {
	path string
	flag string // the flag that named it: "--json"
	f    *os.File
}

// newPending creates the temporary file for path ("" and "-" need none).
func newPending(path, flag string) (*pendingFile, error) {
	if path == "" || path == "-" {
		return nil, nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return nil, hinted("name a file", "%s %s is a directory", flag, path)
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		// Said of the directory the user named, not of the temporary
		// file corral would have made in it.
		what := "directory " + quote.Name(dir) + " does not exist"
		if err == nil {
			what = quote.Name(dir) + " is not a directory"
		}
		return nil, hinted("make the directory first, or name a file in one that exists", "%s %s: %s", flag, quote.Name(path), what)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-")
	if err != nil {
		return nil, hinted("check the path: its directory must exist and be writable", "%s %s: cannot write in %s: %w", flag, path, dir, errors.Unwrap(err))
	}
	return &pendingFile{path: path, flag: flag, f: f}, nil
}

// commit fills the file with write and renames it into place.
func (p *pendingFile) commit(write func(io.Writer) error) error {
	if err := write(p.f); err != nil {
		return fmt.Errorf("write %s: %w", p.path, err)
	}
	if err := p.f.Chmod(0o644); err != nil {
		return fmt.Errorf("write %s: %w", p.path, err)
	}
	if err := p.f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", p.path, err)
	}
	if err := os.Rename(p.f.Name(), p.path); err != nil {
		return fmt.Errorf("write %s: %w", p.path, err)
	}
	p.f = nil
	return nil
}

// discard removes the temporary file unless it was committed.
func (p *pendingFile) discard() {
	if p.f != nil {
		p.f.Close()
		os.Remove(p.f.Name())
		p.f = nil
	}
}

// guarded is a path a report must not replace, and what it is.
type guarded struct {
	path string
	what string // "the baseline store", "the source"
	dir  bool   // nothing inside it either (a directory source, the work dir)
}

// refuseOver refuses a report path that is a store (or its -wal, -shm or
// -journal file), a source, or inside a directory source or the work
// dir: `corral check --json corral.db`, a one-word slip, replaced the
// baseline and exited 0. Paths are compared after symlinks, so a link to
// the store is the store.
func (r *reports) refuseOver(keep ...guarded) error {
	for _, p := range r.files {
		rp := canonical(p.path)
		for _, k := range keep {
			if k.path == "" || k.path == "-" {
				continue
			}
			target := canonical(k.path)
			how := ""
			switch {
			case rp == target:
				how = "is " + k.what
			case !k.dir:
				for _, side := range store.SideFiles(target) {
					if rp == side {
						how = "is the " + strings.TrimPrefix(side, target) + " file of " + k.what
					}
				}
			default:
				if rel, err := filepath.Rel(target, rp); err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
					how = "is inside " + k.what
				}
			}
			if how != "" {
				return hinted("name another file, e.g. "+p.flag+" "+example(strings.TrimPrefix(p.flag, "--")),
					"%s %s %s %s: the report would overwrite what the run reads or keeps", p.flag, report.Quote(p.path), how, report.Quote(k.path))
			}
		}
	}
	return nil
}

// example is a file name for the report of flag ("json"), for a hint.
func example(flag string) string {
	for _, fm := range report.Formats {
		if fm.Flag == flag {
			return fm.Example
		}
	}
	return "report"
}

// canonical is path absolute and cleaned, with symlinks resolved as far
// as the path exists.
func canonical(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.Clean(path)
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		return real
	}
	dir, base := filepath.Split(abs)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		return filepath.Join(real, base)
	}
	return abs
}

// nextStep is what to do after a check that found something: decide by
// family or kind, accept, or read every diff.
func nextStep(rep *report.Report, f *reportFlags) string {
	corral := func(args string) string {
		if f.baseline != "" && f.baseline != "corral.db" {
			args += " --baseline " + report.Quote(f.baseline)
		}
		return "'corral " + args + "'"
	}
	var steps []string
	if rep.Summary.Changed > 0 {
		by := "kind by kind"
		if rep.FamiliesGroupKinds() {
			by = "family by family" // as review walks them
		}
		steps = append(steps, corral("review")+" to decide "+by)
		if len(rep.Kinds) > 0 {
			steps = append(steps, corral("accept --kind "+rep.Kinds[0].ID)+" to accept the largest kind")
		}
	}
	steps = append(steps, corral("accept")+" to accept it all")
	if f.file("html") == "" {
		steps = append(steps, "--html FILE for every diff on one page")
	} else {
		steps = append(steps, "open "+report.Quote(f.file("html"))+" for every diff")
	}
	return strings.Join(steps, ", ")
}
