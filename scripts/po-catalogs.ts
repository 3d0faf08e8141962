// Reading and writing the Lingui PO catalogues, shared by the i18n check and the translation import.
import { readFile, writeFile } from 'node:fs/promises';
import PO from 'pofile';

export const TRANSLATED_LANGS = ['nl', 'de'] as const;
export const catalogPath = (lang: string) => `src/locales/${lang}/messages.po`;

export async function readCatalog(lang: string): Promise<PO> {
  return PO.parse(await readFile(catalogPath(lang), 'utf8'));
}

export async function writeCatalog(lang: string, po: PO): Promise<void> {
  await writeFile(catalogPath(lang), po.toString() + '\n');
}

/** Messages of a catalogue without a translation (or with an empty one). */
export function untranslated(po: PO): string[] {
  return po.items.filter((item) => !item.obsolete && !item.msgstr.some((s) => s.trim() !== '')).map((item) => item.msgid);
}
