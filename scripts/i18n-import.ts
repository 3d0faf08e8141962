// Extracts the messages and imports translations into every nl and de catalogue from JSON files
// {"English source": {"nl": "…", "de": "…"}}; a message that moves to another catalogue keeps its translation.
// Usage: npm run i18n:extract            (extract, carrying translations over)
//        npm run i18n:import -- a.json [b.json …]   (fills empty entries only unless --overwrite is given)
// It extracts first, so messages written since the last extraction are found, and again at the end, so the files
// keep Lingui's own formatting (the staleness check compares against it).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { catalogFiles, readCatalogFile, writeCatalogFile, TRANSLATED_LANGS } from './po-catalogs';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const overwrite = process.argv.includes('--overwrite');
type Table = Record<string, Partial<Record<(typeof TRANSLATED_LANGS)[number], string>>>;
const table: Table = {};
for (const file of files) Object.assign(table, JSON.parse(await readFile(file, 'utf8')) as Table);

// Read before extracting: a message that moved to another catalogue (or appears in two) keeps the translation it
// already has elsewhere, although the extraction drops it from its old file.
const known = new Map<string, Map<string, string>>();
for (const lang of TRANSLATED_LANGS) {
  const translations = new Map<string, string>();
  for (const file of await catalogFiles(lang)) {
    for (const item of (await readCatalogFile(file)).items) if (item.msgstr[0]?.trim()) translations.set(item.msgid, item.msgstr[0]);
  }
  known.set(lang, translations);
}

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });
for (const lang of TRANSLATED_LANGS) {
  let filled = 0;
  for (const file of await catalogFiles(lang)) {
    const po = await readCatalogFile(file);
    for (const item of po.items) {
      const translation = table[item.msgid]?.[lang] ?? known.get(lang)?.get(item.msgid);
      if (!translation) continue;
      if (!overwrite && item.msgstr.some((s) => s.trim() !== '')) continue;
      item.msgstr = [translation];
      filled++;
    }
    await writeCatalogFile(file, po);
  }
  console.log(`${lang}: ${filled} translations imported`);
}
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });
