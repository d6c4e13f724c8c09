package result

import (
	"errors"
	"fmt"
	"time"
)

// What every store says about runs and the baseline: a store's package
// returns these, and its callers read them without importing it.

// ErrNoRun is returned when a run that is asked for does not exist.
var ErrNoRun = errors.New("no such run")

// Change is one change of the baseline: a record that became it, an
// accept, an imported baseline.
type Change struct {
	Seq   int64
	RunID int64  // the run whose results it took
	How   string // "record", "accept", "import"
	At    time.Time
}

// StaleError refuses to put a run's results over a baseline that another
// run changed after that run read it.
type StaleError struct {
	RunID  int64  // the run whose results were to be accepted
	Change Change // the first change by another run since
}

func (e *StaleError) Error() string {
	return fmt.Sprintf("run %d compared with the baseline as it was before %s run %d changed it (%s)",
		e.RunID, e.Change.How, e.Change.RunID, e.Change.At.Local().Format("2006-01-02 15:04:05"))
}

// BaselineView is what a shard reads of the baseline: the results of its
// own files, and what identifies the baseline as a whole.
type BaselineView struct {
	Results map[string]Result // the files assign kept
	Seq     int64             // the baseline's last change (see a store's BaselineAt)
	ID      string            // identifies this baseline state in any copy of the store; "" when it has no history
	Total   int               // files in the whole baseline
}
