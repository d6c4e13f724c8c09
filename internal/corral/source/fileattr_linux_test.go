//go:build linux

package source_test

import (
	"archive/tar"
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestModesAndTimes: an unpacked file has the archive's permission bits
// exactly (never setuid, setgid or sticky, always readable by its owner)
// and its modification time, whatever the umask: under 022, which leaves
// most modes whole, and 077, which would strip them from a create.
func TestModesAndTimes(t *testing.T) {
	files := []struct {
		name string
		mode int64
		want os.FileMode
	}{
		{"plain", 0o644, 0o644}, {"exec", 0o755, 0o755}, {"shared", 0o666, 0o666}, {"all", 0o777, 0o777},
		{"setuid", 0o4755, 0o755}, {"sticky", 0o1644, 0o644}, {"none", 0o000, 0o400}, {"wo", 0o200, 0o600},
	}
	mtime := time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for i, f := range files {
		tw.WriteHeader(&tar.Header{Name: f.name, Typeflag: tar.TypeReg, Mode: f.mode, Size: 3, ModTime: mtime.Add(time.Duration(i) * time.Hour)})
		tw.Write([]byte("abc"))
	}
	tw.Close()
	for _, mask := range []int{0o022, 0o077} {
		old := syscall.Umask(mask)
		dir, _, err := unpack(t, buf.Bytes())
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range files {
			fi, err := os.Stat(filepath.Join(dir, f.name))
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode() != f.want {
				t.Errorf("umask %03o: %s (mode %o) unpacked as %v, want %v", mask, f.name, f.mode, fi.Mode(), f.want)
			}
			if want := mtime.Add(time.Duration(i) * time.Hour); !fi.ModTime().Equal(want) {
				t.Errorf("umask %03o: %s has time %v, want %v", mask, f.name, fi.ModTime(), want)
			}
			if b, _ := os.ReadFile(filepath.Join(dir, f.name)); string(b) != "abc" {
				t.Errorf("%s reads %q", f.name, b)
			}
		}
	}
}
