import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { untilHealthy } from './untilHealthy';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait; `kill('SIGKILL')` on `process` models a crash. */
  stop(): Promise<void>;
}

/** Starts `node dist/server/main.js` as `npm start` would, and waits until /api/health answers. */
export async function startBuiltServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Start under this umask (as `umask 022` in a shell), so file modes do not depend on the test runner's. */
  umask?: string;
}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const [command, args] = options.umask
    ? ['/bin/sh', ['-c', `umask ${options.umask} && exec "$0" dist/server/main.js`, process.execPath]]
    : [process.execPath, ['dist/server/main.js']];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATES_REFRESH_HOURS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilHealthy(baseUrl, child, () => output);
  return {
    baseUrl,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
