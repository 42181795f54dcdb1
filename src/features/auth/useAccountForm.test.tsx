import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { offlineText } from '../../api/apiError';
import { useAccountForm } from './useAccountForm';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;

/** A call the test answers when it wants. */
function pendingCall() {
  let answer = { resolve: () => {}, reject: (_: unknown) => {} };
  const send = vi.fn(() => new Promise<void>((resolve, reject) => (answer = { resolve, reject })));
  return { send, answer: () => answer };
}

/** Presses submit and gives back the submit's promise, to settle once the call is answered. */
function startSubmit(form: { submit: (event: FormEvent<HTMLFormElement>) => Promise<void> }) {
  let submitting!: Promise<void>;
  act(() => {
    submitting = form.submit(submitEvent());
  });
  return submitting;
}

function renderForm(send: (input: { email: string }) => Promise<void>) {
  return renderHook(() =>
    useAccountForm({
      initial: { email: '' },
      check: ({ email }) => (email.trim() ? { input: { email: email.trim() } } : { error: 'Email is required' }),
      send,
      failed: 'Request failed',
    }),
  );
}

/** Types the email and submits it to a call still waiting for its answer. */
function sendWaiting(email: string) {
  const { send, answer } = pendingCall();
  const { result } = renderForm(send);
  act(() => result.current.change({ email }));
  return { result, send, answer, submitting: startSubmit(result.current) };
}

describe('useAccountForm', () => {
  it('shows the first problem without calling, and an edit takes it away', async () => {
    const send = vi.fn(async () => {});
    const { result } = renderForm(send);
    await act(() => result.current.submit(submitEvent()));
    expect(result.current.problem).toEqual({ error: 'Email is required' });
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.change({ email: 'cook@example.com' }));
    expect(result.current.problem).toBeNull();
  });

  it('is busy from the click while the call runs, and stays so once it succeeded (the page moves on)', async () => {
    const { result, send, answer, submitting } = sendWaiting(' cook@example.com ');
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({ email: 'cook@example.com' });
    await act(async () => {
      answer().resolve();
      await submitting;
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.problem).toBeNull();
  });

  it("reads a failed call into the banner's words and is ready to send again", async () => {
    const { result, answer, submitting } = sendWaiting('cook@example.com');
    await act(async () => {
      answer().reject(new TypeError('Failed to fetch'));
      await submitting;
    });
    expect(result.current.problem).toEqual({ error: offlineText });
    expect(result.current.busy).toBe(false);
  });
});
