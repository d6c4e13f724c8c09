package bisect

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/words"
)

// GitCompilers are the compilers of a range of commits of a git
// repository, built on demand: what 'corral bisect --git' bisects over.
type GitCompilers struct {
	Repo    string   // the repository
	Work    string   // where the worktrees go
	Commits []string // oldest first: the range's first commit, then each after it
	Names   []string // "abc1234 subject"
	Build   string   // shell command run in a commit's worktree; {dir} is the worktree
	CmdAt   string   // the --cmd template of a commit's compiler; {dir} is the worktree

	mu    sync.Mutex
	built map[int]string // commit index → its worktree
}

// NewGitCompilers lists the commits of rng ("A..B": A, then every commit
// of B not in A, oldest first, first parents only) in repo.
func NewGitCompilers(ctx context.Context, repo, rng, build, cmdAt, work string) (*GitCompilers, error) {
	from, to, ok := strings.Cut(rng, "..")
	if !ok || from == "" || to == "" {
		return nil, problemf(BadGitRange, "--range %q: want OLD..NEW", rng)
	}
	if !strings.Contains(cmdAt, "{dir}") {
		return nil, problemf(BadCmdAt, "--cmd-at %q does not name the built compiler with {dir}", cmdAt)
	}
	git := func(args ...string) (string, error) {
		out, err := exec.CommandContext(ctx, "git", append([]string{"-C", repo}, args...)...).Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); ok {
				return "", fmt.Errorf("git %s: %s", strings.Join(args, " "), strings.TrimSpace(string(ee.Stderr)))
			}
			return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out)), nil
	}
	first, err := git("rev-parse", "--verify", from+"^{commit}")
	if err != nil {
		return nil, problemf(NoCommits, "%w", err)
	}
	list, err := git("rev-list", "--reverse", "--first-parent", from+".."+to)
	if err != nil {
		return nil, problemf(NoCommits, "%w", err)
	}
	g := &GitCompilers{Repo: repo, Work: work, Build: build, CmdAt: cmdAt, Commits: []string{first}, built: map[int]string{}}
	if list != "" {
		g.Commits = append(g.Commits, strings.Fields(list)...)
	}
	for _, c := range g.Commits {
		name, err := git("log", "-1", "--format=%h %s", c)
		if err != nil {
			return nil, err
		}
		g.Names = append(g.Names, name)
	}
	return g, nil
}

// Compiler checks commit i out in a worktree of its own, builds it, and
// returns its compiler's --cmd template.
func (g *GitCompilers) Compiler(ctx context.Context, i int) (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	dir, ok := g.built[i]
	if !ok {
		dir = filepath.Join(g.Work, fmt.Sprintf("commit-%03d-%.12s", i+1, g.Commits[i]))
		if _, err := os.Lstat(dir); err == nil {
			return "", fmt.Errorf("check out %s: %s exists already", g.Names[i], dir)
		}
		// Known before it is made, so that Close removes what a
		// checkout stopped half-way left.
		g.built[i] = dir
		if out, err := exec.CommandContext(ctx, "git", "-C", g.Repo, "worktree", "add", "--detach", dir, g.Commits[i]).CombinedOutput(); err != nil {
			return "", fmt.Errorf("check out %s: %v: %s", g.Names[i], err, bytes.TrimSpace(out))
		}
		if err := g.build(ctx, i, dir); err != nil {
			return "", err
		}
	}
	return strings.ReplaceAll(g.CmdAt, "{dir}", command.ShellQuote(dir)), nil
}

// build runs --build in commit i's worktree dir, its output going to
// dir.build.log. It runs held as a check's job is (runner.RunContained):
// a build's daemons and background children are killed when it ends, and
// a build that one keeps going, or whose output one holds open, no
// longer makes the bisect wait for it, nor Ctrl-C wait for the build.
func (g *GitCompilers) build(ctx context.Context, i int, dir string) error {
	if g.Build == "" {
		return nil
	}
	build := strings.ReplaceAll(g.Build, "{dir}", command.ShellQuote(dir))
	logPath := dir + ".build.log"
	log, err := os.Create(logPath)
	if err != nil {
		return fmt.Errorf("build %s: %w", g.Names[i], err)
	}
	defer log.Close()
	exit, err := runner.RunContained(ctx, runner.Command{Prog: "/bin/sh", Argv: []string{"sh", "-c", build}, Dir: dir, Stdout: log, Stderr: log})
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("build %s: %w", g.Names[i], ctx.Err())
	case err != nil:
		return fmt.Errorf("build %s: %w", g.Names[i], err)
	case !exit.State.Success():
		out, _ := os.ReadFile(logPath)
		return fmt.Errorf("build %s (%s): %v\n%s", g.Names[i], build, exit.State, words.LastLines(string(out), 10))
	}
	return nil
}

// Close removes the worktrees, and what a checkout or build stopped
// half-way left of one, and then their records in the repository.
func (g *GitCompilers) Close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, dir := range g.built {
		// Twice --force: a checkout stopped half-way leaves its
		// worktree locked ("initializing"), which prune never prunes.
		_ = exec.Command("git", "-C", g.Repo, "worktree", "remove", "--force", "--force", dir).Run()
		_ = os.RemoveAll(dir)
	}
	_ = exec.Command("git", "-C", g.Repo, "worktree", "prune").Run()
}
