import type { UserData } from '../domain/accounts';

/** The signed-in person as the server describes them (spec section 3, User). */
export type SessionUser = UserData;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

// The spec's local storage keys; kept so a session survives reloads and offline starts.
const keys = { access: 'access_token', refresh: 'refresh_token', user: 'user' } as const;

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function rawSnapshot(): string {
  return [keys.access, keys.refresh, keys.user].map((k) => localStorage.getItem(k) ?? '').join('\u0000');
}

export function readSession(): Session | null {
  const raw = rawSnapshot();
  if (cached?.raw === raw) return cached.session;
  let session: Session | null = null;
  const accessToken = localStorage.getItem(keys.access);
  const refreshToken = localStorage.getItem(keys.refresh);
  const userText = localStorage.getItem(keys.user);
  if (accessToken && refreshToken && userText) {
    try {
      session = { accessToken, refreshToken, user: JSON.parse(userText) as SessionUser };
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session): void {
  localStorage.setItem(keys.access, session.accessToken);
  localStorage.setItem(keys.refresh, session.refreshToken);
  localStorage.setItem(keys.user, JSON.stringify(session.user));
  notify();
}

export function clearSession(): void {
  for (const key of Object.values(keys)) localStorage.removeItem(key);
  notify();
}

/** After a token refresh: same person, new tokens. */
export function saveTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(keys.access, accessToken);
  localStorage.setItem(keys.refresh, refreshToken);
  notify();
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(keys.user, JSON.stringify(user));
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same keys.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
