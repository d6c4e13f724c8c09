package kinds

import (
	"hash/crc32"
	"strings"
	"unsafe"
)

// A run of lines only removed or only added (a block with no lines on
// its other side) that is longer than sampleRun is read in part: the
// lines whose text hashes to 0 modulo sampleEvery, and the lines that can
// start a unit (a symbol come or gone). A debug section, a listing or IR
// rewritten whole holds hundreds of thousands of lines of a few shapes,
// and cutting each into an edit was nearly all of what its kinds cost
// (docs/corral.md, "Kinds of change"). A line is read or not by its text
// alone, wherever it stands, so that a block moved (see moved) is read
// alike where it left and where it landed. A shape seen only in lines not
// read is not seen; a kind's count of files is the files whose lines read
// show it. A run is read whole in code and prose, where a hunk is diffed
// as one stream of tokens or re-wrapped whole, and in a hunk that only
// reorders its lines.
const (
	sampleRun   = 512
	sampleEvery = 32
)

// sampleRuns is false where a test reads every run whole.
var sampleRuns = true

// Whether a line of a section's diff is read (see sampled).
const (
	skipped  = iota // in a long run, not read
	read            // read, in a run read whole
	inSample        // read, in a long run read in part
)

// sampled returns whether each line of a section's diff is read (see
// sampleRun), nil when all are, whole.
func sampled(lang Lang, lines []string) []byte {
	if !sampleRuns || lang == CLike || lang == Hash || tables[lang].prose {
		return nil
	}
	var keep []byte
	hunk := -1 // where the current hunk's header stands
	for i := 0; i < len(lines); {
		l := lines[i]
		if strings.HasPrefix(l, "@@ ") {
			hunk = i
		}
		if hunk < 0 || l == "" || (l[0] != '-' && l[0] != '+') {
			i++ // before the first hunk (its headers, "--- a", "+++ b"), or no run
			continue
		}
		j := i + 1
		for j < len(lines) && lines[j] != "" && lines[j][0] == l[0] {
			j++
		}
		if j-i > sampleRun && !mixed(lines, i, j) && !reorders(lines, hunk) {
			if keep == nil {
				keep = make([]byte, len(lines))
				for k := range keep {
					keep[k] = read
				}
			}
			markSample(lang, lines[i:j], keep[i:j])
		}
		i = j
	}
	return keep
}

// markSample marks the lines of a long run that are read: those of the
// sample, and those that can start a unit. A record of data (see
// Records) is read whole or not at all (see sampleRecords).
func markSample(lang Lang, run []string, keep []byte) {
	whole := sampleRecords(run, keep)
	for k, l := range run {
		if whole[k] {
			continue
		}
		keep[k] = skipped
		if lineHash(l[1:])%sampleEvery == 0 {
			keep[k] = inSample
			continue
		}
		level := l[1:]
		if tables[lang].gutter {
			level, _ = tables[lang].columns(level)
		}
		if indentOf(level) == 0 && unitLine(level) {
			keep[k] = inSample
		}
	}
}

// recordEvery is the share of a long run's records read (see
// sampleRecords): one in recordEvery, by the hash of its text.
const recordEvery = 8

// sampleRecords marks the records of data a long run holds at the least
// indentation that holds one (see recordItems) as read whole or not at
// all: the run's first, and one in recordEvery by the hash of its text,
// spaces and punctuation left out, so that a record moved is read alike
// where it left and where it landed. Read line by line, a sample of a list of records
// was their lines apart, each line's shape a kind ("+ EntrySize: #").
// It returns which lines it marked.
func sampleRecords(run []string, keep []byte) []bool {
	text := make([]string, len(run))
	for k, l := range run {
		text[k] = l[1:]
	}
	if !anyOpener(text) {
		return make([]bool, len(run))
	}
	marked := make([]bool, len(run))
	level, ok := recordLevel(text, nil)
	if !ok {
		return marked
	}
	first := true
	for _, it := range recordItems(text, level) {
		if !it.record {
			continue
		}
		mark := byte(skipped)
		if first || lineHash(spaceless(text[it.lo:it.hi]))%recordEvery == 0 {
			mark = inSample
		}
		first = false
		for k := it.lo; k < it.hi; k++ {
			keep[k], marked[k] = mark, true
		}
	}
	return marked
}

// lineHash is the CRC-32 of a line's text, read in place: a []byte of
// each line of a run hundreds of thousands of lines long was a copy on
// the heap each. crc32 reads and keeps nothing of it.
func lineHash(s string) uint32 {
	return crc32.ChecksumIEEE(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// mixed reports whether the run lines[i:j] is one side of a block that
// both removes and adds lines: they are paired by content, and windows
// of each side, placed alike, would meet other lines than their own.
func mixed(lines []string, i, j int) bool {
	if lines[i][0] == '-' {
		return j < len(lines) && strings.HasPrefix(lines[j], "+")
	}
	return strings.HasPrefix(lines[i-1], "-")
}

// reorders reports whether the hunk whose header is lines[at] removes
// the lines it adds, each as often (see hunk.reordered), which only its
// whole lines show.
func reorders(lines []string, at int) bool {
	end, n := at+1, 0
	for ; end < len(lines) && !strings.HasPrefix(lines[end], "@@ "); end++ {
		if l := lines[end]; l != "" && l[0] == '-' {
			n++
		} else if l != "" && l[0] == '+' {
			n--
		}
	}
	if n != 0 {
		return false // most hunks: no map made
	}
	count := map[string]int{}
	for _, l := range lines[at+1 : end] {
		if l != "" && l[0] == '-' {
			count[l[1:]]++
		} else if l != "" && l[0] == '+' {
			count[l[1:]]--
		}
	}
	for _, c := range count {
		if c != 0 {
			return false
		}
	}
	return true
}
