//go:build !linux

package host

import "runtime"

// affinityCPUs is the CPUs the system has, where corral does not read an
// affinity mask.
func affinityCPUs() int { return runtime.NumCPU() }
