//go:build race

package corral_test

// raceDetector: whether this test binary runs under the race detector.
const raceDetector = true
