// Default layout: header with navigation, language switch and cart badge slot; footer with the legal links.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { onPageSignal, sendPageSignal, whenIdle } from '../../lib/browser';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { LanguageSwitch } from '../shared/language-switch';
import { Logo } from '../shared/logo';
import { CartBadgeSlot } from '../shared/cart-badge-slot';
import { PageNav, type NavItem } from '../shared/page-nav';
import { AccountLink } from '../account/account-link';

/** Dispatched by the footer's "Cookie settings"; the consent banner then opens on its categories. */
const CONSENT_SETTINGS_EVENT = 'folt:consent-settings';

const ConsentHost = lazy(() => import('../shared/consent-banner').then(({ ConsentHost: Host }) => ({ default: Host })));

/**
 * The consent banner's place: nothing on first render; its chunk loads when the page is idle (at once on "Cookie
 * settings") and decides itself whether to ask. The banner is fixed in place, so nothing shifts.
 */
function ConsentSlot() {
  const [state, setState] = useState<'later' | 'idle' | 'settings'>('later');
  useEffect(() => {
    const stopSettings = onPageSignal(CONSENT_SETTINGS_EVENT, () => setState('settings'));
    whenIdle(() => setState((now) => (now === 'later' ? 'idle' : now)), { timeout: 3000, fallback: 1500 });
    return stopSettings;
  }, []);
  if (state === 'later') return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost settingsEvent={CONSENT_SETTINGS_EVENT} openSettings={state === 'settings'} />
    </Suspense>
  );
}

const linkButton = {
  background: 'none',
  border: 0,
  padding: '0.35rem 0',
  font: 'inherit',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

export function SiteHeader() {
  const { t } = useLingui();
  const { lang, pageId } = useCurrentPage();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page change closes the phone menu.
  useEffect(() => setMenuOpen(false), [pageId, lang]);
  const nav: NavItem[] = [
    { page: 'models', label: t`Models` },
    { page: 'shop', label: t`Shop` },
    { page: 'configurator', label: t`Configurator` },
    { page: 'testride', label: t`Test ride` },
    { page: 'contact', label: t`Contact` },
  ];
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <div className="container header-row">
        <PageLink page="home" lang={lang} className="brand">
          <Logo />
          <span className="visually-hidden">{t`FOLT home page`}</span>
        </PageLink>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((open) => !open)}>
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <nav id="main-nav" aria-label={t`Main navigation`} className={menuOpen ? 'main-nav open' : 'main-nav'}>
          <ul>
            {nav.map((item) => (
              <li key={item.page}>
                <PageLink page={item.page} lang={lang} aria-current={pageId === item.page ? 'page' : undefined}>
                  {item.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSwitch />
          <AccountLink lang={lang} loginLabel={t`Log in`} ordersLabel={(name) => t`My orders (${name})`} />
          <CartBadgeSlot />
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const legal: NavItem[] = [
    { page: 'privacy', label: t`Privacy` },
    { page: 'terms-and-conditions', label: t`Terms and conditions` },
    { page: 'returns', label: t`Returns` },
    { page: 'shop-order-lookup', label: t`Find your order` },
    { page: 'accessibility', label: t`Accessibility` },
    { page: 'contact', label: t`Contact` },
  ];
  const explore: NavItem[] = [
    { page: 'about-us', label: t`About us` },
    { page: 'maintenance', label: t`Maintenance` },
    { page: 'manuals', label: t`Manuals` },
    { page: 'become-dealer', label: t`Become a dealer` },
    { page: 'vacancies', label: t`Vacancies` },
  ];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <Logo />
          <p>{t`Light electric folding bikes, designed and assembled in the Netherlands.`}</p>
        </div>
        <PageNav items={explore} lang={lang} label={t`About FOLT`} />
        <PageNav items={legal} lang={lang} label={t`Legal`} />
      </div>
      <p className="container copyright">
        © FOLT ·{' '}
        <button type="button" style={linkButton} onClick={() => sendPageSignal(CONSENT_SETTINGS_EVENT)}>
          {t`Cookie settings`}
        </button>
      </p>
    </footer>
  );
}

/** The page goes in `children`: the router's outlet (routes/route-tree.tsx). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <SiteHeader />
      <main id="main" className="container main">
        {children}
      </main>
      <SiteFooter />
      <ConsentSlot />
    </div>
  );
}
