// A marketing page hydrates in the browser without the router (src/static-page.tsx, decision record 043): its tree must
// render exactly the markup of the router's server render, or React hydrates over a mismatch (text is re-rendered,
// attributes — a link's href or class, an id — are silently left as the server wrote them). Each marketing page, in
// one of the three languages, and the pages that read their query: the body the server sends (without its scripts)
// and the body of the static tree, rendered with the same texts and the same loader data, are the same string.
import { runInNewContext } from 'node:vm';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { hydratesWithoutRouter, languages, pageIds, resolvePublicPath, toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { loadPageCatalog } from '../../src/locales/page-catalogs';
import { importPageModule } from '../../src/routes/page-modules';
import { staticNav } from '../../src/views/shared/static-nav';
import { StaticPageTree } from '../../src/views/layouts/static-page-tree';
import { messages as nl } from '../../src/locales/nl/messages.po';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { pageServerForFile } from '../fixtures/page-server';

const { fetchPage } = pageServerForFile();
// Rendered as the server renders: a section that hydrates later (later-section.tsx) loads at once there, not when
// the browser needs it.
vi.mock('../../src/lib/hydrate-later', async (original) => ({
  ...(await original<typeof import('../../src/lib/hydrate-later')>()),
  whenSectionNeeded: () => Promise.resolve(),
}));
const shared = { nl, en, de };

/** The router's dehydrated data in the served HTML, as the browser's inline script leaves it in `$_TSR`. */
function routerData(html: string): { matches: Array<{ l?: unknown }>; dehydratedData?: { gtmId?: string } } {
  const script = /<script[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no router data in the page');
  const global: Record<string, unknown> = { document: { currentScript: { previousElementSibling: null, remove: () => {} } } };
  global.self = global;
  runInNewContext(script, global, { filename: 'tsr.js' });
  return (global.$_TSR as { router: ReturnType<typeof routerData> }).router;
}

/**
 * A body without its scripts (the router's data and scroll restoration, which remove themselves before hydration),
 * each tag's attributes in one order (hydration compares attributes by name, not by their order in the tag).
 */
function bodyOf(html: string): string {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return (
    body
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      // A boundary this render streamed (its content after the fallback) compares as the server's, in place.
      .replace(/^<!--\$\?--><template id="B:0"><\/template><!--\/\$--><div hidden id="S:0">([\s\S]*)<\/div>$/, '<!--$$-->$1<!--/$$-->')
      // The content of boundaries this render streamed after the page (the sections below), which it appends.
      .replace(/(<\/div><!--\/\$-->)<div hidden id="S:\d+">[\s\S]*$/, '$1')
      // The sections that hydrate later (later-section.tsx) are not compared: this render does not wait for them, and
      // they hydrate on their own, after the page, with the same components either way.
      .replace(/(<div data-hydrate-later="[^"]*">)<!--\$\??-->[\s\S]*?<!--\/\$--><\/div>/g, '$1</div>')
      .replace(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag: string, attributes: string, close: string) => {
        const sorted = [...attributes.matchAll(/\s+([^\s=>/]+(?:="[^"]*")?)/g)].map((match) => match[1]!).sort();
        return `<${[tag, ...sorted].join(' ')}${close}>`;
      })
  );
}

async function staticBody(path: string, html: string): Promise<string> {
  const url = new URL(path, 'http://folt.test');
  const page = resolvePublicPath(url.pathname)!;
  const i18n = setupI18n({ locale: page.lang, messages: { [page.lang]: shared[page.lang] } });
  await loadPageCatalog(i18n, page.id, page.lang);
  const data = routerData(html);
  const [module, name] = await importPageModule(page.id);
  const nav = staticNav({
    location: { pathname: url.pathname, searchStr: url.search },
    page: { pageId: page.id, lang: page.lang, params: page.params },
    loaderData: data.matches[data.matches.length - 1]!.l,
    context: { i18n, ...(data.dehydratedData?.gtmId ? { gtmId: data.dehydratedData.gtmId } : {}) },
  });
  const tree = createElement(StaticPageTree, { nav, Page: module[name] as () => null });
  return bodyOf(await render(tree));
}

/** The whole markup once every boundary is ready, as the server sends a page (no streamed boundaries). */
function render(tree: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final: (done) => {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

/** Where two markups first differ, with some context of each; null when they are the same. */
function firstDifference(rendered: string, served: string): { rendered: string; served: string } | null {
  if (rendered === served) return null;
  let at = 0;
  while (rendered[at] === served[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 160), at + 160);
  return { rendered: around(rendered), served: around(served) };
}

const marketing = pageIds.filter(hydratesWithoutRouter);
const samples: Array<readonly [PageId, Lang, string]> = [
  ...marketing.map((id, index) => [id, languages[index % 3]!, ''] as const),
  ['testride', 'nl', '?model=classic'],
  ['maintenance-subscription', 'en', '?plan=premium&model=voyage'],
  ['compare', 'de', '?models=classic&models=voyage'],
  ['bike-view', 'nl', '?model=voyage&colour=black'],
  ['home', 'en', '?coupon=SUMMER'],
];

describe('marketing pages hydrated without the router', () => {
  it('are all the pages the browser hydrates without it', () => {
    expect(marketing.length).toBeGreaterThan(40);
    expect(marketing).not.toContain('shop');
    expect(marketing).not.toContain('shop-product');
  });

  it.each(samples)('%s (%s%s) renders the markup of the server render', async (id, lang, search) => {
    const path = `${toPublicPath(id, lang)}${search}`;
    const response = await fetchPage(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(firstDifference(await staticBody(path, html), bodyOf(html))).toBe(null);
  });
});
