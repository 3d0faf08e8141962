// What a page's HTML carries for its first load: the entry's and the page's CSS inline, and one nonce'd script that
// loads the entry and the page's chunks after the first paint; what the entry already brings is not listed twice.
import { describe, expect, it } from 'vitest';
import {
  entryAssets,
  entryLoader,
  INLINE_CSS_MAX_BYTES,
  PAGE_CATALOGS_GLOBAL,
  PAGE_VIEW_GLOBAL,
  PAINT_WAIT_MAX_MS,
  pageAssets,
  pageAssetTags,
  type ViteManifest,
} from './assets';

const manifest: ViteManifest = {
  'src/main.tsx': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/views/shop/shop-list-page.tsx': { file: 'assets/shop-list.js', css: ['assets/shop-list.css'], imports: ['_react.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  'src/views/marketing/about-us/locales/de.po': { file: 'assets/de.js' },
};

describe('pageAssets', () => {
  it("lists the entry's CSS, the page chunk, its imports and their CSS, without the entry's chunks", () => {
    expect(pageAssets(manifest, ['src/views/shop/shop-list-page.tsx#ShopListPage'])).toEqual({
      css: ['/assets/main.css', '/assets/shop-list.css', '/assets/cards.css'],
      js: ['/assets/shop-list.js', '/assets/cards.js'],
      catalogs: [],
      // The view's chunk and export also go to the entry (src/routes/page-components.ts imports the served page by them).
      view: ['/assets/shop-list.js', 'ShopListPage'],
    });
  });

  it('lists a marketing page catalogue and skips modules the build does not have', () => {
    expect(pageAssets(manifest, ['src/views/marketing/about-us/locales/de.po', 'src/views/nope.tsx'])).toEqual({
      css: ['/assets/main.css'],
      js: ['/assets/de.js'],
      // The catalogue also goes to the entry by URL, under the path catalog-loaders.ts knows it by (src/locales/…).
      catalogs: [['../views/marketing/about-us/locales/de.po', '/assets/de.js']],
      view: null,
    });
  });
});

describe('pageAssetTags', () => {
  const entry = entryAssets(manifest);
  const css: Record<string, string> = {
    '/assets/main.css': 'body{margin:0}',
    '/assets/big.css': `a{color:red}${' '.repeat(INLINE_CSS_MAX_BYTES)}`,
    '/assets/odd.css': 'a::after{content:"</style>"}',
  };
  const tags = (files: string[], js: string[] = []) => pageAssetTags({ css: files, js }, { nonce: 'n0nce', entry, cssText: (href) => css[href] });

  it('inlines small stylesheets and links big, unknown and unsafe ones', () => {
    const html = tags(['/assets/main.css', '/assets/big.css', '/assets/odd.css', '/assets/unknown.css']);
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/main.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/big.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/odd.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/unknown.css">');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it('ends with the loader script, carrying the nonce', () => {
    const html = tags(['/assets/main.css'], ['/assets/page.js']);
    expect(html).toMatch(/<script nonce="n0nce">\(\(\)=>\{.*\}\)\(\)<\/script>$/);
    expect(html).toContain(entryLoader(entry, ['/assets/page.js']));
  });

  it("hands the page's catalogues to the entry as a global of the page, before anything starts", () => {
    const html = pageAssetTags({ css: [], js: ['/assets/de.js'], catalogs: [['../views/x/locales/de.po', '/assets/de.js']] }, { nonce: 'n0nce', entry });
    const self: Record<string, unknown> = {};
    const document = { readyState: 'loading', addEventListener: () => {} };
    new Function('document', 'self', html.replace(/^<script nonce="n0nce">|<\/script>$/g, ''))(document, self);
    expect(self[PAGE_CATALOGS_GLOBAL]).toEqual([['../views/x/locales/de.po', '/assets/de.js']]);
  });

  it("hands the page's view (chunk and export) to the entry as a global of the page, before anything starts", () => {
    const html = pageAssetTags({ css: [], js: ['/assets/shop-list.js'], view: ['/assets/shop-list.js', 'ShopListPage'] }, { nonce: 'n0nce', entry });
    const self: Record<string, unknown> = {};
    const document = { readyState: 'loading', addEventListener: () => {} };
    new Function('document', 'self', html.replace(/^<script nonce="n0nce">|<\/script>$/g, ''))(document, self);
    expect(self[PAGE_VIEW_GLOBAL]).toEqual(['/assets/shop-list.js', 'ShopListPage']);
  });
});

/** What the loader's browser offers: paint timing (Chromium, Firefox, Safari ≥ 14.1) or not, a visible tab or not. */
interface LoaderBrowser {
  paintTiming?: boolean;
  hidden?: boolean;
}

/** Runs the loader against a minimal document and reports what it inserted and when. */
function runLoader(readyState: 'loading' | 'complete', { paintTiming = false, hidden = false }: LoaderBrowser = {}) {
  const inserted: Array<{ tag: string; rel?: string; href?: string; type?: string; src?: string }> = [];
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const observers: Array<{ report: (names: string[]) => void; options: unknown; disconnected: boolean }> = [];
  const document = {
    readyState,
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (el: (typeof inserted)[number]) => inserted.push(el) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = ['mark', 'measure', 'paint', 'resource'];
    private readonly observer = { report: (_names: string[]) => {}, options: undefined as unknown, disconnected: false };
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePerformanceObserver) => void) {
      this.observer.report = (names) => {
        if (!this.observer.disconnected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      };
      observers.push(this.observer);
    }
    observe(options: unknown) {
      this.observer.options = options;
    }
    disconnect() {
      this.observer.disconnected = true;
    }
  }
  const self = paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {};
  const run = new Function('document', 'self', 'requestAnimationFrame', 'setTimeout', entryLoader(entryAssets(manifest), ['/assets/page.js']));
  run(
    document,
    self,
    (cb: () => void) => frames.push(cb),
    (cb: () => void, ms: number) => timers.push({ ms, run: cb }),
  );
  return { inserted, listeners, frames, timers, observers };
}

/** Runs the insertion timers the start set and checks that each inserts one element, in order. */
function runInsertions(page: ReturnType<typeof runLoader>, after: number) {
  const insertions = page.timers.slice(after);
  // It sets one timer per insertion, all at once: each insertion is a task of its own, none waits for another.
  expect(insertions.map((t) => t.ms)).toEqual([0, 0, 0]);
  expect(page.inserted).toEqual([]);
  for (const [index, timer] of insertions.entries()) {
    timer.run();
    expect(page.inserted).toHaveLength(index + 1);
  }
  expect(page.inserted).toEqual([
    { tag: 'link', rel: 'modulepreload', href: '/assets/react.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/page.js' },
    { tag: 'script', type: 'module', src: '/assets/main.js' },
  ]);
}

describe('entryLoader', () => {
  it('starts nothing before the first contentful paint is reported, then preloads every chunk at once and starts the entry once', () => {
    const page = runLoader('complete', { paintTiming: true });
    expect(page.frames).toEqual([]);
    expect(page.observers).toHaveLength(1);
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    expect(page.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MAX_MS]);
    // The first paint without content (the background) is not the one it waits for.
    page.observers[0]!.report(['first-paint']);
    expect(page.timers).toHaveLength(1);
    page.observers[0]!.report(['first-paint', 'first-contentful-paint']);
    expect(page.observers[0]!.disconnected).toBe(true);
    // The observer's callback starts it in a task of its own.
    expect(page.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MAX_MS, 0]);
    expect(page.inserted).toEqual([]);
    page.timers[1]!.run();
    runInsertions(page, 2);
    // The fallback for a paint never reported does not start it again.
    page.timers[0]!.run();
    expect(page.inserted).toHaveLength(3);
  });

  it('starts after the fallback wait when no contentful paint is ever reported', () => {
    const page = runLoader('complete', { paintTiming: true });
    page.timers[0]!.run();
    runInsertions(page, 1);
  });

  it('in a browser without paint timing, starts after the first frame has painted', () => {
    const page = runLoader('complete');
    expect(page.inserted).toEqual([]);
    expect(page.observers).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.inserted).toEqual([]);
    // The frame's callback runs before its paint; the timer it sets runs after it.
    const started = page.timers.findIndex((t) => t.ms === 0);
    page.timers[started]!.run();
    runInsertions(page, started + 1);
    // The fallback for a background tab (no frames) does not start it again.
    page.timers.find((t) => t.ms === 1000)!.run();
    expect(page.inserted).toHaveLength(3);
  });

  it('waits for the whole document before it waits for the paint', () => {
    const page = runLoader('loading', { paintTiming: true });
    expect(page.observers).toHaveLength(0);
    expect(page.timers).toHaveLength(0);
    page.listeners.get('DOMContentLoaded')!();
    expect(page.observers).toHaveLength(1);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    const page = runLoader('complete', { paintTiming: true, hidden: true });
    expect(page.observers).toEqual([]);
    expect(page.timers.map((t) => t.ms)).toEqual([0]);
    page.timers[0]!.run();
    runInsertions(page, 1);
  });

  it('starts in a tab that paints no frame, without paint timing', () => {
    const page = runLoader('complete');
    page.timers.find((t) => t.ms === 1000)!.run();
    for (const timer of page.timers.filter((t) => t.ms === 0).slice(1)) timer.run();
    expect(page.inserted.at(-1)).toEqual({ tag: 'script', type: 'module', src: '/assets/main.js' });
  });
});
