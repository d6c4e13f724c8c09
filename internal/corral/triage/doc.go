// Package triage turns the last check into bug reports a compiler team can
// act on, one per kind of change (or per family): [Run] bisects every kind
// over a series of compilers once (package bisect), takes the largest
// kinds, and reduces each kind with cvise (package reduce), from the
// smallest of its files that shows it, between the last compiler that
// does not show the kind and the first that does. The last check is read
// once, its kinds as stored, for the bisect and every reduction. The result is a model, a [*Triage], that renderers print:
// [WriteDir] writes one Markdown file per report and an index, with the
// minimal program and a script that reproduces it, and [HTML] its parts
// of the check's HTML report: the list of reports at the top, each report
// in full after the kinds.
//
// # Budget and concurrency
//
// Options.Budget bounds the whole triage. The reductions share what the
// bisect left: Options.Jobs of them run at once, each cvise given
// Jobs ÷ (reductions at once) workers, and each is given, when it starts,
// an equal share of the budget left among the rounds of reductions still
// to run (see [share]), so that a reduction that ends early leaves its
// time to the ones after it. A share bounds the whole reduction, the
// source's unpacking too: at its end cvise is stopped and its best so far
// kept, as at Ctrl-C; a reduction that had not started stays pending.
// Writing the reports after the last reduction is not bounded.
//
// # Partial results
//
// However the triage ends (Ctrl-C, the budget, a failed reduction), Run
// returns the model with what was done: Triage.Stop says why it stopped,
// and each Report's State whether it is complete. Options.OnUpdate is
// called, one call at a time, after the bisect and after each reduction
// starts and ends, so a caller that renders there keeps every result
// made so far on disk, whatever ends the process later. A stopped bisect
// leaves reports of the check's kinds, not bisected and not reduced.
package triage
