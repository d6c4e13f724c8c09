// Command bcom compiles a program in corral's BASIC dialect to C: it writes
// NAME.c next to NAME.bas, prints a one-line summary, and reports errors on
// stderr as FILE:LINE: message with exit status 1. See package bcom.
package main

import (
	"os"

	"github.com/corral-go/corral/internal/demo/bcom"
)

func main() {
	os.Exit(bcom.Main(os.Args[1:], os.Stdout, os.Stderr))
}
