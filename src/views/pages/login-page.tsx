// Customer and admin login pages: when a guard sent the visitor here, say why (an info toast).
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { StandardPage } from './standard-page';
import { showToast } from '../shared/toast';
import { safeReturnPath } from '../../routes/guards';

export function LoginPage() {
  const { t } = useLingui();
  const returnTo = useRouterState({ select: (s) => safeReturnPath((s.location.search as Record<string, unknown>).redirect) });
  useEffect(() => {
    if (returnTo) void showToast({ type: 'info', message: t`Please log in to open that page.` });
  }, [returnTo, t]);
  return <StandardPage />;
}
