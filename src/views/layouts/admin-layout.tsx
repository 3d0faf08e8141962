// Admin layout: side navigation over the back-office pages, who is logged in and the logout button. On a phone or
// tablet the navigation sits above the page as a row of links; tables scroll inside their own box.
import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { LanguageSwitch } from '../shared/language-switch';
import { PageNav, type NavItem } from '../shared/page-nav';
import { Logo } from '../shared/logo';
import { useSession } from '../account/account-runtime';
import { LogoutButton } from '../account/logout-button';

/** The nav item a page belongs to (an order view is part of the orders, a bike edit of the bikes). */
const SECTION_OF: Partial<Record<string, NavItem['page']>> = {
  'admin-order-view': 'admin-orders',
  'admin-bike-edit': 'admin-bikes',
  'admin-customer-view': 'admin-customers',
};

function AdminAccount() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const session = useSession();
  const username = session.admin?.username;
  if (!username) return null;
  return (
    <div className="admin-account">
      <p className="admin-account-name">
        <span className="admin-account-label">{t`Logged in as`}</span> {username}
      </p>
      <LogoutButton role="admin" lang={lang} className="admin-logout" />
    </div>
  );
}

export function AdminLayout() {
  const { t } = useLingui();
  const { lang, pageId } = useCurrentPage();
  const items: NavItem[] = [
    { page: 'admin', label: t`Dashboard` },
    { page: 'admin-orders', label: t`Orders` },
    { page: 'admin-bikes', label: t`Bikes` },
    { page: 'admin-parts', label: t`Parts` },
    { page: 'admin-shop', label: t`Shop listing` },
    { page: 'admin-customers', label: t`Customers` },
    { page: 'admin-coupons', label: t`Coupons` },
    { page: 'admin-leads', label: t`Leads` },
    { page: 'admin-audit', label: t`Audit log` },
  ];
  const current = (pageId && SECTION_OF[pageId]) ?? pageId;
  return (
    <div className="layout layout-admin">
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <aside className="admin-side">
        <div className="admin-side-top">
          <PageLink page="admin" lang={lang} className="brand">
            <Logo />
            <span className="admin-tag">{t`Back office`}</span>
          </PageLink>
          <LanguageSwitch />
        </div>
        <PageNav items={items} lang={lang} current={current} label={t`Back office navigation`} />
        <AdminAccount />
      </aside>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
