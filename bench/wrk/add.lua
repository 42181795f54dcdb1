-- wrk script of `npm run bench` (bench/phaseServer.ts): POST add-transactions with a bearer token
-- and a body of its own per request (a new client id, amount and description), so every request
-- is a new transaction the server must write and commit, never a retried one it can answer from a read.
local token = os.getenv("WRK_TOKEN")
local date = os.getenv("WRK_DATE")
local runId = os.getenv("WRK_RUN")
local path = "/api/finance-management/transaction/add-transactions/"
local headers = {
  ["Authorization"] = "Bearer " .. token,
  ["Content-Type"] = "application/json",
  ["Accept"] = "application/json",
}

local threads = 0
function setup(thread)
  thread:set("tid", threads)
  threads = threads + 1
end

local sent = 0
function request()
  sent = sent + 1
  local id = string.format("wrk-%s-%d-%d", runId, tid or 0, sent)
  local body = string.format(
    '{"id":"%s","amount":"%d.%02d","currency":"EUR","trans_status":"deposit","category":"Load test","trans_details":"wrk %s","date":"%s"}',
    id, 1 + sent % 500, sent % 100, id, date)
  return wrk.format("POST", path, headers, body)
end
