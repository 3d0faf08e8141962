// `npm run mutation [-- <machine> …]` (decision record 034): runs Stryker once per machine (all of
// scripts/mutation-machines.ts without arguments), each against only its own unit and model tests, then prints the
// mutation score per machine file and every mutant that survived. Exits 1 when a machine scores below the threshold.
// Not part of `npm test`: a full run takes minutes per machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MUTATION_TARGETS, MUTATION_THRESHOLD } from './mutation-machines';

interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** `--report`: print the last run's reports again without running Stryker. */
const reportOnly = process.argv.includes('--report');
/** `--unit-only`: without the model tests, whose many generated paths make a run of the cart take hours on two cores. */
const unitOnly = process.argv.includes('--unit-only');
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = requested.filter((name) => !(name in MUTATION_TARGETS));
if (unknown.length > 0) {
  console.error(`Unknown machine(s) ${unknown.join(', ')}: choose from ${Object.keys(MUTATION_TARGETS).join(', ')}`);
  process.exit(2);
}
const machines = requested.length > 0 ? requested : Object.keys(MUTATION_TARGETS);

const rows: string[] = [];
let failed = false;
for (const machine of machines) {
  const run = reportOnly
    ? { status: 0 }
    : spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
        stdio: 'inherit',
        env: { ...process.env, MUTATION_MACHINE: machine, MUTATION_UNIT_ONLY: unitOnly ? '1' : '0' },
      });
  if (run.status !== 0) {
    rows.push(`${machine}: Stryker failed (exit ${run.status})`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(`reports/mutation/${machine}${unitOnly ? '.unit-only' : ''}.json`, 'utf8')) as Report;
  let detected = 0;
  let valid = 0;
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const fileDetected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    const survivors = mutants.filter((mutant) => UNDETECTED.has(mutant.status));
    const fileValid = fileDetected + survivors.length;
    detected += fileDetected;
    valid += fileValid;
    rows.push(`${machine} ${file}: ${((100 * fileDetected) / fileValid).toFixed(2)} % (${fileDetected} of ${fileValid} detected)`);
    const lines = source.split('\n');
    for (const mutant of survivors) {
      const { line, column } = mutant.location.start;
      rows.push(`  ${mutant.status} #${mutant.id} ${file}:${line}:${column} ${mutant.mutatorName}: ${(lines[line - 1] ?? '').trim()}`);
      rows.push(`      → ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  if (score < MUTATION_THRESHOLD) failed = true;
  const scope = unitOnly ? ' (unit tests only)' : '';
  rows.push(`${machine}${scope}: ${score.toFixed(2)} % ${score < MUTATION_THRESHOLD ? `(below ${MUTATION_THRESHOLD} %)` : ''}`);
}
console.log(`\nMutation scores\n${rows.join('\n')}`);
process.exit(failed ? 1 : 0);
