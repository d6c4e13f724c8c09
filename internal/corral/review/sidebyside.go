package review

import (
	"strconv"
	"strings"
)

// Row is a line of a side-by-side diff: the baseline's text beside the
// check's.
type Row struct {
	// Op is "head" (the names compared), "hunk" (where a hunk starts),
	// "same" (a context line), "change" (a line removed beside one
	// added), "del" or "add" (a line with nothing beside it), or "note"
	// (a line that is no line of either text, in Old: an exit status, a
	// diff cut).
	Op  string `json:"op"`
	Old string `json:"old,omitempty"`
	New string `json:"new,omitempty"`
	// OldLine and NewLine are the lines' numbers, 0 for none.
	OldLine int `json:"old_line,omitempty"`
	NewLine int `json:"new_line,omitempty"`
}

// SideBySide lays out the lines of unified diffs (as report.Printer's
// Diff gives them) in two columns: each run of removed lines beside the
// run of added lines that follows it, line by line.
func SideBySide(lines []string) []Row {
	var rows []Row
	var old, cur int // the next line numbers, inside a hunk
	var dels []Row   // removed lines waiting for the added ones
	flush := func() {
		rows = append(rows, dels...)
		dels = nil
	}
	inHunk := false
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case strings.HasPrefix(l, "--- ") && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "+++ "):
			flush()
			rows = append(rows, Row{Op: "head", Old: l[4:], New: lines[i+1][4:]})
			i++
			inHunk = false
		case strings.HasPrefix(l, "@@ "):
			flush()
			rows = append(rows, Row{Op: "hunk", Old: l})
			old, cur, inHunk = hunkStart(l)
		case inHunk && strings.HasPrefix(l, "-"):
			dels = append(dels, Row{Op: "del", Old: l[1:], OldLine: old})
			old++
		case inHunk && strings.HasPrefix(l, "+"):
			if len(dels) > 0 {
				// Beside the first removed line still alone.
				d := dels[0]
				dels = dels[1:]
				rows = append(rows, Row{Op: "change", Old: d.Old, OldLine: d.OldLine, New: l[1:], NewLine: cur})
			} else {
				rows = append(rows, Row{Op: "add", New: l[1:], NewLine: cur})
			}
			cur++
		case inHunk && strings.HasPrefix(l, " "):
			flush()
			rows = append(rows, Row{Op: "same", Old: l[1:], New: l[1:], OldLine: old, NewLine: cur})
			old++
			cur++
		default:
			flush()
			rows = append(rows, Row{Op: "note", Old: l})
			inHunk = inHunk && strings.HasPrefix(l, `\`)
		}
	}
	flush()
	return rows
}

// hunkStart reads the first line numbers of a hunk's header,
// "@@ -3,4 +3,5 @@"; ok is false when it is no such header.
func hunkStart(h string) (old, cur int, ok bool) {
	f := strings.Fields(h)
	if len(f) < 3 {
		return 0, 0, false
	}
	num := func(s string, sign byte) (int, bool) {
		if len(s) < 2 || s[0] != sign {
			return 0, false
		}
		s, _, _ = strings.Cut(s[1:], ",")
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	old, ok1 := num(f[1], '-')
	cur, ok2 := num(f[2], '+')
	return max(old, 1), max(cur, 1), ok1 && ok2
}
