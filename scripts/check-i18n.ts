// Fails when the catalogues are stale (source messages not extracted) or when a message lacks a nl or de translation.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { catalogPath, readCatalog, untranslated, TRANSLATED_LANGS } from './po-catalogs';

const ALL = ['en', ...TRANSLATED_LANGS];
/** The creation-date header changes on every extraction and says nothing about content. */
const normalise = (text: string) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

const before = Object.fromEntries(await Promise.all(ALL.map(async (l) => [l, await readFile(catalogPath(l), 'utf8')] as const)));
let stale: string[] = [];
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  for (const lang of ALL) {
    const after = await readFile(catalogPath(lang), 'utf8');
    if (normalise(after) !== normalise(before[lang]!)) stale.push(lang);
  }
} finally {
  // Leave the working tree as it was: this is a check, not an update.
  for (const lang of ALL) await writeFile(catalogPath(lang), before[lang]!);
}

const problems: string[] = [];
if (stale.length) problems.push(`Catalogues are stale for ${stale.join(', ')}: run "npm run i18n:extract" and translate the new messages.`);
for (const lang of TRANSLATED_LANGS) {
  const missing = untranslated(await readCatalog(lang));
  if (missing.length) problems.push(`${lang}: ${missing.length} message(s) without translation:\n${missing.map((m) => `    - ${m}`).join('\n')}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('i18n: catalogues up to date; every message has nl and de translations');
