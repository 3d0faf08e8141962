// Lingui instances and catalogue loading: only the active language's compiled catalogue is fetched.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Lang } from './paths';

const loaders: Record<Lang, () => Promise<{ messages: Messages }>> = {
  nl: () => import('./nl/messages.po'),
  en: () => import('./en/messages.po'),
  de: () => import('./de/messages.po'),
};

const cache = new Map<Lang, Messages>();

export async function loadCatalog(lang: Lang): Promise<Messages> {
  const hit = cache.get(lang);
  if (hit) return hit;
  const { messages } = await loaders[lang]();
  cache.set(lang, messages);
  return messages;
}

/** A fresh instance per server request (never the global singleton), or the browser's one. */
export function createI18n(): I18n {
  return setupI18n();
}

/** Loads (once) and activates a language on an instance. */
export async function activateLang(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.locale === lang) return;
  // A copy: Lingui merges later loads (a page's own catalogue) into the object it holds, and the cached shared
  // catalogue must not collect one request's page texts for the next (on the server they would leak between pages).
  // load() merges (loadAndActivate would replace, dropping a page catalogue loaded ahead of a language switch).
  const messages = { ...(await loadCatalog(lang)) };
  i18n.load(lang, messages);
  i18n.activate(lang);
}
