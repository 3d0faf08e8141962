// Browser entry: activates the page's language catalogue, then hydrates the server-rendered document: a marketing
// page without the router (static-page.tsx), every other page with it (router-page.tsx); each is a chunk of its own
// that the server's HTML preloads with the page (server/ssr/assets.ts, decision record 043). The server's HTML starts
// it after the first paint (server/ssr/assets.ts entryLoader).
import { activateLang, createI18n } from './locales/i18n';
import { defaultLang, hydratesWithoutRouter, isLang, resolvePublicPath } from './locales/paths';
import { loadPageCatalog, loadServedCatalogs } from './locales/page-catalogs';
import { onPreloadError } from './lib/chunk-reload';
import { warmIntlOffMainThread } from './lib/warm-intl';
import { yieldToMain } from './lib/yield-to-main';
import './styles/app.css';

/** The locales the page's dates are written in (views/marketing-kit/company-facts.ts, order labels). */
const REGION_LOCALE = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' } as const;

async function start() {
  // A chunk that fails to load (a deploy removed it) reloads the page once; listening before anything is imported.
  window.addEventListener('vite:preloadError', onPreloadError);
  const lang = document.documentElement.lang;
  // ICU's number data loads in a worker while the catalogues load, not in a hydration task (decision record 038):
  // Lingui's plurals use the language's own locale, the page's dates its region's.
  if (isLang(lang)) warmIntlOffMainThread([lang, REGION_LOCALE[lang]]);
  const i18n = createI18n();
  await activateLang(i18n, isLang(lang) ? lang : defaultLang);
  // A page's own and area catalogues, before hydration: the router does not run beforeLoad when it hydrates, and
  // the server rendered with them.
  // In production the server names them with their chunks' URLs (server/ssr/assets.ts entryLoader), so the table of
  // every page's catalogue stays out of the first render; the development server does not.
  const page = resolvePublicPath(window.location.pathname);
  const served = (window as { __pageCatalogs?: ReadonlyArray<readonly [string, string]> }).__pageCatalogs;
  if (page) await (served ? loadServedCatalogs(i18n, page.lang, served) : loadPageCatalog(i18n, page.id, page.lang)).catch(() => {});
  await yieldToMain();
  // A marketing page hydrates from what the served page carries (its view's chunk as the HTML names it — the page
  // table in development —, the router's dehydrated data); anything else, or a page whose data is not as expected,
  // with the router.
  const view = (window as { __pageView?: readonly [string, string] }).__pageView;
  if (page && hydratesWithoutRouter(page.id)) {
    const { hydrateWithoutRouter } = await import('./static-page');
    if (await hydrateWithoutRouter({ i18n, page, view })) return;
  }
  const { hydrateWithRouter } = await import('./router-page');
  await hydrateWithRouter(i18n);
}

void start();
