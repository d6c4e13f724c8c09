package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/corral/result"
)

// rows gathers the writer's rows and inserts them rowsPerInsert to a
// statement: one INSERT of many rows costs modernc's SQLite about what
// one of a single row does, less the bind, step and reset, and
// database/sql's locking and context checks, of the rest. On jobs that
// print a few bytes, the row is corral's cost, not the bytes: with one
// row a statement the writer took 25 µs of CPU a job of ten bytes
// (BenchmarkTinyResults); docs/performance.md has what batching bought.
//
// Each table's rows keep their order (a later chunk of the same hash and
// place replaces an earlier one), and every row gathered is inserted
// before the transaction they belong to commits ([rows.flush]), so what a
// commit makes durable is what it made durable one row at a time.
type rows struct {
	ctx   context.Context
	conn  *sql.Conn
	runID int64
	// stmts[t][0] inserts one row of table t, stmts[t][1] rowsPerInsert.
	stmts [3][2]*sql.Stmt

	chunks     []chunkOp
	chunkBytes int
	blobs      []blobOp
	results    []*result.Result
	args       []any // reused for each statement's arguments
}

// The tables rows writes, as indexes of rows.stmts.
const (
	tChunks = iota
	tBlobs
	tResults
)

// rowsPerInsert is how many rows a batched INSERT holds: the results'
// 14 columns make 896 parameters, far under SQLite's limit of 32,766.
// chunkBatchBytes bounds the compressed chunks held before they are
// inserted, whatever their count: up to ChunkSize each.
const (
	rowsPerInsert   = 64
	chunkBatchBytes = 4 << 20
)

// The statements of one row of each table; a batch repeats the VALUES.
var rowInserts = [3]struct{ head, values string }{
	// A chunk replaces one of the same hash and place: what an unfinished
	// put left (see PutFile) must not outlive a good one.
	tChunks:  {`INSERT OR REPLACE INTO chunks(hash, seq, data) VALUES`, `(?, ?, ?)`},
	tBlobs:   {`INSERT OR IGNORE INTO blobs(hash, size, chunks) VALUES`, `(?, ?, ?)`},
	tResults: {`INSERT OR REPLACE INTO results(` + resultColumns + `) VALUES`, `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
}

// newRows prepares the statements on conn.
func newRows(ctx context.Context, conn *sql.Conn, runID int64) (*rows, error) {
	b := &rows{ctx: ctx, conn: conn, runID: runID}
	// A statement of many rows keeps a statement journal, to undo itself
	// alone if it fails; past 64 KiB SQLite spills it to a temporary
	// file, and pwrite(2)s to it were a fifth of the writer's CPU. In
	// memory it holds at most one statement's pages. The setting is this
	// connection's: it inserts and sorts nothing.
	if _, err := conn.ExecContext(ctx, "PRAGMA temp_store=MEMORY"); err != nil {
		return nil, fmt.Errorf("temp store: %w", err)
	}
	for t, q := range rowInserts {
		for i, n := range []int{1, rowsPerInsert} {
			text := q.head + " " + strings.TrimSuffix(strings.Repeat(q.values+", ", n), ", ")
			st, err := conn.PrepareContext(ctx, text)
			if err != nil {
				b.close()
				return nil, fmt.Errorf("prepare: %w", err)
			}
			b.stmts[t][i] = st
		}
	}
	return b, nil
}

// close closes the statements, and gives the connection back to the
// pool as it was.
func (b *rows) close() {
	_, _ = b.conn.ExecContext(context.Background(), "PRAGMA temp_store=DEFAULT")
	for _, ss := range b.stmts {
		for _, st := range ss {
			if st != nil {
				st.Close()
			}
		}
	}
}

// add gathers o's row, and inserts its table's rows once there are
// enough of them.
func (b *rows) add(o op) error {
	switch {
	case o.chunk != nil:
		b.chunks = append(b.chunks, *o.chunk)
		b.chunkBytes += len(o.chunk.data)
		if len(b.chunks) >= rowsPerInsert || b.chunkBytes >= chunkBatchBytes {
			return b.flushChunks()
		}
	case o.blob != nil:
		b.blobs = append(b.blobs, *o.blob)
		if len(b.blobs) >= rowsPerInsert {
			return b.flushBlobs()
		}
	case o.result != nil:
		b.results = append(b.results, o.result)
		if len(b.results) >= rowsPerInsert {
			return b.flushResults()
		}
	}
	return nil
}

// flush inserts every row gathered: before a commit.
func (b *rows) flush() error {
	if err := b.flushChunks(); err != nil {
		return err
	}
	if err := b.flushBlobs(); err != nil {
		return err
	}
	return b.flushResults()
}

func (b *rows) flushChunks() error {
	err := b.insert(tChunks, len(b.chunks), func(i int) error {
		c := &b.chunks[i]
		b.args = append(b.args, c.hash[:], c.seq, c.data)
		return nil
	})
	clear(b.chunks) // the compressed data may be large: let it go
	b.chunks, b.chunkBytes = b.chunks[:0], 0
	return err
}

func (b *rows) flushBlobs() error {
	err := b.insert(tBlobs, len(b.blobs), func(i int) error {
		o := &b.blobs[i]
		b.args = append(b.args, o.hash[:], o.size, o.chunks)
		return nil
	})
	b.blobs = b.blobs[:0]
	return err
}

func (b *rows) flushResults() error {
	err := b.insert(tResults, len(b.results), func(i int) error {
		r := b.results[i]
		outputs := []byte("[]")
		if r.Outputs != nil {
			var err error
			if outputs, err = json.Marshal(r.Outputs); err != nil {
				return fmt.Errorf("encode outputs of %s: %w", r.Path, err)
			}
		}
		b.args = append(b.args, r.RunID, r.Path, r.Status, r.ExitCode, r.Signal, r.Error,
			r.Stdout.Hash[:], r.Stdout.Size, r.Stderr.Hash[:], r.Stderr.Size, string(outputs), r.Duration.Milliseconds(),
			cpuMS(r.CPU), rssKB(r))
		return nil
	})
	clear(b.results)
	b.results = b.results[:0]
	return err
}

// insert inserts n rows of table t, whose arguments row appends to
// b.args: rowsPerInsert at a time, then the rest one by one.
func (b *rows) insert(t, n int, row func(i int) error) error {
	for i := 0; i < n; {
		k, st := 1, b.stmts[t][0]
		if n-i >= rowsPerInsert {
			k, st = rowsPerInsert, b.stmts[t][1]
		}
		b.args = b.args[:0]
		for j := i; j < i+k; j++ {
			if err := row(j); err != nil {
				return err
			}
		}
		if _, err := st.ExecContext(b.ctx, b.args...); err != nil {
			return fmt.Errorf("write run %d: %w", b.runID, err)
		}
		i += k
	}
	clear(b.args)
	b.args = b.args[:0]
	return nil
}
