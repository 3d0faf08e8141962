// Pages fetched without JavaScript: status, <html lang>, title, H1, description, canonical, hreflang, and the
// 404 page; odd and hostile paths never give a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type I18n } from '@lingui/core';
import { languages, pageDef, pageIds, routePatterns, toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { pageTitles } from '../../src/locales/page-meta';
import { pageHead } from '../../src/routes/page-components';
import { loadPageCatalog } from '../../src/locales/page-catalogs';
import { messages as nl } from '../../src/locales/nl/messages.po';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { startPageServer, type PageServer } from '../fixtures/page-server';

const PUBLIC = 'https://www.folt.example';
let server: PageServer;
const shared = { nl, en, de };

/** The texts a page shows: the shared catalogue plus the page's own and its area's, as the page loads them. */
async function textsOf(id: PageId, lang: Lang): Promise<I18n> {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: shared[lang] } });
  await loadPageCatalog(i18n, id, lang);
  return i18n;
}

beforeAll(async () => {
  server = await startPageServer();
});
afterAll(async () => {
  await server?.close();
});

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function get(path: string, init?: RequestInit) {
  const res = await fetch(server.url + path, { redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, html: decode(await res.text()) };
}

function sampleParams(id: PageId) {
  return pageDef(id).param ? { urlKey: 'accu-500-wh', sku: 'FOLT Classic', id: '42' } : {};
}
function concrete(path: string) {
  return path.replace('$urlKey', 'accu-500-wh').replace('$sku', 'FOLT%20Classic').replace('$id', '42');
}

const openPages = pageIds.filter((id) => !pageDef(id).check);
const guardedPages = pageIds.filter((id) => pageDef(id).check);

describe('server-rendered pages', () => {
  it.each(openPages)('%s renders in all four variants with its H1, title, canonical and hreflang links', async (id) => {
    const head = (await pageHead(id))!;
    for (const variant of routePatterns(id)) {
      const page = await get(concrete(variant.path));
      expect(page.status, variant.path).toBe(200);
      const t = await textsOf(id, variant.lang);
      expect(page.html).toContain(`<html lang="${variant.lang}"`);
      // The configurator names the model it configures in its heading.
      if (id === 'configurator-model') expect(page.html).toMatch(/<h1[^>]*>[^<]*FOLT Classic[^<]*<\/h1>/);
      else expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escape(t._(head.h1))}</h1>`));
      expect(page.html).toContain(`<title>${t._(pageTitles[id])}`);
      expect(page.html).toContain(`<meta name="description" content="${t._(head.description)}"`);
      const params = sampleParams(id);
      expect(page.html).toContain(`<link rel="canonical" href="${PUBLIC}${toPublicPath(id, variant.lang, params)}"`);
      for (const alt of languages) {
        expect(page.html).toMatch(new RegExp(`<link rel="alternate" hreflang="${alt}" href="${escape(PUBLIC + toPublicPath(id, alt, params))}"`, 'i'));
      }
      expect(page.html).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="${escape(PUBLIC + toPublicPath(id, 'nl', params))}"`, 'i'));
      expect(page.html).toContain('property="og:title"');
      expect(page.html).toContain(`property="og:locale"`);
    }
  });

  it.each(guardedPages)('%s sends a visitor without a session to its login page with a return path', async (id) => {
    for (const variant of routePatterns(id)) {
      const path = concrete(variant.path);
      const page = await get(path);
      expect(page.status, path).toBe(307);
      const login = pageDef(id).check === 'admin' ? 'admin-login' : 'customer-login';
      expect(page.location).toBe(`${toPublicPath(login, variant.lang)}?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('answers unknown paths with the Dutch 404 page and status 404', async () => {
    for (const path of ['/bestaat-niet', '/en/does-not-exist', '/de/gibt-es-nicht', '/fr/about-us', '/shop/cart/extra']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('404');
      expect(page.html).toContain('Pagina niet gevonden');
      expect(page.html).toContain('Excuses, we konden deze pagina niet vinden.');
      expect(page.html).toMatch(/<a class="button" href="\/">Terug naar de voorpagina<\/a>/);
    }
  });

  it('renders the 404 page for malformed route parameters', async () => {
    for (const path of ['/shop/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/admin/order-view/abc', '/configurator/..%2F..%2Fetc', '/en/shop/UPPER']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html).not.toContain('<script>alert(1)');
    }
  });

  it('never answers odd or hostile paths with a 500 or a stack trace', async () => {
    const paths = [
      '/%2e%2e/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '//over-ons',
      '///',
      '/over-ons?coupon=x&coupon=y&__proto__[a]=1',
      `/${'a'.repeat(10_000)}`,
      '/%E0%A4%A',
      '/shop/%00',
      '/.env',
      '/over-ons/',
      '/nl/',
      '/de/uber-uns?utm_source=x',
    ];
    for (const path of paths) {
      const page = await get(path);
      expect(page.status, path).toBeLessThan(500);
      expect(page.html).not.toMatch(/at \w+ \(|node_modules|Error: /);
    }
  });

  it('lets a CDN cache public pages only', async () => {
    expect((await get('/de/uber-uns')).headers.get('cache-control')).toContain('s-maxage=');
    expect((await get('/shop')).headers.get('cache-control')).toContain('public');
    for (const path of ['/shop/cart', '/en/shop/checkout', '/customer-login', '/admin/login', '/bestaat-niet']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('redirects / to /en or /de when the language cookie says so', async () => {
    expect((await get('/', { headers: { cookie: 'lang=de' } })).location).toBe('/de');
    expect((await get('/', { headers: { cookie: 'lang=en' } })).location).toBe('/en');
    expect((await get('/', { headers: { cookie: 'lang=nl' } })).status).toBe(200);
    expect((await get('/', { headers: { cookie: 'lang=fr' } })).status).toBe(200);
  });

  it('lists every public page in every language with alternates in sitemap.xml', async () => {
    const { status, html } = await get('/sitemap.xml');
    expect(status).toBe(200);
    for (const id of ['home', 'about-us', 'kampeerauto-25-3', 'shop', 'vacancies-intern'] as PageId[]) {
      for (const lang of languages) expect(html).toContain(`<loc>${PUBLIC}${toPublicPath(id, lang)}</loc>`);
    }
    expect(html).toContain(`hreflang="x-default" href="${PUBLIC}/over-ons"`);
    expect(html).not.toContain('/admin');
    expect(html).not.toContain('/shop/cart');
  });

  it('keeps crawlers out of admin, cart, checkout and customer pages', async () => {
    const { status, html } = await get('/robots.txt');
    expect(status).toBe(200);
    for (const line of [
      'Disallow: /admin',
      'Disallow: /en/admin',
      'Disallow: /shop/cart',
      'Disallow: /de/shop/checkout',
      'Disallow: /customer-orders',
      'Disallow: /en/customer-login',
      'Disallow: /nl/shop/confirmed',
    ]) {
      expect(html).toContain(line);
    }
    expect(html).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });

  it('sends security headers with a per-response CSP nonce that the scripts carry', async () => {
    const first = await get('/over-ons');
    const second = await get('/over-ons');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    expect(first.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(first.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(first.headers.get('x-powered-by')).toBeNull();
    for (const tag of first.html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
