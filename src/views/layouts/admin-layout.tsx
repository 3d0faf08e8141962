// Admin layout: side navigation over the back-office pages.
import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPage } from '../../routes/page-context';
import { PageLink } from '../shared/page-link';
import { LanguageSwitch } from '../shared/language-switch';
import { PageNav, type NavItem } from '../shared/page-nav';
import { Logo } from '../shared/logo';

export function AdminLayout() {
  const { t } = useLingui();
  const { lang, pageId } = useCurrentPage();
  const items: NavItem[] = [
    { page: 'admin', label: t`Dashboard` },
    { page: 'admin-orders', label: t`Orders` },
    { page: 'admin-bikes', label: t`Bikes` },
    { page: 'admin-parts', label: t`Parts` },
    { page: 'admin-shop', label: t`Shop listing` },
    { page: 'admin-leads', label: t`Leads` },
  ];
  return (
    <div className="layout layout-admin">
      <aside className="admin-side">
        <PageLink page="admin" lang={lang} className="brand">
          <Logo />
          <span className="admin-tag">{t`Back office`}</span>
        </PageLink>
        <PageNav items={items} lang={lang} current={pageId} label={t`Back office navigation`} />
        <LanguageSwitch />
      </aside>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
