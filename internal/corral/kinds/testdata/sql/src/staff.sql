SELECT first_name || ' ' || last_name AS full_name, email FROM people WHERE email LIKE '%@example.org' ORDER BY last_name, first_name;
SELECT team, AVG(salary) AS mean, MAX(salary) AS top FROM people JOIN teams ON teams.id = people.team_id GROUP BY team HAVING COUNT(*) >= 5;
SELECT p.name, m.name AS manager FROM people AS p LEFT JOIN people AS m ON m.id = p.manager_id WHERE p.active AND (m.active OR m.id IS NULL);
SELECT id, name FROM people WHERE NOT EXISTS (SELECT 1 FROM badges WHERE badges.person_id = people.id AND badges.expires > NOW());
INSERT INTO people (first_name, last_name, email, team_id) VALUES ('Ada', 'Lovelace', 'ada@example.org', 1), ('Alan', 'Turing', 'alan@example.org', 2);
SELECT team_id, STRING_AGG(first_name, ', ' ORDER BY first_name) AS names FROM people GROUP BY team_id;
SELECT date_trunc('month', hired) AS month, COUNT(*) AS hires FROM people WHERE hired >= DATE '2020-01-01' GROUP BY 1 ORDER BY 1;
