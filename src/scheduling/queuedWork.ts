interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a timer's task, after whatever was queued meanwhile (input, paint, another context's
 * storage notifications). Background work (a sync's parts, an import's chunks, the search rows)
 * awaits it between two pieces so that no piece holds the page for long (issue 15).
 */
export const afterQueuedWork = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Ends the current task but resumes ahead of the work queued meanwhile, where the browser has
 * `scheduler.yield` (a sync's storage notifications wait); elsewhere it is a timer's task like
 * `afterQueuedWork`. For a click's own work after its first paint.
 */
export function aheadOfQueuedWork(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return afterQueuedWork();
}
