import type { ReactNode } from 'react';
import { StateMessage } from './StateMessage';

/** What a screen says while its data loads, when the read failed, and when there is nothing yet. */
export interface LoadStateTexts {
  loading: string;
  fetchFailed: string;
  empty: string;
  emptyHint?: string;
}

/**
 * A screen's live data in its states: loading (undefined), failed (null), empty (`isEmpty`), each
 * in the screen's words, else `children` drawn with the data.
 */
export function LoadedContent<T>({
  data,
  isEmpty,
  texts,
  children,
}: {
  data: T | null | undefined;
  isEmpty: (data: T) => boolean;
  texts: LoadStateTexts;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) return <StateMessage kind="loading">{texts.loading}</StateMessage>;
  if (data === null) return <StateMessage kind="error">{texts.fetchFailed}</StateMessage>;
  if (isEmpty(data)) {
    return (
      <StateMessage kind="empty" hint={texts.emptyHint}>
        {texts.empty}
      </StateMessage>
    );
  }
  return <>{children(data)}</>;
}
