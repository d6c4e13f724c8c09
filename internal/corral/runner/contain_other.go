//go:build !linux

package runner

import "os"

// Elsewhere, a job's process group is all that is killed: there is no
// child subreaper to adopt what leaves it.

func becomeSubreaper() error { return nil }

func startJob(tag string, start func() (*os.Process, error)) (*os.Process, error) { return start() }
func endJob(pid int)                                                              {}

func sweep() bool { return false }

func awaitExit(*os.Process) {}
