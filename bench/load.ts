import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnv } from './server';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/**
 * Runs bench/loadClient.mjs in its own Node process against `baseUrl` (loopback): `connections`
 * keep-alive connections in a closed loop for `durationMs`; only 2xx answers count as successes.
 */
export function loadTest(options: {
  baseUrl: string;
  paths: string[];
  token: string;
  connections: number;
  durationMs: number;
}): Promise<LoadResult> {
  const script = fileURLToPath(new URL('loadClient.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, JSON.stringify(options)],
      { env: childEnv(), timeout: options.durationMs + 60_000, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`The load client failed: ${error.message}\n${stderr}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult);
      },
    );
  });
}
