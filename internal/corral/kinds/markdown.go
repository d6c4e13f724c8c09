package kinds

import "strings"

// Markdown (README.md, docs): prose whose lines break where a writer or
// a formatter wrapped them, not where the text says so: a paragraph
// re-wrapped (Prettier's --prose-wrap, a new width) is an edit of layout,
// as code re-wrapped is, where a program's output of prose keeps its
// breaks. Quotes are marks of punctuation, not literals (an apostrophe,
// a quotation that runs over a line's end), a URL is words and marks,
// and "<!-- -->" is a comment. It is told by its marks: links and images,
// fences, items of lists, quotes, tables' rows, HTML comments.

// markdownLine reports whether a line has a mark of Markdown's.
func markdownLine(l string) bool {
	t := strings.TrimLeft(l, " \t")
	switch {
	case markdownMark(l), strings.HasPrefix(t, "<!--"), strings.HasPrefix(t, "> ") && len(t) > 2:
		return true
	case len(t) > 2 && (t[0] == '-' || t[0] == '+') && t[1] == ' ' && t[2] != ' ':
		// An item of a list, not YAML's ("- name: x").
		first, _, _ := strings.Cut(t[2:], " ")
		return !strings.HasSuffix(first, ":") || strings.ContainsAny(first, "`[*")
	case len(t) > 3 && t[0] == '|' && strings.HasSuffix(strings.TrimRight(t, " "), "|"):
		return true // a table's row
	}
	// An item of a numbered list: "1. Text".
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i < 4 && strings.HasPrefix(t[i:], ". ") && len(t) > i+2 && t[i+2] != ' '
}

// markdownMark reports whether a line has a mark that only Markdown
// writes, a link or image ("](") or a fence: items of lists, tables'
// rows and numbered lines are a program's output as often, and a
// section is Markdown only where such a mark is seen too.
func markdownMark(l string) bool { return strings.Contains(l, "](") || fence(l) }

// fence reports whether a line opens or closes a fenced block of code:
// three backticks or more, or "~~~" and an info string ("~~~python"), not
// reStructuredText's underline of tildes ("~~~~~~~~").
func fence(l string) bool {
	t := strings.TrimLeft(l, " \t")
	if strings.HasPrefix(t, "```") {
		return true
	}
	rest, ok := strings.CutPrefix(t, "~~~")
	return ok && strings.Trim(rest, "~") == rest && !strings.ContainsAny(strings.TrimSpace(rest), " ~")
}

// Markup (HTML, XML) is text wrapped anywhere too, outside a <pre>: an
// HTML printer's new width (HTML Tidy's -w) re-wraps its paragraphs and
// its tags' attributes. It is told by lines that start with a tag.

// markupLine reports whether a line starts with a tag that only markup
// writes: one that closes ("</div>", "<br/>"), holds an attribute
// ('<p class="x">'), or declares ("<!DOCTYPE", "<?xml", "<!-- "); a
// program's "<nil>" is none.
func markupLine(l string) bool {
	t := strings.TrimLeft(l, " \t")
	if len(t) < 3 || t[0] != '<' {
		return false
	}
	switch c := t[1]; {
	case c == '/' || c == '!' || c == '?':
		return true
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		return strings.Contains(t, "</") || strings.Contains(t, "=\"") || strings.Contains(t, "/>")
	}
	return false
}

// mdComment reports whether an HTML comment starts at l[i].
func mdComment(l string, i int) bool { return strings.HasPrefix(l[i:], "<!--") }
