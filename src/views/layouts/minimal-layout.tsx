// Minimal layout (checkout, configurator, admin login): brand and language switch only, no distractions.
import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { LanguageSwitch } from '../shared/language-switch';
import { Logo } from '../shared/logo';

export function MinimalLayout() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  return (
    <div className="layout layout-minimal">
      <header className="site-header minimal">
        <div className="container header-row">
          <PageLink page="home" lang={lang} className="brand">
            <Logo />
            <span className="visually-hidden">{t`FOLT home page`}</span>
          </PageLink>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="container main">
        <Outlet />
      </main>
    </div>
  );
}
