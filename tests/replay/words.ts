// The plain words of the replay mappings (tests/replay/*.mapping.ts) in the page's language: the shop's own texts
// are looked up in its Lingui catalogues (the English source is the message id), the test plan's few phrases
// ("Click '…'", "the heading '…' shows") are here in nl, en and de. These are QA documents, not shop texts, so
// they are not in the shop's catalogues.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

export type Lang = 'nl' | 'en' | 'de';
export const LANGS: readonly Lang[] = ['nl', 'en', 'de'];

/** A text written for the test plan itself, in each language. */
export type Words = Record<Lang, string>;

// The back office's and account pages' catalogues first, then the configurator's: the shop and order pages' texts win
// where both have one (a shared id has the same words in all of them).
const catalogueFiles = (lang: Lang) => [
  `src/views/admin/locales/${lang}.po`,
  `src/views/account/locales/${lang}.po`,
  `src/views/configurator/locales/${lang}.po`,
  `src/locales/${lang}/messages.po`,
  `src/views/shop/locales/${lang}.po`,
  `src/views/order/locales/${lang}.po`,
];
const catalogues = new Map<Lang, Map<string, string>>();

/** A shop text (its English message id) as the page shows it in `lang`; fails when the catalogue has none. */
export function msg(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of catalogueFiles(lang)) {
      const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
      for (const item of po.items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
    }
    catalogues.set(lang, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${lang} translation for "${english}"`);
  return text;
}

/** Fills `{0}`, `{1}` … of a phrase. */
export function fill(template: string, ...values: string[]): string {
  return template.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');
}

/** The phrases of the plan: what a tester does and what the tester sees. */
export const phrases = {
  open: { nl: 'Open {0}', en: 'Open {0}', de: 'Öffne {0}' },
  reload: { nl: 'Laad de pagina opnieuw', en: 'Reload the page', de: 'Lade die Seite neu' },
  wait: { nl: 'Wacht even (de pagina wacht zelf)', en: 'Wait a moment (the page waits by itself)', de: 'Warte einen Moment (die Seite wartet selbst)' },
  click: { nl: "Klik op '{0}'", en: "Click '{0}'", de: "Klicke auf '{0}'" },
  fill: { nl: "typ '{1}' in '{0}'", en: "type '{1}' into '{0}'", de: "tippe '{1}' in '{0}'" },
  choose: { nl: "kies '{1}' bij '{0}'", en: "choose '{1}' in '{0}'", de: "wähle '{1}' bei '{0}'" },
  check: { nl: "Kies '{0}'", en: "Choose '{0}'", de: "Wähle '{0}'" },
  answer: { nl: 'De winkel antwoordt: {0}', en: 'The shop answers: {0}', de: 'Der Shop antwortet: {0}' },
  fault: { nl: 'Zet in de emulator de storing aan: {0}', en: 'Switch on the emulator fault: {0}', de: 'Schalte im Emulator die Störung ein: {0}' },
  mollie: { nl: "Kies op de Mollie-testpagina '{0}'", en: "On the Mollie test page choose '{0}'", de: "Wähle auf der Mollie-Testseite '{0}'" },
  heading: { nl: "de kop '{0}' staat op de pagina", en: "the heading '{0}' shows", de: "die Überschrift '{0}' erscheint" },
  status: { nl: "de melding '{0}' verschijnt", en: "the notice '{0}' appears", de: "die Meldung '{0}' erscheint" },
  alert: { nl: "de foutmelding '{0}' verschijnt", en: "the error '{0}' appears", de: "die Fehlermeldung '{0}' erscheint" },
  button: { nl: "de knop '{0}' is te zien", en: "the button '{0}' shows", de: "die Schaltfläche '{0}' erscheint" },
  other: { nl: "'{0}' is te zien", en: "'{0}' shows", de: "'{0}' ist zu sehen" },
  and: { nl: ' en ', en: ' and ', de: ' und ' },
} satisfies Record<string, Words>;
