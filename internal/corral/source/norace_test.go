//go:build !race

package source_test

// raceDetector: whether this test binary runs under the race detector.
const raceDetector = false
