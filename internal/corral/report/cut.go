package report

import (
	"errors"
	"fmt"
	"sort"
)

// A check of a million changed files cannot hold a File for each (about
// 1.4 KB with its results and its line of the kinds: 1.4 GB). A streamed
// report keeps changedKept of them in Files, what the terminal and the
// HTML report show, and of every changed file only its path (in a
// pathList) and its kinds (in changedKinds); the kinds read the files
// left out again from the report's pairs (see changedSource), and the
// JSON, JUnit and HTML writers, which read every file again anyway, are
// given their kinds and notes (see Report.eachFile).

// pathList is many paths in path order in one string, with where each
// ends: what a streamed report keeps of a changed file for its kinds,
// the path's bytes and 4 more. An end is kept modulo 1<<endBits (a
// uint32), and the places where the ends wrap around are listed: a
// million paths take 4 MB of ends, not 8.
type pathList struct {
	buf   []byte // while paths are added
	all   string // once sealed
	ends  []uint32
	wraps []int // the paths whose end wrapped past another 1<<endBits
	last  int   // the last end, whole
}

// endBits is how many bits of an end are kept (a test lowers it).
var endBits = 32

func (l *pathList) add(path string) {
	l.buf = append(l.buf, path...)
	end := len(l.buf)
	if end>>endBits != l.last>>endBits {
		for range end>>endBits - l.last>>endBits {
			l.wraps = append(l.wraps, len(l.ends))
		}
	}
	l.ends = append(l.ends, uint32(end&(1<<endBits-1)))
	l.last = end
}

// seal ends the adding: the paths are read from then on.
func (l *pathList) seal() {
	l.all, l.buf = string(l.buf), nil
}

func (l *pathList) len() int { return len(l.ends) }

// end is where path j ends.
func (l *pathList) end(j int) int {
	// The wraps at or before j: each adds 1<<endBits.
	n := sort.SearchInts(l.wraps, j+1)
	return n<<endBits | int(l.ends[j])
}

// at is path j, a substring of the list's one string.
func (l *pathList) at(j int) string {
	start := 0
	if j > 0 {
		start = l.end(j - 1)
	}
	return l.all[start:l.end(j)]
}

// find is the place of path in the list, if it is there.
func (l *pathList) find(path string) (int, bool) {
	j := sort.Search(l.len(), func(j int) bool { return l.at(j) >= path })
	return j, j < l.len() && l.at(j) == path
}

// changedKinds are a streamed report's changed files' kinds by their
// place in path order: an int32 a file, as few files are of more than
// one kind; and the notes of those not kept in Files.
type changedKinds struct {
	first []int32           // 1 + the index in Report.Kinds of file j's first kind; 0 for none
	more  map[int32][]int32 // the other kinds of the files of several
	notes map[string][]string
}

// reset makes room for n files of no kind.
func (c *changedKinds) reset(n int) {
	c.first, c.more = make([]int32, n), nil
}

// add gives file j kind k (an index in Report.Kinds).
func (c *changedKinds) add(j, k int) {
	switch {
	case c.first[j] == 0:
		c.first[j] = int32(k + 1)
	default:
		if c.more == nil {
			c.more = map[int32][]int32{}
		}
		c.more[int32(j)] = append(c.more[int32(j)], int32(k))
	}
}

// ids are file j's kinds' IDs.
func (c *changedKinds) ids(r *Report, j int) []string {
	if j >= len(c.first) || c.first[j] == 0 {
		return nil
	}
	out := []string{r.Kinds[c.first[j]-1].ID}
	for _, k := range c.more[int32(j)] {
		out = append(out, r.Kinds[k].ID)
	}
	return out
}

func (c *changedKinds) addNotes(path string, notes []string) {
	if c.notes == nil {
		c.notes = map[string][]string{}
	}
	c.notes[path] = notes
}

// changed is a changed file as a changedSource gives it: kept is its
// index in Files, or -1 for a file read again from the report's pairs
// (its results its own: see File.own).
type changed struct {
	f    *File
	kept int
}

// changedSource gives a report's changed files in path order: from Files
// when it holds them all, else read again from its pairs.
type changedSource struct {
	r   *Report
	cut bool // some were left out of Files
}

func (r *Report) changedSource() changedSource { return changedSource{r, r.Cut() > 0} }

// errEnough stops a source's pass once it has given what was asked.
var errEnough = errors.New("enough files")

// all gives every changed file to yield; an error from yield stops it
// and is returned.
func (s changedSource) all(yield func(changed) error) error { return s.first(-1, yield) }

// first gives the first n changed files (every one for n < 0) to yield.
func (s changedSource) first(n int, yield func(changed) error) error {
	given := 0
	if n == 0 {
		return nil
	}
	if !s.cut {
		for i := range s.r.Files {
			if s.r.Files[i].Status != Changed {
				continue
			}
			if err := yield(changed{&s.r.Files[i], i}); err != nil {
				return err
			}
			if given++; given == n {
				return nil
			}
		}
		return nil
	}
	err := s.r.eachFile(func(f *File, j, kept int) error {
		if j < 0 {
			return nil
		}
		if j >= s.r.changed.len() || s.r.changed.at(j) != f.Path {
			return fmt.Errorf("the run's changed files are not those its report was made from (%s): was the store changed meanwhile?", Quote(f.Path))
		}
		if kept < 0 {
			f.own()
		}
		if err := yield(changed{f, kept}); err != nil {
			return err
		}
		if given++; given == n {
			return errEnough
		}
		return nil
	})
	if errors.Is(err, errEnough) {
		return nil
	}
	return err
}

// changedFiles says where a grouping's file j is, as makeKinds found it:
// each one's index in Files when Files holds them all; when some were
// cut, the index of those kept, and the report's paths for the others.
type changedFiles struct {
	cut  bool
	at   []int
	kept map[int]int
}

func (c *changedFiles) add(j int, ch changed) {
	switch {
	case !c.cut:
		c.at = append(c.at, ch.kept)
	case ch.kept >= 0:
		if c.kept == nil {
			c.kept = map[int]int{}
		}
		c.kept[j] = ch.kept
	}
}

func (c *changedFiles) path(r *Report, j int) string {
	if !c.cut {
		return r.Files[c.at[j]].Path
	}
	return r.changed.at(j)
}

// paths is the paths of the changed files at those places: a streamed
// report's read from its list of changed files, at takes for its own;
// the others' copied.
func (c *changedFiles) paths(r *Report, at []int32) Paths {
	if c.cut {
		return pathsAt(&r.changed, at)
	}
	out := make([]string, 0, len(at))
	for _, j := range at {
		out = append(out, r.Files[c.at[j]].Path)
	}
	return PathsOf(out...)
}

// file is file j's File, or nil for one not kept.
func (c *changedFiles) file(r *Report, j int) *File {
	if !c.cut {
		return &r.Files[c.at[j]]
	}
	if i, ok := c.kept[j]; ok {
		return &r.Files[i]
	}
	return nil
}

// explainedBy counts the changed files all of whose kinds are in ids
// (see Report.explainedBy).
func (c *changedKinds) explainedBy(r *Report, ids map[string]bool) int {
	n := 0
	for j, first := range c.first {
		if first == 0 || !ids[r.Kinds[first-1].ID] {
			continue
		}
		all := true
		for _, k := range c.more[int32(j)] {
			all = all && ids[r.Kinds[k].ID]
		}
		if all {
			n++
		}
	}
	return n
}

// cutExamples are the Files, read again, of the examples of the kinds
// in examples that a streamed report left out of Files: the HTML report
// shows every listed kind's example with its diff.
func (r *Report) cutExamples(examples map[string]bool) ([]*File, error) {
	if r.Cut() == 0 || len(examples) == 0 {
		return nil, nil
	}
	var out []*File
	err := r.eachFile(func(f *File, j, kept int) error {
		if examples[f.Path] && j >= 0 && kept < 0 {
			f.own()
			out = append(out, f)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the kinds' examples: %w", err)
	}
	return out, nil
}
