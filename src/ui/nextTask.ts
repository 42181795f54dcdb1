interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task: resolves in a new one. Where the browser has `scheduler.yield`, that task
 * runs ahead of the work queued meanwhile (a sync's storage notifications, say); elsewhere it is a
 * timer's.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
