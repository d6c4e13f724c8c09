//go:build !linux

package datadir

import "os"

// beneath has no single-call confined open outside Linux: os.Root opens.
type beneath struct{}

func openBeneath(string) *beneath { return &beneath{} }

func (*beneath) open(string) (*os.File, bool, error) { return nil, false, nil }

func (*beneath) createTemp(string) (*os.File, bool, error) { return nil, false, nil }

func (*beneath) removeTemp(string) (bool, error) { return false, nil }

func (*beneath) rename(string, string) (bool, error) { return false, nil }

func (*beneath) close() {}
