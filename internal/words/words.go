// Package words writes the small parts of messages every program and
// report shares: a count with its noun, the last lines of a log, the
// name nearest one mistyped.
package words

import (
	"path"
	"strconv"
	"strings"
)

// Plural is "1 file" or "N files".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// LastLines is the last n lines of a child's log (a build, cvise), for
// the error that says it failed; the error's printer escapes them.
func LastLines(log string, n int) string {
	lines := strings.Split(strings.TrimRight(log, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}

// Nearest is the name among names most like name: the same base name
// first, else the fewest edits (at most half its length); "" when
// none is near.
func Nearest(name string, names func(yield func(string) bool)) string {
	base := path.Base(name)
	best, bestD := "", len(name)/2+1
	for n := range names {
		d := Distance(name, n)
		if path.Base(n) == base {
			d = min(d, 0)
		}
		if d < bestD || d == bestD && n < best {
			best, bestD = n, d
		}
	}
	return best
}

// Distance is the Levenshtein distance of two short words.
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, sub)
		}
		prev = cur
	}
	return prev[len(b)]
}
