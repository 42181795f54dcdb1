/** Test-only: a navigator.storage of the test's making. Not used by the app. */
import { vi } from 'vitest';

export interface FakeStorage {
  persisted: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  persist: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  estimate: ReturnType<typeof vi.fn<() => Promise<StorageEstimate>>>;
}

/**
 * A Storage API that is persistent once `persist()` is granted (`grants`), holding `usage` of `quota`
 * bytes. Parts can be removed afterwards to model browsers that lack them.
 */
export function fakeStorage({
  persisted = false,
  grants = false,
  usage = 12_345_678,
  quota = 1_200_000_000,
}: { persisted?: boolean; grants?: boolean; usage?: number; quota?: number } = {}): FakeStorage {
  let kept = persisted;
  return {
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => {
      kept = kept || grants;
      return kept;
    }),
    estimate: vi.fn(async () => ({ usage, quota })),
  };
}

/** Puts `storage` (or nothing: a browser without the API) in place as navigator.storage. */
export function installStorage(storage: Partial<FakeStorage> | undefined): void {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
}
