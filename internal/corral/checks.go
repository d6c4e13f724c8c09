package corral

import (
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/report"
	"golang.org/x/sys/unix"
)

// Checks made before anything runs: mistakes in the options cost
// nothing.

// checkPrograms refuses a template whose programs cannot be found or run,
// before anything runs: under a shell, a missing program would otherwise be
// exit status 127, hidden by a pipeline's last command, and stored as a
// result on every file.
func checkPrograms(programs []string) error {
	for _, prog := range programs {
		path := prog
		if !strings.Contains(prog, "/") {
			var err error
			if path, err = exec.LookPath(prog); err != nil {
				return problemf(NoProgram, "program %q in --cmd is not found on PATH", prog)
			}
		}
		info, err := os.Stat(path)
		switch {
		case err != nil:
			return problemf(ProgramUnreadable, "program %s in --cmd: %w", prog, err)
		case info.IsDir() || unix.Access(path, unix.X_OK) != nil:
			return problemf(NotExecutable, "program %s in --cmd is not executable", prog)
		}
	}
	return nil
}

// checkOutput refuses an --output template that can name a file outside
// the work dir: jobs run there, and such an output would be read from
// wherever it pointed or, refused at run time, stored as missing on every
// run, so that a check would pass whatever the compiler wrote.
func checkOutput(tmpl string) error {
	switch {
	case strings.TrimSpace(tmpl) == "":
		return problemf(OutputOutside, "--output is empty")
	case filepath.IsAbs(tmpl) || strings.HasPrefix(tmpl, "~"):
		return problemf(OutputOutside, "--output %q is an absolute path, outside the work dir", tmpl)
	case slices.Contains(strings.Split(filepath.ToSlash(tmpl), "/"), ".."):
		return problemf(OutputOutside, "--output %q has a '..' and can name a file outside the work dir", tmpl)
	case command.Expand(tmpl, "a/x.c") == command.Expand(tmpl, "b/y.d"):
		return problemf(OutputSameForAll, "--output %q names the same file for every job", tmpl)
	}
	return nil
}

// notSource lists the files that are never part of a directory source:
// the store's files and the run's reports.
func notSource(st Store, opts *Options) []string {
	return append(st.Files(), opts.NotSource...)
}

// sameOutputs refuses a run in which two jobs would write the same output
// (--output '{/.}.o' for a/x.c and b/x.c), or one would write over a file
// that another compiles: each would take the other's result, or a file the
// source holds, for its own.
func sameOutputs(outputs, files []string, want func(string) bool) error {
	if len(outputs) == 0 {
		return nil
	}
	slices.Sort(files)
	writer := make(map[string]string)
	for _, f := range files {
		if want(f) {
			writer[f] = f // compiled: no job may write it
		}
	}
	for _, f := range files {
		if !want(f) {
			continue
		}
		for _, o := range outputs {
			name := path.Clean(command.Expand(o, f))
			if other, ok := writer[name]; ok && other != f {
				what := fmt.Sprintf("the output of %s too", report.Quote(other))
				if other == name {
					what = "a file that is compiled itself"
				}
				return problemf(OutputsCollide, "--output %q names %s for %s, which is %s", o, report.Quote(name), report.Quote(f), what)
			}
			writer[name] = f
		}
	}
	return nil
}

// sourceError is the error of a source that cannot be unpacked or read
// (see [SourceError]).
func sourceError(src string, err error) error { return &SourceError{Source: src, Err: err} }
