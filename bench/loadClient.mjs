// The HTTP load generator of `npm run bench`, in its own process so that nothing else in the bench
// shares its event loop. Closed loop on loopback: `connections` keep-alive connections, each sending
// its next GET as soon as the previous answer is read, for `durationMs`. Prints one JSON line.
import { Agent, request } from 'node:http';

const { baseUrl, paths, token, connections, durationMs } = JSON.parse(process.argv[2]);
const url = new URL(baseUrl);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
const latencies = [];
let errors = 0;
let next = 0;

const once = (path) =>
  new Promise((resolve) => {
    const req = request({ hostname: url.hostname, port: url.port, path, method: 'GET', agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode >= 200 && response.statusCode < 300));
      response.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
    req.end();
  });

const started = performance.now();
const end = started + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const path = paths[next++ % paths.length];
      const sent = performance.now();
      if (await once(path)) latencies.push(performance.now() - sent);
      else errors += 1;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))];
console.log(
  JSON.stringify({
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(50),
    p99: at(99),
    max: latencies.at(-1),
    errors,
  }),
);
