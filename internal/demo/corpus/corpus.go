// Package corpus generates a deterministic body of BASIC programs for bcom,
// written as a TAR: programs of realistic variety and size in a tree of
// directories, the HDR_ headers they INCLUDE, and a few programs with
// deliberate syntax errors. The same Config always gives the same bytes.
package corpus

import (
	"archive/tar"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// Config describes a corpus.
type Config struct {
	Files     int     // programs, not counting headers
	Bytes     int64   // approximate total size of the programs
	Seed      uint64  // the same seed gives the same corpus
	ErrorRate float64 // fraction of programs with a syntax error
	StepRate  float64 // fraction of programs using FOR ... STEP (changed by bcom -variant 2)
}

// Stats describe a written corpus.
type Stats struct {
	Programs, Headers, WithErrors, WithStep int
	Bytes                                   int64
}

// headerBase is where header line numbers start; programs stay below it.
const headerBase = 900000

var modTime = time.Date(2011, 6, 1, 0, 0, 0, 0, time.UTC)

// Write writes the corpus to w as a TAR, headers first.
func Write(w io.Writer, cfg Config) (Stats, error) {
	if cfg.Files < 1 {
		return Stats{}, fmt.Errorf("corpus needs at least one file")
	}
	var st Stats
	tw := tar.NewWriter(w)
	st.Headers = max(4, min(cfg.Files/100, 400))
	for k := range st.Headers {
		if err := add(tw, headerName(k), header(k)); err != nil {
			return st, err
		}
	}
	avg := max(cfg.Bytes/int64(cfg.Files), 200)
	for i := range cfg.Files {
		r := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
		g := &gen{r: r, headers: st.Headers}
		g.step = r.Float64() < cfg.StepRate
		g.broken = r.Float64() < cfg.ErrorRate
		size := avg/2 + r.Int64N(avg+1)
		text := g.program(int(size))
		if g.step {
			st.WithStep++
		}
		if g.broken {
			st.WithErrors++
		}
		st.Programs++
		st.Bytes += int64(len(text))
		if err := add(tw, programName(r, i), text); err != nil {
			return st, err
		}
	}
	return st, tw.Close()
}

func add(tw *tar.Writer, name, text string) error {
	hdr := &tar.Header{Name: name, Mode: 0o644, Size: int64(len(text)), ModTime: modTime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
	if err := tw.WriteHeader(hdr); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	if _, err := io.WriteString(tw, text); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

var areas = []string{"billing", "ledger", "stock", "payroll", "orders", "reports", "customers", "shipping"}

func headerName(k int) string { return fmt.Sprintf("HDR_%s_%03d.bas", areas[k%len(areas)], k) }

func programName(r *rand.Rand, i int) string {
	area := areas[r.IntN(len(areas))]
	return fmt.Sprintf("src/%s/mod%02d/%s_%05d.bas", area, r.IntN(20), area, i)
}

// header is a subroutine library: entry points at headerBase+k*100+10*e.
func header(k int) string {
	var b strings.Builder
	base := headerBase + k*100
	fmt.Fprintf(&b, "%d REM %s: shared routines\n", base, headerName(k))
	for e := range 3 {
		n := base + 10 + 30*e
		fmt.Fprintf(&b, "%d PRINT \"%s.%d \"; H%d\n", n, areas[k%len(areas)], e, e)
		fmt.Fprintf(&b, "%d H%d = (H%d * %d + %d) MOD 997\n", n+10, e, e, 3+k%5, e+k)
		fmt.Fprintf(&b, "%d RETURN\n", n+20)
	}
	return b.String()
}

// gen writes one program.
type gen struct {
	r       *rand.Rand
	b       strings.Builder
	line    int
	headers int
	step    bool
	broken  bool
	incl    []int
}

func (g *gen) emit(format string, args ...any) {
	g.line += 10
	fmt.Fprintf(&g.b, "%d ", g.line)
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

var vars = []string{"A", "B", "C", "N", "X", "Y", "TOTAL", "COUNT", "QTY", "PRICE"}

var words = []string{"invoice", "total", "customer", "balance", "due", "paid", "item", "stock", "order", "tax", "net", "gross"}

func (g *gen) v() string { return vars[g.r.IntN(len(vars))] }

func (g *gen) expr() string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprint(g.r.IntN(1000))
	case 1:
		return fmt.Sprintf("(%s + %d) MOD 1000", g.v(), g.r.IntN(100))
	case 2:
		return fmt.Sprintf("(%s * %d + %s) MOD 997", g.v(), 2+g.r.IntN(9), g.v())
	}
	return fmt.Sprintf("%s / %d - %s / 3", g.v(), 1+g.r.IntN(7), g.v())
}

func (g *gen) program(size int) string {
	n := 1 + g.r.IntN(3)
	for len(g.incl) < n {
		if k := g.r.IntN(g.headers); !slices.Contains(g.incl, k) {
			g.incl = append(g.incl, k)
		}
	}
	g.emit("REM generated program; %d bytes wanted", size)
	for _, v := range vars {
		g.emit("LET %s = %d", v, g.r.IntN(100))
	}
	brokenAt := -1
	if g.broken {
		brokenAt = size / 2
	}
	for g.b.Len() < size {
		if brokenAt >= 0 && g.b.Len() >= brokenAt {
			g.emit([]string{"LET = %d", "PRINT %d $", "IF X > %d PRINT X", "GOTO"}[g.r.IntN(4)], g.r.IntN(9))
			brokenAt = -1
			continue
		}
		g.block()
	}
	g.emit("PRINT \"done \"; TOTAL")
	g.emit("END")
	for _, k := range g.incl {
		fmt.Fprintf(&g.b, "INCLUDE \"%s\"\n", headerName(k))
	}
	return g.b.String()
}

// block writes a few statements of one kind.
func (g *gen) block() {
	switch g.r.IntN(10) {
	case 0:
		g.emit("REM %s %s for %s", words[g.r.IntN(len(words))], words[g.r.IntN(len(words))], areas[g.r.IntN(len(areas))])
	case 1, 2:
		g.emit("%s = %s", g.v(), g.expr())
	case 3:
		g.emit("PRINT \"%s \"; %s; \" %s \"; %s", words[g.r.IntN(len(words))], g.v(), words[g.r.IntN(len(words))], g.v())
	case 4:
		g.emit("IF %s > %d AND %s <> %d THEN PRINT \"%s\", %s", g.v(), g.r.IntN(500), g.v(), g.r.IntN(50), words[g.r.IntN(len(words))], g.v())
	case 5:
		target := g.line + 30
		g.emit("IF %s < %d THEN %d", g.v(), g.r.IntN(500), target)
		g.emit("TOTAL = (TOTAL + %s) MOD 100000", g.v())
		g.emit("COUNT = COUNT + 1")
	case 6:
		k := g.incl[g.r.IntN(len(g.incl))]
		g.emit("GOSUB %d", headerBase+k*100+10+30*g.r.IntN(3))
	case 7, 8:
		loop := "I"
		if g.step && g.r.IntN(2) == 0 {
			g.emit("FOR %s = %d TO 1 STEP -%d", loop, 2+g.r.IntN(8), 1+g.r.IntN(2))
		} else {
			g.emit("FOR %s = 1 TO %d", loop, 2+g.r.IntN(8))
		}
		g.emit("  TOTAL = (TOTAL + %s * I) MOD 100000", g.v())
		if g.r.IntN(3) == 0 {
			g.emit("  FOR J = 1 TO 3")
			g.emit("    QTY = (QTY + J) MOD 1000")
			g.emit("  NEXT J")
		}
		g.emit("NEXT %s", loop)
	default:
		g.emit("PRICE = %s", g.expr())
		g.emit("PRINT \"%s\"; PRICE", words[g.r.IntN(len(words))])
	}
}
