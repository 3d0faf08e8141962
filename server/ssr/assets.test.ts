// A page's own CSS and chunks are linked in its HTML; what the entry already brings is not linked twice.
import { describe, expect, it } from 'vitest';
import { pageAssets, pageAssetTags, type ViteManifest } from './assets';

const manifest: ViteManifest = {
  'src/main.tsx': { file: 'assets/main.js', css: ['assets/main.css'], imports: ['_react.js'], isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/views/shop/shop-list-page.tsx': { file: 'assets/shop-list.js', css: ['assets/shop-list.css'], imports: ['_react.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  'src/views/marketing/about-us/locales/de.po': { file: 'assets/de.js' },
};

describe('pageAssets', () => {
  it('links the page chunk, its imports and their CSS, without the entry closure', () => {
    expect(pageAssets(manifest, ['src/views/shop/shop-list-page.tsx'])).toEqual({
      css: ['/assets/shop-list.css', '/assets/cards.css'],
      js: ['/assets/shop-list.js', '/assets/cards.js'],
    });
  });

  it('preloads a marketing page catalogue and skips modules the build does not have', () => {
    expect(pageAssets(manifest, ['src/views/marketing/about-us/locales/de.po', 'src/views/nope.tsx'])).toEqual({ css: [], js: ['/assets/de.js'] });
  });

  it('renders stylesheet and modulepreload links', () => {
    expect(pageAssetTags({ css: ['/a.css'], js: ['/b.js'] })).toBe('<link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/b.js">');
  });
});
