// The logout button of the header, the account pages and the back office. The API module loads on click, so the
// header of every page carries none of it; afterwards the visitor lands on a page that needs no login. A plain logout
// ends this browser's session only (the customer's other browsers stay logged in); `everywhere` also logs the
// customer out on every other device (Magento revokes all of the account's tokens), and says so only when it worked.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { AccountRole } from '../../machines/admin-common/request-failure';
import { showToast } from '../shared/toast';

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
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      const { createAuthApi } = await import('../../lib/api/account-api');
      await createAuthApi().logout(role, { everywhere });
      void showToast({ type: 'success', message: everywhere ? t`You are logged out on all your devices.` : t`You are logged out.` });
    } catch {
      // The session is forgotten in the browser either way; the server's cookie ends with its lifetime.
      void showToast({ type: 'info', message: t`You are logged out on this device.` });
    } finally {
      setBusy(false);
      void router.navigate({ href: toPublicPath(role === 'admin' ? 'admin-login' : 'home', lang) });
    }
  };
  return (
    <button type="button" className={className} onClick={() => void logout()} disabled={busy} aria-busy={busy}>
      {everywhere ? t`Log out on all devices` : t`Log out`}
    </button>
  );
}
