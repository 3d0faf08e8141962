// Stryker (`npm run mutation`, decision record 034): mutates one machine (MUTATION_MACHINE, set by scripts/mutation.ts)
// and runs only that machine's unit and model tests through vitest.mutation.config.ts. Not part of `npm test`.
// @ts-check
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { MUTATION_TARGETS, MUTATION_THRESHOLD } from './scripts/mutation-machines.js';

const name = process.env.MUTATION_MACHINE ?? 'cart';
const target = MUTATION_TARGETS[name];
const report = process.env.MUTATION_UNIT_ONLY === '1' ? `${name}.unit-only` : name;
if (!target) throw new Error(`Unknown machine ${name}: one of ${Object.keys(MUTATION_TARGETS).join(', ')}`);
// The model tests' path plans (tests/model/model-runner.ts): each model walks every generated path once, in the dry
// run, and from then on only the fewest paths that cover every transition (thousands of paths take 20–35 s a run on
// the loaded machine, a few dozen take about a second). Outside the sandboxes, so that all of them read the dry run's
// plans; emptied per run, so that no plan of an earlier version of the machine is used. Stryker's test runners inherit
// the variable; `npm test` never sets it.
process.env.MODEL_PATH_PLANS = resolve(`reports/mutation/.model-paths-${report}`);
rmSync(process.env.MODEL_PATH_PLANS, { recursive: true, force: true });

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-ignorers.mjs'],
  ignorers: ['machine-declarations'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: target.mutate,
  coverageAnalysis: 'perTest',
  // The machine has two cores shared with others.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // No incremental mode: a machine's mutants are nearly all static (the machine is built when its module loads), and
  // Stryker's incremental diff reuses a static mutant's earlier result however the tests changed.
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: `reports/mutation/${report}.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: MUTATION_THRESHOLD, low: MUTATION_THRESHOLD, break: null },
  tempDirName: `reports/mutation/.stryker-tmp-${name}`,
  // Not into the sandbox: the reports, and the sandboxes of a run of another machine going on at the same time; the
  // production build (`npm run build`'s dist/current is a link to a directory, which Stryker fails to copy).
  ignorePatterns: ['/reports', '/dist'],
  cleanTempDir: 'always',
  timeoutMS: 5_000,
};
