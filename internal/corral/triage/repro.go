package triage

import (
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/corral/command"
)

// ReproScript is the name of a report's reproduction script in its
// directory, and SourceDir of the directory beside it that holds the
// program and the support files it names, at their paths.
const (
	ReproScript = "repro.sh"
	SourceDir   = "source"
)

// repro is the script that reproduces r: run in the report's directory,
// it copies SourceDir to old/ and new/, compiles the program there with
// each compiler, keeping each one's stdout, stderr, exit status and
// outputs, and diffs the two. For a git range it first
// checks each commit out into a worktree beside them (old.tree,
// new.tree) and builds it, as the bisect did.
func (tr *triager) repro(r *Report) ([]string, error) {
	q := command.ShellQuote
	lines := []string{
		"#!/bin/sh",
		fmt.Sprintf("# %s (%s): the program %s/%s compiled by %s and by %s;", r.ID, oneLine(r.Edit), SourceDir, oneLine(r.Example), r.Old.label(), r.New.label()),
		"# their results are in old/ and new/, and diffed. Run: sh " + ReproScript,
		"set -u",
		`cd "$(dirname "$0")"`,
	}
	old, cur := r.Old.Cmd, r.New.Cmd
	if g := tr.opts.Git; g != nil {
		for _, side := range []struct {
			name string
			c    Compiler
			cmd  *string
		}{{"old", r.Old, &old}, {"new", r.New, &cur}} {
			tree := side.name + ".tree"
			line := fmt.Sprintf("[ -d %s ] || { git -C %s worktree add --detach \"$PWD\"/%s %s", tree, q(g.Repo), tree, q(side.c.Commit))
			if g.Build != "" {
				line += fmt.Sprintf(" && (cd %s && %s)", tree, strings.ReplaceAll(g.Build, "{dir}", `"$PWD"`))
			}
			lines = append(lines, line+"; } || exit 2")
			// The compiler runs in old/ or new/, beside its tree.
			*side.cmd = strings.ReplaceAll(g.CmdAt, "{dir}", "../"+tree)
		}
	}
	lines = append(lines, fmt.Sprintf("rm -rf old new && cp -R %s old && cp -R %s new || exit 2", SourceDir, SourceDir))
	for _, side := range []struct{ dir, cmd string }{{"old", old}, {"new", cur}} {
		argv, err := tr.argv(side.cmd, r.Example)
		if err != nil {
			return nil, err
		}
		lines = append(lines, fmt.Sprintf(`(cd %s && %s > stdout 2> stderr; echo "exit status $?" > exit)`, side.dir, argv))
	}
	return append(lines, "diff -r old new"), nil
}

// argv is template tmpl's command line for the file at p, as one line of
// shell: each word quoted. A relative program is made absolute against
// the directory corral ran in, as a check runs it; a git range's is the
// commit's worktree beside old/ and new/.
func (tr *triager) argv(tmpl, p string) (string, error) {
	dir := tr.opts.Bisect.Dir
	if tr.opts.Git != nil {
		dir = ""
	}
	t, err := command.ParseIn(tmpl, dir)
	if err != nil {
		return "", err
	}
	var words []string
	for _, w := range t.Argv(p) {
		words = append(words, command.ShellQuote(w))
	}
	return strings.Join(words, " "), nil
}

// label names a compiler in a sentence: "compiler 3 (bcom -version 3 {})".
func (c Compiler) label() string {
	if c.N == 0 {
		return c.Name
	}
	return fmt.Sprintf("compiler %d (%s)", c.N, oneLine(c.Name))
}

// heading names a compiler of a pair in a heading, role saying which it
// is ("the first with it") when it is of the list, and its command as q
// quotes it.
func (c Compiler) heading(role string, q func(string) string) string {
	if c.N == 0 {
		return strings.ToUpper(c.Name[:1]) + c.Name[1:] + ": " + q(c.Cmd)
	}
	return fmt.Sprintf("Compiler %d, %s: %s", c.N, role, q(c.Name))
}

// oneLine keeps s on one line of a script's comment or a Markdown table.
func oneLine(s string) string {
	return strings.NewReplacer("\n", `\n`, "\r", `\r`).Replace(s)
}
