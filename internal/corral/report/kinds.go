package report

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"math"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/words"
)

// Kind is one kind of change: the shapes of edit (see package kinds) that
// occur in the same changed files, and those files. A file may show
// several kinds.
type Kind struct {
	ID      string   `json:"id"`
	Count   int      `json:"count"`
	Changed []string `json:"changed"` // where: "stdout", "output:{.}.c", the example's path abstracted
	Edit    string   `json:"edit"`    // its leading shape: "~ bmod → $1", "+ endbr64", "! exit status 0 → 1"
	// Shapes are every shape of edit in the kind, the leading one first.
	Shapes  []kinds.Shape `json:"shapes"`
	Family  string        `json:"family"`  // the ID of its family
	Example string        `json:"example"` // the file of its example, by path
	Diff    []string      `json:"diff"`    // the example's lines that show the leading shape
	// Pair is one real line before and after from the example, with
	// where it stands: what the abstract shape stands for.
	Pair  *Pair `json:"pair,omitempty"`
	Files Paths `json:"files"` // every file of the kind, by path
	// Explains counts the files that this kind and the larger ones
	// before it explain fully: every kind of theirs is among them.
	Explains int `json:"explains"`
}

// Pair is a line of the example before and after a change, and their
// line numbers in the old and the new text (0 and "" for a side that has
// no line: an insertion or a deletion).
type Pair struct {
	Old     string `json:"old"`
	New     string `json:"new"`
	OldLine int    `json:"old_line"`
	NewLine int    `json:"new_line"`
}

// Family is a group of kinds that change the same thing: a mnemonic's
// stem, a directive, a keyword, a class of operand (see package kinds).
type Family struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Count    int      `json:"count"`
	Kinds    []string `json:"kinds"` // its kinds' IDs, largest first
	Files    Paths    `json:"files"`
	Explains int      `json:"explains"` // as a kind's, for the families
}

// KindsStore keeps the kinds of change of a stored run (a *store.Store
// does): Classify reads them back instead of making them again, and
// saves them once made.
type KindsStore interface {
	RunKinds(ctx context.Context, runID int64) (version int, digest, data []byte, ok bool, err error)
	SaveRunKinds(ctx context.Context, runID int64, version int, digest, data []byte) error
	SaveRunKindsFrom(ctx context.Context, runID int64, version int, write func(w io.Writer) (digest []byte, err error)) error
}

// storedKinds is what is kept of a run's kinds.
type storedKinds struct {
	Kinds    []Kind      `json:"kinds"`
	Families []Family    `json:"families"`
	Langs    kinds.Langs `json:"langs"`
	// Notes are the changed files' notes (see File.Notes), by path.
	Notes map[string][]string `json:"notes,omitempty"`
}

// Classify gives every changed file its kinds and r its kinds and
// families, largest first: the kinds stage of a report's model. It reads
// the diffs from st through r's Differ (made here, and kept for the
// renderers: see [Report.Differ]). A stored run's kinds are made once:
// when st keeps kinds (see KindsStore), they are read back if the run has
// them, made from the same results, and saved once made. Kinds made by
// another version of the algorithm are shown as they were, with a note,
// unless recompute asks for them to be made again.
//
// Making them reads each changed file's diff whole, a window of files at a
// time (see makeKinds): memory holds the edits' signatures and an example
// of each, not the diffs.
func (r *Report) Classify(ctx context.Context, st Blobs, recompute bool) error {
	return r.classify(ctx, st, recompute, false)
}

// Reclassify makes r's kinds again, as Classify does, whatever a store
// keeps of them, and keeps the new ones in their place: for kinds read
// back that do not fit their files (see [Report.KindsFit]).
func (r *Report) Reclassify(ctx context.Context, st Blobs) error {
	for i := range r.Files {
		r.Files[i].Kinds, r.Files[i].Notes = nil, nil
	}
	r.kindsOf = changedKinds{}
	r.Kinds, r.Families, r.KindsNote, r.kindsStored = []Kind{}, []Family{}, "", false
	return r.classify(ctx, st, true, true)
}

func (r *Report) classify(ctx context.Context, st Blobs, recompute, again bool) error {
	r.fit = nil // of the kinds before
	if r.differ == nil {
		r.differ = NewDiffer(st, r)
	}
	df := r.differ
	start := time.Now()
	defer func() { r.KindsSeconds = float64(time.Since(start).Milliseconds()) / 1000 }()
	keep, _ := st.(KindsStore)
	var digest []byte
	if keep != nil && r.RunID > 0 && !again {
		// A row that cannot be read is made again, as one never stored.
		// Its digest is made only when there is a row to compare it with:
		// otherwise makeKinds makes it as it reads the files.
		v, d, data, ok, err := keep.RunKinds(ctx, r.RunID)
		if ok && err == nil {
			if digest, err = r.kindsDigest(); err != nil {
				return err
			}
		}
		if ok && err == nil && bytes.Equal(d, bound(digest, data)) && (v == kinds.Version || !recompute) && r.loadKinds(data) == nil {
			r.KindsVersion, r.kindsStored = v, true
			if v != kinds.Version {
				r.KindsNote = fmt.Sprintf("the kinds of run %d were made by kinds algorithm %d, and this corral makes them with %d: 'corral report --run %d --recompute-kinds' makes them again",
					r.RunID, v, kinds.Version, r.RunID)
			}
			df.langs = r.Langs
			return nil
		}
	}
	var h hash.Hash // the digest made as the files are read
	if keep != nil && r.RunID > 0 && digest == nil {
		h = r.newKindsHash()
	}
	if err := df.makeKinds(ctx, r, h); err != nil {
		return err
	}
	df.langs = r.Langs
	r.KindsVersion = kinds.Version
	if keep != nil && r.RunID > 0 {
		if digest == nil {
			digest = h.Sum(nil)
		}
		// A store that cannot be written (read-only, or another corral
		// holding it) only means the kinds are made again next time.
		_ = keep.SaveRunKindsFrom(ctx, r.RunID, kinds.Version, func(w io.Writer) ([]byte, error) {
			h := sha256.New() // bound(digest, data), as data is written
			h.Write(digest)
			err := writeStoredKinds(io.MultiWriter(h, w), storedKinds{r.Kinds, r.Families, r.Langs, r.notes()})
			return h.Sum(nil), err
		})
	}
	return nil
}

// writeStoredKinds writes sk as JSON, as json.Marshal would but for
// whitespace, a path of a kind's or a family's files at a time: the
// lists hold every changed file (100,000 paths in one kind), and their
// encoding whole, with the buffer it grew in, was the largest thing a
// check in which every file changed held at its end (docs/performance.md).
func writeStoredKinds(w io.Writer, sk storedKinds) error {
	jw := jsonListWriter{bw: bufio.NewWriterSize(w, 64<<10)}
	jw.bw.WriteByte('{')
	jw.kindsAndFamilies(sk.Kinds, sk.Families)
	rest, err := json.Marshal(struct {
		Langs kinds.Langs         `json:"langs"`
		Notes map[string][]string `json:"notes,omitempty"`
	}{sk.Langs, sk.Notes})
	if err != nil {
		return err
	}
	jw.bw.WriteByte(',')
	jw.bw.Write(rest[1:]) // without its "{"
	if jw.err != nil {
		return jw.err
	}
	return jw.bw.Flush()
}

// bound is what is kept beside a run's stored kinds: the SHA-256 of what
// they were made from (see kindsDigest) and of the kinds themselves, so
// that a row whose kinds were edited since, or that another run's kinds
// were copied into, is made again rather than read back.
func bound(digest, data []byte) []byte {
	h := sha256.New()
	h.Write(digest)
	h.Write(data)
	return h.Sum(nil)
}

// KindsSeal is the digest a store keeps beside data for it to be read
// back as r's kinds (see bound): for a tool that writes kinds into a
// store, such as a test of what an edited row does.
// Nil when the report's changed files cannot be read again: no row
// stored with it is read back.
func (r *Report) KindsSeal(data []byte) []byte {
	digest, err := r.kindsDigest()
	if err != nil {
		return nil
	}
	return bound(digest, data)
}

// KindsStored says whether r's kinds were read back from a store rather
// than made by this corral (see [Report.KindsFit]).
func (r *Report) KindsStored() bool { return r.kindsStored }

// KindsFit reports whether the kinds of a changed file fit its edits:
// it shows each of them (see kinds.Shows), and every edit of it is of
// their shapes or of a side effect some kind holds (see kinds.Covers: a
// side effect is a facet of the kind of its unit of output, which may
// be another file's). Kinds made here always do; kinds read back from a
// store are data anyone with the file can edit, and an edit that moves a
// file into a kind it does not show must not make an accept of that kind
// take it. A file whose --textconv fails now is taken to fit: its diff
// is not the one they were made from.
func (r *Report) KindsFit(ctx context.Context, f *File) (bool, error) {
	if r.differ == nil || f.Status != Changed || len(f.Kinds) == 0 {
		return true, nil
	}
	rd, err := r.differ.readSections(ctx, f, kinds.DiffNear)
	if err != nil {
		return false, err
	}
	secs := rd.secs
	if len(rd.notes) > 0 {
		// A --textconv that failed this time: the diff is not the one
		// the kinds were made from, and cannot tell against them.
		return true, nil
	}
	edits := r.differ.langs.Edits(f.Path, secs)
	if r.fit == nil {
		r.fit = newKindsFit(r.Kinds)
	}
	all := r.fit.sides
	for _, id := range f.Kinds {
		i, ok := r.fit.at[id]
		if !ok || !kinds.Shows(edits, r.Kinds[i].Shapes) {
			return false, nil
		}
		all = append(all[:len(all):len(all)], r.Kinds[i].Shapes...)
	}
	return kinds.Covers(edits, all), nil
}

// kindsFit is what KindsFit reads of the kinds for every file, made once
// for them: each kind's place by ID, and the side effects any kind holds.
type kindsFit struct {
	at    map[string]int
	sides []kinds.Shape
}

func newKindsFit(ks []Kind) *kindsFit {
	f := &kindsFit{at: make(map[string]int, len(ks))}
	for i, k := range ks {
		f.at[k.ID] = i
		for _, s := range k.Shapes {
			if s.Side {
				f.sides = append(f.sides, s)
			}
		}
	}
	return f
}

// kindsDigest is the SHA-256 of what a run's kinds are made from: each
// changed file's path, what changed, both results and how binary outputs
// are shown.
func (r *Report) kindsDigest() ([]byte, error) {
	h := r.newKindsHash()
	err := r.changedSource().all(func(c changed) error {
		hashFile(h, c.f)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the changed files: %w", err)
	}
	return h.Sum(nil), nil
}

// newKindsHash begins a kindsDigest: hashFile adds each changed file to
// it in path order.
func (r *Report) newKindsHash() hash.Hash {
	h := sha256.New()
	fmt.Fprintf(h, "%q\n", r.Textconv)
	return h
}

func hashFile(h hash.Hash, f *File) {
	fmt.Fprintf(h, "%q %q %s %s\n", f.Path, f.Changed, content(f.base), content(f.cur))
}

// content is what of a result its diffs are made from: its status and
// what it wrote, not its times or run.
func content(r *result.Result) string {
	if r == nil {
		return "-"
	}
	return fmt.Sprintf("%q %d %q %q %s %s %v", r.Status, r.ExitCode, r.Signal, r.Error, r.Stdout.Hash, r.Stderr.Hash, r.Outputs)
}

// loadKinds sets r's kinds, families and each changed file's kinds from
// stored data.
func (r *Report) loadKinds(data []byte) error {
	var sk storedKinds
	if err := json.Unmarshal(data, &sk); err != nil {
		return err
	}
	at := map[string]int{}
	for i := range r.Files {
		if r.Files[i].Status == Changed {
			at[r.Files[i].Path] = i
			r.Files[i].Kinds = r.Files[i].Kinds[:0]
			r.Files[i].Notes = nil
		}
	}
	// A streamed report keeps every changed file's kinds and notes in
	// kindsOf, those kept in Files too: a file may leave Files (see
	// MarkRegressions).
	streamed := r.pairs != nil
	var of changedKinds
	if streamed {
		of.reset(r.changed.len())
	}
	// find is the place of a changed file in the report's paths.
	find := func(path string) (int, bool) {
		if !streamed {
			return 0, false
		}
		return r.changed.find(path)
	}
	if err := r.loadNotes(sk.Notes, at, find, &of); err != nil {
		return err
	}
	// Stored data is checked before it is believed: a damaged or edited
	// row is made again rather than shown.
	for what, lang := range sk.Langs {
		if !lang.Known() {
			return fmt.Errorf("stored language %d of %s is not one this corral knows", lang, what)
		}
	}
	ids := map[string]int{} // each kind's place in sk.Kinds
	for n, k := range sk.Kinds {
		if _, twice := ids[k.ID]; !validID.MatchString(k.ID) || twice || len(k.Shapes) == 0 || k.Files.Len() == 0 || k.Count != k.Files.Len() {
			return fmt.Errorf("stored kind %q is not whole", k.ID)
		}
		ids[k.ID] = n
		var places []int32 // a streamed report's: its paths once, in r.changed
		for f := range k.Files.All() {
			i, kept := at[f]
			j, listed := find(f)
			if !kept && !listed {
				return fmt.Errorf("stored kind %s names %q, not a changed file", k.ID, f)
			}
			if kept {
				r.Files[i].Kinds = append(r.Files[i].Kinds, k.ID)
			}
			if listed {
				of.add(j, n)
				places = append(places, int32(j))
			}
		}
		if streamed {
			sk.Kinds[n].Files = pathsAt(&r.changed, places)
		}
	}
	if err := r.loadFamilies(&sk, ids, find, streamed); err != nil {
		return err
	}
	r.Kinds, r.Families, r.Langs, r.kindsOf = sk.Kinds, sk.Families, sk.Langs, of
	if r.Families == nil {
		r.Families = []Family{}
	}
	return nil
}

// loadFamilies checks sk's families against its kinds (ids, each kind's
// place by its ID) and, in a streamed report, holds their files by place (see
// Paths), a family of one kind its kind's list, as setKinds makes them.
func (r *Report) loadFamilies(sk *storedKinds, ids map[string]int, find func(string) (int, bool), streamed bool) error {
	inFamily := 0
	for n, f := range sk.Families {
		if len(f.Kinds) == 0 {
			return fmt.Errorf("stored family %q has no kind", f.ID)
		}
		if k, ok := ids[f.Kinds[0]]; streamed && len(f.Kinds) == 1 && ok && sk.Kinds[k].Files.equal(f.Files) {
			// A family of one kind has its files, as setKinds made it.
			sk.Families[n].Files = sk.Kinds[k].Files
		} else if streamed {
			places := make([]int32, 0, f.Files.Len())
			for p := range f.Files.All() {
				j, listed := find(p)
				if !listed {
					return fmt.Errorf("stored family %s names %q, not a changed file", f.ID, p)
				}
				places = append(places, int32(j))
			}
			sk.Families[n].Files = pathsAt(&r.changed, places)
		}
		for _, id := range f.Kinds {
			if _, ok := ids[id]; !ok {
				return fmt.Errorf("stored family %q names kind %q, not a kind of the run", f.ID, id)
			}
			inFamily++
		}
	}
	if len(sk.Families) > 0 && inFamily != len(sk.Kinds) {
		return fmt.Errorf("stored families hold %d kinds of %d", inFamily, len(sk.Kinds))
	}
	return nil
}

// loadNotes gives stored notes to the changed files kept in Files (at
// their index in at) and to the report's paths (find, into of).
func (r *Report) loadNotes(stored map[string][]string, at map[string]int, find func(string) (int, bool), of *changedKinds) error {
	for path, notes := range stored {
		i, kept := at[path]
		_, listed := find(path)
		if !kept && !listed {
			return fmt.Errorf("stored notes name %q, not a changed file", path)
		}
		if kept {
			r.Files[i].Notes = notes
		}
		if listed {
			of.addNotes(path, notes)
		}
	}
	return nil
}

// notes are the changed files' notes, by path; nil when there are none.
func (r *Report) notes() map[string][]string {
	var out map[string][]string
	for _, f := range r.Files {
		if len(f.Notes) > 0 {
			if out == nil {
				out = map[string][]string{}
			}
			out[f.Path] = f.Notes
		}
	}
	for path, notes := range r.kindsOf.notes {
		if out == nil {
			out = map[string][]string{}
		}
		out[path] = notes
	}
	return out
}

// sniffFiles is how many changed files, the first in path order, decide
// a run's languages: the same on any machine.
const sniffFiles = 32

var validID = regexp.MustCompile(`^k[0-9a-f]{7}$`)

// makeKinds makes the kinds of r's changed files (see Classify).
//
// The files are read, diffed and cut into edits by GOMAXPROCS goroutines
// (with --textconv rules, by as many as the run had jobs, so that the
// conversions, which wait on processes more than they use a CPU, fill
// the converter's pool of --jobs), and added to the catalog in path
// order: the kinds do not depend on the order the work finished in. At
// most window files are read and not yet added, so that memory holds
// that many diffs whatever the number of files, and no file waits for
// the slowest of a batch: cut in batches, a check of large outputs kept
// its two CPUs busy 138 % of the time (docs/corral.md, "Kinds of
// change"). The first sniffFiles files' lines decide each section's
// language for the whole run (see kinds.Sniffer).
//
// With digest, it adds each changed file to it (see kindsDigest) as it
// reads them: a streamed report's files are read from the store once.
func (d *Differ) makeKinds(ctx context.Context, r *Report, digest hash.Hash) error {
	raise, release := roomyGC()
	defer release()
	src := r.changedSource()
	feed := src.all // on the feeder's goroutine; inOrder ends it before it returns
	if digest != nil {
		feed = func(yield func(changed) error) error {
			return src.all(func(c changed) error {
				hashFile(digest, c.f)
				return yield(c)
			})
		}
	}
	workers := runtime.GOMAXPROCS(0)
	if len(r.Textconv) > 0 {
		workers = max(workers, r.Jobs)
	}
	cached := d.wholeCached()
	readOne := func(f *File) (read, error) {
		if c, ok := cached[f.Path]; ok {
			return c, nil
		}
		return d.readSections(ctx, f, kinds.DiffNear)
	}
	langs, memo := r.Langs, kinds.NewMemo()
	var first []read // the files read to sniff the languages
	if langs == nil {
		var err error
		var sn kinds.Sniffer
		if first, err = readFirst(src, sniffFiles, workers, readOne, func(f *File, rd read) { sn.Add(f.Path, rd.secs) }); err != nil {
			return err
		}
		langs = sn.Langs()
	}
	// Those read to sniff decide the pace before the rest are read.
	pace := pacer{raise: raise, total: r.changedCount()}
	for _, rd := range first {
		pace.add(rd)
	}
	type cut struct {
		read  read
		edits []kinds.Edit
	}
	var cat kinds.Catalog
	files := changedFiles{cut: src.cut}
	cutNotes := map[string][]string{}
	err := inOrder(ctx, feed, workers, max(sniffFiles, 16*workers), func(j int, c changed) (out cut, err error) {
		if j < len(first) {
			out.read, first[j] = first[j], read{}
		} else if out.read, err = readOne(c.f); err != nil {
			return out, err
		}
		out.edits = memo.Edits(langs, c.f.Path, out.read.secs)
		return out, nil
	}, func(j int, c changed, out cut) {
		if c.kept >= 0 { // the renderers show no diff of a file left out
			d.keep(c.f.Path, out.read)
			c.f.Notes = out.read.notes
		}
		files.add(j, c)
		if j >= len(first) {
			pace.add(out.read)
		}
		if r.pairs != nil && len(out.read.notes) > 0 {
			// Every file's, should it leave Files (see MarkRegressions);
			// kindsOf's after: the source reads them.
			cutNotes[c.f.Path] = out.read.notes
		}
		cat.Add(out.edits)
	})
	if err != nil {
		return err
	}
	r.Langs = langs
	r.kindsOf.notes = cutNotes
	r.group(&cat, &files)
	return nil
}

// group groups the edits of cat into kinds and puts them in r (see
// setKinds), and empties cat.
func (r *Report) group(cat *kinds.Catalog, files *changedFiles) {
	// The diffs read are garbage now, and the heap they grew is mostly
	// free: given back to the system before the grouping, whose lists of
	// every changed file take new pages, it is not resident beside them.
	// A report of 300,000 changed files peaked at 101 and 102 MB so, at
	// 105 to 116 without (docs/performance.md). The collection it forces
	// marks what is live (the catalog, the report, the diffs kept for the
	// renderers): as one of the collector's own cycles would, a few times a
	// second while diffs are read.
	debug.FreeOSMemory()
	g := cat.Split()
	// The catalog is done with: dropped, it is not live while the report
	// takes its lists of paths.
	*cat = kinds.Catalog{}
	r.setKinds(g, files)
	// The grouping's working lists (each file's shapes and kinds) are
	// garbage in turn, and the report's writers take new pages: given back
	// too, the same report peaked at 92.3 and 94.3 MB, at 104.3 and 98.7
	// without (docs/performance.md). One more collection, of the report's
	// live heap alone.
	debug.FreeOSMemory()
}

// wholeCached are the whole diffs an earlier pass kept, looked up before
// any goroutine starts: keep adds to the cache as files are added.
func (d *Differ) wholeCached() map[string]read {
	cached := map[string]read{}
	for path, c := range d.cache {
		if c.lines == 0 && c.fits(kinds.DiffNear) {
			cached[path] = c.read
		}
	}
	return cached
}

// pacer raises the collector's pace (see roomyGC) where the first
// sniffFiles diffs of the total are large (see largeDiff), given as they
// come.
type pacer struct {
	raise              func()
	sized, size, total int
}

func (p *pacer) add(rd read) {
	if p.sized < sniffFiles {
		p.sized++
		p.size += sectionsSize(rd.secs)
		if p.sized == min(sniffFiles, p.total) && p.size >= p.sized*largeDiff {
			p.raise()
		}
	}
}

// readFirst reads the first n changed files of src with read1, workers at
// a time, and gives each to use in path order.
func readFirst(src changedSource, n, workers int, read1 func(*File) (read, error), use func(*File, read)) ([]read, error) {
	var files []*File
	if err := src.first(n, func(c changed) error { files = append(files, c.f); return nil }); err != nil {
		return nil, err
	}
	out := make([]read, len(files))
	var g errgroup.Group
	g.SetLimit(workers)
	for j := range out {
		g.Go(func() (err error) { out[j], err = read1(files[j]); return err })
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	for j, f := range files {
		use(f, out[j])
	}
	return out, nil
}

// inOrder calls work with each of src's items and its place j in src's
// order, workers at a time, and use with each result in that order, on
// the caller's goroutine: at most window results are made and not yet
// used, whatever order the work ends in, and src is read no further
// ahead. The first error of src or work (or ctx's) stops it and is
// returned once every work under way has ended.
func inOrder[In, Out any](ctx context.Context, src func(yield func(In) error) error, workers, window int, work func(int, In) (Out, error), use func(int, In, Out)) error {
	type job struct {
		j  int
		in In
	}
	type done struct {
		in  In
		v   Out
		err error
	}
	slots := make([]chan done, window) // j's result, in slots[j%window]
	for k := range slots {
		slots[k] = make(chan done, 1)
	}
	var wg sync.WaitGroup
	defer wg.Wait() // after stop: the workers end once the feeding does
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	// j+window and on wait for j to be used: each lands in a slot the
	// user has emptied.
	room := make(chan struct{}, window)
	for range window {
		room <- struct{}{}
	}
	next := make(chan job)
	for range workers {
		wg.Go(func() {
			for jb := range next {
				v, err := work(jb.j, jb.in)
				slots[jb.j%window] <- done{jb.in, v, err}
			}
		})
	}
	// The feeder: fedN and fedErr are set before fed is closed.
	fed := make(chan struct{})
	var fedN int
	var fedErr error
	wg.Go(func() {
		defer close(fed)
		defer close(next)
		fedErr = src(func(in In) error {
			select {
			case <-room:
			case <-ctx.Done():
				return ctx.Err()
			}
			select {
			case next <- job{fedN, in}:
				fedN++
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	})
	for j := 0; ; j++ {
		var d done
		select {
		case d = <-slots[j%window]:
		case <-fed:
			if fedErr != nil || j == fedN {
				return fedErr
			}
			select {
			case d = <-slots[j%window]:
			case <-ctx.Done():
				return ctx.Err()
			}
		case <-ctx.Done():
			return ctx.Err()
		}
		if d.err != nil {
			return d.err
		}
		use(j, d.in, d.v)
		room <- struct{}{}
	}
}

// kindsGC is the collector's GOGC while the kinds of large diffs are
// made: they allocate much that dies young (a file's diff, its lines'
// tokens), and collect it less often so. GOGC is the process's: the heap
// may grow to five times all that is live, not the kinds' alone (what it
// buys and costs: docs/corral.md, "Kinds of change").
const kindsGC = 400

// largeDiff is the mean size of the first files' diffs (see
// sectionsSize) from which kinds raise the collector's pace to kindsGC.
// Measured on stored checks, kinds made again (docs/performance.md,
// "Memory against the corpus"): where diffs are large (Go listings with
// -race, Python's AST dump: kilobytes a file) GOGC 400 made the kinds 18
// to 25 % faster; where they are small, as in a check of 100,000 changed
// files of a line each, it bought 7 % and made the peak 155 MB where
// GOGC 100's is 110 MB: the live heap is then the report's, which GOGC
// multiplies.
const largeDiff = 4 << 10

// kindsRoom bounds what the process grows by while kinds are made: a
// soft memory limit (debug.SetMemoryLimit) of the memory in use when
// kinds start and as much again, at least kindsRoom. GOGC 400 over a
// large live heap grew a check to five times that: 901 MB of RSS at
// 100,000 tiny files (docs/performance.md). At 64 MiB the kinds of large
// diffs were 2 to 3 times slower than at 256 (their live heap near the
// limit, the collector ran all the time).
const kindsRoom = 256 << 20

// The makings of kinds under way, under gcMu: the first sets a memory
// limit (see kindsRoom), the first to raise the pace raises GOGC to
// kindsGC, and the last of each puts back what was.
var (
	gcMu        sync.Mutex
	gcRoom      int
	gcRaised    int
	gcBefore    int
	limitBefore int64 // the memory limit before, or -1 when ours was not set
)

// roomyGC bounds the process's memory while kinds are made, and returns
// raise, which raises GOGC for this making (see largeDiff), and release,
// which puts back what was.
func roomyGC() (raise, release func()) {
	gcMu.Lock()
	defer gcMu.Unlock()
	if gcRoom == 0 {
		limitBefore = -1
		if before := debug.SetMemoryLimit(-1); before == math.MaxInt64 {
			// No limit of the user's (GOMEMLIMIT): ours.
			used := memoryInUse()
			debug.SetMemoryLimit(used + max(kindsRoom, used))
			limitBefore = before
		}
	}
	gcRoom++
	raised := false
	raise = func() {
		gcMu.Lock()
		defer gcMu.Unlock()
		if raised {
			return
		}
		raised = true
		if gcRaised++; gcRaised == 1 {
			gcBefore = debug.SetGCPercent(kindsGC)
			if gcBefore < 0 || gcBefore > kindsGC {
				// GOGC=off, or higher than ours: theirs stands.
				debug.SetGCPercent(gcBefore)
			}
		}
	}
	release = func() {
		gcMu.Lock()
		defer gcMu.Unlock()
		if raised {
			if gcRaised--; gcRaised == 0 {
				debug.SetGCPercent(gcBefore)
			}
		}
		if gcRoom--; gcRoom == 0 && limitBefore >= 0 {
			debug.SetMemoryLimit(limitBefore)
		}
	}
	return raise, release
}

// memoryInUse is the memory the Go runtime holds that its memory limit
// counts: all it mapped, less the heap it gave back to the system.
func memoryInUse() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}

// setKinds puts a grouping of the changed files (files says which is its
// file j) in the report: its kinds, families and each file's kinds. It
// takes g: each list of files it holds is dropped once it is read, as a
// check of a million changed files holds this whole while its report is
// made.
func (r *Report) setKinds(g kinds.Grouping, files *changedFiles) {
	explained := kinds.Explained(len(g.Kinds), g.OfFile)
	fexplained := g.FamiliesExplained()
	if r.pairs != nil {
		r.kindsOf.reset(g.OfFile.Len())
	}
	for j, ks := range g.OfFile.All() {
		if f := files.file(r, j); f != nil {
			f.Kinds = f.Kinds[:0]
			for _, k := range ks {
				f.Kinds = append(f.Kinds, g.Kinds[k].ID)
			}
		}
		if r.pairs != nil {
			for _, k := range ks {
				r.kindsOf.add(j, int(k))
			}
		}
	}
	g.OfFile = kinds.FileGroups{}
	r.Kinds = r.Kinds[:0]
	for n, k := range g.Kinds {
		rk := Kind{ID: k.ID, Count: len(k.Files), Edit: k.Edit, Shapes: k.Shapes,
			Example: files.path(r, k.Example), Explains: explained[n+1], Family: g.Families[g.FamilyOf[n]].ID}
		for _, s := range k.Shapes {
			if !slices.Contains(rk.Changed, s.What) {
				rk.Changed = append(rk.Changed, s.What)
			}
		}
		rk.Diff = k.Diff // whole: the terminal cuts long lines as it shows them
		rk.Pair = pairOf(k)
		rk.Files = files.paths(r, k.Files)
		g.Kinds[n].Files = nil
		r.Kinds = append(r.Kinds, rk)
	}
	r.Families = r.Families[:0]
	for n, f := range g.Families {
		rf := Family{ID: f.ID, Name: f.Name, Count: len(f.Files), Explains: fexplained[n+1]}
		for _, k := range f.Kinds {
			rf.Kinds = append(rf.Kinds, g.Kinds[k].ID)
		}
		if len(f.Kinds) == 1 && r.Kinds[f.Kinds[0]].Files.Len() == len(f.Files) {
			// A family of one kind has its files (both ascending, by
			// path): one list, read only, serves both.
			rf.Files = r.Kinds[f.Kinds[0]].Files
		} else {
			rf.Files = files.paths(r, f.Files)
		}
		g.Families[n].Files = nil
		r.Families = append(r.Families, rf)
	}
}

// pairOf is a kind's example as one line before and one after: the first
// removed and the first added line of its diff.
func pairOf(k kinds.Kind) *Pair {
	p := &Pair{OldLine: k.OldLine, NewLine: k.NewLine}
	for _, l := range k.Diff {
		switch {
		case strings.HasPrefix(l, "-") && p.Old == "" && p.OldLine != 0:
			p.Old = l[1:]
		case strings.HasPrefix(l, "+") && p.New == "" && p.NewLine != 0:
			p.New = l[1:]
		}
	}
	if p.Old == "" && p.New == "" {
		return nil
	}
	return p
}

// FileKinds returns the kinds of the changed file at path.
func (r *Report) FileKinds(path string) []string {
	for _, f := range r.Files {
		if f.Path == path {
			return f.Kinds
		}
	}
	return nil
}

// KindsToExplain is the fewest kinds, largest first, that explain at
// least the fraction frac of the changed files fully.
func (r *Report) KindsToExplain(frac float64) int {
	explains := make([]int, len(r.Kinds))
	for i, k := range r.Kinds {
		explains[i] = k.Explains
	}
	return toExplain(explains, frac)
}

// toExplain is the fewest groups (kinds or families, largest first, each
// with how many files it and the ones before explain) that explain at
// least the fraction frac of the last count.
func toExplain(explains []int, frac float64) int {
	if len(explains) == 0 {
		return 0
	}
	total := explains[len(explains)-1]
	for n, e := range explains {
		if float64(e) >= frac*float64(total) {
			return n + 1
		}
	}
	return len(explains)
}

// kindLines is how many changed lines of a kind's example the terminal
// shows, kindFiles how many of its files, and kindsShown how many kinds.
const (
	kindLines  = 6
	kindFiles  = 5
	kindsShown = 20
)

// printKinds writes the kinds of change, largest first, each with its
// example (a before → after pair with its line numbers, then a few
// changed lines) and its first files, and how many files they explain.
// When the kinds fall into several families, each family comes with its
// kinds.
func (p *Printer) printKinds(r *Report) {
	if r.KindsNote != "" {
		fmt.Fprintf(p.W, "%s: %s\n", p.paint(bold, "note"), r.KindsNote)
	}
	if len(r.Kinds) == 0 {
		return
	}
	total := r.Kinds[len(r.Kinds)-1].Explains
	fams := ""
	if len(r.Families) > 1 {
		fams = " (" + words.Plural(len(r.Families), "family", "families") + ")"
	}
	fmt.Fprintf(p.W, "%s: %s in %s%s, largest first; a file shows every kind of its edits ('corral accept --kind ID' accepts the files all of whose edits are of the kinds given)\n",
		p.paint(bold, "kinds of change"), plural(len(r.Kinds), "kind"), plural(total, "changed file"), fams)
	byID := map[string]*Kind{}
	for i := range r.Kinds {
		byID[r.Kinds[i].ID] = &r.Kinds[i]
	}
	shown, shownIDs := 0, map[string]bool{}
	// Families head their kinds where they group some.
	if !r.FamiliesGroupKinds() {
		for i := range r.Kinds {
			if shown == kindsShown {
				break
			}
			p.printKind(&r.Kinds[i], "  ")
			shownIDs[r.Kinds[i].ID] = true
			shown++
		}
	} else {
		for _, f := range r.Families {
			if shown == kindsShown {
				break
			}
			fmt.Fprintf(p.W, "  %s %s: %s, %s\n", p.paint(bold, "family"), Printable([]byte(f.Name)), plural(len(f.Kinds), "kind"), plural(f.Count, "file"))
			for _, id := range f.Kinds {
				if shown == kindsShown {
					break
				}
				k := byID[id]
				if k == nil {
					continue
				}
				p.printKind(k, "    ")
				shownIDs[id] = true
				shown++
			}
		}
	}
	if shown < len(r.Kinds) {
		fmt.Fprintf(p.W, "  … and %s more (all in --json, the largest in --html)\n", plural(len(r.Kinds)-shown, "kind"))
	}
	if shown == 0 {
		return
	}
	need := r.KindsToExplain(0.95)
	fmt.Fprintf(p.W, "  the %s shown %s %d of %s fully; the first %s %s 95 %%",
		plural(shown, "kind"), verb(shown, "explains", "explain"), r.explainedBy(shownIDs), plural(total, "changed file"),
		plural(need, "kind"), verb(need, "explains", "explain"))
	if len(r.Families) > 1 {
		fn := r.FamiliesToExplain(0.95)
		fmt.Fprintf(p.W, ", the first %d of %d families", fn, len(r.Families))
	}
	fmt.Fprintln(p.W)
}

// printKind writes one kind: its line, its example and its first files.
func (p *Printer) printKind(k *Kind, indent string) {
	more := ""
	if len(k.Shapes) > 1 {
		more = fmt.Sprintf("  (+%s)", plural(len(k.Shapes)-1, "shape"))
	}
	fmt.Fprintf(p.W, "%s%s  %s  %s  %s%s\n", indent, p.paint(cyan, Printable([]byte(k.ID))), plural(k.Count, "file"),
		Printable([]byte(strings.Join(k.Changed, ", "))), Printable([]byte(k.Edit)), more)
	if pr := k.Pair; pr != nil {
		fmt.Fprintf(p.W, "%s  e.g. %s:\n", indent, pairWhere(k.Example, pr))
	}
	shown := 0
	for _, l := range k.Diff {
		if shown == kindLines {
			break
		}
		fmt.Fprintln(p.W, indent+"  "+p.colorLine(cutLine(l)))
		shown++
	}
	names := make([]string, 0, kindFiles)
	for i := range min(kindFiles, k.Files.Len()) {
		names = append(names, Quote(k.Files.At(i)))
	}
	rest := ""
	if k.Files.Len() > kindFiles {
		rest = fmt.Sprintf(", … and %d more", k.Files.Len()-kindFiles)
	}
	fmt.Fprintf(p.W, "%s  files: %s%s\n", indent, strings.Join(names, ", "), rest)
}

// pairWhere says where a kind's example pair stands: "a.s, line 12 →
// 14", "a.s, new line 8", "a.s, old line 3".
func pairWhere(example string, pr *Pair) string {
	return Quote(example) + ", " + pairLines(pr)
}

// pairLines is where a pair stands: "line 12 → 14", "new line 8", "old
// line 3".
func pairLines(pr *Pair) string {
	switch {
	case pr.OldLine == 0:
		return fmt.Sprintf("new line %d", pr.NewLine)
	case pr.NewLine == 0:
		return fmt.Sprintf("old line %d", pr.OldLine)
	}
	return fmt.Sprintf("line %d → %d", pr.OldLine, pr.NewLine)
}

// explainedBy counts the changed files all of whose kinds are in ids.
func (r *Report) explainedBy(ids map[string]bool) int {
	if r.pairs != nil {
		return r.kindsOf.explainedBy(r, ids)
	}
	n := 0
	for i := range r.Files {
		f := &r.Files[i]
		if f.Status != Changed || len(f.Kinds) == 0 {
			continue
		}
		all := true
		for _, k := range f.Kinds {
			all = all && ids[k]
		}
		if all {
			n++
		}
	}
	return n
}

// FamiliesToExplain is the fewest families, largest first, that explain
// at least the fraction frac of the changed files fully.
func (r *Report) FamiliesToExplain(frac float64) int {
	explains := make([]int, len(r.Families))
	for i, f := range r.Families {
		explains[i] = f.Explains
	}
	return toExplain(explains, frac)
}

func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
