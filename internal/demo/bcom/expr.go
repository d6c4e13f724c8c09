package bcom

import "fmt"

// cond parses a condition: comparisons joined by AND and OR.
func (c *compiler) cond() (string, error) {
	left, err := c.comparison()
	if err != nil {
		return "", err
	}
	for {
		switch {
		case c.accept(tIdent, "AND"):
			right, err := c.comparison()
			if err != nil {
				return "", err
			}
			left = fmt.Sprintf("(%s && %s)", left, right)
		case c.accept(tIdent, "OR"):
			right, err := c.comparison()
			if err != nil {
				return "", err
			}
			left = fmt.Sprintf("(%s || %s)", left, right)
		default:
			return left, nil
		}
	}
}

var relops = map[string]string{"=": "==", "<>": "!=", "<": "<", ">": ">", "<=": "<=", ">=": ">="}

func (c *compiler) comparison() (string, error) {
	left, err := c.expr()
	if err != nil {
		return "", err
	}
	t := c.next()
	op, ok := relops[t.text]
	if t.kind != tOp || !ok {
		return "", c.errorf("syntax error: expected a comparison, found %v", t)
	}
	right, err := c.expr()
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("(%s %s %s)", left, op, right), nil
}

func (c *compiler) expr() (string, error) {
	left, err := c.term()
	if err != nil {
		return "", err
	}
	for {
		t := c.peek()
		if t.kind != tOp || (t.text != "+" && t.text != "-") {
			return left, nil
		}
		c.pos++
		right, err := c.term()
		if err != nil {
			return "", err
		}
		left = fmt.Sprintf("(%s %s %s)", left, t.text, right)
	}
}

func (c *compiler) term() (string, error) {
	left, err := c.factor()
	if err != nil {
		return "", err
	}
	for {
		t := c.peek()
		var fn string
		switch {
		case t.kind == tOp && t.text == "*":
		case t.kind == tOp && t.text == "/":
			fn = "bdiv"
		case t.kind == tIdent && t.text == "MOD":
			fn = c.modHelper()
		default:
			return left, nil
		}
		c.pos++
		right, err := c.factor()
		if err != nil {
			return "", err
		}
		if fn == "" {
			left = fmt.Sprintf("(%s * %s)", left, right)
		} else {
			left = fmt.Sprintf("%s(%s, %s)", fn, left, right)
		}
	}
}

func (c *compiler) factor() (string, error) {
	t := c.peek()
	switch {
	case t.kind == tNum:
		c.pos++
		if len(t.text) > 18 {
			return "", c.errorf("number %s is too large", t.text)
		}
		return t.text + "L", nil
	case t.kind == tOp && t.text == "(":
		c.pos++
		e, err := c.expr()
		if err != nil {
			return "", err
		}
		return e, c.expect(tOp, ")")
	case t.kind == tOp && t.text == "-":
		c.pos++
		f, err := c.factor()
		if err != nil {
			return "", err
		}
		return "(-" + f + ")", nil
	case t.kind == tIdent && !keywords[t.text]:
		return c.variable()
	}
	return "", c.errorf("syntax error: expected an expression, found %v", t)
}
