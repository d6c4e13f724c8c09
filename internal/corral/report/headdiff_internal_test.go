package report

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestTooLargeToDiffShowsItsHead: an output larger than what is read to
// diff (a 4 MB RTL dump) shows the changes in the heads read, not one
// sentence that no kind can tell from another's; the lines near where
// either side was cut are not shown as changes (a line inserted early
// ends the new side's head a line earlier in the text), and a change
// past the heads is said as before.
func TestTooLargeToDiffShowsItsHead(t *testing.T) {
	var old, now strings.Builder
	for i := 0; old.Len() < diffLimit+diffLimit/2; i++ {
		fmt.Fprintf(&old, "(insn %d (set (reg:DI %d) (const_int %d)))\n", i, i%16, i*7)
		switch i {
		case 10:
			fmt.Fprintf(&now, "(insn %d (set (reg:DI %d) (const_int %d)))\n", i, i%16, i*7+1)
		case 20:
			fmt.Fprintf(&now, "(insn %d (set (reg:DI %d) (const_int %d)))\n", i, i%16, i*7)
			now.WriteString("(note 0 NOTE_INSN_DELETED)\n")
		default:
			fmt.Fprintf(&now, "(insn %d (set (reg:DI %d) (const_int %d)))\n", i, i%16, i*7)
		}
	}
	a, b := old.String(), now.String()
	base := result.Ref{Hash: result.Hash{1}, Size: int64(len(a))}
	cur := result.Ref{Hash: result.Hash{2}, Size: int64(len(b))}
	lines, _, _ := bytesDiff("stdout", &base, &cur, []byte(a[:diffLimit]), []byte(b[:diffLimit]), true, kinds.DiffNear)
	want := []string{"-(insn 10 (set (reg:DI 10) (const_int 70)))", "+(insn 10 (set (reg:DI 10) (const_int 71)))", "+(note 0 NOTE_INSN_DELETED)"}
	for _, w := range want {
		if !slices.Contains(lines, w) {
			t.Errorf("the diff of the heads lacks %q:\n%s", w, strings.Join(lines[:min(len(lines), 20)], "\n"))
		}
	}
	changed := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "-(") || strings.HasPrefix(l, "+(") {
			changed++
		}
	}
	if changed != len(want) {
		t.Errorf("%d lines shown changed, want %d (the cut's own left out):\n%s", changed, len(want), strings.Join(lines, "\n"))
	}
	if !strings.HasPrefix(lines[0], "(stdout too large to diff whole: ") {
		t.Errorf("the diff does not say it is of the heads: %q", lines[0])
	}

	// A change past the heads: the sentence, as before.
	far := a[:len(a)-10] + "x" + a[len(a)-9:]
	cur.Size = int64(len(far))
	lines, _, _ = bytesDiff("stdout", &base, &cur, []byte(a[:diffLimit]), []byte(far[:diffLimit]), true, kinds.DiffNear)
	if len(lines) != 1 || !strings.Contains(lines[0], "(too large to diff)") {
		t.Errorf("a change past the heads reads %q", lines)
	}
}
