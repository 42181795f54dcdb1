-- wrk script of `npm run bench` (bench/phaseServer.ts): GET the transactions page with a bearer
-- token, each request the next of the paths in the file WRK_PATHS (one per line), so the server
-- answers many different pages rather than one cached answer.
local token = os.getenv("WRK_TOKEN")
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do
  paths[#paths + 1] = line
end
local headers = { ["Authorization"] = "Bearer " .. token, ["Accept"] = "application/json" }

local threads = 0
function setup(thread)
  thread:set("offset", threads * 97)
  threads = threads + 1
end

local sent = 0
function request()
  sent = sent + 1
  local at = ((offset or 0) + sent) % #paths + 1
  return wrk.format("GET", paths[at], headers)
end
