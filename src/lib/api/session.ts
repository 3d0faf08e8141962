// Who the visitor is, as the server sees it (admin and customer sessions live in server-side cookies), and the
// session's CSRF value that every mutating call sends as X-CSRF-Token. The last answer is kept in a tiny store so
// the header and the back office can show who is logged in without asking again. ky is imported on first use:
// this module is part of every page's first render.
import type { SessionInfo } from '../../routes/guards';

export interface SessionState extends SessionInfo {
  /** The CSRF value of the current session; null until the server has answered once. */
  csrf: string | null;
  /** False until the first answer arrived (the header shows nothing account-specific before). */
  known: boolean;
}

const unknown: SessionState = { customer: null, admin: null, csrf: null, known: false };
let current: SessionState = unknown;
let inflight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  current = next;
  for (const listener of listeners) listener();
}

function readAnswer(body: unknown): SessionState {
  const data = (body as { success?: unknown; data?: Partial<SessionState> | null } | null)?.data;
  if (!data || (body as { success?: unknown }).success !== true) return { ...unknown, known: true };
  const customer = data.customer && typeof data.customer.name === 'string' ? { name: data.customer.name } : null;
  const admin = data.admin && typeof data.admin.username === 'string' ? { username: data.admin.username } : null;
  return { customer, admin, csrf: typeof data.csrf === 'string' && data.csrf ? data.csrf : null, known: true };
}

/** Asks the server (always, never from the store: the route checks need the truth) and updates the store. */
export async function refreshSession(): Promise<SessionState> {
  // Concurrent callers (a check and the header) share one request.
  if (inflight) return inflight;
  inflight = (async () => {
    try {
      const { api } = await import('./client');
      const answer = readAnswer(await api.get('session', { cache: 'no-store' }).json());
      publish(answer);
      return answer;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The route checks' probe (src/routes/guards.ts): who is logged in. */
export async function fetchSession(): Promise<SessionInfo> {
  const { customer, admin } = await refreshSession();
  return { customer, admin };
}

/** The CSRF value for a mutating call: the stored one, else a fresh session answer's. */
export async function csrfToken(): Promise<string | null> {
  if (current.csrf) return current.csrf;
  return (await refreshSession()).csrf;
}

/** After a logout or a 401 the store forgets the role at once (the next answer brings the new CSRF value). */
export function forgetRole(role: 'customer' | 'admin'): void {
  publish({ ...current, [role]: null });
}

export function getSessionState(): SessionState {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
