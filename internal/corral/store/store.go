// Package store keeps corral's baseline and run history in one SQLite file.
//
// # Layout
//
// Every job output (stdout, stderr, declared output files) is a blob, stored
// once by its SHA-256 and compressed with zstd in chunks of [ChunkSize], so
// that a 200 MB output never has to be held in memory. A run (record or
// check) keeps one result row per file pointing at blobs by hash; the
// baseline is a table mapping each path to the run whose result is the
// reference.
//
// # Durability
//
// The database runs in WAL mode. Results of a run are committed in batches
// while it goes on, but the baseline changes only in the single transaction
// that finishes a record or an accept. A kill -9 at any moment therefore
// leaves the previous baseline intact: at worst the interrupted run stays
// marked "running" and some unreferenced chunks remain. synchronous=NORMAL
// makes commits survive a crash of the process; a power cut may lose the
// last commits but never corrupts the file.
//
// # Concurrency
//
// Reads may come from any goroutine. Writes go through one [Writer], whose
// single goroutine owns the write transaction (SQLite allows one writer);
// producers hand it work over a bounded channel, so memory stays bounded by
// the channel's capacity times the chunk size.
//
// # Administration
//
// Beside what record, check and accept need (corral.Store), the store
// does what is its own: merging shard stores ([Store.Merge],
// [Store.ImportBaseline]), checking every blob and repairing what is
// damaged ([Store.Verify], [Store.Audit]), dropping what no run needs
// ([Store.Prune]) and writing the baseline out as files ([Store.Export]).
// SQLite's side files are named here alone ([SideFiles]).
package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"runtime"
	"strings"
	"sync"

	"github.com/klauspost/compress/zstd"

	"github.com/corral-go/corral/internal/corral/result"
	_ "modernc.org/sqlite" // the SQLite driver; see docs/corral.md, "The store", for why this one
)

// ChunkSize is the uncompressed size of one stored chunk of a blob.
const ChunkSize = 1 << 20

// sideSuffixes name the files SQLite keeps beside a store: its write-ahead
// log, the log's shared-memory index and a rollback journal. They are part
// of the store, removed and guarded with it; only this package names them.
var sideSuffixes = []string{"-wal", "-shm", "-journal"}

// SideFiles are the files SQLite may keep beside the store at path.
func SideFiles(path string) []string {
	out := make([]string, len(sideSuffixes))
	for i, s := range sideSuffixes {
		out[i] = path + s
	}
	return out
}

// Remove removes the store at path and its side files; a file that is
// not there is no error.
func Remove(path string) error {
	var errs []error
	for _, p := range append([]string{path}, SideFiles(path)...) {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Store is an open baseline database.
type Store struct {
	runColumns    string // the runs columns to select; see noteColumns
	resultColumns string // the results columns to select; see noteColumns
	db            *sql.DB
	path          string
	enc           *zstd.Encoder // EncodeAll is safe for concurrent use
	dec           *zstd.Decoder // DecodeAll is safe for concurrent use

	snapMu sync.Mutex
	pins   map[*PinnedBaseline]bool // open; see PinBaseline
}

const schemaVersion = "5"

const schema = `
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blobs(
	hash BLOB PRIMARY KEY,
	size INTEGER NOT NULL,
	chunks INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chunks(
	hash BLOB NOT NULL,
	seq INTEGER NOT NULL,
	data BLOB NOT NULL,
	PRIMARY KEY(hash, seq)
);
CREATE TABLE IF NOT EXISTS runs(
	id INTEGER PRIMARY KEY,
	command TEXT NOT NULL,
	state TEXT NOT NULL,
	started TEXT NOT NULL,
	finished TEXT,
	cmd TEXT NOT NULL,
	source TEXT NOT NULL,
	normalize TEXT NOT NULL DEFAULT '',
	summary TEXT,
	config TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS results(
	run_id INTEGER NOT NULL REFERENCES runs(id),
	path TEXT NOT NULL,
	status TEXT NOT NULL,
	exit_code INTEGER NOT NULL,
	signal TEXT NOT NULL,
	error TEXT NOT NULL,
	stdout BLOB NOT NULL,
	stdout_size INTEGER NOT NULL,
	stderr BLOB NOT NULL,
	stderr_size INTEGER NOT NULL,
	outputs TEXT NOT NULL,
	duration_ms INTEGER NOT NULL,
	cpu_ms INTEGER NOT NULL DEFAULT 0,
	max_rss_kb INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY(run_id, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS baseline(
	path TEXT PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs(id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS baseline_log(
	seq INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL,
	how TEXT NOT NULL,
	at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS run_baseline(
	run_id INTEGER PRIMARY KEY,
	seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS run_kinds(
	run_id INTEGER PRIMARY KEY,
	version INTEGER NOT NULL,
	digest BLOB NOT NULL,
	data BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS bisects(
	check_run INTEGER NOT NULL,
	key TEXT NOT NULL,
	data BLOB NOT NULL,
	PRIMARY KEY(check_run, key)
);
`

// Open opens the store at path, creating it if needed. An existing file is
// first checked read-only, so that a database corral did not make is
// refused as it is: opening it for writing would already set its journal
// mode.
func Open(ctx context.Context, path string) (*Store, error) {
	if info, err := os.Stat(path); err == nil && info.Size() > 0 {
		ro, err := OpenReadOnly(ctx, path)
		if err != nil {
			return nil, err
		}
		ro.Close()
	}
	q := url.Values{}
	// SQLite's own page cache, 2 MiB a connection: the readers (of
	// blobs, for diffs and kinds, several at a time) read each page once,
	// and a larger cache in each only filled memory (50 MB of a check of
	// 100,000 changed files). The writers raise theirs (see writerCache).
	for _, p := range []string{"busy_timeout(30000)", "journal_mode(WAL)", "synchronous(NORMAL)", "foreign_keys(ON)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+uriPath(path)+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	s := &Store{db: db, path: path}
	if err := s.init(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	return s.withCodecs(), nil
}

// writerCacheKiB is the page cache of a connection that writes a run,
// negative: in KiB. 16 MiB, so that a large run's B-tree pages fit (at
// 15,000 files the default's re-reads cost 7 % of a record,
// docs/performance.md).
const writerCacheKiB = -16384

// writerConn is a connection of its own for writing a run, with the
// large page cache, and the function that ends it: closed, not kept idle
// in the pool with its cache full while another fills its own.
func (s *Store) writerConn(ctx context.Context) (*sql.Conn, func(), error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	end := func() {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		conn.Close()
	}
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA main.cache_size=%d`, writerCacheKiB)); err != nil {
		end()
		return nil, nil, err
	}
	return conn, end, nil
}

// OpenReadOnly opens an existing store for reading only: it creates no
// file, adds no table and migrates nothing, and works on a store that
// cannot be written. A store with no write-ahead log (no run has it open)
// is opened immutable, so that SQLite makes no -wal or -shm file beside it
// either; otherwise the log that is there is read.
func OpenReadOnly(ctx context.Context, path string) (*Store, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(30000)")
	q.Set("mode", "ro")
	if _, err := os.Stat(SideFiles(path)[0]); errors.Is(err, fs.ErrNotExist) { // no write-ahead log
		q.Set("immutable", "1")
	}
	db, err := sql.Open("sqlite", "file:"+uriPath(path)+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	s := &Store{db: db, path: path}
	if err := s.check(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	return s.withCodecs(), nil
}

// uriPath escapes the characters that mean something in an SQLite URI
// filename, so that a store named a#b, a?b or 100% is the file named.
func uriPath(path string) string {
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
}

// check verifies that the database is a corral store of a schema this
// corral reads, without changing it, and notes the columns it has.
func (s *Store) check(ctx context.Context) error {
	v, err := s.schema(ctx)
	if err != nil {
		return err
	}
	switch v {
	case "":
		return errNotCorral
	case "2", "3", "4", schemaVersion:
	default:
		return fmt.Errorf("schema version %s, this corral reads version %s", v, schemaVersion)
	}
	return s.noteColumns(ctx)
}

// errNotCorral is an SQLite database that corral did not make.
var errNotCorral = errors.New("an SQLite database, but not a corral store: it has tables and no corral schema; name another file")

// schema returns the store's schema version: "" for a database with
// tables but no corral meta table, "new" for an empty database.
func (s *Store) schema(ctx context.Context) (string, error) {
	var tables int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type='table'`).Scan(&tables); err != nil {
		return "", err
	}
	if tables == 0 {
		return "new", nil
	}
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key='schema'`).Scan(&v)
	if err != nil {
		return "", nil // no meta table, or no schema in it: not ours
	}
	return v, nil
}

// noteColumns notes whether the runs table keeps configurations: a store
// of schema 2 or 3 read without migrating does not.
func (s *Store) noteColumns(ctx context.Context) error {
	var has int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('runs') WHERE name='config'`).Scan(&has); err != nil {
		return err
	}
	s.runColumns = runColumns
	if has == 0 {
		s.runColumns = strings.Replace(runColumns, "config", "'' AS config", 1)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('results') WHERE name='cpu_ms'`).Scan(&has); err != nil {
		return err
	}
	s.resultColumns = resultColumns
	if has == 0 {
		s.resultColumns = oldResultColumns
	}
	return nil
}

// withCodecs sets up the compressor and decompressor.
func (s *Store) withCodecs() *Store {
	// No zstd checksum per chunk: a blob is named by the SHA-256 of its
	// content, which ReadBlob and CopyBlob check whenever they read a blob
	// whole (docs/performance.md).
	s.enc, _ = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderCRC(false),
		zstd.WithEncoderConcurrency(runtime.GOMAXPROCS(0)))
	s.dec, _ = zstd.NewReader(nil, zstd.WithDecoderConcurrency(0))
	return s
}

func (s *Store) init(ctx context.Context) error {
	s.runColumns, s.resultColumns = runColumns, resultColumns
	v, err := s.schema(ctx)
	switch {
	case err != nil:
		return err
	case v == "":
		return errNotCorral // before a table of ours is added to it
	case v == "new":
		if _, err := s.db.ExecContext(ctx, schema); err != nil {
			return fmt.Errorf("create schema: %w", err)
		}
		_, err = s.db.ExecContext(ctx, `INSERT INTO meta(key, value) VALUES('schema', ?)`, schemaVersion)
		return err
	case v != "2" && v != "3" && v != "4" && v != schemaVersion:
		return fmt.Errorf("schema version %s, this corral reads version %s", v, schemaVersion)
	}
	// Ours: tables a version lacked are created, then it is migrated.
	if _, err := s.db.ExecContext(ctx, schema); err != nil {
		return fmt.Errorf("create schema: %w", err)
	}
	if v == "2" {
		if err := s.migrate2(ctx); err != nil {
			return err
		}
	}
	// Adds whatever schema 4 column is missing; a pragma per column when
	// there is none to add.
	return s.migrate3(ctx)
}

// migrate2 rewrites a version 2 store's chunks table as a rowid table.
// Version 2 kept chunks WITHOUT ROWID, so every compressed chunk (up to
// 1 MiB) sat in the primary-key B-tree itself, against SQLite's advice for
// rows over a twentieth of a page: inserts at random hashes moved and split
// pages full of payload, which took a fifth of corral's CPU time in a
// 15,000-file record. A rowid table appends the data in one B-tree and keeps
// (hash, seq) in a small index.
func (s *Store) migrate2(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate to schema 3: %w", err)
	}
	defer tx.Rollback()
	for _, q := range []string{
		`CREATE TABLE chunks_v3(hash BLOB NOT NULL, seq INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY(hash, seq))`,
		`INSERT INTO chunks_v3(hash, seq, data) SELECT hash, seq, data FROM chunks ORDER BY hash, seq`,
		`DROP TABLE chunks`,
		`ALTER TABLE chunks_v3 RENAME TO chunks`,
		`UPDATE meta SET value='3' WHERE key='schema'`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("migrate to schema 3: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate to schema 3: %w", err)
	}
	return nil
}

// migrate3 adds the columns of schema 4: each run's configuration, each
// job's CPU time and peak memory; and marks the store schema 5, which is
// 4 with a peak memory that may be negated: a bound from above (see
// rssKB), which a corral that reads 4 would show as a negative size.
func (s *Store) migrate3(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate to schema 4: %w", err)
	}
	defer tx.Rollback()
	qs := []string{`UPDATE meta SET value='` + schemaVersion + `' WHERE key='schema'`}
	for _, c := range []struct{ table, column, def string }{
		{"runs", "config", "TEXT NOT NULL DEFAULT ''"},
		{"results", "cpu_ms", "INTEGER NOT NULL DEFAULT 0"},
		{"results", "max_rss_kb", "INTEGER NOT NULL DEFAULT 0"},
	} {
		var has int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info(?) WHERE name=?`, c.table, c.column).Scan(&has); err != nil {
			return fmt.Errorf("migrate to schema 4: %w", err)
		}
		if has == 0 {
			qs = append(qs, `ALTER TABLE `+c.table+` ADD COLUMN `+c.column+` `+c.def)
		}
	}
	for _, q := range qs {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("migrate to schema 4: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate to schema 4: %w", err)
	}
	return nil
}

// Path returns the file the store lives in.
func (s *Store) Path() string { return s.path }

// Close closes the database.
func (s *Store) Close() error {
	s.closePins()
	s.enc.Close()
	s.dec.Close()
	return s.db.Close()
}

// Compress compresses one chunk for [Writer.PutChunk]. It is safe for
// concurrent use, so workers can compress in parallel.
func (s *Store) Compress(chunk []byte) []byte {
	return s.enc.EncodeAll(chunk, make([]byte, 0, len(chunk)/4+64))
}

// ReadBlob returns up to limit bytes of the blob's content, and whether the
// content was cut there. Content read whole is checked against its hash.
func (s *Store) ReadBlob(ctx context.Context, h result.Hash, limit int64) ([]byte, bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT data FROM chunks WHERE hash=? ORDER BY seq`, h[:])
	if err != nil {
		return nil, false, fmt.Errorf("read blob %s: %w", h, err)
	}
	defer rows.Close()
	var out []byte
	for rows.Next() {
		if int64(len(out)) >= limit {
			return out, true, nil // more chunks follow
		}
		var data []byte
		if err := rows.Scan(&data); err != nil {
			return nil, false, fmt.Errorf("read blob %s: %w", h, err)
		}
		// Decoded onto the end of out: no copy of each chunk.
		if out, err = s.dec.DecodeAll(data, out); err != nil {
			return nil, false, fmt.Errorf("decompress blob %s: %w", h, err)
		}
		if int64(len(out)) > limit {
			return out[:limit], true, nil
		}
	}
	if err := rows.Err(); err != nil {
		return nil, false, fmt.Errorf("read blob %s: %w", h, err)
	}
	if result.Hash(sha256.Sum256(out)) != h {
		return nil, false, corrupt(h)
	}
	return out, false, nil
}

func corrupt(h result.Hash) error {
	return fmt.Errorf("blob %s: %w", h, result.ErrCorrupt)
}

// CopyBlob writes the whole content of a blob to w, one chunk at a time,
// and checks it against its hash at the end.
func (s *Store) CopyBlob(ctx context.Context, h result.Hash, w io.Writer) error {
	sum := sha256.New()
	rows, err := s.db.QueryContext(ctx, `SELECT data FROM chunks WHERE hash=? ORDER BY seq`, h[:])
	if err != nil {
		return fmt.Errorf("read blob %s: %w", h, err)
	}
	defer rows.Close()
	for rows.Next() {
		var data []byte
		if err := rows.Scan(&data); err != nil {
			return fmt.Errorf("read blob %s: %w", h, err)
		}
		plain, err := s.dec.DecodeAll(data, nil)
		if err != nil {
			return fmt.Errorf("decompress blob %s: %w", h, err)
		}
		sum.Write(plain)
		if _, err := w.Write(plain); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read blob %s: %w", h, err)
	}
	if result.Hash(sum.Sum(nil)) != h {
		return corrupt(h)
	}
	return nil
}
