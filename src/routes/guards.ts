// Named route checks ("route middleware"): admin pages and customer-orders must pass theirs in the router.
import { redirect } from '@tanstack/react-router';
import { toPublicPath, type CheckName, type Lang, type PageId } from '../locales/paths';

export interface SessionInfo {
  customer: { name: string } | null;
  admin: { username: string } | null;
}

/** Asks who the visitor is: the server answers directly during SSR, the browser asks /api/session. */
export type SessionProbe = () => Promise<SessionInfo>;

interface CheckInput {
  probe: SessionProbe;
  lang: Lang;
  /** Where to come back to after logging in (the page's public href). */
  returnTo: string;
}

const loginPage: Record<CheckName, PageId> = { admin: 'admin-login', customer: 'customer-login' };

async function requireSession(name: CheckName, { probe, lang, returnTo }: CheckInput): Promise<void> {
  let session: SessionInfo;
  try {
    session = await probe();
  } catch {
    session = { customer: null, admin: null };
  }
  if (session[name]) return;
  throw redirect({ href: `${toPublicPath(loginPage[name], lang)}?redirect=${encodeURIComponent(returnTo)}` });
}

export const routeChecks: Record<CheckName, (input: CheckInput) => Promise<void>> = {
  admin: (input) => requireSession('admin', input),
  customer: (input) => requireSession('customer', input),
};

/** Resolves a check by name; an unknown name is a programming error and stops the app at start-up. */
export function resolveCheck(name: string): (input: CheckInput) => Promise<void> {
  const check = (routeChecks as Record<string, ((input: CheckInput) => Promise<void>) | undefined>)[name];
  if (!check) throw new Error(`Unknown route middleware: ${name}`);
  return check;
}
