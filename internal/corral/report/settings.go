package report

import "github.com/corral-go/corral/internal/corral/textconv"

// Settings are how a run's report is made of its results, apart from how
// the run runs: when a file counts as slower or grown, how much of each
// diff the renderers keep, and which outputs are shown as text.
type Settings struct {
	// Thresholds say when a file got slower or grew (--slower, --grown…);
	// the zero value takes DefaultThresholds.
	Thresholds Thresholds
	// DiffLines is how many lines of a changed file's diff the caller
	// shows: the diffs kept for the renderers keep that much at least
	// (see Differ).
	DiffLines int
	// Textconv are 'GLOB=COMMAND' rules: outputs shown as a command's
	// text in diffs and kinds (see package textconv); results still
	// compare bytes.
	Textconv []string
}

// Check returns why the settings cannot make a report: a --textconv rule
// that does not parse. It runs no command.
func (s Settings) Check() error {
	_, err := textconv.Parse(s.Textconv)
	return err
}

// Regressions are the thresholds a report marks its regressions by:
// s.Thresholds, DefaultThresholds for none.
func (s Settings) Regressions() Thresholds {
	if s.Thresholds == (Thresholds{}) {
		return DefaultThresholds
	}
	return s.Thresholds
}
