// Every page's head states the page's own description, in each language, from the catalogues the page loads: the H1
// and description come with the page's view (pageHead), not from a table in the entry, so a view that forgot to export
// them (or exported another page's) would give a page an empty or a wrong description. The pages behind a login are
// covered here too: the server-rendered tests (tests/unit/ssr-pages.test.ts) see their login page instead.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { languages, pageIds } from '../locales/paths';
import { loadPageCatalog } from '../locales/page-catalogs';
import { messages as nl } from '../locales/nl/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as de } from '../locales/de/messages.po';
import { pageHead } from './page-components';

const shared = { nl, en, de };

describe("a page's H1 and description, from its view", () => {
  it.each(languages)('every page has its own H1 and description in %s', async (lang) => {
    const seen = new Map<string, string>();
    for (const id of pageIds) {
      const head = await pageHead(id);
      expect(head, id).toBeDefined();
      const i18n = setupI18n({ locale: lang, messages: { [lang]: shared[lang] } });
      await loadPageCatalog(i18n, id, lang);
      const h1 = i18n._(head!.h1);
      const description = i18n._(head!.description);
      expect(h1.length, id).toBeGreaterThan(2);
      expect(description.length, id).toBeGreaterThan(20);
      // A text missing from the loaded catalogues would come out in English (here) or as its message id (a build).
      if (lang !== 'en') expect(description, `${id} in ${lang}`).not.toBe(head!.description.message);
      expect(seen.get(description), `${id} has the description of ${seen.get(description)}`).toBeUndefined();
      seen.set(description, id);
    }
  });
});
