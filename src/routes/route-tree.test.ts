// The root route's beforeLoad activates the path's language on a navigation, and never on a preload: a preload of
// another language's page (or one queued before a language switch and run after it) must not change the language of
// the page on screen — its texts and its head would come out in the wrong language.
import { describe, expect, it } from 'vitest';
import { createI18n, activateLang } from '../locales/i18n';
import { routeTree, type RouterContext } from './route-tree';

type BeforeLoad = (options: { context: RouterContext; location: { pathname: string }; preload: boolean }) => Promise<unknown>;

async function rootBeforeLoad(pathname: string, preload: boolean, startLang: 'nl' | 'en' | 'de' = 'nl') {
  const i18n = createI18n();
  await activateLang(i18n, startLang);
  // The root route does not ask who is signed in.
  const session = () => Promise.reject(new Error('not asked'));
  const context: RouterContext = { i18n, session, publicUrl: 'https://www.folt.example' };
  const beforeLoad = routeTree.options.beforeLoad as unknown as BeforeLoad;
  const result = await beforeLoad({ context, location: { pathname }, preload });
  return { i18n, result };
}

describe("root route's beforeLoad: the language of the path", () => {
  it('a navigation activates the language of its path', async () => {
    const { i18n, result } = await rootBeforeLoad('/de/uber-uns', false);
    expect(i18n.locale).toBe('de');
    expect(result).toEqual({ pageGone: false });
  });

  it("a preload of another language's page leaves the active language alone", async () => {
    const { i18n } = await rootBeforeLoad('/en/about-us', true);
    expect(i18n.locale).toBe('nl');
    const { i18n: german } = await rootBeforeLoad('/over-ons', true, 'de');
    expect(german.locale).toBe('de');
  });
});
