//go:build !linux

package fsio

import "os"

const nowaitAvailable = false

func readNoWait(*os.File, []byte, int64) (int, bool, bool) { return 0, false, false }
