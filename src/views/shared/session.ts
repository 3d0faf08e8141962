// Who is logged in (the session store of src/lib/api/session.ts) and the way to a login page and back: what the
// account pages need and what other areas' pages (the configurator's "Save") need too, without the account area's
// texts and catalogue. The account area's views import these through account-runtime.ts.
import { useEffect } from 'react';
import { getSessionState, refreshSession, subscribeSession, type SessionState } from '../../lib/api/session';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { AccountRole } from '../../machines/admin-common/request-failure';
import { useSelector, type Readable } from './use-selector';

const serverSession: SessionState = { customer: null, admin: null, csrf: null, known: false };

/** The session store shaped like an actor, read with the views' one useSelector. */
const sessionStore: Readable<SessionState> = {
  getSnapshot: getSessionState,
  subscribe: ({ next }) => ({ unsubscribe: subscribeSession(() => next(getSessionState())) }),
};
const selectSession = (session: SessionState) => session;

/** Who is logged in; asks the server once when nobody has yet. Unknown (`known: false`) during SSR and hydration. */
export function useSession(): SessionState {
  const session = useSelector(sessionStore, selectSession, { absent: serverSession });
  useEffect(() => {
    if (!session.known) void refreshSession().catch(() => undefined);
  }, [session.known]);
  return session;
}

/** The login page of a role with the way back (?redirect=), as the route checks build it. */
export function loginHref(role: AccountRole, lang: Lang, returnTo: string | null): string {
  const base = toPublicPath(role === 'admin' ? 'admin-login' : 'customer-login', lang);
  return returnTo ? `${base}?redirect=${encodeURIComponent(returnTo)}` : base;
}
