import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

interface ReadStateProps<T> {
  /** What a live read answered: undefined while it runs, null when it failed. */
  value: T | null | undefined;
  loading: string;
  failed: string;
  /** What shows instead of `children` when the value holds nothing to show (an empty list), if anything. */
  empty?: (value: T) => ReactNode;
  children: (value: T) => ReactNode;
}

/** A screen's read in its states: loading, failed, empty (when the screen says so), or its content. */
export function ReadState<T>({ value, loading, failed, empty, children }: ReadStateProps<T>) {
  if (value === undefined) return <StateMessage kind="loading">{loading}</StateMessage>;
  if (value === null) return <StateMessage kind="error">{failed}</StateMessage>;
  return empty?.(value) || children(value);
}
