/** Test-only helpers for the auth pages: a fetch stub and timed navigation. Not used by the app. */
import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { SessionUser } from '../../api/session';

export interface StubbedAnswer {
  status?: number;
  body?: unknown;
}

/** A JSON answer as the API sends it. */
export function jsonResponse({ status = 200, body = {} }: StubbedAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * jsdom's Request (Node's) refuses relative URLs, which a browser resolves against the page; ky's
 * prefixUrl '/api/' needs that, so resolve them against the jsdom location as a browser would.
 */
function stubRelativeRequest() {
  const NodeRequest = globalThis.Request;
  class BrowserLikeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  vi.stubGlobal('Request', BrowserLikeRequest);
}

export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch: each call takes the next answer (the last one repeats); an Error is thrown as a
 * network failure; a promise keeps the call pending until it settles. `requests` lists what was sent.
 */
export function stubFetch(...answers: (StubbedAnswer | Error | Promise<StubbedAnswer>)[]) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    requests.push({ url: request.url, method: request.method, body: text ? (JSON.parse(text) as unknown) : undefined });
    const answer = await answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error('stubFetch: no answer given');
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer);
  });
  stubRelativeRequest();
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** A promise and the function that settles it, for answers that arrive when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Stops the stubs (fetch, Request, location) and mocks; call in afterEach. */
export function restoreStubs() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
}

/**
 * With fake timers on: nothing has navigated to `to` shortly before `ms` have passed, and it has
 * just after (the margin is small, so a wrong delay fails).
 */
export async function expectNavigationAfter(ms: number, to: string) {
  await act(() => vi.advanceTimersByTimeAsync(ms - 300));
  if (screen.queryByText(`navigated:${to}`)) throw new Error(`navigated to ${to} before ${ms - 300} ms`);
  await act(() => vi.advanceTimersByTimeAsync(400));
  await waitFor(() => screen.getByText(`navigated:${to}`), { timeout: 150 });
}

/** The verified person the sign-in screens' tests sign in as (Google, two-factor, passkey). */
export const signInUser: SessionUser = {
  id: 'u1',
  username: 'cook',
  email: 'cook@example.com',
  first_name: '',
  last_name: '',
  email_verify: true,
};
