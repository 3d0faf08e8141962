// The header's account link (styled like the cart link beside it): to the login page for a visitor, to the orders
// once logged in, with the customer's name for assistive tech. Who
// is logged in is asked when the page is idle, so the first render of a public page costs nothing for it (the HTML
// is the same for everyone and may come from a cache).
import { useEffect, useState } from 'react';
import type { Lang } from '../../locales/paths';
import type { SessionState } from '../../lib/api/session';
import { whenIdle } from '../../lib/browser';
import { PageLink } from '../shared/page-link';

/** Who is logged in, once the page is idle: the session store (and ky behind it) load then, not in first render. */
function useIdleSession(): SessionState | null {
  const [session, setSession] = useState<SessionState | null>(null);
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    const ask = () => {
      void import('../../lib/api/session').then(({ getSessionState, refreshSession, subscribeSession }) => {
        if (stopped) return;
        const update = () => setSession(getSessionState());
        unsubscribe = subscribeSession(update);
        update();
        if (!getSessionState().known) void refreshSession().catch(() => undefined);
      });
    };
    const cancel = whenIdle(ask, { timeout: 4000, fallback: 2000 });
    return () => {
      stopped = true;
      cancel();
      unsubscribe();
    };
  }, []);
  return session;
}

interface AccountLinkProps {
  lang: Lang;
  /** The labels come from the layout: this link is on every page, whose catalogue is the shared one, not the account area's. */
  loginLabel: string;
  ordersLabel: (name: string) => string;
}

export function AccountLink({ lang, loginLabel, ordersLabel }: AccountLinkProps) {
  const session = useIdleSession();
  const name = session?.customer?.name ?? '';
  const icon = (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  if (session?.customer) {
    return (
      <PageLink page="customer-orders" lang={lang} className="cart-link account-link">
        {icon}
        <span className="visually-hidden">{ordersLabel(name)}</span>
      </PageLink>
    );
  }
  return (
    <PageLink page="customer-login" lang={lang} className="cart-link account-link">
      {icon}
      <span className="visually-hidden">{loginLabel}</span>
    </PageLink>
  );
}
