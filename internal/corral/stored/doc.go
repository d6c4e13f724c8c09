// Package stored reads back what a store holds, for the commands that
// look at runs already made: a stored run's report (report, review,
// triage), a file's results beside the baseline's (show), a run's
// results and the blob of one of a result's streams. It writes nothing
// but the kinds a report makes again (see [report.Report.Classify]).
package stored
