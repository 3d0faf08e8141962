// The logout button of the header, the account pages and the back office. The API module loads on click, so the
// header of every page carries none of it; afterwards the visitor lands on a page that needs no login.
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
}

export function LogoutButton({ role, lang, className }: LogoutButtonProps) {
  const { t } = useLingui();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      const { createAuthApi } = await import('../../lib/api/account-api');
      await createAuthApi().logout(role);
      void showToast({ type: 'success', message: t`You are logged out.` });
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
      {t`Log out`}
    </button>
  );
}
