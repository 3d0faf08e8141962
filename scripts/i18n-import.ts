// Imports translations into the nl and de catalogues from a JSON file {"English source": {"nl": "…", "de": "…"}}.
// Usage: npm run i18n:import -- translations.json   (fills empty entries only unless --overwrite is given)
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { readCatalog, writeCatalog, TRANSLATED_LANGS } from './po-catalogs';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
const overwrite = process.argv.includes('--overwrite');
if (!file) {
  console.error('Usage: npm run i18n:import -- <translations.json> [--overwrite]');
  process.exit(2);
}
const table = JSON.parse(await readFile(file, 'utf8')) as Record<string, Partial<Record<(typeof TRANSLATED_LANGS)[number], string>>>;
for (const lang of TRANSLATED_LANGS) {
  const po = await readCatalog(lang);
  let filled = 0;
  for (const item of po.items) {
    const translation = table[item.msgid]?.[lang];
    if (!translation) continue;
    if (!overwrite && item.msgstr.some((s) => s.trim() !== '')) continue;
    item.msgstr = [translation];
    filled++;
  }
  await writeCatalog(lang, po);
  console.log(`${lang}: ${filled} translations imported`);
}
// Re-extract so the files keep Lingui's own formatting (the staleness check compares against it).
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });
