package corral

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/source"
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
				return cmdline.Errorf("install it, or give its path: a relative path such as ./mycc is taken from the directory you run corral in",
					"program %q in --cmd is not found on PATH", prog)
			}
		}
		info, err := os.Stat(path)
		switch {
		case err != nil:
			return cmdline.Errorf("a relative path such as ./mycc is taken from the directory you run corral in", "program %s in --cmd: %w", prog, err)
		case info.IsDir() || unix.Access(path, unix.X_OK) != nil:
			return cmdline.Errorf("chmod +x it, or run it through its interpreter (sh script.sh {})", "program %s in --cmd is not executable", prog)
		}
	}
	return nil
}

// checkOutput refuses an --output template that can name a file outside
// the work dir: jobs run there, and such an output would be read from
// wherever it pointed or, refused at run time, stored as missing on every
// run, so that a check would pass whatever the compiler wrote.
func checkOutput(tmpl string) error {
	hint := "outputs are paths relative to the work dir, where jobs run, e.g. '{.}.o' or 'out/{/.}.s'"
	switch {
	case strings.TrimSpace(tmpl) == "":
		return cmdline.Errorf(hint, "--output is empty")
	case filepath.IsAbs(tmpl) || strings.HasPrefix(tmpl, "~"):
		return cmdline.Errorf(hint, "--output %q is an absolute path, outside the work dir", tmpl)
	case slices.Contains(strings.Split(filepath.ToSlash(tmpl), "/"), ".."):
		return cmdline.Errorf(hint, "--output %q has a '..' and can name a file outside the work dir", tmpl)
	case command.Expand(tmpl, "a/x.c") == command.Expand(tmpl, "b/y.d"):
		return cmdline.Errorf("name it after the file with {.} or {/.}, e.g. '{.}.o'", "--output %q names the same file for every job", tmpl)
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
				return cmdline.Errorf("name outputs after the whole path, e.g. '{.}.o', so that each file has its own",
					"--output %q names %s for %s, which is %s", o, report.Quote(name), report.Quote(f), what)
			}
			writer[name] = f
		}
	}
	return nil
}

// SourceError is the error a source that cannot be unpacked gives a user:
// what went wrong and the hint that fits it.
func SourceError(src string, err error) error {
	var ee *source.EntryError
	var le *source.LimitError
	switch {
	case errors.As(err, &le):
		return cmdline.Errorf(fmt.Sprintf("if the source is what you meant, raise the limit with %s", le.Flag), "source %s: %w", src, err)
	case errors.Is(err, source.ErrNoSpace):
		return cmdline.Errorf("free space there, or unpack elsewhere with --workdir or TMPDIR", "source %s: %w", src, err)
	case errors.Is(err, source.ErrWorkDirInSource):
		return cmdline.Errorf("choose a --workdir outside the source directory", "source %s: %w", src, err)
	case errors.As(err, &ee):
		return cmdline.Errorf("the archive is unsafe or damaged; nothing outside the work dir was written", "source %s: %w", src, err)
	case errors.Is(err, source.ErrNoEnd), errors.Is(err, source.ErrTruncated):
		return cmdline.Errorf("make the archive again and let tar finish; nothing was run and the baseline is unchanged", "source %s: %w", src, err)
	case errors.Is(err, source.ErrEmpty):
		return cmdline.Errorf("SOURCE must hold at least one regular file", "source %s has no files", src)
	}
	return cmdline.Errorf("SOURCE is a .tar, .tar.gz, .tgz, .tar.zst, .tar.bz2, .tar.xz, a directory, or - for a TAR on stdin", "source %s: %w", src, err)
}
