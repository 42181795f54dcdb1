import { useState } from 'react';
import { describeFailure } from './describeFailure';

export type LinkActionState =
  { kind: 'ready' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; error: string };

interface LinkActionTexts {
  /** Shown on success when the server sends no message. */
  done: string;
  /** Shown on a refusal without a text of its own. */
  failed: string;
}

/**
 * A link page whose action runs only when the person presses its button, not on load: a mail
 * scanner that opens links must not approve or cancel an email change on the owner's behalf.
 */
export function useLinkAction(call: () => Promise<{ message?: string }>, texts: LinkActionTexts) {
  const [state, setState] = useState<LinkActionState>({ kind: 'ready' });

  async function run() {
    setState({ kind: 'working' });
    try {
      const answer = await call();
      setState({ kind: 'done', message: answer.message || texts.done });
    } catch (caught) {
      setState({ kind: 'failed', error: (await describeFailure(caught, texts.failed)).error });
    }
  }

  return { state, run: () => void run() };
}
