//go:build !linux || !(amd64 || arm64)

package fsio

import "os"

const nowaitAvailable = false

func readNoWait(*os.File, []byte, int64) (int, bool, bool) { return 0, false, false }
