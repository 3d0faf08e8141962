// Reading and writing the Lingui PO catalogues (the shared one and the marketing pages' own), shared by the i18n
// check and the translation import.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PO from 'pofile';

export const TRANSLATED_LANGS = ['nl', 'de'] as const;
export const ALL_LANGS = ['en', ...TRANSLATED_LANGS] as const;
const VIEWS_DIR = 'src/views';
const MARKETING_DIR = 'src/views/marketing';
/** The lead forms' catalogue (an area below the marketing kit, see src/locales/catalog-areas.ts). */
const FORMS_DIR = 'src/views/marketing-kit/forms';

export const catalogPath = (lang: string) => `src/locales/${lang}/messages.po`;

/** Every catalogue file of a language: the shared one, the areas' (src/views/<area>/locales, the forms') and each marketing page's own. */
export async function catalogFiles(lang: string): Promise<string[]> {
  const dirsIn = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => path.join(dir, entry.name));
  const candidates = [...(await dirsIn(VIEWS_DIR)), FORMS_DIR, ...(await dirsIn(MARKETING_DIR))].map((dir) => path.join(dir, 'locales', `${lang}.po`));
  const existing = await Promise.all(
    candidates.map(async (file) =>
      (await readFile(file).then(
        () => true,
        () => false,
      ))
        ? file
        : null,
    ),
  );
  return [catalogPath(lang), ...existing.filter((file): file is string => file !== null)];
}

export async function readCatalogFile(file: string): Promise<PO> {
  return PO.parse(await readFile(file, 'utf8'));
}

export async function writeCatalogFile(file: string, po: PO): Promise<void> {
  await writeFile(file, po.toString() + '\n');
}

/** Messages of a catalogue without a translation (or with an empty one). */
export function untranslated(po: PO): string[] {
  return po.items.filter((item) => !item.obsolete && !item.msgstr.some((s) => s.trim() !== '')).map((item) => item.msgid);
}
