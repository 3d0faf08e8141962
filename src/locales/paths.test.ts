// The slug table in both directions: every page × its four public variants.
import { describe, expect, it } from 'vitest';
import { languages, pageIds, pageDef, resolvePublicPath, routePatterns, toPublicPath, isValidParam, langOfPath, type PageParams } from './paths';

const sampleParams: PageParams = { urlKey: 'accu-500-wh', sku: 'FOLT Classic', id: '42' };

function concrete(path: string): string {
  return path.replace('$urlKey', sampleParams.urlKey!).replace('$sku', encodeURIComponent(sampleParams.sku!)).replace('$id', sampleParams.id!);
}

describe('slug table', () => {
  it('gives every page four distinct public variants', () => {
    for (const id of pageIds) {
      const variants = routePatterns(id).map((v) => v.path);
      expect(new Set(variants).size, id).toBe(4);
    }
  });

  it('never maps two pages to the same path', () => {
    const seen = new Map<string, string>();
    for (const id of pageIds) {
      for (const { path } of routePatterns(id)) {
        expect(seen.get(path), `${path} used by ${seen.get(path)} and ${id}`).toBeUndefined();
        seen.set(path, id);
      }
    }
  });

  it.each(pageIds)('%s: each variant resolves back to the page, language and parameters', (id) => {
    const params = pageDef(id).param ? sampleParams : {};
    for (const variant of routePatterns(id)) {
      const resolved = resolvePublicPath(concrete(variant.path));
      expect(resolved?.id, variant.path).toBe(id);
      expect(resolved?.lang).toBe(variant.lang);
      expect(resolved?.prefix).toBe(variant.prefix);
      if (pageDef(id).param) expect(resolved?.params[pageDef(id).param!.name]).toBe(params[pageDef(id).param!.name]);
    }
  });

  it.each(pageIds)('%s: toPublicPath builds the canonical path per language and it resolves to the page', (id) => {
    const params = pageDef(id).param ? sampleParams : {};
    for (const lang of languages) {
      const path = toPublicPath(id, lang, params);
      if (lang === 'nl') expect(path.startsWith('/nl/') || path === '/nl').toBe(false);
      else expect(path === `/${lang}` || path.startsWith(`/${lang}/`)).toBe(true);
      expect(resolvePublicPath(path)).toMatchObject({ id, lang });
    }
  });

  it('uses the slugs of the specification', () => {
    expect(toPublicPath('about-us', 'en')).toBe('/en/about-us');
    expect(toPublicPath('about-us', 'nl')).toBe('/over-ons');
    expect(toPublicPath('about-us', 'de')).toBe('/de/uber-uns');
    expect(toPublicPath('home', 'nl')).toBe('/');
    expect(toPublicPath('home', 'en')).toBe('/en');
    expect(toPublicPath('employer-plan', 'nl')).toBe('/fiscfree-fiets');
    expect(toPublicPath('lightweight-ebike-for-camper', 'de')).toBe('/de/leichte-elektrische-fahrrad-fur-wohnmobil');
    expect(toPublicPath('vacancies-mechanic', 'de')).toBe('/de/vacancies/mechanic');
    expect(toPublicPath('shop-product', 'de', { urlKey: 'akku-500' })).toBe('/de/shop/akku-500');
    expect(toPublicPath('admin-order-view', 'nl', { id: '7' })).toBe('/admin/order-view/7');
  });

  it('rejects malformed parameters (the page-validity check)', () => {
    expect(isValidParam('shop-product', '<script>')).toBe(false);
    expect(isValidParam('shop-product', 'Upper-Case')).toBe(false);
    expect(isValidParam('shop-product', 'a'.repeat(121))).toBe(false);
    expect(isValidParam('admin-order-view', '12abc')).toBe(false);
    expect(isValidParam('admin-order-view', '0')).toBe(false);
    expect(isValidParam('configurator-model', 'FOLT Classic')).toBe(true);
    expect(isValidParam('configurator-model', '../etc')).toBe(false);
    expect(resolvePublicPath('/shop/%3Cscript%3E')).toBeNull();
    expect(resolvePublicPath('/shop/%E0%A4%A')).toBeNull();
    expect(resolvePublicPath('/fr/about-us')).toBeNull();
  });

  it('tells the language of a path', () => {
    expect(langOfPath('/de/uber-uns')).toBe('de');
    expect(langOfPath('/over-ons')).toBe('nl');
    expect(langOfPath('/en')).toBe('en');
  });
});
