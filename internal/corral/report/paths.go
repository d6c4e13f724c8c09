package report

import (
	"encoding/json"
	"iter"
	"slices"
)

// Paths is a list of changed files by path: a kind's or a family's files.
//
// A report that holds every file keeps the paths themselves. A streamed
// report keeps its changed files' paths once, in one list (see pathList),
// and a kind's files as their places in it: 4 bytes a file where a string
// takes 16, for lists of every changed file (a check of a million changed
// files holds a kind of them all, and a family of that kind's files).
// The zero Paths is nil, encoded as JSON's null; PathsOf() of nothing is
// empty, encoded as [].
type Paths struct {
	list []string
	at   []int32   // with from, the paths' places in it
	from *pathList // nil: the paths are list
}

// PathsOf is a list of those paths (nil for a nil slice).
func PathsOf(paths ...string) Paths { return Paths{list: paths} }

// pathsAt is the paths at those places of a sealed list, which it reads
// (the two are not copied).
func pathsAt(from *pathList, at []int32) Paths {
	if at == nil {
		at = []int32{}
	}
	return Paths{at: at, from: from}
}

// Len is how many paths the list holds.
func (p Paths) Len() int {
	if p.from != nil {
		return len(p.at)
	}
	return len(p.list)
}

// IsNil reports whether the list is nil, not empty: JSON's null.
func (p Paths) IsNil() bool { return p.from == nil && p.list == nil }

// At is path i.
func (p Paths) At(i int) string {
	if p.from != nil {
		return p.from.at(int(p.at[i]))
	}
	return p.list[i]
}

// All yields the paths in order.
func (p Paths) All() iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := range p.Len() {
			if !yield(p.At(i)) {
				return
			}
		}
	}
}

// Strings is the paths as a slice of their own (nil for a nil list).
func (p Paths) Strings() []string {
	if p.from == nil {
		return slices.Clone(p.list)
	}
	return slices.AppendSeq(make([]string, 0, p.Len()), p.All())
}

// MarshalJSON encodes the list as json.Marshal encodes a slice of
// strings (null when nil), each path as it is read: no copy of the list.
// The reports write long lists a path at a time (see jsonListWriter).
func (p Paths) MarshalJSON() ([]byte, error) {
	if p.IsNil() {
		return []byte("null"), nil
	}
	b := []byte{'['}
	for i := range p.Len() {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendMarshalledString(b, p.At(i))
	}
	return append(b, ']'), nil
}

// UnmarshalJSON reads an array of strings, or null.
func (p *Paths) UnmarshalJSON(b []byte) error {
	var list []string
	if err := json.Unmarshal(b, &list); err != nil {
		return err
	}
	*p = Paths{list: list}
	return nil
}

// equal reports whether p and q hold the same paths in the same order.
func (p Paths) equal(q Paths) bool {
	if p.Len() != q.Len() {
		return false
	}
	for i := range p.Len() {
		if p.At(i) != q.At(i) {
			return false
		}
	}
	return true
}
