// The marketing pages of part 1 fetched without JavaScript in nl, en and de: H1, title and description from the page's
// own catalogue, sized images (the hero eager), no leftover placeholders, and no untranslated English on nl and de
// pages: an English source text whose translation differs must not appear in the rendered page.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PO from 'pofile';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { languages, toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { pageTitles } from '../../src/locales/page-meta';
import { pageHead } from '../../src/routes/page-components';
import { startPageServer, type PageServer } from '../fixtures/page-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGES = [
  'home',
  'models',
  'classic',
  'elite',
  'maxx',
  'piccolo',
  'voyage',
  'folt-200-s',
  'compare',
  'selection-guide',
  'battery-info-and-range',
  'bike-view',
  'best-in-tests',
  'testimonials',
  'folding-ebike-test',
  'folding-ebike-20-inch',
  'lightweight-ebike-for-camper',
] as const satisfies readonly PageId[];

/** Pages whose first image is the hero (the LCP candidate): never lazy. */
const HERO_PAGES = new Set<PageId>(['home', 'classic', 'elite', 'maxx', 'piccolo', 'voyage', 'folt-200-s', 'bike-view']);

const shared = import.meta.glob<{ messages: Messages }>('../../src/locales/*/messages.po', { eager: true });
const own = import.meta.glob<{ messages: Messages }>('../../src/views/marketing/*/locales/*.po', { eager: true });

function i18nFor(id: PageId, lang: Lang): I18n {
  const messages = {
    ...shared[`../../src/locales/${lang}/messages.po`]?.messages,
    ...own[`../../src/views/marketing/${id}/locales/${lang}.po`]?.messages,
  };
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}

function poItems(file: string): PO['items'] {
  return existsSync(file) ? PO.parse(readFileSync(file, 'utf8')).items : [];
}

/** The literal runs of a Lingui message (placeholders, ICU blocks and tags removed) long enough to be telling. */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        runs.push(current);
        current = '';
      }
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    }
  }
  runs.push(current);
  return runs
    .flatMap((run) => run.split(/<\/?\d+\/?>/))
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .filter((run) => run.split(' ').length >= 2 || run.length >= 14);
}

const decode = (html: string) =>
  html
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a visitor (or a screen reader) gets: body text plus alt, aria-label and title attributes, no scripts. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map((match) => match[1]);
  const text = body
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode([text, ...attributes].join(' ')).replace(/\s+/g, ' ');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(async () => {
  await server?.close();
});

const pages = new Map<string, string>();
async function render(id: PageId, lang: Lang, search = ''): Promise<string> {
  const url = toPublicPath(id, lang) + search;
  let html = pages.get(url);
  if (html === undefined) {
    const res = await fetch(server.url + url);
    expect(res.status, url).toBe(200);
    html = await res.text();
    pages.set(url, html);
  }
  return html;
}

describe('marketing pages (part 1)', () => {
  describe.each(PAGES)('%s', (id) => {
    it.each(languages)('renders in %s with its H1, title and description from its own catalogue', async (lang) => {
      const html = decode(await render(id, lang));
      const t = i18nFor(id, lang);
      const head = (await pageHead(id))!;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(t._(head.h1))}</h1>`));
      expect(html).toContain(`<title>${t._(pageTitles[id])}`);
      expect(html).toContain(`<meta name="description" content="${t._(head.description)}"`);
      const text = visibleText(html);
      expect(text.length, 'a real page, not a frame').toBeGreaterThan(800);
      expect(text, 'an unfilled placeholder').not.toMatch(/\{[\w.]+\}|\{\w+, plural|undefined|NaN/);
    });

    it.each(languages)('gives every image its size in %s; the hero is never lazy', async (lang) => {
      const html = await render(id, lang);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const images = main.match(/<img\b[^>]*>/g) ?? [];
      for (const image of images) {
        expect(image).toMatch(/\swidth="\d+"/);
        expect(image).toMatch(/\sheight="\d+"/);
        expect(image).toMatch(/\salt="/);
      }
      if (HERO_PAGES.has(id)) {
        expect(images[0]).toContain('loading="eager"');
        expect(images[0]).toMatch(/fetchpriority="high"/i);
        for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
      }
    });

    it('shows no untranslated English in nl and de', async () => {
      const dir = path.join(ROOT, 'src/views/marketing', id, 'locales');
      expect(existsSync(path.join(dir, 'nl.po')), `${id} has no catalogue yet: import src/locales/pending/marketing-1.json`).toBe(true);
      for (const lang of ['nl', 'de'] as const) {
        const text = visibleText(await render(id, lang));
        const items = [...poItems(path.join(ROOT, `src/locales/${lang}/messages.po`)), ...poItems(path.join(dir, `${lang}.po`))];
        const leftovers: string[] = [];
        for (const item of items) {
          const translation = item.msgstr.join('');
          // A translation identical to its source (a model name, "Motor") is not English left behind.
          if (translation === item.msgid) continue;
          const translated = new Set(literalRuns(translation));
          for (const run of literalRuns(item.msgid)) {
            if (!translated.has(run) && text.includes(run)) leftovers.push(run);
          }
        }
        expect(leftovers, `${id} (${lang}) shows English`).toEqual([]);
      }
    });
  });

  it('compares the models named in ?models= and marks the best values', async () => {
    const html = decode(await render('compare', 'en', '?models=elite,maxx,voyage'));
    const head = html.slice(html.indexOf('<thead'), html.indexOf('</thead>'));
    expect([...head.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((match) => match[1])).toEqual(['FOLT Elite', 'FOLT Maxx', 'FOLT Voyage']);
    expect(html).toContain('mk-best');
    const dutch = decode(await render('compare', 'nl', '?models=piccolo,nonsense'));
    expect(dutch).toMatch(/<th scope="col">FOLT Piccolo<\/th><th scope="col">FOLT Classic<\/th>/);
  });

  it('shows the model and colour named in the bike view query', async () => {
    const html = decode(await render('bike-view', 'de', '?model=maxx&colour=sand'));
    // The router marks a link to the current location itself (aria-current="page"); other chosen chips say "true".
    expect(html).toMatch(/<a[^>]*aria-current="(?:true|page)"[^>]*>FOLT Maxx<\/a>/);
    expect(html).toMatch(/aria-current="(?:true|page)"[^>]*><span class="mk-swatch" style="background:#cdb894"/);
  });

  it('links Configure to the configurator with the SKU and the test ride with the model', async () => {
    const html = decode(await render('voyage', 'de'));
    expect(html).toContain(`href="${toPublicPath('configurator-model', 'de', { sku: 'FOLT Voyage' })}"`);
    expect(html).toContain(`href="${toPublicPath('testride', 'de')}?model=voyage"`);
  });
});

describe('literal runs of a message', () => {
  it('drops placeholders, plural blocks and element tags', () => {
    expect(literalRuns('Ride the {name}, fold it yourself')).toEqual(['Ride the', ', fold it yourself']);
    expect(literalRuns('{seconds, plural, one {# second} other {# seconds}}')).toEqual([]);
    expect(literalRuns('Also worth a look: the <0>{runnerUpName}</0>.')).toEqual(['Also worth a look: the']);
    expect(literalRuns('Weight')).toEqual([]);
    expect(literalRuns('Specifications')).toEqual(['Specifications']);
  });
});
