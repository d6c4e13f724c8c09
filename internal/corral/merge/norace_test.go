//go:build !race

package merge_test

// raceDetector: this test binary runs under the race detector.
const raceDetector = false
