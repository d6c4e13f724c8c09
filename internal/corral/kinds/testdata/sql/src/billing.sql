SELECT customer_id, SUM(amount) AS total FROM invoices WHERE paid = FALSE GROUP BY customer_id HAVING SUM(amount) > 100;
SELECT i.id, c.name, i.amount FROM invoices AS i JOIN customers AS c ON c.id = i.customer_id WHERE i.due < CURRENT_DATE ORDER BY i.due;
UPDATE invoices SET paid = TRUE, paid_at = NOW() WHERE id IN (SELECT invoice_id FROM payments WHERE amount > 0);
INSERT INTO audit (invoice_id, action) SELECT id, 'reminded' FROM invoices WHERE due < CURRENT_DATE - INTERVAL '30 days';
SELECT region, product, SUM(quantity * price) AS revenue FROM sales JOIN products ON products.id = sales.product_id GROUP BY region, product ORDER BY revenue DESC LIMIT 10;
WITH late AS (SELECT customer_id, COUNT(*) AS n FROM invoices WHERE due < paid_at GROUP BY customer_id) SELECT customers.name, late.n FROM customers JOIN late ON late.customer_id = customers.id WHERE late.n > 3;
DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL '1 day' AND user_id NOT IN (SELECT id FROM admins);
