// The logout button of the back office's header and the account pages: the logout machine asks the server and then
// says how it went and leaves for a page that needs no login (the back office's login, or the home page). A plain
// logout ends this browser's session only (the customer's other browsers stay logged in); `everywhere` also logs the
// customer out on every other device, and says so only when it worked.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { AccountRole } from '../../machines/admin-common/request-failure';
import { provideLogoutMachine } from '../../machines/logout/logout.live';
import type { LogoutOutcome } from '../../machines/logout/logout.machine';
import { selectIsLoggingOut } from '../../machines/logout/logout.selectors';
import { runningShopRuntime } from '../shared/shop-runtime';
import { showToast, type ToastOptions } from '../shared/toast';
import { useSelector } from '../shared/use-selector';

interface LogoutButtonProps {
  role: AccountRole;
  lang: Lang;
  className?: string;
  /** Customers: log out on every device, not only this one. */
  everywhere?: boolean;
}

export function LogoutButton({ role, lang, className, everywhere = false }: LogoutButtonProps) {
  const { t } = useLingui();
  const router = useRouter();
  const machine = useMemo(() => {
    const toasts: Record<LogoutOutcome, ToastOptions> = {
      'all-devices': { type: 'success', message: t`You are logged out on all your devices.` },
      'this-browser': { type: 'success', message: t`You are logged out.` },
      'this-device-only': { type: 'info', message: t`You are logged out on this device.` },
    };
    return provideLogoutMachine({
      announce: (outcome) => void showToast(toasts[outcome]),
      leave: (to) => {
        // The cart was the customer's: the running shop forgets it (store and cookies) before the next page shows.
        if (role === 'customer') runningShopRuntime()?.cart.send({ type: 'cart.clear' });
        void router.navigate({ href: toPublicPath(to, lang) });
      },
    });
  }, [router, lang, t, role]);
  const logout = useInspectedActorRef(machine, { input: { role, everywhere } });
  const busy = useSelector(logout, selectIsLoggingOut);
  return (
    <button type="button" className={className} onClick={() => logout.send({ type: 'logout.request' })} disabled={busy} aria-busy={busy}>
      {everywhere ? t`Log out on all devices` : t`Log out`}
    </button>
  );
}
