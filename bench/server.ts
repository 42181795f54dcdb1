import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/support/builtServer';
import { childProcesses } from '../tests/support/childProcesses';
import { untilHealthy } from '../tests/support/untilHealthy';
import { onCleanup } from './cleanup';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** The environment for child processes, with NODE_ENV as the caller had it (see run.mjs). */
export function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const callerNodeEnv = env.BENCH_CALLER_NODE_ENV;
  delete env.BENCH_CALLER_NODE_ENV;
  if (callerNodeEnv === undefined) return env;
  if (callerNodeEnv === '') delete env.NODE_ENV;
  else env.NODE_ENV = callerNodeEnv;
  return env;
}

/** `npm run build`, output kept quiet unless it fails. */
export function buildApp(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8', env: childEnv() });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * A private copy of dist/ in the run's temporary folder, so another `npm run build` in the same
 * checkout (tests running beside the bench) cannot swap the files under the running server.
 */
export function copyBuild(workDir: string): string {
  const target = join(workDir, 'app');
  mkdirSync(target, { recursive: true });
  if (!existsSync(join(repoRoot, 'dist/server/main.js')) || !existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('dist/ is missing: the build did not produce the app');
  }
  cpSync(join(repoRoot, 'dist'), join(target, 'dist'), { recursive: true });
  // The server bundle leaves npm packages external: resolve them from the checkout.
  symlinkSync(join(repoRoot, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}

/**
 * SERVER_PROCESSES of the servers the bench starts: BENCH_SERVER_PROCESSES, or else one per core on
 * SQLite, as README recommends for a machine of its own, and one on PostgreSQL, which shares the
 * bench machine's cores (a second process there measured slower: BENCHMARKS.md, "two processes against one").
 * A build older than the setting serves with one.
 */
export const serverProcesses = Number(process.env.BENCH_SERVER_PROCESSES || availableParallelism());
export const postgresServerProcesses = Number(process.env.BENCH_SERVER_PROCESSES || 1);

/** The server's processes: the one started and (SERVER_PROCESSES > 1) the ones it started to serve. */
export function processTree(pid: number): number[] {
  return [pid, ...childProcesses(pid)];
}

export interface RunningServer {
  baseUrl: string;
  /** The process started; with SERVER_PROCESSES > 1 the primary, which serves no request itself. */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the built server as `npm start` does (SQLite in `dataDir`) and waits for /api/health. */
export async function startServer(
  appDir: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  // BENCH_SERVER_PROFILE=folder: each server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_SERVER_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, join(appDir, 'dist/server/main.js')], {
    cwd: appDir,
    env: {
      ...childEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      CLIENT_DIR: join(appDir, 'dist/client'),
      LOG_LEVEL: 'warn',
      RATES_REFRESH_HOURS: '0',
      DATABASE_URL: '',
      SMTP_URL: '',
      SERVER_PROCESSES: String(serverProcesses),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  onCleanup('stop the server', stop, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  await untilHealthy(baseUrl, child, () => output);
  return { baseUrl, pid: child.pid!, output: () => output, stop };
}
