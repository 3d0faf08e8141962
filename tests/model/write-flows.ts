// `npm run flows [-- --lang nl|en|de]`: writes the test plan (tests/replay/test-plan.ts) into flows/ (gitignored):
// test-plan.<lang>.md to read and test-plan.<lang>.csv to import into a test-management tool (TestRail, Xray).
// Per machine the minimal path set that covers every transition, in plain words, money paths first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mappings } from '../replay/mappings';
import { buildTestPlan, renderCsv, renderMarkdown } from '../replay/test-plan';
import { LANGS, type Lang } from '../replay/words';
import { models } from './models';

const outputDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../flows');

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'nl' } } });
const lang = values.lang as Lang;
if (!LANGS.includes(lang)) {
  console.error(`--lang must be one of ${LANGS.join(', ')}`);
  process.exit(2);
}

const machines = await buildTestPlan(lang, models, mappings);
mkdirSync(outputDir, { recursive: true });
const markdown = join(outputDir, `test-plan.${lang}.md`);
const csv = join(outputDir, `test-plan.${lang}.csv`);
writeFileSync(markdown, renderMarkdown(lang, machines));
writeFileSync(csv, renderCsv(machines));
for (const machine of machines) {
  console.log(`${machine.plan.summary}${machine.mapped ? '' : ' (no replay mapping yet)'}`);
}
const cases = machines.reduce((sum, machine) => sum + machine.cases.length, 0);
console.log(`${cases} test cases → ${markdown}, ${csv}`);
