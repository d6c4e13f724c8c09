// Package review is what a review of a check decides, and the review in
// the browser.
//
// # Decisions
//
// [Decisions] are the kinds and files a person accepted or kept; their
// [Decisions.Outcome] says which files an apply takes, which stay as in
// the baseline, and which other kinds hold back. The terminal review
// (package cli) and the browser's share them.
//
// # The review in the browser
//
// [Web] serves the report of the last check to a page embedded in corral
// (no CDN, no network), on a listener the caller opened on 127.0.0.1. The
// page reads the report model as JSON, walks its families, kinds and
// files with the keyboard, shows side-by-side diffs, and posts each
// decision as it is made. The server keeps the decisions until they are
// applied or the review ends, so that a reload, or a second tab, shows
// them; it computes their outcome and applies them once, in one
// transaction through [accept.Paths], over the baseline the check
// read: those of the revision the page's confirmation listed, or none
// when another tab changed them since.
//
// Nothing else answers: every request must carry the random token in its
// path (compared in constant time) and a Host of 127.0.0.1 or localhost
// on the listener's port (against DNS rebinding), and a POST must be JSON
// (a form of another site cannot send it without a preflight). Everything
// from the report reaches the page as JSON and is shown as text.
package review
