// Package words writes the small parts of messages every program and
// report shares: a count with its noun, the last lines of a log.
package words

import (
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
