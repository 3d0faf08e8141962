// Each i18n instance gets its own messages: a page catalogue merged into one never reaches another.
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
});
