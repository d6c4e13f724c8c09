-- wrk script for bench/http.sh: PUT files of SIZE bytes to FILES names
-- under /files/b/ ("put"), GET them at random ("get"), or PUT to names
-- never used before under /files/DIR/ ("new", one file each, for the
-- whole run), and print one JSON line of results at the end.
--   wrk ... -s bench/wrk-put.lua URL -- put|get|new FILES SIZE [TOKEN [DIR]]

local next_id = 0

function setup(thread)
	thread:set("id", next_id)
	next_id = next_id + 1
end

function init(args)
	op, files, size, token, dir = args[1], tonumber(args[2]), tonumber(args[3]), args[4], args[5]
	n = 0
	body = string.rep("x", size)
	headers = {}
	if token and token ~= "" then
		headers["Authorization"] = "Bearer " .. token
	end
	math.randomseed(id * 7919 + 1)
end

function request()
	n = n + 1
	if op == "get" then
		return wrk.format("GET", "/files/b/" .. math.random(0, files - 1), headers)
	end
	-- Each thread walks its own names, so no two PUTs race for one name.
	if op == "new" then
		return wrk.format("PUT", "/files/" .. dir .. "/" .. (n * next_id_total() + id), headers, body)
	end
	local name = (n * next_id_total() + id) % files
	return wrk.format("PUT", "/files/b/" .. name, headers, body)
end

function next_id_total()
	return tonumber(os.getenv("WRK_THREADS") or "1")
end

function done(summary, latency, requests)
	local errs = summary.errors.connect + summary.errors.read + summary.errors.write +
		summary.errors.status + summary.errors.timeout
	io.write(string.format(
		'{"requests":%d,"seconds":%.3f,"qps":%.1f,"errors":%d,"timeouts":%d,"status_errors":%d,"p50_ms":%.2f,"p99_ms":%.2f}\n',
		summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6), errs,
		summary.errors.timeout, summary.errors.status,
		latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
