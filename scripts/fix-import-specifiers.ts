// `npm run lint:fix-imports`: writes every relative import specifier in the one style lint checks (no `.ts`, `.tsx`,
// `.js` extension; see folt/import-specifier in scripts/eslint-rules.js). Runs that rule's fix alone, so nothing else
// changes; safe to run again (a second run changes nothing).
import { ESLint } from 'eslint';

const RULE = 'folt/import-specifier';
const eslint = new ESLint({ fix: true, ruleFilter: ({ ruleId }) => ruleId === RULE });
const results = await eslint.lintFiles(['.']);
const fixed = results.filter((result) => result.output !== undefined);
await ESLint.outputFixes(results);
const left = results.flatMap((result) =>
  result.messages.filter((message) => message.ruleId === RULE || message.fatal).map((message) => `${result.filePath}:${message.line} ${message.message}`),
);
console.log(`${fixed.length} files rewritten`);
if (left.length > 0) {
  console.error(left.join('\n'));
  process.exit(1);
}
