// Fails when the catalogues are stale (source messages not extracted) or when a message lacks a nl or de translation.
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { ALL_LANGS, catalogFiles, readCatalogFile, untranslated, TRANSLATED_LANGS } from './po-catalogs';

/** The creation-date header changes on every extraction and says nothing about content. */
const normalise = (text: string) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

const filesBefore = (await Promise.all(ALL_LANGS.map((lang) => catalogFiles(lang)))).flat();
const before = new Map(await Promise.all(filesBefore.map(async (file) => [file, await readFile(file, 'utf8')] as const)));
const stale: string[] = [];
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  const filesAfter = (await Promise.all(ALL_LANGS.map((lang) => catalogFiles(lang)))).flat();
  for (const file of filesAfter) {
    const previous = before.get(file);
    if (previous === undefined || normalise(await readFile(file, 'utf8')) !== normalise(previous)) stale.push(file);
  }
  // A page with messages but no catalogue yet: the extraction just created it; remove it again below.
  for (const file of filesAfter) if (!before.has(file)) await rm(file);
} finally {
  // Leave the working tree as it was: this is a check, not an update.
  for (const [file, text] of before) await writeFile(file, text);
}

const problems: string[] = [];
if (stale.length) problems.push(`Catalogues are stale (${stale.join(', ')}): run "npm run i18n:extract" and translate the new messages.`);
for (const lang of TRANSLATED_LANGS) {
  for (const file of await catalogFiles(lang)) {
    const missing = untranslated(await readCatalogFile(file));
    if (missing.length) problems.push(`${file}: ${missing.length} message(s) without translation:\n${missing.map((m) => `    - ${m}`).join('\n')}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('i18n: catalogues up to date; every message has nl and de translations');
