// The own catalogue of a marketing page (src/views/marketing/<page id>/locales/<lang>.po, see lingui.config.ts),
// merged into the request's or the tab's i18n instance before the page renders, on the server and in the browser.
import type { I18n, Messages } from '@lingui/core';
import type { Lang, PageId } from './paths';

const catalogs = import.meta.glob<{ messages: Messages }>('../views/marketing/*/locales/*.po');
const loaded = new Map<string, Messages>();

function keyOf(id: PageId, lang: Lang): string {
  return `../views/marketing/${id}/locales/${lang}.po`;
}

export function hasPageCatalog(id: PageId, lang: Lang): boolean {
  return keyOf(id, lang) in catalogs;
}

/** Loads (once per language and page) and merges the page's messages; pages without their own catalogue skip this. */
export async function loadPageCatalog(i18n: I18n, id: PageId, lang: Lang): Promise<void> {
  const key = keyOf(id, lang);
  const load = catalogs[key];
  if (!load) return;
  let messages = loaded.get(key);
  if (!messages) {
    messages = (await load()).messages;
    loaded.set(key, messages);
  }
  i18n.load(lang, messages);
}
