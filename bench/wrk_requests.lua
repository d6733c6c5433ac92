-- wrk script for bench.api: sends the requests listed in a file, in order, one line each:
--   method <TAB> path <TAB> bearer token <TAB> If-None-Match <TAB> JSON body      (empty fields: not sent)
-- `wrk ... -s bench/wrk_requests.lua URL -- FILE cycle` starts over at the end of the list (reads);
-- `-- FILE once` is for moves, each of which may be posted once: past the end it repeats the last request,
-- which the server refuses, so a list too short shows as non-2xx answers (bench.api sizes lists to last).
local requests, count, next_index, cycle = {}, 0, 0, true

function init(args)
  cycle = args[2] == "cycle"
  for line in io.lines(args[1]) do
    local method, path, token, etag, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
    local headers = {}
    if token ~= "" then headers["Authorization"] = "Bearer " .. token end
    if etag ~= "" then headers["If-None-Match"] = etag end
    if body ~= "" then headers["Content-Type"] = "application/json" else body = nil end
    count = count + 1
    requests[count] = wrk.format(method, path, headers, body)
  end
end

function request()
  next_index = next_index + 1
  if next_index > count then next_index = cycle and 1 or count end
  return requests[next_index]
end
