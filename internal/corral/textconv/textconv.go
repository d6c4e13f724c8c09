// Package textconv turns binary outputs into text for diffs and kinds,
// as git's textconv does (and diffoscope, with its own tools): a rule
// 'GLOB=COMMAND' such as '*.o=objdump -d --no-show-raw-insn' runs COMMAND
// on each matching output, and its text is what the report diffs.
// Results still compare the stored bytes: a conversion never makes two
// different outputs the same, nor two equal ones different.
//
// A conversion runs COMMAND through sh with the output in a file of its
// own as "$1": appended as the last argument, as git does, unless COMMAND
// names "$1" (or "$@") itself, as a pipe must ('objdump -d "$1" | tail -n
// +4'); a pipe or list that does not is refused, never run on the
// bytes. It runs in an empty directory, with a limit on the text it may
// print. A report's conversions run as its run's jobs ran
// (see [Converter]): on a pool of --jobs, each contained as a job (its
// own session and process group, killed whole when it ends, with what it
// started) and bounded by the run's --timeout. What it prints on stderr,
// and how it failed, is a note on the file's diff, escaped for a
// terminal; the diff then shows the bytes.
package textconv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"
	"mvdan.cc/sh/v3/syntax"

	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/quote"
)

// Rule converts the outputs whose name matches Glob with Command.
type Rule struct {
	Glob, Command string
}

func (r Rule) String() string { return r.Glob + "=" + r.Command }

// Rules are tried in order; the first whose glob matches converts.
type Rules []Rule

// Parse reads rules 'GLOB=COMMAND'. A glob matches an output's name or
// its base name, as --include does.
func Parse(specs []string) (Rules, error) {
	var out Rules
	for _, s := range specs {
		glob, cmd, ok := strings.Cut(s, "=")
		switch {
		case !ok || strings.TrimSpace(glob) == "" || strings.TrimSpace(cmd) == "":
			return nil, fmt.Errorf("--textconv %q: want GLOB=COMMAND, e.g. '*.o=objdump -d --no-show-raw-insn'", s)
		case !doublestar.ValidatePattern(glob):
			return nil, fmt.Errorf("--textconv %q: bad glob %q", s, glob)
		}
		if err := checkCommand(cmd); err != nil {
			return nil, fmt.Errorf("--textconv %q: %w", s, err)
		}
		out = append(out, Rule{Glob: glob, Command: cmd})
	}
	return out, nil
}

// namesFile reports whether a command reads the file from its
// positional parameters ("$1", "$@", "$*") itself.
func namesFile(f *syntax.File) bool {
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if pe, ok := n.(*syntax.ParamExp); ok && pe.Param != nil {
			switch pe.Param.Value {
			case "1", "@", "*":
				found = true
			}
		}
		return !found
	})
	return found
}

// checkCommand refuses a command to which the file, appended as git
// appends it, would go to the wrong program: one of several commands (a
// pipe, a list) that does not name the file as "$1" itself. Without the
// check, 'objdump -d | tail -n +4' would run tail on the raw bytes, and
// the diff would silently be of those.
func checkCommand(cmd string) error {
	f, err := syntax.NewParser(syntax.KeepComments(true)).Parse(strings.NewReader(cmd), "")
	if err != nil {
		return fmt.Errorf("not a shell command: %w", err)
	}
	if namesFile(f) {
		return nil
	}
	if hasComment(f) {
		return fmt.Errorf(`a comment, which would swallow the file appended after it: name the file as "$1" before it, e.g. '*.o=od -c "$1" # dump'`)
	}
	if len(f.Stmts) != 1 {
		return fmt.Errorf(`several commands: name the file as "$1" where it goes, e.g. '*.o=objdump -d "$1" | tail -n +4'`)
	}
	if _, simple := f.Stmts[0].Cmd.(*syntax.CallExpr); !simple || f.Stmts[0].Background || len(f.Stmts[0].Redirs) > 0 {
		return fmt.Errorf(`a pipe, a redirection or a compound command: name the file as "$1" where it goes, e.g. '*.o=objdump -d "$1" | tail -n +4'`)
	}
	return nil
}

// hasComment reports whether f holds a comment (# ...).
func hasComment(f *syntax.File) bool {
	found := len(f.Last) > 0
	syntax.Walk(f, func(n syntax.Node) bool {
		if st, ok := n.(*syntax.Stmt); ok && len(st.Comments) > 0 {
			found = true
		}
		return !found
	})
	return found
}

// shellScript is the script sh runs for command: the command as written
// when it names the file ("$1") itself, else with "$1" appended, as git
// appends the file to a textconv.
func shellScript(command string) string {
	if f, err := syntax.NewParser().Parse(strings.NewReader(command), ""); err == nil && namesFile(f) {
		return command
	}
	return command + ` "$1"`
}

// For returns the rule for an output name, or nil.
func (rs Rules) For(name string) *Rule {
	for i := range rs {
		if ok, _ := doublestar.Match(rs[i].Glob, name); ok {
			return &rs[i]
		}
		if ok, _ := doublestar.Match(rs[i].Glob, path.Base(name)); ok {
			return &rs[i]
		}
	}
	return nil
}

// Limits of one conversion.
const (
	// DefaultTimeout bounds a conversion when the run has no --timeout:
	// a diff's helper that hangs must not hang the report.
	DefaultTimeout = 30 * time.Second
	MaxText        = 16 << 20 // bytes of text; past it the conversion fails
)

// ErrTooLarge is a conversion that printed more than MaxText.
var ErrTooLarge = errors.New("printed more than 16 MiB")

// TimeoutError is a conversion killed at its time limit: the run's
// --timeout, or DefaultTimeout when it had none.
type TimeoutError struct {
	After   time.Duration
	Default bool // After is DefaultTimeout, as the run had no --timeout
}

func (e *TimeoutError) Error() string { return "killed after " + limitText(e.After, e.Default) }

// limitText says what a time limit is and where it came from.
func limitText(d time.Duration, isDefault bool) string {
	if isDefault {
		return d.String() + " (without --timeout)"
	}
	return d.String() + " (--timeout)"
}

// Convert runs the rule's command on content (stored as name's base
// name), contained as a job is (see runner.RunContained) and killed after
// timeout (0: never), and returns what it printed. A failure says how,
// with the first line of what the command said on stderr, escaped for a
// terminal.
func (r Rule) Convert(ctx context.Context, name string, content []byte, timeout time.Duration) ([]byte, error) {
	dir, err := os.MkdirTemp("", "corral-textconv-")
	if err != nil {
		return nil, fmt.Errorf("textconv: %w", err)
	}
	defer os.RemoveAll(dir)
	// The file is named by its base name, relative to the directory the
	// command runs in: tools that print the name they were given
	// (objdump) print the same name for both sides of a diff.
	file := safeBase(name)
	if err := os.WriteFile(filepath.Join(dir, file), content, 0o400); err != nil {
		return nil, fmt.Errorf("textconv: %w", err)
	}
	// Text past MaxText cancels the command: it is killed at once.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := &capped{over: cancel}
	var stderr limitedBuffer
	p, err := newPipes(out, &stderr)
	if err != nil {
		return nil, fmt.Errorf("textconv: %w", err)
	}
	exit, err := runner.RunContained(ctx, runner.Command{Prog: "/bin/sh", Argv: []string{"sh", "-c", shellScript(r.Command), "sh", file},
		Dir: dir, Stdout: p.out, Stderr: p.err, Timeout: timeout})
	p.wait()
	switch {
	case out.tooLarge:
		return nil, ErrTooLarge
	case err != nil:
		return nil, err
	case exit.TimedOut:
		return nil, &TimeoutError{After: timeout}
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case !exit.State.Success():
		if msg := stderr.firstLine(); msg != "" {
			return nil, fmt.Errorf("%s: %s", exit.State, msg)
		}
		return nil, errors.New(exit.State.String())
	}
	return out.b.Bytes(), nil
}

// safeBase is name's base name, as a file name that cannot escape the
// directory or pass for an option.
func safeBase(name string) string {
	b := strings.TrimLeft(path.Base(name), "-.")
	if b == "" || b == "/" {
		b = "output"
	}
	return b
}

// capped keeps at most MaxText bytes; past them it calls over, once.
type capped struct {
	b        bytes.Buffer
	over     func()
	tooLarge bool
}

func (c *capped) Write(p []byte) (int, error) {
	if c.b.Len()+len(p) > MaxText {
		if !c.tooLarge {
			c.tooLarge = true
			c.over()
		}
		return 0, ErrTooLarge
	}
	return c.b.Write(p)
}

// limitedBuffer keeps the first 4 KiB written and drops the rest quietly.
type limitedBuffer struct {
	b bytes.Buffer
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := 4<<10 - l.b.Len(); room > 0 {
		l.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

// firstLine is the first line written, escaped for a terminal: a tool
// that repeats a hostile name in its error must not put the name's
// escape sequences on the screen.
func (l *limitedBuffer) firstLine() string {
	line, _, _ := strings.Cut(strings.TrimSpace(l.b.String()), "\n")
	return quote.Text([]byte(line))
}
