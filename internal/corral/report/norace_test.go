//go:build !race

package report_test

// raceDetector: this test binary runs under the race detector.
const raceDetector = false
