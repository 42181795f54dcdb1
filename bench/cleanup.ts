/**
 * Everything a run starts (server, browser, temporary folders) registers how to undo it here, and it
 * is undone in reverse order on success, on failure and on Ctrl-C alike.
 */
const steps: { name: string; undo: () => unknown }[] = [];
const lastResort: (() => void)[] = [];
let running: Promise<void> | undefined;

export function onCleanup(name: string, undo: () => unknown, syncLastResort?: () => void): void {
  steps.push({ name, undo });
  if (syncLastResort) lastResort.push(syncLastResort);
}

export function cleanUp(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await Promise.race([step.undo(), new Promise((r) => setTimeout(r, 15_000))]);
      } catch (error) {
        console.error(`  cleanup: ${step.name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return running;
}

/** Runs `main`, then cleans up; a failure or a signal still cleans up and sets the exit code. */
export async function runMain(main: () => Promise<void>): Promise<void> {
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: cleaning up...`);
    void cleanUp().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A crash that skips the async cleanup still must not leave a child process behind.
  process.on('exit', () => lastResort.forEach((kill) => kill()));
  try {
    await main();
  } catch (error) {
    console.error('\nFAILED:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
