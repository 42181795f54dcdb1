import type { ChildProcess } from 'node:child_process';

/**
 * Waits until a server just started answers /api/health with 200, for at most 30 s; a server that
 * exits first or never answers fails with what it wrote, so the reason is in the test's output.
 */
export async function untilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 30 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
