// What the account and back-office views need from outside React: who is logged in (the session store of
// src/lib/api/session.ts), the way to a login page and back, and the URL writes of lists whose filters live in the
// search params. Machines receive these as effects; the views only pass them on.
import { useCallback, useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import type { AccountRole, RequestFailure } from '../../machines/admin-common/request-failure';
import { showToast } from '../shared/toast';
import { loginHref } from '../shared/session';

export { useSession } from '../shared/session';

/** A path with new search params; empty values are left out so URLs stay short. */
export function withSearch(pathname: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * Sends the visitor to the role's login page with the current page as the way back (an expired session met by a
 * call). A toast says why; the login page brings them back here afterwards.
 */
export function useGoToLogin(role: AccountRole, lang: Lang): (failure: RequestFailure) => void {
  const router = useRouter();
  const { t } = useLingui();
  const message = t`Your session has ended. Please log in again.`;
  return useCallback(
    (failure: RequestFailure) => {
      const location = router.state.location;
      void showToast({ type: 'info', message });
      void router.navigate({ href: loginHref(failure.login ?? role, lang, location.href) });
    },
    [router, role, lang, message],
  );
}

/** Writes a list's query into the URL (a history entry, so back goes to the previous filters). */
export function useWriteSearch(toParams: (query: never) => Record<string, string | number | null | undefined>): (query: unknown) => void {
  const router = useRouter();
  return useMemo(
    () => (query: unknown) => {
      void router.navigate({ href: withSearch(router.state.location.pathname, toParams(query as never)) });
    },
    [router, toParams],
  );
}
