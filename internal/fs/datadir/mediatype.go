package datadir

import "errors"

// Media types: a file's Content-Type, when its upload gave one, is kept
// with the file as the user extended attribute typeAttr, set on the
// upload's descriptor before it is made durable (so the sync that makes
// the file durable makes its type durable too, and a reader never sees
// the file without it), and read on a download's descriptor: the type
// belongs to the version of the file the reader opened. An upload without
// one written into a spare removes the replaced file's.

// typeAttr is the extended attribute that holds a file's media type.
const typeAttr = "user.corral-fs.type"

// MaxTypeLen is the longest media type kept, in bytes.
const MaxTypeLen = 255

// ErrTypeNotKept is an upload with a media type into a data directory
// whose file system keeps no user extended attributes.
var ErrTypeNotKept = errors.New("this server's file system cannot keep a file's media type (no user extended attributes): upload without one, and downloads are typed by the name's extension")
