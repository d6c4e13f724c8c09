SELECT sku, warehouse, on_hand - reserved AS available FROM stock WHERE on_hand - reserved < reorder_level;
SELECT w.name, COUNT(DISTINCT s.sku) AS skus, SUM(s.on_hand) AS units FROM warehouses AS w LEFT JOIN stock AS s ON s.warehouse = w.id GROUP BY w.name;
SELECT sku, CASE WHEN on_hand = 0 THEN 'out' WHEN on_hand < reorder_level THEN 'low' ELSE 'ok' END AS state FROM stock;
UPDATE stock SET reserved = reserved + o.quantity FROM orders AS o WHERE o.sku = stock.sku AND o.state = 'new';
SELECT a.sku, a.warehouse, b.warehouse AS other FROM stock AS a JOIN stock AS b ON a.sku = b.sku AND a.warehouse < b.warehouse WHERE a.on_hand > 0 AND b.on_hand > 0;
CREATE TABLE moves (id SERIAL PRIMARY KEY, sku TEXT NOT NULL, source INT REFERENCES warehouses (id), target INT REFERENCES warehouses (id), quantity INT CHECK (quantity > 0));
SELECT sku, quantity, SUM(quantity) OVER (PARTITION BY sku ORDER BY moved_at) AS running FROM moves;
