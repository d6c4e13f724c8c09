package source

import (
	"errors"
	"fmt"
	"path"
	"strings"
)

// kind is what a path of the work dir is.
type kind uint8

const (
	kindDir kind = iota + 1
	kindFile
	kindLink
)

// maxLinks is how many symlinks one resolution may follow, as the kernel's
// MAXSYMLINKS (40); past it the kernel fails with ELOOP, and so does a job.
const maxLinks = 40

var errLoop = errors.New("too many levels of symbolic links")

// tree is the work dir as the source has built it so far: every path it
// created, under its real name (one with no symlink in it), and every
// symlink's target. It is what lets a symlink be checked against what it
// resolves to where it finally stands, not only against its own text: a
// target that is inside the work dir lexically can climb out through
// another symlink (a/l -> .. makes a/l/../x the parent of the work dir),
// and a hard link to a symlink moves it to another directory.
//
// A symlink whose resolution reaches a path that does not exist yet waits
// for that path: when an entry creates it, the symlink is checked again.
// Paths that do not exist yet are resolved as directories, the only thing
// a job could make of them, so a symlink that would climb out once a job
// made a directory is refused at once. Nothing the source creates is ever
// replaced (duplicates are refused), so a symlink that resolved completely
// stays resolved as it was.
type tree struct {
	nodes   map[string]kind     // real path → kind; the work dir itself is not in it
	targets map[string]string   // real path of a symlink → its target
	waiting map[string][]string // real path not created yet → symlinks whose resolution reached it
}

func newTree() *tree {
	return &tree{nodes: map[string]kind{}, targets: map[string]string{}, waiting: map[string][]string{}}
}

// split returns the components of a slash-separated path, without empty
// ones and ".".
func split(p string) []string {
	var out []string
	for c := range strings.SplitSeq(p, "/") {
		if c != "" && c != "." {
			out = append(out, c)
		}
	}
	return out
}

func join(dir, name string) string {
	if dir == "" {
		return name
	}
	return dir + "/" + name
}

func parent(p string) string {
	if d := path.Dir(p); d != "." {
		return d
	}
	return ""
}

// resolve resolves comps from the real directory start, following every
// symlink (the last component too when follow is set). It returns the real
// path reached and the first component that does not exist yet ("" if
// all do); missing components are taken as directories. It fails with
// [ErrLinkEscapes] when the resolution climbs out of the work dir, and with
// errLoop past [maxLinks] symlinks.
func (t *tree) resolve(start string, comps []string, follow bool) (real, missing string, err error) {
	cur, links := start, 0
	for i := 0; i < len(comps); i++ {
		c := comps[i]
		if c == ".." {
			if cur == "" {
				return "", "", ErrLinkEscapes
			}
			cur = parent(cur)
			continue
		}
		next := join(cur, c)
		k, ok := t.nodes[next]
		last := i == len(comps)-1
		switch {
		case !ok:
			if missing == "" {
				missing = next
			}
		case k == kindLink && (follow || !last):
			if links++; links > maxLinks {
				return "", missing, errLoop
			}
			target := t.targets[next]
			if path.IsAbs(target) {
				return "", "", ErrLinkEscapes
			}
			// The target is resolved from the link's directory, cur.
			comps = append(split(target), comps[i+1:]...)
			i = -1
			continue
		case k == kindFile && !last:
			// A path through a file fails with ENOTDIR, now and later.
			return next, "", nil
		}
		cur = next
	}
	return cur, missing, nil
}

// realDir returns the real path of the directory name (slash-separated,
// relative to the work dir).
func (t *tree) realDir(name string) (string, error) {
	real, _, err := t.resolve("", split(name), true)
	if errors.Is(err, errLoop) {
		return "", fmt.Errorf("directory %q: %w", name, err)
	}
	return real, err
}

// mkdirs records dir (a real path) and its parents as directories.
func (t *tree) mkdirs(dir string) error {
	if dir == "" {
		return nil
	}
	if _, ok := t.nodes[dir]; ok {
		return nil
	}
	if err := t.mkdirs(parent(dir)); err != nil {
		return err
	}
	return t.add(dir, kindDir, "")
}

// add records a new path and checks again every symlink that was waiting
// for it. target is a symlink's target.
func (t *tree) add(real string, k kind, target string) error {
	t.nodes[real] = k
	if k == kindLink {
		t.targets[real] = target
	}
	waiting := t.waiting[real]
	delete(t.waiting, real)
	for _, l := range waiting {
		if err := t.check(l); err != nil {
			return fmt.Errorf("symlink %q -> %q now resolves through %q: %w", l, t.targets[l], real, err)
		}
	}
	if k == kindLink {
		return t.check(real)
	}
	return nil
}

// check resolves the symlink at real where it stands and fails when that
// leads out of the work dir; if a path on the way does not exist yet, the
// symlink waits for it.
func (t *tree) check(real string) error {
	_, missing, err := t.resolve(parent(real), split(t.targets[real]), true)
	switch {
	case errors.Is(err, errLoop):
		return nil // the kernel refuses it too: harmless
	case err != nil:
		return err
	case missing != "":
		t.waiting[missing] = append(t.waiting[missing], real)
	}
	return nil
}
