// Each i18n instance gets its own messages: a page catalogue merged into one never reaches another, and a page
// catalogue loaded ahead of a language switch survives the switch.
import { describe, expect, it } from 'vitest';
import { activateLang, createI18n } from './i18n';

describe('activateLang', () => {
  it('keeps page texts loaded into one instance out of the next instance', async () => {
    const first = createI18n();
    await activateLang(first, 'nl');
    first.load('nl', { 'page-only-message': 'alleen op deze pagina' });
    const second = createI18n();
    await activateLang(second, 'nl');
    expect(first._('page-only-message')).toBe('alleen op deze pagina');
    expect(second._('page-only-message')).toBe('page-only-message');
  });

  it('keeps a page catalogue loaded before its language is activated (a language switch)', async () => {
    const i18n = createI18n();
    await activateLang(i18n, 'nl');
    i18n.load('en', { 'page-only-message': 'only on this page' });
    await activateLang(i18n, 'en');
    expect(i18n._('page-only-message')).toBe('only on this page');
  });
});
