import { describeFailure } from './describeFailure';

export type LinkOutcome = { kind: 'confirmed' } | { kind: 'failed'; error: string };

/** Runs a link's confirmation call and reads a refusal into the page's error text. */
export async function confirmLink(call: () => Promise<unknown>, fallback: string): Promise<LinkOutcome> {
  try {
    await call();
    return { kind: 'confirmed' };
  } catch (caught) {
    return { kind: 'failed', error: (await describeFailure(caught, fallback)).error };
  }
}
