// The customer account's navigation: the other account pages and logging out, the same on every account page.
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { LogoutButton } from './logout-button';

type AccountPage = 'customer-orders' | 'customer-settings' | 'customer-addresses' | 'customer-bikes';

export function AccountNav({ current, lang, everywhere = false }: { current: AccountPage; lang: Lang; everywhere?: boolean }) {
  const { t } = useLingui();
  const links: Array<[AccountPage, string]> = [
    ['customer-orders', t`My orders`],
    ['customer-settings', t`My details`],
    ['customer-addresses', t`Address book`],
    ['customer-bikes', t`My bikes`],
  ];
  return (
    <div className="account-actions">
      {links
        .filter(([page]) => page !== current)
        .map(([page, label]) => (
          <PageLink key={page} page={page} lang={lang} className="button-secondary">
            {label}
          </PageLink>
        ))}
      <LogoutButton role="customer" lang={lang} className="button-secondary" />
      {everywhere ? <LogoutButton role="customer" lang={lang} className="button-secondary" everywhere /> : null}
    </div>
  );
}
