//go:build !race

package lab

// raceDetector: this test binary runs under the race detector.
const raceDetector = false
