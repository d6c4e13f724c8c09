package report

import (
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// TestCacheCountsAReplacedDiffOnce: a file's diff cached for the kinds
// (near the shortest) and then again for a reader (the shortest) takes
// the room of one, not two: the room of the first was never given back,
// and later files found the cache full sooner.
func TestCacheCountsAReplacedDiffOnce(t *testing.T) {
	var d Differ
	lines := []string{"@@ -1 +1 @@", "-" + strings.Repeat("a", 100), "+" + strings.Repeat("b", 100)}
	secs := []kinds.Section{{What: "stdout", Lines: lines}}
	d.keep("a.c", read{secs: secs, near: kinds.DiffNear, deepest: kinds.DiffNear + 1})
	once := d.cached
	d.keep("a.c", read{secs: secs, deepest: kinds.DiffNear + 1})
	if d.cached != once {
		t.Errorf("one file's diff, cached twice, counts %d bytes; once, %d", d.cached, once)
	}
	if c := d.cache["a.c"]; !c.fits(0) || c.fits(kinds.DiffNear) {
		t.Errorf("the file's cached diff is not the reader's shortest one alone: %+v", c.read)
	}
}
