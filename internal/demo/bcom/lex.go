package bcom

import (
	"fmt"
	"strings"
)

type tokKind int

const (
	tEOL tokKind = iota
	tNum
	tStr
	tIdent
	tOp
)

type token struct {
	kind tokKind
	text string // identifiers upper-cased; strings without quotes
}

func (t token) String() string {
	switch t.kind {
	case tEOL:
		return "end of line"
	case tStr:
		return fmt.Sprintf("%q", t.text)
	}
	return "'" + t.text + "'"
}

// lex splits one line into tokens. A REM swallows the rest of the line.
func lex(line string) ([]token, error) {
	var toks []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(line) && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			toks = append(toks, token{tNum, line[i:j]})
			i = j
		case isLetter(c):
			j := i
			for j < len(line) && (isLetter(line[j]) || line[j] >= '0' && line[j] <= '9' || line[j] == '_') {
				j++
			}
			word := strings.ToUpper(line[i:j])
			toks = append(toks, token{tIdent, word})
			i = j
			if word == "REM" {
				return toks, nil
			}
		case c == '"':
			j := strings.IndexByte(line[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("unterminated string")
			}
			toks = append(toks, token{tStr, line[i+1 : i+1+j]})
			i += j + 2
		case strings.HasPrefix(line[i:], "<=") || strings.HasPrefix(line[i:], ">=") || strings.HasPrefix(line[i:], "<>"):
			toks = append(toks, token{tOp, line[i : i+2]})
			i += 2
		case strings.IndexByte("+-*/()=<>;,", c) >= 0:
			toks = append(toks, token{tOp, string(c)})
			i++
		default:
			return nil, fmt.Errorf("unexpected character %q", c)
		}
	}
	return toks, nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
