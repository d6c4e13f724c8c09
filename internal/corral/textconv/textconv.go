// Package textconv turns binary outputs into text for diffs and kinds,
// as git's textconv does (and diffoscope, with its own tools): a rule
// 'GLOB=COMMAND' such as '*.o=objdump -d --no-show-raw-insn' runs COMMAND
// on each matching output, and its text is what the report diffs.
// Results still compare the stored bytes: a conversion never makes two
// different outputs the same, nor two equal ones different.
//
// A conversion runs COMMAND through sh with the output in a file of its
// own as the last argument ("$1"), in an empty directory, with a time
// limit and a limit on the text it may print; what it prints on stderr,
// and how it failed, is said in the diff instead.
package textconv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/bmatcuk/doublestar/v4"
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
		out = append(out, Rule{Glob: glob, Command: cmd})
	}
	return out, nil
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
	Timeout = 30 * time.Second
	MaxText = 16 << 20 // bytes of text; past it the conversion fails
)

// ErrTooLarge is a conversion that printed more than MaxText.
var ErrTooLarge = errors.New("printed more than 16 MiB")

// Convert runs the rule's command on content (stored as name's base
// name) and returns what it printed.
func (r Rule) Convert(ctx context.Context, name string, content []byte) ([]byte, error) {
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
	ctx, cancel := context.WithTimeout(ctx, Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", r.Command+` "$1"`, "sh", file)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	// The whole group goes, not only the shell.
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	var out capped
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &limitedBuffer{b: &stderr, n: 4 << 10}
	err = cmd.Run()
	switch {
	case out.over:
		return nil, ErrTooLarge
	case ctx.Err() == context.DeadlineExceeded:
		return nil, fmt.Errorf("killed after %s", Timeout)
	case err != nil:
		msg := strings.TrimSpace(stderr.String())
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		if msg != "" {
			return nil, fmt.Errorf("%w: %s", err, msg)
		}
		return nil, err
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

// capped keeps at most MaxText bytes and notes more.
type capped struct {
	b    bytes.Buffer
	over bool
}

func (c *capped) Write(p []byte) (int, error) {
	if c.b.Len()+len(p) > MaxText {
		c.over = true
		return 0, ErrTooLarge
	}
	return c.b.Write(p)
}

// limitedBuffer keeps the first n bytes and drops the rest quietly.
type limitedBuffer struct {
	b *bytes.Buffer
	n int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.n - l.b.Len(); room > 0 {
		l.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
