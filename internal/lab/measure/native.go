package measure

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Native describes an experiment's programs in other languages (C++, Rust):
// separate executables that the lab finds in one directory and runs once
// per repetition.
type Native struct {
	// Program is the file name of the program that measures spec.
	Program func(spec Spec) string
	// Args are its arguments.
	Args func(spec Spec) []string
	// Parse reads the program's standard output into a sample and checks
	// that the work was really done.
	Parse func(spec Spec, stdout []byte) (Sample, error)
	// Hint says how to build a program that is missing; its rows are then
	// marked skipped.
	Hint string
}

// ErrNotBuilt is returned by [Native.Run] when the program is missing.
var ErrNotBuilt = errors.New("not built")

// Path returns where the program measuring spec is in dir, or an error
// wrapping [ErrNotBuilt] with the hint when it is not there.
func (n *Native) Path(dir string, spec Spec) (string, error) {
	prog := filepath.Join(dir, n.Program(spec))
	if _, err := os.Stat(prog); err != nil {
		return "", fmt.Errorf("%s %w: %s", filepath.Base(prog), ErrNotBuilt, n.Hint)
	}
	return prog, nil
}

// Run runs the program measuring spec from dir once and parses its sample.
func (n *Native) Run(ctx context.Context, dir string, spec Spec) (Sample, error) {
	prog, err := n.Path(dir, spec)
	if err != nil {
		return Sample{}, err
	}
	out, err := RunProcess(ctx, exec.CommandContext(ctx, prog, n.Args(spec)...))
	if err != nil {
		return Sample{}, err
	}
	return n.Parse(spec, out)
}

// RunProcess runs cmd, made with ctx, and returns its stdout; a failure
// carries the end of its stderr, and a deadline says it timed out.
func RunProcess(ctx context.Context, cmd *exec.Cmd) ([]byte, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, fmt.Errorf("%s: timed out", filepath.Base(cmd.Path))
		}
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 2000 {
			msg = "…" + msg[len(msg)-2000:]
		}
		return nil, fmt.Errorf("%s: %w: %s", filepath.Base(cmd.Path), err, msg)
	}
	return out, nil
}

// LastLine returns the last line of out that is not blank: where a child
// prints its result after anything else.
func LastLine(out []byte) []byte {
	var last []byte
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) > 0 {
			last = append(last[:0], sc.Bytes()...)
		}
	}
	return last
}
