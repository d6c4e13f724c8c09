// Package bisect finds, for each kind of change of the last check, the
// first of a series of compilers that makes it ([Run]): compilers given
// oldest first, or the commits of a git range built one by one in
// worktrees of their own ([GitCompilers]).
//
// Each compiler runs as a check of a few files of each kind, stored as a
// run of its own ("bisect"); the kinds are bisected side by side, so a
// series of n compilers costs about log2(n) such runs in all.
//
// Builds and checks take ctx: its end stops them at once (a build runs
// held as a check's job is, its whole process group killed, and whatever
// it left), and [Run] returns an error wrapping corral.ErrInterrupted that
// says where it stopped. A bisect cannot be continued: the runs it made
// stay in the store, and the same command starts it over.
package bisect
