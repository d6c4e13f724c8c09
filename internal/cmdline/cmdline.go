// Package cmdline is the plumbing every corral program's command line
// shares, so that the three tools look and behave as one:
//
//   - [Stdio], where a command reads and writes, so that commands run in
//     tests without a process;
//
//   - [Main], which runs a command line under a context that SIGINT and
//     SIGTERM cancel and exits with the status the program decides;
//
//   - [Root], the cobra root command every program starts from;
//
//   - the one voice of errors, [Print] with [Error] and [Errorf]:
//
//     corral: error: baseline corral.db has no record yet
//     corral: hint: run 'corral record' first
//
//   - [IsTerminal] and [Color], for progress displays and colour.
package cmdline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/corral-go/corral/internal/words"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"
)

// Exit statuses that mean the same in every corral program (each program
// adds its own: corral's in the README, corral-fs's in docs/fs.md,
// corral-lab's in docs/lab.md).
const (
	ExitOK          = 0
	ExitError       = 2   // usage or infrastructure error
	ExitInterrupted = 130 // stopped by SIGINT or SIGTERM
)

// Stdio is where a command reads and writes.
type Stdio struct {
	In       io.Reader
	Out, Err io.Writer
}

// OS is the process's own standard streams.
func OS() Stdio { return Stdio{In: os.Stdin, Out: os.Stdout, Err: os.Stderr} }

// Main is a program's whole main: it runs run with the program's arguments
// under a context that SIGINT and SIGTERM cancel, then lets exit print the
// error and pick the status, and exits with it. A second signal kills the
// process the usual way, since the context's handler is gone by then.
func Main(run func(ctx context.Context, args []string, stdio Stdio) error, exit func(w io.Writer, err error) int) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	// A closed stdout (| head) makes writes fail with EPIPE instead of
	// killing the program, so that what it writes to files still gets
	// written. Caught, not ignored: an ignored signal stays ignored in the
	// programs it starts, a caught one does not.
	signal.Notify(make(chan os.Signal, 1), syscall.SIGPIPE)
	err := run(ctx, os.Args[1:], OS())
	stop()
	os.Exit(exit(os.Stderr, err))
}

// Root returns the root command of program prog: wired to stdio and args,
// printing no usage or error of its own (the program's exit function does
// that, once), and turning a flag error into one whose hint points to
// 'prog --help'.
func Root(prog string, args []string, stdio Stdio) *cobra.Command {
	root := &cobra.Command{
		Use:           prog,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetArgs(args)
	rootArgs.Store(root, args)
	root.SetIn(stdio.In)
	root.SetOut(stdio.Out)
	root.SetErr(stdio.Err)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		hint := "see '" + c.CommandPath() + " --help'"
		if near := nearFlag(c, err.Error()); near != "" {
			hint = "did you mean --" + near + "? " + hint
		}
		return &Error{Err: usageError(plainFlagError(err.Error())), Hint: hint}
	})
	root.Version = Version()
	root.SetVersionTemplate("{{.Name}} {{.Version}}\n")
	return root
}

// version is set by 'make build' (-ldflags -X) to git's description of the
// commit; Version falls back on what the Go build recorded.
var version string

// Version is the program's version as the build knows it: the module
// version (a tag when installed with go install …@vX), the commit and
// whether the tree had changes, and the Go version.
func Version() string {
	if version != "" {
		return version + " " + runtime.Version()
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value[:min(12, len(s.Value))]
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	if rev != "" {
		v += " (commit " + rev + modified + ")"
	}
	return v + " " + info.GoVersion
}

// Execute runs root, and gives cobra's own usage errors (an unknown
// command, a missing required flag, wrong arguments) the voice of every
// other error: one line, and a hint that says what to do.
func Execute(ctx context.Context, root *cobra.Command) error {
	if args, ok := rootArgs.LoadAndDelete(root); ok {
		if err := swallowed(root, args.([]string)); err != nil {
			return err
		}
	}
	err := root.ExecuteContext(ctx)
	if err == nil || errors.As(err, new(*Error)) {
		return err
	}
	msg := err.Error()
	first, rest, _ := strings.Cut(msg, "\n")
	for _, usage := range []string{"unknown command", "required flag", "accepts ", "invalid argument", "unknown flag", "unknown shorthand flag", "flag needs an argument"} {
		if !strings.HasPrefix(first, usage) {
			continue
		}
		hint := "see '" + root.Name() + " --help'"
		if _, suggestions, ok := strings.Cut(rest, "Did you mean this?"); ok {
			names := strings.Fields(suggestions)
			for i, n := range names {
				names[i] = "'" + root.Name() + " " + n + "'"
			}
			hint = "did you mean " + strings.Join(names, " or ") + "? " + hint
		}
		return &Error{Err: usageError(plainFlagError(first)), Hint: hint}
	}
	return err
}

// nearFlag is the flag of c that an unknown flag's error ("unknown flag:
// --cmdd") most likely meant: one at most two edits away, or of which the
// typed name is a prefix or the other way round; "" when there is none.
func nearFlag(c *cobra.Command, msg string) string {
	typed, ok := strings.CutPrefix(msg, "unknown flag: --")
	if !ok || typed == "" {
		return ""
	}
	best, bestD := "", 3
	visit := func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		d := words.Distance(typed, f.Name)
		if len(typed) >= 3 && (strings.HasPrefix(f.Name, typed) || strings.HasPrefix(typed, f.Name)) {
			d = min(d, 2)
		}
		if d < bestD || d == bestD && f.Name < best {
			best, bestD = f.Name, d
		}
	}
	c.Flags().VisitAll(visit)
	c.InheritedFlags().VisitAll(visit)
	return best
}

// ErrUsage is what a mistake in the command line itself is (errors.Is):
// an unknown command or flag, wrong arguments, a flag's bad value.
var ErrUsage = errors.New("usage error")

// usageError is one of cobra's usage errors, in its own words.
type usageError string

func (e usageError) Error() string        { return string(e) }
func (e usageError) Is(target error) bool { return target == ErrUsage }

// badNumber is pflag's error for a flag value that does not parse:
// `invalid argument "abc" for "-j, --jobs" flag: strconv.ParseInt: parsing
// "abc": invalid syntax`.
var badNumber = regexp.MustCompile(`^invalid argument (".*") for "(?:-., )?(--[^"]+)" flag: strconv\.Parse(Int|Uint|Float|Bool): parsing ".*": (invalid syntax|value out of range)$`)

// plainFlagError says a flag's bad value without Go's strconv in it:
// "--jobs: "abc" is not a whole number".
func plainFlagError(msg string) string {
	m := badNumber.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	want := map[string]string{"Int": "a whole number", "Uint": "a whole number of 0 or more", "Float": "a number", "Bool": "true or false"}[m[3]]
	if m[4] == "value out of range" {
		return fmt.Sprintf("%s: %s is out of range", m[2], m[1])
	}
	return fmt.Sprintf("%s: %s is not %s", m[2], m[1], want)
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
}

// colorMode is --color: "auto" (or ""), "always" or "never".
var colorMode atomic.Value

// SetColor sets the --color mode: "auto", "always" or "never"; anything
// else is an error that names them.
func SetColor(mode string) error {
	switch mode {
	case "", "auto", "always", "never":
		colorMode.Store(mode)
		return nil
	}
	return Errorf("e.g. --color always, for a CI log that shows colours", "--color %q: want auto, always or never", mode)
}

// Color reports whether w should get colour. --color always or never
// decides; else NO_COLOR (https://no-color.org) set and not empty turns it
// off, CLICOLOR_FORCE (not "0") or FORCE_COLOR (set and not empty, see
// https://force-color.org) turns it on, and otherwise w gets colour when it
// is a terminal and TERM is not dumb.
func Color(w io.Writer) bool {
	switch mode, _ := colorMode.Load().(string); mode {
	case "always":
		return true
	case "never":
		return false
	}
	switch {
	case os.Getenv("NO_COLOR") != "":
		return false
	case os.Getenv("CLICOLOR_FORCE") != "" && os.Getenv("CLICOLOR_FORCE") != "0", os.Getenv("FORCE_COLOR") != "":
		return true
	case os.Getenv("TERM") == "dumb":
		return false
	}
	return IsTerminal(w)
}

// ExactArgs is cobra.ExactArgs with an error that names the arguments
// wanted (what, e.g. "SOURCE") and says what usually went wrong.
func ExactArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		switch {
		case len(args) == n:
			return nil
		case len(args) < n:
			return Errorf("see '"+c.CommandPath()+" --help' for examples", "%s needs %s", c.CommandPath(), what)
		}
		return Errorf("quote a template as one argument, and give each flag its value right after it (--json FILE, '-' for stdout)",
			"%s takes %s, got %d arguments: %s", c.CommandPath(), what, len(args), strings.Join(quoteAll(args), " "))
	}
}

func quoteAll(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = strconv.Quote(a)
	}
	return out
}

// MaxArgs is ExactArgs for up to n arguments.
func MaxArgs(n int, what string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) <= n {
			return nil
		}
		return ExactArgs(n, what)(c, args)
	}
}
