// Package stored reads back what a store holds, for the commands that
// look at runs already made: a stored run's report (report, review,
// triage), a file's results beside the baseline's (show), a run's
// results and the blob of one of a result's streams. It writes nothing
// but the kinds a report makes again (see [report.Report.Classify]).
package stored

import "github.com/corral-go/corral/internal/corral"

// Reader is what reading a stored run back takes of a store: its
// baseline, its history, its blobs and the kinds it keeps, never a way
// to change it (see corral.Store's roles).
type Reader interface {
	corral.BaselineReader
	corral.History
	corral.BlobReader
	corral.KindsCache
	Path() string
}
