package datadir

import (
	"errors"
	"io/fs"
)

// Anonymous uploads: with SyncGroup, an upload that finds no spare is
// written into a file without a name, made in the directory it will be
// named in (open with O_TMPFILE), and named by linking its descriptor
// (linkat) once it is durable, instead of a named file in TempDir renamed
// into place.
//
// Why: a create is an upload to a new name, and on ext4 a named temporary
// file costs an entry added to TempDir, a rename that removes it there and
// adds it under the name with both directories locked (and the file
// system's rename lock, across directories), and an inode allocated in
// TempDir's block group, where every upload churns and, without a journal,
// the allocator scans past each inode freed in the last minutes
// (find_inode_bit, recently_deleted): a third of the server's CPU under a
// load of creates (docs/fs.md). The anonymous file adds one entry, to its
// own directory, and its inode is allocated near that directory.
//
// Safety: until linkat the file is in no directory, so no reader can see
// it partly written, and a crash or a failed upload leaves nothing: the
// file system frees an unnamed inode when its last descriptor closes, or
// at the next mount. linkat never replaces a name, so an upload over an
// existing file links itself into TempDir and goes on as a named upload
// (exchanged or renamed: spares.go); If-None-Match: * (Check) is then
// atomic for new names: a name made between the check and the link fails
// the link, and then the check, made again.
//
// Durability: the link dirties both the directory and the inode (its link
// count goes from 0 to 1); the syncfs after the link writes both, as it
// writes the renames of named uploads. SyncFile does not use anonymous
// files: its fsync of the directory alone would not write the inode's
// link count on ext4 without a journal, and fsyncing the file again
// after the link would cost what SyncFile's users chose to pay once.

// link names the anonymous upload (u.tmp == ""): linked under its name,
// after making the name's directory if it is missing (created says so), or
// where the name is taken, linked into TempDir and placed as a named
// upload. Run it as a metadata call.
func (u *Upload) link(dir string) (created bool, err error) {
	err = u.s.dir.Link(u.f, u.name)
	switch {
	case err == nil:
		return false, nil
	case errors.Is(err, fs.ErrExist):
		// A name made since the check (or there all along, without
		// one): checked again with what is there now, so If-None-Match:
		// * never replaces a file that appeared meanwhile.
		if u.Check != nil {
			if cur, lerr := u.s.dir.Lstat(u.name); lerr == nil {
				if err := u.Check(cur, true); err != nil {
					return false, err
				}
			}
		}
		tmp := tempName()
		if err := u.s.dir.Link(u.f, tmp); err != nil {
			return false, err
		}
		u.tmp = tmp // removed by the caller if placing it fails
		return u.place(dir)
	case errors.Is(err, fs.ErrNotExist) && dir != ".":
		// The directory was removed since the upload began (Create fell
		// back to a named file where it was missing then).
		if testHookMissingDir != nil {
			testHookMissingDir(u.s, dir)
		}
		if err := u.s.root.MkdirAll(dir, 0o755); err != nil {
			return false, err
		}
		return true, u.s.dir.Link(u.f, u.name)
	}
	return false, err
}
