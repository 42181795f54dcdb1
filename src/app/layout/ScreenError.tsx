import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { ScreenNotStoredOffline } from '../pwa/ScreenNotStoredOffline';
import { StateMessage } from '../../ui/StateMessage';

export const screenErrorTexts = {
  notStored: 'This screen is not on this device yet.',
  notStoredHint:
    'A screen needs a connection the first time it opens on a new device; after that it works offline. It opens by itself when you are back online.',
  failed: 'Something went wrong while showing this screen.',
  failedHint: 'Your data on this device is safe. Try again, or reload the page if it keeps happening.',
  retry: 'Try again',
};

/**
 * What a screen shows in place of itself when it cannot render (the router's error view for every
 * route): the sidebar and the rest of the app stay. A screen not yet stored offline is retried as
 * soon as the browser is online again.
 */
export function ScreenError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const notStored = error instanceof ScreenNotStoredOffline;
  // Invalidating loads the screen again; a new load also resets the router's error boundary.
  const retry = useCallback(() => void router.invalidate(), [router]);
  useEffect(() => {
    if (!notStored) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [notStored, retry]);
  return (
    <StateMessage
      kind="error"
      hint={notStored ? screenErrorTexts.notStoredHint : screenErrorTexts.failedHint}
      action={
        <button type="button" className="button button--primary" onClick={retry}>
          {screenErrorTexts.retry}
        </button>
      }
    >
      {notStored ? screenErrorTexts.notStored : screenErrorTexts.failed}
    </StateMessage>
  );
}
