package runner

import (
	"fmt"
	"os"
	"sync/atomic"
)

// jobTagVar is the environment variable every job starts with: which run
// of which corral process, and which job of it. Whatever a job starts
// inherits it, which is how what escaped its process group is found.
const jobTagVar = "CORRAL_JOB"

// runSeq numbers the runs of this process, for the job tags.
var runSeq atomic.Int64

// newRunTag returns a tag prefix unique to one run of this process.
func newRunTag() string {
	return fmt.Sprintf("%d.%d.", os.Getpid(), runSeq.Add(1))
}
