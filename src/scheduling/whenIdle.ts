/** Runs `work` when the page is next idle (within 3 s); the answer cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
